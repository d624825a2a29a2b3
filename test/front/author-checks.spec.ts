/**
 * What `check` and the CLI tell a grammar's author beyond the laws: each
 * check has a grammar that trips it and the fixed grammar that passes, and
 * each CLI mistake gets one line in our words (exit 2 for usage, 1 for
 * findings), never a Node error code or a raw control byte.
 *
 * The grammars are an MCP-style family we do not ship:
 *   <use_mcp_tool><server_name>S</server_name><tool_name>T</tool_name><arguments>{…}</arguments></use_mcp_tool>
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "dialectc-author-"));
let n = 0;
function grammar(lines: string[]): string {
  const path = join(dir, `g${n++}.dialect`);
  writeFileSync(path, lines.join("\n") + "\n");
  return path;
}

const HEAD = [
  "dialect mcp extends chatml",
  'terminal CALL     "<use_mcp_tool>"',
  'terminal SERVER   "<server_name>"',
  'terminal SERVER_E "</server_name>"',
  'terminal TOOL     "<tool_name>"',
  'terminal TOOL_E   "</tool_name>"',
  'terminal ARGS     "<arguments>"',
  'terminal ARGS_E   "</arguments>"',
  'terminal CALL_E   "</use_mcp_tool>"',
  "state content : text",
  "state call    : discard",
  "state tool    : tool_name",
  "state args    : args_json",
  "initial content",
  "content CALL     -> call    : tool_start",
  "call    TOOL     -> tool",
  "tool    TOOL_E   -> call",
  "call    ARGS     -> args",
  "args    ARGS_E   -> call    when outside string",
  "call    CALL_E   -> content : tool_end",
];

/** The grammar done right: the server's name is markup to skip. */
const GOOD = [...HEAD, "state server : discard", "call SERVER -> server", "server SERVER_E -> call"];

async function check(path: string) {
  const r = await runCli(["check", path]);
  return { ...r, codes: [...r.err.matchAll(/\[([a-z-]+)\]$/gm)].map((m) => m[1]) };
}

describe("checks the laws cannot see", () => {
  it("passes the grammar done right, without warnings", async () => {
    const r = await check(grammar(GOOD));
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
  });

  it("a capture no event uses: named at the capture, with what to add", async () => {
    const path = grammar([...HEAD.map((l) => l.replace('terminal CALL     "<use_mcp_tool>"', 'terminal CALL "<use_mcp_tool><server_name>" server:ident "</server_name>"'))]);
    const r = await check(path);
    expect(r.codes).toContain("unused-capture");
    expect(r.err).toMatch(/:2:45: warning: capture 'server' of 'CALL' is read and dropped on 'content CALL -> call' \(line 15\)/);
    expect(r.err).toContain(`say what to write there (server:ident = "…")`);
    // The fix the message names passes.
    const fixed = grammar(HEAD.map((l) => l.replace('terminal CALL     "<use_mcp_tool>"', 'terminal CALL "<use_mcp_tool><server_name>" server:ident = "search" "</server_name>"')));
    expect((await check(fixed)).err).toBe("");
  });

  it("two name states in one call: the second is named, and what to do", async () => {
    const r = await check(grammar([...HEAD, "state server : tool_name", "call SERVER -> server", "server SERVER_E -> call"]));
    expect(r.codes).toEqual(["second-name"]);
    // Whichever of the two the walk meets second is named, once.
    expect(r.err).toMatch(
      /warning: 'call SERVER -> server' enters 'server' \(tool_name\) when state 'tool' already named the call: the call keeps that name and the text of 'server' is dropped/,
    );
    expect(r.err).toContain("a name cannot be joined from two parts");
    expect(r.code).toBe(0);
  });

  it("a reachable state nothing leaves", async () => {
    const r = await check(grammar([...HEAD.filter((l) => !l.startsWith("args")), "args ARGS_E -> args"]));
    expect(r.codes).toEqual(["dead-end-state"]);
    expect(r.err).toMatch(/:13:7: warning: no marker leads out of state 'args' \(args_json\)/);
  });

  it("a call render cannot write: the probe's message and the state where render stopped", async () => {
    // The only opener is read-only: the parser reads calls that render has no marker for.
    const path = grammar(HEAD.map((l) => (l.startsWith("content CALL") ? "content CALL -> call : tool_start, read_only" : l)));
    const r = await check(path);
    expect(r.codes).toEqual(["unwritable"]);
    expect(r.err).toMatch(
      /:10:7: warning: render cannot write a call \(\{"tool_calls":\[\{"name":"probe_tool".*\): no marker opens a call here \(stopped in state 'content', .*:10\)/,
    );
  });

  it("diff fails law 7 with render's message when render cannot write what the grammar parses, and holds once fixed", async () => {
    const broken = grammar(HEAD.map((l) => (l.startsWith("content CALL") ? "content CALL -> call : tool_start, read_only" : l)));
    const failed = await runCli(["diff", broken, "--runs", "20", "--seed", "1"]);
    expect(failed.code).toBe(1);
    expect(failed.err).toMatch(
      /mcp: law 7 round trip fails: render cannot write a message the grammar parses: mcp cannot express this message: no marker opens a call here \(stopped in state 'content'/,
    );
    expect(failed.err).toMatch(/replay: dialectc diff --dialect .*g\d+\.dialect --runs 20 --seed 1/);
    const held = await runCli(["diff", grammar(GOOD), "--runs", "20", "--seed", "1"]);
    expect(held.out).toMatch(/^mcp: laws 1, 2, 2\+ids, 3, 4, 5, 1\+caps, 3\+caps, 4\+caps, 7 hold on 20 runs each \(seed 1\)$/m);
    expect(held.code).toBe(0);
  }, 60_000);

  it("a terminal followed directly by a transition is two statements, not a capture", async () => {
    const r = await check(grammar(["dialect d", "state content : text", "initial content", 'terminal A "<a>"', "content A -> content"]));
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
  });

  it("a statement cut short: the caret where the missing part belongs, once per line", async () => {
    const r = await check(grammar(["dialect d", 'terminal A "<a>" x:', "state content : text", "initial content"]));
    expect(r.code).toBe(1);
    expect(r.err.split("\n")[0]).toMatch(/:2:20: error: expected a name after ':' \[syntax\]$/);
    expect(r.err.match(/error:/g)).toHaveLength(1);
    // A bare name in a spelling is a mark; one that names none says how a capture is written.
    const bare = await check(grammar(["dialect d", 'terminal A "<a>" x', "state content : text", "initial content"]));
    expect(bare.err.split("\n")[0]).toMatch(/:2:18: error: unknown mark 'x' \(a capture is written x:CLASS\) \[undefined-mark\]$/);
  });

  it("grammars past the size limits are refused before the work grows", async () => {
    const many = ["dialect big", "state content : text", "initial content"];
    for (let i = 0; i < 1100; i++) many.push(`terminal T${i} "<t${i}>"`);
    const r = await check(grammar(many));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/:1028:1: error: more than 1024 terminals in one grammar.* \[too-large\]/);
    const long = await check(grammar(["dialect d", `terminal A "${"x".repeat(2000)}"`, "state content : text", "initial content", "content A -> content"]));
    expect(long.err).toMatch(/a literal of 2000 characters in terminal 'A'; markers may be at most 1024 \[too-large\]/);
    const path = join(dir, "huge.dialect");
    writeFileSync(path, "// " + "x".repeat(2 << 20));
    const huge = await check(path);
    expect(huge.err).toMatch(/^.*huge\.dialect: error: the file is 2\.0 MB; a grammar file may be at most 1\.0 MB \[too-large\]\n$/);
    expect(huge.code).toBe(1);
  });
});

describe("the CLI speaks in one line of its own words", () => {
  const oneLine = (s: string) => expect(s.trimEnd().split("\n")).toHaveLength(1);
  const noNodeCodes = (s: string) => expect(s).not.toMatch(/\bE[A-Z]{3,}\b|ERR_[A-Z_]+/);

  it("a directory where a grammar belongs", async () => {
    const r = await runCli(["check", dir]);
    expect(r.err).toMatch(/^dialectc check: .* is a directory, not a grammar file/);
    oneLine(r.err);
    noNodeCodes(r.err);
    expect(r.code).toBe(2);
  });

  it("--out naming a file", async () => {
    const file = join(dir, "somefile");
    writeFileSync(file, "");
    const r = await runCli(["compile", grammar(GOOD), "--out", file]);
    expect(r.err).toMatch(/^dialectc compile: --out .*somefile is a file; give the directory to write the modules to/);
    oneLine(r.err);
    noNodeCodes(r.err);
    expect(r.code).toBe(2);
  });

  it("a negative number where a count belongs", async () => {
    const r = await runCli(["diff", grammar(GOOD), "--runs", "-5"]);
    expect(r.err).toMatch(/^dialectc diff: --runs takes a positive integer, not '-5'/);
    oneLine(r.err);
    expect(r.code).toBe(2);
    const chunk = await runCli(["parse", "--dialect", "hermes", "--chunk", "-3", "-"], "x");
    expect(chunk.err).toMatch(/^dialectc parse: --chunk takes a positive integer, not '-3'/);
  });

  it("flags in our words", async () => {
    expect((await runCli(["parse", "--dialect", "hermes", "--bogus"])).err).toMatch(/^dialectc parse: unknown option '--bogus' \(see 'dialectc parse --help'\)\n$/);
    expect((await runCli(["parse", "--dialect"])).err).toMatch(/^dialectc parse: --dialect needs a value/);
    expect((await runCli(["parse", "--dialect", "hermes", "--no-thinking=1"])).err).toMatch(/^dialectc parse: --no-thinking takes no value/);
  });

  it("a binary file: one 'not a text file' line, no raw bytes echoed", async () => {
    const path = join(dir, "binary.dialect");
    const bytes = Buffer.alloc(4096);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) & 0xff;
    writeFileSync(path, bytes);
    const r = await runCli(["check", path]);
    expect(r.err).toMatch(/^.*binary\.dialect: error: not a text file \(it is not UTF-8 text or holds control bytes\) \[not-text\]\n$/);
    oneLine(r.err);
    expect(r.err).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(r.code).toBe(1);
    // A model output that is not UTF-8 is the caller's mistake: exit 2, one line.
    const parsed = await runCli(["parse", "--dialect", "hermes", path]);
    expect(parsed.err).toMatch(/^dialectc parse: .*binary\.dialect is not a text file \(it is not UTF-8\)/);
    oneLine(parsed.err);
    expect(parsed.code).toBe(2);
  });

  it("control characters in a text grammar are shown as '?', caret still in its column", async () => {
    const path = join(dir, "control.dialect");
    writeFileSync(path, "dialect d\nstate content : text \u0085 x\ninitial content\n");
    const r = await check(path);
    expect(r.err).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(r.err).toContain("state content : text ? x");
  });

  it("one pointer to help, not two", async () => {
    const r = await runCli(["parse", "-"], "x");
    expect(r.err).toBe("dialectc parse: parse needs --dialect NAME or --dialect FILE.dialect (see 'dialectc list')\n");
    expect(r.code).toBe(2);
  });

  it("parse --jsonl answers every line, a blank one with its line number", async () => {
    const r = await runCli(["parse", "--jsonl"], '{"dialect":"hermes","text":"a"}\n\n  \r\n{"dialect":"hermes","text":"b"}\n');
    const lines = r.out
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { content?: string; error?: { message: string } });
    expect(lines).toHaveLength(4);
    expect(lines[0]!.content).toBe("a");
    expect(lines[1]!.error!.message).toBe("line 2 is blank: each line must be one JSON request");
    expect(lines[2]!.error!.message).toBe("line 3 is blank: each line must be one JSON request");
    expect(lines[3]!.content).toBe("b");
    expect(r.code).toBe(0);
  });
});

describe("keep", () => {
  // A lookahead whose text the target state reads as a marker of its own: Gemma 4's `call:NAME{`
  // with no opener, read again from `call:` as a call's markup.
  const KEEP = [
    "dialect look",
    'terminal LOOK "<call "',
    'terminal CALL "<call name=\\"" name:ident "\\">"',
    'terminal END  "</call>"',
    "state content  : text",
    "state preamble : discard",
    "state args     : args_json",
    "initial content",
    "content  LOOK -> preamble : keep, tool_start",
    "args     END  -> content  : tool_end",
  ];

  it("may be read by a marker of the target state that consumes it", async () => {
    const r = await check(grammar([...KEEP, "preamble CALL -> args : tool_name(name)"]));
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const parsed = await runCli(
      ["parse", "--dialect", grammar([...KEEP, "preamble CALL -> args : tool_name(name)"]), "--format", "message", "-"],
      'a <call name="f">{"x": 1}</call>',
    );
    expect(JSON.parse(parsed.out)).toMatchObject({ content: "a", tool_calls: [{ name: "f", arguments: '{"x": 1}' }] });
  });

  it("is refused where a marker of the target state would keep it too: the machine could go round", async () => {
    const r = await check(grammar([...KEEP, "preamble CALL -> args : keep, tool_name(name)"]));
    expect(r.codes).toEqual(["invalid-event"]);
    expect(r.err).toMatch(/'keep' would read 'LOOK' again in 'preamble', where 'CALL' could match it/);
    expect(r.code).toBe(1);
  });
});

describe("when after", () => {
  const AFTER = [
    "dialect after",
    'terminal OPEN  "<think>"',
    'terminal CLOSE "</think>"',
    'terminal CALL  "call:"',
    'terminal END   "<end>"',
    "state content   : text",
    "state reasoning : reasoning",
    "state name      : tool_name",
    "initial content",
    "content   OPEN  -> reasoning : reasoning_start",
    "reasoning CLOSE -> content   : reasoning_end",
    "name      END   -> content   : tool_end",
  ];

  it("reads a marker only straight after the one that entered the state", async () => {
    const path = grammar([...AFTER, "content CALL -> name : tool_start   when after CLOSE"]);
    expect((await check(path)).code).toBe(0);
    const read = async (text: string) =>
      JSON.parse((await runCli(["parse", "--dialect", path, "--format", "message", "-"], text)).out) as { content: string | null; tool_calls: { name: string }[] };
    expect(await read("<think>hm</think> call:f<end>")).toMatchObject({ content: null, tool_calls: [{ name: "f" }] });
    expect(await read("<think>hm</think>So call:f<end>")).toMatchObject({ content: "So call:f<end>", tool_calls: [] });
  });

  it("is refused where no transition on the terminal enters the state", async () => {
    const r = await check(grammar([...AFTER, "content CALL -> name : tool_start   when after OPEN"]));
    expect(r.err).toMatch(/'when after OPEN' never holds: no transition on 'OPEN' enters 'content'/);
    expect(r.code).toBe(1);
  });
});

describe("arg_start(name_tail)", () => {
  // GLM-style: a key run into the name (`<call>readpath</key><val>x</val></call>` for `read` and `path`).
  const TAIL = [
    "dialect tail",
    'terminal CALL  "<call>"',
    'terminal KEY   "<key>" key:ident "</key><val>"',
    'terminal FUSED "</key><val>"',
    'terminal VAL_E "</val>"',
    'terminal END   "</call>"',
    "state content : text",
    "state name    : tool_name",
    "state args    : discard",
    "state value   : arg_value(string)",
    "initial content",
    "content CALL  -> name    : tool_start",
    "value   VAL_E -> args    : arg_end",
    "args    END   -> content : tool_end",
    "name    END   -> content : tool_end",
    "name    KEY   -> value   : arg_start(key)",
    "args    KEY   -> value   : arg_start(key)",
  ];
  const TOOLS = JSON.stringify([{ type: "function", function: { name: "read", parameters: { type: "object", properties: { path: { type: "string" } } } } }]);

  it("cuts the key from the name where a declared tool and one of its parameters make it up", async () => {
    const path = grammar([...TAIL, "name FUSED -> value : arg_start(name_tail), read_only"]);
    const r = await check(path);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const tools = join(dir, "tail-tools.json");
    writeFileSync(tools, TOOLS);
    const parsed = await runCli(["parse", "--dialect", path, "--tools", tools, "--format", "message", "-"], "<call>readpath</key><val>a.txt</val></call>");
    expect(JSON.parse(parsed.out)).toMatchObject({ content: null, tool_calls: [{ name: "read", arguments: '{"path": "a.txt"}' }] });
    const other = await runCli(["parse", "--dialect", path, "--tools", tools, "--format", "message", "-"], "<call>readmode</key><val>r</val></call>");
    expect(JSON.parse(other.out)).toMatchObject({ content: "<call>readmode</key><val>r</val></call>", tool_calls: [] });
  });

  it("is refused where the marker leaves no tool_name state: there is no name to cut", async () => {
    const r = await check(grammar([...TAIL, "args FUSED -> value : arg_start(name_tail), read_only"]));
    expect(r.codes).toEqual(["invalid-event"]);
    expect(r.err).toMatch(/arg_start\(name_tail\) cuts the key from the name: it must leave a tool_name state; 'args' is discard/);
    expect(r.code).toBe(1);
  });
});
