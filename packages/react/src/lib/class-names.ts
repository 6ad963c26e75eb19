/** A square icon-only button (header actions, copy). */
export const iconButtonClass =
  "dsa:inline-flex dsa:size-8 dsa:shrink-0 dsa:items-center dsa:justify-center dsa:cursor-pointer dsa:rounded-small dsa:border-0 dsa:bg-transparent dsa:p-0 dsa:text-muted-foreground dsa:transition-colors dsa:outline-none dsa:hover:bg-muted dsa:hover:text-foreground dsa:focus-visible:ring-2 dsa:focus-visible:ring-accent dsa:disabled:cursor-default dsa:disabled:opacity-40 dsa:disabled:hover:bg-transparent";

/** A text button with a border (starters, follow-ups, retry). */
export const chipButtonClass =
  "dsa:inline-flex dsa:items-center dsa:gap-1.5 dsa:cursor-pointer dsa:rounded-base dsa:border dsa:border-solid dsa:border-border dsa:bg-background dsa:px-3 dsa:py-1.5 dsa:text-start dsa:text-sm dsa:leading-snug dsa:text-foreground dsa:transition-colors dsa:outline-none dsa:hover:bg-muted dsa:focus-visible:ring-2 dsa:focus-visible:ring-accent dsa:disabled:cursor-default dsa:disabled:opacity-50";
