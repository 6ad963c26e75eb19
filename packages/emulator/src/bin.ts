#!/usr/bin/env node
import { parseArgs } from "node:util";
import { createEmulator } from "./emulator.ts";
import { serveEmulator } from "./node.ts";
import type { EmulatorPace } from "./options.ts";
import { isScenarioName, scenarioNames } from "./scenarios.ts";

const usage = `Usage: docs-assistant-emulator [--port 8787] [--host 127.0.0.1] [--pace fast|realistic] [--scenario <name>]

Scenarios: ${scenarioNames.join(", ")}`;

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    host: { type: "string", default: "127.0.0.1" },
    pace: { type: "string", default: "realistic" },
    scenario: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
const pace = values.pace;
if (!Number.isInteger(port) || port < 0 || port > 65535 || (pace !== "fast" && pace !== "realistic")) {
  console.error(usage);
  process.exit(2);
}
if (values.scenario !== undefined && !isScenarioName(values.scenario)) {
  console.error(`Unknown scenario "${values.scenario}".\n\n${usage}`);
  process.exit(2);
}

const emulator = createEmulator({
  pace: pace satisfies EmulatorPace,
  ...(values.scenario !== undefined && isScenarioName(values.scenario) ? { scenario: values.scenario } : {}),
});
const server = await serveEmulator({ port, host: values.host, emulator });
console.log(`docs-assistant emulator listening on ${server.url} (pace: ${pace})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
