"""The rule options of a Klondike game, stored with it (the rules themselves: README.md, "Rules in short")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..rules import Scoring

#: The pass limits a player can choose; ``None`` is unlimited.
PASS_LIMITS = (None, 3, 1)


@dataclass(frozen=True, slots=True)
class Rules:
    """Draw mode, pass limit, scoring and the thoughtful (all face up) variant.

    Vegas scoring forces its own pass limit: one pass in draw 1, three in draw 3.
    """

    draw: int = 1
    pass_limit: int | None = None
    scoring: Scoring = Scoring.STANDARD
    thoughtful: bool = False

    def __post_init__(self) -> None:
        # type() checks: True == 1, and a bool here would not survive to_json/from_json
        if type(self.draw) is not int or self.draw not in (1, 3):
            raise ValueError(f"draw must be 1 or 3, not {self.draw!r}")
        if (self.pass_limit is not None and type(self.pass_limit) is not int) or self.pass_limit not in PASS_LIMITS:
            raise ValueError(f"passes must be unlimited, 3 or 1, not {self.pass_limit!r}")
        if type(self.thoughtful) is not bool:
            raise ValueError(f"thoughtful must be true or false, not {self.thoughtful!r}")
        if not isinstance(self.scoring, Scoring):
            raise ValueError(f"not a scoring: {self.scoring!r}")

    @property
    def max_passes(self) -> int | None:
        """Passes through the stock allowed, ``None`` for unlimited."""
        if self.scoring.is_vegas:
            return 1 if self.draw == 1 else 3
        return self.pass_limit

    def to_json(self) -> dict[str, Any]:
        return {
            "draw": self.draw,
            "passes": self.pass_limit,
            "scoring": self.scoring.value,
            "thoughtful": self.thoughtful,
        }

    @staticmethod
    def from_json(data: object) -> Rules:
        """Rules from :meth:`to_json` output.

        :raises ValueError: if ``data`` is not a valid rules object.
        """
        if not isinstance(data, dict):
            raise ValueError("rules must be an object")
        unknown = set(data) - {"draw", "passes", "scoring", "thoughtful"}
        if unknown:
            raise ValueError(f"unknown rule options: {', '.join(sorted(unknown))}")
        draw = data.get("draw", 1)
        passes = data.get("passes")
        thoughtful = data.get("thoughtful", False)
        if type(draw) is not int or (passes is not None and type(passes) is not int):
            raise ValueError("draw and passes must be whole numbers")
        if type(thoughtful) is not bool:
            raise ValueError("thoughtful must be true or false")
        try:
            scoring = Scoring(data.get("scoring", "standard"))
        except ValueError:
            raise ValueError(f"unknown scoring: {data.get('scoring')!r}") from None
        return Rules(draw=draw, pass_limit=passes, scoring=scoring, thoughtful=thoughtful)
