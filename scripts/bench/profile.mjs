// Where a renderer spends its time: streams one fixture under the V8 CPU profiler (CDP `Profiler`) and prints
// the functions with the most self time, with their source file and line.
// Usage: node scripts/bench/profile.mjs [fixture=mixed-32k] [profile=4-20] [renderer=ours]
import { buildBenchPage, openBenchPage } from "./browser.mjs";

const [fixture = "mixed-32k", profile = "4-20", renderer = "ours"] = process.argv.slice(2);

/**
 * Self time per function of a CDP CPU profile, largest first.
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number }, hitCount?: number }[], samples?: number[], timeDeltas?: number[] }} cpuProfile
 * @returns {{ name: string, location: string, milliseconds: number, share: number }[]}
 */
export function selfTimeByFunction(cpuProfile) {
  const nodeById = new Map(cpuProfile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, { name: string, location: string, microseconds: number }>} */
  const totals = new Map();
  let all = 0;
  const samples = cpuProfile.samples ?? [];
  const deltas = cpuProfile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index++) {
    const node = nodeById.get(samples[index] ?? -1);
    const delta = deltas[index] ?? 0;
    if (!node) continue;
    all += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || "(anonymous)";
    const location = url ? `${url.replace(/^.*\/(assets|src)\//, "")}:${lineNumber + 1}` : "";
    const key = `${name}@${location}`;
    const total = totals.get(key) ?? { name, location, microseconds: 0 };
    total.microseconds += delta;
    totals.set(key, total);
  }
  return [...totals.values()]
    .sort((left, right) => right.microseconds - left.microseconds)
    .map(({ name, location, microseconds }) => ({
      name,
      location,
      milliseconds: microseconds / 1000,
      share: all > 0 ? microseconds / all : 0,
    }));
}

/**
 * Inclusive time per function (its own time plus everything it called), each sample counted once per function.
 * @param {Parameters<typeof selfTimeByFunction>[0] & { nodes: { children?: number[] }[] }} cpuProfile
 * @returns {{ name: string, milliseconds: number, share: number }[]}
 */
export function inclusiveTimeByFunction(cpuProfile) {
  const parentOf = new Map();
  for (const node of cpuProfile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const nodeById = new Map(cpuProfile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const totals = new Map();
  let all = 0;
  const samples = cpuProfile.samples ?? [];
  const deltas = cpuProfile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index++) {
    const delta = deltas[index] ?? 0;
    all += delta;
    const names = new Set();
    for (let id = samples[index]; id !== undefined; id = parentOf.get(id)) {
      const name = nodeById.get(id)?.callFrame.functionName;
      if (name) names.add(name);
    }
    for (const name of names) totals.set(name, (totals.get(name) ?? 0) + delta);
  }
  return [...totals.entries()]
    .sort((left, right) => right[1] - left[1])
    .map(([name, microseconds]) => ({ name, milliseconds: microseconds / 1000, share: microseconds / all }));
}

await buildBenchPage();
const { page, cdp, close } = await openBenchPage();
try {
  await page.evaluate(([name, chunking]) => window.prepareFixture(name, chunking), [fixture, profile]);
  // One unprofiled pass, so the profile shows steady-state work rather than first-run compilation.
  await page.evaluate((options) => window.runBench(options), { fixture, profile, renderer });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const result = await page.evaluate((options) => window.runBench(options), {
    fixture,
    profile,
    renderer,
  });
  const { profile: cpuProfile } = await cdp.send("Profiler.stop");
  console.log(
    `${renderer} on ${fixture} (${profile}): ${result.chunks} chunks, per-chunk median ` +
      `${result.firstChunks.toFixed(3)} ms (start) → ${result.lastChunks.toFixed(3)} ms (end)`,
  );
  for (const row of selfTimeByFunction(cpuProfile).slice(0, 20)) {
    console.log(
      `${(row.share * 100).toFixed(1).padStart(5)}%  ${row.milliseconds.toFixed(0).padStart(6)} ms  ${row.name}  ${row.location}`,
    );
  }
  console.log("\nInclusive (self + callees):");
  for (const row of inclusiveTimeByFunction(cpuProfile).slice(0, 40)) {
    console.log(
      `${(row.share * 100).toFixed(1).padStart(5)}%  ${row.milliseconds.toFixed(0).padStart(6)} ms  ${row.name}`,
    );
  }
} finally {
  await close();
}
