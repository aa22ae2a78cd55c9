"""Every template of messages.py: whole, translatable, and filled in."""

from __future__ import annotations

import ast
from pathlib import Path

import klondike_qt.a11y.messages as messages

SOURCE = "\n".join(path.read_text(encoding="utf-8")
                   for path in sorted(Path(messages.__file__).parent.glob("*.py")))


def test_every_plural_goes_through_a_literal_translate_call():
    tree = ast.parse(SOURCE)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "_plural":
            inner = node.args[0]
            assert isinstance(inner, ast.Call) and getattr(inner.func, "attr", None) == "translate", \
                ast.unparse(node)
            assert isinstance(inner.args[1], ast.Constant)
            assert "%n" in inner.args[1].value


def test_translate_calls_name_the_messages_context_literally():
    tree = ast.parse(SOURCE)
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)
             and getattr(n.func, "attr", None) == "translate"]
    assert len(calls) > 150
    for call in calls:
        if isinstance(call.args[0], ast.Name) and call.args[0].id == "CONTEXT":
            continue  # tr(): names from the QT_TRANSLATE_NOOP tables
        assert isinstance(call.args[0], ast.Constant) and call.args[0].value == "Messages"
        assert isinstance(call.args[1], ast.Constant), ast.unparse(call)


def test_recycle_counts_the_cards():
    assert messages.recycled(24, 2, None, False) == \
        "Turned the waste over: 24 cards back in the stock. Pass 2 of unlimited."
    assert messages.recycled(1, 3, 3, False) == \
        "Turned the waste over: 1 card back in the stock. Pass 3 of 3."
