"""One word for one thing, in every language.

The same English sentence can be extracted into several contexts (the terminal and the table, the
keys overlay and the rules dialog); a player who meets it twice must read it the same way twice.
A source that truly means two things carries a disambiguation comment, which makes it a
different message. Short sources may differ by grammar alone (the gender of "Over:", a German
case after "with"), so the rule binds sentences of three words or more, and the game's own terms
named below whatever their length.
"""

from __future__ import annotations

import re
import tomllib
from collections import defaultdict
from pathlib import Path

import pytest

from gui.i18n_build import FOLDER, read_ts

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("de", "es", "fr", "it")
# names and short sayings a player meets in several places: one translation each
TERMS = ("Fencer A", "Fencer B", "Your move", "Drawn round", "Quit Salle", "Club", "Novice", "Master")
# a word a language's catalogue, help and lessons have agreed not to use, and the word they use
AVOIDED = {
    "it": {"manche": "ripresa"},  # a fencing round is a ripresa in the help and the lessons
}


def _translations(lang: str) -> dict[tuple[str, str], dict[str, list[str]]]:
    """(source, comment) -> {translation: [where]} for a language's finished messages."""
    found: dict[tuple[str, str], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for path in sorted(FOLDER.glob(f"salle_*_{lang}.ts")):
        for m in read_ts(path):
            if m.finished and all(m.translation):
                found[(m.source, m.comment)][" | ".join(m.translation)].append(f"{path.name}:{m.context}")
    return found


def _binding(source: str) -> bool:
    words = re.sub(r"\{\w+\}|%n", "x", source).split()
    return len(words) >= 3 or source in TERMS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sentence_reads_the_same_wherever_it_appears(lang: str) -> None:
    found = _translations(lang)
    assert len(found) > 500  # the catalogues were read
    differing = [f"{source!r}: {dict(ways)}" for (source, _comment), ways in sorted(found.items())
                 if _binding(source) and len(ways) > 1]
    assert not differing, "\n".join(differing)


def _texts_in(lang: str) -> dict[str, str]:
    """Everything a player reads in `lang`: catalogue translations, the help, the lessons."""
    texts = {f"{path.name}: {m.source}": " ".join(m.translation)
             for path in sorted(FOLDER.glob(f"salle_*_{lang}.ts")) for m in read_ts(path)}
    for path in sorted((ROOT / "assets" / "help").glob(f"*.{lang}.html")):
        texts[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "assets" / "lessons").rglob("*.toml")):
        def walk(node: object, where: str) -> None:
            if isinstance(node, dict):
                for key, value in node.items():
                    if isinstance(value, str) and key.endswith(f"_{lang}"):
                        texts[f"{where}.{key}"] = value
                    else:
                        walk(value, f"{where}.{key}")
            elif isinstance(node, list):
                for i, item in enumerate(node):
                    walk(item, f"{where}[{i}]")
        walk(tomllib.loads(path.read_text(encoding="utf-8")), str(path.relative_to(ROOT)))
    return texts


@pytest.mark.parametrize("lang", sorted(AVOIDED))
def test_a_game_term_keeps_its_word(lang: str) -> None:
    texts = _texts_in(lang)
    assert any(".toml" in where for where in texts) and any(".html" in where for where in texts)
    for avoided, used in AVOIDED[lang].items():
        pattern = re.compile(rf"\b{avoided}\b", re.IGNORECASE)
        assert any(used in text.lower() for text in texts.values())
        offenders = sorted(where for where, text in texts.items() if pattern.search(text))
        assert not offenders, f"{avoided!r} where the rest says {used!r}: {offenders}"
