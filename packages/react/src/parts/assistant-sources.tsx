import { getMessageSources } from "@docs-assistant/core";
import type { UIMessage } from "ai";
import { type ComponentPropsWithRef, useId } from "react";
import { cn } from "../lib/cn.ts";
import { isSafeHref } from "../markdown/index.ts";
import { useAssistantChat } from "./assistant-chat.tsx";
import { useAssistantRoot } from "./assistant-root.tsx";

/** Props of {@link AssistantSources}. */
export interface AssistantSourcesProps extends ComponentPropsWithRef<"div"> {
  /** The answer whose sources are listed. */
  message: UIMessage;
}

/** The pages an answer cites, each linking to the page; renders nothing when there are none. */
export function AssistantSources(props: AssistantSourcesProps) {
  const { message, className, ...rest } = props;
  const { labels } = useAssistantRoot();
  const { onSourceClick } = useAssistantChat();
  const headingId = useId();
  // A source URL comes from the service: only http(s) and relative links become live links.
  const sources = getMessageSources(message).filter((source) => isSafeHref(source.url));
  if (sources.length === 0) return null;
  return (
    <div data-slot="dsa-sources" className={cn("dsa:mt-3", className)} {...rest}>
      <p
        id={headingId}
        className="dsa:m-0 dsa:mb-1.5 dsa:text-xs dsa:font-medium dsa:uppercase dsa:tracking-wide dsa:text-muted-foreground"
      >
        {labels.sources}
      </p>
      <ul
        aria-labelledby={headingId}
        className="dsa:m-0 dsa:flex dsa:list-none dsa:flex-wrap dsa:gap-1.5 dsa:p-0"
      >
        {sources.map((source) => (
          <li key={source.url} data-slot="dsa-source" className="dsa:m-0 dsa:p-0">
            <a
              href={source.url}
              data-slot="dsa-source-link"
              onClick={(event) => onSourceClick(source, event)}
              className="dsa:inline-flex dsa:max-w-60 dsa:items-center dsa:rounded-small dsa:border dsa:border-solid dsa:border-border dsa:bg-muted dsa:px-2 dsa:py-1 dsa:text-xs dsa:text-foreground dsa:no-underline dsa:outline-none dsa:hover:border-accent dsa:focus-visible:ring-2 dsa:focus-visible:ring-accent"
            >
              <span className="dsa:truncate">{source.title || source.url}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
