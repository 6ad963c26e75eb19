import { isDocsAssistantError } from "@docs-assistant/core";
import type { DocsAssistantLabels } from "./labels.ts";

/** What the reader can do about an error. */
export type ErrorAction =
  /** Send the question again now. */
  | "retry"
  /** Send it again once `retryAt` has passed. */
  | "retry-later"
  /** Send it again automatically when the browser is back online. */
  | "retry-when-online"
  /** Start over: the service no longer knows the conversation. */
  | "new-conversation"
  /** Nothing the reader can do (the site's configuration is wrong). */
  | "none";

/** How an error is shown: its kind for styling, the text, and the one action offered. */
export interface ErrorPresentation {
  /** `data-error` value: the core error kind, `offline`, or `unknown`. */
  kind: string;
  /** The text shown to the reader. */
  message: string;
  /** The action offered. */
  action: ErrorAction;
  /** For `retry-later`, when retrying makes sense (epoch milliseconds). */
  retryAt?: number;
}

/** Options for {@link presentError}. */
export interface PresentErrorOptions {
  /** The labels to word the message with. */
  labels: DocsAssistantLabels;
  /** Whether the browser reports being online. */
  online: boolean;
  /** When the error happened (epoch milliseconds), the base of `retryAt`. */
  failedAt: number;
  /** Now (epoch milliseconds), to word the remaining wait. */
  now: number;
}

/** Maps a chat error to the message and action the reader sees; every core error kind has its own. */
export function presentError(error: unknown, options: PresentErrorOptions): ErrorPresentation {
  const { labels } = options;
  if (!options.online) return { kind: "offline", message: labels.errorOffline, action: "retry-when-online" };
  if (!isDocsAssistantError(error)) return { kind: "unknown", message: labels.errorUnknown, action: "retry" };
  switch (error.kind) {
    case "unauthorized":
      return { kind: error.kind, message: labels.errorUnauthorized, action: "none" };
    case "forbidden":
      return { kind: error.kind, message: labels.errorForbidden, action: "none" };
    case "thread-not-found":
      return { kind: error.kind, message: labels.errorThreadNotFound, action: "new-conversation" };
    case "rate-limited": {
      if (error.retryAfter === undefined) {
        return { kind: error.kind, message: labels.errorRateLimited(undefined), action: "retry" };
      }
      const retryAt = options.failedAt + error.retryAfter * 1000;
      const seconds = Math.max(0, Math.ceil((retryAt - options.now) / 1000));
      return { kind: error.kind, message: labels.errorRateLimited(seconds), action: "retry-later", retryAt };
    }
    case "invalid-request":
      return { kind: error.kind, message: labels.errorInvalidRequest, action: "retry" };
    case "server":
      return { kind: error.kind, message: labels.errorServer, action: "retry" };
    case "network":
      return { kind: error.kind, message: labels.errorNetwork, action: "retry" };
    case "stream":
      return { kind: error.kind, message: labels.errorStream, action: "retry" };
    default:
      return error.kind satisfies never;
  }
}
