/** Character codes and classes shared by the runtime's scanners (char codes, no regexes). */

/**
 * The character codes the scanners compare against, by name (as Lezer's
 * `Ch`). Across modules (isolatedModules) a member is read off the enum's
 * object; the optimizing compiler folds that to the number, and
 * `npm run bench:instructions` counts no more instructions than with bare
 * numbers.
 */
export const enum Ch {
  Backspace = 8,
  Tab = 9,
  Newline = 10,
  FormFeed = 12,
  Return = 13,
  Space = 32,
  Quote = 34,
  Hash = 35,
  Apostrophe = 39,
  ParenL = 40,
  ParenR = 41,
  Plus = 43,
  Comma = 44,
  Minus = 45,
  Dot = 46,
  Slash = 47,
  Digit0 = 48,
  Digit7 = 55,
  Digit9 = 57,
  Colon = 58,
  Semicolon = 59,
  Lt = 60,
  Equals = 61,
  Gt = 62,
  UpperA = 65,
  UpperE = 69,
  UpperF = 70,
  UpperU = 85,
  UpperX = 88,
  UpperZ = 90,
  BracketL = 91,
  Backslash = 92,
  BracketR = 93,
  Underscore = 95,
  LowerA = 97,
  LowerB = 98,
  LowerE = 101,
  LowerF = 102,
  LowerN = 110,
  LowerR = 114,
  LowerT = 116,
  LowerU = 117,
  LowerV = 118,
  LowerX = 120,
  LowerZ = 122,
  BraceL = 123,
  BraceR = 125,
}

/** A character that may start a Python name (keyword or call name). */
export function isNameStart(c: number): boolean {
  return (c >= Ch.LowerA && c <= Ch.LowerZ) || (c >= Ch.UpperA && c <= Ch.UpperZ) || c === Ch.Underscore;
}

/** A character of a Python name. */
export function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= Ch.Digit0 && c <= Ch.Digit9);
}

/** JSON whitespace: space, tab, line feed, carriage return. */
export function isSpace(c: number): boolean {
  return c === Ch.Space || c === Ch.Newline || c === Ch.Return || c === Ch.Tab;
}

/** Whether src[from, to) is JSON whitespace only (or empty). */
export function isAllSpace(src: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpace(src.charCodeAt(i))) return false;
  return true;
}
