"""Why an Audatia move is good, in facts printed on the cards: what a posta lets you strike and
what Virtue it lends, how many of the strikes he may hold parry a blow and how many of those
close the Sun, the bind a parry makes, what a remedy needs of his counters, a counter that closes
the Moon and Night.

Read from the fencer's view alone: the position rebuilt from it is used only for his own hand,
his poste and the cards on the table; the opponent's hand it deals is never looked at. What he
may hold is counted as a player counts it: every card of his deck that is not on his stack nor
shown on his discard pile. To count his answers the rules are asked with all of those in his
hand, so every number is the engine's own.
"""

from __future__ import annotations

import random

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.view import SeatView
from engine.games.audatia.actions import Action
from engine.games.audatia.cards import Posta
from engine.games.audatia.state import SALUTE_BONUS, AudatiaState
from engine.games.audatia.symbols import perfect
from engine.games.audatia.view import AudatiaView
from engine.games.words import translate

MOST = 3  # reasons a hint gives at most
STRIKES = ("attack", "beat", "counter")  # blows he must answer with a strike
# a remedy no counter he may hold answers, by the side it is played on (each sentence whole)
REMEDY_UNANSWERED = {
    "inside": QT_TRANSLATE_NOOP(
        "AudatiaReasons", "None of the counter-remedies he may hold can answer it on the inside."
    ),
    "outside": QT_TRANSLATE_NOOP(
        "AudatiaReasons", "None of the counter-remedies he may hold can answer it on the outside."
    ),
}
# what most of a Virtue lets its holder do (the Virtue cards' advantages), each sentence whole;
# Prudentia's, a Trade's price, is counted where it is said
ADVANTAGE = {
    "audatia": QT_TRANSLATE_NOOP(
        "AudatiaReasons",
        "With it you have most Audatia ({mine} to {his}): after a bind you may play a remedy at once.",
    ),
    "celeritas": QT_TRANSLATE_NOOP(
        "AudatiaReasons",
        "With it you have most Celeritas ({mine} to {his}): you may counterattack instead of parrying.",
    ),
    "fortitudo": QT_TRANSLATE_NOOP(
        "AudatiaReasons", "With it you have most Fortitudo ({mine} to {his}): you turn the Streto Side card."
    ),
}


def his_cards(view: AudatiaView, s: AudatiaState) -> list[str]:
    """The cards of his deck he may hold: all but those on his stack and his shown discards."""
    assert view.seat is not None, "his cards are counted from a fencer's view"
    opp = 1 - view.seat
    seen = {*view.stack[opp], *view.public_discard[opp]}
    return [c for c in s.decks[opp].cards if c not in seen]


def _all_in_hand(s: AudatiaState, seat: int, cards: list[str]) -> AudatiaState:
    probe = s.clone()
    probe.hand[seat] = list(cards)
    return probe


def reasons(view: SeatView, action: Action) -> list[str]:
    view = AudatiaView.of(view)
    me = view.seat
    if me is None:
        return []
    s = AudatiaState.from_view(view, random.Random(0))
    k = action.kind
    out: list[str] = []
    if k in ("posta", "change") and action.card:
        out += _posta(s, me, s.posta_card(me, action.card))
    elif k in STRIKES and action.card:
        out += _blow(view, s, me, action)
    elif k == "parry" and action.card:
        out += _bind(s, me, action)
    elif k == "avoid" and s.pending:
        if not any(a.kind == "parry" for a in s.legal_actions()):
            out.append(
                translate("AudatiaReasons", "No strike in your hand parries his {blow}.").format(
                    blow=s.card(1 - me, s.pending).name
                )
            )
    elif k == "remedy" and action.card:
        out += _remedy(view, s, me, action)
    elif k == "reply" and action.card and s.remedy is not None:
        out += _reply(s, me, action)
    elif k == "virtue" and action.card:
        after = s.clone()
        after.step(action)
        v = action.card
        if after.most(me, v) and v == "prudentia":
            out.append(
                translate(
                    "AudatiaReasons",
                    "With it you have most Prudentia ({mine} to {his}): a Trade costs "
                    "you %n card(s) for one new card.",
                    None,
                    after._trade_size(me),
                ).format(mine=after.virtue(me, v), his=after.virtue(1 - me, v))
            )
        elif after.most(me, v):
            out.append(
                translate("AudatiaReasons", ADVANTAGE[v]).format(
                    mine=after.virtue(me, v), his=after.virtue(1 - me, v)
                )
            )
    elif k == "trade" and action.card:
        out.append(
            translate(
                "AudatiaReasons", "A Trade costs you %n card(s) for one new card.", None, s._trade_size(me)
            )
        )
    elif k == "salute" and action.card:
        out.append(
            translate(
                "AudatiaReasons", "Unless he returns the salute, your first strike carries {n} more Audatia."
            ).format(n=SALUTE_BONUS)
        )
    elif k == "skill" and action.card:
        c = s.card(me, action.card)
        if c.effect == "virtue" and c.virtue:
            after = s.clone()
            after.step(action)
            out.append(
                translate("AudatiaReasons", "{card} adds {n} to your {virtue}: {mine} to his {his}.").format(
                    card=c.name,
                    n=after.virtue(me, c.virtue) - s.virtue(me, c.virtue),
                    virtue=c.virtue.capitalize(),
                    mine=after.virtue(me, c.virtue),
                    his=after.virtue(1 - me, c.virtue),
                )
            )
    elif k == "side" and action.card in REMEDY_UNANSWERED:
        cards = [s.card(me, x) for x in s.hand[me]]
        n = sum(1 for c in cards if c.type == "remedy" and c.half(action.card) is not None)
        if action.card == "inside":
            out.append(
                translate(
                    "AudatiaReasons",
                    "Turned to the inside, it lets you play %n of the remedies in your hand.",
                    None,
                    n,
                )
            )
        else:
            out.append(
                translate(
                    "AudatiaReasons",
                    "Turned to the outside, it lets you play %n of the remedies in your hand.",
                    None,
                    n,
                )
            )
    return out[:MOST]


def _posta(s: AudatiaState, me: int, p: Posta) -> list[str]:
    out: list[str] = []
    there = s.clone()
    there._take_posta(me, p.id)
    # his posta counts once it is shown (its upside-down Seven Swords may close lines)
    eligible = {a.card for a in there._attacks(me) if a.kind == "attack"}
    if eligible:
        out.append(
            translate(
                "AudatiaReasons",
                "From {posta} {strikes} of your hand may attack (its Seven Swords show {lines}).",
            ).format(
                posta=p.name,
                strikes=translate("AudatiaReasons", "%n strike(s)", n=len(eligible)),
                lines=translate("AudatiaReasons", "%n line(s)", n=len(p.attacks)),
            )
        )
    if p.extensa:
        out.append(
            translate(
                "AudatiaReasons",
                "{posta} is an Extensa guard: before he can strike, he "
                "must beat it aside with a strike that carries the Parry symbol.",
            ).format(posta=p.name)
        )
    for v, n in p.bonus:
        out.append(
            translate(
                "AudatiaReasons", "{posta} adds {n} to your {virtue}: {total} while you stand in it."
            ).format(posta=p.name, n=n, virtue=v.capitalize(), total=there.virtue(me, v))
        )
    return out


def _blow(view: AudatiaView, s: AudatiaState, me: int, action: Action) -> list[str]:
    """A blow he must parry: how many of the strikes he may hold parry it, how many of those
    close the Sun (Streto), and whether he may counterattack."""
    out: list[str] = []
    opp = 1 - me
    c = s.card(me, action.card)
    probe = _all_in_hand(s, opp, his_cards(view, s))
    probe.step(action)
    if probe.phase == "react" and probe.to_move == opp:
        parries = [a for a in probe.legal_actions() if a.kind == "parry"]
        streto = 0
        for a in parries:
            bound = probe.clone()
            bound.step(a)
            streto += bound.bind == "streto"
        if parries and streto:
            out.append(
                translate(
                    "AudatiaReasons",
                    "Of the strikes he may hold, %n can parry it; with {streto} of them the bind is Streto.",
                    None,
                    len(parries),
                ).format(streto=streto)
            )
        elif parries:
            out.append(
                translate(
                    "AudatiaReasons",
                    "Of the strikes he may hold, %n can parry it, each into a Largo bind.",
                    None,
                    len(parries),
                )
            )
        else:
            out.append(translate("AudatiaReasons", "None of the strikes he may hold can parry it."))
        if any(a.kind in ("counter", "exchange") for a in probe.legal_actions()):
            out.append(
                translate(
                    "AudatiaReasons",
                    "He has most Celeritas ({his} to {mine}): he may counterattack instead of parrying.",
                ).format(his=probe.virtue(opp, "celeritas"), mine=probe.virtue(me, "celeritas"))
            )
    elif probe.phase == "largo" and probe.to_move == me:
        out.append(
            translate(
                "AudatiaReasons",
                "It beats his Extensa aside and takes his posta: you strike next, in a Largo bind.",
            )
        )
    elif probe.phase == "exchanged":
        out.append(
            translate(
                "AudatiaReasons",
                "A thrust against his Extensa takes his posta: he owes a remedy on the outside.",
            )
        )
    if action.kind == "attack" and c.type == "strike":
        lines = len(c.parried_by - {c.line})  # a parry never meets a blow at its own angle
        if lines <= 2:
            out.append(
                translate("AudatiaReasons", "Only a strike on %n line(s) can parry {card}.", n=lines).format(
                    card=c.name
                )
                if lines
                else translate("AudatiaReasons", "No strike can parry {card}.").format(card=c.name)
            )
    return out


def _bind(s: AudatiaState, me: int, action: Action) -> list[str]:
    """The bind a parry makes, and who turns the Side card in Streto."""
    opp = 1 - me
    blow = s.card(opp, s.pending) if s.pending else None
    c = s.card(me, action.card)
    after = s.clone()
    after.step(action)
    if blow is None or not after.bind:
        return []
    out: list[str] = []
    if after.bind == "streto":
        out.append(
            translate("AudatiaReasons", "{card} and his {blow} make a whole Sun: the bind is Streto.").format(
                card=c.name, blow=blow.name
            )
        )
        if after.phase == "orient" and after.to_move == me:
            out.append(
                translate(
                    "AudatiaReasons",
                    "You have most Fortitudo ({mine} to {his}): you turn the Streto Side card.",
                ).format(mine=after.virtue(me, "fortitudo"), his=after.virtue(opp, "fortitudo"))
            )
    elif blow.is_punta:
        out.append(
            translate(
                "AudatiaReasons",
                "Against his thrust the bind is Largo: you may strike next if he does not enter.",
            )
        )
    else:
        out.append(
            translate(
                "AudatiaReasons",
                "{card} and his {blow} make no whole Sun: the bind is Largo, "
                "and you may strike next if he does not enter.",
            ).format(card=c.name, blow=blow.name)
        )
    return out


def _remedy(view: AudatiaView, s: AudatiaState, me: int, action: Action) -> list[str]:
    """What a remedy asks of his counters: one whose half on its side sits at the same height."""
    opp = 1 - me
    side = action.side
    if side not in REMEDY_UNANSWERED:
        return []
    probe = _all_in_hand(s, opp, his_cards(view, s))
    probe.step(action)
    if probe.remedy is None or probe.to_move != opp:
        return []
    mine = probe.card(me, action.card).half(side)
    replies = [a for a in probe.legal_actions() if a.kind == "reply"]
    if not replies:
        return [translate("AudatiaReasons", REMEDY_UNANSWERED[side])]
    whole = 0
    for a in replies:
        theirs = probe.card(opp, a.card).half(side)
        whole += mine is not None and theirs is not None and perfect(mine, theirs)
    if side == "inside":
        said = translate(
            "AudatiaReasons",
            "Of the counter-remedies he may hold, %n can answer it on the "
            "inside; {perfect} of them perfectly.",
            None,
            len(replies),
        )
    else:
        said = translate(
            "AudatiaReasons",
            "Of the counter-remedies he may hold, %n can answer it on the "
            "outside; {perfect} of them perfectly.",
            None,
            len(replies),
        )
    return [said.format(perfect=whole)]


def _reply(s: AudatiaState, me: int, action: Action) -> list[str]:
    assert s.remedy is not None
    rseat, rcard, rside = s.remedy
    mine, theirs = s.card(me, action.card).half(rside), s.card(rseat, rcard).half(rside)
    if mine is None or theirs is None:
        return []
    if perfect(theirs, mine):
        return [
            translate(
                "AudatiaReasons",
                "It is a perfect counter: its half closes the Moon and "
                "Night with his remedy's, and a perfect counter wins the duel.",
            )
        ]
    return [
        translate("AudatiaReasons", "Its half sits at the height of his remedy's: it answers the remedy.")
    ]
