import type { HLJSApi } from "highlight.js";

/** A node of highlight.js's token tree: plain text, or a scope (keyword, string, …) holding more nodes. */
export type HighlightNode = string | { scope?: string; children: HighlightNode[] };

/** Highlights `code` as `language`, returning its token tree, or `undefined` for a language not loaded. */
export type Highlight = (code: string, language: string) => HighlightNode[] | undefined;

let loaded: Highlight | undefined;
let loading: Promise<Highlight> | undefined;

/** The highlighter if it has finished loading, so blocks mounted later render highlighted at once. */
export function getLoadedHighlighter(): Highlight | undefined {
  return loaded;
}

function createHighlight(hljs: HLJSApi): Highlight {
  return (code, language) => {
    if (!hljs.getLanguage(language)) return undefined;
    const result = hljs.highlight(code, { language, ignoreIllegals: true });
    // highlight.js's default emitter keeps the token tree it renders to HTML; reading the tree lets us
    // build React elements without ever handing an HTML string to the DOM.
    const emitter = result._emitter as unknown as { rootNode?: { children: HighlightNode[] } };
    return emitter.rootNode?.children;
  };
}

/**
 * Loads highlight.js's core and the languages answers use (JavaScript, TypeScript, JSX/TSX, Bash, shell
 * sessions, JSON, HTML/XML, CSS, Python, YAML, diff) on first call, as separate chunks.
 */
export function loadHighlighter(): Promise<Highlight> {
  loading ??= (async () => {
    const [core, ...languages] = await Promise.all([
      import("highlight.js/lib/core"),
      import("highlight.js/lib/languages/javascript"),
      import("highlight.js/lib/languages/typescript"),
      import("highlight.js/lib/languages/bash"),
      import("highlight.js/lib/languages/shell"),
      import("highlight.js/lib/languages/json"),
      import("highlight.js/lib/languages/xml"),
      import("highlight.js/lib/languages/css"),
      import("highlight.js/lib/languages/python"),
      import("highlight.js/lib/languages/yaml"),
      import("highlight.js/lib/languages/diff"),
    ]);
    const hljs = core.default.newInstance();
    const names = [
      "javascript",
      "typescript",
      "bash",
      "shell",
      "json",
      "xml",
      "css",
      "python",
      "yaml",
      "diff",
    ];
    languages.forEach((language, position) => {
      const name = names[position];
      if (name) hljs.registerLanguage(name, language.default);
    });
    loaded = createHighlight(hljs);
    return loaded;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
