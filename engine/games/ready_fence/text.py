"""Ready...Fence! drawn as text for the terminal game: the strip, weapons, stamina and the phrase."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.events import RoundOver
from engine.core.view import SeatView
from engine.games.ready_fence.actions import position_name
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.state import STRIP, phase_title
from engine.games.ready_fence.verdict import Verdict
from engine.games.ready_fence.view import Play, ReadyFenceView
from engine.games.ready_fence.words import name_words, verdict_words
from engine.games.words import by_name, translate


def strip_line(pos: Sequence[int]) -> str:
    """The ten squares: run-off ends in brackets, the fencers as A and B."""
    cells = []
    for i in range(STRIP):
        mark = "A" if pos[0] == i else "B" if pos[1] == i else "."
        cells.append(f"[{mark}]" if i in (0, STRIP - 1) else f" {mark} ")
    return "".join(cells)


def describe_play(p: Play) -> str:
    """A play and how its speed is made: "Straight Thrust 4 - 1 his Engagement = 3"."""
    if p.role == "gold" or not p.parts:
        return name_words(p.name)
    (first, base), *rest = p.parts
    terms = "".join(f" {'+' if v >= 0 else '-'} {abs(v)} {name_words(name)}" for name, v in rest)
    return f"{name_words(first)} {base}{terms} = {p.speed}"


def render(seen: SeatView, names: tuple[str, str] | None = None) -> str:
    if names is None:
        names = (translate("ReadyFenceText", "Fencer A"), translate("ReadyFenceText", "Fencer B"))
    view = ReadyFenceView.of(seen)
    cards = fence_cards()
    lines = [strip_line(view.pos)]
    for s in (0, 1):
        line = translate("ReadyFenceText", "{name}: {touches}, {sp} SP, {position}, {cards}").format(
            name=names[s], touches=translate("ReadyFenceText", "%n touch(es)", None, view.points[s]),
            sp=view.stamina[s], position=position_name(view.weapon[s]),
            cards=translate("ReadyFenceText", "%n card(s)", None, view.hand_sizes[s]))
        if view.priority == s:
            line += translate("ReadyFenceText", ", Priority")
        lines.append(line)
    if view.overtime:
        timer = translate("ReadyFenceText", "Timer %n card(s), overtime; bout to {target}", None,
                          view.timer_size)
    else:
        timer = translate("ReadyFenceText", "Timer %n card(s), period {period}; bout to {target}", None,
                          view.timer_size)
    lines.append(timer.format(period=view.period, target=view.target))
    for p in view.plays:
        lines.append(f"  {names[p.seat]}: {describe_play(p)}")
    if view.last is not None and not view.plays:
        lines.append(translate("ReadyFenceText", "Last phrase: {verdict}").format(
            verdict=verdict_words(view.last.reason)))
    if view.hand is not None:
        held = ", ".join(
            translate("ReadyFenceText", "{card} ({speed}/{sp} SP)").format(
                card=cards[c].shown_name(), speed=cards[c].speed if cards[c].speed is not None else "-",
                sp=cards[c].stamina) for c in view.hand)
        lines.append(translate("ReadyFenceText", "Your hand: {cards}").format(cards=held))
    if view.phase == "over":
        lines.append(translate("ReadyFenceText", "Over: {verdict}").format(
            verdict=verdict_words(view.reason)))
    elif view.phase == "turn":
        left = view.actions_left
        lines.append(by_name(
            names[view.to_move],
            translate("ReadyFenceText", "{phase}: your move, %n action(s) left", None, left),
            translate("ReadyFenceText", "{phase}: {name} to act, %n action(s) left", None, left),
            phase=phase_title("turn")))
    else:
        lines.append(by_name(names[view.to_move], translate("ReadyFenceText", "{phase}: your move"),
                             translate("ReadyFenceText", "{phase}: {name} to act"),
                             phase=phase_title(view.phase)))
    return "\n".join(lines)


def round_words(ended: RoundOver) -> str:
    """Why a period ended, in words (the log and the terminal say it)."""
    return verdict_words(Verdict(ended.reason, ended.fields))
