/** Joins class names, skipping falsy ones (a two-line `clsx` for the few conditional classes here). */
export function cn(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(" ");
}
