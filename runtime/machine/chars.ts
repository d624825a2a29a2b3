/** Character classes shared by the runtime's scanners (char codes, no regexes). */

/** A character that may start a Python name (keyword or call name). */
export function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

/** A character of a Python name. */
export function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57);
}

/** JSON whitespace: space, tab, line feed, carriage return. */
export function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** Whether src[from, to) is JSON whitespace only (or empty). */
export function isAllSpace(src: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpace(src.charCodeAt(i))) return false;
  return true;
}
