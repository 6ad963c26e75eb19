import type { ContextItem } from "@docs-assistant/core";
import { useEffect } from "react";
import type { AskControlLabels } from "./ask-control.ts";
import type { IgnoreRule } from "./content-rules.ts";
import { getCurrentPath } from "./current-path.ts";
import { type ElementSource, resolveElement } from "./element-source.ts";
import { useLatest } from "./use-latest.ts";
import { definedLabels, matchesIgnore } from "./use-selection-context.ts";
import { watchCodeBlocks } from "./watch-code-blocks.ts";

/** Options of {@link useCodeBlockContext}. */
export interface UseCodeBlockContextOptions {
  /** Called with a `code` item when the reader chooses a block's "Ask AI" button. */
  onAsk: (item: ContextItem) => void;
  /** The site's content, as an element or a ref; only blocks inside it get a button. @default document.body */
  root?: ElementSource;
  /** Matches the element holding a block's code. @default "pre > code" */
  selector?: string;
  /** More blocks to leave out; a predicate is read fresh on every scan. */
  ignore?: IgnoreRule;
  /** Whether blocks get buttons at all. @default true */
  enabled?: boolean;
  /** Text of each button. @default { text: "Ask AI", ariaLabel: "Ask AI about this code" } */
  labels?: Partial<AskControlLabels>;
  /** The `path` of each item, read when the reader asks. @default getCurrentPath */
  getPath?: () => string | undefined;
}

/**
 * Gives every code block an "Ask AI" button ({@link watchCodeBlocks}) while mounted and `enabled`.
 * Callbacks are read through refs, so passing new functions each render neither re-subscribes nor goes stale.
 */
export function useCodeBlockContext(options: UseCodeBlockContextOptions): void {
  const { root, selector, enabled = true, labels, ignore } = options;
  const latest = useLatest(options);
  const text = labels?.text;
  const ariaLabel = labels?.ariaLabel;
  const ignoreElement = ignore instanceof Element ? ignore : undefined;
  useEffect(() => {
    if (!enabled) return;
    return watchCodeBlocks({
      root: resolveElement(root),
      selector,
      onAsk: (item) => latest.current.onAsk(item),
      ignore: ignoreElement ?? ((element) => matchesIgnore(latest.current.ignore, element)),
      labels: definedLabels(text, ariaLabel),
      getPath: () => (latest.current.getPath ?? getCurrentPath)(),
    });
  }, [enabled, root, selector, ignoreElement, text, ariaLabel, latest]);
}
