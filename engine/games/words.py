"""The games' words in the player's language: engine.core.i18n's `translate`, and English plurals
that read right where no catalogue gave the message.

A plural message is written once, in English, with Qt's `%n` and its plural endings in brackets:
"%n card(s)", "%n loss(es)", "%n die(s)". A catalogue (English's too) gives each language its
forms; where none has the message (a tool or a test that loads no catalogue, a message newer
than its translation) the brackets are resolved here the English way, so a player never reads
"1 card(s)". The function keeps the name `translate`, the one `pyside6-lupdate` looks for.

A sentence that names a seat has a twin for the player at the screen, whose seat is named "You":
`by_name` chooses, so each language conjugates its own verb ("You win", "Ann wins").
"""

from __future__ import annotations

from typing import Any

from engine.core import i18n

# English plural endings: (as written, one, many)
_ENDINGS = (("die(s)", "die", "dice"), ("(es)", "", "es"), ("(s)", "", "s"))


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    said = i18n.translate(context, text, disambiguation, n)
    if n < 0 or said != text.replace("%n", str(n)):
        return said
    for written, one, many in _ENDINGS:
        said = said.replace(written, one if n == 1 else many)
    return said


def is_you(name: str) -> bool:
    """Whether `name` is the player at the screen: the seat's name "You", in English (as a save
    written before the translations keeps it) or in the language shown."""
    return name in ("You", translate("TableStory", "You"))


def by_name(name: str, you: str, other: str, **fields: Any) -> str:
    """`you` (already translated) for the player at the screen, else `other` with its {name},
    either filled with `fields`: each language conjugates the verb for "you" in its own way, so
    each sentence is whole."""
    return (you if is_you(name) else other).format(name=name, **fields)
