import type { ContextItem } from "@docs-assistant/core";
import type { EmbedEmitter } from "./events.ts";
import type { EmbedOptions } from "./options.ts";

/** What the launcher hands the panel chunk when it loads: where to render and what the launcher owns. */
export interface PanelHost {
  /** The widget's open shadow root; the panel renders and portals into it. */
  shadowRoot: ShadowRoot;
  /** The launcher's button, which stays the panel's trigger. */
  trigger: HTMLButtonElement;
  /** The current options (changed by `update`). */
  getOptions: () => EmbedOptions;
  /** The event hub listeners subscribed to before the panel loaded. */
  emitter: EmbedEmitter;
  /** Adds a stylesheet to the shadow root (constructed sheet, or a `<style>` with the CSP nonce). */
  adoptCss: (css: string) => void;
}

/** What the panel chunk gives back: the operations `window.DocsAssistant` forwards once it loaded. */
export interface PanelController {
  /** Opens or closes the panel. */
  setOpen: (open: boolean) => void;
  /** Whether the panel is open. */
  isOpen: () => boolean;
  /** Opens the panel and sends `question`, with `context` instead of the attached context when given. */
  ask: (question: string, context?: ContextItem[]) => void;
  /** Attaches page context (a selection or code block the reader chose) to the next question. */
  attach: (item: ContextItem) => void;
  /** Starts a new conversation. */
  reset: () => void;
  /** Re-reads the options after `update`. */
  update: () => void;
  /** Unmounts the panel. */
  destroy: () => void;
}

/** The panel chunk's entry point. */
export type MountPanel = (host: PanelHost) => PanelController;
