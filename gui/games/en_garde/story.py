"""En Garde's story in its own words: who won the round, by what, and the hits."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.events import RoundOver
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.en_garde.actions import ADVANCE_ATTACK, ATTACK, parse_action, spell_cards
from engine.games.en_garde.text import reason_words as reason_words
from engine.games.en_garde.view import EnGardeView
from engine.games.words import translate
from gui.table.story import Announcement, Told, by_name, capital, is_you, played, score_line

# how a round was won, by the engine's reason: {winner}, {loser} and {cards} (the hitting attack)
HOW = {
    "hit": QT_TRANSLATE_NOOP("EnGardeStory", "a hit with {cards}"),
    "riposte": QT_TRANSLATE_NOOP("EnGardeStory", "a hit on the riposte with {cards}"),
    "no legal move": QT_TRANSLATE_NOOP("EnGardeStory", "{loser} could not move"),
    "cards at the distance": QT_TRANSLATE_NOOP(
        "EnGardeStory", "the deck ran out, and {winner} held more cards of the distance"),
    "distance moved": QT_TRANSLATE_NOOP("EnGardeStory",
                                        "the deck ran out, and {winner} had come further up the piste"),
    "drawn": QT_TRANSLATE_NOOP("EnGardeStory", "the deck ran out with the fencers level"),
}
# the same where the fencer it names is the player at the screen: (who it names, the sentence)
YOUR_HOW = {
    "no legal move": ("loser", QT_TRANSLATE_NOOP("EnGardeStory", "you could not move")),
    "cards at the distance": ("winner", QT_TRANSLATE_NOOP(
        "EnGardeStory", "the deck ran out, and you held more cards of the distance")),
    "distance moved": ("winner", QT_TRANSLATE_NOOP(
        "EnGardeStory", "the deck ran out, and you had come further up the piste")),
}
def score(view: EnGardeView, names: Sequence[str]) -> str:
    return translate("EnGardeStory", "{score}, first to {target}").format(
        score=score_line(translate("EnGardeStory", "hits"), view.hits, names), target=view.target)


def tell(told: Sequence[Told], names: Sequence[str]) -> Announcement | None:
    events = told[-1][0]
    view: EnGardeView = told[-1][1]
    over = next((e for e in events if isinstance(e, RoundOver)), None)
    if over is None:
        return None
    winner = over.winner
    actions = [parse_action(e.text) for e in played(events)]
    attacks = [a for a in actions if a.kind in (ATTACK, ADVANCE_ATTACK)]
    cards = spell_cards(attacks[-1].cards) if attacks else translate("EnGardeStory", "an attack")
    reason = over.reason
    who = {"winner": names[winner], "loser": names[1 - winner]} if winner is not None else {}
    said = translate("EnGardeStory", HOW[reason]) if reason in HOW else str(reason)
    if reason in YOUR_HOW and is_you(who.get(YOUR_HOW[reason][0], "")):
        said = translate("EnGardeStory", YOUR_HOW[reason][1])
    how = capital(said.format(cards=cards, winner=who.get("winner", ""), loser=who.get("loser", "")))
    hits = view.hits
    line = score_line(translate("EnGardeStory", "Hits"), hits, names)
    if view.winner is not None:
        title = by_name(names[view.winner], translate("EnGardeStory", "You win the match {score}"),
                        translate("EnGardeStory", "{name} wins the match {score}"),
                        score=f"{max(hits)}-{min(hits)}")
        return Announcement(title, how, line, final=True)
    title = translate("EnGardeStory", "A drawn round") if winner is None else by_name(
        names[winner], translate("EnGardeStory", "You win the round"),
        translate("EnGardeStory", "{name} wins the round"))
    return Announcement(title, how, line)
