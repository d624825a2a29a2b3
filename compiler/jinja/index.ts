/**
 * The Jinja engine's public face: all that code outside compiler/jinja/ may
 * import from it (the engine is a leaf: it imports nothing outside its
 * folder, and the layout test holds both). Chat templates are rendered with
 * it: our own Jinja2, which writes what Python's Jinja2 writes in
 * the environment transformers' `apply_chat_template` (and so vLLM and SGLang)
 * renders in — trim_blocks, lstrip_blocks, loop controls, `{% generation %}`,
 * `raise_exception`, `strftime_now`, transformers' `tojson` — except that
 * lists and dicts may be mutated (`ns.ids.append(x)`), as llama.cpp's engine
 * and real templates do. test/templates/jinja-differential.spec.ts holds it
 * to Jinja2's output on every template of the corpus.
 *
 * A template Jinja2 would not compile throws at `compileJinja`; one that
 * raises while rendering throws at `render`. Either error is a `JinjaError`
 * with Python's exception class as `kind` and, where known, the `line` and
 * `column` of the construct that failed.
 */
import { compileTemplate } from "./interpreter.js";

export { strftime } from "./globals.js";
export { JinjaError } from "./values.js";
/** JSON text as Python's json.loads reads it: a request's whole-number floats stay floats in a template. */
export { parseJsonAsPython } from "./values.js";
/** The template's tokens, as Jinja2's lexer reads them (what a chat template's markers are read from). */
export { tokenize } from "./lexer.js";

/** A parsed template, rendered with Jinja2's semantics as servers' `apply_chat_template` does. */
export interface JinjaTemplate {
  render(vars: Record<string, unknown>): string;
  /**
   * The string a top-level `{% set name = '…' %}` always gives `name`, where its value is a constant (a
   * template that names its own `eos_token`); undefined where no such statement sets it.
   */
  setsConstant(name: string): string | undefined;
}

export interface JinjaOptions {
  /** the clock `strftime_now` reads (tests pass a fixed date) */
  now?: () => Date;
}

/** Parse a template as chat templates are parsed (trim_blocks and lstrip_blocks on); throws Jinja2's error. */
export function compileJinja(source: string, options: JinjaOptions = {}): JinjaTemplate {
  return compileTemplate(source, { now: options.now ?? (() => new Date()) });
}
