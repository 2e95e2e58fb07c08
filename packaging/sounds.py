"""The table's sound effects, synthesised from numbers alone into assets/sounds/*.wav: no recording
goes into them, so they are the project's own work. Deterministic (each sound has its own seeded
noise), so running it again gives the same bytes; tests/packaging/test_sounds.py checks that the
committed files are what this makes. `make sounds`, or by hand: `python packaging/sounds.py [OUT_DIR]`.

Each sound is short, mono, 16-bit, and quiet: its loudest sample is PEAK of full scale, it rises
over a few milliseconds and dies away to silence, so it never clicks at either end.
"""

from __future__ import annotations

import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"
RATE = 16000  # enough for soft knocks and chimes (their partials stay under 5 kHz), and small files
PEAK = 0.3  # of full scale: about -10 dBFS, under whatever else the player listens to
ATTACK_S = 0.004  # the rise from silence (no click at the start)
RELEASE_S = 0.02  # the last fade to silence (no click at the end)

Samples = list[float]


def _n(seconds: float) -> int:
    return round(seconds * RATE)


def _noise(rng: random.Random, n: int, smooth: float) -> Samples:
    """White noise through a one-pole low-pass (`smooth` near 1: darker)."""
    out, y = [], 0.0
    for _ in range(n):
        y += (1.0 - smooth) * (rng.uniform(-1.0, 1.0) - y)
        out.append(y)
    return out


def _ring(n: int, partials: list[tuple[float, float, float]], start: int = 0) -> Samples:
    """Sine partials (frequency Hz, amplitude, decay time s) struck together at sample `start`."""
    out = [0.0] * n
    for freq, amp, decay in partials:
        for i in range(start, n):
            t = (i - start) / RATE
            out[i] += amp * math.exp(-t / decay) * math.sin(2 * math.pi * freq * t)
    return out


def _burst(out: Samples, rng: random.Random, at: int, length: int, amp: float, smooth: float,
           decay: float) -> None:
    """Add a decaying noise burst (a knock, a brush of card) at sample `at`."""
    for i, v in enumerate(_noise(rng, length, smooth)):
        if at + i >= len(out):
            break
        out[at + i] += amp * v * math.exp(-i / RATE / decay)


def card(rng: random.Random) -> Samples:
    """A card laid on the cloth: a soft brush of dark noise."""
    out = [0.0] * _n(0.14)
    _burst(out, rng, 0, len(out), 1.0, 0.82, 0.03)
    return out


def clash(rng: random.Random) -> Samples:
    """Blades meeting (an attack): a bright, inharmonic ring over a short scrape."""
    n = _n(0.45)
    out = _ring(n, [(1318.0, 0.5, 0.09), (2093.0, 0.35, 0.07), (2960.0, 0.25, 0.05), (4186.0, 0.12, 0.035)])
    _burst(out, rng, 0, _n(0.05), 0.5, 0.35, 0.012)
    return out


def parry(rng: random.Random) -> Samples:
    """A parry: a shorter, duller knock of steel on steel."""
    n = _n(0.3)
    out = _ring(n, [(740.0, 0.5, 0.05), (1175.0, 0.35, 0.04), (1865.0, 0.2, 0.03)])
    _burst(out, rng, 0, _n(0.03), 0.7, 0.55, 0.008)
    return out


def touch(rng: random.Random) -> Samples:
    """A touch scored: a soft thump, then a small bell."""
    n = _n(0.5)
    out = _ring(n, [(110.0, 0.6, 0.05)])
    bell = _ring(n, [(880.0, 0.45, 0.18), (1760.0, 0.15, 0.1), (2640.0, 0.06, 0.06)], start=_n(0.04))
    out = [a + b for a, b in zip(out, bell, strict=True)]
    _burst(out, rng, 0, _n(0.02), 0.3, 0.7, 0.006)
    return out


def dice(rng: random.Random) -> Samples:
    """Dice rolled: a run of small wooden knocks at uneven times, dying away."""
    out = [0.0] * _n(0.55)
    at, loud = 0, 1.0
    while at < len(out) - _n(0.06):
        knock = _ring(_n(0.04), [(rng.uniform(900.0, 1600.0), 0.5, 0.008)])
        for i, v in enumerate(knock):
            out[at + i] += loud * v
        _burst(out, rng, at, _n(0.012), 0.6 * loud, 0.5, 0.003)
        at += _n(rng.uniform(0.035, 0.09))
        loud *= 0.8
    return out


def _chime(notes: list[tuple[float, float]], length: float, decay: float) -> Samples:
    """Soft bell notes (frequency Hz, start s) over `length` seconds."""
    n = _n(length)
    out = [0.0] * n
    for freq, start in notes:
        note = _ring(n, [(freq, 0.5, decay), (2 * freq, 0.12, decay / 2), (3 * freq, 0.04, decay / 3)],
                     start=_n(start))
        out = [a + b for a, b in zip(out, note, strict=True)]
    return out


def round_won(rng: random.Random) -> Samples:
    """A round won: three rising notes (C, E, G)."""
    return _chime([(523.25, 0.0), (659.25, 0.11), (783.99, 0.22)], 0.9, 0.26)


def match_won(rng: random.Random) -> Samples:
    """A match won: the same notes rising to the octave, the last one held."""
    return _chime([(523.25, 0.0), (659.25, 0.1), (783.99, 0.2), (1046.5, 0.3)], 1.1, 0.33)


# name -> (how it is made, its seed, its length in seconds); gui/sound.py plays them by these names
SOUNDS: dict[str, tuple[Callable[[random.Random], Samples], int, float]] = {
    "card": (card, 1, 0.14),
    "clash": (clash, 2, 0.45),
    "parry": (parry, 3, 0.3),
    "touch": (touch, 4, 0.5),
    "dice": (dice, 5, 0.55),
    "round": (round_won, 6, 0.9),
    "match": (match_won, 7, 1.1),
}


def _shaped(samples: Samples) -> Samples:
    """Scaled to PEAK, with a rise from silence and a fade to it."""
    loudest = max(abs(v) for v in samples) or 1.0
    rise, fall, n = _n(ATTACK_S), _n(RELEASE_S), len(samples)
    out = []
    for i, v in enumerate(samples):
        gain = min(1.0, i / rise, (n - 1 - i) / fall)
        out.append(PEAK * v / loudest * gain)
    return out


def render(name: str) -> bytes:
    """The WAV file of sound `name`, as bytes."""
    make, seed, length = SOUNDS[name]
    samples = _shaped(make(random.Random(seed)))
    assert len(samples) == _n(length), name
    frames = struct.pack(f"<{len(samples)}h", *(round(v * 32767) for v in samples))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return buffer.getvalue()


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        (out / f"{name}.wav").write_bytes(render(name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
