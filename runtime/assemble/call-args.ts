/**
 * One call's argument builders, as one object: the reader for each form its
 * arguments take (values one parameter at a time, a JSON object block with
 * the translator into JSON it needs, an envelope or Python call), and the
 * hand-off between them when a call's arguments come in two forms. The
 * readers are made by the request's `ArgReaders` (`arg-readers.ts`).
 */
import { Ch, isSpace } from "../text/chars.js";
import type { CapsIR, ChannelIR } from "../ir/ir.js";
import type { EnvelopeScanner } from "../args/envelope.js";
import { jsonArgs } from "../args/encoded-args.js";
import { JsonObjectStream, type SchemaLookup } from "../args/json-stream.js";
import type { ArgsReader, ArgsTranslator, ObjectReader } from "../args/args-reader.js";
import type { ParameterArgs } from "../args/parameter-args.js";
import type { PythonCallScanner } from "../args/python-call.js";
import { QuotedJsonTranslator } from "../args/quoted-json.js";
import { TextKeyTranslator } from "../args/text-key-args.js";
import { XmlArgsTranslator } from "../args/xml-args.js";

const NO_SCHEMA: SchemaLookup = () => null;

/**
 * A JSON object block of arguments in the encoding its state names: JSON,
 * or Gemma's token-quoted JSON, XML elements or text under a key, each
 * translated into JSON as it streams.
 */
export class JsonBlock implements ArgsReader {
  private json: ObjectReader;
  private readonly quoted: QuotedJsonTranslator | null = null;
  private readonly translator: ArgsTranslator | null = null;
  /**
   * The block's value has not begun (only whitespace so far): its first
   * character says whether it is a value at all, and for plain JSON picks the
   * reader (`jsonArgs`: a string of encoded arguments, or an object). A block
   * that continues an object, or is translated, has begun.
   */
  private opening: boolean;
  /**
   * The block's text began with no value's opener: it is no JSON value at all (prose a model wrote
   * where its arguments belong). The object ends before it, empty, and the text is the caller's to give
   * back, as text after an object is.
   */
  private notJson = false;

  /**
   * `schemaOf`: the tool's parameter schemas (null without tools); `continues`: how the builder before it
   * left the object (`CallArgs.continues`).
   */
  constructor(
    channel: ChannelIR,
    private readonly schemaOf: SchemaLookup | null,
    private readonly caps: CapsIR,
    continues: boolean | null,
  ) {
    this.json = new JsonObjectStream(schemaOf, caps, continues);
    const { quote, xml, textKey } = channel;
    if (textKey !== undefined) this.translator = new TextKeyTranslator(textKey, caps.held);
    else if (xml !== undefined) this.translator = new XmlArgsTranslator(xml, schemaOf ?? NO_SCHEMA, caps.depth);
    else if (quote !== undefined) this.quoted = new QuotedJsonTranslator(quote, caps.name);
    this.opening = continues === null && this.translator === null;
  }

  /** Whether src[from, to) is plain text inside a string value: the argument text as it stands (`JsonObjectStream.continuesString`). */
  continuesString(src: string, from: number, to: number, plain: boolean): boolean {
    return this.quoted === null && this.translator === null && this.json.continuesString(src, from, to, plain);
  }

  /** Whether the object has closed (a translated block says so only for token-quoted JSON). */
  get closed(): boolean {
    if (this.notJson) return true;
    return this.quoted !== null ? this.quoted.closed : this.translator === null && this.json.closed;
  }

  /** No JSON value at all, or JSON that stopped being well formed. */
  get malformed(): boolean {
    return this.notJson || this.json.malformed;
  }

  /** Reads src[from, to); returns where the object's text ends in it (`to` if it goes on). */
  push(src: string, from: number, to: number): number {
    if (this.translator !== null) {
      const json = this.translator.push(src, from, to);
      this.json.push(json, 0, json.length);
      return to;
    }
    if (this.notJson) return from;
    if (this.opening) {
      let p = from;
      while (p < to && isSpace(src.charCodeAt(p))) p++;
      if (p === to) return to;
      this.opening = false;
      // A JSON block opens with `{` or a string of encoded arguments; a token-quoted one with `{`, or `(`
      // where the model wrote keyword arguments. Anything else is no JSON value.
      const first = src.charCodeAt(p);
      const opens = this.quoted !== null ? first === Ch.BraceL || first === Ch.ParenL : first === Ch.BraceL || first === Ch.Quote;
      if (!opens) {
        this.notJson = true;
        return p;
      }
      if (first === Ch.Quote) this.json = jsonArgs(Ch.Quote, this.schemaOf, this.caps);
      from = p;
    }
    if (this.quoted !== null) {
      const json = this.quoted.push(src, from, to);
      this.json.push(json, 0, json.length);
      return this.quoted.end;
    }
    return this.json.push(src, from, to);
  }

  /** The argument text produced since the last take. */
  take(): string {
    return this.json.take();
  }

  /** What a translator still holds when the block's text ends, pushed through. */
  private drain(): void {
    const rest = this.quoted !== null ? this.quoted.finish() : this.translator !== null ? this.translator.finish() : "";
    this.json.push(rest, 0, rest.length);
  }

  /** Hands the object on, still open: what closes the block's open values, and how it is left. */
  seal(): { text: string; continues: boolean | null } {
    this.drain();
    return this.json.seal();
  }

  /** The rest of the arguments, closed. */
  closeHeld(): string {
    this.drain();
    return this.json.take() + this.json.finish();
  }

  /** What completes the arguments after the text already taken. */
  close(): string {
    this.drain();
    return this.json.finish();
  }
}

export class CallArgs {
  // Each builder is created by the first text in its form. When the
  // arguments come in two forms, one builder hands the object on to the
  // next: `continues` is how it was left (null: not written; false: open,
  // no member; true: open, with members).
  continues: boolean | null = null;
  /** values one parameter at a time */
  params: ParameterArgs | null = null;
  /** a JSON object block */
  block: JsonBlock | null = null;
  /** an element of an array of calls, or a single envelope */
  envelope: EnvelopeScanner | PythonCallScanner | null = null;

  /** Hands the object on from the JSON block; returns what closes the block's open values. */
  sealJson(): string {
    const { text, continues } = this.block!.seal();
    this.block = null;
    this.continues = continues;
    return text;
  }

  /** Hands the object on from the parameter values of tool `name`; returns what ends the open value. */
  sealParams(name: string): string {
    const { text, continues } = this.params!.seal(name);
    this.params = null;
    this.continues = continues;
    return text;
  }

  /** The rest of the arguments, closed, of a call that had not surfaced: its tool is still to be found from them. */
  closeHeld(): string {
    if (this.block !== null) return this.block.closeHeld();
    if (this.params !== null) return this.params.close();
    return "";
  }

  /**
   * Whether the arguments written as one object were finished: the JSON block's object closed, or the
   * envelope's closing brace read. Parameter values say it by their state (an open value is unfinished).
   */
  get finished(): boolean {
    if (this.block !== null) return this.block.closed;
    if (this.envelope !== null) return this.envelope.closed;
    return true;
  }

  /** What completes the arguments of a call that surfaced, when it ends. */
  close(): string {
    if (this.block !== null) return this.block.close();
    if (this.envelope) return this.envelope.finishArgs();
    if (this.params !== null) return this.params.close();
    return this.continues === null ? "{}" : "}";
  }
}
