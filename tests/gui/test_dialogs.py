"""The dialogs: new game builds its choice from the fields, history reads or reports its file, help opens."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QGroupBox, QLabel, QSpinBox, QTableWidget
from pytestqt.qtbot import QtBot

from engine.games import all_games, get_game
from engine.store.history import History
from engine.store.saves import Seat
from engine.store.settings import Settings, load_settings, save_settings
from engine.version import version
from gui.dialogs.about import AboutDialog
from gui.dialogs.history import HistoryDialog
from gui.dialogs.newgame import KINDS, NewGameChoice, NewGameDialog, with_mnemonic
from gui.dialogs.rules import RulesDialog
from gui.games.en_garde.rules import KEYS
from gui.seats import shown_name

EN_GARDE = get_game("en-garde")
LAST_GAME = {
    "game": "en-garde",
    "options": {"level": "advanced", "parry": "total", "discards": "open", "hits": 9, "first": 1},
    "seats": [
        {"kind": "ai", "level": "club", "name": "Club"},
        {"kind": "human", "level": None, "name": "Bea"},
    ],
    "seed": 777,
}


def new_dialog(qtbot: QtBot, last_game: dict[str, object] | None = None) -> NewGameDialog:
    dialog = NewGameDialog(last_game)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def combo(dialog: NewGameDialog, name: str) -> QComboBox:
    widget = dialog.option_widgets[name]
    assert isinstance(widget, QComboBox)
    return widget


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None, f"no cell at {row}, {column}"
    return item.text()


def pick(box: QComboBox, text: str) -> None:
    index = box.findText(text)
    assert index >= 0, f"{text!r} is not offered"
    box.setCurrentIndex(index)


# --- new game ---------------------------------------------------------------------------------------
def test_the_new_game_dialog_offers_every_option_of_the_game(qtbot: QtBot) -> None:
    dialog = new_dialog(qtbot)
    assert list(dialog.option_widgets) == [spec.name for spec in EN_GARDE.options]
    hits = dialog.option_widgets["hits"]
    assert isinstance(hits, QSpinBox) and (hits.minimum(), hits.maximum()) == (1, 15)
    level = combo(dialog, "level")
    assert [level.itemText(i) for i in range(level.count())] == ["Basic", "Standard", "Advanced"]
    assert "parries" in level.toolTip()  # the option's help text
    kinds = dialog.kind_combos[0]
    assert [kinds.itemText(i) for i in range(kinds.count())] == ["Human", "Novice", "Club", "Master"]
    assert dialog.game_combo.currentText() == "En Garde"


def test_the_defaults_make_a_standard_game_against_the_club_ai(qtbot: QtBot) -> None:
    choice = new_dialog(qtbot).choice()
    assert choice.game == "en-garde"
    assert choice.options == EN_GARDE.parse_options({})
    # a newcomer's dialog offers what his first match was: he against the Club AI
    assert choice.seats == (Seat("human", None, "You"), Seat("ai", "club", "Club"))
    assert choice.seed is None  # a random deal
    assert choice.to_last_game()["seed"] is None


def test_the_choice_is_built_from_the_filled_fields(qtbot: QtBot) -> None:
    dialog = new_dialog(qtbot)
    pick(combo(dialog, "level"), "Basic")
    pick(combo(dialog, "discards"), "Open (every card of the round shows)")
    spin = dialog.option_widgets["hits"]
    assert isinstance(spin, QSpinBox)
    spin.setValue(3)
    dialog.kind_combos[1].setCurrentIndex(KINDS.index(("ai", "master")))
    dialog.name_edits[0].setText("  Ann  ")
    dialog.seed_check.setChecked(True)
    dialog.seed_spin.setValue(4242)
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        dialog.ok_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    choice = dialog.choice()
    assert choice == NewGameChoice(
        "en-garde",
        {"level": "basic", "parry": "total", "discards": "open", "hits": 3, "first": 0},
        (Seat("human", None, "Ann"), Seat("ai", "master", "Master")),  # the AI took its level's name
        4242,
    )
    assert choice.to_last_game()["seed"] == 4242
    assert type(choice.options["hits"]) is int and type(choice.options["first"]) is int


def test_ticking_fixed_seed_offers_a_seed_and_unticking_gives_a_random_deal(qtbot: QtBot) -> None:
    dialog = new_dialog(qtbot)
    assert not dialog.seed_spin.isEnabled()
    dialog.seed_check.setChecked(True)
    assert dialog.seed_spin.isEnabled()
    assert dialog.choice().seed == dialog.seed_spin.value()
    dialog.seed_check.setChecked(False)
    assert not dialog.seed_spin.isEnabled() and dialog.choice().seed is None


def test_enter_accepts_the_dialog(qtbot: QtBot) -> None:
    dialog = new_dialog(qtbot)
    dialog.name_edits[1].setFocus()
    qtbot.keyClick(dialog.name_edits[1], Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_the_dialog_is_filled_in_from_the_last_game(qtbot: QtBot) -> None:
    dialog = new_dialog(qtbot, LAST_GAME)
    assert combo(dialog, "level").currentText() == "Advanced"
    assert combo(dialog, "parry").currentText() == "Same total (the rulebook)"
    assert dialog.kind_combos[0].currentText() == "Club"
    assert dialog.name_edits[1].text() == "Bea"
    assert dialog.seed_check.isChecked() and dialog.seed_spin.value() == 777
    assert combo(dialog, "first").currentText() == "Bea (you)"  # seats are shown by name
    choice = dialog.choice()
    assert choice.options == LAST_GAME["options"]
    assert choice.seats == (Seat("ai", "club", "Club"), Seat("human", None, "Bea"))
    assert choice.to_last_game() == LAST_GAME


def test_what_the_last_game_holds_wrongly_falls_back_to_the_defaults(qtbot: QtBot) -> None:
    odd = {
        "game": "chess",
        "options": {"level": "legendary", "hits": 99},
        "seats": [{"kind": "ai", "level": "grandmaster", "name": ""}, "x"],
        "seed": -5,
    }
    choice = new_dialog(qtbot, odd).choice()
    assert choice.game == "en-garde"
    assert choice.options == EN_GARDE.parse_options({})
    assert choice.seats == (Seat("human", None, "You"), Seat("ai", "club", "Club"))
    assert choice.seed is None


def test_the_last_game_saved_in_settings_fills_the_next_dialog(qtbot: QtBot) -> None:
    first = new_dialog(qtbot, LAST_GAME).choice()
    save_settings(Settings(last_game=first.to_last_game()))
    settings, message = load_settings()
    assert message is None
    assert new_dialog(qtbot, settings.last_game).choice() == first


def test_an_empty_name_disables_ok_and_says_why(qtbot: QtBot) -> None:
    dialog = new_dialog(qtbot)
    assert dialog.ok_button.isEnabled()
    dialog.name_edits[1].setText("   ")
    assert not dialog.ok_button.isEnabled()
    assert dialog.ok_button.toolTip() == "Fencer 2 needs a name"
    qtbot.keyClick(dialog.name_edits[1], Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    dialog.accept()  # even asked directly, it does not start a game without names
    assert dialog.isVisible()
    dialog.name_edits[1].setText("Bea")
    assert dialog.ok_button.isEnabled() and dialog.ok_button.toolTip() == ""


def test_a_suggested_name_follows_the_kind_but_a_typed_one_stays(qtbot: QtBot) -> None:
    dialog = new_dialog(qtbot)
    dialog.kind_combos[0].setCurrentIndex(KINDS.index(("ai", "novice")))
    assert dialog.name_edits[0].text() == "Novice"
    dialog.kind_combos[0].setCurrentIndex(KINDS.index(("human", None)))
    assert dialog.name_edits[0].text() == "You"
    dialog.name_edits[0].setText("Ann")
    dialog.kind_combos[0].setCurrentIndex(KINDS.index(("ai", "club")))
    assert dialog.name_edits[0].text() == "Ann"


@pytest.mark.parametrize("game", list(all_games()))
def test_the_one_person_playing_the_computer_is_you_and_two_people_are_the_games_players(
        qtbot: QtBot, game: str) -> None:
    dialog = new_dialog(qtbot, {"game": game})
    players = get_game(game).player_names
    assert [e.text() for e in dialog.name_edits] == ["You", "Club"]
    dialog.kind_combos[1].setCurrentIndex(KINDS.index(("human", None)))  # hot-seat: two people
    assert [e.text() for e in dialog.name_edits] == list(players)
    dialog.kind_combos[0].setCurrentIndex(KINDS.index(("ai", "master")))
    assert [e.text() for e in dialog.name_edits] == ["Master", "You"]
    # the table names the seat as the dialog did
    choice = dialog.choice()
    assert [shown_name(s) for s in choice.seats] == ["Master", "You"]


def test_every_field_has_its_own_mnemonic(qtbot: QtBot) -> None:
    dialog = new_dialog(qtbot)
    labels = [label for label in dialog.findChildren(QLabel) if label.buddy() is not None]
    fields = {label.buddy() for label in labels}
    assert fields >= {
        *dialog.option_widgets.values(),
        *dialog.kind_combos,
        *dialog.name_edits,
        dialog.game_combo,
    }
    letters = [label.text()[label.text().index("&") + 1].lower() for label in labels]
    letters.append("x")  # the seed check box: Fi&xed seed
    assert "&" in dialog.seed_check.text()
    assert len(letters) == len(set(letters)), letters


def test_with_mnemonic_skips_letters_already_taken() -> None:
    used = {"l"}
    assert with_mnemonic("Level", used) == "L&evel"
    assert used == {"l", "e"}
    assert with_mnemonic("Eel", used) == "Eel"  # no letter left: no mnemonic rather than a clash
    assert with_mnemonic("First to move", {"f"}) == "F&irst to move"


# --- history ----------------------------------------------------------------------------------------
def record_games(path: Path) -> None:
    options = EN_GARDE.parse_options({})
    human, club, master = Seat("human", None), Seat("ai", "club"), Seat("ai", "master")
    with History(path) as history:
        t = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)
        history.record("en-garde", options, (human, club), 0, [5, 3], ["F3", "A2"], 125.0, played_at=t)
        t = t.replace(hour=21)
        history.record("en-garde", options, (club, human), 0, [5, 1], ["F1"] * 12, 3725.0, played_at=t)
        t = t.replace(hour=22)
        history.record("en-garde", options, (human, master), None, [4, 4], [], 60.0, played_at=t)


def test_the_history_dialog_lists_recent_games_and_rates(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    record_games(path)
    dialog = HistoryDialog(path)
    qtbot.addWidget(dialog)
    table = dialog.games_table
    assert table.rowCount() == 3
    cells = [[cell(table, r, c) for c in range(table.columnCount())] for r in range(3)]
    newest, middle, oldest = cells
    assert newest[1] == "En Garde"
    assert newest[2] == "Human \u2013 Master" and newest[3] == "Draw 4\u20134"
    assert middle[3] == "Club won 5\u20131" and middle[4] == "12" and middle[5] == "1:02:05"
    assert oldest[3] == "Human won 5\u20133" and oldest[4] == "2" and oldest[5] == "2:05"
    assert oldest[0].startswith("2026-03-0")  # local time; the day depends on the time zone
    rates = dialog.levels_table
    assert rates.rowCount() == 2
    assert [cell(rates, r, 1) for r in range(2)] == ["Club", "Master"]
    # games, won, lost, drawn, abandoned, win rate
    assert [cell(rates, 0, c) for c in range(2, 8)] == ["2", "1", "1", "0", "0", "50%"]
    assert [cell(rates, 1, c) for c in range(2, 8)] == ["1", "0", "0", "1", "0", "0%"]
    assert dialog.error_label.isHidden()


def test_the_history_dialog_keeps_records_game_by_game_with_the_players_name(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    record_games(path)
    human, club = Seat("human", None), Seat("ai", "club")
    with History(path) as history:
        history.record("audatia", {}, (club, human), 1, [0, 1], ["x"], 30.0)
        history.record("audatia", {}, (human, club), None, [0, 0], ["x"], 10.0, abandoned=True)
    dialog = HistoryDialog(path, player="Ann")
    qtbot.addWidget(dialog)
    rates = dialog.levels_table
    rows = [[cell(rates, r, c) for c in range(rates.columnCount())] for r in range(rates.rowCount())]
    assert rows == [
        ["Audatia", "Club", "2", "1", "0", "0", "1", "100%"],  # the abandoned game is no loss
        ["En Garde", "Club", "2", "1", "1", "0", "0", "50%"],
        ["En Garde", "Master", "1", "0", "0", "1", "0", "0%"],
    ]
    games = dialog.games_table
    assert cell(games, 0, 3) == "Abandoned at 0\u20130" and cell(games, 0, 2) == "Ann \u2013 Club"
    assert cell(games, 1, 3) == "Ann won 1\u20130"  # the winner's score first, as the end screen said it
    box = dialog.findChild(QGroupBox, "records")
    assert box is not None and box.title().startswith("Ann against the computer")


def test_the_history_dialog_keeps_to_the_limit(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    record_games(path)
    dialog = HistoryDialog(path, limit=2)
    qtbot.addWidget(dialog)
    assert dialog.games_table.rowCount() == 2
    assert dialog.levels_table.rowCount() == 2  # the rates count every game, not only those listed


def test_a_missing_history_shows_empty_tables_and_is_not_created(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    dialog = HistoryDialog(path)
    qtbot.addWidget(dialog)
    assert dialog.games_table.rowCount() == 0 and dialog.levels_table.rowCount() == 0
    assert not dialog.empty_label.isHidden()
    assert not path.exists()


def test_a_damaged_history_is_reported_in_the_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    raw = b"this is not a database at all, just some text"
    path.write_bytes(raw)
    dialog = HistoryDialog(path)
    qtbot.addWidget(dialog)
    assert not dialog.error_label.isHidden()
    assert "history.sqlite3: is not a SQLite database" in dialog.error_label.text()
    assert dialog.games_table.rowCount() == 0
    assert path.read_bytes() == raw


# --- about and rules --------------------------------------------------------------------------------
def test_the_about_dialog_names_salle_its_version_its_licence_and_every_games_designer(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.label.text()
    assert f"Version {version()}" in text
    assert "Salle" in text and "PySide6" in text and "GNU General Public License" in text
    for game, designer in [("En Garde", "Reiner Knizia"), ("Ready...Fence!", "Mario Magni"),
                           ("Audatia", "Fiore dei Liberi"), ("Barditus", "Hannu Uusitalo")]:
        assert f"{game}: " in text and designer in text


def test_the_rules_dialog_has_the_rules_and_the_keys(qtbot: QtBot) -> None:
    dialog = RulesDialog("en-garde")
    qtbot.addWidget(dialog)
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == ["&Rules", "&Keyboard"]
    assert dialog.tabs.currentIndex() == 0
    rules = dialog.rules_view.toPlainText()
    assert "riposte" in rules and "23 spaces" in rules
    assert dialog.keys_table.rowCount() == len(KEYS)
    keys = [cell(dialog.keys_table, r, 0) for r in range(len(KEYS))]
    for key in ("Ctrl+Z", "F1", "Esc", "Space", "P", "H"):
        assert key in keys


def test_the_rules_dialog_can_open_on_the_keyboard(qtbot: QtBot) -> None:
    dialog = RulesDialog("engarde", page="keyboard")  # an alias names the game too
    qtbot.addWidget(dialog)
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "&Keyboard"
    assert "En Garde" in dialog.windowTitle()


def test_a_bad_row_is_left_out_with_a_notice_and_the_rest_is_shown(qtbot: QtBot, tmp_path: Path) -> None:
    from tests.store.test_history import add_raw_row

    path = tmp_path / "history.sqlite3"
    record_games(path)
    add_raw_row(path, seats="not JSON")
    dialog = HistoryDialog(path)
    qtbot.addWidget(dialog)
    assert dialog.error_label.isHidden()
    assert dialog.games_table.rowCount() == 3  # the three good games
    assert not dialog.skipped_label.isHidden()
    assert dialog.skipped_label.text() == ("1 game in the history could not be read and is left out "
                                           "(seats is not a JSON list). The file is left as it is.")


def test_the_history_dialog_says_why_when_the_data_folder_cannot_be_used(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "salle"
    home.write_text("not a folder")
    monkeypatch.setenv("SALLE_HOME", str(home))
    dialog = HistoryDialog()
    qtbot.addWidget(dialog)
    assert not dialog.error_label.isHidden()
    assert f"cannot keep your saves and practice history in {home / 'data'}" in dialog.error_label.text()


def test_the_names_salle_suggests_follow_the_language_the_table_is_shown_in(qtbot: QtBot) -> None:
    """A game begun in German with the suggested names reads in French once French is chosen:
    "Fechter A" is kept as the game's own word for the seat, not as a name someone typed."""
    from gui.i18n import use_language

    use_language("de")
    try:
        dialog = new_dialog(qtbot, {"game": "en-garde"})
        dialog.kind_combos[1].setCurrentIndex(KINDS.index(("human", None)))
        shown = [e.text() for e in dialog.name_edits]
        assert shown != list(get_game("en-garde").player_names)  # the German words were suggested
        seats = dialog.choice().seats
        assert [s.name for s in seats] == list(get_game("en-garde").player_names)
        dialog.kind_combos[1].setCurrentIndex(KINDS.index(("ai", "club")))
        seats = dialog.choice().seats
        assert seats[0].name == "You"
        use_language("fr")
        assert shown_name(seats[0]) == "Vous"
        two = [Seat("human", None, n) for n in get_game("en-garde").player_names]
        assert [shown_name(s) for s in two] == ["Tireur A", "Tireur B"]
        assert shown_name(Seat("human", None, "Fechter Anna")) == "Fechter Anna"  # typed: as typed
    finally:
        use_language("en")
