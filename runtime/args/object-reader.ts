/**
 * What reads a JSON value of arguments as it streams, as the readers that
 * hold one see it: `JsonObjectStream` reads an object, and `EncodedArgs` a
 * JSON string, feeding the object a string holds to a reader it is given. A
 * leaf module, so that the two need not import each other; `jsonArgs`
 * (`encoded-args.ts`) picks one by the value's first character.
 */
export interface ObjectReader {
  /** the value's closing brace (or quote) was read */
  readonly done: boolean;
  /** the text is not a JSON object (what streamed stands) */
  readonly invalid: boolean;
  /**
   * Once invalid, where the text stopped being JSON, for a reader that finds
   * the end of the malformed value itself: the position in the chunk that
   * failed (-1: none), how many containers were open, and whether a string was.
   */
  readonly failAt: number;
  readonly openContainers: number;
  readonly failedInString: boolean;
  /**
   * Whether src[from, to) continues a string value as valid string text,
   * which then streams exactly as it is (`JsonObjectStream.continuesString`).
   */
  continuesString(src: string, from: number, to: number, plain: boolean): boolean;
  /** Reads src[from, to); returns where the object's text ends in it (`to` if it goes on). */
  push(src: string, from: number, to: number): number;
  /** The argument text produced since the last take. */
  take(): string;
  /** What completes the object after the text already taken. */
  finish(): string;
  /** Hands the object on, still open: what closes its open values, and how it is left. */
  seal(): { text: string; continues: boolean | null };
}
