/** Highlighting for the `.dialect` language in CodeMirror: keywords, markers (terminal names), strings, comments, events. */
import { StreamLanguage, type StreamParser } from "@codemirror/language";
import { CHANNEL_OPTIONS, CONTEXT_WORDS, EVENTS, KEYWORDS } from "../runtime/ir/grammar-words.js";

// The grammar's own table of words, so the highlighter cannot drift from the compiler.
const KEYWORD_WORDS = new Set<string>([...KEYWORDS, ...CONTEXT_WORDS]);
const EVENT_WORDS = new Set(Object.keys(EVENTS));
const CHANNEL_WORDS = new Set(Object.keys(CHANNEL_OPTIONS));

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
      if (KEYWORD_WORDS.has(w)) return "keyword";
      if (EVENT_WORDS.has(w)) return "atom";
      if (CHANNEL_WORDS.has(w)) return "typeName";
      if (/^[A-Z][A-Z0-9_]*$/.test(w)) return "className";
      return "variableName";
    }
    stream.next();
    return "punctuation";
  },
};

export const dialectLanguage = StreamLanguage.define(parser);
