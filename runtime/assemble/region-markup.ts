/**
 * The markup of the call region the machine is in (`ir/regions.ts` says which
 * states hold call markup).
 *
 * `RegionMarkup` holds the markup of the region the machine is in (a
 * wrapper's opener, separators, a closer) until the region's verdict: a call
 * claims what is held before it; a region that ends without surfacing a call
 * gives it all back as content, where the region ends, so content reads in
 * input order; a region that surfaced a call drops what is left.
 */
import type { TextOutput } from "./text-output.js";

export class RegionMarkup {
  /** the machine is in a call region */
  open = false;
  /** the region surfaced (or silenced) a call: its markup is not content */
  surfaced = false;
  private pending = "";

  /** `held`: the most markup held before it is given back (`CapsIR.held`) */
  constructor(
    private readonly text: TextOutput,
    private readonly held: number,
  ) {}

  enter(): void {
    this.open = true;
    this.surfaced = false;
    this.pending = "";
  }

  /** Holds markup; past the cap it is given back now, exactly one character past it whatever the chunking. */
  hold(markup: string): void {
    let from = 0;
    while (this.pending.length + (markup.length - from) > this.held) {
      const end = from + this.held + 1 - this.pending.length;
      const given = this.pending + markup.slice(from, end);
      this.pending = "";
      this.text.content(given, 0, given.length);
      from = end;
    }
    this.pending += from === 0 ? markup : markup.slice(from);
  }

  /** What is held, taken by the call it opens (or by prose that shows no call is coming). */
  claim(): string {
    const held = this.pending;
    this.pending = "";
    return held;
  }

  /** What is held goes back as content now (the call it led to was not one). */
  giveBack(): void {
    const held = this.claim();
    if (held !== "") this.text.content(held, 0, held.length);
  }

  /** The region ends: its markup is given back unless it surfaced a call. */
  leave(): void {
    this.open = false;
    if (this.surfaced) this.pending = "";
    else this.giveBack();
  }
}
