// @vitest-environment jsdom
import type { ContextItem } from "@docs-assistant/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { watchCodeBlocks } from "./watch-code-blocks.ts";

const disposers: Array<() => void> = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  document.body.innerHTML = "";
});

function setUp(html: string, options: Partial<Parameters<typeof watchCodeBlocks>[0]> = {}) {
  history.replaceState(null, "", "/guides/install");
  document.body.innerHTML = html;
  const asked: ContextItem[] = [];
  disposers.push(watchCodeBlocks({ onAsk: (item) => asked.push(item), ...options }));
  return asked;
}

const buttonIn = (pre: Element | null) =>
  pre?.querySelector("dsa-ask-ai")?.shadowRoot?.querySelector("button") ?? undefined;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe("watchCodeBlocks", () => {
  it("gives each block a labelled button that asks about its code", () => {
    const asked = setUp(
      '<h2 id="install">Install</h2><pre><code class="language-bash">npm i ai\n</code></pre><pre><code>plain</code></pre>',
    );
    const [first, second] = document.querySelectorAll("pre");
    const button = buttonIn(first ?? null);
    expect(button?.getAttribute("aria-label")).toBe("Ask AI about this code");
    expect(button?.textContent).toBe("Ask AI");
    button?.click();
    buttonIn(second ?? null)?.click();
    expect(asked).toEqual([
      { type: "code", value: "```bash\nnpm i ai\n```", path: "/guides/install", elementId: "install" },
      { type: "code", value: "plain", path: "/guides/install", elementId: "install" },
    ]);
  });

  it("leaves the code's text untouched", () => {
    setUp("<pre><code>const a = 1;</code></pre>");
    expect(document.querySelector("pre")?.textContent).toBe("const a = 1;");
  });

  it("skips blocks marked data-dsa-ignore, on the block or an ancestor, and the host's own rule", () => {
    setUp(
      '<pre data-dsa-ignore><code>a</code></pre><div data-dsa-ignore><pre><code>b</code></pre></div><pre class="skip"><code>c</code></pre><pre><code>d</code></pre>',
      { ignore: (element) => element.closest(".skip") !== null },
    );
    const withButtons = [...document.querySelectorAll("pre")].filter((pre) => buttonIn(pre));
    expect(withButtons.map((pre) => pre.querySelector("code")?.textContent)).toEqual(["d"]);
  });

  it("only looks inside the root, with the host's selector", () => {
    document.body.innerHTML =
      '<aside><div class="snippet"><pre>outside</pre></div></aside><main><div class="snippet"><pre>inside</pre></div><pre><code>not matched</code></pre></main>';
    const asked: ContextItem[] = [];
    disposers.push(
      watchCodeBlocks({
        root: document.querySelector("main") as Element,
        selector: ".snippet pre",
        onAsk: (item) => asked.push(item),
      }),
    );
    const buttons = [...document.querySelectorAll("pre")].map((pre) => Boolean(buttonIn(pre)));
    expect(buttons).toEqual([false, true, false]);
    buttonIn(document.querySelector("main pre"))?.click();
    expect(asked[0]?.value).toBe("inside");
  });

  it("gives blocks rendered later a button, within a frame", async () => {
    setUp("<main></main>");
    const main = document.querySelector("main") as Element;
    main.innerHTML = '<h2 id="later">Later</h2><pre><code class="lang-ts">let x</code></pre>';
    expect(buttonIn(main.querySelector("pre"))).toBeUndefined();
    await nextFrame();
    expect(buttonIn(main.querySelector("pre"))).toBeDefined();
  });

  it("puts its button back when a re-render drops it, and forgets removed blocks", async () => {
    setUp("<pre><code>x</code></pre>");
    const pre = document.querySelector("pre") as HTMLPreElement;
    pre.innerHTML = "<code>y</code>";
    await nextFrame();
    expect(buttonIn(pre)).toBeDefined();
    pre.remove();
    await nextFrame();
    document.body.append(pre);
    pre.querySelector("dsa-ask-ai")?.remove();
    await nextFrame();
    expect(pre.querySelectorAll("dsa-ask-ai")).toHaveLength(1);
  });

  it("makes a static pre the button's containing block, and restores it on dispose", () => {
    const onAsk = vi.fn();
    document.body.innerHTML =
      '<pre id="static"><code>a</code></pre><pre id="positioned" style="position: sticky"><code>b</code></pre>';
    const dispose = watchCodeBlocks({ onAsk });
    const staticPre = document.getElementById("static") as HTMLElement;
    const positioned = document.getElementById("positioned") as HTMLElement;
    expect(staticPre.style.position).toBe("relative");
    expect(positioned.style.position).toBe("sticky");
    dispose();
    expect(staticPre.getAttribute("style")).toBe("");
    expect(positioned.style.position).toBe("sticky");
    expect(document.querySelectorAll("dsa-ask-ai")).toHaveLength(0);
  });

  it("uses the host's labels", () => {
    setUp("<pre><code>x</code></pre>", { labels: { text: "Demander", ariaLabel: "Demander à l'IA" } });
    const button = buttonIn(document.querySelector("pre"));
    expect(button?.textContent).toBe("Demander");
    expect(button?.getAttribute("aria-label")).toBe("Demander à l'IA");
  });
});
