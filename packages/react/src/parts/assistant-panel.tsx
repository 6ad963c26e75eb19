import { Dialog } from "radix-ui";
import type { ComponentPropsWithRef, CSSProperties } from "react";
import { useBodyBoxKept } from "../hooks/use-body-box-kept.ts";
import { useMediaQuery } from "../hooks/use-media-query.ts";
import { useVisualViewport } from "../hooks/use-visual-viewport.ts";
import { cn } from "../lib/cn.ts";
import { useAssistantRoot } from "./assistant-root.tsx";

/** Where the panel sits: by the floating launcher, centred over the page, or docked to the side. */
export type AssistantLayout = "popover" | "modal" | "side-panel";

/** Props of {@link AssistantPanel}. */
export interface AssistantPanelProps extends ComponentPropsWithRef<"div"> {
  /**
   * The layout on wide screens; below 640 px every layout becomes a full-screen sheet.
   * @default "popover"
   */
  layout?: AssistantLayout;
}

const smallScreenQuery = "(max-width: 639.98px)";

const layoutClasses = {
  popover:
    "dsa:bottom-20 dsa:end-4 dsa:h-[min(40rem,calc(100dvh-7rem))] dsa:w-[min(var(--dsa-c-panel-width),calc(100vw-2rem))] dsa:rounded-large dsa:border dsa:shadow-panel",
  modal:
    "dsa:inset-0 dsa:m-auto dsa:h-[min(44rem,calc(100dvh-4rem))] dsa:w-[min(44rem,calc(100vw-2rem))] dsa:rounded-large dsa:border dsa:shadow-panel",
  "side-panel":
    "dsa:inset-y-0 dsa:end-0 dsa:h-dvh dsa:w-[min(var(--dsa-c-panel-width),100vw)] dsa:border-s dsa:shadow-panel",
  sheet: "dsa:inset-x-0 dsa:top-(--dsa-visible-top) dsa:h-(--dsa-visible-height) dsa:w-full",
} as const;

/**
 * The elements a press went through, innermost first. The composed path sees into shadow roots, where the
 * document's listeners see only the shadow host as the target; Radix handles a press after its `click`, when the
 * path is already empty, and then the target and its ancestors stand in for it.
 */
function pressedElements(event: Event): Element[] {
  const path = event.composedPath();
  if (path.length > 0) return path.filter((node): node is Element => node instanceof Element);
  const elements: Element[] = [];
  for (
    let node = event.target as Node | null;
    node;
    node = node.parentNode ?? (node as ShadowRoot).host ?? null
  ) {
    if (node instanceof Element) elements.push(node);
  }
  return elements;
}

/**
 * The dialog that holds the conversation. Modal layouts trap focus; all close on Esc and return focus to where it
 * was before opening. Its first field (the composer) takes focus on open.
 */
export function AssistantPanel(props: AssistantPanelProps) {
  const { layout = "popover", className, style, children, ...rest } = props;
  const root = useAssistantRoot();
  const small = useMediaQuery(smallScreenQuery);
  const effective = small ? "sheet" : layout;
  const modal = effective === "modal" || effective === "sheet";
  const viewport = useVisualViewport(effective === "sheet" && root.open);
  useBodyBoxKept(modal && root.open);

  const viewportStyle = {
    "--dsa-visible-height": viewport ? `${viewport.height}px` : "100dvh",
    "--dsa-visible-top": viewport ? `${viewport.offsetTop}px` : "0px",
    ...style,
  } as CSSProperties;

  return (
    <Dialog.Root open={root.open} onOpenChange={root.setOpen} modal={modal}>
      <Dialog.Portal container={root.container ?? undefined}>
        {modal ? (
          <Dialog.Overlay
            data-slot="dsa-overlay"
            data-dsa-root=""
            data-theme={root.theme}
            className="dsa:fixed dsa:inset-0 dsa:z-(--dsa-c-z-index) dsa:bg-overlay"
          />
        ) : null}
        <Dialog.Content
          id={root.panelId}
          data-slot="dsa-panel"
          data-dsa-root=""
          data-layout={effective}
          data-theme={root.theme}
          dir={root.dir}
          style={viewportStyle}
          className={cn(
            "dsa:fixed dsa:z-(--dsa-c-z-index) dsa:flex dsa:flex-col dsa:overflow-hidden dsa:border-solid dsa:border-border dsa:bg-background dsa:text-foreground dsa:font-ui dsa:text-sm dsa:leading-normal dsa:outline-none",
            layoutClasses[effective],
            className,
          )}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const content = event.currentTarget as HTMLElement | null;
            content?.querySelector<HTMLElement>("[data-slot='dsa-composer-input']")?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const previous = root.returnFocusRef.current;
            const target = previous?.isConnected ? previous : root.triggerRef.current;
            target?.focus({ preventScroll: true });
          }}
          onInteractOutside={(event) => {
            // The launcher toggles by itself, the page's "Ask AI" controls attach to this conversation, and a
            // docked side panel stays while the reader uses the page.
            const onOwnControl = pressedElements(event.detail.originalEvent).some(
              (element) => element === root.triggerRef.current || element.hasAttribute("data-dsa-control"),
            );
            if (onOwnControl || effective === "side-panel") event.preventDefault();
          }}
          {...rest}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
