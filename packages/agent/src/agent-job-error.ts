/** What went wrong with an agent-job request, in terms a caller can act on. */
export type AgentJobErrorKind =
  | "bad-request"
  | "unauthorized"
  | "not-found"
  | "rate-limited"
  | "server"
  | "network"
  | "timeout";

/** Options for {@link AgentJobError}. */
export interface AgentJobErrorOptions {
  /** The kind of failure. */
  kind: AgentJobErrorKind;
  /** What happened, for a developer or an operator reading a log. */
  message: string;
  /** The HTTP status, when the failure came from a response. */
  status?: number;
  /** Seconds to wait before trying again, when the service said so (429 `Retry-After`). */
  retryAfter?: number;
  /** The underlying error. */
  cause?: unknown;
}

/** The one error type the agent client throws, told apart by {@link AgentJobError.kind}. */
export class AgentJobError extends Error {
  override readonly name = "AgentJobError";
  /** The kind of failure. */
  readonly kind: AgentJobErrorKind;
  /** The HTTP status, when the failure came from a response. */
  readonly status: number | undefined;
  /** Seconds to wait before trying again, when the service said so (429 `Retry-After`). */
  readonly retryAfter: number | undefined;

  constructor(options: AgentJobErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    this.status = options.status;
    this.retryAfter = options.retryAfter;
  }

  /** Whether the same request can succeed later without a change by the caller (network, 5xx, 429). */
  get retryable(): boolean {
    return this.kind === "network" || this.kind === "server" || this.kind === "rate-limited";
  }
}

/** True for an {@link AgentJobError}, also across duplicate copies of this package. */
export function isAgentJobError(error: unknown): error is AgentJobError {
  return (
    error instanceof AgentJobError ||
    (error instanceof Error &&
      error.name === "AgentJobError" &&
      typeof (error as { kind?: unknown }).kind === "string")
  );
}

/** The error kind for a non-2xx HTTP status. */
export function errorKindForStatus(status: number): AgentJobErrorKind {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 404) return "not-found";
  if (status === 429) return "rate-limited";
  if (status >= 500) return "server";
  return "bad-request";
}

/** Parses a `Retry-After` header (delay in seconds or an HTTP date) into whole seconds from `now`. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date always names its day and month; this keeps `Date.parse` from reading "-5" as a year.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

const maxDetailLength = 300;

/** Reads a non-2xx response into an {@link AgentJobError}; the body may be JSON `{error}` or plain text. */
export async function errorFromResponse(response: Response, action: string): Promise<AgentJobError> {
  let detail = "";
  try {
    const text = await response.text();
    try {
      const parsed: unknown = JSON.parse(text);
      const fromJson =
        typeof parsed === "object" && parsed !== null
          ? ((parsed as { error?: unknown }).error ?? (parsed as { message?: unknown }).message)
          : undefined;
      detail = typeof fromJson === "string" ? fromJson : text;
    } catch {
      detail = text;
    }
  } catch {
    // The body could not be read; the status alone still says what happened.
  }
  detail = detail.trim().slice(0, maxDetailLength);
  const kind = errorKindForStatus(response.status);
  const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
  return new AgentJobError({
    kind,
    status: response.status,
    retryAfter,
    message: `${action} failed: ${response.status} ${hintForKind(kind, retryAfter)}${detail ? ` (${detail})` : ""}`,
  });
}

function hintForKind(kind: AgentJobErrorKind, retryAfter: number | undefined): string {
  switch (kind) {
    case "unauthorized":
      return "the admin API key was refused; check it on the dashboard's API keys page";
    case "not-found":
      return "no such job or project";
    case "rate-limited":
      return retryAfter === undefined
        ? "rate limited (100 jobs per project per hour)"
        : `rate limited (100 jobs per project per hour); retry in ${retryAfter} s`;
    case "server":
      return "the service had an error";
    case "bad-request":
      return "the service rejected the request";
    case "network":
    case "timeout":
      return kind;
    default:
      return kind satisfies never;
  }
}
