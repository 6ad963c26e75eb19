import { corpusPages } from "@docs-assistant/emulator";
import { createV1Transport } from "@docs-assistant/legacy-v4";
import { DocsAssistant } from "@docs-assistant/react";
import type { MouseEvent } from "react";
import { assistantConfig } from "./assistant-config.ts";
import { DocPage } from "./doc-page.tsx";
import { useHistoryLocation } from "./use-history-location.ts";

const pages = [...corpusPages].sort(
  (left, right) => Number(left.frontMatter.order ?? 99) - Number(right.frontMatter.order ?? 99),
);
const firstPage = pages[0];

const starters = [
  "How do I install the React component?",
  "How do I change the accent colour?",
  "What happens when I hit the rate limit?",
];

const layouts = ["popover", "modal", "side-panel"] as const;
const requestedLayout = new URLSearchParams(location.search).get("layout");
const layout = layouts.find((name) => name === requestedLayout) ?? "popover";
/** `?protocol=v1` talks to the deprecated v1 endpoint through the legacy adapter; the widget is the same. */
const transport =
  new URLSearchParams(location.search).get("protocol") === "v1" ? createV1Transport : undefined;

/** The demo documentation site: header, sidebar, page, and the assistant. */
export function App() {
  const { pathname, navigate } = useHistoryLocation();
  const page =
    pages.find((candidate) => candidate.path === pathname) ?? (pathname === "/" ? firstPage : undefined);

  /** Links to this site's pages navigate in place instead of reloading. */
  const followInternalLink = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const target = new URL(href, location.href);
    if (target.origin !== location.origin || !pages.some((candidate) => candidate.path === target.pathname))
      return;
    event.preventDefault();
    navigate(target.pathname + target.hash);
  };

  return (
    <div className="site">
      <header className="site-header">
        <a className="brand" href="/" onClick={(event) => followInternalLink("/", event)}>
          Acme Docs
        </a>
        <span className="badge">
          {assistantConfig.baseUrl.includes("127.0.0.1:8787") ? "emulator" : "live"}
        </span>
      </header>
      <div className="site-body">
        <nav className="sidebar" aria-label="Documentation">
          <ul>
            {pages.map((candidate) => (
              <li key={candidate.path}>
                <a
                  href={candidate.path}
                  aria-current={candidate === page ? "page" : undefined}
                  onClick={(event) => followInternalLink(candidate.path, event)}
                >
                  {candidate.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className="content">
          {page ? (
            <DocPage page={page} />
          ) : (
            <article className="doc-page">
              <h1>Page not found</h1>
              <p>There is no page at {pathname}.</p>
            </article>
          )}
        </main>
      </div>
      <DocsAssistant
        baseUrl={assistantConfig.baseUrl}
        domain={assistantConfig.domain}
        apiKey={assistantConfig.apiKey}
        layout={layout}
        transport={transport}
        starters={starters}
        contentRoot=".content"
        onSourceClick={(source, event) => followInternalLink(source.url, event)}
        onLinkClick={followInternalLink}
      />
    </div>
  );
}
