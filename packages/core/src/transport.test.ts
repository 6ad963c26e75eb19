import { DefaultChatTransport, type UIMessage } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DocsAssistantError } from "./errors.ts";
import { getMessageSources, getMessageText } from "./message-content.ts";
import { citedAnswerChunks, pieceResponse, sse, uiStreamBytes } from "./testing/fixtures.ts";
import { aiIsStrict, aiUnderTest, TestChat } from "./testing/test-chat.ts";
import { createThreadStore } from "./thread-store.ts";
import { createDocsAssistantTransport, type DocsAssistantTransportOptions } from "./transport.ts";

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
) {
  const calls: Captured[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const captured = { url: String(input), init: init ?? {}, body: JSON.parse(String(init?.body)) };
    calls.push(captured);
    return respond(calls.length, captured);
  });
  const threadStore = options.threadStore ?? createThreadStore({ domain: "acme", storage: null });
  const transport = createDocsAssistantTransport({
    baseUrl,
    domain: "acme",
    apiKey,
    fetch,
    threadStore,
    getCurrentPath: () => "/guides/install",
    ...options,
  });
  const onError = vi.fn();
  const chat = new TestChat({ transport, onError });
  return { chat, calls, threadStore, transport, onError };
}

const lastAssistant = (chat: TestChat): UIMessage => {
  const message = chat.messages.at(-1);
  if (message?.role !== "assistant") throw new Error("no assistant message");
  return message;
};

afterEach(() => vi.restoreAllMocks());

describe(`v2 transport on ${aiUnderTest}`, () => {
  it("streams a cited answer and takes the thread id from the finish event", async () => {
    const bytes = await uiStreamBytes(citedAnswerChunks);
    const { chat, threadStore } = setup(() => pieceResponse([bytes]));
    await chat.sendMessage({ text: "How do I install it?" });

    expect(chat.status).toBe("ready");
    const answer = lastAssistant(chat);
    expect(getMessageText(answer)).toBe("Run `npm i`.");
    expect(answer.metadata).toEqual({ threadId: "thr_1" });
    expect(getMessageSources(answer)).toEqual([{ url: "/quickstart", title: "Quickstart" }]);
    expect(threadStore.get().threadId).toBe("thr_1");
  });

  it("is needed: the stock DefaultChatTransport fails on strict ai releases with the same bytes", async () => {
    const bytes = await uiStreamBytes(citedAnswerChunks);
    const stock = new DefaultChatTransport({
      api: `${baseUrl}/x`,
      fetch: async () => pieceResponse([bytes]),
    });
    const chat = new TestChat({ transport: stock, onError: () => {} });
    await chat.sendMessage({ text: "How do I install it?" });
    expect(chat.status).toBe(aiIsStrict ? "error" : "ready");
  });

  it("sends exactly the contract's body, with text parts only and the thread on follow-ups", async () => {
    const { chat, calls } = setup(
      async (call) =>
        pieceResponse(
          [
            await uiStreamBytes(
              call === 1
                ? citedAnswerChunks
                : [
                    { type: "start" },
                    { type: "text-start", id: "a" },
                    { type: "text-delta", id: "a", delta: "Yes." },
                    { type: "text-end", id: "a" },
                    { type: "finish" },
                  ],
            ),
          ],
          { headers: call === 1 ? { "X-Thread-Key": "key_1" } : {} },
        ),
      {
        getContext: () => [{ type: "code", value: "npm i", path: "/guides/install" }],
        filter: { version: "v2" },
      },
    );
    await chat.sendMessage({ text: "How do I install it?" });
    await chat.sendMessage(
      { text: "And pnpm?" },
      { body: { context: [{ type: "textSelection", value: "pnpm add", elementId: "pnpm" }] } },
    );

    expect(calls).toHaveLength(2);
    const [first, second] = calls as [Captured, Captured];
    expect(first.url).toBe(`${baseUrl}/discovery/v2/assistant/acme/message`);
    expect(new Headers(first.init.headers).get("authorization")).toBe(`Bearer ${apiKey}`);
    expect(Object.keys(first.body).sort()).toEqual(
      ["context", "currentPath", "filter", "fp", "messages", "retrievalPageSize"].sort(),
    );
    expect(first.body).toMatchObject({
      fp: "anonymous",
      retrievalPageSize: 5,
      currentPath: "/guides/install",
      filter: { version: "v2" },
      context: [{ type: "code", value: "npm i", path: "/guides/install" }],
    });
    const secondMessages = second.body.messages as { role: string; parts: unknown[] }[];
    expect(secondMessages.map((message) => message.role)).toEqual(["user", "assistant", "user"]);
    expect(secondMessages[1]).toEqual({
      id: expect.any(String),
      role: "assistant",
      parts: [{ type: "text", text: "Run `npm i`." }],
    });
    expect(second.body.threadId).toBe("thr_1");
    expect(second.body.threadKey).toBe("key_1");
    expect(second.body.context).toEqual([{ type: "textSelection", value: "pnpm add", elementId: "pnpm" }]);
  });

  it("takes the thread from messageMetadata or from the response headers", async () => {
    const fromMetadata = setup(async () =>
      pieceResponse([
        await uiStreamBytes([{ type: "start" }, { type: "finish", messageMetadata: { threadId: "m_1" } }]),
      ]),
    );
    await fromMetadata.chat.sendMessage({ text: "Hi" });
    expect(lastAssistant(fromMetadata.chat).metadata).toEqual({ threadId: "m_1" });

    const fromHeaders = setup(async () =>
      pieceResponse([await uiStreamBytes([{ type: "start" }, { type: "finish" }])], {
        headers: { "X-Thread-Id": "h_1", "X-Thread-Key": "k_1" },
      }),
    );
    await fromHeaders.chat.sendMessage({ text: "Hi" });
    expect(lastAssistant(fromHeaders.chat).metadata).toEqual({ threadId: "h_1", threadKey: "k_1" });
    expect(fromHeaders.threadStore.get()).toMatchObject({ threadId: "h_1", threadKey: "k_1" });
  });

  it("normalises finishReason for the installed release and drops unknown chunk types", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { chat } = setup(() =>
      pieceResponse([
        sse(
          { type: "start" },
          { type: "text-start", id: "a" },
          { type: "text-delta", id: "a", delta: "Hello" },
          { type: "brand-new-chunk", payload: 1 },
          { type: "text-delta", id: "a", delta: " world", extraKey: true },
          { type: "text-end", id: "a" },
          { type: "finish", finishReason: "unknown", threadId: "t" },
          "[DONE]",
        ),
      ]),
    );
    await chat.sendMessage({ text: "Hi" });
    expect(chat.status).toBe("ready");
    expect(getMessageText(lastAssistant(chat))).toBe("Hello world");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"brand-new-chunk"'), expect.anything());
  });

  it("gives the same message whatever the byte boundaries", async () => {
    const bytes = await uiStreamBytes(citedAnswerChunks);
    const reference = setup(() => pieceResponse([bytes]));
    await reference.chat.sendMessage({ text: "Q" });
    const expected = lastAssistant(reference.chat).parts;

    for (let offset = 1; offset < bytes.length; offset++) {
      const { chat } = setup(() => pieceResponse([bytes.slice(0, offset), bytes.slice(offset)]));
      await chat.sendMessage({ text: "Q" });
      expect(chat.status, `split at ${offset}`).toBe("ready");
      expect(lastAssistant(chat).parts, `split at ${offset}`).toEqual(expected);
    }
  });

  describe("failures end in a defined state and keep the text received so far", () => {
    const partial = [
      { type: "start" },
      { type: "text-start", id: "a" },
      { type: "text-delta", id: "a", delta: "Partial answer" },
    ];

    it.each([
      ["an error chunk", sse(...partial, { type: "error", errorText: "model overloaded" }), false, "server"],
      ["a malformed line", sse(...partial, "{not json"), false, "stream"],
      ["a body that ends before finish", sse(...partial), false, "network"],
      ["a connection cut mid-answer", sse(...partial), true, "network"],
    ] as const)("%s", async (_name, bytes, cut, kind) => {
      const { chat, onError } = setup(() => pieceResponse([bytes], { cut }));
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
    [400, {}, "invalid-request", undefined],
    [503, {}, "server", undefined],
  ] as const)("turns HTTP %i into a typed error", async (status, headers, kind, retryAfter) => {
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

  it("reports an unreachable service as a network error", async () => {
    const { chat } = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    await chat.sendMessage({ text: "Q" });
    expect((chat.error as DocsAssistantError).kind).toBe("network");
  });

  it("starts a new thread once when the service no longer knows the stored one", async () => {
    const threadStore = createThreadStore({ domain: "acme", storage: null });
    threadStore.setThread({ threadId: "expired", threadKey: "old" });
    const { chat, calls } = setup(
      async (call) =>
        call === 1
          ? new Response(JSON.stringify({ error: "Thread not found" }), { status: 404 })
          : pieceResponse([await uiStreamBytes(citedAnswerChunks)]),
      { threadStore },
    );
    await chat.sendMessage({ text: "Q" });
    expect(calls.map((call) => call.body.threadId)).toEqual(["expired", undefined]);
    expect(chat.status).toBe("ready");
    expect(threadStore.get().threadId).toBe("thr_1");
    expect(threadStore.get().threadKey).toBeUndefined();
  });

  it("stops on request without an error", async () => {
    const { chat } = setup(
      (_call, captured) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(
                sse(
                  { type: "start" },
                  { type: "text-start", id: "a" },
                  { type: "text-delta", id: "a", delta: "Hi" },
                ),
              );
              captured.init.signal?.addEventListener("abort", () =>
                controller.error(captured.init.signal?.reason),
              );
            },
          }),
        ),
    );
    const sending = chat.sendMessage({ text: "Q" });
    await vi.waitFor(() => expect(chat.status).toBe("streaming"));
    await chat.stop();
    await sending;
    expect(chat.status).toBe("ready");
    expect(getMessageText(lastAssistant(chat))).toBe("Hi");
  });

  it("refuses an admin key at once, and has no resumable streams", async () => {
    expect(() =>
      createDocsAssistantTransport({ baseUrl, domain: "acme", apiKey: "svc_admin_secret" }),
    ).toThrow(/server secret/);
    const transport = createDocsAssistantTransport({ baseUrl, domain: "acme" });
    await expect(transport.reconnectToStream({ chatId: "x" } as never)).resolves.toBeNull();
  });
});
