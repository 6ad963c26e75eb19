import type { Token, Tokens } from "marked";

/** Where an answer's heading outline stands before a block: what the next heading's level depends on. */
export interface HeadingOutline {
  /** The Markdown depth (1–6) of the answer's first heading; it becomes `<h3>`. */
  readonly firstDepth?: number;
  /** The HTML level of the last heading rendered; 2 (the panel's own heading) before the first. */
  readonly previousLevel: number;
}

/** The outline before an answer's first heading: answers sit under the panel's `<h2>`. */
export const initialHeadingOutline: HeadingOutline = { previousLevel: 2 };

/**
 * The HTML level (3–6) of a heading of Markdown `depth`, and the outline after it. The answer's first heading
 * becomes `<h3>` and deeper ones follow by their depth, but never more than one level below the heading before
 * (axe's `heading-order`): `#` then `###` renders h3 then h4. It depends only on the headings before, so a
 * finished block's levels never change when more text arrives.
 */
export function nextHeadingLevel(
  outline: HeadingOutline,
  depth: number,
): { level: 3 | 4 | 5 | 6; outline: HeadingOutline } {
  const firstDepth = outline.firstDepth ?? depth;
  const level = Math.max(3, Math.min(depth - firstDepth + 3, outline.previousLevel + 1, 6)) as 3 | 4 | 5 | 6;
  return { level, outline: { firstDepth, previousLevel: level } };
}

/** The outline after `tokens` (headings in lists and quotes included), without rendering them. */
export function advanceHeadingOutline(outline: HeadingOutline, tokens: readonly Token[]): HeadingOutline {
  let current = outline;
  for (const token of tokens) {
    if (token.type === "heading")
      current = nextHeadingLevel(current, (token as Tokens.Heading).depth).outline;
    else if (token.type === "blockquote") current = advanceHeadingOutline(current, token.tokens ?? []);
    else if (token.type === "list") {
      for (const item of (token as Tokens.List).items) current = advanceHeadingOutline(current, item.tokens);
    }
  }
  return current;
}
