import { describe, expect, it } from "vitest";
import { createEmulator } from "./emulator.ts";
import { assistantRequest, v1Body, v2Body } from "./testing/requests.ts";

async function statusAndError(version: "v1" | "v2", body: unknown) {
  const response = await createEmulator({ pace: "fast" }).fetch(assistantRequest(version, body));
  const json = response.status === 200 ? undefined : ((await response.json()) as { error: string });
  return { status: response.status, error: json?.error };
}

describe("assistant request validation (400 { error })", () => {
  it("accepts the contract's bodies on both versions", async () => {
    expect((await statusAndError("v2", v2Body("install"))).status).toBe(200);
    expect((await statusAndError("v1", v1Body("install"))).status).toBe(200);
  });

  it("tolerates the extra fields the stock v5 transport adds", async () => {
    const body = v2Body("install", { id: "chat", trigger: "submit-message", messageId: undefined });
    expect((await statusAndError("v2", body)).status).toBe(200);
  });

  it("rejects a body that is not JSON", async () => {
    expect(await statusAndError("v2", "{not json")).toMatchObject({ status: 400, error: expect.any(String) });
  });

  it("requires fp", async () => {
    const { fp: _, ...body } = v2Body("install");
    expect(await statusAndError("v2", body)).toMatchObject({
      status: 400,
      error: expect.stringContaining("fp"),
    });
  });

  it("requires messages", async () => {
    const { messages: _, ...body } = v2Body("install");
    expect(await statusAndError("v2", body)).toMatchObject({
      status: 400,
      error: expect.stringContaining("messages"),
    });
    expect((await statusAndError("v2", v2Body("install", { messages: [] }))).status).toBe(400);
  });

  it("requires content on v1 messages", async () => {
    const body = v1Body("install", {
      messages: [{ id: "m1", role: "user", parts: [{ type: "text", text: "hi" }] }],
    });
    expect(await statusAndError("v1", body)).toMatchObject({
      status: 400,
      error: expect.stringContaining("content"),
    });
  });

  it("rejects content (or any field besides id, role, parts) on v2 messages", async () => {
    const withContent = v2Body("install", {
      messages: [{ id: "m1", role: "user", content: "install", parts: [{ type: "text", text: "install" }] }],
    });
    expect(await statusAndError("v2", withContent)).toMatchObject({
      status: 400,
      error: expect.stringContaining("content"),
    });
  });

  it("requires parts on v2 messages", async () => {
    const body = v2Body("install", { messages: [{ id: "m1", role: "user" }] });
    expect(await statusAndError("v2", body)).toMatchObject({
      status: 400,
      error: expect.stringContaining("parts"),
    });
  });

  it("rejects the v2-only filter field groups on v1", async () => {
    expect((await statusAndError("v2", v2Body("install", { filter: { groups: ["guides"] } }))).status).toBe(
      200,
    );
    expect(await statusAndError("v1", v1Body("install", { filter: { groups: ["guides"] } }))).toMatchObject({
      status: 400,
      error: expect.stringContaining("groups"),
    });
  });

  it("limits currentPath to 200 characters", async () => {
    const path = `/${"a".repeat(199)}`;
    expect((await statusAndError("v2", v2Body("install", { currentPath: path }))).status).toBe(200);
    expect(await statusAndError("v2", v2Body("install", { currentPath: `${path}b` }))).toMatchObject({
      status: 400,
      error: expect.stringContaining("currentPath"),
    });
  });

  it("checks retrievalPageSize and context shapes", async () => {
    expect((await statusAndError("v2", v2Body("install", { retrievalPageSize: 0 }))).status).toBe(400);
    expect((await statusAndError("v2", v2Body("install", { retrievalPageSize: "5" }))).status).toBe(400);
    expect(
      (await statusAndError("v2", v2Body("install", { context: [{ type: "image", value: "x" }] }))).status,
    ).toBe(400);
    const context = [{ type: "code", value: "npm i", path: "/getting-started", elementId: "snippet-1" }];
    expect((await statusAndError("v2", v2Body("install", { context }))).status).toBe(200);
  });
});
