/**
 * The IR: one plain-data description of a dialect that both back ends run.
 *
 * The compiler lowers a `.dialect` grammar to this shape; the reference
 * interpreter (`interpreter.ts`) walks it directly and the code generator
 * specialises it. It is JSON: no functions, no classes, no cycles, so it can be
 * dumped (`dialectc compile --dump ir`), diffed and embedded in generated code.
 *
 * Indices are the identity: a terminal is referred to by its position in
 * `terminals`, a state by its position in `states`.
 */
/** Bumped whenever the IR or the sink contract changes shape; see `dialect.ts`. */
export const ABI_VERSION = 3;
/** What plain text in a state becomes. Numbers so the hot path compares ints. */
export const Channel = {
    /** assistant content */
    Text: 0,
    Reasoning: 1,
    /** characters of the current call's name */
    ToolName: 2,
    /** raw JSON arguments text, streamed verbatim */
    ArgsJson: 3,
    /** a JSON object carrying name and arguments (Hermes) */
    Envelope: 4,
    /** one parameter's value (parameter dialects) */
    ArgValue: 5,
    /** buffered call metadata, split into id and name when the state is left */
    Header: 6,
    /** dropped (whitespace between tags, say); still reported for accounting */
    Discard: 7,
};
export const CHANNEL_NAMES = [
    "text",
    "reasoning",
    "tool_name",
    "args_json",
    "envelope",
    "arg_value",
    "header",
    "discard",
];
export const ENCODINGS = ["string", "json", "schema"];
export const DEFAULT_CAPS = { name: 1024, held: 262_144, depth: 128, lookahead: 256 };
export function isCapture(part) {
    return part.cap !== undefined;
}
