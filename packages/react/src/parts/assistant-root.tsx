import { setNonce } from "get-nonce";
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useControllableState } from "../hooks/use-controllable-state.ts";
import { type DocsAssistantLabels, resolveLabels } from "../labels.ts";
import { ariaKeyShortcuts, formatChord, isEditableTarget, matchesChord, parseChord } from "../shortcut.ts";

/** The colour scheme of the widget: fixed, or following the reader's system setting. */
export type AssistantTheme = "light" | "dark" | "auto";

/** The shared state of one assistant: whether it is open, its labels, direction and theme. */
export interface AssistantRootContextValue {
  /** Whether the panel is open. */
  open: boolean;
  /** Opens or closes the panel. */
  setOpen: (open: boolean) => void;
  /** Every string shown, defaults merged with the site's. */
  labels: DocsAssistantLabels;
  /** Text direction of the widget. */
  dir: "ltr" | "rtl";
  /** Colour scheme, written as `data-theme` on every root element of the widget. */
  theme: AssistantTheme;
  /** The shortcut as the reader's platform writes it (after mount; `undefined` on the server or when off). */
  shortcutLabel: string | undefined;
  /** The shortcut in `aria-keyshortcuts` syntax (`undefined` when off). */
  ariaShortcut: string | undefined;
  /** The launcher element, so the panel can ignore clicks on it and fall back to it for focus. */
  triggerRef: RefObject<HTMLElement | null>;
  /** The element that had focus before the panel opened (inside shadow roots too), so closing can return it. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Id of the panel, for the trigger's `aria-controls`. */
  panelId: string;
  /** Where Radix portals render (a shadow root for the embed); `undefined` means `document.body`. */
  container: Element | DocumentFragment | null | undefined;
  /** Warms the panel module so opening feels instant (called on hover or focus of the trigger). */
  preload: () => void;
}

const AssistantRootContext = createContext<AssistantRootContextValue | null>(null);

/** Reads the nearest {@link AssistantRoot}; throws when a part is used outside one. */
export function useAssistantRoot(): AssistantRootContextValue {
  const context = useContext(AssistantRootContext);
  if (!context) {
    throw new Error(
      "docs-assistant: this part must be rendered inside <AssistantRoot> (or <DocsAssistant>).",
    );
  }
  return context;
}

/** Props of {@link AssistantRoot}. */
export interface AssistantRootProps {
  /** Whether the panel is open (controlled). */
  open?: boolean;
  /**
   * Whether the panel starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called whenever the panel asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Called after the panel opened. Carries no question text. */
  onOpen?: () => void;
  /** Called after the panel closed. */
  onClose?: () => void;
  /** Strings to replace (translation); the rest stay English. */
  labels?: Partial<DocsAssistantLabels>;
  /**
   * Text direction.
   * @default "ltr"
   */
  dir?: "ltr" | "rtl";
  /**
   * Colour scheme.
   * @default "auto"
   */
  theme?: AssistantTheme;
  /**
   * Keyboard chord that opens the panel (`mod` is ⌘ on Apple platforms, Ctrl elsewhere); `false` turns it off.
   * It is ignored while the reader types in a field and when the site already handled the key.
   * @default "mod+i"
   */
  shortcut?: string | false;
  /** Where Radix portals render, for example a shadow root. */
  container?: Element | DocumentFragment | null;
  /**
   * The CSP nonce for the `<style>` elements the modal and small-screen layouts add to the document while open:
   * Radix's scroll lock (through `react-style-singleton`) and the rule that keeps the body's box. Needed when
   * `style-src` has no `'unsafe-inline'`; without it the page behind the panel keeps scrolling.
   */
  nonce?: string;
  /** Called to warm the panel's code before it opens. */
  onPreload?: () => void;
  /** The trigger, the panel, or any custom parts. */
  children?: ReactNode;
}

const isApplePlatform = (): boolean =>
  typeof navigator !== "undefined" && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** The focused element, inside open shadow roots too (`document.activeElement` stops at the shadow host). */
function deepestActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Holds the open state, labels, direction and theme, and listens for the shortcut. Renders no element. */
export function AssistantRoot(props: AssistantRootProps) {
  const { shortcut = "mod+i", theme = "auto", dir = "ltr" } = props;
  const triggerRef = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const panelId = useId();
  const callbacks = useRef(props);
  callbacks.current = props;

  const [open, setOpen] = useControllableState({
    value: props.open,
    defaultValue: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  });

  // Set while rendering, before any child's effect can add the scroll lock's style (a `defaultOpen` modal adds it
  // in the first commit). One nonce per page, so a global setting is the right scope.
  if (props.nonce) setNonce(props.nonce);

  // Where focus was when the panel opened, however it opened (trigger, shortcut, or a controlled `open` such as
  // the embed's API): layout effects run before the dialog's focus scope moves focus in, from its own effect.
  useLayoutEffect(() => {
    if (!open) return;
    const active = deepestActiveElement();
    returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    if (open) callbacks.current.onOpen?.();
    else callbacks.current.onClose?.();
  }, [open]);

  const chord = useMemo(() => (shortcut === false ? undefined : parseChord(shortcut)), [shortcut]);
  const [shortcutLabel, setShortcutLabel] = useState<string | undefined>(undefined);
  useEffect(() => {
    setShortcutLabel(chord ? formatChord(chord, isApplePlatform()) : undefined);
  }, [chord]);

  useEffect(() => {
    if (!chord) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The site's own handlers ran first (target and document phases); a chord it used stays its own.
      if (event.defaultPrevented || event.repeat) return;
      if (!matchesChord(event, chord)) return;
      if (isEditableTarget(event.composedPath()[0] ?? event.target)) return;
      event.preventDefault();
      setOpen(true);
      callbacks.current.onPreload?.();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [chord, setOpen]);

  const preload = useCallback(() => callbacks.current.onPreload?.(), []);

  const value = useMemo<AssistantRootContextValue>(
    () => ({
      open,
      setOpen,
      labels: resolveLabels(props.labels),
      dir,
      theme,
      shortcutLabel,
      ariaShortcut: chord ? ariaKeyShortcuts(chord) : undefined,
      triggerRef,
      returnFocusRef,
      panelId,
      container: props.container,
      preload,
    }),
    [open, setOpen, props.labels, dir, theme, shortcutLabel, chord, panelId, props.container, preload],
  );

  return <AssistantRootContext.Provider value={value}>{props.children}</AssistantRootContext.Provider>;
}
