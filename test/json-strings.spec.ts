/**
 * The machine's JSON string tracking (for `when outside string` markers) jumps
 * between quotes and backslashes; it must agree with a plain character walk,
 * however the text is split.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dialects } from "../generated/index.js";
import { MachineBase } from "../runtime/machine.js";
import { nullSink } from "../runtime/sink.js";

class Probe extends MachineBase {
  protected next(buf: string): number {
    return buf.length;
  }
  protected decide(): number {
    return -1;
  }
  protected fire(_cand: number, _buf: string, _from: number, to: number): number {
    return to;
  }
  inStringAfter(pieces: string[]): boolean {
    for (const piece of pieces) {
      this.tracked = 0;
      this.trackJson(piece, piece.length);
    }
    return this.jsonInString;
  }
}

function walk(text: string): boolean {
  let inString = false;
  let escape = false;
  for (const ch of text) {
    if (inString) {
      if (escape) escape = false;
      else if (ch === "\\") escape = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
  }
  return inString;
}

describe("JSON string tracking", () => {
  it("agrees with a character walk on any text and any split", () => {
    const text = fc.array(fc.constantFrom('"', "\\", "a", "<", "}", " "), { maxLength: 40 }).map((a) => a.join(""));
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 6 }), (t, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (t.length + 1)))].sort((a, b) => a - b);
        const pieces: string[] = [];
        let last = 0;
        for (const p of [...points, t.length]) {
          pieces.push(t.slice(last, p));
          last = p;
        }
        const probe = new Probe(dialects.hermes.ir, nullSink, 0);
        expect(probe.inStringAfter(pieces)).toBe(walk(t));
      }),
      { numRuns: 2000 },
    );
  });
});
