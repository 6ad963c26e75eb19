// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { findElementId, isIgnoredNode } from "./content-rules.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

function page(html: string): HTMLElement {
  document.body.innerHTML = `<main id="content">${html}</main>`;
  return document.getElementById("content") as HTMLElement;
}

const byText = (root: Element, text: string): Element => {
  const found = [...root.querySelectorAll("*")].find((element) => element.textContent === text);
  if (!found) throw new Error(`no element with text ${text}`);
  return found;
};

describe("findElementId", () => {
  it("prefers the element's own id", () => {
    const root = page('<h2 id="install">Install</h2><pre id="install-snippet"><code>npm i</code></pre>');
    expect(findElementId(root.querySelector("pre") as Element, root)).toBe("install-snippet");
  });

  it("takes the closest heading with an id before the element, skipping headings without one", () => {
    const root = page(
      '<h2 id="setup">Setup</h2><p>one</p><h3 id="keys">Keys</h3><p>two</p><h3>No id</h3><p>three</p><h2 id="later">Later</h2>',
    );
    expect(findElementId(byText(root, "one"), root)).toBe("setup");
    expect(findElementId(byText(root, "two"), root)).toBe("keys");
    expect(findElementId(byText(root, "three"), root)).toBe("keys");
  });

  it("counts a heading the element sits in", () => {
    const root = page('<h2 id="setup"><span>Setup</span></h2>');
    expect(findElementId(byText(root, "Setup"), root)).toBe("setup");
  });

  it("finds headings nested deeper than the element", () => {
    const root = page('<section><h2 id="deep">Deep</h2></section><p>after</p>');
    expect(findElementId(byText(root, "after"), root)).toBe("deep");
  });

  it("falls back to the nearest ancestor with an id inside the root", () => {
    const root = page('<section id="faq"><div><p>answer</p></div></section><p>loose</p>');
    expect(findElementId(byText(root, "answer"), root)).toBe("faq");
    expect(findElementId(byText(root, "loose"), root)).toBe("content");
  });

  it("looks neither at headings nor at ancestors outside the root", () => {
    document.body.innerHTML =
      '<div id="app"><h1 id="site-title">Site</h1><article><p>text</p></article></div>';
    const root = document.querySelector("article") as Element;
    expect(findElementId(byText(root, "text"), root)).toBeUndefined();
  });
});

describe("isIgnoredNode", () => {
  it("ignores the widget, our own controls and blocks marked data-dsa-ignore", () => {
    const root = page(
      "<div data-dsa-root><p>widget</p></div><dsa-ask-ai data-dsa-control>control</dsa-ask-ai><div data-dsa-ignore><p>opted out</p></div><p>content</p>",
    );
    expect(isIgnoredNode(byText(root, "widget").firstChild as Node)).toBe(true);
    expect(isIgnoredNode(byText(root, "control"))).toBe(true);
    expect(isIgnoredNode(byText(root, "opted out").firstChild as Node)).toBe(true);
    expect(isIgnoredNode(byText(root, "content").firstChild as Node)).toBe(false);
  });

  it("ignores text inside the shadow tree of a widget host", () => {
    const root = page('<div data-dsa-root id="host"></div><div id="other"></div>');
    const widget = (root.querySelector("#host") as Element).attachShadow({ mode: "open" });
    widget.innerHTML = "<p>inside the widget</p>";
    const other = (root.querySelector("#other") as Element).attachShadow({ mode: "open" });
    other.innerHTML = "<p>inside another component</p>";
    expect(isIgnoredNode((widget.querySelector("p") as Element).firstChild as Node)).toBe(true);
    expect(isIgnoredNode((other.querySelector("p") as Element).firstChild as Node)).toBe(false);
  });

  it("applies the host's rule, as an element or as a predicate", () => {
    const root = page('<nav><a href="/">Home</a></nav><p class="note">note</p><p>text</p>');
    const nav = root.querySelector("nav") as Element;
    expect(isIgnoredNode(byText(root, "Home").firstChild as Node, nav)).toBe(true);
    expect(isIgnoredNode(byText(root, "text").firstChild as Node, nav)).toBe(false);
    const notes = (element: Element) => element.matches(".note");
    expect(isIgnoredNode(byText(root, "note").firstChild as Node, notes)).toBe(true);
    expect(isIgnoredNode(byText(root, "text").firstChild as Node, notes)).toBe(false);
  });
});
