import { describe, expect, it } from "vitest";
import { parseAgentJob } from "./agent-job.ts";

const wireJob = {
  id: "job_1",
  status: "completed",
  source: { repository: "acme/docs", ref: "main" },
  model: "docs-agent",
  prLink: "https://github.com/acme/docs/pull/7",
  createdAt: "2025-01-01T12:00:00.000Z",
  archivedAt: null,
};

describe("parseAgentJob", () => {
  it("parses dates and keeps the contract's fields", () => {
    const job = parseAgentJob(wireJob);
    expect(job.createdAt).toEqual(new Date("2025-01-01T12:00:00.000Z"));
    expect(job).toMatchObject({ id: "job_1", status: "completed", prLink: wireJob.prLink, archivedAt: null });
    expect(parseAgentJob({ ...wireJob, archivedAt: "2025-01-02T00:00:00Z" }).archivedAt).toEqual(
      new Date("2025-01-02T00:00:00Z"),
    );
  });

  it("rejects bodies that break the contract, saying which field", () => {
    expect(() => parseAgentJob("nope")).toThrow(/not a JSON object/);
    expect(() => parseAgentJob({ ...wireJob, status: "queued" })).toThrow(/`status` is "queued"/);
    expect(() => parseAgentJob({ ...wireJob, createdAt: "yesterday" })).toThrow(/`createdAt`/);
    expect(() => parseAgentJob({ ...wireJob, source: "acme/docs" })).toThrow(/`source`/);
    expect(() => parseAgentJob({ ...wireJob, prLink: 7 })).toThrow(/`prLink`/);
  });
});
