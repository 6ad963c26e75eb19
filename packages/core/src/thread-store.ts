import type { UIMessage } from "ai";

/** What the store keeps for one conversation. */
export interface ThreadSnapshot {
  /** The service's thread id, once an answer carried one. */
  threadId?: string;
  /** The key the service handed out with the thread, sent back with every follow-up. */
  threadKey?: string;
  /** The conversation so far. */
  messages: UIMessage[];
  /** When the snapshot last changed, in epoch milliseconds (0 for a new conversation). */
  updatedAt: number;
}

/** One conversation per domain and fingerprint, persisted and shared across tabs. */
export interface ThreadStore {
  /** The current snapshot. */
  get(): ThreadSnapshot;
  /** Records the thread the service returned; a new id without a key keeps no stale key. */
  setThread(thread: { threadId: string; threadKey?: string }): void;
  /** Forgets the service-side thread (it expired or is unknown) but keeps the messages. */
  forgetThread(): void;
  /** Saves the conversation (older messages are dropped if it outgrows the size bound). */
  setMessages(messages: UIMessage[]): void;
  /** Forgets the thread and its messages: the next question starts a new conversation. */
  clear(): void;
  /** Calls `listener` after every change, including changes made by other tabs; returns the unsubscribe. */
  subscribe(listener: (snapshot: ThreadSnapshot) => void): () => void;
}

/** Options for {@link createThreadStore}. */
export interface ThreadStoreOptions {
  /** The assistant's domain identifier; each domain has its own conversation. */
  domain: string;
  /**
   * The fingerprint the conversation belongs to.
   * @default "anonymous"
   */
  fp?: string;
  /**
   * Where snapshots persist; `null` keeps them in memory only.
   * @default globalThis.localStorage when it is usable
   */
  storage?: Storage | null;
  /**
   * Upper bound of one stored snapshot, in UTF-16 code units, so a long history cannot exhaust the quota.
   * @default 200_000
   */
  maxSize?: number;
}

const storageVersion = 1;
const keyPrefix = "docs-assistant:thread:";

/** The storage key of a conversation. */
export function threadStorageKey(domain: string, fp: string): string {
  return `${keyPrefix}v${storageVersion}:${encodeURIComponent(domain)}:${encodeURIComponent(fp)}`;
}

const emptySnapshot = (): ThreadSnapshot => ({ messages: [], updatedAt: 0 });

function isMessage(value: unknown): value is UIMessage {
  if (!value || typeof value !== "object") return false;
  const message = value as Partial<UIMessage>;
  return (
    typeof message.id === "string" &&
    (message.role === "user" || message.role === "assistant" || message.role === "system") &&
    Array.isArray(message.parts) &&
    message.parts.every((part) => part !== null && typeof part === "object" && typeof part.type === "string")
  );
}

/** Reads a stored payload; anything that is not exactly a snapshot of this version is `undefined`. */
export function parseThreadSnapshot(raw: string | null): ThreadSnapshot | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const stored = value as Record<string, unknown>;
  if (stored.v !== storageVersion) return undefined;
  const { threadId, threadKey, messages, updatedAt } = stored;
  if (threadId !== undefined && typeof threadId !== "string") return undefined;
  if (threadKey !== undefined && typeof threadKey !== "string") return undefined;
  if (typeof updatedAt !== "number" || !Array.isArray(messages) || !messages.every(isMessage))
    return undefined;
  return {
    ...(threadId === undefined ? {} : { threadId }),
    ...(threadKey === undefined ? {} : { threadKey }),
    messages,
    updatedAt,
  };
}

function serialize(snapshot: ThreadSnapshot, maxSize: number): { raw: string; snapshot: ThreadSnapshot } {
  let current = snapshot;
  let raw = JSON.stringify({ v: storageVersion, ...current });
  // Drop the oldest exchanges first; the thread id keeps the service-side context of what was dropped.
  while (raw.length > maxSize && current.messages.length > 0) {
    const nextUser = current.messages.findIndex((message, index) => index > 0 && message.role === "user");
    current = { ...current, messages: nextUser === -1 ? [] : current.messages.slice(nextUser) };
    raw = JSON.stringify({ v: storageVersion, ...current });
  }
  return { raw, snapshot: current };
}

function defaultStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = `${keyPrefix}probe`;
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    // Private mode, sandboxed iframes and disabled storage all throw here.
    return null;
  }
}

/**
 * Creates the store that keeps a conversation (thread id, key, messages) per domain and fingerprint.
 * Corrupt or foreign stored data is discarded, never thrown; unusable storage falls back to memory.
 */
export function createThreadStore(options: ThreadStoreOptions): ThreadStore {
  const fp = options.fp ?? "anonymous";
  const key = threadStorageKey(options.domain, fp);
  const maxSize = options.maxSize ?? 200_000;
  let storage = options.storage === undefined ? defaultStorage() : options.storage;
  const listeners = new Set<(snapshot: ThreadSnapshot) => void>();

  const load = (): ThreadSnapshot => {
    if (!storage) return emptySnapshot();
    let raw: string | null = null;
    try {
      raw = storage.getItem(key);
    } catch {
      return emptySnapshot();
    }
    const parsed = parseThreadSnapshot(raw);
    if (!parsed && raw !== null) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing more to do: the bad value is ignored either way.
      }
    }
    return parsed ?? emptySnapshot();
  };

  let snapshot = load();

  const notify = () => {
    for (const listener of listeners) listener(snapshot);
  };

  const commit = (next: ThreadSnapshot) => {
    const { raw, snapshot: bounded } = serialize(next, maxSize);
    snapshot = bounded;
    if (storage) {
      try {
        if (bounded.messages.length === 0 && bounded.threadId === undefined) storage.removeItem(key);
        else storage.setItem(key, raw);
      } catch {
        // Quota exceeded or storage revoked mid-session: keep going in memory.
        storage = null;
      }
    }
    notify();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    snapshot =
      event.key === null ? emptySnapshot() : (parseThreadSnapshot(event.newValue) ?? emptySnapshot());
    notify();
  };

  return {
    get: () => snapshot,
    setThread({ threadId, threadKey }) {
      const keptKey = threadKey ?? (threadId === snapshot.threadId ? snapshot.threadKey : undefined);
      if (threadId === snapshot.threadId && keptKey === snapshot.threadKey) return;
      const { threadKey: _dropped, ...rest } = snapshot;
      commit({
        ...rest,
        threadId,
        ...(keptKey === undefined ? {} : { threadKey: keptKey }),
        updatedAt: Date.now(),
      });
    },
    forgetThread() {
      if (snapshot.threadId === undefined && snapshot.threadKey === undefined) return;
      commit({ messages: snapshot.messages, updatedAt: Date.now() });
    },
    setMessages(messages) {
      commit({ ...snapshot, messages, updatedAt: Date.now() });
    },
    clear() {
      commit(emptySnapshot());
    },
    subscribe(listener) {
      listeners.add(listener);
      const target = globalThis as { addEventListener?: typeof addEventListener };
      if (listeners.size === 1 && storage && typeof target.addEventListener === "function") {
        target.addEventListener("storage", onStorage);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof target.addEventListener === "function") {
          globalThis.removeEventListener("storage", onStorage);
        }
      };
    },
  };
}
