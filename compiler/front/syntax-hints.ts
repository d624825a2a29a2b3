/**
 * Hints for syntax errors: an author new to the language writes a statement
 * the way another notation does (`terminal X = "…"`, `a --T--> b`), and a bare
 * "unexpected '='" does not say what to write instead. A hint names the
 * statement the line starts and how this language spells it; the errors of one
 * line share one hint, on the first of them.
 */

/** A statement's usual misspellings (matched against its line) and how it is written. */
const HINTS: readonly { line: RegExp; hint: string }[] = [
  { line: /^\s*(terminal|special)\s+\w+\s*[=:]/, hint: 'a terminal is written: terminal NAME "text" (special NAME "text" for a special token)' },
  { line: /^\s*\w+\s+-+\s*\w+\s*-+>/, hint: "a transition is written: FROM TERMINAL -> TO : events" },
  { line: /^\s*initial\s+(thinking|plain|\w+\s*[=:,])/, hint: "the initial state is written: initial STATE, or initial STATE when thinking else STATE" },
  { line: /^\s*state\s+\w+\s*[=(]/, hint: "a state is written: state NAME : channel, e.g. state content : text" },
  { line: /^\s*absorb\s+\w+\s*(=|->|:)/, hint: "an absorbed marker is written: absorb TERMINAL in STATE, STATE" },
  { line: /^\s*dialect\s+\w+\s*[:=(]/, hint: "a dialect is named: dialect NAME, or dialect NAME extends BASE" },
];

/** The hint for an error at `offset` in `text`, unless the line already has one (`hinted` holds line starts). */
export function syntaxHint(text: string, offset: number, hinted: Set<number>): string | null {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  if (hinted.has(start)) return null;
  const end = text.indexOf("\n", start);
  const line = text.slice(start, end < 0 ? text.length : end);
  const found = HINTS.find((h) => h.line.test(line));
  if (!found) return null;
  hinted.add(start);
  return found.hint;
}
