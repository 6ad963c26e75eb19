import { describe, expect, it } from "vitest";
import type { AgentJob } from "./agent-job.ts";
import { AgentJobError } from "./agent-job-error.ts";
import { createProgressReporter } from "./progress-reporter.ts";

const job = (status: AgentJob["status"]): AgentJob => ({
  id: "job_7",
  status,
  source: { repository: "acme/docs", ref: "main" },
  model: "m",
  prLink: null,
  createdAt: new Date(),
  archivedAt: null,
});

function capture() {
  let text = "";
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

describe("createProgressReporter", () => {
  it("prints one plain line per change, retries included", () => {
    const output = capture();
    const progress = createProgressReporter(output, { live: false, jobId: "job_7" });
    progress.update(job("active"));
    progress.update(job("active"));
    progress.retry(new AgentJobError({ kind: "network", message: "down" }), 1500);
    progress.retry(new AgentJobError({ kind: "server", status: 503, message: "busy" }), 3000);
    progress.retry(new AgentJobError({ kind: "rate-limited", status: 429, message: "slow" }), 60_000);
    progress.update(job("completed"));
    progress.stop();
    expect(output.text()).toBe(
      [
        "Job job_7: active",
        "Job job_7: connection lost, retrying in 2 s",
        "Job job_7: service error 503, retrying in 3 s",
        "Job job_7: rate limited, retrying in 1 min",
        "Job job_7: completed",
        "",
      ].join("\n"),
    );
  });

  it("shows a retry on the live line and clears the line when stopped", () => {
    const output = capture();
    const progress = createProgressReporter(output, { live: true, jobId: "job_7" });
    progress.update(job("active"));
    progress.retry(new AgentJobError({ kind: "network", message: "down" }), 800);
    progress.stop();
    const frames = output.text().split("\r\u001b[2K");
    expect(frames.at(-2)).toMatch(/^. Job job_7: active · 0 s · connection lost, retrying in 800 ms$/);
    expect(frames.at(-1)).toBe("");
    expect(output.text()).not.toContain("\n");
  });
});
