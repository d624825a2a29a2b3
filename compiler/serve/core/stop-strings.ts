/**
 * Stop strings applied to a stream on the gateway's side: the template's end
 * of turn and the caller's `stop`. An upstream that already stops there
 * loses nothing; one that passes them on (special tokens kept, stop ignored)
 * is cut at the first, and the text after never reaches the parser. A piece
 * that ends with the start of a stop string is held back until the next
 * piece says whether it completes one.
 */
export class StopStrings {
  private held = "";
  /** set once a stop string was seen: nothing more passes */
  stopped = false;
  /** the stop string that cut the stream (the earliest in it), once one did */
  hit: string | null = null;

  constructor(private readonly stops: readonly string[]) {}

  /** The text that may pass now. */
  push(piece: string): string {
    if (this.stopped) return "";
    if (this.stops.length === 0) return piece;
    const text = this.held + piece;
    let cut = -1;
    for (const s of this.stops) {
      const at = text.indexOf(s);
      if (at >= 0 && (cut < 0 || at < cut)) [cut, this.hit] = [at, s];
    }
    if (cut >= 0) {
      this.stopped = true;
      this.held = "";
      return text.slice(0, cut);
    }
    // Hold back the longest tail that some stop string starts with.
    let keep = 0;
    for (const s of this.stops) {
      for (let n = Math.min(s.length - 1, text.length); n > keep; n--) {
        if (text.endsWith(s.slice(0, n))) {
          keep = n;
          break;
        }
      }
    }
    this.held = text.slice(text.length - keep);
    return text.slice(0, text.length - keep);
  }

  /** What was held back when the stream ends without completing a stop string. */
  flush(): string {
    const out = this.held;
    this.held = "";
    return out;
  }
}
