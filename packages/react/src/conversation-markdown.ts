import { getMessageSources, getMessageText } from "@docs-assistant/core";
import type { UIMessage } from "ai";

/** Options for {@link conversationToMarkdown}. */
export interface ConversationMarkdownOptions {
  /** Heading of the reader's turns. */
  readerHeading: string;
  /** Heading of the assistant's turns. */
  assistantHeading: string;
  /** Heading of an answer's sources. */
  sourcesHeading: string;
  /** Turns an answer's raw text into the part worth keeping (for example without the follow-up block). */
  answerBody?: (text: string) => string;
}

const escapeLinkText = (text: string): string => text.replace(/[[\]\\]/g, (character) => `\\${character}`);

/** The whole conversation as a Markdown document: one section per turn, sources as a link list. */
export function conversationToMarkdown(messages: UIMessage[], options: ConversationMarkdownOptions): string {
  const sections: string[] = [];
  for (const message of messages) {
    if (message.role === "user") {
      sections.push(`## ${options.readerHeading}\n\n${getMessageText(message).trim()}`);
      continue;
    }
    if (message.role !== "assistant") continue;
    const text = getMessageText(message);
    const body = (options.answerBody ? options.answerBody(text) : text).trim();
    const sources = getMessageSources(message);
    let section = `## ${options.assistantHeading}\n\n${body}`;
    if (sources.length > 0) {
      const list = sources.map(
        (source) => `- [${escapeLinkText(source.title || source.url)}](${source.url})`,
      );
      section += `\n\n### ${options.sourcesHeading}\n\n${list.join("\n")}`;
    }
    sections.push(section);
  }
  return `${sections.join("\n\n")}\n`;
}
