import { Lexer, type Links, type MarkedOptions, type Token } from "marked";

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

/**
 * Splits a document into finished blocks and an unstable tail, reusing what an earlier call finished.
 *
 * The rule: a block is finished once it is followed by a blank line and then by a complete line (one ending
 * in `\n`) that starts another block. Markdown can extend or re-read the last block as text arrives (a
 * setext underline, a table's delimiter row, a list item's continuation, `1. a` + `2` becoming `2.`), but
 * nothing after a blank line and a finished line reaches back past them — apart from reference-link
 * definitions, which therefore only apply to links after them. Only the tail (from the start of the first
 * unfinished block) is lexed on each call, so the cost per update does not grow with the document.
 */
export class IncrementalLexer {
  #stablePrefix = "";
  #stableLength = 0;
  #finished: MarkdownBlock[] = [];
  #links: Links = Object.create(null);

  /** Advances to `source`; when it does not extend the finished prefix, starts over. */
  update(text: string): LexedDocument {
    const source = text.replace(/\r\n?/g, "\n");
    if (!source.startsWith(this.#stablePrefix)) this.#reset();
    const tail = source.slice(this.#stableLength);
    const blocks: { token: Token; start: number }[] = [];
    let offset = 0;
    for (const token of lexMarkdown(tail, this.#links)) {
      if (token.type !== "space") blocks.push({ token, start: offset });
      offset += token.raw.length;
    }
    let finishedCount = 0;
    for (let index = 1; index < blocks.length; index++) {
      const previous = blocks[index - 1];
      const next = blocks[index];
      if (!previous || !next) continue;
      const gap = tail.slice(previous.start, next.start);
      if (endsWithBlankLine.test(gap) && tail.includes("\n", next.start)) finishedCount = index;
    }
    if (finishedCount === 0) return { finished: this.#finished, tail, links: this.#links };
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
    return { finished: this.#finished, tail: source.slice(this.#stableLength), links: this.#links };
  }

  #reset(): void {
    this.#stablePrefix = "";
    this.#stableLength = 0;
    this.#finished = [];
    this.#links = Object.create(null);
  }
}
