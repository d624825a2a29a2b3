/**
 * What every parser machine shares, interpreted or generated: the scanning
 * loop, the text held back at a chunk end, token-id bookkeeping, and the
 * rarely taken paths (lookahead after a closer, a literal cut by the end of
 * the buffer). A subclass supplies what differs between the engines: `next`
 * (where a marker may start), `decide` (what starts there) and `fire` (the
 * sink calls of a transition); the interpreter reads them off the tables, a
 * generated machine has them specialised.
 *
 * Scanning contract (both back ends). Each `feed` scans `buf` = held text +
 * the new chunk. At a position where a marker may start, the candidates of
 * the current state are tried; the answer is a match (longest wins, ties to
 * the earlier candidate in `tables.ts` order), FAIL (the character is text),
 * or MORE when the buffer ends before that is decided. MORE holds the rest of
 * the buffer back; `finish` rescans it knowing the stream ended, where MORE
 * cannot happen. Decisions wait for the characters that decide them, so any
 * chunking yields the same events (law 1).
 *
 * Held text is kept without copying when it is a prefix of one literal (the
 * common case: a marker cut by the chunk end) as that literal and a length,
 * and as a string otherwise (captures, lookahead). It is materialised once,
 * when the next chunk arrives.
 *
 * Token ids. Once a chunk arrives with ids, special terminals the vocabulary
 * knows match only where an id announced them: each such id queues its
 * terminal and the head of the queue matches where its text appears.
 *
 * The pure matchers are `matchers.ts`; what a vocabulary says, `vocab-tables.ts`;
 * what generated code may touch of all this, `generated-abi.ts`.
 */
import { Ch, isSpace } from "../text/chars.js";
import { JsonStringState, stringRunEnd } from "../text/json-text.js";
import type { DialectIR, Encoding, FollowIR } from "../ir/ir.js";
import type { Engine, Sink } from "./sink.js";
import { tablesFor, type Candidate, type DialectTables } from "./tables.js";
import { FAIL, MORE, matchLiteral, matchParts, nextOrHead } from "./matchers.js";
import { vocabTables } from "./vocab-tables.js";

/** No candidate matched. */
const NONE = -1;
/** The special terminal announced by a token id matched. */
export const HEAD = -2;

export abstract class MachineBase implements Engine {
  state: number;
  protected readonly tables: DialectTables;
  protected tokenMode = false;
  /** per terminal: 1 when the vocabulary gives it an id (then it matches by id only) */
  protected readonly hasId: Uint8Array;
  /** token id -> terminal + 1 (0: not a terminal); a typed array, as ids are looked up per token */
  private readonly idToTerminal: Int32Array;
  private readonly idText: ReadonlyMap<number, string>;
  private queueTerminal: number[] = [];
  private queueText: string[] = [];
  private queueHead = 0;
  /** first char code of the announced special terminal, -1 when none is pending */
  protected headCode = -1;
  private heldText = "";
  private heldLiteral = "";
  private heldLength = 0;
  /**
   * JSON string state of the current state's text, for markers that count only
   * outside a string (`when outside string`). `tracked` is how far into the
   * current buffer it has been brought; it is updated lazily, only where a
   * decision needs it, so states that never ask pay nothing.
   */
  private readonly json = new JsonStringState();
  protected tracked = 0;
  /** per state: whether some marker there asks about JSON strings */
  protected readonly tracksJson: Uint8Array;
  /** per state: 1 where its text continues a JSON string (`text(json_string)`) */
  private readonly startsInString: Uint8Array;
  /** per state: the state its first text moves to (`until_text`), -1 when none */
  private readonly textExit: Int32Array;
  /**
   * Start of the text not yet reported in the current scan. A restart
   * candidate reports it before asking the sink (`unconfirmed`), so the
   * sink's answer depends on the characters before the marker only.
   */
  protected runFrom = 0;
  /** capture registers of the winning candidate: from/to per capture index */
  protected capFrom: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
  protected capTo: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
  /** capture registers of the candidate being tried */
  protected readonly scratchFrom: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
  protected readonly scratchTo: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
  /** candidate (its `index`) that won the last decision, NONE or HEAD */
  protected matchedCand = NONE;
  /** the winning text marker spans the announced special token, which it consumes too */
  private consumesHead = false;
  /** when the last decision waited only on plain literals: one of them (its prefix is the held text) */
  protected waitLiteral = "";
  /**
   * The terminal whose transition entered the current state (-1: none, or the state was left at
   * its first text), where its marker ended in the current buffer, and whether only whitespace
   * came before that point since: what `when after` asks (and a closer written again at once).
   */
  private entered = -1;
  private enteredAt = 0;
  private quiet = false;

  constructor(
    protected readonly ir: DialectIR,
    protected readonly sink: Sink,
    initialState: number,
    vocab?: Record<string, number>,
  ) {
    this.tables = tablesFor(ir);
    this.state = initialState;
    const ids = vocabTables(ir, this.tables, vocab);
    this.hasId = ids.hasId;
    this.idToTerminal = ids.idToTerminal;
    this.idText = ids.idText;
    this.tracksJson = new Uint8Array(ir.states.length);
    this.startsInString = new Uint8Array(ir.states.length);
    this.textExit = new Int32Array(ir.states.length).fill(-1);
    ir.states.forEach((st, i) => {
      // 1: the string state only (`when outside string`); 2: containers too (`when outside json`).
      if (st.transitions.some((t) => t.outsideJson)) this.tracksJson[i] = 2;
      else if (st.transitions.some((t) => t.outsideString)) this.tracksJson[i] = 1;
      if (st.channel.jsonString) this.startsInString[i] = 1;
      if (st.channel.untilText !== undefined) this.textExit[i] = st.channel.untilText;
    });
  }

  /** The first position at or after p where a marker of the current state may start (ignoring announced ids). */
  protected abstract next(buf: string, p: number): number;
  /**
   * What starts at p among the current state's candidates (p holds one's
   * first character or the announced special token's): the end of the
   * longest match, FAIL or MORE. Sets `matchedCand`, the capture registers
   * and, when waiting, `waitLiteral`.
   */
  protected abstract decide(buf: string, p: number, atEnd: boolean): number;
  /** Fires candidate `cand` matched at [from, to); returns where scanning resumes. */
  protected abstract fire(cand: number, buf: string, from: number, to: number): number;

  /** Walks one buffer: text runs go to the sink as ranges, markers fire their transitions. */
  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      const head = this.headCode;
      const q = this.next(buf, p);
      const m = head < 0 ? q : nextOrHead(buf, p, q, head);
      if (this.textExit[this.state]! >= 0) {
        // A state that lasts until its first text: whitespace stays, anything else leaves.
        let t = p;
        while (t < m && t < n && isSpace(buf.charCodeAt(t))) t++;
        if (t < m && t < n) {
          this.leaveAtText(buf, runStart, t);
          p = runStart = t;
          continue;
        }
      }
      p = m;
      if (p >= n) break;
      if (this.tracksJson[this.state] !== 0) this.trackJson(buf, p);
      this.runFrom = runStart;
      const r = this.tryAt(buf, p, atEnd, head);
      runStart = this.runFrom;
      if (r === FAIL) {
        if (this.textExit[this.state]! >= 0 && !isSpace(buf.charCodeAt(p))) {
          this.leaveAtText(buf, runStart, p);
          runStart = p;
          continue;
        }
        p++;
        continue;
      }
      if (runStart < p) this.sink.chars(this.state, buf, runStart, p);
      if (r === MORE) {
        this.passed(buf, p);
        if (this.waitLiteral !== "") this.holdLiteral(this.waitLiteral, n - p);
        else this.holdText(buf, p);
        return;
      }
      const previous = this.state;
      p = this.fireMatched(buf, p, r);
      this.afterTransition(previous, p);
      runStart = p;
    }
    if (this.tracksJson[this.state] !== 0) this.trackJson(buf, n);
    if (runStart < n) this.sink.chars(this.state, buf, runStart, n);
    this.passed(buf, n);
  }

  /** The buffer is read up to `to` (the rest, if any, held): whether the text since the entering marker stayed whitespace. */
  private passed(buf: string, to: number): void {
    if (this.quiet) this.quiet = onlySpace(buf, this.enteredAt, to);
    this.enteredAt = 0;
  }

  /** `when after`: the machine entered this state by `terminal`, and only whitespace came before p since. */
  private rightAfter(terminal: number, buf: string, p: number): boolean {
    return this.entered === terminal && this.quiet && onlySpace(buf, this.enteredAt, p);
  }

  /**
   * Decides what starts at p. An announced special token matches unless a
   * longer text marker starting with its text matches here (then it takes
   * the token along).
   */
  private tryAt(buf: string, p: number, atEnd: boolean, head: number): number {
    this.matchedCand = NONE;
    this.consumesHead = false;
    this.waitLiteral = "";
    let headEnd = FAIL;
    if (buf.charCodeAt(p) === head) {
      headEnd = this.tryHead(buf, p, atEnd);
      if (headEnd === MORE) return MORE;
    }
    const best = this.decide(buf, p, atEnd);
    if (best === MORE) {
      this.matchedCand = NONE;
      return MORE;
    }
    if (headEnd >= 0 && best <= headEnd) {
      this.matchedCand = HEAD;
      return headEnd;
    }
    this.consumesHead = headEnd >= 0 && best >= 0;
    return best;
  }

  private fireMatched(buf: string, from: number, to: number): number {
    let cand = this.matchedCand;
    if (cand === HEAD) {
      // The token's transition in this state, else its text is text.
      const c = this.literalCandidate(this.popHead(), buf.charCodeAt(from));
      if (c === null || (c.transition.restart && !this.sink.unconfirmedCall()) || (c.transition.after !== undefined && !this.rightAfter(c.transition.after, buf, from))) {
        if (this.textExit[this.state]! >= 0) this.leaveAtText(buf, from, from);
        this.sink.chars(this.state, buf, from, to);
        return to;
      }
      cand = c.index;
    } else if (this.consumesHead) {
      this.consumesHead = false;
      this.popHead();
    }
    const resume = this.fire(cand, buf, from, to);
    const t = this.tables.candidates[cand]!.transition;
    if (!t.absorb) {
      this.entered = t.terminal;
      this.enteredAt = resume;
      this.quiet = true;
    }
    return resume;
  }

  /** The capture-free candidate for `terminal` in the current state, if any. */
  private literalCandidate(terminal: number, firstChar: number): Candidate | null {
    const list = this.tables.states[this.state]!.byFirstChar.get(firstChar);
    if (list) for (const c of list) if (c.terminal === terminal && c.captures.length === 0) return c;
    return null;
  }

  /**
   * Tries one first character's candidates at p in table order: the longest
   * match wins, ties to the earlier; MORE when any of them waits.
   */
  protected tryCandidates(candidates: readonly Candidate[], buf: string, p: number, atEnd: boolean): number {
    let best = FAIL;
    let waiting = false;
    let waitLiteral = "";
    for (const cand of candidates) {
      if (this.idOnly(cand.terminal)) continue;
      const r = this.filtered(cand, matchParts(cand.parts, buf, p, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd);
      if (r === MORE) {
        // The held text is kept as a literal prefix only while every waiting candidate is a plain literal.
        waitLiteral = !waiting || waitLiteral !== "" ? (cand.literal !== null && !cand.transition.follow ? cand.literal : "") : "";
        waiting = true;
      } else if (r > best) {
        best = r;
        this.matchedCand = cand.index;
        this.keepCaptures(cand.captures.length);
      }
    }
    if (!waiting) return best;
    this.waitLiteral = waitLiteral;
    return MORE;
  }

  /** A match's end after the transition's conditions (outside a string, followed by, restart): r, FAIL or MORE. */
  protected filtered(cand: Candidate, r: number, buf: string, p: number, atEnd: boolean): number {
    if (r < 0) return r;
    const t = cand.transition;
    // A marker that begins with the quote closing the string counts: it stands where the string ends.
    if ((t.outsideString || t.outsideJson) && this.json.inString && !(this.json.closable && buf.charCodeAt(p) === Ch.Quote)) return FAIL;
    if (t.outsideJson && !this.json.inString && this.json.depth !== 0) return FAIL;
    if (t.follow) {
      const f = this.followed(t.follow, buf, r, atEnd);
      if (f < 0) return f;
    }
    if (t.restart && !this.unconfirmed(buf, p)) return FAIL;
    if (t.after !== undefined && !this.rightAfter(t.after, buf, p)) return FAIL;
    return r;
  }

  /** Copies the tried candidate's capture registers to the winner's. */
  protected keepCaptures(count: number): void {
    for (let i = 0; i < count; i++) {
      this.capFrom[i] = this.scratchFrom[i]!;
      this.capTo[i] = this.scratchTo[i]!;
    }
  }

  feed(text: string, tokenIds?: readonly number[]): void {
    if (tokenIds) {
      this.tokenMode = true;
      const table = this.idToTerminal;
      for (let i = 0; i < tokenIds.length; i++) {
        const id = tokenIds[i]!;
        const terminal = id >= 0 && id < table.length ? table[id]! - 1 : -1;
        if (terminal >= 0) {
          this.queueTerminal.push(terminal);
          this.queueText.push(this.idText.get(tokenIds[i]!)!);
          if (this.headCode < 0) this.headCode = this.queueText[this.queueHead]!.charCodeAt(0);
        }
      }
    }
    if (this.heldLength === 0 && this.heldText.length === 0) {
      // The usual token: nothing held, no marker can start in it. One search, one report.
      const n = text.length;
      if (this.headCode < 0 && this.textExit[this.state]! < 0 && this.next(text, 0) === n) {
        if (n === 0) return;
        if (this.quiet) this.passed(text, n);
        if (this.tracksJson[this.state] === 1) {
          // One short loop decides both the string state and what the sink may skip (`Sink.chars`).
          if (stringRunEnd(text, 0, n) === n) {
            this.json.followPlain();
            this.sink.chars(this.state, text, 0, n, true);
            return;
          }
          this.json.advance(text, 0, n);
        } else if (this.tracksJson[this.state] === 2) this.json.advanceDepth(text, 0, n);
        this.sink.chars(this.state, text, 0, n);
        return;
      }
      this.scan(text, false);
    } else this.scan(this.takeHeld(text), false);
  }

  /**
   * Text read before the first chunk as if the output began with it: a
   * marker the prompt began and the output completes. Call before `feed`;
   * the sink sees it in marker captures but the caller clips it from reports
   * (`PrefillSink`).
   */
  prefill(text: string): void {
    this.heldText = this.takeHeld("") + text;
  }

  /** Text held back undecided at the end of what was fed (not finished). */
  get pending(): string {
    return this.heldLength > 0 ? this.heldLiteral.slice(0, this.heldLength) : this.heldText;
  }

  finish(): void {
    const buf = this.takeHeld("");
    if (buf.length > 0) this.scan(buf, true);
  }

  private takeHeld(text: string): string {
    if (this.heldLength > 0) {
      const prefix = this.heldLiteral.slice(0, this.heldLength);
      this.heldLength = 0;
      return prefix + text;
    }
    if (this.heldText.length > 0) {
      const held = this.heldText;
      this.heldText = "";
      return held + text;
    }
    return text;
  }

  /** Brings the JSON string state up to (not including) position `to`. */
  protected trackJson(buf: string, to: number): void {
    if (this.tracked < to) {
      if (this.tracksJson[this.state] === 2) this.json.advanceDepth(buf, this.tracked, to);
      else this.json.advance(buf, this.tracked, to);
    }
    this.tracked = to;
  }

  /**
   * For a scan of the prompt: its text is the template's (a role header such as
   * `assistant\n`), not the model's first text, so states that last until the
   * first text stay where they are; only markers move the machine.
   */
  keepUntilText(): void {
    this.textExit.fill(-1);
  }

  /** A state that lasts until its first text meets it at `at`: what came before is reported, and the machine moves on. */
  private leaveAtText(buf: string, from: number, at: number): void {
    if (from < at) this.sink.chars(this.state, buf, from, at);
    this.entered = -1;
    const previous = this.state;
    this.state = this.textExit[previous]!;
    this.afterTransition(previous, at);
  }

  /** After a transition: the text of a new state starts outside any string. */
  protected afterTransition(previous: number, resume: number): void {
    if (this.state !== previous) {
      this.json.reset(this.startsInString[this.state] === 1);
    }
    this.tracked = resume;
  }

  /** Holds buf[p..] back for the next chunk. */
  protected holdText(buf: string, p: number): void {
    this.heldText = buf.slice(p);
  }

  /** Holds back a prefix of `literal` of `length` characters, without copying. */
  protected holdLiteral(literal: string, length: number): void {
    this.heldLiteral = literal;
    this.heldLength = length;
  }

  /** Whether a restart candidate at p may fire: reports the pending text, then asks the sink. */
  protected unconfirmed(buf: string, p: number): boolean {
    if (this.runFrom < p) {
      this.sink.chars(this.state, buf, this.runFrom, p);
      this.runFrom = p;
    }
    return this.sink.unconfirmedCall();
  }

  // ---- token ids --------------------------------------------------------

  /** Matches the announced special terminal at p: end, FAIL or MORE. */
  protected tryHead(buf: string, p: number, atEnd: boolean): number {
    return matchLiteral(this.queueText[this.queueHead]!, buf, p, atEnd);
  }

  /** Consumes the announced special terminal; returns it. */
  protected popHead(): number {
    const t = this.queueTerminal[this.queueHead++]!;
    if (this.queueHead === this.queueTerminal.length) {
      this.queueTerminal.length = 0;
      this.queueText.length = 0;
      this.queueHead = 0;
      this.headCode = -1;
    } else {
      this.headCode = this.queueText[this.queueHead]!.charCodeAt(0);
    }
    return t;
  }

  /** In token mode a special terminal with an id is not matched by its text. */
  protected idOnly(terminal: number): boolean {
    return this.tokenMode && this.hasId[terminal] === 1;
  }

  // ---- rare paths -------------------------------------------------------

  /** `when followed by`: 1 when confirmed, FAIL when not, MORE when undecided. */
  protected followed(follow: FollowIR, buf: string, from: number, atEnd: boolean): number {
    let q = from;
    while (q < buf.length && isSpace(buf.charCodeAt(q))) {
      q++;
      if (q - from > this.ir.policies.caps.lookahead) return FAIL;
    }
    if (q >= buf.length) return atEnd ? (follow.end ? 1 : FAIL) : MORE;
    let waiting = false;
    for (const t of follow.terminals) {
      for (const parts of this.tables.spellings[t]!) {
        const r = matchParts(parts, buf, q, atEnd, null, null);
        if (r >= 0) return 1;
        if (r === MORE) waiting = true;
      }
    }
    return waiting ? MORE : FAIL;
  }

  /** The encoding an `arg_start` into `target` uses, given the capture that may pick it. */
  protected encodingFor(target: number, buf: string, from: number, to: number): Encoding {
    const channel = this.ir.states[target]!.channel;
    const fallback = channel.encoding ?? "string";
    if (from < 0 || !channel.encodingCapture) return fallback;
    return channel.encodingCapture.map[buf.slice(from, to)] ?? fallback;
  }
}

/** Whether buf[from, to) is whitespace only. */
function onlySpace(buf: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpace(buf.charCodeAt(i))) return false;
  return true;
}
