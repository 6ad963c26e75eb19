import { DocsAssistantError, type DocsAssistantErrorKind } from "@docs-assistant/core";
import { describe, expect, it } from "vitest";
import { presentError } from "./error-presentation.ts";
import { defaultLabels } from "./labels.ts";

const base = { labels: defaultLabels, online: true, failedAt: 1_000_000, now: 1_000_000 };
const error = (kind: DocsAssistantErrorKind, extra: { status?: number; retryAfter?: number } = {}) =>
  new DocsAssistantError({ kind, message: "developer text", ...extra });

describe("presentError", () => {
  it("gives every error kind its own message", () => {
    const kinds: DocsAssistantErrorKind[] = [
      "unauthorized",
      "forbidden",
      "thread-not-found",
      "rate-limited",
      "invalid-request",
      "server",
      "network",
      "stream",
    ];
    const messages = kinds.map((kind) => presentError(error(kind), base).message);
    expect(new Set(messages).size).toBe(kinds.length);
  });

  it("says when to retry after a 429 with Retry-After, counting down", () => {
    const rateLimited = error("rate-limited", { status: 429, retryAfter: 30 });
    expect(presentError(rateLimited, base)).toEqual({
      kind: "rate-limited",
      message: "Too many questions right now. Try again in 30 s.",
      action: "retry-later",
      retryAt: 1_030_000,
    });
    expect(presentError(rateLimited, { ...base, now: 1_021_500 }).message).toContain("in 9 s");
  });

  it("offers a plain retry after a 429 without Retry-After", () => {
    expect(presentError(error("rate-limited", { status: 429 }), base).action).toBe("retry");
  });

  it("offers no retry for a key that is wrong for this site", () => {
    expect(presentError(error("unauthorized", { status: 401 }), base)).toMatchObject({ action: "none" });
    expect(presentError(error("forbidden", { status: 403 }), base).message).toMatch(
      /not allowed on this site/,
    );
  });

  it("says the reader is offline and waits for the connection", () => {
    expect(presentError(error("network"), { ...base, online: false })).toEqual({
      kind: "offline",
      message: defaultLabels.errorOffline,
      action: "retry-when-online",
    });
  });

  it("treats a foreign error as unknown but retryable", () => {
    expect(presentError(new Error("boom"), base)).toMatchObject({ kind: "unknown", action: "retry" });
  });
});
