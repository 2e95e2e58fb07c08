"""The Audatia table: drags, clicks and keys become the duel's actions; secrets stay secret."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.games.audatia.actions import Action
from engine.games.audatia.results import reason_words
from engine.games.audatia.state import MEASURE_PHASES, PHASE_TITLES
from engine.games.audatia.view import AudatiaView
from engine.match import Match, MatchState
from engine.store.saves import Seat
from gui.games.audatia.items import CARD_H, CARD_W, AudCard
from gui.games.audatia.scene import HEIGHT, SIDE_ROTATION, AudatiaScene
from gui.mainwindow import MainWindow

YOU = Seat("human", None, "You")
NOVICE = Seat("ai", "novice", "Novice")
ANN, BEN = Seat("human", None, "Ann"), Seat("human", None, "Ben")
DECLINE = ("wait", "pass", "done")



def start(
    window: MainWindow, seats: tuple[Seat, Seat], seed: int, **options: Any
) -> tuple[AudatiaScene, Match]:
    window.new_match("audatia", dict(options), seats, seed=seed)
    assert isinstance(window.scene, AudatiaScene) and window.match is not None
    return window.scene, window.match


def wait_for_me(qtbot: QtBot, match: Match) -> None:
    qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER),
                    timeout=30_000)  # generous: a loaded machine starts the AI slowly


def vp_point(window: MainWindow, scene_point: QPointF) -> Any:
    return window.table.mapFromScene(scene_point)


def drag(window: MainWindow, item: AudCard, to: QPointF) -> None:
    """A real drag on the viewport: press on the card, move past the threshold, release."""
    vp = window.table.viewport()
    start_at = vp_point(window, item.sceneBoundingRect().center())
    end_at = vp_point(window, to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_at)
    for i in range(1, 6):
        QTest.mouseMove(vp, start_at + (end_at - start_at) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end_at)


def click(window: MainWindow, at: QPointF) -> None:
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     vp_point(window, at))


def card_item(scene: AudatiaScene, card: str, zone: str) -> AudCard:
    return next(c for c in scene.cards.values() if c.card == card and c.zone == zone)


def by_mouse(window: MainWindow, scene: AudatiaScene, a: Action) -> None:
    """The gesture a player makes for `a`: a button, a click on an offered card, or a drag."""
    if a.kind in DECLINE:
        click(window, scene.button.sceneBoundingRect().center())
    elif a.kind == "virtue":
        click(window, card_item(scene, f"vir-{a.card}", "free").sceneBoundingRect().center())
    elif a.kind == "side":
        x = CARD_W * (0.25 if a.card == "inside" else 0.75)
        click(window, scene.side_card.mapToScene(QPointF(x, CARD_H / 2)))
    elif a.kind in ("posta", "change"):
        click(window, card_item(scene, a.card, "poste").sceneBoundingRect().center())
    else:
        to = scene.drop_point(a)
        assert to is not None
        drag(window, card_item(scene, a.card, "hand"), to)


def choose(match: Match, rng: random.Random) -> Action:
    """A player who fights: answers and strikes when he can, otherwise declines or picks at random."""
    legal: list[Action] = match.legal_actions()
    for kind in ("parry", "counter", "attack", "reply", "remedy", "side", "virtue", "posta"):
        fits = [a for a in legal if a.kind == kind]
        if fits:
            return rng.choice(fits)
    decline = [a for a in legal if a.kind in DECLINE]
    return decline[0] if decline else rng.choice(legal)


def test_a_duel_against_the_novice_is_played_with_the_mouse(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=2)
    rng = random.Random(1)
    wait_for_me(qtbot, match)
    # Setup 5 by hand: one Basic card dragged onto the discard pile, then the Done button
    first = scene.my_hand()[0]
    drag(window, first, scene.place_rect("discard").center())
    assert match.actions == [f"discard {first.card}"]
    gestures: set[str] = set()
    reached: set[str] = set()
    for _ in range(60):
        wait_for_me(qtbot, match)
        if match.phase == MatchState.GAME_OVER:
            break
        reached.add(match.state.phase)  # type: ignore[attr-defined]
        if reached & set(MEASURE_PHASES) and {"attack", "parry"} & gestures:
            break
        a = choose(match, rng)
        before = len(match.actions)
        by_mouse(window, scene, a)
        assert match.actions[before:before + 1] == [match.state.format_action(a)], a
        gestures.add(a.kind)
    assert reached & set(MEASURE_PHASES), reached
    assert {"done", "virtue", "posta"} <= gestures and {"attack", "parry"} & gestures, gestures


def press(window: MainWindow, *keys: Qt.Key) -> None:
    for key in keys:
        QTest.keyClick(window.table.viewport(), key)


def keys_for(scene: AudatiaScene, a: Action) -> list[Qt.Key]:
    """The keyboard path to `a`: walk to the card, name the target by its letter."""
    if a.kind in DECLINE:
        return [Qt.Key.Key_W]
    if a.kind == "side":
        return [Qt.Key.Key_I if a.card == "inside" else Qt.Key.Key_O]
    if a.kind in ("virtue", "posta", "change"):
        offer = [(c.card or "").removeprefix("vir-") for c in scene.choices()]
        return [Qt.Key.Key_Up] + [Qt.Key.Key_Right] * offer.index(a.card)
    hand = [c.card for c in scene.my_hand()]
    steps = [Qt.Key.Key_Down] + [Qt.Key.Key_Right] * hand.index(a.card)
    if a.kind == "remedy":
        return [*steps, Qt.Key.Key_I if a.side == "inside" else Qt.Key.Key_O]
    letter = {"attack": Qt.Key.Key_A, "beat": Qt.Key.Key_A, "parry": Qt.Key.Key_P, "counter": Qt.Key.Key_C,
              "exchange": Qt.Key.Key_X, "break": Qt.Key.Key_B, "avoid": Qt.Key.Key_V, "feint": Qt.Key.Key_F,
              "skill": Qt.Key.Key_K, "reply": Qt.Key.Key_R, "cycle": Qt.Key.Key_Y, "place": Qt.Key.Key_L}
    return [*steps, letter.get(a.kind, Qt.Key.Key_D)]


def test_the_keyboard_alone_reaches_the_measure(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=4)
    rng = random.Random(2)
    window.table.setFocus()
    phases: set[str] = set()
    for _ in range(60):
        wait_for_me(qtbot, match)
        if match.phase == MatchState.GAME_OVER or phases & set(MEASURE_PHASES):
            break
        phases.add(match.state.phase)  # type: ignore[attr-defined]
        a = choose(match, rng)
        press(window, *keys_for(scene, a))
        assert scene.preview == a
        before = len(match.actions)
        press(window, Qt.Key.Key_Return)
        assert match.actions[before:] and match.actions[before] == match.state.format_action(a)
    assert phases & set(MEASURE_PHASES), phases


def test_an_illegal_drop_snaps_back_and_says_why(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=3)
    wait_for_me(qtbot, match)
    card = scene.my_hand()[0]
    home = QPointF(card.pos())
    drag(window, card, scene.play_rect().center())  # Setup 5 plays nothing in the play area
    assert match.actions == [] and card.pos() == home
    assert "not now" in window.statusBar().currentMessage()
    drag(window, card, QPointF(300, 440))  # the banner: no place at all
    assert match.actions == [] and card.pos() == home
    assert "Drop a card on a lit place" in window.statusBar().currentMessage()


def test_the_play_area_splits_when_one_card_can_do_two_things(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=3)
    wait_for_me(qtbot, match)
    remedy = Action("remedy", "x", "inside"), Action("remedy", "x", "outside")
    scene.legal = lambda: list(remedy)  # type: ignore[method-assign]
    inside, outside = (scene.drop_point(a) for a in remedy)
    assert inside is not None and outside is not None
    assert inside.x() < scene.play_rect().center().x() < outside.x()  # inside left, outside right


def leaks(scene: AudatiaScene, match: Match) -> list[AudCard]:
    """Faces the person at the screen must not see: the other hand, row or unrevealed posta."""
    viewer, state = match.viewer, match.state
    out = []
    for c in scene.items():
        if not isinstance(c, AudCard) or not c.shows_face() or c.seat is None or c.seat == viewer:
            continue
        hidden_posta = state.committed[c.seat] is not None  # type: ignore[attr-defined]
        if c.zone in ("hand", "row", "poste") or (c.zone == "posta" and hidden_posta):
            out.append(c)
    return out


@pytest.mark.parametrize("variant", ["duel", "sudden"])
def test_hot_seat_never_shows_the_other_fencers_secrets(
    window: MainWindow, qtbot: QtBot, variant: str
) -> None:
    scene, match = start(window, (ANN, BEN), seed=5, variant=variant)
    checks = [0]

    def check(*_: Any) -> None:
        assert leaks(scene, match) == []
        checks[0] += 1

    for signal in (match.stateEntered, match.eventsApplied, match.viewChanged, match.positionReset,
                   match.handoverRequested, match.prompt):
        signal.connect(check)
    rng = random.Random(7)
    for _ in range(400):
        if match.phase == MatchState.GAME_OVER:
            break
        if match.phase == MatchState.HANDOVER:
            assert scene.overlay.isVisible() and not scene.my_hand()
            assert not [c for c in scene.cards.values() if c.zone in ("hand", "row") and c.shows_face()]
            press(window, Qt.Key.Key_Return)
            continue
        assert scene.try_play(rng.choice(match.legal_actions()))
    assert match.phase == MatchState.GAME_OVER and checks[0] > 30


def test_the_side_card_turns_as_the_view_says(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=2)
    turned: list[float] = []

    def check(view: AudatiaView) -> None:
        assert scene.side_card.rotation() == SIDE_ROTATION[view.side_card]
        turned.append(scene.side_card.rotation())

    match.viewChanged.connect(check)
    for _ in range(40):
        wait_for_me(qtbot, match)
        legal = match.legal_actions()
        if match.phase == MatchState.GAME_OVER or match.state.phase == "streto":  # type: ignore[attr-defined]
            break
        if match.state.phase == "orient":  # type: ignore[attr-defined]
            by_mouse(window, scene, Action("side", "inside"))  # its left half
            continue
        fits = [a for a in legal if a.kind in ("parry", "attack")]
        match.play(fits[0] if fits else legal[-1])
    assert match.state.side_card == "inside" and scene.side_card.rotation() == -90  # type: ignore[attr-defined]
    assert scene.bind_item.bind == "streto" and "inside" in scene.bind_item.note
    assert 0.0 in turned and -90.0 in turned


def test_a_whole_duel_through_try_play_names_every_step_and_ends_on_the_overlay(
    window: MainWindow, qtbot: QtBot
) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=6)
    seen: set[str] = set()

    def banner(view: AudatiaView) -> None:
        assert scene.banner.text() == PHASE_TITLES[view.phase]
        seen.add(view.phase)

    match.viewChanged.connect(banner)
    rng = random.Random(3)
    for _ in range(600):
        wait_for_me(qtbot, match)
        if match.phase == MatchState.GAME_OVER:
            break
        assert scene.try_play(choose(match, rng))
    assert match.phase == MatchState.GAME_OVER
    assert scene.overlay.isVisible()
    assert ("wins the duel" in scene.overlay.title or "win the duel" in scene.overlay.title
            or scene.overlay.title == "A drawn duel")
    reason = reason_words(match.state.reason)  # type: ignore[attr-defined]
    assert reason and reason[1:] in scene.overlay.text
    assert {"trade", "posta", "open1", "over"} <= seen


def box(items: list[AudCard]) -> QRectF:
    r = QRectF()
    for c in items:
        r = r.united(c.sceneBoundingRect())
    return r


def zone_cards(scene: AudatiaScene, seat: int | None, zone: str) -> list[AudCard]:
    return [c for c in scene.cards.values() if c.seat == seat and c.zone == zone]


def play_to(qtbot: QtBot, match: Match, phase: str) -> None:
    """The fighting policy the screenshots use, until the player is asked in `phase`."""
    for _ in range(80):
        wait_for_me(qtbot, match)
        if match.state.phase == phase:  # type: ignore[attr-defined]
            return
        legal = match.legal_actions()
        fits = [a for k in ("parry", "attack") for a in legal if a.kind == k]
        match.play(fits[0] if fits else legal[-1])
    raise AssertionError(f"never reached {phase}")


def lane_names(scene: AudatiaScene, seat: int) -> QRectF:
    zone = scene.play_zones[seat]
    return zone.mapRectToScene(zone.words_rect())


def test_the_table_at_1600x900_keeps_every_part_apart(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=2)
    play_to(qtbot, match, "posta")
    poste = box([c for c in scene.choices() if c.zone == "poste"])
    assert len(scene.choices()) == 12 and scene.play_rect().contains(poste)
    assert not poste.intersects(box(scene.my_hand()))
    play_to(qtbot, match, "streto")
    me, other = scene.me, 1 - scene.me
    virtues = [c for c in scene.cards.values() if c.zone == "virtue"]
    parts = {
        "my hand": box(scene.my_hand()),
        "their hand": box(zone_cards(scene, other, "hand")),
        "my stack": box(zone_cards(scene, me, "stack")),
        "their stack": box(zone_cards(scene, other, "stack")),
        "my posta": scene.posta_slots[me].sceneBoundingRect(),
        "their posta": scene.posta_slots[other].sceneBoundingRect(),
        "my deck": scene.deck_piles[me].sceneBoundingRect(),
        "their deck": scene.deck_piles[other].sceneBoundingRect(),
        "my discard": scene.discard_piles[me].sceneBoundingRect(),
        "their discard": scene.discard_piles[other].sceneBoundingRect(),
        "my plate": scene.plates[me].sceneBoundingRect(),
        "their plate": scene.plates[other].sceneBoundingRect(),
        "my virtues": box([c for c in virtues if c.pos().y() > HEIGHT / 2]),
        "their virtues": box([c for c in virtues if c.pos().y() < HEIGHT / 2]),
        "side card": scene.side_card.sceneBoundingRect(),
        "bind": scene.bind_item.sceneBoundingRect(),
        "banner": scene.banner.sceneBoundingRect(),
        "my lanes' names": lane_names(scene, me),
        "their lanes' names": lane_names(scene, other),
    }
    assert not parts["my stack"].isEmpty() and not parts["their stack"].isEmpty()
    for name, rect in parts.items():
        assert scene.sceneRect().contains(rect), name
        for other_name, rect2 in parts.items():
            if name < other_name:
                assert not rect.intersects(rect2), (name, other_name)


def test_f1_lists_the_keys_and_the_drop_places(window: MainWindow, qtbot: QtBot) -> None:
    scene, _ = start(window, (YOU, NOVICE), seed=3)
    press(window, Qt.Key.Key_F1)
    assert scene.overlay.isVisible() and ("W", "wait, pass or done") in scene.overlay.rows
    assert any("inside left, outside right" in text for _, text in scene.overlay.rows)
    press(window, Qt.Key.Key_Escape)
    assert not scene.overlay.isVisible()


def test_the_setup_discard_says_the_hand_is_the_basic_cards(window: MainWindow, qtbot: QtBot) -> None:
    """At the Setup discard the hand is the fencer's Basic cards, the only ones that may go: the
    prompt says so, so a newcomer need not look for the small B on each card."""
    from engine.games.audatia.cards import character_decks

    _scene, match = start(window, (YOU, NOVICE), seed=5)
    wait_for_me(qtbot, match)
    view = match.view()
    assert isinstance(view, AudatiaView) and view.phase == "discard"
    deck = next(d for d in character_decks().values() if set(view.hand or ()) <= set(d.cards))
    assert view.hand and all(deck.cards[c].basic for c in view.hand)
    assert {a.card for a in match.legal_actions() if a.kind == "discard"} == set(view.hand)
    assert "Your hand holds your Basic cards" in window.statusBar().currentMessage()
