/**
 * The argument readers' one vocabulary, in a leaf module (so that the readers
 * need not import each other): every reader of a call's arguments written as
 * one value (a JSON object or string, an envelope, a Python call, a JSON
 * block of any encoding) is an `ArgsReader`, and says two things apart:
 * `closed`, its closing brace, parenthesis or quote was read, and `malformed`,
 * its text stopped being well formed. A reader may close malformed (an
 * envelope whose arguments broke is still read to its closing brace), so
 * "closed and well formed" is `closed && !malformed`, said where it is asked.
 *
 * `ObjectReader` reads a JSON value of arguments (`JsonObjectStream` an object,
 * `EncodedArgs` a JSON string, feeding the object it holds to a reader it is
 * given; `jsonArgs` in `encoded-args.ts` picks one by the value's first
 * character); `CallReader` reads a call that holds its name too (an envelope,
 * a Python call). An `ArgsTranslator` is another role: it turns a dialect's
 * argument text (XML elements, text under a key) into JSON text for a reader.
 */
export interface ArgsReader {
  /** the closing brace (parenthesis, quote) was read, whether or not what it closed was well formed */
  readonly closed: boolean;
  /** the text stopped being well formed: what streamed stands, the rest is not read as arguments */
  readonly malformed: boolean;
  /**
   * Whether src[from, to) continues a string value as valid string text,
   * which then streams exactly as it is (`JsonObjectStream.continuesString`).
   */
  continuesString(src: string, from: number, to: number, plain: boolean): boolean;
  /** Reads src[from, to); returns where the value's text ends in it (`to` if it goes on). */
  push(src: string, from: number, to: number): number;
}

/** A JSON value of arguments as it streams. */
export interface ObjectReader extends ArgsReader {
  /**
   * Once malformed, where the text stopped being JSON, for a reader that finds
   * the end of the malformed value itself: the position in the chunk that
   * failed (-1: none), how many containers were open, and whether a string was.
   */
  readonly failAt: number;
  readonly openContainers: number;
  readonly failedInString: boolean;
  /** The argument text produced since the last take. */
  take(): string;
  /** What completes the object after the text already taken. */
  finish(): string;
  /** Hands the object on, still open: what closes its open values, and how it is left. */
  seal(): { text: string; continues: boolean | null };
}

/** A call written as one value that holds its name (and maybe its id) beside the arguments. */
export interface CallReader extends ArgsReader {
  /** The name, once, as soon as it is complete. */
  takeName(): string | null;
  /** The model-written id, once, as soon as it is complete. */
  takeId(): string | null;
  /** Argument text since the last take. */
  takeArgs(): string;
  /** What completes the arguments after the text already taken. */
  finishArgs(): string;
}

/** Translates a dialect's argument text into JSON text as it streams (XML elements, text under a key). */
export interface ArgsTranslator {
  push(src: string, from: number, to: number): string;
  /** what it still holds when the arguments end */
  finish(): string;
}
