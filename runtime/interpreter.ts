/**
 * The reference interpreter: runs a dialect's IR directly. It is the oracle
 * the generated parsers are checked against, so it favours plainness.
 *
 * Scanning model. Each `feed` scans `buf` = (text held back from the last
 * chunk) + (the new chunk). At each position whose character can start a
 * marker in the current state, every candidate spelling is tried; the answer
 * is a match (longest wins), no match (the character is plain text), or
 * "need more" when the buffer ends while some spelling could still match or a
 * `when followed by` lookahead is undecided. "Need more" holds the rest of the
 * buffer back for the next chunk; `finish` rescans it with the end of stream
 * known, where "need more" cannot happen. Because a decision is made only once
 * the characters that decide it are present, every chunking yields the same
 * events (law 1). Held text is bounded: literals by the longest marker,
 * captures by their declared maximum, lookahead whitespace by FOLLOW_WS_LIMIT.
 *
 * Token ids. Once a chunk arrives with ids, special terminals whose text the
 * vocabulary maps to an id match only where an id announced them: each such
 * id queues its terminal, and the queue's head matches when its text appears.
 * Prose spelling `<tool_call>` without the id stays text.
 */
import { isCapture, type DialectIR, type Encoding, type Part } from "./ir.js";
import type { Engine, Sink } from "./sink.js";
import { tablesFor, type Candidate, type DialectTables } from "./tables.js";

const FAIL = -1;
const MORE = -2;
/** whitespace a `when followed by` lookahead may skip before it gives up */
const FOLLOW_WS_LIMIT = 256;

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

export class Interpreter implements Engine {
  private readonly tables: DialectTables;
  private current: number;
  private held = "";
  private tokenMode = false;
  /** special terminal -> true when the vocabulary gives it an id */
  private readonly hasId: boolean[];
  private readonly idToTerminal = new Map<number, number>();
  private readonly idText = new Map<number, string>();
  private readonly queue: { terminal: number; text: string }[] = [];
  private capFrom: number[] = [];
  private capTo: number[] = [];
  private matchEnd = 0;
  private matched: Candidate | null = null;
  private matchedSpecial = -1;

  constructor(
    private readonly ir: DialectIR,
    private readonly sink: Sink,
    initialState: number,
    vocab?: Record<string, number>,
  ) {
    this.tables = tablesFor(ir);
    this.current = initialState;
    this.hasId = ir.terminals.map(() => false);
    if (vocab) {
      for (const [text, terminal] of this.tables.specialText) {
        const id = vocab[text];
        if (id === undefined) continue;
        this.hasId[terminal] = true;
        this.idToTerminal.set(id, terminal);
        this.idText.set(id, text);
      }
    }
  }

  get state(): number {
    return this.current;
  }

  feed(text: string, tokenIds?: readonly number[]): void {
    if (tokenIds) {
      this.tokenMode = true;
      for (const id of tokenIds) {
        const terminal = this.idToTerminal.get(id);
        if (terminal !== undefined) this.queue.push({ terminal, text: this.idText.get(id)! });
      }
    }
    const buf = this.held.length > 0 ? this.held + text : text;
    this.held = "";
    this.scan(buf, false);
  }

  finish(): void {
    const buf = this.held;
    this.held = "";
    if (buf.length > 0) this.scan(buf, true);
  }

  private scan(buf: string, atEnd: boolean): void {
    let runStart = 0;
    let p = 0;
    const n = buf.length;
    while (p < n) {
      const c = buf.charCodeAt(p);
      const head = this.queue.length > 0 ? this.queue[0]! : null;
      const candidates = this.tables.states[this.current]!.byFirstChar.get(c);
      if (candidates === undefined && (head === null || head.text.charCodeAt(0) !== c)) {
        p++;
        continue;
      }
      const r = this.tryAt(buf, p, atEnd, candidates, head);
      if (r === FAIL) {
        p++;
        continue;
      }
      if (runStart < p) this.sink.chars(this.current, buf, runStart, p);
      if (r === MORE) {
        this.held = buf.slice(p);
        return;
      }
      const end = this.matchEnd;
      if (this.matchedSpecial >= 0) {
        this.queue.shift();
        const fired = this.matched;
        if (fired) this.fire(fired, buf, p, end);
        else this.sink.chars(this.current, buf, p, end);
      } else {
        this.fire(this.matched!, buf, p, end);
      }
      p = end;
      runStart = p;
    }
    if (runStart < n) this.sink.chars(this.current, buf, runStart, n);
  }

  /** Decides what starts at `p`; on a match sets matched/matchEnd/captures. */
  private tryAt(
    buf: string,
    p: number,
    atEnd: boolean,
    candidates: Candidate[] | undefined,
    head: { terminal: number; text: string } | null,
  ): number {
    this.matchedSpecial = -1;
    this.matched = null;
    if (head !== null && head.text.charCodeAt(0) === buf.charCodeAt(p)) {
      const r = this.matchLiteral(head.text, buf, p, atEnd);
      if (r === MORE) return MORE;
      if (r >= 0) {
        this.matchedSpecial = head.terminal;
        this.matchEnd = r;
        this.matched = this.transitionFor(head.terminal, buf.charCodeAt(p));
        return r;
      }
    }
    if (candidates === undefined) return FAIL;
    let best = FAIL;
    let bestCandidate: Candidate | null = null;
    let bestFrom: number[] = [];
    let bestTo: number[] = [];
    let waiting = false;
    for (const cand of candidates) {
      // A special terminal with an id matches by id only, once ids flow.
      if (this.tokenMode && this.hasId[cand.terminal]) continue;
      let r = this.matchParts(cand.parts, buf, p, atEnd, true);
      if (r >= 0 && cand.transition.follow) {
        const f = this.followed(cand, buf, r, atEnd);
        if (f === MORE) r = MORE;
        else if (f === FAIL) r = FAIL;
      }
      if (r === MORE) waiting = true;
      else if (r > best) {
        best = r;
        bestCandidate = cand;
        bestFrom = this.capFrom.slice(0, cand.captures.length);
        bestTo = this.capTo.slice(0, cand.captures.length);
      }
    }
    if (waiting) return MORE;
    if (bestCandidate === null) return FAIL;
    this.matched = bestCandidate;
    this.matchEnd = best;
    this.capFrom = bestFrom;
    this.capTo = bestTo;
    return best;
  }

  /** The transition a special terminal fires in the current state, if any. */
  private transitionFor(terminal: number, firstChar: number): Candidate | null {
    const list = this.tables.states[this.current]!.byFirstChar.get(firstChar);
    if (list) for (const c of list) if (c.terminal === terminal && c.captures.length === 0) return c;
    return null;
  }

  private matchLiteral(lit: string, buf: string, p: number, atEnd: boolean): number {
    for (let i = 0; i < lit.length; i++) {
      if (p + i >= buf.length) return atEnd ? FAIL : MORE;
      if (buf.charCodeAt(p + i) !== lit.charCodeAt(i)) return FAIL;
    }
    return p + lit.length;
  }

  private matchParts(parts: Part[], buf: string, p: number, atEnd: boolean, record: boolean): number {
    let q = p;
    let capIndex = 0;
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k]!;
      if (!isCapture(part)) {
        const r = this.matchLiteral(part.lit, buf, q, atEnd);
        if (r < 0) return r;
        q = r;
        continue;
      }
      // A capture runs until the first character of the literal after it.
      const stop = (parts[k + 1] as { lit: string }).lit.charCodeAt(0);
      const start = q;
      for (;;) {
        if (q >= buf.length) return atEnd ? FAIL : MORE;
        const c = buf.charCodeAt(q);
        if (c === stop) break;
        if (part.exclude.indexOf(buf[q]!) >= 0) return FAIL;
        q++;
        if (q - start > part.max) return FAIL;
      }
      if (q === start) return FAIL;
      if (record) {
        this.capFrom[capIndex] = start;
        this.capTo[capIndex] = q;
      }
      capIndex++;
    }
    return q;
  }

  private followed(cand: Candidate, buf: string, from: number, atEnd: boolean): number {
    const follow = cand.transition.follow!;
    let q = from;
    while (q < buf.length && isSpace(buf.charCodeAt(q))) {
      q++;
      if (q - from > FOLLOW_WS_LIMIT) return FAIL;
    }
    if (q >= buf.length) return atEnd ? (follow.end ? 1 : FAIL) : MORE;
    let waiting = false;
    for (const t of follow.terminals) {
      for (const parts of this.tables.spellings[t]!) {
        const r = this.matchParts(parts, buf, q, atEnd, false);
        if (r >= 0) return 1;
        if (r === MORE) waiting = true;
      }
    }
    return waiting ? MORE : FAIL;
  }

  private fire(cand: Candidate, buf: string, from: number, to: number): void {
    const t = cand.transition;
    const sink = this.sink;
    sink.terminal(cand.terminal, buf, from, to);
    for (let i = 0; i < t.events.length; i++) {
      const e = t.events[i]!;
      const cap = cand.eventCapture[i]!;
      switch (e.kind) {
        case "reasoning_start":
          sink.reasoningStart();
          break;
        case "reasoning_end":
          sink.reasoningEnd();
          break;
        case "tool_start":
          sink.toolStart(e.declaredOnly === true);
          if (cap >= 0) sink.toolName(buf, this.capFrom[cap]!, this.capTo[cap]!);
          break;
        case "tool_name":
          sink.toolName(buf, this.capFrom[cap]!, this.capTo[cap]!);
          break;
        case "tool_id":
          sink.toolId(buf, this.capFrom[cap]!, this.capTo[cap]!);
          break;
        case "tool_end":
          sink.toolEnd();
          break;
        case "arg_start": {
          const channel = this.ir.states[t.target]!.channel;
          let encoding: Encoding = channel.encoding ?? "string";
          if (cand.encodingCapture >= 0 && channel.encodingCapture) {
            const value = buf.slice(this.capFrom[cand.encodingCapture], this.capTo[cand.encodingCapture]);
            encoding = channel.encodingCapture.map[value] ?? encoding;
          }
          sink.argStart(buf, this.capFrom[cap]!, this.capTo[cap]!, encoding, channel.trim ?? "none");
          break;
        }
        case "arg_end":
          sink.argEnd();
          break;
      }
    }
    this.current = t.target;
  }
}
