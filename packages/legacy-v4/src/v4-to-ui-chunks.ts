import { DocsAssistantError, type RawChunk, type ThreadInfo } from "@docs-assistant/core";

/** One line of the AI SDK 4 data stream: its type code and its parsed JSON value. */
export interface DataStreamPart {
  /** The part's code, the text before the first `:` (`0`, `9`, `d`, …). */
  code: string;
  /** The JSON after the colon. */
  value: unknown;
}

/** The type of the transient data chunk that each item of a `2:` (data) part becomes; `onData` receives it. */
export const v1DataChunkType = "data-v1";

/** What the mapper returns for one part: UI message chunks, or an error item that ends the stream there. */
export type MappedChunk = RawChunk | DocsAssistantError;

/** Turns AI SDK 4 data stream parts, in order, into AI SDK 5 UI message chunks. */
export interface V4ChunkMapper {
  /** Maps the next part; a part with an unknown code or an unreadable value yields a `stream` error item. */
  map(part: DataStreamPart): MappedChunk[];
  /** The body ended: closes open text and reasoning and finishes, unless a `d:` part already did. */
  end(): MappedChunk[];
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasStrings = (value: unknown, ...keys: string[]): value is JsonObject =>
  isObject(value) && keys.every((key) => typeof value[key] === "string");

function threadFrom(value: unknown): ThreadInfo {
  if (!isObject(value)) return {};
  const { threadId, threadKey } = value;
  return {
    ...(typeof threadId === "string" && threadId ? { threadId } : {}),
    ...(typeof threadKey === "string" && threadKey ? { threadKey } : {}),
  };
}

const unreadable = (code: string, value: unknown): DocsAssistantError =>
  new DocsAssistantError({
    kind: "stream",
    message: `The answer stream sent an unreadable "${code}:" part: ${String(JSON.stringify(value)).slice(0, 120)}`,
  });

/**
 * Creates the stateful mapping of wire-protocols.md §2: the first `f:` starts the message, text and reasoning
 * parts are opened and closed with ids, `2:` items become transient {@link v1DataChunkType} chunks, `8:`
 * annotations accumulate into `messageMetadata.annotations` (resent whole, because arrays replace on merge),
 * and a thread id found on `d:` or inside `2:`/`8:` items rides on the `finish` chunk as top-level
 * `threadId`/`threadKey` for the core normaliser to lift. `i:` (redacted reasoning) and `j:` (reasoning
 * signature) carry nothing a reader can see and are skipped.
 */
export function createV4ChunkMapper(): V4ChunkMapper {
  let started = false;
  let finished = false;
  let openText: string | undefined;
  let openReasoning: string | undefined;
  let partCount = 0;
  let annotations: unknown[] = [];
  let thread: ThreadInfo = {};

  const nextId = (prefix: string) => `${prefix}-${++partCount}`;
  const noteThread = (value: unknown) => {
    thread = { ...thread, ...threadFrom(value) };
  };

  const closeText = (): RawChunk[] => {
    if (openText === undefined) return [];
    const chunk = { type: "text-end", id: openText };
    openText = undefined;
    return [chunk];
  };
  const closeReasoning = (): RawChunk[] => {
    if (openReasoning === undefined) return [];
    const chunk = { type: "reasoning-end", id: openReasoning };
    openReasoning = undefined;
    return [chunk];
  };
  const closeOpenParts = (): RawChunk[] => [...closeReasoning(), ...closeText()];

  const finish = (finishReason: unknown): RawChunk[] => {
    finished = true;
    return [
      ...closeOpenParts(),
      { type: "finish", ...(typeof finishReason === "string" ? { finishReason } : {}), ...thread },
    ];
  };

  const mapPart = ({ code, value }: DataStreamPart): MappedChunk[] => {
    switch (code) {
      case "f": {
        if (!isObject(value)) return [unreadable(code, value)];
        if (started) return [{ type: "start-step" }];
        started = true;
        const { messageId } = value;
        return [
          { type: "start", ...(typeof messageId === "string" && messageId ? { messageId } : {}) },
          { type: "start-step" },
        ];
      }
      case "0": {
        if (typeof value !== "string") return [unreadable(code, value)];
        if (value === "") return [];
        const chunks: RawChunk[] = closeReasoning();
        if (openText === undefined) {
          openText = nextId("text");
          chunks.push({ type: "text-start", id: openText });
        }
        chunks.push({ type: "text-delta", id: openText, delta: value });
        return chunks;
      }
      case "g": {
        if (typeof value !== "string") return [unreadable(code, value)];
        if (value === "") return [];
        const chunks: RawChunk[] = closeText();
        if (openReasoning === undefined) {
          openReasoning = nextId("reasoning");
          chunks.push({ type: "reasoning-start", id: openReasoning });
        }
        chunks.push({ type: "reasoning-delta", id: openReasoning, delta: value });
        return chunks;
      }
      case "i":
      case "j":
        return isObject(value) ? [] : [unreadable(code, value)];
      case "b":
        if (!hasStrings(value, "toolCallId", "toolName")) return [unreadable(code, value)];
        return [
          ...closeOpenParts(),
          { type: "tool-input-start", toolCallId: value.toolCallId, toolName: value.toolName },
        ];
      case "c":
        if (!hasStrings(value, "toolCallId", "argsTextDelta")) return [unreadable(code, value)];
        return [
          { type: "tool-input-delta", toolCallId: value.toolCallId, inputTextDelta: value.argsTextDelta },
        ];
      case "9":
        if (!hasStrings(value, "toolCallId", "toolName")) return [unreadable(code, value)];
        return [
          ...closeOpenParts(),
          {
            type: "tool-input-available",
            toolCallId: value.toolCallId,
            toolName: value.toolName,
            input: value.args,
          },
        ];
      case "a":
        if (!hasStrings(value, "toolCallId")) return [unreadable(code, value)];
        return [{ type: "tool-output-available", toolCallId: value.toolCallId, output: value.result }];
      case "h":
        if (!hasStrings(value, "url")) return [unreadable(code, value)];
        return [
          {
            type: "source-url",
            sourceId: typeof value.id === "string" ? value.id : nextId("source"),
            url: value.url,
            ...(typeof value.title === "string" ? { title: value.title } : {}),
          },
        ];
      case "k":
        if (!hasStrings(value, "data", "mimeType")) return [unreadable(code, value)];
        return [
          { type: "file", mediaType: value.mimeType, url: `data:${value.mimeType};base64,${value.data}` },
        ];
      case "2":
        if (!Array.isArray(value)) return [unreadable(code, value)];
        for (const item of value) noteThread(item);
        return value.map((item) => ({ type: v1DataChunkType, data: item, transient: true }));
      case "8":
        if (!Array.isArray(value)) return [unreadable(code, value)];
        for (const item of value) noteThread(item);
        annotations = [...annotations, ...value];
        return [{ type: "message-metadata", messageMetadata: { annotations } }];
      case "3":
        if (typeof value !== "string") return [unreadable(code, value)];
        return [{ type: "error", errorText: value }];
      case "e":
        if (!isObject(value)) return [unreadable(code, value)];
        return [...closeOpenParts(), { type: "finish-step" }];
      case "d":
        if (!isObject(value)) return [unreadable(code, value)];
        noteThread(value);
        return finish(value.finishReason);
      default:
        return [
          new DocsAssistantError({
            kind: "stream",
            message: `The answer stream sent a part with the unknown code "${code}".`,
          }),
        ];
    }
  };

  return {
    map(part) {
      return finished ? [] : mapPart(part);
    },
    end() {
      return finished ? [] : finish(undefined);
    },
  };
}
