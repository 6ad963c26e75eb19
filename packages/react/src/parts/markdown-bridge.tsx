/** Seam to the streaming markdown renderer in `../markdown/` (answers and their follow-up block). */

/** A follow-up question the answer suggested, linking to a page. */
export interface FollowUpSuggestion {
  /** The question, asked as is when chosen. */
  title: string;
  /** The page it relates to. */
  path: string;
}

/** Splits an answer into its body and the follow-up block at its end. */
export function splitAnswer(text: string): { body: string; suggestions: FollowUpSuggestion[] } {
  return { body: text, suggestions: [] };
}

/** Props of {@link AnswerMarkdown}. */
export interface AnswerMarkdownProps {
  /** The answer text so far. */
  text: string;
  /** Whether more text is still arriving. */
  streaming: boolean;
  /** Called when a link in the answer is clicked. */
  onLinkClick?: (href: string, event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** Extra classes. */
  className?: string;
}

/** Renders an answer's text. */
export function AnswerMarkdown(props: AnswerMarkdownProps) {
  return (
    <p data-slot="dsa-answer-text" className={props.className} style={{ whiteSpace: "pre-wrap" }}>
      {props.text}
    </p>
  );
}
