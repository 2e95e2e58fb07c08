"""Benchmarks of the proofs: the PDF of a deck with its backs, of every deck, and 600 dpi images."""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path


def report(quick: bool) -> None:
    from PySide6.QtGui import QGuiApplication

    from engine.core.cards import all_decks
    from gui.proofs.images import export_images
    from gui.proofs.imposition import ProofOptions
    from gui.proofs.pdf import PrintJob, write_pdf

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841  (fonts need it)
    repeats = 3 if quick else 7
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        cases = [("En Garde deck + backs (25 cards)", PrintJob("en-garde", board=False)),
                 ("En Garde x3 + backs (75 cards)", PrintJob("en-garde", copies=3, board=False))]
        cases += [(f"every deck of {g} + boards", PrintJob(g)) for g in all_decks()]
        options = ProofOptions(duplex="long")
        for label, job in cases:
            times, size = [], 0
            for i in range(repeats):
                r = write_pdf(job, options, out / f"b{i}.pdf")
                times.append(r.seconds)
                size = r.size_bytes
            rows.append((label, statistics.median(times), max(times), r.pages, size))
        images = []
        for i in range(2 if quick else 3):
            t = time.perf_counter()
            export_images("en-garde", out / f"img{i}", dpi=600)
            images.append(time.perf_counter() - t)
    print("\n## Proofs (vector PDF, A4, long-edge duplex)\n")
    print("| job | median | worst | pages | PDF size |\n|---|---:|---:|---:|---:|")
    for label, med, worst, pages, size in rows:
        print(f"| {label} | {med:.2f} s | {worst:.2f} s | {pages} | {size / 1024:.0f} KiB |")
    print(f"\n600 dpi images of the En Garde deck (5 faces + back, with bleed): median "
          f"{statistics.median(images):.2f} s over {len(images)} runs.")
