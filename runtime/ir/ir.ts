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
} as const;
export type Channel = (typeof Channel)[keyof typeof Channel];

/** The grammar's word for each channel, indexed by its `Channel` number: this order is `Channel`'s (test/repo/channels.spec.ts holds it). */
export const CHANNEL_NAMES = ["text", "reasoning", "tool_name", "args_json", "envelope", "arg_value", "header", "discard"] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/** How an argument value extends the arguments JSON. */
export type Encoding = "string" | "json" | "schema";
export const ENCODINGS: readonly Encoding[] = ["string", "json", "schema"];

/**
 * Value trimming: Qwen3 drops exactly one wrapping newline on each side;
 * `paired` drops the trailing one only when the value also starts with one
 * (Seed-OSS writes values both wrapped and bare, and a bare value's final
 * newline is its own).
 */
export type Trim = "none" | "newline" | "paired";

export interface LiteralPart {
  lit: string;
}
/** A bounded run of characters, e.g. a tool name inside `<function=NAME>`. */
export interface CapturePart {
  cap: string;
  max: number;
  /** characters the capture may not contain (the following literal's first char is implied) */
  exclude: string;
  /** what `render` writes here when no name, key or encoding fills it (`ch:channel = "commentary"`) */
  write?: string;
}
/**
 * Optional whitespace (`ws` in a spelling): a run of up to `ws` whitespace
 * characters, possibly none, read greedily. Models vary in the spaces and
 * newlines they put inside markers (a fence with or without its newline).
 */
export interface WhitespacePart {
  ws: number;
  /** what `render` writes here (default a newline): `"functools" ws = "" "["` */
  write?: string;
}
export type Part = LiteralPart | CapturePart | WhitespacePart;

export interface TerminalIR {
  name: string;
  /** one special token: matched by id when ids are supplied, never by its text then */
  special: boolean;
  /** spellings; the first is canonical. Every variant starts with a non-empty literal. */
  variants: Part[][];
}

/** How the name and the id of a call are cut out of a header channel's text. */
export interface ExtractIR {
  /** keep the text after the last occurrence of this string ("" = from the start), applied after `before` */
  after: string;
  /** keep the text before the last occurrence of this string ("" = to the end) */
  before: string;
}

/** The keys an envelope reads when the grammar names none: one definition for the lowering, the assembler and render. */
export const DEFAULT_NAME_KEYS: readonly string[] = ["name"];
export const DEFAULT_ARGS_KEYS: readonly string[] = ["arguments", "parameters"];
/**
 * Keys models put an envelope's arguments under when they drift from the dialect's own (Hermes models
 * writing `"args"`, agents' `"input"`): read as the arguments in every envelope that names its call, after
 * the dialect's keys, so a call's arguments are never silently empty for want of the key.
 */
export const DRIFTED_ARGS_KEYS: readonly string[] = ["arguments", "parameters", "args", "input"];

/**
 * Keys models put an envelope's name under when they drift from the dialect's own (`"tool": "write"`,
 * `"function": "f"`, `"tool_name"`): read as the name while none has been, in every envelope that names
 * its call by a key.
 */
export const DRIFTED_NAME_KEYS: readonly string[] = ["name", "tool", "tool_name", "function"];

/**
 * Keys whose object value is the call itself, as OpenAI's tool_call object nests it
 * (`{"type": "function", "function": {"name": …, "arguments": "…"}}`): an envelope reads into it.
 */
export const CALL_WRAPPER_KEYS: readonly string[] = ["function", "tool_call"];

export interface ChannelIR {
  kind: Channel;
  /**
   * text, reasoning: the state lasts until its first text (a character that
   * is not whitespace and begins no marker there), which moves the machine to
   * this state, where it is read again (Granite's reasoning phrase counts only
   * at the start of the answer)
   */
  untilText?: number;
  /**
   * text: the block the model writes this state's text in (Kimi K3's
   * `<|open|>response<|sep|>` … `<|close|>response<|sep|>`): terminals `render`
   * writes around the text, even empty; where a turn starts in the state,
   * the prompt opened the block. The parser reads them as the grammar's
   * transitions and absorbs say.
   */
  block?: { open: number; close: number };
  /**
   * text: the state's text is the inside of a JSON string (llama.cpp's generic `{"response": "…"}`): its
   * escapes are decoded, and a `when outside string` marker counts where its quote closes the string.
   */
  jsonString?: boolean;
  /** arg_value: default encoding */
  encoding?: Encoding;
  /** arg_value: a capture of the opening terminal whose value picks the encoding */
  encodingCapture?: { capture: string; map: Record<string, Encoding> };
  trim?: Trim;
  /** arg_value: a key written more than once in a call is the list of its values (transformers' `merge_duplicates`); the call's values are held until it ends */
  mergeDuplicates?: boolean;
  /** envelope: key holding the name, keys holding the arguments */
  nameKeys?: string[];
  argsKeys?: string[];
  /** envelope: keys whose object value holds the call (default `CALL_WRAPPER_KEYS`; a response template's `{fn.name}` reads into `fn`) */
  wrapperKeys?: string[];
  /** envelope: keys whose string value is the call's model-written id (kept when it comes before the name) */
  idKeys?: string[];
  /** args_json: the token that quotes strings when the model's JSON uses one (keys then may be bare) */
  quote?: string;
  /** args_json: arguments that do not begin with `{` are text, the value of this key (CWM's `command`) */
  textKey?: string;
  /** args_json: the arguments are XML elements, one per parameter (nested for objects and arrays), each tag after this prefix ("" none) */
  xml?: string;
  /** envelope: elements may also be Python calls `NAME(k=v, …)` with Python-literal arguments */
  python?: boolean;
  /** envelope(python): dropped from the end of a call's name (Llama 3.1's `brave_search.call(…)`) */
  nameSuffix?: string;
  /** envelope: the object's one key is the name and its value the arguments (`{"NAME": {…}}`, Apertus) */
  nameAsKey?: boolean;
  /** envelope: the text is a JSON array of envelopes, one call each (the `[` may be part of the marker) */
  array?: boolean;
  /** envelope(array): the model writes the array one call per line, without brackets or commas (what `render` writes; either is read) */
  lines?: boolean;
  /**
   * discard: the text `render` writes in the state (DeepSeek's call type `function`); header: the
   * header `render` writes, with `{name}` and `{index}` filled in (Kimi's `functions.{name}:{index}`)
   */
  write?: string;
  /**
   * discard: what text that turns out not to be structure becomes (docs/recovery.md): content (the
   * default), reasoning, or dropped (a response template's text outside every pattern, which
   * transformers never reads)
   */
  stray?: "content" | "reasoning" | "dropped";
  /** header: where id and name come from; a header without `name` carries only the id of a call named before it */
  id?: ExtractIR;
  name?: ExtractIR;
}

export type EventIR =
  | { kind: "reasoning_start" }
  | { kind: "reasoning_end" }
  /** a new block of content begins (joined to earlier content by `block_separator`) */
  | { kind: "content_start" }
  /**
   * opens a call; `name` is a capture of the terminal; `declaredOnly`: keep only if the request declares the name.
   * `literal` (on any event with an argument): the argument is the name, id or key itself, not a capture's.
   */
  | { kind: "tool_start"; name?: string; declaredOnly?: boolean; literal?: boolean }
  | { kind: "tool_name"; name: string; literal?: boolean }
  | { kind: "tool_id"; id: string; literal?: boolean }
  | { kind: "tool_end" }
  /**
   * `fromName` (written `arg_start(name_tail)`, `key` "" and `literal`): the key is the tail of the call's
   * name, a declared tool's name run into its first key where the marker between them was lost
   * (GLM's `<tool_call>send_commandcommand</arg_key>` for `send_command<arg_key>command</arg_key>`)
   */
  | { kind: "arg_start"; key: string; literal?: boolean; fromName?: boolean }
  | { kind: "arg_end" };

/** A closer that counts only when followed (after whitespace) by one of these. */
export interface FollowIR {
  terminals: number[];
  /** end of stream also counts */
  end: boolean;
}

export interface TransitionIR {
  /** where the grammar says it, "file:line" (absorbs: the absorb line) */
  at: string;
  terminal: number;
  target: number;
  events: EventIR[];
  follow?: FollowIR;
  /** the marker counts only outside a JSON string of the state's text (a `</tool_call>` inside a code argument stays data) */
  outsideString?: boolean;
  /** the marker counts only outside every JSON string, object and array of the state's text (llama.cpp's generic `]}` after its calls) */
  outsideJson?: boolean;
  /** consumed silently, state unchanged (a duplicate `</think>`) */
  absorb?: boolean;
  /** a lookahead: fires its events and changes state, but its text is not consumed; it is read again as text of the target state (Mistral's `{` that starts the arguments) */
  keep?: boolean;
  /** a form the parser reads but `render` (and so grammar export) does not write (HyperCLOVA X's constrained-decoding JSON) */
  readOnly?: boolean;
  /**
   * Added by the lowering, never written: a call opener met inside call markup.
   * It fires only while the open call is unconfirmed (the sink's
   * `unconfirmedCall`), after the sink's `restart` gives the earlier text back.
   */
  restart?: boolean;
  /**
   * `when after T`: the marker counts only straight after T, where the machine entered this
   * state by a transition on T (the terminal's index) and read only whitespace since; anywhere
   * else it is the state's text (Gemma 4's `call:NAME{` that lost its opener, right after `<channel|>`).
   */
  after?: number;
  /**
   * Added by the lowering, never written: an absorb of the marker that closed a call, written
   * again straight after it (`after` is that marker), as models repeat a closer
   * (`</tool_call></tool_call>`).
   */
  repeat?: boolean;
  /**
   * Added by the lowering, never written, on an absorb: a markdown fence line
   * (```` ``` ```` and an optional language word) where a fence around calls
   * may stand (`compiler/lower/fences.ts`). The machine reports it like any
   * absorbed marker; the assembler decides whether it is layout around calls
   * (dropped) or a prose code block's text (content, in place).
   */
  fence?: boolean;
}

export interface StateIR {
  name: string;
  /** where the grammar declares it, "file:line" */
  at: string;
  channel: ChannelIR;
  transitions: TransitionIR[];
}

// The values of the enumerated policies, defined here once: the checks accept these, the IR carries them.
/** `content_whitespace` (the first value of each list is the default) */
export const WHITESPACE_POLICIES = ["around_tools", "keep", "trim"] as const;
export type WhitespacePolicy = (typeof WHITESPACE_POLICIES)[number];
/** `unclosed_call` */
export const UNCLOSED_CALL_POLICIES = ["keep", "text"] as const;
export type UnclosedCallPolicy = (typeof UNCLOSED_CALL_POLICIES)[number];
/** `tool_call_id` */
export const CALL_ID_FORMATS = ["chatcmpl", "alnum9"] as const;
export type CallIdFormat = (typeof CALL_ID_FORMATS)[number];
/** `calls_in_reasoning` */
export const CALLS_IN_REASONING = ["call", "reasoning"] as const;
export type CallsInReasoning = (typeof CALLS_IN_REASONING)[number];
/** `capture_escapes` */
export const CAPTURE_ESCAPES = ["none", "xml"] as const;
export type CaptureEscapes = (typeof CAPTURE_ESCAPES)[number];

/**
 * Caps on every buffer that grows with the model's output, so a stream that
 * never closes (or a proxy feeding garbage) holds bounded memory. Lengths are
 * in UTF-16 code units. What happens past each cap is fixed (docs/recovery.md):
 * the same whether the text arrives at once or in pieces.
 */
export interface CapsIR {
  /** a tool name, call header, JSON key or bare word being read: past it the call is given back as text */
  name: number;
  /**
   * text held undecided: an unconfirmed call, a region's markup, whitespace
   * that may be trailing, a typed value held until complete. Past it the call
   * or markup is given back as text, whitespace is kept, a held value becomes
   * a string (parameters) or ends the arguments (JSON)
   */
  held: number;
  /** JSON nesting in arguments: deeper, the arguments end at the last complete value */
  depth: number;
  /** whitespace a `when followed by` check looks through before deciding "not followed" */
  lookahead: number;
}

export const DEFAULT_CAPS: CapsIR = { name: 1024, held: 262_144, depth: 128, lookahead: 256 };

export interface PoliciesIR {
  /** drop trailing whitespace of reasoning (held until more reasoning arrives) */
  stripTrailingReasoningWhitespace: boolean;
  /** `around_tools`: whitespace next to a tool call is dropped at the content's edges */
  contentWhitespace: WhitespacePolicy;
  /** drop (to content) calls whose name the request's tools do not declare */
  validateToolNames: boolean;
  /**
   * a call named only by a number (Kimi's bare counter `0`) takes its name from the request's tools
   * when it ends: the only tool, or the one whose parameters hold every argument key; else it is content
   */
  inferToolName: boolean;
  /** what a call still open at the end of the stream becomes */
  unclosedCall: UnclosedCallPolicy;
  /** the `thinking` option when the caller gives none */
  thinkingDefault: boolean;
  /** format of generated call ids */
  toolCallId: CallIdFormat;
  /** text put between consecutive blocks of reasoning or of content ("" = none) */
  blockSeparator: string;
  /** a first parameter `arguments`/`input` that wraps the schema's parameters is unwrapped */
  unwrapArguments: boolean;
  /**
   * text the generation prompt ends with, read before the output when no
   * prompt text is given (Functionary v3.2's `>>>`, the start of the first
   * recipient marker the model completes); never part of any event
   */
  prefill: string;
  /** `xml`: captured names, ids and keys are attribute values with `&amp;`-style references, decoded */
  captureEscapes: CaptureEscapes;
  /**
   * A call's markup written inside reasoning: `call` ends the reasoning and is a call (the transitions the
   * grammar writes); `reasoning` keeps it as reasoning text, for a family whose template does not call
   * tools while thinking (the lowering leaves out the reasoning states' call openers). Optional: only the
   * lowering reads it, and modules compiled before it existed stay valid
   */
  callsInReasoning?: CallsInReasoning;
  caps: CapsIR;
}

export interface DialectIR {
  /** the ABI it was lowered for (`ABI_VERSION`, `machine/generated-abi.ts`) */
  abi: number;
  name: string;
  /** grammar file it came from, relative to the repository */
  source: string;
  /** the chain of bases, nearest first */
  extends: string[];
  terminals: TerminalIR[];
  states: StateIR[];
  initial: { thinking: number; plain: number };
  /** terminals that delimit turns in a rendered prompt (special tokens, or capture-free literals) */
  turnBoundaries: number[];
  policies: PoliciesIR;
}

export function isCapture(part: Part): part is CapturePart {
  return (part as CapturePart).cap !== undefined;
}

export function isWhitespace(part: Part): part is WhitespacePart {
  return (part as WhitespacePart).ws !== undefined;
}

/** A spelling's opening literal: every variant starts with a non-empty one. */
export function leadingLiteral(variant: readonly Part[]): string {
  return (variant[0] as LiteralPart).lit;
}

/** An event's argument: the capture it names, or its text when literal (`arg_start("code")`). */
function eventArgument(event: EventIR): string | undefined {
  switch (event.kind) {
    case "tool_start":
    case "tool_name":
      return event.name;
    case "tool_id":
      return event.id;
    case "arg_start":
      return event.key;
    default:
      return undefined;
  }
}

/** The capture whose text an event takes (a tool's name, id or a key), or undefined: none, or a fixed string. */
export function captureArgument(event: EventIR): string | undefined {
  return "literal" in event && event.literal ? undefined : eventArgument(event);
}

/** A fixed name, id or key an event gives as a string (`arg_start("code")`), or null. */
export function literalArgument(event: EventIR): string | null {
  return "literal" in event && event.literal ? eventArgument(event)! : null;
}

/** A spelling's whole text when it is literals only, else null (it has a capture or optional whitespace). */
export function literalText(variant: readonly Part[]): string | null {
  let text = "";
  for (const p of variant) {
    if (isCapture(p) || isWhitespace(p)) return null;
    text += p.lit;
  }
  return text;
}
