/// <reference types="vite/client" />
// The streaming-render bench page: mounts one renderer at a time in #stage and streams a fixture into it,
// measuring in the page what only the page can see (per-chunk cost, frames, long tasks, first paint).
// The Node runner (../run.mjs) drives it through `window.*` and reads main-thread time and heap over CDP.
import type { ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import Markdown from "react-markdown";
import { answerForSeed, chunkText, fixtures } from "../fixtures.mjs";
import "../../../packages/react/src/styles.css";

/** What every renderer under test receives, as `StreamingMarkdown` does. */
interface RendererProps {
  text: string;
  streaming: boolean;
}

/** The reference: the raw text in one paragraph, no parsing at all. */
function PlainParagraph({ text }: RendererProps) {
  return <p style={{ whiteSpace: "pre-wrap", margin: 0 }}>{text}</p>;
}

/** The naive way: react-markdown re-parses and re-renders the whole answer on every chunk. */
function NaiveMarkdown({ text }: RendererProps) {
  return (
    <div>
      <Markdown>{text}</Markdown>
    </div>
  );
}

// A glob rather than an import, so the page still builds (and reports "not built yet") without the renderer.
const ourModules = import.meta.glob<{ StreamingMarkdown: ComponentType<RendererProps> }>(
  "../../../packages/react/src/markdown/index.ts",
  { eager: true },
);
const ourRenderer = Object.values(ourModules)[0]?.StreamingMarkdown;

const renderers: Record<string, ComponentType<RendererProps> | undefined> = {
  baseline: PlainParagraph,
  ours: ourRenderer,
  naive: NaiveMarkdown,
};

/** Options of `window.runBench`. */
interface RunOptions {
  fixture: string;
  profile: string;
  renderer: string;
  /** Chunks delivered one per animation frame at the start and at the end of the answer. @default 30 */
  sampledChunks?: number;
}

/** What one streamed answer cost, as measured inside the page. */
interface RunResult {
  chunks: number;
  characters: number;
  /** Median cost (ms) of the frame-paced chunks at the start and at the end of the answer. */
  firstChunks: number;
  lastChunks: number;
  /** How many chunks each of those samples holds (at most 10% of the answer). */
  sampledChunks: number;
  /** Sum of all per-chunk costs (ms): the renderer's own work, commits included. */
  totalCost: number;
  /** The `streaming: false` commit that ends the answer, with the frame work it schedules (ms). */
  finishCost: number;
  /** The largest single-chunk cost (ms). */
  maximumCost: number;
  /** Wall time of the stream (ms). */
  elapsed: number;
  frames: number;
  framesOver33: number;
  longTasks: number;
  longestTask: number;
  domNodes: number;
}

const stage = document.getElementById("stage") as HTMLElement;
const nativeRequestAnimationFrame = window.requestAnimationFrame.bind(window);

// While a run measures, a renderer's own animation-frame callbacks (StreamingMarkdown coalesces its tail
// update into one) are flushed synchronously and their time is added to the chunk that is current, so
// per-chunk cost counts the deferred render too and not only the cheap commit that scheduled it.
let measuredCosts: Float64Array | undefined;
let currentChunk = 0;
// True while a renderer's animation-frame callback and the microtasks it queued run: a commit made then is
// painted in this very frame, not the next one.
let insideAnimationFrame = false;
window.requestAnimationFrame = (callback) =>
  nativeRequestAnimationFrame((time) => {
    insideAnimationFrame = true;
    try {
      const costs = measuredCosts;
      if (!costs) return callback(time);
      const start = performance.now();
      flushSync(() => callback(time));
      costs[currentChunk] = (costs[currentChunk] ?? 0) + performance.now() - start;
    } finally {
      queueMicrotask(() => {
        insideAnimationFrame = false;
      });
    }
  });

const channel = new MessageChannel();
/** Resolves in a fresh macrotask (MessageChannel: setTimeout would be clamped to 4 ms). */
function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => {
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function nextFrame(): Promise<number> {
  return new Promise((resolve) => nativeRequestAnimationFrame(resolve));
}

const fixtureCache = new Map<string, { text: string; chunks: string[] }>();

/** Generates (once) the fixture's text and its chunks for a profile. */
function prepareFixture(fixture: string, profile: string): { characters: number; chunks: number } {
  const key = `${fixture}/${profile}`;
  let prepared = fixtureCache.get(key);
  if (!prepared) {
    const definition = fixtures[fixture];
    if (!definition) throw new Error(`Unknown fixture "${fixture}"`);
    const text = definition.generate();
    prepared = { text, chunks: chunkText(text, profile) };
    fixtureCache.set(key, prepared);
  }
  return { characters: prepared.text.length, chunks: prepared.chunks.length };
}

function rendererNamed(name: string): ComponentType<RendererProps> {
  const Renderer = renderers[name];
  if (!Renderer) throw new Error(`Renderer "${name}" is not available`);
  return Renderer;
}

let stageRoot: Root | undefined;

/** Unmounts whatever the stage shows. */
function clearStage(): void {
  stageRoot?.unmount();
  stageRoot = undefined;
  stage.replaceChildren();
}

function mountEmpty(Renderer: ComponentType<RendererProps>): Root {
  clearStage();
  const root = createRoot(stage);
  stageRoot = root;
  flushSync(() => root.render(<Renderer text="" streaming />));
  return root;
}

function sum(values: Float64Array, from: number, to: number): number {
  let total = 0;
  for (let index = from; index < to; index++) total += values[index] ?? 0;
  return total;
}

function median(values: Float64Array): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/**
 * Streams a fixture into a renderer, each chunk committed with `flushSync` and timed with `performance.now`
 * (plus the renderer's own animation-frame work, see above), while counting frames, frames over 33 ms and
 * long tasks. The first and last `sampledChunks` chunks arrive one per animation frame, as a model streaming
 * at display rate would send them, so each gets its own frame of work; the chunks between arrive back to back,
 * one per macrotask, so that long answers take seconds rather than minutes. Ends with the `streaming: false`
 * commit, then unmounts.
 */
async function runBench({ fixture, profile, renderer, sampledChunks = 30 }: RunOptions): Promise<RunResult> {
  const Renderer = rendererNamed(renderer);
  prepareFixture(fixture, profile);
  const prepared = fixtureCache.get(`${fixture}/${profile}`);
  if (!prepared) throw new Error("unreachable: the fixture was just prepared");
  const { chunks, text: fullText } = prepared;
  const root = mountEmpty(Renderer);
  await nextFrame();
  await nextFrame();

  const longTaskDurations: number[] = [];
  const longTaskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTaskDurations.push(entry.duration);
  });
  longTaskObserver.observe({ type: "longtask" });
  const frameTimes: number[] = [];
  let framing = true;
  const onFrame = (time: number) => {
    frameTimes.push(time);
    if (framing) nativeRequestAnimationFrame(onFrame);
  };
  nativeRequestAnimationFrame(onFrame);

  // One slot per chunk, and a last one for the finish.
  const costs = new Float64Array(chunks.length + 1);
  const sample = Math.max(1, Math.min(sampledChunks, Math.floor(chunks.length / 10)));
  measuredCosts = costs;
  const start = performance.now();
  let text = "";
  for (let index = 0; index < chunks.length; index++) {
    const framed = index < sample || index >= chunks.length - sample;
    await (framed ? nextFrame() : nextMacrotask());
    currentChunk = index;
    text += chunks[index];
    const commitStart = performance.now();
    flushSync(() => root.render(<Renderer text={text} streaming />));
    costs[index] = (costs[index] ?? 0) + performance.now() - commitStart;
  }
  // Let the frame work the last chunks scheduled land on them before the finish.
  await nextFrame();
  await nextFrame();
  currentChunk = chunks.length;
  const finishStart = performance.now();
  flushSync(() => root.render(<Renderer text={fullText} streaming={false} />));
  costs[chunks.length] = (costs[chunks.length] ?? 0) + performance.now() - finishStart;
  await nextFrame();
  await nextFrame();
  const elapsed = performance.now() - start;
  measuredCosts = undefined;
  framing = false;
  for (const entry of longTaskObserver.takeRecords()) longTaskDurations.push(entry.duration);
  longTaskObserver.disconnect();

  const domNodes = stage.getElementsByTagName("*").length;
  clearStage();
  let framesOver33 = 0;
  for (let index = 1; index < frameTimes.length; index++) {
    if ((frameTimes[index] ?? 0) - (frameTimes[index - 1] ?? 0) > 33.4) framesOver33++;
  }
  return {
    chunks: chunks.length,
    characters: fullText.length,
    firstChunks: median(costs.subarray(0, sample)),
    lastChunks: median(costs.subarray(chunks.length - sample, chunks.length)),
    sampledChunks: sample,
    totalCost: sum(costs, 0, chunks.length),
    maximumCost: Math.max(...costs.subarray(0, chunks.length)),
    finishCost: costs[chunks.length] ?? 0,
    elapsed,
    frames: frameTimes.length,
    framesOver33,
    longTasks: longTaskDurations.length,
    longestTask: Math.max(0, ...longTaskDurations),
    domNodes,
  };
}

/**
 * Time from the first stream byte to the first painted token, `samples` times on fresh mounts: the first
 * chunk arrives in a task of its own and is rendered with an ordinary (non-sync) update, as the chat hook's
 * state update would be; "painted" is the task after the animation frame that follows the commit (or after
 * the current frame, when the renderer committed inside its own animation-frame callback).
 */
async function measureFirstToken({
  renderer,
  samples,
}: {
  renderer: string;
  samples: number;
}): Promise<number[]> {
  const Renderer = rendererNamed(renderer);
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const root = mountEmpty(Renderer);
    await nextFrame();
    await nextFrame();
    await nextMacrotask();
    const start = performance.now();
    const painted = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!stage.textContent) return;
        observer.disconnect();
        const paintedThen = () => nextMacrotask().then(() => resolve(performance.now()));
        if (insideAnimationFrame) paintedThen();
        else nativeRequestAnimationFrame(paintedThen);
      });
      observer.observe(stage, { subtree: true, childList: true, characterData: true });
    });
    root.render(<Renderer text={`Install the ${sample} `} streaming />);
    times.push((await painted) - start);
  }
  clearStage();
  return times;
}

/** Renders a finished thread of `messages` messages (questions and ~2 KB answers, alternating). */
async function renderThread({
  renderer,
  messages,
}: {
  renderer: string;
  messages: number;
}): Promise<{ domNodes: number }> {
  const Renderer = rendererNamed(renderer);
  clearStage();
  const root = createRoot(stage);
  stageRoot = root;
  const thread = Array.from({ length: messages }, (_, index) => ({
    id: `message-${index}`,
    role: index % 2 === 0 ? "user" : "assistant",
    text:
      index % 2 === 0
        ? `How do I configure option ${index} of the widget?`
        : answerForSeed(1000 + index, 2048),
  }));
  const items = thread.map((message) =>
    message.role === "user" ? (
      <p key={message.id}>{message.text}</p>
    ) : (
      <Renderer key={message.id} text={message.text} streaming={false} />
    ),
  );
  flushSync(() => root.render(<div>{items}</div>));
  // The highlighter arrives lazily; give it time to load and the highlighted blocks time to commit.
  for (let wait = 0; wait < 20; wait++) await nextFrame();
  return { domNodes: stage.getElementsByTagName("*").length };
}

/** Streams one ~8 KB answer (4–20 character chunks, one per macrotask) into a fresh mount, then unmounts it. */
async function streamAnswer({ renderer, seed }: { renderer: string; seed: number }): Promise<void> {
  const Renderer = rendererNamed(renderer);
  const fullText = answerForSeed(seed, 8 * 1024);
  const root = mountEmpty(Renderer);
  let text = "";
  for (const chunk of chunkText(fullText, "4-20", seed)) {
    await nextMacrotask();
    text += chunk;
    root.render(<Renderer text={text} streaming />);
  }
  await nextMacrotask();
  root.render(<Renderer text={fullText} streaming={false} />);
  for (let wait = 0; wait < 5; wait++) await nextFrame();
  clearStage();
}

declare global {
  interface Window {
    /** The renderers this build has, by name ("ours" is missing until the markdown renderer exists). */
    benchRenderers: string[];
    /** Whether the page is cross-origin isolated, so performance.now() has its fine resolution. */
    benchIsolated: boolean;
    prepareFixture: typeof prepareFixture;
    runBench: typeof runBench;
    measureFirstToken: typeof measureFirstToken;
    renderThread: typeof renderThread;
    streamAnswer: typeof streamAnswer;
    clearStage: typeof clearStage;
  }
}

window.benchIsolated = window.crossOriginIsolated;
window.benchRenderers = Object.keys(renderers).filter((name) => renderers[name]);
window.prepareFixture = prepareFixture;
window.runBench = runBench;
window.measureFirstToken = measureFirstToken;
window.renderThread = renderThread;
window.streamAnswer = streamAnswer;
window.clearStage = clearStage;
