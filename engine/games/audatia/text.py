"""Audatia drawn as text for the terminal game: roles, Virtues, postas, stacks and the hand."""

from __future__ import annotations

from engine.core.events import RoundOver
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.view import SeatView
from engine.games.audatia.actions import card_names
from engine.games.audatia.cards import VIRTUES, character_decks
from engine.games.audatia.results import reason_words
from engine.games.audatia.state import phase_title
from engine.games.audatia.view import AudatiaView
from engine.games.words import by_name, translate

# where a fencer's sword lies when he stands in no posta (the side of his stack)
SWORD = {
    "left": QT_TRANSLATE_NOOP("AudatiaText", "sword on the left"),
    "right": QT_TRANSLATE_NOOP("AudatiaText", "sword on the right"),
    "middle": QT_TRANSLATE_NOOP("AudatiaText", "sword in the middle"),
}
# the Streto Side card's turn: which remedies it allows
SIDE_CARD = {
    "inside": QT_TRANSLATE_NOOP("AudatiaText", "the Side card allows inside remedies only"),
    "outside": QT_TRANSLATE_NOOP("AudatiaText", "the Side card allows outside remedies only"),
    "both": QT_TRANSLATE_NOOP("AudatiaText", "the Side card allows remedies on either side"),
}
REMEDY = {
    "inside": QT_TRANSLATE_NOOP("AudatiaText", "Remedy to counter: {card} on the inside"),
    "outside": QT_TRANSLATE_NOOP("AudatiaText", "Remedy to counter: {card} on the outside"),
}


def role_words(view: AudatiaView, seat: int) -> str:
    """Challenger or Respondent, in the player's language."""
    return (translate("AudatiaText", "Challenger") if seat == view.challenger
            else translate("AudatiaText", "Respondent"))


def render(view: SeatView, names: tuple[str, str] | None = None) -> str:
    if names is None:
        names = (translate("AudatiaText", "Fencer A"), translate("AudatiaText", "Fencer B"))
    view = AudatiaView.of(view)
    decks = character_decks()
    called = card_names()
    by_seat = view.decks
    lines = []
    for s in (0, 1):
        d = decks[by_seat[s]]
        # the Virtues by the first letters of their Latin, the same in every language
        virt = " ".join(f"{v[:3]}{view.virtue(s, v)}" for v in VIRTUES)
        posta = view.posta[s]
        where = (translate("AudatiaText", "in {posta}").format(posta=called.get(posta, d.poste[posta].name))
                 if posta else translate("AudatiaText", SWORD[view.side[s]]))
        stack = ", ".join(called.get(c, c) for c in view.stack[s]) or "-"
        lines.append(translate("AudatiaText", "{name} ({deck}, {role}) {where}; virtues {virtues}; stack "
                               "{stack}; hand {hand}, deck {cards}").format(
            name=names[s], deck=d.title, role=role_words(view, s), where=where, virtues=virt, stack=stack,
            hand=view.hand_sizes[s], cards=view.deck_sizes[s]))
    if view.bind:
        line = translate("AudatiaText", "Bind: {bind}").format(bind=view.bind.capitalize())
        if view.side_card:
            line += "; " + translate("AudatiaText", SIDE_CARD[view.side_card])
        lines.append(line)
    if view.remedy:
        lines.append(translate("AudatiaText", REMEDY[view.remedy[2]]).format(
            card=called.get(view.remedy[1], view.remedy[1])))
    if view.options["variant"] == "salle":
        lines.append(translate("AudatiaText", "Points {first} - {second}").format(
            first=view.points[0], second=view.points[1]))
    if view.draws:
        lines.append(translate("AudatiaText", "Draws: {draws}").format(draws=view.draws))
    if view.hand is not None:
        lines.append(translate("AudatiaText", "Your hand: {cards}").format(
            cards=", ".join(called.get(c, c) for c in view.hand) or "-"))
    if view.phase == "over":
        lines.append(translate("AudatiaText", "Over: {reason}").format(reason=reason_words(view.reason)))
    else:
        lines.append(by_name(names[view.to_move], translate("AudatiaText", "{phase}: your move"),
                             translate("AudatiaText", "{phase}: {name} to act"),
                             phase=phase_title(view.phase)))
    return "\n".join(lines)


def round_words(ended: RoundOver) -> str:
    """Why a bout or the duel ended, in words (the log and the terminal say it)."""
    return reason_words(ended.reason, dict(ended.fields))
