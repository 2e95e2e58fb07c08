"""Words in a language straight from the committed .ts catalogues (no compiled .qm needed): what
a test of an engine's words reads them from."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from engine.core import i18n
from engine.core.i18n import SOURCE_LANGUAGE
from gui.i18n_build import CATALOGUES, read_ts, ts_path


def catalogue(code: str) -> dict[tuple[str, str], str]:
    """(context, source) -> the finished translation, over every catalogue of `code`."""
    return {(m.context, m.source): m.translation[0] for c in CATALOGUES for m in read_ts(ts_path(c, code))
            if m.finished and m.translation and m.translation[0]}


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Words in `code`, from its .ts catalogues as they are."""
    found = catalogue(code) if code != SOURCE_LANGUAGE else {}

    def hook(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return found.get((context, text), text)

    with i18n.speaking(code, None if code == SOURCE_LANGUAGE else hook):
        yield
