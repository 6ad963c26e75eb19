import { type ComponentPropsWithRef, useId } from "react";
import { chipButtonClass } from "../lib/class-names.ts";
import { cn } from "../lib/cn.ts";
import { useAssistantChat } from "./assistant-chat.tsx";
import { useAssistantRoot } from "./assistant-root.tsx";
import type { FollowUpSuggestion } from "./markdown-bridge.tsx";

/** Props of {@link AssistantFollowUps}. */
export interface AssistantFollowUpsProps extends ComponentPropsWithRef<"div"> {
  /** The follow-up questions the answer suggested (its ```suggestions block). */
  suggestions: FollowUpSuggestion[];
}

/** Follow-up questions as buttons that ask them; renders nothing when there are none. */
export function AssistantFollowUps(props: AssistantFollowUpsProps) {
  const { suggestions, className, ...rest } = props;
  const { labels } = useAssistantRoot();
  const { send, busy } = useAssistantChat();
  const headingId = useId();
  if (suggestions.length === 0) return null;
  return (
    <div data-slot="dsa-follow-ups" className={cn("dsa:mt-3", className)} {...rest}>
      <p
        id={headingId}
        className="dsa:m-0 dsa:mb-1.5 dsa:text-xs dsa:font-medium dsa:uppercase dsa:tracking-wide dsa:text-muted-foreground"
      >
        {labels.followUps}
      </p>
      <ul
        aria-labelledby={headingId}
        className="dsa:m-0 dsa:flex dsa:list-none dsa:flex-col dsa:items-start dsa:gap-1.5 dsa:p-0"
      >
        {suggestions.map((suggestion) => (
          <li key={`${suggestion.title}\u0000${suggestion.path}`} className="dsa:m-0 dsa:p-0">
            <button
              type="button"
              data-slot="dsa-follow-up"
              className={chipButtonClass}
              disabled={busy}
              onClick={() => send(suggestion.title, "follow-up")}
            >
              {suggestion.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
