import {
  type AnswerPlan,
  type Frame,
  firstTokenPauses,
  type StreamPace,
  splitDeltas,
} from "./answer-plan.ts";

/** Response headers of an AI SDK UI message stream. */
export const uiMessageStreamHeaders = {
  "Content-Type": "text/event-stream",
  "x-vercel-ai-ui-message-stream": "v1",
  "Cache-Control": "no-cache",
  "X-Accel-Buffering": "no",
} as const;

function event(chunk: Record<string, unknown>): Frame {
  return { kind: "data", text: `data: ${JSON.stringify(chunk)}\n\n` };
}

/** Encodes an answer as an AI SDK 5+ UI message stream (server-sent events), with the plan's scenario applied. */
export function* encodeUiMessageStream(plan: AnswerPlan, pace: StreamPace): Generator<Frame> {
  yield event({ type: "start", messageId: plan.messageId });
  yield event({ type: "start-step" });
  yield event({
    type: "tool-input-available",
    toolCallId: plan.toolCallId,
    toolName: "search",
    input: { query: plan.query },
  });
  yield event({ type: "tool-output-available", toolCallId: plan.toolCallId, output: plan.results });
  yield event({ type: "finish-step" });
  for (const milliseconds of firstTokenPauses(plan, pace)) {
    yield { kind: "pause", milliseconds };
    if (plan.scenario === "slow-first-token") yield { kind: "data", text: ": keep-alive\n\n" };
  }
  yield event({ type: "start-step" });
  for (const source of plan.sources) {
    yield event({ type: "source-url", sourceId: source.id, url: source.url, title: source.title });
  }
  const deltas = splitDeltas(plan.text);
  const middle = Math.floor(deltas.length / 2);
  if (deltas.length > 0) yield event({ type: "text-start", id: plan.textId });
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
          yield { kind: "data", text: `data: {"type":"text-delta","id":"${plan.textId}","delta":\n\n` };
          break;
        case "unknown-chunk":
          yield event({ type: "x-emulator-unknown", note: "A chunk type no client knows; skip it." });
          break;
        case "error-chunk":
          yield event({ type: "error", errorText: "The assistant failed while writing this answer." });
          yield { kind: "data", text: "data: [DONE]\n\n" };
          return;
        default:
          break;
      }
    }
    if (pace.chunkDelayMs > 0) yield { kind: "pause", milliseconds: pace.chunkDelayMs };
    yield event({ type: "text-delta", id: plan.textId, delta });
  }
  if (deltas.length > 0) yield event({ type: "text-end", id: plan.textId });
  yield event({ type: "finish-step" });
  yield event({ type: "finish", finishReason: "stop", threadId: plan.threadId });
  yield { kind: "data", text: "data: [DONE]\n\n" };
}
