"use client";
export {
  ContextChips,
  type ContextChipsLabels,
  type ContextChipsProps,
  contextPreview,
  defaultContextChipsLabels,
} from "./context-chips.tsx";
/**
 * Page context: what the reader is looking at (a text selection, a code block, the current path), offered as
 * "Ask AI" controls on the page and attached to questions as the contract's `context` items and `currentPath`.
 * The framework-free parts come from `./dom.ts`; the React hooks and chips are thin layers over them.
 */
export * from "./dom.ts";
export type { ElementSource } from "./element-source.ts";
export { type UseCodeBlockContextOptions, useCodeBlockContext } from "./use-code-block-context.ts";
export { useContextTray } from "./use-context-tray.ts";
export { useCurrentPath } from "./use-current-path.ts";
export { type UseSelectionContextOptions, useSelectionContext } from "./use-selection-context.ts";
