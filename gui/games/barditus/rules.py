"""Barditus in brief for the rules dialog (our own words), and its table's keys."""

from __future__ import annotations

from engine.core.i18n import QT_TRANSLATE_NOOP

# The table's keys and drops, (key, what it does): its F1 page and the rules dialog's Keyboard tab.
# Their words are marked for the "Keys" catalogue (assets/i18n/salle_help_*.ts), translated where shown.
KEYS: list[tuple[str, str]] = [
    (QT_TRANSLATE_NOOP("Keys", "Drag"),
     QT_TRANSLATE_NOOP("Keys", "a piece to a lit slot, the enemy card (pursuit) or your casualties")),
    ("", QT_TRANSLATE_NOOP("Keys", "a kept command die onto a front card: the general stands there")),
    ("", QT_TRANSLATE_NOOP("Keys", "a front card onto the enemy card opposite or diagonal: battle")),
    ("", QT_TRANSLATE_NOOP("Keys", "a hand card onto an empty place (deploy) · an army card onto your list")),
    (QT_TRANSLATE_NOOP("Keys", "Click, click"),
     QT_TRANSLATE_NOOP("Keys", "a piece, die or card, then a lit place")),
    (QT_TRANSLATE_NOOP("Keys", "Double-click"),
     QT_TRANSLATE_NOOP("Keys", "a front card: battle the card opposite")),
    (QT_TRANSLATE_NOOP("Keys", "Hover"),
     QT_TRANSLATE_NOOP("Keys", "a front card: what an order costs now, orders used")),
    (QT_TRANSLATE_NOOP("Keys", "← → Home"),
     QT_TRANSLATE_NOOP("Keys", "choose what to move (the dashed ring)")),
    (QT_TRANSLATE_NOOP("Keys", "↑ ↓ Space"), QT_TRANSLATE_NOOP("Keys", "where it goes: the choices in turn")),
    ("B R V G", QT_TRANSLATE_NOOP("Keys", "battle · rally · reserve · command die (again: the next)")),
    ("L / H", QT_TRANSLATE_NOOP("Keys", "lead at the front / hold the general back")),
    ("E / D", QT_TRANSLATE_NOOP("Keys", "end the orders / done (list complete, reserve)")),
    ("1-9", QT_TRANSLATE_NOOP("Keys", "choose an action from the numbered list")),
    ("Z",
     QT_TRANSLATE_NOOP("Keys", "the card under the dashed ring, larger (or rest the pointer on a card)")),
    (QT_TRANSLATE_NOOP("Keys", "Enter / Esc"),
     QT_TRANSLATE_NOOP("Keys", "play the chosen action / cancel it")),
]

# Written for Salle from the rulebook's mechanics; no sentence is the rulebook's. This English is the
# source: its translations are assets/help/<game>.<language>.html (see GameUI.rules_in).
RULES = """
<h2>Barditus</h2>
<p>A battle of ancient or medieval armies fought with cards and dice. Each army is eight cards in
two lines of four: four <b>front</b> cards (the units) with a <b>rear</b> card behind each
(a reserve, woods or open ground). Column 1 faces column 1, and so on. Unit pieces stand in the
cards' <b>slots</b>: a <i>sword</i> slot rolls a battle die, a <i>shield</i> slot turns dice away
and steadies the army, a <i>D</i> slot holds a disordered piece. Solid slots are where pieces
start; dashed ones are reached only by retreat or rally.</p>
<h3>Before the battle</h3>
<p>Each player secretly takes four front cards and four to six rear cards worth at most 20 points
from his army. Both roll a die: the higher deploys first and will move first. Then the players lay
one card at a time into their formations, face up; rear cards beyond four stay out.</p>
<h3>A turn</h3>
<p><b>Morale</b>: at the start of his turn an army is broken, and loses, when its destroyed and
disordered pieces outnumber its pieces on shields plus the morale die it set aside last turn.
<b>Command</b>: roll three dice and keep the lowest and the highest. A general who <i>leads at the
front</i> (chosen before the roll) keeps the two highest instead, but if those two are equal he is
lost, and from then on the army keeps its two lowest. One kept die becomes the <b>command die</b>,
laid on a front card where the general stands; the other is the new <b>morale die</b>.</p>
<p><b>Orders</b>, paid from the command die: 1 point for the general's card, 2 next to it, 3
farther; a regular, warrior or veteran card's first order of the turn costs one less (militia get
no discount). A card takes at most two orders a turn.</p>
<ul>
<li><b>Battle</b>: roll a die per piece on sword slots against the enemy card opposite (if it has
no pieces left, a diagonal one: a flank attack). A die scores when it beats the target's pieces on
shields; a 1 always fails, a 6 always scores. The defender takes each hit by retreating a piece to
an empty open slot behind it, or losing one (his own pursuers first). Each six sends an attacking
sword piece after the enemy: it stands as a <b>pursuer</b> on the beaten card, takes a die from
that card's counter-attacks, and is lost when the enemy pursues out of that card. The target then
counter-attacks, except after a flank attack or a counter-attack.</li>
<li><b>Rally</b>: a die for each piece of the column on an open slot and each of its pursuers; at
5+ (militia), 4+ (regular, warrior) or 3+ (veteran) the piece returns to an empty filled slot.</li>
<li><b>Reserve</b>: bring the reserve behind a front card up into its empty filled slots.</li>
</ul>
<p>Abilities: <i>pursuit</i> adds a die per own pursuer on the target, <i>flanking</i> a die to
flank attacks; <i>skirmishers</i> may evade each hit on their rally number. If neither army breaks
within the rounds chosen, the one further from breaking wins.</p>
<h3>On the table</h3>
<p>Drag a piece to a lit slot or onto your casualties, a kept command die onto a front card, a
front card onto the enemy card it attacks (or double-click it), a hand card onto an empty place.
Hover a front card to see what an order costs. Each army's gauge shows its losses against its
steadiness and how many more losses break it. F1 lists the keys. docs/rules/barditus.md has
every reading Salle made of the draft rulebook.</p>
"""
