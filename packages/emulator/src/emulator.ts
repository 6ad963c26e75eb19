import { type AgentJob, AgentJobStore, readPrompt } from "./agent-jobs.ts";
import { type AnswerPlan, framesToStream, type SearchResultItem } from "./answer-plan.ts";
import { authenticate } from "./auth.ts";
import { composeAnswer, sectionPath } from "./compose-answer.ts";
import { corpusPages } from "./corpus.generated.ts";
import type { CorpusPage } from "./corpus.ts";
import { CorpusSearch } from "./corpus-search.ts";
import { dataStreamHeaders, encodeDataStream } from "./data-stream.ts";
import { corsHeaders, errorResponse, HttpError, isRecord, jsonResponse, readJson } from "./http.ts";
import { type AssistantVersion, type MessageRequest, parseMessageRequest } from "./message-request.ts";
import { type EmulatorOptions, type ResolvedOptions, resolveOptions } from "./options.ts";
import { RateLimiter, windows } from "./rate-limiter.ts";
import { hostileAnswer, hostileSourceUrl, longAnswer } from "./scenario-answers.ts";
import { isScenarioName, type ScenarioName } from "./scenarios.ts";
import { encodeUiMessageStream, uiMessageStreamHeaders } from "./ui-message-stream.ts";

/** An assistant request as the emulator received it, for end-to-end assertions. */
export interface RecordedRequest {
  /** Endpoint version from the path. */
  version: AssistantVersion;
  /** Domain identifier from the path. */
  domain: string;
  /** The parsed JSON body (or the raw text when it was not JSON). */
  body: unknown;
  /** Request headers, lower-cased names. */
  headers: Record<string, string>;
  /** Full request URL. */
  url: string;
}

/** A running emulator: a Fetch-API handler plus controls for tests. */
export interface Emulator {
  /** Answers one request like the service would; host it anywhere that speaks the Fetch API. */
  fetch(request: Request): Promise<Response>;
  /** Every assistant request received since the last clear, oldest first (a live array). */
  readonly requests: readonly RecordedRequest[];
  /** Forgets the recorded requests. */
  clearRequests(): void;
  /** Plays `scenario` on the next assistant request only; `undefined` cancels a queued one. */
  setNextScenario(scenario: ScenarioName | undefined): void;
  /** Archives an agent job now; returns it, or undefined when unknown. */
  archiveJob(jobId: string): AgentJob | undefined;
  /** Forgets threads, jobs, rate-limit counters, recorded requests and any queued scenario. */
  reset(): void;
}

interface Thread {
  domain: string;
  key: string;
}

const assistantRoute = /^.*?(?:\/scenario\/([^/]+))?\/discovery\/(v1|v2)\/assistant\/([^/]+)\/message\/?$/;
const jobRoute = /\/v2\/agent\/([^/]+)\/job(?:\/([^/]+)(\/message)?)?\/?$/;
const controlRoute = /\/__emulator\/(requests|next-scenario|health)\/?$/;
const fallbackSiteUrl = "https://docs.example.com";
const maxResultContentLength = 600;

function headersToRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

function scenarioFrom(value: string | null | undefined, where: string): ScenarioName | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (!isScenarioName(value))
    throw new HttpError(400, `Unknown emulator scenario "${value}" (from ${where}).`);
  return value;
}

/** Random hex from Web Crypto's getRandomValues, which (unlike randomUUID) also works outside secure contexts. */
function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** Creates an emulator of the docs assistant service that answers from the bundled documentation corpus. */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const settings: ResolvedOptions = resolveOptions(options);
  const pages: readonly CorpusPage[] = corpusPages;
  const search = new CorpusSearch(pages);
  const limiter = new RateLimiter(settings.now);
  const jobs = new AgentJobStore(settings);
  const threads = new Map<string, Thread>();
  const requests: RecordedRequest[] = [];
  let nextScenario: ScenarioName | undefined;
  const counters = new Map<string, number>();

  const nextId = (prefix: string) => {
    const count = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, count);
    return `${prefix}_${count}`;
  };

  function checkOrigin(request: Request): void {
    if (settings.allowedOrigins === undefined) return;
    const origin = request.headers.get("origin");
    if (origin === null || !settings.allowedOrigins.includes(origin)) {
      throw new HttpError(403, `This key is not allowed from the origin ${origin ?? "(none)"}.`);
    }
  }

  function takeAssistantBudget(request: Request, key: string, domain: string): void {
    const limits = settings.rateLimits;
    limiter.take(
      `key:${key}`,
      limits.assistantPerKeyPerMonth,
      windows.month,
      "assistant messages per key per month",
    );
    limiter.take(
      `domain:${domain}`,
      limits.assistantPerDomainPerHour,
      windows.hour,
      "requests per organisation per hour",
    );
    const address = settings.clientAddress(request) ?? "unknown";
    limiter.take(
      `ip:${address}`,
      limits.assistantPerIpPerDay,
      windows.day,
      "requests per IP address per day",
    );
  }

  function resolveThread(domain: string, message: MessageRequest): { threadId: string; threadKey?: string } {
    if (message.threadId === undefined) {
      const threadId = nextId("thr");
      const key = `tk_${randomHex(16)}`;
      threads.set(threadId, { domain, key });
      return { threadId, threadKey: key };
    }
    const thread = threads.get(message.threadId);
    if (thread === undefined || thread.domain !== domain) {
      throw new HttpError(404, `Unknown thread ${message.threadId}.`);
    }
    if (settings.requireThreadKey && message.threadKey !== thread.key) {
      throw new HttpError(
        404,
        `Thread ${message.threadId} needs the threadKey handed out with its first reply.`,
      );
    }
    return { threadId: message.threadId };
  }

  function planAnswer(
    request: Request,
    message: MessageRequest,
    threadId: string,
    scenario: ScenarioName | undefined,
  ) {
    const siteUrl = settings.siteUrl ?? request.headers.get("origin") ?? fallbackSiteUrl;
    const query = [message.question, ...message.context.map((item) => item.value)].join("\n");
    const hits = search.search(query, {
      limit: message.retrievalPageSize,
      filter: message.filter,
      currentPath: message.currentPath,
    });
    const results: SearchResultItem[] = hits.map((hit) => ({
      path: hit.section.path,
      url: `${siteUrl}${sectionPath(hit.section)}`,
      content: truncate(hit.section.text, maxResultContentLength),
      metadata: { title: hit.section.title },
    }));
    const sourcePages = new Map<string, { title: string; path: string }>();
    for (const hit of hits)
      if (!sourcePages.has(hit.section.path)) sourcePages.set(hit.section.path, hit.section);
    const sources = [...sourcePages.values()].map((page, index) => ({
      id: `src_${index + 1}`,
      url: `${siteUrl}${page.path}`,
      title: page.title,
    }));
    let text = composeAnswer(hits, pages);
    if (scenario === "long-answer") text = longAnswer(pages);
    if (scenario === "empty-answer") text = "";
    if (scenario === "hostile-markup") {
      text = hostileAnswer();
      sources.push({
        id: `src_${sources.length + 1}`,
        url: hostileSourceUrl,
        title: "<img src=x onerror=alert(1)>",
      });
    }
    const plan: AnswerPlan = {
      messageId: nextId("msg"),
      threadId,
      toolCallId: nextId("call"),
      textId: nextId("text"),
      query: message.question,
      results,
      sources,
      text,
      scenario,
    };
    return plan;
  }

  async function handleAssistant(
    request: Request,
    version: AssistantVersion,
    domain: string,
    pathScenario: string | undefined,
  ): Promise<Response> {
    const rawBody = await request.text();
    let body: unknown = rawBody;
    let bodyIsJson = false;
    try {
      body = JSON.parse(rawBody);
      bodyIsJson = true;
    } catch {
      // Recorded as text; answered 400 below, after authentication.
    }
    requests.push({ version, domain, body, headers: headersToRecord(request.headers), url: request.url });
    const queued = nextScenario;
    nextScenario = undefined;
    const scenario =
      scenarioFrom(request.headers.get("x-emulator-scenario"), "the X-Emulator-Scenario header") ??
      scenarioFrom(pathScenario, "the /scenario/ path prefix") ??
      queued ??
      settings.scenario;

    const key = authenticate(request, "assistant", settings.assistantKeys);
    checkOrigin(request);
    if (scenario === "rate-limited") {
      throw new HttpError(429, "Rate limit exceeded (scenario: rate-limited).", { "Retry-After": "30" });
    }
    takeAssistantBudget(request, key, domain);
    if (scenario === "server-error")
      throw new HttpError(500, "Internal server error (scenario: server-error).");
    if (!bodyIsJson) throw new HttpError(400, "The request body is not valid JSON.");
    const message = parseMessageRequest(body, version, request.headers.get("x-thread-key") ?? undefined);
    const thread = resolveThread(domain, message);
    const plan = planAnswer(request, message, thread.threadId, scenario);
    const frames =
      version === "v2" ? encodeUiMessageStream(plan, settings) : encodeDataStream(plan, settings);
    return new Response(framesToStream(frames, settings.sleep), {
      status: 200,
      headers: {
        ...(version === "v2" ? uiMessageStreamHeaders : dataStreamHeaders),
        ...corsHeaders(request),
        "X-Thread-Id": thread.threadId,
        ...(thread.threadKey === undefined ? {} : { "X-Thread-Key": thread.threadKey }),
      },
    });
  }

  async function handleJobs(
    request: Request,
    projectId: string,
    jobId: string | undefined,
    isMessage: boolean,
  ): Promise<Response> {
    authenticate(request, "admin", settings.adminKeys);
    if (jobId === undefined) {
      if (request.method !== "POST") throw new HttpError(405, "Use POST to create an agent job.");
      const prompt = readPrompt(await readJson(request));
      limiter.take(
        `project:${projectId}`,
        settings.rateLimits.jobsPerProjectPerHour,
        windows.hour,
        "agent jobs per project per hour",
      );
      return jsonResponse(request, 201, jobs.create(projectId, prompt));
    }
    if (isMessage) {
      if (request.method !== "POST") throw new HttpError(405, "Use POST to send a follow-up message.");
      const prompt = readPrompt(await readJson(request));
      return jsonResponse(request, 200, jobs.followUp(projectId, jobId, prompt));
    }
    if (request.method !== "GET") throw new HttpError(405, "Use GET to read an agent job.");
    return jsonResponse(request, 200, jobs.get(projectId, jobId));
  }

  async function handleControl(request: Request, name: string): Promise<Response> {
    if (name === "health") return jsonResponse(request, 200, { ok: true });
    if (name === "requests") {
      if (request.method === "GET") return jsonResponse(request, 200, requests);
      if (request.method === "DELETE") {
        requests.length = 0;
        return new Response(null, { status: 204, headers: corsHeaders(request) });
      }
      throw new HttpError(405, "Use GET or DELETE on /__emulator/requests.");
    }
    if (request.method !== "POST") throw new HttpError(405, "Use POST on /__emulator/next-scenario.");
    const body = await readJson(request);
    const value = isRecord(body) ? body.scenario : undefined;
    nextScenario = value === null ? undefined : scenarioFrom(String(value), "the next-scenario body");
    return jsonResponse(request, 200, { scenario: nextScenario ?? null });
  }

  async function route(request: Request): Promise<Response> {
    if (request.method === "OPTIONS")
      return new Response(null, { status: 204, headers: corsHeaders(request) });
    const path = new URL(request.url).pathname;
    const assistant = assistantRoute.exec(path);
    if (assistant !== null) {
      if (request.method !== "POST") throw new HttpError(405, "Use POST to send an assistant message.");
      const [, scenario, version, domain] = assistant;
      return handleAssistant(
        request,
        version as AssistantVersion,
        decodeURIComponent(domain ?? ""),
        scenario === undefined ? undefined : decodeURIComponent(scenario),
      );
    }
    const job = jobRoute.exec(path);
    if (job !== null) {
      const [, projectId, jobId, message] = job;
      return handleJobs(
        request,
        decodeURIComponent(projectId ?? ""),
        jobId === undefined ? undefined : decodeURIComponent(jobId),
        message !== undefined,
      );
    }
    const control = controlRoute.exec(path);
    if (control?.[1] !== undefined) return handleControl(request, control[1]);
    throw new HttpError(404, `No emulated endpoint at ${request.method} ${path}.`);
  }

  return {
    async fetch(request) {
      try {
        return await route(request);
      } catch (error) {
        if (error instanceof HttpError) return errorResponse(request, error);
        throw error;
      }
    },
    requests,
    clearRequests() {
      requests.length = 0;
    },
    setNextScenario(scenario) {
      nextScenario = scenario;
    },
    archiveJob(jobId) {
      return jobs.archive(jobId);
    },
    reset() {
      requests.length = 0;
      threads.clear();
      jobs.clear();
      limiter.clear();
      nextScenario = undefined;
      counters.clear();
    },
  };
}
