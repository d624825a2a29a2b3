/**
 * Call regions: which states hold tool-call markup. A region is a maximal run
 * of the machine through such states, from the marker that enters the first
 * to the marker that leaves the last (or the end of the stream). The
 * assembler gives back, in place, the text of a region that produced no call;
 * the lowering adds restart transitions to these states (an opener met while
 * the call is unconfirmed starts the call again).
 *
 * A state holds call markup when its channel is not text or reasoning, it is
 * not a routing state, and it is connected (through other such states) to a
 * `tool_start` or to an array of envelopes. Routing states are discard states
 * that pick the next block: the initial state, or one with a transition that
 * starts reasoning or content (Harmony's and Inkling's message headers). A
 * discard state connected to no call (Harmony's messages to built-in tools)
 * is a declared discard, not a call. The markup held while the machine is in
 * a region is the assembler's (`assemble/region-markup.ts`).
 */
import { Channel, type DialectIR } from "./ir.js";

function isRouting(ir: DialectIR, s: number): boolean {
  const st = ir.states[s]!;
  if (st.channel.kind !== Channel.Discard) return false;
  if (s === ir.initial.thinking || s === ir.initial.plain) return true;
  return st.transitions.some((t) => t.events.some((e) => e.kind === "reasoning_start" || e.kind === "content_start"));
}

const cache = new WeakMap<DialectIR, Uint8Array>();

/** Per state: 1 when it holds call markup (computed once per IR; do not modify). */
export function callStates(ir: DialectIR): Uint8Array {
  let found = cache.get(ir);
  if (!found) cache.set(ir, (found = computeCallStates(ir)));
  return found;
}

function computeCallStates(ir: DialectIR): Uint8Array {
  const n = ir.states.length;
  const candidate = new Uint8Array(n);
  ir.states.forEach((st, i) => {
    const k = st.channel.kind;
    if (k !== Channel.Text && k !== Channel.Reasoning && !isRouting(ir, i)) candidate[i] = 1;
  });
  // Union-find over candidate states joined by transitions.
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  ir.states.forEach((st, i) => {
    for (const t of st.transitions) if (candidate[i] && candidate[t.target]) parent[find(i)] = find(t.target);
  });
  const seeded = new Set<number>();
  ir.states.forEach((st, i) => {
    if (candidate[i] && st.channel.array) seeded.add(find(i));
    for (const t of st.transitions) {
      if (candidate[t.target] && t.events.some((e) => e.kind === "tool_start")) seeded.add(find(t.target));
    }
  });
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (candidate[i] && seeded.has(find(i))) out[i] = 1;
  return out;
}
