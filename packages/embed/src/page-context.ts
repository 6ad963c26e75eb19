/**
 * The page-context chunk (`dist/page-context-*.js`, no React): the "Ask AI" controls on selected text and on
 * code blocks, from `@docs-assistant/react`'s framework-free `watchPage`. The launcher imports it once the page
 * has code blocks (when idle) or the reader first selects text, keeping the launcher itself within its budget.
 */
import type { ContextItem } from "@docs-assistant/core";
import type { DocsAssistantLabels } from "@docs-assistant/react";
import { type AskControlLabels, watchPage } from "@docs-assistant/react/page-context";

/** A control's labels from the site's `data-labels`, leaving out the ones it did not give (English then). */
function controlLabels(text: string | undefined, ariaLabel: string | undefined): Partial<AskControlLabels> {
  return { ...(text && { text }), ...(ariaLabel && { ariaLabel }) };
}

/** Shows the controls inside `root`, labelled from `labels`; choosing one calls `onAsk`. Returns `stop()`. */
export function watchEmbedPage(
  root: Element,
  onAsk: (item: ContextItem) => void,
  labels: Partial<DocsAssistantLabels> = {},
): () => void {
  return watchPage({
    root,
    onAsk,
    selection: controlLabels(labels.askSelection, labels.askSelectionDescription),
    codeBlocks: controlLabels(labels.askCode, labels.askCodeDescription),
  });
}
