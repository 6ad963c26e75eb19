import { describe, expect, it } from "vitest";
import { remToPx, scopePropertyRules, shadowStylesheet } from "./shadow-css.ts";

describe("scopePropertyRules", () => {
  it("moves initial values of non-inheriting properties onto every element in the lowest layer", () => {
    const css = [
      "@layer properties;",
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      ".dsa\\:shadow{--tw-shadow:0 1px 2px red;box-shadow:var(--tw-shadow)}",
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
    ].join("\n");
    expect(scopePropertyRules(css)).toMatchInlineSnapshot(`
      "@layer properties{*,::before,::after,::backdrop{--tw-shadow:0 0 #0000;--tw-border-style:solid}}
      @layer properties;

      .dsa\\:shadow{--tw-shadow:0 1px 2px red;box-shadow:var(--tw-shadow)}
      "
    `);
  });

  it("puts inheriting properties on :host and drops registrations without an initial value", () => {
    const css = `@property --gap {
  syntax: "<length>";
  inherits: true;
  initial-value: 4px;
}
@property --tw-leading{syntax:"*";inherits:false}
p{margin:0}`;
    expect(scopePropertyRules(css)).toBe("@layer properties{:host{--gap:4px}}\n\n\np{margin:0}");
  });

  it("gives a typed zero its unit, as the registration would", () => {
    const css = [
      '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}',
      '@property --tw-rotate{syntax:"<angle>";inherits:false;initial-value:0}',
      '@property --tw-scale{syntax:"<number>";inherits:false;initial-value:0}',
      '@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
    ].join("");
    expect(scopePropertyRules(css)).toBe(
      "@layer properties{*,::before,::after,::backdrop{--tw-ring-offset-width:0px;--tw-rotate:0deg;--tw-scale:0;--tw-x:0}}\n",
    );
  });

  it("leaves a stylesheet without @property rules unchanged", () => {
    expect(scopePropertyRules("a{color:red}")).toBe("a{color:red}");
  });
});

describe("remToPx", () => {
  it("turns rem lengths into pixels and leaves other units and names alone", () => {
    expect(
      remToPx(
        ".a{padding:.25rem 1.5rem;gap:calc(var(--spacing)*2);width:10em;--x:0.875rem}.remark{top:2rem}",
      ),
    ).toBe(".a{padding:4px 24px;gap:calc(var(--spacing)*2);width:10em;--x:14px}.remark{top:32px}");
  });
});

describe("shadowStylesheet", () => {
  it("drops Tailwind's @supports fallback, scopes the @property rules and converts rem", () => {
    const css = [
      "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after,::backdrop{--tw-border-style:solid}}}",
      ".dsa\\:p-4{padding:1rem}",
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
    ].join("");
    expect(shadowStylesheet(css)).toBe(
      "@layer properties{*,::before,::after,::backdrop{--tw-border-style:solid}}\n.dsa\\:p-4{padding:16px}",
    );
  });

  it("keeps other @supports rules", () => {
    const css =
      "@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(in oklab, red 90%, transparent)}}";
    expect(shadowStylesheet(css)).toBe(css);
  });
});
