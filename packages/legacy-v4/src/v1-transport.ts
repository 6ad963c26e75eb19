import {
  type AssistantFilter,
  buildAssistantRequestBody,
  createTransportPlumbing,
  type DocsAssistantTransportOptions,
  type ThreadStore,
  type TransportPlumbing,
  toUIMessageStream,
} from "@docs-assistant/core";
import { HttpChatTransport, type UIMessage, type UIMessageChunk } from "ai";
import { parseDataStreamChunks } from "./data-stream-parser.ts";

/** v1's filter knows only `version` and `language`; `groups` is dropped, and an empty filter is not sent. */
export function toV1Filter(filter: AssistantFilter | undefined): AssistantFilter | undefined {
  if (!filter) return undefined;
  const v1Filter: AssistantFilter = {};
  if (filter.version !== undefined) v1Filter.version = filter.version;
  if (filter.language !== undefined) v1Filter.language = filter.language;
  return Object.keys(v1Filter).length > 0 ? v1Filter : undefined;
}

function warnAboutGroups(filter: AssistantFilter | undefined): void {
  if (!filter?.groups?.length) return;
  if (typeof process !== "undefined" && process.env.NODE_ENV === "production") return;
  console.warn(
    "docs-assistant: the v1 endpoint has no `filter.groups`; it is not sent. Move to the v2 transport to filter by group.",
    filter.groups,
  );
}

/**
 * The transport for the deprecated v1 endpoint, `{baseUrl}/discovery/v1/assistant/{domain}/message`: the AI
 * SDK's `HttpChatTransport` plus one stream transform (as `TextStreamChatTransport` is) that turns the AI SDK 4
 * data stream into the same UI message chunks the v2 endpoint sends. Request body, bearer header, typed
 * errors, the 404 thread retry and thread bookkeeping are core's, shared with the v2 transport.
 */
export class DocsAssistantV1Transport extends HttpChatTransport<UIMessage> {
  /** Where the conversation's thread id and key are kept. */
  readonly threadStore: ThreadStore;
  readonly #plumbing: TransportPlumbing;

  constructor(options: DocsAssistantTransportOptions) {
    warnAboutGroups(options.filter);
    const plumbing = createTransportPlumbing(options, {
      path: (domain) => `/discovery/v1/assistant/${domain}/message`,
      buildBody: (input) =>
        buildAssistantRequestBody({ ...input, filter: toV1Filter(input.filter) }, { withContent: true }),
    });
    super(plumbing.init);
    this.#plumbing = plumbing;
    this.threadStore = plumbing.threadStore;
  }

  protected override processResponseStream(
    stream: ReadableStream<Uint8Array>,
  ): ReadableStream<UIMessageChunk> {
    return toUIMessageStream(this.#plumbing, stream, parseDataStreamChunks);
  }

  /** The service has no resumable streams (`GET …/stream` does not exist). */
  override async reconnectToStream(
    _options: Parameters<HttpChatTransport<UIMessage>["reconnectToStream"]>[0],
  ): Promise<ReadableStream<UIMessageChunk> | null> {
    return null;
  }
}

/**
 * Creates the v1 chat transport for `useChat` / `new Chat({ transport })`, or passes as is to
 * `<DocsAssistant transport={createV1Transport}>`. Takes the v2 transport's options; `filter.groups` is not
 * part of v1 and is dropped with a development warning.
 */
export function createV1Transport(options: DocsAssistantTransportOptions): DocsAssistantV1Transport {
  return new DocsAssistantV1Transport(options);
}
