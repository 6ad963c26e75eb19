export { adminKeyPrefix, assertAssistantKey, assistantKeyPrefix, isAdminKey } from "./api-key.ts";
export {
  DocsAssistantError,
  type DocsAssistantErrorKind,
  type DocsAssistantErrorOptions,
  errorFromResponse,
  errorKindForStatus,
  isDocsAssistantError,
  parseRetryAfter,
} from "./errors.ts";
export { getMessageSources, getMessageText, type Source } from "./message-content.ts";
export {
  boundContextItem,
  type ContextItem,
  clampCurrentPath,
  maxContextItems,
  maxContextValueLength,
  maxCurrentPathLength,
} from "./page-context.ts";
export {
  type AssistantFilter,
  type AssistantRequestBody,
  type AssistantRequestInput,
  buildAssistantRequestBody,
  toWireMessages,
  type WireMessage,
} from "./request-body.ts";
export { type ChunkParser, createSseChunkParser, parseSseChunks, readBodyChunks } from "./sse-chunks.ts";
export {
  createThreadStore,
  parseThreadSnapshot,
  type ThreadSnapshot,
  type ThreadStore,
  type ThreadStoreOptions,
  threadStorageKey,
} from "./thread-store.ts";
export {
  createDocsAssistantTransport,
  createTransportPlumbing,
  type DocsAssistantRequestExtras,
  DocsAssistantTransport,
  type DocsAssistantTransportOptions,
  type TransportPlumbing,
  type TransportProtocol,
  toUIMessageStream,
} from "./transport.ts";
export {
  type NormalizeOptions,
  normalizeUIMessageChunks,
  type RawChunk,
  streamDone,
  type ThreadInfo,
  toStreamError,
} from "./ui-chunk-stream.ts";
