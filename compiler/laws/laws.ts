/**
 * The laws (docs/tests.md) as checks that return a readable failure or null.
 * `dialectc diff` runs them under fast-check; the tests wrap them.
 *
 * A failure names the law, the chunks (so the boundaries show), and where the
 * two sides first part: the first differing event of each.
 */
import {
  callStates,
  HEADER_WORD_MAX,
  EventLog,
  JsonStringDecoder,
  MessageAccumulator,
  Parser,
  parseCompleteFor,
  type Delta,
  type Dialect,
  type Message,
  type MachineEvent,
  type ParserOptions,
  leadingLiteral,
} from "../../runtime/compiler-api.js";

export interface Run {
  deltas: Delta[];
  message: Message;
  events: MachineEvent[];
}

export interface LawFailure {
  law: string;
  message: string;
  chunks: string[];
}

export function runChunks(dialect: Dialect, chunks: readonly string[], options: ParserOptions = {}, ids?: readonly (readonly number[])[]): Run {
  const log = new EventLog(dialect.ir);
  const parser = new Parser(dialect, { toolCallId: (i) => `call_${i}`, ...options, trace: log });
  const acc = new MessageAccumulator(options.reasoningField);
  const deltas: Delta[] = [];
  const take = (d: Delta | null) => {
    if (d) deltas.push(d);
    acc.add(d);
  };
  chunks.forEach((c, i) => take(parser.feed(c, ids?.[i])));
  take(parser.finish());
  return { deltas, message: acc.message(), events: log.events };
}

/** Splits text at the given cut points (taken modulo length + 1, sorted, deduplicated). */
export function splitAt(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let last = 0;
  for (const p of points) {
    out.push(text.slice(last, p));
    last = p;
  }
  out.push(text.slice(last));
  return out;
}

const show = (v: unknown) => JSON.stringify(v);

/** Where two lists first differ, as "index i: left … / right …", or null when equal. */
function firstDifference(what: string, left: unknown[], right: unknown[], leftName: string, rightName: string): string | null {
  const n = Math.max(left.length, right.length);
  for (let i = 0; i < n; i++) {
    if (show(left[i]) !== show(right[i])) {
      return `${what} differ at #${i}:\n    ${leftName}: ${left[i] === undefined ? "(none)" : show(left[i])}\n    ${rightName}: ${right[i] === undefined ? "(none)" : show(right[i])}`;
    }
  }
  return null;
}

function fail(law: string, message: string, chunks: string[]): LawFailure {
  return { law, message, chunks };
}

/** Law 1: any split gives the events and message of the whole text, and of one unit at a time. */
export function checkChunking(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): LawFailure | null {
  const whole = runChunks(dialect, [text], options);
  for (const chunks of [splitAt(text, cuts), text.split("")]) {
    const split = runChunks(dialect, chunks, options);
    const d = firstDifference("events", whole.events, split.events, "whole", "chunked");
    if (d) return fail("1 chunking invariance", d, chunks);
    if (show(whole.message) !== show(split.message)) {
      return fail("1 chunking invariance", `messages differ:\n    whole:   ${show(whole.message)}\n    chunked: ${show(split.message)}`, chunks);
    }
  }
  return null;
}

/** Law 2: the generated machine reports what the interpreter reports. */
export function checkGeneratedEqualsInterpreted(dialect: Dialect, text: string, options: ParserOptions, cuts: number[], ids?: number[][]): LawFailure | null {
  if (!dialect.generated) return fail("2 generated ≡ interpreted", `${dialect.name} has no generated engine`, [text]);
  const chunkings = ids ? [splitAt(text, cuts)] : [[text], splitAt(text, cuts)];
  for (const chunks of chunkings) {
    const interpreted = runChunks(dialect, chunks, { ...options, engine: "interpreted" }, ids);
    const generated = runChunks(dialect, chunks, { ...options, engine: "generated" }, ids);
    const d =
      firstDifference("events", interpreted.events, generated.events, "interpreted", "generated") ??
      firstDifference("deltas", interpreted.deltas, generated.deltas, "interpreted", "generated");
    if (d) return fail(`2 generated ≡ interpreted${ids ? " (token ids " + show(ids) + ")" : ""}`, d, chunks);
  }
  return null;
}

/** Law 2 with ids: each chunk announces the special markers whose text starts in it. */
export function checkGeneratedEqualsInterpretedWithIds(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): LawFailure | null {
  const vocab: Record<string, number> = {};
  dialect.ir.terminals.forEach((t, i) => {
    if (t.special) vocab[leadingLiteral(t.variants[0]!)] = 1000 + i;
  });
  const chunks = splitAt(text, cuts);
  const ids = chunks.map((c) =>
    Object.entries(vocab)
      .filter(([lit]) => c.includes(lit))
      .map(([, id]) => id),
  );
  return checkGeneratedEqualsInterpreted(dialect, text, { ...options, vocab }, cuts, ids);
}

/** Law 3: streamed deltas accumulate to parseComplete's message, and are well-formed. */
export function checkStreamingEqualsComplete(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): LawFailure | null {
  const chunks = splitAt(text, cuts);
  const streamed = runChunks(dialect, chunks, options);
  const complete = parseCompleteFor(dialect, text, { toolCallId: (i) => `call_${i}`, ...options });
  const law = "3 streaming ≡ complete";
  if (show(streamed.message) !== show(complete)) {
    return fail(law, `messages differ:\n    streamed: ${show(streamed.message)}\n    complete: ${show(complete)}`, chunks);
  }
  // Reused deltas, read before the next feed (as a server serialises them), are the fresh ones.
  const reusing = new Parser(dialect, { toolCallId: (i) => `call_${i}`, ...options, reuseDeltas: true });
  const reused: string[] = [];
  for (const c of chunks) {
    const d = reusing.feed(c);
    if (d) reused.push(show(d));
  }
  const last = reusing.finish();
  if (last) reused.push(show(last));
  const differs = firstDifference("reused deltas", streamed.deltas.map(show), reused, "fresh", "reused");
  if (differs) return fail(law, differs, chunks);
  const opened = new Set<number>();
  for (const d of streamed.deltas) {
    const bad = (why: string) => fail(law, `malformed delta ${show(d)}: ${why}`, chunks);
    if (Object.keys(d).length === 0) return bad("empty");
    if (d.content === "" || d.reasoning === "" || d.reasoning_content === "") return bad("empty field");
    for (const tc of d.tool_calls ?? []) {
      if (!opened.has(tc.index)) {
        if (!tc.id || tc.type !== "function" || !tc.function.name) return bad("a call's first delta carries id, type and name");
        if (tc.index !== opened.size) return bad("calls are numbered in order");
        opened.add(tc.index);
      } else if (tc.id !== undefined || tc.function.name !== undefined || !tc.function.arguments) {
        return bad("later deltas of a call carry only arguments");
      }
    }
  }
  return null;
}

/**
 * Law 4: the texts of the events spell the input; nothing throws; and what
 * is not a call comes back in place. The expected content is rebuilt from the
 * events alone: content text, in order, with each call region (`regions.ts`)
 * either given back whole or reduced to some of its text (its calls surfaced,
 * prose between array elements kept); a region cut by a restart is given back
 * whole. Reasoning must be the reasoning text. Whitespace policies aside (both
 * sides are compared without whitespace), these are equalities.
 *
 * Fence lines (the `fence` absorbs the compiler adds, docs/recovery.md
 * "Fenced calls") are the one absorbed text that may come back: inside a call
 * region they are the region's text; elsewhere each is a unit of its own that
 * comes back whole or, where the output attempted calls (a fence around them
 * is their layout), not at all. Which of the two is the assembler's verdict on
 * the block, made from what follows the line, so the law allows either.
 */
export function checkNothingLost(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): LawFailure | null {
  const chunks = splitAt(text, cuts);
  let run: Run;
  try {
    run = runChunks(dialect, chunks, options);
  } catch (e) {
    return fail("4 nothing lost", `threw: ${(e as Error).stack}`, chunks);
  }
  let spelled = "";
  for (const e of run.events) if ((e.type === "chars" || e.type === "terminal") && "text" in e) spelled += e.text;
  if (spelled !== text) {
    let i = 0;
    while (i < text.length && spelled[i] === text[i]) i++;
    return fail("4 nothing lost", `event texts part from the input at ${i}: input ${show(text.slice(i, i + 20))}, events ${show(spelled.slice(i, i + 20))}`, chunks);
  }
  const { units, reasoning } = expectedUnits(dialect, run.events);
  if (withoutSpace(reasoning) !== withoutSpace(run.message.reasoning ?? "")) {
    return fail("4 nothing lost", `reasoning is not the reasoning text in order:\n    expected: ${show(reasoning)}\n    got:      ${show(run.message.reasoning)}`, chunks);
  }
  const content = withoutSpace(run.message.content ?? "");
  if (!contentMatches(units, content, run.message.tool_calls.length)) {
    const whole = units.map((u) => u.text).join("");
    return fail(
      "4 nothing lost",
      `content is not the input's non-call text in order:\n    non-call text (regions whole): ${show(whole)}\n    content: ${show(run.message.content)}\n    calls: ${run.message.tool_calls.length}`,
      chunks,
    );
  }
  return null;
}

function withoutSpace(s: string): string {
  return s.replace(/[ \t\n\r]/g, "");
}

/** A piece of the expected content: plain text, a region that must come back whole, or one that may have made calls. */
interface Unit {
  text: string;
  /** "text" and "given" come back whole; "region" whole, or reduced when it made calls; "fence" whole, or not at all beside calls */
  kind: "text" | "given" | "region" | "fence";
  /** the region started a call or read an array of calls */
  attempts: boolean;
}

/**
 * Reads the machine's events, one at a time, into the content expected back (`units`) and the reasoning: a
 * walk with state (the open region, a header being read, the JSON-string decoder), as a reader's `push` is.
 */
class UnitReader {
  readonly units: Unit[] = [];
  reasoning = "";
  private readonly inCall: Uint8Array;
  private readonly index: Map<string, number>;
  private readonly fenceName: string | null;
  private region: Unit | null = null;
  // Text inside a JSON string (`text(json_string)`) is content decoded; an escape cut by a chunk waits.
  private readonly decoder = new JsonStringDecoder();
  // Text of a `discard` state outside calls: only layout, or one short word (a header's name) that a
  // marker leaving the state ends, is structure; anything else must come back as content.
  private header = "";
  private strayReasoning = false;
  // A word the end cuts after a marker is a header cut short; with no marker before it, the whole answer.
  private marked = false;

  constructor(private readonly ir: Dialect["ir"]) {
    this.inCall = callStates(ir);
    this.index = new Map(ir.states.map((s, i) => [s.name, i]));
    const fence = ir.states.flatMap((s) => s.transitions).find((t) => t.fence);
    this.fenceName = fence ? ir.terminals[fence.terminal]!.name : null;
  }

  read(e: MachineEvent): void {
    if (e.type !== "chars") this.flushDecoder();
    if (e.type === "terminal") {
      this.endHeader(e.to !== null);
      this.marked = true;
    }
    if (e.type === "restart") {
      if (this.region) this.push({ ...this.region, kind: "given" });
      this.region = { text: "", kind: "region", attempts: false };
    } else if (e.type === "terminal") this.terminal(e);
    else if (e.type === "chars") this.chars(e);
    else if (e.type === "tool_start" && this.region) this.region.attempts = true;
  }

  finish(): { units: Unit[]; reasoning: string } {
    this.flushDecoder();
    this.endHeader(this.marked);
    this.closeRegion();
    return { units: this.units, reasoning: this.reasoning };
  }

  private terminal(e: Extract<MachineEvent, { type: "terminal" }>): void {
    if (e.to === null && e.terminal === this.fenceName) {
      if (this.region) this.region.text += e.text;
      else this.push({ text: e.text, kind: "fence", attempts: false });
      return;
    }
    if (e.to === null) return; // absorbed: removed
    const into = this.inCall[this.index.get(e.to)!] === 1;
    if (!this.region && into) this.region = { text: "", kind: "region", attempts: false };
    if (this.region) {
      this.region.text += e.text;
      if (!into) this.closeRegion();
    }
  }

  private chars(e: Extract<MachineEvent, { type: "chars" }>): void {
    const st = this.index.get(e.state)!;
    const channel = this.ir.states[st]!.channel;
    if (this.inCall[st] === 1) {
      this.region ??= { text: "", kind: "region", attempts: false };
      this.region.text += e.text;
      if (channel.array) this.region.attempts = true;
    } else if (e.channel === "reasoning") this.reasoning += e.text;
    else if (channel.jsonString) this.push({ text: this.decoder.decode(e.text, 0, e.text.length), kind: "text", attempts: false });
    else if (e.channel !== "discard") this.push({ text: e.text, kind: "text", attempts: false });
    else if (channel.stray !== "dropped") {
      if (channel.stray === "reasoning") this.strayReasoning = true;
      this.header += e.text;
    }
  }

  private push(u: Unit): void {
    const w = withoutSpace(u.text);
    if (w !== "" || u.kind === "region") this.units.push({ ...u, text: w });
  }

  private closeRegion(): void {
    if (this.region) this.push(this.region);
    this.region = null;
  }

  private flushDecoder(): void {
    const rest = this.decoder.finish();
    if (rest !== "") this.push({ text: rest, kind: "text", attempts: false });
  }

  private endHeader(leaves: boolean): void {
    // The runtime's whitespace (space, tab, newline, return), not String.trim's wider set.
    const word = this.header.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, "");
    if (word !== "" && !(leaves && word.length <= HEADER_WORD_MAX && !/[ \t\n\r]/.test(word))) {
      if (this.strayReasoning) this.reasoning += this.header;
      else this.push({ text: this.header, kind: "text", attempts: false });
    }
    this.header = "";
    this.strayReasoning = false;
  }
}

function expectedUnits(dialect: Dialect, events: MachineEvent[]): { units: Unit[]; reasoning: string } {
  const reader = new UnitReader(dialect.ir);
  for (const e of events) reader.read(e);
  return reader.finish();
}

/**
 * Whether `content` is the units in order, each "region" whole or reduced to a
 * subsequence of its text, each "fence" whole or (where calls were attempted)
 * left out; reduced regions that attempted calls number at most `calls`, and
 * at least one when there are calls.
 */
function contentMatches(units: Unit[], content: string, calls: number): boolean {
  const memo = new Map<string, boolean>();
  const attempted = units.some((u) => u.attempts);
  const go = (i: number, pos: number, reduced: number): boolean => {
    if (i === units.length) return pos === content.length && reduced <= calls && (calls === 0 || reduced > 0);
    const key = `${i},${pos},${reduced}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const u = units[i]!;
    let ok = content.startsWith(u.text, pos) && go(i + 1, pos + u.text.length, reduced);
    if (!ok && u.kind === "fence" && attempted) ok = go(i + 1, pos, reduced);
    if (!ok && u.kind === "region") {
      // The longest prefix of the rest of the content that is a subsequence of the region.
      let e = pos;
      for (let j = 0; j < u.text.length && e < content.length; j++) if (u.text[j] === content[e]) e++;
      const r = reduced + (u.attempts ? 1 : 0);
      if (r <= calls) for (let end = pos; end <= e && !ok; end++) ok = go(i + 1, end, r);
    }
    memo.set(key, ok);
    return ok;
  };
  return go(0, 0, 0);
}

/** Law 5: argument deltas concatenate to the final arguments, a JSON object for every call. */
export function checkPrefixStable(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): LawFailure | null {
  const chunks = splitAt(text, cuts);
  const run = runChunks(dialect, chunks, options);
  const args = new Map<number, string>();
  for (const d of run.deltas) {
    for (const tc of d.tool_calls ?? []) args.set(tc.index, (args.get(tc.index) ?? "") + (tc.function.arguments ?? ""));
  }
  for (const [i, call] of run.message.tool_calls.entries()) {
    if (args.get(i) !== call.arguments) return fail("5 prefix stability", `call ${i}: deltas ${show(args.get(i))} ≠ final ${show(call.arguments)}`, chunks);
    let parsed: unknown;
    try {
      parsed = JSON.parse(call.arguments);
    } catch {
      return fail("5 prefix stability", `call ${i}: arguments are not JSON: ${call.arguments}`, chunks);
    }
    // A string is what a model wrote in place of its arguments object (`envelope.ts`).
    if (typeof parsed !== "string" && (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))) {
      return fail("5 prefix stability", `call ${i}: arguments are neither an object nor a string: ${call.arguments}`, chunks);
    }
  }
  return null;
}

export function formatFailure(f: LawFailure): string {
  return [`law ${f.law} fails`, `  chunks (${f.chunks.length}): ${f.chunks.map((c) => show(c)).join(" | ")}`, `  ${f.message}`].join("\n");
}
