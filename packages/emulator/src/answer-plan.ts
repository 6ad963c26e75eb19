import type { ScenarioName } from "./scenarios.ts";

/** One search result as the service reports it in the `search` tool output. */
export interface SearchResultItem {
  /** Site path of the page. */
  path: string;
  /** Absolute URL of the page section. */
  url?: string;
  /** The passage text. */
  content?: string;
  /** Page metadata. */
  metadata: { title: string };
}

/** A cited page, sent as a `source-url` part (v2) or `h:` part (v1). */
export interface AnswerSource {
  /** Source identifier, unique in the answer. */
  id: string;
  /** Absolute URL of the page. */
  url: string;
  /** Page title. */
  title: string;
}

/** Everything one answer stream says, independent of the wire protocol. */
export interface AnswerPlan {
  /** Identifier of the assistant message. */
  messageId: string;
  /** Thread the answer belongs to. */
  threadId: string;
  /** Identifier of the `search` tool call. */
  toolCallId: string;
  /** Identifier of the text part. */
  textId: string;
  /** The search query. */
  query: string;
  /** The `search` tool output. */
  results: SearchResultItem[];
  /** Cited pages. */
  sources: AnswerSource[];
  /** The whole markdown answer, empty for no text at all. */
  text: string;
  /** Scenario that changes the stream itself (delays, breakage), if any. */
  scenario: ScenarioName | undefined;
}

/** Delays between stream frames. */
export interface StreamPace {
  /** Delay after the search step, before the first token. */
  firstTokenDelayMs: number;
  /** Delay before each text delta. */
  chunkDelayMs: number;
  /** First-token delay of the `slow-first-token` scenario. */
  slowFirstTokenDelayMs: number;
}

/** One step of an encoded stream: bytes to send, a pause, or a broken connection. */
export type Frame =
  | { kind: "data"; text: string }
  | { kind: "pause"; milliseconds: number }
  | { kind: "fail"; message: string };

/** Splits text into small deltas of a few words, keeping all whitespace, the way a model streams tokens. */
export function splitDeltas(text: string, wordsPerDelta = 2): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? (text === "" ? [] : [text]);
  const deltas: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerDelta) {
    deltas.push(words.slice(index, index + wordsPerDelta).join(""));
  }
  return deltas;
}

/** The delay before the first token, split into pauses so keep-alive frames can sit between them. */
export function firstTokenPauses(plan: AnswerPlan, pace: StreamPace): number[] {
  const total = plan.scenario === "slow-first-token" ? pace.slowFirstTokenDelayMs : pace.firstTokenDelayMs;
  if (plan.scenario !== "slow-first-token") return [total];
  const pauses: number[] = [];
  for (let remaining = total; remaining > 0; remaining -= 1000) pauses.push(Math.min(1000, remaining));
  return pauses.length > 0 ? pauses : [0];
}

/** Turns frames into a byte stream, sleeping between them and stopping when the reader cancels. */
export function framesToStream(
  frames: Iterable<Frame>,
  sleep: (milliseconds: number) => Promise<void>,
): ReadableStream<Uint8Array> {
  const iterator = frames[Symbol.iterator]();
  const encoder = new TextEncoder();
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (!cancelled) {
        const next = iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        const frame = next.value;
        switch (frame.kind) {
          case "data":
            controller.enqueue(encoder.encode(frame.text));
            return;
          case "pause":
            if (frame.milliseconds > 0) await sleep(frame.milliseconds);
            break;
          case "fail":
            controller.error(new Error(frame.message));
            return;
          default:
            frame satisfies never;
        }
      }
    },
    cancel() {
      cancelled = true;
      iterator.return?.();
    },
  });
}
