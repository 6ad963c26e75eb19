import { createUIMessageStream, createUIMessageStreamResponse, type UIMessageChunk } from "ai";

/** The realistic v2 answer from wire-protocols.md: a `search` step, then a cited answer, `threadId` on `finish`. */
export const citedAnswerChunks: Record<string, unknown>[] = [
  { type: "start", messageId: "msg_1" },
  { type: "start-step" },
  { type: "tool-input-available", toolCallId: "call_1", toolName: "search", input: { query: "install" } },
  {
    type: "tool-output-available",
    toolCallId: "call_1",
    output: [{ path: "/quickstart", metadata: { title: "Quickstart" } }],
  },
  { type: "finish-step" },
  { type: "start-step" },
  { type: "source-url", sourceId: "src_1", url: "https://docs.example.com/quickstart", title: "Quickstart" },
  { type: "text-start", id: "t1" },
  { type: "text-delta", id: "t1", delta: "Run " },
  { type: "text-delta", id: "t1", delta: "`npm i`." },
  { type: "text-end", id: "t1" },
  { type: "finish-step" },
  { type: "finish", finishReason: "stop", threadId: "thr_1" },
];

/** Serialises chunks with the installed `ai` package's own server helpers (SSE + `[DONE]`). */
export async function uiStreamBytes(chunks: Record<string, unknown>[]): Promise<Uint8Array> {
  const stream = createUIMessageStream({
    execute: ({ writer }) => {
      for (const chunk of chunks) writer.write(chunk as UIMessageChunk);
    },
  });
  const response = createUIMessageStreamResponse({ stream });
  return new Uint8Array(await response.arrayBuffer());
}

/** A response whose body delivers `bytes` in the given pieces, then closes (or errors, with `cut`). */
export function pieceResponse(
  pieces: Uint8Array[],
  {
    headers = {},
    status = 200,
    cut = false,
  }: { headers?: Record<string, string>; status?: number; cut?: boolean } = {},
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
  return new Response(body, { status, headers: { "content-type": "text/event-stream", ...headers } });
}

/** Raw SSE text for chunks (for malformed fixtures the SDK helpers cannot produce). */
export const sse = (...events: (Record<string, unknown> | string)[]): Uint8Array =>
  new TextEncoder().encode(
    events.map((event) => `data: ${typeof event === "string" ? event : JSON.stringify(event)}\n\n`).join(""),
  );
