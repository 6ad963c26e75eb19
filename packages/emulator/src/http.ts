/** Request headers a browser may send cross-origin. */
const allowedHeaders = "Authorization, Content-Type, X-Emulator-Scenario, X-Thread-Key";
/** Response headers a browser script may read. */
const exposedHeaders = "X-Thread-Id, X-Thread-Key, Retry-After";

/** A rejected request: its status, message and extra headers (such as `Retry-After`). */
export class HttpError extends Error {
  /** HTTP status code of the response. */
  readonly status: number;
  /** Headers added to the error response. */
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.headers = headers;
  }
}

/** CORS headers for a response to `request`, echoing its origin so credentials-free browser calls succeed. */
export function corsHeaders(request: Request): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": request.headers.get("origin") ?? "*",
    "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": allowedHeaders,
    "Access-Control-Expose-Headers": exposedHeaders,
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  };
}

/** A JSON response with CORS headers. */
export function jsonResponse(
  request: Request,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...corsHeaders(request), ...headers },
  });
}

/** The `{ error }` response for a rejected request. */
export function errorResponse(request: Request, error: HttpError): Response {
  return jsonResponse(request, error.status, { error: error.message }, error.headers);
}

/** Reads the body as JSON, or throws a 400 when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") throw new HttpError(400, "The request body is empty; expected a JSON object.");
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}

/** True for a plain JSON object (not an array or null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
