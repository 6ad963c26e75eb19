import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { build, defaultClientConditions } from "vite";

const preact = (s) => fileURLToPath(import.meta.resolve(s));
const out = await build({
  configFile: false,
  root: process.cwd(),
  logLevel: "silent",
  plugins: [tailwindcss()],
  define: { "process.env.NODE_ENV": '"production"' },
  resolve: {
    conditions: ["@docs-assistant/source", ...defaultClientConditions],
    alias: [
      { find: /^react$/, replacement: preact("preact/compat") },
      { find: /^react-dom$/, replacement: preact("preact/compat") },
      { find: /^react-dom\/client$/, replacement: preact("preact/compat/client") },
      { find: /^react\/jsx-runtime$/, replacement: preact("preact/jsx-runtime") },
    ],
  },
  build: { write: false, minify: true, lib: { entry: { panel: "src/panel/index.tsx" }, formats: ["es"] } },
});
const groups = {};
const zodMods = {};
for (const chunk of out[0].output.filter((o) => o.type === "chunk")) {
  console.log("chunk", chunk.fileName, chunk.code.length);
  for (const [id, m] of Object.entries(chunk.modules)) {
    const key = id
      .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, "")
      .replace(/^(@[^/]+\/[^/]+|[^/]+)\/.*/, "$1")
      .replace(/.*\/packages\//, "packages/");
    groups[key] = (groups[key] ?? 0) + m.renderedLength;
    if (key === "zod" || key === "ai") zodMods[id.replace(/.*node_modules\//, "")] = m.renderedLength;
  }
}
console.log(
  Object.entries(zodMods)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${v}\t${k}`)
    .join("\n"),
);
console.log(
  Object.entries(groups)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([k, v]) => `${v}\t${k}`)
    .join("\n"),
);
