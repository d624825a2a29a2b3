/**
 * Marks and drift in spellings: `( a | b )`, `MARK`, `?` and `+` expand into the
 * template's spelling first and then one spelling per drift, never two at once;
 * a mark takes one choice throughout a spelling; a child respells its base's
 * markers by redeclaring a mark. The parses show what the expansion is for.
 */
import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildGrammarSource, buildGrammars } from "../../compiler/lower/build.js";
import { chunkText } from "../../compiler/laws/chunks.js";
import { ABI_VERSION, parseCompleteFor, type Dialect, type DialectIR } from "../../runtime/index.js";
import { runChunks } from "../helpers/run.js";

function build(text: string): DialectIR {
  const result = buildGrammarSource("marks.dialect", text);
  expect(result.diagnostics.hasErrors, result.diagnostics.format()).toBe(false);
  return result.dialects[0]!;
}

/** A terminal's spellings, written back as text: literals quoted, `ws`, captures as name:max. */
function spellings(ir: DialectIR, terminal: string): string[] {
  const t = ir.terminals.find((x) => x.name === terminal)!;
  return t.variants.map((v) => v.map((p) => ("lit" in p ? JSON.stringify(p.lit) : "ws" in p ? "ws" : `${p.cap}:`)).join(" "));
}

const CALLS = (terminals: string) => `dialect m
class word max 32 excluding " <>\\""
${terminals}
state content : text
state call : discard
state value : arg_value(string)
initial content
content OPEN -> call : tool_start(name)
call ARG -> value : arg_start(key)
value ARG_END -> call : arg_end
call CLOSE -> content : tool_end
policy validate_tool_names = false
`;

describe("marks and drift", () => {
  it("reads the template's spelling first, then each tag left out or doubled, one at a time", () => {
    const ir = build(
      CALLS(`terminal OPEN "<call>" name:word "\\n"
terminal ARG "<k>"+ key:word "</k>"? ws = "" "<v>"?+
terminal ARG_END "</v>"
terminal CLOSE "</call>"`),
    );
    expect(spellings(ir, "ARG")).toEqual([
      `"<k>" key: "</k>" ws "<v>"`,
      `"<k>" ws "<k>" key: "</k>" ws "<v>"`,
      `"<k>" key: ws "<v>"`,
      `"<k>" key: "</k>" ws`,
      `"<k>" key: "</k>" ws "<v>" ws "<v>"`,
    ]);
    // Never two drifts at once: `</k>` and `<v>` both missing would read `<k>key text` as a key.
    expect(spellings(ir, "ARG")).not.toContain(`"<k>" key: ws`);
    // What render writes is the first spelling's: its `ws = ""` says so.
    expect(ir.terminals.find((t) => t.name === "ARG")!.variants[0]![3]).toMatchObject({ write: "" });
  });

  it("a mark takes the same respelling at every use, and `MARK?` leaves it out throughout", () => {
    const ir = build(
      CALLS(`mark BARS "｜X｜" | "|X|" ws
terminal OPEN "<" BARS? "call name=\\"" name:word "\\">"
terminal ARG "<" BARS? "arg name=\\"" key:word "\\">"
terminal ARG_END "</" BARS? "arg>"
terminal CLOSE "</" BARS? "call>" ws "</" BARS? "calls>"`),
    );
    expect(spellings(ir, "CLOSE")).toEqual([`"</｜X｜call>" ws "</｜X｜calls>"`, `"</|X|" ws "call>" ws "</|X|" ws "calls>"`, `"</call>" ws "</calls>"`]);
  });

  it("a group's alternatives beyond the first are respellings, and drift inside the first still counts", () => {
    const ir = build(
      CALLS(`terminal OPEN ("<call " | "<invoke ") "name=\\"" name:word "\\">"
terminal ARG "<arg " ("key" "=\\""? | "name=\\"") key:word "\\">"
terminal ARG_END "</arg>"
terminal CLOSE "</call>"`),
    );
    expect(spellings(ir, "OPEN")).toEqual([`"<call name=\\"" name: "\\">"`, `"<invoke name=\\"" name: "\\">"`]);
    expect(spellings(ir, "ARG")).toEqual([`"<arg key=\\"" key: "\\">"`, `"<arg key" key: "\\">"`, `"<arg name=\\"" key: "\\">"`]);
  });

  it("a child respells its base's markers by redeclaring the mark", () => {
    const base = `abstract dialect base
class word max 32 excluding " <>\\""
mark BARS "｜B｜"
terminal OPEN "<" BARS "call name=\\"" name:word "\\">"
terminal CLOSE "</" BARS "call>"
state content : text
state call : discard
initial content
content OPEN -> call : tool_start(name)
call CLOSE -> content : tool_end
`;
    const dir = mkdtempSync(join(tmpdir(), "dialectc-marks-"));
    writeFileSync(join(dir, "base.dialect"), base);
    writeFileSync(join(dir, "child.dialect"), `dialect child extends base\nmark BARS "｜C｜" | "|C|"\n`);
    const result = buildGrammars([join(dir, "child.dialect")]);
    expect(result.diagnostics.hasErrors, result.diagnostics.format()).toBe(false);
    // The base's own terminals, spelled with the child's mark.
    expect(spellings(result.dialects[0]!, "CLOSE")).toEqual([`"</｜C｜call>"`, `"</|C|call>"`]);
  });

  it("drifted markers parse as the template's do, in every chunking", () => {
    const ir = build(
      CALLS(`mark BARS "｜X｜" | "|X|" ws
terminal OPEN "<" BARS? "call name=\\"" name:word "\\">"
terminal ARG "<k>"+ key:word "</k>"? ws "<v>"?
terminal ARG_END "</v>"
terminal CLOSE "</" BARS? "call>"`),
    );
    const dialect: Dialect = { name: ir.name, abi: ABI_VERSION, ir };
    const want = { content: null, tool_calls: [{ name: "f", arguments: { a: "1" } }] };
    for (const text of [
      `<｜X｜call name="f"><k>a</k><v>1</v></｜X｜call>`,
      `<|X| call name="f"><k><k>a</k><v>1</v></|X|call>`,
      `<call name="f"><k>a <v>1</v></call>`,
      `<｜X｜call name="f"><k>a</k>1</v></｜X｜call>`,
    ]) {
      const whole = parseCompleteFor(dialect, text, { toolCallId: (i) => `call_${i}` });
      expect({ content: whole.content, tool_calls: whole.tool_calls.map((c) => ({ name: c.name, arguments: JSON.parse(c.arguments) as unknown })) }, text).toEqual(want);
      for (const chunks of [chunkText(text, 1), chunkText(text, 3)]) expect(runChunks(dialect, chunks).message.tool_calls, text).toEqual(whole.tool_calls);
    }
  });
});
