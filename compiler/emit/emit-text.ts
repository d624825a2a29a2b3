/**
 * How emitted code spells what it is made from: string literals, character
 * comments, positions, and the one-line comment that names a candidate's
 * grammar line. Shared by the machine emitter's passes.
 */
import { leadingLiteral, type DialectIR, type Candidate } from "../../runtime/compiler-api.js";

export const js = (s: string) => JSON.stringify(s);

export function charComment(c: number): string {
  const ch = String.fromCharCode(c);
  return c >= 32 && c < 127 ? ` /* ${ch === "*" ? "star" : ch} */` : "";
}

/** `p + k`, or `p` when k is 0. */
export const at = (k: number) => (k === 0 ? "p" : `p + ${k}`);

export function describe(ir: DialectIR, state: number, cand: Candidate): string {
  const t = cand.transition;
  const from = ir.states[state]!.name;
  const term = ir.terminals[cand.terminal]!.name;
  if (t.repeat) return `absorb ${term} in ${from} written again after it (repeats the closer at ${t.at})`;
  if (t.fence) return `a fence line in ${from} (the compiler's fence rule)`;
  if (t.absorb) return `absorb ${term} in ${from} (${t.at})`;
  const events = [...(t.restart ? ["restart"] : []), ...t.events.map((e) => e.kind), ...(t.keep ? ["keep"] : []), ...(t.readOnly ? ["read_only"] : [])].join(", ");
  // A restart is the compiler's, not a grammar line: it cites the opener it repeats.
  const where = t.restart ? `restarts the opener at ${t.at}` : t.at;
  return `${from} ${term} -> ${ir.states[t.target]!.name}${events ? " : " + events : ""}${t.follow ? " when followed by …" : ""} (${where})`;
}

export const firstLiteral = (cand: Candidate) => leadingLiteral(cand.parts);

/** Whether the candidate's match depends on more than its characters. */
export const conditional = (cand: Candidate) =>
  !!(cand.transition.outsideString || cand.transition.outsideJson || cand.transition.follow || cand.transition.restart || cand.transition.after !== undefined);
