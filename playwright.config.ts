import { defineConfig, devices } from "@playwright/test";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  },
};

/** The demo docs site and its emulator (apps/docs-demo/e2e); the same ports as `npm start`. */
const docsDemoPort = 5173;
const docsDemoEmulatorPort = 8787;

/** The embed's plain-HTML hosts and the emulator they point at (apps/embed-demo/e2e). */
const embedDemoPort = 4317;
const embedEmulatorPort = 8797;

/** End-to-end tests drive the apps in Debian's Chromium against the local emulator: no key, no network. */
export default defineConfig({
  testMatch: ["apps/*/e2e/**/*.spec.ts", "packages/*/e2e/**/*.spec.ts"],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  use: { trace: "retain-on-failure" },
  projects: [{ name: "chromium", use: chromium }],
  webServer: [
    // The demo docs site (apps/docs-demo/e2e), built and previewed, and the emulator it talks to. This emulator
    // streams at its realistic pace so that a stop can land mid-answer (about a second per answer); `npm start`
    // serves the same pair on the same ports, so a running one is reused.
    {
      command: `node packages/emulator/dist/bin.js --port ${docsDemoEmulatorPort} --pace realistic`,
      url: `http://127.0.0.1:${docsDemoEmulatorPort}/__emulator/health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `pnpm --filter @docs-assistant/docs-demo run build && pnpm --filter @docs-assistant/docs-demo exec vite preview --port ${docsDemoPort} --strictPort`,
      url: `http://127.0.0.1:${docsDemoPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node packages/emulator/dist/bin.js --port ${embedEmulatorPort} --pace fast`,
      url: `http://127.0.0.1:${embedEmulatorPort}/__emulator/health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: "node apps/embed-demo/server.mjs",
      url: `http://127.0.0.1:${embedDemoPort}/`,
      env: { PORT: String(embedDemoPort), EMULATOR_URL: `http://127.0.0.1:${embedEmulatorPort}` },
      reuseExistingServer: !process.env.CI,
    },
  ],
});
