import { describe, expect, it } from "vitest";
import { splitSuggestions } from "./split-suggestions.ts";

const answer = "Use `init()` to start.\n\nSee the guide.";

describe("splitSuggestions", () => {
  it("removes a closed block and returns its items in the service's (Title)[/path] order", () => {
    const result = splitSuggestions(
      `${answer}\n\n\`\`\`suggestions\n(How do I deploy?)[/docs/deploy]\n(What is a workspace?)[/docs/workspaces]\n\`\`\`\n`,
    );
    expect(result).toEqual({
      body: answer,
      suggestions: [
        { title: "How do I deploy?", path: "/docs/deploy" },
        { title: "What is a workspace?", path: "/docs/workspaces" },
      ],
    });
  });

  it("accepts ordinary [Title](/path) links and list markers, and skips lines that are not items", () => {
    const result = splitSuggestions(
      `${answer}\n\n~~~suggestions\n- [Deploying](/docs/deploy)\nnot an item\n1. (Billing)[/docs/billing]\n~~~`,
    );
    expect(result.suggestions).toEqual([
      { title: "Deploying", path: "/docs/deploy" },
      { title: "Billing", path: "/docs/billing" },
    ]);
    expect(result.body).toBe(answer);
  });

  it("removes an unclosed block while it streams, returning the complete items so far", () => {
    const result = splitSuggestions(
      `${answer}\n\n\`\`\`suggestions\n(How do I deploy?)[/docs/deploy]\n(What is`,
    );
    expect(result).toEqual({
      body: answer,
      suggestions: [{ title: "How do I deploy?", path: "/docs/deploy" }],
    });
  });

  it.each(["`", "```", "```sugg", "```suggestions"])(
    "hides an opening fence still being typed: %j",
    (ending) => {
      expect(splitSuggestions(`${answer}\n\n${ending}`)).toEqual(
        ending === "`"
          ? { body: `${answer}\n\n${ending}`, suggestions: [] }
          : { body: answer, suggestions: [] },
      );
    },
  );

  it("keeps other code blocks, a suggestions block in the middle, and a fence opened inside code", () => {
    const code = `${answer}\n\n\`\`\`js\nconsole.log(1)\n\`\`\`\n`;
    expect(splitSuggestions(code)).toEqual({ body: code, suggestions: [] });
    const middle = `\`\`\`suggestions\n(A)[/a]\n\`\`\`\n\nMore text.`;
    expect(splitSuggestions(middle)).toEqual({ body: middle, suggestions: [] });
    const nested = "````md\n```suggestions\n(A)[/a]\n```\n````\n";
    expect(splitSuggestions(nested)).toEqual({ body: nested, suggestions: [] });
    const closedWithoutNewline = "```js\nx\n```";
    expect(splitSuggestions(closedWithoutNewline)).toEqual({ body: closedWithoutNewline, suggestions: [] });
    const streamingCode = "```sh\nnpm i\n";
    expect(splitSuggestions(streamingCode)).toEqual({ body: streamingCode, suggestions: [] });
  });

  it("returns the text unchanged when there is no block", () => {
    expect(splitSuggestions(answer)).toEqual({ body: answer, suggestions: [] });
  });
});
