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

/** End-to-end tests drive the apps in Debian's Chromium against the local emulator: no key, no network. */
export default defineConfig({
  testMatch: ["apps/*/e2e/**/*.spec.ts", "packages/*/e2e/**/*.spec.ts"],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  use: { trace: "retain-on-failure" },
  projects: [{ name: "chromium", use: chromium }],
});
