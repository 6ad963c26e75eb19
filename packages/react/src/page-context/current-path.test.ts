// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getCurrentPath, watchCurrentPath } from "./current-path.ts";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const disposers: Array<() => void> = [];

beforeEach(() => {
  history.replaceState(null, "", "/start");
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
});

function watch() {
  const onChange = vi.fn();
  disposers.push(watchCurrentPath(onChange));
  return onChange;
}

describe("getCurrentPath", () => {
  it("is the pathname, without query or plain anchor", () => {
    history.replaceState(null, "", "/guides/page-context?utm_source=mail&token=secret#what-is-sent");
    expect(getCurrentPath()).toBe("/guides/page-context");
  });

  it("keeps a hash route, which is the page on hash-routed sites", () => {
    history.replaceState(null, "", "/docs/#/guide/install");
    expect(getCurrentPath()).toBe("/docs/#/guide/install");
    history.replaceState(null, "", "/docs/#!/faq");
    expect(getCurrentPath()).toBe("/docs/#!/faq");
  });

  it("is clamped to the service's 200 characters", () => {
    history.replaceState(null, "", `/${"a".repeat(300)}`);
    expect(getCurrentPath()).toBe(`/${"a".repeat(199)}`);
  });
});

describe("watchCurrentPath", () => {
  it("reports pushState and replaceState navigations once each, after the call", async () => {
    const onChange = watch();
    history.pushState(null, "", "/one");
    expect(onChange).not.toHaveBeenCalled();
    await flush();
    history.replaceState(null, "", "/two");
    await flush();
    expect(onChange.mock.calls).toEqual([["/one"], ["/two"]]);
  });

  it("stays quiet when the path did not change", async () => {
    const onChange = watch();
    history.pushState({ step: 1 }, "", "/start?tab=2");
    history.replaceState(null, "", "/start#section");
    await flush();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reports back and forward navigation (popstate)", async () => {
    const onChange = watch();
    history.replaceState(null, "", "/restored");
    await flush();
    onChange.mockClear();
    // What the browser does on Back: the URL is already the previous entry's when popstate fires.
    window.history.replaceState(null, "", "/previous");
    dispatchEvent(new PopStateEvent("popstate"));
    expect(onChange).toHaveBeenCalledWith("/previous");
  });

  it("reports hash-route changes (hashchange)", async () => {
    const onChange = watch();
    location.hash = "#/guide";
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith("/start#/guide"));
    onChange.mockClear();
    location.hash = "#install";
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith("/start"));
  });

  it("patches history once for every watcher and restores it when the last one is disposed", async () => {
    const { pushState, replaceState } = history;
    const first = vi.fn();
    const second = vi.fn();
    const disposeFirst = watchCurrentPath(first);
    const patched = history.pushState;
    const disposeSecond = watchCurrentPath(second);
    expect(history.pushState).not.toBe(pushState);
    expect(history.pushState).toBe(patched);
    history.pushState(null, "", "/both");
    await flush();
    expect(first).toHaveBeenCalledWith("/both");
    expect(second).toHaveBeenCalledWith("/both");
    disposeFirst();
    disposeFirst();
    expect(history.pushState).toBe(patched);
    disposeSecond();
    expect(history.pushState).toBe(pushState);
    expect(history.replaceState).toBe(replaceState);
    history.pushState(null, "", "/after");
    await flush();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("leaves a wrapper another script put over ours in place", () => {
    const { pushState } = history;
    const dispose = watchCurrentPath(() => {});
    const ours = history.pushState;
    const theirs = function (this: History, ...args: Parameters<History["pushState"]>) {
      ours.apply(this, args);
    };
    history.pushState = theirs;
    dispose();
    expect(history.pushState).toBe(theirs);
    history.pushState = pushState;
  });

  it("follows the Navigation API where the browser has it", () => {
    const navigation = new EventTarget();
    vi.stubGlobal("navigation", navigation);
    try {
      const onChange = watch();
      history.replaceState(null, "", "/navigated");
      navigation.dispatchEvent(new Event("currententrychange"));
      expect(onChange).toHaveBeenCalledWith("/navigated");
    } finally {
      for (const dispose of disposers.splice(0)) dispose();
      vi.unstubAllGlobals();
    }
  });
});
