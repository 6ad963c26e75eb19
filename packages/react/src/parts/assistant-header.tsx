import { Dialog } from "radix-ui";
import type { ComponentPropsWithRef } from "react";
import { iconButtonClass } from "../lib/class-names.ts";
import { cn } from "../lib/cn.ts";
import { useAssistantChat } from "./assistant-chat.tsx";
import { useAssistantRoot } from "./assistant-root.tsx";
import { CloseIcon, DownloadIcon, NewConversationIcon } from "./icons.tsx";

/** Props of {@link AssistantHeader}. */
export interface AssistantHeaderProps extends ComponentPropsWithRef<"div"> {}

/** The panel's title bar: the title (the dialog's name), new conversation, download, close. */
export function AssistantHeader(props: AssistantHeaderProps) {
  const { className, children, ...rest } = props;
  const { labels } = useAssistantRoot();
  const { chat, newConversation, exportConversation } = useAssistantChat();
  const empty = chat.messages.length === 0;
  return (
    <div
      data-slot="dsa-header"
      className={cn(
        "dsa:flex dsa:shrink-0 dsa:items-center dsa:gap-1 dsa:border-b dsa:border-solid dsa:border-border dsa:px-3 dsa:py-2",
        className,
      )}
      {...rest}
    >
      <Dialog.Title
        data-slot="dsa-title"
        className="dsa:m-0 dsa:me-auto dsa:text-base dsa:font-semibold dsa:leading-tight dsa:text-foreground"
      >
        {labels.title}
      </Dialog.Title>
      <Dialog.Description data-slot="dsa-description" className="dsa:sr-only">
        {labels.description}
      </Dialog.Description>
      {children}
      <button
        type="button"
        data-slot="dsa-new-conversation"
        className={iconButtonClass}
        aria-label={labels.newConversation}
        title={labels.newConversation}
        disabled={empty}
        onClick={newConversation}
      >
        <NewConversationIcon />
      </button>
      <button
        type="button"
        data-slot="dsa-export"
        className={iconButtonClass}
        aria-label={labels.exportConversation}
        title={labels.exportConversation}
        disabled={empty}
        onClick={() => void exportConversation()}
      >
        <DownloadIcon />
      </button>
      <Dialog.Close
        data-slot="dsa-close"
        className={iconButtonClass}
        aria-label={labels.close}
        title={labels.close}
      >
        <CloseIcon />
      </Dialog.Close>
    </div>
  );
}
