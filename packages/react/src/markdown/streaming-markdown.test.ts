// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleAnswer } from "./sample-answer.ts";
import { mountMarkdown } from "./test-render.ts";

const mounted: { unmount: () => void }[] = [];
function mount(...args: Parameters<typeof mountMarkdown>) {
  const result = mountMarkdown(...args);
  mounted.push(result);
  return result;
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"],
  });
});
afterEach(() => {
  for (const item of mounted.splice(0)) item.unmount();
  vi.useRealTimers();
});

const root = (container: Element) => container.querySelector('[data-slot="dsa-markdown"]') as HTMLElement;

describe("StreamingMarkdown rendering", () => {
  it("renders headings two levels down, emphasis, lists, quotes, rules and breaks as elements", () => {
    const { container } = mount({ text: sampleAnswer, streaming: false });
    const markdown = root(container);
    expect(
      [...markdown.querySelectorAll("h3, h4, h5")].map(
        (heading) => `${heading.tagName}:${heading.textContent}`,
      ),
    ).toEqual(["H3:Installing the CLI", "H4:Steps", "H5:Troubleshooting"]);
    expect(markdown.querySelector("strong")?.textContent).toBe("CLI");
    expect(markdown.querySelector("em")?.textContent).toBe("npm");
    expect(markdown.querySelector("del")?.textContent).toBe("yarn");
    expect(markdown.querySelector('[data-slot="dsa-markdown-inline-code"]')?.textContent).toBe("pnpm");
    const ordered = markdown.querySelector("ol");
    expect(ordered?.children).toHaveLength(3);
    expect(ordered?.querySelector('[data-slot="dsa-code-block"]')?.textContent).toContain(
      "npm install --global",
    );
    const tasks = [...markdown.querySelectorAll<HTMLInputElement>('[data-slot="dsa-markdown-checkbox"]')];
    expect(tasks.map((checkbox) => [checkbox.checked, checkbox.disabled])).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(markdown.querySelector("ul ul li")?.textContent).toBe("nested item with bold text");
    expect(markdown.querySelector("blockquote")?.textContent).toContain("falls back to the config file");
    expect(markdown.querySelector("hr")).not.toBeNull();
    expect(markdown.querySelector("br")).not.toBeNull();
  });

  it("renders GFM tables with their alignment", () => {
    const { container } = mount({ text: sampleAnswer, streaming: false });
    const table = root(container).querySelector('[data-slot="dsa-table"]');
    expect(
      [...(table?.querySelectorAll("th") ?? [])].map((cell) => [cell.textContent, cell.dataset.align]),
    ).toEqual([
      ["Option", "left"],
      ["Default", "center"],
      ["Meaning", "right"],
    ]);
    expect([...(table?.querySelectorAll("tbody tr") ?? [])].map((row) => row.textContent)).toEqual([
      "--forcefalseOverwrite files",
      "--dir.Target directory",
    ]);
  });

  it("renders code blocks with their language and a copy button that shows a copied state", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { container } = mount({
      text: "```ts\nconst a = 1;\n```\n",
      streaming: false,
      labels: { copyCode: "Kopieren", copied: "Kopiert" },
    });
    const block = container.querySelector('[data-slot="dsa-code-block"]') as HTMLElement;
    expect(block.dataset.language).toBe("ts");
    expect(block.querySelector("code")?.textContent).toBe("const a = 1;");
    const button = block.querySelector('[data-slot="dsa-code-copy"]') as HTMLButtonElement;
    expect(button.textContent).toBe("Kopieren");
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith("const a = 1;");
    expect(button.textContent).toBe("Kopiert");
    expect(button.dataset.state).toBe("copied");
    act(() => vi.advanceTimersByTime(2000));
    expect(button.textContent).toBe("Kopieren");
  });

  it("opens external links in a new tab and lets the host handle clicks first", () => {
    const onLinkClick = vi.fn((_href: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    const { container } = mount({
      text: "[guide](/docs/guide) and [site](https://elsewhere.example.org/) and ![logo](/logo.png)",
      streaming: false,
      onLinkClick,
    });
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.target, link.rel])).toEqual(
      [
        ["guide", "/docs/guide", "", ""],
        ["site", "https://elsewhere.example.org/", "_blank", "noopener noreferrer"],
        ["logo", "/logo.png", "", ""],
      ],
    );
    expect(container.querySelector("img")).toBeNull();
    links[0]?.click();
    expect(onLinkClick).toHaveBeenCalledWith("/docs/guide", expect.objectContaining({ type: "click" }));
  });

  it("sets data-slot on the root and passes the host's class name through", () => {
    const { container } = mount({ text: "Hi", streaming: false, className: "host-class" });
    expect(root(container).className).toContain("host-class");
    expect(root(container).className).toContain("dsa:");
  });
});

describe("StreamingMarkdown with hostile input", () => {
  const hostile = [
    "<script>window.__pwned = 1</script>",
    "",
    '<img src="x" onerror="window.__pwned = 1">',
    "",
    "[a](javascript:window.__pwned=1) [b](JAVASCRIPT:alert(1)) [c](&#106;avascript:alert(1))",
    "[d](data:text/html;base64,PHNjcmlwdD4=) [e](vbscript:x) [f](<java script:alert(1)>) [g](javascript&colon;x)",
    '![h](javascript:alert(1)) <a href="javascript:alert(1)">i</a> <iframe src="https://evil.example"></iframe>',
    "",
    '<div onclick="alert(1)">block</div>',
  ].join("\n");

  it("renders scripts, event handlers, iframes and unsafe links as inert text", () => {
    const { container } = mount({ text: hostile, streaming: false });
    const markdown = root(container);
    expect(markdown.querySelectorAll("script, img, iframe, div[onclick], [onerror]")).toHaveLength(0);
    expect(markdown.querySelectorAll("a")).toHaveLength(0);
    expect(markdown.textContent).toContain("<script>window.__pwned = 1</script>");
    expect(markdown.textContent).toContain('<img src="x" onerror="window.__pwned = 1">');
    for (const text of ["a", "b", "c", "d", "e", "g", "h"]) {
      expect(markdown.textContent).toContain(text);
    }
    const everyAttribute = [...markdown.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.name),
    );
    expect(everyAttribute.filter((name) => name.startsWith("on") || name === "href")).toEqual([]);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe("StreamingMarkdown while streaming", () => {
  it("coalesces updates to one per animation frame and renders at once when streaming stops", () => {
    const view = mount({ text: "Hello", streaming: true });
    view.render({ text: "Hello wor", streaming: true });
    view.render({ text: "Hello world", streaming: true });
    expect(root(view.container).textContent).toBe("Hello");
    act(() => vi.advanceTimersToNextFrame());
    expect(root(view.container).textContent).toBe("Hello world");
    view.render({ text: "Hello world, done.", streaming: false });
    expect(root(view.container).textContent).toBe("Hello world, done.");
  });

  it.each([
    [
      "an unclosed fence, without a half-typed closing fence",
      "Text\n\n```js\nconst a = 1;\n``",
      "const a = 1;",
    ],
    ["an unclosed bold span, as bold", "Some **bold te", "bold te"],
    ["a half link, as its text without a link", "Read [the guide](/docs/gui", "the guide"],
  ])("shows %s", (_name, text, expected) => {
    const { container } = mount({ text, streaming: true });
    const markdown = root(container);
    expect(markdown.textContent).toContain(expected);
    expect(markdown.textContent).not.toMatch(/\*\*|``|\]\(/);
    expect(markdown.querySelectorAll("a")).toHaveLength(0);
  });

  it("hides a table header until its delimiter row arrives", () => {
    const view = mount({ text: "Intro\n\n| a | b |\n", streaming: true });
    expect(root(view.container).textContent).toBe("Intro");
    view.render({ text: "Intro\n\n| a | b |\n|---|---|\n| 1 | 2", streaming: true });
    act(() => vi.advanceTimersToNextFrame());
    expect(root(view.container).querySelectorAll("td")).toHaveLength(2);
  });

  it("continues the panel's h2 without skipping a level, even when the answer starts at ##", () => {
    const { container } = mount({
      text: "## Setup\n\n#### Details\n\n- ## In a list\n\n## Usage\n",
      streaming: false,
    });
    expect([...root(container).querySelectorAll("h3, h4, h5, h6")].map((heading) => heading.tagName)).toEqual(
      ["H3", "H4", "H3", "H3"],
    );
  });

  it("makes scrolling code and tables focusable groups with a name", () => {
    const { container } = mount({
      text: "```ts\nconst a = 1;\n```\n\n```\nplain\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n",
      streaming: false,
      labels: { code: "Código", table: "Tabla" },
    });
    const regions = [...root(container).querySelectorAll<HTMLElement>('[role="group"]')];
    expect(
      regions.map((region) => [region.tagName, region.getAttribute("aria-label"), region.tabIndex]),
    ).toEqual([
      ["PRE", "Código: ts", 0],
      ["PRE", "Código", 0],
      ["DIV", "Tabla", 0],
    ]);
  });

  it("renders an empty header cell as a data cell, so no header is left without a name", () => {
    const { container } = mount({ text: "|  | Price |\n| - | - |\n| Basic | 0 |\n", streaming: false });
    const header = root(container).querySelector("thead tr") as HTMLElement;
    expect([...header.children].map((cell) => [cell.tagName, cell.getAttribute("scope")])).toEqual([
      ["TD", null],
      ["TH", "col"],
    ]);
  });
});
