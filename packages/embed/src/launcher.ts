/**
 * The script-tag entry (`dist/docs-assistant.js`): installs `window.DocsAssistant` and, when the tag carries
 * `data-domain`, starts the widget from its `data-*` attributes once the page's body exists.
 */
import { type AskOptions, createEmitter, type EmbedEventHandler, type EmbedEventName } from "./events.ts";
import { apiKeyProblem, type EmbedOptions, optionsFromDataset, optionsProblem } from "./options.ts";
import { createEmbedWidget, type EmbedWidget } from "./widget.ts";

/** `window.DocsAssistant`: the widget's API for the page's own scripts. */
export interface DocsAssistantApi {
  /** The embed's version; its presence tells a second copy of the script to stand down. */
  version: string;
  /** Starts the widget (options merge over the script tag's `data-*`); a second call only updates it. */
  init: (options?: Partial<EmbedOptions>) => void;
  /** Opens the panel. */
  open: () => void;
  /** Closes the panel. */
  close: () => void;
  /** Opens the panel and asks `question`, optionally with page context instead of what the reader attached. */
  ask: (question: string, options?: AskOptions) => void;
  /** Changes options of the running widget. */
  update: (options: Partial<EmbedOptions>) => void;
  /** Starts a new conversation. */
  reset: () => void;
  /** Removes the widget; `init` can start it again. */
  destroy: () => void;
  /** Listens to `open`, `close`, `question`, `answer`, `error` or `source-click`; returns the unsubscribe. */
  on: <Name extends EmbedEventName>(name: Name, handler: EmbedEventHandler<Name>) => () => void;
}

declare global {
  interface Window {
    /** The docs assistant's API, installed by its script tag. */
    DocsAssistant?: DocsAssistantApi;
  }
}

function install(script: HTMLScriptElement | null) {
  const emitter = createEmitter();
  const scriptOptions: Partial<EmbedOptions> = script ? optionsFromDataset(script.dataset) : {};
  if (script?.nonce && !scriptOptions.nonce) scriptOptions.nonce = script.nonce;
  const scriptUrl = script?.src || location.href;
  let widget: EmbedWidget | undefined;
  let waiting: Array<(widget: EmbedWidget) => void> = [];
  const call = (action: (widget: EmbedWidget) => void) => (widget ? action(widget) : waiting.push(action));

  const start = (options: EmbedOptions) => {
    widget = createEmbedWidget(options, scriptUrl, emitter);
    for (const action of waiting) action(widget);
    waiting = [];
  };

  const api: DocsAssistantApi = {
    version: "0.1.0",
    init(options) {
      if (widget) return api.update(options ?? {});
      const merged = { ...scriptOptions, ...options };
      const problem = optionsProblem(merged);
      if (problem) return console.error(`docs-assistant: ${problem}`);
      if (document.body) start(merged as EmbedOptions);
      else
        addEventListener("DOMContentLoaded", () => widget || start(merged as EmbedOptions), { once: true });
    },
    open: () => call((current) => current.open()),
    close: () => call((current) => current.close()),
    ask: (question, options) => call((current) => current.ask(question, options)),
    update(options) {
      const problem = apiKeyProblem(options.apiKey);
      if (problem) return console.error(`docs-assistant: ${problem}`);
      call((current) => current.update(options));
    },
    reset: () => call((current) => current.reset()),
    destroy() {
      widget?.destroy();
      widget = undefined;
      waiting = [];
    },
    on: emitter.on,
  };
  window.DocsAssistant = api;
  if (scriptOptions.domain) api.init();
}

if (window.DocsAssistant?.version) {
  // A second copy of the script (a theme and a plugin both adding it): the first one already runs the widget.
} else {
  install(document.currentScript as HTMLScriptElement | null);
}
