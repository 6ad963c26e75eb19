/** Types of `fixtures.mjs` for the TypeScript bench page. */

/** A seeded pseudo-random generator (mulberry32) returning floats in [0, 1). */
export function createRandom(seed: number): () => number;

/** The benchmark's answers by name, each a function of its seed so every run sees the same text. */
export const fixtures: Record<string, { description: string; generate: () => string }>;

/** A mixed answer of about `size` characters for `seed`: the messages of the thread and repeated-answer runs. */
export function answerForSeed(seed: number, size: number): string;

/** Chunk-size profiles: how a stream cuts an answer into deltas. */
export const profiles: Record<string, { description: string; minimum: number; maximum: number }>;

/** Cuts `text` into chunks whose lengths follow `profileName`, seeded so the cut is the same every run. */
export function chunkText(text: string, profileName: string, seed?: number): string[];
