import { config } from "zod/v4/core";

// The AI SDK validates with zod, which probes `new Function` for a faster parser as schemas are built (some at
// import time): under a CSP without 'unsafe-eval' that probe is a reported violation. Imported first by the
// panel entry so the setting is in place before any schema exists; the interpreted parser is all we need.
config({ jitless: true });
