"""How the window and the dialogs write a time and a Vegas balance."""

from __future__ import annotations


def format_time(elapsed_ms: int) -> str:
    seconds = elapsed_ms // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


def money(amount: int) -> str:
    """A Vegas balance: $52, -$52."""
    return f"-${-amount}" if amount < 0 else f"${amount}"
