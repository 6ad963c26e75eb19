import type { UIMessageChunk } from "ai";
import * as ai from "ai";
import { DocsAssistantError, isDocsAssistantError } from "./errors.ts";

/** The thread a reply belongs to, from whichever channel the service used. */
export interface ThreadInfo {
  threadId?: string;
  threadKey?: string;
}

/** Marks a clean end of the stream (`data: [DONE]`) in a raw chunk source. */
export const streamDone: unique symbol = Symbol("docs-assistant.stream-done");

/** What a raw chunk source yields: parsed JSON objects in UI message chunk shape, or the end marker. */
export type RawChunk = Record<string, unknown> | typeof streamDone;

/** Options for {@link normalizeUIMessageChunks}. */
export interface NormalizeOptions {
  /** Thread info known before the body (from response headers); chunk-borne values win over it. */
  thread?: ThreadInfo;
  /** Called whenever the stream reveals a thread id. */
  onThread?: (thread: ThreadInfo & { threadId: string }) => void;
}

/**
 * Keys every supported `ai` release accepts per chunk type: the strict schema of `ai@5.0.0`, the narrowest.
 * A chunk the installed schema rejects is retried with only these keys before it is dropped.
 */
const portableChunkKeys: Record<string, readonly string[]> = {
  "text-start": ["id", "providerMetadata"],
  "text-delta": ["id", "delta", "providerMetadata"],
  "text-end": ["id", "providerMetadata"],
  error: ["errorText"],
  "tool-input-start": ["toolCallId", "toolName", "providerExecuted", "dynamic"],
  "tool-input-delta": ["toolCallId", "inputTextDelta"],
  "tool-input-available": [
    "toolCallId",
    "toolName",
    "input",
    "providerExecuted",
    "providerMetadata",
    "dynamic",
  ],
  "tool-output-available": ["toolCallId", "output", "providerExecuted", "dynamic"],
  "tool-output-error": ["toolCallId", "errorText", "providerExecuted", "dynamic"],
  "reasoning-start": ["id", "providerMetadata"],
  "reasoning-delta": ["id", "delta", "providerMetadata"],
  "reasoning-end": ["id", "providerMetadata"],
  "source-url": ["sourceId", "url", "title", "providerMetadata"],
  "source-document": ["sourceId", "mediaType", "title", "filename", "providerMetadata"],
  file: ["url", "mediaType", "providerMetadata"],
  "start-step": [],
  "finish-step": [],
  start: ["messageId", "messageMetadata"],
  finish: ["messageMetadata"],
  abort: [],
  "message-metadata": ["messageMetadata"],
};
const portableDataKeys = ["id", "data", "transient"] as const;

function pickKeys(chunk: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = { type: chunk.type };
  for (const key of keys) if (chunk[key] !== undefined) picked[key] = chunk[key];
  return picked;
}

type Validation = { success: true; value: unknown } | { success: false };
type Validate = (value: unknown) => Validation | PromiseLike<Validation>;

interface SchemaLike {
  validate?: (
    value: unknown,
  ) => PromiseLike<{ success: boolean; value?: unknown }> | { success: boolean; value?: unknown };
  safeParse?: (value: unknown) => { success: boolean; data?: unknown };
}

/** The installed `ai` release's own chunk schema (exported from 5.0.51 on, lazily from 6.0), if any. */
function installedSchemaValidator(): Validate | undefined {
  const exported: unknown = (ai as { uiMessageChunkSchema?: unknown }).uiMessageChunkSchema;
  const schema = (typeof exported === "function" ? (exported as () => unknown)() : exported) as
    | SchemaLike
    | undefined;
  if (schema && typeof schema.validate === "function") {
    const validate = schema.validate.bind(schema);
    return async (value) => {
      const result = await validate(value);
      return result.success ? { success: true, value: result.value } : { success: false };
    };
  }
  if (schema && typeof schema.safeParse === "function") {
    const safeParse = schema.safeParse.bind(schema);
    return (value) => {
      const result = safeParse(value);
      return result.success ? { success: true, value: result.data } : { success: false };
    };
  }
  return undefined;
}

/** Without an exported schema (ai 5.0.0–5.0.50), the portable key table is the schema. */
const portableValidator: Validate = (value) => {
  const chunk = value as Record<string, unknown>;
  const type = chunk.type as string;
  if (type.startsWith("data-")) return { success: true, value: pickKeys(chunk, portableDataKeys) };
  const keys = portableChunkKeys[type];
  return keys ? { success: true, value: pickKeys(chunk, keys) } : { success: false };
};

let cachedValidator: Validate | undefined;
const chunkValidator = (): Validate => {
  cachedValidator ??= installedSchemaValidator() ?? portableValidator;
  return cachedValidator;
};

const finishReasonFallbacks: Record<string, string | undefined> = { unknown: "other" };

function warnInDevelopment(message: string, detail?: unknown): void {
  if (typeof process !== "undefined" && process.env.NODE_ENV === "production") return;
  console.warn(`docs-assistant: ${message}`, detail ?? "");
}

function threadFrom(source: unknown): ThreadInfo {
  if (!source || typeof source !== "object") return {};
  const { threadId, threadKey } = source as Record<string, unknown>;
  return {
    ...(typeof threadId === "string" && threadId ? { threadId } : {}),
    ...(typeof threadKey === "string" && threadKey ? { threadKey } : {}),
  };
}

/**
 * Validates one chunk against the installed `ai` release. Returns the chunk as the SDK will accept it, or
 * `undefined` when no acceptable form exists (it is then dropped with a development warning).
 * For `finish`, an unsupported `finishReason` is mapped (`unknown` → `other`) or else omitted.
 */
async function acceptChunk(chunk: Record<string, unknown>): Promise<UIMessageChunk | undefined> {
  const validate = chunkValidator();
  // The chunk as sent passes on almost every call; the fallbacks are built only when it does not.
  const first = await validate(chunk);
  if (first.success) return first.value as UIMessageChunk;
  for (const candidate of fallbackCandidates(chunk)) {
    const result = await validate(candidate);
    if (result.success) return result.value as UIMessageChunk;
  }
  return undefined;
}

/** Forms of a rejected chunk to try, in order: a mapped or omitted `finishReason`, then the portable keys only. */
function* fallbackCandidates(chunk: Record<string, unknown>): Generator<Record<string, unknown>> {
  const type = chunk.type as string;
  let last = chunk;
  if (type === "finish" && typeof chunk.finishReason === "string") {
    const fallback = finishReasonFallbacks[chunk.finishReason];
    if (fallback) yield { ...chunk, finishReason: fallback };
    const { finishReason: _omitted, ...withoutReason } = chunk;
    last = withoutReason;
    yield last;
  }
  const portableKeys = type.startsWith("data-") ? portableDataKeys : portableChunkKeys[type];
  if (portableKeys) yield pickKeys(last, portableKeys);
}

/**
 * Turns raw chunks (parsed JSON, any protocol) into UI message chunks the installed `ai` release accepts:
 * the thread id is lifted from `finish` (top level, as the contract says), `messageMetadata` or the
 * response headers into `finish.messageMetadata`; unknown chunk types are dropped; an `error` chunk, a
 * malformed chunk or a stream that ends before `finish` errors the stream with a {@link DocsAssistantError}
 * only after every chunk before it has been read, so the text received so far is kept.
 */
export function normalizeUIMessageChunks(
  source: ReadableStream<RawChunk>,
  options: NormalizeOptions = {},
): ReadableStream<UIMessageChunk> {
  const reader = source.getReader();
  let thread: ThreadInfo = { ...options.thread };
  let finished = false;

  const noteThread = (found: ThreadInfo) => {
    if (!found.threadId && !found.threadKey) return;
    thread = { ...thread, ...found };
    if (thread.threadId) options.onThread?.({ ...thread, threadId: thread.threadId });
  };
  if (thread.threadId) options.onThread?.({ ...thread, threadId: thread.threadId });

  const nextChunk = async (): Promise<UIMessageChunk | undefined> => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done || value === streamDone) {
        if (!finished && !done) {
          finished = true;
          return (await acceptChunk(withThreadMetadata({ type: "finish" }))) ?? undefined;
        }
        if (!finished) {
          throw new DocsAssistantError({
            kind: "network",
            message: "The connection closed before the answer finished.",
          });
        }
        return undefined;
      }
      if (finished) continue;
      if (typeof value.type !== "string") {
        throw new DocsAssistantError({
          kind: "stream",
          message: "The answer stream sent a chunk without a type.",
        });
      }
      switch (value.type) {
        case "error":
          throw new DocsAssistantError({
            kind: "server",
            message:
              typeof value.errorText === "string" ? value.errorText : "The service failed while answering.",
          });
        case "finish":
          finished = true;
          noteThread({ ...threadFrom(value.messageMetadata), ...threadFrom(value) });
          return (await acceptChunk(withThreadMetadata(withoutThread(value)))) ?? undefined;
        case "start":
        case "message-metadata":
          noteThread(threadFrom(value.messageMetadata));
          break;
      }
      const accepted = await acceptChunk(value);
      if (accepted) return accepted;
      warnInDevelopment(
        `dropped a stream chunk the installed AI SDK does not accept (type "${value.type}").`,
        value,
      );
    }
  };

  const withoutThread = (chunk: Record<string, unknown>) => {
    const { threadId: _id, threadKey: _key, ...rest } = chunk;
    return rest;
  };
  const withThreadMetadata = (chunk: Record<string, unknown>) => {
    const metadata =
      chunk.messageMetadata && typeof chunk.messageMetadata === "object"
        ? (chunk.messageMetadata as Record<string, unknown>)
        : {};
    const merged = { ...metadata, ...thread };
    return Object.keys(merged).length > 0 ? { ...chunk, messageMetadata: merged } : chunk;
  };

  // highWaterMark 0: pull runs only when the consumer asks, so an error is raised after every earlier chunk
  // was read (erroring a stream discards its queue, which would lose the tail of the answer).
  return new ReadableStream<UIMessageChunk>(
    {
      async pull(controller) {
        try {
          const chunk = await nextChunk();
          if (chunk === undefined) {
            controller.close();
            void reader.cancel().catch(() => {});
          } else {
            controller.enqueue(chunk);
          }
        } catch (error) {
          controller.error(toStreamError(error));
          void reader.cancel().catch(() => {});
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** Keeps aborts and typed errors as they are; anything else thrown while reading the body is a cut connection. */
export function toStreamError(error: unknown): unknown {
  if (isDocsAssistantError(error)) return error;
  if (error instanceof Error && error.name === "AbortError") return error;
  return new DocsAssistantError({
    kind: "network",
    message: "The connection was lost while the answer was streaming.",
    cause: error,
  });
}
