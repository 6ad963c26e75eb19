import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DocsAssistant } from "./index.ts";

// Runs in Node without a DOM: importing and rendering must not touch `window`, `document` or `localStorage`.
describe("DocsAssistant on the server", () => {
  const props = { baseUrl: "https://api.example.com", domain: "acme", apiKey: "svc_dsc_example" };

  it("renders the trigger, closed, with its shortcut for assistive technology", () => {
    const html = renderToString(createElement(DocsAssistant, props));
    expect(html).toContain('data-slot="dsa-trigger"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-keyshortcuts="Control+I Meta+I"');
    expect(html).toContain(">Ask AI</span>");
  });

  it("leaves the panel to the client even when it starts open", () => {
    const html = renderToString(createElement(DocsAssistant, { ...props, defaultOpen: true }));
    expect(html).toContain('data-state="open"');
    expect(html).not.toContain('role="dialog"');
  });

  it("renders the site's labels and direction", () => {
    const html = renderToString(
      createElement(DocsAssistant, { ...props, dir: "rtl", labels: { trigger: "اسأل" } }),
    );
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(">اسأل</span>");
  });
});
