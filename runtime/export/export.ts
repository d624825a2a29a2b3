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
import { renderPieces } from "../render/render.js";
import { prefillCompletions, type Piece } from "../render/paths.js";
import { Rules, lit } from "./grammar-rules.js";
import { asciiMarkers, callPreamble, callStartsIn, chosenTools, decompose, isArrayRegion, key, reasoningCloser, sample, specialTokens, toolNames } from "./shapes.js";
import { minimal, TagBuilder, triggerOfTag } from "./structural-tag.js";
import { callRule, litsAfter, markerText, pieceRule } from "./call-rules.js";
import { callStates } from "../ir/regions.js";
import { ToolSchemas, checkTools, type Tool } from "../args/schema.js";
import { type ToolChoice } from "../tool-choice.js";

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
