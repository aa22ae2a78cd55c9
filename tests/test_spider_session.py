"""Spider behind the game seam: the model (the rule book's moves through the
model, refusals naming their rule, a move with its turned-up card and its
completed sequence undone in one step, a dealt row undone in one step, the
score with undo costing a point), the session's flow (deals per number of
suits, restart, start and restore, hints from the solver, no moves left), the
save naming its game and suits, statistics per game and number of suits."""

from __future__ import annotations

import json
import os

from engine_helpers import cards

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from klondike_qt.engine.cards import Card
from klondike_qt.engine.rules import Scoring
from klondike_qt.engine.savefile import SaveError
from klondike_qt.engine.solving import Budget, Verdict
from klondike_qt.engine.spider import DEAL, SpiderMove, SpiderReason, SpiderState, new_spider
from klondike_qt.engine.spider.advice import click_move, hint_order, spider_status, useful_moves
from klondike_qt.engine.spider.piles import COLUMNS, COMPLETED, STOCK, pile_cards, spider_transition
from klondike_qt.engine.spider.savefile import loads_spider
from klondike_qt.engine.spider.solver import solve
from klondike_qt.engine.statistics import Outcome
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.klondike_model import Initiator
from klondike_qt.model.session import GameSession
from klondike_qt.model.settings import Settings
from klondike_qt.model.spider_model import SpiderModel
from klondike_qt.model.statistics_store import StatisticsStore


def c(text: str) -> Card:
    return Card.parse(text)



def position(columns: list[str], hidden: list[int] | None = None, stock: str = "", completed: int = 0,
             suits: int = 2) -> SpiderState:
    cols = tuple(cards(text) if text else () for text in columns)
    cols = cols + ((),) * (10 - len(cols))
    hid = tuple(hidden or [0] * 10) + (0,) * (10 - len(hidden or [0] * 10))
    from klondike_qt.engine.cards import Suit

    return SpiderState(cols, hid, cards(stock) if stock else (), (Suit.SPADES,) * completed, suits)


def sequence(suit: str, low: int = 1) -> str:
    ranks = "A 2 3 4 5 6 7 8 9 T J Q K".split()
    return " ".join(f"{r}{suit}" for r in reversed(ranks[low - 1:]))


@pytest.fixture
def model(qapp):
    return SpiderModel()


def loaded(model: SpiderModel, state: SpiderState) -> SpiderModel:
    model.new_game(None, opening=state)
    return model


def test_the_rule_book_through_the_model(model):
    # 9♠–8♥–7♥: the 7 alone and 8–7 move, not 9–8–7 (the suit changes between the 9 and the 8).
    loaded(model, position(["Ks 9s 8h 7h", "Tc", "9d", "8s", "Qh"], [1, 0, 0, 0, 0]))
    refusals: list = []
    model.refused.connect(refusals.append)
    assert not model.play(SpiderMove(1, c("9s"), 2))
    assert refusals[-1].reason is SpiderReason.SUIT_CHANGES and refusals[-1].other == c("9s")
    assert model.state.columns[0] == cards("Ks 9s 8h 7h")  # nothing changed
    assert model.play(SpiderMove(1, c("8h"), 3))  # a same-suit run onto any 9 (build by rank, any suit)
    assert model.state.columns[2] == cards("9d 8h 7h")
    assert not model.play(SpiderMove(4, c("8s"), 5))  # the target must be one rank higher
    assert refusals[-1].reason is SpiderReason.NOT_ONE_HIGHER
    assert model.play(SpiderMove(1, c("9s"), 2))  # then the K turns up by itself, in the same move
    assert model.state.hidden[0] == 0 and model.state.face_up(1) == (c("Ks"),)
    assert model.state.moves == 2 and model.score == 498


def test_an_empty_column_takes_any_card_or_run_and_stops_the_deal(model):
    loaded(model, position(["9s 8s", "5h", "", "4c"], stock=" ".join(["2d"] * 10)))
    refusals: list = []
    model.refused.connect(refusals.append)
    assert not model.play(DEAL)
    assert refusals[-1].reason is SpiderReason.EMPTY_COLUMN and refusals[-1].columns == (3, 5, 6, 7, 8, 9, 10)
    assert model.play(SpiderMove(1, c("9s"), 3))  # no King needed
    assert model.state.columns[2] == cards("9s 8s")


def test_a_completed_sequence_leaves_with_its_move_and_comes_back_in_one_undo(model):
    run = sequence("h", 2)  # K♥ … 2♥
    loaded(model, position([run, "Qs Ah", "Ts", "9s", "8s", "7s", "6s", "5s", "4s", "3s"], [0, 1]))
    changes: list = []
    model.changed.connect(changes.append)
    assert model.play(SpiderMove(2, c("Ah"), 1))
    after = model.state
    assert after.columns[0] == () and len(after.completed) == 1 and after.completed[0].name == "HEARTS"
    assert after.hidden[1] == 0  # the Q♠ turned up in the same move
    assert model.score == 500 - 1 + 100
    t = changes[-1].transition
    assert t.completed and t.completed_from == (1,) and t.turned == (2,)
    assert set(t.touched) >= {COLUMNS[0], COLUMNS[1], COMPLETED}
    assert pile_cards(after, COMPLETED)[0] == c("Kh")
    assert model.undo()
    assert model.state.columns[0] == cards(run) and model.state.completed == () and model.state.hidden[1] == 1
    assert model.score == 500 - 1  # back to 500, less the undo: "undo counts as a move"
    assert model.redo() and len(model.state.completed) == 1


def test_a_dealt_row_is_one_move_and_one_undo(qapp):
    model = SpiderModel(2)
    model.new_game(5, 2)
    before = model.state
    assert len(before.stock) == 50 and [len(col) for col in before.columns] == [6] * 4 + [5] * 6
    assert sum(len(col) for col in before.columns) == 54 and before.hidden == (5,) * 4 + (4,) * 6
    assert model.play(DEAL)
    assert len(model.state.stock) == 40 and model.state.rows_left == 4
    assert [col[-1] for col in model.state.columns] == list(before.stock[:10])
    assert model.undo() and model.state == before
    assert model.redo() and model.state.rows_left == 4


def test_status_no_moves_and_win(qapp):
    assert spider_status(position(["Ks", "Qh"], stock="")) is GameStatus.IN_PROGRESS
    stuck = position(["Ks", "Jh", "9c", "7d", "5s", "3h", "Ac", "Kd", "Kh", "Kc"])
    assert useful_moves(stuck) == [] and spider_status(stuck) is GameStatus.NO_MOVES
    only_shuffle = position(["Ks Qs Js", "", "", "", "", "", "", "", "", ""])
    assert SpiderMove(1, c("Ks"), 2) not in useful_moves(only_shuffle)  # a whole column into an empty one changes nothing
    assert SpiderMove(1, c("Qs"), 2) in useful_moves(only_shuffle)
    assert spider_status(position(["Ks"] + [""] * 9)) is GameStatus.NO_MOVES
    won = position([""] * 10, completed=8)
    assert spider_status(won) is GameStatus.WON


def test_click_and_hints_prefer_the_same_suit(qapp):
    state = position(["9s", "Th", "Ts", "Kc"])
    assert click_move(state, 1, 0) == SpiderMove(1, c("9s"), 3)
    assert hint_order(state)[0] == SpiderMove(1, c("9s"), 3)
    assert click_move(state, 4, 0) is None  # a whole column has nowhere to go but an empty one: nothing


def test_session_deals_with_the_suits_setting_restarts_and_plays(qapp, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    settings.spider_suits = 4
    assert Settings(tmp_path / "s.ini").spider_suits == 4
    session = GameSession(SpiderModel(), settings)
    session.use_solver(False)
    session.new_deal(77)
    model = session.model
    assert model.deal_number == 77 and model.suits == 4 and model.state == new_spider(77, 4)
    move = hint_order(model.state)[0]
    assert session.play(move) and model.has_started
    session.restart()
    assert model.state == new_spider(77, 4) and not model.has_started
    assert not session.play(SpiderMove(1, c("As"), 1))  # a refused move is no move
    session.new_deal()
    assert model.deal_number >= 1 and model.suits == 4


def test_hints_lead_with_the_solvers_first_move(qapp):
    session = GameSession(SpiderModel())
    session.use_solver(False)
    session.model.new_game(3, 1)
    result = solve(session.model.state, Budget(seconds=5.0, nodes=100_000))
    assert result.outcome is Verdict.SOLVED
    session.take_analysis(result)
    move, from_solver = session.next_hint()
    assert move == result.first_move and from_solver
    assert session.winnable() is True


def test_one_suit_deal_won_through_the_model_with_the_solvers_line(qapp):
    model = SpiderModel()
    model.new_game(3, 1)
    result = solve(model.state, Budget(seconds=5.0, nodes=100_000))
    for move in result.moves:
        assert model.play(move)
    assert model.status is GameStatus.WON and len(model.state.completed) == 8
    assert model.score == 500 - len(result.moves) + 800


def test_spider_save_round_trip_names_game_and_suits(qapp):
    model = SpiderModel()
    model.new_game(12, 2)
    moves = hint_order(model.state)[:1]
    model.play(moves[0])
    model.play(DEAL) if model.state.is_legal(DEAL) else None
    model.undo()
    saved = model.to_saved()
    data = json.loads(saved.dumps())
    assert data["game"] == "spider" and data["suits"] == 2 and data["deal"] == {"number": 12}
    assert data["undos"] == 1
    again = loads_spider(saved.dumps())
    other = SpiderModel()
    other.restore(again)
    assert other.state == model.state and other.score == model.score and other.suits == 2
    assert other.undo_stack.canRedo() == model.undo_stack.canRedo()
    bad = dict(data, suits=3)
    with pytest.raises(SaveError):
        loads_spider(json.dumps(bad))
    with pytest.raises(SaveError):
        loads_spider(json.dumps(dict(data, game="freecell")))
    with pytest.raises(SaveError):
        loads_spider(json.dumps(dict(data, moves=["t1:Kh>t2"])))


def test_start_restores_unless_other_suits_are_asked_for(qapp):
    model = SpiderModel()
    model.new_game(9, 1)
    model.play(hint_order(model.state)[0])
    saved = model.to_saved()
    session = GameSession(SpiderModel())
    session.use_solver(False)
    session.start(saved)
    assert session.model.state == model.state
    session.start(saved, None, 2)
    assert session.model.suits == 2 and not session.model.has_started


def test_statistics_per_game_and_number_of_suits(qapp, tmp_path):
    store = StatisticsStore(tmp_path / "stats.json")
    session = GameSession(SpiderModel(), None, store)
    session.use_solver(False)
    session.model.new_game(3, 1)
    result = solve(session.model.state, Budget(seconds=5.0, nodes=100_000))
    for move in result.moves:
        session.play(move)
    records = StatisticsStore(tmp_path / "stats.json").records
    assert [(r.game, r.draw, r.outcome) for r in records] == [("spider", 1, Outcome.WON)]
    summary = store.summary(1, Scoring.STANDARD, "spider")
    assert summary.won == 1 and summary.best_score == 500 - len(result.moves) + 800
    assert store.summary(2, Scoring.STANDARD, "spider").played == 0
    assert store.summary(1, Scoring.NONE, "freecell").played == 0


def test_the_transition_of_a_deal_names_the_row(qapp):
    state = new_spider(1, 1)
    after = state.apply(DEAL)
    t = spider_transition(state, DEAL, after)
    assert t.is_deal and t.cards == state.stock[:10] and t.source == STOCK and STOCK in t.touched
    assert model_initiator_names()


def model_initiator_names() -> bool:
    return Initiator.UNDO.value == "undo"


def test_spiders_sentences_are_spanish_too(qapp):
    from PySide6.QtCore import QLocale

    from klondike_qt import i18n
    from klondike_qt.a11y import messages as msg
    from klondike_qt.a11y import spider_describe
    from klondike_qt.a11y.spider_describe import illegal as spider_illegal
    from klondike_qt.engine.spider import SpiderIllegal

    assert i18n.install_translators(qapp, "es") == "es"
    try:
        state = position(["Ks 9s 8h 7h", "Tc"], [1])
        assert spider_describe.column_text(state, 1) == ("Columna 1: 1 boca abajo y luego el 9 de picas, luego "
                                                          "del 8 al 7 de corazones.")
        assert msg.spider_title(2) == "Araña, dos palos"
        assert spider_illegal(SpiderIllegal(SpiderReason.EMPTY_COLUMN, DEAL, columns=(3,))) == \
            "No se puede repartir una fila: la columna 3 está vacía; llénala antes."
        assert msg.sp_stock_status(1) == "Queda 1 fila en el mazo."
        assert msg.sp_sequence_completed(c("Kh").suit, 2, False) == \
            "Completada una secuencia de corazones, del rey al as, y sale de la mesa: 2 de 8."
        # The words heard under Orca: a run held, a row of one suit, the edges, the twins, Tab.
        assert msg.sp_holding((c("8h"), c("7h")), False) == "Llevas del 8 al 7 de corazones, 2 cartas."
        assert msg.sp_dealt([c("6s"), c("Ks"), c("As")], 3, False) == ("Repartida una fila de picas, quedan 3: columna 1, 6; "
                                                                         "columna 2, rey; columna 3, as.")
        assert msg.sp_edge_above(4, 2) == "Columna 4: debajo, 2 cartas boca abajo."
        assert msg.sp_edge_above(4, 0) == "Columna 4: ninguna carta debajo."
        assert msg.sp_can_go_here_twins(c("6s"), c("7s"), [9]) == "Aquí puede ir el 6 de picas, o sobre el 7 de picas de la columna 9."
        assert msg.sp_can_go_here_twins(c("6s"), c("7s"), [4, 9]) == \
            "Aquí puede ir el 6 de picas, o sobre el 7 de picas de las columnas 4 o 9."
        assert msg.sp_tab_hint().startswith("Las flechas mueven entre las columnas, el mazo y las secuencias completas")
        assert msg.sp_moved((c("Ts"), c("9s")), 4, c("Js"), False) == \
            "Has movido del 10 al 9 de picas a la columna 4, sobre la jota de picas."
    finally:
        i18n.install_translators(qapp, "en")
        QLocale.setDefault(QLocale("en_US"))
