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

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from engine.core.card_languages import languages_of
from engine.core.cards import Card, Deck, forget_with
from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.store.cardsets import SetProblem, language_file, register_face_check
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


def face_problems(decks: Sequence[Deck]) -> list[SetProblem]:
    """Every face of `decks` that cannot be drawn at some size in some language they give, as the
    set's problems: the file (a language's own file for its words), the card and the field; one
    problem for each card and field in each language, at the first size it fails."""
    if QGuiApplication.instance() is None:  # no fonts without an application: nothing is drawn here
        return []
    return list(_problems(decks))


def _problems(decks: Sequence[Deck]) -> Iterator[SetProblem]:
    sizes = face_sizes()
    for source in decks:
        for lang in languages_of(source):
            deck = source.in_language(lang)
            told: set[tuple[str, str]] = set()
            for card in (*deck.cards, None):
                for size in sizes:
                    refusal = draw_problem(card, deck, size)
                    if refusal is None:
                        continue
                    field = _FIELDS.get(refusal.part, refusal.part)
                    cid = "" if card is None or field.startswith("deck.") else card.id
                    if (cid, field) in told:
                        break
                    told.add((cid, field))
                    yield SetProblem(language_file(source, lang), cid, field, _said(refusal, size))
                    break


def _said(refusal: Refusal, size: FaceSize) -> str:
    # the file names the language: a card file is English, i18n/<file>.<language>.toml the others
    if refusal.part:
        return translate("CardFit", "does not fit its box {where}, even in the smallest type the face "
                         "allows: shorten it").format(where=size.said())
    return translate("CardFit", "the face cannot be drawn {where}: {reason}").format(
        where=size.said(), reason=refusal.fault)


register_face_check(face_problems)
