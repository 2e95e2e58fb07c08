"""The Linux desktop files: the entry names the window class the program sets, the icon comes at
every size a desktop looks up, the entry and the AppStream file speak Salle's languages, and the
files validate (with desktop-file-validate and appstreamcli too where they are installed)."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PIL import Image
from PySide6.QtWidgets import QApplication

from engine.core.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / "io.salle.Salle.desktop"
METAINFO = LINUX / "io.salle.Salle.metainfo.xml"
BUILD_DEB = LINUX / "build-deb.sh"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
TRANSLATED = [code for code in LANGUAGES if code != "en"]


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def filled_metainfo(tmp_path: Path) -> Path:
    """The AppStream file as build-deb.sh installs it: its @NAME@ fields filled."""
    command = re.search(r'sed ((?:-e "[^"]*" )+)\\\n\s*packaging/linux/io\.salle\.Salle\.metainfo\.xml',
                        BUILD_DEB.read_text(encoding="utf-8"))
    assert command is not None, "build-deb.sh no longer fills the AppStream file with sed"
    filled = re.findall(r'"s/(@\w+@)/', command.group(1))
    text = METAINFO.read_text(encoding="utf-8")
    for name in filled:
        text = text.replace(name, {"@VERSION@": "0.1.0", "@DATE@": "2026-11-24"}[name])
    out = tmp_path / METAINFO.name
    out.write_text(text, encoding="utf-8")
    return out


def test_the_desktop_entry_names_the_window_class_and_id_the_program_sets(qapp: QApplication) -> None:
    from gui.app import make_app

    app = make_app()
    entry = desktop_entry()
    # X11 window managers match a window to its entry by WM_CLASS, whose class Qt takes from the
    # application name; Wayland by the desktop file name
    assert entry["StartupWMClass"] == app.applicationName()
    assert DESKTOP.stem == app.desktopFileName() == entry["Icon"]
    assert entry["Terminal"] == "false"


def test_the_icon_is_drawn_at_every_size_a_desktop_looks_up(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from icons import make_hicolor
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    written = make_hicolor(tmp_path, "io.salle.Salle")
    sizes = (16, 24, 32, 48, 64, 128, 256)
    assert written == [tmp_path / f"{s}x{s}" / "apps" / "io.salle.Salle.png" for s in sizes]
    for size, png in zip(sizes, written, strict=True):
        with Image.open(png) as image:
            assert image.format == "PNG" and image.size == (size, size) and image.mode == "RGBA"
            alpha = image.getchannel("A").getextrema()
            assert alpha == (0, 255), png  # the drawing on a transparent ground, not a blank square
    # the .deb puts them into the hicolor theme under the entry's icon name
    installs = r'icons\.py --hicolor "\$stage/usr/share/icons/hicolor" ' + re.escape(desktop_entry()["Icon"])
    assert re.search(installs, BUILD_DEB.read_text(encoding="utf-8"))


def test_the_desktop_entry_speaks_every_language_of_salle() -> None:
    entry = desktop_entry()
    for key in ("GenericName", "Comment", "Keywords"):
        for code in TRANSLATED:
            words = entry[f"{key}[{code}]"]
            assert words and words != entry[key], (key, code)
    for code in TRANSLATED:  # the games keep their names in every language
        for game in ("En Garde", "Ready...Fence!", "Audatia", "Barditus"):
            assert game in entry[f"Comment[{code}]"], (code, game)


def test_the_appstream_file_speaks_every_language_and_names_its_developer_twice(tmp_path: Path) -> None:
    root = ET.parse(filled_metainfo(tmp_path)).getroot()
    summaries = {s.get(XML_LANG, "en"): s.text for s in root.findall("summary")}
    assert sorted(summaries) == sorted(LANGUAGES)
    assert len(set(summaries.values())) == len(LANGUAGES)
    description = root.find("description")
    assert description is not None
    # every paragraph and list item: the English one, then one for each other language
    english = [e for e in description.iter() if e.tag in ("p", "li") and XML_LANG not in e.attrib]
    for element in english:
        parent = next(p for p in description.iter() if element in list(p))
        siblings = list(parent)
        start = siblings.index(element)
        following = siblings[start + 1:start + 1 + len(TRANSLATED)]
        assert sorted(e.get(XML_LANG, "") for e in following) == sorted(TRANSLATED), element.text
        assert all(e.tag == element.tag and (e.text or "").strip() for e in following)
    # Debian 12's and Ubuntu 22.04's AppStream read only developer_name
    developer = root.find("developer/name")
    assert developer is not None and root.findtext("developer_name") == developer.text


def test_no_placeholder_is_presented_as_a_real_address(tmp_path: Path) -> None:
    text = filled_metainfo(tmp_path).read_text(encoding="utf-8")
    assert not re.search(r"@\w+@", text)  # every field build-deb.sh fills is filled
    for shipped in (text, DESKTOP.read_text(encoding="utf-8")):
        assert ".invalid" not in shipped
    assert "salle.invalid" not in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_the_desktop_files_validate(tmp_path: Path) -> None:
    metainfo = filled_metainfo(tmp_path)
    for xml in (metainfo, LINUX / "io.salle.Salle.xml"):
        ET.parse(xml)  # well-formed
    # the system's validators where this machine has them (check-deb.sh requires them)
    if shutil.which("desktop-file-validate"):
        run = subprocess.run(["desktop-file-validate", str(DESKTOP)],
                             capture_output=True, text=True, check=False)
        assert run.returncode == 0 and not run.stdout.strip(), run.stdout
    if shutil.which("appstreamcli"):
        run = subprocess.run(["appstreamcli", "validate", "--no-net", str(metainfo)],
                             capture_output=True, text=True, check=False)
        assert run.returncode == 0, run.stdout
