/**
 * The playground page: a grammar editor with live diagnostics, its state
 * machine, a model output streamed through it, the laws, render and export.
 * Everything runs here, in the browser; nothing is fetched but the page itself.
 */
import { files, GRAMMAR_DIR, shippedNames } from "./shims/files.js";
import { defaultKeymap, history as editHistory, historyKeymap } from "@codemirror/commands";
import { syntaxHighlighting, defaultHighlightStyle } from "@codemirror/language";
import { lintGutter, setDiagnostics, type Diagnostic as LintDiagnostic } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap, lineNumbers } from "@codemirror/view";
import { dialectLanguage } from "./dialect-language.js";
import { chunks, compile, exportFor, qwen3Tokens, render, stream, svg, type Compiled, type Step, type StreamOptions } from "./core.js";
import type { DialectIR } from "../runtime/ir/ir.js";
import type { Tool } from "../runtime/index.js";
import { SAMPLE_TOOLS } from "../compiler/laws/sample-tools.js";

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const input = <T extends HTMLElement>(name: string) => $<T>(`[data-input="${name}"]`);
const result = (name: string) => $(`[data-result="${name}"]`);
const action = (name: string) => $<HTMLButtonElement>(`[data-action="${name}"]`);

const DEFAULT_TOOLS = SAMPLE_TOOLS;
const DEFAULT_MESSAGE = { content: "Let me check.", tool_calls: [{ name: "get_weather", arguments: { city: "Oslo", days: 3 } }] };

let current: Compiled = { name: null, ir: null, diagnostics: [] };

// ---- the editor ---------------------------------------------------------

const view = new EditorView({
  parent: $("#editor"),
  state: EditorState.create({
    doc: "",
    extensions: [
      lineNumbers(),
      editHistory(),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      dialectLanguage,
      syntaxHighlighting(defaultHighlightStyle),
      lintGutter(),
      EditorView.updateListener.of((u) => {
        if (u.docChanged) scheduleCompile();
      }),
      EditorView.contentAttributes.of({ "aria-label": "grammar", "data-input": "grammar" }),
    ],
  }),
});

function grammarText(): string {
  return view.state.doc.toString();
}

function setGrammar(text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

function lintDiagnostics(): LintDiagnostic[] {
  const doc = view.state.doc;
  return current.diagnostics
    .filter((d) => d.here && d.line <= doc.lines)
    .map((d) => {
      const line = doc.line(d.line);
      const from = Math.min(line.from + d.column - 1, line.to);
      return { from, to: Math.max(from, Math.min(line.to, from + 1)), severity: d.severity, message: `${d.message} [${d.code}]` };
    });
}

function selectLine(n: number): void {
  const doc = view.state.doc;
  if (n < 1 || n > doc.lines) return;
  const line = doc.line(n);
  view.dispatch({ selection: { anchor: line.from, head: line.to }, scrollIntoView: true });
  view.focus();
}

// ---- compiling, on each edit --------------------------------------------

let timer: ReturnType<typeof setTimeout> | undefined;
function scheduleCompile(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void recompile(), 200);
}

async function recompile(): Promise<void> {
  const text = grammarText();
  current = compile(text);
  // The editor marks what this compile found, at its lines (diagnostics of a base stay in the list).
  view.dispatch(setDiagnostics(view.state, lintDiagnostics()));
  const list = result("diagnostics");
  list.replaceChildren(
    ...current.diagnostics.map((d) => {
      const li = document.createElement("li");
      li.textContent = d.text;
      li.className = d.severity;
      li.dataset.diagnostic = d.code;
      li.dataset.line = String(d.line);
      li.dataset.col = String(d.column);
      if (d.here) li.addEventListener("click", () => selectLine(d.line));
      return li;
    }),
  );
  // What was compiled, for a reader that waits for an edit to be taken in (a test that types).
  document.body.dataset.compiled = String(text.length);
  if (!current.ir) return;
  const ir = current.ir;
  try {
    const picture = await svg(ir);
    if (current.ir !== ir) return;
    drawDiagram(picture, ir);
  } catch (e) {
    $("#diagram").textContent = `cannot draw: ${(e as Error).message}`;
  }
  runOutput();
  renderMessage();
  exportTools();
}

function drawDiagram(picture: string, ir: DialectIR): void {
  const diagram = $("#diagram");
  diagram.innerHTML = picture;
  diagram.querySelector("svg")?.removeAttribute("width");
  diagram.querySelector("svg")?.removeAttribute("height");
  // A state or transition leads to its line: its class names it (at-FILE-LINE).
  for (const el of diagram.querySelectorAll<SVGGElement>("g.node, g.edge")) {
    const at = [...el.classList].find((c) => c.startsWith("at-"));
    const line = at ? Number(at.slice(at.lastIndexOf("-") + 1)) : NaN;
    if (!Number.isFinite(line)) continue;
    el.addEventListener("click", () => {
      for (const s of diagram.querySelectorAll(".selected")) s.classList.remove("selected");
      el.classList.add("selected");
      if (at!.startsWith(`at-${ir.name}-`)) selectLine(line);
    });
  }
}

function highlightState(name: string): void {
  result("state").textContent = `in ${name}`;
  for (const node of $("#diagram").querySelectorAll<SVGGElement>("g.node")) {
    node.classList.toggle("active", node.querySelector("title")?.textContent === name);
  }
}

// ---- the model output ---------------------------------------------------

function options(): StreamOptions {
  let tools: Tool[] = [];
  try {
    const parsed = JSON.parse(input<HTMLTextAreaElement>("tools").value || "[]") as unknown;
    if (Array.isArray(parsed)) tools = parsed as Tool[];
  } catch {
    // Tools that are not JSON are none; the pane says so.
    result("progress").textContent = "tools: not JSON, ignored";
  }
  return { tools, thinking: input<HTMLInputElement>("thinking").checked };
}

/** The output's chunks: N characters, the whole text, or Qwen3's tokens (once the tokenizer has loaded). */
function pieces(): string[] {
  const text = input<HTMLTextAreaElement>("output").value;
  const choice = input<HTMLSelectElement>("chunk").value;
  if (choice === "tokens") return tokenPieces?.text === text ? tokenPieces.pieces : Array.from(text);
  const size = Number(choice);
  return size > 0 ? chunks(text, size) : [text];
}

let tokenPieces: { text: string; pieces: string[] } | null = null;

/** Tokenizes the output when token chunks are chosen; the tokenizer loads on first use. */
async function tokenize(): Promise<void> {
  if (input<HTMLSelectElement>("chunk").value !== "tokens") return;
  const text = input<HTMLTextAreaElement>("output").value;
  if (tokenPieces?.text === text) return;
  result("progress").textContent = "loading the tokenizer…";
  tokenPieces = { text, pieces: await qwen3Tokens(text) };
}

let steps: Step[] = [];
let shown = 0;
let playing: ReturnType<typeof setInterval> | undefined;

function computeSteps(): boolean {
  if (!current.ir) return false;
  try {
    const run = stream(current.ir, pieces(), options());
    steps = run.steps;
    result("message").textContent = JSON.stringify(run.message, null, 2);
    return true;
  } catch (e) {
    result("message").textContent = (e as Error).message;
    steps = [];
    return false;
  }
}

function showSteps(upTo: number): void {
  const timeline = result("deltas");
  timeline.replaceChildren();
  for (const step of steps.slice(0, upTo)) for (const span of deltaSpans(step.delta)) timeline.append(span);
  const last = steps[Math.max(0, upTo - 1)];
  if (last) highlightState(last.state);
  result("progress").textContent = `${Math.min(upTo, steps.length)}/${steps.length} chunks`;
  shown = upTo;
}

/** A delta as coloured pieces of the timeline: reasoning, content, a call's name, its arguments. */
function deltaSpans(delta: Record<string, unknown> | null): HTMLElement[] {
  if (!delta) return [];
  const out: HTMLElement[] = [];
  const span = (cls: string, text: string) => {
    const el = document.createElement("span");
    el.className = cls;
    el.textContent = text;
    el.dataset.channel = cls;
    out.push(el);
  };
  const reasoning = (delta.reasoning ?? delta.reasoning_content) as string | undefined;
  if (reasoning) span("reasoning", reasoning);
  if (typeof delta.content === "string" && delta.content !== "") span("content", delta.content);
  for (const c of (delta.tool_calls ?? []) as { function: { name?: string; arguments?: string } }[]) {
    if (c.function.name) span("name", c.function.name);
    if (c.function.arguments) span("arguments", c.function.arguments);
  }
  return out;
}

function runOutput(): void {
  stop();
  if (input<HTMLSelectElement>("chunk").value === "tokens" && tokenPieces?.text !== input<HTMLTextAreaElement>("output").value) {
    void tokenize().then(runOutput);
    return;
  }
  if (computeSteps()) showSteps(steps.length);
}

function stop(): void {
  clearInterval(playing);
  playing = undefined;
  delete result("deltas").dataset.playing;
}

action("run").addEventListener("click", runOutput);
action("step").addEventListener("click", async () => {
  stop();
  await tokenize();
  if (shown >= steps.length || steps.length === 0) {
    if (!computeSteps()) return;
    shown = 0;
  }
  showSteps(shown + 1);
});
action("play").addEventListener("click", async () => {
  stop();
  await tokenize();
  if (!computeSteps()) return;
  showSteps(0);
  result("deltas").dataset.playing = "true";
  playing = setInterval(() => {
    if (shown >= steps.length) return stop();
    showSteps(shown + 1);
  }, 40);
});
for (const name of ["output", "tools", "chunk", "thinking"]) input(name).addEventListener("change", runOutput);

// ---- samples --------------------------------------------------------------

const samples: Record<string, () => string> = {
  "rendered from the grammar": () => (current.ir ? safeRender(current.ir, DEFAULT_MESSAGE) : ""),
  "content only": () => "The weather in Oslo is mild today.",
};

function safeRender(ir: DialectIR, message: unknown): string {
  try {
    return render(ir, message, options());
  } catch {
    try {
      return render(ir, { content: "Let me check.", tool_calls: DEFAULT_MESSAGE.tool_calls }, options());
    } catch {
      return "The weather in Oslo is mild today.";
    }
  }
}

const sampleSelect = input<HTMLSelectElement>("sample");
for (const name of ["", ...Object.keys(samples)]) sampleSelect.append(new Option(name || "pick a sample", name));
sampleSelect.addEventListener("change", () => {
  const pick = samples[sampleSelect.value];
  if (!pick) return;
  input<HTMLTextAreaElement>("output").value = pick();
  sampleSelect.value = "";
  runOutput();
});

// ---- laws, in a worker ----------------------------------------------------

let counterexample: { text: string; thinking: boolean } | null = null;
action("laws").addEventListener("click", () => {
  const report = result("laws");
  report.className = "report";
  report.textContent = "running…";
  action("load-counterexample").hidden = true;
  const worker = new Worker(new URL("./laws-worker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (e: MessageEvent<{ kind: string; line?: string; ok?: boolean; report?: string; counterexample?: { text: string; thinking: boolean } }>) => {
    if (e.data.kind === "progress") {
      report.textContent = e.data.line ?? "";
      return;
    }
    worker.terminate();
    report.textContent = e.data.report ?? "";
    report.classList.add(e.data.ok ? "ok" : "failed");
    counterexample = e.data.counterexample ?? null;
    action("load-counterexample").hidden = counterexample === null;
  };
  worker.postMessage({ grammar: grammarText(), runs: Number(input<HTMLInputElement>("runs").value) || 100, seed: 1 });
});
action("load-counterexample").addEventListener("click", () => {
  if (!counterexample) return;
  input<HTMLTextAreaElement>("output").value = counterexample.text;
  input<HTMLInputElement>("thinking").checked = counterexample.thinking;
  runOutput();
});

// ---- render and export ----------------------------------------------------

function renderMessage(): void {
  if (!current.ir) return;
  try {
    result("render").textContent = render(current.ir, JSON.parse(input<HTMLTextAreaElement>("message").value), options());
  } catch (e) {
    result("render").textContent = (e as Error).message;
  }
}

function exportTools(): void {
  if (!current.ir) return;
  try {
    result("export").textContent = exportFor(current.ir, options(), input<HTMLSelectElement>("format").value as "structural_tag" | "gbnf");
  } catch (e) {
    result("export").textContent = (e as Error).message;
  }
}
input("message").addEventListener("input", renderMessage);
input("format").addEventListener("change", exportTools);
input("tools").addEventListener("change", () => {
  renderMessage();
  exportTools();
});

// ---- starting points and sharing -----------------------------------------

const baseSelect = input<HTMLSelectElement>("base");
for (const name of shippedNames) baseSelect.append(new Option(name, name));
baseSelect.addEventListener("change", () => {
  setGrammar(files.get(`${GRAMMAR_DIR}/${baseSelect.value}.dialect`) ?? "");
  input<HTMLTextAreaElement>("output").value = "";
});

interface Shared {
  grammar?: string;
  output?: string;
  tools?: string;
}

function encode(s: Shared): string {
  const bytes = new TextEncoder().encode(JSON.stringify(s));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(text: string): Shared | null {
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)))) as Shared;
  } catch {
    return null;
  }
}

action("share").addEventListener("click", () => {
  const fragment = encode({ grammar: grammarText(), output: input<HTMLTextAreaElement>("output").value, tools: input<HTMLTextAreaElement>("tools").value });
  window.history.replaceState(null, "", `#s=${fragment}`);
  result("share").textContent = "the address now holds this grammar, output and tools";
});

async function start(): Promise<void> {
  input<HTMLTextAreaElement>("tools").value = JSON.stringify(DEFAULT_TOOLS, null, 2);
  input<HTMLTextAreaElement>("message").value = JSON.stringify(DEFAULT_MESSAGE, null, 2);
  const shared = location.hash.startsWith("#s=") ? decode(location.hash.slice(3)) : null;
  // The CLI serves the grammar it was given as initial.json; a static copy has none.
  const given = shared
    ? null
    : ((await fetch("./initial.json")
        .then((r) => (r.ok ? r.json() : {}))
        .catch(() => ({}))) as Shared);
  const start = shared ?? given ?? {};
  if (start.tools) input<HTMLTextAreaElement>("tools").value = start.tools;
  const grammar = start.grammar ?? files.get(`${GRAMMAR_DIR}/hermes.dialect`) ?? "";
  baseSelect.value = start.grammar ? "" : "hermes";
  setGrammar(grammar);
  await recompile();
  input<HTMLTextAreaElement>("output").value = start.output ?? (current.ir ? safeRender(current.ir, DEFAULT_MESSAGE) : "");
  runOutput();
  document.body.dataset.ready = "true";
}

void start();
