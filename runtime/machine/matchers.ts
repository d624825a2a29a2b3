/**
 * The pure matchers both engines compare markers with: a literal, optional
 * whitespace, a capture, a whole spelling. Each answers a position (where the
 * match ends), FAIL, or MORE when the buffer ends before it is decided.
 * Generated machines call them in the same order the interpreter's
 * `matchParts` does, so the two decide alike.
 */
import { isSpace } from "../text/chars.js";
import { isCapture, isWhitespace, type Part } from "../ir/ir.js";

export const FAIL = -1;
export const MORE = -2;

/** The first position in [p, limit) holding `head`, else `limit`. */
export function nextOrHead(buf: string, p: number, limit: number, head: number): number {
  for (; p < limit; p++) if (buf.charCodeAt(p) === head) return p;
  return limit;
}

/** Compares a literal at p: end, FAIL, or MORE when the buffer ends inside it. */
export function matchLiteral(lit: string, buf: string, p: number, atEnd: boolean): number {
  for (let i = 0; i < lit.length; i++) {
    if (p + i >= buf.length) return atEnd ? FAIL : MORE;
    if (buf.charCodeAt(p + i) !== lit.charCodeAt(i)) return FAIL;
  }
  return p + lit.length;
}

/**
 * Optional whitespace at q, up to `max` characters: its end, or MORE when
 * the buffer ends inside it. It is read greedily, ending at the first other
 * character, so whitespace that ends a spelling waits for that character
 * (or the end).
 */
export function matchSpace(buf: string, q: number, atEnd: boolean, max: number): number {
  for (const start = q; ;) {
    if (q >= buf.length) return atEnd ? q : MORE;
    if (!isSpace(buf.charCodeAt(q))) return q;
    if (++q - start > max) return FAIL;
  }
}

/**
 * A capture at q: it runs to `stop` (the first character of the literal
 * after it, or -1) or, when `spaceStops`, to whitespace; it must be
 * non-empty, at most `max` characters and free of `exclude`. Its end, FAIL,
 * or MORE when the buffer ends first.
 */
export function matchCapture(buf: string, q: number, atEnd: boolean, stop: number, spaceStops: boolean, exclude: string, max: number): number {
  for (const start = q; ;) {
    if (q >= buf.length) return atEnd ? FAIL : MORE;
    const c = buf.charCodeAt(q);
    if (c === stop || (spaceStops && isSpace(c))) return q === start ? FAIL : q;
    for (let e = 0; e < exclude.length; e++) if (exclude.charCodeAt(e) === c) return FAIL;
    if (++q - start > max) return FAIL;
  }
}

/** Whether whitespace ends the capture at parts[k] (optional whitespace follows it). */
export function spaceEndsCapture(parts: readonly Part[], k: number): boolean {
  const next = parts[k + 1];
  return next !== undefined && isWhitespace(next);
}

/** Where the capture at parts[k] stops: the first character of the literal after it (past optional whitespace), or -1. */
export function captureStop(parts: readonly Part[], k: number): number {
  const after = parts[spaceEndsCapture(parts, k) ? k + 2 : k + 1];
  return after && "lit" in after ? after.lit.charCodeAt(0) : -1;
}

/**
 * Matches a spelling at p, part by part (`matchLiteral`, `matchSpace`,
 * `matchCapture`, which generated matchers call in the same order).
 * Records capture ranges when given arrays.
 */
export function matchParts(parts: readonly Part[], buf: string, p: number, atEnd: boolean, capFrom: number[] | null, capTo: number[] | null): number {
  let q = p;
  let capIndex = 0;
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    if (isWhitespace(part)) q = matchSpace(buf, q, atEnd, part.ws);
    else if (!isCapture(part)) q = matchLiteral(part.lit, buf, q, atEnd);
    else {
      const start = q;
      q = matchCapture(buf, q, atEnd, captureStop(parts, k), spaceEndsCapture(parts, k), part.exclude, part.max);
      if (q >= 0 && capFrom && capTo) {
        capFrom[capIndex] = start;
        capTo[capIndex] = q;
      }
      capIndex++;
    }
    if (q < 0) return q;
  }
  return q;
}
