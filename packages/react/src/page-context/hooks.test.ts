// @vitest-environment jsdom
import type { ContextItem } from "@docs-assistant/core";
import { act, createElement, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContextTray } from "./context-tray.ts";
import { useCodeBlockContext } from "./use-code-block-context.ts";
import { useContextTray } from "./use-context-tray.ts";
import { useCurrentPath } from "./use-current-path.ts";

let root: Root | undefined;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

function render(element: ReturnType<typeof createElement>) {
  container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  act(() => root?.render(element));
}

const askButton = () => document.querySelector("dsa-ask-ai")?.shadowRoot?.querySelector("button");

const calls: Array<[number, ContextItem]> = [];
let rerender: (enabled: boolean) => void = () => {};
function CodeBlockHost() {
  const [state, setState] = useState({ renders: 0, enabled: true });
  rerender = (enabled) => setState((previous) => ({ renders: previous.renders + 1, enabled }));
  useCodeBlockContext({
    enabled: state.enabled,
    onAsk: (item) => calls.push([state.renders, item]),
    labels: { text: "Ask" },
  });
  return null;
}

const seenPaths: Array<string | undefined> = [];
function PathHost(props: { override?: string }) {
  seenPaths.push(useCurrentPath(props.override));
  return null;
}

const trays = new Set<ContextTray>();
const onTrayChange = vi.fn();
let tray: ContextTray | undefined;
function TrayHost() {
  tray = useContextTray({ onChange: onTrayChange });
  trays.add(tray);
  return createElement("output", null, tray.items().length);
}

describe("useCodeBlockContext", () => {
  it("calls the latest onAsk without re-subscribing on every render, and cleans up when disabled", () => {
    document.body.innerHTML = "<pre><code>ls -la</code></pre>";
    render(createElement(CodeBlockHost));
    const host = document.querySelector("dsa-ask-ai");
    expect(askButton()?.textContent).toBe("Ask");
    act(() => rerender(true));
    act(() => rerender(true));
    expect(document.querySelector("dsa-ask-ai")).toBe(host);
    act(() => askButton()?.click());
    expect(calls).toEqual([[2, expect.objectContaining({ type: "code", value: "ls -la" })]]);
    act(() => rerender(false));
    expect(document.querySelector("dsa-ask-ai")).toBeNull();
  });
});

describe("useCurrentPath", () => {
  it("follows client-side navigation, unless the host passes the path", async () => {
    history.replaceState(null, "", "/first");
    const seen = seenPaths;
    render(createElement(PathHost));
    await act(async () => {
      history.pushState(null, "", "/second");
      await Promise.resolve();
    });
    expect(seen.at(-1)).toBe("/second");
    act(() => root?.render(createElement(PathHost, { override: "/from-prop" })));
    expect(seen.at(-1)).toBe("/from-prop");
    const rendersBefore = seen.length;
    await act(async () => {
      history.pushState(null, "", "/third");
      await Promise.resolve();
    });
    expect(seen.length).toBe(rendersBefore);
  });
});

describe("useContextTray", () => {
  it("re-renders after each change and keeps the same tray", () => {
    render(createElement(TrayHost));
    act(() => tray?.add({ type: "textSelection", value: "a" }));
    act(() => tray?.add({ type: "textSelection", value: "b" }));
    expect(container.textContent).toBe("2");
    act(() => tray?.clear());
    expect(container.textContent).toBe("0");
    expect(trays.size).toBe(1);
    expect(onTrayChange).toHaveBeenCalledTimes(3);
  });
});
