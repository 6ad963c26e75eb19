import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without type declarations
import { collectGraph, findImports } from "./check-sizes.mjs";

describe("findImports", () => {
  it("tells static imports and re-exports from dynamic ones in minified output", () => {
    const code =
      'import{a as b}from"./chunks/trigger.js";import"./side.js";export{c}from"../shared.js";' +
      'const p=()=>import("./chunks/panel.js");const x="import(\'nope\')";import{jsx}from"react/jsx-runtime";';
    expect(findImports(code)).toEqual({
      staticImports: ["./chunks/trigger.js", "./side.js", "../shared.js"],
      dynamicImports: ["./chunks/panel.js"],
    });
  });
});

describe("collectGraph", () => {
  const files: Record<string, string> = {
    "/dist/index.js": 'import{t}from"./trigger.js";const l=()=>import("./panel.js");',
    "/dist/trigger.js": 'import"./runtime.js";',
    "/dist/runtime.js": "",
    "/dist/panel.js": 'import"./runtime.js";import"./markdown.js";const h=()=>import("./highlighter.js");',
    "/dist/markdown.js": "",
    "/dist/highlighter.js": "",
  };
  const readFile = (path: string) => files[path] ?? "";

  it("follows only static imports for the trigger", () => {
    expect(collectGraph(["/dist/index.js"], { readFile }).sort()).toEqual([
      "/dist/index.js",
      "/dist/runtime.js",
      "/dist/trigger.js",
    ]);
  });

  it("adds the lazily loaded panel, but not the panel's own lazy highlighter", () => {
    const graph = collectGraph(["/dist/index.js"], {
      readFile,
      followDynamicFrom: new Set(["/dist/index.js", "/dist/trigger.js", "/dist/runtime.js"]),
    });
    expect(graph.sort()).toEqual([
      "/dist/index.js",
      "/dist/markdown.js",
      "/dist/panel.js",
      "/dist/runtime.js",
      "/dist/trigger.js",
    ]);
  });
});
