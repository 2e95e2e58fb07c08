"""En Garde drawn as text for the terminal game: the piste, the hits, the seat's own hand."""

from __future__ import annotations

from engine.core.events import RoundOver
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.view import SeatView
from engine.games.en_garde.view import EnGardeView
from engine.games.words import by_name, translate

FENCERS = ("A", "B")
# the engine's reasons in a word or two (the status bar's note after a round)
REASONS = {
    "hit": QT_TRANSLATE_NOOP("EnGardeStory", "hit"),
    "riposte": QT_TRANSLATE_NOOP("EnGardeStory", "riposte"),
    "no legal move": QT_TRANSLATE_NOOP("EnGardeStory", "no legal move"),
    "cards at the distance": QT_TRANSLATE_NOOP("EnGardeStory", "cards at the distance"),
    "distance moved": QT_TRANSLATE_NOOP("EnGardeStory", "distance moved"),
    "drawn": QT_TRANSLATE_NOOP("EnGardeStory", "drawn"),
}


def reason_words(reason: str) -> str:
    """The engine's reason for a round's end in words (itself where it is new to us)."""
    return translate("EnGardeStory", REASONS[reason]) if reason in REASONS else reason


PHASE_WORDS = {
    "turn": QT_TRANSLATE_NOOP("EnGardeText", "{name} to move"),
    "parry": QT_TRANSLATE_NOOP("EnGardeText", "{name} must parry"),
    "defend": QT_TRANSLATE_NOOP("EnGardeText", "{name} must parry or retreat"),
    "final": QT_TRANSLATE_NOOP("EnGardeText", "{name} has the last chance to attack"),
    "final_parry": QT_TRANSLATE_NOOP("EnGardeText", "{name} must parry the last attack"),
    "over": "",
}
# the same for the player at the screen, whose seat is named "You"
YOUR_PHASE_WORDS = {
    "turn": QT_TRANSLATE_NOOP("EnGardeText", "Your move"),
    "parry": QT_TRANSLATE_NOOP("EnGardeText", "You must parry"),
    "defend": QT_TRANSLATE_NOOP("EnGardeText", "You must parry or retreat"),
    "final": QT_TRANSLATE_NOOP("EnGardeText", "You have the last chance to attack"),
    "final_parry": QT_TRANSLATE_NOOP("EnGardeText", "You must parry the last attack"),
    "over": "",
}


def phase_words(phase: str, name: str) -> str:
    """Who must do what now, in a sentence ("Ann must parry"); "" once the match is over."""
    words = PHASE_WORDS[phase]
    if not words:
        return ""
    return by_name(name, translate("EnGardeText", YOUR_PHASE_WORDS[phase]), translate("EnGardeText", words))


def render(view: SeatView, names: tuple[str, str] | None = None) -> str:
    if names is None:
        names = (translate("EnGardeText", "Fencer A"), translate("EnGardeText", "Fencer B"))
    view = EnGardeView.of(view)
    pos, hits = view.pos, view.hits
    spaces = []
    for i in range(23):
        spaces.append(FENCERS[0] if i == pos[0] else FENCERS[1] if i == pos[1] else ".")
    distance = translate("EnGardeText", "Distance {distance}   Deck {deck}").format(
        distance=view.distance, deck=view.deck_size)
    lines = [
        translate("EnGardeText",
                  "Round {round}   Hits: {first} {a} - {b} {second}  (first to {target})").format(
            round=view.round + 1, first=names[0], a=hits[0], b=hits[1], second=names[1], target=view.target),
        " ".join(f"{i + 1:>2}" for i in range(23)),
        " ".join(f"{s:>2}" for s in spaces),
        distance + (translate("EnGardeText", "  (out: last chance only)") if view.deck_out else ""),
    ]
    discard = view.discard
    if view.open_discards:
        lines.append(translate("EnGardeText", "Played this round: {cards}").format(
            cards=" ".join(map(str, discard)) or translate("EnGardeText", "none")))
    else:
        pile = translate("EnGardeText", "Discard pile: %n card(s), top {top}", None, len(discard))
        lines.append(pile.format(top=discard[-1] if discard else "-"))
    if view.pending:
        lines.append(translate("EnGardeText", "Attack to answer: {cards}").format(
            cards=" + ".join(map(str, view.pending))))
    if view.riposte:
        lines.append(translate("EnGardeText", "Riposte: an attack now wins the round outright."))
    seat = view.seat
    if seat is not None and view.hand is not None:
        lines.append(by_name(names[seat], translate("EnGardeText", "Your hand: {cards}"),
                             translate("EnGardeText", "Your hand ({name}): {cards}"),
                             cards=" ".join(map(str, view.hand))))
        his = view.hand_sizes[1 - seat]
        lines.append(translate("EnGardeText", "Opponent holds %n card(s)", None, his))
    if view.winner is None:
        lines.append(phase_words(view.phase, names[view.to_move]))
    return "\n".join(lines)


def round_words(ended: RoundOver) -> str:
    """Why a round ended, in words (the log and the terminal say it)."""
    return reason_words(ended.reason)
