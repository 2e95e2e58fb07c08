"""Sheet imposition in millimetres: where each card, crop mark and back goes on a page. No Qt.

Cards are laid on a grid centred on the page. Two grids are tried: cards each with their own
bleed and a gutter of twice the bleed between them, or cards butted on shared cut lines (bleed
only round the outside of the grid); the one that fits more cards wins, the gutter on a tie
(it forgives a wobbly cut). Crop marks stand outside the grid, on the extension of every cut line.

Backs: turning the sheet over a vertical edge (long-edge duplex on portrait, short-edge on
landscape) mirrors the columns; over a horizontal edge it mirrors the rows and turns the backs
upside down; the fold layout puts the fronts on the left half and
their backs mirrored on the right, to fold along the middle.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from engine.core.i18n import translate

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CARD_SIZES = {"poker": (63.0, 88.0), "bridge": (57.0, 89.0), "mini": (44.0, 63.0)}
DUPLEX = ("none", "long", "short", "fold")
# 9 poker cards with 3 mm bleed on US Letter leave 4.7 mm above and below the grid: the marks
# must fit in that, so they are short and close (a printer that cannot print so near the edge
# loses part of them; the bleed's edge still shows where to cut)
MARK_GAP = 0.5  # between the bleed's edge and a crop mark
MARK_LEN = 4.0
MARK_ROOM = MARK_GAP + MARK_LEN  # what the marks need outside the grid


@dataclass(frozen=True)
class ProofOptions:
    paper: str = "a4"
    landscape: bool = False
    card_mm: tuple[float, float] = CARD_SIZES["poker"]
    bleed_mm: float = 3.0
    duplex: str = "none"  # none, long, short, fold
    offset_mm: tuple[float, float] = (0.0, 0.0)  # moves the back pages: a printer's misregistration
    safe_zone_mm: float = 0.0  # 0: no guide; else a dashed line this far inside the trim
    crop_marks: bool = True
    header: bool = True

    def __post_init__(self) -> None:
        if self.paper not in PAPERS:
            raise ValueError(translate("Proofs", "paper: {paper} is not one of {papers}").format(
                paper=repr(self.paper), papers=", ".join(PAPERS)))
        if self.duplex not in DUPLEX:
            raise ValueError(translate("Proofs", "duplex: {duplex} is not one of {choices}").format(
                duplex=repr(self.duplex), choices=", ".join(DUPLEX)))
        if not 0 <= self.bleed_mm <= 5:
            raise ValueError(translate("Proofs", "bleed: {bleed} mm is outside 0-5 mm")
                             .format(bleed=self.bleed_mm))
        w, h = self.card_mm
        if not (20 <= w <= 200 and 20 <= h <= 280):
            raise ValueError(translate("Proofs", "card size: {w}x{h} mm is outside 20x20 to 200x280 mm")
                             .format(w=w, h=h))

    @property
    def page_mm(self) -> tuple[float, float]:
        w, h = PAPERS[self.paper]
        return (h, w) if self.landscape else (w, h)


@dataclass(frozen=True)
class Slot:
    """One card on a page: its trim box (mm from the page's top-left), and the area its drawing
    may cover (the trim box plus whatever bleed does not run into a neighbour)."""

    index: int  # into the list of cards being printed
    x: float
    y: float
    w: float
    h: float
    clip: tuple[float, float, float, float]
    back: bool = False
    turned: bool = False  # drawn upside down (short-edge backs)


@dataclass
class Page:
    kind: str  # "front", "back" or "fold"
    slots: list[Slot] = field(default_factory=list)
    marks: list[tuple[float, float, float, float]] = field(default_factory=list)  # line segments
    fold_x: float | None = None  # the fold line of a fold page


@dataclass(frozen=True)
class Grid:
    cols: int
    rows: int
    butted: bool
    left: float  # trim box of the first card
    top: float
    step_x: float
    step_y: float

    @property
    def per_page(self) -> int:
        return self.cols * self.rows


def plan_grid(area_w: float, area_h: float, card: tuple[float, float], bleed: float, x0: float = 0.0) -> Grid:
    """The better grid in an area of area_w x area_h mm starting at x0 (marks need MARK_ROOM)."""
    w, h = card
    room_w, room_h = area_w - 2 * MARK_ROOM, area_h - 2 * MARK_ROOM
    gutter = (math.floor(room_w / (w + 2 * bleed)), math.floor(room_h / (h + 2 * bleed)))
    butted = (math.floor((room_w - 2 * bleed) / w), math.floor((room_h - 2 * bleed) / h))
    use_butted = butted[0] * butted[1] > gutter[0] * gutter[1]
    cols, rows = butted if use_butted else gutter
    if cols < 1 or rows < 1:
        problem = translate("Proofs", "a {w}x{h} mm card with {bleed} mm bleed does not fit on this paper")
        raise ValueError(problem.format(w=w, h=h, bleed=bleed))
    step_x, step_y = (w, h) if use_butted else (w + 2 * bleed, h + 2 * bleed)
    grid_w = cols * step_x + (2 * bleed if use_butted else 0)
    grid_h = rows * step_y + (2 * bleed if use_butted else 0)
    left = x0 + (area_w - grid_w) / 2 + bleed
    top = (area_h - grid_h) / 2 + bleed
    return Grid(cols, rows, use_butted, left, top, step_x, step_y)


def _slots(grid: Grid, card: tuple[float, float], bleed: float, indices: list[int]) -> list[Slot]:
    w, h = card
    out = []
    for n, index in enumerate(indices):
        c, r = n % grid.cols, n // grid.cols
        x, y = grid.left + c * grid.step_x, grid.top + r * grid.step_y
        if grid.butted:  # bleed only where no neighbour is
            x1 = x - (bleed if c == 0 else 0)
            y1 = y - (bleed if r == 0 else 0)
            x2 = x + w + (bleed if c == grid.cols - 1 else 0)
            y2 = y + h + (bleed if r == grid.rows - 1 else 0)
        else:
            x1, y1, x2, y2 = x - bleed, y - bleed, x + w + bleed, y + h + bleed
        out.append(Slot(index, x, y, w, h, (x1, y1, x2 - x1, y2 - y1)))
    return out


def crop_marks(
    grid: Grid, card: tuple[float, float], bleed: float, used: int
) -> list[tuple[float, float, float, float]]:
    """Segments on the extensions of every cut line, outside the grid's bleed."""
    w, h = card
    cols = min(grid.cols, used)
    rows = math.ceil(used / grid.cols)
    xs = sorted({round(grid.left + c * grid.step_x + dx, 6) for c in range(cols) for dx in (0, w)})
    ys = sorted({round(grid.top + r * grid.step_y + dy, 6) for r in range(rows) for dy in (0, h)})
    top, bottom = ys[0] - bleed - MARK_GAP, ys[-1] + bleed + MARK_GAP
    left, right = xs[0] - bleed - MARK_GAP, xs[-1] + bleed + MARK_GAP
    marks = []
    for x in xs:
        marks += [(x, top - MARK_LEN, x, top), (x, bottom, x, bottom + MARK_LEN)]
    for y in ys:
        marks += [(left - MARK_LEN, y, left, y), (right, y, right + MARK_LEN, y)]
    return marks


def impose(count: int, options: ProofOptions) -> list[Page]:
    """The pages for `count` cards (indices 0..count-1) with their backs as the options ask."""
    if count < 1:
        return []
    page_w, page_h = options.page_mm
    card, bleed = options.card_mm, options.bleed_mm
    pages: list[Page] = []
    if options.duplex == "fold":
        half = page_w / 2
        grid = plan_grid(half, page_h, card, bleed)
        for start in range(0, count, grid.per_page):
            indices = list(range(start, min(count, start + grid.per_page)))
            fronts = _slots(grid, card, bleed, indices)
            backs = [_mirror_x(s, page_w) for s in fronts]  # mirrored across the fold
            marks = crop_marks(grid, card, bleed, len(indices)) if options.crop_marks else []
            marks += [(page_w - x2, y2, page_w - x1, y1) for x1, y1, x2, y2 in marks]
            pages.append(Page("fold", fronts + backs, marks, fold_x=half))
        return pages
    grid = plan_grid(page_w, page_h, card, bleed)
    dx, dy = options.offset_mm
    for start in range(0, count, grid.per_page):
        indices = list(range(start, min(count, start + grid.per_page)))
        fronts = _slots(grid, card, bleed, indices)
        marks = crop_marks(grid, card, bleed, len(indices)) if options.crop_marks else []
        pages.append(Page("front", fronts, marks))
        if options.duplex in ("long", "short"):
            # the sheet turns over about its long or short edge; on a landscape page the long
            # edge runs across the top, so turning over it swaps rows, not columns
            about_vertical = (options.duplex == "long") != options.landscape
            if about_vertical:
                backs = [_mirror_x(s, page_w) for s in fronts]
                back_marks = [(page_w - x2, y2, page_w - x1, y1) for x1, y1, x2, y2 in marks]
            else:
                backs = [_mirror_y(s, page_h) for s in fronts]
                back_marks = [(x1, page_h - y2, x2, page_h - y1) for x1, y1, x2, y2 in marks]
            backs = [_shift(s, dx, dy) for s in backs]
            back_marks = [(x1 + dx, y1 + dy, x2 + dx, y2 + dy) for x1, y1, x2, y2 in back_marks]
            pages.append(Page("back", backs, back_marks))
    return pages


def _mirror_x(s: Slot, page_w: float) -> Slot:
    cx, cy, cw, ch = s.clip
    return Slot(s.index, page_w - s.x - s.w, s.y, s.w, s.h, (page_w - cx - cw, cy, cw, ch), back=True)


def _mirror_y(s: Slot, page_h: float) -> Slot:
    cx, cy, cw, ch = s.clip
    return Slot(
        s.index, s.x, page_h - s.y - s.h, s.w, s.h, (cx, page_h - cy - ch, cw, ch), back=True, turned=True
    )


def _shift(s: Slot, dx: float, dy: float) -> Slot:
    cx, cy, cw, ch = s.clip
    return Slot(s.index, s.x + dx, s.y + dy, s.w, s.h, (cx + dx, cy + dy, cw, ch), s.back, s.turned)


def parse_card_size(text: str) -> tuple[float, float]:
    """poker, bridge, mini, or WxH in millimetres (e.g. 70x120)."""
    if text in CARD_SIZES:
        return CARD_SIZES[text]
    try:
        w, h = (float(v) for v in text.lower().split("x"))
    except ValueError:
        problem = translate("Proofs", "card size {text}: use poker, bridge, mini or WxH in mm (e.g. 70x120)")
        raise ValueError(problem.format(text=repr(text))) from None
    return (w, h)
