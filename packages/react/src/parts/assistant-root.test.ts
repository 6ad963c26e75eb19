// @vitest-environment jsdom
import { act, createElement as h } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { AssistantPanel } from "./assistant-panel.tsx";
import { AssistantRoot } from "./assistant-root.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no media queries: a wide screen, so the panel keeps the layout it is given.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as MediaQueryList;

afterEach(() => {
  document.body.replaceChildren();
});

/** Opens a modal panel and returns the `<style>` elements it added to the document's head, with their nonces. */
function headStylesWhileOpen(nonce: string | undefined) {
  const before = new Set(document.head.querySelectorAll("style"));
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      h(
        AssistantRoot,
        { defaultOpen: true, nonce },
        h(
          AssistantPanel,
          { layout: "modal", "aria-describedby": undefined },
          h("input", { "aria-label": "Question" }),
        ),
      ),
    ),
  );
  const added = [...document.head.querySelectorAll("style")].filter((style) => !before.has(style));
  const result = added.map((style) => ({
    nonce: style.nonce || style.getAttribute("nonce"),
    css: style.textContent,
  }));
  act(() => root.unmount());
  return result;
}

describe("AssistantRoot nonce", () => {
  it("gives the modal's scroll-lock style the CSP nonce", () => {
    const styles = headStylesWhileOpen("r4nd0m");
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.some((style) => style.css?.includes("overflow: hidden"))).toBe(true);
    for (const style of styles) expect(style.nonce).toBe("r4nd0m");
  });
});
