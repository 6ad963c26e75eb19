import type { ComponentPropsWithRef } from "react";
import { chipButtonClass } from "../lib/class-names.ts";
import { cn } from "../lib/cn.ts";
import { useAssistantChat } from "./assistant-chat.tsx";
import { useAssistantRoot } from "./assistant-root.tsx";
import { AlertIcon } from "./icons.tsx";

/** Props of {@link AssistantError}. */
export interface AssistantErrorProps extends ComponentPropsWithRef<"div"> {}

/**
 * The current error: its own message per kind and one action (retry, retry once the wait is over, wait for the
 * connection, or start a new conversation). `data-error` names the kind. Renders nothing without an error.
 */
export function AssistantError(props: AssistantErrorProps) {
  const { className, ...rest } = props;
  const { labels } = useAssistantRoot();
  const { errorPresentation, retry, newConversation } = useAssistantChat();
  if (!errorPresentation) return null;
  const { action, retryAt } = errorPresentation;
  const waiting = action === "retry-later" && retryAt !== undefined && Date.now() < retryAt;
  return (
    <div
      role="alert"
      data-slot="dsa-error"
      data-error={errorPresentation.kind}
      className={cn(
        "dsa:flex dsa:flex-col dsa:items-start dsa:gap-2 dsa:rounded-base dsa:border dsa:border-solid dsa:border-danger dsa:bg-danger-muted dsa:p-3 dsa:text-foreground",
        className,
      )}
      {...rest}
    >
      <p className="dsa:m-0 dsa:flex dsa:items-start dsa:gap-2">
        <span className="dsa:mt-0.5 dsa:text-danger">
          <AlertIcon />
        </span>
        <span data-slot="dsa-error-message">{errorPresentation.message}</span>
      </p>
      {action === "retry" || action === "retry-later" ? (
        <button
          type="button"
          data-slot="dsa-retry"
          className={chipButtonClass}
          disabled={waiting}
          onClick={retry}
        >
          {labels.retry}
        </button>
      ) : action === "new-conversation" ? (
        <button
          type="button"
          data-slot="dsa-error-new-conversation"
          className={chipButtonClass}
          onClick={newConversation}
        >
          {labels.newConversation}
        </button>
      ) : null}
    </div>
  );
}
