import { maxContextValueLength } from "@docs-assistant/core";
import { emulatorHandlers } from "@docs-assistant/emulator/msw";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DocsAssistant } from "../docs-assistant.tsx";

const baseUrl = "https://assistant.example.test";
const page = within(document.body);

interface RecordedBody {
  context?: { type: string; value: string; path?: string; elementId?: string }[];
  currentPath?: string;
  messages: { parts: { text?: string }[] }[];
}

/** Bodies this story's emulator received, oldest first, once there is one (the send is asynchronous). */
async function recordedBodies(): Promise<RecordedBody[]> {
  let bodies: RecordedBody[] = [];
  await waitFor(
    async () => {
      const requests = (await (await fetch(`${baseUrl}/__emulator/requests`)).json()) as {
        body: RecordedBody;
      }[];
      bodies = requests.map((request) => request.body);
      expect(bodies.length).toBeGreaterThan(0);
    },
    { timeout: 5000 },
  );
  return bodies;
}

/**
 * The page's "Ask AI" controls live in shadow roots of their own (host CSS cannot reach them), which Testing
 * Library does not enter: this finds one by its accessible name.
 */
async function findControl(name: string): Promise<HTMLButtonElement> {
  let found: HTMLButtonElement | undefined;
  await waitFor(
    () => {
      found = [...document.querySelectorAll("dsa-ask-ai")]
        .map((host) => host.shadowRoot?.querySelector("button"))
        .find((button) => button?.getAttribute("aria-label") === name && button.isConnected) as
        | HTMLButtonElement
        | undefined;
      expect(found).toBeDefined();
    },
    { timeout: 5000 },
  );
  return found as HTMLButtonElement;
}

const controlCount = (name: string) =>
  [...document.querySelectorAll("dsa-ask-ai")].filter(
    (host) => host.shadowRoot?.querySelector("button")?.getAttribute("aria-label") === name,
  ).length;

/** Selects `phrase` in the install paragraph, as a reader's drag would. */
function select(phrase: string) {
  const text = document.querySelector("#install + p")?.firstChild as Text;
  const start = text.data.indexOf(phrase);
  document.getSelection()?.setBaseAndExtent(text, start, text, start + phrase.length);
}

async function ask(text: string) {
  const input = await page.findByRole("textbox", { name: "Your question" }, { timeout: 5000 });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.type(input, `${text}{Enter}`);
}

const chips = () => within(page.getByRole("list", { name: "Attached context" })).getAllByRole("listitem");
const longCode = Array.from(
  { length: 200 },
  (_, line) => `console.log("line ${line} of a long script");`,
).join("\n");

/** A documentation page around the assistant: text, a code block, an opted-out block and a very long one. */
function DocsPage() {
  return (
    <main id="story-docs" style={{ padding: 24, maxWidth: 640, fontFamily: "system-ui" }}>
      <h1 id="install">Install</h1>
      <p>Install the package with your package manager, then render the component once.</p>
      <pre>
        <code className="language-bash">npm i @docs-assistant/react ai</code>
      </pre>
      <h2 id="output">Output</h2>
      <pre data-dsa-ignore="">
        <code>added 42 packages in 3s</code>
      </pre>
      <h2 id="long-script">A long script</h2>
      <pre>
        <code className="language-js">{longCode}</code>
      </pre>
    </main>
  );
}

const meta = {
  title: "DocsAssistant/Page context",
  component: DocsAssistant,
  args: {
    domain: "acme",
    apiKey: "svc_dsc_storybook",
    baseUrl,
    contentRoot: "#story-docs",
  },
  decorators: [
    (Story) => (
      <>
        <DocsPage />
        <Story />
      </>
    ),
  ],
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
} satisfies Meta<typeof DocsAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Selected text gets an "Ask AI" button by it; choosing it opens the panel with the selection as a chip, and the
 * next question carries it as a `textSelection` item with `currentPath`.
 */
export const SelectionControl: Story = {
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  play: async () => {
    select("your package manager");
    const control = await findControl("Ask AI about the selected text");
    await expect(control).toHaveTextContent("Ask AI");
    await userEvent.click(control);
    await page.findByRole("dialog", {}, { timeout: 5000 });
    await waitFor(() => expect(chips()).toHaveLength(1));
    await expect(chips()[0]).toHaveTextContent("Selection");
    await expect(chips()[0]).toHaveTextContent("your package manager");
    await ask("Which package managers work?");
    await waitFor(() => expect(page.queryByRole("list", { name: "Attached context" })).toBeNull());
    const [body] = await recordedBodies();
    await expect(body?.context).toEqual([
      { type: "textSelection", value: "your package manager", path: location.pathname, elementId: "install" },
    ]);
    await expect(body?.currentPath).toBe(location.pathname);
  },
};

/**
 * Code blocks get buttons (not the opted-out one); a long block is attached truncated, and says so; several chips
 * can wait together, and a removed one is not sent.
 */
export const CodeBlockChips: Story = {
  args: { currentPath: "/docs/install" },
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  play: async () => {
    const name = "Ask AI about this code";
    await userEvent.click(await findControl(name));
    await expect(controlCount(name)).toBe(2);
    await page.findByRole("dialog", {}, { timeout: 5000 });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    const longBlock = document.querySelector("#long-script + pre") as HTMLElement;
    const longControl = longBlock.querySelector("dsa-ask-ai")?.shadowRoot?.querySelector("button");
    await userEvent.click(longControl as HTMLButtonElement);
    await page.findByRole("dialog", {}, { timeout: 5000 });
    await waitFor(() => expect(chips()).toHaveLength(2));
    await expect(chips()[1]).toHaveTextContent(
      `(truncated to ${maxContextValueLength.toLocaleString("en")} characters)`,
    );
    await expect(chips()[0]).not.toHaveTextContent("truncated");

    // The reader leaves the composer for the page; the attached chips wait.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    select("render the component");
    await userEvent.click(await findControl("Ask AI about the selected text"));
    await waitFor(() => expect(chips()).toHaveLength(3));
    await userEvent.click(
      page.getByRole("button", { name: "Remove context: npm i @docs-assistant/react ai" }),
    );
    await waitFor(() => expect(chips()).toHaveLength(2));
    await expect(page.getByRole("textbox", { name: "Your question" })).toHaveFocus();

    await ask("What do these do?");
    await waitFor(() => expect(page.queryByRole("list", { name: "Attached context" })).toBeNull());
    const [body] = await recordedBodies();
    await expect(body?.currentPath).toBe("/docs/install");
    await expect(body?.context?.map((item) => [item.type, item.path, item.elementId])).toEqual([
      ["code", "/docs/install", "long-script"],
      ["textSelection", "/docs/install", "install"],
    ]);
    await expect(body?.context?.[0]?.value).toHaveLength(maxContextValueLength);
  },
};

/** The service failed: the typed question and its chip both come back, ready to send again. */
export const FailedQuestionKeepsContext: Story = {
  args: { baseUrl: `${baseUrl}/scenario/server-error` },
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  play: async () => {
    await userEvent.click(await findControl("Ask AI about this code"));
    await ask("Why does this fail?");
    await page.findByRole("alert", {}, { timeout: 5000 });
    await expect(page.getByRole("textbox", { name: "Your question" })).toHaveValue("Why does this fail?");
    await expect(chips()).toHaveLength(1);
    await expect(chips()[0]).toHaveTextContent("npm i @docs-assistant/react ai");
  },
};

/** `selectionContext` and `codeBlockContext` off: no controls anywhere. */
export const TurnedOff: Story = {
  args: { selectionContext: false, codeBlockContext: false },
  play: async () => {
    select("your package manager");
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(document.querySelectorAll("dsa-ask-ai")).toHaveLength(0);
  },
};
