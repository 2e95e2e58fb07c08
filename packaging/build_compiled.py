"""`make compiled`: the engine's hot modules (engine.compiled.COMPILED) built with mypyc, in place.

Run from the repository root with the project's Python. A build whose stamp still matches every
source and every compiled file is left alone; the stamp is written last, once every file is built.
Without a C compiler or Python's headers, one line says that Salle runs in pure Python and the
make goes on; SALLE_PURE=1 skips the build the same way. A compiler that fails on our code is
an error (the message says how to go on without it).

setuptools is driven directly rather than through setup(), which would read pyproject.toml: an
older setuptools (the one a venv comes with) cannot parse its `project.license`.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import sysconfig
import time
from concurrent.futures import ThreadPoolExecutor
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import compiled  # noqa: E402

BUILD = ROOT / "build" / "mypyc"  # the C sources and objects (make clean removes build/)


def artefacts() -> list[Path]:
    """Every compiled file in the engine: the modules' extensions and the group's library."""
    engine = ROOT / "engine"
    return sorted(p for p in engine.rglob("*") if p.name.endswith(tuple(EXTENSION_SUFFIXES)))


def up_to_date() -> bool:
    """The stamp names exactly today's list, every source unchanged, and every compiled file (each
    module's extension and the group's library) there with the hash the build gave it."""
    choice = compiled.decide(ROOT, compiled.STAMP, environ={})
    return choice.modules == frozenset(compiled.COMPILED)


def remove_build() -> None:
    compiled.STAMP.unlink(missing_ok=True)  # first: a half-removed build is never trusted
    for path in artefacts():
        path.unlink()


def missing_tools() -> str | None:
    """What this machine lacks to compile C extensions for this Python, or None."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        return f"no C compiler ({cc})"
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not headers.is_file():
        return f"no Python headers ({headers.name}; on Debian and Ubuntu: python3-dev)"
    return None


def _compile_at_once(compiler: Any, jobs: int) -> None:
    """The compiler's `compile` made to run `jobs` C files at a time. setuptools compiles the
    files of one extension one after another, and mypyc puts every module's C file in one
    extension (the group's shared library): without this, one core does all the work."""

    def compile_all(sources: list[str], output_dir: str | None = None, macros: Any = None,
                    include_dirs: Any = None, debug: bool = False, extra_preargs: Any = None,
                    extra_postargs: Any = None, depends: Any = None) -> list[str]:
        macros, objects, extra_postargs, pp_opts, build = compiler._setup_compile(
            output_dir, macros, include_dirs, sources, depends, extra_postargs)
        cc_args = compiler._get_cc_args(pp_opts, debug, extra_preargs)

        def one(obj: str) -> None:
            src, ext = build[obj]
            compiler._compile(obj, src, ext, cc_args, extra_postargs, pp_opts)

        # the biggest files first, so that no core is left with one big file at the end
        order = sorted(objects, key=lambda o: -Path(build[o][0]).stat().st_size)
        with ThreadPoolExecutor(jobs) as pool:
            list(pool.map(one, order))
        return list(objects)

    compiler.compile = compile_all


def build(jobs: int) -> None:
    from mypyc.build import mypycify
    from setuptools import Distribution  # type: ignore[import-untyped]
    from setuptools.command.build_ext import build_ext  # type: ignore[import-untyped]

    sources = [compiled.source_of(m, ROOT).relative_to(ROOT).as_posix() for m in compiled.COMPILED]
    # one C file per module, so that they compile on every core
    extensions = mypycify(sources, opt_level="3", multi_file=True, group_name=compiled.GROUP,
                          target_dir=str(BUILD / "c"))
    for extension in extensions:  # mypyc writes the group's headers in the group's package folder
        extension.include_dirs.append(str(BUILD / "c" / Path(*compiled.GROUP.split(".")[:-1])))

    class BuildAtOnce(build_ext):  # type: ignore[misc]
        def build_extension(self, ext: Any) -> None:
            _compile_at_once(self.compiler, jobs)
            super().build_extension(ext)

    dist = Distribution({"name": "salle-compiled", "ext_modules": extensions,
                         "cmdclass": {"build_ext": BuildAtOnce}})
    command = dist.get_command_obj("build_ext")
    command.inplace = True
    command.build_temp = str(BUILD / "temp")
    dist.run_command("build_ext")


MAX_JOBS = 64


def _jobs(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= n <= MAX_JOBS:
        raise argparse.ArgumentTypeError(f"{n} is not from 1 to {MAX_JOBS}")
    return n


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=_jobs, default=min(os.cpu_count() or 1, MAX_JOBS),
                        help=f"C files compiled at once, 1 to {MAX_JOBS} (default: one per core)")
    return parser.parse_args(argv)


def main() -> int:
    args = parse_args()  # before anything is removed: a bad argument leaves the build as it is
    if os.environ.get(compiled.PURE_VARIABLE, "") not in ("", "0"):
        print(f"Salle runs in pure Python: {compiled.PURE_VARIABLE} is set, nothing compiled")
        return 0
    if up_to_date():
        return 0
    remove_build()
    lacking = missing_tools()
    if lacking:
        print(f"Salle runs in pure Python: {lacking} to compile its hot modules with mypyc")
        return 0
    print(f"compiling {len(compiled.COMPILED)} engine modules with mypyc (about a minute)", flush=True)
    start = time.perf_counter()
    try:
        build(args.jobs)
    except (Exception, SystemExit) as e:  # mypyc exits on a type error; setuptools raises
        remove_build()
        print(f"mypyc could not compile the engine ({type(e).__name__}: {e}); Salle still runs in pure "
              f"Python. Fix the error above, or skip the build with {compiled.PURE_VARIABLE}=1.",
              file=sys.stderr)
        return 1
    compiled.write_stamp(compiled.COMPILED)
    print(f"compiled in {time.perf_counter() - start:.0f} s: {compiled.decide().reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
