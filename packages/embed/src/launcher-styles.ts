/**
 * The launcher's own stylesheet, so the trigger looks right before the panel (and the widget's full stylesheet)
 * loads. It mirrors `@docs-assistant/react`'s floating `AssistantTrigger` and reads the same public `--dsa-*`
 * variables with the same defaults (light and dark, through `light-dark()`), in pixels: `rem` follows the page. `:host` resets every property (`all` leaves custom properties alone, so
 * `--dsa-*` set by the page still inherit) and renders no box, so the host element cannot shift the page.
 */
export const launcherCss = `:host{all:initial!important;display:contents!important}.t{color-scheme:light dark;--a:light-dark(var(--dsa-accent,#4f46e5),var(--dsa-dark-accent,#a5b4fc));position:fixed;bottom:16px;inset-inline-end:16px;z-index:var(--dsa-z-index,2147483000);display:inline-flex;align-items:center;gap:8px;height:44px;padding:0 16px;border:0;border-radius:9999px;background:var(--a);color:light-dark(var(--dsa-accent-foreground,#fff),var(--dsa-dark-accent-foreground,#1e1b4b));box-shadow:var(--dsa-shadow,0 16px 40px -12px #00000059,0 4px 10px -4px #0000001f);font:500 14px/1 var(--dsa-font,ui-sans-serif,system-ui,sans-serif);cursor:pointer}.t:hover{filter:brightness(1.1)}.t:focus-visible{outline:2px solid var(--a);outline-offset:2px}.t[data-theme=light]{color-scheme:light}.t[data-theme=dark]{color-scheme:dark}:host([data-position=bottom-left]) .t{inset-inline-end:auto;inset-inline-start:16px}`;

/** The path of the trigger's sparkles icon (the same as `AssistantTrigger`'s). */
export const sparklesPath =
  "M10 3.5 11.6 8a3 3 0 0 0 1.9 1.9l4.5 1.6-4.5 1.6a3 3 0 0 0-1.9 1.9L10 19.5 8.4 15a3 3 0 0 0-1.9-1.9L2 11.5l4.5-1.6A3 3 0 0 0 8.4 8L10 3.5Zm8-1 .8 2.2 2.2.8-2.2.8L18 8.5l-.8-2.2L15 5.5l2.2-.8L18 2.5Z";
