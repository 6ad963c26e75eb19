/** What went wrong, in the terms a reader-facing message needs. */
export type DocsAssistantErrorKind =
  | "unauthorized"
  | "forbidden"
  | "thread-not-found"
  | "rate-limited"
  | "invalid-request"
  | "server"
  | "network"
  | "stream";

/** Options for {@link DocsAssistantError}. */
export interface DocsAssistantErrorOptions {
  /** The kind of failure. */
  kind: DocsAssistantErrorKind;
  /** A message for developers (the UI shows its own text per kind). */
  message: string;
  /** The HTTP status, when the failure came from a response. */
  status?: number;
  /** Seconds to wait before retrying, when the service said so. */
  retryAfter?: number;
  /** The underlying error. */
  cause?: unknown;
}

/** The one error type every transport of this project raises, the same on every `ai` version. */
export class DocsAssistantError extends Error {
  override readonly name = "DocsAssistantError";
  /** The kind of failure. */
  readonly kind: DocsAssistantErrorKind;
  /** The HTTP status, when the failure came from a response. */
  readonly status: number | undefined;
  /** Seconds to wait before retrying, when the service said so. */
  readonly retryAfter: number | undefined;

  constructor(options: DocsAssistantErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    this.status = options.status;
    this.retryAfter = options.retryAfter;
  }

  /** Whether retrying the same request later can succeed. */
  get retryable(): boolean {
    return (
      this.kind === "rate-limited" ||
      this.kind === "server" ||
      this.kind === "network" ||
      this.kind === "stream"
    );
  }
}

/** True for a {@link DocsAssistantError}, also across bundle copies of this package. */
export function isDocsAssistantError(error: unknown): error is DocsAssistantError {
  return (
    error instanceof DocsAssistantError ||
    (error instanceof Error &&
      error.name === "DocsAssistantError" &&
      typeof (error as { kind?: unknown }).kind === "string")
  );
}

/** The error kind for an HTTP status. */
export function errorKindForStatus(status: number): DocsAssistantErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "thread-not-found";
  if (status === 429) return "rate-limited";
  if (status >= 500) return "server";
  return "invalid-request";
}

/** Parses `Retry-After` (seconds or an HTTP date) into whole seconds from `now`. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

const maxBodyExcerpt = 300;

/** Reads a non-2xx response into a {@link DocsAssistantError}; the body may be JSON `{error}` or plain text. */
export async function errorFromResponse(response: Response): Promise<DocsAssistantError> {
  let detail = "";
  try {
    const text = await response.text();
    try {
      const parsed: unknown = JSON.parse(text);
      const fromJson =
        parsed && typeof parsed === "object"
          ? ((parsed as { error?: unknown; message?: unknown }).error ??
            (parsed as { message?: unknown }).message)
          : undefined;
      detail = typeof fromJson === "string" ? fromJson : text;
    } catch {
      detail = text;
    }
  } catch {
    // The body could not be read; the status alone still says what happened.
  }
  detail = detail.trim().slice(0, maxBodyExcerpt);
  return new DocsAssistantError({
    kind: errorKindForStatus(response.status),
    status: response.status,
    retryAfter: parseRetryAfter(response.headers.get("retry-after")),
    message: `The docs assistant service answered ${response.status}${detail ? `: ${detail}` : ""}`,
  });
}
