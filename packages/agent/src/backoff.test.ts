import { describe, expect, it } from "vitest";
import { backoffDelay } from "./backoff.ts";

const options = { initialDelay: 1000, maxDelay: 8000, factor: 2, jitter: 0.5 };

describe("backoffDelay", () => {
  it("grows exponentially and stops at the cap", () => {
    const withoutJitter = { ...options, jitter: 0 };
    expect([0, 1, 2, 3, 4, 10].map((attempt) => backoffDelay(attempt, withoutJitter))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it("randomises only the jitter share of the wait", () => {
    expect(backoffDelay(1, options, () => 0)).toBe(1000);
    expect(backoffDelay(1, options, () => 0.5)).toBe(1500);
    expect(backoffDelay(1, options, () => 0.999_999)).toBe(2000);
    expect(backoffDelay(5, options, () => 0)).toBe(4000);
  });

  it("spreads clients that poll together", () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(2, { ...options, jitter: 1 })));
    expect(delays.size).toBeGreaterThan(1);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });

  it("clamps a jitter outside 0..1 and a negative attempt", () => {
    expect(backoffDelay(-3, { ...options, jitter: 7 }, () => 0)).toBe(0);
    expect(backoffDelay(0, { ...options, jitter: -1 }, () => 0.9)).toBe(1000);
  });
});
