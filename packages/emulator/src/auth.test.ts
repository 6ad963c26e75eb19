import { describe, expect, it } from "vitest";
import { createEmulator } from "./emulator.ts";
import { adminKey, assistantKey, assistantRequest, jobRequest, v2Body } from "./testing/requests.ts";

const fast = { pace: "fast" } as const;

describe("assistant authentication", () => {
  it("answers 401 without an Authorization header", async () => {
    const request = assistantRequest("v2", v2Body("install"), { headers: { authorization: null } });
    const response = await createEmulator(fast).fetch(request);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ["no Bearer scheme", assistantKey],
    ["a token that is not a service key", "Bearer sk-123"],
    ["an empty token", "Bearer "],
  ])("answers 401 for a malformed header: %s", async (_, authorization) => {
    const request = assistantRequest("v2", v2Body("install"), { headers: { authorization } });
    expect((await createEmulator(fast).fetch(request)).status).toBe(401);
  });

  it("answers 403 for an admin key on the assistant", async () => {
    const request = assistantRequest("v2", v2Body("install"), {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    const response = await createEmulator(fast).fetch(request);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/admin key/);
  });

  it("answers 401 for a key outside options.assistantKeys", async () => {
    const emulator = createEmulator({ ...fast, assistantKeys: [assistantKey] });
    expect((await emulator.fetch(assistantRequest("v2", v2Body("install")))).status).toBe(200);
    const other = assistantRequest("v2", v2Body("install"), {
      headers: { authorization: "Bearer svc_dsc_other" },
    });
    expect((await emulator.fetch(other)).status).toBe(401);
  });
});

describe("agent job authentication", () => {
  it("answers 403 for an assistant key", async () => {
    const response = await createEmulator(fast).fetch(
      jobRequest("POST", "p1/job", { prompt: "x" }, assistantKey),
    );
    expect(response.status).toBe(403);
  });

  it("answers 401 for a key outside options.adminKeys", async () => {
    const emulator = createEmulator({ ...fast, adminKeys: [adminKey] });
    expect((await emulator.fetch(jobRequest("POST", "p1/job", { prompt: "Add a page" }))).status).toBe(201);
    const other = jobRequest("POST", "p1/job", { prompt: "Add a page" }, "svc_someone_else");
    expect((await emulator.fetch(other)).status).toBe(401);
  });
});

describe("allowed origins", () => {
  const emulator = () => createEmulator({ ...fast, allowedOrigins: ["https://docs.acme.dev"] });

  it("answers 403 for an Origin outside options.allowedOrigins", async () => {
    const request = assistantRequest("v2", v2Body("install"), {
      headers: { origin: "https://evil.example" },
    });
    const response = await emulator().fetch(request);
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBe("https://evil.example");
  });

  it("answers 403 without an Origin, and 200 for an allowed one", async () => {
    expect((await emulator().fetch(assistantRequest("v2", v2Body("install")))).status).toBe(403);
    const allowed = assistantRequest("v2", v2Body("install"), {
      headers: { origin: "https://docs.acme.dev" },
    });
    expect((await emulator().fetch(allowed)).status).toBe(200);
  });
});
