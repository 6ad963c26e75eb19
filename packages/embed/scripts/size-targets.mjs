// The embed's size budgets, in the shape scripts/check-sizes.mjs takes (`targets.push(...embedSizeTargets(root))`).
// The launcher alone must stay within 3 KB; everything loaded by the time the first answer streams on a page with
// code blocks (launcher, page-context controls, the panel and the chunks it imports statically) within 100 KB.
// Dynamic imports inside the panel (the syntax highlighter) are not counted.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const kilobyte = 1024;

/** Budget targets `{ name, entries, lazyFrom, extra, budget }` for the built `packages/embed/dist`. */
export function embedSizeTargets(root) {
  const dist = join(root, "packages/embed/dist");
  const manifestPath = join(dist, "embed-manifest.json");
  // Without a build the file names are unknown; the placeholders are then reported as missing.
  const manifest = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, "utf8"))
    : { launcher: "docs-assistant.js", pageContext: "page-context.js", panel: "panel.js" };
  return [
    {
      name: "embed: launcher",
      entries: [join(dist, manifest.launcher)],
      lazyFrom: [],
      extra: [],
      budget: 3 * kilobyte,
    },
    {
      name: "embed: first answer (no highlighter)",
      entries: [manifest.launcher, manifest.pageContext, manifest.panel].map((file) => join(dist, file)),
      lazyFrom: [],
      extra: [],
      budget: 100 * kilobyte,
    },
  ];
}
