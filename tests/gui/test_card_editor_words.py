"""The card editor's choices are words a player reads (the table's words for a Barditus card's
line, quality, abilities and terrain), never the codes the card file spells."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox
from pytestqt.qtbot import QtBot

from engine.core.cardschema import CHOICE, SOME
from engine.games import get_game
from engine.store.cardsets import new_card_set
from gui.cardsets import CardSetsWindow


def test_a_barditus_card_s_choices_are_shown_in_words(qtbot: QtBot) -> None:
    new_card_set("Gauls", "barditus", ["gallic"])
    win = CardSetsWindow(None)
    qtbot.addWidget(win)
    win.card_list.setCurrentRow(0)
    schema = get_game("barditus").card_schema
    assert schema is not None
    choosing = [f for f in schema.fields if f.kind in (CHOICE, SOME)]
    assert {f.key for f in choosing} == {"rules.line", "rules.quality", "rules.abilities", "rules.terrain"}
    for spec in choosing:
        widget = win.field_widget(spec.key)
        if isinstance(widget, QComboBox):
            shown = {widget.itemData(i): widget.itemText(i) for i in range(widget.count())}
        else:
            shown = {b.property("choice"): b.text() for b in widget.findChildren(QCheckBox)}
        for code in spec.choices:
            # a word of its own, marked for the translators (the code as it is would reach a
            # German player in English)
            assert spec.word(code) != code and shown[code] == spec.word(code), (spec.key, code)
    line = win.field_widget("rules.line")
    assert isinstance(line, QComboBox) and line.currentText() == "Front line"
    quality = win.field_widget("rules.quality")
    assert isinstance(quality, QComboBox) and quality.currentText() == "Warrior"
    win.close()
