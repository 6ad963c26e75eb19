// Sums every runner's results into the closing line CI reads: `N passed, N failed`.
// Test runners count their tests; a step without its own report (lint, typecheck, build, sizes) counts as one check.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const reports = process.argv[2] ?? ".reports";
const readJson = (name) => {
  const path = join(reports, name);
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
};

const steps = readFileSync(join(reports, "steps.txt"), "utf8")
  .trim()
  .split("\n")
  .map((line) => {
    const [name, status, seconds] = line.split(" ");
    return { name, failed: status !== "0", seconds: Number(seconds) };
  });

let passed = 0;
let failed = 0;
const rows = [];
for (const step of steps) {
  let stepPassed = 0;
  let stepFailed = 0;
  const vitest = step.name === "vitest" ? readJson("vitest.json") : undefined;
  const playwright = step.name === "playwright" ? readJson("playwright.json") : undefined;
  if (vitest) {
    stepPassed = vitest.numPassedTests;
    stepFailed = vitest.numFailedTests + (step.failed && vitest.numFailedTests === 0 ? 1 : 0);
  } else if (playwright) {
    stepPassed = playwright.stats.expected + playwright.stats.flaky;
    stepFailed = playwright.stats.unexpected + (step.failed && playwright.stats.unexpected === 0 ? 1 : 0);
  } else if (step.failed) {
    stepFailed = 1;
  } else {
    stepPassed = 1;
  }
  passed += stepPassed;
  failed += stepFailed;
  rows.push(
    `  ${step.failed ? "✗" : "✓"} ${step.name.padEnd(11)} ${String(stepPassed).padStart(4)} passed ${String(stepFailed).padStart(3)} failed  ${step.seconds}s`,
  );
}
console.log(`\n${rows.join("\n")}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
