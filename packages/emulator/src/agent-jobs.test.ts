import { describe, expect, it } from "vitest";
import { decideOutcome } from "./agent-jobs.ts";
import { createEmulator } from "./emulator.ts";
import { jobRequest } from "./testing/requests.ts";

function setup(options: { rateLimits?: { jobsPerProjectPerHour: number } } = {}) {
  let time = Date.UTC(2026, 2, 1, 12);
  const emulator = createEmulator({ pace: "fast", jobDurationMs: 5000, now: () => time, ...options });
  return {
    emulator,
    advance: (milliseconds: number) => {
      time += milliseconds;
    },
    async call(method: string, path: string, body?: unknown) {
      const response = await emulator.fetch(jobRequest(method, path, body));
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
  };
}

describe("decideOutcome", () => {
  it.each([
    ["Add a page about webhooks", "pull-request"],
    ["Fix the typo in getting started", "pull-request"],
    ["Simulate a failure in the build", "failed"],
    ["Review the theming page", "no-changes"],
    ["Explain the rate limits page", "no-changes"],
    ["The install page mentions yarn, is that right?", "no-changes"],
    ["Rewrite the troubleshooting page", "pull-request"],
  ] as const)("%s → %s", (prompt, outcome) => {
    expect(decideOutcome(prompt)).toBe(outcome);
  });
});

describe("agent jobs", () => {
  it("creates an active job (201) with the contract's shape", async () => {
    const { call } = setup();
    const { status, json } = await call("POST", "proj_1/job", { prompt: "Add a page about webhooks" });
    expect(status).toBe(201);
    expect(json).toEqual({
      id: "job_0001",
      status: "active",
      source: { repository: "acme/docs", ref: "main" },
      model: "docs-agent-emulated",
      prLink: null,
      createdAt: "2026-03-01T12:00:00.000Z",
      archivedAt: null,
    });
  });

  it("completes with a pull request link when the prompt changes files", async () => {
    const { call, advance } = setup();
    await call("POST", "proj_1/job", { prompt: "Add a page about webhooks" });
    expect((await call("GET", "proj_1/job/job_0001")).json).toMatchObject({ status: "active", prLink: null });
    advance(5000);
    expect((await call("GET", "proj_1/job/job_0001")).json).toMatchObject({
      status: "completed",
      prLink: "https://github.com/acme/docs/pull/1",
    });
  });

  it("completes without a pull request for a question, and fails for a prompt containing fail", async () => {
    const { call, advance } = setup();
    await call("POST", "proj_1/job", { prompt: "Review the theming page" });
    await call("POST", "proj_1/job", { prompt: "Make the build fail" });
    advance(5000);
    expect((await call("GET", "proj_1/job/job_0001")).json).toMatchObject({
      status: "completed",
      prLink: null,
    });
    expect((await call("GET", "proj_1/job/job_0002")).json).toMatchObject({ status: "failed", prLink: null });
  });

  it("runs a follow-up message as a new run (200), keeping the pull request number", async () => {
    const { call, advance } = setup();
    await call("POST", "proj_1/job", { prompt: "Add a page about webhooks" });
    advance(5000);
    const followUp = await call("POST", "proj_1/job/job_0001/message", { prompt: "Also add an example" });
    expect(followUp).toMatchObject({ status: 200, json: { status: "active", prLink: null } });
    advance(5000);
    expect((await call("GET", "proj_1/job/job_0001")).json).toMatchObject({
      status: "completed",
      prLink: "https://github.com/acme/docs/pull/1",
    });
  });

  it("archives a job whose prompt asks for it, and refuses follow-ups on archived jobs (400)", async () => {
    const { call, advance, emulator } = setup();
    await call("POST", "proj_1/job", { prompt: "Update the changelog, then archive" });
    advance(5000);
    expect((await call("GET", "proj_1/job/job_0001")).json).toMatchObject({
      status: "archived",
      archivedAt: "2026-03-01T12:00:05.000Z",
    });
    const refused = await call("POST", "proj_1/job/job_0001/message", { prompt: "One more change" });
    expect(refused).toEqual({ status: 400, json: { error: expect.stringContaining("archived") } });

    await call("POST", "proj_1/job", { prompt: "Add a glossary" });
    expect(emulator.archiveJob("job_0002")).toMatchObject({ status: "archived" });
  });

  it("answers 404 for an unknown job or one of another project", async () => {
    const { call } = setup();
    await call("POST", "proj_1/job", { prompt: "Add a page" });
    expect((await call("GET", "proj_1/job/job_9999")).status).toBe(404);
    expect(await call("GET", "proj_2/job/job_0001")).toEqual({
      status: 404,
      json: { error: expect.any(String) },
    });
  });

  it("answers 400 for an empty or missing prompt", async () => {
    const { call } = setup();
    expect(await call("POST", "proj_1/job", { prompt: "" })).toEqual({
      status: 400,
      json: { error: expect.stringContaining("prompt") },
    });
    expect((await call("POST", "proj_1/job", {})).status).toBe(400);
  });

  it("limits job creation per project per hour (429 with Retry-After)", async () => {
    const { call, emulator, advance } = setup({ rateLimits: { jobsPerProjectPerHour: 2 } });
    await call("POST", "proj_1/job", { prompt: "Add a page" });
    await call("POST", "proj_1/job", { prompt: "Add a page" });
    const limited = await emulator.fetch(jobRequest("POST", "proj_1/job", { prompt: "Add a page" }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect((await call("POST", "proj_2/job", { prompt: "Add a page" })).status).toBe(201);
    advance(60 * 60 * 1000);
    expect((await call("POST", "proj_1/job", { prompt: "Add a page" })).status).toBe(201);
  });
});
