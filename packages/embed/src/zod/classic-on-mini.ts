// zod's classic API (`zod/v4`), reduced to what the AI SDK's browser code calls, on top of `zod/v4/mini`.
//
// The embed build resolves `zod/v4` here (scripts/build.mjs). `ai` builds a few schemas with the classic API
// (`jsonValueSchema`, reached from `uiMessageChunkSchema`), and a classic schema carries every method of the
// classic API (`.optional()`, `.array()`, `.pipe()`, … each a wrapper type), so one classic schema brings all
// of classic zod: 8.8 KB gzip of the embed's 100 KB budget. Both APIs build the same `zod/v4/core`
// schemas, so parsing is identical; only the chaining methods differ, and the two that `ai` chains on classic
// schemas (`.optional()`, `.transform()`) are provided here.
//
// When `ai` imports a classic function this file lacks, the build fails on the missing export (and a unit test
// compares this file's exports with the installed `ai`'s imports); when it chains another method, building that
// schema throws, at import or on first use, where the embed's tests see it.
import * as mini from "zod/v4/mini";

type Schema = mini.ZodMiniType;

/** A mini schema with the classic methods `ai` chains. */
export type ClassicSchema<T extends Schema> = T & {
  optional(): ClassicSchema<mini.ZodMiniOptional<T>>;
  transform<Out>(transform: (value: mini.output<T>) => Out): ClassicSchema<Schema>;
};

function withClassicMethods<T extends Schema>(schema: T): ClassicSchema<T> {
  return Object.assign(schema, {
    optional: () => withClassicMethods(mini.optional(schema)),
    transform: <Out>(transform: (value: mini.output<T>) => Out) =>
      withClassicMethods(mini.pipe(schema, mini.transform(transform)) as Schema),
  });
}

const classic =
  <Args extends unknown[], T extends Schema>(factory: (...args: Args) => T) =>
  (...args: Args): ClassicSchema<T> =>
    withClassicMethods(factory(...args));

export const array = classic(mini.array);
export const boolean = classic(mini.boolean);
export const custom = classic(mini.custom);
export const discriminatedUnion = classic(mini.discriminatedUnion);
export const lazy = classic(mini.lazy);
export const literal = classic(mini.literal);
export const number = classic(mini.number);
export const object = classic(mini.object);
export const record = classic(mini.record);
export const string = classic(mini.string);
export const union = classic(mini.union);
export const unknown = classic(mini.unknown);
const instanceOf = classic(mini.instanceof);
const nullSchema = classic(mini.null);

export { safeParseAsync } from "zod/v4/mini";
export { instanceOf as instanceof, nullSchema as null };
