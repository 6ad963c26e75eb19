"use client";

import type { Token } from "marked";
import {
  type ComponentProps,
  type MouseEvent,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import type { HeadingOutline } from "./heading-levels.ts";
import { IncrementalLexer, type MarkdownBlock } from "./incremental-lexer.ts";
import {
  defaultLabels,
  MarkdownContext,
  type MarkdownContextValue,
  type MarkdownLabels,
} from "./markdown-context.ts";
import { renderBlock } from "./render-block.tsx";

/** Props of {@link StreamingMarkdown}. */
export interface StreamingMarkdownProps
  extends Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> {
  /** The Markdown so far (the whole answer once streaming is over). */
  text: string;
  /** Whether more text is still arriving: updates are then coalesced to one per animation frame. */
  streaming: boolean;
  /** Called when a rendered link is clicked, before the browser follows it; call `preventDefault()` to route yourself. */
  onLinkClick?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Extra classes on the root element. */
  className?: string;
  /** Texts of the renderer's controls and regions, for translation. @default { copyCode: "Copy code", copied: "Copied", code: "Code", table: "Table" } */
  labels?: MarkdownLabels;
}

/** One memoised block: re-renders only when its token object changes, which a finished block's never does. */
const Block = memo(function Block({
  token,
  complete,
  outline,
}: {
  token: Token;
  complete: boolean;
  outline: HeadingOutline;
}) {
  return renderBlock(token, { complete, outline });
});

/** Blocks per page: React compares a finished page as one element instead of this many. */
const pageSize = 32;

interface PageProps {
  /** The page's blocks, finished ones first. */
  blocks: readonly MarkdownBlock[];
  /** How many of `blocks` are finished; the rest are the tail. */
  finishedCount: number;
  streaming: boolean;
}

/** A page of blocks, rendered again only when one of its blocks or their completeness changed. */
const Page = memo(
  function Page({ blocks, finishedCount, streaming }: PageProps) {
    return blocks.map((block, position) => (
      <Block
        key={block.index}
        token={block.token}
        complete={position < finishedCount || !streaming}
        outline={block.outline}
      />
    ));
  },
  (previous, next) =>
    previous.finishedCount === next.finishedCount &&
    (previous.streaming === next.streaming || next.finishedCount === next.blocks.length) &&
    previous.blocks.length === next.blocks.length &&
    previous.blocks.every((block, position) => block === next.blocks[position]),
);

const scheduleFrame = (callback: () => void): (() => void) => {
  if (typeof requestAnimationFrame === "function") {
    const handle = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(handle);
  }
  const handle = setTimeout(callback, 16);
  return () => clearTimeout(handle);
};

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** `text` while streaming, advanced at most once per animation frame; `text` itself once streaming stops. */
function useFrameCoalescedText(text: string, streaming: boolean): string {
  const [frameText, setFrameText] = useState(text);
  const latest = useRef(text);
  const cancelFrame = useRef<(() => void) | undefined>(undefined);
  latest.current = text;

  useIsomorphicLayoutEffect(() => {
    if (!streaming) {
      cancelFrame.current?.();
      cancelFrame.current = undefined;
      // So that a later stream starts from this text, not from the previous stream's last frame.
      setFrameText(text);
      return;
    }
    if (cancelFrame.current) return;
    cancelFrame.current = scheduleFrame(() => {
      cancelFrame.current = undefined;
      // Committed inside the frame, so the text is painted in this frame rather than the next one.
      flushSync(() => setFrameText(latest.current));
    });
  }, [text, streaming]);

  useEffect(() => () => cancelFrame.current?.(), []);

  return streaming ? frameText : text;
}

/**
 * The blocks in pages of {@link pageSize} by position. A finished page keeps the same block objects, so its
 * `Page` is skipped after a comparison of pointers; only the page holding the tail renders again.
 */
function pages(finished: readonly MarkdownBlock[], tail: readonly MarkdownBlock[]) {
  const blocks = finished.concat(tail);
  const result: { start: number; blocks: readonly MarkdownBlock[]; finishedCount: number }[] = [];
  for (let start = 0; start < blocks.length; start += pageSize) {
    result.push({
      start,
      blocks: blocks.slice(start, start + pageSize),
      finishedCount: Math.min(pageSize, Math.max(0, finished.length - start)),
    });
  }
  return result;
}

/**
 * Renders a streamed Markdown answer as React elements, incrementally: blocks that later text cannot change
 * are lexed once and rendered once (memoised by their token), and only the unfinished tail is re-lexed and
 * re-rendered, at most once per animation frame. Raw HTML shows as text, links are limited to safe schemes,
 * images are not loaded, and code blocks get a copy button and lazily loaded highlighting.
 */
export function StreamingMarkdown({
  text,
  streaming,
  onLinkClick,
  className,
  labels,
  ...rest
}: StreamingMarkdownProps) {
  const shownText = useFrameCoalescedText(text, streaming);
  const lexer = useRef<IncrementalLexer>(null);
  lexer.current ??= new IncrementalLexer();
  const onLinkClickRef = useRef(onLinkClick);
  useIsomorphicLayoutEffect(() => {
    onLinkClickRef.current = onLinkClick;
  });

  const { copyCode, copied, code, table } = { ...defaultLabels, ...labels };
  const context = useMemo<MarkdownContextValue>(
    () => ({ onLinkClickRef, labels: { copyCode, copied, code, table } }),
    [copyCode, copied, code, table],
  );

  const lexed = useMemo(() => lexer.current?.update(shownText, streaming), [shownText, streaming]);
  const finished = lexed?.finished ?? [];
  const tailBlocks = lexed?.tailBlocks ?? [];
  return (
    <MarkdownContext.Provider value={context}>
      <div
        {...rest}
        data-slot="dsa-markdown"
        data-streaming={streaming ? "" : undefined}
        className={["dsa:min-w-0 dsa:break-words dsa:text-(--dsa-c-foreground)", className]
          .filter(Boolean)
          .join(" ")}
      >
        {pages(finished, tailBlocks).map((page) => (
          // A block stays on its page (by its position) when it moves from the tail to the finished blocks.
          <Page
            key={page.start}
            blocks={page.blocks}
            finishedCount={page.finishedCount}
            streaming={streaming}
          />
        ))}
      </div>
    </MarkdownContext.Provider>
  );
}
