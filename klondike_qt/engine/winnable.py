"""Lists of winnable deal numbers, one format for every game that ships one
(``resources/winnable/<name>.txt``: Klondike's ``draw1`` and ``draw3``,
``pyramid``, ``tripeaks``, ``golf``; made by ``tools/make_winnable.py``).

The text holds one deal number per line, strictly ascending; blank lines and
``#`` comments are ignored. "Winnable deals only" picks a number from such a
list, so a pick is instant and never a deal the solver has not won.

>>> parse_winnable("# solved\\n3\\n7\\n")
(3, 7)
>>> format_winnable((3, 7), "solved")
'# solved\\n3\\n7\\n'
"""

from __future__ import annotations

from collections.abc import Iterable

from .deal import MAX_DEAL_NUMBER

__all__ = ["format_winnable", "parse_winnable"]


def parse_winnable(text: str, highest: int = MAX_DEAL_NUMBER) -> tuple[int, ...]:
    """The deal numbers of a winnable-deals list.

    :raises ValueError: naming the line, for a line that is not a deal number
        (1 .. ``highest``) or a number not above the one before it.
    """
    numbers: list[int] = []
    for line_number, line in enumerate(text.splitlines(), start=1):
        item = line.split("#", 1)[0].strip()
        if not item:
            continue
        if not (item.isascii() and item.isdigit()):
            raise ValueError(f"line {line_number}: not a deal number: {item!r}")
        number = int(item)
        if not 1 <= number <= highest:
            raise ValueError(f"line {line_number}: deal numbers run from 1 to {highest}")
        if numbers and number <= numbers[-1]:
            raise ValueError(f"line {line_number}: {number} is not above {numbers[-1]}")
        numbers.append(number)
    return tuple(numbers)


def format_winnable(numbers: Iterable[int], comment: str = "") -> str:
    """The text of a list that :func:`parse_winnable` reads back: ``comment``'s
    lines as ``#`` comments, then the numbers, one a line."""
    head = "".join(f"# {line}".rstrip() + "\n" for line in comment.splitlines())
    return head + "".join(f"{number}\n" for number in numbers)
