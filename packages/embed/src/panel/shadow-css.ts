const propertyRule = /@property\s+(--[\w-]+)\s*\{([^}]*)\}/g;
const initialValue = /initial-value\s*:\s*([^;]+?)\s*(?:;|$)/;
const syntax = /syntax\s*:\s*["']([^"']*)["']/;

/** Units a typed zero needs once it is an untyped token (`calc(2px + 0)` is invalid, `calc(2px + 0px)` is not). */
const zeroUnits: Array<[string, string]> = [
  ["<length", "0px"],
  ["<angle>", "0deg"],
  ["<time>", "0s"],
];

/**
 * Makes Tailwind's `@property` rules work inside a shadow root, where browsers ignore them: each registered
 * property's initial value is set on every element instead (on `:host` for inheriting ones, so they flow down),
 * in the lowest cascade layer so any utility still wins. Nothing is registered on the host document.
 */
export function scopePropertyRules(css: string): string {
  const perElement: string[] = [];
  const inherited: string[] = [];
  const rest = css.replace(propertyRule, (_rule, name: string, body: string) => {
    let initial = initialValue.exec(body)?.[1];
    const type = syntax.exec(body)?.[1] ?? "*";
    if (initial === "0") initial = zeroUnits.find(([prefix]) => type.startsWith(prefix))?.[1] ?? initial;
    if (initial !== undefined)
      (/inherits\s*:\s*true/.test(body) ? inherited : perElement).push(`${name}:${initial}`);
    return "";
  });
  let initialValues = "";
  if (perElement.length > 0) initialValues += `*,::before,::after,::backdrop{${perElement.join(";")}}`;
  if (inherited.length > 0) initialValues += `:host{${inherited.join(";")}}`;
  return initialValues ? `@layer properties{${initialValues}}\n${rest}` : rest;
}

const remLength = /(\d*\.?\d+)rem\b/g;

/**
 * Rewrites `rem` lengths as pixels (16 px to the rem). Inside a shadow root `rem` still follows the page's root
 * font size, and many docs sites set `html { font-size: 62.5% }`; pixels keep the widget the same size everywhere.
 */
export function remToPx(css: string): string {
  return css.replace(remLength, (_length, value: string) => `${Number((Number(value) * 16).toFixed(3))}px`);
}

/**
 * Tailwind's fallback for browsers without `@property`: the same initial values, behind an `@supports` test.
 * {@link scopePropertyRules} sets them unconditionally, so inside the shadow root this block only repeats them.
 */
const propertiesFallback = /@layer properties\s*\{\s*@supports[^{]*\{[^{}]*\{[^{}]*\}\s*\}\s*\}/g;

/**
 * The widget's stylesheet as the shadow root needs it: `@property` rules turned into initial values (dropping
 * Tailwind's `@supports` fallback that repeats them) and `rem` lengths in pixels. The build applies it to the
 * compiled stylesheet, so the panel ships the result rather than this code.
 */
export function shadowStylesheet(css: string): string {
  return remToPx(scopePropertyRules(css.replace(propertiesFallback, "")));
}
