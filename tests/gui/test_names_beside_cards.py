"""A place's words lie where no card laid there covers them: En Garde's discard pile is named above
the pile, however far its cards fan out, and clear of the ring round the other fencer's last card;
Audatia's posta place is named under it, as the piles are, and each play area names its lanes
outside it, whatever lies in it (a stack, the poste on offer). Every word on those tables stays
whole while duels are played, in a landscape window and in a portrait one."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsScene
from pytestqt.qtbot import QtBot

from engine.match import Match, MatchState
from engine.store.saves import Seat
from gui.games.audatia.items import PlaceItem, VirtueTally
from gui.games.audatia.scene import AudatiaScene
from gui.games.en_garde.layout import NARROW
from gui.games.en_garde.scene import TableScene
from gui.mainwindow import MainWindow
from gui.table.banner import MoveMark
from gui.table.items import CARD_H, CARD_W
from tests.gui.test_no_clipped_words import SLACK, painted_words, scene_clips

ANNA, BEN = Seat("human", None, "Anna"), Seat("human", None, "Ben")
SIZES = {"landscape": (1440, 860), "portrait": (700, 1000)}


@pytest.fixture
def window(quiet_window: MainWindow) -> MainWindow:
    return quiet_window


def _moves(window: MainWindow, seed: int, moves: int) -> Iterator[int]:
    """Random legal moves by both seats; yields after each, with the table settled."""
    match = window.match
    assert match is not None
    rng = random.Random(seed)
    _past_the_handover(match)
    for step in range(moves):
        if match.phase != MatchState.AWAITING_HUMAN:
            return
        match.play(rng.choice(list(match.legal_actions())))
        _past_the_handover(match)
        QApplication.processEvents()
        window.scene.hide_banner()
        yield step


def _past_the_handover(match: Match) -> None:
    if match.phase == MatchState.HANDOVER:
        match.confirm_handover()


def _painted(scene: QGraphicsScene) -> set[str]:
    return {p.text for p in painted_words(scene)}


@pytest.mark.parametrize("size", SIZES)
def test_en_garde_names_its_discard_pile_above_the_cards_fanned_on_it(
        window: MainWindow, qtbot: QtBot, size: str) -> None:
    window.resize(*SIZES[size])
    window.new_match("en-garde", {"discards": "open"}, (ANNA, BEN), seed=4)
    QApplication.processEvents()
    scene = window.scene
    assert isinstance(scene, TableScene)
    assert (scene.geo is NARROW) == (size == "portrait")
    slot = scene.discard_slot
    name = slot.mapRectToScene(slot.name_rect())
    longest = 0
    for step in _moves(window, 4, 60):
        found = [f"step {step}: {clip}" for clip in scene_clips(window.table)]
        assert found == []
        assert slot.label and slot.label in _painted(scene)
        pile = scene.zones["discard"]
        longest = max(longest, len(pile))
        for card in pile:
            assert not card.sceneBoundingRect().intersects(name), step
        if pile:  # the ring round the other fencer's last card leaves the name alone
            ring = MoveMark(pile[-1])
            assert not ring.sceneBoundingRect().intersects(name), step
            ring.remove()
        for card in scene.zones[f"hand:{1 - scene.me}"]:
            assert not card.sceneBoundingRect().intersects(name), step
    assert longest >= 8  # the pile fanned out far below its name


@pytest.mark.parametrize("size", SIZES)
def test_audatia_names_its_lanes_and_posta_place_outside_what_lies_in_them(
        window: MainWindow, qtbot: QtBot, size: str) -> None:
    window.resize(*SIZES[size])
    window.new_match("audatia", {}, (ANNA, BEN), seed=0)
    QApplication.processEvents()
    scene = window.scene
    assert isinstance(scene, AudatiaScene)
    places: list[PlaceItem] = [*scene.play_zones, *scene.posta_slots]
    seen = {"poste on offer": False, "posta taken": False, "stack": False}
    for step in _moves(window, 0, 90):
        found = [f"step {step}: {clip}" for clip in scene_clips(window.table)]
        assert found == []
        painted = _painted(scene)
        for zone in scene.play_zones:
            assert zone.lanes is not None and set(zone.lanes) <= painted
        assert all(slot.name and slot.name in painted for slot in scene.posta_slots)
        words = [place.mapRectToScene(place.words_rect()) for place in places]
        for card in scene.cards.values():
            face = card.mapRectToScene(QRectF(0, 0, card.W, card.H))
            if card.isVisible():
                assert not any(face.intersects(w) for w in words), (step, card.zone, card.card)
        zones = {c.zone for c in scene.cards.values()}
        seen["poste on offer"] |= "poste" in zones
        seen["posta taken"] |= "posta" in zones
        seen["stack"] |= "stack" in zones
    assert all(seen.values()), seen


def test_the_lanes_are_named_on_the_side_of_each_play_area_that_faces_the_bind(qtbot: QtBot) -> None:
    scene = AudatiaScene()
    scene._place_furniture()
    mine, theirs = scene.play_zones[scene.me], scene.play_zones[1 - scene.me]
    for zone in (mine, theirs):
        assert not zone.words_rect().intersects(zone.rect)
    top, bottom = theirs.mapRectToScene(theirs.rect), mine.mapRectToScene(mine.rect)
    between = QRectF(top.bottomLeft(), bottom.topRight())
    assert between.height() > 0  # the player's area lies below the other's, the bind between them
    for zone in (mine, theirs):
        assert between.contains(zone.mapRectToScene(zone.words_rect()))
    slot = scene.posta_slots[scene.me]
    assert slot.words_rect().top() >= slot.rect.bottom()
    assert scene.place_rect("posta") == slot.mapRectToScene(slot.rect)


def test_a_virtue_tally_keeps_its_longest_line_whole(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    tally = VirtueTally()
    tally.rows = [("prudentia", 14, 13, True), ("celeritas", 12, 10, True), ("fortitudo", 0, 0, False),
                  ("audatia", 9, 9, True)]
    scene.addItem(tally)
    words = painted_words(scene)
    assert {p.text for p in words} >= {"Prudentia 14 (+13) ★", "Fortitudo 0"}
    for p in words:
        assert p.box.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(p.ink), p.text
        assert QRectF(tally.sceneBoundingRect()).contains(p.ink.adjusted(SLACK, SLACK, -SLACK, -SLACK))


@pytest.mark.parametrize("size", SIZES)
def test_en_garde_names_the_attack_to_answer_above_its_ring(
        window: MainWindow, qtbot: QtBot, size: str) -> None:
    """The words over an attack to be answered stay clear of the ring round it (the other fencer's
    last move) and of his hand above."""
    window.resize(*SIZES[size])
    window.new_match("en-garde", {}, (ANNA, BEN), seed=4)
    QApplication.processEvents()
    scene = window.scene
    assert isinstance(scene, TableScene)
    answered = 0
    for _step in _moves(window, 4, 120):
        spot = scene.geo.attack + QPointF(5, 5)
        pending = [c for c in scene.zones["discard"] if c.sceneBoundingRect().contains(spot)]
        if not pending or not scene.attack_label.text():
            continue
        answered += 1
        words = scene.attack_label.sceneBoundingRect()
        ring = MoveMark(pending[-1])
        dashes = ring.mapRectToScene(ring.around.adjusted(-7, -7, 7, 7))  # as paint() draws them
        assert not dashes.intersects(words)
        ring.remove()
        for card in scene.zones[f"hand:{1 - scene.me}"]:
            assert not card.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H)).intersects(words)
    assert answered >= 3


def test_ready_fences_captions_lie_below_the_ring_of_the_last_move(qapp: object) -> None:
    """Under each play of the phrase, "Club · attack" is written clear of the dashes round the
    card the other fencer just played."""
    from gui.games.ready_fence.items import Caption, PhraseItem, RFCard

    scene = QGraphicsScene()
    phrase = PhraseItem()
    scene.addItem(phrase)
    card = RFCard(1, None, "phrase")
    scene.addItem(card)
    card.setPos(100, 40)
    place = card.mapRectToScene(QRectF(0, 0, card.W, card.H))
    phrase.captions = [Caption(place, "Club", "attack", 1, "6")]
    ring = MoveMark(card)
    dashes = ring.mapRectToScene(ring.around.adjusted(-7, -7, 7, 7))  # as paint() draws them
    written = [p for p in painted_words(scene) if p.item is phrase and "Club" in p.text]
    assert written and all(not dashes.intersects(p.ink) for p in written)
