<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Salle</source>
        <translation>À propos de Salle</translation>
    </message>
    <message>
        <source>Built with {versions}.</source>
        <translation>Conçu avec {versions}.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>Salle is a practice room for duelling card games. Two fencers meet across a table: you and a friend taking turns at one screen, or you and a computer opponent that plays only on what its own seat could know. Every game can be saved, replayed from its seed, and looked back on in the practice history.</source>
        <translation>Salle est une salle d&apos;entraînement pour jeux de cartes de duel. Deux tireurs s&apos;affrontent autour d&apos;une table : vous et un ami à tour de rôle devant le même écran, ou vous et un adversaire de l&apos;ordinateur qui ne joue qu&apos;avec ce que sa propre place peut savoir. Chaque partie peut être enregistrée, rejouée à partir de sa graine et revue dans l&apos;historique d&apos;entraînement.</translation>
    </message>
    <message>
        <source>Salle is an independent program; its rules summaries and card texts are written in its own words, and what a rulebook leaves open (decks, armies, numbers) is of its own design.</source>
        <translation>Salle est un programme indépendant ; ses résumés de règles et ses textes de cartes sont écrits avec ses propres mots, et ce qu&apos;un livret de règles laisse ouvert (paquets, armées, nombres) est de sa propre conception.</translation>
    </message>
    <message>
        <source>Salle is free software under the GNU General Public License, version 3 or later.</source>
        <translation>Salle est un logiciel libre sous la licence publique générale GNU, version 3 ou ultérieure.</translation>
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
        <translation>. Entrée joue : {move}</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>What just happened at the table</source>
        <translation>Ce qui vient de se passer à la table</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Salle cannot start: its card data is damaged.

{problem}</source>
        <translation>Salle ne peut pas démarrer : ses données de cartes sont endommagées.

{problem}</translation>
    </message>
</context>
<context>
    <name>Arena</name>
    <message>
        <source>Elo of {a} over {b}: {elo} ({percent}% interval {low} to {high})</source>
        <translation>Elo de {a} face à {b} : {elo} (intervalle à {percent} % : de {low} à {high})</translation>
    </message>
    <message>
        <source>LLR {llr} (H0 at {lower} or below, H1 at {upper} or above)</source>
        <translation>LLR {llr} (H0 à {lower} ou moins, H1 à {upper} ou plus)</translation>
    </message>
    <message numerus="yes">
        <source>No verdict after %n pair(s) (at most {most} with -n)</source>
        <translation>
            <numerusform>Pas de verdict après %n paire (au plus {most} avec -n)</numerusform>
            <numerusform>Pas de verdict après %n paires (au plus {most} avec -n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairs by {a}&apos;s points (0, 1/2, 1, 3/2, 2): {counts}</source>
        <translation>Paires selon les points de {a} (0, 1/2, 1, 3/2, 2) : {counts}</translation>
    </message>
    <message>
        <source>Sequential test of {a} against {b}: H0, {a} is {elo0} Elo stronger; H1, {elo1} Elo stronger (errors {alpha} and {beta})</source>
        <translation>Test séquentiel de {a} contre {b} : H0, {a} est plus fort de {elo0} Elo ; H1, plus fort de {elo1} Elo (erreurs {alpha} et {beta})</translation>
    </message>
    <message numerus="yes">
        <source>Verdict after %n pair(s): H0 accepted, {a} is {elo0} Elo stronger rather than {elo1}</source>
        <translation>
            <numerusform>Verdict après %n paire : H0 acceptée, {a} est plus fort de {elo0} Elo plutôt que de {elo1}</numerusform>
            <numerusform>Verdict après %n paires : H0 acceptée, {a} est plus fort de {elo0} Elo plutôt que de {elo1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verdict after %n pair(s): H1 accepted, {a} is {elo1} Elo stronger rather than {elo0}</source>
        <translation>
            <numerusform>Verdict après %n paire : H1 acceptée, {a} est plus fort de {elo1} Elo plutôt que de {elo0}</numerusform>
            <numerusform>Verdict après %n paires : H1 acceptée, {a} est plus fort de {elo1} Elo plutôt que de {elo0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s : erreur : %(message)s
</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>option ambiguë : %(option)s pourrait correspondre à %(matches)s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s : %(message)s</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>%s argument attendu</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>%s arguments attendus</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>au moins un argument attendu</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>au plus un argument attendu</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>un argument attendu</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argument explicite %r ignoré</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valeur %(type)s invalide : %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix invalide : %(value)r (choisissez parmi %(choices)s)</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>non autorisé avec l&apos;argument %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>l&apos;un des arguments %s est requis</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher ce message d&apos;aide et quitter</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>les arguments suivants sont requis : %s</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>analyseur %(parser_name)r inconnu (choix : %(choices)s)</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>arguments non reconnus : %s</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>utilisation : </translation>
    </message>
</context>
<context>
    <name>Balance</name>
    <message>
        <source>Challenger</source>
        <translation>Challenger</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Appariement</translation>
    </message>
    <message>
        <source>Respondent</source>
        <translation>Répondant</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Les cartes fournies</translation>
    </message>
    <message>
        <source>moving first</source>
        <translation>joue en premier</translation>
    </message>
    <message>
        <source>moving second</source>
        <translation>joue en second</translation>
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
        <translation>L&apos;équilibrage s&apos;est arrêté : {problem}</translation>
    </message>
</context>
<context>
    <name>BalanceWindow</name>
    <message>
        <source>&amp;Against:</source>
        <translation>&amp;Contre :</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Cartes :</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>&amp;Pairings (each deck against the other, sides rotated):</source>
        <translation>&amp;Appariements (chaque paquet contre l&apos;autre, côtés alternés) :</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>95% interval high</source>
        <translation>Intervalle à 95 %, haut</translation>
    </message>
    <message>
        <source>95% interval low</source>
        <translation>Intervalle à 95 %, bas</translation>
    </message>
    <message>
        <source>A Dask scheduler&apos;s address, e.g. tcp://192.168.1.20:8786: each game is played on the cluster&apos;s workers. The cluster can run any code in Salle: use only machines you trust</source>
        <translation>L&apos;adresse d&apos;un ordonnanceur Dask, p. ex. tcp://192.168.1.20:8786 : chaque partie est jouée sur les workers du cluster. Le cluster peut exécuter n&apos;importe quel code dans Salle : n&apos;utilisez que des machines de confiance</translation>
    </message>
    <message>
        <source>AI &amp;level:</source>
        <translation>&amp;Niveau de l&apos;IA :</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Équilibrage</translation>
    </message>
    <message>
        <source>Before %</source>
        <translation>Avant %</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Cancelled after {done} of {total} games: nothing kept.</source>
        <translation>Annulé après {done} parties sur {total} : rien n&apos;est gardé.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Choose at least one pairing.</source>
        <translation>Choisissez au moins un appariement.</translation>
    </message>
    <message>
        <source>Cl&amp;uster:</source>
        <translation>Cl&amp;uster :</translation>
    </message>
    <message>
        <source>Co&amp;mpare with the previous run</source>
        <translation>Co&amp;mparer avec l&apos;essai précédent</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connexion à {address}…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n game(s) in {time}.</source>
        <translation>
            <numerusform>Terminé : %n partie en {time}.</numerusform>
            <numerusform>Terminé : %n parties en {time}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>Export p&amp;lot…</source>
        <translation>Exporter le &amp;graphique…</translation>
    </message>
    <message>
        <source>Export the plot</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>Exporter le tableau</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Games per &amp;pairing:</source>
        <translation>Parties par &amp;appariement :</translation>
    </message>
    <message>
        <source>It could not be kept: {problem}</source>
        <translation>Il n&apos;a pas pu être gardé : {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Last run {when}: {level}, %n game(s) per pairing.</source>
        <translation>
            <numerusform>Dernier essai {when} : {level}, %n partie par appariement.</numerusform>
            <numerusform>Dernier essai {when} : {level}, %n parties par appariement.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run with these cards yet.</source>
        <translation>Aucun essai avec ces cartes pour l&apos;instant.</translation>
    </message>
    <message>
        <source>One deck: the seats are rotated.</source>
        <translation>Un seul paquet : les places alternent.</translation>
    </message>
    <message>
        <source>P&amp;rocesses:</source>
        <translation>P&amp;rocessus :</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Pair the decks of these cards with each other, or with the decks of other cards (the shipped ones or another set)</source>
        <translation>Opposer les paquets de ces cartes entre eux, ou aux paquets d&apos;autres cartes (celles fournies ou un autre jeu)</translation>
    </message>
    <message>
        <source>Previous run</source>
        <translation>Essai précédent</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Starting the processes…</source>
        <translation>Démarrage des processus…</translation>
    </message>
    <message>
        <source>The earlier runs cannot be read: {problem}</source>
        <translation>Les essais précédents ne peuvent pas être lus : {problem}</translation>
    </message>
    <message>
        <source>The same cards</source>
        <translation>Les mêmes cartes</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Cet essai</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Win rate %</source>
        <translation>Victoires %</translation>
    </message>
    <message>
        <source>Win rate % (bars: 95% interval)</source>
        <translation>Victoires % (barres : intervalle à 95 %)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Written: {file}</source>
        <translation>Écrit : {file}</translation>
    </message>
    <message>
        <source>none: processes here</source>
        <translation>aucun : processus ici</translation>
    </message>
    <message>
        <source>the SVG drawing was not written</source>
        <translation>le dessin SVG n&apos;a pas été écrit</translation>
    </message>
    <message>
        <source>{deck} against {other}</source>
        <translation>{deck} contre {other}</translation>
    </message>
    <message>
        <source>{done} of {total} games played, about {left} left</source>
        <translation>{done} parties sur {total} jouées, encore environ {left}</translation>
    </message>
    <message>
        <source>{file} could not be written: {problem}</source>
        <translation>{file} n&apos;a pas pu être écrit : {problem}</translation>
    </message>
    <message>
        <source>{game} balance: {cards} against {other}, {level}, n = {n}</source>
        <translation>Équilibrage de {game} : {cards} contre {other}, {level}, n = {n}</translation>
    </message>
    <message>
        <source>{game} balance: {cards}, {level}, n = {n}</source>
        <translation>Équilibrage de {game} : {cards}, {level}, n = {n}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} à {high}</translation>
    </message>
</context>
<context>
    <name>Balances</name>
    <message>
        <source>Salle&apos;s balance runs</source>
        <translation>les séries d&apos;équilibrage de Salle</translation>
    </message>
    <message>
        <source>is not a balance run: {reason}</source>
        <translation>n&apos;est pas une série d&apos;équilibrage : {reason}</translation>
    </message>
    <message>
        <source>is not {format}: not Salle&apos;s balance runs</source>
        <translation>n&apos;est pas {format} : ce ne sont pas les séries d&apos;équilibrage de Salle</translation>
    </message>
</context>
<context>
    <name>CardLanguages</name>
    <message>
        <source>a file of the cards&apos; words</source>
        <translation>un fichier des mots des cartes</translation>
    </message>
    <message>
        <source>gives words for {file}, which is not a card file here</source>
        <translation>donne les mots de {file}, qui n&apos;est pas un fichier de cartes ici</translation>
    </message>
    <message>
        <source>is missing: a [deck] table gives the deck&apos;s title</source>
        <translation>manque : une table [deck] donne le titre du paquet</translation>
    </message>
    <message>
        <source>is missing: one [card.&lt;id&gt;] table for each card</source>
        <translation>manque : une table [card.&lt;id&gt;] par carte</translation>
    </message>
    <message>
        <source>is missing: the card has no name in {language}</source>
        <translation>manque : la carte n&apos;a pas de nom en {language}</translation>
    </message>
    <message>
        <source>is missing: the card has no text in {language}</source>
        <translation>manque : la carte n&apos;a pas de texte en {language}</translation>
    </message>
    <message>
        <source>is not a back of layouts.toml</source>
        <translation>n&apos;est pas un dos de layouts.toml</translation>
    </message>
    <message>
        <source>is not a card of {file}</source>
        <translation>n&apos;est pas une carte de {file}</translation>
    </message>
    <message>
        <source>is not a field of a back&apos;s words (label)</source>
        <translation>n&apos;est pas un champ des mots d&apos;un dos (label)</translation>
    </message>
    <message>
        <source>is not a field of a card language file</source>
        <translation>n&apos;est pas un champ d&apos;un fichier de langue des cartes</translation>
    </message>
    <message>
        <source>is not a field of a card language file&apos;s deck</source>
        <translation>n&apos;est pas un champ du paquet d&apos;un fichier de langue des cartes</translation>
    </message>
    <message>
        <source>is not a field of a layout&apos;s words (words)</source>
        <translation>n&apos;est pas un champ des mots d&apos;une mise en page (words)</translation>
    </message>
    <message>
        <source>is not a layout of layouts.toml</source>
        <translation>n&apos;est pas une mise en page de layouts.toml</translation>
    </message>
    <message>
        <source>is not a table of a card language file ([deck] and [card.&lt;id&gt;])</source>
        <translation>n&apos;est pas une table d&apos;un fichier de langue des cartes ([deck] et [card.&lt;id&gt;])</translation>
    </message>
    <message>
        <source>is not a table of layouts.toml</source>
        <translation>n&apos;est pas une table de layouts.toml</translation>
    </message>
    <message>
        <source>is not among the layout&apos;s words in layouts.toml</source>
        <translation>ne fait pas partie des mots de la mise en page dans layouts.toml</translation>
    </message>
    <message>
        <source>must be a table of English word = translation</source>
        <translation>doit être une table de mot anglais = traduction</translation>
    </message>
    <message>
        <source>must be left out: the card has no English text</source>
        <translation>doit être omis : la carte n&apos;a pas de texte anglais</translation>
    </message>
    <message>
        <source>must be named &lt;card file&gt;.&lt;language&gt;.toml, the language one of {languages}, not {name}</source>
        <translation>doit s&apos;appeler &lt;fichier de cartes&gt;.&lt;langue&gt;.toml, la langue parmi {languages}, pas {name}</translation>
    </message>
    <message>
        <source>must keep the English numbers and placeholders ({keep}), not {found}</source>
        <translation>doit garder les nombres et les emplacements de l&apos;anglais ({keep}), pas {found}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>CardSchema</name>
    <message>
        <source>Copies</source>
        <translation>Exemplaires</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>CardSets</name>
    <message>
        <source>The card set {name!r} has changed since this game was played: it goes on with the cards as they are now, which may not be the ones it was played with.</source>
        <translation>Le jeu de cartes {name!r} a changé depuis que cette partie a été jouée : elle continue avec les cartes telles qu&apos;elles sont maintenant, qui ne sont peut-être pas celles avec lesquelles elle a été jouée.</translation>
    </message>
    <message>
        <source>This game was played with the card set {name!r}, which is not there any more.</source>
        <translation>Cette partie a été jouée avec le jeu de cartes {name!r}, qui n&apos;existe plus.</translation>
    </message>
    <message>
        <source>This game was played with the card set {name!r}, which now has a fault: {problem}</source>
        <translation>Cette partie a été jouée avec le jeu de cartes {name!r}, qui a maintenant un défaut : {problem}</translation>
    </message>
    <message>
        <source>a card set is drawn with the shipped faces and backs; it has no layouts.toml</source>
        <translation>un jeu de cartes est dessiné avec les faces et les dos fournis ; il n&apos;a pas de layouts.toml</translation>
    </message>
    <message>
        <source>a card set is of one game: {first}, not also {other}</source>
        <translation>un jeu de cartes appartient à un seul jeu : {first}, pas aussi {other}</translation>
    </message>
    <message>
        <source>a card set needs a name: it cannot be empty or only spaces</source>
        <translation>un jeu de cartes a besoin d&apos;un nom : il ne peut être ni vide ni fait seulement d&apos;espaces</translation>
    </message>
    <message>
        <source>a card set&apos;s name</source>
        <translation>le nom d&apos;un jeu de cartes</translation>
    </message>
    <message>
        <source>another file of the set is the deck {deck!r} too</source>
        <translation>un autre fichier du jeu de cartes est aussi le paquet {deck!r}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>illisible : {reason}</translation>
    </message>
    <message>
        <source>cannot be removed: {reason}</source>
        <translation>ne peut pas être supprimé : {reason}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>ne peut pas être écrit : {reason}</translation>
    </message>
    <message>
        <source>in {game} both players share one deck: a game plays one card set</source>
        <translation>dans {game}, les deux joueurs partagent un paquet : une partie se joue avec un seul jeu de cartes</translation>
    </message>
    <message>
        <source>is not a folder</source>
        <translation>n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>must be one of {games}, not {game!r}</source>
        <translation>doit être l&apos;un de {games}, pas {game!r}</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>aucun jeu</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>the card needs an id before it has words in another language</source>
        <translation>la carte a besoin d&apos;un id avant d&apos;avoir des mots dans une autre langue</translation>
    </message>
    <message>
        <source>the card set {name!r} cannot be played: {problem}</source>
        <translation>le jeu de cartes {name!r} ne peut pas être joué : {problem}</translation>
    </message>
    <message>
        <source>the card set {name!r} could not be made: {reason}</source>
        <translation>le jeu de cartes {name!r} n&apos;a pas pu être créé : {reason}</translation>
    </message>
    <message>
        <source>the card set {name!r} has no deck a seat plays ({decks})</source>
        <translation>le jeu de cartes {name!r} n&apos;a aucun paquet qu&apos;une place joue ({decks})</translation>
    </message>
    <message>
        <source>the card set {name!r} is named twice</source>
        <translation>le jeu de cartes {name!r} est nommé deux fois</translation>
    </message>
    <message>
        <source>the card sets {first!r} and {other!r} are of different games</source>
        <translation>les jeux de cartes {first!r} et {other!r} sont de jeux différents</translation>
    </message>
    <message>
        <source>the folder holds no card file (*.toml)</source>
        <translation>le dossier ne contient aucun fichier de cartes (*.toml)</translation>
    </message>
    <message>
        <source>there is a card set called {name!r} already ({folder})</source>
        <translation>il existe déjà un jeu de cartes nommé {name!r} ({folder})</translation>
    </message>
    <message>
        <source>there is no card set {name!r} (your sets: {known})</source>
        <translation>il n&apos;y a pas de jeu de cartes {name!r} (vos jeux : {known})</translation>
    </message>
    <message>
        <source>{deck} ({set})</source>
        <translation>{deck} ({set})</translation>
    </message>
    <message>
        <source>{game} has no deck {deck!r}; choose from {known}</source>
        <translation>{game} n&apos;a pas de paquet {deck!r} ; choisissez parmi {known}</translation>
    </message>
    <message>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: a name must not begin with &apos;.&apos;</source>
        <translation>{name} ne peut pas être le nom d&apos;un jeu de cartes : un nom ne doit pas commencer par &apos;.&apos;</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: at most {most} characters, not {count}</source>
        <translation>{name} ne peut pas être le nom d&apos;un jeu de cartes : au plus {most} caractères, pas {count}</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: it must not hold a control character (a line break, a tab)</source>
        <translation>{name} ne peut pas être le nom d&apos;un jeu de cartes : il ne doit contenir aucun caractère de contrôle (un saut de ligne, une tabulation)</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: it must not hold {sign}</source>
        <translation>{name} ne peut pas être le nom d&apos;un jeu de cartes : il ne doit pas contenir {sign}</translation>
    </message>
</context>
<context>
    <name>CardSetsWindow</name>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Dupliquer</translation>
    </message>
    <message>
        <source>&amp;Words in </source>
        <translation>&amp;Mots en </translation>
    </message>
    <message>
        <source>A card set&apos;s folder</source>
        <translation>Le dossier d&apos;un jeu de cartes</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Balance…</source>
        <translation>Équilibrage…</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Jeux de cartes</translation>
    </message>
    <message>
        <source>Cards of the set</source>
        <translation>Cartes du jeu</translation>
    </message>
    <message>
        <source>Change {field}</source>
        <translation>Modifier {field}</translation>
    </message>
    <message>
        <source>Checking the set…</source>
        <translation>Vérification du jeu de cartes…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>Supp&amp;rimer</translation>
    </message>
    <message>
        <source>Delete card</source>
        <translation>Supprimer la carte</translation>
    </message>
    <message>
        <source>Duplicate card</source>
        <translation>Dupliquer la carte</translation>
    </message>
    <message>
        <source>New from…</source>
        <translation>Nouveau à partir de…</translation>
    </message>
    <message>
        <source>No card chosen.</source>
        <translation>Aucune carte choisie.</translation>
    </message>
    <message>
        <source>No problems: the set is ready to play and print.</source>
        <translation>Aucun problème : le jeu de cartes est prêt à jouer et à imprimer.</translation>
    </message>
    <message>
        <source>Play this set…</source>
        <translation>Jouer avec ce jeu de cartes…</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Problems of the set</source>
        <translation>Problèmes du jeu de cartes</translation>
    </message>
    <message>
        <source>The card&apos;s face</source>
        <translation>La face de la carte</translation>
    </message>
    <message>
        <source>The face cannot be drawn yet: {reason}</source>
        <translation>La face ne peut pas encore être dessinée : {reason}</translation>
    </message>
    <message>
        <source>The language of the card&apos;s words</source>
        <translation>La langue des mots de la carte</translation>
    </message>
    <message>
        <source>This set cannot be played: {problem}</source>
        <translation>Ce jeu de cartes ne peut pas être joué : {problem}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>rows apart by spaces, e.g. XXX OO dd</source>
        <translation>rangs séparés par des espaces, p. ex. XXX OO dd</translation>
    </message>
    <message>
        <source>{field} in {language}</source>
        <translation>{field} en {language}</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the set is read again, and the steps to undo are forgotten, as they were made on what it held before.</source>
        <translation>{file} a été modifié par un autre programme : le jeu de cartes est relu, et les étapes à annuler sont oubliées, car elles portaient sur ce qu&apos;il contenait avant.</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the set is read again.</source>
        <translation>{file} a été modifié par un autre programme : le jeu de cartes est relu.</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the steps to undo were made on what it held before, so they are forgotten.</source>
        <translation>{file} a été modifié par un autre programme : les étapes à annuler portaient sur ce qu&apos;il contenait avant, elles sont donc oubliées.</translation>
    </message>
    <message>
        <source>{title} — has a fault</source>
        <translation>{title} — a un défaut</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>a card file</source>
        <translation>un fichier de cartes</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>illisible : {reason}</translation>
    </message>
    <message>
        <source>is already defined by another card folder</source>
        <translation>est déjà défini par un autre dossier de cartes</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>manque</translation>
    </message>
    <message>
        <source>is missing: a [deck] table names the game and the deck</source>
        <translation>manque : une table [deck] nomme le jeu et le paquet</translation>
    </message>
    <message>
        <source>is not a card field</source>
        <translation>n&apos;est pas un champ de carte</translation>
    </message>
    <message>
        <source>is not a deck field</source>
        <translation>n&apos;est pas un champ de paquet</translation>
    </message>
    <message>
        <source>is not a table of a card file ([deck] and [[card]])</source>
        <translation>n&apos;est pas une table d&apos;un fichier de cartes ([deck] et [[card]])</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>n&apos;est pas du TOML valide : {reason}</translation>
    </message>
    <message>
        <source>is used by another card</source>
        <translation>est déjà pris par une autre carte</translation>
    </message>
    <message>
        <source>must be a table</source>
        <translation>doit être une table</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}, not {value}</source>
        <translation>doit être un nombre entier de {low} à {high}, pas {value}</translation>
    </message>
    <message>
        <source>must be a whole number, not {value}</source>
        <translation>doit être un nombre entier, pas {value}</translation>
    </message>
    <message>
        <source>must be one of the backs in layouts.toml ({known}), not {given}</source>
        <translation>doit être l&apos;un des dos de layouts.toml ({known}), pas {given}</translation>
    </message>
    <message>
        <source>must be one of the layouts in layouts.toml ({known}), not {given}</source>
        <translation>doit être l&apos;une des mises en page de layouts.toml ({known}), pas {given}</translation>
    </message>
    <message>
        <source>must be one of {choices}, not {given}</source>
        <translation>doit être l&apos;un de {choices}, pas {given}</translation>
    </message>
    <message>
        <source>must be text, not {value}</source>
        <translation>doit être du texte, pas {value}</translation>
    </message>
    <message>
        <source>must be true or false, not {value}</source>
        <translation>doit être true ou false, pas {value}</translation>
    </message>
    <message>
        <source>must be {wanted}, not {given}</source>
        <translation>doit être {wanted}, pas {given}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>the card layouts</source>
        <translation>les mises en page des cartes</translation>
    </message>
    <message>
        <source>the deck has no [[card]] entries</source>
        <translation>le paquet n&apos;a aucune entrée [[card]]</translation>
    </message>
    <message>
        <source>{game} has one card file, not {count}</source>
        <translation>{game} a un seul fichier de cartes, pas {count}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abandonnée</numerusform>
            <numerusform>%n abandonnées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n game(s) in the history could not be read and left out: {problem}.)</source>
        <translation>
            <numerusform>(%n partie de l&apos;historique n&apos;a pas pu être lue et a été laissée de côté : {problem}.)</numerusform>
            <numerusform>(%n parties de l&apos;historique n&apos;ont pas pu être lues et ont été laissées de côté : {problem}.)</numerusform>
        </translation>
    </message>
    <message>
        <source>--pair: in {game} both players share one deck</source>
        <translation>--pair : dans {game}, les deux joueurs partagent un paquet</translation>
    </message>
    <message>
        <source>--version takes no command</source>
        <translation>--version ne prend aucune commande</translation>
    </message>
    <message>
        <source>AI against AI: does the coach&apos;s win chance mean what it says?</source>
        <translation>IA contre IA : la chance de gain de l&apos;entraîneur veut-elle dire ce qu&apos;elle dit ?</translation>
    </message>
    <message>
        <source>AI against AI: win rates with 95%% intervals</source>
        <translation>IA contre IA : taux de victoire avec intervalles à 95 %%</translation>
    </message>
    <message>
        <source>En Garde parry rule: total (the rulebook, default) or equal (later editions)</source>
        <translation>règle de parade d&apos;En Garde : total (le livret de règles, par défaut) ou equal (éditions ultérieures)</translation>
    </message>
    <message>
        <source>En Garde rules level (default standard)</source>
        <translation>niveau de règles d&apos;En Garde (par défaut standard)</translation>
    </message>
    <message>
        <source>JSON-lines rules referee on stdin/stdout</source>
        <translation>arbitre des règles en lignes JSON sur stdin/stdout</translation>
    </message>
    <message>
        <source>Meanwhile the terminal game works: {command} play en-garde</source>
        <translation>En attendant, le jeu dans le terminal fonctionne : {command} play en-garde</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Parties récentes :</translation>
    </message>
    <message>
        <source>Record (wins-losses-draws; abandoned games count for none of them):</source>
        <translation>Bilan (victoires-défaites-nuls ; les parties abandonnées ne comptent dans aucun) :</translation>
    </message>
    <message>
        <source>Salle does not speak {code}; choose from {codes}</source>
        <translation>Salle ne parle pas {code} ; choisissez parmi {codes}</translation>
    </message>
    <message>
        <source>Salle: a table for duelling card games.</source>
        <translation>Salle : une table pour jeux de cartes de duel.</translation>
    </message>
    <message>
        <source>The map fitted to this run: slope {slope}, shift {shift}; fitted to half the matches, it scores {brier} in Brier on the other half. The game keeps slope {kept_slope}, shift {kept_shift} for the {level}&apos;s search.</source>
        <translation>La correspondance ajustée sur cette série : pente {slope}, décalage {shift} ; ajustée sur la moitié des parties, elle obtient un score de Brier de {brier} sur l&apos;autre moitié. Le jeu garde pour la recherche du niveau {level} la pente {kept_slope} et le décalage {kept_shift}.</translation>
    </message>
    <message>
        <source>The same decisions through maps each fitted to the other half of the matches:</source>
        <translation>Les mêmes décisions à travers des correspondances ajustées chacune sur l&apos;autre moitié des parties :</translation>
    </message>
    <message>
        <source>a game option kept for every match (repeatable)</source>
        <translation>une option de jeu gardée pour chaque partie (répétable)</translation>
    </message>
    <message>
        <source>a game option kept for every match, e.g. -o break=on (repeatable)</source>
        <translation>une option de jeu gardée pour chaque partie, p. ex. -o break=on (répétable)</translation>
    </message>
    <message>
        <source>a game option, e.g. -o variant=salle (repeatable)</source>
        <translation>une option de jeu, p. ex. -o variant=salle (répétable)</translation>
    </message>
    <message>
        <source>a game option, e.g. -o variant=sudden for Audatia (repeatable)</source>
        <translation>une option de jeu, p. ex. -o variant=sudden pour Audatia (répétable)</translation>
    </message>
    <message>
        <source>a sequential test, as Stockfish&apos;s fishtest runs: pairs of matches on one deal, seats swapped, until A is found ELO1 rather than ELO0 Elo stronger, or the reverse (-n caps the matches); each from -{most} to {most}, ELO0 below ELO1</source>
        <translation>un test séquentiel, comme le fishtest de Stockfish : des paires de parties sur une même donne, places échangées, jusqu&apos;à ce que A s&apos;avère plus fort de ELO1 Elo plutôt que de ELO0, ou l&apos;inverse (-n limite les parties) ; chacun de -{most} à {most}, ELO0 inférieur à ELO1</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>argument --journal: an empty name names no file</source>
        <translation>argument --journal : un nom vide ne désigne aucun fichier</translation>
    </message>
    <message>
        <source>argument --sprt: the matches are played in pairs; give -n 2 or more</source>
        <translation>argument --sprt : les parties se jouent par paires ; indiquez -n 2 ou plus</translation>
    </message>
    <message>
        <source>check this installation: an AI match, the table, a proof PDF</source>
        <translation>vérifier cette installation : une partie de l&apos;IA, la table, un PDF d&apos;épreuves</translation>
    </message>
    <message>
        <source>deal seed, 0 to {most} (default: random)</source>
        <translation>graine de la donne, 0 à {most} (par défaut : au hasard)</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>groups of shown chance, 2 to {most} (default 10)</source>
        <translation>groupes de chance de gain affichée, 2 à {most} (par défaut 10)</translation>
    </message>
    <message>
        <source>hits to win the match, 1 to {most} (default 5)</source>
        <translation>touches pour gagner le match, 1 à {most} (par défaut 5)</translation>
    </message>
    <message>
        <source>how many recent games, 1 to {most} (default 10)</source>
        <translation>nombre de parties récentes, 1 à {most} (par défaut 10)</translation>
    </message>
    <message>
        <source>level of player A</source>
        <translation>niveau du joueur A</translation>
    </message>
    <message>
        <source>level of player B</source>
        <translation>niveau du joueur B</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 200)</source>
        <translation>parties, 1 à {most} (par défaut 200)</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 40)</source>
        <translation>parties, 1 à {most} (par défaut 40)</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 400)</source>
        <translation>parties, 1 à {most} (par défaut 400)</translation>
    </message>
    <message>
        <source>no AI level {name}; choose from {levels}</source>
        <translation>aucun niveau d&apos;IA {name} ; choisissez parmi {levels}</translation>
    </message>
    <message>
        <source>no certificate or key file at {path}</source>
        <translation>aucun fichier de certificat ou de clé à {path}</translation>
    </message>
    <message>
        <source>one AI level against itself, sides rotated: win rate of each side</source>
        <translation>un niveau d&apos;IA contre lui-même, côtés alternés : taux de victoire de chaque côté</translation>
    </message>
    <message>
        <source>one of: {games}</source>
        <translation>l&apos;un de : {games}</translation>
    </message>
    <message>
        <source>only this game</source>
        <translation>seulement ce jeu</translation>
    </message>
    <message>
        <source>opponent: {levels} or human for hot-seat (default club)</source>
        <translation>adversaire : {levels} ou human pour jouer à tour de rôle (par défaut club)</translation>
    </message>
    <message>
        <source>play in the terminal against the AI or hot-seat</source>
        <translation>jouer dans le terminal contre l&apos;IA ou à tour de rôle</translation>
    </message>
    <message>
        <source>play this pairing of decks, sides rotated, instead of the game&apos;s own rotation, e.g. --pair roman,roman@Sworn bands (repeatable; Audatia and Barditus)</source>
        <translation>jouer cette paire de paquets, côtés alternés, au lieu de la rotation propre au jeu, p. ex. --pair roman,roman@Sworn bands (répétable ; Audatia et Barditus)</translation>
    </message>
    <message>
        <source>processes, 1 to {most} (default 2)</source>
        <translation>processus, 1 à {most} (par défaut 2)</translation>
    </message>
    <message>
        <source>run each match as a task on the Dask scheduler at ADDRESS (e.g. tcp://192.168.1.20:8786, or tls://HOST:PORT with the files below) instead of --jobs local processes. The cluster can run any code in Salle: use only machines you trust</source>
        <translation>jouer chaque partie comme une tâche sur l&apos;ordonnanceur Dask à ADDRESS (p. ex. tcp://192.168.1.20:8786, ou tls://HOST:PORT avec les fichiers ci-dessous) au lieu de --jobs processus locaux. Le cluster peut exécuter n&apos;importe quel code dans Salle : n&apos;utilisez que des machines de confiance</translation>
    </message>
    <message>
        <source>salle arena: the sequential test needs SciPy: pip install scipy (or Salle&apos;s extra: pip install &apos;salle[strength]&apos;)</source>
        <translation>salle arena : le test séquentiel demande SciPy : pip install scipy (ou l&apos;extra de Salle : pip install &apos;salle[strength]&apos;)</translation>
    </message>
    <message>
        <source>salle arena: this copy of Salle came from its installer, which leaves out SciPy, which the sequential test needs: to run it, run Salle from its source folder or install it with pip and its strength extra</source>
        <translation>salle arena : cette copie de Salle vient de son installateur, qui laisse de côté SciPy, dont le test séquentiel a besoin : pour le lancer, lancez Salle depuis son dossier source ou installez-le avec pip et son extra strength</translation>
    </message>
    <message>
        <source>salle {command}: the card data is damaged: {problem}</source>
        <translation>salle {command} : les données de cartes sont endommagées : {problem}</translation>
    </message>
    <message>
        <source>seat {seat} won</source>
        <translation>la place {seat} a gagné</translation>
    </message>
    <message>
        <source>show Salle&apos;s version and exit (alone: no command with it)</source>
        <translation>afficher la version de Salle et quitter (seule : sans aucune commande)</translation>
    </message>
    <message>
        <source>show each action&apos;s notation beside its words</source>
        <translation>afficher la notation de chaque action à côté de ses mots</translation>
    </message>
    <message>
        <source>the AI level (default master)</source>
        <translation>le niveau de l&apos;IA (par défaut master)</translation>
    </message>
    <message>
        <source>the AI level playing both sides (default master)</source>
        <translation>le niveau d&apos;IA qui joue les deux côtés (par défaut master)</translation>
    </message>
    <message>
        <source>the certificate authority (PEM) of a cluster secured with TLS</source>
        <translation>l&apos;autorité de certification (PEM) d&apos;un cluster sécurisé par TLS</translation>
    </message>
    <message>
        <source>the language of Salle&apos;s words: {codes} (default: the locale&apos;s)</source>
        <translation>la langue de Salle : {codes} (par défaut : celle de la locale)</translation>
    </message>
    <message>
        <source>the level whose search budget weighs the moves (default master, the hint&apos;s)</source>
        <translation>le niveau dont le budget de recherche pèse les coups (par défaut master, celui du conseil)</translation>
    </message>
    <message>
        <source>the private key (PEM) of that certificate, if it is not in the certificate&apos;s file</source>
        <translation>la clé privée (PEM) de ce certificat, si elle n&apos;est pas dans le fichier du certificat</translation>
    </message>
    <message>
        <source>the run&apos;s seed, 0 to {most} (default 1)</source>
        <translation>la graine de la série, 0 à {most} (par défaut 1)</translation>
    </message>
    <message>
        <source>this computer&apos;s certificate (PEM) for that cluster, signed by its authority</source>
        <translation>le certificat (PEM) de cet ordinateur pour ce cluster, signé par son autorité</translation>
    </message>
    <message>
        <source>write each match&apos;s result to FILE as it ends; the same command with the same FILE goes on where a stopped run left off (and a larger -n plays only the new matches)</source>
        <translation>écrit le résultat de chaque partie dans FILE dès qu&apos;elle se termine ; la même commande avec le même FILE reprend une série interrompue là où elle s&apos;était arrêtée (et un -n plus grand ne joue que les nouvelles parties)</translation>
    </message>
    <message>
        <source>your finished games and your record against each AI</source>
        <translation>vos parties terminées et votre bilan contre chaque IA</translation>
    </message>
    <message>
        <source>your seat; seat 0 opens</source>
        <translation>votre place ; la place 0 commence</translation>
    </message>
    <message>
        <source>{game}, seed {seed}. Type ? for the notation.</source>
        <translation>{game}, graine {seed}. Tapez ? pour la notation.</translation>
    </message>
    <message>
        <source>{level} game</source>
        <translation>partie {level}</translation>
    </message>
    <message>
        <source>{number} must be at least {least}</source>
        <translation>{number} doit valoir au moins {least}</translation>
    </message>
    <message>
        <source>{number} must be at most {most}</source>
        <translation>{number} doit valoir au plus {most}</translation>
    </message>
    <message>
        <source>{text} is not a whole number</source>
        <translation>{text} n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>{text}: ELO0 must be below ELO1</source>
        <translation>{text} : ELO0 doit être inférieur à ELO1</translation>
    </message>
    <message>
        <source>{text}: each Elo must be from -{most} to {most}</source>
        <translation>{text} : chaque Elo doit être compris entre -{most} et {most}</translation>
    </message>
    <message>
        <source>{text}: give ELO0,ELO1, two Elo differences, e.g. 0,30</source>
        <translation>{text} : indiquez ELO0,ELO1, deux écarts d&apos;Elo, p. ex. 0,30</translation>
    </message>
    <message>
        <source>{text}: write a pairing as DECK,DECK</source>
        <translation>{text} : écrivez une paire sous la forme PAQUET,PAQUET</translation>
    </message>
    <message>
        <source>{text}: write an option as NAME=VALUE</source>
        <translation>{text} : écrivez une option sous la forme NOM=VALEUR</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>It is your only move.</source>
        <translation>C&apos;est votre seul coup.</translation>
    </message>
    <message>
        <source>It is your only move; the {level}&apos;s search gives you about {percent} to win.</source>
        <translation>C&apos;est votre seul coup ; la recherche de {level} vous donne environ {percent} de chances de gagner.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search cannot tell this move from the next best, {rival}: about {percent} to win after either.</source>
        <translation>La recherche de {level} ne peut pas départager ce coup et le meilleur suivant, {rival} : environ {percent} de chances de gagner après l&apos;un comme après l&apos;autre.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search gives you about {percent} to win after this move.</source>
        <translation>La recherche de {level} vous donne environ {percent} de chances de gagner après ce coup.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search gives you about {percent} to win after this move; after the next best, {rival}, about {rival_percent}.</source>
        <translation>La recherche de {level} vous donne environ {percent} de chances de gagner après ce coup ; après le meilleur suivant, {rival}, environ {rival_percent}.</translation>
    </message>
</context>
<context>
    <name>Competitions</name>
    <message>
        <source>a Salle competition</source>
        <translation>une compétition de Salle</translation>
    </message>
    <message>
        <source>{problem} (it is not a readable competition, so it is not overwritten)</source>
        <translation>{problem} (ce n&apos;est pas une compétition lisible, elle n&apos;est donc pas écrasée)</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Open log folder</source>
        <translation>Ouvrir le dossier du journal</translation>
    </message>
    <message>
        <source>Salle could not open its log in this run; the details went to standard error.</source>
        <translation>Salle n&apos;a pas pu ouvrir son journal pendant cette exécution ; les détails sont partis sur la sortie d&apos;erreur standard.</translation>
    </message>
    <message>
        <source>Salle&apos;s log is in
{folder}</source>
        <translation>Le journal de Salle se trouve dans
{folder}</translation>
    </message>
    <message>
        <source>Something went wrong inside Salle ({error}).

{where}

Salle may go on, but it is safest to save your game and start it again.</source>
        <translation>Quelque chose s&apos;est mal passé dans Salle ({error}).

{where}

Salle peut continuer, mais le plus sûr est d&apos;enregistrer votre partie et de le redémarrer.</translation>
    </message>
    <message>
        <source>The details are in the log:
{file}</source>
        <translation>Les détails sont dans le journal :
{file}</translation>
    </message>
</context>
<context>
    <name>DataFileError</name>
    <message>
        <source>card {card}</source>
        <translation>carte {card}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file} : {problem}</translation>
    </message>
    <message>
        <source>{file}: {where}: {problem}</source>
        <translation>{file} : {where} : {problem}</translation>
    </message>
</context>
<context>
    <name>Folders</name>
    <message>
        <source>Salle cannot keep its log in {path}: {reason}.</source>
        <translation>Salle ne peut pas garder son journal dans {path} : {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep what it has worked out in {path}: {reason}.</source>
        <translation>Salle ne peut pas garder ses calculs dans {path} : {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep your saves and practice history in {path}: {reason}.</source>
        <translation>Salle ne peut pas garder tes sauvegardes et ton historique d&apos;entraînement dans {path} : {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep your settings in {path}: {reason}.</source>
        <translation>Salle ne peut pas garder tes réglages dans {path} : {reason}.</translation>
    </message>
    <message>
        <source>the folder is not there (is its disk plugged in?)</source>
        <translation>le dossier est absent (son disque est-il branché ?)</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>Fencer {number}</source>
        <translation>Tireur {number}</translation>
    </message>
</context>
<context>
    <name>GameState</name>
    <message>
        <source>{action}: not now</source>
        <translation>{action} : pas maintenant</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>a history database</source>
        <translation>une base d&apos;historique</translation>
    </message>
    <message>
        <source>cannot be opened: {error}</source>
        <translation>ne peut pas être ouvert : {error}</translation>
    </message>
    <message>
        <source>cannot be read or written: the disk reported an error ({error})</source>
        <translation>ne peut être ni lu ni écrit : le disque a signalé une erreur ({error})</translation>
    </message>
    <message>
        <source>cannot be written: the disk is full ({error})</source>
        <translation>ne peut pas être écrit : le disque est plein ({error})</translation>
    </message>
    <message>
        <source>is a SQLite database of another program, not a Salle history; it is left as it is</source>
        <translation>est une base SQLite d&apos;un autre programme, pas un historique de Salle ; il est laissé tel quel</translation>
    </message>
    <message>
        <source>is busy: another Salle is using it; try again in a moment ({error})</source>
        <translation>est occupé : un autre Salle l&apos;utilise ; réessaie dans un instant ({error})</translation>
    </message>
    <message>
        <source>is damaged or busy: {error}</source>
        <translation>est endommagé ou occupé : {error}</translation>
    </message>
    <message>
        <source>is damaged: SQLite cannot read its table of contents</source>
        <translation>est endommagé : SQLite ne peut pas lire sa table des matières</translation>
    </message>
    <message>
        <source>is damaged: {error}</source>
        <translation>est endommagé : {error}</translation>
    </message>
    <message>
        <source>is not a SQLite database, so not a Salle history; it is left as it is</source>
        <translation>n&apos;est pas une base SQLite, donc pas un historique de Salle ; il est laissé tel quel</translation>
    </message>
    <message>
        <source>is read-only, so games cannot be added to it ({error})</source>
        <translation>est en lecture seule : on ne peut pas y ajouter de parties ({error})</translation>
    </message>
    <message>
        <source>was made by a newer Salle (history version {version}; this Salle reads up to {newest}); it is left as it is</source>
        <translation>a été créé par un Salle plus récent (version d&apos;historique {version} ; ce Salle lit jusqu&apos;à {newest}) ; il est laissé tel quel</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n game(s) in the history could not be read and left out ({problem}). The file is left as it is.</source>
        <translation>
            <numerusform>%n partie de l&apos;historique n&apos;a pas pu être lue et a été laissée de côté ({problem}). Le fichier reste tel quel.</numerusform>
            <numerusform>%n parties de l&apos;historique n&apos;ont pas pu être lues et ont été laissées de côté ({problem}). Le fichier reste tel quel.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Re&amp;voir</translation>
    </message>
    <message>
        <source>AI ({level})</source>
        <translation>IA ({level})</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>Abandoned at {score}</source>
        <translation>Abandonnée à {score}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Fencers</source>
        <translation>Tireurs</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>No games yet against the computer.</source>
        <translation>Aucune partie contre l&apos;ordinateur pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Practice history</source>
        <translation>Historique d&apos;entraînement</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Ana&amp;lyse…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Step through the chosen game on the table</source>
        <translation>Parcourir la partie choisie sur la table, coup par coup</translation>
    </message>
    <message>
        <source>The AI&apos;s judgement of each of your decisions in the chosen game</source>
        <translation>Le jugement de l&apos;IA sur chacune de vos décisions dans la partie choisie</translation>
    </message>
    <message>
        <source>The practice history cannot be shown.
{problem}</source>
        <translation>L&apos;historique d&apos;entraînement ne peut pas être affiché.
{problem}</translation>
    </message>
    <message>
        <source>This game was recorded before Salle kept the deal with the moves, so it cannot be replayed.</source>
        <translation>Cette partie a été enregistrée avant que Salle ne garde la donne avec les coups ; elle ne peut donc pas être revue.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Vous avez gagné</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} a gagné</translation>
    </message>
    <message>
        <source>{player} against the computer, game by game</source>
        <translation>{player} contre l&apos;ordinateur, jeu par jeu</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>a run journal</source>
        <translation>un journal de série</translation>
    </message>
    <message>
        <source>cannot be read: {error}</source>
        <translation>ne peut pas être lu : {error}</translation>
    </message>
    <message>
        <source>cannot be written: {error}</source>
        <translation>ne peut pas être écrit : {error}</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>manque</translation>
    </message>
    <message>
        <source>is not JSON ({error})</source>
        <translation>n&apos;est pas du JSON ({error})</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>ligne {line}</translation>
    </message>
    <message>
        <source>must be a JSON table</source>
        <translation>doit être une table JSON</translation>
    </message>
    <message>
        <source>must be a table of the match&apos;s result</source>
        <translation>doit être une table du résultat de la partie</translation>
    </message>
    <message>
        <source>the journal&apos;s run has {theirs}, this run {ours}; give a new file or run the journal&apos;s command again</source>
        <translation>la série du journal a {theirs}, celle-ci {ours} ; donnez un nouveau fichier ou relancez la commande du journal</translation>
    </message>
    <message>
        <source>there is no folder {folder} to keep it in; make it first, or give a file in a folder that is there</source>
        <translation>il n&apos;y a pas de dossier {folder} pour le ranger ; créez-le d&apos;abord, ou donnez un fichier dans un dossier qui existe</translation>
    </message>
    <message>
        <source>this is not a Salle run journal; give a new file or the journal of this run</source>
        <translation>ce n&apos;est pas un journal de série de Salle ; donnez un nouveau fichier ou le journal de cette série</translation>
    </message>
    <message>
        <source>written by another version of Salle ({version}); give a new file</source>
        <translation>écrit par une autre version de Salle ({version}) ; donnez un nouveau fichier</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Leçon suivante</translation>
    </message>
    <message>
        <source>Play the Novice</source>
        <translation>Jouer contre Novice</translation>
    </message>
</context>
<context>
    <name>LessonMatch</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>Read the lesson, then press Next.</source>
        <translation>Lisez la leçon, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>La leçon est terminée.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>A guided first game shows you the rules of {game} on the table, one move at a time. You can always find it under Help ▸ {menu}</source>
        <translation>Une première partie guidée vous montre les règles de {game} sur la table, un coup à la fois. Vous la retrouverez toujours dans Aide ▸ {menu}</translation>
    </message>
    <message>
        <source>Learn it</source>
        <translation>Apprendre</translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation>Apprendre {game}</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Lesson complete.</source>
        <translation>Leçon terminée.</translation>
    </message>
    <message>
        <source>Lesson complete: {lesson}</source>
        <translation>Leçon terminée : {lesson}</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>Leçon : {title}</translation>
    </message>
    <message>
        <source>New to {game}</source>
        <translation>Vous découvrez {game}</translation>
    </message>
    <message>
        <source>New to {game}?</source>
        <translation>Vous découvrez {game} ?</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>No lesson of this game can be played: a lesson file is damaged</source>
        <translation>Aucune leçon de ce jeu ne peut être jouée : un fichier de leçon est endommagé</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Non merci</translation>
    </message>
    <message>
        <source>Well done. Next: {lesson}. Or try a real game against the Novice.</source>
        <translation>Bien joué. Suivante : {lesson}. Ou essayez une vraie partie contre Novice.</translation>
    </message>
    <message>
        <source>Well done. That was the last lesson of this game. Or try a real game against the Novice.</source>
        <translation>Bien joué. C&apos;était la dernière leçon de ce jeu. Ou essayez une vraie partie contre Novice.</translation>
    </message>
    <message>
        <source>salle: a lesson of {game} cannot be played: {problem}</source>
        <translation>salle : une leçon de {game} ne peut pas être jouée : {problem}</translation>
    </message>
    <message>
        <source>{game} — {lesson} (step {step} of {steps})</source>
        <translation>{game} — {lesson} (étape {step} sur {steps})</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Master (29 November 2026)</source>
        <translation>Maître (29 novembre 2026)</translation>
    </message>
    <message>
        <source>Master (November 2026)</source>
        <translation>Maître (novembre 2026)</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>offensif</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>prudent</translation>
    </message>
    <message>
        <source>counter-attacker</source>
        <translation>contre-attaquant</translation>
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

Le fichier n&apos;a pas pu être mis de côté ({problem}) ; il est laissé tel quel.</translation>
    </message>
    <message>
        <source>

The file was kept as {file}; your next game is autosaved as usual.</source>
        <translation>

Le fichier a été conservé sous le nom {file} ; votre prochaine partie est enregistrée automatiquement comme d&apos;habitude.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n coup joué</numerusform>
            <numerusform>%n coups joués</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;About Salle</source>
        <translation>À &amp;propos de Salle</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Vitesse des &amp;animations</translation>
    </message>
    <message>
        <source>&amp;Balance…</source>
        <translation>É&amp;quilibrage…</translation>
    </message>
    <message>
        <source>&amp;Card sets…</source>
        <translation>&amp;Jeux de cartes…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>C&amp;onseil</translation>
    </message>
    <message>
        <source>&amp;Keys on the table</source>
        <translation>&amp;Touches de la table</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Charger…</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Palette</translation>
    </message>
    <message>
        <source>&amp;Print proofs…</source>
        <translation>&amp;Imprimer les épreuves…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Resume last game</source>
        <translation>&amp;Reprendre la dernière partie</translation>
    </message>
    <message>
        <source>&amp;Rules of this game…</source>
        <translation>&amp;Règles de ce jeu…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>A folder for your saves and practice history</source>
        <translation>Un dossier pour vos sauvegardes et votre historique d&apos;entraînement</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it? It goes into your practice history as abandoned, neither won nor lost.</source>
        <translation>Une partie est en cours. L&apos;abandonner ? Elle ira dans votre historique d&apos;entraînement comme abandonnée, ni gagnée ni perdue.</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>L&apos;abandonner</translation>
    </message>
    <message>
        <source>An unfinished game was found: {game}, {moves}{score}. It was saved on {when}.

Resume it?</source>
        <translation>Une partie inachevée a été trouvée : {game}, {moves}{score}. Elle a été enregistrée le {when}.

La reprendre ?</translation>
    </message>
    <message>
        <source>Choose a folder…</source>
        <translation>Choisir un dossier…</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Choisir un autre dossier…</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Hide the side panel</source>
        <translation>Masquer le panneau latéral</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Conseil : {move}</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claire</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Charger une partie</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>No sound on this computer: {reason}</source>
        <translation>Pas de son sur cet ordinateur : {reason}</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Ouvrir le dossier du &amp;journal</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Jouer sans enregistrer</translation>
    </message>
    <message>
        <source>Practice &amp;history…</source>
        <translation>&amp;Historique d&apos;entraînement…</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Faible</translation>
    </message>
    <message>
        <source>Re&amp;play a save…</source>
        <translation>Re&amp;voir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Enregistrée dans {file}.</translation>
    </message>
    <message>
        <source>Show the &amp;notation</source>
        <translation>Afficher la &amp;notation</translation>
    </message>
    <message>
        <source>Show the side panel</source>
        <translation>Afficher le panneau latéral</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>Panneau la&amp;téral</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>&amp;Volume du son</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Du système</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>L&apos;IA réfléchit…</translation>
    </message>
    <message>
        <source>The Master is thinking…</source>
        <translation>Master réfléchit…</translation>
    </message>
    <message>
        <source>The card set of the last game cannot be found ({problem}): this game is played with the shipped cards.</source>
        <translation>Le jeu de cartes de la dernière partie est introuvable ({problem}) : cette partie se joue avec les cartes fournies.</translation>
    </message>
    <message>
        <source>The card set {name} of the last game has a fault ({problem}): this game is played with the shipped cards.</source>
        <translation>Le jeu de cartes {name} de la dernière partie a un défaut ({problem}) : cette partie se joue avec les cartes fournies.</translation>
    </message>
    <message>
        <source>The game was not saved.

{problem}</source>
        <translation>La partie n&apos;a pas été enregistrée.

{problem}</translation>
    </message>
    <message>
        <source>The last game&apos;s settings could not be used ({problem}); starting a new one.</source>
        <translation>Les réglages de la dernière partie n&apos;ont pas pu être utilisés ({problem}) ; une nouvelle commence.</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Il n&apos;y a aucune partie inachevée à reprendre.</translation>
    </message>
    <message>
        <source>This game cannot be replayed.

{problem}</source>
        <translation>Cette partie ne peut pas être revue.

{problem}</translation>
    </message>
    <message>
        <source>This game cannot be resumed.

{problem}</source>
        <translation>Cette partie ne peut pas être reprise.

{problem}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Your old settings file held a value Salle could not use; it was kept as {file}.</source>
        <translation>Votre ancien fichier de réglages contenait une valeur que Salle ne pouvait pas utiliser ; il a été conservé sous le nom {file}.</translation>
    </message>
    <message>
        <source>Your saves and practice history are kept in {folder} for this session only: the settings could not be saved, so Salle will not remember this folder.</source>
        <translation>Vos sauvegardes et votre historique d&apos;entraînement sont gardés dans {folder} pour cette session seulement : les réglages n&apos;ont pas pu être enregistrés, Salle ne se souviendra donc pas de ce dossier.</translation>
    </message>
    <message>
        <source>Your saves and practice history are kept in {folder} from now on.</source>
        <translation>Vos sauvegardes et votre historique d&apos;entraînement sont désormais gardés dans {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved: {problem}</source>
        <translation>Vos réglages n&apos;ont pas pu être enregistrés : {problem}</translation>
    </message>
    <message>
        <source>last_game must be a JSON object</source>
        <translation>last_game doit être un objet JSON</translation>
    </message>
    <message>
        <source>last_game.seats must be a list of two seats</source>
        <translation>last_game.seats doit être une liste de deux places</translation>
    </message>
    <message>
        <source>the {game} game of {first} and {second}</source>
        <translation>la partie de {game} de {first} et {second}</translation>
    </message>
    <message>
        <source>your {game} game against {opponent}</source>
        <translation>votre partie de {game} contre {opponent}</translation>
    </message>
    <message>
        <source>{date} at {time}</source>
        <translation>{date} à {time}</translation>
    </message>
    <message>
        <source>{game} &amp;scenarios</source>
        <translation>&amp;Scénarios de {game}</translation>
    </message>
    <message>
        <source>{problem}

Choose another folder, or play on without saving.</source>
        <translation>{problem}

Choisissez un autre dossier ou continuez à jouer sans enregistrer.</translation>
    </message>
    <message>
        <source>{problem}

You can play, but games will not be autosaved and finished games will not be added to your practice history. You can choose another folder for them.</source>
        <translation>{problem}

Vous pouvez jouer, mais les parties ne seront pas enregistrées automatiquement et les parties terminées n&apos;iront pas dans votre historique d&apos;entraînement. Vous pouvez choisir un autre dossier pour elles.</translation>
    </message>
    <message>
        <source>{problem} Games are not autosaved and not added to the practice history.</source>
        <translation>{problem} Les parties ne sont ni enregistrées automatiquement ni ajoutées à l&apos;historique d&apos;entraînement.</translation>
    </message>
    <message>
        <source>{problem} What you change in this session is not kept.</source>
        <translation>{problem} Ce que vous changez pendant cette session ne sera pas gardé.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>A card was drawn: taking the move back would show what the deck holds next.</source>
        <translation>Une carte a été piochée : reprendre le coup montrerait ce que la pioche réserve ensuite.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Un conseil ne se demande qu’à votre tour.</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>L’enregistrement automatique a échoué : {problem}</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>Salle failed while opening it ({error})</source>
        <translation>Salle a échoué en l’ouvrant ({error})</translation>
    </message>
    <message>
        <source>Salle failed while writing it ({error})</source>
        <translation>Salle a échoué en l’écrivant ({error})</translation>
    </message>
    <message>
        <source>The autosave file could not be read ({damage}). It was kept as {kept}, and this game is autosaved again.</source>
        <translation>La sauvegarde automatique n’a pas pu être lue ({damage}). Elle a été gardée sous {kept}, et cette partie est de nouveau sauvegardée automatiquement.</translation>
    </message>
    <message>
        <source>The dice were rolled: taking the move back would tell you the next rolls.</source>
        <translation>Les dés ont été lancés : reprendre le coup vous révélerait les prochains jets.</translation>
    </message>
    <message>
        <source>The finished game&apos;s autosave could not be removed: {reason}; Salle may offer to resume it.</source>
        <translation>La sauvegarde automatique de la partie finie n’a pas pu être supprimée : {reason} ; Salle proposera peut-être de la reprendre.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Vous n’avez aucun coup à reprendre.</translation>
    </message>
    <message>
        <source>This game is not autosaved. {problem}</source>
        <translation>Cette partie n’est pas sauvegardée automatiquement. {problem}</translation>
    </message>
    <message>
        <source>This game is not autosaved: {problem} Save it with Game ▸ Save… to keep it.</source>
        <translation>Cette partie n’est pas sauvegardée automatiquement : {problem} Enregistrez-la avec Partie ▸ Enregistrer… pour la garder.</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>ce n’est pas votre tour</translation>
    </message>
    <message>
        <source>no AI level {level}</source>
        <translation>aucun niveau d’IA {level}</translation>
    </message>
    <message>
        <source>{failed}; the details are in the log, {file}</source>
        <translation>{failed} ; les détails sont dans le journal, {file}</translation>
    </message>
    <message>
        <source>{file} holds the game of another Salle that is running with the same folder ({folder}); it is left to that Salle.</source>
        <translation>{file} contient la partie d’un autre Salle ouvert avec le même dossier ({folder}) ; elle est laissée à cet autre Salle.</translation>
    </message>
    <message>
        <source>{problem}. The AI cannot move; save the game and restart Salle.</source>
        <translation>{problem}. L’IA ne peut pas jouer ; enregistrez la partie et relancez Salle.</translation>
    </message>
    <message>
        <source>{problem}; trying again.</source>
        <translation>{problem} ; nouvel essai.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>A person at this computer, or the computer at one of its levels</source>
        <translation>Une personne devant cet ordinateur, ou l&apos;ordinateur à l&apos;un de ses niveaux</translation>
    </message>
    <message>
        <source>Both players share one deck, so a game plays one card set.</source>
        <translation>Les deux joueurs partagent un paquet : une partie se joue avec un seul jeu de cartes.</translation>
    </message>
    <message>
        <source>Car&amp;ds</source>
        <translation>Car&amp;tes</translation>
    </message>
    <message>
        <source>Cards of {option}</source>
        <translation>Cartes de {option}</translation>
    </message>
    <message>
        <source>Fi&amp;xed seed</source>
        <translation>&amp;Graine fixe</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation>No&amp;m</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>The card set {name} has no deck {deck}</source>
        <translation>Le jeu de cartes {name} n&apos;a pas de paquet {deck}</translation>
    </message>
    <message>
        <source>The cards of this deck: the game&apos;s own, or a card set of yours</source>
        <translation>Les cartes de ce paquet : celles du jeu, ou un de vos jeux de cartes</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card set of yours (Game ▸ Card sets…)</source>
        <translation>Les cartes propres au jeu, ou un de vos jeux de cartes (Partie ▸ Jeux de cartes…)</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: to replay a game, or to report a problem. Unchecked, every game is dealt at random.</source>
        <translation>La même graine distribue les mêmes cartes : pour rejouer une partie ou signaler un problème. Décochée, chaque partie est distribuée au hasard.</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Les cartes fournies</translation>
    </message>
    <message>
        <source>{name} (the AI)</source>
        <translation>{name} (l&apos;IA)</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (vous)</translation>
    </message>
    <message>
        <source>{seat} needs a name</source>
        <translation>{seat} doit avoir un nom</translation>
    </message>
</context>
<context>
    <name>NewSetDialog</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Source</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>New card set</source>
        <translation>Nouveau jeu de cartes</translation>
    </message>
    <message>
        <source>{game}: every deck</source>
        <translation>{game} : tous les paquets</translation>
    </message>
</context>
<context>
    <name>Proofs</name>
    <message>
        <source>a {w}x{h} mm card with {bleed} mm bleed does not fit on this paper</source>
        <translation>une carte de {w}x{h} mm avec {bleed} mm de fond perdu ne tient pas sur ce papier</translation>
    </message>
    <message>
        <source>an ICC profile</source>
        <translation>un profil ICC</translation>
    </message>
    <message>
        <source>backs</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>bleed: {bleed} mm is outside 0-5 mm</source>
        <translation>fond perdu : {bleed} mm est hors de 0 à 5 mm</translation>
    </message>
    <message>
        <source>card set {name}</source>
        <translation>jeu de cartes {name}</translation>
    </message>
    <message>
        <source>card size {text}: use poker, bridge, mini or WxH in mm (e.g. 70x120)</source>
        <translation>taille de carte {text} : indiquez poker, bridge, mini ou LxH en mm (par ex. 70x120)</translation>
    </message>
    <message>
        <source>card size: {w}x{h} mm is outside 20x20 to 200x280 mm</source>
        <translation>taille de carte : {w}x{h} mm est hors de 20x20 à 200x280 mm</translation>
    </message>
    <message>
        <source>cards {first}-{last} of {count}</source>
        <translation>cartes {first} à {last} sur {count}</translation>
    </message>
    <message>
        <source>duplex: {duplex} is not one of {choices}</source>
        <translation>recto verso : {duplex} n’est pas parmi {choices}</translation>
    </message>
    <message>
        <source>fold here</source>
        <translation>plier ici</translation>
    </message>
    <message>
        <source>fronts</source>
        <translation>recto</translation>
    </message>
    <message>
        <source>no card {card} in {game}</source>
        <translation>aucune carte {card} dans {game}</translation>
    </message>
    <message>
        <source>page {number}/{total}</source>
        <translation>page {number}/{total}</translation>
    </message>
    <message>
        <source>paper: {paper} is not one of {papers}</source>
        <translation>papier : {paper} n’est pas parmi {papers}</translation>
    </message>
    <message>
        <source>{board} — tile {tile} of {tiles}. Glue the next tile over the shaded strip, matching the crosshairs.</source>
        <translation>{board} — morceau {tile} sur {tiles}. Collez le morceau suivant sur la bande grisée, les mires l’une sur l’autre.</translation>
    </message>
    <message>
        <source>{file}: a {space} profile; a CMYK profile is needed</source>
        <translation>{file} : un profil {space} ; il faut un profil CMJN</translation>
    </message>
    <message>
        <source>{file}: not an ICC profile ({problem})</source>
        <translation>{file} : pas un profil ICC ({problem})</translation>
    </message>
    <message>
        <source>{game} — print and play</source>
        <translation>{game} — à imprimer et jouer</translation>
    </message>
</context>
<context>
    <name>ProofsCli</name>
    <message>
        <source>an empty name names no file</source>
        <translation>un nom vide ne désigne aucun fichier</translation>
    </message>
    <message>
        <source>an empty name names nothing</source>
        <translation>un nom vide ne désigne rien</translation>
    </message>
    <message>
        <source>argument --deck: {game} has no deck {deck}; its decks: {decks}</source>
        <translation>argument --deck : {game} n’a pas de paquet {deck} ; ses paquets : {decks}</translation>
    </message>
    <message>
        <source>bleed must be 0 to {most} mm, not {text}</source>
        <translation>le fond perdu doit aller de 0 à {most} mm, pas {text}</translation>
    </message>
    <message>
        <source>no ICC profile at {path}</source>
        <translation>aucun profil ICC à {path}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>print the cards in this language: {codes} (default: the language Salle shows its words in)</source>
        <translation>imprimer les cartes dans cette langue : {codes} (par défaut : la langue dans laquelle Salle s’affiche)</translation>
    </message>
    <message>
        <source>the safe zone must be 0 to {most} mm, not {text}</source>
        <translation>la zone de sécurité doit aller de 0 à {most} mm, pas {text}</translation>
    </message>
    <message>
        <source>there is no folder {folder}; make it first, or give a path in a folder that is there</source>
        <translation>il n’y a pas de dossier {folder} ; créez-le d’abord, ou donnez un chemin dans un dossier qui existe</translation>
    </message>
    <message>
        <source>{code} is not a language of the cards; choose {choices}</source>
        <translation>{code} n’est pas une langue des cartes ; choisissez {choices}</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>{path} is a folder; give a file name for the PDF</source>
        <translation>{path} est un dossier ; donnez un nom de fichier pour le PDF</translation>
    </message>
    <message>
        <source>{path} is there already and is not a PDF; Salle does not write over it: give another name</source>
        <translation>{path} existe déjà et n’est pas un PDF ; Salle ne l’écrase pas : donnez un autre nom</translation>
    </message>
    <message>
        <source>{path} is there already and is not a folder</source>
        <translation>{path} existe déjà et n’est pas un dossier</translation>
    </message>
    <message>
        <source>{text} is not a number of millimetres</source>
        <translation>{text} n’est pas un nombre de millimètres</translation>
    </message>
    <message>
        <source>{text}: copies must be a whole number from {least} to {most}</source>
        <translation>{text} : le nombre de copies doit être un entier de {least} à {most}</translation>
    </message>
    <message>
        <source>{text}: each of X and Y must be from -{most} to {most} mm</source>
        <translation>{text} : X et Y doivent chacun aller de -{most} à {most} mm</translation>
    </message>
    <message>
        <source>{text}: give X,Y in millimetres, e.g. 0.5,-0.3</source>
        <translation>{text} : indiquez X,Y en millimètres, par ex. 0.5,-0.3</translation>
    </message>
    <message>
        <source>{text}: give card ids separated by commas, none of them empty</source>
        <translation>{text} : donnez des ids de cartes séparés par des virgules, aucun vide</translation>
    </message>
</context>
<context>
    <name>ProofsDialog</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n feuille</numerusform>
            <numerusform>%n feuilles</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Bleed</source>
        <translation>&amp;Fond perdu</translation>
    </message>
    <message>
        <source>&amp;Copies of each card</source>
        <translation>E&amp;xemplaires de chaque carte</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Paquet</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Landscape</source>
        <translation>Pa&amp;ysage</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>Pap&amp;ier</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Enregistrer le PDF…</translation>
    </message>
    <message>
        <source>All decks</source>
        <translation>Tous les paquets</translation>
    </message>
    <message>
        <source>B&amp;acks</source>
        <translation>&amp;Dos</translation>
    </message>
    <message>
        <source>Back offset x, y</source>
        <translation>Décalage des dos x, y</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>Ca&amp;rds</source>
        <translation>Ca&amp;rtes</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>&amp;Format des cartes</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Format personnalisé</translation>
    </message>
    <message>
        <source>Duplex, long-edge flip</source>
        <translation>Recto verso, retournement bord long</translation>
    </message>
    <message>
        <source>Duplex, short-edge flip</source>
        <translation>Recto verso, retournement bord court</translation>
    </message>
    <message>
        <source>Export &amp;images…</source>
        <translation>Exporter les &amp;images…</translation>
    </message>
    <message>
        <source>Export card images</source>
        <translation>Exporter les images des cartes</translation>
    </message>
    <message>
        <source>Export images</source>
        <translation>Exporter les images</translation>
    </message>
    <message>
        <source>Fold-over</source>
        <translation>À plier</translation>
    </message>
    <message>
        <source>Lan&amp;guage of the cards</source>
        <translation>&amp;Langue des cartes</translation>
    </message>
    <message>
        <source>Mini</source>
        <translation>Mini</translation>
    </message>
    <message>
        <source>No backs</source>
        <translation>Sans dos</translation>
    </message>
    <message>
        <source>One image per card face and back, with the bleed, for print-on-demand shops</source>
        <translation>Une image par recto et par dos, avec le fond perdu, pour les imprimeurs à la demande</translation>
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
        <translation>Imprimer des épreuves</translation>
    </message>
    <message>
        <source>Print the &amp;boards too</source>
        <translation>Imprimer aussi les &amp;plateaux</translation>
    </message>
    <message>
        <source>Save proofs</source>
        <translation>Enregistrer les épreuves</translation>
    </message>
    <message>
        <source>Sheet </source>
        <translation>Feuille </translation>
    </message>
    <message>
        <source>Show a safe-zone guide 3 mm inside</source>
        <translation>Montrer une marge de sécurité de 3 mm</translation>
    </message>
    <message>
        <source>The PDF was not written.

{error}</source>
        <translation>Le PDF n&apos;a pas été écrit.

{error}</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card set of yours (Game ▸ Card sets…)</source>
        <translation>Les cartes propres au jeu, ou un de vos jeux de cartes (Partie ▸ Jeux de cartes…)</translation>
    </message>
    <message>
        <source>The images were not written.

{error}</source>
        <translation>Les images n&apos;ont pas été écrites.

{error}</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Les cartes fournies</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to {folder}.</source>
        <translation>
            <numerusform>%n fichier écrit dans {folder}.</numerusform>
            <numerusform>%n fichiers écrits dans {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote {file}: {sheets}, {cards}.</source>
        <translation>{file} écrit : {sheets}, {cards}.</translation>
    </message>
    <message>
        <source>of {total}</source>
        <translation>sur {total}</translation>
    </message>
    <message>
        <source>{game} proofs</source>
        <translation>Épreuves {game}</translation>
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
            <numerusform>Installez le paquet avec :</numerusform>
            <numerusform>Installez les %n paquets avec :</numerusform>
        </translation>
    </message>
    <message>
        <source>Qt cannot open a window: its X11 (xcb) platform plugin needs {libraries}, which this system lacks.</source>
        <translation>Qt ne peut pas ouvrir de fenêtre : son greffon de plateforme X11 (xcb) a besoin de {libraries}, qui manquent sur ce système.</translation>
    </message>
    <message>
        <source>Salle cannot open its table: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it from a desktop session, or play in the terminal ({command} play --help)</source>
        <translation>Salle ne peut pas ouvrir sa table : il n&apos;y a pas d&apos;affichage (ni DISPLAY ni WAYLAND_DISPLAY ne sont définis) ; lancez-le depuis une session de bureau ou jouez dans le terminal ({command} play --help)</translation>
    </message>
    <message>
        <source>To find the package of {libraries}: apt-file search {first}</source>
        <translation>Pour trouver le paquet de {libraries} : apt-file search {first}</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <source>0, 1 or null</source>
        <translation>0, 1 ou null</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>un objet JSON</translation>
    </message>
    <message>
        <source>a die is to be rolled: send {roll} or play {die}</source>
        <translation>un dé est à lancer : envoyez {roll} ou jouez {die}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un entier</translation>
    </message>
    <message>
        <source>a whole number of at least 0</source>
        <translation>un entier d’au moins 0</translation>
    </message>
    <message>
        <source>no die is to be rolled now</source>
        <translation>aucun dé n’est à lancer maintenant</translation>
    </message>
    <message>
        <source>no game yet: send {new} or {load} first</source>
        <translation>pas encore de partie : envoyez d’abord {new} ou {load}</translation>
    </message>
    <message>
        <source>one of {levels}</source>
        <translation>l’un de {levels}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>the line is empty: send one JSON object with a {field} per line</source>
        <translation>la ligne est vide : envoyez un objet JSON avec un {field} par ligne</translation>
    </message>
    <message>
        <source>the line is not JSON the referee reads: a number is too long</source>
        <translation>la ligne n’est pas du JSON que l’arbitre lit : un nombre est trop long</translation>
    </message>
    <message>
        <source>the line is not JSON the referee reads: it nests too deeply</source>
        <translation>la ligne n’est pas du JSON que l’arbitre lit : elle est trop imbriquée</translation>
    </message>
    <message>
        <source>the line is not JSON: {reason}</source>
        <translation>la ligne n’est pas du JSON : {reason}</translation>
    </message>
    <message>
        <source>the line is not UTF-8 text (byte {byte})</source>
        <translation>la ligne n’est pas du texte UTF-8 (octet {byte})</translation>
    </message>
    <message>
        <source>the line must be a JSON object with a {field}, not {kind}</source>
        <translation>la ligne doit être un objet JSON avec un {field}, pas {kind}</translation>
    </message>
    <message>
        <source>the referee could not write its answer ({problem})</source>
        <translation>l’arbitre n’a pas pu écrire sa réponse ({problem})</translation>
    </message>
    <message>
        <source>the referee failed on this line ({problem}); the game is unchanged; please report it</source>
        <translation>l’arbitre a échoué sur cette ligne ({problem}) ; la partie est inchangée ; merci de le signaler</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>{field}: give its notation as text or its structured form as an object, not {value}</source>
        <translation>{field} : donnez sa notation en texte ou sa forme structurée en objet, pas {value}</translation>
    </message>
    <message>
        <source>{field}: is missing</source>
        <translation>{field} : manque</translation>
    </message>
    <message>
        <source>{field}: is missing; use one of {commands}</source>
        <translation>{field} : manque ; utilisez l’un de {commands}</translation>
    </message>
    <message>
        <source>{field}: is not a field of {cmd} (it takes no other field)</source>
        <translation>{field} : n’est pas un champ de {cmd} (il ne prend aucun autre champ)</translation>
    </message>
    <message>
        <source>{field}: is not a field of {cmd} (it takes {fields})</source>
        <translation>{field} : n’est pas un champ de {cmd} (il prend {fields})</translation>
    </message>
    <message>
        <source>{field}: must be {wanted}, not {value}</source>
        <translation>{field} : doit être {wanted}, pas {value}</translation>
    </message>
    <message>
        <source>{field}: {value} is not a command; use one of {commands}</source>
        <translation>{field} : {value} n’est pas une commande ; utilisez l’une de {commands}</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} n’est pas un nombre JSON</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>This is a replay: its moves cannot be changed. Step through it with ← and → (Home, End).</source>
        <translation>Ceci est une relecture : ses coups ne peuvent pas être changés. Parcourez-la avec ← et → (Début, Fin).</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>&amp;Close replay</source>
        <translation>&amp;Fermer la relecture</translation>
    </message>
    <message>
        <source>Export the whole game as a save</source>
        <translation>Exporter toute la partie comme sauvegarde</translation>
    </message>
    <message>
        <source>First move (Home)</source>
        <translation>Premier coup (Début)</translation>
    </message>
    <message>
        <source>Hand: {name}</source>
        <translation>Main : {name}</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Dernier coup (Fin)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Coup suivant (→)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Coup précédent (←)</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Ana&amp;lyse…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>The AI&apos;s judgement of each of your decisions, and the win-chance graph</source>
        <translation>Le jugement de l&apos;IA sur chacune de vos décisions et le graphique des chances de gain</translation>
    </message>
    <message>
        <source>Whose hand the table shows: the game is over, so either may be seen</source>
        <translation>La main que montre la table : la partie est finie, on peut donc voir l&apos;une ou l&apos;autre</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>After move {move} of {moves} — {name}: {words}</source>
        <translation>Après le coup {move} sur {moves} — {name} : {words}</translation>
    </message>
    <message>
        <source>Replay: step through the game with ← and → (Home, End); the table takes no moves.</source>
        <translation>Relecture : parcourez la partie avec ← et → (Début, Fin) ; la table n&apos;accepte aucun coup.</translation>
    </message>
    <message>
        <source>Save the replayed game</source>
        <translation>Enregistrer la partie revue</translation>
    </message>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Début de la partie (%n coup)</numerusform>
            <numerusform>Début de la partie (%n coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole game was saved to {file}.</source>
        <translation>Toute la partie a été enregistrée dans {file}.</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n imprécision</numerusform>
            <numerusform>%n imprécisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v sur %m décisions</translation>
    </message>
    <message>
        <source>(The review was not kept in the practice history: {problem})</source>
        <translation>(L&apos;analyse n&apos;a pas été gardée dans l&apos;historique d&apos;entraînement : {problem})</translation>
    </message>
    <message>
        <source>(This game is not in the practice history, so its review is not kept.)</source>
        <translation>(Cette partie n&apos;est pas dans l&apos;historique d&apos;entraînement ; son analyse n&apos;est donc pas gardée.)</translation>
    </message>
    <message>
        <source>Better: {move} ({percent}%).</source>
        <translation>Mieux : {move} ({percent} %).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Click a point of the graph (or step to a move of yours) to see what the AI thought of it.</source>
        <translation>Cliquez sur un point du graphique (ou allez à l&apos;un de vos coups) pour voir ce qu&apos;en pensait l&apos;IA.</translation>
    </message>
    <message>
        <source>Click a point of the graph to see that position on the table.</source>
        <translation>Cliquez sur un point du graphique pour voir cette position sur la table.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Move {number}, {name} to play: {move} ({chance}).</source>
        <translation>Coup {number}, {name} joue : {move} ({chance}).</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>That was a blunder, {points} points lost.</source>
        <translation>C&apos;était une gaffe : {points} points perdus.</translation>
    </message>
    <message>
        <source>That was a mistake, {points} points lost.</source>
        <translation>C&apos;était une erreur : {points} points perdus.</translation>
    </message>
    <message>
        <source>That was an inaccuracy, {points} points lost.</source>
        <translation>C&apos;était une imprécision : {points} points perdus.</translation>
    </message>
    <message>
        <source>The AI looks at each of your decisions from what you could see then…</source>
        <translation>L&apos;IA examine chacune de vos décisions à partir de ce que vous pouviez voir alors…</translation>
    </message>
    <message>
        <source>The AI would have played the same.</source>
        <translation>L&apos;IA aurait joué la même chose.</translation>
    </message>
    <message>
        <source>The difference is small.</source>
        <translation>La différence est faible.</translation>
    </message>
    <message>
        <source>The review was cancelled; Review… in the replay bar starts it again.</source>
        <translation>L&apos;analyse a été annulée ; Analyse… dans la barre de relecture la relance.</translation>
    </message>
    <message>
        <source>Win chance %</source>
        <translation>Chance de gain %</translation>
    </message>
    <message>
        <source>blunder (30 or more)</source>
        <translation>gaffe (30 ou plus)</translation>
    </message>
    <message>
        <source>inaccuracy (10 points of win chance lost or more)</source>
        <translation>imprécision (10 points de chance de gain perdus ou plus)</translation>
    </message>
    <message>
        <source>mistake (20 or more)</source>
        <translation>erreur (20 ou plus)</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>non estimée</translation>
    </message>
    <message>
        <source>the AI&apos;s best move</source>
        <translation>le meilleur coup de l&apos;IA</translation>
    </message>
    <message>
        <source>the move played</source>
        <translation>le coup joué</translation>
    </message>
    <message numerus="yes">
        <source>{judged} in %n decision(s).</source>
        <translation>
            <numerusform>{judged} sur %n décision.</numerusform>
            <numerusform>{judged} sur %n décisions.</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% to win</source>
        <translation>{percent} % de chances de gagner</translation>
    </message>
</context>
<context>
    <name>ReviewRunner</name>
    <message>
        <source>The review stopped: {problem}.</source>
        <translation>L&apos;analyse s&apos;est arrêtée : {problem}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Ask for a hint</source>
        <translation>Demander un conseil</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Charger une partie enregistrée</translation>
    </message>
    <message>
        <source>No rules summary for {game} yet.</source>
        <translation>Pas encore de résumé des règles pour {game}.</translation>
    </message>
    <message>
        <source>Quit Salle</source>
        <translation>Quitter Salle</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Annuler votre dernier coup</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce qu&apos;elle fait</translation>
    </message>
    <message>
        <source>{game}: rules and keys</source>
        <translation>{game} : règles et touches</translation>
    </message>
</context>
<context>
    <name>Runs</name>
    <message>
        <source>--tls-ca-file, --tls-cert and --tls-key are the files of a cluster: give its address with --cluster</source>
        <translation>--tls-ca-file, --tls-cert et --tls-key sont les fichiers d&apos;un cluster : donnez son adresse avec --cluster</translation>
    </message>
    <message>
        <source>Warning: the cluster at {address} is reached without encryption: its scheduler and workers can run any code in Salle on this computer, and anyone on the network between can read or change what they send. Use only machines you trust, or TLS (README, Balance on a cluster).</source>
        <translation>Attention : le cluster à {address} est joint sans chiffrement : son ordonnanceur et ses workers peuvent exécuter n&apos;importe quel code dans Salle sur cet ordinateur, et n&apos;importe qui sur le réseau entre les deux peut lire ou modifier ce qu&apos;ils envoient. N&apos;utilisez que des machines de confiance, ou TLS (README, Balance on a cluster).</translation>
    </message>
    <message>
        <source>a cluster secured with TLS needs both its certificate authority (--tls-ca-file) and a certificate it signed for this machine (--tls-cert, with its key in --tls-key or in the same file)</source>
        <translation>un cluster sécurisé par TLS a besoin à la fois de son autorité de certification (--tls-ca-file) et d&apos;un certificat signé par elle pour cette machine (--tls-cert, avec sa clé dans --tls-key ou dans le même fichier)</translation>
    </message>
    <message>
        <source>a match failed on the cluster at {address}: {problem}</source>
        <translation>une partie a échoué sur le cluster à {address} : {problem}</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address} within {seconds} seconds</source>
        <translation>aucun ordonnanceur Dask ne répond à {address} en {seconds} secondes</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: a server there answers, but not as a Dask scheduler (check the address and the port; a scheduler listens at 8786 unless told otherwise)</source>
        <translation>aucun ordonnanceur Dask ne répond à {address} : un serveur y répond, mais pas en tant qu&apos;ordonnanceur Dask (vérifiez l&apos;adresse et le port ; un ordonnanceur écoute sur 8786 sauf indication contraire)</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: that computer&apos;s name is not known</source>
        <translation>aucun ordonnanceur Dask ne répond à {address} : le nom de l&apos;ordinateur distant est inconnu</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: {problem}</source>
        <translation>aucun ordonnanceur Dask ne répond à {address} : {problem}</translation>
    </message>
    <message>
        <source>nothing listens at that port</source>
        <translation>rien n&apos;écoute sur ce port</translation>
    </message>
    <message>
        <source>running on a cluster needs Dask: pip install &apos;dask[distributed]&apos; (or Salle&apos;s extra: pip install &apos;salle[cluster]&apos;)</source>
        <translation>jouer sur un cluster demande Dask : pip install &apos;dask[distributed]&apos; (ou l&apos;extra de Salle : pip install &apos;salle[cluster]&apos;)</translation>
    </message>
    <message>
        <source>that computer cannot be reached</source>
        <translation>l&apos;ordinateur distant est injoignable</translation>
    </message>
    <message>
        <source>that computer&apos;s network cannot be reached</source>
        <translation>le réseau de l&apos;ordinateur distant est injoignable</translation>
    </message>
    <message>
        <source>the Dask scheduler at {address} has no workers: start some (README, Balance on a cluster)</source>
        <translation>l&apos;ordonnanceur Dask à {address} n&apos;a aucun worker : lancez-en (README, Balance on a cluster)</translation>
    </message>
    <message>
        <source>the Dask scheduler or workers at {address} cannot load this Salle&apos;s code ({problem}): start them with the folder of the same version of Salle on PYTHONPATH</source>
        <translation>l&apos;ordonnanceur ou les workers Dask à {address} ne peuvent pas charger le code de ce Salle ({problem}) : lancez-les avec le dossier de la même version de Salle dans PYTHONPATH</translation>
    </message>
    <message>
        <source>the certificate files {files} cannot be used for TLS: {problem}</source>
        <translation>les fichiers de certificat {files} ne peuvent pas servir pour TLS : {problem}</translation>
    </message>
    <message>
        <source>the cluster at {address} and this computer do not accept each other&apos;s TLS certificates (each must be signed by the certificate authority the other was given): {problem}</source>
        <translation>le cluster à {address} et cet ordinateur n&apos;acceptent pas les certificats TLS l&apos;un de l&apos;autre (chacun doit être signé par l&apos;autorité de certification donnée à l&apos;autre) : {problem}</translation>
    </message>
    <message>
        <source>the cluster at {address} is secured with TLS: give its certificate authority (--tls-ca-file) and this computer&apos;s certificate (--tls-cert, --tls-key), or set them in Dask&apos;s configuration (docs/cluster.md)</source>
        <translation>le cluster à {address} est sécurisé par TLS : donnez son autorité de certification (--tls-ca-file) et le certificat de cet ordinateur (--tls-cert, --tls-key), ou indiquez-les dans la configuration de Dask (docs/cluster.md)</translation>
    </message>
    <message>
        <source>the cluster at {address} stopped answering before the matches were played: check that its scheduler and workers are still running</source>
        <translation>le cluster à {address} a cessé de répondre avant que les parties soient jouées : vérifiez que son ordonnanceur et ses workers tournent encore</translation>
    </message>
    <message>
        <source>the connection was closed at the other end</source>
        <translation>la connexion a été fermée à l&apos;autre bout</translation>
    </message>
    <message>
        <source>this copy of Salle came from its installer, which leaves out the cluster runner (Dask): to play on a cluster, run Salle from its source folder or install it with pip and its cluster extra (README, Balance on a cluster)</source>
        <translation>cette copie de Salle vient de son installateur, qui omet l&apos;exécution sur cluster (Dask) : pour jouer sur un cluster, lancez Salle depuis son dossier source ou installez-le avec pip et son extra cluster (README, Balance on a cluster)</translation>
    </message>
    <message>
        <source>{address} is not a Dask scheduler&apos;s address; write it as tcp://HOST:PORT, e.g. tcp://192.168.1.20:8786, or tls://HOST:PORT for a cluster secured with TLS</source>
        <translation>{address} n&apos;est pas une adresse d&apos;ordonnanceur Dask ; écrivez-la sous la forme tcp://HOST:PORT, p. ex. tcp://192.168.1.20:8786, ou tls://HOST:PORT pour un cluster sécurisé par TLS</translation>
    </message>
    <message>
        <source>{address} is reached without encryption, yet certificate files were given: write the address as tls://HOST:PORT</source>
        <translation>{address} est joint sans chiffrement, alors que des fichiers de certificat ont été donnés : écrivez l&apos;adresse sous la forme tls://HOST:PORT</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Any JSON file (*.json)</source>
        <translation>Tout fichier JSON (*.json)</translation>
    </message>
    <message>
        <source>Fencer {number}</source>
        <translation>Tireur {number}</translation>
    </message>
    <message>
        <source>Salle saves (*.salle *.salle.json)</source>
        <translation>Sauvegardes Salle (*.salle *.salle.json)</translation>
    </message>
    <message>
        <source>against {opponent}</source>
        <translation>contre {opponent}</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>a Salle save</source>
        <translation>une sauvegarde de Salle</translation>
    </message>
    <message>
        <source>cannot be written as JSON: {reason}</source>
        <translation>ne peut pas être écrit en JSON : {reason}</translation>
    </message>
    <message>
        <source>holds a JSON {type}, not an object: not a Salle save</source>
        <translation>contient un {type} JSON, pas un objet : ce n&apos;est pas une sauvegarde de Salle</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>manque</translation>
    </message>
    <message>
        <source>is missing: this is not a Salle save</source>
        <translation>manque : ce n&apos;est pas une sauvegarde de Salle</translation>
    </message>
    <message>
        <source>is not a field of a schema {schema} save</source>
        <translation>n&apos;est pas un champ d&apos;une sauvegarde de schéma {schema}</translation>
    </message>
    <message>
        <source>is not a field of a seat</source>
        <translation>n&apos;est pas un champ d&apos;une place</translation>
    </message>
    <message>
        <source>is {saved} but replaying the actions gives {replayed}: the save is damaged or was made under other rules</source>
        <translation>vaut {saved} mais rejouer les actions donne {replayed} : la sauvegarde est endommagée ou a été faite avec d&apos;autres règles</translation>
    </message>
    <message>
        <source>must be a card set&apos;s name and hash, not {given}</source>
        <translation>doit être le nom et l&apos;empreinte d&apos;un jeu de cartes, pas {given}</translation>
    </message>
    <message>
        <source>must be a game name, not {given}</source>
        <translation>doit être le nom d&apos;un jeu, pas {given}</translation>
    </message>
    <message>
        <source>must be a list of two seats</source>
        <translation>doit être une liste de deux places</translation>
    </message>
    <message>
        <source>must be a list, not {type}</source>
        <translation>doit être une liste, pas {type}</translation>
    </message>
    <message>
        <source>must be a number of seconds from 0 to {most}, not {given}</source>
        <translation>doit être un nombre de secondes de 0 à {most}, pas {given}</translation>
    </message>
    <message>
        <source>must be a whole number from 0, not {given}</source>
        <translation>doit être un nombre entier à partir de 0, pas {given}</translation>
    </message>
    <message>
        <source>must be a whole number from 1, not {given}</source>
        <translation>doit être un nombre entier à partir de 1, pas {given}</translation>
    </message>
    <message>
        <source>must be action notation text or an action&apos;s structured form (an object), not {given}</source>
        <translation>doit être le texte de notation d&apos;une action ou sa forme structurée (un objet), pas {given}</translation>
    </message>
    <message>
        <source>must be an ISO date, not {given}</source>
        <translation>doit être une date ISO, pas {given}</translation>
    </message>
    <message>
        <source>must be human or ai, not {given}</source>
        <translation>doit être human ou ai, pas {given}</translation>
    </message>
    <message>
        <source>must be null for a person, not {given}</source>
        <translation>doit être null pour une personne, pas {given}</translation>
    </message>
    <message>
        <source>must be one of {levels}, not {given}</source>
        <translation>doit être l&apos;un de {levels}, pas {given}</translation>
    </message>
    <message>
        <source>must be text, not {given}</source>
        <translation>doit être du texte, pas {given}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>{action} comes after the end of the game</source>
        <translation>{action} vient après la fin de la partie</translation>
    </message>
    <message>
        <source>{given} is not {format}: this is not a Salle save</source>
        <translation>{given} n&apos;est pas {format} : ce n&apos;est pas une sauvegarde de Salle</translation>
    </message>
    <message>
        <source>{problem} (it is not a readable Salle save, so it is not overwritten)</source>
        <translation>{problem} (ce n&apos;est pas une sauvegarde de Salle lisible, elle n&apos;est donc pas écrasée)</translation>
    </message>
    <message>
        <source>{schema} is newer than this Salle reads ({newest}): the save was made by a newer Salle</source>
        <translation>{schema} est plus récent que ce que lit ce Salle ({newest}) : la sauvegarde vient d&apos;un Salle plus récent</translation>
    </message>
</context>
<context>
    <name>SetsCli</name>
    <message>
        <source>Made the card set {name} in {folder}</source>
        <translation>Jeu de cartes {name} créé dans {folder}</translation>
    </message>
    <message>
        <source>No card sets yet: `salle sets new NAME GAME` starts one from a shipped deck.</source>
        <translation>Aucun jeu de cartes pour l&apos;instant : `salle sets new NOM JEU` en commence un à partir d&apos;un paquet fourni.</translation>
    </message>
    <message>
        <source>a further card set whose Audatia characters or Barditus armies play beside the others, chosen in the options as DECK@SET, e.g. -o army1=roman@Sworn bands (repeatable)</source>
        <translation>un autre jeu de cartes dont les personnages d&apos;Audatia ou les armées de Barditus jouent à côté des autres, choisis dans les options comme PAQUET@JEU, p. ex. -o army1=roman@Sworn bands (répétable)</translation>
    </message>
    <message>
        <source>a new card set, copied from a game&apos;s shipped decks</source>
        <translation>un nouveau jeu de cartes, copié des paquets fournis d&apos;un jeu</translation>
    </message>
    <message>
        <source>a set&apos;s name, or its folder</source>
        <translation>le nom d&apos;un jeu de cartes, ou son dossier</translation>
    </message>
    <message>
        <source>an empty name names no card set</source>
        <translation>un nom vide ne désigne aucun jeu de cartes</translation>
    </message>
    <message>
        <source>an empty name names no folder</source>
        <translation>un nom vide ne désigne aucun dossier</translation>
    </message>
    <message>
        <source>check a card set by its game&apos;s rules (exit 1 on a fault)</source>
        <translation>vérifier un jeu de cartes selon les règles de son jeu (sortie 1 en cas de défaut)</translation>
    </message>
    <message>
        <source>copy only this deck (repeatable; default every deck of the game)</source>
        <translation>copier seulement ce paquet (répétable ; par défaut tous les paquets du jeu)</translation>
    </message>
    <message>
        <source>every card set, with its game, its hash and any faults</source>
        <translation>chaque jeu de cartes, avec son jeu, son empreinte et ses défauts</translation>
    </message>
    <message>
        <source>make it in FOLDER (remembered) instead of the data folder&apos;s card-sets; FOLDER must be there already</source>
        <translation>le créer dans FOLDER (retenu) au lieu de card-sets dans le dossier de données ; FOLDER doit déjà exister</translation>
    </message>
    <message>
        <source>play with this card set (its name, or its folder), not the shipped cards</source>
        <translation>jouer avec ce jeu de cartes (son nom ou son dossier), pas avec les cartes fournies</translation>
    </message>
    <message>
        <source>remember a card set kept in another folder</source>
        <translation>retenir un jeu de cartes rangé dans un autre dossier</translation>
    </message>
    <message>
        <source>salle {command}: the card set {name} has a fault:</source>
        <translation>salle {command} : le jeu de cartes {name} a un défaut :</translation>
    </message>
    <message>
        <source>sound: ready to play and print</source>
        <translation>sain : prêt à jouer et à imprimer</translation>
    </message>
    <message>
        <source>the folder could not be remembered: {reason}</source>
        <translation>le dossier n&apos;a pas pu être retenu : {reason}</translation>
    </message>
    <message>
        <source>the game whose shipped cards it starts from</source>
        <translation>le jeu dont il reprend les cartes fournies</translation>
    </message>
    <message>
        <source>the new set&apos;s name: any name a file manager takes, without &apos;@&apos;</source>
        <translation>le nom du nouveau jeu de cartes : tout nom qu&apos;accepte un gestionnaire de fichiers, sans &apos;@&apos;</translation>
    </message>
    <message>
        <source>the set&apos;s folder</source>
        <translation>le dossier du jeu de cartes</translation>
    </message>
    <message>
        <source>there is no folder {folder}; make it first</source>
        <translation>il n&apos;y a pas de dossier {folder} ; créez-le d&apos;abord</translation>
    </message>
    <message>
        <source>your own card sets: list, start one from a shipped deck, check</source>
        <translation>vos jeux de cartes : lister, en commencer un à partir d&apos;un paquet fourni, vérifier</translation>
    </message>
    <message>
        <source>{flag}: {name} is a card set of {other}, not of {game}</source>
        <translation>{flag} : {name} est un jeu de cartes de {other}, pas de {game}</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} n&apos;est pas un dossier</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>a folder&apos;s path as text</source>
        <translation>le chemin d&apos;un dossier en texte</translation>
    </message>
    <message>
        <source>a settings file</source>
        <translation>un fichier de réglages</translation>
    </message>
    <message>
        <source>another Salle is writing it; your change was not saved this time</source>
        <translation>un autre Salle est en train de l&apos;écrire ; votre modification n&apos;a pas été enregistrée cette fois</translation>
    </message>
    <message>
        <source>card sets&apos; names</source>
        <translation>noms de jeux de cartes</translation>
    </message>
    <message>
        <source>folders&apos; paths</source>
        <translation>chemins de dossiers</translation>
    </message>
    <message>
        <source>game names</source>
        <translation>noms de jeux</translation>
    </message>
    <message>
        <source>holds a JSON {type}, not an object</source>
        <translation>contient un {type} JSON, pas un objet</translation>
    </message>
    <message>
        <source>holds a bad value and no copy of it could be made ({reason}); it is not overwritten</source>
        <translation>contient une valeur erronée et aucune copie n&apos;a pu en être faite ({reason}) ; il n&apos;est pas écrasé</translation>
    </message>
    <message>
        <source>is longer than {most} characters</source>
        <translation>dépasse {most} caractères</translation>
    </message>
    <message>
        <source>is not a field of last_game</source>
        <translation>n&apos;est pas un champ de last_game</translation>
    </message>
    <message>
        <source>lesson names</source>
        <translation>noms de leçons</translation>
    </message>
    <message>
        <source>must be a list of two names, not {given}</source>
        <translation>doit être une liste de deux noms, pas {given}</translation>
    </message>
    <message>
        <source>must be a list of {what}, not {given}</source>
        <translation>doit être une liste de {what}, pas {given}</translation>
    </message>
    <message>
        <source>must be a name (text that is not blank), not {given}</source>
        <translation>doit être un nom (un texte non vide), pas {given}</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}, not {given}</source>
        <translation>doit être un nombre entier de {low} à {high}, pas {given}</translation>
    </message>
    <message>
        <source>must be null or a level name, not {given}</source>
        <translation>doit être null ou le nom d&apos;un niveau, pas {given}</translation>
    </message>
    <message>
        <source>must be null or a whole number from 0, not {given}</source>
        <translation>doit être null ou un nombre entier à partir de 0, pas {given}</translation>
    </message>
    <message>
        <source>must be {what}, not {given}</source>
        <translation>doit être {what}, pas {given}</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>{file}: {setting}: {problem} — using the default</source>
        <translation>{file} : {setting} : {problem} — valeur par défaut utilisée</translation>
    </message>
    <message>
        <source>{given} is not one of {choices}</source>
        <translation>{given} n&apos;est pas l&apos;un de {choices}</translation>
    </message>
    <message>
        <source>{problem} — using the defaults; the file is left as it is and settings will not be saved over it</source>
        <translation>{problem} — réglages par défaut utilisés ; le fichier est laissé tel quel et les réglages ne seront pas enregistrés par-dessus</translation>
    </message>
    <message>
        <source>{problem}; it is not overwritten (save with force to replace it)</source>
        <translation>{problem} ; il n&apos;est pas écrasé (enregistre en forçant pour le remplacer)</translation>
    </message>
    <message>
        <source>{problem}; nothing was written</source>
        <translation>{problem} ; rien n&apos;a été écrit</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>&amp;Actions (1-9, Enter)</source>
        <translation>&amp;Actions (1-9, Entrée)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>C&amp;onseil</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Re&amp;voir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <source>A win chance is the search&apos;s estimate of how often you go on to win after the move, if both of you play on as well as it can foresee. Moves a few points apart are about as good.</source>
        <translation>Une chance de gain est l&apos;estimation, par la recherche, de la fréquence à laquelle vous finissez par gagner après le coup, si vous jouez tous les deux aussi bien qu&apos;elle peut le prévoir. Des coups séparés de quelques points se valent à peu près.</translation>
    </message>
    <message>
        <source>Cards you have not seen</source>
        <translation>Cartes non vues</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Practice &amp;history…</source>
        <translation>&amp;Historique d&apos;entraînement…</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Ana&amp;lyse…</translation>
    </message>
    <message>
        <source>The same game again, with a new deal</source>
        <translation>La même partie à nouveau, avec une nouvelle donne</translation>
    </message>
    <message>
        <source>drawn round ({reason})</source>
        <translation>manche nulle ({reason})</translation>
    </message>
    <message>
        <source>{winner} the round ({reason})</source>
        <translation>{winner} la manche ({reason})</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>Qt&apos;s sound module cannot be loaded: {error}</source>
        <translation>Le module son de Qt ne peut pas être chargé : {error}</translation>
    </message>
    <message>
        <source>no audio output was found</source>
        <translation>aucune sortie audio n&apos;a été trouvée</translation>
    </message>
    <message>
        <source>the sounds could not be loaded: {error}</source>
        <translation>les sons n&apos;ont pas pu être chargés : {error}</translation>
    </message>
</context>
<context>
    <name>StoreFiles</name>
    <message>
        <source> (line {line})</source>
        <translation> (ligne {line})</translation>
    </message>
    <message>
        <source>Salle is not allowed to write there</source>
        <translation>Salle n&apos;a pas le droit d&apos;écrire là</translation>
    </message>
    <message>
        <source>a file of that name stands where the folder should be</source>
        <translation>un fichier de ce nom se trouve à la place du dossier</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>un fichier se trouve là où devrait être un dossier</translation>
    </message>
    <message>
        <source>a folder stands where a file should be</source>
        <translation>un dossier se trouve là où devrait être un fichier</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>illisible : {reason}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>ne peut pas être écrit : {reason}</translation>
    </message>
    <message>
        <source>holds a number too large for {kind}{where}</source>
        <translation>contient un nombre trop grand pour {kind}{where}</translation>
    </message>
    <message>
        <source>is JSON nested too deeply to be {kind}</source>
        <translation>est un JSON trop profondément imbriqué pour être {kind}</translation>
    </message>
    <message>
        <source>is TOML nested too deeply to be {kind}</source>
        <translation>est un TOML trop profondément imbriqué pour être {kind}</translation>
    </message>
    <message>
        <source>is a device</source>
        <translation>est un périphérique</translation>
    </message>
    <message>
        <source>is a folder</source>
        <translation>est un dossier</translation>
    </message>
    <message>
        <source>is a folder, not {kind}</source>
        <translation>est un dossier, pas {kind}</translation>
    </message>
    <message>
        <source>is a number too large for {kind} ({digits} digits)</source>
        <translation>est un nombre trop grand pour {kind} ({digits} chiffres)</translation>
    </message>
    <message>
        <source>is a pipe (FIFO)</source>
        <translation>est un tube (FIFO)</translation>
    </message>
    <message>
        <source>is a socket</source>
        <translation>est un socket</translation>
    </message>
    <message>
        <source>is empty (truncated?): not {kind}</source>
        <translation>est vide (tronqué ?) : ce n&apos;est pas {kind}</translation>
    </message>
    <message>
        <source>is larger than {size}: not {kind}</source>
        <translation>dépasse {size} : ce n&apos;est pas {kind}</translation>
    </message>
    <message>
        <source>is nested more than {depth} levels deep (at line {line} column {column}): not {kind}</source>
        <translation>est imbriqué sur plus de {depth} niveaux (à la ligne {line}, colonne {column}) : ce n&apos;est pas {kind}</translation>
    </message>
    <message>
        <source>is nested more than {depth} levels deep: not {kind}</source>
        <translation>est imbriqué sur plus de {depth} niveaux : ce n&apos;est pas {kind}</translation>
    </message>
    <message>
        <source>is not JSON {kind} can hold: {reason}</source>
        <translation>n&apos;est pas un JSON que {kind} peut contenir : {reason}</translation>
    </message>
    <message>
        <source>is not JSON: {where}</source>
        <translation>n&apos;est pas du JSON : {where}</translation>
    </message>
    <message>
        <source>is not UTF-8 text (byte {byte} at offset {offset}): not {kind}</source>
        <translation>n&apos;est pas du texte UTF-8 (octet {byte} à la position {offset}) : ce n&apos;est pas {kind}</translation>
    </message>
    <message>
        <source>is not a number {kind} can hold: {number}</source>
        <translation>n&apos;est pas un nombre que {kind} peut contenir : {number}</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>n&apos;est pas du TOML valide : {reason}</translation>
    </message>
    <message>
        <source>is something other than a file</source>
        <translation>est autre chose qu&apos;un fichier</translation>
    </message>
    <message>
        <source>is truncated: the JSON stops before it is complete ({where})</source>
        <translation>est tronqué : le JSON s&apos;arrête avant d&apos;être complet ({where})</translation>
    </message>
    <message>
        <source>must be a JSON object, not {type}</source>
        <translation>doit être un objet JSON, pas {type}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>le disque a signalé une erreur</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <translation>ton quota disque est épuisé</translation>
    </message>
    <message>
        <source>{message} at line {line} column {column}</source>
        <translation>{message} à la ligne {line}, colonne {column}</translation>
    </message>
    <message>
        <source>{what}, not {kind}: it was not read</source>
        <translation>{what}, pas {kind} : il n&apos;a pas été lu</translation>
    </message>
</context>
<context>
    <name>TerminalGame</name>
    <message>
        <source>Drawn match</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>Drawn round</source>
        <translation>Manche nulle</translation>
    </message>
    <message>
        <source>Game left unfinished.</source>
        <translation>Partie laissée inachevée.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Conseil : {move}</translation>
    </message>
    <message>
        <source>Pass the screen to {name} and press Enter. </source>
        <translation>Passez l&apos;écran à {name} et appuyez sur Entrée. </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>You roll {value} ({purpose})</source>
        <translation>Vous obtenez {value} ({purpose})</translation>
    </message>
    <message>
        <source>You show {cards}</source>
        <translation>Vous montrez {cards}</translation>
    </message>
    <message>
        <source>You win the match</source>
        <translation>Vous gagnez le match</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Vous gagnez la manche</translation>
    </message>
    <message>
        <source>Your action (number or notation, ? help, hint, q quit): </source>
        <translation>Votre action (numéro ou notation, ? aide, hint conseil, q quitter) : </translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>{name} rolls {value} ({purpose})</source>
        <translation>{name} obtient {value} ({purpose})</translation>
    </message>
    <message>
        <source>{name} shows {cards}</source>
        <translation>{name} montre {cards}</translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name} gagne le match</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} gagne la manche</translation>
    </message>
    <message>
        <source>{reason}; choose from the list.</source>
        <translation>{reason} ; choisissez dans la liste.</translation>
    </message>
    <message>
        <source>{result} ({reason}). Score {score}</source>
        <translation>{result} ({reason}). Score {score}</translation>
    </message>
</context>
<context>
    <name>WarningBar</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Hide this warning for the rest of this session</source>
        <translation>Masquer cet avertissement pour le reste de la session</translation>
    </message>
</context>
</TS>
