/**
 * One Python call of a pythonic tool-call list, `NAME(k=v, …)`, read as it
 * streams: the assembler has seen the name and the `(`; this reads the
 * arguments through `PythonArgsTranslator` into a `JsonObjectStream` (so they
 * stream, and the tool's schema coerces them) and ends at the closing `)`.
 *
 * The name is released only once the arguments look like a call's (a keyword
 * and its `=`, or an immediate `)`), so prose such as `see f(x)` is not taken
 * for a call. It is a `CallReader`, as `EnvelopeScanner` is: the assembler reads
 * arrays of either kind the same way.
 */
import { Ch } from "../text/chars.js";
import { DEFAULT_CAPS, type CapsIR } from "../ir/ir.js";
import { JsonObjectStream, type SchemaLookup } from "./json-stream.js";
import { PythonArgsTranslator } from "./python-args.js";
import type { CallReader } from "./args-reader.js";

export class PythonCallScanner implements CallReader {
  private readonly args: PythonArgsTranslator;
  private readonly json: JsonObjectStream;
  private name: string | null;
  private opened = false;
  private failed = false;

  constructor(name: string, caps: CapsIR = DEFAULT_CAPS, schemaFor: ((tool: string) => SchemaLookup) | null = null) {
    this.name = name;
    this.args = new PythonArgsTranslator(caps);
    this.json = new JsonObjectStream(schemaFor ? schemaFor(name) : null, caps);
  }

  /** Python arguments are translated, never passed through as they are. */
  continuesString(): boolean {
    return false;
  }

  get malformed(): boolean {
    return this.failed || this.args.malformed;
  }

  /** A Python call ends at its closing parenthesis only. */
  get closed(): boolean {
    return this.args.closed;
  }

  /** Whether the arguments have shown they are a call's. */
  get confirmed(): boolean {
    return this.args.confirmed;
  }

  /** The name, once, when the call is confirmed. */
  takeName(): string | null {
    if (!this.args.confirmed) return null;
    const n = this.name;
    this.name = null;
    return n;
  }

  /** Python calls carry no id of their own. */
  takeId(): string | null {
    return null;
  }

  takeArgs(): string {
    const text = this.args.take();
    if (text !== "") this.json.push(text, 0, text.length);
    return this.json.take();
  }

  /** Consumes src[from, to), starting at the `(`; returns where the call ended (after its `)`), or `to`. */
  push(src: string, from: number, to: number): number {
    let p = from;
    if (!this.opened && p < to) {
      if (src.charCodeAt(p) !== Ch.ParenL) {
        this.failed = true;
        return to;
      }
      this.opened = true;
      p++;
    }
    if (this.failed) return to;
    return this.args.push(src, p, to);
  }

  /** Remaining argument text that closes the arguments object. */
  finishArgs(): string {
    const rest = this.args.finish();
    if (rest !== "") this.json.push(rest, 0, rest.length);
    return this.json.take() + this.json.finish();
  }
}
