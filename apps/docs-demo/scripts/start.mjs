// Starts the emulator (port 8787) and the demo's Vite dev server (port 5173) together; stopping one stops both.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const appDirectory = join(dirname(fileURLToPath(import.meta.url)), "..");
const emulatorBin = join(appDirectory, "node_modules", "@docs-assistant", "emulator", "dist", "bin.js");
const viteBin = join(appDirectory, "node_modules", "vite", "bin", "vite.js");

const children = [
  spawn(process.execPath, [emulatorBin, "--port", "8787", "--pace", "realistic"], { stdio: "inherit" }),
  spawn(process.execPath, [viteBin, "--port", "5173", "--strictPort"], {
    cwd: appDirectory,
    stdio: "inherit",
  }),
];

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.on("exit", (code) => stopAll(code ?? 1));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
