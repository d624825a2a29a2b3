/**
 * A dialect written as a response template and verified, as `export` and
 * `infer` both give it: anchored at the checkpoint's chat template where one
 * is given (else the dialect's turn markers), then read back on the probes
 * and, with a chat template, on its own turns after their prompts.
 */
import type { Dialect } from "../../runtime/compiler-api.js";
import type { ChatTemplate } from "../templates/chat-template.js";
import { anchorsFromTemplate, templateTurns } from "./anchor.js";
import { responseTemplateFor, TemplateExportError, type ExportedTemplate } from "./from-dialect.js";
import { verifyTemplate, verifyTurns } from "./verify.js";

/** The verified template, or why there is none (what the format cannot say, or the first probe read otherwise). */
export function verifiedTemplate(dialect: Dialect, chat?: ChatTemplate): { exported: ExportedTemplate } | { why: string } {
  let exported: ExportedTemplate;
  try {
    exported = responseTemplateFor(dialect.ir, chat ? anchorsFromTemplate(dialect, chat) : undefined);
  } catch (e) {
    if (e instanceof TemplateExportError) return { why: e.message };
    throw e;
  }
  const why =
    verifyTemplate(dialect, exported.template, exported.opener, [], exported.modes, exported.closer) ??
    (chat ? verifyTurns(dialect, exported.template, templateTurns(dialect, chat)) : null);
  return why === null ? { exported } : { why };
}
