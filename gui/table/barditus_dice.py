"""What each Barditus dice tray shows: which roll, each die marked (scored, a six, kept, dropped),
and the words under them. A finished roll no longer says what its dice had to beat (the target's
shields may have fallen since), so the book keeps that from the moment the roll began."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.games.barditus.state import CHANCE_PHASES, BarditusState
from gui.table.barditus_layout import card_of, need_words, scores


@dataclass
class TrayShow:
    """One tray's dice, in order, and its caption; `skip`: dice that left it (the command die)."""

    dice: list[tuple[int, str]] = field(default_factory=list)  # value, mark
    caption: str = ""
    rid: int = -1
    skip: set[int] = field(default_factory=set)


class TrayBook:
    """The rolls the trays show, remembered across views (and hand-overs): `ids[seat]` names the
    roll a tray shows (the dice count when it began), `ctx` what each roll needed, `used` the
    command dice that went to a card and to the morale place."""

    def __init__(self) -> None:
        self.ids = [-1, -1]
        # a roll: purpose, its number of dice, the number they had to beat or reach, its words
        self.ctx: dict[tuple[int, int], tuple[str, int, int, str]] = {}
        self.used: dict[tuple[int, int], set[int]] = {}

    def note_roll(self, view: Mapping[str, Any], rules: BarditusState) -> None:
        """A roll under way: which tray shows it, and what its dice need (kept for when it is done)."""
        ph = view["phase"]
        if ph not in CHANCE_PHASES:
            return
        rid = view["rolls"] - len(view["dice"])
        seats = (0, 1) if ph == "rolloff" else (view["to_move"],)
        for s in seats:
            self.ids[s] = rid
        s, n = view["to_move"], view["need"]
        if ph == "battle":
            shields = rules.shields(1 - view["atk"], view["dcol"])
            kind = "Counter-attack" if view["counter"] else "Flank attack" if view["flank"] else "Battle"
            self.ctx[(s, rid)] = ("battle", n, shields, kind)
        elif ph == "evade":
            c = card_of(view, s, view["dcol"])
            self.ctx[(s, rid)] = ("evade", n, c.rally if c else 4, "Skirmishers evade")
        elif ph == "rally":
            c = card_of(view, s, view["acol"])
            self.ctx[(s, rid)] = ("rally", n, c.rally if c else 4, f"Rally of {c.name if c else '?'}")

    def show(self, view: Mapping[str, Any], rules: BarditusState, s: int) -> TrayShow:
        """What seat `s`'s tray shows: its dice, each marked, and the words under them."""
        ph = view["phase"]
        rolling = ph in CHANCE_PHASES and (view["to_move"] == s or ph == "rolloff")
        rid = self.ids[s]
        if rolling:
            dice = list(view["dice"][s:s + 1]) if ph == "rolloff" else list(view["dice"])
            purpose = ph
        else:
            dice, purpose = list(view["tray"][s]), view["tray_for"][s]
        out = TrayShow(rid=rid)
        shown = " · ".join(str(d) for d in dice)
        if purpose == "rolloff":
            other = view["dice"][1 - s:2 - s] if rolling else view["tray"][1 - s]
            win = bool(dice and other and dice[0] > other[0])
            out.dice = [(d, "win" if win else "") for d in dice]
            out.caption = f"Roll-off: {shown}" + (" — deploys first, moves first" if win else "") \
                if dice else "Roll-off…"
            if dice and other and dice[0] == other[0] and not rolling:
                out.caption += " — a tie: both roll again"
            return out
        if purpose == "command":
            return self._command(view, s, dice, rolling, out)
        ctx = self.ctx.get((s, rid))
        if ctx is not None and (ctx[0] != purpose or (not rolling and ctx[1] != len(dice))):
            ctx = None  # another roll's (a position taken back): read what the view says instead
        if purpose == "battle":
            shields = ctx[2] if ctx else None
            if shields is None and view["atk"] == s and view["dcol"] >= 0 :
                shields = rules.shields(1 - s, view["dcol"])
            label = ctx[3] if ctx else "Battle"
            if shields is None:
                out.dice = [(d, "six" if d == 6 else "") for d in dice]
                out.caption = f"{label}: {shown}"
                return out
            out.dice = [(d, "six" if d == 6 else "score" if scores(d, shields) else "fail") for d in dice]
            hits = sum(scores(d, shields) for d in dice)
            sixes = dice.count(6)
            out.caption = f"{label}: {len(dice) if not rolling else view['need']} dice against {shields} " \
                          f"shield{'s' if shields != 1 else ''}, {need_words(shields)} scores"
            if not rolling:
                out.caption += f": {hits} hit{'s' if hits != 1 else ''}"
                if sixes:
                    out.caption += f", {sixes} six{'es' if sixes != 1 else ''} (pursuit)"
            return out
        need = ctx[2] if ctx else 4
        label = ctx[3] if ctx else purpose.capitalize()
        out.dice = [(d, "score" if d >= need else "fail") for d in dice]
        good = sum(d >= need for d in dice)
        plural = "s" if good != 1 else ""
        if purpose == "evade":
            out.caption = f"{label} on {need}+" + ("" if rolling else f": {good} hit{plural} evaded")
        elif purpose == "rally":
            out.caption = f"{label} on {need}+" + ("" if rolling else f": {good} piece{plural} may return")
        else:
            out.caption = shown
        return out

    def _command(self, view: Mapping[str, Any], s: int, dice: list[int], rolling: bool,
                 out: TrayShow) -> TrayShow:
        shown = " · ".join(str(d) for d in dice)
        if rolling:
            out.dice = [(d, "") for d in dice]
            lead = " (the general leads)" if view["leading"] else ""
            out.caption = f"Command roll{lead}: three dice"
            return out
        if view["phase"] == "general" and view["turn"] == s:
            kept = list(view["kept"])
            marks = []
            for d in dice:
                if d in kept:
                    kept.remove(d)
                    marks.append((d, "kept"))
                else:
                    marks.append((d, "dropped"))
            out.dice = marks
            lo, hi = min(view["kept"]), max(view["kept"])
            out.caption = f"Command roll {shown}: keep {lo} and {hi}. One goes on a front card as the " \
                          f"command die, the other is morale."
            if view["leading"] and view["general_lost"][s] and lo == hi:
                out.caption = f"Command roll {shown}: two equal high dice — the general is lost! " \
                              f"Keep {lo} and {hi}."
            return out
        used = self.used.get((s, out.rid), set())
        out.skip = used
        out.dice = [(d, "dropped") for d in dice]
        morale = view["morale"][s]
        out.caption = f"Last command roll: {shown}" + (f"; morale {morale}" if morale else "")
        return out

