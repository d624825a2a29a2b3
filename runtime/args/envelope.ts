/**
 * Reads a JSON envelope such as Hermes' `{"name": "f", "arguments": {...}}`
 * as it streams: the name is released the moment its string closes, and the
 * arguments object is passed through `JsonObjectStream` verbatim, so it
 * streams too. Other top-level keys are skipped, except a key the named tool
 * declares as a parameter, written beside the name with no arguments key
 * before it (`{"name": "click", "point": [1, 2]}`, as models drift into): those
 * keys are the arguments, streamed into one object (`FlatValue`). Key names come from the
 * dialect (`envelope(name = "name", arguments = "arguments" | "parameters")`),
 * or the name is the one key (`envelope(name_as_key)`: `{"get_weather": {...}}`);
 * the keys models drift into (`"args"`, `"input"`, `DRIFTED_ARGS_KEYS`) hold arguments too, and
 * those they drift into for the name (`"tool"`, `DRIFTED_NAME_KEYS`) the name. The call may also
 * sit one object down, as OpenAI's tool_call object holds it (`{"type": "function", "function":
 * {"name": …, "arguments": …}}`, `CALL_WRAPPER_KEYS`, or the dialect's `wrapper` keys), or its name be fused into a key
 * (`{"function=webfetch", "arguments": {…}}`).
 *
 * An envelope opened with a doubled brace (`{{"name": …}}}`, a template's `str.format` escape leaking into
 * what a model writes) is read as if written once; it closes at `}}`, or at one `}` and anything else.
 *
 * An arguments value given as a JSON string holding an object (some models
 * double-encode) is that object, decoded as it streams; a string holding
 * anything else stays that JSON string (`jsonArgs` in `encoded-args.ts` picks the reader,
 * as for every JSON-argument state). Anything malformed stops the reading ("invalid");
 * what was released stands, and the caller repairs arguments. The scan then
 * follows brackets and strings to the brace that closes the envelope
 * (`closed`), so the text after it is read as usual: the next element of an
 * array of calls, or prose after the call.
 * So does a key or name longer than the `name` cap, or an arguments string
 * longer than the `held` cap.
 */
import { Ch, isSpace } from "../text/chars.js";
import { JsonStringState, stringRunEnd } from "../text/json-text.js";
import type { SchemaLookup } from "./json-stream.js";
import { jsonArgs } from "./encoded-args.js";
import type { CallReader, ObjectReader } from "./args-reader.js";
import { CALL_WRAPPER_KEYS, DEFAULT_CAPS, DRIFTED_ARGS_KEYS, DRIFTED_NAME_KEYS, type CapsIR } from "../ir/ir.js";

const enum Mode {
  Before,
  KeyOrEnd,
  Key,
  KeyString,
  Colon,
  Value,
  NameString,
  Args,
  Skip,
  AfterValue,
  Done,
  Invalid,
  /** malformed: reading on to the brace that closes the envelope, so that what follows it is read again */
  Unwind,
  /** a malformed envelope whose closing brace was found */
  Abandoned,
  /** the value of a parameter written beside the name, passed on to the arguments object */
  FlatValue,
  /** an envelope opened with a doubled brace has closed once: its second `}` is looked for */
  DoubleClose,
}

/** Keys beside an envelope's name that describe the call rather than pass it a value: never flat arguments. */
const META_KEYS: readonly string[] = ["type", "id", "index", "call_id", "tool_call_id"];

export class EnvelopeScanner implements CallReader {
  private mode = Mode.Before;
  private key = "";
  private raw = "";
  private escaped = false;
  /** nesting and string state of JSON followed without reading it (`skip`, `unwind`) */
  private readonly skipped = new JsonStringState();
  /** the string being read is the call's id */
  private idIsString = false;
  private id: string | null = null;
  private args: ObjectReader | null = null;
  private name: string | null = null;
  private argsOut = "";
  private argsSeen = false;
  /** objects opened by a wrapper key (`"function": {`) around the call, closed before the envelope */
  private nested = 0;
  /** the arguments are the parameters written beside the name, and their object is still open */
  private flatOpen = false;
  /** the envelope opened with `{{` (a template's format escape leaking into the output): it closes with `}}` */
  private doubled = false;

  /** the name, kept once read: arguments after it are coerced by that tool's schema */
  private knownName: string | null = null;

  constructor(
    private readonly nameKeys: readonly string[],
    private readonly argsKeys: readonly string[],
    private readonly caps: CapsIR = DEFAULT_CAPS,
    private readonly schemaFor: ((tool: string) => SchemaLookup) | null = null,
    /** `{"NAME": {…}}`: the first key is the name, its value the arguments */
    private readonly nameAsKey = false,
    /** keys whose string value is the call's own id (Cohere's `tool_call_id`) */
    private readonly idKeys: readonly string[] = [],
    /** keys whose object value holds the call, read into as the envelope (a response template's `{fn.name}`: `fn`) */
    private readonly wrapperKeys: readonly string[] = CALL_WRAPPER_KEYS,
  ) {}

  get malformed(): boolean {
    return this.mode === Mode.Invalid || this.mode === Mode.Unwind || this.mode === Mode.Abandoned;
  }

  /** The envelope's closing brace was read, whether or not what it closed was well formed. */
  get closed(): boolean {
    return this.mode === Mode.Done || this.mode === Mode.Abandoned;
  }

  /** The name, once, as soon as it is complete. */
  takeName(): string | null {
    const n = this.name;
    this.name = null;
    return n;
  }

  /** The model-written id, once, as soon as its string is complete. */
  takeId(): string | null {
    const id = this.id;
    this.id = null;
    return id;
  }

  /** Committed argument text since the last call. */
  takeArgs(): string {
    if (this.args) this.argsOut += this.args.take();
    const s = this.argsOut;
    this.argsOut = "";
    return s;
  }

  /** Whether src[from, to) is plain text inside a string value of the arguments (`JsonObjectStream.continuesString`). */
  continuesString(src: string, from: number, to: number, plain = false): boolean {
    return (this.mode === Mode.Args || this.mode === Mode.FlatValue) && this.argsOut === "" && this.args!.continuesString(src, from, to, plain);
  }

  /** Consumes src[from, to); returns where it stopped (after the envelope's closing brace, or `to`). */
  // A per-character state machine, kept as one loop: it reads as one, and split up it would cost a call per character on the hot path.
  push(src: string, from: number, to: number): number {
    let p = from;
    while (p < to) {
      if (this.mode === Mode.Args) {
        const args = this.args!;
        p = args.push(src, p, to);
        if (args.closed) this.mode = Mode.AfterValue;
        else if (args.malformed) {
          // The arguments stand as far as they were JSON; the envelope's end is still looked for.
          this.unwind(1 + this.nested + args.openContainers, args.failedInString);
          if (args.failAt >= 0) p = args.failAt;
        }
        continue;
      }
      if (this.mode === Mode.FlatValue) {
        p = this.flatRun(src, p, to);
        continue;
      }
      const c = src.charCodeAt(p);
      switch (this.mode) {
        case Mode.Before:
          if (c === Ch.BraceL) this.mode = Mode.KeyOrEnd;
          else if (!isSpace(c)) this.mode = Mode.Invalid;
          break;
        case Mode.KeyOrEnd:
        case Mode.Key:
          if (c === Ch.Quote) {
            this.mode = Mode.KeyString;
            this.raw = "";
          } else if (c === Ch.BraceR && this.mode === Mode.KeyOrEnd) this.closeObject();
          else if (c === Ch.BraceL && this.mode === Mode.KeyOrEnd && !this.doubled && this.nested === 0 && this.knownName === null && !this.argsSeen) this.doubled = true;
          else if (!isSpace(c)) {
            this.unwind(1, false);
            continue;
          }
          break;
        case Mode.KeyString: {
          const end = this.stringRun(src, p, to, this.caps.name);
          if (end < 0) return to;
          this.key = this.decode();
          if (this.nameAsKey && this.knownName === null) {
            this.name = this.key;
            this.knownName = this.key;
          }
          this.mode = Mode.Colon;
          p = end;
          break;
        }
        case Mode.Colon:
          if (c === Ch.Colon) this.mode = Mode.Value;
          else if (c === Ch.Comma && this.fusedName()) this.mode = Mode.Key;
          else if (!isSpace(c)) {
            this.unwind(1, false);
            continue;
          }
          break;
        case Mode.Value:
          if (isSpace(c)) break;
          this.startValue(c);
          // the stream takes the `{` or `"` itself; a flat parameter's value is passed on whole
          if ((this.mode as Mode) === Mode.Args || (this.mode as Mode) === Mode.FlatValue) continue;
          break;
        case Mode.NameString: {
          const end = this.stringRun(src, p, to, this.caps.name);
          if (end < 0) return to;
          if (this.idIsString) {
            this.id = this.decode();
          } else {
            this.name = this.decode();
            this.knownName = this.name;
          }
          this.mode = Mode.AfterValue;
          p = end;
          break;
        }
        case Mode.Skip:
          this.skip(c);
          break;
        case Mode.AfterValue:
          if (c === Ch.Comma) this.mode = Mode.Key;
          else if (c === Ch.BraceR) this.closeObject();
          else if (!isSpace(c)) {
            this.unwind(1, false);
            continue;
          }
          break;
        case Mode.Unwind:
          if (this.skipped.step(c) === 0 && (c === Ch.BraceR || c === Ch.BracketR)) {
            this.mode = Mode.Abandoned;
            return p + 1;
          }
          break;
        case Mode.DoubleClose:
          if (isSpace(c)) break;
          this.mode = Mode.Done;
          // The second brace is the envelope's; anything else is what follows it.
          return c === Ch.BraceR ? p + 1 : p;
        case Mode.Done:
        case Mode.Abandoned:
          return p;
        case Mode.Invalid:
          return to;
      }
      p++;
    }
    return to;
  }

  /** A `}` at the envelope's level: the end of a wrapper object around the call, or of the envelope. */
  private closeObject(): void {
    if (this.flatOpen) {
      // The envelope's brace closes the arguments written beside the name too.
      this.flatOpen = false;
      this.args!.push("}", 0, 1);
    }
    if (this.nested > 0) {
      this.nested--;
      this.mode = Mode.AfterValue;
    } else this.mode = this.doubled ? Mode.DoubleClose : Mode.Done;
  }

  /** `"function=NAME"` or `"name=NAME"` written as one key with no value: the name, when none came yet. */
  private fusedName(): boolean {
    if (this.nameAsKey || this.knownName !== null) return false;
    const eq = this.key.indexOf("=");
    if (eq <= 0 || eq === this.key.length - 1) return false;
    const head = this.key.slice(0, eq);
    if (!this.nameKeys.includes(head) && !DRIFTED_NAME_KEYS.includes(head)) return false;
    this.name = this.key.slice(eq + 1);
    this.knownName = this.name;
    return true;
  }

  private startValue(c: number): void {
    const named = this.knownName !== null;
    const isName = !this.nameAsKey && (this.nameKeys.includes(this.key) || (!named && this.nameKeys.length > 0 && DRIFTED_NAME_KEYS.includes(this.key)));
    // The call one object down (`"function": {"name": …}`): read into it as if it were the envelope.
    if (!this.nameAsKey && !named && !this.argsSeen && c === Ch.BraceL && this.nameKeys.length > 0 && this.wrapperKeys.includes(this.key) && !this.argsKeys.includes(this.key)) {
      this.nested++;
      this.mode = Mode.KeyOrEnd;
      return;
    }
    const isArgs = !this.argsSeen && (this.nameAsKey ? this.key === this.knownName : this.argsKeys.includes(this.key) || DRIFTED_ARGS_KEYS.includes(this.key));
    this.idIsString = c === Ch.Quote && !isName && !isArgs && this.idKeys.includes(this.key);
    if (this.idIsString) {
      this.mode = Mode.NameString;
      this.raw = "";
    } else if (isName && c === Ch.Quote) {
      this.mode = Mode.NameString;
      this.raw = "";
    } else if (!isName && !isArgs && this.flatParam()) {
      this.startFlat();
    } else if (isArgs && (c === Ch.BraceL || c === Ch.Quote)) {
      this.argsSeen = true;
      // Arguments after the name follow its schema; before it, they stream as written. A string is decoded.
      this.args = jsonArgs(c, this.knownName !== null && this.schemaFor ? this.schemaFor(this.knownName) : null, this.caps);
      this.mode = Mode.Args;
    } else {
      this.mode = Mode.Skip;
      this.skipped.reset();
      this.skip(c);
    }
  }

  /**
   * Whether the key at hand is a parameter written beside the name: the named
   * tool declares it, and no arguments key came before it (nor will one be read).
   */
  private flatParam(): boolean {
    if (this.nameAsKey || this.knownName === null || this.schemaFor === null) return false;
    if (this.flatOpen) return this.schemaFor(this.knownName)(this.key) !== null;
    if (this.argsSeen || META_KEYS.includes(this.key) || this.idKeys.includes(this.key)) return false;
    return this.schemaFor(this.knownName)(this.key) !== null;
  }

  /** Passes the key on to the arguments object (opening it at the first one); its value follows. */
  private startFlat(): void {
    const member = '"' + this.raw + '":';
    if (!this.flatOpen) {
      this.argsSeen = true;
      this.flatOpen = true;
      this.args = jsonArgs(Ch.BraceL, this.schemaFor!(this.knownName!), this.caps);
      this.args.push("{" + member, 0, member.length + 1);
    } else this.args!.push("," + member, 0, member.length + 1);
    this.mode = Mode.FlatValue;
    this.skipped.reset();
  }

  /**
   * Passes a flat parameter's value on to the arguments object, as far as it
   * goes in src[p, to): it ends as a skipped value would (`skip`), and the
   * delimiter after it is the envelope's. Returns where reading goes on.
   */
  private flatRun(src: string, p: number, to: number): number {
    let q = p;
    let end = -1;
    while (q < to) {
      const c = src.charCodeAt(q);
      const wasInString = this.skipped.inString;
      const depth = this.skipped.step(c);
      if (wasInString) {
        if (!this.skipped.inString && depth === 0) end = q + 1;
      } else if (depth < 0 || (depth === 0 && c === Ch.Comma)) {
        // the envelope's own `}` or `,`: the value ended before it
        this.skipped.depth = 0;
        end = q;
      } else if (depth === 0 && (c === Ch.BraceR || c === Ch.BracketR)) end = q + 1;
      if (end >= 0) break;
      q++;
    }
    const args = this.args!;
    args.push(src, p, end >= 0 ? end : to);
    if (args.malformed) {
      // The arguments stand as far as they were JSON; the envelope's end is still looked for.
      this.flatOpen = false;
      this.unwind(this.nested + args.openContainers, args.failedInString);
      return args.failAt >= 0 ? args.failAt : end >= 0 ? end : to;
    }
    if (end < 0) return to;
    this.mode = Mode.AfterValue;
    return end;
  }

  /**
   * Accumulates a string's raw characters from p; returns the position of its
   * closing quote, or -1 when the chunk ends first (or the string passes
   * `limit`, which makes the envelope invalid).
   */
  private stringRun(src: string, p: number, to: number, limit: number): number {
    let q = p;
    let end = -1;
    while (q < to) {
      if (this.escaped) {
        // the escaped character is data, whatever it is
        this.escaped = false;
        q++;
        continue;
      }
      q = stringRunEnd(src, q, to);
      if (q === to) break;
      const c = src.charCodeAt(q);
      if (c === Ch.Quote) {
        end = q;
        break;
      }
      if (c === Ch.Backslash) this.escaped = true;
      q++;
    }
    this.raw += src.slice(p, q);
    if (this.raw.length > limit) {
      this.raw = "";
      this.mode = Mode.Invalid;
      return -1;
    }
    return end;
  }

  private decode(): string {
    try {
      return JSON.parse('"' + this.raw + '"') as string;
    } catch {
      return this.raw;
    }
  }

  /**
   * Stops reading the envelope as JSON (the character at hand is read again
   * by the unwind): with `depth` containers open, brackets and strings are
   * followed to the brace that closes it, so one malformed envelope among
   * others does not take the rest of the text with it.
   */
  private unwind(depth: number, inString: boolean): void {
    this.mode = Mode.Unwind;
    this.skipped.reset(inString);
    this.skipped.depth = depth;
    this.escaped = false;
  }

  /** Skips one JSON value of any shape; ends at the delimiter after it. */
  private skip(c: number): void {
    const wasInString = this.skipped.inString;
    const depth = this.skipped.step(c);
    if (wasInString) {
      if (!this.skipped.inString && depth === 0) this.mode = Mode.AfterValue;
    } else if (depth < 0) {
      if (c === Ch.BraceR) this.closeObject();
      else this.mode = Mode.Invalid;
    } else if (depth === 0 && (c === Ch.BraceR || c === Ch.BracketR)) this.mode = Mode.AfterValue;
    else if (depth === 0 && c === Ch.Comma) this.mode = Mode.Key;
  }

  /** Remaining argument text that closes the arguments object ("{}" when none came). */
  finishArgs(): string {
    if (this.args) return this.takeArgs() + this.args.finish();
    return this.takeArgs() + "{}";
  }
}
