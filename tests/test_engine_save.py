"""The save format: round trips, and every hostile input refused with the right SaveProblem."""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import pytest
from engine_helpers import random_playout
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from klondike_qt.engine.cards import CARDS
from klondike_qt.engine.klondike import (
    Move,
    Rules,
    SavedGame,
    column,
    deal,
    deal_layout,
    is_legal,
    layout_to_json,
    loads,
    saved_game,
)
from klondike_qt.engine.rules import Scoring
from klondike_qt.engine.savefile import MAX_SAVE_BYTES, SaveError, SaveProblem


def played_game(number: int = 4, rules: Rules | None = None, seed: int = 1,
                max_moves: int = 60) -> tuple[SavedGame, list]:  # type: ignore[type-arg]
    rules = rules or Rules()
    _, moves = random_playout(deal(number, rules), random.Random(seed), max_moves=max_moves)
    game = saved_game(rules, number, deal_layout(number), moves, len(moves))
    return game, moves


def good_json() -> dict[str, Any]:
    game, _ = played_game()
    return json.loads(game.dumps())


def refused(text: str | bytes) -> SaveError:
    with pytest.raises(SaveError) as caught:
        loads(text)
    return caught.value


# -- round trips ------------------------------------------------------------------
def test_round_trip_by_deal_number() -> None:
    game, moves = played_game()
    back = loads(game.dumps())
    assert back == game
    assert back.states()[-1] == game.states()[-1]
    assert back.deal_number == 4 and list(back.moves) == moves


def test_round_trip_by_layout() -> None:
    game, moves = played_game()
    by_layout = saved_game(game.rules, None, game.layout, moves, len(moves) // 2, elapsed_ms=61000)
    data = json.loads(by_layout.dumps())
    assert "layout" in data["deal"] and data["deal"]["layout"] == layout_to_json(*game.layout)
    back = loads(by_layout.dumps())
    assert back == by_layout
    assert back.position == len(moves) // 2 and back.elapsed_ms == 61000
    assert back.states()[back.position] == game.states()[len(moves) // 2]


def test_undone_moves_are_kept_for_redo() -> None:
    game, moves = played_game()
    game = saved_game(game.rules, 4, game.layout, moves, 3)
    back = loads(game.dumps())
    assert back.position == 3 and len(back.moves) == len(moves)


@pytest.mark.parametrize("rules", [Rules(draw=3), Rules(pass_limit=1), Rules(scoring=Scoring.VEGAS),
                                   Rules(scoring=Scoring.NONE), Rules(thoughtful=True, draw=3, pass_limit=3)])
def test_round_trip_keeps_the_rules(rules: Rules) -> None:
    game, _ = played_game(rules=rules)
    back = loads(game.dumps())
    assert back.rules == rules
    assert back.states()[-1] == game.states()[-1]


def test_round_trip_keeps_the_vegas_cumulative_balance() -> None:
    rules = Rules(scoring=Scoring.VEGAS_CUMULATIVE)
    game = saved_game(rules, 8, deal_layout(8), [], 0, start_score=250)
    back = loads(game.dumps())
    assert back.start_score == 250
    assert back.initial_state().score == 198


def test_save_is_plain_json_with_the_documented_fields() -> None:
    data = good_json()
    assert data["format"] == "klondike-qt-save" and data["version"] == 1
    assert set(data) == {"format", "version", "game", "rules", "deal", "start_score", "moves", "position",
                         "elapsed_ms"}
    assert data["game"] == "klondike"
    assert all(isinstance(text, str) for text in data["moves"])


def test_loads_accepts_bytes_and_defaults() -> None:
    data = good_json()
    for optional in ("position", "start_score", "elapsed_ms"):
        del data[optional]
    back = loads(json.dumps(data).encode("utf-8"))
    assert back.position == len(back.moves) and back.start_score == 0 and back.elapsed_ms == 0


# -- hostile input --------------------------------------------------------------------
def spoiled(**changes: Any) -> str:
    data = good_json()
    for key, value in changes.items():
        if value is KeyError:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


@pytest.mark.parametrize("text, problem", [
    ("", SaveProblem.NOT_JSON),
    (json.dumps(good_json())[:-40], SaveProblem.NOT_JSON),  # truncated
    ("this is not json", SaveProblem.NOT_JSON),
    (b"\xff\xfe\x00garbage", SaveProblem.NOT_JSON),
    ("[" * 100_000 + "]" * 100_000, SaveProblem.NOT_JSON),  # deeply nested
    ('{"format": "klondike-qt-save", "version": 1' + "1" * 5000 + "}", SaveProblem.NOT_JSON),
    ("[]", SaveProblem.NOT_A_SAVE),
    ("[1, 2, 3]", SaveProblem.NOT_A_SAVE),
    ("null", SaveProblem.NOT_A_SAVE),
    ('"klondike-qt-save"', SaveProblem.NOT_A_SAVE),
    (spoiled(format="freecell-save"), SaveProblem.NOT_A_SAVE),
    (spoiled(format=KeyError), SaveProblem.NOT_A_SAVE),
    (spoiled(version=2), SaveProblem.FUTURE_VERSION),
    (spoiled(version=99), SaveProblem.FUTURE_VERSION),
    (spoiled(version=0), SaveProblem.NOT_A_SAVE),
    (spoiled(version="1"), SaveProblem.NOT_A_SAVE),
    (spoiled(version=True), SaveProblem.NOT_A_SAVE),
    (spoiled(version=1.0), SaveProblem.NOT_A_SAVE),
    (spoiled(rules=KeyError), SaveProblem.BAD_RULES),
    (spoiled(rules=[]), SaveProblem.BAD_RULES),
    (spoiled(rules={"draw": 2}), SaveProblem.BAD_RULES),
    (spoiled(rules={"draw": True}), SaveProblem.BAD_RULES),
    (spoiled(rules={"passes": 2}), SaveProblem.BAD_RULES),
    (spoiled(rules={"passes": 0}), SaveProblem.BAD_RULES),
    (spoiled(rules={"scoring": "golf"}), SaveProblem.BAD_RULES),
    (spoiled(rules={"scoring": ["vegas"]}), SaveProblem.BAD_RULES),
    (spoiled(rules={"thoughtful": 1}), SaveProblem.BAD_RULES),
    (spoiled(rules={"undo": False}), SaveProblem.BAD_RULES),
    (spoiled(deal=KeyError), SaveProblem.NOT_A_SAVE),
    (spoiled(deal=42), SaveProblem.NOT_A_SAVE),
    (spoiled(deal={}), SaveProblem.NOT_A_SAVE),
    (spoiled(deal={"number": 1, "layout": layout_to_json(*deal_layout(1))}), SaveProblem.NOT_A_SAVE),
    (spoiled(deal={"number": 0}), SaveProblem.BAD_DEAL),
    (spoiled(deal={"number": -1}), SaveProblem.BAD_DEAL),
    (spoiled(deal={"number": 2**32}), SaveProblem.BAD_DEAL),
    (spoiled(deal={"number": "4"}), SaveProblem.BAD_DEAL),
    (spoiled(deal={"number": 4.0}), SaveProblem.BAD_DEAL),
    (spoiled(deal={"number": None}), SaveProblem.BAD_DEAL),
    (spoiled(deal={"number": True}), SaveProblem.BAD_DEAL),
    (spoiled(deal={"layout": None}), SaveProblem.BAD_DEAL),
    (spoiled(moves=KeyError), SaveProblem.NOT_A_SAVE),
    (spoiled(moves="draw"), SaveProblem.NOT_A_SAVE),
    (spoiled(position=-1), SaveProblem.NOT_A_SAVE),
    (spoiled(position=10_000), SaveProblem.NOT_A_SAVE),
    (spoiled(position="3"), SaveProblem.NOT_A_SAVE),
    (spoiled(start_score=1.5), SaveProblem.NOT_A_SAVE),
    (spoiled(elapsed_ms=-1), SaveProblem.NOT_A_SAVE),
    (spoiled(elapsed_ms=None), SaveProblem.NOT_A_SAVE),
])
def test_hostile_input_is_refused_with_the_right_problem(text: str | bytes, problem: SaveProblem) -> None:
    assert refused(text).problem is problem


def layout_save(spoil) -> str:  # type: ignore[no-untyped-def]
    data = good_json()
    layout = layout_to_json(*deal_layout(4))
    spoil(layout)
    data["deal"] = {"layout": layout}
    return json.dumps(data)


def test_duplicate_cards_in_a_layout_are_a_bad_deal() -> None:
    error = refused(layout_save(lambda layout: layout["stock"].__setitem__(0, layout["stock"][1])))
    assert error.problem is SaveProblem.BAD_DEAL and "repeated" in error.detail


def test_a_layout_of_51_cards_is_a_bad_deal() -> None:
    error = refused(layout_save(lambda layout: layout["stock"].pop()))
    assert error.problem is SaveProblem.BAD_DEAL and "51" in error.detail


def test_a_layout_with_a_non_card_is_a_bad_deal() -> None:
    assert refused(layout_save(lambda layout: layout["stock"].__setitem__(3, "Xx"))).problem \
        is SaveProblem.BAD_DEAL


def test_deal_number_0_is_a_bad_deal() -> None:
    assert refused(spoiled(deal={"number": 0})).problem is SaveProblem.BAD_DEAL


@pytest.mark.parametrize("bad", ["7h>t9", "draw!", "", "Xx>f", "7h", 7, None, ["draw"]])
def test_a_move_that_is_not_notation_is_a_bad_move_at_its_step(bad: object) -> None:
    data = good_json()
    data["moves"].insert(5, bad)
    error = refused(json.dumps(data))
    assert error.problem is SaveProblem.BAD_MOVE
    assert error.step == 6


@pytest.mark.parametrize("k", [1, 2, 10, 30])
def test_an_illegal_move_at_step_k_is_refused_with_step_k(k: int) -> None:
    game, moves = played_game(max_moves=40)
    state = game.states()[k - 1]
    illegal = next(Move(card, column(1)) for card in CARDS if not is_legal(state, Move(card, column(1))))
    texts = [str(m) for m in moves[: k - 1]] + [str(illegal)] + [str(m) for m in moves[k - 1:]]
    data = good_json()
    data["moves"] = texts
    data["position"] = len(texts)
    error = refused(json.dumps(data))
    assert error.problem is SaveProblem.ILLEGAL_MOVE
    assert error.step == k
    assert str(illegal) in error.detail


def test_an_undone_move_must_be_legal_too() -> None:
    data = good_json()
    data["moves"].append("Ks>fh")
    data["position"] = 0
    error = refused(json.dumps(data))
    assert error.problem is SaveProblem.ILLEGAL_MOVE and error.step == len(data["moves"])


def test_two_megabytes_of_junk_is_too_large() -> None:
    junk = "x" * (MAX_SAVE_BYTES + 1024)
    assert refused(junk).problem is SaveProblem.TOO_LARGE
    assert refused(junk.encode()).problem is SaveProblem.TOO_LARGE
    assert refused(" " * (MAX_SAVE_BYTES + 1)).problem is SaveProblem.TOO_LARGE


def test_save_error_carries_words_for_logs() -> None:
    error = refused(spoiled(version=7))
    assert "future-version" in str(error) and "7" in error.detail
    assert isinstance(error, ValueError)


# -- fuzz: nothing but SaveError ever comes out -------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
FIELDS = ["format", "version", "rules", "deal", "start_score", "moves", "position", "elapsed_ms"]


def only_save_errors(text: str | bytes) -> None:
    with contextlib.suppress(SaveError):
        loads(text)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200)))
def test_random_text_gives_only_save_errors(text: str | bytes) -> None:
    only_save_errors(text)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FIELDS + ["rules.draw", "rules.passes", "rules.scoring", "deal.number",
                                 "deal.layout", "moves.3"]), json_values)
def test_a_spoiled_field_gives_only_save_errors(field: str, value: object) -> None:
    data = good_json()
    target = data
    *path, last = field.split(".")
    for part in path:
        target = target[part]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    only_save_errors(json.dumps(data))
