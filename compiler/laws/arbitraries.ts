/**
 * Inputs derived from a dialect's grammar: a random walk over its states that
 * writes plain text suited to each state's channel and the markers of the
 * transitions it takes, mixed with adversarial noise (marker prefixes, markers
 * that mean nothing in the state, unicode, split surrogate pairs, lone
 * surrogates, JSON fragments).
 */
import fc from "fast-check";
import { Channel, initialState, type DialectIR, type Part } from "../../runtime/compiler-api.js";

const PIECES = [
  "a",
  "b",
  "x",
  " ",
  "  ",
  "\n",
  "\n\n",
  "\t",
  "<",
  ">",
  "</",
  "/",
  "=",
  '"',
  "\\",
  "{",
  "}",
  "[",
  "]",
  ":",
  ",",
  "東京",
  "é",
  "😀",
  "\ud83d",
  "\ude00",
  "\ud800",
  "true",
  "null",
  "42",
  "-1.5e3",
  "hello world",
];

const plainText = fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((a) => a.join(""));

const jsonValue = fc.jsonValue({ maxDepth: 2 });
const jsonObject = fc.dictionary(fc.string({ maxLength: 6 }), jsonValue, { maxKeys: 4 });

function render(parts: Part[], pick: (max: number, exclude: string, stop: string, cap?: string) => string): string {
  let out = "";
  parts.forEach((p, i) => {
    if ("lit" in p) out += p.lit;
    else if ("ws" in p) out += WS[(out.length + i) % WS.length];
    else {
      const next = parts[i + 1]!;
      const after = "ws" in next ? parts[i + 2] : next;
      out += pick(p.max, "ws" in next ? p.exclude + " \t\r\n" : p.exclude, after && "lit" in after ? after.lit[0]! : "", p.cap);
    }
  });
  return out;
}

/** What optional whitespace in a spelling is written as. */
const WS = ["", " ", "\n", "", "\n\n", " \n"];

const NAMES = ["get_weather", "f", "write_file", "x1", "Bash", "a b", "é"];

/** An object as XML elements, each tag after `prefix` (keys as they are, valid tag names or not). */
function xmlElements(value: unknown, prefix: string): string {
  if (Array.isArray(value)) return value.map((v) => `${prefix}<item>${xmlElements(v, prefix)}${prefix}</item>`).join("");
  if (value !== null && typeof value === "object")
    return Object.entries(value)
      .map(([k, v]) => `${prefix}<${k}>${xmlElements(v, prefix)}${prefix}</${k}>`)
      .join("\n");
  return typeof value === "string" ? value : JSON.stringify(value);
}

const SCALARS = ["42", "-1.5e3", "true", "null", "1e999", "5.0", "False"];

function captureText(seed: number, max: number, exclude: string, stop: string, values?: string[]): string {
  const name = values && seed % 4 !== 0 ? values[seed % values.length]! : NAMES[seed % NAMES.length]!;
  const ok = [...name].every((ch) => !exclude.includes(ch) && ch !== stop);
  return (ok ? name : "name").slice(0, max);
}

interface Step {
  kind: number;
  pick: number;
  text: string;
  obj: Record<string, unknown>;
}

const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.nat(99),
  pick: fc.nat(),
  text: plainText,
  obj: jsonObject as fc.Arbitrary<Record<string, unknown>>,
});

/** One model output for `ir`, walked from the initial state for `thinking`. */
function grammarOutput(ir: DialectIR, thinking: boolean): fc.Arbitrary<string> {
  // Captures that pick an encoding (DSML string="…") mostly get a value the map knows.
  const encodingValues = new Map<string, string[]>();
  for (const s of ir.states) {
    const ec = s.channel.encodingCapture;
    if (ec) encodingValues.set(ec.capture, Object.keys(ec.map));
  }
  const pickFor = (seed: number) => (max: number, ex: string, stop: string, cap?: string) => captureText(seed, max, ex, stop, cap ? encodingValues.get(cap) : undefined);
  return fc.array(step, { maxLength: 30 }).map((steps) => {
    let state = initialState(ir, thinking);
    let out = "";
    for (const s of steps) {
      const st = ir.states[state]!;
      const transitions = st.transitions;
      const structural = transitions.filter((t) => !t.absorb);
      if (s.kind < 40 && transitions.length > 0) {
        // Mostly transitions that move; absorbed markers now and then.
        const from = structural.length > 0 && s.pick % 8 !== 0 ? structural : transitions;
        const t = from[s.pick % from.length]!;
        const variants = ir.terminals[t.terminal]!.variants;
        out += render(variants[s.pick % variants.length]!, pickFor(s.pick));
        state = t.target;
      } else if (s.kind < 88) {
        // Text that suits the channel: JSON where JSON is expected.
        if (st.channel.kind === Channel.Envelope) {
          out += JSON.stringify(s.kind % 2 ? { name: NAMES[s.pick % NAMES.length], arguments: s.obj } : { arguments: s.obj, name: "f" });
        } else if (st.channel.kind === Channel.ArgsJson && st.channel.xml !== undefined) {
          out += xmlElements(s.obj, st.channel.xml);
        } else if (st.channel.kind === Channel.ArgsJson) {
          out += JSON.stringify(s.obj);
        } else if (st.channel.kind === Channel.ArgValue && s.kind % 3 === 0) {
          out += JSON.stringify(s.obj);
        } else if (st.channel.kind === Channel.ArgValue && s.kind % 3 === 1) {
          out += SCALARS[s.pick % SCALARS.length];
        } else if (st.channel.kind === Channel.ToolName || st.channel.kind === Channel.Header) {
          out += (st.channel.kind === Channel.Header ? "functions." : "") + NAMES[s.pick % NAMES.length] + (st.channel.kind === Channel.Header ? `:${s.pick % 3}` : "");
        } else {
          out += s.text;
        }
      } else if (s.kind < 96) {
        // A prefix of some marker: must be held back and then released as text.
        const term = ir.terminals[s.pick % ir.terminals.length]!;
        const text = render(term.variants[0]!, (max, ex, stop) => captureText(s.pick, max, ex, stop));
        out += text.slice(0, 1 + (s.pick % text.length)) + s.text;
      } else {
        // Any marker at all, meaningful in this state or not.
        const term = ir.terminals[s.pick % ir.terminals.length]!;
        out += render(term.variants[0]!, (max, ex, stop) => captureText(s.pick, max, ex, stop));
      }
    }
    return out;
  });
}

/** Grammar-derived outputs and pure noise, with the thinking flag. */
export function dialectInput(ir: DialectIR): fc.Arbitrary<{ text: string; thinking: boolean }> {
  return fc
    .boolean()
    .chain((thinking) =>
      fc.oneof({ weight: 4, arbitrary: grammarOutput(ir, thinking) }, { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) }).map((text) => ({ text, thinking })),
    );
}

/** Cut points for chunking a text (taken modulo its length + 1). */
export const cutPoints = fc.array(fc.nat(), { maxLength: 12 });
