"""The referee: a JSON-lines protocol on stdin/stdout that plays any game by its rules.

One JSON object per input line, one JSON answer per line; a bad command never changes the game.
docs/referee.md documents the commands, the position JSON and the action notation.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from typing import Any, TextIO

from engine.ai.players import LEVELS, choose_action
from engine.core.errors import SalleError
from engine.core.game import Game, GameState
from engine.games import get_game


class RefereeError(Exception):
    """A command the referee refuses; the answer carries the message."""


class Referee:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.state: GameState[Any] | None = None
        self.commands: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
            "new": self.new, "load": self.load, "position": self.position, "legal": self.legal,
            "play": self.play, "ai": self.ai, "roll": self.roll, "view": self.view, "quit": self.quit,
        }
        self.done = False

    def answer(self, line: str) -> dict[str, Any]:
        try:
            msg = json.loads(line)
        except json.JSONDecodeError as e:
            return {"ok": False, "error": f"the line is not JSON: {e}"}
        if not isinstance(msg, dict):
            return {"ok": False, "error": "each line must be a JSON object with a 'cmd'"}
        cmd = msg.get("cmd")
        if cmd not in self.commands:
            return {"ok": False, "error": f"unknown cmd {cmd!r}; use one of {', '.join(self.commands)}"}
        try:
            return {"ok": True, **self.commands[cmd](msg)}
        except (RefereeError, SalleError, ValueError) as e:
            return {"ok": False, "error": str(e)}

    def quit(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        self.done = True
        return {}

    def _state(self) -> GameState[Any]:
        if self.state is None:
            raise RefereeError("no game yet: send {\"cmd\":\"new\"} or {\"cmd\":\"load\"} first")
        return self.state

    def new(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        seed = msg.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise RefereeError("seed: must be a non-negative integer")
        options = msg.get("options", {})
        if not isinstance(options, dict):
            raise RefereeError("options: must be a JSON object")
        self.state = self.game.new(options, seed)
        return {"position": self.state.to_json()}

    def load(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        if "position" not in msg:
            raise RefereeError("position: is missing")
        self.state = self.game.state_class.from_json(msg["position"])
        return {"position": self.state.to_json()}

    def position(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        return {"position": self._state().to_json()}

    def view(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        seat = msg.get("seat")
        if seat not in (0, 1, None):
            raise RefereeError("seat: must be 0, 1 or null")
        return {"view": self._state().view(seat)}

    def legal(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        s = self._state()
        return {"to_move": s.current_player(), "legal": [self._describe(s, a) for a in s.legal_actions()]}

    def play(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        s = self._state()
        raw = msg.get("action")
        if isinstance(raw, str):
            action = s.parse_action(raw)
        elif isinstance(raw, dict):
            action = s.action_from_dict(raw)
        else:
            raise RefereeError("action: give its notation as text or its structured form as an object")
        return self._apply(s, action)

    def ai(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        s = self._state()
        level = msg.get("level", "club")
        if level not in LEVELS:
            raise RefereeError(f"level: must be one of {', '.join(LEVELS)}")
        seed = msg.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise RefereeError("seed: must be an integer")
        if s.is_terminal():
            raise RefereeError("the game is over")
        if s.is_chance():
            raise RefereeError("a die is to be rolled: send {\"cmd\":\"roll\"} or play \"die N\"")
        action = choose_action(self.game.name, s.view(s.current_player()), level, seed)
        if msg.get("apply", True) is False:
            return {"action": self._describe(s, action)}
        return {"action": self._describe(s, action), **self._apply(s, action)}

    def roll(self, msg: Mapping[str, Any]) -> dict[str, Any]:
        """The pending die as the position's own seed rolls it (a replay rolls the same)."""
        s = self._state()
        if not s.is_chance():
            raise RefereeError("no die is to be rolled now")
        return self._apply(s, s.sample_chance())

    def _apply(self, s: GameState[Any], action: Any) -> dict[str, Any]:
        events = s.apply(action)  # checks legality first: an illegal action changes nothing
        return {"events": [e.to_dict() for e in events], "position": s.to_json()}

    @staticmethod
    def _describe(s: GameState[Any], action: Any) -> dict[str, Any]:
        return {"text": s.format_action(action), "action": s.action_to_dict(action)}


def serve(game_name: str, inp: TextIO = sys.stdin, out: TextIO = sys.stdout) -> int:
    referee = Referee(get_game(game_name))
    for line in inp:
        if not line.strip():
            continue
        out.write(json.dumps(referee.answer(line), separators=(",", ":")) + "\n")
        out.flush()
        if referee.done:
            break
    return 0
