import { maxContextItems, maxContextValueLength } from "@docs-assistant/core";
import { describe, expect, it, vi } from "vitest";
import { createContextTray } from "./context-tray.ts";

const selection = (value: string) => ({ type: "textSelection" as const, value, path: "/guide" });

describe("createContextTray", () => {
  it("keeps items in the order they were added and reports each change", () => {
    const onChange = vi.fn();
    const tray = createContextTray({ onChange });
    tray.add(selection("first"));
    tray.add({ type: "code", value: "npm i", elementId: "install" });
    expect(tray.items()).toEqual([
      selection("first"),
      { type: "code", value: "npm i", elementId: "install" },
    ]);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(tray.entries());
  });

  it("bounds long values and remembers that they were cut", () => {
    const tray = createContextTray();
    tray.add(selection("x".repeat(maxContextValueLength + 10)));
    const [entry] = tray.entries();
    expect(entry?.truncated).toBe(true);
    expect(entry?.item.value.length).toBe(maxContextValueLength);
    expect(entry?.item.value.endsWith("[truncated]")).toBe(true);
    tray.add(selection("short"));
    expect(tray.entries()[1]?.truncated).toBe(false);
  });

  it("keeps identical items once and tells the caller", () => {
    const onChange = vi.fn();
    const tray = createContextTray({ onChange });
    expect(tray.add(selection("same"))).toBe(true);
    expect(tray.add(selection("same"))).toBe(false);
    expect(tray.add({ ...selection("same"), elementId: "other" })).toBe(true);
    expect(tray.items()).toHaveLength(2);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("drops the oldest item beyond the maximum, which defaults to the request body's", () => {
    const tray = createContextTray();
    for (let index = 0; index <= maxContextItems; index += 1) tray.add(selection(`item ${index}`));
    expect(tray.items().map((item) => item.value)).toEqual(
      Array.from({ length: maxContextItems }, (_, index) => `item ${index + 1}`),
    );
    const small = createContextTray({ max: 2 });
    for (const value of ["a", "b", "c"]) small.add(selection(value));
    expect(small.items().map((item) => item.value)).toEqual(["b", "c"]);
  });

  it("removes by index and clears, ignoring indexes it does not hold", () => {
    const listener = vi.fn();
    const tray = createContextTray();
    const unsubscribe = tray.subscribe(listener);
    for (const value of ["a", "b", "c"]) tray.add(selection(value));
    tray.remove(1);
    expect(tray.items().map((item) => item.value)).toEqual(["a", "c"]);
    tray.remove(5);
    tray.remove(-1);
    expect(listener).toHaveBeenCalledTimes(4);
    tray.clear();
    tray.clear();
    expect(tray.items()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(5);
    unsubscribe();
    tray.add(selection("d"));
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it("returns the same arrays until something changes, as React's useSyncExternalStore needs", () => {
    const tray = createContextTray();
    tray.add(selection("a"));
    const items = tray.items();
    const entries = tray.entries();
    tray.add(selection("a"));
    expect(tray.items()).toBe(items);
    expect(tray.entries()).toBe(entries);
    tray.add(selection("b"));
    expect(tray.items()).not.toBe(items);
  });
});
