/**
 * The head of a Python call in an array of calls (`[get_weather(city="Paris")]`):
 * a name, `(`, then `)` or a keyword and `=`. Prose reads like a name too
 * (`see f(x)`), so text between elements is taken for a call only once its
 * head is complete; until then it stays with the gap. Read one character at a
 * time, so the verdict falls on the same character however the text is cut.
 */
import { Ch, isNameChar, isNameStart, isSpace } from "../text/chars.js";

/** A verdict of `PythonCallHead.read`. */
export const enum Head {
  /** longer than any name or keyword: prose, and the character is not read */
  TooLong = -2,
  /** not a call's head: prose, and the character is not the head's */
  Prose = -1,
  Undecided = 0,
  /** a call's head, ending with this character */
  Call = 1,
}

const enum Phase {
  Name,
  /** after `(` */
  Open,
  Keyword,
  /** whitespace after the keyword */
  AfterKeyword,
}

/** A character of a call's name: dotted names are one name (`grocery.order`). */
function isCallNameChar(c: number): boolean {
  return isNameChar(c) || c === Ch.Dot;
}

export class PythonCallHead {
  /** where the head being read starts in the caller's text (-1: none) */
  start = -1;
  /** the name's length, once `(` ended it */
  nameLength = 0;
  private phase = Phase.Name;

  /** `maxLength`: the longest head read before it counts as prose (a name's cap) */
  constructor(private readonly maxLength: number) {}

  get reading(): boolean {
    return this.start >= 0;
  }

  /** A head begins at `start`, with a name's first character. */
  begin(start: number): void {
    this.start = start;
    this.phase = Phase.Name;
    this.nameLength = 0;
  }

  reset(): void {
    this.start = -1;
    this.phase = Phase.Name;
  }

  /** Reads `c`, the head's character at `offset` from its start. */
  read(c: number, offset: number): Head {
    if (offset >= this.maxLength) return Head.TooLong;
    switch (this.phase) {
      case Phase.Name:
        if (c === Ch.ParenL) {
          this.nameLength = offset;
          this.phase = Phase.Open;
        } else if (!isCallNameChar(c)) return Head.Prose;
        return Head.Undecided;
      case Phase.Open:
        if (c === Ch.ParenR) return Head.Call;
        if (isNameStart(c)) this.phase = Phase.Keyword;
        else if (!isSpace(c)) return Head.Prose;
        return Head.Undecided;
      case Phase.Keyword:
        if (c === Ch.Equals) return Head.Call;
        if (isSpace(c)) this.phase = Phase.AfterKeyword;
        else if (!isNameChar(c)) return Head.Prose;
        return Head.Undecided;
      case Phase.AfterKeyword:
        if (c === Ch.Equals) return Head.Call;
        return isSpace(c) ? Head.Undecided : Head.Prose;
    }
  }
}
