import { afterEach, describe, expect, it } from "vitest";
import { createEmulator } from "./emulator.ts";
import { type EmulatorServer, serveEmulator } from "./node.ts";
import { assistantKey, v2Body } from "./testing/requests.ts";

let server: EmulatorServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${assistantKey}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("serveEmulator", () => {
  it("serves a streamed v2 answer over HTTP, delivering events before the answer is complete", async () => {
    let releaseFirstToken = () => {};
    const firstTokenGate = new Promise<void>((resolve) => {
      releaseFirstToken = resolve;
    });
    const emulator = createEmulator({ pace: "fast", firstTokenDelayMs: 1, sleep: () => firstTokenGate });
    server = await serveEmulator({ port: 0, emulator });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await post(`${server.url}/discovery/v2/assistant/acme/message`, v2Body("theming"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("x-thread-id")).toBe("thr_1");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let body = "";
    while (!body.includes("tool-output-available")) {
      const { done, value } = await reader.read();
      if (done) break;
      body += decoder.decode(value);
    }
    expect(body).toContain("tool-output-available");
    expect(body).not.toContain("text-delta");
    releaseFirstToken();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      body += decoder.decode(value);
    }
    expect(body).toContain("text-delta");
    expect(body.trimEnd().endsWith("data: [DONE]")).toBe(true);
  });

  it("passes the socket address as X-Forwarded-For and the request body through", async () => {
    const emulator = createEmulator({ pace: "fast" });
    server = await serveEmulator({ port: 0, emulator });
    await (await post(`${server.url}/discovery/v2/assistant/acme/message`, v2Body("install"))).text();
    expect(emulator.requests[0]).toMatchObject({
      body: { fp: "anonymous" },
      headers: { "x-forwarded-for": expect.stringMatching(/127\.0\.0\.1/) },
    });
  });

  it("drops the connection for the disconnect scenario", async () => {
    server = await serveEmulator({ port: 0, emulator: createEmulator({ pace: "fast" }) });
    const response = await post(`${server.url}/discovery/v2/assistant/acme/message`, v2Body("install"), {
      "x-emulator-scenario": "disconnect",
    });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it("answers JSON errors and preflights", async () => {
    server = await serveEmulator({ port: 0, emulator: createEmulator({ pace: "fast" }) });
    const preflight = await fetch(`${server.url}/discovery/v2/assistant/acme/message`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const missing = await fetch(`${server.url}/v2/agent/p1/job/job_1`, {
      headers: { authorization: "Bearer svc_x1" },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: expect.any(String) });
  });
});
