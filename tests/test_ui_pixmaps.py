"""Card pictures: rendered once per size, kept on disk, never trusted blindly."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from klondike_qt.ui import card_pixmaps
from klondike_qt.ui.card_pixmaps import CardPixmaps


def make(tmp_path, deck="classic"):
    QApplication.instance() or QApplication([])
    pictures = CardPixmaps(deck, tmp_path / "cards")
    pictures.set_size(100, 140, 2.0)
    return pictures


def test_pictures_are_rendered_at_device_pixels_and_cached(tmp_path):
    pictures = make(tmp_path)
    first = pictures.pixmap("card-7h")
    assert (first.width(), first.height(), first.devicePixelRatio()) == (200, 280, 2.0)
    assert pictures.pixmap("card-7h") is first


def test_a_second_start_reads_the_pictures_without_parsing_the_svg(tmp_path):
    pictures = make(tmp_path)
    rendered = pictures.pixmap("card-Ks").toImage()
    pictures.save_pending()
    again = make(tmp_path)
    loaded = again.pixmap("card-Ks")
    assert again._renderer is None  # not parsed
    assert loaded.toImage() == rendered and loaded.devicePixelRatio() == 2.0


def test_a_broken_or_wrongly_sized_file_is_rendered_again(tmp_path):
    pictures = make(tmp_path)
    pictures.pixmap("back")
    pictures.pixmap("card-Ac")
    pictures.save_pending()
    folder = next((tmp_path / "cards").iterdir())
    (folder / "back.png").write_bytes(b"not a png")
    small = CardPixmaps("classic", tmp_path / "cards")
    small.set_size(100, 140, 1.0)
    small.pixmap("card-Ac").save(str(folder / "card-Ac.png"), "PNG")  # the wrong size in that folder
    again = make(tmp_path)
    assert (again.pixmap("back").width(), again.pixmap("card-Ac").width()) == (200, 200)


def test_only_the_most_recent_sizes_stay_on_disk(tmp_path, monkeypatch):
    monkeypatch.setattr(card_pixmaps, "KEEP_SIZES", 2)
    pictures = make(tmp_path)
    for width in (50, 60, 70, 80):
        pictures.set_size(width, width * 1.4, 1.0)
        pictures.pixmap("back")
        pictures.save_pending()
    assert len(list((tmp_path / "cards").iterdir())) == 2


def test_another_deck_is_another_picture(tmp_path):
    classic = make(tmp_path).pixmap("back").toImage()
    contrast = make(tmp_path, "high-contrast").pixmap("back").toImage()
    assert classic != contrast


def test_an_unreadable_cache_folder_is_ignored(tmp_path, monkeypatch):
    """A cache folder that cannot be read (as root chmod stops nothing, so the
    PermissionError is simulated) renders the pictures and never raises."""
    import pathlib

    cache = tmp_path / "cards"
    real_is_file = pathlib.Path.is_file

    def is_file(path):
        if cache in path.parents:
            raise PermissionError(13, "Permission denied", str(path))
        return real_is_file(path)

    monkeypatch.setattr(pathlib.Path, "is_file", is_file)
    real_mkdir = pathlib.Path.mkdir

    def mkdir(path, *args, **kwargs):
        if path == cache or cache in path.parents:
            raise PermissionError(13, "Permission denied", str(path))
        return real_mkdir(path, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "mkdir", mkdir)
    pictures = make(tmp_path)
    first = pictures.pixmap("card-7h")
    assert first.width() == 200
    assert pictures.pixmap("back").width() == 200
    pictures.save_pending()  # nothing written, nothing raised


def test_a_file_where_the_cache_folder_should_be_is_ignored(tmp_path):
    (tmp_path / "cards").write_text("not a folder")
    pictures = make(tmp_path)
    assert pictures.pixmap("card-Qd").width() == 200
    pictures.save_pending()
    assert (tmp_path / "cards").read_text() == "not a folder"


def test_a_game_starts_with_an_unreadable_cache(qtbot, profile_dir, monkeypatch):
    import pathlib

    from ui_helpers import make_window, scene_problems

    from klondike_qt.model.storage import Profile

    cache = Profile(profile_dir).cache_dir
    real_is_file = pathlib.Path.is_file

    def is_file(path):
        if path == cache or cache in path.parents:
            raise PermissionError(13, "Permission denied", str(path))
        return real_is_file(path)

    monkeypatch.setattr(pathlib.Path, "is_file", is_file)
    window = make_window(qtbot, profile_dir, deal=1)
    window.view.save_picture_cache()
    assert scene_problems(window.view, window.model.state) == []
