"""Card sets: made from the shipped decks, checked whole by their game's rules (faults named by
file, card and field, never half-loaded), played in place of the shipped decks, by the AI's
worker processes too."""

from __future__ import annotations

import multiprocessing as mp
import re
from dataclasses import replace
from pathlib import Path

import pytest

from engine.ai.players import SearchJob, plan, run_job
from engine.core.cards import all_decks, decks_for, forget_card_data
from engine.games import get_game
from engine.games.barditus.cards import armies
from engine.games.en_garde.cards import fencing_deck, value_counts
from engine.store.cardsets import (
    CardSet,
    CardSetError,
    card_set_in_play,
    check_ref,
    find_card_set,
    list_card_sets,
    new_card_set,
    playing_with,
    read_card_set,
    use_card_set,
)
from engine.store.paths import card_sets_dir
from engine.tools.arena import play_match


def set_copies(card_set: CardSet, card: str, copies: int) -> CardSet:
    """The set with `card`'s copies changed in its file (as another editor would)."""
    (name, text), = card_set.files
    start = text.index(f'id = "{card}"')
    at = text.index("copies = ", start)
    end = text.index("\n", at)
    (card_set.folder / name).write_text(text[:at] + f"copies = {copies}" + text[end:], encoding="utf-8")
    return read_card_set(card_set.folder)


def test_a_new_set_is_a_copy_of_the_shipped_deck_comments_and_all() -> None:
    made = new_card_set("My Gauls", "barditus", ["gallic"])
    shipped = next(d for d in decks_for("barditus") if d.id == "gallic").source
    assert made.ok and made.game == "barditus" and made.folder == card_sets_dir() / "My Gauls"
    assert (made.folder / shipped.name).read_text(encoding="utf-8") == shipped.read_text(encoding="utf-8")
    assert [s.name for s in list_card_sets()] == ["My Gauls"]
    assert find_card_set("My Gauls").hash == made.hash


@pytest.mark.parametrize(("name", "game", "decks", "words"), [
    ("../escape", "barditus", [], "cannot name a card set"),
    ("Gauls", "barditus", ["picts"], "has no deck 'picts'"),
    ("Gauls", "chess", [], "no game 'chess'"),
])
def test_a_new_set_refuses_bad_arguments(name: str, game: str, decks: list[str], words: str) -> None:
    with pytest.raises(CardSetError, match=words):
        new_card_set(name, game, decks)
    assert list_card_sets() == []


def test_a_set_that_breaks_a_rule_is_listed_with_file_card_and_field_and_never_played() -> None:
    made = new_card_set("Loud", "ready-fence")
    (name, text), = made.files
    (made.folder / name).write_text(text.replace("stamina = 1", "stamina = 9", 1), encoding="utf-8")
    (listed,) = list_card_sets()
    assert not listed.ok
    problem = listed.errors[0]
    assert (problem.file, problem.field) == ("ready-fence.toml", "rules.stamina") and problem.card
    assert f"card {problem.card} rules.stamina" in str(problem)
    before = all_decks()["ready-fence"][0].cards
    with pytest.raises(CardSetError, match=r"rules\.stamina"):
        use_card_set(listed)
    assert card_set_in_play() is None and all_decks()["ready-fence"][0].cards == before


def test_every_file_that_cannot_be_read_is_named(tmp_path: Path) -> None:
    folder = tmp_path / "Broken"
    folder.mkdir()
    (folder / "a.toml").write_text("[deck\n", encoding="utf-8")
    (folder / "b.toml").write_text('[deck]\ngame = "en-garde"\n', encoding="utf-8")
    found = read_card_set(folder)
    assert [p.file for p in found.errors] == ["a.toml", "b.toml"]
    assert "not valid TOML" in found.errors[0].problem and found.errors[1].field.startswith("deck.")
    assert "holds no card file" in read_card_set(tmp_path).errors[0].problem


def test_a_set_holds_the_cards_of_one_game() -> None:
    made = new_card_set("Mixed", "en-garde")
    shipped = next(d for d in decks_for("audatia") if d.id == "virtues").source
    (made.folder / shipped.name).write_bytes(shipped.read_bytes())
    problem = read_card_set(made.folder).errors[0]
    assert problem.field == "deck.game" and "one game" in problem.problem


def test_an_en_garde_set_may_hold_other_counts_than_the_rulebook() -> None:
    made = set_copies(new_card_set("Few fives", "en-garde"), "eg-5", 2)
    assert made.ok
    with playing_with(made):
        assert value_counts() == (0, 5, 5, 5, 5, 2)
        state = get_game("en-garde").new({}, 4)
        assert len(state.deck) + sum(map(sum, state.hands)) == 22
    assert value_counts() == (0, 5, 5, 5, 5, 5)  # the shipped deck again


def test_an_en_garde_set_must_deal_two_hands_and_a_card() -> None:
    made = new_card_set("Tiny", "en-garde")
    for card in ("eg-1", "eg-2", "eg-3", "eg-4", "eg-5"):
        made = set_copies(made, card, 2)
    assert made.errors[0].field == "copies" and "at least 11 cards" in made.errors[0].problem


def test_a_set_stands_in_for_its_deck_only() -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    (name, text), = made.files
    (made.folder / name).write_text(text.replace('name = "Warriors"', 'name = "Sword-bearers"'), "utf-8")
    with playing_with(read_card_set(made.folder)):
        assert armies()["gallic"].cards["warriors"].name == "Sword-bearers"
        assert armies()["roman"].title == "Roman legion"  # the shipped Romans still
        assert play_match("barditus", {"army0": "gallic", "army1": "roman"}, 3, ("novice", "novice"))[1] > 0
    assert armies()["gallic"].cards["warriors"].name == "Warriors"


def _deck_seen_by(job: SearchJob) -> tuple[tuple[int, ...], int]:
    """In a fresh process: the deck the job's search played with, and how many moves it weighed."""
    results = run_job(job)
    return value_counts(), len(results)


def test_an_en_garde_set_with_six_of_a_value_is_refused_at_that_card() -> None:
    # hands and piles are counted in base 6 (engine/games/en_garde/counts.py): five is the most
    made = set_copies(new_card_set("Six twos", "en-garde"), "eg-2", 6)
    assert made.errors and "eg-2" in str(made.errors[0]) and "at most 5" in str(made.errors[0])
    assert not set_copies(made, "eg-2", 5).errors


def test_the_ai_worker_process_plays_with_the_same_set() -> None:
    made = set_copies(new_card_set("Few ones", "en-garde"), "eg-1", 2)
    use_card_set(made)
    state = get_game("en-garde").new({}, 11)
    (job, *_) = plan("en-garde", state.view(0), "club", 5).jobs
    assert job.cards == made
    with mp.get_context("spawn").Pool(1) as pool:
        seen, weighed = pool.apply(_deck_seen_by, (replace(job, iterations=20),))
    assert seen == value_counts() == (0, 2, 5, 5, 5, 5) and weighed > 0


def test_a_changed_file_is_read_afresh_but_the_set_in_play_keeps_what_was_checked() -> None:
    made = new_card_set("Drift", "en-garde")
    use_card_set(made)
    changed = set_copies(made, "eg-3", 2)
    forget_card_data()
    assert fencing_deck().count(3) == 5  # the match in progress plays on with what it started with
    assert changed.hash != made.hash and find_card_set("Drift").hash == changed.hash


def test_a_recorded_set_is_found_and_a_change_or_absence_is_told() -> None:
    made = new_card_set("Kept", "en-garde")
    assert check_ref(made.ref()) == check_ref(made.ref()) and check_ref(made.ref()).warning == ""
    set_copies(made, "eg-2", 3)
    changed = check_ref(made.ref())
    assert changed.card_set is not None and "has changed" in changed.warning
    gone = check_ref({"name": "Lost", "hash": "0"})
    assert gone.card_set is None and "'Lost'" in gone.warning and "not there" in gone.warning


def test_every_search_job_carries_the_set_in_play_a_hint_too() -> None:
    from engine.ai.coach import coach_jobs

    made = new_card_set("Hinted", "en-garde")
    use_card_set(made)
    state = get_game("en-garde").new({}, 2)
    jobs = coach_jobs("en-garde", state.view(0), 3, "master")
    assert jobs and all(job.cards == made for job in jobs)


def test_a_save_checked_after_a_move_keeps_the_cards_read(tmp_path: Path) -> None:
    from engine.store.saves import Seat, save_game

    state = get_game("barditus").new({}, 1)
    read = armies()
    save_game(tmp_path / "auto.json", "barditus", {}, 1, [], (Seat("human"), Seat("ai", "novice")), state)
    assert armies() is read  # not read afresh: the autosave after every move must stay cheap
    with playing_with(new_card_set("Gauls", "barditus", ["gallic"])):
        assert armies() is not read


# --- a set speaks the languages its deck was shipped in ---------------------------------------------------
def test_a_new_set_copies_the_shipped_words_of_its_decks_in_every_language() -> None:
    made = new_card_set("Mes Gaulois", "barditus", ["gallic"])
    shipped = next(d for d in decks_for("barditus") if d.id == "gallic")
    files = {f"i18n/barditus-gallic.{lang}.toml" for lang in ("de", "es", "fr", "it")}
    assert {n for n, _ in made.languages} == files
    (deck,) = made.decks
    assert [c.name for c in deck.in_language("de").cards] == [c.name for c in shipped.in_language("de").cards]
    assert deck.in_language("de").cards[0].name == "Krieger"
    # the words are part of what was checked: a change to them is a change of the set
    words = made.folder / "i18n" / "barditus-gallic.de.toml"
    words.write_text(words.read_text(encoding="utf-8").replace('"Krieger"', '"Kämpfer"'), encoding="utf-8")
    changed = read_card_set(made.folder)
    assert changed.ok and changed.hash != made.hash
    assert changed.decks[0].in_language("de").cards[0].name == "Kämpfer"


def test_a_card_the_languages_do_not_give_yet_shows_its_english_there() -> None:
    from engine.core.card_languages import translated_from

    made = new_card_set("Grown", "barditus", ["gallic"])
    (deck,) = made.decks
    words = {n.removeprefix("i18n/"): t for n, t in made.languages}
    twin = replace(deck.cards[0], id="warriors-2", name="Young warriors", names={}, texts={})
    grown = translated_from(replace(deck, cards=(*deck.cards, twin), titles={}), words)
    german = {c.id: c.name for c in grown.in_language("de").cards}
    assert german["warriors"] == "Krieger" and german["warriors-2"] == "Young warriors"
    # a card taken out leaves its words unused, not a fault
    fewer = translated_from(replace(deck, cards=deck.cards[1:], titles={}), words)
    assert fewer.in_language("de").cards[0].name == deck.in_language("de").cards[1].name


def test_a_language_file_that_changes_a_number_is_named_with_card_and_field() -> None:
    made = new_card_set("Numbers", "barditus", ["gallic"])
    words = made.folder / "i18n" / "barditus-gallic.de.toml"
    text = words.read_text(encoding="utf-8")
    at = text.index("[card.soldurii]")
    words.write_text(text[:at] + text[at:].replace("3+", "4+", 1), encoding="utf-8")
    faulty = read_card_set(made.folder)
    assert not faulty.ok
    problem = faulty.errors[0]
    assert (problem.file, problem.card, problem.field) == ("i18n/barditus-gallic.de.toml", "soldurii", "text")


def test_a_language_file_for_no_card_file_of_the_set_is_refused() -> None:
    made = new_card_set("Stray", "en-garde")
    (made.folder / "i18n" / "ready-fence.de.toml").write_text('[deck]\ntitle = "x"\n', encoding="utf-8")
    (made.folder / "i18n" / "layouts.de.toml").unlink(missing_ok=True)
    faulty = read_card_set(made.folder)
    assert not faulty.ok and faulty.errors[0].file == "i18n/ready-fence.de.toml"
    assert "ready-fence.toml" in faulty.errors[0].problem


# --- a set's name is any name a file manager takes ----------------------------------------------------------
@pytest.mark.parametrize("name", ["Épées longues", "Ärger", "日本の剣", "Sworn bands", "CON", "lpt1.txt",
                                  "Why? Because: <yes>", "ends with a dot.", "x" * 100, "剣" * 100,
                                  "🗡" * 100])
def test_a_set_may_have_any_name_a_file_manager_takes_and_is_found_by_it(name: str) -> None:
    made = new_card_set(name, "en-garde")
    assert made.ok and made.name == name
    assert made.folder.parent == card_sets_dir() and made.folder.is_dir()
    # the folder is one every file system takes: Windows' forbidden signs and names, and no more
    # than its bytes allow
    folder = made.folder.name
    assert not set(folder) & set('<>:"/\\|?*') and not folder.endswith((".", " "))
    assert folder.split(".")[0].upper() != "CON" and len(folder.encode("utf-8")) <= 120
    assert [s.name for s in list_card_sets()] == [name]
    assert find_card_set(name).hash == made.hash
    assert check_ref(made.ref()).card_set == made  # a save finds its set by name
    with pytest.raises(CardSetError, match="already"):
        new_card_set(name, "en-garde")


def test_a_name_is_found_however_its_accents_are_spelled_in_unicode() -> None:
    import unicodedata

    made = new_card_set("Ärger", "en-garde")
    assert find_card_set(unicodedata.normalize("NFD", "Ärger")).hash == made.hash
    # a folder listed decomposed (as macOS lists it) is the same set
    made.folder.rename(made.folder.with_name(unicodedata.normalize("NFD", "Ärger")))
    assert find_card_set("Ärger").name == "Ärger"
    with pytest.raises(CardSetError, match="already"):
        new_card_set("ärger", "en-garde")  # one folder where names ignore case (Windows, macOS)


@pytest.mark.parametrize(("name", "words"), [
    ("", "cannot be empty"),
    ("   ", "cannot be empty"),
    ("a/b", "'/'"),
    (".", "must not begin with '.'"),
    ("..", "must not begin with '.'"),
    (".hidden", "must not begin with '.'"),
    ("x" * 101, "at most 100 characters"),
    ("deck@home", "'@'"),
    ("tab\tname", "control character"),
    ("nul\0name", "control character"),
])
def test_a_name_no_file_manager_takes_is_refused_saying_why(name: str, words: str) -> None:
    with pytest.raises(CardSetError, match=re.escape(words)):
        new_card_set(name, "en-garde")
    assert not any(card_sets_dir().iterdir())
