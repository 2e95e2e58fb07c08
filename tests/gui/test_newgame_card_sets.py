"""The new-game dialog's cards: beside each seat's own deck where the game has them (two sets can
meet: different choices make guests, "<deck>@<set>"), one list where both players share a deck."""

from __future__ import annotations

from PySide6.QtGui import QStandardItemModel
from pytestqt.qtbot import QtBot

from engine.store.cardsets import CardSet, new_card_set, read_card_set, use_card_set
from gui.dialogs.newgame import NewGameDialog


def pick(dialog: NewGameDialog, option: str, set_name: str) -> None:
    combo = dialog.set_combos[option]
    combo.setCurrentIndex(combo.findText(set_name))


def deck(dialog: NewGameDialog, option: str, title: str) -> None:
    combo = dialog.option_widgets[option]
    combo.setCurrentIndex(combo.findText(title))  # type: ignore[union-attr]


def broken(card_set: CardSet) -> CardSet:
    (name, text), = card_set.files
    (card_set.folder / name).write_text(text.replace('type = "side"', 'type = "sid"', 1), encoding="utf-8")
    return read_card_set(card_set.folder)


def test_two_sets_of_one_audatia_character_meet_from_the_dialog(qtbot: QtBot) -> None:
    alpha = new_card_set("Alpha", "audatia")
    beta = new_card_set("Beta", "audatia", ["boucicaut"])
    dialog = NewGameDialog({"game": "audatia"})
    qtbot.addWidget(dialog)
    assert set(dialog.set_combos) == {"challenger_deck", "respondent_deck"}
    assert dialog.cards_combo.isHidden()  # the cards are chosen beside each deck
    combo = dialog.set_combos["respondent_deck"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["The shipped cards", "Alpha", "Beta"]
    pick(dialog, "challenger_deck", "Alpha")
    pick(dialog, "respondent_deck", "Beta")
    deck(dialog, "respondent_deck", "Boucicaut")
    assert dialog.problem() is None
    choice = dialog.choice()
    assert choice.card_set == alpha and choice.guest_sets == (beta,)
    assert choice.options["challenger_deck"] == "boucicaut"
    assert choice.options["respondent_deck"] == "boucicaut@Beta"


def test_a_set_against_the_shipped_deck_joins_as_a_guest(qtbot: QtBot) -> None:
    beta = new_card_set("Beta", "audatia", ["boucicaut"])
    dialog = NewGameDialog({"game": "audatia"})
    qtbot.addWidget(dialog)
    pick(dialog, "respondent_deck", "Beta")
    deck(dialog, "respondent_deck", "Boucicaut")
    choice = dialog.choice()
    assert choice.card_set is None and choice.guest_sets == (beta,)
    assert (choice.options["challenger_deck"], choice.options["respondent_deck"]) == ("boucicaut",
                                                                                      "boucicaut@Beta")


def test_one_set_for_both_decks_plays_as_one_set(qtbot: QtBot) -> None:
    alpha = new_card_set("Alpha", "audatia")
    dialog = NewGameDialog({"game": "audatia"}, card_set=alpha)  # "Play this set"
    qtbot.addWidget(dialog)
    assert {c.currentText() for c in dialog.set_combos.values()} == {"Alpha"}
    choice = dialog.choice()
    assert choice.card_set == alpha and choice.guest_sets == ()
    assert choice.options["respondent_deck"] == "galeazzo"


def test_a_set_without_the_chosen_deck_or_with_a_fault_cannot_start(qtbot: QtBot) -> None:
    new_card_set("Beta", "audatia", ["boucicaut"])
    bad = broken(new_card_set("Broken", "audatia", ["galeazzo"]))
    dialog = NewGameDialog({"game": "audatia"})
    qtbot.addWidget(dialog)
    pick(dialog, "respondent_deck", "Beta")  # the Respondent plays Galeazzo: Beta has none
    assert dialog.problem() == "The card set Beta has no deck Galeazzo da Mantoa"
    assert not dialog.ok_button.isEnabled()
    combo = dialog.set_combos["challenger_deck"]
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    assert not model.item(combo.findText("Broken")).isEnabled()
    assert combo.itemData(combo.findText("Broken"), 3) == str(bad.errors[0])  # 3: the tooltip role


def test_a_barditus_army_of_a_set_meets_the_shipped_armies(qtbot: QtBot) -> None:
    bands = new_card_set("Sworn bands", "barditus", ["gallic"])
    dialog = NewGameDialog({"game": "barditus"})
    qtbot.addWidget(dialog)
    pick(dialog, "army1", "Sworn bands")
    choice = dialog.choice()
    assert choice.guest_sets == (bands,) and choice.options["army1"] == "gallic@Sworn bands"


def test_the_guests_in_play_are_not_offered_as_decks(qtbot: QtBot) -> None:
    beta = new_card_set("Beta", "audatia", ["boucicaut"])
    use_card_set(None, [beta])  # the match on the table has a guest
    dialog = NewGameDialog({"game": "audatia", "options": {"respondent_deck": "boucicaut@Beta"}})
    qtbot.addWidget(dialog)
    combo = dialog.option_widgets["respondent_deck"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["Boucicaut", "Galeazzo da Mantoa"]  # type: ignore[union-attr]
    assert dialog.choice().options["respondent_deck"] == "boucicaut"


def test_games_that_share_one_deck_offer_one_list_and_say_why(qtbot: QtBot) -> None:
    dialog = NewGameDialog({"game": "en-garde"})
    qtbot.addWidget(dialog)
    assert dialog.set_combos == {} and not dialog.cards_combo.isHidden()
    assert dialog.one_set_line.isHidden()  # no set of the game: nothing to explain
    new_card_set("Few ones", "en-garde")
    dialog = NewGameDialog({"game": "en-garde"})
    qtbot.addWidget(dialog)
    assert not dialog.one_set_line.isHidden()
    assert "share one deck" in dialog.one_set_line.text()


def test_the_dialog_is_as_tall_as_each_games_options_need(qtbot: QtBot) -> None:
    # from the game with the most options to one with fewer, the room left over is given back
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for index in [*range(dialog.game_combo.count()), 0]:
        dialog.game_combo.setCurrentIndex(index)
        assert dialog.height() == dialog.sizeHint().height(), dialog.game_combo.currentText()
