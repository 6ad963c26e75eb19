import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/** The emulator the demo talks to (started by playwright.config.ts). */
const emulator = process.env.DOCS_DEMO_EMULATOR_URL ?? "http://127.0.0.1:8787";

// The emulator's next-scenario switch is global, so these run one after another.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: process.env.DOCS_DEMO_URL ?? "http://127.0.0.1:5173" });

interface RecordedRequest {
  version: string;
  body: {
    threadId?: string;
    threadKey?: string;
    currentPath?: string;
    messages: { parts: { text?: string }[] }[];
  };
}

/** Bodies the emulator received whose last message is `question`. */
async function requestsFor(page: Page, question: string) {
  const response = await page.request.get(`${emulator}/__emulator/requests`);
  const requests = (await response.json()) as RecordedRequest[];
  return requests.filter((request) =>
    request.body.messages.at(-1)?.parts.some((part) => part.text === question),
  );
}

async function nextScenario(page: Page, scenario: string) {
  const response = await page.request.post(`${emulator}/__emulator/next-scenario`, { data: { scenario } });
  expect(response.ok()).toBe(true);
}

const panel = (page: Page) => page.getByRole("dialog", { name: "Ask AI" });
const composer = (page: Page) => page.getByRole("textbox", { name: "Your question" });
const thread = (page: Page) => page.getByRole("log", { name: "Conversation" });

async function openAssistant(page: Page) {
  // The launcher, not the "Ask AI about this code" buttons on the page's code blocks.
  await page.getByRole("button", { name: /^Ask AI($| \()/ }).click();
  await expect(panel(page)).toBeVisible();
  await expect(composer(page)).toBeFocused();
}

async function ask(page: Page, question: string) {
  await composer(page).fill(question);
  await composer(page).press("Enter");
}

async function answerFinished(page: Page) {
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 15_000 });
  await expect(thread(page)).toHaveAttribute("aria-busy", "false");
}

test.beforeEach(async ({ page }) => {
  await page.goto("/getting-started");
  await expect(page.getByRole("heading", { level: 1, name: "Getting started" })).toBeVisible();
});

test("asks, streams, cites, and follows a source without reloading the page", async ({ page }) => {
  await openAssistant(page);
  await page.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });
  await ask(page, "How do I install the React component?");
  await expect(composer(page)).toHaveValue("");
  await expect(thread(page)).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("button", { name: "Stop answering" })).toBeVisible();
  await answerFinished(page);
  const answer = page.getByRole("article", { name: "Assistant" });
  await expect(answer).toContainText(/install/i);
  await expect(page.getByRole("status")).toHaveText(/^Answer ready\./);

  const sources = answer.getByRole("list", { name: "Sources" });
  const firstSource = sources.getByRole("link").first();
  const href = await firstSource.getAttribute("href");
  expect(new URL(href ?? "").origin).toBe(new URL(page.url()).origin);
  await firstSource.click();
  await expect(page).toHaveURL(new URL(href ?? "").pathname + (new URL(href ?? "").hash || ""));
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const requests = await requestsFor(page, "How do I install the React component?");
  expect(requests[0]?.body.currentPath).toBe("/getting-started");
});

test("a follow-up continues the same thread, also after a reload", async ({ page }) => {
  await openAssistant(page);
  await ask(page, "What is the emulator for?");
  await answerFinished(page);
  const followUps = page.getByRole("list", { name: "Follow-up questions" });
  const firstFollowUp = followUps.getByRole("button").first();
  const followUpQuestion = (await firstFollowUp.textContent()) ?? "";
  expect(followUpQuestion).not.toBe("");
  await firstFollowUp.click();
  await answerFinished(page);
  await expect(page.getByRole("article", { name: "You" }).nth(1)).toHaveText(followUpQuestion);
  const [followUp] = await requestsFor(page, followUpQuestion);
  expect(followUp?.body.threadId).toMatch(/\S/);
  const threadId = followUp?.body.threadId;

  await page.reload();
  await openAssistant(page);
  await expect(page.getByRole("article", { name: "You" })).toHaveCount(2);
  await expect(page.getByRole("article", { name: "You" }).first()).toHaveText("What is the emulator for?");
  await ask(page, "And how do I start it?");
  await answerFinished(page);
  const [afterReload] = await requestsFor(page, "And how do I start it?");
  expect(afterReload?.body.threadId).toBe(threadId);
  expect(afterReload?.body.threadKey).toBe(followUp?.body.threadKey);
  await expect(page.getByRole("article", { name: "Assistant" })).toHaveCount(3);
});

test("stop keeps the partial answer and the reader can ask again", async ({ page }) => {
  await openAssistant(page);
  await nextScenario(page, "long-answer");
  await ask(page, "Tell me everything");
  const answer = page.getByRole("article", { name: "Assistant" });
  await expect(answer).toContainText("This is a long answer");
  await page.getByRole("button", { name: "Stop answering" }).click();
  await answerFinished(page);
  const stoppedText = await answer.textContent();
  await page.waitForTimeout(300);
  expect(await answer.textContent()).toBe(stoppedText);
  await ask(page, "Thanks, how do I theme it?");
  await answerFinished(page);
  await expect(page.getByRole("article", { name: "Assistant" })).toHaveCount(2);
});

test("a server error offers a retry that answers", async ({ page }) => {
  await openAssistant(page);
  await nextScenario(page, "server-error");
  await ask(page, "How do I change the accent colour?");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("having trouble");
  await expect(composer(page)).toHaveValue("How do I change the accent colour?");
  await alert.getByRole("button", { name: "Retry" }).click();
  await answerFinished(page);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("article", { name: "You" })).toHaveText("How do I change the accent colour?");
  await expect(page.getByRole("article", { name: "Assistant" })).toContainText(/accent/i);
  await expect(composer(page)).toHaveValue("");
});

test("429: says when to retry and keeps the typed question", async ({ page }) => {
  await openAssistant(page);
  await nextScenario(page, "rate-limited");
  await ask(page, "What are the rate limits?");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(/Try again in \d+ s/);
  await expect(alert.getByRole("button", { name: "Retry" })).toBeDisabled();
  await expect(composer(page)).toHaveValue("What are the rate limits?");
  await expect(page.getByRole("article", { name: "You" })).toHaveCount(0);
});

test("a new conversation forgets the thread", async ({ page }) => {
  await openAssistant(page);
  await ask(page, "What is an API key?");
  await answerFinished(page);
  await page.getByRole("button", { name: "New conversation" }).click();
  await expect(panel(page).getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "How do I install the React component?" })).toBeVisible();
  await ask(page, "Where do I find my API key?");
  await answerFinished(page);
  const [fresh] = await requestsFor(page, "Where do I find my API key?");
  expect(fresh?.body.threadId).toBeUndefined();
  expect(fresh?.body.messages).toHaveLength(1);
});

test("Ctrl+I opens, Esc closes and focus returns; the page is axe-clean with the panel open", async ({
  page,
}) => {
  const sidebarLink = page
    .getByRole("navigation", { name: "Documentation" })
    .getByRole("link", { name: "Theming" });
  await sidebarLink.focus();
  await page.keyboard.press("Control+i");
  await expect(panel(page)).toBeVisible();
  await expect(composer(page)).toBeFocused();
  await ask(page, "How do I change the accent colour?");
  await answerFinished(page);

  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(sidebarLink).toBeFocused();
});

test("the v1 endpoint through the legacy adapter answers exactly as v2 does", async ({ browser }) => {
  const question = "How do I change the accent colour?";
  const answers: { text: string; sources: string[] }[] = [];
  for (const protocol of ["v2", "v1"]) {
    const context = await browser.newContext({
      baseURL: process.env.DOCS_DEMO_URL ?? "http://127.0.0.1:5173",
    });
    const page = await context.newPage();
    await page.goto(`/getting-started?protocol=${protocol}`);
    await openAssistant(page);
    await ask(page, question);
    await answerFinished(page);
    const answer = thread(page).locator("[data-slot='dsa-message'][data-role='assistant']").last();
    answers.push({
      text: ((await answer.locator("[data-slot='dsa-markdown']").textContent()) ?? "").trim(),
      sources: await answer.locator("[data-slot='dsa-source-link']").allInnerTexts(),
    });
    await context.close();
  }
  const [v2, v1] = answers;
  expect(v2?.text.length).toBeGreaterThan(40);
  expect(v2?.sources.length).toBeGreaterThan(0);
  expect(v1).toEqual(v2);
  const page = await browser.newPage();
  const versions = (await requestsFor(page, question)).map((request) => request.version);
  expect(versions).toEqual(expect.arrayContaining(["v1", "v2"]));
  await page.close();
});
