"""`salle images`: print-shop card images (and tabletop deck sheets) from the command line."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

# No Qt import up here: main.py builds every subcommand's parser, and `salle play` must keep
# working on a machine where Qt cannot load.
from engine.core.cards import decks_for
from engine.core.i18n import translate
from engine.games import all_games
from gui.proofs.cli import add_language_option, bleed_mm, missing_folder, output_path


def _icc_file(text: str) -> Path:
    path = Path(text)
    if not path.is_file():
        raise argparse.ArgumentTypeError(translate("ProofsCli", "no ICC profile at {path}").format(path=text))
    return path


def _check_decks(parser: argparse.ArgumentParser, namespace: argparse.Namespace) -> None:
    """Refuse a --deck the game does not have; runs on whichever of the two comes last."""
    game, wanted = getattr(namespace, "game", None), getattr(namespace, "decks", None)
    if not game or not wanted:
        return
    try:
        known = [d.id for d in decks_for(game)]
    except KeyError:
        known = []
    for deck in wanted:
        if deck not in known:
            problem = translate("ProofsCli", "argument --deck: {game} has no deck {deck}; its decks: {decks}")
            parser.error(problem.format(game=game, deck=repr(deck),
                                        decks=", ".join(known) or translate("ProofsCli", "none")))


class _GameAction(argparse.Action):
    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        setattr(namespace, self.dest, values)
        _check_decks(parser, namespace)


class _DeckAction(argparse.Action):
    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        setattr(namespace, self.dest, [*(getattr(namespace, self.dest, None) or []), values])
        _check_decks(parser, namespace)


def add_images_parser(sub: argparse._SubParsersAction, game_type: Any) -> None:  # type: ignore[type-arg]
    """Add `images GAME [--dpi] [--bleed] [--cmyk] [--icc] [--deck]... [--sheet] [--out] [--lang]`."""
    p = sub.add_parser("images", help="card images for a print shop (PNG, or CMYK JPEG) and deck sheets",
                       description="One image per card face and one back per deck, with bleed, "
                       "plus a CSV of how many copies of each face to print.")
    p.add_argument("game", type=game_type, action=_GameAction, help=f"one of: {', '.join(all_games())}")
    p.add_argument("--dpi", type=int, choices=(300, 600), default=300, help="resolution (default 300)")
    p.add_argument("--bleed", type=bleed_mm, default=3.0, metavar="MM",
                   help="background printed beyond the cut on every side, 0 to 5 mm (default 3)")
    p.add_argument("--cmyk", action="store_true", help="CMYK JPEGs instead of PNGs")
    p.add_argument("--icc", type=_icc_file, default=None, metavar="FILE",
                   help="the print shop's CMYK ICC profile, for exact colours (implies --cmyk)")
    p.add_argument("--deck", dest="decks", action=_DeckAction, default=None, metavar="D",
                   help="only this deck (repeat for more; default every deck of the game)")
    p.add_argument("--sheet", action="store_true",
                   help="also a 10x7 sheet of every card and a back image, for virtual tabletops")
    p.add_argument("--out", type=output_path, default=None, metavar="DIR",
                   help="folder for the files (default ./proofs-GAME); made if it is not there, but only "
                   "it: the folder holding it must be there")
    add_language_option(p)


def out_folder_problem(out: Path) -> str:
    """Why the images cannot go in `out` ("" if they can): it is made if missing, but the folder
    holding it must be there, and a file of that name is not a folder to write into."""
    if out.is_dir():
        return ""
    if out.exists() or out.is_symlink():
        return translate("ProofsCli", "{path} is there already and is not a folder").format(path=out)
    return missing_folder(out)


def run_images(args: argparse.Namespace) -> int:
    """Write the images `add_images_parser`'s arguments ask for; 0, or 1 with a message."""
    from gui.qtcheck import qt_problem

    problem = qt_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from PySide6.QtGui import QGuiApplication

    from engine.tools.progress import Progress
    from gui.proofs.images import deck_sheet, export_images

    # images need no window: without a display, or with one, offscreen renders the same
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication([])  # must stay alive while we paint
    out = args.out if args.out is not None else Path(f"proofs-{args.game}")
    refused = out_folder_problem(out)
    if refused:  # as a folder that cannot be written to: the file system's answer, not a usage error
        print(f"salle images: {refused}", file=sys.stderr)
        return 1
    bar: Progress | None = None

    def advance(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = Progress(total, "images")
        bar.advance()

    try:
        files = export_images(args.game, out, dpi=args.dpi, bleed_mm=args.bleed,
                              cmyk=args.cmyk or args.icc is not None, icc_profile=args.icc,
                              deck_ids=args.decks, progress=advance, language=args.cards_lang)
        if args.sheet:
            for deck in args.decks or [d.id for d in decks_for(args.game)]:
                files += deck_sheet(args.game, deck, out, language=args.cards_lang)
    except (ValueError, OSError) as e:  # TextOverflow is a ValueError: it names the card
        print(f"salle images: {e}", file=sys.stderr)
        return 1
    for path in files:
        print(path)
    return 0
