import { Chat, type UseChatHelpers, useChat } from "@ai-sdk/react";
import {
  type AssistantFilter,
  type ContextItem,
  createDocsAssistantTransport,
  createThreadStore,
  type DocsAssistantTransportOptions,
  getMessageSources,
  getMessageText,
  isDocsAssistantError,
  type Source,
  type ThreadStore,
} from "@docs-assistant/core";
import type { ChatTransport, UIMessage } from "ai";
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type ErrorPresentation, presentError } from "../error-presentation.ts";
import { useOnline } from "../hooks/use-online.ts";
import { type ContextTray, createContextTray } from "../page-context/context-tray.ts";
import { getCurrentPath } from "../page-context/current-path.ts";
import { useAssistantRoot } from "./assistant-root.tsx";
import { splitAnswer } from "./markdown-bridge.tsx";

/** Where a question came from, as reported to `onQuestionSent`. */
export type QuestionSource = "composer" | "starter" | "follow-up" | "retry";

/** Payload of `onQuestionSent`; `question` is present only with `includeQuestionInEvents`. */
export interface QuestionSentEvent {
  /** Where the question came from. */
  source: QuestionSource;
  /** How many questions this conversation holds, this one included. */
  questionCount: number;
  /** The question text, only when the host opted in with `includeQuestionInEvents`. */
  question?: string;
}

/** Payload of `onAnswerFinished`. */
export interface AnswerFinishedEvent {
  /** Whether the reader stopped the answer. */
  stopped: boolean;
  /** How many sources the answer cited. */
  sourceCount: number;
  /** The service's thread id, once known. */
  threadId?: string;
}

/** Payload of `onError`; never carries question text. */
export interface AssistantErrorEvent {
  /** The core error kind, or `unknown`. */
  kind: string;
  /** The HTTP status, when there was one. */
  status?: number;
  /** Seconds the service asked to wait. */
  retryAfter?: number;
}

/** Options of the chat's `send`. */
export interface SendOptions {
  /** Context sent with this question instead of the attached chips, which then stay for the next one. */
  context?: ContextItem[];
}

/** What a question carries besides its text, as the transport reads it from `sendMessage`'s `body`. */
interface QuestionBody {
  context?: ContextItem[];
  currentPath?: string;
}

/** A transport, or a factory that receives the resolved options (so `createV1Transport` can be passed as is). */
export type AssistantTransportInput =
  | ChatTransport<UIMessage>
  | ((options: DocsAssistantTransportOptions) => ChatTransport<UIMessage>);

/** Props of {@link AssistantChat}: where the service is and what to report. */
export interface AssistantChatProps {
  /** The domain identifier: the last segment of the organisation's dashboard URL. */
  domain: string;
  /** The assistant key (`svc_dsc_…`); admin keys are refused. Optional behind a proxy that adds it. */
  apiKey?: string;
  /** The service's base URL (or a proxy); required unless `transport` is an instance. */
  baseUrl?: string;
  /**
   * Fingerprint grouping the reader's conversations.
   * @default "anonymous"
   */
  fp?: string;
  /** Search filter sent with every question. */
  filter?: AssistantFilter;
  /**
   * Documentation search results used per answer.
   * @default 5
   */
  retrievalPageSize?: number;
  /** Page context read at send time when no chips are attached (the attached chips win). */
  getContext?: () => ContextItem[] | undefined;
  /**
   * The reader's page path, read at send time.
   * @default `location.pathname` (plus a `#/` hash route), clamped to 200 characters
   */
  getCurrentPath?: () => string | undefined;
  /**
   * The page context the reader attached (the chips): sent with the next question and then cleared, put back
   * when that question fails.
   * @default a tray of this chat's own
   */
  contextTray?: ContextTray;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** The fetch implementation. */
  fetch?: typeof fetch;
  /**
   * The chat transport, or a factory given the resolved options (for the v1 adapter: `transport={createV1Transport}`).
   * @default the core v2 transport
   */
  transport?: AssistantTransportInput;
  /**
   * Where the conversation persists across reloads and tabs.
   * @default the transport's store, else a localStorage store for `domain` and `fp`
   */
  threadStore?: ThreadStore;
  /**
   * Whether `onQuestionSent` carries the question text.
   * @default false
   */
  includeQuestionInEvents?: boolean;
  /** Called when a question is sent; no question text unless `includeQuestionInEvents`. */
  onQuestionSent?: (event: QuestionSentEvent) => void;
  /** Called when an answer finished or was stopped. */
  onAnswerFinished?: (event: AnswerFinishedEvent) => void;
  /** Called when a source link is clicked; call `event.preventDefault()` to route it yourself. */
  onSourceClick?: (source: Source, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Called when a link inside an answer is clicked; call `event.preventDefault()` to route it yourself. */
  onLinkClick?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Called when a question fails. */
  onError?: (event: AssistantErrorEvent) => void;
  /** The panel and its parts. */
  children?: ReactNode;
}

/** Everything the conversation parts read: the AI SDK chat plus the UI state around it. */
export interface AssistantChatContextValue {
  /** The AI SDK chat helpers (`messages`, `status`, `error`, `stop`, …): the single source of truth. */
  chat: UseChatHelpers<UIMessage>;
  /** The text in the composer. */
  draft: string;
  /** Replaces the text in the composer. */
  setDraft: (draft: string) => void;
  /** The composer's field, focused when the panel opens. */
  composerRef: RefObject<HTMLTextAreaElement | null>;
  /** Sends a question with the attached context (then cleared), or with `options.context` instead. */
  send: (text: string, source: QuestionSource, options?: SendOptions) => void;
  /** The page context attached to the next question, shown as chips above the composer. */
  contextTray: ContextTray;
  /** Whether an answer is on its way. */
  busy: boolean;
  /** Sends the failed question again (or regenerates a cut-off answer). */
  retry: () => void;
  /** Forgets the conversation and starts a new one. */
  newConversation: () => void;
  /** Downloads the conversation as a Markdown file. */
  exportConversation: () => Promise<void>;
  /** How the current error is shown, if there is one. */
  errorPresentation: ErrorPresentation | undefined;
  /** The latest polite announcement (one per finished answer). */
  announcement: string;
  /** Reports a source click to the host. */
  onSourceClick: (source: Source, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Reports an answer-link click to the host. */
  onLinkClick: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

const AssistantChatContext = createContext<AssistantChatContextValue | null>(null);

/** Reads the nearest {@link AssistantChat}; throws when a part is used outside one. */
export function useAssistantChat(): AssistantChatContextValue {
  const context = useContext(AssistantChatContext);
  if (!context) throw new Error("docs-assistant: this part must be rendered inside <AssistantChat>.");
  return context;
}

const hasAnswerContent = (message: UIMessage): boolean =>
  getMessageText(message).trim().length > 0 || getMessageSources(message).length > 0;

const sameIds = (left: UIMessage[], right: UIMessage[]): boolean =>
  left.length === right.length && left.every((message, index) => message.id === right[index]?.id);

const announcementPreviewLength = 240;

/** Owns the conversation: builds the transport and thread store, restores the thread, reports events. */
export function AssistantChat(props: AssistantChatProps) {
  const root = useAssistantRoot();
  const latest = useRef(props);
  latest.current = props;
  const labelsRef = useRef(root.labels);
  labelsRef.current = root.labels;

  const transportInput = props.transport;
  const filterKey = JSON.stringify(props.filter ?? null);
  const headersKey = JSON.stringify(props.headers ?? null);
  const hasCurrentPath = props.getCurrentPath !== undefined;

  const { transport, threadStore } = useMemo(() => {
    const instance = transportInput && typeof transportInput !== "function" ? transportInput : undefined;
    const ownStore = (instance as { threadStore?: ThreadStore } | undefined)?.threadStore;
    const store = props.threadStore ?? ownStore ?? createThreadStore({ domain: props.domain, fp: props.fp });
    if (instance) return { transport: instance, threadStore: store };
    if (props.baseUrl === undefined) {
      throw new TypeError("docs-assistant: pass `baseUrl` (the service or your proxy) or a `transport`.");
    }
    const options: DocsAssistantTransportOptions = {
      baseUrl: props.baseUrl,
      domain: props.domain,
      apiKey: props.apiKey,
      fp: props.fp,
      retrievalPageSize: props.retrievalPageSize,
      filter: JSON.parse(filterKey) ?? undefined,
      headers: JSON.parse(headersKey) ?? undefined,
      threadStore: store,
      getContext: () => latest.current.getContext?.(),
      getCurrentPath: hasCurrentPath ? () => latest.current.getCurrentPath?.() : undefined,
      fetch: (input, init) => (latest.current.fetch ?? globalThis.fetch)(input, init),
    };
    const created =
      typeof transportInput === "function" ? transportInput(options) : createDocsAssistantTransport(options);
    return { transport: created, threadStore: store };
  }, [
    transportInput,
    props.threadStore,
    props.domain,
    props.fp,
    props.baseUrl,
    props.apiKey,
    props.retrievalPageSize,
    filterKey,
    headersKey,
    hasCurrentPath,
  ]);

  const [announcement, setAnnouncement] = useState("");
  const [draft, setDraft] = useState("");
  const [ownTray] = useState(createContextTray);
  const contextTray = props.contextTray ?? ownTray;
  const lastBody = useRef<QuestionBody>({});
  const failedQuestion = useRef<string | undefined>(undefined);
  const failedAt = useRef(0);
  const failedOffline = useRef(false);

  // Runs inside the chat's own error handling, before it reports `status: "error"`, so the reader never sees a
  // frame where the failed question is gone from both the thread and the composer.
  const handleError = (chat: Chat<UIMessage>, error: Error) => {
    failedAt.current = Date.now();
    failedOffline.current = typeof navigator !== "undefined" && navigator.onLine === false;
    const messages = chat.messages;
    let end = messages.length;
    const last = messages[end - 1];
    if (last?.role === "assistant" && !hasAnswerContent(last)) end -= 1;
    const question = messages[end - 1];
    if (question?.role === "user") {
      // A question with no answer at all goes back to the composer with its context; a partial answer stays.
      const text = getMessageText(question);
      failedQuestion.current = text;
      chat.messages = messages.slice(0, end - 1);
      setDraft((current) => (current.trim() ? current : text));
      for (const item of lastBody.current.context ?? []) contextTray.add(item);
    } else {
      failedQuestion.current = undefined;
    }
    const typed = isDocsAssistantError(error) ? error : undefined;
    latest.current.onError?.({
      kind: typed?.kind ?? "unknown",
      ...(typed?.status !== undefined ? { status: typed.status } : {}),
      ...(typed?.retryAfter !== undefined ? { retryAfter: typed.retryAfter } : {}),
    });
  };
  const handleErrorRef = useRef(handleError);
  handleErrorRef.current = handleError;
  const [generation, setGeneration] = useState(0);
  const chatInstance = useMemo(() => {
    void generation;
    const instance: Chat<UIMessage> = new Chat<UIMessage>({
      transport,
      messages: threadStore.get().messages,
      onError: (error) => handleErrorRef.current(instance, error),
      onFinish: ({ message, messages, isAbort, isError }) => {
        threadStore.setMessages(messages);
        if (isError) return;
        const metadata = message.metadata as { threadId?: string } | undefined;
        const threadId = metadata?.threadId ?? threadStore.get().threadId;
        latest.current.onAnswerFinished?.({
          stopped: isAbort,
          sourceCount: getMessageSources(message).length,
          ...(threadId ? { threadId } : {}),
        });
        if (isAbort) return;
        const body = splitAnswer(getMessageText(message)).body.trim();
        const preview =
          body.length > announcementPreviewLength ? `${body.slice(0, announcementPreviewLength)}…` : body;
        setAnnouncement(`${labelsRef.current.answerReady} ${preview || labelsRef.current.emptyAnswer}`);
      },
    });
    return instance;
  }, [transport, threadStore, generation]);

  const chat = useChat({ chat: chatInstance, throttle: 40 });
  const { status, error } = chat;
  const busy = status === "submitted" || status === "streaming";

  const composerRef = useRef<HTMLTextAreaElement | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const online = useOnline();

  const send = useCallback(
    (text: string, source: QuestionSource, options?: SendOptions) => {
      const question = text.trim();
      if (!question || chatInstance.status === "submitted" || chatInstance.status === "streaming") return;
      failedQuestion.current = undefined;
      if (chatInstance.error) chatInstance.clearError();
      const questionCount = chatInstance.messages.filter((message) => message.role === "user").length + 1;
      latest.current.onQuestionSent?.({
        source,
        questionCount,
        ...(latest.current.includeQuestionInEvents ? { question } : {}),
      });
      const attached = options?.context ?? contextTray.items();
      const currentPath = (latest.current.getCurrentPath ?? getCurrentPath)();
      // Without chips the body leaves `context` out, so the transport falls back to `getContext`.
      const body: QuestionBody = {
        ...(attached.length > 0 && { context: [...attached] }),
        ...(currentPath && { currentPath }),
      };
      lastBody.current = body;
      if (!options?.context) contextTray.clear();
      void chatInstance.sendMessage({ text: question }, { body });
    },
    [chatInstance, contextTray],
  );

  const retry = useCallback(() => {
    const question = failedQuestion.current;
    if (question !== undefined) {
      setDraft((current) => (current.trim() === question.trim() ? "" : current));
      send(question, "retry");
      return;
    }
    chatInstance.clearError();
    latest.current.onQuestionSent?.({
      source: "retry",
      questionCount: chatInstance.messages.filter((message) => message.role === "user").length,
    });
    void chatInstance.regenerate({ body: lastBody.current });
  }, [chatInstance, send]);

  const errorPresentation = useMemo(
    () =>
      status === "error" && error
        ? presentError(error, {
            labels: root.labels,
            online,
            failedAt: failedAt.current,
            now: Math.max(now, failedAt.current),
          })
        : undefined,
    [status, error, root.labels, online, now],
  );

  // Count down a rate limit once a second, so the message says how long is left.
  const retryAt = errorPresentation?.retryAt;
  useEffect(() => {
    if (retryAt === undefined) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= retryAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [retryAt]);

  // Failed while offline: send the question again as soon as the browser is back online. One listener for the
  // component's life, reading the state when the event comes, so no re-render can drop it mid-dispatch.
  const retryWhenOnline = useRef(() => {});
  retryWhenOnline.current = () => {
    if (chatInstance.status === "error" && failedOffline.current) {
      failedOffline.current = false;
      retry();
    }
  };
  useEffect(() => {
    const onOnline = () => retryWhenOnline.current();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, []);

  // Another tab changed the conversation: show it here too while nothing streams.
  useEffect(
    () =>
      threadStore.subscribe((snapshot) => {
        if (chatInstance.status === "submitted" || chatInstance.status === "streaming") return;
        if (!sameIds(snapshot.messages, chatInstance.messages)) chatInstance.messages = snapshot.messages;
      }),
    [threadStore, chatInstance],
  );

  const newConversation = useCallback(() => {
    if (chatInstance.status === "submitted" || chatInstance.status === "streaming") void chatInstance.stop();
    threadStore.clear();
    failedQuestion.current = undefined;
    setAnnouncement("");
    setGeneration((value) => value + 1);
    composerRef.current?.focus();
  }, [chatInstance, threadStore]);

  const exportConversation = useCallback(async () => {
    // Loaded on demand: few readers export, and every reader pays for what the panel loads up front.
    const { conversationToMarkdown } = await import("../conversation-markdown.ts");
    const labels = labelsRef.current;
    const markdown = conversationToMarkdown(chatInstance.messages, {
      readerHeading: labels.exportReaderHeading,
      assistantHeading: labels.exportAssistantHeading,
      sourcesHeading: labels.sources,
      answerBody: (text) => splitAnswer(text).body,
    });
    const url = URL.createObjectURL(new Blob([markdown], { type: "text/markdown;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${labels.exportFileName}.md`;
    link.rel = "noopener";
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }, [chatInstance]);

  const onSourceClick = useCallback(
    (source: Source, event: MouseEvent<HTMLAnchorElement>) => latest.current.onSourceClick?.(source, event),
    [],
  );
  const onLinkClick = useCallback(
    (href: string, event: MouseEvent<HTMLAnchorElement>) => latest.current.onLinkClick?.(href, event),
    [],
  );

  const value = useMemo<AssistantChatContextValue>(
    () => ({
      chat,
      draft,
      setDraft,
      composerRef,
      send,
      contextTray,
      busy,
      retry,
      newConversation,
      exportConversation,
      errorPresentation,
      announcement,
      onSourceClick,
      onLinkClick,
    }),
    [
      chat,
      draft,
      send,
      contextTray,
      busy,
      retry,
      newConversation,
      exportConversation,
      errorPresentation,
      announcement,
      onSourceClick,
      onLinkClick,
    ],
  );

  return <AssistantChatContext.Provider value={value}>{props.children}</AssistantChatContext.Provider>;
}
