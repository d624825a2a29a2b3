/**
 * What both export formats are composed from: each tool's call read off its
 * rendering as a region (opener, bodies, separator, closer), rules for its
 * pieces, the triggers that begin the calls, and what the output writes
 * before its first call (a reasoning closer, the closer of a block the prompt
 * left open). `gbnf-export.ts` and `tag-export.ts` compose a format from it.
 */
import type { Dialect } from "../machine/dialect.js";
import type { DialectIR } from "../ir/ir.js";
import { turnStart, type TurnStart } from "../machine/prompt.js";
import { callStates } from "../ir/regions.js";
import { renderPieces } from "../render/render.js";
import type { Piece } from "../render/paths.js";
import { ToolSchemas, type Tool } from "../args/schema.js";
import { Rules, lit } from "./grammar-rules.js";
import { callPreamble, callStartsIn, chosenTools, decompose, key, reasoningCloser, sample, toolNames } from "./shapes.js";
import { callRule, litsAfter, markerText, pieceRule } from "./call-rules.js";
import { ExportError, type ExportOptions } from "./export-options.js";

/** One tool's call, read as a region: its opener (`pre`), its body, the separator between calls, its closer (`suf`). */
export type CallShape = { name: string } & ReturnType<typeof decompose>;

/** The text that begins a piece, as a trigger: a marker's fixed head when a capture follows it. */
/**
 * The first literal of every spelling of a marker that leads to no call (Glimmer's ` to=self<|message|>`,
 * Functionary's `>>>all`): a lazy grammar starts at its trigger wherever the text shows it, so no trigger
 * may be the start of one of these.
 */
function plainMarkers(ir: DialectIR): string[] {
  const inCall = callStates(ir);
  const leadsToCall = new Uint8Array(ir.terminals.length);
  const used = new Uint8Array(ir.terminals.length);
  for (const st of ir.states) {
    for (const tr of st.transitions) {
      if (tr.absorb || tr.restart) continue;
      used[tr.terminal] = 1;
      if (inCall[tr.target] === 1 || tr.events.some((e) => e.kind === "tool_start")) leadsToCall[tr.terminal] = 1;
    }
  }
  const out: string[] = [];
  for (const [i, t] of ir.terminals.entries()) {
    if (used[i] === 0 || leadsToCall[i] === 1) continue;
    for (const variant of t.variants) {
      const first = variant[0];
      if (first !== undefined && "lit" in first) out.push(first.lit);
    }
  }
  return out;
}

function triggerOf(p: Piece): string {
  return p.slot === "lit" ? (p.head ?? p.text) : "";
}

export class CallLayout {
  readonly ir: DialectIR;
  readonly rules = new Rules();
  readonly schemas: ToolSchemas;
  readonly tools: readonly Tool[];
  /** the tool_choice as read: the tools allowed, the one named, whether a call is required */
  readonly choice: ReturnType<typeof chosenTools>;
  /** the one tool named: exactly its call */
  readonly chosen: string | null;
  /** one call at most: a tool named, or parallel calls turned off */
  readonly single: boolean;
  /** the `thinking` flag asked for (the dialect's default where none was) */
  readonly thinking: boolean;
  /** where the output starts (turnStart by that flag) */
  readonly start: TurnStart;
  /** the region every call is written in (the first tool's shape: all agree) */
  readonly region: CallShape;
  /** the calls that may be written */
  readonly used: CallShape[];
  /** the region's own opening marker, or null where each call begins with its own */
  readonly first: Piece | null;
  /** rules for the region's opener after its first marker, and for its closer */
  readonly pre: string[];
  readonly suf: string[];
  /** the rule between two calls ("" when only whitespace separates them) */
  readonly sep: string;
  /** per trigger, the alternatives it begins: the whole region after its opener, or each call's body after its first marker */
  readonly groups = new Map<string, string[]>();
  /** what ends reasoning before a call, when the output starts in reasoning */
  readonly reasoningEnd: string | null;
  /** what a calls-only turn writes before its first call without thinking */
  readonly opening: string;
  /** call markup inside reasoning is reasoning to the parser: a call may only start after reasoning ends */
  readonly callsAfterReasoning: boolean;

  constructor(
    readonly dialect: Dialect,
    options: ExportOptions,
  ) {
    const ir = (this.ir = dialect.ir);
    const tools = (this.tools = options.tools ?? []);
    const schemas = (this.schemas = new ToolSchemas(tools));
    this.choice = chosenTools(options.toolChoice, toolNames(tools), ir.name);
    const names = this.choice.names;
    // One tool named: exactly its call; otherwise calls of the (allowed) tools, at least one when required.
    const chosen = (this.chosen = this.choice.one);
    this.single = chosen !== null || options.parallel === false;
    const thinking = (this.thinking = options.thinking ?? ir.policies.thinkingDefault);
    this.start = turnStart(ir, { thinking });
    // Each call is [region opener] body [separator body …] [region closer]: read off one call and two.
    const shapes = names.map((name) => {
      const one = this.renderCalls(name, 1);
      if (!one || one.length === 0) throw new ExportError(ir.name, `a call to ${name} cannot be written`);
      const two = chosen ? null : this.renderCalls(name, 2);
      return { name, ...decompose(one, two) };
    });
    // A first marker whose fixed head a marker of no call also begins (Glimmer's ` to=` beside its reasoning's
    // ` to=self<|message|>`, Functionary's `>>>` beside `>>>all`) would start the grammar on that marker too:
    // the call's whole first marker, its name in it, begins the call instead.
    const plain = plainMarkers(ir);
    for (const x of shapes) {
      const p = x.body[0];
      const head = p?.slot === "lit" ? p.head : undefined;
      if (p?.slot === "lit" && head !== undefined && plain.some((m) => m.length > head.length && m.startsWith(head))) {
        const { head: _shared, ...whole } = p;
        x.body[0] = whole;
      }
    }
    const region = (this.region = shapes[0]!);
    if (shapes.some((x) => key(x.pre) !== key(region.pre) || key(x.suf) !== key(region.suf) || key(x.sep ?? []) !== key(region.sep ?? []))) {
      throw new ExportError(ir.name, "calls of different tools are written in different regions");
    }
    this.used = chosen ? shapes.filter((x) => x.name === chosen) : shapes;
    const first = (this.first = region.pre[0] ?? null);
    this.pre = this.rulesOf(region.pre, 1);
    this.suf = this.rulesOf(region.suf, 0);
    this.sep = region.sep && region.sep.length > 0 ? callRule(this.rules, region.sep, schemas, ir) : "";

    // Triggers: the region's opener, or each call's first marker (its fixed head when the name is inside it).
    if (first) {
      this.groups.set(triggerOf(first), [this.join([...this.pre, this.repeat(`( ${this.alternatives()} )`), ...this.suf])]);
    } else {
      for (const x of this.used) {
        const trigger = triggerOf(x.body[0]!);
        if (trigger === "") throw new ExportError(ir.name, `a call to ${x.name} does not start with a marker`);
        this.groups.set(trigger, [...(this.groups.get(trigger) ?? []), this.body(x, trigger)]);
      }
    }
    // What ends reasoning before a call (Harmony's differs from what opens the answer), else before content.
    const firstCall = { name: chosen ?? names[0]!, arguments: sample(schemas.properties(chosen ?? names[0]!)) };
    this.reasoningEnd = thinking ? (reasoningCloser(dialect, { tool_calls: [firstCall] }, tools) ?? reasoningCloser(dialect, { content: "c" }, tools)) : null;
    // What a calls-only turn writes before its first call without thinking: the closer of a block the prompt
    // left open (Kimi K3's response block). A call that must come first comes after it.
    this.opening = thinking ? "" : callPreamble(dialect, firstCall, tools);
    // Where call markup inside reasoning is reasoning to the parser, a call may only start after reasoning ends.
    this.callsAfterReasoning = this.reasoningEnd !== null && !callStartsIn(ir, ir.initial.thinking);
  }

  /** n calls of a tool, rendered after a word of content (so what opens the turn stays out of them): the pieces after the first call's start. */
  private renderCalls(name: string, n: number): Piece[] | null {
    try {
      const call = { name, arguments: sample(this.schemas.properties(name)) };
      const { pieces } = renderPieces(this.dialect, { content: "x", tool_calls: Array.from({ length: n }, () => call) }, { tools: this.tools, thinking: false });
      return pieces.slice(pieces.findIndex((p) => p.slot === "call") + 1).filter((p) => p.slot !== "call");
    } catch {
      return null;
    }
  }

  private rulesOf(pieces: Piece[], from: number): string[] {
    return pieces.map((p, i) => (i < from ? "" : pieceRule(this.rules, p, litsAfter(pieces, i), this.schemas, this.ir))).filter((x) => x !== "");
  }

  /** A call's body as a rule, less the trigger it begins with when the region has no opener of its own. */
  body(x: CallShape, trigger: string | null): string {
    let pieces = x.body;
    const parts: string[] = [];
    if (trigger !== null) {
      const rest = pieces[0]!.text.slice(trigger.length);
      if (rest !== "") parts.push(lit(rest.trim() === "" ? rest : markerText(this.ir, pieces[0]!, "end").slice(trigger.length)));
      pieces = pieces.slice(1);
    }
    parts.push(callRule(this.rules, pieces, this.schemas, this.ir));
    return this.rules.add(`call-${x.name}`, parts.filter((p) => p !== "").join(" ws ") || '""');
  }

  /** Every allowed call's body, as alternatives. */
  alternatives(): string {
    return this.used.map((x) => this.body(x, null)).join(" | ");
  }

  /** One call, or (unless one tool is named or calls are not repeated) calls one after another with their separator. */
  repeat(alts: string): string {
    return this.single || this.region.sep === null ? alts : `${alts} ( ws ${this.sep ? `${this.sep} ws ` : ""}${alts} )*`;
  }

  /** Rules in sequence, whitespace allowed between them. */
  join(xs: string[]): string {
    return xs.filter((x) => x !== "").join(" ws ");
  }
}
