import { useEffect, useRef, useSyncExternalStore } from "react";
import { cn } from "../lib/cn.ts";
import { ContextChips, type ContextChipsProps } from "../page-context/context-chips.tsx";
import { useAssistantChat } from "./assistant-chat.tsx";
import { useAssistantRoot } from "./assistant-root.tsx";

/** Props of {@link AssistantContext}: those of the chip list, which takes its entries from the chat. */
export interface AssistantContextProps extends Omit<ContextChipsProps, "entries" | "onRemove"> {}

/**
 * The page context attached to the next question (the chat's `contextTray`), as removable chips above the
 * composer; renders nothing when none is attached. Attaching or removing one puts focus in the composer, so the
 * reader can go on typing the question.
 */
export function AssistantContext(props: AssistantContextProps) {
  const { className, labels: labelOverrides, ...rest } = props;
  const { labels } = useAssistantRoot();
  const { contextTray, composerRef } = useAssistantChat();
  const entries = useSyncExternalStore(contextTray.subscribe, contextTray.entries, contextTray.entries);
  const count = useRef(entries.length);
  useEffect(() => {
    if (entries.length > count.current) composerRef.current?.focus();
    count.current = entries.length;
  }, [entries.length, composerRef]);

  return (
    <ContextChips
      aria-label={labels.attachedContext}
      entries={entries}
      onRemove={(index) => {
        contextTray.remove(index);
        composerRef.current?.focus();
      }}
      labels={{
        textSelection: labels.contextSelection,
        code: labels.contextCode,
        remove: labels.removeContext,
        truncated: labels.contextTruncated,
        ...labelOverrides,
      }}
      className={cn(
        "dsa:shrink-0 dsa:border-t dsa:border-solid dsa:border-border dsa:px-3 dsa:pt-3 dsa:[&+form]:border-t-0 dsa:[&+form]:pt-2",
        className,
      )}
      {...rest}
    />
  );
}
