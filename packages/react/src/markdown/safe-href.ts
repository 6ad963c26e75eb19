// The named references a URL scheme can be spelled with, plus the ones answers use in prose; the full HTML
// table (2,000+ names) would cost more bytes than the rest of the renderer.
const namedEntities: Record<string, string> = {
  amp: "&",
  apos: "'",
  colon: ":",
  copy: "\u00a9",
  darr: "\u2193",
  deg: "\u00b0",
  euro: "\u20ac",
  ge: "\u2265",
  gt: ">",
  hellip: "\u2026",
  larr: "\u2190",
  laquo: "\u00ab",
  le: "\u2264",
  lpar: "(",
  lt: "<",
  mdash: "\u2014",
  middot: "\u00b7",
  nbsp: "\u00a0",
  ndash: "\u2013",
  ne: "\u2260",
  newline: "\n",
  period: ".",
  quot: '"',
  raquo: "\u00bb",
  rarr: "\u2192",
  reg: "\u00ae",
  rpar: ")",
  sol: "/",
  tab: "\t",
  times: "\u00d7",
  trade: "\u2122",
  uarr: "\u2191",
};

const entityPattern = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi;
const entityInTextPattern = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi;

/** Decodes the character references in Markdown text (`&amp;`, `&#169;`, `&copy;`); unknown names stay as written. */
export function decodeCharacterReferences(text: string): string {
  return text.includes("&") ? decode(text, entityInTextPattern) : text;
}

function decodeEntitiesOnce(value: string): string {
  // In a URL a browser also accepts a reference without its `;`, so the scheme check must too.
  return decode(value, entityPattern);
}

function decode(value: string, pattern: RegExp): string {
  return value.replace(pattern, (entity, decimal?: string, hex?: string, name?: string) => {
    const codePoint = decimal ? Number.parseInt(decimal, 10) : hex ? Number.parseInt(hex, 16) : undefined;
    if (codePoint !== undefined) {
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : "\ufffd";
    }
    return (name && namedEntities[name.toLowerCase()]) ?? entity;
  });
}

/**
 * Decodes the HTML character references a Markdown link destination may hold (`&amp;`, `&#106;`, `&colon;`),
 * repeatedly, so a double-encoded scheme cannot slip through a single pass.
 */
export function decodeHref(href: string): string {
  let current = href;
  for (let pass = 0; pass < 3; pass++) {
    const decoded = decodeEntitiesOnce(current);
    if (decoded === current) break;
    current = decoded;
  }
  return current.trim();
}

const allowedSchemes = new Set(["http", "https", "mailto"]);
const formatCharacters = new Set([0xad, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2028, 0x2029, 0xfeff]);

/**
 * Browsers drop ASCII tabs and newlines anywhere in a URL and control characters around it; we drop every
 * control, space and invisible format character, so `java script:` is judged by the scheme it spells.
 */
function removeInvisibleCharacters(value: string): string {
  let visible = "";
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    const invisible = code <= 0x20 || (code >= 0x7f && code <= 0xa0) || formatCharacters.has(code);
    if (!invisible && !/\s/.test(character)) visible += character;
  }
  return visible;
}

/**
 * Whether a link destination is safe to put in `href`: http, https, mailto, relative paths, `?query` and
 * `#anchor` pass; any other scheme (`javascript:`, `data:`, `vbscript:`, `file:`, …), including ones hidden
 * behind character references, whitespace or mixed case, does not.
 */
export function isSafeHref(href: string): boolean {
  const normalized = removeInvisibleCharacters(decodeHref(href)).toLowerCase();
  if (normalized === "") return false;
  // A colon before the first `/`, `?` or `#` makes the start a scheme (`foo:bar` included, conservatively).
  const scheme = /^([^/?#]*):/.exec(normalized)?.[1];
  if (scheme === undefined) return true;
  return allowedSchemes.has(scheme);
}

/**
 * Whether a safe link leaves the current site (another origin over http(s), or protocol-relative `//host`),
 * and so opens in a new tab.
 */
export function isExternalHref(href: string): boolean {
  const decoded = decodeHref(href);
  if (!/^(?:https?:)?\/\//i.test(decoded)) return false;
  if (typeof window === "undefined") return true;
  try {
    return new URL(decoded, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}
