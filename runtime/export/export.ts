/**
 * Constrained decoding from the grammar: what a server hands vLLM or SGLang
 * (an xgrammar structural tag) or llama.cpp (GBNF with lazy triggers) so a
 * model writes its own call syntax with arguments that follow each tool's
 * JSON schema.
 *
 * Nothing is written per dialect. Each tool's call is rendered once (with a
 * sample of its arguments) and `render` reports what the text is made of:
 * markers, the name, the arguments object, each parameter's value. Those
 * pieces become grammar rules: markers are literals (optional whitespace
 * between them, as the parser allows), the arguments object follows the
 * schema (types, required keys, enums, nesting), a raw parameter value is any
 * text that does not contain the marker that closes it, a typed one follows
 * its property's schema. The call's first marker is the trigger: free text
 * before it never contains it.
 */
import type { Dialect } from "../ir/dialect.js";
import { Channel, isCapture, isWhitespace, leadingLiteral, literalText, type DialectIR, type Part } from "../ir/ir.js";
import { prefillCompletions, renderPieces, type Piece } from "../render/render.js";
import { Rules, classChar, lit } from "./grammar-rules.js";
import { callStates } from "../ir/regions.js";
import { ToolSchemas, admittedTypes, checkTools, toolName, type JsonSchema, type Tool } from "../args/schema.js";
import { readToolChoice, type ToolChoice } from "../tool-choice.js";

/** A request's tool_choice in any shape the parser reads, or a tool's bare name. */
export type ExportToolChoice = ToolChoice | string;

export interface ExportOptions {
  tools: readonly Tool[];
  /** "auto" (default): calls wherever the trigger appears; "required": at least one; a named tool: exactly that tool's call; allowed tools: only theirs */
  toolChoice?: ExportToolChoice;
  format?: "structural_tag" | "gbnf";
  /** whether the output starts in reasoning (free text up to its end marker); the dialect's default when absent */
  thinking?: boolean;
}

/** What vLLM and SGLang take as `structured_outputs` / `response_format` of type structural_tag. */
export interface StructuralTagExport {
  type: "structural_tag";
  format: Record<string, unknown>;
}

/**
 * llama.cpp's trigger kinds (`COMMON_GRAMMAR_TRIGGER_TYPE_*`): its server reads
 * a trigger's `type` as that enum's integer, and refuses a name. A word
 * triggers wherever it appears; a full pattern must match all the text so far,
 * and the grammar starts at its first non-empty group.
 */
export const LLAMA_TRIGGER_WORD = 1;
export const LLAMA_TRIGGER_PATTERN_FULL = 3;

/** What llama.cpp's server takes: the grammar, whether it waits for a trigger, the triggers, tokens to keep. */
export interface GbnfExport {
  grammar: string;
  grammar_lazy: boolean;
  grammar_triggers: { type: typeof LLAMA_TRIGGER_WORD | typeof LLAMA_TRIGGER_PATTERN_FULL; value: string }[];
  preserved_tokens: string[];
}

export class ExportError extends Error {
  constructor(dialect: string, why: string) {
    super(`dialectc: cannot export a grammar for ${dialect}: ${why}`);
    this.name = "ExportError";
  }
}

export function exportGrammarFor(dialect: Dialect, options: ExportOptions & { format: "gbnf" }): GbnfExport;
export function exportGrammarFor(dialect: Dialect, options: ExportOptions & { format?: "structural_tag" }): StructuralTagExport;
export function exportGrammarFor(dialect: Dialect, options: ExportOptions): StructuralTagExport | GbnfExport;
export function exportGrammarFor(dialect: Dialect, options: ExportOptions): StructuralTagExport | GbnfExport {
  if (options === null || typeof options !== "object") throw new TypeError("dialectc: exportGrammar takes options: {tools, toolChoice?, thinking?, format?}");
  checkTools(options.tools);
  if (options.format !== undefined && options.format !== "structural_tag" && options.format !== "gbnf") {
    throw new TypeError(`dialectc: format must be "structural_tag" or "gbnf", not ${JSON.stringify(options.format)}`);
  }
  const ir = dialect.ir;
  if (!callStates(ir).includes(1)) throw new ExportError(ir.name, "the dialect writes no tool calls");
  const tools = options.tools ?? [];
  const schemas = new ToolSchemas(tools);
  const choice = chosenTools(options.toolChoice, toolNames(tools), ir.name);
  const names = choice.names;
  // One tool named: exactly its call; otherwise calls of the (allowed) tools, at least one when required.
  const chosen = choice.one;
  const thinking = options.thinking ?? ir.policies.thinkingDefault;
  const rules = new Rules();
  // Calls are rendered after a word of content, so what opens the turn (a reasoning closer, the prompt's prefill) stays out of them.
  const render1 = (name: string, n: number): Piece[] | null => {
    try {
      const call = { name, arguments: sample(schemas.properties(name)) };
      const { pieces } = renderPieces(dialect, { content: "x", tool_calls: Array.from({ length: n }, () => call) }, { tools, thinking: false });
      return pieces.slice(pieces.findIndex((p) => p.slot === "call") + 1).filter((p) => p.slot !== "call");
    } catch {
      return null;
    }
  };
  // Each call is [region opener] body [separator body …] [region closer]: read off one call and two.
  const shapes = names.map((name) => {
    const one = render1(name, 1);
    if (!one || one.length === 0) throw new ExportError(ir.name, `a call to ${name} cannot be written`);
    const two = chosen ? null : render1(name, 2);
    return { name, ...decompose(one, two) };
  });
  const region = shapes[0]!;
  if (shapes.some((x) => key(x.pre) !== key(region.pre) || key(x.suf) !== key(region.suf) || key(x.sep ?? []) !== key(region.sep ?? []))) {
    throw new ExportError(ir.name, "calls of different tools are written in different regions");
  }
  const used = chosen ? shapes.filter((x) => x.name === chosen) : shapes;
  const first = region.pre[0] ?? null;
  const triggerOf = (p: Piece) => (p.slot === "lit" ? (p.head ?? p.text) : "");
  const rulesOf = (pieces: Piece[], from: number) => pieces.map((p, i) => (i < from ? "" : pieceRule(rules, p, litsAfter(pieces, i), schemas, ir))).filter((x) => x !== "");
  const pre = rulesOf(region.pre, 1);
  const suf = rulesOf(region.suf, 0);
  /** A call's body, less the trigger it begins with when the region has no opener of its own. */
  const body = (x: (typeof shapes)[number], trigger: string | null): string => {
    let pieces = x.body;
    const parts: string[] = [];
    if (trigger !== null) {
      const rest = pieces[0]!.text.slice(trigger.length);
      if (rest !== "") parts.push(lit(rest.trim() === "" ? rest : markerText(ir, pieces[0]!, "end").slice(trigger.length)));
      pieces = pieces.slice(1);
    }
    parts.push(callRule(rules, pieces, schemas, ir));
    return rules.add(`call-${x.name}`, parts.filter((p) => p !== "").join(" ws ") || '""');
  };
  const sep = region.sep && region.sep.length > 0 ? callRule(rules, region.sep, schemas, ir) : "";
  const repeat = (alts: string) => (chosen || region.sep === null ? alts : `${alts} ( ws ${sep ? `${sep} ws ` : ""}${alts} )*`);
  const join = (xs: string[]) => xs.filter((x) => x !== "").join(" ws ");

  // Triggers: the region's opener, or each call's first marker (its fixed head when the name is inside it).
  const groups = new Map<string, string[]>();
  if (first) {
    const alts = used.map((x) => body(x, null)).join(" | ");
    groups.set(triggerOf(first), [join([...pre, repeat(`( ${alts} )`), ...suf])]);
  } else {
    for (const x of used) {
      const trigger = triggerOf(x.body[0]!);
      if (trigger === "") throw new ExportError(ir.name, `a call to ${x.name} does not start with a marker`);
      groups.set(trigger, [...(groups.get(trigger) ?? []), body(x, trigger)]);
    }
  }
  // What ends reasoning before a call (Harmony's differs from what opens the answer), else before content.
  const firstCall = { name: chosen ?? names[0]!, arguments: sample(schemas.properties(chosen ?? names[0]!)) };
  const reasoningEnd = thinking ? (reasoningCloser(dialect, { tool_calls: [firstCall] }, tools) ?? reasoningCloser(dialect, { content: "c" }, tools)) : null;
  // What a calls-only turn writes before its first call without thinking: the closer of a block the prompt
  // left open (Kimi K3's response block). A call that must come first comes after it.
  const opening = thinking ? "" : callPreamble(dialect, firstCall, tools);
  // Where call markup inside reasoning is reasoning to the parser, a call may only start after reasoning ends.
  const callsAfterReasoning = reasoningEnd !== null && !callStartsIn(ir, ir.initial.thinking);
  const after = (alts: string[]) => (first ? alts[0]! : `( ${alts.join(" | ")} )`);

  if ((options.format ?? "structural_tag") === "gbnf") {
    rules.add("call", [...groups].map(([trigger, alts]) => `${lit(trigger)} ws ${after(alts)}`).join(" | "));
    const lazy = !choice.required;
    // Lazy: the grammar starts at a trigger. Otherwise it covers the whole output: reasoning, then calls.
    const head = !lazy && reasoningEnd !== null ? `${rules.textUntil(reasoningEnd)} ${lit(reasoningEnd)} ws ` : !lazy && opening !== "" ? `${lit(opening)} ws ` : "";
    return {
      // Without an opener of their own, calls may still share a closer (Qwen3's </tool_call> after the last one).
      grammar: `root ::= ${head}call${chosen ? "" : " (ws call)*"}${!first && suf.length > 0 ? ` ( ws ${suf.join(" ws ")} )?` : ""} ws\n${rules.text()}`,
      grammar_lazy: lazy,
      // Lazy, a trigger in such reasoning would start the grammar there: the trigger waits for the reasoning's end.
      grammar_triggers: [...groups.keys()].map((value) =>
        lazy && callsAfterReasoning
          ? { type: LLAMA_TRIGGER_PATTERN_FULL, value: `[\\s\\S]*?${regexEscape(reasoningEnd!)}[\\s\\S]*?(${regexEscape(value)})[\\s\\S]*` }
          : { type: LLAMA_TRIGGER_WORD, value },
      ),
      preserved_tokens: specialTokens(dialect),
    };
  }

  // Structural tags: xgrammar's own tags, so a raw value is any text up to its closer and JSON follows the schema natively.
  const st = new TagBuilder(schemas, ir);
  const markerless = used.some((x) => x.body[0]!.slot !== "lit");
  const bodies = markerless ? [] : used.map((x) => st.tag(x.body));
  let tags: Format[];
  // A region's markers are a tag's begin and end, spelled as render writes them.
  const fixed = (ps: Piece[]) => {
    if (ps.some((p) => p.slot !== "lit")) throw new ExportError(ir.name, "a region of calls has more than markers around them");
    return ps.map((p) => p.text).join("");
  };
  if (first && markerless) {
    // Calls with no marker of their own (Python calls in a list): the region's content is one grammar.
    const alts = used.map((x) => body(x, null)).join(" | ");
    const grammar = `root ::= ws ${repeat(`( ${alts} )`)} ws\n${rules.text()}`;
    tags = [{ type: "tag", begin: fixed(region.pre), content: { type: "grammar", grammar }, end: fixed(region.suf) }];
  } else if (markerless) {
    throw new ExportError(ir.name, "a call has no marker to begin it");
  } else if (first && !isArrayRegion(region) && [region.pre, region.suf, region.sep ?? [], ...used.map((x) => x.body)].every(asciiMarkers)) {
    // A region whose markers are ASCII is one grammar, as in the GBNF: only whitespace (and the separator)
    // between its calls, where triggered tags would admit any text, which the parser drops.
    const alts = used.map((x) => body(x, null)).join(" | ");
    const grammar = `root ::= ws ${join([...pre, repeat(`( ${alts} )`)])} ws\n${rules.text()}`;
    tags = [{ type: "tag", begin: first.text, content: { type: "grammar", grammar }, end: fixed(region.suf) }];
  } else if (first) {
    const calls = chosen || region.sep === null ? st.or(bodies) : st.repeated(bodies);
    // The region's first marker begins the tag and its closing markers end it; what follows the first
    // marker (an array's `[`) is content, with room for the whitespace models put there.
    // An array of envelopes may also be written without its brackets (one object per line, MiniMax-M1): the
    // `[` is optional and the `]` is text between the calls and the region's closer.
    const array = isArrayRegion(region);
    const opener = array ? [...st.pieces(region.pre.slice(1, -1)), { type: "grammar", grammar: 'root ::= "["?' }] : st.pieces(region.pre.slice(1));
    tags = [{ type: "tag", begin: region.pre[0]!.text, content: st.sequence([...opener, calls], false), end: fixed(array ? region.suf.slice(1) : region.suf) }];
  } else tags = bodies;
  const triggers = minimal(
    tags.map((t) =>
      triggerOfTag(
        ir,
        t,
        used.map((x) => x.body[0]!),
        first,
      ),
    ),
  );
  let format: Record<string, unknown> = chosen && tags.length === 1 ? tags[0]! : { type: "triggered_tags", triggers, tags, ...(choice.required ? { at_least_one: true } : {}) };
  // The prompt began the first marker (Functionary's `>>>`): the output opens by completing it, with a call or a
  // marker the first state absorbs (`all\n`, a message to the user), and triggers take over from there.
  const prefill = ir.policies.prefill;
  if (prefill !== "") {
    const absorbed = prefillCompletions(ir, thinking ? ir.initial.thinking : ir.initial.plain);
    const firsts: Format[] = [
      ...(chosen ? [] : absorbed.map((text) => ({ type: "const_string", value: text }))),
      ...tags
        .filter((t) => (t.begin as string).startsWith(prefill) && (t.begin as string).length > prefill.length)
        .map((t) => ({ ...t, begin: (t.begin as string).slice(prefill.length) })),
    ];
    if (firsts.length > 0) format = { type: "sequence", elements: [firsts.length === 1 ? firsts[0]! : { type: "or", elements: firsts }, format] };
  }
  // Before a trigger, text is free anyway: reasoning needs its own place only before a call that must come first
  // (a named tool's, or any with "required", whose tags otherwise start the output), or where a call's markup in
  // reasoning is reasoning to the parser (DeepSeek V3.1, MiniMax-M1): a trigger there would force a call it never reads.
  if (opening !== "" && (format.type === "tag" || choice.required)) format = { type: "sequence", elements: [{ type: "const_string", value: opening }, format] };
  if (reasoningEnd !== null && (format.type === "tag" || choice.required || callsAfterReasoning))
    format = { type: "sequence", elements: [{ type: "tag", begin: "", content: { type: "any_text" }, end: reasoningEnd }, format] };
  return { type: "structural_tag", format };
}

type Format = Record<string, unknown>;

/** Text as a regular expression that matches it and nothing else (ECMAScript syntax, as llama.cpp's std::regex reads it). */
function regexEscape(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
}

/**
 * Whether a call's markup written in `state` starts a call: a marker there
 * opens a call or leads into a call region (Qwen3's `<tool_call>` ends
 * reasoning and opens a call; in DeepSeek V3.1's reasoning the same markup
 * is reasoning).
 */
function callStartsIn(ir: DialectIR, state: number): boolean {
  const calls = callStates(ir);
  return ir.states[state]!.transitions.some((t) => !t.absorb && (calls[t.target] === 1 || t.events.some((e) => e.kind === "tool_start")));
}

/** An array of calls inside a region's markers (`<tool_calls>[…]</tool_calls>`), whose `[` a model may leave out. */
function isArrayRegion(region: { pre: Piece[]; suf: Piece[] }): boolean {
  return region.pre.length > 1 && region.pre[region.pre.length - 1]!.text === "[" && region.suf[0]?.text === "]" && region.suf.length > 1;
}

/** Whether every marker is ASCII: xgrammar reads a negated character class by bytes, so "text up to a marker" holds only then. */
function asciiMarkers(pieces: Piece[]): boolean {
  return pieces.every((p) => p.slot !== "lit" || !/[^\x00-\x7f]/.test(p.text));
}

/** A tag's trigger: the region's opener, or the call's first marker up to its first capture. */
function triggerOfTag(ir: DialectIR, tag: Format, heads: Piece[], region: Piece | null): string {
  if (region) return region.slot === "lit" ? region.text : "";
  const begin = tag.begin as string;
  const head = heads.find((h) => markerText(ir, h, "end") === begin || (h.slot === "lit" && h.head === begin));
  return head && head.slot === "lit" && head.head !== undefined ? head.head : begin;
}

/** Pieces as xgrammar structural-tag formats. */
class TagBuilder {
  private static readonly WS: Format = { type: "grammar", grammar: "root ::= [ \\t\\n\\r]*" };

  private readonly dialect: string;

  constructor(
    private readonly schemas: ToolSchemas,
    private readonly ir: DialectIR,
  ) {
    this.dialect = ir.name;
  }

  /**
   * A call: its first marker begins the tag, its last (if it ends with one)
   * ends it. A first marker with other spellings (Harmony's recipient with
   * any channel and `<|constrain|>`) begins with its fixed start, and the
   * rest of any of its spellings follows as a grammar.
   */
  tag(pieces: Piece[]): Format {
    const head = pieces[0];
    const begin = head && head.slot === "lit" ? (head.head ?? markerText(this.ir, head, "end")) : "";
    const rest = head && head.slot === "lit" && head.terminal !== undefined && pieces[1]?.slot !== "param" ? markerRest(this.ir, head, begin) : null;
    const inner = rest !== null ? [{ type: "const_string", value: begin }, { type: "grammar", grammar: `root ::= ${rest}` }, ...this.pieces(pieces.slice(1))] : this.pieces(pieces);
    const first = inner[0];
    if (inner.length === 1 && first?.type === "tag") return first;
    if (!first || first.type !== "const_string") throw new ExportError(this.dialect, "a call does not start with a marker");
    const last = inner[inner.length - 1]!;
    const closed = inner.length > 1 && last.type === "const_string";
    // Where the grammar closes a call with other markers too (Harmony's <|end|> beside <|call|>), any of them ends it.
    const closers = closed ? this.closers(pieces[pieces.length - 1]!) : [];
    const optional = closed && this.opensText(pieces[pieces.length - 1]!);
    if (closers.length > 1 || optional) {
      // A closer that is also where text begins (Functionary's `>>>all`, a message to the user) need not be written.
      const ending: Format = { type: "grammar", grammar: `root ::= ( ${closers.map(lit).join(" | ")} )${optional ? "?" : ""}` };
      return { type: "tag", begin: first.value, content: this.sequence([...inner.slice(1, -1), ending], false), end: "" };
    }
    return { type: "tag", begin: first.value, content: this.sequence(inner.slice(1, closed ? -1 : undefined)), end: closed ? last.value : "" };
  }

  /** Whether the marker that closed the call also begins text: the text state it leads to absorbs it. */
  private opensText(p: Piece): boolean {
    if (p.slot !== "lit" || p.terminal === undefined || p.from === undefined) return false;
    const used = this.ir.states[p.from]!.transitions.find((t) => t.terminal === p.terminal && !t.restart);
    if (!used) return false;
    const target = this.ir.states[used.target]!;
    return target.channel.kind === Channel.Text && target.transitions.some((t) => t.absorb && t.terminal === p.terminal);
  }

  /** The markers that close a call where this one did: the same events, from the same state, first spellings. */
  private closers(p: Piece): string[] {
    if (p.slot !== "lit" || p.terminal === undefined || p.from === undefined) return [];
    const state = this.ir.states[p.from]!;
    const used = state.transitions.find((t) => t.terminal === p.terminal && !t.restart);
    if (!used) return [];
    const kinds = used.events.map((e) => e.kind).join(",");
    const out = new Set<string>([p.text]);
    for (const t of state.transitions) {
      if (t.restart || t.absorb || t.events.map((e) => e.kind).join(",") !== kinds) continue;
      const parts = this.ir.terminals[t.terminal]!.variants[0]!;
      const text = literalText(parts);
      if (text !== null) out.add(text);
    }
    return [...out];
  }

  or(formats: Format[]): Format {
    return formats.length === 1 ? formats[0]! : { type: "or", elements: formats };
  }

  /**
   * One or more calls in a region. xgrammar runs an open-ended format only to
   * its tag's end, so the calls are triggered tags: what stands between them
   * (an array's `, `, newlines) is the free text between tags.
   */
  repeated(calls: Format[]): Format {
    return { type: "triggered_tags", triggers: minimal(calls.map((c) => c.begin as string)), tags: calls, at_least_one: true };
  }

  /** Elements with optional whitespace between them (and after the last, unless it runs to the tag's end). */
  sequence(elements: Format[], trailing = true): Format {
    const out: Format[] = [TagBuilder.WS];
    elements.forEach((e, i) => {
      out.push(e);
      if (trailing || i < elements.length - 1) out.push(TagBuilder.WS);
    });
    return { type: "sequence", elements: out };
  }

  /** Fixed text, arguments and parameters, in order; a run of parameters is any of them, any number of times. */
  pieces(pieces: Piece[]): Format[] {
    const out: Format[] = [];
    const params: Format[] = [];
    const paramPieces: Piece[][] = [];
    let lastLit: Piece | null = null;
    // xgrammar ends an open-ended run (any number of parameters) only at its tag's end: the run becomes a
    // tag of its own, between the markers around it (`<function=f>` … `</function>`).
    const flush = (i: number): number => {
      if (params.length === 0) return i;
      const before = out.pop();
      const after = pieces[i];
      if (!before || before.type !== "const_string" || !after || after.slot !== "lit" || after.text.trim() === "") {
        throw new ExportError(this.dialect, "parameters are not enclosed by markers");
      }
      const run = this.parameterRun(params, paramPieces);
      // A marker with other spellings before the parameters (Kimi K3's call with or without index=) begins with its fixed start.
      const head = lastLit && lastLit.slot === "lit" ? (lastLit.head ?? markerText(this.ir, lastLit, "end")) : "";
      const rest = lastLit && lastLit.slot === "lit" && lastLit.terminal !== undefined ? markerRest(this.ir, lastLit, head) : null;
      if (rest !== null) out.push({ type: "tag", begin: head, content: this.sequence([{ type: "grammar", grammar: `root ::= ${rest}` }, run], false), end: after.text });
      else out.push({ type: "tag", begin: before.value, content: run, end: after.text });
      params.length = 0;
      paramPieces.length = 0;
      return i + 1;
    };
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i]!;
      if (p.slot === "param") {
        const end = pieces.findIndex((q, j) => j > i && q.slot === "end_param");
        params.push(this.param(pieces.slice(i + 1, end)));
        paramPieces.push(pieces.slice(i + 1, end));
        i = end;
        continue;
      }
      if (params.length > 0) {
        i = flush(i) - 1;
        continue;
      }
      if (p.slot === "lit") {
        // Trailing whitespace is layout, which the whitespace between elements covers (`", "` is a comma); a
        // leading space is part of a marker (Harmony's " to=").
        if (p.text.trim() !== "") {
          out.push({ type: "const_string", value: markerText(this.ir, p, "end") });
          lastLit = p;
        }
      } else if (p.slot === "index") {
        out.push({ type: "grammar", grammar: "root ::= [0-9]+" });
      } else if (p.slot === "envelope") {
        const rules = new Rules();
        out.push(grammarOf(envelopeRule(rules, p, this.schemas), rules));
      } else if (p.slot === "args") {
        const schema = argumentsSchema(this.schemas, p.tool);
        const rules = new Rules();
        const root =
          p.python !== undefined
            ? rules.pythonCall(p.python, schema)
            : p.xml !== undefined
              ? rules.xmlArgs(schema, p.xml)
              : rules.schema(schema, p.quote !== undefined ? { quote: p.quote } : "json");
        out.push(grammarOf(root, rules));
      }
    }
    if (params.length > 0) flush(pieces.length);
    return out;
  }

  /**
   * Any number of parameters. xgrammar's triggered tags would admit any text
   * between them, which the parser drops as layout, so a misspelt parameter
   * marker would pass and its parameter be lost; where the markers are ASCII
   * the run is a grammar that admits only whitespace there, as the GBNF does.
   * xgrammar reads a negated character class by bytes, so a raw value up to a
   * non-ASCII closer (DSML's) stays a tag's any-text, between triggered tags.
   */
  private parameterRun(tags: Format[], pieces: Piece[][]): Format {
    if (!pieces.every(asciiMarkers)) {
      return { type: "triggered_tags", triggers: [commonHead(tags)], tags: [...tags] };
    }
    const rules = new Rules();
    return grammarOf(`ws ${parametersRule(rules, pieces, this.schemas, this.ir)}`, rules);
  }

  /** A parameter: its opening markup begins the tag, its closing markup ends it, the value is the content. */
  private param(pieces: Piece[]): Format {
    const v = pieces.findIndex((p) => p.slot === "value");
    const value = pieces[v] as Piece & { slot: "value" };
    // Newlines that wrap the value (Qwen3's) are the value's to have or not: only the markers are fixed.
    const markup = (ps: Piece[]) =>
      ps
        .filter((p) => p.text.trim() !== "")
        .map((p) => p.text)
        .join("");
    const begin = markup(pieces.slice(0, v));
    const end = markup(pieces.slice(v + 1));
    if (end === "") throw new ExportError(this.dialect, `the value of ${value.key} has no closing marker to end it`);
    const rules = new Rules();
    const schema = this.schemas.parameter(value.tool, value.key);
    const choices = rawChoices(schema);
    const content: Format = !value.raw
      ? grammarOf(`ws ${rules.schema(schema ?? {})} ws`, rules)
      : choices
        ? { type: "grammar", grammar: `root ::= [ \\t\\n\\r]* ( ${choices} ) [ \\t\\n\\r]*` }
        : { type: "any_text" };
    return { type: "tag", begin, content, end };
  }
}

/**
 * A grammar element. JSON goes through our own schema rules rather than
 * xgrammar's json_schema format, which fixes the spacing (`": "`, `", "`) and
 * so rejects the compact JSON models also write.
 */
function grammarOf(root: string, rules: Rules): Format {
  return { type: "grammar", grammar: `root ::= ${root}\n${rules.text()}` };
}

/**
 * The spellings of the marker a piece wrote, less `prefix`, as EBNF: the
 * captures it was written with (name, key, encoding) stay as written, the
 * others are any run of their class, optional whitespace is whitespace.
 * Only spellings that begin with `prefix` count. Null when the marker has no
 * other spelling than the one written.
 */
function markerRest(ir: DialectIR, p: Piece & { slot: "lit" }, prefix: string): string | null {
  const terminal = ir.terminals[p.terminal!]!;
  const caps = p.caps ?? {};
  const flexible = terminal.variants.length > 1 || terminal.variants.some((v) => v.some((part) => isWhitespace(part) || (isCapture(part) && caps[part.cap] === undefined)));
  if (!flexible) return null;
  const alternatives: string[] = [];
  for (const variant of terminal.variants) {
    let skip = prefix.length;
    const atoms: string[] = [];
    let ok = true;
    variant.forEach((part, i) => {
      if (!ok) return;
      let text: string | null = null;
      if (isCapture(part) && caps[part.cap] !== undefined) text = caps[part.cap]!;
      else if (!isCapture(part) && !isWhitespace(part)) text = part.lit;
      if (text !== null) {
        const cut = Math.min(skip, text.length);
        if (text.slice(0, cut) !== prefix.slice(prefix.length - skip, prefix.length - skip + cut)) ok = false;
        skip -= cut;
        if (cut < text.length) atoms.push(lit(text.slice(cut)));
        return;
      }
      if (skip > 0) ok = false;
      else if (isWhitespace(part)) atoms.push("[ \\t\\n\\r]*");
      else if (isCapture(part)) {
        const next = variant[i + 1];
        const after = next && isWhitespace(next) ? variant[i + 2] : next;
        const stop = after && !isCapture(after) && !isWhitespace(after) ? after.lit[0]! : "";
        const excluded = [...new Set([...part.exclude, ...stop, ...(next && isWhitespace(next) ? " \t\n\r" : "")])];
        atoms.push(`[^${excluded.map(classChar).join("")}]+`);
      }
    });
    if (ok && skip === 0) alternatives.push(atoms.length > 0 ? atoms.join(" ") : '""');
  }
  return alternatives.length > 0 ? `( ${alternatives.join(" | ")} )` : null;
}

/** A raw value restricted to its schema's string enum, as alternatives; null when any text will do. */
function rawChoices(schema: JsonSchema | null): string | null {
  const values = Array.isArray(schema?.enum) ? schema.enum : schema && "const" in schema ? [(schema as { const: unknown }).const] : null;
  if (!values || values.length === 0 || !values.every((v) => typeof v === "string")) return null;
  return (values as string[]).map(lit).join(" | ");
}

/** Triggers without repeats, and without one that another begins (xgrammar dispatches on the shortest). */
function minimal(triggers: string[]): string[] {
  const unique = [...new Set(triggers)];
  return unique.filter((t) => !unique.some((u) => u !== t && t.startsWith(u)));
}

/**
 * A marker's fixed text. Whitespace at its ends is layout, which the optional
 * whitespace between elements covers, unless the terminal's own literal
 * spells it: Functionary's `>>>NAME` then a newline, Harmony's leading
 * ` to=`. The parser requires those, so the grammar does too.
 */
function markerText(ir: DialectIR, p: Piece, ends: "end" | "both"): string {
  const variants = p.slot === "lit" && p.terminal !== undefined ? ir.terminals[p.terminal]!.variants : [];
  const literal = (part: Part | undefined) => (part !== undefined && !isCapture(part) && !isWhitespace(part) ? part.lit : "");
  const keepsEnd = variants.some((v) => /\s$/.test(literal(v[v.length - 1])) && p.text.endsWith(literal(v[v.length - 1])));
  const keepsStart = ends === "end" || variants.some((v) => /^\s/.test(literal(v[0])) && p.text.startsWith(literal(v[0])));
  const text = keepsEnd ? p.text : p.text.trimEnd();
  return keepsStart ? text : text.trimStart();
}

/** What the parameters' openers share, from the start: the trigger for any of them. */
function commonHead(params: Format[]): string {
  const begins = params.map((p) => p.begin as string);
  let n = begins[0]!.length;
  for (const b of begins) {
    let i = 0;
    while (i < n && i < b.length && b[i] === begins[0]![i]) i++;
    n = i;
  }
  return begins[0]!.slice(0, Math.max(n, 1));
}

/** What a piece is for comparing shapes: fixed text by its text, slots by what fills them. */
/**
 * What makes pieces the same in two renderings: text by its text, a slot by its kind and key, and a
 * marker that holds the call's number (Kimi K3's index="1") by its terminal and captures.
 */
function key(pieces: Piece[]): string {
  return pieces
    .map((p) =>
      p.slot === "lit"
        ? p.numbered
          ? `m:${p.terminal}:${JSON.stringify(p.caps ?? {})}`
          : `l:${p.text}`
        : p.slot === "value" || p.slot === "param"
          ? `${p.slot}:${p.key}`
          : p.slot,
    )
    .join("\u0000");
}

/**
 * Splits one call's pieces into region opener, body and closer, so that two
 * calls are opener, body, separator, body, closer (null separator: a second
 * call cannot be written).
 */
function decompose(one: Piece[], two: Piece[] | null): { pre: Piece[]; body: Piece[]; suf: Piece[]; sep: Piece[] | null } {
  if (two) {
    const k1 = one.map((p) => key([p]));
    const k2 = two.map((p) => key([p]));
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    for (let total = 0; total < one.length; total++) {
      for (let p = 0; p <= total; p++) {
        const s = total - p;
        const body = k1.slice(p, one.length - s);
        const sepLength = k2.length - p - s - 2 * body.length;
        if (sepLength < 0) continue;
        if (!same(k2.slice(0, p), k1.slice(0, p)) || !same(k2.slice(k2.length - s), k1.slice(k1.length - s))) continue;
        if (!same(k2.slice(p, p + body.length), body) || !same(k2.slice(k2.length - s - body.length, k2.length - s), body)) continue;
        return { pre: one.slice(0, p), body: one.slice(p, one.length - s), suf: one.slice(one.length - s), sep: two.slice(p + body.length, p + body.length + sepLength) };
      }
    }
  }
  return { pre: [], body: one, suf: [], sep: null };
}

function toolNames(tools: readonly Tool[]): string[] {
  const out: string[] = [];
  for (const tool of tools) {
    const name = toolName(tool);
    if (name !== undefined) out.push(name);
  }
  return out;
}

/** The tools a grammar lets the model call, whether one call must come, and the one tool named, if any. */
function chosenTools(choice: ExportToolChoice | undefined, all: string[], dialect: string): { names: string[]; required: boolean; one: string | null } {
  if (all.length === 0) throw new ExportError(dialect, "no tools to call");
  // Export's own shorthand: a tool's bare name.
  const bare = typeof choice === "string" && choice !== "auto" && choice !== "none" && choice !== "required";
  const read = bare ? { none: false, required: true, only: [choice] } : readToolChoice(choice);
  if (read.none) throw new ExportError(dialect, 'tool_choice "none" allows no calls: there is nothing to constrain');
  for (const name of read.only ?? []) if (!all.includes(name)) throw new ExportError(dialect, `tool_choice names '${name}', which is not among the tools`);
  const names = read.only ?? all;
  return { names, required: read.required, one: read.only?.length === 1 ? read.only[0]! : null };
}

/** A schema-valid sample with every property present, so each parameter's markup shows up. */
function sample(props: Record<string, JsonSchema> | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(props ?? {})) out[k] = sampleValue(s);
  return out;
}

function sampleValue(s: JsonSchema): unknown {
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if ("const" in s) return (s as { const: unknown }).const;
  const types = admittedTypes(s);
  if (types.has("string") || types.size === 0) return "x";
  if (types.has("integer") || types.has("number")) return 0;
  if (types.has("boolean")) return false;
  if (types.has("array")) return [];
  if (types.has("object")) return {};
  return null;
}

/** The marker that ends reasoning: what render writes between reasoning and content. */
/** The text render writes between reasoning and what follows it in `after` (content, or a call), when it is a marker. */
function reasoningCloser(
  dialect: Dialect,
  after: { content?: string; tool_calls?: { name: string; arguments: Record<string, unknown> }[] },
  tools: readonly Tool[],
): string | null {
  try {
    const { pieces } = renderPieces(dialect, { reasoning: "r", ...after }, { thinking: true, tools });
    const r = pieces.findIndex((p) => p.slot === "reasoning");
    const c = pieces.findIndex((p) => p.slot === (after.content !== undefined ? "content" : "call"));
    if (r < 0 || c < 0) return null;
    const between = pieces
      .slice(r + 1, c)
      .map((p) => p.text)
      .join("");
    return between.trim() === "" ? null : between;
  } catch {
    return null;
  }
}

/** The fixed text a calls-only turn writes before its first call's markup, without thinking ("" for none). */
function callPreamble(dialect: Dialect, call: { name: string; arguments: Record<string, unknown> }, tools: readonly Tool[]): string {
  try {
    const { pieces } = renderPieces(dialect, { tool_calls: [call] }, { thinking: false, tools });
    const c = pieces.findIndex((p) => p.slot === "call");
    const before = pieces
      .slice(0, Math.max(c, 0))
      .map((p) => p.text)
      .join("");
    return before.trim() === "" ? "" : before;
  } catch {
    return "";
  }
}

function specialTokens(dialect: Dialect): string[] {
  const out = new Set<string>();
  for (const t of dialect.ir.terminals) if (t.special) for (const v of t.variants) out.add(leadingLiteral(v));
  return [...out];
}

/**
 * The rule body for a call after its trigger. Consecutive parameters become
 * `(p1 | p2 | …)*`: a model may write them in any order.
 */
function callRule(rules: Rules, pieces: Piece[], schemas: ToolSchemas, ir: DialectIR): string {
  const parts: string[] = [];
  const params: Piece[][] = [];
  const flush = () => {
    if (params.length > 0) parts.push(parametersRule(rules, params, schemas, ir));
    params.length = 0;
  };
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (p.slot === "param") {
      const end = pieces.findIndex((q, j) => j > i && q.slot === "end_param");
      params.push(pieces.slice(i + 1, end));
      i = end;
      continue;
    }
    flush();
    parts.push(pieceRule(rules, p, litsAfter(pieces, i), schemas, ir));
  }
  flush();
  return parts.filter((x) => x !== "").join(" ws ");
}

/** The markers right after a piece (what ends a raw value); whitespace between them is layout. */
function litsAfter(pieces: Piece[], i: number): string {
  let s = "";
  for (let j = i + 1; j < pieces.length && pieces[j]!.slot === "lit"; j++) s += pieces[j]!.text.trim() === "" ? "" : pieces[j]!.text;
  return s;
}

/** Any number of parameters, each given by its pieces (markup and value), in any order, whitespace between them. */
function parametersRule(rules: Rules, params: Piece[][], schemas: ToolSchemas, ir: DialectIR): string {
  const alts = params.map((ps) => {
    const value = ps.find((p) => p.slot === "value") as (Piece & { slot: "value" }) | undefined;
    return rules.add(value ? `param_${value.tool}_${value.key}` : "param", paramRule(rules, ps, schemas, ir));
  });
  return `( ( ${alts.join(" | ")} ) ws )*`;
}

function paramRule(rules: Rules, pieces: Piece[], schemas: ToolSchemas, ir: DialectIR): string {
  const parts: string[] = [];
  pieces.forEach((p, i) => {
    // Inside a parameter, a raw value takes any whitespace; a typed one may be wrapped in it (Qwen3's newlines).
    if (p.slot === "lit" && p.text.trim() === "") parts.push("ws");
    else parts.push(pieceRule(rules, p, litsAfter(pieces, i), schemas, ir));
  });
  return parts.filter((x) => x !== "").join(" ");
}

/** `closer`: the fixed text right after the piece (what ends a raw value). */
function pieceRule(rules: Rules, p: Piece, closer: string, schemas: ToolSchemas, ir: DialectIR): string {
  switch (p.slot) {
    case "lit": {
      if (p.text.trim() === "") return lit(p.text);
      // A marker with other spellings (GLM's key and value tags with or without a newline between) admits each.
      const spellings = p.terminal !== undefined ? markerRest(ir, p, "") : null;
      return spellings ?? lit(markerText(ir, p, "both"));
    }
    case "args": {
      const schema = argumentsSchema(schemas, p.tool);
      if (p.python !== undefined) return rules.pythonCall(p.python, schema);
      if (p.xml !== undefined) return rules.xmlArgs(schema, p.xml);
      return rules.schema(schema, p.quote !== undefined ? { quote: p.quote } : "json");
    }
    case "value": {
      if (!p.raw) return rules.schema(schemas.parameter(p.tool, p.key) ?? {});
      if (closer === "") throw new ExportError(ir.name, `the value of ${p.key} has no closing marker to end it`);
      const choices = rawChoices(schemas.parameter(p.tool, p.key));
      return choices ? `( ${choices} )` : rules.textUntil(closer);
    }
    case "index":
      return "[0-9]+";
    case "envelope":
      return envelopeRule(rules, p, schemas);
    default:
      return "";
  }
}

/**
 * An envelope's members, `"name": "f", "arguments": {…}`, in either order (models write both), under any
 * of the keys the dialect reads, after the model's own id where the dialect reads one (Cohere's
 * `"tool_call_id": "0"`, kept only before the name); or `"f": {…}` where the name is the key.
 */
function envelopeRule(rules: Rules, p: Piece & { slot: "envelope" }, schemas: ToolSchemas): string {
  const args = rules.schema(argumentsSchema(schemas, p.tool));
  const keyed = (keys: string[]) => `( ${keys.map((k) => lit(JSON.stringify(k))).join(" | ")} ) ws ":" ws`;
  if (p.nameKeys.length === 0) return `${lit(JSON.stringify(p.tool))} ws ":" ws ${args}`;
  const name = `${keyed(p.nameKeys)} ${lit(JSON.stringify(p.tool))}`;
  const argsMember = `${keyed(p.argsKeys)} ${args}`;
  const id = p.idKeys.length > 0 ? `( ${keyed(p.idKeys)} jstring ws "," ws )? ` : "";
  return rules.add("envelope", `${id}( ${name} ws "," ws ${argsMember} | ${argsMember} ws "," ws ${name} )`);
}

/** The arguments object's schema: the tool's properties and required keys (others are not constrained). */
function argumentsSchema(schemas: ToolSchemas, tool: string): JsonSchema {
  return schemas.schema(tool) ?? { type: "object" };
}
