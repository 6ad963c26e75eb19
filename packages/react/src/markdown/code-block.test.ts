// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { getLoadedHighlighter, loadHighlighter } from "./highlighter.ts";
import { mountMarkdown } from "./test-render.ts";

const mounted: { unmount: () => void }[] = [];
afterEach(() => {
  for (const item of mounted.splice(0)) item.unmount();
});

const tokensOf = (element: Element) => [...element.querySelectorAll('[data-slot="dsa-code-token"]')];

// The highlighter is module state: these tests run in order, the first one before anything loaded it.
describe("code highlighting", () => {
  it("shows plain code first and replaces it with highlighted elements once highlight.js has loaded", async () => {
    expect(getLoadedHighlighter()).toBeUndefined();
    const view = mountMarkdown({ text: "```ts\nconst answer: number = 42; // why\n```\n", streaming: false });
    mounted.push(view);
    const code = view.container.querySelector('[data-slot="dsa-code"]') as HTMLElement;
    expect(code.textContent).toBe("const answer: number = 42; // why");
    expect(tokensOf(code)).toHaveLength(0);

    await act(async () => {
      await loadHighlighter();
    });

    expect(code.textContent).toBe("const answer: number = 42; // why");
    const scopes = tokensOf(code).map((token) => [token.getAttribute("data-scope"), token.textContent]);
    expect(scopes).toEqual(
      expect.arrayContaining([
        ["keyword", "const"],
        ["number", "42"],
        ["comment", "// why"],
      ]),
    );
    expect(code.querySelector("[data-scope=keyword]")?.className).toMatch(/^dsa:/);
    expect(
      view.container.querySelector('[data-slot="dsa-code-block"]')?.hasAttribute("data-highlighted"),
    ).toBe(true);
  });

  it("renders markup inside code as text, never as elements", async () => {
    const view = mountMarkdown({
      text: '```html\n<img src=x onerror="alert(1)"><script>1</script>\n```\n',
      streaming: false,
    });
    mounted.push(view);
    await act(async () => {
      await loadHighlighter();
    });
    const code = view.container.querySelector('[data-slot="dsa-code"]') as HTMLElement;
    expect(tokensOf(code).length).toBeGreaterThan(0);
    expect(code.querySelectorAll("img, script")).toHaveLength(0);
    expect(code.textContent).toBe('<img src=x onerror="alert(1)"><script>1</script>');
  });

  it("leaves the unfinished block of a stream and unknown languages unhighlighted", async () => {
    await act(async () => {
      await loadHighlighter();
    });
    const streaming = mountMarkdown({ text: "```js\nconst a = 1;\n", streaming: true });
    mounted.push(streaming);
    expect(tokensOf(streaming.container)).toHaveLength(0);
    streaming.render({ text: "```js\nconst a = 1;\n```\n", streaming: false });
    expect(tokensOf(streaming.container).length).toBeGreaterThan(0);

    const unknown = mountMarkdown({ text: "```brainfuck\n+++.\n```\n", streaming: false });
    mounted.push(unknown);
    expect(unknown.container.querySelector('[data-slot="dsa-code"]')?.textContent).toBe("+++.");
    expect(tokensOf(unknown.container)).toHaveLength(0);
  });
});
