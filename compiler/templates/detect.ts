/**
 * `detect`: which shipped dialects read what a chat template writes, ranked
 * on evidence rather than all-or-nothing. Every probe the template writes is
 * parsed by every dialect and written by `render`; the evidence for a
 * dialect, in the order it ranks by:
 * - probes parsed back (arguments compared as JSON values);
 * - prompt scope: where the generation prompt opens reasoning its history
 *   strips (QwQ), the dialect reads `R<closer>A` after that prompt;
 * - probes rendered as the template writes them (exactly, up to whitespace,
 *   JSON spacing and key order, or a closer the template leaves out);
 * - its turn markers the template's prompt holds;
 * - its other markers the prompt holds (a system prompt that tells the
 *   model to call tools with `<|tool_call|>` shows the call's marker);
 * - probes rendered exactly.
 * Dialects equal on all of that are equivalent for this template: they
 * differ only where it shows nothing. They are listed together with the
 * reason, the one with fewer markers the template never writes first, then
 * the base before a dialect that extends it, then the smaller grammar (a
 * dialect that adds reasoning or spellings the template never shows reads
 * more than the template asks for).
 * A probe no dialect parses back is the template's quirk and counts for and
 * against none; a probe the template refuses in every variant is reported.
 * The dialects listed read every probe but the quirks.
 */
import type { Dialect } from "../../runtime/compiler-api.js";
import type { ChatTemplate } from "./chat-template.js";
import { judge, turnMarkers, type ProbeVerdict } from "./probe-verdicts.js";
import { readsScope, scopeProbes } from "./prompt-scope.js";
import { probeTemplate, type ProbeRefusal } from "./template-probes.js";

export interface DialectFit {
  name: string;
  /** probes whose template text parses back to the message */
  parsed: number;
  /** probes `render` writes as the template does, whitespace aside */
  rendered: number;
  /** of those, written exactly */
  exact: number;
  /** the dialect's turn markers the template's prompt holds (evidence between dialects that read alike) */
  turns: number;
  /** scope probes read as reasoning and answer after the generation prompt */
  scoped: number;
  /** the dialect's special tokens, other than its turn markers, that the template's prompt holds */
  prompted: number;
  /** the dialect's markers that appear nowhere in the template's source or texts */
  unshown: number;
  /** how many dialects it extends, and its terminals and states: the last tie-breaks */
  depth: number;
  size: number;
  /** of the parsed probes, those with calls */
  callsParsed: number;
  verdicts: ProbeVerdict[];
  /** other dialects equal to this one on all the evidence */
  equivalent: string[];
}

export interface Detection {
  file: string;
  probes: number;
  /** the dialects that parse every probe but the quirks, best first */
  dialects: DialectFit[];
  /** the dialect that parsed the most probes, when none is listed */
  closest: DialectFit | null;
  /** probes no dialect parses back: the template writes them its own way */
  quirks: string[];
  /** probes the template raises on in every variant a client could send */
  refused: ProbeRefusal[];
  /** scope probes (the generation prompt opening reasoning the history strips) */
  scope: number;
  /** the probes with calls the template writes */
  callProbes: number;
  /** why the first dialect and its equivalents are interchangeable here, when they are */
  equivalence: string | null;
}

/** The texts of a dialect's markers (each terminal's spellings), for whether the template writes them. */
function markerTexts(d: Dialect): string[][] {
  return d.ir.terminals.map((t) => t.variants.map((v) => ("lit" in v[0]! ? (v[0].lit as string).trim() : "")).filter((s) => s.length >= 2));
}

/** The evidence a fit ranks by, best first: dialects equal on it are equivalent for the template. */
function evidence(f: DialectFit): number[] {
  return [f.parsed, f.scoped, f.rendered, f.turns, f.prompted, f.exact];
}

/** The order among equivalents: fewer markers the template never writes, then the smaller grammar. */
function parsimony(f: DialectFit): number[] {
  return [-f.unshown, -f.depth, -f.size];
}

function compareTuples(x: number[], y: number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i]! - x[i]!;
  return 0;
}

const detected = new WeakMap<ChatTemplate, Map<string, Detection>>();

/** Which dialects read the template (once per template and set of dialects: infer asks again for the same). */
export function detectDialect(template: ChatTemplate, dialects: readonly Dialect[], preferred?: string): Detection {
  const key = dialects.map((d) => d.name).join(" ") + (preferred ? ` >${preferred}` : "");
  let known = detected.get(template);
  if (!known) detected.set(template, (known = new Map()));
  const found = known.get(key) ?? detectOnce(template, dialects, preferred);
  known.set(key, found);
  return found;
}

/** `preferred`: a dialect that wins ties on evidence (the checkpoint's own response template). */
function detectOnce(template: ChatTemplate, dialects: readonly Dialect[], preferred?: string): Detection {
  const probes = probeTemplate(template);
  const texts = probes.texts;
  const scope = scopeProbes(template, probes);
  const prompt = texts[0]?.prompt ?? "";
  const written = [template.source, ...texts.flatMap((t) => [t.prompt, t.text])].join("\n");
  const fits = dialects.map((d): DialectFit => {
    const verdicts = texts.map((t) => judge(d, t));
    const turnTexts = turnMarkers(d);
    const markers = markerTexts(d);
    // Special tokens only: a prompt's prose holds words such as "Action:" that a dialect may also use.
    const specials = markers.filter((_, i) => d.ir.terminals[i]!.special);
    return {
      name: d.name,
      parsed: verdicts.filter((v) => v.parsed).length,
      callsParsed: verdicts.filter((v, i) => v.parsed && texts[i]!.probe.message.tool_calls?.length).length,
      rendered: verdicts.filter((v) => v.rendered !== "differs").length,
      exact: verdicts.filter((v) => v.rendered === "exact").length,
      turns: prompt === "" ? 0 : turnTexts.filter((m) => prompt.includes(m)).length,
      prompted: specials.filter((spellings) => spellings.some((s) => !turnTexts.includes(s) && prompt.includes(s))).length,
      scoped: scope.filter((s) => readsScope(d, s)).length,
      unshown: markers.filter((spellings) => spellings.length > 0 && !spellings.some((s) => written.includes(s))).length,
      depth: d.ir.extends.length,
      size: d.ir.terminals.length + d.ir.states.length,
      verdicts,
      equivalent: [],
    };
  });
  // The checkpoint's own word goes first when it reads the probes (and the prompt's reasoning) as well as any: the
  // markers a prompt shows are evidence for a shipped grammar, which the checkpoint's template needs none of.
  const own = (f: DialectFit) => (f.name === preferred ? 1 : 0);
  const rank = (a: DialectFit, b: DialectFit) =>
    compareTuples([a.parsed, a.scoped], [b.parsed, b.scoped]) ||
    own(b) - own(a) ||
    compareTuples(evidence(a), evidence(b)) ||
    compareTuples(parsimony(a), parsimony(b)) ||
    a.name.localeCompare(b.name);
  fits.sort(rank);
  const quirks = texts.filter((_, i) => fits.every((f) => !f.verdicts[i]!.parsed)).map((t) => t.probe.name);
  const readable = texts.length - quirks.length;
  const callProbes = texts.filter((t) => t.probe.message.tool_calls?.length).length;
  // A dialect that reads none of the calls a template writes does not read the template, quirks or not.
  const listed = readable > 0 ? fits.filter((f) => f.parsed === readable && (callProbes === 0 || f.callsParsed > 0)) : [];
  let equivalence: string | null = null;
  const best = listed[0];
  if (best) {
    const same = listed.filter((f) => f !== best && evidence(f).join() === evidence(best).join());
    best.equivalent = same.map((f) => f.name);
    if (same.length > 0) {
      equivalence =
        `${[best.name, ...best.equivalent].join(", ")} are equivalent for this template: each parses ${best.parsed}, renders ${best.rendered} (${best.exact} exactly) ` +
        `of ${texts.length} probes${scope.length > 0 ? `, reads the prompt's reasoning` : ""} and its prompt holds ${best.turns + best.prompted} of their markers; they differ only where the template shows nothing, ` +
        `and ${best.name} adds least of what it never writes`;
    }
  }
  return {
    file: template.path,
    probes: texts.length,
    dialects: listed,
    closest: listed.length === 0 ? (fits[0] ?? null) : null,
    quirks,
    refused: probes.refused,
    scope: scope.length,
    callProbes,
    equivalence,
  };
}
