#!/usr/bin/env node
import { runCli } from "./cli-program.ts";

const interrupt = new AbortController();
// The first Ctrl-C stops waiting politely (the job keeps running); a second one ends the process at once.
process.once("SIGINT", () => interrupt.abort(new Error("Interrupted")));

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  signal: interrupt.signal,
});
