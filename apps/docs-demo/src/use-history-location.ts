import { useCallback, useSyncExternalStore } from "react";

const navigationEvent = "docs-demo:navigate";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  window.addEventListener(navigationEvent, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(navigationEvent, onChange);
  };
};

/** The current path and a `navigate` that changes it with the History API (no reload). */
export function useHistoryLocation(): { pathname: string; hash: string; navigate: (to: string) => void } {
  const pathname = useSyncExternalStore(subscribe, () => location.pathname);
  const hash = useSyncExternalStore(subscribe, () => location.hash);
  const navigate = useCallback((to: string) => {
    const target = new URL(to, location.href);
    if (target.pathname + target.hash === location.pathname + location.hash) return;
    history.pushState(null, "", target.pathname + target.search + target.hash);
    window.dispatchEvent(new Event(navigationEvent));
    if (target.hash) document.getElementById(decodeURIComponent(target.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, []);
  return { pathname, hash, navigate };
}
