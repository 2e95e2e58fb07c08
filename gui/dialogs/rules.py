"""The rules and keys dialog: each game's rules in brief (our own words), and the table's keyboard."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine.games import get_game

# The table's keys, (key, what it does); the table's help overlay shows the same list.
KEYS: list[tuple[str, str]] = [
    ("1\u20139", "Choose an action from the numbered list"),
    ("← / →", "Move between the cards in your hand"),
    ("Space", "Select or unselect the card under the cursor"),
    ("F", "Step forward with the selected card"),
    ("B", "Step back with the selected card"),
    ("A", "Attack with the selected cards"),
    ("P", "Parry with the selected cards"),
    ("H", "Hold: let the last chance to attack pass"),
    ("Enter", "Confirm the chosen action"),
    ("Esc", "Clear the selection"),
    ("Ctrl+Z", "Undo your last move"),
    ("Ctrl+H", "Ask for a hint"),
    ("F1", "Show this help"),
    ("Ctrl+N", "Start a new game"),
    ("Ctrl+S", "Save the game"),
    ("Ctrl+O", "Load a saved game"),
    ("Ctrl+Q", "Quit Salle"),
]

# Written for Salle from the rulebook's mechanics; no sentence is the rulebook's.
EN_GARDE_RULES = """
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
<li><b>Parry</b>: under <i>equal</i> the parry repeats the attack card for card (two 3s against
two 3s). Under <i>total</i> the parry only needs the same number of cards adding up to the same
sum, so 1+5 or 2+4 also stop two 3s.</li>
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

AUDATIA_RULES = """
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

READY_FENCE_RULES = """
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

BARDITUS_RULES = """
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

RULES_HTML: dict[str, str] = {"en-garde": EN_GARDE_RULES, "audatia": AUDATIA_RULES,
                              "ready-fence": READY_FENCE_RULES, "barditus": BARDITUS_RULES}


def keys_html() -> str:
    """KEYS as a small HTML table (for places that show rich text rather than a table widget)."""
    rows = "".join(
        f"<tr><td><b>{html.escape(key)}</b></td><td>{html.escape(text)}</td></tr>" for key, text in KEYS
    )
    return f"<table cellspacing='4'>{rows}</table>"


class RulesDialog(QDialog):
    """The rules of `game` on one tab, the keys on another; `page` is "rules" or "keyboard".
    `keys` are the table's own keys where its game has others than En Garde's (its F1 page)."""

    def __init__(self, game: str = "en-garde", parent: QWidget | None = None, page: str = "rules",
                 keys: Sequence[tuple[str, str]] | None = None) -> None:
        super().__init__(parent)
        try:
            title = get_game(game).title
            name = get_game(game).name
        except KeyError:
            title, name = game, game
        self.setWindowTitle(f"{title}: rules and keys")

        self.rules_view = QTextBrowser()
        self.rules_view.setOpenExternalLinks(False)
        self.rules_view.setHtml(RULES_HTML.get(name, f"<p>No rules summary for {title} yet.</p>"))

        rows = KEYS
        if keys is not None:  # the table's keys, then the window's shortcuts, which every game shares
            rows = list(keys) + [r for r in KEYS if r[0].startswith("Ctrl") and r not in keys]
        self.keys_table = QTableWidget(len(rows), 2)
        self.keys_table.setHorizontalHeaderLabels(["Key", "What it does"])
        self.keys_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.keys_table.verticalHeader().setVisible(False)
        self.keys_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.keys_table.horizontalHeader().setStretchLastSection(True)
        for row, (key, text) in enumerate(rows):
            self.keys_table.setItem(row, 0, QTableWidgetItem(key))
            self.keys_table.setItem(row, 1, QTableWidgetItem(text))

        self.tabs = QTabWidget()
        self.tabs.addTab(self.rules_view, "&Rules")
        self.tabs.addTab(self.keys_table, "&Keyboard")
        self.tabs.setCurrentIndex(1 if page == "keyboard" else 0)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(640, 560)
