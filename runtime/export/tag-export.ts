/**
 * The calls as an xgrammar structural tag for vLLM and SGLang: xgrammar's own
 * tags, so a raw value is any text up to its closer and JSON follows the
 * schema natively. A region of calls is one tag (its markers begin and end
 * it); calls with markers of their own are triggered tags; the prompt's
 * prefill, a required opening and reasoning come before them in sequence.
 */
import type { Piece } from "../render/paths.js";
import { prefillCompletions } from "../render/paths.js";
import { asciiMarkers, isArrayRegion } from "./shapes.js";
import { minimal, TagBuilder, triggerOfTag } from "./structural-tag.js";
import { ExportError } from "./export-options.js";
import type { CallLayout } from "./layout.js";

/** What vLLM and SGLang take as `structured_outputs` / `response_format` of type structural_tag. */
export interface StructuralTagExport {
  type: "structural_tag";
  format: Record<string, unknown>;
}

type Format = Record<string, unknown>;

export function structuralTagExport(layout: CallLayout): StructuralTagExport {
  const { ir, rules, region, used, first, pre, chosen, single, choice, reasoningEnd, opening, callsAfterReasoning } = layout;
  const st = new TagBuilder(layout.schemas, ir);
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
    const grammar = `root ::= ws ${layout.repeat(`( ${layout.alternatives()} )`)} ws\n${rules.text()}`;
    tags = [{ type: "tag", begin: fixed(region.pre), content: { type: "grammar", grammar }, end: fixed(region.suf) }];
  } else if (markerless) {
    throw new ExportError(ir.name, "a call has no marker to begin it");
  } else if (first && !isArrayRegion(region) && [region.pre, region.suf, region.sep ?? [], ...used.map((x) => x.body)].every(asciiMarkers)) {
    // A region whose markers are ASCII is one grammar, as in the GBNF: only whitespace (and the separator)
    // between its calls, where triggered tags would admit any text, which the parser drops.
    const grammar = `root ::= ws ${layout.join([...pre, layout.repeat(`( ${layout.alternatives()} )`)])} ws\n${rules.text()}`;
    tags = [{ type: "tag", begin: first.text, content: { type: "grammar", grammar }, end: fixed(region.suf) }];
  } else if (first) {
    const calls = single || region.sep === null ? st.or(bodies) : st.repeated(bodies);
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
  let format: Format =
    chosen && tags.length === 1
      ? tags[0]!
      : { type: "triggered_tags", triggers, tags, ...(choice.required ? { at_least_one: true } : {}), ...(single ? { stop_after_first: true } : {}) };
  // The prompt began the first marker (Functionary's `>>>`): the output opens by completing it, with a call or a
  // marker the first state absorbs (`all\n`, a message to the user), and triggers take over from there.
  const prefill = ir.policies.prefill;
  if (prefill !== "") {
    const absorbed = prefillCompletions(ir, layout.start.state);
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
