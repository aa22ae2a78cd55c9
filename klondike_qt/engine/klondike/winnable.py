"""Lists of winnable deal numbers (``resources/winnable/draw1.txt``, ``draw3.txt``).

The text holds one deal number per line, strictly ascending; blank lines and
``#`` comments are ignored. The game picks a number from such a list for a
"winnable deals only" new game.

>>> parse_winnable("# solved\\n3\\n7\\n")
(3, 7)
"""

from __future__ import annotations

from ..deal import MAX_DEAL_NUMBER


def parse_winnable(text: str) -> tuple[int, ...]:
    """The deal numbers of a winnable-deals list.

    :raises ValueError: naming the line, for a line that is not a deal number
        (1 .. 2**32 - 1) or a number not above the one before it.
    """
    numbers: list[int] = []
    for line_number, line in enumerate(text.splitlines(), start=1):
        item = line.split("#", 1)[0].strip()
        if not item:
            continue
        if not (item.isascii() and item.isdigit()):
            raise ValueError(f"line {line_number}: not a deal number: {item!r}")
        number = int(item)
        if not 1 <= number <= MAX_DEAL_NUMBER:
            raise ValueError(f"line {line_number}: deal numbers run from 1 to {MAX_DEAL_NUMBER}")
        if numbers and number <= numbers[-1]:
            raise ValueError(f"line {line_number}: {number} is not above {numbers[-1]}")
        numbers.append(number)
    return tuple(numbers)
