"""Whether a face fits is judged once per face and kept between runs: the second look at a set
draws nothing, a changed card is drawn again, and a memo that cannot be read or written never
stops a check. A long first check keeps the windows painted."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow

import gui.cardface.fit as fit
from engine.core.card_languages import languages_of
from engine.store import cardsets
from engine.store.cardsets import check_files, new_card_set, read_card_set
from engine.store.memo import KEY_HEX, Memo, digest, memo_path
from engine.store.paths import cache_dir


def forget_this_run() -> None:
    """As a new run of Salle: nothing judged is in memory, only what the cache folder keeps."""
    fit._MEMOS.clear()
    fit._CACHE.clear()
    fit._SEEN.clear()


def count_drawings(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    drawn = [0]
    real = fit.draw_card

    def counted(*args: object, **kwargs: object) -> None:
        drawn[0] += 1
        real(*args, **kwargs)  # type: ignore[arg-type]
    monkeypatch.setattr(fit, "draw_card", counted)
    return drawn


def test_a_set_judged_in_an_earlier_run_is_not_drawn_again(qapp: object,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    made = new_card_set("Remembered", "ready-fence")
    assert made.ok
    forget_this_run()
    drawn = count_drawings(monkeypatch)
    assert read_card_set(made.folder).ok
    assert drawn[0] == 0  # every face's verdict came from the cache folder
    assert (cache_dir() / "face-fit.json").is_file()


def test_a_card_changed_since_is_drawn_again_and_its_fault_found(qapp: object,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    made = new_card_set("Changed", "ready-fence")
    (name, text), = made.files
    forget_this_run()
    drawn = count_drawings(monkeypatch)
    typed = re.sub(r'(?m)^text = "', 'text = "' + "Lunge and lunge again, " * 20, text, count=1)
    checked = check_files(made.folder, [(name, typed)], made.name)
    assert not checked.ok and checked.errors[0].field == "text"
    # one card, in each of its languages, at the sizes up to the first it fails at
    assert 0 < drawn[0] <= len(languages_of(made.decks[0])) * len(fit.face_sizes())
    # and the fault itself is remembered: asked again in a new run, it is found without drawing
    forget_this_run()
    drawn[0] = 0
    again = check_files(made.folder, [(name, typed)], made.name)
    assert [(p.card, p.field, p.problem) for p in again.errors] == \
        [(p.card, p.field, p.problem) for p in checked.errors]
    assert drawn[0] == 0


def test_a_change_to_what_draws_the_faces_forgets_every_verdict(qapp: object,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    made = new_card_set("Redrawn", "barditus", ["gallic"])
    forget_this_run()
    monkeypatch.setattr(fit, "_code_stamp", lambda: "another version of the faces")
    drawn = count_drawings(monkeypatch)
    assert read_card_set(made.folder).ok
    assert drawn[0] > 0


@pytest.mark.parametrize("content", [b"{not json", b"[]", b'{"stamp": 3}', b"\xff\xfe",
                                     json.dumps({"stamp": "s", "answers": {"short": None}}).encode()])
def test_a_damaged_memo_is_started_afresh(content: bytes) -> None:
    memo = Memo(memo_path("damaged"), "s")
    assert memo.path is not None
    memo.path.write_bytes(content)
    assert memo.get(digest("a question"), "unknown") == "unknown"
    memo.put(digest("a question"), [1, "two"])
    memo.save()
    assert Memo(memo_path("damaged"), "s").get(digest("a question")) == [1, "two"]


def test_a_memo_keeps_its_newest_answers_and_only_under_its_stamp() -> None:
    memo = Memo(memo_path("small"), "first", limit=3)
    keys = [digest(str(i)) for i in range(5)]
    for i, key in enumerate(keys):
        memo.put(key, i)
    memo.put(keys[1], 10)  # asked again: now among the newest
    memo.save()
    kept = Memo(memo_path("small"), "first")
    assert [kept.get(k, None) for k in keys] == [None, 10, None, 3, 4]
    assert memo.path is not None
    assert all(len(k) == KEY_HEX for k in json.loads(memo.path.read_text())["answers"])
    assert Memo(memo_path("small"), "second").get(keys[4]) is None


def test_a_memo_that_cannot_be_written_is_kept_for_the_run() -> None:
    memo = Memo(memo_path("unwritable"), "s")
    assert memo.path is not None
    memo.path.mkdir()  # a folder where the file should be: the write fails
    memo.put(digest("q"), 1)
    memo.save()  # says so in the log and goes on
    assert memo.get(digest("q")) == 1


def test_a_long_first_check_keeps_the_windows_painted(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    # made unjudged, so the check below is its first; with no time between the beats, a few faces
    # (the virtues, in five languages) make a check as long as a big set's
    with monkeypatch.context() as making:
        making.setattr(cardsets, "_face_checks", [])
        made = new_card_set("Long", "audatia", ["virtues"])
    forget_this_run()
    monkeypatch.setattr(fit.Patience, "SAY_AFTER", 0.0)
    monkeypatch.setattr(fit.Patience, "BEAT", 0.0)
    window = QMainWindow()
    window.show()
    seen: list[str] = []
    # a timer due at once fires while the check is under way, and the status bar tells how far it is
    QTimer.singleShot(0, lambda: seen.append(window.statusBar().currentMessage()))
    assert read_card_set(made.folder).ok
    assert seen and "fits" in seen[0]
    assert window.statusBar().currentMessage() == ""  # and says nothing once done
    assert not fit.Patience.running
    window.close()


def test_no_cache_folder_means_a_memo_for_the_run(monkeypatch: pytest.MonkeyPatch, salle_home: str) -> None:
    from pathlib import Path
    (Path(salle_home) / "cache").write_text("a file where the folder should be")
    assert memo_path("face-fit") is None
    memo = Memo(None, "s")
    memo.put(digest("q"), None)
    memo.save()
    assert memo.known(digest("q"))
