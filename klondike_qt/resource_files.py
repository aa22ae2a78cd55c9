"""Access to the data files in ``resources/`` — from a checkout and when installed.

The repository's top-level ``resources/`` folder is installed as the package
``klondike_qt.resources`` (see ``[tool.setuptools.package-dir]`` in
pyproject.toml), so ``importlib.resources`` finds it both ways.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable


def resource(*parts: str) -> Traversable:
    """The resource at ``resources/<parts…>``, e.g. ``resource("cards", "classic.svg")``."""
    node = files("klondike_qt.resources")
    for part in parts:
        node = node / part
    return node


def read_resource(*parts: str) -> bytes:
    """The bytes of a resource file.

    :raises FileNotFoundError: if it is not there.
    """
    return resource(*parts).read_bytes()
