"""The engine's hot modules compiled with mypyc, used only while they match their sources.

`make compiled` (packaging/build_compiled.py) builds the modules of COMPILED into C extensions
beside their .py files, then writes STAMP: the SHA-256 of every source it compiled and of every
file it made (each module's extension and the group's shared library). Importing `engine` calls
`install()`, which checks the stamp against the files on disk: the compiled modules load only if
every source still has the hash it was compiled from, every compiled file is the one the build
made (a stale extension beside a rewritten stamp is not), the build is for this Python, and
SALLE_PURE is not set. Otherwise each of them loads from its .py, so an edit always runs. It is
all or none: inside the build the compiled modules call each other directly, in C, so one edited
module loaded from source beside its compiled siblings would split the engine in two (two Action
classes, a state calling the old code of its edited notation).

The shipped program (PyInstaller) carries the compiled modules and the stamp but no sources.
Packaging checks the build against the stamp before it ships it (packaging/salle.spec calls
`decide`), then strips (Linux) or signs (macOS) each extension as it copies it, so the shipped
bytes are no longer the built ones: there each compiled file is looked for beside the package
(it must be there), not hashed.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

T = TypeVar("T")

# What profiling the random playouts of every game showed hot: each game's rules (state), the
# card data the rules read at every step (cards, counts, parry, symbols), its playout policy
# (heuristics) and the seeded shuffles. docs/compiled.md says why these and not others (the
# actions modules stay Python: their notation help is their docstring, which mypyc drops).
COMPILED: tuple[str, ...] = (
    "engine.core.rng",
    "engine.ai.ismcts",
    "engine.games.en_garde.state",
    "engine.games.en_garde.cards",
    "engine.games.en_garde.counts",
    "engine.games.en_garde.parry",
    "engine.games.en_garde.heuristics",
    "engine.games.ready_fence.state",
    "engine.games.ready_fence.cards",
    "engine.games.ready_fence.heuristics",
    "engine.games.audatia.state",
    "engine.games.audatia.cards",
    "engine.games.audatia.symbols",
    "engine.games.audatia.heuristics",
    "engine.games.barditus.state",
    "engine.games.barditus.cards",
    "engine.games.barditus.heuristics",
)
# mypyc's group: the one shared library holding all of them (engine/compiled__mypyc.*.so), which
# each module's small extension loads
GROUP = "engine.compiled"
ROOT = Path(__file__).resolve().parent.parent  # the folder holding the engine package
STAMP = Path(__file__).resolve().with_name("compiled.json")
PURE_VARIABLE = "SALLE_PURE"
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]  # what this Python's extension files end with


@dataclass(frozen=True)
class Choice:
    """Which modules may load compiled, and why the engine runs as it does, in words."""

    modules: frozenset[str]
    reason: str

    @property
    def compiled(self) -> bool:
        return bool(self.modules)


def source_of(module: str, root: Path = ROOT) -> Path:
    return root.joinpath(*module.split(".")).with_suffix(".py")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def compiled_files(modules: Iterable[str], root: Path = ROOT, suffix: str = SUFFIX) -> list[Path]:
    """The files a build of `modules` makes: each one's extension, then the group's library."""
    return [source_of(m, root).with_suffix(suffix) for m in (*modules, f"{GROUP}__mypyc")]


def write_stamp(modules: Iterable[str], root: Path = ROOT, stamp: Path = STAMP) -> None:
    """What a build compiled: the hash of each source and of each compiled file (by its path from
    `root`), and the Python it was built for."""
    modules = list(modules)
    sources = {m: digest(source_of(m, root)) for m in modules}
    made = {p.relative_to(root).as_posix(): digest(p) for p in compiled_files(modules, root)}
    stamp.write_text(json.dumps({"suffix": SUFFIX, "sources": sources, "compiled": made}, indent=1) + "\n")


def decide(root: Path = ROOT, stamp: Path = STAMP, environ: Mapping[str, str] = os.environ,
           frozen: bool = False) -> Choice:
    """The compiled modules usable here: all those of the stamp, or none."""
    if environ.get(PURE_VARIABLE, "") not in ("", "0"):
        return Choice(frozenset(), f"pure Python ({PURE_VARIABLE} is set)")
    try:
        built = json.loads(stamp.read_text())
        sources: dict[str, str] = dict(built["sources"])
        suffix = built["suffix"]
        made: dict[str, str] | None = dict(built["compiled"]) if "compiled" in built else None
    except FileNotFoundError:
        if not frozen and (root / "Makefile").is_file():  # a source checkout
            return Choice(frozenset(), "pure Python (not compiled: make compiled builds it)")
        return Choice(frozenset(), "pure Python (not compiled: a pip or pipx install runs the engine "
                                   "as Python; the packaged program, or make compiled in a source "
                                   "checkout, gives the faster one)")
    except (OSError, ValueError, KeyError, TypeError):
        return Choice(frozenset(), f"pure Python ({stamp.name} is unreadable: make compiled again)")
    if suffix != SUFFIX:
        return Choice(frozenset(), "pure Python (compiled for another Python: make compiled again)")
    # every file the stamp's modules need, and no other: a stamp that leaves one out vouches for
    # nothing about it
    wanted = {p.relative_to(root).as_posix() for p in compiled_files(sources, root)}
    if made is None or set(made) != wanted:
        return Choice(frozenset(), f"pure Python ({stamp.name} does not vouch for the compiled files: "
                                   "make compiled again)")
    if not frozen:  # the shipped program has no sources to compare: it was built whole
        for module, expected in sorted(sources.items()):
            source = source_of(module, root)
            if not _same(source, expected):
                where = source.relative_to(root).as_posix()
                return Choice(frozenset(), f"pure Python ({where} changed since it was compiled)")
    for where, expected in sorted(made.items()):
        path = root / where
        if not path.is_file():
            return Choice(frozenset(), f"pure Python ({where} is missing: make compiled again)")
        if not frozen and not _same(path, expected):
            return Choice(frozenset(), f"pure Python ({where} is not the file the build made: "
                                       "make compiled again)")
    return Choice(frozenset(sources), f"compiled with mypyc ({len(sources)} modules)")


def _same(path: Path, expected: str) -> bool:
    try:
        return digest(path) == expected
    except OSError:
        return False


class SourceFirst(importlib.abc.MetaPathFinder):
    """Loads a module of `package` from its .py wherever a compiled build of it lies beside the
    source but may not be used (stale, or SALLE_PURE); modules in `allowed` load as usual."""

    def __init__(self, package: str, allowed: frozenset[str]) -> None:
        self.prefix = package + "."
        self.allowed = allowed

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if path is None or not fullname.startswith(self.prefix) or fullname in self.allowed:
            return None
        leaf = fullname.rpartition(".")[2]
        for folder in path:
            source = os.path.join(folder, leaf + ".py")
            if os.path.isfile(source):
                built = (os.path.join(folder, leaf + s) for s in importlib.machinery.EXTENSION_SUFFIXES)
                if any(os.path.exists(b) for b in built):
                    return importlib.util.spec_from_file_location(fullname, source)
                return None  # a plain module: the usual finders load it
        return None


def fields_of(obj: object) -> dict[str, Any]:
    """An object's attributes by name: its __dict__, plus those a compiled class keeps in slots."""
    names: tuple[str, ...] | None = getattr(type(obj), "__mypyc_attrs__", None)
    if names is None:
        return dict(obj.__dict__)
    out: dict[str, Any] = {}
    for name in names:
        if name == "__dict__":
            out.update(obj.__dict__)
        elif hasattr(obj, name):
            out[name] = getattr(obj, name)
    return out


def blank(cls: type[T]) -> T:
    """An instance of `cls` whose attributes a copy fills in (clone, pickle). A Python class's is
    made without its __init__; a compiled class's instances come only from its __init__, which
    makes a blank when called without arguments (the engine's states do)."""
    if not hasattr(cls, "__mypyc_attrs__"):
        return object.__new__(cls)
    return cls()


_twins: dict[str, ModuleType] = {}


def python_twin(cls: type[T]) -> type[T] | None:
    """`cls` as its source defines it, loaded apart under a name of its own, or None where `cls`
    is not compiled or its source is not at hand (the shipped program). A compiled class checks
    each value's type as it stores or reads it, and says only which type it expected; the
    Python one reads on to the check that names the field (a damaged position, engine.core.game)."""
    if not hasattr(cls, "__mypyc_attrs__"):
        return None
    name = cls.__module__
    if name not in _twins:
        source = source_of(name)
        spec = importlib.util.spec_from_file_location(f"{name}__python", source)
        if spec is None or spec.loader is None or not source.is_file():
            return None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _twins[name] = module
    twin: type[T] | None = getattr(_twins[name], cls.__qualname__, None)
    return twin


_choice: Choice | None = None


def install() -> Choice:
    """Put the finder in front of the import system (once; engine/__init__.py calls it)."""
    global _choice
    if _choice is None:
        _choice = decide(frozen=bool(getattr(sys, "frozen", False)))
        sys.meta_path.insert(0, SourceFirst("engine", _choice.modules))
    return _choice


def flavour() -> str:
    """How the engine runs here, in words (the self-test, the test runs' header)."""
    return install().reason


def loaded_compiled() -> list[str]:
    """The modules of COMPILED imported so far that run compiled."""
    out = []
    for name in COMPILED:
        module = sys.modules.get(name)
        if module is not None and str(getattr(module, "__file__", "")).endswith(tuple(
                importlib.machinery.EXTENSION_SUFFIXES)):
            out.append(name)
    return out
