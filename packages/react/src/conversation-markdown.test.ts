import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { conversationToMarkdown } from "./conversation-markdown.ts";

const options = { readerHeading: "Question", assistantHeading: "Answer", sourcesHeading: "Sources" };

const messages: UIMessage[] = [
  { id: "1", role: "user", parts: [{ type: "text", text: "How do I install it?" }] },
  {
    id: "2",
    role: "assistant",
    parts: [
      { type: "step-start" },
      {
        type: "source-url",
        sourceId: "s1",
        url: "https://docs.example.com/quickstart",
        title: "Quick [start]",
      },
      { type: "text", text: "Run `npm i`.\n\n```suggestions\n(Configure)[/configure]\n```", state: "done" },
    ],
  },
];

describe("conversationToMarkdown", () => {
  it("writes one section per turn with the answer's sources", () => {
    expect(conversationToMarkdown(messages, options)).toMatchInlineSnapshot(`
      "## Question

      How do I install it?

      ## Answer

      Run \`npm i\`.

      \`\`\`suggestions
      (Configure)[/configure]
      \`\`\`

      ### Sources

      - [Quick \\[start\\]](https://docs.example.com/quickstart)
      "
    `);
  });

  it("keeps only the answer body the caller selects", () => {
    const markdown = conversationToMarkdown(messages, {
      ...options,
      answerBody: (text) => text.split("```suggestions")[0] ?? text,
    });
    expect(markdown).not.toContain("suggestions");
    expect(markdown).toContain("Run `npm i`.");
  });
});
