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
 *                   the longest plain literal that matched is known, and the
 *                   spellings with captures or conditions are weighed at run
 *                   time (weigh<k>() when several nodes weigh the same ones);
 *                   states with alike spellings share one decide
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
  const plain = (c: Candidate) => c.literal !== null && !conditional(c) && !ir.terminals[c.terminal]!.special;
  const endOf = (c: Candidate) => {
    const end =
      c.literal !== null
        ? `p + ${c.literal.length}`
        : `${matcherFor(c)}(buf, ${at(firstLiteral(c).length)}, atEnd, this.scratchFrom, this.scratchTo)`;
    return conditional(c) ? `this.check(${ref(c)}, ${end}, buf, p, atEnd)` : end;
  };
  const consider = (c: Candidate): string[] => {
    const stmt = `this.consider(${endOf(c)}, ${ref(c)}, ${c.captures.length});`;
    return [...note(c), ir.terminals[c.terminal]!.special ? `if (!this.idOnly(${c.terminal})) ${stmt}` : stmt];
  };
  /**
   * What a trie node weighs at run time: the candidates whose first literal
   * ends at it (of its plain literals only the first, the longest), then its
   * ancestors' group. A candidate weighed at a deeper node needs no repeating
   * there: `consider` settles ties by table order whatever order it is
   * called in, and an ancestor's plain literal is shorter than any match
   * found below it, so weighing it again changes nothing.
   */
  interface Group {
    lines: string[];
    parent: Group | null;
    /** the first literal its candidates share */
    first: string;
    /** nodes and used child groups that continue with this group */
    uses: number;
    name?: string;
  }
  const groupAt = (node: TrieNode, parent: Group | null): Group | null => {
    const first = node.here.find(plain);
    const own = node.here.filter((c) => !plain(c) || c === first);
    return own.length === 0 ? parent : { lines: own.flatMap(consider), parent, first: firstLiteral(own[0]!), uses: 0 };
  };
  const groups: Group[] = [];
  const weigh = (set: Candidate[], group: Group | null): string[] => {
    if (set.length === 0) return [`return FAIL;`];
    if (plain(set[0]!)) {
      // Table order is longest first: nothing after it can be longer unless it has captures.
      const rest = set.slice(1).filter((c) => c.literal === null || conditional(c));
      if (rest.length === 0)
        return [...note(set[0]!), `this.matchedCand = ${ref(set[0]!)};`, `return p + ${set[0]!.literal!.length};`];
    }
    if (set.length === 1) {
      const c = set[0]!;
      const only = `this.only(${endOf(c)}, ${ref(c)}, ${c.captures.length})`;
      return [
        ...note(c),
        `return ${ir.terminals[c.terminal]!.special ? `this.idOnly(${c.terminal}) ? FAIL : ${only}` : only};`,
      ];
    }
    return [`@@group ${groups.indexOf(group!)}@@`];
  };
  /** A node's code: the tests of its children, then its own weighing (`tail`), which a child whose weighing is the same leaves to it. */
  const emitNode = (node: TrieNode, depth: number, path: Candidate[], above: Group | null): { body: string[]; tail: string[] } => {
    const set = [...path, ...node.here].sort((a, b) => a.index - b.index);
    const group = groupAt(node, above);
    if (group && group !== above) groups.push(group);
    const tail = weigh(set, group);
    const child = (kid: TrieNode, at: number, fallThrough: string[]) => {
      const k = emitNode(kid, at, set, group);
      return [...k.body, ...(k.tail.join("\n") === tail.join("\n") ? fallThrough : k.tail)];
    };
    const body: string[] = [];
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
      body.push(`if (${test}) {`, ...child(next, depth + text.length, []), `}`);
    } else if (kids.length > 1) {
      body.push(`switch (buf.charCodeAt(${at(depth)})) {`);
      // A child that weighs what this node weighs breaks out to it.
      for (const [c, kid] of kids) body.push(`case ${c}:${charComment(c)} {`, ...child(kid, depth + 1, ["break;"]), `}`);
      body.push(`}`);
    }
    return { body, tail };
  };
  /** A group's weighing as statements: inline, or a call when several places continue with it. */
  const weighing = (g: Group): string =>
    g.name ? `return this.${g.name}(buf, p, atEnd${tableArg});` : [...g.lines, g.parent ? weighing(g.parent) : `return this.decided();`].join("\n");
  // States whose candidates are alike in everything but their transitions
  // (a content and a reasoning state both closing on the same markers) share
  // one decision, told where their candidates start: a state's candidates
  // are numbered in a row, in the order its decision lists them.
  const sharing = new Map<string, number[]>();
  byState.forEach((list, state) => {
    if (list.length === 0) return;
    const key = JSON.stringify(list.map((c) => [c.terminal, c.parts, conditional(c)]));
    sharing.set(key, [...(sharing.get(key) ?? []), state]);
  });
  let ref: (c: Candidate) => string = (c) => `${c.index}`;
  let note: (c: Candidate) => string[] = () => [];
  let tableArg = "";
  const decideCases: string[] = [];
  for (const states of sharing.values()) {
    const state = states[0]!;
    const list = byState[state]!;
    const names = states.map((i) => ir.states[i]!.name).join(", ");
    const shared = states.length > 1;
    ref = shared ? (c) => (c === list[0] ? "first" : `first + ${list.indexOf(c)}`) : (c) => `${c.index}`;
    note = (c) => states.map((i) => `// ${describe(ir, i, byState[i]![list.indexOf(c)]!)}`);
    tableArg = shared ? ", first" : "";
    const params = (end: string) => `buf: string, p: number, ${end}: boolean${shared ? ", first: number" : ""}`;
    groups.length = 0;
    const root = emitNode(trieOf(list), 0, [], null);
    let body = [...root.body, ...root.tail].join("\n");
    for (const [, i] of body.matchAll(/@@group (\d+)@@/g)) groups[Number(i)]!.uses++;
    // Deepest first, so that a group's uses include every used group below it.
    for (let i = groups.length - 1; i >= 0; i--) if (groups[i]!.uses > 0 && groups[i]!.parent) groups[i]!.parent!.uses++;
    groups.forEach((g, i) => {
      if (g.uses > 1) g.name = `weigh${state}_${i}`;
    });
    for (const g of groups.filter((g) => g.name)) {
      const text = [...g.lines, g.parent ? weighing(g.parent) : `return this.decided();`].join("\n");
      members.push(`/** ${names}: what is weighed once ${js(g.first)} has matched */\nprivate ${g.name}(${params(/\batEnd\b/.test(text) ? "atEnd" : "_atEnd")}): number {\n${text}\n}`);
    }
    // Every weighing starts from nothing; decisions that weigh nothing ignore it.
    if (body.includes("@@group")) body = `this.begin();\n${body.replace(/@@group (\d+)@@/g, (_, i: string) => weighing(groups[Number(i)]!))}`;
    const where = states.map((i) => `${ir.states[i]!.name} (${ir.states[i]!.at})`).join(", ");
    members.push(
      `/** ${where}: what starts at p, every first literal being in the buffer */\nprivate decide${state}(${params(/\batEnd\b/.test(body) ? "atEnd" : "_atEnd")}): number {\n${body}\n}`,
    );
    for (const i of states) {
      if (byState[i]!.some((c, k) => c.index !== byState[i]![0]!.index + k)) throw new Error(`${ir.name}: ${ir.states[i]!.name}'s candidates are not numbered in a row`);
      decideCases[i] = `case ${i}:\nreturn this.decide${state}(buf, p, atEnd${shared ? `, ${byState[i]![0]!.index}` : ""});`;
    }
  }
  const cases = decideCases.filter((c) => c !== undefined);
  members.push(`protected decideWhole(${cases.length ? "state" : "_state"}: number, buf: string, p: number, atEnd: boolean): number {
${cases.length ? `switch (state) {\n${cases.join("\n")}\n}\n` : ""}return FAIL;
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
