import { Lexer, type Links, type MarkedOptions, type Token } from "marked";
import { advanceHeadingOutline, type HeadingOutline, initialHeadingOutline } from "./heading-levels.ts";
import type { OpenBlock, PlacedToken } from "./open-block.ts";
import { repairStreamingTail } from "./repair-streaming-tail.ts";

const lexerOptions: MarkedOptions = { gfm: true, breaks: false };

/** One top-level Markdown block, as marked's Lexer tokenised it. */
export interface MarkdownBlock {
  /** The block's token (paragraph, list, code, table, …); `space` tokens are never blocks. */
  token: Token;
  /** Position among the answer's blocks, stable for the block's lifetime (used as its React key). */
  index: number;
  /** The heading outline before the block, which sets its headings' levels; the same object while it is finished. */
  outline: HeadingOutline;
}

/** What the renderer shows for a given text: finished blocks (stable objects) and the unstable tail. */
export interface LexedDocument {
  /**
   * Blocks that no later text can change; the same array items (by identity) across calls, except that the final
   * (non-streaming) update lexes again the few whose reference links were defined further down.
   */
  finished: readonly MarkdownBlock[];
  /** The source from the end of the finished blocks: the last block(s) that may still change. */
  tail: string;
  /** The tail's blocks, lexed (after {@link repairStreamingTail} while streaming), indexed after the finished ones. */
  tailBlocks: readonly MarkdownBlock[];
  /** Reference-link definitions seen in finished blocks (and, once streaming is over, in the tail too). */
  links: Links;
}

/** Lexes Markdown with the renderer's options, resolving references against links defined earlier. */
export function lexMarkdown(source: string, knownLinks: Links): Token[] {
  const lexer = new Lexer(lexerOptions);
  Object.assign(lexer.tokens.links, knownLinks);
  return lexer.lex(source);
}

/** The link definitions as one comparable string. */
const definitionsKey = (links: Links): string => JSON.stringify(links);

const endsWithBlankLine = /\n[ \t]*\n[ \t\n]*$/;
/** Where a streaming tail starts to be lexed in part: below this, lexing it whole costs less than a chunk load. */
const openBlockTailLength = 4096;

let openBlocks: typeof import("./open-block.ts") | undefined;
let loadingOpenBlocks: Promise<void> | undefined;

/**
 * Loads the partial lexing of a long last block ({@link IncrementalLexer}); called on its own the first time a
 * streaming tail grows past 4 KB, so answers made of short blocks never download it.
 */
export function loadOpenBlocks(): Promise<void> {
  // Should the chunk fail to load, tails are lexed whole, as they are until it arrives.
  loadingOpenBlocks ??= import("./open-block.ts").then(
    (module) => {
      openBlocks = module;
    },
    () => {},
  );
  return loadingOpenBlocks;
}

/**
 * Splits a document into finished blocks and an unstable tail, reusing what an earlier call finished.
 *
 * The rule: a block is finished once it is followed by a blank line and then by a complete line (one ending
 * in `\n`) that starts another block. Markdown can extend or re-read the last block as text arrives (a
 * setext underline, a table's delimiter row, a list item's continuation, `1. a` + `2` becoming `2.`), but
 * nothing after a blank line and a finished line reaches back past them — apart from reference-link
 * definitions: while streaming they apply to the links after them, and the final update lexes again the finished
 * blocks that were lexed before a definition arrived, so the finished answer reads as a whole lex would. Only
 * the tail (from the start of the first unfinished block) is lexed on each call, so the cost per update does not
 * grow with the document.
 *
 * While streaming, a tail that is one long table or tight list (an answer with no blank line) is lexed in
 * part: rows on complete lines, and list items followed by the complete first line of another item, cannot
 * change any more, so they are kept and only the text after them is lexed again (a table with its header
 * rows in front). That code ({@link loadOpenBlocks}) loads once a streaming tail first passes 4 KB and applies
 * from the update after. The final, non-streaming update lexes the tail whole, exactly as marked would.
 */
export class IncrementalLexer {
  #stablePrefix = "";
  #stableLength = 0;
  #finished: MarkdownBlock[] = [];
  /** For each finished block, the link definitions it was lexed with (as {@link definitionsKey} writes them). */
  #definitionsSeen: string[] = [];
  #links: Links = Object.create(null);
  #open: OpenBlock | undefined;
  #outline = initialHeadingOutline;

  /**
   * Advances to `text`. While `streaming`, the tail is repaired first ({@link repairStreamingTail}) and a long
   * last block is lexed in part; when `text` does not extend the finished prefix, starts over.
   */
  update(text: string, streaming = false): LexedDocument {
    const source = text.replace(/\r\n?/g, "\n");
    if (!source.startsWith(this.#stablePrefix)) this.#reset();
    const tailOrigin = this.#stableLength;
    const tail = source.slice(tailOrigin);
    if (streaming && tail.length > openBlockTailLength) loadOpenBlocks();
    const { lexed, placed } =
      (streaming && this.#open && openBlocks?.lexOpenBlock(this.#open, source, tailOrigin, this.#links)) ||
      this.#lexWhole(tail, streaming);
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
      this.#finished = [...this.#finished, ...this.#blocks(newlyFinished, this.#finished.length)];
      const known = definitionsKey(this.#links);
      this.#definitionsSeen.push(...newlyFinished.map(() => known));
      this.#outline = advanceHeadingOutline(
        this.#outline,
        newlyFinished.map(({ token }) => token),
      );
      this.#stableLength += blocks[finishedCount]?.start ?? 0;
      this.#stablePrefix = source.slice(0, this.#stableLength);
    }
    const unfinished = blocks.slice(finishedCount);
    const last = unfinished.at(-1);
    this.#open =
      streaming && last && openBlocks
        ? openBlocks.rememberOpenBlock(this.#open, source, last, tailOrigin)
        : undefined;
    if (this.#open && this.#open.start < this.#stableLength) this.#open = undefined;

    let links = this.#links;
    if (!streaming) {
      const definitions = unfinished.filter(({ token }) => token.type === "def");
      if (definitions.length > 0) {
        links = Object.assign(Object.create(null) as Links, this.#links);
        for (const { token } of definitions) {
          if (token.type === "def") links[token.tag] ??= { href: token.href, title: token.title };
        }
      }
      this.#resolveLateReferences(links);
    }
    return {
      finished: this.#finished,
      tail: source.slice(this.#stableLength),
      tailBlocks: this.#blocks(unfinished, this.#finished.length),
      links,
    };
  }

  /**
   * Lexes again, with every definition of the answer, the finished blocks lexed before some of them arrived and
   * holding a `[`: a reference link written before its definition resolves once the answer is complete.
   */
  #resolveLateReferences(links: Links): void {
    const known = definitionsKey(links);
    let finished: MarkdownBlock[] | undefined;
    this.#finished.forEach((block, position) => {
      if (this.#definitionsSeen[position] === known) return;
      this.#definitionsSeen[position] = known;
      if (!block.token.raw.includes("[")) return;
      const token = lexMarkdown(block.token.raw, links).find((candidate) => candidate.type !== "space");
      if (!token || token.type !== block.token.type) return;
      finished ??= [...this.#finished];
      finished[position] = { ...block, token };
    });
    if (finished) this.#finished = finished;
  }

  /** Blocks numbered from `firstIndex`, each with the heading outline before it (starting after the finished ones). */
  #blocks(placed: readonly PlacedToken[], firstIndex: number): MarkdownBlock[] {
    let outline = this.#outline;
    return placed.map(({ token }, position) => {
      const block = { token, index: firstIndex + position, outline };
      outline = advanceHeadingOutline(outline, [token]);
      return block;
    });
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

  #reset(): void {
    this.#stablePrefix = "";
    this.#stableLength = 0;
    this.#finished = [];
    this.#definitionsSeen = [];
    this.#links = Object.create(null);
    this.#open = undefined;
    this.#outline = initialHeadingOutline;
  }
}
