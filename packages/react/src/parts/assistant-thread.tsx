import { type ComponentPropsWithRef, useEffect } from "react";
import { useStickToBottom } from "../hooks/use-stick-to-bottom.ts";
import { cn } from "../lib/cn.ts";
import { useAssistantChat } from "./assistant-chat.tsx";
import { useAssistantRoot } from "./assistant-root.tsx";
import { ArrowDownIcon } from "./icons.tsx";

/** Props of {@link AssistantThread}. */
export interface AssistantThreadProps extends ComponentPropsWithRef<"div"> {}

/**
 * The scrolling conversation log (`role="log"`, `aria-busy` while an answer streams). It follows new text while
 * the reader is at the bottom, lets go when they scroll up, and offers a jump-to-latest button then.
 * Its own live region is off: {@link AssistantAnnouncer} speaks once per finished answer instead of per token.
 */
export function AssistantThread(props: AssistantThreadProps) {
  const { className, children, ...rest } = props;
  const { labels } = useAssistantRoot();
  const { chat, busy } = useAssistantChat();
  const { scrollRef, contentRef, atBottom, scrollToBottom } = useStickToBottom();

  // A new question always brings the view back to the bottom.
  useEffect(() => {
    if (chat.status === "submitted") scrollToBottom();
  }, [chat.status, scrollToBottom]);

  return (
    <div
      data-slot="dsa-thread-viewport"
      className="dsa:relative dsa:flex dsa:min-h-0 dsa:flex-1 dsa:flex-col"
    >
      <div
        role="log"
        aria-live="off"
        aria-label={labels.thread}
        aria-busy={busy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard to scroll it (WCAG 2.1.1).
        tabIndex={0}
        data-slot="dsa-thread"
        data-status={chat.status}
        ref={scrollRef}
        className={cn(
          "dsa:min-h-0 dsa:flex-1 dsa:overflow-y-auto dsa:overscroll-contain dsa:outline-none dsa:focus-visible:ring-2 dsa:focus-visible:ring-inset dsa:focus-visible:ring-accent",
          className,
        )}
        {...rest}
      >
        <div
          ref={contentRef}
          data-slot="dsa-thread-content"
          className="dsa:flex dsa:flex-col dsa:gap-4 dsa:p-4"
        >
          {children}
        </div>
      </div>
      {atBottom ? null : (
        <button
          type="button"
          data-slot="dsa-jump-to-latest"
          onClick={() => scrollToBottom("smooth")}
          className="dsa:absolute dsa:inset-x-0 dsa:bottom-3 dsa:mx-auto dsa:w-fit dsa:inline-flex dsa:items-center dsa:gap-1 dsa:cursor-pointer dsa:rounded-full dsa:border dsa:border-solid dsa:border-border dsa:bg-background dsa:px-3 dsa:py-1 dsa:text-xs dsa:text-foreground dsa:shadow-panel dsa:outline-none dsa:focus-visible:ring-2 dsa:focus-visible:ring-accent"
        >
          <ArrowDownIcon />
          {labels.jumpToLatest}
        </button>
      )}
    </div>
  );
}
