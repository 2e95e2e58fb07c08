"""Words in the player's language, the Qt way, without Qt in the engine.

Every sentence a person reads goes through `translate(context, text)` (or a QObject's
`self.tr(text)` in the GUI). `pyside6-lupdate` finds both calls in the sources and writes the
`.ts` files; `make translations` compiles them to `.qm`. The engine imports no Qt, so it only
calls the hook here: the GUI and the command line install Qt's own translator as that hook
(`set_translator`), and without one the English source text is returned unchanged.

Placeholders are Python's named fields, filled after translating so a translator may move them:
`translate("EnGarde", "{fencer} wins the round").format(fencer=name)`. Plurals use Qt's `%n`
with `n=`: `translate("EnGarde", "%n hit(s)", n=hits)`. Tables of constant words are marked
with `QT_TRANSLATE_NOOP(context, text)` where they are defined and translated where they are
shown, with the same context.

Card names and texts are data, not messages: each card file carries them per language
(see `engine/core/cards.py`), and `language()` says which one to show.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

# the languages Salle speaks, by ISO 639-1 code, each named in its own words (as a menu shows it)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "es": "Español",
    "it": "Italiano",
    "fr": "Français",
    "de": "Deutsch",
}
SOURCE_LANGUAGE = "en"

Translator = Callable[[str, str, str | None, int], str]

_translator: Translator | None = None
_language = SOURCE_LANGUAGE


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the current language (English when no translator is installed or it has no
    translation); `%n` becomes `n` as Qt does."""
    if _translator is not None:
        return _translator(context, text, disambiguation, n)
    return text.replace("%n", str(n)) if n >= 0 else text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Marks `text` for the translators where a table defines it; returns it unchanged."""
    return text


def language() -> str:
    """The code of the language words are shown in ("en" until one is chosen)."""
    return _language


def set_language(code: str, translator: Translator | None) -> None:
    """Show words in `code` through `translator` (None: the English source text)."""
    global _translator, _language
    if code not in LANGUAGES:
        raise ValueError(f"Salle does not speak {code!r}; it speaks {', '.join(LANGUAGES)}")
    _language = code
    _translator = translator


@contextmanager
def speaking(code: str, translator: Translator | None) -> Iterator[None]:
    """Words in `code` through `translator` for a `with` block only, then the language shown
    before: a page printed in another language than the window's."""
    global _translator, _language
    saved = _language, _translator
    set_language(code, translator)
    try:
        yield
    finally:
        _language, _translator = saved
