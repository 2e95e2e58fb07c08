"""What Salle has worked out and can work out again, kept between runs in its cache folder: one
JSON file per kind of answer, keyed by a digest of everything the answer depends on.

Nothing here is the player's: a memo that cannot be read (damaged, from another version, too big)
is simply started afresh and written over, and one that cannot be written is kept in memory only,
said once in the log. Entries beyond `limit` go oldest first, so the file stays small.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from engine.core.errors import SalleError
from engine.core.safe_read import UnreadableFile, read_json
from engine.store.files import write_atomically
from engine.store.paths import cache_dir

log = logging.getLogger(__name__)

MEMO_MAX_BYTES = 8 * 1024 * 1024
KEY_HEX = 32  # 128 bits of the digest: no two different questions share a key in practice
_MISSING = object()


def digest(*parts: str) -> str:
    """The key of a question asked of everything in `parts` (each part kept apart from the next)."""
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode("utf-8", "surrogatepass") + b"\0")
    return h.hexdigest()[:KEY_HEX]


def memo_path(name: str) -> Path | None:
    """Where the memo `name` is kept: `<cache folder>/<name>.json` (None: the folder cannot be
    made, and answers are kept for this run only)."""
    try:
        return cache_dir() / f"{name}.json"
    except SalleError as e:
        log.warning("the memo %s is kept for this run only: %s", name, e)
        return None


class Memo:
    """Answers kept in the file `path` (None: in memory) under `stamp`, a digest of the code and data
    that give them: a new stamp forgets every old answer. Safe to use from several threads."""

    def __init__(self, path: Path | None, stamp: str, limit: int = 50_000) -> None:
        self.path = path
        self.stamp = stamp
        self.limit = limit
        self._answers: dict[str, Any] | None = None
        self._unsaved = False
        self._lock = threading.Lock()

    def _loaded(self) -> dict[str, Any]:
        if self._answers is None:
            self._answers = self._read()
        return self._answers

    def _read(self) -> dict[str, Any]:
        if self.path is None:
            return {}
        try:
            data = read_json(self.path, MEMO_MAX_BYTES, "memo")
        except FileNotFoundError:
            return {}
        except (UnreadableFile, SalleError, OSError) as e:
            log.info("the memo %s is started afresh: %s", self.path, e)
            return {}
        if not isinstance(data, dict) or data.get("stamp") != self.stamp:
            return {}
        answers = data.get("answers")
        if not isinstance(answers, dict) or not all(len(k) == KEY_HEX for k in answers):
            return {}
        return answers

    def get(self, key: str, default: Any = None) -> Any:
        with self._lock:
            return self._loaded().get(key, default)

    def known(self, key: str) -> bool:
        with self._lock:
            return key in self._loaded()

    def put(self, key: str, answer: Any) -> None:
        """Keep `answer` (JSON: None, numbers, text, lists) under `key`; written by `save`."""
        with self._lock:
            answers = self._loaded()
            answers.pop(key, None)  # the newest last: the oldest go first when the memo is full
            answers[key] = answer
            self._unsaved = True

    def put_all(self, pairs: Iterable[tuple[str, Any]]) -> None:
        for key, answer in pairs:
            self.put(key, answer)

    def save(self) -> None:
        """Write what was added since the last save (nothing if nothing was)."""
        with self._lock:
            if not self._unsaved or self._answers is None or self.path is None:
                return
            while len(self._answers) > self.limit:
                del self._answers[next(iter(self._answers))]
            text = json.dumps({"stamp": self.stamp, "answers": self._answers}, separators=(",", ":"))
            self._unsaved = False
        try:
            write_atomically(self.path, text.encode("utf-8"))
        except OSError as e:
            log.warning("the memo %s is kept for this run only: %s", self.path, e)
