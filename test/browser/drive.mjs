/**
 * Drives the playground in a real Chromium (run by test/playground/playground.spec.ts
 * under this harness's Node 22): types a grammar with a mistake and reads the
 * diagnostic, fixes it and reads the diagram's states, streams an output one
 * character at a time and reads the call back, runs the laws, takes a
 * screenshot, and checks a phone-width page does not scroll sideways. Prints
 * one JSON object; console errors and uncaught exceptions are in it.
 *
 *   node drive.mjs URL SCREENSHOT.png
 */
import chromium from "@sparticuz/chromium";
import puppeteer from "puppeteer-core";

const [url, screenshot] = process.argv.slice(2);
const BROKEN = `dialect demo extends chatml

terminal CALL_START "<call>"
terminal CALL_END "</call>"

state content : text
state call : envelop(name = "name", arguments = "arguments")

initial content

content CALL_START -> call : tool_start
call CALL_END -> content : tool_end when outside string

absorb IM_END in content, call
`;
const FIXED = BROKEN.replace("envelop(", "envelope(");
const OUTPUT = 'Checking.<call>{"name": "get_weather", "arguments": {"city": "Oslo", "days": 3}}</call>';

const out = { errors: [] };
const browser = await puppeteer.launch({ args: chromium.args, executablePath: await chromium.executablePath(), headless: true, defaultViewport: { width: 1280, height: 800 } });
try {
  const page = await browser.newPage();
  page.on("console", (m) => {
    if (m.type() === "error") out.errors.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => out.errors.push(`uncaught: ${e.message}`));
  await page.goto(url);
  await page.waitForSelector("body[data-ready]", { timeout: 30_000 });

  const replaceGrammar = async (text) => {
    await page.click('[data-pane="grammar"] .cm-content');
    await page.keyboard.down("Control");
    await page.keyboard.press("a");
    await page.keyboard.up("Control");
    await page.keyboard.press("Backspace");
    // Typed line by line: Enter would indent like the line before.
    for (const [i, line] of text.split("\n").entries()) {
      if (i > 0) await page.keyboard.press("Enter");
      await page.keyboard.press("Home");
      await page.keyboard.type(line);
    }
  };

  const compiled = (text) => page.waitForFunction((n) => document.body.dataset.compiled === String(n), { timeout: 15_000 }, text.length);
  await replaceGrammar(BROKEN);
  await compiled(BROKEN);
  out.broken = BROKEN;
  out.diagnostics = await page.$$eval("[data-diagnostic]", (els) =>
    els.map((e) => ({ line: Number(e.dataset.line), col: Number(e.dataset.col), code: e.dataset.diagnostic, text: e.textContent })),
  );

  await replaceGrammar(FIXED);
  await compiled(FIXED);
  await page.waitForFunction(
    () => document.querySelectorAll("[data-diagnostic]").length === 0 && [...document.querySelectorAll("#diagram g.node title")].some((t) => t.textContent === "call"),
    { timeout: 10_000 },
  );
  out.states = await page.$$eval("#diagram g.node title", (els) => els.map((e) => e.textContent));

  await page.$eval(
    '[data-input="output"]',
    (el, text) => {
      el.value = text;
    },
    OUTPUT,
  );
  await page.select('[data-input="chunk"]', "1");
  await page.click('[data-action="play"]');
  // Played one chunk at a time: the timeline grows while it plays, then the stream is finished.
  await page.waitForSelector('[data-result="deltas"][data-playing]', { timeout: 5_000 });
  out.midway = await page.$eval('[data-result="progress"]', (e) => e.textContent);
  await page.waitForSelector('[data-result="deltas"]:not([data-playing])', { timeout: 30_000 });
  out.progress = await page.$eval('[data-result="progress"]', (e) => e.textContent);
  out.message = JSON.parse(await page.$eval('[data-result="message"]', (e) => e.textContent));
  out.timeline = await page.$$eval('[data-result="deltas"] span', (els) => els.map((e) => [e.dataset.channel, e.textContent]));
  out.activeState = await page.$eval("#diagram g.node.active title", (e) => e.textContent).catch(() => null);
  out.lintMarks = await page.$$eval('[data-pane="grammar"] .cm-lint-marker', (els) => els.length);

  // Real token boundaries: Qwen3's tokenizer, bundled and loaded on first use.
  await page.select('[data-input="chunk"]', "tokens");
  await page.waitForFunction(
    (n) =>
      /^(\d+)\/\1 chunks$/.test(document.querySelector('[data-result="progress"]').textContent) &&
      !document.querySelector('[data-result="progress"]').textContent.startsWith(`${n + 1}/`),
    { timeout: 30_000 },
    Array.from(OUTPUT).length,
  );
  out.tokens = {
    progress: await page.$eval('[data-result="progress"]', (e) => e.textContent),
    message: JSON.parse(await page.$eval('[data-result="message"]', (e) => e.textContent)),
  };

  await page.$eval('[data-input="runs"]', (el) => {
    el.value = "25";
  });
  await page.click('[data-action="laws"]');
  await page.waitForFunction(() => /hold on|fails/.test(document.querySelector('[data-result="laws"]').textContent), { timeout: 60_000 });
  out.laws = await page.$eval('[data-result="laws"]', (e) => e.textContent);

  if (screenshot) await page.screenshot({ path: screenshot });

  // Shared: the address holds the grammar and output; a new page at it opens the same.
  await page.click('[data-action="share"]');
  const shared = await page.evaluate(() => location.href);
  const other = await browser.newPage();
  other.on("console", (m) => {
    if (m.type() === "error") out.errors.push(`console: ${m.text()}`);
  });
  other.on("pageerror", (e) => out.errors.push(`uncaught: ${e.message}`));
  await other.goto(shared);
  await other.waitForSelector("body[data-ready]", { timeout: 30_000 });
  out.shared = {
    fragment: new URL(shared).hash.slice(0, 3),
    grammar: await other.$eval('[data-pane="grammar"] .cm-content', (e) => [...e.querySelectorAll(".cm-line")].map((l) => l.textContent).join("\n")),
    output: await other.$eval('[data-input="output"]', (e) => e.value),
  };
  await other.close();

  await page.setViewport({ width: 390, height: 844 });
  await new Promise((r) => setTimeout(r, 300));
  out.narrow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth <= window.innerWidth,
    panes: [...document.querySelectorAll("[data-pane]")].every((p) => p.scrollWidth <= p.clientWidth + 1),
  }));
} catch (e) {
  out.failure = String(e && e.stack ? e.stack : e);
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify(out) + "\n");
