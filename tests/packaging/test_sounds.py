"""The committed sound effects are what packaging/sounds.py makes, and each is a short, quiet WAV."""

from __future__ import annotations

import importlib.util
import struct
import wave
from pathlib import Path
from types import ModuleType

import pytest

from gui import sound

ROOT = Path(__file__).resolve().parents[2]
SOUNDS_DIR = ROOT / "assets" / "sounds"


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("sounds", ROOT / "packaging" / "sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GEN = generator()


def test_the_generator_makes_the_sounds_the_table_plays() -> None:
    assert set(GEN.SOUNDS) == set(sound.SOUNDS)
    assert sorted(p.stem for p in SOUNDS_DIR.glob("*.wav")) == sorted(GEN.SOUNDS)


@pytest.mark.parametrize("name", sorted(GEN.SOUNDS))
def test_making_a_sound_again_gives_the_committed_bytes(name: str) -> None:
    assert GEN.render(name) == (SOUNDS_DIR / f"{name}.wav").read_bytes()


@pytest.mark.parametrize("name", sorted(GEN.SOUNDS))
def test_each_sound_is_a_short_quiet_mono_wav_of_its_documented_length(name: str) -> None:
    length = GEN.SOUNDS[name][2]
    with wave.open(str(SOUNDS_DIR / f"{name}.wav"), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, GEN.RATE)
        n = w.getnframes()
        samples = struct.unpack(f"<{n}h", w.readframes(n))
    assert n == round(length * GEN.RATE)
    # a result's fanfare may be longer; a move's sound must be over before the next move's
    assert n / GEN.RATE <= (1.2 if name in ("round", "match") else 0.6)
    peak = max(abs(s) for s in samples)
    assert 0.1 * 32767 < peak <= GEN.PEAK * 32767 + 1  # heard, yet well below full scale
    # it starts and ends in silence and rises gently: no click at either end
    assert samples[0] == 0 and samples[-1] == 0
    rise = round(GEN.ATTACK_S * GEN.RATE)
    assert max(abs(s) for s in samples[:rise // 2]) < peak * 0.6


def test_the_sounds_are_small() -> None:
    assert sum(p.stat().st_size for p in SOUNDS_DIR.glob("*.wav")) < 150_000
