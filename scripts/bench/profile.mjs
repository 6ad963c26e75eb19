// Where a renderer spends its time: streams one fixture under the V8 CPU profiler (CDP `Profiler`) and prints
// the functions with the most self time, with their source file and line.
// Usage: node scripts/bench/profile.mjs [fixture=mixed-32k] [profile=4-20] [renderer=ours] [pace=macrotask]
import { buildBenchPage, openBenchPage } from "./browser.mjs";

const [fixture = "mixed-32k", profile = "4-20", renderer = "ours", pace = "macrotask"] =
  process.argv.slice(2);

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

await buildBenchPage();
const { page, cdp, close } = await openBenchPage();
try {
  await page.evaluate(([name, chunking]) => window.prepareFixture(name, chunking), [fixture, profile]);
  // One unprofiled pass, so the profile shows steady-state work rather than first-run compilation.
  await page.evaluate((options) => window.runBench(options), { fixture, profile, renderer, pace });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const result = await page.evaluate((options) => window.runBench(options), {
    fixture,
    profile,
    renderer,
    pace,
  });
  const { profile: cpuProfile } = await cdp.send("Profiler.stop");
  console.log(
    `${renderer} on ${fixture} (${profile}, ${pace}): ${result.chunks} chunks, per-chunk mean ` +
      `${result.firstTenthMean.toFixed(3)} ms (first 10%) → ${result.lastTenthMean.toFixed(3)} ms (last 10%)`,
  );
  for (const row of selfTimeByFunction(cpuProfile).slice(0, 25)) {
    console.log(
      `${(row.share * 100).toFixed(1).padStart(5)}%  ${row.milliseconds.toFixed(0).padStart(6)} ms  ${row.name}  ${row.location}`,
    );
  }
} finally {
  await close();
}
