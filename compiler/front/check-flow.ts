/**
 * Checks over the grammar's flow that no law can see: each is a grammar that
 * parses every input consistently (so `diff` holds) and still is not what its
 * author meant. Run after `checkGrammar` found no errors, so every name
 * resolves.
 *
 * - a capture no event uses and no write default fills: the parser reads and
 *   drops it, and `render` (so `export`) has nothing to write there;
 * - a second name within one call (two `tool_name` states in a row): the call
 *   keeps the first, the second's text is dropped;
 * - a reachable state nothing leaves: once in it, the rest of the stream can
 *   only be that state's, whatever markers follow.
 */
import type { Name, PartDecl, StateDecl, TerminalDecl, TransitionDecl } from "./ast.js";
import { lineAndColumn, type Diagnostics } from "./diagnostics.js";
import type { MergedGrammar } from "./load.js";
import { CAPTURE_EVENTS as CAPTURE_EVENT_WORDS } from "../../runtime/compiler-api.js";

/** Events whose argument names a capture of the transition's terminal. */
const CAPTURE_EVENTS = new Set<string>(CAPTURE_EVENT_WORDS);

export function checkFlow(g: MergedGrammar, d: Diagnostics): void {
  if (g.abstract || !g.initial) return;
  const walk = walkCalls(g, d);
  checkUnusedCaptures(g, walk.inCall, d);
  checkDeadEnds(g, d);
}

function isWritten(tr: TransitionDecl): boolean {
  return !tr.events.some((e) => e.name.text === "read_only" || e.name.text === "keep");
}

/** Capture names an event or the target's `encoding_from` fills on this transition. */
function usedCaptures(tr: TransitionDecl, g: MergedGrammar): Set<string> {
  const used = new Set<string>();
  for (const e of tr.events) {
    if (!CAPTURE_EVENTS.has(e.name.text)) continue;
    for (const a of e.args) if (!a.literal) used.add(a.text);
  }
  const enc = g.states.get(tr.to.text)?.options.find((o) => o.key.text === "encoding_from")?.value?.atoms[0];
  if (enc) used.add(enc.text);
  return used;
}

/** The first capture of a spelling that nothing fills, or null when `render` can write it. */
function unfilled(variant: PartDecl[], used: Set<string>): Name | null {
  for (const p of variant) if ("capture" in p && !p.written && !used.has(p.capture.text)) return p.capture;
  return null;
}

/**
 * A capture is unused on a transition `render` writes when every spelling of
 * its terminal has a capture that neither an event nor a write default
 * fills: render needs one spelling it can write whole.
 */
function checkUnusedCaptures(g: MergedGrammar, inCall: Set<string>, d: Diagnostics): void {
  const reported = new Set<TerminalDecl>();
  for (const tr of g.transitions.values()) {
    const term = g.terminals.get(tr.terminal.text);
    if (!term || reported.has(term) || !isWritten(tr)) continue;
    // Markup outside calls (Harmony's messages to built-in tools) is never written by render.
    if (!inCall.has(tr.from.text) && !tr.events.some((e) => e.name.text === "tool_start")) continue;
    const used = usedCaptures(tr, g);
    const gaps = term.variants.map((v) => unfilled(v, used));
    if (gaps.some((c) => c === null)) continue;
    const capture = gaps[0]!;
    reported.add(term);
    const event = tr.events.some((e) => e.name.text === "tool_start") ? `tool_start(${capture.text})` : `tool_name(${capture.text})`;
    d.warning(
      capture.span,
      `capture '${capture.text}' of '${term.name.text}' is read and dropped on '${tr.from.text} ${tr.terminal.text} -> ${tr.to.text}' (line ${lineOf(tr.terminal)}): no event uses it, so render and export cannot write '${term.name.text}'; use it in an event (${event}) or say what to write there (${capture.text}:${classOf(term, capture)} = "…")`,
      "unused-capture",
    );
  }
}

function classOf(term: TerminalDecl, capture: Name): string {
  for (const v of term.variants) for (const p of v) if ("capture" in p && p.capture === capture) return p.className.text;
  return "ident";
}

/** Whether a state's text is the call's name. */
function namesCall(s: StateDecl | undefined): boolean {
  if (!s) return false;
  if (s.channel.text === "tool_name") return true;
  return s.channel.text === "header" && s.options.some((o) => o.key.text === "name");
}

/**
 * Walks the machine with two bits per state: "a call is open" and "the open
 * call already has a name". Warns where a state whose text is the name is
 * entered with a name already given: the call keeps the name it has and that
 * state's text is lost. Returns the states some path reaches inside a call.
 */
function walkCalls(g: MergedGrammar, d: Diagnostics): { inCall: Set<string> } {
  const initial = g.initial!;
  // Per state, what the open call is on arrival: "" none, "?" not named yet, else what named it.
  const seen = new Map<string, Set<string>>();
  const inCall = new Set<string>();
  const work: [string, string][] = [];
  const visit = (state: string, call: string) => {
    const bits = seen.get(state) ?? new Set<string>();
    if (bits.has(call)) return;
    bits.add(call);
    seen.set(state, bits);
    if (call !== "") inCall.add(state);
    work.push([state, call]);
  };
  visit(initial.state.text, "");
  if (initial.otherwise) visit(initial.otherwise.text, "");
  const warned = new Set<string>();
  while (work.length > 0) {
    const [from, call] = work.shift()!;
    // Leaving a name state names the call (again, if it is the state that named it: one name, read twice).
    const leaving = call !== "" && namesCall(g.states.get(from)) && (call === "?" || call === from) ? from : call;
    for (const tr of g.transitions.values()) {
      if (tr.from.text !== from) continue;
      let next = leaving;
      for (const e of tr.events) {
        if (e.name.text === "tool_end") next = "";
        else if (e.name.text === "tool_start") next = e.args.some((a) => a.text !== "declared_only") ? `${tr.terminal.text}'s capture` : "?";
        else if (e.name.text === "tool_name") next = `${tr.terminal.text}'s capture`;
      }
      const to = g.states.get(tr.to.text);
      // One warning per pair of name states, on whichever the walk meets second.
      if (next !== "" && next !== "?" && next !== tr.to.text && namesCall(to) && !warned.has(tr.to.text) && !warned.has(next)) {
        warned.add(tr.to.text);
        const by = g.states.has(next) ? `state '${next}'` : next;
        d.warning(
          tr.to.span,
          `'${tr.from.text} ${tr.terminal.text} -> ${tr.to.text}' enters '${tr.to.text}' (${to!.channel.text}) when ${by} already named the call: the call keeps that name and the text of '${tr.to.text}' is dropped; make the state that is not the name 'discard' (a name cannot be joined from two parts)`,
          "second-name",
        );
      }
      visit(tr.to.text, next);
    }
    const until = g.states.get(from)?.options.find((o) => o.key.text === "until_text")?.value?.atoms[0]?.text;
    if (until !== undefined && g.states.has(until)) visit(until, leaving);
  }
  return { inCall };
}

/**
 * A state with no transition out and no `until_text` keeps the rest of the
 * stream. That is the point of a final answer (a text state), never of a
 * call, reasoning or discarded markup.
 */
function checkDeadEnds(g: MergedGrammar, d: Diagnostics): void {
  const leaves = new Set<string>();
  for (const tr of g.transitions.values()) if (tr.from.text !== tr.to.text) leaves.add(tr.from.text);
  for (const s of g.states.values()) {
    // An envelope ends itself where its JSON ends.
    if (s.channel.text === "text" || s.channel.text === "envelope" || leaves.has(s.name.text)) continue;
    if (s.options.some((o) => o.key.text === "until_text")) continue;
    d.warning(
      s.name.span,
      `no marker leads out of state '${s.name.text}' (${s.channel.text}): once entered, the rest of the stream is its text; add a transition from it (e.g. '${s.name.text} END -> content')`,
      "dead-end-state",
    );
  }
}

function lineOf(name: Name): number {
  return lineAndColumn(name.span.file.text, name.span.offset).line;
}
