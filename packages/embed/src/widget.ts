import type { ContextItem } from "@docs-assistant/core";
import { isEditableTarget, type KeyChord, matchesChord, parseChord } from "@docs-assistant/react/shortcut";
import type { AskOptions, EmbedEmitter } from "./events.ts";
import { launcherCss, sparklesPath } from "./launcher-styles.ts";
import type { EmbedOptions } from "./options.ts";
import type { MountPanel, PanelController } from "./panel-host.ts";
import { adoptCss, createShadowHost } from "./shadow-host.ts";

/** File name of the panel chunk next to this script, written in by the build. */
declare const __DSA_PANEL_FILE__: string;
/** File name of the page-context chunk next to this script, written in by the build. */
declare const __DSA_PAGE_CONTEXT_FILE__: string;

/** One mounted widget: the launcher, and the panel once loaded. */
export interface EmbedWidget {
  /** Opens the panel (loading it first). */
  open: () => void;
  /** Closes the panel. */
  close: () => void;
  /** Opens the panel and sends a question. */
  ask: (question: string, options?: AskOptions) => void;
  /** Changes options; the launcher and a loaded panel follow. */
  update: (options: Partial<EmbedOptions>) => void;
  /** Starts a new conversation. */
  reset: () => void;
  /** Removes the widget and every listener it added. */
  destroy: () => void;
}

const svgNamespace = "http://www.w3.org/2000/svg";

/** Creates an element with attributes (in `namespace` when given). */
function element<Name extends keyof HTMLElementTagNameMap>(
  name: Name,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[Name];
function element(name: string, attributes: Record<string, string>, namespace: string): Element;
function element(name: string, attributes: Record<string, string>, namespace?: string): Element {
  const created = namespace ? document.createElementNS(namespace, name) : document.createElement(name);
  for (const [attribute, value] of Object.entries(attributes)) created.setAttribute(attribute, value);
  return created;
}

/**
 * Mounts the launcher: a shadow-DOM host at the end of `<body>` with the trigger, the keyboard shortcut and the
 * page's "Ask AI" controls. The panel module at `panelUrl` is imported on the first sign of intent (hover or
 * focus of the trigger, a click, the shortcut, an API call); calls made before it loaded wait in a queue.
 */
export function createEmbedWidget(
  initialOptions: EmbedOptions,
  scriptUrl: string,
  emitter: EmbedEmitter,
): EmbedWidget {
  let options = initialOptions;
  let panel: PanelController | undefined;
  let loading: Promise<void> | undefined;
  let queue: Array<(panel: PanelController) => void> = [];
  let chord: KeyChord | undefined;
  let stopWatching: (() => void) | undefined;
  let pageContextRequested = false;
  let destroyed = false;

  const { host, shadowRoot } = createShadowHost();
  const addCss = (css: string) => adoptCss(shadowRoot, css, options.nonce);
  addCss(launcherCss);

  // No `type`: a button in a shadow root belongs to no form, so it never submits one.
  const trigger = element("button", {
    class: "t",
    part: "trigger",
    "data-slot": "dsa-trigger",
    "data-state": "closed",
    "aria-haspopup": "dialog",
    "aria-expanded": "false",
  });
  const label = element("span", { "data-slot": "dsa-trigger-label" });
  const icon = element(
    "svg",
    { viewBox: "0 0 24 24", width: "18", height: "18", fill: "currentColor", "aria-hidden": "true" },
    svgNamespace,
  );
  icon.append(element("path", { d: sparklesPath }, svgNamespace));
  trigger.append(icon, label);
  shadowRoot.append(trigger);

  const load = () => {
    loading ??= import(/* @vite-ignore */ new URL(__DSA_PANEL_FILE__, scriptUrl).href).then(
      (module: { mountPanel: MountPanel }) => {
        if (destroyed) return;
        panel = module.mountPanel({
          shadowRoot,
          trigger,
          getOptions: () => options,
          emitter,
          adoptCss: addCss,
        });
        for (const call of queue) call(panel);
        queue = [];
      },
      (error: unknown) => {
        loading = undefined;
        console.error(error);
        emitter.emit("error", { kind: "load" });
      },
    );
  };
  const withPanel = (call: (panel: PanelController) => void) => {
    if (panel) return call(panel);
    queue.push(call);
    load();
  };
  /** Queues without loading: for calls that mean nothing until the reader opens the panel. */
  const whenLoaded = (call: (panel: PanelController) => void) => {
    if (panel) call(panel);
    else queue.push(call);
  };
  const open = () => withPanel((loaded) => loaded.setOpen(true));

  trigger.addEventListener("click", () => withPanel((loaded) => loaded.setOpen(!loaded.isOpen())));
  trigger.addEventListener("pointerenter", load);
  trigger.addEventListener("focus", load);

  const onKeyDown = (event: KeyboardEvent) => {
    // Listening on window in the bubble phase lets the site's own handlers run first and claim the chord.
    if (!chord || event.defaultPrevented || event.repeat || !matchesChord(event, chord)) return;
    if (isEditableTarget(event.composedPath()[0] ?? event.target)) return;
    event.preventDefault();
    open();
  };

  const onAsk = (item: ContextItem) =>
    withPanel((loaded) => {
      loaded.attach(item);
      loaded.setOpen(true);
    });
  const contentRoot = () =>
    (options.contentRoot && document.querySelector(options.contentRoot)) || document.body;
  let restartWatching: (() => void) | undefined;
  const watchPage = () => {
    if (pageContextRequested) return;
    pageContextRequested = true;
    import(/* @vite-ignore */ new URL(__DSA_PAGE_CONTEXT_FILE__, scriptUrl).href).then(
      (module: typeof import("./page-context.ts")) => {
        restartWatching = () => {
          stopWatching?.();
          stopWatching = destroyed ? undefined : module.watchEmbedPage(contentRoot(), onAsk, options.labels);
        };
        restartWatching();
      },
      console.error,
    );
  };
  // The controls load when there is something to ask about: code blocks on the page, or a first selection.
  const onSelectionChange = () => {
    if (String(getSelection()).trim()) watchPage();
  };

  const apply = () => {
    const { theme = "auto", position = "bottom-right", hotkey = "mod+i", zIndex } = options;
    host.setAttribute("data-position", position);
    trigger.setAttribute("data-theme", theme);
    // Not an integer: left for the panel to report, and the default stands.
    host.style.setProperty("--dsa-z-index", Number.isInteger(zIndex) ? String(zIndex) : null);
    try {
      chord = hotkey ? parseChord(hotkey) : undefined;
    } catch (error) {
      chord = undefined;
      console.error(error);
    }
    // The panel, loading on hover or focus, adds the shortcut to the title and `aria-keyshortcuts`.
    label.textContent = trigger.title = options.labels?.trigger ?? "Ask AI";
  };

  apply();
  document.body.append(host);
  addEventListener("keydown", onKeyDown);
  document.addEventListener("selectionchange", onSelectionChange);
  const idle = window.requestIdleCallback ?? setTimeout;
  idle(() => contentRoot().querySelector("pre code") && watchPage());

  return {
    open,
    close: () => {
      if (panel) panel.setOpen(false);
      else if (loading) queue.push((loaded) => loaded.setOpen(false));
    },
    ask: (question, askOptions) => withPanel((loaded) => loaded.ask(question, askOptions?.context)),
    update: (next) => {
      options = { ...options, ...next };
      apply();
      if ("contentRoot" in next) restartWatching?.();
      panel?.update();
    },
    reset: () => whenLoaded((loaded) => loaded.reset()),
    destroy: () => {
      destroyed = true;
      stopWatching?.();
      removeEventListener("keydown", onKeyDown);
      document.removeEventListener("selectionchange", onSelectionChange);
      panel?.destroy();
      host.remove();
    },
  };
}
