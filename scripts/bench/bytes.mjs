// What a page downloads: follows a built entry's imports through its dist folder and sums each file's gzip
// and brotli size (each file compressed on its own, as a CDN serves them). Only node:zlib, no bundler.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Raw, gzip (level 9) and brotli (quality 11) sizes of some bytes.
 * @param {Buffer | string} content
 * @returns {{ raw: number, gzip: number, brotli: number }}
 */
export function compressedSizes(content) {
  const buffer = typeof content === "string" ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

/** @param {string} directory @returns {string[]} */
function listFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return /\.(m?js|css)$/.test(entry.name) ? [path] : [];
  });
}

const staticImport = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;

/**
 * The files a built file loads: `static` ones (import/export … from) before it runs, `lazy` ones (dynamic
 * import, a URL or script src naming a sibling file) when its code asks. Found by file names, so it works
 * for ES chunks, IIFE launchers that inject scripts, and CSS fetched by name alike.
 * @param {string} file
 * @param {readonly string[]} candidates every file of the dist folder
 * @returns {{ static: string[], lazy: string[] }}
 */
export function fileEdges(file, candidates) {
  const source = readFileSync(file, "utf8");
  const staticTargets = new Set();
  for (const match of source.matchAll(staticImport)) {
    const specifier = match[1] ?? "";
    if (specifier.startsWith(".")) staticTargets.add(resolve(dirname(file), specifier));
  }
  const lazy = [];
  for (const candidate of candidates) {
    if (candidate === file || staticTargets.has(candidate)) continue;
    if (source.includes(basename(candidate))) lazy.push(candidate);
  }
  return { static: [...staticTargets].filter((target) => existsSync(target)), lazy };
}

/**
 * Whether a chunk is (part of) the syntax highlighter: its source map names only highlight.js sources and the
 * renderer's module that loads with them (`markdown/highlight-code.tsx`), or, without a map, its file name says so.
 * @param {string} file
 */
export function isHighlighterFile(file) {
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    /** @type {{ sources?: string[] }} */
    const map = JSON.parse(readFileSync(mapFile, "utf8"));
    const sources = map.sources ?? [];
    return (
      sources.length > 0 &&
      sources.every(
        (source) => source.includes("highlight.js") || source.endsWith("markdown/highlight-code.tsx"),
      )
    );
  }
  return /highlight|hljs/i.test(basename(file));
}

/**
 * Everything `entry` loads: its static imports always, lazy ones when `followLazy` accepts them.
 * @param {string} entry
 * @param {{ distRoot: string, followLazy: (file: string) => boolean }} options
 * @returns {string[]}
 */
export function loadedFiles(entry, { distRoot, followLazy }) {
  const files = listFiles(distRoot);
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    const edges = fileEdges(file, files);
    for (const target of [...edges.static, ...edges.lazy.filter(followLazy)]) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen];
}

/**
 * Sums the sizes of files, each compressed separately.
 * @param {readonly string[]} files
 * @param {string} root files are listed relative to it
 * @returns {{ raw: number, gzip: number, brotli: number, files: string[] }}
 */
export function totalSizes(files, root) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = compressedSizes(readFileSync(file));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return { ...total, files: files.map((file) => relative(root, file)).sort() };
}
