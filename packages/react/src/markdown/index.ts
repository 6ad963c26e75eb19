export { CodeBlock, type CodeBlockProps } from "./code-block.tsx";
export type { MarkdownLabels } from "./markdown-context.ts";
export { isExternalHref, isSafeHref } from "./safe-href.ts";
export { type SplitSuggestionsResult, type Suggestion, splitSuggestions } from "./split-suggestions.ts";
export { StreamingMarkdown, type StreamingMarkdownProps } from "./streaming-markdown.tsx";
