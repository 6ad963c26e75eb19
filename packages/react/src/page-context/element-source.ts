/** An element given directly, or through a React ref (read when the effect runs, after the commit). */
export type ElementSource = Element | null | undefined | { readonly current: Element | null };

/** The element behind an {@link ElementSource}. */
export function resolveElement(source: ElementSource): Element | undefined {
  if (!source) return undefined;
  return "current" in source ? (source.current ?? undefined) : source;
}
