import { describe, expect, it } from "vitest";
import { scopePropertyRules } from "./scope-property-rules.ts";

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

  it("leaves a stylesheet without @property rules unchanged", () => {
    expect(scopePropertyRules("a{color:red}")).toBe("a{color:red}");
  });
});
