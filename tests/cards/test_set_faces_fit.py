"""A card set is judged by its faces where it is checked: every card, at every size Salle draws it
(the table, the enlarged copy, the print preview and the PDF at each card size, the images), in
every language the set gives; a fault names the file (a language's own), the card and the field."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.store.cardsets import check_files, new_card_set, read_card_set
from gui.cardface.fit import draw_problem, face_sizes

ROOT = Path(__file__).resolve().parents[2]
LONG_DE = "Ein Stoß, der immer weiter und weiter geht, " * 12


def test_a_german_text_too_long_for_its_box_is_named_in_the_german_file(qapp: object) -> None:
    made = new_card_set("Lange Wörter", "ready-fence")
    words = made.folder / "i18n" / "ready-fence.de.toml"
    text = words.read_text(encoding="utf-8")
    card = re.search(r"\[card\.([\w-]+)\]\nname = \"[^\"]*\"\ntext = \"", text)
    assert card is not None
    words.write_text(text[:card.end()] + LONG_DE + text[card.end():], encoding="utf-8")
    faulty = read_card_set(made.folder)
    assert not faulty.ok
    problem = faulty.errors[0]
    assert (problem.file, problem.card, problem.field) == ("i18n/ready-fence.de.toml", card.group(1), "text")
    assert len(faulty.errors) == 1  # the English and the other languages still fit


def test_the_editors_check_judges_the_faces_too(qapp: object) -> None:
    made = new_card_set("Typed", "ready-fence")
    (name, text), = made.files
    typed = re.sub(r'(?m)^text = "', 'text = "' + "Lunge and lunge again, " * 20, text, count=1)
    checked = check_files(made.folder, [(name, typed)], made.name)  # before anything is written
    assert not checked.ok and checked.errors[0].field == "text" and checked.errors[0].file == name


def test_a_set_the_check_accepts_draws_at_every_size_in_every_language(qapp: object) -> None:
    made = new_card_set("Sound", "barditus", ["gallic"])
    assert made.ok
    (deck,) = made.decks
    for lang in ("en", "de", "fr"):
        shown = deck.in_language(lang)
        for card in shown.cards:
            assert all(draw_problem(card, shown, size) is None for size in face_sizes())


def test_the_sizes_are_those_the_faces_are_drawn_at() -> None:
    from gui.cardface.painter import POKER, SMALLEST_FACE
    from gui.dialogs.proofs import PREVIEW_PX_PER_MM
    from gui.proofs.images import DPIS
    from gui.proofs.imposition import CARD_SIZES
    from gui.proofs.pdf import RESOLUTION

    heights = {round(s.height, 3) for s in face_sizes()}
    assert round(2 * SMALLEST_FACE * POKER, 3) in heights  # the table's smallest drawing
    for _, h in CARD_SIZES.values():
        assert round(h * RESOLUTION / 25.4, 3) in heights
        assert round(h * PREVIEW_PX_PER_MM, 3) in heights  # the print dialog's preview
    for dpi in DPIS:
        assert round(CARD_SIZES["poker"][1] * dpi / 25.4, 3) in heights


def test_sets_check_refuses_a_text_too_long_naming_card_and_field(
        qapp: object, capsys: pytest.CaptureFixture[str]) -> None:
    from main import main

    made = new_card_set("Said at length", "ready-fence")
    (name, text), = made.files
    (made.folder / name).write_text(re.sub(r'(?m)^text = "', 'text = "' + "On and on, " * 40, text, count=1),
                                    encoding="utf-8")
    assert main(["sets", "check", "Said at length"]) == 1
    said = capsys.readouterr().out
    assert "ready-fence.toml: card " in said and " text: does not fit its box" in said


def test_the_check_is_in_place_wherever_faces_are_drawn() -> None:
    # the table, the Card sets window and the print dialog each load the faces' check with them
    for module in ("gui.mainwindow", "gui.cardsets", "gui.dialogs.proofs", "gui.proofs.cli"):
        code = (f"import {module}\n"
                "from engine.store.cardsets import _face_checks\n"
                "from gui.cardface.fit import face_problems\n"
                "assert face_problems in _face_checks")
        if module == "gui.proofs.cli":  # the command line's proofs register it when they start
            code = code.replace(f"import {module}\n", "import gui.proofs.pdf\n")
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                              timeout=120)
        assert done.returncode == 0, (module, done.stderr[-2000:])
