/**
 * The generation prompt as evidence: what it adds beyond what the history
 * turn repeats is where the model's output starts. QwQ's prompt ends
 * `<|im_start|>assistant\n<think>\n` and its history strips the reasoning
 * (`content.split('</think>')`), so no probe shows the reasoning; the model
 * still writes `R</think>\n\nA` after that prompt. The closer is read off
 * what the template strips: of the string literals in its source, the one
 * that, written between reasoning and answer in a history turn's content,
 * makes the template drop what came before it. The scope probe is then
 * `R<closer>\n\nA` after the generation prompt, to be read as reasoning R
 * and content A.
 */
import { type Dialect, parseCompleteFor } from "../../runtime/compiler-api.js";
import type { ChatTemplate } from "./chat-template.js";
import { normal } from "./probe-verdicts.js";
import { PROBE_QUESTION, PROBE_TOOLS, PROBES, probePrompt, turnStart, type TemplateProbes } from "./template-probes.js";

/** What the model writes after a prompt that opens its reasoning, when the template's history does not show it. */
export interface ScopeProbe {
  /** the generation prompt, thinking on */
  prompt: string;
  /** what the prompt adds past the history turn (the opener) */
  opener: string;
  /** the closer the template strips reasoning by */
  closer: string;
  text: string;
  reasoning: string;
  content: string;
}

/** The template's string literals that may be markers: two characters or more, not all letters and digits. */
function markerLiterals(template: ChatTemplate): string[] {
  return template.codeStrings.filter((lit) => lit.trim().length >= 2 && lit.length <= 40 && /[^\p{L}\p{N}\s]/u.test(lit));
}

const scoped = new WeakMap<ChatTemplate, ScopeProbe[]>();

/** The scope probes of a template: one where its prompt opens reasoning its history strips, none otherwise. */
export function scopeProbes(template: ChatTemplate, probes: TemplateProbes): ScopeProbe[] {
  const known = scoped.get(template);
  if (known) return known;
  const out: ScopeProbe[] = [];
  scoped.set(template, out);
  // A template whose history shows the reasoning shows its scope in the probes themselves.
  if (probes.texts.some((t) => t.probe.message.reasoning)) return out;
  const message = PROBES.find((p) => p.message.reasoning && p.message.content && !p.message.tool_calls)!.message;
  const [reasoning, content] = [message.reasoning!, message.content!];
  const user = { role: "user", content: PROBE_QUESTION };
  const history = (text: string, later = false) =>
    template.render({
      messages: [user, { role: "assistant", content: text }, ...(later ? [user] : [])],
      tools: probes.tools,
      addGenerationPrompt: false,
      thinking: true,
    });
  let prompt: string;
  let plain: string;
  try {
    prompt = probePrompt(template, probes.tools, true);
    plain = history(content);
  } catch {
    return out;
  }
  let shared = 0;
  while (shared < prompt.length && shared < plain.length && prompt.charCodeAt(shared) === plain.charCodeAt(shared)) shared++;
  const opener = prompt.slice(shared);
  if (opener.trim() === "" || turnStart(prompt, plain) > shared) return out;
  // Templates strip the reasoning of the last turn, or (QwQ's) only of turns before the last user's.
  const strips = (closer: string) =>
    [false, true].some((later) => {
      try {
        const full = history(reasoning + closer + content, later);
        return full.includes(content) && !full.includes(reasoning);
      } catch {
        return false;
      }
    });
  // The shortest literal that strips is the closer itself (a longer one holds it: `<｜Assistant｜></think>`).
  const closer = markerLiterals(template)
    .sort((a, b) => a.length - b.length)
    .find(strips);
  // The opener is the prompt's last marker (what comes before it is the turn's header, written otherwise in the history).
  if (closer !== undefined) out.push({ prompt, opener: /\S+\s*$/.exec(opener)![0].trim(), closer, text: `${reasoning}${closer}\n\n${content}`, reasoning, content });
  return out;
}

/** Whether the dialect, given the prompt, reads the scope probe as its reasoning and its answer. */
export function readsScope(d: Dialect, s: ScopeProbe): boolean {
  const got = parseCompleteFor(d, s.text, { tools: PROBE_TOOLS, prompt: s.prompt, thinking: true });
  return normal(got) === normal({ reasoning: s.reasoning, content: s.content });
}
