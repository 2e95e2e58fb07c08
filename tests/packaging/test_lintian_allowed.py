"""`make dist-check` lets through a lintian error only where packaging/README.md allows that tag for
that file, with a reason: no tag is allowed wholesale, and an error on another file fails."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "linux" / "lintian_allowed.py"
APP = "opt/salle/_internal"
DYNLOAD = f"{APP}/python3.11/lib-dynload"


def allowed_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lintian_allowed", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_allowance_is_one_tag_on_one_file_with_its_reason() -> None:
    table = allowed_module().allowances()
    assert len(table) >= 5
    for a in table:
        assert a.pattern.startswith(("opt/salle/", "usr/")), a
        assert len(a.reason.split()) >= 5, a  # a reason, not a word
        last = a.pattern.rsplit("/", 1)[1]
        if a.tag == "dir-or-file-in-opt":
            # the one folder: the bundle's own place under /opt, which is the tag's very point
            assert a.pattern == "opt/salle/*"
        else:
            # a file named: * only inside its name, for a wheel's hash or a version
            assert last[:3].strip("*") == last[:3] and last not in ("*", "*.so", "*.so.*"), a
    assert "embedded-library" in {a.tag for a in table}
    # nothing the bundle leaves out is allowed in (PyYAML's libyaml came with the test tools once)
    assert not any("yaml" in a.pattern or "numpy" in a.pattern for a in table)


REPORT = f"""running with root privileges is not recommended!
E: salle: dir-or-file-in-opt [opt/salle/]
E: salle: dir-or-file-in-opt [{APP}/PIL/_imaging.cpython-311-x86_64-linux-gnu.so]
E: salle: embedded-library libjpeg [{APP}/pillow.libs/libjpeg-6dc8d115.so.62.4.0]
E: salle: embedded-library expat [{DYNLOAD}/pyexpat.cpython-311-x86_64-linux-gnu.so]
E: salle: library-not-linked-against-libc [{DYNLOAD}/_statistics.cpython-311-x86_64-linux-gnu.so]
W: salle: hardening-no-pie [opt/salle/salle]
"""


def test_allowed_errors_pass_and_the_same_tag_on_another_file_fails(tmp_path: Path) -> None:
    module = allowed_module()
    table = module.allowances()
    assert module.unexplained(REPORT, table) == []
    libyaml = f"E: salle: embedded-library libyaml [{APP}/yaml/_yaml.cpython-311-x86_64-linux-gnu.so]"
    elsewhere = f"E: salle: library-not-linked-against-libc [{DYNLOAD}/_json.cpython-311.so]"
    other = "E: salle: dir-or-file-in-etc [etc/salle/x]"
    wrong = [libyaml, elsewhere, other]
    assert module.unexplained(REPORT + "\n".join(wrong), table) == wrong
    # as check-deb.sh runs it
    done = subprocess.run([sys.executable, str(SCRIPT)], input=REPORT + libyaml + "\n", capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 1 and done.stdout.strip() == libyaml
    done = subprocess.run([sys.executable, str(SCRIPT)], input=REPORT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
