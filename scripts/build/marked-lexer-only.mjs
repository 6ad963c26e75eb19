// A Vite/Rolldown plugin for the widget's builds: `marked` reduced to its `Lexer`.
//
// The renderer uses only marked's lexer (tokens in, React elements out, no HTML), but marked's single-file build
// ends with its default instance, `new Marked()` and the `marked()` function with its properties assigned one by
// one. Those statements have side effects in a bundler's eyes, so they keep the parser, the HTML renderer and the
// instance API in every bundle: about 3 KB gzip of the 15 KB. This plugin cuts that tail and exports the `Lexer`
// alone; the classes before the tail are left as marked wrote them, and the bundler drops the ones the lexer does
// not reach. Importing any other value from `marked` then fails the build on a missing export, and a release whose
// file no longer has this shape fails it here.

const markedFile = /[\\/]node_modules[\\/]marked[\\/]lib[\\/]marked\.esm\.js$/;

/** @returns {import("vite").Plugin} */
export function markedLexerOnly() {
  return {
    name: "docs-assistant:marked-lexer-only",
    transform(code, id) {
      if (!markedFile.test(id)) return null;
      // The default instance and the function that parses with it: `var v=new ne;function x(l,e){return v.parse(l,e)}`.
      const tail =
        /var ([\w$]+)=new [\w$]+;function [\w$]+\(([\w$]+),([\w$]+)\)\{return \1\.parse\(\2,\3\)\}/.exec(
          code,
        );
      const exported = /export\s*\{([^}]*)\}/.exec(code);
      const lexer = exported?.[1]
        .split(",")
        .map((specifier) => specifier.trim().split(/\s+as\s+/))
        .find(([, name]) => name === "Lexer")?.[0];
      if (!tail || !exported || !lexer || exported.index < tail.index) {
        throw new Error(
          `marked-lexer-only: ${id} no longer has the shape this plugin expects; update the plugin`,
        );
      }
      return { code: `${code.slice(0, tail.index)}export{${lexer} as Lexer};\n`, map: null };
    },
  };
}
