import {
  createDocsAssistantTransport,
  createThreadStore,
  DocsAssistantError,
  type DocsAssistantTransportOptions,
  getMessageSources,
  getMessageText,
} from "@docs-assistant/core";
import type { UIMessage } from "ai";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { citedAnswerChunks, pieceResponse, uiStreamBytes } from "../../core/src/testing/fixtures.ts";
import { aiUnderTest, TestChat } from "../../core/src/testing/test-chat.ts";
import {
  type Ai4Streams,
  ai4Streams,
  citedAnswerParts,
  dataStreamResponse,
  rawLines,
  streamTextAnswerV2Chunks,
} from "./testing/v4-fixtures.ts";
import { createV1Transport } from "./v1-transport.ts";
import { v1DataChunkType } from "./v4-to-ui-chunks.ts";

const baseUrl = "https://api.example.test";
const apiKey = "svc_dsc_test";

interface Captured {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
}

function setup(
  respond: (call: number, captured: Captured) => Response | Promise<Response>,
  options: Partial<DocsAssistantTransportOptions> = {},
  createTransport: typeof createV1Transport | typeof createDocsAssistantTransport = createV1Transport,
) {
  const calls: Captured[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const captured = { url: String(input), init: init ?? {}, body: JSON.parse(String(init?.body)) };
    calls.push(captured);
    return respond(calls.length, captured);
  });
  const threadStore = options.threadStore ?? createThreadStore({ domain: "acme", storage: null });
  const transport = createTransport({
    baseUrl,
    domain: "acme",
    apiKey,
    fetch,
    threadStore,
    getCurrentPath: () => "/guides/install",
    ...options,
  });
  const onError = vi.fn();
  const onData = vi.fn();
  const chat = new TestChat({ transport, onError, onData });
  return { chat, calls, threadStore, transport, onError, onData };
}

const lastAssistant = (chat: TestChat): UIMessage => {
  const message = chat.messages.at(-1);
  if (message?.role !== "assistant") throw new Error("no assistant message");
  return message;
};

/** The assistant message the core v2 transport makes of the given v2 chunks. */
async function v2Answer(chunks: Record<string, unknown>[]): Promise<UIMessage> {
  const bytes = await uiStreamBytes(chunks);
  const { chat } = setup(() => pieceResponse([bytes]), {}, createDocsAssistantTransport);
  await chat.sendMessage({ text: "How do I install it?" });
  expect(chat.status).toBe("ready");
  return lastAssistant(chat);
}

let streams: Ai4Streams<"cited" | "partial" | "partialError" | "plain">;
beforeAll(() => {
  streams = ai4Streams({
    cited: citedAnswerParts,
    partial: [
      ["start_step", { messageId: "msg_p" }],
      ["text", "Partial answer"],
    ],
    partialError: [
      ["start_step", { messageId: "msg_p" }],
      ["text", "Partial answer"],
      ["error", "model overloaded"],
    ],
    plain: [
      ["start_step", { messageId: "msg_2" }],
      ["text", "Yes."],
      ["finish_step", { finishReason: "stop", isContinued: false }],
      ["finish_message", { finishReason: "stop" }],
    ],
  });
});

afterEach(() => vi.restoreAllMocks());

describe(`v1 transport on ${aiUnderTest}`, () => {
  it("gives the same message as the v2 transport for the same answer", async () => {
    const { chat, threadStore } = setup(() => dataStreamResponse([streams.cited]));
    await chat.sendMessage({ text: "How do I install it?" });

    expect(chat.status).toBe("ready");
    const answer = lastAssistant(chat);
    const v2 = await v2Answer(citedAnswerChunks);
    expect(answer.id).toBe(v2.id);
    expect(answer.parts).toEqual(v2.parts);
    expect(answer.metadata).toEqual({ threadId: "thr_1" });
    expect(answer.metadata).toEqual(v2.metadata);
    expect(getMessageText(answer)).toBe("Run `npm i`.");
    expect(getMessageSources(answer)).toEqual([{ url: "/quickstart", title: "Quickstart" }]);
    expect(threadStore.get().threadId).toBe("thr_1");
  });

  it("gives the same message whatever the byte boundaries", async () => {
    const bytes = streams.cited;
    const expected = (await v2Answer(citedAnswerChunks)).parts;
    for (let offset = 1; offset < bytes.length; offset++) {
      const { chat } = setup(() => dataStreamResponse([bytes.slice(0, offset), bytes.slice(offset)]));
      await chat.sendMessage({ text: "Q" });
      expect(chat.status, `split at ${offset}`).toBe("ready");
      expect(lastAssistant(chat).parts, `split at ${offset}`).toEqual(expected);
    }
  }, 60_000);

  it("renders a whole ai@4 streamText answer like its v2 twin: reasoning, tool, sources, file, data, thread", async () => {
    const { chat, threadStore, onData } = setup(() => dataStreamResponse([streams.streamTextAnswer]));
    await chat.sendMessage({ text: "How do I install it?" });

    expect(chat.status).toBe("ready");
    const answer = lastAssistant(chat);
    const v2 = await v2Answer(streamTextAnswerV2Chunks);
    expect(answer.parts).toEqual(v2.parts);
    expect(answer.parts.map((part) => part.type)).toEqual([
      "step-start",
      "reasoning",
      "tool-search",
      "step-start",
      "source-url",
      "text",
      "file",
    ]);
    // The search output came as { results: [...] }: its result is a source next to the cited page.
    expect(getMessageSources(answer)).toEqual([
      { url: "https://docs.example.com/guides/install", title: "Install" },
      { url: "https://docs.example.com/quickstart", title: "Quickstart" },
    ]);
    expect(answer.metadata).toEqual({
      annotations: [{ threadId: "thr_7", threadKey: "key_7" }],
      threadId: "thr_7",
      threadKey: "key_7",
    });
    expect(threadStore.get()).toMatchObject({ threadId: "thr_7", threadKey: "key_7" });
    expect(onData).toHaveBeenCalledWith({
      type: v1DataChunkType,
      data: { type: "status", value: "searching" },
      transient: true,
    });
  });

  it("sends the contract's v1 body: content and parts on messages, no filter groups, the thread on follow-ups", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { chat, calls } = setup(
      (call) =>
        dataStreamResponse([call === 1 ? streams.cited : streams.plain], {
          headers: call === 1 ? { "X-Thread-Key": "key_1" } : {},
        }),
      {
        getContext: () => [{ type: "code", value: "npm i", path: "/guides/install" }],
        filter: { version: "v2", language: "en", groups: ["guides"] },
      },
    );
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/filter\.groups/);

    await chat.sendMessage({ text: "How do I install it?" });
    await chat.sendMessage({ text: "And pnpm?" }, { body: { currentPath: "/guides/pnpm" } });
    expect(warn).toHaveBeenCalledOnce();

    expect(calls).toHaveLength(2);
    const [first, second] = calls as [Captured, Captured];
    expect(first.url).toBe(`${baseUrl}/discovery/v1/assistant/acme/message`);
    expect(new Headers(first.init.headers).get("authorization")).toBe(`Bearer ${apiKey}`);
    expect(first.body).toEqual({
      fp: "anonymous",
      retrievalPageSize: 5,
      currentPath: "/guides/install",
      filter: { version: "v2", language: "en" },
      context: [{ type: "code", value: "npm i", path: "/guides/install" }],
      messages: [
        {
          id: expect.any(String),
          role: "user",
          content: "How do I install it?",
          parts: [{ type: "text", text: "How do I install it?" }],
        },
      ],
    });
    const secondMessages = second.body.messages as Record<string, unknown>[];
    expect(secondMessages.map((message) => message.role)).toEqual(["user", "assistant", "user"]);
    expect(secondMessages[1]).toEqual({
      id: "msg_1",
      role: "assistant",
      content: "Run `npm i`.",
      parts: [{ type: "text", text: "Run `npm i`." }],
    });
    expect(second.body).toMatchObject({ threadId: "thr_1", threadKey: "key_1", currentPath: "/guides/pnpm" });
  });

  it("sends no filter when only groups were set", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { chat, calls } = setup(() => dataStreamResponse([streams.plain]), { filter: { groups: ["api"] } });
    await chat.sendMessage({ text: "Q" });
    expect(calls[0]?.body).not.toHaveProperty("filter");
  });

  it("takes the thread from the response headers when the stream has none", async () => {
    const { chat, threadStore } = setup(() =>
      dataStreamResponse([streams.plain], { headers: { "X-Thread-Id": "h_1", "X-Thread-Key": "k_1" } }),
    );
    await chat.sendMessage({ text: "Hi" });
    expect(lastAssistant(chat).metadata).toEqual({ threadId: "h_1", threadKey: "k_1" });
    expect(threadStore.get()).toMatchObject({ threadId: "h_1", threadKey: "k_1" });
  });

  it("finishes an answer whose body ends without d:", async () => {
    const { chat } = setup(() => dataStreamResponse([streams.partial]));
    await chat.sendMessage({ text: "Q" });
    expect(chat.status).toBe("ready");
    expect(lastAssistant(chat).parts.at(-1)).toEqual({ type: "text", text: "Partial answer", state: "done" });
  });

  describe("failures end in a defined state and keep the text received so far", () => {
    it.each([
      ["an error part", () => [streams.partialError], false, "server"],
      ["an unknown part code", () => [streams.partial, rawLines('z:{"note":"new"}\n')], false, "stream"],
      ["a malformed line", () => [streams.partial, rawLines('0:"an unterminated string\n')], false, "stream"],
      ["a connection cut mid-answer", () => [streams.partial], true, "network"],
    ] as const)("%s", async (_name, pieces, cut, kind) => {
      const { chat, onError } = setup(() => dataStreamResponse(pieces(), { cut }));
      await chat.sendMessage({ text: "Q" });
      expect(chat.status).toBe("error");
      expect(chat.error).toBeInstanceOf(DocsAssistantError);
      expect((chat.error as DocsAssistantError).kind).toBe(kind);
      expect(onError).toHaveBeenCalledOnce();
      expect(getMessageText(lastAssistant(chat))).toBe("Partial answer");
    });
  });

  it.each([
    [401, {}, "unauthorized", undefined],
    [403, {}, "forbidden", undefined],
    [429, { "Retry-After": "30" }, "rate-limited", 30],
    [503, {}, "server", undefined],
  ] as const)("turns HTTP %i into the same typed error as v2", async (status, headers, kind, retryAfter) => {
    const { chat } = setup(() => new Response("Too many requests", { status, headers }));
    await chat.sendMessage({ text: "Q" });
    expect(chat.status).toBe("error");
    const error = chat.error as DocsAssistantError;
    expect(error).toBeInstanceOf(DocsAssistantError);
    expect({ kind: error.kind, status: error.status, retryAfter: error.retryAfter }).toEqual({
      kind,
      status,
      retryAfter,
    });
  });

  it("starts a new thread once when the service no longer knows the stored one", async () => {
    const threadStore = createThreadStore({ domain: "acme", storage: null });
    threadStore.setThread({ threadId: "expired", threadKey: "old" });
    const { chat, calls } = setup(
      (call) =>
        call === 1
          ? new Response(JSON.stringify({ error: "Thread not found" }), { status: 404 })
          : dataStreamResponse([streams.cited]),
      { threadStore },
    );
    await chat.sendMessage({ text: "Q" });
    expect(calls.map((call) => call.body.threadId)).toEqual(["expired", undefined]);
    expect(chat.status).toBe("ready");
    expect(threadStore.get().threadId).toBe("thr_1");
  });

  it("refuses an admin key at once, and has no resumable streams", async () => {
    expect(() => createV1Transport({ baseUrl, domain: "acme", apiKey: "svc_admin_secret" })).toThrow(
      /server secret/,
    );
    const transport = createV1Transport({ baseUrl, domain: "acme" });
    await expect(transport.reconnectToStream({ chatId: "x" } as never)).resolves.toBeNull();
  });
});
