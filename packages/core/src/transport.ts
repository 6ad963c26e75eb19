import { DefaultChatTransport, type UIMessage, type UIMessageChunk } from "ai";
import { assertAssistantKey } from "./api-key.ts";
import { DocsAssistantError, errorFromResponse } from "./errors.ts";
import type { ContextItem } from "./page-context.ts";
import {
  type AssistantFilter,
  type AssistantRequestBody,
  buildAssistantRequestBody,
} from "./request-body.ts";
import { parseSseChunks } from "./sse-chunks.ts";
import { createThreadStore, type ThreadStore } from "./thread-store.ts";
import { normalizeUIMessageChunks, type RawChunk, type ThreadInfo } from "./ui-chunk-stream.ts";

/** Options shared by every docs assistant transport (v2 here, v1 in `@docs-assistant/legacy-v4`). */
export interface DocsAssistantTransportOptions {
  /** The service's base URL, or the site's own proxy of it. */
  baseUrl: string;
  /** The domain identifier: the last segment of the organisation's dashboard URL. */
  domain: string;
  /** The assistant key (`svc_dsc_…`); optional when `baseUrl` is a proxy that adds it. Admin keys are refused. */
  apiKey?: string;
  /**
   * Fingerprint that groups a reader's conversations.
   * @default "anonymous"
   */
  fp?: string;
  /**
   * Documentation search results used to build each answer.
   * @default 5
   */
  retrievalPageSize?: number;
  /** Search filter sent with every question. */
  filter?: AssistantFilter;
  /** Page context read when a question is sent; a request's own `body.context` wins. */
  getContext?: () => ContextItem[] | undefined;
  /**
   * The reader's page path, read when a question is sent; a request's own `body.currentPath` wins.
   * @default () => location.pathname in a browser
   */
  getCurrentPath?: () => string | undefined;
  /**
   * Where the thread id and key persist.
   * @default an in-memory store for this domain and fingerprint
   */
  threadStore?: ThreadStore;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /**
   * The fetch implementation.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
}

/** Per-request extras a UI passes as `chat.sendMessage(message, { body })`. */
export interface DocsAssistantRequestExtras {
  /** Context attached to this question only. */
  context?: ContextItem[];
  /** Page path for this question only. */
  currentPath?: string;
}

/** Options a protocol adds to the shared transport plumbing. */
export interface TransportProtocol {
  /** Path after the base URL. */
  path: (domain: string) => string;
  /** Body builder for the protocol. */
  buildBody: (
    input: Parameters<typeof buildAssistantRequestBody>[0],
  ) => AssistantRequestBody | Record<string, unknown>;
}

const threadHeaders = (headers: Headers): ThreadInfo => {
  const threadId = headers.get("x-thread-id");
  const threadKey = headers.get("x-thread-key");
  return { ...(threadId ? { threadId } : {}), ...(threadKey ? { threadKey } : {}) };
};

const defaultCurrentPath = (): string | undefined =>
  typeof location === "undefined" ? undefined : location.pathname || undefined;

/** Everything a protocol transport needs that is not the stream format: body, errors, thread bookkeeping. */
export interface TransportPlumbing {
  /** The options to pass to the AI SDK transport's constructor. */
  init: {
    api: string;
    headers: Record<string, string>;
    fetch: typeof fetch;
    prepareSendMessagesRequest: (request: { messages: UIMessage[]; body?: object | undefined }) => {
      body: Record<string, unknown>;
    };
  };
  threadStore: ThreadStore;
  /** Thread info the response headers carried for a body stream, kept until the body is processed. */
  takeHeaderThread: (stream: ReadableStream<Uint8Array>) => ThreadInfo | undefined;
  /** Records a thread found in the stream. */
  onThread: (thread: ThreadInfo & { threadId: string }) => void;
}

/**
 * Builds the request side shared by the v2 and v1 transports: the contract's body, the bearer header, a
 * fetch that turns every failure into a typed {@link DocsAssistantError} (the same on every `ai` version),
 * retries once without the thread when the service no longer knows it, and reads thread headers.
 */
export function createTransportPlumbing(
  options: DocsAssistantTransportOptions,
  protocol: TransportProtocol,
): TransportPlumbing {
  if (options.apiKey !== undefined) assertAssistantKey(options.apiKey);
  const fp = options.fp ?? "anonymous";
  const threadStore = options.threadStore ?? createThreadStore({ domain: options.domain, fp, storage: null });
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headerThreads = new WeakMap<ReadableStream<Uint8Array>, ThreadInfo>();

  const send = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    try {
      return await baseFetch(input, init);
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") throw error;
      throw new DocsAssistantError({
        kind: "network",
        message: "Could not reach the docs assistant service.",
        cause: error,
      });
    }
  };

  const fetchWithErrors: typeof fetch = async (input, init) => {
    let response = await send(input, init);
    if (response.status === 404 && typeof init?.body === "string") {
      const body = JSON.parse(init.body) as Record<string, unknown>;
      if (body.threadId !== undefined) {
        // The service forgot the thread (expired, or its key was lost): start a new one with the full history.
        threadStore.forgetThread();
        const { threadId: _id, threadKey: _key, ...withoutThread } = body;
        response = await send(input, { ...init, body: JSON.stringify(withoutThread) });
      }
    }
    if (!response.ok) throw await errorFromResponse(response);
    const thread = threadHeaders(response.headers);
    if (thread.threadId) threadStore.setThread({ ...thread, threadId: thread.threadId });
    if (response.body && (thread.threadId || thread.threadKey)) headerThreads.set(response.body, thread);
    return response;
  };

  return {
    init: {
      api: `${options.baseUrl.replace(/\/+$/, "")}${protocol.path(encodeURIComponent(options.domain))}`,
      headers: {
        ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        ...options.headers,
      },
      fetch: fetchWithErrors,
      prepareSendMessagesRequest({ messages, body }) {
        const extras = (body ?? {}) as DocsAssistantRequestExtras;
        const thread = threadStore.get();
        return {
          body: protocol.buildBody({
            messages,
            fp,
            retrievalPageSize: options.retrievalPageSize ?? 5,
            filter: options.filter,
            context: extras.context ?? options.getContext?.(),
            currentPath: extras.currentPath ?? (options.getCurrentPath ?? defaultCurrentPath)(),
            threadId: thread.threadId,
            threadKey: thread.threadKey,
          }) as Record<string, unknown>,
        };
      },
    },
    threadStore,
    takeHeaderThread(stream) {
      const thread = headerThreads.get(stream);
      headerThreads.delete(stream);
      return thread;
    },
    onThread(thread) {
      threadStore.setThread(thread);
    },
  };
}

/** Runs a raw chunk source through the shared normaliser with the plumbing's thread bookkeeping. */
export function toUIMessageStream(
  plumbing: TransportPlumbing,
  body: ReadableStream<Uint8Array>,
  parse: (body: ReadableStream<Uint8Array>) => ReadableStream<RawChunk>,
): ReadableStream<UIMessageChunk> {
  const thread = plumbing.takeHeaderThread(body);
  return normalizeUIMessageChunks(parse(body), {
    ...(thread ? { thread } : {}),
    onThread: plumbing.onThread,
  });
}

/**
 * The v2 transport: the AI SDK's `DefaultChatTransport` pointed at
 * `{baseUrl}/discovery/v2/assistant/{domain}/message`, sending the contract's body and reading the thread id
 * from the `finish` event on every `ai` release from 5.0.0 on (strict releases reject the top-level
 * `threadId` there, so the response stream is parsed here and the id moved to `messageMetadata`).
 */
export class DocsAssistantTransport extends DefaultChatTransport<UIMessage> {
  /** Where the conversation's thread id and key are kept. */
  readonly threadStore: ThreadStore;
  readonly #plumbing: TransportPlumbing;

  constructor(options: DocsAssistantTransportOptions) {
    const plumbing = createTransportPlumbing(options, {
      path: (domain) => `/discovery/v2/assistant/${domain}/message`,
      buildBody: (input) => buildAssistantRequestBody(input),
    });
    super(plumbing.init);
    this.#plumbing = plumbing;
    this.threadStore = plumbing.threadStore;
  }

  protected override processResponseStream(
    stream: ReadableStream<Uint8Array>,
  ): ReadableStream<UIMessageChunk> {
    return toUIMessageStream(this.#plumbing, stream, parseSseChunks);
  }

  /** The service has no resumable streams (`GET …/stream` does not exist). */
  override async reconnectToStream(
    _options: Parameters<DefaultChatTransport<UIMessage>["reconnectToStream"]>[0],
  ): Promise<ReadableStream<UIMessageChunk> | null> {
    return null;
  }
}

/** Creates the v2 chat transport for `useChat` / `new Chat({ transport })`. */
export function createDocsAssistantTransport(options: DocsAssistantTransportOptions): DocsAssistantTransport {
  return new DocsAssistantTransport(options);
}
