import type { ContextItem } from "@docs-assistant/core";
import { type AskControlLabels, createAskControl, createContextItem } from "./ask-control.ts";
import { codeContextValue, findCodeLanguage } from "./code-language.ts";
import { findElementId, type IgnoreRule, isIgnoredNode } from "./content-rules.ts";
import { getCurrentPath } from "./current-path.ts";

/** Options of {@link watchCodeBlocks}. */
export interface WatchCodeBlocksOptions {
  /** Called with a `code` item when the reader chooses a block's control. */
  onAsk: (item: ContextItem) => void;
  /** The site's content; only blocks inside it get a control. @default document.body */
  root?: Element;
  /** Matches the element holding a block's code; the control goes into its closest `pre`. @default "pre > code" */
  selector?: string;
  /** More blocks to leave out, besides those inside `data-dsa-ignore` (and the widget). */
  ignore?: IgnoreRule;
  /** Text of each control. @default { text: "Ask AI", ariaLabel: "Ask AI about this code" } */
  labels?: Partial<AskControlLabels>;
  /** The `path` of each item. @default getCurrentPath */
  getPath?: () => string | undefined;
}

interface Block {
  code: Element;
  host: HTMLElement;
  /** The `pre`'s inline `position` before we made it a containing block, when we had to. */
  position: string | undefined;
}

/**
 * Gives every code block in `root` an "Ask AI" button, now and whenever blocks appear later (client-side
 * navigation, lazy content): a MutationObserver rescans once per animation frame. The button sits in the
 * block's top end corner, absolutely positioned inside the `pre` (which becomes `position: relative` only if it
 * was static), out of the flow so nothing shifts, and counter-scrolled so it stays put when the block scrolls.
 * Choosing it calls `onAsk({ type: "code", value, path, elementId })`, where `value` follows
 * {@link codeContextValue}. Returns `dispose()`, which removes every button and restores each `pre`.
 */
export function watchCodeBlocks(options: WatchCodeBlocksOptions): () => void {
  const root = options.root ?? document.body;
  const selector = options.selector ?? "pre > code";
  const labels = { text: "Ask AI", ariaLabel: "Ask AI about this code", ...options.labels };
  const blocks = new Map<HTMLElement, Block>();
  let frame = 0;

  const attach = (code: Element, pre: HTMLElement) => {
    const { host } = createAskControl(
      "position:absolute!important;top:6px!important;inset-inline-end:6px!important;z-index:1!important;translate:var(--dsa-scroll-x,0) var(--dsa-scroll-y,0)!important",
      labels,
      () => {
        const current = blocks.get(pre)?.code ?? code;
        const value = codeContextValue(current.textContent ?? "", findCodeLanguage(current));
        options.onAsk(
          createContextItem(
            "code",
            value,
            (options.getPath ?? getCurrentPath)(),
            findElementId(current, root),
          ),
        );
      },
    );
    const position = getComputedStyle(pre).position === "static" ? pre.style.position : undefined;
    if (position !== undefined) pre.style.position = "relative";
    blocks.set(pre, { code, host, position });
    pre.append(host);
    follow(pre);
  };

  const scan = () => {
    frame = 0;
    for (const [pre, block] of blocks) {
      if (!block.code.isConnected || !pre.contains(block.code)) detach(pre, block);
      // A framework re-rendering the block may drop our host; put it back.
      else if (!block.host.isConnected) pre.append(block.host);
    }
    for (const code of root.querySelectorAll(selector)) {
      const pre = (code.closest("pre") ?? code) as HTMLElement;
      if (!blocks.has(pre) && !isIgnoredNode(code, options.ignore)) attach(code, pre);
    }
  };

  const detach = (pre: HTMLElement, block: Block) => {
    block.host.remove();
    if (block.position !== undefined) pre.style.position = block.position;
    blocks.delete(pre);
  };

  const onScroll = (event: Event) => {
    const target = event.target as HTMLElement;
    if (blocks.has(target)) follow(target);
  };
  const follow = (pre: HTMLElement) => {
    const style = blocks.get(pre)?.host.style;
    style?.setProperty("--dsa-scroll-x", `${pre.scrollLeft}px`);
    style?.setProperty("--dsa-scroll-y", `${pre.scrollTop}px`);
  };

  const observer = new MutationObserver(() => {
    frame ||= requestAnimationFrame(scan);
  });
  observer.observe(root, { childList: true, subtree: true });
  document.addEventListener("scroll", onScroll, true);
  scan();
  return () => {
    observer.disconnect();
    document.removeEventListener("scroll", onScroll, true);
    cancelAnimationFrame(frame);
    for (const [pre, block] of blocks) detach(pre, block);
  };
}
