"""The shipped card files, parsed once when the program is packaged.

Every start reads the card data (about forty TOML files with their translations), and parsing that
TOML was most of what the installed program did before its first frame. `make dist` writes each
shipped file's tables into one JSON index beside the assets, under the digest of the bytes they were
parsed from. A card file whose bytes have that digest is taken as parsed; any other file (a
designer's, a shipped one changed since) is parsed as ever, so the index can never make Salle read
something other than what the file says. A missing or damaged index is only slower.

Build it with `python -m engine.core.parsed_cards OUT`."""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import sys
from pathlib import Path
from typing import Any

from engine.core.assets import assets_dir
from engine.core.safe_read import UnreadableFile, decoded, parse_toml_text, read_bytes, read_json

INDEX_NAME = "parsed-cards.json"
MAX_INDEX_BYTES = 32 * 2**20
# far above any card file (the largest shipped one is some 30 KB): a stray huge file is not one
MAX_FILE_BYTES = 2**20

log = logging.getLogger("salle")


def digest(raw: bytes) -> str:
    return hashlib.blake2b(raw, digest_size=20).hexdigest()


@functools.cache
def _index() -> dict[str, str]:
    """Digest of a file's bytes -> its tables as JSON text (each lookup parses its own copy)."""
    path = assets_dir() / INDEX_NAME
    try:
        data = read_json(path, MAX_INDEX_BYTES, "an index of parsed card files")
    except FileNotFoundError:
        return {}  # a run from the sources: every file is parsed
    except UnreadableFile as e:
        log.warning("%s: %s; the card files are parsed instead", path, e.problem)
        return {}
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        log.warning("%s: not an index of parsed card files; the card files are parsed instead", path)
        return {}
    return data


def forget() -> None:
    _index.cache_clear()


def parsed_before(raw: bytes) -> dict[str, Any] | None:
    """The tables of the card file whose bytes are `raw`, if the index holds them; else None."""
    text = _index().get(digest(raw))
    if text is None:
        return None
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def index_of(folder: Path) -> dict[str, str]:
    """The index of every TOML file under `folder` (its card files, layouts and translations) that
    parses to tables JSON holds exactly; a file that does not is left to be parsed at each start."""
    index: dict[str, str] = {}
    for path in sorted(folder.rglob("*.toml")):
        raw = read_bytes(path, MAX_FILE_BYTES, "a card file")
        value = parse_toml_text(decoded(raw, path, "a card file"), "a card file", str(path))
        try:
            text = json.dumps(value, ensure_ascii=False)  # in the file's own order
        except TypeError:
            continue  # a date, which JSON cannot hold
        if json.loads(text) == value:
            index[digest(raw)] = text
    return index


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m engine.core.parsed_cards OUT", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.write_text(json.dumps(index_of(assets_dir() / "cards"), ensure_ascii=False),
                   encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
