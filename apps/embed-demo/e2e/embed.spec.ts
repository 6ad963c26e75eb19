import { expect, test } from "@playwright/test";
import { failNextQuestion } from "../../../e2e/helpers.ts";
import {
  askAndAwaitAnswer,
  demoUrl,
  hostPages,
  panelStyles,
  recordCspViolations,
  requestFor,
  snapshotHost,
  widget,
} from "./embed-helpers.ts";

test.beforeEach(async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  (page as unknown as { problems: string[] }).problems = problems;
});

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.annotations.some((annotation) => annotation.type === "expects-console-errors")) return;
  expect((page as unknown as { problems: string[] }).problems).toEqual([]);
});

for (const host of hostPages) {
  test.describe(`on a page with ${host.name}`, () => {
    test("opens with a click, asks, and streams the answer with sources", async ({ page }) => {
      await page.goto(demoUrl + host.path);
      await widget.trigger(page).click();
      await expect(widget.panel(page)).toBeVisible();
      await expect(widget.input(page)).toBeFocused();
      await expect(widget.trigger(page)).toHaveAttribute("aria-expanded", "true");
      const answer = await askAndAwaitAnswer(page, `How do I install the CLI? (${host.name}, click)`);
      await expect(answer.locator("[data-slot='dsa-source-link']").first()).toHaveAttribute("href", /^http/);
    });

    test("opens with Ctrl+I, but not while the reader types in the page's field", async ({ page }) => {
      await page.goto(demoUrl + host.path);
      await expect(widget.trigger(page)).toBeVisible();
      await page.locator("#host-input").focus();
      await page.keyboard.press("Control+I");
      await page.waitForTimeout(300);
      await expect(widget.panel(page)).toHaveCount(0);

      await page.locator("#intro").click();
      await page.keyboard.press("Control+I");
      await expect(widget.panel(page)).toBeVisible();
      await askAndAwaitAnswer(page, `What does the CLI deploy? (${host.name}, shortcut)`);
      await page.keyboard.press("Escape");
      await expect(widget.panel(page)).toHaveCount(0);
      await expect(widget.trigger(page)).toHaveAttribute("aria-expanded", "false");
    });

    test("leaves every computed style and box of the page's own elements as they were", async ({ page }) => {
      await page.goto(`${demoUrl}${host.path}?manual`);
      await page.waitForFunction(() => window.DocsAssistant !== undefined);
      await expect(page.locator("docs-assistant")).toHaveCount(0);
      const before = await snapshotHost(page);

      await page.evaluate(() => window.DocsAssistant?.init({ domain: "acme" }));
      await widget.trigger(page).click();
      await expect(widget.panel(page)).toBeVisible();
      if (await page.locator("#install-code").count()) {
        await expect(page.locator("dsa-ask-ai")).toHaveCount(1);
      }
      const after = await snapshotHost(page);
      // The page-context watcher positions a static <pre> relative so its "Ask AI" control can sit inside it;
      // the computed insets follow from that. Everything else about the <pre> must stay.
      const positioning = [
        "position",
        "top",
        "right",
        "bottom",
        "left",
        "inset-block-start",
        "inset-block-end",
      ];
      for (const snapshot of [before, after]) {
        for (const property of [...positioning, "inset-inline-start", "inset-inline-end"]) {
          delete snapshot["#install-code"]?.[property];
        }
      }
      expect(after).toEqual(before);
    });

    // The bare page is the reference the others are compared with.
    if (host.path === "/") return;
    test("looks the same as on the bare page", async ({ page, browser }) => {
      const reference = await browser.newPage();
      await reference.goto(demoUrl);
      await widget.trigger(reference).click();
      await expect(widget.panel(reference)).toBeVisible();

      await page.goto(demoUrl + host.path);
      await widget.trigger(page).click();
      await expect(widget.panel(page)).toBeVisible();
      // Transitions on the page (hostile CSS animates everything) must not reach the widget either.
      await page.waitForTimeout(250);
      await reference.waitForTimeout(250);
      const expected = await panelStyles(reference);
      expect(Object.keys(expected)).toEqual([
        "panel",
        "header",
        "title",
        "input",
        "send",
        "close",
        "trigger",
      ]);
      expect(await panelStyles(page)).toEqual(expected);
      await reference.close();
    });
  });
}

test("before any intent only the launcher script loads; hovering the trigger loads the panel", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(demoUrl);
  await expect(widget.trigger(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(scripts).toEqual(["/embed/docs-assistant.js"]);

  await widget.trigger(page).hover();
  await expect.poll(() => scripts.some((path) => /^\/embed\/panel-[\w-]+\.js$/.test(path))).toBe(true);
  await expect(widget.panel(page)).toHaveCount(0);
});

test("a page with code blocks also loads the page-context controls, but not the panel", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${demoUrl}/hostile.html`);
  await expect(page.locator("dsa-ask-ai")).toHaveCount(1);
  expect(scripts).toHaveLength(2);
  expect(scripts[0]).toBe("/embed/docs-assistant.js");
  expect(scripts[1]).toMatch(/^\/embed\/page-context-[\w-]+\.js$/);
});

test("the script included twice makes one widget", async ({ page }) => {
  await page.goto(`${demoUrl}/twice.html`);
  await expect(widget.trigger(page)).toBeVisible();
  await page.evaluate(() => window.DocsAssistant?.init({ domain: "acme" }));
  await expect(page.locator("docs-assistant")).toHaveCount(1);
  await expect(widget.trigger(page)).toHaveCount(1);
  // The first tag's options won: the second asked for the dark theme.
  await expect(widget.trigger(page)).toHaveAttribute("data-theme", "auto");
});

test("selected text goes with the question as context", async ({ page }) => {
  await page.goto(demoUrl);
  await page.locator("#selectable").selectText();
  const control = page.locator("dsa-ask-ai button");
  await expect(control).toBeVisible();
  await control.click();
  await expect(widget.panel(page)).toBeVisible();
  await expect(page.locator("[data-slot='dsa-context-chip']")).toHaveCount(1);

  const question = "What does this sentence mean?";
  await askAndAwaitAnswer(page, question);
  const request = await requestFor(page, question);
  expect(request.body.context).toEqual([
    {
      type: "textSelection",
      value: "The Acme CLI deploys static sites to the edge in seconds, with previews for every branch.",
      path: "/",
      elementId: "selectable",
    },
  ]);
  await expect(page.locator("[data-slot='dsa-context-chip']")).toHaveCount(0);
});

test("a failed question keeps the typed question and its chip, and Retry sends them", async ({
  page,
}, testInfo) => {
  // The browser logs the failed request itself.
  testInfo.annotations.push({ type: "expects-console-errors", description: "a 500 response" });
  await failNextQuestion(page);
  await page.goto(demoUrl);
  await page.locator("#selectable").selectText();
  await page.locator("dsa-ask-ai button").click();
  const chips = page.locator("[data-slot='dsa-context-chip']");
  await expect(chips).toHaveCount(1);

  const question = "Why would this sentence fail?";
  await widget.input(page).fill(question);
  await widget.input(page).press("Enter");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("having trouble");
  await expect(widget.input(page)).toHaveValue(question);
  await expect(chips).toHaveCount(1);

  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(widget.answers(page)).toHaveCount(1);
  await expect(widget.answers(page).first()).toHaveAttribute("data-status", "done", { timeout: 15_000 });
  await expect(chips).toHaveCount(0);
  const request = await requestFor(page, question);
  expect(request.body.context?.map((item) => item.type)).toEqual(["textSelection"]);
});

test("with the panel open, a code block's Ask AI adds its chip and the panel stays", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await page.goto(`${demoUrl}/hostile.html`);
  await widget.trigger(page).click();
  await expect(widget.panel(page)).toBeVisible();
  await widget.input(page).fill("What does this do?");
  await page.locator("dsa-ask-ai button").click();
  await expect(page.locator("[data-slot='dsa-context-chip']")).toHaveCount(1);
  await expect(widget.panel(page)).toBeVisible();
  await expect(widget.input(page)).toHaveValue("What does this do?");
});

test("data-labels also translates the page's Ask AI controls", async ({ page }) => {
  const labels = { askSelection: "Fragen", askSelectionDescription: "Die KI zur Auswahl fragen" };
  await page.route(`${demoUrl}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<script src="/embed/docs-assistant.js"',
      `<script data-labels='${JSON.stringify(labels)}' src="/embed/docs-assistant.js"`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(demoUrl);
  await page.locator("#selectable").selectText();
  await expect(page.getByRole("button", { name: labels.askSelectionDescription })).toHaveText(
    labels.askSelection,
  );
});

test("window.DocsAssistant: queued ask with context, events, reset and destroy", async ({ page }) => {
  await page.goto(demoUrl);
  const question = "Which command deploys a site?";
  await page.evaluate((text) => {
    const events: string[] = [];
    (window as unknown as { events: string[] }).events = events;
    const api = window.DocsAssistant;
    if (!api) throw new Error("no API");
    for (const name of ["open", "close", "question", "answer"] as const)
      api.on(name, () => events.push(name));
    api.ask(text, { context: [{ type: "code", value: "acme deploy ./site" }] });
  }, question);
  await expect(widget.panel(page)).toBeVisible();
  const answer = widget.answers(page).last();
  await expect(answer).toHaveAttribute("data-status", "done", { timeout: 15_000 });
  const request = await requestFor(page, question);
  expect(request.body.context).toEqual([{ type: "code", value: "acme deploy ./site" }]);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events))
    .toEqual(["open", "question", "answer"]);

  await page.evaluate(() => window.DocsAssistant?.reset());
  await expect(widget.answers(page)).toHaveCount(0);
  await page.evaluate(() => window.DocsAssistant?.close());
  await expect(widget.panel(page)).toHaveCount(0);
  await page.evaluate(() => window.DocsAssistant?.destroy());
  await expect(page.locator("docs-assistant")).toHaveCount(0);
});

test("an admin key is refused with a console error and no widget", async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: "expects-console-errors" });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${demoUrl}/?manual`);
  await page.waitForFunction(() => window.DocsAssistant !== undefined);
  await page.evaluate(() => window.DocsAssistant?.init({ domain: "acme", apiKey: "svc_admin_secret" }));
  await expect(page.locator("docs-assistant")).toHaveCount(0);
  expect(errors.join("\n")).toContain("refused an admin key (svc_…)");
});

test("the strict CSP page reports no violation", async ({ page }) => {
  await page.goto(`${demoUrl}/strict-csp.html`);
  const violations = await recordCspViolations(page);
  await widget.trigger(page).click();
  await askAndAwaitAnswer(page, "Does it work under a strict policy?");
  expect(await violations()).toEqual([]);
});

test("the modal layout on the strict CSP page locks the page's scroll with no violation and no shift", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 300 });
  await page.goto(`${demoUrl}/strict-csp.html`);
  const violations = await recordCspViolations(page);
  await page.evaluate(() => window.DocsAssistant?.update({ layout: "modal" }));
  const scrollable = () => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
  expect(await scrollable()).toBe(true);
  const pageState = () =>
    page.evaluate(() => ({
      overflow: getComputedStyle(document.body).overflow,
      // The heading's top margin collapses through the body's, and the lock must not stop that; the
      // scrollbar's width is made up for.
      box: JSON.stringify(document.querySelector("h1")?.getBoundingClientRect()),
    }));
  const before = await pageState();

  await widget.trigger(page).click();
  await expect(widget.panel(page)).toBeVisible();
  await expect(widget.panel(page)).toHaveAttribute("data-layout", "modal");
  const open = await pageState();
  expect(open.overflow).toBe("hidden");
  expect(open.box).toBe(before.box);

  await page.keyboard.press("Escape");
  await expect(widget.panel(page)).toHaveCount(0);
  expect(await pageState()).toEqual(before);
  expect(await violations()).toEqual([]);
});

test("on a phone-sized screen the panel is a full-width sheet that answers and gives the page back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(demoUrl);
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  const before = await bodyOverflow();
  await widget.trigger(page).click();
  await expect(widget.panel(page)).toHaveAttribute("data-layout", "sheet");
  const box = await widget.panel(page).boundingBox();
  expect(box).toMatchObject({ x: 0, width: 390 });
  await expect(widget.input(page)).toBeFocused();
  await askAndAwaitAnswer(page, "How do I install the CLI? (phone)");
  expect(await bodyOverflow()).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(widget.panel(page)).toHaveCount(0);
  expect(await bodyOverflow()).toBe(before);
  await expect(widget.trigger(page)).toBeFocused();
});

test("the page themes the widget through --dsa-* variables and ::part(), and moves it to the left", async ({
  page,
}) => {
  await page.goto(demoUrl);
  await page.addStyleTag({
    content:
      ":root { --dsa-accent: rgb(1, 2, 3); } docs-assistant::part(trigger) { bottom: 40px; } docs-assistant::part(panel) { border-top-width: 5px; }",
  });
  const trigger = widget.trigger(page);
  await expect(trigger).toHaveCSS("background-color", "rgb(1, 2, 3)");
  await expect(trigger).toHaveCSS("bottom", "40px");

  await page.evaluate(() => window.DocsAssistant?.update({ position: "bottom-left" }));
  const box = await trigger.boundingBox();
  expect(box?.x).toBe(16);

  await trigger.click();
  await expect(widget.panel(page)).toHaveCSS("border-top-width", "5px");
  await expect(page.locator("[data-slot='dsa-send']")).toHaveCSS("background-color", "rgb(1, 2, 3)");
  const panelBox = await widget.panel(page).boundingBox();
  expect(panelBox?.x).toBe(16);
});

test("the launcher toggles the panel, and focus returns to it after Escape", async ({ page }) => {
  await page.goto(demoUrl);
  const trigger = widget.trigger(page);
  await trigger.click();
  await expect(widget.panel(page)).toBeVisible();
  await expect(widget.input(page)).toBeFocused();

  // A press that is not a primary click reaches the page's listeners at once, from the shadow host: it is still a
  // press on the trigger, not outside the panel. (Radix handles a primary press at its click, where the launcher's
  // own toggle closes the panel.)
  await trigger.click({ button: "right" });
  await page.waitForTimeout(100);
  await expect(widget.panel(page)).toBeVisible();

  await trigger.click();
  await expect(widget.panel(page)).toHaveCount(0);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  await expect(widget.panel(page)).toBeVisible();
  await expect(widget.input(page)).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(widget.panel(page)).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test("opened with the shortcut from a link of the page, Escape returns focus to that link", async ({
  page,
}) => {
  await page.goto(demoUrl);
  await expect(widget.trigger(page)).toBeVisible();
  await page.locator("#host-link").focus();
  await page.keyboard.press("Control+I");
  await expect(widget.input(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(widget.panel(page)).toHaveCount(0);
  await expect(page.locator("#host-link")).toBeFocused();
});

test("a press on the page outside the popover closes it", async ({ page }) => {
  await page.goto(demoUrl);
  await widget.trigger(page).click();
  await expect(widget.panel(page)).toBeVisible();
  await page.locator("#intro").click();
  await expect(widget.panel(page)).toHaveCount(0);
});
