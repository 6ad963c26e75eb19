import type { ContextItem } from "@docs-assistant/core";

/** Text of an "Ask AI" control. */
export interface AskControlLabels {
  /** Visible text of the button. */
  text: string;
  /** Accessible name of the button; it should start with the visible text. */
  ariaLabel: string;
}

/** An "Ask AI" button in a shadow root of its own, so host CSS cannot reach it. */
export interface AskControl {
  /** The element placed in the page (`<dsa-ask-ai data-dsa-control>`). */
  host: HTMLElement;
  /** The real `<button>` inside the host's open shadow root. */
  button: HTMLButtonElement;
}

/**
 * The button's own look. Host rules cannot select into a shadow tree, and `:host { all: initial }` stops the
 * inherited ones at our element, so a host's `button`, `*` or `!important` rules never reach it; `--dsa-accent`,
 * `--dsa-accent-foreground` and `--dsa-radius` theme it, and `::part(button)` lets a host restyle it on purpose.
 */
const buttonStyle =
  "button{border:0;cursor:pointer;white-space:nowrap;padding:4px 10px;font:500 12px/1.4 system-ui,sans-serif;color:var(--dsa-accent-foreground,#fff);background:var(--dsa-accent,#4f46e5);border-radius:var(--dsa-radius,6px);box-shadow:0 2px 8px #0004}";

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Creates a control. `hostStyle` places the host element; its declarations should be `!important`, which inside
 * the shadow tree beats even a host page's `!important` rules on our element.
 */
export function createAskControl(
  hostStyle: string,
  labels: AskControlLabels,
  onChoose: () => void,
): AskControl {
  const host = document.createElement("dsa-ask-ai");
  host.setAttribute("data-dsa-control", "");
  const shadow = host.attachShadow({ mode: "open" });
  const css = `:host{all:initial!important;${hostStyle}}${buttonStyle}`;
  // A constructed sheet is exempt from a strict `style-src` CSP, which would block an inline <style>.
  if (shadow.adoptedStyleSheets) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    shadow.adoptedStyleSheets = [sheet];
  } else shadow.append(Object.assign(document.createElement("style"), { textContent: css }));
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = labels.text;
  button.setAttribute("aria-label", labels.ariaLabel);
  button.setAttribute("part", "button");
  // Pressing the button must not collapse the reader's selection before we read it.
  button.addEventListener("mousedown", (event) => event.preventDefault());
  button.addEventListener("click", onChoose);
  shadow.append(button);
  return { host, button };
}

/** Builds a context item, leaving out `path` and `elementId` when unknown. */
export function createContextItem(
  type: ContextItem["type"],
  value: string,
  path: string | undefined,
  elementId: string | undefined,
): ContextItem {
  const item: ContextItem = { type, value };
  if (path) item.path = path;
  if (elementId) item.elementId = elementId;
  return item;
}
