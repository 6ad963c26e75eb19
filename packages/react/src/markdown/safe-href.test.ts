import { describe, expect, it } from "vitest";
import { decodeCharacterReferences, decodeHref, isExternalHref, isSafeHref } from "./safe-href.ts";

describe("isSafeHref", () => {
  it.each([
    "https://example.com/docs",
    "http://example.com",
    "HTTPS://EXAMPLE.COM",
    "mailto:team@example.com",
    "/docs/getting-started",
    "docs/page",
    "../page",
    "#install",
    "?q=1",
    "//cdn.example.com/x",
    "/path:with-colon",
  ])("allows %s", (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java script:alert(1)",
    "\u0001javascript:alert(1)",
    "java\u200bscript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#106avascript:alert(1)",
    "javascript&colon;alert(1)",
    "&amp;#106;avascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:image/svg+xml,<svg onload=alert(1)>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "",
    "   ",
  ])("rejects %j", (href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});

describe("decodeHref", () => {
  it("decodes character references the way a browser reads the attribute", () => {
    expect(decodeHref("/search?a=1&amp;b=2")).toBe("/search?a=1&b=2");
    expect(decodeHref("&#x2F;docs")).toBe("/docs");
  });
});

describe("decodeCharacterReferences", () => {
  it("decodes numeric and common named references and leaves unknown names alone", () => {
    expect(decodeCharacterReferences("a &amp; b &copy; &#169; &#xA9; &bogus; AT&T")).toBe(
      "a & b © © © &bogus; AT&T",
    );
  });
});

describe("isExternalHref", () => {
  it("treats other origins and protocol-relative URLs as external, paths and mailto as internal", () => {
    expect(isExternalHref("https://elsewhere.example.org/x")).toBe(true);
    expect(isExternalHref("//cdn.example.org/x")).toBe(true);
    expect(isExternalHref("/docs")).toBe(false);
    expect(isExternalHref("#top")).toBe(false);
    expect(isExternalHref("mailto:a@b.c")).toBe(false);
  });
});
