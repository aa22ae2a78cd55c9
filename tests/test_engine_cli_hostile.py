"""The engine's command line on hostile input, for every game of its table (issue 31, item 7):
deep nesting, binary junk, wrong types, devices, FIFOs, huge files end in one line on
stderr and exit status 2, never a traceback. Every game reads its files through
``engine/files.py``, so one run per game and input covers them all."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from engine_helpers import run_cli

from klondike_qt.engine import variants_cli
from klondike_qt.engine.files import InputError, parse_json, read_json_input, read_jsonl_deals

CLI_GAMES = ("klondike", *variants_cli.GAMES)
EXIT_BAD_INPUT = 2


def _hostile(folder: Path, kind: str) -> Path:
    """A deal or JSON-lines file that no game can use."""
    path = folder / f"{kind}.json"
    if kind == "nested":  # RecursionError inside json, not a JSONDecodeError
        path.write_text("[" * 100_000)
    elif kind == "nested-in-a-deal":
        path.write_text('{"id": 1, "tableau": ' + "[" * 100_000)
    elif kind == "long-number":  # the int conversion limit, also not a JSONDecodeError
        path.write_text('{"id": ' + "9" * 5000 + "}")
    elif kind == "binary":
        path.write_bytes(bytes(range(256)) * 64)
    elif kind == "wrong-types":
        path.write_text(json.dumps({"id": [1], "tableau": 7, "stock": {"a": None}, "suits": "x",
                                    "cells": 1.5, "foundations": True, "waste": [[[]]], "pyramid": None}))
    elif kind == "not-an-object":
        path.write_text("[1, 2, 3]")
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)  # no writer: a blocking open would wait forever
    else:  # huge: sparse, over the cap without filling the disk
        with open(path, "wb") as handle:
            handle.truncate(80 * 1024 * 1024)
    return path


HOSTILE = ("nested", "nested-in-a-deal", "long-number", "binary", "wrong-types", "not-an-object", "dev-zero",
           "fifo", "huge")


def _one_line_refusal(status: int, out: str, err: str, path: Path) -> None:
    assert status == EXIT_BAD_INPUT, err
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and str(path) in lines[0], err


@pytest.mark.parametrize("kind", HOSTILE)
@pytest.mark.parametrize("game", CLI_GAMES)
def test_every_game_refuses_a_hostile_deal_file_in_one_line(capsys, tmp_path: Path, game: str, kind: str) -> None:
    path = _hostile(tmp_path, kind)
    _one_line_refusal(*run_cli(capsys, "deal", str(path), "--game", game), path)
    moves = tmp_path / "moves.txt"
    moves.write_text("")
    _one_line_refusal(*run_cli(capsys, "replay", str(path), str(moves), "--game", game), path)
    _one_line_refusal(*run_cli(capsys, "solve", str(path), "--game", game), path)


@pytest.mark.parametrize("kind", HOSTILE)
@pytest.mark.parametrize("game", CLI_GAMES)
def test_every_game_refuses_a_hostile_jsonl_file_before_solving(capsys, tmp_path: Path, game: str,
                                                                kind: str) -> None:
    path = _hostile(tmp_path, kind)
    _one_line_refusal(*run_cli(capsys, "solve", "--jsonl", str(path), "--game", game), path)


@pytest.mark.parametrize("game", CLI_GAMES)
def test_every_game_names_the_line_of_a_nested_jsonl_line(capsys, tmp_path: Path, game: str) -> None:
    status, out, _ = run_cli(capsys, "deal", "1", "--game", game)
    assert status == 0
    deals = tmp_path / "deals.jsonl"
    deals.write_text(json.dumps({"id": "good", **json.loads(out)}) + "\n\n" + "[" * 100_000 + "\n")
    status, out, err = run_cli(capsys, "solve", "--jsonl", str(deals), "--game", game, "--time-limit", "0.1")
    assert status == EXIT_BAD_INPUT and out == "" and f"{deals}:3: not JSON" in err


@pytest.mark.parametrize("game", CLI_GAMES)
def test_every_game_refuses_a_hostile_moves_file(capsys, tmp_path: Path, game: str) -> None:
    for kind in ("binary", "dev-zero", "fifo", "huge"):
        path = _hostile(tmp_path, kind)
        status, out, err = run_cli(capsys, "replay", "1", str(path), "--game", game)
        assert status == EXIT_BAD_INPUT and out == "" and "cannot read moves file" in err, (kind, err)


def test_parse_json_says_not_json_for_what_json_does_not_call_a_syntax_error() -> None:
    for text in ("[" * 100_000, "9" * 5000, "{", "\ufeff{}"):
        with pytest.raises(ValueError, match=r"^not JSON: "):
            parse_json(text)
    assert parse_json('{"a": [1]}') == {"a": [1]}


def test_the_readers_turn_a_parse_error_into_one_input_error(tmp_path: Path) -> None:
    def parse(data: object) -> int:
        if not isinstance(data, int):
            raise ValueError("a number, please")
        return data

    one = tmp_path / "one.json"
    one.write_text("[]")
    with pytest.raises(InputError, match=f"^{re.escape(str(one))}: a number, please$"):
        read_json_input(str(one), "deal file", parse)
    lines = tmp_path / "lines.jsonl"
    lines.write_text('{"id": "a"}\n\n{"id": "b", "x": 1}\n')
    with pytest.raises(InputError, match=f"^{re.escape(str(lines))}:1: a number, please$"):
        read_jsonl_deals(str(lines), parse)
    lines.write_text('{"id": "a", "n": 1}\n\n7\n')
    with pytest.raises(InputError, match=f'^{re.escape(str(lines))}:3: each line needs a deal object with an "id"$'):
        read_jsonl_deals(str(lines), lambda data: data)
