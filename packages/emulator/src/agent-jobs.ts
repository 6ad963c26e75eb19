import { HttpError, isRecord } from "./http.ts";

/** Status of an agent job. */
export type AgentJobStatus = "active" | "completed" | "archived" | "failed";

/** An agent job as the service returns it. */
export interface AgentJob {
  /** Unique identifier of the job. */
  id: string;
  /** Where the job is in its lifecycle. */
  status: AgentJobStatus;
  /** Repository and branch the agent works on. */
  source: { repository: string; ref: string };
  /** Model that runs the job. */
  model: string;
  /** Pull request opened by the job; null while active and when no files changed. */
  prLink: string | null;
  /** When the job was created (ISO 8601). */
  createdAt: string;
  /** When the job was archived (ISO 8601), or null. */
  archivedAt: string | null;
}

/** What a run ends in, decided from its prompt. */
export type JobOutcome = "pull-request" | "no-changes" | "failed";

/** Prompts that only ask or review: they start with one of these words or end with a question mark. */
const readOnlyPromptPattern =
  /^\s*(review|check|explain|describe|list|summari[sz]e|audit|find|what|why|how|which|who|where|when|is|are|does|do|can|should)\b/i;

/**
 * The emulator's deterministic rule for a prompt: one containing "fail" fails; one that only asks or reviews
 * (see `readOnlyPromptPattern`, or ending with "?") changes nothing; any other opens a pull request.
 */
export function decideOutcome(prompt: string): JobOutcome {
  if (/fail/i.test(prompt)) return "failed";
  if (readOnlyPromptPattern.test(prompt) || prompt.trim().endsWith("?")) return "no-changes";
  return "pull-request";
}

/** True when a prompt asks for the job to be archived once its run ends. */
export function asksToArchive(prompt: string): boolean {
  return /\barchive\b/i.test(prompt);
}

interface JobRecord {
  id: string;
  projectId: string;
  createdAt: number;
  runStartedAt: number;
  outcome: JobOutcome;
  archiveAfterRun: boolean;
  archivedAt: number | undefined;
  prNumber: number | undefined;
  prompts: string[];
}

/** Settings of the job store. */
export interface AgentJobStoreOptions {
  /** The clock, in epoch milliseconds. */
  now: () => number;
  /** How long each run stays `active`. */
  jobDurationMs: number;
  /** Repository named in `source` and pull request links. */
  repository: string;
  /** Branch named in `source.ref`. */
  ref: string;
  /** Model named in jobs. */
  model: string;
}

/** Reads and validates `{ prompt }`, or throws a 400. */
export function readPrompt(body: unknown): string {
  if (!isRecord(body)) throw new HttpError(400, "The request body must be a JSON object with a `prompt`.");
  if (typeof body.prompt !== "string") throw new HttpError(400, "`prompt` is required and must be a string.");
  if (body.prompt.length < 1) throw new HttpError(400, "`prompt` must not be empty.");
  return body.prompt;
}

/** In-memory agent jobs whose status follows the injectable clock. */
export class AgentJobStore {
  readonly #jobs = new Map<string, JobRecord>();
  readonly #options: AgentJobStoreOptions;
  #jobCounter = 0;
  #pullRequestCounter = 0;

  constructor(options: AgentJobStoreOptions) {
    this.#options = options;
  }

  #startRun(record: JobRecord, prompt: string): void {
    record.prompts.push(prompt);
    record.runStartedAt = this.#options.now();
    record.outcome = decideOutcome(prompt);
    record.archiveAfterRun = asksToArchive(prompt);
    if (record.outcome === "pull-request" && record.prNumber === undefined) {
      this.#pullRequestCounter += 1;
      record.prNumber = this.#pullRequestCounter;
    }
  }

  #status(record: JobRecord): AgentJobStatus {
    const now = this.#options.now();
    if (record.archivedAt !== undefined && now >= record.archivedAt) return "archived";
    if (now < record.runStartedAt + this.#options.jobDurationMs) return "active";
    if (record.outcome === "failed") return "failed";
    if (record.archiveAfterRun) {
      record.archivedAt = record.runStartedAt + this.#options.jobDurationMs;
      return "archived";
    }
    return "completed";
  }

  #toJob(record: JobRecord): AgentJob {
    const status = this.#status(record);
    const showsPullRequest = status !== "active" && status !== "failed" && record.outcome === "pull-request";
    return {
      id: record.id,
      status,
      source: { repository: this.#options.repository, ref: this.#options.ref },
      model: this.#options.model,
      prLink:
        showsPullRequest && record.prNumber !== undefined
          ? `https://github.com/${this.#options.repository}/pull/${record.prNumber}`
          : null,
      createdAt: new Date(record.createdAt).toISOString(),
      archivedAt: record.archivedAt === undefined ? null : new Date(record.archivedAt).toISOString(),
    };
  }

  #find(projectId: string, jobId: string): JobRecord {
    const record = this.#jobs.get(jobId);
    if (record === undefined || record.projectId !== projectId) {
      throw new HttpError(404, `No agent job ${jobId} in project ${projectId}.`);
    }
    return record;
  }

  /** Creates an `active` job for `prompt`. */
  create(projectId: string, prompt: string): AgentJob {
    this.#jobCounter += 1;
    const record: JobRecord = {
      id: `job_${String(this.#jobCounter).padStart(4, "0")}`,
      projectId,
      createdAt: this.#options.now(),
      runStartedAt: 0,
      outcome: "no-changes",
      archiveAfterRun: false,
      archivedAt: undefined,
      prNumber: undefined,
      prompts: [],
    };
    this.#startRun(record, prompt);
    this.#jobs.set(record.id, record);
    return this.#toJob(record);
  }

  /** The job as it stands now, or a 404. */
  get(projectId: string, jobId: string): AgentJob {
    return this.#toJob(this.#find(projectId, jobId));
  }

  /** Starts a new run of a job with a follow-up prompt; an archived job answers 400. */
  followUp(projectId: string, jobId: string, prompt: string): AgentJob {
    const record = this.#find(projectId, jobId);
    if (this.#status(record) === "archived") {
      throw new HttpError(400, `Agent job ${jobId} is archived and takes no more messages.`);
    }
    this.#startRun(record, prompt);
    return this.#toJob(record);
  }

  /** Archives a job now, whatever its status; returns it, or undefined when unknown. */
  archive(jobId: string): AgentJob | undefined {
    const record = this.#jobs.get(jobId);
    if (record === undefined) return undefined;
    record.archivedAt ??= this.#options.now();
    return this.#toJob(record);
  }

  /** Forgets every job. */
  clear(): void {
    this.#jobs.clear();
    this.#jobCounter = 0;
    this.#pullRequestCounter = 0;
  }
}
