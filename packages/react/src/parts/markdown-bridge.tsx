import type { MouseEvent } from "react";
import { StreamingMarkdown, type Suggestion, splitSuggestions } from "../markdown/index.ts";
import { useAssistantRoot } from "./assistant-root.tsx";

/** A follow-up question the answer suggested, linking to a page. */
export type FollowUpSuggestion = Suggestion;

/** Splits an answer into its body and the ```suggestions block at its end. */
export function splitAnswer(text: string): { body: string; suggestions: FollowUpSuggestion[] } {
  return splitSuggestions(text);
}

/** Props of {@link AnswerMarkdown}. */
export interface AnswerMarkdownProps {
  /** The answer text so far. */
  text: string;
  /** Whether more text is still arriving. */
  streaming: boolean;
  /** Called when a link in the answer is clicked; `preventDefault()` routes it in place. */
  onLinkClick?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Extra classes. */
  className?: string;
}

/** Renders an answer's Markdown with the streaming renderer, its copy-code labels taken from the assistant's. */
export function AnswerMarkdown(props: AnswerMarkdownProps) {
  const { labels } = useAssistantRoot();
  return (
    <StreamingMarkdown
      data-slot="dsa-answer-text"
      text={props.text}
      streaming={props.streaming}
      onLinkClick={props.onLinkClick}
      className={props.className}
      labels={{ copyCode: labels.copyCode, copied: labels.copied }}
    />
  );
}
