/** How waits grow between polls and between retries. */
export interface BackoffOptions {
  /** The first wait, in milliseconds. */
  initialDelay: number;
  /** The longest wait, in milliseconds, before jitter. */
  maxDelay: number;
  /** How much each wait grows over the one before. */
  factor: number;
  /** The share of each wait that is randomised, from 0 (none) to 1 (all of it). */
  jitter: number;
}

/**
 * The wait before attempt `attempt` (0 for the first): exponential growth capped at `maxDelay`, of which a
 * `jitter` share is drawn at random so that many clients polling together spread out.
 * `random` returns a number in [0, 1), like `Math.random`.
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions,
  random: () => number = Math.random,
): number {
  const exponential = options.initialDelay * options.factor ** Math.max(0, attempt);
  const capped = Math.min(options.maxDelay, exponential);
  const jitter = Math.min(1, Math.max(0, options.jitter));
  return Math.round(capped * (1 - jitter) + capped * jitter * random());
}
