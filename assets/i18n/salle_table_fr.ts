<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AudatiaActions</name>
    <message>
        <source>attack with {card}</source>
        <translation>attaquer avec {card}</translation>
    </message>
    <message>
        <source>avoid the blow: {card}</source>
        <translation>esquiver le coup : {card}</translation>
    </message>
    <message>
        <source>beat aside with {card}</source>
        <translation>écarter avec {card}</translation>
    </message>
    <message>
        <source>beat the Extensa aside with {card}</source>
        <translation>écarter l&apos;Extensa avec {card}</translation>
    </message>
    <message>
        <source>break the thrust with {card}</source>
        <translation>rompre l&apos;estoc avec {card}</translation>
    </message>
    <message>
        <source>break the thrust: {card}</source>
        <translation>rompre l&apos;estoc : {card}</translation>
    </message>
    <message>
        <source>change posta to {card}</source>
        <translation>changer de posta pour {card}</translation>
    </message>
    <message>
        <source>counter with {card}</source>
        <translation>contrer avec {card}</translation>
    </message>
    <message>
        <source>counterattack with {card}</source>
        <translation>contre-attaquer avec {card}</translation>
    </message>
    <message>
        <source>cycle {card}</source>
        <translation>échanger {card} par Cycle</translation>
    </message>
    <message>
        <source>done</source>
        <translation>finir</translation>
    </message>
    <message>
        <source>exchange the thrust with {card}</source>
        <translation>échanger l&apos;estoc avec {card}</translation>
    </message>
    <message>
        <source>exchange with {card}</source>
        <translation>échanger avec {card}</translation>
    </message>
    <message>
        <source>feint: {card}</source>
        <translation>feinter : {card}</translation>
    </message>
    <message>
        <source>lay a card in the row</source>
        <translation>poser une carte dans la rangée</translation>
    </message>
    <message>
        <source>lay {card} in the row</source>
        <translation>poser {card} dans la rangée</translation>
    </message>
    <message>
        <source>parry with {card}</source>
        <translation>parer avec {card}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>play the remedy {card} on the inside</source>
        <translation>jouer le remède {card} à l&apos;intérieur</translation>
    </message>
    <message>
        <source>play the remedy {card} on the outside</source>
        <translation>jouer le remède {card} à l&apos;extérieur</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>jouer {card}</translation>
    </message>
    <message>
        <source>play {card} on the inside</source>
        <translation>jouer {card} à l&apos;intérieur</translation>
    </message>
    <message>
        <source>play {card} on the outside</source>
        <translation>jouer {card} à l&apos;extérieur</translation>
    </message>
    <message>
        <source>return the salute with {card}</source>
        <translation>rendre le salut avec {card}</translation>
    </message>
    <message>
        <source>salute back: {card}</source>
        <translation>rendre le salut : {card}</translation>
    </message>
    <message>
        <source>salute, giving up {card}</source>
        <translation>saluer en cédant {card}</translation>
    </message>
    <message>
        <source>set a card aside</source>
        <translation>mettre une carte de côté</translation>
    </message>
    <message>
        <source>set aside {card}</source>
        <translation>mettre {card} de côté</translation>
    </message>
    <message>
        <source>take a posta</source>
        <translation>prendre une posta</translation>
    </message>
    <message>
        <source>take the Virtue {card}</source>
        <translation>prendre la Vertu {card}</translation>
    </message>
    <message>
        <source>take up {card}</source>
        <translation>se mettre en {card}</translation>
    </message>
    <message>
        <source>trade away a card</source>
        <translation>céder une carte au troc</translation>
    </message>
    <message>
        <source>trade away {card}</source>
        <translation>céder {card} au troc</translation>
    </message>
    <message>
        <source>turn the Streto Side card inside</source>
        <translation>tourner la carte Côté du Streto vers l&apos;intérieur</translation>
    </message>
    <message>
        <source>turn the Streto Side card outside</source>
        <translation>tourner la carte Côté du Streto vers l&apos;extérieur</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>attendre</translation>
    </message>
</context>
<context>
    <name>AudatiaCards</name>
    <message>
        <source>a character deck has {count} Basic cards, this one {found}</source>
        <translation>un paquet de personnage a {count} cartes de base ; celui-ci {found}</translation>
    </message>
    <message>
        <source>a character deck has {count} {type} cards, this one {found}</source>
        <translation>un paquet de personnage a {count} cartes {type} ; celui-ci {found}</translation>
    </message>
    <message>
        <source>a posta on the {side} cannot strike {lines}</source>
        <translation>une posta du côté {side} ne peut pas frapper {lines}</translation>
    </message>
    <message>
        <source>a remedy or counter works on the inside, the outside or both</source>
        <translation>un remède ou un contre agit à l&apos;intérieur, à l&apos;extérieur ou des deux côtés</translation>
    </message>
    <message>
        <source>a strike needs the Attack or the Parry symbol</source>
        <translation>un coup a besoin du symbole Attaque ou Parade</translation>
    </message>
    <message>
        <source>every Audatia card is a single card</source>
        <translation>chaque carte d&apos;Audatia est unique</translation>
    </message>
    <message>
        <source>is a card of {file} too</source>
        <translation>est aussi une carte de {file}</translation>
    </message>
    <message>
        <source>is not a field of a {type} card</source>
        <translation>n&apos;est pas un champ d&apos;une carte {type}</translation>
    </message>
    <message>
        <source>must be 1 or 2, not {given}</source>
        <translation>doit être 1 ou 2, pas {given}</translation>
    </message>
    <message>
        <source>must be a list of lines from {lines}, not {given}</source>
        <translation>doit être une liste de lignes parmi {lines}, pas {given}</translation>
    </message>
    <message>
        <source>must be a table { virtue = …, amount = … }</source>
        <translation>doit être une table { virtue = …, amount = … }</translation>
    </message>
    <message>
        <source>must be { shape = &quot;moon&quot;|&quot;night&quot;, height = &quot;high&quot;|&quot;low&quot; }</source>
        <translation>doit être { shape = &quot;moon&quot;|&quot;night&quot;, height = &quot;high&quot;|&quot;low&quot; }</translation>
    </message>
    <message>
        <source>must be {value} for a {effect} skill (virtue and study only Out of Measure, feint and avoid only in measure)</source>
        <translation>doit être {value} pour une compétence {effect} (virtue et study seulement hors mesure, feint et avoid seulement en mesure)</translation>
    </message>
    <message>
        <source>must name a posta of this deck, not {given}</source>
        <translation>doit nommer une posta de ce paquet, pas {given}</translation>
    </message>
    <message>
        <source>needs a virtue of {virtues} and an amount 1-4, not {given}</source>
        <translation>demande une vertu parmi {virtues} et une quantité de 1 à 4, pas {given}</translation>
    </message>
    <message>
        <source>no parry at the same angle: a blow cannot list its own line</source>
        <translation>pas de parade sous le même angle : un coup ne peut pas citer sa propre ligne</translation>
    </message>
    <message>
        <source>only a punta carries the Exchange symbol</source>
        <translation>seule une punta porte le symbole d&apos;Échange</translation>
    </message>
    <message>
        <source>the Virtue set holds virtue cards only, not {given}</source>
        <translation>le jeu des Vertus ne contient que des cartes de vertu, pas {given}</translation>
    </message>
    <message>
        <source>the set has no {virtue} card</source>
        <translation>le jeu n&apos;a pas de carte {virtue}</translation>
    </message>
    <message>
        <source>the {virtue} card&apos;s id is {id}</source>
        <translation>l&apos;id de la carte {virtue} est {id}</translation>
    </message>
    <message>
        <source>there is no Audatia deck {deck}</source>
        <translation>il n&apos;y a pas de paquet Audatia {deck}</translation>
    </message>
    <message>
        <source>{file} is {deck} too</source>
        <translation>{file} est aussi {deck}</translation>
    </message>
    <message>
        <source>{virtue} has a card already: the set has one card of each virtue</source>
        <translation>{virtue} a déjà une carte : le jeu a une carte par vertu</translation>
    </message>
</context>
<context>
    <name>AudatiaReasons</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strike(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Trade costs you %n card(s) for one new card.</source>
        <translation>
            <numerusform>Un troc vous coûte %n carte pour une nouvelle carte.</numerusform>
            <numerusform>Un troc vous coûte %n cartes pour une nouvelle carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>A thrust against his Extensa takes his posta: he owes a remedy on the outside.</source>
        <translation>Un estoc contre son Extensa lui prend sa posta : il doit jouer un remède à l&apos;extérieur.</translation>
    </message>
    <message>
        <source>Against his thrust the bind is Largo: you may strike next if he does not enter.</source>
        <translation>Contre son estoc, le croisé est Largo : vous pouvez frapper ensuite s&apos;il ne fait pas d&apos;Entrée d&apos;Audatia.</translation>
    </message>
    <message>
        <source>From {posta} {strikes} of your hand may attack (its Seven Swords show {lines}).</source>
        <translation>Depuis {posta}, {strikes} de votre main peuvent attaquer (ses Sept Épées montrent {lines}).</translation>
    </message>
    <message>
        <source>He has most Celeritas ({his} to {mine}): he may counterattack instead of parrying.</source>
        <translation>Il a le plus de Celeritas ({his} à {mine}) : il peut contre-attaquer au lieu de parer.</translation>
    </message>
    <message>
        <source>It beats his Extensa aside and takes his posta: you strike next, in a Largo bind.</source>
        <translation>Ce coup écarte son Extensa et lui prend sa posta : vous frappez ensuite, dans un croisé Largo.</translation>
    </message>
    <message>
        <source>It is a perfect counter: its half closes the Moon and Night with his remedy&apos;s, and a perfect counter wins the duel.</source>
        <translation>C&apos;est un contre-remède parfait : sa moitié complète la Lune et la Nuit avec celle de son remède, et un contre-remède parfait gagne le duel.</translation>
    </message>
    <message>
        <source>Its half sits at the height of his remedy&apos;s: it answers the remedy.</source>
        <translation>La moitié de cette carte est à la même hauteur que celle de son remède : elle répond au remède.</translation>
    </message>
    <message>
        <source>No strike can parry {card}.</source>
        <translation>Aucun coup ne peut parer {card}.</translation>
    </message>
    <message>
        <source>No strike in your hand parries his {blow}.</source>
        <translation>Aucun coup de votre main ne pare {blow} de l&apos;adversaire.</translation>
    </message>
    <message>
        <source>None of the counter-remedies he may hold can answer it on the inside.</source>
        <translation>Aucun des contre-remèdes qu&apos;il peut avoir ne peut y répondre à l&apos;intérieur.</translation>
    </message>
    <message>
        <source>None of the counter-remedies he may hold can answer it on the outside.</source>
        <translation>Aucun des contre-remèdes qu&apos;il peut avoir ne peut y répondre à l&apos;extérieur.</translation>
    </message>
    <message>
        <source>None of the strikes he may hold can parry it.</source>
        <translation>Aucun des coups qu&apos;il peut avoir ne peut le parer.</translation>
    </message>
    <message numerus="yes">
        <source>Of the counter-remedies he may hold, %n can answer it on the inside; {perfect} of them perfectly.</source>
        <translation>
            <numerusform>Des contre-remèdes qu&apos;il peut avoir, %n peut y répondre à l&apos;intérieur ; {perfect} d&apos;entre eux parfaitement.</numerusform>
            <numerusform>Des contre-remèdes qu&apos;il peut avoir, %n peuvent y répondre à l&apos;intérieur ; {perfect} d&apos;entre eux parfaitement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the counter-remedies he may hold, %n can answer it on the outside; {perfect} of them perfectly.</source>
        <translation>
            <numerusform>Des contre-remèdes qu&apos;il peut avoir, %n peut y répondre à l&apos;extérieur ; {perfect} d&apos;entre eux parfaitement.</numerusform>
            <numerusform>Des contre-remèdes qu&apos;il peut avoir, %n peuvent y répondre à l&apos;extérieur ; {perfect} d&apos;entre eux parfaitement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the strikes he may hold, %n can parry it, each into a Largo bind.</source>
        <translation>
            <numerusform>Des coups qu&apos;il peut avoir, %n peut le parer, dans un croisé Largo.</numerusform>
            <numerusform>Des coups qu&apos;il peut avoir, %n peuvent le parer, chacun dans un croisé Largo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the strikes he may hold, %n can parry it; with {streto} of them the bind is Streto.</source>
        <translation>
            <numerusform>Des coups qu&apos;il peut avoir, %n peut le parer ; avec {streto} d&apos;entre eux, le croisé est Streto.</numerusform>
            <numerusform>Des coups qu&apos;il peut avoir, %n peuvent le parer ; avec {streto} d&apos;entre eux, le croisé est Streto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only a strike on %n line(s) can parry {card}.</source>
        <translation>
            <numerusform>Seul un coup sur %n ligne peut parer {card}.</numerusform>
            <numerusform>Seul un coup sur %n lignes peut parer {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned to the inside, it lets you play %n of the remedies in your hand.</source>
        <translation>
            <numerusform>Tournée vers l&apos;intérieur, elle vous permet de jouer %n des remèdes de votre main.</numerusform>
            <numerusform>Tournée vers l&apos;intérieur, elle vous permet de jouer %n des remèdes de votre main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned to the outside, it lets you play %n of the remedies in your hand.</source>
        <translation>
            <numerusform>Tournée vers l&apos;extérieur, elle vous permet de jouer %n des remèdes de votre main.</numerusform>
            <numerusform>Tournée vers l&apos;extérieur, elle vous permet de jouer %n des remèdes de votre main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unless he returns the salute, your first strike carries {n} more Audatia.</source>
        <translation>S&apos;il ne rend pas le salut, votre premier coup porte {n} d&apos;Audatia de plus.</translation>
    </message>
    <message>
        <source>With it you have most Audatia ({mine} to {his}): after a bind you may play a remedy at once.</source>
        <translation>Ainsi, vous avez le plus d&apos;Audatia ({mine} à {his}) : après un croisé, vous pouvez jouer aussitôt un remède.</translation>
    </message>
    <message>
        <source>With it you have most Celeritas ({mine} to {his}): you may counterattack instead of parrying.</source>
        <translation>Ainsi, vous avez le plus de Celeritas ({mine} à {his}) : vous pouvez contre-attaquer au lieu de parer.</translation>
    </message>
    <message>
        <source>With it you have most Fortitudo ({mine} to {his}): you turn the Streto Side card.</source>
        <translation>Ainsi, vous avez le plus de Fortitudo ({mine} à {his}) : vous tournez la carte de Côté du Streto.</translation>
    </message>
    <message numerus="yes">
        <source>With it you have most Prudentia ({mine} to {his}): a Trade costs you %n card(s) for one new card.</source>
        <translation>
            <numerusform>Ainsi, vous avez le plus de Prudentia ({mine} à {his}) : un troc vous coûte %n carte pour une nouvelle carte.</numerusform>
            <numerusform>Ainsi, vous avez le plus de Prudentia ({mine} à {his}) : un troc vous coûte %n cartes pour une nouvelle carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have most Fortitudo ({mine} to {his}): you turn the Streto Side card.</source>
        <translation>Vous avez le plus de Fortitudo ({mine} à {his}) : vous tournez la carte de Côté du Streto.</translation>
    </message>
    <message>
        <source>{card} adds {n} to your {virtue}: {mine} to his {his}.</source>
        <translation>{card} ajoute {n} à votre {virtue} : vous {mine}, lui {his}.</translation>
    </message>
    <message>
        <source>{card} and his {blow} make a whole Sun: the bind is Streto.</source>
        <translation>{card} et {blow} de l&apos;adversaire forment un Soleil entier : le croisé est Streto.</translation>
    </message>
    <message>
        <source>{card} and his {blow} make no whole Sun: the bind is Largo, and you may strike next if he does not enter.</source>
        <translation>{card} et {blow} de l&apos;adversaire ne forment pas un Soleil entier : le croisé est Largo, et vous pouvez frapper ensuite s&apos;il ne fait pas d&apos;Entrée d&apos;Audatia.</translation>
    </message>
    <message>
        <source>{posta} adds {n} to your {virtue}: {total} while you stand in it.</source>
        <translation>{posta} ajoute {n} à votre {virtue} : {total} tant que vous y restez.</translation>
    </message>
    <message>
        <source>{posta} is an Extensa guard: before he can strike, he must beat it aside with a strike that carries the Parry symbol.</source>
        <translation>{posta} est une garde Extensa : avant de frapper, il doit l&apos;écarter avec un coup qui porte le symbole de Parade.</translation>
    </message>
</context>
<context>
    <name>AudatiaScenarios</name>
    <message>
        <source>Genoa, 1406</source>
        <translation>Gênes, 1406</translation>
    </message>
    <message>
        <source>Genoa, 1406. Eleven years on, Boucicaut, now governing Genoa for the King of France, meets Galeazzo again. You hold Boucicaut&apos;s sword.</source>
        <translation>Gênes, 1406. Onze ans plus tard, Boucicaut, qui gouverne désormais Gênes pour le roi de France, affronte de nouveau Galeazzo. Vous tenez l&apos;épée de Boucicaut.</translation>
    </message>
    <message>
        <source>History: Galeazzo won again at Genoa, and Boucicaut never reversed the result. Nine years later he led the French vanguard at Agincourt and was taken prisoner.</source>
        <translation>Histoire : Galeazzo l&apos;emporta de nouveau à Gênes, et Boucicaut ne renversa jamais le résultat. Neuf ans plus tard, il mena l&apos;avant-garde française à Azincourt et fut fait prisonnier.</translation>
    </message>
    <message>
        <source>History: at Padua the Italian had the better of the Marshal. Fiore&apos;s pupil carried the first of their two duels.</source>
        <translation>Histoire : à Padoue, l&apos;Italien prit le dessus sur le maréchal. L&apos;élève de Fiore remporta le premier de leurs deux duels.</translation>
    </message>
    <message>
        <source>Padua, 1395</source>
        <translation>Padoue, 1395</translation>
    </message>
    <message>
        <source>Padua, 1395. Jean Le Maingre, Marshal Boucicaut, has challenged Galeazzo da Mantoa, a condottiero trained by Fiore dei Liberi. You hold Boucicaut&apos;s sword.</source>
        <translation>Padoue, 1395. Jean Le Maingre, le maréchal Boucicaut, a défié Galeazzo da Mantoa, un condottiere formé par Fiore dei Liberi. Vous tenez l&apos;épée de Boucicaut.</translation>
    </message>
</context>
<context>
    <name>AudatiaScene</name>
    <message>
        <source>A drawn duel: {reason}</source>
        <translation>Duel nul : {reason}</translation>
    </message>
    <message>
        <source>A drawn exchange</source>
        <translation>Échange nul</translation>
    </message>
    <message>
        <source>A posta comes from your poste, not from the hand: click one when you may take it.</source>
        <translation>Une posta vient de vos poste, pas de la main : cliquez-en une quand vous pouvez la prendre.</translation>
    </message>
    <message>
        <source>Answer the Salute with a card on your discard pile, or Pass (W): he gets +4 Audatia.</source>
        <translation>Rendez le Salut avec une carte sur votre défausse, ou Passez (W) : il gagne +4 d&apos;Audatia.</translation>
    </message>
    <message>
        <source>Answer the blow: drop a strike on your play area (it splits when a card can do more).</source>
        <translation>Répondez au coup : posez un coup sur votre zone de jeu (elle se divise quand une carte peut faire plus).</translation>
    </message>
    <message>
        <source>Answer the mezano: a remedy, or a mandritto mezano against a roverso.</source>
        <translation>Répondez au mezano : un remède, ou un mandritto mezano contre un roverso.</translation>
    </message>
    <message>
        <source>Answer the salute</source>
        <translation>Rendre le salut</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaquer</translation>
    </message>
    <message>
        <source>Attack now: you must if you can. With no attack, Wait (W): the duel is drawn.</source>
        <translation>Attaquez maintenant : vous le devez si vous le pouvez. Sans attaque, Attendez (W) : le duel est nul.</translation>
    </message>
    <message>
        <source>Attack with a strike on your play area, click another posta, or Wait (W).</source>
        <translation>Attaquez avec un coup sur votre zone de jeu, cliquez une autre posta, ou Attendez (W).</translation>
    </message>
    <message>
        <source>Attack with a strike on your play area, or Wait (W).</source>
        <translation>Attaquez avec un coup sur votre zone de jeu, ou Attendez (W).</translation>
    </message>
    <message>
        <source>Audatia Entry: a remedy or a feint on your play area, or Pass (W).</source>
        <translation>Entrée d&apos;Audatia : un remède ou une feinte sur votre zone de jeu, ou Passez (W).</translation>
    </message>
    <message>
        <source>Avoid</source>
        <translation>Esquiver</translation>
    </message>
    <message>
        <source>Beat the Extensa aside</source>
        <translation>Écarter l&apos;Extensa</translation>
    </message>
    <message>
        <source>Blow to answer</source>
        <translation>Coup à parer</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Rompre</translation>
    </message>
    <message>
        <source>Break Off: both fencers return Out of Measure.</source>
        <translation>Séparation : les deux tireurs reviennent Hors mesure.</translation>
    </message>
    <message>
        <source>Change posta</source>
        <translation>Changer de posta</translation>
    </message>
    <message>
        <source>Choose a card of your hand first (← →).</source>
        <translation>Choisissez d&apos;abord une carte de votre main (← →).</translation>
    </message>
    <message>
        <source>Choose an action first: a letter, a number or W (F1 lists them).</source>
        <translation>Choisissez d&apos;abord une action : une lettre, un chiffre ou W (F1 les énumère).</translation>
    </message>
    <message>
        <source>Click a Virtue card to take it.</source>
        <translation>Cliquez une carte de Vertu pour la prendre.</translation>
    </message>
    <message>
        <source>Click the posta you will stand in; it stays hidden until both have chosen.</source>
        <translation>Cliquez la posta que vous prendrez ; elle reste cachée jusqu&apos;à ce que les deux aient choisi.</translation>
    </message>
    <message>
        <source>Counter the remedy</source>
        <translation>Contrer le remède</translation>
    </message>
    <message>
        <source>Counter the remedy with a counter-remedy on your play area.</source>
        <translation>Contrez le remède avec un contre-remède sur votre zone de jeu.</translation>
    </message>
    <message>
        <source>Counterattack</source>
        <translation>Contre-attaquer</translation>
    </message>
    <message>
        <source>Counterattack!</source>
        <translation>Contre-attaque !</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Cycle</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Done  (W)</source>
        <translation>Fini  (W)</translation>
    </message>
    <message>
        <source>Drag an Out-of-Measure skill onto your play area, or Done (W).</source>
        <translation>Glissez une compétence Hors mesure sur votre zone de jeu, ou Fini (W).</translation>
    </message>
    <message>
        <source>Drop a card on a lit place: your play area, your discard pile or your deck (F1 tells which).</source>
        <translation>Posez une carte sur une place éclairée : votre zone de jeu, votre défausse ou votre pioche (F1 dit laquelle).</translation>
    </message>
    <message>
        <source>Drop a posta on your Posta place, or simply click it.</source>
        <translation>Posez une posta sur votre place de Posta, ou cliquez-la simplement.</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Échange</translation>
    </message>
    <message>
        <source>Feint</source>
        <translation>Feinter</translation>
    </message>
    <message>
        <source>Hand {hand} · Row {row}</source>
        <translation>Main {hand} · Rangée {row}</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Main : %n carte</numerusform>
            <numerusform>Main : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Cachée</translation>
    </message>
    <message>
        <source>In {posta}</source>
        <translation>En {posta}</translation>
    </message>
    <message>
        <source>Lay in your row</source>
        <translation>Poser dans la rangée</translation>
    </message>
    <message>
        <source>Lay your cards one by one on your play area: that is your row, left to right.</source>
        <translation>Posez vos cartes une à une sur votre zone de jeu : c&apos;est votre rangée, de gauche à droite.</translation>
    </message>
    <message>
        <source>Mezano to answer</source>
        <translation>Mezano à contrer</translation>
    </message>
    <message>
        <source>Out of Measure</source>
        <translation>Hors mesure</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parer</translation>
    </message>
    <message>
        <source>Pass  (W)</source>
        <translation>Passer  (W)</translation>
    </message>
    <message>
        <source>Play a Streto Remedy on your play area, or Wait (W).</source>
        <translation>Jouez un Remède de Streto sur votre zone de jeu, ou Attendez (W).</translation>
    </message>
    <message>
        <source>Play a remedy on the side the Break leaves open, or Wait (W).</source>
        <translation>Jouez un remède du côté que la Rupture laisse ouvert, ou Attendez (W).</translation>
    </message>
    <message>
        <source>Play an Outside remedy or lose.</source>
        <translation>Jouez un remède Extérieur ou vous perdez.</translation>
    </message>
    <message>
        <source>Play the skill</source>
        <translation>Jouer la compétence</translation>
    </message>
    <message>
        <source>Points {points} · {cards}</source>
        <translation>Points {points} · {cards}</translation>
    </message>
    <message>
        <source>Posta</source>
        <translation>Posta</translation>
    </message>
    <message>
        <source>Poste</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Remedy: inside</source>
        <translation>Remède : intérieur</translation>
    </message>
    <message>
        <source>Remedy: outside</source>
        <translation>Remède : extérieur</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rangée</translation>
    </message>
    <message>
        <source>Salute</source>
        <translation>Saluer</translation>
    </message>
    <message>
        <source>Salute by dragging a card onto your discard pile, or Pass (W).</source>
        <translation>Saluez en glissant une carte sur votre défausse, ou Passez (W).</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Mettre de côté</translation>
    </message>
    <message>
        <source>Side card: inside remedies only</source>
        <translation>Carte de Côté : remèdes intérieurs seuls</translation>
    </message>
    <message>
        <source>Side card: outside remedies only</source>
        <translation>Carte de Côté : remèdes extérieurs seuls</translation>
    </message>
    <message>
        <source>Side card: remedies on either side</source>
        <translation>Carte de Côté : remèdes des deux côtés</translation>
    </message>
    <message>
        <source>Strike a mezano, or Wait (W).</source>
        <translation>Frappez un mezano, ou Attendez (W).</translation>
    </message>
    <message>
        <source>Strike again after the feint.</source>
        <translation>Frappez de nouveau après la feinte.</translation>
    </message>
    <message>
        <source>Sword in the middle</source>
        <translation>Épée au centre</translation>
    </message>
    <message>
        <source>Sword on the left</source>
        <translation>Épée à gauche</translation>
    </message>
    <message>
        <source>Sword on the right</source>
        <translation>Épée à droite</translation>
    </message>
    <message>
        <source>Take this Virtue</source>
        <translation>Prendre cette Vertu</translation>
    </message>
    <message>
        <source>Take this posta</source>
        <translation>Prendre cette posta</translation>
    </message>
    <message>
        <source>That cannot be chosen now.</source>
        <translation>Cela ne peut pas être choisi maintenant.</translation>
    </message>
    <message>
        <source>That posta cannot be taken now.</source>
        <translation>Cette posta ne peut pas être prise maintenant.</translation>
    </message>
    <message>
        <source>The Side card is to be turned</source>
        <translation>La carte de Côté doit être tournée</translation>
    </message>
    <message>
        <source>The blades are apart: attack or wait</source>
        <translation>Les lames sont séparées : attaquez ou attendez</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Troc</translation>
    </message>
    <message>
        <source>Trade: drag cards onto your discard pile (two per new card), then Done (W).</source>
        <translation>Troc : glissez des cartes sur votre défausse (deux par nouvelle carte), puis Fini (W).</translation>
    </message>
    <message>
        <source>Turn the Side card</source>
        <translation>Tourner la carte de Côté</translation>
    </message>
    <message>
        <source>Turn the Side card: click its left half for inside, its right half for outside.</source>
        <translation>Tournez la carte de Côté : cliquez sa moitié gauche pour l&apos;intérieur, la droite pour l&apos;extérieur.</translation>
    </message>
    <message>
        <source>Wait  (W)</source>
        <translation>Attendre  (W)</translation>
    </message>
    <message>
        <source>You win the exchange</source>
        <translation>Vous gagnez l&apos;échange</translation>
    </message>
    <message>
        <source>You win: {reason}</source>
        <translation>Vous gagnez : {reason}</translation>
    </message>
    <message>
        <source>Your cards in play: {cards}</source>
        <translation>Vos cartes en jeu : {cards}</translation>
    </message>
    <message>
        <source>Your hand holds your Basic cards: drag those you do not want onto your discard pile, then Done (W).</source>
        <translation>Votre main tient vos cartes de Base : glissez sur votre défausse celles dont vous ne voulez pas, puis Fini (W).</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>a Virtue you may take</source>
        <translation>une Vertu que vous pouvez prendre</translation>
    </message>
    <message>
        <source>a posta you may take</source>
        <translation>une posta que vous pouvez prendre</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>centre</translation>
    </message>
    <message>
        <source>press its letter</source>
        <translation>appuyez sur sa lettre</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>{line} · draws {draws} (the second gives the duel to the Respondent)</source>
        <translation>{line} · nulles {draws} (la seconde donne le duel au Répondant)</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <source>{name} wins the exchange</source>
        <translation>{name} gagne l&apos;échange</translation>
    </message>
    <message>
        <source>{name} wins: {reason}</source>
        <translation>{name} gagne : {reason}</translation>
    </message>
    <message>
        <source>{name}&apos;s cards in play: {cards}</source>
        <translation>Cartes en jeu de {name} : {cards}</translation>
    </message>
    <message>
        <source>{plate}; virtues {virtues}</source>
        <translation>{plate} ; vertus {virtues}</translation>
    </message>
    <message>
        <source>{result} ({reason}).</source>
        <translation>{result} ({reason}).</translation>
    </message>
</context>
<context>
    <name>AudatiaState</name>
    <message>
        <source>After the parry: Audatia Entry or Feint</source>
        <translation>Après la parade : Entrée d&apos;Audatia ou Feinte</translation>
    </message>
    <message>
        <source>Answer the blow</source>
        <translation>Répondez au coup</translation>
    </message>
    <message>
        <source>Break: answer the mezano</source>
        <translation>Rupture : répondez au mezano</translation>
    </message>
    <message>
        <source>Break: the Attacker&apos;s remedy</source>
        <translation>Rupture : le remède de l&apos;Attaquant</translation>
    </message>
    <message>
        <source>Break: the Defender&apos;s mezano</source>
        <translation>Rupture : le mezano du Défenseur</translation>
    </message>
    <message>
        <source>Exchange: an Outside remedy or lose</source>
        <translation>Échange : un remède Extérieur ou la défaite</translation>
    </message>
    <message>
        <source>Feint: strike again</source>
        <translation>Feinte : frappez de nouveau</translation>
    </message>
    <message>
        <source>Largo: attack or wait</source>
        <translation>Largo : attaquez ou attendez</translation>
    </message>
    <message>
        <source>Out of Measure: Trades</source>
        <translation>Hors mesure : Trocs</translation>
    </message>
    <message>
        <source>Out of Measure: choose a Posta</source>
        <translation>Hors mesure : choisissez une Posta</translation>
    </message>
    <message>
        <source>Out of Measure: skills</source>
        <translation>Hors mesure : compétences</translation>
    </message>
    <message>
        <source>Out of Measure: the Challenger may attack</source>
        <translation>Hors mesure : le Challenger peut attaquer</translation>
    </message>
    <message>
        <source>Out of Measure: the Challenger must attack</source>
        <translation>Hors mesure : le Challenger doit attaquer</translation>
    </message>
    <message>
        <source>Out of Measure: the Respondent may attack</source>
        <translation>Hors mesure : le Répondant peut attaquer</translation>
    </message>
    <message>
        <source>Setup: answer the Salute</source>
        <translation>Mise en place : rendez le Salut</translation>
    </message>
    <message>
        <source>Setup: choose Virtues</source>
        <translation>Mise en place : choisissez les Vertus</translation>
    </message>
    <message>
        <source>Setup: discard Basic cards and draw</source>
        <translation>Mise en place : défaussez des cartes de Base et piochez</translation>
    </message>
    <message>
        <source>Setup: the Salute</source>
        <translation>Mise en place : le Salut</translation>
    </message>
    <message>
        <source>Streto: counter the remedy</source>
        <translation>Streto : contrez le remède</translation>
    </message>
    <message>
        <source>Streto: remedy or wait</source>
        <translation>Streto : remède ou attente</translation>
    </message>
    <message>
        <source>Streto: turn the Side card</source>
        <translation>Streto : tournez la carte de Côté</translation>
    </message>
    <message>
        <source>Sudden death: lay your row</source>
        <translation>Mort subite : posez votre rangée</translation>
    </message>
    <message>
        <source>The duel is over</source>
        <translation>Le duel est terminé</translation>
    </message>
    <message>
        <source>a fencer has no strikes left</source>
        <translation>un tireur n&apos;a plus de coups</translation>
    </message>
    <message>
        <source>a mezano that could not be answered</source>
        <translation>un mezano resté sans réponse</translation>
    </message>
    <message>
        <source>a perfect counter</source>
        <translation>un contre-remède parfait</translation>
    </message>
    <message>
        <source>a remedy that could not be countered</source>
        <translation>un remède impossible à contrer</translation>
    </message>
    <message>
        <source>an attack that could not be parried or avoided</source>
        <translation>une attaque impossible à parer ou à esquiver</translation>
    </message>
    <message>
        <source>an exchanged thrust with no Outside remedy</source>
        <translation>un estoc échangé sans remède Extérieur</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>rendre</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attaquer</translation>
    </message>
    <message>
        <source>avoid</source>
        <translation>esquiver</translation>
    </message>
    <message>
        <source>beat</source>
        <translation>écarter</translation>
    </message>
    <message>
        <source>both rows are spent</source>
        <translation>les deux rangées sont épuisées</translation>
    </message>
    <message>
        <source>break</source>
        <translation>rompre</translation>
    </message>
    <message>
        <source>change</source>
        <translation>changer de posta</translation>
    </message>
    <message>
        <source>choose a posta</source>
        <translation>choisir une posta</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>contre-attaquer</translation>
    </message>
    <message>
        <source>cycle</source>
        <translation>cycler</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>mettre de côté</translation>
    </message>
    <message>
        <source>done</source>
        <translation>finir</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>échanger</translation>
    </message>
    <message>
        <source>feint</source>
        <translation>feinter</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>à l&apos;intérieur</translation>
    </message>
    <message>
        <source>lay a card face down to trade</source>
        <translation>poser une carte face cachée pour un troc</translation>
    </message>
    <message>
        <source>left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>au centre</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>aucune réponse</translation>
    </message>
    <message>
        <source>no attack after the feint</source>
        <translation>aucune attaque après la feinte</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>à l&apos;extérieur</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parer</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>place</source>
        <translation>poser dans la rangée</translation>
    </message>
    <message>
        <source>posta</source>
        <translation>prendre une posta</translation>
    </message>
    <message>
        <source>remedy</source>
        <translation>jouer un remède</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>contrer</translation>
    </message>
    <message>
        <source>right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <source>salute</source>
        <translation>saluer</translation>
    </message>
    <message>
        <source>side</source>
        <translation>tourner la carte de Côté</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>jouer une compétence</translation>
    </message>
    <message>
        <source>the Challenger did not attack: a draw</source>
        <translation>le Challenger n&apos;a pas attaqué : nulle</translation>
    </message>
    <message>
        <source>the duel is over</source>
        <translation>le duel est terminé</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>troquer</translation>
    </message>
    <message>
        <source>two draws: the challenge failed</source>
        <translation>deux nulles : le défi a échoué</translation>
    </message>
    <message>
        <source>virtue</source>
        <translation>prendre une Vertu</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>attendre</translation>
    </message>
    <message>
        <source>{action}: Audatia has no such move</source>
        <translation>{action} : Audatia ne connaît pas ce coup</translation>
    </message>
    <message>
        <source>{action}: a Trade lays {size} cards and you hold {held}</source>
        <translation>{action} : un troc demande {size} cartes et vous en avez {held}</translation>
    </message>
    <message>
        <source>{action}: a counterattack is answered only by parrying it with the same blow as {blow}</source>
        <translation>{action} : on ne répond à une contre-attaque qu&apos;en la parant avec le même coup que {blow}</translation>
    </message>
    <message>
        <source>{action}: a counterattack is parried only with the same blow, a {line}</source>
        <translation>{action} : une contre-attaque ne se pare qu&apos;avec le même coup : {line}</translation>
    </message>
    <message>
        <source>{action}: a roverso mezano is counterattacked with a mandritto mezano, and {card} is not one</source>
        <translation>{action} : un roverso mezano se contre-attaque avec un mandritto mezano, et {card} n&apos;en est pas un</translation>
    </message>
    <message>
        <source>{action}: a thrust exchanges his Extensa guard {posta} only from a posta with the Exchange symbol</source>
        <translation>{action} : un estoc n&apos;échange la garde Extensa {posta} de l&apos;adversaire que depuis une posta qui porte le symbole d&apos;Échange</translation>
    </message>
    <message>
        <source>{action}: a thrust is broken with a cut, not with {card}</source>
        <translation>{action} : un estoc se rompt d&apos;un coup de taille, pas avec {card}</translation>
    </message>
    <message>
        <source>{action}: after an Exchange only an Outside remedy may be played</source>
        <translation>{action} : après un Échange, seul un remède Extérieur peut être joué</translation>
    </message>
    <message>
        <source>{action}: finish the Trade first: lay one more card face down</source>
        <translation>{action} : terminez d&apos;abord le troc : posez encore une carte face cachée</translation>
    </message>
    <message>
        <source>{action}: from the poste a thrust is exchanged only when both poste carry the Exchange symbol, and his thrust came from a posta without it</source>
        <translation>{action} : depuis les poste, un estoc ne s&apos;échange que si les deux poste portent le symbole d&apos;Échange, et l&apos;estoc de l&apos;adversaire est parti d&apos;une posta qui ne le porte pas</translation>
    </message>
    <message>
        <source>{action}: from the poste a thrust is exchanged only when both poste carry the Exchange symbol, and your {posta} does not</source>
        <translation>{action} : depuis les poste, un estoc ne s&apos;échange que si les deux poste portent le symbole d&apos;Échange, et {posta}, votre posta, ne le porte pas</translation>
    </message>
    <message>
        <source>{action}: his {posta} is an Extensa guard: beat it aside with a strike that carries the Parry symbol, or exchange it with a thrust that carries the Exchange symbol</source>
        <translation>{action} : {posta} de l&apos;adversaire est une garde Extensa : écartez-la avec un coup qui porte le symbole de Parade, ou échangez-la avec un estoc qui porte le symbole d&apos;Échange</translation>
    </message>
    <message>
        <source>{action}: his {posta} may be attacked only with {lines}</source>
        <translation>{action} : on ne peut attaquer {posta} de l&apos;adversaire qu&apos;avec {lines}</translation>
    </message>
    <message>
        <source>{action}: in Sudden death no card is cycled</source>
        <translation>{action} : en Mort subite, on ne cycle aucune carte</translation>
    </message>
    <message>
        <source>{action}: not now; in {phase} you may {verbs}</source>
        <translation>{action} : pas maintenant ; dans {phase}, vous pouvez {verbs}</translation>
    </message>
    <message>
        <source>{action}: only Basic cards are set aside in Setup, and {card} is not one</source>
        <translation>{action} : en Mise en place, on ne met de côté que des cartes de Base, et {card} n&apos;en est pas une</translation>
    </message>
    <message>
        <source>{action}: only a mezano may be played now, and {card} is not one</source>
        <translation>{action} : seul un mezano peut être joué maintenant, et {card} n&apos;en est pas un</translation>
    </message>
    <message>
        <source>{action}: only a roverso mezano is counterattacked, and {mezano} is a {line}</source>
        <translation>{action} : seul un roverso mezano se contre-attaque, et la ligne de {mezano} est {line}</translation>
    </message>
    <message>
        <source>{action}: only a thrust is answered so, and {blow} is a cut</source>
        <translation>{action} : seul un estoc reçoit cette réponse, et {blow} est un coup de taille</translation>
    </message>
    <message>
        <source>{action}: only the fencer with most {virtue} may do this</source>
        <translation>{action} : seul le tireur qui a le plus de {virtue} peut le faire</translation>
    </message>
    <message>
        <source>{action}: only the sword-turn over the top may answer instead of a counter-remedy, and {card} is not one</source>
        <translation>{action} : au lieu d&apos;un contre-remède, seul le tour d&apos;épée par-dessus peut répondre, et {card} n&apos;en est pas un</translation>
    </message>
    <message>
        <source>{action}: that card is not in your hand</source>
        <translation>{action} : cette carte n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>{action}: that is not one of your poste</source>
        <translation>{action} : ce n&apos;est pas une de vos poste</translation>
    </message>
    <message>
        <source>{action}: the Break leaves only the {open} open to a remedy</source>
        <translation>{action} : après la Rupture, un remède se joue seulement {open}</translation>
    </message>
    <message>
        <source>{action}: the Break rule is off in this duel</source>
        <translation>{action} : la règle de Rupture est désactivée dans ce duel</translation>
    </message>
    <message>
        <source>{action}: the Challenger must attack, and you may attack with {cards}</source>
        <translation>{action} : le Challenger doit attaquer, et vous pouvez attaquer avec {cards}</translation>
    </message>
    <message>
        <source>{action}: the Seven Swords of {posta} do not show the {line}</source>
        <translation>{action} : les Sept Épées de {posta} ne montrent pas {line}</translation>
    </message>
    <message>
        <source>{action}: the Side card turns to the inside or the outside</source>
        <translation>{action} : la carte de Côté se tourne vers l&apos;intérieur ou vers l&apos;extérieur</translation>
    </message>
    <message>
        <source>{action}: the Streto Side card allows remedies on the {open} only</source>
        <translation>{action} : la carte de Côté du Streto admet les remèdes seulement {open}</translation>
    </message>
    <message>
        <source>{action}: there is no Extensa guard to beat aside</source>
        <translation>{action} : il n&apos;y a aucune garde Extensa à écarter</translation>
    </message>
    <message>
        <source>{action}: there is no such Virtue</source>
        <translation>{action} : cette Vertu n&apos;existe pas</translation>
    </message>
    <message>
        <source>{action}: you already stand in {posta}</source>
        <translation>{action} : vous êtes déjà en {posta}</translation>
    </message>
    <message>
        <source>{action}: you hold no eligible attack to follow the Feint</source>
        <translation>{action} : vous n&apos;avez aucune attaque permise pour suivre la Feinte</translation>
    </message>
    <message>
        <source>{action}: your deck holds no card to replace one more ({laid} set aside, {deck} in the deck)</source>
        <translation>{action} : votre pioche n&apos;a plus de carte pour en remplacer une de plus (mises de côté : {laid}, dans la pioche : {deck})</translation>
    </message>
    <message>
        <source>{action}: your deck is empty, so no card can be drawn</source>
        <translation>{action} : votre pioche est vide, aucune carte ne peut donc être piochée</translation>
    </message>
    <message>
        <source>{action}: your sword is on the {side}, and a {line} is not played from there</source>
        <translation>{action} : votre épée est {side}, et {line} ne se joue pas de là</translation>
    </message>
    <message>
        <source>{action}: {blow} has no Counterattack symbol</source>
        <translation>{action} : {blow} n&apos;a pas le symbole de Contre-attaque</translation>
    </message>
    <message>
        <source>{action}: {blow} is counterattacked only with the same blow, a {line}</source>
        <translation>{action} : {blow} ne se contre-attaque qu&apos;avec le même coup : {line}</translation>
    </message>
    <message>
        <source>{action}: {blow} may be parried only with {lines}, not with a {line}</source>
        <translation>{action} : {blow} ne se pare qu&apos;avec {lines}, pas avec {line}</translation>
    </message>
    <message>
        <source>{action}: {card} does not avoid a blow</source>
        <translation>{action} : {card} ne sert pas à esquiver un coup</translation>
    </message>
    <message>
        <source>{action}: {card} does not meet {remedy} at the same height on the {side}</source>
        <translation>{action} : {card} et {remedy} ne sont pas à la même hauteur {side}</translation>
    </message>
    <message>
        <source>{action}: {card} does not work on the {side}</source>
        <translation>{action} : {card} n&apos;agit pas {side}</translation>
    </message>
    <message>
        <source>{action}: {card} has no Attack symbol</source>
        <translation>{action} : {card} n&apos;a pas le symbole d&apos;Attaque</translation>
    </message>
    <message>
        <source>{action}: {card} has no Break symbol</source>
        <translation>{action} : {card} n&apos;a pas le symbole de Rupture</translation>
    </message>
    <message>
        <source>{action}: {card} has no Counterattack symbol</source>
        <translation>{action} : {card} n&apos;a pas le symbole de Contre-attaque</translation>
    </message>
    <message>
        <source>{action}: {card} has no Cycle symbol</source>
        <translation>{action} : {card} n&apos;a pas le symbole de Cycle</translation>
    </message>
    <message>
        <source>{action}: {card} has no Parry symbol</source>
        <translation>{action} : {card} n&apos;a pas le symbole de Parade</translation>
    </message>
    <message>
        <source>{action}: {card} is not a Feint</source>
        <translation>{action} : {card} n&apos;est pas une Feinte</translation>
    </message>
    <message>
        <source>{action}: {card} is not a Streto remedy</source>
        <translation>{action} : {card} n&apos;est pas un remède de Streto</translation>
    </message>
    <message>
        <source>{action}: {card} is not a counter-remedy</source>
        <translation>{action} : {card} n&apos;est pas un contre-remède</translation>
    </message>
    <message>
        <source>{action}: {card} is not a skill</source>
        <translation>{action} : {card} n&apos;est pas une compétence</translation>
    </message>
    <message>
        <source>{action}: {card} is not a strike</source>
        <translation>{action} : {card} n&apos;est pas un coup</translation>
    </message>
    <message>
        <source>{action}: {card} is not a thrust with the Exchange symbol</source>
        <translation>{action} : {card} n&apos;est pas un estoc portant le symbole d&apos;Échange</translation>
    </message>
    <message>
        <source>{action}: {card} is not played Out of Measure</source>
        <translation>{action} : {card} ne se joue pas Hors mesure</translation>
    </message>
    <message>
        <source>{action}: {card} strikes at the same angle as {blow}, and no blow is parried at its own angle</source>
        <translation>{action} : {card} frappe sous le même angle que {blow}, et aucun coup ne se pare sous son propre angle</translation>
    </message>
    <message>
        <source>{action}: {remedy} must be answered with a counter-remedy</source>
        <translation>{action} : il faut répondre à {remedy} par un contre-remède</translation>
    </message>
    <message>
        <source>{action}: {virtue} is already taken</source>
        <translation>{action} : {virtue} n&apos;est plus disponible</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ou {second}</translation>
    </message>
</context>
<context>
    <name>AudatiaStory</name>
    <message>
        <source>A drawn duel</source>
        <translation>Duel nul</translation>
    </message>
    <message>
        <source>A drawn exchange</source>
        <translation>Échange nul</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>The roles change: you now challenge.</source>
        <translation>Les rôles s&apos;inversent : vous défiez à présent.</translation>
    </message>
    <message>
        <source>The roles change: {name} now challenges.</source>
        <translation>Les rôles s&apos;inversent : {name} défie à présent.</translation>
    </message>
    <message>
        <source>You win the duel</source>
        <translation>Vous gagnez le duel</translation>
    </message>
    <message>
        <source>You win the exchange</source>
        <translation>Vous gagnez l&apos;échange</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>{name} wins the duel</source>
        <translation>{name} gagne le duel</translation>
    </message>
    <message>
        <source>{name} wins the exchange</source>
        <translation>{name} gagne l&apos;échange</translation>
    </message>
</context>
<context>
    <name>AudatiaTable</name>
    <message>
        <source> — points {first}-{second}</source>
        <translation> — points {first}-{second}</translation>
    </message>
    <message>
        <source>A drawn duel</source>
        <translation>Duel nul</translation>
    </message>
</context>
<context>
    <name>AudatiaText</name>
    <message>
        <source>Bind: {bind}</source>
        <translation>Croisé : {bind}</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Challenger</translation>
    </message>
    <message>
        <source>Draws: {draws}</source>
        <translation>Nulles : {draws}</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Tireur A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Tireur B</translation>
    </message>
    <message>
        <source>Over: {reason}</source>
        <translation>Terminé : {reason}</translation>
    </message>
    <message>
        <source>Points {first} - {second}</source>
        <translation>Points {first} - {second}</translation>
    </message>
    <message>
        <source>Remedy to counter: {card} on the inside</source>
        <translation>Remède à contrer : {card} à l&apos;intérieur</translation>
    </message>
    <message>
        <source>Remedy to counter: {card} on the outside</source>
        <translation>Remède à contrer : {card} à l&apos;extérieur</translation>
    </message>
    <message>
        <source>Respondent</source>
        <translation>Répondant</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Votre main : {cards}</translation>
    </message>
    <message>
        <source>in {posta}</source>
        <translation>en {posta}</translation>
    </message>
    <message>
        <source>sword in the middle</source>
        <translation>épée au centre</translation>
    </message>
    <message>
        <source>sword on the left</source>
        <translation>épée à gauche</translation>
    </message>
    <message>
        <source>sword on the right</source>
        <translation>épée à droite</translation>
    </message>
    <message>
        <source>the Side card allows inside remedies only</source>
        <translation>la carte de Côté n&apos;admet que les remèdes intérieurs</translation>
    </message>
    <message>
        <source>the Side card allows outside remedies only</source>
        <translation>la carte de Côté n&apos;admet que les remèdes extérieurs</translation>
    </message>
    <message>
        <source>the Side card allows remedies on either side</source>
        <translation>la carte de Côté admet les remèdes des deux côtés</translation>
    </message>
    <message>
        <source>{name} ({deck}, {role}) {where}; virtues {virtues}; stack {stack}; hand {hand}, deck {cards}</source>
        <translation>{name} ({deck}, {role}) {where} ; vertus {virtues} ; pile {stack} ; main {hand}, pioche {cards}</translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase} : à vous de jouer</translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase} : à {name} de jouer</translation>
    </message>
</context>
<context>
    <name>BarditusActions</name>
    <message>
        <source>attack ahead with {card}</source>
        <translation>attaquer droit devant avec {card}</translation>
    </message>
    <message>
        <source>attack the card opposite with {card}</source>
        <translation>attaquer la carte d&apos;en face avec {card}</translation>
    </message>
    <message>
        <source>attack {enemy} on the flank with {card}</source>
        <translation>attaquer {enemy} de flanc avec {card}</translation>
    </message>
    <message>
        <source>bring up the piece in {slot} to {to}</source>
        <translation>faire monter le pion en {slot} vers {to}</translation>
    </message>
    <message>
        <source>bring up the reserve behind {card}</source>
        <translation>faire monter la réserve derrière {card}</translation>
    </message>
    <message>
        <source>bring up the reserve of column {column}</source>
        <translation>faire monter la réserve de la colonne {column}</translation>
    </message>
    <message>
        <source>bring up {slot} to {to}</source>
        <translation>faire monter {slot} vers {to}</translation>
    </message>
    <message>
        <source>command with the {die} on {card}</source>
        <translation>commander avec le {die} sur {card}</translation>
    </message>
    <message>
        <source>command with the {die}, laid on {card}; the other die guards morale</source>
        <translation>commander avec le {die}, posé sur {card} ; l&apos;autre dé garde le moral</translation>
    </message>
    <message>
        <source>end the orders</source>
        <translation>terminer les ordres</translation>
    </message>
    <message>
        <source>fall back from {slot} to {to}</source>
        <translation>reculer de {slot} vers {to}</translation>
    </message>
    <message>
        <source>finish the list</source>
        <translation>terminer la liste</translation>
    </message>
    <message>
        <source>flank column {column} with {card}</source>
        <translation>prendre de flanc la colonne {column} avec {card}</translation>
    </message>
    <message>
        <source>its eighth place</source>
        <translation>place 8 de la même carte</translation>
    </message>
    <message>
        <source>its eleventh place</source>
        <translation>place 11 de la même carte</translation>
    </message>
    <message>
        <source>its fifth place</source>
        <translation>place 5 de la même carte</translation>
    </message>
    <message>
        <source>its first place</source>
        <translation>place 1 de la même carte</translation>
    </message>
    <message>
        <source>its first place in {rank}</source>
        <translation>place 1 au {rank} de la même carte</translation>
    </message>
    <message>
        <source>its fourth place</source>
        <translation>place 4 de la même carte</translation>
    </message>
    <message>
        <source>its fourth place in {rank}</source>
        <translation>place 4 au {rank} de la même carte</translation>
    </message>
    <message>
        <source>its front rank</source>
        <translation>premier rang de la même carte</translation>
    </message>
    <message>
        <source>its ninth place</source>
        <translation>place 9 de la même carte</translation>
    </message>
    <message>
        <source>its place {number}</source>
        <translation>place {number} de la même carte</translation>
    </message>
    <message>
        <source>its rank {number}</source>
        <translation>rang {number} de la même carte</translation>
    </message>
    <message>
        <source>its second place</source>
        <translation>place 2 de la même carte</translation>
    </message>
    <message>
        <source>its second place in {rank}</source>
        <translation>place 2 au {rank} de la même carte</translation>
    </message>
    <message>
        <source>its second rank</source>
        <translation>deuxième rang de la même carte</translation>
    </message>
    <message>
        <source>its seventh place</source>
        <translation>place 7 de la même carte</translation>
    </message>
    <message>
        <source>its sixth place</source>
        <translation>place 6 de la même carte</translation>
    </message>
    <message>
        <source>its tenth place</source>
        <translation>place 10 de la même carte</translation>
    </message>
    <message>
        <source>its third place</source>
        <translation>place 3 de la même carte</translation>
    </message>
    <message>
        <source>its third place in {rank}</source>
        <translation>place 3 au {rank} de la même carte</translation>
    </message>
    <message>
        <source>its third rank</source>
        <translation>troisième rang de la même carte</translation>
    </message>
    <message>
        <source>its twelfth place</source>
        <translation>place 12 de la même carte</translation>
    </message>
    <message>
        <source>keep the general back</source>
        <translation>garder le général en retrait</translation>
    </message>
    <message>
        <source>lay {card} behind, column {column}</source>
        <translation>poser {card} derrière, colonne {column}</translation>
    </message>
    <message>
        <source>lay {card} in front, column {column}</source>
        <translation>poser {card} devant, colonne {column}</translation>
    </message>
    <message>
        <source>lay {card} in the front line, column {column}</source>
        <translation>poser {card} en ligne de front, colonne {column}</translation>
    </message>
    <message>
        <source>lay {card} in the rear line, column {column}</source>
        <translation>poser {card} en ligne arrière, colonne {column}</translation>
    </message>
    <message>
        <source>lead at the front</source>
        <translation>mener au front</translation>
    </message>
    <message>
        <source>lose the piece in {slot}</source>
        <translation>perdre le pion en {slot}</translation>
    </message>
    <message>
        <source>lose the pursuer from column {column}</source>
        <translation>perdre le poursuivant de la colonne {column}</translation>
    </message>
    <message>
        <source>lose {slot}</source>
        <translation>perdre {slot}</translation>
    </message>
    <message>
        <source>order {card} to rally</source>
        <translation>ordonner à {card} de se rallier</translation>
    </message>
    <message>
        <source>place {number}</source>
        <translation>place {number}</translation>
    </message>
    <message>
        <source>place {number} behind</source>
        <translation>place {number} derrière</translation>
    </message>
    <message>
        <source>pursue with the piece in {slot}</source>
        <translation>poursuivre avec le pion en {slot}</translation>
    </message>
    <message>
        <source>rally the piece in {slot} to {to}</source>
        <translation>rallier le pion en {slot} vers {to}</translation>
    </message>
    <message>
        <source>rally {slot} to {to}</source>
        <translation>rallier {slot} vers {to}</translation>
    </message>
    <message>
        <source>rank {number}</source>
        <translation>rang {number}</translation>
    </message>
    <message>
        <source>roll {die}</source>
        <translation>faire {die}</translation>
    </message>
    <message>
        <source>send the piece in {slot} after the beaten enemy</source>
        <translation>lancer le pion en {slot} à la poursuite de l&apos;ennemi battu</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>prendre {card}</translation>
    </message>
    <message>
        <source>the eighth place</source>
        <translation>place 8</translation>
    </message>
    <message>
        <source>the eleventh place</source>
        <translation>place 11</translation>
    </message>
    <message>
        <source>the enemy&apos;s front card in column {column}</source>
        <translation>carte de front ennemie de la colonne {column}</translation>
    </message>
    <message>
        <source>the fifth place</source>
        <translation>place 5</translation>
    </message>
    <message>
        <source>the first place</source>
        <translation>place 1</translation>
    </message>
    <message>
        <source>the first place in {rank}</source>
        <translation>place 1 au {rank}</translation>
    </message>
    <message>
        <source>the fourth place</source>
        <translation>place 4</translation>
    </message>
    <message>
        <source>the fourth place in {rank}</source>
        <translation>place 4 au {rank}</translation>
    </message>
    <message>
        <source>the front card of column {column}</source>
        <translation>carte de front de la colonne {column}</translation>
    </message>
    <message>
        <source>the front rank</source>
        <translation>premier rang</translation>
    </message>
    <message>
        <source>the ninth place</source>
        <translation>place 9</translation>
    </message>
    <message>
        <source>the pursuer of {card} on {enemy}</source>
        <translation>poursuivant de {card} sur {enemy}</translation>
    </message>
    <message>
        <source>the pursuer on column {column}</source>
        <translation>le poursuivant sur la colonne {column}</translation>
    </message>
    <message>
        <source>the rear card of column {column}</source>
        <translation>carte arrière de la colonne {column}</translation>
    </message>
    <message>
        <source>the second place</source>
        <translation>place 2</translation>
    </message>
    <message>
        <source>the second place in {rank}</source>
        <translation>place 2 au {rank}</translation>
    </message>
    <message>
        <source>the second rank</source>
        <translation>deuxième rang</translation>
    </message>
    <message>
        <source>the seventh place</source>
        <translation>place 7</translation>
    </message>
    <message>
        <source>the sixth place</source>
        <translation>place 6</translation>
    </message>
    <message>
        <source>the tenth place</source>
        <translation>place 10</translation>
    </message>
    <message>
        <source>the third place</source>
        <translation>place 3</translation>
    </message>
    <message>
        <source>the third place in {rank}</source>
        <translation>place 3 au {rank}</translation>
    </message>
    <message>
        <source>the third rank</source>
        <translation>troisième rang</translation>
    </message>
    <message>
        <source>the twelfth place</source>
        <translation>place 12</translation>
    </message>
    <message>
        <source>{place} of {card}</source>
        <translation>{place} de {card}</translation>
    </message>
</context>
<context>
    <name>BarditusCards</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>a Barditus card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>une carte de Barditus n&apos;a pas de type propre (&quot;card&quot;), pas {type}</translation>
    </message>
    <message>
        <source>a front card needs a filled sword slot (X or B) to fight</source>
        <translation>une carte de première ligne a besoin d&apos;une case épée occupée (X ou B) pour combattre</translation>
    </message>
    <message>
        <source>a front card&apos;s abilities are some of {allowed}, not {given}</source>
        <translation>les capacités d&apos;une carte de première ligne sont parmi {allowed}, pas {given}</translation>
    </message>
    <message>
        <source>a list has {front} front cards, not {count}</source>
        <translation>une liste a {front} cartes de front, pas {count}</translation>
    </message>
    <message>
        <source>a list has {least} to {most} rear cards, not {count}</source>
        <translation>une liste a de {least} à {most} cartes arrière, pas {count}</translation>
    </message>
    <message>
        <source>a rear card is a reserve (abilities = [&quot;reserve&quot;]) or terrain</source>
        <translation>une carte de l&apos;arrière est une réserve (abilities = [&quot;reserve&quot;]) ou un terrain</translation>
    </message>
    <message>
        <source>a rear card&apos;s abilities are some of {allowed}, not {given}</source>
        <translation>les capacités d&apos;une carte de l&apos;arrière sont parmi {allowed}, pas {given}</translation>
    </message>
    <message>
        <source>a reserve holds pieces on filled slots only and is no terrain</source>
        <translation>une réserve ne porte des pièces que sur des cases occupées et n&apos;est pas un terrain</translation>
    </message>
    <message>
        <source>an army needs front cards for two different lists</source>
        <translation>une armée a besoin de cartes de première ligne pour deux listes différentes</translation>
    </message>
    <message>
        <source>an army offers at least {least} rear cards</source>
        <translation>une armée offre au moins {least} cartes de l&apos;arrière</translation>
    </message>
    <message>
        <source>is a card of the {army} too</source>
        <translation>est aussi une carte des {army}</translation>
    </message>
    <message>
        <source>is not a Barditus card field</source>
        <translation>n&apos;est pas un champ de carte de Barditus</translation>
    </message>
    <message>
        <source>is the card&apos;s points: a whole number from 0 to {most}</source>
        <translation>est le nombre de points de la carte : un nombre entier de 0 à {most}</translation>
    </message>
    <message>
        <source>must be a list of 1 to {most} rows</source>
        <translation>doit être une liste de 1 à {most} rangées</translation>
    </message>
    <message>
        <source>must be front or rear, not {given}</source>
        <translation>doit être front ou rear, pas {given}</translation>
    </message>
    <message>
        <source>must be one of {armies}</source>
        <translation>doit être l&apos;un de {armies}</translation>
    </message>
    <message>
        <source>no list of {front} front and {rear} rear cards fits {most} points (the cheapest costs {low})</source>
        <translation>aucune liste de {front} cartes de première ligne et {rear} de l&apos;arrière ne tient en {most} points (la moins chère coûte {low})</translation>
    </message>
    <message>
        <source>only front cards (units) have a quality</source>
        <translation>seules les cartes de première ligne (unités) ont une qualité</translation>
    </message>
    <message>
        <source>only rear cards are terrain</source>
        <translation>seules les cartes de l&apos;arrière sont des terrains</translation>
    </message>
    <message>
        <source>open ground has only open D slots (d)</source>
        <translation>le terrain découvert n&apos;a que des cases D libres (d)</translation>
    </message>
    <message>
        <source>row {row} must be 1 to {most} of the letters X O B N D (upper case filled), not {given}</source>
        <translation>la rangée {row} doit compter de 1 à {most} des lettres X O B N D (majuscule : occupée), pas {given}</translation>
    </message>
    <message>
        <source>row {row}: a D slot is where a retreat leaves a piece disordered, so it is open (d)</source>
        <translation>rangée {row} : une case D est celle où une retraite laisse une pièce en désordre, elle est donc libre (d)</translation>
    </message>
    <message>
        <source>the army has {copies} {card}, not {count}</source>
        <translation>l&apos;armée a {copies} {card}, pas {count}</translation>
    </message>
    <message>
        <source>the list costs {points} points; at most {most}</source>
        <translation>la liste coûte {points} points ; au plus {most}</translation>
    </message>
    <message>
        <source>there is no card file for the {army} ({file})</source>
        <translation>il n&apos;y a pas de fichier de cartes pour les {army} ({file})</translation>
    </message>
    <message>
        <source>woods have open slots without D: retreats there stay in order</source>
        <translation>la forêt a des cases libres sans D : les retraites y restent en ordre</translation>
    </message>
    <message>
        <source>{card} is not a card of the {army}</source>
        <translation>{card} n&apos;est pas une carte de {army}</translation>
    </message>
    <message>
        <source>{file} is {army} too</source>
        <translation>{file} est aussi {army}</translation>
    </message>
</context>
<context>
    <name>BarditusDice</name>
    <message>
        <source> on {need}+</source>
        <translation> sur {need}+</translation>
    </message>
    <message>
        <source> — a tie: both roll again</source>
        <translation> — égalité : les deux relancent</translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n bouclier</numerusform>
            <numerusform>%n boucliers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n six(es) (pursuit)</source>
        <translation>
            <numerusform>, %n six (poursuite)</numerusform>
            <numerusform>, %n six (poursuite)</numerusform>
        </translation>
    </message>
    <message>
        <source>1 shield or none</source>
        <translation>1 bouclier ou aucun</translation>
    </message>
    <message>
        <source>5 shields or more</source>
        <translation>5 boucliers ou plus</translation>
    </message>
    <message numerus="yes">
        <source>: %n hit(s)</source>
        <translation>
            <numerusform> : %n coup</numerusform>
            <numerusform> : %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n hit(s) evaded</source>
        <translation>
            <numerusform> : %n coup esquivé</numerusform>
            <numerusform> : %n coups esquivés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n piece(s) may return</source>
        <translation>
            <numerusform> : %n pion peut revenir</numerusform>
            <numerusform> : %n pions peuvent revenir</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Command roll (the general leads): three dice</source>
        <translation>Jet de commandement (le général mène) : trois dés</translation>
    </message>
    <message>
        <source>Command roll {dice}: keep {lo} and {hi}. One goes on a front card as the command die, the other is morale.</source>
        <translation>Jet de commandement {dice} : gardez {lo} et {hi}. L&apos;un va sur une carte de front comme dé de commandement, l&apos;autre est le moral.</translation>
    </message>
    <message>
        <source>Command roll {dice}: two equal high dice — the general is lost! Keep {lo} and {hi}.</source>
        <translation>Jet de commandement {dice} : deux dés hauts égaux — le général est perdu ! Gardez {lo} et {hi}.</translation>
    </message>
    <message>
        <source>Command roll: three dice</source>
        <translation>Jet de commandement : trois dés</translation>
    </message>
    <message>
        <source>Counter-attack</source>
        <translation>Contre-attaque</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Esquive</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Attaque de flanc</translation>
    </message>
    <message>
        <source>Last command roll: {dice}</source>
        <translation>Dernier jet de commandement : {dice}</translation>
    </message>
    <message>
        <source>Last command roll: {dice}; morale {morale}</source>
        <translation>Dernier jet de commandement : {dice} ; moral {morale}</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>Rally of {card}</source>
        <translation>Ralliement de {card}</translation>
    </message>
    <message>
        <source>Roll-off: {dice}</source>
        <translation>Jet d&apos;initiative : {dice}</translation>
    </message>
    <message>
        <source>Roll-off: {dice} — deploys first, moves first</source>
        <translation>Jet d&apos;initiative : {dice} — déploie en premier, joue en premier</translation>
    </message>
    <message>
        <source>Roll-off…</source>
        <translation>Jet d&apos;initiative…</translation>
    </message>
    <message>
        <source>Skirmishers evade</source>
        <translation>Les tirailleurs esquivent</translation>
    </message>
    <message>
        <source>a six</source>
        <translation>un six</translation>
    </message>
    <message>
        <source>command</source>
        <translation>commandement</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>écarté</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>échoue</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gardé</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>moral</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>réussit</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
    <message numerus="yes">
        <source>{label}: %n dice against {against}, {need} scores</source>
        <translation>
            <numerusform>{label} : %n dé contre {against}, réussit sur {need}</numerusform>
            <numerusform>{label} : %n dés contre {against}, réussissent sur {need}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusFace</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the badge of a Barditus army card</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusItems</name>
    <message>
        <source>Casualties: {lost}</source>
        <translation>Pertes : {lost}</translation>
    </message>
    <message>
        <source>Column {column}</source>
        <translation>Colonne {column}</translation>
    </message>
    <message>
        <source>Losses {losses}: {destroyed} destroyed + {disordered} disordered</source>
        <translation>Pertes {losses} : {destroyed} détruits + {disordered} désordonnés</translation>
    </message>
    <message>
        <source>Margin {margin} · {gauge}</source>
        <translation>Marge {margin} · {gauge}</translation>
    </message>
    <message>
        <source>Steady {steady}: {shields} on shields + morale die {morale}</source>
        <translation>Tenue {steady} : {shields} sur boucliers + dé de moral {morale}</translation>
    </message>
    <message>
        <source>front line</source>
        <translation>ligne de front</translation>
    </message>
    <message>
        <source>morale die</source>
        <translation>dé de moral</translation>
    </message>
    <message>
        <source>rallies on {need}+</source>
        <translation>se rallie sur {need}+</translation>
    </message>
    <message>
        <source>rear line</source>
        <translation>ligne arrière</translation>
    </message>
</context>
<context>
    <name>BarditusLayout</name>
    <message numerus="yes">
        <source>An order to {card} (F{column}) costs {cost} now ({why}) · orders {used}/2 · %n command point(s) left</source>
        <translation>
            <numerusform>Un ordre à {card} (F{column}) coûte maintenant {cost} ({why}) · ordres {used}/2 · %n point de commandement restant</numerusform>
            <numerusform>Un ordre à {card} (F{column}) coûte maintenant {cost} ({why}) · ordres {used}/2 · %n points de commandement restants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Breaks after %n more loss(es)</source>
        <translation>
            <numerusform>Rompt après %n perte de plus</numerusform>
            <numerusform>Rompt après %n pertes de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>Broken: losses exceed steadiness</source>
        <translation>Rompu : les pertes dépassent la tenue</translation>
    </message>
    <message>
        <source>Column {column} is empty.</source>
        <translation>La colonne {column} est vide.</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milice</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terrain découvert</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Arrière</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Régulier</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Vétéran</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Guerrier</translation>
    </message>
    <message>
        <source>Woods: retreat in order</source>
        <translation>Bois : retraite en ordre</translation>
    </message>
    <message>
        <source>far from the general</source>
        <translation>loin du général</translation>
    </message>
    <message>
        <source>first order 1 less</source>
        <translation>premier ordre 1 de moins</translation>
    </message>
    <message>
        <source>flanking</source>
        <translation>débordement</translation>
    </message>
    <message>
        <source>next to the general</source>
        <translation>à côté du général</translation>
    </message>
    <message>
        <source>pursuit</source>
        <translation>poursuite</translation>
    </message>
    <message>
        <source>skirmishers</source>
        <translation>tirailleurs</translation>
    </message>
    <message>
        <source>the empty column {column}</source>
        <translation>la colonne vide {column}</translation>
    </message>
    <message>
        <source>under the general</source>
        <translation>sous le général</translation>
    </message>
    <message>
        <source>{card} in column {column}</source>
        <translation>{card} dans la colonne {column}</translation>
    </message>
    <message>
        <source>{card}: orders {used}/2 this turn</source>
        <translation>{card} : ordres {used}/2 ce tour</translation>
    </message>
    <message>
        <source>{head}. Orders cost 1-3 by distance from the general (militia: no discount).</source>
        <translation>{head}. Les ordres coûtent 1 à 3 selon la distance au général (milice : pas de remise).</translation>
    </message>
    <message>
        <source>{head}. Orders cost 1-3 by distance from the general; its first is 1 cheaper.</source>
        <translation>{head}. Les ordres coûtent 1 à 3 selon la distance au général ; le premier coûte 1 de moins.</translation>
    </message>
    <message>
        <source>{head}: no more orders for it.</source>
        <translation>{head} : plus d&apos;ordres pour elle.</translation>
    </message>
    <message>
        <source>{points}/20 points · front {front}/4 · rear {rear} (4-6)</source>
        <translation>{points}/20 points · front {front}/4 · arrière {rear} (4-6)</translation>
    </message>
</context>
<context>
    <name>BarditusMoves</name>
    <message>
        <source>A six: drag a sword piece of the attacking card onto the beaten enemy card.</source>
        <translation>Un six : glissez un pion d&apos;épée de la carte attaquante sur la carte ennemie battue.</translation>
    </message>
    <message>
        <source>Choose first: ← → picks a piece, die or card, ↑ ↓ where it goes (F1 lists the keys).</source>
        <translation>Choisissez d&apos;abord : ← → prend un pion, un dé ou une carte, ↑ ↓ où il va (F1 liste les touches).</translation>
    </message>
    <message>
        <source>Click a card of your army (or drag it onto your list) to take it; List complete (D) when done.</source>
        <translation>Cliquez sur une carte de votre armée (ou glissez-la sur votre liste) pour la prendre ; Liste complète (D) une fois fini.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fini</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>Fini (D)</translation>
    </message>
    <message>
        <source>Double-click a front card (or click it, Enter) to attack the card opposite; drag it onto a diagonal card to flank; Rally and Reserve buttons; End orders (E).</source>
        <translation>Double-cliquez sur une carte de front (ou cliquez, puis Entrée) pour attaquer la carte d&apos;en face ; glissez-la sur une carte en diagonale pour déborder ; boutons Rallier et Réserve ; Fin des ordres (E).</translation>
    </message>
    <message>
        <source>Drag a card of your hand onto an empty place: front cards to the front line, the rest behind.</source>
        <translation>Glissez une carte de votre main sur une place vide : les cartes de front en ligne de front, les autres derrière.</translation>
    </message>
    <message>
        <source>Drag a kept die onto one of your front cards: it becomes the command die there, the other your morale.</source>
        <translation>Glissez un dé gardé sur l&apos;une de vos cartes de front : il y devient le dé de commandement, l&apos;autre votre moral.</translation>
    </message>
    <message>
        <source>Drag the reserve&apos;s pieces up to empty filled slots of the front card, then Done (D).</source>
        <translation>Montez les pions de la réserve sur des cases pleines vides de la carte de front, puis Fini (D).</translation>
    </message>
    <message>
        <source>Drop a front card on the enemy card opposite to battle it (diagonal: a flank attack).</source>
        <translation>Déposez une carte de front sur la carte ennemie d&apos;en face pour la combattre (en diagonale : attaque de flanc).</translation>
    </message>
    <message>
        <source>Drop a piece on a lit slot, on the enemy card it pursues, or on your casualties.</source>
        <translation>Déposez un pion sur une case éclairée, sur la carte ennemie qu&apos;il poursuit, ou sur vos pertes.</translation>
    </message>
    <message>
        <source>Drop a pursuer on a lit slot of its home card (rally) or on your casualties.</source>
        <translation>Déposez un poursuivant sur une case éclairée de sa carte d&apos;origine (ralliement) ou sur vos pertes.</translation>
    </message>
    <message>
        <source>Drop on a lit place: a piece on a slot, the enemy card or your casualties; a die or a front card on a card (F1 tells more).</source>
        <translation>Déposez sur un emplacement éclairé : un pion sur une case, la carte ennemie ou vos pertes ; un dé ou une carte de front sur une carte (F1 en dit plus).</translation>
    </message>
    <message>
        <source>Drop the card on an empty place of your formation: front cards in front, rear behind.</source>
        <translation>Déposez la carte sur une place vide de votre formation : cartes de front devant, cartes arrière derrière.</translation>
    </message>
    <message>
        <source>Drop the card on your list at the bottom, or just click it.</source>
        <translation>Déposez la carte sur votre liste en bas, ou cliquez simplement dessus.</translation>
    </message>
    <message>
        <source>Drop the die on one of your front cards: the general stands there.</source>
        <translation>Déposez le dé sur l&apos;une de vos cartes de front : le général s&apos;y tient.</translation>
    </message>
    <message>
        <source>End orders</source>
        <translation>Fin des ordres</translation>
    </message>
    <message>
        <source>End orders (E)</source>
        <translation>Fin des ordres (E)</translation>
    </message>
    <message>
        <source>Hold back</source>
        <translation>Rester en retrait</translation>
    </message>
    <message>
        <source>Hold back (H)</source>
        <translation>Rester en retrait (H)</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Mener</translation>
    </message>
    <message>
        <source>Lead at the front (L)</source>
        <translation>Mener au front (L)</translation>
    </message>
    <message>
        <source>Lead at the front (L): keep the two highest dice, but two equal high dice lose the general; or Hold back (H).</source>
        <translation>Mener au front (L) : gardez les deux dés les plus hauts, mais deux dés hauts égaux font perdre le général ; ou Rester en retrait (H).</translation>
    </message>
    <message>
        <source>List complete (D)</source>
        <translation>Liste complète (D)</translation>
    </message>
    <message>
        <source>Rallied: drag each lit piece back to an empty filled slot of its front card.</source>
        <translation>Ralliés : ramenez chaque pion éclairé sur une case pleine vide de sa carte de front.</translation>
    </message>
    <message>
        <source>Rally {card} · {cost} (R)</source>
        <translation>Rallier {card} · {cost} (R)</translation>
    </message>
    <message>
        <source>Reserve {card} · {cost} (V)</source>
        <translation>Réserve {card} · {cost} (V)</translation>
    </message>
    <message>
        <source>Take each hit: drag a piece of the struck card to an empty open slot behind it (retreat), or onto your casualties.</source>
        <translation>Encaissez chaque coup : glissez un pion de la carte frappée vers une case ouverte vide derrière lui (retraite), ou sur vos pertes.</translation>
    </message>
    <message>
        <source>That piece has no move now. {hint}</source>
        <translation>Ce pion n&apos;a aucun mouvement pour l&apos;instant. {hint}</translation>
    </message>
    <message>
        <source>The enemy pursues out of the card your pursuers stand on: drag one of them to your casualties.</source>
        <translation>L&apos;ennemi poursuit depuis la carte où se tiennent vos poursuivants : glissez l&apos;un d&apos;eux sur vos pertes.</translation>
    </message>
    <message>
        <source>The {value} was dropped: the general takes one of the kept dice (gold rings).</source>
        <translation>Le {value} a été écarté : le général prend l&apos;un des dés gardés (anneaux dorés).</translation>
    </message>
    <message numerus="yes">
        <source>{action} — Enter to play; or click another lit place (%n choices, ↑ ↓ to step through them).</source>
        <translation>
            <numerusform>{action} — Entrée pour jouer ; ou cliquez sur un autre emplacement éclairé (%n choix, ↑ ↓ pour les parcourir).</numerusform>
            <numerusform>{action} — Entrée pour jouer ; ou cliquez sur un autre emplacement éclairé (%n choix, ↑ ↓ pour les parcourir).</numerusform>
        </translation>
    </message>
    <message>
        <source>{word} is not possible now. {hint}</source>
        <translation>{word} n&apos;est pas possible pour l&apos;instant. {hint}</translation>
    </message>
</context>
<context>
    <name>BarditusReasons</name>
    <message numerus="yes">
        <source>%n command point(s)</source>
        <translation>
            <numerusform>%n point de commandement</numerusform>
            <numerusform>%n points de commandement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n bouclier</numerusform>
            <numerusform>%n boucliers</numerusform>
        </translation>
    </message>
    <message>
        <source>A flank attack draws no counter-attack.</source>
        <translation>Une attaque de flanc n&apos;entraîne aucune contre-attaque.</translation>
    </message>
    <message numerus="yes">
        <source>He strikes back with %n die(s) as the cards stand, scoring on a {need} or more; each 6 you roll sends a pursuer that takes one of them away.</source>
        <translation>
            <numerusform>Il contre-attaque avec %n dé en l&apos;état des cartes, qui réussit sur {need} ou plus ; chaque 6 que vous obtenez envoie un poursuivant qui le lui retire.</numerusform>
            <numerusform>Il contre-attaque avec %n dés en l&apos;état des cartes, qui réussissent sur {need} ou plus ; chaque 6 que vous obtenez envoie un poursuivant qui lui en retire un.</numerusform>
        </translation>
    </message>
    <message>
        <source>Held back, the general is safe; leading, he would be lost on about {percent}% of rolls.</source>
        <translation>En retrait, le général est à l&apos;abri ; en menant au front, il serait perdu sur environ {percent} % des jets.</translation>
    </message>
    <message>
        <source>His army is broken already: its losses outweigh its shields and morale by {by}.</source>
        <translation>Son armée a déjà rompu : ses pertes dépassent ses boucliers et son moral de {by}.</translation>
    </message>
    <message>
        <source>His army stands {margin} from breaking, yours {mine}.</source>
        <translation>Son armée est à {margin} de la rupture, la vôtre à {mine}.</translation>
    </message>
    <message>
        <source>His card has nothing to strike back with.</source>
        <translation>Sa carte n&apos;a rien pour contre-attaquer.</translation>
    </message>
    <message numerus="yes">
        <source>It brings %n piece(s) up from the reserve to the front card.</source>
        <translation>
            <numerusform>Cela fait monter %n pion de la réserve sur la carte de front.</numerusform>
            <numerusform>Cela fait monter %n pions de la réserve sur la carte de front.</numerusform>
        </translation>
    </message>
    <message>
        <source>It costs nothing: it is this card&apos;s first order this turn, where the general stands.</source>
        <translation>Il ne coûte rien : c&apos;est le premier ordre de cette carte ce tour, là où se tient le général.</translation>
    </message>
    <message>
        <source>It costs {points} of your {command}, leaving {left}.</source>
        <translation>Il coûte {points} sur vos {command}, il en reste {left}.</translation>
    </message>
    <message>
        <source>It costs {points} of your {command}.</source>
        <translation>Il coûte {points} sur vos {command}.</translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits before his skirmishers evade.</source>
        <translation>
            <numerusform>Elle lance %n dé contre {shields} : il réussit sur {need} ou plus, environ {hits} coups avant que ses tirailleurs n&apos;esquivent.</numerusform>
            <numerusform>Elle lance %n dés contre {shields} : chacun réussit sur {need} ou plus, environ {hits} coups avant que ses tirailleurs n&apos;esquivent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits.</source>
        <translation>
            <numerusform>Elle lance %n dé contre {shields} : il réussit sur {need} ou plus, environ {hits} coups.</numerusform>
            <numerusform>Elle lance %n dés contre {shields} : chacun réussit sur {need} ou plus, environ {hits} coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s), one for each piece out of order, each bringing one back on a {need} or more: about {back} pieces back.</source>
        <translation>
            <numerusform>Elle lance %n dé, un par pion en désordre, qui le ramène sur {need} ou plus : environ {back} pions ramenés.</numerusform>
            <numerusform>Elle lance %n dés, un par pion en désordre, chacun en ramenant un sur {need} ou plus : environ {back} pions ramenés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leading, he keeps your two highest dice, but on about {percent}% of rolls they are equal and he is lost.</source>
        <translation>En menant au front, il vous fait garder les deux dés les plus hauts, mais sur environ {percent} % des jets ils sont égaux et il est perdu.</translation>
    </message>
    <message>
        <source>The other die, {die}, guards morale: your army then stands {margin} from breaking (shields and morale against pieces destroyed and disordered).</source>
        <translation>L&apos;autre dé, {die}, garde le moral : votre armée est alors à {margin} de la rupture (boucliers et moral contre pions détruits et désordonnés).</translation>
    </message>
    <message>
        <source>Your army still stands {margin} from breaking.</source>
        <translation>Votre armée est encore à {margin} de la rupture.</translation>
    </message>
    <message>
        <source>Your army then stands {margin} from breaking ({now} now).</source>
        <translation>Votre armée est alors à {margin} de la rupture ({now} maintenant).</translation>
    </message>
</context>
<context>
    <name>BarditusScene</name>
    <message numerus="yes">
        <source> · %n command point(s) left</source>
        <translation>
            <numerusform> · %n point de commandement restant</numerusform>
            <numerusform> · %n points de commandement restants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · {name}: %n command point(s) left</source>
        <translation>
            <numerusform> · {name} : %n point de commandement restant</numerusform>
            <numerusform> · {name} : %n points de commandement restants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) to take</source>
        <translation>
            <numerusform>%n coup à encaisser</numerusform>
            <numerusform>%n coups à encaisser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) may go back: {places}</source>
        <translation>
            <numerusform>%n pion peut revenir : {places}</numerusform>
            <numerusform>%n pions peuvent revenir : {places}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) on shields: battle dice score on {need} against it.</source>
        <translation>
            <numerusform>%n pion sur boucliers : les dés de bataille réussissent sur {need} contre elle.</numerusform>
            <numerusform>%n pions sur boucliers : les dés de bataille réussissent sur {need} contre elle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n six(es) to pursue</source>
        <translation>
            <numerusform>%n six pour poursuivre</numerusform>
            <numerusform>%n six pour poursuivre</numerusform>
        </translation>
    </message>
    <message>
        <source>: {gauge}, {lost} destroyed, morale die {morale}</source>
        <translation> : {gauge}, {lost} détruits, dé de moral {morale}</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Une carte</translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Bataille nulle</translation>
    </message>
    <message>
        <source>An empty place</source>
        <translation>Une place vide</translation>
    </message>
    <message>
        <source>Attacking</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Both roll a die: the higher deploys first and moves first.</source>
        <translation>Chacun lance un dé : le plus haut déploie en premier et joue en premier.</translation>
    </message>
    <message>
        <source>Building a secret list…</source>
        <translation>Compose une liste secrète…</translation>
    </message>
    <message>
        <source>Counter-attacking</source>
        <translation>Contre-attaque</translation>
    </message>
    <message>
        <source>Deployment, one card each in turn.
You won the roll-off: you deploy first, move first.</source>
        <translation>Déploiement, une carte chacun à tour de rôle.
Vous avez gagné le jet d&apos;initiative : vous déployez en premier, jouez en premier.</translation>
    </message>
    <message>
        <source>Deployment, one card each in turn.
{name} won the roll-off: deploys first, moves first.</source>
        <translation>Déploiement, une carte chacun à tour de rôle.
{name} a gagné le jet d&apos;initiative : déploie en premier, joue en premier.</translation>
    </message>
    <message>
        <source>Dice of {name}</source>
        <translation>Dés de {name}</translation>
    </message>
    <message>
        <source>Each army builds its list in turn, unseen: the cards show only as they are deployed.</source>
        <translation>Chaque armée compose sa liste à son tour, sans être vue : les cartes ne se montrent qu&apos;au déploiement.</translation>
    </message>
    <message>
        <source>Each card shows its points (the disc) and its slots: swords roll battle dice, shields turn them away and steady the army; D slots are disorder.</source>
        <translation>Chaque carte montre ses points (le disque) et ses cases : les épées lancent les dés de bataille, les boucliers les repoussent et affermissent l&apos;armée ; les cases D sont le désordre.</translation>
    </message>
    <message>
        <source>Front line: {cards}</source>
        <translation>Ligne de front : {cards}</translation>
    </message>
    <message>
        <source>General lost: keeps the two lowest command dice.</source>
        <translation>Général perdu : garde les 2 dés les plus bas.</translation>
    </message>
    <message>
        <source>Hover a card to read it: swords roll dice, shields turn them away and steady the army, D is disorder; dashed slots start empty.</source>
        <translation>Survolez une carte pour la lire : les épées lancent des dés, les boucliers les repoussent et affermissent l&apos;armée, D est le désordre ; les cases en pointillés commencent vides.</translation>
    </message>
    <message>
        <source>Hover a front card: what an order to it costs now, and its orders this turn (0/2).</source>
        <translation>Survolez une carte de front : ce que coûte un ordre maintenant, et ses ordres de ce tour (0/2).</translation>
    </message>
    <message numerus="yes">
        <source>List ready: %n card(s), hidden until deployed.</source>
        <translation>
            <numerusform>Liste prête : %n carte, cachée jusqu&apos;au déploiement.</numerusform>
            <numerusform>Liste prête : %n cartes, cachées jusqu&apos;au déploiement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>List ready: %n card(s).</source>
        <translation>
            <numerusform>Liste prête : %n carte.</numerusform>
            <numerusform>Liste prête : %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass the screen. Your army list and the cards you have not deployed stay hidden until you are ready.

Press Enter or click to continue.</source>
        <translation>Passez l&apos;écran. Votre liste d&apos;armée et les cartes non déployées restent cachées jusqu&apos;à ce que vous soyez prêt.

Appuyez sur Entrée ou cliquez pour continuer.</translation>
    </message>
    <message>
        <source>Rally of {card}</source>
        <translation>Ralliement de {card}</translation>
    </message>
    <message>
        <source>Rear cards beyond four stay out of the battle.</source>
        <translation>Les cartes arrière au-delà de quatre restent hors de la bataille.</translation>
    </message>
    <message>
        <source>Rear line: {cards}</source>
        <translation>Ligne arrière : {cards}</translation>
    </message>
    <message>
        <source>Reserve of {card}</source>
        <translation>Réserve de {card}</translation>
    </message>
    <message>
        <source>Round {round} of {turns} · turn of {name}</source>
        <translation>Manche {round} sur {turns} · tour de {name}</translation>
    </message>
    <message>
        <source>Round {round} of {turns} · your turn</source>
        <translation>Manche {round} sur {turns} · votre tour</translation>
    </message>
    <message>
        <source>Struck</source>
        <translation>Frappée</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La bataille est terminée</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Les dés roulent…</translation>
    </message>
    <message>
        <source>The general leads at the front this turn.</source>
        <translation>Le général mène au front ce tour-ci.</translation>
    </message>
    <message>
        <source>Waits to build a secret list.</source>
        <translation>Attend de composer une liste secrète.</translation>
    </message>
    <message>
        <source>You win ({reason})</source>
        <translation>Vous gagnez ({reason})</translation>
    </message>
    <message>
        <source>You won the roll-off and moved first.</source>
        <translation>Vous avez gagné le jet d&apos;initiative et avez joué en premier.</translation>
    </message>
    <message>
        <source>Your cards in hand: {cards}</source>
        <translation>Vos cartes en main : {cards}</translation>
    </message>
    <message>
        <source>Your cards stay hidden until deployed.</source>
        <translation>Vos cartes restent cachées jusqu&apos;au déploiement.</translation>
    </message>
    <message>
        <source>Your dice</source>
        <translation>Vos dés</translation>
    </message>
    <message>
        <source>Your die showing {value}</source>
        <translation>Votre dé, qui montre {value}</translation>
    </message>
    <message>
        <source>Your list: click or drop the cards you take</source>
        <translation>Votre liste : cliquez ou déposez les cartes que vous prenez</translation>
    </message>
    <message>
        <source>Your list: {cards}</source>
        <translation>Votre liste : {cards}</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Your piece: {place}</source>
        <translation>Votre pion : {place}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>bataille</translation>
    </message>
    <message>
        <source>counter-attack</source>
        <translation>contre-attaque</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>flank attack</source>
        <translation>attaque de flanc</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>order {used}/2 · costs {cost}</source>
        <translation>ordre {used}/2 · coûte {cost}</translation>
    </message>
    <message>
        <source>orders 2/2: done</source>
        <translation>ordres 2/2 : fini</translation>
    </message>
    <message>
        <source>{attacker} against {defender}: {fight}</source>
        <translation>{attacker} contre {defender} : {fight}</translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n piece(s))</source>
        <translation>
            <numerusform>{card} (%n pion)</numerusform>
            <numerusform>{card} (%n pions)</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} ({points}), in your army, to take</source>
        <translation>{card} ({points}), dans votre armée, à prendre</translation>
    </message>
    <message>
        <source>{card} ({points}), in your hand</source>
        <translation>{card} ({points}), dans votre main</translation>
    </message>
    <message>
        <source>{left} of {copies} left</source>
        <translation>reste {left} sur {copies}</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <source>{name} wins ({reason})</source>
        <translation>{name} gagne ({reason})</translation>
    </message>
    <message>
        <source>{name} won the roll-off and moved first.</source>
        <translation>{name} a gagné le jet d&apos;initiative et a joué en premier.</translation>
    </message>
    <message>
        <source>{name}, the enemy&apos;s front card in column {column}</source>
        <translation>{name}, la carte de front ennemie dans la colonne {column}</translation>
    </message>
    <message>
        <source>{name}, the enemy&apos;s rear card in column {column}</source>
        <translation>{name}, la carte arrière ennemie dans la colonne {column}</translation>
    </message>
    <message>
        <source>{name}, your front card in column {column}</source>
        <translation>{name}, votre carte de front dans la colonne {column}</translation>
    </message>
    <message>
        <source>{name}, your rear card in column {column}</source>
        <translation>{name}, votre carte arrière dans la colonne {column}</translation>
    </message>
    <message numerus="yes">
        <source>{placed} of 8 places filled · %n card(s) in hand</source>
        <translation>
            <numerusform>{placed} places sur 8 occupées · %n carte en main</numerusform>
            <numerusform>{placed} places sur 8 occupées · %n cartes en main</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusState</name>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>A pursuer of yours is caught</source>
        <translation>L&apos;un de vos poursuivants est pris</translation>
    </message>
    <message>
        <source>Army building: take four front cards and four to six rear cards (20 points)</source>
        <translation>Composition de l&apos;armée : prenez quatre cartes de front et quatre à six cartes arrière (20 points)</translation>
    </message>
    <message>
        <source>Battle dice</source>
        <translation>Dés de bataille</translation>
    </message>
    <message>
        <source>Command: choose the command die and the card where the general stands</source>
        <translation>Commandement : choisissez le dé de commandement et la carte où se tient le général</translation>
    </message>
    <message>
        <source>Command: three dice</source>
        <translation>Commandement : trois dés</translation>
    </message>
    <message>
        <source>Command: will the general lead at the front?</source>
        <translation>Commandement : le général mènera-t-il au front ?</translation>
    </message>
    <message>
        <source>Deployment: lay one card in your formation</source>
        <translation>Déploiement : posez une carte dans votre formation</translation>
    </message>
    <message>
        <source>Orders: battle, rally or reserve, paid from the command die</source>
        <translation>Ordres : bataille, ralliement ou réserve (dé de commandement)</translation>
    </message>
    <message>
        <source>Pursuit: a piece follows each six</source>
        <translation>Poursuite : un pion suit chaque six</translation>
    </message>
    <message>
        <source>Rally dice</source>
        <translation>Dés de ralliement</translation>
    </message>
    <message>
        <source>Rally: move the rallied pieces back to filled slots</source>
        <translation>Ralliement : ramenez les pions ralliés sur des cases pleines</translation>
    </message>
    <message>
        <source>Reserve: bring pieces up to the front card</source>
        <translation>Réserve : montez des pions sur la carte de front</translation>
    </message>
    <message>
        <source>Roll-off: the higher die deploys first and moves first</source>
        <translation>Jet d&apos;initiative : le dé le plus haut déploie en premier et joue en premier</translation>
    </message>
    <message>
        <source>Skirmishers evade</source>
        <translation>Les tirailleurs esquivent</translation>
    </message>
    <message>
        <source>Take the hits: retreat or lose a piece for each</source>
        <translation>Encaissez les coups : reculez ou perdez un pion pour chacun</translation>
    </message>
    <message>
        <source>That card</source>
        <translation>Cette carte</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La bataille est terminée</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>a die is to be rolled first</source>
        <translation>il faut d&apos;abord lancer un dé</translation>
    </message>
    <message>
        <source>a die shows 1 to 6, not {die}</source>
        <translation>un dé indique de 1 à 6, pas {die}</translation>
    </message>
    <message>
        <source>a disordered piece falls back only onto a D slot: a retreat never mends its disorder</source>
        <translation>un pion désordonné ne recule que sur une case D : une retraite ne répare jamais son désordre</translation>
    </message>
    <message>
        <source>a flank attack from {card} strikes an enemy card diagonally beside the one opposite, not {enemy}</source>
        <translation>une attaque de flanc de {card} frappe une carte ennemie en diagonale, à côté de celle d&apos;en face, pas {enemy}</translation>
    </message>
    <message>
        <source>a flank attack is made only when the card opposite has no pieces left</source>
        <translation>on n&apos;attaque de flanc que quand la carte d&apos;en face n&apos;a plus de pions</translation>
    </message>
    <message>
        <source>a formation has no such place: its cards stand in columns 1 to 4, in the front line and the rear line</source>
        <translation>cette place n&apos;existe pas dans une formation : ses cartes se tiennent dans les colonnes 1 à 4, en ligne de front et en ligne arrière</translation>
    </message>
    <message>
        <source>a piece of the reserve moves up to an empty filled slot of {card}</source>
        <translation>un pion de la réserve monte sur une case pleine vide de {card}</translation>
    </message>
    <message>
        <source>a piece on a sword slot of {card} follows the beaten enemy</source>
        <translation>un pion sur une case d&apos;épée de {card} suit l&apos;ennemi battu</translation>
    </message>
    <message>
        <source>a piece retreats straight back, to an empty open slot behind it on its card or the rear card</source>
        <translation>un pion recule tout droit, vers une case ouverte vide derrière lui sur sa carte ou sur la carte arrière</translation>
    </message>
    <message>
        <source>a pursuing piece of this card must be lost before any other</source>
        <translation>un pion poursuivant de cette carte doit être perdu avant tout autre</translation>
    </message>
    <message>
        <source>a rallied piece goes back to an empty filled slot of its front card, within its filled slots</source>
        <translation>un pion rallié revient sur une case pleine vide de sa carte de front, parmi ses cases pleines</translation>
    </message>
    <message>
        <source>an order to {card} costs {cost}; command points left: {left}</source>
        <translation>un ordre à {card} coûte {cost} ; points de commandement restants : {left}</translation>
    </message>
    <message>
        <source>only a piece of the reserve behind {card} moves up</source>
        <translation>seul un pion de la réserve derrière {card} monte</translation>
    </message>
    <message>
        <source>only a piece whose rally die succeeded goes back</source>
        <translation>seul un pion dont le dé de ralliement a réussi revient</translation>
    </message>
    <message>
        <source>take a card</source>
        <translation>prendre une carte</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>la bataille est terminée</translation>
    </message>
    <message>
        <source>the command die is one of the dice kept ({kept}), laid on one of your front cards</source>
        <translation>le dé de commandement est l&apos;un des dés gardés ({kept}), posé sur l&apos;une de vos cartes de front</translation>
    </message>
    <message>
        <source>the enemy card opposite {card} has no pieces left to fight: a flank attack may strike a card diagonally beside it</source>
        <translation>la carte ennemie en face de {card} n&apos;a plus de pions pour combattre : une attaque de flanc peut frapper une carte en diagonale à côté d&apos;elle</translation>
    </message>
    <message>
        <source>the enemy&apos;s {card}</source>
        <translation>{card} de l&apos;ennemi</translation>
    </message>
    <message>
        <source>the enemy&apos;s {card} in column {column}</source>
        <translation>{card} de l&apos;ennemi dans la colonne {column}</translation>
    </message>
    <message>
        <source>the hit falls on {card}: one of its pieces, or of its pursuers out, takes it</source>
        <translation>le coup tombe sur {card} : l&apos;un de ses pions, ou de ses poursuivants partis, l&apos;encaisse</translation>
    </message>
    <message>
        <source>the list is not legal yet: {problem}</source>
        <translation>la liste n&apos;est pas encore valable : {problem}</translation>
    </message>
    <message>
        <source>the pursuer lost is one of yours standing on {enemy}</source>
        <translation>le poursuivant perdu est l&apos;un des vôtres qui se trouvent sur {enemy}</translation>
    </message>
    <message>
        <source>the reserve behind {card} has no pieces left</source>
        <translation>la réserve derrière {card} n&apos;a plus de pions</translation>
    </message>
    <message>
        <source>the {army} has only {copies} {card}</source>
        <translation>{army} n&apos;a que {copies} {card}</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>the {card} behind column {column}</source>
        <translation>{card} derrière la colonne {column}</translation>
    </message>
    <message>
        <source>the {card} in column {column}</source>
        <translation>{card} de la colonne {column}</translation>
    </message>
    <message>
        <source>{action}: not now; the {phase} phase asks for {expected}</source>
        <translation>{action} : pas maintenant ; la phase {phase} demande {expected}</translation>
    </message>
    <message>
        <source>{card} ({points}) would leave no legal list within {most} points and {front} front and {rear_min}-{rear_max} rear cards</source>
        <translation>{card} ({points}) ne laisserait aucune liste valable dans {most} points avec {front} cartes de front et {rear_min} à {rear_max} cartes arrière</translation>
    </message>
    <message>
        <source>{card} already stands in that place: one card to a place</source>
        <translation>{card} occupe déjà cette place : une carte par place</translation>
    </message>
    <message>
        <source>{card} has had its two orders this turn</source>
        <translation>{card} a déjà eu ses deux ordres ce tour</translation>
    </message>
    <message>
        <source>{card} has no empty filled slot for a rallied piece to go back to</source>
        <translation>{card} n&apos;a pas de case pleine vide où un pion rallié puisse revenir</translation>
    </message>
    <message>
        <source>{card} has no men on it to fight (its pursuers fight with it)</source>
        <translation>{card} n&apos;a pas d&apos;hommes pour combattre (ses poursuivants combattent avec elle)</translation>
    </message>
    <message>
        <source>{card} has no piece out of order to rally</source>
        <translation>{card} n&apos;a pas de pion désordonné à rallier</translation>
    </message>
    <message>
        <source>{card} has no pieces on sword slots to roll battle dice</source>
        <translation>{card} n&apos;a pas de pions sur des cases d&apos;épée pour lancer les dés de bataille</translation>
    </message>
    <message>
        <source>{card} has no reserve behind it</source>
        <translation>il n&apos;y a pas de réserve derrière {card}</translation>
    </message>
    <message>
        <source>{card} has no room for another piece: a card holds no more pieces than it has filled slots, each on an empty filled slot</source>
        <translation>{card} n&apos;a pas de place pour un autre pion : une carte ne porte pas plus de pions qu&apos;elle n&apos;a de cases pleines, chacun sur une case pleine vide</translation>
    </message>
    <message>
        <source>{card} is a front line card: it is laid in the front line</source>
        <translation>{card} est une carte de ligne de front : elle se pose en ligne de front</translation>
    </message>
    <message>
        <source>{card} is a rear line card: it is laid in the rear line, behind a front card</source>
        <translation>{card} est une carte de ligne arrière : elle se pose en ligne arrière, derrière une carte de front</translation>
    </message>
    <message>
        <source>{card} is not a card of the {army}</source>
        <translation>{card} n&apos;est pas une carte de {army}</translation>
    </message>
    <message>
        <source>{card} is not among the cards of your list still to deploy</source>
        <translation>{card} ne fait pas partie des cartes de votre liste encore à déployer</translation>
    </message>
    <message>
        <source>{card} stands in the rear line: choose one of your front cards</source>
        <translation>{card} se tient en ligne arrière : choisissez l&apos;une de vos cartes de front</translation>
    </message>
    <message>
        <source>{enemy} has no pieces left to fight</source>
        <translation>{enemy} n&apos;a plus de pions pour combattre</translation>
    </message>
</context>
<context>
    <name>BarditusStory</name>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Bataille nulle</translation>
    </message>
    <message>
        <source>After {rounds} rounds neither army broke; the one further from breaking wins (margins {a} and {b}).</source>
        <translation>Après {rounds} manches, aucune armée n&apos;a rompu ; celle qui en est la plus loin gagne (marges {a} et {b}).</translation>
    </message>
    <message>
        <source>Attack of {name} in column {column}</source>
        <translation>Attaque de {name} dans la colonne {column}</translation>
    </message>
    <message>
        <source>Counter-attack of {name} in column {column}</source>
        <translation>Contre-attaque de {name} dans la colonne {column}</translation>
    </message>
    <message>
        <source>Pieces destroyed</source>
        <translation>Pions détruits</translation>
    </message>
    <message>
        <source>The {army} broke: {losses} losses ({destroyed} destroyed, {disordered} disordered) against {steady} steady ({shields} on shields, morale die {morale}).</source>
        <translation>{army} a rompu : {losses} pertes ({destroyed} détruits, {disordered} désordonnés) contre {steady} de tenue ({shields} sur boucliers, dé de moral {morale}).</translation>
    </message>
    <message>
        <source>You win the battle</source>
        <translation>Vous gagnez la bataille</translation>
    </message>
    <message>
        <source>Your attack in column {column}</source>
        <translation>Votre attaque dans la colonne {column}</translation>
    </message>
    <message>
        <source>Your counter-attack in column {column}</source>
        <translation>Votre contre-attaque dans la colonne {column}</translation>
    </message>
    <message>
        <source>pieces destroyed</source>
        <translation>pions détruits</translation>
    </message>
    <message>
        <source>untouched</source>
        <translation>intacte</translation>
    </message>
    <message>
        <source>{army}: {losses}.</source>
        <translation>{army} : {losses}.</translation>
    </message>
    <message>
        <source>{count} destroyed</source>
        <translation>{count} détruits</translation>
    </message>
    <message>
        <source>{count} fell back</source>
        <translation>{count} ont reculé</translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation>{name} gagne la bataille</translation>
    </message>
</context>
<context>
    <name>BarditusText</name>
    <message>
        <source> +{count} away</source>
        <translation> +{count} partis</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>, general on column {column}</source>
        <translation>, général sur la colonne {column}</translation>
    </message>
    <message>
        <source>Army A</source>
        <translation>Armée A</translation>
    </message>
    <message>
        <source>Army B</source>
        <translation>Armée B</translation>
    </message>
    <message numerus="yes">
        <source>Command dice kept {dice}, %n point(s) left</source>
        <translation>
            <numerusform>Dés de commandement gardés {dice}, %n point restant</numerusform>
            <numerusform>Dés de commandement gardés {dice}, %n points restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Last roll of {name} ({purpose}): {dice}</source>
        <translation>Dernier jet de {name} ({purpose}) : {dice}</translation>
    </message>
    <message>
        <source>Over: {reason}</source>
        <translation>Terminée : {reason}</translation>
    </message>
    <message>
        <source>Your cards in hand: {cards}</source>
        <translation>Vos cartes en main : {cards}</translation>
    </message>
    <message>
        <source>Your last roll ({purpose}): {dice}</source>
        <translation>Votre dernier jet ({purpose}) : {dice}</translation>
    </message>
    <message>
        <source>an army broke</source>
        <translation>une armée a rompu</translation>
    </message>
    <message>
        <source>the last round was fought</source>
        <translation>la dernière manche a été livrée</translation>
    </message>
    <message numerus="yes">
        <source>{name} ({army}): {lost} destroyed, morale die {morale}, %n card(s) in hand</source>
        <translation>
            <numerusform>{name} ({army}) : {lost} détruits, dé de moral {morale}, %n carte en main</numerusform>
            <numerusform>{name} ({army}) : {lost} détruits, dé de moral {morale}, %n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase} : à vous de jouer</translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase} : à {name} de jouer</translation>
    </message>
</context>
<context>
    <name>BarditusUI</name>
    <message>
        <source> — pieces destroyed {a}-{b}</source>
        <translation> — pions détruits {a}-{b}</translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Bataille nulle</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message numerus="yes">
        <source>%n D marker(s)</source>
        <translation>
            <numerusform>%n marqueur D</numerusform>
            <numerusform>%n marqueurs D</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty marker(s)</source>
        <translation>
            <numerusform>%n marqueur de perte</numerusform>
            <numerusform>%n marqueurs de perte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command die place(s)</source>
        <translation>
            <numerusform>%n case du dé de commandement</numerusform>
            <numerusform>%n cases du dé de commandement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n général</numerusform>
            <numerusform>%n généraux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale die place(s)</source>
        <translation>
            <numerusform>%n case du dé de moral</numerusform>
            <numerusform>%n cases du dé de moral</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pursuit marker(s)</source>
        <translation>
            <numerusform>%n marqueur de poursuite</numerusform>
            <numerusform>%n marqueurs de poursuite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit piece(s)</source>
        <translation>
            <numerusform>%n pion d’unité</numerusform>
            <numerusform>%n pions d’unité</numerusform>
        </translation>
    </message>
    <message>
        <source>Barditus tokens — cut along the grey lines. Unit pieces stand on the filled slots at set-up; the dice sit on their places; markers as play needs them.</source>
        <translation>Pions de Barditus — découpez le long des lignes grises. À la mise en place, les pions d’unité vont sur les cases pleines, les dés sur leurs cases, les marqueurs selon les besoins du jeu.</translation>
    </message>
    <message>
        <source>Bout period</source>
        <translation>Période du match</translation>
    </message>
    <message>
        <source>Command</source>
        <comment>a die place</comment>
        <translation>Commandement</translation>
    </message>
    <message>
        <source>En Garde piste</source>
        <translation>Piste d’En Garde</translation>
    </message>
    <message>
        <source>General</source>
        <comment>the general&apos;s marker</comment>
        <translation>Général</translation>
    </message>
    <message>
        <source>Green fencer</source>
        <translation>Tireur vert</translation>
    </message>
    <message>
        <source>Initiative coin</source>
        <translation>Pièce d’initiative</translation>
    </message>
    <message>
        <source>Morale</source>
        <comment>a die place</comment>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <source>Ready...Fence! boards — the stamina indicators and the scoreboard. Stamina tokens start on 6, the round marker on 1, the weapon tokens on {line}.</source>
        <translation>Plateaux de Ready...Fence! — les jauges d’endurance et le tableau de score. Les jetons d’endurance commencent sur 6, le marqueur de période sur 1, les jetons d’arme sur {line}.</translation>
    </message>
    <message>
        <source>Ready...Fence! fencing strip</source>
        <translation>Piste de Ready...Fence!</translation>
    </message>
    <message>
        <source>Red fencer</source>
        <translation>Tireur rouge</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <source>Timer countdown</source>
        <translation>Compte à rebours du chrono</translation>
    </message>
    <message>
        <source>die</source>
        <translation>dé</translation>
    </message>
    <message>
        <source>on guard</source>
        <translation>en garde</translation>
    </message>
    <message>
        <source>run-off</source>
        <translation>dégagement</translation>
    </message>
    <message>
        <source>the deck, face down</source>
        <translation>la pioche, face cachée</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>This card&apos;s face cannot be drawn. Check its card set.</source>
        <translation>La face de cette carte ne peut pas être dessinée. Vérifiez son jeu de cartes.</translation>
    </message>
</context>
<context>
    <name>CardFit</name>
    <message>
        <source>Checking that every card face fits: {done} of {total}…</source>
        <translation>Vérification que chaque face de carte tient : {done} sur {total}…</translation>
    </message>
    <message>
        <source>does not fit its box {where}, even in the smallest type the face allows: shorten it</source>
        <translation>ne tient pas dans son cadre {where}, même dans le plus petit corps que permet la face : raccourcissez le texte</translation>
    </message>
    <message>
        <source>enlarged on the table</source>
        <translation>avec la carte agrandie sur la table</translation>
    </message>
    <message>
        <source>in the PDF proofs (bridge size)</source>
        <translation>dans les épreuves PDF (format bridge)</translation>
    </message>
    <message>
        <source>in the PDF proofs (mini size)</source>
        <translation>dans les épreuves PDF (format mini)</translation>
    </message>
    <message>
        <source>in the PDF proofs (poker size)</source>
        <translation>dans les épreuves PDF (format poker)</translation>
    </message>
    <message>
        <source>in the card images at 300 dpi</source>
        <translation>dans les images des cartes à 300 dpi</translation>
    </message>
    <message>
        <source>in the card images at 600 dpi</source>
        <translation>dans les images des cartes à 600 dpi</translation>
    </message>
    <message>
        <source>in the print preview (bridge size)</source>
        <translation>dans l&apos;aperçu avant impression (format bridge)</translation>
    </message>
    <message>
        <source>in the print preview (mini size)</source>
        <translation>dans l&apos;aperçu avant impression (format mini)</translation>
    </message>
    <message>
        <source>in the print preview (poker size)</source>
        <translation>dans l&apos;aperçu avant impression (format poker)</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>sur la table</translation>
    </message>
    <message>
        <source>the face cannot be drawn {where}: {reason}</source>
        <translation>la face ne peut pas être dessinée {where} : {reason}</translation>
    </message>
</context>
<context>
    <name>CardSchema</name>
    <message>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Angulations</source>
        <translation>Angulations</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Bras</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Audatia</source>
        <translation>Audatia</translation>
    </message>
    <message>
        <source>Auxiliary Action</source>
        <translation>Action auxiliaire</translation>
    </message>
    <message>
        <source>Avoid</source>
        <translation>Esquive</translation>
    </message>
    <message>
        <source>B (basic)</source>
        <translation>B (de base)</translation>
    </message>
    <message>
        <source>Basic Action</source>
        <translation>Action de base</translation>
    </message>
    <message>
        <source>Basic card</source>
        <translation>Carte de base</translation>
    </message>
    <message>
        <source>Beat Thrust</source>
        <translation>Battement</translation>
    </message>
    <message>
        <source>Blows from it</source>
        <translation>Coups depuis cette posta</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Corps</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Rupture</translation>
    </message>
    <message>
        <source>Ceding Parry</source>
        <translation>Parade cédante</translation>
    </message>
    <message>
        <source>Celeritas</source>
        <translation>Celeritas</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Contre-attaque</translation>
    </message>
    <message>
        <source>Counter-Time</source>
        <translation>Contre-temps</translation>
    </message>
    <message>
        <source>Counter-offensive Action</source>
        <translation>Action contre-offensive</translation>
    </message>
    <message>
        <source>Counter-remedy</source>
        <translation>Contre-remède</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Cycle</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Bleu foncé</translation>
    </message>
    <message>
        <source>Dark and red</source>
        <translation>Bleu foncé et rouge</translation>
    </message>
    <message>
        <source>Defensive Action</source>
        <translation>Action défensive</translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation>Dégagement</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Ends in posta (its id)</source>
        <translation>Finit en posta (son id)</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Échange</translation>
    </message>
    <message>
        <source>Extensa</source>
        <translation>Extensa</translation>
    </message>
    <message>
        <source>Feint</source>
        <translation>Feinte</translation>
    </message>
    <message>
        <source>Feint in Time</source>
        <translation>Feinte en temps</translation>
    </message>
    <message>
        <source>First-strike bonus</source>
        <translation>Bonus du premier coup</translation>
    </message>
    <message>
        <source>First-strike virtue</source>
        <translation>Vertu du premier coup</translation>
    </message>
    <message>
        <source>Flanconade</source>
        <translation>Flanconade</translation>
    </message>
    <message>
        <source>Flanking</source>
        <translation>Débordement</translation>
    </message>
    <message>
        <source>Flick</source>
        <translation>Coup lancé</translation>
    </message>
    <message>
        <source>Flèche</source>
        <translation>Flèche</translation>
    </message>
    <message>
        <source>Fortitudo</source>
        <translation>Fortitudo</translation>
    </message>
    <message>
        <source>Front line</source>
        <translation>Ligne de front</translation>
    </message>
    <message>
        <source>Glide Attack</source>
        <translation>Coulé</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Dorée</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Icônes</translation>
    </message>
    <message>
        <source>Infighting</source>
        <translation>Combat rapproché</translation>
    </message>
    <message>
        <source>Inside: height</source>
        <translation>Intérieur : hauteur</translation>
    </message>
    <message>
        <source>Inside: shape</source>
        <translation>Intérieur : forme</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Bleu clair</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Centre</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milice</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Lune</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>No sun</source>
        <translation>Pas de soleil</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terrain découvert</translation>
    </message>
    <message>
        <source>Open to (upside-down swords)</source>
        <translation>Exposée à (épées renversées)</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Orange and light</source>
        <translation>Orange et bleu clair</translation>
    </message>
    <message>
        <source>Out of Measure</source>
        <translation>Hors mesure</translation>
    </message>
    <message>
        <source>Outside: height</source>
        <translation>Extérieur : hauteur</translation>
    </message>
    <message>
        <source>Outside: shape</source>
        <translation>Extérieur : forme</translation>
    </message>
    <message>
        <source>Over the top</source>
        <translation>Par-dessus</translation>
    </message>
    <message>
        <source>Parried by</source>
        <translation>Paré par</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parade</translation>
    </message>
    <message>
        <source>Parry-Riposte</source>
        <translation>Parade-riposte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Posta</source>
        <translation>Posta</translation>
    </message>
    <message>
        <source>Prudentia</source>
        <translation>Prudentia</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Poursuite</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>Rear line</source>
        <translation>Ligne arrière</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Red and light</source>
        <translation>Rouge et bleu clair</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Régulier</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Remède</translation>
    </message>
    <message>
        <source>Renewed Attack</source>
        <translation>Reprise d&apos;attaque</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Slots (rows: X O B N D)</source>
        <translation>Places (rangs : X O B N D)</translation>
    </message>
    <message>
        <source>Special Action</source>
        <translation>Action spéciale</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <source>Stop Hit</source>
        <translation>Coup d&apos;arrêt</translation>
    </message>
    <message>
        <source>Straight Thrust</source>
        <translation>Coup droit</translation>
    </message>
    <message>
        <source>Streto side</source>
        <translation>Côté du Streto</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Étude</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Soleil</translation>
    </message>
    <message>
        <source>Sun disc</source>
        <translation>Disque solaire</translation>
    </message>
    <message>
        <source>Sun with rays</source>
        <translation>Soleil à rayons</translation>
    </message>
    <message>
        <source>T (tutorial)</source>
        <translation>T (tutoriel)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Toe Touch</source>
        <translation>Touche au pied</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Vétéran</translation>
    </message>
    <message>
        <source>Virtue</source>
        <translation>Vertu</translation>
    </message>
    <message>
        <source>Virtue card</source>
        <translation>Carte de Vertu</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Guerrier</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Wrist</source>
        <translation>Poignet</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>must be {wanted}, not {given}</source>
        <translation>doit être {wanted}, pas {given}</translation>
    </message>
</context>
<context>
    <name>CompetitionHost</name>
    <message>
        <source>It cannot be read: {problem}</source>
        <translation>Il est illisible : {problem}</translation>
    </message>
    <message>
        <source>The competition cannot start: {problem}</source>
        <translation>La compétition ne peut pas commencer : {problem}</translation>
    </message>
    <message>
        <source>The competition was not saved: {problem}</source>
        <translation>La compétition n&apos;a pas été enregistrée : {problem}</translation>
    </message>
    <message>
        <source>The damaged competition file could not be moved aside ({problem}); the new competition will not be saved.</source>
        <translation>Le fichier abîmé de la compétition n&apos;a pas pu être mis de côté ({problem}) ; la nouvelle compétition ne sera pas enregistrée.</translation>
    </message>
    <message>
        <source>The damaged competition file was kept as {path}.</source>
        <translation>Le fichier abîmé de la compétition a été gardé sous {path}.</translation>
    </message>
    <message>
        <source>The saved competition is not over. Start a new one in its place? The saved one is lost.</source>
        <translation>La compétition enregistrée n&apos;est pas terminée. En commencer une nouvelle à sa place ? L&apos;ancienne sera perdue.</translation>
    </message>
    <message>
        <source>Your data folder cannot be used: this competition is not saved.</source>
        <translation>Votre dossier de données est inutilisable : cette compétition n&apos;est pas enregistrée.</translation>
    </message>
    <message>
        <source>{stage}: {name} against {other}, to {target} touches.</source>
        <translation>{stage} : {name} contre {other}, en {target} touches.</translation>
    </message>
</context>
<context>
    <name>CompetitionSetup</name>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Mode</translation>
    </message>
    <message>
        <source>&amp;Pool</source>
        <translation>&amp;Poule</translation>
    </message>
    <message>
        <source>&amp;Resume it</source>
        <translation>&amp;La reprendre</translation>
    </message>
    <message>
        <source>&amp;Start a new competition</source>
        <translation>&amp;Commencer une nouvelle compétition</translation>
    </message>
    <message>
        <source>A new competition</source>
        <translation>Une nouvelle compétition</translation>
    </message>
    <message>
        <source>An épée competition as the rulebook describes it: a pool where every fencer meets every other in a bout to {target} touches, then direct elimination, bout by bout to the final. You fence your bouts on the table; the others are fenced meanwhile.</source>
        <translation>Une compétition d&apos;épée comme la décrit la règle du jeu : une poule où chaque escrimeur rencontre tous les autres dans un assaut en {target} touches, puis l&apos;élimination directe, assaut après assaut jusqu&apos;à la finale. Vous tirez vos assauts sur la table ; les autres se tirent pendant ce temps.</translation>
    </message>
    <message>
        <source>Ready...Fence! competition</source>
        <translation>Compétition de Ready...Fence!</translation>
    </message>
    <message>
        <source>The saved competition</source>
        <translation>La compétition enregistrée</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Votre &amp;nom</translation>
    </message>
    <message>
        <source>Your name: write the name the pool sheet shows.</source>
        <translation>Votre nom : écrivez le nom que la feuille de poule affichera.</translation>
    </message>
    <message>
        <source>{count} fencers</source>
        <translation>{count} escrimeurs</translation>
    </message>
    <message>
        <source>{mode}: pool bouts to {pool}, direct elimination to {target}</source>
        <translation>{mode} : assauts de poule en {pool}, élimination directe en {target}</translation>
    </message>
</context>
<context>
    <name>CompetitionWindow</name>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Fence your next bout</source>
        <translation>&amp;Tirer votre prochain assaut</translation>
    </message>
    <message>
        <source>&amp;New competition…</source>
        <translation>&amp;Nouvelle compétition…</translation>
    </message>
    <message>
        <source>&amp;Pool</source>
        <translation>&amp;Poule</translation>
    </message>
    <message>
        <source>&amp;Tableau</source>
        <translation>&amp;Tableau</translation>
    </message>
    <message>
        <source>Ready...Fence! competition — {mode}, pool of {fencers}, direct elimination to {target}</source>
        <translation>Compétition de Ready...Fence! — {mode}, poule de {fencers}, élimination directe en {target}</translation>
    </message>
    <message>
        <source>The other bouts are being fenced…</source>
        <translation>Les autres assauts se tirent…</translation>
    </message>
</context>
<context>
    <name>CompetitionWords</name>
    <message>
        <source>Champion: {name}.</source>
        <translation>Champion : {name}.</translation>
    </message>
    <message>
        <source>Next: {stage}, {bout}.</source>
        <translation>Ensuite : {stage}, {bout}.</translation>
    </message>
    <message>
        <source>You are the champion!</source>
        <translation>Vous êtes champion !</translation>
    </message>
    <message>
        <source>You lost the final: second place.</source>
        <translation>Vous avez perdu la finale : deuxième place.</translation>
    </message>
    <message>
        <source>You were eliminated in the quarter-finals.</source>
        <translation>Vous avez été éliminé en quarts de finale.</translation>
    </message>
    <message>
        <source>You were eliminated in the semi-finals.</source>
        <translation>Vous avez été éliminé en demi-finale.</translation>
    </message>
    <message>
        <source>You were eliminated in the tableau of {fencers}.</source>
        <translation>Vous avez été éliminé dans le tableau de {fencers}.</translation>
    </message>
    <message>
        <source>Your next bout: {stage}, against {name} ({level}), to {target} touches.</source>
        <translation>Votre prochain assaut : {stage}, contre {name} ({level}), en {target} touches.</translation>
    </message>
    <message>
        <source>{left} v {right}</source>
        <translation>{left} contre {right}</translation>
    </message>
    <message>
        <source>{mode}, a pool of {fencers}, {name} fencing. </source>
        <translation>{mode}, une poule de {fencers}, avec {name}. </translation>
    </message>
    <message>
        <source>{name}: a bye</source>
        <translation>{name} : exempt</translation>
    </message>
</context>
<context>
    <name>EnGardeActions</name>
    <message>
        <source>a {value}</source>
        <translation>un {value}</translation>
    </message>
    <message>
        <source>advance {card}</source>
        <translation>marcher de {card}</translation>
    </message>
    <message>
        <source>advance {card} and attack with {cards}</source>
        <translation>marcher de {card} et attaquer avec {cards}</translation>
    </message>
    <message>
        <source>attack with {cards}</source>
        <translation>attaquer avec {cards}</translation>
    </message>
    <message>
        <source>five {value}s</source>
        <translation>cinq {value}</translation>
    </message>
    <message>
        <source>four {value}s</source>
        <translation>quatre {value}</translation>
    </message>
    <message>
        <source>hold (no last attack)</source>
        <translation>attendre (pas de dernière attaque)</translation>
    </message>
    <message>
        <source>no {value}s</source>
        <translation>aucun {value}</translation>
    </message>
    <message>
        <source>parry with {cards}</source>
        <translation>parer avec {cards}</translation>
    </message>
    <message>
        <source>retreat {card}</source>
        <translation>rompre de {card}</translation>
    </message>
    <message>
        <source>three {value}s</source>
        <translation>trois {value}</translation>
    </message>
    <message>
        <source>two {value}s</source>
        <translation>deux {value}</translation>
    </message>
</context>
<context>
    <name>EnGardeCards</name>
    <message>
        <source>a deck may hold at most {most} cards of one value, not {count} of value {value}</source>
        <translation>un paquet peut contenir au plus {most} cartes d’une même valeur, pas {count} de valeur {value}</translation>
    </message>
    <message>
        <source>an En Garde card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>une carte d&apos;En Garde n&apos;a pas de type propre (&quot;card&quot;), pas {type}</translation>
    </message>
    <message>
        <source>is not a field of an En Garde card: a card is its value</source>
        <translation>n&apos;est pas un champ d&apos;une carte d&apos;En Garde : une carte, c&apos;est sa valeur</translation>
    </message>
    <message>
        <source>the deck must deal two hands of five and keep a card to draw: at least {least} cards, not {count}</source>
        <translation>la pioche doit permettre de distribuer deux mains de cinq et garder une carte à piocher : au moins {least} cartes, pas {count}</translation>
    </message>
    <message>
        <source>the rulebook&apos;s deck has {count} cards of value {value}, this file {found}</source>
        <translation>le paquet de la règle a {count} cartes de valeur {value} ; ce fichier {found}</translation>
    </message>
</context>
<context>
    <name>EnGardeItems</name>
    <message>
        <source>{count} left</source>
        <translation>{count} restantes</translation>
    </message>
</context>
<context>
    <name>EnGardeReasons</name>
    <message>
        <source>At distance {gap} he cannot attack you from where he stands: {why}.</source>
        <translation>À la distance {gap}, il ne peut pas vous attaquer d&apos;où il est : {why}.</translation>
    </message>
    <message>
        <source>At distance {gap} he cannot attack you on his next turn: {how}.</source>
        <translation>À la distance {gap}, il ne peut pas vous attaquer à son prochain tour : {how}.</translation>
    </message>
    <message>
        <source>At distance {gap} he cannot attack you: {why}.</source>
        <translation>À la distance {gap}, il ne peut pas vous attaquer : {why}.</translation>
    </message>
    <message>
        <source>At distance {gap} you can parry any attack he can make from where he stands: {unseen}, and your hand parries that many.</source>
        <translation>À la distance {gap}, vous pouvez parer toute attaque qu&apos;il peut faire d&apos;où il est : {unseen}, et votre main en pare autant.</translation>
    </message>
    <message>
        <source>At distance {gap} you can parry any attack he can make: {unseen}, and your hand parries that many.</source>
        <translation>À la distance {gap}, vous pouvez parer toute attaque qu&apos;il peut faire : {unseen}, et votre main en pare autant.</translation>
    </message>
    <message>
        <source>Even if he parries, he cannot keep a {value} to riposte with: {why}.</source>
        <translation>Même s&apos;il pare, il ne peut pas garder un {value} pour riposter : {why}.</translation>
    </message>
    <message numerus="yes">
        <source>He holds only {held}: he cannot parry an attack of %n card(s).</source>
        <translation>
            <numerusform>Il n’a que {held} : il ne peut pas parer une attaque de %n carte.</numerusform>
            <numerusform>Il n’a que {held} : il ne peut pas parer une attaque de %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>In the basic game every attack hits.</source>
        <translation>Dans le jeu de base, toute attaque touche.</translation>
    </message>
    <message>
        <source>No {count} of the cards you have not seen add up to {total}: he cannot parry {cards}.</source>
        <translation>Aucune combinaison de {count} des cartes que vous n&apos;avez pas vues ne fait {total} : il ne peut pas parer {cards}.</translation>
    </message>
    <message>
        <source>You have just parried: this attack is a riposte, and a riposte wins the round at once.</source>
        <translation>Vous venez de parer : cette attaque est une riposte, et une riposte gagne la manche sur-le-champ.</translation>
    </message>
    <message>
        <source>You keep a {gap} to riposte with: the distance stays {gap}, and a riposte wins the round at once.</source>
        <translation>Vous gardez un {gap} pour riposter : la distance reste {gap}, et une riposte gagne la manche sur-le-champ.</translation>
    </message>
    <message>
        <source>all five {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>les cinq {value} sont tous connus ({held} dans votre main, {played} jouées cette manche)</translation>
    </message>
    <message>
        <source>all four {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>les quatre {value} sont tous connus ({held} dans votre main, {played} jouées cette manche)</translation>
    </message>
    <message>
        <source>all three {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>les trois {value} sont tous connus ({held} dans votre main, {played} jouées cette manche)</translation>
    </message>
    <message>
        <source>an attack with a {value}</source>
        <translation>une attaque avec un {value}</translation>
    </message>
    <message>
        <source>an attack with five {value}s</source>
        <translation>une attaque avec cinq {value}</translation>
    </message>
    <message>
        <source>an attack with four {value}s</source>
        <translation>une attaque avec quatre {value}</translation>
    </message>
    <message>
        <source>an attack with no {value}s</source>
        <translation>une attaque sans aucun {value}</translation>
    </message>
    <message>
        <source>an attack with three {value}s</source>
        <translation>une attaque avec trois {value}</translation>
    </message>
    <message>
        <source>an attack with two {value}s</source>
        <translation>une attaque avec deux {value}</translation>
    </message>
    <message>
        <source>both {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>les deux {value} sont connus ({held} dans votre main, {played} jouées cette manche)</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>five cards</source>
        <translation>cinq cartes</translation>
    </message>
    <message>
        <source>five {value}s</source>
        <translation>cinq {value}</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>four cards</source>
        <translation>quatre cartes</translation>
    </message>
    <message>
        <source>four {value}s</source>
        <translation>quatre {value}</translation>
    </message>
    <message>
        <source>no</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>no card is higher than 5</source>
        <translation>aucune carte ne dépasse 5</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>no {value}s</source>
        <translation>aucun {value}</translation>
    </message>
    <message>
        <source>not even with an advance and attack</source>
        <translation>pas même par une marche-attaque</translation>
    </message>
    <message>
        <source>one</source>
        <translation>une</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>one {value}</source>
        <translation>un {value}</translation>
    </message>
    <message>
        <source>only five {value}s are unseen</source>
        <translation>seuls cinq {value} restent invisibles</translation>
    </message>
    <message>
        <source>only four {value}s are unseen</source>
        <translation>seuls quatre {value} restent invisibles</translation>
    </message>
    <message>
        <source>only no {value}s are unseen</source>
        <translation>aucun {value} ne reste invisible</translation>
    </message>
    <message>
        <source>only one {value} is unseen</source>
        <translation>un seul {value} reste invisible</translation>
    </message>
    <message>
        <source>only three {value}s are unseen</source>
        <translation>seuls trois {value} restent invisibles</translation>
    </message>
    <message>
        <source>only two {value}s are unseen</source>
        <translation>seuls deux {value} restent invisibles</translation>
    </message>
    <message>
        <source>the deck holds no {value}s</source>
        <translation>le paquet ne contient aucun {value}</translation>
    </message>
    <message>
        <source>the deck&apos;s one {value} is accounted for ({held} in your hand, {played} played this round)</source>
        <translation>l&apos;unique {value} du paquet est connu ({held} dans votre main, {played} jouée cette manche)</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>three cards</source>
        <translation>trois cartes</translation>
    </message>
    <message>
        <source>three {value}s</source>
        <translation>trois {value}</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>two cards</source>
        <translation>deux cartes</translation>
    </message>
    <message>
        <source>two {value}s</source>
        <translation>deux {value}</translation>
    </message>
    <message>
        <source>{accounted}: he cannot parry {attack}.</source>
        <translation>{accounted} : il ne peut pas parer {attack}.</translation>
    </message>
    <message>
        <source>{unseen}: he holds at most {most}, so an attack with {cards} cannot be parried.</source>
        <translation>{unseen} : il en a au plus {most}, donc une attaque avec {cards} ne peut pas être parée.</translation>
    </message>
    <message>
        <source>{why} He can only give ground.</source>
        <translation>{why} Il ne peut que rompre.</translation>
    </message>
</context>
<context>
    <name>EnGardeScene</name>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n carte dans la pioche</numerusform>
            <numerusform>%n cartes dans la pioche</numerusform>
        </translation>
    </message>
    <message>
        <source>A move uses exactly one card.</source>
        <translation>Un déplacement utilise exactement une carte.</translation>
    </message>
    <message numerus="yes">
        <source>A {value} moves exactly %n space(s), forward or back.</source>
        <translation>
            <numerusform>Un {value} avance ou recule d’exactement %n case.</numerusform>
            <numerusform>Un {value} avance ou recule d’exactement %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack to answer</source>
        <translation>Attaque à parer</translation>
    </message>
    <message>
        <source>Attack to answer: {cards}</source>
        <translation>Attaque à parer : {cards}</translation>
    </message>
    <message>
        <source>Cards in hand: {first} {a}, {second} {b}</source>
        <translation>Cartes en main : {first} {a}, {second} {b}</translation>
    </message>
    <message>
        <source>Choose an action first: F, B, A, P, H or a number.</source>
        <translation>Choisissez d&apos;abord une action : F, B, A, P, H ou un nombre.</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Drawn round</source>
        <translation>Manche nulle</translation>
    </message>
    <message>
        <source>Drop a card on a space of the piste to move, on the other fencer to attack, or on the attack to parry.</source>
        <translation>Déposez une carte sur une case de la piste pour bouger, sur l&apos;autre tireur pour attaquer, ou sur l&apos;attaque pour parer.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Pass the screen. The cards stay hidden until you are ready.

Press Enter or click to show your hand.</source>
        <translation>Passez l&apos;écran. Les cartes restent cachées jusqu&apos;à ce que vous soyez prêt.

Appuyez sur Entrée ou cliquez pour voir votre main.</translation>
    </message>
    <message>
        <source>Played this round: {cards}</source>
        <translation>Jouées cette manche : {cards}</translation>
    </message>
    <message>
        <source>Round {round} — distance {distance}</source>
        <translation>Manche {round} — distance {distance}</translation>
    </message>
    <message>
        <source>Round {round}: distance {distance}, you on space {mine}, {name} on space {his} of 23</source>
        <translation>Manche {round} : distance {distance}, vous sur la case {mine}, {name} sur la case {his} sur 23</translation>
    </message>
    <message>
        <source>The {value}, in your hand</source>
        <translation>Le {value}, dans votre main</translation>
    </message>
    <message>
        <source>The {value}, in your hand, chosen</source>
        <translation>Le {value}, dans votre main, choisi</translation>
    </message>
    <message numerus="yes">
        <source>You hold %n card(s)</source>
        <translation>
            <numerusform>Vous avez %n carte</numerusform>
            <numerusform>Vous avez %n cartes</numerusform>
        </translation>
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
        <source>Your hand: {cards}</source>
        <translation>Votre main : {cards}</translation>
    </message>
    <message>
        <source>Your move: drag a card, or use the keys (F1 lists them).</source>
        <translation>À vous : faites glisser une carte, ou utilisez les touches (F1 les liste).</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>rien pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n card(s)</source>
        <translation>
            <numerusform>{name} a %n carte</numerusform>
            <numerusform>{name} a %n cartes</numerusform>
        </translation>
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
        <source>{result} ({reason}).</source>
        <translation>{result} ({reason}).</translation>
    </message>
</context>
<context>
    <name>EnGardeState</name>
    <message>
        <source>a parry needs as many cards as the attack ({count})</source>
        <translation>une parade demande autant de cartes que l&apos;attaque ({count})</translation>
    </message>
    <message>
        <source>a parry needs the same cards as the attack ({cards})</source>
        <translation>une parade demande les mêmes cartes que l&apos;attaque ({cards})</translation>
    </message>
    <message>
        <source>a parry needs the same total as the attack ({cards})</source>
        <translation>une parade demande le même total que l&apos;attaque ({cards})</translation>
    </message>
    <message>
        <source>advance-and-attack belongs to the advanced game</source>
        <translation>la marche-attaque appartient au jeu avancé</translation>
    </message>
    <message>
        <source>after advancing {card} the distance is {gap}</source>
        <translation>après une marche de {card}, la distance est {gap}</translation>
    </message>
    <message>
        <source>an attack needs cards equal to the distance, {gap}</source>
        <translation>une attaque demande des cartes égales à la distance, {gap}</translation>
    </message>
    <message>
        <source>the basic game attacks with a single card</source>
        <translation>le jeu de base attaque avec une seule carte</translation>
    </message>
    <message>
        <source>the cards of an attack must all be of one value</source>
        <translation>les cartes d&apos;une attaque doivent toutes avoir la même valeur</translation>
    </message>
    <message>
        <source>the deck is out, figures no longer move; attack at distance {gap} or hold</source>
        <translation>la pioche est épuisée, les figurines ne bougent plus ; attaquez à la distance {gap} ou attendez</translation>
    </message>
    <message>
        <source>the deck is out, figures no longer move; you must parry the attack of {cards}</source>
        <translation>la pioche est épuisée, les figurines ne bougent plus ; vous devez parer l&apos;attaque de {cards}</translation>
    </message>
    <message>
        <source>the figure may not leave the piste</source>
        <translation>la figurine ne peut pas quitter la piste</translation>
    </message>
    <message>
        <source>the figure may not reach or pass the other fencer (distance {gap})</source>
        <translation>la figurine ne peut ni atteindre ni dépasser l&apos;autre tireur (distance {gap})</translation>
    </message>
    <message>
        <source>the last chance to attack or hold comes only once the deck is out</source>
        <translation>la dernière chance d&apos;attaquer ou d&apos;attendre ne vient qu&apos;une fois la pioche épuisée</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>le match est terminé</translation>
    </message>
    <message>
        <source>there is no attack to parry</source>
        <translation>il n&apos;y a aucune attaque à parer</translation>
    </message>
    <message>
        <source>you do not hold {cards}</source>
        <translation>vous n&apos;avez pas {cards}</translation>
    </message>
    <message>
        <source>you must parry the attack of {cards} first</source>
        <translation>vous devez d&apos;abord parer l&apos;attaque de {cards}</translation>
    </message>
    <message>
        <source>you must parry the attack of {cards} or retreat first</source>
        <translation>vous devez d&apos;abord parer l&apos;attaque de {cards} ou rompre</translation>
    </message>
    <message>
        <source>{action}: {why}</source>
        <translation>{action} : {why}</translation>
    </message>
</context>
<context>
    <name>EnGardeStory</name>
    <message>
        <source>A drawn round</source>
        <translation>Manche nulle</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>You win the match {score}</source>
        <translation>Vous gagnez le match {score}</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Vous gagnez la manche</translation>
    </message>
    <message>
        <source>a hit on the riposte with {cards}</source>
        <translation>une touche sur la riposte avec {cards}</translation>
    </message>
    <message>
        <source>a hit with {cards}</source>
        <translation>une touche avec {cards}</translation>
    </message>
    <message>
        <source>an attack</source>
        <translation>une attaque</translation>
    </message>
    <message>
        <source>cards at the distance</source>
        <translation>cartes de la distance</translation>
    </message>
    <message>
        <source>distance moved</source>
        <translation>distance parcourue</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>touche</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>touches</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>aucun coup permis</translation>
    </message>
    <message>
        <source>riposte</source>
        <translation>riposte</translation>
    </message>
    <message>
        <source>the deck ran out with the fencers level</source>
        <translation>la pioche s&apos;est épuisée avec les tireurs à égalité</translation>
    </message>
    <message>
        <source>the deck ran out, and you had come further up the piste</source>
        <translation>la pioche s&apos;est épuisée, et vous aviez davantage avancé sur la piste</translation>
    </message>
    <message>
        <source>the deck ran out, and you held more cards of the distance</source>
        <translation>la pioche s&apos;est épuisée, et vous aviez plus de cartes de la distance</translation>
    </message>
    <message>
        <source>the deck ran out, and {winner} had come further up the piste</source>
        <translation>la pioche s&apos;est épuisée, et {winner} avait davantage avancé sur la piste</translation>
    </message>
    <message>
        <source>the deck ran out, and {winner} held more cards of the distance</source>
        <translation>la pioche s&apos;est épuisée, et {winner} avait plus de cartes de la distance</translation>
    </message>
    <message>
        <source>you could not move</source>
        <translation>vous ne pouviez plus bouger</translation>
    </message>
    <message>
        <source>{loser} could not move</source>
        <translation>{loser} ne pouvait plus bouger</translation>
    </message>
    <message>
        <source>{name} wins the match {score}</source>
        <translation>{name} gagne le match {score}</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} gagne la manche</translation>
    </message>
    <message>
        <source>{score}, first to {target}</source>
        <translation>{score}, le premier à {target}</translation>
    </message>
</context>
<context>
    <name>EnGardeText</name>
    <message>
        <source>  (out: last chance only)</source>
        <translation>  (épuisée : dernière chance seulement)</translation>
    </message>
    <message>
        <source>Attack to answer: {cards}</source>
        <translation>Attaque à parer : {cards}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), top {top}</source>
        <translation>
            <numerusform>Défausse : %n carte, dessus {top}</numerusform>
            <numerusform>Défausse : %n cartes, dessus {top}</numerusform>
        </translation>
    </message>
    <message>
        <source>Distance {distance}   Deck {deck}</source>
        <translation>Distance {distance}   Pioche {deck}</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Tireur A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Tireur B</translation>
    </message>
    <message numerus="yes">
        <source>Opponent holds %n card(s)</source>
        <translation>
            <numerusform>L&apos;adversaire a %n carte</numerusform>
            <numerusform>L&apos;adversaire a %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Played this round: {cards}</source>
        <translation>Jouées cette manche : {cards}</translation>
    </message>
    <message>
        <source>Riposte: an attack now wins the round outright.</source>
        <translation>Riposte : une attaque maintenant gagne la manche d&apos;emblée.</translation>
    </message>
    <message>
        <source>Round {round}   Hits: {first} {a} - {b} {second}  (first to {target})</source>
        <translation>Manche {round}   Touches : {first} {a} - {b} {second}  (le premier à {target})</translation>
    </message>
    <message>
        <source>You have the last chance to attack</source>
        <translation>Vous avez la dernière chance d&apos;attaquer</translation>
    </message>
    <message>
        <source>You must parry</source>
        <translation>Vous devez parer</translation>
    </message>
    <message>
        <source>You must parry or retreat</source>
        <translation>Vous devez parer ou rompre</translation>
    </message>
    <message>
        <source>You must parry the last attack</source>
        <translation>Vous devez parer la dernière attaque</translation>
    </message>
    <message>
        <source>Your hand ({name}): {cards}</source>
        <translation>Votre main ({name}) : {cards}</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Votre main : {cards}</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>{name} has the last chance to attack</source>
        <translation>{name} a la dernière chance d&apos;attaquer</translation>
    </message>
    <message>
        <source>{name} must parry</source>
        <translation>{name} doit parer</translation>
    </message>
    <message>
        <source>{name} must parry or retreat</source>
        <translation>{name} doit parer ou rompre</translation>
    </message>
    <message>
        <source>{name} must parry the last attack</source>
        <translation>{name} doit parer la dernière attaque</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>À {name} de jouer</translation>
    </message>
</context>
<context>
    <name>EnGardeUI</name>
    <message>
        <source>&lt;b&gt;You won&lt;/b&gt; the match</source>
        <translation>&lt;b&gt;Vous avez gagné&lt;/b&gt; le match</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your move&lt;/b&gt; — hits {a}-{b}, first to {target}</source>
        <translation>&lt;b&gt;À vous de jouer&lt;/b&gt; — touches {a}-{b}, le premier à {target}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; to act — hits {a}-{b}, first to {target}</source>
        <translation>À &lt;b&gt;{name}&lt;/b&gt; de jouer — touches {a}-{b}, le premier à {target}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; won the match</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; a gagné le match</translation>
    </message>
</context>
<context>
    <name>GameCredits</name>
    <message>
        <source>by the makers of audatiagame.com (the rulebook names no designer), after Fiore dei Liberi&apos;s Il Fior di Battaglia (c. 1410); the character decks are Salle&apos;s own</source>
        <translation>par les auteurs d&apos;audatiagame.com (la règle ne nomme aucun auteur), d&apos;après Il Fior di Battaglia de Fiore dei Liberi (v. 1410) ; les paquets de personnage sont propres à Salle</translation>
    </message>
    <message>
        <source>game design and illustrations by Mario Magni; graphic design by Daniela Tarantini, Hobbymodels; the numbers of the 54-card deck are Salle&apos;s own</source>
        <translation>conception et illustrations de Mario Magni ; graphisme de Daniela Tarantini, Hobbymodels ; les nombres du paquet de 54 cartes sont propres à Salle</translation>
    </message>
    <message>
        <source>game design by Reiner Knizia</source>
        <translation>jeu conçu par Reiner Knizia</translation>
    </message>
    <message>
        <source>rules by Hannu Uusitalo, graphics by Kim Paqvalin (Uusitalo &amp; Paqvalin Games, v0.1 draft); the three armies are Salle&apos;s own</source>
        <translation>règles de Hannu Uusitalo, graphismes de Kim Paqvalin (Uusitalo &amp; Paqvalin Games, brouillon v0.1) ; les trois armées sont propres à Salle</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>12 rounds</source>
        <translation>12 manches</translation>
    </message>
    <message>
        <source>20 rounds</source>
        <translation>20 manches</translation>
    </message>
    <message>
        <source>30 rounds</source>
        <translation>30 manches</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>Advanced: every card (feints, counter-time, the Joker), retreats, and fencers who tire from period to period.</source>
        <translation>Avancé : toutes les cartes (feintes, contre-temps, le Joker), les retraites, et des escrimeurs qui se fatiguent d&apos;une période à l&apos;autre.</translation>
    </message>
    <message>
        <source>Army of the north</source>
        <translation>Armée du nord</translation>
    </message>
    <message>
        <source>Army of the south</source>
        <translation>Armée du sud</translation>
    </message>
    <message>
        <source>At the end of its turn (ours)</source>
        <translation>À la fin de son tour (de nous)</translation>
    </message>
    <message>
        <source>At the start of its turn (the rulebook)</source>
        <translation>Au début de son tour (la règle)</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>De base</translation>
    </message>
    <message>
        <source>Basic: stamina, weapon positions, stalling and parries without cards, with the 35 cards a young fencer learns.</source>
        <translation>De base : endurance, positions de l&apos;arme, temporisation et parades sans carte, avec les 35 cartes qu&apos;apprend un jeune escrimeur.</translation>
    </message>
    <message>
        <source>Break rule</source>
        <translation>Règle de Rupture</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Challenger</translation>
    </message>
    <message>
        <source>Challenger&apos;s deck</source>
        <translation>Paquet du Challenger</translation>
    </message>
    <message>
        <source>Counter-attacks (the rulebook)</source>
        <translation>Contre-attaques (la règle)</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Disordered pieces retreat</source>
        <translation>Repli depuis D</translation>
    </message>
    <message>
        <source>Duel (one touch decides)</source>
        <translation>Duel (une touche décide)</translation>
    </message>
    <message>
        <source>Evade hits (ours)</source>
        <translation>Esquivent les coups (de nous)</translation>
    </message>
    <message>
        <source>Every battle (ours)</source>
        <translation>Chaque bataille (de nous)</translation>
    </message>
    <message>
        <source>First to move</source>
        <translation>Premier à jouer</translation>
    </message>
    <message>
        <source>Gallic warband</source>
        <translation>Bande guerrière gauloise</translation>
    </message>
    <message>
        <source>Guy&apos;s Sudden death</source>
        <translation>Mort subite de Guy</translation>
    </message>
    <message>
        <source>He may (the rulebook)</source>
        <translation>Il le peut (la règle)</translation>
    </message>
    <message>
        <source>Hidden (only the top card shows)</source>
        <translation>Cachée (seule la carte du dessus se voit)</translation>
    </message>
    <message>
        <source>Hits to win</source>
        <translation>Touches pour gagner</translation>
    </message>
    <message>
        <source>Later editions: the very cards of the attack, so only two 3s parry two 3s.</source>
        <translation>Éditions ultérieures : les cartes mêmes de l&apos;attaque, ainsi seuls deux 3 parent deux 3.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Morale test</source>
        <translation>Test de moral</translation>
    </message>
    <message>
        <source>Never (ours, for a first battle)</source>
        <translation>Jamais (de nous, pour une première bataille)</translation>
    </message>
    <message>
        <source>Norman host</source>
        <translation>Ost normand</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Off (the rulebook)</source>
        <translation>Non (la règle)</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activée</translation>
    </message>
    <message>
        <source>On (our rule)</source>
        <translation>Oui (notre règle)</translation>
    </message>
    <message>
        <source>On (our variant)</source>
        <translation>Oui (notre variante)</translation>
    </message>
    <message>
        <source>Only onto D slots (ours)</source>
        <translation>Seulement sur des cases D (de nous)</translation>
    </message>
    <message>
        <source>Open (every card of the round shows)</source>
        <translation>Ouverte (toutes les cartes de la manche se voient)</translation>
    </message>
    <message>
        <source>Ordinary units</source>
        <translation>Unités ordinaires</translation>
    </message>
    <message>
        <source>Our rule (non-combativity): six turns in a row without a phrase or a card drawn burn a Timer card.</source>
        <translation>Notre règle (non-combativité) : six tours de suite sans phrase ni carte piochée brûlent une carte du chrono.</translation>
    </message>
    <message>
        <source>Our variant: a position the other fencer&apos;s beats gives nothing (Line beats Invitation, Invitation beats Engagement, Engagement beats Line).</source>
        <translation>Notre variante : une position battue par celle de l&apos;autre escrimeur ne donne rien (Ligne bat Invitation, Invitation bat Engagement, Engagement bat Ligne).</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parade</translation>
    </message>
    <message>
        <source>Passivity clock</source>
        <translation>Horloge de passivité</translation>
    </message>
    <message>
        <source>Pursuers hinder</source>
        <translation>Les poursuivants gênent</translation>
    </message>
    <message>
        <source>Respondent&apos;s deck</source>
        <translation>Paquet du Répondant</translation>
    </message>
    <message>
        <source>Roland&apos;s Salle bout</source>
        <translation>Assaut de salle de Roland</translation>
    </message>
    <message>
        <source>Roman legion</source>
        <translation>Légion romaine</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Same cards (later editions)</source>
        <translation>Mêmes cartes (éditions ultérieures)</translation>
    </message>
    <message>
        <source>Same total (the rulebook)</source>
        <translation>Même total (la règle)</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>The general leads</source>
        <translation>Le général mène</translation>
    </message>
    <message>
        <source>The initiative coin</source>
        <translation>La pièce de l&apos;initiative</translation>
    </message>
    <message>
        <source>The rulebook: Engagement slows every attack by 1, Invitation adds 1 to every defence, a Stop Hit is made from Line.</source>
        <translation>La règle : l&apos;Engagement ralentit chaque attaque de 1, l&apos;Invitation ajoute 1 à chaque défense, le Coup d&apos;arrêt se porte depuis la Ligne.</translation>
    </message>
    <message>
        <source>The rulebook: as many cards as the attack, reaching its total, so 2+4 or 1+5 parries two 3s.</source>
        <translation>La règle : autant de cartes que l&apos;attaque, pour le même total, ainsi 2+4 ou 1+5 parent deux 3.</translation>
    </message>
    <message>
        <source>The rulebook: time passes only with the cards drawn from the Timer and a stall&apos;s burnt card.</source>
        <translation>La règle : le temps ne passe qu&apos;avec les cartes piochées au chrono et la carte brûlée d&apos;une temporisation.</translation>
    </message>
    <message>
        <source>To any empty slot behind (the rulebook)</source>
        <translation>Sur toute case vide derrière (la règle)</translation>
    </message>
    <message>
        <source>Touches to win</source>
        <translation>Touches pour gagner</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Initiation</translation>
    </message>
    <message>
        <source>Tutorial: distance and speed. 25 cards, a phrase opens at lunge distance, the faster card touches.</source>
        <translation>Initiation : distance et vitesse. 25 cartes, une phrase s&apos;ouvre à distance de fente, la carte la plus rapide touche.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Weapon counters</source>
        <translation>Positions contrées</translation>
    </message>
    <message>
        <source>basic: every attack hits; standard: parries and ripostes; advanced: also advance-and-attack</source>
        <translation>de base : toute attaque touche ; standard : parades et ripostes ; avancé : aussi la marche-attaque</translation>
    </message>
    <message>
        <source>counter: each enemy pursuer on a card takes a die from its counter-attacks, as the rulebook says; all (ours): from every battle it fights</source>
        <translation>contre-attaque : chaque poursuivant ennemi sur une carte retire un dé à ses contre-attaques, comme le dit la règle ; toutes (de nous) : à chaque bataille qu&apos;elle livre</translation>
    </message>
    <message>
        <source>duel: one touch decides; salle: Roland&apos;s Salle bout (points, roles swap, until a fencer has no strikes); sudden: Guy&apos;s Sudden death (both hands laid out in a committed face-down row)</source>
        <translation>duel : une touche décide ; salle : assaut de salle de Roland (points, les rôles s&apos;inversent, jusqu&apos;à ce qu&apos;un tireur n&apos;ait plus de coups) ; subite : mort subite de Guy (les deux mains posées en une rangée fixée face cachée)</translation>
    </message>
    <message>
        <source>evade (ours: the rulebook gives skirmishers a morale test it never defines): each hit on skirmishers is evaded on their rally number; off: skirmishers are ordinary units</source>
        <translation>esquiver (de nous : la règle donne aux tirailleurs un test de moral qu&apos;elle ne définit jamais) : chaque coup sur des tirailleurs est esquivé sur leur nombre de ralliement ; non : les tirailleurs sont des unités ordinaires</translation>
    </message>
    <message>
        <source>hidden: the table shows only the top discard; open: it shows every card played this round</source>
        <translation>cachée : la table ne montre que la carte du dessus de la défausse ; ouverte : elle montre chaque carte jouée pendant la manche</translation>
    </message>
    <message>
        <source>hits needed to win the match</source>
        <translation>touches nécessaires pour gagner le match</translation>
    </message>
    <message>
        <source>on: before the command roll the general may lead at the front (drop the lowest die; equal high dice lose him); off (ours, for a first battle): he never does</source>
        <translation>oui : avant le jet de commandement le général peut mener au front (on écarte le dé le plus bas ; deux dés hauts égaux le perdent) ; non (de nous, pour une première bataille) : il ne le fait jamais</translation>
    </message>
    <message>
        <source>rounds before the battle ends on the morale margins (ours: the rulebook ends a battle only when an army breaks)</source>
        <translation>manches avant que la bataille ne se décide aux marges de moral (de nous : la règle ne finit une bataille que quand une armée rompt)</translation>
    </message>
    <message>
        <source>the Challenger&apos;s character deck</source>
        <translation>le paquet de personnage du Challenger</translation>
    </message>
    <message>
        <source>the Respondent&apos;s character deck</source>
        <translation>le paquet de personnage du Répondant</translation>
    </message>
    <message>
        <source>the army of the first seat (you, in a game against the computer), deployed to the south; the armies are ours: the rulebook prints no cards</source>
        <translation>l&apos;armée de la première place (vous, dans une partie contre l&apos;ordinateur), déployée au sud ; les armées sont de nous : la règle n&apos;imprime aucune carte</translation>
    </message>
    <message>
        <source>the army of the second seat, deployed to the north (the armies are ours: the rulebook prints no cards)</source>
        <translation>l&apos;armée de la seconde place, déployée au nord (les armées sont de nous : la règle n&apos;imprime aucune carte)</translation>
    </message>
    <message>
        <source>the clock: off (the rulebook) the Timer runs only on cards drawn and stalls that burn one; on (our rule) six quiet turns in a row burn a Timer card, and a tied tutorial play-on is drawn after six</source>
        <translation>l&apos;horloge : non (la règle) le chrono n&apos;avance qu&apos;avec les cartes piochées et les temporisations qui en brûlent une ; oui (notre règle) six tours calmes de suite brûlent une carte du chrono, et une prolongation à égalité de l&apos;initiation est nulle après six</translation>
    </message>
    <message>
        <source>the level of the game: what it teaches</source>
        <translation>le niveau du jeu : ce qu&apos;il enseigne</translation>
    </message>
    <message>
        <source>the optional Break rule of the Thrust Process</source>
        <translation>la règle facultative de Rupture du processus d&apos;Estoc</translation>
    </message>
    <message>
        <source>the seat that issues the challenge</source>
        <translation>la place qui lance le défi</translation>
    </message>
    <message>
        <source>the seat that opens the first round (then alternating)</source>
        <translation>la place qui ouvre la première manche (puis en alternance)</translation>
    </message>
    <message>
        <source>total (the rulebook): the same number of cards reaching the same total, so 2+4 parries 3+3; equal (later editions): the same cards as the attack</source>
        <translation>total (la règle) : le même nombre de cartes pour le même total, ainsi 2+4 pare 3+3 ; égal (éditions ultérieures) : les mêmes cartes que l&apos;attaque</translation>
    </message>
    <message>
        <source>touches to win: 5 (a pool bout, one period), 10 (basic, two periods) or 15 (advanced, three periods; the tutorial plays any on one timer)</source>
        <translation>touches pour gagner : 5 (assaut de poule, une période), 10 (de base, deux périodes) ou 15 (avancé, trois périodes ; l&apos;initiation joue n&apos;importe lequel sur un seul chrono)</translation>
    </message>
    <message>
        <source>weapon positions: off (the rulebook) every position&apos;s bonus counts; on (our variant) a position the opponent&apos;s beats gives nothing (Line over Invitation over Engagement over Line)</source>
        <translation>positions de l&apos;arme : non (la règle) le bonus de chaque position compte ; oui (notre variante) une position battue par celle de l&apos;adversaire ne donne rien (Ligne sur Invitation sur Engagement sur Ligne)</translation>
    </message>
    <message>
        <source>when an army tests its morale. start: at the start of its turn with the die it set aside last turn, as the rulebook says; end (ours, another reading): at the end of its turn with this turn&apos;s die</source>
        <translation>quand une armée teste son moral. début : au début de son tour avec le dé mis de côté au tour précédent, comme le dit la règle ; fin (de nous, une autre lecture) : à la fin de son tour avec le dé de ce tour</translation>
    </message>
    <message>
        <source>where a hit piece standing on a D slot may retreat. behind: to any empty open slot behind it, as the rulebook says; d_slots (ours, the rule the armies were tuned under): only onto another D slot, so a retreat never puts a disordered piece back in order</source>
        <translation>où une pièce touchée sur une case D peut se replier. behind : sur toute case ouverte vide derrière elle, comme le dit la règle ; d_slots (de nous, la règle sous laquelle les armées ont été équilibrées) : seulement sur une autre case D, si bien qu&apos;un repli ne remet jamais en ordre une pièce désordonnée</translation>
    </message>
    <message>
        <source>who starts: the initiative coin, or a seat</source>
        <translation>qui commence : la pièce de l&apos;initiative, ou une place</translation>
    </message>
</context>
<context>
    <name>GameSeats</name>
    <message>
        <source>Fencer 1</source>
        <translation>Tireur 1</translation>
    </message>
    <message>
        <source>Fencer 2</source>
        <translation>Tireur 2</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Tireur A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Tireur B</translation>
    </message>
    <message>
        <source>Fencers</source>
        <translation>Tireurs</translation>
    </message>
    <message>
        <source>General A</source>
        <translation>Général A</translation>
    </message>
    <message>
        <source>General B</source>
        <translation>Général B</translation>
    </message>
    <message>
        <source>General of the north</source>
        <translation>Général du nord</translation>
    </message>
    <message>
        <source>General of the south</source>
        <translation>Général du sud</translation>
    </message>
    <message>
        <source>Generals</source>
        <translation>Généraux</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>&lt;b&gt;You won&lt;/b&gt;: {reason}</source>
        <translation>&lt;b&gt;Vous avez gagné&lt;/b&gt; : {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your move&lt;/b&gt;{score}</source>
        <translation>&lt;b&gt;À vous de jouer&lt;/b&gt;{score}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; to act{score}</source>
        <translation>À &lt;b&gt;{name}&lt;/b&gt; de jouer{score}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; won: {reason}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; a gagné : {reason}</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Bout</source>
        <translation>Assaut</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duel</translation>
    </message>
    <message>
        <source>Ready...Fence! &amp;competition…</source>
        <translation>&amp;Compétition de Ready...Fence!…</translation>
    </message>
    <message>
        <source>{drawn}: {reason}</source>
        <translation>{drawn} : {reason}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>no game {name}; choose from {games}</source>
        <translation>aucun jeu {name} ; choisissez parmi {games}</translation>
    </message>
</context>
<context>
    <name>PoolSheet</name>
    <message>
        <source>Fencer</source>
        <translation>Escrimeur</translation>
    </message>
    <message>
        <source>Ind</source>
        <translation>Ind</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>TR</translation>
    </message>
    <message>
        <source>TS</source>
        <translation>TD</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>fenced next</source>
        <translation>tiré ensuite</translation>
    </message>
    <message>
        <source>you, at the table</source>
        <translation>vous, à la table</translation>
    </message>
</context>
<context>
    <name>ReadyFenceActions</name>
    <message>
        <source>Engagement</source>
        <translation>Engagement</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <source>Point-in-Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>declare a mulligan</source>
        <translation>déclarer un mulligan</translation>
    </message>
    <message>
        <source>defend by distance</source>
        <translation>se défendre par la distance</translation>
    </message>
    <message>
        <source>defend by distance, giving up {card}</source>
        <translation>se défendre par la distance, en cédant {card}</translation>
    </message>
    <message>
        <source>defend by distance: {card}</source>
        <translation>se défendre par la distance : {card}</translation>
    </message>
    <message>
        <source>discard {card}, draw a card</source>
        <translation>défausser {card}, piocher une carte</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>terminer le tour</translation>
    </message>
    <message>
        <source>feint: end the phrase</source>
        <translation>feinter : terminer la phrase</translation>
    </message>
    <message>
        <source>feint: swap in {card}</source>
        <translation>feinter : passer à {card}</translation>
    </message>
    <message>
        <source>keep the hand</source>
        <translation>garder la main</translation>
    </message>
    <message>
        <source>let the phrase end</source>
        <translation>laisser finir la phrase</translation>
    </message>
    <message>
        <source>parry without a card, spending {sp} SP</source>
        <translation>parer sans carte, en dépensant {sp} PE</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>jouer {card}</translation>
    </message>
    <message>
        <source>play {card} + {other}</source>
        <translation>jouer {card} + {other}</translation>
    </message>
    <message>
        <source>play {card} with {other}</source>
        <translation>jouer {card} avec {other}</translation>
    </message>
    <message>
        <source>renew the attack: {card}</source>
        <translation>reprendre l&apos;attaque : {card}</translation>
    </message>
    <message>
        <source>retreat two squares</source>
        <translation>rompre de deux cases</translation>
    </message>
    <message>
        <source>retreat two squares, discarding {card} and drawing a card</source>
        <translation>rompre de deux cases, en défaussant {card} et en piochant une carte</translation>
    </message>
    <message>
        <source>retreat, changing {card}</source>
        <translation>rompre, en changeant {card}</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>temporiser</translation>
    </message>
    <message>
        <source>stall, leaving the Timer as it is</source>
        <translation>temporiser, en laissant le chrono tel quel</translation>
    </message>
    <message>
        <source>step back</source>
        <translation>rompre d&apos;un pas</translation>
    </message>
    <message>
        <source>step forward</source>
        <translation>marcher d&apos;un pas</translation>
    </message>
    <message>
        <source>take the position {position}</source>
        <translation>prendre la position {position}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceCards</name>
    <message>
        <source>a Ready...Fence! card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>une carte de Ready...Fence! n&apos;a pas de type propre (&quot;card&quot;), pas {type}</translation>
    </message>
    <message>
        <source>a Stop Hit to the wrist or arm has speed above 5, to the body 4 or 5</source>
        <translation>un coup d&apos;arrêt au poignet ou au bras a une vitesse supérieure à 5, au corps 4 ou 5</translation>
    </message>
    <message>
        <source>a speed must be from {low} to {high}, not {value}</source>
        <translation>une vitesse doit aller de {low} à {high}, pas {value}</translation>
    </message>
    <message>
        <source>a tutorial card is also a basic card in this deck</source>
        <translation>dans ce paquet, une carte d&apos;initiation est aussi une carte de base</translation>
    </message>
    <message>
        <source>a {kind} card is a {group}, not {given}</source>
        <translation>une carte {kind} est du groupe {group}, pas {given}</translation>
    </message>
    <message>
        <source>a {kind} card is {colour}, not {given}</source>
        <translation>une carte {kind} est {colour}, pas {given}</translation>
    </message>
    <message>
        <source>is not a field of a Ready...Fence! card ({fields})</source>
        <translation>n&apos;est pas un champ d&apos;une carte de Ready...Fence! ({fields})</translation>
    </message>
    <message>
        <source>must be a list of &quot;T&quot; and &quot;B&quot;, each at most once, not {value}</source>
        <translation>doit être une liste de &quot;T&quot; et &quot;B&quot;, chacun au plus une fois, pas {value}</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high} (the bottle), not {value}</source>
        <translation>doit être un nombre entier de {low} à {high} (la gourde), pas {value}</translation>
    </message>
    <message>
        <source>only a Stop Hit has a target (body, arm or wrist)</source>
        <translation>seul un coup d&apos;arrêt a une cible (body, arm ou wrist)</translation>
    </message>
    <message>
        <source>only the Straight Thrusts of speed 3 are printed in yellow</source>
        <translation>seuls les coups droits de vitesse 3 sont imprimés en jaune</translation>
    </message>
    <message>
        <source>orange cards have no speed of their own; every other card but the Joker has one</source>
        <translation>les cartes orange n&apos;ont pas de vitesse propre ; toutes les autres sauf le joker en ont une</translation>
    </message>
    <message>
        <source>the basic deck has {count} B cards, the file {found}</source>
        <translation>le paquet de base a {count} cartes B ; le fichier {found}</translation>
    </message>
    <message>
        <source>the basic deck needs two yellow Straight Thrusts of speed 3</source>
        <translation>le paquet de base demande deux coups droits jaunes de vitesse 3</translation>
    </message>
    <message>
        <source>the manual names {count} {kind} cards, the file {found}</source>
        <translation>le manuel compte {count} cartes {kind} ; le fichier {found}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceCompetition</name>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Pool, bout {number} of {bouts}</source>
        <translation>Poule, assaut {number} sur {bouts}</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Quarts de finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Tableau of {fencers}</source>
        <translation>Tableau de {fencers}</translation>
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
    <name>ReadyFenceItems</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>+1 to your defences and cardless parries</source>
        <translation>+1 à vos défenses et parades sans carte</translation>
    </message>
    <message>
        <source>Coin: you fenced first</source>
        <translation>Pièce : vous avez commencé</translation>
    </message>
    <message>
        <source>Coin: {name} fenced first</source>
        <translation>Pièce : {name} a commencé</translation>
    </message>
    <message>
        <source>OT</source>
        <comment>overtime, in a small circle</comment>
        <translation>Pr</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>Priority: {name}</source>
        <translation>Priorité : {name}</translation>
    </message>
    <message>
        <source>Scoreboard · bout to {target}</source>
        <translation>Marqueur · assaut en {target}</translation>
    </message>
    <message>
        <source>Touch!</source>
        <translation>Touche !</translation>
    </message>
    <message>
        <source>beaten by his {position}: no bonus now</source>
        <translation>battue par l&apos;adversaire ({position}) : pas de bonus</translation>
    </message>
    <message>
        <source>his attacks −1; Glide Attack and Flanconade need it</source>
        <translation>ses attaques −1 ; Coulé et Flanconade l&apos;exigent</translation>
    </message>
    <message>
        <source>you may Stop Hit; a Beat Thrust against it gains +1</source>
        <translation>Coup d&apos;arrêt possible ; un Battement contre elle gagne +1</translation>
    </message>
    <message>
        <source>{position}: {note}</source>
        <translation>{position} : {note}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceLayout</name>
    <message>
        <source>Feint</source>
        <translation>Feinte</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Last phrase: {verdict}</source>
        <translation>Dernière phrase : {verdict}</translation>
    </message>
    <message>
        <source>Last phrase: {verdict} — {scored}</source>
        <translation>Dernière phrase : {verdict} — {scored}</translation>
    </message>
    <message>
        <source>Long distance: two empty squares (a Flèche may open)</source>
        <translation>Longue distance : deux cases libres (une Flèche peut ouvrir)</translation>
    </message>
    <message>
        <source>Lunge distance: one empty square, a phrase may open</source>
        <translation>Distance de fente : une case libre, une phrase peut s&apos;ouvrir</translation>
    </message>
    <message>
        <source>No speed: he steps back two squares</source>
        <translation>Pas de vitesse : il rompt de deux cases</translation>
    </message>
    <message>
        <source>Out of distance: {squares} empty squares, step in to fence</source>
        <translation>Hors de distance : {squares} cases libres, avancez pour tirer</translation>
    </message>
    <message>
        <source>Parry: {sp}</source>
        <translation>Parade : {sp}</translation>
    </message>
    <message>
        <source>Short distance: nothing between the fencers (Infighting only)</source>
        <translation>Courte distance : rien entre les escrimeurs (Combat rapproché seulement)</translation>
    </message>
    <message>
        <source>The Feint ends the phrase: no touch</source>
        <translation>La Feinte termine la phrase : pas de touche</translation>
    </message>
    <message>
        <source>The initiative coin fell to you: you fence first. No phrase yet.</source>
        <translation>La pièce de l&apos;initiative vous désigne : vous commencez. Pas encore de phrase.</translation>
    </message>
    <message>
        <source>The initiative coin fell to {name}: {name} fences first. No phrase yet.</source>
        <translation>La pièce de l&apos;initiative désigne {name} : {name} commence. Pas encore de phrase.</translation>
    </message>
    <message>
        <source>The phrase: the defence held; you may renew the attack</source>
        <translation>La phrase : la défense a tenu ; vous pouvez reprendre l&apos;attaque</translation>
    </message>
    <message>
        <source>The phrase: the defence held; {name} may renew the attack</source>
        <translation>La phrase : la défense a tenu ; {name} peut reprendre l&apos;attaque</translation>
    </message>
    <message>
        <source>The phrase: the faster card touches · your answer</source>
        <translation>La phrase : la carte la plus rapide touche · à vous de répondre</translation>
    </message>
    <message>
        <source>The phrase: the faster card touches · {name} to answer</source>
        <translation>La phrase : la carte la plus rapide touche · à {name} de répondre</translation>
    </message>
    <message>
        <source>You score</source>
        <translation>Vous touchez</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>attack after a Feint</source>
        <translation>attaque après Feinte</translation>
    </message>
    <message>
        <source>both score</source>
        <translation>les deux touchent</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>contre-attaque</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>distance</translation>
    </message>
    <message>
        <source>feinted</source>
        <translation>feinté</translation>
    </message>
    <message>
        <source>no touch</source>
        <translation>pas de touche</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parade</translation>
    </message>
    <message>
        <source>renewed attack</source>
        <translation>reprise d&apos;attaque</translation>
    </message>
    <message>
        <source>riposte</source>
        <translation>riposte</translation>
    </message>
    <message>
        <source>speed {speed}</source>
        <translation>vitesse {speed}</translation>
    </message>
    <message>
        <source>{joker}: faster than any card</source>
        <translation>{joker} : plus rapide que toute carte</translation>
    </message>
    <message>
        <source>{name} scores</source>
        <translation>{name} touche</translation>
    </message>
</context>
<context>
    <name>ReadyFenceReasons</name>
    <message>
        <source>A parry with {sp} SP is worth speed {speed} against {his}: it holds.</source>
        <translation>Une parade à {sp} PE vaut une vitesse {speed} contre {his} : elle tient.</translation>
    </message>
    <message>
        <source>A parry with {sp} SP is worth speed {speed} against {his}: the fewest SP that hold.</source>
        <translation>Une parade à {sp} PE vaut une vitesse {speed} contre {his} : le moins de PE qui tienne.</translation>
    </message>
    <message numerus="yes">
        <source>After this step ({distance}), %n of the cards he may hold can attack you from where he stands, the fastest at speed {speed}.</source>
        <translation>
            <numerusform>Après ce pas ({distance}), %n des cartes qu&apos;il peut avoir peut vous attaquer d&apos;où il est, à la vitesse {speed}.</numerusform>
            <numerusform>Après ce pas ({distance}), %n des cartes qu&apos;il peut avoir peuvent vous attaquer d&apos;où il est, la plus rapide à la vitesse {speed}.</numerusform>
        </translation>
    </message>
    <message>
        <source>After this step ({distance}), none of the cards he may hold can attack you from where he stands: he must move first.</source>
        <translation>Après ce pas ({distance}), aucune des cartes qu&apos;il peut avoir ne peut vous attaquer d&apos;où il est : il doit d&apos;abord se déplacer.</translation>
    </message>
    <message>
        <source>At speed {speed} it does not beat {his}: the touch is his.</source>
        <translation>À la vitesse {speed}, elle ne bat pas {his} : la touche est pour lui.</translation>
    </message>
    <message>
        <source>At speed {speed} it equals {his}: both touch.</source>
        <translation>À la vitesse {speed}, elle égale {his} : les deux touchent.</translation>
    </message>
    <message>
        <source>At speed {speed} it is faster than {his}: unless he answers again, it touches.</source>
        <translation>À la vitesse {speed}, elle est plus rapide que {his} : s&apos;il ne répond pas encore, elle touche.</translation>
    </message>
    <message>
        <source>At speed {speed} it is too fast to be defended by distance.</source>
        <translation>À la vitesse {speed}, elle est trop rapide pour qu&apos;on s&apos;en défende par la distance.</translation>
    </message>
    <message>
        <source>At {distance} you hold no card to answer his attack with: this takes you out of lunge distance.</source>
        <translation>À {distance}, vous n&apos;avez aucune carte pour répondre à son attaque : ceci vous sort de la distance de fente.</translation>
    </message>
    <message>
        <source>Defending by distance against {his} costs you {cost} SP of your {sp} and a card of your hand at random.</source>
        <translation>Vous défendre par la distance contre {his} vous coûte {cost} PE sur vos {sp} et une carte de votre main au hasard.</translation>
    </message>
    <message>
        <source>Defending by distance against {his} costs you {cost} SP of your {sp} and {card}.</source>
        <translation>Vous défendre par la distance contre {his} vous coûte {cost} PE sur vos {sp} et {card}.</translation>
    </message>
    <message>
        <source>He has made both his fencing actions in this phrase: he cannot answer again.</source>
        <translation>Il a fait ses deux actions d&apos;escrime dans cette phrase : il ne peut plus répondre.</translation>
    </message>
    <message>
        <source>He has {sp} SP: a parry without a card reaches only speed {best}.</source>
        <translation>Il a {sp} PE : une parade sans carte n&apos;atteint que la vitesse {best}.</translation>
    </message>
    <message numerus="yes">
        <source>In {position} %n of the attacks he may hold are slower, by up to {by}.</source>
        <translation>
            <numerusform>En {position}, %n des attaques qu&apos;il peut avoir est plus lente, de {by}.</numerusform>
            <numerusform>En {position}, %n des attaques qu&apos;il peut avoir sont plus lentes, de {by} au plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>In {position} your Stop Hit may answer his attacks.</source>
        <translation>En {position}, votre Coup d&apos;arrêt peut répondre à ses attaques.</translation>
    </message>
    <message>
        <source>In {position} your defences, and a parry with SP, are {by} faster.</source>
        <translation>En {position}, vos défenses, et une parade avec des PE, sont plus rapides de {by}.</translation>
    </message>
    <message>
        <source>It costs {cost} SP of your {sp}; he has {his}.</source>
        <translation>Cela coûte {cost} PE sur vos {sp} ; il en a {his}.</translation>
    </message>
    <message>
        <source>It ends the phrase with a touch each.</source>
        <translation>Cela termine la phrase sur une touche de chaque côté.</translation>
    </message>
    <message>
        <source>It ends the phrase with no touch.</source>
        <translation>Cela termine la phrase sans touche.</translation>
    </message>
    <message>
        <source>It ends the phrase, and the touch is yours.</source>
        <translation>Cela termine la phrase, et la touche est pour vous.</translation>
    </message>
    <message>
        <source>None of the cards he may hold can beat speed {speed}.</source>
        <translation>Aucune des cartes qu&apos;il peut avoir ne peut battre la vitesse {speed}.</translation>
    </message>
    <message>
        <source>None of your answers beats {his}: the touch is his whatever you play.</source>
        <translation>Aucune de vos réponses ne bat {his} : la touche est pour lui, quoi que vous jouiez.</translation>
    </message>
    <message>
        <source>Nothing in your hand answers {his}, and you cannot defend without a card.</source>
        <translation>Rien dans votre main ne répond à {his}, et vous ne pouvez pas vous défendre sans carte.</translation>
    </message>
    <message numerus="yes">
        <source>Of the cards he may hold, %n can beat speed {speed}; the best is {card}.</source>
        <translation>
            <numerusform>Des cartes qu&apos;il peut avoir, %n peut battre la vitesse {speed} ; la meilleure est {card}.</numerusform>
            <numerusform>Des cartes qu&apos;il peut avoir, %n peuvent battre la vitesse {speed} ; la meilleure est {card}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Timer has one card left and you hold Priority: taking it ends the bout, and you win.</source>
        <translation>Le chrono n&apos;a plus qu&apos;une carte et vous avez la Priorité : la prendre termine l&apos;assaut, et vous gagnez.</translation>
    </message>
    <message>
        <source>The Timer has one card left and you lead {mine} to {his}: taking it ends the bout, and you win.</source>
        <translation>Le chrono n&apos;a plus qu&apos;une carte et vous menez {mine} à {his} : la prendre termine l&apos;assaut, et vous gagnez.</translation>
    </message>
    <message>
        <source>This step brings you to lunge distance with one action left, and your hand holds an attack for it.</source>
        <translation>Ce pas vous amène à distance de fente avec une action restante, et votre main a une attaque pour elle.</translation>
    </message>
    <message>
        <source>This step takes you off the end of the strip: he scores a touch.</source>
        <translation>Ce pas vous fait sortir en fond de piste : il marque une touche.</translation>
    </message>
    <message>
        <source>You have {sp} SP and he has {his}.</source>
        <translation>Vous avez {sp} PE et il en a {his}.</translation>
    </message>
    <message>
        <source>You have {sp} SP and he has {his}: stalling brings you to {after}.</source>
        <translation>Vous avez {sp} PE et il en a {his} : temporiser vous amène à {after}.</translation>
    </message>
    <message numerus="yes">
        <source>You lead {mine} to {his}, and it takes a card from the Timer: %n left.</source>
        <translation>
            <numerusform>Vous menez {mine} à {his}, et cela retire une carte du chrono : il en reste %n.</numerusform>
            <numerusform>Vous menez {mine} à {his}, et cela retire une carte du chrono : il en reste %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>You let go of {card} and draw a card from the Timer.</source>
        <translation>Vous vous défaites de {card} et piochez une carte du chrono.</translation>
    </message>
    <message>
        <source>You let go of {card}, the slowest card in your hand.</source>
        <translation>Vous vous défaites de {card}, la carte la plus lente de votre main.</translation>
    </message>
    <message>
        <source>You let go of {card}: it cannot attack from here ({distance}).</source>
        <translation>Vous vous défaites de {card} : cette carte ne peut pas attaquer d&apos;ici ({distance}).</translation>
    </message>
    <message>
        <source>You let go of {card}: it costs {cost} SP and you have {sp}.</source>
        <translation>Vous vous défaites de {card} : cette carte coûte {cost} PE et vous en avez {sp}.</translation>
    </message>
    <message>
        <source>You let go of {card}: you keep {other}, which is faster.</source>
        <translation>Vous vous défaites de {card} : vous gardez {other}, une carte plus rapide.</translation>
    </message>
    <message>
        <source>his {card} ({speed})</source>
        <translation>{card} ({speed}) de l&apos;adversaire</translation>
    </message>
    <message>
        <source>{card} wins at once against {his}.</source>
        <translation>{card} gagne aussitôt contre {his}.</translation>
    </message>
</context>
<context>
    <name>ReadyFenceScene</name>
    <message numerus="yes">
        <source> · %n action(s) left</source>
        <translation>
            <numerusform> · reste %n action</numerusform>
            <numerusform> · restent %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source> · time is out: the next touch wins</source>
        <translation> · temps écoulé : la prochaine touche gagne</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) set aside, unseen</source>
        <translation>
            <numerusform>%n carte mise de côté, non vue</numerusform>
            <numerusform>%n cartes mises de côté, non vues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n touch(es)</source>
        <translation>
            <numerusform>%n touche</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Assaut nul</translation>
    </message>
    <message>
        <source>A parry without a card: click the square your stamina drops to (or X).</source>
        <translation>Une parade sans carte : cliquez la case où tombe votre endurance (ou X).</translation>
    </message>
    <message>
        <source>Advance (F)</source>
        <translation>Marcher (F)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Répondre</translation>
    </message>
    <message>
        <source>Answer: drag a card onto the piste, parry with stamina (X), defend by distance (T), or Pass (Space) to let the phrase be judged.</source>
        <translation>Répondez : glissez une carte sur la piste, parez avec votre endurance (X), défendez-vous par la distance (T), ou Passez (Espace) pour que la phrase soit jugée.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaquer</translation>
    </message>
    <message>
        <source>Back (B)</source>
        <translation>Rompre (B)</translation>
    </message>
    <message>
        <source>Choose a card of your hand first (← →).</source>
        <translation>Choisissez d&apos;abord une carte de votre main (← →).</translation>
    </message>
    <message>
        <source>Choose an action first: a letter or a number (F1 lists them).</source>
        <translation>Choisissez d&apos;abord une action : une lettre ou un chiffre (F1 les liste).</translation>
    </message>
    <message>
        <source>Defence by distance</source>
        <translation>Défense par la distance</translation>
    </message>
    <message>
        <source>Defend by distance (T)</source>
        <translation>Défense par la distance (T)</translation>
    </message>
    <message>
        <source>Defend by distance, losing it</source>
        <translation>Défense par la distance, en la perdant</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Défausser et piocher</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Done (Space)</source>
        <translation>Fini (Espace)</translation>
    </message>
    <message>
        <source>Drop a card on the piste (the phrase area or the strip) to play it, or on the discard pile to change it (F1 tells more).</source>
        <translation>Déposez une carte sur la piste (la zone de la phrase ou les cases) pour la jouer, ou sur la défausse pour la changer (F1 en dit plus).</translation>
    </message>
    <message>
        <source>End of turn: drag a card onto the discard pile to change it, or Done (Space).</source>
        <translation>Fin du tour : glissez une carte sur la défausse pour la changer, ou Fini (Espace).</translation>
    </message>
    <message>
        <source>Feint into {card}</source>
        <translation>Feinte vers {card}</translation>
    </message>
    <message>
        <source>Feint: end the phrase</source>
        <translation>Feinte : terminer la phrase</translation>
    </message>
    <message>
        <source>Feint: swap in this card ({card})</source>
        <translation>Feinte : cette carte entre ({card})</translation>
    </message>
    <message>
        <source>His answer is faster: answer it (drag a card onto the piste), or Pass (Space).</source>
        <translation>Sa réponse est plus rapide : répondez-y (glissez une carte sur la piste), ou Passez (Espace).</translation>
    </message>
    <message>
        <source>Keep (K)</source>
        <translation>Garder (K)</translation>
    </message>
    <message>
        <source>Keep your hand (K), or change it once: Mulligan (M).</source>
        <translation>Gardez votre main (K), ou changez-la une fois : Mulligan (M).</translation>
    </message>
    <message>
        <source>Mulligan (M)</source>
        <translation>Mulligan (M)</translation>
    </message>
    <message>
        <source>Overtime timer</source>
        <translation>Chrono prol.</translation>
    </message>
    <message>
        <source>Parry
without a card</source>
        <translation>Parade
sans carte</translation>
    </message>
    <message>
        <source>Parry {sp} SP = {speed}</source>
        <translation>Parade {sp} PE = {speed}</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>Passer (Espace)</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <source>Renew the attack</source>
        <translation>Reprendre l&apos;attaque</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>Remplacée</translation>
    </message>
    <message>
        <source>Retreat 2 (R)</source>
        <translation>Retraite 2 (R)</translation>
    </message>
    <message>
        <source>Retreat 2, changing it</source>
        <translation>Retraite 2, en la changeant</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Stall (S)</source>
        <translation>Temporiser (S)</translation>
    </message>
    <message>
        <source>Stall, keep the Timer (S S)</source>
        <translation>Temporiser, chrono intact (S S)</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Chrono</translation>
    </message>
    <message>
        <source>To answer</source>
        <translation>À répondre</translation>
    </message>
    <message>
        <source>Two actions: step (F, B or click a square), click a weapon circle, drag a card onto the discard pile to change it, or drag a red card onto the piste to attack.</source>
        <translation>Deux actions : faites un pas (F, B ou cliquez une case), cliquez un cercle d&apos;arme, glissez une carte sur la défausse pour la changer, ou glissez une carte rouge sur la piste pour attaquer.</translation>
    </message>
    <message>
        <source>With {card}</source>
        <translation>Avec {card}</translation>
    </message>
    <message>
        <source>You win the bout</source>
        <translation>Vous gagnez l&apos;assaut</translation>
    </message>
    <message>
        <source>Your attack was stopped: drag the Renewed Attack onto the piste, or Pass (Space).</source>
        <translation>Votre attaque a été arrêtée : glissez la Reprise d&apos;attaque sur la piste, ou Passez (Espace).</translation>
    </message>
    <message>
        <source>Your fencer steps one square forward or back (F, B), or retreats two (R, advanced): click a lit square.</source>
        <translation>Votre escrimeur avance ou recule d&apos;une case (F, B), ou rompt de deux (R, avancé) : cliquez une case éclairée.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Your turn: two actions</source>
        <translation>Votre tour : deux actions</translation>
    </message>
    <message>
        <source>Your weapon is in {position} already.</source>
        <translation>Votre arme est déjà en {position}.</translation>
    </message>
    <message>
        <source>cardless defence used</source>
        <translation>défense sans carte utilisée</translation>
    </message>
    <message>
        <source>mulligan used</source>
        <translation>mulligan utilisé</translation>
    </message>
    <message>
        <source>press P or D</source>
        <translation>appuyez sur P ou D</translation>
    </message>
    <message>
        <source>stalled last turn</source>
        <translation>a temporisé au dernier tour</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <source>{name} wins the bout</source>
        <translation>{name} gagne l&apos;assaut</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: two actions</source>
        <translation>Tour de {name} : deux actions</translation>
    </message>
    <message>
        <source>{name}, {role}: {speed}</source>
        <translation>{name}, {role} : {speed}</translation>
    </message>
    <message>
        <source>{name}: {touches}, {sp} stamina, weapon in {position}, {cards} in hand</source>
        <translation>{name} : {touches}, {sp} d&apos;endurance, arme en {position}, {cards} en main</translation>
    </message>
    <message>
        <source>{result}: {verdict}</source>
        <translation>{result} : {verdict}</translation>
    </message>
    <message>
        <source>{sp} SP = {speed}</source>
        <translation>{sp} PE = {speed}</translation>
    </message>
    <message numerus="yes">
        <source>{timer}: %n card(s)</source>
        <translation>
            <numerusform>{timer} : %n carte</numerusform>
            <numerusform>{timer} : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{verdict}: the fencers go back on guard, the clock is reset.</source>
        <translation>{verdict} : les escrimeurs reviennent en garde, le chrono repart.</translation>
    </message>
</context>
<context>
    <name>ReadyFenceState</name>
    <message>
        <source>End of turn: discard and draw, or not</source>
        <translation>Fin du tour : défausser et piocher, ou non</translation>
    </message>
    <message>
        <source>Infighting answers only at short or lunge distance, and you are at {distance}</source>
        <translation>le Combat rapproché ne répond qu&apos;à courte distance ou à distance de fente, et vous êtes à {distance}</translation>
    </message>
    <message>
        <source>Infighting is answered only by Infighting, Parry and Riposte or a cardless defence</source>
        <translation>seuls Combat rapproché, Parade-riposte ou une défense sans carte répondent au Combat rapproché</translation>
    </message>
    <message>
        <source>Infighting is played at short distance only</source>
        <translation>le Combat rapproché se joue seulement à courte distance</translation>
    </message>
    <message>
        <source>Parry and Riposte parries first and only then ripostes: it answers an attack, it never opens a phrase</source>
        <translation>Parade-riposte pare d&apos;abord et ne riposte qu&apos;ensuite : elle répond à une attaque, elle n&apos;ouvre jamais une phrase</translation>
    </message>
    <message>
        <source>Setup: keep your hand or declare a mulligan</source>
        <translation>Mise en place : gardez votre main ou déclarez un mulligan</translation>
    </message>
    <message>
        <source>The bout is over</source>
        <translation>L&apos;assaut est terminé</translation>
    </message>
    <message>
        <source>The fencing phrase: answer</source>
        <translation>La phrase d&apos;armes : répondez</translation>
    </message>
    <message>
        <source>The phrase: renew the attack or let it end</source>
        <translation>La phrase : reprenez l&apos;attaque ou laissez-la finir</translation>
    </message>
    <message>
        <source>Your turn: two actions</source>
        <translation>Votre tour : deux actions</translation>
    </message>
    <message>
        <source>a Ceding Parry answers only a Glide Attack or a Flanconade</source>
        <translation>une Parade cédante ne répond qu&apos;à un Coulé ou à une Flanconade</translation>
    </message>
    <message>
        <source>a Counter-Time answers only a counterattack (a light-blue card)</source>
        <translation>un Contre-temps ne répond qu&apos;à une contre-attaque (une carte bleu clair)</translation>
    </message>
    <message>
        <source>a Disengage answers only an attack that seeks your blade (Beat Thrust, Glide Attack, Flanconade) or an attacker in Engagement</source>
        <translation>un Dégagement ne répond qu&apos;à une attaque qui cherche votre lame (Battement, Coulé, Flanconade) ou à un attaquant en Engagement</translation>
    </message>
    <message>
        <source>a Feint follows your first attack, once the other fencer answered it with a card</source>
        <translation>une Feinte suit votre première attaque, une fois que l&apos;autre escrimeur y a répondu par une carte</translation>
    </message>
    <message>
        <source>a Feint in Time answers only a Counter-Time</source>
        <translation>une Feinte en temps ne répond qu&apos;à un Contre-temps</translation>
    </message>
    <message>
        <source>a Renewed Attack follows your own first attack, once a defence stopped it</source>
        <translation>une Reprise d&apos;attaque suit votre propre première attaque, une fois qu&apos;une défense l&apos;a arrêtée</translation>
    </message>
    <message>
        <source>a Stop Hit needs your weapon in Line</source>
        <translation>un Coup d&apos;arrêt exige votre arme en Ligne</translation>
    </message>
    <message>
        <source>a Toe-Touch is answered only by a Stop Hit or a defence by distance</source>
        <translation>seuls un Coup d&apos;arrêt ou une défense par la distance répondent à une Touche au pied</translation>
    </message>
    <message>
        <source>a dark-blue card is answered only by a light-blue card</source>
        <translation>seule une carte bleu clair répond à une carte bleu foncé</translation>
    </message>
    <message>
        <source>a defence without cards answers only an attack</source>
        <translation>une défense sans carte ne répond qu&apos;à une attaque</translation>
    </message>
    <message>
        <source>a defence without cards answers only the first attack of a phrase</source>
        <translation>une défense sans carte ne répond qu&apos;à la première attaque d&apos;une phrase</translation>
    </message>
    <message>
        <source>a light-blue card is answered only by a dark-blue card</source>
        <translation>seule une carte bleu foncé répond à une carte bleu clair</translation>
    </message>
    <message>
        <source>a parry of {parry} is slower than the attack&apos;s {speed}</source>
        <translation>une parade de {parry} est plus lente que le {speed} de l&apos;attaque</translation>
    </message>
    <message>
        <source>a phrase opens with a red card</source>
        <translation>une phrase s&apos;ouvre par une carte rouge</translation>
    </message>
    <message>
        <source>a renewed attack cannot be defended by distance</source>
        <translation>une reprise d&apos;attaque ne se défend pas par la distance</translation>
    </message>
    <message>
        <source>a riposte cannot be defended by distance</source>
        <translation>une riposte ne se défend pas par la distance</translation>
    </message>
    <message>
        <source>a stall takes both actions of a turn, and you have used one</source>
        <translation>temporiser prend les deux actions d&apos;un tour, et vous en avez déjà utilisé une</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>marcher</translation>
    </message>
    <message>
        <source>after a Flèche the attacker makes no other fencing action</source>
        <translation>après une Flèche, l&apos;attaquant ne fait aucune autre action d&apos;escrime</translation>
    </message>
    <message>
        <source>an attack faster than {limit} cannot be defended by distance</source>
        <translation>une attaque plus rapide que {limit} ne se défend pas par la distance</translation>
    </message>
    <message>
        <source>back</source>
        <translation>rompre</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>défausser</translation>
    </message>
    <message>
        <source>discard a card face down, draw a card</source>
        <translation>défausser une carte face cachée, piocher une carte</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>défense par la distance</translation>
    </message>
    <message>
        <source>done</source>
        <translation>finir</translation>
    </message>
    <message>
        <source>feint</source>
        <translation>feinter</translation>
    </message>
    <message>
        <source>in the tutorial a defence by distance gives up a card of your choice: name it</source>
        <translation>dans l&apos;initiation une défense par la distance cède une carte de votre choix : nommez-la</translation>
    </message>
    <message>
        <source>in the tutorial a phrase opens only at lunge distance, and you are at {distance}</source>
        <translation>dans l&apos;initiation une phrase ne s&apos;ouvre qu&apos;à distance de fente, et vous êtes à {distance}</translation>
    </message>
    <message>
        <source>it costs {cost} SP and you have {sp}</source>
        <translation>elle coûte {cost} PE et vous en avez {sp}</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>garder</translation>
    </message>
    <message>
        <source>long distance</source>
        <translation>longue distance</translation>
    </message>
    <message>
        <source>lunge distance</source>
        <translation>distance de fente</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>mulligan</translation>
    </message>
    <message>
        <source>not now; in {phase} you may {kinds}</source>
        <translation>pas maintenant ; dans « {phase} » vous pouvez : {kinds}</translation>
    </message>
    <message>
        <source>once Priority is given, no fencer may stall</source>
        <translation>une fois la Priorité attribuée, aucun escrimeur ne peut temporiser</translation>
    </message>
    <message>
        <source>only a Joker answers a Joker</source>
        <translation>seul un Joker répond à un Joker</translation>
    </message>
    <message>
        <source>only in the tutorial does a defence by distance give up a card of your choice</source>
        <translation>ce n&apos;est que dans l&apos;initiation qu&apos;une défense par la distance cède une carte de votre choix</translation>
    </message>
    <message>
        <source>out of distance</source>
        <translation>hors de distance</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parer</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jouer une carte</translation>
    </message>
    <message>
        <source>renew</source>
        <translation>reprendre l&apos;attaque</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>battre en retraite</translation>
    </message>
    <message>
        <source>retreat, changing a card</source>
        <translation>rompre, en changeant une carte</translation>
    </message>
    <message>
        <source>short distance</source>
        <translation>courte distance</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>temporiser</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>cette carte n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>the Flèche is played at long distance only</source>
        <translation>la Flèche se joue seulement à longue distance</translation>
    </message>
    <message>
        <source>the Straight Thrust rule: keep a Straight Thrust, and the yellow one only goes for a faster one</source>
        <translation>la règle du Coup droit : gardez un Coup droit, et le jaune ne part que pour un plus rapide</translation>
    </message>
    <message>
        <source>the Timer deck is empty</source>
        <translation>le chrono n&apos;a plus de cartes</translation>
    </message>
    <message>
        <source>the bout is over</source>
        <translation>l&apos;assaut est terminé</translation>
    </message>
    <message>
        <source>the other fencer stands on the square ahead</source>
        <translation>l&apos;autre escrimeur est sur la case devant vous</translation>
    </message>
    <message>
        <source>the tutorial has no parry without cards</source>
        <translation>l&apos;initiation n&apos;a pas de parade sans carte</translation>
    </message>
    <message>
        <source>the weapon position changes once a turn</source>
        <translation>la position de l&apos;arme change une fois par tour</translation>
    </message>
    <message>
        <source>this card is played at lunge distance, and you are at {distance}</source>
        <translation>cette carte se joue à distance de fente, et vous êtes à {distance}</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>changer de position</translation>
    </message>
    <message>
        <source>you have already defended without cards in this phrase</source>
        <translation>vous avez déjà utilisé une défense sans carte dans cette phrase</translation>
    </message>
    <message>
        <source>you have made your two fencing actions in this phrase</source>
        <translation>vous avez fait vos deux actions d&apos;escrime dans cette phrase</translation>
    </message>
    <message>
        <source>you have only {sp} SP</source>
        <translation>vous n&apos;avez que {sp} PE</translation>
    </message>
    <message>
        <source>you hold a card that answers it faster; a defence without cards is for a fencer who does not</source>
        <translation>vous avez une carte qui répond plus vite ; la défense sans carte est pour qui n&apos;en a pas</translation>
    </message>
    <message>
        <source>you may discard and draw only once a turn</source>
        <translation>vous ne pouvez défausser et piocher qu&apos;une fois par tour</translation>
    </message>
    <message>
        <source>you stalled last turn, and may not stall twice in a row</source>
        <translation>vous avez temporisé au dernier tour, et ne pouvez pas temporiser deux fois de suite</translation>
    </message>
    <message>
        <source>your weapon is already in {position}</source>
        <translation>votre arme est déjà en {position}</translation>
    </message>
    <message>
        <source>{card} cannot answer {other} here</source>
        <translation>{card} ne peut pas répondre ici à {other}</translation>
    </message>
    <message>
        <source>{card} is not a Feint</source>
        <translation>{card} n&apos;est pas une Feinte</translation>
    </message>
    <message>
        <source>{card} is not a Renewed Attack</source>
        <translation>{card} n&apos;est pas une Reprise d&apos;attaque</translation>
    </message>
    <message>
        <source>{card} is not an Angulations card: only those are laid with another card</source>
        <translation>{card} n&apos;est pas une carte Angulations : seules celles-ci se posent avec une autre carte</translation>
    </message>
    <message>
        <source>{card} needs your weapon in Engagement</source>
        <translation>{card} exige votre arme en Engagement</translation>
    </message>
    <message>
        <source>{mode} bouts go to {a} or {b} touches, not {target}</source>
        <translation>les assauts en mode {mode} se tirent en {a} ou {b} touches, pas en {target}</translation>
    </message>
    <message>
        <source>{other} adds speed only to an attack or a counterattack, not to {card}</source>
        <translation>{other} n&apos;ajoute de la vitesse qu&apos;à une attaque ou à une contre-attaque, pas à {card}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceStory</name>
    <message>
        <source>A double touch</source>
        <translation>Coup double</translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Assaut nul</translation>
    </message>
    <message>
        <source>A touch for you</source>
        <translation>Touche pour vous</translation>
    </message>
    <message>
        <source>A touch for {name}</source>
        <translation>Touche pour {name}</translation>
    </message>
    <message>
        <source>The fencers go back on guard and the clock is reset.</source>
        <translation>Les escrimeurs reviennent en garde et le chrono repart.</translation>
    </message>
    <message>
        <source>The last touch: {verdict}.</source>
        <translation>La dernière touche : {verdict}.</translation>
    </message>
    <message>
        <source>The score is level: overtime, and the next touch wins. Priority to you if time runs out.</source>
        <translation>Égalité : prolongation, et la prochaine touche gagne. Priorité à vous si le temps s&apos;écoule.</translation>
    </message>
    <message>
        <source>The score is level: overtime, and the next touch wins. Priority to {name} if time runs out.</source>
        <translation>Égalité : prolongation, et la prochaine touche gagne. Priorité à {name} si le temps s&apos;écoule.</translation>
    </message>
    <message>
        <source>Touches</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>You win the bout {score}</source>
        <translation>Vous gagnez l&apos;assaut {score}</translation>
    </message>
    <message>
        <source>touches</source>
        <translation>touches</translation>
    </message>
    <message>
        <source>{name} wins the bout {score}</source>
        <translation>{name} gagne l&apos;assaut {score}</translation>
    </message>
    <message>
        <source>{score}, first to {target}</source>
        <translation>{score}, le premier à {target}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceText</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n touch(es)</source>
        <translation>
            <numerusform>%n touche</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message>
        <source>, Priority</source>
        <translation>, Priorité</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Tireur A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Tireur B</translation>
    </message>
    <message>
        <source>Last phrase: {verdict}</source>
        <translation>Dernière phrase : {verdict}</translation>
    </message>
    <message>
        <source>Over: {verdict}</source>
        <translation>Terminé : {verdict}</translation>
    </message>
    <message numerus="yes">
        <source>Timer %n card(s), overtime; bout to {target}</source>
        <translation>
            <numerusform>Chrono %n carte, prolongation ; assaut en {target}</numerusform>
            <numerusform>Chrono %n cartes, prolongation ; assaut en {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Timer %n card(s), period {period}; bout to {target}</source>
        <translation>
            <numerusform>Chrono %n carte, période {period} ; assaut en {target}</numerusform>
            <numerusform>Chrono %n cartes, période {period} ; assaut en {target}</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Votre main : {cards}</translation>
    </message>
    <message>
        <source>{card} ({speed}/{sp} SP)</source>
        <translation>{card} ({speed}/{sp} PE)</translation>
    </message>
    <message>
        <source>{name}: {touches}, {sp} SP, {position}, {cards}</source>
        <translation>{name} : {touches}, {sp} PE, {position}, {cards}</translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase} : à vous de jouer</translation>
    </message>
    <message numerus="yes">
        <source>{phase}: your move, %n action(s) left</source>
        <translation>
            <numerusform>{phase} : à vous de jouer, reste %n action</numerusform>
            <numerusform>{phase} : à vous de jouer, restent %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase} : à {name} de jouer</translation>
    </message>
    <message numerus="yes">
        <source>{phase}: {name} to act, %n action(s) left</source>
        <translation>
            <numerusform>{phase} : à {name} de jouer, reste %n action</numerusform>
            <numerusform>{phase} : à {name} de jouer, restent %n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadyFenceUI</name>
    <message>
        <source> — points {a}-{b}</source>
        <translation> — points {a}-{b}</translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Assaut nul</translation>
    </message>
</context>
<context>
    <name>ReadyFenceVerdicts</name>
    <message>
        <source>Angulations</source>
        <translation>Angulations</translation>
    </message>
    <message>
        <source>Defence by distance</source>
        <translation>Défense par la distance</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parade</translation>
    </message>
    <message>
        <source>a fencer ran out of cards</source>
        <translation>un escrimeur n&apos;a plus de cartes</translation>
    </message>
    <message>
        <source>beat on his Line</source>
        <translation>battement sur sa Ligne</translation>
    </message>
    <message>
        <source>double touch: both at speed {speed}</source>
        <translation>coup double : les deux à la vitesse {speed}</translation>
    </message>
    <message>
        <source>double touch: two Jokers</source>
        <translation>coup double : deux Jokers</translation>
    </message>
    <message>
        <source>his Engagement</source>
        <translation>son Engagement</translation>
    </message>
    <message>
        <source>no touch: the defence held</source>
        <translation>pas de touche : la défense a tenu</translation>
    </message>
    <message>
        <source>non-combativity after time ran out</source>
        <translation>non-combativité après la fin du temps</translation>
    </message>
    <message>
        <source>off the end of the strip</source>
        <translation>sortie en fond de piste</translation>
    </message>
    <message>
        <source>period {period} over</source>
        <translation>fin de la période {period}</translation>
    </message>
    <message>
        <source>the Feint ends the phrase: no touch</source>
        <translation>la Feinte termine la phrase : pas de touche</translation>
    </message>
    <message>
        <source>the double touch does not count</source>
        <translation>le coup double ne compte pas</translation>
    </message>
    <message>
        <source>the other fencer ran out of cards</source>
        <translation>l&apos;autre escrimeur n&apos;a plus de cartes</translation>
    </message>
    <message>
        <source>time ran out at {a}-{b}</source>
        <translation>temps écoulé à {a}-{b}</translation>
    </message>
    <message>
        <source>time ran out: Priority wins</source>
        <translation>temps écoulé : la Priorité gagne</translation>
    </message>
    <message>
        <source>{card} touches: no answer</source>
        <translation>{card} touche : pas de réponse</translation>
    </message>
    <message>
        <source>{card} wins immediately</source>
        <translation>{card} gagne aussitôt</translation>
    </message>
    <message>
        <source>{sp} SP x 2</source>
        <translation>{sp} PE x 2</translation>
    </message>
    <message>
        <source>{winner} beats {loser}</source>
        <translation>{winner} bat {loser}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Fencer A</source>
        <translation>Tireur A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Tireur B</translation>
    </message>
    <message>
        <source>Keys and drops</source>
        <translation>Touches et dépôts</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>Nouvelle partie… (Ctrl+N)</translation>
    </message>
    <message>
        <source>No card under the keys&apos; ring to show larger: choose one with the arrows.</source>
        <translation>Aucune carte sous l&apos;anneau du clavier à agrandir : choisissez-en une avec les flèches.</translation>
    </message>
    <message>
        <source>Over to {name}: Enter or a click shows the table.</source>
        <translation>Au tour de {name} : Entrée ou un clic affiche la table.</translation>
    </message>
    <message>
        <source>Rematch (R)</source>
        <translation>Revanche (R)</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>À vous.</translation>
    </message>
    <message>
        <source>Your move: {hint}</source>
        <translation>À vous : {hint}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous</translation>
    </message>
    <message>
        <source>Your turn: Enter or a click shows the table.</source>
        <translation>À vous : Entrée ou un clic affiche la table.</translation>
    </message>
    <message>
        <source>{action} — Enter to play, Esc to cancel.</source>
        <translation>{action} — Entrée pour jouer, Échap pour annuler.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <source>{name}, your turn</source>
        <translation>{name}, à vous</translation>
    </message>
</context>
<context>
    <name>TableDrag</name>
    <message>
        <source>Pass the screen. Your cards stay hidden until you are ready.

Press Enter or click to show your hand.</source>
        <translation>Passez l&apos;écran. Vos cartes restent cachées jusqu&apos;à ce que vous soyez prêt.

Appuyez sur Entrée ou cliquez pour voir votre main.</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Votre main : {cards}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <source>no play now</source>
        <translation>aucun coup pour l&apos;instant</translation>
    </message>
    <message>
        <source>{card}: {plays} — drag it, or {keys} (F1).</source>
        <translation>{card} : {plays} — faites-la glisser, ou {keys} (F1).</translation>
    </message>
</context>
<context>
    <name>TableStory</name>
    <message>
        <source>A drawn game</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>A drawn round</source>
        <translation>Manche nulle</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Vous gagnez</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Vous gagnez la partie</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Vous gagnez la manche</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name} gagne la partie</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} gagne la manche</translation>
    </message>
    <message>
        <source>{noun}: {first} {a}, {second} {b}</source>
        <translation>{noun} : {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>TableauView</name>
    <message>
        <source>(bye)</source>
        <translation>(exempt)</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>The tableau is drawn up when the pool is over: every fencer goes through, seeded by his place in the pool (1 against the last), the best seeds getting the byes.</source>
        <translation>Le tableau est établi à la fin de la poule : tous les escrimeurs passent, placés selon leur rang dans la poule (le 1 contre le dernier), les meilleurs étant exempts.</translation>
    </message>
</context>
</TS>
