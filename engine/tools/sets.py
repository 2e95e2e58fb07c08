"""`salle sets list|new|check|add`: card sets from the command line, and `--card-set` for the tools.

Every tool that plays or prints cards takes `--card-set NAME|FOLDER` (the referee, `play`,
`arena`, `balance` and `calibrate` also as `--cards FOLDER`; `proofs` keeps `--cards` for its
card ids): the set is checked whole and put in play before the tool starts, so the AI's worker
processes get it too. The tools that play also take `--guest-set NAME|FOLDER` (repeatable) where
each seat has its own deck: that set's decks join as guests, named in the options "<deck>@<set>".
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from engine.core.errors import SalleError
from engine.core.i18n import translate
from engine.games import get_game
from engine.store.cardsets import (
    CardSet,
    CardSetError,
    find_card_set,
    list_card_sets,
    look_elsewhere,
    new_card_set,
    new_set_problem,
    use_card_set,
)


def remembered_folders() -> list[str]:
    """The folders outside the data folder the player pointed Salle at (from the settings)."""
    from engine.store.settings import follow_data_folder, load_settings

    settings = load_settings()[0]
    follow_data_folder(settings)
    look_elsewhere(settings.card_set_folders)
    return list(settings.card_set_folders)


def judge_faces() -> None:
    """Judge the sets by their faces too (every face's words fit at every size it is drawn, in every
    language): the check is the GUI's, registered when its module loads, and drawn offscreen where
    there is no display. Where Qt cannot load at all, the sets are judged by their rules alone."""
    try:
        from gui.cardface.headless import headless_application

        headless_application()
        import gui.cardface.fit  # noqa: F401  (registers the faces' check with the card sets)
    except ImportError:
        pass


# the commands that draw faces: a set they are given is judged by its faces before they start
DRAWING_COMMANDS = ("proofs", "images")


def set_name(text: str) -> str:
    """An argparse type for a card set's name or folder: not empty (an empty one would be ignored,
    or taken for the current folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(translate("SetsCli", "an empty name names no card set"))
    return text


def existing_folder(text: str) -> Path:
    """An argparse type for a folder that must be there already (the command makes only its own
    folder inside it)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(translate("SetsCli", "an empty name names no folder"))
    folder = Path(text).expanduser()
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(
            translate("SetsCli", "there is no folder {folder}; make it first").format(folder=folder))
    return folder


def add_card_set_argument(parser: argparse.ArgumentParser, also_cards: bool = True) -> None:
    names = ("--card-set", "--cards") if also_cards else ("--card-set",)
    parser.add_argument(
        *names,
        dest="card_set",
        type=set_name,
        default=None,
        metavar="NAME|FOLDER",
        help=translate("SetsCli", "play with this card set (its name, or its folder), not the shipped cards"),
    )
    if also_cards:  # the tools that play: a second set's decks may meet the first's
        parser.add_argument(
            "--guest-set",
            dest="guest_sets",
            type=set_name,
            action="append",
            default=[],
            metavar="NAME|FOLDER",
            help=translate(
                "SetsCli",
                "a further card set whose Audatia characters or Barditus armies "
                "play beside the others, chosen in the options as DECK@SET, e.g. "
                "-o army1=roman@Sworn bands (repeatable)",
            ),
        )


def put_set_in_play(command: str, args: Any) -> int | None:
    """The set `--card-set` names and those `--guest-set` names, checked and in play: None to go
    on, or the exit status (2 for a set that is not there, of another game, or that cannot meet the
    others, 1 for one with a fault), with the message said."""
    wanted = getattr(args, "card_set", None)
    guests_wanted = list(getattr(args, "guest_sets", None) or [])
    if not wanted and not guests_wanted:
        return None
    parser: argparse.ArgumentParser | None = getattr(args, "parser", None)
    if command in DRAWING_COMMANDS:
        judge_faces()
    found: list[CardSet | None] = []
    for flag, name in [("--card-set", wanted), *(("--guest-set", g) for g in guests_wanted)]:
        if not name:
            found.append(None)
            continue
        try:
            card_set = find_card_set(name, remembered_folders())
        except (CardSetError, SalleError) as e:
            return _usage(parser, command, f"{flag}: {e}")
        game = getattr(args, "game", None)
        if card_set.ok and game and card_set.game != game:
            wrong = translate("SetsCli", "{flag}: {name} is a card set of {other}, not of {game}")
            titles = {"other": get_game(card_set.game).title, "game": get_game(game).title}
            return _usage(parser, command, wrong.format(flag=flag, name=card_set.name, **titles))
        if not card_set.ok:
            fault = translate("SetsCli", "salle {command}: the card set {name} has a fault:")
            print(fault.format(command=command, name=card_set.name), file=sys.stderr)
            for problem in card_set.errors:
                print(f"  {problem}", file=sys.stderr)
            return 1
        found.append(card_set)
    first, guests = found[0], [g for g in found[1:] if g is not None]
    try:
        use_card_set(first, guests)
    except CardSetError as e:
        return _usage(parser, command, f"--guest-set: {e}")
    return None


def _usage(parser: argparse.ArgumentParser | None, command: str, message: str) -> int:
    if parser is not None:
        parser.error(message)  # exits 2 with the usage
    print(f"salle {command}: {message}", file=sys.stderr)
    return 2


def add_sets_parser(sub: Any, game_type: Any) -> None:
    p = sub.add_parser(
        "sets", help=translate("SetsCli", "your own card sets: list, start one from a shipped deck, check")
    )
    p.set_defaults(parser=p)
    actions = p.add_subparsers(dest="sets_command", metavar="ACTION")
    actions.required = True
    ls = actions.add_parser(
        "list", help=translate("SetsCli", "every card set, with its game, its hash and any faults")
    )
    ls.set_defaults(parser=ls)
    new = actions.add_parser(
        "new", help=translate("SetsCli", "a new card set, copied from a game's shipped decks")
    )
    new.add_argument(
        "name", type=set_name,
        help=translate("SetsCli", "the new set's name: any name a file manager takes, without '@'")
    )
    new.add_argument(
        "game", type=game_type, help=translate("SetsCli", "the game whose shipped cards it starts from")
    )
    new.add_argument(
        "--deck",
        action="append",
        default=[],
        metavar="ID",
        help=translate("SetsCli", "copy only this deck (repeatable; default every deck of the game)"),
    )
    new.add_argument(
        "--in",
        dest="where",
        type=existing_folder,
        default=None,
        metavar="FOLDER",
        help=translate("SetsCli", "make it in FOLDER (remembered) instead of the data folder's card-sets; "
                       "FOLDER must be there already"),
    )
    new.set_defaults(parser=new)
    check = actions.add_parser(
        "check", help=translate("SetsCli", "check a card set by its game's rules (exit 1 on a fault)")
    )
    check.add_argument("set", type=set_name, metavar="NAME|FOLDER",
                       help=translate("SetsCli", "a set's name, or its folder"))
    check.set_defaults(parser=check)
    add = actions.add_parser("add", help=translate("SetsCli", "remember a card set kept in another folder"))
    add.add_argument("folder", type=existing_folder, help=translate("SetsCli", "the set's folder"))
    add.set_defaults(parser=add)


def run_sets(args: Any) -> int:
    judge_faces()  # "sound: ready to play and print" means the faces, too
    try:
        if args.sets_command == "list":
            return _list()
        if args.sets_command == "new":
            return _new(args)
        if args.sets_command == "check":
            return _check(args)
        return _add(args)
    except CardSetError as e:
        print(f"salle sets: {e}", file=sys.stderr)
        return 1


def describe(card_set: CardSet) -> list[str]:
    """A set as the list prints it: a heading line, then its faults (or that it is sound)."""
    lines = [f"{card_set.title()}  {card_set.short_hash}  {card_set.folder}"]
    if card_set.ok:
        lines.append("  " + translate("SetsCli", "sound: ready to play and print"))
    lines += [f"  {problem}" for problem in card_set.errors]
    return lines


def _list() -> int:
    sets = list_card_sets(remembered_folders())
    if not sets:
        print(
            translate(
                "SetsCli", "No card sets yet: `salle sets new NAME GAME` starts one from a shipped deck."
            )
        )
    for card_set in sets:
        print("\n".join(describe(card_set)))
    return 0


def _new(args: Any) -> int:
    remembered_folders()  # the data folder the player chose, if any
    refused = new_set_problem(args.name, args.game, args.deck, args.where)
    if refused:
        args.parser.error(refused)
    card_set = new_card_set(args.name, args.game, args.deck, args.where)
    if args.where is not None:
        _remember(card_set.folder)
    print(
        translate("SetsCli", "Made the card set {name} in {folder}").format(
            name=card_set.name, folder=card_set.folder
        )
    )
    print("\n".join(describe(card_set)[1:]))
    return 0 if card_set.ok else 1


def _check(args: Any) -> int:
    try:
        card_set = find_card_set(args.set, remembered_folders())
    except CardSetError as e:
        args.parser.error(str(e))
    print("\n".join(describe(card_set)))
    return 0 if card_set.ok else 1


def _add(args: Any) -> int:
    folder = args.folder.expanduser().resolve()
    if not folder.is_dir():
        args.parser.error(translate("SetsCli", "{folder} is not a folder").format(folder=folder))
    _remember(folder)
    print("\n".join(describe(find_card_set(str(folder)))))
    return 0


def _remember(folder: Path) -> None:
    """Keep `folder` among the settings' card set folders (once)."""
    from engine.store.settings import SettingsError, load_settings, save_settings

    settings = load_settings()[0]
    text = str(folder.resolve())
    if text not in settings.card_set_folders:
        settings.card_set_folders.append(text)
        try:
            save_settings(settings)
        except SettingsError as e:
            raise CardSetError(
                translate("SetsCli", "the folder could not be remembered: {reason}").format(reason=e)
            ) from None
