/**
 * The page-context chunk (`dist/page-context-*.js`, no React): the "Ask AI" controls on selected text and on
 * code blocks, from `@docs-assistant/react`'s framework-free watchers. The launcher imports it once the page has
 * code blocks (when idle) or the reader first selects text, keeping the launcher itself within its budget.
 */
import type { ContextItem } from "@docs-assistant/core";
import { watchCodeBlocks, watchSelection } from "@docs-assistant/react/page-context";

/** Shows the controls inside `root`; choosing one calls `onAsk` with the context item. Returns `stop()`. */
export function watchPage(root: Element, onAsk: (item: ContextItem) => void): () => void {
  const stops = [watchSelection({ root, onAsk }), watchCodeBlocks({ root, onAsk })];
  return () => {
    for (const stop of stops) stop();
  };
}
