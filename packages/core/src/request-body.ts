import type { UIMessage } from "ai";
import { boundContextItem, type ContextItem, clampCurrentPath, maxContextItems } from "./page-context.ts";

/** Search filter of the assistant request; v1 accepts only `version` and `language`. */
export interface AssistantFilter {
  /** Documentation version to search. */
  version?: string;
  /** Documentation language to search. */
  language?: string;
  /** Page groups to search (v2 only). */
  groups?: string[];
}

/** A message as the contract sends it. */
export interface WireMessage {
  id: string;
  role: UIMessage["role"];
  parts: { type: "text"; text: string }[];
  /** The message's text; v1 only. */
  content?: string;
}

/** The assistant message request body, exactly the contract's fields. */
export interface AssistantRequestBody {
  fp: string;
  messages: WireMessage[];
  threadId?: string;
  threadKey?: string;
  retrievalPageSize: number;
  filter?: AssistantFilter;
  context?: ContextItem[];
  currentPath?: string;
}

/** Everything a request body is made from. */
export interface AssistantRequestInput {
  messages: UIMessage[];
  fp: string;
  retrievalPageSize: number;
  filter?: AssistantFilter | undefined;
  context?: ContextItem[] | undefined;
  currentPath?: string | undefined;
  threadId?: string | undefined;
  threadKey?: string | undefined;
}

/**
 * Turns chat messages into the contract's shape: `id`, `role` and text `parts` only (tool, source and
 * reasoning parts of earlier answers are not part of the request schema); messages with no text are left out.
 * With `withContent`, each message also carries its text as `content`, as v1 requires.
 */
export function toWireMessages(messages: UIMessage[], { withContent = false } = {}): WireMessage[] {
  const wire: WireMessage[] = [];
  for (const message of messages) {
    const parts = message.parts.flatMap((part) =>
      part.type === "text" && part.text.length > 0 ? [{ type: "text" as const, text: part.text }] : [],
    );
    if (parts.length === 0) continue;
    const entry: WireMessage = { id: message.id, role: message.role, parts };
    if (withContent) entry.content = parts.map((part) => part.text).join("");
    wire.push(entry);
  }
  return wire;
}

/**
 * Builds the contract's request body. Context items are bounded (at most {@link maxContextItems}, each value
 * cut to `maxContextValueLength`) and `currentPath` is clamped to 200 characters by {@link clampCurrentPath}.
 */
export function buildAssistantRequestBody(
  input: AssistantRequestInput,
  { withContent = false } = {},
): AssistantRequestBody {
  const context = input.context
    ?.filter((item) => item.value.length > 0)
    .slice(-maxContextItems)
    .map((item) => boundContextItem(item).item);
  const body: AssistantRequestBody = {
    fp: input.fp,
    messages: toWireMessages(input.messages, { withContent }),
    retrievalPageSize: input.retrievalPageSize,
  };
  if (input.threadId) {
    body.threadId = input.threadId;
    if (input.threadKey) body.threadKey = input.threadKey;
  }
  if (input.filter) body.filter = input.filter;
  if (context && context.length > 0) body.context = context;
  if (input.currentPath) body.currentPath = clampCurrentPath(input.currentPath);
  return body;
}
