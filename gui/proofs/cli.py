"""`salle proofs GAME …`: the print-and-play PDF from the command line, with a progress bar."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from engine.core.errors import SalleError
from engine.core.i18n import LANGUAGES, translate
from engine.games import get_game
from gui.proofs.imposition import ProofOptions, parse_card_size, plan_grid

MAX_BLEED_MM = 5.0
MAX_OFFSET_MM = 5.0  # a duplex printer's misregistration; the print dialog allows the same
MAX_SAFE_ZONE_MM = 10.0  # half the smallest card's side: a guide further in would cross itself
MAX_COPIES = 20


def _millimetres(text: str, most: float, out_of_range: str) -> float:
    """`text` as millimetres from 0 to `most`; `out_of_range` ({most}, {text}) says what else."""
    try:
        mm = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(translate("ProofsCli", "{text} is not a number of millimetres")
                                         .format(text=repr(text))) from None
    if not 0 <= mm <= most:  # also refuses nan
        raise argparse.ArgumentTypeError(out_of_range.format(most=f"{most:g}", text=text))
    return mm


def bleed_mm(text: str) -> float:
    """An argparse type for --bleed (proofs and images): millimetres from 0 to 5."""
    return _millimetres(text, MAX_BLEED_MM,
                        translate("ProofsCli", "bleed must be 0 to {most} mm, not {text}"))


def language_code(text: str) -> str:
    """An argparse type for --lang (proofs and images): a language Salle's cards speak."""
    code = text.strip().lower()
    if code not in LANGUAGES:
        choices = ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items())
        problem = translate("ProofsCli", "{code} is not a language of the cards; choose {choices}")
        raise argparse.ArgumentTypeError(problem.format(code=repr(text), choices=choices))
    return code


def add_language_option(p: argparse.ArgumentParser) -> None:
    """--lang CODE: the language the cards are printed in."""
    # its own dest: a --lang of the whole command line (the program's words) is left alone
    p.add_argument("--lang", dest="cards_lang", type=language_code, default=None, metavar="CODE",
                   help=translate("ProofsCli", "print the cards in this language: {codes} (default: the "
                                  "language Salle shows its words in)").format(codes=", ".join(LANGUAGES)))


def _card(text: str) -> tuple[float, float]:
    try:
        size = parse_card_size(text)
        ProofOptions(card_mm=size)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    return size


def _offset(text: str) -> tuple[float, float]:
    try:
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        problem = translate("ProofsCli", "{text}: give X,Y in millimetres, e.g. 0.5,-0.3")
        raise argparse.ArgumentTypeError(problem.format(text=repr(text))) from None
    if not (-MAX_OFFSET_MM <= x <= MAX_OFFSET_MM and -MAX_OFFSET_MM <= y <= MAX_OFFSET_MM):  # and nan
        problem = translate("ProofsCli", "{text}: each of X and Y must be from -{most} to {most} mm")
        raise argparse.ArgumentTypeError(problem.format(text=repr(text), most=f"{MAX_OFFSET_MM:g}"))
    return (x, y)


def _safe_zone(text: str) -> float:
    return _millimetres(text, MAX_SAFE_ZONE_MM,
                        translate("ProofsCli", "the safe zone must be 0 to {most} mm, not {text}"))


def _copies(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= MAX_COPIES:
        problem = translate("ProofsCli", "{text}: copies must be a whole number from {least} to {most}")
        raise argparse.ArgumentTypeError(problem.format(text=repr(text), least=1, most=MAX_COPIES))
    return int(text)


def named(text: str) -> str:
    """An argparse type for a name or an id (a deck, a card): not empty."""
    if not text.strip():
        raise argparse.ArgumentTypeError(translate("ProofsCli", "an empty name names nothing"))
    return text


def _card_ids(text: str) -> list[str]:
    ids = [c.strip() for c in text.split(",")]
    if not all(ids):
        problem = translate("ProofsCli", "{text}: give card ids separated by commas, none of them empty")
        raise argparse.ArgumentTypeError(problem.format(text=repr(text)))
    return ids


def output_path(text: str) -> Path:
    """An argparse type for an --out: not empty (that would be the current folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(translate("ProofsCli", "an empty name names no file"))
    return Path(text)


def missing_folder(path: Path) -> str:
    """Why a file or folder cannot be made at `path` because the folder to hold it is not there
    ("" if it is): only what was asked for is made, never the folders above it."""
    folder = path.parent
    if folder.is_dir():
        return ""
    if folder.exists():
        return translate("ProofsCli", "{folder} is a file, not a folder").format(folder=folder)
    return translate("ProofsCli", "there is no folder {folder}; make it first, or give a path in a "
                     "folder that is there").format(folder=folder)


def pdf_out_problem(path: Path) -> str:
    """Why the PDF cannot be written at `path` ("" if it can): its folder must be there, and what
    stands at `path` already may only be a PDF (an earlier proof), never another file."""
    problem = missing_folder(path)
    if problem or not (path.exists() or path.is_symlink()):
        return problem
    if path.is_dir():
        return translate("ProofsCli", "{path} is a folder; give a file name for the PDF").format(path=path)
    try:
        with path.open("rb") as f:
            pdf = path.is_file() and f.read(5) == b"%PDF-"
    except OSError:
        pdf = False
    if not pdf:
        return translate("ProofsCli", "{path} is there already and is not a PDF; Salle does not write over "
                         "it: give another name").format(path=path)
    return ""


def add_proofs_parser(sub: Any, game_type: Any) -> None:
    p = sub.add_parser("proofs", help="print-and-play PDF of a game's cards (and boards)")
    p.add_argument("game", type=game_type, help="the game to print")
    p.add_argument("--deck", type=named, action="append", default=[], help="only this deck (repeatable)")
    p.add_argument("--cards", type=_card_ids, default=[], help="only these card ids, comma-separated")
    p.add_argument("--copies", type=_copies, default=1,
                   help=f"copies of each card, 1 to {MAX_COPIES} (default 1)")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    orient = p.add_mutually_exclusive_group()
    orient.add_argument("--landscape", action="store_true", default=None)
    orient.add_argument("--portrait", dest="landscape", action="store_false")
    p.add_argument("--card", type=_card, default="poker", help="poker, bridge, mini or WxH in mm")
    p.add_argument(
        "--bleed", type=bleed_mm, default=3.0, help="bleed in mm, 0-5 (default 3; 1/8 in is 3.175)"
    )
    p.add_argument(
        "--duplex",
        choices=("long", "short", "fold", "none"),
        default="none",
        help="backs: duplex flipping on the long or short edge, fold-over, or none",
    )
    p.add_argument("--offset", type=_offset, default=(0.0, 0.0), metavar="X,Y",
                   help=f"move the backs by X,Y mm, each from -{MAX_OFFSET_MM:g} to {MAX_OFFSET_MM:g} "
                   "(with a negative X, write it --offset=-1,0.5)")
    p.add_argument(
        "--safe-zone", type=_safe_zone, default=0.0, metavar="MM",
        help=f"draw a safe-zone guide MM inside the cut, 0 to {MAX_SAFE_ZONE_MM:g} (default 0: none)"
    )
    p.add_argument(
        "--no-board", dest="board", action="store_false", default=None, help="leave the boards out"
    )
    p.add_argument("--board", dest="board", action="store_true", help="add the boards to a selection")
    p.add_argument("--out", type=output_path, default=None,
                   help="the PDF to write (default GAME-proofs.pdf), in a folder that is there; a file "
                   "already there is written over only if it is a PDF")
    add_language_option(p)
    p.set_defaults(parser=p)  # an unknown deck or card is a usage error, found once the game is known


def run_proofs(args: Any) -> int:
    from engine.tools.progress import Progress
    from gui.cardface.headless import headless_application
    from gui.cardface.render import TextOverflow
    from gui.proofs.pdf import PrintJob, write_pdf

    app = headless_application()  # noqa: F841  (fonts need it)
    size = args.card if isinstance(args.card, tuple) else parse_card_size(args.card)
    landscape = args.landscape if args.landscape is not None else args.duplex == "fold"
    options = ProofOptions(
        paper=args.paper,
        landscape=landscape,
        card_mm=size,
        bleed_mm=args.bleed,
        duplex=args.duplex,
        offset_mm=args.offset,
        safe_zone_mm=args.safe_zone,
    )
    job = PrintJob(args.game, args.deck, args.cards, args.copies, args.board, language=args.cards_lang)
    out = args.out or Path(f"{get_game(args.game).name}-proofs.pdf")
    refused = pdf_out_problem(out)
    if refused:  # as a PDF that cannot be written: the file system's answer, not a usage error
        print(f"salle proofs: {refused}", file=sys.stderr)
        return 1
    try:
        job.cards()
        plan_grid(*options.page_mm, options.card_mm, options.bleed_mm)  # does a card fit the paper?
    except ValueError as e:
        args.parser.error(str(e))  # exits 2 with the usage
    try:
        bar: Progress | None = None

        def progress(done: int, total: int) -> None:
            nonlocal bar
            bar = bar or Progress(total, "proofs")
            bar.advance()

        report = write_pdf(job, options, out, progress)
    except (TextOverflow, ValueError, OSError, SalleError) as e:
        print(f"salle proofs: {e}", file=sys.stderr)
        return 1
    print(
        f"{report.path}: {report.pages} pages, {report.cards} cards, {report.size_bytes / 1024:.0f} KiB "
        f"in {report.seconds:.2f} s"
    )
    return 0
