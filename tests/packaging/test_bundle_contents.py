"""The bundle carries only what playing needs: it is built from a venv of the runtime lock and
PyInstaller alone (`make dist`), the locks pin every runtime dependency at pyproject.toml's version,
and the spec stops a build whose analysis took in a package of the tests, the linters or an extra."""

from __future__ import annotations

import importlib.util
import subprocess
import tomllib
from pathlib import Path

import pytest

from tests.packaging.test_recipes import evaluate

ROOT = Path(__file__).resolve().parents[2]
# packaging/ is no package (the name is the packaging library's): its module is loaded from its file
_spec = importlib.util.spec_from_file_location("bundle_contents", ROOT / "packaging" / "bundle_contents.py")
assert _spec is not None and _spec.loader is not None
bundle_contents = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bundle_contents)
LOCKS = ("play", "dist", "dev")


def project() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return dict(tomllib.load(f)["project"])


def pins(requirements: list[str]) -> dict[str, str]:
    out = {}
    for r in requirements:
        name, sep, version = r.partition("==")
        assert sep, f"{r} is not pinned in pyproject.toml"
        out[bundle_contents.requirement_name(name)] = version.strip()
    return out


@pytest.mark.parametrize("lock", LOCKS)
def test_every_runtime_dependency_is_locked_at_its_pyproject_version(lock: str) -> None:
    runtime = pins(project()["dependencies"])  # type: ignore[arg-type]
    locked = bundle_contents.locked(ROOT / "requirements" / f"{lock}.txt")
    for name, version in runtime.items():
        assert locked.get(name) == version, f"{lock}.txt: {name} {locked.get(name)}, pyproject.toml {version}"


def test_each_lock_pins_its_extras_at_their_pyproject_versions_and_no_more() -> None:
    extras: dict[str, list[str]] = project()["optional-dependencies"]  # type: ignore[assignment]
    wanted = {"play": ["compile"], "dist": ["dist"], "dev": ["compile", "test", "dev", "dist"]}
    for lock, names in wanted.items():
        locked = bundle_contents.locked(ROOT / "requirements" / f"{lock}.txt")
        for extra in names:
            for name, version in pins(extras[extra]).items():
                assert locked.get(name) == version, \
                    f"{lock}.txt: {name} {locked.get(name)}, [{extra}] {version}"
    # a player's and the bundle's venvs get nothing of the tests or the linters
    forbidden = bundle_contents.test_only(ROOT)
    assert not forbidden & set(bundle_contents.locked(ROOT / "requirements" / "dist.txt"))
    play = set(bundle_contents.locked(ROOT / "requirements" / "play.txt"))
    assert not {"pytest", "hypothesis", "ruff", "pyinstaller", "numpy", "dask"} & play


def test_the_test_only_packages_include_what_the_test_tools_pull_in_but_nothing_playing_needs() -> None:
    forbidden = bundle_contents.test_only(ROOT)
    # named in the extras, and pulled in by them (dask's PyYAML and psutil, scipy's numpy)
    for name in ("pytest", "hypothesis", "pypdf", "numpy", "scipy", "dask", "ruff", "mypy",
                 "distributed", "pyyaml", "psutil"):
        assert name in forbidden, name
    for name in ("pyside6-essentials", "pyside6-addons", "shiboken6", "pillow", "platformdirs", "tomlkit",
                 "pyinstaller", "packaging"):
        assert name not in forbidden, name


def test_intruders_are_found_by_module_library_folder_and_metadata() -> None:
    owners = {"yaml": ["PyYAML"], "_yaml": ["PyYAML"], "PIL": ["pillow"], "numpy": ["numpy"],
              "psutil": ["psutil"]}
    forbidden = {"pyyaml", "numpy", "psutil", "pytest", "scipy"}
    found = bundle_contents.intruders(
        ["engine.core.state", "PIL.Image", "yaml.loader", "tomlkit"],
        ["PySide6/Qt/lib/libQt6Core.so.6", "numpy.libs/libscipy_openblas64_.so",
         "psutil/_psutil_linux.abi3.so", "scipy-1.17.1.dist-info/METADATA", "pillow.libs/libtiff.so"],
        forbidden, owners)
    assert found == {"pyyaml": "yaml.loader", "numpy": "numpy.libs/libscipy_openblas64_.so",
                     "psutil": "psutil/_psutil_linux.abi3.so", "scipy": "scipy-1.17.1.dist-info/METADATA"}
    assert bundle_contents.intruders(["engine.match", "PIL.Image"], ["pillow.libs/libtiff.so"],
                                     forbidden, owners) == {}


def test_the_spec_stops_a_build_that_took_in_a_test_package(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # the suite's venv has PyYAML (Dask's): an analysis made there could find it
    with pytest.raises(SystemExit, match=r"pyyaml \(yaml\.loader\).*make dist"):
        evaluate("linux", tmp_path, monkeypatch, modules=("engine.match", "yaml.loader"))
    evaluate("linux", tmp_path / "clean", monkeypatch, modules=("engine.match", "PIL.Image", "tomlkit"))


def test_make_dist_builds_from_its_own_venv_of_the_dist_lock(tmp_path: Path) -> None:
    done = subprocess.run(["make", "-n", "dist", f"DIST_VENV={tmp_path / 'd'}", f"VENV={tmp_path / 'v'}"],
                          cwd=ROOT, capture_output=True, text=True, check=True, timeout=60)
    lines = done.stdout.splitlines()
    (made,) = [line for line in lines if " -m venv " + str(tmp_path / "d") in line]
    installs = [line for line in lines if str(tmp_path / "d") in line and "pip install" in line
                and "--upgrade pip" not in line]
    assert installs == [f"{tmp_path / 'd'}/bin/python -m pip install -q -r requirements/dist.txt"]
    assert lines.index(made) < lines.index(installs[0])
    (pyinstaller,) = [line for line in lines if "salle.spec" in line]
    assert pyinstaller.startswith(f"{tmp_path / 'd'}/bin/pyinstaller ")
    (deb,) = [line for line in lines if "build-deb.sh" in line]
    assert f"PYTHON={tmp_path / 'd'}/bin/python" in deb
