/** Every scenario the emulator can play, for stories, unit tests and end-to-end tests. */
export const scenarioNames = [
  "slow-first-token",
  "long-answer",
  "disconnect",
  "malformed-line",
  "unknown-chunk",
  "error-chunk",
  "server-error",
  "rate-limited",
  "hostile-markup",
  "empty-answer",
] as const;

/** Name of a scenario that changes how the emulator answers one assistant request. */
export type ScenarioName = (typeof scenarioNames)[number];

/** True when `name` is one of {@link scenarioNames}. */
export function isScenarioName(name: unknown): name is ScenarioName {
  return typeof name === "string" && (scenarioNames as readonly string[]).includes(name);
}
