import { describe, expect, it, vi } from "vitest";
import { apiKeyProblem, checkedOptions, optionsFromDataset, optionsProblem } from "./options.ts";

describe("optionsFromDataset", () => {
  it("reads every data-* attribute, JSON labels, a numeric z-index and a switched-off hotkey", () => {
    const dataset = {
      domain: "acme",
      apiKey: "svc_dsc_demo",
      baseUrl: "http://127.0.0.1:8797",
      theme: "dark",
      layout: "side-panel",
      position: "bottom-left",
      hotkey: "false",
      labels: '{"trigger":"Ask Acme"}',
      contentRoot: "main",
      zIndex: "50",
      nonce: "abc",
    };
    expect(optionsFromDataset(dataset)).toEqual({
      domain: "acme",
      apiKey: "svc_dsc_demo",
      baseUrl: "http://127.0.0.1:8797",
      theme: "dark",
      layout: "side-panel",
      position: "bottom-left",
      hotkey: false,
      labels: { trigger: "Ask Acme" },
      contentRoot: "main",
      zIndex: 50,
      nonce: "abc",
    });
    expect(optionsFromDataset({ hotkey: "mod+k" }).hotkey).toBe("mod+k");
  });

  it("reports labels that are not JSON and leaves them out", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(optionsFromDataset({ domain: "acme", labels: "{trigger:" })).toEqual({ domain: "acme" });
    expect(error).toHaveBeenCalledWith("docs-assistant: data-labels is not JSON");
    error.mockRestore();
  });
});

describe("checkedOptions", () => {
  it("replaces an unknown choice and a non-integer z-index by their defaults, saying so", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const options = {
      domain: "acme",
      baseUrl: "https://x",
      theme: "sepia",
      layout: "modal",
      zIndex: Number.NaN,
    };
    expect(checkedOptions(options as never)).toEqual({
      domain: "acme",
      baseUrl: "https://x",
      layout: "modal",
    });
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toContain('theme "sepia" is not one of auto, light, dark; using "auto"');
    error.mockRestore();
  });
});

describe("optionsProblem", () => {
  it("refuses admin keys but not assistant keys", () => {
    expect(apiKeyProblem("svc_live_secret")).toContain("refused an admin key");
    expect(apiKeyProblem("svc_dsc_public")).toBeUndefined();
    expect(apiKeyProblem(undefined)).toBeUndefined();
  });

  it("needs a domain and a base URL", () => {
    expect(optionsProblem({ baseUrl: "https://x" })).toBe("data-domain is required");
    expect(optionsProblem({ domain: "acme" })).toBe("data-base-url is required");
    expect(optionsProblem({ domain: "acme", baseUrl: "https://x", apiKey: "svc_x" })).toContain("admin key");
    expect(optionsProblem({ domain: "acme", baseUrl: "https://x" })).toBeUndefined();
  });
});
