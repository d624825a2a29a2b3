/**
 * The decision pass of the machine emitter: per state, a trie over the first
 * literals of its spellings, so each character is read once. At the node
 * where the trie stops, the longest plain literal that matched is known; the
 * spellings with captures or conditions are weighed at run time, each set
 * once (a `weigh<k>` method where several nodes continue with it). States
 * alike in all but their transitions share one decision. Returns the class
 * members: the decisions and `decideWhole`, which picks the state's.
 */
import type { DialectIR, Candidate } from "../../runtime/compiler-api.js";
import { at, charComment, conditional, describe, firstLiteral, js } from "./emit-text.js";

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

/**
 * How one decision writes its candidates, set per decision: how a candidate's
 * number is written (`first + k` in a shared decision), the comment naming its
 * grammar line in each state that uses the decision, and the extra argument of
 * a call.
 */
interface Writing {
  ref: (c: Candidate) => string;
  note: (c: Candidate) => string[];
  tableArg: string;
}

/** One decision's trie written as code; `groups` collects the weighings its nodes share, in the order they are met. */
class DecisionWriter {
  readonly groups: Group[] = [];

  constructor(
    private readonly ir: DialectIR,
    private readonly matcherFor: (c: Candidate) => string,
    private readonly w: Writing,
  ) {}

  plain(c: Candidate): boolean {
    return c.literal !== null && !conditional(c) && !this.ir.terminals[c.terminal]!.special;
  }

  endOf(c: Candidate): string {
    const end = c.literal !== null ? `p + ${c.literal.length}` : `${this.matcherFor(c)}(buf, ${at(firstLiteral(c).length)}, atEnd, this.scratchFrom, this.scratchTo)`;
    return conditional(c) ? `this.check(${this.w.ref(c)}, ${end}, buf, p, atEnd)` : end;
  }

  consider(c: Candidate): string[] {
    const stmt = `this.consider(${this.endOf(c)}, ${this.w.ref(c)}, ${c.captures.length});`;
    return [...this.w.note(c), this.ir.terminals[c.terminal]!.special ? `if (!this.idOnly(${c.terminal})) ${stmt}` : stmt];
  }

  groupAt(node: TrieNode, parent: Group | null): Group | null {
    const first = node.here.find((c) => this.plain(c));
    const own = node.here.filter((c) => !this.plain(c) || c === first);
    return own.length === 0 ? parent : { lines: own.flatMap((c) => this.consider(c)), parent, first: firstLiteral(own[0]!), uses: 0 };
  }

  /** A node's weighing of `set`: a plain literal or a single candidate at once, else a placeholder for its group. */
  weigh(set: Candidate[], group: Group | null): string[] {
    const { ref, note } = this.w;
    if (set.length === 0) return [`return FAIL;`];
    if (this.plain(set[0]!)) {
      // Table order is longest first: nothing after it can be longer unless it has captures.
      const rest = set.slice(1).filter((c) => c.literal === null || conditional(c));
      if (rest.length === 0) return [...note(set[0]!), `this.matchedCand = ${ref(set[0]!)};`, `return p + ${set[0]!.literal!.length};`];
    }
    if (set.length === 1) {
      const c = set[0]!;
      const only = `this.only(${this.endOf(c)}, ${ref(c)}, ${c.captures.length})`;
      return [...note(c), `return ${this.ir.terminals[c.terminal]!.special ? `this.idOnly(${c.terminal}) ? FAIL : ${only}` : only};`];
    }
    return [`@@group ${this.groups.indexOf(group!)}@@`];
  }

  /** A node's code: the tests of its children, then its own weighing (`tail`), which a child whose weighing is the same leaves to it. */
  emitNode(node: TrieNode, depth: number, path: Candidate[], above: Group | null): { body: string[]; tail: string[] } {
    const set = [...path, ...node.here].sort((a, b) => a.index - b.index);
    const group = this.groupAt(node, above);
    if (group && group !== above) this.groups.push(group);
    const tail = this.weigh(set, group);
    const child = (kid: TrieNode, at: number, fallThrough: string[]) => {
      const k = this.emitNode(kid, at, set, group);
      return [...k.body, ...(k.tail.join("\n") === tail.join("\n") ? fallThrough : k.tail)];
    };
    const body: string[] = [];
    const kids = [...node.children].sort((a, b) => a[0] - b[0]);
    if (kids.length === 1) {
      // A run of characters that decides nothing on its way is compared at once.
      let [c, next] = kids[0]!;
      let text = String.fromCharCode(c);
      while (next.here.length === 0 && next.children.size === 1) {
        [c, next] = [...next.children][0]!;
        text += String.fromCharCode(c);
      }
      const test = text.length === 1 ? `buf.charCodeAt(${at(depth)}) === ${text.charCodeAt(0)}${charComment(text.charCodeAt(0))}` : `buf.startsWith(${js(text)}, ${at(depth)})`;
      body.push(`if (${test}) {`, ...child(next, depth + text.length, []), `}`);
    } else if (kids.length > 1) {
      body.push(`switch (buf.charCodeAt(${at(depth)})) {`);
      // A child that weighs what this node weighs breaks out to it.
      for (const [c, kid] of kids) body.push(`case ${c}:${charComment(c)} {`, ...child(kid, depth + 1, ["break;"]), `}`);
      body.push(`}`);
    }
    return { body, tail };
  }

  /** A group's weighing as statements: inline, or a call when several places continue with it. */
  weighing(g: Group): string {
    return g.name ? `return this.${g.name}(buf, p, atEnd${this.w.tableArg});` : [...g.lines, g.parent ? this.weighing(g.parent) : `return this.decided();`].join("\n");
  }
}

/**
 * States whose candidates are alike in everything but their transitions
 * (a content and a reasoning state both closing on the same markers) share
 * one decision, told where their candidates start: a state's candidates
 * are numbered in a row, in the order its decision lists them. Returns the
 * states of each decision, in the order first met.
 */
function sharedDecisions(byState: Candidate[][], all: Candidate[][]): number[][] {
  const sharing = new Map<string, number[]>();
  byState.forEach((list, state) => {
    if (list.length === 0) return;
    // Alike in every candidate, spares too: a candidate's number is then the same distance from the first.
    // Spares after all the rest (the fence lines content reads and reasoning does not) number nothing the
    // decision names, and the runtime weighs them per state: they are left out.
    const own = all[state]!;
    let end = own.length;
    while (end > 0 && own[end - 1]!.spare) end--;
    const key = JSON.stringify(own.slice(0, end).map((c) => [c.terminal, c.parts, conditional(c), c.spare]));
    sharing.set(key, [...(sharing.get(key) ?? []), state]);
  });
  return [...sharing.values()];
}

/**
 * `byState`: each state's candidates the decision weighs, in table order (its
 * spares left out: the runtime weighs those); `all`: each state's candidates,
 * spares included, numbered in a row; `matcherFor`: the name of the matcher for
 * what follows a candidate's first literal.
 */
export function emitDecisions(ir: DialectIR, byState: Candidate[][], all: Candidate[][], matcherFor: (c: Candidate) => string): string[] {
  const members: string[] = [];
  const decideCases: string[] = [];
  for (const states of sharedDecisions(byState, all)) {
    const state = states[0]!;
    const shared = states.length > 1;
    members.push(...emitDecision(ir, states, byState, all[state]![0]!.index, matcherFor));
    for (const i of states) {
      if (all[i]!.some((c, k) => c.index !== all[i]![0]!.index + k)) throw new Error(`${ir.name}: ${ir.states[i]!.name}'s candidates are not numbered in a row`);
      decideCases[i] = `case ${i}:\nreturn this.decide${state}(buf, p, atEnd${shared ? `, ${all[i]![0]!.index}` : ""});`;
    }
  }
  const cases = decideCases.filter((c) => c !== undefined);
  members.push(`protected decideWhole(${cases.length ? "state" : "_state"}: number, buf: string, p: number, atEnd: boolean): number {
  ${cases.length ? `switch (state) {\n${cases.join("\n")}\n}\n` : ""}return FAIL;
  }`);
  return members;
}

/** The decision `states` share (`base`: the number of the first state's first candidate), with its shared weighings before it. */
function emitDecision(ir: DialectIR, states: number[], byState: Candidate[][], base: number, matcherFor: (c: Candidate) => string): string[] {
  const state = states[0]!;
  const list = byState[state]!;
  const names = states.map((i) => ir.states[i]!.name).join(", ");
  const shared = states.length > 1;
  const writer = new DecisionWriter(ir, matcherFor, {
    ref: shared ? (c) => (c.index === base ? "first" : `first + ${c.index - base}`) : (c) => `${c.index}`,
    note: (c) => states.map((i) => `// ${describe(ir, i, byState[i]![list.indexOf(c)]!)}`),
    tableArg: shared ? ", first" : "",
  });
  const params = (end: string) => `buf: string, p: number, ${end}: boolean${shared ? ", first: number" : ""}`;
  const root = writer.emitNode(trieOf(list), 0, [], null);
  let body = [...root.body, ...root.tail].join("\n");
  const members = nameSharedGroups(writer.groups, body, state).map((g) => {
    const text = [...g.lines, g.parent ? writer.weighing(g.parent) : `return this.decided();`].join("\n");
    return `/** ${names}: what is weighed once ${js(g.first)} has matched */\nprivate ${g.name}(${params(/\batEnd\b/.test(text) ? "atEnd" : "_atEnd")}): number {\n${text}\n}`;
  });
  // Every weighing starts from nothing; decisions that weigh nothing ignore it.
  if (body.includes("@@group")) body = `this.begin();\n${body.replace(/@@group (\d+)@@/g, (_, i: string) => writer.weighing(writer.groups[Number(i)]!))}`;
  const where = states.map((i) => `${ir.states[i]!.name} (${ir.states[i]!.at})`).join(", ");
  members.push(
    `/** ${where}: what starts at p, every first literal being in the buffer */\nprivate decide${state}(${params(/\batEnd\b/.test(body) ? "atEnd" : "_atEnd")}): number {\n${body}\n}`,
  );
  return members;
}

/** Counts the places each group is continued from (`body`'s placeholders, and used groups below it) and names those used twice or more; returns the named. */
function nameSharedGroups(groups: Group[], body: string, state: number): Group[] {
  for (const [, i] of body.matchAll(/@@group (\d+)@@/g)) groups[Number(i)]!.uses++;
  // Deepest first, so that a group's uses include every used group below it.
  for (let i = groups.length - 1; i >= 0; i--) if (groups[i]!.uses > 0 && groups[i]!.parent) groups[i]!.parent!.uses++;
  groups.forEach((g, i) => {
    if (g.uses > 1) g.name = `weigh${state}_${i}`;
  });
  return groups.filter((g) => g.name);
}
