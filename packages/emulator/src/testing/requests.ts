import type { AssistantVersion } from "../message-request.ts";

/** A well-formed assistant key for tests. */
export const assistantKey = "svc_dsc_test_public";
/** A well-formed admin key for tests. */
export const adminKey = "svc_test_admin";

/** A contract-shaped v2 body asking `question`, merged with `extra`. */
export function v2Body(question: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fp: "anonymous",
    messages: [{ id: "m1", role: "user", parts: [{ type: "text", text: question }] }],
    retrievalPageSize: 5,
    ...extra,
  };
}

/** A contract-shaped v1 body asking `question`, merged with `extra`. */
export function v1Body(question: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fp: "anonymous",
    messages: [{ id: "m1", role: "user", content: question, parts: [{ type: "text", text: question }] }],
    retrievalPageSize: 5,
    ...extra,
  };
}

/** Options of {@link assistantRequest}. */
export interface AssistantRequestOptions {
  /** Extra or replacement headers; `null` removes one. */
  headers?: Record<string, string | null>;
  /** Domain in the path. */
  domain?: string;
  /** Base URL before `/discovery`. */
  base?: string;
}

/** A POST to the assistant endpoint of `version` with the test key. */
export function assistantRequest(
  version: AssistantVersion,
  body: unknown,
  options: AssistantRequestOptions = {},
): Request {
  const headers = new Headers({
    authorization: `Bearer ${assistantKey}`,
    "content-type": "application/json",
  });
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const base = options.base ?? "http://emulator.test";
  return new Request(`${base}/discovery/${version}/assistant/${options.domain ?? "acme"}/message`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A request to the agent job endpoints with the test admin key (or `key`). */
export function jobRequest(method: string, path: string, body?: unknown, key = adminKey): Request {
  return new Request(`http://emulator.test/v2/agent/${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The `data:` payloads of an SSE body, in order (comments dropped). */
export function sseData(body: string): string[] {
  return body
    .split("\n\n")
    .filter((event) => event.startsWith("data: "))
    .map((event) => event.slice("data: ".length));
}
