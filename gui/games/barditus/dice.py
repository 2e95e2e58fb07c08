"""What each Barditus dice tray shows: which roll, each die marked (scored, a six, kept, dropped),
and the words under them. A finished roll's marks and numbers come from the view (`tray_need`: the
lowest die that succeeded), so they hold after the target's shields fell, an undo or a resume."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.barditus.state import CHANCE_PHASES
from engine.games.barditus.view import BarditusView
from engine.games.words import translate
from gui.games.barditus.layout import need_text

# a die's mark (an id the table draws by) in words, for the keys' words
DIE_MARKS = {
    "score": QT_TRANSLATE_NOOP("BarditusDice", "scores"),
    "six": QT_TRANSLATE_NOOP("BarditusDice", "a six"),
    "fail": QT_TRANSLATE_NOOP("BarditusDice", "fails"),
    "kept": QT_TRANSLATE_NOOP("BarditusDice", "kept"),
    "dropped": QT_TRANSLATE_NOOP("BarditusDice", "dropped"),
    "win": QT_TRANSLATE_NOOP("BarditusDice", "wins"),
    "command": QT_TRANSLATE_NOOP("BarditusDice", "command"),
    "morale": QT_TRANSLATE_NOOP("BarditusDice", "morale"),
}
# what a roll is for, where no label of its own was noted (the roll began before a resume)
PURPOSES = {
    "battle": QT_TRANSLATE_NOOP("BarditusDice", "Battle"),
    "evade": QT_TRANSLATE_NOOP("BarditusDice", "Evade"),
    "rally": QT_TRANSLATE_NOOP("BarditusDice", "Rally"),
}


def die_mark_words(mark: str) -> str:
    return translate("BarditusDice", DIE_MARKS[mark]) if mark in DIE_MARKS else mark


@dataclass
class TrayShow:
    """One tray's dice, in order, and its caption; `skip`: dice that left it (the command die)."""

    dice: list[tuple[int, str]] = field(default_factory=list)  # value, mark
    caption: str = ""
    rid: int = -1
    skip: set[int] = field(default_factory=set)


def _shields(n: int) -> str:
    return translate("BarditusDice", "%n shield(s)", None, n)


def shields_words(need: int, live: int | None, live_need: int | None) -> str:
    """The shields a finished battle roll was against, from what its dice needed: 3+ to 5+ tell
    them exactly; 2+ is no shield or one and 6 five or more, which the target's shields settle
    while they are still those the dice met (`live`, against which the view says `live_need`)."""
    if live is not None and live_need == need:
        return _shields(live)
    if need == 2:
        return translate("BarditusDice", "1 shield or none")
    if need == 6:
        return translate("BarditusDice", "5 shields or more")
    return _shields(need - 1)


class TrayBook:
    """Which roll each tray shows, remembered across views (and hand-overs): `ids[seat]` names it
    (the dice count when it began) and keys its dice on the table, so they stay the same items
    until the next roll; `labels` what a roll was (a flank attack, the rally of which card), once
    the view has moved on; `used` the command dice that went to a card and to the morale place.
    Only words hang on it: what the dice needed is the view's."""

    def __init__(self) -> None:
        self.ids = [-1, -1]
        self.labels: dict[tuple[int, int], str] = {}
        self.used: dict[tuple[int, int], set[int]] = {}

    def forget_from(self, rolls: int) -> None:
        """A position taken back (undo) to `rolls` dice: the rolls made after it never were."""
        self.ids = [rid if rid < rolls else -1 for rid in self.ids]
        self.labels = {k: v for k, v in self.labels.items() if k[1] < rolls}
        self.used = {k: v for k, v in self.used.items() if k[1] < rolls}

    def note_roll(self, view: BarditusView) -> None:
        """A roll under way: which tray shows it, and its words (kept for when it is done)."""
        ph = view.phase
        if ph not in CHANCE_PHASES:
            return
        rid = view.rolls - len(view.dice)
        seats = (0, 1) if ph == "rolloff" else (view.to_move,)
        for s in seats:
            self.ids[s] = rid
        s = view.to_move
        if ph == "battle":
            label = (translate("BarditusDice", "Counter-attack") if view.counter
                     else translate("BarditusDice", "Flank attack") if view.flank
                     else translate("BarditusDice", "Battle"))
        elif ph == "evade":
            label = translate("BarditusDice", "Skirmishers evade")
        elif ph == "rally":
            c = view.card(s, view.acol)
            label = translate("BarditusDice", "Rally of {card}").format(card=c.name if c else "?")
        else:
            return
        self.labels[(s, rid)] = label

    def show(self, view: BarditusView, s: int) -> TrayShow:
        """What seat `s`'s tray shows: its dice, each marked, and the words under them."""
        ph = view.phase
        rolling = ph in CHANCE_PHASES and (view.to_move == s or ph == "rolloff")
        rid = self.ids[s]
        if rolling:
            dice = list(view.dice[s:s + 1]) if ph == "rolloff" else list(view.dice)
            purpose = ph
        else:
            dice, purpose = list(view.tray[s]), view.tray_for[s]
        out = TrayShow(rid=rid)
        shown = " · ".join(str(d) for d in dice)
        if purpose == "rolloff":
            other = view.dice[1 - s:2 - s] if rolling else view.tray[1 - s]
            win = bool(dice and other and dice[0] > other[0])
            out.dice = [(d, "win" if win else "") for d in dice]
            if not dice:
                out.caption = translate("BarditusDice", "Roll-off…")
            elif win:
                out.caption = translate("BarditusDice",
                                        "Roll-off: {dice} — deploys first, moves first").format(
                    dice=shown)
            else:
                out.caption = translate("BarditusDice", "Roll-off: {dice}").format(dice=shown)
            if dice and other and dice[0] == other[0] and not rolling:
                out.caption += translate("BarditusDice", " — a tie: both roll again")
            return out
        if purpose == "command":
            return self._command(view, s, dice, rolling, out)
        label = self.labels.get((s, rid)) or (translate("BarditusDice",
                                                        PURPOSES[purpose]) if purpose in PURPOSES
                                              else purpose.capitalize())
        if purpose == "battle":
            return self._battle(view, s, dice, rolling, label, out)
        # the roll under way succeeds from what the view says it needs; a finished one from its tray's
        need = view.roll_need if rolling else view.tray_need[s]
        out.dice = [(d, "score" if need and d >= need else "fail") for d in dice]
        good = sum(bool(need) and d >= need for d in dice)
        on = translate("BarditusDice", " on {need}+").format(need=need) if need else ""
        if purpose == "evade":
            out.caption = f"{label}{on}" + ("" if rolling else
                                             translate("BarditusDice", ": %n hit(s) evaded", None, good))
        elif purpose == "rally":
            out.caption = f"{label}{on}" + ("" if rolling else
                                             translate("BarditusDice", ": %n piece(s) may return", None,
                                                       good))
        else:
            out.caption = shown
        return out

    @staticmethod
    def _battle(view: BarditusView, s: int, dice: list[int], rolling: bool, label: str,
                out: TrayShow) -> TrayShow:
        """Battle dice: each scores from the roll's need up (a 6 always, and it pursues)."""
        fight = view.atk == s and view.dcol >= 0  # the view's fight is this roll's
        live = view.shields[1 - s][view.dcol] if fight else None
        live_need = view.battle_need[1 - s][view.dcol] if fight else None
        if rolling:
            need = view.roll_need
        else:
            need = view.tray_need[s]
            # the target's shields are still those the dice met until the first hit is taken
            hits = sum(d >= need for d in dice)
            if not (view.phase == "evade" or (view.phase == "hits" and view.hits == hits)):
                live = None
        if not need:  # a roll no view told the need of (a hand-made position)
            out.dice = [(d, "six" if d == 6 else "") for d in dice]
            out.caption = f"{label}: {' · '.join(str(d) for d in dice)}"
            return out
        out.dice = [(d, "six" if d == 6 else "score" if d >= need else "fail") for d in dice]
        against = _shields(live or 0) if rolling else shields_words(need, live, live_need)
        n = view.need if rolling else len(dice)
        out.caption = translate("BarditusDice", "{label}: %n dice against {against}, {need} scores", None,
                                n).format(
            label=label, against=against, need=need_text(need))
        if not rolling:
            hits, sixes = sum(d >= need for d in dice), dice.count(6)
            out.caption += translate("BarditusDice", ": %n hit(s)", None, hits)
            if sixes:
                out.caption += translate("BarditusDice", ", %n six(es) (pursuit)", None, sixes)
        return out

    def _command(self, view: BarditusView, s: int, dice: list[int], rolling: bool,
                 out: TrayShow) -> TrayShow:
        shown = " · ".join(str(d) for d in dice)
        if rolling:
            out.dice = [(d, "") for d in dice]
            out.caption = (translate("BarditusDice",
                                     "Command roll (the general leads): three dice") if view.leading
                           else translate("BarditusDice", "Command roll: three dice"))
            return out
        if view.phase == "general" and view.turn == s:
            kept = list(view.kept)
            marks = []
            for d in dice:
                if d in kept:
                    kept.remove(d)
                    marks.append((d, "kept"))
                else:
                    marks.append((d, "dropped"))
            out.dice = marks
            lo, hi = min(view.kept), max(view.kept)
            out.caption = translate("BarditusDice",
                                    "Command roll {dice}: keep {lo} and {hi}. One goes on a front "
                                    "card as the command die, the other is morale.").format(
                dice=shown, lo=lo, hi=hi)
            if view.leading and view.general_lost[s] and lo == hi:
                out.caption = translate("BarditusDice",
                                        "Command roll {dice}: two equal high dice — the general is "
                                        "lost! Keep {lo} and {hi}.").format(dice=shown, lo=lo,
                                                                                            hi=hi)
            return out
        used = self.used.get((s, out.rid), set())
        out.skip = used
        out.dice = [(d, "dropped") for d in dice]
        morale = view.morale[s]
        out.caption = (translate("BarditusDice", "Last command roll: {dice}; morale {morale}") if morale
                       else translate("BarditusDice", "Last command roll: {dice}")).format(dice=shown,
                                                                                           morale=morale)
        return out
