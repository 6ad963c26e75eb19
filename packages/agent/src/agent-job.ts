import { AgentJobError } from "./agent-job-error.ts";

/** Where an agent job stands: `active` while the agent works, then `completed`, `failed` or later `archived`. */
export type AgentJobStatus = "active" | "completed" | "archived" | "failed";

/** The statuses after which a job no longer changes on its own, so polling stops. */
export const terminalJobStatuses: readonly AgentJobStatus[] = ["completed", "archived", "failed"];

/** The repository and ref the agent works on. */
export interface AgentJobSource {
  /** The documentation repository, as the service names it. */
  repository: string;
  /** The branch or ref the agent started from. */
  ref: string;
}

/** An agent job as the service reports it, with its dates parsed. */
export interface AgentJob {
  /** Unique identifier of the job. */
  id: string;
  /** Where the job stands. */
  status: AgentJobStatus;
  /** The repository and ref the agent works on. */
  source: AgentJobSource;
  /** The AI model that runs the job. */
  model: string;
  /** The pull request the agent opened; null while active and when no files changed. */
  prLink: string | null;
  /** When the job was created. */
  createdAt: Date;
  /** When the job was archived, or null. */
  archivedAt: Date | null;
}

/** True when `status` is one after which polling stops (`completed`, `archived` or `failed`). */
export function isTerminalJobStatus(status: AgentJobStatus): boolean {
  return terminalJobStatuses.includes(status);
}

const knownStatuses: readonly string[] = ["active", ...terminalJobStatuses];

/**
 * Checks a job body from the service and turns its ISO dates into `Date`s.
 * Throws an {@link AgentJobError} of kind `server` when the body does not have the contract's shape.
 */
export function parseAgentJob(body: unknown): AgentJob {
  const invalid = (reason: string) =>
    new AgentJobError({
      kind: "server",
      message: `The service sent a job that does not match the contract: ${reason}.`,
    });
  if (!isRecord(body)) throw invalid("the body is not a JSON object");
  const { id, status, source, model, prLink, createdAt, archivedAt } = body;
  if (typeof id !== "string" || id === "") throw invalid("`id` is not a non-empty string");
  if (typeof status !== "string" || !knownStatuses.includes(status)) {
    throw invalid(`\`status\` is ${JSON.stringify(status)}, not one of ${knownStatuses.join(", ")}`);
  }
  if (!isRecord(source) || typeof source.repository !== "string" || typeof source.ref !== "string") {
    throw invalid("`source` is not an object with string `repository` and `ref`");
  }
  if (typeof model !== "string") throw invalid("`model` is not a string");
  if (prLink !== null && prLink !== undefined && typeof prLink !== "string")
    throw invalid("`prLink` is not a string or null");
  return {
    id,
    status: status as AgentJobStatus,
    source: { repository: source.repository, ref: source.ref },
    model,
    prLink: prLink ?? null,
    createdAt: parseDate(createdAt, "createdAt", invalid),
    archivedAt:
      archivedAt === null || archivedAt === undefined ? null : parseDate(archivedAt, "archivedAt", invalid),
  };
}

function parseDate(value: unknown, field: string, invalid: (reason: string) => AgentJobError): Date {
  const date = typeof value === "string" ? new Date(value) : undefined;
  if (date === undefined || Number.isNaN(date.getTime()))
    throw invalid(`\`${field}\` is not an ISO 8601 date`);
  return date;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
