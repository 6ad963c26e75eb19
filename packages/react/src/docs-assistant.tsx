import type { ContextItem } from "@docs-assistant/core";
import {
  type ComponentType,
  lazy,
  type Ref,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import type { PendingAsk } from "./docs-assistant-panel.tsx";
import { type ContextTray, createContextTray } from "./page-context/context-tray.ts";
import type { AssistantChatProps } from "./parts/assistant-chat.tsx";
import type { AssistantComposerProps } from "./parts/assistant-composer.tsx";
import type { AssistantErrorProps } from "./parts/assistant-error.tsx";
import type { AssistantHeaderProps } from "./parts/assistant-header.tsx";
import type { AssistantMessageProps } from "./parts/assistant-message.tsx";
import type { AssistantLayout } from "./parts/assistant-panel.tsx";
import { AssistantRoot, type AssistantRootProps, useAssistantRoot } from "./parts/assistant-root.tsx";
import type { AssistantStartersProps } from "./parts/assistant-starters.tsx";
import { AssistantTrigger, type AssistantTriggerProps } from "./parts/assistant-trigger.tsx";

/** Parts `<DocsAssistant>` renders, each replaceable by a site's own component taking the same props. */
export interface DocsAssistantComponents {
  /** The launcher; `null` renders none (open it through `open` or the shortcut). */
  Trigger: ComponentType<AssistantTriggerProps> | null;
  /** The panel's title bar. */
  Header: ComponentType<AssistantHeaderProps>;
  /** The empty conversation with its starter questions. */
  EmptyState: ComponentType<AssistantStartersProps>;
  /** One turn of the conversation. */
  Message: ComponentType<AssistantMessageProps>;
  /** The error with its action. */
  Error: ComponentType<AssistantErrorProps>;
  /** The question form. */
  Composer: ComponentType<AssistantComposerProps>;
}

/** Props of {@link DocsAssistant}: the root's, the chat's, and the layout. */
export interface DocsAssistantProps
  extends Omit<AssistantRootProps, "children" | "onPreload">,
    Omit<AssistantChatProps, "children"> {
  /**
   * Where the panel opens on wide screens (small screens always get a full-screen sheet).
   * @default "popover"
   */
  layout?: AssistantLayout;
  /**
   * How the launcher looks: a floating corner button or an inline button rendered in place.
   * @default "floating" for the popover layout, "inline" otherwise
   */
  triggerVariant?: AssistantTriggerProps["variant"];
  /** Questions offered in an empty conversation. */
  starters?: string[];
  /** Replacements for the built-in parts. */
  components?: Partial<DocsAssistantComponents>;
  /**
   * The site's content, where selected text and code blocks get "Ask AI" controls: a CSS selector, an element or
   * a ref, read when the controls start (once the page is idle). The widget itself is always left out.
   * @default document.body
   */
  contentRoot?: string | Element | RefObject<Element | null>;
  /**
   * Whether selecting text in the content offers an "Ask AI" button that attaches the selection.
   * @default true
   */
  selectionContext?: boolean;
  /**
   * Whether every code block in the content gets an "Ask AI" button that attaches its code (a block inside
   * `data-dsa-ignore` gets none).
   * @default true
   */
  codeBlockContext?: boolean;
  /**
   * The page path sent as `currentPath` and as the `path` of attached context, instead of the detected one.
   * @default `location.pathname` (plus a `#/` hash route), followed through client-side navigation
   */
  currentPath?: string;
  /** Receives {@link DocsAssistantApi}, to open the panel, attach context or ask from code. */
  apiRef?: Ref<DocsAssistantApi>;
}

/** What `apiRef` receives: the assistant, driven from the host's code. */
export interface DocsAssistantApi {
  /** Opens the panel and asks `question` once the chat is free, with `options.context` instead of the chips. */
  ask: (question: string, options?: { context?: ContextItem[] }) => void;
  /** Attaches a context item as a chip for the next question and opens the panel. */
  attach: (item: ContextItem) => void;
  /** Opens or closes the panel. */
  setOpen: (open: boolean) => void;
}

const loadPanel = () => import("./docs-assistant-panel.tsx");
const LazyPanel = lazy(loadPanel);

/**
 * The whole assistant: a launcher that renders on the server and costs little, and a panel (chat, Markdown,
 * highlighter) that loads when the reader shows intent (hover, focus, shortcut) and stays mounted once opened,
 * so the conversation survives closing it.
 */
export function DocsAssistant(props: DocsAssistantProps) {
  const {
    layout = "popover",
    triggerVariant,
    components,
    contentRoot,
    selectionContext = true,
    codeBlockContext = true,
    currentPath,
    apiRef,
    ...rest
  } = props;
  const [mounted, setMounted] = useState(props.open ?? props.defaultOpen ?? false);
  const [ownTray] = useState(createContextTray);
  const contextTray = props.contextTray ?? ownTray;
  const [asks, setAsks] = useState<readonly PendingAsk[]>([]);
  const onAskSent = useCallback(() => setAsks((pending) => pending.slice(1)), []);
  const { onOpenChange } = props;

  const onPreload = useCallback(() => {
    void loadPanel();
  }, []);
  const handleOpenChange = useCallback(
    (open: boolean) => {
      if (open) setMounted(true);
      onOpenChange?.(open);
    },
    [onOpenChange],
  );
  if (props.open && !mounted) setMounted(true);

  const Trigger = components?.Trigger === undefined ? AssistantTrigger : components.Trigger;

  return (
    <AssistantRoot
      open={props.open}
      defaultOpen={props.defaultOpen}
      onOpenChange={handleOpenChange}
      onOpen={props.onOpen}
      onClose={props.onClose}
      labels={props.labels}
      dir={props.dir}
      theme={props.theme}
      shortcut={props.shortcut}
      container={props.container}
      nonce={props.nonce}
      onPreload={onPreload}
    >
      <PageContext
        contextTray={contextTray}
        contentRoot={contentRoot}
        selectionContext={selectionContext}
        codeBlockContext={codeBlockContext}
        currentPath={currentPath}
        apiRef={apiRef}
        onAsk={(ask) => setAsks((pending) => [...pending, ask])}
      />
      {Trigger ? (
        <Trigger variant={triggerVariant ?? (layout === "popover" ? "floating" : "inline")} />
      ) : null}
      {mounted ? (
        <Suspense fallback={null}>
          <LazyPanel
            {...rest}
            {...(currentPath !== undefined && { getCurrentPath: () => currentPath })}
            layout={layout}
            components={components}
            contextTray={contextTray}
            asks={asks}
            onAskSent={onAskSent}
          />
        </Suspense>
      ) : null}
    </AssistantRoot>
  );
}

interface PageContextProps extends Pick<DocsAssistantProps, "contentRoot" | "currentPath" | "apiRef"> {
  selectionContext: boolean;
  codeBlockContext: boolean;
  contextTray: ContextTray;
  onAsk: (ask: PendingAsk) => void;
}

const loadWatchers = () => import("./page-context/watch-page.ts");

/**
 * The page's side of the assistant: starts the "Ask AI" controls once the page is idle (their code loads then,
 * apart from the launcher and the panel), attaches what the reader chooses and opens the panel; fills `apiRef`.
 */
function PageContext(props: PageContextProps) {
  const { contentRoot, selectionContext, codeBlockContext, contextTray, apiRef } = props;
  const { setOpen, labels } = useAssistantRoot();
  const latest = useRef(props);
  latest.current = props;

  const attach = useCallback(
    (item: ContextItem) => {
      contextTray.add(item);
      setOpen(true);
    },
    [contextTray, setOpen],
  );
  useImperativeHandle(
    apiRef,
    () => ({
      ask: (question, options) => {
        latest.current.onAsk(options?.context ? { question, context: options.context } : { question });
        setOpen(true);
      },
      attach,
      setOpen,
    }),
    [attach, setOpen],
  );

  const { askSelection, askSelectionDescription, askCode, askCodeDescription } = labels;
  useEffect(() => {
    if (!selectionContext && !codeBlockContext) return;
    let active = true;
    let stop: (() => void) | undefined;
    const start = async () => {
      const { watchPage } = await loadWatchers();
      const root =
        contentRoot === undefined
          ? document.body
          : typeof contentRoot === "string"
            ? document.querySelector(contentRoot)
            : contentRoot instanceof Element
              ? contentRoot
              : contentRoot.current;
      if (!active || !root) return;
      stop = watchPage({
        root,
        onAsk: attach,
        selection: selectionContext && { text: askSelection, ariaLabel: askSelectionDescription },
        codeBlocks: codeBlockContext && { text: askCode, ariaLabel: askCodeDescription },
        getPath: () => latest.current.currentPath,
      });
    };
    // Safari has no requestIdleCallback.
    const idle = typeof requestIdleCallback === "function";
    const handle = idle ? requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200);
    return () => {
      active = false;
      if (idle) cancelIdleCallback(handle);
      else clearTimeout(handle);
      stop?.();
    };
  }, [
    contentRoot,
    selectionContext,
    codeBlockContext,
    attach,
    askSelection,
    askSelectionDescription,
    askCode,
    askCodeDescription,
  ]);
  return null;
}
