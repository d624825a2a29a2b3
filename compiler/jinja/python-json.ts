/**
 * JSON text as Python's `json.loads` reads it, for a server to hand a request to a template: plain JS
 * values, in which a whole number written as a float (`1.0`, `0.0`, `1e2`) is remembered as a float.
 * JS has one number type, so `JSON.parse` makes `{"minimum": 0.0}` the int 0 and a template's
 * `tools | tojson` then writes `0` where vLLM's (Python's) writes `0.0`: the prompt differs from the
 * one the model was trained on. The values stay plain (the rest of a server uses them as JSON.parse
 * gives them); only `fromJs`, the engine's door for render variables, reads the marks.
 */
import { WRITTEN_AS_FLOAT as FLOATS } from "./values.js";

// A whole-number float literal: digits, a point and only zeros after it, or an exponent. Where the text
// has none (most requests), JSON.parse's values are already what Python's would be.
const WHOLE_FLOAT = /[0-9]\.0+(?![0-9])|[0-9][eE]/;

/** Parses JSON text (throwing JSON.parse's SyntaxError where it is not JSON), keeping floats' marks. */
export function parseJsonAsPython(text: string): unknown {
  const value = JSON.parse(text) as unknown;
  if (!WHOLE_FLOAT.test(text)) return value;
  new Marker(text).value(value);
  return value;
}

/**
 * Walks the text beside the value JSON.parse made of it (the text is valid JSON: only its shape is
 * read here), marking each number literal with a point or an exponent at its place in the value.
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

class Marker {
  private at = 0;
  constructor(private readonly text: string) {}

  value(v: unknown): void {
    this.space();
    const c = this.text.charCodeAt(this.at);
    // An earlier value of a repeated key is not the one JSON.parse kept: it is read past on a stand-in.
    if (c === 0x7b /* { */) this.object(isRecord(v) ? v : {});
    else if (c === 0x5b /* [ */) this.array(Array.isArray(v) ? v : []);
    else if (c === 0x22 /* " */) this.string();
    else this.scalar();
  }

  private object(o: Record<string, unknown>): void {
    this.at++;
    this.space();
    if (this.text.charCodeAt(this.at) === 0x7d) {
      this.at++;
      return;
    }
    for (;;) {
      this.space();
      const start = this.at;
      this.string();
      const raw = this.text.slice(start + 1, this.at - 1);
      const key = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
      this.space();
      this.at++; // :
      this.member(o, key, o[key]);
      this.space();
      if (this.text.charCodeAt(this.at++) === 0x7d) return;
    }
  }

  private array(a: unknown[]): void {
    this.at++;
    this.space();
    if (this.text.charCodeAt(this.at) === 0x5d) {
      this.at++;
      return;
    }
    for (let i = 0; ; i++) {
      this.member(a, i, a[i]);
      this.space();
      if (this.text.charCodeAt(this.at++) === 0x5d) return;
    }
  }

  /** One member; a repeated key's earlier values are read past (JSON.parse keeps the last, as Python does). */
  private member(container: object, key: string | number, v: unknown): void {
    this.space();
    const start = this.at;
    this.value(v);
    if (typeof v !== "number") return;
    const marks = FLOATS.get(container);
    let float = false;
    for (let i = start; i < this.at && !float; i++) {
      const c = this.text.charCodeAt(i);
      float = c === 0x2e /* . */ || c === 0x65 /* e */ || c === 0x45; /* E */
    }
    if (float) {
      if (marks) marks.add(key);
      else FLOATS.set(container, new Set([key]));
    } else marks?.delete(key);
  }

  private string(): void {
    this.at++;
    for (;;) {
      const c = this.text.charCodeAt(this.at++);
      if (c === 0x5c /* \ */) this.at++;
      else if (c === 0x22) return;
    }
  }

  /** A number, true, false or null: up to the next delimiter. */
  private scalar(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.at);
      if (Number.isNaN(c) || c === 0x2c || c === 0x5d || c === 0x7d || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) return;
      this.at++;
    }
  }

  private space(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.at);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return;
      this.at++;
    }
  }
}
