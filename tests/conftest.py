"""Tests run without a display: Qt's offscreen platform, set before Qt loads."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture
def profile_dir(tmp_path):
    """An empty profile folder (settings, statistics, saves) for one test."""
    folder = tmp_path / "profile"
    folder.mkdir()
    return folder
