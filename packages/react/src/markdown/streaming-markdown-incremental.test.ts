// @vitest-environment jsdom
import type { Token } from "marked";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderBlock } from "./render-block.tsx";
import { sampleAnswer } from "./sample-answer.ts";
import { mountMarkdown } from "./test-render.ts";

// Every render of a block component goes through renderBlock, so counting its calls counts block renders.
vi.mock("./render-block.tsx", async (importOriginal) => {
  const original = await importOriginal<typeof import("./render-block.tsx")>();
  return { ...original, renderBlock: vi.fn(original.renderBlock) };
});
const renderBlockMock = vi.mocked(renderBlock);

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"],
  });
  renderBlockMock.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Splits text into `count` chunks of pseudo-random sizes (seeded, so a failure can be replayed). */
function randomChunks(text: string, count: number, seed: number): string[] {
  let state = seed;
  const cuts = new Set<number>();
  while (cuts.size < count - 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    cuts.add(1 + (state % (text.length - 1)));
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  return [0, ...sorted].map((start, position) => text.slice(start, sorted[position] ?? text.length));
}

function streamChunks(chunks: readonly string[]) {
  const view = mountMarkdown({ text: "", streaming: true });
  let text = "";
  const rendersPerFrame: number[] = [];
  for (const chunk of chunks) {
    text += chunk;
    const before = renderBlockMock.mock.calls.length;
    view.render({ text, streaming: true });
    act(() => vi.advanceTimersToNextFrame());
    rendersPerFrame.push(renderBlockMock.mock.calls.length - before);
  }
  return { view, text, rendersPerFrame };
}

const longAnswer = Array.from({ length: 6 }, (_, part) => sampleAnswer.replaceAll("CLI", `CLI ${part}`)).join(
  "\n",
);

describe("StreamingMarkdown incrementality", () => {
  it("renders every finished block once while 200 chunks stream in", () => {
    const { view, rendersPerFrame } = streamChunks(randomChunks(longAnswer, 200, 7));
    const renderedTokens = renderBlockMock.mock.calls.map(([token]) => token);
    const finishedTokens = new Set<Token>();
    // The blocks React still shows from finished state are the ones after the last frame, minus the tail.
    const finalCalls = renderBlockMock.mock.calls.filter(([, options]) => options.complete);
    for (const [token] of finalCalls) finishedTokens.add(token);
    expect(finishedTokens.size).toBeGreaterThan(50);
    for (const token of finishedTokens) {
      expect(renderedTokens.filter((rendered) => rendered === token)).toHaveLength(1);
    }
    // Renders per frame stay bounded by the tail and newly finished blocks; they do not grow with the document.
    const firstQuarter = Math.max(...rendersPerFrame.slice(0, 50));
    const lastQuarter = Math.max(...rendersPerFrame.slice(-50));
    expect(lastQuarter).toBeLessThanOrEqual(Math.max(firstQuarter, 8));
    expect(renderBlockMock.mock.calls.length).toBeLessThan(200 * 8);
    view.unmount();
  });

  it("keeps the DOM nodes of finished blocks while later chunks arrive", () => {
    const chunks = randomChunks(sampleAnswer, 60, 3);
    const { view } = streamChunks(chunks.slice(0, 30));
    const markdown = view.container.querySelector('[data-slot="dsa-markdown"]') as HTMLElement;
    const firstHeading = markdown.querySelector("h3");
    expect(firstHeading?.textContent).toBe("Installing the CLI");
    const observer = new MutationObserver(() => {});
    observer.observe(firstHeading as Node, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    let text = chunks.slice(0, 30).join("");
    for (const chunk of chunks.slice(30)) {
      text += chunk;
      view.render({ text, streaming: true });
      act(() => vi.advanceTimersToNextFrame());
    }
    expect(markdown.querySelector("h3")).toBe(firstHeading);
    expect(observer.takeRecords()).toEqual([]);
    view.unmount();
  });
});

/**
 * The DOM as markup with every element's attributes sorted: a block updated in place while it streamed gets an
 * attribute later than a fresh one would (a list item becoming a task), which is the same DOM.
 */
function normalizedMarkup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const element of [copy, ...copy.querySelectorAll("*")]) {
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, value] as const)
      .sort(([left], [right]) => left.localeCompare(right));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return copy.innerHTML;
}

describe("StreamingMarkdown chunk-splitting invariance", () => {
  const whole = () => {
    const view = mountMarkdown({ text: longAnswer, streaming: false });
    const html = normalizedMarkup(view.container);
    view.unmount();
    return html;
  };

  it.each([1, 2, 3, 4, 5])("gives the same final DOM when streamed in random chunks (seed %i)", (seed) => {
    const expected = whole();
    const { view, text } = streamChunks(randomChunks(longAnswer, 150 + seed * 20, seed));
    view.render({ text, streaming: false });
    expect(normalizedMarkup(view.container)).toBe(expected);
    view.unmount();
  });
});
