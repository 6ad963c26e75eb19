import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulator } from "./emulator.ts";
import { emulatorHandlers } from "./msw.ts";
import { assistantKey, sseData, v2Body } from "./testing/requests.ts";

const emulator = createEmulator({ pace: "fast" });
const server = setupServer(...emulatorHandlers(emulator));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

describe("emulatorHandlers", () => {
  it("answers the widget's fetch under any origin and base path, streamed", async () => {
    const response = await fetch(
      "https://api.example.com/scenario/long-answer/discovery/v2/assistant/acme/message",
      {
        method: "POST",
        headers: { authorization: `Bearer ${assistantKey}`, "content-type": "application/json" },
        body: JSON.stringify(v2Body("install")),
      },
    );
    expect(response.status).toBe(200);
    const events = sseData(await response.text());
    expect(events.at(-1)).toBe("[DONE]");
    expect(events.length).toBeGreaterThan(1000);
    expect(emulator.requests.at(-1)).toMatchObject({ domain: "acme", version: "v2" });
  });

  it("creates its own emulator from options and serves agent jobs", async () => {
    const own = setupServer(...emulatorHandlers({ pace: "fast", repository: "octo/site" }));
    server.close();
    own.listen({ onUnhandledRequest: "error" });
    try {
      const response = await fetch("http://localhost:9999/v2/agent/proj/job", {
        method: "POST",
        headers: { authorization: "Bearer svc_admin", "content-type": "application/json" },
        body: JSON.stringify({ prompt: "Add a page" }),
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ source: { repository: "octo/site" } });
    } finally {
      own.close();
      server.listen({ onUnhandledRequest: "error" });
    }
  });
});
