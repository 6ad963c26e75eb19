import type { Links, Token, Tokens } from "marked";
import { lexMarkdown } from "./incremental-lexer.ts";
import { repairStreamingTail } from "./repair-streaming-tail.ts";

/** A token and where its source starts in the lexed text. */
export interface PlacedToken {
  /** The token, `space` tokens included. */
  token: Token;
  /** Offset of its first character in the lexed text. */
  start: number;
}

/**
 * The finished part of a streaming tail's last block while it grows: a table's complete rows or a tight list's
 * items before the last, so that each update lexes only what follows them. `start` and `end` are offsets in the
 * source; `text` is the source between them (checked unchanged before reuse).
 */
export interface OpenBlock {
  /** Where the block starts in the source. */
  start: number;
  /** Where the text after the kept rows or items starts in the source. */
  end: number;
  /** The source from `start` to `end`. */
  text: string;
  /** Prepended to the text after `end` to lex it in place: a table's header and delimiter rows. */
  context: string;
  /** The block's last full token, whose fields the merged token keeps. */
  template: Tokens.Table | Tokens.List;
  /** The kept rows or items, the same objects on every update (so memoised rows and items stay memoised). */
  children: readonly (Tokens.TableCell[] | Tokens.ListItem)[];
  /** A list's marker (`-`, `*`, `+`, `.` or `)`): text after `end` must continue the same list. */
  marker?: string | undefined;
}

const blankLine = /\n[ \t]*\n/;
const listMarker = /^ {0,3}(?:([-*+])|\d{1,9}([.)]))/;

/** Offsets just past each complete line of `text` from `from` on, at most `limit` of them. */
function lineEnds(text: string, from: number, limit: number): number[] {
  const ends: number[] = [];
  for (
    let end = text.indexOf("\n", from);
    end !== -1 && ends.length < limit;
    end = text.indexOf("\n", end + 1)
  ) {
    ends.push(end + 1);
  }
  return ends;
}

const markerOf = (raw: string) => {
  const match = listMarker.exec(raw);
  return match?.[1] ?? match?.[2];
};

/**
 * Lexes the tail as the text before the open block, the open block's kept children, and the text after them
 * (with the block's context in front); `undefined` when the kept part no longer applies and the tail must be
 * lexed whole.
 */
export function lexOpenBlock(
  open: OpenBlock,
  source: string,
  tailOrigin: number,
  links: Links,
): { lexed: string; placed: PlacedToken[] } | undefined {
  if (!source.startsWith(open.text, open.start)) return undefined;
  const before = source.slice(tailOrigin, open.start);
  const rest = repairStreamingTail(open.context + source.slice(open.end));
  if (!rest.startsWith(open.context)) return undefined;
  const [first, ...after] = lexMarkdown(rest, links);
  let merged: Token;
  if (first?.type === "table" && open.template.type === "table") {
    const table = first as Tokens.Table;
    if (table.header.length !== open.template.header.length) return undefined;
    merged = {
      ...open.template,
      raw: open.text + table.raw.slice(open.context.length),
      rows: [...(open.children as Tokens.TableCell[][]), ...table.rows],
    };
  } else if (first?.type === "list" && open.template.type === "list") {
    const list = first as Tokens.List;
    const firstItem = list.items[0];
    if (list.loose || list.ordered !== open.template.ordered || !firstItem) return undefined;
    if (markerOf(firstItem.raw) !== open.marker) return undefined;
    merged = {
      ...open.template,
      raw: open.text + list.raw,
      items: [...(open.children as Tokens.ListItem[]), ...list.items],
    };
  } else {
    return undefined;
  }
  const placed: PlacedToken[] = [];
  let offset = 0;
  for (const token of [...lexMarkdown(before, links), merged, ...after]) {
    placed.push({ token, start: offset });
    offset += token.raw.length;
  }
  // Nothing of the kept part was repaired, so the tail as lexed is the kept text plus the repaired rest.
  const lexed = before + merged.raw + after.map((token) => token.raw).join("");
  return { lexed, placed };
}

/**
 * The complete rows of a table, or the items of a tight list that another item's complete first line follows,
 * when the tail's last block is one (`previous` when nothing more finished, `undefined` for other blocks);
 * `tailOrigin` is where the lexed tail starts in the source.
 */
export function rememberOpenBlock(
  previous: OpenBlock | undefined,
  source: string,
  last: PlacedToken,
  tailOrigin: number,
): OpenBlock | undefined {
  const start = tailOrigin + last.start;
  const reuse =
    previous?.start === start && previous.template.type === last.token.type ? previous : undefined;
  const raw = last.token.raw;
  const keptEnd = reuse ? reuse.end - start : 0;
  let context = reuse?.context ?? "";
  let end = keptEnd;
  let children: OpenBlock["children"] = reuse?.children ?? [];
  if (last.token.type === "table") {
    const table = last.token as Tokens.Table;
    if (!reuse) {
      const headerEnd = lineEnds(raw, 0, 2)[1];
      if (headerEnd === undefined) return undefined;
      context = raw.slice(0, headerEnd);
      end = headerEnd;
    }
    // A GFM table row is one line: each complete line after the kept rows is one more finished row.
    const ends = lineEnds(raw, end, table.rows.length - children.length);
    end = ends.at(-1) ?? end;
    children = table.rows.slice(0, children.length + ends.length);
  } else if (last.token.type === "list") {
    const list = last.token as Tokens.List;
    if (list.loose || blankLine.test(raw.slice(keptEnd))) return undefined;
    // An item is finished once the next item's first line is complete: only the last item's raw may lack a `\n`.
    const finishedCount = list.items.length - (list.items.at(-1)?.raw.includes("\n") ? 1 : 2);
    for (const item of list.items.slice(children.length, Math.max(finishedCount, children.length))) {
      end += item.raw.length;
    }
    children = list.items.slice(0, Math.max(finishedCount, children.length));
  } else {
    return undefined;
  }
  // Rows or items the repair touched are not final; keep what was kept before.
  if (end === keptEnd || !source.startsWith(raw.slice(keptEnd, end), start + keptEnd)) return reuse;
  return {
    start,
    end: start + end,
    text: source.slice(start, start + end),
    context,
    template: last.token as Tokens.Table | Tokens.List,
    children,
    marker: reuse?.marker ?? (last.token.type === "list" ? markerOf(raw) : undefined),
  };
}
