"""FreeCell behind the game seam: the model (the rule book's moves, refusals
with reasons, undo and redo as single steps), the session's flow (deal, start,
restore, safe auto-moves, finish, hints from the solver), the save format
naming its game (old saves load as Klondike), statistics per game, the setting
that remembers the game."""

from __future__ import annotations

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from klondike_qt.engine.cards import Card
from klondike_qt.engine.freecell import (
    FOUNDATION,
    FreeCellIllegal,
    FreeCellMove,
    FreeCellReason,
    FreeCellState,
    Target,
    new_freecell,
)
from klondike_qt.engine.freecell.advice import click_move, finish_move, freecell_status, hint_order, in_order
from klondike_qt.engine.freecell.piles import COLUMNS, freecell_transition
from klondike_qt.engine.freecell.savefile import FreeCellSave, loads_freecell
from klondike_qt.engine.klondike import Rules, loads
from klondike_qt.engine.rules import Scoring
from klondike_qt.engine.savefile import SaveError
from klondike_qt.engine.statistics import GameRecord, Outcome
from klondike_qt.engine.statistics_totals import summarize
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.freecell_model import FREECELL_UNWINNABLE, FreeCellModel
from klondike_qt.model.klondike_model import Initiator, KlondikeModel
from klondike_qt.model.session import GameSession
from klondike_qt.model.settings import Settings
from klondike_qt.model.statistics_store import StatisticsStore
from klondike_qt.ui.games import find_game


def c(text: str) -> Card:
    return Card.parse(text)


def near_end() -> FreeCellState:
    """Everything up but the kings and queens of hearts and spades: QH in a cell."""
    columns: list[tuple[Card, ...]] = [(c("Ks"), c("Qs")), (c("Kh"),)] + [()] * 6
    return FreeCellState(tuple(columns), (c("Qh"), None, None, None), (13, 13, 11, 11))


@pytest.fixture
def session(qapp):
    model = FreeCellModel()
    s = GameSession(model)
    s.use_solver(False)
    model.new_game(1)
    return s


def test_the_model_deals_microsoft_deal_1_and_plays_the_rule_book(session):
    model = session.model
    assert model.game == "freecell" and session.game == "freecell"
    assert model.state == new_freecell(1)
    assert [str(card) for card in model.state.columns[0]] == ["Jd", "Kd", "2s", "4c", "3s", "6d", "6s"]
    changes = []
    model.changed.connect(changes.append)
    assert session.play(FreeCellMove(c("6s"), Target.cell()))
    assert model.state.cells[0] is c("6s")
    change = changes[-1]
    assert change.initiator is Initiator.PLAYER and change.transition.cards == (c("6s"),)
    assert change.transition.source == COLUMNS[0] and change.transition.target.is_cell


def test_a_refused_move_changes_nothing_and_names_its_rule(session):
    model = session.model
    refused = []
    session.refused.connect(refused.append)
    before = model.state
    assert not session.play(FreeCellMove(c("6s"), Target.column(2)))  # 6s onto 9c
    assert model.state is before and not model.undo_stack.count()
    assert isinstance(refused[0], FreeCellIllegal) and refused[0].reason is FreeCellReason.SAME_COLOUR
    assert refused[0].other is c("9c")


def test_a_run_too_long_for_the_room_is_refused_with_the_capacity(qapp):
    # Column 1: 9s 8h 7c 6d 5s 4h; column 2: 10d; all four cells full, no empty column.
    run = tuple(c(t) for t in ("9s", "8h", "7c", "6d", "5s", "4h"))
    rest = [card for card in new_freecell(1).columns[2]]
    model = FreeCellModel()
    state = FreeCellState((run, (c("Td"),), (c("2c"),), (c("3c"),), (c("4c"),), (c("5c"),), (c("6c"),), (c("7c"),)),
                          (c("Ah"), c("As"), c("Ad"), c("Ac")))
    del rest
    with pytest.raises(FreeCellIllegal) as error:
        state.apply(FreeCellMove(c("9s"), Target.column(2)))
    assert error.value.reason is FreeCellReason.TOO_LONG and error.value.capacity == 1
    model.deleteLater()


def test_undo_and_redo_are_one_step_per_move(session):
    model = session.model
    session.play(FreeCellMove(c("6s"), Target.cell()))
    after = model.state
    assert session.undo() and model.state == new_freecell(1)
    assert session.redo() and model.state == after
    assert not session.redo()


def test_safe_cards_go_up_by_themselves_as_one_batch_each_its_own_undo_step(qapp):
    model = FreeCellModel()
    session = GameSession(model)
    session.use_solver(False)
    # Deal 1 with the ace and two of clubs under the 6s on column 1: moving it
    # to a cell uncovers them, and both go up by themselves.
    columns = [list(column) for column in new_freecell(1).columns]
    for card in (c("Ac"), c("2c")):
        for column in columns:
            if card in column:
                column.remove(card)
    columns[0][-1:-1] = [c("2c"), c("Ac")]
    state = FreeCellState(tuple(tuple(column) for column in columns))
    model.new_game(None, opening=state)
    batches = []
    session.auto_moved.connect(batches.append)
    move = FreeCellMove(c("6s"), Target.cell())
    steps_before = model.undo_stack.count()
    assert session.play(move)
    assert model.state.foundations[0] == 2
    assert batches and all(change.initiator is Initiator.AUTO for change in batches[0])
    assert model.undo_stack.count() == steps_before + 1 + len(batches[0])
    assert model.state.safe_foundation_move() is None


def test_the_auto_moves_are_an_option(qapp, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    settings.freecell_auto_safe = False
    model = FreeCellModel()
    session = GameSession(model, settings)
    session.use_solver(False)
    model.new_game(1)
    batches = []
    session.auto_moved.connect(batches.append)
    model.new_game(None, opening=FreeCellState(((c("Ac"), c("Ks")),) + new_freecell(1).columns[1:]))
    assert session.play(FreeCellMove(c("Ks"), Target.cell()))
    assert not batches and model.state.foundations[0] == 0


def test_status_finish_and_win(qapp):
    state = near_end()
    assert in_order(state) and freecell_status(state) is GameStatus.READY_TO_FINISH
    assert finish_move(state) == FreeCellMove(c("Qs"), FOUNDATION)  # the lowest first, clubs… spades, hearts
    model = FreeCellModel()
    session = GameSession(model)
    session.use_solver(False)
    session.finish_interval_ms = 0
    model.new_game(None, opening=state)
    finished = []
    session.finished.connect(finished.append)
    session.finish()
    assert model.status is GameStatus.WON and len(finished[0]) == 4


def test_click_sends_a_card_to_the_best_place(qapp):
    state = new_freecell(1)
    # The 6s on top of column 1 has no card to go on: a click puts it in a cell.
    move = click_move(state, c("6s"))
    assert move is not None and move.target.place.value in ("c", "t")
    for move in hint_order(state):
        assert state.is_legal(move)


def test_a_new_deal_and_restart_and_winnable_only(qapp, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    settings.winnable_only = True
    model = FreeCellModel()
    session = GameSession(model, settings)
    session.use_solver(False)
    for _ in range(50):
        number = session.pick_deal_number()
        assert 1 <= number <= 32000 and number not in FREECELL_UNWINNABLE
    session.new_deal(617)
    assert model.deal_number == 617 and model.state == new_freecell(617)
    session.play(model.state.legal_moves()[0])
    session.restart()
    assert model.state == new_freecell(617) and not model.has_started


def test_freecell_save_round_trip_with_redo_steps(session):
    model = session.model
    session.play(FreeCellMove(c("6s"), Target.cell()))
    session.play(model.state.legal_moves()[0])
    session.undo()
    text = model.to_saved().dumps()
    data = json.loads(text)
    assert data["game"] == "freecell" and data["deal"] == {"number": 1} and data["position"] == len(data["moves"]) - 1
    saved = loads_freecell(text)
    other = FreeCellModel()
    other.restore(saved)
    assert other.state == model.state and other.undo_stack.canRedo() and other.undo_stack.canUndo()
    other.redo()
    assert len(other.history) == 2


def test_freecell_save_from_a_layout_and_bad_saves(qapp):
    save = FreeCellSave(None, near_end(), (FreeCellMove(c("Qh"), FOUNDATION),), 1)
    back = loads_freecell(save.dumps())
    assert back.opening == near_end() and back.deal_number is None
    bad = json.loads(save.dumps())
    bad["moves"] = ["Ks>f"]  # the king of spades is under the queen
    with pytest.raises(SaveError):
        loads_freecell(json.dumps(bad))
    with pytest.raises(SaveError):  # a Klondike save is not FreeCell's
        loads_freecell(KlondikeModel(Rules()).to_saved().dumps())
    with pytest.raises(SaveError):  # and FreeCell's is not Klondike's
        loads(save.dumps())


def test_klondike_saves_name_their_game_and_old_saves_load_as_klondike(qapp):
    model = KlondikeModel(Rules())
    model.new_game(3)
    data = json.loads(model.to_saved().dumps())
    assert data["game"] == "klondike"
    del data["game"]  # a save written before FreeCell
    assert loads(json.dumps(data)).deal_number == 3


def test_statistics_are_kept_per_game(qapp, tmp_path):
    store = StatisticsStore(tmp_path / "stats.json")
    model = FreeCellModel()
    session = GameSession(model, statistics=store)
    session.use_solver(False)
    model.new_game(None, opening=near_end())
    session.finish_interval_ms = 0
    session.finish()
    records = store.records
    assert len(records) == 1 and records[0].game == "freecell" and records[0].outcome is Outcome.WON
    assert summarize(records, 1, Scoring.NONE, "freecell").won == 1
    assert summarize(records, 1, Scoring.NONE).played == 0  # not Klondike's
    again = StatisticsStore(tmp_path / "stats.json")
    assert again.records == records
    old = GameRecord.from_json({"id": "x", "draw": 1, "scoring": "standard", "outcome": "won"})
    assert old.game == "klondike" and "game" not in old.to_json()


def test_the_game_is_a_setting_and_a_name(tmp_path):
    settings = Settings(tmp_path / "s.ini")
    assert settings.game == "klondike" and settings.freecell_auto_safe is True
    settings.game = "freecell"
    assert Settings(tmp_path / "s.ini").game == "freecell"
    assert find_game("FreeCell").id == "freecell"
    assert find_game("Spider").id == "spider"  # the third game (#19)
    with pytest.raises(ValueError):
        find_game("canfield")


def test_freecell_transition_names_what_moved():
    state = new_freecell(1)
    move = FreeCellMove(c("6s"), Target.cell())
    t = freecell_transition(state, move, state.apply(move))
    assert t.cards == (c("6s"),) and t.onto is None and t.target.number == 1
