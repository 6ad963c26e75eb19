import type { Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import "../packages/react/src/styles.css";

/** Every story is mocked by MSW (the emulator's handlers) and must pass axe. */
const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    a11y: { test: "error" },
    layout: "fullscreen",
  },
  beforeEach() {
    // Each story starts a new conversation: the thread store persists in localStorage.
    localStorage.clear();
  },
};

export default preview;
