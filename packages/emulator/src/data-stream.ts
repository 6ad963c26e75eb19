import {
  type AnswerPlan,
  type Frame,
  firstTokenPauses,
  type StreamPace,
  splitDeltas,
} from "./answer-plan.ts";

/** Response headers of an AI SDK 4 data stream. */
export const dataStreamHeaders = {
  "Content-Type": "text/plain; charset=utf-8",
  "X-Vercel-AI-Data-Stream": "v1",
  "Cache-Control": "no-cache",
  "X-Accel-Buffering": "no",
} as const;

const usage = { promptTokens: 0, completionTokens: 0 };

function part(code: string, value: unknown): Frame {
  return { kind: "data", text: `${code}:${JSON.stringify(value)}\n` };
}

/** Encodes an answer in the AI SDK 4 data stream protocol (`code:json` lines), with the plan's scenario applied. */
export function* encodeDataStream(plan: AnswerPlan, pace: StreamPace): Generator<Frame> {
  yield part("f", { messageId: plan.messageId });
  yield part("9", { toolCallId: plan.toolCallId, toolName: "search", args: { query: plan.query } });
  yield part("a", { toolCallId: plan.toolCallId, result: plan.results });
  yield part("e", { finishReason: "tool-calls", usage, isContinued: false });
  for (const milliseconds of firstTokenPauses(plan, pace)) yield { kind: "pause", milliseconds };
  yield part("f", { messageId: plan.messageId });
  for (const source of plan.sources) {
    yield part("h", { sourceType: "url", id: source.id, url: source.url, title: source.title });
  }
  const deltas = splitDeltas(plan.text);
  const middle = Math.floor(deltas.length / 2);
  for (const [index, delta] of deltas.entries()) {
    if (index === middle) {
      switch (plan.scenario) {
        case "disconnect":
          yield {
            kind: "fail",
            message: "The emulator dropped the connection mid-answer (scenario: disconnect).",
          };
          return;
        case "malformed-line":
          yield { kind: "data", text: '0:"an unterminated string\n' };
          break;
        case "unknown-chunk":
          yield part("z", { note: "A part code no client knows; skip it." });
          break;
        case "error-chunk":
          yield part("3", "The assistant failed while writing this answer.");
          return;
        default:
          break;
      }
    }
    if (pace.chunkDelayMs > 0) yield { kind: "pause", milliseconds: pace.chunkDelayMs };
    yield part("0", delta);
  }
  yield part("e", { finishReason: "stop", usage, isContinued: false });
  yield part("d", { finishReason: "stop", usage, threadId: plan.threadId });
}
