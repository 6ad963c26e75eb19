import { type AgentJob, isTerminalJobStatus, parseAgentJob } from "./agent-job.ts";
import { AgentJobError, errorFromResponse, isAgentJobError } from "./agent-job-error.ts";
import { type BackoffOptions, backoffDelay } from "./backoff.ts";
import { formatDuration } from "./format-duration.ts";

/** The fetch the client sends its requests through; always called with a single `Request`. */
export type AgentFetch = (request: Request) => Promise<Response>;

/** Options for {@link createAgentClient}. */
export interface AgentClientOptions {
  /** The service's base URL; `/v2/agent/{projectId}/job` is appended to it. */
  baseUrl: string;
  /** The admin API key (`svc_…`), a server-side secret. */
  apiKey: string;
  /** The project identifier from the dashboard's API keys page. */
  projectId: string;
  /**
   * The fetch to send requests with, e.g. an emulator's handler in tests.
   * @default globalThis.fetch
   */
  fetch?: AgentFetch;
}

/** Options every single request takes. */
export interface AgentRequestOptions {
  /** Aborts the request; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Options for {@link AgentClient.waitForJob}. */
export interface WaitForJobOptions {
  /** Stops waiting; the promise then rejects with the signal's reason (the job itself keeps running). */
  signal?: AbortSignal;
  /**
   * How long to wait in all, in milliseconds, before rejecting with an error of kind `timeout`; `Infinity` waits forever.
   * @default 1_800_000 (30 minutes)
   */
  timeout?: number;
  /** Called with the job after every successful poll, including the last one. */
  onUpdate?: (job: AgentJob) => void;
  /** Called before a retry after a network error, a 5xx or a 429, with the error and the wait in milliseconds. */
  onRetry?: (error: AgentJobError, delay: number) => void;
  /**
   * The first wait between polls, in milliseconds; later waits grow by half each time, with jitter.
   * @default 2000
   */
  interval?: number;
  /**
   * The longest wait between polls or retries, in milliseconds (a 429's `Retry-After` may be longer).
   * @default 15000
   */
  maxInterval?: number;
  /**
   * How many failed polls in a row are retried before the last error is thrown.
   * @default 5
   */
  maxRetries?: number;
}

/** A client for the service's agent jobs, bound to one project and admin key. */
export interface AgentClient {
  /**
   * Starts an agent job for `prompt` and resolves with the job as created (usually `active`).
   * Not retried on failure, because a retried create could start the same job twice.
   */
  createJob(prompt: string, options?: AgentRequestOptions): Promise<AgentJob>;
  /** Reads a job once. */
  getJob(id: string, options?: AgentRequestOptions): Promise<AgentJob>;
  /** Sends a follow-up prompt to an existing job and resolves with the job as it stands afterwards. */
  sendMessage(id: string, prompt: string, options?: AgentRequestOptions): Promise<AgentJob>;
  /**
   * Polls a job until it is `completed`, `archived` or `failed` and resolves with it, backing off with jitter,
   * retrying network errors, 5xx and 429 (after its `Retry-After`), and rejecting with kind `timeout` at the
   * deadline. A `failed` job resolves: check `status`.
   */
  waitForJob(id: string, options?: WaitForJobOptions): Promise<AgentJob>;
}

const assistantKeyPrefix = "svc_dsc_";
const defaultTimeout = 30 * 60 * 1000;
const defaultInterval = 2000;
const defaultMaxInterval = 15_000;
const defaultMaxRetries = 5;
// Timers longer than this overflow to an immediate fire in every JavaScript runtime.
const maxTimerDelay = 2 ** 31 - 1;

/**
 * Creates a client for agent jobs. Throws a `TypeError` when run in a browser (the admin key is a server
 * secret), when given an assistant key (`svc_dsc_…`), or when an option is missing or malformed.
 */
export function createAgentClient(options: AgentClientOptions): AgentClient {
  assertServerSide();
  const { apiKey, projectId } = options;
  assertAdminKey(apiKey);
  if (typeof projectId !== "string" || projectId.trim() === "") {
    throw new TypeError(
      "createAgentClient: `projectId` is required (copy it from the dashboard's API keys page).",
    );
  }
  const jobsUrl = `${normaliseBaseUrl(options.baseUrl)}/v2/agent/${encodeURIComponent(projectId)}/job`;
  const send: AgentFetch = options.fetch ?? ((request) => globalThis.fetch(request));

  async function request(
    action: string,
    url: string,
    init: { method: "GET" | "POST"; body?: unknown; signal?: AbortSignal | undefined },
  ): Promise<AgentJob> {
    const headers = new Headers({ authorization: `Bearer ${apiKey}`, accept: "application/json" });
    if (init.body !== undefined) headers.set("content-type", "application/json");
    const outgoing = new Request(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
    });
    let response: Response;
    try {
      response = await send(outgoing);
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason;
      throw new AgentJobError({
        kind: "network",
        message: `${action} failed: could not reach ${new URL(url).origin} (${describe(error)})`,
        cause: error,
      });
    }
    if (!response.ok) throw await errorFromResponse(response, action);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason;
      throw new AgentJobError({
        kind: "server",
        status: response.status,
        message: `${action} failed: the service answered ${response.status} without a JSON body`,
        cause: error,
      });
    }
    return parseAgentJob(body);
  }

  function jobUrl(id: string): string {
    if (typeof id !== "string" || id === "") {
      throw new AgentJobError({ kind: "bad-request", message: "A job id is required." });
    }
    return `${jobsUrl}/${encodeURIComponent(id)}`;
  }

  const client: AgentClient = {
    createJob(prompt, requestOptions) {
      return Promise.resolve().then(() => {
        assertPrompt(prompt);
        return request("Creating the agent job", jobsUrl, {
          method: "POST",
          body: { prompt },
          signal: requestOptions?.signal,
        });
      });
    },

    getJob(id, requestOptions) {
      return Promise.resolve().then(() =>
        request(`Reading job ${id}`, jobUrl(id), { method: "GET", signal: requestOptions?.signal }),
      );
    },

    sendMessage(id, prompt, requestOptions) {
      return Promise.resolve().then(() => {
        assertPrompt(prompt);
        return request(`Sending a message to job ${id}`, `${jobUrl(id)}/message`, {
          method: "POST",
          body: { prompt },
          signal: requestOptions?.signal,
        });
      });
    },

    async waitForJob(id, waitOptions = {}) {
      const timeout = waitOptions.timeout ?? defaultTimeout;
      const interval = waitOptions.interval ?? defaultInterval;
      const maxInterval = Math.max(interval, waitOptions.maxInterval ?? defaultMaxInterval);
      const maxRetries = waitOptions.maxRetries ?? defaultMaxRetries;
      const pollBackoff: BackoffOptions = {
        initialDelay: interval,
        maxDelay: maxInterval,
        factor: 1.5,
        jitter: 0.2,
      };
      const retryBackoff: BackoffOptions = {
        initialDelay: interval,
        maxDelay: maxInterval,
        factor: 2,
        jitter: 0.5,
      };

      const startedAt = Date.now();
      const deadline = startedAt + timeout;
      const deadlineController = new AbortController();
      const deadlineTimer = Number.isFinite(timeout)
        ? setTimeout(() => deadlineController.abort(), Math.min(maxTimerDelay, Math.max(0, timeout)))
        : undefined;
      const signal = waitOptions.signal
        ? AbortSignal.any([waitOptions.signal, deadlineController.signal])
        : deadlineController.signal;

      let lastJob: AgentJob | undefined;
      let polls = 0;
      let failures = 0;
      const stopped = () => {
        if (waitOptions.signal?.aborted) return waitOptions.signal.reason;
        return new AgentJobError({
          kind: "timeout",
          message:
            `Gave up waiting for job ${id} after ${formatDuration(Date.now() - startedAt)}` +
            (lastJob ? `; it is still ${lastJob.status}.` : "; it could not be read in that time."),
        });
      };

      try {
        while (true) {
          if (signal.aborted) throw stopped();
          let delay: number;
          try {
            const job = await client.getJob(id, { signal });
            lastJob = job;
            failures = 0;
            waitOptions.onUpdate?.(job);
            if (isTerminalJobStatus(job.status)) return job;
            delay = backoffDelay(polls, pollBackoff);
            polls += 1;
          } catch (error) {
            if (signal.aborted) throw stopped();
            if (!isAgentJobError(error) || !error.retryable) throw error;
            failures += 1;
            if (failures > maxRetries) throw error;
            if (error.kind === "rate-limited" && error.retryAfter !== undefined) {
              delay = error.retryAfter * 1000;
              // Waiting out a Retry-After that ends past the deadline would only turn this into a vaguer timeout.
              if (Date.now() + delay > deadline) throw error;
            } else {
              delay = backoffDelay(failures - 1, retryBackoff);
            }
            waitOptions.onRetry?.(error, delay);
          }
          await sleep(Math.min(delay, maxTimerDelay), signal);
        }
      } catch (error) {
        if (signal.aborted && !isAgentJobError(error)) throw stopped();
        throw error;
      } finally {
        clearTimeout(deadlineTimer);
      }
    },
  };
  return client;
}

/** Resolves after `delay` milliseconds, or rejects with the signal's reason as soon as it aborts. */
function sleep(delay: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, delay);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

function assertServerSide(): void {
  const scope = globalThis as { window?: { document?: unknown } };
  if (
    typeof scope.window === "object" &&
    scope.window !== null &&
    typeof scope.window.document === "object"
  ) {
    throw new TypeError(
      "createAgentClient refuses to run in a browser: agent jobs need the admin API key (svc_…), a server-side " +
        "secret that anyone could read from a web page. Create jobs from your server and give the page only the result.",
    );
  }
}

function assertAdminKey(apiKey: unknown): void {
  if (typeof apiKey !== "string" || apiKey.trim() === "") {
    throw new TypeError(
      "createAgentClient: `apiKey` is required: the admin API key (svc_…) from the dashboard's API keys page.",
    );
  }
  if (apiKey.startsWith(assistantKeyPrefix)) {
    throw new TypeError(
      "createAgentClient: this is an assistant API key (svc_dsc_…), the wrong kind. Assistant keys are public and can " +
        "only send chat messages; agent jobs need the admin API key (svc_…, not svc_dsc_…) from the dashboard's API keys page.",
    );
  }
}

function assertPrompt(prompt: unknown): asserts prompt is string {
  if (typeof prompt !== "string" || prompt.length < 1) {
    throw new AgentJobError({
      kind: "bad-request",
      message: "The prompt must be a string of at least one character: say what the agent should change.",
    });
  }
}

function normaliseBaseUrl(baseUrl: unknown): string {
  let url: URL;
  try {
    url = new URL(String(baseUrl ?? ""));
  } catch {
    throw new TypeError(
      `createAgentClient: \`baseUrl\` must be an absolute URL, got ${JSON.stringify(baseUrl)}.`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new TypeError(
      `createAgentClient: \`baseUrl\` must be an http(s) URL, got ${JSON.stringify(baseUrl)}.`,
    );
  }
  return url.href.replace(/\/+$/, "");
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
