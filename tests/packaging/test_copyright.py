"""The .deb's copyright file is written from what the bundle carries: each file and archived module
is put down to a component whose licence is known (Qt Charts under the GPL version 3, which Qt
offers it under instead of the LGPL; the rest of Qt under the LGPL), and one no entry accounts for
stops the build, named."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
OWNERS = {"PIL": ["pillow"], "PySide6": ["PySide6_Essentials", "PySide6_Addons"], "shiboken6": ["shiboken6"],
          "platformdirs": ["platformdirs"], "tomlkit": ["tomlkit"], "yaml": ["PyYAML"], "numpy": ["numpy"]}
MODULES = ["main", "engine.match", "gui.app", "json", "pyimod02_importers", "platformdirs", "tomlkit.api",
           "PySide6.QtCore", "PIL.Image"]


def copyright_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("copyright", ROOT / "packaging" / "linux" / "copyright.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fake_bundle(root: Path, *extra: str) -> Path:
    """A dist/salle of a few files of each kind (empty: only their names and places count), with
    PyInstaller's links from _internal to the Qt libraries, and the `extra` files."""
    bundle = root / "salle"
    files = ["salle", "_internal/base_library.zip", "_internal/libpython3.11.so.1.0",
             "_internal/python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so",
             "_internal/PySide6/QtCore.abi3.so", "_internal/PySide6/QtCharts.abi3.so",
             "_internal/PySide6/Qt/lib/libQt6Core.so.6", "_internal/PySide6/Qt/lib/libQt6Charts.so.6",
             "_internal/PySide6/Qt/lib/libQt6Multimedia.so.6", "_internal/PySide6/Qt/lib/libicuuc.so.73",
             "_internal/PySide6/Qt/plugins/platforms/libqxcb.so", "_internal/shiboken6/Shiboken.abi3.so",
             "_internal/PIL/_imaging.cpython-311-x86_64-linux-gnu.so",
             "_internal/pillow.libs/libtiff-20b7e810.so.6.3.0", "_internal/assets/fonts/EBGaramond.ttf",
             "_internal/assets/sounds/clash.wav", "_internal/assets/cards/en-garde.toml",
             "_internal/engine/compiled.json", "_internal/pyproject.toml", *extra]
    for name in files:
        (bundle / name).parent.mkdir(parents=True, exist_ok=True)
        (bundle / name).write_bytes(b"")
    for lib in ("libQt6Core.so.6", "libQt6Charts.so.6"):
        (bundle / "_internal" / lib).symlink_to(Path("PySide6/Qt/lib") / lib)
    return bundle


def paragraphs(text: str) -> list[dict[str, str]]:
    """The file's paragraphs, each as its fields (a continued field's lines joined)."""
    out = []
    for block in text.split("\n\n"):
        fields: dict[str, str] = {}
        name = ""
        for line in block.splitlines():
            if line.startswith(" ") and name:
                fields[name] += "\n" + line.strip()
            else:
                name, _, value = line.partition(":")
                fields[name] = value.strip()
        out.append(fields)
    return out


def written(bundle: Path, modules: list[str] = MODULES) -> list[dict[str, str]]:
    return paragraphs(copyright_module().copyright_file(bundle, modules, OWNERS))


def files_of(found: list[dict[str, str]], licence: str) -> list[str]:
    (p,) = [p for p in found if "Files" in p and p["License"] == licence]
    return p["Files"].split()


def test_each_known_component_gets_its_paragraph_with_its_files(tmp_path: Path) -> None:
    found = written(fake_bundle(tmp_path))
    app = "opt/salle/_internal"
    gpl3 = files_of(found, "GPL-3")  # Qt Charts, library, link and binding alike
    assert sorted(gpl3) == [f"{app}/PySide6/Qt/lib/libQt6Charts.so.6", f"{app}/PySide6/QtCharts.abi3.so",
                            f"{app}/libQt6Charts.so.6"]
    qt = files_of(found, "LGPL-3")
    for name in ("PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/lib/libQt6Multimedia.so.6", "libQt6Core.so.6",
                 "PySide6/Qt/plugins/*", "shiboken6/*", "PySide6/QtCore.abi3.so"):
        assert f"{app}/{name}" in qt, name
    assert files_of(found, "Unicode-ICU") == [f"{app}/PySide6/Qt/lib/libicuuc.so.73"]
    assert files_of(found, "Pillow-and-vendored") == [f"{app}/PIL/*", f"{app}/pillow.libs/*"]
    assert files_of(found, "OFL-1.1") == [f"{app}/assets/fonts/*"]
    assert sorted(files_of(found, "PSF-2.0")) == [f"{app}/base_library.zip", f"{app}/libpython3.11.so.1.0",
                                                  f"{app}/python3.11/*"]
    # the program: the bootloader and what it archives (platformdirs and tomlkit are Expat)
    (program,) = [p for p in found if p.get("Files") == "opt/salle/salle"]
    assert program["License"].split(" and ") == ["GPL-3+", "GPL-2+ with PyInstaller-bootloader exception",
                                                 "PSF-2.0", "LGPL-3", "Pillow-and-vendored", "Expat"]
    assert "platformdirs" in program["Comment"] and "tomlkit" in program["Comment"]
    # each licence named has its text, once; none that is not named
    standalone = [p["License"].split("\n")[0] for p in found if "Files" not in p and "License" in p]
    named = {n for p in found if "Files" in p for n in re.split(r" and ", p["License"])}
    assert sorted(standalone) == sorted(named)
    # no file is left to Files: * but Salle's own
    text = copyright_module().copyright_file(fake_bundle(tmp_path / "again"), MODULES, OWNERS)
    assert "numpy" not in text.lower() and "gfortran" not in text


def test_libraries_of_other_components_are_named_under_their_own_licences(tmp_path: Path) -> None:
    found = written(fake_bundle(tmp_path, "_internal/libgfortran-040039e1-0352e75f.so.5.0.0",
                                "_internal/libquadmath-96973f99-934c22de.so.0.0.0", "_internal/libssl.so.3",
                                "_internal/libffi.so.8"))
    assert sorted(files_of(found, "GPL-3+ with GCC-exception-3.1")) == [
        "opt/salle/_internal/libgfortran-040039e1-0352e75f.so.5.0.0",
        "opt/salle/_internal/libquadmath-96973f99-934c22de.so.0.0.0"]
    assert files_of(found, "Apache-2.0") == ["opt/salle/_internal/libssl.so.3"]
    assert "opt/salle/_internal/libffi.so.8" in files_of(found, "Expat")


@pytest.mark.parametrize(("extra", "modules", "named"), [
    (("_internal/libfoo.so.1",), MODULES, "libfoo.so.1"),
    (("_internal/yaml/_yaml.cpython-311-x86_64-linux-gnu.so",), MODULES, "PyYAML"),
    (("_internal/numpy-2.4.6.dist-info/METADATA",), MODULES, "numpy"),
    (("_internal/PySide6/Qt/lib/libQt6WebEngineCore.so.6",), MODULES, "WebEngineCore"),
    (("_internal/pillow.libs/libnew-0123abcd.so.1",), MODULES, "libnew"),
    (("_internal/mystery.dat",), MODULES, "mystery.dat"),
    ((), [*MODULES, "yaml.loader"], "PyYAML"),
    ((), [*MODULES, "somewhere"], "somewhere"),
])
def test_a_component_without_a_known_licence_stops_the_build_named(
        tmp_path: Path, extra: tuple[str, ...], modules: list[str], named: str) -> None:
    module = copyright_module()
    with pytest.raises(SystemExit, match=re.escape(named)) as stopped:
        module.copyright_file(fake_bundle(tmp_path, *extra), modules, OWNERS)
    assert isinstance(stopped.value, module.UnknownComponent)


def test_a_distributions_metadata_folder_is_put_down_to_its_distribution(tmp_path: Path) -> None:
    found = written(fake_bundle(tmp_path, "_internal/pillow-13.0.0.dist-info/METADATA",
                                "_internal/PySide6_Addons-6.11.3.dist-info/LICENSE"))
    assert "opt/salle/_internal/pillow-13.0.0.dist-info/*" in files_of(found, "Pillow-and-vendored")
    assert "opt/salle/_internal/PySide6_Addons-6.11.3.dist-info/*" in files_of(found, "LGPL-3")
