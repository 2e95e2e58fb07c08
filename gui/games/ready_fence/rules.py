"""Ready...Fence! in brief for the rules dialog (our own words), and its table's keys."""

from __future__ import annotations

from engine.core.i18n import QT_TRANSLATE_NOOP

# The table's keys and drops, (key, what it does): its F1 page and the rules dialog's Keyboard tab.
# Their words are marked for the "Keys" catalogue (assets/i18n/salle_help_*.ts), translated where shown.
KEYS: list[tuple[str, str]] = [
    (QT_TRANSLATE_NOOP("Keys", "Drag"),
     QT_TRANSLATE_NOOP("Keys", "a hand card onto the piste to attack or answer")),
    ("", QT_TRANSLATE_NOOP("Keys", "onto the discard pile: change it (or lose it defending by distance)")),
    (QT_TRANSLATE_NOOP("Keys", "Split place"),
     QT_TRANSLATE_NOOP("Keys", "one card, several plays: e.g. alone | with Angulations")),
    (QT_TRANSLATE_NOOP("Keys", "Click"),
     QT_TRANSLATE_NOOP("Keys", "a square of the strip to step · a weapon circle to change it")),
    ("", QT_TRANSLATE_NOOP("Keys", "your stamina square: parry, dropping your stamina there")),
    (QT_TRANSLATE_NOOP("Keys", "← → Home"), QT_TRANSLATE_NOOP("Keys", "move between your cards")),
    ("P / D",
     QT_TRANSLATE_NOOP("Keys", "the card's plays on the piste / on the discard pile (again: the next)")),
    ("F B R", QT_TRANSLATE_NOOP("Keys", "advance · back · retreat two squares")),
    ("W", QT_TRANSLATE_NOOP("Keys", "weapon position (again: the next)")),
    ("X / T", QT_TRANSLATE_NOOP("Keys", "parry without a card (again: spend more) / defend by distance")),
    ("S / K / M",
     QT_TRANSLATE_NOOP("Keys", "stall (again: keeping the Timer card) · keep the hand · mulligan")),
    (QT_TRANSLATE_NOOP("Keys", "Space"), QT_TRANSLATE_NOOP("Keys", "pass, or done")),
    ("1-9", QT_TRANSLATE_NOOP("Keys", "choose an action from the numbered list")),
    ("Z",
     QT_TRANSLATE_NOOP("Keys", "the card under the dashed ring, larger (or rest the pointer on a card)")),
    (QT_TRANSLATE_NOOP("Keys", "Enter / Esc"),
     QT_TRANSLATE_NOOP("Keys", "play the chosen action / cancel it")),
]

# Written for Salle from the rulebook's mechanics; no sentence is the rulebook's. This English is the
# source: its translations are assets/help/<game>.<language>.html (see GameUI.rules_in).
RULES = """
<h2>Ready...Fence!</h2>
<p>Olympic épée as a card game: two fencers on a strip of ten squares, each with a hand of six
technique cards, fence touches until one reaches the target (5, 10 or 15) or time runs out.</p>
<h3>Three modes</h3>
<p><b>Tutorial</b> teaches distance and speed: 25 cards, a phrase opens only at lunge distance and
the faster card touches. <b>Basic</b> adds stamina, weapon positions, stalling and parries
without a card. <b>Advanced</b> uses every card (Feint, Counter-Time, Joker, Angulations,
Renewed Attack), allows a two-square retreat, and the fencers tire: 6, then 5, then 4 stamina
at the start of each period.</p>
<h3>The strip and the clock</h3>
<p>Both fencers start behind their on-guard lines, two empty squares apart (long distance); one
empty square is lunge distance, none is short distance. Stepping onto your own end square (the
run-off, in your colour) gives the other fencer a touch. The Timer deck is the clock: every card
drawn from it is time passing, and when it is empty the period ends. The initiative coin names
who fences first; then turns simply alternate.</p>
<h3>A turn: two actions</h3>
<p>Step forward or back; change your weapon position (once a turn); discard a card face down and
draw (once a turn); stall (the whole turn: +2 stamina, and if you choose a Timer card burns;
never twice running); or play a red card, which opens a <i>fencing phrase</i> (Parry and Riposte
never opens one: it parries first). In the tutorial you may change a card at the end of every
turn instead. With the <i>passivity</i> option (ours) six quiet turns in a row burn a Timer
card.</p>
<h3>The phrase</h3>
<p>Each fencer may play up to two cards. A red attack is answered by a dark-blue parry, a
light-blue counter-attack, a Joker or a defence without cards; light blue is answered by dark
blue and dark blue by light blue. Every card has a speed, and the table sums its parts: the
defender's <b>Engagement</b> slows an attack by 1, <b>Invitation</b> speeds your defences by 1,
and a Stop Hit needs your weapon in <b>Point-in-Line</b>. With <i>counters</i> on (our variant),
a position the other fencer's beats gives nothing (Line beats Invitation, Invitation beats
Engagement, Engagement beats Line). The faster card touches; equal speeds are a double touch (except when
both stand one touch from the target). Passing lets the last card stand.</p>
<h3>Without a card</h3>
<p>A fencer who holds no faster answer may <b>parry</b>, spending stamina: each point is 2 speed
(basic and advanced); or <b>defend by distance</b> (basic and advanced: against an attack of
speed 5 or less): lose a stamina point and a card, step back two squares, draw. A Renewed Attack
must be defended again, or it lands. Either way the phrase ends with no touch.
Cards cost stamina too (not in the tutorial); after a touch, a fencer who spent none in the
phrase regains one.</p>
<h3>On the table</h3>
<p>Drag a card onto the piste to play it, or onto the discard pile to change it; click a square
to step, a weapon circle to change position, a stamina square to parry down to it. F1 lists the
keys. docs/rules/ready-fence.md has every reading Salle made of the rulebook.</p>
"""
