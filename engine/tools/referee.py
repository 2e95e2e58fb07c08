"""The referee: a JSON-lines protocol on stdin/stdout that plays any game by its rules.

Every input line gets exactly one JSON answer; a refused line (not JSON, an unknown command, a
field of the wrong type, an illegal action) answers `{"ok": false, "error": ...}` and changes
nothing. docs/referee.md documents the commands, the position JSON and the action notation.
The errors speak the command line's language (`--lang`); the protocol's own words (commands,
fields, JSON values) stay as a script sends them.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any, BinaryIO, TextIO

from engine.ai.players import LEVELS, choose_action
from engine.core.errors import SalleError
from engine.core.game import Game, GameState
from engine.core.i18n import translate
from engine.core.view import view_json
from engine.games import get_game

# each command's fields besides "cmd"; any other field is refused (a typo must not pass unseen)
FIELDS: dict[str, tuple[str, ...]] = {
    "new": ("seed", "options"), "load": ("position",), "position": (), "view": ("seat",),
    "legal": (), "play": ("action",), "ai": ("level", "seed", "apply"), "roll": (), "quit": (),
}
# events that end a step: a seat named to move before one of these, who did not act in between,
# had its step resolved by the rules (see `mark_forced`)
_STEP_ENDS = ("phase_changed", "round_over", "game_over")



def show(value: Any) -> str:
    """A value a person sent, quoted in a message as JSON spells it, cut short if long."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


class RefereeError(Exception):
    """A command the referee refuses; the answer carries the message."""


def missing(field: str) -> RefereeError:
    return RefereeError(translate("Referee", "{field}: is missing").format(field=field))


def not_a(field: str, wanted: str, value: Any) -> RefereeError:
    """"field: must be <wanted>, not <value>" (`wanted` translated by the caller)."""
    return RefereeError(translate("Referee", "{field}: must be {wanted}, not {value}").format(
        field=field, wanted=wanted, value=show(value)))


class Referee:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.state: GameState[Any] | None = None
        self.commands: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
            "new": self.new, "load": self.load, "position": self.position, "legal": self.legal,
            "play": self.play, "ai": self.ai, "roll": self.roll, "view": self.view, "quit": self.quit,
        }
        self.done = False

    def answer(self, line: str | bytes) -> dict[str, Any]:
        """The answer to one input line; whatever the line holds, the game is unchanged unless
        the answer is ok."""
        try:
            msg = parse_line(line)
            cmd = msg.get("cmd")
            if "cmd" not in msg:
                raise RefereeError(translate("Referee", "{field}: is missing; use one of {commands}").format(
                    field="cmd", commands=", ".join(self.commands)))
            if not isinstance(cmd, str) or cmd not in self.commands:
                known = ", ".join(self.commands)
                raise RefereeError(translate(
                    "Referee", "{field}: {value} is not a command; use one of {commands}").format(
                    field="cmd", value=show(cmd), commands=known))
            extra = sorted(set(msg) - {"cmd", *FIELDS[cmd]})
            if extra:
                if FIELDS[cmd]:
                    problem = translate("Referee", "{field}: is not a field of {cmd} (it takes {fields})")
                else:
                    problem = translate("Referee",
                                        "{field}: is not a field of {cmd} (it takes no other field)")
                raise RefereeError(problem.format(field=extra[0], cmd=cmd, fields=", ".join(FIELDS[cmd])))
        except RefereeError as e:
            return {"ok": False, "error": str(e)}
        before = self.state.clone() if self.state is not None else None
        try:
            return {"ok": True, **self.commands[cmd](msg)}
        except (RefereeError, SalleError, ValueError) as e:
            self.state = before
            return {"ok": False, "error": str(e)}
        except Exception as e:  # a flaw of ours, not of the line: say so, and play on unharmed
            self.state = before
            return {"ok": False, "error": translate(
                "Referee", "the referee failed on this line ({problem}); the game is unchanged; please "
                "report it").format(problem=f"{type(e).__name__}: {show(str(e))}")}

    def quit(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        self.done = True
        return {}

    def _state(self) -> GameState[Any]:
        if self.state is None:
            raise RefereeError(translate("Referee", "no game yet: send {new} or {load} first").format(
                new='{"cmd":"new"}', load='{"cmd":"load"}'))
        return self.state

    def new(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        seed = msg.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise not_a("seed", translate("Referee", "a whole number of at least 0"), seed)
        options = msg.get("options", {})
        if not isinstance(options, dict):
            raise not_a("options", translate("Referee", "a JSON object"), options)
        self.state = self.game.new(options, seed)
        return {"position": self.state.to_json()}

    def load(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        if "position" not in msg:
            raise missing("position")
        self.state = self.game.state_class.from_json(msg["position"])
        return {"position": self.state.to_json()}

    def position(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        return {"position": self._state().to_json()}

    def view(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        seat = msg.get("seat")
        # typed: true is not seat 1, nor 1.0 (JSON would say another thing than it was sent)
        if seat is not None and (type(seat) is not int or seat not in (0, 1)):
            raise not_a("seat", translate("Referee", "0, 1 or null"), seat)
        return {"view": view_json(self._state().view(seat))}

    def legal(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        s = self._state()
        return {"to_move": s.current_player(), "legal": [self._describe(a) for a in s.legal_actions()]}

    def play(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        s = self._state()
        if "action" not in msg:
            raise missing("action")
        raw = msg["action"]
        if isinstance(raw, str):
            action = self.game.parse_action(raw)
        elif isinstance(raw, dict):
            action = self.game.action_from_dict(raw)
        else:
            raise RefereeError(translate(
                "Referee", "{field}: give its notation as text or its structured form as an object, not "
                "{value}").format(field="action", value=show(raw)))
        return self._apply(s, action)

    def ai(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        s = self._state()
        level = msg.get("level", "club")
        if not isinstance(level, str) or level not in LEVELS:
            levels = translate("Referee", "one of {levels}").format(levels=", ".join(LEVELS))
            raise not_a("level", levels, level)
        seed = msg.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise not_a("seed", translate("Referee", "a whole number"), seed)
        apply = msg.get("apply", True)
        if not isinstance(apply, bool):
            raise not_a("apply", translate("Referee", "true or false"), apply)
        if s.is_terminal():
            raise RefereeError(translate("Referee", "the game is over"))
        if s.is_chance():
            raise RefereeError(translate("Referee", "a die is to be rolled: send {roll} or play {die}")
                               .format(roll='{"cmd":"roll"}', die='"die N"'))
        action = choose_action(self.game.name, s.view(s.current_player()), level, seed)
        if not apply:
            return {"action": self._describe(action)}
        return {"action": self._describe(action), **self._apply(s, action)}

    def roll(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        """The pending die as the position's own seed rolls it (a replay rolls the same)."""
        s = self._state()
        if not s.is_chance():
            raise RefereeError(translate("Referee", "no die is to be rolled now"))
        return self._apply(s, s.sample_chance())

    def _apply(self, s: GameState[Any], action: Any) -> dict[str, Any]:
        events = s.apply(action)  # checks legality first: an illegal action changes nothing
        return {"events": mark_forced([e.to_dict() for e in events]), "position": s.to_json()}

    def _describe(self, action: Any) -> dict[str, Any]:
        return {"text": self.game.format_action(action), "action": self.game.action_to_dict(action)}


def mark_forced(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Mark what the rules played by themselves within one command, so a script can follow:
    a `phase_changed` that named a seat to act, where the step ended before that seat acted
    (its only answer was to pass, or it had none), and any `action` after the first event,
    which is the command's own (an Audatia Sudden-death row turning its cards)."""
    for i, e in enumerate(events):
        if e["event"] == "action" and i > 0:
            e["forced"] = True
        elif e["event"] == "phase_changed" and e["to_move"] is not None:
            seat = e["to_move"]
            for later in events[i + 1:]:
                if later["event"] == "action" and later["seat"] == seat:
                    break
                if later["event"] in _STEP_ENDS:
                    e["forced"] = True
                    break
    return events


def parse_line(line: str | bytes) -> dict[str, Any]:
    """One input line as a command object; RefereeError says what is wrong with it."""
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError as e:
            raise RefereeError(translate("Referee", "the line is not UTF-8 text (byte {byte})")
                               .format(byte=e.start + 1)) from None
    if not line.strip():
        raise RefereeError(translate("Referee", "the line is empty: send one JSON object with a {field} per "
                                     "line").format(field='"cmd"'))
    try:
        msg = json.loads(line, parse_constant=_not_json)
    except json.JSONDecodeError as e:  # Python's reader words its own reason, in English
        raise RefereeError(translate("Referee", "the line is not JSON: {reason}").format(reason=e)) from None
    except RecursionError:
        raise RefereeError(translate("Referee", "the line is not JSON the referee reads: it nests too "
                                     "deeply")) from None
    except _NotJson as e:
        raise RefereeError(translate("Referee", "the line is not JSON: {reason}").format(reason=e)) from None
    except ValueError:  # Python reads no integer of more than 4300 digits
        raise RefereeError(translate("Referee", "the line is not JSON the referee reads: a number is too "
                                     "long")) from None
    if not isinstance(msg, dict):
        raise RefereeError(translate("Referee", "the line must be a JSON object with a {field}, not {kind}")
                           .format(field='"cmd"', kind=_json_kind(msg)))
    return msg


class _NotJson(ValueError):
    """NaN or Infinity: Python's reader takes them, JSON has no such number."""


def _not_json(name: str) -> Any:
    raise _NotJson(translate("Referee", "{name} is not a JSON number").format(name=name))


def _json_kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return translate("Referee", "true or false")
    return {int: translate("Referee", "a number"), float: translate("Referee", "a number"),
            str: translate("Referee", "a string"), list: translate("Referee", "a list")}[type(value)]


def serve(game_name: str, inp: Iterable[str] | Iterable[bytes] | None = None,
          out: TextIO | None = None) -> int:
    """Answer `inp` (standard input, read as bytes so bad UTF-8 is refused, not fatal) line by
    line on `out` until it ends or a quit."""
    referee = Referee(get_game(game_name))
    lines: Iterable[str] | Iterable[bytes] = inp if inp is not None else _stdin()
    out = out if out is not None else sys.stdout
    for line in lines:
        answer = referee.answer(line)
        try:
            text = json.dumps(answer, separators=(",", ":"))
        except (TypeError, ValueError) as e:  # a flaw of ours; still exactly one answer
            problem = translate("Referee", "the referee could not write its answer ({problem})")
            problem = problem.format(problem=e)
            text = json.dumps({"ok": False, "error": problem})
        out.write(text + "\n")
        out.flush()
        if referee.done:
            break
    return 0


def _stdin() -> BinaryIO:
    return sys.stdin.buffer
