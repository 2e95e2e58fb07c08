"""Barditus's rules: one position of a battle and every transition the rulebook allows.

Phases (docs/rules/barditus.md gives every reading we chose where the v0.1 text is open):

    build     each player takes four front cards and four to six rear cards, at most 20 points
              (seat 0 builds, then seat 1; each list stays hidden until its cards are deployed)
    rolloff   both roll a die (chance); the higher deploys first and has the first turn
    deploy    the players lay one card at a time into their 4-wide, 2-deep formations
    lead      before the command roll: the general may lead at the front (option `leading`)
    command   three command dice (chance)
    general   one kept die becomes the command die, laid on a front card; the other is morale
    orders    battle, rally or reserve orders, paid from the command die, until `end`
    battle    the battle dice of an attack or a counter-attack (chance)
    evade     skirmishers roll to evade each hit (chance; option `skirmishers`)
    hits      the defender takes each hit: a retreat or a casualty
    pursue    the attacker sends one piece after the beaten enemy for each six
    lose      an enemy pursuer is lost where a piece pursues out of the card it stands on
    rally     the rally dice (chance), then `regroup`: the successful pieces go back
    reserve   the reserve's pieces move up to the front card
    over

A seat's formation has eight card positions: 0-3 the front line (columns 1-4), 4-7 the rear
line behind them. Column c of one army faces column c of the other. `board[seat]` holds a 0/1
per slot of each position (position * 12 + slot); `chase[seat]` counts that seat's pursuers by
home column * 4 + the enemy column they stand on.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Protocol, Self

from engine.core.cards import card_data
from engine.core.errors import IllegalAction, PositionError
from engine.core.events import (
    ActionPlayed,
    CardMoved,
    DieRolled,
    Event,
    GameOver,
    PhaseChanged,
    PieceLost,
    PieceMoved,
    PursuerLost,
    PursuerReturned,
    PursuerSent,
    ScoreChanged,
)
from engine.core.game import CHANCE, Notation, PhasedState
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.refusal import Refusal
from engine.core.rng import fresh_seed, rng_for
from engine.core.validate import as_bool, as_choice, as_int, as_int_list, as_list, need, put
from engine.core.view import SeatView
from engine.games.barditus import actions as act
from engine.games.barditus.actions import DONE, END, HOLD, LEAD, PURSUER, SLOTS, Action, pursuer
from engine.games.barditus.cards import (
    ARMIES,
    GAME_NAME,
    ArmyCard,
    army,
    completions,
    legal_lists,
    list_problem,
    points_words,
    takes,
)
from engine.games.barditus.view import BarditusView, Gauge
from engine.games.words import translate

POSITION_VERSION = 1
COLUMNS = 4
POSITIONS = 2 * COLUMNS
CHANCE_PHASES = ("rolloff", "command", "battle", "evade", "rally")
PHASES = ("build", "rolloff", "deploy", "lead", "command", "general", "orders", "battle", "evade",
          "hits", "pursue", "lose", "rally", "regroup", "reserve", "over")
# the steps of a turn's orders: the command die lies in its column until the turn ends
REASONS = ("broken", "time")  # why a battle ends
# dice a roll may have: a battle's, a piece per sword slot, one for the flank and one per pursuer
# out (no more than the card's slots); a rally's, a piece per slot or pursuer out of order
MAX_DICE = 2 * SLOTS + 1
ORDER_PHASES = ("orders", "battle", "evade", "hits", "pursue", "lose", "rally", "regroup", "reserve")
OUTCOMES = [(Action("die", v), 1 / 6) for v in range(1, 7)]
MAX_ORDERS = 2  # orders one front card may have in a turn

# each phase's title (translated where shown: phase_title)
PHASE_TITLES = {
    "build": QT_TRANSLATE_NOOP("BarditusState",
                               "Army building: take four front cards and four to six rear cards (20 points)"),
    "rolloff": QT_TRANSLATE_NOOP("BarditusState", "Roll-off: the higher die deploys first and moves first"),
    "deploy": QT_TRANSLATE_NOOP("BarditusState", "Deployment: lay one card in your formation"),
    "lead": QT_TRANSLATE_NOOP("BarditusState", "Command: will the general lead at the front?"),
    "command": QT_TRANSLATE_NOOP("BarditusState", "Command: three dice"),
    "general": QT_TRANSLATE_NOOP("BarditusState",
                                 "Command: choose the command die and the card where the general stands"),
    "orders": QT_TRANSLATE_NOOP("BarditusState",
                                "Orders: battle, rally or reserve, paid from the command die"),
    "battle": QT_TRANSLATE_NOOP("BarditusState", "Battle dice"),
    "evade": QT_TRANSLATE_NOOP("BarditusState", "Skirmishers evade"),
    "hits": QT_TRANSLATE_NOOP("BarditusState", "Take the hits: retreat or lose a piece for each"),
    "pursue": QT_TRANSLATE_NOOP("BarditusState", "Pursuit: a piece follows each six"),
    "lose": QT_TRANSLATE_NOOP("BarditusState", "A pursuer of yours is caught"),
    "rally": QT_TRANSLATE_NOOP("BarditusState", "Rally dice"),
    "regroup": QT_TRANSLATE_NOOP("BarditusState", "Rally: move the rallied pieces back to filled slots"),
    "reserve": QT_TRANSLATE_NOOP("BarditusState", "Reserve: bring pieces up to the front card"),
    "over": QT_TRANSLATE_NOOP("BarditusState", "The battle is over"),
}


def phase_title(phase: str) -> str:
    """The phase's title in the player's language."""
    return translate("BarditusState", PHASE_TITLES[phase])


@card_data
def _cards(army_id: str) -> dict[str, ArmyCard]:
    return army(army_id).cards


def scores(die: int, shields: int) -> bool:
    """A battle die scores a hit when it beats the target's pieces on shields; a 6 always
    scores and a 1 never."""
    return die == 6 or (die != 1 and die > shields)


def battle_need(shields: int) -> int:
    """The lowest battle die that scores against `shields` (what the table shows beside a card)."""
    return next(d for d in range(1, 7) if scores(d, shields))


def general_reach(general: int, col: int) -> int:
    """How far the front card `col` stands from the general in column `general`, as an order's
    price counts it: 0 under him, 1 next to him, 2 farther."""
    return min(abs(col - general), 2)


def order_cost(general: int, col: int, card: ArmyCard, first: bool) -> int:
    """1 under the general, 2 next to him, 3 farther; a regular's, warrior's or veteran's first
    order of the turn one less (so free under the general, the rulebook's example)."""
    base = (1, 2, 3)[general_reach(general, col)]
    return base - (1 if first and card.veteran_discount else 0)


class BarditusState(PhasedState[Action]):
    """A battle position."""

    NOTATION: ClassVar[Notation] = act

    def __init__(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> None:
        # where apply's events go while it runs: None outside apply and in the playouts (step),
        # which build no events at all
        self._told: list[Event] | None = None
        if options is None:  # a blank that a copy fills in (clone, pickle: engine.compiled.blank)
            return
        self.options = dict(options)
        self.seed = seed
        self.armies = [self.options["army0"], self.options["army1"]]
        self.lookup = [_cards(a) for a in self.armies]  # each army's cards by id
        self.phase = "build"
        self.to_move = 0
        self.points = [0, 0]  # enemy pieces each side has destroyed
        self.winner: int | None = None
        self.reason = ""
        self.hand: list[list[str]] = [[], []]  # the list built and not yet deployed
        self.cards: list[list[str]] = [[""] * POSITIONS, [""] * POSITIONS]
        self.board: list[list[int]] = [[0] * (POSITIONS * SLOTS), [0] * (POSITIONS * SLOTS)]
        self.chase: list[list[int]] = [[0] * 16, [0] * 16]
        self.lost = [0, 0]  # pieces destroyed
        self.morale = [0, 0]  # the die each army set aside for morale (0: none yet)
        self.general_lost = [False, False]
        self.first = -1  # the roll-off winner: deploys first, moves first
        self.round = 0
        self.turn = 0  # the seat whose turn it is
        self.leading = False
        self.kept: list[int] = []  # the two command dice kept
        self.command = 0  # command points left
        self.general = -1  # the column where the command die lies
        self.orders = [0] * COLUMNS  # orders given to each column this turn
        self.dice: list[int] = []  # the roll in progress
        self.need = 0  # dice the roll in progress has
        self.rolls = 0  # dice rolled so far (the seed's counter)
        self.dice_log: list[int] = []  # every die rolled, in order (a save shows the sequence)
        self.tray: list[list[int]] = [[], []]  # each side's last roll, for the table
        self.tray_for = ["", ""]  # what that roll was for
        self.tray_need = [0, 0]  # the lowest die that succeeded in it (0: no die "succeeds")
        # the fight in progress: attacker, his column, the target column, its kind, what is left
        self.atk = 0
        self.acol = -1
        self.dcol = -1
        self.flank = False
        self.counter = False
        self.hits = 0
        self.sixes = 0
        self.losses = 0
        self.rallied: list[int] = []  # refs of the pieces whose rally die succeeded

    # --- construction -----------------------------------------------------------------
    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> Self:
        return cls(options, seed)

    def clone(self) -> Self:
        c = super().clone()
        c._told = None  # a copy tells nothing: apply gives it a sink of its own
        return c

    # --- small queries ------------------------------------------------------------------
    def card(self, seat: int, pos: int) -> ArmyCard | None:
        cid = self.cards[seat][pos]
        return self.lookup[seat][cid] if cid else None

    def card_of(self, seat: int, cid: str) -> ArmyCard:
        return self.lookup[seat][cid]

    def occupied(self, seat: int, pos: int) -> list[int]:
        """Slot numbers of `pos` holding a piece."""
        b, base = self.board[seat], pos * SLOTS
        return [i for i in range(SLOTS) if b[base + i]]

    def pieces(self, seat: int, pos: int) -> int:
        base = pos * SLOTS
        return sum(self.board[seat][base:base + SLOTS])

    def _count(self, seat: int, pos: int, what: str) -> int:
        c = self.card(seat, pos)
        if c is None:
            return 0
        b, base = self.board[seat], pos * SLOTS
        return sum(b[base + i] for i in c.marks[what])

    def swords(self, seat: int, col: int) -> int:
        return self._count(seat, col, "sword")

    def shields(self, seat: int, col: int) -> int:
        return self._count(seat, col, "shield")

    def pursuers_from(self, seat: int, col: int) -> int:
        """`seat`'s pursuers whose home is its front card `col`."""
        return sum(self.chase[seat][col * 4:col * 4 + 4])

    def pursuers_on(self, seat: int, col: int) -> int:
        """`seat`'s pursuers standing on the enemy front card `col`."""
        return sum(self.chase[seat][h * 4 + col] for h in range(COLUMNS))

    def _army_count(self, seat: int, what: str) -> int:
        """Pieces on `what` slots (shield, disorder) all over `seat`'s army."""
        b, cards, lookup = self.board[seat], self.cards[seat], self.lookup[seat]
        return sum(b[p * SLOTS + i] for p in range(POSITIONS) if cards[p]
                   for i in lookup[cards[p]].marks[what])

    def disordered(self, seat: int) -> int:
        return self._army_count(seat, "disorder")

    def steady(self, seat: int) -> int:
        """Pieces on shield slots, all over the army (the broken test counts them)."""
        return self._army_count(seat, "shield")

    def margin(self, seat: int) -> int:
        """How far the army is from breaking: shields + morale die - destroyed - disordered;
        it is broken below 0."""
        return self.steady(seat) + self.morale[seat] - self.lost[seat] - self.disordered(seat)

    def broken(self, seat: int) -> bool:
        """Destroyed + disordered higher than pieces on shields + the morale die."""
        return self.margin(seat) < 0

    def battle_dice(self, seat: int, col: int, flank: bool, counter: bool) -> int:
        """Dice for a battle of `seat`'s front card `col`: its pieces on sword slots, + 1 on a
        flank attack with flanking, + 1 per own pursuer with pursuit, - 1 per enemy pursuer on
        the card on a counter-attack (every battle with hinder=all)."""
        c = self.card(seat, col)
        if c is None:
            return 0
        n = self.swords(seat, col)
        if flank and "flanking" in c.abilities:
            n += 1
        if "pursuit" in c.abilities:
            n += self.pursuers_from(seat, col)
        if counter or self.options["hinder"] == "all":
            n -= self.pursuers_on(1 - seat, col)
        return max(n, 0)

    def targets(self, seat: int, col: int) -> list[int]:
        """Enemy columns `seat`'s card `col` may attack: the card opposite while it holds pieces,
        else a diagonal one that does (a flank attack)."""
        enemy = 1 - seat
        if self.pieces(enemy, col):
            return [col]
        return [c for c in (col - 1, col + 1) if 0 <= c < COLUMNS and self.pieces(enemy, c)]

    def cost(self, col: int) -> int:
        c = self.card(self.turn, col)
        assert c is not None
        return order_cost(self.general, col, c, self.orders[col] == 0)

    def room(self, seat: int, col: int) -> bool:
        """The front card `col` may take a piece from outside (reserve, woods, pursuit): it
        holds fewer pieces than it has filled slots, and one of those is empty."""
        c = self.card(seat, col)
        return c is not None and self.pieces(seat, col) < c.filled and bool(self._empty_filled(seat, col))

    def _empty_filled(self, seat: int, col: int) -> list[int]:
        c = self.card(seat, col)
        if c is None:
            return []
        b, base = self.board[seat], col * SLOTS
        return [i for i, s in enumerate(c.slots) if s.filled and not b[base + i]]

    # --- legality -----------------------------------------------------------------------
    def current_player(self) -> int:
        return CHANCE if self.phase in CHANCE_PHASES else super().current_player()

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return OUTCOMES[:] if self.is_chance() else []

    def sample_chance(self) -> Action:
        if not self.is_chance():
            raise IllegalAction("no die is to be rolled")
        return Action("die", rng_for(self.seed, "die", self.rolls).randint(1, 6))

    def private_to_mover(self) -> bool:
        """Only army building and deployment hide anything (the cards not yet laid down); in
        battle both players see everything, so hot-seat needs no hand-over screen."""
        return self.phase in ("build", "deploy")

    def legal_actions(self) -> list[Action]:
        ph, s = self.phase, self.to_move
        if ph == "over":
            return []
        if ph in CHANCE_PHASES:
            return [a for a, _ in OUTCOMES]
        if ph == "build":
            return self._takes(s) + ([DONE] if not list_problem(self.armies[s], self.hand[s]) else [])
        if ph == "deploy":
            return self._deploys(s)
        if ph == "lead":
            return [LEAD, HOLD]
        if ph == "general":
            return [Action("general", v, col) for v in sorted(set(self.kept)) for col in range(COLUMNS)]
        if ph == "orders":
            return [*self._orders(), END]
        if ph == "hits":
            return self._hit_options()
        if ph == "pursue":
            return [Action("pursue", self.acol * SLOTS + i) for i in self._sword_pieces(self.atk, self.acol)]
        if ph == "lose":
            return [Action("lose", pursuer(h, self.acol)) for h in range(COLUMNS)
                    if self.chase[s][h * 4 + self.acol]]
        if ph == "regroup":
            return self._returns()
        return [*self._brings(), DONE]  # reserve

    def _takes(self, s: int) -> list[Action]:
        return [Action("take", name=cid) for cid in takes(self.armies[s], tuple(sorted(self.hand[s])))]

    def _deploys(self, s: int) -> list[Action]:
        ar = army(self.armies[s])
        empty = [p for p in range(POSITIONS) if not self.cards[s][p]]
        out = []
        for cid in dict.fromkeys(self.hand[s]):
            front = ar.cards[cid].front
            out += [Action("deploy", p, name=cid) for p in empty if (p < COLUMNS) == front]
        return out

    def _orders(self) -> list[Action]:
        s = self.turn
        out: list[Action] = []
        for col in range(COLUMNS):
            if self.orders[col] >= MAX_ORDERS or self.cost(col) > self.command:
                continue
            for t in self.targets(s, col) if self.pieces(s, col) else ():  # a card fights with men on it
                if self.battle_dice(s, col, t != col, False) > 0:
                    out.append(Action("battle", col, t if t != col else -1))
            if self._rally_candidates(s, col) and self._empty_filled(s, col):
                out.append(Action("rally", col))
            rear = self.card(s, col + COLUMNS)
            if rear is not None and rear.reserve and self.pieces(s, col + COLUMNS) and self.room(s, col):
                out.append(Action("reserve", col))
        return out

    def _sword_pieces(self, seat: int, col: int) -> list[int]:
        c = self.card(seat, col)
        assert c is not None
        b, base = self.board[seat], col * SLOTS
        return [i for i, sl in enumerate(c.slots) if sl.sword and b[base + i]]

    def _retreats(self, seat: int, col: int) -> list[int]:
        """Empty slots behind the pieces of front card `col`: open slots of a later row of the
        card, or open slots of the rear card of the column (a reserve has none)."""
        out = []
        c = self.card(seat, col)
        rear = self.card(seat, col + COLUMNS)
        b = self.board[seat]
        if c is not None:
            base = col * SLOTS
            out += [base + i for i, sl in enumerate(c.slots) if not sl.filled and not b[base + i]]
        if rear is not None:
            base = (col + COLUMNS) * SLOTS
            out += [base + i for i, sl in enumerate(rear.slots) if not sl.filled and not b[base + i]]
        return out

    def _hit_options(self) -> list[Action]:
        seat, col = self.to_move, self.dcol
        c = self.card(seat, col)
        assert c is not None
        out: list[Action] = []
        spaces = self._retreats(seat, col)
        # the rulebook sends a hit piece to any empty slot behind it; with our option
        # disorder=d_slots a disordered one falls back only onto D slots (the retreat never mends it)
        d_only = self.options["disorder"] == "d_slots"
        for i in self.occupied(seat, col):
            row, held = c.slots[i].row, d_only and c.slots[i].disorder
            for dst in spaces:
                p, j = divmod(dst, SLOTS)
                if (p != col or c.slots[j].row > row) and (not held or self._is_d(seat, dst)):
                    out.append(Action("retreat", col * SLOTS + i, dst))
        chased = [on for on in range(COLUMNS) if self.chase[seat][col * 4 + on]]
        if chased:  # pursued pieces are destroyed before any other
            out += [Action("destroy", pursuer(col, on)) for on in chased]
        else:
            out += [Action("destroy", col * SLOTS + i) for i in self.occupied(seat, col)]
        return out

    def _is_d(self, seat: int, ref: int) -> bool:
        """`ref` names a D slot of `seat`'s cards (not a pursuer, not a slot the card lacks)."""
        if not 0 <= ref < PURSUER:
            return False
        c = self.card(seat, ref // SLOTS)
        return c is not None and ref % SLOTS < len(c.slots) and c.slots[ref % SLOTS].disorder

    def _rally_candidates(self, seat: int, col: int) -> list[int]:
        """The pieces a rally of column `col` rolls for: on open slots of its front card or of
        the rear card behind, and its pursuers out on enemy cards (one ref per piece)."""
        out = []
        for pos in (col, col + COLUMNS):
            c = self.card(seat, pos)
            if c is None:
                continue
            b, base = self.board[seat], pos * SLOTS
            out += [base + i for i, sl in enumerate(c.slots) if not sl.filled and b[base + i]]
        for on in range(COLUMNS):
            out += [pursuer(col, on)] * self.chase[seat][col * 4 + on]
        return out

    def _returns(self) -> list[Action]:
        seat, col = self.to_move, self.acol
        dsts = self._empty_filled(seat, col)
        outside = self.room(seat, col)
        out = []
        for src in dict.fromkeys(self.rallied):
            if (src < PURSUER and src // SLOTS == col) or outside:
                out += [Action("return", src, col * SLOTS + i) for i in dsts]
        return out

    def _brings(self) -> list[Action]:
        seat, col = self.to_move, self.acol
        if not self.room(seat, col):
            return []
        base = (col + COLUMNS) * SLOTS
        srcs = [base + i for i in self.occupied(seat, col + COLUMNS)]
        return [Action("bring", src, col * SLOTS + i) for src in srcs for i in self._empty_filled(seat, col)]

    def check(self, action: Action) -> Refusal | None:
        """The rule that refuses `action` (None: it is legal): engine/games/barditus/refusals.py."""
        from engine.games.barditus import refusals  # it reads this module's names

        return refusals.check(self, action)

    def refusal_words(self, action: Action, refusal: Refusal) -> str:
        """`refusal` in words, the cards by their names: engine/games/barditus/refusal_words.py."""
        from engine.games.barditus import refusal_words

        return refusal_words.say(self, action, refusal)

    def describe(self, action: Action) -> str:
        """The action in words, its places read off the table: the acting army's cards by name."""
        return act.describe_in(action, _TablePlaces(self, self.to_move))

    def explain(self, action: Action) -> str:
        """The action in a whole sentence, each place named by its card and rank."""
        return act.explain_in(action, _TablePlaces(self, self.to_move))

    # --- transitions --------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not a Barditus action")
        self.check_legal(action)
        seat = self.to_move
        events: list[Event] = []
        if action.kind == "die":
            events.append(DieRolled(seat, action.a, self.phase))
        elif action.kind == "take":
            events.append(ActionPlayed(seat, act.format_action(action), seat,
                                       translate("BarditusState", "take a card"),
                                       self.describe(action)))
        else:
            events.append(ActionPlayed(seat, act.format_action(action), words=self.describe(action)))
        phase = self.phase
        self._told = events
        try:
            self._do(action)
        finally:
            self._told = None
        if self.phase != phase or self.to_move != seat:
            events.append(PhaseChanged(self.phase, None if self.is_chance() else self.to_move))
        return events

    def step(self, action: Action) -> None:
        self._do(action)

    def _do(self, a: Action) -> None:
        s, k, ph = self.to_move, a.kind, self.phase
        if k == "die":
            self.rolls += 1
            self.dice.append(a.a)
            self.dice_log.append(a.a)
            if len(self.dice) >= self.need:
                self._rolled()
            return
        if ph == "build":
            if k == "take":
                self.hand[s].append(a.name)
            elif s == 0:
                self.to_move = 1
            else:
                self._roll("rolloff", 0, 2)
            return
        if ph == "deploy":
            self._deploy(s, a.name, a.a)
            return
        if ph == "lead":
            self.leading = k == "lead"
            self._roll("command", s, 3)
            return
        if ph == "general":
            self.command = a.a
            rest = self.kept[:]
            rest.remove(a.a)
            self.morale[s] = rest[0]
            self.general = a.b
            self.phase = "orders"
            return
        if ph == "orders":
            self._order(a)
            return
        if ph == "hits":
            self._take_hit(a)
            return
        if ph == "pursue":
            self._pursue(a.a)
            return
        if ph == "lose":
            self._lose_pursuer(s, a.a)
            self.losses -= 1
            self._after_pursuit()
            return
        if ph == "regroup":
            self._move(s, a.a, a.b)
            self.rallied.remove(a.a)
            self._regroup()
            return
        # reserve
        if k == "bring":
            self._move(s, a.a, a.b)
            if self._brings():
                return
        self._back_to_orders()

    def _roll(self, phase: str, seat: int, n: int) -> None:
        self.phase, self.to_move, self.need, self.dice = phase, seat, n, []

    def _rolled(self) -> None:
        """The roll in progress has all its dice: the tray keeps it, and its roll resolves it."""
        ph, seat = self.phase, self.to_move
        if ph != "rolloff":
            self.tray[seat], self.tray_for[seat] = self.dice[:], ph
            self.tray_need[seat] = self._success_from(ph, seat)
        _RESOLVE[ph](self)

    def _rolloff_rolled(self) -> None:
        """The roll-off: the higher die deploys first and moves first; a tie rolls again."""
        dice = self.dice
        self.tray = [[dice[0]], [dice[1]]]
        self.tray_for = ["rolloff", "rolloff"]
        self.tray_need = [0, 0]
        if dice[0] == dice[1]:
            self._roll("rolloff", 0, 2)
            return
        self.first = 0 if dice[0] > dice[1] else 1
        self.phase, self.to_move = "deploy", self.first

    def _command_rolled(self) -> None:
        """Three command dice, two kept: the highest and lowest; the two highest when the general
        leads (and he is lost on equal high dice); the two lowest once he is lost."""
        seat, d = self.to_move, sorted(self.dice)
        if self.leading:
            self.kept = [d[1], d[2]]
            if d[1] == d[2]:
                self.general_lost[seat] = True
        elif self.general_lost[seat]:
            self.kept = [d[0], d[1]]
        else:
            self.kept = [d[0], d[2]]
        self.phase = "general"

    def _battle_rolled(self) -> None:
        """Each die that scores is a hit, each six also a pursuit; skirmishers may evade."""
        shields = self.shields(1 - self.atk, self.dcol)
        self.hits = sum(1 for d in self.dice if scores(d, shields))
        self.sixes = self.dice.count(6)
        target = self.card(1 - self.atk, self.dcol)
        assert target is not None
        if self.hits and self.options["skirmishers"] == "evade" and "skirmishers" in target.abilities:
            self._roll("evade", 1 - self.atk, self.hits)
            return
        self._next_hit()

    def _evade_rolled(self) -> None:
        """Each evasion die on the skirmishers' rally number takes a hit away."""
        target = self.card(self.to_move, self.dcol)
        assert target is not None
        self.hits -= sum(1 for d in self.dice if d >= target.rally)
        self._next_hit()

    def _rally_rolled(self) -> None:
        """A die per piece out of order: those on the card's rally number may go back."""
        seat = self.to_move
        c = self.card(seat, self.acol)
        assert c is not None
        cands = self._rally_candidates(seat, self.acol)
        self.rallied = [r for r, d in zip(cands, self.dice, strict=True) if d >= c.rally]
        self._regroup()

    def _success_from(self, ph: str, seat: int) -> int:
        """The lowest die that succeeded in a roll just made: a battle die scores above the
        target's shields (a 6 always, a 1 never), evasion and rally succeed on the rally number."""
        if ph == "battle":
            return battle_need(self.shields(1 - seat, self.dcol))
        card = self.card(seat, self.dcol if ph == "evade" else self.acol)
        return card.rally if ph in ("evade", "rally") and card is not None else 0

    def _deploy(self, s: int, cid: str, pos: int) -> None:
        self.hand[s].remove(cid)
        self.cards[s][pos] = cid
        c = self.card(s, pos)
        assert c is not None
        for i, sl in enumerate(c.slots):
            self.board[s][pos * SLOTS + i] = int(sl.filled)
        told = self._told
        if told is not None:
            told.append(CardMoved(cid, f"hand:{s}", f"formation:{s}:{act.pos_text(pos)}", True))
        other = 1 - s
        if "" in self.cards[other]:
            self.to_move = other
        elif "" not in self.cards[s]:
            self._start_turn(self.first)

    def _start_turn(self, seat: int) -> None:
        self.turn = self.to_move = seat
        self.orders = [0] * COLUMNS
        self.command, self.general, self.kept, self.leading = 0, -1, [], False
        if self.options["morale"] == "start" and self.morale[seat] and self.broken(seat):
            self._finish(1 - seat, "broken")  # a broken army is beaten, the last round too
            return
        if seat == self.first:
            self.round += 1
            if self.round > self.options["turns"]:
                self._end_by_margin()
                return
        if self.options["leading"] == "on" and not self.general_lost[seat]:
            self.phase = "lead"
        else:
            self._roll("command", seat, 3)

    def _order(self, a: Action) -> None:
        s = self.turn
        if a.kind == "end":
            if self.options["morale"] == "end" and self.broken(s):
                self._finish(1 - s, "broken")
                return
            self._start_turn(1 - s)
            return
        col = a.a
        self.command -= self.cost(col)
        self.orders[col] += 1
        self.acol = col
        if a.kind == "battle":
            self.counter = False
            self._fight(s, col, a.b if a.b >= 0 else col)
        elif a.kind == "rally":
            self._roll("rally", s, len(self._rally_candidates(s, col)))
        else:
            self.phase = "reserve"
            if not self._brings():
                self._back_to_orders()

    def _fight(self, seat: int, col: int, target: int) -> None:
        self.atk, self.acol, self.dcol, self.flank = seat, col, target, target != col
        self.hits = self.sixes = self.losses = 0
        self._roll("battle", seat, self.battle_dice(seat, col, self.flank, self.counter))

    def _next_hit(self) -> None:
        """The defender takes the next hit, or the hits are done (those nothing can take are lost)."""
        defender = 1 - self.atk
        if self.hits > 0 and (self.occupied(defender, self.dcol) or self.pursuers_from(defender, self.dcol)):
            self.phase, self.to_move = "hits", defender
            return
        self.hits = 0
        self._next_pursuit()

    def _take_hit(self, a: Action) -> None:
        seat = self.to_move
        if a.kind == "retreat":
            self._move(seat, a.a, a.b)
        elif a.a >= PURSUER:
            self._lose_pursuer(seat, a.a)
        else:
            self.board[seat][a.a] = 0
            self._casualty(seat, a.a)
        self.hits -= 1
        self._next_hit()

    def _casualty(self, seat: int, src: int) -> None:
        self.lost[seat] += 1
        self.points[1 - seat] += 1
        told = self._told
        if told is not None:
            if src >= PURSUER:
                home, on = divmod(src - PURSUER, 4)
                told.append(PursuerLost(seat, home, on))
            else:
                told.append(PieceLost(seat, *divmod(src, SLOTS)))
            told.append(ScoreChanged(1 - seat, self.points[1 - seat]))

    def _lose_pursuer(self, seat: int, ref: int) -> None:
        self.chase[seat][ref - PURSUER] -= 1
        self._casualty(seat, ref)

    def _move(self, seat: int, src: int, dst: int) -> None:
        if src >= PURSUER:
            self.chase[seat][src - PURSUER] -= 1
        else:
            self.board[seat][src] = 0
        self.board[seat][dst] = 1
        told = self._told
        if told is not None:
            if src >= PURSUER:
                home, on = divmod(src - PURSUER, 4)
                told.append(PursuerReturned(seat, home, on, dst % SLOTS))
            else:
                told.append(PieceMoved(seat, *divmod(src, SLOTS), *divmod(dst, SLOTS)))

    def _next_pursuit(self) -> None:
        if self.sixes > 0 and self._sword_pieces(self.atk, self.acol):
            self.phase, self.to_move = "pursue", self.atk
            return
        self.sixes = 0
        self._after_fight()

    def _pursue(self, src: int) -> None:
        """A piece follows the beaten enemy onto his card; leaving a card that holds enemy
        pursuers costs one of them."""
        seat = self.atk
        self.board[seat][src] = 0
        ref = pursuer(self.acol, self.dcol)
        self.chase[seat][ref - PURSUER] += 1
        told = self._told
        if told is not None:
            told.append(PursuerSent(seat, self.acol, src % SLOTS, self.dcol))
        self.sixes -= 1
        if self.pursuers_on(1 - seat, self.acol):
            self.losses = 1
        self._after_pursuit()

    def _after_pursuit(self) -> None:
        enemy = 1 - self.atk
        homes = [h for h in range(COLUMNS) if self.chase[enemy][h * 4 + self.acol]]
        if self.losses and len(homes) > 1:
            self.phase, self.to_move = "lose", enemy
            return
        if self.losses and homes:
            self._lose_pursuer(enemy, pursuer(homes[0], self.acol))
        self.losses = 0
        self._next_pursuit()

    def _after_fight(self) -> None:
        """A counter-attack follows every battle but counter-attacks and flank attacks."""
        if not self.counter and not self.flank:
            self.counter = True
            enemy, col = 1 - self.atk, self.dcol
            # the attacking card is struck back while any of its men are in the fight: on the
            # card, or out pursuing (a hit then takes a pursuer); a card strikes with men on it
            exposed = self.pieces(self.atk, self.acol) or self.pursuers_from(self.atk, self.acol)
            if exposed and self.pieces(enemy, col) and self.battle_dice(enemy, col, False, True) > 0:
                self._fight(enemy, col, self.acol)
                return
        self._back_to_orders()

    def _back_to_orders(self) -> None:
        self.phase, self.to_move = "orders", self.turn
        self.acol = self.dcol = -1
        self.counter = self.flank = False
        self.hits = self.sixes = self.losses = 0
        self.rallied = []

    def _regroup(self) -> None:
        if self.rallied and self._returns():
            self.phase = "regroup"
            return
        self._back_to_orders()

    def _end_by_margin(self) -> None:
        m0, m1 = self.margin(0), self.margin(1)
        self._finish(0 if m0 > m1 else 1 if m1 > m0 else None, "time")

    def _finish(self, winner: int | None, reason: str) -> None:
        self.phase, self.winner, self.reason = "over", winner, reason
        told = self._told
        if told is not None:
            told.append(GameOver(winner))

    # --- views --------------------------------------------------------------------------
    PUBLIC: ClassVar[tuple[str, ...]] = (
        "phase", "to_move", "winner", "reason", "first", "round", "turn", "leading", "command",
        "general", "need", "rolls", "atk", "acol", "dcol", "flank", "counter", "hits", "sixes", "losses")
    LISTS: ClassVar[tuple[str, ...]] = (
        "points", "lost", "morale", "general_lost", "kept", "orders", "dice", "tray_for", "tray_need",
        "rallied", "dice_log")
    NESTED: ClassVar[tuple[str, ...]] = ("cards", "board", "chase", "tray")

    # what the table shows that follows from the rules, in every view (a position leaves them out)
    SHOWN: ClassVar[tuple[str, ...]] = ("order_cost", "order_discount", "shields", "battle_need", "gauge")

    def view(self, seat: int | None) -> BarditusView:
        """Everything on the table (both players see the battle whole) and `seat`'s own list not
        yet deployed, with what the table shows that follows from the rules."""
        costs: list[int | None] = []
        discount: list[bool] = []
        for col in range(COLUMNS):
            c = self.card(self.turn, col)
            known = c is not None and self.general >= 0
            costs.append(self.cost(col) if known else None)
            discount.append(bool(known and c is not None and c.veteran_discount and self.orders[col] == 0))
        shields = tuple(tuple(self.shields(s, col) for col in range(COLUMNS)) for s in (0, 1))
        return BarditusView(
            game=GAME_NAME,
            seat=seat,
            options=dict(self.options),
            phase=self.phase,
            to_move=self.to_move,
            winner=self.winner,
            hand_sizes=(len(self.hand[0]), len(self.hand[1])),
            reason=self.reason,
            first=self.first,
            round=self.round,
            turn=self.turn,
            leading=self.leading,
            command=self.command,
            general=self.general,
            need=self.need,
            rolls=self.rolls,
            atk=self.atk,
            acol=self.acol,
            dcol=self.dcol,
            flank=self.flank,
            counter=self.counter,
            hits=self.hits,
            sixes=self.sixes,
            losses=self.losses,
            points=tuple(self.points),
            lost=tuple(self.lost),
            morale=tuple(self.morale),
            general_lost=tuple(self.general_lost),
            kept=tuple(self.kept),
            orders=tuple(self.orders),
            dice=tuple(self.dice),
            tray_for=tuple(self.tray_for),
            tray_need=tuple(self.tray_need),
            rallied=tuple(self.rallied),
            dice_log=tuple(self.dice_log),
            cards=(tuple(self.cards[0]), tuple(self.cards[1])),
            board=(tuple(self.board[0]), tuple(self.board[1])),
            chase=(tuple(self.chase[0]), tuple(self.chase[1])),
            tray=(tuple(self.tray[0]), tuple(self.tray[1])),
            hand=None if seat is None else tuple(self.hand[seat]),
            # the rules' answers, from the functions the rules themselves use: what an order to
            # each front card of the seat whose turn it is costs now, the shields and the lowest
            # scoring battle die of each front card, each army's broken test
            order_cost=tuple(costs),
            order_discount=tuple(discount),
            shields=shields,
            battle_need=tuple(tuple(battle_need(n) for n in row) for row in shields),
            gauge=tuple(Gauge(self.steady(s), self.morale[s], self.lost[s], self.disordered(s),
                              self.margin(s)) for s in (0, 1)),
        )

    @classmethod
    def from_view(cls, view: SeatView, rng: random.Random) -> Self:
        v = BarditusView.of(view)
        state = cls(v.options, fresh_seed(rng))
        for k in cls.PUBLIC:
            put(state, k, getattr(v, k))
        for k in cls.LISTS:
            put(state, k, list(getattr(v, k)))
        for k in cls.NESTED:
            put(state, k, [list(x) for x in getattr(v, k)])
        seat = v.seat
        for s in (0, 1):
            if s == seat:
                state.hand[s] = list(v.hand or ())
            else:
                state.hand[s] = state._guess_hand(s, v.hand_sizes[s], rng)
        return state

    def _guess_hand(self, s: int, size: int, rng: random.Random) -> list[str]:
        """Undeployed cards for `s` that make, with those on the table, a legal list: one of the
        army's legal lists that holds the cards shown, drawn at random."""
        if size == 0:
            return []
        if self.phase == "build" and s == self.to_move:  # a list in the making: part of a legal one
            lists = [lst for lst in legal_lists(self.armies[s]) if len(lst) >= size]
            return rng.sample(list(lists[rng.randrange(len(lists))]), size)
        shown = tuple(sorted(c for c in self.cards[s] if c))
        options = completions(self.armies[s], shown, size)
        if not options:  # a position no list explains (a hand-made one): the view's size is kept
            options = completions(self.armies[s], (), size) or ((),)
        return list(options[rng.randrange(len(options))])

    # --- JSON ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        v = self.view(None).to_json()
        v.update({"version": POSITION_VERSION, "seed": self.seed, "hands": [h[:] for h in self.hand]})
        for k in ("seat", "hand_sizes", "hand", *self.SHOWN):
            del v[k]
        return v

    @classmethod
    def from_json(cls, data: Any) -> Self:
        from engine.games.barditus import GAME

        return GAME.read_position(data, POSITION_VERSION, cls._rebuild)

    @classmethod
    def _rebuild(cls, data: Mapping[str, Any], options: dict[str, Any], seed: int) -> Self:
        state = cls(options, seed)
        for k in cls.PUBLIC:
            put(state, k, need(data, k))
        for k in cls.LISTS:
            put(state, k, list(as_list(need(data, k), k)))
        for k in cls.NESTED:
            pair = as_list(need(data, k), k, 2)
            put(state, k, [list(as_list(x, f"{k}[{i}]")) for i, x in enumerate(pair)])
        hands = as_list(need(data, "hands"), "hands", 2)
        state.hand = [list(as_list(h, f"hands[{i}]")) for i, h in enumerate(hands)]
        state._check()
        return state

    def _check(self) -> None:
        """The fields of a JSON position agree with each other and with the armies, so a
        position that loads never fails later (the referee loads positions from anybody)."""
        as_choice(self.phase, "phase", PHASES)
        for name in ("to_move", "turn", "atk"):
            as_int(getattr(self, name), name, 0, 1)
        as_int(self.first, "first", -1, 1)
        as_int(self.round, "round", 0, self.options["turns"] + 1)
        as_int(self.command, "command", 0, 6)  # the command die's points, spent by the orders
        for name in ("need", "hits", "sixes"):
            as_int(getattr(self, name), name, 0, MAX_DICE)
        as_int(self.losses, "losses", 0, 1)
        as_int(self.rolls, "rolls", 0)
        for name in ("general", "acol", "dcol"):
            as_int(getattr(self, name), name, -1, COLUMNS - 1)
        for name in ("leading", "flank", "counter"):
            as_bool(getattr(self, name), name)
        as_int_list(self.points, "points", 0, 200, 2)
        as_int_list(self.lost, "lost", 0, 200, 2)
        as_int_list(self.morale, "morale", 0, 6, 2)
        as_int_list(self.kept, "kept", 1, 6)
        if len(self.kept) not in (0, 2):
            raise PositionError("kept", "holds the two command dice kept, or none")
        as_int_list(self.dice, "dice", 1, 6)
        as_int_list(self.dice_log, "dice_log", 1, 6)
        if len(self.dice_log) != self.rolls:
            raise PositionError("dice_log", f"must hold the {self.rolls} dice rolled so far")
        as_int_list(self.orders, "orders", 0, 2, COLUMNS)
        for i, b in enumerate(as_list(self.general_lost, "general_lost", 2)):
            as_bool(b, f"general_lost[{i}]")
        if self.winner is not None:
            as_int(self.winner, "winner", 0, 1)
        if not isinstance(self.reason, str) or (self.phase == "over") != bool(self.reason):
            raise PositionError("reason", "is given exactly when the phase is over")
        if self.phase == "over":
            as_choice(self.reason, "reason", REASONS)
        for s in (0, 1):
            ar = army(self.armies[s])
            if len(self.cards[s]) != POSITIONS:
                raise PositionError(f"cards[{s}]", f"must have {POSITIONS} positions")
            for p, cid in enumerate(self.cards[s]):
                if not isinstance(cid, str):
                    raise PositionError(f"cards[{s}][{p}]", f"must be a card id (\"\" for none), not {cid!r}")
                c = ar.cards.get(cid) if cid else None
                if cid and (c is None or c.front != (p < COLUMNS)):
                    line = "front" if p < COLUMNS else "rear"
                    raise PositionError(f"cards[{s}][{p}]", f"{cid!r} is not a {line} card of the {ar.title}")
            for i, cid in enumerate(self.hand[s]):
                if not isinstance(cid, str) or cid not in ar.cards:
                    raise PositionError(f"hands[{s}][{i}]", f"{cid!r} is not a card of the {ar.title}")
            shown = [c for c in self.cards[s] if c]
            if self.phase != "build" or s < self.to_move:
                problem = list_problem(self.armies[s], shown + self.hand[s]) if self.phase != "build" \
                    or s < self.to_move else ""
                if problem:
                    raise PositionError(f"hands[{s}]", f"the list on the table and in hand is not legal: "
                                                       f"{problem}")
            as_int_list(self.board[s], f"board[{s}]", 0, 1, POSITIONS * SLOTS)
            as_int_list(self.chase[s], f"chase[{s}]", 0, SLOTS, 16)
            for p in range(POSITIONS):
                c = self.card(s, p)
                n = len(c.slots) if c else 0
                if any(self.board[s][p * SLOTS + n:(p + 1) * SLOTS]):
                    raise PositionError(f"board[{s}]", f"a piece stands on a slot that {act.pos_text(p)} "
                                                       "does not have")
            placed = sum(c.filled for c in [self.card(s, p) for p in range(POSITIONS)] if c)
            if sum(self.board[s]) + sum(self.chase[s]) + self.lost[s] != placed:
                raise PositionError(f"board[{s}]", f"pieces on slots, pursuing and destroyed must make the "
                                                   f"{placed} pieces the formation set up")
            if self.points[1 - s] != self.lost[s]:
                raise PositionError(f"points[{1 - s}]", f"counts the pieces seat {s} lost ({self.lost[s]})")
        self._check_phase()
        if self.phase != "over" and not self.is_chance() and not self.legal_actions():
            raise PositionError("phase", f"the seat to act has nothing to do in {self.phase}")

    def _check_phase(self) -> None:
        """What each phase needs of the fields that say where play stands."""
        ph = self.phase
        laid = [sum(bool(c) for c in self.cards[s]) for s in (0, 1)]
        setup = ph in ("build", "rolloff", "deploy")
        if ph in ("build", "rolloff") and any(laid):
            raise PositionError("cards", f"no card is laid down before deployment ({ph})")
        if ph == "deploy" and laid == [POSITIONS, POSITIONS]:
            raise PositionError("phase", "deployment is over when both formations are full")
        if not setup and ph != "over" and laid != [POSITIONS, POSITIONS]:
            raise PositionError("cards", f"both formations are full in battle ({ph})")
        if self.winner is not None and ph != "over":
            raise PositionError("winner", "is named only when the battle is over")
        as_list(self.tray_for, "tray_for", 2)
        for i, purpose in enumerate(self.tray_for):
            as_choice(purpose, f"tray_for[{i}]", ("", *CHANCE_PHASES))
        for i, dice in enumerate(as_list(self.tray, "tray", 2)):
            as_int_list(dice, f"tray[{i}]", 1, 6)
            if len(dice) > MAX_DICE:
                raise PositionError(f"tray[{i}]", f"holds one roll: at most {MAX_DICE} dice")
        as_int_list(self.tray_need, "tray_need", 0, 6, 2)
        for i, r in enumerate(as_list(self.rallied, "rallied")):
            as_int(r, f"rallied[{i}]", 0, PURSUER + 15)
        if ph in CHANCE_PHASES and len(self.dice) >= self.need:
            raise PositionError("need", f"a {ph} roll has more dice to come than the {len(self.dice)} rolled")
        if ph not in CHANCE_PHASES and len(self.dice) != self.need:
            raise PositionError("need", f"the last roll had all its dice: {len(self.dice)}, not {self.need}")
        if ph in ("battle", "evade", "rally") and not 0 <= self.acol < COLUMNS:
            card = "rallying" if ph == "rally" else "fighting"
            raise PositionError("acol", f"names the {card} card in {ph}")
        want = {"command": 3, "rolloff": 2}.get(ph)
        if ph == "rally":
            want = len(self._rally_candidates(self.to_move, self.acol))
        if ph == "battle":
            want = self.battle_dice(self.atk, self.acol, self.flank, self.counter)
        if ph == "evade":
            want = self.hits
        if want is not None and self.need != want:
            raise PositionError("need", f"must be {want} in {ph}, not {self.need}")
        if ph == "general" and len(self.kept) != 2:
            raise PositionError("kept", "holds the two command dice kept")
        if ph in ("lead", "command", "general", "orders") and self.to_move != self.turn:
            raise PositionError("to_move", f"is the seat whose turn it is in {ph}")
        if ph in ORDER_PHASES and self.general < 0:
            raise PositionError("general", f"names the column of the command die during orders ({ph})")
        if ph in ("hits", "pursue", "lose", "regroup", "reserve") and not 0 <= self.acol < COLUMNS:
            raise PositionError("acol", f"names the ordered card in {ph}")
        if ph in ("hits", "lose") and not 0 <= self.dcol < COLUMNS:
            raise PositionError("dcol", f"names the target card in {ph}")
        # the pieces whose rally die succeeded are some of those the rally rolled for (a pursuer
        # as often as it is out), each still where it was: returning one moves it from there
        if ph == "regroup":
            left = self._rally_candidates(self.to_move, self.acol)
            for i, r in enumerate(self.rallied):
                if r not in left:
                    raise PositionError(f"rallied[{i}]", "names a piece the rally rolled for, still out "
                                        "of order (on an open slot of the column or pursuing), once each")
                left.remove(r)
        elif self.rallied:
            raise PositionError("rallied", f"holds rallied pieces only while they go back (regroup), "
                                           f"not in {ph}")
        self._check_turn()

    def _check_turn(self) -> None:
        """The fields of the turn and of the fight in progress hold what the phase has: nothing
        before the battle, the kept dice and the command die once laid, a fight's hits and sixes
        only while they are taken, the round within the battle's turns."""
        ph, turns = self.phase, self.options["turns"]
        setup = ph in ("build", "rolloff", "deploy")
        if setup and self.round != 0:
            raise PositionError("round", f"is 0 before the battle begins ({ph}), not {self.round}")
        if not setup and ph != "over" and not 1 <= self.round <= turns:
            raise PositionError("round", f"must be 1 to {turns} during the battle ({ph}), not {self.round}")
        if ph == "over" and (self.round == turns + 1) != (self.reason == "time"):
            raise PositionError("round", f"is {turns + 1} exactly when the battle ended on time")
        if ph in ("build", "rolloff") and self.first != -1:
            raise PositionError("first", f"is -1 until the roll-off is won ({ph})")
        if ph not in ("build", "rolloff") and self.first < 0:
            raise PositionError("first", f"names the seat that won the roll-off ({ph})")
        if ph == "build" and self.to_move == 0 and self.hand[1]:
            raise PositionError("hands[1]", "the second army builds its list after the first")
        if ph == "build" and not any(_within(self.hand[self.to_move], lst) for lst in legal_lists(
                self.armies[self.to_move])):
            raise PositionError(f"hands[{self.to_move}]", "the list being built is part of no legal list")
        before_orders = setup or ph in ("lead", "command", "general")
        if before_orders:
            for name, value, none in (("command", self.command, 0), ("general", self.general, -1)):
                if value != none:
                    raise PositionError(name, f"is {none} until the command die is laid ({ph}), not {value}")
            if any(self.orders):
                raise PositionError("orders", f"no order is given before the command die is laid ({ph})")
        if (setup or ph in ("lead", "command")) and self.kept:
            raise PositionError("kept", f"holds no dice before the command roll is made ({ph})")
        if ph in ORDER_PHASES and len(self.kept) != 2:
            raise PositionError("kept", f"holds the two command dice kept during orders ({ph})")
        if setup and (any(self.morale) or self.leading):
            field = "morale" if any(self.morale) else "leading"
            raise PositionError(field, f"is not set before the battle ({ph})")
        if self.leading and self.options["leading"] != "on":
            raise PositionError("leading", "the general leads only under the option leading on")
        fight = ("battle", "evade", "hits", "pursue", "lose")
        carried_out = ("battle", "evade", "hits", "pursue", "lose", "rally", "regroup", "reserve")
        if ph not in carried_out and self.acol != -1:
            raise PositionError("acol", f"is -1 outside an order being carried out ({ph})")
        if ph not in fight and self.dcol != -1:
            raise PositionError("dcol", f"is -1 outside a fight ({ph})")
        if ph in fight and not 0 <= self.dcol < COLUMNS:
            raise PositionError("dcol", f"names the target card in {ph}")
        if ph not in fight and (self.flank or self.counter):
            raise PositionError("flank" if self.flank else "counter", f"is false outside a fight ({ph})")
        if ph in ("battle", "pursue") and self.to_move != self.atk:
            raise PositionError("to_move", f"is the attacking seat in {ph}")
        if ph in ("evade", "hits", "lose") and self.to_move == self.atk:
            raise PositionError("to_move", f"is the defending seat in {ph}")
        if (ph == "hits") != (self.hits > 0) and ph != "evade":
            raise PositionError("hits", f"hits are left to take exactly in the phase hits, not in {ph}")
        if ph not in ("evade", "hits", "pursue", "lose") and self.sixes:
            raise PositionError("sixes", f"sixes are left to pursue with only after a battle roll, "
                                         f"not in {ph}")
        if ph == "pursue" and not self.sixes:
            raise PositionError("sixes", "a pursuit needs a six left to pursue with")
        if (ph == "lose") != (self.losses == 1):
            raise PositionError("losses", f"is 1 exactly while a pursuer is to be lost (lose), not in {ph}")


def _within(hand: list[str], lst: tuple[str, ...]) -> bool:
    """`hand` is part of the list `lst`: each card at most as often."""
    return all(hand.count(c) <= lst.count(c) for c in set(hand))


# each of the five rolls, resolved once all its dice are in (BarditusState._rolled)
_RESOLVE: dict[str, Callable[[BarditusState], None]] = {
    "rolloff": BarditusState._rolloff_rolled,
    "command": BarditusState._command_rolled,
    "battle": BarditusState._battle_rolled,
    "evade": BarditusState._evade_rolled,
    "rally": BarditusState._rally_rolled,
}


class Formations(Protocol):
    """Both armies' cards as they stand: a position's, or a view's (BarditusView)."""

    @property
    def cards(self) -> Sequence[Sequence[str]]:
        """Each seat's card ids by place ("" for an empty place)."""

    @property
    def lookup(self) -> Sequence[Mapping[str, ArmyCard]]:
        """Each army's cards by id."""

    def card(self, seat: int, pos: int) -> ArmyCard | None: ...


def view_places(view: BarditusView, seat: int) -> act.Places:
    """`seat`'s places as the view shows them, in the words the actions use."""
    return _TablePlaces(view, seat)


class _TablePlaces(act.Places):
    """One army's places as they stand on the table: "the Hastati in column 2", "the second
    place in the front rank of the Hastati in column 2", the enemy's cards by name too."""

    def __init__(self, state: Formations, seat: int) -> None:
        self.state, self.seat = state, seat

    def card(self, pos: int) -> str:
        c = self.state.card(self.seat, pos) if 0 <= self.seat <= 1 else None
        if c is None:
            return super().card(pos)
        if self.state.cards[self.seat].count(c.id) == 1:  # the name alone says which card
            return translate("BarditusState", "the {card}").format(card=c.name)
        where = (translate("BarditusState", "the {card} in column {column}") if pos < COLUMNS
                 else translate("BarditusState", "the {card} behind column {column}"))
        return where.format(card=c.name, column=pos % 4 + 1)

    def enemy(self, col: int) -> str:
        c = self.state.card(1 - self.seat, col) if 0 <= self.seat <= 1 else None
        if c is None:
            return super().enemy(col)
        if self.state.cards[1 - self.seat].count(c.id) == 1:
            return translate("BarditusState", "the enemy's {card}").format(card=c.name)
        return translate("BarditusState", "the enemy's {card} in column {column}").format(card=c.name,
                                                                                          column=col + 1)

    def rank(self, pos: int, slot: int, its: bool = False) -> str:
        c = self.state.card(self.seat, pos) if 0 <= self.seat <= 1 else None
        if c is None or slot >= len(c.slots):
            return super().rank(pos, slot, its)
        row = c.slots[slot].row
        places = c.rows[row]
        if len(places) == 1:
            return act.rank_words(row, its)
        return act.place_words(places.index(slot), row, its)

    def card_name(self, cid: str) -> str:
        c = self.state.lookup[self.seat].get(cid) if 0 <= self.seat <= 1 else None
        if c is not None:
            return f"{c.name} ({points_words(c.points)})"
        return _printed(cid) or translate("BarditusState", "a card")


def _printed(cid: str) -> str:
    """A card's printed name in whichever army has it ("" for none): the id is the notation's."""
    return next((a.cards[cid].name for a in map(army, ARMIES) if cid in a.cards), "")
