import { DocsAssistantError, type RawChunk } from "@docs-assistant/core";
import { beforeAll, describe, expect, it } from "vitest";
import { parseDataStreamChunks } from "./data-stream-parser.ts";
import {
  type Ai4Streams,
  ai4Streams,
  citedAnswerParts,
  dataStreamResponse,
  rawLines,
} from "./testing/v4-fixtures.ts";

interface Collected {
  chunks: RawChunk[];
  error?: unknown;
}

/** Reads a parsed body to its end; an error ends the list where a consumer would see it. */
async function collect(pieces: Uint8Array[], options: { cut?: boolean } = {}): Promise<Collected> {
  const body = dataStreamResponse(pieces, options).body;
  if (!body) throw new Error("no body");
  const reader = parseDataStreamChunks(body).getReader();
  const chunks: RawChunk[] = [];
  for (;;) {
    try {
      const { value, done } = await reader.read();
      if (done) return { chunks };
      chunks.push(value);
    } catch (error) {
      return { chunks, error };
    }
  }
}

const typesOf = (chunks: RawChunk[]) => chunks.map((chunk) => (chunk as { type: string }).type);

let streams: Ai4Streams<
  "cited" | "dataAndAnnotations" | "threadEverywhere" | "noFinish" | "afterFinish" | "partial"
>;
beforeAll(() => {
  streams = ai4Streams({
    cited: citedAnswerParts,
    dataAndAnnotations: [
      ["data", [{ step: 1 }, "plain"]],
      ["message_annotations", [{ cited: 1 }]],
      ["message_annotations", [{ cited: 2 }, { threadId: "thr_a" }]],
      ["finish_message", { finishReason: "stop" }],
    ],
    threadEverywhere: [
      ["data", [{ threadId: "from_data", threadKey: "key_data" }]],
      ["text", "Hi"],
      ["finish_message", { finishReason: "unknown", threadId: "from_finish" }],
    ],
    noFinish: [
      ["reasoning", "Hmm"],
      ["text", "Half an answer"],
    ],
    afterFinish: [
      ["text", "Done."],
      ["finish_message", { finishReason: "stop" }],
      ["text", "late"],
    ],
    partial: [["text", "Partial "]],
  });
});

describe("v1 data stream → UI message chunks", () => {
  it("maps a cited answer written by ai@4", async () => {
    expect((await collect([streams.cited])).chunks).toMatchInlineSnapshot(`
      [
        {
          "messageId": "msg_1",
          "type": "start",
        },
        {
          "type": "start-step",
        },
        {
          "input": {
            "query": "install",
          },
          "toolCallId": "call_1",
          "toolName": "search",
          "type": "tool-input-available",
        },
        {
          "output": [
            {
              "metadata": {
                "title": "Quickstart",
              },
              "path": "/quickstart",
            },
          ],
          "toolCallId": "call_1",
          "type": "tool-output-available",
        },
        {
          "type": "finish-step",
        },
        {
          "type": "start-step",
        },
        {
          "sourceId": "src_1",
          "title": "Quickstart",
          "type": "source-url",
          "url": "https://docs.example.com/quickstart",
        },
        {
          "id": "text-1",
          "type": "text-start",
        },
        {
          "delta": "Run ",
          "id": "text-1",
          "type": "text-delta",
        },
        {
          "delta": "\`npm i\`.",
          "id": "text-1",
          "type": "text-delta",
        },
        {
          "id": "text-1",
          "type": "text-end",
        },
        {
          "type": "finish-step",
        },
        {
          "finishReason": "stop",
          "threadId": "thr_1",
          "type": "finish",
        },
      ]
    `);
  });

  it("maps reasoning, streamed tool calls, data, annotations and files from ai@4's streamText", async () => {
    expect((await collect([streams.streamTextAnswer])).chunks).toMatchInlineSnapshot(`
      [
        {
          "data": {
            "type": "status",
            "value": "searching",
          },
          "transient": true,
          "type": "data-v1",
        },
        {
          "messageMetadata": {
            "annotations": [
              {
                "threadId": "thr_7",
                "threadKey": "key_7",
              },
            ],
          },
          "type": "message-metadata",
        },
        {
          "messageId": "msg_7",
          "type": "start",
        },
        {
          "type": "start-step",
        },
        {
          "id": "reasoning-1",
          "type": "reasoning-start",
        },
        {
          "delta": "The reader wants ",
          "id": "reasoning-1",
          "type": "reasoning-delta",
        },
        {
          "delta": "install steps.",
          "id": "reasoning-1",
          "type": "reasoning-delta",
        },
        {
          "id": "reasoning-1",
          "type": "reasoning-end",
        },
        {
          "toolCallId": "call_1",
          "toolName": "search",
          "type": "tool-input-start",
        },
        {
          "inputTextDelta": "{"query":",
          "toolCallId": "call_1",
          "type": "tool-input-delta",
        },
        {
          "inputTextDelta": ""install"}",
          "toolCallId": "call_1",
          "type": "tool-input-delta",
        },
        {
          "input": {
            "query": "install",
          },
          "toolCallId": "call_1",
          "toolName": "search",
          "type": "tool-input-available",
        },
        {
          "output": {
            "results": [
              {
                "metadata": {
                  "title": "Install",
                },
                "path": "/guides/install",
                "url": "https://docs.example.com/guides/install",
              },
            ],
          },
          "toolCallId": "call_1",
          "type": "tool-output-available",
        },
        {
          "type": "finish-step",
        },
        {
          "type": "start-step",
        },
        {
          "sourceId": "src_1",
          "title": "Quickstart",
          "type": "source-url",
          "url": "https://docs.example.com/quickstart",
        },
        {
          "id": "text-2",
          "type": "text-start",
        },
        {
          "delta": "Run ",
          "id": "text-2",
          "type": "text-delta",
        },
        {
          "delta": "\`npm i\`, then ",
          "id": "text-2",
          "type": "text-delta",
        },
        {
          "delta": "import it. Grüße 👋",
          "id": "text-2",
          "type": "text-delta",
        },
        {
          "mediaType": "image/png",
          "type": "file",
          "url": "data:image/png;base64,iVBORw0KGgo=",
        },
        {
          "id": "text-2",
          "type": "text-end",
        },
        {
          "type": "finish-step",
        },
        {
          "finishReason": "stop",
          "threadId": "thr_7",
          "threadKey": "key_7",
          "type": "finish",
        },
      ]
    `);
  });

  it("gives the same chunks whatever the network boundaries, multi-byte characters included", async () => {
    const bytes = streams.streamTextAnswer;
    const expected = (await collect([bytes])).chunks;
    for (let offset = 1; offset < bytes.length; offset++) {
      const split = await collect([bytes.slice(0, offset), bytes.slice(offset)]);
      expect(split.chunks, `split at ${offset}`).toEqual(expected);
    }
    const byteByByte = await collect(Array.from(bytes, (byte) => Uint8Array.of(byte)));
    expect(byteByByte.chunks).toEqual(expected);
  }, 60_000);

  it("sends every item of a data part as a transient chunk and the whole annotation list each time", async () => {
    expect((await collect([streams.dataAndAnnotations])).chunks).toMatchInlineSnapshot(`
      [
        {
          "data": {
            "step": 1,
          },
          "transient": true,
          "type": "data-v1",
        },
        {
          "data": "plain",
          "transient": true,
          "type": "data-v1",
        },
        {
          "messageMetadata": {
            "annotations": [
              {
                "cited": 1,
              },
            ],
          },
          "type": "message-metadata",
        },
        {
          "messageMetadata": {
            "annotations": [
              {
                "cited": 1,
              },
              {
                "cited": 2,
              },
              {
                "threadId": "thr_a",
              },
            ],
          },
          "type": "message-metadata",
        },
        {
          "finishReason": "stop",
          "threadId": "thr_a",
          "type": "finish",
        },
      ]
    `);
  });

  it("takes the thread id and key from the raw d: part, over earlier items", async () => {
    const { chunks } = await collect([streams.threadEverywhere]);
    expect(chunks.at(-1)).toEqual({
      type: "finish",
      finishReason: "unknown",
      threadId: "from_finish",
      threadKey: "key_data",
    });
  });

  it("closes open parts and finishes when the body ends without d:", async () => {
    const { chunks, error } = await collect([streams.noFinish]);
    expect(error).toBeUndefined();
    expect(chunks).toMatchInlineSnapshot(`
      [
        {
          "id": "reasoning-1",
          "type": "reasoning-start",
        },
        {
          "delta": "Hmm",
          "id": "reasoning-1",
          "type": "reasoning-delta",
        },
        {
          "id": "reasoning-1",
          "type": "reasoning-end",
        },
        {
          "id": "text-2",
          "type": "text-start",
        },
        {
          "delta": "Half an answer",
          "id": "text-2",
          "type": "text-delta",
        },
        {
          "id": "text-2",
          "type": "text-end",
        },
        {
          "type": "finish",
        },
      ]
    `);
  });

  it("ignores whatever follows d:", async () => {
    const { chunks } = await collect([streams.afterFinish]);
    expect(typesOf(chunks)).toEqual(["text-start", "text-delta", "text-end", "finish"]);
  });

  it("skips blank lines and accepts CRLF line ends", async () => {
    const { chunks, error } = await collect([rawLines('0:"a"\r\n\n0:"b"\r\nd:{"finishReason":"stop"}\r\n')]);
    expect(error).toBeUndefined();
    expect(typesOf(chunks)).toEqual(["text-start", "text-delta", "text-delta", "text-end", "finish"]);
  });

  describe("a line it cannot read is a stream error at its position, after the text before it", () => {
    it.each([
      ["an unknown code", 'z:{"note":"new"}\n'],
      ["malformed JSON", '0:"an unterminated string\n'],
      ["a line without a code", '"just text"\n'],
      ["a value of the wrong shape", '9:{"toolName":"search"}\n'],
      ["a line cut off at the end of the body", '0:"cut'],
    ])("%s", async (_name, line) => {
      const { chunks, error } = await collect([streams.partial, rawLines(line), streams.partial]);
      expect(chunks).toEqual([
        { type: "text-start", id: "text-1" },
        { type: "text-delta", id: "text-1", delta: "Partial " },
      ]);
      expect(error).toBeInstanceOf(DocsAssistantError);
      expect((error as DocsAssistantError).kind).toBe("stream");
    });
  });

  it("passes a cut connection on as the body's own error, after the chunks before it", async () => {
    const { chunks, error } = await collect([streams.partial], { cut: true });
    expect(typesOf(chunks)).toEqual(["text-start", "text-delta"]);
    expect(error).toBeInstanceOf(TypeError);
  });
});
