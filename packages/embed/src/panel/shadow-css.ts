const propertyRule = /@property\s+(--[\w-]+)\s*\{([^}]*)\}/g;
const initialValue = /initial-value\s*:\s*([^;]+?)\s*(?:;|$)/;

/**
 * Makes Tailwind's `@property` rules work inside a shadow root, where browsers ignore them: each registered
 * property's initial value is set on every element instead (on `:host` for inheriting ones, so they flow down),
 * in the lowest cascade layer so any utility still wins. Nothing is registered on the host document.
 */
export function scopePropertyRules(css: string): string {
  const perElement: string[] = [];
  const inherited: string[] = [];
  const rest = css.replace(propertyRule, (_rule, name: string, body: string) => {
    const initial = initialValue.exec(body)?.[1];
    if (initial !== undefined)
      (/inherits\s*:\s*true/.test(body) ? inherited : perElement).push(`${name}:${initial}`);
    return "";
  });
  let initialValues = "";
  if (perElement.length > 0) initialValues += `*,::before,::after,::backdrop{${perElement.join(";")}}`;
  if (inherited.length > 0) initialValues += `:host{${inherited.join(";")}}`;
  return initialValues ? `@layer properties{${initialValues}}\n${rest}` : rest;
}
