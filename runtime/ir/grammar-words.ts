/**
 * The grammar's words, in one table: the reserved keywords, the words that
 * are keywords only where they stand (`when thinking`, `outside string`), the
 * channels and the options each takes, the events and their arguments, and
 * the built-in capture classes. The syntax builds its keyword tokens from it,
 * the checker and the lowering read it, the playground highlights with it, and
 * a docs test holds docs/grammar.md's channel and event tables to it (as it
 * holds the policy list to `policies.ts`).
 */
import type { ChannelName, EventIR } from "./ir.js";

/**
 * Words the grammar reserves: each is a keyword token, and none may name a state, terminal or class.
 * The order is the lexer's: a word that begins another (`in`, `initial`) comes after it, or the
 * shorter one would match first.
 */
export const KEYWORDS = [
  "abstract",
  "dialect",
  "extends",
  "class",
  "terminal",
  "special",
  "mark",
  "state",
  "initial",
  "when",
  "else",
  "followed",
  "by",
  "end",
  "absorb",
  "in",
  "turns",
  "policy",
  "max",
  "excluding",
  "ws",
] as const;

/** Words that are keywords only in their place (`initial S when thinking`, `when outside string`, `when outside json`): still free as names. */
export const CONTEXT_WORDS = ["thinking", "outside", "string", "json"] as const;

/** Options each channel accepts: name -> whether it takes a value (`flag`: written bare). */
export const CHANNEL_OPTIONS: Readonly<Record<ChannelName, Readonly<Record<string, "flag" | "value">>>> = {
  text: { until_text: "value", block: "value", json_string: "flag" },
  reasoning: { until_text: "value" },
  tool_name: {},
  args_json: { quote: "value", xml: "value", text_key: "value" },
  envelope: { name: "value", arguments: "value", wrapper: "value", id: "value", array: "flag", lines: "flag", name_as_key: "flag", python: "flag", name_suffix: "value" },
  arg_value: { string: "flag", json: "flag", schema: "flag", trim_newline: "flag", trim_newline_pair: "flag", merge_duplicates: "flag", encoding_from: "value" },
  header: { id: "value", name: "value", write: "value" },
  discard: { write: "value", stray: "value" },
};

/** A word written after a transition's arrow: an IR event, or a mark on the transition itself. */
export type EventWord = EventIR["kind"] | "keep" | "read_only";

/** Each event (and mark) and the arguments it takes, in order: "capture" names a capture of the terminal (or is a fixed string). */
export const EVENTS: Readonly<Record<EventWord, { args: readonly ("capture" | "declared_only")[]; required: number }>> = {
  reasoning_start: { args: [], required: 0 },
  reasoning_end: { args: [], required: 0 },
  content_start: { args: [], required: 0 },
  tool_start: { args: ["capture", "declared_only"], required: 0 },
  tool_name: { args: ["capture"], required: 1 },
  tool_id: { args: ["capture"], required: 1 },
  tool_end: { args: [], required: 0 },
  arg_start: { args: ["capture"], required: 1 },
  arg_end: { args: [], required: 0 },
  keep: { args: [], required: 0 },
  read_only: { args: [], required: 0 },
};

/** The events that take a capture. */
export const CAPTURE_EVENTS: readonly EventWord[] = (Object.keys(EVENTS) as EventWord[]).filter((e) => EVENTS[e].args[0] === "capture");

/** Capture classes every grammar may use without declaring them. */
export const BUILTIN_CLASSES: Readonly<Record<string, { max: number; excluding: string }>> = {
  ident: { max: 128, excluding: "\n<>" },
  line: { max: 512, excluding: "\n" },
};
