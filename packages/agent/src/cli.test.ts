import { type ChildProcess, execFile, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createEmulator, type Emulator } from "@docs-assistant/emulator";
import { type EmulatorServer, serveEmulator } from "@docs-assistant/emulator/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitCodes, runCli } from "./cli-program.ts";

const packageDirectory = fileURLToPath(new URL("..", import.meta.url));
const cliPath = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const apiKey = "svc_admin_cli_test";
const fastPolling = ["--interval", "10ms"];

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startCli(server: EmulatorServer, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [cliPath, ...args], {
    env: {
      PATH: process.env.PATH ?? "",
      DOCS_AGENT_API_KEY: apiKey,
      DOCS_AGENT_PROJECT: "acme",
      DOCS_AGENT_BASE_URL: server.url,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const done = new Promise<CliResult>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done, stderrSoFar: () => stderr };
}

function cli(server: EmulatorServer, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return startCli(server, args, env).done;
}

async function until(condition: () => boolean, child: ChildProcess): Promise<void> {
  while (!condition()) {
    if (child.exitCode !== null) throw new Error("the CLI exited before the awaited output");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let fast: EmulatorServer;
let slow: EmulatorServer;
let crowded: EmulatorServer;

beforeAll(async () => {
  await promisify(execFile)("pnpm", ["--filter", "@docs-assistant/agent", "build"], {
    cwd: packageDirectory,
  });
  [fast, slow, crowded] = await Promise.all([
    serveEmulator({ port: 0, emulator: createEmulator({ pace: "fast", jobDurationMs: 150 }) }),
    serveEmulator({ port: 0, emulator: createEmulator({ pace: "fast", jobDurationMs: 600_000 }) }),
    serveEmulator({ port: 0, emulator: createEmulator({ pace: "fast", jobDurationMs: 0 }) }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([fast?.close(), slow?.close(), crowded?.close()]);
});

describe("docs-agent (a node process against serveEmulator)", () => {
  it("prints help with examples and the exit codes", async () => {
    const result = await cli(fast, ["--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage$/m);
    expect(result.stdout).toContain('docs-agent run "<prompt>" [--wait] [--json]');
    expect(result.stdout).toMatch(/^Exit codes$/m);
    expect(result.stdout).toMatch(/^ {2}5 {4}rate limited/m);
    expect(result.stdout).toMatch(/^Examples$/m);
  });

  it("runs a job to a pull request, with plain progress lines off a terminal", async () => {
    const result = await cli(fast, ["run", "Document the --force flag of deploy", "--wait", ...fastPolling]);
    expect(result.code).toBe(exitCodes.success);
    expect(result.stdout).toMatch(
      /^Job job_\d+: completed \(acme\/docs@main, docs-agent-emulated\)\nPull request: https:\/\/github\.com\/acme\/docs\/pull\/\d+\n$/,
    );
    expect(result.stderr).toMatch(/^Job job_\d+ started; waiting for it to finish\.\nJob job_\d+: active\n/);
    expect(result.stderr).toMatch(/Job job_\d+: completed\n$/);
    expect(result.stderr).not.toContain("\r");
  });

  it("says so when no files changed", async () => {
    const result = await cli(fast, [
      "run",
      "Review the quickstart for broken links",
      "--wait",
      ...fastPolling,
    ]);
    expect(result.code).toBe(exitCodes.success);
    expect(result.stdout).toMatch(/: completed .*\nNo files changed, so no pull request was opened\.\n$/);
  });

  it("exits 3 when the job fails", async () => {
    const result = await cli(fast, ["run", "Make this fail", "--wait", ...fastPolling]);
    expect(result.code).toBe(exitCodes.jobFailed);
    expect(result.stdout).toMatch(/: failed .*\nThe agent met an unrecoverable error/);
  });

  it("starts a job without waiting and tells how to follow it", async () => {
    const result = await cli(slow, ["run", "Rename the setup page"]);
    expect(result.code).toBe(exitCodes.success);
    const id = /^Job (job_\d+): active/.exec(result.stdout)?.[1];
    expect(id).toBeDefined();
    expect(result.stdout).toContain(`Follow it with: docs-agent status ${id} --wait`);

    const status = await cli(slow, ["status", id ?? "", "--json"]);
    expect(status.code).toBe(exitCodes.success);
    expect(JSON.parse(status.stdout)).toMatchObject({ id, status: "active", prLink: null });
  });

  it("prints the finished job as JSON with --json", async () => {
    const result = await cli(fast, ["run", "Add an upgrade guide", "--wait", "--json", ...fastPolling]);
    expect(result.code).toBe(exitCodes.success);
    const job = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(job).toMatchObject({ status: "completed", source: { repository: "acme/docs", ref: "main" } });
    expect(job.prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/);
    expect(Number.isNaN(Date.parse(String(job.createdAt)))).toBe(false);
  });

  it("sends a follow-up message and waits for its run", async () => {
    const first = await cli(fast, ["run", "Review the changelog", "--wait", "--json", ...fastPolling]);
    const { id } = JSON.parse(first.stdout) as { id: string };
    const result = await cli(fast, ["message", id, "Now add the 2.0 entry", "--wait", ...fastPolling]);
    expect(result.code).toBe(exitCodes.success);
    expect(result.stdout).toMatch(new RegExp(`^Job ${id}: completed .*\\nPull request: https://`));
  });

  it("exits 1 for an unknown job id", async () => {
    const result = await cli(fast, ["status", "job_9999"]);
    expect(result.code).toBe(exitCodes.requestError);
    expect(result.stderr).toContain("404 no such job or project (No agent job job_9999 in project acme.)");
    expect(result.stdout).toBe("");
  });

  it("exits 4 when waiting times out, and the job keeps running", async () => {
    const result = await cli(slow, [
      "run",
      "Rewrite everything",
      "--wait",
      "--timeout",
      "300ms",
      ...fastPolling,
    ]);
    expect(result.code).toBe(exitCodes.timeout);
    expect(result.stderr).toMatch(/Gave up waiting for job job_\d+ after .*; it is still active\./);
  });

  it("exits 5 with when to retry on the 101st job in an hour", async () => {
    const emulator: Emulator = crowded.emulator;
    for (let index = 0; index < 100; index += 1) {
      const response = await emulator.fetch(
        new Request(`${crowded.url}/v2/agent/acme/job`, {
          method: "POST",
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({ prompt: `Fix typo ${index}` }),
        }),
      );
      expect(response.status).toBe(201);
    }
    const result = await cli(crowded, ["run", "One more fix", "--json"]);
    expect(result.code).toBe(exitCodes.rateLimited);
    expect(result.stderr).toMatch(/429 rate limited \(100 jobs per project per hour\); retry in 3[56]\d\d s/);
    expect(result.stderr).toMatch(/Try again after .* \(in (59|60) min/);
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { kind: "rate-limited", status: 429 } });
  });

  it("exits 2 on usage errors, saying what is missing", async () => {
    const noKey = await cli(fast, ["run", "Fix it"], { DOCS_AGENT_API_KEY: "" });
    expect(noKey.code).toBe(exitCodes.usage);
    expect(noKey.stderr).toContain("no API key: set DOCS_AGENT_API_KEY");

    const wrongKind = await cli(fast, ["run", "Fix it"], { DOCS_AGENT_API_KEY: "svc_dsc_public" });
    expect(wrongKind.code).toBe(exitCodes.usage);
    expect(wrongKind.stderr).toContain("assistant API key (svc_dsc_…), the wrong kind");

    const unknown = await cli(fast, ["deploy"]);
    expect(unknown.code).toBe(exitCodes.usage);
    expect(unknown.stderr).toContain('unknown command "deploy"');

    const emptyPrompt = await cli(fast, ["run", ""]);
    expect(emptyPrompt.code).toBe(exitCodes.usage);
    expect(emptyPrompt.stderr).toContain("the prompt of run must not be empty");

    const badTime = await cli(fast, ["status", "job_1", "--timeout", "soon"]);
    expect(badTime.code).toBe(exitCodes.usage);
    expect(badTime.stderr).toContain("--timeout takes a time such as 500ms");

    const badFlag = await cli(fast, ["status", "job_1", "--verbose"]);
    expect(badFlag.code).toBe(exitCodes.usage);
    expect(badFlag.stderr).toContain("Unknown option '--verbose'");
  });

  it("takes settings from flags, warning about --api-key", async () => {
    const result = await cli(
      fast,
      ["run", "Review the FAQ", "--project", "other", "--base-url", fast.url, "--api-key", apiKey, "--json"],
      { DOCS_AGENT_API_KEY: "", DOCS_AGENT_PROJECT: "", DOCS_AGENT_BASE_URL: "" },
    );
    expect(result.code).toBe(exitCodes.success);
    expect(result.stderr).toContain("warning: --api-key leaves the admin key in your shell history");
    const { id } = JSON.parse(result.stdout) as { id: string };
    expect((await cli(fast, ["status", id], { DOCS_AGENT_PROJECT: "other" })).code).toBe(exitCodes.success);
    expect((await cli(fast, ["status", id], { DOCS_AGENT_PROJECT: "acme" })).code).toBe(
      exitCodes.requestError,
    );
  });

  it("exits 130 on Ctrl-C while waiting, leaving the job running", async () => {
    const run = startCli(slow, ["run", "Rewrite the API reference", "--wait", ...fastPolling]);
    await until(() => /: active\n/.test(run.stderrSoFar()), run.child);
    run.child.kill("SIGINT");
    const result = await run.done;
    expect(result.code).toBe(exitCodes.interrupted);
    expect(result.stderr).toContain("interrupted; a job already started keeps running");
  });
});

describe("docs-agent progress on a terminal", () => {
  function terminal(isTTY: boolean) {
    let text = "";
    return { isTTY, write: (chunk: string) => (text += chunk), text: () => text };
  }

  it("rewrites one live line in place", async () => {
    const stdout = terminal(true);
    const stderr = terminal(true);
    const code = await runCli({
      argv: ["run", "Add a glossary", "--wait", ...fastPolling],
      env: { DOCS_AGENT_API_KEY: apiKey, DOCS_AGENT_PROJECT: "acme", DOCS_AGENT_BASE_URL: fast.url },
      stdout,
      stderr,
    });
    expect(code).toBe(exitCodes.success);
    const frames = stderr.text().split("\r\u001b[2K");
    expect(frames.some((frame) => /^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Job job_\d+: active · \d+ s$/.test(frame))).toBe(true);
    expect(frames.at(-1)).toBe("");
    expect(stderr.text()).not.toMatch(/: active\n/);
    expect(stdout.text()).toMatch(/Pull request: https:\/\//);
  });

  it("falls back to plain lines when CI is set", async () => {
    const stderr = terminal(true);
    await runCli({
      argv: ["run", "Add a glossary", "--wait", ...fastPolling],
      env: {
        DOCS_AGENT_API_KEY: apiKey,
        DOCS_AGENT_PROJECT: "acme",
        DOCS_AGENT_BASE_URL: fast.url,
        CI: "true",
      },
      stdout: terminal(false),
      stderr,
    });
    expect(stderr.text()).not.toContain("\r");
    expect(stderr.text()).toMatch(/Job job_\d+: active\nJob job_\d+: completed\n$/);
  });
});
