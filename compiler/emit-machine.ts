/**
 * The machine emitter: from a dialect's IR (through the same `tables.ts` the
 * interpreter reads), the body of a class specialised to that dialect.
 *
 *   scan()        a resumable loop: `switch (state)` picks the state's
 *                 `next<state>` (indexOf for one first character, a char-code
 *                 switch for several) to jump to the next place a marker may
 *                 start, then `try<state>` decides what starts there
 *   try<state>()  first-character dispatch to that state's candidates, in
 *                 table order; literals compared char code by char code
 *                 (unrolled), captures as bounded loops in `cand<id>()`
 *   fire()        one case per candidate: the sink calls of its events, inline
 *
 * The decisions mirror the interpreter's exactly (same candidate order, same
 * longest-match and waiting rules, the shared rare paths of `MachineBase`),
 * which law 2 checks. Nothing in the hot path allocates: text goes out as
 * ranges, captures live in number registers, a marker cut by the chunk end is
 * held as (literal, length).
 */
import { isCapture, isWhitespace, type CapturePart, type DialectIR, type Part } from "../runtime/ir.js";
import { literalArgument, tablesFor, type Candidate } from "../runtime/tables.js";

/** Generated code: module-level declarations and the class members. */
export interface MachineCode {
  /** constants and helper functions placed before the class */
  prelude: string[];
  /** class members (methods), each a complete declaration */
  members: string[];
}

interface Numbered extends Candidate {
  id: number;
  state: number;
}

const js = (s: string) => JSON.stringify(s);

function charComment(c: number): string {
  const ch = String.fromCharCode(c);
  return c >= 32 && c < 127 ? ` /* ${ch === "*" ? "star" : ch} */` : "";
}

function describe(ir: DialectIR, cand: Candidate): string {
  const t = cand.transition;
  const from = ir.states.find((s) => s.transitions.includes(t))!.name;
  const term = ir.terminals[cand.terminal]!.name;
  if (t.absorb) return `absorb ${term} in ${from} (${t.at})`;
  const events = [...(t.restart ? ["restart"] : []), ...t.events.map((e) => e.kind), ...(t.keep ? ["keep"] : [])].join(", ");
  return `${from} ${term} -> ${ir.states[t.target]!.name}${events ? " : " + events : ""}${t.follow ? " when followed by …" : ""} (${t.at})`;
}

/** The runtime's `isSpace`, inline (generated modules import no helpers for it). */
const SPACE_TEST = (v: string) => `${v} === 32 || ${v} === 10 || ${v} === 9 || ${v} === 13`;

/** Whether a spelling is literals only (matched inline, held back as a literal prefix). */
function literalOnly(parts: readonly Part[]): boolean {
  return parts.every((p) => "lit" in p);
}

/** `buf.charCodeAt(p + k) === c && …` for a literal at offset `at` (an expression). */
function literalTest(lit: string, at: string, skipFirst: boolean): string {
  const tests: string[] = [];
  for (let i = skipFirst ? 1 : 0; i < lit.length; i++) {
    tests.push(`buf.charCodeAt(${at} + ${i}) === ${lit.charCodeAt(i)}`);
  }
  return tests.length ? tests.join(" && ") : "true";
}

export function emitMachine(ir: DialectIR): MachineCode {
  const tables = tablesFor(ir);
  const prelude: string[] = [];
  const members: string[] = [];
  const literals = new Map<string, string>();
  const literalConst = (lit: string) => {
    let name = literals.get(lit);
    if (!name) {
      name = `L${literals.size}`;
      literals.set(lit, name);
    }
    return name;
  };

  // Number every candidate, state by state, in table order.
  const byState: Numbered[][] = [];
  let nextId = 0;
  tables.states.forEach((st, state) => {
    const list: Numbered[] = [];
    for (const cands of st.byFirstChar.values()) for (const c of cands) list.push({ ...c, id: nextId++, state });
    byState.push(list);
  });
  const idOf = (state: number, cand: Candidate) => byState[state]!.find((c) => c.parts === cand.parts && c.transition === cand.transition)!.id;

  // ---- next<state>: where the next marker may start --------------------
  tables.states.forEach((st, state) => {
    const firsts = [...st.byFirstChar.keys()].sort((a, b) => a - b);
    let body: string;
    if (firsts.length === 0) body = "return buf.length;";
    else if (firsts.length === 1) {
      body = `const q = buf.indexOf(${js(String.fromCharCode(firsts[0]!))}, p);\nreturn q < 0 ? buf.length : q;`;
    } else {
      body = `for (const n = buf.length; p < n; p++) {\nswitch (buf.charCodeAt(p)) {\n${firsts.map((c) => `case ${c}:${charComment(c)}`).join("\n")}\nreturn p;\n}\n}\nreturn p;`;
    }
    const p = firsts.length === 0 ? "_p" : "p";
    prelude.push(`/** ${ir.states[state]!.name}: the next position where a marker may start */\nfunction next${state}(buf: string, ${p}: number): number {\n${body}\n}`);
  });

  // ---- cand<id>: spellings with captures -------------------------------
  for (const list of byState) {
    for (const cand of list) {
      if (literalOnly(cand.parts)) continue;
      const lines: string[] = [`let q = p;`, `const n = buf.length;`];
      let capIndex = 0;
      cand.parts.forEach((part: Part, k) => {
        if (isWhitespace(part)) {
          lines.push(
            `// optional whitespace, up to ${part.ws} characters`,
            `{`,
            `const w = q;`,
            `for (;;) {`,
            `if (q >= n) { if (!atEnd) return MORE; break; }`,
            `const w0 = buf.charCodeAt(q);`,
            `if (!(${SPACE_TEST("w0")})) break;`,
            `q++;`,
            `if (q - w > ${part.ws}) return FAIL;`,
            `}`,
            `}`,
          );
          return;
        }
        if (!isCapture(part)) {
          const L = literalConst(part.lit);
          lines.push(
            `if (q + ${part.lit.length} <= n) {`,
            `if (!(${literalTest(part.lit, "q", false)})) return FAIL;`,
            `q += ${part.lit.length};`,
            `} else {`,
            `const r = matchLiteral(${L}, buf, q, atEnd);`,
            `if (r < 0) return r;`,
            `q = r;`,
            `}`,
          );
          return;
        }
        const cap = part as CapturePart;
        const next = cand.parts[k + 1]!;
        const spaceStops = isWhitespace(next);
        const after = spaceStops ? cand.parts[k + 2] : next;
        const stop = after && "lit" in after ? after.lit.charCodeAt(0) : -1;
        const excluded = [...new Set([...cap.exclude].map((ch) => ch.charCodeAt(0)))].filter((c) => c !== stop);
        const ends = [...(stop >= 0 ? [js(String.fromCharCode(stop))] : []), ...(spaceStops ? ["whitespace"] : [])].join(" or ");
        lines.push(
          `// capture ${cap.cap}: up to ${cap.max} characters before ${ends}`,
          `const s${capIndex} = q;`,
          `for (;;) {`,
          `if (q >= n) return atEnd ? FAIL : MORE;`,
          `const c = buf.charCodeAt(q);`,
          `if (${[...(stop >= 0 ? [`c === ${stop}`] : []), ...(spaceStops ? [SPACE_TEST("c")] : [])].join(" || ")}) break;`,
          ...(excluded.length ? [`if (${excluded.map((c) => `c === ${c}`).join(" || ")}) return FAIL;`] : []),
          `q++;`,
          `if (q - s${capIndex} > ${cap.max}) return FAIL;`,
          `}`,
          `if (q === s${capIndex}) return FAIL;`,
          `this.scratchFrom[${capIndex}] = s${capIndex};`,
          `this.scratchTo[${capIndex}] = q;`,
        );
        capIndex++;
      });
      lines.push(`return q;`);
      members.push(`/** ${describe(ir, cand)} */\nprivate cand${cand.id}(buf: string, p: number, atEnd: boolean): number {\n${lines.join("\n")}\n}`);
    }
  }

  // ---- follow sets ------------------------------------------------------
  const followConst = new Map<Candidate["transition"], string>();
  for (const list of byState) {
    for (const cand of list) {
      const f = cand.transition.follow;
      if (f && !followConst.has(cand.transition)) {
        const name = `F${followConst.size}`;
        followConst.set(cand.transition, name);
        prelude.push(`const ${name}: FollowIR = ${JSON.stringify(f)};`);
      }
    }
  }

  // ---- try<state>: decide what starts at p -----------------------------
  tables.states.forEach((st, state) => {
    const cases: string[] = [];
    for (const [first, cands] of st.byFirstChar) {
      const body: string[] = [];
      for (const c of cands) {
        const cand = byState[state]!.find((x) => x.parts === c.parts && x.transition === c.transition)!;
        const literal = literalOnly(cand.parts);
        const lit = literal ? cand.parts.map((p) => (p as { lit: string }).lit).join("") : "";
        const follow = followConst.get(cand.transition);
        const guard = ir.terminals[cand.terminal]!.special ? `if (!this.idOnly(${cand.terminal})) ` : "";
        const L = literal ? literalConst(lit) : "";
        const match = literal
          ? `r = p + ${lit.length} <= n ? (${literalTest(lit, "p", true)} ? p + ${lit.length} : FAIL) : matchLiteral(${L}, buf, p, atEnd);`
          : `r = this.cand${cand.id}(buf, p, atEnd);`;
        const followCheck =
          (cand.transition.outsideString ? `if (r >= 0 && this.jsonInString) r = FAIL;` : "") +
          (follow ? `if (r >= 0) { const f = this.followed(${follow}, buf, r, atEnd); if (f < 0) r = f; }` : "") +
          (cand.transition.restart ? `if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;` : "");
        const waitNote = literal && !follow ? `if (waitLiteral !== "") waitLiteral = ${L};` : `waitLiteral = "";`;
        const win = [
          `best = r;`,
          `this.matchedCand = ${cand.id};`,
          ...Array.from({ length: cand.captures.length }, (_, i) => `this.capFrom[${i}] = this.scratchFrom[${i}]!; this.capTo[${i}] = this.scratchTo[${i}]!;`),
        ].join(" ");
        body.push(
          `// ${describe(ir, cand)}`,
          `${guard}{`,
          match,
          followCheck,
          `if (r === MORE) { if (!waiting) { waiting = true; waitLiteral = ${literal && !follow ? L : '""'}; } else { ${waitNote} } }`,
          `else if (r > best) { ${win} }`,
          `}`,
        );
      }
      cases.push(`case ${first}:${charComment(first)} {\n${body.filter(Boolean).join("\n")}\nbreak;\n}`);
    }
    const lines = [
      `this.matchedCand = NONE;`,
      `this.consumesHead = false;`,
      `const c = buf.charCodeAt(p);`,
      `let headEnd = FAIL;`,
      `if (c === head) {`,
      `headEnd = this.tryHead(buf, p, atEnd);`,
      `if (headEnd === MORE) { this.waitLiteral = ""; return MORE; }`,
      `}`,
    ];
    if (cases.length) {
      lines.push(
        `const n = buf.length;`,
        `let best = FAIL;`,
        `let r = FAIL;`,
        `let waiting = false;`,
        `let waitLiteral = "";`,
        `switch (c) {`,
        ...cases,
        `}`,
        `if (waiting) { this.matchedCand = NONE; this.waitLiteral = waitLiteral; return MORE; }`,
        `if (headEnd >= 0 && best <= headEnd) { this.matchedCand = HEAD; return headEnd; }`,
        `this.consumesHead = headEnd >= 0 && best >= 0;`,
        `return best;`,
      );
    } else {
      lines.push(`if (headEnd >= 0) { this.matchedCand = HEAD; return headEnd; }`, `return FAIL;`);
    }
    members.push(`/** ${ir.states[state]!.name} (${ir.states[state]!.at}): what starts at p */\nprivate try${state}(buf: string, p: number, atEnd: boolean, head: number): number {\n${lines.join("\n")}\n}`);
  });

  // ---- scan -------------------------------------------------------------
  const tracks = (i: number) => ir.states[i]!.transitions.some((t) => t.outsideString);
  const restarts = (i: number) => ir.states[i]!.transitions.some((t) => t.restart);
  const stateCases = ir.states.map(
    (s, i) =>
      `// ${s.name} : ${["text", "reasoning", "tool_name", "args_json", "envelope", "arg_value", "header", "discard"][s.channel.kind]} (${s.at})\ncase ${i}:\np = head < 0 ? next${i}(buf, p) : nextOrHead(buf, p, next${i}(buf, p), head);\nif (p >= n) continue;\n${tracks(i) ? "this.trackJson(buf, p);\n" : ""}${restarts(i) ? `this.runFrom = runStart;\nr = this.try${i}(buf, p, atEnd, head);\nrunStart = this.runFrom;` : `r = this.try${i}(buf, p, atEnd, head);`}\nbreak;`,
  );
  const anyTracks = ir.states.some((_, i) => tracks(i));
  members.push(`protected scan(buf: string, atEnd: boolean): void {
const n = buf.length;
let p = 0;
let runStart = 0;
this.tracked = 0;
while (p < n) {
let r: number;
const head = this.headCode;
switch (this.state) {
${stateCases.join("\n")}
default:
return;
}
if (r === FAIL) { p++; continue; }
if (runStart < p) this.sink.chars(this.state, buf, runStart, p);
if (r === MORE) {
if (this.waitLiteral !== "") this.holdLiteral(this.waitLiteral, n - p);
else this.holdText(buf, p);
return;
}
const previous = this.state;
p = this.fire(this.matchedCand, buf, p, r);
this.afterTransition(previous, p);
runStart = p;
}
${anyTracks ? "if (this.tracksJson[this.state] === 1) this.trackJson(buf, n);\n" : ""}if (runStart < n) this.sink.chars(this.state, buf, runStart, n);
}`);

  // ---- fire -------------------------------------------------------------
  const fireCases: string[] = [];
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
          case "arg_start": {
            const ec = cand.encodingCapture;
            const enc = ec >= 0 ? `this.encodingFor(${t.target}, buf, this.capFrom[${ec}]!, this.capTo[${ec}]!)` : js(ir.states[t.target]!.channel.encoding ?? "string");
            lines.push(`sink.argStart(${range}, ${enc}, ${js(ir.states[t.target]!.channel.trim ?? "none")});`);
            break;
          }
          case "arg_end":
            lines.push(`sink.argEnd();`);
            break;
        }
      });
      if (t.target !== cand.state) lines.push(`this.state = ${t.target};`);
      fireCases.push(`case ${cand.id}: // ${describe(ir, cand)}\n${lines.join("\n")}\nreturn ${t.keep ? "from" : "to"};`);
    }
  }
  // A special terminal announced by its id fires the state's transition on it, or is text.
  const headCases: string[] = [];
  byState.forEach((list, state) => {
    const seen = new Set<number>();
    const entries: string[] = [];
    for (const cand of list) {
      if (cand.captures.length > 0 || seen.has(cand.terminal) || !ir.terminals[cand.terminal]!.special) continue;
      seen.add(cand.terminal);
      const id = idOf(state, cand);
      entries.push(`case ${cand.terminal}: return ${cand.transition.restart ? `this.sink.unconfirmedCall() ? ${id} : NONE` : id};`);
    }
    if (entries.length) headCases.push(`case ${state}:\nswitch (terminal) {\n${entries.join("\n")}\n}\nreturn NONE;`);
  });
  // Without special terminals no id is ever announced; the parameter goes unread.
  members.push(`private headCandidate(${headCases.length ? "terminal" : "_terminal"}: number): number {
switch (this.state) {
${headCases.join("\n")}
}
return NONE;
}`);
  members.push(`/** Fires the winning candidate; returns where scanning resumes. */
private fire(cand: number, buf: string, from: number, to: number): number {
const sink = this.sink;
if (cand === HEAD) {
cand = this.headCandidate(this.popHead());
if (cand === NONE) {
sink.chars(this.state, buf, from, to);
return to;
}
}
if (this.consumesHead) {
this.consumesHead = false;
this.popHead();
}
switch (cand) {
${fireCases.join("\n")}
}
return to;
}`);

  prelude.unshift(...[...literals].map(([lit, name]) => `const ${name} = ${js(lit)};`));
  return { prelude, members };
}
