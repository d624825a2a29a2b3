/**
 * The turn header a model writes itself. A prompt that ends between turns (a template that writes no
 * generation prompt, or a client that asked for none) leaves the turn's opener to the model, which writes
 * `<|im_start|>assistant\n` (or `<|start_header_id|>assistant<|end_header_id|>\n\n`) before its answer.
 * That header is the template's text, as it is when the prompt writes it: read as output, the role's
 * name would be the answer's first word and the opener a stray marker in the content.
 *
 * Whether a marker opens a role header is the prompt's evidence, not a list: a turn marker that the
 * prompt writes at least once and always followed by a role's name and a line break or another turn
 * marker (ChatML's `<|im_start|>user\n`, Llama 3's `<|start_header_id|>system<|end_header_id|>`). A
 * marker that is the role itself (`<｜Assistant｜>`) is followed by the message's text, so it opens no
 * header, and text after it is never taken for a role.
 *
 * The header is only looked for where the prompt's current turn is blank (it ends between turns) and
 * only at the output's start: whitespace, one such opener, a role name, then a line break (dropped) or
 * a turn marker (dropped, with the line breaks after it). Anything else is the answer, and reaches the
 * machine whole. Until it is decided the output is held, at most `LIMIT` characters; the decision
 * depends on the text alone, never on how it was chunked.
 */
import type { DialectIR } from "../ir/ir.js";
import { Ch, isNameChar, isNameStart, isSpace } from "../text/chars.js";
import { boundaryTexts, currentTurn } from "./prompt.js";

/** Characters held at most while a header is undecided (whitespace, two markers and a role name fit). */
const LIMIT = 256;
/** The longest role name read. */
const ROLE_MAX = 32;
/** The scan needs more text to decide. */
const MORE = -1;
/** Nothing of the kind starts here. */
const NONE = -2;

/** What the turn header leaves of the output: the text (and ids) for the machine, or null while undecided. */
export interface HeaderPass {
  text: string;
  ids: readonly number[] | undefined;
}

/** Holds the output's start until it is known whether it is a turn header the model wrote, and drops it if so. */
export class TurnHeader {
  private held = "";
  private heldIds: number[] | undefined;

  private constructor(
    /** turn markers that open a role header in this prompt */
    private readonly openers: readonly string[],
    /** all the dialect's turn markers (one may close the header, Llama 3's `<|end_header_id|>`) */
    private readonly markers: readonly string[],
    private readonly vocab: Record<string, number> | undefined,
  ) {}

  /** A header watch for a turn started after `prompt`, or null where the prompt opens the turn itself or shows no role header. */
  static after(ir: DialectIR, prompt: string, vocab?: Record<string, number>): TurnHeader | null {
    const turn = currentTurn(ir, prompt);
    // A turn the prompt opened (a role line, a prefill), or a prompt with no turn boundary at all: nothing to watch for.
    if (turn.trim() !== "" || turn.length === prompt.length) return null;
    const markers = boundaryTexts(ir);
    const openers = markers.filter((m) => opensRoleHeaders(prompt, m, markers));
    return openers.length ? new TurnHeader(openers, markers, vocab) : null;
  }

  /** Takes a piece of output: what reaches the machine now, or null while the header is undecided. */
  take(text: string, ids: readonly number[] | undefined): HeaderPass | null {
    this.held += text;
    if (ids) (this.heldIds ??= []).push(...ids);
    const end = this.headerEnd(false);
    return end === MORE ? null : this.pass(end);
  }

  /** The stream ended: what was held reaches the machine, less a header it completed. */
  finish(): HeaderPass {
    return this.pass(this.headerEnd(true));
  }

  private pass(end: number): HeaderPass {
    let ids = this.heldIds;
    if (end > 0 && ids && this.vocab) {
      const kept = this.idsWithout(ids, this.held.slice(0, end));
      // A marker spelled in text without its token is prose (law 6): no header then.
      if (kept === null) end = 0;
      else ids = kept;
    }
    return { text: this.held.slice(end), ids };
  }

  /** The ids less those of the markers in `header`, in order; null where one of them is not among the ids. */
  private idsWithout(ids: readonly number[], header: string): number[] | null {
    const out = [...ids];
    let from = 0;
    for (let p = 0; p < header.length;) {
      const m = this.markers.find((x) => header.startsWith(x, p));
      if (m === undefined) {
        p++;
        continue;
      }
      p += m.length;
      const id = this.vocab![m];
      if (id === undefined) continue;
      const at = out.indexOf(id, from);
      if (at < 0) return null;
      out.splice(at, 1);
      from = at;
    }
    return out;
  }

  /** Where the header in the held text ends (0: none), or MORE. */
  private headerEnd(atEnd: boolean): number {
    const s = this.held.length > LIMIT ? this.held.slice(0, LIMIT) : this.held;
    const end = scanHeader(s, this.openers, this.markers, atEnd);
    if (end !== MORE) return end;
    return this.held.length >= LIMIT ? 0 : MORE;
  }
}

/** Whether `marker` occurs in the prompt, each time followed by a role's name and a line break or a turn marker. */
function opensRoleHeaders(prompt: string, marker: string, markers: readonly string[]): boolean {
  let seen = false;
  for (let at = prompt.indexOf(marker); at >= 0; at = prompt.indexOf(marker, at + marker.length)) {
    const end = roleEnd(prompt, at + marker.length, true);
    if (end < 0 || !(prompt.startsWith("\n", end) || prompt.startsWith("\r\n", end) || markers.some((m) => prompt.startsWith(m, end)))) return false;
    seen = true;
  }
  return seen;
}

/** A role name's character: a name's, or `-`. */
function isRoleChar(c: number): boolean {
  return isNameChar(c) || c === Ch.Minus;
}

/** The end of a role name at `p` (up to ROLE_MAX characters), NONE where none starts there, or MORE where the text ends inside one. */
function roleEnd(s: string, p: number, atEnd: boolean): number {
  if (p >= s.length) return atEnd ? NONE : MORE;
  if (!isNameStart(s.charCodeAt(p))) return NONE;
  let q = p + 1;
  while (q < s.length && q - p <= ROLE_MAX && isRoleChar(s.charCodeAt(q))) q++;
  if (q - p > ROLE_MAX) return NONE;
  return q === s.length && !atEnd ? MORE : q;
}

/** The end of the marker among `markers` at `p`, NONE where none starts there, MORE where the text ends inside one. */
function markerAt(s: string, p: number, markers: readonly string[], atEnd: boolean): number {
  let partial = false;
  for (const m of markers) {
    if (s.startsWith(m, p)) return p + m.length;
    if (!atEnd && s.length - p < m.length && m.startsWith(s.slice(p))) partial = true;
  }
  return partial ? MORE : NONE;
}

function isLineBreak(c: number): boolean {
  return c === Ch.Newline || c === Ch.Return;
}

/**
 * The end of a model-written turn header at the start of `s` (0: none), or MORE where `s` ends before it
 * is decided. At the stream's end an opener and a role name are a header, whatever follows them.
 */
export function scanHeader(s: string, openers: readonly string[], markers: readonly string[], atEnd: boolean): number {
  let p = 0;
  while (p < s.length && isSpace(s.charCodeAt(p))) p++;
  if (p === s.length) return atEnd ? 0 : MORE;
  const opened = markerAt(s, p, openers, atEnd);
  if (opened < 0) return opened === MORE ? MORE : 0;
  const role = roleEnd(s, opened, atEnd);
  if (role < 0) return role === MORE ? MORE : 0;
  if (role === s.length) return role;
  if (s.charCodeAt(role) === Ch.Newline) return role + 1;
  if (s.charCodeAt(role) === Ch.Return) {
    if (role + 1 === s.length) return atEnd ? role + 1 : MORE;
    return s.charCodeAt(role + 1) === Ch.Newline ? role + 2 : 0;
  }
  const closed = markerAt(s, role, markers, atEnd);
  if (closed < 0) return closed === MORE ? MORE : 0;
  let q = closed;
  while (q < s.length && isLineBreak(s.charCodeAt(q))) q++;
  return q === s.length && !atEnd ? MORE : q;
}
