/**
 * The start anchor a checkpoint's chat template gives a response template:
 * the generation prompt from its last turn marker up to the first marker of
 * the dialect after it (`<|im_start|>assistant\n` before Qwen3's `<think>`).
 * What follows stays in the prefix, where the response template reads it
 * (an opened reasoning block). The dialect alone knows only its turn markers.
 */
import { boundaryTexts, type Dialect, leadingLiteral, type Tool } from "../../runtime/compiler-api.js";
import type { ChatTemplate } from "../templates/chat-template.js";
import { probePrompt, probeTemplate } from "../templates/template-probes.js";
import { splitTurn } from "../templates/probe-verdicts.js";

/** The anchors the template's generation prompts end with (thinking as the template defaults, off and on): one, usually. */
export function anchorsFromTemplate(dialect: Dialect, template: ChatTemplate): string[] {
  const ir = dialect.ir;
  const boundaries = boundaryTexts(dialect.ir);
  const markers = ir.terminals.filter((_, i) => !ir.turnBoundaries.includes(i)).map((t) => leadingLiteral(t.variants[0]!));
  const anchors = new Set<string>();
  for (const thinking of [undefined, false, true]) {
    let prompt: string;
    try {
      prompt = probePrompt(template, [], thinking);
    } catch {
      continue;
    }
    let at = -1;
    let boundary = "";
    for (const b of boundaries) {
      const i = prompt.lastIndexOf(b);
      if (i > at) [at, boundary] = [i, b];
    }
    if (at < 0) continue;
    let end = prompt.length;
    for (const m of markers) {
      if (m === "") continue;
      const i = prompt.indexOf(m, at + boundary.length);
      if (i >= 0 && i < end) end = i;
    }
    anchors.add(prompt.slice(at, end));
  }
  return [...anchors];
}

/** The chat template's assistant turns, as the dialect splits them: what `verifyTurns` reads. */
export function templateTurns(dialect: Dialect, template: ChatTemplate): { what: string; prompt: string; text: string; tools: readonly Tool[] }[] {
  const probes = probeTemplate(template);
  return probes.texts.map((t) => ({ what: `probe '${t.probe.name}'`, ...splitTurn(dialect, t), tools: probes.tools }));
}
