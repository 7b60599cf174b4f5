"""The real client libraries (google-genai, ollama, openai) against loopback fakes of each wire
protocol: streaming, thoughts, signatures, tool calls, reasoning, and every failure worded well."""

from __future__ import annotations

import base64
import os

import pytest

from opticlick_tui.agent.tools import tool_specs
from opticlick_tui.llm import types as t
from opticlick_tui.llm.gemini import GeminiProvider
from opticlick_tui.llm.ollama import OllamaProvider
from opticlick_tui.llm.openai_compat import OpenAICompatProvider
from tests.fakes.gemini import SIGNATURE, FakeGemini, call_part, reply_events
from tests.fakes.ollama import MODELS, FakeOllama, chat_events
from tests.fakes.openai import FakeOpenAI, completion_events
from tests.fakes.server import Reply

SPECS = tool_specs()


def snake(value):
    """Gemini (protobuf JSON) accepts camelCase and snake_case field names; compare in one form."""
    import re

    if isinstance(value, dict):
        return {re.sub(r"(?<!^)(?=[A-Z])", "_", k).lower(): snake(v) for k, v in value.items()}
    if isinstance(value, list):
        return [snake(v) for v in value]
    return value


async def collect(provider, messages):
    events = []
    async for event in provider.stream(messages, SPECS):
        events.append(event)
    return events


def base_messages():
    return [
        t.Message.text("system", "rules"),
        t.Message("user", [t.TextPart("task + page"), t.ImagePart(b"\x89PNG fake", "image/png")]),
    ]


# --- Gemini ---------------------------------------------------------------------------------------
async def test_gemini_streams_thoughts_text_calls_and_returns_signatures():
    replies = [
        reply_events("Looking at the page carefully", "I will click.", [call_part("click", {"id": 3})]),
        reply_events("", "", [call_part("finish", {"summary": "ok"})]),
    ]
    with FakeGemini(replies) as fake:
        provider = GeminiProvider("test-key", base_url=fake.url, thinking_level="high")
        events = await collect(provider, base_messages())
        thoughts = "".join(e.text for e in events if isinstance(e, t.ThinkingDelta))
        assert thoughts == "Looking at the page carefully"
        assert [e.text for e in events if isinstance(e, t.TextDelta)] == ["I will click."]
        call = next(e.call for e in events if isinstance(e, t.ToolCallEvent))
        assert (
            call.name == "click" and call.args == {"id": 3} and call.signature == base64.b64decode(SIGNATURE)
        )
        assert any(isinstance(e, t.Usage) and e.input_tokens == 1200 for e in events)
        request = snake(fake.requests[0].json)
        assert request["generation_config"]["thinking_config"] == {
            "include_thoughts": True,
            "thinking_level": "HIGH",
        }
        assert request["tool_config"]["function_calling_config"]["mode"] == "ANY"
        assert request["contents"][0]["parts"][1]["inline_data"]["mime_type"] == "image/png"
        # The next request carries the call with its signature, unchanged, and the paired result.
        history = [
            *base_messages(),
            t.Message("assistant", [call]),
            t.Message("tool", [t.ToolResult(call.id, "click", "Clicked")]),
            t.Message.text("user", "step 2"),
        ]
        await collect(provider, history)
        assert fake.signatures_seen == [SIGNATURE]
        model_turn = snake(fake.requests[1].json["contents"][1])
        assert model_turn["role"] == "model" and model_turn["parts"][0]["thought_signature"] == SIGNATURE
        user_turn = snake(fake.requests[1].json["contents"][2])
        assert user_turn["parts"][0]["function_response"]["response"] == {"result": "Clicked"}
        await provider.aclose()


async def test_gemini_rejects_a_call_without_its_signature_like_the_real_api():
    with FakeGemini([reply_events("", "", [call_part("finish", {"summary": "x"})])]) as fake:
        provider = GeminiProvider("test-key", base_url=fake.url)
        unsigned = t.ToolCall("gm-9", "click", {"id": 1}, signature=None)
        history = [
            *base_messages(),
            t.Message("assistant", [unsigned]),
            t.Message("tool", [t.ToolResult("gm-9", "click", "ok")]),
        ]
        with pytest.raises(t.LLMError, match="thought_signature"):
            await collect(provider, history)


@pytest.mark.parametrize(
    "reply,error,text",
    [
        (
            Reply(
                429,
                {
                    "error": {
                        "code": 429,
                        "message": "Resource has been exhausted (e.g. check quota).",
                        "status": "RESOURCE_EXHAUSTED",
                    }
                },
            ),
            t.RateLimitError,
            "rate limited",
        ),
        (
            Reply(500, {"error": {"code": 500, "message": "Internal error", "status": "INTERNAL"}}),
            t.ServerError,
            "server error 500",
        ),
        (Reply(200, chunks=["data: {not json\n\n"], content_type="text/event-stream"), t.LLMError, "gemini"),
    ],
)
async def test_gemini_failures(reply, error, text):
    with FakeGemini([reply]) as fake:
        provider = GeminiProvider("test-key", base_url=fake.url)
        with pytest.raises(error, match=text):
            await collect(provider, base_messages())


async def test_gemini_wrong_key_and_unknown_model():
    with FakeGemini([]) as fake:
        with pytest.raises(t.AuthError, match="GEMINI_API_KEY"):
            await collect(GeminiProvider("bad-key", base_url=fake.url), base_messages())
        with pytest.raises(t.ModelNotFoundError, match="no model 'gemini-9'"):
            await collect(GeminiProvider("test-key", "gemini-9", base_url=fake.url), base_messages())
        models = await GeminiProvider("test-key", base_url=fake.url).list_models()
        assert [m.name for m in models] == ["gemini-flash-latest", "gemini-3-pro-preview"]


# --- Ollama ---------------------------------------------------------------------------------------
async def test_ollama_detects_models_and_capabilities():
    with FakeOllama([]) as fake:
        models = {m.name: m.capabilities for m in await OllamaProvider.detect(fake.url)}
        assert models["qwen2.5vl:7b"].vision and models["qwen2.5vl:7b"].tools
        assert models["qwen3:8b"].thinking and not models["qwen3:8b"].vision
        provider = OllamaProvider(fake.url, "")
        await provider.prepare()
        assert provider.model == "qwen2.5vl:7b", "a vision+tools model is picked when none is named"


async def test_ollama_streams_thinking_and_tool_calls():
    with FakeOllama(
        [
            chat_events(
                "hmm, the search box",
                "",
                [{"name": "type", "arguments": {"id": 2, "text": "laptops"}}],
                model="qwen3:8b",
            )
        ]
    ) as fake:
        provider = OllamaProvider(fake.url, "qwen3:8b", think=True)
        await provider.prepare()
        assert not provider.capabilities.vision
        events = await collect(provider, base_messages())
        assert "".join(e.text for e in events if isinstance(e, t.ThinkingDelta)) == "hmm, the search box"
        call = next(e.call for e in events if isinstance(e, t.ToolCallEvent))
        assert call.name == "type" and call.args == {"id": 2, "text": "laptops"}
        body = fake.requests[-1].json
        assert body["think"] is True and body["tools"][0]["function"]["name"] == "click"
        assert "images" not in body["messages"][1], "no image for a model without vision"


async def test_ollama_model_without_tools_uses_json_schema_output():
    answer = 'Sure! ```json\n{"thought": "click it", "actions": [{"tool": "click", "args": {"id": 4},}]}\n```'
    with FakeOllama([chat_events("", answer, model="llava:7b")]) as fake:
        provider = OllamaProvider(fake.url, "llava:7b")
        await provider.prepare()
        assert not provider.capabilities.tools and provider.capabilities.vision
        events = await collect(provider, base_messages())
        body = fake.requests[-1].json
        assert body["format"]["properties"]["actions"]["type"] == "array" and not body.get("tools")
        assert body["messages"][1]["images"], "a vision model gets the screenshot"
        text = "".join(e.text for e in events if isinstance(e, t.TextDelta))
        from opticlick_tui.llm.json_repair import calls_from_json_text

        thought, calls = calls_from_json_text(text, 1)
        assert thought == "click it" and calls[0].name == "click" and calls[0].args == {"id": 4}


async def test_ollama_not_running_and_unknown_model():
    with pytest.raises(t.ConnectError, match="Ollama is not running at http://127.0.0.1:9"):
        await OllamaProvider.detect("http://127.0.0.1:9", timeout=1)
    with FakeOllama([]) as fake:
        with pytest.raises(t.ModelNotFoundError, match="ollama pull mistral"):
            await OllamaProvider(fake.url, "mistral").prepare()


# --- OpenAI-compatible ------------------------------------------------------------------------------
async def test_openai_assembles_split_tool_calls_and_reasoning():
    reply = completion_events(
        "Thinking it over",
        "",
        [("click", {"id": 7, "modifiers": ["Control"]}), ("note_write", {"key": "k", "text": "v"})],
    )
    with FakeOpenAI([reply]) as fake:
        provider = OpenAICompatProvider(f"{fake.url}/v1", "sk-test", "gpt-test", reasoning_effort="high")
        events = await collect(provider, base_messages())
        assert "".join(e.text for e in events if isinstance(e, t.ThinkingDelta)) == "Thinking it over"
        calls = [e.call for e in events if isinstance(e, t.ToolCallEvent)]
        assert [(c.id, c.name, c.args) for c in calls] == [
            ("call_0", "click", {"id": 7, "modifiers": ["Control"]}),
            ("call_1", "note_write", {"key": "k", "text": "v"}),
        ]
        body = fake.requests[0].json
        assert body["tool_choice"] == "required" and body["stream"] is True
        assert body["messages"][1]["content"][1]["image_url"]["url"].startswith("data:image/png;base64,")


async def test_openai_reasoning_field_of_openrouter():
    with FakeOpenAI(
        [completion_events("why not", "", [("finish", {"summary": "s"})], reasoning_key="reasoning")]
    ) as fake:
        provider = OpenAICompatProvider(f"{fake.url}/v1", "sk-test", "gpt-test")
        events = await collect(provider, base_messages())
        assert "".join(e.text for e in events if isinstance(e, t.ThinkingDelta)) == "why not"


async def test_openai_falls_back_when_required_tool_choice_is_refused():
    with FakeOpenAI(
        [completion_events("", "", [("finish", {"summary": "s"})])], reject_required=True
    ) as fake:
        provider = OpenAICompatProvider(f"{fake.url}/v1", "sk-test", "gpt-test")
        events = await collect(provider, base_messages())
        assert any(isinstance(e, t.ToolCallEvent) for e in events)
        assert [r.json.get("tool_choice") for r in fake.requests] == ["required", "auto"]
        assert provider.tool_choice == "auto"


async def test_openai_history_pairs_results_by_call_id():
    with FakeOpenAI([completion_events("", "", [("finish", {"summary": "s"})])]) as fake:
        provider = OpenAICompatProvider(f"{fake.url}/v1", "sk-test", "gpt-test")
        calls = [t.ToolCall("call_a", "click", {"id": 1}), t.ToolCall("call_b", "zzz", {})]
        history = [
            *base_messages(),
            t.Message("assistant", calls),
            t.Message(
                "tool",
                [t.ToolResult("call_a", "click", "ok"), t.ToolResult("call_b", "zzz", "Unknown tool", True)],
            ),
            t.Message.text("user", "next"),
        ]
        await collect(provider, history)
        sent = fake.requests[0].json["messages"]
        assert [m.get("tool_call_id") for m in sent if m["role"] == "tool"] == ["call_a", "call_b"]
        assert [c["id"] for c in sent[2]["tool_calls"]] == ["call_a", "call_b"]


@pytest.mark.parametrize(
    "provider_args,reply,error,text",
    [
        ({"api_key": "wrong"}, None, t.AuthError, "refused the API key"),
        ({"model": "nope"}, None, t.ModelNotFoundError, "has no model 'nope'"),
        (
            {},
            Reply(429, {"error": {"message": "slow down"}}, headers={"retry-after": "2"}),
            t.RateLimitError,
            "rate limited",
        ),
        (
            {},
            Reply(
                429, {"error": {"message": "You exceeded your current quota", "code": "insufficient_quota"}}
            ),
            t.QuotaError,
            "quota",
        ),
        ({}, Reply(503, {"error": {"message": "overloaded"}}), t.ServerError, "server error 503"),
        (
            {},
            Reply(200, chunks=["data: {broken json\n\n"], content_type="text/event-stream"),
            t.BadResponseError,
            "could not be read",
        ),
    ],
)
async def test_openai_failures(provider_args, reply, error, text):
    with FakeOpenAI([reply] if reply else []) as fake:
        args = {"base_url": f"{fake.url}/v1", "api_key": "sk-test", "model": "gpt-test", **provider_args}
        with pytest.raises(error, match=text):
            await collect(OpenAICompatProvider(**args), base_messages())


async def test_openai_unreachable_server():
    provider = OpenAICompatProvider("http://127.0.0.1:9/v1", "k", "m")
    with pytest.raises(t.ConnectError, match="cannot reach http://127.0.0.1:9/v1"):
        await collect(provider, base_messages())


def test_discovery_without_ollama_imports_no_sdk():
    """No Ollama listening (most machines): discovery says so from a refused port, without
    importing the Ollama SDK and httpx (~0.5 s of CPU, spent on the TUI's start otherwise)."""
    import socket
    import subprocess
    import sys

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    code = (
        "import asyncio, sys\n"
        "from opticlick_tui.config import Settings\n"
        "from opticlick_tui.llm.discovery import auto_choice, model_names\n"
        f"settings = Settings(llm={{'ollama_host': 'http://127.0.0.1:{port}'}})\n"
        "print(asyncio.run(model_names(settings)), asyncio.run(auto_choice(settings))[0])\n"
        "print(sorted(m for m in ('ollama', 'httpx') if m in sys.modules))"
    )
    keys = ("GEMINI_API_KEY", "GOOGLE_API_KEY", "OPENAI_API_KEY")
    env = {k: v for k, v in os.environ.items() if k not in keys and not k.startswith("OPTICLICK_")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:2] == ["[] manual", "[]"], out.stdout


async def test_discovery_with_ollama_lists_its_models():
    from opticlick_tui.config import Settings
    from opticlick_tui.llm.discovery import model_names

    with FakeOllama([]) as fake:
        names = await model_names(Settings(llm={"ollama_host": fake.url}))
    assert names and set(names) <= set(MODELS), names
