"""The lintian errors `make dist-check` lets through: each one a tag on one file (or, for the bundle's
place under /opt, one folder), with its reason, in packaging/README.md's "lintian" table. An error
on any other file, or of any other tag, fails the check.
Run by check-deb.sh: `python packaging/linux/lintian_allowed.py < LINTIAN-REPORT` prints the errors
no row allows and exits 1 if there is one."""

from __future__ import annotations

import fnmatch
import re
import sys
from pathlib import Path
from typing import NamedTuple

README = Path(__file__).resolve().parents[1] / "README.md"
# a row of the table: | `tag` | `file pattern` | why |
ROW = re.compile(r"^\| `([a-z0-9-]+)` \| `([^`]+)` \| (.+?) \|\s*$")


class Allowance(NamedTuple):
    tag: str
    pattern: str  # a path inside the package, with * for what a rebuild changes (hashes, versions)
    reason: str


def allowances(readme: Path = README) -> list[Allowance]:
    """The rows of the README's "lintian" table."""
    text = readme.read_text(encoding="utf-8")
    section = text[text.index("### lintian"):]
    section = section[:section.index("\n#", 1)] if "\n#" in section[1:] else section
    return [Allowance(*m.groups()) for line in section.splitlines() if (m := ROW.match(line))]


def unexplained(report: str, allowed: list[Allowance]) -> list[str]:
    """The report's error lines ("E: salle: TAG [words] [FILE]") that no allowance covers."""
    out = []
    for line in report.splitlines():
        match = re.match(r"E: salle[^:]*: ([a-z0-9-]+)(.*)$", line)
        if match is None:
            continue
        tag, rest = match.groups()
        files = re.findall(r"\[([^\]]+)\]", rest)
        path = files[-1] if files else ""
        if not any(a.tag == tag and path and fnmatch.fnmatchcase(path, a.pattern) for a in allowed):
            out.append(line)
    return out


if __name__ == "__main__":
    table = allowances()
    if not table:
        sys.exit("dist-check: packaging/README.md's lintian table allows nothing")
    left = unexplained(sys.stdin.read(), table)
    print("\n".join(left))
    sys.exit(1 if left else 0)
