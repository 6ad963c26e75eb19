import { describe, expect, it } from "vitest";
import { composeAnswer } from "./compose-answer.ts";
import { corpusPages } from "./corpus.generated.ts";
import { CorpusSearch, matchesFilter } from "./corpus-search.ts";
import { createEmulator } from "./emulator.ts";
import { splitSections } from "./markdown-sections.ts";
import { assistantRequest, sseData, v2Body } from "./testing/requests.ts";

const search = new CorpusSearch(corpusPages);

/** The `search` tool output of a v2 answer to `body`. */
async function toolOutput(body: Record<string, unknown>): Promise<{ path: string; url: string }[]> {
  const response = await createEmulator({ pace: "fast" }).fetch(assistantRequest("v2", body));
  for (const data of sseData(await response.text())) {
    if (data.includes('"tool-output-available"')) return JSON.parse(data).output;
  }
  throw new Error("no tool output");
}

describe("corpus", () => {
  it("bundles 8–12 pages of this project's docs with front matter, code fences and tables", () => {
    expect(corpusPages.length).toBeGreaterThanOrEqual(8);
    expect(corpusPages.length).toBeLessThanOrEqual(12);
    expect(corpusPages[0]).toMatchObject({ path: "/getting-started", title: "Getting started" });
    for (const page of corpusPages) {
      expect(page.path).toMatch(/^\/[a-z0-9-]+$/);
      expect(page.description.length).toBeGreaterThan(20);
      expect(page.frontMatter.title).toBe(page.title);
    }
    const all = corpusPages.map((page) => page.markdown).join("\n");
    expect(all).toContain("```");
    expect(all).toMatch(/\| -{3,} \|/);
    for (const topic of [
      "npm i @docs-assistant/react",
      "--dsa-accent",
      "--dsa-radius",
      "data-theme",
      "data-api-key",
    ]) {
      expect(all).toContain(topic);
    }
    for (const topic of ["window.DocsAssistant.open", "createV1Transport", "docs-agent run", "svc_dsc_"]) {
      expect(all).toContain(topic);
    }
  });
});

describe("splitSections", () => {
  it("splits at headings but keeps fenced code whole, even when it holds a # line", () => {
    const sections = splitSections(
      "Intro text.\n\n## Install\n\n```bash\n# a comment\nnpm i x\n```\n\n| a |\n| --- |",
      "Page",
    );
    expect(sections.map((section) => section.heading)).toEqual(["Page", "Install"]);
    expect(sections[1]?.anchor).toBe("install");
    expect(sections[1]?.blocks.map((block) => block.kind)).toEqual(["code", "table"]);
    expect(sections[1]?.blocks[0]?.markdown).toBe("```bash\n# a comment\nnpm i x\n```");
  });
});

describe("search", () => {
  it("finds the section that answers the question", () => {
    expect(search.search("How do I install the React package?", { limit: 5 })[0]?.section.id).toBe(
      "/getting-started#install-the-package",
    );
    expect(
      search.search("Which CSS variables change the accent colour?", { limit: 5 })[0]?.section.path,
    ).toBe("/theming");
  });

  it("honours retrievalPageSize", async () => {
    expect(await toolOutput(v2Body("keys limits theming embed", { retrievalPageSize: 2 }))).toHaveLength(2);
    expect((await toolOutput(v2Body("keys limits theming embed", { retrievalPageSize: 9 }))).length).toBe(9);
  });

  it("honours filter.version and filter.groups from front matter", async () => {
    const unfiltered = await toolOutput(v2Body("createV1Transport legacy endpoint"));
    expect(unfiltered[0]?.path).toBe("/legacy-v1-adapter");
    const v2Only = await toolOutput(
      v2Body("createV1Transport legacy endpoint", { filter: { version: "v2" } }),
    );
    expect(v2Only.map((result) => result.path)).not.toContain("/legacy-v1-adapter");
    const agentOnly = await toolOutput(v2Body("limits per hour", { filter: { groups: ["agent"] } }));
    expect(new Set(agentOnly.map((result) => result.path))).toEqual(new Set(["/agent-jobs"]));
  });

  it("matches pages without a field to any filter value", () => {
    expect(matchesFilter({ title: "x" }, { version: "v9", language: "fr" })).toBe(true);
    expect(matchesFilter({ language: "en" }, { language: "fr" })).toBe(false);
    expect(matchesFilter({ groups: ["guides"] }, { groups: ["reference"] })).toBe(false);
  });

  it("boosts the current page", async () => {
    expect((await toolOutput(v2Body("429 Retry-After")))[0]?.path).not.toBe("/agent-jobs");
    const boosted = await toolOutput(v2Body("429 Retry-After", { currentPath: "/agent-jobs/" }));
    expect(boosted[0]?.path).toBe("/agent-jobs");
  });

  it("searches with the context values too", async () => {
    const context = [{ type: "code", value: "window.DocsAssistant.ask('hi')", path: "/x" }];
    expect((await toolOutput(v2Body("what does this do?")))[0]?.path).not.toBe("/script-tag-embed");
    expect((await toolOutput(v2Body("what does this do?", { context })))[0]?.path).toBe("/script-tag-embed");
  });
});

describe("composeAnswer", () => {
  it("leads with a cited sentence, quotes passages with links, and ends with suggestions", () => {
    const hits = search.search("difference between svc_dsc_ and svc_ keys", { limit: 5 });
    const answer = composeAnswer(hits, corpusPages);
    expect(answer.split("\n")[0]).toMatch(
      /^Here is what the documentation says, mainly from \[API keys.*\]\(\/api-keys#/,
    );
    expect(answer).toContain("| Assistant key | `svc_dsc_` |");
    expect(answer).toMatch(/\(\[API keys: [^\]]+\]\(\/api-keys#[a-z-]+\)\)/);
    expect(answer).toMatch(/\n```suggestions\n\(API keys\)\[\/api-keys\]\n(\(.+\)\[\/[a-z0-9-]+\]\n)*```$/);
  });

  it("is deterministic", () => {
    const answer = () => composeAnswer(search.search("theming dark mode", { limit: 5 }), corpusPages);
    expect(answer()).toBe(answer());
  });

  it("leaves weak passages out of the text", () => {
    const answer = composeAnswer(search.search("How do I install it?", { limit: 5 }), corpusPages);
    expect(answer).toContain("npm i @docs-assistant/react ai");
    expect(answer).not.toContain("/page-context#what-is-sent");
  });

  it("says so, with starting points, when nothing matches", () => {
    const answer = composeAnswer(search.search("hello", { limit: 5 }), corpusPages);
    expect(answer).toMatch(/^I could not find this in the documentation/);
    expect(answer).toContain("(Getting started)[/getting-started]");
  });
});
