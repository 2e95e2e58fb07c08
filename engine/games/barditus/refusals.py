"""Why Barditus refuses an action: one named predicate per rule, in the order a player looks for the fault.

`check(state, action)` is the one predicate of legality: None for a legal action, else the
`Refusal` of the first rule it breaks. `BarditusState.legal_actions` is its fast path (the
conformance tests prove the two agree); both ask the same helpers of the state for what a rule
counts (an order's cost, the cards a card may attack, where a hit piece may fall back), so a rule
is written once. Fields are data (card ids, columns 0-3, places 0-7, slots and pursuers as the
actions number them); engine/games/barditus/refusal_words.py says them.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.refusal import Refusal, first_refusal
from engine.games.barditus.actions import PURSUER, SLOTS, Action
from engine.games.barditus.cards import FRONT_CARDS, MAX_POINTS, REAR_MAX, REAR_MIN, army, list_problem, takes
from engine.games.barditus.state import CHANCE_PHASES, COLUMNS, MAX_ORDERS, POSITIONS, BarditusState

# the verbs each phase asks for, as the player types them
VERBS: dict[str, tuple[str, ...]] = {
    "build": ("take", "done"), "deploy": ("deploy",), "lead": ("lead", "hold"), "general": ("general",),
    "orders": ("battle", "rally", "reserve", "end"), "hits": ("retreat", "destroy"), "pursue": ("pursue",),
    "lose": ("lose",), "regroup": ("return",), "reserve": ("bring", "done"),
    **{phase: ("die",) for phase in CHANCE_PHASES},
}

def check(s: BarditusState, a: Action) -> Refusal | None:
    """None if `a` is legal in `s`, else the first rule it breaks."""
    return first_refusal(
        lambda: battle_over(s),
        lambda: die_to_roll(s, a),
        lambda: asked_for(s, a),
        lambda: PHASES[s.phase](s, a),
    )


# --- every phase ------------------------------------------------------------------------------
def battle_over(s: BarditusState) -> Refusal | None:
    return Refusal("over") if s.phase == "over" else None


def die_to_roll(s: BarditusState, a: Action) -> Refusal | None:
    """A roll in progress takes its dice before anything else is done."""
    return Refusal("roll_first", {"phase": s.phase}) if s.phase in CHANCE_PHASES and a.kind != "die" else None


def asked_for(s: BarditusState, a: Action) -> Refusal | None:
    verbs = VERBS[s.phase]
    return None if a.kind in verbs else Refusal("not_now", {"phase": s.phase, "verbs": verbs})


def a_place(place: int) -> Refusal | None:
    """A card place of a formation (the notation writes no other; a hand-made action may)."""
    return None if 0 <= place < POSITIONS else Refusal("no_such_place", {"place": place})


def a_front_card(place: int) -> Refusal | None:
    """The command die and the orders go to front cards (a reserve is ordered through the card in
    front of it)."""
    return None if place < COLUMNS else Refusal("rear_card", {"place": place})


# --- rolls --------------------------------------------------------------------------------------
def a_face(s: BarditusState, a: Action) -> Refusal | None:
    return None if 1 <= a.a <= 6 else Refusal("no_such_face", {"die": a.a})


# --- army building ------------------------------------------------------------------------------
def _build(s: BarditusState, a: Action) -> Refusal | None:
    seat = s.to_move
    if a.kind == "done":
        return a_legal_list(s, seat)
    return first_refusal(
        lambda: of_the_army(s, seat, a.name),
        lambda: copies_left(s, seat, a.name),
        lambda: list_within_reach(s, seat, a.name),
    )


def of_the_army(s: BarditusState, seat: int, cid: str) -> Refusal | None:
    army_id = s.armies[seat]
    return None if cid in army(army_id).cards else Refusal("not_in_army", {"card": cid, "army": army_id})


def copies_left(s: BarditusState, seat: int, cid: str) -> Refusal | None:
    """No more copies of a card than the army has."""
    army_id = s.armies[seat]
    copies = army(army_id).cards[cid].copies
    if s.hand[seat].count(cid) < copies:
        return None
    return Refusal("no_copies_left", {"card": cid, "copies": copies, "army": army_id})


def list_within_reach(s: BarditusState, seat: int, cid: str) -> Refusal | None:
    """Four front cards and four to six rear cards within 20 points must still be reachable."""
    army_id = s.armies[seat]
    if cid in takes(army_id, tuple(sorted(s.hand[seat]))):
        return None
    points = army(army_id).cards[cid].points
    return Refusal("no_legal_list", {"card": cid, "points": points, "most": MAX_POINTS, "front": FRONT_CARDS,
                                     "rear_min": REAR_MIN, "rear_max": REAR_MAX})


def a_legal_list(s: BarditusState, seat: int) -> Refusal | None:
    army_id, hand = s.armies[seat], s.hand[seat]
    if not list_problem(army_id, hand):
        return None
    return Refusal("list_not_legal", {"army": army_id, "cards": tuple(hand)})


# --- deployment ---------------------------------------------------------------------------------
def _deploy(s: BarditusState, a: Action) -> Refusal | None:
    seat, cid, place = s.to_move, a.name, a.a
    return first_refusal(
        lambda: in_the_list(s, seat, cid),
        lambda: a_place(place),
        lambda: place_empty(s, seat, place),
        lambda: its_own_line(s, seat, cid, place),
    )


def in_the_list(s: BarditusState, seat: int, cid: str) -> Refusal | None:
    """Only the cards of the list still in hand are laid down."""
    return None if cid in s.hand[seat] else Refusal("not_in_list", {"card": cid})


def place_empty(s: BarditusState, seat: int, place: int) -> Refusal | None:
    """One card to a place."""
    return None if not s.cards[seat][place] else Refusal("place_taken", {"place": place})


def its_own_line(s: BarditusState, seat: int, cid: str, place: int) -> Refusal | None:
    """Front line cards in the front line, rear line cards behind them."""
    front = s.card_of(seat, cid).front
    if front == (place < COLUMNS):
        return None
    return Refusal("front_line_card" if front else "rear_line_card", {"card": cid})


# --- the general ------------------------------------------------------------------------------
def _general(s: BarditusState, a: Action) -> Refusal | None:
    return first_refusal(
        lambda: a_kept_die(s, a.a),
        lambda: a_place(a.b),
        lambda: a_front_card(a.b),
    )


def a_kept_die(s: BarditusState, die: int) -> Refusal | None:
    """The command die is one of the two dice kept; the other guards morale."""
    return None if die in s.kept else Refusal("not_kept", {"die": die, "kept": tuple(s.kept)})


# --- orders -------------------------------------------------------------------------------------
def _orders(s: BarditusState, a: Action) -> Refusal | None:
    if a.kind == "end":
        return None
    col = a.a
    return first_refusal(
        lambda: a_place(col),
        lambda: a_front_card(col),
        lambda: orders_left(s, col),
        lambda: command_points(s, col),
        lambda: ORDERS[a.kind](s, a),
    )


def orders_left(s: BarditusState, col: int) -> Refusal | None:
    """A card is ordered at most twice a turn."""
    return None if s.orders[col] < MAX_ORDERS else Refusal("two_orders", {"column": col})


def command_points(s: BarditusState, col: int) -> Refusal | None:
    """The order's cost comes off the command die: 1 under the general, 2 next to him, 3 farther."""
    cost = s.cost(col)
    if cost <= s.command:
        return None
    return Refusal("too_dear", {"column": col, "cost": cost, "left": s.command})


def _battle(s: BarditusState, a: Action) -> Refusal | None:
    col, flank = a.a, a.b
    target = col if flank < 0 else flank
    return first_refusal(
        lambda: men_to_fight(s, col),
        lambda: flank_is_diagonal(col, flank),
        lambda: a_target(s, col, flank, target),
        lambda: dice_to_roll(s, col, flank >= 0),
    )


def men_to_fight(s: BarditusState, col: int) -> Refusal | None:
    """A card fights with men on it (its pursuers out fight beside them, never alone)."""
    return None if s.pieces(s.turn, col) else Refusal("no_men", {"column": col})


def flank_is_diagonal(col: int, flank: int) -> Refusal | None:
    """A flank attack strikes an enemy card diagonally beside the one opposite."""
    if flank < 0 or (0 <= flank < COLUMNS and abs(flank - col) == 1):
        return None
    return Refusal("not_diagonal", {"column": col, "target": flank})


def a_target(s: BarditusState, col: int, flank: int, target: int) -> Refusal | None:
    """The card opposite while it holds pieces; once it has none, a diagonal one that does."""
    if target in s.targets(s.turn, col):
        return None
    if flank < 0:
        return Refusal("opposite_empty", {"column": col})
    if s.pieces(1 - s.turn, col):
        return Refusal("flank_while_opposed", {"column": col, "target": target})
    return Refusal("target_empty", {"target": target})


def dice_to_roll(s: BarditusState, col: int, flank: bool) -> Refusal | None:
    """A battle rolls a die per piece on a sword slot (and what the card's abilities add)."""
    return None if s.battle_dice(s.turn, col, flank, False) > 0 else Refusal("no_dice", {"column": col})


def _rally(s: BarditusState, a: Action) -> Refusal | None:
    col = a.a
    return first_refusal(
        lambda: out_of_order(s, col),
        lambda: filled_slot_free(s, col),
    )


def out_of_order(s: BarditusState, col: int) -> Refusal | None:
    """A rally rolls for the pieces on unfilled slots of the column and its pursuers out."""
    return None if s._rally_candidates(s.turn, col) else Refusal("nothing_to_rally", {"column": col})


def filled_slot_free(s: BarditusState, col: int) -> Refusal | None:
    """A rallied piece goes back to an empty filled slot of the front card."""
    return None if s._empty_filled(s.turn, col) else Refusal("no_filled_slot_free", {"column": col})


def _reserve(s: BarditusState, a: Action) -> Refusal | None:
    col = a.a
    return first_refusal(
        lambda: a_reserve_behind(s, col),
        lambda: reserve_manned(s, col),
        lambda: room_on_the_card(s, col),
    )


def a_reserve_behind(s: BarditusState, col: int) -> Refusal | None:
    rear = s.card(s.turn, col + COLUMNS)
    return None if rear is not None and rear.reserve else Refusal("no_reserve", {"column": col})


def reserve_manned(s: BarditusState, col: int) -> Refusal | None:
    return None if s.pieces(s.turn, col + COLUMNS) else Refusal("reserve_empty", {"column": col})


def room_on_the_card(s: BarditusState, col: int) -> Refusal | None:
    """A card holds no more pieces than it has filled slots (its pursuers out do not count), and
    a piece joining it from outside goes to an empty filled slot."""
    return None if s.room(s.to_move, col) else Refusal("no_room", {"column": col})


ORDERS: dict[str, Callable[[BarditusState, Action], Refusal | None]] = {
    "battle": _battle, "rally": _rally, "reserve": _reserve,
}


# --- hits ---------------------------------------------------------------------------------------
def _hits(s: BarditusState, a: Action) -> Refusal | None:
    if a.kind == "retreat":
        return first_refusal(
            lambda: a_piece_under_attack(s, a.a),
            lambda: disorder_kept(s, a.a, a.b),
            lambda: straight_back(s, a.a, a.b),
        )
    return first_refusal(
        lambda: a_piece_under_attack(s, a.a) if a.a < PURSUER else a_pursuer_under_attack(s, a.a),
        lambda: pursued_first(s, a.a),
    )


def a_piece_under_attack(s: BarditusState, ref: int) -> Refusal | None:
    """A hit falls on a piece of the card attacked."""
    seat, col = s.to_move, s.dcol
    if 0 <= ref < PURSUER and ref // SLOTS == col and s.board[seat][ref]:
        return None
    return Refusal("not_under_attack", {"column": col})


def a_pursuer_under_attack(s: BarditusState, ref: int) -> Refusal | None:
    """The card attacked takes a hit on one of its pursuers out too."""
    seat, col = s.to_move, s.dcol
    index = ref - PURSUER
    if 0 <= index < 4 * COLUMNS and index // 4 == col and s.chase[seat][index]:
        return None
    return Refusal("not_under_attack", {"column": col})


def pursued_first(s: BarditusState, ref: int) -> Refusal | None:
    """A pursued unit cannot retreat and is lost before any other piece of its card."""
    if ref >= PURSUER or not s.pursuers_from(s.to_move, s.dcol):
        return None
    return Refusal("pursuer_first", {"column": s.dcol})


def disorder_kept(s: BarditusState, src: int, dst: int) -> Refusal | None:
    """Our option disorder=d_slots: a piece on a D slot falls back only onto another D slot."""
    seat = s.to_move
    if not 0 <= dst < POSITIONS * SLOTS:  # no slot at all: straight_back says where pieces go
        return None
    if s.options["disorder"] != "d_slots" or not s._is_d(seat, src) or s._is_d(seat, dst):
        return None
    return Refusal("d_slots_only", {"piece": src, "to": dst})


def straight_back(s: BarditusState, src: int, dst: int) -> Refusal | None:
    """A hit piece retreats to an empty open slot behind it: a later row of its card, or the
    open slots of the rear card (a reserve has none)."""
    seat, col = s.to_move, s.dcol
    if dst in s._retreats(seat, col):
        if dst // SLOTS != col:
            return None
        c = s.card(seat, col)
        if c is not None and c.slots[dst % SLOTS].row > c.slots[src % SLOTS].row:
            return None
    return Refusal("straight_back", {"piece": src, "to": dst})


# --- pursuit ------------------------------------------------------------------------------------
def _pursue(s: BarditusState, a: Action) -> Refusal | None:
    return a_sword_piece(s, a.a)


def a_sword_piece(s: BarditusState, ref: int) -> Refusal | None:
    """For each six a piece on a sword slot of the attacking card follows the beaten enemy."""
    col = s.acol
    if 0 <= ref < PURSUER and ref // SLOTS == col and ref % SLOTS in s._sword_pieces(s.atk, col):
        return None
    return Refusal("not_a_sword_piece", {"column": col})


def _lose(s: BarditusState, a: Action) -> Refusal | None:
    return a_pursuer_on_the_card(s, a.a)


def a_pursuer_on_the_card(s: BarditusState, ref: int) -> Refusal | None:
    """A piece pursuing out of a card that holds enemy pursuers destroys one of those."""
    col, index = s.acol, ref - PURSUER
    if 0 <= index < 4 * COLUMNS and index % 4 == col and s.chase[s.to_move][index]:
        return None
    return Refusal("not_on_that_card", {"target": col})


# --- rally and reserve: pieces going back -------------------------------------------------------
def _regroup(s: BarditusState, a: Action) -> Refusal | None:
    src, dst = a.a, a.b
    return first_refusal(
        lambda: rallied(s, src),
        lambda: to_a_filled_slot(s, dst, "back_to_filled"),
        lambda: within_the_limit(s, src),
    )


def rallied(s: BarditusState, ref: int) -> Refusal | None:
    """Only a piece whose rally die succeeded goes back."""
    return None if ref in s.rallied else Refusal("not_rallied", {"piece": ref})


def within_the_limit(s: BarditusState, ref: int) -> Refusal | None:
    """A piece of the card itself goes back to a filled slot; one from outside (the rear card, a
    pursuer out) only while the card holds fewer pieces than its filled slots."""
    if 0 <= ref < PURSUER and ref // SLOTS == s.acol:
        return None
    return room_on_the_card(s, s.acol)


def to_a_filled_slot(s: BarditusState, dst: int, code: str) -> Refusal | None:
    col = s.acol
    if 0 <= dst < PURSUER and dst // SLOTS == col and dst % SLOTS in s._empty_filled(s.to_move, col):
        return None
    return Refusal(code, {"column": col, "to": dst})


def _bring(s: BarditusState, a: Action) -> Refusal | None:
    if a.kind == "done":
        return None
    src, dst = a.a, a.b
    return first_refusal(
        lambda: from_the_reserve(s, src),
        lambda: to_a_filled_slot(s, dst, "up_to_filled"),
        lambda: room_on_the_card(s, s.acol),
    )


def from_the_reserve(s: BarditusState, ref: int) -> Refusal | None:
    """A reserve order moves up pieces of the reserve behind the ordered card."""
    place = s.acol + COLUMNS
    if 0 <= ref < PURSUER and ref // SLOTS == place and s.board[s.to_move][ref]:
        return None
    return Refusal("not_from_reserve", {"column": s.acol})


PHASES: dict[str, Callable[[BarditusState, Action], Refusal | None]] = {
    **{phase: a_face for phase in CHANCE_PHASES},
    "build": _build, "deploy": _deploy, "lead": lambda s, a: None, "general": _general, "orders": _orders,
    "hits": _hits, "pursue": _pursue, "lose": _lose, "regroup": _regroup, "reserve": _bring,
}
