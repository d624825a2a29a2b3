/**
 * What a grammar is exported from: render's pieces for sample calls, read as
 * shapes (a region's opener, each call's body, the separator between calls,
 * the closer), the request's tools and tool_choice, and what comes before a
 * call (a reasoning closer, a block the prompt left open).
 */
import type { Dialect } from "../machine/dialect.js";
import { leadingLiteral, type DialectIR } from "../ir/ir.js";
import { renderPieces } from "../render/render.js";
import type { Piece } from "../render/paths.js";

import { callStates } from "../ir/regions.js";
import { admittedTypes, toolName, type JsonSchema, type Tool } from "../args/schema.js";
import { readToolChoice } from "../tool-choice.js";
import { ExportError, type ExportToolChoice } from "./export-options.js";

/**
 * Whether a call's markup written in `state` starts a call: a marker there
 * opens a call or leads into a call region (Qwen3's `<tool_call>` ends
 * reasoning and opens a call; in DeepSeek V3.1's reasoning the same markup
 * is reasoning).
 */
export function callStartsIn(ir: DialectIR, state: number): boolean {
  const calls = callStates(ir);
  return ir.states[state]!.transitions.some((t) => !t.absorb && (calls[t.target] === 1 || t.events.some((e) => e.kind === "tool_start")));
}

/** An array of calls inside a region's markers (`<tool_calls>[…]</tool_calls>`), whose `[` a model may leave out. */
export function isArrayRegion(region: { pre: Piece[]; suf: Piece[] }): boolean {
  return region.pre.length > 1 && region.pre[region.pre.length - 1]!.text === "[" && region.suf[0]?.text === "]" && region.suf.length > 1;
}

/** Whether every marker is ASCII: xgrammar reads a negated character class by bytes, so "text up to a marker" holds only then. */
export function asciiMarkers(pieces: Piece[]): boolean {
  return pieces.every((p) => p.slot !== "lit" || !/[^\x00-\x7f]/.test(p.text));
}

/** What a piece is for comparing shapes: fixed text by its text, slots by what fills them. */
/**
 * What makes pieces the same in two renderings: text by its text, a slot by its kind and key, and a
 * marker that holds the call's number (Kimi K3's index="1") by its terminal and captures.
 */
export function key(pieces: Piece[]): string {
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
export function decompose(one: Piece[], two: Piece[] | null): { pre: Piece[]; body: Piece[]; suf: Piece[]; sep: Piece[] | null } {
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

export function toolNames(tools: readonly Tool[]): string[] {
  const out: string[] = [];
  for (const tool of tools) {
    const name = toolName(tool);
    if (name !== undefined) out.push(name);
  }
  return out;
}

/** The tools a grammar lets the model call, whether one call must come, and the one tool named, if any. */
export function chosenTools(choice: ExportToolChoice | undefined, all: string[], dialect: string): { names: string[]; required: boolean; one: string | null } {
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
export function sample(props: Record<string, JsonSchema> | null): Record<string, unknown> {
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
export function reasoningCloser(
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
export function callPreamble(dialect: Dialect, call: { name: string; arguments: Record<string, unknown> }, tools: readonly Tool[]): string {
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

export function specialTokens(dialect: Dialect): string[] {
  const out = new Set<string>();
  for (const t of dialect.ir.terminals) if (t.special) for (const v of t.variants) out.add(leadingLiteral(v));
  return [...out];
}
