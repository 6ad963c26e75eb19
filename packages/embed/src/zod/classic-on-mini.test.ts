import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import * as classic from "zod/v4";
import * as onMini from "./classic-on-mini.ts";

type Api = typeof onMini;

/** The schemas `ai` builds with the classic API, written once against either API. */
function schemas(z: Api) {
  const jsonValue: ReturnType<Api["lazy"]> = z.lazy(() =>
    z.union([
      z.null(),
      z.string(),
      z.number(),
      z.boolean(),
      z.record(z.string(), jsonValue.optional()),
      z.array(jsonValue),
    ]),
  );
  const providerMetadata = z.record(z.string(), z.record(z.string(), jsonValue.optional()));
  const part = z.discriminatedUnion("type", [
    z.object({ type: z.literal("text"), text: z.string(), providerOptions: providerMetadata.optional() }),
    z.object({
      type: z.literal("file"),
      data: z.union([z.string(), z.instanceof(Uint8Array), z.custom<URL>((value) => value instanceof URL)]),
      filename: z.string().optional(),
    }),
    z.object({ type: z.literal("custom"), kind: z.string().transform((value) => value.toUpperCase()) }),
    z.object({ type: z.literal("tool"), input: z.unknown(), done: z.boolean().optional() }),
  ]);
  return { jsonValue, providerMetadata, part };
}

const reference = schemas(classic as unknown as Api);
const ours = schemas(onMini);

const values: unknown[] = [
  null,
  "text",
  42,
  Number.NaN,
  true,
  undefined,
  [],
  [1, "two", [null, { deep: true }]],
  { a: { b: 1 } },
  { a: { b: undefined } },
  { a: "not a record" },
  { a: { b: () => 1 } },
  new Date(0),
  { type: "text", text: "hello", extra: "stripped" },
  { type: "text", text: 1 },
  { type: "text", text: "x", providerOptions: { openai: { cache: true } } },
  { type: "file", data: "base64", filename: "a.txt" },
  { type: "file", data: new Uint8Array([1, 2]) },
  { type: "file", data: new URL("https://example.com/a.png") },
  { type: "file", data: 7 },
  { type: "custom", kind: "citation" },
  { type: "tool", input: { q: "x" }, done: "yes" },
  { type: "unknown" },
];

describe("zod's classic API on zod/mini", () => {
  for (const name of ["jsonValue", "providerMetadata", "part"] as const) {
    it(`${name}: the same verdict and the same output as classic zod for every value`, async () => {
      for (const value of values) {
        const expected = reference[name].safeParse(value);
        const actual = ours[name].safeParse(value);
        expect({ value, success: actual.success }).toEqual({ value, success: expected.success });
        if (expected.success) expect(actual.data).toEqual(expected.data);
        else expect(actual.error?.issues).toEqual(expected.error?.issues);
        const asyncResult = await onMini.safeParseAsync(ours[name], value);
        expect(asyncResult.success).toBe(expected.success);
      }
    });
  }

  it("exports every classic function the installed `ai` imports", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve("ai"), "utf8");
    const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"zod\/v4"/g)].flatMap((match) =>
      (match[1] ?? "").split(",").map((specifier) => specifier.trim().split(/\s+as\s+/)[0]),
    );
    expect(imports.length).toBeGreaterThan(0);
    for (const name of imports) expect(onMini, `zod/v4 export "${name}"`).toHaveProperty(name as string);
  });
});
