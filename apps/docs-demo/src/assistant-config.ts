/** Where the demo's assistant points: the local emulator unless the environment names a real service. */
export const assistantConfig = {
  baseUrl: import.meta.env.VITE_DOCS_ASSISTANT_BASE_URL || "http://127.0.0.1:8787",
  domain: import.meta.env.VITE_DOCS_ASSISTANT_DOMAIN || "acme",
  apiKey: import.meta.env.VITE_DOCS_ASSISTANT_API_KEY || "svc_dsc_emulator_demo_key",
};
