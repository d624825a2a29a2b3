/**
 * Python keyword arguments translated to JSON while they stream
 * (`runtime/args/python-args.ts`): each case read whole, one character at a time
 * and cut once at every position must give the same JSON.
 */
import { describe, expect, it } from "vitest";
import { PythonArgsTranslator } from "../../runtime/args/python-args.js";

function translate(chunks: string[]): { json: string; done: boolean } {
  const t = new PythonArgsTranslator();
  let json = "";
  for (const c of chunks) {
    t.push(c, 0, c.length);
    json += t.take();
  }
  json += t.finish();
  return { json, done: t.closed };
}

const CASES: [string, string, unknown][] = [
  ["strings, numbers and literals", "a='x', n=3, f=.5, ok=True, none=None)", { a: "x", n: 3, f: 0.5, ok: true, none: null }],
  ["a set is a list", "tags={'urgent', 'bug'})", { tags: ["urgent", "bug"] }],
  ["a set of one, and of numbers", "one={'a'}, nums={1, 2, 3})", { one: ["a"], nums: [1, 2, 3] }],
  ["a set with a trailing comma", "tags={'a', 'b',})", { tags: ["a", "b"] }],
  ["a dict stays a dict", "d={'k': 'v', 'n': 1}, e={})", { d: { k: "v", n: 1 }, e: {} }],
  ["a dict with a number key", "d={1: 'one'})", { d: { "1": "one" } }],
  ["a shell command's own quotes stay in it", "command='sed -n '360,450p' /testbed/common.py')", { command: "sed -n '360,450p' /testbed/common.py" }],
  ["an apostrophe inside a word", "text='it's fine', n=1)", { text: "it's fine", n: 1 }],
  ["whitespace after a closing quote", "a='x' , b='y' )", { a: "x", b: "y" }],
  ["a quote and spaces that are data", "a='say ' ok')", { a: "say ' ok" }],
  ["quotes in lists and dict keys", "l=['a', \"b\"], d={'k' : 'v'})", { l: ["a", "b"], d: { k: "v" } }],
  ["a triple-quoted string over lines", 'code="""def f():\n    return "x"\n""", n=1)', { code: 'def f():\n    return "x"\n', n: 1 }],
  ["a triple-quoted string with one and two quotes inside", "s='''a'b''c''')", { s: "a'b''c" }],
  ["an empty string, then more", "s=\"\", t='')", { s: "", t: "" }],
];

describe("Python arguments as JSON", () => {
  for (const [name, src, want] of CASES) {
    it(name, () => {
      const whole = translate([src]);
      expect(whole.done).toBe(true);
      expect(JSON.parse("" + whole.json)).toEqual(want);
      expect(translate(Array.from(src)).json).toBe(whole.json);
      for (let i = 1; i < src.length; i++) expect(translate([src.slice(0, i), src.slice(i)]).json, `cut at ${i}`).toBe(whole.json);
    });
  }

  it("a string cut off by the end of the stream closes at its last quote", () => {
    const { json } = translate(["a='x'"]);
    expect(json).toBe('{"a": "x"');
  });

  it("a brace waits for its first key before anything of it goes out", () => {
    const t = new PythonArgsTranslator();
    t.push("s={'urgent'", 0, 11);
    expect(t.take()).toBe('{"s": ');
    t.push(", 'bug'})", 0, 9);
    expect(t.take()).toBe('["urgent", "bug"]}');
  });
});
