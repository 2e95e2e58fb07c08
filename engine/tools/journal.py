"""A run's journal: each match's result written to a file as it ends, so a long run that stops
(a closed laptop, a killed job, a session's end) goes on where it stopped when run again.

The file is JSON lines. The first line says what kind of run wrote it (the tool and the card sets
it played with); each other line is one finished task: the task itself and its result. A task
carries everything that decides its match (game, options, levels, seed), so a task found in the
journal is not played again, whatever `-n` or the pairings are now: a run of 200 continued with
`-n 400` plays only the 200 new ones. A journal of another tool or other card sets is refused, and
so is a damaged one, naming the file, the line and the field; either way it is left as it was.
So is any file that is not recognisably a journal of this run (a folder, a device, a file whose
first line is not this run's head): a journal is only ever continued, never made over another
file. The one repair is a last line cut short (the run was stopped while writing it) after a whole
head of this run, or a head itself cut short: that line is dropped, and its match is played
again. An empty file is started afresh (there is nothing in it to lose). The journal's folder is
never made: a missing one is refused, naming it.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from engine.core.errors import SalleError, located
from engine.core.i18n import translate
from engine.store.cardsets import card_set_in_play, guest_sets_in_play
from engine.store.files import UnreadableFile, parse_json_text, read_bytes

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

R = TypeVar("R", bound="DataclassInstance")

KIND = "salle run journal"
VERSION = 1
# a line is a match's result, some hundred bytes: a million matches stay far below this
MAX_BYTES = 256 * 2**20


class JournalError(SalleError):
    """A journal that cannot be continued: the message names the file, the line and the field."""

    def __init__(self, path: Path, line: int, field_name: str, problem: str) -> None:
        part = translate("Journal", "line {line}").format(line=line) if line else ""
        super().__init__(located(path.name, part, field_name, problem))
        self.path, self.line, self.field = path, line, field_name


def run_head(tool: str) -> dict[str, Any]:
    """What a journal's first line records of a run besides its tasks: the tool, and the card sets
    it plays with (by content, so an edited set starts a new journal)."""
    played = card_set_in_play()
    return {"tool": tool, "card_set": played.hash if played is not None else None,
            "guests": [[g.name, g.hash] for g in guest_sets_in_play()]}


def task_key(task: Any) -> str:
    """A task as one line of text: the same task, the same key, on any run."""
    return json.dumps(task, sort_keys=True, separators=(",", ":"))


class Journal(Generic[R]):
    """The journal at `path` of a run described by `run` (the tool, the card sets), whose results
    are `result` dataclasses."""

    def __init__(self, path: str | os.PathLike[str], run: Mapping[str, Any],
                 result: Callable[..., R]) -> None:
        self.path = Path(path)
        self.head = {"kind": KIND, "version": VERSION, **run}
        self.result = result
        self._cut: int | None = None  # where a last line cut short begins (read found one)
        self._unended = False  # the last line is whole but has no newline (edited by hand)

    def read(self) -> dict[str, R]:
        """The results already in the journal, by task key (none if there is no file yet); a
        journal of another run, or damaged, raises JournalError and stays as it is."""
        try:
            data = read_bytes(self.path, MAX_BYTES, translate("Journal", "a run journal"))
        except FileNotFoundError:
            self._check_folder()
            return {}
        except UnreadableFile as e:  # a folder, a pipe, a device: never read, never written
            raise JournalError(self.path, 0, "", e.problem) from None
        except OSError as e:
            raise JournalError(self.path, 0, "", translate("Journal", "cannot be read: {error}")
                               .format(error=e.strerror or e)) from e
        lines = data.split(b"\n")
        tail = lines.pop()  # b"" when the file ends with its last line's newline
        if tail:
            try:
                _json_line(tail)
                lines.append(tail)
                self._unended = True
            except (UnicodeDecodeError, UnreadableFile):
                # stopped mid-line: dropped and its match replayed, but only in what is already a
                # journal of this run (its head checked below), or in its own head cut short
                if not lines and not self._head_line().startswith(tail):
                    raise JournalError(self.path, 1, "", translate(
                        "Journal", "this is not a Salle run journal; give a new file or the journal of "
                        "this run")) from None
                self._cut = len(data) - len(tail)
        if not lines:
            return {}
        self._check_head(self._parse(lines[0], 1))
        done: dict[str, R] = {}
        for number, raw in enumerate(lines[1:], start=2):
            entry = self._parse(raw, number)
            task, result = entry.get("task"), entry.get("result")
            if task is None:
                raise JournalError(self.path, number, "task", translate("Journal", "is missing"))
            if not isinstance(result, dict):
                raise JournalError(self.path, number, "result", translate(
                    "Journal", "must be a table of the match's result"))
            try:
                done[task_key(task)] = self.result(**result)
            except TypeError as e:
                raise JournalError(self.path, number, "result", str(e)) from e
        return done

    def _head_line(self) -> bytes:
        """The first line a new journal of this run gets."""
        return json.dumps(self.head, sort_keys=True).encode("utf-8")

    def _check_folder(self) -> None:
        """A journal is made only in a folder that is there: a path mistyped is not made good by
        a tree of new folders."""
        folder = self.path.parent
        if not folder.is_dir():
            raise JournalError(self.path, 0, "", translate(
                "Journal", "there is no folder {folder} to keep it in; make it first, or give a file in a "
                "folder that is there").format(folder=folder))

    def _parse(self, raw: bytes, number: int) -> dict[str, Any]:
        try:
            entry = _json_line(raw)
        except UnicodeDecodeError as e:
            raise JournalError(self.path, number, "", translate("Journal", "is not JSON ({error})")
                               .format(error=e)) from e
        except UnreadableFile as e:  # not JSON, or nested or numbered beyond what a journal holds
            raise JournalError(self.path, number, e.field, e.problem) from None
        if not isinstance(entry, dict):
            raise JournalError(self.path, number, "", translate("Journal", "must be a JSON table"))
        return entry

    def _check_head(self, head: Mapping[str, Any]) -> None:
        if head.get("kind") != KIND:
            raise JournalError(self.path, 1, "kind", translate(
                "Journal", "this is not a Salle run journal; give a new file or the journal of this run"))
        if head.get("version") != VERSION:
            raise JournalError(self.path, 1, "version", translate(
                "Journal", "written by another version of Salle ({version}); give a new file")
                .format(version=json.dumps(head.get("version"))))
        for name, value in self.head.items():
            if head.get(name) != value:
                raise JournalError(self.path, 1, name, translate(
                    "Journal", "the journal's run has {theirs}, this run {ours}; give a new file or "
                    "run the journal's command again").format(theirs=json.dumps(head.get(name)),
                                                              ours=json.dumps(value)))

    def open(self) -> None:
        """Ready the file for records (after `read`): a new journal gets its head, a last line cut
        short is dropped and a last line without its newline gets one, so each record that follows
        starts on a line of its own."""
        try:
            if self._cut is not None:
                with self.path.open("r+b") as f:
                    f.truncate(self._cut)
                self._cut = None
            if self._unended:
                with self.path.open("ab") as f:
                    f.write(b"\n")
                self._unended = False
            if not self.path.exists() or self.path.stat().st_size == 0:
                self._check_folder()
                with self.path.open("wb") as f:
                    f.write(self._head_line() + b"\n")
        except OSError as e:
            raise self._unwritable(e) from e

    def record(self, task: Any, result: R) -> None:
        """One finished task, on disk before the next is awaited."""
        line = json.dumps({"task": task, "result": dataclasses.asdict(result)}, sort_keys=True)
        try:
            with self.path.open("a", encoding="utf-8") as f:
                f.write(line + "\n")
                f.flush()
                os.fsync(f.fileno())
        except OSError as e:  # a full disk: the run stops, with every result before this one kept
            raise self._unwritable(e) from e

    def _unwritable(self, e: OSError) -> JournalError:
        return JournalError(self.path, 0, "", translate("Journal", "cannot be written: {error}")
                            .format(error=e.strerror or e))


def _json_line(raw: bytes) -> Any:
    """One line's JSON, with the bounds every file Salle reads has (depth, size of numbers)."""
    return parse_json_text(raw.decode("utf-8"), translate("Journal", "a run journal"))
