import type { Token, Tokens } from "marked";
import { Fragment, type MouseEvent, memo, type ReactNode } from "react";
import { CodeBlock, scrollRegionFocus } from "./code-block.tsx";
import {
  advanceHeadingOutline,
  type HeadingOutline,
  initialHeadingOutline,
  nextHeadingLevel,
} from "./heading-levels.ts";
import { useMarkdownContext } from "./markdown-context.ts";
import { decodeCharacterReferences, decodeHref, isExternalHref, isSafeHref } from "./safe-href.ts";

const classes = {
  paragraph: "dsa:my-2 dsa:p-0 dsa:leading-relaxed",
  heading: {
    3: "dsa:mt-4 dsa:mb-2 dsa:p-0 dsa:text-base dsa:font-semibold dsa:leading-snug",
    4: "dsa:mt-3 dsa:mb-1.5 dsa:p-0 dsa:text-[0.9375rem] dsa:font-semibold dsa:leading-snug",
    5: "dsa:mt-3 dsa:mb-1 dsa:p-0 dsa:text-sm dsa:font-semibold dsa:leading-snug",
    6: "dsa:mt-3 dsa:mb-1 dsa:p-0 dsa:text-sm dsa:font-medium dsa:leading-snug dsa:text-(--dsa-c-muted-foreground)",
  },
  list: "dsa:my-2 dsa:ps-5 dsa:pe-0 dsa:py-0",
  listItem: "dsa:my-1 dsa:p-0 dsa:leading-relaxed",
  taskItem: "dsa:my-1 dsa:p-0 dsa:leading-relaxed dsa:list-none",
  checkbox: "dsa:m-0 dsa:me-1.5 dsa:-ms-5 dsa:align-middle dsa:inline-block dsa:size-3.5",
  blockquote:
    "dsa:my-3 dsa:mx-0 dsa:border-0 dsa:border-s-4 dsa:border-solid dsa:border-(--dsa-c-border) dsa:ps-3 dsa:pe-0 dsa:py-0 dsa:text-(--dsa-c-muted-foreground) dsa:not-italic",
  hr: "dsa:my-4 dsa:mx-0 dsa:h-0 dsa:border-0 dsa:border-t dsa:border-solid dsa:border-(--dsa-c-border) dsa:bg-transparent",
  tableWrapper: `dsa:my-3 dsa:overflow-x-auto ${scrollRegionFocus}`,
  table: "dsa:m-0 dsa:w-full dsa:border-collapse dsa:border-spacing-0 dsa:text-sm",
  tableHeaderCell:
    "dsa:border dsa:border-solid dsa:border-(--dsa-c-border) dsa:bg-(--dsa-c-muted) dsa:px-2 dsa:py-1 dsa:font-semibold",
  tableCell: "dsa:border dsa:border-solid dsa:border-(--dsa-c-border) dsa:bg-transparent dsa:px-2 dsa:py-1",
  html: "dsa:my-2 dsa:p-0 dsa:font-mono dsa:text-sm dsa:whitespace-pre-wrap dsa:text-(--dsa-c-muted-foreground)",
  inlineCode:
    "dsa:m-0 dsa:rounded-(--dsa-c-radius-small) dsa:border-0 dsa:bg-(--dsa-c-muted) dsa:px-1 dsa:py-0.5 dsa:font-mono dsa:text-[0.875em] dsa:text-(--dsa-c-foreground) dsa:break-words",
  link: "dsa:text-(--dsa-c-accent) dsa:underline dsa:underline-offset-2 dsa:decoration-1 dsa:bg-transparent dsa:font-[inherit] dsa:cursor-pointer dsa:hover:no-underline",
  strong: "dsa:font-semibold",
  emphasis: "dsa:italic",
  deleted: "dsa:line-through",
} as const;

const alignClasses = { left: "dsa:text-start", center: "dsa:text-center", right: "dsa:text-end" } as const;

/** A link whose destination passed {@link isSafeHref}; calls the host's handler first so it can route. */
function MarkdownLink({
  href,
  title,
  children,
}: {
  href: string;
  title?: string | null;
  children: ReactNode;
}) {
  const { onLinkClickRef } = useMarkdownContext();
  const external = isExternalHref(href);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => onLinkClickRef.current?.(href, event);
  return (
    <a
      href={href}
      title={title ?? undefined}
      data-slot="dsa-markdown-link"
      data-external={external ? "" : undefined}
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
      onClick={onClick}
      className={classes.link}
    >
      {children}
    </a>
  );
}

/** Renders inline tokens (text, emphasis, links, code spans, …) as React nodes. */
export function renderInline(tokens: readonly Token[] | undefined): ReactNode[] {
  if (!tokens) return [];
  return tokens.map((token, position) => renderInlineToken(token, position));
}

function renderInlineToken(token: Token, key: number): ReactNode {
  switch (token.type) {
    case "text":
      return "tokens" in token && token.tokens ? (
        <Fragment key={key}>{renderInline(token.tokens)}</Fragment>
      ) : (
        decodeText(token)
      );
    case "escape":
      return token.text;
    case "strong":
      return (
        <strong key={key} data-slot="dsa-markdown-strong" className={classes.strong}>
          {renderInline(token.tokens)}
        </strong>
      );
    case "em":
      return (
        <em key={key} data-slot="dsa-markdown-emphasis" className={classes.emphasis}>
          {renderInline(token.tokens)}
        </em>
      );
    case "del":
      return (
        <del key={key} data-slot="dsa-markdown-deleted" className={classes.deleted}>
          {renderInline(token.tokens)}
        </del>
      );
    case "codespan":
      return (
        <code key={key} data-slot="dsa-markdown-inline-code" className={classes.inlineCode}>
          {token.text}
        </code>
      );
    case "br":
      return <br key={key} />;
    case "link": {
      const children = renderInline(token.tokens);
      if (!isSafeHref(token.href)) return <span key={key}>{children}</span>;
      return (
        <MarkdownLink key={key} href={decodeHref(token.href)} title={token.title}>
          {children}
        </MarkdownLink>
      );
    }
    case "image":
      // Images are never loaded (no tracking pixels, no layout jumps); their alt text links to them instead.
      if (!isSafeHref(token.href)) return token.text;
      return (
        <MarkdownLink key={key} href={decodeHref(token.href)} title={token.title}>
          {token.text}
        </MarkdownLink>
      );
    case "html":
      return token.raw;
    case "checkbox":
      return null;
    default:
      return "raw" in token ? token.raw : null;
  }
}

/** Text as a reader should see it: character references decoded (React escapes the rest on its own). */
function decodeText(token: Tokens.Text | Tokens.Generic): string {
  return decodeCharacterReferences(token.text ?? token.raw);
}

/** Options for {@link renderBlock}. */
export interface RenderBlockOptions {
  /** Whether the block is final: unfinished blocks are not highlighted and their code keeps changing. */
  complete: boolean;
  /** The answer's heading outline before this block, which sets its headings' levels. @default initialHeadingOutline */
  outline?: HeadingOutline;
}

/** What rendering one block carries along: its options and the outline after the headings rendered so far. */
interface RenderState {
  complete: boolean;
  outline: HeadingOutline;
}

/** Renders one top-level block token (paragraph, heading, list, table, code, …) as React elements. */
export function renderBlock(token: Token, options: RenderBlockOptions): ReactNode {
  return renderBlockToken(
    token,
    { complete: options.complete, outline: options.outline ?? initialHeadingOutline },
    0,
  );
}

function renderBlocks(tokens: readonly Token[], state: RenderState): ReactNode[] {
  return tokens.map((token, position) => renderBlockToken(token, state, position));
}

function renderBlockToken(token: Token, state: RenderState, key: number): ReactNode {
  switch (token.type) {
    case "space":
    case "def":
      return null;
    case "paragraph":
      return (
        <p key={key} data-slot="dsa-markdown-paragraph" className={classes.paragraph}>
          {renderInline(token.tokens)}
        </p>
      );
    case "text":
      // A tight list item's text: inline content without a paragraph around it.
      return "tokens" in token && token.tokens ? (
        <Fragment key={key}>{renderInline(token.tokens)}</Fragment>
      ) : (
        decodeText(token)
      );
    case "heading": {
      const { level, outline } = nextHeadingLevel(state.outline, token.depth);
      state.outline = outline;
      const Heading = `h${level}` as const;
      return (
        <Heading
          key={key}
          data-slot="dsa-markdown-heading"
          data-level={token.depth}
          className={classes.heading[level]}
        >
          {renderInline(token.tokens)}
        </Heading>
      );
    }
    case "code":
      return (
        <CodeBlock
          key={key}
          code={token.text}
          language={(token.lang ?? "").trim().split(/\s+/)[0] ?? ""}
          complete={state.complete}
        />
      );
    case "blockquote":
      return (
        <blockquote key={key} data-slot="dsa-markdown-blockquote" className={classes.blockquote}>
          {renderBlocks(token.tokens ?? [], state)}
        </blockquote>
      );
    case "hr":
      return <hr key={key} data-slot="dsa-markdown-rule" className={classes.hr} />;
    case "list":
      return renderList(token as Tokens.List, state, key);
    case "table":
      return <MarkdownTable key={key} token={token as Tokens.Table} />;
    case "html":
      // Raw HTML is shown as the text it is, never parsed or executed.
      return (
        <p key={key} data-slot="dsa-markdown-html" className={classes.html}>
          {token.raw.trimEnd()}
        </p>
      );
    default:
      return "raw" in token && typeof token.raw === "string" ? (
        <p key={key} data-slot="dsa-markdown-paragraph" className={classes.paragraph}>
          {token.raw}
        </p>
      ) : null;
  }
}

/** One list item; memoised, so a streaming list re-renders only the items whose tokens changed. */
const ListItem = memo(function ListItem({
  item,
  complete,
  outline,
}: {
  item: Tokens.ListItem;
  complete: boolean;
  outline: HeadingOutline;
}) {
  return (
    <li
      data-slot="dsa-markdown-list-item"
      data-task={item.task ? (item.checked ? "checked" : "unchecked") : undefined}
      className={item.task ? classes.taskItem : classes.listItem}
    >
      {item.task && (
        <input
          type="checkbox"
          checked={item.checked === true}
          disabled
          readOnly
          data-slot="dsa-markdown-checkbox"
          className={classes.checkbox}
        />
      )}
      {renderBlocks(item.tokens, { complete, outline })}
    </li>
  );
});

function renderList(token: Tokens.List, state: RenderState, key: number): ReactNode {
  const items = token.items.map((item, position) => {
    const outline = state.outline;
    state.outline = advanceHeadingOutline(outline, item.tokens);
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: Markdown list items are positional and only ever appended.
      <ListItem key={position} item={item} complete={state.complete} outline={outline} />
    );
  });
  if (token.ordered) {
    const start = token.start === "" ? 1 : token.start;
    return (
      <ol
        key={key}
        data-slot="dsa-markdown-list"
        start={start === 1 ? undefined : start}
        className={`${classes.list} dsa:list-decimal`}
      >
        {items}
      </ol>
    );
  }
  return (
    <ul key={key} data-slot="dsa-markdown-list" className={`${classes.list} dsa:list-disc`}>
      {items}
    </ul>
  );
}

const alignClass = (align: Tokens.TableCell["align"]) => (align ? alignClasses[align] : alignClasses.left);

/**
 * A table in a focusable, named wrapper that scrolls sideways. An empty header cell (a corner above row
 * labels) is a `<td>`: a `<th>` with no text is a header that names nothing (axe's `empty-table-header`).
 */
function MarkdownTable({ token }: { token: Tokens.Table }) {
  const { labels } = useMarkdownContext();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> groups form controls; this names a scrolling table.
    <div
      data-slot="dsa-table-wrapper"
      role="group"
      aria-label={labels.table}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard to be scrolled.
      tabIndex={0}
      className={classes.tableWrapper}
    >
      <table data-slot="dsa-table" className={classes.table}>
        <thead data-slot="dsa-table-head">
          <TableRow row={token.header} header />
        </thead>
        <tbody data-slot="dsa-table-body">
          {token.rows.map((row, rowPosition) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and only ever appended.
            <TableRow key={rowPosition} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One row, of header or body cells; memoised, so a streaming table re-renders only rows whose cells changed. */
const TableRow = memo(function TableRow({
  row,
  header = false,
}: {
  row: readonly Tokens.TableCell[];
  header?: boolean;
}) {
  return (
    <tr data-slot="dsa-table-row">
      {row.map((cell, position) => {
        const Cell = header && cell.text.trim() !== "" ? "th" : "td";
        return (
          <Cell
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional, fixed by the delimiter row.
            key={position}
            scope={Cell === "th" ? "col" : undefined}
            data-slot={header ? "dsa-table-header-cell" : "dsa-table-cell"}
            data-align={cell.align ?? undefined}
            className={`${header ? classes.tableHeaderCell : classes.tableCell} ${alignClass(cell.align)}`}
          >
            {renderInline(cell.tokens)}
          </Cell>
        );
      })}
    </tr>
  );
});
