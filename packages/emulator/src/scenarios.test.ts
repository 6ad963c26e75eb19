import { processDataStream } from "@ai-sdk/ui-utils";
import { parseJsonEventStream, uiMessageChunkSchema } from "ai";
import { describe, expect, it } from "vitest";
import { createEmulator } from "./emulator.ts";
import type { EmulatorOptions } from "./options.ts";
import { longAnswerMinimumLength } from "./scenario-answers.ts";
import type { ScenarioName } from "./scenarios.ts";
import { assistantRequest, sseData, v1Body, v2Body } from "./testing/requests.ts";

const question = "How do I install the React package?";

function askV2(scenario: ScenarioName, options: EmulatorOptions = {}) {
  const emulator = createEmulator({ pace: "fast", ...options });
  return emulator.fetch(
    assistantRequest("v2", v2Body(question), { headers: { "x-emulator-scenario": scenario } }),
  );
}

function askV1(scenario: ScenarioName, options: EmulatorOptions = {}) {
  const emulator = createEmulator({ pace: "fast", ...options });
  return emulator.fetch(
    assistantRequest("v1", v1Body(question), { headers: { "x-emulator-scenario": scenario } }),
  );
}

/** JSON chunks of a v2 body (unparseable ones kept as raw strings). */
async function v2Chunks(response: Response): Promise<(Record<string, unknown> | string)[]> {
  return sseData(await response.text()).map((data) => {
    try {
      return JSON.parse(data) as Record<string, unknown>;
    } catch {
      return data;
    }
  });
}

function textOf(chunks: (Record<string, unknown> | string)[]): string {
  return chunks
    .filter(
      (chunk): chunk is Record<string, unknown> => typeof chunk !== "string" && chunk.type === "text-delta",
    )
    .map((chunk) => chunk.delta)
    .join("");
}

describe("scenario selection", () => {
  it("by header, path prefix, next-scenario (once) and instance option", async () => {
    const emulator = createEmulator({ pace: "fast" });
    const viaHeader = assistantRequest("v2", v2Body(question), {
      headers: { "x-emulator-scenario": "server-error" },
    });
    expect((await emulator.fetch(viaHeader)).status).toBe(500);
    const viaPath = assistantRequest("v2", v2Body(question), {
      base: "http://emulator.test/scenario/rate-limited",
    });
    expect((await emulator.fetch(viaPath)).status).toBe(429);

    const queued = await emulator.fetch(
      new Request("http://emulator.test/__emulator/next-scenario", {
        method: "POST",
        body: JSON.stringify({ scenario: "server-error" }),
      }),
    );
    expect(await queued.json()).toEqual({ scenario: "server-error" });
    expect((await emulator.fetch(assistantRequest("v2", v2Body(question)))).status).toBe(500);
    expect((await emulator.fetch(assistantRequest("v2", v2Body(question)))).status).toBe(200);

    emulator.setNextScenario("rate-limited");
    expect((await emulator.fetch(assistantRequest("v1", v1Body(question)))).status).toBe(429);
    expect((await emulator.fetch(assistantRequest("v1", v1Body(question)))).status).toBe(200);

    const perInstance = createEmulator({ pace: "fast", scenario: "server-error" });
    expect((await perInstance.fetch(assistantRequest("v2", v2Body(question)))).status).toBe(500);
  });

  it("answers 400 for an unknown scenario name", async () => {
    const request = assistantRequest("v2", v2Body(question), { headers: { "x-emulator-scenario": "nope" } });
    const response = await createEmulator({ pace: "fast" }).fetch(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining("nope") });
  });
});

describe("scenarios on v2", () => {
  it("slow-first-token waits before the first token, with keep-alive comments, then answers normally", async () => {
    const pauses: number[] = [];
    const response = await askV2("slow-first-token", {
      slowFirstTokenDelayMs: 2500,
      sleep: async (milliseconds) => {
        pauses.push(milliseconds);
      },
    });
    const body = await response.text();
    expect(pauses).toEqual([1000, 1000, 500]);
    const keepAlive = body.indexOf(": keep-alive");
    expect(keepAlive).toBeGreaterThan(body.indexOf("tool-output-available"));
    expect(keepAlive).toBeLessThan(body.indexOf("text-delta"));
    expect(body).toContain('"type":"finish"');
  });

  it("pauses before each delta at the configured pace", async () => {
    const pauses: number[] = [];
    const response = await createEmulator({
      firstTokenDelayMs: 300,
      chunkDelayMs: 7,
      sleep: async (milliseconds) => {
        pauses.push(milliseconds);
      },
    }).fetch(assistantRequest("v2", v2Body(question)));
    const deltas = (await v2Chunks(response)).filter(
      (chunk) => typeof chunk !== "string" && chunk.type === "text-delta",
    );
    expect(pauses[0]).toBe(300);
    expect(pauses.slice(1)).toEqual(deltas.map(() => 7));
  });

  it("long-answer streams at least 30 KB with code blocks, tables and lists", async () => {
    const text = textOf(await v2Chunks(await askV2("long-answer")));
    expect(text.length).toBeGreaterThanOrEqual(longAnswerMinimumLength);
    expect(text).toMatch(/```(bash|tsx)\n/);
    expect(text).toMatch(/\| --- \|/);
    expect(text).toMatch(/\n1\. /);
    expect(text).toMatch(/\n- /);
  });

  it("disconnect errors the body mid-answer, without finish", async () => {
    const response = await askV2("disconnect");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          received += decoder.decode(value);
        }
      })(),
    ).rejects.toThrow(/disconnect/);
    expect(received).toContain("text-delta");
    expect(received).not.toContain('"type":"finish"');
  });

  it("malformed-line sends one unparseable event mid-answer and the rest intact", async () => {
    const response = await askV2("malformed-line");
    const results: { success: boolean }[] = [];
    const reader = parseJsonEventStream({
      stream: response.body as ReadableStream<Uint8Array>,
      schema: uiMessageChunkSchema,
    }).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      results.push(value);
    }
    const failed = results.findIndex((result) => !result.success);
    expect(results.filter((result) => !result.success)).toHaveLength(1);
    expect(failed).toBeGreaterThan(5);
    expect(results.at(-1)).toMatchObject({ success: true, value: { type: "finish" } });
  });

  it("unknown-chunk sends a chunk type no client knows, and a complete answer around it", async () => {
    const chunks = await v2Chunks(await askV2("unknown-chunk"));
    const unknown = chunks.findIndex(
      (chunk) => typeof chunk !== "string" && chunk.type === "x-emulator-unknown",
    );
    expect(unknown).toBeGreaterThan(
      chunks.findIndex((chunk) => typeof chunk !== "string" && chunk.type === "text-start"),
    );
    expect(chunks.at(-2)).toMatchObject({ type: "finish" });
    const plain = textOf(
      await v2Chunks(await createEmulator({ pace: "fast" }).fetch(assistantRequest("v2", v2Body(question)))),
    );
    expect(textOf(chunks)).toBe(plain);
  });

  it("error-chunk sends an error chunk after some text and no finish", async () => {
    const chunks = await v2Chunks(await askV2("error-chunk"));
    expect(textOf(chunks).length).toBeGreaterThan(0);
    expect(chunks.at(-2)).toEqual({ type: "error", errorText: expect.any(String) });
    expect(chunks.at(-1)).toBe("[DONE]");
    expect(chunks.some((chunk) => typeof chunk !== "string" && chunk.type === "finish")).toBe(false);
  });

  it("server-error answers 500 { error }", async () => {
    const response = await askV2("server-error");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it("rate-limited answers 429 with Retry-After", async () => {
    const response = await askV2("rate-limited");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
  });

  it("hostile-markup answers with script tags, event handlers, javascript: and data: links", async () => {
    const chunks = await v2Chunks(await askV2("hostile-markup"));
    const text = textOf(chunks);
    expect(text).toContain("<script>");
    expect(text).toMatch(/onerror="/);
    expect(text).toContain("](javascript:");
    expect(text).toContain("](data:text/html");
    expect(chunks).toContainEqual(
      expect.objectContaining({ type: "source-url", url: expect.stringMatching(/^javascript:/) }),
    );
  });

  it("empty-answer runs the search and finishes with no text at all", async () => {
    const chunks = await v2Chunks(await askV2("empty-answer"));
    const types = chunks.map((chunk) => (typeof chunk === "string" ? chunk : chunk.type));
    expect(types).toContain("tool-output-available");
    expect(types.filter((type) => String(type).startsWith("text-"))).toEqual([]);
    expect(types.slice(-2)).toEqual(["finish", "[DONE]"]);
  });
});

describe("scenarios on v1", () => {
  async function lines(response: Response): Promise<string[]> {
    return (await response.text()).split("\n").filter((line) => line !== "");
  }

  it("slow-first-token waits, then answers normally", async () => {
    const pauses: number[] = [];
    const response = await askV1("slow-first-token", {
      slowFirstTokenDelayMs: 1200,
      sleep: async (milliseconds) => {
        pauses.push(milliseconds);
      },
    });
    expect((await lines(response)).at(-1)).toMatch(/^d:/);
    expect(pauses).toEqual([1000, 200]);
  });

  it("long-answer streams at least 30 KB of text parts", async () => {
    const text = (await lines(await askV1("long-answer")))
      .filter((line) => line.startsWith("0:"))
      .map((line) => JSON.parse(line.slice(2)) as string)
      .join("");
    expect(text.length).toBeGreaterThanOrEqual(longAnswerMinimumLength);
  });

  it("disconnect errors the body mid-answer", async () => {
    await expect((await askV1("disconnect")).text()).rejects.toThrow(/disconnect/);
  });

  it("malformed-line sends a line the AI SDK 4 parser rejects", async () => {
    const response = await askV1("malformed-line");
    await expect(
      processDataStream({ stream: response.body as ReadableStream<Uint8Array> }),
    ).rejects.toThrow();
  });

  it("unknown-chunk sends an unknown part code mid-answer and finishes", async () => {
    const all = await lines(await askV1("unknown-chunk"));
    expect(all.filter((line) => line.startsWith("z:"))).toHaveLength(1);
    expect(all.at(-1)).toMatch(/^d:/);
  });

  it("error-chunk ends with a 3: error part", async () => {
    const all = await lines(await askV1("error-chunk"));
    expect(all.at(-1)).toMatch(/^3:"/);
    expect(all.some((line) => line.startsWith("0:"))).toBe(true);
  });

  it("server-error and rate-limited answer 500 and 429", async () => {
    expect((await askV1("server-error")).status).toBe(500);
    const limited = await askV1("rate-limited");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("30");
  });

  it("hostile-markup and empty-answer", async () => {
    const hostile = (await lines(await askV1("hostile-markup"))).join("\n");
    expect(hostile).toContain("<script>");
    expect(hostile).toContain('"url":"javascript:');
    const empty = await lines(await askV1("empty-answer"));
    expect(empty.some((line) => line.startsWith("0:"))).toBe(false);
    expect(empty.at(-1)).toMatch(/^d:/);
  });
});
