"""En Garde's story in its own words: who won the round, by what, and the hits."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.games.en_garde.actions import ADVANCE_ATTACK, ATTACK, parse_action, spell_cards
from gui.table.story import Announcement, Told, capital, played, score_line, wins

# how a round was won, by the engine's reason: {winner}, {loser} and {cards} (the hitting attack)
HOW = {
    "hit": "a hit with {cards}",
    "riposte": "a hit on the riposte with {cards}",
    "no legal move": "{loser} could not move",
    "cards at the distance": "the deck ran out, and {winner} held more cards of the distance",
    "distance moved": "the deck ran out, and {winner} had come further up the piste",
    "drawn": "the deck ran out with the fencers level",
}


def score(view: Mapping[str, Any], names: Sequence[str]) -> str:
    hits = view["hits"]
    return f"{score_line('hits', hits, names)}, first to {view['options']['hits']}"


def tell(told: Sequence[Told], names: Sequence[str]) -> Announcement | None:
    events, view = told[-1]
    over = next((e for e in events if e["event"] == "round_over"), None)
    if over is None:
        return None
    winner = over["winner"]
    actions = [parse_action(e["text"]) for e in played(events)]
    attacks = [a for a in actions if a.kind in (ATTACK, ADVANCE_ATTACK)]
    cards = spell_cards(attacks[-1].cards) if attacks else "an attack"
    how = capital(HOW.get(over["reason"], str(over["reason"])).format(
        cards=cards, winner=names[winner] if winner is not None else "",
        loser=names[1 - winner] if winner is not None else ""))
    hits = view["hits"]
    line = score_line("Hits", hits, names)
    if view["winner"] is not None:
        return Announcement(f"{wins(names[view['winner']])} the match {max(hits)}-{min(hits)}", how, line,
                            final=True)
    title = "A drawn round" if winner is None else f"{wins(names[winner])} the round"
    return Announcement(title, how, line)
