import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { getMessageSources, getMessageText } from "./message-content.ts";

describe("getMessageSources", () => {
  it("merges source-url parts and search results of both shapes, de-duplicated by page", () => {
    const message = {
      id: "a",
      role: "assistant",
      parts: [
        {
          type: "tool-search",
          toolCallId: "1",
          state: "output-available",
          input: {},
          output: [{ path: "/quickstart", metadata: { title: "Quickstart" } }, { path: "/guides/theming/" }],
        },
        {
          type: "dynamic-tool",
          toolName: "search",
          toolCallId: "2",
          state: "output-available",
          input: {},
          output: { results: [{ path: "/guides/theming", metadata: { title: "Theming" } }, { url: "/api" }] },
        },
        {
          type: "source-url",
          sourceId: "s1",
          url: "https://docs.example.com/quickstart#install",
          title: "Dup",
        },
        { type: "source-url", sourceId: "s2", url: "https://docs.example.com/limits", title: "Limits" },
        { type: "tool-search", toolCallId: "3", state: "input-available", input: {} },
        { type: "text", text: "Answer" },
      ],
    } as unknown as UIMessage;

    expect(getMessageSources(message)).toEqual([
      { url: "/quickstart", title: "Quickstart" },
      { url: "/guides/theming/", title: "Theming" },
      { url: "/api", title: "/api" },
      { url: "https://docs.example.com/limits", title: "Limits" },
    ]);
    expect(getMessageText(message)).toBe("Answer");
  });
});
