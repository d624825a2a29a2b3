"""Renders chat templates with Python's Jinja2, as transformers' apply_chat_template does.

Reads JSON lines on stdin: {"id", "source", "vars", "now"?}; writes one JSON line per
input on stdout: {"id", "text"} or {"id", "error"}. One process renders the whole batch;
each distinct source is compiled once.

The environment is transformers' chat-template environment (trim_blocks, lstrip_blocks,
loopcontrols, its {% generation %} tag, raise_exception, strftime_now, and its tojson =
json.dumps(x, ensure_ascii=False, indent, separators, sort_keys)), with one deliberate
difference: transformers uses ImmutableSandboxedEnvironment, which refuses list.append and
the like; llama.cpp's engine and real templates (Kimi K2 Thinking) mutate lists, and so
does dialectc's engine, so the reference is Jinja2's mutable SandboxedEnvironment.

strftime_now formats the fixed date given as "now" (ISO text, default 2026-01-05T14:03:09)
rather than the clock, so both engines write the same date.
"""

import json
import sys
from datetime import datetime

import jinja2
from jinja2 import nodes
from jinja2.ext import Extension, loopcontrols
from jinja2.sandbox import SandboxedEnvironment

DEFAULT_NOW = "2026-01-05T14:03:09"


class AssistantTracker(Extension):
    """transformers' {% generation %} block: renders its body (the token mask is not tracked here)."""

    tags = {"generation"}

    def parse(self, parser):
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(["name:endgeneration"], drop_needle=True)
        return nodes.CallBlock(self.call_method("_generation_support"), [], [], body).set_lineno(lineno)

    @jinja2.pass_eval_context
    def _generation_support(self, context, caller):
        return caller()


def raise_exception(message):
    raise jinja2.exceptions.TemplateError(message)


def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def make_env(now):
    env = SandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[AssistantTracker, loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = lambda fmt: now.strftime(fmt)
    return env


def main():
    sys.stdin.reconfigure(encoding="utf-8")
    sys.stdout.reconfigure(encoding="utf-8", errors="surrogatepass")
    envs = {}
    compiled = {}
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        now_text = request.get("now") or DEFAULT_NOW
        if now_text not in envs:
            envs[now_text] = make_env(datetime.fromisoformat(now_text))
        key = (now_text, request["source"])
        reply = {"id": request["id"]}
        try:
            if key not in compiled:
                try:
                    compiled[key] = envs[now_text].from_string(request["source"])
                except Exception as e:  # a template Jinja2 cannot compile fails every render
                    compiled[key] = e
            template = compiled[key]
            if isinstance(template, Exception):
                raise template
            reply["text"] = template.render(**request.get("vars", {}))
        except Exception as e:
            reply["error"] = f"{type(e).__name__}: {e}"
        sys.stdout.write(json.dumps(reply, ensure_ascii=False) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
