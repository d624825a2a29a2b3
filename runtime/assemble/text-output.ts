/**
 * Content and reasoning as the dialect's whitespace policies shape them.
 * Trailing whitespace of content and reasoning is held back until more text
 * shows whether it is trailing; leading whitespace of reasoning is dropped;
 * with `content_whitespace = around_tools` whitespace next to a tool call is
 * dropped at the content's edges (before its first text, after its last when
 * there were calls; between text before and after a call it stays), as is
 * whitespace between the end of reasoning and the answer; content that
 * is whitespace only never appears; `trim` is `around_tools` that also drops
 * the answer's leading and trailing whitespace (a response template's
 * `text` parser strips its value). A held run past the `held` cap goes out
 * in whole multiples of the cap, so any chunking decides alike. Decisions use
 * the characters seen so far only, which keeps streamed and complete parses
 * equal. A new block (`content_start`, `reasoning_start`) owes the dialect's
 * `block_separator` before its first text.
 *
 * Fences (docs/recovery.md, "Fenced calls"). A fence line the machine reports
 * (```` ```json ````) opens a block whose verdict waits for what follows it:
 * the line is held, with the whitespace after it, until the first other
 * content, which makes the block prose (the line goes out in place, before
 * it), or a call surfacing, which makes it a fence of calls. A fence of calls
 * keeps its opener held while its calls stream: its closing line drops both
 * as layout (so does the end of the stream), and content inside it after the
 * calls makes it prose after all, opener and closer included. The opener
 * line and its whitespace are all that is ever held; a prose block's body
 * streams.
 */
import { isAllSpace, isSpace } from "../text/chars.js";
import type { DeltaBuilder } from "./delta.js";
import type { PoliciesIR } from "../ir/ir.js";

/** Where the output stands with respect to a fence (ordered: the held states last). */
const enum Fence {
  /** outside any fence */
  None,
  /** inside a prose code block: its opener went out as content, its closer will */
  Prose,
  /** an opener held: nothing but whitespace since */
  Pending,
  /** an opener held: calls surfaced since, and nothing but whitespace and calls */
  Calls,
}

export class TextOutput {
  private readonly aroundTools: boolean;
  private readonly trim: boolean;
  private readonly strip: boolean;
  private readonly separator: string;
  private contentWs = "";
  private contentSeen = false;
  /** non-whitespace content since the last call (or the start) */
  private runHasText = false;
  /** right after a call or the end of reasoning: whitespace here is not content under around_tools until content is seen */
  private afterBoundary = false;
  private anyCall = false;
  /** where in the held run a closed call's layout begins (-1: none): whitespace between its object and its closer */
  private layoutFrom = -1;
  private reasoningWs = "";
  private reasoningSeen = false;
  /** separators owed before the next text of a new block */
  private reasoningSep = "";
  private contentSep = "";
  private fence = Fence.None;
  /** a held fence opener, and the whitespace after it */
  private fenceHeld = "";
  /** the held fence's closing line went with the text of a call not yet confirmed (a bare object's) */
  private closerInCall = false;

  constructor(
    private readonly out: DeltaBuilder,
    policies: PoliciesIR,
    private readonly held: number,
    reasoningContinues = false,
  ) {
    // A prompt that already wrote reasoning text started the block: the output's whitespace is inside it.
    this.reasoningSeen = reasoningContinues;
    this.trim = policies.contentWhitespace === "trim";
    this.aroundTools = this.trim || policies.contentWhitespace === "around_tools";
    // Trimmed, the answer's start is a boundary like the end of reasoning: whitespace there is not content.
    this.afterBoundary = this.trim;
    this.strip = policies.stripTrailingReasoningWhitespace;
    this.separator = policies.blockSeparator;
  }

  content(src: string, from: number, to: number): void {
    if (this.fence >= Fence.Pending && this.heldInFence(src, from, to)) return;
    // Leading whitespace continues the held run, wherever the chunk boundary fell.
    let start = from;
    while (start < to && isSpace(src.charCodeAt(start))) start++;
    // Within the cap it joins the text after it in one slice (a whole token is not copied).
    let lead = start;
    if (start > from) {
      if (start < to && this.contentWs.length + (start - from) <= this.held) lead = from;
      else this.holdContentWs(src.slice(from, start));
    }
    if (start === to) return;
    let last = to - 1;
    while (last > start && isSpace(src.charCodeAt(last))) last--;
    this.payContentSep();
    if (this.afterBoundary && this.aroundTools && !this.contentSeen) {
      this.contentWs = "";
      this.out.addContent(src.slice(start, last + 1));
    } else {
      const text = src.slice(lead, last + 1);
      this.out.addContent(this.contentWs === "" ? text : this.contentWs + text);
      this.contentWs = "";
    }
    this.afterBoundary = false;
    this.layoutFrom = -1;
    this.contentSeen = true;
    this.runHasText = true;
    if (last + 1 < to) this.holdContentWs(src.slice(last + 1, to));
  }

  /** Whitespace after a held fence opener waits with it (up to the cap); other content ends the wait. */
  private heldInFence(src: string, from: number, to: number): boolean {
    if (isAllSpace(src, from, to) && this.fenceHeld.length + (to - from) <= this.held) {
      this.fenceHeld += src.slice(from, to);
      return true;
    }
    this.releaseFence();
    return false;
  }

  /** The held fence holds prose: its opener goes out as content, where it stood. */
  private releaseFence(): void {
    const held = this.fenceHeld;
    this.fenceHeld = "";
    this.fence = this.closerInCall ? Fence.None : Fence.Prose;
    this.closerInCall = false;
    this.content(held, 0, held.length);
  }

  /** Drops the held fence: it held calls, and its lines are their layout. */
  private dropFence(): void {
    this.fence = Fence.None;
    this.fenceHeld = "";
    this.closerInCall = false;
  }

  /**
   * A fence line (```` ``` ```` and an optional language word) in content: an
   * opener, held until its block shows what it holds, or the closer of the
   * block open now (dropped after calls, content after prose).
   */
  fenceLine(src: string, from: number, to: number): void {
    switch (this.fence) {
      case Fence.None:
        this.fence = Fence.Pending;
        this.fenceHeld = src.slice(from, to);
        return;
      case Fence.Pending:
        // An empty block: prose, both lines.
        this.releaseFence();
        this.fence = Fence.None;
        this.content(src, from, to);
        return;
      case Fence.Prose:
        this.fence = Fence.None;
        this.content(src, from, to);
        return;
      case Fence.Calls:
        this.dropFence();
    }
  }

  /**
   * A fence line inside the text of a call or region not yet confirmed (after
   * a bare object, between elements that made no call): it goes with that
   * text, given back or dropped with it. After a held opener it is that
   * block's closer; otherwise it opens or closes a block as any line does.
   */
  fenceLineInCall(): void {
    if (this.fence >= Fence.Pending) this.closerInCall = true;
    else this.fence = this.fence === Fence.Prose ? Fence.None : Fence.Prose;
  }

  /** A call surfaced (or was silenced): a held fence opener is a fence of calls. */
  private fenceHoldsCall(): void {
    if (this.fence < Fence.Pending) return;
    if (this.closerInCall) this.dropFence();
    else this.fence = Fence.Calls;
  }

  /** A call was silenced (`tool_choice: "none"`): for a fence around it, it is a call all the same. */
  callSilenced(): void {
    this.fenceHoldsCall();
  }

  reasoning(src: string, from: number, to: number): void {
    if (!this.strip && this.reasoningSeen) this.out.addReasoning(src.slice(from, to));
    else this.reasoningShaped(src, from, to);
  }

  // The first text of a block, or every text when trailing whitespace is stripped: kept apart so `reasoning` inlines.
  private reasoningShaped(src: string, from: number, to: number): void {
    let start = from;
    while (start < to && isSpace(src.charCodeAt(start))) start++;
    // Leading whitespace of reasoning ("<think>\n") is dropped, not held; later
    // it joins the text after it in one slice while within the cap.
    let lead = start;
    if (start > from && this.reasoningSeen) {
      if (start < to && this.reasoningWs.length + (start - from) <= this.held) lead = from;
      else this.holdReasoningWs(src.slice(from, start));
    }
    if (start === to) return;
    let last = to - 1;
    while (last > start && isSpace(src.charCodeAt(last))) last--;
    const text = src.slice(lead, last + 1);
    this.out.addReasoning(this.reasoningSep === "" && this.reasoningWs === "" ? text : this.reasoningSep + this.reasoningWs + text);
    this.reasoningSep = "";
    this.reasoningWs = "";
    this.reasoningSeen = true;
    if (last + 1 < to) {
      if (this.strip) this.holdReasoningWs(src.slice(last + 1, to));
      else this.out.addReasoning(src.slice(last + 1, to));
    }
  }

  reasoningStart(): void {
    if (this.reasoningSeen) this.reasoningSep = this.separator;
  }

  contentStart(): void {
    // The previous block's held trailing whitespace goes before the separator.
    if (this.contentSeen && this.separator !== "") {
      this.contentSep = this.contentWs + this.separator;
      this.contentWs = "";
    }
  }

  reasoningEnd(): void {
    this.closeReasoning();
    // "</think>\n\n": the whitespace that separates reasoning from the answer is not content.
    if (this.aroundTools && !this.contentSeen) this.afterBoundary = true;
  }

  /**
   * A call surfaces. Next to tools, whitespace just before it is dropped when
   * no content came before it, and otherwise stays held: text after the call
   * takes it, the end drops it. With `keep`, whitespace that trails real text
   * stays, and whitespace that is all the content since the last call goes.
   */
  callSurfaces(): void {
    this.fenceHoldsCall();
    if (this.aroundTools) {
      if (!this.contentSeen) this.contentWs = "";
    } else if (!this.runHasText) this.contentWs = "";
    else if (this.contentWs !== "") {
      this.out.addContent(this.contentWs);
      this.contentWs = "";
    }
    this.runHasText = false;
    this.anyCall = true;
  }

  /**
   * A surfaced call's JSON object closed before its closer: what follows is
   * content, except that whitespace alone up to the closer is the call's
   * layout (`<tool_call> {…} </tool_call>`).
   */
  objectEnds(): void {
    this.afterBoundary = true;
    this.layoutFrom = this.contentWs.length;
  }

  /** A surfaced call ended. */
  callEnds(): void {
    this.afterBoundary = true;
    if (this.layoutFrom >= 0) {
      this.contentWs = this.contentWs.slice(0, this.layoutFrom);
      this.layoutFrom = -1;
    }
  }

  /** The end of the stream: held whitespace is trailing. */
  finish(): void {
    // A fence cut off by the end: a fence of calls is their layout still; an opener alone is text.
    if (this.fence === Fence.Pending) this.releaseFence();
    else if (this.fence === Fence.Calls) this.dropFence();
    this.closeReasoning();
    if (this.contentWs !== "") {
      if (this.runHasText && !this.trim && !(this.aroundTools && this.anyCall)) this.out.addContent(this.contentWs);
      this.contentWs = "";
    }
  }

  private payContentSep(): void {
    if (this.contentSep !== "") {
      this.out.addContent(this.contentSep);
      this.contentSep = "";
    }
  }

  /** Holds whitespace that may turn out trailing; past the cap, whole multiples of it go out. */
  private holdContentWs(ws: string): void {
    this.contentWs += ws;
    const cut = this.overCap(this.contentWs.length);
    if (cut === 0) return;
    this.payContentSep();
    this.out.addContent(this.contentWs.slice(0, cut));
    this.contentWs = this.contentWs.slice(cut);
    if (this.layoutFrom > 0) this.layoutFrom = Math.max(0, this.layoutFrom - cut);
  }

  private holdReasoningWs(ws: string): void {
    this.reasoningWs += ws;
    const cut = this.overCap(this.reasoningWs.length);
    if (cut === 0) return;
    this.out.addReasoning(this.reasoningSep + this.reasoningWs.slice(0, cut));
    this.reasoningSep = "";
    this.reasoningWs = this.reasoningWs.slice(cut);
  }

  /** How much of a held run of `length` goes out: whole multiples of the cap, leaving 1 to cap held. */
  private overCap(length: number): number {
    return length > this.held ? Math.floor((length - 1) / this.held) * this.held : 0;
  }

  private closeReasoning(): void {
    if (this.reasoningWs !== "" && this.reasoningSeen && !this.strip) this.out.addReasoning(this.reasoningWs);
    this.reasoningWs = "";
  }
}
