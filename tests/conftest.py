"""Shared test set-up: Qt must be loadable (else say which apt-get line fixes it), offscreen."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

import pytest
from hypothesis import settings

from engine.core.cards import forget_card_data
from tests.sizing import SOAK

ASSETS = Path(__file__).resolve().parents[1] / "assets"

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the tests read Salle's English words, whatever the language of the machine they run on
os.environ["LANGUAGE"] = "en"

# Hypothesis: `make test` draws each property's examples as its test sizes them
# (tests.sizing.examples); `make soak` (HYPOTHESIS_PROFILE=soak) draws SOAK times as many, to look
# further for a rare failure. CI sets CI=true, so hypothesis's own "ci" profile (derandomized: the
# same examples every run) is the one loaded there, and the soak profile builds on it.
settings.register_profile("soak", settings.default, max_examples=100 * SOAK, deadline=None)
if os.environ.get("HYPOTHESIS_PROFILE"):
    settings.load_profile(os.environ["HYPOTHESIS_PROFILE"])


# The smallest searches that still search: every level plays as at the table (the Master's two
# root-parallel searches, each level's policy and style, the merge of their visits), over a
# handful of iterations instead of thousands. For tests of what a level does (a whole match, a
# hint, a save), not of how well it plays: the arena measures that (make strength).
SMALL_BUDGETS = {"club": 8, "master": 8, "master-2026-11": 8}


@pytest.fixture
def small_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game's AI levels search SMALL_BUDGETS iterations (a search job carries its budget to
    the worker process, so the workers search these too)."""
    from engine.games import all_games

    for game in all_games().values():
        for level, budget in SMALL_BUDGETS.items():
            monkeypatch.setitem(game.iterations, level, budget)  # type: ignore[arg-type]


# `make test` runs the tests of the compiled modules twice, compiled and then as Python (its
# PURE_TESTS); a test marked NO_COMPILED_CODE calls none of their code, so a second run of it
# tests nothing new and the Makefile leaves it out there. Wherever such a test runs on the Python
# sources, it is watched: a call into a compiled module's source fails it, so the mark cannot go
# on being believed of a test that has come to need the second run.
NO_COMPILED_CODE = "no_compiled_code"
# the pip and pipx path built for real: the wheel built twice in pip's isolated environment (PySide6
# fetched into it) and installed into fresh venvs. A packaging check: `make dist-check` runs it (and
# so CI), `make test` leaves it out
WHEEL_BUILD = "wheel_build"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", f"{NO_COMPILED_CODE}: calls no code of engine.compiled.COMPILED "
                                       "(the pure-Python rerun of make test leaves it out)")
    config.addinivalue_line("markers", f"{WHEEL_BUILD}: builds and installs the wheel (make dist-check "
                                       "runs it, make test does not)")


class CompiledCodeWatch:
    """Notes the first call, on any thread, of a function defined in one of `sources`."""

    def __init__(self, sources: set[str]) -> None:
        self.sources = sources
        self.reached: str | None = None

    def _profile(self, frame: FrameType, event: str, arg: object) -> None:
        if event == "call" and self.reached is None and frame.f_code.co_filename in self.sources:
            self.reached = f"{frame.f_code.co_filename}:{frame.f_code.co_firstlineno} {frame.f_code.co_name}"

    def __enter__(self) -> CompiledCodeWatch:
        sys.setprofile(self._profile)
        threading.setprofile(self._profile)
        return self

    def __exit__(self, *exc: object) -> None:
        sys.setprofile(None)
        threading.setprofile(None)


def compiled_sources() -> set[str]:
    from engine import compiled

    return {str(compiled.source_of(name)) for name in compiled.COMPILED}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    from engine import compiled

    if item.get_closest_marker(NO_COMPILED_CODE) is None or compiled.loaded_compiled():
        return (yield)
    with CompiledCodeWatch(compiled_sources()) as watch:
        result = yield
    if watch.reached is not None:
        pytest.fail(f"marked {NO_COMPILED_CODE}, yet it calls {watch.reached}: take the mark off "
                    "so that make test runs it on the Python sources too", pytrace=False)
    return result


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Which engine the run tested: compiled with mypyc, or the Python sources (and why)."""
    from engine.compiled import flavour

    terminalreporter.write_line(f"salle engine: {flavour()}")


def pytest_sessionstart(session: pytest.Session) -> None:
    from gui.qtcheck import qt_problem

    problem = qt_problem()
    if problem:
        pytest.exit(problem, returncode=3)


@pytest.fixture(autouse=True)
def salle_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every test gets its own settings and data folders: no test touches a real player's files."""
    from engine.store import paths

    home = str(tmp_path_factory.mktemp("salle-home"))
    monkeypatch.setenv("SALLE_HOME", home)
    monkeypatch.setattr(paths, "_chosen_data", None)  # a folder chosen in one test stays in it
    return home


def compile_catalogues(folder: Path) -> list[Path]:
    """Each committed .ts compiled into `folder` by one pyside6-lrelease, the program `make` and
    gui.i18n_build.release run once per file: every worker of every run starts with this, and the
    program's start-up is most of what each of those runs costs (tests/i18n checks that both
    ways give the same bytes)."""
    from gui.i18n_build import FOLDER

    sources = sorted(FOLDER.glob("salle_*_*.ts"))
    for ts in sources:
        shutil.copyfile(ts, folder / ts.name)
    program = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(program) if program.exists() else "pyside6-lrelease", "-silent",
                    *(str(folder / ts.name) for ts in sources)], check=True)
    for ts in sources:
        (folder / ts.name).unlink()
    return [folder / ts.with_suffix(".qm").name for ts in sources]


@pytest.fixture(scope="session")
def compiled_catalogues(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The translations compiled afresh from the committed .ts files (a source tree that has not
    run `make` has none), and read from there in every test."""
    from gui import i18n

    folder = tmp_path_factory.mktemp("i18n")
    compile_catalogues(folder)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(i18n, "catalogue_dir", lambda: folder)
        yield folder


@pytest.fixture(autouse=True)
def english(compiled_catalogues: Path) -> Iterator[None]:
    """Every test starts in English, the plurals included ("1 move", "2 moves"), and a test that
    speaks another language leaves it so for the next one."""
    from engine.core import i18n
    from gui.i18n import use_language

    use_language(i18n.SOURCE_LANGUAGE)
    yield
    if i18n.language() != i18n.SOURCE_LANGUAGE:
        use_language(i18n.SOURCE_LANGUAGE)


@pytest.fixture(autouse=True)
def shipped_cards() -> Iterator[None]:
    """A card set a test put in play is taken out of play when it ends (and folders it pointed at
    are forgotten)."""
    yield
    from engine.store.cardsets import card_set_in_play, guest_sets_in_play, look_elsewhere, use_card_set

    if card_set_in_play() is not None or guest_sets_in_play():
        use_card_set(None)
    look_elsewhere([])


@pytest.fixture
def card_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of assets/cards that a test may change (the rest of assets/ as links): the engine
    reads its card data from the copy, afresh, until the test ends."""
    assets = tmp_path / "assets"
    assets.mkdir()
    for sub in ASSETS.iterdir():
        if sub.name == "cards":
            shutil.copytree(sub, assets / "cards")
        else:
            (assets / sub.name).symlink_to(sub)
    monkeypatch.setenv("SALLE_ASSETS", str(assets))
    forget_card_data()
    yield assets / "cards"
    forget_card_data()  # the next test reads the shipped data again
