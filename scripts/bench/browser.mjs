// Builds the bench page with Vite's JS API (React production build, the renderer from its TypeScript source),
// serves it, and opens it in Debian's headless Chromium with a DevTools-protocol session.
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build, defaultClientConditions, preview } from "vite";

const pageRoot = fileURLToPath(new URL("./page/", import.meta.url));
const outDir = fileURLToPath(new URL("../../.bench/page/", import.meta.url));

/** The Chromium flags every browser run on these machines uses. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** Vite options shared by the build and the preview server. */
const sharedConfig = {
  configFile: false,
  root: pageRoot,
  logLevel: "warn",
  resolve: { conditions: ["@docs-assistant/source", ...defaultClientConditions] },
  // Unminified so CPU profiles name functions; V8 runs it as fast, and React is still its production build.
  build: { outDir, emptyOutDir: true, minify: false, sourcemap: true, chunkSizeWarningLimit: 8192 },
};

/** Production-builds the bench page into .bench/page. */
export async function buildBenchPage() {
  await build({
    ...sharedConfig,
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [react(), tailwindcss()],
  });
}

/**
 * Serves the built page, launches Chromium, and opens the page with a CDP session.
 * @returns {Promise<{ page: import("playwright").Page, cdp: import("playwright").CDPSession, browserVersion: string, close: () => Promise<void> }>}
 */
export async function openBenchPage() {
  const server = await preview({
    ...sharedConfig,
    preview: {
      port: 0,
      host: "127.0.0.1",
      strictPort: false,
      // Cross-origin isolation gives performance.now() 5 µs resolution instead of 100 µs.
      headers: {
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Embedder-Policy": "require-corp",
      },
    },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error("The bench page server did not report a URL");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("pageerror", (error) => console.error(`bench page error: ${error.message}`));
  await page.goto(url);
  await page.waitForFunction(() => Array.isArray(window.benchRenderers));
  if (!(await page.evaluate(() => window.benchIsolated))) {
    throw new Error("The bench page is not cross-origin isolated: performance.now() would be too coarse");
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  return {
    page,
    cdp,
    browserVersion: browser.version(),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Main-thread time so far, from CDP `Performance.getMetrics` (seconds).
 * @param {import("playwright").CDPSession} cdp
 * @returns {Promise<{ taskDuration: number, scriptDuration: number }>}
 */
export async function mainThreadTime(cdp) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const value = (/** @type {string} */ name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { taskDuration: value("TaskDuration"), scriptDuration: value("ScriptDuration") };
}

/**
 * Used JS heap after a full garbage collection (bytes), and the DOM node count Chromium holds.
 * @param {import("playwright").CDPSession} cdp
 * @returns {Promise<{ heapUsed: number, domNodes: number }>}
 */
export async function heapAfterCollection(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  const counters = await cdp.send("Memory.getDOMCounters");
  return { heapUsed: usedSize, domNodes: counters.nodes };
}
