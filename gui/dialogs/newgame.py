"""The new-game dialog: which game, its cards (the shipped ones or a card set), its options, who
sits in each seat, and an optional fixed seed.

Where each seat chooses its own deck (the game's `seat_decks`) the cards are chosen beside each
deck, so two card sets can meet: one set for both is played as one set always was; two different
choices make each chosen set a guest whose deck the options name "<deck>@<set>". Where both
players share one deck, one set plays for the whole game."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.ai.players import LEVELS, PEOPLE_LEVELS
from engine.core.cards import guest_id, guest_set, home_id
from engine.core.errors import SalleError
from engine.core.game import Game, OptionError, OptionSpec
from engine.core.i18n import translate
from engine.games import all_games
from engine.store.cardsets import CardSet, list_card_sets, meeting_problem
from engine.store.saves import Seat
from engine.store.settings import DEFAULT_NAMES, MAX_NAME

SEED_MAX = 2**31 - 1
MINIMUM_WIDTH = 480  # the words under an option wrap in a few lines, not in a narrow column
# (kind, level) in the order the seat combos list them: a person first, then the AI by strength
KINDS: tuple[tuple[str, str | None], ...] = (("human", None), *(("ai", level) for level in PEOPLE_LEVELS))
# The seats a newcomer's dialog offers, and what a seat the last game got wrong falls back to:
# the person at the computer against the Club AI, as his first match at start-up is.
FIRST_SEATS: tuple[tuple[str, str | None], tuple[str, str | None]] = (("human", None), ("ai", "club"))
# Letters the fixed fields use (and OK / Cancel, which some styles give mnemonics), so the
# generated option labels never take them.
FIXED_MNEMONICS = frozenset("g12nmxocd")


@dataclass(frozen=True)
class NewGameChoice:
    """What the player chose. `seed` is the fixed seed, or None for a fresh random deal (the
    caller draws it, from random.SystemRandom, when the game starts)."""

    game: str
    options: dict[str, Any]
    seats: tuple[Seat, Seat]
    seed: int | None
    card_set: CardSet | None = None  # None: the shipped cards
    guest_sets: tuple[CardSet, ...] = ()  # the sets whose decks meet it, named "<deck>@<set>"

    def to_last_game(self) -> dict[str, Any]:
        """The form Settings.last_game keeps, to fill the dialog in next time."""
        return {
            "game": self.game,
            "options": dict(self.options),
            "seats": [seat.to_json() for seat in self.seats],
            "seed": self.seed,
        }


def with_mnemonic(text: str, used: set[str]) -> str:
    """`text` with & before its first letter not in `used` (which it then joins); Qt gives every
    field an Alt+letter this way. Text with no free letter is returned as it is."""
    for i, ch in enumerate(text):
        if ch.isalnum() and ch.lower() not in used:
            used.add(ch.lower())
            return f"{text[:i]}&{text[i:]}"
    return text


def _same(a: Any, b: Any) -> bool:
    # typed, as Game.parse_options compares: True is not 1 and 5.0 is not 5
    return bool(a == b and type(a) is type(b))


class NewGameDialog(QDialog):
    """Choose a game, its options, the two seats and the seed; choice() reads the result.

    `last_game` (Settings.last_game) fills the fields in; anything in it this Salle does not
    know (a game, an option value, a level) falls back to the default rather than failing.
    `names` are the people's default names, seat by seat (Settings.names)."""

    def __init__(
        self,
        last_game: Mapping[str, Any] | None = None,
        parent: QWidget | None = None,
        names: Sequence[str] = DEFAULT_NAMES,
        card_set: CardSet | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._games: list[Game] = list(all_games().values())
        self._default_names = (list(names) + list(DEFAULT_NAMES))[:2]
        # the name each seat's field was last given automatically, so changing the kind
        # replaces a suggested name but never one the player typed
        self._suggested = ["", ""]
        self.option_widgets: dict[str, QComboBox | QSpinBox] = {}
        # the line under an option whose choices teach different things (Ready...Fence!'s modes)
        self.choice_lines: dict[str, QLabel] = {}

        self.game_combo = QComboBox()
        for game in self._games:
            self.game_combo.addItem(game.title, game.name)
        game_label = QLabel(self.tr("&Game"))
        game_label.setBuddy(self.game_combo)
        top = QFormLayout()
        top.addRow(game_label, self.game_combo)
        # the shipped cards, or one of the player's card sets of the game (a set with a fault is
        # listed, greyed, with its first problem, so the player sees why it is not offered)
        try:
            self._sets = list_card_sets()
        except SalleError:
            self._sets = []
        self.cards_combo = QComboBox()
        self.cards_combo.setToolTip(self.tr("The game's own cards, or a card set of yours "
                                            "(Game ▸ Card sets…)"))
        self.cards_label = QLabel(self.tr("Car&ds"))
        self.cards_label.setBuddy(self.cards_combo)
        top.addRow(self.cards_label, self.cards_combo)
        # where both players share one deck, say why there is one choice of cards, not one a seat
        self.one_set_line = QLabel(self.tr("Both players share one deck, so a game plays one card set."))
        self.one_set_line.setWordWrap(True)
        top.addRow("", self.one_set_line)
        self._top = top
        # the cards of each seat's own deck (the game's seat decks), by the deck's option
        self.set_combos: dict[str, QComboBox] = {}

        self.options_box = QGroupBox(self.tr("Options"))
        self.options_form = QFormLayout(self.options_box)

        self.kind_combos: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []
        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.seat_labels: list[QLabel] = []
        self.fixed_labels = [self.tr("&Name"), self.tr("Na&me"), self.tr("Fi&xed seed")]
        for seat, (kind_text, name_text) in enumerate(zip(("&1", "&2"), self.fixed_labels[:2], strict=True)):
            kind = QComboBox()
            for k, level in KINDS:
                kind.addItem(self.tr("Human") if k == "human" else LEVELS[str(level)].words)
            kind.setToolTip(self.tr("A person at this computer, or the computer at one of its levels"))
            name = QLineEdit()
            name.setMaxLength(MAX_NAME)
            kind_label, name_label = QLabel(kind_text), QLabel(name_text)
            kind_label.setBuddy(kind)
            name_label.setBuddy(name)
            self.seat_labels.append(kind_label)
            grid.addWidget(kind_label, seat, 0)
            grid.addWidget(kind, seat, 1)
            grid.addWidget(name_label, seat, 2)
            grid.addWidget(name, seat, 3)
            self.kind_combos.append(kind)
            self.name_edits.append(name)
        grid.setColumnStretch(3, 1)

        self.seed_check = QCheckBox(self.fixed_labels[2])
        self.seed_check.setToolTip(
            self.tr("The same seed deals the same cards: to replay a game, or to "
                    "report a problem. Unchecked, every game is dealt at random.")
        )
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, SEED_MAX)
        # ticking the box fixes a seed as random as an unfixed game's; the player may type another
        self.seed_spin.setValue(random.SystemRandom().randrange(SEED_MAX + 1))
        self.seed_spin.setEnabled(False)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_check)
        seed_row.addWidget(self.seed_spin, 1)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)  # Enter in any field starts the game
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        self.setMinimumWidth(MINIMUM_WIDTH)
        layout.addLayout(top)
        layout.addWidget(self.options_box)
        layout.addWidget(self.seats_box)
        layout.addLayout(seed_row)
        layout.addStretch(1)  # a game with fewer options leaves its room above the buttons
        layout.addWidget(self.buttons)

        self._fill(dict(last_game or {}))
        if card_set is not None:  # "Play this set": its game, and the set chosen
            games = [g.name for g in self._games]
            if card_set.game in games:
                self.game_combo.setCurrentIndex(games.index(card_set.game))
                self._build_options({})
                self._name_seats()
                self._update_seat_options()
        self._list_sets(card_set)

        self.game_combo.currentIndexChanged.connect(self._on_game_changed)
        for seat in (0, 1):
            self.kind_combos[seat].currentIndexChanged.connect(self._kind_changed_slot(seat))
            self.name_edits[seat].textChanged.connect(self._on_name_changed)
        self.seed_check.toggled.connect(self._on_seed_toggled)
        self._validate()

    # --- reading the result -----------------------------------------------------------------------
    def game(self) -> Game:
        return self._games[max(0, self.game_combo.currentIndex())]

    def choice(self) -> NewGameChoice:
        """The game as the fields stand (options checked by the game itself)."""
        game = self.game()
        seats = (self._seat(0), self._seat(1))
        seed = self.seed_spin.value() if self.seed_check.isChecked() else None
        options = game.parse_options(self._values())
        card_set, guests, named = self._meeting()
        return NewGameChoice(game.name, {**options, **named}, seats, seed, card_set, guests)

    def card_set(self) -> CardSet | None:
        """The set both seats play (None: the shipped cards, or each deck's own choice)."""
        return self._meeting()[0]

    def _set_at(self, combo: QComboBox) -> CardSet | None:
        index = combo.currentData()
        return self._sets[index] if isinstance(index, int) else None

    def deck_sets(self) -> dict[str, CardSet | None]:
        """The cards chosen beside each seat's deck, by the deck's option (None: the shipped)."""
        return {name: self._set_at(combo) for name, combo in self.set_combos.items()}

    def _meeting(self) -> tuple[CardSet | None, tuple[CardSet, ...], dict[str, str]]:
        """The set that stands in, the guests, and the deck options that name a guest's deck. One
        set for every deck plays as one set; otherwise each deck's set is a guest, but for the
        first when no deck is the shipped one (it stands in, so its shared decks play too)."""
        if not self.set_combos:
            return self._set_at(self.cards_combo), (), {}
        chosen = self.deck_sets()
        sets = list({s.folder: s for s in chosen.values() if s is not None}.values())
        if len(sets) <= 1 and (not sets or None not in chosen.values()):
            return (sets[0] if sets else None), (), {}
        stand_in = sets[0] if None not in chosen.values() else None
        values = self._values()
        named = {name: guest_id(str(values[name]), s.name) for name, s in chosen.items()
                 if s is not None and s is not stand_in}
        return stand_in, tuple(s for s in sets if s is not stand_in), named

    def _deck_problem(self) -> str | None:
        """A deck's set that has no such deck, or sets that cannot meet."""
        values = self._values()
        for spec in self.game().options:
            card_set = self.deck_sets().get(spec.name)
            if card_set is not None and str(values[spec.name]) not in {d.id for d in card_set.decks}:
                return self.tr("The card set {name} has no deck {deck}").format(
                    name=card_set.name, deck=spec.label(values[spec.name]))
        card_set, guests, _ = self._meeting()
        return meeting_problem(card_set, guests) or None

    def _values(self) -> dict[str, Any]:
        """The options as the fields stand (not yet checked)."""
        chosen: dict[str, Any] = {}
        for spec in self.game().options:
            widget = self.option_widgets[spec.name]
            if isinstance(widget, QSpinBox):
                chosen[spec.name] = widget.value()
            else:
                # each item carries the index of its choice: a combo may offer only some of them
                index = widget.currentData()
                chosen[spec.name] = spec.choices[index if isinstance(index, int) else 0]
        return chosen

    def problem(self) -> str | None:
        """Why the game cannot start as the fields stand, or None."""
        for seat, edit in enumerate(self.name_edits):
            if not edit.text().strip():
                return self.tr("{seat} needs a name").format(seat=self.game().seat_name(seat))
        try:
            self.game().parse_options(self._values())
        except OptionError as e:  # options that do not go together (a target the mode never plays to)
            return str(e)
        return self._deck_problem()

    def accept(self) -> None:
        # Enter reaches here only through the enabled OK button, but a caller may call accept()
        if self.problem() is None:
            super().accept()

    # --- filling in ---------------------------------------------------------------------------------
    def _fill(self, last: dict[str, Any]) -> None:
        index = 0
        wanted = last.get("game")
        for i, game in enumerate(self._games):
            if wanted == game.name or wanted in game.aliases:
                index = i
        self.game_combo.setCurrentIndex(index)
        options = last.get("options")
        self._build_options(options if isinstance(options, dict) else {})

        seats = last.get("seats")
        seats = seats if isinstance(seats, list) and len(seats) == 2 else [{}, {}]
        for seat in (0, 1):
            data = seats[seat] if isinstance(seats[seat], dict) else {}
            key = (data.get("kind"), data.get("level") if data.get("kind") == "ai" else None)
            kind_index = KINDS.index(key if key in KINDS else FIRST_SEATS[seat])
            self.kind_combos[seat].setCurrentIndex(kind_index)
        for seat in (0, 1):  # a person's suggested name depends on both seats' kinds
            data = seats[seat] if isinstance(seats[seat], dict) else {}
            self._suggested[seat] = self._suggestion(seat)
            name = data.get("name")
            given = name.strip()[:MAX_NAME] if isinstance(name, str) else ""
            self.name_edits[seat].setText(given or self._suggested[seat])
        self._name_seats()
        self._update_seat_options()

        seed = last.get("seed")
        if isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= SEED_MAX:
            self.seed_check.setChecked(True)
            self.seed_spin.setEnabled(True)
            self.seed_spin.setValue(seed)

    def _is_deck_option(self, spec: OptionSpec) -> bool:
        """An option that chooses a seat's own deck (its choices are the game's seat decks)."""
        decks = self.game().seat_decks
        return bool(decks) and set(decks) <= {c for c in spec.choices if isinstance(c, str)}

    def _build_options(self, given: Mapping[str, Any]) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        self.choice_lines = {}
        self.set_combos = {}
        used = self._fixed_mnemonics()
        for spec in self.game().options:
            value = given.get(spec.name, spec.default)
            if isinstance(value, str) and self._is_deck_option(spec):
                value = home_id(value)  # a guest's deck is chosen by its set, beside it
            if not any(_same(value, c) for c in spec.choices):
                value = spec.default
            widget = self._option_widget(spec, value)
            widget.setToolTip(spec.help_words())
            label = QLabel(with_mnemonic(spec.heading(), used))
            label.setBuddy(widget)
            label.setToolTip(spec.help_words())
            if self._is_deck_option(spec) and isinstance(widget, QComboBox):
                row = QHBoxLayout()
                row.addWidget(widget, 1)
                sets = QComboBox()
                # two lists share the row, each as wide as its longest name ("Die mitgelieferten
                # Karten" beside "Gallische Kriegerschar"): the dialog widens rather than cut one
                for combo in (widget, sets):
                    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                    combo.setSizePolicy(QSizePolicy.Policy.Minimum, combo.sizePolicy().verticalPolicy())
                sets.setToolTip(self.tr("The cards of this deck: the game's own, or a card set of yours"))
                sets.setAccessibleName(self.tr("Cards of {option}").format(option=spec.heading()))
                row.addWidget(sets, 1)
                self.options_form.addRow(label, row)
                self.set_combos[spec.name] = sets
                sets.currentIndexChanged.connect(self._on_option_changed)
            else:
                self.options_form.addRow(label, widget)
            self.option_widgets[spec.name] = widget
            if spec.choice_help:
                line = QLabel()
                line.setObjectName(f"choice-help-{spec.name}")
                line.setWordWrap(True)
                self.options_form.addRow("", line)
                self.choice_lines[spec.name] = line
            if isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._on_option_changed)
        self.options_box.setVisible(bool(self.option_widgets))
        self._restrict_options()

    def _fixed_mnemonics(self) -> set[str]:
        """The Alt letters of the fixed fields in the language shown, and those of Game and the
        seat digits, OK and Cancel (which some styles give mnemonics)."""
        used = set(FIXED_MNEMONICS)
        for text in [self.tr("&Game"), *getattr(self, "fixed_labels", [])]:
            at = text.find("&")
            if 0 <= at < len(text) - 1:
                used.add(text[at + 1].lower())
        return used

    def _on_option_changed(self, _index: int) -> None:
        self._restrict_options()
        self._update_seat_options()
        self._validate()

    def _restrict_options(self) -> None:
        """Offer only the values that go with the options above (a mode's targets), keeping the
        current one where it may stay; then say what the chosen value of each taught option is."""
        game = self.game()
        if game.check_options is not None:
            values = self._values()
            for i, spec in enumerate(game.options):
                widget = self.option_widgets[spec.name]
                if not isinstance(widget, QComboBox):
                    continue
                fits = [k for k, c in enumerate(spec.choices) if self._completes(values, i, c)]
                self._offer_only(widget, spec, fits)
                values[spec.name] = spec.choices[widget.currentData()]
        chosen = self._values()
        for spec in game.options:
            if spec.name in self.choice_lines:
                line = self.choice_lines[spec.name]
                line.setText(spec.choice_words(chosen[spec.name]))
                self.options_form.setRowVisible(line, bool(line.text()))  # no empty gap
        self._fit_choice_lines()

    def _fit_choice_lines(self) -> None:
        """Each line under an option as high as its wrapped words need at its width: a form does
        not ask a wrapping label's height for its width, and would cut the words off."""
        for line in self.choice_lines.values():
            width = line.width() if line.isVisible() and line.width() > 0 else self.width() // 2
            line.setMinimumHeight(line.heightForWidth(width) if line.text() else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_choice_lines()

    def _completes(self, values: Mapping[str, Any], index: int, choice: Any) -> bool:
        """Whether `choice` for option `index`, with the options above it as they stand, leaves
        some legal game (the options below may still change)."""
        specs = self.game().options
        check = self.game().check_options
        after = specs[index + 1:]
        fixed = {s.name: values[s.name] for s in specs[:index]} | {specs[index].name: choice}
        for rest in itertools.product(*(s.choices for s in after)):
            try:
                if check is not None:
                    check(fixed | {s.name: v for s, v in zip(after, rest, strict=True)})
                return True
            except OptionError:
                continue
        return False

    @staticmethod
    def _offer_only(widget: QComboBox, spec: OptionSpec, fits: list[int]) -> None:
        current = widget.currentData()
        shown = [widget.itemData(i) for i in range(widget.count())]
        if shown == fits:
            return
        default = next((k for k in fits if _same(spec.choices[k], spec.default)), fits[0])
        keep = current if current in fits else default
        texts = {widget.itemData(i): widget.itemText(i) for i in range(widget.count())}
        widget.blockSignals(True)  # one rebuild, one change: the caller carries on from here
        widget.clear()
        for k in fits:
            widget.addItem(texts.get(k, spec.label(spec.choices[k])), k)
        widget.setCurrentIndex(fits.index(keep))
        widget.blockSignals(False)

    @staticmethod
    def _option_widget(spec: OptionSpec, value: Any) -> QComboBox | QSpinBox:
        numbers = [c for c in spec.choices if isinstance(c, int) and not isinstance(c, bool)]
        # a long run of whole numbers (hits 1-15) is a count, which a spin box reads better
        if len(numbers) == len(spec.choices) > 5 and numbers == list(range(min(numbers), max(numbers) + 1)):
            spin = QSpinBox()
            spin.setRange(min(numbers), max(numbers))
            spin.setValue(int(value))
            return spin
        combo = QComboBox()
        for i, choice in enumerate(spec.choices):
            if isinstance(choice, str) and guest_set(choice):
                continue  # a guest's deck is chosen by its set, beside the deck
            combo.addItem(spec.label(choice), i)
        combo.setCurrentIndex(next(i for i, c in enumerate(spec.choices) if _same(c, value)))
        return combo

    def _update_seat_options(self) -> None:
        """Options whose values are seats (who moves first, the Challenger) show the fencers'
        names, kept up to date; against the computer, which of them is you and which the AI."""
        for spec in self.game().options:
            widget = self.option_widgets.get(spec.name)
            if not spec.seats or not isinstance(widget, QComboBox):
                continue
            for i in range(widget.count()):
                seat = spec.choices[widget.itemData(i)]
                if _same(seat, 0) or _same(seat, 1):
                    widget.setItemText(i, self.seat_words(seat))

    def seat_words(self, seat: int) -> str:
        """A seat as the option lists read it: "Ann", or "Ann (you)" and "Club (the AI)" when a
        person plays the computer."""
        name = self.name_edits[seat].text().strip() or self.game().seat_name(seat)
        kinds = [KINDS[max(0, c.currentIndex())][0] for c in self.kind_combos]
        if sorted(kinds) != ["ai", "human"]:
            return name
        said = self.tr("{name} (you)") if kinds[seat] == "human" else self.tr("{name} (the AI)")
        return said.format(name=name)

    # --- seats ---------------------------------------------------------------------------------------
    def _seat(self, seat: int) -> Seat:
        kind, level = KINDS[max(0, self.kind_combos[seat].currentIndex())]
        name = self.name_edits[seat].text().strip()
        # a name Salle suggested is kept in English: the table says it in whatever language it
        # is shown in later (gui.seats.shown_name), as it does an AI's level
        if kind == "human" and name == translate("MainWindow", "You"):
            name = "You"
        elif kind == "human" and name == self.game().player_name(seat):
            name = self.game().player_names[seat]
        return Seat(kind, level, name)

    def _suggestion(self, seat: int) -> str:
        """The name a seat's field is given: the AI's level, or the person's own name, else
        "You" for the one person playing the computer (the table and the log then read "You:
        keep the hand"), and for two people the game's word for a player ("Fencer A")."""
        _kind, level = KINDS[max(0, self.kind_combos[seat].currentIndex())]
        if level is not None:
            return LEVELS[level].words
        name = self._default_names[seat]
        if name not in DEFAULT_NAMES:
            return name
        kinds = [KINDS[max(0, c.currentIndex())][0] for c in self.kind_combos]
        if kinds.count("human") == 1:
            return translate("MainWindow", "You")
        return self.game().player_name(seat)

    def _name_seats(self) -> None:
        """The seats' heading and rows in the game's words (fencers, generals), each row keeping
        its digit as its Alt key; a name the dialog suggested follows the game."""
        game = self.game()
        self.seats_box.setTitle(game.seats_title())
        for seat, label in enumerate(self.seat_labels):
            words = game.seat_name(seat)
            digit = str(seat + 1)
            label.setText(words.replace(digit, "&" + digit, 1) if digit in words else f"&{digit}. {words}")
            edit = self.name_edits[seat]
            if edit.text().strip() in ("", self._suggested[seat]):
                self._suggested[seat] = self._suggestion(seat)
                edit.setText(self._suggested[seat])

    # --- reacting to the fields ------------------------------------------------------------------
    def _list_sets(self, chosen: CardSet | None = None) -> None:
        """The game's cards, in the one Cards list or beside each seat's deck: the shipped ones
        first, then each of the player's sets of the game."""
        per_deck = bool(self.set_combos)
        mine = any(s.game == self.game().name for s in self._sets)
        self._top.setRowVisible(self.cards_combo, not per_deck)
        self._top.setRowVisible(self.one_set_line, not per_deck and mine)
        for combo in [self.cards_combo, *self.set_combos.values()]:
            self._fill_sets(combo, chosen)
        # a row a list shares with another keeps the width it had before the list was filled
        # until it is told: the dialog is sized from the rows afresh
        for r in range(self.options_form.rowCount()):
            item = self.options_form.itemAt(r, QFormLayout.ItemRole.FieldRole)
            row = item.layout() if item is not None else None
            if row is not None:
                row.invalidate()
        self.options_form.invalidate()
        # once the new rows are shown (Qt shows a widget added to a shown dialog a moment later)
        QTimer.singleShot(0, self._hold_width)

    def _hold_width(self) -> None:
        """Never narrower than the rows need: the dialog's own minimum overrides its layout's."""
        whole = self.layout()
        if whole is not None:
            self.options_box.updateGeometry()
            whole.invalidate()
            self.setMinimumWidth(max(MINIMUM_WIDTH, whole.minimumSize().width()))

    def _fill_sets(self, combo: QComboBox, chosen: CardSet | None) -> None:
        """The shipped cards, then the game's sets (a faulty one greyed, its first problem as tip)."""
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("The shipped cards"), None)
        model = combo.model()
        for i, card_set in enumerate(self._sets):
            if card_set.game != self.game().name:
                continue
            combo.addItem(card_set.name, i)
            row = combo.count() - 1
            if not card_set.ok:
                item = model.item(row) if isinstance(model, QStandardItemModel) else None
                if item is not None:
                    item.setEnabled(False)
                combo.setItemData(row, str(card_set.errors[0]), Qt.ItemDataRole.ToolTipRole)
            elif chosen is not None and card_set.folder == chosen.folder:
                combo.setCurrentIndex(row)
        combo.blockSignals(False)

    def _on_game_changed(self, _index: int) -> None:
        self._build_options({})
        self._list_sets()
        self._name_seats()
        self._update_seat_options()
        self._validate()
        # as tall as this game's options need, not as the last game's: the layouts are made to
        # take in the new rows first, or the size asked is the old one
        for widget in (self.options_form.parentWidget(), self):
            layout = widget.layout() if widget is not None else None
            if layout is not None:
                layout.activate()
        self.adjustSize()

    def _kind_changed_slot(self, seat: int) -> Callable[[int], None]:
        def changed(_index: int) -> None:
            # both seats: the other person stops being "You" once there are two people
            for each in (seat, 1 - seat):
                edit = self.name_edits[each]
                keep = edit.text().strip() not in ("", self._suggested[each])
                self._suggested[each] = self._suggestion(each)
                if not keep:
                    edit.setText(self._suggested[each])
            self._update_seat_options()  # who is "you" and who "the AI" may have changed

        return changed

    def _on_name_changed(self, _text: str) -> None:
        self._update_seat_options()
        self._validate()

    def _on_seed_toggled(self, checked: bool) -> None:
        self.seed_spin.setEnabled(checked)
        if checked:
            self.seed_spin.setFocus()

    def _validate(self) -> None:
        problem = self.problem()
        self.ok_button.setEnabled(problem is None)
        self.ok_button.setToolTip(problem or "")
