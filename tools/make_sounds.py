#!/usr/bin/env python3
"""Synthesise the game's sound cues (short mono WAVs) into ``resources/sounds/``.

Usage:
    python tools/make_sounds.py            # write resources/sounds/*.wav
    python tools/make_sounds.py --check    # exit 1 if the committed files differ

Pure standard library and deterministic (a fixed-seed noise generator), so the
committed files are exactly what this script writes. Each cue is quiet (peak
about -12 dBFS), short and distinct: pick up rises, drop falls, an illegal move
buzzes low, a reveal chimes, turning the stock flicks, the win plays an arpeggio.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 0.25  # about -12 dBFS: a cue under the speech, not over it
FOLDER = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def _envelope(i: int, n: int, attack: float = 0.005, release: float = 0.4) -> float:
    t = i / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    r = min(1.0, (n - i) / (release * n)) if release > 0 else 1.0
    return a * r


def _sweep(start_hz: float, end_hz: float, seconds: float, harmonics: tuple[float, ...] = (1.0,)) -> list[float]:
    n = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(n):
        freq = start_hz + (end_hz - start_hz) * i / n
        phase += 2 * math.pi * freq / RATE
        value = sum(amp * math.sin((k + 1) * phase) for k, amp in enumerate(harmonics))
        out.append(value / sum(harmonics) * _envelope(i, n))
    return out


def _tone(freq: float, seconds: float, harmonics: tuple[float, ...] = (1.0,), release: float = 0.6) -> list[float]:
    n = int(RATE * seconds)
    total = sum(harmonics)
    return [sum(amp * math.sin(2 * math.pi * freq * (k + 1) * i / RATE) for k, amp in enumerate(harmonics))
            / total * _envelope(i, n, release=release) for i in range(n)]


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def pick_up() -> list[float]:
    return _sweep(520, 880, 0.07, (1.0, 0.3))


def drop() -> list[float]:
    return _sweep(440, 260, 0.08, (1.0, 0.4))


def illegal() -> list[float]:
    buzz = (1.0, 0.0, 0.33, 0.0, 0.2)  # odd harmonics: a soft square
    return _tone(196, 0.09, buzz, release=0.2) + _silence(0.04) + _tone(175, 0.12, buzz, release=0.5)


def reveal() -> list[float]:
    a, b = _tone(1320, 0.16, (1.0, 0.2)), _tone(1980, 0.16, (1.0,))
    return [(x + 0.6 * y) / 1.6 for x, y in zip(a, b, strict=True)]


def turn() -> list[float]:
    rng = random.Random(17)
    n = int(RATE * 0.045)
    out, low = [], 0.0
    for i in range(n):
        low += 0.35 * (rng.uniform(-1, 1) - low)  # a soft, paper-like noise
        out.append(low * 1.8 * _envelope(i, n, attack=0.002, release=0.8))
    return out


def win() -> list[float]:
    notes = (523.25, 659.25, 783.99, 1046.5)
    out: list[float] = []
    for k, freq in enumerate(notes):
        out += _tone(freq, 0.12 if k < 3 else 0.35, (1.0, 0.25, 0.1))
    return out


#: Cue name → the function that makes its samples (names as in the settings: sound_<name>).
CUES: dict[str, Callable[[], list[float]]] = {
    "pick_up": pick_up, "drop": drop, "illegal": illegal, "reveal": reveal, "turn": turn, "win": win,
}


def wav_bytes(samples: list[float]) -> bytes:
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s * PEAK)) * 32767)) for s in samples)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file differs")
    parser.add_argument("--out", type=Path, default=FOLDER)
    args = parser.parse_args()
    bad = []
    for name, make in CUES.items():
        data = wav_bytes(make())
        path = args.out / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                bad.append(path.name)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".wav.tmp")
        tmp.write_bytes(data)
        tmp.replace(path)  # atomic
        print(f"{path.name}: {len(data)} bytes, {len(data) / 2 / RATE:.2f} s")
    if bad:
        print("not what tools/make_sounds.py writes:", ", ".join(bad), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
