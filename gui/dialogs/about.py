"""The About dialog: what Salle is, its version, what it runs on, and whose games it plays."""

from __future__ import annotations

import html
import platform

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLayout, QVBoxLayout, QWidget

from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.games import get_game
from engine.version import version
from gui.games import all_uis

SUMMARY = QT_TRANSLATE_NOOP(
    "AboutDialog",
    "Salle is a practice room for duelling card games. Two fencers meet across a table: you and "
    "a friend taking turns at one screen, or you and a computer opponent that plays only on what "
    "its own seat could know. Every game can be saved, replayed from its seed, and looked back on "
    "in the practice history."
)
INDEPENDENT = QT_TRANSLATE_NOOP(
    "AboutDialog",
    "Salle is an independent program; its rules summaries and card texts are written in its own "
    "words, and what a rulebook leaves open (decks, armies, numbers) is of its own design."
)
LICENCE = QT_TRANSLATE_NOOP(
    "AboutDialog", "Salle is free software under the GNU General Public License, version 3 or later.")


def about_html() -> str:
    """The dialog's text (rich text), with the versions filled in."""
    versions = (
        f"Qt {html.escape(qVersion())}, PySide6 {html.escape(PySide6.__version__)}, "
        f"Python {html.escape(platform.python_version())}"
    )
    games = "<br>".join(f"{html.escape(get_game(ui.name).title)}: {html.escape(ui.credit)}"
                        for ui in all_uis() if ui.credit)
    def say(text: str) -> str:
        return html.escape(translate("AboutDialog", text))

    built = translate("AboutDialog", "Built with {versions}.").format(versions=versions)
    return (
        f"<h2>Salle</h2>"
        f"<p>{html.escape(translate('AboutDialog', 'Version {number}').format(number=version()))}</p>"
        f"<p>{say(SUMMARY)}</p>"
        f"<p><b>{html.escape(translate('AboutDialog', 'Games'))}</b><br>{games}</p>"
        f"<p>{say(INDEPENDENT)}</p>"
        f"<p><small>{say(LICENCE)} {built}</small></p>"
    )


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Salle"))
        self.label = QLabel(about_html())
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(buttons)
        # the wrapped text decides the height at this width: the credits are never cut off
        self.label.setFixedWidth(480)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
