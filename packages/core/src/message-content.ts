import type { UIMessage } from "ai";

/** A page an answer drew on. */
export interface Source {
  /** Where the source links to: an absolute URL or a path on the docs site. */
  url: string;
  /** The page title (falls back to the path). */
  title: string;
}

/** The message's text: its text parts, joined. */
export function getMessageText(message: UIMessage): string {
  let text = "";
  for (const part of message.parts) if (part.type === "text") text += part.text;
  return text;
}

interface SearchResult {
  path?: unknown;
  url?: unknown;
  title?: unknown;
  metadata?: { title?: unknown } | null;
}

/** The results of a `search` tool output, which comes as a bare array or as `{ results: [...] }`. */
function searchResults(output: unknown): SearchResult[] {
  const list = Array.isArray(output) ? output : (output as { results?: unknown } | null)?.results;
  return Array.isArray(list)
    ? list.filter((item): item is SearchResult => !!item && typeof item === "object")
    : [];
}

/** Two links to the same page (absolute or relative, with or without a trailing slash or hash) share a key. */
function sourceKey(url: string): string {
  try {
    const parsed = new URL(url, "https://relative.invalid");
    return `${parsed.pathname.replace(/\/+$/, "") || "/"}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * The pages an answer cites: its `source-url` parts and the results of its `search` tool calls, in order of
 * appearance, de-duplicated by page (a titled entry fills in a missing title).
 */
export function getMessageSources(message: UIMessage): Source[] {
  const sources = new Map<string, Source>();
  const add = (url: unknown, title: unknown) => {
    if (typeof url !== "string" || url.length === 0) return;
    const key = sourceKey(url);
    const existing = sources.get(key);
    const cleanTitle = typeof title === "string" && title.trim() ? title.trim() : undefined;
    if (!existing) sources.set(key, { url, title: cleanTitle ?? url });
    else if (cleanTitle && existing.title === existing.url) existing.title = cleanTitle;
  };
  for (const part of message.parts) {
    if (part.type === "source-url") {
      add(part.url, part.title);
      continue;
    }
    const isSearchTool =
      part.type === "tool-search" ||
      (part.type === "dynamic-tool" && (part as { toolName?: string }).toolName === "search");
    if (!isSearchTool) continue;
    const { state, output } = part as { state?: string; output?: unknown };
    if (state !== "output-available") continue;
    for (const result of searchResults(output))
      add(result.url ?? result.path, result.metadata?.title ?? result.title);
  }
  return [...sources.values()];
}
