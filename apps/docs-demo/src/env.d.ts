/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the assistant sends questions: the emulator by default, or the real service. */
  readonly VITE_DOCS_ASSISTANT_BASE_URL?: string;
  /** The organisation's domain identifier. */
  readonly VITE_DOCS_ASSISTANT_DOMAIN?: string;
  /** The public assistant key (`svc_dsc_…`). */
  readonly VITE_DOCS_ASSISTANT_API_KEY?: string;
}
