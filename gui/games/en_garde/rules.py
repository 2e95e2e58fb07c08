"""En Garde in brief for the rules dialog (our own words), and its table's keys."""

from __future__ import annotations

from engine.core.i18n import QT_TRANSLATE_NOOP

# The table's keys, (key, what it does): its F1 page and the rules dialog's Keyboard tab.
# Their words are marked for the "Keys" catalogue (assets/i18n/salle_help_*.ts), translated where shown.
KEYS: list[tuple[str, str]] = [
    ("1\u20139", QT_TRANSLATE_NOOP("Keys", "Choose an action from the numbered list")),
    ("← / →", QT_TRANSLATE_NOOP("Keys", "Move between the cards in your hand")),
    (QT_TRANSLATE_NOOP("Keys", "Space"),
     QT_TRANSLATE_NOOP("Keys", "Select or unselect the card under the cursor")),
    ("F", QT_TRANSLATE_NOOP("Keys", "Step forward with the selected card")),
    ("B", QT_TRANSLATE_NOOP("Keys", "Step back with the selected card")),
    ("A", QT_TRANSLATE_NOOP("Keys", "Attack with the selected cards")),
    ("P", QT_TRANSLATE_NOOP("Keys", "Parry with the selected cards")),
    ("H", QT_TRANSLATE_NOOP("Keys", "Hold: let the last chance to attack pass")),
    ("Z", QT_TRANSLATE_NOOP("Keys", "Show the card under the cursor larger (or rest the pointer on a card)")),
    (QT_TRANSLATE_NOOP("Keys", "Enter"), QT_TRANSLATE_NOOP("Keys", "Confirm the chosen action")),
    (QT_TRANSLATE_NOOP("Keys", "Esc"), QT_TRANSLATE_NOOP("Keys", "Clear the selection")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+Z"), QT_TRANSLATE_NOOP("Keys", "Undo your last move")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+H"), QT_TRANSLATE_NOOP("Keys", "Ask for a hint")),
    ("F1", QT_TRANSLATE_NOOP("Keys", "Show this help")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+N"), QT_TRANSLATE_NOOP("Keys", "Start a new game")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+S"), QT_TRANSLATE_NOOP("Keys", "Save the game")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+O"), QT_TRANSLATE_NOOP("Keys", "Load a saved game")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+Q"), QT_TRANSLATE_NOOP("Keys", "Quit Salle")),
]

# Written for Salle from the rulebook's mechanics; no sentence is the rulebook's. This English is the
# source: its translations are assets/help/<game>.<language>.html (see GameUI.rules_in).
RULES = """
<h2>En Garde in brief</h2>
<p>Two fencers stand at the two ends of a piste of 23 spaces. The deck holds 25 cards, five each
of the values 1 to 5. A match is fought over rounds: winning a round scores one hit, and the
first fencer to reach the match target (five hits unless you chose otherwise) wins.</p>

<h3>A round</h3>
<p>The deck is shuffled, both fencers are dealt five cards, and both figures go back to their
ends. The fencer who opened the last round lets the other open this one.</p>
<p>On your turn you lay one card and walk your figure that many spaces, forward or back. Your
figure stays on the piste and never lands on, or passes, the other figure. After your turn you
draw until you hold five cards again.</p>

<h3>Attack and parry</h3>
<p>When a card in your hand equals the distance between the figures, you may lunge with it
instead of walking: that is an attack. You may lay further cards of the same value alongside it
to make it harder to stop. Then you refill your hand.</p>
<p>The defender must parry, laying as many cards as the attack used, and matching it (see the
<i>parry</i> option below). A defender who cannot parry is hit, and the round is over.</p>
<p>A parry does not end the exchange: the defender now plays an ordinary turn, and only then
refills. If that turn is an attack, it is a <b>riposte</b>, and a riposte cannot be parried: it
wins the round at once.</p>

<h3>How a round ends</h3>
<ul>
<li>A hit ends it; the fencer who hit scores.</li>
<li>A fencer who must play and has no legal card to play loses the round.</li>
<li>When the last card of the deck is drawn, the figures stop moving. The other fencer then has
one final turn: attack (the attack must still be parried) or hold. If the last card went to a
fencer who had just attacked, that attack is parried first, and the final turn follows the
parry as usual (so an attack in it is a riposte).</li>
<li>If nobody has scored by then, both hands are shown. Whoever holds more cards equal to the
distance between the figures wins the round. If that is level, the fencer who has come further
from their own end wins. If that is level too, the round is drawn and nobody scores.</li>
</ul>

<h3>Options in the new-game dialog</h3>
<ul>
<li><b>Level</b>: <i>standard</i> is the game above. In <i>basic</i> there are no parries: any
attack hits, and a round that runs out of cards goes to the fencer who advanced further. In
<i>advanced</i> you may also step forward with one card and attack with another in the same
turn (an advance-and-attack); the defender may answer it with a parry, or by stepping back with
any card. An ordinary attack can only be parried.</li>
<li><b>Parry</b>: under <i>total</i> (the rulebook's rule, the default) the parry needs the same
number of cards adding up to the same sum, so 1+5 or 2+4 stop two 3s as well as two 3s do. Under
<i>equal</i> (later editions) the parry repeats the attack card for card.</li>
<li><b>Discards</b>: <i>hidden</i> shows only the most recent card played; <i>open</i> keeps
every card of the round in view. Cards are always played face up, so a good memory (and the
computer) knows them either way.</li>
<li><b>Hits to win</b> sets the match length; <b>First to move</b> picks who opens round one.</li>
</ul>

<h3>Writing moves</h3>
<p><code>F3</code> forward 3, <code>B2</code> back 2, <code>A4</code> attack with a 4,
<code>A44</code> attack with two 4s, <code>P44</code> parry with two 4s (<code>P35</code> under
the total rule), <code>F2A5</code> advance 2 then attack with a 5, <code>H</code> hold.</p>
"""
