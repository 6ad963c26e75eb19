// Deterministic answers and chunkings for the streaming-render benchmark. Plain ESM with no Node imports, so
// the bench page bundles it and Node reads it: both sides see byte-identical fixtures for a given seed.

/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every machine.
 * @param {number} seed
 * @returns {() => number} a function returning floats in [0, 1)
 */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (
  "the widget streams answers from your documentation with sources and follow up questions while the reader " +
  "stays on the page configure a domain key and base url then render the component inside your layout every " +
  "request carries the current path selected text and code block as context threads are stored locally rate " +
  "limits return a retry after header the emulator serves the same wire format without network access agents " +
  "open pull requests when a job finishes transport parser chunk token message session cache index deploy " +
  "release version schema option default value header footer sidebar search result"
).split(" ");

const identifiers = [
  "baseUrl",
  "domain",
  "apiKey",
  "threadId",
  "onOpenChange",
  "maxTokens",
  "retryAfter",
  "path",
];
const pages = [
  "getting-started",
  "react-component",
  "script-tag-embed",
  "rate-limits",
  "theming",
  "api-keys",
];

/** @param {() => number} random @param {number} length */
function pick(random, length) {
  return Math.floor(random() * length);
}

/** @param {() => number} random @param {readonly string[]} list @returns {string} */
function choose(random, list) {
  return /** @type {string} */ (list[pick(random, list.length)]);
}

/** A sentence with occasional inline code, emphasis and links. @param {() => number} random */
function sentence(random) {
  const length = 6 + pick(random, 14);
  const parts = [];
  for (let index = 0; index < length; index++) {
    const roll = random();
    if (roll < 0.05) parts.push(`\`${choose(random, identifiers)}\``);
    else if (roll < 0.08) parts.push(`**${choose(random, words)}**`);
    else if (roll < 0.1) parts.push(`[${choose(random, words)}](/docs/${choose(random, pages)})`);
    else parts.push(choose(random, words));
  }
  const text = parts.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** @param {() => number} random @param {number} sentences */
function paragraph(random, sentences) {
  return Array.from({ length: sentences }, () => sentence(random)).join(" ");
}

/** One line of TypeScript-like code. @param {() => number} random @param {number} lineNumber */
function codeLine(random, lineNumber) {
  const name = choose(random, identifiers);
  switch (pick(random, 5)) {
    case 0:
      return `const ${name}${lineNumber} = await client.get("/v2/${choose(random, pages)}", { ${name} });`;
    case 1:
      return `  if (${name} === undefined) throw new Error("missing ${choose(random, words)}: " + ${lineNumber});`;
    case 2:
      return `export function ${choose(random, words)}${lineNumber}(${name}: string): number {`;
    case 3:
      return `  return ${name}.length * ${pick(random, 100)} + ${lineNumber}; // ${choose(random, words)}`;
    default:
      return "}";
  }
}

/** @param {() => number} random @param {number} lines */
function codeBlock(random, lines) {
  const language = choose(random, ["ts", "tsx", "bash", "json"]);
  const body = Array.from({ length: lines }, (_, index) => codeLine(random, index)).join("\n");
  return `\`\`\`${language}\n${body}\n\`\`\``;
}

/** @param {() => number} random @param {number} rows */
function table(random, rows) {
  const header = "| option | type | default | description |\n| --- | --- | --- | --- |";
  const body = Array.from(
    { length: rows },
    (_, index) =>
      `| \`${choose(random, identifiers)}${index}\` | ${choose(random, ["string", "number", "boolean"])} | ` +
      `${pick(random, 1000)} | ${sentence(random)} |`,
  );
  return [header, ...body].join("\n");
}

/** @param {() => number} random */
function list(random) {
  const ordered = random() < 0.4;
  const items = 2 + pick(random, 5);
  const lines = [];
  for (let index = 0; index < items; index++) {
    lines.push(`${ordered ? `${index + 1}.` : "-"} ${sentence(random)}`);
    if (random() < 0.25) lines.push(`  - ${sentence(random)}`);
  }
  return lines.join("\n");
}

/** A docs-style answer of blocks separated by blank lines. @param {() => number} random @param {number} size */
function mixedAnswer(random, size) {
  const blocks = [];
  let length = 0;
  while (length < size) {
    const roll = random();
    let block;
    if (roll < 0.08) block = `## ${sentence(random).slice(0, -1)}`;
    else if (roll < 0.45) block = paragraph(random, 2 + pick(random, 4));
    else if (roll < 0.65) block = list(random);
    else if (roll < 0.8) block = codeBlock(random, 4 + pick(random, 14));
    else if (roll < 0.88) block = `> ${paragraph(random, 2)}`;
    else block = table(random, 3 + pick(random, 6));
    blocks.push(block);
    length += block.length + 2;
  }
  return blocks.join("\n\n");
}

/** Prose with line breaks but never a blank line: the whole answer is one growing block. */
function noBlankLines(/** @type {() => number} */ random, /** @type {number} */ size) {
  const lines = [];
  let length = 0;
  while (length < size) {
    const line = random() < 0.15 ? `- ${sentence(random)}` : sentence(random);
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join("\n");
}

/** One fenced block of about `size` characters of code. @param {() => number} random @param {number} size */
function singleCodeBlock(random, size) {
  const lines = [];
  let length = 0;
  while (length < size) {
    const line = codeLine(random, lines.length);
    lines.push(line);
    length += line.length + 1;
  }
  return `Here is the whole client:\n\n\`\`\`ts\n${lines.join("\n")}\n\`\`\``;
}

/**
 * The benchmark's answers by name, each a function of its seed so every run sees the same text.
 * @type {Record<string, { description: string, generate: () => string }>}
 */
export const fixtures = {
  "mixed-32k": {
    description: "32 KB mixed answer (headings, prose, lists, code, quotes, tables)",
    generate: () => mixedAnswer(createRandom(32), 32 * 1024),
  },
  "mixed-100k": {
    description: "100 KB mixed answer",
    generate: () => mixedAnswer(createRandom(100), 100 * 1024),
  },
  "no-blank-lines-20k": {
    description: "20 KB answer with no blank line (one block for its whole life)",
    generate: () => noBlankLines(createRandom(20), 20 * 1024),
  },
  "code-block-15k": {
    description: "15 KB fenced TypeScript code block",
    generate: () => singleCodeBlock(createRandom(15), 15 * 1024),
  },
  "table-200-rows": {
    description: "GFM table with 200 rows",
    generate: () => `Every option:\n\n${table(createRandom(200), 200)}`,
  },
};

/**
 * A mixed answer of about `size` characters for `seed`: the messages of the thread and repeated-answer runs.
 * @param {number} seed
 * @param {number} size
 * @returns {string}
 */
export function answerForSeed(seed, size) {
  return mixedAnswer(createRandom(seed), size);
}

/**
 * Chunk-size profiles: how a stream cuts an answer into deltas.
 * @type {Record<string, { description: string, minimum: number, maximum: number }>}
 */
export const profiles = {
  "4-20": { description: "4–20 characters per chunk (typical token deltas)", minimum: 4, maximum: 20 },
  1: { description: "1 character per chunk", minimum: 1, maximum: 1 },
  85: { description: "70–100 characters per chunk (batched deltas)", minimum: 70, maximum: 100 },
};

/**
 * Cuts `text` into chunks whose lengths follow `profileName`, seeded so the cut is the same every run.
 * @param {string} text
 * @param {string} profileName
 * @param {number} [seed]
 * @returns {string[]}
 */
export function chunkText(text, profileName, seed = 7) {
  const profile = profiles[profileName];
  if (!profile) throw new Error(`Unknown chunk profile "${profileName}"`);
  const random = createRandom(seed);
  const chunks = [];
  let offset = 0;
  while (offset < text.length) {
    const length = profile.minimum + pick(random, profile.maximum - profile.minimum + 1);
    chunks.push(text.slice(offset, offset + length));
    offset += length;
  }
  return chunks;
}
