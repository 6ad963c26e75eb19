import { HttpError, isRecord } from "./http.ts";

/** Assistant endpoint version, taken from the path. */
export type AssistantVersion = "v1" | "v2";

/** Search filter of a message request; v1 knows only `version` and `language`. */
export interface SearchFilter {
  /** Documentation version to search. */
  version?: string;
  /** Documentation language to search. */
  language?: string;
  /** Page groups to search (v2 only). */
  groups?: string[];
}

/** A piece of page context sent with a question. */
export interface ContextItem {
  /** Kind of context: a code block or a text selection. */
  type: "code" | "textSelection";
  /** The code snippet or selected text. */
  value: string;
  /** Path of the page or file holding it. */
  path?: string;
  /** Identifier of the element holding it. */
  elementId?: string;
}

/** A validated assistant message request. */
export interface MessageRequest {
  /** Fingerprint of the conversation's user, or `anonymous`. */
  fp: string;
  /** Text of the last user message. */
  question: string;
  /** Thread to continue, if any. */
  threadId: string | undefined;
  /** Key of that thread, from the body's `threadKey` or the `X-Thread-Key` header. */
  threadKey: string | undefined;
  /** Number of search results to use. @default 5 */
  retrievalPageSize: number;
  /** Search filter, if any. */
  filter: SearchFilter | undefined;
  /** Page context items (empty when none were sent). */
  context: ContextItem[];
  /** Page the reader is on, if sent. */
  currentPath: string | undefined;
}

const v2MessageKeys = new Set(["id", "role", "parts"]);
const filterKeys: Record<AssistantVersion, Set<string>> = {
  v1: new Set(["version", "language"]),
  v2: new Set(["version", "language", "groups"]),
};
const maxCurrentPathLength = 200;
const maxRetrievalPageSize = 50;

function fail(message: string): never {
  throw new HttpError(400, message);
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") fail(`\`${key}\` must be a string.`);
  return value;
}

function textOfParts(parts: unknown[], where: string): string {
  const texts: string[] = [];
  parts.forEach((part, index) => {
    if (!isRecord(part) || typeof part.type !== "string")
      fail(`${where}.parts[${index}] must have a string \`type\`.`);
    if (part.type === "text") {
      if (typeof part.text !== "string")
        fail(`${where}.parts[${index}] is a text part without a string \`text\`.`);
      texts.push(part.text);
    }
  });
  return texts.join("\n");
}

/** Validates one message for `version` and returns its role and text. */
function readMessage(
  message: unknown,
  index: number,
  version: AssistantVersion,
): { role: string; text: string } {
  const where = `messages[${index}]`;
  if (!isRecord(message)) fail(`${where} must be an object.`);
  if (typeof message.id !== "string" || message.id === "") fail(`${where} needs a string \`id\`.`);
  if (typeof message.role !== "string" || message.role === "") fail(`${where} needs a string \`role\`.`);
  if (version === "v2") {
    const extra = Object.keys(message).find((key) => !v2MessageKeys.has(key));
    if (extra !== undefined) {
      fail(`${where} has the field \`${extra}\`; v2 messages carry only \`id\`, \`role\` and \`parts\`.`);
    }
    if (!Array.isArray(message.parts)) fail(`${where} needs a \`parts\` array.`);
    return { role: message.role, text: textOfParts(message.parts, where) };
  }
  if (typeof message.content !== "string") {
    fail(`${where} needs a string \`content\`; v1 messages carry their text in \`content\`.`);
  }
  if (message.parts !== undefined && !Array.isArray(message.parts)) fail(`${where}.parts must be an array.`);
  return { role: message.role, text: message.content };
}

function readFilter(value: unknown, version: AssistantVersion): SearchFilter | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) fail("`filter` must be an object.");
  const extra = Object.keys(value).find((key) => !filterKeys[version].has(key));
  if (extra !== undefined) fail(`\`filter.${extra}\` is not a ${version} filter field.`);
  const filter: SearchFilter = {};
  for (const key of ["version", "language"] as const) {
    const field = value[key];
    if (field === undefined || field === null) continue;
    if (typeof field !== "string") fail(`\`filter.${key}\` must be a string.`);
    filter[key] = field;
  }
  if (value.groups !== undefined && value.groups !== null) {
    if (!Array.isArray(value.groups) || !value.groups.every((group) => typeof group === "string")) {
      fail("`filter.groups` must be an array of strings.");
    }
    filter.groups = value.groups;
  }
  return filter;
}

function readContext(value: unknown): ContextItem[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail("`context` must be an array.");
  return value.map((item, index) => {
    const where = `context[${index}]`;
    if (!isRecord(item)) fail(`${where} must be an object.`);
    if (item.type !== "code" && item.type !== "textSelection")
      fail(`${where}.type must be "code" or "textSelection".`);
    if (typeof item.value !== "string") fail(`${where}.value must be a string.`);
    for (const key of ["path", "elementId"] as const) {
      if (item[key] !== undefined && typeof item[key] !== "string") fail(`${where}.${key} must be a string.`);
    }
    return {
      type: item.type,
      value: item.value,
      ...(typeof item.path === "string" ? { path: item.path } : {}),
      ...(typeof item.elementId === "string" ? { elementId: item.elementId } : {}),
    };
  });
}

/** Validates an assistant message body against the contract for `version`, or throws a 400. */
export function parseMessageRequest(
  body: unknown,
  version: AssistantVersion,
  headerThreadKey: string | undefined,
): MessageRequest {
  if (!isRecord(body)) fail("The request body must be a JSON object.");
  if (typeof body.fp !== "string" || body.fp === "") {
    fail("`fp` is required: a fingerprint string, or `anonymous`.");
  }
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    fail("`messages` is required: a non-empty array of messages.");
  }
  const messages = body.messages.map((message, index) => readMessage(message, index, version));
  const question = messages.findLast((message) => message.role === "user")?.text.trim() ?? "";
  if (question === "") fail("The conversation has no user message with text.");

  let retrievalPageSize = 5;
  if (body.retrievalPageSize !== undefined && body.retrievalPageSize !== null) {
    const size = body.retrievalPageSize;
    if (typeof size !== "number" || !Number.isInteger(size) || size < 1 || size > maxRetrievalPageSize) {
      fail(`\`retrievalPageSize\` must be an integer from 1 to ${maxRetrievalPageSize}.`);
    }
    retrievalPageSize = size;
  }
  const currentPath = optionalString(body, "currentPath");
  if (currentPath !== undefined && currentPath.length > maxCurrentPathLength) {
    fail(`\`currentPath\` is longer than ${maxCurrentPathLength} characters.`);
  }
  return {
    fp: body.fp,
    question,
    threadId: optionalString(body, "threadId"),
    threadKey: optionalString(body, "threadKey") ?? headerThreadKey,
    retrievalPageSize,
    filter: readFilter(body.filter, version),
    context: readContext(body.context),
    currentPath,
  };
}
