import { processDataStream } from "@ai-sdk/ui-utils";
import { describe, expect, it } from "vitest";
import { createEmulator } from "./emulator.ts";
import { assistantRequest, v1Body } from "./testing/requests.ts";

/** Every part the AI SDK 4 parser reports, as `[type, value]`, in order. */
async function parseWithSdk(stream: ReadableStream<Uint8Array>): Promise<[string, unknown][]> {
  const parts: [string, unknown][] = [];
  const record = (type: string) => (value: unknown) => {
    parts.push([type, value]);
  };
  await processDataStream({
    stream,
    onStartStepPart: record("start-step"),
    onToolCallPart: record("tool-call"),
    onToolResultPart: record("tool-result"),
    onFinishStepPart: record("finish-step"),
    onSourcePart: record("source"),
    onTextPart: record("text"),
    onErrorPart: record("error"),
    onFinishMessagePart: record("finish-message"),
  });
  return parts;
}

describe("v1 data stream", () => {
  it("sends the data stream headers and thread headers", async () => {
    const emulator = createEmulator({ pace: "fast" });
    const response = await emulator.fetch(assistantRequest("v1", v1Body("How do I install it?")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-vercel-ai-data-stream")).toBe("v1");
    expect(response.headers.get("x-thread-id")).toBe("thr_1");
    expect(response.headers.get("x-thread-key")).toMatch(/^tk_/);
  });

  it("parses with the AI SDK 4 parser: f, 9, a, e, f, h, 0…, e, d with threadId", async () => {
    const emulator = createEmulator({ pace: "fast" });
    const response = await emulator.fetch(
      assistantRequest("v1", v1Body("How do I install the React package?")),
    );
    const parts = await parseWithSdk(response.body as ReadableStream<Uint8Array>);
    const types = parts.map(([type]) => type);
    const firstText = types.indexOf("text");
    expect(types.slice(0, 5)).toEqual([
      "start-step",
      "tool-call",
      "tool-result",
      "finish-step",
      "start-step",
    ]);
    expect(types.slice(5, firstText).every((type) => type === "source")).toBe(true);
    expect(types.slice(-2)).toEqual(["finish-step", "finish-message"]);
    expect(parts[1]?.[1]).toMatchObject({
      toolName: "search",
      args: { query: "How do I install the React package?" },
    });
    expect(parts[2]?.[1]).toMatchObject({ result: expect.any(Array) });
    const result = (parts[2]?.[1] as { result: { path: string }[] } | undefined)?.result ?? [];
    expect(result[0]).toMatchObject({ path: "/getting-started", metadata: { title: "Getting started" } });
    expect(parts[5]?.[1]).toMatchObject({ sourceType: "url", id: "src_1", title: "Getting started" });
    const text = parts.filter(([type]) => type === "text").map(([, value]) => value as string);
    expect(text.length).toBeGreaterThan(10);
    expect(text.join("")).toContain("npm i @docs-assistant/react");
    expect(parts.at(-1)?.[1]).toMatchObject({ finishReason: "stop" });
  });

  it("puts threadId on the raw d: line, which the v4 parser itself drops", async () => {
    const emulator = createEmulator({ pace: "fast" });
    const body = await (await emulator.fetch(assistantRequest("v1", v1Body("theming")))).text();
    const finishLine = body.trimEnd().split("\n").at(-1) ?? "";
    expect(finishLine.startsWith("d:")).toBe(true);
    expect(JSON.parse(finishLine.slice(2))).toMatchObject({ finishReason: "stop", threadId: "thr_1" });
  });

  it("writes one part per line in code:json form", async () => {
    const emulator = createEmulator({ pace: "fast" });
    const body = await (await emulator.fetch(assistantRequest("v1", v1Body("theming")))).text();
    const lines = body.split("\n");
    expect(lines.at(-1)).toBe("");
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^[0-9a-k]:/);
  });
});
