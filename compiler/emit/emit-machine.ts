/**
 * The machine emitter: from a dialect's IR (through the same `tables.ts` the
 * interpreter reads), the parts of a machine specialised to that dialect. The
 * scanning loop, token ids, held text and decisions cut by the buffer's end
 * are the runtime's (`MachineBase`, `CompiledMachine`); what is emitted is
 * what differs per dialect:
 *
 *   next()          per state, where the next marker may start: `indexOf` for
 *                   one first character, a char-code switch for several
 *                   (states with the same first characters share one case)
 *   decide<state>() a trie over the first literals of the state's spellings
 *                   (`emit-decide.ts`); a terminal's other spellings (a model's
 *                   drift) and the compiler's repeated closers are spares, which
 *                   `CompiledMachine` weighs through the tables after it
 *   m<k>()          one matcher per spelling shape after its first literal:
 *                   one runtime step per part (the interpreter's steps),
 *                   shared by every state and terminal that uses that shape
 *   fire()          one case per transition body: the sink calls of its events
 *
 * The decisions mirror the interpreter's exactly (same candidate order, same
 * longest-match and waiting rules), which law 2 checks. Nothing in the hot
 * path allocates: text goes out as ranges and captures live in number
 * registers.
 */
import {
  isCapture,
  isWhitespace,
  type DialectIR,
  type Part,
  captureStop,
  spaceEndsCapture,
  literalArgument,
  tablesFor,
  type Candidate,
  type DialectTables,
} from "../../runtime/compiler-api.js";
import { emitDecisions } from "./emit-decide.js";
import { charComment, describe, js } from "./emit-text.js";

/** Generated code: module-level declarations and the class members. */
export interface MachineCode {
  /** helper functions placed before the class */
  prelude: string[];
  /** class members (methods), each a complete declaration */
  members: string[];
}

/** How a spelling reads in a comment: literals quoted, captures by name. */
function spell(parts: readonly Part[]): string {
  return parts.map((p) => (isWhitespace(p) ? `ws≤${p.ws}` : isCapture(p) ? `capture≤${p.max}` : js(p.lit))).join(" ");
}

/**
 * The matcher for what follows a first literal: returns the end, FAIL or
 * MORE, and writes capture ranges to `from`/`to` (the machine's scratch).
 * Each part is one call of the runtime step `matchParts` takes for it, so
 * the two engines read a part the same way.
 */
function emitMatcher(name: string, tail: readonly Part[]): string {
  const lines: string[] = [];
  let capIndex = 0;
  const step = (call: string, last: boolean) => lines.push(...(last ? [`return ${call};`] : [`q = ${call};`, `if (q < 0) return q;`]));
  tail.forEach((part, k) => {
    const last = k === tail.length - 1;
    if (isWhitespace(part)) step(`matchSpace(buf, q, atEnd, ${part.ws})`, last);
    else if (!isCapture(part)) step(`matchLiteral(${js(part.lit)}, buf, q, atEnd)`, last);
    else {
      const stop = captureStop(tail, k);
      const spaceStops = spaceEndsCapture(tail, k);
      const ends = [...(stop >= 0 ? [js(String.fromCharCode(stop))] : []), ...(spaceStops ? ["whitespace"] : [])].join(" or ");
      lines.push(`// a capture: up to ${part.max} characters before ${ends || "the end"}`, `from[${capIndex}] = q;`);
      step(`matchCapture(buf, q, atEnd, ${stop}, ${spaceStops}, ${js(part.exclude)}, ${part.max})`, false);
      lines.push(`to[${capIndex}] = q;`);
      if (last) lines.push(`return q;`);
      capIndex++;
    }
  });
  const regs = capIndex > 0 ? "from: number[], to: number[]" : "_from: number[], _to: number[]";
  return `/** after the first literal: ${spell(tail)} */\nfunction ${name}(buf: string, q: number, atEnd: boolean, ${regs}): number {\n${lines.join("\n")}\n}`;
}

export function emitMachine(ir: DialectIR): MachineCode {
  const tables = tablesFor(ir);
  const prelude: string[] = [];
  const stateOf = new Map<Candidate, number>();
  const all = tables.states.map((st, state) => {
    const list = [...st.byFirstChar.values()].flat();
    for (const c of list) stateOf.set(c, state);
    return list;
  });
  // The decisions weigh a state's first spellings; spares are the runtime's (`CompiledMachine.decide`).
  const byState = all.map((list) => list.filter((c) => !c.spare));
  // In this order: the prelude holds `next`'s scanners first, then the matchers as the decisions ask for them.
  const members = [emitNext(ir, tables, prelude), ...emitDecisions(ir, byState, all, matcherNamer(prelude)), emitFire(ir, all, stateOf)];
  return { prelude, members };
}

/** m<k>: one matcher per shape after a first literal, written to `prelude` the first time a candidate asks for its name. */
function matcherNamer(prelude: string[]): (cand: Candidate) => string {
  const matchers = new Map<string, string>();
  return (cand) => {
    const tail = cand.parts.slice(1);
    // Captures differ by name only in the IR, and what render writes is no part of matching: the matcher is the same.
    const key = JSON.stringify(tail.map((p) => (isCapture(p) ? { ...p, cap: "", write: undefined } : isWhitespace(p) ? { ...p, write: undefined } : p)));
    let name = matchers.get(key);
    if (!name) {
      name = `m${matchers.size}`;
      matchers.set(key, name);
      prelude.push(emitMatcher(name, tail));
    }
    return name;
  };
}

/** next: where the next marker may start, per state; states with the same first characters share one case. */
function emitNext(ir: DialectIR, tables: DialectTables, prelude: string[]): string {
  const nextCases = new Map<string, { states: number[]; body: string }>();
  const scanners = new Map<string, string>();
  tables.states.forEach((st, state) => {
    const firsts = [...st.byFirstChar.keys()].sort((a, b) => a - b);
    if (firsts.length === 0) return;
    const key = firsts.join(",");
    const body = firsts.length === 1 ? `return indexOrEnd(buf, ${js(String.fromCharCode(firsts[0]!))}, p);` : `return ${scannerFor(firsts, key, scanners, prelude)}(buf, p);`;
    const entry = nextCases.get(key) ?? { states: [], body };
    entry.states.push(state);
    nextCases.set(key, entry);
  });
  const stateLabel = (i: number) => `case ${i}: // ${ir.states[i]!.name}`;
  return `protected next(buf: string, ${nextCases.size ? "p" : "_p"}: number): number {
${nextCases.size ? "" : "// no markers: the rest is text\n"}switch (this.state) {
${[...nextCases.values()].map((e) => `${e.states.map(stateLabel).join("\n")}\n${e.body}`).join("\n")}
}
return buf.length;
}`;
}

/** The name of the scanner for several first characters, written to `prelude` the first time `key` (those characters) asks. */
function scannerFor(firsts: number[], key: string, scanners: Map<string, string>, prelude: string[]): string {
  let fn = scanners.get(key);
  if (!fn) {
    fn = `nextOf${scanners.size}`;
    scanners.set(key, fn);
    const doc = `/** the next position holding one of ${firsts.map((c) => js(String.fromCharCode(c))).join(" ")} */`;
    // Two characters (content's markers and a fence line, most often) are one test; more, a switch.
    const test =
      firsts.length === 2
        ? `const c = buf.charCodeAt(p);\nif (c === ${firsts[0]}${charComment(firsts[0]!)} || c === ${firsts[1]}${charComment(firsts[1]!)}) return p;`
        : `switch (buf.charCodeAt(p)) {\n${firsts.map((c) => `case ${c}:${charComment(c)}`).join("\n")}\nreturn p;\n}`;
    prelude.push(`${doc}\nfunction ${fn}(buf: string, p: number): number {\nfor (const n = buf.length; p < n; p++) {\n${test}\n}\nreturn p;\n}`);
  }
  return fn;
}

/** fire: one case per transition body (the sink calls of its events); candidates with the same body share it. */
function emitFire(ir: DialectIR, all: Candidate[][], stateOf: Map<Candidate, number>): string {
  const bodies = new Map<string, string[]>();
  for (const list of all) {
    for (const cand of list) {
      const body = fireBody(cand, stateOf.get(cand));
      const labels = bodies.get(body) ?? [];
      labels.push(`case ${cand.index}: // ${describe(ir, stateOf.get(cand)!, cand)}`);
      bodies.set(body, labels);
    }
  }
  if (bodies.size === 0) return `protected fire(_cand: number, _buf: string, _from: number, to: number): number {\nreturn to;\n}`;
  return `protected fire(cand: number, buf: string, from: number, to: number): number {
const sink = this.sink;
switch (cand) {
${[...bodies].map(([body, labels]) => `${labels.join("\n")}\n${body}`).join("\n")}
}
return to;
}`;
}

/** One candidate's transition as statements: the terminal, its events' sink calls, the state it moves to, the end. */
function fireBody(cand: Candidate, from: number | undefined): string {
  const t = cand.transition;
  const target = t.absorb ? -1 : t.target;
  const lines = t.keep
    ? [`// a lookahead: its text is read again in the target state`, `sink.terminal(${cand.terminal}, ${target}, buf, from, from);`]
    : [...(t.restart ? [`sink.restart();`] : []), `sink.terminal(${cand.terminal}, ${target}, buf, from, to);`];
  t.events.forEach((e, i) => lines.push(...eventLines(cand, e, cand.eventCapture[i]!)));
  if (t.target !== from) lines.push(`this.state = ${t.target};`);
  lines.push(`return ${t.keep ? "from" : "to"};`);
  return lines.join("\n");
}

/** An event of a transition (the IR's `EventIR`, which `dialectc/compiler` does not export). */
type TransitionEvent = Candidate["transition"]["events"][number];

/** The sink calls of one event of a candidate's transition; `cap` is the capture its argument is read from, if any. */
function eventLines(cand: Candidate, e: TransitionEvent, cap: number): string[] {
  // A literal argument is its own text; a capture is a range of the buffer.
  const text = literalArgument(e);
  const range = text !== null ? `${js(text)}, 0, ${text.length}` : `buf, this.capFrom[${cap}]!, this.capTo[${cap}]!`;
  switch (e.kind) {
    case "reasoning_start":
      return [`sink.reasoningStart();`];
    case "reasoning_end":
      return [`sink.reasoningEnd();`];
    case "content_start":
      return [`sink.contentStart();`];
    case "tool_start":
      return [`sink.toolStart(${e.declaredOnly === true});`, ...(text !== null || cap >= 0 ? [`sink.toolName(${range});`] : [])];
    case "tool_name":
      return [`sink.toolName(${range});`];
    case "tool_id":
      return [`sink.toolId(${range});`];
    case "tool_end":
      return [`sink.toolEnd();`];
    case "arg_start":
      return [`this.argStart(${cand.transition.target}, ${range}, buf, ${cand.encodingCapture});`];
    case "arg_end":
      return [`sink.argEnd();`];
  }
  return [];
}
