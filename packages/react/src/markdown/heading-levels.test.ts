import { describe, expect, it } from "vitest";
import { advanceHeadingOutline, initialHeadingOutline, nextHeadingLevel } from "./heading-levels.ts";
import { lexMarkdown } from "./incremental-lexer.ts";

/** The HTML levels the headings of `depths` get, one after another. */
function levels(depths: readonly number[]) {
  let outline = initialHeadingOutline;
  return depths.map((depth) => {
    const next = nextHeadingLevel(outline, depth);
    outline = next.outline;
    return next.level;
  });
}

describe("heading levels", () => {
  it("maps the answer's first heading to h3, whatever its depth, and deeper ones after it", () => {
    expect(levels([1, 2, 3])).toEqual([3, 4, 5]);
    expect(levels([2, 3, 2])).toEqual([3, 4, 3]);
    expect(levels([4, 5])).toEqual([3, 4]);
  });

  it("never skips a level and never goes above h3 or below h6", () => {
    expect(levels([2, 4, 6, 2])).toEqual([3, 4, 5, 3]);
    expect(levels([2, 1, 3])).toEqual([3, 3, 4]);
    expect(levels([1, 2, 3, 4, 5, 6])).toEqual([3, 4, 5, 6, 6, 6]);
  });

  it("follows headings inside quotes and list items", () => {
    const tokens = lexMarkdown("> ## Quoted\n\n- ### In a list\n", Object.create(null));
    const outline = advanceHeadingOutline(initialHeadingOutline, tokens);
    expect(outline).toEqual({ firstDepth: 2, previousLevel: 4 });
    expect(advanceHeadingOutline(outline, lexMarkdown("No headings.\n", Object.create(null)))).toBe(outline);
  });
});
