import type { DocsAssistantComponents } from "./docs-assistant.tsx";
import { AssistantAnnouncer } from "./parts/assistant-announcer.tsx";
import { AssistantChat, type AssistantChatProps, useAssistantChat } from "./parts/assistant-chat.tsx";
import { AssistantComposer } from "./parts/assistant-composer.tsx";
import { AssistantError } from "./parts/assistant-error.tsx";
import { AssistantHeader } from "./parts/assistant-header.tsx";
import { AssistantMessage, AssistantThinking } from "./parts/assistant-message.tsx";
import { type AssistantLayout, AssistantPanel } from "./parts/assistant-panel.tsx";
import { AssistantStarters } from "./parts/assistant-starters.tsx";
import { AssistantThread } from "./parts/assistant-thread.tsx";

/** Props of {@link DocsAssistantPanel}. */
export interface DocsAssistantPanelProps extends Omit<AssistantChatProps, "children"> {
  /** Where the panel opens on wide screens. */
  layout: AssistantLayout;
  /** Questions offered in an empty conversation. */
  starters?: string[];
  /** Replacements for the built-in parts. */
  components?: Partial<DocsAssistantComponents>;
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
  const { layout, starters, components, ...chatProps } = props;
  const Header = components?.Header ?? AssistantHeader;
  const Composer = components?.Composer ?? AssistantComposer;
  return (
    <AssistantChat {...chatProps}>
      <AssistantPanel layout={layout}>
        <Header />
        <Conversation starters={starters} components={components} />
        <Composer />
        <AssistantAnnouncer />
      </AssistantPanel>
    </AssistantChat>
  );
}

export default DocsAssistantPanel;
