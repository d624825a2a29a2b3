// One run counted by `test/bench/instructions.ts`: the built package (`packages/dialectc/dist`, what a
// server installs), fed the pre-tokenized corpus `passes` times. Plain JavaScript, so that nothing but
// the parser runs in the counted process (no TypeScript loader, no tokenizer).
// Usage: node instructions-child.mjs <tokens.json> <dialect> <thinking 0|1> <floor|generated|interpreted> <passes>
import { readFileSync } from "node:fs";
import { dialects, Parser } from "dialectc";

const [file, dialect, thinking, what, passes] = process.argv.slice(2);
const texts = JSON.parse(readFileSync(file, "utf8"));
let sink = 0;
for (let pass = 0; pass < Number(passes); pass++) {
  if (what === "floor") {
    for (const t of texts) for (let i = 0; i < t.length; i++) sink = (sink + t.charCodeAt(i)) | 0;
    continue;
  }
  const p = new Parser(dialects[dialect], { engine: what, thinking: thinking === "1", toolCallId: () => "id" });
  for (const t of texts) if (p.feed(t) !== null) sink++;
  p.finish();
}
if (sink === 0.5) console.log("");
