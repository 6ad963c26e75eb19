import { suggestionsBlock } from "./compose-answer.ts";
import type { CorpusPage } from "./corpus.ts";

/** Smallest size of the `long-answer` scenario's text, in characters. */
export const longAnswerMinimumLength = 30_000;

/** An answer of at least 30 KB, built from the whole corpus plus a generated table and list, for layout and scroll tests. */
export function longAnswer(pages: readonly CorpusPage[]): string {
  const blocks = [
    "This is a long answer: the whole documentation, page by page, followed by a reference table and a checklist.",
  ];
  for (const page of pages)
    blocks.push(`## [${page.title}](${page.path})`, `_${page.description}_`, page.markdown);
  const table = ["| # | Page | Path | Summary |", "| --- | --- | --- | --- |"];
  const checklist: string[] = [];
  let round = 0;
  let length = blocks.join("\n\n").length;
  while (length < longAnswerMinimumLength) {
    round += 1;
    for (const page of pages) {
      const row = `| ${round}.${table.length - 1} | ${page.title} | \`${page.path}\` | ${page.description} |`;
      const item = `${checklist.length + 1}. Read [${page.title}](${page.path}) and try its first code block.`;
      table.push(row);
      checklist.push(item);
      length += row.length + item.length + 2;
    }
    if (pages.length === 0) break;
  }
  blocks.push("## Reference table", table.join("\n"), "## Checklist", checklist.join("\n"));
  blocks.push(suggestionsBlock(pages.slice(0, 3)));
  return blocks.join("\n\n");
}

/** An answer full of markup a renderer must neutralise: script tags, event-handler attributes, javascript: and data: links. */
export function hostileAnswer(): string {
  return [
    "Here is an answer that tries to break out of the chat <script>window.__dsaHostile = true; alert('xss')</script>.",
    '<img src="x" onerror="window.__dsaHostile = true">',
    "Click [this innocent link](javascript:window.__dsaHostile=true) or [this one](JaVaScRiPt:alert(1)).",
    "Or open [a data URL](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==).",
    '<a href="javascript:alert(1)" onclick="window.__dsaHostile = true">raw anchor</a>',
    '<iframe src="https://example.com" onload="window.__dsaHostile = true"></iframe>',
    '<div style="position:fixed;inset:0;background:red" onmouseover="window.__dsaHostile = true">overlay</div>',
    "```html\n<script>alert('inside a code block this is just text')</script>\n```",
    suggestionsBlock([
      { title: "Getting started", path: "/getting-started" },
      { title: "Evil", path: "javascript:alert(1)" },
    ]),
  ].join("\n\n");
}

/** A source URL a renderer must not turn into a live link. */
export const hostileSourceUrl = "javascript:window.__dsaHostile=true";
