// Size budgets: gzips the built chunk graph a reader downloads for each moment.
// `budget` is the product's target (from the issues); the test command fails above it.
// Sizes exclude what a host already has (react, react-dom, ai, @ai-sdk/react are externals of the build).
// Run after `pnpm run build`. The embed's targets come from packages/embed/scripts/size-targets.mjs.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { embedSizeTargets } from "../packages/embed/scripts/size-targets.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const kilobyte = 1024;

/** Relative imports of an ES module: static ones (`import … from`, `export … from`, bare `import "…"`) and dynamic ones. */
export function findImports(code) {
  const staticImports = [];
  const dynamicImports = [];
  for (const match of code.matchAll(
    /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    staticImports.push(match[1]);
  }
  for (const match of code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g))
    dynamicImports.push(match[1]);
  return { staticImports, dynamicImports };
}

/** Every file reachable from `entries` through static imports, plus one hop of dynamic imports if asked. */
export function collectGraph(
  entries,
  { followDynamicFrom = new Set(), readFile = (path) => readFileSync(path, "utf8") } = {},
) {
  const seen = new Set();
  const lazy = [];
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const { staticImports, dynamicImports } = findImports(readFile(path));
    for (const specifier of staticImports) visit(resolve(dirname(path), specifier));
    if (followDynamicFrom.has("*") || followDynamicFrom.has(path)) {
      for (const specifier of dynamicImports) lazy.push(resolve(dirname(path), specifier));
    }
  };
  for (const entry of entries) visit(entry);
  for (const path of lazy) visit(path);
  return [...seen];
}

const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

const reactDist = join(root, "packages/react/dist");

/**
 * What each moment costs. `entries` load first; `lazyFrom` names files whose dynamic imports also load by then
 * (the panel the trigger imports on intent) — dynamic imports inside the panel (the highlighter) are not followed.
 */
const targets = [
  {
    name: "react: trigger only",
    entries: [join(reactDist, "index.js")],
    lazyFrom: [],
    extra: [],
    budget: 10 * kilobyte,
  },
  {
    name: "react: first answer (no highlighter)",
    entries: [join(reactDist, "index.js")],
    lazyFrom: "entry-graph",
    extra: [join(reactDist, "styles.css")],
    budget: 60 * kilobyte,
  },
];

targets.push(...embedSizeTargets(root));

function measure(target) {
  const missing = [...target.entries, ...target.extra].filter((path) => !existsSync(path));
  if (missing.length > 0) return { ...target, missing };
  let files;
  if (target.lazyFrom === "entry-graph") {
    const eager = collectGraph(target.entries);
    files = collectGraph(target.entries, { followDynamicFrom: new Set(eager) });
  } else {
    files = collectGraph(target.entries, { followDynamicFrom: new Set(target.lazyFrom) });
  }
  files = [...files, ...target.extra];
  const sizes = files.map((path) => ({ path, gzip: gzipSize(path) }));
  return { ...target, sizes, total: sizes.reduce((sum, file) => sum + file.gzip, 0) };
}

function main() {
  const results = targets.map(measure);
  let failed = false;
  const format = (bytes) => `${(bytes / kilobyte).toFixed(2)} KB`;
  console.log(`${"target".padEnd(40)} ${"gzip".padStart(10)} ${"budget".padStart(10)}  files`);
  for (const result of results) {
    if (result.missing) {
      failed = true;
      console.log(
        `${result.name.padEnd(40)} ${"missing".padStart(10)} ${format(result.budget).padStart(10)}  run pnpm run build (${result.missing.map((path) => path.slice(root.length + 1)).join(", ")})`,
      );
      continue;
    }
    const overBudget = result.total > result.budget;
    failed ||= overBudget;
    const verdict = overBudget ? `OVER BUDGET by ${format(result.total - result.budget)}` : "ok";
    console.log(
      `${result.name.padEnd(40)} ${format(result.total).padStart(10)} ${format(result.budget).padStart(10)}  ${verdict}`,
    );
    for (const file of result.sizes.sort((left, right) => right.gzip - left.gzip)) {
      console.log(`  ${file.path.slice(root.length + 1).padEnd(70)} ${format(file.gzip).padStart(10)}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
