import type { HLJSApi } from "highlight.js";
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import shell from "highlight.js/lib/languages/shell";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import { Fragment, type ReactNode } from "react";
import type { Highlight } from "./highlighter.ts";

/** A node of highlight.js's token tree: plain text, or a scope (keyword, string, …) holding more nodes. */
type HighlightNode = string | { scope?: string; children: HighlightNode[] };

const scopeClasses: Record<string, string> = {
  keyword: "dsa:text-[color:var(--dsa-c-code-keyword,#cf222e)]",
  "selector-tag": "dsa:text-[color:var(--dsa-c-code-keyword,#cf222e)]",
  doctag: "dsa:text-[color:var(--dsa-c-code-keyword,#cf222e)]",
  string: "dsa:text-[color:var(--dsa-c-code-string,#0a3069)]",
  regexp: "dsa:text-[color:var(--dsa-c-code-string,#0a3069)]",
  comment: "dsa:italic dsa:text-[color:var(--dsa-c-code-comment,#6e7781)]",
  quote: "dsa:italic dsa:text-[color:var(--dsa-c-code-comment,#6e7781)]",
  number: "dsa:text-[color:var(--dsa-c-code-number,#0550ae)]",
  literal: "dsa:text-[color:var(--dsa-c-code-number,#0550ae)]",
  symbol: "dsa:text-[color:var(--dsa-c-code-number,#0550ae)]",
  variable: "dsa:text-[color:var(--dsa-c-code-number,#0550ae)]",
  attr: "dsa:text-[color:var(--dsa-c-code-number,#0550ae)]",
  attribute: "dsa:text-[color:var(--dsa-c-code-number,#0550ae)]",
  meta: "dsa:text-[color:var(--dsa-c-code-number,#0550ae)]",
  title: "dsa:text-[color:var(--dsa-c-code-title,#8250df)]",
  section: "dsa:font-semibold dsa:text-[color:var(--dsa-c-code-title,#8250df)]",
  "selector-class": "dsa:text-[color:var(--dsa-c-code-title,#8250df)]",
  "selector-id": "dsa:text-[color:var(--dsa-c-code-title,#8250df)]",
  name: "dsa:text-[color:var(--dsa-c-code-tag,#116329)]",
  tag: "dsa:text-[color:var(--dsa-c-code-tag,#116329)]",
  built_in: "dsa:text-[color:var(--dsa-c-code-type,#953800)]",
  type: "dsa:text-[color:var(--dsa-c-code-type,#953800)]",
  bullet: "dsa:text-[color:var(--dsa-c-code-type,#953800)]",
  addition:
    "dsa:text-[color:var(--dsa-c-code-addition,#116329)] dsa:bg-[color:var(--dsa-c-code-addition-background,#dafbe1)]",
  deletion:
    "dsa:text-[color:var(--dsa-c-code-deletion,#82071e)] dsa:bg-[color:var(--dsa-c-code-deletion-background,#ffebe9)]",
};

function renderHighlightNodes(nodes: readonly HighlightNode[]): ReactNode[] {
  return nodes.map((node, position) => {
    // Children are positional and never reorder within one highlighted block, so the index is a stable key.
    const key = position;
    if (typeof node === "string") return node;
    const scope = node.scope?.split(".")[0];
    if (!scope || scope.startsWith("language:"))
      return <span key={key}>{renderHighlightNodes(node.children)}</span>;
    return (
      <span key={key} data-slot="dsa-code-token" data-scope={scope} className={scopeClasses[scope]}>
        {renderHighlightNodes(node.children)}
      </span>
    );
  });
}

const languages = { bash, css, diff, javascript, json, python, shell, typescript, xml, yaml };

/** About how much code one task highlights (cut at the next line end) before yielding to the page. */
const sliceCharacters = 2048;

/**
 * highlight.js with the languages answers use (JavaScript, TypeScript, JSX/TSX, Bash, shell sessions, JSON,
 * HTML/XML, CSS, Python, YAML, diff), turning code into React elements. Loaded only when a finished code block
 * with a language needs it.
 *
 * Code is highlighted in slices of about 2 KB, one task each, so a long block never holds the main thread for
 * long. A slice ends at a line end where nothing (a comment, a string, an embedded language) is left open, so
 * the slices highlight exactly as the whole would.
 */
export function createHighlight(): Highlight {
  const instance: HLJSApi = hljs.newInstance();
  for (const [name, language] of Object.entries(languages)) instance.registerLanguage(name, language);
  return (code, language, onProgress) => {
    const grammar = instance.getLanguage(language);
    if (!grammar) return undefined;
    const nodes: ReactNode[] = [];
    let start = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      let end = start;
      let tree: HighlightNode[];
      let closed: boolean;
      do {
        const lineEnd = code.indexOf("\n", Math.min(end + sliceCharacters, code.length - 1));
        end = lineEnd === -1 ? code.length : lineEnd + 1;
        const result = instance.highlight(code.slice(start, end), { language, ignoreIllegals: true });
        // highlight.js's default emitter keeps the token tree it renders to HTML; reading the tree lets us
        // build React elements without ever handing an HTML string to the DOM.
        tree =
          (result._emitter as unknown as { rootNode?: { children: HighlightNode[] } }).rootNode?.children ??
          [];
        // `_top` is the mode the code ends in: the grammar itself unless something is still open.
        closed = (result as unknown as { _top?: unknown })._top === grammar;
      } while (!closed && end < code.length);
      nodes.push(<Fragment key={start}>{renderHighlightNodes(tree)}</Fragment>);
      start = end;
      onProgress([...nodes], end);
      if (end < code.length) timer = setTimeout(step, 0);
    };
    step();
    return () => clearTimeout(timer);
  };
}
