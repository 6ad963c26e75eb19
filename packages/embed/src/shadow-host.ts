/** Tag of the element that carries the widget's shadow root; hosts theme it as `docs-assistant::part(…)`. */
export const hostTagName = "docs-assistant";

/**
 * Creates the widget's host element (not yet in the page) with an open shadow root.
 * Inside the shadow tree `!important` beats even a page's `!important` rules on our element, so `:host` resets every
 * property (`all` leaves custom properties alone, so `--dsa-*` variables still inherit) and renders no box.
 */
export function createShadowHost(): { host: HTMLElement; shadowRoot: ShadowRoot } {
  const host = document.createElement(hostTagName);
  host.setAttribute("data-dsa-root", "");
  const shadowRoot = host.attachShadow({ mode: "open" });
  return { host, shadowRoot };
}

/**
 * Adds `css` to `root`. A constructed stylesheet is exempt from a strict `style-src` CSP; where constructed sheets
 * are missing, a `<style>` carries the nonce.
 */
export function adoptCss(root: ShadowRoot, css: string, nonce: string | undefined): void {
  if (root.adoptedStyleSheets) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement("style");
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  root.append(style);
}
