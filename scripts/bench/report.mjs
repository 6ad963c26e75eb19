// Turns raw benchmark measurements into medians, ratios against the baseline of the same repetition, target
// verdicts, and the Markdown written to RESULTS.md.

/** Targets, as ratios or counts wherever a time is involved. */
export const targets = {
  growth: 1.3,
  mainThreadRatio: 3,
  longTasks: 0,
  slowFrameRatio: 1.5,
  firstTokenMilliseconds: 21,
  threadHeapBytes: 8 * 1024 * 1024,
  // Two full collections leave a few tens of KB of noise; a leak of one answer's blocks is far more.
  repeatedGrowthBytes: 256 * 1024,
};

/**
 * Median, minimum and maximum of some numbers.
 * @param {readonly number[]} values
 * @returns {{ median: number, min: number, max: number } | undefined}
 */
export function spread(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  const median = sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

/**
 * The value below which `fraction` of the sorted values lie (nearest rank).
 * @param {readonly number[]} values
 * @param {number} fraction
 */
export function percentile(values, fraction) {
  const sorted = [...values].sort((left, right) => left - right);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** @param {number} value */
function number(value) {
  if (!Number.isFinite(value)) return "–";
  const magnitude = Math.abs(value);
  if (magnitude >= 100) return value.toFixed(0);
  if (magnitude >= 10) return value.toFixed(1);
  if (magnitude >= 1) return value.toFixed(2);
  return value.toFixed(3);
}

/** @param {{ median: number, min: number, max: number } | undefined} range @param {string} [unit] */
function range(range, unit = "") {
  if (!range) return "–";
  if (range.min === range.max) return `${number(range.median)}${unit}`;
  return `${number(range.median)}${unit} (${number(range.min)}–${number(range.max)})`;
}

/** @param {number} bytes */
function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** @param {boolean | undefined} met */
function verdict(met) {
  if (met === undefined) return "not built yet";
  return met ? "met" : "**not met**";
}

/**
 * Groups streaming runs per fixture, profile and renderer, with per-repetition ratios to the baseline.
 * @param {any[]} runs
 */
export function summariseStreaming(runs) {
  /** @type {Map<string, any[]>} */
  const groups = new Map();
  for (const run of runs) {
    const key = `${run.fixture}|${run.profile}|${run.renderer}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  const baselineOf = (run) =>
    runs.find(
      (other) =>
        other.renderer === "baseline" &&
        other.fixture === run.fixture &&
        other.profile === run.profile &&
        other.repetition === run.repetition,
    );
  return [...groups.values()].map((group) => {
    const first = group[0];
    const ratios = group.map((run) => {
      const baseline = baselineOf(run);
      return {
        mainThread: baseline ? run.taskDuration / baseline.taskDuration : Number.NaN,
        // A baseline without a slow frame counts as one, so the ratio stays defined and a single slow frame
        // of ours does not read as infinitely worse.
        slowFrames: baseline ? run.framesOver33 / Math.max(1, baseline.framesOver33) : Number.NaN,
      };
    });
    return {
      fixture: first.fixture,
      profile: first.profile,
      renderer: first.renderer,
      repetitions: group.length,
      chunks: first.chunks,
      characters: first.characters,
      firstChunks: spread(group.map((run) => run.firstChunks)),
      lastChunks: spread(group.map((run) => run.lastChunks)),
      growth: spread(group.map((run) => run.lastChunks / run.firstChunks)),
      maximumCost: spread(group.map((run) => run.maximumCost)),
      finishCost: spread(group.map((run) => run.finishCost)),
      mainThread: spread(group.map((run) => run.taskDuration)),
      mainThreadRatio: spread(ratios.map((ratio) => ratio.mainThread).filter(Number.isFinite)),
      longTasks: spread(group.map((run) => run.longTasks)),
      longestTask: spread(group.map((run) => run.longestTask)),
      framesOver33: spread(group.map((run) => run.framesOver33)),
      slowFrameRatio: spread(ratios.map((ratio) => ratio.slowFrames).filter(Number.isFinite)),
      frames: spread(group.map((run) => run.frames)),
      elapsed: spread(group.map((run) => run.elapsed)),
      domNodes: first.domNodes,
    };
  });
}

/**
 * Every target with its measured value and verdict (`met` undefined when the thing is not built yet).
 * @param {any} results
 * @param {ReturnType<typeof summariseStreaming>} streaming
 */
export function judgeTargets(results, streaming) {
  const rows = [];
  for (const row of results.bytes) {
    if (row.limitKilobytes === undefined) continue;
    rows.push({
      target: `${row.name} ≤ ${row.limitKilobytes} KB gzip`,
      measured: row.built ? `${kilobytes(row.gzip)} gzip, ${kilobytes(row.brotli)} brotli` : row.note,
      met: row.built ? row.gzip <= row.limitKilobytes * 1024 : undefined,
    });
  }
  const oursAvailable = results.renderersAvailable.includes("ours");
  for (const { fixture, profile } of results.plan.judged) {
    const ours = streaming.find(
      (row) => row.fixture === fixture && row.profile === profile && row.renderer === "ours",
    );
    const baseline = streaming.find(
      (row) => row.fixture === fixture && row.profile === profile && row.renderer === "baseline",
    );
    const label = `${fixture} (${profile})`;
    const missing = oursAvailable ? "not measured" : "not built yet";
    rows.push({
      target: `${label}: per-chunk cost, end ÷ start ≤ ${targets.growth}`,
      measured: ours
        ? `${range(ours.growth, "×")}: ${number(ours.firstChunks?.median ?? Number.NaN)} → ${number(ours.lastChunks?.median ?? Number.NaN)} ms`
        : missing,
      met: ours ? (ours.growth?.median ?? Number.POSITIVE_INFINITY) <= targets.growth : undefined,
    });
    rows.push({
      target: `${label}: main-thread time ≤ ${targets.mainThreadRatio}× baseline`,
      measured: ours
        ? `${range(ours.mainThreadRatio, "×")} (${number(ours.mainThread?.median ?? Number.NaN)} vs ${number(baseline?.mainThread?.median ?? Number.NaN)} ms)`
        : missing,
      met: ours
        ? (ours.mainThreadRatio?.median ?? Number.POSITIVE_INFINITY) <= targets.mainThreadRatio
        : undefined,
    });
    rows.push({
      target: `${label}: long tasks (> 50 ms) = ${targets.longTasks}`,
      measured: ours
        ? `${range(ours.longTasks)} (longest ${number(ours.longestTask?.median ?? 0)} ms; baseline ${range(baseline?.longTasks)})`
        : missing,
      met: ours ? (ours.longTasks?.median ?? Number.POSITIVE_INFINITY) <= targets.longTasks : undefined,
    });
    rows.push({
      target: `${label}: frames over 33 ms ≤ ${targets.slowFrameRatio}× baseline`,
      measured: ours
        ? `${range(ours.slowFrameRatio, "×")} (${range(ours.framesOver33)} vs ${range(baseline?.framesOver33)})`
        : missing,
      met: ours
        ? (ours.slowFrameRatio?.median ?? Number.POSITIVE_INFINITY) <= targets.slowFrameRatio
        : undefined,
    });
  }
  const firstToken = results.firstToken.find((row) => row.renderer === "ours");
  const firstTokenMedian = firstToken ? percentile(firstToken.samples, 0.5) : undefined;
  rows.push({
    target: `First stream byte → first painted token, p50 ≤ ${targets.firstTokenMilliseconds} ms (warm)`,
    measured: firstTokenMedian === undefined ? "not built yet" : `${number(firstTokenMedian)} ms`,
    met: firstTokenMedian === undefined ? undefined : firstTokenMedian <= targets.firstTokenMilliseconds,
  });
  const thread = results.memory.thread.find((row) => row.renderer === "ours");
  rows.push({
    target: "JS heap for a 200-message thread ≤ 8 MB",
    measured: thread ? `${kilobytes(thread.heapDelta)} (${thread.domNodes} DOM nodes)` : "not built yet",
    met: thread ? thread.heapDelta <= targets.threadHeapBytes : undefined,
  });
  const repeated = results.memory.repeated.find((row) => row.renderer === "ours");
  rows.push({
    target: "No heap growth from answer 5 to answer 20 (≤ 256 KB)",
    measured: repeated
      ? `${kilobytes(repeated.growth)} (${kilobytes(repeated.afterFive)} → ${kilobytes(repeated.afterTwenty)})`
      : "not built yet",
    met: repeated ? repeated.growth <= targets.repeatedGrowthBytes : undefined,
  });
  return rows;
}

/**
 * The Markdown report and the machine-readable summary of one benchmark run.
 * @param {any} results
 * @returns {{ markdown: string, summary: { targets: ReturnType<typeof judgeTargets>, streaming: ReturnType<typeof summariseStreaming> } }}
 */
export function formatResults(results) {
  const streaming = summariseStreaming(results.streaming);
  const targetRows = judgeTargets(results, streaming);
  const lines = [];
  const { machine } = results;
  lines.push("# Benchmark results", "");
  lines.push(
    `Generated ${results.generatedAt} by \`pnpm bench\` in ${results.durationSeconds} s on ${machine.cpus} × ` +
      `${machine.cpuModel}, Node ${machine.node}, Chromium ${machine.chromium} (headless). Medians with ` +
      "(min–max) over the repetitions; ratios compare each run with the baseline of the same repetition.",
    "",
  );
  const met = targetRows.filter((row) => row.met === true).length;
  const notMet = targetRows.filter((row) => row.met === false).length;
  const notBuilt = targetRows.filter((row) => row.met === undefined).length;
  lines.push(`## Targets: ${met} met, ${notMet} not met, ${notBuilt} not built yet`, "");
  lines.push("| target | measured | verdict |", "| --- | --- | --- |");
  for (const row of targetRows) lines.push(`| ${row.target} | ${row.measured} | ${verdict(row.met)} |`);

  lines.push("", "## Bytes", "");
  lines.push("| what | gzip | brotli | raw | files |", "| --- | ---: | ---: | ---: | --- |");
  for (const row of results.bytes) {
    if (!row.built) {
      lines.push(`| ${row.name} | not built yet | | | ${String(row.note ?? "").split("\n")[0]} |`);
      continue;
    }
    lines.push(
      `| ${row.name} | ${kilobytes(row.gzip)} | ${kilobytes(row.brotli)} | ${kilobytes(row.raw)} | ${row.files.join(", ")} |`,
    );
  }

  lines.push("", "## Streaming render", "");
  lines.push(
    "Per-chunk cost (ms) is the `flushSync` commit plus the renderer's own animation-frame work, as the median " +
      "of the first and of the last 30 chunks (at most 10% of the answer), which arrive one per animation frame; " +
      "the chunks between arrive back to back, one per macrotask. The finish is the `streaming: false` commit " +
      "that ends the answer. Main thread is CDP `TaskDuration` (thread time) of the whole run.",
    "",
  );
  lines.push(
    "| fixture | chunks | renderer | runs | per chunk, start | per chunk, end | end ÷ start | finish (ms) | main thread (ms) | ÷ baseline | long tasks | frames > 33 ms | ÷ baseline | DOM nodes |",
    "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const row of streaming) {
    const isBaseline = row.renderer === "baseline";
    lines.push(
      `| ${row.fixture} | ${row.chunks} × ${row.profile} | ${row.renderer} | ${row.repetitions} | ` +
        `${range(row.firstChunks)} | ${range(row.lastChunks)} | ${range(row.growth, "×")} | ` +
        `${range(row.finishCost)} | ` +
        `${range(row.mainThread)} | ${isBaseline ? "1×" : range(row.mainThreadRatio, "×")} | ${range(row.longTasks)} | ` +
        `${range(row.framesOver33)} | ${isBaseline ? "1×" : range(row.slowFrameRatio, "×")} | ${row.domNodes} |`,
    );
  }
  if (!results.renderersAvailable.includes("ours")) {
    lines.push("", "`ours` (StreamingMarkdown): not built yet.");
  }

  lines.push("", "## First token", "");
  lines.push(
    "From the task that delivers the first chunk to the task after the animation frame that follows its commit.",
    "",
  );
  lines.push("| renderer | samples | p50 | p90 | min–max |", "| --- | ---: | ---: | ---: | ---: |");
  for (const row of results.firstToken) {
    const all = spread(row.samples);
    lines.push(
      `| ${row.renderer} | ${row.samples.length} | ${number(percentile(row.samples, 0.5))} ms | ` +
        `${number(percentile(row.samples, 0.9))} ms | ${all ? `${number(all.min)}–${number(all.max)} ms` : "–"} |`,
    );
  }

  lines.push("", "## Memory", "");
  lines.push(
    "| renderer | heap for 200 messages | DOM nodes | heap after answer 5 | after answer 20 | growth |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const row of results.memory.thread) {
    const repeated = results.memory.repeated.find((other) => other.renderer === row.renderer);
    lines.push(
      `| ${row.renderer} | ${kilobytes(row.heapDelta)} | ${row.domNodes} | ` +
        `${repeated ? kilobytes(repeated.afterFive) : "–"} | ${repeated ? kilobytes(repeated.afterTwenty) : "–"} | ` +
        `${repeated ? kilobytes(repeated.growth) : "–"} |`,
    );
  }
  lines.push("");
  return { markdown: lines.join("\n"), summary: { targets: targetRows, streaming } };
}
