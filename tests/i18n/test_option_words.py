"""A game's options, its seats and the AI's levels read in the language shown: the games mark
these words for the translators where they define them, and every tool reads them through one
place (OptionSpec, Game, Level)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from engine.ai.players import LEVELS, STYLED_LEVELS
from engine.games import get_game
from gui.dialogs.newgame import NewGameDialog
from gui.i18n import use_language


def test_options_seats_and_levels_follow_the_language(qapp: QCoreApplication) -> None:
    game = get_game("en-garde")
    parry = next(o for o in game.options if o.name == "parry")
    first = next(o for o in game.options if o.seats)
    english = (parry.heading(), parry.label("total"), parry.choice_words("total"), parry.help_words(),
               game.seat_name(0), game.seats_title(), game.player_name(1), LEVELS["master"].words)
    assert english[:2] == ("Parry", "Same total (the rulebook)")
    assert english[4:] == ("Fencer 1", "Fencers", "Fencer B", "Master")
    assert first.label(1) == "Fencer 2"
    use_language("de")
    assert (parry.heading(), parry.label("total")) == ("Parade", "Gleiche Summe (das Regelheft)")
    assert parry.choice_words("total").startswith("Das Regelheft")
    assert parry.help_words() != english[3]
    assert (game.seat_name(0), game.seats_title()) == ("Fechter 1", "Fechter")
    assert game.player_name(1) == "Fechter B"
    assert first.label(1) == "Fechter 2"
    assert (LEVELS["master"].words, STYLED_LEVELS["club-cautious"].words) == ("Meister", "Klub, vorsichtig")
    assert parry.choice_words("no such choice") == ""


def test_the_new_game_dialog_shows_them_in_french(qapp: QCoreApplication, qtbot: QtBot) -> None:
    use_language("fr")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.seats_box.title() == "Tireurs"
    levels = [dialog.kind_combos[1].itemText(i) for i in range(dialog.kind_combos[1].count())]
    assert "Maître" in levels and "Master" not in levels
    headings = {label.text().replace("&", "") for label in dialog.findChildren(type(dialog.seat_labels[0]))}
    assert "Parade" in headings and "Parry" not in headings
