import {
  createDocsAssistantTransport,
  createThreadStore,
  DocsAssistantError,
  type DocsAssistantTransportOptions,
  getMessageSources,
  getMessageText,
} from "@docs-assistant/core";
import {
  createEmulator,
  type Emulator,
  type EmulatorOptions,
  type ScenarioName,
} from "@docs-assistant/emulator";
import type { UIMessage } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aiUnderTest, TestChat } from "../../core/src/testing/test-chat.ts";
import { createV1Transport } from "./v1-transport.ts";

const baseUrl = "http://emulator.test";
const apiKey = "svc_dsc_e2e";
const question = "How do I pass createV1Transport to the React component?";

function connect(
  emulator: Emulator,
  createTransport: typeof createV1Transport | typeof createDocsAssistantTransport,
  options: Partial<DocsAssistantTransportOptions> = {},
) {
  const threadStore = createThreadStore({ domain: "acme", storage: null });
  const transport = createTransport({
    baseUrl,
    domain: "acme",
    apiKey,
    threadStore,
    fetch: (input, init) => emulator.fetch(new Request(input, init)),
    ...options,
  });
  return { chat: new TestChat({ transport, onError: () => {} }), threadStore };
}

const lastAssistant = (chat: TestChat): UIMessage => {
  const message = chat.messages.at(-1);
  if (message?.role !== "assistant") throw new Error("no assistant message");
  return message;
};

const fastEmulator = (options: EmulatorOptions = {}) =>
  createEmulator({ pace: "fast", siteUrl: "https://docs.example.com", ...options });

afterEach(() => vi.restoreAllMocks());

describe(`v1 transport against the emulator on ${aiUnderTest}`, () => {
  it("answers a question with the same text and sources as v2", async () => {
    const emulator = fastEmulator();
    const v1 = connect(emulator, createV1Transport);
    const v2 = connect(emulator, createDocsAssistantTransport);
    await v1.chat.sendMessage({ text: question });
    await v2.chat.sendMessage({ text: question });

    expect(v1.chat.status).toBe("ready");
    expect(v2.chat.status).toBe("ready");
    const v1Answer = lastAssistant(v1.chat);
    const v2Answer = lastAssistant(v2.chat);
    expect(getMessageText(v1Answer)).toBe(getMessageText(v2Answer));
    expect(getMessageText(v1Answer)).toMatch(/createV1Transport/);
    expect(getMessageSources(v1Answer)).toEqual(getMessageSources(v2Answer));
    expect(getMessageSources(v1Answer).length).toBeGreaterThan(0);
    expect(v1Answer.parts.map((part) => part.type)).toEqual(v2Answer.parts.map((part) => part.type));
    expect(emulator.requests.map((request) => request.version)).toEqual(["v1", "v2"]);
  });

  it("keeps the thread across follow-ups, with the key handed out on the first reply", async () => {
    const emulator = fastEmulator();
    const { chat, threadStore } = connect(emulator, createV1Transport);
    await chat.sendMessage({ text: "How do I install the widget?" });
    const first = lastAssistant(chat).metadata as { threadId?: string; threadKey?: string };
    expect(first.threadId).toMatch(/^thr_/);
    expect(first.threadKey).toMatch(/^tk_/);
    expect(threadStore.get()).toMatchObject(first);

    await chat.sendMessage({ text: "And how do I theme it?" });
    expect(chat.status).toBe("ready");
    expect(lastAssistant(chat).metadata).toMatchObject({ threadId: first.threadId });
    const followUp = emulator.requests.at(-1)?.body as Record<string, unknown>;
    expect(followUp).toMatchObject({ threadId: first.threadId, threadKey: first.threadKey });
    expect((followUp.messages as { content?: string }[]).map((message) => typeof message.content)).toEqual([
      "string",
      "string",
      "string",
    ]);
  });

  it("drops filter.groups, which the v1 endpoint rejects", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const emulator = fastEmulator();
    const { chat } = connect(emulator, createV1Transport, { filter: { version: "v1", groups: ["guides"] } });
    await chat.sendMessage({ text: question });
    expect(chat.status).toBe("ready");
    expect(emulator.requests[0]?.body).toHaveProperty("filter", { version: "v1" });
  });

  it.each([
    ["error-chunk", "server", true],
    ["malformed-line", "stream", true],
    ["unknown-chunk", "stream", true],
    ["disconnect", "network", true],
    ["rate-limited", "rate-limited", false],
    ["server-error", "server", false],
  ] as const)("%s ends in a typed %s error", async (scenario: ScenarioName, kind, keepsText) => {
    const emulator = fastEmulator();
    emulator.setNextScenario(scenario);
    const { chat } = connect(emulator, createV1Transport);
    await chat.sendMessage({ text: question });
    expect(chat.status).toBe("error");
    expect(chat.error).toBeInstanceOf(DocsAssistantError);
    expect((chat.error as DocsAssistantError).kind).toBe(kind);
    if (kind === "rate-limited") expect((chat.error as DocsAssistantError).retryAfter).toBe(30);
    const answer = chat.messages.at(-1);
    if (keepsText) expect(getMessageText(answer as UIMessage).length).toBeGreaterThan(0);
    else expect(answer?.role).toBe("user");
  });

  it("reports a key the service does not accept as unauthorized", async () => {
    const emulator = fastEmulator({ assistantKeys: ["svc_dsc_other"] });
    const { chat } = connect(emulator, createV1Transport);
    await chat.sendMessage({ text: question });
    expect((chat.error as DocsAssistantError).kind).toBe("unauthorized");
    expect((chat.error as DocsAssistantError).status).toBe(401);
  });
});
