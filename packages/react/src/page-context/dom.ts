/**
 * The framework-free half of page context: plain DOM code with no React import and nothing run at import time,
 * so the script-tag launcher can bundle it alone (tree-shaken to what it calls).
 */
export type { AskControlLabels } from "./ask-control.ts";
export { codeContextValue, findCodeLanguage } from "./code-language.ts";
export { findElementId, type IgnoreRule, isIgnoredNode } from "./content-rules.ts";
export {
  type ContextTray,
  type ContextTrayEntry,
  type ContextTrayOptions,
  createContextTray,
} from "./context-tray.ts";
export { getCurrentPath, watchCurrentPath } from "./current-path.ts";
export { type WatchCodeBlocksOptions, watchCodeBlocks } from "./watch-code-blocks.ts";
export { type WatchPageOptions, watchPage } from "./watch-page.ts";
export { type WatchSelectionOptions, watchSelection } from "./watch-selection.ts";
