"""The one reader of every file Salle is handed (saves, settings, card files, lessons, the history's
JSON): regular files only, the bytes read bounded, nesting and numbers bounded, JSON and TOML
alike, and a refusal that says in words which file, and where in it, is at fault.

A file is never trusted to be what its name says: a pipe would make a read wait forever, a link to
a device would fill the memory, text nested thousands deep would exhaust Python's stack and a
number of thousands of digits makes Python itself refuse. Each is refused here, before it can do
harm, with one error type, UnreadableFile; the stores turn it into their own errors.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

from engine.core.errors import DataFileError
from engine.core.i18n import QT_TRANSLATE_NOOP, translate

# Deeper than any file of Salle's (a save's position is nested a handful of levels), far below
# what Python's stack can hold.
MAX_DEPTH = 64
# A seed is a 63-bit number; nothing Salle keeps is larger.
MAX_INT = 2**64 - 1
T = TypeVar("T")


class UnreadableFile(DataFileError):
    """A file (or a text kept in one, such as a history row's column) that cannot be what its
    reader expects: `problem` says why, for a person, `field` where inside it ("" if nowhere in
    particular), and the message names the file as well. `beyond_bounds`: the text is well formed,
    but nested too deep or holding a number too large."""

    def __init__(self, problem: str, path: str | os.PathLike[str] = "", field: str = "",
                 beyond_bounds: bool = False) -> None:
        super().__init__(path, "", field, problem)
        self.beyond_bounds = beyond_bounds


class _Refused(Exception):
    # a refusal before the reader knows the file's name: read_* and parse_* add it
    def __init__(self, problem: str, field: str = "", beyond_bounds: bool = False) -> None:
        super().__init__(problem)
        self.problem, self.field, self.beyond_bounds = problem, field, beyond_bounds


# --- the file itself -----------------------------------------------------------------------------
def open_regular(path: Path, kind: str) -> BinaryIO:
    """`path` opened for reading if it is a regular file (or a link to one); anything else (a
    folder, a pipe, a device, a socket) is an UnreadableFile at once. What a link points to is
    looked at before it is opened (a device may do something on being opened), then the open file
    itself, without waiting (a pipe would wait forever for a writer), before a byte is read.
    FileNotFoundError passes through."""
    try:
        _check_mode(os.stat(path).st_mode, kind)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise
    except _Refused as e:
        raise UnreadableFile(e.problem, path) from None
    except IsADirectoryError:
        folder = translate("StoreFiles", "is a folder, not {kind}").format(kind=kind)
        raise UnreadableFile(folder, path) from None
    except OSError as e:
        raise UnreadableFile(cannot_be_read(e), path) from None
    try:
        # the file opened may not be the one looked at: it was changed between the two
        _check_mode(os.fstat(fd).st_mode, kind)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # a regular file: reads may wait for the disk as usual
        return os.fdopen(fd, "rb")
    except _Refused as e:
        os.close(fd)
        raise UnreadableFile(e.problem, path) from None
    except BaseException:
        os.close(fd)
        raise


def _check_mode(mode: int, kind: str) -> None:
    if not stat.S_ISREG(mode):
        raise _Refused(translate("StoreFiles", "{what}, not {kind}: it was not read").format(
            what=_not_a_file(mode), kind=kind))


def _not_a_file(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return translate("StoreFiles", "is a folder")
    if stat.S_ISFIFO(mode):
        return translate("StoreFiles", "is a pipe (FIFO)")
    if stat.S_ISSOCK(mode):
        return translate("StoreFiles", "is a socket")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return translate("StoreFiles", "is a device")
    return translate("StoreFiles", "is something other than a file")


def read_bytes(path: Path, max_bytes: int, kind: str) -> bytes:
    """The bytes of `path` (a `kind`: "a Salle save", "a card file"), at most `max_bytes` of
    them: a longer file is refused, whatever its size claims to be (a link to a device says 0).
    FileNotFoundError passes through (a missing file is no damage); anything else is an
    UnreadableFile."""
    try:
        with open_regular(path, kind) as f:
            raw = f.read(max_bytes + 1)
    except (FileNotFoundError, UnreadableFile):
        raise
    except OSError as e:
        raise UnreadableFile(cannot_be_read(e), path) from None
    if len(raw) > max_bytes:  # kept from being read whole: a stray huge file is not ours
        size = f"{max_bytes // 2**20} MB" if max_bytes >= 2**20 else f"{max_bytes // 1024} KB"
        raise UnreadableFile(translate("StoreFiles", "is larger than {size}: not {kind}").format(
            size=size, kind=kind), path)
    return raw


def read_text(path: Path, max_bytes: int, kind: str) -> str:
    """The text of `path`, read as read_bytes reads it, decoded as UTF-8 (a byte-order mark, which
    some editors add, is left out)."""
    return decoded(read_bytes(path, max_bytes, kind), path, kind)


def decoded(raw: bytes, path: Path, kind: str) -> str:
    """`raw` read from `path` as UTF-8 text (a byte-order mark left out), or UnreadableFile."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise UnreadableFile(translate("StoreFiles", "is not UTF-8 text (byte {byte} at offset {offset}): "
                                       "not {kind}").format(byte=f"0x{raw[e.start]:02x}", offset=e.start,
                                                            kind=kind), path) from None


def read_json(path: Path, max_bytes: int, kind: str) -> Any:
    """The JSON in `path`, read as read_text reads it and bounded as parse_json_text bounds it."""
    return _named(path, lambda: _json(read_text(path, max_bytes, kind), kind))


def read_toml(path: Path, max_bytes: int, kind: str) -> dict[str, Any]:
    """The TOML tables in `path`, read as read_text reads it and bounded as parse_toml_text
    bounds it."""
    return _named(path, lambda: _toml(read_text(path, max_bytes, kind), kind))


def parse_json_text(text: str, kind: str, source: str = "") -> Any:
    """JSON kept as text rather than as a file (a history row's column): the same bounds as
    read_json; `source` names it in the UnreadableFile ("" for none)."""
    return _named(source, lambda: _json(text, kind))


def parse_toml_text(text: str, kind: str, source: str = "") -> dict[str, Any]:
    """TOML kept as text (the card editor's files as they stand): the same bounds as read_toml."""
    return _named(source, lambda: _toml(text, kind))


def _named(source: str | os.PathLike[str], parse: Callable[[], T]) -> T:
    try:
        return parse()
    except _Refused as e:
        raise UnreadableFile(e.problem, source, e.field, e.beyond_bounds) from None


# --- JSON --------------------------------------------------------------------------------------------
# a string (possibly unterminated: the parser says so afterwards) or a bracket outside strings
_JSON_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.S)


def _json(text: str, kind: str) -> Any:
    if not text.strip():
        raise _Refused(translate("StoreFiles", "is empty (truncated?): not {kind}").format(kind=kind))
    # json parses nesting by recursion: too deep a text is refused before it is parsed
    deep = _too_deep_at(text)
    if deep is not None:
        line = text.count("\n", 0, deep) + 1
        column = deep - (text.rfind("\n", 0, deep) + 1) + 1
        raise _Refused(translate("StoreFiles", "is nested more than {depth} levels deep (at line {line} "
                                 "column {column}): not {kind}").format(depth=MAX_DEPTH, line=line,
                                                                        column=column, kind=kind),
                       beyond_bounds=True)
    strange: list[object] = []
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_int=_int_hook(strange),
                           parse_float=_float_hook(strange))
    except json.JSONDecodeError as e:
        # an unterminated string or an error at the very end means the text stops too early
        if e.msg.startswith("Unterminated string") or e.pos >= len(text.rstrip()):
            raise _Refused(translate("StoreFiles", "is truncated: the JSON stops before it is complete "
                                     "({where})").format(where=_where(e))) from None
        raise _Refused(translate("StoreFiles", "is not JSON: {where}").format(where=_where(e))) from None
    except ValueError as e:
        raise _Refused(translate("StoreFiles", "is not JSON {kind} can hold: {reason}").format(
            kind=kind, reason=e)) from None
    except RecursionError:
        raise _Refused(translate("StoreFiles", "is JSON nested too deeply to be {kind}").format(
            kind=kind), beyond_bounds=True) from None
    if strange:  # a number out of bounds: say where it is
        _check_value(value, kind)
    return value


def _too_deep_at(text: str) -> int | None:
    """The offset of the first bracket nested deeper than MAX_DEPTH, outside strings (None: none)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return None
    depth = 0
    for match in _JSON_TOKENS.finditer(text):
        first = text[match.start()]
        if first in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return match.start()
        elif first in "]}":
            depth -= 1
    return None


class _OutOfBounds:
    # what a number JSON holds beyond Salle's bounds is parsed as, to be found and named afterwards
    def __init__(self, text: str) -> None:
        self.text = text


def _int_hook(strange: list[object]) -> Callable[[str], object]:
    def parse(text: str) -> object:
        digits = len(text) - text.startswith("-")
        if digits <= 19:  # below 10**19, within MAX_INT
            return int(text)
        if digits <= 20 and abs(int(text)) <= MAX_INT:
            return int(text)
        strange.append(text)
        return _OutOfBounds(text)
    return parse


def _float_hook(strange: list[object]) -> Callable[[str], object]:
    def parse(text: str) -> object:
        value = float(text)
        if math.isfinite(value):
            return value
        strange.append(text)  # 1e999: a number JSON cannot write back
        return _OutOfBounds(text)
    return parse


def _where(e: json.JSONDecodeError) -> str:
    # some of json's messages end in "at" ("Unterminated string starting at"): say it once; the
    # message itself is Python's, in English
    return translate("StoreFiles", "{message} at line {line} column {column}").format(
        message=e.msg.removesuffix(" at"), line=e.lineno, column=e.colno)


def _no_constant(name: str) -> Any:
    # NaN and Infinity are not JSON; accepting them would make a file that cannot be written back
    raise ValueError(f"{name} is not a number JSON allows")


# --- TOML --------------------------------------------------------------------------------------------
_LONG_NUMBER = re.compile(r"\d[\d_]{20,}")


def _toml(text: str, kind: str) -> dict[str, Any]:
    try:
        value = tomllib.loads(text, parse_float=_toml_float)
    except tomllib.TOMLDecodeError as e:
        raise _Refused(translate("StoreFiles", "is not valid TOML: {reason}").format(reason=e)) from None
    except RecursionError:
        # tomllib parses nested arrays and inline tables by recursion
        raise _Refused(translate("StoreFiles", "is TOML nested too deeply to be {kind}").format(
            kind=kind), beyond_bounds=True) from None
    except ValueError:
        # Python refuses to read a whole number of thousands of digits
        long = _LONG_NUMBER.search(text)
        where = "" if long is None else translate("StoreFiles", " (line {line})").format(
            line=text.count("\n", 0, long.start()) + 1)
        raise _Refused(translate("StoreFiles", "holds a number too large for {kind}{where}").format(
            kind=kind, where=where), beyond_bounds=True) from None
    _check_value(value, kind)
    return value


def _toml_float(text: str) -> object:
    value = float(text)
    return value if math.isfinite(value) else _OutOfBounds(text)


# --- bounds on what was parsed ------------------------------------------------------------------------
def _check_value(value: Any, kind: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH and numbers out of bounds, naming the field; walked
    with a list, not by recursion, since the nesting is what is in doubt."""
    stack: list[tuple[Any, str, int]] = [(value, "", 1)]
    while stack:
        item, where, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth > MAX_DEPTH:
                raise _Refused(translate("StoreFiles", "is nested more than {depth} levels deep: not {kind}")
                               .format(depth=MAX_DEPTH, kind=kind), _shortened(where), True)
            pairs = item.items() if isinstance(item, dict) else enumerate(item)
            for key, inner in reversed(list(pairs)):
                inside = (f"{where}[{key}]" if isinstance(key, int)
                          else f"{where}.{key}" if where else str(key))
                stack.append((inner, inside, depth + 1))
        elif isinstance(item, _OutOfBounds):
            raise _Refused(_out_of_bounds(item.text, kind), where, True)
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) > MAX_INT:
            raise _Refused(_out_of_bounds(str(item), kind), where, True)


def _out_of_bounds(number: str, kind: str) -> str:
    if len(number) <= 40:
        return translate("StoreFiles", "is not a number {kind} can hold: {number}").format(
            kind=kind, number=number)
    return translate("StoreFiles", "is a number too large for {kind} ({digits} digits)").format(
        kind=kind, digits=sum(c.isdigit() for c in number))


def _shortened(where: str) -> str:
    # a field nested 64 deep: the first steps say where to look
    return where if len(where) <= 40 else where[:40] + "…"


# --- trouble with the disk --------------------------------------------------------------------------
_REASONS = {
    errno.EROFS: QT_TRANSLATE_NOOP("StoreFiles", "the disk is read-only"),
    errno.EACCES: QT_TRANSLATE_NOOP("StoreFiles", "Salle is not allowed to write there"),
    errno.EPERM: QT_TRANSLATE_NOOP("StoreFiles", "Salle is not allowed to write there"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("StoreFiles", "the disk is full"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("StoreFiles", "a file stands where a folder should be"),
    errno.EEXIST: QT_TRANSLATE_NOOP("StoreFiles", "a file of that name stands where the folder should be"),
    errno.EISDIR: QT_TRANSLATE_NOOP("StoreFiles", "a folder stands where a file should be"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("StoreFiles", "the name is too long"),
    errno.EIO: QT_TRANSLATE_NOOP("StoreFiles", "the disk reported an error"),
}
if hasattr(errno, "EDQUOT"):  # not on every system
    _REASONS[errno.EDQUOT] = QT_TRANSLATE_NOOP("StoreFiles", "your disk quota is used up")


def plain_reason(error: OSError) -> str:
    """What went wrong with a file, in words a player knows (the system's own words otherwise)."""
    if error.errno in _REASONS:
        return translate("StoreFiles", _REASONS[error.errno])
    return error.strerror or str(error)


def cannot_be_read(error: OSError) -> str:
    return translate("StoreFiles", "cannot be read: {reason}").format(reason=plain_reason(error))
