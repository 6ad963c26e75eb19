import type { ReactNode } from "react";

/**
 * Highlights `code` as `language` in slices, one task each, calling `onProgress` with the elements for the code
 * up to `end` after each; returns a function that stops it, or `undefined` for a language not loaded.
 */
export type Highlight = (
  code: string,
  language: string,
  onProgress: (nodes: ReactNode[], end: number) => void,
) => (() => void) | undefined;

let loaded: Highlight | undefined;
let loading: Promise<Highlight> | undefined;

/** The highlighter if it has finished loading, so blocks mounted later highlight without waiting. */
export function getLoadedHighlighter(): Highlight | undefined {
  return loaded;
}

/**
 * Loads highlight.js's core, the languages answers use and the code that turns its tokens into elements, on
 * first call, as chunks of their own.
 */
export function loadHighlighter(): Promise<Highlight> {
  loading ??= import("./highlight-code.tsx").then((module) => {
    loaded = module.createHighlight();
    return loaded;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
