import type { ContextItem } from "@docs-assistant/core";
import {
  type AskControl,
  type AskControlLabels,
  createAskControl,
  createContextItem,
} from "./ask-control.ts";
import { findElementId, type IgnoreRule, isIgnoredNode } from "./content-rules.ts";
import { getCurrentPath } from "./current-path.ts";

/** Options of {@link watchSelection}. */
export interface WatchSelectionOptions {
  /** Called with a `textSelection` item when the reader chooses the control. */
  onAsk: (item: ContextItem) => void;
  /** The site's content; selections elsewhere are ignored. @default document.body */
  root?: Element;
  /** More of the page to leave out, besides the widget and anything marked `data-dsa-ignore`. */
  ignore?: IgnoreRule;
  /** Text of the control. @default { text: "Ask AI", ariaLabel: "Ask AI about the selected text" } */
  labels?: Partial<AskControlLabels>;
  /** The `path` of each item. @default getCurrentPath */
  getPath?: () => string | undefined;
}

const gap = 8;

/**
 * Shows an "Ask AI" button next to text the reader selects in `root`, with the mouse or the keyboard.
 * The button is fixed-positioned from the selection's bounding box (above it, flipped below near the top of the
 * viewport, aligned to the selection's start in the text direction) and sits in the DOM right after the
 * selection's element, so Tab reaches it next; Escape dismisses it until the selection changes.
 * Choosing it calls `onAsk({ type: "textSelection", value, path, elementId })`. Returns `dispose()`.
 */
export function watchSelection(options: WatchSelectionOptions): () => void {
  const root = options.root ?? document.body;
  let control: AskControl | undefined;
  let selected: { value: string; start: Element } | undefined;
  let anchor: Element | undefined;
  let frame = 0;
  let pointerDown = false;
  let dismissed = false;

  const hide = () => {
    control?.host.remove();
    selected = undefined;
  };

  const update = () => {
    frame = 0;
    if (control && control.host === document.activeElement && selected) return;
    const selection = document.getSelection();
    const range = selection?.rangeCount ? selection.getRangeAt(0) : undefined;
    const value = selection?.toString().trim();
    if (!range || !value || pointerDown || dismissed || !acceptsRange(range, root, options.ignore))
      return hide();
    const start = elementOf(range.startContainer);
    const end = elementOf(range.endContainer);
    const rect = range.getBoundingClientRect();
    if (rect.bottom < 0 || rect.top > innerHeight) return hide();
    selected = { value, start };
    control ??= createAskControl(
      "position:fixed!important;top:0!important;left:0!important;z-index:2147483000!important",
      { text: "Ask AI", ariaLabel: "Ask AI about the selected text", ...options.labels },
      () => {
        if (selected) {
          const path = (options.getPath ?? getCurrentPath)();
          options.onAsk(
            createContextItem("textSelection", selected.value, path, findElementId(selected.start, root)),
          );
        }
        dismissed = true;
        hide();
      },
    );
    if (anchor !== end || !control.host.isConnected) {
      anchor = end;
      // Right after the selection's element in the DOM, so the next Tab lands on it; fixed, so no layout shift.
      if (end === root || end.contains(root)) root.append(control.host);
      else end.after(control.host);
    }
    place(control.button, rect, getComputedStyle(start).direction === "rtl");
  };

  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  const onSelectionChange = () => {
    dismissed = false;
    schedule();
  };
  const onPointerDown = (event: Event) => {
    if (control && event.target === control.host) return;
    pointerDown = true;
    hide();
  };
  const onPointerUp = () => {
    pointerDown = false;
    schedule();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !control?.host.isConnected) return;
    dismissed = true;
    hide();
  };
  const onViewportChange = () => selected && schedule();

  const listeners: [EventTarget, string, (event: never) => void][] = [
    [document, "selectionchange", onSelectionChange],
    [document, "pointerdown", onPointerDown],
    [document, "pointerup", onPointerUp],
    [document, "keydown", onKeyDown],
    [window, "scroll", onViewportChange],
    [window, "resize", onViewportChange],
  ];
  for (const [target, type, listener] of listeners)
    target.addEventListener(type, listener as EventListener, true);
  schedule();
  return () => {
    for (const [target, type, listener] of listeners)
      target.removeEventListener(type, listener as EventListener, true);
    cancelAnimationFrame(frame);
    hide();
  };
}

function elementOf(node: Node): Element {
  return node instanceof Element ? node : (node.parentElement as Element);
}

/**
 * A selection counts when it lies inside `root` and nowhere near an ignored element, and the reader is not
 * typing in a field (whose selection the page does not own). A selection inside a shadow tree is reported on
 * its host, so the nodes at the range's boundaries are checked as well as their containers. Focus merely resting
 * on the widget (its launcher, or a control the panel returned focus to) does not veto a selection elsewhere.
 */
function acceptsRange(range: Range, root: Element, ignore: IgnoreRule | undefined): boolean {
  const active = document.activeElement;
  if (active && (active.matches("input,textarea,select") || (active as HTMLElement).isContentEditable))
    return false;
  if (active && isIgnoredNode(active) && range.intersectsNode(active)) return false;
  if (!root.contains(range.commonAncestorContainer)) return false;
  const nodes = [
    range.startContainer,
    range.endContainer,
    range.startContainer.childNodes[range.startOffset],
    range.endContainer.childNodes[range.endOffset - 1],
  ];
  return !nodes.some((node) => node && isIgnoredNode(node, ignore));
}

/** Places the button by the selection: above it, or below when there is no room, kept inside the viewport. */
function place(button: HTMLElement, rect: DOMRect, rightToLeft: boolean) {
  const { width, height } = button.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth;
  let top = rect.top - height - gap;
  if (top < gap) top = rect.bottom + gap;
  const left = rightToLeft ? rect.right - width : rect.left;
  button.style.position = "absolute";
  button.style.top = `${Math.max(gap, Math.min(top, innerHeight - height - gap))}px`;
  button.style.left = `${Math.max(gap, Math.min(left, viewportWidth - width - gap))}px`;
}
