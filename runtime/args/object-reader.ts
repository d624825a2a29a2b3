/**
 * What reads a JSON object of arguments as it streams, as the readers that
 * hold one see it: `JsonObjectStream` is one, and `EncodedArgs` feeds the
 * object a JSON string holds to one it is given. A leaf module, so that the
 * two need not import each other.
 */
export interface ObjectReader {
  /** the object's closing brace was read */
  readonly done: boolean;
  /** the text is not a JSON object (what streamed stands) */
  readonly invalid: boolean;
  /** Reads src[from, to); returns where the object's text ends in it (`to` if it goes on). */
  push(src: string, from: number, to: number): number;
  /** The argument text produced since the last take. */
  take(): string;
  /** What completes the object after the text already taken. */
  finish(): string;
  /** Hands the object on, still open: what closes its open values, and how it is left. */
  seal(): { text: string; continues: boolean | null };
}
