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
 *   decide<state>() a trie over the first literals of the state's spellings,
 *                   each character read once; at the node where it stops,
 *                   the spellings whose first literal matched are weighed in
 *                   table order, and when they are plain literals the winner
 *                   is the longest, decided here rather than at run time
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
import { isCapture, isWhitespace, type DialectIR, type Part } from "../runtime/ir.js";
import { captureStop } from "../runtime/machine.js";
import { literalArgument, tablesFor, type Candidate } from "../runtime/tables.js";

/** Generated code: module-level declarations and the class members. */
export interface MachineCode {
  /** helper functions placed before the class */
  prelude: string[];
  /** class members (methods), each a complete declaration */
  members: string[];
}

const js = (s: string) => JSON.stringify(s);

function charComment(c: number): string {
  const ch = String.fromCharCode(c);
  return c >= 32 && c < 127 ? ` /* ${ch === "*" ? "star" : ch} */` : "";
}

/** `p + k`, or `p` when k is 0. */
const at = (k: number) => (k === 0 ? "p" : `p + ${k}`);

function describe(ir: DialectIR, state: number, cand: Candidate): string {
  const t = cand.transition;
  const from = ir.states[state]!.name;
  const term = ir.terminals[cand.terminal]!.name;
  if (t.absorb) return `absorb ${term} in ${from} (${t.at})`;
  const events = [...(t.restart ? ["restart"] : []), ...t.events.map((e) => e.kind), ...(t.keep ? ["keep"] : [])].join(", ");
  return `${from} ${term} -> ${ir.states[t.target]!.name}${events ? " : " + events : ""}${t.follow ? " when followed by …" : ""} (${t.at})`;
}

const firstLiteral = (cand: Candidate) => (cand.parts[0] as { lit: string }).lit;

/** Whether the candidate's match depends on more than its characters. */
const conditional = (cand: Candidate) => !!(cand.transition.outsideString || cand.transition.follow || cand.transition.restart);

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
      const { stop, spaceStops } = captureStop(tail, k);
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

interface TrieNode {
  children: Map<number, TrieNode>;
  /** candidates whose first literal ends here, in table order */
  here: Candidate[];
}

function trieOf(candidates: Candidate[]): TrieNode {
  const root: TrieNode = { children: new Map(), here: [] };
  for (const cand of candidates) {
    let node = root;
    for (const ch of firstLiteral(cand)) {
      const c = ch.charCodeAt(0);
      let child = node.children.get(c);
      if (!child) node.children.set(c, (child = { children: new Map(), here: [] }));
      node = child;
    }
    node.here.push(cand);
  }
  return root;
}

export function emitMachine(ir: DialectIR): MachineCode {
  const tables = tablesFor(ir);
  const prelude: string[] = [];
  const members: string[] = [];
  const stateOf = new Map<Candidate, number>();
  const byState = tables.states.map((st, state) => {
    const list = [...st.byFirstChar.values()].flat();
    for (const c of list) stateOf.set(c, state);
    return list;
  });

  // ---- m<k>: one matcher per shape after a first literal ----------------
  const matchers = new Map<string, string>();
  const matcherFor = (cand: Candidate): string => {
    const tail = cand.parts.slice(1);
    // Captures differ by name only in the IR; the matcher is the same.
    const key = JSON.stringify(tail.map((p) => (isCapture(p) ? { ...p, cap: "" } : p)));
    let name = matchers.get(key);
    if (!name) {
      name = `m${matchers.size}`;
      matchers.set(key, name);
      prelude.push(emitMatcher(name, tail));
    }
    return name;
  };

  // ---- next: where the next marker may start ----------------------------
  const nextCases = new Map<string, { states: number[]; body: string }>();
  const scanners = new Map<string, string>();
  tables.states.forEach((st, state) => {
    const firsts = [...st.byFirstChar.keys()].sort((a, b) => a - b);
    if (firsts.length === 0) return;
    const key = firsts.join(",");
    let body: string;
    if (firsts.length === 1) body = `return indexOrEnd(buf, ${js(String.fromCharCode(firsts[0]!))}, p);`;
    else {
      let fn = scanners.get(key);
      if (!fn) {
        fn = `nextOf${scanners.size}`;
        scanners.set(key, fn);
        prelude.push(
          `/** the next position holding one of ${firsts.map((c) => js(String.fromCharCode(c))).join(" ")} */\nfunction ${fn}(buf: string, p: number): number {\nfor (const n = buf.length; p < n; p++) {\nswitch (buf.charCodeAt(p)) {\n${firsts.map((c) => `case ${c}:${charComment(c)}`).join("\n")}\nreturn p;\n}\n}\nreturn p;\n}`,
        );
      }
      body = `return ${fn}(buf, p);`;
    }
    const entry = nextCases.get(key) ?? { states: [], body };
    entry.states.push(state);
    nextCases.set(key, entry);
  });
  const stateLabel = (i: number) => `case ${i}: // ${ir.states[i]!.name}`;
  members.push(`protected next(buf: string, ${nextCases.size ? "p" : "_p"}: number): number {
${nextCases.size ? "" : "// no markers: the rest is text\n"}switch (this.state) {
${[...nextCases.values()].map((e) => `${e.states.map(stateLabel).join("\n")}\n${e.body}`).join("\n")}
}
return buf.length;
}`);

  // ---- decide<state>: a trie over the state's first literals -------------
  const weigh = (state: number, set: Candidate[]): string[] => {
    if (set.length === 0) return [`return FAIL;`];
    const plain = (c: Candidate) => c.literal !== null && !conditional(c) && !ir.terminals[c.terminal]!.special;
    if (plain(set[0]!)) {
      // Table order is longest first: nothing after it can be longer unless it has captures.
      const rest = set.slice(1).filter((c) => c.literal === null || conditional(c));
      if (rest.length === 0)
        return [`// ${describe(ir, state, set[0]!)}`, `this.matchedCand = ${set[0]!.index};`, `return p + ${set[0]!.literal!.length};`];
    }
    const endOf = (c: Candidate) => {
      const end =
        c.literal !== null
          ? `p + ${c.literal.length}`
          : `${matcherFor(c)}(buf, ${at(firstLiteral(c).length)}, atEnd, this.scratchFrom, this.scratchTo)`;
      return conditional(c) ? `this.check(${c.index}, ${end}, buf, p, atEnd)` : end;
    };
    if (set.length === 1) {
      const c = set[0]!;
      const only = `this.only(${endOf(c)}, ${c.index}, ${c.captures.length})`;
      return [
        `// ${describe(ir, state, c)}`,
        `return ${ir.terminals[c.terminal]!.special ? `this.idOnly(${c.terminal}) ? FAIL : ${only}` : only};`,
      ];
    }
    const lines = [`this.begin();`];
    let settled = false;
    for (const c of set) {
      // After a plain literal, a later plain literal is no longer and cannot win.
      if (settled && c.literal !== null && !conditional(c)) continue;
      const stmt = `this.consider(${endOf(c)}, ${c.index}, ${c.captures.length});`;
      const special = ir.terminals[c.terminal]!.special;
      lines.push(`// ${describe(ir, state, c)}`, special ? `if (!this.idOnly(${c.terminal})) ${stmt}` : stmt);
      if (plain(c)) settled = true;
    }
    lines.push(`return this.decided();`);
    return lines;
  };
  const emitNode = (state: number, node: TrieNode, depth: number, path: Candidate[]): string[] => {
    const set = [...path, ...node.here].sort((a, b) => a.index - b.index);
    const out: string[] = [];
    const kids = [...node.children].sort((a, b) => a[0] - b[0]);
    if (kids.length === 1) {
      // A run of characters that decides nothing on its way is compared at once.
      let [c, next] = kids[0]!;
      let text = String.fromCharCode(c);
      while (next.here.length === 0 && next.children.size === 1) {
        [[c, next]] = [...next.children];
        text += String.fromCharCode(c);
      }
      const test =
        text.length === 1
          ? `buf.charCodeAt(${at(depth)}) === ${text.charCodeAt(0)}${charComment(text.charCodeAt(0))}`
          : `buf.startsWith(${js(text)}, ${at(depth)})`;
      out.push(`if (${test}) {`, ...emitNode(state, next, depth + text.length, set), `}`);
    } else if (kids.length > 1) {
      out.push(`switch (buf.charCodeAt(${at(depth)})) {`);
      for (const [c, kid] of kids) out.push(`case ${c}:${charComment(c)} {`, ...emitNode(state, kid, depth + 1, set), `}`);
      out.push(`}`);
    }
    out.push(...weigh(state, set));
    return out;
  };
  const decideCases: string[] = [];
  byState.forEach((list, state) => {
    if (list.length === 0) return;
    const s = ir.states[state]!;
    const body = emitNode(state, trieOf(list), 0, []).join("\n");
    const end = /\batEnd\b/.test(body) ? "atEnd" : "_atEnd";
    members.push(
      `/** ${s.name} (${s.at}): what starts at p, every first literal being in the buffer */\nprivate decide${state}(buf: string, p: number, ${end}: boolean): number {\n${body}\n}`,
    );
    decideCases.push(`case ${state}:\nreturn this.decide${state}(buf, p, atEnd);`);
  });
  members.push(`protected decideWhole(${decideCases.length ? "state" : "_state"}: number, buf: string, p: number, atEnd: boolean): number {
${decideCases.length ? `switch (state) {\n${decideCases.join("\n")}\n}\n` : ""}return FAIL;
}`);

  // ---- fire: the sink calls of each transition ---------------------------
  const bodies = new Map<string, string[]>();
  for (const list of byState) {
    for (const cand of list) {
      const t = cand.transition;
      const target = t.absorb ? -1 : t.target;
      const lines = t.keep
        ? [`// a lookahead: its text is read again in the target state`, `sink.terminal(${cand.terminal}, ${target}, buf, from, from);`]
        : [...(t.restart ? [`sink.restart();`] : []), `sink.terminal(${cand.terminal}, ${target}, buf, from, to);`];
      t.events.forEach((e, i) => {
        const cap = cand.eventCapture[i]!;
        // A literal argument is its own text; a capture is a range of the buffer.
        const text = literalArgument(e);
        const range = text !== null ? `${js(text)}, 0, ${text.length}` : `buf, this.capFrom[${cap}]!, this.capTo[${cap}]!`;
        switch (e.kind) {
          case "reasoning_start":
            lines.push(`sink.reasoningStart();`);
            break;
          case "reasoning_end":
            lines.push(`sink.reasoningEnd();`);
            break;
          case "content_start":
            lines.push(`sink.contentStart();`);
            break;
          case "tool_start":
            lines.push(`sink.toolStart(${e.declaredOnly === true});`);
            if (text !== null || cap >= 0) lines.push(`sink.toolName(${range});`);
            break;
          case "tool_name":
            lines.push(`sink.toolName(${range});`);
            break;
          case "tool_id":
            lines.push(`sink.toolId(${range});`);
            break;
          case "tool_end":
            lines.push(`sink.toolEnd();`);
            break;
          case "arg_start":
            lines.push(`this.argStart(${t.target}, ${range}, buf, ${cand.encodingCapture});`);
            break;
          case "arg_end":
            lines.push(`sink.argEnd();`);
            break;
        }
      });
      if (t.target !== stateOf.get(cand)) lines.push(`this.state = ${t.target};`);
      lines.push(`return ${t.keep ? "from" : "to"};`);
      const body = lines.join("\n");
      const labels = bodies.get(body) ?? [];
      labels.push(`case ${cand.index}: // ${describe(ir, stateOf.get(cand)!, cand)}`);
      bodies.set(body, labels);
    }
  }
  if (bodies.size === 0) members.push(`protected fire(_cand: number, _buf: string, _from: number, to: number): number {\nreturn to;\n}`);
  else
    members.push(`protected fire(cand: number, buf: string, from: number, to: number): number {
const sink = this.sink;
switch (cand) {
${[...bodies].map(([body, labels]) => `${labels.join("\n")}\n${body}`).join("\n")}
}
return to;
}`);

  return { prelude, members };
}
