import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { formatDataStreamPart } from "ai4";

/** A data stream part as `ai@4`'s `formatDataStreamPart(type, value)` takes it. */
export type V4Part = [type: Parameters<typeof formatDataStreamPart>[0], value: unknown];

/** Bytes written by `ai@4`'s own server helpers: each requested part list, plus `streamTextAnswer`. */
export type Ai4Streams<Name extends string> = Record<Name | "streamTextAnswer", Uint8Array>;

/**
 * Writes every part list with `ai@4`'s `formatDataStreamPart`, and a whole `streamText` answer through
 * `createDataStreamResponse` (see ai4-streams.mjs), in one child Node process.
 */
export function ai4Streams<Name extends string>(parts: Record<Name, V4Part[]>): Ai4Streams<Name> {
  const script = fileURLToPath(new URL("./ai4-streams.mjs", import.meta.url));
  const output = execFileSync(process.execPath, [script], {
    cwd: fileURLToPath(new URL(".", import.meta.url)),
    input: JSON.stringify(parts),
    encoding: "utf8",
  });
  const texts = JSON.parse(output) as Record<string, string>;
  const encoder = new TextEncoder();
  return Object.fromEntries(
    Object.entries(texts).map(([name, text]) => [name, encoder.encode(text)]),
  ) as Ai4Streams<Name>;
}

const usage = { promptTokens: 3, completionTokens: 5 };
const quickstartResults = [{ path: "/quickstart", metadata: { title: "Quickstart" } }];
const installResults = [
  { path: "/guides/install", url: "https://docs.example.com/guides/install", metadata: { title: "Install" } },
];

/**
 * The v1 twin of core's `citedAnswerChunks`: a `search` step, then a cited answer, the thread id on the raw
 * `d:` part (where the real service puts it on v1).
 */
export const citedAnswerParts: V4Part[] = [
  ["start_step", { messageId: "msg_1" }],
  ["tool_call", { toolCallId: "call_1", toolName: "search", args: { query: "install" } }],
  ["tool_result", { toolCallId: "call_1", result: quickstartResults }],
  ["finish_step", { finishReason: "tool-calls", usage, isContinued: false }],
  ["start_step", { messageId: "msg_1" }],
  [
    "source",
    { sourceType: "url", id: "src_1", url: "https://docs.example.com/quickstart", title: "Quickstart" },
  ],
  ["text", "Run "],
  ["text", "`npm i`."],
  ["finish_step", { finishReason: "stop", usage, isContinued: false }],
  ["finish_message", { finishReason: "stop", usage, threadId: "thr_1" }],
];

/** The v2 chunks that say what ai4-streams.mjs's `streamTextAnswer` says, as the v2 endpoint would send them. */
export const streamTextAnswerV2Chunks: Record<string, unknown>[] = [
  { type: "data-status", data: { type: "status", value: "searching" }, transient: true },
  { type: "message-metadata", messageMetadata: { annotations: [{ threadId: "thr_7", threadKey: "key_7" }] } },
  { type: "start", messageId: "msg_7" },
  { type: "start-step" },
  { type: "reasoning-start", id: "reasoning-1" },
  { type: "reasoning-delta", id: "reasoning-1", delta: "The reader wants " },
  { type: "reasoning-delta", id: "reasoning-1", delta: "install steps." },
  { type: "reasoning-end", id: "reasoning-1" },
  { type: "tool-input-start", toolCallId: "call_1", toolName: "search" },
  { type: "tool-input-delta", toolCallId: "call_1", inputTextDelta: '{"query":' },
  { type: "tool-input-delta", toolCallId: "call_1", inputTextDelta: '"install"}' },
  { type: "tool-input-available", toolCallId: "call_1", toolName: "search", input: { query: "install" } },
  { type: "tool-output-available", toolCallId: "call_1", output: { results: installResults } },
  { type: "finish-step" },
  { type: "start-step" },
  { type: "source-url", sourceId: "src_1", url: "https://docs.example.com/quickstart", title: "Quickstart" },
  { type: "text-start", id: "text-2" },
  { type: "text-delta", id: "text-2", delta: "Run " },
  { type: "text-delta", id: "text-2", delta: "`npm i`, then " },
  { type: "text-delta", id: "text-2", delta: "import it. Grüße 👋" },
  { type: "file", mediaType: "image/png", url: "data:image/png;base64,iVBORw0KGgo=" },
  { type: "text-end", id: "text-2" },
  { type: "finish-step" },
  { type: "finish", finishReason: "stop", threadId: "thr_7", threadKey: "key_7" },
];

/** A response with a v1 body delivered in the given pieces, then closed (or cut, with `cut`). */
export function dataStreamResponse(
  pieces: Uint8Array[],
  { headers = {}, cut = false }: { headers?: Record<string, string>; cut?: boolean } = {},
): Response {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[index++];
      if (piece) controller.enqueue(piece);
      else if (cut) controller.error(new TypeError("network error"));
      else controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { "content-type": "text/plain; charset=utf-8", "x-vercel-ai-data-stream": "v1", ...headers },
  });
}

/** Raw v1 text for lines `ai@4` cannot write (unknown codes, malformed JSON, cut lines). */
export const rawLines = (text: string): Uint8Array => new TextEncoder().encode(text);
