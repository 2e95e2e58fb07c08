"""Which language Salle speaks, and speaking it: Salle's words, Qt's own, the CLI's, and the
window's when the player picks another in View ▸ Language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

import main
from engine.core import i18n
from engine.core.i18n import translate
from engine.store.settings import Settings, load_settings
from gui.i18n import chosen_language, language_from_environment, spoken, system_language, use_language
from gui.mainwindow import MainWindow


@pytest.mark.parametrize("tag, code", [("de_DE.UTF-8", "de"), ("fr-CA", "fr"), ("it", "it"),
                                       ("es_ES@euro", "es"), ("EN_gb", "en"), ("ja_JP.UTF-8", None),
                                       ("C", None)])
def test_a_locale_names_a_language_salle_speaks_or_none(tag: str, code: str | None) -> None:
    assert spoken(tag) == code


@pytest.mark.parametrize("env, code", [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANGUAGE": "ja:fr:de", "LANG": "de_DE.UTF-8"}, "fr"),  # LANGUAGE lists choices in order
    ({"LC_ALL": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"}, "it"),
    ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"}, "es"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "ja_JP.UTF-8"}, None),
    ({}, None),
])
def test_the_locale_variables_are_read_strongest_first(env: dict[str, str], code: str | None) -> None:
    assert language_from_environment(env) == code


def test_the_setting_wins_else_the_desktops_language_else_english() -> None:
    assert chosen_language("it", ["de-DE"]) == "it"
    assert chosen_language("system", ["de-DE", "de"]) == "de"
    # the first of the player's languages that Salle speaks
    assert chosen_language("system", ["ja-JP", "fr-FR"]) == "fr"
    assert system_language(["ja-JP"]) == "en"  # the tests' LANGUAGE is en


def test_speaking_german_translates_salles_words_qts_and_the_plurals(qapp: QCoreApplication) -> None:
    use_language("de")
    assert i18n.language() == "de"
    assert translate("MainWindow", "&Game") == "&Spiel"
    start = "Start of the game (%n move(s))"
    assert translate("ReplayController", start, None, 1) == "Beginn der Partie (1 Zug)"
    assert translate("ReplayController", start, None, 7) == "Beginn der Partie (7 Züge)"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"  # Qt's own buttons
    use_language("en")
    assert translate("ReplayController", start, None, 1) == "Start of the game (1 move)"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_the_cli_speaks_the_language_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--lang", "fr", "history"]) == 0
    assert capsys.readouterr().out.strip() == "Aucune partie terminée pour l'instant."
    assert main.main(["--lang=it", "history"]) == 0
    assert capsys.readouterr().out.strip() == "Ancora nessuna partita conclusa."


def test_the_cli_follows_the_locale(capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("gui.i18n.system_language", lambda: "es")
    assert main.main(["history"]) == 0
    assert capsys.readouterr().out.strip() == "Todavía no hay partidas terminadas."


def test_a_language_salle_does_not_speak_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main.main(["--lang", "klingon", "history"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: salle") and "--lang" in err
    assert "klingon" in err and "en, es, it, fr, de" in err


def test_the_menu_changes_the_language_at_once_and_the_game_goes_on(qtbot: QtBot) -> None:
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    w.start_default()
    match = w.match
    assert match is not None
    menus = [a.text() for a in w.menuBar().actions()]
    assert menus == ["&Game", "&View", "&Help"]
    choice = next(a for a in w.language_menu.actions() if a.data() == "de")
    assert choice.text() == "Deutsch"  # each language in its own words
    choice.trigger()
    assert [a.text() for a in w.menuBar().actions()] == ["&Spiel", "&Ansicht", "&Hilfe"]
    assert w.panel.actions_box.title() == "&Aktionen (1-9, Eingabe)"
    assert w.dock.windowTitle() == "Gefecht"
    assert w.match is match and match.in_progress() is False  # nobody lost his game
    assert [a.data() for a in w.language_menu.actions() if a.isChecked()] == ["de"]
    assert load_settings()[0].language == "de"  # remembered
    next(a for a in w.language_menu.actions() if a.data() == "system").trigger()
    assert [a.text() for a in w.menuBar().actions()] == ["&Game", "&View", "&Help"]  # the tests' LANGUAGE
    w.close()


def test_a_replay_and_its_log_change_language_with_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    from tests.gui.test_replay import finished_save

    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    assert w.replay_file(finished_save(tmp_path / "done.salle.json"))
    replay = w.replay
    assert replay is not None
    w.set_language("it")
    assert w.replay is replay  # still the replay on the table
    assert replay.bar.close_button.text() == "&Chiudi il replay"
    assert replay.bar.where.text().startswith("Inizio della partita (")
    w.close()


def test_a_lesson_goes_on_in_the_language_chosen_during_it(qtbot: QtBot) -> None:
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    lesson = w.lessons
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    learn = next(a.menu() for a in help_menu.actions() if a.text() == "Learn En Garde")
    learn.aboutToShow.emit()  # as it opens, the menu reads its lessons
    learn.actions()[0].trigger()
    match = w.match
    w.set_language("es")
    assert w.lessons is lesson and w.match is match
    assert "(paso 1 de " in lesson.bar.title.text() and lesson.bar.leave.text() == "Salir"
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "Ay&uda")
    # the Learn menus are there again
    assert any(a.text() == "Aprender En Garde" for a in help_menu.actions())
    w.close()
