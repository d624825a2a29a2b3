/**
 * The assembler's parts on their own: the parameter argument builder, the
 * whitespace policies of content and reasoning, call ids, the call
 * lifecycle, the head of a Python call, a call region's held markup and the
 * translation of token-quoted JSON. The laws and fixtures test them through every dialect; these
 * pin each part's contract directly.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Call, CallPhase } from "../../runtime/assemble/call.js";
import { randomCallId } from "../../runtime/assemble/call-id.js";
import { DeltaBuilder, MessageAccumulator } from "../../runtime/assemble/delta.js";
import { DEFAULT_CAPS, type PoliciesIR, type Trim } from "../../runtime/ir/ir.js";
import { EnvelopeScanner } from "../../runtime/args/envelope.js";
import { ParameterArgs } from "../../runtime/args/parameter-args.js";
import { Head, PythonCallHead } from "../../runtime/args/python-head.js";
import { QuotedJsonTranslator } from "../../runtime/args/quoted-json.js";
import { TextKeyTranslator } from "../../runtime/args/text-key-args.js";
import { XmlArgsTranslator } from "../../runtime/args/xml-args.js";
import type { JsonSchema } from "../../runtime/args/schema.js";
import { RegionMarkup } from "../../runtime/assemble/region-markup.js";
import { ToolSchemas } from "../../runtime/args/schema.js";
import { TextOutput } from "../../runtime/assemble/text-output.js";
import { dialects } from "../../generated/index.js";

const tools = new ToolSchemas([
  {
    type: "function",
    function: {
      name: "f",
      parameters: {
        type: "object",
        properties: { city: { type: "string" }, days: { type: "integer" }, note: { type: ["string", "null"] }, opts: { type: "object" } },
      },
    },
  },
]);

/** Cuts a text at the given points. */
function pieces(text: string, cuts: number[]): string[] {
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let prev = 0;
  for (const c of at) {
    out.push(text.slice(prev, c));
    prev = c;
  }
  out.push(text.slice(prev));
  return out;
}

/** One call's arguments from (key, encoding, trim, value pieces) parameters. */
function build(params: [string, "string" | "json" | "schema", Trim, string[]][], held = DEFAULT_CAPS.held, unwrap = false): string {
  const b = new ParameterArgs(tools, unwrap, held);
  let out = "";
  for (const [key, encoding, trim, values] of params) {
    out += b.start("f", key, encoding, trim);
    for (const v of values) out += b.value(v, 0, v.length);
  }
  return out + b.end("f") + b.close();
}

describe("ParameterArgs", () => {
  it("streams a string value escaped, whatever the chunking, trimming one wrapping newline", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.array(fc.nat(), { maxLength: 5 }), (value, cuts) => {
        const text = `\n${value}\n`;
        const args = build([["city", "string", "newline", pieces(text, cuts)]]);
        expect(JSON.parse(args)).toEqual({ city: value });
      }),
    );
  });

  it("streams string text as it arrives and holds only a newline that may be the last", () => {
    const b = new ParameterArgs(tools, false, DEFAULT_CAPS.held);
    expect(b.start("f", "city", "string", "newline")).toBe('{"city": "');
    expect(b.value("\nPar", 0, 4)).toBe("Par");
    expect(b.value("is\n", 0, 3)).toBe("is");
    expect(b.value('"x', 0, 2)).toBe('\\n\\"x');
    expect(b.end("f")).toBe('"');
  });

  it("holds a typed value whole and coerces it by the schema", () => {
    const b = new ParameterArgs(tools, false, DEFAULT_CAPS.held);
    expect(b.start("f", "days", "schema", "none")).toBe('{"days": ');
    expect(b.value("1", 0, 1)).toBe("");
    expect(b.value("2", 0, 1)).toBe("");
    expect(b.end("f") + b.close()).toBe("12}");
  });

  it("keeps a json value that parses and writes one that does not as a string", () => {
    expect(JSON.parse(build([["opts", "json", "none", ['{"a": [1, ', "2]}"]]]))).toEqual({ opts: { a: [1, 2] } });
    expect(JSON.parse(build([["opts", "json", "none", ["{broken"]]]))).toEqual({ opts: "{broken" });
  });

  it("streams a json value that opens with a quote as the JSON string it is, whatever the chunking", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom("", " ", "\n"), fc.array(fc.nat(), { maxLength: 5 }), (value, pad, cuts) => {
        const text = pad + JSON.stringify(value) + pad;
        expect(JSON.parse(build([["q", "json", "none", pieces(text, cuts)]]))).toEqual({ q: value });
      }),
    );
    const b = new ParameterArgs(tools, false, DEFAULT_CAPS.held);
    expect(b.start("f", "q", "json", "none")).toBe('{"q": ');
    expect(b.value(' "Seo', 0, 5)).toBe('"Seo');
    expect(b.value("ul\\", 0, 3)).toBe("ul");
    expect(b.value('n" ', 0, 3)).toBe("\\n");
    expect(b.end("f") + b.close()).toBe('"}');
  });

  it("keeps what streamed of a quoted json value that turns out not to be one string: raw control characters escaped, stray backslashes doubled, text after the quote continuing it", () => {
    expect(JSON.parse(build([["q", "json", "none", ['"line\nbreak \\q"']]]))).toEqual({ q: "line\nbreak \\q" });
    expect(JSON.parse(build([["q", "json", "none", ['"Seoul" ', "and Busan"]]]))).toEqual({ q: 'Seoul" and Busan' });
    expect(JSON.parse(build([["q", "json", "none", ['"cut \\u00']]]))).toEqual({ q: "cut \\u00" });
  });

  it("reads null for a string that may be null, and streams any other string", () => {
    expect(JSON.parse(build([["note", "schema", "none", ["nu", "ll"]]]))).toEqual({ note: null });
    expect(JSON.parse(build([["note", "schema", "none", ["nu", "lly"]]]))).toEqual({ note: "nully" });
  });

  it("turns a typed value past the held cap into a string, at the same character for any chunking", () => {
    const value = "9".repeat(30);
    for (const cut of [1, 7, 20]) {
      expect(JSON.parse(build([["days", "schema", "none", [value.slice(0, cut), value.slice(cut)]]], 16))).toEqual({ days: value });
    }
  });

  it("unwraps an undeclared `arguments` wrapper of the tool's own parameters", () => {
    expect(JSON.parse(build([["arguments", "json", "none", ['{"city": "Paris"}']]], DEFAULT_CAPS.held, true))).toEqual({ city: "Paris" });
    expect(JSON.parse(build([["arguments", "json", "none", ['{"other": 1}']]], DEFAULT_CAPS.held, true))).toEqual({ arguments: { other: 1 } });
  });

  it("closes an object with no parameters as {} and joins several with commas", () => {
    expect(new ParameterArgs(tools, false, 100).close()).toBe("{}");
    expect(
      JSON.parse(
        build([
          ["city", "string", "none", ["a"]],
          ["days", "schema", "none", ["3"]],
        ]),
      ),
    ).toEqual({ city: "a", days: 3 });
  });

  it("continues an object an earlier builder of the call opened, and hands its own on", () => {
    const after = (continues: boolean | null) => {
      const p = new ParameterArgs(tools, true, 100, continues);
      return p.start("get_weather", "city", "string", "none") + p.value("a", 0, 1) + p.end("get_weather") + p.close();
    };
    expect(after(true)).toBe(', "city": "a"}');
    expect(after(false)).toBe('"city": "a"}');
    expect(after(null)).toBe('{"city": "a"}');
    expect(new ParameterArgs(tools, false, 100, false).close()).toBe("}");
    const p = new ParameterArgs(tools, false, 100);
    expect(p.seal("get_weather")).toEqual({ text: "", continues: null });
    const text = p.start("get_weather", "city", "string", "none") + p.value("Par", 0, 3);
    expect(p.seal("get_weather")).toEqual({ text: '"', continues: true });
    expect(text).toBe('{"city": "Par');
  });
});

const policies = (over: Partial<PoliciesIR>): PoliciesIR => ({ ...dialects.hermes.ir.policies, ...over });

/** Runs text through a TextOutput and accumulates what a client would read. */
function shape(over: Partial<PoliciesIR>, steps: ((t: TextOutput) => void)[], held = DEFAULT_CAPS.held) {
  const out = new DeltaBuilder();
  const acc = new MessageAccumulator();
  const t = new TextOutput(out, policies(over), held);
  for (const step of steps) {
    step(t);
    acc.add(out.take());
  }
  t.finish();
  acc.add(out.take());
  return acc.message();
}
const content = (s: string) => (t: TextOutput) => t.content(s, 0, s.length);
const reasoning = (s: string) => (t: TextOutput) => t.reasoning(s, 0, s.length);

describe("TextKeyTranslator", () => {
  // A cap above the longest generated text: the trailing whitespace is always held whole.
  const run = (pieces: string[], held = 64) => {
    const t = new TextKeyTranslator("command", held);
    return pieces.map((p) => t.push(p, 0, p.length)).join("") + t.finish();
  };
  it("passes a JSON object through and makes any other text one string under the key, without its outer whitespace", () => {
    expect(run(['  {"a": ', "1}"])).toBe('{"a": 1}');
    expect(run(["\n ls -la ", 'x"y\n', "  "])).toBe('{"command": "ls -la x\\"y"}');
    expect(run([" ", "\n"])).toBe("");
  });
  it("gives the same string for any chunking, holding at most the cap of trailing whitespace", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a b\n"]{0,30}$/), fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const whole = run([text]);
        expect(run(pieces(text, cuts))).toBe(whole);
        if (whole !== "") expect(JSON.parse(whole)).toEqual(text.trim() === "" ? {} : { command: text.replace(/^\s+/, "").replace(/\s+$/, "") });
      }),
    );
    const t = new TextKeyTranslator("command", 4);
    expect(t.push("x" + " ".repeat(10), 0, 11)).toBe('{"command": "x' + " ".repeat(8));
  });
});

describe("TextOutput", () => {
  it("holds trailing whitespace until more text shows it is not trailing", () => {
    const out = new DeltaBuilder();
    const t = new TextOutput(out, policies({}), DEFAULT_CAPS.held);
    t.content("Hello  ", 0, 7);
    expect(out.take()).toEqual({ content: "Hello" });
    t.content("world\n", 0, 6);
    expect(out.take()).toEqual({ content: "  world" });
  });

  it("drops whitespace next to a call at the content's edges under around_tools, and keeps what trails text under keep", () => {
    const call = [(t: TextOutput) => t.callSurfaces(), (t: TextOutput) => t.callEnds()];
    const steps = [content("See: \n"), ...call, content("\n done ")];
    // Between text before and after the call the whitespace stays, as vLLM's strip of the whole content keeps it.
    expect(shape({ contentWhitespace: "around_tools" }, steps).content).toBe("See: \n\n done");
    expect(shape({ contentWhitespace: "around_tools" }, [content(" \n"), ...call, content("\n done ")]).content).toBe("done");
    expect(shape({ contentWhitespace: "around_tools" }, [content("See: \n"), ...call, content("\n ")]).content).toBe("See:");
    expect(shape({ contentWhitespace: "around_tools" }, [content("a "), ...call, content("\n"), ...call, content(" b")]).content).toBe("a \n b");
    expect(shape({ contentWhitespace: "keep" }, steps).content).toBe("See: \n\n done ");
  });

  it("drops reasoning's leading whitespace and, when asked, its trailing whitespace", () => {
    const steps = [reasoning("\n  plan"), reasoning(" more \n"), (t: TextOutput) => t.reasoningEnd(), content("\n\nAnswer")];
    expect(shape({ stripTrailingReasoningWhitespace: true }, steps)).toMatchObject({ reasoning: "plan more", content: "Answer" });
    expect(shape({ stripTrailingReasoningWhitespace: false }, steps)).toMatchObject({ reasoning: "plan more \n" });
  });

  it("writes the block separator between blocks, after the previous block's held whitespace", () => {
    const steps = [content("one "), (t: TextOutput) => t.contentStart(), content("two")];
    expect(shape({ blockSeparator: "\n\n", contentWhitespace: "keep" }, steps).content).toBe("one \n\ntwo");
  });

  it("never shows content that is whitespace only", () => {
    expect(shape({}, [content("  \n "), content("\t")]).content).toBeNull();
  });

  it("lets whitespace past the held cap out in whole multiples of it, however the text is cut", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 4 }), (cuts) => {
        const text = "a" + " ".repeat(23);
        const out = new DeltaBuilder();
        const t = new TextOutput(out, policies({ contentWhitespace: "keep" }), 10);
        let sent = "";
        for (const piece of pieces(text, cuts)) {
          t.content(piece, 0, piece.length);
          sent += out.take()?.content ?? "";
        }
        // Of the 23 held spaces, whole tens (20) went out; the 3 left go out with what follows.
        expect(sent).toBe("a" + " ".repeat(20));
        t.content("b", 0, 1);
        expect(out.take()).toEqual({ content: "   b" });
      }),
    );
  });
});

describe("RegionMarkup", () => {
  const region = (held = DEFAULT_CAPS.held) => {
    const out = new DeltaBuilder();
    return { out, r: new RegionMarkup(new TextOutput(out, policies({ contentWhitespace: "keep" }), held), held) };
  };

  it("holds markup for the call that claims it", () => {
    const { out, r } = region();
    r.enter();
    r.hold("<calls>");
    r.hold("[");
    expect([out.take(), r.claim(), r.claim()]).toEqual([null, "<calls>[", ""]);
  });

  it("gives its markup back where it ends unless it surfaced a call", () => {
    const { out, r } = region();
    r.enter();
    r.hold("<calls>");
    r.leave();
    expect([r.open, out.take()]).toEqual([false, { content: "<calls>" }]);
    r.enter();
    r.hold("<calls>");
    r.surfaced = true;
    r.hold("</calls>");
    r.leave();
    expect(out.take()).toBeNull();
    // A new region forgets the last one's verdict.
    r.enter();
    expect(r.surfaced).toBe(false);
  });

  it("gives back markup past the held cap one character past it, however the markup is cut", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 4 }), (cuts) => {
        const { out, r } = region(10);
        r.enter();
        let given = "";
        for (const piece of pieces("abcdefghijklmnopqrstuvw", cuts)) {
          r.hold(piece);
          given += out.take()?.content ?? "";
        }
        // 23 characters: 11 and 11 went back at once, 1 is held.
        expect([given, r.claim()]).toEqual(["abcdefghijklmnopqrstuv", "w"]);
      }),
    );
  });
});

describe("call ids", () => {
  it("are chatcmpl-tool- and 24 hex digits, or 9 alphanumerics, and differ", () => {
    expect(randomCallId("chatcmpl")).toMatch(/^chatcmpl-tool-[0-9a-f]{24}$/);
    expect(randomCallId("alnum9")).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(new Set(Array.from({ length: 50 }, () => randomCallId("alnum9"))).size).toBe(50);
  });
});

describe("Call", () => {
  it("has one phase at a time: surfaced, demoted (silenced is demoted too) or still reading", () => {
    const call = new Call(false);
    expect([call.surfaced, call.demoted, call.silent]).toEqual([false, false, false]);
    call.phase = CallPhase.Surfaced;
    expect([call.surfaced, call.demoted, call.silent]).toEqual([true, false, false]);
    call.phase = CallPhase.Demoted;
    expect([call.surfaced, call.demoted, call.silent]).toEqual([false, true, false]);
    call.phase = CallPhase.Silenced;
    expect([call.surfaced, call.demoted, call.silent]).toEqual([false, true, true]);
  });
});

/** The verdict on `text` read from its start, with the offset it fell on (-1: still undecided). */
function head(text: string, maxLength = 64): [Head, number, number] {
  const h = new PythonCallHead(maxLength);
  h.begin(0);
  for (let i = 0; i < text.length; i++) {
    const v = h.read(text.charCodeAt(i), i);
    if (v !== Head.Undecided) return [v, i, h.nameLength];
  }
  return [Head.Undecided, -1, h.nameLength];
}

describe("PythonCallHead", () => {
  it("takes a name, ( and then ) or a keyword and = for a call's head, ending on that character", () => {
    expect(head("get_weather()")).toEqual([Head.Call, 12, 11]);
    expect(head('f(city="Paris")')).toEqual([Head.Call, 6, 1]);
    expect(head("grocery.order( item = 1)")).toEqual([Head.Call, 20, 13]);
  });

  it("calls prose what only looks like a call, on the character that shows it", () => {
    expect(head("see f(x)")).toEqual([Head.Prose, 3, 0]);
    expect(head("f(x)")).toEqual([Head.Prose, 3, 1]);
    expect(head("f(1)")).toEqual([Head.Prose, 2, 1]);
    expect(head("f(x y=1)")).toEqual([Head.Prose, 4, 1]);
  });

  it("waits while the head may still be a call's", () => {
    expect(head("get_weather")[0]).toBe(Head.Undecided);
    expect(head("f( city ")[0]).toBe(Head.Undecided);
  });

  it("gives up on a head as long as a name's cap, without reading that character", () => {
    expect(head("abcdefgh(x=1)", 8)).toEqual([Head.TooLong, 8, 0]);
    expect(head("abcdefg(x=1)", 8)[0]).toBe(Head.TooLong);
    expect(head("abcd(x=1)", 8)).toEqual([Head.Call, 6, 4]);
  });

  it("starts afresh after begin, whatever the head before it read", () => {
    const h = new PythonCallHead(64);
    h.begin(5);
    for (const c of "f(a") h.read(c.charCodeAt(0), 0);
    h.begin(9);
    expect([h.start, h.read(40, 1), h.read(41, 2)]).toEqual([9, Head.Undecided, Head.Call]);
    h.reset();
    expect(h.reading).toBe(false);
  });
});

describe("ToolSchemas", () => {
  it("follows local $refs, each once, and stops a schema that refers to itself", () => {
    const children = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`c${i}`, { $ref: "#/$defs/Node" }]));
    const schemas = new ToolSchemas([
      {
        type: "function",
        function: {
          name: "f",
          parameters: {
            type: "object",
            properties: { a: { $ref: "#/$defs/A" }, n: { $ref: "#/$defs/Node" }, bad: { $ref: "#/$defs/Missing" } },
            $defs: { A: { type: "object", properties: { b: { $ref: "#/$defs/B", description: "kept" } } }, B: { type: "integer" }, Node: { type: "object", properties: children } },
          },
        },
      },
    ] as never);
    expect(schemas.parameter("f", "a")).toEqual({ type: "object", properties: { b: { type: "integer", description: "kept" } } });
    // Eight self-references at every level would be 8^depth copies; resolved once, the inner ones are empty.
    expect(schemas.parameter("f", "n")).toEqual({ type: "object", properties: Object.fromEntries(Object.keys(children).map((k) => [k, {}])) });
    expect(schemas.parameter("f", "bad")).toEqual({ $ref: "#/$defs/Missing" });
  });
});

describe("XmlArgsTranslator", () => {
  const NS = "]<]minimax[>[";
  // MiniMax M3's spelling of arguments: an element per member, <item> per array item, NS before each tag.
  const spell = (v: unknown): string =>
    Array.isArray(v)
      ? v.map((x) => `${NS}<item>${spell(x)}${NS}</item>`).join("")
      : v !== null && typeof v === "object"
        ? Object.entries(v)
            .map(([k, x]) => `${NS}<${k}>${spell(x)}${NS}</${k}>`)
            .join("\n")
        : typeof v === "string"
          ? v
          : JSON.stringify(v);
  const schemaOf = (v: unknown): JsonSchema =>
    Array.isArray(v)
      ? { type: "array", items: v.length > 0 ? schemaOf(v[0]) : {} }
      : v !== null && typeof v === "object"
        ? { type: "object", properties: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, schemaOf(x)])) }
        : { type: typeof v === "number" ? "integer" : typeof v };
  const text = fc.string().filter((x) => !x.includes("</") && !x.includes(NS) && !"]<]minimax[>[".startsWith(x.slice(-1) || "-"));
  const value = fc.letrec((tie) => ({
    v: fc.oneof({ depthSize: "small" }, text, fc.integer(), fc.boolean(), fc.array(fc.integer(), { maxLength: 3 }), fc.array(text, { maxLength: 3 }), tie("o")),
    o: fc.dictionary(fc.stringMatching(/^[a-z_][a-z0-9_]{0,5}$/), tie("v"), { maxKeys: 3 }),
  }));
  const translate = (chunks: string[], schema: JsonSchema | null) => {
    const t = new XmlArgsTranslator(NS, (k) => schema?.properties?.[k] ?? null);
    return chunks.map((c) => t.push(c, 0, c.length)).join("") + t.finish();
  };

  it("gives the arguments its schema describes as JSON, whatever the chunking", () => {
    fc.assert(
      fc.property(value.o, fc.array(fc.nat(), { maxLength: 8 }), (obj, cuts) => {
        expect(JSON.parse(translate(pieces(spell(obj), cuts), schemaOf(obj)))).toEqual(obj);
      }),
    );
  });

  it("makes repeated children an array and coerces nested text by the schema, and without one decides by content", () => {
    const xml = `${NS}<order>${NS}<zip>018956${NS}</zip>${NS}<tag>a${NS}</tag>${NS}<tag>b${NS}</tag>${NS}</order>${NS}<note>a <b>bold</b> word${NS}</note>`;
    const schema: JsonSchema = { type: "object", properties: { order: { type: "object", properties: { zip: { type: "integer" } } }, note: { type: "string" } } };
    expect(JSON.parse(translate([xml], schema))).toEqual({ order: { zip: 18956, tag: ["a", "b"] }, note: "a <b>bold</b> word" });
    expect(JSON.parse(translate([xml], null))).toEqual({ order: { zip: "018956", tag: ["a", "b"] }, note: "a <b>bold</b> word" });
  });

  it("streams a string parameter before its element closes, and holds a typed one until it does", () => {
    const t = new XmlArgsTranslator(NS, (k) => (k === "n" ? { type: "integer" } : { type: "string" }));
    const push = (chunk: string) => t.push(chunk, 0, chunk.length);
    expect(push(`${NS}<s>hello wor`)).toBe('{"s": "hello wor');
    expect(push(`ld${NS}</s>${NS}<n>4`)).toBe('ld"');
    expect(push(`2${NS}</n>`)).toBe("");
    expect(t.finish()).toBe(', "n": 42}');
  });
});

describe("QuotedJsonTranslator", () => {
  const Q = '<|"|>';
  // Gemma 4's spelling of a JSON value: keys bare, strings between quote tokens; `sep` between members.
  const spell = (v: unknown, sep = ","): string =>
    typeof v === "string"
      ? Q + v + Q
      : Array.isArray(v)
        ? "[" + v.map((x) => spell(x, sep)).join(sep) + "]"
        : v !== null && typeof v === "object"
          ? "{" +
            Object.entries(v)
              .map(([k, x]) => k + ":" + spell(x, sep))
              .join(sep) +
            "}"
          : String(v);
  const value = fc.letrec((tie) => ({
    v: fc.oneof(
      { depthSize: "small" },
      fc.string().filter((s) => !s.includes("<|")),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("v"), { maxLength: 3 }),
      tie("o"),
    ),
    o: fc.dictionary(fc.stringMatching(/^[a-z_][a-z0-9_]{0,5}$/), tie("v"), { maxKeys: 3 }),
  }));

  /** The text translated in pieces of `cut` characters. */
  const translated = (text: string, cut: number): string => {
    const t = new QuotedJsonTranslator(Q);
    const cuts = Array.from({ length: Math.ceil(text.length / cut) }, (_, i) => i * cut);
    return (
      pieces(text, cuts)
        .map((p) => t.push(p, 0, p.length))
        .join("") + t.finish()
    );
  };

  it("reads a value written bare, spaces and slashes in it, as one string: never a character lost", () => {
    const word = fc.stringMatching(/^[a-z/.=?~-][a-z0-9/.=?~-]{0,6}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.nat(), (words, cut) => {
        const phrase = words.join(" ");
        // Numbers and constants alone are the members a model left commas out between; a word of text makes a phrase.
        fc.pre(words.some((w) => !/^-?[\d.]+$/.test(w) && !["true", "false", "null"].includes(w)));
        expect(JSON.parse(translated(`{k:${phrase},n:1}`, (cut % 5) + 1))).toEqual({ k: phrase, n: 1 });
      }),
    );
  });

  it("writes the JSON in json.dumps's spacing, whatever the model's", () => {
    const t = new QuotedJsonTranslator(Q);
    const src = `{ a :${Q}x y${Q} ,b:[ 1 ,2 ],\n c : { d:true } }`;
    expect(t.push(src, 0, src.length)).toBe('{"a": "x y", "b": [1, 2], "c": {"d": true}}');
  });

  it("supplies the comma a model leaves out between members, whatever the chunking", () => {
    fc.assert(
      fc.property(value.o, fc.array(fc.nat(), { maxLength: 6 }), (obj, cuts) => {
        // The object spelled with every comma between members (and array elements) left out.
        const t = new QuotedJsonTranslator(Q);
        let json = "";
        for (const piece of pieces(spell(obj, " "), cuts)) json += t.push(piece, 0, piece.length);
        json += t.finish();
        expect(JSON.parse(json)).toEqual(obj);
      }),
    );
  });

  it("gives the object as JSON and stops after its closing brace, whatever the chunking", () => {
    fc.assert(
      fc.property(value.o, fc.string(), fc.array(fc.nat(), { maxLength: 6 }), (obj, after, cuts) => {
        const t = new QuotedJsonTranslator(Q);
        let json = "";
        let rest = "";
        for (const piece of pieces(spell(obj) + after, cuts)) {
          json += t.push(piece, 0, piece.length);
          rest += piece.slice(t.end);
        }
        json += t.finish();
        expect(JSON.parse(json)).toEqual(obj);
        expect([t.closed, rest]).toEqual([true, after]);
      }),
    );
  });

  it("gives a key with no value the empty string, and a number as Python writes it its JSON form", () => {
    for (const cut of [1, 3, 100]) {
      const text = "{key:,gap: ,left:108.,half:.5,pos:+3,word:abc}";
      const json = translated(text, cut);
      expect(JSON.parse(json)).toEqual({ key: "", gap: "", left: 108, half: 0.5, pos: 3, word: "abc" });
    }
  });

  it("reads Python's None, True and False as null, true and false (Gemma 4's template writes a null so), and a quoted one as text", () => {
    for (const cut of [1, 4, 100]) {
      const text = `{none:None,yes:True,no:False,said:${Q}None${Q},more:[None,True]}`;
      const json = translated(text, cut);
      expect(JSON.parse(json)).toEqual({ none: null, yes: true, no: false, said: "None", more: [null, true] });
    }
  });

  it("is not done while the object is open, and reads a brace inside a string as data", () => {
    const t = new QuotedJsonTranslator(Q);
    const src = `{a:${Q}} {${Q},b:[1,{c:2}]`;
    expect([t.push(src, 0, src.length), t.closed, t.end]).toEqual(['{"a": "} {", "b": [1, {"c": 2}]', false, src.length]);
    expect([t.push("} x", 0, 3), t.closed, t.end]).toEqual(["}", true, 1]);
  });
});

describe("EnvelopeScanner", () => {
  /** Reads pieces of one envelope; returns the name, the arguments, where the envelope ended in the whole text (-1: not ended). */
  function scan(chunks: string[]): { name: string | null; args: string; end: number; invalid: boolean } {
    const s = new EnvelopeScanner(["name"], ["arguments"]);
    let name: string | null = null;
    let args = "";
    let offset = 0;
    let end = -1;
    for (const c of chunks) {
      const stop = s.push(c, 0, c.length);
      name ??= s.takeName();
      args += s.takeArgs();
      if (end < 0 && s.closed) end = offset + stop;
      offset += c.length;
    }
    return { name, args: args + s.finishArgs(), end, invalid: s.malformed };
  }

  it("a malformed envelope ends at its closing brace, however it is cut", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ['{"name": "a", "arguments": {"x": 1 bad}}', "a", '{"x": 1}'],
          ["{invalid json}", null, "{}"],
          ['{"name": "a" "arguments": {"s": "}"}}', "a", "{}"],
          ['{"name": "a", "arguments": {"s": "a\\q } b"}}', "a", '{"s": "a"}'],
        ),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.constantFrom("", ", {next}", " prose"),
        ([envelope, name, args], cuts, after) => {
          const text = envelope + after;
          const got = scan(pieces(text, cuts));
          expect(got).toEqual({ name, args, end: envelope.length, invalid: true });
        },
      ),
    );
  });

  it("an envelope never closed runs to the end", () => {
    expect(scan(['{"name": "a", "arguments": {"x": 1 bad', ", more"])).toMatchObject({ name: "a", end: -1, invalid: true });
  });
});
