"""Salle in the player's language: which one, and Qt's translators for it (the window and the CLI).

The language is the player's choice in the settings (View ▸ Language), else the desktop's when
Salle speaks it, else English. Its catalogues are `assets/i18n/salle_*_<code>.qm` (built from the
`.ts` sources by `make translations`) and Qt's own `qtbase_<code>.qm` for the words of Qt's
dialogs. The engine's `translate` hook reads the same translators directly, so the command line
needs no QCoreApplication (Qt installs translators only into a running application).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from engine.core import i18n
from engine.core.assets import assets_dir
from engine.core.i18n import LANGUAGES, SOURCE_LANGUAGE

SYSTEM = "system"
# the variables a POSIX system names its language in, strongest first (as gettext reads them)
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_installed: list[QTranslator] = []  # kept alive: Qt does not own the translators it is given


def catalogue_dir() -> Path:
    """Where Salle's compiled catalogues are (beside their .ts sources)."""
    return assets_dir() / "i18n"


def spoken(tag: str) -> str | None:
    """The code of a language Salle speaks from a locale name or tag ("de_DE.UTF-8", "fr-CA",
    "it"), or None."""
    code = tag.replace("-", "_").split("_")[0].split(".")[0].split("@")[0].lower()
    return code if code in LANGUAGES else None


def language_from_environment(env: Mapping[str, str] | None = None) -> str | None:
    """The language the POSIX locale variables ask for, when Salle speaks it. LANGUAGE is a list
    of choices in order; the first variable that is set decides (C and POSIX mean English)."""
    env = os.environ if env is None else env
    for name in LOCALE_VARIABLES:
        value = env.get(name, "")
        if not value:
            continue
        if value in ("C", "POSIX") or value.startswith("C."):
            return SOURCE_LANGUAGE
        for choice in value.split(":") if name == "LANGUAGE" else [value]:
            code = spoken(choice)
            if code is not None:
                return code
        if name != "LANGUAGE":
            return None  # the locale names a language Salle does not speak
    return None


def system_language(ui_languages: Sequence[str] | None = None) -> str:
    """The desktop's language when Salle speaks it (the first of the player's languages that it
    does), else English."""
    if ui_languages is None:
        ui_languages = QLocale.system().uiLanguages()
    for tag in ui_languages:
        code = spoken(tag)
        if code is not None:
            return code
    return language_from_environment() or SOURCE_LANGUAGE


def chosen_language(setting: str, ui_languages: Sequence[str] | None = None) -> str:
    """The language to speak for the settings' `language` ("system" or a code)."""
    return setting if setting in LANGUAGES else system_language(ui_languages)


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own catalogues may be: Qt's configured folder, and PySide6's (a frozen bundle
    keeps them there, under whichever folder it unpacked to)."""
    import PySide6

    return [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
            Path(PySide6.__file__).parent / "Qt" / "translations"]


def load_translators(code: str) -> list[QTranslator]:
    """Salle's catalogues for `code` and Qt's own (none missing is an error: a source run without
    `make translations` speaks English)."""
    found: list[QTranslator] = []
    files = sorted(catalogue_dir().glob(f"salle_*_{code}.qm"))
    if code != SOURCE_LANGUAGE:
        qt = [d / f"qtbase_{code}.qm" for d in qt_translations_dirs()]
        files += [p for p in qt if p.is_file()][:1]
    for path in files:
        t = QTranslator()
        if t.load(str(path)):
            found.append(t)
    return found


def use_language(code: str) -> None:
    """Speak `code` from now on: the engine's hook, and the running application's translators
    (if there is one) so every `tr()` and Qt's own dialogs follow."""
    translators = load_translators(code)
    app = QCoreApplication.instance()
    if app is not None:
        for t in _installed:
            QCoreApplication.removeTranslator(t)
        for t in translators:
            QCoreApplication.installTranslator(t)
    _installed[:] = translators

    i18n.set_language(code, _hook(translators))
    QLocale.setDefault(QLocale(code))  # numbers and dates in the same language's manner


def _hook(translators: list[QTranslator]) -> i18n.Translator | None:
    """The engine's `translate` reading `translators` (None: none, the English source text)."""
    if not translators:
        return None

    def hook(context: str, text: str, disambiguation: str | None, n: int) -> str:
        for t in translators:
            found = t.translate(context, text, disambiguation, n)
            if found:
                text = found
                break
        return text.replace("%n", str(n)) if n >= 0 else text

    return hook


@contextmanager
def words_in(code: str | None) -> Iterator[None]:
    """`translate` speaks `code` inside the block (None: the language shown now), the window's
    own `tr()` unchanged: what a proof prints in the language chosen for it."""
    if code is None or code == i18n.language():
        yield
        return
    with i18n.speaking(code, _hook(load_translators(code))):
        yield
