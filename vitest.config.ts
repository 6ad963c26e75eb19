import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

/** Workspace packages resolve to their TypeScript sources in tests, so nothing has to be built first. */
const sourceCondition = "@docs-assistant/source";

export const sharedResolve = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [sourceCondition, ...defaultServerConditions],
      externalConditions: [sourceCondition],
    },
  },
};

/** The same core and legacy tests run against the oldest strict `ai` 5 and 6 releases, besides the installed 7.x. */
const aiMatrix = (version: "ai5" | "ai6") => ({
  ...sharedResolve,
  test: {
    name: `protocol (${version})`,
    environment: "node",
    env: { AI_VERSION_UNDER_TEST: version },
    // Older `ai` releases import @opentelemetry/api, whose ESM build only loads when Vite transforms it.
    server: { deps: { inline: [/@opentelemetry/, /\/ai@[56]\./] } },
    include: ["packages/core/src/**/*.test.ts", "packages/legacy-v4/src/**/*.test.ts"],
  },
  resolve: {
    ...sharedResolve.resolve,
    alias: [{ find: /^ai$/, replacement: version }],
  },
});

/** Debian's Chromium with the flags these machines need (see /work/shared/toolchain.md). */
export const chromiumLaunchOptions = {
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
};

/** Every Storybook story runs as a test in Chromium: its play function, then axe (`a11y.test = "error"`). */
const storybookProject = {
  plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
  ...sharedResolve,
  test: {
    name: "storybook",
    // As Playwright does on CI: one retry for a story that loses a race on a loaded 2-core runner.
    retry: process.env.CI ? 1 : 0,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: "chromium" as const }],
      viewport: { width: 1280, height: 800 },
    },
  },
};

export default defineConfig({
  ...sharedResolve,
  test: {
    projects: [
      {
        ...sharedResolve,
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      aiMatrix("ai5"),
      aiMatrix("ai6"),
      storybookProject,
    ],
  },
});
