"""Small readers for position JSON that raise PositionError naming the field they reject."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.errors import PositionError


def need(obj: Mapping[str, Any], key: str, where: str = "") -> Any:
    field = f"{where}.{key}" if where else key
    if not isinstance(obj, Mapping):
        raise PositionError(where or "position", "must be a JSON object")
    if key not in obj:
        raise PositionError(field, "is missing")
    return obj[key]


def put(obj: object, field: str, value: Any) -> None:
    """setattr for a field read from a position or a view. A compiled state (engine/compiled.py)
    checks a value's type as it stores it, where Python's checks come later: both refuse a value
    of the wrong kind naming the field."""
    try:
        setattr(obj, field, value)
    except TypeError:
        raise PositionError(field, f"has the wrong kind of value ({value!r:.60})") from None


def as_int(value: Any, field: str, lo: int | None = None, hi: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PositionError(field, f"must be an integer, not {value!r}")
    if lo is not None and value < lo:
        raise PositionError(field, f"must be at least {lo}, not {value}")
    if hi is not None and value > hi:
        raise PositionError(field, f"must be at most {hi}, not {value}")
    return value


def as_bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(field, f"must be true or false, not {value!r}")
    return value


def as_choice(value: Any, field: str, choices: Sequence[str]) -> str:
    if value not in choices:
        raise PositionError(field, f"must be one of {', '.join(choices)}, not {value!r}")
    return str(value)


def as_list(value: Any, field: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise PositionError(field, f"must be a list, not {type(value).__name__}")
    if length is not None and len(value) != length:
        raise PositionError(field, f"must have {length} entries, not {len(value)}")
    return value


def as_int_list(value: Any, field: str, lo: int, hi: int, length: int | None = None) -> list[int]:
    return [as_int(v, f"{field}[{i}]", lo, hi) for i, v in enumerate(as_list(value, field, length))]
