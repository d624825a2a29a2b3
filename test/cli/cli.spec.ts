/**
 * The CLI as docs/cli.md describes it, run in-process.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dialects } from "../../generated/index.js";
import { runCli } from "../helpers/cli.js";

describe("dialectc parse", () => {
  it("prints the message of a qwen3 example", async () => {
    const { code, out } = await runCli(["parse", "--dialect", "qwen3", "--format", "message", "examples/qwen3-weather.txt"]);
    expect(code).toBe(0);
    const m = JSON.parse(out);
    expect(m.reasoning).toBe("The user wants the weather in two cities. I will call the tool for each.\n");
    expect(m.content).toBe("Let me check both cities.");
    expect(m.tool_calls.map((c: { name: string; arguments: string }) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ["get_weather", { city: "San Francisco", days: "3" }],
      ["get_weather", { city: '東京 "Tokyo"' }],
    ]);
  });

  it("streams deltas: the name first, then arguments in pieces, then the message", async () => {
    const { code, out } = await runCli(["parse", "--dialect", "hermes", "--format", "deltas", "--chunk", "5", "examples/hermes-two-calls.txt"]);
    expect(code).toBe(0);
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const last = lines.pop();
    const calls = lines.flatMap((d) => d.tool_calls ?? []).filter((c: { index: number }) => c.index === 0);
    expect(calls[0].function.name).toBe("get_weather");
    expect(calls.length).toBeGreaterThan(3);
    expect(last.message.tool_calls).toHaveLength(2);
  });

  it("--tools coerces, --no-thinking starts in content, --engine picks the interpreter", async () => {
    const { out } = await runCli([
      "parse",
      "--dialect",
      "qwen3",
      "--no-thinking",
      "--engine",
      "interpreted",
      "--tools",
      "examples/weather-tools.json",
      "examples/qwen3-weather.txt",
    ]);
    const m = JSON.parse(out);
    expect(m.reasoning).toBeNull();
    expect(JSON.parse(m.tool_calls[0].arguments)).toEqual({ city: "San Francisco", days: 3 });
  });

  it("prints machine events whose texts spell the input", async () => {
    const { out } = await runCli(["parse", "--dialect", "qwen3", "--format", "events", "-"], "a</think>b<tool_call>");
    const events = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(events.map((e: { text?: string }) => e.text ?? "").join("")).toBe("a</think>b<tool_call>");
    expect(events[1]).toEqual({ type: "terminal", terminal: "THINK_END", text: "</think>", to: "content" });
  });

  it("parses a grammar file given as --dialect", async () => {
    const { code, out } = await runCli(["parse", "--dialect", "grammars/hermes.dialect", "-"], 'x<tool_call>{"name":"f"}</tool_call>');
    expect(code).toBe(0);
    expect(JSON.parse(out).tool_calls[0].name).toBe("f");
  });

  it("rejects an unknown dialect with one clear line", async () => {
    const { code, err } = await runCli(["parse", "--dialect", "qwen9", "-"], "x");
    expect(code).toBe(2);
    expect(err).toBe(`dialectc parse: unknown dialect 'qwen9' (known: ${Object.keys(dialects).join(", ")}) (see 'dialectc parse --help')\n`);
  });

  it("rejects bad flags with usage and exit 2", async () => {
    const { code, err } = await runCli(["parse", "--dialect", "qwen3", "--format", "xml", "-"], "x");
    expect(code).toBe(2);
    expect(err).toContain("--format takes message, deltas or events");
  });

  it("takes only a positive --chunk", async () => {
    for (const bad of ["0", "2.5", "x"]) {
      const { code, err } = await runCli(["parse", "--dialect", "qwen3", "--chunk", bad, "-"], "x");
      expect([code, err]).toEqual([2, `dialectc parse: --chunk takes a positive integer, not '${bad}' (see 'dialectc parse --help')\n`]);
    }
  });
});

describe("dialectc parse --jsonl", () => {
  it("answers each line; a malformed line gives an error and the next line is still processed", async () => {
    const stdin = [
      JSON.stringify({ id: 1, dialect: "qwen3", text: "hmm</think>Hi", thinking: true }),
      "{not json",
      JSON.stringify({ id: 3, dialect: "nope", text: "x" }),
      JSON.stringify({ id: 4, dialect: "hermes" }),
      JSON.stringify({ id: 5, dialect: "hermes", chunks: ['<tool_call>{"name": "f", "argu', 'ments": {"a": 1}}</tool_call>'] }),
      JSON.stringify({
        id: 6,
        dialect: "qwen3",
        chunks: ["<think>", "x", "</think>", "y"],
        chunk_token_ids: [[50], [7], [51], [8]],
        vocab: { "<think>": 50, "</think>": 51 },
        thinking: false,
      }),
    ].join("\n");
    const { code, out } = await runCli(["parse", "--jsonl"], stdin);
    expect(code).toBe(0);
    const results = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(results).toHaveLength(6);
    expect(results[0]).toEqual({ id: 1, reasoning: "hmm", content: "Hi", tool_calls: [] });
    expect(results[1].error.message).toMatch(/^invalid JSON/);
    expect(results[2]).toEqual({ id: 3, error: { message: `unknown dialect 'nope' (known: ${Object.keys(dialects).join(", ")})` } });
    expect(results[3].error.message).toBe('a request needs "text" or "chunks"');
    expect(results[4].tool_calls).toEqual([{ id: "call_0", name: "f", arguments: '{"a": 1}' }]);
    expect(results[4].deltas[0].tool_calls[0].function.name).toBe("f");
    expect(results[5]).toMatchObject({ id: 6, reasoning: "x", content: "y" });
  });

  it("answers JSON that is not a request object with an error line, and keeps going", async () => {
    const lines = ["42", "null", "[1]", '"s"', "true", JSON.stringify({ id: 9, dialect: "qwen3", text: "a", thinking: false })];
    const wrongTypes = [
      { dialect: 5, text: "a" },
      { dialect: "qwen3", text: 5 },
      { dialect: "qwen3", chunks: "ab" },
      { dialect: "qwen3", chunks: ["a"], chunk_token_ids: [["x"]] },
      { dialect: "qwen3", text: "a", thinking: "yes" },
      { dialect: "qwen3", text: "a", tools: {} },
      { dialect: "qwen3", text: "a", vocab: { "<think>": "1" } },
      { dialect: "qwen3", text: "a", engine: "fast" },
      { dialect: "qwen3", text: "a", prompt: 3 },
    ].map((r) => JSON.stringify(r));
    const { code, out } = await runCli(["parse", "--jsonl"], [...lines, ...wrongTypes].join("\n"));
    expect(code).toBe(0);
    const results = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(results).toHaveLength(lines.length + wrongTypes.length);
    for (const i of [0, 1, 2, 3, 4]) expect(results[i].error.message).toMatch(/^a request is a JSON object/);
    expect(results[5]).toEqual({ id: 9, reasoning: null, content: "a", tool_calls: [] });
    for (const r of results.slice(6)) expect(typeof r.error.message).toBe("string");
  });

  it("never throws, whatever JSON a line holds (fast-check)", async () => {
    const request = fc.record(
      {
        dialect: fc.oneof(fc.constantFrom("qwen3", "hermes", "harmony", "nope"), fc.jsonValue()),
        text: fc.oneof(fc.string(), fc.jsonValue()),
        chunks: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
        chunk_token_ids: fc.jsonValue(),
        vocab: fc.jsonValue(),
        thinking: fc.jsonValue(),
        prompt: fc.jsonValue(),
        tools: fc.oneof(fc.array(fc.jsonValue()), fc.jsonValue()),
        tool_choice: fc.jsonValue(),
        engine: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    const line = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      request.map((r) => JSON.stringify(r)),
      fc.string().filter((s) => !s.includes("\n")),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 6 }), async (ls) => {
        const { code, out, err } = await runCli(["parse", "--jsonl"], ls.join("\n"));
        expect(code).toBe(0);
        expect(err).toBe("");
        // Every input line is answered, blank ones with an error, so results line up with requests.
        const input = ls.join("\n").split("\n");
        if (input[input.length - 1] === "") input.pop();
        expect(out.split("\n").filter((l) => l !== "")).toHaveLength(input.length);
      }),
      { numRuns: 150 },
    );
  });

  it("takes a 50 MB line, valid or not", async () => {
    const big = "x".repeat(50 * 1024 * 1024);
    const stdin = [JSON.stringify({ id: 1, dialect: "hermes", text: big }), '{"dialect": "hermes", "text": "' + big, JSON.stringify({ id: 3, dialect: "hermes", text: "ok" })].join(
      "\n",
    );
    const { code, out } = await runCli(["parse", "--jsonl"], stdin);
    expect(code).toBe(0);
    const results = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(results[0].content.length).toBe(big.length);
    expect(results[1].error.message).toMatch(/^invalid JSON/);
    expect(results[2]).toEqual({ id: 3, reasoning: null, content: "ok", tool_calls: [] });
  });
});

describe("dialectc check, list, compile", () => {
  it("check prints every error of a broken grammar and exits 1", async () => {
    const { code, err } = await runCli(["check", "test/grammars/broken/undefined-terminal.dialect"]);
    expect(code).toBe(1);
    expect(err).toMatch(/^test\/grammars\/broken\/undefined-terminal\.dialect:8:6: error: unknown terminal 'TOOL_ED' \[undefined-terminal\]\n {2}8 \| args TOOL_ED/);
  });

  it("check --vocab warns about special terminals the vocabulary lacks", async () => {
    const { code, err } = await runCli(["check", "grammars/qwen3.dialect", "--vocab", "test/fixtures/tiny-tokenizer.json"]);
    expect(code).toBe(0);
    expect(err).toContain(`turn boundary IM_START "<|im_start|>" of 'qwen3' is not in test/fixtures/tiny-tokenizer.json`);
    expect(err).not.toContain("THINK_START");
  });

  it("list shows the dialects and their features", async () => {
    const { out } = await runCli(["list"]);
    expect(out).toMatch(/^dialect\s+extends/);
    expect(out).toMatch(/qwen3\s+chatml\s+\d+\s+\d+\s+reasoning, tools:parameters/);
    expect(out).toMatch(/hermes\s+chatml/);
  });

  it("compile --check: generated/ equals what the compiler emits now", async () => {
    const { code, out, err } = await runCli(["compile", "--check"]);
    expect(err).toBe("");
    expect(out).toMatch(/up to date/);
    expect(code).toBe(0);
  });

  it("reports a file the system will not write in one line, exit 1, not as an internal error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dialectc-out-"));
    writeFileSync(join(dir, "file"), "");
    const { code, err } = await runCli(["compile", "grammars/hermes.dialect", "--out", join(dir, "file", "parsers")]);
    expect(code).toBe(1);
    expect(err).toMatch(/^dialectc compile: cannot write .*parsers: a part of the path is not a directory\n$/);
  });

  it("compile --dump ir prints plain JSON", async () => {
    const { out } = await runCli(["compile", "grammars/hermes.dialect", "--dump", "ir"]);
    const ir = JSON.parse(out);
    expect(ir.name).toBe("hermes");
    // The fence line the compiler adds comes first (docs/recovery.md, "Fenced calls").
    expect(ir.terminals.map((t: { name: string }) => t.name)).toEqual(["```", "IM_START", "IM_END", "TOOL_START", "TOOL_END"]);
  });
});

describe("dialectc graph", () => {
  it("draws the state machine as mermaid and dot", async () => {
    const mermaid = await runCli(["graph", "--dialect", "hermes"]);
    expect(mermaid.code).toBe(0);
    expect(mermaid.out).toContain("stateDiagram-v2");
    expect(mermaid.out).toContain("content --> call : TOOL_START / tool_start");
    expect(mermaid.out).toContain("call --> content : TOOL_END / tool_end");
    const dot = await runCli(["graph", "--dialect", "qwen3", "--format", "dot"]);
    expect(dot.out).toMatch(/^digraph "qwen3" \{/);
    // Each transition carries its id and its grammar line, for pages that lead from the picture to the source.
    expect(dot.out).toMatch(
      /"value" -> "args" \[label="PARAM_END \/ arg_end \(followed by PARAM \| PARAM_END \| FUNC_END \| TOOL_END \| end\)", id="transition-\d+-\d+", class="transition at-qwen3-\d+"\]/,
    );
  });
});

describe("dialectc render", () => {
  it("prints what a model writes for a message, and exits 1 when the dialect cannot express it", async () => {
    const message = JSON.stringify({ content: "Sure.", tool_calls: [{ name: "get_weather", arguments: { city: "Oslo", days: 3 } }] });
    const ok = await runCli(["render", "--dialect", "qwen3", "--tools", "examples/weather-tools.json", "--no-thinking", "-"], message);
    expect(ok.code).toBe(0);
    const back = JSON.parse((await runCli(["parse", "--dialect", "qwen3", "--tools", "examples/weather-tools.json", "--no-thinking", "-"], ok.out)).out);
    expect([back.content, back.tool_calls.map((c: { name: string; arguments: string }) => [c.name, JSON.parse(c.arguments)])]).toEqual([
      "Sure.",
      [["get_weather", { city: "Oslo", days: 3 }]],
    ]);
    const no = await runCli(["render", "--dialect", "hermes", "-"], JSON.stringify({ reasoning: "hmm" }));
    expect([no.code, no.err]).toEqual([1, expect.stringContaining("hermes cannot express this message")]);
    expect((await runCli(["render", "--dialect", "hermes", "-"], "not json")).code).toBe(2);
  });

  it("--like: the ways of writing a sample shows, where the dialect reads several", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dialectc-render-like-"));
    const sample = join(dir, "turn.txt");
    writeFileSync(sample, "[TOOL_CALLS]f[ARGS]{}");
    const message = JSON.stringify({ tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] });
    expect((await runCli(["render", "--dialect", "mistral", "-"], message)).out).toBe('[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Oslo"}}]');
    const liked = await runCli(["render", "--dialect", "mistral", "--like", sample, "-"], message);
    expect([liked.code, liked.out]).toEqual([0, '[TOOL_CALLS]get_weather[ARGS]{"city": "Oslo"}']);
    const missing = await runCli(["render", "--dialect", "mistral", "--like", join(dir, "none.txt"), "-"], message);
    expect([missing.code, missing.err.trim().split("\n")]).toEqual([2, [expect.stringContaining("none.txt")]]);
  });
});
