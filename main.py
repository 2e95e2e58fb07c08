"""Salle's entry point: no arguments opens the table; subcommands run the headless tools."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.ai.players import LEVELS, PEOPLE_LEVELS
from engine.core.cards import CardFileError
from engine.core.i18n import LANGUAGES, translate
from engine.games import all_games, check_card_data, get_game
from engine.tools.argparse_words import speak_argparse
from engine.tools.sets import add_card_set_argument, add_sets_parser, put_set_in_play, run_sets
from engine.version import version


def _game(name: str) -> str:
    try:
        return get_game(name).name
    except KeyError as e:
        raise argparse.ArgumentTypeError(str(e.args[0])) from None


def _level(name: str) -> str:
    if name not in LEVELS:
        raise argparse.ArgumentTypeError(translate("Cli", "no AI level {name}; choose from {levels}")
                                         .format(name=repr(name), levels=", ".join(LEVELS)))
    return name


def _whole(least: int, most: int) -> Any:
    """An argparse type: a whole number from `least` to `most`."""

    def parse(text: str) -> int:
        shown = text if len(text) <= 40 else text[:37] + "..."  # a number pasted by mistake stays short
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(translate("Cli", "{text} is not a whole number")
                                             .format(text=repr(shown))) from None
        if n < least:
            raise argparse.ArgumentTypeError(translate("Cli", "{number} must be at least {least}")
                                             .format(number=shown, least=least))
        if n > most:
            raise argparse.ArgumentTypeError(translate("Cli", "{number} must be at most {most}")
                                             .format(number=shown, most=most))
        return n

    return parse


# The bounds of the numbers the tools take, each past anything a run needs: a seed is what the
# practice history keeps (a 64-bit integer); a run of a hundred thousand matches takes days.
MAX_SEED = 2**63 - 1
MAX_MATCHES = 100_000
# Windows waits on at most 63 handles at once: a pool of more than 61 processes fails there
MAX_JOBS = 61 if sys.platform == "win32" else 256
MAX_HITS = 15  # En Garde's own option allows 1 to 15
MAX_BINS = 100
MAX_RECENT = 10_000

_matches = _whole(1, MAX_MATCHES)
_jobs = _whole(1, MAX_JOBS)
_seed = _whole(0, MAX_SEED)


def _sprt(text: str) -> tuple[float, float]:
    """ELO0,ELO1 for `arena --sprt`: two Elo differences, the first below the second."""
    from engine.tools.sprt import MAX_ELO

    shown = text if len(text) <= 40 else text[:37] + "..."
    try:
        elo0, elo1 = (float(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(translate("Cli", "{text}: give ELO0,ELO1, two Elo differences, "
                                                   "e.g. 0,30").format(text=repr(shown))) from None
    if not (-MAX_ELO <= elo0 <= MAX_ELO and -MAX_ELO <= elo1 <= MAX_ELO):  # and nan
        raise argparse.ArgumentTypeError(translate("Cli", "{text}: each Elo must be from -{most} to {most}")
                                         .format(text=repr(shown), most=f"{MAX_ELO:g}"))
    if elo0 >= elo1:
        raise argparse.ArgumentTypeError(translate("Cli", "{text}: ELO0 must be below ELO1")
                                         .format(text=repr(shown)))
    return elo0, elo1


def _cluster(address: str) -> str:
    from engine.tools.runs import address_problem

    problem = address_problem(address)
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return address


def _tls_file(path: str) -> str:
    """A certificate or key file given for a cluster: one that is there."""
    if not Path(path).is_file():
        raise argparse.ArgumentTypeError(translate("Cli", "no certificate or key file at {path}")
                                         .format(path=repr(path)))
    return path


class _ClusterPart(argparse.Action):
    """--cluster and its TLS files, gathered as they are read into one Cluster (its `const` names
    the part), which the run takes whole; the parts that cannot go together are said when it starts."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        from dataclasses import replace

        from engine.tools.runs import Cluster

        setattr(namespace, self.dest, replace(getattr(namespace, self.dest, None) or Cluster(""),
                                              **{self.const: values}))


def _add_run_arguments(parser: argparse.ArgumentParser) -> None:
    """Where a long run's matches are played, and where their results are kept as they end."""
    parser.add_argument("--cluster", type=_cluster, action=_ClusterPart, const="address", default=None,
                        metavar="ADDRESS",
                        help=translate("Cli", "run each match as a task on the Dask scheduler at ADDRESS "
                                       "(e.g. tcp://192.168.1.20:8786, or tls://HOST:PORT with the files "
                                       "below) instead of --jobs local processes. The cluster can run any "
                                       "code in Salle: use only machines you trust"))
    for option, part, words in (
            ("--tls-ca-file", "ca_file", translate("Cli", "the certificate authority (PEM) of a cluster "
                                                   "secured with TLS")),
            ("--tls-cert", "cert", translate("Cli", "this computer's certificate (PEM) for that cluster, "
                                             "signed by its authority")),
            ("--tls-key", "key", translate("Cli", "the private key (PEM) of that certificate, if it is "
                                           "not in the certificate's file"))):
        parser.add_argument(option, type=_tls_file, action=_ClusterPart, const=part, dest="cluster",
                            default=None, metavar="FILE", help=words)
    parser.add_argument("--journal", default=None, metavar="FILE",
                        help=translate("Cli", "write each match's result to FILE as it ends; the same "
                                       "command with the same FILE goes on where a stopped run left off "
                                       "(and a larger -n plays only the new matches)"))


def _language(code: str) -> str:
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(translate("Cli", "Salle does not speak {code}; choose from {codes}")
                                         .format(code=repr(code), codes=", ".join(LANGUAGES)))
    return code


def asked_language(argv: Sequence[str]) -> str | None:
    """The --lang CODE given before the subcommand, read before the parser is built (its help is
    written in that language); a code Salle does not speak is left for the parser to refuse."""
    for i, arg in enumerate(argv):
        if not arg.startswith("-"):
            return None  # the subcommand: what follows is its own
        value = arg.partition("=")[2] if arg.startswith("--lang=") else (
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        if value is not None:
            return value if value in LANGUAGES else None
    return None


def speak(argv: Sequence[str]) -> str | None:
    """The command line's words in the language --lang asks for, else the locale's (LANGUAGE,
    LC_ALL, LC_MESSAGES, LANG). Returns --lang's code, for the table to speak it too. Without
    Qt the words stay English: the terminal game still works."""
    asked = asked_language(argv)
    try:
        from gui.i18n import system_language, use_language
    except ImportError:
        return asked
    use_language(asked or system_language())
    speak_argparse()
    return asked


def build_parser() -> argparse.ArgumentParser:
    from engine.tools.sprt import MAX_ELO

    games = ", ".join(all_games())
    one_of = translate("Cli", "one of: {games}").format(games=games)
    p = argparse.ArgumentParser(prog="salle",
                                description=translate("Cli", "Salle: a table for duelling card games."))
    # not argparse's version action, which prints and exits before it has read the rest: a
    # --version beside a command is a usage error
    p.add_argument("--version", action="store_true",
                   help=translate("Cli", "show Salle's version and exit (alone: no command with it)"))
    p.add_argument("--lang", type=_language, metavar="CODE",
                   help=translate("Cli", "the language of Salle's words: {codes} (default: the locale's)")
                   .format(codes=", ".join(LANGUAGES)))
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help=translate("Cli", "play in the terminal against the AI or hot-seat"))
    play.add_argument("game", type=_game, help=one_of)
    play.add_argument("--level", choices=("basic", "standard", "advanced"), default="standard",
                      help=translate("Cli", "En Garde rules level (default standard)"))
    play.add_argument("--vs", type=_level_or_human, default="club",
                      help=translate("Cli", "opponent: {levels} or human for hot-seat (default club)")
                      .format(levels=", ".join(PEOPLE_LEVELS)))
    play.add_argument("--seat", type=int, choices=(0, 1), default=0,
                      help=translate("Cli", "your seat; seat 0 opens"))
    play.add_argument("--parry", choices=("total", "equal"), default=None,
                      help=translate("Cli", "En Garde parry rule: total (the rulebook, default) or equal "
                                     "(later editions)"))
    play.add_argument("--discards", choices=("hidden", "open"), default="hidden")
    play.add_argument("--hits", type=_whole(1, MAX_HITS), default=5,
                      help=translate("Cli", "hits to win the match, 1 to {most} (default 5)")
                      .format(most=MAX_HITS))
    play.add_argument("--seed", type=_seed, default=None,
                      help=translate("Cli", "deal seed, 0 to {most} (default: random)").format(most=MAX_SEED))
    play.add_argument("--notation", action="store_true",
                      help=translate("Cli", "show each action's notation beside its words"))
    play.add_argument("-o", "--option", type=_option, action="append", default=[], metavar="NAME=VALUE",
                      help=translate("Cli", "a game option, e.g. -o variant=sudden for Audatia (repeatable)"))
    play.set_defaults(parser=play)  # option values the game refuses are usage errors too
    add_card_set_argument(play)

    ref = sub.add_parser("referee", help=translate("Cli", "JSON-lines rules referee on stdin/stdout"))
    ref.add_argument("game", type=_game, help=one_of)
    ref.set_defaults(parser=ref)
    add_card_set_argument(ref)

    # argparse reads % in help texts as its own formatting: a per cent sign is written %%
    arena = sub.add_parser("arena", help=translate("Cli", "AI against AI: win rates with 95%% intervals"))
    arena.add_argument("game", type=_game, help=one_of)
    arena.add_argument("--a", type=_level, required=True, help=translate("Cli", "level of player A"))
    arena.add_argument("--b", type=_level, required=True, help=translate("Cli", "level of player B"))
    arena.add_argument("-n", type=_matches, default=200,
                       help=translate("Cli", "matches, 1 to {most} (default 200)").format(most=MAX_MATCHES))
    arena.add_argument("--jobs", type=_jobs, default=2,
                       help=translate("Cli", "processes, 1 to {most} (default 2)").format(most=MAX_JOBS))
    arena.add_argument("--seed", type=_seed, default=1,
                       help=translate("Cli", "the run's seed, 0 to {most} (default 1)")
                       .format(most=MAX_SEED))
    arena.add_argument("--level", choices=("basic", "standard", "advanced"), default="standard",
                       help=translate("Cli", "En Garde rules level (default standard)"))
    arena.add_argument("-o", "--option", type=_option, action="append", default=[], metavar="NAME=VALUE",
                       help=translate("Cli", "a game option, e.g. -o variant=salle (repeatable)"))
    arena.add_argument("--sprt", type=_sprt, default=None, metavar="ELO0,ELO1",
                       help=translate("Cli", "a sequential test, as Stockfish's fishtest runs: pairs of "
                                      "matches on one deal, seats swapped, until A is found ELO1 rather "
                                      "than ELO0 Elo stronger, or the reverse (-n caps the matches); "
                                      "each from -{most} to {most}, ELO0 below ELO1")
                       .format(most=f"{MAX_ELO:g}"))
    arena.set_defaults(parser=arena)
    _add_run_arguments(arena)
    add_card_set_argument(arena)

    bal = sub.add_parser("balance", help=translate("Cli", "one AI level against itself, sides rotated: win "
                                                   "rate of each side"))
    bal.add_argument("game", type=_game, help=one_of)
    bal.add_argument("--level", type=_level, default="master",
                     help=translate("Cli", "the AI level (default master)"))
    bal.add_argument("-n", type=_matches, default=400,
                     help=translate("Cli", "matches, 1 to {most} (default 400)").format(most=MAX_MATCHES))
    bal.add_argument("--jobs", type=_jobs, default=2,
                     help=translate("Cli", "processes, 1 to {most} (default 2)").format(most=MAX_JOBS))
    bal.add_argument("--seed", type=_seed, default=1,
                     help=translate("Cli", "the run's seed, 0 to {most} (default 1)")
                     .format(most=MAX_SEED))
    bal.add_argument("-o", "--option", type=_option, action="append", default=[], metavar="NAME=VALUE",
                     help=translate("Cli", "a game option kept for every match, e.g. -o break=on "
                                    "(repeatable)"))
    bal.add_argument("--pair", type=_pair, action="append", default=[], metavar="DECK,DECK",
                     help=translate("Cli", "play this pairing of decks, sides rotated, instead of the game's "
                                    "own rotation, e.g. --pair roman,roman@Sworn bands (repeatable; Audatia "
                                    "and Barditus)"))
    bal.set_defaults(parser=bal)
    _add_run_arguments(bal)
    add_card_set_argument(bal)

    cal = sub.add_parser("calibrate", help=translate("Cli", "AI against AI: does the coach's win chance "
                                                     "mean what it says?"))
    cal.add_argument("game", type=_game, help=one_of)
    cal.add_argument("--level", type=_level, default="master",
                     help=translate("Cli", "the AI level playing both sides (default master)"))
    cal.add_argument("--coach", choices=("club", "master"), default="master",
                     help=translate("Cli", "the level whose search budget weighs the moves (default master, "
                                    "the hint's)"))
    cal.add_argument("-n", type=_matches, default=40,
                     help=translate("Cli", "matches, 1 to {most} (default 40)").format(most=MAX_MATCHES))
    cal.add_argument("--jobs", type=_jobs, default=2,
                     help=translate("Cli", "processes, 1 to {most} (default 2)").format(most=MAX_JOBS))
    cal.add_argument("--seed", type=_seed, default=1,
                     help=translate("Cli", "the run's seed, 0 to {most} (default 1)")
                     .format(most=MAX_SEED))
    cal.add_argument("--bins", type=_whole(2, MAX_BINS), default=10,
                     help=translate("Cli", "groups of shown chance, 2 to {most} (default 10)")
                     .format(most=MAX_BINS))
    cal.add_argument("-o", "--option", type=_option, action="append", default=[], metavar="NAME=VALUE",
                     help=translate("Cli", "a game option kept for every match (repeatable)"))
    cal.set_defaults(parser=cal)
    add_card_set_argument(cal)

    from gui.proofs.cli import add_proofs_parser

    add_proofs_parser(sub, _game)
    from gui.proofs.images_cli import add_images_parser

    add_images_parser(sub, _game)
    for printing in ("proofs", "images"):  # their --cards already names card ids
        add_card_set_argument(sub.choices[printing], also_cards=False)
    add_sets_parser(sub, _game)

    sub.add_parser("selftest", help=translate("Cli", "check this installation: an AI match, the table, a "
                                              "proof PDF"))

    hist = sub.add_parser("history", help=translate("Cli", "your finished games and your record against "
                                                    "each AI"))
    hist.add_argument("--game", type=_game, default=None, help=translate("Cli", "only this game"))
    hist.add_argument("-n", type=_whole(1, MAX_RECENT), default=10,
                      help=translate("Cli", "how many recent games, 1 to {most} (default 10)")
                      .format(most=MAX_RECENT))
    return p


def _level_or_human(name: str) -> str:
    return name if name == "human" else _level(name)


# The save type's magic (packaging/linux/io.salle.Salle.xml): the desktop calls a file a Salle save
# when "salle-save", quoted, starts within its first 256 bytes, whatever the file's name.
SAVE_MAGIC = b'"salle-save"'
SAVE_MAGIC_WITHIN = 256
# The first argument the desktop entry's Exec (and Windows' "Open with") passes: nobody reads a
# terminal there, so the file given goes to the table, which says why it cannot open it.
FROM_DESKTOP = "--desktop"


def looks_like_save(path: Path) -> bool:
    """Whether a regular file starts as a Salle save does, as the desktop's save type tells one."""
    if not path.is_file():  # never a FIFO or a device, which a read could wait on forever
        return False
    try:
        with path.open("rb") as f:
            head = f.read(SAVE_MAGIC_WITHIN + len(SAVE_MAGIC))
    except OSError:
        return False
    return SAVE_MAGIC in head


def save_to_open(argv: Sequence[str]) -> Path | None:
    """`salle GAME.salle` (or an older GAME.salle.json, or a file of any name that starts as a save,
    as the desktop's save type claims one): a saved game given alone (an "Open with" from the
    desktop)."""
    if len(argv) != 1 or not Path(argv[0]).is_file():
        return None
    path = Path(argv[0])
    return path if path.name.lower().endswith((".salle", ".json")) or looks_like_save(path) else None


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == [FROM_DESKTOP] and len(argv) <= 2:
        # the table whatever the file: one that cannot be opened is refused in a window, with why
        return open_table(Path(argv[1]) if len(argv) == 2 else None)
    save = save_to_open(argv)
    if save is not None:
        return open_table(save)
    asked = speak(argv)
    if not argv:  # the table, as the desktop opens it: the parser (every tool's options) can wait
        return open_table()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.version:
        if args.command is not None:
            parser.error(translate("Cli", "--version takes no command"))
        print(f"Salle {version()}")
        return 0
    if args.command is None:
        return open_table(language=asked)
    # the self-test reports damaged card data among its own checks; the history uses no cards
    if args.command not in ("selftest", "history") and not card_data_sound(args.command):
        return 1
    if args.command == "sets":
        return run_sets(args)
    refused = put_set_in_play(args.command, args)
    if refused is not None:
        return refused
    if args.command == "play":
        return cmd_play(args)
    if args.command == "referee":
        from engine.tools.referee import serve

        return serve(args.game)
    if args.command == "history":
        return cmd_history(args)
    if args.command == "selftest":
        from gui.selftest import run as selftest

        return selftest()
    if args.command == "proofs":
        from gui.proofs.cli import run_proofs

        return run_proofs(args)
    if args.command == "images":
        from gui.proofs.images_cli import run_images

        return run_images(args)
    if args.command in ("arena", "balance"):
        return cmd_matches(args)
    if args.command == "calibrate":
        from engine.ai.coach import calibration
        from engine.tools.calibrate import brier, calibration_table, cross_fitted, fit_map, run_calibration

        options = _game_options(args, {})
        matches = run_calibration(args.game, args.level, args.n, args.seed, args.jobs, options, args.coach)
        print(calibration_table(matches, args.bins))
        (slope, shift), (kept_slope, kept_shift) = fit_map(matches), calibration(args.game, args.coach)
        held_out = cross_fitted(matches)
        print()
        print(translate("Cli", "The map fitted to this run: slope {slope}, shift {shift}; fitted to half the "
                        "matches, it scores {brier} in Brier on the other half. The game keeps slope "
                        "{kept_slope}, shift {kept_shift} for the {level}'s search.").format(
            slope=f"{slope:.2f}", shift=f"{shift:+.2f}", brier=f"{brier(held_out):.3f}",
            kept_slope=f"{kept_slope:.2f}", kept_shift=f"{kept_shift:+.2f}",
            level=translate("Levels", LEVELS[args.coach].title)))
        print()
        print(translate("Cli", "The same decisions through maps each fitted to the other half of the "
                        "matches:"))
        print()
        print(calibration_table(held_out, args.bins))
        return 0
    return 2


def card_data_sound(command: str) -> bool:
    """Every card file checked by its game's rules before a tool uses one; a fault is one line
    naming the file, the card and the field (False), never a traceback mid-game."""
    try:
        check_card_data()
    except CardFileError as e:
        print(translate("Cli", "salle {command}: the card data is damaged: {problem}")
              .format(command=command, problem=e), file=sys.stderr)
        return False
    return True


def _pair(text: str) -> tuple[str, str]:
    """DECK,DECK from the command line: a pairing for `balance --pair`."""
    a, comma, b = text.partition(",")
    if not comma or not a.strip() or not b.strip():
        raise argparse.ArgumentTypeError(translate("Cli", "{text}: write a pairing as DECK,DECK")
                                         .format(text=repr(text)))
    return a.strip(), b.strip()


def _option(text: str) -> tuple[str, Any]:
    """NAME=VALUE from the command line; whole numbers become numbers, as game options are typed."""
    name, eq, value = text.partition("=")
    if not eq or not name.strip() or not value.strip():
        raise argparse.ArgumentTypeError(translate("Cli", "{text}: write an option as NAME=VALUE")
                                         .format(text=repr(text)))
    whole = re.fullmatch(r"-?[0-9]{1,40}", value)  # a game's numbers are small: longer is a word
    return name, int(value) if whole else value


def _game_options(args: Any, base: dict[str, Any]) -> dict[str, Any]:
    """`base` with the -o options; options the game refuses are usage errors (exit 2)."""
    options = {**base, **dict(args.option)}
    try:
        get_game(args.game).parse_options(options)
    except ValueError as e:
        args.parser.error(str(e))
    return options


def cmd_matches(args: Any) -> int:
    """`arena` or `balance`: the matches, here or on a cluster, and their table."""
    from engine.tools.journal import JournalError
    from engine.tools.runs import ClusterError

    if args.journal is not None and not args.journal.strip():  # it would name the current folder
        args.parser.error(translate("Cli", "argument --journal: an empty name names no file"))
    try:
        if args.command == "arena":
            from engine.tools.arena import run_arena, table

            options = _game_options(args, {"level": args.level} if args.game == "en-garde" else {})
            if args.sprt is not None:
                return _arena_sprt(args, options)
            print(table(args.a, args.b, run_arena(args.game, args.a, args.b, args.n, args.seed, args.jobs,
                                                  options, args.cluster, args.journal)))
        else:
            from engine.tools.balance import PAIRINGS, balance_table, pairing_tasks, run_balance

            options = _game_options(args, {})
            if args.pair:
                if args.game not in PAIRINGS:
                    args.parser.error(translate("Cli", "--pair: in {game} both players share one deck")
                                      .format(game=get_game(args.game).title))
                try:  # a deck the game does not know is a usage error before any match is played
                    pairing_tasks(args.game, args.level, args.pair, 1, args.seed, options)
                except ValueError as e:
                    args.parser.error(f"--pair: {e}")
            print(balance_table(args.game, run_balance(args.game, args.level, args.n, args.seed, args.jobs,
                                                       options, args.cluster, args.pair or None,
                                                       args.journal),
                                bool(args.pair)))
    except (ClusterError, JournalError) as e:
        print(f"salle {args.command}: {e}", file=sys.stderr)
        return 1
    return 0


def _arena_sprt(args: Any, options: dict[str, Any]) -> int:
    """`arena --sprt`: pairs of matches until the sequential test decides, then its report."""
    from importlib.util import find_spec

    from engine.tools.arena import run_sprt, sprt_report
    from engine.tools.sprt import Hypotheses

    if args.n < 2:
        args.parser.error(translate("Cli", "argument --sprt: the matches are played in pairs; give -n 2 "
                                    "or more"))
    if find_spec("scipy") is None:  # said before any match is played, not after the first pair
        if getattr(sys, "frozen", False):
            print(translate("Cli", "salle arena: this copy of Salle came from its installer, which leaves "
                            "out SciPy, which the sequential test needs: to run it, run Salle from its "
                            "source folder or install it with pip and its strength extra"), file=sys.stderr)
        else:
            print(translate("Cli", "salle arena: the sequential test needs SciPy: pip install scipy (or "
                            "Salle's extra: pip install 'salle[strength]')"), file=sys.stderr)
        return 1
    elo0, elo1 = args.sprt
    print(sprt_report(run_sprt(args.game, args.a, args.b, args.n, args.seed, args.jobs,
                               Hypotheses(elo0, elo1), options, args.cluster, args.journal)))
    return 0


def cmd_play(args: Any) -> int:
    import random

    from engine.tools.play import TerminalGame

    game = get_game(args.game)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    en_garde = {"level": args.level, "discards": args.discards, "hits": args.hits}
    if args.parry is not None:  # otherwise the game's own default, the rulebook's
        en_garde["parry"] = args.parry
    options = _game_options(args, en_garde if args.game == "en-garde" else {})
    seats = ["human", args.vs] if args.seat == 0 else [args.vs, "human"]
    what = (translate("Cli", "{level} game").format(level=args.level) if args.game == "en-garde"
            else ", ".join(f"{k} {v}" for k, v in args.option))
    print(translate("Cli", "{game}, seed {seed}. Type ? for the notation.")
          .format(game=f"{game.title}, {what}" if what else game.title, seed=seed))
    return TerminalGame(game, options, (seats[0], seats[1]), seed, notation=args.notation).run()


def cmd_history(args: Any) -> int:
    from engine.core.errors import SalleError
    from engine.store.history import History
    from engine.store.settings import follow_data_folder, load_settings

    follow_data_folder(load_settings()[0])  # the folder the player chose for his history, if any
    try:
        with History() as history:
            rows = history.recent(args.n, args.game)
            summary = history.summary(args.game)
    except SalleError as e:
        print(f"salle history: {e}", file=sys.stderr)
        return 1
    if history.skipped:
        print(translate("Cli", "(%n game(s) in the history could not be read and left out: {problem}.)",
                        None, len(history.skipped)).format(problem=history.skipped[min(history.skipped)]),
              file=sys.stderr)
    if not rows:
        print(translate("Cli", "No finished games yet."))
        return 0
    print(translate("Cli", "Recent games:"))
    for r in rows:
        seats = " vs ".join(s.kind if s.level is None else f"ai:{s.level}" for s in r.seats)
        result = (translate("Cli", "abandoned") if r.abandoned
                  else translate("Cli", "drawn") if r.winner is None
                  else translate("Cli", "seat {seat} won").format(seat=r.winner))
        moves = translate("Cli", "%n move(s)", None, len(r.moves))
        print(f"  {r.played_at:%Y-%m-%d %H:%M}  {r.game:<10} {seats:<22} {result:<11} {moves}")
    print(translate("Cli", "Record (wins-losses-draws; abandoned games count for none of them):"))
    for me, against in sorted(summary.items()):
        for other, t in sorted(against.items()):
            left = (", " + translate("Cli", "%n abandoned", None, t["abandoned"])) if t["abandoned"] else ""
            print(f"  {me:>12} vs {other:<12} {t['wins']}-{t['losses']}-{t['draws']}{left}")
    return 0


def open_table(save: Path | None = None, language: str | None = None) -> int:
    """The Qt table (resuming `save` if given); if Qt cannot load here, say which apt-get line
    fixes it, and if there is no display, say so (exit 1), before Qt would abort on its own.
    One Salle runs per player: if one is running, it comes forward (and opens `save`), and this
    start ends there (exit 0)."""
    from gui.qtcheck import display_problem, qt_problem, terminal_command

    problem = qt_problem()
    if problem:
        print(problem, file=sys.stderr)
        print(translate("Cli", "Meanwhile the terminal game works: {command} play en-garde")
              .format(command=terminal_command()), file=sys.stderr)
        return 1
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from gui.app import make_app, run
    from gui.single_instance import first_salle

    make_app()  # the running Salle is reached through Qt; this start's window, if any, uses the same app
    if not first_salle(save):
        return 0
    return run(save=save, language=language)


if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # elsewhere freeze_support does nothing: no need to load it
        import multiprocessing

        multiprocessing.freeze_support()  # the AI's search workers in a frozen (PyInstaller) program
    sys.exit(main())
