import { readFileSync } from "node:fs";
import { loadChatTemplate } from "./compiler/chat-template.js";
import { probeTexts, judge, splitTurn } from "./compiler/template-probes.js";
import { dialects } from "./generated/index.js";
const [file, name, only] = process.argv.slice(2);
const s = JSON.parse(readFileSync("test/fixtures/templates/sources.json", "utf8"))[file!];
const t = loadChatTemplate("test/fixtures/templates/" + file, { ...(s.bos ? { bos: s.bos } : {}), ...(s.eos ? { eos: s.eos } : {}) });
const d = (dialects as any)[name ?? s.dialect];
for (const p of probeTexts(t)) {
  const v = judge(d, p);
  if (v.rendered === "exact" || v.rendered === "whitespace" || v.rendered === "json") continue;
  if (only && !p.probe.name.includes(only)) continue;
  const turn = splitTurn(d, p);
  console.log("### " + p.probe.name, v.parsed, v.rendered);
  console.log("prompt tail:", JSON.stringify(turn.prompt.slice(-60)));
  console.log("template:", JSON.stringify(turn.text));
  console.log("render:  ", JSON.stringify(v.renderedText));
}
