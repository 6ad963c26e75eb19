"use client";
export type { ContextItem, Source, ThreadStore } from "@docs-assistant/core";
/**
 * `@docs-assistant/react`: the batteries-included `<DocsAssistant>` and the light parts (root, trigger).
 * The panel and its parts load lazily; import them from `@docs-assistant/react/parts` to rebuild the panel.
 */
export {
  DocsAssistant,
  type DocsAssistantApi,
  type DocsAssistantComponents,
  type DocsAssistantProps,
} from "./docs-assistant.tsx";
export { type DocsAssistantLabels, defaultLabels } from "./labels.ts";
export type {
  AnswerFinishedEvent,
  AssistantErrorEvent,
  AssistantTransportInput,
  QuestionSentEvent,
  QuestionSource,
} from "./parts/assistant-chat.tsx";
export type { AssistantLayout } from "./parts/assistant-panel.tsx";
export {
  AssistantRoot,
  type AssistantRootContextValue,
  type AssistantRootProps,
  type AssistantTheme,
  useAssistantRoot,
} from "./parts/assistant-root.tsx";
export { AssistantTrigger, type AssistantTriggerProps } from "./parts/assistant-trigger.tsx";
