/**
 * XML character references in attribute values (`tool="a&amp;b"`), where a
 * dialect says its captured names and keys are written that way
 * (`policy capture_escapes = xml`, Kimi K3): decoded when parsing, encoded
 * when rendering. Names are short and rarely hold an `&`, so the common case
 * returns the string untouched.
 */
import { Ch } from "../text/chars.js";
const NAMED = new Map([
  ["amp", "&"],
  ["quot", '"'],
  ["apos", "'"],
  ["lt", "<"],
  ["gt", ">"],
]);

/** The inverse of `decodeXmlReferences` for what an attribute value cannot hold as written. */
export function encodeXmlReferences(s: string): string {
  return s.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export function decodeXmlReferences(s: string): string {
  let amp = s.indexOf("&");
  if (amp < 0) return s;
  let out = "";
  let from = 0;
  while (amp >= 0) {
    const semi = s.indexOf(";", amp + 1);
    if (semi < 0) break;
    const ref = s.slice(amp + 1, semi);
    let ch = NAMED.get(ref);
    if (ch === undefined && ref.charCodeAt(0) === Ch.Hash) ch = numericReference(ref);
    if (ch !== undefined) {
      out += s.slice(from, amp) + ch;
      from = semi + 1;
    }
    amp = s.indexOf("&", ch !== undefined ? semi + 1 : amp + 1);
  }
  return out + s.slice(from);
}

/** `#38` or `#x26` to its character; undefined unless well formed and a valid code point. */
function numericReference(ref: string): string | undefined {
  const hex = ref.charCodeAt(1) === Ch.LowerX || ref.charCodeAt(1) === Ch.UpperX;
  const start = hex ? 2 : 1;
  if (ref.length === start || ref.length - start > 8) return undefined;
  let code = 0;
  for (let i = start; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    const digit =
      c >= Ch.Digit0 && c <= Ch.Digit9
        ? c - Ch.Digit0
        : hex && c >= Ch.LowerA && c <= Ch.LowerF
          ? c - Ch.LowerA + 10
          : hex && c >= Ch.UpperA && c <= Ch.UpperF
            ? c - Ch.UpperA + 10
            : -1;
    if (digit < 0) return undefined;
    code = code * (hex ? 16 : 10) + digit;
  }
  return code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
