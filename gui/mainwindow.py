"""The main window: the table in the middle, the side panel, menus, and the life of a match."""

from __future__ import annotations

import logging
import random
import sqlite3
import sys
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QDate, QLocale, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.ai.players import LEVELS
from engine.ai.worker import SearchWorkers
from engine.core.cards import home_id
from engine.core.errors import SalleError
from engine.core.events import ActionPlayed, Event
from engine.core.i18n import LANGUAGES, QT_TRANSLATE_NOOP, translate
from engine.core.view import SeatView
from engine.games import get_game
from engine.match import (
    CARDS,
    AutosaveInUse,
    Match,
    MatchState,
    action_entries,
    autosave_path,
    release_autosaves,
    unexpected_words,
)
from engine.replay import Replay
from engine.store.cardsets import CardSet, CardSetError, known_card_set, look_elsewhere
from engine.store.files import plain_reason
from engine.store.history import GameRow, History
from engine.store.paths import DATA, SETTINGS, FolderError, check_writable, prepare_folders, use_data_folder
from engine.store.saves import Seat, set_aside_damaged
from engine.store.settings import Settings, follow_data_folder, load_settings, save_settings
from gui import anim
from gui.access import LiveStatus, TableSpeech
from gui.crash import open_log_folder
from gui.games import DEFAULT_GAME, all_uis, game_ui
from gui.gameui import Scenario
from gui.i18n import chosen_language, use_language
from gui.panels import SidePanel, log_lines
from gui.seats import shown_name
from gui.sound import VOLUME_LEVELS, Sounds
from gui.statusbar import StatusBar
from gui.table.base import TableSceneBase
from gui.table.pacing import Pacing
from gui.table.story import Announcement, Story
from gui.table.view import TableView
from gui.theme import apply_palette
from gui.warningbar import WarningBar

if TYPE_CHECKING:
    from engine.ai.coach import Advice  # what the match hands over as a hint
    from gui.replay import ReplayController  # a replay's table, loaded when one is opened

log = logging.getLogger("salle")

# Below this width a landscape window folds the side panel away: the table takes the whole width, so
# the cards in the player's hand are drawn larger (a 1024 px laptop screen, a 1920 px one at 200 %).
PANEL_ROOM = 1200

SPEED_WORDS = {
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "off": QT_TRANSLATE_NOOP("MainWindow", "Off"),
}
VOLUME_WORDS = {
    30: QT_TRANSLATE_NOOP("MainWindow", "Quiet"),
    60: QT_TRANSLATE_NOOP("MainWindow", "Medium"),
    100: QT_TRANSLATE_NOOP("MainWindow", "Loud"),
}
PALETTE_WORDS = {
    "system": QT_TRANSLATE_NOOP("MainWindow", "System"),
    "light": QT_TRANSLATE_NOOP("MainWindow", "Light"),
    "dark": QT_TRANSLATE_NOOP("MainWindow", "Dark"),
}


def first_game() -> dict[str, Any]:
    """A newcomer's first match, and the new-game dialog's choices until he makes his own (the
    person's name in the language he reads)."""
    return {
        "game": DEFAULT_GAME,
        "options": {},
        "seats": [
            {"kind": "human", "level": None, "name": translate("MainWindow", "You")},
            {"kind": "ai", "level": "club", "name": LEVELS["club"].words},
        ],
        "seed": None,
    }


def last_game_with_sets(last: dict[str, Any], card_set: CardSet | None,
                        guests: Sequence[CardSet] = ()) -> dict[str, Any]:
    """`last` (Settings.last_game) with the card sets it is played with, by name: the next start
    looks them up among the sets Salle knows, as a save's set is."""
    out = dict(last)
    if card_set is not None:
        out["card_set"] = card_set.name
    if guests:
        out["guest_sets"] = [g.name for g in guests]
    return out


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Salle")
        loaded, problem = load_settings() if settings is None else (settings, None)
        self.settings = loaded
        follow_data_folder(loaded)
        look_elsewhere(loaded.card_set_folders)  # the card sets kept outside the data folder
        # False while no folder for saves and history can be used: games are played, not kept
        self.keeping = True
        anim.set_speed(self.settings.animation_speed)
        # the search processes start once the table has painted (a search that cannot wait starts
        # them itself): each loads the engine on a core the first frame needs
        self.workers = SearchWorkers(held=True)
        self.match: Match | None = None
        self.pacing: Pacing | None = None  # the match as the screen is told it
        self.scenario: Scenario | None = None  # the historical duel being replayed, if any
        self.scene: TableSceneBase[Any] = game_ui(DEFAULT_GAME).scene(self)
        self.scene_game = DEFAULT_GAME
        self.table = TableView(self.scene, self)
        self.table.firstPainted.connect(lambda: QTimer.singleShot(0, self.workers.let_go))
        # the sound effects load once the table has painted, never on the way to the first frame
        self.sounds = Sounds(self.settings.sound, self.settings.sound_volume, parent=self)
        self.sounds.silenced.connect(self._no_sound)
        self.table.firstPainted.connect(lambda: QTimer.singleShot(0, self.sounds.prepare))
        self.speech = TableSpeech(self.table)  # the table in words, for a screen reader
        self.setStatusBar(StatusBar(self))  # a long message is cut short, whole in its tooltip
        self.live = LiveStatus(self.statusBar())  # each event in words, as it happens
        self.warnings = WarningBar()
        middle = QWidget(self)
        column = QVBoxLayout(middle)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.warnings)
        column.addWidget(self.table, 1)
        self.column = column  # a replay puts its bar under the table
        self.replay: ReplayController | None = None  # a finished game on the table instead of the match
        self._left_for_replay = False  # the match was abandoned for the replay: a new one follows it
        self.setCentralWidget(middle)
        self.panel = SidePanel()
        dock = QDockWidget(self)
        dock.setObjectName("side-panel")
        dock.setWidget(self.panel)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.dock = dock
        # the panel's toggle on the table's edge: a folded panel is one click away
        self.panel_button = QToolButton()
        self.panel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        self.panel_button.clicked.connect(lambda: self.set_side_panel(not self.dock.isVisibleTo(self)))
        self.table.set_corner(self.panel_button)
        self._panel_opened: bool | None = None  # opened or closed by the player in a small window
        self._cramped = False
        self._connect_scene()
        self.story = Story()
        self.panel.actionChosen.connect(self.play_from_list)
        self.panel.hintRequested.connect(self.hint)
        self.panel.undoRequested.connect(self.undo)
        self.panel.newGameRequested.connect(self.new_game_dialog)
        self.panel.rematchRequested.connect(self.rematch)
        self.panel.historyRequested.connect(self.show_history)
        self.panel.replayRequested.connect(self.replay_match)
        self.panel.reviewRequested.connect(self.review_match)
        self._build_menus()
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        else:
            self.resize(1440, 860)
        self._fold_panel()
        if problem:
            self.warn(SETTINGS, problem)

    # --- the panel follows the window's shape ------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_panel()
        self._fold_panel()

    def _fold_panel(self) -> None:
        """Show the side panel as the player chose it, folded away while a landscape window is too
        narrow for it and the table both (unless the player opened it there himself)."""
        cramped = self.width() >= self.height() and self.width() < PANEL_ROOM
        if cramped != self._cramped:
            self._cramped, self._panel_opened = cramped, None  # the window's own default again
        shown = self.settings.side_panel and not cramped
        if self._panel_opened is not None:
            shown = self._panel_opened
        if self.dock.isVisibleTo(self) != shown:
            self.dock.setVisible(shown)
            if shown:
                QTimer.singleShot(0, self._size_panel)
        self._label_panel_toggle(shown)

    def _label_panel_toggle(self, shown: bool) -> None:
        below = self.dockWidgetArea(self.dock) == Qt.DockWidgetArea.BottomDockWidgetArea
        if below:
            self.panel_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.UpArrow)
        else:
            self.panel_button.setArrowType(Qt.ArrowType.RightArrow if shown else Qt.ArrowType.LeftArrow)
        words = self.tr("Hide the side panel") if shown else self.tr("Show the side panel")
        self.panel_button.setToolTip(words)
        self.panel_button.setAccessibleName(words)
        action = getattr(self, "panel_action", None)
        if action is not None:
            action.setChecked(shown)

    def set_side_panel(self, on: bool) -> None:
        """Show or fold away the side panel (View ▸ Side panel, the button on the table's edge),
        remembered; in a small window the choice holds until the window is resized out of it."""
        self.settings.side_panel = on
        self._panel_opened = on if self._cramped else None
        self._save_settings()
        self._fold_panel()

    def _place_panel(self) -> None:
        """Beside the table in a landscape window, under it in a portrait one, so a narrow window
        keeps the whole width for the table."""
        portrait = self.height() > self.width()
        area = Qt.DockWidgetArea.BottomDockWidgetArea if portrait else Qt.DockWidgetArea.RightDockWidgetArea
        if self.dockWidgetArea(self.dock) == area:
            return
        self.panel.set_wide(portrait)
        self.addDockWidget(area, self.dock)
        # sized once the move has been laid out: a dock just moved ignores a size asked at once
        QTimer.singleShot(0, self._size_panel)

    def _size_panel(self) -> None:
        if self.dockWidgetArea(self.dock) == Qt.DockWidgetArea.BottomDockWidgetArea:
            self.resizeDocks([self.dock], [int(self.height() * 0.3)], Qt.Orientation.Vertical)
        else:
            self.resizeDocks([self.dock], [self.panel.sizeHint().width()], Qt.Orientation.Horizontal)

    # --- folders --------------------------------------------------------------------------------
    def check_folders(self) -> None:
        """At start-up: a folder that cannot be used is said (here and on stderr), and Salle plays
        on without what it would hold; for the saves and history, another folder is offered."""
        found = prepare_folders(self.settings.card_set_folders)
        for problem in found.problems:
            print(f"salle: {problem}", file=sys.stderr)
        settings_problem = found.problem(SETTINGS)
        if settings_problem is not None:
            self.warn(SETTINGS, self.tr("{problem} What you change in this session is not kept.")
                      .format(problem=settings_problem))
        data_problem = found.problem(DATA)
        if data_problem is None:
            return
        self.keeping = False
        self.warn(DATA, self.tr("{problem} Games are not autosaved and not added to the practice history.")
                  .format(problem=data_problem),
                  action=(self.tr("Choose a folder…"), self.choose_data_folder))
        box = QMessageBox(QMessageBox.Icon.Warning, "Salle",
                          self.tr("{problem}\n\nYou can play, but games will not be autosaved and finished "
                                  "games will not be added to your practice history. You can choose another "
                                  "folder for them.").format(problem=data_problem), parent=self)
        choose = box.addButton(self.tr("Choose another folder…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Play without saving"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(choose)
        box.exec()
        if box.clickedButton() is choose:
            self.choose_data_folder()

    def choose_data_folder(self) -> bool:
        """A folder chooser for the saves and the history. The choice is kept in the settings if
        they can be written, else it holds for this session."""
        name = QFileDialog.getExistingDirectory(self, self.tr("A folder for your saves and practice history"),
                                                str(Path.home()))
        if not name:
            return False
        folder = Path(name)
        try:
            check_writable(folder, DATA)
        except FolderError as e:
            QMessageBox.warning(self, "Salle", self.tr("{problem}\n\nChoose another folder, or play on "
                                                       "without saving.").format(problem=e))
            return False
        use_data_folder(folder)
        self.keeping = True
        self.warnings.clear(DATA)
        self.settings.data_folder = str(folder)
        if self._save_settings():
            self.show_message(self.tr("Your saves and practice history are kept in {folder} from now on.")
                              .format(folder=folder))
        else:
            self.warn(DATA, self.tr("Your saves and practice history are kept in {folder} for this session "
                                    "only: the settings could not be saved, so Salle will not remember "
                                    "this folder.").format(folder=folder))
        if self.match is not None:
            self.match.start_keeping()
        return True

    def warn(self, kind: str, text: str, action: tuple[str, Any] | None = None) -> None:
        """Trouble with the player's files: on the warning bar, where it stays (once per kind)."""
        self.warnings.warn(kind, text, action)

    # --- menus ----------------------------------------------------------------------------------
    def _action(
        self,
        menu: Any,
        text: str,
        slot: Any,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        menu.addAction(a)
        return a

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New game…"), self.new_game_dialog, QKeySequence.StandardKey.New)
        self._action(game, self.tr("&Resume last game"), self.resume_autosave)
        for ui in all_uis():  # the set matches a game offers (historical duels)
            if ui.scenarios():
                scenarios = game.addMenu(self.tr("{game} &scenarios").format(game=get_game(ui.name).title))
                for sc in ui.scenarios():
                    self._action(scenarios, sc.title, lambda _=False, sid=sc.id: self.start_scenario(sid))
        for ui in all_uis():  # what a game adds of its own (a competition)
            for title, opener in ui.menu:
                self._action(game, translate("GameUI", title), lambda _=False, f=opener: f(self))
        self._action(game, self.tr("&Save…"), self.save_game, QKeySequence.StandardKey.Save)
        self._action(game, self.tr("&Load…"), self.load_game, QKeySequence.StandardKey.Open)
        self._action(game, self.tr("Re&play a save…"), self.replay_save)
        game.addSeparator()
        self.undo_action = self._action(game, self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self._action(game, self.tr("&Hint"), self.hint, "Ctrl+H")
        self._action(game, self.tr("Practice &history…"), self.show_history)
        self._action(game, self.tr("&Print proofs…"), self.show_proofs, QKeySequence.StandardKey.Print)
        self._action(game, self.tr("&Card sets…"), self.show_card_sets)
        self._action(game, self.tr("&Balance…"), self.show_balance)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        view = self.menuBar().addMenu(self.tr("&View"))
        speed = view.addMenu(self.tr("&Animation speed"))
        group = QActionGroup(self)
        for name in anim.SPEEDS:
            a = self._action(speed, translate("MainWindow", SPEED_WORDS[name]),
                             lambda _=False, n=name: self.set_speed(n))
            a.setCheckable(True)
            a.setChecked(name == self.settings.animation_speed)
            group.addAction(a)
        palette = view.addMenu(self.tr("&Palette"))
        group = QActionGroup(self)
        for name in ("system", "light", "dark"):
            a = self._action(palette, translate("MainWindow", PALETTE_WORDS[name]),
                             lambda _=False, n=name: self.set_palette(n))
            a.setCheckable(True)
            a.setChecked(name == self.settings.palette)
            group.addAction(a)
        self.notation_action = self._action(view, self.tr("Show the &notation"), self.set_notation)
        self.notation_action.setCheckable(True)
        self.notation_action.setChecked(self.settings.show_notation)
        self.panel.set_notation(self.settings.show_notation)
        self.panel_action = self._action(view, self.tr("Side &panel"), self.set_side_panel, "F9")
        self.panel_action.setCheckable(True)
        panel_shown = self.dock.isVisibleTo(self) if self.isVisible() else self.settings.side_panel
        self.panel_action.setChecked(panel_shown)
        self.sound_action = self._action(view, self.tr("&Sound"), self.set_sound)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.settings.sound)
        volume = view.addMenu(self.tr("Sound &volume"))
        group = QActionGroup(self)
        shown = min(VOLUME_LEVELS, key=lambda level: abs(level - self.settings.sound_volume))
        for level in VOLUME_LEVELS:
            a = self._action(volume, translate("MainWindow", VOLUME_WORDS[level]),
                             lambda _=False, v=level: self.set_volume(v))
            a.setCheckable(True)
            a.setChecked(level == shown)
            group.addAction(a)
        self.volume_menu = volume
        view.setToolTipsVisible(True)  # why sound is not offered, where it is not
        if self.sounds.silence is not None:  # the menus made again (a language chosen)
            self._no_sound(self.sounds.silence)
        language = view.addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        # each language in its own words: whoever cannot read the current one still finds his
        for code, words in [("system", self.tr("System language")), *LANGUAGES.items()]:
            a = self._action(language, words, lambda _=False, c=code: self.set_language(c))
            a.setCheckable(True)
            a.setChecked(code == self.settings.language)
            a.setData(code)
            group.addAction(a)
        self.language_menu = language

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(
            help_menu, self.tr("&Keys on the table"), self._toggle_help, QKeySequence.StandardKey.HelpContents
        )
        self._action(help_menu, self.tr("&Rules of this game…"), self.show_rules)
        self._action(help_menu, self.tr("Open &log folder"), lambda: open_log_folder(self))
        self._action(help_menu, self.tr("&About Salle"), self.show_about)
        if not hasattr(self, "lessons"):
            from gui.lesson import install

            self.lessons = install(self, help_menu)
        else:  # the words of the menus again, in another language: the lessons stay as they are
            self.lessons.fill_menu(help_menu)

    # --- a match's life ----------------------------------------------------------------------------
    def start_match(self, match: Match, start: bool = True) -> None:
        """Put `match` on the table; `start` False draws its position but plays nothing yet
        (the resume question is asked over it): `match.start()` goes on."""
        self.close_replay(restart=False)
        self._left_for_replay = False
        if self.match is not None:
            self.match.stop()  # the workers belong to the window and serve the next match
            self.match.deleteLater()
        self.match = match
        # what the match does reaches the screen at a pace a person can follow
        told = self.pacing = Pacing(match, parent=match)
        self._scene_for(match.game.name)
        self.scene.bind(told)
        self.scene.resultShown.connect(told.hold)
        self.scene.resultRead.connect(told.release)
        self.speech.follow(self.scene, game_ui(match.game.name).status)
        self.panel.set_game(match.game, game_ui(match.game.name))
        self._title_panel()
        self.story = Story(game_ui(match.game.name).story)
        self.panel.clear_log()
        self.panel.after.setVisible(False)
        self.panel.hint_text.setText("")
        told.prompt.connect(self.on_prompt)
        told.viewChanged.connect(self.on_view)
        told.positionReset.connect(self.on_view)
        told.positionReset.connect(self.on_reset)
        told.eventsApplied.connect(self.on_events)
        self.sounds.follow(match.game, game_ui(match.game.name).sound)
        told.eventsApplied.connect(self.sounds.on_events)
        told.viewChanged.connect(self.on_told)
        told.stateEntered.connect(self.on_state)
        told.hintReady.connect(self.on_hint)
        told.refused.connect(self.on_refused)
        told.notice.connect(self.show_message)
        told.warning.connect(self.warn)
        told.gameOver.connect(self.on_game_over)
        if start:
            match.start()
            self.lessons.match_started(match)
        else:
            view = match.view()
            self.scene.reset(view)
            self.on_view(view)
            self.on_reset(view)
        self.table.setFocus()

    def _connect_scene(self) -> None:
        self.scene.message.connect(self.show_message)
        self.scene.rematchRequested.connect(self.rematch)
        self.scene.newGameRequested.connect(self.new_game_dialog)
        self.scene.announced.connect(self.announce)  # a result told on the table is said too
        self.scene.refused.connect(self._refused_on_table)

    def _refused_on_table(self, why: str) -> None:
        """A drop the rules refuse: in a lesson its bar says why too, where the learner looks."""
        lessons = getattr(self, "lessons", None)  # the first scene is connected before the menus
        if lessons is not None:
            lessons.explain(why)

    def _scene_for(self, game: str) -> None:
        """Each game has its own board: a new game of another kind swaps the scene."""
        if game == self.scene_game:
            return
        old = self.scene
        self.scene = game_ui(game).scene(self)
        self.scene_game = game
        self._connect_scene()
        self.table.setScene(self.scene)
        self.table.fit()
        old.deleteLater()

    def _toggle_help(self) -> None:
        self.scene.toggle_help()

    def start_scenario(self, sid: str) -> None:
        """A set match from a game's scenarios menu, its seats and seed as the scenario has them."""
        game, sc = next((ui.name, sc) for ui in all_uis() for sc in ui.scenarios() if sc.id == sid)
        if not self.may_leave_match():
            return
        self.new_match(game, dict(sc.options), sc.seats, sc.seed)
        self.scenario = sc
        self.panel.add_log(sc.setting)
        self.show_message(sc.setting)

    def new_match(
        self, game: str, options: dict[str, Any], seats: tuple[Seat, Seat], seed: int | None,
        card_set: CardSet | None = None, guest_sets: Sequence[CardSet] = (),
    ) -> None:
        self.scenario = None
        seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.start_match(Match(game, options, seed, seats, workers=self.workers, autosave=self.keeping,
                               history=self.keeping, card_set=card_set, guest_sets=guest_sets, timed=True))

    def rematch(self) -> None:
        """The same game again: the same options and seats, a new deal (see `rematch_options`
        for who opens it)."""
        match = self.match
        if match is None or not self.may_leave_match():
            return
        from engine.rematch import rematch_options

        self.new_match(match.game.name, rematch_options(match.game, match.options), match.seats, None,
                       match.card_set, match.guest_sets)

    def new_game_dialog(self) -> None:
        self.play_card_set(None)

    def play_card_set(self, card_set: CardSet | None) -> bool:
        """Choose and start a new game, `card_set` chosen ("Play this set"); True if started."""
        from gui.dialogs.newgame import NewGameDialog

        dialog = NewGameDialog(
            last_game=self.settings.last_game or None, parent=self, names=self.settings.names,
            card_set=card_set,
        )
        if dialog.exec() and self.may_leave_match():
            choice = dialog.choice()
            self.settings.last_game = last_game_with_sets(choice.to_last_game(), choice.card_set,
                                                          choice.guest_sets)
            self._save_settings()
            self.new_match(choice.game, choice.options, choice.seats, choice.seed, choice.card_set,
                           choice.guest_sets)
            return True
        return False

    def start_default(self) -> None:
        """On start: offer to resume an unfinished game, else the last kind of game played.
        Salle starts whatever the autosave holds: one that cannot be resumed, for any reason,
        is set aside with a message, and a new game begins."""
        try:
            if self.keeping and Match.resumable() and self._ask_to_resume():
                return
        except Exception as e:  # the last resort: no autosave may keep Salle from starting
            self._resume_refused(None, e)
        self.start_last_game()

    def start_last_game(self) -> None:
        """A new game of the last kind played (the first game for a newcomer). Settings that
        cannot be used (another version's game or level, a hand-edited value) are dropped with a
        message, and the first game is played instead."""
        first_match = first_game()
        last = self.settings.last_game or first_match
        try:
            if not isinstance(last, Mapping):
                raise ValueError(self.tr("last_game must be a JSON object"))
            seats = [Seat(s["kind"], s.get("level"), s.get("name", "")) for s in last["seats"]]
            if len(seats) != 2:
                raise ValueError(self.tr("last_game.seats must be a list of two seats"))
            options, card_set, guests, problem = self._last_sets(last)
            self.new_match(last["game"], options, (seats[0], seats[1]), None, card_set, guests)
            if problem:
                self.show_message(problem)
                self.panel.add_log(problem)
        except Exception as e:
            # settings from another version may name a game or level this one lacks; a value of
            # the wrong type is logged, as no check should have let it through
            if not isinstance(e, (KeyError, ValueError)):
                log.warning("The last game's settings could not be used: %r", last, exc_info=e)
            problem = f"{type(e).__name__}: {e}" if isinstance(e, (TypeError, AttributeError)) else str(e)
            self.show_message(self.tr("The last game's settings could not be used ({problem}); starting a "
                                      "new one.").format(problem=problem))
            self.settings.last_game = {}
            first, second = (Seat(s["kind"], s["level"], s["name"]) for s in first_match["seats"])
            self.new_match(first_match["game"], {}, (first, second), None)

    def _last_sets(self, last: Mapping[str, Any]) -> tuple[dict[str, Any], CardSet | None,
                                                             tuple[CardSet, ...], str]:
        """The last game's options and the card sets it was played with, found by name among the
        sets Salle knows (a name is never followed as a path), and what to tell the player when
        one is gone or has a fault: then the shipped cards are played, and the options that named
        a further set's deck go back to their defaults."""
        options = dict(last.get("options", {}))
        name, guest_names = last.get("card_set"), last.get("guest_sets", [])
        if not name and not guest_names:
            return options, None, (), ""
        try:
            card_set = known_card_set(name) if name else None
            guests = tuple(known_card_set(g) for g in guest_names)
        except CardSetError as e:
            return self._without_guests(options), None, (), self.tr(
                "The card set of the last game cannot be found ({problem}): this game is played with "
                "the shipped cards.").format(problem=e)
        for found in (card_set, *guests):
            if found is not None and not found.ok:
                return self._without_guests(options), None, (), self.tr(
                    "The card set {name} of the last game has a fault ({problem}): this game is played "
                    "with the shipped cards.").format(name=found.name, problem=found.errors[0])
        return options, card_set, guests, ""

    @staticmethod
    def _without_guests(options: Mapping[str, Any]) -> dict[str, Any]:
        """`options` but those naming a further set's deck ("deck@set"), left to their defaults."""
        return {k: v for k, v in options.items() if not (isinstance(v, str) and home_id(v) != v)}

    def _ask_to_resume(self) -> bool:
        """The unfinished game, drawn on the table, and the question whether to play it on, in
        words: the game, the opponent, the score, when it was saved. True: it goes on. An
        autosave that cannot be resumed, whatever the reason, is set aside and the player told."""
        try:
            match = Match.resume(None, workers=self.workers, autosave=self.keeping, history=self.keeping,
                                 timed=True)
            saved = autosave_path().stat().st_mtime
            self.start_match(match, start=False)
            question = resume_question(match, datetime.fromtimestamp(saved))
        except Exception as e:
            return self._resume_refused(None, e)
        answer = QMessageBox.question(self, "Salle", question)
        if answer == QMessageBox.StandardButton.Yes:
            match.start()
            return True
        match.stop()
        return False

    def resume_autosave(self) -> bool:
        try:
            there = autosave_path().is_file()
        except (FolderError, OSError):
            there = True  # the attempt says what stands in the way
        if not there:
            QMessageBox.information(self, "Salle", self.tr("There is no unfinished game to resume."))
            return False
        return self._resume(None)

    def open_save(self, path: Path) -> bool:
        """A saved game handed to Salle by the desktop; a damaged one is refused with its reason."""
        return self._resume(path)

    def _resume(self, path: Path | None) -> bool:
        """The autosave (`path` None) or a save of the player's, on the table; one that cannot be
        resumed, for whatever reason, is refused with a message and never a crash. A save of the
        player's is only read: it is neither changed nor moved."""
        try:
            match = Match.resume(path, workers=self.workers, autosave=self.keeping, history=self.keeping,
                                 timed=True)
        except Exception as e:
            return self._resume_refused(path, e)
        try:
            self.start_match(match)
        except Exception as e:
            # read, but it could not be put on the table: a new game takes the table it left half-set
            self._resume_refused(path, e)
            self.start_last_game()
            return False
        return True

    def _resume_refused(self, path: Path | None, e: Exception) -> bool:
        """Tell the player why the game in `path` (None: the autosave) cannot be resumed. A
        failure no check foresaw goes into the log with its traceback. An autosave of this
        Salle's is set aside under a dated name, and the message says where."""
        if isinstance(e, (SalleError, OSError)):
            problem = str(e)
        else:
            log.error("The game in %s could not be resumed", path or "the autosave", exc_info=e)
            name = path.name if path is not None else self._autosave_name()
            problem = f"{name}: {unexpected_words(e)}"
        text = self.tr("This game cannot be resumed.\n\n{problem}").format(problem=problem)
        if path is None and not isinstance(e, (AutosaveInUse, FolderError)):
            text += self._set_autosave_aside()
        QMessageBox.warning(self, "Salle", text)
        return False

    @staticmethod
    def _autosave_name() -> str:
        try:
            return autosave_path().name
        except SalleError:
            return "autosave.json"

    @staticmethod
    def _set_autosave_aside() -> str:
        """An autosave that cannot be resumed is kept under a dated name, so the next game's
        autosave can take its place; the words that tell the player where it went."""
        try:
            kept = set_aside_damaged(autosave_path())
        except FileNotFoundError:
            return ""  # it is gone already
        except (SalleError, OSError) as e:
            # the next autosave will not write over it either (it is not a readable save)
            problem = plain_reason(e) if isinstance(e, OSError) else str(e)
            return translate("MainWindow", "\n\nThe file could not be moved aside ({problem}); it is left "
                             "as it is.").format(problem=problem)
        return translate("MainWindow", "\n\nThe file was kept as {file}; your next game is autosaved as "
                         "usual.").format(file=kept)

    def save_game(self) -> None:
        if self.replay is not None:
            self.replay.export()  # the game on the table is the replayed one
            return
        if self.match is None:
            return
        from gui.filenames import SAVE_SUFFIX, ask_where_to_save, suggested_name

        path = ask_where_to_save(self, self.tr("Save game"),
                                 suggested_name(self.match.game.title, self.match.seats, SAVE_SUFFIX))
        if path is None:
            return
        try:
            self.match.save(path)
        except (SalleError, OSError) as e:
            QMessageBox.warning(self, "Salle",
                                self.tr("The game was not saved.\n\n{problem}").format(problem=e))
            return
        self.show_message(self.tr("Saved to {file}.").format(file=path.name))

    def load_game(self) -> None:
        from gui.filenames import ask_save_to_open

        path = ask_save_to_open(self, self.tr("Load game"))
        if path is not None and self.may_leave_match():
            self._resume(path)

    def may_leave_match(self) -> bool:
        """Before another game takes the table: a match in progress (a person has moved, it is not
        over) is left only if the player says so, and goes into the history as abandoned."""
        match = self.match
        if match is None or not match.in_progress():
            return True
        box, leave = self.abandon_box()
        box.exec()
        if box.clickedButton() is not leave:
            return False
        match.abandon()
        return True

    def abandon_box(self) -> tuple[QMessageBox, QAbstractButton]:
        """The question before a match in progress is left, and its button that leaves it: a
        destructive one, never the default, never what Escape presses (Escape keeps playing)."""
        box = QMessageBox(QMessageBox.Icon.Question, "Salle",
                          self.tr("A game is in progress. Abandon it? It goes into your practice history "
                                  "as abandoned, neither won nor lost."), parent=self)
        leave = box.addButton(self.tr("Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        return box, leave

    def undo(self) -> None:
        if self.replay is not None:
            from gui.replay import READ_ONLY

            self.show_message(READ_ONLY)
        elif self.match is not None:
            if self.pacing is not None:
                self.pacing.catch_up()  # the move taken back is shown before it goes
            self.match.undo()
        self.table.setFocus()  # the next key goes to the table, not to the panel's button

    def hint(self) -> None:
        if self.replay is not None:
            from gui.replay import READ_ONLY

            self.show_message(READ_ONLY)
        elif self.match is not None:
            if self.match.phase == MatchState.AWAITING_HUMAN:  # else the match refuses: nobody thinks
                self.panel.hint_text.setText(self._thinking())
            self.match.hint()
        self.table.setFocus()

    def play_from_list(self, action: dict[str, Any]) -> None:
        if self.match is not None and self.replay is None:
            self.scene.try_play(self.match.game.action_from_dict(action))
        self.table.setFocus()

    # --- what the match says ---------------------------------------------------------------------------
    def names(self) -> list[str]:
        return list(self.scene.names())

    def on_prompt(self, seat: int, legal: list[dict[str, Any]]) -> None:
        self.panel.show_prompt(legal)

    def on_view(self, view: SeatView) -> None:
        self.panel.show_view(view, self.names())
        self.panel.hint_text.setText("")  # a hint (or the wait for one) was for the position before
        self.undo_action.setEnabled(self.match is not None and self.match.can_undo())
        self.panel.undo.setEnabled(self.undo_action.isEnabled())

    def on_events(self, events: Sequence[Event]) -> None:
        self.story.events(events)
        self._log_actions(events, speak=True)

    def _log_actions(self, events: Sequence[Event], speak: bool = False) -> None:
        """The actions into the log; `speak`: as they happen, so they are announced too (a log
        told again after undo or resume is not read out again)."""
        for line, notation in log_lines(events, self.names()):
            if speak:
                self.log(line, notation)
            else:
                self.panel.add_log(line, notation)

    def log(self, line: str, notation: str = "") -> None:
        """A line of the story of the match: into the side panel's log, and announced."""
        self.panel.add_log(line, notation)
        self.announce(line)

    def announce(self, text: str) -> None:
        """Say `text` through the live status, so a screen reader user hears what happened."""
        self.live.say(text)

    def _log_said(self, said: Announcement | None) -> None:
        if said is not None:
            self.panel.add_log(f"— {said.words()}")
            if said.final and self.scenario is not None:
                self.panel.add_log(self.scenario.history)

    def on_told(self, view: SeatView) -> None:
        """A view after events: the story goes on; a result is logged and told on the table, and
        the table marks the other player's moves until the player at the screen acts."""
        if self.match is None:
            return
        said = self.story.view(view, self.names())
        events = self.story.told[-1][0] if self.story.told else []
        if said is None and any(isinstance(e, ActionPlayed) and e.seat == self.match.viewer for e in events):
            self.scene.hide_banner()  # the player acted: what was told before has been read
        self._log_said(said)
        if said is not None:
            self.scene.announce(said)
        self.scene.mark_last_move(self.story.last_move(self.match.viewer))

    def on_reset(self, view: SeatView) -> None:
        """The position was drawn afresh (a new match, undo, resume, load, a hand-over): the log
        is told again from the match's record, as the person now at the screen may read it."""
        if self.match is None:
            return
        told = self.match.record()
        self.story.retell(told)
        self.panel.clear_log()
        if self.scenario is not None:
            self.panel.add_log(self.scenario.setting)
        said = None
        with self.panel.told_at_once():
            for i, (events, _view) in enumerate(told, 1):
                self._log_actions(events)
                said = self.story.tell(i, self.names())
                self._log_said(said)
        if said is not None and said.final:
            self.scene.announce(said)  # a finished match opened again shows its end
        else:
            for news in self._news_since(self.match.viewer):
                self.scene.announce(news)  # told again to the player who sits down (hot-seat)
        self.scene.mark_last_move(self.story.last_move(self.match.viewer))

    def _news_since(self, me: int | None) -> list[Announcement]:
        """The results told since `me` last acted, oldest first (an onlooker is told nothing
        here): the banner keeps the last few of them, the log has them all."""
        news: list[Announcement] = []
        if me is None:
            return news
        for upto in range(len(self.story.told), 0, -1):
            events = self.story.told[upto - 1][0]
            if any(isinstance(e, ActionPlayed) and e.seat == me for e in events):
                break
            said = self.story.tell(upto, self.names())
            if said is not None:
                news.insert(0, said)
        return news

    def _thinking(self) -> str:
        return self.tr("The Master is thinking…")

    def on_refused(self, reason: str) -> None:
        if self.panel.hint_text.text() == self._thinking():
            self.panel.hint_text.setText("")  # no hint is coming

    def on_state(self, name: str) -> None:
        state = MatchState(name)
        if state != MatchState.AWAITING_HUMAN:
            self.panel.clear_prompt()
            self.panel.hint_text.setText("")
        thinking = state == MatchState.AI_THINKING
        self.panel.ai_status.setText(self.tr("The AI is thinking…") if thinking else "")
        self.panel.hint.setEnabled(state == MatchState.AWAITING_HUMAN)

    def on_hint(self, advice: Advice) -> None:
        if self.match is None:
            return
        notation = f"   [{self.match.game.format_action(advice.action)}]" if self.panel.show_notation else ""
        why = [advice.odds(), *(f"• {r}" for r in advice.reasons)]
        said = self.tr("Hint: {move}").format(move=advice.words) + notation
        self.panel.hint_text.setText("\n".join([said, *(w for w in why if w)]))
        self.scene.show_hint(advice.action)

    def on_game_over(self, winner: int | None) -> None:
        if self.scenario is not None:
            if not self.panel.has_line(self.scenario.history):
                self.log(self.scenario.history)
            self.show_message(self.scenario.history)
        self.panel.after.setVisible(True)
        # the keys stay with the table, whose game-over screen takes R for the rematch (the panel's
        # buttons answer Alt+R and Alt+N wherever the focus is)
        self.table.setFocus()

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text)
        self.announce(text)

    # --- settings and dialogs -------------------------------------------------------------------------
    def set_speed(self, name: str) -> None:
        anim.set_speed(name)
        self.settings.animation_speed = name
        self._save_settings()

    def set_palette(self, name: str) -> None:
        apply_palette(name)
        self.settings.palette = name
        self._save_settings()

    def set_language(self, choice: str) -> None:
        """Speak `choice` (a language's code, or "system") from now on, remembered; the window's
        words change at once and the game on the table goes on."""
        self.settings.language = choice
        self._save_settings()
        use_language(chosen_language(choice))
        self.retranslate()

    def _title_panel(self) -> None:
        """The side panel is named for what is played on the table: a bout, a duel, a battle."""
        game = self.match.game.name if self.match is not None else self.scene_game
        self.dock.setWindowTitle(translate("GameUI", game_ui(game).match_noun))

    def retranslate(self) -> None:
        """Every word of the window again, in the language now chosen: the menus are made anew,
        the panel and the lesson bar relabelled, and the table and its log told again."""
        self.menuBar().clear()
        self._build_menus()
        self._title_panel()
        self.panel.retranslate()
        self._label_panel_toggle(self.dock.isVisibleTo(self))
        self.warnings.retranslate()
        self.lessons.retranslate()
        if self.replay is not None:
            self.replay.retranslate()
        elif self.match is not None:
            view = self.match.view()
            self.scene.reset(view)
            self.on_view(view)
            self.on_reset(view)
            self.on_state(self.match.phase.value)
            m, g = self.match, self.match.game
            if m.legal_actions():  # the action list in the new words, as a prompt lists them
                self.panel.show_prompt(action_entries(g, m.state, m.legal_actions()))
        self.statusBar().clearMessage()

    def set_notation(self, on: bool) -> None:
        """The action list and the log show each action's notation beside its words, or not."""
        self.panel.set_notation(on)
        self.settings.show_notation = on
        self._save_settings()

    def set_sound(self, on: bool) -> None:
        """The table's sound effects on or off, at once and remembered."""
        self.sounds.enabled = on
        self.settings.sound = on
        self._save_settings()
        if on and self.table.painted:
            self.sounds.prepare()

    def _no_sound(self, reason: str) -> None:
        """Sound cannot be heard on this computer: its menu says why, and offers nothing."""
        why = self.tr("No sound on this computer: {reason}").format(reason=reason)
        for item in (self.sound_action, self.volume_menu.menuAction()):
            item.setEnabled(False)
            item.setToolTip(why)
            item.setStatusTip(why)

    def set_volume(self, percent: int) -> None:
        self.sounds.volume = percent
        self.settings.sound_volume = percent
        self._save_settings()

    def show_card_sets(self) -> None:
        """The card sets window (one, kept): the designer's sets, the card editor, "Play this set"."""
        from gui.cardsets import CardSetsWindow

        if getattr(self, "card_sets", None) is None:
            self.card_sets = CardSetsWindow(self)
        self.card_sets.show()
        self.card_sets.raise_()

    def remember_card_set_folders(self) -> None:
        """The card set folders in the settings changed: list their sets, and keep them."""
        look_elsewhere(self.settings.card_set_folders)
        self._save_settings()

    def _save_settings(self) -> bool:
        """Write the settings; if that fails, the warning bar says so (True: they were written)."""
        try:
            kept = save_settings(self.settings)
        except (SalleError, OSError) as e:
            self.warn(SETTINGS, self.tr("Your settings could not be saved: {problem}").format(problem=e))
            return False
        if kept is not None:
            self.warn(SETTINGS, self.tr("Your old settings file held a value Salle could not use; it was "
                                        "kept as {file}.").format(file=kept))
        return True

    def show_history(self) -> None:
        from gui.dialogs.history import HistoryDialog

        dialog = HistoryDialog(parent=self, player=self.settings.names[0])
        dialog.exec()
        self.table.setFocus()
        if dialog.chosen is not None:
            row, review = dialog.chosen
            self.replay_row(row, dialog.path, review)

    def show_balance(self) -> None:
        from gui.balance import BalanceWindow

        window = BalanceWindow(self, self.match.game.name if self.match is not None else None)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()

    # --- replays and reviews ----------------------------------------------------------------------
    def replay_match(self) -> None:
        """The match just finished, replayed."""
        self._replay_match(review=False)

    def review_match(self) -> None:
        """The match just finished, replayed with the AI's review beside it."""
        self._replay_match(review=True)

    def _replay_match(self, review: bool) -> None:
        match = self.match
        if match is None or match.phase != MatchState.GAME_OVER:
            return
        replay = Replay(match.game.name, match.options, match.seed, match.actions, match.seats,
                        match.card_set, match.guest_sets)
        kept = (match.history, match.history_id) if match.history_id is not None else None
        self.open_replay(replay, self.names(), kept, review)

    def replay_row(self, row: GameRow, path: Path | None, review: bool) -> None:
        """A game of the practice history, replayed (and reviewed)."""
        from gui.dialogs.history import seat_titles

        if row.seed is None:
            return
        try:
            replay, changed = Replay.from_row(row)
        except (SalleError, KeyError) as e:  # KeyError: a game this Salle does not have
            QMessageBox.warning(self, "Salle",
                                self.tr("This game cannot be replayed.\n\n{problem}").format(problem=e))
            return
        if changed:
            self.warn(CARDS, changed)
        self.open_replay(replay, seat_titles(row.seats, self.settings.names[0]), (path, row.id), review)

    def replay_save(self) -> None:
        from gui.filenames import ask_save_to_open

        path = ask_save_to_open(self, self.tr("Replay a saved game"))
        if path is not None:
            self.replay_file(path)

    def replay_file(self, path: Path) -> bool:
        """A finished game from a save, replayed; one that cannot be is refused with the reason."""
        try:
            replay = Replay.from_save(path)
        except (SalleError, OSError) as e:
            QMessageBox.warning(self, "Salle",
                                self.tr("This game cannot be replayed.\n\n{problem}").format(problem=e))
            return False
        from gui.dialogs.history import seat_titles

        titles = seat_titles(replay.seats, self.settings.names[0])
        names = [s.name or title for s, title in zip(replay.seats, titles, strict=True)]
        return self.open_replay(replay, names, None, review=False)

    def open_replay(self, replay: Replay, names: list[str], history: tuple[Path | None, int] | None,
                    review: bool) -> bool:
        """Put `replay` on the table; a match in progress is left first (as for another game)."""
        playing = self.match is not None and self.match.in_progress()
        if not self.may_leave_match():
            return False
        self._left_for_replay = self._left_for_replay or playing
        self.close_replay(restart=False)
        stored = self._stored_review(history) if history is not None else None
        humans = [i for i, s in enumerate(replay.seats) if s.kind == "human"]
        from gui.replay import ReplayController

        self.replay = ReplayController(self, replay, names, humans[0] if humans else 0, history, stored)
        self.replay.open()
        if review:
            self.replay.show_review()
        return True

    def close_replay(self, restart: bool = True) -> None:
        """Back to the match: its table and its log; a match abandoned for the replay is not
        played on, so a new one of the same kind takes its place (unless `restart` is False:
        another game is coming)."""
        replay, self.replay = self.replay, None
        if replay is None:
            return
        replay.close()
        left, self._left_for_replay = self._left_for_replay, False
        if left and restart and self.match is not None:
            m = self.match
            self.new_match(m.game.name, m.options, m.seats, None)

    @staticmethod
    def _stored_review(history: tuple[Path | None, int]) -> dict[str, Any] | None:
        """The review kept with a game, if there is one that can be read."""
        path, row_id = history
        try:
            with History(path) as h:
                row = h.get(row_id)
        except (SalleError, OSError, sqlite3.Error, ValueError):
            return None
        return row.review if row is not None else None

    def show_proofs(self) -> None:
        from gui.dialogs.proofs import ProofsDialog

        ProofsDialog(self.match.game.name if self.match else DEFAULT_GAME, parent=self,
                     card_set=self.match.card_set if self.match else None).exec()

    def show_rules(self) -> None:
        from gui.dialogs.rules import RulesDialog

        # the keys tab lists what the table's F1 page lists: each game's table has its own keys
        RulesDialog(self.match.game.name if self.match else DEFAULT_GAME, parent=self,
                    keys=self.scene.help_page()[1]).exec()

    def show_about(self) -> None:
        from gui.dialogs.about import AboutDialog

        AboutDialog(self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self._save_settings()
        self.close_replay(restart=False)
        if self.match is not None:
            self.match.close()
        self.workers.close()
        release_autosaves()  # another Salle started later may resume this one's game
        super().closeEvent(event)


def resume_question(match: Match, saved: datetime) -> str:
    """The unfinished game in words: the game, the opponent (or both players, hot-seat), how far
    it went and the score in the game's own words (its GameUI `score`), and when it was saved."""
    names = [shown_name(s) for s in match.seats]
    humans = match.humans
    title = match.game.title
    if len(humans) == 1:
        which = translate("MainWindow", "your {game} game against {opponent}").format(
            game=title, opponent=names[1 - humans[0]])
    else:
        which = translate("MainWindow", "the {game} game of {first} and {second}").format(
            game=title, first=names[0], second=names[1])
    moves = translate("MainWindow", "%n move(s) played", None, len(match.actions))
    score = game_ui(match.game.name).score
    counted = score(match.view(), names) if score is not None else ""
    said = f"; {counted}" if counted else ""
    # the month in the player's language, as the rest of the sentence is
    day = QLocale().toString(QDate(saved.year, saved.month, saved.day), "d MMMM yyyy")
    when = translate("MainWindow", "{date} at {time}").format(date=day, time=f"{saved:%H:%M}")
    return translate("MainWindow", "An unfinished game was found: {game}, {moves}{score}. It was saved on "
                     "{when}.\n\nResume it?").format(game=which, moves=moves, score=said, when=when)
