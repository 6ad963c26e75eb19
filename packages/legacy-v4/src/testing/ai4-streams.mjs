// Writes AI SDK 4 data stream bytes with ai@4's own server helpers. It runs as a plain Node process because
// Vitest workers resolve with the `module` condition, under which @opentelemetry/api (imported by ai@4)
// picks an ESM build that Node cannot load. Input on stdin: { [name]: [[partType, value], ...] }.
// Output on stdout: { [name]: text, streamTextAnswer: text }.
import { readFileSync } from "node:fs";
import {
  createDataStreamResponse,
  formatDataStreamPart,
  jsonSchema,
  simulateReadableStream,
  streamText,
  tool,
} from "ai4";
import { MockLanguageModelV1 } from "ai4/test";

const usage = { promptTokens: 3, completionTokens: 5 };
const installResults = [
  { path: "/guides/install", url: "https://docs.example.com/guides/install", metadata: { title: "Install" } },
];
const toolCall = { toolCallType: "function", toolCallId: "call_1", toolName: "search" };

const modelSteps = [
  [
    { type: "reasoning", textDelta: "The reader wants " },
    { type: "reasoning", textDelta: "install steps." },
    { type: "reasoning-signature", signature: "sig_1" },
    { type: "tool-call-delta", ...toolCall, argsTextDelta: '{"query":' },
    { type: "tool-call-delta", ...toolCall, argsTextDelta: '"install"}' },
    { type: "tool-call", ...toolCall, args: '{"query":"install"}' },
    { type: "finish", finishReason: "tool-calls", usage },
  ],
  [
    {
      type: "source",
      source: {
        sourceType: "url",
        id: "src_1",
        url: "https://docs.example.com/quickstart",
        title: "Quickstart",
      },
    },
    { type: "text-delta", textDelta: "Run " },
    { type: "text-delta", textDelta: "`npm i`, then " },
    { type: "text-delta", textDelta: "import it. Grüße 👋" },
    { type: "file", mimeType: "image/png", data: "iVBORw0KGgo=" },
    { type: "finish", finishReason: "stop", usage },
  ],
];

/** A route handler's answer: data and a thread annotation, then a two-step streamText from a mock model. */
async function streamTextAnswer() {
  let step = 0;
  const model = new MockLanguageModelV1({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: modelSteps[step++] ?? [],
        initialDelayInMs: null,
        chunkDelayInMs: null,
      }),
      rawCall: { rawPrompt: null, rawSettings: {} },
    }),
  });
  const response = createDataStreamResponse({
    execute(dataStream) {
      dataStream.writeData({ type: "status", value: "searching" });
      dataStream.writeMessageAnnotation({ threadId: "thr_7", threadKey: "key_7" });
      const result = streamText({
        model,
        prompt: "How do I install it?",
        maxSteps: 2,
        toolCallStreaming: true,
        experimental_generateMessageId: () => "msg_7",
        tools: {
          search: tool({
            parameters: jsonSchema({ type: "object", properties: { query: { type: "string" } } }),
            execute: async () => ({ results: installResults }),
          }),
        },
      });
      result.mergeIntoDataStream(dataStream, { sendReasoning: true, sendSources: true });
    },
  });
  return response.text();
}

const requested = JSON.parse(readFileSync(0, "utf8"));
const output = { streamTextAnswer: await streamTextAnswer() };
for (const [name, parts] of Object.entries(requested)) {
  output[name] = parts.map(([type, value]) => formatDataStreamPart(type, value)).join("");
}
process.stdout.write(JSON.stringify(output));
