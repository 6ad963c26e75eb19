import type { ContextItem } from "@docs-assistant/core";

/** A source link the reader clicked, with a way to route it yourself. */
export interface SourceClickEvent {
  /** The source's absolute URL. */
  url: string;
  /** The source's page title. */
  title: string;
  /** The source's path within the documentation, when known. */
  path?: string;
  /** Stops the browser from following the link (route it yourself). */
  preventDefault: () => void;
}

/** Payload of each `window.DocsAssistant` event, by name. */
export interface EmbedEventMap {
  /** The panel opened. */
  open: undefined;
  /** The panel closed. */
  close: undefined;
  /** A question was sent; `question` only with `includeQuestionInEvents`. */
  question: { source: string; questionCount: number; question?: string };
  /** An answer finished or was stopped. */
  answer: { stopped: boolean; sourceCount: number; threadId?: string };
  /** A question failed, or the panel could not be loaded (`kind: "load"`). */
  error: { kind: string; status?: number; retryAfter?: number };
  /** A source link was clicked. */
  "source-click": SourceClickEvent;
}

/** Names of the events `on` accepts. */
export type EmbedEventName = keyof EmbedEventMap;

/** A listener for one event. */
export type EmbedEventHandler<Name extends EmbedEventName> = (payload: EmbedEventMap[Name]) => void;

/** The event hub the launcher owns; the panel emits through it, so listeners added before it loads still hear. */
export interface EmbedEmitter {
  /** Adds a listener; returns a function that removes it. */
  on<Name extends EmbedEventName>(name: Name, handler: EmbedEventHandler<Name>): () => void;
  /** Calls every listener of `name`; a throwing listener is reported and does not stop the others. */
  emit<Name extends EmbedEventName>(name: Name, payload: EmbedEventMap[Name]): void;
}

/** Creates an {@link EmbedEmitter}. */
export function createEmitter(): EmbedEmitter {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  return {
    on(name, handler) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    emit(name, payload) {
      for (const handler of listeners.get(name) ?? []) {
        try {
          (handler as EmbedEventHandler<typeof name>)(payload);
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}

/** Options of `ask`. */
export interface AskOptions {
  /** Page context sent with this question instead of what the reader attached. */
  context?: ContextItem[];
}
