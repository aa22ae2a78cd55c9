"""``python -m klondike_qt.engine``: a stable command line for tools and tests."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from test_engine_deal import GOLDEN, golden_layout

from klondike_qt.engine.klondike import Move, Rules, apply, deal, deal_layout, layout_to_json

# A win for deal 2, draw 1, found by engine_helpers.solve (118 moves, 700 points).
WINNING_DEAL = 2
WINNING_MOVES = """
7d>t7 Ac>f Jd>t1 6s>t7 draw draw draw draw draw Ah>f 2h>f draw draw Jc>t6 Td>t6 3h>f draw As>f
draw Kc>t2 Qd>t2 draw 2s>f draw draw 4h>f draw 9c>t2 draw Ts>t1 draw 5d>t4 4s>t4 draw draw draw
draw 8h>t2 draw draw 3d>t3 draw 2c>f draw draw draw draw 3s>f 4s>f draw 9d>t1 8s>t1 draw draw draw
5c>t7 4d>t7 draw 7c>t2 6h>t2 Ad>f 5h>f 8c>t7 9h>t6 Jh>t7 Tc>t7 3c>f 2d>f 3d>f 4d>f 4c>f 5c>f 6h>f
5d>f 6d>f 6c>f 7c>f 5s>f 6s>f 7d>f 8c>f draw Th>t5 draw draw Kh>t3 Qc>t3 Qh>t7 Js>t7 7h>f 8h>f
9c>f 9h>f Tc>f 7s>f 8s>f Th>f Jh>f draw Kd>t4 draw 8d>f 9d>f Td>f Jc>f Qc>f draw 9s>f Ts>f Jd>f
Qd>f Kc>f Kd>f Js>f Qs>f Qh>f Kh>f Ks>f
""".split()


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "klondike_qt.engine", *args], capture_output=True,
                          text=True, timeout=60, cwd=cwd)


def moves_file(tmp_path: Path, moves: list[str], name: str = "moves.txt") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(moves) + "\n", encoding="utf-8")
    return path


def assert_clean_failure(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr.strip()
    for word in words:
        assert word in result.stderr


# -- in process: the winning list is a win ------------------------------------------
def test_the_winning_move_list_wins_in_process() -> None:
    state = deal(WINNING_DEAL, Rules())
    for text in WINNING_MOVES:
        state = apply(state, Move.parse(text))
    assert state.is_won and state.moves == 118 and state.score == 700


# -- deal ---------------------------------------------------------------------------
@pytest.mark.parametrize("number", sorted(GOLDEN))
def test_deal_prints_the_golden_deal_as_json(number: int) -> None:
    result = run("deal", str(number))
    assert result.returncode == 0 and result.stderr == ""
    data = json.loads(result.stdout)
    tableau, stock = golden_layout(number)
    assert data == layout_to_json(tableau, stock)


def test_deal_with_draw_3_prints_the_same_cards() -> None:
    assert json.loads(run("deal", "1", "--draw", "3").stdout) == layout_to_json(*deal_layout(1))


@pytest.mark.parametrize("bad", ["0", "-1", "4294967296", "²", "seven"])
def test_deal_refuses_a_bad_deal_number(bad: str) -> None:
    assert_clean_failure(run("deal", bad))


# -- replay -------------------------------------------------------------------------
def test_replay_a_win_from_a_deal_number(tmp_path: Path) -> None:
    result = run("replay", str(WINNING_DEAL), str(moves_file(tmp_path, WINNING_MOVES)))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"legal": True, "won": True, "moves": 118, "score": 700}


def test_replay_a_win_from_a_deal_json_file(tmp_path: Path) -> None:
    deal_file = tmp_path / "deal.json"
    deal_file.write_text(json.dumps(layout_to_json(*deal_layout(WINNING_DEAL))), encoding="utf-8")
    result = run("replay", str(deal_file), str(moves_file(tmp_path, WINNING_MOVES)))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"legal": True, "won": True, "moves": 118, "score": 700}


def test_replay_a_game_in_progress_with_comments_and_blank_lines(tmp_path: Path) -> None:
    lines = ["# deal 2, the first moves", "", "7d>t7   # 7 of diamonds onto the 8 of spades", "Ac>f",
             "  Jd>t1  ", "draw"]
    result = run("replay", "2", str(moves_file(tmp_path, lines)))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"legal": True, "won": False, "moves": 4, "score": 25}


def test_replay_in_draw_3(tmp_path: Path) -> None:
    result = run("replay", "2", str(moves_file(tmp_path, ["draw", "draw"])), "--draw", "3")
    assert json.loads(result.stdout) == {"legal": True, "won": False, "moves": 2, "score": 0}


def test_replay_an_illegal_move_exits_1_naming_the_line_and_the_reason(tmp_path: Path) -> None:
    lines = ["7d>t7", "Ac>f", "# now a mistake:", "Jd>t2"]
    result = run("replay", "2", str(moves_file(tmp_path, lines)))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    report = json.loads(result.stdout)
    assert report["legal"] is False and report["line"] == 4 and report["move"] == "Jd>t2"
    assert report["reason"] == "same-colour"  # the Jack of diamonds on the 10 of diamonds
    assert "line 4" in result.stderr and "same colour" in result.stderr


def test_replay_a_covered_waste_card_is_illegal(tmp_path: Path) -> None:
    result = run("replay", "2", str(moves_file(tmp_path, ["draw", "draw", "3s>t1"])))
    assert result.returncode == 1
    assert json.loads(result.stdout)["reason"] == "covered"


def test_replay_a_missing_deal_file(tmp_path: Path) -> None:
    assert_clean_failure(run("replay", str(tmp_path / "nope.json"), str(moves_file(tmp_path, []))),
                         "nope.json")


def test_replay_a_missing_moves_file(tmp_path: Path) -> None:
    assert_clean_failure(run("replay", "2", str(tmp_path / "nope.txt")), "nope.txt")


@pytest.mark.parametrize("content", ["{not json", "[]", '{"tableau": [], "stock": []}',
                                     "[" * 50_000, json.dumps({"tableau": [["Ah"]] * 7, "stock": []})])
def test_replay_a_bad_deal_file(tmp_path: Path, content: str) -> None:
    deal_file = tmp_path / "deal.json"
    deal_file.write_text(content, encoding="utf-8")
    assert_clean_failure(run("replay", str(deal_file), str(moves_file(tmp_path, ["draw"]))), "deal.json")


def test_replay_a_deal_file_that_is_not_utf8(tmp_path: Path) -> None:
    deal_file = tmp_path / "deal.json"
    deal_file.write_bytes(b"\xff\xfe\xfa")
    assert_clean_failure(run("replay", str(deal_file), str(moves_file(tmp_path, ["draw"]))))


@pytest.mark.parametrize("bad", ["0", "-1", "4294967296"])
def test_replay_a_bad_deal_number(tmp_path: Path, bad: str) -> None:
    assert_clean_failure(run("replay", bad, str(moves_file(tmp_path, ["draw"]))), "deal number")


def test_replay_bad_move_text_exits_2_naming_the_line(tmp_path: Path) -> None:
    path = moves_file(tmp_path, ["7d>t7", "Ac>f", "7d to column 9"])
    result = run("replay", "2", str(path))
    assert_clean_failure(result, "moves.txt:3", "7d to column 9")
    assert result.stdout == ""


def test_replay_a_moves_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "moves.txt"
    path.write_bytes(b"draw\n\xff\xfe\n")
    assert_clean_failure(run("replay", "2", str(path)))


@pytest.mark.parametrize("args", [(), ("shuffle",), ("deal",), ("replay", "2"), ("deal", "1", "--draw", "2")])
def test_bad_command_lines_exit_2_with_usage(args: tuple[str, ...]) -> None:
    result = run(*args)
    assert_clean_failure(result, "usage")


def _hostile_input(tmp_path: Path, kind: str) -> str:
    """A path that is not a regular file of sensible size (issue 16, item 11)."""
    import os

    if kind == "dev-zero":
        link = tmp_path / "zero.txt"
        link.symlink_to("/dev/zero")
        return str(link)
    if kind == "urandom":
        return "/dev/urandom"
    if kind == "fifo":
        fifo = tmp_path / "fifo.txt"
        os.mkfifo(fifo)  # no writer: a blocking open would wait forever
        return str(fifo)
    if kind == "folder":
        return str(tmp_path)
    if kind == "loop":
        loop = tmp_path / "loop.txt"
        loop.symlink_to(loop)
        return str(loop)
    huge = tmp_path / "huge.txt"  # sparse: over the cap without filling the disk
    with open(huge, "wb") as handle:
        handle.truncate(80 * 1024 * 1024)
    return str(huge)


HOSTILE_INPUTS = ("dev-zero", "urandom", "fifo", "folder", "loop", "huge")


@pytest.mark.parametrize("kind", HOSTILE_INPUTS)
def test_replay_refuses_a_moves_file_that_is_no_regular_file_or_too_large(tmp_path: Path, kind: str) -> None:
    result = run("replay", "42", _hostile_input(tmp_path, kind))
    assert_clean_failure(result, "cannot read moves file")
    assert "Traceback" not in result.stderr and "MemoryError" not in result.stderr


@pytest.mark.parametrize("kind", HOSTILE_INPUTS)
def test_replay_and_solve_refuse_a_deal_file_that_is_no_regular_file(tmp_path: Path, kind: str) -> None:
    moves = moves_file(tmp_path, ["draw"])
    for number, command in enumerate((("replay", "{}", str(moves)), ("solve", "--jsonl", "{}"))):
        folder = tmp_path / str(number)
        folder.mkdir()
        path = _hostile_input(folder, kind)
        result = run(*(arg.format(path) for arg in command))
        assert_clean_failure(result, "cannot read deal file")
