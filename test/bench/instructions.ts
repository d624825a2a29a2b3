/**
 * `npm run bench:instructions`: instructions per token end to end, counted
 * by valgrind's cachegrind rather than timed. On a shared virtual machine a
 * timing window can be 1.5× another, more than most changes to the parser;
 * an instruction count, with V8 on one thread, moved by at most 4% between
 * runs of one build (0.2% back to back), so two versions of the code can be
 * compared on changes larger than that.
 *
 * Per corpus and engine, the built package's parser (`feed` per real token,
 * fresh deltas; `instructions-child.mjs`) runs twice under cachegrind, for
 * `LOW` and `HIGH` passes over the pre-tokenized corpus; the difference
 * divided by the extra tokens is the steady state, without start-up or
 * compilation. The floor (a loop reading every char code of every token) is
 * counted the same way. Needs `valgrind` on the PATH (Debian: `apt-get
 * install valgrind`); the whole table takes a few minutes.
 *
 * Counts are not times: under valgrind V8 sees a plainer CPU, and a builtin
 * such as `indexOf` costs more instructions than its time suggests. Compare
 * counts with counts.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { qwenTokenTexts } from "../helpers/token-chunks.js";
import { endToEnd } from "./corpus.js";

const LOW = 10;
const HIGH = 40;

try {
  execFileSync("valgrind", ["--version"], { stdio: "ignore" });
} catch {
  console.error("bench:instructions needs valgrind on the PATH (Debian: apt-get install valgrind)");
  process.exit(1);
}

// The counted runs use the built package, so build it from the sources as they are now.
execFileSync(process.execPath, [join(import.meta.dirname, "..", "..", "packages", "build.mjs")], { stdio: "ignore" });
const child = join(import.meta.dirname, "instructions-child.mjs");
const dir = mkdtempSync(join(tmpdir(), "dialectc-instructions-"));

/** Instructions of one child run, as cachegrind reports them ("I refs"). */
function count(args: string[]): number {
  const run = spawnSync(
    "valgrind",
    ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", process.execPath, "--single-threaded", "--max-semi-space-size=64", child, ...args],
    { encoding: "utf8" },
  );
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  if (run.status !== 0 || !refs) throw new Error(`valgrind run failed:\n${run.stderr.slice(-2000)}`);
  return Number(refs[1]!.replace(/,/g, ""));
}

try {
  console.log(`instructions per token (cachegrind, node ${process.version}, ${LOW} and ${HIGH} passes)`);
  console.log(["corpus", "floor", "generated", "×floor", "interpreted", "interp/gen"].map((c, i) => c.padStart(i === 0 ? 18 : 12)).join(" "));
  for (const row of endToEnd) {
    const texts = qwenTokenTexts(row.text());
    const file = join(dir, `${row.dialect}-${row.label.replace(/\W+/g, "-")}.json`);
    writeFileSync(file, JSON.stringify(texts));
    const n = texts.length * (HIGH - LOW);
    const perToken = (what: string) => {
      const args = (passes: number) => [file, row.dialect, row.thinking ? "1" : "0", what, String(passes)];
      return (count(args(HIGH)) - count(args(LOW))) / n;
    };
    const floor = perToken("floor");
    const generated = perToken("generated");
    const interpreted = perToken("interpreted");
    console.log(
      [row.label, floor.toFixed(0), generated.toFixed(0), (generated / floor).toFixed(2) + "×", interpreted.toFixed(0), (interpreted / generated).toFixed(2) + "×"]
        .map((c, i) => String(c).padStart(i === 0 ? 18 : 12))
        .join(" "),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
