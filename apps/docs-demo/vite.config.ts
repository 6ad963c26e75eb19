import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

/** The demo docs site; workspace packages resolve to their sources, so no build is needed to develop. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ["@docs-assistant/source", ...defaultClientConditions] },
  // The panel loads lazily; pre-bundling its dependencies up front spares the dev server a full reload the first
  // time it opens.
  optimizeDeps: {
    include: ["@ai-sdk/react", "ai", "radix-ui", "marked", "highlight.js/lib/common", "react-dom/client"],
  },
  server: { port: 5173, strictPort: true, host: "127.0.0.1" },
  preview: { port: 5173, strictPort: true, host: "127.0.0.1" },
});
