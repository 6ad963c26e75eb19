import { expect, type Page } from "@playwright/test";

/** The demo's static server and the emulator it points at (see playwright.config.ts). */
export const demoUrl = "http://127.0.0.1:4317";
export const emulatorUrl = "http://127.0.0.1:8797";

/** The host pages, each a docs page the widget must survive. */
export const hostPages = [
  { name: "bare", path: "/" },
  { name: "hostile CSS", path: "/hostile.html" },
  { name: "its own Tailwind", path: "/tailwind.html" },
  { name: "strict CSP", path: "/strict-csp.html" },
] as const;

/** Playwright's CSS engine pierces open shadow roots, so these reach inside `<docs-assistant>`. */
export const widget = {
  trigger: (page: Page) => page.locator("docs-assistant [data-slot='dsa-trigger']"),
  panel: (page: Page) => page.locator("[data-slot='dsa-panel']"),
  input: (page: Page) => page.locator("[data-slot='dsa-composer-input']"),
  answers: (page: Page) => page.locator("[data-slot='dsa-message'][data-role='assistant']"),
  sources: (page: Page) => page.locator("[data-slot='dsa-source-link']"),
};

/** Sends `question` through the composer and waits for the streamed answer with its sources. */
export async function askAndAwaitAnswer(page: Page, question: string) {
  await widget.input(page).fill(question);
  await widget.input(page).press("Enter");
  const answer = widget.answers(page).last();
  await expect(answer).toHaveAttribute("data-status", "done", { timeout: 15_000 });
  // The answer's text: rendered Markdown, or plain text where the renderer is not in use.
  await expect(
    answer.locator("[data-slot='dsa-markdown'], [data-slot='dsa-answer-text']").first(),
  ).not.toBeEmpty();
  await expect(answer.locator("[data-slot='dsa-source-link']").first()).toBeVisible();
  return answer;
}

/** One assistant request the emulator received. */
export interface RecordedRequest {
  version: string;
  domain: string;
  body: {
    messages: Array<{ role: string; parts?: Array<{ type: string; text?: string }> }>;
    context?: Array<{ type: string; value: string; path?: string; elementId?: string }>;
    currentPath?: string;
  };
}

/** The request the emulator received for `question` (its last user message). */
export async function requestFor(page: Page, question: string): Promise<RecordedRequest> {
  let found: RecordedRequest | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${emulatorUrl}/__emulator/requests`);
      const requests = (await response.json()) as RecordedRequest[];
      found = requests.find((request) => {
        const last = request.body.messages.at(-1);
        return last?.parts?.some((part) => part.text === question);
      });
      return found !== undefined;
    })
    .toBe(true);
  return found as RecordedRequest;
}

/** Host elements whose computed style and box must not change when the widget mounts and opens. */
const hostSelectors = [
  "html",
  "body",
  "main",
  "h1",
  "#selectable",
  "#note",
  "#host-link",
  "#host-button",
  "#host-input",
  "#host-code",
  "#install-code",
];

/**
 * Every computed property (custom properties aside) and the bounding box of the host's own elements, plus the
 * viewport's usable width, which a scroll lock would change.
 */
export function snapshotHost(page: Page) {
  return page.evaluate((selectors) => {
    const snapshot: Record<string, Record<string, string>> = {};
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (!element) continue;
      const style = getComputedStyle(element);
      const values: Record<string, string> = {};
      for (const property of Array.from(style)) {
        if (!property.startsWith("--")) values[property] = style.getPropertyValue(property);
      }
      const box = element.getBoundingClientRect();
      values["(box)"] = [box.x, box.y, box.width, box.height].join(",");
      snapshot[selector] = values;
    }
    snapshot["(viewport)"] = {
      clientWidth: String(document.documentElement.clientWidth),
      scrollWidth: String(document.documentElement.scrollWidth),
      scrollHeight: String(document.documentElement.scrollHeight),
    };
    return snapshot;
  }, hostSelectors);
}

/** Key computed styles of the open panel and its parts, to compare one host with another. */
export function panelStyles(page: Page) {
  return page.evaluate(() => {
    const find = (selector: string) => {
      const host = document.querySelector("docs-assistant");
      return host?.shadowRoot?.querySelector(selector) ?? undefined;
    };
    const properties = [
      "font-family",
      "font-size",
      "line-height",
      "letter-spacing",
      "text-transform",
      "color",
      "background-color",
      "border-radius",
      "border-top-width",
      "padding-top",
      "padding-left",
      "width",
      "height",
      "box-shadow",
      "display",
      "position",
    ];
    const parts = {
      panel: "[data-slot='dsa-panel']",
      header: "[data-slot='dsa-header']",
      title: "[data-slot='dsa-title']",
      input: "[data-slot='dsa-composer-input']",
      send: "[data-slot='dsa-send']",
      close: "[data-slot='dsa-close']",
      trigger: "[data-slot='dsa-trigger']",
    };
    const result: Record<string, Record<string, string>> = {};
    for (const [name, selector] of Object.entries(parts)) {
      const element = find(selector);
      if (!element) continue;
      const style = getComputedStyle(element);
      result[name] = Object.fromEntries(
        properties.map((property) => [property, style.getPropertyValue(property)]),
      );
    }
    return result;
  });
}

/**
 * Starts recording the page's Content Security Policy violations; the returned function reads them (as
 * "directive blocked-URI").
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
