/**
 * The Jinja engine writes what Python's Jinja2 writes (in transformers'
 * chat-template environment): one case per behaviour real chat templates
 * rely on, each expected text being Jinja2's own output (3.1.6), and each
 * expected error Jinja2's exception class. The corpus-wide comparison is
 * jinja-differential.spec.ts.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileJinja, JinjaError, parseJsonAsPython, strftime } from "../../compiler/jinja/index.js";
import { runCli } from "../helpers/cli.js";

const NOW = new Date(2026, 0, 5, 14, 3, 9);
const render = (source: string, vars: Record<string, unknown> = {}) => compileJinja(source, { now: () => NOW }).render(vars);

/** The template renders to Jinja2's text, or raises Jinja2's exception class. */
function expectJinja2(source: string, vars: Record<string, unknown>, want: string | { raises: string }): void {
  if (typeof want === "string") {
    expect(render(source, vars)).toBe(want);
    return;
  }
  let error: unknown = null;
  try {
    render(source, vars);
  } catch (e) {
    error = e;
  }
  expect(error, `expected ${want.raises}`).toBeInstanceOf(JinjaError);
  expect((error as JinjaError).kind).toBe(want.raises);
}

describe("whitespace control as Jinja2's lexer applies it", () => {
  it("trim_blocks drops the newline after a block tag; lstrip_blocks the indent before it", () => expectJinja2("a\n  {% if true %}\n  x\n  {% endif %}\nb", {}, "a\n  x\nb"));
  it("lstrip_blocks only at the start of a line; variables keep their indent", () => expectJinja2("a  {% if true %}x{% endif %}  b\n  {{ 'v' }}", {}, "a  x  b\n  v"));
  it("- strips all whitespace on its side, newlines included", () => expectJinja2("a  \n {%- if true -%} \n x \n {%- endif -%} \n b", {}, "axb"));
  it("+ keeps the indent lstrip_blocks would remove", () => expectJinja2("a\n  {%+ if true %}x{% endif %}\n", {}, "a\n  x"));
  it("comments are trimmed like blocks", () => expectJinja2("a\n  {# note #}\nb {#- c -#} c", {}, "a\nbc"));
  it("raw blocks are text", () => expectJinja2("{% raw %}{{ x }} {% if %}{% endraw %}", {}, "{{ x }} {% if %}"));
  it("one trailing newline of the template is dropped; CRLF is a newline", () => expectJinja2("x\r\ny\n\n", {}, "x\ny\n"));
});

describe("literals", () => {
  it("Python's backslash escapes in strings (DeepSeek V3.1's '\\n')", () => expectJinja2("{{ 'a\\tb\\n\\x41\\u00e9\\\\ \\q' }}|{{ \"it's\" }}", {}, "a\tb\nAé\\ \\q|it's"));
  it("adjacent strings join; numbers with underscores and bases", () => expectJinja2("{{ 'a' 'b' }} {{ 1_000 }} {{ 0x1F }} {{ 0b101 }} {{ 1.5e3 }}", {}, "ab 1000 31 5 1500.0"));
});

describe("values are written as Python's str() writes them", () => {
  it("None, booleans, floats", () =>
    expectJinja2("{{ none }} {{ true }} {{ 1.0 }} {{ 10 / 4 }} {{ 1e16 }} {{ 0.00001 }} {{ 1/3 }}", {}, "None True 1.0 2.5 1e+16 1e-05 0.3333333333333333"));
  it("lists, tuples and dicts as repr", () =>
    expectJinja2(
      "{{ [1, 'a', none, true, 2.5] }} {{ (1,) }} {{ (1, 'b') }} {{ {'k': \"it's\", 2: [{}]} }}",
      {},
      "[1, 'a', None, True, 2.5] (1,) (1, 'b') {'k': \"it's\", 2: [{}]}",
    ));
  it("repr escapes quotes and control characters", () => expectJinja2("{{ ['a\\nb', 'say \"hi\"', \"it's\", 'x\\x00'] }}", {}, "['a\\nb', 'say \"hi\"', \"it's\", 'x\\x00']"));
  it("a dict from the render variables keeps its key order", () => expectJinja2("{{ d }}", { d: { b: 1, a: { z: null } } }, "{'b': 1, 'a': {'z': None}}"));
});

describe("Undefined and None", () => {
  it("an undefined variable prints as nothing and joins with ~ as nothing", () => expectJinja2("[{{ x }}]{{ x ~ 'a' }}{{ x is defined }}{{ x | default('d') }}", {}, "[]aFalsed"));
  it("a missing key or attribute is undefined", () => expectJinja2("{{ d.missing is defined }}{{ d['missing'] is defined }}", { d: { a: 1 } }, "FalseFalse"));
  it("an attribute of undefined raises", () => expectJinja2("{{ x.y }}", {}, { raises: "UndefinedError" }));
  it("+ with an undefined operand raises (Firefunction v2)", () => expectJinja2("{{ 'a' + x }}", {}, { raises: "UndefinedError" }));
  it("an attribute of None is undefined, not an error", () => expectJinja2("{{ none.x is defined }}{{ none['x'] is defined }}", {}, "FalseFalse"));
  it("+ with None raises (GigaChat)", () => expectJinja2("{{ 'a' + none }}", {}, { raises: "TypeError" }));
  it("None joined with ~ and passed through string filters is 'None'", () => expectJinja2("{{ 'a' ~ none }} {{ none | trim }} {{ none | string }}", {}, "aNone None None"));
  it("an attribute name that is a dict method gives the method (a schema's 'items')", () =>
    expectJinja2("{{ d.items is defined }}{{ d['items'] }}", { d: { items: [1] } }, "True[1]"));
});

describe("operators with Python's rules", () => {
  it("int and float division, floor division, modulo, power", () =>
    expectJinja2("{{ 7 / 2 }} {{ 6 / 2 }} {{ 7 // 2 }} {{ -7 // 2 }} {{ -7 % 3 }} {{ 7.5 % 2 }} {{ 2 ** 10 }} {{ 2 ** -1 }}", {}, "3.5 3.0 3 -4 2 1.5 1024 0.5"));
  it("division by zero raises", () => expectJinja2("{{ 1 / 0 }}", {}, { raises: "ZeroDivisionError" }));
  it("+ and * on strings, lists and booleans", () => expectJinja2("{{ 'ab' * 2 }}{{ [1] + [2] }}{{ [0] * 2 }}{{ true + 1 }}", {}, "abab[1, 2][0, 0]2"));
  it("None where a template loops, counts or searches raises Python's TypeError, and endless recursion Python's RecursionError (a request's tools: null)", () => {
    for (const source of ["{% for t in tools %}{% endfor %}", "{{ tools | length }}", "{{ 'a' in tools }}", "{{ tools | first }}", "{{ tools | join(',') }}"])
      expectJinja2(source, { tools: null }, { raises: "TypeError" });
    expectJinja2("{% macro f(n) %}{{ f(n) }}{% endmacro %}{{ f(1) }}", {}, { raises: "RecursionError" });
  });
  it("str + int raises", () => expectJinja2("{{ 'a' + 1 }}", {}, { raises: "TypeError" }));
  it("== across int and float, list and tuple; chained comparisons", () =>
    expectJinja2("{{ 1 == 1.0 }} {{ (1, 2) == [1, 2] }} {{ 1 < 2 < 3 }} {{ 3 > 2 > 2 }}", {}, "True False True False"));
  it("ordering different types raises", () => expectJinja2("{{ 1 < 'a' }}", {}, { raises: "TypeError" }));
  it("in on strings, lists, dicts and undefined", () => expectJinja2("{{ 'a' in 'cat' }} {{ 1 in [1] }} {{ 'k' in {'k': 1} }} {{ 'a' not in x }}", {}, "True True True True"));
  it("and/or give back an operand; if without else is undefined", () => expectJinja2("{{ 0 or 'z' }}|{{ 1 and 'y' }}|{{ 'y' if false }}|", {}, "z|y||"));
  it("filters bind tighter than unary minus and ~", () => expectJinja2("{{ -1 | abs }} {{ 'a' ~ 'b' | upper }}", {}, "1 aB"));
  it("...so 1 + 2 | string adds a string to an int, and raises", () => expectJinja2("{{ 1 + 2 | string }}", {}, { raises: "TypeError" }));
  it("slicing with steps on lists and strings", () =>
    expectJinja2("{{ [1, 2, 3][::-1] }} {{ 'hello'[1:3] }} {{ 'hello'[::-2] }} {{ [1, 2, 3][-1] }} {{ [1][5] is defined }}", {}, "[3, 2, 1] el olh 3 False"));
});

describe("str methods", () => {
  it("split and rsplit with a separator and maxsplit", () =>
    expectJinja2("{{ ' a  b '.split() }} {{ 'a,b,c'.split(',', 1) }} {{ 'a,b,c'.rsplit(',', 1) }}", {}, "['a', 'b'] ['a', 'b,c'] ['a,b', 'c']"));
  it("strip, lstrip and rstrip with characters (Qwen3's reasoning split)", () =>
    expectJinja2("{{ c.split('</think>')[-1].lstrip('\\n') }}|{{ 'xxhixx'.strip('x') }}|{{ '  a  '.rstrip() }}|", { c: "r</think>\n\nanswer" }, "answer|hi|  a|"));
  it("startswith/endswith (a tuple too), replace with a count, find, count", () =>
    expectJinja2(
      "{{ 'abc'.startswith(('x', 'ab')) }} {{ 'abc'.endswith('c') }} {{ 'aXbX'.replace('X', '-', 1) }} {{ 'hello'.find('l') }} {{ 'hello'.count('l') }}",
      {},
      "True True a-bX 2 2",
    ));
  it("upper, lower, title, capitalize, splitlines, join", () =>
    expectJinja2(
      "{{ 'hi'.upper() }} {{ \"they're\".title() }} {{ 'hI'.capitalize() }} {{ 'a\\nb\\r\\nc'.splitlines() }} {{ '-'.join(['a', 'b']) }}",
      {},
      "HI They'Re Hi ['a', 'b', 'c'] a-b",
    ));
  it("str.format", () =>
    expectJinja2(
      "{{ '{} {x}'.format(1, x='y') }} {{ '{:>5}|{:.2f}|{:05d}|{!r}'.format('a', 3.14159, 42, 'q') }} {{ '{0[a]}'.format(d) }}",
      { d: { a: 1 } },
      "1 y     a|3.14|00042|'q' 1",
    ));
  it("% formatting and the format filter", () =>
    expectJinja2(
      "{{ '%s=%d' | format('n', 3) }} {{ '%s-%s' % (1, 'a') }} {{ '%05.1f%%' % 2.5 }} {{ '%(k)s' % {'k': 'v'} }} {{ '%.0f %.0f' % (0.5, 1.5) }}",
      {},
      "n=3 1-a 002.5% v 0 2",
    ));
});

describe("dict and list methods (lists mutate, as Kimi K2 Thinking's template needs)", () => {
  it("items, keys, values, get", () =>
    expectJinja2(
      "{% for k, v in d.items() %}{{ k }}={{ v }};{% endfor %}{{ d.keys() | list }}{{ d.values() | list }}{{ d.get('z', 0) }}{{ d.get('z') }}",
      { d: { b: 1, a: 2 } },
      "b=1;a=2;['b', 'a'][1, 2]0None",
    ));
  it("update, pop, setdefault", () =>
    expectJinja2("{% set d = {'a': 1} %}{% set _ = d.update({'b': 2}) %}{{ d.pop('a') }}{{ d.setdefault('c', 3) }}{{ d }}", {}, "13{'b': 2, 'c': 3}"));
  it("append, extend, insert, pop, index, count", () =>
    expectJinja2(
      "{% set l = [1] %}{% set _ = l.append(2) %}{% set _ = l.extend([3, 4]) %}{% set _ = l.insert(0, 0) %}{{ l.pop() }}{{ l.pop(0) }}{{ l }}{{ l.index(2) }}{{ l.count(1) }}",
      {},
      "40[1, 2, 3]11",
    ));
  it("integer dict keys (Seed-OSS's budget table)", () =>
    expectJinja2("{% set d = {16384: 'c', 2048: 'b', 0: 'a'} %}{% for k, v in d | dictsort %}{{ k }}={{ v }};{% endfor %}{{ d[2048] }}", {}, "0=a;2048=b;16384=c;b"));
});

describe("statements", () => {
  it("the loop variable", () =>
    expectJinja2(
      "{% for i in 'abc' %}{{ loop.index }}{{ loop.index0 }}{{ loop.first }}{{ loop.last }}{{ loop.length }}{{ loop.revindex }}{{ loop.revindex0 }}{{ loop.previtem }}{{ loop.nextitem }}{{ loop.cycle('x', 'y') }};{% endfor %}",
      {},
      "10TrueFalse332bx;21FalseFalse321acy;32FalseTrue310bx;",
    ));
  it("break, continue, else, and a filtered loop", () =>
    expectJinja2(
      "{% for i in [1, 2, 3, 4] %}{% if i == 3 %}{% break %}{% endif %}{% if i == 1 %}{% continue %}{% endif %}{{ i }}{% endfor %}|{% for i in [] %}x{% else %}empty{% endfor %}|{% for i in [1, 2, 3] if i is odd %}{{ loop.index }}{{ i }}{% endfor %}",
      {},
      "2|empty|1123",
    ));
  it("for a, b in pairs; a dict iterates its keys", () =>
    expectJinja2("{% for a, b in [('x', 1), ('y', 2)] %}{{ a }}{{ b }}{% endfor %}{% for k in {'p': 1, 'q': 2} %}{{ k }}{% endfor %}", {}, "x1y2pq"));
  it("a loop body's sets end with the iteration; namespace carries state out", () =>
    expectJinja2("{% set x = 0 %}{% set ns = namespace(n=0) %}{% for i in [1, 2] %}{{ x }}{% set x = i %}{% set ns.n = ns.n + i %}{% endfor %}{{ x }}{{ ns.n }}", {}, "0003"));
  it("set in an if leaks out (if has no scope); set blocks capture and filter", () =>
    expectJinja2("{% if true %}{% set y = 1 %}{% endif %}{{ y }}{% set z | trim %}  hi  {% endset %}[{{ z }}]", {}, "1[hi]"));
  it("macros: defaults (from earlier parameters), keywords, varargs, kwargs", () =>
    expectJinja2(
      "{% macro m(a, b=2, c=a) %}{{ a }}{{ b }}{{ c }}{{ varargs }}{{ kwargs }}{% endmacro %}{{ m(1) }}|{{ m(1, c=5, d=6) }}|{{ m(1, 2, 3, 4) }}",
      {},
      "121(){}|125(){'d': 6}|123(4,){}",
    ));
  it("a macro sees variables set after it is defined (at call time)", () => expectJinja2("{% macro m() %}{{ v }}{% endmacro %}{% set v = 5 %}{{ m() }}", {}, "5"));
  it("call blocks and caller()", () => expectJinja2("{% macro m(x) %}[{{ caller(x * 2) }}]{% endmacro %}{% call(v) m(1) %}v={{ v }}{% endcall %}", {}, "[v=2]"));
  it("filter blocks, with, generation, recursive loops", () =>
    expectJinja2(
      "{% filter upper %}a{% endfilter %}{% with q = 1 %}{{ q }}{% endwith %}{% generation %}g{% endgeneration %}{% for x in [1, [2, [3]]] recursive %}{% if x is iterable %}({{ loop(x) }}){% else %}{{ x }}@{{ loop.depth }}{% endif %}{% endfor %}",
      {},
      "A1g1@1(2@2(3@3))",
    ));
  it("unpacking the wrong number of values raises", () => expectJinja2("{% for a, b in [(1, 2, 3)] %}{% endfor %}", {}, { raises: "ValueError" }));
  it("setting an attribute of a non-namespace raises", () => expectJinja2("{% set d = {} %}{% set d.a = 1 %}", {}, { raises: "TemplateRuntimeError" }));
});

describe("filters", () => {
  it("length/count, first, last, list, reverse, join", () =>
    expectJinja2(
      "{{ 'abc' | length }}{{ [1, 2] | count }}{{ [1, 2] | first }}{{ 'ab' | last }}{{ 'ab' | list }}{{ [1, 2] | reverse | list }}{{ [1, none, 'a'] | join(',') }}",
      {},
      "321b['a', 'b'][2, 1]1,None,a",
    ));
  it("a generator (select, map, unique, reverse) is true even when empty", () => expectJinja2("{% if [] | select('odd') %}true{% endif %}", {}, "true"));
  it("...and has no length", () => expectJinja2("{{ [1] | select('odd') | length }}", {}, { raises: "TypeError" }));
  it("last of a generator raises", () => expectJinja2("{{ [1] | select('odd') | last }}", {}, { raises: "TypeError" }));
  it("default, with the boolean argument; d", () =>
    expectJinja2("{{ x | default('u') }} {{ none | default('n') }} {{ '' | default('e', true) }} {{ 0 | d('z', boolean=true) }}", {}, "u None e z"));
  it("map (attribute=, default=, a filter name) and select/reject/selectattr/rejectattr with tests", () =>
    expectJinja2(
      "{{ m | map(attribute='role') | join(',') }} {{ m | map(attribute='x', default='-') | list }} {{ ['a'] | map('upper') | list }} {{ [1, 2, 3] | select('>', 1) | list }} {{ [1, 2, 3] | reject('odd') | list }} {{ m | selectattr('role', 'equalto', 'user') | list | length }} {{ m | rejectattr('c') | list | length }}",
      {
        m: [
          { role: "user", c: "a" },
          { role: "tool", c: null },
        ],
      },
      "user,tool ['-', '-'] ['A'] [2, 3] [2] 1 1",
    ));
  it("items, dictsort (case-insensitive, by value, reversed), unique, sort", () =>
    expectJinja2(
      "{{ {'a': 1} | items | list }} {{ {'b': 1, 'A': 2} | dictsort }} {{ {'b': 1, 'a': 2} | dictsort(by='value') }} {{ ['a', 'A', 'b'] | unique | list }} {{ ['b', 'A', 'c'] | sort }} {{ [{'n': 2}, {'n': 1}] | sort(attribute='n', reverse=true) }}",
      {},
      "[('a', 1)] [('A', 2), ('b', 1)] [('b', 1), ('a', 2)] ['a', 'b'] ['A', 'b', 'c'] [{'n': 2}, {'n': 1}]",
    ));
  it("replace, upper, lower, title, capitalize, trim with characters, center", () =>
    expectJinja2(
      "{{ 'aaa' | replace('a', 'b', 2) }} {{ 'Ab' | upper }}{{ 'Ab' | lower }} {{ \"bill's-friend (x)\" | title }} {{ 'hI' | capitalize }} {{ 'xxax' | trim('x') }} [{{ 'ab' | center(5) }}]",
      {},
      "bba ABab Bill's-Friend (X) Hi a [  ab ]",
    ));
  it("string is Python's str(); safe and escape", () =>
    expectJinja2("{{ {'a': true} | string }} {{ '<b>' | e }} {{ '<b>' | safe }} {{ ('<' | safe) + '<' }}", {}, "{'a': True} &lt;b&gt; <b> <&lt;"));
  it("int, float, abs, round", () =>
    expectJinja2(
      "{{ '42' | int }} {{ '4.5' | int }} {{ 'x' | int(7) }} {{ 'ff' | int(base=16) }} {{ 3.9 | int }} {{ '3.5' | float }} {{ 'x' | float }} {{ -2 | abs }} {{ 2.5 | round }} {{ 2.675 | round(2) }} {{ 2.1 | round(method='ceil') }}",
      {},
      "42 4 7 255 3 3.5 0.0 2 2.0 2.67 3.0",
    ));
  it("indent, truncate, wordcount, striptags", () =>
    expectJinja2(
      "{{ 'a\\nb\\n\\nc' | indent(2) }}|{{ 'a\\nb' | indent(2, true) }}|{{ 'one two three four' | truncate(9) }}|{{ 'a b, c' | wordcount }}|{{ '<b>x</b>  y &amp; z' | striptags }}",
      {},
      "a\n  b\n\n  c|  a\n  b|one...|3|x y & z",
    ));
  it("batch, slice, sum, min, max", () =>
    expectJinja2(
      "{{ [1, 2, 3] | batch(2) | list }} {{ [1, 2, 3] | slice(2) | list }} {{ [1, 2.5] | sum }} {{ [{'a': 1}, {'a': 2}] | sum(attribute='a') }} {{ ['b', 'A'] | min }} {{ [3, 1] | max }}",
      {},
      "[[1, 2], [3]] [[1, 2], [3]] 3.5 3 A 3",
    ));
  it("groupby, attr (attributes only, not keys), urlencode", () =>
    expectJinja2(
      "{% for g, items in [{'a': 1}, {'a': 2}, {'a': 1}] | groupby('a') %}{{ g }}:{{ items | length }};{% endfor %} {{ {'a': 1} | attr('a') is defined }} {{ {'k': 'v w'} | urlencode }}",
      {},
      "1:2;2:1; False k=v+w",
    ));
});

describe("tojson as transformers defines it: json.dumps(x, ensure_ascii=False, indent, separators, sort_keys)", () => {
  it("Python's spacing and unicode left as it is", () => expectJinja2("{{ {'a': 1, 'b': [1.5, none, true, 'é<>']} | tojson }}", {}, '{"a": 1, "b": [1.5, null, true, "é<>"]}'));
  it("indent, separators, sort_keys, ensure_ascii", () =>
    expectJinja2(
      "{{ {'b': [1], 'a': {}} | tojson(indent=2) }} {{ {'b': 1, 'a': 2} | tojson(sort_keys=true) }} {{ [1, 2] | tojson(separators=(',', ':')) }} {{ 'é' | tojson(ensure_ascii=true) }}",
      {},
      '{\n  "b": [\n    1\n  ],\n  "a": {}\n} {"a": 2, "b": 1} [1,2] "\\u00e9"',
    ));
  it("floats as Python writes them; tuples as arrays", () => expectJinja2("{{ [1.0, 1e16, 0.1, (1, 2)] | tojson }}", {}, "[1.0, 1e+16, 0.1, [1, 2]]"));
  it("undefined is not serializable", () => expectJinja2("{{ x | tojson }}", {}, { raises: "TypeError" }));
});

describe("tests", () => {
  it("defined, undefined, none, string, number, integer, float, boolean, mapping, iterable", () =>
    expectJinja2(
      "{{ x is undefined }}{{ none is none }}{{ 'a' is string }}{{ true is number }}{{ true is integer }}{{ 1 is integer }}{{ 1.0 is float }}{{ 0 is boolean }}{{ {} is mapping }}{{ 'a' is iterable }}{{ 1 is iterable }}",
      {},
      "TrueTrueTrueTrueFalseTrueTrueFalseTrueTrueFalse",
    ));
  it("sequence is true for strings, dicts and undefined", () =>
    expectJinja2("{{ 'a' is sequence }}{{ {} is sequence }}{{ x is sequence }}{{ 1 is sequence }}", {}, "TrueTrueTrueFalse"));
  it("callable, true, false, sameas, in, comparisons, odd, even, divisibleby", () =>
    expectJinja2(
      "{{ range is callable }}{{ 1 is true }}{{ false is false }}{{ none is sameas none }}{{ 1 is in [1] }}{{ 1 is eq 1 }}{{ 2 is gt 1 }}{{ 1 is le 0 }}{{ 1 is ne 1 }}{{ 3 is odd }}{{ 4 is even }}{{ 9 is divisibleby 3 }}",
      {},
      "TrueFalseTrueTrueTrueTrueTrueFalseFalseTrueTrueTrue",
    ));
});

describe("globals and errors", () => {
  it("range, dict, namespace, joiner, cycler", () =>
    expectJinja2(
      "{{ range(3) | list }}{{ range(5, 0, -2) | list }}{{ dict(a=1) }}{{ namespace(a=1).a }}{% set j = joiner('+') %}{{ j() }}{{ j() }}{% set c = cycler(1, 2) %}{{ c.next() }}{{ c.next() }}{{ c.next() }}",
      {},
      "[0, 1, 2][5, 3, 1]{'a': 1}1+121",
    ));
  it("raise_exception raises the template's message", () => expectJinja2("{{ raise_exception('bad role') }}", {}, { raises: "TemplateError" }));
  it("an unknown filter fails the template at compile time", () => expectJinja2("{% for m in x %}{{ m | frobnicate }}{% endfor %}", {}, { raises: "TemplateAssertionError" }));
  it("...but only when reached inside an if (Jinja2 defers it there)", () => expectJinja2("{% if false %}{{ m | frobnicate }}{% endif %}ok", {}, "ok"));
  it("a tag Jinja2 does not know is a syntax error ({% do %} is not enabled)", () => expectJinja2("{% do x %}", {}, { raises: "TemplateSyntaxError" }));
});

describe("the engine's own interface", () => {
  it("strftime_now formats the injected clock with Python's directives (Hunyuan's weekday, glibc's %-d)", () => {
    expect(strftime(NOW, "%A %a %B %b %d %m %Y %y %H:%M:%S %j %p %I %F %%")).toBe("Monday Mon January Jan 05 01 2026 26 14:03:09 005 PM 02 2026-01-05 %");
    expect(render("{{ strftime_now('%-d %b %Y, %A') }}")).toBe("5 Jan 2026, Monday");
    // glibc's rarer directives and flags, as Python on Linux writes them.
    expect(strftime(NOW, "%r|%R|%P|%V %G %g|%^a %#p|%Oy")).toBe("02:03:09 PM|14:03|pm|02 2026 26|MON pm|26");
    expectJinja2("{{ strftime_now() }}", {}, { raises: "TypeError" });
    expectJinja2("{{ raise_exception() }}", {}, { raises: "TypeError" });
    expect(compileJinja("{{ strftime_now('%Y') }}").render({})).toBe(String(new Date().getFullYear()));
  });

  it("render variables are plain JS values: objects are dicts, integral numbers ints, others floats", () => {
    expect(render("{{ v }} {{ v.n + 1 }} {{ v.f * 2 }} {{ v.list }}", { v: { n: 1, f: 2.5, list: [true, null] } })).toBe(
      "{'n': 1, 'f': 2.5, 'list': [True, None]} 2 5.0 [True, None]",
    );
  });

  it("a request's JSON read as Python's json.loads reads it: a whole number written as a float stays a float, the values stay plain", () => {
    const source = "{{ r | tojson }}|{{ r }}|{{ r.a is float }}{{ r.b is float }}";
    const request = parseJsonAsPython('{"r": {"a": 1.0, "b": 2, "c": [0.0, 1e2, 2.5E0, -3.00, 4], "d": {"k\\"1.0": "1.0", "e": 1e-2}}}') as Record<string, unknown>;
    expect(render(source, request)).toBe(
      `{"a": 1.0, "b": 2, "c": [0.0, 100.0, 2.5, -3.0, 4], "d": {"k\\"1.0": "1.0", "e": 0.01}}|{'a': 1.0, 'b': 2, 'c': [0.0, 100.0, 2.5, -3.0, 4], 'd': {'k"1.0': '1.0', 'e': 0.01}}|TrueFalse`,
    );
    // The rest of a server reads the values as JSON.parse gives them.
    expect(JSON.stringify(request)).toBe('{"r":{"a":1,"b":2,"c":[0,100,2.5,-3,4],"d":{"k\\"1.0":"1.0","e":0.01}}}');
    // A repeated key: the last value, with its own spelling (JSON.parse and Python agree on which).
    expect(render(source, parseJsonAsPython('{"r": {"a": 1.0, "a": 2, "b": {"x": 1.0}, "b": 3.0}}') as Record<string, unknown>)).toBe(
      `{"a": 2, "b": 3.0}|{'a': 2, 'b': 3.0}|FalseTrue`,
    );
    expect(() => parseJsonAsPython("{1.0}")).toThrow(SyntaxError);
  });

  it("an error carries Python's exception class and the line and column of what failed", () => {
    const at = (source: string) => {
      try {
        render(source);
      } catch (e) {
        const err = e as JinjaError;
        return `${err.kind} ${err.line}:${err.column}`;
      }
      return "rendered";
    };
    expect(at("a\nb {{ x.y }}")).toBe("UndefinedError 2:6");
    expect(at("{% if true %}\n  {{ 1 / 0 }}\n{% endif %}")).toBe("ZeroDivisionError 2:6");
    expect(at("{% for %}")).toBe("TemplateSyntaxError 1:8");
    expect(at("{{ raise_exception('no system turn') }}")).toBe("TemplateError 1:4");
  });

  it("what a template cannot do is one line naming the construct and where it stands", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "dialectc-jinja-")), "chat_template.jinja");
    writeFileSync(file, "{% for m in messages %}\n{{ m.content | frobnicate }}{% endfor %}");
    const r = await runCli(["detect", file]);
    expect(r.err).toBe(`dialectc: ${file}:2:14: the Jinja engine cannot parse this template: No filter named 'frobnicate'.\n`);
    expect(r.code).toBe(1);
  });
});
