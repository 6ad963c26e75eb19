/** A long answer using every construct the renderer handles, for tests and the benchmark. */
export const sampleAnswer = `# Installing the CLI

The **CLI** installs with *npm*, ~~yarn~~ or \`pnpm\`. See [the guide](/docs/install "Install guide") or
[the registry](https://registry.example.org/cli).

## Steps

1. Install it:

   \`\`\`bash
   npm install --global example-cli
   \`\`\`

2. Log in with \`example login\`.
3. Check the version.

- [x] Node 20 or later
- [ ] A workspace
  - nested item with **bold** text
  - another nested item

> **Note:** the CLI reads \`EXAMPLE_TOKEN\` first.
> It falls back to the config file.

| Option | Default | Meaning |
|:-------|:-------:|--------:|
| \`--force\` | \`false\` | Overwrite files |
| \`--dir\` | \`.\` | Target directory |

\`\`\`ts
import { createClient } from "example";

const client = createClient({ token: process.env.EXAMPLE_TOKEN });
await client.deploy();
\`\`\`

---

Line one with a hard break  
line two. Raw <b>html</b> stays text, and <script>alert(1)</script> too.

### Troubleshooting

If it fails, run \`example doctor\` and read [the FAQ](#faq).
`;
