import { isAdminKey } from "@docs-assistant/core";

/** Where the panel opens on wide screens (small screens always get a full-screen sheet). */
export type EmbedLayout = "popover" | "modal" | "side-panel";

/** Which bottom corner holds the launcher (and the popover panel above it). */
export type EmbedPosition = "bottom-right" | "bottom-left";

/** The widget's colour scheme, fixed or following the reader's system setting. */
export type EmbedTheme = "light" | "dark" | "auto";

/** Options of the embedded assistant, read from the script tag's `data-*` attributes or given to `init`. */
export interface EmbedOptions {
  /** The domain identifier: the last segment of the organisation's dashboard URL. */
  domain: string;
  /** The assistant key (`svc_dsc_…`); admin keys (`svc_…`) are refused. Optional behind a proxy that adds it. */
  apiKey?: string;
  /** The service's base URL (or a proxy's). */
  baseUrl: string;
  /**
   * Colour scheme.
   * @default "auto"
   */
  theme?: EmbedTheme;
  /**
   * Where the panel opens on wide screens.
   * @default "popover"
   */
  layout?: EmbedLayout;
  /**
   * Which bottom corner holds the launcher.
   * @default "bottom-right"
   */
  position?: EmbedPosition;
  /**
   * Keyboard chord that opens the panel (`mod` is ⌘ on Apple platforms, Ctrl elsewhere); `false` turns it off.
   * @default "mod+i"
   */
  hotkey?: string | false;
  /** Strings to replace (translation): any string label of `@docs-assistant/react`'s `DocsAssistantLabels`. */
  labels?: Record<string, string>;
  /**
   * CSS selector of the element whose text selections and code blocks the reader can ask about.
   * @default "body"
   */
  contentRoot?: string;
  /**
   * Stacking order of the launcher and the panel.
   * @default 2147483000
   */
  zIndex?: number;
  /**
   * CSP nonce for any `<style>` element the widget has to create.
   * @default the script tag's own nonce
   */
  nonce?: string;
  /** Questions offered in an empty conversation. */
  starters?: string[];
  /**
   * Whether the `question` event carries the question text.
   * @default false
   */
  includeQuestionInEvents?: boolean;
}

/**
 * Reads the options from a script tag's `dataset` (`data-domain`, `data-api-key`, `data-base-url`, `data-theme`,
 * `data-layout`, `data-position`, `data-hotkey` (`"false"` turns it off), `data-labels` (JSON),
 * `data-content-root`, `data-z-index`, `data-nonce`). Values are checked by {@link checkedOptions} in the panel,
 * which keeps the launcher small.
 */
export function optionsFromDataset(dataset: DOMStringMap): Partial<EmbedOptions> {
  const { hotkey, labels, zIndex, ...rest } = dataset;
  const options = rest as Partial<EmbedOptions>;
  if (hotkey !== undefined) options.hotkey = hotkey !== "false" && hotkey;
  try {
    if (labels) options.labels = JSON.parse(labels);
  } catch {
    console.error("docs-assistant: data-labels is not JSON");
  }
  if (zIndex) options.zIndex = Number(zIndex);
  return options;
}

/** The options with a fixed set of values, and their defaults first. */
const choices = {
  theme: ["auto", "light", "dark"] satisfies EmbedTheme[],
  layout: ["popover", "modal", "side-panel"] satisfies EmbedLayout[],
  position: ["bottom-right", "bottom-left"] satisfies EmbedPosition[],
};

/**
 * `options` with every choice valid: an unknown `theme`, `layout` or `position` (or a `zIndex` that is not an
 * integer) is reported on the console and replaced by its default.
 */
export function checkedOptions(options: EmbedOptions): EmbedOptions {
  const checked = { ...options };
  for (const [name, allowed] of Object.entries(choices) as [keyof typeof choices, string[]][]) {
    const value = checked[name];
    if (value === undefined || allowed.includes(value)) continue;
    console.error(
      `docs-assistant: ${name} "${value}" is not one of ${allowed.join(", ")}; using "${allowed[0]}".`,
    );
    delete checked[name];
  }
  if (checked.zIndex !== undefined && !Number.isInteger(checked.zIndex)) {
    console.error(`docs-assistant: zIndex "${checked.zIndex}" is not an integer; ignored.`);
    delete checked.zIndex;
  }
  return checked;
}

/** Returns why `apiKey` must not be used (an admin key is a server secret), or `undefined`. */
export function apiKeyProblem(apiKey: string | undefined): string | undefined {
  if (apiKey && isAdminKey(apiKey)) {
    return "refused an admin key (svc_…): it is a server secret; use the assistant key (svc_dsc_…)";
  }
  return undefined;
}

/** Returns why `options` cannot start a widget (an admin key, a missing domain or base URL), or `undefined`. */
export function optionsProblem(options: Partial<EmbedOptions>): string | undefined {
  return (
    apiKeyProblem(options.apiKey) ??
    (options.domain ? (options.baseUrl ? undefined : "data-base-url is required") : "data-domain is required")
  );
}
