import { type ComponentPropsWithRef, type FormEvent, type KeyboardEvent, useId } from "react";
import { cn } from "../lib/cn.ts";
import { composeEventHandlers } from "../lib/compose-event-handlers.ts";
import { useAssistantChat } from "./assistant-chat.tsx";
import { useAssistantRoot } from "./assistant-root.tsx";
import { SendIcon, StopIcon } from "./icons.tsx";

/** Props of {@link AssistantComposer}. */
export interface AssistantComposerProps extends ComponentPropsWithRef<"form"> {}

/** The question form: Enter sends, Shift+Enter breaks the line; the send button becomes Stop while answering. */
export function AssistantComposer(props: AssistantComposerProps) {
  const { className, ...rest } = props;
  const { labels } = useAssistantRoot();
  const { draft, setDraft, send, busy, chat, composerRef } = useAssistantChat();
  const inputId = useId();

  const submit = () => {
    if (busy || !draft.trim()) return;
    send(draft, "composer");
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      data-slot="dsa-composer"
      data-status={chat.status}
      className={cn(
        "dsa:flex dsa:shrink-0 dsa:items-end dsa:gap-2 dsa:border-t dsa:border-solid dsa:border-border dsa:p-3",
        className,
      )}
      {...rest}
      onSubmit={composeEventHandlers(rest.onSubmit, (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit();
      })}
    >
      <label htmlFor={inputId} className="dsa:sr-only">
        {labels.inputLabel}
      </label>
      <textarea
        id={inputId}
        ref={composerRef}
        data-slot="dsa-composer-input"
        rows={1}
        value={draft}
        placeholder={labels.inputPlaceholder}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        enterKeyHint="send"
        className="dsa:field-sizing-content dsa:max-h-40 dsa:min-h-10 dsa:flex-1 dsa:resize-none dsa:rounded-base dsa:border dsa:border-solid dsa:border-border dsa:bg-background dsa:px-3 dsa:py-2 dsa:font-ui dsa:text-base dsa:sm:text-sm dsa:leading-normal dsa:text-foreground dsa:outline-none dsa:placeholder:text-muted-foreground dsa:focus-visible:border-accent dsa:focus-visible:ring-2 dsa:focus-visible:ring-accent/30"
      />
      {busy ? (
        <button
          type="button"
          data-slot="dsa-stop"
          aria-label={labels.stop}
          title={labels.stop}
          onClick={() => void chat.stop()}
          className="dsa:inline-flex dsa:size-10 dsa:shrink-0 dsa:items-center dsa:justify-center dsa:cursor-pointer dsa:rounded-base dsa:border dsa:border-solid dsa:border-border dsa:bg-muted dsa:p-0 dsa:text-foreground dsa:outline-none dsa:focus-visible:ring-2 dsa:focus-visible:ring-accent"
        >
          <StopIcon />
        </button>
      ) : (
        <button
          type="submit"
          data-slot="dsa-send"
          aria-label={labels.send}
          title={labels.send}
          disabled={!draft.trim()}
          className="dsa:inline-flex dsa:size-10 dsa:shrink-0 dsa:items-center dsa:justify-center dsa:cursor-pointer dsa:rounded-base dsa:border-0 dsa:bg-accent dsa:p-0 dsa:text-accent-foreground dsa:outline-none dsa:focus-visible:ring-2 dsa:focus-visible:ring-accent dsa:disabled:cursor-default dsa:disabled:opacity-40"
        >
          <SendIcon />
        </button>
      )}
    </form>
  );
}
