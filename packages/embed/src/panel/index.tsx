/// <reference types="vite/client" />
/**
 * The panel chunk (`dist/panel-*.js`), imported by the launcher on the first sign of intent. It brings React (or
 * preact/compat), the AI SDK chat and the widget's stylesheet into the launcher's shadow root.
 */
import "./zod-jitless.ts";
import { createContextTray } from "@docs-assistant/react/page-context";
import widgetCss from "@docs-assistant/react/styles.css?inline";
import { createRoot } from "react-dom/client";
import { checkedOptions } from "../options.ts";
import type { MountPanel } from "../panel-host.ts";
import { EmbedPanel } from "./embed-panel.tsx";
import { createPanelStore } from "./panel-store.ts";

/**
 * Layout the embed adds: the popover in the left-hand corner. In pixels, like the widget's stylesheet, which the
 * build prepares for the shadow root (`shadowStylesheet` in shadow-css.ts).
 */
const embedCss =
  ":host([data-position=bottom-left]) [data-slot=dsa-panel][data-layout=popover]{inset-inline-end:auto;inset-inline-start:16px}";

/** Every `data-slot="dsa-x"` element is also `part="x"`, so pages can style it as `docs-assistant::part(x)`. */
function mirrorSlotsToParts(root: ShadowRoot): MutationObserver {
  const mirror = (subtree: ParentNode) => {
    for (const element of subtree.querySelectorAll("[data-slot^='dsa-']:not([part])")) {
      element.setAttribute("part", element.getAttribute("data-slot")?.slice(4) ?? "");
    }
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const slot = node.getAttribute("data-slot");
        if (slot?.startsWith("dsa-") && !node.hasAttribute("part")) node.setAttribute("part", slot.slice(4));
        mirror(node);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  mirror(root);
  return observer;
}

/** Renders the panel into the launcher's shadow root and returns what `window.DocsAssistant` calls. */
export const mountPanel: MountPanel = (host) => {
  host.adoptCss(`${widgetCss}\n${embedCss}`);
  const rootElement = document.createElement("div");
  const portalContainer = document.createElement("div");
  host.shadowRoot.append(rootElement, portalContainer);
  const store = createPanelStore(checkedOptions(host.getOptions()));
  const tray = createContextTray();
  const root = createRoot(rootElement);
  root.render(<EmbedPanel host={host} store={store} tray={tray} portalContainer={portalContainer} />);
  const observer = mirrorSlotsToParts(host.shadowRoot);

  return {
    setOpen: (open) => store.set({ open }),
    isOpen: () => store.get().open,
    ask: (question, context) =>
      store.set({ open: true, asks: [...store.get().asks, context ? { question, context } : { question }] }),
    attach: (item) => {
      tray.add(item);
    },
    reset: () => store.set({ resets: store.get().resets + 1 }),
    update: () => {
      store.set({ options: checkedOptions(host.getOptions()) });
    },
    destroy: () => {
      observer.disconnect();
      root.unmount();
      rootElement.remove();
      portalContainer.remove();
    },
  };
};
