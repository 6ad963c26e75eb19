import { Lexer } from "marked";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { IncrementalLexer, lexMarkdown, loadOpenBlocks } from "./incremental-lexer.ts";
import { repairStreamingTail } from "./repair-streaming-tail.ts";
import { sampleAnswer } from "./sample-answer.ts";

/** Whole-document tokens without `space` tokens, for comparing with what the incremental lexer produces. */
function lexWhole(text: string) {
  return lexMarkdown(text, Object.create(null)).filter((token) => token.type !== "space");
}

function lexIncrementally(text: string, chunkSizes: () => number) {
  const lexer = new IncrementalLexer();
  let position = 0;
  let document = lexer.update("");
  while (position < text.length) {
    position = Math.min(text.length, position + chunkSizes());
    document = lexer.update(text.slice(0, position));
  }
  const tail = lexMarkdown(document.tail, document.links).filter((token) => token.type !== "space");
  return { finished: document.finished, tokens: [...document.finished.map((block) => block.token), ...tail] };
}

/** A small deterministic pseudo-random generator, so a failing split can be reproduced from its seed. */
function seededChunkSizes(seed: number, maximum: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return 1 + (state % maximum);
  };
}

describe("IncrementalLexer", () => {
  it("keeps finished blocks as the same objects while text is appended", () => {
    const lexer = new IncrementalLexer();
    const first = lexer.update("First paragraph.\n\nSecond paragraph.\n");
    expect(first.finished.map((block) => block.token.raw)).toEqual(["First paragraph."]);
    expect(first.tail).toBe("Second paragraph.\n");
    const second = lexer.update("First paragraph.\n\nSecond paragraph.\n\nThird.\n");
    expect(second.finished[0]).toBe(first.finished[0]);
    expect(second.finished.map((block) => block.index)).toEqual([0, 1]);
  });

  it.each([
    ["a paragraph a following heading could still extend", "para\n#", "para\n#tag\n"],
    ["an ordered list a number could still join", "1. a\n\n2", "1. a\n\n2. b\n"],
    ["a list item an indented line could still continue", "- a\n\n  ", "- a\n\n  b\n"],
    ["a paragraph a setext underline could still turn into a heading", "Title\n", "Title\n---\n"],
    ["a table header its delimiter row could still complete", "| a |\n", "| a |\n|---|\n| 1 |\n"],
  ])("does not finish %s", (_name, partial, complete) => {
    const lexer = new IncrementalLexer();
    expect(lexer.update(partial).finished).toEqual([]);
    const whole = lexWhole(complete);
    const incremental = lexer.update(complete);
    const tail = lexMarkdown(incremental.tail, incremental.links).filter((token) => token.type !== "space");
    expect([...incremental.finished.map((block) => block.token), ...tail]).toEqual(whole);
  });

  it("produces the same tokens as lexing the whole text, however the text is split", () => {
    const whole = lexWhole(sampleAnswer);
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { tokens, finished } = lexIncrementally(sampleAnswer, seededChunkSizes(seed, 12));
      expect(tokens).toEqual(whole);
      expect(finished.length).toBeGreaterThan(5);
    }
    expect(lexIncrementally(sampleAnswer, () => 1).tokens).toEqual(whole);
  });

  it("lexes only the tail: a long finished prefix is not lexed again", () => {
    const lexer = new IncrementalLexer();
    const prefix = "A paragraph of text.\n\n".repeat(2000);
    const document = lexer.update(`${prefix}Tail\n`);
    expect(document.finished).toHaveLength(2000);
    expect(lexer.update(`${prefix}Tail and more\n`).tail).toBe("Tail and more\n");
  });

  it("resolves reference links against definitions in finished blocks", () => {
    const lexer = new IncrementalLexer();
    lexer.update("[docs]: /docs\n\nIntro.\n\n");
    const document = lexer.update("[docs]: /docs\n\nIntro.\n\nMore.\n\nSee [the docs][docs].");
    expect(document.finished.map((block) => block.token.type)).toEqual(["def", "paragraph"]);
    const paragraph = lexMarkdown(document.tail, document.links).find((token) => token.raw.startsWith("See"));
    expect(paragraph && "tokens" in paragraph ? paragraph.tokens?.[1] : undefined).toMatchObject({
      type: "link",
      href: "/docs",
    });
  });

  it("resolves a reference link defined further down once the answer is complete", () => {
    const answer =
      "See [the docs][docs] first.\n\nThen [this][].\n\nMore text.\n\n[docs]: /docs\n[this]: /this\n";
    const lexer = new IncrementalLexer();
    let document = lexer.update("", true);
    for (let end = 1; end <= answer.length; end++) document = lexer.update(answer.slice(0, end), true);
    const firstBlock = document.finished[0];
    expect(firstBlock?.token.raw.startsWith("See")).toBe(true);
    // While streaming, the definition came after the paragraph was finished: the text shows as written.
    expect(JSON.stringify(firstBlock?.token)).not.toContain('"type":"link"');
    const unchanged = document.finished[2];

    const final = lexer.update(answer, false);
    const links = final.finished
      .flatMap((block) => ("tokens" in block.token ? (block.token.tokens ?? []) : []))
      .filter((token) => token.type === "link")
      .map((token) => (token.type === "link" ? token.href : ""));
    expect(links).toEqual(["/docs", "/this"]);
    expect(final.finished[2]).toBe(unchanged);
    expect(lexIncrementally(answer, () => 1).tokens).toEqual(lexWhole(answer));
  });

  it("starts over when the text is replaced instead of extended", () => {
    const lexer = new IncrementalLexer();
    lexer.update("One.\n\nTwo.\n\nThree.\n");
    const document = lexer.update("Other.\n\nText.\n");
    expect(document.finished.map((block) => block.token.raw)).toEqual(["Other."]);
  });

  it("treats CRLF line endings like LF", () => {
    const lexer = new IncrementalLexer();
    expect(lexer.update("One.\r\n\r\nTwo.\r\n").finished.map((block) => block.token.raw)).toEqual(["One."]);
  });

  it("returns the tail's blocks lexed from the repaired tail while streaming", () => {
    const lexer = new IncrementalLexer();
    lexer.update("Intro.\n\nSome text\n", true);
    const document = lexer.update("Intro.\n\nSome text\nand **bold", true);
    expect(document.finished.map((block) => block.token.raw)).toEqual(["Intro."]);
    expect(document.tailBlocks.map((block) => [block.index, block.token.raw])).toEqual([
      [1, "Some text\nand **bold**"],
    ]);
    expect(lexer.update("Intro.\n\nSome text\nand **bold").tailBlocks[0]?.token.raw).toBe(
      "Some text\nand **bold",
    );
  });
});

/** Rows of a GFM table, each with a link, a code span and emphasis so that cells hold inline tokens. */
const longTable = `Options:\n\n| name | value |\n| --- | :-: |\n${Array.from(
  { length: 120 },
  (_, row) => `| \`option${row}\` | **${row}** and [docs](/docs/${row}) |`,
).join("\n")}`;

/** Prose lines and list items with no blank line between them: a paragraph, then one long tight list. */
const longListWithoutBlankLines = Array.from({ length: 150 }, (_, line) =>
  line % 4 === 1 ? `- item *${line}* with \`code\`` : `Line ${line} of prose continues the item.`,
).join("\n");

describe("IncrementalLexer while one block grows for the whole answer", () => {
  beforeAll(() => loadOpenBlocks());

  it.each([
    ["a long table", longTable],
    ["a long tight list", longListWithoutBlankLines],
    ["an ordered list", Array.from({ length: 60 }, (_, item) => `${item + 1}) step ${item}`).join("\n")],
  ])("gives the tokens of lexing the repaired tail whole, at every step of %s", (_name, text) => {
    const lexer = new IncrementalLexer();
    const chunkSize = seededChunkSizes(11, 30);
    for (let position = 0; position < text.length; ) {
      position = Math.min(text.length, position + chunkSize());
      const document = lexer.update(text.slice(0, position), true);
      const expected = lexMarkdown(repairStreamingTail(document.tail), document.links).filter(
        (token) => token.type !== "space",
      );
      expect(document.tailBlocks.map((block) => block.token)).toEqual(expected);
    }
    const final = lexer.update(text);
    expect([...final.finished, ...final.tailBlocks].map((block) => block.token)).toEqual(lexWhole(text));
  });

  it.each([
    ["a long table", longTable],
    ["a long tight list", longListWithoutBlankLines],
  ])("lexes only the last rows or items of %s on each update", (_name, text) => {
    const lexer = new IncrementalLexer();
    const lex = vi.spyOn(Lexer.prototype, "lex");
    const lexedPerUpdate: number[] = [];
    for (let position = 0; position < text.length; position += 7) {
      lex.mockClear();
      lexer.update(text.slice(0, position), true);
      lexedPerUpdate.push(lex.mock.calls.reduce((sum, [source]) => sum + source.length, 0));
    }
    lex.mockRestore();
    const lastUpdates = lexedPerUpdate.slice(-100);
    expect(Math.max(...lastUpdates)).toBeLessThan(400);
    expect(text.length).toBeGreaterThan(4000);
  });

  it("lexes a table whole again when its rows are replaced", () => {
    const lexer = new IncrementalLexer();
    lexer.update(longTable.slice(0, 2000), true);
    const replaced = longTable.slice(0, 1000).replace("option3", "renamed3");
    const document = lexer.update(replaced, true);
    expect(document.tailBlocks.map((block) => block.token)).toEqual(
      lexMarkdown(repairStreamingTail(document.tail), document.links).filter(
        (token) => token.type !== "space",
      ),
    );
  });
});
