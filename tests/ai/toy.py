"""A base for the tiny games the search tests play: actions are plain strings, spelt as they are."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Self

from engine.core.events import Event
from engine.core.game import GameState


class ToyState(GameState[str]):
    """The notation, apply and from_json every toy game shares; each adds its own rules."""

    def apply(self, action: str) -> list[Event]:
        self.step(action)
        return []

    def format_action(self, action: str) -> str:
        return action

    def parse_action(self, text: str) -> str:
        return text

    def action_to_dict(self, action: str) -> dict[str, Any]:
        return {"action": action}

    def action_from_dict(self, data: Mapping[str, Any]) -> str:
        return str(data["action"])

    @classmethod
    def from_json(cls, data: Any) -> Self:
        return cls.from_view(data, random.Random(0))
