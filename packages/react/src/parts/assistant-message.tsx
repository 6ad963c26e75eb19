import { getMessageText } from "@docs-assistant/core";
import type { UIMessage } from "ai";
import type { ComponentPropsWithRef } from "react";
import { cn } from "../lib/cn.ts";
import { useAssistantChat } from "./assistant-chat.tsx";
import { AssistantCopyButton } from "./assistant-copy-button.tsx";
import { AssistantFollowUps } from "./assistant-follow-ups.tsx";
import { useAssistantRoot } from "./assistant-root.tsx";
import { AssistantSources } from "./assistant-sources.tsx";
import { AnswerMarkdown, splitAnswer } from "./markdown-bridge.tsx";

/** Props of {@link AssistantMessage}. */
export interface AssistantMessageProps extends ComponentPropsWithRef<"article"> {
  /** The message shown. */
  message: UIMessage;
  /** Whether this is the newest message (only it can be streaming). */
  isLast: boolean;
}

/**
 * One turn. A question shows as the reader typed it; an answer renders as streaming Markdown with its sources,
 * follow-up questions and a copy button. `data-status` is `streaming` while text arrives, `done` after.
 */
export function AssistantMessage(props: AssistantMessageProps) {
  const { message, isLast, className, ...rest } = props;
  const { labels } = useAssistantRoot();
  const { chat, onLinkClick } = useAssistantChat();
  const text = getMessageText(message);
  const streaming = isLast && message.role === "assistant" && chat.status === "streaming";

  if (message.role === "user") {
    return (
      <article
        data-slot="dsa-message"
        data-role="user"
        aria-label={labels.readerTurn}
        className={cn(
          "dsa:ms-8 dsa:self-end dsa:whitespace-pre-wrap dsa:break-words dsa:rounded-base dsa:bg-accent dsa:px-3 dsa:py-2 dsa:text-accent-foreground",
          className,
        )}
        {...rest}
      >
        {text}
      </article>
    );
  }

  const { body, suggestions } = splitAnswer(text);
  return (
    <article
      data-slot="dsa-message"
      data-role="assistant"
      data-status={streaming ? "streaming" : "done"}
      aria-label={labels.assistantTurn}
      className={cn("dsa:min-w-0 dsa:break-words", className)}
      {...rest}
    >
      {body.trim() ? (
        <AnswerMarkdown text={body} streaming={streaming} onLinkClick={onLinkClick} />
      ) : streaming ? (
        <p data-slot="dsa-thinking" className="dsa:m-0 dsa:animate-pulse dsa:text-muted-foreground">
          {labels.thinking}
        </p>
      ) : chat.status === "error" && isLast ? null : (
        <p data-slot="dsa-empty-answer" className="dsa:m-0 dsa:text-muted-foreground">
          {labels.emptyAnswer}
        </p>
      )}
      <AssistantSources message={message} />
      {streaming ? null : <AssistantFollowUps suggestions={suggestions} />}
      {streaming || !body.trim() ? null : (
        <div data-slot="dsa-message-actions" className="dsa:mt-1 dsa:flex dsa:justify-end">
          <AssistantCopyButton text={body.trim()} />
        </div>
      )}
    </article>
  );
}

/** Shown after a question until the first chunk of the answer arrives. */
export function AssistantThinking(props: ComponentPropsWithRef<"p">) {
  const { className, ...rest } = props;
  const { labels } = useAssistantRoot();
  const { chat } = useAssistantChat();
  if (chat.status !== "submitted") return null;
  return (
    <p
      data-slot="dsa-thinking"
      className={cn("dsa:m-0 dsa:animate-pulse dsa:text-muted-foreground", className)}
      {...rest}
    >
      {labels.thinking}
    </p>
  );
}
