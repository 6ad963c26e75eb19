import type { PendingAsk } from "@docs-assistant/react/parts";
import type { EmbedOptions } from "../options.ts";

/** What the launcher's calls change and the panel's React tree renders. */
export interface PanelState {
  /** Whether the panel is open. */
  open: boolean;
  /** Questions asked through `window.DocsAssistant.ask`, oldest first. */
  asks: readonly PendingAsk[];
  /** How many times `reset` was called. */
  resets: number;
  /** The checked options (replaced by `update`). */
  options: EmbedOptions;
}

/** A tiny external store: the launcher's imperative calls on one side, `useSyncExternalStore` on the other. */
export interface PanelStore {
  /** The current state (a new object after every change). */
  get: () => PanelState;
  /** Merges `change` into the state and notifies. */
  set: (change: Partial<PanelState>) => void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** Creates a {@link PanelStore}, closed and idle. */
export function createPanelStore(options: EmbedOptions): PanelStore {
  let state: PanelState = { open: false, asks: [], resets: 0, options };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change) {
      state = { ...state, ...change };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
