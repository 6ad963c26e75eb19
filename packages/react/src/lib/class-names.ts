/** A square icon-only button (header actions, copy). */
export const iconButtonClass =
  "dsa:inline-flex dsa:size-8 dsa:shrink-0 dsa:items-center dsa:justify-center dsa:cursor-pointer dsa:rounded-(--dsa-c-radius-small) dsa:border-0 dsa:bg-transparent dsa:p-0 dsa:text-(--dsa-c-muted-foreground) dsa:transition-colors dsa:outline-none dsa:hover:bg-(--dsa-c-muted) dsa:hover:text-(--dsa-c-foreground) dsa:focus-visible:ring-2 dsa:focus-visible:ring-(--dsa-c-accent) dsa:disabled:cursor-default dsa:disabled:opacity-40 dsa:disabled:hover:bg-transparent";

/** A text button with a border (starters, follow-ups, retry). */
export const chipButtonClass =
  "dsa:inline-flex dsa:items-center dsa:gap-1.5 dsa:cursor-pointer dsa:rounded-(--dsa-c-radius) dsa:border dsa:border-solid dsa:border-(--dsa-c-border) dsa:bg-(--dsa-c-background) dsa:px-3 dsa:py-1.5 dsa:text-start dsa:text-sm dsa:leading-snug dsa:text-(--dsa-c-foreground) dsa:transition-colors dsa:outline-none dsa:hover:bg-(--dsa-c-muted) dsa:focus-visible:ring-2 dsa:focus-visible:ring-(--dsa-c-accent) dsa:disabled:cursor-default dsa:disabled:opacity-50";
