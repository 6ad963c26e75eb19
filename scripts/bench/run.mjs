// `pnpm bench`: builds what it measures, then measures bytes (node:zlib) and streaming render (headless
// Chromium), and writes scripts/bench/results.json and scripts/bench/RESULTS.md. Targets are judged on ratios
// against a baseline measured in the same run, never on absolute times.
// Flags: --skip-build (measure the dist folders as they are), --repetitions=N (streaming repetitions).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildBenchPage, heapAfterCollection, mainThreadTime, openBenchPage } from "./browser.mjs";
import { compressedSizes, isHighlighterFile, loadedFiles, totalSizes } from "./bytes.mjs";
import { formatResults } from "./report.mjs";

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url));
const benchFolder = fileURLToPath(new URL("./", import.meta.url));
const argumentsGiven = process.argv.slice(2);
const skipBuild = argumentsGiven.includes("--skip-build");
const repetitionsOverride = Number(
  argumentsGiven.find((argument) => argument.startsWith("--repetitions="))?.split("=")[1] ?? Number.NaN,
);
const startedAt = Date.now();

/** Which fixtures run with which chunk profile and renderers, and how often (all interleaved per repetition). */
const streamingPlan = [
  {
    profile: "4-20",
    fixtures: ["mixed-32k", "no-blank-lines-20k", "code-block-15k", "table-200-rows"],
    renderers: ["baseline", "ours"],
    repetitions: 5,
  },
  {
    // The 100 KB answer in 85-character chunks: in 4–20 character chunks the baseline alone needs over a minute.
    // react-markdown re-parsing 100 KB per chunk would need minutes more, so the naive reference skips it.
    profile: "85",
    fixtures: ["mixed-100k", "mixed-32k"],
    renderers: ["baseline", "ours", "naive"],
    skip: { naive: ["mixed-100k"] },
    repetitions: 3,
  },
  {
    // Informational (not judged): 15 444 one-character chunks per run, so two repetitions keep the bench short.
    profile: "1",
    fixtures: ["code-block-15k"],
    renderers: ["baseline", "ours"],
    repetitions: 2,
  },
];

/** Fixtures whose rows are judged against the streaming targets, with the profile they are judged in. */
const judgedRuns = [
  { fixture: "mixed-32k", profile: "4-20" },
  { fixture: "mixed-100k", profile: "85" },
  { fixture: "no-blank-lines-20k", profile: "4-20" },
  { fixture: "code-block-15k", profile: "4-20" },
  { fixture: "table-200-rows", profile: "4-20" },
];

function log(message) {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0).padStart(3);
  console.error(`[bench ${seconds}s] ${message}`);
}

/** Runs a pnpm build; returns an error message, or undefined when it succeeded. */
function runBuild(filter) {
  const result = spawnSync("pnpm", ["--filter", filter, "run", "build"], {
    cwd: repositoryRoot,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.status === 0) return undefined;
  const output = `${result.stdout}\n${result.stderr}`.trim().split("\n").slice(-8).join("\n");
  return `build failed (exit ${result.status}):\n${output}`;
}

function readPackage(folder) {
  const file = join(repositoryRoot, folder, "package.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/** @param {string} name @param {{ raw: number, gzip: number, brotli: number, files: string[] } | undefined} sizes @param {number | undefined} limit @param {string} [note] */
function byteRow(name, sizes, limit, note) {
  return { name, limitKilobytes: limit, ...(sizes ?? {}), built: Boolean(sizes), note };
}

/** Measures the React package and the embed from their dist folders (building them first unless told not to). */
function measureBytes() {
  const rows = [];
  const reactPackage = readPackage("packages/react");
  const reactDist = join(repositoryRoot, "packages/react/dist");
  let reactError = reactPackage?.scripts?.build ? undefined : "no build script yet";
  if (!skipBuild && !reactError) {
    log("building @docs-assistant/react");
    reactError = runBuild("@docs-assistant/react");
  }
  const reactEntry = join(reactDist, "index.js");
  if (!reactError && existsSync(reactEntry)) {
    const measure = (followLazy) =>
      totalSizes(loadedFiles(reactEntry, { distRoot: reactDist, followLazy }), reactDist);
    rows.push(
      byteRow(
        "React package, trigger-only page (JS)",
        measure(() => false),
        10,
      ),
    );
    rows.push(
      byteRow(
        "React package, everything by the first answer (JS, no highlighter)",
        measure((file) => !isHighlighterFile(file)),
        60,
      ),
    );
    rows.push(
      byteRow(
        "React package, everything by the first answer + highlighter (JS)",
        measure(() => true),
      ),
    );
    const stylesheet = join(reactDist, "styles.css");
    if (existsSync(stylesheet)) {
      rows.push(
        byteRow("React package, styles.css", {
          ...compressedSizes(readFileSync(stylesheet)),
          files: ["styles.css"],
        }),
      );
    }
  } else {
    for (const name of [
      "React package, trigger-only page (JS)",
      "React package, everything by the first answer (JS, no highlighter)",
    ]) {
      rows.push(byteRow(name, undefined, name.includes("trigger") ? 10 : 60, reactError));
    }
  }

  const embedPackage = readPackage("packages/embed");
  const embedDist = join(repositoryRoot, "packages/embed/dist");
  let embedError = embedPackage?.scripts?.build ? undefined : "packages/embed has no build yet";
  if (!skipBuild && !embedError) {
    log("building @docs-assistant/embed");
    embedError = runBuild("@docs-assistant/embed");
  }
  const manifestFile = join(embedDist, "embed-manifest.json");
  if (!embedError && existsSync(manifestFile)) {
    // The embed build lists what loads when; trust it over guessing from file contents.
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    const files = (names) => names.filter(Boolean).map((name) => join(embedDist, name));
    const beforeAnswer = files([
      manifest.launcher,
      manifest.panel,
      ...(manifest.panelImports ?? []),
      manifest.pageContext,
    ]);
    rows.push(byteRow("Embed launcher", totalSizes(files([manifest.launcher]), embedDist), 3));
    rows.push(
      byteRow(
        "Embed, everything before the first answer (launcher, panel, page context; no highlighter)",
        totalSizes(beforeAnswer, embedDist),
        100,
      ),
    );
    rows.push(
      byteRow(
        "Embed, everything before the first answer + highlighter",
        totalSizes([...beforeAnswer, ...files(manifest.lazyChunks ?? [])], embedDist),
      ),
    );
  } else {
    const reason = embedError ?? "packages/embed/dist/embed-manifest.json is missing";
    rows.push(byteRow("Embed launcher", undefined, 3, reason));
    rows.push(byteRow("Embed, everything before the first answer (no highlighter)", undefined, 100, reason));
  }
  return rows;
}

/** Streams every planned fixture, interleaving renderers within each repetition. */
async function measureStreaming(page, cdp, available) {
  const runs = [];
  for (const group of streamingPlan) {
    const repetitions = Number.isFinite(repetitionsOverride)
      ? Math.min(repetitionsOverride, group.repetitions)
      : group.repetitions;
    for (const fixture of group.fixtures) {
      await page.evaluate(
        ([name, profile]) => window.prepareFixture(name, profile),
        [fixture, group.profile],
      );
    }
    for (let repetition = 0; repetition < repetitions; repetition++) {
      log(`streaming ${group.profile}-character chunks, repetition ${repetition + 1}/${repetitions}`);
      for (const fixture of group.fixtures) {
        for (const renderer of group.renderers) {
          if (!available.includes(renderer) || group.skip?.[renderer]?.includes(fixture)) continue;
          const before = await mainThreadTime(cdp);
          const result = await page.evaluate((options) => window.runBench(options), {
            fixture,
            profile: group.profile,
            renderer,
          });
          const after = await mainThreadTime(cdp);
          runs.push({
            fixture,
            profile: group.profile,
            renderer,
            repetition,
            ...result,
            taskDuration: (after.taskDuration - before.taskDuration) * 1000,
            scriptDuration: (after.scriptDuration - before.scriptDuration) * 1000,
          });
        }
      }
    }
  }
  return runs;
}

/** First-token paint per renderer: warm-up samples are dropped, the rest interleaved across renderers. */
async function measureFirstToken(page, available) {
  const warmUp = 5;
  const rounds = 7;
  const perRound = 3;
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(available.map((renderer) => [renderer, []]));
  for (const renderer of available) {
    await page.evaluate(
      ([name, count]) => window.measureFirstToken({ renderer: name, samples: count }),
      [renderer, warmUp],
    );
  }
  for (let round = 0; round < rounds; round++) {
    for (const renderer of available) {
      const times = await page.evaluate(
        ([name, count]) => window.measureFirstToken({ renderer: name, samples: count }),
        [renderer, perRound],
      );
      samples[renderer]?.push(...times);
    }
  }
  return available.map((renderer) => ({ renderer, samples: samples[renderer] ?? [] }));
}

/** Heap and DOM after a 200-message thread, and heap after 5 and 20 answers streamed one after another. */
async function measureMemory(page, cdp, available) {
  const thread = [];
  for (const renderer of available) {
    await page.evaluate(() => window.clearStage());
    const empty = await heapAfterCollection(cdp);
    const { domNodes } = await page.evaluate(
      (name) => window.renderThread({ renderer: name, messages: 200 }),
      renderer,
    );
    const full = await heapAfterCollection(cdp);
    thread.push({ renderer, heapDelta: full.heapUsed - empty.heapUsed, heapTotal: full.heapUsed, domNodes });
    await page.evaluate(() => window.clearStage());
  }
  const repeated = [];
  for (const renderer of available.filter((name) => name !== "naive")) {
    log(`streaming 20 answers in a row (${renderer})`);
    let afterFive = 0;
    for (let answer = 1; answer <= 20; answer++) {
      await page.evaluate(
        ([name, seed]) => window.streamAnswer({ renderer: name, seed }),
        [renderer, 5000 + answer],
      );
      if (answer === 5) afterFive = (await heapAfterCollection(cdp)).heapUsed;
    }
    const afterTwenty = (await heapAfterCollection(cdp)).heapUsed;
    repeated.push({ renderer, afterFive, afterTwenty, growth: afterTwenty - afterFive });
  }
  return { thread, repeated };
}

function machine(browserVersion) {
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? "unknown",
    node: process.version,
    chromium: browserVersion,
  };
}

async function main() {
  const bytes = measureBytes();
  log("building the bench page");
  await buildBenchPage();
  const { page, cdp, browserVersion, close } = await openBenchPage();
  let streaming;
  let firstToken;
  let memory;
  let available;
  try {
    available = await page.evaluate(() => window.benchRenderers);
    // One unmeasured pass per renderer, so the measured runs compare warm code rather than compilation.
    log("warming up");
    for (const renderer of available) {
      await page.evaluate(
        (name) => window.runBench({ fixture: "mixed-32k", profile: "85", renderer: name }),
        renderer,
      );
    }
    streaming = await measureStreaming(page, cdp, available);
    log("first-token paint");
    firstToken = await measureFirstToken(page, available);
    log("memory");
    memory = await measureMemory(page, cdp, available);
  } finally {
    await close();
  }
  const results = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    machine: machine(browserVersion),
    renderersAvailable: available,
    plan: { streaming: streamingPlan, judged: judgedRuns, sampledChunks: 30 },
    bytes,
    streaming,
    firstToken,
    memory,
  };
  const { markdown, summary } = formatResults(results);
  writeFileSync(join(benchFolder, "results.json"), `${JSON.stringify({ ...results, summary }, null, 2)}\n`);
  writeFileSync(join(benchFolder, "RESULTS.md"), markdown);
  console.log(markdown);
  log("wrote scripts/bench/results.json and scripts/bench/RESULTS.md");
}

await main();
