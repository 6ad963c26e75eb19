import { readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { build, defaultClientConditions } from "vite";
import { dragSelect } from "../../../e2e/helpers.ts";

/*
 * The framework-free page-context module in Chromium, as the script-tag embed will load it: built on its own
 * with Vite, imported by a plain HTML page, driven with a real mouse and keyboard.
 */

const here = fileURLToPath(new URL(".", import.meta.url));
const outDir = join(tmpdir(), `dsa-page-context-${process.pid}`);
let server: Server;
let origin: string;

test.beforeAll(async () => {
  await build({
    configFile: false,
    logLevel: "warn",
    resolve: { conditions: ["@docs-assistant/source", ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: join(here, "../src/page-context/dom.ts"),
        formats: ["es"],
        fileName: () => "page-context.js",
      },
    },
  });
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const files: Record<string, [string, string]> = {
      "/page-context.js": [join(outDir, "page-context.js"), "text/javascript"],
      "/hostile.css": [join(here, "fixtures/hostile.css"), "text/css"],
    };
    const [file, type] = files[path] ?? [join(here, "fixtures/page-context.html"), "text/html"];
    response.setHeader("content-type", type);
    response.end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(outDir, { recursive: true, force: true });
});

async function open(page: Page, query = "") {
  await page.goto(`${origin}/docs/page-context${query}`);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

const asked = (page: Page) => page.evaluate(() => (window as unknown as { asked: unknown[] }).asked);
const selectionButton = (page: Page) => page.getByRole("button", { name: "Ask AI about the selected text" });

test("a mouse selection gets an Ask AI button above it that sends the selected text", async ({ page }) => {
  await open(page);
  await dragSelect(page, "#install + p", "your package manager");
  const button = selectionButton(page);
  await expect(button).toBeVisible();
  const selectionBox = await page.evaluate(() => {
    const rect = document.getSelection()?.getRangeAt(0).getBoundingClientRect();
    return { top: rect?.top ?? 0, left: rect?.left ?? 0 };
  });
  const buttonBox = await button.boundingBox();
  expect(buttonBox?.y).toBeLessThan(selectionBox.top);
  expect(Math.abs((buttonBox?.x ?? 0) - selectionBox.left)).toBeLessThan(2);
  await button.click();
  expect(await asked(page)).toEqual([
    {
      type: "textSelection",
      value: "your package manager",
      path: "/docs/page-context",
      elementId: "install",
    },
  ]);
  await expect(button).toBeHidden();
  expect(await page.evaluate(() => document.getSelection()?.toString())).toBe("your package manager");
});

test("a selection changed with the keyboard gets the button, Tab reaches it, Enter asks, Escape dismisses", async ({
  page,
}) => {
  await open(page);
  // Chromium only lets Shift+arrows extend a range that exists (without caret browsing), so start from a word.
  await page.locator("#first").dblclick({ position: { x: 2, y: 10 } });
  for (let step = 0; step < 4; step += 1) await page.keyboard.press("Shift+ArrowRight");
  await expect(selectionButton(page)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(selectionButton(page)).toBeFocused();
  await page.keyboard.press("Enter");
  expect(await asked(page)).toEqual([
    { type: "textSelection", value: "Answers get", path: "/docs/page-context", elementId: "first" },
  ]);

  await page.keyboard.press("Shift+ArrowRight");
  await expect(selectionButton(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(selectionButton(page)).toBeHidden();
  await page.keyboard.press("Shift+ArrowRight");
  await expect(selectionButton(page)).toBeVisible();
});

test("the button flips below a selection at the top of the viewport", async ({ page }) => {
  await open(page);
  // Selected by script: dragging this close to the top edge would make Chromium autoscroll the page.
  const selectionBottom = await page.evaluate(() => {
    const paragraph = document.getElementById("first") as HTMLElement;
    paragraph.scrollIntoView({ block: "start" });
    const text = paragraph.firstChild as Text;
    document.getSelection()?.setBaseAndExtent(text, 0, text, 18);
    return document.getSelection()?.getRangeAt(0).getBoundingClientRect().bottom ?? 0;
  });
  expect(selectionBottom).toBeLessThan(40);
  await expect(selectionButton(page)).toBeVisible();
  expect((await selectionButton(page).boundingBox())?.y).toBeGreaterThan(selectionBottom);
});

test("in right-to-left text the button lines up with the selection's right edge", async ({ page }) => {
  await open(page);
  const selectionRight = await page.evaluate(() => {
    const text = document.getElementById("rtl")?.firstChild as Text;
    document.getSelection()?.setBaseAndExtent(text, 0, text, 9);
    return document.getSelection()?.getRangeAt(0).getBoundingClientRect().right ?? 0;
  });
  await expect(selectionButton(page)).toBeVisible();
  const box = await selectionButton(page).boundingBox();
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) - selectionRight)).toBeLessThan(2);
});

test("selections in the widget, in its shadow root or in opted-out content get no button", async ({
  page,
}) => {
  await open(page);
  const expectNoButtonFor = async (selector: string, phrase: string) => {
    await dragSelect(page, selector, phrase);
    expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(phrase);
    // The control would appear on the next animation frame; give it a few.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await expect(selectionButton(page)).toHaveCount(0);
  };
  await expectNoButtonFor("#widget-text", "light DOM");
  await expectNoButtonFor("#opted-out", "opted out");
  // Chromium reports a selection inside a shadow root as a range around its host.
  await expectNoButtonFor("#shadow-text", "inside the widget");
  await dragSelect(page, "#first", "assistant knows");
  await expect(selectionButton(page)).toBeVisible();
});

test("every code block gets a button, also blocks rendered after load", async ({ page }) => {
  await open(page);
  const codeButtons = page.getByRole("button", { name: "Ask AI about this code" });
  await expect(codeButtons).toHaveCount(2);
  await page.evaluate(() => (window as unknown as { addLaterBlock: () => void }).addLaterBlock());
  await expect(codeButtons).toHaveCount(3);
  await page.locator("#later-content pre").getByRole("button").click();
  await page.locator("pre").first().getByRole("button").click();
  expect(await asked(page)).toEqual([
    { type: "code", value: '```python\nprint("late")\n```', path: "/docs/page-context", elementId: "later" },
    {
      type: "code",
      value: "```bash\nnpm i @docs-assistant/react ai\n```",
      path: "/docs/page-context",
      elementId: "install",
    },
  ]);
});

test("a code block's button sits in its top end corner and stays there while it scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await open(page);
  const pre = page.locator("#wide");
  const button = pre.getByRole("button");
  const before = await button.boundingBox();
  const preBox = await pre.boundingBox();
  expect(before && preBox && preBox.x + preBox.width - (before.x + before.width)).toBeLessThan(40);
  expect(before && preBox && before.y - preBox.y).toBeLessThan(20);
  await pre.evaluate((element) => {
    element.scrollLeft = 200;
  });
  await expect.poll(async () => (await button.boundingBox())?.x).toBe(before?.x);
});

test("host CSS with element rules, resets and !important does not break either control", async ({ page }) => {
  await open(page, "?hostile");
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe("30px");
  const codeButton = page.locator("pre").first().getByRole("button");
  await expect(codeButton).toBeVisible();
  const looks = await codeButton.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      fontSize: style.fontSize,
      background: style.backgroundColor,
      width: element.getBoundingClientRect().width,
    };
  });
  expect(looks.fontSize).toBe("12px");
  expect(looks.background).toBe("rgb(79, 70, 229)");
  expect(looks.width).toBeGreaterThan(30);
  await codeButton.click();
  await dragSelect(page, "#install + p", "package manager");
  await expect(selectionButton(page)).toBeVisible();
  await selectionButton(page).click();
  expect(await asked(page)).toEqual([
    expect.objectContaining({ type: "code", elementId: "install" }),
    expect.objectContaining({ type: "textSelection", value: "package manager" }),
  ]);
});
