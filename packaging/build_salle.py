"""Salle's package build for pip and pipx (pyproject.toml's in-tree backend): setuptools, plus the
one file of the package that lives outside its folders, main.py, copied in beside engine/ and gui/.

The `salle` package is packaging/salle/ (its `__init__` and `__main__`), with engine/, gui/ and
assets/ mapped inside it (pyproject.toml's package-dir): the repository keeps its own layout.
"""

from __future__ import annotations

from pathlib import Path

from setuptools.build_meta import *  # type: ignore[import-untyped]  # noqa: F403  the PEP 517 hooks
from setuptools.command.build_py import build_py  # type: ignore[import-untyped]
from setuptools.command.sdist import sdist  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
# what a wheel built from the source archive needs besides the packages' own files
SDIST_EXTRAS = ("main.py", "packaging/build_salle.py")


class BuildPy(build_py):  # type: ignore[misc]
    def run(self) -> None:
        super().run()
        if self.editable_mode:  # `pip install -e`: the checkout's own files run, made by make
            return
        self.copy_file(str(ROOT / "main.py"), str(Path(self.build_lib) / "salle" / "main.py"))


class Sdist(sdist):  # type: ignore[misc]
    def make_release_tree(self, base_dir: str, files: list[str]) -> None:
        super().make_release_tree(base_dir, [*files, *(f for f in SDIST_EXTRAS if f not in files)])
