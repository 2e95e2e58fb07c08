"""What the bundle must not carry: the packages of the tests, the linters and the optional extras,
named from pyproject.toml and the locks, and the ones among them a PyInstaller analysis took in.

The bundle is built from a venv that holds only what playing needs and PyInstaller (`make dist`,
requirements/dist.txt); salle.spec asks `intruders` all the same, so a build from a fuller venv
(an optional import of PyYAML, psutil or numpy reached from a hook) stops instead of shipping them."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path

# the extras whose packages are never part of the program (`compile` is mypyc's, which builds the
# engine's extensions but is not loaded by them; `cluster` and `strength` the shipped program
# leaves out, docs/cluster.md)
LEFT_OUT_EXTRAS = ("test", "dev", "compile", "cluster", "strength")


def normalized(name: str) -> str:
    """A distribution's name as the packaging standards compare them (PyYAML, pyyaml, py_yaml...)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_name(requirement: str) -> str:
    """The distribution a requirement line names ("dask[distributed]==2026.8.0" names dask)."""
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
    if match is None:
        raise ValueError(f"not a requirement: {requirement!r}")
    return normalized(match.group(1))


def locked(path: Path) -> dict[str, str]:
    """A lock file's pins: each distribution's normalized name and its version."""
    pins: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line or line.startswith("-"):
            continue
        name, sep, version = line.partition("==")
        if not sep:
            raise ValueError(f"{path.name}: {line!r} is not pinned to one version")
        pins[normalized(name)] = version.split(";", 1)[0].strip()
    return pins


def test_only(root: Path) -> set[str]:
    """The distributions the program never loads: those the left-out extras name, with the ones
    they pull in (the full lock's packages that the bundle's lock lacks), less what playing needs."""
    with (root / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)["project"]
    runtime = {requirement_name(r) for r in project["dependencies"]}
    extras = project["optional-dependencies"]
    named = {requirement_name(r) for extra in LEFT_OUT_EXTRAS for r in extras.get(extra, [])}
    requirements = root / "requirements"
    pulled = set(locked(requirements / "dev.txt")) - set(locked(requirements / "dist.txt"))
    return (named | pulled) - runtime


def intruders(modules: Iterable[str], paths: Iterable[str], forbidden: set[str],
              owners: Mapping[str, list[str]]) -> dict[str, str]:
    """The forbidden distributions among an analysis's modules (dotted names) and the destination
    paths of its binaries and data, each with the first module or file that brought it.
    `owners` maps a top-level import name to its distributions (importlib.metadata's
    packages_distributions); a name it lacks is taken as its own distribution's."""
    found: dict[str, str] = {}

    def note(top: str, what: str) -> None:
        for dist in owners.get(top, [top]):
            if normalized(dist) in forbidden:
                found.setdefault(normalized(dist), what)

    for module in modules:
        note(module.split(".", 1)[0], module)
    for path in paths:
        first = path.replace("\\", "/").split("/", 1)[0]
        if first.endswith((".dist-info", ".egg-info")):
            found_name = normalized(first.rsplit(".", 1)[0].split("-", 1)[0])
            if found_name in forbidden:
                found.setdefault(found_name, path)
        else:
            note(first.removesuffix(".libs"), path)
    return found
