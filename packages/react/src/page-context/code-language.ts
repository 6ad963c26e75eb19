/** How a code block's language is found and how the block becomes a context `value`. */

const languageClass = /(?:^|\s)(?:language|lang)-([\w#+.-]+)/;
const noLanguage = /^(?:none|text|plain|plaintext)$/i;

/**
 * The language a code block declares: a `language-xxx` or `lang-xxx` class (Prism, highlight.js, Shiki,
 * CommonMark renderers) or a `data-language` / `data-lang` attribute, on the element or then on its `pre`.
 * Placeholders such as `none`, `text` and `plaintext` count as no language.
 */
export function findCodeLanguage(element: Element): string | undefined {
  for (const candidate of [element, element.closest("pre")]) {
    const language =
      candidate?.className.match(languageClass)?.[1] ??
      candidate?.getAttribute("data-language") ??
      candidate?.getAttribute("data-lang");
    if (language) return noLanguage.test(language) ? undefined : language;
  }
  return undefined;
}

/**
 * The context `value` for a code block. Rule: the code exactly as shown, without its trailing line breaks;
 * when the language is known, wrapped in a Markdown fence naming it (```ts … ```), since the contract has no
 * field for the language and the service reads values as Markdown. The fence is longer than any run of
 * backticks inside the code, so it always closes where it should.
 */
export function codeContextValue(code: string, language?: string): string {
  const text = code.replace(/[\r\n]+$/, "");
  if (!language) return text;
  let longestRun = 2;
  for (const run of text.match(/`+/g) ?? []) longestRun = Math.max(longestRun, run.length);
  const fence = "`".repeat(longestRun + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}
