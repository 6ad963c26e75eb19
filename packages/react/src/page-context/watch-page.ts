import type { ContextItem } from "@docs-assistant/core";
import type { AskControlLabels } from "./ask-control.ts";
import { getCurrentPath } from "./current-path.ts";
import { watchCodeBlocks } from "./watch-code-blocks.ts";
import { watchSelection } from "./watch-selection.ts";

/** Options of {@link watchPage}. */
export interface WatchPageOptions {
  /** The site's content; selections and code blocks elsewhere are left alone. */
  root: Element;
  /** Called with the item when the reader chooses an "Ask AI" control. */
  onAsk: (item: ContextItem) => void;
  /** Text of the control by selected text (English where left out), or `false` for none. */
  selection: Partial<AskControlLabels> | false;
  /** Text of each code block's control (English where left out), or `false` for none. */
  codeBlocks: Partial<AskControlLabels> | false;
  /** The `path` of each item, read when the reader asks; `undefined` falls back to {@link getCurrentPath}. */
  getPath?: () => string | undefined;
}

/**
 * Starts the selection and code-block watchers `<DocsAssistant>` and the embed offer, in one module they load when
 * the page is idle, so neither the launcher nor the panel carries them. Returns `stop()`.
 */
export function watchPage(options: WatchPageOptions): () => void {
  const { root, onAsk, selection, codeBlocks } = options;
  const getPath = () => options.getPath?.() ?? getCurrentPath();
  const stops = [
    selection && watchSelection({ root, onAsk, labels: selection, getPath }),
    codeBlocks && watchCodeBlocks({ root, onAsk, labels: codeBlocks, getPath }),
  ];
  return () => {
    for (const stop of stops) if (stop) stop();
  };
}
