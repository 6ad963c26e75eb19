import type { AgentJob } from "./agent-job.ts";
import type { AgentJobError } from "./agent-job-error.ts";
import { formatDuration } from "./format-duration.ts";

/** A place to write text, such as `process.stderr`. */
export interface TextOutput {
  /** Writes text as is. */
  write(text: string): unknown;
  /** Whether the output is an interactive terminal. */
  isTTY?: boolean;
}

/** Shows how a job being waited on is doing. */
export interface ProgressReporter {
  /** Reports the job as read by the latest poll. */
  update(job: AgentJob): void;
  /** Reports a failed poll that is about to be retried after `delay` milliseconds. */
  retry(error: AgentJobError, delay: number): void;
  /** Stops reporting and leaves the output ready for ordinary lines. */
  stop(): void;
}

const spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];
const clearLine = "\r\u001b[2K";

/**
 * A single progress line rewritten in place on an interactive terminal, or one plain line per change
 * elsewhere (pipes, CI logs), which cannot take carriage returns.
 */
export function createProgressReporter(
  output: TextOutput,
  options: { live: boolean; jobId: string },
): ProgressReporter {
  const startedAt = Date.now();
  const elapsed = () => formatDuration(Date.now() - startedAt);
  let status = "waiting";
  let note = "";

  if (!options.live) {
    let lastLine = "";
    const print = (line: string) => {
      if (line === lastLine) return;
      lastLine = line;
      output.write(`${line}\n`);
    };
    return {
      update(job) {
        print(`Job ${job.id}: ${job.status}`);
      },
      retry(error, delay) {
        print(`Job ${options.jobId}: ${retryNote(error, delay)}`);
      },
      stop() {},
    };
  }

  let frame = 0;
  const render = () => {
    const spinner = spinnerFrames[frame % spinnerFrames.length];
    frame += 1;
    output.write(
      `${clearLine}${spinner} Job ${options.jobId}: ${status} · ${elapsed()}${note ? ` · ${note}` : ""}`,
    );
  };
  render();
  const ticker = setInterval(render, 120);
  ticker.unref?.();
  return {
    update(job) {
      status = job.status;
      note = "";
      render();
    },
    retry(error, delay) {
      note = retryNote(error, delay);
      render();
    },
    stop() {
      clearInterval(ticker);
      output.write(clearLine);
    },
  };
}

function retryNote(error: AgentJobError, delay: number): string {
  const reason =
    error.kind === "network"
      ? "connection lost"
      : error.kind === "rate-limited"
        ? "rate limited"
        : `service error${error.status === undefined ? "" : ` ${error.status}`}`;
  return `${reason}, retrying in ${formatDuration(delay)}`;
}
