"""Whether a card set's faces can be drawn: every card, at every size Salle draws it, in every language
the set gives, judged once where the set is checked.

Fitting words is a matter of fonts, which the engine does not draw; this module registers its check
with the card sets (engine.store.cardsets), so every set read where faces are drawn (the Card sets
window, the table, the proofs, `sets check`) is refused when a face would not fit, naming the file,
the card and the field, rather than failing where it is drawn. The sizes are those the faces are
drawn at: the table's smallest drawing (a card is never drawn smaller: it is scaled down from
there), the enlarged copy, the print preview and the PDF at each named card size, and the print
shop's images.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import PySide6
from PySide6.QtCore import QEventLoop, QRectF, Qt, QThread, qVersion
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication, QMainWindow

from engine.core.assets import assets_dir
from engine.core.card_languages import languages_of
from engine.core.cards import Card, Deck, forget_with, layouts
from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.store.cardsets import SetProblem, language_file, register_face_check
from engine.store.memo import Memo, digest, memo_path
from engine.version import version
from gui.cardface.painter import POKER, SMALLEST_FACE
from gui.cardface.render import TextOverflow, draw_card

# the sizes of the proofs, as their modules give them (not imported: the table loads this module
# at start-up and needs none of them; tests/cards/test_set_faces_fit.py keeps them the same)
PDF_DOTS_PER_MM = 1200 / 25.4  # gui.proofs.pdf.RESOLUTION
PREVIEW_DOTS_PER_MM = 2.4  # gui.dialogs.proofs.PREVIEW_PX_PER_MM
IMAGE_DPIS = (300, 600)  # gui.proofs.images.DPIS
CARD_SIZES_MM = {"poker": (63.0, 88.0), "bridge": (57.0, 89.0), "mini": (44.0, 63.0)}  # imposition's
ZOOMED_WIDTH = 320.0  # about the enlarged copy of a card on a full-HD table

# the field of the card file (or of its language file) that holds the words a face part prints
_FIELDS = {"title": "name", "text": "text", "army": "deck.title"}


@dataclass(frozen=True)
class FaceSize:
    """A size a face is drawn at: its trim box in pixels, drawn as on screen (rounded corners) or
    as printed (square, with bleed), and where, in English (context "CardFit")."""

    where: str
    width: float
    height: float
    printed: bool

    def said(self) -> str:
        return translate("CardFit", self.where)


def face_sizes() -> list[FaceSize]:
    """Every size Salle draws a face at, the smallest first (where words run out of room first)."""
    sizes = [FaceSize(QT_TRANSLATE_NOOP("CardFit", "on the table"), 2.0 * SMALLEST_FACE,
                      2.0 * SMALLEST_FACE * POKER, False),
             FaceSize(QT_TRANSLATE_NOOP("CardFit", "enlarged on the table"), ZOOMED_WIDTH,
                      ZOOMED_WIDTH * POKER, False)]
    for card in CARD_SIZES_MM:
        w, h = CARD_SIZES_MM[card]
        sizes.append(FaceSize(_PREVIEW[card], w * PREVIEW_DOTS_PER_MM, h * PREVIEW_DOTS_PER_MM, True))
        sizes.append(FaceSize(_PDF[card], w * PDF_DOTS_PER_MM, h * PDF_DOTS_PER_MM, True))
    w, h = CARD_SIZES_MM["poker"]
    for dpi in IMAGE_DPIS:
        sizes.append(FaceSize(_IMAGES[dpi], w * dpi / 25.4, h * dpi / 25.4, True))
    return sorted(sizes, key=lambda s: s.height)


# the places named whole, so that a translator sees each sentence
_PREVIEW = {"poker": QT_TRANSLATE_NOOP("CardFit", "in the print preview (poker size)"),
            "bridge": QT_TRANSLATE_NOOP("CardFit", "in the print preview (bridge size)"),
            "mini": QT_TRANSLATE_NOOP("CardFit", "in the print preview (mini size)")}
_PDF = {"poker": QT_TRANSLATE_NOOP("CardFit", "in the PDF proofs (poker size)"),
        "bridge": QT_TRANSLATE_NOOP("CardFit", "in the PDF proofs (bridge size)"),
        "mini": QT_TRANSLATE_NOOP("CardFit", "in the PDF proofs (mini size)")}
_IMAGES = {300: QT_TRANSLATE_NOOP("CardFit", "in the card images at 300 dpi"),
           600: QT_TRANSLATE_NOOP("CardFit", "in the card images at 600 dpi")}


@dataclass(frozen=True)
class Refusal:
    """Why a face cannot be drawn at a size: the face part whose words do not fit ("" for another
    fault), and the fault in a person's words when it is not that."""

    part: str
    fault: str = ""


def draw_problem(card: Card | None, deck: Deck, size: FaceSize) -> Refusal | None:
    """Why `card` of `deck` (None: its back) cannot be drawn at `size` (None: it can)."""
    return _drawn_at(_key(card, deck), card, deck, size)


def _key(card: Card | None, deck: Deck) -> str:
    # everything a face is drawn from: the deck's own words and the card's data
    return repr((deck.game, deck.id, deck.title, deck.layout, deck.back, deck.language, card))


_CACHE: dict[tuple[str, FaceSize], Refusal | None] = {}
forget_with(_CACHE.clear)  # the faces' fixed words or the layouts changed: judge afresh


def _drawn_at(key: str, card: Card | None, deck: Deck, size: FaceSize) -> Refusal | None:
    """The refusal of one drawing, remembered: an editor checks the whole set at each keystroke,
    and only the card that changed is drawn again."""
    if (key, size) in _CACHE:
        return _CACHE[(key, size)]
    image = QImage(4, 4, QImage.Format.Format_ARGB32_Premultiplied)  # the words are measured, not seen
    painter = QPainter(image)
    refusal: Refusal | None = None
    try:
        bleed = 0.03 * size.height if size.printed else 0.0
        draw_card(painter, QRectF(0, 0, size.width, size.height), card, deck, bleed=bleed,
                  rounded=not size.printed)
    except TextOverflow as e:
        refusal = Refusal(e.part)
    except Exception as e:  # any fault of a face is the set's, said, never a crash where it is drawn
        refusal = Refusal("", str(e) or type(e).__name__)
    finally:
        painter.end()
    if len(_CACHE) > 200_000:
        _CACHE.clear()
    _CACHE[(key, size)] = refusal
    return refusal


def face_problems(decks: Sequence[Deck], draw: bool = True) -> list[SetProblem] | None:
    """Every face of `decks` that cannot be drawn at some size in some language they give, as the
    set's problems: the file (a language's own file for its words), the card and the field; one
    problem for each card and field in each language, at the first size it fails. With `draw`
    false, only from verdicts reached before: None if some face was never judged."""
    if QGuiApplication.instance() is None:  # no fonts without an application: nothing is drawn here
        return []
    if not draw:
        memo = _memo()
        shown = [source.in_language(lang) for source in decks for lang in languages_of(source)]
        faces = ((card, deck) for deck in shown for card in (*deck.cards, None))
        if any(_recalled(memo, digest(_key(card, deck))) is _UNKNOWN for card, deck in faces):
            return None
    return list(_problems(decks))


def _problems(decks: Sequence[Deck]) -> Iterator[SetProblem]:
    sizes = face_sizes()
    memo = _memo()
    faces = [(source, lang) for source in decks for lang in languages_of(source)]
    patience = Patience(sum(len(source.cards) + 1 for source, _ in faces))
    try:
        for source, lang in faces:
            deck = source.in_language(lang)
            told: set[tuple[str, str]] = set()
            for card in (*deck.cards, None):
                failed = _first_failure(card, deck, sizes, memo)
                patience.one_more()
                if failed is None:
                    continue
                size, refusal = failed
                field = _FIELDS.get(refusal.part, refusal.part)
                cid = "" if card is None or field.startswith("deck.") else card.id
                if (cid, field) not in told:
                    told.add((cid, field))
                    yield SetProblem(language_file(source, lang), cid, field, _said(refusal, size))
    finally:
        patience.done()
        memo.save()


class Patience:
    """A long check on the window's thread keeps the windows painted and says how far it is (the
    first check of a big set, or of every set after an update, draws thousands of faces): events
    are let through every tenth of a second, the player's input excepted, so nothing he does runs
    into the half-made check; after half a second the cursor and the status bars say so."""

    BEAT = 0.1
    SAY_AFTER = 0.5
    running = False  # a check started by what the events let through lets nothing through itself

    def __init__(self, total: int) -> None:
        app = QApplication.instance()
        self.total = total
        self.count = 0
        self.on = (isinstance(app, QApplication) and not Patience.running
                   and QThread.currentThread() == app.thread())
        self.start = self.beat = time.monotonic()
        self.said = False
        if self.on:
            Patience.running = True

    def one_more(self) -> None:
        self.count += 1
        if not self.on:
            return
        now = time.monotonic()
        if now - self.beat < self.BEAT:
            return
        self.beat = now
        if now - self.start >= self.SAY_AFTER:
            if not self.said:
                QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
                self.said = True
            _say(translate("CardFit", "Checking that every card face fits: {done} of {total}…").format(
                done=self.count, total=self.total))
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)

    def done(self) -> None:
        if not self.on:
            return
        Patience.running = False
        if self.said:
            QApplication.restoreOverrideCursor()
            _say("")


def _say(text: str) -> None:
    """`text` in the status bar of every main window shown (the one the check was asked from is
    among them)."""
    for window in QApplication.topLevelWidgets():
        if isinstance(window, QMainWindow) and window.isVisible():
            if text:
                window.statusBar().showMessage(text)
            else:
                window.statusBar().clearMessage()


def _first_failure(card: Card | None, deck: Deck, sizes: Sequence[FaceSize],
                   memo: Memo) -> tuple[FaceSize, Refusal] | None:
    """The smallest size `card` of `deck` cannot be drawn at, and why (None: it can at all), as
    judged in an earlier run if the face and the code that draws it are unchanged."""
    key = _key(card, deck)
    remembered = digest(key)
    answer = _recalled(memo, remembered)
    if answer is None:
        return None
    by_place = {s.where: s for s in sizes}
    if isinstance(answer, list) and len(answer) == 3 and answer[0] in by_place:
        return by_place[answer[0]], Refusal(str(answer[1]), str(answer[2]))
    failed: tuple[FaceSize, Refusal] | None = None
    for size in sizes:
        refusal = _drawn_at(key, card, deck, size)
        if refusal is not None:
            failed = size, refusal
            break
    answer = None if failed is None else [failed[0].where, failed[1].part, failed[1].fault]
    _SEEN[(memo.stamp, remembered)] = answer
    memo.put(remembered, answer)
    return failed


_UNKNOWN = object()
# the verdicts of this run, whichever cache folder they are kept in (tests change it test by test)
_SEEN: dict[tuple[str, str], Any] = {}


def _recalled(memo: Memo, key: str) -> Any:
    """The verdict under `key` kept in `memo` or reached in this run (_UNKNOWN: never reached); one
    reached in this run is kept in `memo`'s folder too."""
    answer = memo.get(key, _UNKNOWN)
    if answer is _UNKNOWN:
        answer = _SEEN.get((memo.stamp, key), _UNKNOWN)
        if answer is not _UNKNOWN:
            memo.put(key, answer)
    elif (memo.stamp, key) not in _SEEN:
        if len(_SEEN) > 200_000:
            _SEEN.clear()
        _SEEN[(memo.stamp, key)] = answer
    return answer


def _memo() -> Memo:
    """The verdicts of earlier runs, under a stamp of everything a face's drawing depends on
    besides its card: the faces' code, the fonts, the layouts, Salle's and Qt's versions."""
    stamp = digest(_code_stamp(), repr(sorted(layouts().items())))
    path = memo_path("face-fit")
    memo = _MEMOS.get((path, stamp))
    if memo is None:
        memo = _MEMOS[(path, stamp)] = Memo(path, stamp)
    return memo


_MEMOS: dict[tuple[Path | None, str], Memo] = {}


@functools.cache
def _code_stamp() -> str:
    here = Path(__file__).resolve().parent
    sources = sorted([*here.glob("*.py"), *here.parent.glob("games/*/face.py")])
    fonts = sorted((assets_dir() / "fonts").glob("*"))
    return digest(version(), PySide6.__version__, qVersion(),
                  *(p.read_text(encoding="utf-8", errors="replace") for p in sources),
                  *(f"{p.name}:{p.stat().st_size}" for p in fonts))


def _said(refusal: Refusal, size: FaceSize) -> str:
    # the file names the language: a card file is English, i18n/<file>.<language>.toml the others
    if refusal.part:
        return translate("CardFit", "does not fit its box {where}, even in the smallest type the face "
                         "allows: shorten it").format(where=size.said())
    return translate("CardFit", "the face cannot be drawn {where}: {reason}").format(
        where=size.said(), reason=refusal.fault)


register_face_check(face_problems)
