"""A Ready...Fence! épée competition: the player in a pool of AI fencers, then a direct-elimination
tableau, bout by bout to a champion.

What follows the rulebook: a pool of six or seven fencers, every one meeting every other in a
bout to 5 touches (one period), then direct elimination to 15 touches in the advanced game (three
periods, the fencers recovering 6, then 5, then 4 stamina points) and to 10 in the basic game
(two periods). What follows the FIE's way, which the rulebook does not spell out: the pool's
printed bout order, the pool sheet's V / TS / TR / indicator, the ranking (victories per bout,
then indicator, then touches scored, then the draw), the tableau's seeding (1 against the last,
byes for the best seeds when the pool does not fill a power of two) and no bout for third place.
What is ours: everybody in the pool goes on to the tableau, the AI fencers' names, levels and
styles, and how AI-against-AI bouts are decided (`play_out`: the Novice's rule of thumb with the
fencer's style, slipping less the higher his level).

A competition is plain data (`to_json` / `from_json`, checked field by field) and deterministic
under its seed: every bout's deal, every simulated move and the draw for ties come from it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from engine.ai.players import STYLES, level_named
from engine.core.errors import SalleError
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.rng import derived_seed, rng_for
from engine.games.ready_fence.cards import GAME_NAME
from engine.games.ready_fence.heuristics import ReadyFenceHeuristics
from engine.games.ready_fence.state import ReadyFenceState
from engine.games.words import translate

FORMAT = "salle-competition"
SCHEMA = 1
MODES = ("basic", "advanced")  # the tutorial has no direct elimination of its own (ours)
POOL_SIZES = (6, 7)
POOL_TARGET = 5
DE_TARGET = {"basic": 10, "advanced": 15}
FENCER_LEVELS = ("novice", "club", "master")
# The levels of the AI fencers in a pool (ours): a few of each, one Master to beat.
POOL_LEVELS = {6: ("novice", "novice", "club", "club", "master"),
               7: ("novice", "novice", "club", "club", "club", "master")}
# The FIE's bout order for a pool (fencers by their number in the pool): nobody fences twice
# in a row, and every pair meets once.
BOUT_ORDER: dict[int, tuple[tuple[int, int], ...]] = {
    6: ((1, 2), (4, 5), (2, 3), (5, 6), (3, 1), (6, 4), (2, 5), (1, 4), (5, 3), (1, 6), (4, 2), (3, 6),
        (5, 1), (3, 4), (6, 2)),
    7: ((1, 4), (2, 5), (3, 6), (7, 1), (5, 4), (2, 3), (6, 7), (5, 1), (4, 3), (6, 2), (5, 7), (3, 1),
        (4, 6), (7, 2), (3, 5), (1, 6), (2, 4), (7, 3), (6, 5), (1, 2), (4, 7)),
}
# How often a simulated fencer's move is a random slip instead of the rule of thumb (ours: the
# Novice's own rate, then fewer for the stronger levels).
SIM_SLIPS = {"novice": 0.25, "club": 0.10, "master": 0.03}
SIM_LIMIT = 20_000  # actions: far beyond any bout the policy fences (a bug, not a long bout)
NAME_LIMIT = 40
# Fictional fencers (ours).
NAMES = (
    "Aurelio Conti", "Marta Sala", "Élise Fournier", "Jonas Weber", "Inés Castro", "Piotr Nowak",
    "Hana Sato", "Chiara Moretti", "Tomás Varga", "Sofia Lind", "Nadia Haddad", "Oskar Berg",
    "Camille Roux", "Dario Fontana", "Greta Vogel", "Anouk de Vries", "Yusuf Demir", "Lea Horvat",
    "Bruno Sartori", "Irena Pavlova", "Malik Osei", "Teodora Ilić", "Rui Almeida", "Freya Holm",
)
ROUND_NAMES = {
    2: QT_TRANSLATE_NOOP("ReadyFenceCompetition", "Final"),
    4: QT_TRANSLATE_NOOP("ReadyFenceCompetition", "Semi-finals"),
    8: QT_TRANSLATE_NOOP("ReadyFenceCompetition", "Quarter-finals"),
}
# an AI fencer's level and style as the pool sheet names them
LEVEL_WORDS = {
    "novice": QT_TRANSLATE_NOOP("ReadyFenceCompetition", "Novice"),
    "club": QT_TRANSLATE_NOOP("ReadyFenceCompetition", "Club"),
    "master": QT_TRANSLATE_NOOP("ReadyFenceCompetition", "Master"),
}
STYLE_WORDS = {
    "cautious": QT_TRANSLATE_NOOP("ReadyFenceCompetition", "cautious"),
    "aggressive": QT_TRANSLATE_NOOP("ReadyFenceCompetition", "aggressive"),
    "counter": QT_TRANSLATE_NOOP("ReadyFenceCompetition", "counter-attacker"),
}


class CompetitionError(SalleError):
    """A competition document that cannot be one; names the field at fault."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}" if field else problem)
        self.field = field
        self.problem = problem


@dataclass(frozen=True)
class Fencer:
    name: str
    level: str | None  # None: the player, who fences on the table
    style: str | None

    @property
    def human(self) -> bool:
        return self.level is None

    @property
    def seat_level(self) -> str:
        """The AI level his seat plays at on the table: his level with his style."""
        return f"{self.level}-{self.style}"

    def title(self) -> str:
        """"Club, aggressive" (an AI fencer) or "" (the player), in the language shown."""
        if self.level is None:
            return ""
        if self.level in LEVEL_WORDS and self.style in STYLE_WORDS:
            return translate("ReadyFenceCompetition", "{level}, {style}").format(
                level=translate("ReadyFenceCompetition", LEVEL_WORDS[self.level]),
                style=translate("ReadyFenceCompetition", STYLE_WORDS[self.style]))
        lv = level_named(self.seat_level)
        return lv.title if lv else self.level


@dataclass
class Bout:
    """Two fencers by their number in the competition (the second None: a bye) and the result:
    touches in the same order and the winner's number, or None while it is to be fenced."""

    fencers: tuple[int, int | None]
    touches: tuple[int, int] | None = None
    winner: int | None = None

    @property
    def done(self) -> bool:
        return self.winner is not None

    @property
    def bye(self) -> bool:
        return self.fencers[1] is None

    def touches_of(self, fencer: int) -> int:
        assert self.touches is not None
        return self.touches[self.fencers.index(fencer)]

    def to_json(self) -> dict[str, Any]:
        return {"fencers": list(self.fencers), "touches": list(self.touches) if self.touches else None,
                "winner": self.winner}


@dataclass(frozen=True)
class PoolRow:
    """One fencer's line of the pool sheet."""

    fencer: int
    victories: int
    bouts: int
    scored: int  # TS
    received: int  # TR

    @property
    def indicator(self) -> int:
        return self.scored - self.received

    @property
    def ratio(self) -> Fraction:
        """Victories per bout fenced (V/M), the first key of the ranking."""
        return Fraction(self.victories, self.bouts) if self.bouts else Fraction(0)


def pool_schedule(size: int) -> list[tuple[int, int]]:
    """The pool's bouts in the order they are fenced, by fencer index (0-based)."""
    return [(a - 1, b - 1) for a, b in BOUT_ORDER[size]]


def bracket_order(size: int) -> list[int]:
    """Seeds down a tableau of `size` (a power of two), top to bottom, the FIE's way: 1 and 2 at
    the two ends, and each pair adds up to size + 1 (8: 1 8 5 4 3 6 7 2)."""
    order = [1]
    while len(order) < size:
        n = 2 * len(order) + 1
        order = [x for i, s in enumerate(order) for x in ((s, n - s) if i % 2 == 0 else (n - s, s))]
    return order


def round_name(fencers: int) -> str:
    """A round of the tableau by the fencers in it, in the language shown: "Semi-finals"."""
    if fencers in ROUND_NAMES:
        return translate("ReadyFenceCompetition", ROUND_NAMES[fencers])
    return translate("ReadyFenceCompetition", "Tableau of {fencers}").format(fencers=fencers)


@dataclass
class Competition:
    seed: int
    mode: str
    fencers: list[Fencer]  # in pool order: fencer i has the number i + 1 on the pool sheet
    pool: list[Bout]
    tableau: list[list[Bout]] = field(default_factory=list)  # rounds, the first the largest

    # --- a new competition --------------------------------------------------------------------
    @classmethod
    def new(cls, player: str, mode: str, size: int, seed: int) -> Competition:
        name = player.strip()
        if not name:
            raise CompetitionError("name", "must not be empty")
        if len(name) > NAME_LIMIT:
            raise CompetitionError("name", f"must be at most {NAME_LIMIT} characters, not {len(name)}")
        if mode not in MODES:
            raise CompetitionError("mode", f"must be one of {', '.join(MODES)}, not {mode!r}")
        if size not in POOL_SIZES:
            raise CompetitionError("pool size", f"must be 6 or 7 fencers, not {size!r}")
        rng = rng_for(seed, "competition")
        names = rng.sample([n for n in NAMES if n != name], size - 1)
        styles = [STYLES[i % len(STYLES)] for i in range(size - 1)]
        rng.shuffle(styles)
        ai = [Fencer(n, lv, st) for n, lv, st in zip(names, POOL_LEVELS[size], styles, strict=True)]
        fencers = [Fencer(name, None, None), *ai]
        rng.shuffle(fencers)  # the draw for the numbers on the pool sheet
        return cls(seed, mode, fencers, [Bout(pair) for pair in pool_schedule(size)])

    # --- where it stands ------------------------------------------------------------------------
    @property
    def player(self) -> int:
        return next(i for i, f in enumerate(self.fencers) if f.human)

    @property
    def pool_done(self) -> bool:
        return all(b.done for b in self.pool)

    def next_bout(self) -> Bout | None:
        """The bout to fence next (pool order, then the tableau round by round, top to bottom),
        or None once there is a champion."""
        for bout in self.pool:
            if not bout.done:
                return bout
        for rnd in self.tableau:
            for bout in rnd:
                if not bout.done:
                    return bout
        return None

    def is_players(self, bout: Bout) -> bool:
        return self.player in bout.fencers

    def stage(self, bout: Bout) -> str:
        """Where a bout is fenced, in words: "Pool, bout 4 of 15", "Semi-finals"."""
        if bout in self.pool:
            return translate("ReadyFenceCompetition", "Pool, bout {number} of {bouts}").format(
                number=self.pool.index(bout) + 1, bouts=len(self.pool))
        for rnd in self.tableau:
            if bout in rnd:
                return round_name(2 * len(rnd))
        raise ValueError("the bout is not in this competition")

    def target(self, bout: Bout) -> int:
        return POOL_TARGET if bout in self.pool else DE_TARGET[self.mode]

    def bout_options(self, bout: Bout) -> dict[str, Any]:
        """The Ready...Fence! options of a bout: the mode, and its target (its periods and the
        stamina recovered follow from the two in the rules)."""
        return {"mode": self.mode, "target": self.target(bout)}

    def bout_seed(self, bout: Bout) -> int:
        if bout in self.pool:
            return derived_seed(self.seed, "pool", self.pool.index(bout))
        r = next(i for i, rnd in enumerate(self.tableau) if bout in rnd)
        return derived_seed(self.seed, "tableau", r, self.tableau[r].index(bout))

    @property
    def champion(self) -> int | None:
        if self.tableau and len(self.tableau[-1]) == 1 and self.tableau[-1][0].done:
            return self.tableau[-1][0].winner
        return None

    def out_in(self, fencer: int) -> str | None:
        """The round a fencer lost in, in words (None: still in, or the champion)."""
        fencers = self.out_round(fencer)
        return None if fencers is None else round_name(fencers)

    def out_round(self, fencer: int) -> int | None:
        """The round a fencer lost in, by the fencers in it: 2 the final (None: still in, or the
        champion)."""
        for rnd in self.tableau:
            for bout in rnd:
                if bout.done and fencer in bout.fencers and bout.winner != fencer:
                    return 2 * len(rnd)
        return None

    # --- the pool sheet ---------------------------------------------------------------------------
    def pool_rows(self) -> list[PoolRow]:
        rows = []
        for f in range(len(self.fencers)):
            mine = [b for b in self.pool if b.done and f in b.fencers]
            rows.append(PoolRow(
                f, sum(b.winner == f for b in mine), len(mine),
                sum(b.touches_of(f) for b in mine),
                sum(b.touches_of(_other(b, f)) for b in mine)))
        return rows

    def pool_result(self, fencer: int, against: int) -> Bout | None:
        """The pool bout between two fencers (None for a fencer against himself)."""
        return next((b for b in self.pool if set(b.fencers) == {fencer, against}), None)

    @staticmethod
    def _key(row: PoolRow) -> tuple[Fraction, int, int]:
        return (row.ratio, row.indicator, row.scored)

    def ranking(self) -> list[int]:
        """Fencers from first to last after the pool: victories per bout, then the indicator,
        then touches scored (the FIE's order); fencers equal on all three by the draw (lot),
        drawn from the seed."""
        lot = list(range(len(self.fencers)))
        rng_for(self.seed, "lot").shuffle(lot)
        drawn = {f: i for i, f in enumerate(lot)}
        rows = self.pool_rows()
        return sorted(range(len(rows)), key=lambda f: (*(-x for x in self._key(rows[f])), drawn[f]))

    def places(self) -> list[int]:
        """Each fencer's place after the pool; fencers equal on all three keys share one (ex
        aequo: the draw only orders them for the tableau)."""
        rows = self.pool_rows()
        order = self.ranking()
        place: dict[int, int] = {}
        for i, f in enumerate(order):
            same = i > 0 and self._key(rows[f]) == self._key(rows[order[i - 1]])
            place[f] = place[order[i - 1]] if same else i + 1
        return [place[f] for f in range(len(rows))]

    def tied(self, fencer: int) -> bool:
        places = self.places()
        return places.count(places[fencer]) > 1

    # --- results ----------------------------------------------------------------------------------
    def record(self, bout: Bout, touches: Mapping[int, int], winner: int) -> None:
        """Write a fenced bout's result (touches by fencer number) and build the next round of
        the tableau when this one is complete. ValueError if the result cannot be this bout's."""
        if bout is not self.next_bout():
            raise ValueError("this is not the bout to fence next")
        a, b = bout.fencers
        if b is None or set(touches) != {a, b} or winner not in (a, b):
            raise ValueError("the result must name this bout's two fencers")
        result = (touches[a], touches[b])
        problem = _result_problem(result, bout.fencers.index(winner), self.target(bout))
        if problem:
            raise ValueError(problem)
        bout.touches, bout.winner = result, winner
        self._grow()

    def play_out(self, bout: Bout) -> None:
        """Decide an AI-against-AI bout by fencing it here, fast: each fencer plays the Novice's
        rule of thumb with his style's bias, slipping (a random legal move) as often as
        SIM_SLIPS says for his level. The seed of the bout decides it."""
        a, b = bout.fencers
        assert b is not None
        fencers = (self.fencers[a], self.fencers[b])
        if any(f.human for f in fencers):
            raise ValueError("the player fences his own bouts")
        seed = self.bout_seed(bout)
        state = ReadyFenceState.new(_options(self.bout_options(bout)), seed)
        plain = ReadyFenceHeuristics()
        policies = [plain.with_style(f.style, seat) for seat, f in enumerate(fencers)]
        slips = [SIM_SLIPS[f.level or "novice"] for f in fencers]
        rng = random.Random(derived_seed(seed, "simulated"))
        for _ in range(SIM_LIMIT):
            if state.is_terminal():
                break
            seat = state.current_player()
            legal = state.legal_actions()
            if rng.random() < slips[seat]:
                action = legal[rng.randrange(len(legal))]
            else:
                action = policies[seat].best(state, legal, rng)
            state.step(action)
        else:
            raise RuntimeError(f"{self.stage(bout)} did not end in {SIM_LIMIT} actions")
        seat_won = state.winning_seat()
        assert seat_won is not None  # épée bouts always end with a winner (overtime, Priority)
        self.record(bout, {a: state.points[0], b: state.points[1]}, (a, b)[seat_won])

    def _grow(self) -> None:
        """The tableau's next round once the pool or the last round is complete; byes at once."""
        while True:
            if not self.pool_done or self.champion is not None:
                return
            if not self.tableau:
                self.tableau.append(self._first_round())
            elif all(b.done for b in self.tableau[-1]) and len(self.tableau[-1]) > 1:
                self.tableau.append(_next_round(self.tableau[-1]))
            else:
                return

    def _first_round(self) -> list[Bout]:
        ranked = self.ranking()
        size = 1
        while size < len(ranked):
            size *= 2
        seeds = bracket_order(size)
        by_seed = {s: ranked[s - 1] if s <= len(ranked) else None for s in seeds}
        out = []
        for i in range(0, size, 2):
            one, two = by_seed[seeds[i]], by_seed[seeds[i + 1]]
            if one is None:  # the better seed first, the bye (None) second
                one, two = two, one
            assert one is not None
            out.append(Bout((one, two), None, one if two is None else None))
        return out

    # --- JSON -----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "schema": SCHEMA, "game": GAME_NAME, "seed": self.seed, "mode": self.mode,
            "fencers": [{"name": f.name, "level": f.level, "style": f.style} for f in self.fencers],
            "pool": [b.to_json() for b in self.pool],
            "tableau": [[b.to_json() for b in rnd] for rnd in self.tableau],
        }

    @classmethod
    def from_json(cls, data: Any, extra: Sequence[str] = ()) -> Competition:
        """A competition checked field by field: its fencers, the pool's bouts in their order,
        each result possible, and the tableau exactly the one the pool and the results build.
        `extra`: fields the caller keeps beside these (a file's date)."""
        if not isinstance(data, dict):
            raise CompetitionError("", "is not a JSON object: not a Salle competition")
        if data.get("format") != FORMAT:
            raise CompetitionError("format", f"must be {FORMAT!r}: this is not a Salle competition")
        schema: Any = data.get("schema")
        if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
            raise CompetitionError("schema", f"must be a whole number from 1, not {schema!r}")
        if schema > SCHEMA:
            raise CompetitionError("schema", f"{schema} is newer than this Salle reads ({SCHEMA})")
        known = ("format", "schema", "game", "seed", "mode", "fencers", "pool", "tableau", *extra)
        for name in known:
            if name not in data:
                raise CompetitionError(name, "is missing")
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise CompetitionError(unknown[0], "is not a field of a competition")
        if data["game"] != GAME_NAME:
            raise CompetitionError("game", f"must be {GAME_NAME!r}, not {data['game']!r}")
        seed = data["seed"]
        if not _is_int(seed) or seed < 0:
            raise CompetitionError("seed", f"must be a whole number from 0, not {seed!r}")
        if data["mode"] not in MODES:
            raise CompetitionError("mode", f"must be one of {', '.join(MODES)}, not {data['mode']!r}")
        fencers = _read_fencers(data["fencers"])
        comp = cls(seed, data["mode"], fencers, [Bout(p) for p in pool_schedule(len(fencers))])
        pool = data["pool"]
        if not isinstance(pool, list) or len(pool) != len(comp.pool):
            raise CompetitionError("pool", f"must be a list of the pool's {len(comp.pool)} bouts")
        for i, given in enumerate(pool):
            comp._read_bout(given, comp.pool[i], f"pool[{i}]")
        rounds = data["tableau"]
        if not isinstance(rounds, list):
            raise CompetitionError("tableau", "must be a list of rounds")
        for r, given_round in enumerate(rounds):
            where = f"tableau[{r}]"
            if r >= len(comp.tableau):
                raise CompetitionError(where, "comes before the bouts that lead to it are fenced")
            expected = comp.tableau[r]
            if not isinstance(given_round, list) or len(given_round) != len(expected):
                raise CompetitionError(where, f"must be a list of {len(expected)} bouts")
            for i, given in enumerate(given_round):
                comp._read_bout(given, expected[i], f"{where}[{i}]")
        if len(rounds) < len(comp.tableau):
            raise CompetitionError("tableau", f"must hold {len(comp.tableau)} rounds: the pool and "
                                   "the results fenced lead to them")
        return comp

    def _read_bout(self, given: Any, bout: Bout, where: str) -> None:
        """Check one stored bout against the bout expected there, and record its result."""
        if not isinstance(given, dict):
            raise CompetitionError(where, "must be a JSON object")
        for name in ("fencers", "touches", "winner"):
            if name not in given:
                raise CompetitionError(f"{where}.{name}", "is missing")
        unknown = sorted(set(given) - {"fencers", "touches", "winner"})
        if unknown:
            raise CompetitionError(f"{where}.{unknown[0]}", "is not a field of a bout")
        if given["fencers"] != list(bout.fencers):
            raise CompetitionError(f"{where}.fencers", f"must be {list(bout.fencers)} (the pool's bout "
                                   f"order and the tableau's seeding), not {given['fencers']!r}")
        touches, winner = given["touches"], given["winner"]
        if bout.bye:
            if touches is not None or winner != bout.fencers[0]:
                raise CompetitionError(where, "a bye has no touches and goes to the fencer in it")
            return
        if touches is None and winner is None:
            return
        if bout is not self.next_bout():
            raise CompetitionError(where, "has a result, but a bout before it has none")
        if not (isinstance(touches, list) and len(touches) == 2 and all(_is_int(t) for t in touches)):
            raise CompetitionError(f"{where}.touches", f"must be two whole numbers, not {touches!r}")
        if winner not in bout.fencers:
            raise CompetitionError(f"{where}.winner", f"must be one of {list(bout.fencers)}, not {winner!r}")
        problem = _result_problem((touches[0], touches[1]), bout.fencers.index(winner), self.target(bout))
        if problem:
            raise CompetitionError(f"{where}.touches", problem)
        a, b = bout.fencers
        assert b is not None
        self.record(bout, {a: touches[0], b: touches[1]}, winner)


def _other(bout: Bout, fencer: int) -> int:
    a, b = bout.fencers
    other = b if a == fencer else a
    assert other is not None
    return other


def _next_round(previous: list[Bout]) -> list[Bout]:
    winners = [b.winner for b in previous]
    pairs = []
    for i in range(0, len(winners), 2):
        one, two = winners[i], winners[i + 1]
        assert one is not None and two is not None
        pairs.append(Bout((one, two)))
    return pairs


def _result_problem(touches: tuple[int, int], winner: int, target: int) -> str:
    """Why two scores cannot end a bout to `target` won by the fencer at `winner` (0 or 1)."""
    mine, theirs = touches[winner], touches[1 - winner]
    if min(touches) < 0 or max(touches) > target:
        return f"touches must be from 0 to {target} in a bout to {target}, not {list(touches)}"
    if mine < theirs:
        return f"the winner cannot have fewer touches than the loser ({list(touches)})"
    if theirs == target:
        return f"the loser cannot have reached {target} touches ({list(touches)})"
    return ""


def _read_fencers(value: Any) -> list[Fencer]:
    if not isinstance(value, list) or len(value) not in POOL_SIZES:
        raise CompetitionError("fencers", "must be a list of 6 or 7 fencers")
    out = []
    for i, f in enumerate(value):
        where = f"fencers[{i}]"
        if not isinstance(f, dict) or set(f) != {"name", "level", "style"}:
            raise CompetitionError(where, "must be an object with name, level and style")
        name, level, style = f["name"], f["level"], f["style"]
        if not isinstance(name, str) or not name.strip() or len(name) > NAME_LIMIT:
            raise CompetitionError(f"{where}.name", f"must be a name of 1 to {NAME_LIMIT} characters")
        if level is not None and level not in FENCER_LEVELS:
            raise CompetitionError(f"{where}.level", f"must be null (the player) or one of "
                                   f"{', '.join(FENCER_LEVELS)}, not {level!r}")
        if level is None and style is not None:
            raise CompetitionError(f"{where}.style", "must be null for the player")
        if level is not None and style not in STYLES:
            raise CompetitionError(f"{where}.style", f"must be one of {', '.join(STYLES)}, not {style!r}")
        out.append(Fencer(name, level, style))
    if sum(f.human for f in out) != 1:
        raise CompetitionError("fencers", "must hold exactly one player (level null)")
    return out


def _options(given: Mapping[str, Any]) -> dict[str, Any]:
    from engine.games.ready_fence import GAME

    return GAME.parse_options(given)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)

