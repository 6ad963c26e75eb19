import type { ScenarioName } from "./scenarios.ts";

/** How fast answers stream: a named preset or explicit delays. */
export type EmulatorPace = "fast" | "realistic";

/** Per-window request budgets; a request over any of them is answered 429 with `Retry-After`. */
export interface RateLimits {
  /** Agent jobs created per project per hour. @default 100 */
  jobsPerProjectPerHour?: number;
  /** Assistant messages per assistant key per 30 days. @default 10000 */
  assistantPerKeyPerMonth?: number;
  /** Assistant messages per organisation (domain) per hour. @default 10000 */
  assistantPerDomainPerHour?: number;
  /** Assistant messages per client IP address per day. @default 10000 */
  assistantPerIpPerDay?: number;
}

/** Options of {@link createEmulator}; every field is optional. */
export interface EmulatorOptions {
  /** Scenario played by every assistant request that does not pick its own. @default undefined (a normal answer) */
  scenario?: ScenarioName;
  /** Preset for `firstTokenDelayMs` and `chunkDelayMs`: `realistic` streams visibly, `fast` has no delays. @default "realistic" */
  pace?: EmulatorPace;
  /** Delay before the first answer token, after the search step. @default 450 (realistic) or 0 (fast) */
  firstTokenDelayMs?: number;
  /** Delay before each small text delta. @default 18 (realistic) or 0 (fast) */
  chunkDelayMs?: number;
  /** Delay before the first token in the `slow-first-token` scenario, filled with SSE keep-alive comments on v2. @default 4000 (realistic) or 0 (fast) */
  slowFirstTokenDelayMs?: number;
  /** How long an agent job stays `active` before it settles. @default 4000 (realistic) or 0 (fast) */
  jobDurationMs?: number;
  /** The clock used for rate limits, job timings and timestamps, in epoch milliseconds. @default Date.now */
  now?: () => number;
  /** Waits `milliseconds` between stream frames; tests can replace it to observe pacing without timing. @default a setTimeout promise */
  sleep?: (milliseconds: number) => Promise<void>;
  /** Accepted assistant keys; when given, any other `svc_dsc_` key is answered 401. @default undefined (any well-formed assistant key) */
  assistantKeys?: readonly string[];
  /** Accepted admin keys; when given, any other `svc_` key is answered 401. @default undefined (any well-formed admin key) */
  adminKeys?: readonly string[];
  /** Origins allowed to call the assistant; when given, other or missing `Origin` headers are answered 403. @default undefined (any origin) */
  allowedOrigins?: readonly string[];
  /** Request budgets. @default the contract's limits */
  rateLimits?: RateLimits;
  /** Reads the client address for the per-IP limit. @default the first `X-Forwarded-For` entry, else "unknown" */
  clientAddress?: (request: Request) => string | undefined;
  /** Absolute base of the documentation site, used for `url` in search results and sources. @default the request's `Origin`, else "https://docs.example.com" */
  siteUrl?: string;
  /** Repository named in agent jobs' `source` and pull request links. @default "acme/docs" */
  repository?: string;
  /** Branch named in agent jobs' `source.ref`. @default "main" */
  ref?: string;
  /** Model named in agent jobs. @default "docs-agent-emulated" */
  model?: string;
  /** Whether a follow-up with a `threadId` must also carry the `threadKey` handed out on the first reply. @default true */
  requireThreadKey?: boolean;
}

/** Options with every default filled in; each field is documented on {@link EmulatorOptions}. */
export type ResolvedOptions = Required<
  Omit<
    EmulatorOptions,
    "pace" | "scenario" | "assistantKeys" | "adminKeys" | "allowedOrigins" | "siteUrl" | "rateLimits"
  >
> & {
  /** Scenario played by default, if any. */
  scenario: ScenarioName | undefined;
  /** Accepted assistant keys, or any. */
  assistantKeys: readonly string[] | undefined;
  /** Accepted admin keys, or any. */
  adminKeys: readonly string[] | undefined;
  /** Allowed origins, or any. */
  allowedOrigins: readonly string[] | undefined;
  /** Site base URL, or derived per request. */
  siteUrl: string | undefined;
  /** Every budget, filled in. */
  rateLimits: Required<RateLimits>;
};

const paces = {
  realistic: { firstTokenDelayMs: 450, chunkDelayMs: 18, slowFirstTokenDelayMs: 4000, jobDurationMs: 4000 },
  fast: { firstTokenDelayMs: 0, chunkDelayMs: 0, slowFirstTokenDelayMs: 0, jobDurationMs: 0 },
} as const satisfies Record<EmulatorPace, Record<string, number>>;

function defaultSleep(milliseconds: number): Promise<void> {
  if (milliseconds <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

function forwardedFor(request: Request): string | undefined {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || undefined;
}

/** Fills in every default of {@link EmulatorOptions}. */
export function resolveOptions(options: EmulatorOptions): ResolvedOptions {
  const pace = paces[options.pace ?? "realistic"];
  return {
    scenario: options.scenario,
    firstTokenDelayMs: options.firstTokenDelayMs ?? pace.firstTokenDelayMs,
    chunkDelayMs: options.chunkDelayMs ?? pace.chunkDelayMs,
    slowFirstTokenDelayMs: options.slowFirstTokenDelayMs ?? pace.slowFirstTokenDelayMs,
    jobDurationMs: options.jobDurationMs ?? pace.jobDurationMs,
    now: options.now ?? Date.now,
    sleep: options.sleep ?? defaultSleep,
    assistantKeys: options.assistantKeys,
    adminKeys: options.adminKeys,
    allowedOrigins: options.allowedOrigins,
    rateLimits: {
      jobsPerProjectPerHour: options.rateLimits?.jobsPerProjectPerHour ?? 100,
      assistantPerKeyPerMonth: options.rateLimits?.assistantPerKeyPerMonth ?? 10_000,
      assistantPerDomainPerHour: options.rateLimits?.assistantPerDomainPerHour ?? 10_000,
      assistantPerIpPerDay: options.rateLimits?.assistantPerIpPerDay ?? 10_000,
    },
    clientAddress: options.clientAddress ?? forwardedFor,
    siteUrl: options.siteUrl?.replace(/\/+$/, ""),
    repository: options.repository ?? "acme/docs",
    ref: options.ref ?? "main",
    model: options.model ?? "docs-agent-emulated",
    requireThreadKey: options.requireThreadKey ?? true,
  };
}
