/**
 * The Jinja engine templates are rendered with writes what Python's Jinja2
 * writes for the constructs real chat templates use and @huggingface/jinja
 * alone fails on or writes differently (each expected text is Jinja2's).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileJinja, strftime } from "../../compiler/templates/jinja-engine.js";
import { runCli } from "../helpers/cli.js";

const render = (source: string, vars: Record<string, unknown> = {}) => compileJinja(source).render(vars);

describe("the Jinja engine: what Jinja2 writes", () => {
  it("integer dict keys: lookup, items, and dictsort in numeric order (Seed-OSS's budget table)", () => {
    const t = "{% set d = {16384: 'c', 2048: 'b', 0: 'a'} %}{% for k, v in d | dictsort %}{{ k }}={{ v }};{% endfor %}{{ d[2048] }}{{ d.get(0) }}";
    expect(render(t)).toBe("0=a;2048=b;16384=c;ba");
    expect(render("{% set d = {1: 'x'} %}{% for k, v in d.items() %}{{ k + 1 }}{{ v }}{% endfor %}")).toBe("2x");
  });

  it("list.append, extend and pop mutate the list (Kimi K2 Thinking's id queue)", () => {
    const t = "{% set ns = namespace(ids=[]) %}{% set _ = ns.ids.append(1) %}{% set _ = ns.ids.extend(['x', 'y']) %}{% set last = ns.ids.pop() %}{{ ns.ids | tojson }}{{ last }}";
    expect(render(t)).toBe('[1, "x"]y');
  });

  it("for a, b in a list of tuples (Functionary v3.2's schema fields)", () => {
    expect(render('{% for a, b in [("x", 1), ("y", 2)] %}{{ a }}{{ b }}{% endfor %}')).toBe("x1y2");
  });

  it("the format filter and % formatting (Llama 3.2's pythonic template)", () => {
    expect(render('{{ "%s=%d" | format("n", 3) }}')).toBe("n=3");
    expect(render('{{ "%s" | format(v) }}', { v: { a: true, b: null, c: [1, "q"] } })).toBe("{'a': True, 'b': None, 'c': [1, 'q']}");
    expect(render('{{ "%s-%s" % ("a", 1) }}|{{ "%05.1f%%" % 2.5 }}')).toBe("a-1|002.5%");
    expect(render("{{ 7 % 3 }}{{ 2 * 3 }}")).toBe("16");
  });

  it("a string times an integer", () => {
    expect(render('{{ "ab" * 3 }}{{ 2 * "-" }}')).toBe("ababab--");
  });

  it("the string filter is Python's str() (Seed-OSS's parameter values)", () => {
    expect(render("{{ v | string }}", { v: { zone: "it's", n: 2.5, ok: false, none: null } })).toBe(`{'zone': "it's", 'n': 2.5, 'ok': False, 'none': None}`);
    expect(render("{{ true | string }}{{ 3 | string }}{{ 'x' | string }}")).toBe("True3x");
  });

  it("strftime_now knows Python's directives (Hunyuan's weekday)", () => {
    const date = new Date(2026, 0, 5, 14, 3, 9);
    expect(strftime(date, "%A %a %B %b %d %m %Y %y %H:%M:%S %j %p %I %F %%")).toBe("Monday Mon January Jan 05 01 2026 26 14:03:09 005 PM 02 2026-01-05 %");
    expect(render("{{ strftime_now('%Y') }}")).toBe(String(new Date().getFullYear()));
  });

  it("what the engine still cannot do is one line naming the construct and where it stands", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "dialectc-jinja-")), "chat_template.jinja");
    writeFileSync(file, "{% for m in messages %}\n{{ m.content | frobnicate }}{% endfor %}");
    const r = await runCli(["detect", file]);
    expect(r.err).toBe(`dialectc: ${file}:2:14: the Jinja engine cannot render this template: Unknown StringValue filter: frobnicate\n`);
    expect(r.code).toBe(1);
  });
});
