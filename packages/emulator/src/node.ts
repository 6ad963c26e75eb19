import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createEmulator, type Emulator } from "./emulator.ts";

/** Options of {@link serveEmulator}. */
export interface ServeEmulatorOptions {
  /** Port to listen on; 0 picks a free one. @default 8787 */
  port?: number;
  /** Interface to listen on. @default "127.0.0.1" */
  host?: string;
  /** The emulator to serve. @default createEmulator() */
  emulator?: Emulator;
}

/** A running emulator server. */
export interface EmulatorServer {
  /** Base URL of the server, such as `http://127.0.0.1:8787`. */
  url: string;
  /** The emulator behind the server, for test controls. */
  emulator: Emulator;
  /** Stops listening and ends open connections. */
  close(): Promise<void>;
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Like a reverse proxy, so the per-IP rate limit sees the socket's address.
  if (!headers.has("x-forwarded-for") && incoming.socket.remoteAddress !== undefined) {
    headers.set("x-forwarded-for", incoming.socket.remoteAddress);
  }
  const method = incoming.method ?? "GET";
  const chunks: Buffer[] = [];
  if (method !== "GET" && method !== "HEAD") for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return new Request(new URL(incoming.url ?? "/", origin), {
    method,
    headers,
    ...(chunks.length > 0 ? { body: new Uint8Array(Buffer.concat(chunks)) } : {}),
  });
}

async function writeResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body === null) {
    outgoing.end();
    return;
  }
  outgoing.flushHeaders();
  const reader = response.body.getReader();
  outgoing.on("close", () => {
    if (!outgoing.writableFinished) void reader.cancel().catch(() => {});
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      outgoing.write(value);
    }
    outgoing.end();
  } catch (error) {
    // A body that errors mid-answer (the `disconnect` scenario) becomes a dropped connection, as on the real service.
    outgoing.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Serves an emulator over HTTP with node:http, streaming answers as they are produced. */
export function serveEmulator(options: ServeEmulatorOptions = {}): Promise<EmulatorServer> {
  const emulator = options.emulator ?? createEmulator();
  const host = options.host ?? "127.0.0.1";
  const server = createServer((incoming, outgoing) => {
    const origin = `http://${incoming.headers.host ?? host}`;
    toRequest(incoming, origin)
      .then((request) => emulator.fetch(request))
      .then((response) => writeResponse(response, outgoing))
      .catch((error: unknown) => {
        if (!outgoing.headersSent) {
          outgoing.writeHead(500, { "Content-Type": "application/json" });
          outgoing.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
        } else outgoing.destroy();
      });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8787, host, () => {
      const address = server.address() as AddressInfo;
      const urlHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
      resolve({
        url: `http://${urlHost}:${address.port}`,
        emulator,
        close: () =>
          new Promise<void>((resolveClose, rejectClose) => {
            server.close((error) => (error ? rejectClose(error) : resolveClose()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
