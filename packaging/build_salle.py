"""Salle's package build for pip and pipx (pyproject.toml's in-tree backend): setuptools, plus the
one file of the package that lives outside its folders, main.py, copied in beside engine/ and gui/,
and what `make translations` and `make resources` make in a checkout: the .qm catalogues and
gui/resources_rc.py (the window icon), built into the package from the committed sources with
PySide6's tools (packaging/generated.py). PySide6 is a requirement of building a wheel, not of an
editable install, which runs the checkout's own files.

The `salle` package is packaging/salle/ (its `__init__` and `__main__`), with engine/, gui/ and
assets/ mapped inside it (pyproject.toml's package-dir): the repository keeps its own layout.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path
from typing import Any

from setuptools import build_meta  # type: ignore[import-untyped]
from setuptools.build_meta import *  # type: ignore[import-untyped]  # noqa: F403  the PEP 517 hooks
from setuptools.command.build_py import build_py  # type: ignore[import-untyped]
from setuptools.command.sdist import sdist  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
# what a wheel built from the source archive needs besides the packages' own files
SDIST_EXTRAS = ("main.py", "resources.qrc", "packaging/build_salle.py", "packaging/generated.py",
                *(p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "assets" / "i18n").glob("*.ts"))))


def qt_requirement() -> str:
    """The PySide6 the program itself pins (pyproject.toml's dependencies): its lrelease and rcc
    build the catalogues and the resources."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        dependencies: list[str] = tomllib.load(f)["project"]["dependencies"]
    (pyside,) = [d for d in dependencies if d.startswith("PySide6-Essentials")]
    return pyside


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return [*build_meta.get_requires_for_build_wheel(config_settings), qt_requirement()]


class BuildPy(build_py):  # type: ignore[misc]
    def run(self) -> None:
        super().run()
        if self.editable_mode:  # `pip install -e`: the checkout's own files run, made by make
            return
        package = Path(self.build_lib) / "salle"
        self.copy_file(str(ROOT / "main.py"), str(package / "main.py"))
        sys.path.insert(0, str(ROOT / "packaging"))
        import generated

        generated.translations(package / "assets" / "i18n")
        generated.resources(package / "gui" / "resources_rc.py")


class Sdist(sdist):  # type: ignore[misc]
    def make_release_tree(self, base_dir: str, files: list[str]) -> None:
        super().make_release_tree(base_dir, [*files, *(f for f in SDIST_EXTRAS if f not in files)])
