/**
 * The sink: the fixed set of calls a parser machine (generated or interpreted)
 * makes while it consumes text. Text arrives as ranges of a source string so
 * the machine never copies characters; adapters (`assembler.ts` for OpenAI
 * deltas, `events.ts` for the event log) decide what to keep.
 *
 * Order contract: for a transition, `terminal` comes first with the marker's
 * text, then the transition's events in grammar order. A marker is therefore
 * seen while the call it closes is still open, and `toolStart` may claim the
 * marker just reported as the opening text of the new call.
 *
 * `terminal` also says where the machine goes (`target`; -1 for an absorbed
 * marker, which leaves the state as it is), so a sink can follow call
 * regions; a lookahead (`keep`) reports an empty range. A restart transition
 * (see `TransitionIR.restart`) asks `unconfirmedCall` first, once every
 * character before the marker has been reported, and calls `restart` before
 * its `terminal`.
 */
import type { Encoding, Trim } from "../ir/ir.js";

export interface Sink {
  /**
   * plain text of `state`, routed by that state's channel; `plain` when the
   * machine, following JSON strings in that state, found no quote, backslash
   * or control character in the range, so a JSON reader need not look again
   */
  chars(state: number, src: string, from: number, to: number, plain?: boolean): void;
  /** a marker consumed by a transition (into `target`) or absorbed (`target` -1) */
  terminal(terminal: number, target: number, src: string, from: number, to: number): void;
  /** whether an opener met now would restart the call: it has no accepted name yet */
  unconfirmedCall(): boolean;
  /** the unconfirmed call so far is not a call: give its text back */
  restart(): void;
  reasoningStart(): void;
  /** a new block of content begins (Harmony: a new final or commentary message) */
  contentStart(): void;
  reasoningEnd(): void;
  toolStart(declaredOnly: boolean): void;
  /** a complete tool name captured from a marker */
  toolName(src: string, from: number, to: number): void;
  toolId(src: string, from: number, to: number): void;
  argStart(src: string, keyFrom: number, keyTo: number, encoding: Encoding, trim: Trim): void;
  argEnd(): void;
  toolEnd(): void;
}

/**
 * Forwards every call to an inner sink: the base of a sink that changes one or
 * two kinds of report and passes the rest on (PrefillSink).
 */
export class ForwardingSink implements Sink {
  constructor(protected readonly inner: Sink) {}
  chars(state: number, src: string, from: number, to: number, plain?: boolean): void {
    this.inner.chars(state, src, from, to, plain);
  }
  terminal(terminal: number, target: number, src: string, from: number, to: number): void {
    this.inner.terminal(terminal, target, src, from, to);
  }
  unconfirmedCall(): boolean {
    return this.inner.unconfirmedCall();
  }
  restart(): void {
    this.inner.restart();
  }
  reasoningStart(): void {
    this.inner.reasoningStart();
  }
  contentStart(): void {
    this.inner.contentStart();
  }
  reasoningEnd(): void {
    this.inner.reasoningEnd();
  }
  toolStart(declaredOnly: boolean): void {
    this.inner.toolStart(declaredOnly);
  }
  toolName(src: string, from: number, to: number): void {
    this.inner.toolName(src, from, to);
  }
  toolId(src: string, from: number, to: number): void {
    this.inner.toolId(src, from, to);
  }
  argStart(src: string, keyFrom: number, keyTo: number, encoding: Encoding, trim: Trim): void {
    this.inner.argStart(src, keyFrom, keyTo, encoding, trim);
  }
  argEnd(): void {
    this.inner.argEnd();
  }
  toolEnd(): void {
    this.inner.toolEnd();
  }
}

/** Discards everything; used to run a machine for its final state only. */
export const nullSink: Sink = {
  chars() {},
  terminal() {},
  unconfirmedCall() {
    return false;
  },
  restart() {},
  reasoningStart() {},
  contentStart() {},
  reasoningEnd() {},
  toolStart() {},
  toolName() {},
  toolId() {},
  argStart() {},
  argEnd() {},
  toolEnd() {},
};

/** A machine: generated code or the interpreter, driving one sink. */
export interface Engine {
  feed(text: string, tokenIds?: readonly number[]): void;
  finish(): void;
  /** text the output is read as continuing (see `MachineBase.prefill`) */
  prefill(text: string): void;
  /** current state index */
  readonly state: number;
}
