import type { ContextItem } from "@docs-assistant/core";
import { type ReactNode, useEffect, useRef } from "react";
import type { DocsAssistantComponents } from "./docs-assistant.tsx";
import { AssistantAnnouncer } from "./parts/assistant-announcer.tsx";
import { AssistantChat, type AssistantChatProps, useAssistantChat } from "./parts/assistant-chat.tsx";
import { AssistantComposer } from "./parts/assistant-composer.tsx";
import { AssistantContext } from "./parts/assistant-context.tsx";
import { AssistantError } from "./parts/assistant-error.tsx";
import { AssistantHeader } from "./parts/assistant-header.tsx";
import { AssistantMessage, AssistantThinking } from "./parts/assistant-message.tsx";
import { type AssistantLayout, AssistantPanel } from "./parts/assistant-panel.tsx";
import { AssistantStarters } from "./parts/assistant-starters.tsx";
import { AssistantThread } from "./parts/assistant-thread.tsx";

/** Props of {@link DocsAssistantPanel}. */
export interface DocsAssistantPanelProps extends Omit<AssistantChatProps, "children"> {
  /** Rendered inside the chat (so `useAssistantChat` works there) and outside the dialog: bridges to host code. */
  children?: ReactNode;
  /** Where the panel opens on wide screens. */
  layout: AssistantLayout;
  /** Questions offered in an empty conversation. */
  starters?: string[];
  /** Replacements for the built-in parts. */
  components?: Partial<DocsAssistantComponents>;
  /** Questions asked in code (`apiRef.ask`), oldest first, each sent once the chat is free. */
  asks?: readonly PendingAsk[];
  /** Called when the first of `asks` was sent, so the owner drops it. */
  onAskSent?: () => void;
}

/** A question asked in code, waiting for the chat to be free. */
export interface PendingAsk {
  /** The question. */
  question: string;
  /** Context sent with it instead of the attached chips. */
  context?: ContextItem[];
}

/** Sends `asks` one at a time: `send` drops a question while an answer is on its way. */
function Asks(props: Pick<DocsAssistantPanelProps, "asks" | "onAskSent">) {
  const { asks, onAskSent } = props;
  const { send, busy } = useAssistantChat();
  const sending = useRef(false);
  useEffect(() => {
    if (busy) sending.current = false;
    const next = asks?.[0];
    if (!next || busy || sending.current) return;
    sending.current = Boolean(next.question.trim());
    onAskSent?.();
    send(next.question, "composer", next.context && { context: next.context });
  }, [asks, busy, send, onAskSent]);
  return null;
}

function Conversation(props: Pick<DocsAssistantPanelProps, "starters" | "components">) {
  const { chat } = useAssistantChat();
  const EmptyState = props.components?.EmptyState ?? AssistantStarters;
  const Message = props.components?.Message ?? AssistantMessage;
  const ErrorPart = props.components?.Error ?? AssistantError;
  return (
    <AssistantThread>
      <EmptyState starters={props.starters} />
      {chat.messages.map((message, index) => (
        <Message key={message.id} message={message} isLast={index === chat.messages.length - 1} />
      ))}
      <AssistantThinking />
      <ErrorPart />
    </AssistantThread>
  );
}

/** The default panel, composed only of exported parts; loaded lazily by `<DocsAssistant>`. */
export function DocsAssistantPanel(props: DocsAssistantPanelProps) {
  const { layout, starters, components, asks, onAskSent, children, ...chatProps } = props;
  const Header = components?.Header ?? AssistantHeader;
  const Composer = components?.Composer ?? AssistantComposer;
  return (
    <AssistantChat {...chatProps}>
      <Asks asks={asks} onAskSent={onAskSent} />
      {children}
      <AssistantPanel layout={layout}>
        <Header />
        <Conversation starters={starters} components={components} />
        <AssistantContext />
        <Composer />
        <AssistantAnnouncer />
      </AssistantPanel>
    </AssistantChat>
  );
}

export default DocsAssistantPanel;
