/**
 * Checks: everything that can be wrong with a grammar whose syntax is fine.
 * Reports all problems at once; `lower.ts` runs only on a grammar with no
 * errors, so it may assume every name resolves.
 */
import type { EventDecl, GrammarAst, Name, PartDecl, StateDecl, TerminalDecl, TransitionDecl } from "./ast.js";
import { lineAndColumn, type Diagnostics } from "./diagnostics.js";
import type { MergedGrammar } from "./load.js";
import {
  CHANNEL_NAMES,
  ENCODINGS,
  type CapsIR,
  type ChannelName,
  CAP_TABLE,
  POLICY_TABLE,
  policyWords,
  BUILTIN_CLASSES,
  CHANNEL_OPTIONS,
  EVENTS,
} from "../../runtime/compiler-api.js";

/** The longest literal in a spelling: markers are tokens or short tags (the longest shipped is 72). */
const MAX_LITERAL = 1024;

/** Accepted policies and their values (the first is the default; none: any string, or a cap's integer), from the policy table. */
const POLICIES: Record<string, readonly string[]> = Object.fromEntries([
  ...POLICY_TABLE.map((p) => [p.name, policyWords(p)] as const),
  ...CAP_TABLE.map((c) => [c.name, []] as const),
]);

/** Cap policies by name: the `CapsIR` field each sets and the range it accepts. */
const CAP_POLICIES: Record<string, { field: keyof CapsIR; min: number; max: number }> = Object.fromEntries(CAP_TABLE.map((c) => [c.name, c]));

function captureNames(variant: PartDecl[]): string[] {
  return variant.flatMap((p) => ("capture" in p ? [p.capture.text] : []));
}

export function checkGrammar(g: MergedGrammar, d: Diagnostics): void {
  for (const ast of g.chain) checkDuplicates(ast, d);
  for (const t of g.terminals.values()) checkTerminal(t, g, d);
  for (const s of g.states.values()) {
    checkState(s, d);
    checkUntilText(s, g, d);
  }
  for (const s of g.states.values()) checkBlock(s, g, d);
  for (const tr of g.transitions.values()) checkTransition(tr, g, d);
  for (const a of g.absorbs) checkAbsorb(a, g, d);
  for (const t of g.turns ?? []) checkTurn(t, g, d);
  for (const [name, p] of g.policies) checkPolicy(name, p, d);
  checkInitial(g, d);
}

function undefinedName(d: Diagnostics, name: Name, what: string, code: string): void {
  d.error(name.span, `unknown ${what} '${name.text}'`, code);
}

/** The terminal a name refers to; one that names none is reported. */
function lookupTerminal(g: MergedGrammar, d: Diagnostics, name: Name): TerminalDecl | undefined {
  const t = g.terminals.get(name.text);
  if (!t) undefinedName(d, name, "terminal", "undefined-terminal");
  return t;
}

/** The state a name refers to; one that names none is reported. */
function lookupState(g: MergedGrammar, d: Diagnostics, name: Name): StateDecl | undefined {
  const s = g.states.get(name.text);
  if (!s) undefinedName(d, name, "state", "undefined-state");
  return s;
}

/** `until_text` moves the first text to another text or reasoning state, one that keeps it. */
function checkUntilText(s: StateDecl, g: MergedGrammar, d: Diagnostics): void {
  const until = s.options.find((o) => o.key.text === "until_text")?.value?.atoms[0];
  if (until) {
    const to = lookupState(g, d, until);
    if (to === s) d.error(until.span, `'until_text' names the state it belongs to: the first text must move to another state`, "invalid-option");
    else if (to && Object.hasOwn(CHANNEL_OPTIONS, to.channel.text) && to.channel.text !== "text" && to.channel.text !== "reasoning") {
      d.error(until.span, `'until_text' moves to '${until.text}' (${to.channel.text}): the first text must go to a text or reasoning state`, "invalid-option");
    } else if (to?.options.some((o) => o.key.text === "until_text")) {
      // It would hand the same character on again.
      d.error(until.span, `'until_text' moves to '${until.text}', which has 'until_text' too: the first text must settle in a state that keeps it`, "invalid-option");
    }
  }
}

/** `block = OPEN CLOSE`: two terminals, which the state absorbs. */
function checkBlock(s: StateDecl, g: MergedGrammar, d: Diagnostics): void {
  const block = s.options.find((o) => o.key.text === "block");
  if (!block?.value) return;
  const atoms = block.value.atoms;
  if (atoms.length !== 2) {
    d.error(block.key.span, `'block' takes two terminals, the block's opener and closer (block = OPEN CLOSE)`, "invalid-option");
    return;
  }
  for (const atom of atoms) {
    if (!lookupTerminal(g, d, atom)) continue;
    // What render writes must read back: the parser drops the markers where the text is.
    const absorbed = g.absorbs.some((a) => a.terminal.text === atom.text && a.state.text === s.name.text);
    if (!absorbed) {
      d.error(
        atom.span,
        `render writes '${atom.text}' around the text of '${s.name.text}', so the state must absorb it (add 'absorb ${atom.text} in ${s.name.text}')`,
        "invalid-option",
      );
    }
  }
}

/** A transition's states and terminals exist, its condition fits its state, and its events fit their arguments. */
function checkTransition(tr: TransitionDecl, g: MergedGrammar, d: Diagnostics): void {
  const from = lookupState(g, d, tr.from);
  const to = lookupState(g, d, tr.to);
  const term = lookupTerminal(g, d, tr.terminal);
  for (const f of tr.follow ?? []) lookupTerminal(g, d, f);
  if (tr.outsideString) {
    const cond = tr.outsideString.text;
    const jsonText = from?.channel.text === "text" && from.options.some((o) => o.key.text === "json_string");
    if (cond.startsWith("after ")) {
      // `when after T`: straight after the marker that entered the state.
      const after = cond.slice(6);
      if (!g.terminals.has(after)) d.error(tr.outsideString.span, `'when after ${after}': no terminal '${after}'`, "undefined-terminal");
      else if (from && ![...g.transitions.values()].some((o) => o.to.text === from.name.text && o.terminal.text === after && o.from.text !== from.name.text)) {
        d.error(tr.outsideString.span, `'when after ${after}' never holds: no transition on '${after}' enters '${from.name.text}'`, "invalid-condition");
      }
    } else if (cond !== "outside string" && cond !== "outside json") {
      d.error(
        tr.outsideString.span,
        `expected 'when followed by …', 'when outside string', 'when outside json' or 'when after TERMINAL', found 'when ${cond}'`,
        "invalid-condition",
      );
    } else if (from && !["envelope", "args_json"].includes(from.channel.text) && !(cond === "outside string" && jsonText)) {
      d.error(
        tr.outsideString.span,
        `'when ${cond}' needs a JSON state (envelope or args_json${cond === "outside string" ? ", or text(json_string)" : ""}); '${from.name.text}' is ${from.channel.text}`,
        "invalid-condition",
      );
    }
  }
  for (const event of tr.events) checkEvent(event, term, to, g, d);
  // A key cut from the name needs a name being read: the marker must leave the state that reads it.
  const tail = tr.events.find((e) => e.name.text === "arg_start" && e.args[0]?.text === "name_tail" && !e.args[0].literal);
  if (tail && from && from.channel.text !== "tool_name") {
    d.error(tail.name.span, `arg_start(name_tail) cuts the key from the name: it must leave a tool_name state; '${from.name.text}' is ${from.channel.text}`, "invalid-event");
  }
  if (to && term && to.channel.text === "arg_value" && from?.channel.text !== "arg_value") {
    const enc = to.options.find((o) => o.key.text === "encoding_from");
    const cap = enc?.value?.atoms[0];
    if (cap && tr.events.some((e) => e.name.text === "arg_start")) {
      for (const v of term.variants) {
        if (!captureNames(v).includes(cap.text)) {
          d.error(tr.terminal.span, `'${term.name.text}' enters '${to.name.text}', whose encoding comes from capture '${cap.text}', but has no such capture`, "invalid-capture");
          break;
        }
      }
    }
  }
}

function checkAbsorb(a: MergedGrammar["absorbs"][number], g: MergedGrammar, d: Diagnostics): void {
  lookupTerminal(g, d, a.terminal);
  lookupState(g, d, a.state);
  const clash = g.transitions.get(a.state.text + "\u0000" + a.terminal.text);
  if (clash) {
    d.error(a.terminal.span, `'${a.terminal.text}' is absorbed in '${a.state.text}' but also has a transition there (line ${lineOf(clash.terminal).line})`, "conflict");
  }
}

function checkTurn(t: Name, g: MergedGrammar, d: Diagnostics): void {
  const term = lookupTerminal(g, d, t);
  if (term && !term.special && term.variants.some((v) => v.length !== 1)) {
    d.error(t.span, `turn boundary '${t.text}' must be a special terminal or a literal without captures or whitespace`, "invalid-turn-boundary");
  }
}

function checkPolicy(name: string, p: { name: Name; value: Name }, d: Diagnostics): void {
  const allowed = POLICIES[name];
  if (!allowed) {
    d.error(p.name.span, `unknown policy '${name}' (known: ${Object.keys(POLICIES).join(", ")})`, "unknown-policy");
  } else if (allowed.length > 0 && !allowed.includes(p.value.text)) {
    d.error(p.value.span, `policy '${name}' takes ${allowed.join(" | ")}, not '${p.value.text}'`, "invalid-policy");
  } else if (CAP_POLICIES[name]) {
    const { min, max } = CAP_POLICIES[name];
    const n = /^[0-9]+$/.test(p.value.text) ? Number(p.value.text) : NaN;
    if (!(n >= min && n <= max)) d.error(p.value.span, `policy '${name}' takes an integer from ${min} to ${max}, not '${p.value.text}'`, "invalid-policy");
  }
}

/** An event's arguments fit it, and what it does fits the transition's terminal (`term`) and target (`to`). */
function checkEvent(event: EventDecl, term: TerminalDecl | undefined, to: StateDecl | undefined, g: MergedGrammar, d: Diagnostics): void {
  const spec = Object.hasOwn(EVENTS, event.name.text) ? EVENTS[event.name.text as keyof typeof EVENTS] : undefined;
  if (!spec) {
    d.error(event.name.span, `unknown event '${event.name.text}' (known: ${Object.keys(EVENTS).join(", ")})`, "unknown-event");
    return;
  }
  if (event.args.length < spec.required || event.args.length > spec.args.length) {
    d.error(event.name.span, `'${event.name.text}' takes ${describeArity(spec)}`, "invalid-event");
  }
  event.args.forEach((arg, i) => {
    const kind = spec.args[i];
    if (arg.literal && kind !== "capture") {
      d.error(arg.span, `expected 'declared_only', found a string`, "invalid-event");
    } else if (arg.literal && arg.text.trim() === "") {
      d.error(arg.span, `a name given as a string may not be empty`, "invalid-event");
    } else if (arg.literal) {
      // A fixed name or key, the same at every match.
    } else if (i === 0 && event.name.text === "tool_start" && arg.text === "declared_only" && event.args.length === 1) {
      // A call named later (by an envelope's name) that counts only if the request declares it.
    } else if (i === 0 && event.name.text === "arg_start" && arg.text === "name_tail") {
      // The key is the tail of the call's name (a declared tool's name run into the key).
    } else if (kind === "declared_only" && arg.text !== "declared_only") {
      d.error(arg.span, `expected 'declared_only', found '${arg.text}'`, "invalid-event");
    } else if (kind === "capture" && term) {
      for (const v of term.variants) {
        if (!captureNames(v).includes(arg.text)) {
          d.error(arg.span, `terminal '${term.name.text}' has no capture '${arg.text}' in every spelling`, "invalid-capture");
          break;
        }
      }
    }
  });
  if (event.name.text === "keep" && to && term) {
    // The kept text is read again in the target state. A marker there may read it (it consumes
    // what it matches), but not one that keeps it too: the machine could go round without progress.
    const heads = (t: TerminalDecl) => t.variants.map((v) => ("lit" in v[0]! ? v[0].lit : ""));
    const kept = heads(term);
    for (const other of g.transitions.values()) {
      if (other.from.text !== to.name.text || !other.events.some((e) => e.name.text === "keep")) continue;
      const o = g.terminals.get(other.terminal.text);
      const clash = o && heads(o).some((h) => kept.some((k) => k.startsWith(h) || h.startsWith(k)));
      if (clash) {
        d.error(event.name.span, `'keep' would read '${term.name.text}' again in '${to.name.text}', where '${o!.name.text}' could match it`, "invalid-event");
        break;
      }
    }
  }
  if (event.name.text === "arg_start" && to && to.channel.text !== "arg_value") {
    d.error(event.name.span, `arg_start must enter an arg_value state; '${to.name.text}' is ${to.channel.text}`, "invalid-event");
  }
}

/** The initial state(s), and what must hold from them: every state reachable, openers read in both. */
function checkInitial(g: MergedGrammar, d: Diagnostics): void {
  const leaf = g.chain[0]!;
  if (g.abstract) return;
  if (g.states.size === 0) {
    d.error(leaf.name.span, `dialect '${g.name}' declares no states (mark it 'abstract' if it is only a base)`, "no-states");
    return;
  }
  if (!g.initial) {
    d.error(leaf.name.span, `dialect '${g.name}' has no 'initial' state`, "no-initial");
    return;
  }
  const initials = [g.initial.state, g.initial.otherwise].filter((n): n is Name => n !== null);
  initials.forEach((n) => lookupState(g, d, n));
  if (g.initial.flag && g.initial.flag.text !== "thinking") {
    d.error(g.initial.flag.span, `'initial … when' takes 'thinking', not '${g.initial.flag.text}'`, "invalid-initial");
  }
  checkReachable(g, initials, d);
  if (g.initial.otherwise && g.initial.otherwise.text !== g.initial.state.text) checkOpenersInInitial(g, g.initial.state, g.initial.otherwise, d);
}

/**
 * With thinking on, a stream starts in the thinking state because the prompt
 * opened it, but a model may still write the marker that opens it (`<think>`
 * at the start of reasoning the template opened). Where that state neither
 * absorbs the marker nor moves on it, the marker is kept as reasoning text:
 * a warning names the fix. (A closer written with thinking off is left to the
 * grammar: some families drop it, others keep it as text.)
 */
function checkOpenersInInitial(g: MergedGrammar, thinking: Name, plain: Name, d: Diagnostics): void {
  for (const tr of g.transitions.values()) {
    if (tr.from.text !== plain.text || tr.to.text !== thinking.text) continue;
    const term = tr.terminal.text;
    const handled = g.transitions.has(thinking.text + "\u0000" + term) || g.absorbs.some((a) => a.state.text === thinking.text && a.terminal.text === term);
    if (handled) continue;
    d.warning(
      tr.terminal.span,
      `'${term}' opens '${thinking.text}', where a stream with thinking on already starts; a model that writes it anyway keeps it as text there (add 'absorb ${term} in ${thinking.text}')`,
      "opener-in-initial",
    );
  }
}

function describeArity(spec: { args: readonly string[]; required: number }): string {
  if (spec.args.length === 0) return "no arguments";
  return `${spec.required === spec.args.length ? "" : "up to "}(${spec.args.join(", ")})`;
}

function checkDuplicates(ast: GrammarAst, d: Diagnostics): void {
  const seen = new Map<string, Name>();
  const once = (kind: string, key: string, name: Name) => {
    const first = seen.get(kind + ":" + key);
    if (first) {
      const { line } = lineOf(first);
      d.error(name.span, `${kind} '${key}' is already defined on line ${line}`, "duplicate-definition");
    } else {
      seen.set(kind + ":" + key, name);
    }
  };
  for (const c of ast.classes) once("class", c.name.text, c.name);
  for (const t of ast.terminals) once("terminal", t.name.text, t.name);
  for (const m of ast.marks) once("mark", m.name.text, m.name);
  for (const s of ast.states) once("state", s.name.text, s.name);
  for (const t of ast.transitions) once("transition", t.from.text + " " + t.terminal.text, t.terminal);
  for (const p of ast.policies) once("policy", p.name.text, p.name);
}

function lineOf(name: Name): { line: number } {
  return lineAndColumn(name.span.file.text, name.span.offset);
}

function checkTerminal(t: TerminalDecl, g: MergedGrammar, d: Diagnostics): void {
  for (const variant of t.variants) {
    const names = new Set<string>();
    variant.forEach((part, i) => {
      const next = variant[i + 1];
      if ("lit" in part) {
        if (part.lit.length === 0) d.error(part.span, `empty literal in terminal '${t.name.text}'`, "invalid-terminal");
        if (part.lit.length > MAX_LITERAL)
          d.error(part.span, `a literal of ${part.lit.length} characters in terminal '${t.name.text}'; markers may be at most ${MAX_LITERAL}`, "too-large");
        const before = variant[i - 1];
        if (before && "ws" in before && /^[ \t\r\n]/.test(part.lit)) {
          d.error(part.span, `a literal after 'ws' cannot start with whitespace: 'ws' already reads it`, "invalid-terminal");
        }
        return;
      }
      if ("ws" in part) {
        if (t.special) d.error(part.ws, `special terminal '${t.name.text}' is one token and cannot hold optional whitespace`, "invalid-terminal");
        else if (i === 0) d.error(part.ws, `a terminal must start with a literal, not 'ws'`, "invalid-terminal");
        if (part.written && !/^[ \t\r\n]*$/.test(part.written.text)) {
          d.error(part.written.span, `'ws' can only be written as whitespace (spaces, tabs, newlines), not ${JSON.stringify(part.written.text)}`, "invalid-terminal");
        }
        return;
      }
      const where = part.capture;
      if (t.special) {
        d.error(where.span, `special terminal '${t.name.text}' is one token and cannot capture`, "invalid-capture");
        return;
      }
      if (i === 0) d.error(where.span, `a terminal must start with a literal, not capture '${where.text}'`, "invalid-capture");
      if (!next) d.error(where.span, `capture '${where.text}' must be followed by a literal that ends it`, "invalid-capture");
      else if ("ws" in next && variant[i + 2] && "capture" in variant[i + 2]!)
        d.error(where.span, `capture '${where.text}' and the next capture are separated only by 'ws'; put a literal between them`, "invalid-capture");
      else if ("capture" in next) d.error(next.capture.span, `captures '${where.text}' and '${next.capture.text}' are adjacent; put a literal between them`, "invalid-capture");
      if (names.has(where.text)) d.error(where.span, `capture '${where.text}' appears twice in one spelling`, "invalid-capture");
      names.add(where.text);
      const cls = g.classes.get(part.className.text) ?? BUILTIN_CLASSES[part.className.text];
      if (!cls) {
        d.error(part.className.span, `unknown capture class '${part.className.text}' (built in: ${Object.keys(BUILTIN_CLASSES).join(", ")})`, "undefined-class");
      } else if (part.written) {
        const w = part.written.text;
        const stop = next && "lit" in next ? next.lit[0] : undefined;
        const bad = [...w].find((ch) => cls.excluding.includes(ch) || ch === stop);
        if (w === "" || w.length > cls.max || bad !== undefined) {
          d.error(
            part.written.span,
            `'${w}' cannot be written for capture '${where.text}' (${w === "" ? "empty" : bad !== undefined ? `it contains ${JSON.stringify(bad)}` : `longer than ${cls.max}`})`,
            "invalid-capture",
          );
        }
      }
    });
  }
}

function checkState(s: StateDecl, d: Diagnostics): void {
  const channel = s.channel.text;
  const options = Object.hasOwn(CHANNEL_OPTIONS, channel) ? CHANNEL_OPTIONS[channel as ChannelName] : undefined;
  if (!options) {
    d.error(s.channel.span, `unknown channel '${channel}' (known: ${CHANNEL_NAMES.join(", ")})`, "unknown-channel");
    return;
  }
  let encodings = 0;
  for (const o of s.options) {
    const kind = options[o.key.text];
    if (!kind) {
      const known = Object.keys(options);
      d.error(o.key.span, `channel '${channel}' has no option '${o.key.text}'${known.length ? ` (known: ${known.join(", ")})` : ""}`, "invalid-option");
      continue;
    }
    if (kind === "flag" && o.value) d.error(o.key.span, `option '${o.key.text}' takes no value`, "invalid-option");
    if (kind === "value" && !o.value) d.error(o.key.span, `option '${o.key.text}' needs a value`, "invalid-option");
    if ((ENCODINGS as readonly string[]).includes(o.key.text)) encodings++;
    if (o.key.text === "stray" && o.value && !["content", "reasoning", "dropped"].includes(o.value.atoms[0]?.text ?? "")) {
      d.error(o.value.atoms[0]?.span ?? o.key.span, `'stray' is what a discarded run that is not structure becomes: content, reasoning or dropped`, "invalid-option");
    }
    if (o.key.text === "encoding_from" && o.value) {
      if (o.value.atoms.length !== 1) d.error(o.key.span, `encoding_from takes one capture name and a map`, "invalid-option");
      for (const e of o.value.map) {
        if (!(ENCODINGS as readonly string[]).includes(e.value.text)) {
          d.error(e.value.span, `unknown encoding '${e.value.text}' (known: ${ENCODINGS.join(", ")})`, "invalid-option");
        }
      }
    }
    if ((o.key.text === "id" || o.key.text === "name") && channel === "header" && o.value) {
      const atoms = o.value.atoms;
      for (let i = 0; i < atoms.length; i += 2) {
        const word = atoms[i]!;
        if (word.text === "whole" && atoms.length === 1) continue;
        if ((word.text !== "after" && word.text !== "before") || !atoms[i + 1]) {
          d.error(word.span, `expected 'whole' or 'after "x"' and/or 'before "y"'`, "invalid-option");
          break;
        }
      }
    }
  }
  if (encodings > 1) d.error(s.channel.span, `state '${s.name.text}' names more than one encoding`, "invalid-option");
  // Options that only mean something with another, or not with it.
  const has = (key: string) => s.options.find((o) => o.key.text === key);
  const lines = has("lines");
  if (lines && !has("array")) d.error(lines.key.span, `'lines' says how an array of calls is written: add 'array'`, "invalid-option");
  const xml = has("xml");
  if (xml && has("quote")) d.error(xml.key.span, `arguments are either XML elements ('xml') or token-quoted JSON ('quote'), not both`, "invalid-option");
  const textKey = has("text_key");
  if (textKey && (xml || has("quote"))) d.error(textKey.key.span, `'text_key' reads JSON or text; it does not combine with 'xml' or 'quote'`, "invalid-option");
}

function checkReachable(g: MergedGrammar, initials: Name[], d: Diagnostics): void {
  const reached = new Set(initials.map((n) => n.text));
  const work = [...reached];
  while (work.length > 0) {
    const from = work.pop()!;
    const until = g.states.get(from)?.options.find((o) => o.key.text === "until_text")?.value?.atoms[0]?.text;
    if (until !== undefined && g.states.has(until) && !reached.has(until)) {
      reached.add(until);
      work.push(until);
    }
    for (const t of g.transitions.values()) {
      if (t.from.text === from && !reached.has(t.to.text)) {
        reached.add(t.to.text);
        work.push(t.to.text);
      }
    }
  }
  for (const s of g.states.values()) {
    if (!reached.has(s.name.text)) {
      d.error(s.name.span, `state '${s.name.text}' is unreachable from the initial state`, "unreachable-state");
    }
  }
}
