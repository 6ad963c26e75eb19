export type {
  AgentClient,
  AgentClientOptions,
  AgentFetch,
  AgentRequestOptions,
  WaitForJobOptions,
} from "./agent-client.ts";
export { createAgentClient } from "./agent-client.ts";
export type { AgentJob, AgentJobSource, AgentJobStatus } from "./agent-job.ts";
export { isTerminalJobStatus, parseAgentJob, terminalJobStatuses } from "./agent-job.ts";
export type { AgentJobErrorKind, AgentJobErrorOptions } from "./agent-job-error.ts";
export { AgentJobError, isAgentJobError, parseRetryAfter } from "./agent-job-error.ts";
export type { BackoffOptions } from "./backoff.ts";
export { backoffDelay } from "./backoff.ts";
