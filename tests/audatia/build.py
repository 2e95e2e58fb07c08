"""Build exact Audatia positions for the tests, the way the rulebook describes them.

Cards are picked from the data by their symbols, never by a hard-coded id, so a test reads
"a mandritto with the Parry symbol and a Sun of rays" and keeps working when the TOML changes
(or fails with a clear LookupError when the data no longer holds such a card):

    strike(BOU, "mf", parry=True, sun="rays")          a card id of Boucicaut's deck
    remedy(GAL, inside=("moon", "high"))              a remedy with that inside half
    posta(GAL, extensa=True)                          a posta id

A position starts from AudatiaState.new and `scene(...)` sets what the test cares about:
hands, stacks, poste, sides, Virtues, bonuses, the phase and who is to act. `arrange` moves the
named cards of one seat into their zones and puts every other card of that seat in the deck, so
each seat's 39 action cards stay in exactly one place. Where the data holds no card with the
needed symbols, `with_card` swaps a synthetic card (a frozen ActionCard) into one seat's deck.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from engine.core.events import Event
from engine.games import get_game
from engine.games.audatia.actions import Action, parse_action
from engine.games.audatia.cards import ActionCard, CharacterDeck, Posta, character_decks
from engine.games.audatia.state import AudatiaState

GAME = get_game("audatia")
BOU, GAL = "boucicaut", "galeazzo"
# the tests' default table: seat 0 is the Challenger with Boucicaut, seat 1 the Respondent
CHALLENGER, RESPONDENT = 0, 1


def deck(name: str) -> CharacterDeck:
    return character_decks()[name]


def _matches(value: Any, want: Any) -> bool:
    return want(value) if callable(want) else value == want


def find_all(deck_name: str, type: str = "strike", **want: Any) -> list[str]:
    """Every card of `type` in the deck whose fields match `want` (a value or a predicate).
    Extra keys: parried_by_has / parried_by_lacks (lines), inside / outside ((shape, height)
    or None for "no half on that side"), sides (the exact set of sides a remedy works on),
    skip (ids to leave out)."""
    skip = set(want.pop("skip", ()))
    has = set(want.pop("parried_by_has", ()))
    lacks = set(want.pop("parried_by_lacks", ()))
    halves = {k: want.pop(k) for k in ("inside", "outside") if k in want}
    sides = want.pop("sides", None)
    out = []
    for cid, c in deck(deck_name).cards.items():
        if c.type != type or cid in skip:
            continue
        if not has <= c.parried_by or lacks & c.parried_by:
            continue
        if any(not _matches(getattr(c, k), v) for k, v in want.items()):
            continue
        ok = True
        for side, spec in halves.items():
            h = c.half(side)
            ok &= (h is None) if spec is None else (h is not None and (h.shape, h.height) == tuple(spec))
        if sides is not None:
            ok &= {s for s, _ in c.halves} == set(sides)
        if ok:
            out.append(cid)
    return out


def find(deck_name: str, type: str = "strike", **want: Any) -> str:
    found = find_all(deck_name, type, **dict(want))
    if not found:
        raise LookupError(f"the {deck_name} deck has no {type} card with {want}: the test needs one")
    return found[0]


def strike(deck_name: str, line: str | None = None, **want: Any) -> str:
    if line is not None:
        want["line"] = line
    return find(deck_name, "strike", **want)


def remedy(deck_name: str, **want: Any) -> str:
    return find(deck_name, "remedy", **want)


def counter(deck_name: str, **want: Any) -> str:
    return find(deck_name, "counter", **want)


def skill(deck_name: str, effect: str, **want: Any) -> str:
    return find(deck_name, "skill", effect=effect, **want)


def posta(deck_name: str, **want: Any) -> str:
    """A posta id; keys are Posta fields, plus attacks_has / attacks_lacks (lines)."""
    has = set(want.pop("attacks_has", ()))
    lacks = set(want.pop("attacks_lacks", ()))
    for pid, p in deck(deck_name).poste.items():
        if not has <= p.attacks or lacks & p.attacks:
            continue
        if all(_matches(getattr(p, k), v) for k, v in want.items()):
            return pid
    raise LookupError(f"the {deck_name} deck has no posta with {want}: the test needs one")


def card(deck_name: str, cid: str) -> ActionCard:
    return deck(deck_name).cards[cid]


def posta_card(deck_name: str, pid: str) -> Posta:
    return deck(deck_name).poste[pid]


# --- positions ---------------------------------------------------------------------------


def new(variant: str = "duel", brk: str = "off", challenger: int = 0, challenger_deck: str = BOU,
        respondent_deck: str = GAL, seed: int = 0) -> AudatiaState:
    s = GAME.new({"variant": variant, "break": brk, "challenger": challenger,
                  "challenger_deck": challenger_deck, "respondent_deck": respondent_deck}, seed)
    assert isinstance(s, AudatiaState)
    return s


def arrange(s: AudatiaState, seat: int, *, hand: Iterable[str] | None = None,
            stack: Iterable[str] | None = None, discard: Iterable[str] | None = None,
            row: Iterable[str] | None = None, deck_top: Sequence[str] = (),
            deck_size: int | None = None) -> None:
    """Put the named cards of `seat` in these zones (zones not given keep their other cards);
    every card left over goes to the deck, `deck_top` drawn first. `deck_size` cuts the deck
    to that many cards (the rest goes to the discard pile, face down)."""
    given = {"hand": hand, "stack": stack, "discard": discard, "row": row}
    named = [c for zone in given.values() if zone is not None for c in zone] + list(deck_top)
    assert len(named) == len(set(named)), f"a card is named twice: {named}"
    every = s.decks[seat].cards
    unknown = [c for c in named if c not in every]
    assert not unknown, f"not cards of seat {seat}'s deck: {unknown}"
    zones = {"hand": s.hand, "stack": s.stack, "discard": s.discard, "row": s.row}
    for name, cards in given.items():
        zones[name][seat] = list(cards) if cards is not None else \
            [c for c in zones[name][seat] if c not in named]
    placed = {c for z in zones.values() for c in z[seat]} | set(deck_top)
    rest = [c for c in s.deck[seat] if c not in placed]
    rest += [c for c in every if c not in placed and c not in rest]
    if deck_size is not None:
        keep = deck_size - len(deck_top)
        assert 0 <= keep <= len(rest), "deck_size does not fit the named cards"
        s.discard[seat] += rest[keep:]
        rest = rest[:keep]
    s.deck[seat] = rest + list(deck_top)[::-1]
    s.shown[seat] = {c for c in s.shown[seat] if c in s.discard[seat]}


def scene(*, variant: str = "duel", brk: str = "off", challenger: int = 0,
          challenger_deck: str = BOU, respondent_deck: str = GAL, seed: int = 0,
          hands: Sequence[Iterable[str] | None] = (None, None),
          stacks: Sequence[Iterable[str]] = ((), ()),
          discards: Sequence[Iterable[str] | None] = (None, None),
          rows: Sequence[Iterable[str] | None] = (None, None),
          deck_tops: Sequence[Sequence[str]] = ((), ()),
          deck_sizes: Sequence[int | None] = (None, None),
          virtues: Sequence[Iterable[str]] = ((), ()),
          bonus: Sequence[Iterable[tuple[str, int, str]]] = ((), ()),
          **fields: Any) -> AudatiaState:
    """A position at any step: cards by zone, Virtues, bonuses, and any other field of the
    state (phase, to_move, posta, side, attacker, pending, bind, side_card, ...).
    `virtues` default to none at all, so no fencer has most of anything unless the test says."""
    s = new(variant, brk, challenger, challenger_deck, respondent_deck, seed)
    s.first_oom = False
    for seat in (0, 1):
        arrange(s, seat, hand=hands[seat], stack=stacks[seat], discard=discards[seat],
                row=rows[seat], deck_top=deck_tops[seat], deck_size=deck_sizes[seat])
        s.virtues[seat] = list(virtues[seat])
        s.bonus[seat] = [tuple(b) for b in bonus[seat]]  # type: ignore[misc]
    for seat in (0, 1):
        s.shown[seat] |= set(s.discard[seat]) if discards[seat] is not None else set()
    for key, value in fields.items():
        assert hasattr(s, key), f"AudatiaState has no field {key}"
        setattr(s, key, list(value) if isinstance(value, tuple) and key not in ("remedy", "remedy_sides")
                else value)
    return s


def standing(poste: tuple[str, str], *, phase: str = "open1", to_move: int | None = None,
             **kw: Any) -> AudatiaState:
    """Both fencers revealed in their poste Out of Measure (posta bonuses pending, as at the
    reveal); by default the Challenger may open."""
    s = scene(phase=phase, posta=list(poste), **kw)
    s.to_move = s.challenger if to_move is None else to_move
    for seat in (0, 1):
        s.bonus[seat] += [(v, n, "posta") for v, n in s.posta_card(seat, poste[seat]).bonus]
    return s


def struck(blow: str, *, by: int = 0, defender_posta: str | None = None,
           defender_side: str = "middle", counterattack: bool = False, **kw: Any) -> AudatiaState:
    """`by` has just struck `blow` (it lies on his stack, on its side) and the other fencer must
    answer it (phase react), standing in `defender_posta` or with his sword on `defender_side`."""
    d = 1 - by
    stacks = [list(x) for x in kw.pop("stacks", ((), ()))]
    stacks[by] = [*stacks[by], blow]
    s = scene(stacks=stacks, phase="react", to_move=d, attacker=by, pending=blow,
              pending_counter=counterattack, **kw)
    s.posta = [None, None]
    s.posta[d] = defender_posta
    s.side[by] = s.card(by, blow).hand
    s.side[d] = defender_side
    return s


def with_card(s: AudatiaState, seat: int, new_card: ActionCard) -> None:
    """Swap a synthetic card into `seat`'s deck in place of the card with the same id."""
    d = s.decks[seat]
    assert new_card.id in d.cards, "a synthetic card replaces a card of the deck (same id)"
    cards = dict(d.cards)
    cards[new_card.id] = new_card
    s.decks[seat] = dataclasses.replace(d, cards=cards)
    s.index_decks()  # the state's per-seat lookups follow the swap


def altered(s: AudatiaState, seat: int, cid: str, **changes: Any) -> ActionCard:
    """A copy of one of `seat`'s cards with some symbols changed, swapped into his deck."""
    c = dataclasses.replace(s.card(seat, cid), **changes)
    with_card(s, seat, c)
    return c


# --- playing -----------------------------------------------------------------------------


def play(s: AudatiaState, *moves: str) -> list[Event]:
    """Apply each move in notation (checked for legality); return every event, in order."""
    events: list[Event] = []
    for text in moves:
        events += s.apply(parse_action(text))
    return events


def legal(s: AudatiaState) -> set[str]:
    return {s.format_action(a) for a in s.legal_actions()}


def kinds(s: AudatiaState) -> set[str]:
    return {a.kind for a in s.legal_actions()}


def legal_cards(s: AudatiaState, kind: str) -> set[str]:
    return {a.card for a in s.legal_actions() if a.kind == kind}


def every_card(s: AudatiaState, seat: int) -> list[str]:
    return sorted(s.hand[seat] + s.deck[seat] + s.discard[seat] + s.stack[seat] + s.row[seat])


def virtue(s: AudatiaState, seat: int, name: str) -> int:
    return s.virtue(seat, name)


def first(actions: Iterable[Action], pred: Callable[[Action], bool]) -> Action:
    return next(a for a in actions if pred(a))
