import { type ComponentPropsWithRef, useId } from "react";
import { chipButtonClass } from "../lib/class-names.ts";
import { cn } from "../lib/cn.ts";
import { useAssistantChat } from "./assistant-chat.tsx";
import { useAssistantRoot } from "./assistant-root.tsx";

/** Props of {@link AssistantStarters}. */
export interface AssistantStartersProps extends ComponentPropsWithRef<"div"> {
  /** Questions offered in an empty conversation. */
  starters?: string[];
}

/** The empty conversation: a short invitation and the starter questions; renders nothing once there are messages. */
export function AssistantStarters(props: AssistantStartersProps) {
  const { starters = [], className, ...rest } = props;
  const { labels } = useAssistantRoot();
  const { chat, send } = useAssistantChat();
  const headingId = useId();
  if (chat.messages.length > 0) return null;
  return (
    <div
      data-slot="dsa-empty-state"
      className={cn("dsa:flex dsa:flex-col dsa:gap-3 dsa:py-2", className)}
      {...rest}
    >
      <p className="dsa:m-0 dsa:text-muted-foreground">{labels.emptyState}</p>
      {starters.length > 0 ? (
        <div data-slot="dsa-starters" className="dsa:flex dsa:flex-col dsa:gap-1.5">
          <p
            id={headingId}
            className="dsa:m-0 dsa:text-xs dsa:font-medium dsa:uppercase dsa:tracking-wide dsa:text-muted-foreground"
          >
            {labels.startersHeading}
          </p>
          <ul
            aria-labelledby={headingId}
            className="dsa:m-0 dsa:flex dsa:list-none dsa:flex-col dsa:items-start dsa:gap-1.5 dsa:p-0"
          >
            {starters.map((starter) => (
              <li key={starter} className="dsa:m-0 dsa:p-0">
                <button
                  type="button"
                  data-slot="dsa-starter"
                  className={chipButtonClass}
                  onClick={() => send(starter, "starter")}
                >
                  {starter}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
