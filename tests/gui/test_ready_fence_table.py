"""The Ready...Fence! table: drags, clicks and keys become the bout's actions; the phrase shows how
each speed is summed; the strip turns with the window; secrets stay secret in hot-seat."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QLabel
from pytestqt.qtbot import QtBot

from engine.games import get_game
from engine.games.ready_fence import MODE_LESSONS
from engine.games.ready_fence.actions import Action
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.verdict import BEATS
from engine.games.ready_fence.words import verdict_words
from engine.match import Match, MatchState
from engine.store.saves import Seat
from gui.dialogs.newgame import NewGameDialog
from gui.dialogs.rules import RulesDialog
from gui.games.ready_fence.items import RFCard
from gui.games.ready_fence.layout import ACROSS, ALONG
from gui.games.ready_fence.scene import ReadyFenceScene
from gui.mainwindow import MainWindow

YOU = Seat("human", None, "You")
NOVICE = Seat("ai", "novice", "Novice")
ANN, BEN = Seat("human", None, "Ann"), Seat("human", None, "Ben")


def start(
    window: MainWindow, seats: tuple[Seat, Seat], seed: int, **options: Any
) -> tuple[ReadyFenceScene, Match]:
    window.new_match("ready-fence", dict(options), seats, seed=seed)
    assert isinstance(window.scene, ReadyFenceScene) and window.match is not None
    return window.scene, window.match


def wait_for_me(qtbot: QtBot, match: Match) -> None:
    qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER),
                    timeout=30_000)  # generous: a loaded machine starts the AI slowly


def vp_point(window: MainWindow, scene_point: QPointF) -> Any:
    return window.table.mapFromScene(scene_point)


def drag(window: MainWindow, item: RFCard, to: QPointF) -> None:
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


def press(window: MainWindow, *keys: Qt.Key) -> None:
    for key in keys:
        QTest.keyClick(window.table.viewport(), key)


def hand_item(scene: ReadyFenceScene, cid: str) -> RFCard:
    return next(c for c in scene.my_hand() if c.card == cid)


def thrust_at_engagement(seed: int) -> list[str]:
    """The opening both phrase tests fence: Ann (seat 0) takes Engagement and steps to lunge
    distance, Ben thrusts with his yellow Straight Thrust; the legal answers Ann then has."""
    state: Any = get_game("ready-fence").new({"mode": "basic", "first": 0}, seed)
    for text in ("keep", "keep", "weapon engage", "advance"):
        state.apply(state.parse_action(text))
    state.apply(next(a for a in state.legal_actions() if a.kind == "play" and fence_cards()[a.card].yellow))
    return [state.format_action(a) for a in state.legal_actions()]


def parry_seed() -> int:
    """A deal in which Ann holds no faster card, so she may parry without one."""
    return next(seed for seed in range(1, 60) if "parry 1" in thrust_at_engagement(seed))


def fighter(match: Match, rng: random.Random) -> Action:
    """A fencer who fences: attacks and answers when he can, steps in otherwise."""
    legal: list[Action] = match.legal_actions()
    for kinds in (("play", "renew", "feint"), ("parry", "distance"), ("advance",), ("keep", "done")):
        fits = [a for a in legal if a.kind in kinds]
        if fits:
            return rng.choice(fits)
    return rng.choice(legal)


# --- the keyboard ----------------------------------------------------------------------------------
LETTER = {"keep": Qt.Key.Key_K, "mulligan": Qt.Key.Key_M, "advance": Qt.Key.Key_F, "back": Qt.Key.Key_B,
          "retreat": Qt.Key.Key_R, "stall": Qt.Key.Key_S, "pass": Qt.Key.Key_Space, "done": Qt.Key.Key_Space,
          "weapon": Qt.Key.Key_W, "parry": Qt.Key.Key_X, "distance": Qt.Key.Key_T}


def keys_to(window: MainWindow, scene: ReadyFenceScene, a: Action) -> None:
    """The keyboard path to `a`: walk to its card, then its place's letter (again for the next
    option) or the verb's letter, until the table offers `a`."""
    if a.kind in ("play", "renew", "feint", "discard") or (a.kind in ("retreat", "distance") and a.card):
        hand = [c.card for c in scene.my_hand()]
        press(window, Qt.Key.Key_Home, *[Qt.Key.Key_Right] * hand.index(a.card))
        letter = Qt.Key.Key_P if a.kind in ("play", "renew", "feint") else Qt.Key.Key_D
    else:
        letter = LETTER[a.kind]
    for _ in range(12):
        press(window, letter)
        if scene.preview == a:
            return
    raise AssertionError(f"the keys never offered {a}; last {scene.preview}")


def test_a_tutorial_bout_is_fenced_to_the_end_with_the_keyboard_alone(
    window: MainWindow, qtbot: QtBot
) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=11, mode="tutorial")
    window.table.setFocus()
    rng = random.Random(4)
    kinds: set[str] = set()
    for _ in range(400):
        wait_for_me(qtbot, match)
        if match.phase == MatchState.GAME_OVER:
            break
        a = fighter(match, rng)
        keys_to(window, scene, a)
        before = len(match.actions)
        press(window, Qt.Key.Key_Return)
        assert match.actions[before:before + 1] == [match.state.format_action(a)]
        kinds.add(a.kind)
    assert match.phase == MatchState.GAME_OVER
    title = scene.overlay.title
    assert scene.overlay.isVisible() and ("win the bout" in title or "wins the bout" in title
                                          or title == "A drawn bout"), title
    assert scene.overlay.text and scene.game_over_showing()
    assert [b.text for b, _ in scene.after_buttons] == ["Rematch (R)", "New game… (Ctrl+N)"]
    assert {"keep", "play"} <= kinds, kinds


def test_every_legal_action_has_a_key(window: MainWindow, qtbot: QtBot) -> None:
    """Whatever the phase, each legal action is reached by its letters (not only by 1-9)."""
    scene, match = start(window, (YOU, NOVICE), seed=3, mode="advanced", target=5)
    window.table.setFocus()
    rng = random.Random(9)
    checked = 0
    for _ in range(40):
        wait_for_me(qtbot, match)
        if match.phase == MatchState.GAME_OVER:
            break
        for a in match.legal_actions():
            keys_to(window, scene, a)
            checked += 1
        press(window, Qt.Key.Key_Escape)
        assert scene.preview is None
        match.play(fighter(match, rng))
    assert checked > 100


# --- the mouse ------------------------------------------------------------------------------------
def to_lunge(window: MainWindow, qtbot: QtBot, scene: ReadyFenceScene, match: Match) -> None:
    """Keep the hand, then step in with the Advance button until a phrase may open."""
    wait_for_me(qtbot, match)
    click(window, next(b for b in scene.buttons if b.action == Action("keep")).sceneBoundingRect().center())
    for _ in range(6):
        wait_for_me(qtbot, match)
        pos = match.view().pos
        if pos[1] - pos[0] == 2:
            return
        square = pos[scene.me] + (1 if scene.me == 0 else -1)
        assert square in scene.strip.lit
        click(window, scene.strip.square_centre(square))
    raise AssertionError("never reached lunge distance")


def test_a_card_dragged_onto_the_piste_opens_the_phrase(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=2, mode="basic", first=0)
    to_lunge(window, qtbot, scene, match)
    assert match.actions[0] == "keep" and "advance" in match.actions
    attack = next(a for a in match.legal_actions() if a.kind == "play" and not a.arg)
    drag(window, hand_item(scene, attack.card), scene.drop_point(attack) or QPointF())
    assert match.actions[-1] == f"play {attack.card}"
    # the card now lies on the piste with its caption
    assert any(c.card == attack.card and c.zone == "play" for c in scene.cards.values())
    assert scene.phrase.captions and scene.phrase.captions[0].who == "You"


def test_a_rejected_drop_snaps_back_and_says_why(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=2, mode="basic", first=0)
    wait_for_me(qtbot, match)
    press(window, Qt.Key.Key_K, Qt.Key.Key_Return)  # keep the hand
    wait_for_me(qtbot, match)
    assert match.state.phase == "turn" and match.view().pos == (3, 6)  # type: ignore[attr-defined]
    red = next(c for c in scene.my_hand() if c.card and fence_cards()[c.card].red)
    home = QPointF(red.pos())
    before = list(match.actions)
    drag(window, red, scene.piste_rect().center())  # long distance: no phrase opens
    assert match.actions == before and red.pos() == home
    assert "lunge distance" in window.statusBar().currentMessage()
    drag(window, red, QPointF(scene.geo.banner.x() + 400, scene.geo.banner.y() + 20))  # on nothing
    assert match.actions == before and red.pos() == home
    assert "Drop a card on the piste" in window.statusBar().currentMessage()


def test_a_card_that_can_do_two_things_splits_its_place(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=2, mode="advanced", first=0)
    wait_for_me(qtbot, match)
    options = [Action("play", "st4-1"), Action("play", "st4-1", "ang-1")]
    scene.legal = lambda: list(options)  # type: ignore[method-assign]
    alone, with_ang = (scene.drop_point(a) for a in options)
    assert alone is not None and with_ang is not None and alone != with_ang
    assert scene.piste_rect().contains(alone) and scene.piste_rect().contains(with_ang)
    assert scene.label(options[1], "st4-1").startswith("With Angulations")
    assert scene.label(options[1], "ang-1").startswith("With Straight Thrust")


def test_clicks_on_the_weapon_circles_and_the_stamina_bottle_play(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (ANN, BEN), seed=parry_seed(), mode="basic", first=0)
    match.confirm_handover()
    for _ in range(2):
        press(window, Qt.Key.Key_K, Qt.Key.Key_Return)
        if match.phase == MatchState.HANDOVER:
            match.confirm_handover()
    board = scene.boards[scene.me]
    click(window, board.mapToScene(board.circle_centre("engage")))
    assert match.actions[-1] == "weapon engage"
    assert board.state.weapon == "engage" and not board.state.lit_weapons  # once a turn
    press(window, Qt.Key.Key_F, Qt.Key.Key_Return)  # the second action: the turn passes
    match.confirm_handover()
    thrust = next(a for a in match.legal_actions() if a.kind == "play" and fence_cards()[a.card].yellow)
    assert match.play(thrust)
    match.confirm_handover()
    view = match.view()
    parries = [a for a in match.legal_actions() if a.kind == "parry"]
    n = int(parries[0].card)
    click(window, board.mapToScene(board.stamina_rect(view.stamina[0] - n).center()))
    assert match.actions[-1] == f"parry {n}"


# --- the phrase, summed -----------------------------------------------------------------------------
def test_the_phrase_shows_each_speed_summed_and_keeps_the_last_one(window: MainWindow, qtbot: QtBot) -> None:
    """Ann holds Engagement, so Ben's Straight Thrust is one slower; her cardless parry is twice
    the stamina she spends. After the phrase the table still shows why it ended so."""
    scene, match = start(window, (ANN, BEN), seed=parry_seed(), mode="basic", first=0)
    match.confirm_handover()
    match.play(Action("keep"))
    match.confirm_handover()
    match.play(Action("keep"))
    match.confirm_handover()
    match.play(Action("weapon", "engage"))
    match.play(Action("advance"))
    match.confirm_handover()
    thrust = next(a for a in match.legal_actions() if a.kind == "play" and fence_cards()[a.card].yellow)
    match.play(thrust)
    match.confirm_handover()
    (attack,) = scene.phrase.captions
    assert attack.sum == "Straight Thrust 3 \u2212 1 his Engagement = 2"
    assert attack.who == "Ben" and attack.role == "attack"
    n = min(int(a.card) for a in match.legal_actions() if a.kind == "parry")
    match.play(Action("parry", str(n)))
    caption_texts = [c.sum for c in scene.phrase.captions]
    parry = f"Parry: {n} SP \u00d7 2 = {2 * n}"
    assert caption_texts == ["Straight Thrust 3 \u2212 1 his Engagement = 2", parry]
    # the cheapest parry that holds is as fast as the attack: equal speeds, and a parry holds
    assert scene.phrase.captions[1].token and scene.phrase.captions[1].versus == "="
    assert scene.phrase.headline == "Last phrase: no touch: the defence held"
    assert [c.card for c in scene.cards.values() if c.zone == "last"] == [thrust.card]


def test_a_touch_names_the_faster_card_and_marks_it(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=2, mode="basic", first=0)
    rng = random.Random(5)
    for _ in range(200):
        wait_for_me(qtbot, match)
        last = match.view().last
        if last is not None and len(last.plays) == 2 and len(last.scored) == 1:
            break
        assert scene.try_play(fighter(match, rng))
    else:
        raise AssertionError("no touch in 200 actions")
    last = match.view().last
    assert last.reason.code == BEATS
    assert scene.phrase.headline.startswith(f"Last phrase: {verdict_words(last.reason)}")
    touch = [c for c in scene.cards.values() if c.zone == "last" and c.mark == "Touch!"]
    winner = last.scored[0]
    assert [c.seat for c in touch] == [winner]


# --- hot-seat ------------------------------------------------------------------------------------------
def leaks(scene: ReadyFenceScene, match: Match) -> list[RFCard]:
    """Hand cards whose face the person at the screen must not see: the other hand's cards that
    were never shown to both (and during a hand-over, any hand's)."""
    state: Any = match.state
    viewer = match.viewer
    out = []
    for c in scene.items():
        face = isinstance(c, RFCard) and c.zone == "hand" and c.shows_face() and c.seat is not None
        if face and c.seat != viewer and c.card not in state.known[c.seat]:
            out.append(c)
    return out


@pytest.mark.parametrize("mode", ["tutorial", "advanced"])
def test_hot_seat_never_shows_the_other_fencers_hand(window: MainWindow, qtbot: QtBot, mode: str) -> None:
    scene, match = start(window, (ANN, BEN), seed=6, mode=mode, target=5)
    checks = [0]

    def check(*_: Any) -> None:
        assert leaks(scene, match) == []
        checks[0] += 1

    for signal in (match.stateEntered, match.eventsApplied, match.viewChanged, match.positionReset,
                   match.handoverRequested, match.prompt):
        signal.connect(check)
    rng = random.Random(7)
    handovers = 0
    for _ in range(600):
        if match.phase == MatchState.GAME_OVER:
            break
        if match.phase == MatchState.HANDOVER:
            assert scene.overlay.isVisible() and not scene.my_hand()
            press(window, Qt.Key.Key_Return)
            handovers += 1
            continue
        a = fighter(match, rng) if rng.random() < 0.7 else rng.choice(match.legal_actions())
        assert scene.try_play(a)
    assert match.phase == MatchState.GAME_OVER and checks[0] > 50 and handovers > 5


# --- the strip turns with the window ---------------------------------------------------------------------
def parts_of(scene: ReadyFenceScene) -> dict[str, QRectF]:
    def box(items: list[RFCard]) -> QRectF:
        r = QRectF()
        for c in items:
            r = r.united(c.sceneBoundingRect())
        return r

    me, other = scene.me, 1 - scene.me
    return {
        "my hand": box(scene.my_hand()),
        "their hand": box([c for c in scene.cards.values() if c.zone == "hand" and c.seat == other]),
        "phrase": scene.phrase.sceneBoundingRect(),
        "strip": scene.strip.sceneBoundingRect(),
        "my board": scene.boards[me].sceneBoundingRect(),
        "their board": scene.boards[other].sceneBoundingRect(),
        "scoreboard": scene.scoreboard.sceneBoundingRect(),
        "timer": scene.timer_pile.sceneBoundingRect(),
        "discards": scene.discard_pile.sceneBoundingRect(),
        "banner": scene.banner.sceneBoundingRect(),
        "buttons": box(scene.buttons),  # type: ignore[arg-type]
    }


@pytest.mark.parametrize("vertical", [False, True])
def test_both_orientations_keep_every_part_inside_and_apart(
    window: MainWindow, qtbot: QtBot, vertical: bool
) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=2, mode="advanced", first=0)
    rng = random.Random(3)
    for _ in range(80):  # to a phrase with cards on the piste and the player to answer
        wait_for_me(qtbot, match)
        if match.view().plays and match.state.phase == "phrase":  # type: ignore[attr-defined]
            break
        scene.try_play(fighter(match, rng))
    window.resize(700, 1400) if vertical else window.resize(1600, 900)
    qtbot.waitUntil(lambda: scene.geo.vertical == vertical)
    assert scene.geo is (ALONG if vertical else ACROSS)
    assert scene.sceneRect() == scene.geo.rect() and scene.overlay.rect == scene.geo.rect()
    assert scene.strip.vertical == vertical
    parts = parts_of(scene)
    assert not parts["buttons"].isEmpty() and not parts["my hand"].isEmpty()
    for name, rect in parts.items():
        assert scene.sceneRect().contains(rect), name
        for other_name, rect2 in parts.items():
            if name < other_name:
                assert not rect.intersects(rect2), (name, other_name)
    for item in scene.items():
        if isinstance(item, RFCard | QGraphicsSimpleTextItem) and item.isVisible():
            assert scene.sceneRect().contains(item.sceneBoundingRect()), item
    # the player's fencer is at his own end: left across, bottom along
    mine, his = (scene.figures[s].pos() for s in (scene.me, 1 - scene.me))
    assert (mine.y() > his.y()) if vertical else (mine.x() < his.x())


# --- help and the new-game dialog ----------------------------------------------------------------------
def test_f1_lists_the_keys(window: MainWindow, qtbot: QtBot) -> None:
    scene, _ = start(window, (YOU, NOVICE), seed=3)
    press(window, Qt.Key.Key_F1)
    assert scene.overlay.isVisible() and ("Space", "pass, or done") in scene.overlay.rows
    press(window, Qt.Key.Key_Escape)
    assert not scene.overlay.isVisible()


def test_the_rules_dialog_summarises_the_game_and_lists_this_tables_keys(
    window: MainWindow, qtbot: QtBot
) -> None:
    scene, _ = start(window, (YOU, NOVICE), seed=3)
    dialog = RulesDialog("ready-fence", keys=scene.help_page()[1])
    qtbot.addWidget(dialog)
    text = dialog.rules_view.toPlainText()
    assert "Ready...Fence!" in text and "Engagement" in text and "lunge distance" in text
    keys = [dialog.keys_table.item(r, 0).text() for r in range(dialog.keys_table.rowCount())]  # type: ignore[union-attr]
    assert "P / D" in keys and "Ctrl+Z" in keys and "H" not in keys  # not En Garde's Hold


def test_the_new_game_dialog_says_what_each_mode_teaches(qtbot: QtBot) -> None:
    dialog = NewGameDialog({"game": "ready-fence"})
    qtbot.addWidget(dialog)
    dialog.show()
    mode = dialog.option_widgets["mode"]
    line = dialog.findChild(QLabel, "choice-help-mode")
    assert line is not None and line.isVisible()
    for lesson in ("tutorial", "basic", "advanced"):
        mode.setCurrentIndex(mode.findText(lesson.capitalize()))  # type: ignore[union-attr]
        assert line.text() == MODE_LESSONS[lesson]


def test_the_new_game_dialog_names_our_variants_as_ours_and_defaults_to_the_rulebook(qtbot: QtBot) -> None:
    dialog = NewGameDialog({"game": "ready-fence"})
    qtbot.addWidget(dialog)
    dialog.show()
    for name in ("counters", "passivity"):
        widget = dialog.option_widgets[name]
        assert widget.currentText() == "Off (the rulebook)"  # type: ignore[union-attr]
        assert "(the rulebook)" in widget.toolTip() and "(our " in widget.toolTip()
        line = dialog.findChild(QLabel, f"choice-help-{name}")
        assert line is not None and line.isVisible() and line.text().startswith("The rulebook")
        widget.setCurrentIndex(widget.findText("On", Qt.MatchFlag.MatchStartsWith))  # type: ignore[union-attr]
        assert widget.currentText().startswith("On (our ")  # type: ignore[union-attr]
        assert line.text().startswith("Our ")


def test_a_stall_may_keep_the_timer_card(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=2, mode="basic", first=0)
    wait_for_me(qtbot, match)
    press(window, Qt.Key.Key_K, Qt.Key.Key_Return)  # keep the hand
    wait_for_me(qtbot, match)
    offered = {b.action: b.text for b in scene.buttons}
    assert offered[Action("stall")].startswith("Stall") and Action("stall", "keep") in offered
    timer = match.view().timer_size
    keep = next(b for b in scene.buttons if b.action == Action("stall", "keep"))
    click(window, keep.sceneBoundingRect().center())
    assert match.actions[-1] == "stall keep" and match.view().timer_size == timer


def test_the_new_game_dialog_offers_only_the_targets_a_mode_plays_to(qtbot: QtBot) -> None:
    dialog = NewGameDialog({"game": "ready-fence", "options": {"mode": "advanced", "target": 15}})
    qtbot.addWidget(dialog)
    dialog.show()
    mode, target = dialog.option_widgets["mode"], dialog.option_widgets["target"]
    assert dialog.choice().options["target"] == 15
    mode.setCurrentIndex(mode.findText("Basic"))  # type: ignore[union-attr]
    offered = [target.itemText(i) for i in range(target.count())]  # type: ignore[union-attr]
    assert offered == ["5", "10"]
    assert dialog.choice().options == {"mode": "basic", "target": 5, "first": "coin", "counters": "off",
                                       "passivity": "off"}
