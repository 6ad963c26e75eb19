import { type ReactNode, useEffect, useRef, useState } from "react";
import { getLoadedHighlighter, type Highlight, loadHighlighter } from "./highlighter.ts";
import { useMarkdownContext } from "./markdown-context.ts";

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

/** Code highlighted so far: elements for `code` up to `end`; the rest is still shown as plain text. */
interface HighlightProgress {
  code: string;
  language: string;
  nodes: ReactNode[];
  end: number;
}

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

  const [highlightProgress, setHighlightProgress] = useState<HighlightProgress>();
  useEffect(() => {
    if (!complete || language === "" || !highlight) return;
    return highlight(code, language.toLowerCase(), (nodes, end) =>
      setHighlightProgress({ code, language, nodes, end }),
    );
  }, [complete, highlight, code, language]);
  const progress =
    highlightProgress?.code === code && highlightProgress.language === language
      ? highlightProgress
      : undefined;
  const highlighted = progress && [...progress.nodes, code.slice(progress.end)];

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
      data-highlighted={progress && progress.end >= code.length ? "" : undefined}
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
