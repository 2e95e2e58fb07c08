"""Barditus drawn as text for the terminal game: both formations, the dice and the gauges."""

from __future__ import annotations

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.view import SeatView
from engine.games.barditus.actions import SLOTS
from engine.games.barditus.cards import army
from engine.games.barditus.state import COLUMNS, phase_title
from engine.games.barditus.view import BarditusView
from engine.games.words import by_name, translate

# how a battle ended, by the engine's reason
REASONS = {
    "broken": QT_TRANSLATE_NOOP("BarditusText", "an army broke"),
    "time": QT_TRANSLATE_NOOP("BarditusText", "the last round was fought"),
}


def reason_words(reason: str) -> str:
    """The engine's reason for the battle's end in words (itself where it is new to us)."""
    return translate("BarditusText", REASONS[reason]) if reason in REASONS else reason


def card_cell(view: BarditusView, seat: int, pos: int) -> str:
    """A card as its name and its slots: upper case a piece, lower case an empty slot."""
    c = view.card(seat, pos)
    if c is None:
        return translate("BarditusText", "(empty)")
    board = view.board[seat]
    rows = []
    for row in c.rows:
        rows.append("".join(c.slots[i].letter.upper() if board[pos * SLOTS + i] else "." for i in row))
    chased = sum(view.chase[seat][pos * 4:pos * 4 + 4]) if pos < COLUMNS else 0
    away = translate("BarditusText", " +{count} away").format(count=chased) if chased else ""
    return f"{c.name} [{'/'.join(rows)}]{away}"


def render(view: SeatView, names: tuple[str, str] | None = None) -> str:
    if names is None:
        names = (translate("BarditusText", "Army A"), translate("BarditusText", "Army B"))
    view = BarditusView.of(view)
    lines = []
    for seat in (1, 0):
        lines.append(translate("BarditusText",
                               "{name} ({army}): {lost} destroyed, morale die {morale}, %n card(s) "
                               "in hand", None, view.hand_sizes[seat]).format(
            name=names[seat], army=view.army_title(seat), lost=view.lost[seat],
            morale=view.morale[seat] or "-"))
        # the armies face each other: the north army's rear line on top, the south's below
        front, rear = range(COLUMNS), range(COLUMNS, 2 * COLUMNS)
        for line in (rear, front) if seat == 1 else (front, rear):
            lines.append("  " + " | ".join(f"{p % COLUMNS + 1}: {card_cell(view, seat, p)}" for p in line))
    if view.phase == "over":
        lines.append(translate("BarditusText", "Over: {reason}").format(reason=reason_words(view.reason)))
        return "\n".join(lines)
    if view.kept:
        kept = translate("BarditusText", "Command dice kept {dice}, %n point(s) left", None,
                         view.command).format(
            dice=list(view.kept))
        if view.general >= 0:
            kept += translate("BarditusText",
                              ", general on column {column}").format(column=view.general + 1)
        lines.append(kept)
    for seat in (0, 1):
        if view.tray[seat]:
            lines.append(by_name(names[seat], translate("BarditusText", "Your last roll ({purpose}): {dice}"),
                                 translate("BarditusText", "Last roll of {name} ({purpose}): {dice}"),
                                 purpose=phase_title(view.tray_for[seat]), dice=list(view.tray[seat])))
    if view.hand and view.seat is not None:
        cards = army(view.options[f"army{view.seat}"]).cards
        lines.append(translate("BarditusText", "Your cards in hand: {cards}").format(
            cards=", ".join(cards[c].name if c in cards else c for c in view.hand)))
    lines.append(by_name(names[view.to_move], translate("BarditusText", "{phase}: your move"),
                         translate("BarditusText", "{phase}: {name} to act"),
                         phase=phase_title(view.phase)))
    return "\n".join(lines)

