"""Audatia in brief for the rules dialog (our own words), and its table's keys."""

from __future__ import annotations

from engine.core.i18n import QT_TRANSLATE_NOOP

# The table's keys and drops, (key, what it does): its F1 page and the rules dialog's Keyboard tab.
# Their words are marked for the "Keys" catalogue (assets/i18n/salle_help_*.ts), translated where shown.
KEYS: list[tuple[str, str]] = [
    (QT_TRANSLATE_NOOP("Keys", "Drag"), QT_TRANSLATE_NOOP("Keys", "a hand card onto a lit place to play it")),
    (QT_TRANSLATE_NOOP("Keys", "Play area"),
     QT_TRANSLATE_NOOP("Keys", "strikes, parries, skills, remedies, counters, the row")),
    (QT_TRANSLATE_NOOP("Keys", "Split area"),
     QT_TRANSLATE_NOOP("Keys", "one card, several plays: e.g. Parry | Counterattack")),
    ("", QT_TRANSLATE_NOOP("Keys", "a remedy on both sides: inside left, outside right")),
    (QT_TRANSLATE_NOOP("Keys", "Discard pile"),
     QT_TRANSLATE_NOOP("Keys", "set aside, Trade, Salute, answer the Salute")),
    (QT_TRANSLATE_NOOP("Keys", "Deck"), QT_TRANSLATE_NOOP("Keys", "cycle a Cycle skill for a new card")),
    (QT_TRANSLATE_NOOP("Keys", "Click"),
     QT_TRANSLATE_NOOP("Keys", "a posta to take it · a Virtue to take it")),
    (QT_TRANSLATE_NOOP("Keys", "Side card"),
     QT_TRANSLATE_NOOP("Keys", "click its left half: inside, right half: outside")),
    ("← → ↑ ↓", QT_TRANSLATE_NOOP("Keys", "move between cards; ↑ goes to the poste or Virtues")),
    ("1-9", QT_TRANSLATE_NOOP("Keys", "choose an action from the numbered list")),
    ("A P C X B", QT_TRANSLATE_NOOP("Keys", "attack · parry · counterattack · exchange · break")),
    ("I / O", QT_TRANSLATE_NOOP("Keys", "a remedy, or the Side card, inside / outside")),
    ("R V F K", QT_TRANSLATE_NOOP("Keys", "counter-remedy · avoid · feint · skill")),
    ("D Y L", QT_TRANSLATE_NOOP("Keys", "discard pile · cycle · lay in the row")),
    ("W", QT_TRANSLATE_NOOP("Keys", "wait, pass or done")),
    ("Z",
     QT_TRANSLATE_NOOP("Keys", "the card under the dashed ring, larger (or rest the pointer on a card)")),
    (QT_TRANSLATE_NOOP("Keys", "Enter / Esc"),
     QT_TRANSLATE_NOOP("Keys", "play the chosen action / cancel it")),
]

# Written for Salle from the rulebook's mechanics; no sentence is the rulebook's. This English is the
# source: its translations are assets/help/<game>.<language>.html (see GameUI.rules_in).
RULES = """
<h2>Audatia</h2>
<p>A duel of longswords after Fiore dei Liberi's <i>Flower of Battle</i> (about 1410). Each fencer
has a character deck: Boucicaut or Galeazzo da Mantoa. One answer you cannot find ends the duel.</p>
<h3>Setup</h3>
<p>The Challenger and the Respondent keep their twelve poste (guards) apart and take their twelve
Basic cards as the hand; either may swap some of them for cards from his Action deck. The
Challenger holds Audatia; the Respondent picks a Virtue, then the Challenger, and the Respondent
takes the last. The Respondent may salute by discarding a card: unless the Challenger answers in
kind, the Respondent's first strike carries +4 Audatia.</p>
<h3>Out of Measure</h3>
<p>Hands refill to twelve (not the Salute cards). Trade two cards for one as often as you like.
Both choose a posta face down, then turn them together. Out-of-Measure skills follow, the
fastest fencer (most Celeritas) first. The Challenger may attack or change posta, then the
Respondent may; then the Challenger must attack if he can, and only when he cannot is the round
drawn. A second draw gives the duel to the Respondent. A Cycle skill may be swapped for a new
card whenever you act, even while choosing your posta.</p>
<h3>In measure</h3>
<p>An attack must be eligible: its line shown by your posta's Seven Swords, or from your stack's
side (mandritti right, roversi left, punte anywhere). Parry with a strike whose line the blow's
upside-down Seven Swords shows, never at the same angle; with more Celeritas, counterattack with
the same blow, or exchange a thrust with a thrust. If the two Sun halves make a whole, the bind
is Streto; else Largo. In Largo the defender may attack or wait, then the attacker; both waiting
breaks off. In Streto remedies are played on the side the Streto Side card shows (the fencer
with most Fortitudo turns it); a counter must align with the remedy's Moon-and-Night half, and
a perfect counter (moon against night) wins.</p>
<p>With most Audatia an attacker may enter with a remedy right after the bind; a Feint lets him
strike again. An Extensa guard must first be beaten aside with a parry-symbol strike.</p>
<h3>Variants</h3>
<p><b>Salle bout</b>: each won exchange is a point and the roles swap, until a fencer holds no
strike. <b>Sudden death</b>: both hands are laid out face down in a committed order and play
themselves. The optional <b>Break</b> rule lets a defender break a thrust.</p>
<h3>Writing moves</h3>
<p>A verb and a card: <code>attack bou-mandritto-fendente</code>, <code>parry gal-...</code>,
<code>remedy bou-pomo-in-faccia outside</code>, <code>reply ...</code>, <code>posta ...</code>,
<code>wait</code>, <code>done</code>. docs/rules/audatia.md has every reading.</p>
"""
