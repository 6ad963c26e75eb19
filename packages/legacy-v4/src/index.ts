export { createDataStreamParser, parseDataStreamChunks } from "./data-stream-parser.ts";
export { createV1Transport, DocsAssistantV1Transport, toV1Filter } from "./v1-transport.ts";
export {
  createV4ChunkMapper,
  type DataStreamPart,
  type MappedChunk,
  type V4ChunkMapper,
  v1DataChunkType,
} from "./v4-to-ui-chunks.ts";
