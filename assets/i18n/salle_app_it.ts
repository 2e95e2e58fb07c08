<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Salle</source>
        <translation>Informazioni su Salle</translation>
    </message>
    <message>
        <source>Built with {versions}.</source>
        <translation>Realizzato con {versions}.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Giochi</translation>
    </message>
    <message>
        <source>Salle is a practice room for duelling card games. Two fencers meet across a table: you and a friend taking turns at one screen, or you and a computer opponent that plays only on what its own seat could know. Every game can be saved, replayed from its seed, and looked back on in the practice history.</source>
        <translation>Salle è una sala d&apos;allenamento per giochi di carte a duello. Due schermidori si affrontano a un tavolo: tu e un amico a turno davanti allo stesso schermo, oppure tu e un avversario del computer che gioca solo con ciò che il suo posto potrebbe sapere. Ogni partita si può salvare, rigiocare dal suo seme e riguardare nello storico degli allenamenti.</translation>
    </message>
    <message>
        <source>Salle is an independent program; its rules summaries and card texts are written in its own words, and what a rulebook leaves open (decks, armies, numbers) is of its own design.</source>
        <translation>Salle è un programma indipendente; i suoi riassunti delle regole e i testi delle carte sono scritti con parole proprie, e ciò che un regolamento lascia aperto (mazzi, eserciti, numeri) è di sua ideazione.</translation>
    </message>
    <message>
        <source>Salle is free software under the GNU General Public License, version 3 or later.</source>
        <translation>Salle è software libero secondo la GNU General Public License, versione 3 o successiva.</translation>
    </message>
    <message>
        <source>Version {number}</source>
        <translation>Versione {number}</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>. Enter plays: {move}</source>
        <translation>. Invio gioca: {move}</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Il tavolo</translation>
    </message>
    <message>
        <source>What just happened at the table</source>
        <translation>Ciò che è appena successo al tavolo</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Salle cannot start: its card data is damaged.

{problem}</source>
        <translation>Salle non può avviarsi: i dati delle carte sono danneggiati.

{problem}</translation>
    </message>
</context>
<context>
    <name>Arena</name>
    <message>
        <source>Elo of {a} over {b}: {elo} ({percent}% interval {low} to {high})</source>
        <translation>Elo di {a} rispetto a {b}: {elo} (intervallo al {percent}%: da {low} a {high})</translation>
    </message>
    <message>
        <source>LLR {llr} (H0 at {lower} or below, H1 at {upper} or above)</source>
        <translation>LLR {llr} (H0 a {lower} o meno, H1 a {upper} o più)</translation>
    </message>
    <message numerus="yes">
        <source>No verdict after %n pair(s) (at most {most} with -n)</source>
        <translation>
            <numerusform>Nessun verdetto dopo %n coppia (al massimo {most} con -n)</numerusform>
            <numerusform>Nessun verdetto dopo %n coppie (al massimo {most} con -n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairs by {a}&apos;s points (0, 1/2, 1, 3/2, 2): {counts}</source>
        <translation>Coppie secondo i punti di {a} (0, 1/2, 1, 3/2, 2): {counts}</translation>
    </message>
    <message>
        <source>Sequential test of {a} against {b}: H0, {a} is {elo0} Elo stronger; H1, {elo1} Elo stronger (errors {alpha} and {beta})</source>
        <translation>Test sequenziale di {a} contro {b}: H0, {a} è più forte di {elo0} Elo; H1, più forte di {elo1} Elo (errori {alpha} e {beta})</translation>
    </message>
    <message numerus="yes">
        <source>Verdict after %n pair(s): H0 accepted, {a} is {elo0} Elo stronger rather than {elo1}</source>
        <translation>
            <numerusform>Verdetto dopo %n coppia: H0 accettata, {a} è più forte di {elo0} Elo anziché di {elo1}</numerusform>
            <numerusform>Verdetto dopo %n coppie: H0 accettata, {a} è più forte di {elo0} Elo anziché di {elo1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verdict after %n pair(s): H1 accepted, {a} is {elo1} Elo stronger rather than {elo0}</source>
        <translation>
            <numerusform>Verdetto dopo %n coppia: H1 accettata, {a} è più forte di {elo1} Elo anziché di {elo0}</numerusform>
            <numerusform>Verdetto dopo %n coppie: H1 accettata, {a} è più forte di {elo1} Elo anziché di {elo0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: errore: %(message)s
</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opzione ambigua: %(option)s potrebbe corrispondere a %(matches)s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argomento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>atteso %s argomento</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>attesi %s argomenti</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>atteso almeno un argomento</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>atteso al massimo un argomento</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>atteso un argomento</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argomento esplicito %r ignorato</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valore %(type)s non valido: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>scelta non valida: %(value)r (scegli tra %(choices)s)</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>non ammesso con l&apos;argomento %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>è richiesto uno degli argomenti %s</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opzioni</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argomenti posizionali</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrare questo messaggio di aiuto e uscire</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>sono richiesti i seguenti argomenti: %s</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>parser %(parser_name)r sconosciuto (scelte: %(choices)s)</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argomenti non riconosciuti: %s</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
</context>
<context>
    <name>Balance</name>
    <message>
        <source>Challenger</source>
        <translation>Sfidante</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Abbinamento</translation>
    </message>
    <message>
        <source>Respondent</source>
        <translation>Sfidato</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Ruolo</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Le carte incluse</translation>
    </message>
    <message>
        <source>moving first</source>
        <translation>muove per primo</translation>
    </message>
    <message>
        <source>moving second</source>
        <translation>muove per secondo</translation>
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
        <translation>Il bilanciamento si è fermato: {problem}</translation>
    </message>
</context>
<context>
    <name>BalanceWindow</name>
    <message>
        <source>&amp;Against:</source>
        <translation>&amp;Contro:</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Carte:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>&amp;Pairings (each deck against the other, sides rotated):</source>
        <translation>&amp;Abbinamenti (ogni mazzo contro l&apos;altro, lati alternati):</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Avvia</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seme:</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervallo al 95%</translation>
    </message>
    <message>
        <source>95% interval high</source>
        <translation>Intervallo al 95%, massimo</translation>
    </message>
    <message>
        <source>95% interval low</source>
        <translation>Intervallo al 95%, minimo</translation>
    </message>
    <message>
        <source>A Dask scheduler&apos;s address, e.g. tcp://192.168.1.20:8786: each game is played on the cluster&apos;s workers. The cluster can run any code in Salle: use only machines you trust</source>
        <translation>L&apos;indirizzo di uno scheduler Dask, ad es. tcp://192.168.1.20:8786: ogni partita si gioca sui worker del cluster. Il cluster può eseguire qualsiasi codice in Salle: usa solo macchine di cui ti fidi</translation>
    </message>
    <message>
        <source>AI &amp;level:</source>
        <translation>&amp;Livello dell&apos;IA:</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Bilanciamento</translation>
    </message>
    <message>
        <source>Before %</source>
        <translation>Prima %</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>Cancelled after {done} of {total} games: nothing kept.</source>
        <translation>Annullato dopo {done} di {total} partite: non si conserva nulla.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variazione</translation>
    </message>
    <message>
        <source>Choose at least one pairing.</source>
        <translation>Scegli almeno un abbinamento.</translation>
    </message>
    <message>
        <source>Cl&amp;uster:</source>
        <translation>Cl&amp;uster:</translation>
    </message>
    <message>
        <source>Co&amp;mpare with the previous run</source>
        <translation>Co&amp;nfronta con l&apos;esecuzione precedente</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connessione a {address}…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n game(s) in {time}.</source>
        <translation>
            <numerusform>Fatto: %n partita in {time}.</numerusform>
            <numerusform>Fatto: %n partite in {time}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Pareggi</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Esporta &amp;CSV…</translation>
    </message>
    <message>
        <source>Export p&amp;lot…</source>
        <translation>Esporta &amp;grafico…</translation>
    </message>
    <message>
        <source>Export the plot</source>
        <translation>Esporta il grafico</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>Esporta la tabella</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Games per &amp;pairing:</source>
        <translation>Partite per &amp;abbinamento:</translation>
    </message>
    <message>
        <source>It could not be kept: {problem}</source>
        <translation>Non è stato possibile conservarla: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Last run {when}: {level}, %n game(s) per pairing.</source>
        <translation>
            <numerusform>Ultima esecuzione {when}: {level}, %n partita per abbinamento.</numerusform>
            <numerusform>Ultima esecuzione {when}: {level}, %n partite per abbinamento.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run with these cards yet.</source>
        <translation>Ancora nessuna esecuzione con queste carte.</translation>
    </message>
    <message>
        <source>One deck: the seats are rotated.</source>
        <translation>Un solo mazzo: si alternano i posti.</translation>
    </message>
    <message>
        <source>P&amp;rocesses:</source>
        <translation>P&amp;rocessi:</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Immagine PNG (*.png);;Disegno SVG (*.svg)</translation>
    </message>
    <message>
        <source>Pair the decks of these cards with each other, or with the decks of other cards (the shipped ones or another set)</source>
        <translation>Accoppiare i mazzi di queste carte tra loro, o con i mazzi di altre carte (quelle incluse o un altro set)</translation>
    </message>
    <message>
        <source>Previous run</source>
        <translation>Esecuzione precedente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lato</translation>
    </message>
    <message>
        <source>Starting the processes…</source>
        <translation>Avvio dei processi…</translation>
    </message>
    <message>
        <source>The earlier runs cannot be read: {problem}</source>
        <translation>Impossibile leggere le esecuzioni precedenti: {problem}</translation>
    </message>
    <message>
        <source>The same cards</source>
        <translation>Le stesse carte</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Questa esecuzione</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <source>Win rate %</source>
        <translation>Vittorie %</translation>
    </message>
    <message>
        <source>Win rate % (bars: 95% interval)</source>
        <translation>Vittorie % (barre: intervallo al 95%)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Written: {file}</source>
        <translation>Scritto: {file}</translation>
    </message>
    <message>
        <source>none: processes here</source>
        <translation>nessuno: processi qui</translation>
    </message>
    <message>
        <source>the SVG drawing was not written</source>
        <translation>il disegno SVG non è stato scritto</translation>
    </message>
    <message>
        <source>{deck} against {other}</source>
        <translation>{deck} contro {other}</translation>
    </message>
    <message>
        <source>{done} of {total} games played, about {left} left</source>
        <translation>{done} di {total} partite giocate, mancano circa {left}</translation>
    </message>
    <message>
        <source>{file} could not be written: {problem}</source>
        <translation>Impossibile scrivere {file}: {problem}</translation>
    </message>
    <message>
        <source>{game} balance: {cards} against {other}, {level}, n = {n}</source>
        <translation>Bilanciamento di {game}: {cards} contro {other}, {level}, n = {n}</translation>
    </message>
    <message>
        <source>{game} balance: {cards}, {level}, n = {n}</source>
        <translation>Bilanciamento di {game}: {cards}, {level}, n = {n}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>da {low} a {high}</translation>
    </message>
</context>
<context>
    <name>Balances</name>
    <message>
        <source>Salle&apos;s balance runs</source>
        <translation>le serie di bilanciamento di Salle</translation>
    </message>
    <message>
        <source>is not a balance run: {reason}</source>
        <translation>non è una serie di bilanciamento: {reason}</translation>
    </message>
    <message>
        <source>is not {format}: not Salle&apos;s balance runs</source>
        <translation>non è {format}: non sono le serie di bilanciamento di Salle</translation>
    </message>
</context>
<context>
    <name>CardLanguages</name>
    <message>
        <source>a file of the cards&apos; words</source>
        <translation>un file delle parole delle carte</translation>
    </message>
    <message>
        <source>gives words for {file}, which is not a card file here</source>
        <translation>dà parole per {file}, che qui non è un file di carte</translation>
    </message>
    <message>
        <source>is missing: a [deck] table gives the deck&apos;s title</source>
        <translation>manca: una tabella [deck] dà il titolo del mazzo</translation>
    </message>
    <message>
        <source>is missing: one [card.&lt;id&gt;] table for each card</source>
        <translation>manca: una tabella [card.&lt;id&gt;] per ogni carta</translation>
    </message>
    <message>
        <source>is missing: the card has no name in {language}</source>
        <translation>manca: la carta non ha un nome in {language}</translation>
    </message>
    <message>
        <source>is missing: the card has no text in {language}</source>
        <translation>manca: la carta non ha un testo in {language}</translation>
    </message>
    <message>
        <source>is not a back of layouts.toml</source>
        <translation>non è un dorso di layouts.toml</translation>
    </message>
    <message>
        <source>is not a card of {file}</source>
        <translation>non è una carta di {file}</translation>
    </message>
    <message>
        <source>is not a field of a back&apos;s words (label)</source>
        <translation>non è un campo delle parole di un dorso (label)</translation>
    </message>
    <message>
        <source>is not a field of a card language file</source>
        <translation>non è un campo di un file di lingua delle carte</translation>
    </message>
    <message>
        <source>is not a field of a card language file&apos;s deck</source>
        <translation>non è un campo del mazzo di un file di lingua delle carte</translation>
    </message>
    <message>
        <source>is not a field of a layout&apos;s words (words)</source>
        <translation>non è un campo delle parole di un layout (words)</translation>
    </message>
    <message>
        <source>is not a layout of layouts.toml</source>
        <translation>non è un layout di layouts.toml</translation>
    </message>
    <message>
        <source>is not a table of a card language file ([deck] and [card.&lt;id&gt;])</source>
        <translation>non è una tabella di un file di lingua delle carte ([deck] e [card.&lt;id&gt;])</translation>
    </message>
    <message>
        <source>is not a table of layouts.toml</source>
        <translation>non è una tabella di layouts.toml</translation>
    </message>
    <message>
        <source>is not among the layout&apos;s words in layouts.toml</source>
        <translation>non è tra le parole del layout in layouts.toml</translation>
    </message>
    <message>
        <source>must be a table of English word = translation</source>
        <translation>deve essere una tabella di parola inglese = traduzione</translation>
    </message>
    <message>
        <source>must be left out: the card has no English text</source>
        <translation>va omesso: la carta non ha un testo inglese</translation>
    </message>
    <message>
        <source>must be named &lt;card file&gt;.&lt;language&gt;.toml, the language one of {languages}, not {name}</source>
        <translation>deve chiamarsi &lt;file di carte&gt;.&lt;lingua&gt;.toml, con la lingua tra {languages}, non {name}</translation>
    </message>
    <message>
        <source>must keep the English numbers and placeholders ({keep}), not {found}</source>
        <translation>deve conservare i numeri e i segnaposto dell&apos;inglese ({keep}), non {found}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>CardSchema</name>
    <message>
        <source>Copies</source>
        <translation>Copie</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Testo</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
</context>
<context>
    <name>CardSets</name>
    <message>
        <source>The card set {name!r} has changed since this game was played: it goes on with the cards as they are now, which may not be the ones it was played with.</source>
        <translation>Il set di carte {name!r} è cambiato da quando è stata giocata questa partita: prosegue con le carte come sono ora, che potrebbero non essere quelle con cui è stata giocata.</translation>
    </message>
    <message>
        <source>This game was played with the card set {name!r}, which is not there any more.</source>
        <translation>Questa partita è stata giocata con il set di carte {name!r}, che non c&apos;è più.</translation>
    </message>
    <message>
        <source>This game was played with the card set {name!r}, which now has a fault: {problem}</source>
        <translation>Questa partita è stata giocata con il set di carte {name!r}, che ora ha un difetto: {problem}</translation>
    </message>
    <message>
        <source>a card set is drawn with the shipped faces and backs; it has no layouts.toml</source>
        <translation>un set di carte si disegna con i fronti e i dorsi forniti; non ha un layouts.toml</translation>
    </message>
    <message>
        <source>a card set is of one game: {first}, not also {other}</source>
        <translation>un set di carte è di un solo gioco: {first}, non anche {other}</translation>
    </message>
    <message>
        <source>a card set needs a name: it cannot be empty or only spaces</source>
        <translation>un set di carte ha bisogno di un nome: non può essere vuoto né contenere solo spazi</translation>
    </message>
    <message>
        <source>a card set&apos;s name</source>
        <translation>il nome di un set di carte</translation>
    </message>
    <message>
        <source>another file of the set is the deck {deck!r} too</source>
        <translation>un altro file del set è anch&apos;esso il mazzo {deck!r}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>non si può leggere: {reason}</translation>
    </message>
    <message>
        <source>cannot be removed: {reason}</source>
        <translation>non si può eliminare: {reason}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>non si può scrivere: {reason}</translation>
    </message>
    <message>
        <source>in {game} both players share one deck: a game plays one card set</source>
        <translation>in {game} i due giocatori condividono un mazzo: una partita si gioca con un solo set di carte</translation>
    </message>
    <message>
        <source>is not a folder</source>
        <translation>non è una cartella</translation>
    </message>
    <message>
        <source>must be one of {games}, not {game!r}</source>
        <translation>deve essere uno tra {games}, non {game!r}</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>nessun gioco</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuno</translation>
    </message>
    <message>
        <source>the card needs an id before it has words in another language</source>
        <translation>la carta ha bisogno di un id prima di avere parole in un&apos;altra lingua</translation>
    </message>
    <message>
        <source>the card set {name!r} cannot be played: {problem}</source>
        <translation>il set di carte {name!r} non si può giocare: {problem}</translation>
    </message>
    <message>
        <source>the card set {name!r} could not be made: {reason}</source>
        <translation>non è stato possibile creare il set di carte {name!r}: {reason}</translation>
    </message>
    <message>
        <source>the card set {name!r} has no deck a seat plays ({decks})</source>
        <translation>il set di carte {name!r} non ha alcun mazzo giocato da un posto ({decks})</translation>
    </message>
    <message>
        <source>the card set {name!r} is named twice</source>
        <translation>il set di carte {name!r} è nominato due volte</translation>
    </message>
    <message>
        <source>the card sets {first!r} and {other!r} are of different games</source>
        <translation>i set di carte {first!r} e {other!r} sono di giochi diversi</translation>
    </message>
    <message>
        <source>the folder holds no card file (*.toml)</source>
        <translation>la cartella non contiene alcun file di carte (*.toml)</translation>
    </message>
    <message>
        <source>there is a card set called {name!r} already ({folder})</source>
        <translation>esiste già un set di carte chiamato {name!r} ({folder})</translation>
    </message>
    <message>
        <source>there is no card set {name!r} (your sets: {known})</source>
        <translation>non esiste alcun set di carte {name!r} (i tuoi set: {known})</translation>
    </message>
    <message>
        <source>{deck} ({set})</source>
        <translation>{deck} ({set})</translation>
    </message>
    <message>
        <source>{game} has no deck {deck!r}; choose from {known}</source>
        <translation>{game} non ha alcun mazzo {deck!r}; scegli tra {known}</translation>
    </message>
    <message>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: a name must not begin with &apos;.&apos;</source>
        <translation>{name} non può essere il nome di un set di carte: un nome non deve iniziare con &apos;.&apos;</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: at most {most} characters, not {count}</source>
        <translation>{name} non può essere il nome di un set di carte: al massimo {most} caratteri, non {count}</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: it must not hold a control character (a line break, a tab)</source>
        <translation>{name} non può essere il nome di un set di carte: non deve contenere caratteri di controllo (un a capo, una tabulazione)</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: it must not hold {sign}</source>
        <translation>{name} non può essere il nome di un set di carte: non deve contenere {sign}</translation>
    </message>
</context>
<context>
    <name>CardSetsWindow</name>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplica</translation>
    </message>
    <message>
        <source>&amp;Words in </source>
        <translation>&amp;Parole in </translation>
    </message>
    <message>
        <source>A card set&apos;s folder</source>
        <translation>La cartella di un set di carte</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Aggiungi cartella…</translation>
    </message>
    <message>
        <source>Balance…</source>
        <translation>Bilanciamento…</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Set di carte</translation>
    </message>
    <message>
        <source>Cards of the set</source>
        <translation>Carte del set</translation>
    </message>
    <message>
        <source>Change {field}</source>
        <translation>Modifica {field}</translation>
    </message>
    <message>
        <source>Checking the set…</source>
        <translation>Controllo del set…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>E&amp;limina</translation>
    </message>
    <message>
        <source>Delete card</source>
        <translation>Elimina carta</translation>
    </message>
    <message>
        <source>Duplicate card</source>
        <translation>Duplica carta</translation>
    </message>
    <message>
        <source>New from…</source>
        <translation>Nuovo da…</translation>
    </message>
    <message>
        <source>No card chosen.</source>
        <translation>Nessuna carta scelta.</translation>
    </message>
    <message>
        <source>No problems: the set is ready to play and print.</source>
        <translation>Nessun problema: il set è pronto per giocare e stampare.</translation>
    </message>
    <message>
        <source>Play this set…</source>
        <translation>Gioca con questo set…</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Problems of the set</source>
        <translation>Problemi del set</translation>
    </message>
    <message>
        <source>The card&apos;s face</source>
        <translation>Il fronte della carta</translation>
    </message>
    <message>
        <source>The face cannot be drawn yet: {reason}</source>
        <translation>Il fronte non si può ancora disegnare: {reason}</translation>
    </message>
    <message>
        <source>The language of the card&apos;s words</source>
        <translation>La lingua delle parole della carta</translation>
    </message>
    <message>
        <source>This set cannot be played: {problem}</source>
        <translation>Questo set non si può giocare: {problem}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>rows apart by spaces, e.g. XXX OO dd</source>
        <translation>file separate da spazi, ad es. XXX OO dd</translation>
    </message>
    <message>
        <source>{field} in {language}</source>
        <translation>{field} in {language}</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the set is read again, and the steps to undo are forgotten, as they were made on what it held before.</source>
        <translation>{file} è stato modificato da un altro programma: il set viene riletto, e i passi da annullare vengono dimenticati, perché erano stati fatti su ciò che conteneva prima.</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the set is read again.</source>
        <translation>{file} è stato modificato da un altro programma: il set viene riletto.</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the steps to undo were made on what it held before, so they are forgotten.</source>
        <translation>{file} è stato modificato da un altro programma: i passi da annullare erano stati fatti su ciò che conteneva prima, quindi vengono dimenticati.</translation>
    </message>
    <message>
        <source>{title} — has a fault</source>
        <translation>{title} — ha un difetto</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>a card file</source>
        <translation>un file di carte</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>non si può leggere: {reason}</translation>
    </message>
    <message>
        <source>is already defined by another card folder</source>
        <translation>è già definito da un&apos;altra cartella di carte</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>manca</translation>
    </message>
    <message>
        <source>is missing: a [deck] table names the game and the deck</source>
        <translation>manca: una tabella [deck] indica il gioco e il mazzo</translation>
    </message>
    <message>
        <source>is not a card field</source>
        <translation>non è un campo di carta</translation>
    </message>
    <message>
        <source>is not a deck field</source>
        <translation>non è un campo di mazzo</translation>
    </message>
    <message>
        <source>is not a table of a card file ([deck] and [[card]])</source>
        <translation>non è una tabella di un file di carte ([deck] e [[card]])</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>non è TOML valido: {reason}</translation>
    </message>
    <message>
        <source>is used by another card</source>
        <translation>è già usato da un&apos;altra carta</translation>
    </message>
    <message>
        <source>must be a table</source>
        <translation>deve essere una tabella</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}, not {value}</source>
        <translation>deve essere un numero intero da {low} a {high}, non {value}</translation>
    </message>
    <message>
        <source>must be a whole number, not {value}</source>
        <translation>deve essere un numero intero, non {value}</translation>
    </message>
    <message>
        <source>must be one of the backs in layouts.toml ({known}), not {given}</source>
        <translation>deve essere uno dei dorsi di layouts.toml ({known}), non {given}</translation>
    </message>
    <message>
        <source>must be one of the layouts in layouts.toml ({known}), not {given}</source>
        <translation>deve essere uno dei layout di layouts.toml ({known}), non {given}</translation>
    </message>
    <message>
        <source>must be one of {choices}, not {given}</source>
        <translation>deve essere uno tra {choices}, non {given}</translation>
    </message>
    <message>
        <source>must be text, not {value}</source>
        <translation>deve essere testo, non {value}</translation>
    </message>
    <message>
        <source>must be true or false, not {value}</source>
        <translation>deve essere true o false, non {value}</translation>
    </message>
    <message>
        <source>must be {wanted}, not {given}</source>
        <translation>deve essere {wanted}, non {given}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>non può essere vuoto</translation>
    </message>
    <message>
        <source>the card layouts</source>
        <translation>i layout delle carte</translation>
    </message>
    <message>
        <source>the deck has no [[card]] entries</source>
        <translation>il mazzo non ha voci [[card]]</translation>
    </message>
    <message>
        <source>{game} has one card file, not {count}</source>
        <translation>{game} ha un solo file di carte, non {count}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abbandonata</numerusform>
            <numerusform>%n abbandonate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n game(s) in the history could not be read and left out: {problem}.)</source>
        <translation>
            <numerusform>(%n partita dello storico non si è potuta leggere ed è stata esclusa: {problem}.)</numerusform>
            <numerusform>(%n partite dello storico non si sono potute leggere e sono state escluse: {problem}.)</numerusform>
        </translation>
    </message>
    <message>
        <source>--pair: in {game} both players share one deck</source>
        <translation>--pair: in {game} i due giocatori condividono un mazzo</translation>
    </message>
    <message>
        <source>--version takes no command</source>
        <translation>--version non accetta alcun comando</translation>
    </message>
    <message>
        <source>AI against AI: does the coach&apos;s win chance mean what it says?</source>
        <translation>IA contro IA: la probabilità di vittoria dell&apos;allenatore significa ciò che dice?</translation>
    </message>
    <message>
        <source>AI against AI: win rates with 95%% intervals</source>
        <translation>IA contro IA: percentuali di vittoria con intervalli al 95%%</translation>
    </message>
    <message>
        <source>En Garde parry rule: total (the rulebook, default) or equal (later editions)</source>
        <translation>regola della parata di En Garde: total (il regolamento, predefinita) o equal (edizioni successive)</translation>
    </message>
    <message>
        <source>En Garde rules level (default standard)</source>
        <translation>livello di regole di En Garde (predefinito standard)</translation>
    </message>
    <message>
        <source>JSON-lines rules referee on stdin/stdout</source>
        <translation>arbitro delle regole a righe JSON su stdin/stdout</translation>
    </message>
    <message>
        <source>Meanwhile the terminal game works: {command} play en-garde</source>
        <translation>Nel frattempo il gioco nel terminale funziona: {command} play en-garde</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ancora nessuna partita conclusa.</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Partite recenti:</translation>
    </message>
    <message>
        <source>Record (wins-losses-draws; abandoned games count for none of them):</source>
        <translation>Bilancio (vittorie-sconfitte-pareggi; le partite abbandonate non contano in nessuno):</translation>
    </message>
    <message>
        <source>Salle does not speak {code}; choose from {codes}</source>
        <translation>Salle non parla {code}; scegli tra {codes}</translation>
    </message>
    <message>
        <source>Salle: a table for duelling card games.</source>
        <translation>Salle: un tavolo per giochi di carte a duello.</translation>
    </message>
    <message>
        <source>The map fitted to this run: slope {slope}, shift {shift}; fitted to half the matches, it scores {brier} in Brier on the other half. The game keeps slope {kept_slope}, shift {kept_shift} for the {level}&apos;s search.</source>
        <translation>La corrispondenza adattata a questa serie: pendenza {slope}, spostamento {shift}; adattata a metà delle partite, ottiene {brier} di Brier sull&apos;altra metà. Il gioco tiene per la ricerca del livello {level} la pendenza {kept_slope} e lo spostamento {kept_shift}.</translation>
    </message>
    <message>
        <source>The same decisions through maps each fitted to the other half of the matches:</source>
        <translation>Le stesse decisioni attraverso mappe adattate ciascuna all&apos;altra metà delle partite:</translation>
    </message>
    <message>
        <source>a game option kept for every match (repeatable)</source>
        <translation>un&apos;opzione di gioco valida per ogni partita (ripetibile)</translation>
    </message>
    <message>
        <source>a game option kept for every match, e.g. -o break=on (repeatable)</source>
        <translation>un&apos;opzione di gioco valida per ogni partita, ad es. -o break=on (ripetibile)</translation>
    </message>
    <message>
        <source>a game option, e.g. -o variant=salle (repeatable)</source>
        <translation>un&apos;opzione di gioco, ad es. -o variant=salle (ripetibile)</translation>
    </message>
    <message>
        <source>a game option, e.g. -o variant=sudden for Audatia (repeatable)</source>
        <translation>un&apos;opzione di gioco, ad es. -o variant=sudden per Audatia (ripetibile)</translation>
    </message>
    <message>
        <source>a sequential test, as Stockfish&apos;s fishtest runs: pairs of matches on one deal, seats swapped, until A is found ELO1 rather than ELO0 Elo stronger, or the reverse (-n caps the matches); each from -{most} to {most}, ELO0 below ELO1</source>
        <translation>un test sequenziale, come il fishtest di Stockfish: coppie di partite sulla stessa distribuzione, con i posti scambiati, finché A risulta più forte di ELO1 Elo anziché di ELO0, o il contrario (-n limita le partite); ciascuno da -{most} a {most}, ELO0 minore di ELO1</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abbandonata</translation>
    </message>
    <message>
        <source>argument --journal: an empty name names no file</source>
        <translation>argomento --journal: un nome vuoto non indica alcun file</translation>
    </message>
    <message>
        <source>argument --sprt: the matches are played in pairs; give -n 2 or more</source>
        <translation>argomento --sprt: le partite si giocano a coppie; indica -n 2 o più</translation>
    </message>
    <message>
        <source>check this installation: an AI match, the table, a proof PDF</source>
        <translation>verificare questa installazione: una partita dell&apos;IA, il tavolo, un PDF di bozze</translation>
    </message>
    <message>
        <source>deal seed, 0 to {most} (default: random)</source>
        <translation>seme della distribuzione delle carte, da 0 a {most} (predefinito: casuale)</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>groups of shown chance, 2 to {most} (default 10)</source>
        <translation>gruppi della probabilità mostrata, da 2 a {most} (predefinito 10)</translation>
    </message>
    <message>
        <source>hits to win the match, 1 to {most} (default 5)</source>
        <translation>stoccate per vincere l&apos;incontro, da 1 a {most} (predefinito 5)</translation>
    </message>
    <message>
        <source>how many recent games, 1 to {most} (default 10)</source>
        <translation>quante partite recenti, da 1 a {most} (predefinito 10)</translation>
    </message>
    <message>
        <source>level of player A</source>
        <translation>livello del giocatore A</translation>
    </message>
    <message>
        <source>level of player B</source>
        <translation>livello del giocatore B</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 200)</source>
        <translation>partite, da 1 a {most} (predefinito 200)</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 40)</source>
        <translation>partite, da 1 a {most} (predefinito 40)</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 400)</source>
        <translation>partite, da 1 a {most} (predefinito 400)</translation>
    </message>
    <message>
        <source>no AI level {name}; choose from {levels}</source>
        <translation>nessun livello di IA {name}; scegli tra {levels}</translation>
    </message>
    <message>
        <source>no certificate or key file at {path}</source>
        <translation>nessun file di certificato o di chiave in {path}</translation>
    </message>
    <message>
        <source>one AI level against itself, sides rotated: win rate of each side</source>
        <translation>un livello di IA contro sé stesso, lati alternati: percentuale di vittoria di ogni lato</translation>
    </message>
    <message>
        <source>one of: {games}</source>
        <translation>uno tra: {games}</translation>
    </message>
    <message>
        <source>only this game</source>
        <translation>solo questo gioco</translation>
    </message>
    <message>
        <source>opponent: {levels} or human for hot-seat (default club)</source>
        <translation>avversario: {levels} o human per giocare a turno (predefinito club)</translation>
    </message>
    <message>
        <source>play in the terminal against the AI or hot-seat</source>
        <translation>giocare nel terminale contro l&apos;IA o a turno</translation>
    </message>
    <message>
        <source>play this pairing of decks, sides rotated, instead of the game&apos;s own rotation, e.g. --pair roman,roman@Sworn bands (repeatable; Audatia and Barditus)</source>
        <translation>giocare questo abbinamento di mazzi, con i lati alternati, invece della rotazione propria del gioco, es. --pair roman,roman@Sworn bands (ripetibile; Audatia e Barditus)</translation>
    </message>
    <message>
        <source>processes, 1 to {most} (default 2)</source>
        <translation>processi, da 1 a {most} (predefinito 2)</translation>
    </message>
    <message>
        <source>run each match as a task on the Dask scheduler at ADDRESS (e.g. tcp://192.168.1.20:8786, or tls://HOST:PORT with the files below) instead of --jobs local processes. The cluster can run any code in Salle: use only machines you trust</source>
        <translation>giocare ogni partita come un task sullo scheduler Dask di ADDRESS (ad es. tcp://192.168.1.20:8786, o tls://HOST:PORT con i file qui sotto) invece che in --jobs processi locali. Il cluster può eseguire qualsiasi codice in Salle: usa solo macchine di cui ti fidi</translation>
    </message>
    <message>
        <source>salle arena: the sequential test needs SciPy: pip install scipy (or Salle&apos;s extra: pip install &apos;salle[strength]&apos;)</source>
        <translation>salle arena: il test sequenziale richiede SciPy: pip install scipy (o l&apos;extra di Salle: pip install &apos;salle[strength]&apos;)</translation>
    </message>
    <message>
        <source>salle arena: this copy of Salle came from its installer, which leaves out SciPy, which the sequential test needs: to run it, run Salle from its source folder or install it with pip and its strength extra</source>
        <translation>salle arena: questa copia di Salle viene dal suo programma di installazione, che lascia fuori SciPy, necessario al test sequenziale: per eseguirlo, avvia Salle dalla sua cartella dei sorgenti o installalo con pip e il suo extra strength</translation>
    </message>
    <message>
        <source>salle {command}: the card data is damaged: {problem}</source>
        <translation>salle {command}: i dati delle carte sono danneggiati: {problem}</translation>
    </message>
    <message>
        <source>seat {seat} won</source>
        <translation>ha vinto il posto {seat}</translation>
    </message>
    <message>
        <source>show Salle&apos;s version and exit (alone: no command with it)</source>
        <translation>mostrare la versione di Salle e uscire (da sola: senza alcun comando)</translation>
    </message>
    <message>
        <source>show each action&apos;s notation beside its words</source>
        <translation>mostrare la notazione di ogni azione accanto alle sue parole</translation>
    </message>
    <message>
        <source>the AI level (default master)</source>
        <translation>il livello dell&apos;IA (predefinito master)</translation>
    </message>
    <message>
        <source>the AI level playing both sides (default master)</source>
        <translation>il livello di IA che gioca entrambi i lati (predefinito master)</translation>
    </message>
    <message>
        <source>the certificate authority (PEM) of a cluster secured with TLS</source>
        <translation>l&apos;autorità di certificazione (PEM) di un cluster protetto con TLS</translation>
    </message>
    <message>
        <source>the language of Salle&apos;s words: {codes} (default: the locale&apos;s)</source>
        <translation>la lingua di Salle: {codes} (predefinita: quella della localizzazione)</translation>
    </message>
    <message>
        <source>the level whose search budget weighs the moves (default master, the hint&apos;s)</source>
        <translation>il livello il cui budget di ricerca pesa le mosse (predefinito master, quello del suggerimento)</translation>
    </message>
    <message>
        <source>the private key (PEM) of that certificate, if it is not in the certificate&apos;s file</source>
        <translation>la chiave privata (PEM) di quel certificato, se non è nel file del certificato</translation>
    </message>
    <message>
        <source>the run&apos;s seed, 0 to {most} (default 1)</source>
        <translation>il seme della serie, da 0 a {most} (predefinito 1)</translation>
    </message>
    <message>
        <source>this computer&apos;s certificate (PEM) for that cluster, signed by its authority</source>
        <translation>il certificato (PEM) di questo computer per quel cluster, firmato dalla sua autorità</translation>
    </message>
    <message>
        <source>write each match&apos;s result to FILE as it ends; the same command with the same FILE goes on where a stopped run left off (and a larger -n plays only the new matches)</source>
        <translation>scrive il risultato di ogni partita in FILE appena finisce; lo stesso comando con lo stesso FILE riprende una serie interrotta da dove si era fermata (e un -n più grande gioca solo le partite nuove)</translation>
    </message>
    <message>
        <source>your finished games and your record against each AI</source>
        <translation>le tue partite concluse e il tuo bilancio contro ogni IA</translation>
    </message>
    <message>
        <source>your seat; seat 0 opens</source>
        <translation>il tuo posto; il posto 0 apre</translation>
    </message>
    <message>
        <source>{game}, seed {seed}. Type ? for the notation.</source>
        <translation>{game}, seme {seed}. Scrivi ? per la notazione.</translation>
    </message>
    <message>
        <source>{level} game</source>
        <translation>partita {level}</translation>
    </message>
    <message>
        <source>{number} must be at least {least}</source>
        <translation>{number} deve essere almeno {least}</translation>
    </message>
    <message>
        <source>{number} must be at most {most}</source>
        <translation>{number} deve essere al massimo {most}</translation>
    </message>
    <message>
        <source>{text} is not a whole number</source>
        <translation>{text} non è un numero intero</translation>
    </message>
    <message>
        <source>{text}: ELO0 must be below ELO1</source>
        <translation>{text}: ELO0 deve essere minore di ELO1</translation>
    </message>
    <message>
        <source>{text}: each Elo must be from -{most} to {most}</source>
        <translation>{text}: ogni Elo deve essere tra -{most} e {most}</translation>
    </message>
    <message>
        <source>{text}: give ELO0,ELO1, two Elo differences, e.g. 0,30</source>
        <translation>{text}: indica ELO0,ELO1, due differenze di Elo, ad es. 0,30</translation>
    </message>
    <message>
        <source>{text}: write a pairing as DECK,DECK</source>
        <translation>{text}: scrivi un abbinamento come MAZZO,MAZZO</translation>
    </message>
    <message>
        <source>{text}: write an option as NAME=VALUE</source>
        <translation>{text}: scrivi un&apos;opzione come NOME=VALORE</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>It is your only move.</source>
        <translation>È la tua unica mossa.</translation>
    </message>
    <message>
        <source>It is your only move; the {level}&apos;s search gives you about {percent} to win.</source>
        <translation>È la tua unica mossa; la ricerca di {level} ti dà circa il {percent} di vincere.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search cannot tell this move from the next best, {rival}: about {percent} to win after either.</source>
        <translation>La ricerca di {level} non distingue questa mossa dalla migliore successiva, {rival}: circa il {percent} di vincere dopo l&apos;una o l&apos;altra.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search gives you about {percent} to win after this move.</source>
        <translation>La ricerca di {level} ti dà circa il {percent} di vincere dopo questa mossa.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search gives you about {percent} to win after this move; after the next best, {rival}, about {rival_percent}.</source>
        <translation>La ricerca di {level} ti dà circa il {percent} di vincere dopo questa mossa; dopo la migliore successiva, {rival}, circa il {rival_percent}.</translation>
    </message>
</context>
<context>
    <name>Competitions</name>
    <message>
        <source>a Salle competition</source>
        <translation>una gara di Salle</translation>
    </message>
    <message>
        <source>{problem} (it is not a readable competition, so it is not overwritten)</source>
        <translation>{problem} (non è una gara leggibile, quindi non viene sovrascritta)</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Open log folder</source>
        <translation>Apri la cartella dei log</translation>
    </message>
    <message>
        <source>Salle could not open its log in this run; the details went to standard error.</source>
        <translation>Salle non ha potuto aprire il suo log in questa esecuzione; i dettagli sono finiti nello standard error.</translation>
    </message>
    <message>
        <source>Salle&apos;s log is in
{folder}</source>
        <translation>Il log di Salle è in
{folder}</translation>
    </message>
    <message>
        <source>Something went wrong inside Salle ({error}).

{where}

Salle may go on, but it is safest to save your game and start it again.</source>
        <translation>Qualcosa è andato storto dentro Salle ({error}).

{where}

Salle può continuare, ma la cosa più sicura è salvare la partita e riavviarlo.</translation>
    </message>
    <message>
        <source>The details are in the log:
{file}</source>
        <translation>I dettagli sono nel log:
{file}</translation>
    </message>
</context>
<context>
    <name>DataFileError</name>
    <message>
        <source>card {card}</source>
        <translation>carta {card}</translation>
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
        <translation>Salle non può tenere il suo registro in {path}: {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep what it has worked out in {path}: {reason}.</source>
        <translation>Salle non può tenere i suoi calcoli in {path}: {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep your saves and practice history in {path}: {reason}.</source>
        <translation>Salle non può tenere i tuoi salvataggi e lo storico degli allenamenti in {path}: {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep your settings in {path}: {reason}.</source>
        <translation>Salle non può tenere le tue impostazioni in {path}: {reason}.</translation>
    </message>
    <message>
        <source>the folder is not there (is its disk plugged in?)</source>
        <translation>la cartella non c&apos;è (il suo disco è collegato?)</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>Fencer {number}</source>
        <translation>Schermidore {number}</translation>
    </message>
</context>
<context>
    <name>GameState</name>
    <message>
        <source>{action}: not now</source>
        <translation>{action}: non ora</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>a history database</source>
        <translation>un database dello storico</translation>
    </message>
    <message>
        <source>cannot be opened: {error}</source>
        <translation>non si può aprire: {error}</translation>
    </message>
    <message>
        <source>cannot be read or written: the disk reported an error ({error})</source>
        <translation>non si può leggere né scrivere: il disco ha segnalato un errore ({error})</translation>
    </message>
    <message>
        <source>cannot be written: the disk is full ({error})</source>
        <translation>non si può scrivere: il disco è pieno ({error})</translation>
    </message>
    <message>
        <source>is a SQLite database of another program, not a Salle history; it is left as it is</source>
        <translation>è un database SQLite di un altro programma, non uno storico di Salle; viene lasciato com&apos;è</translation>
    </message>
    <message>
        <source>is busy: another Salle is using it; try again in a moment ({error})</source>
        <translation>è occupato: un altro Salle lo sta usando; riprova tra un momento ({error})</translation>
    </message>
    <message>
        <source>is damaged or busy: {error}</source>
        <translation>è danneggiato o occupato: {error}</translation>
    </message>
    <message>
        <source>is damaged: SQLite cannot read its table of contents</source>
        <translation>è danneggiato: SQLite non riesce a leggerne l&apos;indice</translation>
    </message>
    <message>
        <source>is damaged: {error}</source>
        <translation>è danneggiato: {error}</translation>
    </message>
    <message>
        <source>is not a SQLite database, so not a Salle history; it is left as it is</source>
        <translation>non è un database SQLite, quindi non è uno storico di Salle; viene lasciato com&apos;è</translation>
    </message>
    <message>
        <source>is read-only, so games cannot be added to it ({error})</source>
        <translation>è di sola lettura, quindi non vi si possono aggiungere partite ({error})</translation>
    </message>
    <message>
        <source>was made by a newer Salle (history version {version}; this Salle reads up to {newest}); it is left as it is</source>
        <translation>è stato creato da un Salle più recente (versione dello storico {version}; questo Salle legge fino alla {newest}); viene lasciato com&apos;è</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n game(s) in the history could not be read and left out ({problem}). The file is left as it is.</source>
        <translation>
            <numerusform>%n partita dello storico non si è potuta leggere ed è stata esclusa ({problem}). Il file resta com&apos;è.</numerusform>
            <numerusform>%n partite dello storico non si sono potute leggere e sono state escluse ({problem}). Il file resta com&apos;è.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Ri&amp;vedi</translation>
    </message>
    <message>
        <source>AI ({level})</source>
        <translation>IA ({level})</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abbandonata</translation>
    </message>
    <message>
        <source>Abandoned at {score}</source>
        <translation>Abbandonata sul {score}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Pareggi</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Fencers</source>
        <translation>Schermidori</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>No games yet against the computer.</source>
        <translation>Ancora nessuna partita contro il computer.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Practice history</source>
        <translation>Storico degli allenamenti</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Anal&amp;isi…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Step through the chosen game on the table</source>
        <translation>Ripercorri la partita scelta sul tavolo, mossa per mossa</translation>
    </message>
    <message>
        <source>The AI&apos;s judgement of each of your decisions in the chosen game</source>
        <translation>Il giudizio dell&apos;IA su ciascuna delle tue decisioni nella partita scelta</translation>
    </message>
    <message>
        <source>The practice history cannot be shown.
{problem}</source>
        <translation>Lo storico degli allenamenti non si può mostrare.
{problem}</translation>
    </message>
    <message>
        <source>This game was recorded before Salle kept the deal with the moves, so it cannot be replayed.</source>
        <translation>Questa partita è stata registrata prima che Salle conservasse la distribuzione con le mosse, quindi non si può rivedere.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Hai vinto</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>Ha vinto {name}</translation>
    </message>
    <message>
        <source>{player} against the computer, game by game</source>
        <translation>{player} contro il computer, gioco per gioco</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>a run journal</source>
        <translation>un diario di serie</translation>
    </message>
    <message>
        <source>cannot be read: {error}</source>
        <translation>non si può leggere: {error}</translation>
    </message>
    <message>
        <source>cannot be written: {error}</source>
        <translation>non si può scrivere: {error}</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>manca</translation>
    </message>
    <message>
        <source>is not JSON ({error})</source>
        <translation>non è JSON ({error})</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>riga {line}</translation>
    </message>
    <message>
        <source>must be a JSON table</source>
        <translation>deve essere una tabella JSON</translation>
    </message>
    <message>
        <source>must be a table of the match&apos;s result</source>
        <translation>deve essere una tabella con il risultato della partita</translation>
    </message>
    <message>
        <source>the journal&apos;s run has {theirs}, this run {ours}; give a new file or run the journal&apos;s command again</source>
        <translation>la serie del diario ha {theirs}, questa serie {ours}; indica un file nuovo o esegui di nuovo il comando del diario</translation>
    </message>
    <message>
        <source>there is no folder {folder} to keep it in; make it first, or give a file in a folder that is there</source>
        <translation>non c&apos;è una cartella {folder} in cui tenerlo; creala prima, o indica un file in una cartella che esiste</translation>
    </message>
    <message>
        <source>this is not a Salle run journal; give a new file or the journal of this run</source>
        <translation>questo non è un diario di serie di Salle; indica un file nuovo o il diario di questa serie</translation>
    </message>
    <message>
        <source>written by another version of Salle ({version}); give a new file</source>
        <translation>scritto da un&apos;altra versione di Salle ({version}); indica un file nuovo</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <source>Leave</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Lezione successiva</translation>
    </message>
    <message>
        <source>Play the Novice</source>
        <translation>Gioca contro Novice</translation>
    </message>
</context>
<context>
    <name>LessonMatch</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>Read the lesson, then press Next.</source>
        <translation>Leggi la lezione, poi premi Avanti.</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>La lezione è finita.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>A guided first game shows you the rules of {game} on the table, one move at a time. You can always find it under Help ▸ {menu}</source>
        <translation>Una prima partita guidata ti mostra le regole di {game} sul tavolo, una mossa alla volta. La trovi sempre in Aiuto ▸ {menu}</translation>
    </message>
    <message>
        <source>Learn it</source>
        <translation>Impara</translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation>Impara {game}</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Lesson complete.</source>
        <translation>Lezione completata.</translation>
    </message>
    <message>
        <source>Lesson complete: {lesson}</source>
        <translation>Lezione completata: {lesson}</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>Lezione: {title}</translation>
    </message>
    <message>
        <source>New to {game}</source>
        <translation>Nuovo a {game}</translation>
    </message>
    <message>
        <source>New to {game}?</source>
        <translation>Nuovo a {game}?</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>No lesson of this game can be played: a lesson file is damaged</source>
        <translation>Nessuna lezione di questo gioco si può giocare: un file di lezione è danneggiato</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>No, grazie</translation>
    </message>
    <message>
        <source>Well done. Next: {lesson}. Or try a real game against the Novice.</source>
        <translation>Ben fatto. Prossima: {lesson}. Oppure prova una partita vera contro Novice.</translation>
    </message>
    <message>
        <source>Well done. That was the last lesson of this game. Or try a real game against the Novice.</source>
        <translation>Ben fatto. Era l&apos;ultima lezione di questo gioco. Oppure prova una partita vera contro Novice.</translation>
    </message>
    <message>
        <source>salle: a lesson of {game} cannot be played: {problem}</source>
        <translation>salle: una lezione di {game} non si può giocare: {problem}</translation>
    </message>
    <message>
        <source>{game} — {lesson} (step {step} of {steps})</source>
        <translation>{game} — {lesson} (passo {step} di {steps})</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Master (29 November 2026)</source>
        <translation>Maestro (29 novembre 2026)</translation>
    </message>
    <message>
        <source>Master (November 2026)</source>
        <translation>Maestro (novembre 2026)</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Caso</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>aggressivo</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>prudente</translation>
    </message>
    <message>
        <source>counter-attacker</source>
        <translation>contrattaccante</translation>
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

Non è stato possibile mettere da parte il file ({problem}); resta com&apos;è.</translation>
    </message>
    <message>
        <source>

The file was kept as {file}; your next game is autosaved as usual.</source>
        <translation>

Il file è stato conservato come {file}; la tua prossima partita viene salvata automaticamente come sempre.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n mossa giocata</numerusform>
            <numerusform>%n mosse giocate</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;About Salle</source>
        <translation>&amp;Informazioni su Salle</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Velocità delle &amp;animazioni</translation>
    </message>
    <message>
        <source>&amp;Balance…</source>
        <translation>&amp;Bilanciamento…</translation>
    </message>
    <message>
        <source>&amp;Card sets…</source>
        <translation>Set &amp;di carte…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Su&amp;ggerimento</translation>
    </message>
    <message>
        <source>&amp;Keys on the table</source>
        <translation>&amp;Tasti del tavolo</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Carica…</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Tavolozza</translation>
    </message>
    <message>
        <source>&amp;Print proofs…</source>
        <translation>Stampa &amp;bozze…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Resume last game</source>
        <translation>&amp;Riprendi l&apos;ultima partita</translation>
    </message>
    <message>
        <source>&amp;Rules of this game…</source>
        <translation>&amp;Regole di questo gioco…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Salva…</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Suono</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>A folder for your saves and practice history</source>
        <translation>Una cartella per i tuoi salvataggi e lo storico degli allenamenti</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it? It goes into your practice history as abandoned, neither won nor lost.</source>
        <translation>C&apos;è una partita in corso. Abbandonarla? Entrerà nel tuo storico degli allenamenti come abbandonata, né vinta né persa.</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Abbandonala</translation>
    </message>
    <message>
        <source>An unfinished game was found: {game}, {moves}{score}. It was saved on {when}.

Resume it?</source>
        <translation>È stata trovata una partita non conclusa: {game}, {moves}{score}. È stata salvata il {when}.

Riprenderla?</translation>
    </message>
    <message>
        <source>Choose a folder…</source>
        <translation>Scegli una cartella…</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Scegli un&apos;altra cartella…</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scura</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Hide the side panel</source>
        <translation>Nascondi il pannello laterale</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Suggerimento: {move}</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiara</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Carica partita</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>No sound on this computer: {reason}</source>
        <translation>Nessun suono su questo computer: {reason}</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivate</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Apri la cartella dei &amp;log</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Gioca senza salvare</translation>
    </message>
    <message>
        <source>Practice &amp;history…</source>
        <translation>S&amp;torico degli allenamenti…</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Basso</translation>
    </message>
    <message>
        <source>Re&amp;play a save…</source>
        <translation>Ri&amp;vedi una partita salvata…</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Rivedi una partita salvata</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Salvata in {file}.</translation>
    </message>
    <message>
        <source>Show the &amp;notation</source>
        <translation>Mostra la &amp;notazione</translation>
    </message>
    <message>
        <source>Show the side panel</source>
        <translation>Mostra il pannello laterale</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Pannello laterale</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>&amp;Volume del suono</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Di sistema</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua di sistema</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>L&apos;IA sta pensando…</translation>
    </message>
    <message>
        <source>The Master is thinking…</source>
        <translation>Master sta pensando…</translation>
    </message>
    <message>
        <source>The card set of the last game cannot be found ({problem}): this game is played with the shipped cards.</source>
        <translation>Il set di carte dell&apos;ultima partita non si trova ({problem}): questa partita si gioca con le carte incluse.</translation>
    </message>
    <message>
        <source>The card set {name} of the last game has a fault ({problem}): this game is played with the shipped cards.</source>
        <translation>Il set di carte {name} dell&apos;ultima partita ha un difetto ({problem}): questa partita si gioca con le carte incluse.</translation>
    </message>
    <message>
        <source>The game was not saved.

{problem}</source>
        <translation>La partita non è stata salvata.

{problem}</translation>
    </message>
    <message>
        <source>The last game&apos;s settings could not be used ({problem}); starting a new one.</source>
        <translation>Non è stato possibile usare le impostazioni dell&apos;ultima partita ({problem}); ne inizia una nuova.</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Non c’è nessuna partita in sospeso da riprendere.</translation>
    </message>
    <message>
        <source>This game cannot be replayed.

{problem}</source>
        <translation>Questa partita non si può rivedere.

{problem}</translation>
    </message>
    <message>
        <source>This game cannot be resumed.

{problem}</source>
        <translation>Questa partita non si può riprendere.

{problem}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Your old settings file held a value Salle could not use; it was kept as {file}.</source>
        <translation>Il tuo vecchio file di impostazioni conteneva un valore che Salle non poteva usare; è stato conservato come {file}.</translation>
    </message>
    <message>
        <source>Your saves and practice history are kept in {folder} for this session only: the settings could not be saved, so Salle will not remember this folder.</source>
        <translation>I tuoi salvataggi e lo storico degli allenamenti sono conservati in {folder} solo per questa sessione: le impostazioni non si sono potute salvare, quindi Salle non ricorderà questa cartella.</translation>
    </message>
    <message>
        <source>Your saves and practice history are kept in {folder} from now on.</source>
        <translation>D&apos;ora in poi i tuoi salvataggi e lo storico degli allenamenti sono conservati in {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved: {problem}</source>
        <translation>Non è stato possibile salvare le tue impostazioni: {problem}</translation>
    </message>
    <message>
        <source>last_game must be a JSON object</source>
        <translation>last_game deve essere un oggetto JSON</translation>
    </message>
    <message>
        <source>last_game.seats must be a list of two seats</source>
        <translation>last_game.seats deve essere un elenco di due posti</translation>
    </message>
    <message>
        <source>the {game} game of {first} and {second}</source>
        <translation>la partita di {game} di {first} e {second}</translation>
    </message>
    <message>
        <source>your {game} game against {opponent}</source>
        <translation>la tua partita di {game} contro {opponent}</translation>
    </message>
    <message>
        <source>{date} at {time}</source>
        <translation>{date} alle {time}</translation>
    </message>
    <message>
        <source>{game} &amp;scenarios</source>
        <translation>Scenar&amp;i di {game}</translation>
    </message>
    <message>
        <source>{problem}

Choose another folder, or play on without saving.</source>
        <translation>{problem}

Scegli un&apos;altra cartella oppure continua a giocare senza salvare.</translation>
    </message>
    <message>
        <source>{problem}

You can play, but games will not be autosaved and finished games will not be added to your practice history. You can choose another folder for them.</source>
        <translation>{problem}

Puoi giocare, ma le partite non verranno salvate automaticamente e quelle concluse non entreranno nel tuo storico degli allenamenti. Puoi scegliere un&apos;altra cartella per loro.</translation>
    </message>
    <message>
        <source>{problem} Games are not autosaved and not added to the practice history.</source>
        <translation>{problem} Le partite non vengono salvate automaticamente né aggiunte allo storico degli allenamenti.</translation>
    </message>
    <message>
        <source>{problem} What you change in this session is not kept.</source>
        <translation>{problem} Ciò che cambi in questa sessione non verrà conservato.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>A card was drawn: taking the move back would show what the deck holds next.</source>
        <translation>È stata pescata una carta: annullare la mossa mostrerebbe cosa c’è dopo nel mazzo.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Un suggerimento è solo per il tuo turno.</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Salvataggio automatico non riuscito: {problem}</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>Salle failed while opening it ({error})</source>
        <translation>Salle ha avuto un errore aprendolo ({error})</translation>
    </message>
    <message>
        <source>Salle failed while writing it ({error})</source>
        <translation>Salle ha avuto un errore scrivendolo ({error})</translation>
    </message>
    <message>
        <source>The autosave file could not be read ({damage}). It was kept as {kept}, and this game is autosaved again.</source>
        <translation>Il salvataggio automatico non era leggibile ({damage}). È stato tenuto come {kept} e questa partita viene di nuovo salvata automaticamente.</translation>
    </message>
    <message>
        <source>The dice were rolled: taking the move back would tell you the next rolls.</source>
        <translation>I dadi sono stati tirati: annullare la mossa ti rivelerebbe i prossimi lanci.</translation>
    </message>
    <message>
        <source>The finished game&apos;s autosave could not be removed: {reason}; Salle may offer to resume it.</source>
        <translation>Il salvataggio automatico della partita finita non si è potuto rimuovere: {reason}; Salle potrebbe proporre di riprenderla.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Non hai nessuna mossa da annullare.</translation>
    </message>
    <message>
        <source>This game is not autosaved. {problem}</source>
        <translation>Questa partita non viene salvata automaticamente. {problem}</translation>
    </message>
    <message>
        <source>This game is not autosaved: {problem} Save it with Game ▸ Save… to keep it.</source>
        <translation>Questa partita non viene salvata automaticamente: {problem} Salvala con Partita ▸ Salva… per tenerla.</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>non è il tuo turno</translation>
    </message>
    <message>
        <source>no AI level {level}</source>
        <translation>nessun livello di IA {level}</translation>
    </message>
    <message>
        <source>{failed}; the details are in the log, {file}</source>
        <translation>{failed}; i dettagli sono nel log, {file}</translation>
    </message>
    <message>
        <source>{file} holds the game of another Salle that is running with the same folder ({folder}); it is left to that Salle.</source>
        <translation>{file} contiene la partita di un altro Salle in esecuzione con la stessa cartella ({folder}); viene lasciato a quel Salle.</translation>
    </message>
    <message>
        <source>{problem}. The AI cannot move; save the game and restart Salle.</source>
        <translation>{problem}. L’IA non può muovere; salva la partita e riavvia Salle.</translation>
    </message>
    <message>
        <source>{problem}; trying again.</source>
        <translation>{problem}; nuovo tentativo.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>A person at this computer, or the computer at one of its levels</source>
        <translation>Una persona a questo computer, o il computer a uno dei suoi livelli</translation>
    </message>
    <message>
        <source>Both players share one deck, so a game plays one card set.</source>
        <translation>I due giocatori condividono un mazzo, quindi una partita si gioca con un solo set di carte.</translation>
    </message>
    <message>
        <source>Car&amp;ds</source>
        <translation>Ca&amp;rte</translation>
    </message>
    <message>
        <source>Cards of {option}</source>
        <translation>Carte di {option}</translation>
    </message>
    <message>
        <source>Fi&amp;xed seed</source>
        <translation>S&amp;eme fisso</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation>No&amp;me</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>The card set {name} has no deck {deck}</source>
        <translation>Il set di carte {name} non ha il mazzo {deck}</translation>
    </message>
    <message>
        <source>The cards of this deck: the game&apos;s own, or a card set of yours</source>
        <translation>Le carte di questo mazzo: quelle del gioco o un tuo set di carte</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card set of yours (Game ▸ Card sets…)</source>
        <translation>Le carte proprie del gioco, o un tuo set di carte (Partita ▸ Set di carte…)</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: to replay a game, or to report a problem. Unchecked, every game is dealt at random.</source>
        <translation>Lo stesso seme distribuisce le stesse carte: per rigiocare una partita o per segnalare un problema. Se non è spuntato, ogni partita viene distribuita a caso.</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Le carte incluse</translation>
    </message>
    <message>
        <source>{name} (the AI)</source>
        <translation>{name} (l&apos;IA)</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (tu)</translation>
    </message>
    <message>
        <source>{seat} needs a name</source>
        <translation>{seat} ha bisogno di un nome</translation>
    </message>
</context>
<context>
    <name>NewSetDialog</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Origine</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>New card set</source>
        <translation>Nuovo set di carte</translation>
    </message>
    <message>
        <source>{game}: every deck</source>
        <translation>{game}: tutti i mazzi</translation>
    </message>
</context>
<context>
    <name>Proofs</name>
    <message>
        <source>a {w}x{h} mm card with {bleed} mm bleed does not fit on this paper</source>
        <translation>una carta di {w}x{h} mm con {bleed} mm di abbondanza non sta su questa carta</translation>
    </message>
    <message>
        <source>an ICC profile</source>
        <translation>un profilo ICC</translation>
    </message>
    <message>
        <source>backs</source>
        <translation>retri</translation>
    </message>
    <message>
        <source>bleed: {bleed} mm is outside 0-5 mm</source>
        <translation>abbondanza: {bleed} mm è fuori da 0-5 mm</translation>
    </message>
    <message>
        <source>card set {name}</source>
        <translation>set di carte {name}</translation>
    </message>
    <message>
        <source>card size {text}: use poker, bridge, mini or WxH in mm (e.g. 70x120)</source>
        <translation>formato carta {text}: usa poker, bridge, mini o LxA in mm (es. 70x120)</translation>
    </message>
    <message>
        <source>card size: {w}x{h} mm is outside 20x20 to 200x280 mm</source>
        <translation>formato carta: {w}x{h} mm è fuori da 20x20 a 200x280 mm</translation>
    </message>
    <message>
        <source>cards {first}-{last} of {count}</source>
        <translation>carte {first}-{last} di {count}</translation>
    </message>
    <message>
        <source>duplex: {duplex} is not one of {choices}</source>
        <translation>fronte-retro: {duplex} non è tra {choices}</translation>
    </message>
    <message>
        <source>fold here</source>
        <translation>piegare qui</translation>
    </message>
    <message>
        <source>fronts</source>
        <translation>fronti</translation>
    </message>
    <message>
        <source>no card {card} in {game}</source>
        <translation>nessuna carta {card} in {game}</translation>
    </message>
    <message>
        <source>page {number}/{total}</source>
        <translation>pagina {number}/{total}</translation>
    </message>
    <message>
        <source>paper: {paper} is not one of {papers}</source>
        <translation>foglio: {paper} non è tra {papers}</translation>
    </message>
    <message>
        <source>{board} — tile {tile} of {tiles}. Glue the next tile over the shaded strip, matching the crosshairs.</source>
        <translation>{board} — pezzo {tile} di {tiles}. Incolla il pezzo successivo sulla striscia grigia, facendo combaciare i mirini.</translation>
    </message>
    <message>
        <source>{file}: a {space} profile; a CMYK profile is needed</source>
        <translation>{file}: un profilo {space}; serve un profilo CMYK</translation>
    </message>
    <message>
        <source>{file}: not an ICC profile ({problem})</source>
        <translation>{file}: non è un profilo ICC ({problem})</translation>
    </message>
    <message>
        <source>{game} — print and play</source>
        <translation>{game} — da stampare e giocare</translation>
    </message>
</context>
<context>
    <name>ProofsCli</name>
    <message>
        <source>an empty name names no file</source>
        <translation>un nome vuoto non indica alcun file</translation>
    </message>
    <message>
        <source>an empty name names nothing</source>
        <translation>un nome vuoto non indica nulla</translation>
    </message>
    <message>
        <source>argument --deck: {game} has no deck {deck}; its decks: {decks}</source>
        <translation>argomento --deck: {game} non ha il mazzo {deck}; i suoi mazzi: {decks}</translation>
    </message>
    <message>
        <source>bleed must be 0 to {most} mm, not {text}</source>
        <translation>l’abbondanza deve essere da 0 a {most} mm, non {text}</translation>
    </message>
    <message>
        <source>no ICC profile at {path}</source>
        <translation>nessun profilo ICC in {path}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>print the cards in this language: {codes} (default: the language Salle shows its words in)</source>
        <translation>stampa le carte in questa lingua: {codes} (predefinita: la lingua in cui Salle mostra i suoi testi)</translation>
    </message>
    <message>
        <source>the safe zone must be 0 to {most} mm, not {text}</source>
        <translation>la zona di sicurezza deve essere da 0 a {most} mm, non {text}</translation>
    </message>
    <message>
        <source>there is no folder {folder}; make it first, or give a path in a folder that is there</source>
        <translation>non c’è una cartella {folder}; creala prima, o indica un percorso in una cartella che esiste</translation>
    </message>
    <message>
        <source>{code} is not a language of the cards; choose {choices}</source>
        <translation>{code} non è una lingua delle carte; scegli {choices}</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} è un file, non una cartella</translation>
    </message>
    <message>
        <source>{path} is a folder; give a file name for the PDF</source>
        <translation>{path} è una cartella; indica un nome di file per il PDF</translation>
    </message>
    <message>
        <source>{path} is there already and is not a PDF; Salle does not write over it: give another name</source>
        <translation>{path} esiste già e non è un PDF; Salle non lo sovrascrive: indica un altro nome</translation>
    </message>
    <message>
        <source>{path} is there already and is not a folder</source>
        <translation>{path} esiste già e non è una cartella</translation>
    </message>
    <message>
        <source>{text} is not a number of millimetres</source>
        <translation>{text} non è un numero di millimetri</translation>
    </message>
    <message>
        <source>{text}: copies must be a whole number from {least} to {most}</source>
        <translation>{text}: le copie devono essere un numero intero da {least} a {most}</translation>
    </message>
    <message>
        <source>{text}: each of X and Y must be from -{most} to {most} mm</source>
        <translation>{text}: X e Y devono essere ciascuno tra -{most} e {most} mm</translation>
    </message>
    <message>
        <source>{text}: give X,Y in millimetres, e.g. 0.5,-0.3</source>
        <translation>{text}: indica X,Y in millimetri, es. 0.5,-0.3</translation>
    </message>
    <message>
        <source>{text}: give card ids separated by commas, none of them empty</source>
        <translation>{text}: indica id di carte separati da virgole, nessuno vuoto</translation>
    </message>
</context>
<context>
    <name>ProofsDialog</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n foglio</numerusform>
            <numerusform>%n fogli</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Bleed</source>
        <translation>&amp;Abbondanza</translation>
    </message>
    <message>
        <source>&amp;Copies of each card</source>
        <translation>&amp;Copie di ogni carta</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Mazzo</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Landscape</source>
        <translation>&amp;Orizzontale</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Carta</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Salva PDF…</translation>
    </message>
    <message>
        <source>All decks</source>
        <translation>Tutti i mazzi</translation>
    </message>
    <message>
        <source>B&amp;acks</source>
        <translation>&amp;Dorsi</translation>
    </message>
    <message>
        <source>Back offset x, y</source>
        <translation>Spostamento dei dorsi x, y</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>Ca&amp;rds</source>
        <translation>Ca&amp;rte</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>&amp;Formato delle carte</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzato</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Formato personalizzato</translation>
    </message>
    <message>
        <source>Duplex, long-edge flip</source>
        <translation>Fronte-retro, lato lungo</translation>
    </message>
    <message>
        <source>Duplex, short-edge flip</source>
        <translation>Fronte-retro, lato corto</translation>
    </message>
    <message>
        <source>Export &amp;images…</source>
        <translation>Esporta &amp;immagini…</translation>
    </message>
    <message>
        <source>Export card images</source>
        <translation>Esporta le immagini delle carte</translation>
    </message>
    <message>
        <source>Export images</source>
        <translation>Esporta immagini</translation>
    </message>
    <message>
        <source>Fold-over</source>
        <translation>Da piegare</translation>
    </message>
    <message>
        <source>Lan&amp;guage of the cards</source>
        <translation>&amp;Lingua delle carte</translation>
    </message>
    <message>
        <source>Mini</source>
        <translation>Mini</translation>
    </message>
    <message>
        <source>No backs</source>
        <translation>Senza dorsi</translation>
    </message>
    <message>
        <source>One image per card face and back, with the bleed, for print-on-demand shops</source>
        <translation>Un&apos;immagine per fronte e dorso, con l&apos;abbondanza, per le tipografie su richiesta</translation>
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
        <translation>Stampa prove</translation>
    </message>
    <message>
        <source>Print the &amp;boards too</source>
        <translation>Stampa anche i &amp;tabelloni</translation>
    </message>
    <message>
        <source>Save proofs</source>
        <translation>Salva le prove</translation>
    </message>
    <message>
        <source>Sheet </source>
        <translation>Foglio </translation>
    </message>
    <message>
        <source>Show a safe-zone guide 3 mm inside</source>
        <translation>Mostra un margine di sicurezza di 3 mm</translation>
    </message>
    <message>
        <source>The PDF was not written.

{error}</source>
        <translation>Il PDF non è stato scritto.

{error}</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card set of yours (Game ▸ Card sets…)</source>
        <translation>Le carte proprie del gioco, o un tuo set di carte (Partita ▸ Set di carte…)</translation>
    </message>
    <message>
        <source>The images were not written.

{error}</source>
        <translation>Le immagini non sono state scritte.

{error}</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Le carte incluse</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Letter (USA)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to {folder}.</source>
        <translation>
            <numerusform>%n file scritto in {folder}.</numerusform>
            <numerusform>%n file scritti in {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote {file}: {sheets}, {cards}.</source>
        <translation>Scritto {file}: {sheets}, {cards}.</translation>
    </message>
    <message>
        <source>of {total}</source>
        <translation>di {total}</translation>
    </message>
    <message>
        <source>{game} proofs</source>
        <translation>Prove di {game}</translation>
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
            <numerusform>Installa il pacchetto con:</numerusform>
            <numerusform>Installa i %n pacchetti con:</numerusform>
        </translation>
    </message>
    <message>
        <source>Qt cannot open a window: its X11 (xcb) platform plugin needs {libraries}, which this system lacks.</source>
        <translation>Qt non può aprire una finestra: il suo plugin di piattaforma X11 (xcb) ha bisogno di {libraries}, che mancano in questo sistema.</translation>
    </message>
    <message>
        <source>Salle cannot open its table: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it from a desktop session, or play in the terminal ({command} play --help)</source>
        <translation>Salle non può aprire il suo tavolo: non c&apos;è uno schermo (né DISPLAY né WAYLAND_DISPLAY sono impostati); avvialo da una sessione desktop o gioca nel terminale ({command} play --help)</translation>
    </message>
    <message>
        <source>To find the package of {libraries}: apt-file search {first}</source>
        <translation>Per trovare il pacchetto di {libraries}: apt-file search {first}</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <source>0, 1 or null</source>
        <translation>0, 1 o null</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>un oggetto JSON</translation>
    </message>
    <message>
        <source>a die is to be rolled: send {roll} or play {die}</source>
        <translation>c’è un dado da tirare: invia {roll} o gioca {die}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una stringa</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>a whole number of at least 0</source>
        <translation>un numero intero di almeno 0</translation>
    </message>
    <message>
        <source>no die is to be rolled now</source>
        <translation>ora non c’è nessun dado da tirare</translation>
    </message>
    <message>
        <source>no game yet: send {new} or {load} first</source>
        <translation>ancora nessuna partita: invia prima {new} o {load}</translation>
    </message>
    <message>
        <source>one of {levels}</source>
        <translation>uno tra {levels}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>the line is empty: send one JSON object with a {field} per line</source>
        <translation>la riga è vuota: invia un oggetto JSON con un {field} per riga</translation>
    </message>
    <message>
        <source>the line is not JSON the referee reads: a number is too long</source>
        <translation>la riga non è JSON che l’arbitro legge: un numero è troppo lungo</translation>
    </message>
    <message>
        <source>the line is not JSON the referee reads: it nests too deeply</source>
        <translation>la riga non è JSON che l’arbitro legge: è annidata troppo a fondo</translation>
    </message>
    <message>
        <source>the line is not JSON: {reason}</source>
        <translation>la riga non è JSON: {reason}</translation>
    </message>
    <message>
        <source>the line is not UTF-8 text (byte {byte})</source>
        <translation>la riga non è testo UTF-8 (byte {byte})</translation>
    </message>
    <message>
        <source>the line must be a JSON object with a {field}, not {kind}</source>
        <translation>la riga deve essere un oggetto JSON con un {field}, non {kind}</translation>
    </message>
    <message>
        <source>the referee could not write its answer ({problem})</source>
        <translation>l’arbitro non ha potuto scrivere la risposta ({problem})</translation>
    </message>
    <message>
        <source>the referee failed on this line ({problem}); the game is unchanged; please report it</source>
        <translation>l’arbitro ha fallito su questa riga ({problem}); la partita è invariata; per favore segnalalo</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>{field}: give its notation as text or its structured form as an object, not {value}</source>
        <translation>{field}: dai la sua notazione come testo o la sua forma strutturata come oggetto, non {value}</translation>
    </message>
    <message>
        <source>{field}: is missing</source>
        <translation>{field}: manca</translation>
    </message>
    <message>
        <source>{field}: is missing; use one of {commands}</source>
        <translation>{field}: manca; usa uno tra {commands}</translation>
    </message>
    <message>
        <source>{field}: is not a field of {cmd} (it takes no other field)</source>
        <translation>{field}: non è un campo di {cmd} (non prende altri campi)</translation>
    </message>
    <message>
        <source>{field}: is not a field of {cmd} (it takes {fields})</source>
        <translation>{field}: non è un campo di {cmd} (prende {fields})</translation>
    </message>
    <message>
        <source>{field}: must be {wanted}, not {value}</source>
        <translation>{field}: deve essere {wanted}, non {value}</translation>
    </message>
    <message>
        <source>{field}: {value} is not a command; use one of {commands}</source>
        <translation>{field}: {value} non è un comando; usa uno tra {commands}</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} non è un numero JSON</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>This is a replay: its moves cannot be changed. Step through it with ← and → (Home, End).</source>
        <translation>Questo è un replay: le sue mosse non si possono cambiare. Scorrilo con ← e → (Home, Fine).</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>&amp;Close replay</source>
        <translation>&amp;Chiudi il replay</translation>
    </message>
    <message>
        <source>Export the whole game as a save</source>
        <translation>Esporta l&apos;intera partita come salvataggio</translation>
    </message>
    <message>
        <source>First move (Home)</source>
        <translation>Prima mossa (Home)</translation>
    </message>
    <message>
        <source>Hand: {name}</source>
        <translation>Mano: {name}</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Ultima mossa (Fine)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Mossa successiva (→)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Mossa precedente (←)</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Anal&amp;isi…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>The AI&apos;s judgement of each of your decisions, and the win-chance graph</source>
        <translation>Il giudizio dell&apos;IA su ciascuna delle tue decisioni e il grafico della probabilità di vittoria</translation>
    </message>
    <message>
        <source>Whose hand the table shows: the game is over, so either may be seen</source>
        <translation>Di chi è la mano che il tavolo mostra: la partita è finita, quindi si possono vedere entrambe</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>After move {move} of {moves} — {name}: {words}</source>
        <translation>Dopo la mossa {move} di {moves} — {name}: {words}</translation>
    </message>
    <message>
        <source>Replay: step through the game with ← and → (Home, End); the table takes no moves.</source>
        <translation>Replay: scorri la partita con ← e → (Home, Fine); il tavolo non accetta mosse.</translation>
    </message>
    <message>
        <source>Save the replayed game</source>
        <translation>Salva la partita rivista</translation>
    </message>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Inizio della partita (%n mossa)</numerusform>
            <numerusform>Inizio della partita (%n mosse)</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole game was saved to {file}.</source>
        <translation>L&apos;intera partita è stata salvata in {file}.</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>pareggio</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n errore grave</numerusform>
            <numerusform>%n errori gravi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n imprecisione</numerusform>
            <numerusform>%n imprecisioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v di %m decisioni</translation>
    </message>
    <message>
        <source>(The review was not kept in the practice history: {problem})</source>
        <translation>(L&apos;analisi non è stata conservata nello storico degli allenamenti: {problem})</translation>
    </message>
    <message>
        <source>(This game is not in the practice history, so its review is not kept.)</source>
        <translation>(Questa partita non è nello storico degli allenamenti, quindi la sua analisi non viene conservata.)</translation>
    </message>
    <message>
        <source>Better: {move} ({percent}%).</source>
        <translation>Meglio: {move} ({percent}%).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Click a point of the graph (or step to a move of yours) to see what the AI thought of it.</source>
        <translation>Fai clic su un punto del grafico (o vai a una tua mossa) per vedere che cosa ne pensava l&apos;IA.</translation>
    </message>
    <message>
        <source>Click a point of the graph to see that position on the table.</source>
        <translation>Fai clic su un punto del grafico per vedere quella posizione sul tavolo.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Move {number}, {name} to play: {move} ({chance}).</source>
        <translation>Mossa {number}, tocca a {name}: {move} ({chance}).</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>That was a blunder, {points} points lost.</source>
        <translation>È stato un errore grave: {points} punti persi.</translation>
    </message>
    <message>
        <source>That was a mistake, {points} points lost.</source>
        <translation>È stato un errore: {points} punti persi.</translation>
    </message>
    <message>
        <source>That was an inaccuracy, {points} points lost.</source>
        <translation>È stata un&apos;imprecisione: {points} punti persi.</translation>
    </message>
    <message>
        <source>The AI looks at each of your decisions from what you could see then…</source>
        <translation>L&apos;IA esamina ciascuna delle tue decisioni in base a ciò che potevi vedere allora…</translation>
    </message>
    <message>
        <source>The AI would have played the same.</source>
        <translation>L&apos;IA avrebbe giocato la stessa mossa.</translation>
    </message>
    <message>
        <source>The difference is small.</source>
        <translation>La differenza è piccola.</translation>
    </message>
    <message>
        <source>The review was cancelled; Review… in the replay bar starts it again.</source>
        <translation>L&apos;analisi è stata annullata; Analisi… nella barra del replay la fa ripartire.</translation>
    </message>
    <message>
        <source>Win chance %</source>
        <translation>Probabilità di vittoria %</translation>
    </message>
    <message>
        <source>blunder (30 or more)</source>
        <translation>errore grave (30 o più)</translation>
    </message>
    <message>
        <source>inaccuracy (10 points of win chance lost or more)</source>
        <translation>imprecisione (10 punti di probabilità di vittoria persi o più)</translation>
    </message>
    <message>
        <source>mistake (20 or more)</source>
        <translation>errore (20 o più)</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>non stimata</translation>
    </message>
    <message>
        <source>the AI&apos;s best move</source>
        <translation>la mossa migliore dell&apos;IA</translation>
    </message>
    <message>
        <source>the move played</source>
        <translation>la mossa giocata</translation>
    </message>
    <message numerus="yes">
        <source>{judged} in %n decision(s).</source>
        <translation>
            <numerusform>{judged} in %n decisione.</numerusform>
            <numerusform>{judged} in %n decisioni.</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% to win</source>
        <translation>{percent}% di vincere</translation>
    </message>
</context>
<context>
    <name>ReviewRunner</name>
    <message>
        <source>The review stopped: {problem}.</source>
        <translation>L&apos;analisi si è fermata: {problem}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastiera</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>Ask for a hint</source>
        <translation>Chiedi un suggerimento</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Carica una partita salvata</translation>
    </message>
    <message>
        <source>No rules summary for {game} yet.</source>
        <translation>Ancora nessun riassunto delle regole per {game}.</translation>
    </message>
    <message>
        <source>Quit Salle</source>
        <translation>Esci da Salle</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Inizia una nuova partita</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Annulla la tua ultima mossa</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Che cosa fa</translation>
    </message>
    <message>
        <source>{game}: rules and keys</source>
        <translation>{game}: regole e tasti</translation>
    </message>
</context>
<context>
    <name>Runs</name>
    <message>
        <source>--tls-ca-file, --tls-cert and --tls-key are the files of a cluster: give its address with --cluster</source>
        <translation>--tls-ca-file, --tls-cert e --tls-key sono i file di un cluster: indica il suo indirizzo con --cluster</translation>
    </message>
    <message>
        <source>Warning: the cluster at {address} is reached without encryption: its scheduler and workers can run any code in Salle on this computer, and anyone on the network between can read or change what they send. Use only machines you trust, or TLS (README, Balance on a cluster).</source>
        <translation>Attenzione: il cluster di {address} si raggiunge senza cifratura: il suo scheduler e i suoi worker possono eseguire qualsiasi codice in Salle su questo computer, e chiunque sulla rete tra i due può leggere o modificare ciò che inviano. Usa solo macchine di cui ti fidi, oppure TLS (README, Balance on a cluster).</translation>
    </message>
    <message>
        <source>a cluster secured with TLS needs both its certificate authority (--tls-ca-file) and a certificate it signed for this machine (--tls-cert, with its key in --tls-key or in the same file)</source>
        <translation>un cluster protetto con TLS ha bisogno sia della sua autorità di certificazione (--tls-ca-file) sia di un certificato firmato da essa per questa macchina (--tls-cert, con la sua chiave in --tls-key o nello stesso file)</translation>
    </message>
    <message>
        <source>a match failed on the cluster at {address}: {problem}</source>
        <translation>una partita non è riuscita sul cluster di {address}: {problem}</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address} within {seconds} seconds</source>
        <translation>nessuno scheduler Dask risponde a {address} entro {seconds} secondi</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: a server there answers, but not as a Dask scheduler (check the address and the port; a scheduler listens at 8786 unless told otherwise)</source>
        <translation>nessuno scheduler Dask risponde a {address}: lì risponde un server, ma non come scheduler Dask (controlla l&apos;indirizzo e la porta; uno scheduler è in ascolto sulla 8786 salvo indicazione diversa)</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: that computer&apos;s name is not known</source>
        <translation>nessuno scheduler Dask risponde a {address}: il nome di quel computer non è noto</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: {problem}</source>
        <translation>nessuno scheduler Dask risponde a {address}: {problem}</translation>
    </message>
    <message>
        <source>nothing listens at that port</source>
        <translation>nessuno è in ascolto su quella porta</translation>
    </message>
    <message>
        <source>running on a cluster needs Dask: pip install &apos;dask[distributed]&apos; (or Salle&apos;s extra: pip install &apos;salle[cluster]&apos;)</source>
        <translation>per giocare su un cluster serve Dask: pip install &apos;dask[distributed]&apos; (o l&apos;extra di Salle: pip install &apos;salle[cluster]&apos;)</translation>
    </message>
    <message>
        <source>that computer cannot be reached</source>
        <translation>quel computer non è raggiungibile</translation>
    </message>
    <message>
        <source>that computer&apos;s network cannot be reached</source>
        <translation>la rete di quel computer non è raggiungibile</translation>
    </message>
    <message>
        <source>the Dask scheduler at {address} has no workers: start some (README, Balance on a cluster)</source>
        <translation>lo scheduler Dask di {address} non ha worker: avviane alcuni (README, Balance on a cluster)</translation>
    </message>
    <message>
        <source>the Dask scheduler or workers at {address} cannot load this Salle&apos;s code ({problem}): start them with the folder of the same version of Salle on PYTHONPATH</source>
        <translation>lo scheduler o i worker Dask di {address} non riescono a caricare il codice di questo Salle ({problem}): avviali con la cartella della stessa versione di Salle nel PYTHONPATH</translation>
    </message>
    <message>
        <source>the certificate files {files} cannot be used for TLS: {problem}</source>
        <translation>i file di certificato {files} non si possono usare per TLS: {problem}</translation>
    </message>
    <message>
        <source>the cluster at {address} and this computer do not accept each other&apos;s TLS certificates (each must be signed by the certificate authority the other was given): {problem}</source>
        <translation>il cluster di {address} e questo computer non accettano i certificati TLS l&apos;uno dell&apos;altro (ognuno deve essere firmato dall&apos;autorità di certificazione data all&apos;altro): {problem}</translation>
    </message>
    <message>
        <source>the cluster at {address} is secured with TLS: give its certificate authority (--tls-ca-file) and this computer&apos;s certificate (--tls-cert, --tls-key), or set them in Dask&apos;s configuration (docs/cluster.md)</source>
        <translation>il cluster di {address} è protetto con TLS: indica la sua autorità di certificazione (--tls-ca-file) e il certificato di questo computer (--tls-cert, --tls-key), o impostali nella configurazione di Dask (docs/cluster.md)</translation>
    </message>
    <message>
        <source>the cluster at {address} stopped answering before the matches were played: check that its scheduler and workers are still running</source>
        <translation>il cluster di {address} ha smesso di rispondere prima che le partite fossero giocate: controlla che il suo scheduler e i suoi worker siano ancora in esecuzione</translation>
    </message>
    <message>
        <source>the connection was closed at the other end</source>
        <translation>la connessione è stata chiusa dall&apos;altro capo</translation>
    </message>
    <message>
        <source>this copy of Salle came from its installer, which leaves out the cluster runner (Dask): to play on a cluster, run Salle from its source folder or install it with pip and its cluster extra (README, Balance on a cluster)</source>
        <translation>questa copia di Salle viene dal suo programma di installazione, che non include l&apos;esecuzione su cluster (Dask): per giocare su un cluster, avvia Salle dalla sua cartella dei sorgenti o installalo con pip e il suo extra cluster (README, Balance on a cluster)</translation>
    </message>
    <message>
        <source>{address} is not a Dask scheduler&apos;s address; write it as tcp://HOST:PORT, e.g. tcp://192.168.1.20:8786, or tls://HOST:PORT for a cluster secured with TLS</source>
        <translation>{address} non è l&apos;indirizzo di uno scheduler Dask; scrivilo come tcp://HOST:PORT, ad es. tcp://192.168.1.20:8786, o tls://HOST:PORT per un cluster protetto con TLS</translation>
    </message>
    <message>
        <source>{address} is reached without encryption, yet certificate files were given: write the address as tls://HOST:PORT</source>
        <translation>{address} si raggiunge senza cifratura, eppure sono stati indicati file di certificato: scrivi l&apos;indirizzo come tls://HOST:PORT</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Any JSON file (*.json)</source>
        <translation>Qualsiasi file JSON (*.json)</translation>
    </message>
    <message>
        <source>Fencer {number}</source>
        <translation>Schermidore {number}</translation>
    </message>
    <message>
        <source>Salle saves (*.salle *.salle.json)</source>
        <translation>Salvataggi di Salle (*.salle *.salle.json)</translation>
    </message>
    <message>
        <source>against {opponent}</source>
        <translation>contro {opponent}</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>a Salle save</source>
        <translation>un salvataggio di Salle</translation>
    </message>
    <message>
        <source>cannot be written as JSON: {reason}</source>
        <translation>non si può scrivere come JSON: {reason}</translation>
    </message>
    <message>
        <source>holds a JSON {type}, not an object: not a Salle save</source>
        <translation>contiene un {type} JSON, non un oggetto: non è un salvataggio di Salle</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>manca</translation>
    </message>
    <message>
        <source>is missing: this is not a Salle save</source>
        <translation>manca: questo non è un salvataggio di Salle</translation>
    </message>
    <message>
        <source>is not a field of a schema {schema} save</source>
        <translation>non è un campo di un salvataggio di schema {schema}</translation>
    </message>
    <message>
        <source>is not a field of a seat</source>
        <translation>non è un campo di un posto</translation>
    </message>
    <message>
        <source>is {saved} but replaying the actions gives {replayed}: the save is damaged or was made under other rules</source>
        <translation>è {saved}, ma ripetendo le azioni si ottiene {replayed}: il salvataggio è danneggiato o è stato fatto con altre regole</translation>
    </message>
    <message>
        <source>must be a card set&apos;s name and hash, not {given}</source>
        <translation>deve essere il nome e l&apos;hash di un set di carte, non {given}</translation>
    </message>
    <message>
        <source>must be a game name, not {given}</source>
        <translation>deve essere il nome di un gioco, non {given}</translation>
    </message>
    <message>
        <source>must be a list of two seats</source>
        <translation>deve essere un elenco di due posti</translation>
    </message>
    <message>
        <source>must be a list, not {type}</source>
        <translation>deve essere un elenco, non {type}</translation>
    </message>
    <message>
        <source>must be a number of seconds from 0 to {most}, not {given}</source>
        <translation>deve essere un numero di secondi da 0 a {most}, non {given}</translation>
    </message>
    <message>
        <source>must be a whole number from 0, not {given}</source>
        <translation>deve essere un numero intero da 0 in su, non {given}</translation>
    </message>
    <message>
        <source>must be a whole number from 1, not {given}</source>
        <translation>deve essere un numero intero da 1 in su, non {given}</translation>
    </message>
    <message>
        <source>must be action notation text or an action&apos;s structured form (an object), not {given}</source>
        <translation>deve essere il testo di notazione di un&apos;azione o la sua forma strutturata (un oggetto), non {given}</translation>
    </message>
    <message>
        <source>must be an ISO date, not {given}</source>
        <translation>deve essere una data ISO, non {given}</translation>
    </message>
    <message>
        <source>must be human or ai, not {given}</source>
        <translation>deve essere human o ai, non {given}</translation>
    </message>
    <message>
        <source>must be null for a person, not {given}</source>
        <translation>deve essere null per una persona, non {given}</translation>
    </message>
    <message>
        <source>must be one of {levels}, not {given}</source>
        <translation>deve essere uno tra {levels}, non {given}</translation>
    </message>
    <message>
        <source>must be text, not {given}</source>
        <translation>deve essere testo, non {given}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>il file non esiste</translation>
    </message>
    <message>
        <source>{action} comes after the end of the game</source>
        <translation>{action} viene dopo la fine della partita</translation>
    </message>
    <message>
        <source>{given} is not {format}: this is not a Salle save</source>
        <translation>{given} non è {format}: questo non è un salvataggio di Salle</translation>
    </message>
    <message>
        <source>{problem} (it is not a readable Salle save, so it is not overwritten)</source>
        <translation>{problem} (non è un salvataggio di Salle leggibile, quindi non viene sovrascritto)</translation>
    </message>
    <message>
        <source>{schema} is newer than this Salle reads ({newest}): the save was made by a newer Salle</source>
        <translation>{schema} è più recente di quanto legga questo Salle ({newest}): il salvataggio viene da un Salle più recente</translation>
    </message>
</context>
<context>
    <name>SetsCli</name>
    <message>
        <source>Made the card set {name} in {folder}</source>
        <translation>Creato il set di carte {name} in {folder}</translation>
    </message>
    <message>
        <source>No card sets yet: `salle sets new NAME GAME` starts one from a shipped deck.</source>
        <translation>Ancora nessun set di carte: `salle sets new NOME GIOCO` ne inizia uno da un mazzo fornito.</translation>
    </message>
    <message>
        <source>a further card set whose Audatia characters or Barditus armies play beside the others, chosen in the options as DECK@SET, e.g. -o army1=roman@Sworn bands (repeatable)</source>
        <translation>un altro set di carte i cui personaggi di Audatia o eserciti di Barditus giocano accanto agli altri, scelti nelle opzioni come MAZZO@SET, per es. -o army1=roman@Sworn bands (ripetibile)</translation>
    </message>
    <message>
        <source>a new card set, copied from a game&apos;s shipped decks</source>
        <translation>un nuovo set di carte, copiato dai mazzi forniti di un gioco</translation>
    </message>
    <message>
        <source>a set&apos;s name, or its folder</source>
        <translation>il nome di un set, o la sua cartella</translation>
    </message>
    <message>
        <source>an empty name names no card set</source>
        <translation>un nome vuoto non indica alcun set di carte</translation>
    </message>
    <message>
        <source>an empty name names no folder</source>
        <translation>un nome vuoto non indica alcuna cartella</translation>
    </message>
    <message>
        <source>check a card set by its game&apos;s rules (exit 1 on a fault)</source>
        <translation>controlla un set di carte con le regole del suo gioco (esce con 1 se c&apos;è un difetto)</translation>
    </message>
    <message>
        <source>copy only this deck (repeatable; default every deck of the game)</source>
        <translation>copia solo questo mazzo (ripetibile; altrimenti ogni mazzo del gioco)</translation>
    </message>
    <message>
        <source>every card set, with its game, its hash and any faults</source>
        <translation>ogni set di carte, con il suo gioco, la sua impronta e i suoi difetti</translation>
    </message>
    <message>
        <source>make it in FOLDER (remembered) instead of the data folder&apos;s card-sets; FOLDER must be there already</source>
        <translation>crealo in FOLDER (che viene ricordata) invece che in card-sets della cartella dei dati; FOLDER deve esistere già</translation>
    </message>
    <message>
        <source>play with this card set (its name, or its folder), not the shipped cards</source>
        <translation>gioca con questo set di carte (il nome o la cartella), non con le carte fornite</translation>
    </message>
    <message>
        <source>remember a card set kept in another folder</source>
        <translation>ricorda un set di carte tenuto in un&apos;altra cartella</translation>
    </message>
    <message>
        <source>salle {command}: the card set {name} has a fault:</source>
        <translation>salle {command}: il set di carte {name} ha un difetto:</translation>
    </message>
    <message>
        <source>sound: ready to play and print</source>
        <translation>integro: pronto da giocare e stampare</translation>
    </message>
    <message>
        <source>the folder could not be remembered: {reason}</source>
        <translation>non è stato possibile ricordare la cartella: {reason}</translation>
    </message>
    <message>
        <source>the game whose shipped cards it starts from</source>
        <translation>il gioco dalle cui carte fornite parte</translation>
    </message>
    <message>
        <source>the new set&apos;s name: any name a file manager takes, without &apos;@&apos;</source>
        <translation>il nome del nuovo set: qualsiasi nome accettato da un gestore di file, senza &apos;@&apos;</translation>
    </message>
    <message>
        <source>the set&apos;s folder</source>
        <translation>la cartella del set</translation>
    </message>
    <message>
        <source>there is no folder {folder}; make it first</source>
        <translation>non c&apos;è una cartella {folder}; creala prima</translation>
    </message>
    <message>
        <source>your own card sets: list, start one from a shipped deck, check</source>
        <translation>i tuoi set di carte: elenca, iniziane uno da un mazzo fornito, controlla</translation>
    </message>
    <message>
        <source>{flag}: {name} is a card set of {other}, not of {game}</source>
        <translation>{flag}: {name} è un set di carte di {other}, non di {game}</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} non è una cartella</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>a folder&apos;s path as text</source>
        <translation>il percorso di una cartella come testo</translation>
    </message>
    <message>
        <source>a settings file</source>
        <translation>un file di impostazioni</translation>
    </message>
    <message>
        <source>another Salle is writing it; your change was not saved this time</source>
        <translation>un altro Salle lo sta scrivendo; questa volta la tua modifica non è stata salvata</translation>
    </message>
    <message>
        <source>card sets&apos; names</source>
        <translation>nomi di set di carte</translation>
    </message>
    <message>
        <source>folders&apos; paths</source>
        <translation>percorsi di cartelle</translation>
    </message>
    <message>
        <source>game names</source>
        <translation>nomi di giochi</translation>
    </message>
    <message>
        <source>holds a JSON {type}, not an object</source>
        <translation>contiene un {type} JSON, non un oggetto</translation>
    </message>
    <message>
        <source>holds a bad value and no copy of it could be made ({reason}); it is not overwritten</source>
        <translation>contiene un valore errato e non se ne è potuta fare una copia ({reason}); non viene sovrascritto</translation>
    </message>
    <message>
        <source>is longer than {most} characters</source>
        <translation>è più lungo di {most} caratteri</translation>
    </message>
    <message>
        <source>is not a field of last_game</source>
        <translation>non è un campo di last_game</translation>
    </message>
    <message>
        <source>lesson names</source>
        <translation>nomi di lezioni</translation>
    </message>
    <message>
        <source>must be a list of two names, not {given}</source>
        <translation>deve essere un elenco di due nomi, non {given}</translation>
    </message>
    <message>
        <source>must be a list of {what}, not {given}</source>
        <translation>deve essere un elenco di {what}, non {given}</translation>
    </message>
    <message>
        <source>must be a name (text that is not blank), not {given}</source>
        <translation>deve essere un nome (testo non vuoto), non {given}</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}, not {given}</source>
        <translation>deve essere un numero intero da {low} a {high}, non {given}</translation>
    </message>
    <message>
        <source>must be null or a level name, not {given}</source>
        <translation>deve essere null o il nome di un livello, non {given}</translation>
    </message>
    <message>
        <source>must be null or a whole number from 0, not {given}</source>
        <translation>deve essere null o un numero intero da 0 in su, non {given}</translation>
    </message>
    <message>
        <source>must be {what}, not {given}</source>
        <translation>deve essere {what}, non {given}</translation>
    </message>
    <message>
        <source>text</source>
        <translation>testo</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>{file}: {setting}: {problem} — using the default</source>
        <translation>{file}: {setting}: {problem} — si usa il valore predefinito</translation>
    </message>
    <message>
        <source>{given} is not one of {choices}</source>
        <translation>{given} non è uno tra {choices}</translation>
    </message>
    <message>
        <source>{problem} — using the defaults; the file is left as it is and settings will not be saved over it</source>
        <translation>{problem} — si usano le impostazioni predefinite; il file resta com&apos;è e le impostazioni non verranno salvate sopra di esso</translation>
    </message>
    <message>
        <source>{problem}; it is not overwritten (save with force to replace it)</source>
        <translation>{problem}; non viene sovrascritto (salva forzando per sostituirlo)</translation>
    </message>
    <message>
        <source>{problem}; nothing was written</source>
        <translation>{problem}; non è stato scritto nulla</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>&amp;Actions (1-9, Enter)</source>
        <translation>A&amp;zioni (1-9, Invio)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Su&amp;ggerimento</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Rivincita</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Ri&amp;vedi</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>A win chance is the search&apos;s estimate of how often you go on to win after the move, if both of you play on as well as it can foresee. Moves a few points apart are about as good.</source>
        <translation>Una probabilità di vittoria è la stima della ricerca di quanto spesso finisci per vincere dopo la mossa, se entrambi continuate a giocare bene quanto essa riesce a prevedere. Mosse distanti pochi punti si equivalgono più o meno.</translation>
    </message>
    <message>
        <source>Cards you have not seen</source>
        <translation>Carte non viste</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Practice &amp;history…</source>
        <translation>S&amp;torico degli allenamenti…</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Anal&amp;isi…</translation>
    </message>
    <message>
        <source>The same game again, with a new deal</source>
        <translation>La stessa partita di nuovo, con una nuova distribuzione</translation>
    </message>
    <message>
        <source>drawn round ({reason})</source>
        <translation>turno pari ({reason})</translation>
    </message>
    <message>
        <source>{winner} the round ({reason})</source>
        <translation>{winner} il turno ({reason})</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>Qt&apos;s sound module cannot be loaded: {error}</source>
        <translation>Impossibile caricare il modulo audio di Qt: {error}</translation>
    </message>
    <message>
        <source>no audio output was found</source>
        <translation>nessuna uscita audio trovata</translation>
    </message>
    <message>
        <source>the sounds could not be loaded: {error}</source>
        <translation>impossibile caricare i suoni: {error}</translation>
    </message>
</context>
<context>
    <name>StoreFiles</name>
    <message>
        <source> (line {line})</source>
        <translation> (riga {line})</translation>
    </message>
    <message>
        <source>Salle is not allowed to write there</source>
        <translation>Salle non ha il permesso di scrivere lì</translation>
    </message>
    <message>
        <source>a file of that name stands where the folder should be</source>
        <translation>un file con quel nome occupa il posto della cartella</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>c&apos;è un file dove dovrebbe esserci una cartella</translation>
    </message>
    <message>
        <source>a folder stands where a file should be</source>
        <translation>c&apos;è una cartella dove dovrebbe esserci un file</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>non si può leggere: {reason}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>non si può scrivere: {reason}</translation>
    </message>
    <message>
        <source>holds a number too large for {kind}{where}</source>
        <translation>contiene un numero troppo grande per {kind}{where}</translation>
    </message>
    <message>
        <source>is JSON nested too deeply to be {kind}</source>
        <translation>è un JSON annidato troppo in profondità per essere {kind}</translation>
    </message>
    <message>
        <source>is TOML nested too deeply to be {kind}</source>
        <translation>è un TOML annidato troppo in profondità per essere {kind}</translation>
    </message>
    <message>
        <source>is a device</source>
        <translation>è un dispositivo</translation>
    </message>
    <message>
        <source>is a folder</source>
        <translation>è una cartella</translation>
    </message>
    <message>
        <source>is a folder, not {kind}</source>
        <translation>è una cartella, non {kind}</translation>
    </message>
    <message>
        <source>is a number too large for {kind} ({digits} digits)</source>
        <translation>è un numero troppo grande per {kind} ({digits} cifre)</translation>
    </message>
    <message>
        <source>is a pipe (FIFO)</source>
        <translation>è una pipe (FIFO)</translation>
    </message>
    <message>
        <source>is a socket</source>
        <translation>è un socket</translation>
    </message>
    <message>
        <source>is empty (truncated?): not {kind}</source>
        <translation>è vuoto (troncato?): non è {kind}</translation>
    </message>
    <message>
        <source>is larger than {size}: not {kind}</source>
        <translation>è più grande di {size}: non è {kind}</translation>
    </message>
    <message>
        <source>is nested more than {depth} levels deep (at line {line} column {column}): not {kind}</source>
        <translation>è annidato per più di {depth} livelli (alla riga {line}, colonna {column}): non è {kind}</translation>
    </message>
    <message>
        <source>is nested more than {depth} levels deep: not {kind}</source>
        <translation>è annidato per più di {depth} livelli: non è {kind}</translation>
    </message>
    <message>
        <source>is not JSON {kind} can hold: {reason}</source>
        <translation>non è un JSON che {kind} possa contenere: {reason}</translation>
    </message>
    <message>
        <source>is not JSON: {where}</source>
        <translation>non è JSON: {where}</translation>
    </message>
    <message>
        <source>is not UTF-8 text (byte {byte} at offset {offset}): not {kind}</source>
        <translation>non è testo UTF-8 (byte {byte} alla posizione {offset}): non è {kind}</translation>
    </message>
    <message>
        <source>is not a number {kind} can hold: {number}</source>
        <translation>non è un numero che {kind} possa contenere: {number}</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>non è TOML valido: {reason}</translation>
    </message>
    <message>
        <source>is something other than a file</source>
        <translation>è qualcosa di diverso da un file</translation>
    </message>
    <message>
        <source>is truncated: the JSON stops before it is complete ({where})</source>
        <translation>è troncato: il JSON si interrompe prima di essere completo ({where})</translation>
    </message>
    <message>
        <source>must be a JSON object, not {type}</source>
        <translation>deve essere un oggetto JSON, non {type}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>il disco è di sola lettura</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>il disco ha segnalato un errore</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>il nome è troppo lungo</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <translation>la tua quota disco è esaurita</translation>
    </message>
    <message>
        <source>{message} at line {line} column {column}</source>
        <translation>{message} alla riga {line}, colonna {column}</translation>
    </message>
    <message>
        <source>{what}, not {kind}: it was not read</source>
        <translation>{what}, non {kind}: non è stato letto</translation>
    </message>
</context>
<context>
    <name>TerminalGame</name>
    <message>
        <source>Drawn match</source>
        <translation>Partita pari</translation>
    </message>
    <message>
        <source>Drawn round</source>
        <translation>Ripresa patta</translation>
    </message>
    <message>
        <source>Game left unfinished.</source>
        <translation>Partita lasciata a metà.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Suggerimento: {move}</translation>
    </message>
    <message>
        <source>Pass the screen to {name} and press Enter. </source>
        <translation>Passa lo schermo a {name} e premi Invio. </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>You roll {value} ({purpose})</source>
        <translation>Tiri {value} ({purpose})</translation>
    </message>
    <message>
        <source>You show {cards}</source>
        <translation>Mostri {cards}</translation>
    </message>
    <message>
        <source>You win the match</source>
        <translation>Vinci l&apos;incontro</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Vinci la ripresa</translation>
    </message>
    <message>
        <source>Your action (number or notation, ? help, hint, q quit): </source>
        <translation>La tua azione (numero o notazione, ? aiuto, hint suggerimento, q esci): </translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>{name} rolls {value} ({purpose})</source>
        <translation>{name} tira {value} ({purpose})</translation>
    </message>
    <message>
        <source>{name} shows {cards}</source>
        <translation>{name} mostra {cards}</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name} vince l&apos;incontro</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} vince la ripresa</translation>
    </message>
    <message>
        <source>{reason}; choose from the list.</source>
        <translation>{reason}; scegli dall&apos;elenco.</translation>
    </message>
    <message>
        <source>{result} ({reason}). Score {score}</source>
        <translation>{result} ({reason}). Punteggio {score}</translation>
    </message>
</context>
<context>
    <name>WarningBar</name>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Hide this warning for the rest of this session</source>
        <translation>Nascondi questo avviso per il resto della sessione</translation>
    </message>
</context>
</TS>
