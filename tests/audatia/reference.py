"""A deliberately plain reading of Audatia's legal actions, kept beside the fast one.

The state's `legal_actions` is tuned for the AI's playouts (cached lookups, phase tables, fast
paths for the common case); this module says the same rules the slow way, from the state's
fields and the card records alone, so a test can walk random duels and check the two agree.
"""

from __future__ import annotations

from engine.games.audatia.actions import DONE, PASS, WAIT, Action
from engine.games.audatia.cards import VIRTUES, ActionCard
from engine.games.audatia.state import AudatiaState
from engine.games.audatia.symbols import aligned, side_ok


def virtue(s: AudatiaState, seat: int, name: str) -> int:
    total = s.virtues[seat].count(name)
    on = s.bonus_on[seat]
    top = s.stack[seat][-1] if s.stack[seat] else ""
    if on is None or on == top:
        total += sum(a for v, a, _ in s.bonus[seat] if v == name)
    return total


def most(s: AudatiaState, seat: int, name: str) -> bool:
    return virtue(s, seat, name) > virtue(s, 1 - seat, name)


def card(s: AudatiaState, seat: int, cid: str) -> ActionCard:
    return s.decks[seat].cards[cid]


def play_side(s: AudatiaState, seat: int) -> str:
    p = s.posta[seat]
    return s.decks[seat].poste[p].side if p else s.side[seat]


def can_attack(s: AudatiaState, seat: int, c: ActionCard) -> bool:
    if c.type != "strike" or not c.attack:
        return False
    p = s.posta[seat]
    if p is not None:
        if c.line not in s.decks[seat].poste[p].attacks:
            return False
    elif not side_ok(s.side[seat], c.line):
        return False
    q = s.posta[1 - seat]
    if q is not None:
        target = s.decks[1 - seat].poste[q]
        if target.attackable_by is not None and c.line not in target.attackable_by:
            return False
    return True


def attacks(s: AudatiaState, seat: int, cards: list[str] | None = None) -> list[Action]:
    out = []
    q = s.posta[1 - seat]
    extensa = q is not None and s.decks[1 - seat].poste[q].extensa
    for cid in s.hand[seat] if cards is None else cards:
        c = card(s, seat, cid)
        if c.type != "strike":
            continue
        if extensa:
            mine = s.posta[seat]
            from_posta = mine is None or c.line in s.decks[seat].poste[mine].attacks
            if c.parry and from_posta:
                out.append(Action("beat", cid))
            if (c.is_punta and c.exchange and c.attack and mine is not None and from_posta
                    and s.decks[seat].poste[mine].exchange and most(s, seat, "celeritas")):
                out.append(Action("attack", cid))
        elif can_attack(s, seat, c):
            out.append(Action("attack", cid))
    return out


def remedies(s: AudatiaState, seat: int, sides: tuple[str, ...]) -> list[Action]:
    out = []
    for cid in s.hand[seat]:
        c = card(s, seat, cid)
        if c.type == "remedy":
            out += [Action("remedy", cid, side) for side, _ in c.halves if side in sides]
    return out


def cycles(s: AudatiaState, seat: int) -> list[Action]:
    if not s.deck[seat] or s.variant == "sudden":
        return []
    return [Action("cycle", x) for x in s.hand[seat] if card(s, seat, x).cycle]


def streto_sides(s: AudatiaState) -> tuple[str, ...]:
    return ("inside", "outside") if s.side_card in ("both", "") else (s.side_card,)


def reactions(s: AudatiaState, seat: int) -> list[Action]:
    a = 1 - seat
    blow = card(s, a, s.pending)
    out = []
    for cid in s.hand[seat]:
        c = card(s, seat, cid)
        if c.type == "skill":
            if c.effect == "avoid" and not s.pending_counter:
                out.append(Action("avoid", cid))
            continue
        if c.type != "strike":
            continue
        if s.pending_counter:
            if c.line == blow.line:
                out.append(Action("parry", cid))
            continue
        if (c.parry and c.line in blow.parried_by and c.line != blow.line
                and side_ok(play_side(s, seat), c.line)):
            out.append(Action("parry", cid))
        p = s.posta[seat]
        poste = s.decks[seat].poste
        eligible = c.line in poste[p].attacks if p is not None else side_ok(s.side[seat], c.line)
        if c.counter and blow.counter and c.line == blow.line and most(s, seat, "celeritas") and eligible:
            out.append(Action("counter", cid))
        from_posta_ok = p is None or not s.struck_from or (poste[p].exchange and s.struck_from == "exchange")
        if blow.is_punta and c.is_punta and c.exchange and most(s, seat, "celeritas") and from_posta_ok:
            out.append(Action("exchange", cid))
        breaks = s.break_rule and blow.is_punta and c.breaks and not c.is_punta
        if breaks and side_ok(play_side(s, seat), c.line):
            out.append(Action("break", cid))
    return out


def replies(s: AudatiaState, seat: int) -> list[Action]:
    assert s.remedy is not None
    rseat, rcard, rside = s.remedy
    half = card(s, rseat, rcard).half(rside)
    assert half is not None
    out = []
    for cid in s.hand[seat]:
        c = card(s, seat, cid)
        mine = c.half(rside)
        if c.type == "counter" and mine is not None and aligned(half, mine):
            out.append(Action("reply", cid))
    if s.phase == "reply" and s.break_card and s.mezano and not card(s, rseat, rcard).over_the_top:
        for cid in s.hand[seat]:
            c = card(s, seat, cid)
            if c.type == "remedy" and c.over_the_top:
                out += [Action("remedy", cid, side) for side, _ in c.halves]
    return out


def legal_actions(s: AudatiaState) -> list[Action]:
    ph, seat = s.phase, s.to_move
    hand = s.hand[seat]
    if ph == "over":
        return []
    if ph == "discard":
        # Setup 5 lays Basic cards (the Salle bout's whole hand); a Cycle goes at any time, and
        # both must leave the deck a card for every card laid
        if s.picked[seat] >= len(s.deck[seat]):
            return [DONE]
        laid = [x for x in hand if s.variant != "duel" or card(s, seat, x).basic]
        return [*(Action("discard", x) for x in laid), *cycles(s, seat), DONE]
    if ph == "virtues":
        return [*(Action("virtue", v) for v in VIRTUES if v not in s.virtues[0] + s.virtues[1]),
                *cycles(s, seat)]
    if ph in ("salute", "answer"):
        return [*(Action(ph, x) for x in hand), *cycles(s, seat), PASS]
    if ph == "trade":
        size = 1 if most(s, seat, "prudentia") else 2
        out = []
        if s.picked[seat] or (s.deck[seat] and len(hand) >= size):
            out = [Action("trade", x) for x in hand]
        return out if s.picked[seat] else [*out, *cycles(s, seat), DONE]
    if ph == "posta":
        return [*(Action("posta", p) for p in s.decks[seat].poste), *cycles(s, seat)]
    if ph == "order":
        return [Action("place", x) for x in hand]
    if ph == "skills":
        out = [Action("skill", x) for x in hand
               if card(s, seat, x).type == "skill" and card(s, seat, x).out_of_measure]
        return [*out, *cycles(s, seat), DONE]
    if ph in ("open1", "open2", "open3"):
        out = attacks(s, seat)
        if ph == "open3":
            return [*out, *cycles(s, seat), *(() if out else (WAIT,))]
        out += [Action("change", p) for p in s.decks[seat].poste if p != s.posta[seat]]
        return [*out, *cycles(s, seat), WAIT]
    if ph == "react":
        return [*reactions(s, seat), *cycles(s, seat)]
    if ph == "orient":
        return [Action("side", "inside"), Action("side", "outside"), *cycles(s, seat)]
    if ph == "entry":
        out = []
        if most(s, seat, "audatia"):
            out += remedies(s, seat, streto_sides(s) if s.bind == "streto" else ("inside", "outside"))
        if attacks(s, seat, hand + s.row[seat]):
            out += [Action("feint", x) for x in hand if card(s, seat, x).effect == "feint"]
        return [*out, *cycles(s, seat), PASS]
    if ph == "feint":
        return [*attacks(s, seat), *cycles(s, seat)]
    if ph == "largo":
        return [*attacks(s, seat), *cycles(s, seat), WAIT]
    if ph == "streto":
        return [*remedies(s, seat, streto_sides(s)), *cycles(s, seat), WAIT]
    if ph == "reply":
        return [*replies(s, seat), *cycles(s, seat)]
    if ph == "exchanged":
        return [*remedies(s, seat, ("outside",)), *cycles(s, seat)]
    if ph == "break_att":
        return [*remedies(s, seat, s.remedy_sides), *cycles(s, seat), WAIT]
    if ph == "break_def":
        mez = [Action("attack", x) for x in hand if card(s, seat, x).line in ("mm", "rm")
               and side_ok(s.side[seat], card(s, seat, x).line) and card(s, seat, x).attack]
        return [*mez, *cycles(s, seat), WAIT]
    if ph == "break_answer":
        out = remedies(s, seat, s.remedy_sides)
        if card(s, 1 - seat, s.mezano).line == "rm":
            out += [Action("counter", x) for x in hand
                    if card(s, seat, x).line == "mm" and side_ok(s.side[seat], "mm")]
        return [*out, *cycles(s, seat)]
    raise AssertionError(f"phase {ph}")
