"""Notation shared by every game: reading a structured action field by field, and the notation of
games whose actions are a verb and a few words (Audatia, Ready...Fence!).

A structured action comes from anywhere (a save, a referee's line, a lesson): whatever JSON value
it is, it is read into an action or refused with a NotationError that names the field at fault,
never a TypeError from a value of the wrong kind.

A verb-and-words action is a NamedTuple of strings whose first field is `kind`; empty fields are
left out of the text and of the dict form, so "attack bou-mf-1" and {"kind": "attack", "card":
"bou-mf-1"} are the same action. Each game keeps its own parser, which knows its verbs.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Mapping
from typing import Any, NamedTuple, TypeVar

from engine.core.errors import NotationError

V = TypeVar("V", bound=NamedTuple)
SHOWN = 60  # characters of a value a message quotes


def shown(value: Any) -> str:
    """A value as JSON spells it, cut short: a message quotes what was sent, whatever it is (a
    list nested deep, a number of thousands of digits)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        try:
            text = repr(value)
        except (ValueError, RecursionError):
            text = f"a {type(value).__name__}"
    return text if len(text) <= SHOWN else text[:SHOWN - 3] + "..."


def field_name(key: Any) -> str:
    """A field's name as a message begins with it (a key that is no text, as JSON spells it)."""
    return key[:SHOWN] if isinstance(key, str) else shown(key)


def notation_text(text: Any) -> str:
    """`text` if it is text: the notation is read from text only."""
    if not isinstance(text, str):
        raise NotationError(f"an action's notation is text, not {shown(text)}")
    return text


def action_kind(data: Any, kinds: Collection[str], key: str = "kind") -> str:
    """The verb of the structured action `data`: an object whose `key` is one of `kinds`."""
    if not isinstance(data, Mapping):
        raise NotationError(f"an action is an object {{\"kind\": ..., its named fields}}, not {shown(data)}")
    kind = data.get(key)
    if not isinstance(kind, str) or kind not in kinds:
        raise NotationError(f"{key}: must be one of {', '.join(kinds)}, not {shown(kind)}")
    return kind


def only_fields(data: Mapping[Any, Any], kind: str, names: Collection[str],
                also: Collection[str] = ()) -> None:
    """Every field of `data` is "kind", one of `kind`'s `names`, or one of `also` (an old name)."""
    for key in data:
        if key == "kind" or key in also:
            continue
        if not isinstance(key, str) or key not in names:
            takes = ", ".join(names) or "no other field"
            raise NotationError(f"{field_name(key)}: is not a field of {kind} (it takes {takes})")


def one_word(value: Any, field: str) -> str:
    """A field that holds one word of text (no spaces, not empty)."""
    if not isinstance(value, str) or value.split() != [value]:
        raise NotationError(f"{field}: must be one word of text, not {shown(value)}")
    return value


def whole_number(value: Any, field: str, lo: int, hi: int, what: str) -> int:
    """A field that holds a whole number from `lo` to `hi` (true, 2.0 and "2" are not numbers)."""
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise NotationError(f"{field}: must be {what}, a whole number {lo} to {hi}, not {shown(value)}")
    return value


def format_words(a: NamedTuple) -> str:
    return " ".join(p for p in a if p)


def words_to_dict(a: NamedTuple) -> dict[str, Any]:
    return {name: word for name, word in zip(a._fields, a, strict=True) if word}


def words_from_dict(data: Any, fields: tuple[str, ...], parse: Callable[[str], V],
                    arity: Mapping[str, Collection[int]] | None = None,
                    values: Mapping[tuple[str, str], Collection[str]] | None = None) -> V:
    """The action `data` spells, read back through the game's own parser. `fields` are the
    action's fields, "kind" first; `arity` gives each verb the numbers of words it takes after it,
    and `values` the words a verb allows in a field ((verb, field) -> words), so that a refusal
    names the field at fault. Without them the parser alone judges the words."""
    kinds = arity if arity is not None else ()
    if arity is None:
        if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
            raise NotationError("kind: an action is an object with the verb in a text field 'kind'")
        kind = one_word(data["kind"], "kind")
    else:
        kind = action_kind(data, kinds)
    names = fields[1:]
    for key in data:
        if key not in fields:
            they = ", ".join(fields)
            raise NotationError(f"{field_name(key)}: is not a field of an action (they are {they})")
    words = [data.get(name, "") for name in names]
    for name, w in zip(names, words, strict=True):
        if w != "":
            one_word(w, name)
    if arity is not None:
        given = [name for name, w in zip(names, words, strict=True) if w]
        takes = sorted(arity[kind])
        for i, name in enumerate(given):
            if name != names[i]:  # a word without the one before it would be read in its place
                raise NotationError(f"{names[i]}: is missing ({name} comes after it)")
        named = ", ".join(names[:takes[-1]]) or "no other field"
        if len(given) < takes[0]:
            raise NotationError(f"{names[len(given)]}: is missing ({kind} takes {named})")
        if len(given) not in takes:
            field = names[takes[-1]] if len(given) > takes[-1] else names[len(given)]
            raise NotationError(f"{field}: is not a field of {kind} (it takes {named})")
        for name, w in zip(names, words, strict=True):
            allowed = (values or {}).get((kind, name))
            if w and allowed is not None and w not in allowed:
                raise NotationError(f"{name}: must be one of {', '.join(allowed)}, not {shown(w)}")
    return parse(" ".join([kind, *(w for w in words if w)]))


def sentence(words: str) -> str:
    """Words as the start of a sentence: the first letter up, the rest as written (str.capitalize
    would lower a card's name: "Plays straight thrust")."""
    return words[:1].upper() + words[1:]
