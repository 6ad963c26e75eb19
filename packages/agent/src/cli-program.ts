import { parseArgs } from "node:util";
import { type AgentClient, createAgentClient } from "./agent-client.ts";
import type { AgentJob } from "./agent-job.ts";
import { isAgentJobError } from "./agent-job-error.ts";
import { formatDuration } from "./format-duration.ts";
import { createProgressReporter, type TextOutput } from "./progress-reporter.ts";

/** The exit codes of `docs-agent`, one per outcome a script may want to branch on. */
export const exitCodes = {
  /** The job completed or was archived, or the request succeeded. */
  success: 0,
  /** A request failed: key refused, unknown job, network or server error. */
  requestError: 1,
  /** The command line or a setting was wrong. */
  usage: 2,
  /** The job failed. */
  jobFailed: 3,
  /** Waiting timed out; the job keeps running. */
  timeout: 4,
  /** The service rate limited the request (100 jobs per project per hour). */
  rateLimited: 5,
  /** Interrupted (Ctrl-C); a job already created keeps running. */
  interrupted: 130,
} as const;

/** What {@link runCli} reads and writes, so it can run against `process` or anything alike. */
export interface CliContext {
  /** The arguments after `docs-agent`. */
  argv: readonly string[];
  /** Environment variables. */
  env: Readonly<Record<string, string | undefined>>;
  /** Where results go. */
  stdout: TextOutput;
  /** Where progress, warnings and errors go. */
  stderr: TextOutput;
  /** Aborts a request or a wait in progress, e.g. on Ctrl-C. */
  signal?: AbortSignal;
}

const helpText = `docs-agent: start documentation agent jobs and follow them to a pull request.

Usage
  docs-agent run "<prompt>" [--wait] [--json]            Start a job
  docs-agent status <id> [--wait] [--json]               Show a job
  docs-agent message <id> "<prompt>" [--wait] [--json]   Send a follow-up prompt to a job

Options
  -p, --project <id>     Project id from the dashboard's API keys page    (env DOCS_AGENT_PROJECT)
  -u, --base-url <url>   The service's base URL                           (env DOCS_AGENT_BASE_URL)
      --api-key <key>    Admin API key (svc_…); prefer the environment    (env DOCS_AGENT_API_KEY)
                         variable, which stays out of shell history and the process list
  -w, --wait             Poll until the job is completed, archived or failed
      --json             Print the job (or the error) as JSON on stdout; progress stays on stderr
      --interval <time>  First wait between polls, growing with backoff   (default 2s)
      --timeout <time>   Stop waiting after this long                     (default 30m)
  -h, --help             Show this help
  Times take a unit: 500ms, 2s, 10m, 1h (a bare number is seconds).

Progress is a live line on a terminal and plain lines when stderr is not a terminal or CI is set.

Exit codes
  0    the job completed or was archived, or the request succeeded
  1    request error: key refused, unknown job, network or server error
  2    usage error: unknown command or flag, missing prompt, project, base URL or key
  3    the job failed
  4    timed out waiting (the job keeps running)
  5    rate limited (100 jobs per project per hour); the message says when to retry
  130  interrupted (Ctrl-C); the job keeps running

Examples
  export DOCS_AGENT_PROJECT=my-project DOCS_AGENT_BASE_URL=https://api.example.com
  read -rs DOCS_AGENT_API_KEY && export DOCS_AGENT_API_KEY
  docs-agent run "Document the new --force flag of the deploy command" --wait
  docs-agent status job_123 --json | jq -r .prLink
  docs-agent message job_123 "Also add it to the changelog" --wait --timeout 20m
`;

class UsageError extends Error {
  override readonly name = "UsageError";
}

const durationUnits: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Parses `500ms`, `2s`, `10m`, `1h` or a bare number of seconds into milliseconds. */
export function parseDuration(text: string, flag: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  const amount = match?.[1];
  if (match === null || amount === undefined) {
    throw new UsageError(`${flag} takes a time such as 500ms, 2s, 10m or 1h; got ${JSON.stringify(text)}.`);
  }
  return Number(amount) * (durationUnits[match[2] ?? "s"] ?? 1000);
}

/** Runs one `docs-agent` command and resolves with its exit code; it never throws. */
export async function runCli(context: CliContext): Promise<number> {
  const { stdout, stderr, env } = context;
  let json = false;
  try {
    const { values, positionals } = parseArgs({
      args: [...context.argv],
      allowPositionals: true,
      strict: true,
      options: {
        project: { type: "string", short: "p" },
        "base-url": { type: "string", short: "u" },
        "api-key": { type: "string" },
        wait: { type: "boolean", short: "w" },
        json: { type: "boolean" },
        interval: { type: "string" },
        timeout: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    json = values.json === true;
    const [command, ...operands] = positionals;
    if (values.help || command === "help") {
      stdout.write(helpText);
      return exitCodes.success;
    }
    if (command === undefined) throw new UsageError("a command is needed: run, status or message.");

    const interval = values.interval === undefined ? undefined : parseDuration(values.interval, "--interval");
    const timeout = values.timeout === undefined ? undefined : parseDuration(values.timeout, "--timeout");

    let action: (client: AgentClient) => Promise<AgentJob>;
    switch (command) {
      case "run": {
        const [prompt] = expectOperands(command, operands, ["prompt"]);
        action = (client) => client.createJob(prompt, { signal: context.signal });
        break;
      }
      case "status": {
        const [id] = expectOperands(command, operands, ["id"]);
        action = (client) => client.getJob(id, { signal: context.signal });
        break;
      }
      case "message": {
        const [id, prompt] = expectOperands(command, operands, ["id", "prompt"]);
        action = (client) => client.sendMessage(id, prompt, { signal: context.signal });
        break;
      }
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}; use run, status or message.`);
    }

    if (values["api-key"] !== undefined) {
      stderr.write(
        "docs-agent: warning: --api-key leaves the admin key in your shell history and the process list; " +
          "set DOCS_AGENT_API_KEY instead.\n",
      );
    }
    const apiKey = values["api-key"] ?? env.DOCS_AGENT_API_KEY;
    const projectId = values.project ?? env.DOCS_AGENT_PROJECT;
    const baseUrl = values["base-url"] ?? env.DOCS_AGENT_BASE_URL;
    if (!apiKey) throw new UsageError("no API key: set DOCS_AGENT_API_KEY to the admin key (svc_…).");
    if (!projectId) throw new UsageError("no project: set DOCS_AGENT_PROJECT or pass --project.");
    if (!baseUrl) throw new UsageError("no base URL: set DOCS_AGENT_BASE_URL or pass --base-url.");

    let client: AgentClient;
    try {
      client = createAgentClient({ apiKey, projectId, baseUrl });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }

    let job = await action(client);
    if (values.wait && job.status === "active") {
      stderr.write(`Job ${job.id} started; waiting for it to finish.\n`);
      const live = stderr.isTTY === true && !isCi(env) && env.TERM !== "dumb";
      const progress = createProgressReporter(stderr, { live, jobId: job.id });
      progress.update(job);
      try {
        job = await client.waitForJob(job.id, {
          signal: context.signal,
          interval,
          timeout,
          onUpdate: (update) => progress.update(update),
          onRetry: (error, delay) => progress.retry(error, delay),
        });
      } finally {
        progress.stop();
      }
    }

    stdout.write(json ? `${JSON.stringify(job, null, 2)}\n` : describeJob(job, values.wait === true));
    return job.status === "failed" ? exitCodes.jobFailed : exitCodes.success;
  } catch (error) {
    return reportError(error, context, json);
  }
}

function expectOperands<const Names extends readonly string[]>(
  command: string,
  operands: string[],
  names: Names,
): { [Index in keyof Names]: string } {
  if (operands.length !== names.length) {
    const wanted = names.map((name) => `<${name}>`).join(" ");
    throw new UsageError(
      `${command} takes ${wanted}; got ${operands.length} argument${operands.length === 1 ? "" : "s"}. Quote the prompt.`,
    );
  }
  for (const [index, name] of names.entries()) {
    if (operands[index]?.trim() === "") throw new UsageError(`the ${name} of ${command} must not be empty.`);
  }
  return operands as { [Index in keyof Names]: string };
}

function describeJob(job: AgentJob, waited: boolean): string {
  const heading = `Job ${job.id}: ${job.status} (${job.source.repository}@${job.source.ref}, ${job.model})\n`;
  switch (job.status) {
    case "active":
      return `${heading}${waited ? "" : `Follow it with: docs-agent status ${job.id} --wait\n`}`;
    case "completed":
    case "archived":
      return job.prLink
        ? `${heading}Pull request: ${job.prLink}\n`
        : `${heading}No files changed, so no pull request was opened.\n`;
    case "failed":
      return `${heading}The agent met an unrecoverable error and made no pull request.\n`;
    default:
      return job.status satisfies never;
  }
}

function reportError(error: unknown, context: CliContext, json: boolean): number {
  const { stderr, stdout } = context;
  if (context.signal?.aborted && !(error instanceof UsageError)) {
    stderr.write(
      "\ndocs-agent: interrupted; a job already started keeps running (see docs-agent status <id>).\n",
    );
    return exitCodes.interrupted;
  }
  if (error instanceof UsageError || isParseArgsError(error)) {
    stderr.write(`docs-agent: ${error.message}\nRun docs-agent --help for usage.\n`);
    return exitCodes.usage;
  }
  if (isAgentJobError(error)) {
    if (json) {
      const { kind, status, retryAfter, message } = error;
      stdout.write(`${JSON.stringify({ error: { kind, status, retryAfter, message } }, null, 2)}\n`);
    }
    stderr.write(`docs-agent: ${error.message}\n`);
    switch (error.kind) {
      case "rate-limited":
        if (error.retryAfter !== undefined) {
          const retryAt = new Date(Date.now() + error.retryAfter * 1000);
          stderr.write(
            `Try again after ${retryAt.toLocaleTimeString()} (in ${formatDuration(error.retryAfter * 1000)}).\n`,
          );
        }
        return exitCodes.rateLimited;
      case "timeout":
        return exitCodes.timeout;
      case "bad-request":
      case "unauthorized":
      case "not-found":
      case "server":
      case "network":
        return exitCodes.requestError;
      default:
        return error.kind satisfies never;
    }
  }
  stderr.write(
    `docs-agent: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  return exitCodes.requestError;
}

function isParseArgsError(error: unknown): error is Error {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && code.startsWith("ERR_PARSE_ARGS");
}

function isCi(env: CliContext["env"]): boolean {
  const value = env.CI;
  return value !== undefined && value !== "" && value !== "0" && value.toLowerCase() !== "false";
}
