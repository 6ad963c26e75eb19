import { useEffect, useState } from "react";

/** The part of the layout viewport the reader can see (it shrinks when the on-screen keyboard opens). */
export interface VisibleViewport {
  /** Visible height in CSS pixels. */
  height: number;
  /** Distance of the visible area from the top of the layout viewport. */
  offsetTop: number;
}

/** Tracks `window.visualViewport` while `active`, so a full-screen sheet can stay above the on-screen keyboard. */
export function useVisualViewport(active: boolean): VisibleViewport | undefined {
  const [viewport, setViewport] = useState<VisibleViewport | undefined>(undefined);
  useEffect(() => {
    const visual = typeof window === "undefined" ? undefined : window.visualViewport;
    if (!active || !visual) {
      setViewport(undefined);
      return;
    }
    const update = () => setViewport({ height: visual.height, offsetTop: visual.offsetTop });
    update();
    visual.addEventListener("resize", update);
    visual.addEventListener("scroll", update);
    return () => {
      visual.removeEventListener("resize", update);
      visual.removeEventListener("scroll", update);
    };
  }, [active]);
  return viewport;
}
