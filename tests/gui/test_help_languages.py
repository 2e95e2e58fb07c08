"""The rules help in every language: each game's translations exist, are well-formed and keep the
English's headings and moves; the rules dialog shows the language chosen, and the keys' words are
translated in the help catalogues."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.core.assets import assets_dir
from engine.core.i18n import LANGUAGES, SOURCE_LANGUAGE, Translator, set_language
from gui.dialogs.rules import RulesDialog
from gui.games import _UIS
from gui.gameui import help_file, key_rows

TRANSLATIONS = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
GAMES = list(_UIS)  # the games Salle ships (a plugin may bring its help in English only)
NESTED = {"p", "ul", "li", "h2", "h3", "b", "i", "code"}


class Outline(HTMLParser):
    """The headings and `<code>` words of an HTML text; an error for a tag left open or closed
    out of turn."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.headings: list[str] = []
        self.code: list[str] = []
        self.problems: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in NESTED:
            self.problems.append(f"<{tag}> is not a tag the help uses")
        self.open.append(tag)
        if tag in ("h2", "h3"):
            self.headings.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.open[-1:] or 'nothing'}")
        else:
            self.open.pop()

    def handle_data(self, data: str) -> None:
        if self.open and self.open[-1] == "code":
            self.code.append(data)


def outline(html: str) -> Outline:
    parsed = Outline()
    parsed.feed(html)
    parsed.close()
    if parsed.open:
        parsed.problems.append(f"left open: {parsed.open}")
    return parsed


@pytest.fixture
def language() -> Iterator[None]:
    yield
    set_language(SOURCE_LANGUAGE, None)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", TRANSLATIONS)
def test_every_game_has_its_help_in_every_language(game: str, code: str) -> None:
    path = help_file(game, code)
    assert path.is_file(), f"{game} has no rules help in {LANGUAGES[code]}: {path.name}"
    english, translated = outline(_UIS[game].rules_html), outline(path.read_text(encoding="utf-8"))
    assert not english.problems
    assert not translated.problems, f"{path.name}: {translated.problems}"
    assert translated.headings == english.headings, f"{path.name}: not the English's headings"
    # the moves as written are the game's notation, the same in every language
    assert translated.code == english.code, f"{path.name}: not the English's <code> words"


def test_no_help_file_is_left_over() -> None:
    expected = {help_file(game, code).name for game in GAMES for code in TRANSLATIONS}
    assert {p.name for p in (assets_dir() / "help").glob("*")} == expected


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_the_rules_dialog_shows_the_help_of_the_language_chosen(
        qtbot: QtBot, language: None, code: str) -> None:
    english = RulesDialog("en-garde")
    qtbot.addWidget(english)
    set_language(code, None)  # no Qt translator installed: the help follows the language alone
    dialog = RulesDialog("en-garde")
    qtbot.addWidget(dialog)
    shown = dialog.rules_view.toPlainText()
    assert shown != english.rules_view.toPlainText()
    first = re.search(r"<h2>(.*?)</h2>", help_file("en-garde", code).read_text(encoding="utf-8"))
    assert first and shown.startswith(first.group(1))


def test_a_plugin_without_translations_shows_its_english(language: None) -> None:
    set_language("de", None)
    ui = _UIS["en-garde"]
    assert ui.rules_in("en") == ui.rules_html
    assert ui.rules_in() == help_file("en-garde", "de").read_text(encoding="utf-8")
    from tests.plugin_game.gui_pkg import UI as plugin

    assert plugin.rules_in() == plugin.rules_html


# --- the keys' words: the help catalogues ------------------------------------------------------------
def catalogue(code: str) -> Path:
    return assets_dir() / "i18n" / f"salle_help_{code}.ts"


def messages(code: str) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(catalogue(code)).getroot()
    return {(ctx.findtext("name", ""), m.findtext("source", "")): m
            for ctx in root.iter("context") for m in ctx.iter("message")}


def ts_translator(code: str) -> Translator:
    """The catalogue as the hook `set_language` takes (what Qt's translator does with the .qm)."""
    found = {key: m.findtext("translation", "") for key, m in messages(code).items()}

    def tr(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return found.get((context, text)) or text

    return tr


PLACEHOLDER = re.compile(r"%n|%\d|\{[a-z_]*\}")


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_the_help_catalogue_is_complete(code: str) -> None:
    found = messages(code)
    rows = [row for ui in _UIS.values() for row in ui.keys]
    wanted = {("Keys", word) for row in rows for word in row if re.search(r"[A-Za-z]{2}", word)}
    assert wanted <= set(found), f"{catalogue(code).name} lacks {sorted(wanted - set(found))[:3]}"
    for (context, source), m in found.items():
        translation = m.find("translation")
        assert translation is not None, f"{catalogue(code).name}: {context} {source!r} has no translation"
        state = translation.get("type")  # unfinished, vanished or obsolete
        assert state is None, f"{catalogue(code).name}: {context} {source!r} is {state}"
        assert (translation.text or "").strip(), f"{catalogue(code).name}: {source!r} has no translation"
        assert sorted(PLACEHOLDER.findall(translation.text or "")) == sorted(PLACEHOLDER.findall(source)), \
            f"{catalogue(code).name}: {source!r} changes its placeholders"


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_the_keys_page_speaks_the_language_chosen(language: None, code: str) -> None:
    rows = list(_UIS["audatia"].keys)
    set_language(code, ts_translator(code))
    shown = key_rows(rows)
    assert [k for k, _ in shown if not re.search(r"[A-Za-z]{2}", k)] == \
        [k for k, _ in rows if not re.search(r"[A-Za-z]{2}", k)]  # the keys' own letters stay
    assert all(t != e for (_, t), (_, e) in zip(shown, rows, strict=True)), "a description left in English"


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_a_long_key_description_wraps_rather_than_clips(qtbot: QtBot, language: None, code: str) -> None:
    set_language(code, ts_translator(code))
    for game in GAMES:
        dialog = RulesDialog(game, page="keyboard")
        qtbot.addWidget(dialog)
        dialog.resize(480, 560)  # narrow: some descriptions need two lines
        dialog.show()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()  # the rows take their heights once the columns have theirs
        table = dialog.keys_table
        hints = [table.sizeHintForRow(row) for row in range(table.rowCount())]
        heights = [table.rowHeight(row) for row in range(table.rowCount())]
        assert max(hints) > min(hints), "no description wraps at this width: the test proves nothing"
        for row, (hint, height) in enumerate(zip(hints, heights, strict=True)):
            assert height >= hint, f"{game} row {row} clips: {table.item(row, 1).text()!r}"
            if hint > min(hints):  # a wrapped row is taller than a one-line one
                assert height > heights[hints.index(min(hints))], f"{game} row {row} is not taller"
