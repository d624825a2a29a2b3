/** Whether a dialect can write a message: render's answer without its error. */
import { render, RenderError, type Dialect, type RenderMessage, type RenderOptions } from "../../generated/index.js";

export function renders(d: Dialect, m: RenderMessage, options: RenderOptions = {}): boolean {
  try {
    render(d, m, options);
    return true;
  } catch (e) {
    if (!(e instanceof RenderError)) throw e;
    return false;
  }
}
