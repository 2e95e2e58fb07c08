"""argparse's own words ("usage:", "options", "the following arguments are required") in the
language the command line speaks: argparse asks gettext for them, and Salle's words come from its
Qt catalogues, so argparse is pointed at those. Only what a person meets is listed; argparse's
messages to programmers (a parser built wrongly) stay English."""

from __future__ import annotations

import argparse

from engine.core.i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "Argparse"
WORDS = (
    QT_TRANSLATE_NOOP("Argparse", "usage: "),
    QT_TRANSLATE_NOOP("Argparse", "options"),
    QT_TRANSLATE_NOOP("Argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("Argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("Argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("Argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("Argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("Argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("Argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("Argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("Argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected %s argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected %s arguments"),
    QT_TRANSLATE_NOOP("Argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("Argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("Argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("Argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("Argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
)


def _words(text: str) -> str:
    return translate(CONTEXT, text) if text in WORDS else text


def _plural(one: str, many: str, n: int) -> str:
    # the one plural argparse shows a person ("expected 2 arguments"): one and many, as the
    # languages Salle speaks count
    return _words(one if n == 1 else many)


def speak_argparse() -> None:
    """From now on argparse's words come from Salle's catalogues, in the language in use."""
    argparse._ = _words  # type: ignore[attr-defined]
    argparse.ngettext = _plural  # type: ignore[attr-defined]
