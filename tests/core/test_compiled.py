"""The compiled engine (mypyc) runs only while it matches its sources; SALLE_PURE=1 forces the .py.

`make test` runs the suite twice: on the compiled modules (when built) and the rules again in pure
Python. SALLE_EXPECT (set by the Makefile) says which flavour that run must have loaded.
"""

from __future__ import annotations

import importlib.util
import json
import os
import pickle
import random
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import engine
from engine import compiled
from engine.ai.players import plan, run_job
from engine.games import all_games

ROOT = Path(__file__).resolve().parents[2]


def test_the_run_loads_the_flavour_it_was_started_for() -> None:
    """Every module of the list runs compiled, or none does, as the stamp and SALLE_PURE decide."""
    for name in compiled.COMPILED:
        __import__(name)
    choice = compiled.install()
    assert compiled.loaded_compiled() == (list(compiled.COMPILED) if choice.compiled else [])
    expected = os.environ.get("SALLE_EXPECT", "")
    if expected:
        assert expected in ("compiled", "pure"), f"SALLE_EXPECT is {expected!r}: compiled or pure"
        assert choice.compiled == (expected == "compiled"), choice.reason
    if os.environ.get(compiled.PURE_VARIABLE):
        assert not choice.compiled and compiled.PURE_VARIABLE in choice.reason


def test_what_the_ai_hands_between_processes_pickles_in_either_flavour() -> None:
    """A search job goes to a worker process (or a cluster) and its counts come back, keyed by
    the game's actions; a compiled class that pickled differently would fail only there."""
    for game in all_games().values():
        state = game.new({}, 7)
        rng = random.Random(3)
        while state.is_chance() or len(state.legal_actions()) < 2:
            legal = state.legal_actions()
            state.step(legal[rng.randrange(len(legal))])
        job = plan(game.name, state.view(state.current_player()), "club", seed=1).jobs[0]
        sent = pickle.loads(pickle.dumps(replace(job, iterations=20)))
        counts = run_job(sent)
        assert pickle.loads(pickle.dumps(counts)) == counts
        assert set(counts) <= set(state.legal_actions()) and counts, game.name


def test_a_clone_is_a_full_copy_in_either_flavour() -> None:
    """Clones are made of compiled states without their __init__ (engine.compiled.blank)."""
    for game in all_games().values():
        state = game.new({}, 7)
        twin = state.clone()
        assert type(twin) is type(state) and twin.to_json() == state.to_json()
        legal = twin.legal_actions()
        twin.step(legal[0])
        assert twin.to_json() != state.to_json(), f"{game.name}: a clone shares its original's parts"
        assert state.legal_actions() == legal


# --- a copy of the engine with a stand-in for each compiled module: a file with the extension's
# name that no Python can load, so an import that reaches it fails and one that keeps to the .py
# succeeds, whether or not this machine has built the real ones


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A copy of the engine package whose compiled modules are all stand-ins, stamped as built."""
    shutil.copytree(ROOT / "engine", tmp_path / "engine",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "compiled.json"))
    for name in (*compiled.COMPILED, f"{compiled.GROUP}__mypyc"):
        compiled.source_of(name, tmp_path).with_suffix(compiled.SUFFIX).write_bytes(b"not a library")
    compiled.write_stamp(compiled.COMPILED, root=tmp_path, stamp=tmp_path / "engine" / "compiled.json")
    return tmp_path


PROBE = """
import json, sys
import engine
from engine import compiled
try:
    import engine.games.en_garde.state as state, engine.games.ready_fence.state
except ImportError as e:
    print(json.dumps({"error": str(e), "flavour": compiled.flavour()}))
    sys.exit()
print(json.dumps({"file": state.__file__, "edited": hasattr(state, "EDITED"), "flavour": compiled.flavour(),
                  "ready_fence": sys.modules["engine.games.ready_fence.state"].__file__}))
"""


def probe(tree: Path, **env: str) -> dict[str, object]:
    environ = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", compiled.PURE_VARIABLE)}
    environ.update(env, PYTHONPATH=str(tree))
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=tree, env=environ, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    answer: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return answer


@pytest.mark.no_compiled_code
def test_a_build_that_matches_its_sources_is_what_loads(tree: Path) -> None:
    """The stand-ins are reached: a real build in their place would run."""
    answer = probe(tree)
    assert "error" in answer and "compiled with mypyc" in str(answer["flavour"])


@pytest.mark.no_compiled_code
def test_an_edited_source_runs_and_the_whole_build_gives_way(tree: Path) -> None:
    """A developer edits one module and runs the tests: he gets his edit, and the other modules
    of the build load from their sources too (they would call the old code in C)."""
    source = tree / "engine" / "games" / "en_garde" / "state.py"
    source.write_text(source.read_text() + "\nEDITED = True\n")
    answer = probe(tree)
    assert answer.get("edited") is True and str(answer["file"]).endswith("state.py")
    assert str(answer["ready_fence"]).endswith("state.py")
    assert answer["flavour"] == "pure Python (engine/games/en_garde/state.py changed since it was compiled)"


@pytest.mark.no_compiled_code
def test_salle_pure_forces_the_sources(tree: Path) -> None:
    answer = probe(tree, SALLE_PURE="1")
    assert "error" not in answer and str(answer["file"]).endswith("state.py")
    assert answer["flavour"] == "pure Python (SALLE_PURE is set)"


@pytest.mark.no_compiled_code
def test_compiled_files_without_their_stamp_are_never_loaded(tree: Path) -> None:
    """Left over from an old build, or a build that failed half-way."""
    (tree / "engine" / "compiled.json").unlink()
    answer = probe(tree)
    assert "error" not in answer and str(answer["file"]).endswith("state.py")
    assert "not compiled" in str(answer["flavour"])


@pytest.mark.no_compiled_code
def test_a_build_for_another_python_is_not_loaded(tree: Path) -> None:
    stamp = tree / "engine" / "compiled.json"
    built = json.loads(stamp.read_text())
    stamp.write_text(json.dumps({**built, "suffix": ".cpython-399-x86_64-linux-gnu.so"}))
    answer = probe(tree)
    assert "error" not in answer and "another Python" in str(answer["flavour"])


@pytest.mark.no_compiled_code
def test_the_engine_package_is_the_one_under_test() -> None:
    """The probes above import their copy, and these tests the repository's own engine."""
    assert Path(engine.__file__).resolve().parent == ROOT / "engine"


# --- the stamp vouches for the compiled files too: a stale extension beside a stamp rewritten
# for today's sources must never load. These use decide() on a small fake build in tmp_path.

FAKE = ("engine.core.rng", "engine.games.en_garde.state")


@pytest.fixture
def fake(tmp_path: Path) -> Path:
    """Two sources, their extensions and the group's library (stand-in bytes), stamped as built."""
    for name in FAKE:
        source = compiled.source_of(name, tmp_path)
        source.parent.mkdir(parents=True, exist_ok=True)
        source.write_text(f"# {name}\n")
    for path in compiled.compiled_files(FAKE, tmp_path):
        path.write_bytes(b"built from " + path.name.encode())
    compiled.write_stamp(FAKE, root=tmp_path, stamp=tmp_path / "engine" / "compiled.json")
    return tmp_path


def decided(root: Path, frozen: bool = False) -> compiled.Choice:
    return compiled.decide(root, root / "engine" / "compiled.json", environ={}, frozen=frozen)


EXTENSION = "engine/games/en_garde/state" + compiled.SUFFIX
LIBRARY = "engine/compiled__mypyc" + compiled.SUFFIX


@pytest.mark.no_compiled_code
def test_the_stamp_hashes_each_extension_and_the_group_library(fake: Path) -> None:
    stamp = json.loads((fake / "engine" / "compiled.json").read_text())
    assert set(stamp["compiled"]) == {"engine/core/rng" + compiled.SUFFIX, EXTENSION, LIBRARY}
    assert decided(fake).modules == frozenset(FAKE)


@pytest.mark.no_compiled_code
@pytest.mark.parametrize("where", [EXTENSION, LIBRARY])
def test_a_compiled_file_that_is_not_the_one_built_falls_back_to_python(fake: Path, where: str) -> None:
    """An old build's file left beside a stamp rewritten for today's sources (or a copied-in one)."""
    (fake / where).write_bytes(b"an older build")
    choice = decided(fake)
    assert not choice.compiled
    assert choice.reason == f"pure Python ({where} is not the file the build made: make compiled again)"


@pytest.mark.no_compiled_code
@pytest.mark.parametrize("where", [EXTENSION, LIBRARY])
def test_a_missing_compiled_file_falls_back_to_python(fake: Path, where: str) -> None:
    (fake / where).unlink()
    choice = decided(fake)
    assert not choice.compiled and choice.reason == f"pure Python ({where} is missing: make compiled again)"


@pytest.mark.parametrize("edit", [
    lambda stamp: {k: v for k, v in stamp.items() if k != "compiled"},  # a stamp of the sources only
    lambda stamp: {**stamp, "compiled": {k: v for k, v in stamp["compiled"].items() if k != LIBRARY}},
])
@pytest.mark.no_compiled_code
def test_a_stamp_that_does_not_hash_every_compiled_file_is_not_trusted(fake: Path, edit: Any) -> None:
    path = fake / "engine" / "compiled.json"
    path.write_text(json.dumps(edit(json.loads(path.read_text()))))
    choice = decided(fake)
    assert not choice.compiled and "does not vouch for the compiled files" in choice.reason


@pytest.mark.no_compiled_code
def test_the_shipped_program_without_sources_runs_compiled(fake: Path) -> None:
    """PyInstaller ships no sources, and strips (Linux) or signs (macOS) each extension as it
    copies it: the files are there, their bytes are not the built ones."""
    for name in FAKE:
        compiled.source_of(name, fake).unlink()
    (fake / EXTENSION).write_bytes(b"stripped")
    assert decided(fake, frozen=True).modules == frozenset(FAKE)
    (fake / LIBRARY).unlink()
    choice = decided(fake, frozen=True)
    assert not choice.compiled and f"{LIBRARY} is missing" in choice.reason


@pytest.mark.no_compiled_code
def test_a_stale_extension_under_a_rewritten_stamp_is_not_loaded(tree: Path) -> None:
    """The whole engine, in a fresh process: the stamp rewritten for today's sources does not
    make an old extension load; every module comes from its .py."""
    old = compiled.source_of("engine.games.en_garde.state", tree).with_suffix(compiled.SUFFIX)
    old.write_bytes(b"an older build")
    answer = probe(tree)
    assert "error" not in answer and str(answer["file"]).endswith("state.py")
    assert str(answer["ready_fence"]).endswith("state.py")
    assert "is not the file the build made" in str(answer["flavour"])


@pytest.mark.no_compiled_code
@pytest.mark.parametrize("jobs", ["0", "-3", "65", "nan", "2.5", ""])
def test_make_compiled_refuses_a_bad_jobs_count_before_touching_the_build(
        jobs: str, capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("build_compiled", ROOT / "packaging" / "build_compiled.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    with pytest.raises(SystemExit) as exc:
        build.parse_args(["--jobs", jobs])
    assert exc.value.code == 2 and "usage:" in capsys.readouterr().err
    assert build.parse_args(["--jobs", "3"]).jobs == 3


@pytest.mark.no_compiled_code
def test_make_compiled_compiles_the_c_files_of_one_extension_at_once(tmp_path: Path) -> None:
    """mypyc puts every module's C file in one extension, whose files setuptools compiles one by
    one: the build runs them on every core, the biggest first."""
    import threading
    import time

    spec = importlib.util.spec_from_file_location("build_compiled", ROOT / "packaging" / "build_compiled.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    sources = []
    for name, size in (("small.c", 10), ("big.c", 1000), ("middle.c", 100)):
        (tmp_path / name).write_text("x" * size)
        sources.append(str(tmp_path / name))
    started: list[str] = []
    running, most = [0], [0]
    lock = threading.Lock()

    class Compiler:
        def _setup_compile(self, out, macros, includes, srcs, depends, post):  # type: ignore[no-untyped-def]
            return macros, [s + ".o" for s in srcs], post, [], {s + ".o": (s, ".c") for s in srcs}

        def _get_cc_args(self, pp_opts, debug, pre):  # type: ignore[no-untyped-def]
            return []

        def _compile(self, obj, src, ext, cc_args, post, pp_opts):  # type: ignore[no-untyped-def]
            with lock:
                started.append(Path(src).name)
                running[0] += 1
                most[0] = max(most[0], running[0])
            time.sleep(0.05)
            with lock:
                running[0] -= 1

    compiler = Compiler()
    build._compile_at_once(compiler, 2)
    objects = compiler.compile(sources)  # type: ignore[attr-defined]
    assert objects == [s + ".o" for s in sources]
    assert started[0] == "big.c" and sorted(started) == ["big.c", "middle.c", "small.c"]
    assert most[0] == 2


# --- the pure-Python rerun of make test leaves out the tests marked no_compiled_code; wherever
# such a test runs on the sources, tests/conftest.py watches it for a call into a compiled module


def _called_in_the_watch(n: int) -> int:
    return n + 1


def test_the_watch_on_unmarked_code_sees_a_call_on_any_thread_and_nothing_else() -> None:
    import threading

    from tests.conftest import CompiledCodeWatch, compiled_sources

    assert compiled_sources() == {str(compiled.source_of(name)) for name in compiled.COMPILED}
    assert all(Path(source).is_file() for source in compiled_sources())
    with CompiledCodeWatch({__file__}) as watch:
        json.dumps([1, 2])
    assert watch.reached is None
    with CompiledCodeWatch({__file__}) as watch:
        _called_in_the_watch(1)
    assert watch.reached is not None and watch.reached.endswith("_called_in_the_watch")
    with CompiledCodeWatch({__file__}) as watch:
        thread = threading.Thread(target=_called_in_the_watch, args=(2,))
        thread.start()
        thread.join()
    assert watch.reached is not None and "_called_in_the_watch" in watch.reached
    assert sys.getprofile() is None and threading.getprofile() is None


@pytest.mark.no_compiled_code
def test_without_a_build_the_advice_fits_where_salle_runs_from(tmp_path: Path) -> None:
    """`make compiled` means something only in a source checkout; a pip or pipx install is told
    where the faster engine comes from instead."""
    (tmp_path / "engine").mkdir()
    stamp = tmp_path / "engine" / "compiled.json"
    installed = compiled.decide(tmp_path, stamp, environ={})
    assert not installed.compiled
    assert installed.reason.startswith("pure Python (not compiled: a pip or pipx install runs the engine")
    assert "make compiled builds it" not in installed.reason
    assert compiled.decide(tmp_path, stamp, environ={}, frozen=True).reason == installed.reason
    (tmp_path / "Makefile").write_text("compiled:\n")
    checkout = compiled.decide(tmp_path, stamp, environ={})
    assert checkout.reason == "pure Python (not compiled: make compiled builds it)"
