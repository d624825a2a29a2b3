/** Highlighting for the `.dialect` language in CodeMirror: keywords, markers (terminal names), strings, comments, events. */
import { StreamLanguage, type StreamParser } from "@codemirror/language";

const KEYWORDS = new Set([
  "abstract",
  "dialect",
  "extends",
  "class",
  "terminal",
  "special",
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
  "thinking",
  "outside",
  "string",
]);
const EVENTS = new Set(["reasoning_start", "reasoning_end", "content_start", "tool_start", "tool_name", "tool_id", "tool_end", "arg_start", "arg_end", "keep", "read_only"]);
const CHANNELS = new Set(["text", "reasoning", "tool_name", "args_json", "envelope", "arg_value", "header", "discard"]);

const parser: StreamParser<{ inComment: boolean }> = {
  startState: () => ({ inComment: false }),
  token(stream, state) {
    if (state.inComment) {
      if (stream.skipTo("*/")) {
        stream.match("*/");
        state.inComment = false;
      } else stream.skipToEnd();
      return "comment";
    }
    if (stream.eatSpace()) return null;
    if (stream.match("//")) {
      stream.skipToEnd();
      return "comment";
    }
    if (stream.match("/*")) {
      state.inComment = true;
      return "comment";
    }
    if (stream.match(/^"(?:[^"\\]|\\.)*"?/)) return "string";
    if (stream.match("->")) return "operator";
    if (stream.match(/^[0-9]+/)) return "number";
    const word = stream.match(/^[A-Za-z_][A-Za-z0-9_]*/) as RegExpMatchArray | null;
    if (word) {
      const w = word[0];
      if (KEYWORDS.has(w)) return "keyword";
      if (EVENTS.has(w)) return "atom";
      if (CHANNELS.has(w)) return "typeName";
      if (/^[A-Z][A-Z0-9_]*$/.test(w)) return "className";
      return "variableName";
    }
    stream.next();
    return "punctuation";
  },
};

export const dialectLanguage = StreamLanguage.define(parser);
