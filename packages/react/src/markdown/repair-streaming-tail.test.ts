import { describe, expect, it } from "vitest";
import { repairStreamingTail } from "./repair-streaming-tail.ts";

describe("repairStreamingTail", () => {
  it.each([
    ["closes an open bold span", "Some **bold te", "Some **bold te**"],
    ["closes nested emphasis in order", "**bold *and it", "**bold *and it***"],
    ["closes strikethrough", "was ~~wro", "was ~~wro~~"],
    ["drops half of a closing strikethrough", "was ~~wrong~", "was ~~wrong~~"],
    ["closes an open code span", "run `npm i", "run `npm i`"],
    ["drops a code span opener with nothing after it", "run `", "run "],
    ["drops a half-typed closing marker", "Some **bold*", "Some **bold**"],
    ["drops a marker just started", "Some text **", "Some text "],
    ["keeps closed spans", "**a** and *b* and `c`", "**a** and *b* and `c`"],
    ["closes underscore emphasis", "Some _emph", "Some _emph_"],
    ["closes underscore strong emphasis", "Some __strong te", "Some __strong te__"],
    ["keeps closed underscore spans", "_a_ and __b__", "_a_ and __b__"],
    [
      "leaves underscores inside words alone",
      "call read_file_now and snake_",
      "call read_file_now and snake_",
    ],
    ["closes underscore emphasis around snake_case", "see _the snake_case", "see _the snake_case_"],
    ["drops a half-typed underscore closer", "Some __bold_", "Some __bold__"],
    ["keeps closers that end the text", "*a **b**", "*a **b***"],
    ["ignores a list marker and a lone asterisk", "* item 2 * 3", "* item 2 * 3"],
    ["ignores escaped markers", "a \\*b", "a \\*b"],
    ["shows a half link as its text", "Read [the guide](/docs/gui", "Read the guide"],
    ["shows an unclosed bracket as its text", "Read [the gu", "Read the gu"],
    ["shows a half image as its alt text", "![logo](/lo", "logo"],
    ["keeps finished links", "Read [the guide](/docs).", "Read [the guide](/docs)."],
    ["drops a list marker that would turn the line above into a heading", "- a\n  - ", "- a\n"],
    ["drops a task marker that has no text yet", "- [x] done\n- [ ] ", "- [x] done\n- "],
    ["drops a fence opening still being typed", "Intro\n\n``", "Intro\n\n"],
    [
      "drops a half-typed closing fence inside an open code block",
      "```js\nconst a = 1;\n``",
      "```js\nconst a = 1;",
    ],
    ["leaves the content of an open code block alone", "```md\n**not bold\n", "```md\n**not bold\n"],
    ["hides a table header without its delimiter row", "Intro\n\n| a | b |\n|---|", "Intro\n\n"],
    [
      "shows a table once its delimiter row is complete",
      "| a | b |\n|---|---|\n| 1",
      "| a | b |\n|---|---|\n| 1",
    ],
    ["repairs only the last paragraph", "**a\n\nb **c", "**a\n\nb **c**"],
  ])("%s", (_name, tail, expected) => {
    expect(repairStreamingTail(tail)).toBe(expected);
  });
});
