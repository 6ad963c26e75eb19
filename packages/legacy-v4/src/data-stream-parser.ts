import { type ChunkParser, DocsAssistantError, type RawChunk, readBodyChunks } from "@docs-assistant/core";
import { createV4ChunkMapper, type MappedChunk } from "./v4-to-ui-chunks.ts";

/**
 * A {@link ChunkParser} for the AI SDK 4 data stream protocol: `<code>:<json>\n` lines, a line split across
 * network chunks is buffered until its newline, and each line goes through the v4 → v5 chunk mapping. A line
 * that is not `code:json` yields a `stream` error item at its position, so the text before it is kept.
 */
export function createDataStreamParser(): ChunkParser {
  const mapper = createV4ChunkMapper();
  let buffer = "";

  const parseLine = (rawLine: string): MappedChunk[] => {
    const line = rawLine.endsWith("\r") ? rawLine.slice(0, -1) : rawLine;
    if (line.trim() === "") return [];
    const colon = line.indexOf(":");
    let value: unknown;
    try {
      if (colon < 1) throw new SyntaxError("no part code");
      value = JSON.parse(line.slice(colon + 1));
    } catch (cause) {
      return [
        new DocsAssistantError({
          kind: "stream",
          message: `The answer stream sent a malformed line: ${line.slice(0, 120)}`,
          cause,
        }),
      ];
    }
    return mapper.map({ code: line.slice(0, colon), value });
  };

  return {
    push(text) {
      buffer += text;
      const newline = buffer.lastIndexOf("\n");
      if (newline === -1) return [];
      const complete = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      return complete.split("\n").flatMap(parseLine);
    },
    end() {
      const rest = buffer;
      buffer = "";
      return [...parseLine(rest), ...mapper.end()];
    },
  };
}

/** Reads a v1 response body (AI SDK 4 data stream) into the raw UI message chunks the core normaliser takes. */
export function parseDataStreamChunks(body: ReadableStream<Uint8Array>): ReadableStream<RawChunk> {
  return readBodyChunks(body, createDataStreamParser());
}
