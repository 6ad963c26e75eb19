import { http } from "msw";
import { createEmulator, type Emulator } from "./emulator.ts";
import type { EmulatorOptions } from "./options.ts";

/** URL patterns the emulator answers, under any origin and base path. */
const handledPaths = ["*/discovery/*", "*/v2/agent/*", "*/__emulator/*"] as const;

/** MSW request handlers that pass matching requests to an emulator (given, or created from options). */
export function emulatorHandlers(emulatorOrOptions: Emulator | EmulatorOptions = {}) {
  const emulator = "fetch" in emulatorOrOptions ? emulatorOrOptions : createEmulator(emulatorOrOptions);
  return handledPaths.map((path) => http.all(path, ({ request }) => emulator.fetch(request)));
}
