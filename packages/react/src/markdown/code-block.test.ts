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

  it("highlights a long block in slices, keeping the rest as plain text, never cutting inside a comment", async () => {
    const line = (index: number) => `const value${index} = ${index}; // line ${index}`;
    const lines = Array.from({ length: 400 }, (_, index) => line(index));
    // A block comment whose first line holds character 2048, where the first slice would end without the rule.
    const opening = lines.findIndex((_, index) => lines.slice(0, index + 1).join("\n").length >= 2048);
    lines.splice(opening, 0, "/* a comment", "   across lines */");
    expect(lines.slice(0, opening + 1).join("\n").length).toBeGreaterThan(2048);
    expect(lines.slice(0, opening).join("\n").length).toBeLessThan(2048);
    const code = lines.join("\n");
    const view = mountMarkdown({ text: `\`\`\`ts\n${code}\n\`\`\`\n`, streaming: false });
    mounted.push(view);
    const block = view.container.querySelector('[data-slot="dsa-code-block"]') as HTMLElement;
    const element = view.container.querySelector('[data-slot="dsa-code"]') as HTMLElement;

    expect(tokensOf(element).length).toBeGreaterThan(0);
    expect(block.hasAttribute("data-highlighted")).toBe(false);
    expect(element.textContent).toBe(code);

    for (let task = 0; task < 50 && !block.hasAttribute("data-highlighted"); task++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
    expect(block.hasAttribute("data-highlighted")).toBe(true);
    expect(element.textContent).toBe(code);
    const comments = tokensOf(element).filter((token) => token.getAttribute("data-scope") === "comment");
    expect(comments.map((comment) => comment.textContent)).toContain("/* a comment\n   across lines */");
    expect(comments).toHaveLength(401);
  });
});
