"""Barditus's story in its own words: each battle's losses as it ends, and how the battle was won."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.events import GameOver
from engine.games.barditus.view import BarditusView
from engine.games.words import translate
from gui.table.story import Announcement, Told, by_name, capital, played, score_line

# the steps of one battle, from its dice to the pursuit; leaving them ends it
FIGHT = ("battle", "evade", "hits", "pursue", "lose")


def score(view: BarditusView, names: Sequence[str]) -> str:
    return score_line(translate("BarditusStory", "pieces destroyed"), view.lost, names)


def _same_fight(a: BarditusView, b: BarditusView) -> bool:
    return (a.atk, a.acol, a.dcol, a.counter) == (b.atk, b.acol, b.dcol, b.counter) and b.phase in FIGHT


def _end(view: BarditusView, names: Sequence[str]) -> Announcement:
    winner, reason = view.winner, view.reason
    title = translate("BarditusStory", "A drawn battle") if winner is None else by_name(
        names[winner], translate("BarditusStory", "You win the battle"),
        translate("BarditusStory", "{name} wins the battle"))
    text = ""
    if reason == "broken" and winner is not None:
        g = view.gauge[1 - winner]
        text = translate("BarditusStory",
                         "The {army} broke: {losses} losses ({destroyed} destroyed, {disordered} "
                         "disordered) against {steady} steady ({shields} on shields, "
                         "morale die "
                         "{morale}).").format(
            army=view.army_title(1 - winner), losses=g.losses, destroyed=g.destroyed,
                disordered=g.disordered,
            steady=g.steady, shields=g.shields, morale=g.morale)
    elif reason == "time":
        m = [view.gauge[s].margin for s in (0, 1)]
        text = translate("BarditusStory",
                         "After {rounds} rounds neither army broke; the one further from breaking "
                         "wins (margins {a} and {b}).").format(
            rounds=view.options["turns"], a=f"{m[0]:+d}", b=f"{m[1]:+d}")
    return Announcement(title, text, score_line(translate("BarditusStory", "Pieces destroyed"), view.lost,
                                                names),
                        final=True)


def tell(told: Sequence[Told], names: Sequence[str]) -> Announcement | None:
    events, view = told[-1]
    if any(isinstance(e, GameOver) for e in events):
        return _end(view, names)
    if len(told) < 2:
        return None
    fought = told[-2][1]
    if fought.phase not in FIGHT or _same_fight(fought, view):
        return None
    # the fight began where the views before it stop being this same fight
    start = len(told) - 2
    while start > 0 and _same_fight(fought, told[start - 1][1]):
        start -= 1
    # a counter-attack opens on the page that took the attack's last hit: that hit was the
    # attack's, so this fight is counted from the view that page left
    if start > 0 and told[start - 1][1].phase in FIGHT:
        start += 1
    before = told[start - 1][1] if start > 0 else fought
    atk = fought.atk
    lost = [view.lost[s] - before.lost[s] for s in (0, 1)]
    fell_back = [0, 0]  # hits taken by falling back (the pieces disordered, not lost)
    for events_, _ in told[start:]:
        for e in played(events_):
            if e.text.startswith("retreat"):
                fell_back[e.seat] += 1
    if fought.counter:
        title = by_name(names[atk], translate("BarditusStory", "Your counter-attack in column {column}"),
                        translate("BarditusStory", "Counter-attack of {name} in column {column}"),
                        column=fought.acol + 1)
    else:
        title = by_name(names[atk], translate("BarditusStory", "Your attack in column {column}"),
                        translate("BarditusStory", "Attack of {name} in column {column}"),
                            column=fought.acol + 1)
    told_of = []
    for seat in (1 - atk, atk):
        hit = [translate("BarditusStory", "{count} destroyed").format(count=lost[seat])] if lost[seat] else []
        if fell_back[seat]:
            hit.append(translate("BarditusStory", "{count} fell back").format(count=fell_back[seat]))
        told_of.append(translate("BarditusStory", "{army}: {losses}.").format(
            army=capital(view.army_title(seat)),
            losses=translate("BarditusStory", " and ").join(hit) if hit else translate("BarditusStory",
                                                                                       "untouched")))
    text = " ".join(told_of)
    return Announcement(title, text, score_line(translate("BarditusStory", "Pieces destroyed"), view.lost,
                                                names))
