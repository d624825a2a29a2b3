/**
 * One tool call as the assembler follows it, from its opening marker to its
 * end, with its lifecycle as an explicit phase:
 *
 *   Reading   opened; its raw text (markers included) is kept while its name
 *             is unknown or not yet accepted
 *   Surfaced  its name was accepted: it has an index and an id, and its
 *             arguments stream out
 *   Demoted   not a call after all: its raw text became content, and so does
 *             the rest of it
 *   Silenced  tool_choice "none": demoted, and its text is dropped
 *
 * A recovered call (`declared_only`) whose name was accepted stays Reading,
 * `accepted`, until its closing marker surfaces it.
 */
import { CallArgs } from "./call-args.js";

/**
 * A call's phase. The order is load-bearing: the phases from `Demoted` on are
 * the ones whose text is not a call's, and `demoted` reads that as
 * `phase >= CallPhase.Demoted`; keep new phases where that stays true.
 */
export const enum CallPhase {
  Reading,
  Surfaced,
  Demoted,
  Silenced,
}

export class Call {
  phase = CallPhase.Reading;
  /** its name was accepted (a recovered call waits for its closer to surface) */
  accepted = false;
  /** named only by a number: its tool is found from its arguments when it ends (`infer_tool_name`) */
  unnamed = false;
  raw = "";
  name = "";
  nameOpen = false;
  header = "";
  headerOpen = false;
  /** the header state whose text `header` holds */
  headerState = -1;
  id: string | null = null;
  index = -1;
  /** argument text produced before the call surfaced */
  pendingArgs = "";
  /** its argument builders, one per form its arguments take */
  readonly args = new CallArgs();

  constructor(readonly declaredOnly: boolean) {}

  get surfaced(): boolean {
    return this.phase === CallPhase.Surfaced;
  }

  /** its text is not a call's (content, or dropped when silenced) */
  get demoted(): boolean {
    return this.phase >= CallPhase.Demoted;
  }

  get silent(): boolean {
    return this.phase === CallPhase.Silenced;
  }
}
