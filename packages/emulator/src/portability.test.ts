import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const sourceDirectory = dirname(fileURLToPath(import.meta.url));

/** Every source file reachable from `entry` through relative imports. */
function reachableFiles(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(join(sourceDirectory, entry), "utf8");
  for (const match of source.matchAll(/from "\.\/([^"]+)"/g)) {
    if (match[1] !== undefined) reachableFiles(match[1], seen);
  }
  return seen;
}

describe("portability", () => {
  it.each(["index.ts", "msw.ts"])("%s reaches no Node-only API, so browsers and MSW can host it", (entry) => {
    const files = reachableFiles(entry);
    expect(files.has("emulator.ts")).toBe(true);
    for (const file of files) {
      const source = readFileSync(join(sourceDirectory, file), "utf8");
      expect({ file, nodeImport: /from "node:/.test(source) }).toEqual({ file, nodeImport: false });
      // The generated corpus is documentation text, which may mention process.env in its examples.
      if (file === "corpus.generated.ts") continue;
      expect({ file, buffer: /\bBuffer\b/.test(source) }).toEqual({ file, buffer: false });
      expect({ file, process: /\bprocess\./.test(source) }).toEqual({ file, process: false });
    }
  });
});
