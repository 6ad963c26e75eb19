import { HttpError } from "./http.ts";

/** Which operation family a key is presented to. */
export type KeyKind = "assistant" | "admin";

const assistantPrefix = "svc_dsc_";
const adminPrefix = "svc_";
const bearerPattern = /^Bearer ([A-Za-z0-9_\-.]+)$/;

/**
 * Returns the bearer token of `request` when it is a well-formed key of `kind` (and in `acceptedKeys` when given).
 * Missing or malformed credentials and unknown keys are 401; a key of the other kind is 403.
 */
export function authenticate(
  request: Request,
  kind: KeyKind,
  acceptedKeys: readonly string[] | undefined,
): string {
  const header = request.headers.get("authorization");
  if (header === null) throw new HttpError(401, "Missing Authorization header; expected `Bearer <key>`.");
  const token = bearerPattern.exec(header.trim())?.[1];
  if (
    token === undefined ||
    !token.startsWith(adminPrefix) ||
    token === adminPrefix ||
    token === assistantPrefix
  ) {
    throw new HttpError(401, "Malformed Authorization header; expected `Bearer svc_…`.");
  }
  const isAssistantKey = token.startsWith(assistantPrefix);
  if (kind === "assistant" && !isAssistantKey) {
    throw new HttpError(
      403,
      "An admin key (svc_) cannot call the assistant; use the assistant key (svc_dsc_).",
    );
  }
  if (kind === "admin" && isAssistantKey) {
    throw new HttpError(
      403,
      "An assistant key (svc_dsc_) cannot manage agent jobs; use an admin key (svc_).",
    );
  }
  if (acceptedKeys !== undefined && !acceptedKeys.includes(token)) {
    throw new HttpError(401, "Unknown API key.");
  }
  return token;
}
