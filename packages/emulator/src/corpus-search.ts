import MiniSearch from "minisearch";
import type { CorpusPage } from "./corpus.ts";
import { type MarkdownBlock, plainText, splitSections } from "./markdown-sections.ts";
import type { SearchFilter } from "./message-request.ts";

/** One indexed section of a page. */
export interface SectionDocument {
  /** `path#anchor`, unique in the index. */
  id: string;
  /** Site path of the page. */
  path: string;
  /** Page title. */
  title: string;
  /** Section heading. */
  heading: string;
  /** URL fragment of the heading, empty for the page intro. */
  anchor: string;
  /** Plain text of the section, for matching. */
  text: string;
  /** The section's markdown blocks, for composing answers. */
  blocks: MarkdownBlock[];
  /** Front matter of the page, for filtering. */
  frontMatter: Record<string, unknown>;
}

/** A section found for a query, with its score. */
export interface SectionHit {
  /** The matched section. */
  section: SectionDocument;
  /** Relevance score, higher is better. */
  score: number;
  /** Query terms that matched, lower-cased. */
  terms: string[];
}

/** Options of one search. */
export interface SearchOptions {
  /** Maximum number of sections returned. */
  limit: number;
  /** Front matter constraints. */
  filter?: SearchFilter | undefined;
  /** Sections of this page are ranked higher. */
  currentPath?: string | undefined;
}

const stopWords = new Set(
  "a an and are as at be by can do does for from how i in is it me my of on or should the this that to use using what when where which why with you your".split(
    " ",
  ),
);

/** Score multiplier for sections of the page the reader is on. */
const currentPageBoost = 2.5;

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || stopWords.has(lower) ? null : lower;
}

function fieldMatches(pageValue: unknown, wanted: string | undefined): boolean {
  return wanted === undefined || pageValue === undefined || pageValue === wanted;
}

/** True when a page's front matter satisfies `filter`; pages without a field match any value of it. */
export function matchesFilter(
  frontMatter: Record<string, unknown>,
  filter: SearchFilter | undefined,
): boolean {
  if (filter === undefined) return true;
  if (!fieldMatches(frontMatter.version, filter.version)) return false;
  if (!fieldMatches(frontMatter.language, filter.language)) return false;
  const groups = frontMatter.groups;
  if (filter.groups !== undefined && filter.groups.length > 0 && Array.isArray(groups)) {
    return groups.some((group) => filter.groups?.includes(String(group)));
  }
  return true;
}

/** Normalises a path for comparison: no trailing slash, no query or fragment. */
function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/** Full-text search over the sections of the corpus pages. */
export class CorpusSearch {
  readonly #index: MiniSearch<SectionDocument>;
  readonly #sections = new Map<string, SectionDocument>();

  constructor(pages: readonly CorpusPage[]) {
    this.#index = new MiniSearch<SectionDocument>({
      fields: ["title", "heading", "text"],
      storeFields: ["id"],
      processTerm,
      searchOptions: { boost: { title: 2, heading: 3 }, prefix: true, fuzzy: 0.2, combineWith: "OR" },
    });
    for (const page of pages) {
      for (const section of splitSections(page.markdown, page.title)) {
        const id = section.anchor === "" ? page.path : `${page.path}#${section.anchor}`;
        const document: SectionDocument = {
          id,
          path: page.path,
          title: page.title,
          heading: section.heading,
          anchor: section.anchor,
          text: plainText([section.heading, ...section.blocks.map((block) => block.markdown)].join("\n")),
          blocks: section.blocks,
          frontMatter: page.frontMatter,
        };
        this.#sections.set(id, document);
      }
    }
    this.#index.addAll([...this.#sections.values()]);
  }

  /** The best sections for `query`, best first. */
  search(query: string, options: SearchOptions): SectionHit[] {
    const currentPath = options.currentPath === undefined ? undefined : normalisePath(options.currentPath);
    const results = this.#index.search(query, {
      filter: (result) => matchesFilter(this.#sections.get(result.id)?.frontMatter ?? {}, options.filter),
      boostDocument: (id) => (normalisePath(String(id)) === currentPath ? currentPageBoost : 1),
    });
    const hits: SectionHit[] = [];
    for (const result of results) {
      const section = this.#sections.get(result.id);
      if (section !== undefined) hits.push({ section, score: result.score, terms: result.terms });
      if (hits.length >= options.limit) break;
    }
    return hits;
  }

  /** Every section, in corpus order. */
  sections(): SectionDocument[] {
    return [...this.#sections.values()];
  }
}
