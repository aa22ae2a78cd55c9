"""Names that inflect: a translated name carries its forms (``base|key:form``) and a
sentence template picks one with ``%1{key}`` (klondike_qt/a11y/messages/_text.py)."""

from __future__ import annotations

from klondike_qt.a11y.announcer import RecordingAnnouncer
from klondike_qt.a11y.messages._text import Named, fill, named, sentence_start, separated_list


def test_a_name_without_forms_is_its_own_base():
    name = named("7 of hearts")
    assert name == "7 of hearts" and name.forms == {} and name.form("acc") == "7 of hearts"


def test_a_sentence_picks_the_form_it_asks_for_and_a_bare_placeholder_the_base():
    seven = named("siódemka kier|acc:siódemkę kier|gen:siódemki kier")
    assert seven == "siódemka kier"
    assert fill("Trzymasz %1{acc}.", seven) == "Trzymasz siódemkę kier."
    assert fill("%1, kolumna 4", seven) == "siódemka kier, kolumna 4"
    assert fill("Brak %1{gen} tutaj.", seven) == "Brak siódemki kier tutaj."


def test_a_name_without_the_form_asked_for_gives_its_base():
    assert fill("Du hältst %1{akk}.", named("Herz-Sieben")) == "Du hältst Herz-Sieben."
    assert fill("Du hältst %1{akk}.", named("Herz-Bube|akk:Herz-Buben")) == "Du hältst Herz-Buben."
    assert fill("Du hältst %1{akk}.", "plain text") == "Du hältst plain text."


def test_a_pile_name_template_with_forms_fills_each_form():
    column = fill("kolumna %1|gen:kolumny %1|loc:kolumnie %1", 4)
    assert isinstance(column, Named)
    assert column == "kolumna 4" and column.forms == {"gen": "kolumny 4", "loc": "kolumnie 4"}
    assert fill("Przeniesiono %1{acc} do %2{gen}.", named("as pik|acc:asa pik"), column) == \
        "Przeniesiono asa pik do kolumny 4."


def test_a_name_made_of_a_name_passes_the_forms_on():
    # French: "the %1" around a foundation's name, each form taking the inner name's form
    inner = named("fondation des cœurs|du:de la fondation des cœurs")
    outer = fill("%1{le}|du:%1{du}", inner)
    assert outer == "fondation des cœurs" and outer.form("du") == "de la fondation des cœurs"


def test_a_list_of_names_has_each_form_and_a_capital_keeps_them(qapp):
    from PySide6.QtCore import QLocale
    QLocale.setDefault(QLocale("pl_PL"))
    try:
        cards = [named("dama kier|acc:damę kier"), named("walet pik|acc:waleta pik")]
        joined = separated_list(cards)
        assert fill("Trzymasz %1{acc}.", joined) == "Trzymasz damę kier i waleta pik."
        assert fill("%1.", joined) == "dama kier i walet pik."
        capital = sentence_start(cards[0])
        assert capital == "Dama kier" and capital.form("acc") == "damę kier"
    finally:
        QLocale.setDefault(QLocale("en_US"))


def test_what_is_said_starts_with_a_capital_when_a_sentence_starts_with_a_form(qapp):
    announcer = RecordingAnnouncer()
    announcer.announce(fill("%1{le} est remise à sa place.", named("dame de cœur|le:la dame de cœur")))
    assert announcer.texts == ["La dame de cœur est remise à sa place."]


def test_each_sentence_of_an_utterance_gets_its_capital(qapp):
    # the parts of an utterance are joined by the code; a part may start with a name
    announcer = RecordingAnnouncer()
    announcer.announce("8 de pique, colonne 7. le 7 de carreau peut aller ici. l'as suit! ça va? oui")
    assert announcer.texts == ["8 de pique, colonne 7. Le 7 de carreau peut aller ici. L'as suit! Ça va? Oui"]
