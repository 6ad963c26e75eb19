const fenceLine = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** Whether the text ends inside a fenced code block that has no closing fence yet. */
function findOpenFence(lines: readonly string[]): string | undefined {
  let open: string | undefined;
  for (const line of lines) {
    const match = fenceLine.exec(line);
    const marker = match?.[1];
    if (!marker) continue;
    if (!open) {
      // A backtick fence's info string may not hold backticks: "```a`" is inline code, not a fence.
      if (marker[0] === "`" && match[2]?.includes("`")) continue;
      open = marker;
    } else if (marker[0] === open[0] && marker.length >= open.length && match[2]?.trim() === "") {
      open = undefined;
    }
  }
  return open;
}

type Marker = "**" | "*" | "__" | "_" | "~~" | "`";

function isWhitespace(character: string | undefined): boolean {
  return character === undefined || /\s/.test(character);
}

/** A letter or digit: an underscore between two of them (`snake_case`) neither opens nor closes emphasis. */
function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character);
}

/** Closes the emphasis, strikethrough and code spans a half-written paragraph leaves open. */
function closeInlineMarkers(paragraph: string): string {
  const stack: Marker[] = [];
  // A lone trailing `~` is the first half of a `~~` still being typed.
  let text = paragraph.replace(/(^|[^~])~$/, "$1");
  for (let position = 0; position < text.length; position++) {
    const character = text[position];
    if (character === "\\") {
      position++;
      continue;
    }
    if (character === "`") {
      let run = 1;
      while (text[position + run] === "`") run++;
      const closing = text.indexOf("`".repeat(run), position + run);
      if (closing === -1) {
        // An unclosed code span shows as code until its closing backticks arrive.
        const content = text.slice(position + run);
        text = content.trim() === "" ? text.slice(0, position) : `${text}${"`".repeat(run)}`;
        break;
      }
      position = closing + run - 1;
      continue;
    }
    const marker: Marker | undefined =
      character === "*" || character === "_"
        ? text[position + 1] === character
          ? (`${character}${character}` as Marker)
          : character
        : character === "~" && text[position + 1] === "~"
          ? "~~"
          : undefined;
    if (!marker) continue;
    const before = text[position - 1];
    const after = text[position + marker.length];
    const atLineStart = position === 0 || before === "\n";
    const underscore = marker[0] === "_";
    if (stack.at(-1) === marker && !isWhitespace(before) && !(underscore && isWordCharacter(after))) {
      stack.pop();
    } else if (after === undefined) {
      // A marker still being typed at the very end (`**bold*`, `and **`, `__bold_`) is dropped rather than
      // closed; an underscore ending a word outside underscore emphasis is the word's own (`snake_`).
      if (!underscore || !isWordCharacter(before) || stack.some((open) => open[0] === "_")) {
        text = text.slice(0, position);
        break;
      }
    } else if (
      !isWhitespace(after) &&
      !(underscore && isWordCharacter(before)) &&
      !(atLineStart && marker === "*" && after === " ")
    ) {
      stack.push(marker);
    }
    position += marker.length - 1;
  }
  return text + stack.reverse().join("");
}

/** Replaces an unfinished link or image at the end (`[text](/pa`, `[text`) with its text alone. */
function unlinkUnfinishedLink(paragraph: string): string {
  return paragraph
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*$/, "$1")
    .replace(/!?\[([^\]\n]*)\]$/, "$1")
    .replace(/!?\[([^\]\n]*)$/, "$1");
}

const countCells = (line: string) => line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").length;
const delimiterRow = /^\s*\|?(\s*:?-+:?\s*\|)*\s*:?-+:?\s*\|?\s*$/;

/** Whether the lines are a table's header (and partial delimiter) that marked would still show as text. */
function isTableWithoutDelimiterRow(lines: readonly string[]): boolean {
  const [header, delimiter] = lines;
  if (header === undefined || !lines.every((line) => line.trimStart().startsWith("|"))) return false;
  return (
    delimiter === undefined || !delimiterRow.test(delimiter) || countCells(delimiter) !== countCells(header)
  );
}

/**
 * Makes the unfinished end of a streaming answer display cleanly: drops a half-typed closing fence inside an
 * open code block, hides a table whose delimiter row has not arrived (a paragraph of `|` lines), shows an
 * unfinished link's text without a link, and closes open `**`, `*`, `__`, `_`, `~~` and code spans. Only ever applied
 * to the unstable tail while text is still streaming; the final render uses the text as written.
 */
export function repairStreamingTail(tail: string): string {
  const lines = tail.split("\n");
  const openFence = findOpenFence(lines);
  if (openFence) {
    const last = lines.at(-1) ?? "";
    const partialClosing = new RegExp(`^ {0,3}\\${openFence[0]}{1,${openFence.length}}$`);
    return partialClosing.test(last) ? lines.slice(0, -1).join("\n") : tail;
  }
  const blankLine = tail.lastIndexOf("\n\n");
  const paragraphStart = blankLine === -1 ? 0 : blankLine + 2;
  const head = tail.slice(0, paragraphStart);
  const paragraph = tail.slice(paragraphStart);
  const paragraphLines = paragraph.split("\n").filter((line) => line.trim() !== "");
  if (isTableWithoutDelimiterRow(paragraphLines)) return head;
  // A fence opening still being typed (`` ` `` or `` `` ``) would otherwise show as stray backticks.
  const withoutPartialFence = paragraph.replace(/(^|\n) {0,3}`{1,2}$/, "$1");
  // A lone `-` (a list item being started) under a line of text would turn that line into a setext heading.
  const withoutBareListMarker = withoutPartialFence.replace(/(.)\n[ \t]*[-*+=][ \t]*$/, "$1\n");
  // A task marker with no text yet (`- [x] `) is not a task to marked and would show as `[x]`.
  const withoutBareTaskMarker = withoutBareListMarker.replace(
    /(^|\n)([ \t]*(?:[-*+]|\d+[.)])[ \t]+)\[[ xX]?\]?[ \t]*$/,
    "$1$2",
  );
  return head + closeInlineMarkers(unlinkUnfinishedLink(withoutBareTaskMarker));
}
