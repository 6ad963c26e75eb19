/** One documentation page of the bundled corpus. */
export interface CorpusPage {
  /** Site path of the page, such as `/getting-started`. */
  path: string;
  /** Page title from the front matter. */
  title: string;
  /** One-sentence summary from the front matter. */
  description: string;
  /** The whole front matter (title, description, order and optional version, language, groups). */
  frontMatter: Record<string, unknown>;
  /** The page body in markdown, without the front matter. */
  markdown: string;
}
