import { describe, expect, it } from "vitest";
import { IncrementalLexer, lexMarkdown } from "./incremental-lexer.ts";
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
});
