import { useState, useSyncExternalStore } from "react";
import { type ContextTray, type ContextTrayOptions, createContextTray } from "./context-tray.ts";

/**
 * A {@link ContextTray} owned by the component, with its entries as state: the component re-renders after every
 * `add`, `remove` or `clear`. Options are read once, when the tray is created.
 */
export function useContextTray(options?: ContextTrayOptions): ContextTray {
  const [tray] = useState(() => createContextTray(options));
  useSyncExternalStore(tray.subscribe, tray.entries, tray.entries);
  return tray;
}
