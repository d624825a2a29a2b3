/**
 * Pictures without Graphviz: `dialectc graph --format svg` draws a dialect's
 * state machine with Graphviz compiled to WebAssembly (no system binary), and
 * docs/pictures/ holds one per shipped dialect, committed and as fresh as
 * generated/ (npm run pictures writes them).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dialects } from "../../generated/index.js";
import { runCli } from "../helpers/cli.js";
import { PICTURE_DIR, pictures } from "../helpers/pictures.js";

describe("pictures", () => {
  it("graph --format svg draws the states, the initial state per thinking mode, and the markers, with each element's grammar line", async () => {
    // No Graphviz on PATH: the drawing is WebAssembly.
    const path = process.env.PATH;
    process.env.PATH = "";
    let r: Awaited<ReturnType<typeof runCli>>;
    try {
      r = await runCli(["graph", "--dialect", "kimi_k3", "--format", "svg"]);
    } finally {
      process.env.PATH = path;
    }
    expect(r.code, r.err).toBe(0);
    // Graphviz writes "-" in attributes as &#45;, which a browser reads back as "-".
    const svg = r.out.replaceAll("&#45;", "-");
    expect(r.out).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*<\/svg>\s*$/);
    for (const s of dialects.kimi_k3.ir.states) expect(r.out).toContain(`>${s.name}</text>`);
    expect(r.out).toContain(">thinking</text>");
    expect(r.out).toContain(">no thinking</text>");
    expect(r.out).toContain("THINK_END / reasoning_end");
    // A state's class names its line in the grammar: a page can lead from the picture to the source.
    const line = Number(dialects.kimi_k3.ir.states[0]!.at.split(":").pop());
    expect(svg).toContain(`class="node state at-kimi_k3-${line}"`);
    expect(svg).toMatch(/class="edge transition at-kimi_k3-\d+"/);
  });

  it("docs/pictures has every shipped dialect's picture, as npm run pictures draws it now", async () => {
    const want = await pictures();
    expect(readdirSync(PICTURE_DIR).sort()).toEqual([...want.keys()].sort());
    for (const [file, svg] of want) expect(readFileSync(join(PICTURE_DIR, file), "utf8") === svg, `${file} is stale: npm run pictures`).toBe(true);
  });

  it("docs/dialects.md shows each family's picture", () => {
    const doc = readFileSync("docs/dialects.md", "utf8");
    for (const name of Object.keys(dialects)) expect(doc).toContain(`![${name}'s state machine](pictures/${name}.svg)`);
  });
});
