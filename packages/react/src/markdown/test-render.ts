import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { StreamingMarkdown, type StreamingMarkdownProps } from "./streaming-markdown.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts `StreamingMarkdown` into a detached container (for jsdom tests) and re-renders it with new props. */
export function mountMarkdown(props: StreamingMarkdownProps) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const render = (next: StreamingMarkdownProps) => {
    act(() => root.render(createElement(StreamingMarkdown, next)));
  };
  render(props);
  return {
    container,
    render,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
