import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { markedLexerOnly } from "../../scripts/build/marked-lexer-only.mjs";

/** Peers the host already has; every budget excludes them. */
const externals = [/^react($|\/)/, /^react-dom($|\/)/, /^ai($|\/)/, /^@ai-sdk\/react($|\/)/];

/**
 * Library build: ESM entries `index` (DocsAssistant, root, trigger: light), `parts` (every part) and
 * `page-context` and `shortcut` (framework-free, for script-tag hosts), the panel in
 * its own lazily imported chunk, and the precompiled `styles.css`. Workspace packages bundle from their sources.
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), markedLexerOnly()],
  resolve: { conditions: ["@docs-assistant/source", ...defaultClientConditions] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Terser's second compress pass saves ~4% gzip over Rolldown's minifier on the panel.
    minify: "terser",
    terserOptions: { compress: { passes: 2 } },
    cssCodeSplit: true,
    lib: {
      entry: {
        index: "src/index.ts",
        parts: "src/parts.ts",
        "page-context": "src/page-context/dom.ts",
        shortcut: "src/shortcut.ts",
        styles: "src/styles.css",
      },
      formats: ["es"],
    },
    rolldownOptions: {
      external: externals,
      output: {
        chunkFileNames: "chunks/[name]-[hash].js",
        assetFileNames: "[name][extname]",
      },
    },
  },
});
