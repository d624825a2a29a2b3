/**
 * The drift law's inputs: what models do to a family's markers in
 * production, applied to a dialect's own rendering of one call. Each drift
 * is one edit of the text `render` writes: a marker dropped or written twice,
 * spaced out, spelled with the other width of its bars, the call's opener
 * dropped, the call fenced in Markdown. The law (test/laws/drift.spec.ts)
 * holds every drifted text to laws 1, 2 and 4 — any chunking reads alike on
 * both engines, and nothing that is not structure is lost — and reports, per
 * dialect and per drift, how many still read as the call.
 */
import { callStates, type Dialect, type Message, type ParserOptions } from "../../runtime/compiler-api.js";
import { runChunks } from "./laws.js";

export type DriftKind = "drop" | "double" | "spaced" | "respelled" | "no_opener" | "fenced";
export const DRIFT_KINDS: readonly DriftKind[] = ["drop", "double", "spaced", "respelled", "no_opener", "fenced"];

export interface Drift {
  kind: DriftKind;
  /** the marker edited (its terminal's name), or the call for `fenced` */
  marker: string;
  text: string;
}

interface MarkerSpan {
  terminal: string;
  from: number;
  to: number;
  /** the marker opened a call region (it entered call markup from outside) */
  opens: boolean;
}

/** The markers of `text` as the dialect reads it, with where each stands. */
export function markerSpans(dialect: Dialect, text: string, options: ParserOptions): MarkerSpan[] {
  const ir = dialect.ir;
  const inCall = callStates(ir);
  const index = new Map(ir.states.map((s, i) => [s.name, i]));
  const spans: MarkerSpan[] = [];
  let at = 0;
  let inside = false;
  for (const e of runChunks(dialect, [text], options).events) {
    if (e.type === "chars") at += e.text.length;
    else if (e.type === "terminal") {
      const into = e.to !== null && inCall[index.get(e.to)!] === 1;
      // The call's opener is the marker that enters call markup from the answer or the reasoning.
      if (e.text !== "") spans.push({ terminal: e.terminal, from: at, to: at + e.text.length, opens: into && !inside });
      if (e.to !== null) inside = into;
      at += e.text.length;
    }
  }
  return spans;
}

/** Spaces inside a marker: after each token-like part that does not end it (`<|channel|> final <|message|>`), else after it. */
function spaced(marker: string): string {
  let out = "";
  for (let i = 0; i < marker.length; i++) {
    out += marker[i];
    const c = marker[i];
    if ((c === ">" || c === "]" || c === "|") && i < marker.length - 1 && marker[i + 1] !== ">" && marker[i + 1] !== " ") out += " ";
  }
  return out === marker ? marker + " " : out;
}

const WIDTHS: Record<string, string> = { "｜": "|", "|": "｜", "▁": "_", "＜": "<", "＞": ">" };

/** The marker with its bars in the other width (DeepSeek's ｜ written |, and back). */
function respelled(marker: string): string {
  let out = "";
  for (const c of marker) out += WIDTHS[c] ?? c;
  return out;
}

/** Every drift of `text` (the dialect's rendering of a call) that changes it. */
export function drifts(dialect: Dialect, text: string, options: ParserOptions): Drift[] {
  const spans = markerSpans(dialect, text, options);
  const out: Drift[] = [];
  const edit = (kind: DriftKind, s: MarkerSpan, by: string) => {
    const drifted = text.slice(0, s.from) + by + text.slice(s.to);
    if (drifted !== text) out.push({ kind, marker: s.terminal, text: drifted });
  };
  for (const s of spans) {
    const marker = text.slice(s.from, s.to);
    edit(s.opens ? "no_opener" : "drop", s, "");
    edit("double", s, marker + marker);
    edit("spaced", s, spaced(marker));
    edit("respelled", s, respelled(marker));
  }
  // The call fenced: from its opener to the end of its markup (the last marker, or the text's end).
  const opener = spans.find((s) => s.opens);
  if (opener) {
    const last = spans[spans.length - 1]!;
    const end = last.to > opener.to ? last.to : text.length;
    out.push({ kind: "fenced", marker: opener.terminal, text: text.slice(0, opener.from) + "```json\n" + text.slice(opener.from, end) + "\n```" + text.slice(end) });
  }
  return out;
}

/** Whether `got` holds the call of `want` (its name and arguments). */
export function readsCall(got: Message, want: { name: string; arguments: unknown }): boolean {
  return got.tool_calls.some((c) => {
    if (c.name !== want.name) return false;
    try {
      return JSON.stringify(JSON.parse(c.arguments)) === JSON.stringify(want.arguments);
    } catch {
      return false;
    }
  });
}
