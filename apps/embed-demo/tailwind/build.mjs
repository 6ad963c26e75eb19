// Compiles tailwind/site.css (Tailwind v4 with Preflight, scanning pages/tailwind.html) to public/tailwind-site.generated.css.
// The output is committed, so serving the demo needs no build; run again after changing pages/tailwind.html.
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { build } from "vite";

await build({
  configFile: false,
  root: fileURLToPath(new URL("..", import.meta.url)),
  logLevel: "warn",
  plugins: [tailwindcss()],
  build: {
    outDir: "public",
    emptyOutDir: false,
    copyPublicDir: false,
    cssCodeSplit: true,
    minify: true,
    lib: { entry: { "tailwind-site": "tailwind/site.css" }, formats: ["es"] },
    rolldownOptions: { output: { assetFileNames: "tailwind-site.generated.css" } },
  },
});
// A CSS-only library entry still gets an empty JS module; the page only wants the stylesheet.
await rm(new URL("../public/tailwind-site.js", import.meta.url), { force: true });
