// highlight.js ships no types for its per-language entry points; each exports one grammar.
declare module "highlight.js/lib/languages/*" {
  import type { LanguageFn } from "highlight.js";

  const language: LanguageFn;
  export default language;
}
