import { AbstractChat, type ChatInit, type ChatState, type ChatStatus, type UIMessage } from "ai";

class MemoryChatState implements ChatState<UIMessage> {
  status: ChatStatus = "ready";
  error: Error | undefined = undefined;
  messages: UIMessage[];
  constructor(messages: UIMessage[] = []) {
    this.messages = messages;
  }
  pushMessage = (message: UIMessage) => {
    this.messages = this.messages.concat(message);
  };
  popMessage = () => {
    this.messages = this.messages.slice(0, -1);
  };
  replaceMessage = (index: number, message: UIMessage) => {
    this.messages = [...this.messages.slice(0, index), message, ...this.messages.slice(index + 1)];
  };
  snapshot = <T>(thing: T): T => structuredClone(thing);
}

/** The AI SDK's own chat state machine (as `useChat` runs it), without React, for transport tests. */
export class TestChat extends AbstractChat<UIMessage> {
  constructor(init: Omit<ChatInit<UIMessage>, "state"> = {}) {
    super({ ...init, state: new MemoryChatState(init.messages) } as ConstructorParameters<
      typeof AbstractChat<UIMessage>
    >[0]);
  }
}

/** The `ai` release the current test project runs against (`ai5`, `ai6`, or `ai7`). */
export const aiUnderTest =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env
    .AI_VERSION_UNDER_TEST ?? "ai7";

/** Releases whose stock parser rejects unknown keys on stream chunks. */
export const aiIsStrict = aiUnderTest === "ai5" || aiUnderTest === "ai6";
