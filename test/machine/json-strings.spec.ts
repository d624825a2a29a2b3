/**
 * The machine's JSON string tracking (`JsonStringState`, for `when outside string` markers) jumps
 * between quotes and backslashes; it must agree with a plain character walk,
 * however the text is split.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JsonStringState, stringRunEnd } from "../../runtime/text/json-text.js";
import { Parser, nullSink, type Sink } from "../../runtime/compiler-api.js";
import { dialects } from "../../generated/index.js";

/** As the machine follows chunks: a piece with no quote, backslash or control character only completes an escape. */
function inStringAfter(pieces: string[], plainPieces: boolean): boolean {
  const state = new JsonStringState();
  for (const piece of pieces) {
    if (plainPieces && stringRunEnd(piece, 0, piece.length) === piece.length) state.followPlain();
    else state.advance(piece, 0, piece.length);
  }
  return state.inString;
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
    // Long enough that the indexOf jumps cross chunk ends too.
    const text = fc.array(fc.constantFrom('"', "\\", "a", "<", "}", " ", "aaaaaaaaaaaaaaaaaaaa"), { maxLength: 40 }).map((a) => a.join(""));
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 6 }), (t, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (t.length + 1)))].sort((a, b) => a - b);
        const pieces: string[] = [];
        let last = 0;
        for (const p of [...points, t.length]) {
          pieces.push(t.slice(last, p));
          last = p;
        }
        expect(inStringAfter(pieces, false)).toBe(walk(t));
        expect(inStringAfter(pieces, true)).toBe(walk(t));
      }),
      { numRuns: 2000 },
    );
  });

  it("tells the sink a chunk is plain string text only when it holds no quote, backslash or control character", () => {
    const chunk = fc.array(fc.constantFrom('"', "\\", "\n", "a", "bc", " ", "<", "}", "{"), { minLength: 1, maxLength: 3 }).map((a) => a.join(""));
    let plainSeen = 0;
    fc.assert(
      fc.property(fc.array(chunk, { maxLength: 30 }), (chunks) => {
        const sink: Sink = {
          ...nullSink,
          chars(_state, src, from, to, plain) {
            if (plain) {
              plainSeen++;
              expect(stringRunEnd(src, from, to)).toBe(to);
            }
          },
        };
        const machine = dialects.hermes.generated!(sink, 0);
        machine.feed("<tool_call>");
        for (const c of chunks) machine.feed(c);
        machine.finish();
      }),
      { numRuns: 500 },
    );
    expect(plainSeen).toBeGreaterThan(0);
  });

  it("streams an argument's plain string tokens as they are, and the others through the JSON reader, alike", () => {
    const text = '<tool_call>\n{"name": "f", "arguments": {"code": "if (a < b) {\\n  return \\"x\\";\\n}", "n": 1}}\n</tool_call>';
    const tokens = text.match(/.{1,2}/gs)!;
    const streamed = new Parser(dialects.hermes, { toolCallId: () => "id" });
    let args = "";
    for (const t of tokens) for (const c of streamed.feed(t)?.tool_calls ?? []) args += c.function.arguments ?? "";
    for (const c of streamed.finish()?.tool_calls ?? []) args += c.function.arguments ?? "";
    expect(JSON.parse(args)).toEqual({ code: 'if (a < b) {\n  return "x";\n}', n: 1 });
  });
});
