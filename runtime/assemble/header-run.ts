/**
 * Text of a `discard` state outside any call: the role name and layout of a
 * message header (Harmony's `assistant` after `<|start|>`), or prose a model
 * wrote where the grammar expected a header. Only structure may be dropped,
 * so the text is held as a run and decided by what ends it:
 *
 *   - whitespace alone is layout, always dropped;
 *   - one word (no whitespace inside, at most `HEADER_WORD_MAX` characters)
 *     followed by a marker that leaves the state is the header's name:
 *     dropped;
 *   - so is a word the end of the stream cuts after a marker (a header cut
 *     short); a word with no marker before it is the whole answer;
 *   - anything else — a second word, a longer word, a run ended by an
 *     absorbed marker — is given back whole, in
 *     place, as the state's stray text (content unless the grammar says
 *     otherwise); once a run is known not to be a header word, the rest of it
 *     goes straight out too.
 *
 * The decision falls on a character (the second word's first, the word's
 * 65th), never on a chunk boundary, so any chunking reads alike.
 */
import { isSpace } from "../text/chars.js";

/** The longest run a header word may be: role names and channel words are short. */
export const HEADER_WORD_MAX = 64;

export class HeaderRun {
  private held = "";
  /** non-whitespace characters held */
  private word = 0;
  /** the held run ended a word (whitespace after non-whitespace) */
  private gap = false;
  /** the run is known not to be a header word: its text goes straight out */
  private stray = false;

  /**
   * Reads `src[from, to)`; returns the text to give back now ("" when all of
   * it is held or was layout).
   */
  read(src: string, from: number, to: number): string {
    if (this.stray) return src.slice(from, to);
    for (let i = from; i < to; i++) {
      if (isSpace(src.charCodeAt(i))) {
        if (this.word > 0) this.gap = true;
        continue;
      }
      if (this.gap || this.word === HEADER_WORD_MAX) return this.giveBack(src, from, to);
      this.word++;
    }
    // Held text is bounded: layout alone past the cap is dropped (it is layout whatever follows); past
    // it after a word, the run is no header.
    if (this.held.length + (to - from) > 2 * HEADER_WORD_MAX) {
      if (this.word > 0) return this.giveBack(src, from, to);
      this.held = "";
      return "";
    }
    this.held += src.slice(from, to);
    return "";
  }

  private giveBack(src: string, from: number, to: number): string {
    this.stray = true;
    const out = this.held + src.slice(from, to);
    this.held = "";
    return out;
  }

  /**
   * A marker ends the run: one that leaves the state (`leaves`) makes a
   * held word the header's name; any other (absorbed) gives it back. Returns
   * the text to give back ("" for layout or a dropped word).
   */
  end(leaves: boolean): string {
    const out = this.word > 0 && !leaves ? this.held : "";
    this.held = "";
    this.word = 0;
    this.gap = false;
    this.stray = false;
    return out;
  }

  /** Whether text is held undecided (the assembler asks only then). */
  get open(): boolean {
    return this.held !== "" || this.stray;
  }
}
