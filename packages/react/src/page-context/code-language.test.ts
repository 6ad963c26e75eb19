// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { codeContextValue, findCodeLanguage } from "./code-language.ts";

function block(html: string): Element {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container.querySelector("code") ?? container.querySelector("pre") ?? container;
}

describe("findCodeLanguage", () => {
  it.each([
    ['<pre><code class="language-ts">x</code></pre>', "ts"],
    ['<pre><code class="hljs lang-python">x</code></pre>', "python"],
    ['<pre class="language-c++"><code>x</code></pre>', "c++"],
    ['<pre><code data-language="bash">x</code></pre>', "bash"],
    ['<pre data-lang="tsx"><code>x</code></pre>', "tsx"],
    ['<pre class="language-shell"><code class="language-ts">x</code></pre>', "ts"],
  ])("reads %s as %s", (html, language) => {
    expect(findCodeLanguage(block(html))).toBe(language);
  });

  it.each([
    '<pre><code class="language-none">x</code></pre>',
    '<pre><code class="language-plaintext">x</code></pre>',
    '<pre><code class="no-lang-x mylanguage-ts">x</code></pre>',
    "<pre><code>x</code></pre>",
  ])("finds no language in %s", (html) => {
    expect(findCodeLanguage(block(html))).toBeUndefined();
  });
});

describe("codeContextValue", () => {
  it("is the code itself, without trailing line breaks, when the language is unknown", () => {
    expect(codeContextValue("npm i ai\n\n")).toBe("npm i ai");
  });

  it("is a Markdown fence naming the language when it is known", () => {
    expect(codeContextValue("const a = 1;\n", "ts")).toBe("```ts\nconst a = 1;\n```");
  });

  it("uses a fence longer than any backtick run inside the code", () => {
    expect(codeContextValue("```js\nx\n````", "md")).toBe("`````md\n```js\nx\n````\n`````");
  });
});
