import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { dragSelect, failNextQuestion } from "../../../e2e/helpers.ts";

/**
 * Page context on the demo site: "Ask AI" on selected text and on code blocks attaches chips, and the request
 * body the emulator received carries them as `context`, with `currentPath` following the page. Every test asks
 * its own question and finds its request by it, so the other spec sharing this emulator cannot interfere.
 */
const emulator = process.env.DOCS_DEMO_EMULATOR_URL ?? "http://127.0.0.1:8787";
test.use({ baseURL: process.env.DOCS_DEMO_URL ?? "http://127.0.0.1:5173" });

interface RecordedRequest {
  body: {
    currentPath?: string;
    context?: { type: string; value: string; path?: string; elementId?: string }[];
    messages: { parts: { text?: string }[] }[];
  };
}

/** Bodies the emulator received whose last message is `question`. */
async function requestsFor(page: Page, question: string) {
  const response = await page.request.get(`${emulator}/__emulator/requests`);
  const requests = (await response.json()) as RecordedRequest[];
  return requests
    .filter((request) => request.body.messages.at(-1)?.parts.some((part) => part.text === question))
    .map((request) => request.body);
}

const panel = (page: Page) => page.getByRole("dialog", { name: "Ask AI" });
const composer = (page: Page) => page.getByRole("textbox", { name: "Your question" });
const chips = (page: Page) =>
  panel(page).getByRole("list", { name: "Attached context" }).getByRole("listitem");
const selectionButton = (page: Page) => page.getByRole("button", { name: "Ask AI about the selected text" });
const codeButtons = (page: Page) => page.getByRole("button", { name: "Ask AI about this code" });

/** Types `question` into the composer and sends it, then waits for the answer to finish. */
async function ask(page: Page, question: string) {
  await composer(page).fill(question);
  await composer(page).press("Enter");
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("log", { name: "Conversation" })).toHaveAttribute("aria-busy", "false");
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

const installSentence = "It needs React 19 and the Vercel AI SDK";
/** The context item that selecting {@link installSentence} attaches. */
const installSentenceItem = {
  type: "textSelection",
  value: installSentence,
  path: "/getting-started",
  elementId: "install-the-package",
};
const installCode = "```bash\nnpm i @docs-assistant/react ai\n```";

test.beforeEach(async ({ page }) => {
  await page.goto("/getting-started");
  await expect(page.getByRole("heading", { level: 1, name: "Getting started" })).toBeVisible();
  // The controls start once the page is idle; code blocks get theirs then.
  await expect(codeButtons(page).first()).toBeAttached();
});

test("selected text: Ask AI attaches it, the question carries it as textSelection with currentPath", async ({
  page,
}) => {
  await dragSelect(page, ".prose", installSentence);
  await selectionButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(composer(page)).toBeFocused();
  await expect(chips(page)).toHaveCount(1);
  await expect(chips(page).first()).toContainText("Selection");
  await expect(chips(page).first()).toContainText(installSentence);

  const question = "What does this sentence require?";
  await ask(page, question);
  const [body] = await requestsFor(page, question);
  expect(body?.context).toEqual([installSentenceItem]);
  expect(body?.currentPath).toBe("/getting-started");
  // Sent, so the chips are used up: the next question goes without them.
  await expect(chips(page)).toHaveCount(0);
  const followUp = "And without that sentence?";
  await ask(page, followUp);
  const [next] = await requestsFor(page, followUp);
  expect(next?.context).toBeUndefined();
  expect(next?.currentPath).toBe("/getting-started");
});

test("a selection made with the keyboard: Tab reaches Ask AI and Enter attaches it", async ({ page }) => {
  // Chromium extends with Shift+arrows only a range that exists (no caret browsing), so start from a word.
  const paragraph = page.locator(".prose p").filter({ hasText: "ships in" });
  await paragraph.dblclick({ position: { x: 2, y: 8 } });
  for (let step = 0; step < 6; step += 1) await page.keyboard.press("Shift+ArrowRight");
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe("The React");
  await expect(selectionButton(page)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(selectionButton(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(composer(page)).toBeFocused();
  await expect(chips(page)).toHaveCount(1);

  const question = "What are these words about?";
  await page.keyboard.type(question);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 15_000 });
  const [body] = await requestsFor(page, question);
  expect(body?.context).toEqual([
    { type: "textSelection", value: "The React", path: "/getting-started", elementId: "install-the-package" },
  ]);
});

test("a code block's Ask AI attaches its code, fenced with its language", async ({ page }) => {
  await codeButtons(page).first().click();
  await expect(panel(page)).toBeVisible();
  await expect(chips(page)).toHaveCount(1);
  await expect(chips(page).first()).toContainText("Code");
  await expect(chips(page).first()).toContainText("npm i @docs-assistant/react ai");

  const question = "What does this command install?";
  await ask(page, question);
  const [body] = await requestsFor(page, question);
  expect(body?.context).toEqual([
    { type: "code", value: installCode, path: "/getting-started", elementId: "install-the-package" },
  ]);
  expect(body?.currentPath).toBe("/getting-started");
});

/** Attaches the install sentence, closes the panel (the chip stays), then attaches the first code block. */
async function attachSentenceAndCode(page: Page) {
  await dragSelect(page, ".prose", installSentence);
  await selectionButton(page).click();
  await expect(chips(page)).toHaveCount(1);
  // The popover covers the code block's button; the reader closes it, and the attached chip waits.
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await codeButtons(page).first().click();
  await expect(chips(page)).toHaveCount(2);
}

test("with the panel open, a code block's Ask AI adds its chip to the conversation and the panel stays", async ({
  page,
}) => {
  // Wide enough that the popover leaves the first code block's button uncovered.
  await page.setViewportSize({ width: 1600, height: 900 });
  await dragSelect(page, ".prose", installSentence);
  await selectionButton(page).click();
  await expect(chips(page)).toHaveCount(1);
  await composer(page).fill("How do these two relate?");
  await page.evaluate(() => {
    const counts = { removed: 0 };
    Object.assign(window, { panelRemovals: counts });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (
            node instanceof Element &&
            (node.matches("[data-slot='dsa-panel']") || node.querySelector("[data-slot='dsa-panel']"))
          ) {
            counts.removed += 1;
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });

  await codeButtons(page).first().click();
  await expect(chips(page)).toHaveCount(2);
  await expect(panel(page)).toBeVisible();
  await expect(composer(page)).toHaveValue("How do these two relate?");
  expect(
    await page.evaluate(
      () => (window as unknown as { panelRemovals: { removed: number } }).panelRemovals.removed,
    ),
  ).toBe(0);
});

test("two chips at once go out together, in the order attached", async ({ page }) => {
  await attachSentenceAndCode(page);

  const question = "How do these two relate?";
  await ask(page, question);
  const [body] = await requestsFor(page, question);
  expect(body?.context?.map((item) => [item.type, item.value])).toEqual([
    ["textSelection", installSentence],
    ["code", installCode],
  ]);
});

test("a removed chip is not sent", async ({ page }) => {
  await attachSentenceAndCode(page);
  await panel(page).getByRole("button", { name: "Remove context: npm i @docs-assistant/react ai" }).click();
  await expect(chips(page)).toHaveCount(1);
  await expect(composer(page)).toBeFocused();

  const question = "Only the sentence, please?";
  await ask(page, question);
  const [body] = await requestsFor(page, question);
  expect(body?.context).toEqual([installSentenceItem]);
});

test("after client-side navigation, currentPath and the new page's code blocks follow", async ({ page }) => {
  await page.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });
  await page
    .getByRole("navigation", { name: "Documentation" })
    .getByRole("link", { name: "Theming" })
    .click();
  await expect(page).toHaveURL(/\/theming$/);
  await expect(page.getByRole("heading", { level: 1, name: "Theming" })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  const cssBlock = page.locator(".prose pre").filter({ hasText: "--dsa-accent: #0f766e" });
  await cssBlock.getByRole("button", { name: "Ask AI about this code" }).click();
  await expect(chips(page)).toHaveCount(1);
  const question = "Where do these variables go?";
  await ask(page, question);
  const [body] = await requestsFor(page, question);
  expect(body?.currentPath).toBe("/theming");
  expect(body?.context).toHaveLength(1);
  expect(body?.context?.[0]).toMatchObject({ type: "code", path: "/theming", elementId: "css-variables" });
  expect(body?.context?.[0]?.value).toMatch(/^```css\n\[data-slot="dsa-root"\] \{/);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Getting started" })).toBeVisible();
  const back = "And on this page?";
  await ask(page, back);
  expect((await requestsFor(page, back))[0]?.currentPath).toBe("/getting-started");
});

test("a failed question keeps both the typed question and its chips, and Retry sends them", async ({
  page,
}) => {
  await failNextQuestion(page);
  await codeButtons(page).first().click();
  const question = "Why does this command fail?";
  await composer(page).fill(question);
  await composer(page).press("Enter");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("having trouble");
  await expect(composer(page)).toHaveValue(question);
  await expect(chips(page)).toHaveCount(1);
  await expect(chips(page).first()).toContainText("npm i @docs-assistant/react ai");

  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("article", { name: "Assistant" })).toHaveCount(1);
  await expect(chips(page)).toHaveCount(0);
  // The emulator records the failed request too: both carried the chip.
  const bodies = await requestsFor(page, question);
  expect(bodies.map((body) => body.context?.map((item) => item.value))).toEqual([
    [installCode],
    [installCode],
  ]);
});

test("a block marked data-dsa-ignore gets no button; the page with chips and controls is axe-clean", async ({
  page,
}) => {
  const blocks = page.locator(".prose pre");
  const count = await blocks.count();
  await expect(codeButtons(page)).toHaveCount(count);
  // A re-render replaces the first block with one the site opted out.
  await page
    .locator(".prose pre")
    .first()
    .evaluate((pre) => {
      const copy = pre.cloneNode(true) as HTMLElement;
      copy.querySelector("dsa-ask-ai")?.remove();
      copy.setAttribute("data-dsa-ignore", "");
      pre.replaceWith(copy);
    });
  await expect(codeButtons(page)).toHaveCount(count - 1);

  await codeButtons(page).first().click();
  await expect(chips(page)).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await dragSelect(page, ".prose", installSentence);
  await expect(selectionButton(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
