/**
 * The runtime's errors, told apart by class rather than by message: each says who is to act. The
 * message keeps the `dialectc: ` prefix a reader of a log looks for; `detail` is it without, for a
 * caller that words its own line (the CLI, the gateway's 400).
 *
 * - `DialectcUsageError`: the API was called wrongly (an option of the wrong type, `feed` after
 *   `finish`): the calling code's mistake, never its user's.
 * - `DialectcInputError`: the data given cannot be used (a tool without a name, a tool_choice naming
 *   no tool, a message that is not one): what a server passes on to its client as a bad request.
 * - `DialectcAbiError`: a generated module this runtime cannot load (its ABI outside the range read).
 * - `RenderError` (render/) and `ExportError` (export/): the dialect cannot say what was asked.
 */
export class DialectcError extends Error {
  /** the message without its `dialectc: ` prefix */
  readonly detail: string;
  constructor(detail: string) {
    super(`dialectc: ${detail}`);
    this.detail = detail;
    this.name = new.target.name;
  }
}

/** The API called wrongly: an option of the wrong type or name, a call out of order. */
export class DialectcUsageError extends DialectcError {}

/** Data the caller passed on that cannot be used: tools, a tool choice, a message to render. */
export class DialectcInputError extends DialectcError {}

/** A generated module this runtime cannot load. */
export class DialectcAbiError extends DialectcError {}
