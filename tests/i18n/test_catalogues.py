"""The translation catalogues: complete, true to their placeholders, and in step with the sources."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.core.i18n import LANGUAGES, SOURCE_LANGUAGE
from gui.i18n_build import CATALOGUES, FOLDER, Message, read_ts, scan, sources, ts_path, update

CATALOGUE_FILES = [ts_path(c, code) for c in CATALOGUES for code in LANGUAGES]
# {name} placeholders filled by str.format, Qt's %1 ... %9 and the plural count %n
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%[1-9n]")


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


@pytest.mark.parametrize("path", CATALOGUE_FILES, ids=lambda p: p.name)
def test_every_message_is_translated_and_none_is_obsolete(path: Path) -> None:
    assert path.is_file(), f"{path.name} is missing: run make translations-update"
    messages = read_ts(path)
    text = path.read_text("utf-8")
    assert 'type="obsolete"' not in text and 'type="vanished"' not in text
    unfinished = [m.source for m in messages if not m.finished or not all(m.translation)]
    assert unfinished == [], f"{path.name}: translate these (Qt Linguist or the .ts itself)"
    if path.name.endswith(f"_{SOURCE_LANGUAGE}.ts"):  # English is the source: only plurals need forms
        assert all(m.numerus for m in messages)


@pytest.mark.parametrize("path", CATALOGUE_FILES, ids=lambda p: p.name)
def test_translations_keep_the_placeholders_of_their_source(path: Path) -> None:
    wrong = []
    for m in read_ts(path):
        wanted = placeholders(m.source)
        forms = m.translation if m.numerus else m.translation[:1]
        for i, form in enumerate(forms):
            found = placeholders(form)
            # a singular form may say "one" in words instead of %n ("Install it with:")
            if m.numerus and i < len(forms) - 1 and "%n" not in found:
                found = sorted([*found, "%n"])
            if found != wanted:
                wrong.append(f"{m.context}: {m.source!r} -> {form!r}")
    assert wrong == []


def test_each_language_has_both_catalogues() -> None:
    for code in LANGUAGES:
        for catalogue in CATALOGUES:
            assert ts_path(catalogue, code).is_file()
    assert sorted(p.name for p in FOLDER.glob("*.ts")) == sorted(p.name for p in CATALOGUE_FILES)


def test_the_committed_catalogues_follow_the_sources(tmp_path: Path) -> None:
    """What `make translations-update` would write is what is committed: no message of the
    sources is missing from a .ts, and none is left there that the sources no longer have."""
    update(folder=tmp_path, old_folder=FOLDER)
    stale = [p.name for p in CATALOGUE_FILES
             if (tmp_path / p.name).read_text("utf-8") != p.read_text("utf-8")]
    assert stale == [], "run make translations-update, then translate what is new"


def test_the_sources_are_split_between_the_two_catalogues() -> None:
    app, table = set(sources("app")), set(sources("table"))
    assert not app & table
    assert {Path("main.py"), Path("gui/mainwindow.py"), Path("engine/store/settings.py")} <= app
    assert Path("gui/table/base.py") in table and Path("gui/gameui.py") in table
    assert any(p.parts[:2] == ("engine", "games") for p in table)
    assert Path("gui/resources_rc.py") not in app  # generated


def test_the_scanner_finds_what_lupdate_misses_and_refuses_filled_texts(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text(
        "from engine.core.i18n import QT_TRANSLATE_NOOP, translate\n"
        "WORDS = {'a': QT_TRANSLATE_NOOP('Table', 'first word')}\n"
        "def f(count, name):\n"
        "    translate('Ctx', '%n touch(es)', n=count)\n"
        "    translate('Ctx', 'plain {name}').format(name=name)\n"
        "    translate('Ctx', WORDS['a'])\n"
        "class Box:\n"
        "    def g(self, n):\n"
        "        return self.tr('%n card(s)', None, n)\n", "utf-8")
    found, problems = scan([Path("m.py")], tmp_path)
    assert problems == []
    assert {(m.context, m.source, m.numerus) for m in found} == {
        ("Table", "first word", False), ("Ctx", "%n touch(es)", True), ("Ctx", "plain {name}", False),
        ("Box", "%n card(s)", True)}
    (tmp_path / "bad.py").write_text(
        "def f(name):\n    return translate('Ctx', f'{name} wins')\n"
        "def g(name):\n    return translate('Ctx', '{} wins'.format(name))\n", "utf-8")
    _, problems = scan([Path("bad.py")], tmp_path)
    assert [p.split(":")[1] for p in problems] == ["2", "4"]


def test_a_plural_keeps_its_forms_through_an_update(tmp_path: Path) -> None:
    """lupdate alone would fold a translate() plural into one form and lose the others."""
    root = tmp_path / "tree"
    (root / "gui").mkdir(parents=True)
    (root / "engine").mkdir()
    (root / "main.py").write_text("from engine.core.i18n import translate\n"
                                  "print(translate('Cli', '%n move(s)', None, 3))\n", "utf-8")
    old = tmp_path / "old"
    from gui.i18n_build import write_ts

    for c in CATALOGUES:
        for code in LANGUAGES:
            write_ts(ts_path(c, code, old), code, [])
    write_ts(ts_path("app", "de", old), "de",
             [Message("Cli", "%n move(s)", numerus=True, translation=["%n Zug", "%n Züge"], finished=True)])
    update(folder=tmp_path / "new", root=root, old_folder=old)
    [message] = read_ts(ts_path("app", "de", tmp_path / "new"))
    assert message.numerus and message.finished and message.translation == ["%n Zug", "%n Züge"]


def test_release_compiles_a_catalogue_as_the_tests_do(tmp_path: Path, compiled_catalogues: Path) -> None:
    """The tests read catalogues compiled all at once (tests/conftest.py); the program reads what
    release() compiled, one file at a time: the same bytes."""
    from gui.i18n_build import release

    source = tmp_path / "source"
    source.mkdir()
    ts = ts_path(CATALOGUES[0], "de")
    (source / ts.name).write_bytes(ts.read_bytes())
    made = release(folder=source, out=tmp_path)
    assert made == [tmp_path / ts.with_suffix(".qm").name]
    assert made[0].read_bytes() == (compiled_catalogues / made[0].name).read_bytes()
    assert sorted(p.name for p in compiled_catalogues.glob("*.qm")) == \
        sorted(p.with_suffix(".qm").name for p in FOLDER.glob("salle_*_*.ts"))
