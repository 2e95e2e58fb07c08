"""Which table scene draws which game: each game has its own board, the window swaps them."""

from __future__ import annotations

from typing import Any

from gui.table.base import TableSceneBase


def scene_for(game: str, parent: Any = None) -> TableSceneBase[Any]:
    """A new scene for `game`. Every scene offers the same face to the window (see
    TableSceneBase): the `message` and `previewChanged` signals, bind(match), names(),
    try_play(action) and toggle_help()."""
    if game == "audatia":
        from gui.table.audatia import AudatiaScene

        return AudatiaScene(parent)
    if game == "ready-fence":
        from gui.table.ready_fence import ReadyFenceScene

        return ReadyFenceScene(parent)
    if game == "barditus":
        from gui.table.barditus import BarditusScene

        return BarditusScene(parent)
    from gui.table.scene import TableScene

    return TableScene(parent)
