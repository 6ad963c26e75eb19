import type { UIMessage } from "ai";
import { describe, expect, it, vi } from "vitest";
import { createThreadStore, threadStorageKey } from "./thread-store.ts";

/** A Storage over a Map, with a switch to make writes fail like a full quota. */
class MapStorage implements Storage {
  items = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException("quota", "QuotaExceededError");
    this.items.set(key, value);
  }
}

const message = (id: string, role: "user" | "assistant", text: string): UIMessage => ({
  id,
  role,
  parts: [{ type: "text", text }],
});
const key = threadStorageKey("acme", "anonymous");

describe("thread store", () => {
  it("persists the thread and messages per domain and fingerprint", () => {
    const storage = new MapStorage();
    const store = createThreadStore({ domain: "acme", storage });
    store.setThread({ threadId: "t1", threadKey: "k1" });
    store.setMessages([message("1", "user", "Hi"), message("2", "assistant", "Hello")]);

    const reloaded = createThreadStore({ domain: "acme", storage }).get();
    expect(reloaded).toMatchObject({ threadId: "t1", threadKey: "k1" });
    expect(reloaded.messages.map((entry) => entry.id)).toEqual(["1", "2"]);
    expect(createThreadStore({ domain: "other", storage }).get().messages).toEqual([]);
    expect(createThreadStore({ domain: "acme", fp: "user-7", storage }).get().threadId).toBeUndefined();
  });

  it("keeps the key when the same thread comes back without it, and drops it for a new thread", () => {
    const store = createThreadStore({ domain: "acme", storage: null });
    store.setThread({ threadId: "t1", threadKey: "k1" });
    store.setThread({ threadId: "t1" });
    expect(store.get().threadKey).toBe("k1");
    store.setThread({ threadId: "t2" });
    expect(store.get()).toMatchObject({ threadId: "t2" });
    expect(store.get().threadKey).toBeUndefined();
  });

  it.each([
    ["not JSON", "{oops"],
    ["another version", JSON.stringify({ v: 99, messages: [], updatedAt: 1 })],
    ["a foreign shape", JSON.stringify({ v: 1, messages: [{ id: 1, role: "robot" }], updatedAt: 1 })],
    ["a wrong thread id type", JSON.stringify({ v: 1, threadId: 5, messages: [], updatedAt: 1 })],
  ])("discards %s without throwing", (_name, raw) => {
    const storage = new MapStorage();
    storage.setItem(key, raw);
    const store = createThreadStore({ domain: "acme", storage });
    expect(store.get()).toEqual({ messages: [], updatedAt: 0 });
    expect(storage.getItem(key)).toBeNull();
  });

  it("falls back to memory when storage is unusable or fills up", () => {
    const storage = new MapStorage();
    storage.failWrites = true;
    const store = createThreadStore({ domain: "acme", storage });
    expect(() => store.setThread({ threadId: "t1" })).not.toThrow();
    expect(store.get().threadId).toBe("t1");

    const noStorage = createThreadStore({ domain: "acme", storage: null });
    noStorage.setMessages([message("1", "user", "Hi")]);
    expect(noStorage.get().messages).toHaveLength(1);
  });

  it("bounds its size by dropping the oldest exchanges", () => {
    const storage = new MapStorage();
    const store = createThreadStore({ domain: "acme", storage, maxSize: 2_000 });
    const messages = Array.from({ length: 40 }, (_, index) =>
      message(String(index), index % 2 ? "assistant" : "user", `message ${index} ${"x".repeat(80)}`),
    );
    store.setMessages(messages);
    const kept = store.get().messages;
    expect(kept.length).toBeLessThan(40);
    expect(kept[0]?.role).toBe("user");
    expect(kept.at(-1)?.id).toBe("39");
    expect((storage.getItem(key) ?? "").length).toBeLessThanOrEqual(2_000);
  });

  it("clear starts a new conversation, forgetThread keeps the messages", () => {
    const storage = new MapStorage();
    const store = createThreadStore({ domain: "acme", storage });
    store.setThread({ threadId: "t1", threadKey: "k1" });
    store.setMessages([message("1", "user", "Hi")]);
    store.forgetThread();
    expect(store.get().threadId).toBeUndefined();
    expect(store.get().messages).toHaveLength(1);
    store.clear();
    expect(store.get()).toEqual({ messages: [], updatedAt: 0 });
    expect(storage.getItem(key)).toBeNull();
  });

  it("sees another tab's changes through the storage event", () => {
    const storage = new MapStorage();
    const target = new EventTarget();
    vi.stubGlobal("addEventListener", target.addEventListener.bind(target));
    vi.stubGlobal("removeEventListener", target.removeEventListener.bind(target));
    try {
      const store = createThreadStore({ domain: "acme", storage });
      const listener = vi.fn();
      const unsubscribe = store.subscribe(listener);

      const otherTab = createThreadStore({ domain: "acme", storage });
      otherTab.setThread({ threadId: "from-other-tab" });
      const event = Object.assign(new Event("storage"), { key, newValue: storage.getItem(key) });
      target.dispatchEvent(event);

      expect(store.get().threadId).toBe("from-other-tab");
      expect(listener).toHaveBeenCalledWith(expect.objectContaining({ threadId: "from-other-tab" }));
      unsubscribe();
      target.dispatchEvent(Object.assign(new Event("storage"), { key, newValue: null }));
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
