// Builds the script-tag embed in two Vite passes:
//   1. the panel: an ES module entry `dist/panel-[hash].js` (plus `panel-[name]-[hash].js` chunks such as the
//      lazily loaded syntax highlighter), with React swapped for preact/compat unless `--react` is given;
//   2. the launcher (built last, so it knows the others' file names): a classic IIFE script `dist/docs-assistant.js` that knows the panel's file name and imports
//      it, relative to its own URL, on the first sign of intent.
//   3. the page-context chunk `dist/page-context-[hash].js` (no React), imported when the page has code blocks or
//      the reader first selects text.
// It also writes `dist/embed-manifest.json` ({ launcher, panel, panelImports, lazyChunks, pageContext }) for the
// size budgets. The panel pass trims what a browser chat never runs (zod's classic API on zod/mini, pure
// annotations on `ai`'s schemas, marked reduced to its lexer): the README's "Build and sizes" says why and by how
// much.
// Usage: node scripts/build.mjs [--react] [--out-dir dist]
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import tailwindcss from "@tailwindcss/vite";
import { minify as terserMinify } from "terser";
import { build, defaultClientConditions, runnerImport } from "vite";
import { markedLexerOnly } from "../../../scripts/build/marked-lexer-only.mjs";

const { values } = parseArgs({
  options: { react: { type: "boolean", default: false }, "out-dir": { type: "string", default: "dist" } },
});
const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = values["out-dir"];

/**
 * React's entry points mapped to preact/compat (exact matches, so `react-dom/client` keeps its own target),
 * resolved from this package: the React package's sources that import `react` cannot see preact themselves.
 */
const preact = (specifier) => fileURLToPath(import.meta.resolve(specifier));
const preactAliases = [
  { find: /^react$/, replacement: preact("preact/compat") },
  { find: /^react-dom$/, replacement: preact("preact/compat") },
  { find: /^react-dom\/client$/, replacement: preact("preact/compat/client") },
  { find: /^react\/jsx-runtime$/, replacement: preact("preact/jsx-runtime") },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact("preact/jsx-dev-runtime") },
];

/**
 * A second minification pass with Terser over Rolldown's minified chunks (about 2 KB gzip less on the panel:
 * Terser's compressor still finds joins, inlinings and shorter forms in Oxc's output). It runs in `generateBundle`,
 * after Rolldown's own minifier, so the file names keep the hash of the first pass, which is a function of the
 * sources just the same.
 */
const terserPass = {
  name: "docs-assistant:terser-pass",
  async generateBundle(outputOptions, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk") continue;
      const result = await terserMinify(chunk.code, {
        module: outputOptions.format === "es",
        ecma: 2020,
        compress: { passes: 2 },
      });
      if (result.code === undefined)
        throw new Error(`embed build: Terser returned nothing for ${chunk.fileName}`);
      chunk.code = result.code;
    }
  },
};

// Every build here is a production build. Set before `runnerImport`, which otherwise sets it to "development" for
// the builds after it (development JSX, about 1 KB gzip more).
process.env.NODE_ENV ??= "production";

/** `shadowStylesheet` from src/panel/shadow-css.ts (TypeScript, so loaded through Vite). */
const { module: shadowCss } = await runnerImport(
  fileURLToPath(new URL("../src/panel/shadow-css.ts", import.meta.url)),
  { configFile: false, root, logLevel: "warn" },
);

/**
 * Prepares the widget's stylesheet for the shadow root at build time (`shadowStylesheet`): the panel imports it
 * with `?inline`, and after Vite's CSS plugins that module is `export default "<minified css>"`.
 */
const shadowStylesheetPlugin = {
  name: "docs-assistant:shadow-stylesheet",
  enforce: "post",
  transform(code, id) {
    if (!id.endsWith("/styles.css?inline")) return null;
    const literal = /^export default ("(?:[^"\\]|\\.)*");?\s*$/.exec(code)?.[1];
    if (!literal) throw new Error(`embed build: unexpected shape of the inline stylesheet module ${id}`);
    return {
      code: `export default ${JSON.stringify(shadowCss.shadowStylesheet(JSON.parse(literal)))};`,
      map: null,
    };
  },
};

/**
 * zod's classic API resolved to a version of it on `zod/v4/mini` (see src/zod/classic-on-mini.ts): an exact match,
 * so `zod/v4/core`, `zod/v4/mini` and the locales stay zod's own.
 */
const zodClassicAlias = {
  find: /^zod\/v4$/,
  replacement: fileURLToPath(new URL("../src/zod/classic-on-mini.ts", import.meta.url)),
};

/**
 * `ai` builds its schemas at module level with zod calls Rolldown cannot prove pure, so every one of them stays in
 * the bundle, used or not (the model-message schemas, for one, serve only server-side prompt validation). This
 * annotates its bundled source as its own build could: every call on its zod namespaces (`z`, classic, and `z$1`,
 * mini), and the module-level `lazySchema(…)` and `withJsonValueCheck(…)` wrappers, get `@__PURE__`, so the
 * schemas nothing uses are dropped. (A pure annotation covers one call, not the calls in its arguments, hence every
 * call.) A release whose source has none of them fails the build here rather than silently growing the bundle.
 */
const pureAiSchemas = {
  name: "docs-assistant:pure-ai-schemas",
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]ai[\\/]dist[\\/]index\.js$/.test(id)) return null;
    let marked = 0;
    const annotate = (match) => {
      marked += 1;
      return `${match}/* @__PURE__ */ `;
    };
    const annotated = code
      .replace(/(?<![\w$.])(?=z(?:\$1)?\.\w+\()/g, annotate)
      .replace(/^(?:const|let|var) [\w$]+ = (?=lazySchema\(|withJsonValueCheck\()/gm, annotate);
    if (marked === 0) throw new Error(`embed build: no zod schema found to mark pure in ${id}`);
    return { code: annotated, map: null };
  },
};

const shared = {
  configFile: false,
  root,
  logLevel: "warn",
  // Without it the bundle keeps React's development build and throws `process is not defined` in browsers.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  resolve: {
    conditions: ["@docs-assistant/source", ...defaultClientConditions],
    alias: [zodClassicAlias, ...(values.react ? [] : preactAliases)],
  },
};

/** @type {import("vite").Rolldown.RolldownOutput} */
const panelOutput = await build({
  ...shared,
  plugins: [pureAiSchemas, markedLexerOnly(), tailwindcss(), shadowStylesheetPlugin, terserPass],
  build: {
    outDir,
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: { entry: { panel: "src/panel/index.tsx" }, formats: ["es"] },
    rolldownOptions: {
      // Vite keeps whitespace in ES library builds; this chunk is served as is, so minify it fully.
      output: { entryFileNames: "panel-[hash].js", chunkFileNames: "panel-[name]-[hash].js", minify: true },
    },
  },
});

const chunks = (Array.isArray(panelOutput) ? panelOutput : [panelOutput])
  .flatMap((output) => output.output)
  .filter((item) => item.type === "chunk");
const entry = chunks.find((chunk) => chunk.isEntry);
if (!entry) throw new Error("embed build: the panel build produced no entry chunk");

/** Chunks loaded with the panel (static imports, transitively); the rest load later (the highlighter). */
const panelImports = new Set();
const visit = (fileName) => {
  const chunk = chunks.find((candidate) => candidate.fileName === fileName);
  for (const imported of chunk?.imports ?? []) {
    if (!panelImports.has(imported)) {
      panelImports.add(imported);
      visit(imported);
    }
  }
};
visit(entry.fileName);
const lazyChunks = chunks
  .map((chunk) => chunk.fileName)
  .filter((fileName) => fileName !== entry.fileName && !panelImports.has(fileName));

/** The page-context chunk: vanilla DOM code, one self-contained ES module. */
const pageContextOutput = await build({
  ...shared,
  plugins: [terserPass],
  build: {
    outDir,
    emptyOutDir: false,
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: { entry: { "page-context": "src/page-context.ts" }, formats: ["es"] },
    rolldownOptions: { output: { entryFileNames: "page-context-[hash].js", minify: true } },
  },
});
const pageContext = (Array.isArray(pageContextOutput) ? pageContextOutput : [pageContextOutput])
  .flatMap((output) => output.output)
  .find((item) => item.type === "chunk" && item.isEntry);
if (!pageContext) throw new Error("embed build: the page-context build produced no entry chunk");

await build({
  ...shared,
  plugins: [terserPass],
  define: {
    ...shared.define,
    __DSA_PANEL_FILE__: JSON.stringify(`./${entry.fileName}`),
    __DSA_PAGE_CONTEXT_FILE__: JSON.stringify(`./${pageContext.fileName}`),
  },
  build: {
    outDir,
    emptyOutDir: false,
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: { entry: "src/launcher.ts", formats: ["iife"], name: "DocsAssistantLauncher" },
    rolldownOptions: { output: { entryFileNames: "docs-assistant.js" } },
  },
});

const manifest = {
  launcher: "docs-assistant.js",
  panel: entry.fileName,
  panelImports: [...panelImports],
  pageContext: pageContext.fileName,
  lazyChunks,
  runtime: values.react ? "react" : "preact/compat",
};
await writeFile(
  new URL(`../${outDir}/embed-manifest.json`, import.meta.url),
  `${JSON.stringify(manifest, null, 2)}\n`,
);
console.log(`embed: ${manifest.launcher} + ${manifest.panel} (${manifest.runtime}) → ${outDir}/`);
