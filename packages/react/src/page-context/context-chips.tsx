import { type ContextItem, maxContextValueLength } from "@docs-assistant/core";
import type { ComponentPropsWithRef } from "react";
import type { ContextTrayEntry } from "./context-tray.ts";

/** Every string the chips show or announce, so a site can translate them. */
export interface ContextChipsLabels {
  /** Name of a `textSelection` chip. */
  textSelection: string;
  /** Name of a `code` chip. */
  code: string;
  /** Accessible name of a chip's remove button, given the chip's preview. */
  remove: (preview: string) => string;
  /** Note on a chip whose value was cut to `maxLength` characters. */
  truncated: (maxLength: number) => string;
}

/** English labels of {@link ContextChips}. */
export const defaultContextChipsLabels: ContextChipsLabels = {
  textSelection: "Selection",
  code: "Code",
  remove: (preview) => `Remove context: ${preview}`,
  truncated: (maxLength) => `truncated to ${maxLength.toLocaleString("en")} characters`,
};

/** Props of {@link ContextChips}. */
export interface ContextChipsProps extends Omit<ComponentPropsWithRef<"ul">, "children"> {
  /** The attached context, usually `tray.entries()`. */
  entries: readonly ContextTrayEntry[];
  /** Called with the index of the chip whose remove button was pressed, usually `tray.remove`. */
  onRemove: (index: number) => void;
  /** Replace any string, for translation. @default defaultContextChipsLabels */
  labels?: Partial<ContextChipsLabels>;
}

const previewLength = 60;

/**
 * The one-line preview of an item: the first words of its value with whitespace collapsed, the Markdown fence
 * of a code item with a known language left out.
 */
export function contextPreview(item: ContextItem): string {
  const fenced = item.type === "code" ? /^(`{3,})[^\n`]*\n([\s\S]*?)(?:\n\1)?$/.exec(item.value) : null;
  const text = (fenced?.[2] ?? item.value).replace(/\s+/g, " ").trim();
  return text.length > previewLength ? `${text.slice(0, previewLength - 1)}…` : text;
}

/**
 * The context attached to the next question, as removable pills above the composer: each shows the kind of
 * context, a one-line preview and, when the value was cut, how long it was cut to. Renders nothing when empty.
 */
export function ContextChips(props: ContextChipsProps) {
  const { entries, onRemove, labels: labelOverrides, className, ...rest } = props;
  if (entries.length === 0) return null;
  const labels = { ...defaultContextChipsLabels, ...labelOverrides };
  return (
    <ul
      data-slot="dsa-context-chips"
      className={[
        "dsa:m-0 dsa:flex dsa:list-none dsa:flex-wrap dsa:gap-1.5 dsa:p-0 dsa:text-xs dsa:text-(--dsa-c-foreground)",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
      {...rest}
    >
      {entries.map((entry, index) => {
        const { item, truncated } = entry;
        const preview = contextPreview(item);
        return (
          <li
            key={`${item.type}:${item.elementId ?? ""}:${item.value}`}
            data-slot="dsa-context-chip"
            data-type={item.type}
            data-truncated={truncated ? "" : undefined}
            title={item.value}
            className="dsa:inline-flex dsa:max-w-full dsa:min-w-0 dsa:items-center dsa:gap-1.5 dsa:rounded-full dsa:border dsa:border-solid dsa:border-(--dsa-c-border) dsa:bg-(--dsa-c-muted) dsa:py-0.5 dsa:ps-2 dsa:pe-0.5"
          >
            {item.type === "code" ? <CodeIcon /> : <SelectionIcon />}
            <span className="dsa:shrink-0 dsa:font-medium">{labels[item.type]}</span>
            <span className="dsa:min-w-0 dsa:truncate dsa:text-(--dsa-c-muted-foreground)">{preview}</span>
            {truncated && (
              <span
                data-slot="dsa-context-chip-note"
                className="dsa:shrink-0 dsa:text-(--dsa-c-muted-foreground)"
              >
                ({labels.truncated(maxContextValueLength)})
              </span>
            )}
            <button
              type="button"
              data-slot="dsa-context-chip-remove"
              aria-label={labels.remove(preview)}
              onClick={() => onRemove(index)}
              className="dsa:inline-flex dsa:size-5 dsa:shrink-0 dsa:cursor-pointer dsa:items-center dsa:justify-center dsa:rounded-full dsa:border-0 dsa:bg-transparent dsa:p-0 dsa:text-(--dsa-c-muted-foreground) dsa:outline-none dsa:hover:bg-(--dsa-c-border) dsa:hover:text-(--dsa-c-foreground) dsa:focus-visible:ring-2 dsa:focus-visible:ring-(--dsa-c-accent)"
            >
              <RemoveIcon />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function ChipIcon(props: { path: string; size?: number }) {
  const size = props.size ?? 14;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="dsa:shrink-0"
    >
      <path d={props.path} />
    </svg>
  );
}

const CodeIcon = () => <ChipIcon path="m16 18 6-6-6-6M8 6l-6 6 6 6" />;
const SelectionIcon = () => <ChipIcon path="M4 7V4h16v3M9 20h6M12 4v16" />;
const RemoveIcon = () => <ChipIcon path="M18 6 6 18M6 6l12 12" size={12} />;
