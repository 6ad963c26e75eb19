import type { DocsAssistantLabels } from "@docs-assistant/react";
import type { ContextTray } from "@docs-assistant/react/page-context";
import {
  AssistantRoot,
  DocsAssistantPanel,
  useAssistantChat,
  useAssistantRoot,
} from "@docs-assistant/react/parts";
import { ariaKeyShortcuts, formatChord, parseChord } from "@docs-assistant/react/shortcut";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import type { PanelHost } from "../panel-host.ts";
import type { PanelStore } from "./panel-store.ts";

/** Props of {@link EmbedPanel}. */
export interface EmbedPanelProps {
  /** What the launcher owns: trigger, options, events, attached context. */
  host: PanelHost;
  /** The state the launcher's calls change. */
  store: PanelStore;
  /** The page context the reader attached, sent with the next question. */
  tray: ContextTray;
  /** Where the dialog portals to, inside the shadow root. */
  portalContainer: HTMLElement;
}

/**
 * The embedded assistant: `@docs-assistant/react`'s `DocsAssistantPanel`, with the launcher's button as the
 * trigger, the page context the reader attached as its chips, and the `window.DocsAssistant` calls and events
 * wired in.
 */
export function EmbedPanel(props: EmbedPanelProps) {
  const { host, store, tray, portalContainer } = props;
  const state = useSyncExternalStore(store.subscribe, store.get);
  const { options } = state;
  const { emit } = host.emitter;
  const onAskSent = useCallback(() => store.set({ asks: store.get().asks.slice(1) }), [store]);

  return (
    <AssistantRoot
      open={state.open}
      onOpenChange={(open) => store.set({ open })}
      labels={options.labels as Partial<DocsAssistantLabels> | undefined}
      theme={options.theme ?? "auto"}
      dir={document.documentElement.dir === "rtl" ? "rtl" : "ltr"}
      shortcut={false}
      container={portalContainer}
      nonce={options.nonce}
    >
      <TriggerBridge
        trigger={host.trigger}
        hotkey={options.hotkey ?? "mod+i"}
        onOpenChange={(open) => emit(open ? "open" : "close", undefined)}
      />
      <DocsAssistantPanel
        domain={options.domain}
        apiKey={options.apiKey}
        baseUrl={options.baseUrl}
        contextTray={tray}
        includeQuestionInEvents={options.includeQuestionInEvents}
        onQuestionSent={(event) => emit("question", event)}
        onAnswerFinished={(event) => emit("answer", event)}
        onError={(event) => emit("error", event)}
        onSourceClick={(source, event) =>
          emit("source-click", { ...source, preventDefault: () => event.preventDefault() })
        }
        layout={options.layout ?? "popover"}
        starters={options.starters}
        asks={state.asks}
        onAskSent={onAskSent}
      >
        <ResetBridge resets={state.resets} />
      </DocsAssistantPanel>
    </AssistantRoot>
  );
}

const isApplePlatform = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/**
 * Makes the launcher's button the root's trigger and keeps its ARIA state in step with the panel; adds the
 * shortcut to its title and `aria-keyshortcuts` (left out of the launcher to keep it small). It reports opening
 * and closing itself: its effects run before the chat's, so `open` comes before the `question` of an `ask`.
 */
function TriggerBridge(props: {
  trigger: HTMLButtonElement;
  hotkey: string | false;
  onOpenChange: (open: boolean) => void;
}) {
  const { trigger, hotkey } = props;
  const root = useAssistantRoot();
  const onOpenChange = useRef(props.onOpenChange);
  onOpenChange.current = props.onOpenChange;
  const wasOpen = useRef(false);
  useEffect(() => {
    root.triggerRef.current = trigger;
  }, [root.triggerRef, trigger]);
  useEffect(() => {
    if (wasOpen.current !== root.open) onOpenChange.current(root.open);
    wasOpen.current = root.open;
    trigger.setAttribute("aria-expanded", String(root.open));
    trigger.setAttribute("data-state", root.open ? "open" : "closed");
    if (root.open) trigger.setAttribute("aria-controls", root.panelId);
    else trigger.removeAttribute("aria-controls");
  }, [trigger, root.open, root.panelId]);
  const label = root.labels.trigger;
  useEffect(() => {
    let chord: ReturnType<typeof parseChord> | undefined;
    try {
      chord = hotkey ? parseChord(hotkey) : undefined;
    } catch {
      // The launcher already reported the unusable chord.
    }
    // `labels.trigger` is the visible text a site may translate through `data-labels`, so the title follows it.
    const shortcut = chord && formatChord(chord, isApplePlatform());
    trigger.title = shortcut ? `${label} (${shortcut})` : label;
    if (chord) trigger.setAttribute("aria-keyshortcuts", ariaKeyShortcuts(chord));
    else trigger.removeAttribute("aria-keyshortcuts");
  }, [trigger, hotkey, label]);
  return null;
}

/** Starts a new conversation each time `reset` is called. */
function ResetBridge(props: { resets: number }) {
  const { newConversation } = useAssistantChat();
  const handled = useRef(props.resets);
  useEffect(() => {
    if (props.resets === handled.current) return;
    handled.current = props.resets;
    newConversation();
  }, [props.resets, newConversation]);
  return null;
}
