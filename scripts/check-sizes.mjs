// Size budgets of what readers download, gzip level 9, checked after `pnpm run build`.
// Each budget lists the files that load together; add one by pushing to `budgets` (a name, a gzip limit in
// bytes, and a function returning the files' absolute paths, which may throw when a build is missing).
// Usage: node scripts/check-sizes.mjs   (exits 1 when a budget is exceeded or its files are missing)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const kilobyte = 1024;

/** @type {Array<{ name: string, limit: number, files: () => string[] }>} */
const budgets = [];

// @docs-assistant/embed: the launcher alone, and everything loaded by the time the first answer streams
// (launcher, page-context controls, the panel and the chunks it imports statically; not the highlighter).
const embedDist = join(root, "packages/embed/dist");
const embedManifest = () => JSON.parse(readFileSync(join(embedDist, "embed-manifest.json"), "utf8"));
budgets.push(
  {
    name: "embed launcher (docs-assistant.js)",
    limit: 3 * kilobyte,
    files: () => [join(embedDist, embedManifest().launcher)],
  },
  {
    name: "embed, everything before the first answer",
    limit: 100 * kilobyte,
    files: () => {
      const manifest = embedManifest();
      return [manifest.launcher, manifest.pageContext, manifest.panel, ...manifest.panelImports].map((file) =>
        join(embedDist, file),
      );
    },
  },
);

let passed = 0;
let failed = 0;
for (const budget of budgets) {
  let size;
  try {
    size = budget
      .files()
      .reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  } catch (error) {
    failed += 1;
    console.log(`✗ ${budget.name}: cannot measure (${error.message}); run pnpm run build first`);
    continue;
  }
  const within = size <= budget.limit;
  if (within) passed += 1;
  else failed += 1;
  const format = (bytes) => `${(bytes / kilobyte).toFixed(2)} KB`;
  console.log(`${within ? "✓" : "✗"} ${budget.name}: ${format(size)} gzip (budget ${format(budget.limit)})`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
