/**
 * Text cut into feeds of a given size, as the CLI's `--chunk N` and the
 * playground's chunk setting both do: N characters counted as code points, so
 * a character outside the Basic Multilingual Plane (an emoji, a surrogate
 * pair in UTF-16) is never split and the same setting cuts the same text the
 * same way everywhere. Size 0, or one past the text, is one feed.
 */
export function chunkText(text: string, size: number): string[] {
  if (size <= 0) return [text];
  const out: string[] = [];
  let start = 0;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate followed by its low one is one character.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    if (++count === size) {
      out.push(text.slice(start, i + 1));
      start = i + 1;
      count = 0;
    }
  }
  if (start < text.length || out.length === 0) out.push(text.slice(start));
  return out;
}
