<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Salle</source>
        <translation>Über Salle</translation>
    </message>
    <message>
        <source>Built with {versions}.</source>
        <translation>Erstellt mit {versions}.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Salle is a practice room for duelling card games. Two fencers meet across a table: you and a friend taking turns at one screen, or you and a computer opponent that plays only on what its own seat could know. Every game can be saved, replayed from its seed, and looked back on in the practice history.</source>
        <translation>Salle ist ein Übungsraum für Duell-Kartenspiele. Zwei Fechter treffen sich an einem Tisch: du und ein Freund abwechselnd am selben Bildschirm, oder du und ein Computergegner, der nur mit dem spielt, was sein eigener Platz wissen kann. Jede Partie lässt sich speichern, aus ihrem Startwert nachspielen und im Trainingsverlauf wieder ansehen.</translation>
    </message>
    <message>
        <source>Salle is an independent program; its rules summaries and card texts are written in its own words, and what a rulebook leaves open (decks, armies, numbers) is of its own design.</source>
        <translation>Salle ist ein unabhängiges Programm; seine Regelzusammenfassungen und Kartentexte sind in eigenen Worten geschrieben, und was ein Regelheft offenlässt (Stapel, Armeen, Zahlen), ist eigener Entwurf.</translation>
    </message>
    <message>
        <source>Salle is free software under the GNU General Public License, version 3 or later.</source>
        <translation>Salle ist freie Software unter der GNU General Public License, Version 3 oder später.</translation>
    </message>
    <message>
        <source>Version {number}</source>
        <translation>Version {number}</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>. Enter plays: {move}</source>
        <translation>. Eingabe spielt: {move}</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>What just happened at the table</source>
        <translation>Was gerade am Tisch geschah</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Salle cannot start: its card data is damaged.

{problem}</source>
        <translation>Salle kann nicht starten: seine Kartendaten sind beschädigt.

{problem}</translation>
    </message>
</context>
<context>
    <name>Arena</name>
    <message>
        <source>Elo of {a} over {b}: {elo} ({percent}% interval {low} to {high})</source>
        <translation>Elo von {a} gegenüber {b}: {elo} ({percent}-%-Intervall {low} bis {high})</translation>
    </message>
    <message>
        <source>LLR {llr} (H0 at {lower} or below, H1 at {upper} or above)</source>
        <translation>LLR {llr} (H0 bei {lower} oder darunter, H1 bei {upper} oder darüber)</translation>
    </message>
    <message numerus="yes">
        <source>No verdict after %n pair(s) (at most {most} with -n)</source>
        <translation>
            <numerusform>Keine Entscheidung nach %n Paar (höchstens {most} mit -n)</numerusform>
            <numerusform>Keine Entscheidung nach %n Paaren (höchstens {most} mit -n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairs by {a}&apos;s points (0, 1/2, 1, 3/2, 2): {counts}</source>
        <translation>Paare nach den Punkten von {a} (0, 1/2, 1, 3/2, 2): {counts}</translation>
    </message>
    <message>
        <source>Sequential test of {a} against {b}: H0, {a} is {elo0} Elo stronger; H1, {elo1} Elo stronger (errors {alpha} and {beta})</source>
        <translation>Sequenzieller Test von {a} gegen {b}: H0, {a} ist {elo0} Elo stärker; H1, {elo1} Elo stärker (Fehler {alpha} und {beta})</translation>
    </message>
    <message numerus="yes">
        <source>Verdict after %n pair(s): H0 accepted, {a} is {elo0} Elo stronger rather than {elo1}</source>
        <translation>
            <numerusform>Entscheidung nach %n Paar: H0 angenommen, {a} ist eher {elo0} als {elo1} Elo stärker</numerusform>
            <numerusform>Entscheidung nach %n Paaren: H0 angenommen, {a} ist eher {elo0} als {elo1} Elo stärker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verdict after %n pair(s): H1 accepted, {a} is {elo1} Elo stronger rather than {elo0}</source>
        <translation>
            <numerusform>Entscheidung nach %n Paar: H1 angenommen, {a} ist eher {elo1} als {elo0} Elo stärker</numerusform>
            <numerusform>Entscheidung nach %n Paaren: H1 angenommen, {a} ist eher {elo1} als {elo0} Elo stärker</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s könnte %(matches)s bedeuten</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>%s Argument erwartet</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>%s Argumente erwartet</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>mindestens ein Argument erwartet</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>höchstens ein Argument erwartet</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>explizites Argument %r ignoriert</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Auswahl: %(value)r (wähle aus %(choices)s)</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht erlaubt zusammen mit Argument %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s ist erforderlich</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe anzeigen und beenden</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>folgende Argumente sind erforderlich: %s</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>unbekannter Parser %(parser_name)r (Auswahl: %(choices)s)</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
</context>
<context>
    <name>Balance</name>
    <message>
        <source>Challenger</source>
        <translation>Herausforderer</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Erster Spieler</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Paarung</translation>
    </message>
    <message>
        <source>Respondent</source>
        <translation>Geforderter</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Die mitgelieferten Karten</translation>
    </message>
    <message>
        <source>moving first</source>
        <translation>zieht zuerst</translation>
    </message>
    <message>
        <source>moving second</source>
        <translation>zieht als Zweiter</translation>
    </message>
    <message>
        <source>{h} h {m} min</source>
        <translation>{h} h {m} min</translation>
    </message>
    <message>
        <source>{m} min {s} s</source>
        <translation>{m} min {s} s</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
</context>
<context>
    <name>BalanceRunner</name>
    <message>
        <source>The balance stopped: {problem}</source>
        <translation>Die Balance-Prüfung wurde abgebrochen: {problem}</translation>
    </message>
</context>
<context>
    <name>BalanceWindow</name>
    <message>
        <source>&amp;Against:</source>
        <translation>&amp;Gegen:</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Karten:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Pairings (each deck against the other, sides rotated):</source>
        <translation>&amp;Paarungen (jedes Deck gegen das andere, Seiten gewechselt):</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>95% interval high</source>
        <translation>95-%-Intervall, oben</translation>
    </message>
    <message>
        <source>95% interval low</source>
        <translation>95-%-Intervall, unten</translation>
    </message>
    <message>
        <source>A Dask scheduler&apos;s address, e.g. tcp://192.168.1.20:8786: each game is played on the cluster&apos;s workers. The cluster can run any code in Salle: use only machines you trust</source>
        <translation>Die Adresse eines Dask-Schedulers, z. B. tcp://192.168.1.20:8786: jede Partie wird auf den Workern des Clusters gespielt. Der Cluster kann in Salle beliebigen Code ausführen: nutze nur Rechner, denen du vertraust</translation>
    </message>
    <message>
        <source>AI &amp;level:</source>
        <translation>KI-&amp;Stufe:</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Balance</translation>
    </message>
    <message>
        <source>Before %</source>
        <translation>Vorher %</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>Cancelled after {done} of {total} games: nothing kept.</source>
        <translation>Abgebrochen nach {done} von {total} Partien: nichts wird behalten.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Choose at least one pairing.</source>
        <translation>Wähle mindestens eine Paarung.</translation>
    </message>
    <message>
        <source>Cl&amp;uster:</source>
        <translation>Cl&amp;uster:</translation>
    </message>
    <message>
        <source>Co&amp;mpare with the previous run</source>
        <translation>Mit dem vorigen Lauf &amp;vergleichen</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Verbindung mit {address}…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n game(s) in {time}.</source>
        <translation>
            <numerusform>Fertig: %n Partie in {time}.</numerusform>
            <numerusform>Fertig: %n Partien in {time}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export p&amp;lot…</source>
        <translation>&amp;Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Export the plot</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Games per &amp;pairing:</source>
        <translation>Partien je &amp;Paarung:</translation>
    </message>
    <message>
        <source>It could not be kept: {problem}</source>
        <translation>Er konnte nicht gespeichert werden: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Last run {when}: {level}, %n game(s) per pairing.</source>
        <translation>
            <numerusform>Letzter Lauf {when}: {level}, %n Partie je Paarung.</numerusform>
            <numerusform>Letzter Lauf {when}: {level}, %n Partien je Paarung.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run with these cards yet.</source>
        <translation>Noch kein Lauf mit diesen Karten.</translation>
    </message>
    <message>
        <source>One deck: the seats are rotated.</source>
        <translation>Ein Deck: die Plätze werden gewechselt.</translation>
    </message>
    <message>
        <source>P&amp;rocesses:</source>
        <translation>P&amp;rozesse:</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Pair the decks of these cards with each other, or with the decks of other cards (the shipped ones or another set)</source>
        <translation>Die Decks dieser Karten gegeneinander spielen lassen oder gegen die Decks anderer Karten (die mitgelieferten oder ein anderer Kartensatz)</translation>
    </message>
    <message>
        <source>Previous run</source>
        <translation>Voriger Lauf</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Starting the processes…</source>
        <translation>Prozesse werden gestartet…</translation>
    </message>
    <message>
        <source>The earlier runs cannot be read: {problem}</source>
        <translation>Die früheren Läufe können nicht gelesen werden: {problem}</translation>
    </message>
    <message>
        <source>The same cards</source>
        <translation>Dieselben Karten</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Dieser Lauf</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Win rate %</source>
        <translation>Siegquote %</translation>
    </message>
    <message>
        <source>Win rate % (bars: 95% interval)</source>
        <translation>Siegquote % (Balken: 95-%-Intervall)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Written: {file}</source>
        <translation>Geschrieben: {file}</translation>
    </message>
    <message>
        <source>none: processes here</source>
        <translation>keiner: Prozesse hier</translation>
    </message>
    <message>
        <source>the SVG drawing was not written</source>
        <translation>die SVG-Zeichnung wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>{deck} against {other}</source>
        <translation>{deck} gegen {other}</translation>
    </message>
    <message>
        <source>{done} of {total} games played, about {left} left</source>
        <translation>{done} von {total} Partien gespielt, noch etwa {left}</translation>
    </message>
    <message>
        <source>{file} could not be written: {problem}</source>
        <translation>{file} konnte nicht geschrieben werden: {problem}</translation>
    </message>
    <message>
        <source>{game} balance: {cards} against {other}, {level}, n = {n}</source>
        <translation>{game}-Balance: {cards} gegen {other}, {level}, n = {n}</translation>
    </message>
    <message>
        <source>{game} balance: {cards}, {level}, n = {n}</source>
        <translation>{game}-Balance: {cards}, {level}, n = {n}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
</context>
<context>
    <name>Balances</name>
    <message>
        <source>Salle&apos;s balance runs</source>
        <translation>Salles Balance-Läufe</translation>
    </message>
    <message>
        <source>is not a balance run: {reason}</source>
        <translation>ist kein Balance-Lauf: {reason}</translation>
    </message>
    <message>
        <source>is not {format}: not Salle&apos;s balance runs</source>
        <translation>ist nicht {format}: keine Balance-Läufe von Salle</translation>
    </message>
</context>
<context>
    <name>CardLanguages</name>
    <message>
        <source>a file of the cards&apos; words</source>
        <translation>eine Datei mit den Wörtern der Karten</translation>
    </message>
    <message>
        <source>gives words for {file}, which is not a card file here</source>
        <translation>gibt Wörter für {file}, das hier keine Kartendatei ist</translation>
    </message>
    <message>
        <source>is missing: a [deck] table gives the deck&apos;s title</source>
        <translation>fehlt: eine Tabelle [deck] gibt den Titel des Stapels</translation>
    </message>
    <message>
        <source>is missing: one [card.&lt;id&gt;] table for each card</source>
        <translation>fehlt: eine Tabelle [card.&lt;id&gt;] je Karte</translation>
    </message>
    <message>
        <source>is missing: the card has no name in {language}</source>
        <translation>fehlt: die Karte hat keinen Namen in {language}</translation>
    </message>
    <message>
        <source>is missing: the card has no text in {language}</source>
        <translation>fehlt: die Karte hat keinen Text in {language}</translation>
    </message>
    <message>
        <source>is not a back of layouts.toml</source>
        <translation>ist keine Rückseite aus layouts.toml</translation>
    </message>
    <message>
        <source>is not a card of {file}</source>
        <translation>ist keine Karte aus {file}</translation>
    </message>
    <message>
        <source>is not a field of a back&apos;s words (label)</source>
        <translation>ist kein Feld der Wörter einer Rückseite (label)</translation>
    </message>
    <message>
        <source>is not a field of a card language file</source>
        <translation>ist kein Feld einer Sprachdatei für Karten</translation>
    </message>
    <message>
        <source>is not a field of a card language file&apos;s deck</source>
        <translation>ist kein Stapelfeld einer Sprachdatei für Karten</translation>
    </message>
    <message>
        <source>is not a field of a layout&apos;s words (words)</source>
        <translation>ist kein Feld der Wörter eines Layouts (words)</translation>
    </message>
    <message>
        <source>is not a layout of layouts.toml</source>
        <translation>ist kein Layout aus layouts.toml</translation>
    </message>
    <message>
        <source>is not a table of a card language file ([deck] and [card.&lt;id&gt;])</source>
        <translation>ist keine Tabelle einer Sprachdatei für Karten ([deck] und [card.&lt;id&gt;])</translation>
    </message>
    <message>
        <source>is not a table of layouts.toml</source>
        <translation>ist keine Tabelle aus layouts.toml</translation>
    </message>
    <message>
        <source>is not among the layout&apos;s words in layouts.toml</source>
        <translation>gehört nicht zu den Wörtern des Layouts in layouts.toml</translation>
    </message>
    <message>
        <source>must be a table of English word = translation</source>
        <translation>muss eine Tabelle aus englisches Wort = Übersetzung sein</translation>
    </message>
    <message>
        <source>must be left out: the card has no English text</source>
        <translation>muss fehlen: die Karte hat keinen englischen Text</translation>
    </message>
    <message>
        <source>must be named &lt;card file&gt;.&lt;language&gt;.toml, the language one of {languages}, not {name}</source>
        <translation>muss &lt;Kartendatei&gt;.&lt;Sprache&gt;.toml heißen, die Sprache eine von {languages}, nicht {name}</translation>
    </message>
    <message>
        <source>must keep the English numbers and placeholders ({keep}), not {found}</source>
        <translation>muss die Zahlen und Platzhalter des Englischen behalten ({keep}), nicht {found}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>CardSchema</name>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
</context>
<context>
    <name>CardSets</name>
    <message>
        <source>The card set {name!r} has changed since this game was played: it goes on with the cards as they are now, which may not be the ones it was played with.</source>
        <translation>Der Kartensatz {name!r} hat sich geändert, seit diese Partie gespielt wurde: Sie geht mit den Karten weiter, wie sie jetzt sind, und das sind vielleicht nicht die, mit denen sie gespielt wurde.</translation>
    </message>
    <message>
        <source>This game was played with the card set {name!r}, which is not there any more.</source>
        <translation>Diese Partie wurde mit dem Kartensatz {name!r} gespielt, den es nicht mehr gibt.</translation>
    </message>
    <message>
        <source>This game was played with the card set {name!r}, which now has a fault: {problem}</source>
        <translation>Diese Partie wurde mit dem Kartensatz {name!r} gespielt, der jetzt einen Fehler hat: {problem}</translation>
    </message>
    <message>
        <source>a card set is drawn with the shipped faces and backs; it has no layouts.toml</source>
        <translation>ein Kartensatz wird mit den mitgelieferten Vorder- und Rückseiten gezeichnet; er hat keine layouts.toml</translation>
    </message>
    <message>
        <source>a card set is of one game: {first}, not also {other}</source>
        <translation>ein Kartensatz gehört zu einem einzigen Spiel: {first}, nicht auch {other}</translation>
    </message>
    <message>
        <source>a card set needs a name: it cannot be empty or only spaces</source>
        <translation>ein Kartensatz braucht einen Namen: er darf nicht leer sein oder nur aus Leerzeichen bestehen</translation>
    </message>
    <message>
        <source>a card set&apos;s name</source>
        <translation>der Name eines Kartensatzes</translation>
    </message>
    <message>
        <source>another file of the set is the deck {deck!r} too</source>
        <translation>eine andere Datei des Satzes ist ebenfalls der Stapel {deck!r}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>cannot be removed: {reason}</source>
        <translation>kann nicht entfernt werden: {reason}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>in {game} both players share one deck: a game plays one card set</source>
        <translation>in {game} teilen sich beide Spieler einen Stapel: eine Partie spielt mit einem Kartensatz</translation>
    </message>
    <message>
        <source>is not a folder</source>
        <translation>ist kein Ordner</translation>
    </message>
    <message>
        <source>must be one of {games}, not {game!r}</source>
        <translation>muss eines von {games} sein, nicht {game!r}</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>kein Spiel</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>the card needs an id before it has words in another language</source>
        <translation>die Karte braucht eine ID, bevor sie Wörter in einer anderen Sprache haben kann</translation>
    </message>
    <message>
        <source>the card set {name!r} cannot be played: {problem}</source>
        <translation>mit dem Kartensatz {name!r} kann nicht gespielt werden: {problem}</translation>
    </message>
    <message>
        <source>the card set {name!r} could not be made: {reason}</source>
        <translation>der Kartensatz {name!r} konnte nicht angelegt werden: {reason}</translation>
    </message>
    <message>
        <source>the card set {name!r} has no deck a seat plays ({decks})</source>
        <translation>der Kartensatz {name!r} hat keinen Stapel, den ein Platz spielt ({decks})</translation>
    </message>
    <message>
        <source>the card set {name!r} is named twice</source>
        <translation>der Kartensatz {name!r} ist zweimal genannt</translation>
    </message>
    <message>
        <source>the card sets {first!r} and {other!r} are of different games</source>
        <translation>die Kartensätze {first!r} und {other!r} gehören zu verschiedenen Spielen</translation>
    </message>
    <message>
        <source>the folder holds no card file (*.toml)</source>
        <translation>der Ordner enthält keine Kartendatei (*.toml)</translation>
    </message>
    <message>
        <source>there is a card set called {name!r} already ({folder})</source>
        <translation>es gibt schon einen Kartensatz namens {name!r} ({folder})</translation>
    </message>
    <message>
        <source>there is no card set {name!r} (your sets: {known})</source>
        <translation>es gibt keinen Kartensatz {name!r} (deine Sätze: {known})</translation>
    </message>
    <message>
        <source>{deck} ({set})</source>
        <translation>{deck} ({set})</translation>
    </message>
    <message>
        <source>{game} has no deck {deck!r}; choose from {known}</source>
        <translation>{game} hat keinen Stapel {deck!r}; wähle aus {known}</translation>
    </message>
    <message>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: a name must not begin with &apos;.&apos;</source>
        <translation>{name} kann nicht Name eines Kartensatzes sein: ein Name darf nicht mit &apos;.&apos; beginnen</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: at most {most} characters, not {count}</source>
        <translation>{name} kann nicht Name eines Kartensatzes sein: höchstens {most} Zeichen, nicht {count}</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: it must not hold a control character (a line break, a tab)</source>
        <translation>{name} kann nicht Name eines Kartensatzes sein: er darf kein Steuerzeichen enthalten (einen Zeilenumbruch, einen Tabulator)</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: it must not hold {sign}</source>
        <translation>{name} kann nicht Name eines Kartensatzes sein: er darf {sign} nicht enthalten</translation>
    </message>
</context>
<context>
    <name>CardSetsWindow</name>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>&amp;Words in </source>
        <translation>&amp;Wörter auf </translation>
    </message>
    <message>
        <source>A card set&apos;s folder</source>
        <translation>Der Ordner eines Kartensatzes</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Balance…</source>
        <translation>Balance…</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Kartensätze</translation>
    </message>
    <message>
        <source>Cards of the set</source>
        <translation>Karten des Satzes</translation>
    </message>
    <message>
        <source>Change {field}</source>
        <translation>{field} ändern</translation>
    </message>
    <message>
        <source>Checking the set…</source>
        <translation>Der Satz wird geprüft…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete card</source>
        <translation>Karte löschen</translation>
    </message>
    <message>
        <source>Duplicate card</source>
        <translation>Karte duplizieren</translation>
    </message>
    <message>
        <source>New from…</source>
        <translation>Neu aus…</translation>
    </message>
    <message>
        <source>No card chosen.</source>
        <translation>Keine Karte gewählt.</translation>
    </message>
    <message>
        <source>No problems: the set is ready to play and print.</source>
        <translation>Keine Probleme: Der Satz ist bereit zum Spielen und Drucken.</translation>
    </message>
    <message>
        <source>Play this set…</source>
        <translation>Mit diesem Satz spielen…</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Problems of the set</source>
        <translation>Probleme des Satzes</translation>
    </message>
    <message>
        <source>The card&apos;s face</source>
        <translation>Die Vorderseite der Karte</translation>
    </message>
    <message>
        <source>The face cannot be drawn yet: {reason}</source>
        <translation>Die Vorderseite lässt sich noch nicht zeichnen: {reason}</translation>
    </message>
    <message>
        <source>The language of the card&apos;s words</source>
        <translation>Die Sprache der Wörter auf der Karte</translation>
    </message>
    <message>
        <source>This set cannot be played: {problem}</source>
        <translation>Mit diesem Satz kann nicht gespielt werden: {problem}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>rows apart by spaces, e.g. XXX OO dd</source>
        <translation>Glieder durch Leerzeichen getrennt, z. B. XXX OO dd</translation>
    </message>
    <message>
        <source>{field} in {language}</source>
        <translation>{field} auf {language}</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the set is read again, and the steps to undo are forgotten, as they were made on what it held before.</source>
        <translation>{file} wurde von einem anderen Programm geändert: Der Satz wird neu gelesen, und die Schritte zum Rückgängigmachen werden vergessen, da sie auf dem früheren Inhalt der Datei beruhten.</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the set is read again.</source>
        <translation>{file} wurde von einem anderen Programm geändert: Der Satz wird neu gelesen.</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the steps to undo were made on what it held before, so they are forgotten.</source>
        <translation>{file} wurde von einem anderen Programm geändert: Die Schritte zum Rückgängigmachen beruhten auf dem früheren Inhalt der Datei und werden daher vergessen.</translation>
    </message>
    <message>
        <source>{title} — has a fault</source>
        <translation>{title} — hat einen Fehler</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>a card file</source>
        <translation>eine Kartendatei</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>is already defined by another card folder</source>
        <translation>ist schon in einem anderen Kartenordner festgelegt</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>is missing: a [deck] table names the game and the deck</source>
        <translation>fehlt: eine Tabelle [deck] nennt Spiel und Stapel</translation>
    </message>
    <message>
        <source>is not a card field</source>
        <translation>ist kein Kartenfeld</translation>
    </message>
    <message>
        <source>is not a deck field</source>
        <translation>ist kein Stapelfeld</translation>
    </message>
    <message>
        <source>is not a table of a card file ([deck] and [[card]])</source>
        <translation>ist keine Tabelle einer Kartendatei ([deck] und [[card]])</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>ist kein gültiges TOML: {reason}</translation>
    </message>
    <message>
        <source>is used by another card</source>
        <translation>wird schon von einer anderen Karte verwendet</translation>
    </message>
    <message>
        <source>must be a table</source>
        <translation>muss eine Tabelle sein</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}, not {value}</source>
        <translation>muss eine ganze Zahl von {low} bis {high} sein, nicht {value}</translation>
    </message>
    <message>
        <source>must be a whole number, not {value}</source>
        <translation>muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>must be one of the backs in layouts.toml ({known}), not {given}</source>
        <translation>muss eine der Rückseiten aus layouts.toml sein ({known}), nicht {given}</translation>
    </message>
    <message>
        <source>must be one of the layouts in layouts.toml ({known}), not {given}</source>
        <translation>muss eines der Layouts aus layouts.toml sein ({known}), nicht {given}</translation>
    </message>
    <message>
        <source>must be one of {choices}, not {given}</source>
        <translation>muss eines von {choices} sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be text, not {value}</source>
        <translation>muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>must be true or false, not {value}</source>
        <translation>muss true oder false sein, nicht {value}</translation>
    </message>
    <message>
        <source>must be {wanted}, not {given}</source>
        <translation>muss {wanted} sein, nicht {given}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>the card layouts</source>
        <translation>die Kartenlayouts</translation>
    </message>
    <message>
        <source>the deck has no [[card]] entries</source>
        <translation>der Stapel hat keine [[card]]-Einträge</translation>
    </message>
    <message>
        <source>{game} has one card file, not {count}</source>
        <translation>{game} hat eine Kartendatei, nicht {count}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abgebrochen</numerusform>
            <numerusform>%n abgebrochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n game(s) in the history could not be read and left out: {problem}.)</source>
        <translation>
            <numerusform>(%n Partie im Verlauf konnte nicht gelesen werden und wurde ausgelassen: {problem}.)</numerusform>
            <numerusform>(%n Partien im Verlauf konnten nicht gelesen werden und wurden ausgelassen: {problem}.)</numerusform>
        </translation>
    </message>
    <message>
        <source>--pair: in {game} both players share one deck</source>
        <translation>--pair: in {game} teilen sich beide Spieler einen Stapel</translation>
    </message>
    <message>
        <source>--version takes no command</source>
        <translation>--version nimmt keinen Befehl an</translation>
    </message>
    <message>
        <source>AI against AI: does the coach&apos;s win chance mean what it says?</source>
        <translation>KI gegen KI: bedeutet die Gewinnchance des Trainers, was sie sagt?</translation>
    </message>
    <message>
        <source>AI against AI: win rates with 95%% intervals</source>
        <translation>KI gegen KI: Siegquoten mit 95-%%-Intervallen</translation>
    </message>
    <message>
        <source>En Garde parry rule: total (the rulebook, default) or equal (later editions)</source>
        <translation>Paraderegel von En Garde: total (das Regelheft, Standard) oder equal (spätere Ausgaben)</translation>
    </message>
    <message>
        <source>En Garde rules level (default standard)</source>
        <translation>Regelstufe von En Garde (Standard: standard)</translation>
    </message>
    <message>
        <source>JSON-lines rules referee on stdin/stdout</source>
        <translation>Regelschiedsrichter in JSON-Zeilen über stdin/stdout</translation>
    </message>
    <message>
        <source>Meanwhile the terminal game works: {command} play en-garde</source>
        <translation>Das Spiel im Terminal funktioniert trotzdem: {command} play en-garde</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Letzte Partien:</translation>
    </message>
    <message>
        <source>Record (wins-losses-draws; abandoned games count for none of them):</source>
        <translation>Bilanz (Siege-Niederlagen-Unentschieden; abgebrochene Partien zählen nirgends):</translation>
    </message>
    <message>
        <source>Salle does not speak {code}; choose from {codes}</source>
        <translation>Salle spricht kein {code}; wähle aus {codes}</translation>
    </message>
    <message>
        <source>Salle: a table for duelling card games.</source>
        <translation>Salle: ein Tisch für Duell-Kartenspiele.</translation>
    </message>
    <message>
        <source>The map fitted to this run: slope {slope}, shift {shift}; fitted to half the matches, it scores {brier} in Brier on the other half. The game keeps slope {kept_slope}, shift {kept_shift} for the {level}&apos;s search.</source>
        <translation>Die an diesen Lauf angepasste Abbildung: Steigung {slope}, Verschiebung {shift}; an die Hälfte der Partien angepasst, erreicht sie auf der anderen Hälfte einen Brier-Wert von {brier}. Das Spiel verwendet für die Suche des Niveaus {level} Steigung {kept_slope}, Verschiebung {kept_shift}.</translation>
    </message>
    <message>
        <source>The same decisions through maps each fitted to the other half of the matches:</source>
        <translation>Dieselben Entscheidungen durch Abbildungen, jede an der anderen Hälfte der Partien angepasst:</translation>
    </message>
    <message>
        <source>a game option kept for every match (repeatable)</source>
        <translation>eine Spieloption für jede Partie (wiederholbar)</translation>
    </message>
    <message>
        <source>a game option kept for every match, e.g. -o break=on (repeatable)</source>
        <translation>eine Spieloption für jede Partie, z. B. -o break=on (wiederholbar)</translation>
    </message>
    <message>
        <source>a game option, e.g. -o variant=salle (repeatable)</source>
        <translation>eine Spieloption, z. B. -o variant=salle (wiederholbar)</translation>
    </message>
    <message>
        <source>a game option, e.g. -o variant=sudden for Audatia (repeatable)</source>
        <translation>eine Spieloption, z. B. -o variant=sudden für Audatia (wiederholbar)</translation>
    </message>
    <message>
        <source>a sequential test, as Stockfish&apos;s fishtest runs: pairs of matches on one deal, seats swapped, until A is found ELO1 rather than ELO0 Elo stronger, or the reverse (-n caps the matches); each from -{most} to {most}, ELO0 below ELO1</source>
        <translation>ein sequenzieller Test, wie ihn Stockfishs Fishtest durchführt: Paare von Partien mit demselben Geben, Plätze getauscht, bis sich zeigt, dass A eher ELO1 als ELO0 Elo stärker ist, oder umgekehrt (-n begrenzt die Partien); jeder Wert von -{most} bis {most}, ELO0 unter ELO1</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>argument --journal: an empty name names no file</source>
        <translation>Argument --journal: ein leerer Name benennt keine Datei</translation>
    </message>
    <message>
        <source>argument --sprt: the matches are played in pairs; give -n 2 or more</source>
        <translation>Argument --sprt: die Partien werden paarweise gespielt; gib -n 2 oder mehr an</translation>
    </message>
    <message>
        <source>check this installation: an AI match, the table, a proof PDF</source>
        <translation>diese Installation prüfen: eine KI-Partie, der Tisch, ein Probedruck-PDF</translation>
    </message>
    <message>
        <source>deal seed, 0 to {most} (default: random)</source>
        <translation>Startwert für das Austeilen, 0 bis {most} (Standard: zufällig)</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>groups of shown chance, 2 to {most} (default 10)</source>
        <translation>Gruppen der angezeigten Gewinnchance, 2 bis {most} (Standard 10)</translation>
    </message>
    <message>
        <source>hits to win the match, 1 to {most} (default 5)</source>
        <translation>Treffer zum Sieg im Gefecht, 1 bis {most} (Standard 5)</translation>
    </message>
    <message>
        <source>how many recent games, 1 to {most} (default 10)</source>
        <translation>wie viele der letzten Partien, 1 bis {most} (Standard 10)</translation>
    </message>
    <message>
        <source>level of player A</source>
        <translation>Stufe von Spieler A</translation>
    </message>
    <message>
        <source>level of player B</source>
        <translation>Stufe von Spieler B</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 200)</source>
        <translation>Partien, 1 bis {most} (Standard 200)</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 40)</source>
        <translation>Partien, 1 bis {most} (Standard 40)</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 400)</source>
        <translation>Partien, 1 bis {most} (Standard 400)</translation>
    </message>
    <message>
        <source>no AI level {name}; choose from {levels}</source>
        <translation>keine KI-Stufe {name}; wähle aus {levels}</translation>
    </message>
    <message>
        <source>no certificate or key file at {path}</source>
        <translation>keine Zertifikats- oder Schlüsseldatei unter {path}</translation>
    </message>
    <message>
        <source>one AI level against itself, sides rotated: win rate of each side</source>
        <translation>eine KI-Stufe gegen sich selbst, Seiten gewechselt: Siegquote jeder Seite</translation>
    </message>
    <message>
        <source>one of: {games}</source>
        <translation>eines von: {games}</translation>
    </message>
    <message>
        <source>only this game</source>
        <translation>nur dieses Spiel</translation>
    </message>
    <message>
        <source>opponent: {levels} or human for hot-seat (default club)</source>
        <translation>Gegner: {levels} oder human für abwechselndes Spiel (Standard club)</translation>
    </message>
    <message>
        <source>play in the terminal against the AI or hot-seat</source>
        <translation>im Terminal gegen die KI oder abwechselnd spielen</translation>
    </message>
    <message>
        <source>play this pairing of decks, sides rotated, instead of the game&apos;s own rotation, e.g. --pair roman,roman@Sworn bands (repeatable; Audatia and Barditus)</source>
        <translation>diese Paarung von Stapeln spielen, Seiten gewechselt, statt des eigenen Wechsels des Spiels, z. B. --pair roman,roman@Sworn bands (wiederholbar; Audatia und Barditus)</translation>
    </message>
    <message>
        <source>processes, 1 to {most} (default 2)</source>
        <translation>Prozesse, 1 bis {most} (Standard 2)</translation>
    </message>
    <message>
        <source>run each match as a task on the Dask scheduler at ADDRESS (e.g. tcp://192.168.1.20:8786, or tls://HOST:PORT with the files below) instead of --jobs local processes. The cluster can run any code in Salle: use only machines you trust</source>
        <translation>jede Partie als Aufgabe auf dem Dask-Scheduler unter ADDRESS spielen (z. B. tcp://192.168.1.20:8786 oder tls://HOST:PORT mit den Dateien unten) statt in --jobs lokalen Prozessen. Der Cluster kann in Salle beliebigen Code ausführen: nutze nur Rechner, denen du vertraust</translation>
    </message>
    <message>
        <source>salle arena: the sequential test needs SciPy: pip install scipy (or Salle&apos;s extra: pip install &apos;salle[strength]&apos;)</source>
        <translation>salle arena: für den sequenziellen Test wird SciPy gebraucht: pip install scipy (oder Salles Extra: pip install &apos;salle[strength]&apos;)</translation>
    </message>
    <message>
        <source>salle arena: this copy of Salle came from its installer, which leaves out SciPy, which the sequential test needs: to run it, run Salle from its source folder or install it with pip and its strength extra</source>
        <translation>salle arena: diese Kopie von Salle stammt aus seinem Installationsprogramm, das SciPy weglässt, das der sequenzielle Test braucht: um ihn auszuführen, starte Salle aus seinem Quellordner oder installiere es mit pip und seinem Extra strength</translation>
    </message>
    <message>
        <source>salle {command}: the card data is damaged: {problem}</source>
        <translation>salle {command}: die Kartendaten sind beschädigt: {problem}</translation>
    </message>
    <message>
        <source>seat {seat} won</source>
        <translation>Platz {seat} gewann</translation>
    </message>
    <message>
        <source>show Salle&apos;s version and exit (alone: no command with it)</source>
        <translation>die Version von Salle zeigen und beenden (nur allein: ohne Befehl)</translation>
    </message>
    <message>
        <source>show each action&apos;s notation beside its words</source>
        <translation>die Notation jeder Aktion neben ihren Worten zeigen</translation>
    </message>
    <message>
        <source>the AI level (default master)</source>
        <translation>die KI-Stufe (Standard master)</translation>
    </message>
    <message>
        <source>the AI level playing both sides (default master)</source>
        <translation>die KI-Stufe, die beide Seiten spielt (Standard master)</translation>
    </message>
    <message>
        <source>the certificate authority (PEM) of a cluster secured with TLS</source>
        <translation>die Zertifizierungsstelle (PEM) eines mit TLS gesicherten Clusters</translation>
    </message>
    <message>
        <source>the language of Salle&apos;s words: {codes} (default: the locale&apos;s)</source>
        <translation>die Sprache von Salle: {codes} (Standard: die der Locale)</translation>
    </message>
    <message>
        <source>the level whose search budget weighs the moves (default master, the hint&apos;s)</source>
        <translation>die Stufe, deren Suchbudget die Züge gewichtet (Standard master, die des Tipps)</translation>
    </message>
    <message>
        <source>the private key (PEM) of that certificate, if it is not in the certificate&apos;s file</source>
        <translation>der private Schlüssel (PEM) dieses Zertifikats, falls er nicht in der Zertifikatsdatei steht</translation>
    </message>
    <message>
        <source>the run&apos;s seed, 0 to {most} (default 1)</source>
        <translation>der Startwert des Laufs, 0 bis {most} (Standard 1)</translation>
    </message>
    <message>
        <source>this computer&apos;s certificate (PEM) for that cluster, signed by its authority</source>
        <translation>das Zertifikat (PEM) dieses Computers für diesen Cluster, von dessen Zertifizierungsstelle signiert</translation>
    </message>
    <message>
        <source>write each match&apos;s result to FILE as it ends; the same command with the same FILE goes on where a stopped run left off (and a larger -n plays only the new matches)</source>
        <translation>schreibt das Ergebnis jeder Partie nach FILE, sobald sie endet; derselbe Befehl mit derselben FILE setzt einen abgebrochenen Lauf dort fort, wo er stehen blieb (und ein größeres -n spielt nur die neuen Partien)</translation>
    </message>
    <message>
        <source>your finished games and your record against each AI</source>
        <translation>deine beendeten Partien und deine Bilanz gegen jede KI</translation>
    </message>
    <message>
        <source>your seat; seat 0 opens</source>
        <translation>dein Platz; Platz 0 beginnt</translation>
    </message>
    <message>
        <source>{game}, seed {seed}. Type ? for the notation.</source>
        <translation>{game}, Startwert {seed}. Gib ? für die Notation ein.</translation>
    </message>
    <message>
        <source>{level} game</source>
        <translation>Partie {level}</translation>
    </message>
    <message>
        <source>{number} must be at least {least}</source>
        <translation>{number} muss mindestens {least} sein</translation>
    </message>
    <message>
        <source>{number} must be at most {most}</source>
        <translation>{number} darf höchstens {most} sein</translation>
    </message>
    <message>
        <source>{text} is not a whole number</source>
        <translation>{text} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{text}: ELO0 must be below ELO1</source>
        <translation>{text}: ELO0 muss unter ELO1 liegen</translation>
    </message>
    <message>
        <source>{text}: each Elo must be from -{most} to {most}</source>
        <translation>{text}: jeder Elo-Wert muss zwischen -{most} und {most} liegen</translation>
    </message>
    <message>
        <source>{text}: give ELO0,ELO1, two Elo differences, e.g. 0,30</source>
        <translation>{text}: gib ELO0,ELO1 an, zwei Elo-Differenzen, z. B. 0,30</translation>
    </message>
    <message>
        <source>{text}: write a pairing as DECK,DECK</source>
        <translation>{text}: schreibe eine Paarung als STAPEL,STAPEL</translation>
    </message>
    <message>
        <source>{text}: write an option as NAME=VALUE</source>
        <translation>{text}: schreibe eine Option als NAME=WERT</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>It is your only move.</source>
        <translation>Es ist dein einziger Zug.</translation>
    </message>
    <message>
        <source>It is your only move; the {level}&apos;s search gives you about {percent} to win.</source>
        <translation>Es ist dein einziger Zug; die Suche von {level} gibt dir etwa {percent} Gewinnchance.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search cannot tell this move from the next best, {rival}: about {percent} to win after either.</source>
        <translation>Die Suche von {level} kann diesen Zug nicht vom nächstbesten, {rival}, unterscheiden: nach beiden etwa {percent} Gewinnchance.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search gives you about {percent} to win after this move.</source>
        <translation>Die Suche von {level} gibt dir nach diesem Zug etwa {percent} Gewinnchance.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search gives you about {percent} to win after this move; after the next best, {rival}, about {rival_percent}.</source>
        <translation>Die Suche von {level} gibt dir nach diesem Zug etwa {percent} Gewinnchance; nach dem nächstbesten, {rival}, etwa {rival_percent}.</translation>
    </message>
</context>
<context>
    <name>Competitions</name>
    <message>
        <source>a Salle competition</source>
        <translation>ein Salle-Turnier</translation>
    </message>
    <message>
        <source>{problem} (it is not a readable competition, so it is not overwritten)</source>
        <translation>{problem} (es ist kein lesbares Turnier und wird daher nicht überschrieben)</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Open log folder</source>
        <translation>Protokollordner öffnen</translation>
    </message>
    <message>
        <source>Salle could not open its log in this run; the details went to standard error.</source>
        <translation>Salle konnte sein Protokoll in diesem Lauf nicht öffnen; die Einzelheiten gingen an die Standardfehlerausgabe.</translation>
    </message>
    <message>
        <source>Salle&apos;s log is in
{folder}</source>
        <translation>Das Protokoll von Salle liegt in
{folder}</translation>
    </message>
    <message>
        <source>Something went wrong inside Salle ({error}).

{where}

Salle may go on, but it is safest to save your game and start it again.</source>
        <translation>In Salle ist etwas schiefgegangen ({error}).

{where}

Salle kann weiterlaufen, aber am sichersten ist es, die Partie zu speichern und Salle neu zu starten.</translation>
    </message>
    <message>
        <source>The details are in the log:
{file}</source>
        <translation>Die Einzelheiten stehen im Protokoll:
{file}</translation>
    </message>
</context>
<context>
    <name>DataFileError</name>
    <message>
        <source>card {card}</source>
        <translation>Karte {card}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>{file}: {where}: {problem}</source>
        <translation>{file}: {where}: {problem}</translation>
    </message>
</context>
<context>
    <name>Folders</name>
    <message>
        <source>Salle cannot keep its log in {path}: {reason}.</source>
        <translation>Salle kann sein Protokoll nicht in {path} ablegen: {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep what it has worked out in {path}: {reason}.</source>
        <translation>Salle kann seine Berechnungen nicht in {path} ablegen: {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep your saves and practice history in {path}: {reason}.</source>
        <translation>Salle kann deine Spielstände und deinen Übungsverlauf nicht in {path} ablegen: {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep your settings in {path}: {reason}.</source>
        <translation>Salle kann deine Einstellungen nicht in {path} ablegen: {reason}.</translation>
    </message>
    <message>
        <source>the folder is not there (is its disk plugged in?)</source>
        <translation>der Ordner ist nicht da (ist sein Laufwerk angeschlossen?)</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>Fencer {number}</source>
        <translation>Fechter {number}</translation>
    </message>
</context>
<context>
    <name>GameState</name>
    <message>
        <source>{action}: not now</source>
        <translation>{action}: nicht jetzt</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>a history database</source>
        <translation>eine Verlaufsdatenbank</translation>
    </message>
    <message>
        <source>cannot be opened: {error}</source>
        <translation>kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>cannot be read or written: the disk reported an error ({error})</source>
        <translation>kann weder gelesen noch geschrieben werden: das Laufwerk meldete einen Fehler ({error})</translation>
    </message>
    <message>
        <source>cannot be written: the disk is full ({error})</source>
        <translation>kann nicht geschrieben werden: das Laufwerk ist voll ({error})</translation>
    </message>
    <message>
        <source>is a SQLite database of another program, not a Salle history; it is left as it is</source>
        <translation>ist eine SQLite-Datenbank eines anderen Programms, kein Salle-Verlauf; sie bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>is busy: another Salle is using it; try again in a moment ({error})</source>
        <translation>ist belegt: ein anderes Salle benutzt ihn; versuche es gleich noch einmal ({error})</translation>
    </message>
    <message>
        <source>is damaged or busy: {error}</source>
        <translation>ist beschädigt oder belegt: {error}</translation>
    </message>
    <message>
        <source>is damaged: SQLite cannot read its table of contents</source>
        <translation>ist beschädigt: SQLite kann sein Inhaltsverzeichnis nicht lesen</translation>
    </message>
    <message>
        <source>is damaged: {error}</source>
        <translation>ist beschädigt: {error}</translation>
    </message>
    <message>
        <source>is not a SQLite database, so not a Salle history; it is left as it is</source>
        <translation>ist keine SQLite-Datenbank, also kein Salle-Verlauf; sie bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>is read-only, so games cannot be added to it ({error})</source>
        <translation>ist schreibgeschützt, es können keine Partien hinzugefügt werden ({error})</translation>
    </message>
    <message>
        <source>was made by a newer Salle (history version {version}; this Salle reads up to {newest}); it is left as it is</source>
        <translation>wurde von einem neueren Salle angelegt (Verlaufsversion {version}; dieses Salle liest bis {newest}); er bleibt, wie er ist</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n game(s) in the history could not be read and left out ({problem}). The file is left as it is.</source>
        <translation>
            <numerusform>%n Partie im Verlauf konnte nicht gelesen werden und wurde ausgelassen ({problem}). Die Datei bleibt, wie sie ist.</numerusform>
            <numerusform>%n Partien im Verlauf konnten nicht gelesen werden und wurden ausgelassen ({problem}). Die Datei bleibt, wie sie ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Nach&amp;spielen</translation>
    </message>
    <message>
        <source>AI ({level})</source>
        <translation>KI ({level})</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Abandoned at {score}</source>
        <translation>Abgebrochen bei {score}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Fencers</source>
        <translation>Fechter</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>No games yet against the computer.</source>
        <translation>Noch keine Partien gegen den Computer.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Practice history</source>
        <translation>Trainingsverlauf</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Ana&amp;lyse…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Step through the chosen game on the table</source>
        <translation>Die gewählte Partie Zug für Zug am Tisch durchgehen</translation>
    </message>
    <message>
        <source>The AI&apos;s judgement of each of your decisions in the chosen game</source>
        <translation>Das Urteil der KI über jede deiner Entscheidungen in der gewählten Partie</translation>
    </message>
    <message>
        <source>The practice history cannot be shown.
{problem}</source>
        <translation>Der Trainingsverlauf kann nicht angezeigt werden.
{problem}</translation>
    </message>
    <message>
        <source>This game was recorded before Salle kept the deal with the moves, so it cannot be replayed.</source>
        <translation>Diese Partie wurde aufgezeichnet, bevor Salle das Geben mit den Zügen speicherte; sie lässt sich daher nicht nachspielen.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Du hast gewonnen</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} gewann</translation>
    </message>
    <message>
        <source>{player} against the computer, game by game</source>
        <translation>{player} gegen den Computer, Spiel für Spiel</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>a run journal</source>
        <translation>ein Lauf-Journal</translation>
    </message>
    <message>
        <source>cannot be read: {error}</source>
        <translation>kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>cannot be written: {error}</source>
        <translation>kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>is not JSON ({error})</source>
        <translation>ist kein JSON ({error})</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>Zeile {line}</translation>
    </message>
    <message>
        <source>must be a JSON table</source>
        <translation>muss eine JSON-Tabelle sein</translation>
    </message>
    <message>
        <source>must be a table of the match&apos;s result</source>
        <translation>muss eine Tabelle mit dem Ergebnis der Partie sein</translation>
    </message>
    <message>
        <source>the journal&apos;s run has {theirs}, this run {ours}; give a new file or run the journal&apos;s command again</source>
        <translation>der Lauf des Journals hat {theirs}, dieser Lauf {ours}; gib eine neue Datei an oder führe den Befehl des Journals erneut aus</translation>
    </message>
    <message>
        <source>there is no folder {folder} to keep it in; make it first, or give a file in a folder that is there</source>
        <translation>es gibt keinen Ordner {folder}, in dem es liegen könnte; lege ihn zuerst an oder gib eine Datei in einem vorhandenen Ordner an</translation>
    </message>
    <message>
        <source>this is not a Salle run journal; give a new file or the journal of this run</source>
        <translation>dies ist kein Lauf-Journal von Salle; gib eine neue Datei oder das Journal dieses Laufs an</translation>
    </message>
    <message>
        <source>written by another version of Salle ({version}); give a new file</source>
        <translation>von einer anderen Version von Salle geschrieben ({version}); gib eine neue Datei an</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>Play the Novice</source>
        <translation>Gegen Novice spielen</translation>
    </message>
</context>
<context>
    <name>LessonMatch</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Read the lesson, then press Next.</source>
        <translation>Lies die Lektion und drücke dann Weiter.</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>Die Lektion ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>A guided first game shows you the rules of {game} on the table, one move at a time. You can always find it under Help ▸ {menu}</source>
        <translation>Eine geführte erste Partie zeigt dir die Regeln von {game} am Tisch, Zug für Zug. Du findest sie jederzeit unter Hilfe ▸ {menu}</translation>
    </message>
    <message>
        <source>Learn it</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation>{game} lernen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Lesson complete.</source>
        <translation>Lektion abgeschlossen.</translation>
    </message>
    <message>
        <source>Lesson complete: {lesson}</source>
        <translation>Lektion abgeschlossen: {lesson}</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>Lektion: {title}</translation>
    </message>
    <message>
        <source>New to {game}</source>
        <translation>Neu bei {game}</translation>
    </message>
    <message>
        <source>New to {game}?</source>
        <translation>Neu bei {game}?</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>No lesson of this game can be played: a lesson file is damaged</source>
        <translation>Keine Lektion dieses Spiels kann gespielt werden: eine Lektionsdatei ist beschädigt</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Nein danke</translation>
    </message>
    <message>
        <source>Well done. Next: {lesson}. Or try a real game against the Novice.</source>
        <translation>Gut gemacht. Als Nächstes: {lesson}. Oder versuche eine echte Partie gegen Novice.</translation>
    </message>
    <message>
        <source>Well done. That was the last lesson of this game. Or try a real game against the Novice.</source>
        <translation>Gut gemacht. Das war die letzte Lektion dieses Spiels. Oder versuche eine echte Partie gegen Novice.</translation>
    </message>
    <message>
        <source>salle: a lesson of {game} cannot be played: {problem}</source>
        <translation>salle: eine Lektion von {game} kann nicht gespielt werden: {problem}</translation>
    </message>
    <message>
        <source>{game} — {lesson} (step {step} of {steps})</source>
        <translation>{game} — {lesson} (Schritt {step} von {steps})</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Master (29 November 2026)</source>
        <translation>Meister (29. November 2026)</translation>
    </message>
    <message>
        <source>Master (November 2026)</source>
        <translation>Meister (November 2026)</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>angriffslustig</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>vorsichtig</translation>
    </message>
    <message>
        <source>counter-attacker</source>
        <translation>Konterfechter</translation>
    </message>
    <message>
        <source>{level}, {style}</source>
        <translation>{level}, {style}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>

The file could not be moved aside ({problem}); it is left as it is.</source>
        <translation>

Die Datei ließ sich nicht beiseitelegen ({problem}); sie bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>

The file was kept as {file}; your next game is autosaved as usual.</source>
        <translation>

Die Datei wurde als {file} aufbewahrt; deine nächste Partie wird wie gewohnt automatisch gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n Zug gespielt</numerusform>
            <numerusform>%n Züge gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;About Salle</source>
        <translation>Über &amp;Salle</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Balance…</source>
        <translation>&amp;Balance…</translation>
    </message>
    <message>
        <source>&amp;Card sets…</source>
        <translation>&amp;Kartensätze…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Keys on the table</source>
        <translation>&amp;Tasten am Tisch</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Laden…</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Print proofs…</source>
        <translation>Probedrucke &amp;drucken…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Resume last game</source>
        <translation>Letztes Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Rules of this game…</source>
        <translation>&amp;Regeln dieses Spiels…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Rück&amp;gängig</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>A folder for your saves and practice history</source>
        <translation>Ein Ordner für deine Spielstände und deinen Trainingsverlauf</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it? It goes into your practice history as abandoned, neither won nor lost.</source>
        <translation>Eine Partie läuft. Willst du sie aufgeben? Sie kommt als abgebrochen in deinen Trainingsverlauf, weder gewonnen noch verloren.</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Partie aufgeben</translation>
    </message>
    <message>
        <source>An unfinished game was found: {game}, {moves}{score}. It was saved on {when}.

Resume it?</source>
        <translation>Eine unbeendete Partie wurde gefunden: {game}, {moves}{score}. Sie wurde am {when} gespeichert.

Fortsetzen?</translation>
    </message>
    <message>
        <source>Choose a folder…</source>
        <translation>Ordner wählen…</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Anderen Ordner wählen…</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Hide the side panel</source>
        <translation>Seitenleiste ausblenden</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Partie laden</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>Laut</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>No sound on this computer: {reason}</source>
        <translation>Kein Ton auf diesem Computer: {reason}</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Ohne Speichern spielen</translation>
    </message>
    <message>
        <source>Practice &amp;history…</source>
        <translation>Trainings&amp;verlauf…</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Leise</translation>
    </message>
    <message>
        <source>Re&amp;play a save…</source>
        <translation>Spielstand &amp;nachspielen…</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Gespeicherte Partie nachspielen</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Gespeichert als {file}.</translation>
    </message>
    <message>
        <source>Show the &amp;notation</source>
        <translation>&amp;Notation zeigen</translation>
    </message>
    <message>
        <source>Show the side panel</source>
        <translation>Seitenleiste einblenden</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Seitenleiste</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Ton&amp;lautstärke</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>Die KI denkt nach…</translation>
    </message>
    <message>
        <source>The Master is thinking…</source>
        <translation>Master denkt nach…</translation>
    </message>
    <message>
        <source>The card set of the last game cannot be found ({problem}): this game is played with the shipped cards.</source>
        <translation>Der Kartensatz der letzten Partie ist nicht zu finden ({problem}): Diese Partie wird mit den mitgelieferten Karten gespielt.</translation>
    </message>
    <message>
        <source>The card set {name} of the last game has a fault ({problem}): this game is played with the shipped cards.</source>
        <translation>Der Kartensatz {name} der letzten Partie hat einen Fehler ({problem}): Diese Partie wird mit den mitgelieferten Karten gespielt.</translation>
    </message>
    <message>
        <source>The game was not saved.

{problem}</source>
        <translation>Die Partie wurde nicht gespeichert.

{problem}</translation>
    </message>
    <message>
        <source>The last game&apos;s settings could not be used ({problem}); starting a new one.</source>
        <translation>Die Einstellungen der letzten Partie ließen sich nicht verwenden ({problem}); eine neue beginnt.</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Es gibt keine unterbrochene Partie zum Fortsetzen.</translation>
    </message>
    <message>
        <source>This game cannot be replayed.

{problem}</source>
        <translation>Diese Partie lässt sich nicht nachspielen.

{problem}</translation>
    </message>
    <message>
        <source>This game cannot be resumed.

{problem}</source>
        <translation>Diese Partie lässt sich nicht fortsetzen.

{problem}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Your old settings file held a value Salle could not use; it was kept as {file}.</source>
        <translation>Deine alte Einstellungsdatei enthielt einen Wert, den Salle nicht verwenden konnte; sie wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your saves and practice history are kept in {folder} for this session only: the settings could not be saved, so Salle will not remember this folder.</source>
        <translation>Deine Spielstände und dein Trainingsverlauf liegen nur in dieser Sitzung in {folder}: Die Einstellungen ließen sich nicht speichern, daher merkt sich Salle diesen Ordner nicht.</translation>
    </message>
    <message>
        <source>Your saves and practice history are kept in {folder} from now on.</source>
        <translation>Deine Spielstände und dein Trainingsverlauf liegen ab jetzt in {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved: {problem}</source>
        <translation>Deine Einstellungen ließen sich nicht speichern: {problem}</translation>
    </message>
    <message>
        <source>last_game must be a JSON object</source>
        <translation>last_game muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>last_game.seats must be a list of two seats</source>
        <translation>last_game.seats muss eine Liste von zwei Plätzen sein</translation>
    </message>
    <message>
        <source>the {game} game of {first} and {second}</source>
        <translation>die {game}-Partie von {first} und {second}</translation>
    </message>
    <message>
        <source>your {game} game against {opponent}</source>
        <translation>deine {game}-Partie gegen {opponent}</translation>
    </message>
    <message>
        <source>{date} at {time}</source>
        <translation>{date} um {time}</translation>
    </message>
    <message>
        <source>{game} &amp;scenarios</source>
        <translation>{game}-&amp;Szenarien</translation>
    </message>
    <message>
        <source>{problem}

Choose another folder, or play on without saving.</source>
        <translation>{problem}

Wähle einen anderen Ordner oder spiele ohne Speichern weiter.</translation>
    </message>
    <message>
        <source>{problem}

You can play, but games will not be autosaved and finished games will not be added to your practice history. You can choose another folder for them.</source>
        <translation>{problem}

Du kannst spielen, aber Partien werden nicht automatisch gespeichert und beendete Partien nicht in deinen Trainingsverlauf aufgenommen. Du kannst einen anderen Ordner dafür wählen.</translation>
    </message>
    <message>
        <source>{problem} Games are not autosaved and not added to the practice history.</source>
        <translation>{problem} Partien werden weder automatisch gespeichert noch in den Trainingsverlauf aufgenommen.</translation>
    </message>
    <message>
        <source>{problem} What you change in this session is not kept.</source>
        <translation>{problem} Was du in dieser Sitzung änderst, wird nicht behalten.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>A card was drawn: taking the move back would show what the deck holds next.</source>
        <translation>Es wurde eine Karte gezogen: den Zug zurückzunehmen würde zeigen, was als Nächstes im Stapel liegt.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Einen Tipp gibt es nur, wenn du am Zug bist.</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {problem}</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Salle failed while opening it ({error})</source>
        <translation>Salle ist beim Öffnen der Datei gescheitert ({error})</translation>
    </message>
    <message>
        <source>Salle failed while writing it ({error})</source>
        <translation>Salle ist beim Schreiben der Datei gescheitert ({error})</translation>
    </message>
    <message>
        <source>The autosave file could not be read ({damage}). It was kept as {kept}, and this game is autosaved again.</source>
        <translation>Die automatische Sicherung war nicht lesbar ({damage}). Sie wurde als {kept} aufbewahrt, und diese Partie wird wieder automatisch gesichert.</translation>
    </message>
    <message>
        <source>The dice were rolled: taking the move back would tell you the next rolls.</source>
        <translation>Die Würfel sind gefallen: den Zug zurückzunehmen würde dir die nächsten Würfe verraten.</translation>
    </message>
    <message>
        <source>The finished game&apos;s autosave could not be removed: {reason}; Salle may offer to resume it.</source>
        <translation>Die automatische Sicherung der beendeten Partie ließ sich nicht entfernen: {reason}; Salle bietet vielleicht an, sie fortzusetzen.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Es gibt keinen Zug von dir, der sich zurücknehmen ließe.</translation>
    </message>
    <message>
        <source>This game is not autosaved. {problem}</source>
        <translation>Diese Partie wird nicht automatisch gesichert. {problem}</translation>
    </message>
    <message>
        <source>This game is not autosaved: {problem} Save it with Game ▸ Save… to keep it.</source>
        <translation>Diese Partie wird nicht automatisch gesichert: {problem} Speichere sie mit Spiel ▸ Speichern…, um sie zu behalten.</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>du bist nicht am Zug</translation>
    </message>
    <message>
        <source>no AI level {level}</source>
        <translation>keine KI-Stufe {level}</translation>
    </message>
    <message>
        <source>{failed}; the details are in the log, {file}</source>
        <translation>{failed}; die Einzelheiten stehen im Protokoll, {file}</translation>
    </message>
    <message>
        <source>{file} holds the game of another Salle that is running with the same folder ({folder}); it is left to that Salle.</source>
        <translation>{file} enthält die Partie eines anderen Salle, das mit demselben Ordner läuft ({folder}); sie bleibt diesem Salle überlassen.</translation>
    </message>
    <message>
        <source>{problem}. The AI cannot move; save the game and restart Salle.</source>
        <translation>{problem}. Die KI kann nicht ziehen; sichere die Partie und starte Salle neu.</translation>
    </message>
    <message>
        <source>{problem}; trying again.</source>
        <translation>{problem}; neuer Versuch.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>A person at this computer, or the computer at one of its levels</source>
        <translation>Ein Mensch an diesem Computer oder der Computer auf einer seiner Stufen</translation>
    </message>
    <message>
        <source>Both players share one deck, so a game plays one card set.</source>
        <translation>Beide Spieler teilen sich einen Stapel, also spielt eine Partie mit einem Kartensatz.</translation>
    </message>
    <message>
        <source>Car&amp;ds</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <source>Cards of {option}</source>
        <translation>Karten für {option}</translation>
    </message>
    <message>
        <source>Fi&amp;xed seed</source>
        <translation>&amp;Fester Startwert</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation>Na&amp;me</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>The card set {name} has no deck {deck}</source>
        <translation>Der Kartensatz {name} hat keinen Stapel {deck}</translation>
    </message>
    <message>
        <source>The cards of this deck: the game&apos;s own, or a card set of yours</source>
        <translation>Die Karten dieses Stapels: die eigenen des Spiels oder ein Kartensatz von dir</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card set of yours (Game ▸ Card sets…)</source>
        <translation>Die eigenen Karten des Spiels oder ein Kartensatz von dir (Spiel ▸ Kartensätze…)</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: to replay a game, or to report a problem. Unchecked, every game is dealt at random.</source>
        <translation>Derselbe Startwert gibt dieselben Karten: um eine Partie nachzuspielen oder ein Problem zu melden. Ohne Häkchen wird jede Partie zufällig gegeben.</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Die mitgelieferten Karten</translation>
    </message>
    <message>
        <source>{name} (the AI)</source>
        <translation>{name} (die KI)</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (du)</translation>
    </message>
    <message>
        <source>{seat} needs a name</source>
        <translation>{seat} braucht einen Namen</translation>
    </message>
</context>
<context>
    <name>NewSetDialog</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Vorlage</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>New card set</source>
        <translation>Neuer Kartensatz</translation>
    </message>
    <message>
        <source>{game}: every deck</source>
        <translation>{game}: alle Stapel</translation>
    </message>
</context>
<context>
    <name>Proofs</name>
    <message>
        <source>a {w}x{h} mm card with {bleed} mm bleed does not fit on this paper</source>
        <translation>eine Karte von {w}x{h} mm mit {bleed} mm Anschnitt passt nicht auf dieses Papier</translation>
    </message>
    <message>
        <source>an ICC profile</source>
        <translation>ein ICC-Profil</translation>
    </message>
    <message>
        <source>backs</source>
        <translation>Rückseiten</translation>
    </message>
    <message>
        <source>bleed: {bleed} mm is outside 0-5 mm</source>
        <translation>Anschnitt: {bleed} mm liegt außerhalb von 0–5 mm</translation>
    </message>
    <message>
        <source>card set {name}</source>
        <translation>Kartensatz {name}</translation>
    </message>
    <message>
        <source>card size {text}: use poker, bridge, mini or WxH in mm (e.g. 70x120)</source>
        <translation>Kartengröße {text}: poker, bridge, mini oder BxH in mm angeben (z. B. 70x120)</translation>
    </message>
    <message>
        <source>card size: {w}x{h} mm is outside 20x20 to 200x280 mm</source>
        <translation>Kartengröße: {w}x{h} mm liegt außerhalb von 20x20 bis 200x280 mm</translation>
    </message>
    <message>
        <source>cards {first}-{last} of {count}</source>
        <translation>Karten {first}–{last} von {count}</translation>
    </message>
    <message>
        <source>duplex: {duplex} is not one of {choices}</source>
        <translation>Duplex: {duplex} ist keins von {choices}</translation>
    </message>
    <message>
        <source>fold here</source>
        <translation>hier falten</translation>
    </message>
    <message>
        <source>fronts</source>
        <translation>Vorderseiten</translation>
    </message>
    <message>
        <source>no card {card} in {game}</source>
        <translation>keine Karte {card} in {game}</translation>
    </message>
    <message>
        <source>page {number}/{total}</source>
        <translation>Seite {number}/{total}</translation>
    </message>
    <message>
        <source>paper: {paper} is not one of {papers}</source>
        <translation>Papier: {paper} ist keins von {papers}</translation>
    </message>
    <message>
        <source>{board} — tile {tile} of {tiles}. Glue the next tile over the shaded strip, matching the crosshairs.</source>
        <translation>{board} — Teil {tile} von {tiles}. Das nächste Teil über den grauen Streifen kleben, die Fadenkreuze übereinander.</translation>
    </message>
    <message>
        <source>{file}: a {space} profile; a CMYK profile is needed</source>
        <translation>{file}: ein {space}-Profil; nötig ist ein CMYK-Profil</translation>
    </message>
    <message>
        <source>{file}: not an ICC profile ({problem})</source>
        <translation>{file}: kein ICC-Profil ({problem})</translation>
    </message>
    <message>
        <source>{game} — print and play</source>
        <translation>{game} — zum Ausdrucken und Spielen</translation>
    </message>
</context>
<context>
    <name>ProofsCli</name>
    <message>
        <source>an empty name names no file</source>
        <translation>ein leerer Name benennt keine Datei</translation>
    </message>
    <message>
        <source>an empty name names nothing</source>
        <translation>ein leerer Name benennt nichts</translation>
    </message>
    <message>
        <source>argument --deck: {game} has no deck {deck}; its decks: {decks}</source>
        <translation>Argument --deck: {game} hat keinen Stapel {deck}; seine Stapel: {decks}</translation>
    </message>
    <message>
        <source>bleed must be 0 to {most} mm, not {text}</source>
        <translation>der Anschnitt muss 0 bis {most} mm betragen, nicht {text}</translation>
    </message>
    <message>
        <source>no ICC profile at {path}</source>
        <translation>kein ICC-Profil unter {path}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>print the cards in this language: {codes} (default: the language Salle shows its words in)</source>
        <translation>die Karten in dieser Sprache drucken: {codes} (Vorgabe: die Sprache, in der Salle seine Texte zeigt)</translation>
    </message>
    <message>
        <source>the safe zone must be 0 to {most} mm, not {text}</source>
        <translation>die Sicherheitszone muss 0 bis {most} mm betragen, nicht {text}</translation>
    </message>
    <message>
        <source>there is no folder {folder}; make it first, or give a path in a folder that is there</source>
        <translation>es gibt keinen Ordner {folder}; lege ihn zuerst an oder gib einen Pfad in einem vorhandenen Ordner an</translation>
    </message>
    <message>
        <source>{code} is not a language of the cards; choose {choices}</source>
        <translation>{code} ist keine Sprache der Karten; wähle {choices}</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>{path} is a folder; give a file name for the PDF</source>
        <translation>{path} ist ein Ordner; gib einen Dateinamen für das PDF an</translation>
    </message>
    <message>
        <source>{path} is there already and is not a PDF; Salle does not write over it: give another name</source>
        <translation>{path} gibt es schon, und es ist kein PDF; Salle überschreibt es nicht: gib einen anderen Namen an</translation>
    </message>
    <message>
        <source>{path} is there already and is not a folder</source>
        <translation>{path} gibt es schon, und es ist kein Ordner</translation>
    </message>
    <message>
        <source>{text} is not a number of millimetres</source>
        <translation>{text} ist keine Zahl von Millimetern</translation>
    </message>
    <message>
        <source>{text}: copies must be a whole number from {least} to {most}</source>
        <translation>{text}: die Anzahl der Kopien muss eine ganze Zahl von {least} bis {most} sein</translation>
    </message>
    <message>
        <source>{text}: each of X and Y must be from -{most} to {most} mm</source>
        <translation>{text}: X und Y müssen jeweils zwischen -{most} und {most} mm liegen</translation>
    </message>
    <message>
        <source>{text}: give X,Y in millimetres, e.g. 0.5,-0.3</source>
        <translation>{text}: X,Y in Millimetern angeben, z. B. 0.5,-0.3</translation>
    </message>
    <message>
        <source>{text}: give card ids separated by commas, none of them empty</source>
        <translation>{text}: gib Karten-Ids durch Kommas getrennt an, keine davon leer</translation>
    </message>
</context>
<context>
    <name>ProofsDialog</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n Blatt</numerusform>
            <numerusform>%n Blätter</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Bleed</source>
        <translation>&amp;Anschnitt</translation>
    </message>
    <message>
        <source>&amp;Copies of each card</source>
        <translation>&amp;Exemplare jeder Karte</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Deck</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Landscape</source>
        <translation>&amp;Querformat</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>PDF &amp;speichern…</translation>
    </message>
    <message>
        <source>All decks</source>
        <translation>Alle Decks</translation>
    </message>
    <message>
        <source>B&amp;acks</source>
        <translation>&amp;Rückseiten</translation>
    </message>
    <message>
        <source>Back offset x, y</source>
        <translation>Versatz der Rückseiten x, y</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>Ca&amp;rds</source>
        <translation>Ka&amp;rten</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>Karten&amp;größe</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Eigene Größe</translation>
    </message>
    <message>
        <source>Duplex, long-edge flip</source>
        <translation>Beidseitig, Wenden an der langen Kante</translation>
    </message>
    <message>
        <source>Duplex, short-edge flip</source>
        <translation>Beidseitig, Wenden an der kurzen Kante</translation>
    </message>
    <message>
        <source>Export &amp;images…</source>
        <translation>&amp;Bilder exportieren…</translation>
    </message>
    <message>
        <source>Export card images</source>
        <translation>Kartenbilder exportieren</translation>
    </message>
    <message>
        <source>Export images</source>
        <translation>Bilder exportieren</translation>
    </message>
    <message>
        <source>Fold-over</source>
        <translation>Zum Falten</translation>
    </message>
    <message>
        <source>Lan&amp;guage of the cards</source>
        <translation>&amp;Sprache der Karten</translation>
    </message>
    <message>
        <source>Mini</source>
        <translation>Mini</translation>
    </message>
    <message>
        <source>No backs</source>
        <translation>Ohne Rückseiten</translation>
    </message>
    <message>
        <source>One image per card face and back, with the bleed, for print-on-demand shops</source>
        <translation>Ein Bild je Vorder- und Rückseite, mit Anschnitt, für Print-on-Demand-Druckereien</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Print proofs</source>
        <translation>Probedrucke</translation>
    </message>
    <message>
        <source>Print the &amp;boards too</source>
        <translation>Auch die &amp;Spielpläne drucken</translation>
    </message>
    <message>
        <source>Save proofs</source>
        <translation>Probedrucke speichern</translation>
    </message>
    <message>
        <source>Sheet </source>
        <translation>Bogen </translation>
    </message>
    <message>
        <source>Show a safe-zone guide 3 mm inside</source>
        <translation>Sicherheitsrand 3 mm innen anzeigen</translation>
    </message>
    <message>
        <source>The PDF was not written.

{error}</source>
        <translation>Das PDF wurde nicht geschrieben.

{error}</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card set of yours (Game ▸ Card sets…)</source>
        <translation>Die eigenen Karten des Spiels oder ein Kartensatz von dir (Spiel ▸ Kartensätze…)</translation>
    </message>
    <message>
        <source>The images were not written.

{error}</source>
        <translation>Die Bilder wurden nicht geschrieben.

{error}</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Die mitgelieferten Karten</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to {folder}.</source>
        <translation>
            <numerusform>%n Datei nach {folder} geschrieben.</numerusform>
            <numerusform>%n Dateien nach {folder} geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote {file}: {sheets}, {cards}.</source>
        <translation>{file} geschrieben: {sheets}, {cards}.</translation>
    </message>
    <message>
        <source>of {total}</source>
        <translation>von {total}</translation>
    </message>
    <message>
        <source>{game} proofs</source>
        <translation>{game} Probedrucke</translation>
    </message>
    <message>
        <source>{size} {width} x {height} mm</source>
        <translation>{size} {width} × {height} mm</translation>
    </message>
</context>
<context>
    <name>QtCheck</name>
    <message numerus="yes">
        <source>Install %n package(s) with:</source>
        <translation>
            <numerusform>Installiere das Paket mit:</numerusform>
            <numerusform>Installiere die %n Pakete mit:</numerusform>
        </translation>
    </message>
    <message>
        <source>Qt cannot open a window: its X11 (xcb) platform plugin needs {libraries}, which this system lacks.</source>
        <translation>Qt kann kein Fenster öffnen: sein X11-Plattform-Plugin (xcb) braucht {libraries}, die diesem System fehlen.</translation>
    </message>
    <message>
        <source>Salle cannot open its table: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it from a desktop session, or play in the terminal ({command} play --help)</source>
        <translation>Salle kann seinen Tisch nicht öffnen: Es gibt keine Anzeige (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt); starte es aus einer Desktop-Sitzung oder spiele im Terminal ({command} play --help)</translation>
    </message>
    <message>
        <source>To find the package of {libraries}: apt-file search {first}</source>
        <translation>Um das Paket von {libraries} zu finden: apt-file search {first}</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <source>0, 1 or null</source>
        <translation>0, 1 oder null</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>ein JSON-Objekt</translation>
    </message>
    <message>
        <source>a die is to be rolled: send {roll} or play {die}</source>
        <translation>ein Würfel ist zu werfen: sende {roll} oder spiele {die}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a whole number of at least 0</source>
        <translation>eine ganze Zahl ab 0</translation>
    </message>
    <message>
        <source>no die is to be rolled now</source>
        <translation>jetzt ist kein Würfel zu werfen</translation>
    </message>
    <message>
        <source>no game yet: send {new} or {load} first</source>
        <translation>noch kein Spiel: sende zuerst {new} oder {load}</translation>
    </message>
    <message>
        <source>one of {levels}</source>
        <translation>eins von {levels}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>the line is empty: send one JSON object with a {field} per line</source>
        <translation>die Zeile ist leer: sende je Zeile ein JSON-Objekt mit einem {field}</translation>
    </message>
    <message>
        <source>the line is not JSON the referee reads: a number is too long</source>
        <translation>die Zeile ist kein JSON, das der Schiedsrichter liest: eine Zahl ist zu lang</translation>
    </message>
    <message>
        <source>the line is not JSON the referee reads: it nests too deeply</source>
        <translation>die Zeile ist kein JSON, das der Schiedsrichter liest: sie ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>the line is not JSON: {reason}</source>
        <translation>die Zeile ist kein JSON: {reason}</translation>
    </message>
    <message>
        <source>the line is not UTF-8 text (byte {byte})</source>
        <translation>die Zeile ist kein UTF-8-Text (Byte {byte})</translation>
    </message>
    <message>
        <source>the line must be a JSON object with a {field}, not {kind}</source>
        <translation>die Zeile muss ein JSON-Objekt mit einem {field} sein, nicht {kind}</translation>
    </message>
    <message>
        <source>the referee could not write its answer ({problem})</source>
        <translation>der Schiedsrichter konnte seine Antwort nicht schreiben ({problem})</translation>
    </message>
    <message>
        <source>the referee failed on this line ({problem}); the game is unchanged; please report it</source>
        <translation>der Schiedsrichter ist an dieser Zeile gescheitert ({problem}); das Spiel ist unverändert; bitte melde es</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>{field}: give its notation as text or its structured form as an object, not {value}</source>
        <translation>{field}: gib seine Notation als Text oder seine strukturierte Form als Objekt an, nicht {value}</translation>
    </message>
    <message>
        <source>{field}: is missing</source>
        <translation>{field}: fehlt</translation>
    </message>
    <message>
        <source>{field}: is missing; use one of {commands}</source>
        <translation>{field}: fehlt; verwende einen von {commands}</translation>
    </message>
    <message>
        <source>{field}: is not a field of {cmd} (it takes no other field)</source>
        <translation>{field}: ist kein Feld von {cmd} (es nimmt kein weiteres Feld)</translation>
    </message>
    <message>
        <source>{field}: is not a field of {cmd} (it takes {fields})</source>
        <translation>{field}: ist kein Feld von {cmd} (es nimmt {fields})</translation>
    </message>
    <message>
        <source>{field}: must be {wanted}, not {value}</source>
        <translation>{field}: muss {wanted} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{field}: {value} is not a command; use one of {commands}</source>
        <translation>{field}: {value} ist kein Befehl; verwende einen von {commands}</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} ist keine JSON-Zahl</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>This is a replay: its moves cannot be changed. Step through it with ← and → (Home, End).</source>
        <translation>Dies ist eine Wiederholung: Ihre Züge lassen sich nicht ändern. Gehe sie mit ← und → durch (Pos1, Ende).</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>&amp;Close replay</source>
        <translation>Wiederholung &amp;schließen</translation>
    </message>
    <message>
        <source>Export the whole game as a save</source>
        <translation>Die ganze Partie als Spielstand exportieren</translation>
    </message>
    <message>
        <source>First move (Home)</source>
        <translation>Erster Zug (Pos1)</translation>
    </message>
    <message>
        <source>Hand: {name}</source>
        <translation>Hand: {name}</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Letzter Zug (Ende)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Nächster Zug (→)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Vorheriger Zug (←)</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Ana&amp;lyse…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>The AI&apos;s judgement of each of your decisions, and the win-chance graph</source>
        <translation>Das Urteil der KI über jede deiner Entscheidungen und die Kurve der Gewinnchance</translation>
    </message>
    <message>
        <source>Whose hand the table shows: the game is over, so either may be seen</source>
        <translation>Wessen Hand der Tisch zeigt: Die Partie ist vorbei, also darf man beide sehen</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>After move {move} of {moves} — {name}: {words}</source>
        <translation>Nach Zug {move} von {moves} — {name}: {words}</translation>
    </message>
    <message>
        <source>Replay: step through the game with ← and → (Home, End); the table takes no moves.</source>
        <translation>Wiederholung: Gehe die Partie mit ← und → durch (Pos1, Ende); der Tisch nimmt keine Züge an.</translation>
    </message>
    <message>
        <source>Save the replayed game</source>
        <translation>Nachgespielte Partie speichern</translation>
    </message>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Beginn der Partie (%n Zug)</numerusform>
            <numerusform>Beginn der Partie (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole game was saved to {file}.</source>
        <translation>Die ganze Partie wurde als {file} gespeichert.</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n grober Fehler</numerusform>
            <numerusform>%n grobe Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v von %m Entscheidungen</translation>
    </message>
    <message>
        <source>(The review was not kept in the practice history: {problem})</source>
        <translation>(Die Analyse wurde nicht im Trainingsverlauf gespeichert: {problem})</translation>
    </message>
    <message>
        <source>(This game is not in the practice history, so its review is not kept.)</source>
        <translation>(Diese Partie steht nicht im Trainingsverlauf, daher wird ihre Analyse nicht gespeichert.)</translation>
    </message>
    <message>
        <source>Better: {move} ({percent}%).</source>
        <translation>Besser: {move} ({percent} %).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Click a point of the graph (or step to a move of yours) to see what the AI thought of it.</source>
        <translation>Klicke auf einen Punkt der Kurve (oder gehe zu einem deiner Züge), um zu sehen, was die KI davon hielt.</translation>
    </message>
    <message>
        <source>Click a point of the graph to see that position on the table.</source>
        <translation>Klicke auf einen Punkt der Kurve, um diese Stellung am Tisch zu sehen.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Move {number}, {name} to play: {move} ({chance}).</source>
        <translation>Zug {number}, {name} am Zug: {move} ({chance}).</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>That was a blunder, {points} points lost.</source>
        <translation>Das war ein grober Fehler: {points} Punkte verloren.</translation>
    </message>
    <message>
        <source>That was a mistake, {points} points lost.</source>
        <translation>Das war ein Fehler: {points} Punkte verloren.</translation>
    </message>
    <message>
        <source>That was an inaccuracy, {points} points lost.</source>
        <translation>Das war eine Ungenauigkeit: {points} Punkte verloren.</translation>
    </message>
    <message>
        <source>The AI looks at each of your decisions from what you could see then…</source>
        <translation>Die KI prüft jede deiner Entscheidungen mit dem, was du damals sehen konntest…</translation>
    </message>
    <message>
        <source>The AI would have played the same.</source>
        <translation>Die KI hätte dasselbe gespielt.</translation>
    </message>
    <message>
        <source>The difference is small.</source>
        <translation>Der Unterschied ist gering.</translation>
    </message>
    <message>
        <source>The review was cancelled; Review… in the replay bar starts it again.</source>
        <translation>Die Analyse wurde abgebrochen; Analyse… in der Wiederholungsleiste startet sie neu.</translation>
    </message>
    <message>
        <source>Win chance %</source>
        <translation>Gewinnchance %</translation>
    </message>
    <message>
        <source>blunder (30 or more)</source>
        <translation>grober Fehler (30 oder mehr)</translation>
    </message>
    <message>
        <source>inaccuracy (10 points of win chance lost or more)</source>
        <translation>Ungenauigkeit (10 Punkte Gewinnchance verloren oder mehr)</translation>
    </message>
    <message>
        <source>mistake (20 or more)</source>
        <translation>Fehler (20 oder mehr)</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>nicht geschätzt</translation>
    </message>
    <message>
        <source>the AI&apos;s best move</source>
        <translation>der beste Zug der KI</translation>
    </message>
    <message>
        <source>the move played</source>
        <translation>der gespielte Zug</translation>
    </message>
    <message numerus="yes">
        <source>{judged} in %n decision(s).</source>
        <translation>
            <numerusform>{judged} in %n Entscheidung.</numerusform>
            <numerusform>{judged} in %n Entscheidungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% to win</source>
        <translation>{percent} % Gewinnchance</translation>
    </message>
</context>
<context>
    <name>ReviewRunner</name>
    <message>
        <source>The review stopped: {problem}.</source>
        <translation>Die Analyse wurde angehalten: {problem}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Ask for a hint</source>
        <translation>Um einen Tipp bitten</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Eine gespeicherte Partie laden</translation>
    </message>
    <message>
        <source>No rules summary for {game} yet.</source>
        <translation>Noch keine Regelzusammenfassung für {game}.</translation>
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
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Deinen letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was sie tut</translation>
    </message>
    <message>
        <source>{game}: rules and keys</source>
        <translation>{game}: Regeln und Tasten</translation>
    </message>
</context>
<context>
    <name>Runs</name>
    <message>
        <source>--tls-ca-file, --tls-cert and --tls-key are the files of a cluster: give its address with --cluster</source>
        <translation>--tls-ca-file, --tls-cert und --tls-key sind die Dateien eines Clusters: gib seine Adresse mit --cluster an</translation>
    </message>
    <message>
        <source>Warning: the cluster at {address} is reached without encryption: its scheduler and workers can run any code in Salle on this computer, and anyone on the network between can read or change what they send. Use only machines you trust, or TLS (README, Balance on a cluster).</source>
        <translation>Warnung: Der Cluster unter {address} wird ohne Verschlüsselung erreicht: Sein Scheduler und seine Worker können in Salle beliebigen Code auf diesem Computer ausführen, und jeder im Netzwerk dazwischen kann mitlesen oder ändern, was sie senden. Nutze nur Rechner, denen du vertraust, oder TLS (README, Balance on a cluster).</translation>
    </message>
    <message>
        <source>a cluster secured with TLS needs both its certificate authority (--tls-ca-file) and a certificate it signed for this machine (--tls-cert, with its key in --tls-key or in the same file)</source>
        <translation>ein mit TLS gesicherter Cluster braucht sowohl seine Zertifizierungsstelle (--tls-ca-file) als auch ein von ihr signiertes Zertifikat für diesen Rechner (--tls-cert, mit seinem Schlüssel in --tls-key oder in derselben Datei)</translation>
    </message>
    <message>
        <source>a match failed on the cluster at {address}: {problem}</source>
        <translation>eine Partie ist auf dem Cluster unter {address} gescheitert: {problem}</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address} within {seconds} seconds</source>
        <translation>unter {address} antwortet innerhalb von {seconds} Sekunden kein Dask-Scheduler</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: a server there answers, but not as a Dask scheduler (check the address and the port; a scheduler listens at 8786 unless told otherwise)</source>
        <translation>unter {address} antwortet kein Dask-Scheduler: dort antwortet ein Server, aber nicht als Dask-Scheduler (prüfe Adresse und Port; ein Scheduler lauscht auf 8786, sofern nicht anders angegeben)</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: that computer&apos;s name is not known</source>
        <translation>unter {address} antwortet kein Dask-Scheduler: der Name des Rechners ist unbekannt</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: {problem}</source>
        <translation>unter {address} antwortet kein Dask-Scheduler: {problem}</translation>
    </message>
    <message>
        <source>nothing listens at that port</source>
        <translation>an diesem Port lauscht nichts</translation>
    </message>
    <message>
        <source>running on a cluster needs Dask: pip install &apos;dask[distributed]&apos; (or Salle&apos;s extra: pip install &apos;salle[cluster]&apos;)</source>
        <translation>für einen Cluster wird Dask gebraucht: pip install &apos;dask[distributed]&apos; (oder Salles Extra: pip install &apos;salle[cluster]&apos;)</translation>
    </message>
    <message>
        <source>that computer cannot be reached</source>
        <translation>der Rechner ist nicht erreichbar</translation>
    </message>
    <message>
        <source>that computer&apos;s network cannot be reached</source>
        <translation>das Netzwerk des Rechners ist nicht erreichbar</translation>
    </message>
    <message>
        <source>the Dask scheduler at {address} has no workers: start some (README, Balance on a cluster)</source>
        <translation>der Dask-Scheduler unter {address} hat keine Worker: starte welche (README, Balance on a cluster)</translation>
    </message>
    <message>
        <source>the Dask scheduler or workers at {address} cannot load this Salle&apos;s code ({problem}): start them with the folder of the same version of Salle on PYTHONPATH</source>
        <translation>der Dask-Scheduler oder die Worker unter {address} können den Code dieses Salle nicht laden ({problem}): starte sie mit dem Ordner derselben Salle-Version im PYTHONPATH</translation>
    </message>
    <message>
        <source>the certificate files {files} cannot be used for TLS: {problem}</source>
        <translation>die Zertifikatsdateien {files} lassen sich nicht für TLS verwenden: {problem}</translation>
    </message>
    <message>
        <source>the cluster at {address} and this computer do not accept each other&apos;s TLS certificates (each must be signed by the certificate authority the other was given): {problem}</source>
        <translation>der Cluster unter {address} und dieser Computer akzeptieren die TLS-Zertifikate des jeweils anderen nicht (jedes muss von der Zertifizierungsstelle signiert sein, die der andere bekommen hat): {problem}</translation>
    </message>
    <message>
        <source>the cluster at {address} is secured with TLS: give its certificate authority (--tls-ca-file) and this computer&apos;s certificate (--tls-cert, --tls-key), or set them in Dask&apos;s configuration (docs/cluster.md)</source>
        <translation>der Cluster unter {address} ist mit TLS gesichert: gib seine Zertifizierungsstelle (--tls-ca-file) und das Zertifikat dieses Computers (--tls-cert, --tls-key) an oder lege sie in der Konfiguration von Dask fest (docs/cluster.md)</translation>
    </message>
    <message>
        <source>the cluster at {address} stopped answering before the matches were played: check that its scheduler and workers are still running</source>
        <translation>der Cluster unter {address} hat aufgehört zu antworten, bevor die Partien gespielt waren: prüfe, ob sein Scheduler und seine Worker noch laufen</translation>
    </message>
    <message>
        <source>the connection was closed at the other end</source>
        <translation>die Verbindung wurde von der Gegenseite geschlossen</translation>
    </message>
    <message>
        <source>this copy of Salle came from its installer, which leaves out the cluster runner (Dask): to play on a cluster, run Salle from its source folder or install it with pip and its cluster extra (README, Balance on a cluster)</source>
        <translation>diese Kopie von Salle stammt aus seinem Installationsprogramm, das den Cluster-Teil (Dask) weglässt: um auf einem Cluster zu spielen, starte Salle aus seinem Quellordner oder installiere es mit pip samt seinem Extra cluster (README, Balance on a cluster)</translation>
    </message>
    <message>
        <source>{address} is not a Dask scheduler&apos;s address; write it as tcp://HOST:PORT, e.g. tcp://192.168.1.20:8786, or tls://HOST:PORT for a cluster secured with TLS</source>
        <translation>{address} ist keine Adresse eines Dask-Schedulers; schreibe sie als tcp://HOST:PORT, z. B. tcp://192.168.1.20:8786, oder tls://HOST:PORT für einen mit TLS gesicherten Cluster</translation>
    </message>
    <message>
        <source>{address} is reached without encryption, yet certificate files were given: write the address as tls://HOST:PORT</source>
        <translation>{address} wird ohne Verschlüsselung erreicht, obwohl Zertifikatsdateien angegeben wurden: schreibe die Adresse als tls://HOST:PORT</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Any JSON file (*.json)</source>
        <translation>Jede JSON-Datei (*.json)</translation>
    </message>
    <message>
        <source>Fencer {number}</source>
        <translation>Fechter {number}</translation>
    </message>
    <message>
        <source>Salle saves (*.salle *.salle.json)</source>
        <translation>Salle-Spielstände (*.salle *.salle.json)</translation>
    </message>
    <message>
        <source>against {opponent}</source>
        <translation>gegen {opponent}</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>a Salle save</source>
        <translation>ein Salle-Spielstand</translation>
    </message>
    <message>
        <source>cannot be written as JSON: {reason}</source>
        <translation>kann nicht als JSON geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>holds a JSON {type}, not an object: not a Salle save</source>
        <translation>enthält ein JSON-{type}, kein Objekt: kein Salle-Spielstand</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>is missing: this is not a Salle save</source>
        <translation>fehlt: das ist kein Salle-Spielstand</translation>
    </message>
    <message>
        <source>is not a field of a schema {schema} save</source>
        <translation>ist kein Feld eines Spielstands mit Schema {schema}</translation>
    </message>
    <message>
        <source>is not a field of a seat</source>
        <translation>ist kein Feld eines Platzes</translation>
    </message>
    <message>
        <source>is {saved} but replaying the actions gives {replayed}: the save is damaged or was made under other rules</source>
        <translation>ist {saved}, aber das Nachspielen der Aktionen ergibt {replayed}: der Spielstand ist beschädigt oder entstand unter anderen Regeln</translation>
    </message>
    <message>
        <source>must be a card set&apos;s name and hash, not {given}</source>
        <translation>muss Name und Hash eines Kartensatzes sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be a game name, not {given}</source>
        <translation>muss ein Spielname sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be a list of two seats</source>
        <translation>muss eine Liste von zwei Plätzen sein</translation>
    </message>
    <message>
        <source>must be a list, not {type}</source>
        <translation>muss eine Liste sein, nicht {type}</translation>
    </message>
    <message>
        <source>must be a number of seconds from 0 to {most}, not {given}</source>
        <translation>muss eine Anzahl Sekunden von 0 bis {most} sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be a whole number from 0, not {given}</source>
        <translation>muss eine ganze Zahl ab 0 sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be a whole number from 1, not {given}</source>
        <translation>muss eine ganze Zahl ab 1 sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be action notation text or an action&apos;s structured form (an object), not {given}</source>
        <translation>muss der Notationstext einer Aktion oder ihre strukturierte Form (ein Objekt) sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be an ISO date, not {given}</source>
        <translation>muss ein ISO-Datum sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be human or ai, not {given}</source>
        <translation>muss human oder ai sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be null for a person, not {given}</source>
        <translation>muss für einen Menschen null sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be one of {levels}, not {given}</source>
        <translation>muss eines von {levels} sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be text, not {given}</source>
        <translation>muss Text sein, nicht {given}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>{action} comes after the end of the game</source>
        <translation>{action} kommt nach dem Ende der Partie</translation>
    </message>
    <message>
        <source>{given} is not {format}: this is not a Salle save</source>
        <translation>{given} ist nicht {format}: das ist kein Salle-Spielstand</translation>
    </message>
    <message>
        <source>{problem} (it is not a readable Salle save, so it is not overwritten)</source>
        <translation>{problem} (es ist kein lesbarer Salle-Spielstand und wird daher nicht überschrieben)</translation>
    </message>
    <message>
        <source>{schema} is newer than this Salle reads ({newest}): the save was made by a newer Salle</source>
        <translation>{schema} ist neuer, als dieses Salle liest ({newest}): der Spielstand stammt von einem neueren Salle</translation>
    </message>
</context>
<context>
    <name>SetsCli</name>
    <message>
        <source>Made the card set {name} in {folder}</source>
        <translation>Kartensatz {name} in {folder} angelegt</translation>
    </message>
    <message>
        <source>No card sets yet: `salle sets new NAME GAME` starts one from a shipped deck.</source>
        <translation>Noch keine Kartensätze: `salle sets new NAME SPIEL` beginnt einen aus einem mitgelieferten Deck.</translation>
    </message>
    <message>
        <source>a further card set whose Audatia characters or Barditus armies play beside the others, chosen in the options as DECK@SET, e.g. -o army1=roman@Sworn bands (repeatable)</source>
        <translation>ein weiterer Kartensatz, dessen Audatia-Figuren oder Barditus-Armeen neben den anderen spielen, in den Optionen als DECK@SATZ gewählt, z. B. -o army1=roman@Sworn bands (wiederholbar)</translation>
    </message>
    <message>
        <source>a new card set, copied from a game&apos;s shipped decks</source>
        <translation>ein neuer Kartensatz, kopiert aus den mitgelieferten Decks eines Spiels</translation>
    </message>
    <message>
        <source>a set&apos;s name, or its folder</source>
        <translation>der Name eines Satzes oder sein Ordner</translation>
    </message>
    <message>
        <source>an empty name names no card set</source>
        <translation>ein leerer Name benennt keinen Kartensatz</translation>
    </message>
    <message>
        <source>an empty name names no folder</source>
        <translation>ein leerer Name benennt keinen Ordner</translation>
    </message>
    <message>
        <source>check a card set by its game&apos;s rules (exit 1 on a fault)</source>
        <translation>einen Kartensatz nach den Regeln seines Spiels prüfen (Ende mit 1 bei einem Fehler)</translation>
    </message>
    <message>
        <source>copy only this deck (repeatable; default every deck of the game)</source>
        <translation>nur dieses Deck kopieren (wiederholbar; sonst jedes Deck des Spiels)</translation>
    </message>
    <message>
        <source>every card set, with its game, its hash and any faults</source>
        <translation>jeder Kartensatz mit seinem Spiel, seiner Prüfsumme und seinen Fehlern</translation>
    </message>
    <message>
        <source>make it in FOLDER (remembered) instead of the data folder&apos;s card-sets; FOLDER must be there already</source>
        <translation>ihn in FOLDER anlegen (wird gemerkt) statt in card-sets im Datenordner; FOLDER muss schon vorhanden sein</translation>
    </message>
    <message>
        <source>play with this card set (its name, or its folder), not the shipped cards</source>
        <translation>mit diesem Kartensatz spielen (Name oder Ordner) statt mit den mitgelieferten Karten</translation>
    </message>
    <message>
        <source>remember a card set kept in another folder</source>
        <translation>einen Kartensatz in einem anderen Ordner merken</translation>
    </message>
    <message>
        <source>salle {command}: the card set {name} has a fault:</source>
        <translation>salle {command}: der Kartensatz {name} hat einen Fehler:</translation>
    </message>
    <message>
        <source>sound: ready to play and print</source>
        <translation>fehlerfrei: bereit zum Spielen und Drucken</translation>
    </message>
    <message>
        <source>the folder could not be remembered: {reason}</source>
        <translation>der Ordner konnte nicht gemerkt werden: {reason}</translation>
    </message>
    <message>
        <source>the game whose shipped cards it starts from</source>
        <translation>das Spiel, von dessen mitgelieferten Karten er ausgeht</translation>
    </message>
    <message>
        <source>the new set&apos;s name: any name a file manager takes, without &apos;@&apos;</source>
        <translation>der Name des neuen Satzes: jeder Name, den ein Dateimanager annimmt, ohne &apos;@&apos;</translation>
    </message>
    <message>
        <source>the set&apos;s folder</source>
        <translation>der Ordner des Satzes</translation>
    </message>
    <message>
        <source>there is no folder {folder}; make it first</source>
        <translation>es gibt keinen Ordner {folder}; lege ihn zuerst an</translation>
    </message>
    <message>
        <source>your own card sets: list, start one from a shipped deck, check</source>
        <translation>eigene Kartensätze: auflisten, aus einem mitgelieferten Deck beginnen, prüfen</translation>
    </message>
    <message>
        <source>{flag}: {name} is a card set of {other}, not of {game}</source>
        <translation>{flag}: {name} ist ein Kartensatz für {other}, nicht für {game}</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} ist kein Ordner</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>a folder&apos;s path as text</source>
        <translation>der Pfad eines Ordners als Text</translation>
    </message>
    <message>
        <source>a settings file</source>
        <translation>eine Einstellungsdatei</translation>
    </message>
    <message>
        <source>another Salle is writing it; your change was not saved this time</source>
        <translation>ein anderes Salle schreibt sie gerade; deine Änderung wurde diesmal nicht gespeichert</translation>
    </message>
    <message>
        <source>card sets&apos; names</source>
        <translation>Kartensatznamen</translation>
    </message>
    <message>
        <source>folders&apos; paths</source>
        <translation>Ordnerpfaden</translation>
    </message>
    <message>
        <source>game names</source>
        <translation>Spielnamen</translation>
    </message>
    <message>
        <source>holds a JSON {type}, not an object</source>
        <translation>enthält ein JSON-{type}, kein Objekt</translation>
    </message>
    <message>
        <source>holds a bad value and no copy of it could be made ({reason}); it is not overwritten</source>
        <translation>enthält einen falschen Wert, und es ließ sich keine Kopie anlegen ({reason}); sie wird nicht überschrieben</translation>
    </message>
    <message>
        <source>is longer than {most} characters</source>
        <translation>ist länger als {most} Zeichen</translation>
    </message>
    <message>
        <source>is not a field of last_game</source>
        <translation>ist kein Feld von last_game</translation>
    </message>
    <message>
        <source>lesson names</source>
        <translation>Lektionsnamen</translation>
    </message>
    <message>
        <source>must be a list of two names, not {given}</source>
        <translation>muss eine Liste von zwei Namen sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be a list of {what}, not {given}</source>
        <translation>muss eine Liste von {what} sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be a name (text that is not blank), not {given}</source>
        <translation>muss ein Name sein (Text, der nicht leer ist), nicht {given}</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}, not {given}</source>
        <translation>muss eine ganze Zahl von {low} bis {high} sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be null or a level name, not {given}</source>
        <translation>muss null oder der Name einer Stufe sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be null or a whole number from 0, not {given}</source>
        <translation>muss null oder eine ganze Zahl ab 0 sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be {what}, not {given}</source>
        <translation>muss {what} sein, nicht {given}</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>{file}: {setting}: {problem} — using the default</source>
        <translation>{file}: {setting}: {problem} — der Standardwert wird verwendet</translation>
    </message>
    <message>
        <source>{given} is not one of {choices}</source>
        <translation>{given} ist keines von {choices}</translation>
    </message>
    <message>
        <source>{problem} — using the defaults; the file is left as it is and settings will not be saved over it</source>
        <translation>{problem} — die Standardeinstellungen werden verwendet; die Datei bleibt, wie sie ist, und Einstellungen werden nicht darüber gespeichert</translation>
    </message>
    <message>
        <source>{problem}; it is not overwritten (save with force to replace it)</source>
        <translation>{problem}; sie wird nicht überschrieben (mit Erzwingen speichern, um sie zu ersetzen)</translation>
    </message>
    <message>
        <source>{problem}; nothing was written</source>
        <translation>{problem}; es wurde nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>&amp;Actions (1-9, Enter)</source>
        <translation>&amp;Aktionen (1-9, Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Nach&amp;spielen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Rück&amp;gängig</translation>
    </message>
    <message>
        <source>A win chance is the search&apos;s estimate of how often you go on to win after the move, if both of you play on as well as it can foresee. Moves a few points apart are about as good.</source>
        <translation>Eine Gewinnchance ist die Schätzung der Suche, wie oft du nach dem Zug am Ende gewinnst, wenn ihr beide so gut weiterspielt, wie sie vorausschauen kann. Züge, die nur wenige Punkte auseinanderliegen, sind etwa gleich gut.</translation>
    </message>
    <message>
        <source>Cards you have not seen</source>
        <translation>Ungesehene Karten</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Practice &amp;history…</source>
        <translation>Trainings&amp;verlauf…</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Ana&amp;lyse…</translation>
    </message>
    <message>
        <source>The same game again, with a new deal</source>
        <translation>Dasselbe Spiel noch einmal, neu gegeben</translation>
    </message>
    <message>
        <source>drawn round ({reason})</source>
        <translation>Runde unentschieden ({reason})</translation>
    </message>
    <message>
        <source>{winner} the round ({reason})</source>
        <translation>{winner} die Runde ({reason})</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>Qt&apos;s sound module cannot be loaded: {error}</source>
        <translation>Das Tonmodul von Qt lässt sich nicht laden: {error}</translation>
    </message>
    <message>
        <source>no audio output was found</source>
        <translation>kein Audioausgang gefunden</translation>
    </message>
    <message>
        <source>the sounds could not be loaded: {error}</source>
        <translation>die Töne ließen sich nicht laden: {error}</translation>
    </message>
</context>
<context>
    <name>StoreFiles</name>
    <message>
        <source> (line {line})</source>
        <translation> (Zeile {line})</translation>
    </message>
    <message>
        <source>Salle is not allowed to write there</source>
        <translation>Salle darf dort nicht schreiben</translation>
    </message>
    <message>
        <source>a file of that name stands where the folder should be</source>
        <translation>eine Datei dieses Namens steht, wo der Ordner sein sollte</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>eine Datei steht, wo ein Ordner sein sollte</translation>
    </message>
    <message>
        <source>a folder stands where a file should be</source>
        <translation>ein Ordner steht, wo eine Datei sein sollte</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>holds a number too large for {kind}{where}</source>
        <translation>enthält eine zu große Zahl für {kind}{where}</translation>
    </message>
    <message>
        <source>is JSON nested too deeply to be {kind}</source>
        <translation>ist zu tief verschachteltes JSON, um {kind} zu sein</translation>
    </message>
    <message>
        <source>is TOML nested too deeply to be {kind}</source>
        <translation>ist zu tief verschachteltes TOML, um {kind} zu sein</translation>
    </message>
    <message>
        <source>is a device</source>
        <translation>ist ein Gerät</translation>
    </message>
    <message>
        <source>is a folder</source>
        <translation>ist ein Ordner</translation>
    </message>
    <message>
        <source>is a folder, not {kind}</source>
        <translation>ist ein Ordner, nicht {kind}</translation>
    </message>
    <message>
        <source>is a number too large for {kind} ({digits} digits)</source>
        <translation>ist eine Zahl, die {kind} nicht fassen kann ({digits} Ziffern)</translation>
    </message>
    <message>
        <source>is a pipe (FIFO)</source>
        <translation>ist eine Pipe (FIFO)</translation>
    </message>
    <message>
        <source>is a socket</source>
        <translation>ist ein Socket</translation>
    </message>
    <message>
        <source>is empty (truncated?): not {kind}</source>
        <translation>ist leer (abgeschnitten?): nicht {kind}</translation>
    </message>
    <message>
        <source>is larger than {size}: not {kind}</source>
        <translation>ist größer als {size}: nicht {kind}</translation>
    </message>
    <message>
        <source>is nested more than {depth} levels deep (at line {line} column {column}): not {kind}</source>
        <translation>ist mehr als {depth} Ebenen tief verschachtelt (in Zeile {line}, Spalte {column}): nicht {kind}</translation>
    </message>
    <message>
        <source>is nested more than {depth} levels deep: not {kind}</source>
        <translation>ist mehr als {depth} Ebenen tief verschachtelt: nicht {kind}</translation>
    </message>
    <message>
        <source>is not JSON {kind} can hold: {reason}</source>
        <translation>ist kein JSON, das {kind} enthalten kann: {reason}</translation>
    </message>
    <message>
        <source>is not JSON: {where}</source>
        <translation>ist kein JSON: {where}</translation>
    </message>
    <message>
        <source>is not UTF-8 text (byte {byte} at offset {offset}): not {kind}</source>
        <translation>ist kein UTF-8-Text (Byte {byte} an Position {offset}): nicht {kind}</translation>
    </message>
    <message>
        <source>is not a number {kind} can hold: {number}</source>
        <translation>ist keine Zahl, die {kind} fassen kann: {number}</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>ist kein gültiges TOML: {reason}</translation>
    </message>
    <message>
        <source>is something other than a file</source>
        <translation>ist etwas anderes als eine Datei</translation>
    </message>
    <message>
        <source>is truncated: the JSON stops before it is complete ({where})</source>
        <translation>ist abgeschnitten: das JSON endet, bevor es vollständig ist ({where})</translation>
    </message>
    <message>
        <source>must be a JSON object, not {type}</source>
        <translation>muss ein JSON-Objekt sein, nicht {type}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>das Laufwerk ist voll</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>das Laufwerk ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>das Laufwerk meldete einen Fehler</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <translation>dein Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>{message} at line {line} column {column}</source>
        <translation>{message} in Zeile {line}, Spalte {column}</translation>
    </message>
    <message>
        <source>{what}, not {kind}: it was not read</source>
        <translation>{what}, nicht {kind}: sie wurde nicht gelesen</translation>
    </message>
</context>
<context>
    <name>TerminalGame</name>
    <message>
        <source>Drawn match</source>
        <translation>Partie unentschieden</translation>
    </message>
    <message>
        <source>Drawn round</source>
        <translation>Runde unentschieden</translation>
    </message>
    <message>
        <source>Game left unfinished.</source>
        <translation>Partie unbeendet verlassen.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>Pass the screen to {name} and press Enter. </source>
        <translation>Gib den Bildschirm an {name} weiter und drücke Eingabe. </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>You roll {value} ({purpose})</source>
        <translation>Du würfelst {value} ({purpose})</translation>
    </message>
    <message>
        <source>You show {cards}</source>
        <translation>Du zeigst {cards}</translation>
    </message>
    <message>
        <source>You win the match</source>
        <translation>Du gewinnst das Gefecht</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Du gewinnst die Runde</translation>
    </message>
    <message>
        <source>Your action (number or notation, ? help, hint, q quit): </source>
        <translation>Deine Aktion (Nummer oder Notation, ? Hilfe, hint Tipp, q beenden): </translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>{name} rolls {value} ({purpose})</source>
        <translation>{name} würfelt {value} ({purpose})</translation>
    </message>
    <message>
        <source>{name} shows {cards}</source>
        <translation>{name} zeigt {cards}</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name} gewinnt das Gefecht</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} gewinnt die Runde</translation>
    </message>
    <message>
        <source>{reason}; choose from the list.</source>
        <translation>{reason}; wähle aus der Liste.</translation>
    </message>
    <message>
        <source>{result} ({reason}). Score {score}</source>
        <translation>{result} ({reason}). Stand {score}</translation>
    </message>
</context>
<context>
    <name>WarningBar</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Hide this warning for the rest of this session</source>
        <translation>Diese Warnung für den Rest der Sitzung ausblenden</translation>
    </message>
</context>
</TS>
