// Playwright helpers the e2e suites of several packages and apps share.
import type { Page } from "@playwright/test";

/** Drags the mouse from the start of `phrase` to its end, inside the element matched by `selector`, as a reader selects text. */
export async function dragSelect(page: Page, selector: string, phrase: string): Promise<void> {
  const box = await page.locator(selector).evaluate((element, text) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const index = node.textContent?.indexOf(text) ?? -1;
      if (index === -1) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + text.length);
      const rects = range.getClientRects();
      const first = rects[0] as DOMRect;
      const last = rects[rects.length - 1] as DOMRect;
      return {
        x1: first.left + 1,
        y1: first.top + first.height / 2,
        x2: last.right - 1,
        y2: last.top + last.height / 2,
      };
    }
    throw new Error(`"${text}" not found`);
  }, phrase);
  await page.mouse.move(box.x1, box.y1);
  await page.mouse.down();
  await page.mouse.move(box.x2, box.y2, { steps: 5 });
  await page.mouse.up();
}

/**
 * Makes the next question the page sends to the v2 endpoint fail with the emulator's `server-error` scenario
 * (a 500); the questions after it are answered as usual.
 */
export async function failNextQuestion(page: Page): Promise<void> {
  let failed = false;
  await page.route("**/discovery/v2/assistant/**", async (route) => {
    if (failed || route.request().method() !== "POST") return route.continue();
    failed = true;
    await route.continue({
      headers: { ...route.request().headers(), "x-emulator-scenario": "server-error" },
    });
  });
}
