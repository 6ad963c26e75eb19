import { describe, expect, it } from "vitest";
import { ariaKeyShortcuts, formatChord, isEditableTarget, matchesChord, parseChord } from "./shortcut.ts";

const press = (
  key: string,
  modifiers: Partial<{ ctrl: boolean; meta: boolean; alt: boolean; shift: boolean }> = {},
) => ({
  key,
  code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key,
  ctrlKey: modifiers.ctrl ?? false,
  metaKey: modifiers.meta ?? false,
  altKey: modifiers.alt ?? false,
  shiftKey: modifiers.shift ?? false,
});

describe("parseChord", () => {
  it("reads modifiers and the key", () => {
    expect(parseChord("Mod+Shift+K")).toEqual({
      key: "k",
      mod: true,
      ctrl: false,
      meta: false,
      alt: false,
      shift: true,
    });
  });

  it("refuses a chord without a key or with an unknown modifier", () => {
    expect(() => parseChord("mod+")).toThrow(TypeError);
    expect(() => parseChord("hyper+i")).toThrow(/unknown modifier/);
  });
});

describe("matchesChord", () => {
  const modI = parseChord("mod+i");

  it("accepts Ctrl+I and ⌘I for mod+i", () => {
    expect(matchesChord(press("i", { ctrl: true }), modI)).toBe(true);
    expect(matchesChord(press("i", { meta: true }), modI)).toBe(true);
  });

  it("rejects the bare key, extra modifiers and both ⌘ and Ctrl", () => {
    expect(matchesChord(press("i"), modI)).toBe(false);
    expect(matchesChord(press("i", { ctrl: true, shift: true }), modI)).toBe(false);
    expect(matchesChord(press("i", { ctrl: true, meta: true }), modI)).toBe(false);
    expect(matchesChord(press("j", { ctrl: true }), modI)).toBe(false);
  });

  it("matches letters by physical key when Alt changes the character", () => {
    const altI = parseChord("alt+i");
    expect(matchesChord({ ...press("i", { alt: true }), key: "ˆ" }, altI)).toBe(true);
  });

  it("requires the exact modifier for ctrl chords", () => {
    const ctrlK = parseChord("ctrl+k");
    expect(matchesChord(press("k", { ctrl: true }), ctrlK)).toBe(true);
    expect(matchesChord(press("k", { meta: true }), ctrlK)).toBe(false);
  });
});

describe("formatChord", () => {
  it("reads as the platform writes it", () => {
    expect(formatChord(parseChord("mod+i"), true)).toBe("⌘ I");
    expect(formatChord(parseChord("mod+i"), false)).toBe("Ctrl+I");
  });
});

describe("isEditableTarget", () => {
  it("treats text fields and editable content as typing", () => {
    expect(isEditableTarget({ tagName: "INPUT", type: "search" } as unknown as EventTarget)).toBe(true);
    expect(isEditableTarget({ tagName: "TEXTAREA" } as unknown as EventTarget)).toBe(true);
    expect(isEditableTarget({ tagName: "DIV", isContentEditable: true } as unknown as EventTarget)).toBe(
      true,
    );
  });

  it("does not treat buttons, checkboxes or the page as typing", () => {
    expect(isEditableTarget({ tagName: "INPUT", type: "checkbox" } as unknown as EventTarget)).toBe(false);
    expect(isEditableTarget({ tagName: "BUTTON" } as unknown as EventTarget)).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});

describe("ariaKeyShortcuts", () => {
  it("lists both platform forms for mod chords", () => {
    expect(ariaKeyShortcuts(parseChord("mod+i"))).toBe("Control+I Meta+I");
    expect(ariaKeyShortcuts(parseChord("ctrl+shift+k"))).toBe("Control+Shift+K");
  });
});
