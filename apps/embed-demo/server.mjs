// Serves the embed's host pages and the built embed (packages/embed/dist at /embed/) with no dependencies.
// Pages are templates: {{nonce}} gets a fresh CSP nonce per response, {{emulator}} the emulator's URL, and
// {{domain}} the domain (left empty with ?manual, so a test can call DocsAssistant.init itself).
// The strict-CSP page is also sent with the matching Content-Security-Policy header.
// Usage: PORT=4317 EMULATOR_URL=http://127.0.0.1:8797 node server.mjs
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const port = Number(process.env.PORT ?? 4317);
const emulatorUrl = process.env.EMULATOR_URL ?? "http://127.0.0.1:8797";
const here = fileURLToPath(new URL(".", import.meta.url));
const roots = {
  "/embed/": join(here, "../../packages/embed/dist"),
  "/assets/": join(here, "public"),
};
const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
};

/** The policy of the strict page: nonce-only scripts and styles, no eval, requests only to itself and the emulator. */
const strictPolicy = (nonce) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src 'self' ${emulatorUrl}`,
    "img-src 'self'",
    "base-uri 'none'",
  ].join("; ");

async function respond(request, response) {
  const url = new URL(request.url ?? "/", "http://localhost");
  for (const [prefix, directory] of Object.entries(roots)) {
    if (!url.pathname.startsWith(prefix)) continue;
    const path = normalize(join(directory, url.pathname.slice(prefix.length)));
    if (!path.startsWith(directory)) break;
    const body = await readFile(path);
    response.writeHead(200, {
      "content-type": types[extname(path)] ?? "application/octet-stream",
      "cache-control": "no-store",
    });
    return response.end(body);
  }
  if (url.pathname === "/favicon.ico") return response.writeHead(204).end();
  const page = url.pathname === "/" ? "index.html" : url.pathname.slice(1);
  if (!/^[\w-]+\.html$/.test(page)) throw Object.assign(new Error("not found"), { code: "ENOENT" });
  const nonce = randomBytes(16).toString("base64");
  const html = (await readFile(join(here, "pages", page), "utf8"))
    .replaceAll("{{nonce}}", nonce)
    .replaceAll("{{emulator}}", emulatorUrl)
    .replaceAll("{{domain}}", url.searchParams.has("manual") ? "" : "acme");
  const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };
  if (page === "strict-csp.html") headers["content-security-policy"] = strictPolicy(nonce);
  response.writeHead(200, headers);
  response.end(html);
}

createServer((request, response) => {
  respond(request, response).catch((error) => {
    response.writeHead(error.code === "ENOENT" || error.code === "EISDIR" ? 404 : 500, {
      "content-type": "text/plain",
    });
    response.end(String(error.message));
  });
}).listen(port, "127.0.0.1", () => console.log(`embed demo on http://127.0.0.1:${port}`));
