"""What Orca 43 says under a window manager when the game speaks French or Polish (issue
32): one utterance per key, the card first, nothing in English, Polish cases right. The
scenarios are tests/a11y/scenarios/orca_french.steps and orca_polish.steps; the harness is
tests/test_a11y_atspi.py's. Orca's own words (a role such as "frame") are its own
catalogue's: with LANG=fr_FR.UTF-8 generated it says them in French, else in English, so
only the game's sentences are compared here (a focus name gets Orca's full stop)."""

from __future__ import annotations

import pytest
from test_a11y_atspi import orca_game

pytestmark = pytest.mark.a11y

ORCA_FRENCH = [
    ("3", ["7 de carreau, colonne 3, carte 1 sur 1 face visible, 2 face cachée."]),
    ("space", ["Vous tenez le 7 de carreau."]),
    ("7", ["8 de pique, colonne 7, carte 1 sur 1 face visible, 6 face cachée. Vous pouvez poser le 7 de carreau "
           "ici."]),
    ("space", ["Le 7 de carreau va sur la colonne 7, sur le 8 de pique. La colonne 3 dévoile l'as de trèfle."]),
    ("ctrl+z", ["Annulé : le 7 de carreau vers la colonne 7. Le 7 de carreau est de nouveau dans la colonne 3. "
                "L'as de trèfle de la colonne 3 est de nouveau face cachée. Maintenant sur : 8 de pique, "
                "colonne 7, carte 1 sur 1 face visible, 6 face cachée."]),
    ("Left", ["Dame de carreau, colonne 6, carte 1 sur 1 face visible, 5 face cachée."]),
    ("Escape", ["Vous ne tenez rien."]),
]

ORCA_POLISH = [
    ("3", ["Siódemka karo, kolumna 3, karta 1 z 1 odkrytych, 2 zakryte."]),
    ("space", ["Trzymasz siódemkę karo."]),
    ("7", ["Ósemka pik, kolumna 7, karta 1 z 1 odkrytych, 6 zakrytych. Siódemka karo pasuje tutaj."]),
    ("space", ["Przeniesiono siódemkę karo do kolumny 7, na ósemkę pik. W kolumnie 3 odkryto asa trefl."]),
    ("ctrl+z", ["Cofnięto: przeniesienie siódemki karo do kolumny 7. Siódemka karo wraca do kolumny 3. W kolumnie 3 "
                "zakryto z powrotem asa trefl. Teraz: ósemka pik, kolumna 7, karta 1 z 1 odkrytych, 6 zakrytych."]),
    ("Left", ["Dama karo, kolumna 6, karta 1 z 1 odkrytych, 5 zakrytych."]),
    ("Escape", ["Nic nie trzymasz."]),
]


@pytest.mark.parametrize(("name", "language", "start", "expected"), [
    ("orca_french", "fr", ["Dame de pique, colonne 1, carte 1 sur 1 face visible.",
                           "Klondike, donne 2, pioche 1 par 1. Appuyez sur F1 pour la liste des touches."],
     ORCA_FRENCH),
    ("orca_polish", "pl", ["Dama pik, kolumna 1, karta 1 z 1 odkrytych.",
                           "Klondike, rozdanie 2, dobieranie po 1. Naciśnij F1, aby poznać klawisze."],
     ORCA_POLISH),
], ids=["french", "polish"])
def test_orca_speaks_the_game_in_the_players_language(tmp_path, name, language, start, expected):
    said_first, keys = orca_game(name, tmp_path, {"language": language}, ["--deal", "2"])
    assert said_first[-2:] == start
    assert keys == expected
