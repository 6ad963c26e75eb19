import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { clampCurrentPath, maxContextItems, maxContextValueLength } from "./page-context.ts";
import { buildAssistantRequestBody } from "./request-body.ts";

const conversation: UIMessage[] = [
  { id: "u1", role: "user", parts: [{ type: "text", text: "How do I install?" }] },
  {
    id: "a1",
    role: "assistant",
    parts: [
      { type: "step-start" },
      { type: "source-url", sourceId: "s", url: "https://x/y", title: "Y" },
      { type: "text", text: "Run " },
      { type: "text", text: "npm i." },
    ],
  },
  { id: "a2", role: "assistant", parts: [{ type: "step-start" }] },
  { id: "u2", role: "user", parts: [{ type: "text", text: "Thanks" }] },
];

describe("request body", () => {
  it("keeps text parts only, leaves out empty messages, adds content for v1", () => {
    const v2 = buildAssistantRequestBody({ messages: conversation, fp: "anonymous", retrievalPageSize: 5 });
    expect(v2).toEqual({
      fp: "anonymous",
      retrievalPageSize: 5,
      messages: [
        { id: "u1", role: "user", parts: [{ type: "text", text: "How do I install?" }] },
        {
          id: "a1",
          role: "assistant",
          parts: [
            { type: "text", text: "Run " },
            { type: "text", text: "npm i." },
          ],
        },
        { id: "u2", role: "user", parts: [{ type: "text", text: "Thanks" }] },
      ],
    });
    const v1 = buildAssistantRequestBody(
      { messages: conversation, fp: "anonymous", retrievalPageSize: 5 },
      { withContent: true },
    );
    expect(v1.messages.map((message) => message.content)).toEqual([
      "How do I install?",
      "Run npm i.",
      "Thanks",
    ]);
  });

  it("sends a thread key only with its thread id", () => {
    const base = { messages: [], fp: "f", retrievalPageSize: 5 };
    expect(buildAssistantRequestBody({ ...base, threadKey: "k" })).not.toHaveProperty("threadKey");
    expect(buildAssistantRequestBody({ ...base, threadId: "t", threadKey: "k" })).toMatchObject({
      threadId: "t",
      threadKey: "k",
    });
  });

  it("bounds context: the latest items, each value cut with a marker", () => {
    const context = Array.from({ length: maxContextItems + 2 }, (_, index) => ({
      type: "textSelection" as const,
      value: index === maxContextItems + 1 ? "y".repeat(maxContextValueLength + 500) : `item ${index}`,
    }));
    const body = buildAssistantRequestBody({ messages: [], fp: "f", retrievalPageSize: 5, context });
    expect(body.context).toHaveLength(maxContextItems);
    expect(body.context?.[0]?.value).toBe("item 2");
    const last = body.context?.at(-1)?.value ?? "";
    expect(last.length).toBe(maxContextValueLength);
    expect(last.endsWith("… [truncated]")).toBe(true);
  });
});

describe("clampCurrentPath", () => {
  it("sends short paths as they are", () => {
    expect(clampCurrentPath("/guides/install?tab=pnpm#step-2")).toBe("/guides/install?tab=pnpm#step-2");
  });

  it("drops the hash, then the query, then cuts to 200", () => {
    const path = `/a/${"b".repeat(150)}`;
    expect(clampCurrentPath(`${path}?q=1#${"h".repeat(100)}`)).toBe(`${path}?q=1`);
    expect(clampCurrentPath(`${path}?${"q".repeat(100)}`)).toBe(path);
    expect(clampCurrentPath(`/${"c".repeat(300)}`)).toHaveLength(200);
  });

  it("never cuts inside a percent escape", () => {
    const path = `/${"a".repeat(197)}%E2%9C%93`;
    const clamped = clampCurrentPath(path);
    expect(clamped).toBe(`/${"a".repeat(197)}`);
  });
});
