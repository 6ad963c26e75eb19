import { type ComponentPropsWithRef, useEffect, useState } from "react";
import { iconButtonClass } from "../lib/class-names.ts";
import { cn } from "../lib/cn.ts";
import { composeEventHandlers } from "../lib/compose-event-handlers.ts";
import { useAssistantRoot } from "./assistant-root.tsx";
import { CheckIcon, CopyIcon } from "./icons.tsx";

/** Props of {@link AssistantCopyButton}. */
export interface AssistantCopyButtonProps extends ComponentPropsWithRef<"button"> {
  /** The text put on the clipboard. */
  text: string;
}

const copiedDuration = 2000;

/** Copies an answer's Markdown to the clipboard and says so for two seconds (`data-state="copied"`). */
export function AssistantCopyButton(props: AssistantCopyButtonProps) {
  const { text, className, ...rest } = props;
  const { labels } = useAssistantRoot();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedDuration);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const label = copied ? labels.copied : labels.copyAnswer;
  return (
    <button
      type="button"
      data-slot="dsa-copy"
      data-state={copied ? "copied" : "idle"}
      aria-label={label}
      title={label}
      className={cn(iconButtonClass, className)}
      {...rest}
      onClick={composeEventHandlers(rest.onClick, () => {
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      })}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}
