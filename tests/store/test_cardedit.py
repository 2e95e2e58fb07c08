"""Editing a card set's files through tomlkit: a change rewrites only its value, and comments,
blank lines and key order stay, so a set stays readable and diffable."""

from __future__ import annotations

from engine.store.cardedit import CardPlace, SetEditor
from engine.store.cardsets import new_card_set, read_card_set


def test_an_edit_changes_one_value_and_keeps_every_comment_and_the_order() -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    (name, before), = made.files
    editor = SetEditor(made)
    warriors = CardPlace(name, 0)
    editor.set(warriors, "value", 5)
    after = (made.folder / name).read_text(encoding="utf-8")
    changed = [(a, b) for a, b in zip(before.splitlines(), after.splitlines(), strict=True) if a != b]
    assert changed == [(
        "value = 4             # rule: 3 X + 2 O = 5 filled slots -> 3; warrior +0; pursuit +1 = 4",
        "value = 5             # rule: 3 X + 2 O = 5 filled slots -> 3; warrior +0; pursuit +1 = 4")]
    editor.set(warriors, "value", 4)
    assert (made.folder / name).read_text(encoding="utf-8") == before


def test_a_nested_half_is_added_inline_and_removed_without_a_trace() -> None:
    made = new_card_set("Boucicaut", "audatia", ["boucicaut"])
    editor = SetEditor(made)
    remedy = next(p for p in editor.places() if editor.get(p, "type") == "remedy"
                  and editor.get(p, "rules.outside") is None)
    editor.set(remedy, "rules.outside.shape", "moon")
    editor.set(remedy, "rules.outside.height", "low")
    assert editor.check().ok
    assert 'outside = {shape = "moon", height = "low"}' in editor.texts()[0][1]
    editor.set(remedy, "rules.outside.height", None)
    editor.set(remedy, "rules.outside.shape", None)
    assert read_card_set(made.folder).hash == made.hash


def test_duplicate_and_delete_a_card() -> None:
    made = new_card_set("Fence", "ready-fence")
    editor = SetEditor(made)
    first, count = editor.places()[0], len(editor.places())
    twin = editor.duplicate(first)
    assert editor.get(twin, "id") == f"{editor.get(first, 'id')}-2" and len(editor.places()) == count + 1
    problem = editor.check().errors[0]  # one card too many for the technical manual's counts
    assert problem.field == "copies" and "the manual names" in problem.problem
    editor.delete(twin)
    assert read_card_set(made.folder).hash == made.hash


def test_a_slot_row_changed_keeps_the_comment_beside_each_row() -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    name = "barditus-gallic.toml"
    editor = SetEditor(made)
    warriors = CardPlace(name, 0)
    editor.set(warriors, "rules.slots", ["XX", "OO", "dd"])
    after = (made.folder / name).read_text(encoding="utf-8")
    assert 'slots = ["XX",       # three swords: three battle dice\n' in after
    assert '         "OO",        # two shields: the enemy needs 3+\n' in after
    assert '         "dd"]        # two open D slots\n' in after
    editor.set(warriors, "rules.slots", ["XXX", "OO", "dd"])
    assert (made.folder / name).read_text(encoding="utf-8") == dict(made.files)[name]


def test_a_duplicate_takes_none_of_the_comments_around_its_card() -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    name = "barditus-gallic.toml"
    before = dict(made.files)[name]
    editor = SetEditor(made)
    twin = editor.duplicate(CardPlace(name, 0))
    after = (made.folder / name).read_text(encoding="utf-8")
    # each comment is there once, and the Soldurii's stays right above the Soldurii
    assert after.count("# Soldurii [C]") == 1 and after.count("# Warriors [C]") == 1
    soldurii_comment = after.index("# Soldurii [C]")
    assert after.index('id = "warriors-2"') < soldurii_comment < after.index('id = "soldurii"')
    assert after.count("# ---- Front line") == 1
    copy_at = after.index('[[card]]\nid = "warriors-2"')
    assert after[:copy_at] + after[soldurii_comment:] == before  # the copy and a blank line: all that came
    assert after[copy_at:soldurii_comment].count("#") == 7  # only the comments beside its values
    editor.delete(twin)
    assert (made.folder / name).read_text(encoding="utf-8") == before
