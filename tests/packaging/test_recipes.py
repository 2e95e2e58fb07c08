"""The Windows and macOS recipes cannot be built here, so each is dry-run: the PyInstaller spec is
evaluated for every platform's branch with PyInstaller's build steps recorded instead of run, and
the Inno Setup script and the app's Info.plist must parse and name what the spec makes."""

from __future__ import annotations

import json
import plistlib
import re
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from engine.core.parsed_cards import INDEX_NAME, index_of

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "salle.spec"
ISS = ROOT / "packaging" / "windows" / "salle.iss"
DMG_SCRIPT = ROOT / "packaging" / "macos" / "build-dmg.sh"

# (destination in the bundle, source) pairs the spec's filters must keep or drop
BINARIES = {
    "PySide6/Qt/plugins/platforms/libqxcb.so": ("site-packages/x/libqxcb.so", True),
    "PySide6/Qt/plugins/platforms/libqvnc.so": ("site-packages/x/libqvnc.so", False),
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so": ("site-packages/x/libqgtk3.so", False),
    "PySide6/Qt/plugins/imageformats/libqsvg.so": ("site-packages/x/libqsvg.so", True),
    "PySide6/Qt/plugins/imageformats/libqjpeg.so": ("site-packages/x/libqjpeg.so", False),
    "PySide6/plugins/platforms/qwindows.dll": ("site-packages/PySide6/plugins/platforms/qwindows.dll", True),
    "PySide6/Qt/lib/libQt6Network.so.6": ("site-packages/x/libQt6Network.so.6", True),  # one Salle a player
    "PySide6/Qt/plugins/tls/libqopensslbackend.so": ("site-packages/x/libqopensslbackend.so", False),
    "PySide6/Qt/plugins/networkinformation/libqglib.so": ("site-packages/x/libqglib.so", False),
    # Qt Charts draws the review's graph and the balance plot; its library links Qt's OpenGL ones
    "PySide6/Qt/lib/libQt6Charts.so.6": ("site-packages/x/libQt6Charts.so.6", True),
    "PySide6/QtCharts.abi3.so": ("site-packages/PySide6/QtCharts.abi3.so", True),
    "PySide6/Qt/lib/libQt6OpenGL.so.6": ("site-packages/x/libQt6OpenGL.so.6", True),
    "PySide6/Qt/lib/libQt6OpenGLWidgets.so.6": ("site-packages/x/libQt6OpenGLWidgets.so.6", True),
    "pillow.libs/libavif-c6062d5f.so.16.4.2": ("site-packages/pillow.libs/libavif.so", False),
    "pillow.libs/libtiff-20b7e810.so.6.3.0": ("site-packages/pillow.libs/libtiff.so", True),
    # the sound effects' QtMultimedia, without the FFmpeg media backend it does not need
    "PySide6/Qt/lib/libQt6Multimedia.so.6": ("site-packages/x/libQt6Multimedia.so.6", True),
    "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so": ("site-packages/x/libffmpeg.so", False),
    "PySide6/Qt/lib/libavcodec.so.61": ("site-packages/x/libavcodec.so.61", False),
    "PySide6/avcodec-61.dll": ("site-packages/PySide6/avcodec-61.dll", False),
    "PySide6/Qt/lib/libQt6FFmpegStub-va.so.2": ("site-packages/x/libQt6FFmpegStub-va.so.2", False),
    # PySide6-Addons' on-screen keyboard is a QML input method; dead keys and IBus stay
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so": ("x/vk.so", False),
    "PySide6/plugins/platforminputcontexts/qtvirtualkeyboardplugin.dll": ("site-packages/x/vk.dll", False),
    "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so": ("x/c.so", True),
    "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so": ("x/ibus.so", True),
}


@dataclass
class Recorded:
    """What the spec asked PyInstaller to build."""

    analysis: dict[str, Any] = field(default_factory=dict)
    exes: list[dict[str, Any]] = field(default_factory=list)
    collect: dict[str, Any] = field(default_factory=dict)
    bundle: dict[str, Any] | None = None
    kept: list[str] = field(default_factory=list)
    folder: Path = Path()  # where COLLECT "wrote" the bundle


def evaluate(platform: str, work: Path, monkeypatch: pytest.MonkeyPatch,
             modules: tuple[str, ...] = ()) -> Recorded:
    """The spec evaluated for `platform`, its Analysis finding `modules` besides the binaries and data
    below."""
    import PyInstaller.utils.hooks

    monkeypatch.setenv("SALLE_SPEC_PLATFORM", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setattr(PyInstaller.utils.hooks, "collect_submodules", lambda name: [f"{name}.x"])
    seen = Recorded(folder=work / "dist" / "salle")
    system = "/usr/lib/x86_64-linux-gnu/libstdc++.so.6"

    class Analysis:
        def __init__(self, scripts: list[str], **kwargs: Any) -> None:
            seen.analysis = {"scripts": scripts, **kwargs}
            self.pure = [(m, f"/venv/{m.replace('.', '/')}.py", "PYMODULE") for m in modules]
            self.scripts = []
            self.datas = [("PySide6/Qt/translations/qt_de.qm", "x", "DATA"),
                          ("PySide6/Qt/translations/qtbase_de.qm", "x", "DATA"),
                          ("PySide6/Qt/translations/qtbase_ja.qm", "x", "DATA"),
                          ("PySide6/Qt/translations/designer_de.qm", "x", "DATA"),
                          ("assets/cards/en-garde.toml", "x", "DATA"),
                          ("assets/i18n/salle_app_de.ts", "x", "DATA"),
                          ("assets/i18n/salle_app_de.qm", "x", "DATA"),
                          ("assets/sounds/clash.wav", "x", "DATA"),
                          ("salle.egg-info/PKG-INFO", "x", "DATA")]
            self.binaries = [(dest, f"/venv/{src}", "BINARY") for dest, (src, _) in BINARIES.items()]
            self.binaries.append(("libstdc++.so.6", system, "BINARY"))

    def exe(*args: Any, **kwargs: Any) -> str:
        seen.exes.append(kwargs)
        return str(kwargs["name"])

    def collect(*args: Any, **kwargs: Any) -> SimpleNamespace:
        seen.collect = kwargs
        seen.kept = [a[0] for arg in args if isinstance(arg, list) for a in arg]
        return SimpleNamespace(name=str(seen.folder))

    def bundle(*args: Any, **kwargs: Any) -> None:
        seen.bundle = kwargs

    spec = {"SPECPATH": str(SPEC.parent), "workpath": str(work), "Analysis": Analysis,
            "PYZ": lambda *a: "pyz", "EXE": exe, "COLLECT": collect, "BUNDLE": bundle, "__name__": "__main__"}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), spec)
    return seen


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_the_spec_evaluates_for_each_platform(
        platform: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = evaluate(platform, tmp_path, monkeypatch)
    assert [Path(s) for s in seen.analysis["scripts"]] == [ROOT / "main.py"]
    for source, _ in seen.analysis["datas"]:
        assert Path(source).exists(), source
    assert "engine.games.x" in seen.analysis["hiddenimports"]  # the games found by name stay in
    # the card files parsed at build time go along, each under its own bytes' digest
    (index,) = [Path(s) for s, dest in seen.analysis["datas"]
                if Path(s).name == INDEX_NAME and dest == "assets"]
    assert json.loads(index.read_text(encoding="utf-8")) == index_of(ROOT / "assets" / "cards")
    assert seen.collect["name"] == "salle"
    for dest, (_, wanted) in BINARIES.items():
        assert (dest in seen.kept) == wanted, dest
    # Qt's own words (its dialogs' buttons) in the languages Salle speaks, and no others
    translations = [k for k in seen.kept if "/translations/" in k]
    assert translations == ["PySide6/Qt/translations/qtbase_de.qm"]
    assert "assets/i18n/salle_app_de.qm" in seen.kept and "assets/i18n/salle_app_de.ts" not in seen.kept
    assert "assets/sounds/clash.wav" in seen.kept
    # the version is read from the pyproject.toml the bundle carries, not from Salle's own metadata
    assert not any(k.startswith("salle.egg-info/") for k in seen.kept)
    # QtMultimedia goes along for the sound effects (Analysis finds it where it is installed)
    assert "PySide6.QtMultimedia" not in seen.analysis["excludes"]
    # the build machine's C++ runtime is the system's business on Linux (Depends), not the bundle's
    assert ("libstdc++.so.6" in seen.kept) == (platform != "linux")
    names = {e["name"]: e for e in seen.exes}
    if platform == "win32":
        assert names["salle"]["console"] is False and names["salle-cli"]["console"] is True
        assert not any(e["strip"] for e in seen.exes)
        assert all(Path(e["icon"]).suffix == ".ico" and Path(e["icon"]).stat().st_size > 0 for e in seen.exes)
    elif platform == "darwin":
        assert list(names) == ["salle"] and names["salle"]["strip"] is False
        assert seen.bundle is not None
        assert seen.bundle["bundle_identifier"] == "io.salle.Salle"
        assert Path(seen.bundle["icon"]).read_bytes()[:4] == b"icns"
    else:
        assert list(names) == ["salle"]
        assert names["salle"]["console"] is True and names["salle"]["strip"] is True
        assert seen.bundle is None
    # the charts are Qt's own: numpy (with OpenBLAS) and pyqtgraph stay out, and so does what only
    # pyqtgraph imported
    for module in ("numpy", "pyqtgraph", "pydoc", "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets"):
        assert module in seen.analysis["excludes"], module
    assert "PySide6.QtCharts" in seen.analysis["hiddenimports"]
    assert "PySide6.QtCharts" not in seen.analysis["excludes"]


def test_the_macos_info_plist_parses_and_owns_the_save_type(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = evaluate("darwin", tmp_path, monkeypatch)
    assert seen.bundle is not None
    plist = plistlib.loads(plistlib.dumps(seen.bundle["info_plist"]))
    assert plist["LSMinimumSystemVersion"] == "13.0"
    assert plist["CFBundleShortVersionString"] == seen.bundle["version"]
    document = plist["CFBundleDocumentTypes"][0]
    declared = plist["UTExportedTypeDeclarations"][0]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == ["salle"]


def info_plist_as_pyinstaller_writes_it(
        seen: Recorded, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The Info.plist PyInstaller's own BUNDLE writes from what the spec asked for, here where no
    macOS is: BUNDLE is run for real (macOS pretended, code signing left out) on a COLLECT that
    holds only the program and carries what COLLECT takes from its last EXE, as PyInstaller's does."""
    from PyInstaller.building import api, osx
    from PyInstaller.config import CONF

    assert seen.bundle is not None
    monkeypatch.setattr(osx, "is_darwin", True)
    monkeypatch.setattr(osx, "osxutils", SimpleNamespace(sign_binary=lambda *a, **k: None), raising=False)
    for key, folder in (("distpath", "dist"), ("workpath", "build"), ("specpath", "spec")):
        (tmp_path / folder).mkdir(exist_ok=True)
        monkeypatch.setitem(CONF, key, str(tmp_path / folder))
    program = tmp_path / "build" / seen.exes[-1]["name"]
    program.write_bytes(b"\xcf\xfa\xed\xfe")
    collect = api.COLLECT.__new__(api.COLLECT)
    collect.__dict__.update(toc=[(program.name, str(program), "EXECUTABLE")],
                            strip_binaries=seen.collect["strip"], upx_binaries=False, upx_exclude=[],
                            console=seen.exes[-1]["console"],
                            target_arch=None, codesign_identity=None, entitlements_file=None)
    app = osx.BUNDLE(collect, **seen.bundle)
    with (Path(app.name) / "Contents" / "Info.plist").open("rb") as f:
        return plistlib.load(f)


def test_the_macos_app_is_a_windowed_app_with_its_dock_icon_and_menu_bar(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = evaluate("darwin", tmp_path, monkeypatch)
    plist = info_plist_as_pyinstaller_writes_it(seen, tmp_path, monkeypatch)
    # a console program's bundle is background-only: no Dock icon, no menu bar, no windows in front
    assert plist.get("LSBackgroundOnly", False) is False and "LSUIElement" not in plist
    assert plist["CFBundlePackageType"] == "APPL" and plist["CFBundleExecutable"] == "salle"
    assert plist["CFBundleIdentifier"] == "io.salle.Salle" and plist["NSHighResolutionCapable"] is True
    assert seen.bundle is not None and plist["CFBundleIconFile"] == Path(seen.bundle["icon"]).name
    # Finder ties a document type to files by type alone once LSItemContentTypes is given: the
    # save's extension must come from a type Salle declares
    exported = {t["UTTypeIdentifier"]: t for t in plist["UTExportedTypeDeclarations"]}
    for document in plist["CFBundleDocumentTypes"]:
        assert "CFBundleTypeExtensions" not in document, document["CFBundleTypeName"]
    (owned,) = [d for d in plist["CFBundleDocumentTypes"] if d["LSHandlerRank"] == "Owner"]
    (save_type,) = owned["LSItemContentTypes"]
    tags = exported[save_type]["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == ["salle"]
    assert tags["public.mime-type"] == ["application/x-salle-save"]  # the Linux save type's name


def test_the_disk_image_holds_the_app_beside_a_link_to_applications(tmp_path: Path) -> None:
    """build-dmg.sh run on a copy of the tree, with macOS's tools and PyInstaller stood in for: the
    folder hdiutil makes the image of is what a person sees on opening it."""
    tree = tmp_path / "tree"
    (tree / "packaging" / "macos").mkdir(parents=True)
    shutil.copy(DMG_SCRIPT, tree / "packaging" / "macos")
    shutil.copy(ROOT / "pyproject.toml", tree)
    tools = {
        ".venv/bin/python": f'exec {sys.executable} "$@"',
        ".venv/bin/pyinstaller": "mkdir -p dist/Salle.app/Contents && : > dist/Salle.app/Contents/Info.plist",
        # the catalogues and Qt resources the recipe makes first: it only says it was asked
        "packaging/generated.py": 'import pathlib; pathlib.Path("generated.txt").write_text("made")',
        "bin/plutil": "true",
        "bin/ditto": 'cp -R "$1" "$2"',
        # the image's content as hdiutil got it: each entry, and where a link points
        "bin/hdiutil": 'while [ "$1" != -srcfolder ]; do shift; done\n'
                       'for f in "$2"/*; do echo "$(basename "$f") $(readlink "$f")"; done > "$OUT"',
    }
    for name, body in tools.items():
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        (tree / name).write_text(body if name.endswith(".py") else f"#!/bin/sh\n{body}\n", encoding="utf-8")
        (tree / name).chmod(0o755)
    listing = tmp_path / "image.txt"
    env = {"PATH": f"{tree / 'bin'}:/usr/bin:/bin", "OUT": str(listing)}
    run = subprocess.run(["bash", str(tree / "packaging" / "macos" / DMG_SCRIPT.name)], env=env,
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert listing.read_text(encoding="utf-8").splitlines() == ["Applications /Applications", "Salle.app "]
    assert (tree / "generated.txt").read_text(encoding="utf-8") == "made"  # translations built first


def test_the_inno_setup_script_names_what_the_spec_makes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    work = ROOT / "build" / "pyinstaller" / "salle"  # the Makefile's and the script's --workpath
    seen = evaluate("win32", tmp_path, monkeypatch)
    programs = {f"{e['name']}.exe" for e in seen.exes}
    sections = inno_sections(ISS.read_text(encoding="utf-8"))
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["ArchitecturesAllowed"] == "x64compatible"
    icon = ISS.parent / Path(*setup["SetupIconFile"].split("\\"))
    assert icon.resolve() == (work / "icons" / "salle.ico").resolve()
    assert Path(tmp_path / "icons" / "salle.ico").is_file()  # what the spec draws into its workpath
    assert setup["UninstallDisplayIcon"].split("\\")[-1] in programs
    files = [inno_parameters(line) for line in sections["Files"]]
    assert files[0]["Source"] == f"..\\..\\dist\\{seen.collect['name']}\\*"
    launched = [inno_parameters(line)["Filename"] for line in sections["Icons"] + sections["Run"]]
    for target in launched:
        assert target == "{uninstallexe}" or target.removeprefix("{app}\\") in programs, target
    keys = [inno_parameters(line)["Subkey"] for line in sections["Registry"]]
    assert "Software\\Classes\\.salle" in keys


def pyproject() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return dict(tomllib.load(f)["project"])


def test_each_windows_program_carries_the_version_and_publisher_of_pyproject(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    project = pyproject()
    publisher = (project.get("maintainers") or project["authors"])[0]["name"]
    numbers = tuple(int(n) for n in project["version"].split(".")[:4])
    # PyInstaller's own reader of version files, as EXE runs it on Windows (pefile and pywin32, which
    # the module imports for reading and writing executables, are Windows-only dependencies)
    import PyInstaller.compat

    monkeypatch.setitem(sys.modules, "pefile", ModuleType("pefile"))
    monkeypatch.setattr(PyInstaller.compat, "win32api", ModuleType("win32api"), raising=False)
    from PyInstaller.utils.win32.versioninfo import load_version_info_from_text_file

    seen = evaluate("win32", tmp_path, monkeypatch)
    for exe in seen.exes:
        info = load_version_info_from_text_file(exe["version"])
        assert info.toRaw()  # what goes into the .exe's resources
        assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == (
            numbers[0] << 16 | numbers[1], numbers[2] << 16 | (*numbers, 0)[3])
        (strings,) = [kid for kid in info.kids if type(kid).__name__ == "StringFileInfo"]
        table = {entry.name: entry.val for entry in strings.kids[0].kids}
        assert table["CompanyName"] == publisher and publisher in table["LegalCopyright"]
        assert table["FileVersion"] == table["ProductVersion"] == project["version"]
        assert table["OriginalFilename"] == f"{exe['name']}.exe" and table["ProductName"] == "Salle"
    for platform in ("linux", "darwin"):
        assert all(e["version"] is None for e in evaluate(platform, tmp_path / platform, monkeypatch).exes)


def test_the_installer_takes_its_publisher_from_pyproject_and_refuses_to_guess_a_version(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    project = pyproject()
    evaluate("win32", tmp_path, monkeypatch)
    text = ISS.read_text(encoding="utf-8")
    # iscc without /DAppVersion stops, rather than ship an installer of version 0.0.0
    guard = re.search(r"^#ifndef AppVersion\n(.*?)^#endif", text, re.M | re.S)
    assert guard is not None and re.fullmatch(r"\s*#error [^\n]+\n", guard.group(1))
    assert not re.search(r"#define\s+AppVersion", text)
    # what the spec wrote for the script, where the script includes it from
    (included,) = re.findall(r'^#include "([^"]+)"', text, re.M)
    work = ROOT / "build" / "pyinstaller" / "salle"  # the Makefile's and the script's --workpath
    assert (ISS.parent / Path(*included.split("\\"))).resolve() == (work / "pyproject.iss").resolve()
    written = (tmp_path / "pyproject.iss").read_text(encoding="utf-8")
    defines = dict(re.findall(r'^#define (\w+) "(.*)"$', written, re.M))
    assert defines == {"AppPublisher": (project.get("maintainers") or project["authors"])[0]["name"],
                       "BundleVersion": project["version"]}
    assert re.search(r"^#if AppVersion != BundleVersion\n\s*#error ", text, re.M)
    setup = dict(line.split("=", 1) for line in inno_sections(text)["Setup"])
    assert setup["AppPublisher"] == "{#AppPublisher}" and setup["AppVersion"] == "{#AppVersion}"


def inno_sections(text: str) -> dict[str, list[str]]:
    """An Inno Setup script's sections and their entries (comments and preprocessor lines aside);
    AssertionError on a line outside any section."""
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith((";", "#")):
            continue
        heading = re.fullmatch(r"\[(\w+)\]", line)
        if heading:
            current = sections.setdefault(heading.group(1), [])
            continue
        assert current is not None, f"{line!r} is outside any section"
        current.append(line)
    return sections


def inno_parameters(line: str) -> dict[str, str]:
    """`Name: "value"; Other: value` as a dict (quoted values unquoted, "" as one quote)."""
    out: dict[str, str] = {}
    for m in re.finditer(r'(\w+):\s*("(?:[^"]|"")*"|[^;]*)\s*(?:;|$)', line):
        value = m.group(2).strip()
        out[m.group(1)] = value[1:-1].replace('""', '"') if value.startswith('"') else value
    assert out, f"{line!r} is not a parameter list"
    return out


def test_the_macos_and_windows_recipes_make_the_catalogues_and_resources() -> None:
    """Both run packaging/generated.py (the step make and the pip build take) before PyInstaller:
    without it a bundle speaks English only and has no window icon."""
    script = (ROOT / "packaging" / "macos" / "build-dmg.sh").read_text(encoding="utf-8")
    commands = [line.strip() for line in script.splitlines() if line.strip() and not line.startswith("#")]
    made = commands.index(".venv/bin/python packaging/generated.py")
    assert made < next(i for i, c in enumerate(commands) if "pyinstaller packaging/salle.spec" in c)
    header = [line for line in ISS.read_text(encoding="utf-8").splitlines() if line.startswith(";")]
    steps = " ".join(header)
    assert 0 <= steps.index(r"py packaging\generated.py") < steps.index("pyinstaller packaging/salle.spec")
    assert (ROOT / "packaging" / "generated.py").is_file()


def test_the_step_makes_every_catalogue_and_the_resources(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import generated
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    from engine.core.i18n import LANGUAGES
    from gui.i18n_build import CATALOGUES

    made = generated.translations(tmp_path / "i18n")
    wanted = [f"salle_{c}_{code}.qm" for c in CATALOGUES for code in LANGUAGES]
    assert sorted(p.name for p in made) == sorted(wanted)
    assert all(p.stat().st_size > 0 for p in made)
    module = generated.resources(tmp_path / "resources_rc.py")
    assert "qt_resource_data" in module.read_text(encoding="utf-8")
    # a language whose source is missing stops the build, naming it
    sources = tmp_path / "ts"
    sources.mkdir()
    for ts in (ROOT / "assets" / "i18n").glob("*.ts"):
        if ts.name != "salle_help_it.ts":
            (sources / ts.name).write_bytes(ts.read_bytes())
    with pytest.raises(SystemExit, match=r"salle_help_it\.ts"):
        generated.translations(tmp_path / "out", sources)
