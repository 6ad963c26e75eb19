/** Prefix of the public assistant key, safe in browser code. */
export const assistantKeyPrefix = "svc_dsc_";
/** Prefix of the admin key, a server secret. */
export const adminKeyPrefix = "svc_";

/** True for an admin key (`svc_…` that is not `svc_dsc_…`). */
export function isAdminKey(key: string): boolean {
  return key.startsWith(adminKeyPrefix) && !key.startsWith(assistantKeyPrefix);
}

/**
 * Throws at once when `key` is not usable by a browser-side assistant client.
 * An admin key would leak a server secret to every reader of the page, so it is refused outright.
 */
export function assertAssistantKey(key: string): void {
  if (isAdminKey(key)) {
    throw new TypeError(
      "docs-assistant: an admin API key (svc_…) was given to the assistant client. Admin keys are server secrets " +
        "and must never ship to a browser; use the assistant key (svc_dsc_…) from the dashboard's API keys page.",
    );
  }
  if (!key.startsWith(assistantKeyPrefix)) {
    throw new TypeError(
      "docs-assistant: the assistant API key must start with svc_dsc_ (find it on the dashboard's API keys page).",
    );
  }
}
