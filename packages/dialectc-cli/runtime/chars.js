/** Character classes shared by the runtime's scanners (char codes, no regexes). */
/** JSON whitespace: space, tab, line feed, carriage return. */
export function isSpace(c) {
    return c === 32 || c === 10 || c === 13 || c === 9;
}
