/**
 * Probes in every convention a client sends (issue 51, item 4): reasoning as
 * `reasoning_content`, `reasoning` or `thinking`; a call turn's text as
 * `content` or Cohere's `tool_plan`; and a template's own rule for where a
 * text goes (a call turn's answer written where reasoning goes) recognised
 * by rendering, not charged to the dialect. Small templates of each kind,
 * written here.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { judge, splitTurn } from "../../compiler/templates/probe-verdicts.js";
import { buildGrammarSource } from "../../compiler/lower/build.js";
import { interpretedDialect } from "../../runtime/index.js";
import { probeTemplate, type ProbeText } from "../../compiler/templates/template-probes.js";
import { dialects } from "../../generated/index.js";
import { runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "dialectc-conventions-"));

/** A ChatML template whose assistant turn is written by `turn` (Jinja, `m` the message). */
function chatml(name: string, turn: string) {
  const source =
    "{%- for m in messages -%}{%- if m.role == 'assistant' -%}<|im_start|>assistant\n" +
    turn +
    "<|im_end|>\n{%- else -%}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{%- endif -%}{%- endfor -%}" +
    "{%- if add_generation_prompt -%}<|im_start|>assistant\n{%- if enable_thinking is defined and enable_thinking -%}<think>\n{%- endif -%}{%- endif -%}";
  const path = join(dir, `${name}.jinja`);
  writeFileSync(path, source);
  return loadChatTemplate(path, { eos: "<|im_end|>" });
}

const CALLS = "{%- for c in m.tool_calls -%}<tool_call>\n{{ {'name': c.function.name, 'arguments': c.function.arguments} | tojson }}\n</tool_call>{%- endfor -%}";

describe("probes in every client convention", () => {
  it("reasoning as `thinking`, where the template reads only that: the reasoning probes count, and are read", () => {
    const t = chatml("thinking", "{%- if m.thinking -%}<think>\n{{ m.thinking }}\n</think>\n\n{%- endif -%}{{ m.content or '' }}" + CALLS);
    const probes = probeTemplate(t);
    const reasoning = probes.texts.filter((x) => x.probe.message.reasoning);
    expect(reasoning.map((x) => x.probe.name)).toEqual(["reasoning and content", "reasoning and a call"]);
    expect(reasoning.every((x) => x.client.includes("reasoning as thinking"))).toBe(true);
    expect(reasoning.every((x) => judge(dialects.qwen3_hermes, x).parsed)).toBe(true);
  });

  it("a call turn's text as Cohere's `tool_plan`, where the template refuses a call turn without one", () => {
    const t = chatml(
      "plan",
      "{%- if m.tool_calls -%}{%- if m.tool_plan is not defined -%}{{ raise_exception('tool_plan required') }}{%- endif -%}{{ m.tool_plan }}" +
        CALLS +
        "{%- else -%}{{ m.content }}{%- endif -%}",
    );
    const probes = probeTemplate(t);
    expect(probes.refused).toEqual([]);
    const calls = probes.texts.filter((x) => x.probe.message.tool_calls?.length);
    expect(calls.length).toBe(5);
    expect(calls.every((x) => x.client.includes("tool_plan"))).toBe(true);
    expect(calls.every((x) => judge(dialects.hermes, x).parsed)).toBe(true);
  });

  it("arguments as JSON text, where a template joins its text to an object's `tojson|safe` and so HTML-escapes its own quotes", () => {
    // As mistral-common's v3 and v7 templates do: markup added to a plain string escapes the string.
    const joined =
      "{%- for c in m.tool_calls -%}{%- set a = c.function.arguments -%}{%- if a is not string -%}{%- set a = a|tojson|safe -%}{%- endif -%}" +
      "{{- '<tool_call>\n{\"name\": \"' + c.function.name + '\", \"arguments\": ' + a + '}\n</tool_call>' }}{%- endfor -%}";
    const t = chatml("markup", "{{ m.content or '' }}" + joined);
    const calls = probeTemplate(t).texts.filter((x) => x.probe.message.tool_calls?.length);
    expect(calls.length).toBe(5);
    expect(calls.every((x) => x.client.includes("arguments as JSON text") && !x.text.includes("&#34;"))).toBe(true);
    expect(calls.every((x) => judge(dialects.hermes, x).parsed)).toBe(true);
  });

  it("a template that writes a call turn's answer where it writes reasoning: the dialect reading it as reasoning is not at fault", () => {
    // As gpt-oss's template moves a call turn's content to the analysis channel.
    const t = chatml(
      "moved",
      "{%- set r = m.reasoning_content or (m.content if m.tool_calls else '') -%}{%- if r -%}<think>\n{{ r }}\n</think>\n\n{%- endif -%}{%- if not m.tool_calls -%}{{ m.content }}{%- endif -%}" +
        CALLS,
    );
    const probe = probeTemplate(t).texts.find((x) => x.probe.name === "content and a call with two arguments")!;
    expect(probe.text).toContain("<think>\nProbe looking Ωmega five.\n</think>");
    expect(probe.alike).toEqual([{ ...probe.probe.message, reasoning: "Probe looking Ωmega five.", content: null }]);
    const v = judge(dialects.qwen3_hermes, probe);
    expect(v.parsed).toBe(true);
    expect(v.rendered).not.toBe("differs");
    // A template that writes the two apart gives no such leave.
    const apart = chatml("apart", "{%- if m.reasoning_content -%}<think>\n{{ m.reasoning_content }}\n</think>\n\n{%- endif -%}{{ m.content or '' }}" + CALLS);
    expect(probeTemplate(apart).texts.every((x) => x.alike === undefined)).toBe(true);
  });

  it("a template that writes a call turn's answer in its reasoning wrapper but ignores reasoning on a call turn: recognised by the wrapper", () => {
    // As Unsloth's gpt-oss template does: a call turn's content goes to the analysis channel, its `thinking` nowhere,
    // so the moved message does not render alike; the wrapper the words get is the one an answer turn's reasoning gets.
    const answer = "{%- if m.reasoning_content -%}<think>\n{{ m.reasoning_content }}\n</think>\n\n{%- endif -%}{{ m.content }}";
    const t = chatml("wrapper", `{%- if m.tool_calls -%}{%- if m.content -%}<think>\n{{ m.content }}\n</think>\n\n{%- endif -%}${CALLS}{%- else -%}${answer}{%- endif -%}`);
    const probe = probeTemplate(t).texts.find((x) => x.probe.name === "content and a call with two arguments")!;
    expect(probe.alike).toEqual([{ ...probe.probe.message, reasoning: "Probe looking Ωmega five.", content: null }]);
    const v = judge(dialects.qwen3_hermes, probe);
    expect(v.parsed).toBe(true);
    expect(v.rendered).not.toBe("differs");
    // Another wrapper than reasoning's, or none, is the template's way of writing an answer: no leave.
    for (const [name, wrap] of [
      ["plan", "<plan>{{ m.content }}</plan>"],
      ["plain", "{{ m.content }}\n"],
    ]) {
      const other = chatml(name!, `{%- if m.tool_calls -%}{%- if m.content -%}${wrap}{%- endif -%}${CALLS}{%- else -%}${answer}{%- endif -%}`);
      expect(probeTemplate(other).texts.every((x) => x.alike === undefined)).toBe(true);
    }
  });

  it("a template that writes the question's turn otherwise in the prompt than once an answer follows: the answer starts past the question", () => {
    // As Mistral templates put the system prompt in the last user turn only (mistral.rs's writes that turn as a system prompt).
    const calls = "[TOOL_CALLS][{%- for c in m.tool_calls -%}{{ {'name': c.function.name, 'arguments': c.function.arguments} | tojson }}{{ ', ' if not loop.last }}{%- endfor -%}]";
    for (const [name, last] of [
      ["system-last", "[INST]You are helpful.\n\n{{ m.content }}[/INST]"],
      ["system-prompt-last", "[SYSTEM_PROMPT]You are helpful.\n\n{{ m.content }}[/SYSTEM_PROMPT]"],
    ]) {
      const source =
        "{%- for m in messages -%}{%- if m.role == 'user' -%}{%- if loop.last -%}" +
        last +
        "{%- else -%}[INST]{{ m.content }}[/INST]{%- endif -%}{%- elif m.role == 'assistant' -%}{%- if m.tool_calls -%}" +
        calls +
        "{%- else -%}{{ m.content }}{%- endif -%}</s>{%- endif -%}{%- endfor -%}";
      const path = join(dir, `${name}.jinja`);
      writeFileSync(path, source);
      const probes = probeTemplate(loadChatTemplate(path, { eos: "</s>" }));
      expect(probes.texts.find((x) => x.probe.name === "content")!.text).toBe("Probe answer Ωmega one.");
      expect(probes.texts.every((x) => !x.text.includes("Probe question"))).toBe(true);
      expect(probes.texts.every((x) => judge(dialects.mistral, x).parsed)).toBe(true);
    }
  });

  it("a template that reads every message's content as a list of parts is given parts, as vLLM detects that content format", () => {
    // As MiniMax-M1's template reads message['content'][0]['text'] and raises on a string.
    const source =
      "{%- for m in messages -%}<|im_start|>{{ m.role + '\\n' }}{%- if m.role == 'user' -%}{{ m['content'][0]['text'] + '' }}{%- else -%}" +
      "{%- for p in m['content'] | selectattr('type', 'equalto', 'text') -%}{{ p['text'] }}{%- endfor -%}{%- endif -%}{{ '<|im_end|>\\n' }}{%- endfor -%}" +
      "{%- if add_generation_prompt -%}{{ '<|im_start|>assistant\\n' }}{%- endif -%}";
    const path = join(dir, "parts.jinja");
    writeFileSync(path, source);
    const t = loadChatTemplate(path, { eos: "<|im_end|>" });
    expect(t.render({ messages: [{ role: "user", content: "Hi." }], addGenerationPrompt: true })).toBe("<|im_start|>user\nHi.<|im_end|>\n<|im_start|>assistant\n");
    const probes = probeTemplate(t);
    expect(probes.texts.find((x) => x.probe.name === "content")!.text).toBe("Probe answer Ωmega one.");
    expect(judge(dialects.hermes, probes.texts[0]!).parsed).toBe(true);
    // A template that takes a string is given the string: a list would be written as a list.
    const plain = chatml("plain-content", "{{ m.content }}");
    expect(plain.render({ messages: [{ role: "user", content: "Hi." }], addGenerationPrompt: false })).toBe("<|im_start|>user\nHi.<|im_end|>");
  });

  it("a template that writes no generation prompt: the turn's opener and the role's name are the header, not the answer", () => {
    // As training templates that ignore add_generation_prompt do: the model then writes <|im_start|>assistant\n itself.
    const source =
      "{%- for m in messages -%}{{ '<|im_start|>' + m.role + '\\n' }}{%- if m.tool_calls -%}" +
      CALLS +
      "{%- else -%}{{ m.content }}{%- endif -%}{{ '<|im_end|>\\n' }}{%- endfor -%}";
    const path = join(dir, "no-generation-prompt.jinja");
    writeFileSync(path, source);
    const probes = probeTemplate(loadChatTemplate(path, { eos: "<|im_end|>" }));
    const content = probes.texts.find((x) => x.probe.name === "content")!;
    expect(content.text.startsWith("<|im_start|>assistant\n")).toBe(true);
    expect(probes.texts.every((x) => judge(dialects.hermes, x).parsed)).toBe(true);
  });

  it("a generation prompt that leaves the history's turn inside its header (an empty analysis message first): render is held to the turn as written from its start", () => {
    // As OpenVINO Model Server's gpt-oss template with no thinking: the prompt the history shares ends `<|start|>assistant<|channel|>`,
    // so the probe's text starts `final<|message|>`, and render writes the whole header, `<|channel|>final<|message|>`.
    const source =
      "{%- for m in messages -%}<|start|>{{ m.role }}{%- if m.role == 'assistant' -%}<|channel|>final{%- endif -%}<|message|>{{ m.content }}<|end|>{%- endfor -%}" +
      "{%- if add_generation_prompt -%}<|start|>assistant<|channel|>analysis<|message|><|end|><|start|>assistant{%- endif -%}";
    const path = join(dir, "header-inside.jinja");
    writeFileSync(path, source);
    const content = probeTemplate(loadChatTemplate(path, { eos: "<|end|>" })).texts.find((x) => x.probe.name === "content")!;
    expect(splitTurn(dialects.harmony, content).text).toBe("final<|message|>Probe answer Ωmega one.");
    expect(judge(dialects.harmony, content)).toMatchObject({ parsed: true, rendered: "exact" });
  });

  it("a turn marker's every spelling ends the model's turn, as the runtime finds a prompt's current turn", () => {
    // A grammar that reads two spellings of its turn opener: a probe whose next turn opens with the second
    // ends there, and one whose header the model writes with it has the header as prompt.
    const build = buildGrammarSource(
      "two-openers.dialect",
      'dialect two_openers\nspecial OPEN "<|im_start|>" | "<|turn_start|>"\nspecial CLOSE "<|im_end|>"\nturns OPEN, CLOSE\nstate content : text\ninitial content\n',
    );
    expect(build.diagnostics.hasErrors, build.diagnostics.format()).toBe(false);
    const d = interpretedDialect(build.dialects[0]!);
    const probe = { name: "content", message: { role: "assistant", content: "Probe answer." } } as unknown as ProbeText["probe"];
    const text = (t: string): ProbeText => ({ probe, prompt: "<|im_start|>user\nHi.", text: t, client: "" });
    expect(splitTurn(d, text("Probe answer.<|turn_start|>user\nMore.")).text).toBe("Probe answer.");
    expect(splitTurn(d, text("<|turn_start|>assistant\nProbe answer.")).text).toBe("Probe answer.");
  });

  it("a template that leaves out null members: the call it writes is read as the probe's less its nulls, and rendered", () => {
    // Qwen3-style XML parameters, each object member written only where it is not null (as Xinference's MiniMax M3 template does).
    const value =
      "{%- if v is mapping -%}{%- for k, x in v.items() if x is not none -%}{{ '{' if loop.first }}{{ k | tojson }}: {{ x | tojson }}{{ ', ' if not loop.last else '}' }}{%- endfor -%}" +
      "{%- elif v is string -%}{{ v }}{%- else -%}{{ v | tojson }}{%- endif -%}";
    const lean = chatml(
      "lean",
      "{{ m.content or '' }}{%- for c in m.tool_calls -%}<tool_call>\n<function={{ c.function.name }}>\n{%- for k, v in c.function.arguments.items() -%}<parameter={{ k }}>\n" +
        value +
        "\n</parameter>\n{%- endfor -%}</function>\n</tool_call>{%- endfor -%}",
    );
    const every = probeTemplate(lean).texts.find((x) => x.probe.name === "a call with every kind of value")!;
    expect(every.text).not.toContain("none");
    const args = every.alike?.[0]?.tool_calls?.[0]?.arguments as Record<string, unknown> | undefined;
    expect(args?.where).toEqual({ zone: "Ωmega nine" });
    expect(judge(dialects.qwen3, every).parsed).toBe(true);
  });
});

/**
 * A template that sets its own special tokens (`{% set eos_token = '<｜hy_eos｜>' %}` at its top level, as
 * Hy3's, Seed-OSS's and DeepSeek V3.2's do) writes those whatever the caller passed, so the turn ends where
 * the template ends it even with no `--eos`. A `set` that only defaults the caller's token is not a constant.
 */
describe("special tokens the template sets itself", () => {
  const file = (name: string, head: string) => {
    const path = join(dir, `${name}.jinja`);
    writeFileSync(
      path,
      head +
        "{%- for m in messages -%}{%- if m.role == 'assistant' -%}<|im_start|>assistant\n{{ m.content or '' }}" +
        CALLS +
        "{{ eos_token }}\n{%- else -%}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{%- endif -%}{%- endfor -%}{%- if add_generation_prompt -%}<|im_start|>assistant\n{%- endif -%}",
    );
    return path;
  };

  it("a constant `set eos_token` is the template's end of turn, without --eos: the call probes end at it", () => {
    const t = loadChatTemplate(file("own-eos", "{%- set eos_token = '<|turn_end|>' -%}"));
    expect(t.eos).toBe("<|turn_end|>");
    const texts = probeTemplate(t).texts.filter((x) => x.probe.message.tool_calls?.length);
    expect(texts.length).toBeGreaterThan(0);
    for (const x of texts) {
      expect(x.text).not.toContain("<|turn_end|>");
      expect(judge(dialects.hermes, x).parsed, x.probe.name).toBe(true);
    }
    // It wins over the caller's: the template writes its own.
    expect(loadChatTemplate(file("own-eos-2", "{%- set eos_token = '<|turn_end|>' -%}"), { eos: "</s>" }).eos).toBe("<|turn_end|>");
  });

  it("a `set` that defaults the caller's token, or one inside a branch, leaves the caller's", () => {
    expect(loadChatTemplate(file("default-eos", "{%- set eos_token = eos_token | default('', true) -%}"), { eos: "</s>" }).eos).toBe("</s>");
    expect(loadChatTemplate(file("branch-eos", "{%- if x -%}{%- set eos_token = '<|turn_end|>' -%}{%- endif -%}"), { eos: "</s>" }).eos).toBe("</s>");
  });
});

/**
 * A template that reads a variable no request gives, and raises without it (firefunction-v2's `functions`
 * and `datetime`, which llama.cpp fills for it alone): the template tools give it as "" and name it; a
 * server does not, and a variable a request does give (`tools`) is never filled.
 */
describe("variables no request gives", () => {
  const source =
    "{{- bos_token + 'System: ' + functions + ' on ' + datetime + '\\n' -}}{%- for m in messages -%}<|im_start|>{{ m.role }}\n" +
    "{% if m.tool_calls -%}" +
    CALLS +
    "{%- else -%}{{ m.content }}{%- endif -%}<|im_end|>\n{%- endfor -%}{%- if add_generation_prompt -%}<|im_start|>assistant\n{%- endif -%}";
  const path = join(dir, "unsupplied.jinja");
  writeFileSync(path, source);
  const question = { messages: [{ role: "user", content: "Hi." }], addGenerationPrompt: true };

  it("the template tools fill them with an empty string and say which", () => {
    const t = loadChatTemplate(path, { eos: "<|im_end|>", fillUnsupplied: true });
    expect(t.render(question)).toBe("System:  on \n<|im_start|>user\nHi.<|im_end|><|im_start|>assistant");
    expect(t.filled).toEqual(["functions", "datetime"]);
    expect(probeTemplate(t).texts.every((x) => judge(dialects.hermes, x).parsed)).toBe(true);
    // What the caller gives wins over the fill.
    expect(t.render({ ...question, extra: { functions: "[f]", datetime: "today" } })).toContain("System: [f] on today");
  });

  it("a server's --template-kwargs give every render them, under a request's own", () => {
    const t = loadChatTemplate(path, { eos: "<|im_end|>", defaults: { functions: "[f]", datetime: "today" } });
    expect(t.render(question)).toContain("System: [f] on today");
    expect(t.render({ ...question, extra: { datetime: "tomorrow" } })).toContain("System: [f] on tomorrow");
    expect(t.filled).toEqual([]);
  });

  it("a server's template raises, in one line, and a request's own variable is never filled", () => {
    expect(() => loadChatTemplate(path, { eos: "<|im_end|>" }).render(question)).toThrow(/'functions' is undefined/);
    const needsTools = join(dir, "needs-tools.jinja");
    writeFileSync(needsTools, "{{ 'Tools: ' + tools[0].function.name }}{%- for m in messages -%}{{ m.content }}{%- endfor -%}");
    const t = loadChatTemplate(needsTools, { fillUnsupplied: true });
    expect(() => t.render(question)).toThrow(/'tools' is undefined/);
    expect(t.filled).toEqual([]);
  });

  it("detect says so beside its answer", async () => {
    const r = await runCli(["detect", path, "--eos", "<|im_end|>"]);
    expect(r.code, r.err).toBe(0);
    expect(r.out.split("\n")[1]).toMatch(/^ {2}hermes /);
    expect(r.err).toContain("the template reads 'functions', 'datetime', which no request gives, and raises without; probed with them empty");
  });
});
