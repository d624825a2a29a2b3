/**
 * Grammar export, proved with a real engine: xgrammar's WebAssembly build
 * compiles both formats (structural tags as vLLM and SGLang take them, GBNF
 * as llama.cpp does) for every dialect with calls. What `render` writes for
 * schema-valid messages is accepted; a call to an undeclared tool, an
 * argument that breaks its schema and a broken marker are rejected; a named
 * tool choice admits that tool only; the shared vectors' calls are accepted.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { dialects, exportGrammar, parseComplete, render, ExportError, type Dialect, type Tool } from "../../generated/index.js";
import { xgrammar, type XGrammar } from "../helpers/xgrammar.js";
import { vectorLabels, vectorTools, type ExportVector } from "../helpers/export-vectors.js";
import { renders } from "../helpers/renders.js";
import { grammarDialect } from "../../compiler/emit/dialect-file.js";

const REASONING_ONLY = join(import.meta.dirname, "..", "fixtures", "reasoning-only.dialect");

const tools: Tool[] = [
  {
    type: "function",
    function: {
      name: "get_weather",
      parameters: {
        type: "object",
        properties: { city: { type: "string" }, days: { type: "integer" }, unit: { enum: ["c", "f"] }, tags: { type: "array", items: { type: "string" } } },
        required: ["city"],
      },
    },
  },
  { type: "function", function: { name: "ping", parameters: { type: "object", properties: {} } } },
];

const text = fc
  .array(fc.constantFrom("Oslo", "São Paulo", "<b>bold</b>", 'a"b', "it's", "back\\slash", "line\nbreak", "東京", "😀", " ", "x = 1", "{x}"), { minLength: 1, maxLength: 4 })
  .map((w) => w.join(""));
const call = fc.oneof(
  fc
    .record({ city: text, days: fc.integer({ min: 0, max: 99 }), unit: fc.constantFrom("c", "f"), tags: fc.array(text, { maxLength: 2 }) }, { requiredKeys: ["city"] })
    .map((a) => ({ name: "get_weather", arguments: a as Record<string, unknown> })),
  fc.constant({ name: "ping", arguments: {} as Record<string, unknown> }),
);

/** Dialects that write calls (the others have nothing to export). */
/**
 * Dialects whose calls have no marker to begin them: nothing triggers a grammar
 * in free text, so export says so (Granite's bare Python calls among prose).
 */
const MARKERLESS = new Set(["granite_pythonic"]);
const withCalls = (Object.values(dialects) as Dialect[]).filter(
  (d) => !MARKERLESS.has(d.name) && renders(d, { content: "x", tool_calls: [{ name: "ping", arguments: {} }] }, { tools, thinking: false }),
);

let xg: XGrammar;
beforeAll(() => {
  xg = xgrammar();
});

/**
 * Whether both formats accept; the lazy GBNF grammar is checked from its first trigger on. GBNF's answer is
 * null where xgrammar cannot judge it: xgrammar reads a negated character class by bytes, so "text without
 * </｜DSML｜parameter>" is only checked where markers are ASCII (llama.cpp reads classes by code point).
 */
async function accepted(d: Dialect, s: string, toolChoice?: "auto" | "required" | string): Promise<[boolean, boolean | null]> {
  const st = exportGrammar(d, { tools, thinking: false, toolChoice });
  const gbnf = exportGrammar(d, { tools, thinking: false, toolChoice, format: "gbnf" });
  // A lazy grammar starts at a trigger; otherwise it covers the whole output (a block's closer before the calls).
  const at = gbnf.grammar_lazy ? Math.min(...gbnf.grammar_triggers.map((t) => (s.includes(t.value) ? s.indexOf(t.value) : s.length))) : 0;
  const a = await xg.Testings.isGrammarAcceptString(await xg.Grammar.fromStructuralTag(st), s);
  const b =
    /[^\x00-\x7f]/.test(gbnf.grammar) && /text-until/.test(gbnf.grammar) ? null : await xg.Testings.isGrammarAcceptString(await xg.Grammar.fromEBNF(gbnf.grammar), s.slice(at));
  return [a, b];
}

describe("exported grammars, checked by xgrammar", () => {
  it("every dialect with calls is covered", () => {
    expect(withCalls.length).toBeGreaterThanOrEqual(45);
    // Calls with no marker of their own cannot start a grammar: a clear error, not a grammar that never triggers.
    for (const name of MARKERLESS) {
      const d = (dialects as Record<string, Dialect>)[name]!;
      expect(() => exportGrammar(d, { tools })).toThrow(ExportError);
      expect(() => exportGrammar(d, { tools })).toThrow("does not start with a marker");
    }
  });

  for (const d of withCalls) {
    it(`${d.name}: render's calls are accepted; undeclared tools, broken arguments and broken markers are not`, async () => {
      const single = !renders(
        d,
        {
          content: "x",
          tool_calls: [
            { name: "ping", arguments: {} },
            { name: "ping", arguments: {} },
          ],
        },
        { tools, thinking: false },
      );
      await fc.assert(
        fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: single ? 1 : 3 }), async (calls) => {
          // A word of content first: a dialect whose prompt began the first marker (Functionary) then writes every marker.
          const s = render(d, { content: "Sure.", tool_calls: calls }, { tools, thinking: false });
          const [st, gbnf] = await accepted(d, s);
          expect([st, gbnf ?? true], JSON.stringify(s)).toEqual([true, true]);
        }),
        { numRuns: 8 },
      );
      const good = render(d, { content: "Sure.", tool_calls: [{ name: "get_weather", arguments: { city: "Oslo", days: 3 } }] }, { tools, thinking: false });
      const judged = async (text: string) => (await accepted(d, text)).filter((x) => x !== null);
      const triggers = exportGrammar(d, { tools, thinking: false, format: "gbnf" }).grammar_triggers.map((t) => t.value);
      const misspelt = good.replace("get_weather", "get_wether");
      // Where a call's trigger holds its name (a head that a marker of no call begins too: Glimmer's ` to=`,
      // Functionary's `>>>`), a misspelt name is no trigger: the grammar leaves that text free, as any text
      // without a trigger. Elsewhere the trigger comes first and the name after it is refused.
      if (triggers.some((t) => t.includes("get_weather")))
        expect(
          triggers.some((t) => misspelt.includes(t)),
          "undeclared tool",
        ).toBe(false);
      else expect(await judged(misspelt), "undeclared tool").not.toContain(true);
      const badType = good.replace(/\b3\b/, d.name === "pythonic" || d.name === "lfm2" ? "'three'" : '"three"');
      expect(await judged(badType), `days as a string: ${badType}`).not.toContain(true);
      // The call's marker with its last character dropped.
      const marker = exportGrammar(d, { tools, thinking: false, format: "gbnf" }).grammar_triggers[0]!.value;
      const at = good.indexOf(marker);
      const broken = good.slice(0, at) + marker.slice(0, -1) + "\u2063" + good.slice(at + marker.length);
      const [st] = await accepted(d, broken, "required");
      expect(st, `broken marker: ${broken}`).toBe(false);
    });
  }

  it("a named tool choice admits that tool's call only", async () => {
    const d = dialects.hermes;
    const ping = render(d, { tool_calls: [{ name: "ping", arguments: {} }] }, { tools });
    const weather = render(d, { tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] }, { tools });
    expect(await accepted(d, weather, "get_weather")).toEqual([true, true]);
    expect(await accepted(d, ping, "get_weather")).toEqual([false, false]);
    expect(() => exportGrammar(d, { tools, toolChoice: "nope" })).toThrow(ExportError);
  });

  it("reads tool_choice in every shape the parser reads, from the one reader", async () => {
    const d = dialects.hermes;
    const named = exportGrammar(d, { tools, toolChoice: "get_weather" });
    for (const shape of [
      { type: "function", function: { name: "get_weather" } },
      { type: "function", name: "get_weather" },
      { type: "tool", toolName: "get_weather" },
      { type: "allowed_tools", allowed_tools: { mode: "required", tools: [{ type: "function", name: "get_weather" }] } },
    ] as const)
      expect(exportGrammar(d, { tools, toolChoice: shape })).toEqual(named);
    expect(exportGrammar(d, { tools, toolChoice: { type: "required" } })).toEqual(exportGrammar(d, { tools, toolChoice: "required" }));
    // Several allowed tools: calls of those only, lazily unless required.
    const ping = render(d, { tool_calls: [{ name: "ping", arguments: {} }] }, { tools });
    const weather = render(d, { tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] }, { tools });
    const onlyTwo = [...tools, { type: "function", function: { name: "other", parameters: { type: "object" } } } as Tool];
    const allowed = {
      type: "allowed_tools",
      allowed_tools: {
        mode: "auto",
        tools: [
          { type: "function", name: "get_weather" },
          { type: "function", name: "other" },
        ],
      },
    } as const;
    const g = await xg.Grammar.fromStructuralTag(exportGrammar(d, { tools: onlyTwo, thinking: false, toolChoice: allowed }));
    expect(await xg.Testings.isGrammarAcceptString(g, weather)).toBe(true);
    expect(await xg.Testings.isGrammarAcceptString(g, ping)).toBe(false);
    expect(() => exportGrammar(d, { tools, toolChoice: "none" })).toThrow('tool_choice "none" allows no calls');
    expect(() => exportGrammar(d, { tools, toolChoice: { type: "allowed_tools", allowed_tools: { mode: "auto", tools: [{ type: "function", name: "nope" }] } } })).toThrow(
      "tool_choice names 'nope', which is not among the tools",
    );
  });

  it("with thinking, reasoning is free text up to its end marker", async () => {
    const d = dialects.qwen3;
    const st = exportGrammar(d, { tools, thinking: true });
    const g = await xg.Grammar.fromStructuralTag(st);
    const s = render(d, { reasoning: "Look <b>it</b> up.", content: "Sure.", tool_calls: [{ name: "ping", arguments: {} }] }, { tools, thinking: true });
    expect(await xg.Testings.isGrammarAcceptString(g, s)).toBe(true);
    expect(await xg.Testings.isGrammarAcceptString(g, "No end marker <tool_call>")).toBe(false);
  });

  it("with thinking, a required or named call may follow reasoning, in every dialect that reasons", async () => {
    let checked = 0;
    for (const d of withCalls) {
      const m = { reasoning: "Look <b>it</b> up.", tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] };
      if (!renders(d, m, { tools, thinking: true }) || !render(d, m, { tools, thinking: true }).includes("Look <b>it</b> up.")) continue;
      const s = render(d, m, { tools, thinking: true });
      for (const toolChoice of ["required", "get_weather"]) {
        const g = await xg.Grammar.fromStructuralTag(exportGrammar(d, { tools, thinking: true, toolChoice }));
        expect(await xg.Testings.isGrammarAcceptString(g, s), `${d.name} ${toolChoice}: ${JSON.stringify(s)}`).toBe(true);
        const gbnf = exportGrammar(d, { tools, thinking: true, toolChoice, format: "gbnf" }).grammar;
        if (!/[^\x00-\x7f]/.test(gbnf)) expect(await xg.Testings.isGrammarAcceptString(await xg.Grammar.fromEBNF(gbnf), s), `${d.name} ${toolChoice} gbnf`).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  it("with thinking, where a call's markup in reasoning is reasoning to the parser, calls come after reasoning in auto mode too", async () => {
    for (const d of [dialects.deepseek_v31, dialects.minimax_m1]) {
      const call = render(d, { tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] }, { tools, thinking: false });
      const inside = "Think. " + call;
      const after = render(d, { reasoning: "Think.", tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] }, { tools, thinking: true });
      expect(parseComplete(d, inside, { tools, thinking: true }).tool_calls, d.name).toEqual([]);
      const g = await xg.Grammar.fromStructuralTag(exportGrammar(d, { tools, thinking: true }));
      expect(await xg.Testings.isGrammarAcceptString(g, inside), `${d.name}: ${inside}`).toBe(false);
      expect(await xg.Testings.isGrammarAcceptString(g, after), `${d.name}: ${after}`).toBe(true);
    }
    // Where a call ends reasoning (Qwen3), auto leaves reasoning free text before the trigger.
    expect((exportGrammar(dialects.qwen3, { tools, thinking: true }).format as { type: string }).type).toBe("triggered_tags");
    // In every dialect that reasons, the auto grammar admits a call written inside reasoning exactly when the parser reads one there.
    let reasons = 0;
    for (const d of withCalls) {
      const m = { reasoning: "Think.", tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] };
      if (!renders(d, m, { tools, thinking: true }) || !render(d, m, { tools, thinking: true }).includes("Think.")) continue;
      const inside = "Think. " + render(d, { tool_calls: m.tool_calls }, { tools, thinking: false });
      const read = parseComplete(d, inside, { tools, thinking: true }).tool_calls.length > 0;
      const g = await xg.Grammar.fromStructuralTag(exportGrammar(d, { tools, thinking: true }));
      if (!read) expect(await xg.Testings.isGrammarAcceptString(g, inside), `${d.name}: ${inside}`).toBe(false);
      else expect((exportGrammar(d, { tools, thinking: true }).format as { type: string }).type, d.name).not.toBe("sequence");
      reasons++;
    }
    expect(reasons).toBeGreaterThanOrEqual(30);
  });

  it("GBNF, lazy with thinking there, triggers on a full pattern that waits for the reasoning's end (as llama.cpp reads it)", async () => {
    /**
     * llama.cpp's lazy grammar: after each piece, a full pattern must match all the text so far; once one does, the
     * grammar holds the output from its first non-empty group on. Returns that part of the output.
     */
    const constrained = (triggers: { type: number; value: string }[], pieces: string[]): string | null => {
      const text = pieces.join("");
      let buffer = "";
      for (const piece of pieces) {
        buffer += piece;
        for (const t of triggers) {
          if (t.type === 1 && buffer.includes(t.value)) return text.slice(buffer.indexOf(t.value));
          const m = t.type === 3 ? new RegExp(`^(?:${t.value})$`, "d").exec(buffer) : null;
          if (m) return text.slice(m.indices!.slice(1).find((x) => x !== undefined && x[1] > x[0])![0]);
        }
      }
      return null;
    };
    for (const d of [dialects.minimax_m1, dialects.deepseek_v31]) {
      const gbnf = exportGrammar(d, { tools, thinking: true, format: "gbnf" });
      expect(
        gbnf.grammar_triggers.every((t) => t.type === 3),
        d.name,
      ).toBe(true);
      const call = render(d, { tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] }, { tools, thinking: false });
      const trigger = gbnf.grammar_triggers[0]!.value.match(/\((.*)\)\[/)![1]!.replace(/\\(.)/g, "$1");
      const closer = render(d, { reasoning: "r", content: "c" }, { thinking: true }).split("r")[1]!.split("c")[0]!;
      // The trigger written inside reasoning does not start the grammar; the call after the reasoning's end does.
      const text = `I could write ${trigger} here.${closer}Sure.${call}`;
      const pieces = text.match(/[\s\S]{1,3}/g)!;
      const from = constrained(gbnf.grammar_triggers, pieces);
      expect(from, d.name).toBe(call);
      expect(await xg.Testings.isGrammarAcceptString(await xg.Grammar.fromEBNF(gbnf.grammar), from!), d.name).toBe(true);
    }
    // Where a call ends reasoning, words trigger as before.
    expect(exportGrammar(dialects.qwen3, { tools, thinking: true, format: "gbnf" }).grammar_triggers).toEqual([{ type: 1, value: "<tool_call>" }]);
  });

  it("where the prompt began the first marker (Functionary's >>>), the output completes it", async () => {
    const d = dialects.functionary_v32;
    const g = await xg.Grammar.fromStructuralTag(exportGrammar(d, { tools }));
    const accepts = (s: string) => xg.Testings.isGrammarAcceptString(g, s);
    expect(await accepts(render(d, { tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] }, { tools }))).toBe(true);
    expect(await accepts('get_weather\n{"city": "Oslo"}')).toBe(true);
    expect(await accepts("all\nHello.")).toBe(true);
    expect(await accepts('get_wether\n{"city": "Oslo"}')).toBe(false);
    expect(await accepts("Hello.")).toBe(false);
  });

  it("whitespace a marker's own literal spells is required, as the parser requires it (Functionary's name line, Harmony's ' to=')", async () => {
    const fn = dialects.functionary_v32;
    const good = render(fn, { content: "Sure.", tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] }, { tools, thinking: false });
    const bad = good.replace(">>>get_weather\n", ">>>get_weather");
    expect([bad !== good, parseComplete(fn, bad, { tools }).tool_calls]).toEqual([true, []]);
    expect(await accepted(fn, good)).toEqual([true, true]);
    // Functionary's trigger is the whole name line (`>>>` alone also begins `>>>all`, no call): the line
    // without its newline holds no trigger, so the grammar does not take it for a call either.
    const triggers = exportGrammar(fn, { tools, thinking: false, format: "gbnf" }).grammar_triggers.map((t) => t.value);
    expect(triggers.some((t) => good.includes(t)) && !triggers.some((t) => bad.includes(t))).toBe(true);
    const h = dialects.harmony;
    const call = render(h, { tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] }, { tools, thinking: false });
    const glued = call.replace(" to=functions.", "to=functions.");
    expect([glued !== call, parseComplete(h, glued, { tools }).tool_calls]).toEqual([true, []]);
    expect(await accepted(h, call, "required")).toEqual([true, true]);
    expect(await accepted(h, glued, "required")).toEqual([false, false]);
  });

  it("only whitespace may come between a call's parameters and between a region's calls (ASCII markers, both formats): a misspelt marker there is refused", async () => {
    const cases: [string, string, string][] = [
      ["qwen3", "</parameter><parameter=days>", "</parameter>\nnote<parameter=days>"],
      ["minimax_m2", '<parameter name="days">', '<parametername="days">'],
      ["kimi_k3", '<|open|>argument key="days"', '<|open|>argumentkey="days"'],
      ["step3", '<steptml:parameter name="days">', '<steptml:parametername="days">'],
    ];
    for (const [name, from, to] of cases) {
      const d = (dialects as Record<string, Dialect>)[name]!;
      const good = render(
        d,
        {
          tool_calls: [
            { name: "get_weather", arguments: { city: "Oslo", days: 3 } },
            { name: "ping", arguments: {} },
          ],
        },
        { tools, thinking: false },
      );
      // GBNF's answer is null where xgrammar cannot judge it (see accepted).
      const [st, gbnf] = await accepted(d, good, "required");
      expect([st, gbnf ?? true], name).toEqual([true, true]);
      const [badSt, badGbnf] = await accepted(d, good.replace(from, to), "required");
      expect([badSt, badGbnf ?? false], `${name}: ${to}`).toEqual([false, false]);
    }
    // Whitespace may follow any parameter, whichever comes first (the template's newlines).
    const layout = (a: string, b: string) => `<tool_call>\n<function=get_weather>\n${a}\n${b}\n</function>\n</tool_call>`;
    const city = "<parameter=city>\nOslo\n</parameter>";
    const days = "<parameter=days>\n3\n</parameter>";
    for (const text of [layout(city, days), layout(days, city)]) expect(await accepted(dialects.qwen3, text, "required"), text).toEqual([true, true]);
    // A raw value up to a non-ASCII closer stays xgrammar's any-text between triggered tags (its negated classes read bytes).
    const dsml = exportGrammar(dialects.deepseek_v32, { tools, thinking: false, toolChoice: "required" });
    expect(JSON.stringify(dsml)).toContain('"triggered_tags","triggers":["<｜DSML｜parameter name=\\""]');
    const k3 = render(
      dialects.kimi_k3,
      {
        tool_calls: [
          { name: "ping", arguments: {} },
          { name: "ping", arguments: {} },
        ],
      },
      { tools, thinking: false },
    );
    const at = k3.lastIndexOf("<|open|>call tool=");
    expect(await accepted(dialects.kimi_k3, k3, "required")).toEqual([true, true]);
    expect(await accepted(dialects.kimi_k3, k3.slice(0, at) + "<|open|>calltool=" + k3.slice(at + 18), "required")).toEqual([false, false]);
  });

  it("an envelope's name and arguments may come in either order", async () => {
    const g = await xg.Grammar.fromStructuralTag(exportGrammar(dialects.hermes, { tools }));
    expect(await xg.Testings.isGrammarAcceptString(g, '<tool_call>{"arguments": {"city": "Oslo"}, "name": "get_weather"}</tool_call>')).toBe(true);
    expect(await xg.Testings.isGrammarAcceptString(g, '<tool_call>{"arguments": {"city": 3}, "name": "get_weather"}</tool_call>')).toBe(false);
  });

  it("arguments follow the schema: types, required keys, enums, nesting, in JSON, parameters and Python alike", async () => {
    const strict: Tool[] = [
      {
        type: "function",
        function: {
          name: "book",
          parameters: {
            type: "object",
            properties: {
              city: { type: "string" },
              nights: { type: "integer" },
              room: { enum: ["single", "double"] },
              guest: { type: "object", properties: { age: { type: "integer" } }, required: ["age"] },
            },
            required: ["city", "nights"],
          },
        },
      },
    ];
    const good = { city: "Oslo", nights: 2, room: "double", guest: { age: 30 } };
    const bad: [string, Record<string, unknown>][] = [
      ["a required key missing", { city: "Oslo" }],
      ["a value outside the enum", { city: "Oslo", nights: 2, room: "suite" }],
      ["a nested key of the wrong type", { city: "Oslo", nights: 2, guest: { age: "thirty" } }],
      ["a nested required key missing", { city: "Oslo", nights: 2, guest: {} }],
    ];
    for (const d of [dialects.hermes, dialects.qwen3, dialects.pythonic, dialects.gemma4]) {
      const st = await xg.Grammar.fromStructuralTag(exportGrammar(d, { tools: strict, thinking: false }));
      // The bad arguments are written as render would write them, through the dialect's own call syntax.
      const write = (args: Record<string, unknown>) => render(d, { tool_calls: [{ name: "book", arguments: args }] }, { tools: strict, thinking: false });
      expect(await xg.Testings.isGrammarAcceptString(st, write(good)), `${d.name} accepts valid arguments`).toBe(true);
      for (const [what, args] of bad) {
        // Parameter dialects write a value's markup only for the keys present; an absent required key is not
        // enforced there (any parameter may come in any order), so that case is JSON's and Python's.
        if (what === "a required key missing" && d.name === "qwen3") continue;
        expect(await xg.Testings.isGrammarAcceptString(st, write(args)), `${d.name}: ${what}`).toBe(false);
      }
    }
  });

  it("a dialect without calls, or no tools, says so", () => {
    expect(() => exportGrammar(grammarDialect(REASONING_ONLY), { tools })).toThrow("dialectc: cannot export a grammar for reasoning_only: the dialect writes no tool calls");
    expect(() => exportGrammar(dialects.hermes, { tools: [] })).toThrow(/no tools/);
  });

  it("takes a shipped dialect's name as well as the dialect, and refuses bad options with one clear error", () => {
    expect(exportGrammar("hermes", { tools })).toEqual(exportGrammar(dialects.hermes, { tools }));
    expect(exportGrammar("qwen3", { tools, format: "gbnf" })).toEqual(exportGrammar(dialects.qwen3, { tools, format: "gbnf" }));
    expect(() => exportGrammar("hermes", {} as never)).toThrow("dialectc: cannot export a grammar for hermes: no tools to call");
    expect(() => exportGrammar("hermes", { tools: 5 as never })).toThrow("dialectc: tools must be an array");
    expect(() => exportGrammar("hermes", { tools, format: "ebnf" as never })).toThrow('dialectc: format must be "structural_tag" or "gbnf", not "ebnf"');
    expect(() => exportGrammar("hermes", undefined as never)).toThrow("dialectc: exportGrammar takes options");
  });
});

/**
 * Every shared vector with calls, against a structural tag for the tools its
 * calls imply (tool_choice auto, with and without thinking where the vector
 * does not say). Those rejected are listed in test/export-exceptions.json
 * with the reason; a listed vector must really be rejected.
 */
describe("the shared vectors' calls are accepted with tool_choice auto", () => {
  const exceptions = JSON.parse(readFileSync(join(import.meta.dirname, "..", "export-exceptions.json"), "utf8")) as Record<string, Record<string, string>>;
  for (const dir of ["vectors-vllm", "vectors-engines"]) {
    const path = join(import.meta.dirname, "..", dir);
    for (const f of readdirSync(path).filter((x) => x.endsWith(".json") && !["differences.json", "options.json"].includes(x))) {
      const file = JSON.parse(readFileSync(join(path, f), "utf8")) as { dialect: string; cases: ExportVector[] };
      const d = (dialects as Record<string, Dialect>)[file.dialect];
      const cases = vectorLabels(file.cases).filter(([, c]) => vectorTools(c) !== null);
      if (!d || cases.length === 0 || MARKERLESS.has(d.name)) continue;
      const listed = exceptions[`${dir}/${file.dialect}`] ?? {};
      it(`${dir}/${file.dialect}`, async () => {
        for (const [label, c] of cases) {
          const tools = vectorTools(c)!;
          let ok = false;
          for (const thinking of c.thinking === null || c.thinking === undefined ? [false, true] : [c.thinking]) {
            ok ||= await xg.Testings.isGrammarAcceptString(await xg.Grammar.fromStructuralTag(exportGrammar(d, { tools, thinking })), c.model_output!);
          }
          expect(ok, `${label}: ${JSON.stringify(c.model_output)}${listed[label] ? " is listed as rejected" : ""}`).toBe(listed[label] === undefined);
        }
        for (const label of Object.keys(listed))
          expect(
            cases.some(([l]) => l === label),
            `listed ${label} exists`,
          ).toBe(true);
      });
    }
  }
});

describe("dialectc export", () => {
  it("prints a structural tag xgrammar compiles, and GBNF with llama.cpp's fields in its header", async () => {
    const { runCli } = await import("../helpers/cli.js");
    const tag = await runCli(["export", "--dialect", "qwen3", "--tools", "examples/weather-tools.json", "--tool-choice", "required", "--no-thinking"]);
    expect(tag.code).toBe(0);
    const format = JSON.parse(tag.out) as { type: string; format: { at_least_one?: boolean } };
    expect([format.type, format.format.at_least_one]).toEqual(["structural_tag", true]);
    // Qwen3 thinks by default: reasoning up to </think> first, then the calls.
    const thinking = JSON.parse((await runCli(["export", "--dialect", "qwen3", "--tools", "examples/weather-tools.json", "--tool-choice", "required"])).out) as {
      format: { type: string; elements: { end?: string; at_least_one?: boolean }[] };
    };
    expect([thinking.format.type, thinking.format.elements[0]!.end, thinking.format.elements[1]!.at_least_one]).toEqual(["sequence", "</think>", true]);
    const g = await xg.Grammar.fromStructuralTag(format);
    const s = render(
      dialects.qwen3,
      { tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] },
      { tools: JSON.parse(readFileSync("examples/weather-tools.json", "utf8")) as Tool[], thinking: false },
    );
    expect(await xg.Testings.isGrammarAcceptString(g, s)).toBe(true);
    const gbnf = await runCli(["export", "--dialect", "hermes", "--tools", "examples/weather-tools.json", "--format", "gbnf"]);
    expect(gbnf.code).toBe(0);
    expect(gbnf.out).toMatch(/^# dialectc export --dialect hermes --format gbnf\n# grammar_lazy: true\n# grammar_triggers: \[\{"type":1,"value":"<tool_call>"\}\]/);
    await xg.Grammar.fromEBNF(
      gbnf.out
        .split("\n")
        .filter((l) => !l.startsWith("#"))
        .join("\n"),
    );
    const bad = await runCli(["export", "--dialect", "hermes"]);
    expect([bad.code, bad.err]).toEqual([2, expect.stringContaining("--tools")]);
  });
});
