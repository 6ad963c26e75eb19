import { HttpError } from "./http.ts";

/** Length of each rate-limit window, in milliseconds. */
export const windows = {
  hour: 60 * 60 * 1000,
  day: 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
} as const;

/** Sliding-window request counters keyed by bucket (key, domain, IP or project). */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Records one use of `bucket`, or throws 429 with `Retry-After` (seconds) when `limit` uses already fell in the window. */
  take(bucket: string, limit: number, windowMs: number, description: string): void {
    const now = this.#now();
    const recent = (this.#hits.get(bucket) ?? []).filter((time) => time > now - windowMs);
    const oldest = recent[0];
    if (recent.length >= limit && oldest !== undefined) {
      this.#hits.set(bucket, recent);
      const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
      throw new HttpError(429, `Rate limit exceeded: ${description}.`, { "Retry-After": String(retryAfter) });
    }
    recent.push(now);
    this.#hits.set(bucket, recent);
  }

  /** Forgets every counter. */
  clear(): void {
    this.#hits.clear();
  }
}
