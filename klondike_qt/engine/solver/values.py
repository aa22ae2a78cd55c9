"""The names the Klondike solver's modules once defined here; they live in
:mod:`klondike_qt.engine.solving`, shared by every game's solver. Kept only so
that code written against this module (the Yukon solver, in progress) merges;
import from :mod:`..solving` instead."""

from __future__ import annotations

from ..solving import Budget, Cancel, SolveResult, Verdict, as_budget, as_cancel

__all__ = ["Budget", "Cancel", "SolveResult", "Verdict", "as_budget", "as_cancel"]
