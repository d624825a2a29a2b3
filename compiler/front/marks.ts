/**
 * Marks and drift: a terminal's spellings as written — groups of respellings
 * (`( "｜" | "|" )`), marks used by name, pieces a model may leave out (`?`) or
 * write twice (`+`) — expanded into the plain spellings the checks and the
 * lowering read.
 *
 * Each spelling as written gives first itself (every group and mark at its
 * first choice, nothing left out or doubled: what templates write, and so what
 * `render` writes), then one spelling per drift: one piece left out, one
 * doubled, or one group or mark respelled. Never two drifts at once: a model
 * drops or doubles one tag of a marker, and drifts that compound (no key
 * closer *and* no value opener) would read prose as a marker. The count stays
 * linear in the drifts written. A mark used several times in one spelling
 * takes the same choice at each use: a model that writes the bars in ASCII
 * writes all of them so (DSML's `</|DSML|invoke></|DSML|function_calls>`).
 */
import type { Diagnostics, Span } from "./diagnostics.js";
import type { MarkDecl, PartDecl, PieceDecl, TerminalDecl, TerminalSource } from "./ast.js";

/** More spellings than this from one terminal is a grammar mistake, not drift. */
export const MAX_SPELLINGS = 256;

/** A mark's choice for one whole spelling: its first spelling (0), another (k), left out, or written twice. */
type MarkChoice = number | "omit" | "twice";

interface Expansion {
  parts: PartDecl[];
  /** drifts spent: 0 for the spelling as written, 1 for one drift */
  drifts: number;
}

export function expandTerminal(t: TerminalSource, marks: Map<string, MarkDecl>, d: Diagnostics): TerminalDecl {
  const expander = new Expander(marks, d);
  const variants: PartDecl[][] = [];
  for (const spelling of t.spellings) {
    for (const parts of expander.spelling(spelling)) {
      if (parts.length === 0) d.error(t.name.span, `a spelling of terminal '${t.name.text}' is empty once a piece is left out`, "invalid-mark");
      else if (!variants.some((v) => sameParts(v, parts))) variants.push(parts);
    }
  }
  if (variants.length > MAX_SPELLINGS) {
    d.error(t.name.span, `terminal '${t.name.text}' has ${variants.length} spellings with its drifts; at most ${MAX_SPELLINGS}`, "too-large");
  }
  return { name: t.name, special: t.special, variants };
}

class Expander {
  constructor(
    private readonly marks: Map<string, MarkDecl>,
    private readonly d: Diagnostics,
  ) {}

  /** Every plain spelling of one spelling as written: itself, then each single drift. */
  spelling(pieces: PieceDecl[]): PartDecl[][] {
    const used = new Map<string, { mark: MarkDecl; omit: boolean; twice: boolean }>();
    if (!this.collectMarks(pieces, used, [])) return [];
    const out: PartDecl[][] = [];
    const canonical = new Map<string, MarkChoice>([...used.keys()].map((name) => [name, 0]));
    for (const e of this.sequence(pieces, 1, canonical)) out.push(normalise(e.parts));
    // Each respelling of a mark, taken at every use of it in the spelling.
    for (const [name, use] of used) {
      const choices: MarkChoice[] = use.mark.spellings.map((_, k) => k).slice(1);
      if (use.omit) choices.push("omit");
      if (use.twice) choices.push("twice");
      for (const choice of choices) {
        const bound = new Map(canonical).set(name, choice);
        for (const e of this.sequence(pieces, 0, bound)) out.push(normalise(e.parts));
      }
    }
    return out;
  }

  /** The marks a spelling uses (through groups and other marks), with whether any use may drop or double it. */
  private collectMarks(pieces: PieceDecl[], used: Map<string, { mark: MarkDecl; omit: boolean; twice: boolean }>, path: string[]): boolean {
    for (const p of pieces) {
      if ("group" in p) {
        for (const alt of p.group) if (!this.collectMarks(alt, used, path)) return false;
        continue;
      }
      if (!("mark" in p)) continue;
      const mark = this.marks.get(p.mark.text);
      if (!mark) {
        // A lower-case name was more likely meant as a capture than a mark.
        const hint = /[a-z]/.test(p.mark.text) ? ` (a capture is written ${p.mark.text}:CLASS)` : "";
        this.d.error(p.mark.span, `unknown mark '${p.mark.text}'${hint}`, "undefined-mark");
        return false;
      }
      if (path.includes(p.mark.text)) {
        this.d.error(p.mark.span, `mark '${p.mark.text}' uses itself (${[...path, p.mark.text].join(" -> ")})`, "invalid-mark");
        return false;
      }
      const seen = used.get(p.mark.text) ?? { mark, omit: false, twice: false };
      seen.omit ||= p.drift?.omit ?? false;
      seen.twice ||= p.drift?.twice ?? false;
      used.set(p.mark.text, seen);
      for (const alt of mark.spellings) if (!this.collectMarks(alt, used, [...path, p.mark.text])) return false;
    }
    return true;
  }

  /** A sequence's expansions spending at most `budget` drifts, the one spending none first. */
  private sequence(pieces: PieceDecl[], budget: number, bound: Map<string, MarkChoice>): Expansion[] {
    let acc: Expansion[] = [{ parts: [], drifts: 0 }];
    for (const piece of pieces) {
      const options = this.piece(piece, budget, bound);
      const next: Expansion[] = [];
      // Options outermost, and a stable sort: the drifts come out in source order.
      for (const o of options) {
        for (const a of acc) if (a.drifts + o.drifts <= budget) next.push({ parts: [...a.parts, ...o.parts], drifts: a.drifts + o.drifts });
      }
      acc = next.sort((x, y) => x.drifts - y.drifts);
    }
    return acc;
  }

  private piece(piece: PieceDecl, budget: number, bound: Map<string, MarkChoice>): Expansion[] {
    if ("mark" in piece) {
      const mark = this.marks.get(piece.mark.text)!;
      const choice = bound.get(piece.mark.text) ?? 0;
      if (choice === "omit") return piece.drift?.omit ? [{ parts: [], drifts: 0 }] : this.sequence(mark.spellings[0]!, budget, bound);
      if (choice === "twice" && !piece.drift?.twice) return this.sequence(mark.spellings[0]!, budget, bound);
      const spelling = choice === "twice" ? mark.spellings[0]! : mark.spellings[choice]!;
      const once = this.sequence(spelling, choice === 0 ? budget : 0, bound);
      if (choice !== "twice") return once;
      const first = once[0]!.parts;
      return [{ parts: [...first, wsAt(piece.mark.span), ...first], drifts: 0 }];
    }
    const base: Expansion[] = "group" in piece ? this.group(piece.group, budget, bound) : [{ parts: [withoutDrift(piece)], drifts: 0 }];
    const drift = piece.drift;
    if (!drift || budget < 1) return base;
    const spelled = base[0]!.parts;
    const out = [...base];
    if (drift.omit) out.push({ parts: [], drifts: 1 });
    if (drift.twice) out.push({ parts: [...spelled, wsAt(drift.span), ...spelled], drifts: 1 });
    return out;
  }

  /** A group: its first spelling (with any drift inside it), then each other spelling as one drift. */
  private group(alternatives: PieceDecl[][], budget: number, bound: Map<string, MarkChoice>): Expansion[] {
    const out = this.sequence(alternatives[0]!, budget, bound);
    if (budget < 1) return out;
    for (const alt of alternatives.slice(1)) for (const e of this.sequence(alt, 0, bound)) out.push({ parts: e.parts, drifts: 1 });
    return out;
  }
}

function withoutDrift(piece: PieceDecl): PartDecl {
  const { drift: _drift, ...part } = piece as PartDecl & { drift?: unknown };
  return part;
}

/** The whitespace a model may put between a tag and its double. */
function wsAt(span: Span): PartDecl {
  return { ws: span };
}

/** Adjacent literals read as one; adjacent whitespace as one (the first that says what render writes). */
function normalise(parts: PartDecl[]): PartDecl[] {
  const out: PartDecl[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (last && "lit" in last && "lit" in p) out[out.length - 1] = { lit: last.lit + p.lit, span: last.span };
    else if (last && "ws" in last && "ws" in p) out[out.length - 1] = last.written ? last : p.written ? { ws: last.ws, written: p.written } : last;
    else out.push(p);
  }
  return out;
}

function sameParts(a: PartDecl[], b: PartDecl[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((p, i) => {
    const q = b[i]!;
    if ("lit" in p) return "lit" in q && p.lit === q.lit;
    if ("ws" in p) return "ws" in q && p.written?.text === q.written?.text;
    return "capture" in q && p.capture.text === q.capture.text && p.className.text === q.className.text && p.written?.text === q.written?.text;
  });
}

/** Drift only fits a literal, a group or a mark: `ws` may already be empty, and a capture is not markup. */
export function checkDriftPieces(pieces: PieceDecl[], d: Diagnostics): void {
  pieces.forEach((p, i) => {
    const before = pieces[i - 1];
    // Checked as written: a piece left out may bring two \`ws\` together, which then read as one.
    if ("ws" in p && before && "ws" in before) d.error(p.ws, `'ws' twice in a row`, "invalid-terminal");
    if ("group" in p) for (const alt of p.group) checkDriftPieces(alt, d);
    if (!p.drift) return;
    if ("ws" in p) d.error(p.drift.span, `'ws' may already be empty; it cannot be left out or doubled`, "invalid-mark");
    else if ("capture" in p) d.error(p.drift.span, `capture '${p.capture.text}' cannot be left out or doubled: only a literal, a group or a mark can`, "invalid-mark");
  });
}
