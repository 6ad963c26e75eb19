/** One piece of page context the reader attached to a question, as the contract sends it. */
export interface ContextItem {
  /** `code` for a code block, `textSelection` for selected text. */
  type: "code" | "textSelection";
  /** The code or the selected text. */
  value: string;
  /** Path of the page (or file) it came from. */
  path?: string;
  /** Id of the element that holds it (a heading anchor or an element id). */
  elementId?: string;
}

/** Longest `currentPath` the service accepts. */
export const maxCurrentPathLength = 200;

/**
 * Clamps a page path to the service's 200-character limit.
 * Rule: a path within the limit is sent as is; a longer one first loses its `#hash`, then its `?query`,
 * and if still too long is cut to 200 characters, never inside a `%XX` escape.
 */
export function clampCurrentPath(path: string): string {
  if (path.length <= maxCurrentPathLength) return path;
  let clamped = path.replace(/#.*$/s, "");
  if (clamped.length > maxCurrentPathLength) clamped = clamped.replace(/\?.*$/s, "");
  if (clamped.length <= maxCurrentPathLength) return clamped;
  clamped = clamped.slice(0, maxCurrentPathLength);
  const brokenEscape = clamped.search(/%[0-9A-Fa-f]?$/);
  return brokenEscape === -1 ? clamped : clamped.slice(0, brokenEscape);
}

/** Longest context value sent, in characters; longer values are cut with a visible marker. */
export const maxContextValueLength = 4000;
/** Most context items sent with one question. */
export const maxContextItems = 5;

const truncationMarker = "\n… [truncated]";

/** Bounds a context item's value to {@link maxContextValueLength}, marking the cut; returns whether it was cut. */
export function boundContextItem(item: ContextItem): { item: ContextItem; truncated: boolean } {
  if (item.value.length <= maxContextValueLength) return { item, truncated: false };
  const value = item.value.slice(0, maxContextValueLength - truncationMarker.length) + truncationMarker;
  return { item: { ...item, value }, truncated: true };
}
