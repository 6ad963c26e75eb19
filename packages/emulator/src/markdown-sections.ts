/** A block of markdown: a fenced code block, a table, a list, or a paragraph. */
export interface MarkdownBlock {
  /** What the block is, so the composer can pick prose, code or tables. */
  kind: "code" | "table" | "list" | "paragraph";
  /** The block's markdown, verbatim. */
  markdown: string;
}

/** A part of a page under one heading. */
export interface MarkdownSection {
  /** Heading text (the page title for the part before the first heading). */
  heading: string;
  /** URL fragment of the heading, empty for the part before the first heading. */
  anchor: string;
  /** The section's blocks in order. */
  blocks: MarkdownBlock[];
}

const headingPattern = /^(#{1,4})\s+(.+?)\s*#*\s*$/;
const fencePattern = /^(```|~~~)/;

/** The GitHub-style URL fragment for a heading. */
export function slugify(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[`*_[\]()]/g, "")
    .replace(/[^\p{Letter}\p{Number}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

function classify(lines: string[]): MarkdownBlock["kind"] {
  const first = lines[0]?.trimStart() ?? "";
  if (first.startsWith("|")) return "table";
  if (/^([-*+]|\d+\.)\s/.test(first)) return "list";
  return "paragraph";
}

/** Splits page markdown into sections at headings, and each section into blocks, keeping code fences whole. */
export function splitSections(markdown: string, pageTitle: string): MarkdownSection[] {
  const sections: MarkdownSection[] = [{ heading: pageTitle, anchor: "", blocks: [] }];
  let current = sections[0] as MarkdownSection;
  let pending: string[] = [];
  let fence: string | undefined;

  const flush = () => {
    if (pending.length > 0) current.blocks.push({ kind: classify(pending), markdown: pending.join("\n") });
    pending = [];
  };

  for (const line of markdown.split(/\r?\n/)) {
    const fenceMarker = fencePattern.exec(line.trimStart())?.[1];
    if (fence !== undefined) {
      pending.push(line);
      if (fenceMarker === fence && line.trim() === fence) {
        current.blocks.push({ kind: "code", markdown: pending.join("\n") });
        pending = [];
        fence = undefined;
      }
      continue;
    }
    if (fenceMarker !== undefined) {
      flush();
      fence = fenceMarker;
      pending.push(line);
      continue;
    }
    const heading = headingPattern.exec(line);
    if (heading?.[2] !== undefined) {
      flush();
      current = { heading: heading[2], anchor: slugify(heading[2]), blocks: [] };
      sections.push(current);
      continue;
    }
    if (line.trim() === "") {
      flush();
      continue;
    }
    pending.push(line);
  }
  flush();
  return sections.filter((section) => section.blocks.length > 0);
}

/** Markdown reduced to plain words, for indexing. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*|#>]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
