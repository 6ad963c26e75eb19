/** A follow-up the answer suggests: a question or page title, and the docs path it leads to. */
export interface Suggestion {
  /** The text shown (and asked, when the widget turns it into a question). */
  title: string;
  /** The docs path (or URL) it relates to. */
  path: string;
}

/** An answer split into the Markdown to render and the suggestions block at its end. */
export interface SplitSuggestionsResult {
  /** The answer without its `suggestions` block (and without the whitespace before it). */
  body: string;
  /** The suggestions, in order; empty when the answer has none (yet). */
  suggestions: Suggestion[];
}

const fenceOpening = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\n]*?)[ \t]*$/;
// The service writes `(Title)[/path]`; the ordinary Markdown order `[Title](/path)` is accepted too.
const serviceOrderItem = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?\((.+)\)\[([^\]\s]+)\]\s*$/;
const markdownOrderItem = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?\[(.+)\]\(([^)\s]+)\)\s*$/;

function parseSuggestion(line: string): Suggestion | undefined {
  const match = serviceOrderItem.exec(line) ?? markdownOrderItem.exec(line);
  const title = match?.[1]?.trim();
  const path = match?.[2];
  return title && path ? { title, path } : undefined;
}

const isPrefixOfSuggestionsTag = (info: string) => "suggestions".startsWith(info.toLowerCase());

/**
 * Splits an answer into its body and the fenced `suggestions` block it may end with. Works on partial
 * text while streaming: an unclosed block, or a last line that is still typing out its opening fence
 * (`` ``` `` … `` ```sugges ``), is removed from the body too, so it never flashes as a code block.
 */
export function splitSuggestions(text: string): SplitSuggestionsResult {
  const lines = text.split("\n");
  let openFence: { marker: string; line: number; info: string } | undefined;
  let block: { start: number; end: number } | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (openFence) {
      const closing = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
      if (closing && closing[0] === openFence.marker[0] && closing.length >= openFence.marker.length) {
        if (openFence.info.toLowerCase() === "suggestions") block = { start: openFence.line, end: index + 1 };
        openFence = undefined;
      }
      continue;
    }
    const opening = fenceOpening.exec(line);
    if (opening?.[1]) openFence = { marker: opening[1], line: index, info: opening[2] ?? "" };
  }
  if (openFence) {
    const isLastLine = openFence.line === lines.length - 1;
    const info = openFence.info;
    if (info.toLowerCase() === "suggestions" || (isLastLine && isPrefixOfSuggestionsTag(info))) {
      block = { start: openFence.line, end: lines.length };
    }
  }
  // Only a block that ends the answer counts: one in the middle is ordinary content.
  if (!block || lines.slice(block.end).some((line) => line.trim() !== "")) {
    return { body: text, suggestions: [] };
  }
  const suggestions: Suggestion[] = [];
  for (const line of lines.slice(block.start + 1, block.end)) {
    const suggestion = parseSuggestion(line);
    if (suggestion) suggestions.push(suggestion);
  }
  return { body: lines.slice(0, block.start).join("\n").trimEnd(), suggestions };
}
