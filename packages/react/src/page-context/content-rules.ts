/**
 * Where page context may come from, and what identifies it: the ignore rules shared by the selection and
 * code-block watchers, and the `elementId` rule.
 */

/** Leaves out part of the page: an element (with everything inside it) or a predicate over the nearest element. */
export type IgnoreRule = Element | ((element: Element) => boolean);

/** Our widget (`data-dsa-root`), our own controls (`data-dsa-control`) and anything a host opts out (`data-dsa-ignore`). */
const alwaysIgnored = "[data-dsa-root],[data-dsa-control],[data-dsa-ignore]";

/**
 * Whether a node is off limits for page context: inside the widget, inside one of our controls, inside an
 * element marked `data-dsa-ignore`, or matched by the host's own rule. Shadow roots are crossed, so text in a
 * shadow tree whose host carries one of those attributes is ignored too.
 */
export function isIgnoredNode(node: Node, ignore?: IgnoreRule): boolean {
  let element: Element | null | undefined = node instanceof Element ? node : node.parentElement;
  if (element && ignore && (typeof ignore === "function" ? ignore(element) : ignore.contains(element)))
    return true;
  while (element) {
    if (element.closest(alwaysIgnored)) return true;
    element = (element.getRootNode() as ShadowRoot).host;
  }
  return false;
}

const identifiedHeadings = "h1[id],h2[id],h3[id],h4[id],h5[id],h6[id]";
// Node.DOCUMENT_POSITION_FOLLOWING; a literal so nothing reads the `Node` global at import time.
const documentPositionFollowing = 4;

/**
 * The `elementId` of context found in `element`: the element's own id, else the id of the closest heading
 * (`h1`–`h6`) before it or around it in `root`, else the id of its nearest ancestor inside `root`.
 * Headings win over ancestors because docs anchor their sections on headings, so the id names the section the
 * reader is in; `undefined` when nothing in `root` has an id.
 */
export function findElementId(element: Element, root: Element): string | undefined {
  if (element.id) return element.id;
  let heading: Element | undefined;
  for (const candidate of root.querySelectorAll(identifiedHeadings)) {
    if (!(candidate.compareDocumentPosition(element) & documentPositionFollowing)) break;
    heading = candidate;
  }
  if (heading) return heading.id;
  const ancestor = element.closest("[id]");
  return ancestor && root.contains(ancestor) ? ancestor.id : undefined;
}
