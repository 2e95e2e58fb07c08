"""Notation shared by games whose actions are a verb and a few words (Audatia, Ready...Fence!).

Such an action is a NamedTuple of strings whose first field is `kind`; empty fields are left
out of the text and of the dict form, so "attack bou-mf-1" and {"kind": "attack", "card":
"bou-mf-1"} are the same action. Each game keeps its own parser, which knows its verbs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, TypeVar

from engine.core.errors import NotationError

V = TypeVar("V", bound=NamedTuple)


def format_words(a: NamedTuple) -> str:
    return " ".join(p for p in a if p)


def words_to_dict(a: NamedTuple) -> dict[str, Any]:
    return {name: word for name, word in zip(a._fields, a, strict=True) if word}


def words_from_dict(data: Mapping[str, Any], fields: tuple[str, ...], parse: Callable[[str], V]) -> V:
    """The action `data` spells, read back through the game's own parser."""
    if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
        raise NotationError("kind: an action is an object with the verb in a text field 'kind'")
    for key in data:
        if key not in fields:
            raise NotationError(f"{key}: is not a field of an action (they are {', '.join(fields)})")
    words = [data.get(name, "") for name in fields]
    for name, w in zip(fields, words, strict=True):
        if not isinstance(w, str) or len(w.split()) > 1:
            raise NotationError(f"{name}: must be one word of text, not {w!r}")
    return parse(" ".join(w for w in words if w))


def sentence(words: str) -> str:
    """Words as the start of a sentence: the first letter up, the rest as written (str.capitalize
    would lower a card's name: "Plays straight thrust")."""
    return words[:1].upper() + words[1:]
