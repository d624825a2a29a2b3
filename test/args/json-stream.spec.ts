/**
 * JsonObjectStream: verbatim streaming of JSON object text with a committed
 * prefix that always completes to valid JSON.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JsonObjectStream } from "../../runtime/args/json-stream.js";
import { splitAt } from "../helpers/run.js";

function stream(chunks: string[]): { committed: string[]; final: string } {
  const s = new JsonObjectStream();
  const committed: string[] = [];
  for (const c of chunks) {
    s.push(c, 0, c.length);
    committed.push(s.take());
  }
  const tail = s.finish();
  return { committed, final: committed.join("") + tail };
}

const objects = fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 });

describe("JsonObjectStream", () => {
  it("passes a complete object through verbatim (but for space before the final brace), however chunked", () => {
    fc.assert(
      fc.property(objects, fc.boolean(), fc.array(fc.nat()), (obj, pretty, cuts) => {
        const text = pretty ? JSON.stringify(obj, null, 2) : JSON.stringify(obj);
        expect(stream(splitAt(text, cuts)).final).toBe(text.replace(/\s*\}$/, "}"));
      }),
    );
  });

  it("completes every prefix to valid JSON, extending what it committed", () => {
    fc.assert(
      fc.property(objects, fc.nat(), (obj, n) => {
        const text = JSON.stringify(obj, null, 1);
        const prefix = text.slice(0, n % (text.length + 1));
        const { committed, final } = stream([prefix]);
        expect(() => JSON.parse(final), final).not.toThrow();
        expect(final.startsWith(committed.join(""))).toBe(true);
        expect(typeof JSON.parse(final)).toBe("object");
      }),
    );
  });

  it("streams string values as they arrive", () => {
    const s = new JsonObjectStream();
    s.push('{"a": "hel', 0, 10);
    expect(s.take()).toBe('{"a": "hel');
    s.push('lo", "n": 12', 0, 12);
    expect(s.take()).toBe('lo"');
    s.push("3}", 0, 2);
    expect(s.take()).toBe(', "n": 123');
    expect(s.finish()).toBe("}");
  });

  it("holds a partial escape and escapes raw control characters", () => {
    const s = new JsonObjectStream();
    s.push('{"a": "x\\', 0, 9);
    expect(s.take()).toBe('{"a": "x');
    s.push('u00e9\ty"}', 0, 10);
    expect(s.take()).toBe('\\u00e9\\ty"');
    expect(s.finish()).toBe("}");
  });

  it("repairs after invalid input and gives {} for non-objects", () => {
    expect(stream(['{"a": [1, 2 oops]}']).final).toBe('{"a": [1, 2]}');
    expect(stream(['{"a": "b" "c"}']).final).toBe('{"a": "b"}');
    expect(stream(["not json"]).final).toBe("{}");
    expect(stream(["[1, 2]"]).final).toBe("{}");
    expect(stream(['{"a": tru']).final).toBe("{}");
    expect(stream(['{"a": 1.']).final).toBe("{}");
    expect(stream(['{"a": 1, "b']).final).toBe('{"a": 1}');
  });

  it("says when a chunk continues a string value as plain text, which then streams as it is", () => {
    const s = new JsonObjectStream();
    s.push('{"key', 0, 5);
    expect(s.continuesString("abc", 0, 3)).toBe(false); // a key is held, not streamed
    s.push('": "val', 0, 7);
    s.take();
    expect(s.continuesString("ue and more", 0, 11)).toBe(true);
    expect(s.continuesString('ue"', 0, 3)).toBe(false);
    expect(s.continuesString("a\nb", 0, 3)).toBe(false);
    // Complete escapes are string text as they stand; one cut by the chunk end or invalid is not.
    expect(s.continuesString('a\\nb\\"c\\\\d\\u00e9', 0, 16)).toBe(true);
    expect(s.continuesString("a\\", 0, 2)).toBe(false);
    expect(s.continuesString("a\\u00e", 0, 7)).toBe(false);
    expect(s.continuesString("a\\x", 0, 3)).toBe(false);
    expect(s.continuesString("a\\uZZZZ", 0, 7)).toBe(false);
    // Taking it as plain text leaves the stream where it was: the rest closes the string as usual.
    s.push('"}', 0, 2);
    expect(s.take() + s.finish()).toBe('"}');
  });
});

describe("JsonObjectStream in a call whose arguments come in more than one form", () => {
  /** One object block streamed into a stream that continues what an earlier builder left. */
  function continued(continues: boolean | null, chunks: string[]): { text: string; seal: ReturnType<JsonObjectStream["seal"]> } {
    const s = new JsonObjectStream(null, undefined, continues);
    let text = "";
    for (const c of chunks) {
      s.push(c, 0, c.length);
      text += s.take();
    }
    const seal = s.seal();
    return { text: text + seal.text, seal };
  }

  it("writes no second brace, and a comma only after a member", () => {
    expect(continued(true, ['{"b": 1}']).text).toBe(', "b": 1');
    expect(continued(false, ['{"b": 1}']).text).toBe('"b": 1');
    expect(continued(true, ["{}"]).text).toBe("");
    expect(continued(null, ['{"b": 1}']).text).toBe('{"b": 1');
  });

  it("hands the object on open, closing only what is open inside it", () => {
    expect(continued(null, ['{"a": "x']).text).toBe('{"a": "x"');
    expect(continued(null, ['{"a": [1, {"b": ']).text).toBe('{"a": [1, {}]');
    expect(continued(null, ['{"a": 1, "b']).seal.continues).toBe(true);
    expect(continued(null, ['{"a']).seal.continues).toBe(false);
    expect(continued(null, [" "]).seal.continues).toBe(null);
    expect(continued(null, ["[1]"]).seal.continues).toBe(null);
    expect(continued(false, ["oops"]).seal.continues).toBe(false);
  });

  it("closes with the object's brace even when it wrote nothing", () => {
    expect(new JsonObjectStream(null, undefined, true).finish()).toBe("}");
    const s = new JsonObjectStream(null, undefined, false);
    s.push("not json", 0, 8);
    expect(s.take() + s.finish()).toBe("}");
  });

  it("joins two objects, the first cut anywhere, into one valid object", () => {
    fc.assert(
      fc.property(objects, objects, fc.nat(), fc.array(fc.nat()), (a, b, n, cuts) => {
        const first = JSON.stringify(a);
        const cut = first.slice(0, n % (first.length + 1));
        const one = continued(null, splitAt(cut, cuts));
        const two = new JsonObjectStream(null, undefined, one.seal.continues);
        const second = JSON.stringify(b);
        for (const c of splitAt(second, cuts)) two.push(c, 0, c.length);
        const text = one.text + two.take() + two.finish();
        const joined = JSON.parse(text) as Record<string, unknown>;
        // As JSON reads them back (-0 is written 0).
        const [ra, rb] = [JSON.parse(first), JSON.parse(second)] as Record<string, unknown>[];
        if (cut === first) expect(joined).toEqual({ ...ra, ...rb });
        else expect(joined).toMatchObject(rb!);
      }),
    );
  });
});
