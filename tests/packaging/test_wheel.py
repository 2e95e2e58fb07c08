"""`pip install .` / `pipx install .` as a newcomer meets them: the wheel built from the tracked
files alone (a fresh clone, nothing made by make), quietly, holding the whole program with its
translations and Qt resources (the window icon) compiled by the build, and the program running
from a fresh environment it is installed into (`python -m salle`, `salle --lang fr`)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

import pytest

from engine.core.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
BUILD_SYSTEM = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]

# builds and installs, calling nothing of the engine in this process
pytestmark = [pytest.mark.no_compiled_code, pytest.mark.wheel_build]


def fresh_clone(into: Path) -> Path:
    """The repository's tracked files (and new ones not ignored), as a clone would have them."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True, timeout=60).stdout
    for name in filter(None, listed.decode("utf-8").split("\0")):
        source = ROOT / name
        if source.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, into / name)
    # made by the build, never committed
    assert not list((into / "assets" / "i18n").glob("*.qm"))
    assert not (into / "gui" / "resources_rc.py").exists()
    return into


def pip_wheel(source: Path, out: Path) -> tuple[Path, str]:
    """The wheel pip builds from `source` (a folder or a source archive), in an isolated build
    environment as pip and pipx do, and everything the build printed."""
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-v",
                           "-w", str(out)], capture_output=True, text=True, timeout=540)
    assert done.returncode == 0, done.stdout + done.stderr
    (wheel,) = out.glob("salle-*.whl")
    return wheel, done.stdout + done.stderr


@pytest.fixture(scope="module")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return fresh_clone(tmp_path_factory.mktemp("clone"))


@pytest.fixture(scope="module")
def built(clone: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    return pip_wheel(clone, tmp_path_factory.mktemp("wheel"))


def test_the_build_prints_no_warning_of_setuptools(built: tuple[Path, str]) -> None:
    _, output = built
    assert "would be ignored" not in output
    assert "SetuptoolsWarning" not in output and "SetuptoolsDeprecationWarning" not in output


def test_the_wheel_holds_the_whole_program(built: tuple[Path, str]) -> None:
    wheel, _ = built
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in ("salle/__init__.py", "salle/__main__.py", "salle/main.py", "salle/engine/__init__.py",
                   "salle/gui/app.py", "salle/assets/icons/salle.svg", "salle/assets/cards/en-garde.toml",
                   "salle/assets/fonts/OFL.txt", "salle/gui/resources_rc.py"):
        assert needed in names, needed
    cards = {p.relative_to(ROOT).as_posix() for p in (ROOT / "assets" / "cards").rglob("*.toml")}
    assert cards and {f"salle/{c}" for c in cards} <= names
    for code in LANGUAGES:
        for catalogue in ("app", "table", "help"):
            assert f"salle/assets/i18n/salle_{catalogue}_{code}.qm" in names, (catalogue, code)
    assert not [n for n in names if n.endswith(".ts")]
    # nothing with a generic name at the top of site-packages
    assert {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")} == {"salle"}


def test_a_wheel_built_from_the_source_archive_is_the_same(
        clone: Path, built: tuple[Path, str], tmp_path: Path) -> None:
    """`pip install salle-<version>.tar.gz`: the archive carries what the build takes from outside
    the packages (main.py, the .ts sources, resources.qrc, the build's own modules)."""
    python = fresh_environment(tmp_path / "env")
    pin = next(r for r in BUILD_SYSTEM["requires"] if r.startswith("setuptools"))
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", pin],
                   check=True, timeout=300)
    # a frontend's call of the hook: the backend from backend-path, in the project's folder
    hook = (f"import sys; sys.path[:0] = {BUILD_SYSTEM['backend-path']!r}; "
            f"import {BUILD_SYSTEM['build-backend']} as b; print(b.build_sdist(sys.argv[1]))")
    made = subprocess.run([str(python), "-c", hook, str(tmp_path / "sdist")], cwd=clone,
                          capture_output=True, text=True, timeout=300)
    assert made.returncode == 0, made.stderr
    archive = tmp_path / "sdist" / made.stdout.split()[-1]
    wheel, _ = pip_wheel(archive, tmp_path / "wheel")
    assert sorted(zipfile.ZipFile(wheel).namelist()) == sorted(zipfile.ZipFile(built[0]).namelist())


def fresh_environment(where: Path) -> Path:
    """A new virtual environment that sees this one's dependencies (PySide6 and the rest, through
    a .pth file) but not its own copy of Salle; its Python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True, timeout=120)
    python = where / "bin" / "python"
    own = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         capture_output=True, text=True, check=True, timeout=60).stdout.strip()
    Path(own, "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    return python


@pytest.fixture(scope="module")
def installed(built: tuple[Path, str], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Python of a fresh environment the wheel is installed into."""
    wheel, _ = built
    python = fresh_environment(tmp_path_factory.mktemp("venv") / "env")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
                    "--no-index", str(wheel)], check=True, timeout=300)
    return python


def test_python_m_salle_runs_from_the_installed_wheel(installed: Path, tmp_path: Path) -> None:
    # run from elsewhere, so that nothing of the checkout is on the path
    done = subprocess.run([str(installed), "-m", "salle", "--version"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"Salle {version_in_pyproject()}"
    command = subprocess.run([str(installed.parent / "salle"), "--version"], cwd=tmp_path,
                             capture_output=True, text=True, timeout=120)
    assert command.stdout == done.stdout, command.stderr
    # the modules come from the installed package, and their generic names stay inside it
    where = subprocess.run([str(installed), "-c", "import salle, importlib.util; print(salle.home()); "
                            "print(importlib.util.find_spec('engine'))"],
                           cwd=tmp_path, capture_output=True, text=True, timeout=120)
    home, engine = where.stdout.splitlines()
    assert Path(home).parent.name == "site-packages" and engine == "None"


def test_the_installed_command_speaks_french(installed: Path, tmp_path: Path) -> None:
    done = subprocess.run([str(installed.parent / "salle"), "--lang", "fr", "--help"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    english = subprocess.run([str(installed.parent / "salle"), "--lang", "en", "--help"], cwd=tmp_path,
                             capture_output=True, text=True, timeout=120).stdout
    # the French catalogue's words for the parser's own headings and Salle's description
    assert done.stdout.startswith("utilisation :") and english.startswith("usage:")
    assert "Salle : une table pour jeux de cartes de duel." in done.stdout


ICON = """
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
import salle
sys.path.insert(0, str(salle.home()))
from PySide6.QtCore import QFile
from gui.app import make_app
app = make_app()
print(QFile(":/icons/salle.svg").exists(), app.windowIcon().isNull())
"""


def test_the_installed_program_has_its_window_icon(installed: Path, tmp_path: Path) -> None:
    """From Qt's compiled resources, which the build made (a clone has none)."""
    done = subprocess.run([str(installed), "-c", ICON], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)
    assert done.stdout.split() == ["True", "False"], done.stderr


def version_in_pyproject() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])
