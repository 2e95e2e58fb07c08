"""Barditus's actions and their notation: a verb, then the cards, places or die it names.

Every action is one small decision. Places are named in the acting player's own formation:
columns 1-4 run the same way for both armies (column 1 faces column 1), F is the front line and
R the rear line, so "F2" is the front card of column 2 and "F2.3" its third slot (slots count row
by row from the front edge). "P2.3" is a pursuer from F2 standing on the enemy's front card 3.

    take CARD / done            army building: add a card to your list / the list is complete
    die N                       a die rolled (the referee and saves record every die)
    deploy CARD F2|R2           deployment: put a card of your list in the formation
    lead / hold                 before the command roll: the general leads at the front, or not
    general N F2                the die N becomes the command die, laid on F2; the other is morale
    battle F2 [F3]              order F2 to attack the enemy card opposite, or F3 on the flank
    rally F2 / reserve F2       order F2 to rally, or to bring up its reserve
    end                         no more orders this turn
    retreat F2.1 F2.6           a hit taken: the piece on F2.1 falls back to the empty F2.6 (or R2.x)
    destroy F2.3 / destroy P2.3 a hit taken: that piece (a pursuer first, if any) is a casualty
    pursue F2.2                 a six: the piece on F2.2 follows onto the beaten card
    lose P2.3                   an enemy pursues out of the card your pursuer P2.3 stands on
    return F2.6 F2.1            a rally die succeeded: the piece goes back to the filled F2.1
    bring R2.1 F2.4             reserve: a piece of R2 moves up to the filled F2.4
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from engine.core.errors import NotationError
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.verbs import action_kind, notation_text, one_word, only_fields, shown, whole_number
from engine.games.words import translate

SLOTS = 12  # places per card position (cards.SLOTS)
COLUMN_DIGITS = ("1", "2", "3", "4")  # whole words: "12" is no column
SLOT_DIGITS = tuple(str(i) for i in range(1, SLOTS + 1))  # a slot's number as written: "F2.03" is none
PURSUER = 100  # refs from here name pursuers: PURSUER + home column * 4 + column it stands on


class Action(NamedTuple):
    kind: str
    a: int = -1
    b: int = -1
    name: str = ""


# verb -> the kinds of word it takes: c card name, v die value, p position, s slot, r slot or
# pursuer, u pursuer; a trailing "?" word may be left out
SHAPES: dict[str, str] = {
    "take": "c", "done": "", "die": "v", "deploy": "cp", "lead": "", "hold": "", "general": "vp",
    "battle": "pp?", "rally": "p", "reserve": "p", "end": "", "retreat": "ss", "destroy": "r",
    "pursue": "s", "lose": "u", "return": "rs", "bring": "ss",
}
# verb -> the names of its words in the structured form, in the notation's order
FIELDS: dict[str, tuple[str, ...]] = {
    "take": ("card",), "done": (), "die": ("value",), "deploy": ("card", "place"), "lead": (), "hold": (),
    "general": ("die", "place"), "battle": ("place", "target"), "rally": ("place",), "reserve": ("place",),
    "end": (), "retreat": ("piece", "to"), "destroy": ("piece",), "pursue": ("piece",), "lose": ("piece",),
    "return": ("piece", "to"), "bring": ("piece", "to"),
}
NUMBERS = ("value", "die")  # fields that hold a die, as a number
# the actions that name nothing, in words (the others are worded in describe_in)
WORDS = {
    "done": QT_TRANSLATE_NOOP("BarditusActions", "finish the list"),
    "lead": QT_TRANSLATE_NOOP("BarditusActions", "lead at the front"),
    "hold": QT_TRANSLATE_NOOP("BarditusActions", "keep the general back"),
    "end": QT_TRANSLATE_NOOP("BarditusActions", "end the orders"),
}
DONE, LEAD, HOLD, END = Action("done"), Action("lead"), Action("hold"), Action("end")


def pos_text(p: int) -> str:
    return f"{'FR'[p // 4]}{p % 4 + 1}"


def ref_text(r: int) -> str:
    if r >= PURSUER:
        home, on = divmod(r - PURSUER, 4)
        return f"P{home + 1}.{on + 1}"
    p, i = divmod(r, SLOTS)
    return f"{pos_text(p)}.{i + 1}"


def pursuer(home: int, on: int) -> int:
    return PURSUER + home * 4 + on


def format_action(a: Action) -> str:
    shape = SHAPES[a.kind].replace("?", "")
    words = [a.kind]
    nums = [a.a, a.b]
    for ch in shape:
        if ch == "c":
            words.append(a.name)
            continue
        n = nums.pop(0)
        if n < 0:
            break
        words.append(str(n) if ch == "v" else pos_text(n) if ch == "p" else ref_text(n))
    return " ".join(words)


def _pos(word: str) -> int:
    if len(word) == 2 and word[0] in ("F", "R") and word[1] in COLUMN_DIGITS:
        return "FR".index(word[0]) * 4 + int(word[1]) - 1
    raise ValueError(f"{word!r} is not a place: F1-F4 or R1-R4")


def _ref(word: str, pursuers: bool, slots: bool = True) -> int:
    head, dot, tail = word.partition(".")
    if dot and tail in SLOT_DIGITS:
        is_pursuer = head[:1] == "P" and len(head) == 2 and head[1] in COLUMN_DIGITS
        if is_pursuer and pursuers and tail in COLUMN_DIGITS:
            return pursuer(int(head[1]) - 1, int(tail) - 1)
        if head[:1] in ("F", "R") and slots:
            return _pos(head) * SLOTS + int(tail) - 1
    kinds = " or ".join(k for k, ok in (("a slot like F2.3", slots), ("a pursuer like P2.3", pursuers)) if ok)
    raise ValueError(f"{word!r} is not {kinds}")


def parse_action(text: str) -> Action:
    parts = notation_text(text).split()
    if not parts or parts[0] not in SHAPES:
        raise NotationError(f"{text!r}: an action starts with one of {', '.join(SHAPES)}")
    kind, args = parts[0], parts[1:]
    shape = SHAPES[kind]
    need = shape.replace("?", "")
    least = len(need) - shape.count("?")
    if not least <= len(args) <= len(need):
        n = f"{least}" if least == len(need) else f"{least} or {len(need)}"
        raise NotationError(f"{text!r}: {kind} takes {n} word(s) after it")
    nums: list[int] = []
    name = ""
    try:
        for ch, w in zip(need, args, strict=False):
            if ch == "c":
                name = w
            else:
                nums.append(_number(ch, w))
    except ValueError as e:
        raise NotationError(f"{text!r}: {e}") from None
    first, second = [*nums, -1, -1][:2]
    return Action(kind, first, second, name)


def _number(ch: str, w: str) -> int:
    """The number a word of shape `ch` (v die, p position, s slot, r slot or pursuer, u pursuer)
    stands for; ValueError says what the word should have been."""
    if ch == "v":
        if w not in ("1", "2", "3", "4", "5", "6"):
            raise ValueError(f"{w!r} is not a die: 1 to 6")
        return int(w)
    if ch == "p":
        return _pos(w)
    return _ref(w, pursuers=ch in "ru", slots=ch in "rs")


def action_to_dict(a: Action) -> dict[str, Any]:
    """{"kind": verb, then each word of the notation under its name}: a die is a number, a card its
    id, places and pieces as the notation writes them ("F2", "F2.3", "P2.3")."""
    words = format_action(a).split()[1:]
    out: dict[str, Any] = {"kind": a.kind}
    for name, word in zip(FIELDS[a.kind], words, strict=False):
        out[name] = int(word) if name in NUMBERS else word
    return out


def action_from_dict(data: Mapping[str, Any]) -> Action:
    """The action a structured form names, read back through the notation; {"text": ...} (the
    form before every game said "kind") is still read."""
    if isinstance(data, Mapping) and "kind" not in data and len(data) == 1 and "text" in data:
        if not isinstance(data["text"], str):
            raise NotationError(f"text: must be the action's notation as text, not {shown(data['text'])}")
        return parse_action(data["text"])
    kind = action_kind(data, FIELDS)
    names = FIELDS[kind]
    only_fields(data, kind, names)
    optional = SHAPES[kind].count("?")
    words = [kind]
    for i, name in enumerate(names):
        if name not in data:
            if i >= len(names) - optional:
                break
            raise NotationError(f"{name}: is missing ({kind} takes {', '.join(names)})")
        value = data[name]
        if name in NUMBERS:
            value = whole_number(value, name, 1, 6, "a die")
        else:
            one_word(value, name)
            if SHAPES[kind][i] != "c":
                try:
                    _number(SHAPES[kind][i], value)
                except ValueError as e:
                    raise NotationError(f"{name}: {e}") from None
        words.append(str(value))
    return parse_action(" ".join(words))


# --- the action in words ------------------------------------------------------------------------
# A player reads places as what stands there: "the Hastati in column 2", "the second rank of the
# Hastati", never F2 or F2.3. The words need a Places: the table's own (the cards on the table, a
# card's ranks) where a position is known, plain places where it is not (the notation help).
# a card's ranks and places as nouns, with "the" and with "its" (the card just named)
RANKS = (
    QT_TRANSLATE_NOOP("BarditusActions", "the front rank"),
    QT_TRANSLATE_NOOP("BarditusActions", "the second rank"),
    QT_TRANSLATE_NOOP("BarditusActions", "the third rank"),
)
RANKS_ITS = (
    QT_TRANSLATE_NOOP("BarditusActions", "its front rank"),
    QT_TRANSLATE_NOOP("BarditusActions", "its second rank"),
    QT_TRANSLATE_NOOP("BarditusActions", "its third rank"),
)
# a place in a rank; {rank} is the rank with its article ("the front rank")
ORDINALS = (
    QT_TRANSLATE_NOOP("BarditusActions", "the first place in {rank}"),
    QT_TRANSLATE_NOOP("BarditusActions", "the second place in {rank}"),
    QT_TRANSLATE_NOOP("BarditusActions", "the third place in {rank}"),
    QT_TRANSLATE_NOOP("BarditusActions", "the fourth place in {rank}"),
)
ORDINALS_ITS = (
    QT_TRANSLATE_NOOP("BarditusActions", "its first place in {rank}"),
    QT_TRANSLATE_NOOP("BarditusActions", "its second place in {rank}"),
    QT_TRANSLATE_NOOP("BarditusActions", "its third place in {rank}"),
    QT_TRANSLATE_NOOP("BarditusActions", "its fourth place in {rank}"),
)
PLACES = (
    QT_TRANSLATE_NOOP("BarditusActions", "the first place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the second place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the third place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the fourth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the fifth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the sixth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the seventh place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the eighth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the ninth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the tenth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the eleventh place"),
    QT_TRANSLATE_NOOP("BarditusActions", "the twelfth place"),
)
PLACES_ITS = (
    QT_TRANSLATE_NOOP("BarditusActions", "its first place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its second place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its third place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its fourth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its fifth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its sixth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its seventh place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its eighth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its ninth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its tenth place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its eleventh place"),
    QT_TRANSLATE_NOOP("BarditusActions", "its twelfth place"),
)


def rank_words(row: int, its: bool = False) -> str:
    """A card's row as a noun: "the front rank" ("its front rank")."""
    table = RANKS_ITS if its else RANKS
    if row < len(table):
        return translate("BarditusActions", table[row])
    if its:
        return translate("BarditusActions", "its rank {number}").format(number=row + 1)
    return translate("BarditusActions", "rank {number}").format(number=row + 1)


def place_words(i: int, rank: int | None = None, its: bool = False) -> str:
    """The `i`-th place of a card ("the third place"), or of its `rank` row ("the first place in
    the front rank"); "its …" for the card just named."""
    if rank is not None:
        table = ORDINALS_ITS if its else ORDINALS
        if i < len(table):
            return translate("BarditusActions", table[i]).format(rank=rank_words(rank))
    places = PLACES_ITS if its else PLACES
    if i < len(places):
        return translate("BarditusActions", places[i])
    if its:
        return translate("BarditusActions", "its place {number}").format(number=i + 1)
    return translate("BarditusActions", "place {number}").format(number=i + 1)


class Places:
    """How one player's places read without a position: the line and the column."""

    def card(self, pos: int) -> str:
        """A card position of the acting player's formation, as a noun: "the front card of column 2"."""
        if pos < 4:
            return translate("BarditusActions",
                             "the front card of column {column}").format(column=pos % 4 + 1)
        return translate("BarditusActions", "the rear card of column {column}").format(column=pos % 4 + 1)

    def enemy(self, col: int) -> str:
        """The enemy's front card in column `col`."""
        return translate("BarditusActions",
                         "the enemy's front card in column {column}").format(column=col + 1)

    def rank(self, pos: int, slot: int, its: bool = False) -> str:
        """Where `slot` lies on the card at `pos`, as a noun (the card's ranks need the card);
        `its`: of the card just named."""
        return place_words(slot, its=its)

    def card_name(self, cid: str) -> str:
        return cid

    def slot(self, ref: int, same_card_as: int = -1) -> str:
        """A slot or a pursuer as a noun; a slot on the card `same_card_as` names no card again."""
        if ref >= PURSUER:
            home, on = divmod(ref - PURSUER, 4)
            return translate("BarditusActions", "the pursuer of {card} on {enemy}").format(
                card=self.card(home), enemy=self.enemy(on))
        pos, i = divmod(ref, SLOTS)
        if 0 <= same_card_as < PURSUER and same_card_as // SLOTS == pos:
            return self.rank(pos, i, its=True)
        return translate("BarditusActions", "{place} of {card}").format(place=self.rank(pos, i),
                                                                        card=self.card(pos))


def _short_place(ref: int) -> str:
    """A slot or a pursuer in the fewest words that tell it from the other choices of the same
    decision: those all lie in one column (the card hit, rallied or reinforced, and the card
    behind it), so a slot is its number on its card and a pursuer the column it stands on."""
    if ref >= PURSUER:
        return translate("BarditusActions", "the pursuer on column {column}").format(
            column=(ref - PURSUER) % 4 + 1)
    pos, i = divmod(ref, SLOTS)
    if pos >= 4:
        return translate("BarditusActions", "place {number} behind").format(number=i + 1)
    return translate("BarditusActions", "place {number}").format(number=i + 1)


def describe_in(a: Action, places: Places) -> str:
    """The action as one short line, the cards read by `places`: "fall back from place 1 to
    place 6" (explain_in says it in full: which card, which rank)."""
    k, card = a.kind, places.card
    if k == "take":
        return translate("BarditusActions", "take {card}").format(card=places.card_name(a.name))
    if k == "deploy":
        lays = (translate("BarditusActions", "lay {card} in front, column {column}") if a.a < 4
                else translate("BarditusActions", "lay {card} behind, column {column}"))
        return lays.format(card=places.card_name(a.name), column=a.a % 4 + 1)
    if k == "die":
        return translate("BarditusActions", "roll {die}").format(die=a.a)
    if k == "general":
        return translate("BarditusActions", "command with the {die} on {card}").format(die=a.a,
                                                                                      card=card(a.b))
    if k == "battle":
        if a.b < 0:
            return translate("BarditusActions", "attack ahead with {card}").format(card=card(a.a))
        return translate("BarditusActions", "flank column {column} with {card}").format(
            column=a.b + 1, card=card(a.a))
    if k == "rally":
        return translate("BarditusActions", "order {card} to rally").format(card=card(a.a))
    if k == "reserve":
        return translate("BarditusActions", "bring up the reserve of column {column}").format(
            column=a.a % 4 + 1)
    if k == "retreat":
        return translate("BarditusActions", "fall back from {slot} to {to}").format(
            slot=_short_place(a.a), to=_short_place(a.b))
    if k == "destroy":
        loses = (translate("BarditusActions", "lose {slot}") if a.a >= PURSUER
                 else translate("BarditusActions", "lose the piece in {slot}"))
        return loses.format(slot=_short_place(a.a))
    if k == "pursue":
        return translate("BarditusActions", "pursue with the piece in {slot}").format(slot=_short_place(a.a))
    if k == "lose":
        return translate("BarditusActions", "lose the pursuer from column {column}").format(
            column=(a.a - PURSUER) // 4 + 1)
    if k == "return":
        return translate("BarditusActions", "rally {slot} to {to}").format(
            slot=_short_place(a.a), to=_short_place(a.b))
    if k == "bring":
        return translate("BarditusActions", "bring up {slot} to {to}").format(
            slot=_short_place(a.a), to=_short_place(a.b))
    return translate("BarditusActions", WORDS[k]) if k in WORDS else k


def explain_in(a: Action, places: Places) -> str:
    """The action in a whole sentence, its places read by `places`: "fall back from the front
    rank of the Hastati in column 2 to its second rank" (the action list's tooltip)."""
    k, card, slot = a.kind, places.card, places.slot
    if k == "deploy":
        lays = (translate("BarditusActions", "lay {card} in the front line, column {column}") if a.a < 4
                else translate("BarditusActions", "lay {card} in the rear line, column {column}"))
        return lays.format(card=places.card_name(a.name), column=a.a % 4 + 1)
    if k == "general":
        return translate("BarditusActions", "command with the {die}, laid on {card}; the other die guards "
                                            "morale").format(die=a.a, card=card(a.b))
    if k == "battle":
        if a.b < 0:
            return translate("BarditusActions",
                             "attack the card opposite with {card}").format(card=card(a.a))
        return translate("BarditusActions", "attack {enemy} on the flank with {card}").format(
            enemy=places.enemy(a.b), card=card(a.a))
    if k == "reserve":
        return translate("BarditusActions", "bring up the reserve behind {card}").format(card=card(a.a))
    if k == "retreat":
        return translate("BarditusActions", "fall back from {slot} to {to}").format(
            slot=slot(a.a), to=slot(a.b, a.a))
    if k in ("destroy", "lose"):
        loses = (translate("BarditusActions", "lose {slot}") if a.a >= PURSUER
                 else translate("BarditusActions", "lose the piece in {slot}"))
        return loses.format(slot=slot(a.a))
    if k == "pursue":
        return translate("BarditusActions", "send the piece in {slot} after the beaten enemy").format(
            slot=slot(a.a))
    if k == "return":
        return translate("BarditusActions", "rally the piece in {slot} to {to}").format(
            slot=slot(a.a), to=slot(a.b, a.a))
    if k == "bring":
        return translate("BarditusActions", "bring up the piece in {slot} to {to}").format(
            slot=slot(a.a), to=slot(a.b))
    return describe_in(a, places)
