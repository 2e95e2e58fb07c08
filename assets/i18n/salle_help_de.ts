<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Cards</name>
    <message>
        <source>must be a table</source>
        <translation>muss eine Tabelle sein</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Ask for a hint</source>
        <translation>Um einen Tipp bitten</translation>
    </message>
    <message>
        <source>Attack with the selected cards</source>
        <translation>Mit den gewählten Karten angreifen</translation>
    </message>
    <message>
        <source>Choose an action from the numbered list</source>
        <translation>Eine Aktion aus der nummerierten Liste wählen</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Die Auswahl aufheben</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klick</translation>
    </message>
    <message>
        <source>Click, click</source>
        <translation>Klick, Klick</translation>
    </message>
    <message>
        <source>Confirm the chosen action</source>
        <translation>Die gewählte Aktion bestätigen</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Strg+H</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Strg+O</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Strg+S</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Enter / Esc</source>
        <translation>Eingabe / Esc</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Hold: let the last chance to attack pass</source>
        <translation>Halten: die letzte Gelegenheit zum Angriff verstreichen lassen</translation>
    </message>
    <message>
        <source>Hover</source>
        <translation>Darüberfahren</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Eine gespeicherte Partie laden</translation>
    </message>
    <message>
        <source>Move between the cards in your hand</source>
        <translation>Zwischen den Karten deiner Hand wechseln</translation>
    </message>
    <message>
        <source>Parry with the selected cards</source>
        <translation>Mit den gewählten Karten parieren</translation>
    </message>
    <message>
        <source>Play area</source>
        <translation>Spielfläche</translation>
    </message>
    <message>
        <source>Quit Salle</source>
        <translation>Salle beenden</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Die Partie speichern</translation>
    </message>
    <message>
        <source>Select or unselect the card under the cursor</source>
        <translation>Die Karte unter dem Cursor auswählen oder abwählen</translation>
    </message>
    <message>
        <source>Show the card under the cursor larger (or rest the pointer on a card)</source>
        <translation>Die Karte unter dem Cursor vergrößern (oder den Zeiger auf einer Karte ruhen lassen)</translation>
    </message>
    <message>
        <source>Show this help</source>
        <translation>Diese Hilfe zeigen</translation>
    </message>
    <message>
        <source>Side card</source>
        <translation>Seitenkarte</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Split area</source>
        <translation>Geteilte Fläche</translation>
    </message>
    <message>
        <source>Split place</source>
        <translation>Geteilte Fläche</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>Step back with the selected card</source>
        <translation>Mit der gewählten Karte zurückweichen</translation>
    </message>
    <message>
        <source>Step forward with the selected card</source>
        <translation>Mit der gewählten Karte vorrücken</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Deinen letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>a front card onto the enemy card opposite or diagonal: battle</source>
        <translation>eine Frontkarte auf die feindliche Karte gegenüber oder diagonal: Kampf</translation>
    </message>
    <message>
        <source>a front card: battle the card opposite</source>
        <translation>eine Frontkarte: Kampf gegen die Karte gegenüber</translation>
    </message>
    <message>
        <source>a front card: what an order costs now, orders used</source>
        <translation>eine Frontkarte: was ein Befehl jetzt kostet, erteilte Befehle</translation>
    </message>
    <message>
        <source>a hand card onto a lit place to play it</source>
        <translation>eine Handkarte auf eine beleuchtete Stelle, um sie zu spielen</translation>
    </message>
    <message>
        <source>a hand card onto an empty place (deploy) · an army card onto your list</source>
        <translation>eine Handkarte auf einen leeren Platz (aufstellen) · eine Armeekarte auf deine Liste</translation>
    </message>
    <message>
        <source>a hand card onto the piste to attack or answer</source>
        <translation>eine Handkarte auf die Bahn: angreifen oder antworten</translation>
    </message>
    <message>
        <source>a kept command die onto a front card: the general stands there</source>
        <translation>einen behaltenen Befehlswürfel auf eine Frontkarte: dort steht der Feldherr</translation>
    </message>
    <message>
        <source>a piece to a lit slot, the enemy card (pursuit) or your casualties</source>
        <translation>eine Figur auf einen beleuchteten Platz, die feindliche Karte (Verfolgung) oder deine Verluste</translation>
    </message>
    <message>
        <source>a piece, die or card, then a lit place</source>
        <translation>eine Figur, einen Würfel oder eine Karte, dann eine beleuchtete Stelle</translation>
    </message>
    <message>
        <source>a posta to take it · a Virtue to take it</source>
        <translation>eine Posta, um sie einzunehmen · eine Tugend, um sie zu nehmen</translation>
    </message>
    <message>
        <source>a remedy on both sides: inside left, outside right</source>
        <translation>ein Stück auf beiden Seiten: innen links, außen rechts</translation>
    </message>
    <message>
        <source>a remedy, or the Side card, inside / outside</source>
        <translation>ein Stück oder die Seitenkarte, innen / außen</translation>
    </message>
    <message>
        <source>a square of the strip to step · a weapon circle to change it</source>
        <translation>ein Feld der Bahn: dorthin treten · ein Waffenkreis: die Stellung wechseln</translation>
    </message>
    <message>
        <source>advance · back · retreat two squares</source>
        <translation>vorrücken · zurück · zwei Felder zurückweichen</translation>
    </message>
    <message>
        <source>attack · parry · counterattack · exchange · break</source>
        <translation>angreifen · parieren · gegenangreifen · tauschen · brechen</translation>
    </message>
    <message>
        <source>battle · rally · reserve · command die (again: the next)</source>
        <translation>Kampf · sammeln · Reserve · Befehlswürfel (nochmals: der nächste)</translation>
    </message>
    <message>
        <source>choose an action from the numbered list</source>
        <translation>eine Aktion aus der nummerierten Liste wählen</translation>
    </message>
    <message>
        <source>choose what to move (the dashed ring)</source>
        <translation>wählen, was bewegt wird (der gestrichelte Ring)</translation>
    </message>
    <message>
        <source>click its left half: inside, right half: outside</source>
        <translation>Klick auf die linke Hälfte: innen, rechte Hälfte: außen</translation>
    </message>
    <message>
        <source>counter-remedy · avoid · feint · skill</source>
        <translation>Gegenstück · ausweichen · Finte · Fertigkeit</translation>
    </message>
    <message>
        <source>cycle a Cycle skill for a new card</source>
        <translation>eine Zyklus-Fertigkeit gegen eine neue Karte tauschen</translation>
    </message>
    <message>
        <source>discard pile · cycle · lay in the row</source>
        <translation>Ablagestapel · Zyklus · in die Reihe legen</translation>
    </message>
    <message>
        <source>end the orders / done (list complete, reserve)</source>
        <translation>Befehle beenden / fertig (Liste vollständig, Reserve)</translation>
    </message>
    <message>
        <source>lead at the front / hold the general back</source>
        <translation>an der Front führen / den Feldherrn zurückhalten</translation>
    </message>
    <message>
        <source>move between cards; ↑ goes to the poste or Virtues</source>
        <translation>zwischen Karten wechseln; ↑ geht zu den Poste oder Tugenden</translation>
    </message>
    <message>
        <source>move between your cards</source>
        <translation>zwischen deinen Karten wechseln</translation>
    </message>
    <message>
        <source>one card, several plays: e.g. Parry | Counterattack</source>
        <translation>eine Karte, mehrere Spielzüge: z. B. Parade | Gegenangriff</translation>
    </message>
    <message>
        <source>one card, several plays: e.g. alone | with Angulations</source>
        <translation>eine Karte, mehrere Spielzüge: z. B. allein | mit Angulationen</translation>
    </message>
    <message>
        <source>onto the discard pile: change it (or lose it defending by distance)</source>
        <translation>auf den Ablagestapel: tauschen (oder bei der Abwehr durch Distanz verlieren)</translation>
    </message>
    <message>
        <source>parry without a card (again: spend more) / defend by distance</source>
        <translation>ohne Karte parieren (nochmals: mehr ausgeben) / durch Distanz abwehren</translation>
    </message>
    <message>
        <source>pass, or done</source>
        <translation>passen oder fertig</translation>
    </message>
    <message>
        <source>play the chosen action / cancel it</source>
        <translation>die gewählte Aktion spielen / abbrechen</translation>
    </message>
    <message>
        <source>set aside, Trade, Salute, answer the Salute</source>
        <translation>beiseitelegen, Tausch, Gruß, den Gruß erwidern</translation>
    </message>
    <message>
        <source>stall (again: keeping the Timer card) · keep the hand · mulligan</source>
        <translation>Zeit schinden (nochmals: die Zeitkarte behalten) · Hand behalten · Mulligan</translation>
    </message>
    <message>
        <source>strikes, parries, skills, remedies, counters, the row</source>
        <translation>Hiebe, Paraden, Fertigkeiten, Stücke, Gegenstücke, die Reihe</translation>
    </message>
    <message>
        <source>the card under the dashed ring, larger (or rest the pointer on a card)</source>
        <translation>die Karte unter dem gestrichelten Ring, vergrößert (oder den Zeiger auf einer Karte ruhen lassen)</translation>
    </message>
    <message>
        <source>the card&apos;s plays on the piste / on the discard pile (again: the next)</source>
        <translation>die Spielzüge der Karte auf der Bahn / auf dem Ablagestapel (nochmals: der nächste)</translation>
    </message>
    <message>
        <source>wait, pass or done</source>
        <translation>warten, passen oder fertig</translation>
    </message>
    <message>
        <source>weapon position (again: the next)</source>
        <translation>Waffenstellung (nochmals: die nächste)</translation>
    </message>
    <message>
        <source>where it goes: the choices in turn</source>
        <translation>wohin es geht: die Möglichkeiten nacheinander</translation>
    </message>
    <message>
        <source>your stamina square: parry, dropping your stamina there</source>
        <translation>dein Ausdauerfeld: parieren, die Ausdauer sinkt bis dorthin</translation>
    </message>
    <message>
        <source>← → Home</source>
        <translation>← → Pos1</translation>
    </message>
    <message>
        <source>↑ ↓ Space</source>
        <translation>↑ ↓ Leertaste</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>a lesson</source>
        <translation>eine Lektion</translation>
    </message>
    <message>
        <source>a position</source>
        <translation>eine Stellung</translation>
    </message>
    <message>
        <source>belongs to a step with an action</source>
        <translation>gehört zu einem Schritt mit Aktion</translation>
    </message>
    <message>
        <source>follow the learner&apos;s move: this step has no action</source>
        <translation>folgen dem Zug des Lernenden: dieser Schritt hat keine Aktion</translation>
    </message>
    <message>
        <source>give either a seed or a position (not both)</source>
        <translation>gib entweder einen Startwert oder eine Stellung an (nicht beides)</translation>
    </message>
    <message>
        <source>is missing: every {name} is given in {languages}</source>
        <translation>fehlt: jedes {name} steht in {languages}</translation>
    </message>
    <message>
        <source>is not a field of a lesson</source>
        <translation>ist kein Feld einer Lektion</translation>
    </message>
    <message>
        <source>is not a field of a step</source>
        <translation>ist kein Feld eines Schritts</translation>
    </message>
    <message>
        <source>is not a field of seats (learner, opponent)</source>
        <translation>ist kein Feld von seats (learner, opponent)</translation>
    </message>
    <message>
        <source>is not an action of {game}: {reason}</source>
        <translation>ist keine Aktion von {game}: {reason}</translation>
    </message>
    <message>
        <source>it is not the opponent&apos;s turn here</source>
        <translation>hier ist der Gegner nicht am Zug</translation>
    </message>
    <message>
        <source>must be a list of action tables</source>
        <translation>muss eine Liste von Aktionstabellen sein</translation>
    </message>
    <message>
        <source>must be a list of card names (their ids)</source>
        <translation>muss eine Liste von Kartennamen sein (ihre Ids)</translation>
    </message>
    <message>
        <source>must be a table (learner, opponent)</source>
        <translation>muss eine Tabelle sein (learner, opponent)</translation>
    </message>
    <message>
        <source>must be an action table {kind = ...}, not {given}</source>
        <translation>muss eine Aktionstabelle {kind = ...} sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be seat 0 or 1, not {given}</source>
        <translation>muss Platz 0 oder 1 sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be text: its translations have no English</source>
        <translation>muss Text sein: seinen Übersetzungen fehlt das Englische</translation>
    </message>
    <message>
        <source>must be text: why another move is not the lesson&apos;s</source>
        <translation>muss Text sein: warum ein anderer Zug nicht der der Lektion ist</translation>
    </message>
    <message>
        <source>must be the game&apos;s position as JSON text</source>
        <translation>muss die Stellung des Spiels als JSON-Text sein</translation>
    </message>
    <message>
        <source>names no game Salle knows: {given}</source>
        <translation>nennt kein Spiel, das Salle kennt: {given}</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>Schritt {step}</translation>
    </message>
    <message>
        <source>the learner cannot move here: it is the opponent&apos;s turn</source>
        <translation>der Lernende kann hier nicht ziehen: der Gegner ist am Zug</translation>
    </message>
    <message>
        <source>the learner cannot move here: the game is over</source>
        <translation>der Lernende kann hier nicht ziehen: die Partie ist vorbei</translation>
    </message>
    <message>
        <source>the lesson has no [[steps]]</source>
        <translation>die Lektion hat keine [[steps]]</translation>
    </message>
    <message>
        <source>{move} is not legal here: {reason}</source>
        <translation>{move} ist hier nicht erlaubt: {reason}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Not this time: {move}.</source>
        <translation>Diesmal nicht: {move}.</translation>
    </message>
    <message>
        <source>Read this step, then press Next.</source>
        <translation>Lies diesen Schritt und drücke dann Weiter.</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>Die Lektion ist zu Ende.</translation>
    </message>
    <message>
        <source>Wait for your opponent&apos;s move.</source>
        <translation>Warte auf den Zug deines Gegners.</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Dein Gegner</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>must be a whole number from 0, not {given}</source>
        <translation>muss eine ganze Zahl ab 0 sein, nicht {given}</translation>
    </message>
</context>
</TS>
