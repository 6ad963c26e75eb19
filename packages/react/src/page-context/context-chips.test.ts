// @vitest-environment jsdom
import { maxContextValueLength } from "@docs-assistant/core";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ContextChips, contextPreview } from "./context-chips.tsx";
import { createContextTray } from "./context-tray.ts";

let root: Root | undefined;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

function render(element: ReturnType<typeof createElement>) {
  container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  act(() => root?.render(element));
}

describe("ContextChips", () => {
  it("shows one removable pill per item, with its kind and a one-line preview", () => {
    const tray = createContextTray();
    tray.add({ type: "textSelection", value: "  The retrievalPageSize\n  option  " });
    tray.add({ type: "code", value: "```ts\nconst answer = 42;\n```" });
    const onRemove = vi.fn();
    render(
      createElement(ContextChips, {
        entries: tray.entries(),
        onRemove,
        className: "host-class",
        id: "chips",
      }),
    );
    const list = container.querySelector('[data-slot="dsa-context-chips"]');
    expect(list?.id).toBe("chips");
    expect(list?.className).toContain("host-class");
    const chips = [...container.querySelectorAll('[data-slot="dsa-context-chip"]')];
    expect(chips.map((chip) => chip.getAttribute("data-type"))).toEqual(["textSelection", "code"]);
    expect(chips.map((chip) => chip.textContent)).toEqual([
      "SelectionThe retrievalPageSize option",
      "Codeconst answer = 42;",
    ]);
    const remove = chips[1]?.querySelector("button");
    expect(remove?.getAttribute("aria-label")).toBe("Remove context: const answer = 42;");
    act(() => remove?.click());
    expect(onRemove).toHaveBeenCalledWith(1);
  });

  it("says when a value was cut", () => {
    const tray = createContextTray();
    tray.add({ type: "textSelection", value: "x".repeat(maxContextValueLength + 1) });
    tray.add({ type: "textSelection", value: "short" });
    render(createElement(ContextChips, { entries: tray.entries(), onRemove: () => {} }));
    const notes = [...container.querySelectorAll('[data-slot="dsa-context-chip-note"]')];
    expect(notes.map((note) => note.textContent)).toEqual(["(truncated to 4,000 characters)"]);
    expect(notes[0]?.closest("li")?.hasAttribute("data-truncated")).toBe(true);
  });

  it("takes translated labels and renders nothing without entries", () => {
    const tray = createContextTray();
    tray.add({ type: "code", value: "ls" });
    render(
      createElement(ContextChips, {
        entries: tray.entries(),
        onRemove: () => {},
        labels: { code: "Code source", remove: (preview) => `Retirer ${preview}` },
      }),
    );
    expect(container.textContent).toBe("Code sourcels");
    expect(container.querySelector("button")?.getAttribute("aria-label")).toBe("Retirer ls");
    act(() => root?.render(createElement(ContextChips, { entries: [], onRemove: () => {} })));
    expect(container.innerHTML).toBe("");
  });
});

describe("contextPreview", () => {
  it("collapses whitespace and shortens long values", () => {
    expect(contextPreview({ type: "textSelection", value: "a\n\n  b" })).toBe("a b");
    const preview = contextPreview({ type: "textSelection", value: "word ".repeat(40) });
    expect(preview).toHaveLength(60);
    expect(preview.endsWith("…")).toBe(true);
  });

  it("leaves out the fence of a code item but not backticks in a selection", () => {
    expect(contextPreview({ type: "code", value: "````md\n```js\n````" })).toBe("```js");
    expect(contextPreview({ type: "textSelection", value: "```ts\nx\n```" })).toBe("```ts x ```");
  });
});
