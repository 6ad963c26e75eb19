// tsc rewrites `./x.ts` imports to `./x.js` in emitted JavaScript (rewriteRelativeImportExtensions) but not in
// declaration files; consumers without allowImportingTsExtensions need `.js` there too.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

for (const file of walk(process.argv[2] ?? "dist").filter((path) => path.endsWith(".d.ts"))) {
  const source = readFileSync(file, "utf8");
  const rewritten = source.replace(
    /(from\s+["']|import\(\s*["'])(\.{1,2}\/[^"']+?)\.tsx?(["'])/g,
    "$1$2.js$3",
  );
  if (rewritten !== source) writeFileSync(file, rewritten);
}
