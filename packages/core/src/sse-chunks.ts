import { createParser } from "eventsource-parser";
import { DocsAssistantError } from "./errors.ts";
import { type RawChunk, streamDone } from "./ui-chunk-stream.ts";

/** Turns decoded body text into raw chunks; an error item ends the stream at its position. */
export interface ChunkParser {
  /** Feeds the next piece of text; returns the chunks it completed, in order. */
  push(text: string): (RawChunk | DocsAssistantError)[];
  /** The body ended; returns any chunk still buffered. */
  end(): (RawChunk | DocsAssistantError)[];
}

/**
 * Reads a response body through a {@link ChunkParser}, one chunk per consumer read. Nothing is buffered
 * ahead of the reader, so when the body breaks or a line is malformed, every chunk before that point is
 * still delivered before the stream errors (piping through transform streams would drop their queues).
 */
export function readBodyChunks(
  body: ReadableStream<Uint8Array>,
  parser: ChunkParser,
): ReadableStream<RawChunk> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const pending: (RawChunk | DocsAssistantError)[] = [];
  let ended = false;
  let failure: unknown;

  return new ReadableStream<RawChunk>(
    {
      async pull(controller) {
        while (pending.length === 0 && !ended && failure === undefined) {
          try {
            const { value, done } = await reader.read();
            if (done) {
              ended = true;
              pending.push(...parser.push(decoder.decode()), ...parser.end());
            } else {
              pending.push(...parser.push(decoder.decode(value, { stream: true })));
            }
          } catch (error) {
            failure = error;
          }
        }
        const next = pending.shift();
        if (next instanceof DocsAssistantError) {
          controller.error(next);
          void reader.cancel().catch(() => {});
        } else if (next !== undefined) {
          controller.enqueue(next);
        } else if (failure !== undefined) {
          controller.error(failure);
        } else {
          controller.close();
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The UI message stream's SSE framing: one JSON object per `data:` event, ended by `data: [DONE]`. */
export function createSseChunkParser(): ChunkParser {
  let out: (RawChunk | DocsAssistantError)[] = [];
  const parser = createParser({
    onEvent({ data }) {
      if (data.trim() === "[DONE]") {
        out.push(streamDone);
        return;
      }
      try {
        const value: unknown = JSON.parse(data);
        if (!value || typeof value !== "object" || Array.isArray(value)) throw new TypeError("not an object");
        out.push(value as Record<string, unknown>);
      } catch (cause) {
        out.push(
          new DocsAssistantError({
            kind: "stream",
            message: `The answer stream sent a malformed event: ${data.slice(0, 120)}`,
            cause,
          }),
        );
      }
    },
  });
  const take = () => {
    const taken = out;
    out = [];
    return taken;
  };
  return {
    push(text) {
      parser.feed(text);
      return take();
    },
    end() {
      parser.reset({ consume: true });
      return take();
    },
  };
}

/** Parses a UI message stream body (SSE) into raw chunks; comments and keep-alives are skipped. */
export function parseSseChunks(body: ReadableStream<Uint8Array>): ReadableStream<RawChunk> {
  return readBodyChunks(body, createSseChunkParser());
}
