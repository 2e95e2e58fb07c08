"""The README and the documents it leads to: short, linked, true to the Makefile, CI and the code."""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

import pytest

from gui.qtcheck import ALL_PACKAGES
from main import build_parser

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
CONTRIBUTING = ROOT / "CONTRIBUTING.md"
DOCUMENTS = [README, CONTRIBUTING, *sorted((ROOT / "docs").rglob("*.md"))]

FENCE = re.compile(r"^```.*?^```", re.S | re.M)
# a Markdown link or image `](target)` (with an optional title) and an HTML href or src
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|(?:href|src)=\"([^\"]+)\"")
# a word of 7 to 40 hex digits holding a digit and a letter: an abbreviated or full commit hash
HASH = re.compile(r"\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b")
ISSUE = re.compile(r"(?i)\b(?:issue|pr|pull request|bug)s?\s*#?\d+|(?<![\w&])#\d+\b|/(?:issues|pull)/\d+")


def _prose(text: str) -> str:
    """The text without its fenced code blocks, where a link is an example, not a link."""
    return FENCE.sub("", text)


def _relative_links(path: Path) -> list[str]:
    targets = [m.group(1) or m.group(2) for m in LINK.finditer(_prose(path.read_text(encoding="utf-8")))]
    return [t for t in targets if not re.match(r"[a-z][a-z0-9+.-]*:", t) and not t.startswith("#")]


def _fenced(text: str, after: str) -> str:
    """The first fenced block after the heading or line `after`."""
    rest = text[text.index(after):]
    block = re.search(r"^```[a-z]*\n(.*?)^```", rest, re.S | re.M)
    assert block, f"no code block after {after!r}"
    return block.group(1)


def _make_targets() -> set[str]:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][\w-]*):", makefile, re.M))


def test_the_readme_is_short() -> None:
    assert README.stat().st_size <= 15_000


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_points_at_a_file_that_is_there(document: Path) -> None:
    broken = [t for t in _relative_links(document) if not (document.parent / t.split("#")[0]).exists()]
    assert broken == []


def test_the_link_check_sees_links_and_images_outside_code() -> None:
    text = "[a](docs/x.md) ![b](p.png \"t\") <img src=\"i.png\"> [w](https://e.org)\n```\n[c](code.md)\n```\n"
    assert [m.group(1) or m.group(2) for m in LINK.finditer(_prose(text))] == \
        ["docs/x.md", "p.png", "i.png", "https://e.org"]


def test_the_readme_names_no_commit_and_no_issue() -> None:
    text = README.read_text(encoding="utf-8")
    assert HASH.findall(text) == []
    assert ISSUE.findall(text) == []


@pytest.mark.parametrize("text", ["on commit 3fb6d3c", "c097b44", "issue 22", "Issue #18", "see #12",
                                  "/issues/7"])
def test_the_history_check_catches_hashes_and_issues(text: str) -> None:
    assert HASH.search(text) or ISSUE.search(text)


@pytest.mark.parametrize("text", ["1440x860", "9223372036854775807", "defaced", "libxcb-icccm4", "A4"])
def test_the_history_check_lets_numbers_and_words_be(text: str) -> None:
    assert not HASH.search(text) and not ISSUE.search(text)


def test_ci_runs_the_readmes_test_command() -> None:
    commands = [line.split("#")[0].strip() for line in
                _fenced(README.read_text(encoding="utf-8"), "### From source").splitlines()]
    assert "make test" in commands
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert "make test" in ci


@pytest.mark.parametrize("document", [README, CONTRIBUTING], ids=lambda p: p.name)
def test_every_make_target_named_is_in_the_makefile(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    named = set(re.findall(r"`make ([a-z][\w-]*)", text))
    for block in re.findall(r"^```[a-z]*\n(.*?)^```", text, re.S | re.M):
        named |= set(re.findall(r"^make ([a-z][\w-]*)", block, re.M))
    assert named, "no make target found: the pattern no longer reads the document"
    assert named - _make_targets() == set()


def test_the_readmes_terminal_commands_parse() -> None:
    block = _fenced(README.read_text(encoding="utf-8"), "## In the terminal")
    lines = [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]
    assert lines
    for line in lines:
        words = shlex.split(line)
        assert words[:2] == ["python", "main.py"], line
        build_parser().parse_args(words[2:])  # a wrong command or option exits 2


def test_the_readme_keeps_the_qt_library_line_the_table_prints() -> None:
    assert "sudo apt-get install " + " ".join(ALL_PACKAGES) in README.read_text(encoding="utf-8")


def test_the_readme_states_the_python_floor_of_pyproject_and_the_makefile() -> None:
    text = " ".join(README.read_text(encoding="utf-8").split())
    floor = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["requires-python"]
    assert floor.startswith(">=")
    version = floor.removeprefix(">=")
    assert f'`requires-python = "{floor}"`' in text
    assert f"Python {version} or newer" in text
    refusal = f"Salle needs Python {version} or newer"
    assert refusal in (ROOT / "Makefile").read_text(encoding="utf-8")
    assert refusal in text
    assert "Ubuntu 22.04 cannot `make run`" in text


def test_the_readme_lists_what_make_dist_needs() -> None:
    text = README.read_text(encoding="utf-8")
    lines = _fenced(text, "### Building the package").replace("\\\n", " ").splitlines()
    install = [line for line in lines if line.startswith("sudo apt-get install ")]
    assert len(install) == 1
    packages = set(install[0].removeprefix("sudo apt-get install ").split())
    # the tools build-deb.sh asks for by name
    build_deb = (ROOT / "packaging" / "linux" / "build-deb.sh").read_text(encoding="utf-8")
    asked = re.search(r"sudo apt-get install ([\w. -]+)\"", build_deb)
    assert asked
    assert set(asked.group(1).split()) <= packages
    # the libraries CI installs so that dpkg-shlibdeps finds what the bundled Qt links
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    needed = re.search(r"needed=\((.*?)\)", re.sub(r"#.*", "", ci), re.S)
    assert needed
    libraries = {w for w in needed.group(1).split() if w.startswith("lib")}
    assert libraries
    assert libraries <= packages
