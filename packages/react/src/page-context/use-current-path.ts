import { useSyncExternalStore } from "react";
import { getCurrentPath, watchCurrentPath } from "./current-path.ts";

const noSubscription = () => () => {};

/**
 * The page path ({@link getCurrentPath}), following client-side navigation. A `currentPath` the host passes
 * overrides detection (nothing is watched then). `undefined` while rendering on the server.
 */
export function useCurrentPath(override?: string): string | undefined {
  const detected = useSyncExternalStore(
    override === undefined ? watchCurrentPath : noSubscription,
    override === undefined ? getCurrentPath : () => undefined,
    () => undefined,
  );
  return override ?? detected;
}
