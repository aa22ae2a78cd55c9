"""What the start says about the profile: a folder where progress cannot be kept, and a
second start that found the game already open."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ._text import fill

__all__ = ["already_running", "asked_game", "folder_problem", "profile_unusable"]


def folder_problem(problem: str, detail: str = "") -> str:
    """Why a folder cannot keep the game's files, as the end of a sentence:
    ``problem`` is a :class:`~klondike_qt.model.storage.FolderProblem` value."""
    if problem == "not-a-folder":
        #: Why the game cannot keep its files in a place: a file (or a device) stands there.
        #: Ends the sentence "Progress cannot be saved in PLACE: …".
        return QCoreApplication.translate("Messages", "it is not a folder")
    if problem == "broken-link":
        #: Why the game cannot keep its files in a place: a symbolic link pointing at nothing.
        #: Ends the sentence "Progress cannot be saved in PLACE: …".
        return QCoreApplication.translate("Messages", "it is a link to something that does not exist")
    if problem == "unreadable":
        #: Why the game cannot keep its files in a folder: no permission to read it.
        #: Ends the sentence "Progress cannot be saved in PLACE: …".
        return QCoreApplication.translate("Messages", "it cannot be read")
    if problem == "read-only":
        #: Why the game cannot keep its files in a folder: it can be read but not written.
        #: Ends the sentence "Progress cannot be saved in PLACE: …".
        return QCoreApplication.translate("Messages", "it cannot be written to")
    #: Why the game cannot keep its files in a folder: what the system said (in its own words).
    #: Ends the sentence "Progress cannot be saved in PLACE: …". %1 the system's message.
    return fill(QCoreApplication.translate("Messages", "the system says: %1"), detail)


def profile_unusable(progress: bool, settings: bool, place: str, why: str) -> str:
    """Told once at start when a profile folder cannot keep files: the saved games and
    statistics (``progress``), the settings, or both; ``why`` is :func:`folder_problem`."""
    if progress and settings:
        #: At start, once: the game cannot keep any file (no usable profile folder); it plays on.
        #: %1 the folder (or the file standing where it should be), %2 why ("it is not a folder").
        return fill(QCoreApplication.translate(
            "Messages", "Progress and settings cannot be saved in %1: %2. You can play, but nothing of this "
            "session will be kept."), place, why)
    if progress:
        #: At start, once: the game cannot keep its saved games and statistics; it plays on.
        #: %1 the folder (or the file standing where it should be), %2 why ("it cannot be written to").
        return fill(QCoreApplication.translate(
            "Messages", "Progress cannot be saved in %1: %2. You can play, but the games and statistics of "
            "this session will not be kept."), place, why)
    #: At start, once: the game cannot keep its settings; it plays on.
    #: %1 the folder (or the file standing where it should be), %2 why ("it is not a folder").
    return fill(QCoreApplication.translate(
        "Messages", "Settings cannot be saved in %1: %2. You can play, but changes to them will not be kept."),
        place, why)


def asked_game(game: str | None, deal: int | None) -> str:
    """What a second start asked the running game to play: a game's name, a deal, or both."""
    if game is not None and deal is not None:
        #: What a second start asked the running game to play. %1 a game's name, %2 a deal number.
        return fill(QCoreApplication.translate("Messages", "%1 deal %2"), game, deal)
    if deal is not None:
        #: What a second start asked the running game to play (the game already in play). %1 a deal number.
        return fill(QCoreApplication.translate("Messages", "deal %1"), deal)
    return game or ""


def already_running(game: str, folder: str, answered: bool, asked: str = "") -> str:
    """Printed by a second start on a profile that a running game holds (it then ends):
    ``game`` is the running game's name, ``asked`` what it was asked to play (:func:`asked_game`)."""
    if answered and asked:
        #: Printed in the terminal by a second start of the game, which then ends.
        #: %1 the game in play ("FreeCell"), %2 the profile folder it uses,
        #: %3 what the second start asked for ("Spider deal 5", "deal 5").
        return fill(QCoreApplication.translate(
            "Messages", "%1 is already open with the profile %2, so its window was brought to the front and "
            "asked to play %3; it asks first if a started game would be lost."), game, folder, asked)
    if answered:
        #: Printed in the terminal by a second start of the game, which then ends.
        #: %1 the game in play ("FreeCell"), %2 the profile folder it uses.
        return fill(QCoreApplication.translate(
            "Messages", "%1 is already open with the profile %2, so its window was brought to the front "
            "instead of starting a second copy."), game, folder)
    #: Printed in the terminal by a second start of the game, which then ends.
    #: %1 the game in play ("FreeCell"), %2 the profile folder it uses.
    return fill(QCoreApplication.translate(
        "Messages", "%1 is already open with the profile %2 but does not answer. Close it, or end it, "
        "and start again."), game, folder)
