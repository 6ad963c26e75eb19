import type { CorpusPage } from "@docs-assistant/emulator";
import hljs from "highlight.js/lib/common";
import { Marked } from "marked";
import { useMemo } from "react";

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Markdown for the site's own pages (trusted content), with heading anchors and highlighted code. */
const marked = new Marked({
  renderer: {
    heading({ tokens, depth }) {
      const html = this.parser.parseInline(tokens);
      return `<h${depth} id="${slug(html)}">${html}</h${depth}>\n`;
    },
    code({ text, lang }) {
      const language = lang && hljs.getLanguage(lang) ? lang : undefined;
      const html = language ? hljs.highlight(text, { language }).value : escapeHtml(text);
      return `<pre tabindex="0"><code class="hljs${language ? ` language-${language}` : ""}">${html}</code></pre>\n`;
    },
  },
});

/** One documentation page. */
export function DocPage({ page }: { page: CorpusPage }) {
  const html = useMemo(() => marked.parse(page.markdown, { async: false }), [page.markdown]);
  return (
    <article className="doc-page" aria-labelledby="page-title">
      <h1 id="page-title">{page.title}</h1>
      <p className="lead">{page.description}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own pages, not user or model content. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
