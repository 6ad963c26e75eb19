import type { ContextItem } from "@docs-assistant/core";
import { useEffect } from "react";
import type { AskControlLabels } from "./ask-control.ts";
import type { IgnoreRule } from "./content-rules.ts";
import { getCurrentPath } from "./current-path.ts";
import { type ElementSource, resolveElement } from "./element-source.ts";
import { useLatest } from "./use-latest.ts";
import { watchSelection } from "./watch-selection.ts";

/** Options of {@link useSelectionContext}. */
export interface UseSelectionContextOptions {
  /** Called with a `textSelection` item when the reader chooses the "Ask AI" control. */
  onAsk: (item: ContextItem) => void;
  /** The site's content, as an element or a ref; selections elsewhere are ignored. @default document.body */
  root?: ElementSource;
  /** More of the page to leave out; a predicate is read fresh on every check. */
  ignore?: IgnoreRule;
  /** Whether the control is offered at all. @default true */
  enabled?: boolean;
  /** Text of the control. @default { text: "Ask AI", ariaLabel: "Ask AI about the selected text" } */
  labels?: Partial<AskControlLabels>;
  /** The `path` of each item, read when the reader asks. @default getCurrentPath */
  getPath?: () => string | undefined;
}

/**
 * Offers "Ask AI" on text the reader selects ({@link watchSelection}) while mounted and `enabled`.
 * Callbacks are read through refs, so passing new functions each render neither re-subscribes nor goes stale.
 */
export function useSelectionContext(options: UseSelectionContextOptions): void {
  const { root, enabled = true, labels, ignore } = options;
  const latest = useLatest(options);
  const text = labels?.text;
  const ariaLabel = labels?.ariaLabel;
  const ignoreElement = ignore instanceof Element ? ignore : undefined;
  useEffect(() => {
    if (!enabled) return;
    return watchSelection({
      root: resolveElement(root),
      onAsk: (item) => latest.current.onAsk(item),
      ignore: ignoreElement ?? ((element) => matchesIgnore(latest.current.ignore, element)),
      labels: definedLabels(text, ariaLabel),
      getPath: () => (latest.current.getPath ?? getCurrentPath)(),
    });
  }, [enabled, root, ignoreElement, text, ariaLabel, latest]);
}

/** Applies a predicate rule read at check time (element rules go to the watcher as they are). */
export function matchesIgnore(rule: IgnoreRule | undefined, element: Element): boolean {
  return typeof rule === "function" && rule(element);
}

/** The labels a host set, without `undefined` entries that would hide the defaults. */
export function definedLabels(
  text: string | undefined,
  ariaLabel: string | undefined,
): Partial<AskControlLabels> {
  return { ...(text !== undefined && { text }), ...(ariaLabel !== undefined && { ariaLabel }) };
}
