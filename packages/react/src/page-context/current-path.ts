import { clampCurrentPath } from "@docs-assistant/core";

/**
 * The page path sent as `currentPath`. Rule: `location.pathname`, plus the hash only when it is a hash route
 * (`#/guide`, `#!/guide`, as in docsify-style sites), clamped to 200 characters by `clampCurrentPath`.
 * The query is left out because it carries tracking parameters and tokens rather than the page, and a plain
 * `#anchor` names a section, which context items already carry as `elementId`.
 */
export function getCurrentPath(): string {
  const { pathname, hash } = location;
  return clampCurrentPath(/^#!?\//.test(hash) ? pathname + hash : pathname);
}

const watchers = new Set<() => void>();
let unpatch: (() => void) | undefined;

/**
 * Calls `onChange(path)` whenever {@link getCurrentPath} changes: after `history.pushState` / `replaceState`
 * (patched once for all watchers, restored when the last one is disposed), `popstate`, `hashchange` and the
 * Navigation API's `currententrychange` where present. A full page load starts a new document, so read the
 * first value with {@link getCurrentPath}; `onChange` only reports changes. Returns `dispose()`.
 */
export function watchCurrentPath(onChange: (path: string) => void): () => void {
  let last = getCurrentPath();
  const check = () => {
    const path = getCurrentPath();
    if (path === last) return;
    last = path;
    onChange(path);
  };
  watchers.add(check);
  unpatch ??= patchNavigation();
  return () => {
    if (watchers.delete(check) && !watchers.size) {
      unpatch?.();
      unpatch = undefined;
    }
  };
}

function patchNavigation(): () => void {
  const notify = () => {
    for (const watcher of watchers) watcher();
  };
  // Routers call pushState from inside renders and insertion effects; reporting later keeps a listener's state
  // update out of those phases.
  const notifyLater = () => queueMicrotask(notify);
  const navigation = (window as { navigation?: EventTarget }).navigation;
  const restorers = (["pushState", "replaceState"] as const).map((name) => {
    const original = history[name];
    const patched = function (this: History, ...args: Parameters<History["pushState"]>) {
      original.apply(this, args);
      notifyLater();
    };
    history[name] = patched;
    // Another script may have wrapped ours since; putting the original back would silently drop its wrapper.
    return () => {
      if (history[name] === patched) history[name] = original;
    };
  });
  for (const type of ["popstate", "hashchange"]) addEventListener(type, notify);
  navigation?.addEventListener("currententrychange", notify);
  return () => {
    for (const restore of restorers) restore();
    for (const type of ["popstate", "hashchange"]) removeEventListener(type, notify);
    navigation?.removeEventListener("currententrychange", notify);
  };
}
