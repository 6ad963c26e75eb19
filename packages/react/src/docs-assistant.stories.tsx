import { createThreadStore } from "@docs-assistant/core";
import { emulatorHandlers } from "@docs-assistant/emulator/msw";
import { createV1Transport } from "@docs-assistant/legacy-v4";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DocsAssistant } from "./docs-assistant.tsx";

/** The emulator, paced so streaming is visible but stories stay quick as tests. */
const streamingPace = { firstTokenDelayMs: 300, chunkDelayMs: 4 };
const baseUrl = "https://assistant.example.test";
const scenario = (name: string) => `${baseUrl}/scenario/${name}`;

const page = within(document.body);
const question = () => page.getByRole("textbox", { name: "Your question" });
const thread = () => page.getByRole("log", { name: "Conversation" });

/** The panel, once its lazily loaded module has rendered. */
const panel = () => page.findByRole("dialog", {}, { timeout: 5000 });

/** Types a question and presses Enter, as a reader would. */
async function ask(text: string) {
  const input = await page.findByRole("textbox", { name: "Your question" }, { timeout: 5000 });
  await userEvent.click(input);
  await userEvent.type(input, `${text}{Enter}`);
}

/** Waits until the newest answer stopped streaming. */
async function answerFinished() {
  await waitFor(() => expect(thread()).toHaveAttribute("aria-busy", "false"), { timeout: 15_000 });
}

const meta = {
  title: "DocsAssistant",
  component: DocsAssistant,
  args: {
    domain: "acme",
    apiKey: "svc_dsc_storybook",
    baseUrl,
    defaultOpen: true,
    starters: ["How do I install the React component?", "How are rate limits applied?"],
    onOpen: fn(),
    onClose: fn(),
    onQuestionSent: fn(),
    onAnswerFinished: fn(),
    onError: fn(),
    // Sources link to the docs site; the story keeps the reader in Storybook.
    onSourceClick: fn((_source, event) => event.preventDefault()),
  },
  parameters: { msw: emulatorHandlers(streamingPace) },
} satisfies Meta<typeof DocsAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new conversation: invitation, starter questions, the composer focused. */
export const EmptyWithStarters: Story = {
  play: async () => {
    await expect(await panel()).toHaveAccessibleName("Ask AI");
    await expect(page.getByRole("button", { name: "How do I install the React component?" })).toBeVisible();
    await waitFor(() => expect(question()).toHaveFocus());
    await expect(page.getByRole("button", { name: "New conversation" })).toBeDisabled();
  },
};

/** An answer arriving: the log is busy, Stop replaces Send, events carry no question text. */
export const Streaming: Story = {
  play: async ({ args }) => {
    await panel();
    await userEvent.click(await page.findByRole("button", { name: "How do I install the React component?" }));
    await waitFor(() => expect(thread()).toHaveAttribute("aria-busy", "true"));
    await expect(page.getByRole("button", { name: "Stop answering" })).toBeVisible();
    await expect(args.onQuestionSent).toHaveBeenCalledWith({ source: "starter", questionCount: 1 });
    await answerFinished();
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(args.onAnswerFinished).toHaveBeenCalledWith(expect.objectContaining({ stopped: false }));
    await waitFor(() => expect(page.getByRole("status")).toHaveTextContent(/^Answer ready\./));
  },
};

/** A cited answer: sources link to their pages and report clicks to the host. */
export const WithSources: Story = {
  play: async ({ args }) => {
    await ask("How do I install the React component?");
    await answerFinished();
    const sources = await page.findByRole("list", { name: "Sources" });
    const links = within(sources).getAllByRole("link");
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute("href", expect.stringMatching(/^https?:\/\//));
    await userEvent.click(links[0] as HTMLElement);
    await expect(args.onSourceClick).toHaveBeenCalledTimes(1);
    await expect(page.getByRole("button", { name: "Copy answer" })).toBeVisible();
    const followUps = page.getByRole("list", { name: "Follow-up questions" });
    const followUp = within(followUps).getAllByRole("button")[0] as HTMLElement;
    const followUpQuestion = followUp.textContent ?? "";
    await userEvent.click(followUp);
    await waitFor(() => expect(page.getAllByRole("article", { name: "You" })).toHaveLength(2));
    await expect(page.getAllByRole("article", { name: "You" })[1]).toHaveTextContent(followUpQuestion);
    await answerFinished();
  },
};

/** A 30 KB answer with code and tables: scrolling up lets go of the bottom and offers a way back. */
export const LongAnswer: Story = {
  args: { baseUrl: scenario("long-answer") },
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  play: async () => {
    await ask("Show me everything");
    await answerFinished();
    const log = thread();
    await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(log.clientHeight * 2));
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 30),
    );
    log.scrollTop = 0;
    log.dispatchEvent(new Event("scroll"));
    const jump = await page.findByRole("button", { name: "Jump to latest" });
    await userEvent.click(jump);
    await waitFor(() => expect(page.queryByRole("button", { name: "Jump to latest" })).toBeNull());
  },
};

/** The search takes a while: the reader sees that the assistant is working before the first word. */
export const SlowFirstToken: Story = {
  args: { baseUrl: scenario("slow-first-token") },
  parameters: { msw: emulatorHandlers({ pace: "fast", slowFirstTokenDelayMs: 1500 }) },
  play: async () => {
    await ask("How do I install the React component?");
    // Re-queried on every try: the indicator's node is replaced when the search step arrives before the text.
    await waitFor(
      () => {
        expect(page.getByText("Searching the docs…")).toBeVisible();
        expect(thread()).toHaveAttribute("aria-busy", "true");
      },
      { timeout: 5000 },
    );
    await answerFinished();
    await expect(page.queryByText("Searching the docs…")).toBeNull();
  },
};

/** The service answered with no text: the reader is told so instead of facing a blank bubble. */
export const EmptyAnswer: Story = {
  args: { baseUrl: scenario("empty-answer") },
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  play: async () => {
    await ask("Hello?");
    const answer = await page.findByRole("article", { name: "Assistant" }, { timeout: 5000 });
    await waitFor(() => expect(answer).toHaveTextContent(/No answer came back/));
    await waitFor(() =>
      expect(page.getByRole("status")).toHaveTextContent("Answer ready. No answer came back."),
    );
  },
};

/** An answer full of script, event handlers and javascript: links: nothing runs, nothing is a live unsafe link. */
export const HostileMarkup: Story = {
  args: { baseUrl: scenario("hostile-markup") },
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  play: async () => {
    await ask("Break out");
    await answerFinished();
    const answer = page.getByRole("article", { name: "Assistant" });
    await expect(answer.querySelector("script, iframe, img[onerror], [onclick], [onmouseover]")).toBeNull();
    for (const link of within(answer).queryAllByRole("link")) {
      await expect(link.getAttribute("href") ?? "").not.toMatch(/^\s*(javascript|data):/i);
    }
    await expect((window as { __dsaHostile?: boolean }).__dsaHostile).toBeUndefined();
  },
};

/** 429: says when to retry and keeps the typed question in the composer. */
export const RateLimited: Story = {
  args: { baseUrl: scenario("rate-limited") },
  play: async ({ args }) => {
    await ask("Why is the sky blue?");
    const alert = await page.findByRole("alert");
    await expect(alert).toHaveTextContent(/Try again in (30|29) s/);
    await expect(alert).toHaveAttribute("data-error", "rate-limited");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeDisabled();
    await expect(question()).toHaveValue("Why is the sky blue?");
    await expect(args.onError).toHaveBeenCalledWith({ kind: "rate-limited", status: 429, retryAfter: 30 });
  },
};

/** 401: the key is not valid; no retry is offered. */
export const Unauthorized: Story = {
  args: { apiKey: "svc_dsc_revoked" },
  parameters: { msw: emulatorHandlers({ pace: "fast", assistantKeys: ["svc_dsc_valid"] }) },
  play: async () => {
    await ask("Hello?");
    const alert = await page.findByRole("alert");
    await expect(alert).toHaveAttribute("data-error", "unauthorized");
    await expect(alert).toHaveTextContent("API key is not valid");
    await expect(within(alert).queryByRole("button")).toBeNull();
    await expect(question()).toHaveValue("Hello?");
  },
};

/** 403: the key is not allowed on this site. */
export const Forbidden: Story = {
  parameters: { msw: emulatorHandlers({ pace: "fast", allowedOrigins: ["https://docs.other.example"] }) },
  play: async () => {
    await ask("Hello?");
    const alert = await page.findByRole("alert");
    await expect(alert).toHaveAttribute("data-error", "forbidden");
    await expect(alert).toHaveTextContent("not allowed on this site");
  },
};

/** 400: the service refused the request (here a page size over its limit); rephrasing is suggested. */
export const InvalidRequest: Story = {
  args: { retrievalPageSize: 500 },
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  play: async ({ args }) => {
    await ask("Hello?");
    const alert = await page.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveAttribute("data-error", "invalid-request");
    await expect(alert).toHaveTextContent("could not process this question");
    await expect(question()).toHaveValue("Hello?");
    await expect(args.onError).toHaveBeenCalledWith({ kind: "invalid-request", status: 400 });
  },
};

/** 500: says the assistant is having trouble, keeps the question, offers a retry. */
export const ServerError: Story = {
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  args: { baseUrl: scenario("server-error") },
  play: async () => {
    await ask("How do I install the React component?");
    const alert = await page.findByRole("alert");
    await expect(alert).toHaveAttribute("data-error", "server");
    await expect(question()).toHaveValue("How do I install the React component?");
    await expect(page.queryAllByRole("article")).toHaveLength(0);
  },
};

/** The service sent an `error` chunk mid-answer: the question stays in the thread, Retry asks again. */
export const ErrorMidAnswer: Story = {
  args: { baseUrl: scenario("error-chunk") },
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  play: async () => {
    await ask("How do I install the React component?");
    const alert = await page.findByRole("alert");
    await expect(alert).toHaveAttribute("data-error", "server");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
    await expect(page.getByRole("article", { name: "You" })).toHaveTextContent(
      "How do I install the React component?",
    );
  },
};

/** A malformed stream: says the answer was cut off and offers a retry. */
export const MalformedStream: Story = {
  args: { baseUrl: scenario("malformed-line") },
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  play: async () => {
    await ask("How do I install the React component?");
    const alert = await page.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveAttribute("data-error", "stream");
    await expect(alert).toHaveTextContent("The answer was cut off");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

/** The connection dropped mid-answer: what arrived stays visible with a retry. */
export const Disconnected: Story = {
  args: { baseUrl: scenario("disconnect") },
  parameters: { msw: emulatorHandlers({ pace: "fast" }) },
  play: async () => {
    await ask("How do I install the React component?");
    const alert = await page.findByRole("alert");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
    await expect(page.getByRole("article", { name: "Assistant" })).not.toBeEmptyDOMElement();
  },
};

let offline = false;
const setOnline = (online: boolean) => {
  offline = !online;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
};

/** Offline: says so, keeps the question, and sends it by itself when the connection is back. */
export const Offline: Story = {
  parameters: {
    msw: [
      http.all("*/discovery/*", () => (offline ? HttpResponse.error() : undefined)),
      ...emulatorHandlers({ pace: "fast" }),
    ],
  },
  beforeEach: () => {
    setOnline(false);
    return () => {
      offline = false;
      Reflect.deleteProperty(navigator, "onLine");
    };
  },
  play: async ({ args }) => {
    await ask("How do I install the React component?");
    const alert = await page.findByRole("alert");
    await expect(alert).toHaveAttribute("data-error", "offline");
    await expect(alert).toHaveTextContent("You are offline");
    await expect(question()).toHaveValue("How do I install the React component?");
    setOnline(true);
    await expect(await page.findByRole("article", { name: "Assistant" }, { timeout: 5000 })).toBeVisible();
    await answerFinished();
    await expect(page.queryByRole("alert")).toBeNull();
    await expect(page.getByRole("article", { name: "You" })).toHaveTextContent(
      "How do I install the React component?",
    );
    await expect(args.onQuestionSent).toHaveBeenLastCalledWith({ source: "retry", questionCount: 1 });
  },
};

/** The dark theme (`theme="dark"`). */
export const Dark: Story = {
  args: { theme: "dark" },
  parameters: { backgrounds: { default: "dark" } },
  play: async () => {
    const dialog = await panel();
    await expect(dialog).toHaveAttribute("data-theme", "dark");
    await ask("How do I install the React component?");
    await answerFinished();
  },
};

/** A phone: the panel becomes a full-screen sheet above the on-screen keyboard. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async () => {
    const dialog = await panel();
    await expect(dialog).toHaveAttribute("data-layout", "sheet");
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

/** Right-to-left with translated labels. */
export const RightToLeft: Story = {
  args: {
    dir: "rtl",
    starters: ["איך מתקינים את הרכיב?"],
    labels: {
      trigger: "שאלו את ה-AI",
      title: "שאלו את ה-AI",
      description: "שאלו שאלה על התיעוד.",
      close: "סגירה",
      newConversation: "שיחה חדשה",
      exportConversation: "הורדת השיחה",
      thread: "שיחה",
      startersHeading: "נסו לשאול",
      emptyState: "שאלו כל דבר על התיעוד.",
      inputLabel: "השאלה שלכם",
      inputPlaceholder: "שאלו שאלה…",
      send: "שליחה",
      stop: "עצירה",
    },
  },
  play: async () => {
    const dialog = await panel();
    await expect(dialog).toHaveAccessibleName("שאלו את ה-AI");
    await expect(dialog).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("textbox", { name: "השאלה שלכם" })).toBeVisible();
    await expect(page.getByRole("button", { name: "שליחה" })).toBeVisible();
  },
};

/** A site's brand through the public CSS variables. */
export const CustomTheme: Story = {
  args: { theme: "light" },
  decorators: [
    (Story) => (
      <div
        style={
          {
            "--dsa-accent": "rgb(21, 94, 117)",
            "--dsa-radius": "2px",
            "--dsa-font": "Georgia, serif",
          } as React.CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
  play: async () => {
    // The panel is portalled to <body>, so the variables must reach it from the document root as well.
    document.documentElement.style.setProperty("--dsa-accent", "rgb(21, 94, 117)");
    const trigger = page.getByRole("button", { name: /Ask AI/ });
    await expect(getComputedStyle(trigger).backgroundColor).toBe("rgb(21, 94, 117)");
    await ask("How do I install the React component?");
    await expect(getComputedStyle(page.getByRole("article", { name: "You" })).backgroundColor).toBe(
      "rgb(21, 94, 117)",
    );
    document.documentElement.style.removeProperty("--dsa-accent");
  },
};

/** The centred modal layout: focus is trapped, Esc closes and focus returns. */
export const Modal: Story = {
  args: { layout: "modal", defaultOpen: false },
  play: async ({ args }) => {
    const trigger = page.getByRole("button", { name: /Ask AI/ });
    await userEvent.click(trigger);
    const dialog = await panel();
    await expect(dialog).toHaveAttribute("data-layout", "modal");
    await waitFor(() => expect(question()).toHaveFocus());
    for (let index = 0; index < 6; index += 1) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The docked side panel: the page stays usable beside it. */
export const SidePanel: Story = {
  args: { layout: "side-panel" },
  play: async () => {
    const dialog = await panel();
    await expect(dialog).toHaveAttribute("data-layout", "side-panel");
    await expect(dialog.getBoundingClientRect().right).toBe(window.innerWidth);
  },
};

/** Cmd/Ctrl+I opens; typing in a field or a chord the site handled does not; Esc closes. */
export const KeyboardShortcut: Story = {
  args: { defaultOpen: false },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <label>
          Site search <input type="search" />
        </label>
        <button type="button">Site button</button>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("searchbox", { name: "Site search" }));
    await userEvent.keyboard("{Control>}i{/Control}");
    await expect(page.queryByRole("dialog")).toBeNull();

    const taken = (event: KeyboardEvent) => {
      if (event.key === "i" && event.ctrlKey) event.preventDefault();
    };
    document.addEventListener("keydown", taken);
    canvas.getByRole("button", { name: "Site button" }).focus();
    await userEvent.keyboard("{Control>}i{/Control}");
    await expect(page.queryByRole("dialog")).toBeNull();
    document.removeEventListener("keydown", taken);

    await userEvent.keyboard("{Control>}i{/Control}");
    await panel();
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Site button" })).toHaveFocus();
  },
};

/** A conversation restored from the thread store after a reload; New conversation clears it. */
export const RestoredConversation: Story = {
  beforeEach: () => {
    createThreadStore({ domain: "acme" }).setMessages([
      { id: "q1", role: "user", parts: [{ type: "text", text: "What is the emulator?" }] },
      {
        id: "a1",
        role: "assistant",
        parts: [
          {
            type: "text",
            text: "A local stand-in for the service, so you can develop with no key.",
            state: "done",
          },
        ],
      },
    ]);
  },
  play: async () => {
    await panel();
    await expect(await page.findByRole("article", { name: "You" })).toHaveTextContent(
      "What is the emulator?",
    );
    await userEvent.click(page.getByRole("button", { name: "New conversation" }));
    await waitFor(() => expect(page.queryAllByRole("article")).toHaveLength(0));
    await expect(page.getByRole("button", { name: "How do I install the React component?" })).toBeVisible();
  },
};

/** Stop keeps what arrived; Enter sends, Shift+Enter breaks the line. */
export const StopAndMultiline: Story = {
  parameters: { msw: emulatorHandlers({ firstTokenDelayMs: 100, chunkDelayMs: 40 }) },
  play: async ({ args }) => {
    await panel();
    await userEvent.click(question());
    await userEvent.type(question(), "First line{Shift>}{Enter}{/Shift}second line");
    await expect(question()).toHaveValue("First line\nsecond line");
    await userEvent.keyboard("{Enter}");
    await expect(question()).toHaveValue("");
    await userEvent.click(await page.findByRole("button", { name: "Stop answering" }));
    await answerFinished();
    await expect(args.onAnswerFinished).toHaveBeenCalledWith(expect.objectContaining({ stopped: true }));
    await expect(page.getByRole("article", { name: "You" })).toHaveTextContent("First line second line");
  },
};

/** The deprecated v1 endpoint through the legacy adapter: the same UI, sources and thread, unchanged. */
export const LegacyV1Transport: Story = {
  args: { transport: createV1Transport },
  // Its own emulator, so the recorded requests are this story's alone.
  parameters: { msw: emulatorHandlers(streamingPace) },
  play: async () => {
    await ask("How do I install the React component?");
    await answerFinished();
    await expect(page.getByRole("article", { name: "Assistant" })).toHaveTextContent(/install/i);
    await expect(await page.findByRole("list", { name: "Sources" })).toBeVisible();
    const requests = (await (await fetch(`${baseUrl}/__emulator/requests`)).json()) as { version: string }[];
    await expect(requests.map((request) => request.version)).toEqual(["v1"]);
  },
};
