import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { getLoadedHighlighter, type Highlight, type HighlightNode, loadHighlighter } from "./highlighter.ts";
import { useMarkdownContext } from "./markdown-context.ts";

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

/** Props of {@link CodeBlock}. */
export interface CodeBlockProps {
  /** The code, without its fences. */
  code: string;
  /** The fence's language tag (`ts`, `bash`, …); empty when none was given. */
  language: string;
  /** Whether the block is finished: only finished blocks are highlighted (the tail changes every frame). */
  complete: boolean;
}

const copiedResetMilliseconds = 2000;

/** Focus ring of a region that scrolls sideways: inset, so that the region's own overflow does not clip it. */
export const scrollRegionFocus =
  "dsa:outline-none dsa:focus-visible:ring-2 dsa:focus-visible:ring-inset dsa:focus-visible:ring-(--dsa-c-accent)";

/** A fenced code block with a copy button; highlighted once the lazily loaded highlighter has arrived. */
export function CodeBlock({ code, language, complete }: CodeBlockProps) {
  const { labels } = useMarkdownContext();
  const [highlight, setHighlight] = useState<Highlight | undefined>(getLoadedHighlighter);
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const wantsHighlight = complete && language !== "" && highlight === undefined;

  useEffect(() => {
    if (!wantsHighlight) return;
    let cancelled = false;
    loadHighlighter().then(
      (loaded) => {
        if (!cancelled) setHighlight(() => loaded);
      },
      // Without the highlighter the plain code stays, which is all a reader needs.
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [wantsHighlight]);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const highlighted = useMemo(() => {
    if (!complete || !highlight || language === "") return undefined;
    const nodes = highlight(code, language.toLowerCase());
    return nodes ? renderHighlightNodes(nodes) : undefined;
  }, [complete, highlight, code, language]);

  const copy = () => {
    navigator.clipboard?.writeText(code).then(
      () => {
        setCopied(true);
        clearTimeout(resetTimer.current);
        resetTimer.current = setTimeout(() => setCopied(false), copiedResetMilliseconds);
      },
      () => setCopied(false),
    );
  };

  return (
    <div
      data-slot="dsa-code-block"
      data-language={language || undefined}
      data-highlighted={highlighted ? "" : undefined}
      className="dsa:group dsa:relative dsa:my-3 dsa:overflow-hidden dsa:rounded-(--dsa-c-radius-small) dsa:border dsa:border-solid dsa:border-(--dsa-c-border) dsa:bg-(--dsa-c-muted)"
    >
      <div
        data-slot="dsa-code-header"
        className="dsa:flex dsa:items-center dsa:justify-between dsa:gap-2 dsa:m-0 dsa:px-3 dsa:py-1 dsa:text-xs dsa:leading-5 dsa:text-(--dsa-c-muted-foreground)"
      >
        <span data-slot="dsa-code-language" className="dsa:font-mono dsa:text-xs">
          {language}
        </span>
        <button
          type="button"
          data-slot="dsa-code-copy"
          data-state={copied ? "copied" : "idle"}
          onClick={copy}
          className="dsa:m-0 dsa:cursor-pointer dsa:rounded-(--dsa-c-radius-small) dsa:border-0 dsa:bg-transparent dsa:px-2 dsa:py-0.5 dsa:font-[inherit] dsa:text-xs dsa:leading-5 dsa:text-(--dsa-c-muted-foreground) dsa:normal-case dsa:shadow-none dsa:outline-none dsa:hover:bg-(--dsa-c-background) dsa:hover:text-(--dsa-c-foreground) dsa:focus-visible:ring-2 dsa:focus-visible:ring-(--dsa-c-accent)"
        >
          <span aria-live="polite">{copied ? labels.copied : labels.copyCode}</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> groups form controls; this names scrolling code. */}
      <pre
        data-slot="dsa-code-pre"
        role="group"
        aria-label={language ? `${labels.code}: ${language}` : labels.code}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard to be scrolled.
        tabIndex={0}
        className={`${scrollRegionFocus} dsa:m-0 dsa:overflow-x-auto dsa:border-0 dsa:bg-transparent dsa:px-3 dsa:pt-0 dsa:pb-3 dsa:font-mono dsa:text-[0.8125rem] dsa:leading-relaxed dsa:whitespace-pre dsa:text-(--dsa-c-foreground)`}
      >
        <code
          data-slot="dsa-code"
          className="dsa:m-0 dsa:block dsa:border-0 dsa:bg-transparent dsa:p-0 dsa:font-mono dsa:text-[length:inherit] dsa:text-inherit"
        >
          {highlighted ?? code}
        </code>
      </pre>
    </div>
  );
}
