/**
 * The event log: a sink that records what the machine reported, with the
 * exact text of every range. It is the `--format events` output and the basis
 * of the "nothing lost" law: the texts of all events, in order, spell the input.
 */
import { CHANNEL_NAMES, type DialectIR, type Encoding, type EventIR, type Trim } from "../ir/ir.js";
import type { Sink } from "./sink.js";

/** The grammar's events (`EventIR` kinds, named once in ir.ts) as the log records them, beside its own. */
type Kind<K extends EventIR["kind"]> = K;

export type MachineEvent =
  | { type: "chars"; state: string; channel: string; text: string }
  | { type: "terminal"; terminal: string; text: string; to: string | null }
  | { type: "restart" }
  | { type: Kind<"reasoning_start" | "reasoning_end" | "content_start" | "tool_end" | "arg_end"> }
  | { type: Kind<"tool_start">; declaredOnly: boolean }
  | { type: Kind<"tool_name" | "tool_id">; text: string }
  | { type: Kind<"arg_start">; key: string; encoding: Encoding; trim: Trim };

export class EventLog implements Sink {
  readonly events: MachineEvent[] = [];

  constructor(private readonly ir: DialectIR) {}

  chars(state: number, src: string, from: number, to: number): void {
    const s = this.ir.states[state]!;
    const last = this.events[this.events.length - 1];
    const text = src.slice(from, to);
    // Adjacent text of one state merges, so logs compare across chunkings.
    if (last && last.type === "chars" && last.state === s.name) last.text += text;
    else this.events.push({ type: "chars", state: s.name, channel: CHANNEL_NAMES[s.channel.kind], text });
  }
  terminal(terminal: number, target: number, src: string, from: number, to: number): void {
    this.events.push({
      type: "terminal",
      terminal: this.ir.terminals[terminal]!.name,
      text: src.slice(from, to),
      to: target < 0 ? null : this.ir.states[target]!.name,
    });
  }
  /** A log alone has no calls to confirm; beside an assembler (`TeeSink`) the assembler answers. */
  unconfirmedCall(): boolean {
    return false;
  }
  restart(): void {
    this.events.push({ type: "restart" });
  }
  reasoningStart(): void {
    this.events.push({ type: "reasoning_start" });
  }
  reasoningEnd(): void {
    this.events.push({ type: "reasoning_end" });
  }
  contentStart(): void {
    this.events.push({ type: "content_start" });
  }
  toolStart(declaredOnly: boolean): void {
    this.events.push({ type: "tool_start", declaredOnly });
  }
  toolName(src: string, from: number, to: number): void {
    this.events.push({ type: "tool_name", text: src.slice(from, to) });
  }
  toolId(src: string, from: number, to: number): void {
    this.events.push({ type: "tool_id", text: src.slice(from, to) });
  }
  argStart(src: string, keyFrom: number, keyTo: number, encoding: Encoding, trim: Trim): void {
    this.events.push({ type: "arg_start", key: src.slice(keyFrom, keyTo), encoding, trim });
  }
  argEnd(): void {
    this.events.push({ type: "arg_end" });
  }
  toolEnd(): void {
    this.events.push({ type: "tool_end" });
  }
}

/** Fans one machine's calls out to two sinks (deltas and a log, say). */
export class TeeSink implements Sink {
  constructor(
    private readonly a: Sink,
    private readonly b: Sink,
  ) {}
  chars(state: number, src: string, from: number, to: number, plain?: boolean): void {
    this.a.chars(state, src, from, to, plain);
    this.b.chars(state, src, from, to, plain);
  }
  terminal(terminal: number, target: number, src: string, from: number, to: number): void {
    this.a.terminal(terminal, target, src, from, to);
    this.b.terminal(terminal, target, src, from, to);
  }
  /** the first sink answers (the assembler, in a parser) */
  unconfirmedCall(): boolean {
    return this.a.unconfirmedCall();
  }
  restart(): void {
    this.a.restart();
    this.b.restart();
  }
  reasoningStart(): void {
    this.a.reasoningStart();
    this.b.reasoningStart();
  }
  reasoningEnd(): void {
    this.a.reasoningEnd();
    this.b.reasoningEnd();
  }
  contentStart(): void {
    this.a.contentStart();
    this.b.contentStart();
  }
  toolStart(declaredOnly: boolean): void {
    this.a.toolStart(declaredOnly);
    this.b.toolStart(declaredOnly);
  }
  toolName(src: string, from: number, to: number): void {
    this.a.toolName(src, from, to);
    this.b.toolName(src, from, to);
  }
  toolId(src: string, from: number, to: number): void {
    this.a.toolId(src, from, to);
    this.b.toolId(src, from, to);
  }
  argStart(src: string, keyFrom: number, keyTo: number, encoding: Encoding, trim: Trim): void {
    this.a.argStart(src, keyFrom, keyTo, encoding, trim);
    this.b.argStart(src, keyFrom, keyTo, encoding, trim);
  }
  argEnd(): void {
    this.a.argEnd();
    this.b.argEnd();
  }
  toolEnd(): void {
    this.a.toolEnd();
    this.b.toolEnd();
  }
}
