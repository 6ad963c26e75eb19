import { describe, expect, it } from "vitest";
import {
  AgentJobError,
  errorFromResponse,
  errorKindForStatus,
  isAgentJobError,
  parseRetryAfter,
} from "./agent-job-error.ts";

describe("parseRetryAfter", () => {
  const now = Date.parse("2025-01-01T12:00:00Z");

  it("reads delay seconds and HTTP dates", () => {
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter("Wed, 01 Jan 2025 12:01:30 GMT", now)).toBe(90);
    expect(parseRetryAfter("Wed, 01 Jan 2025 11:00:00 GMT", now)).toBe(0);
  });

  it("ignores a missing or unreadable header", () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-5", now)).toBeUndefined();
  });
});

describe("errorFromResponse", () => {
  it("maps statuses to kinds", () => {
    expect([400, 401, 403, 404, 409, 429, 500, 503].map(errorKindForStatus)).toEqual([
      "bad-request",
      "unauthorized",
      "unauthorized",
      "not-found",
      "bad-request",
      "rate-limited",
      "server",
      "server",
    ]);
  });

  it("keeps the service's {error} text, the status and Retry-After", async () => {
    const error = await errorFromResponse(
      new Response(JSON.stringify({ error: "Rate limit exceeded: agent jobs per project per hour." }), {
        status: 429,
        headers: { "retry-after": "42" },
      }),
      "Creating the agent job",
    );
    expect(error).toBeInstanceOf(AgentJobError);
    expect(error).toMatchObject({ kind: "rate-limited", status: 429, retryAfter: 42, retryable: true });
    expect(error.message).toBe(
      "Creating the agent job failed: 429 rate limited (100 jobs per project per hour); retry in 42 s " +
        "(Rate limit exceeded: agent jobs per project per hour.)",
    );
  });

  it("accepts a plain-text body", async () => {
    const error = await errorFromResponse(
      new Response("upstream timeout", { status: 504 }),
      "Reading job job_1",
    );
    expect(error).toMatchObject({ kind: "server", status: 504, retryAfter: undefined, retryable: true });
    expect(error.message).toContain("(upstream timeout)");
  });
});

describe("isAgentJobError", () => {
  it("recognises the class and copies of it from another bundle", () => {
    expect(isAgentJobError(new AgentJobError({ kind: "network", message: "down" }))).toBe(true);
    const copy = Object.assign(new Error("x"), { name: "AgentJobError", kind: "server" });
    expect(isAgentJobError(copy)).toBe(true);
    expect(isAgentJobError(new Error("x"))).toBe(false);
  });
});
