"use client";
/**
 * Every part of the assistant, to rebuild or extend the panel (Radix style: one element per part, `data-slot`
 * on each). Importing this entry loads the chat, Markdown and dialog code at once.
 */
export { type ConversationMarkdownOptions, conversationToMarkdown } from "./conversation-markdown.ts";
export {
  DocsAssistantPanel,
  type DocsAssistantPanelProps,
  type PendingAsk,
} from "./docs-assistant-panel.tsx";
export { type ErrorAction, type ErrorPresentation, presentError } from "./error-presentation.ts";
export * from "./page-context/index.ts";
export { AssistantAnnouncer } from "./parts/assistant-announcer.tsx";
export {
  type AnswerFinishedEvent,
  AssistantChat,
  type AssistantChatContextValue,
  type AssistantChatProps,
  type AssistantErrorEvent,
  type AssistantTransportInput,
  type QuestionSentEvent,
  type QuestionSource,
  type SendOptions,
  useAssistantChat,
} from "./parts/assistant-chat.tsx";
export { AssistantComposer, type AssistantComposerProps } from "./parts/assistant-composer.tsx";
export { AssistantContext, type AssistantContextProps } from "./parts/assistant-context.tsx";
export { AssistantCopyButton, type AssistantCopyButtonProps } from "./parts/assistant-copy-button.tsx";
export { AssistantError, type AssistantErrorProps } from "./parts/assistant-error.tsx";
export { AssistantFollowUps, type AssistantFollowUpsProps } from "./parts/assistant-follow-ups.tsx";
export { AssistantHeader, type AssistantHeaderProps } from "./parts/assistant-header.tsx";
export {
  AssistantMessage,
  type AssistantMessageProps,
  AssistantThinking,
} from "./parts/assistant-message.tsx";
export { type AssistantLayout, AssistantPanel, type AssistantPanelProps } from "./parts/assistant-panel.tsx";
export {
  AssistantRoot,
  type AssistantRootContextValue,
  type AssistantRootProps,
  type AssistantTheme,
  useAssistantRoot,
} from "./parts/assistant-root.tsx";
export { AssistantSources, type AssistantSourcesProps } from "./parts/assistant-sources.tsx";
export { AssistantStarters, type AssistantStartersProps } from "./parts/assistant-starters.tsx";
export { AssistantThread, type AssistantThreadProps } from "./parts/assistant-thread.tsx";
export { AssistantTrigger, type AssistantTriggerProps } from "./parts/assistant-trigger.tsx";
