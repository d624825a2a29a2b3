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
import type { EnvelopeScanner } from "../args/envelope.js";
import type { JsonObjectStream } from "../args/json-stream.js";
import type { ParameterArgs } from "../args/parameter-args.js";
import type { PythonCallScanner } from "../args/python-call.js";
import type { QuotedJsonTranslator } from "../args/quoted-json.js";
/** A reader that translates a dialect's argument text into JSON text as it streams (XML elements, text under a key). */
export interface ArgsTranslator {
  push(src: string, from: number, to: number): string;
  /** what it still holds when the arguments end */
  finish(): string;
}

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
  id: string | null = null;
  index = -1;
  /** argument text produced before the call surfaced */
  pendingArgs = "";
  // One argument builder per encoding, created by the first text in it.
  // When the arguments come in two forms, one builder hands the object on to
  // the next: `continues` is how it was left (null: not written; false: open,
  // no member; true: open, with members).
  continues: boolean | null = null;
  params: ParameterArgs | null = null;
  json: JsonObjectStream | null = null;
  quoted: QuotedJsonTranslator | null = null;
  translator: ArgsTranslator | null = null;
  /** an element of an array of calls, or a single envelope */
  envelope: EnvelopeScanner | PythonCallScanner | null = null;

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
