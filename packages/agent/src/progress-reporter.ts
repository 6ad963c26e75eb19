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

/** Options for {@link createProgressReporter}. */
export interface ProgressReporterOptions {
  /** Whether to rewrite one line in place (an interactive terminal) rather than print a line per change. */
  live: boolean;
  /** The job being waited on. */
  jobId: string;
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
  options: ProgressReporterOptions,
): ProgressReporter {
  const startedAt = Date.now();
  const elapsed = () => {
    // Whole seconds: a live counter of milliseconds is noise.
    const seconds = Math.floor((Date.now() - startedAt) / 1000);
    return seconds < 60 ? `${seconds} s` : formatDuration(seconds * 1000);
  };
  let status = "";
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
    if (status === "") return;
    const spinner = spinnerFrames[frame % spinnerFrames.length];
    frame += 1;
    output.write(
      `${clearLine}${spinner} Job ${options.jobId}: ${status} · ${elapsed()}${note ? ` · ${note}` : ""}`,
    );
  };
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
