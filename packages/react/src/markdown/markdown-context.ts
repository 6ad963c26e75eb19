import { createContext, type MouseEvent, type RefObject, useContext } from "react";

/** Texts of the renderer's own controls, for translation. */
export interface MarkdownLabels {
  /** Accessible name of a code block's copy button. @default "Copy code" */
  copyCode?: string;
  /** Shown (and announced) after the code was copied. @default "Copied" */
  copied?: string;
  /** Accessible name of a code block's scrolling region, followed by its language (`Code: ts`). @default "Code" */
  code?: string;
  /** Accessible name of a table's scrolling region. @default "Table" */
  table?: string;
}

/** What the blocks of one `StreamingMarkdown` share; stable for its lifetime so memoised blocks never re-render for it. */
export interface MarkdownContextValue {
  /** The host's link handler, read through a ref so a new callback never re-renders finished blocks. */
  onLinkClickRef: RefObject<((href: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined>;
  /** Resolved labels. */
  labels: Required<MarkdownLabels>;
}

const defaultContext: MarkdownContextValue = {
  onLinkClickRef: { current: undefined },
  labels: { copyCode: "Copy code", copied: "Copied", code: "Code", table: "Table" },
};

/** Context of the enclosing `StreamingMarkdown` (defaults apply when a block is rendered on its own). */
export const MarkdownContext = createContext<MarkdownContextValue>(defaultContext);

/** Reads the enclosing `StreamingMarkdown`'s shared values. */
export function useMarkdownContext(): MarkdownContextValue {
  return useContext(MarkdownContext);
}

/** The labels used when the host gives none. */
export const defaultLabels = defaultContext.labels;
