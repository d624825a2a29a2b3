/**
 * Clips a prefill from what a machine reports. A machine primed with text the
 * prompt ended with (`MachineBase.prefill`) scans it as the start of the
 * output, so a marker the prompt began completes with the model's characters;
 * but those characters are the prompt's, not the model's, and no event may
 * carry them. Text and marker reports arrive in stream order, so the first
 * `remaining` reported characters are exactly the prefill. Captures are not
 * clipped: a name read through the prefill is the model's name.
 */
import { ForwardingSink, type Sink } from "./sink.js";

/** Passes everything on but the prefill's characters. */
export class PrefillSink extends ForwardingSink {
  constructor(
    inner: Sink,
    private remaining: number,
  ) {
    super(inner);
  }

  private clip(from: number, to: number): number {
    const cut = Math.min(this.remaining, to - from);
    this.remaining -= cut;
    return from + cut;
  }

  override chars(state: number, src: string, from: number, to: number, plain?: boolean): void {
    if (this.remaining > 0) from = this.clip(from, to);
    if (from < to) this.inner.chars(state, src, from, to, plain);
  }

  override terminal(terminal: number, target: number, src: string, from: number, to: number): void {
    // The marker itself is reported even when all of it was the prompt's: its transition still happens.
    if (this.remaining > 0) from = this.clip(from, to);
    this.inner.terminal(terminal, target, src, from, to);
  }
}
