import { describe, expect, it } from "vitest";
import { createEmulator } from "./emulator.ts";
import { assistantKey, assistantRequest, v1Body, v2Body } from "./testing/requests.ts";

const fast = { pace: "fast" } as const;

describe("threads", () => {
  it("hands out the threadKey once, and continues the thread when both are sent back", async () => {
    const emulator = createEmulator(fast);
    const first = await emulator.fetch(assistantRequest("v2", v2Body("install")));
    const threadId = first.headers.get("x-thread-id");
    const threadKey = first.headers.get("x-thread-key");
    await first.body?.cancel();
    const followUp = await emulator.fetch(
      assistantRequest("v2", v2Body("and theming?", { threadId, threadKey })),
    );
    expect(followUp.status).toBe(200);
    expect(followUp.headers.get("x-thread-id")).toBe(threadId);
    expect(followUp.headers.has("x-thread-key")).toBe(false);
    expect(await followUp.text()).toContain(`"threadId":"${threadId}"`);
  });

  it("accepts the threadKey as an X-Thread-Key header too, across versions", async () => {
    const emulator = createEmulator(fast);
    const first = await emulator.fetch(assistantRequest("v2", v2Body("install")));
    const threadId = first.headers.get("x-thread-id");
    const request = assistantRequest("v1", v1Body("more", { threadId }), {
      headers: { "x-thread-key": first.headers.get("x-thread-key") ?? "" },
    });
    expect((await emulator.fetch(request)).status).toBe(200);
  });

  it("answers 404 for an unknown thread", async () => {
    const response = await createEmulator(fast).fetch(
      assistantRequest("v2", v2Body("install", { threadId: "thr_404", threadKey: "tk_x" })),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.stringContaining("thr_404") });
  });

  it("answers 404 for a threadId without its threadKey, or with a wrong one", async () => {
    const emulator = createEmulator(fast);
    const threadId = (await emulator.fetch(assistantRequest("v2", v2Body("install")))).headers.get(
      "x-thread-id",
    );
    expect((await emulator.fetch(assistantRequest("v2", v2Body("more", { threadId })))).status).toBe(404);
    const wrongKey = v2Body("more", { threadId, threadKey: "tk_wrong" });
    expect((await emulator.fetch(assistantRequest("v2", wrongKey))).status).toBe(404);
  });

  it("answers 404 for a thread of another domain", async () => {
    const emulator = createEmulator(fast);
    const first = await emulator.fetch(assistantRequest("v2", v2Body("install")));
    const body = v2Body("more", {
      threadId: first.headers.get("x-thread-id"),
      threadKey: first.headers.get("x-thread-key"),
    });
    expect((await emulator.fetch(assistantRequest("v2", body, { domain: "other" }))).status).toBe(404);
  });

  it("needs no threadKey when requireThreadKey is false", async () => {
    const emulator = createEmulator({ ...fast, requireThreadKey: false });
    const threadId = (await emulator.fetch(assistantRequest("v2", v2Body("install")))).headers.get(
      "x-thread-id",
    );
    expect((await emulator.fetch(assistantRequest("v2", v2Body("more", { threadId })))).status).toBe(200);
  });
});

describe("rate limits", () => {
  function clock(start = Date.UTC(2026, 0, 1)) {
    let time = start;
    return { now: () => time, advance: (milliseconds: number) => (time += milliseconds) };
  }

  it("limits assistant messages per key per month, with Retry-After in seconds", async () => {
    const time = clock();
    const emulator = createEmulator({ ...fast, now: time.now, rateLimits: { assistantPerKeyPerMonth: 2 } });
    const ask = (ip: string) =>
      emulator.fetch(assistantRequest("v2", v2Body("x"), { headers: { "x-forwarded-for": ip } }));
    expect((await ask("1.1.1.1")).status).toBe(200);
    time.advance(1000);
    expect((await ask("2.2.2.2")).status).toBe(200);
    const limited = await ask("3.3.3.3");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe(String(30 * 24 * 60 * 60 - 1));
    expect(await limited.json()).toEqual({ error: expect.stringContaining("per key per month") });
    const other = assistantRequest("v2", v2Body("x"), { headers: { authorization: "Bearer svc_dsc_other" } });
    expect((await emulator.fetch(other)).status).toBe(200);
    time.advance(30 * 24 * 60 * 60 * 1000);
    expect((await ask("4.4.4.4")).status).toBe(200);
  });

  it("limits assistant messages per organisation (domain) per hour", async () => {
    const time = clock();
    const emulator = createEmulator({ ...fast, now: time.now, rateLimits: { assistantPerDomainPerHour: 1 } });
    expect((await emulator.fetch(assistantRequest("v2", v2Body("x")))).status).toBe(200);
    const limited = await emulator.fetch(assistantRequest("v2", v2Body("x")));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect((await emulator.fetch(assistantRequest("v2", v2Body("x"), { domain: "beta" }))).status).toBe(200);
    time.advance(60 * 60 * 1000);
    expect((await emulator.fetch(assistantRequest("v2", v2Body("x")))).status).toBe(200);
  });

  it("limits assistant messages per IP per day, from X-Forwarded-For or the clientAddress hook", async () => {
    const emulator = createEmulator({ ...fast, rateLimits: { assistantPerIpPerDay: 1 } });
    const fromIp = (ip: string) =>
      assistantRequest("v1", v1Body("x"), { headers: { "x-forwarded-for": `${ip}, 10.0.0.1` } });
    expect((await emulator.fetch(fromIp("1.1.1.1"))).status).toBe(200);
    const limited = await emulator.fetch(fromIp("1.1.1.1"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe(String(24 * 60 * 60));
    expect((await emulator.fetch(fromIp("2.2.2.2"))).status).toBe(200);

    const hooked = createEmulator({
      ...fast,
      rateLimits: { assistantPerIpPerDay: 1 },
      clientAddress: (request) => request.headers.get("x-test-client") ?? undefined,
    });
    const fromClient = (client: string) =>
      assistantRequest("v2", v2Body("x"), { headers: { "x-test-client": client } });
    expect((await hooked.fetch(fromClient("a"))).status).toBe(200);
    expect((await hooked.fetch(fromClient("a"))).status).toBe(429);
    expect((await hooked.fetch(fromClient("b"))).status).toBe(200);
  });
});

describe("CORS", () => {
  it("answers a preflight with the allowed and exposed headers", async () => {
    const request = new Request("http://emulator.test/discovery/v2/assistant/acme/message", {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    const response = await createEmulator(fast).fetch(request);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const allowed = response.headers.get("access-control-allow-headers") ?? "";
    for (const header of ["Authorization", "Content-Type", "X-Emulator-Scenario"])
      expect(allowed).toContain(header);
    const exposed = response.headers.get("access-control-expose-headers") ?? "";
    for (const header of ["X-Thread-Id", "X-Thread-Key", "Retry-After"]) expect(exposed).toContain(header);
  });

  it("puts CORS headers on streams and errors", async () => {
    const emulator = createEmulator(fast);
    const headers = { origin: "http://localhost:5173" };
    const ok = await emulator.fetch(assistantRequest("v2", v2Body("x"), { headers }));
    const denied = await emulator.fetch(
      assistantRequest("v2", v2Body("x"), { headers: { ...headers, authorization: null } }),
    );
    expect(ok.headers.get("access-control-expose-headers")).toContain("X-Thread-Id");
    expect(denied.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });
});

describe("observability", () => {
  it("records each assistant request, readable and clearable over HTTP", async () => {
    const emulator = createEmulator(fast);
    await emulator.fetch(
      assistantRequest("v2", v2Body("install", { currentPath: "/theming" }), { domain: "acme" }),
    );
    await emulator.fetch(assistantRequest("v1", v1Body("theming"), { domain: "beta" }));
    expect(emulator.requests).toHaveLength(2);
    expect(emulator.requests[0]).toMatchObject({
      version: "v2",
      domain: "acme",
      body: { fp: "anonymous", currentPath: "/theming" },
      headers: { authorization: `Bearer ${assistantKey}` },
    });
    const listed = await emulator.fetch(new Request("http://emulator.test/__emulator/requests"));
    expect(listed.headers.get("access-control-allow-origin")).toBe("*");
    expect(((await listed.json()) as unknown[]).map((entry) => (entry as { domain: string }).domain)).toEqual(
      ["acme", "beta"],
    );
    const cleared = await emulator.fetch(
      new Request("http://emulator.test/__emulator/requests", { method: "DELETE" }),
    );
    expect(cleared.status).toBe(204);
    expect(emulator.requests).toHaveLength(0);
  });

  it("answers unknown paths with 404 { error }", async () => {
    const response = await createEmulator(fast).fetch(new Request("http://emulator.test/nope"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it("serves under any base path", async () => {
    const request = assistantRequest("v2", v2Body("install"), { base: "http://emulator.test/api/docs" });
    expect((await createEmulator(fast).fetch(request)).status).toBe(200);
  });
});
