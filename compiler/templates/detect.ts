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
 * - the template's turn markers, where only the dialect's family knows them
 *   (TeleChat's; ChatML's, which every dialect with ChatML turns extends
 *   `chatml` for; not Llama 3's headers, which six families' dialects know);
 * - among dialects still tied, probes rendered as the template writes them
 *   without following the template's own text (render's `like`): its own
 *   way, not one it also reads (Hermes's `<tool_call>{…}</tool_call>` is
 *   hermes's own way, and one xLAM's dialect reads beside its bare arrays);
 * - the share of its markers the template writes (in its code or its
 *   texts): a share, not a count, so a dialect that extends another and adds
 *   markers the template never shows does not beat its parent, whose every
 *   marker it writes;
 * - its turn markers the template's prompt holds;
 * - its other markers the prompt holds (a system prompt that tells the
 *   model to call tools with `<|tool_call|>` shows the call's marker),
 *   `special` or `terminal` alike: how a grammar declares a marker is no
 *   evidence;
 * - probes rendered exactly.
 * Where the template writes no call (no tools, or a history without them),
 * it cannot say which call format the model writes: the markers only calls
 * use count neither way in the share, the detection says so (`noCall`), and
 * the dialects that read it alike are listed as equivalent rather than one
 * chosen on what the template never shows.
 * Dialects equal on all of that are equivalent for this template: they
 * differ only where it shows nothing. They are listed together with the
 * reason, the one with fewer markers the template never writes first, then
 * the base before a dialect that extends it, then the smaller grammar (a
 * dialect that adds reasoning or spellings the template never shows reads
 * more than the template asks for); where no call is shown, a dialect that
 * reads calls at all before one that reads none.
 * A probe no dialect parses back is the template's quirk and counts for and
 * against none; a probe the template refuses in every variant is reported.
 * The dialects listed read every probe but the quirks.
 */
import { boundaryTexts, Channel, turnStart, type Dialect } from "../../runtime/compiler-api.js";
import type { ChatTemplate } from "./chat-template.js";
import { readBack, renderVerdict, splitTurn, type ProbeReading, type ProbeVerdict } from "./probe-verdicts.js";
import { readsScope, scopeProbes } from "./prompt-scope.js";
import { probeTemplate, templateHasThinkingSwitch, type ProbeRefusal, type ProbeText } from "./template-probes.js";

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
  /** 1 where the prompt holds a turn marker only the dialect's family (the dialects with its base, `familyOf`) knows */
  ownTurns: number;
  /** probes render writes as the template does without its text as `like`; counted only among the first's ties where calls are shown, else 0 */
  native: number;
  /** scope probes read as reasoning and answer after the generation prompt */
  scoped: number;
  /** the dialect's special tokens, other than its turn markers, that the template's prompt holds */
  prompted: number;
  /** the dialect's markers that appear nowhere in the template's source or texts */
  unshown: number;
  /** the share of its markers the template writes (those only calls use left out where the template writes no call) */
  shown: number;
  /**
   * probes whose generation prompt starts the turn where the dialect starts it by the request's `thinking`
   * alone: a template that opens reasoning whatever the request says (StepFun's) is read as it means by a
   * dialect that always starts in reasoning, and one that closes it when asked by a dialect that follows the flag
   */
  flagAgrees: number;
  /** it has markers only calls use (it reads calls in a format of its own) */
  calls: boolean;
  /** it has a reasoning state */
  reasons: boolean;
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
  /** the template writes no call, so it cannot say which call format the model writes */
  noCall: boolean;
  /** the template's prompt changes with the request's thinking switch: its model reasons when asked */
  thinkingSwitch: boolean;
}

/** The texts of a dialect's markers (each terminal's spellings), for whether the template writes them. */
function markerTexts(d: Dialect): string[][] {
  // Only the grammar's own: a terminal the lowering adds (the markdown fence around calls) has a name no grammar can declare.
  return d.ir.terminals.map((t) => (/^[A-Za-z_]\w*$/.test(t.name) ? t.variants.map((v) => ("lit" in v[0]! ? (v[0].lit as string).trim() : "")).filter((s) => s.length >= 2) : []));
}

/** A spelling that looks like markup (`<tool_call>`, `<|im_end|>`, `[TOOL_CALLS]`) rather than prose a system prompt may hold ("Action:"). */
function markupLike(s: string): boolean {
  return /[<>[\]|｜]/.test(s);
}

const CALL_CHANNELS: ReadonlySet<number> = new Set([Channel.ToolName, Channel.ArgsJson, Channel.Envelope, Channel.ArgValue, Channel.Header]);
const CALL_EVENTS: ReadonlySet<string> = new Set(["tool_start", "tool_name", "tool_id", "tool_end", "arg_start", "arg_end"]);

/**
 * The terminals only calls use: every transition on them (absorbs aside) opens, closes or runs inside
 * a call. A template that writes no call shows nothing of them, for or against.
 */
function callTerminals(d: Dialect): Set<number> {
  const { ir } = d;
  const call = new Set<number>();
  const other = new Set<number>();
  for (const s of ir.states) {
    for (const tr of s.transitions) {
      if (tr.absorb) continue;
      const calls = CALL_CHANNELS.has(s.channel.kind) || CALL_CHANNELS.has(ir.states[tr.target]!.channel.kind) || tr.events.some((e) => CALL_EVENTS.has(e.kind));
      (calls ? call : other).add(tr.terminal);
    }
  }
  for (const t of [...other, ...ir.turnBoundaries]) call.delete(t);
  return call;
}

/**
 * The evidence a fit ranks by, best first: dialects equal on it are equivalent for the template. Where
 * the template writes no call, the share of markers written and the count of turn markers are no
 * evidence: what tells such dialects apart is what the template never shows.
 */
function evidence(f: DialectFit): number[] {
  return [f.parsed, f.scoped, f.rendered, f.ownTurns, f.native, f.turns > 0 ? 1 : 0, f.exact];
}

/** A dialect's family: the dialect it extends last (its root), or itself. */
const familyOf = (d: Dialect) => d.ir.extends[d.ir.extends.length - 1] ?? d.name;

/** Which families know each turn marker. */
function turnFamilies(dialects: readonly Dialect[]): Map<string, Set<string>> {
  const known = new Map<string, Set<string>>();
  for (const d of dialects) {
    for (const m of boundaryTexts(d.ir)) {
      if (!known.has(m)) known.set(m, new Set());
      known.get(m)!.add(familyOf(d));
    }
  }
  return known;
}

/**
 * The order among equivalents: where no call is shown, one that reads calls at all; then the larger
 * share of its markers written, then more markers the prompt holds, fewer never written, then the one
 * whose `thinking` flag starts the turn where the template's prompt does (a server that is given no
 * prompt still reads it right), the smaller grammar. Where the template has a thinking switch, one that
 * reads reasoning comes before the share of markers: the switch is the template's word that its model
 * reasons, whether or not it writes the markers.
 */
function parsimony(f: DialectFit, noCall: boolean, thinkingSwitch: boolean): number[] {
  return [noCall && f.calls ? 1 : 0, thinkingSwitch && f.reasons ? 1 : 0, f.shown, f.turns + f.prompted, -f.unshown, f.flagAgrees, -f.depth, -f.size];
}

function compareTuples(x: number[], y: number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i]! - x[i]!;
  return 0;
}

/** Why the first dialect and its equivalents are interchangeable for the template, and what put it first; null when it has none and a call is shown. */
function whyEquivalent(best: DialectFit, same: readonly DialectFit[], probes: number, scoped: boolean, noCall: boolean, thinkingSwitch: boolean): string | null {
  if (same.length === 0) return noCall ? `the template writes no call, so it cannot say which call format the model writes; ${best.name} alone reads what it does write` : null;
  // The names in full are detect's listing and --json's `equivalent`: a tie of dozens (no call shown) reads as a count here.
  const names = [best.name, ...best.equivalent];
  const named = names.length > 6 ? `${names.slice(0, 5).join(", ")} and ${names.length - 5} more` : names.join(", ");
  const alike =
    `${named} are equivalent for this template: each parses ${best.parsed}, renders ${best.rendered} (${best.exact} exactly) ` +
    `of ${probes} probes${scoped ? `, reads the prompt's reasoning` : ""} and knows the turns its prompt writes; `;
  const switched = thinkingSwitch && best.reasons && same.some((f) => !f.reasons);
  if (noCall) {
    const cannot = alike + `the template writes no call, so it cannot say which call format the model writes`;
    return switched
      ? cannot + `; its prompt changes with the thinking switch, so its model reasons: ${best.name} reads reasoning`
      : cannot + `, and ${best.name} is listed first only as the simplest`;
  }
  // Where an equivalent is as well shown, the prompt's start decided: say so.
  const flag = same.some((f) => f.shown === best.shown && f.flagAgrees < best.flagAgrees)
    ? `, and ${best.name}'s \`thinking\` flag starts the turn where the template's prompt does (${best.flagAgrees} of ${probes} probes)`
    : "";
  if (switched)
    return alike + `they differ only where the template shows nothing, and its prompt changes with the thinking switch, so its model reasons: ${best.name} reads reasoning` + flag;
  return alike + `they differ only where the template shows nothing, and the template writes the largest share of ${best.name}'s markers (${Math.round(100 * best.shown)}%)` + flag;
}

/**
 * Each dialect's verdicts on the probes. Every dialect reads them back; only those that may be listed (each
 * readable probe parsed, a call among them where the template writes calls) are rendered, or all where none
 * may: rendering is most of the cost, and the others' render verdicts (left "differs") decide nothing.
 */
function probeVerdicts(dialects: readonly Dialect[], texts: readonly ProbeText[], callProbes: number): { verdicts: ProbeVerdict[][]; readings: ProbeReading[][] } {
  const readings = dialects.map((d) => texts.map((t) => readBack(d, t)));
  const readable = texts.filter((_, i) => readings.some((r) => r[i]!.parsed)).length;
  const mayList = (r: readonly ProbeReading[]) =>
    readable > 0 && r.filter((x) => x.parsed).length === readable && (callProbes === 0 || r.some((x, i) => x.parsed && texts[i]!.probe.message.tool_calls?.length));
  const listable = readings.map(mayList);
  const renderAll = !listable.includes(true);
  const verdicts = dialects.map((d, i) => {
    const mine = readings[i]!;
    if (renderAll || listable[i]) return mine.map((r) => renderVerdict(d, r));
    return mine.map((r): ProbeVerdict => ({ probe: r.probeText.probe.name, parsed: r.parsed, ...(r.parsed ? {} : { got: r.got }), rendered: "differs" }));
  });
  return { verdicts, readings };
}

/**
 * Among the first fit's ties on the evidence before it, the probes each renders as the template writes them without
 * the template's text as `like`: its own way (rendering is the cost, so only where it can decide). Whether any was counted.
 */
function countOwnWay(fits: DialectFit[], dialects: readonly Dialect[], readings: readonly ProbeReading[][]): boolean {
  const upToNative = (f: DialectFit) => [f.parsed, f.scoped, f.rendered, f.ownTurns].join();
  const tied = fits.filter((f) => upToNative(f) === upToNative(fits[0]!) && f.parsed > 0);
  if (tied.length < 2) return false;
  for (const f of tied) {
    const i = dialects.findIndex((x) => x.name === f.name);
    f.native = readings[i]!.filter((r, p) => f.verdicts[p]!.rendered !== "differs" && renderVerdict(dialects[i]!, r, { sample: false }).rendered !== "differs").length;
  }
  return true;
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
  const callProbes = texts.filter((t) => t.probe.message.tool_calls?.length).length;
  const noCall = texts.length > 0 && callProbes === 0;
  const thinkingSwitch = texts.length > 0 && templateHasThinkingSwitch(template);
  const { verdicts: allVerdicts, readings } = probeVerdicts(dialects, texts, callProbes);
  const families = turnFamilies(dialects);
  const fits = dialects.map((d, di): DialectFit => {
    const verdicts = allVerdicts[di]!;
    const turnTexts = boundaryTexts(d.ir);
    const markers = markerTexts(d);
    const calls = callTerminals(d);
    const writes = (spellings: string[]) => spellings.some((s) => written.includes(s));
    // Markup, declared `special` or not: a template's prose holds words such as "Action:" that a dialect may also use.
    const markup = markers.map((spellings) => spellings.filter(markupLike));
    // What the template could show: every marker, less those only calls use where it writes no call.
    const showable = markup.filter((spellings, i) => spellings.length > 0 && !(noCall && calls.has(i)));
    return {
      name: d.name,
      parsed: verdicts.filter((v) => v.parsed).length,
      callsParsed: verdicts.filter((v, i) => v.parsed && texts[i]!.probe.message.tool_calls?.length).length,
      rendered: verdicts.filter((v) => v.rendered !== "differs").length,
      exact: verdicts.filter((v) => v.rendered === "exact").length,
      turns: prompt === "" ? 0 : turnTexts.filter((m) => prompt.includes(m)).length,
      ownTurns: prompt !== "" && turnTexts.some((m) => prompt.includes(m) && families.get(m)!.size === 1) ? 1 : 0,
      native: 0,
      prompted: markup.filter((spellings) => spellings.some((s) => !turnTexts.includes(s) && prompt.includes(s))).length,
      scoped: scope.filter((s) => readsScope(d, s)).length,
      unshown: markers.filter((spellings) => spellings.length > 0 && !writes(spellings)).length,
      shown: showable.length === 0 ? 1 : showable.filter(writes).length / showable.length,
      flagAgrees: texts.filter((t) => !turnStart(d.ir, { prompt: splitTurn(d, t).prompt, thinking: t.probe.thinking }).flagOverruled).length,
      calls: [...calls].some((i) => markers[i]!.length > 0),
      reasons: d.ir.states.some((s) => s.channel.kind === Channel.Reasoning),
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
    compareTuples(parsimony(a, noCall, thinkingSwitch), parsimony(b, noCall, thinkingSwitch)) ||
    a.name.localeCompare(b.name);
  fits.sort(rank);
  if (!noCall && countOwnWay(fits, dialects, readings)) fits.sort(rank);
  const quirks = texts.filter((_, i) => fits.every((f) => !f.verdicts[i]!.parsed)).map((t) => t.probe.name);
  const readable = texts.length - quirks.length;
  // A dialect that reads none of the calls a template writes does not read the template, quirks or not.
  const listed = readable > 0 ? fits.filter((f) => f.parsed === readable && (callProbes === 0 || f.callsParsed > 0)) : [];
  const best = listed[0];
  let equivalence: string | null = null;
  if (best) {
    const same = listed.filter((f) => f !== best && evidence(f).join() === evidence(best).join());
    best.equivalent = same.map((f) => f.name);
    equivalence = whyEquivalent(best, same, texts.length, scope.length > 0, noCall, thinkingSwitch);
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
    noCall,
    thinkingSwitch,
  };
}
