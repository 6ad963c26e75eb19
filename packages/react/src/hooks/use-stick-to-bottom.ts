import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** What {@link useStickToBottom} returns. */
export interface StickToBottom {
  /** The scrolling element. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The element whose growth is followed. */
  contentRef: RefObject<HTMLDivElement | null>;
  /** Whether the view is at the bottom (and so follows new content). */
  atBottom: boolean;
  /** Scrolls to the bottom and follows new content again. */
  scrollToBottom: (behavior?: ScrollBehavior) => void;
}

const bottomThreshold = 24;

/**
 * Keeps a scroller pinned to the bottom while its content grows, and lets go as soon as the reader scrolls up.
 * Only an upward move unpins, so content growing between two frames can never be mistaken for the reader.
 */
export function useStickToBottom(): StickToBottom {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const stuck = useRef(true);
  const lastScrollTop = useRef(0);
  const [atBottom, setAtBottom] = useState(true);

  const scrollToBottom = useCallback((behavior: ScrollBehavior = "auto") => {
    const scroller = scrollRef.current;
    stuck.current = true;
    setAtBottom(true);
    if (scroller) scroller.scrollTo({ top: scroller.scrollHeight, behavior });
  }, []);

  useEffect(() => {
    const scroller = scrollRef.current;
    const content = contentRef.current;
    if (!scroller || !content) return;
    const onScroll = () => {
      const distance = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
      if (distance <= bottomThreshold) stuck.current = true;
      else if (scroller.scrollTop < lastScrollTop.current - 1) stuck.current = false;
      lastScrollTop.current = scroller.scrollTop;
      setAtBottom(stuck.current);
    };
    const observer = new ResizeObserver(() => {
      if (stuck.current) scroller.scrollTop = scroller.scrollHeight;
      lastScrollTop.current = scroller.scrollTop;
    });
    observer.observe(content);
    scroller.scrollTop = scroller.scrollHeight;
    scroller.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener("scroll", onScroll);
    };
  }, []);

  return { scrollRef, contentRef, atBottom, scrollToBottom };
}
