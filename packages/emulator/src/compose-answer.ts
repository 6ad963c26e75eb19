import type { CorpusPage } from "./corpus.ts";
import type { SectionDocument, SectionHit } from "./corpus-search.ts";

/** Most passages quoted in one answer. */
const maxPassages = 3;
/** Most sentences quoted from one passage. */
const maxSentencesPerPassage = 2;
/** Passages scoring below this share of the best one are left out of the text (they still count as results). */
const minimumRelativeScore = 0.35;
/** Most follow-up links in the `suggestions` block. */
const maxSuggestions = 3;

/** Site path of a section, with its heading fragment. */
export function sectionPath(section: SectionDocument): string {
  return section.anchor === "" ? section.path : `${section.path}#${section.anchor}`;
}

function citation(section: SectionDocument): string {
  const label = section.heading === section.title ? section.title : `${section.title}: ${section.heading}`;
  return `[${label}](${sectionPath(section)})`;
}

function sentencesOf(markdown: string): string[] {
  return markdown
    .replace(/\s*\n\s*/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z`"(*[])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");
}

function termScore(text: string, terms: readonly string[]): number {
  const lower = text.toLowerCase();
  return terms.reduce((score, term) => score + (lower.includes(term) ? 1 : 0), 0);
}

/** The most relevant sentences of a section's prose, in their original order; only matching ones unless `isBest`. */
function bestSentences(hit: SectionHit, isBest: boolean): string[] {
  const sentences = hit.section.blocks
    .filter((block) => block.kind === "paragraph")
    .flatMap((block) => sentencesOf(block.markdown));
  const ranked = sentences
    .map((sentence, index) => ({ sentence, index, score: termScore(sentence, hit.terms) }))
    .filter((entry) => isBest || entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, maxSentencesPerPassage)
    .sort((a, b) => a.index - b.index);
  return ranked.map((entry) => entry.sentence);
}

/** A fenced `suggestions` block of `(Title)[/path]` lines, as the service ends its answers. */
export function suggestionsBlock(pages: readonly { title: string; path: string }[]): string {
  return ["```suggestions", ...pages.map((page) => `(${page.title})[${page.path}]`), "```"].join("\n");
}

/**
 * Composes a deterministic, cited markdown answer from the best sections: a lead sentence, the most relevant
 * sentences of each passage with a link to it, the best passage's code or table, and follow-up suggestions.
 */
export function composeAnswer(hits: readonly SectionHit[], pages: readonly CorpusPage[]): string {
  const best = hits[0];
  if (best === undefined) {
    return [
      "I could not find this in the documentation. Try different words, or start from one of these pages.",
      suggestionsBlock(pages.slice(0, maxSuggestions)),
    ].join("\n\n");
  }
  const blocks: string[] = [`Here is what the documentation says, mainly from ${citation(best.section)}.`];
  const quoted = new Set<string>();
  for (const hit of hits) {
    if (quoted.size >= maxPassages) break;
    if (quoted.has(hit.section.id) || hit.score < best.score * minimumRelativeScore) continue;
    quoted.add(hit.section.id);
    const sentences = bestSentences(hit, hit === best);
    const list = hit.section.blocks.find((block) => block.kind === "list");
    if (sentences.length > 0) blocks.push(`${sentences.join(" ")} (${citation(hit.section)})`);
    else if (list !== undefined) blocks.push(`From ${citation(hit.section)}:\n\n${list.markdown}`);
    if (hit === best) {
      const example = hit.section.blocks.find((block) => block.kind === "code" || block.kind === "table");
      if (example !== undefined) blocks.push(example.markdown);
    }
  }
  const suggested = new Map<string, { title: string; path: string }>();
  for (const hit of hits) {
    if (!suggested.has(hit.section.path)) suggested.set(hit.section.path, hit.section);
  }
  blocks.push(suggestionsBlock([...suggested.values()].slice(0, maxSuggestions)));
  return blocks.join("\n\n");
}
