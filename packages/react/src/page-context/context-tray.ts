import { boundContextItem, type ContextItem, maxContextItems } from "@docs-assistant/core";

/** One item in a {@link ContextTray}, as it will be sent. */
export interface ContextTrayEntry {
  /** The item, its value already bounded to `maxContextValueLength`. */
  item: ContextItem;
  /** Whether the value was cut to fit, so the chip can say so. */
  truncated: boolean;
}

/** Options of {@link createContextTray}. */
export interface ContextTrayOptions {
  /** Most items kept; adding one more drops the oldest. @default maxContextItems (5) */
  max?: number;
  /** Called with the entries after every change. */
  onChange?: (entries: readonly ContextTrayEntry[]) => void;
}

/** The context items the reader attached to their next question (the chips above the composer). */
export interface ContextTray {
  /** Adds an item, bounded; returns `false` when an identical item is already there (nothing changes then). */
  add(item: ContextItem): boolean;
  /** Removes the entry at `index`. */
  remove(index: number): void;
  /** Removes every entry, for example once the question was sent. */
  clear(): void;
  /** The items to send, in the order they were added (a new array only after a change). */
  items(): readonly ContextItem[];
  /** The entries with their `truncated` flags (a new array only after a change). */
  entries(): readonly ContextTrayEntry[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const sameItem = (left: ContextItem, right: ContextItem) =>
  left.type === right.type &&
  left.value === right.value &&
  left.path === right.path &&
  left.elementId === right.elementId;

/**
 * Creates a framework-free tray of context items. Items are bounded with `boundContextItem`, identical items
 * are kept once, and beyond `max` the oldest goes, matching how the request body keeps the latest items.
 */
export function createContextTray(options: ContextTrayOptions = {}): ContextTray {
  const max = options.max ?? maxContextItems;
  const listeners = new Set<() => void>();
  let entries: readonly ContextTrayEntry[] = [];
  let items: readonly ContextItem[] = [];

  const commit = (next: readonly ContextTrayEntry[]) => {
    entries = next;
    items = next.map((entry) => entry.item);
    options.onChange?.(entries);
    for (const listener of listeners) listener();
  };

  return {
    add(item) {
      const entry = boundContextItem(item);
      if (entries.some((existing) => sameItem(existing.item, entry.item))) return false;
      commit([...entries, entry].slice(-max));
      return true;
    },
    remove(index) {
      if (index >= 0 && index < entries.length) commit(entries.filter((_, position) => position !== index));
    },
    clear() {
      if (entries.length > 0) commit([]);
    },
    items: () => items,
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
