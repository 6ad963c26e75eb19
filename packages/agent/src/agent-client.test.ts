import { createEmulator, type EmulatorOptions } from "@docs-assistant/emulator";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AgentFetch, createAgentClient } from "./agent-client.ts";
import type { AgentJob } from "./agent-job.ts";
import { AgentJobError } from "./agent-job-error.ts";

const baseUrl = "https://api.example.test";
const apiKey = "svc_admin_test";
const projectId = "acme";
const fast = { interval: 5, maxInterval: 20 };

function setup(options: EmulatorOptions = {}) {
  const emulator = createEmulator({ pace: "fast", jobDurationMs: 30, ...options });
  const requests: Request[] = [];
  const fetch: AgentFetch = (request) => {
    requests.push(request.clone());
    return emulator.fetch(request);
  };
  return { emulator, requests, client: createAgentClient({ baseUrl, apiKey, projectId, fetch }) };
}

async function rejection(promise: Promise<unknown>): Promise<AgentJobError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AgentJobError);
  return error as AgentJobError;
}

function wireJob(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    id: "job_1",
    status: "active",
    source: { repository: "acme/docs", ref: "main" },
    model: "m",
    prLink: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    archivedAt: null,
    ...overrides,
  };
}

describe("createAgentClient against the emulator", () => {
  it("creates a job that completes with a pull request", async () => {
    const { client, requests } = setup();
    const created = await client.createJob("Document the --force flag of deploy");
    expect(created.status).toBe("active");
    expect(created.prLink).toBeNull();
    expect(created.createdAt).toBeInstanceOf(Date);

    const updates: AgentJob[] = [];
    const done = await client.waitForJob(created.id, { ...fast, onUpdate: (job) => updates.push(job) });
    expect(done).toMatchObject({ id: created.id, status: "completed", archivedAt: null });
    expect(done.prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/);
    expect(updates.at(-1)).toEqual(done);

    const [create] = requests;
    expect(create?.method).toBe("POST");
    expect(create?.url).toBe(`${baseUrl}/v2/agent/acme/job`);
    expect(create?.headers.get("authorization")).toBe(`Bearer ${apiKey}`);
    expect(create?.headers.get("content-type")).toBe("application/json");
    expect(await create?.json()).toEqual({ prompt: "Document the --force flag of deploy" });
    expect(requests.slice(1).every((request) => request.method === "GET")).toBe(true);
    expect(requests.at(-1)?.url).toBe(`${baseUrl}/v2/agent/acme/job/${created.id}`);
  });

  it("completes without a pull request when no files changed", async () => {
    const { client } = setup();
    const created = await client.createJob("Review the quickstart for broken links");
    const done = await client.waitForJob(created.id, fast);
    expect(done.status).toBe("completed");
    expect(done.prLink).toBeNull();
  });

  it("resolves with a failed job rather than throwing", async () => {
    const { client } = setup();
    const created = await client.createJob("Please fail on purpose");
    const done = await client.waitForJob(created.id, fast);
    expect(done.status).toBe("failed");
    expect(done.prLink).toBeNull();
  });

  it("stops polling at an archived job", async () => {
    const { client, emulator } = setup({ jobDurationMs: 60_000 });
    const created = await client.createJob("Rename the setup page");
    emulator.archiveJob(created.id);
    const done = await client.waitForJob(created.id, fast);
    expect(done.status).toBe("archived");
    expect(done.archivedAt).toBeInstanceOf(Date);
  });

  it("sends a follow-up message that starts a new run", async () => {
    const { client, requests } = setup();
    const created = await client.createJob("Review the changelog");
    expect((await client.waitForJob(created.id, fast)).prLink).toBeNull();
    const followed = await client.sendMessage(created.id, "Now add the 2.0 entry to the changelog");
    expect(followed.status).toBe("active");
    const done = await client.waitForJob(created.id, fast);
    expect(done.status).toBe("completed");
    expect(done.prLink).not.toBeNull();
    const message = requests.find((request) => request.url.endsWith("/message"));
    expect(message?.url).toBe(`${baseUrl}/v2/agent/acme/job/${created.id}/message`);
    expect(await message?.json()).toEqual({ prompt: "Now add the 2.0 entry to the changelog" });
  });

  it("rate limits the 101st job in an hour and says when to retry", async () => {
    const now = Date.parse("2025-03-01T10:00:00Z");
    const { client } = setup({ now: () => now });
    for (let index = 0; index < 100; index += 1) await client.createJob(`Fix typo number ${index}`);
    const error = await rejection(client.createJob("One more fix"));
    expect(error).toMatchObject({ kind: "rate-limited", status: 429, retryAfter: 3600, retryable: true });
    expect(error.message).toMatch(/retry in 3600 s/);
  });

  it("reports an unknown job as not found", async () => {
    const { client } = setup();
    const error = await rejection(client.getJob("job_nope"));
    expect(error).toMatchObject({ kind: "not-found", status: 404, retryable: false });
    expect(error.message).toContain("No agent job job_nope in project acme.");
    expect((await rejection(client.waitForJob("job_nope", fast))).kind).toBe("not-found");
    expect((await rejection(client.sendMessage("job_nope", "More"))).kind).toBe("not-found");
  });

  it("reports a refused admin key as unauthorized", async () => {
    const emulator = createEmulator({ pace: "fast", adminKeys: ["svc_the_real_one"] });
    const client = createAgentClient({ baseUrl, apiKey, projectId, fetch: emulator.fetch });
    const error = await rejection(client.createJob("Anything"));
    expect(error).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(error.message).toMatch(/admin API key was refused/);
  });

  it("reports a message to an archived job as a bad request", async () => {
    const { client, emulator } = setup();
    const created = await client.createJob("Tidy the FAQ");
    emulator.archiveJob(created.id);
    const error = await rejection(client.sendMessage(created.id, "And the glossary"));
    expect(error).toMatchObject({ kind: "bad-request", status: 400 });
    expect(error.message).toContain("archived");
  });

  it("survives a connection dropped mid-poll", async () => {
    let clock = Date.parse("2025-03-01T10:00:00Z");
    const emulator = createEmulator({ pace: "fast", jobDurationMs: 60_000, now: () => clock });
    let gets = 0;
    const fetch: AgentFetch = (request) => {
      if (request.method === "GET") {
        gets += 1;
        if (gets === 2) {
          // The job finishes while the connection is down; the retry must still find the result.
          clock += 120_000;
          return Promise.reject(new TypeError("fetch failed", { cause: new Error("ECONNRESET") }));
        }
      }
      return emulator.fetch(request);
    };
    const client = createAgentClient({ baseUrl, apiKey, projectId, fetch });
    const created = await client.createJob("Add an upgrade guide");
    const retries: AgentJobError[] = [];
    const statuses: string[] = [];
    const done = await client.waitForJob(created.id, {
      ...fast,
      onUpdate: (job) => statuses.push(job.status),
      onRetry: (error) => retries.push(error),
    });
    expect(done.status).toBe("completed");
    expect(done.prLink).not.toBeNull();
    expect(statuses).toEqual(["active", "completed"]);
    expect(retries.map((error) => error.kind)).toEqual(["network"]);
    expect(retries[0]?.message).toMatch(
      /could not reach https:\/\/api\.example\.test \(fetch failed: ECONNRESET\)/,
    );
    expect(gets).toBe(3);
  });

  it("times out while the job is still active, and the job keeps running", async () => {
    const { client } = setup({ jobDurationMs: 60_000 });
    const created = await client.createJob("Rewrite the whole site");
    const error = await rejection(client.waitForJob(created.id, { ...fast, timeout: 60 }));
    expect(error.kind).toBe("timeout");
    expect(error.message).toMatch(
      new RegExp(`waiting for job ${created.id} after .*; it is still active\\.$`),
    );
    expect((await client.getJob(created.id)).status).toBe("active");
  });

  it("stops waiting when the caller aborts", async () => {
    const { client } = setup({ jobDurationMs: 60_000 });
    const created = await client.createJob("Rewrite the whole site");
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const waiting = client.waitForJob(created.id, {
      ...fast,
      signal: controller.signal,
      onUpdate: () => controller.abort(reason),
    });
    await expect(waiting).rejects.toBe(reason);
  });
});

describe("createAgentClient checks before sending", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("validates the prompt without calling the service", async () => {
    const fetch = vi.fn<AgentFetch>();
    const client = createAgentClient({ baseUrl, apiKey, projectId, fetch });
    const error = await rejection(client.createJob(""));
    expect(error).toMatchObject({ kind: "bad-request", status: undefined });
    expect(error.message).toMatch(/at least one character/);
    expect((await rejection(client.sendMessage("job_1", ""))).kind).toBe("bad-request");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses an assistant key, saying it is the wrong kind", () => {
    expect(() => createAgentClient({ baseUrl, apiKey: "svc_dsc_public", projectId })).toThrow(
      /assistant API key \(svc_dsc_…\), the wrong kind.*admin API key/,
    );
    expect(() => createAgentClient({ baseUrl, apiKey: "", projectId })).toThrow(/`apiKey` is required/);
  });

  it("refuses to run in a browser, saying why", () => {
    vi.stubGlobal("window", { document: {} });
    expect(() => createAgentClient({ baseUrl, apiKey, projectId })).toThrow(
      /refuses to run in a browser: .*server-side secret/,
    );
  });

  it("rejects a missing project and a relative base URL", () => {
    expect(() => createAgentClient({ baseUrl, apiKey, projectId: " " })).toThrow(/`projectId` is required/);
    expect(() => createAgentClient({ baseUrl: "/api", apiKey, projectId })).toThrow(/absolute URL/);
  });

  it("keeps a base URL's path and encodes ids", async () => {
    const urls: string[] = [];
    const client = createAgentClient({
      baseUrl: "https://gateway.example.test/docs-api/",
      apiKey,
      projectId: "team a",
      fetch: async (request) => {
        urls.push(request.url);
        return Response.json(wireJob({ status: "completed" }));
      },
    });
    await client.getJob("job/1");
    expect(urls).toEqual(["https://gateway.example.test/docs-api/v2/agent/team%20a/job/job%2F1"]);
  });
});

describe("waitForJob retries (hand-made responses)", () => {
  function scripted(responses: Array<() => Response | Promise<Response>>) {
    let index = 0;
    const fetch = vi.fn<AgentFetch>(async () => {
      const next = responses[Math.min(index, responses.length - 1)];
      index += 1;
      if (next === undefined) throw new Error("no scripted response");
      return next();
    });
    return { fetch, client: createAgentClient({ baseUrl, apiKey, projectId, fetch }) };
  }

  it("retries 5xx with growing backoff and then succeeds", async () => {
    const { client, fetch } = scripted([
      () => new Response("bad gateway", { status: 502 }),
      () => new Response("unavailable", { status: 503 }),
      () => Response.json(wireJob({ status: "completed" })),
    ]);
    const delays: number[] = [];
    const job = await client.waitForJob("job_1", {
      interval: 4,
      maxInterval: 100,
      onRetry: (_error, delay) => delays.push(delay),
    });
    expect(job.status).toBe("completed");
    expect(fetch).toHaveBeenCalledTimes(3);
    // Retry backoff doubles with half of it jittered: [2, 4] ms, then [4, 8] ms.
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(2);
    expect(delays[0]).toBeLessThanOrEqual(4);
    expect(delays[1]).toBeGreaterThanOrEqual(4);
    expect(delays[1]).toBeLessThanOrEqual(8);
  });

  it("gives up after maxRetries failures in a row with the last error", async () => {
    const { client, fetch } = scripted([() => new Response("down", { status: 500 })]);
    const error = await rejection(client.waitForJob("job_1", { interval: 1, maxRetries: 2 }));
    expect(error).toMatchObject({ kind: "server", status: 500 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("waits out a 429's Retry-After instead of its own backoff", async () => {
    const { client } = scripted([
      () => new Response("slow down", { status: 429, headers: { "retry-after": "0" } }),
      () => Response.json(wireJob({ status: "completed" })),
    ]);
    const delays: number[] = [];
    await client.waitForJob("job_1", { interval: 1000, onRetry: (_error, delay) => delays.push(delay) });
    expect(delays).toEqual([0]);
  });

  it("throws the 429 at once when its Retry-After ends past the deadline", async () => {
    const { client, fetch } = scripted([
      () => new Response("slow down", { status: 429, headers: { "retry-after": "3600" } }),
    ]);
    const error = await rejection(client.waitForJob("job_1", { timeout: 5000 }));
    expect(error).toMatchObject({ kind: "rate-limited", retryAfter: 3600 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not retry a 200 whose body breaks the contract more than maxRetries times", async () => {
    const { client } = scripted([() => Response.json({ id: "job_1", status: "queued" })]);
    const error = await rejection(client.waitForJob("job_1", { interval: 1, maxRetries: 1 }));
    expect(error.kind).toBe("server");
    expect(error.message).toMatch(/`status` is "queued"/);
  });
});
