"""The card editor's figures (docs/figures.md): opening the largest set the limits allow, and a
copied Audatia set the first time (every face of 108 cards in five languages judged) and again
(the verdicts kept in the cache folder). Medians; `python -m tests.bench.editor_bench`."""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from engine.core.cards import MAX_FILE_BYTES

BIG_CARDS = 2500  # Ready...Fence!'s deck copied over and over: just under the 1 MiB a card file may hold


@contextmanager
def own_home() -> Iterator[None]:
    from engine.store import paths

    before = os.environ.get(paths.HOME_VARIABLE)
    with tempfile.TemporaryDirectory() as home:
        os.environ[paths.HOME_VARIABLE] = home
        try:
            yield
        finally:
            if before is None:
                os.environ.pop(paths.HOME_VARIABLE, None)
            else:
                os.environ[paths.HOME_VARIABLE] = before


def opening(repeats: int, before_each: Callable[[], None] = lambda: None) -> list[float]:
    """Seconds from asking for the Card sets window until it shows the first card of its set."""
    from gui.cardsets import CardSetsWindow

    out = []
    for _ in range(repeats):
        before_each()
        start = time.perf_counter()
        window = CardSetsWindow(None)
        out.append(time.perf_counter() - start)
        assert window.place is not None
        window.close()
        window.deleteLater()
    return out


def judging(folder: Path, repeats: int) -> list[float]:
    """Seconds to read and check the set in `folder`, every face judged afresh."""
    from engine.store.cardsets import read_card_set

    out = []
    for _ in range(repeats):
        forget_faces()
        start = time.perf_counter()
        assert read_card_set(folder).ok
        out.append(time.perf_counter() - start)
    return out


def forget_faces() -> None:
    """As a first run: no face judged, in memory or in the cache folder."""
    import gui.cardface.fit as fit
    from engine.store.paths import cache_dir

    fit._MEMOS.clear()
    fit._CACHE.clear()
    fit._SEEN.clear()
    (cache_dir() / "face-fit.json").unlink(missing_ok=True)


def report(quick: bool) -> None:
    from engine.store.cardsets import new_card_set
    from gui.app import make_app
    from tests.gui.test_card_editor_big_sets import big_set

    make_app()
    repeats = 3 if quick else 7
    rows = []
    with own_home():
        made = big_set("Bench", BIG_CARDS, "ready-fence", "ready-fence")
        size = sum(p.stat().st_size for p in made.folder.glob("*.toml"))
        assert size <= MAX_FILE_BYTES, size
        rows.append((f"open a set of {BIG_CARDS:,} cards ({size / 2**20:.2f} MiB) in the editor",
                     opening(repeats), "< 1 s"))
    with own_home():
        made = new_card_set("Bench", "audatia")
        rows.append(("open a copied Audatia set never judged on this machine (108 cards, 5 languages; "
                     "its faces judged off the window's thread)", opening(max(3, repeats // 2), forget_faces),
                     "< 1 s"))
        rows.append(("judge every face of that set the first time (`read_card_set`)",
                     judging(made.folder, max(3, repeats // 2)), "off the window's thread"))
        rows.append(("open it again (the faces' verdicts kept in the cache folder)", opening(repeats),
                     "< 1 s"))
    print("\n## The card editor\n")
    print("| figure | median | worst | runs | target |\n|---|---:|---:|---:|---:|")
    for label, runs, target in rows:
        print(f"| {label} | {statistics.median(runs):.2f} s | {max(runs):.2f} s | {len(runs)} | {target} |")


if __name__ == "__main__":
    import sys

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    report("--quick" in sys.argv)
