import { Slot } from "radix-ui";
import { type ComponentPropsWithRef, type MouseEvent, useCallback } from "react";
import { cn } from "../lib/cn.ts";
import { composeEventHandlers } from "../lib/compose-event-handlers.ts";
import { useAssistantRoot } from "./assistant-root.tsx";

/** Props of {@link AssistantTrigger}. */
export interface AssistantTriggerProps extends ComponentPropsWithRef<"button"> {
  /**
   * `floating` is the fixed launcher in the page corner; `inline` sits where it is rendered (a header, a search bar).
   * @default "floating"
   */
  variant?: "floating" | "inline";
  /**
   * Render the site's own element instead of a button, keeping the behaviour (Radix `asChild`).
   * @default false
   */
  asChild?: boolean;
}

const sparkles = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="currentColor"
    data-slot="dsa-trigger-icon"
  >
    <path d="M10 3.5 11.6 8a3 3 0 0 0 1.9 1.9l4.5 1.6-4.5 1.6a3 3 0 0 0-1.9 1.9L10 19.5 8.4 15a3 3 0 0 0-1.9-1.9L2 11.5l4.5-1.6A3 3 0 0 0 8.4 8L10 3.5Zm8-1 .8 2.2 2.2.8-2.2.8L18 8.5l-.8-2.2L15 5.5l2.2-.8L18 2.5Z" />
  </svg>
);

/** The button that opens and closes the assistant; renders on the server; warms the panel on hover or focus. */
export function AssistantTrigger(props: AssistantTriggerProps) {
  const { variant = "floating", asChild = false, className, children, ref, ...rest } = props;
  const root = useAssistantRoot();
  const Component = asChild ? Slot.Root : "button";

  const setTriggerRef = useCallback(
    (node: HTMLButtonElement | null) => {
      root.triggerRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [root.triggerRef, ref],
  );

  return (
    <Component
      type={asChild ? undefined : "button"}
      data-slot="dsa-trigger"
      data-dsa-root=""
      data-variant={variant}
      data-state={root.open ? "open" : "closed"}
      data-theme={root.theme}
      dir={root.dir}
      aria-haspopup="dialog"
      aria-expanded={root.open}
      aria-controls={root.open ? root.panelId : undefined}
      aria-keyshortcuts={root.ariaShortcut}
      title={asChild ? undefined : root.labels.triggerDescription(root.shortcutLabel)}
      className={cn(
        "dsa:inline-flex dsa:items-center dsa:gap-2 dsa:cursor-pointer dsa:font-ui dsa:text-sm dsa:font-medium dsa:leading-none dsa:transition-colors dsa:outline-none dsa:focus-visible:ring-2 dsa:focus-visible:ring-accent",
        variant === "floating"
          ? "dsa:fixed dsa:bottom-4 dsa:end-4 dsa:z-(--dsa-c-z-index) dsa:h-11 dsa:rounded-full dsa:px-4 dsa:bg-accent dsa:text-accent-foreground dsa:shadow-panel dsa:border-0 dsa:hover:bg-accent/90"
          : "dsa:h-9 dsa:rounded-base dsa:px-3 dsa:border dsa:border-border dsa:bg-background dsa:text-foreground dsa:hover:bg-muted",
        className,
      )}
      {...rest}
      ref={setTriggerRef}
      onClick={composeEventHandlers(rest.onClick, (_event: MouseEvent<HTMLButtonElement>) =>
        root.setOpen(!root.open),
      )}
      onPointerEnter={composeEventHandlers(rest.onPointerEnter, root.preload)}
      onFocus={composeEventHandlers(rest.onFocus, root.preload)}
    >
      {children ?? (
        <>
          {sparkles}
          <span data-slot="dsa-trigger-label">{root.labels.trigger}</span>
          {root.shortcutLabel && variant === "inline" ? (
            <kbd
              data-slot="dsa-trigger-shortcut"
              className="dsa:ms-1 dsa:rounded dsa:border dsa:border-border dsa:px-1 dsa:py-0.5 dsa:font-ui dsa:text-xs dsa:text-muted-foreground"
            >
              {root.shortcutLabel}
            </kbd>
          ) : null}
        </>
      )}
    </Component>
  );
}
