/** A parsed keyboard chord such as `mod+i` (`mod` is ⌘ on Apple platforms and Ctrl elsewhere; either is accepted). */
export interface KeyChord {
  /** The key, lower-cased (`i`, `k`, `/`). */
  key: string;
  /** Needs ⌘ or Ctrl. */
  mod: boolean;
  /** Needs Ctrl. */
  ctrl: boolean;
  /** Needs ⌘. */
  meta: boolean;
  /** Needs Alt/Option. */
  alt: boolean;
  /** Needs Shift. */
  shift: boolean;
}

/** The fields of a keyboard event a chord is matched against. */
export interface ChordEvent {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Parses `"mod+i"`, `"ctrl+shift+k"`, `"meta+/"`; throws on a chord without a key. */
export function parseChord(chord: string): KeyChord {
  const parts = chord
    .toLowerCase()
    .split("+")
    .map((part) => part.trim());
  const key = parts.pop();
  if (!key) throw new TypeError(`docs-assistant: the shortcut "${chord}" has no key.`);
  const parsed: KeyChord = { key, mod: false, ctrl: false, meta: false, alt: false, shift: false };
  for (const modifier of parts) {
    if (modifier === "mod") parsed.mod = true;
    else if (modifier === "ctrl" || modifier === "control") parsed.ctrl = true;
    else if (modifier === "meta" || modifier === "cmd") parsed.meta = true;
    else if (modifier === "alt" || modifier === "option") parsed.alt = true;
    else if (modifier === "shift") parsed.shift = true;
    else throw new TypeError(`docs-assistant: unknown modifier "${modifier}" in the shortcut "${chord}".`);
  }
  return parsed;
}

/** The key an event names, independent of keyboard layout for letters (Alt on macOS changes `key`). */
const eventKey = (event: ChordEvent): string =>
  event.code?.startsWith("Key") ? event.code.slice(3).toLowerCase() : event.key.toLowerCase();

/** True when `event` is exactly `chord` (no extra modifiers). */
export function matchesChord(event: ChordEvent, chord: KeyChord): boolean {
  if (eventKey(event) !== chord.key) return false;
  if (event.altKey !== chord.alt || event.shiftKey !== chord.shift) return false;
  if (chord.mod) {
    // Exactly one of ⌘/Ctrl, so a site's Ctrl+⌘+I stays the site's.
    return (
      event.ctrlKey !== event.metaKey && (!chord.ctrl || event.ctrlKey) && (!chord.meta || event.metaKey)
    );
  }
  return event.ctrlKey === chord.ctrl && event.metaKey === chord.meta;
}

/** How a chord reads to people: `⌘ I` on Apple platforms, `Ctrl+I` elsewhere. */
export function formatChord(chord: KeyChord, apple: boolean): string {
  const names: string[] = [];
  if (chord.ctrl || (chord.mod && !apple)) names.push(apple ? "⌃" : "Ctrl");
  if (chord.meta || (chord.mod && apple)) names.push(apple ? "⌘" : "Meta");
  if (chord.alt) names.push(apple ? "⌥" : "Alt");
  if (chord.shift) names.push(apple ? "⇧" : "Shift");
  names.push(chord.key.length === 1 ? chord.key.toUpperCase() : chord.key);
  return names.join(apple ? " " : "+");
}

/** The parts of a DOM node the editable check reads (kept structural so it can run without a DOM). */
interface EditableCandidate {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
}

const nonTextInputTypes = new Set([
  "button",
  "checkbox",
  "radio",
  "submit",
  "reset",
  "range",
  "color",
  "file",
  "image",
]);

/** True when the reader is typing in `target`: text inputs, textareas, selects and editable content. */
export function isEditableTarget(target: EventTarget | null): boolean {
  const candidate = target as EditableCandidate | null;
  if (!candidate || typeof candidate.tagName !== "string") return false;
  if (candidate.isContentEditable) return true;
  const tag = candidate.tagName.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  return tag === "INPUT" && !nonTextInputTypes.has((candidate.type ?? "text").toLowerCase());
}

/** The chord in `aria-keyshortcuts` syntax; `mod` lists both the Ctrl and the ⌘ form. */
export function ariaKeyShortcuts(chord: KeyChord): string {
  const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key;
  const form = (primary: string[]) =>
    [...primary, ...(chord.alt ? ["Alt"] : []), ...(chord.shift ? ["Shift"] : []), key].join("+");
  if (chord.mod) return `${form(["Control"])} ${form(["Meta"])}`;
  return form([...(chord.ctrl ? ["Control"] : []), ...(chord.meta ? ["Meta"] : [])]);
}
