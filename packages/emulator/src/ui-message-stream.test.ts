import {
  parseJsonEventStream,
  readUIMessageStream,
  type UIMessage,
  type UIMessageChunk,
  uiMessageChunkSchema,
} from "ai";
import { describe, expect, it } from "vitest";
import { createEmulator } from "./emulator.ts";
import { assistantRequest, sseData, v2Body } from "./testing/requests.ts";

async function parseWithSdk(stream: ReadableStream<Uint8Array>) {
  const chunks: UIMessageChunk[] = [];
  const failures: unknown[] = [];
  const reader = parseJsonEventStream({ stream, schema: uiMessageChunkSchema }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (value.success) chunks.push(value.value);
    else failures.push(value.error);
  }
  return { chunks, failures };
}

describe("v2 UI message stream", () => {
  it("sends the §1 headers and thread headers", async () => {
    const emulator = createEmulator({ pace: "fast" });
    const response = await emulator.fetch(assistantRequest("v2", v2Body("How do I install it?")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("x-thread-id")).toBe("thr_1");
    expect(response.headers.get("x-thread-key")).toMatch(/^tk_[0-9a-f]{32}$/);
  });

  it("parses with the AI SDK's own parser: search step, sources, cited text, finish", async () => {
    const emulator = createEmulator({ pace: "fast" });
    const response = await emulator.fetch(
      assistantRequest("v2", v2Body("How do I install the React package?")),
    );
    const { chunks, failures } = await parseWithSdk(response.body as ReadableStream<Uint8Array>);
    expect(failures).toEqual([]);
    expect(chunks.slice(0, 3).map((chunk) => chunk.type)).toEqual([
      "start",
      "start-step",
      "tool-input-available",
    ]);
    const toolOutput = chunks.find((chunk) => chunk.type === "tool-output-available");
    expect(toolOutput).toMatchObject({ toolCallId: "call_1" });
    const output = (toolOutput as { output: { path: string; metadata: { title: string } }[] }).output;
    expect(output[0]).toMatchObject({ path: "/getting-started", metadata: { title: "Getting started" } });
    expect(chunks.filter((chunk) => chunk.type === "source-url").length).toBeGreaterThan(0);
    const deltas = chunks.filter((chunk) => chunk.type === "text-delta");
    expect(deltas.length).toBeGreaterThan(10);
    expect(Math.max(...deltas.map((chunk) => chunk.delta.length))).toBeLessThan(80);
    const text = deltas.map((chunk) => chunk.delta).join("");
    expect(text).toContain("npm i @docs-assistant/react");
    expect(text).toContain("](/getting-started");
    expect(text).toMatch(/```suggestions\n(\(.+\)\[\/.+\]\n)+```$/);
    expect(chunks.at(-1)).toMatchObject({ type: "finish", finishReason: "stop" });
  });

  it("puts threadId at the top level of the finish chunk, then ends with [DONE]", async () => {
    const emulator = createEmulator({ pace: "fast" });
    const response = await emulator.fetch(assistantRequest("v2", v2Body("theming")));
    const events = sseData(await response.text());
    expect(events.at(-1)).toBe("[DONE]");
    expect(JSON.parse(events.at(-2) ?? "")).toEqual({
      type: "finish",
      finishReason: "stop",
      threadId: "thr_1",
    });
  });

  it("assembles into one assistant message with readUIMessageStream", async () => {
    const emulator = createEmulator({ pace: "fast" });
    const response = await emulator.fetch(assistantRequest("v2", v2Body("Which CSS variables exist?")));
    const { chunks } = await parseWithSdk(response.body as ReadableStream<Uint8Array>);
    const stream = new ReadableStream<UIMessageChunk>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    let message: UIMessage | undefined;
    for await (const update of readUIMessageStream({ stream, terminateOnError: true })) message = update;
    if (message === undefined) throw new Error("readUIMessageStream produced no message");
    expect(message.role).toBe("assistant");
    expect(message.parts.map((part) => part.type)).toEqual(
      expect.arrayContaining(["step-start", "tool-search", "source-url", "text"]),
    );
    const text = message.parts.find((part) => part.type === "text");
    expect(text).toMatchObject({ state: "done" });
    expect((text as { text: string }).text).toContain("--dsa-accent");
  });
});
