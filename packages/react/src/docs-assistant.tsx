import { type ComponentType, lazy, Suspense, useCallback, useState } from "react";
import type { AssistantChatProps } from "./parts/assistant-chat.tsx";
import type { AssistantComposerProps } from "./parts/assistant-composer.tsx";
import type { AssistantErrorProps } from "./parts/assistant-error.tsx";
import type { AssistantHeaderProps } from "./parts/assistant-header.tsx";
import type { AssistantMessageProps } from "./parts/assistant-message.tsx";
import type { AssistantLayout } from "./parts/assistant-panel.tsx";
import { AssistantRoot, type AssistantRootProps } from "./parts/assistant-root.tsx";
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
}

const loadPanel = () => import("./docs-assistant-panel.tsx");
const LazyPanel = lazy(loadPanel);

/**
 * The whole assistant: a launcher that renders on the server and costs little, and a panel (chat, Markdown,
 * highlighter) that loads when the reader shows intent (hover, focus, shortcut) and stays mounted once opened,
 * so the conversation survives closing it.
 */
export function DocsAssistant(props: DocsAssistantProps) {
  const { layout = "popover", triggerVariant, components, ...rest } = props;
  const [mounted, setMounted] = useState(props.open ?? props.defaultOpen ?? false);
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
      onPreload={onPreload}
    >
      {Trigger ? (
        <Trigger variant={triggerVariant ?? (layout === "popover" ? "floating" : "inline")} />
      ) : null}
      {mounted ? (
        <Suspense fallback={null}>
          <LazyPanel {...rest} layout={layout} components={components} />
        </Suspense>
      ) : null}
    </AssistantRoot>
  );
}
