import { createDocsAssistantTransport } from "@docs-assistant/core";
import { readUIMessageStream, type UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { createEmulator } from "./emulator.ts";
import { assistantKey } from "./testing/requests.ts";

describe("the project's own v2 transport against the emulator", () => {
  it("streams a cited answer and carries the thread (id and key) into the follow-up", async () => {
    const emulator = createEmulator({ pace: "fast" });
    const transport = createDocsAssistantTransport({
      baseUrl: "http://emulator.test",
      domain: "acme",
      apiKey: assistantKey,
      fetch: (input, init) => emulator.fetch(new Request(input, init)),
    });
    const messages: UIMessage[] = [];

    async function ask(text: string): Promise<UIMessage> {
      messages.push({ id: `u${messages.length}`, role: "user", parts: [{ type: "text", text }] });
      const stream = await transport.sendMessages({
        chatId: "chat",
        messages,
        abortSignal: undefined,
        trigger: "submit-message",
        messageId: undefined,
      });
      let answer: UIMessage | undefined;
      for await (const update of readUIMessageStream({ stream, terminateOnError: true })) answer = update;
      if (answer === undefined) throw new Error("no answer");
      messages.push(answer);
      return answer;
    }

    const first = await ask("How do I install the React package?");
    const text = first.parts.find((part) => part.type === "text");
    expect(text?.type === "text" && text.text).toContain("npm i @docs-assistant/react");
    expect(first.metadata).toMatchObject({ threadId: "thr_1" });

    const second = await ask("And how do I theme it?");
    expect(second.metadata).toMatchObject({ threadId: "thr_1" });
    expect(emulator.requests).toHaveLength(2);
    expect(emulator.requests[1]?.body).toMatchObject({
      threadId: "thr_1",
      threadKey: expect.stringMatching(/^tk_/),
    });
  });
});
