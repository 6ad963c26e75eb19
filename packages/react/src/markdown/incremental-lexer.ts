import { Lexer, type Links, type MarkedOptions, type Token, type Tokens } from "marked";
import { repairStreamingTail } from "./repair-streaming-tail.ts";

const lexerOptions: MarkedOptions = { gfm: true, breaks: false };

/** One top-level Markdown block, as marked's Lexer tokenised it. */
export interface MarkdownBlock {
  /** The block's token (paragraph, list, code, table, …); `space` tokens are never blocks. */
  token: Token;
  /** Position among the answer's blocks, stable for the block's lifetime (used as its React key). */
  index: number;
}

/** What the renderer shows for a given text: finished blocks (stable objects) and the unstable tail. */
export interface LexedDocument {
  /** Blocks that no later text can change; the same array items (by identity) across calls. */
  finished: readonly MarkdownBlock[];
  /** The source from the end of the finished blocks: the last block(s) that may still change. */
  tail: string;
  /** The tail's blocks, lexed (after {@link repairStreamingTail} while streaming), indexed after the finished ones. */
  tailBlocks: readonly MarkdownBlock[];
  /** Reference-link definitions seen in finished blocks, for lexing the tail. */
  links: Links;
}

/** Lexes Markdown with the renderer's options, resolving references against links defined earlier. */
export function lexMarkdown(source: string, knownLinks: Links): Token[] {
  const lexer = new Lexer(lexerOptions);
  Object.assign(lexer.tokens.links, knownLinks);
  return lexer.lex(source);
}

const endsWithBlankLine = /\n[ \t]*\n[ \t\n]*$/;
const blankLine = /\n[ \t]*\n/;
const listMarker = /^ {0,3}(?:([-*+])|\d{1,9}([.)]))/;

/** A token and where its source starts in the lexed text. */
interface PlacedToken {
  token: Token;
  start: number;
}

/**
 * The finished part of the tail's last block while it grows: a table's complete rows or a tight list's items
 * before the last, so that each update lexes only what follows them. `start` and `end` are offsets in the
 * source; `text` is the source between them (checked unchanged before reuse).
 */
interface OpenBlock {
  start: number;
  end: number;
  text: string;
  /** Prepended to the text after `end` to lex it in place: a table's header and delimiter rows. */
  context: string;
  /** The block's last full token, whose fields the merged token keeps. */
  template: Tokens.Table | Tokens.List;
  children: readonly (Tokens.TableCell[] | Tokens.ListItem)[];
  /** A list's marker (`-`, `*`, `+`, `.` or `)`): text after `end` must continue the same list. */
  marker?: string;
}

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
 * Splits a document into finished blocks and an unstable tail, reusing what an earlier call finished.
 *
 * The rule: a block is finished once it is followed by a blank line and then by a complete line (one ending
 * in `\n`) that starts another block. Markdown can extend or re-read the last block as text arrives (a
 * setext underline, a table's delimiter row, a list item's continuation, `1. a` + `2` becoming `2.`), but
 * nothing after a blank line and a finished line reaches back past them — apart from reference-link
 * definitions, which therefore only apply to links after them. Only the tail (from the start of the first
 * unfinished block) is lexed on each call, so the cost per update does not grow with the document.
 *
 * While streaming, a tail that is one long table or tight list (an answer with no blank line) is lexed in
 * part: rows on complete lines, and list items followed by the complete first line of another item, cannot
 * change any more, so they are kept and only the text after them is lexed again (a table with its header
 * rows in front). The final, non-streaming update lexes the tail whole, exactly as marked would.
 */
export class IncrementalLexer {
  #stablePrefix = "";
  #stableLength = 0;
  #finished: MarkdownBlock[] = [];
  #links: Links = Object.create(null);
  #open: OpenBlock | undefined;

  /**
   * Advances to `text`. While `streaming`, the tail is repaired first ({@link repairStreamingTail}) and a long
   * last block is lexed in part; when `text` does not extend the finished prefix, starts over.
   */
  update(text: string, streaming = false): LexedDocument {
    const source = text.replace(/\r\n?/g, "\n");
    if (!source.startsWith(this.#stablePrefix)) this.#reset();
    const tailOrigin = this.#stableLength;
    const tail = source.slice(tailOrigin);
    const { lexed, placed } = (streaming && this.#lexOpenBlock(source)) || this.#lexWhole(tail, streaming);
    const blocks = placed.filter(({ token }) => token.type !== "space");

    let finishedCount = 0;
    for (let index = blocks.length - 1; index > 0 && finishedCount === 0; index--) {
      const previous = blocks[index - 1];
      const next = blocks[index];
      if (!previous || !next) continue;
      const lineEnd = lexed.indexOf("\n", next.start);
      if (
        lineEnd !== -1 &&
        endsWithBlankLine.test(lexed.slice(previous.start, next.start)) &&
        // A repair only changes the end of the tail: blocks before it must not depend on what it changed.
        (lexed === tail || tail.startsWith(lexed.slice(0, lineEnd + 1)))
      ) {
        finishedCount = index;
      }
    }

    if (finishedCount > 0) {
      const newlyFinished = blocks.slice(0, finishedCount);
      for (const { token } of newlyFinished) {
        if (token.type === "def") this.#links[token.tag] ??= { href: token.href, title: token.title };
      }
      this.#finished = [
        ...this.#finished,
        ...newlyFinished.map(({ token }, position) => ({ token, index: this.#finished.length + position })),
      ];
      this.#stableLength += blocks[finishedCount]?.start ?? 0;
      this.#stablePrefix = source.slice(0, this.#stableLength);
    }
    const unfinished = blocks.slice(finishedCount);
    const last = unfinished.at(-1);
    if (!streaming || !last) this.#open = undefined;
    else this.#rememberOpenBlock(source, last, tailOrigin);
    if (this.#open && this.#open.start < this.#stableLength) this.#open = undefined;

    return {
      finished: this.#finished,
      tail: source.slice(this.#stableLength),
      tailBlocks: unfinished.map(({ token }, position) => ({
        token,
        index: this.#finished.length + position,
      })),
      links: this.#links,
    };
  }

  /** Lexes the whole tail (repaired while streaming). */
  #lexWhole(tail: string, streaming: boolean): { lexed: string; placed: PlacedToken[] } {
    const lexed = streaming ? repairStreamingTail(tail) : tail;
    const placed: PlacedToken[] = [];
    let offset = 0;
    for (const token of lexMarkdown(lexed, this.#links)) {
      placed.push({ token, start: offset });
      offset += token.raw.length;
    }
    return { lexed, placed };
  }

  /**
   * Lexes the tail as the text before the open block, the open block's kept children, and the text after them
   * (with the block's context in front); `undefined` when the kept part no longer applies.
   */
  #lexOpenBlock(source: string): { lexed: string; placed: PlacedToken[] } | undefined {
    const open = this.#open;
    if (!open || !source.startsWith(open.text, open.start)) return undefined;
    const before = source.slice(this.#stableLength, open.start);
    const rest = repairStreamingTail(open.context + source.slice(open.end));
    if (!rest.startsWith(open.context)) return undefined;
    const [first, ...after] = lexMarkdown(rest, this.#links);
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
    for (const token of [...lexMarkdown(before, this.#links), merged, ...after]) {
      placed.push({ token, start: offset });
      offset += token.raw.length;
    }
    // Nothing of the kept part was repaired, so the tail as lexed is the kept text plus the repaired rest.
    const lexed = before + merged.raw + after.map((token) => token.raw).join("");
    return { lexed, placed };
  }

  /**
   * Keeps the complete rows of a table, or the items of a tight list that another item's complete first line
   * follows, when the tail's last block is one; `tailOrigin` is where the lexed tail starts in the source.
   */
  #rememberOpenBlock(source: string, last: PlacedToken, tailOrigin: number): void {
    const start = tailOrigin + last.start;
    const reuse =
      this.#open?.start === start && this.#open.template.type === last.token.type ? this.#open : undefined;
    const raw = last.token.raw;
    const keptEnd = reuse ? reuse.end - start : 0;
    let context = reuse?.context ?? "";
    let end = keptEnd;
    let children: OpenBlock["children"] = reuse?.children ?? [];
    if (last.token.type === "table") {
      const table = last.token as Tokens.Table;
      if (!reuse) {
        const headerEnd = lineEnds(raw, 0, 2)[1];
        if (headerEnd === undefined) {
          this.#open = undefined;
          return;
        }
        context = raw.slice(0, headerEnd);
        end = headerEnd;
      }
      // A GFM table row is one line: each complete line after the kept rows is one more finished row.
      const ends = lineEnds(raw, end, table.rows.length - children.length);
      end = ends.at(-1) ?? end;
      children = table.rows.slice(0, children.length + ends.length);
    } else if (last.token.type === "list") {
      const list = last.token as Tokens.List;
      if (list.loose || blankLine.test(raw.slice(keptEnd))) {
        this.#open = undefined;
        return;
      }
      // An item is finished once the next item's first line is complete: only the last item's raw may lack a `\n`.
      const finishedCount = list.items.length - (list.items.at(-1)?.raw.includes("\n") ? 1 : 2);
      for (const item of list.items.slice(children.length, Math.max(finishedCount, children.length))) {
        end += item.raw.length;
      }
      children = list.items.slice(0, Math.max(finishedCount, children.length));
    } else {
      this.#open = undefined;
      return;
    }
    // Rows or items the repair touched are not final; keep what was kept before.
    if (end === keptEnd || !source.startsWith(raw.slice(keptEnd, end), start + keptEnd)) {
      if (!reuse) this.#open = undefined;
      return;
    }
    this.#open = {
      start,
      end: start + end,
      text: source.slice(start, start + end),
      context,
      template: last.token as Tokens.Table | Tokens.List,
      children,
      marker: reuse?.marker ?? (last.token.type === "list" ? markerOf(raw) : undefined),
    };
  }

  #reset(): void {
    this.#stablePrefix = "";
    this.#stableLength = 0;
    this.#finished = [];
    this.#links = Object.create(null);
    this.#open = undefined;
  }
}
