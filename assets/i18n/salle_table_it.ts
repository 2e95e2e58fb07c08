<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AudatiaActions</name>
    <message>
        <source>attack with {card}</source>
        <translation>attaccare con {card}</translation>
    </message>
    <message>
        <source>avoid the blow: {card}</source>
        <translation>schivare il colpo: {card}</translation>
    </message>
    <message>
        <source>beat aside with {card}</source>
        <translation>scostare con {card}</translation>
    </message>
    <message>
        <source>beat the Extensa aside with {card}</source>
        <translation>scostare l&apos;Extensa con {card}</translation>
    </message>
    <message>
        <source>break the thrust with {card}</source>
        <translation>rompere la punta con {card}</translation>
    </message>
    <message>
        <source>break the thrust: {card}</source>
        <translation>rompere la punta: {card}</translation>
    </message>
    <message>
        <source>change posta to {card}</source>
        <translation>cambiare posta in {card}</translation>
    </message>
    <message>
        <source>counter with {card}</source>
        <translation>rispondere col contrario {card}</translation>
    </message>
    <message>
        <source>counterattack with {card}</source>
        <translation>contrattaccare con {card}</translation>
    </message>
    <message>
        <source>cycle {card}</source>
        <translation>cambiare {card} col Ciclo</translation>
    </message>
    <message>
        <source>done</source>
        <translation>finire</translation>
    </message>
    <message>
        <source>exchange the thrust with {card}</source>
        <translation>scambiare la punta con {card}</translation>
    </message>
    <message>
        <source>exchange with {card}</source>
        <translation>scambiare con {card}</translation>
    </message>
    <message>
        <source>feint: {card}</source>
        <translation>fintare: {card}</translation>
    </message>
    <message>
        <source>lay a card in the row</source>
        <translation>posare una carta nella fila</translation>
    </message>
    <message>
        <source>lay {card} in the row</source>
        <translation>posare {card} nella fila</translation>
    </message>
    <message>
        <source>parry with {card}</source>
        <translation>parare con {card}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passare</translation>
    </message>
    <message>
        <source>play the remedy {card} on the inside</source>
        <translation>giocare il rimedio {card} all&apos;interno</translation>
    </message>
    <message>
        <source>play the remedy {card} on the outside</source>
        <translation>giocare il rimedio {card} all&apos;esterno</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>giocare {card}</translation>
    </message>
    <message>
        <source>play {card} on the inside</source>
        <translation>giocare {card} all&apos;interno</translation>
    </message>
    <message>
        <source>play {card} on the outside</source>
        <translation>giocare {card} all&apos;esterno</translation>
    </message>
    <message>
        <source>return the salute with {card}</source>
        <translation>ricambiare il saluto con {card}</translation>
    </message>
    <message>
        <source>salute back: {card}</source>
        <translation>ricambiare il saluto: {card}</translation>
    </message>
    <message>
        <source>salute, giving up {card}</source>
        <translation>salutare cedendo {card}</translation>
    </message>
    <message>
        <source>set a card aside</source>
        <translation>mettere da parte una carta</translation>
    </message>
    <message>
        <source>set aside {card}</source>
        <translation>mettere da parte {card}</translation>
    </message>
    <message>
        <source>take a posta</source>
        <translation>prendere una posta</translation>
    </message>
    <message>
        <source>take the Virtue {card}</source>
        <translation>prendere la Virtù {card}</translation>
    </message>
    <message>
        <source>take up {card}</source>
        <translation>mettersi in {card}</translation>
    </message>
    <message>
        <source>trade away a card</source>
        <translation>cedere una carta in un baratto</translation>
    </message>
    <message>
        <source>trade away {card}</source>
        <translation>cedere {card} in un baratto</translation>
    </message>
    <message>
        <source>turn the Streto Side card inside</source>
        <translation>girare la carta Lato dello Streto all&apos;interno</translation>
    </message>
    <message>
        <source>turn the Streto Side card outside</source>
        <translation>girare la carta Lato dello Streto all&apos;esterno</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>aspettare</translation>
    </message>
</context>
<context>
    <name>AudatiaCards</name>
    <message>
        <source>a character deck has {count} Basic cards, this one {found}</source>
        <translation>un mazzo personaggio ha {count} carte base; questo {found}</translation>
    </message>
    <message>
        <source>a character deck has {count} {type} cards, this one {found}</source>
        <translation>un mazzo personaggio ha {count} carte {type}; questo {found}</translation>
    </message>
    <message>
        <source>a posta on the {side} cannot strike {lines}</source>
        <translation>una posta sul lato {side} non può colpire {lines}</translation>
    </message>
    <message>
        <source>a remedy or counter works on the inside, the outside or both</source>
        <translation>un rimedio o contro agisce all&apos;interno, all&apos;esterno o su entrambi</translation>
    </message>
    <message>
        <source>a strike needs the Attack or the Parry symbol</source>
        <translation>un colpo richiede il simbolo di Attacco o di Parata</translation>
    </message>
    <message>
        <source>every Audatia card is a single card</source>
        <translation>ogni carta di Audatia è unica</translation>
    </message>
    <message>
        <source>is a card of {file} too</source>
        <translation>è anche una carta di {file}</translation>
    </message>
    <message>
        <source>is not a field of a {type} card</source>
        <translation>non è un campo di una carta {type}</translation>
    </message>
    <message>
        <source>must be 1 or 2, not {given}</source>
        <translation>deve essere 1 o 2, non {given}</translation>
    </message>
    <message>
        <source>must be a list of lines from {lines}, not {given}</source>
        <translation>deve essere un elenco di linee tra {lines}, non {given}</translation>
    </message>
    <message>
        <source>must be a table { virtue = …, amount = … }</source>
        <translation>deve essere una tabella { virtue = …, amount = … }</translation>
    </message>
    <message>
        <source>must be { shape = &quot;moon&quot;|&quot;night&quot;, height = &quot;high&quot;|&quot;low&quot; }</source>
        <translation>deve essere { shape = &quot;moon&quot;|&quot;night&quot;, height = &quot;high&quot;|&quot;low&quot; }</translation>
    </message>
    <message>
        <source>must be {value} for a {effect} skill (virtue and study only Out of Measure, feint and avoid only in measure)</source>
        <translation>deve essere {value} per un&apos;abilità {effect} (virtue e study solo fuori misura, feint e avoid solo in misura)</translation>
    </message>
    <message>
        <source>must name a posta of this deck, not {given}</source>
        <translation>deve indicare una posta di questo mazzo, non {given}</translation>
    </message>
    <message>
        <source>needs a virtue of {virtues} and an amount 1-4, not {given}</source>
        <translation>richiede una virtù tra {virtues} e una quantità da 1 a 4, non {given}</translation>
    </message>
    <message>
        <source>no parry at the same angle: a blow cannot list its own line</source>
        <translation>nessuna parata sullo stesso angolo: un colpo non può elencare la propria linea</translation>
    </message>
    <message>
        <source>only a punta carries the Exchange symbol</source>
        <translation>solo una punta porta il simbolo dello Scambio</translation>
    </message>
    <message>
        <source>the Virtue set holds virtue cards only, not {given}</source>
        <translation>il set delle Virtù contiene solo carte virtù, non {given}</translation>
    </message>
    <message>
        <source>the set has no {virtue} card</source>
        <translation>il set non ha la carta {virtue}</translation>
    </message>
    <message>
        <source>the {virtue} card&apos;s id is {id}</source>
        <translation>l&apos;id della carta {virtue} è {id}</translation>
    </message>
    <message>
        <source>there is no Audatia deck {deck}</source>
        <translation>non c&apos;è il mazzo di Audatia {deck}</translation>
    </message>
    <message>
        <source>{file} is {deck} too</source>
        <translation>anche {file} è {deck}</translation>
    </message>
    <message>
        <source>{virtue} has a card already: the set has one card of each virtue</source>
        <translation>{virtue} ha già una carta: il set ha una carta per ogni virtù</translation>
    </message>
</context>
<context>
    <name>AudatiaReasons</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n linea</numerusform>
            <numerusform>%n linee</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strike(s)</source>
        <translation>
            <numerusform>%n colpo</numerusform>
            <numerusform>%n colpi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Trade costs you %n card(s) for one new card.</source>
        <translation>
            <numerusform>Un baratto ti costa %n carta per una carta nuova.</numerusform>
            <numerusform>Un baratto ti costa %n carte per una carta nuova.</numerusform>
        </translation>
    </message>
    <message>
        <source>A thrust against his Extensa takes his posta: he owes a remedy on the outside.</source>
        <translation>Una punta contro la sua Extensa gli toglie la posta: deve giocare un rimedio all&apos;esterno.</translation>
    </message>
    <message>
        <source>Against his thrust the bind is Largo: you may strike next if he does not enter.</source>
        <translation>Contro la sua punta l&apos;incrocio è Largo: puoi colpire tu dopo, se lui non fa un&apos;Entrata di Audatia.</translation>
    </message>
    <message>
        <source>From {posta} {strikes} of your hand may attack (its Seven Swords show {lines}).</source>
        <translation>Da {posta} possono attaccare {strikes} della tua mano (le sue Sette Spade mostrano {lines}).</translation>
    </message>
    <message>
        <source>He has most Celeritas ({his} to {mine}): he may counterattack instead of parrying.</source>
        <translation>Ha più Celeritas ({his} a {mine}): può contrattaccare invece di parare.</translation>
    </message>
    <message>
        <source>It beats his Extensa aside and takes his posta: you strike next, in a Largo bind.</source>
        <translation>Scosta la sua Extensa e gli toglie la posta: colpisci tu dopo, in un incrocio Largo.</translation>
    </message>
    <message>
        <source>It is a perfect counter: its half closes the Moon and Night with his remedy&apos;s, and a perfect counter wins the duel.</source>
        <translation>È un contrario perfetto: la sua metà chiude la Luna e la Notte con quella del suo rimedio, e un contrario perfetto vince il duello.</translation>
    </message>
    <message>
        <source>Its half sits at the height of his remedy&apos;s: it answers the remedy.</source>
        <translation>La metà di questa carta è alla stessa altezza di quella del suo rimedio: risponde al rimedio.</translation>
    </message>
    <message>
        <source>No strike can parry {card}.</source>
        <translation>Nessun colpo può parare {card}.</translation>
    </message>
    <message>
        <source>No strike in your hand parries his {blow}.</source>
        <translation>Nessun colpo della tua mano para {blow} dell&apos;avversario.</translation>
    </message>
    <message>
        <source>None of the counter-remedies he may hold can answer it on the inside.</source>
        <translation>Nessuno dei contrari che può avere può contrastarlo all&apos;interno.</translation>
    </message>
    <message>
        <source>None of the counter-remedies he may hold can answer it on the outside.</source>
        <translation>Nessuno dei contrari che può avere può contrastarlo all&apos;esterno.</translation>
    </message>
    <message>
        <source>None of the strikes he may hold can parry it.</source>
        <translation>Nessuno dei colpi che può avere può pararlo.</translation>
    </message>
    <message numerus="yes">
        <source>Of the counter-remedies he may hold, %n can answer it on the inside; {perfect} of them perfectly.</source>
        <translation>
            <numerusform>Dei contrari che può avere, %n può contrastarlo all&apos;interno; {perfect} di essi perfettamente.</numerusform>
            <numerusform>Dei contrari che può avere, %n possono contrastarlo all&apos;interno; {perfect} di essi perfettamente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the counter-remedies he may hold, %n can answer it on the outside; {perfect} of them perfectly.</source>
        <translation>
            <numerusform>Dei contrari che può avere, %n può contrastarlo all&apos;esterno; {perfect} di essi perfettamente.</numerusform>
            <numerusform>Dei contrari che può avere, %n possono contrastarlo all&apos;esterno; {perfect} di essi perfettamente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the strikes he may hold, %n can parry it, each into a Largo bind.</source>
        <translation>
            <numerusform>Dei colpi che può avere, %n può pararlo, in un incrocio Largo.</numerusform>
            <numerusform>Dei colpi che può avere, %n possono pararlo, ognuno in un incrocio Largo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the strikes he may hold, %n can parry it; with {streto} of them the bind is Streto.</source>
        <translation>
            <numerusform>Dei colpi che può avere, %n può pararlo; con {streto} di essi l&apos;incrocio è Streto.</numerusform>
            <numerusform>Dei colpi che può avere, %n possono pararlo; con {streto} di essi l&apos;incrocio è Streto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only a strike on %n line(s) can parry {card}.</source>
        <translation>
            <numerusform>Solo un colpo su %n linea può parare {card}.</numerusform>
            <numerusform>Solo un colpo su %n linee può parare {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned to the inside, it lets you play %n of the remedies in your hand.</source>
        <translation>
            <numerusform>Girata all&apos;interno, ti permette di giocare %n dei rimedi della tua mano.</numerusform>
            <numerusform>Girata all&apos;interno, ti permette di giocare %n dei rimedi della tua mano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned to the outside, it lets you play %n of the remedies in your hand.</source>
        <translation>
            <numerusform>Girata all&apos;esterno, ti permette di giocare %n dei rimedi della tua mano.</numerusform>
            <numerusform>Girata all&apos;esterno, ti permette di giocare %n dei rimedi della tua mano.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unless he returns the salute, your first strike carries {n} more Audatia.</source>
        <translation>Se non ricambia il saluto, il tuo primo colpo porta {n} di Audatia in più.</translation>
    </message>
    <message>
        <source>With it you have most Audatia ({mine} to {his}): after a bind you may play a remedy at once.</source>
        <translation>Così hai più Audatia ({mine} a {his}): dopo un incrocio puoi giocare subito un rimedio.</translation>
    </message>
    <message>
        <source>With it you have most Celeritas ({mine} to {his}): you may counterattack instead of parrying.</source>
        <translation>Così hai più Celeritas ({mine} a {his}): puoi contrattaccare invece di parare.</translation>
    </message>
    <message>
        <source>With it you have most Fortitudo ({mine} to {his}): you turn the Streto Side card.</source>
        <translation>Così hai più Fortitudo ({mine} a {his}): giri la carta del Lato dello Streto.</translation>
    </message>
    <message numerus="yes">
        <source>With it you have most Prudentia ({mine} to {his}): a Trade costs you %n card(s) for one new card.</source>
        <translation>
            <numerusform>Così hai più Prudentia ({mine} a {his}): un baratto ti costa %n carta per una carta nuova.</numerusform>
            <numerusform>Così hai più Prudentia ({mine} a {his}): un baratto ti costa %n carte per una carta nuova.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have most Fortitudo ({mine} to {his}): you turn the Streto Side card.</source>
        <translation>Hai più Fortitudo ({mine} a {his}): giri la carta del Lato dello Streto.</translation>
    </message>
    <message>
        <source>{card} adds {n} to your {virtue}: {mine} to his {his}.</source>
        <translation>{card} ti dà {n} di {virtue} in più: tu {mine}, lui {his}.</translation>
    </message>
    <message>
        <source>{card} and his {blow} make a whole Sun: the bind is Streto.</source>
        <translation>{card} e {blow} dell&apos;avversario formano un Sole intero: l&apos;incrocio è Streto.</translation>
    </message>
    <message>
        <source>{card} and his {blow} make no whole Sun: the bind is Largo, and you may strike next if he does not enter.</source>
        <translation>{card} e {blow} dell&apos;avversario non formano un Sole intero: l&apos;incrocio è Largo, e puoi colpire tu dopo, se lui non fa un&apos;Entrata di Audatia.</translation>
    </message>
    <message>
        <source>{posta} adds {n} to your {virtue}: {total} while you stand in it.</source>
        <translation>{posta} ti dà {n} di {virtue} in più: {total} finché ci resti.</translation>
    </message>
    <message>
        <source>{posta} is an Extensa guard: before he can strike, he must beat it aside with a strike that carries the Parry symbol.</source>
        <translation>{posta} è una guardia Extensa: prima di colpire deve scostarla con un colpo che porti il simbolo di Parata.</translation>
    </message>
</context>
<context>
    <name>AudatiaScenarios</name>
    <message>
        <source>Genoa, 1406</source>
        <translation>Genova, 1406</translation>
    </message>
    <message>
        <source>Genoa, 1406. Eleven years on, Boucicaut, now governing Genoa for the King of France, meets Galeazzo again. You hold Boucicaut&apos;s sword.</source>
        <translation>Genova, 1406. Undici anni dopo Boucicaut, che ora governa Genova per il re di Francia, affronta di nuovo Galeazzo. Impugni la spada di Boucicaut.</translation>
    </message>
    <message>
        <source>History: Galeazzo won again at Genoa, and Boucicaut never reversed the result. Nine years later he led the French vanguard at Agincourt and was taken prisoner.</source>
        <translation>Storia: Galeazzo vinse di nuovo a Genova e Boucicaut non ribaltò mai il risultato. Nove anni dopo guidò l&apos;avanguardia francese ad Azincourt e fu fatto prigioniero.</translation>
    </message>
    <message>
        <source>History: at Padua the Italian had the better of the Marshal. Fiore&apos;s pupil carried the first of their two duels.</source>
        <translation>Storia: a Padova l&apos;italiano ebbe la meglio sul maresciallo. L&apos;allievo di Fiore vinse il primo dei loro due duelli.</translation>
    </message>
    <message>
        <source>Padua, 1395</source>
        <translation>Padova, 1395</translation>
    </message>
    <message>
        <source>Padua, 1395. Jean Le Maingre, Marshal Boucicaut, has challenged Galeazzo da Mantoa, a condottiero trained by Fiore dei Liberi. You hold Boucicaut&apos;s sword.</source>
        <translation>Padova, 1395. Jean Le Maingre, il maresciallo Boucicaut, ha sfidato Galeazzo da Mantoa, un condottiero allievo di Fiore dei Liberi. Impugni la spada di Boucicaut.</translation>
    </message>
</context>
<context>
    <name>AudatiaScene</name>
    <message>
        <source>A drawn duel: {reason}</source>
        <translation>Duello patto: {reason}</translation>
    </message>
    <message>
        <source>A drawn exchange</source>
        <translation>Scambio patto</translation>
    </message>
    <message>
        <source>A posta comes from your poste, not from the hand: click one when you may take it.</source>
        <translation>Una posta viene dalle tue poste, non dalla mano: cliccane una quando puoi prenderla.</translation>
    </message>
    <message>
        <source>Answer the Salute with a card on your discard pile, or Pass (W): he gets +4 Audatia.</source>
        <translation>Ricambia il Saluto con una carta sui tuoi scarti, o Passa (W): lui ottiene +4 di Audatia.</translation>
    </message>
    <message>
        <source>Answer the blow: drop a strike on your play area (it splits when a card can do more).</source>
        <translation>Rispondi al colpo: lascia un colpo sulla tua area di gioco (si divide quando una carta può fare di più).</translation>
    </message>
    <message>
        <source>Answer the mezano: a remedy, or a mandritto mezano against a roverso.</source>
        <translation>Rispondi al mezano: un rimedio, o un mandritto mezano contro un roverso.</translation>
    </message>
    <message>
        <source>Answer the salute</source>
        <translation>Ricambiare il saluto</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaccare</translation>
    </message>
    <message>
        <source>Attack now: you must if you can. With no attack, Wait (W): the duel is drawn.</source>
        <translation>Attacca ora: devi farlo se puoi. Senza attacco, Aspetta (W): il duello è patto.</translation>
    </message>
    <message>
        <source>Attack with a strike on your play area, click another posta, or Wait (W).</source>
        <translation>Attacca con un colpo sulla tua area di gioco, clicca un&apos;altra posta, o Aspetta (W).</translation>
    </message>
    <message>
        <source>Attack with a strike on your play area, or Wait (W).</source>
        <translation>Attacca con un colpo sulla tua area di gioco, o Aspetta (W).</translation>
    </message>
    <message>
        <source>Audatia Entry: a remedy or a feint on your play area, or Pass (W).</source>
        <translation>Entrata di Audatia: un rimedio o una finta sulla tua area di gioco, o Passa (W).</translation>
    </message>
    <message>
        <source>Avoid</source>
        <translation>Schivare</translation>
    </message>
    <message>
        <source>Beat the Extensa aside</source>
        <translation>Scostare l&apos;Extensa</translation>
    </message>
    <message>
        <source>Blow to answer</source>
        <translation>Colpo da rispondere</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Rompere</translation>
    </message>
    <message>
        <source>Break Off: both fencers return Out of Measure.</source>
        <translation>Separazione: entrambi gli schermidori tornano Fuori misura.</translation>
    </message>
    <message>
        <source>Change posta</source>
        <translation>Cambiare posta</translation>
    </message>
    <message>
        <source>Choose a card of your hand first (← →).</source>
        <translation>Scegli prima una carta della tua mano (← →).</translation>
    </message>
    <message>
        <source>Choose an action first: a letter, a number or W (F1 lists them).</source>
        <translation>Scegli prima un&apos;azione: una lettera, un numero o W (F1 le elenca).</translation>
    </message>
    <message>
        <source>Click a Virtue card to take it.</source>
        <translation>Clicca una carta Virtù per prenderla.</translation>
    </message>
    <message>
        <source>Click the posta you will stand in; it stays hidden until both have chosen.</source>
        <translation>Clicca la posta che assumerai; resta nascosta finché entrambi non hanno scelto.</translation>
    </message>
    <message>
        <source>Counter the remedy</source>
        <translation>Contrastare il rimedio</translation>
    </message>
    <message>
        <source>Counter the remedy with a counter-remedy on your play area.</source>
        <translation>Contrasta il rimedio con un contrario sulla tua area di gioco.</translation>
    </message>
    <message>
        <source>Counterattack</source>
        <translation>Contrattaccare</translation>
    </message>
    <message>
        <source>Counterattack!</source>
        <translation>Contrattacco!</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Done  (W)</source>
        <translation>Fatto  (W)</translation>
    </message>
    <message>
        <source>Drag an Out-of-Measure skill onto your play area, or Done (W).</source>
        <translation>Trascina un&apos;abilità Fuori misura sulla tua area di gioco, o Fatto (W).</translation>
    </message>
    <message>
        <source>Drop a card on a lit place: your play area, your discard pile or your deck (F1 tells which).</source>
        <translation>Lascia una carta su un posto illuminato: la tua area di gioco, i tuoi scarti o il tuo mazzo (F1 dice quale).</translation>
    </message>
    <message>
        <source>Drop a posta on your Posta place, or simply click it.</source>
        <translation>Lascia una posta sul tuo posto della Posta, o semplicemente cliccala.</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Scambio</translation>
    </message>
    <message>
        <source>Feint</source>
        <translation>Fintare</translation>
    </message>
    <message>
        <source>Hand {hand} · Row {row}</source>
        <translation>Mano {hand} · Fila {row}</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Mano: %n carta</numerusform>
            <numerusform>Mano: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Nascosta</translation>
    </message>
    <message>
        <source>In {posta}</source>
        <translation>In {posta}</translation>
    </message>
    <message>
        <source>Lay in your row</source>
        <translation>Posare nella fila</translation>
    </message>
    <message>
        <source>Lay your cards one by one on your play area: that is your row, left to right.</source>
        <translation>Posa le tue carte una per una sulla tua area di gioco: è la tua fila, da sinistra a destra.</translation>
    </message>
    <message>
        <source>Mezano to answer</source>
        <translation>Mezano da rispondere</translation>
    </message>
    <message>
        <source>Out of Measure</source>
        <translation>Fuori misura</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parare</translation>
    </message>
    <message>
        <source>Pass  (W)</source>
        <translation>Passa  (W)</translation>
    </message>
    <message>
        <source>Play a Streto Remedy on your play area, or Wait (W).</source>
        <translation>Gioca un Rimedio di Streto sulla tua area di gioco, o Aspetta (W).</translation>
    </message>
    <message>
        <source>Play a remedy on the side the Break leaves open, or Wait (W).</source>
        <translation>Gioca un rimedio sul lato che la Rottura lascia aperto, o Aspetta (W).</translation>
    </message>
    <message>
        <source>Play an Outside remedy or lose.</source>
        <translation>Gioca un rimedio Esterno o perdi.</translation>
    </message>
    <message>
        <source>Play the skill</source>
        <translation>Giocare l&apos;abilità</translation>
    </message>
    <message>
        <source>Points {points} · {cards}</source>
        <translation>Punti {points} · {cards}</translation>
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
        <translation>Rimedio: interno</translation>
    </message>
    <message>
        <source>Remedy: outside</source>
        <translation>Rimedio: esterno</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Salute</source>
        <translation>Salutare</translation>
    </message>
    <message>
        <source>Salute by dragging a card onto your discard pile, or Pass (W).</source>
        <translation>Saluta trascinando una carta sui tuoi scarti, o Passa (W).</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Mettere da parte</translation>
    </message>
    <message>
        <source>Side card: inside remedies only</source>
        <translation>Carta del Lato: solo rimedi interni</translation>
    </message>
    <message>
        <source>Side card: outside remedies only</source>
        <translation>Carta del Lato: solo rimedi esterni</translation>
    </message>
    <message>
        <source>Side card: remedies on either side</source>
        <translation>Carta del Lato: rimedi su entrambi i lati</translation>
    </message>
    <message>
        <source>Strike a mezano, or Wait (W).</source>
        <translation>Colpisci un mezano, o Aspetta (W).</translation>
    </message>
    <message>
        <source>Strike again after the feint.</source>
        <translation>Colpisci di nuovo dopo la finta.</translation>
    </message>
    <message>
        <source>Sword in the middle</source>
        <translation>Spada al centro</translation>
    </message>
    <message>
        <source>Sword on the left</source>
        <translation>Spada a sinistra</translation>
    </message>
    <message>
        <source>Sword on the right</source>
        <translation>Spada a destra</translation>
    </message>
    <message>
        <source>Take this Virtue</source>
        <translation>Prendere questa Virtù</translation>
    </message>
    <message>
        <source>Take this posta</source>
        <translation>Prendere questa posta</translation>
    </message>
    <message>
        <source>That cannot be chosen now.</source>
        <translation>Non si può scegliere ora.</translation>
    </message>
    <message>
        <source>That posta cannot be taken now.</source>
        <translation>Quella posta non si può prendere ora.</translation>
    </message>
    <message>
        <source>The Side card is to be turned</source>
        <translation>La carta del Lato va girata</translation>
    </message>
    <message>
        <source>The blades are apart: attack or wait</source>
        <translation>Le lame sono separate: attacca o aspetta</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Baratto</translation>
    </message>
    <message>
        <source>Trade: drag cards onto your discard pile (two per new card), then Done (W).</source>
        <translation>Baratto: trascina carte sui tuoi scarti (due per carta nuova), poi Fatto (W).</translation>
    </message>
    <message>
        <source>Turn the Side card</source>
        <translation>Girare la carta del Lato</translation>
    </message>
    <message>
        <source>Turn the Side card: click its left half for inside, its right half for outside.</source>
        <translation>Gira la carta del Lato: clicca la metà sinistra per interno, la destra per esterno.</translation>
    </message>
    <message>
        <source>Wait  (W)</source>
        <translation>Aspetta  (W)</translation>
    </message>
    <message>
        <source>You win the exchange</source>
        <translation>Vinci lo scambio</translation>
    </message>
    <message>
        <source>You win: {reason}</source>
        <translation>Vinci: {reason}</translation>
    </message>
    <message>
        <source>Your cards in play: {cards}</source>
        <translation>Le tue carte in gioco: {cards}</translation>
    </message>
    <message>
        <source>Your hand holds your Basic cards: drag those you do not want onto your discard pile, then Done (W).</source>
        <translation>La tua mano ha le tue carte Base: trascina sui tuoi scarti quelle che non vuoi, poi Fatto (W).</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>a Virtue you may take</source>
        <translation>una Virtù che puoi prendere</translation>
    </message>
    <message>
        <source>a posta you may take</source>
        <translation>una posta che puoi prendere</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>nella tua mano</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sinistra</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>centro</translation>
    </message>
    <message>
        <source>press its letter</source>
        <translation>premi la sua lettera</translation>
    </message>
    <message>
        <source>right</source>
        <translation>destra</translation>
    </message>
    <message>
        <source>{line} · draws {draws} (the second gives the duel to the Respondent)</source>
        <translation>{line} · patte {draws} (la seconda dà il duello allo Sfidato)</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>Tocca a {name}</translation>
    </message>
    <message>
        <source>{name} wins the exchange</source>
        <translation>{name} vince lo scambio</translation>
    </message>
    <message>
        <source>{name} wins: {reason}</source>
        <translation>{name} vince: {reason}</translation>
    </message>
    <message>
        <source>{name}&apos;s cards in play: {cards}</source>
        <translation>Carte in gioco di {name}: {cards}</translation>
    </message>
    <message>
        <source>{plate}; virtues {virtues}</source>
        <translation>{plate}; virtù {virtues}</translation>
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
        <translation>Dopo la parata: Entrata di Audatia o Finta</translation>
    </message>
    <message>
        <source>Answer the blow</source>
        <translation>Rispondi al colpo</translation>
    </message>
    <message>
        <source>Break: answer the mezano</source>
        <translation>Rottura: rispondi al mezano</translation>
    </message>
    <message>
        <source>Break: the Attacker&apos;s remedy</source>
        <translation>Rottura: il rimedio dell&apos;Attaccante</translation>
    </message>
    <message>
        <source>Break: the Defender&apos;s mezano</source>
        <translation>Rottura: il mezano del Difensore</translation>
    </message>
    <message>
        <source>Exchange: an Outside remedy or lose</source>
        <translation>Scambio: un rimedio Esterno o perdi</translation>
    </message>
    <message>
        <source>Feint: strike again</source>
        <translation>Finta: colpisci di nuovo</translation>
    </message>
    <message>
        <source>Largo: attack or wait</source>
        <translation>Largo: attacca o aspetta</translation>
    </message>
    <message>
        <source>Out of Measure: Trades</source>
        <translation>Fuori misura: Baratti</translation>
    </message>
    <message>
        <source>Out of Measure: choose a Posta</source>
        <translation>Fuori misura: scegli una Posta</translation>
    </message>
    <message>
        <source>Out of Measure: skills</source>
        <translation>Fuori misura: abilità</translation>
    </message>
    <message>
        <source>Out of Measure: the Challenger may attack</source>
        <translation>Fuori misura: lo Sfidante può attaccare</translation>
    </message>
    <message>
        <source>Out of Measure: the Challenger must attack</source>
        <translation>Fuori misura: lo Sfidante deve attaccare</translation>
    </message>
    <message>
        <source>Out of Measure: the Respondent may attack</source>
        <translation>Fuori misura: lo Sfidato può attaccare</translation>
    </message>
    <message>
        <source>Setup: answer the Salute</source>
        <translation>Preparazione: ricambia il Saluto</translation>
    </message>
    <message>
        <source>Setup: choose Virtues</source>
        <translation>Preparazione: scegli le Virtù</translation>
    </message>
    <message>
        <source>Setup: discard Basic cards and draw</source>
        <translation>Preparazione: scarta carte Base e pesca</translation>
    </message>
    <message>
        <source>Setup: the Salute</source>
        <translation>Preparazione: il Saluto</translation>
    </message>
    <message>
        <source>Streto: counter the remedy</source>
        <translation>Streto: contrasta il rimedio</translation>
    </message>
    <message>
        <source>Streto: remedy or wait</source>
        <translation>Streto: rimedio o aspetta</translation>
    </message>
    <message>
        <source>Streto: turn the Side card</source>
        <translation>Streto: gira la carta del Lato</translation>
    </message>
    <message>
        <source>Sudden death: lay your row</source>
        <translation>Morte improvvisa: posa la tua fila</translation>
    </message>
    <message>
        <source>The duel is over</source>
        <translation>Il duello è finito</translation>
    </message>
    <message>
        <source>a fencer has no strikes left</source>
        <translation>a uno schermidore non restano colpi</translation>
    </message>
    <message>
        <source>a mezano that could not be answered</source>
        <translation>un mezano senza risposta possibile</translation>
    </message>
    <message>
        <source>a perfect counter</source>
        <translation>un contrario perfetto</translation>
    </message>
    <message>
        <source>a remedy that could not be countered</source>
        <translation>un rimedio senza contrario possibile</translation>
    </message>
    <message>
        <source>an attack that could not be parried or avoided</source>
        <translation>un attacco che non si poteva parare né schivare</translation>
    </message>
    <message>
        <source>an exchanged thrust with no Outside remedy</source>
        <translation>una punta scambiata senza rimedio Esterno</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>ricambiare</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attaccare</translation>
    </message>
    <message>
        <source>avoid</source>
        <translation>schivare</translation>
    </message>
    <message>
        <source>beat</source>
        <translation>scostare</translation>
    </message>
    <message>
        <source>both rows are spent</source>
        <translation>entrambe le file sono esaurite</translation>
    </message>
    <message>
        <source>break</source>
        <translation>rompere</translation>
    </message>
    <message>
        <source>change</source>
        <translation>cambiare posta</translation>
    </message>
    <message>
        <source>choose a posta</source>
        <translation>scegliere una posta</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>contrattaccare</translation>
    </message>
    <message>
        <source>cycle</source>
        <translation>ciclare</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>mettere da parte</translation>
    </message>
    <message>
        <source>done</source>
        <translation>finire</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>scambiare</translation>
    </message>
    <message>
        <source>feint</source>
        <translation>fintare</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>all&apos;interno</translation>
    </message>
    <message>
        <source>lay a card face down to trade</source>
        <translation>posare una carta coperta per un baratto</translation>
    </message>
    <message>
        <source>left</source>
        <translation>a sinistra</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>al centro</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>nessuna risposta</translation>
    </message>
    <message>
        <source>no attack after the feint</source>
        <translation>nessun attacco dopo la finta</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>all&apos;esterno</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parare</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passare</translation>
    </message>
    <message>
        <source>place</source>
        <translation>posare nella fila</translation>
    </message>
    <message>
        <source>posta</source>
        <translation>prendere una posta</translation>
    </message>
    <message>
        <source>remedy</source>
        <translation>giocare un rimedio</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>contrastare</translation>
    </message>
    <message>
        <source>right</source>
        <translation>a destra</translation>
    </message>
    <message>
        <source>salute</source>
        <translation>salutare</translation>
    </message>
    <message>
        <source>side</source>
        <translation>girare la carta del Lato</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>giocare un&apos;abilità</translation>
    </message>
    <message>
        <source>the Challenger did not attack: a draw</source>
        <translation>lo Sfidante non ha attaccato: patta</translation>
    </message>
    <message>
        <source>the duel is over</source>
        <translation>il duello è finito</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>fare un baratto</translation>
    </message>
    <message>
        <source>two draws: the challenge failed</source>
        <translation>due patte: la sfida è fallita</translation>
    </message>
    <message>
        <source>virtue</source>
        <translation>prendere una Virtù</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>aspettare</translation>
    </message>
    <message>
        <source>{action}: Audatia has no such move</source>
        <translation>{action}: in Audatia questa mossa non esiste</translation>
    </message>
    <message>
        <source>{action}: a Trade lays {size} cards and you hold {held}</source>
        <translation>{action}: un baratto richiede {size} carte e ne hai {held}</translation>
    </message>
    <message>
        <source>{action}: a counterattack is answered only by parrying it with the same blow as {blow}</source>
        <translation>{action}: a un contrattacco si risponde solo parandolo con lo stesso colpo di {blow}</translation>
    </message>
    <message>
        <source>{action}: a counterattack is parried only with the same blow, a {line}</source>
        <translation>{action}: un contrattacco si para solo con lo stesso colpo: {line}</translation>
    </message>
    <message>
        <source>{action}: a roverso mezano is counterattacked with a mandritto mezano, and {card} is not one</source>
        <translation>{action}: a un roverso mezano si contrattacca con un mandritto mezano, e {card} non lo è</translation>
    </message>
    <message>
        <source>{action}: a thrust exchanges his Extensa guard {posta} only from a posta with the Exchange symbol</source>
        <translation>{action}: una punta scambia la guardia Extensa {posta} dell&apos;avversario solo da una posta con il simbolo dello Scambio</translation>
    </message>
    <message>
        <source>{action}: a thrust is broken with a cut, not with {card}</source>
        <translation>{action}: una punta si rompe con un taglio, non con {card}</translation>
    </message>
    <message>
        <source>{action}: after an Exchange only an Outside remedy may be played</source>
        <translation>{action}: dopo uno Scambio si può giocare solo un rimedio Esterno</translation>
    </message>
    <message>
        <source>{action}: finish the Trade first: lay one more card face down</source>
        <translation>{action}: prima completa il baratto: posa un&apos;altra carta coperta</translation>
    </message>
    <message>
        <source>{action}: from the poste a thrust is exchanged only when both poste carry the Exchange symbol, and his thrust came from a posta without it</source>
        <translation>{action}: dalle poste una punta si scambia solo se entrambe le poste portano il simbolo dello Scambio, e la punta dell&apos;avversario è partita da una posta che non lo porta</translation>
    </message>
    <message>
        <source>{action}: from the poste a thrust is exchanged only when both poste carry the Exchange symbol, and your {posta} does not</source>
        <translation>{action}: dalle poste una punta si scambia solo se entrambe le poste portano il simbolo dello Scambio, e {posta}, la tua posta, non lo porta</translation>
    </message>
    <message>
        <source>{action}: his {posta} is an Extensa guard: beat it aside with a strike that carries the Parry symbol, or exchange it with a thrust that carries the Exchange symbol</source>
        <translation>{action}: {posta} dell&apos;avversario è una guardia Extensa: scostala con un colpo che porti il simbolo di Parata, o scambiala con una punta che porti il simbolo dello Scambio</translation>
    </message>
    <message>
        <source>{action}: his {posta} may be attacked only with {lines}</source>
        <translation>{action}: {posta} dell&apos;avversario si può attaccare solo con {lines}</translation>
    </message>
    <message>
        <source>{action}: in Sudden death no card is cycled</source>
        <translation>{action}: nella Morte improvvisa non si cicla nessuna carta</translation>
    </message>
    <message>
        <source>{action}: not now; in {phase} you may {verbs}</source>
        <translation>{action}: non ora; in {phase} puoi {verbs}</translation>
    </message>
    <message>
        <source>{action}: only Basic cards are set aside in Setup, and {card} is not one</source>
        <translation>{action}: nella Preparazione si mettono da parte solo carte Base, e {card} non lo è</translation>
    </message>
    <message>
        <source>{action}: only a mezano may be played now, and {card} is not one</source>
        <translation>{action}: ora si può giocare solo un mezano, e {card} non lo è</translation>
    </message>
    <message>
        <source>{action}: only a roverso mezano is counterattacked, and {mezano} is a {line}</source>
        <translation>{action}: si contrattacca solo un roverso mezano, e la linea di {mezano} è {line}</translation>
    </message>
    <message>
        <source>{action}: only a thrust is answered so, and {blow} is a cut</source>
        <translation>{action}: così si risponde solo a una punta, e {blow} è un taglio</translation>
    </message>
    <message>
        <source>{action}: only the fencer with most {virtue} may do this</source>
        <translation>{action}: può farlo solo lo schermidore con più {virtue}</translation>
    </message>
    <message>
        <source>{action}: only the sword-turn over the top may answer instead of a counter-remedy, and {card} is not one</source>
        <translation>{action}: al posto di un contrario può rispondere solo il giro di spada di sopra, e {card} non lo è</translation>
    </message>
    <message>
        <source>{action}: that card is not in your hand</source>
        <translation>{action}: quella carta non è nella tua mano</translation>
    </message>
    <message>
        <source>{action}: that is not one of your poste</source>
        <translation>{action}: non è una delle tue poste</translation>
    </message>
    <message>
        <source>{action}: the Break leaves only the {open} open to a remedy</source>
        <translation>{action}: dopo la Rottura un rimedio si gioca solo {open}</translation>
    </message>
    <message>
        <source>{action}: the Break rule is off in this duel</source>
        <translation>{action}: la regola della Rottura è disattivata in questo duello</translation>
    </message>
    <message>
        <source>{action}: the Challenger must attack, and you may attack with {cards}</source>
        <translation>{action}: lo Sfidante deve attaccare, e puoi attaccare con {cards}</translation>
    </message>
    <message>
        <source>{action}: the Seven Swords of {posta} do not show the {line}</source>
        <translation>{action}: le Sette Spade di {posta} non mostrano {line}</translation>
    </message>
    <message>
        <source>{action}: the Side card turns to the inside or the outside</source>
        <translation>{action}: la carta del Lato si gira all&apos;interno o all&apos;esterno</translation>
    </message>
    <message>
        <source>{action}: the Streto Side card allows remedies on the {open} only</source>
        <translation>{action}: la carta del Lato dello Streto ammette rimedi solo {open}</translation>
    </message>
    <message>
        <source>{action}: there is no Extensa guard to beat aside</source>
        <translation>{action}: non c&apos;è nessuna guardia Extensa da scostare</translation>
    </message>
    <message>
        <source>{action}: there is no such Virtue</source>
        <translation>{action}: questa Virtù non esiste</translation>
    </message>
    <message>
        <source>{action}: you already stand in {posta}</source>
        <translation>{action}: sei già in {posta}</translation>
    </message>
    <message>
        <source>{action}: you hold no eligible attack to follow the Feint</source>
        <translation>{action}: non hai nessun attacco ammesso per seguire la Finta</translation>
    </message>
    <message>
        <source>{action}: your deck holds no card to replace one more ({laid} set aside, {deck} in the deck)</source>
        <translation>{action}: il tuo mazzo non ha carte per sostituirne un&apos;altra (messe da parte: {laid}, nel mazzo: {deck})</translation>
    </message>
    <message>
        <source>{action}: your deck is empty, so no card can be drawn</source>
        <translation>{action}: il tuo mazzo è vuoto, quindi non si può pescare nessuna carta</translation>
    </message>
    <message>
        <source>{action}: your sword is on the {side}, and a {line} is not played from there</source>
        <translation>{action}: la tua spada è {side}, e da lì non si gioca {line}</translation>
    </message>
    <message>
        <source>{action}: {blow} has no Counterattack symbol</source>
        <translation>{action}: {blow} non ha il simbolo di Contrattacco</translation>
    </message>
    <message>
        <source>{action}: {blow} is counterattacked only with the same blow, a {line}</source>
        <translation>{action}: {blow} si contrattacca solo con lo stesso colpo: {line}</translation>
    </message>
    <message>
        <source>{action}: {blow} may be parried only with {lines}, not with a {line}</source>
        <translation>{action}: {blow} si può parare solo con {lines}, non con {line}</translation>
    </message>
    <message>
        <source>{action}: {card} does not avoid a blow</source>
        <translation>{action}: {card} non serve a schivare un colpo</translation>
    </message>
    <message>
        <source>{action}: {card} does not meet {remedy} at the same height on the {side}</source>
        <translation>{action}: {card} non è alla stessa altezza di {remedy} {side}</translation>
    </message>
    <message>
        <source>{action}: {card} does not work on the {side}</source>
        <translation>{action}: {card} non agisce {side}</translation>
    </message>
    <message>
        <source>{action}: {card} has no Attack symbol</source>
        <translation>{action}: {card} non ha il simbolo di Attacco</translation>
    </message>
    <message>
        <source>{action}: {card} has no Break symbol</source>
        <translation>{action}: {card} non ha il simbolo di Rottura</translation>
    </message>
    <message>
        <source>{action}: {card} has no Counterattack symbol</source>
        <translation>{action}: {card} non ha il simbolo di Contrattacco</translation>
    </message>
    <message>
        <source>{action}: {card} has no Cycle symbol</source>
        <translation>{action}: {card} non ha il simbolo di Ciclo</translation>
    </message>
    <message>
        <source>{action}: {card} has no Parry symbol</source>
        <translation>{action}: {card} non ha il simbolo di Parata</translation>
    </message>
    <message>
        <source>{action}: {card} is not a Feint</source>
        <translation>{action}: {card} non è una Finta</translation>
    </message>
    <message>
        <source>{action}: {card} is not a Streto remedy</source>
        <translation>{action}: {card} non è un rimedio di Streto</translation>
    </message>
    <message>
        <source>{action}: {card} is not a counter-remedy</source>
        <translation>{action}: {card} non è un contrario</translation>
    </message>
    <message>
        <source>{action}: {card} is not a skill</source>
        <translation>{action}: {card} non è un&apos;abilità</translation>
    </message>
    <message>
        <source>{action}: {card} is not a strike</source>
        <translation>{action}: {card} non è un colpo</translation>
    </message>
    <message>
        <source>{action}: {card} is not a thrust with the Exchange symbol</source>
        <translation>{action}: {card} non è una punta con il simbolo dello Scambio</translation>
    </message>
    <message>
        <source>{action}: {card} is not played Out of Measure</source>
        <translation>{action}: {card} non si gioca Fuori misura</translation>
    </message>
    <message>
        <source>{action}: {card} strikes at the same angle as {blow}, and no blow is parried at its own angle</source>
        <translation>{action}: {card} colpisce con lo stesso angolo di {blow}, e nessun colpo si para con il proprio angolo</translation>
    </message>
    <message>
        <source>{action}: {remedy} must be answered with a counter-remedy</source>
        <translation>{action}: a {remedy} si deve rispondere con un contrario</translation>
    </message>
    <message>
        <source>{action}: {virtue} is already taken</source>
        <translation>{action}: {virtue} non è più disponibile</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} o {second}</translation>
    </message>
</context>
<context>
    <name>AudatiaStory</name>
    <message>
        <source>A drawn duel</source>
        <translation>Duello patto</translation>
    </message>
    <message>
        <source>A drawn exchange</source>
        <translation>Scambio patto</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>The roles change: you now challenge.</source>
        <translation>I ruoli si invertono: ora sfidi tu.</translation>
    </message>
    <message>
        <source>The roles change: {name} now challenges.</source>
        <translation>I ruoli si invertono: ora sfida {name}.</translation>
    </message>
    <message>
        <source>You win the duel</source>
        <translation>Vinci il duello</translation>
    </message>
    <message>
        <source>You win the exchange</source>
        <translation>Vinci lo scambio</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>{name} wins the duel</source>
        <translation>{name} vince il duello</translation>
    </message>
    <message>
        <source>{name} wins the exchange</source>
        <translation>{name} vince lo scambio</translation>
    </message>
</context>
<context>
    <name>AudatiaTable</name>
    <message>
        <source> — points {first}-{second}</source>
        <translation> — punti {first}-{second}</translation>
    </message>
    <message>
        <source>A drawn duel</source>
        <translation>Duello patto</translation>
    </message>
</context>
<context>
    <name>AudatiaText</name>
    <message>
        <source>Bind: {bind}</source>
        <translation>Incrocio: {bind}</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Sfidante</translation>
    </message>
    <message>
        <source>Draws: {draws}</source>
        <translation>Patte: {draws}</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Schermidore A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Schermidore B</translation>
    </message>
    <message>
        <source>Over: {reason}</source>
        <translation>Finito: {reason}</translation>
    </message>
    <message>
        <source>Points {first} - {second}</source>
        <translation>Punti {first} - {second}</translation>
    </message>
    <message>
        <source>Remedy to counter: {card} on the inside</source>
        <translation>Rimedio da contrastare: {card} all&apos;interno</translation>
    </message>
    <message>
        <source>Remedy to counter: {card} on the outside</source>
        <translation>Rimedio da contrastare: {card} all&apos;esterno</translation>
    </message>
    <message>
        <source>Respondent</source>
        <translation>Sfidato</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>La tua mano: {cards}</translation>
    </message>
    <message>
        <source>in {posta}</source>
        <translation>in {posta}</translation>
    </message>
    <message>
        <source>sword in the middle</source>
        <translation>spada al centro</translation>
    </message>
    <message>
        <source>sword on the left</source>
        <translation>spada a sinistra</translation>
    </message>
    <message>
        <source>sword on the right</source>
        <translation>spada a destra</translation>
    </message>
    <message>
        <source>the Side card allows inside remedies only</source>
        <translation>la carta del Lato ammette solo rimedi interni</translation>
    </message>
    <message>
        <source>the Side card allows outside remedies only</source>
        <translation>la carta del Lato ammette solo rimedi esterni</translation>
    </message>
    <message>
        <source>the Side card allows remedies on either side</source>
        <translation>la carta del Lato ammette rimedi su entrambi i lati</translation>
    </message>
    <message>
        <source>{name} ({deck}, {role}) {where}; virtues {virtues}; stack {stack}; hand {hand}, deck {cards}</source>
        <translation>{name} ({deck}, {role}) {where}; virtù {virtues}; pila {stack}; mano {hand}, mazzo {cards}</translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase}: tocca a te</translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase}: tocca a {name}</translation>
    </message>
</context>
<context>
    <name>BarditusActions</name>
    <message>
        <source>attack ahead with {card}</source>
        <translation>attaccare di fronte con {card}</translation>
    </message>
    <message>
        <source>attack the card opposite with {card}</source>
        <translation>attaccare la carta di fronte con {card}</translation>
    </message>
    <message>
        <source>attack {enemy} on the flank with {card}</source>
        <translation>attaccare {enemy} sul fianco con {card}</translation>
    </message>
    <message>
        <source>bring up the piece in {slot} to {to}</source>
        <translation>far avanzare il pezzo in {slot} fino a {to}</translation>
    </message>
    <message>
        <source>bring up the reserve behind {card}</source>
        <translation>far avanzare la riserva dietro {card}</translation>
    </message>
    <message>
        <source>bring up the reserve of column {column}</source>
        <translation>far avanzare la riserva della colonna {column}</translation>
    </message>
    <message>
        <source>bring up {slot} to {to}</source>
        <translation>far avanzare {slot} fino a {to}</translation>
    </message>
    <message>
        <source>command with the {die} on {card}</source>
        <translation>comandare con il {die} su {card}</translation>
    </message>
    <message>
        <source>command with the {die}, laid on {card}; the other die guards morale</source>
        <translation>comandare con il {die}, posato su {card}; l&apos;altro dado custodisce il morale</translation>
    </message>
    <message>
        <source>end the orders</source>
        <translation>terminare gli ordini</translation>
    </message>
    <message>
        <source>fall back from {slot} to {to}</source>
        <translation>ripiegare da {slot} a {to}</translation>
    </message>
    <message>
        <source>finish the list</source>
        <translation>completare la lista</translation>
    </message>
    <message>
        <source>flank column {column} with {card}</source>
        <translation>attaccare sul fianco la colonna {column} con {card}</translation>
    </message>
    <message>
        <source>its eighth place</source>
        <translation>posto 8 della stessa carta</translation>
    </message>
    <message>
        <source>its eleventh place</source>
        <translation>posto 11 della stessa carta</translation>
    </message>
    <message>
        <source>its fifth place</source>
        <translation>posto 5 della stessa carta</translation>
    </message>
    <message>
        <source>its first place</source>
        <translation>posto 1 della stessa carta</translation>
    </message>
    <message>
        <source>its first place in {rank}</source>
        <translation>posto 1 in {rank} della stessa carta</translation>
    </message>
    <message>
        <source>its fourth place</source>
        <translation>posto 4 della stessa carta</translation>
    </message>
    <message>
        <source>its fourth place in {rank}</source>
        <translation>posto 4 in {rank} della stessa carta</translation>
    </message>
    <message>
        <source>its front rank</source>
        <translation>prima fila della stessa carta</translation>
    </message>
    <message>
        <source>its ninth place</source>
        <translation>posto 9 della stessa carta</translation>
    </message>
    <message>
        <source>its place {number}</source>
        <translation>posto {number} della stessa carta</translation>
    </message>
    <message>
        <source>its rank {number}</source>
        <translation>fila {number} della stessa carta</translation>
    </message>
    <message>
        <source>its second place</source>
        <translation>posto 2 della stessa carta</translation>
    </message>
    <message>
        <source>its second place in {rank}</source>
        <translation>posto 2 in {rank} della stessa carta</translation>
    </message>
    <message>
        <source>its second rank</source>
        <translation>seconda fila della stessa carta</translation>
    </message>
    <message>
        <source>its seventh place</source>
        <translation>posto 7 della stessa carta</translation>
    </message>
    <message>
        <source>its sixth place</source>
        <translation>posto 6 della stessa carta</translation>
    </message>
    <message>
        <source>its tenth place</source>
        <translation>posto 10 della stessa carta</translation>
    </message>
    <message>
        <source>its third place</source>
        <translation>posto 3 della stessa carta</translation>
    </message>
    <message>
        <source>its third place in {rank}</source>
        <translation>posto 3 in {rank} della stessa carta</translation>
    </message>
    <message>
        <source>its third rank</source>
        <translation>terza fila della stessa carta</translation>
    </message>
    <message>
        <source>its twelfth place</source>
        <translation>posto 12 della stessa carta</translation>
    </message>
    <message>
        <source>keep the general back</source>
        <translation>tenere indietro il generale</translation>
    </message>
    <message>
        <source>lay {card} behind, column {column}</source>
        <translation>schierare {card} dietro, colonna {column}</translation>
    </message>
    <message>
        <source>lay {card} in front, column {column}</source>
        <translation>schierare {card} davanti, colonna {column}</translation>
    </message>
    <message>
        <source>lay {card} in the front line, column {column}</source>
        <translation>schierare {card} in prima linea, colonna {column}</translation>
    </message>
    <message>
        <source>lay {card} in the rear line, column {column}</source>
        <translation>schierare {card} in retrovia, colonna {column}</translation>
    </message>
    <message>
        <source>lead at the front</source>
        <translation>guidare in prima linea</translation>
    </message>
    <message>
        <source>lose the piece in {slot}</source>
        <translation>perdere il pezzo in {slot}</translation>
    </message>
    <message>
        <source>lose the pursuer from column {column}</source>
        <translation>perdere l&apos;inseguitore della colonna {column}</translation>
    </message>
    <message>
        <source>lose {slot}</source>
        <translation>perdere {slot}</translation>
    </message>
    <message>
        <source>order {card} to rally</source>
        <translation>ordinare a {card} di radunarsi</translation>
    </message>
    <message>
        <source>place {number}</source>
        <translation>posto {number}</translation>
    </message>
    <message>
        <source>place {number} behind</source>
        <translation>posto {number} dietro</translation>
    </message>
    <message>
        <source>pursue with the piece in {slot}</source>
        <translation>inseguire con il pezzo in {slot}</translation>
    </message>
    <message>
        <source>rally the piece in {slot} to {to}</source>
        <translation>radunare il pezzo in {slot} su {to}</translation>
    </message>
    <message>
        <source>rally {slot} to {to}</source>
        <translation>radunare {slot} su {to}</translation>
    </message>
    <message>
        <source>rank {number}</source>
        <translation>fila {number}</translation>
    </message>
    <message>
        <source>roll {die}</source>
        <translation>tirare {die}</translation>
    </message>
    <message>
        <source>send the piece in {slot} after the beaten enemy</source>
        <translation>mandare il pezzo in {slot} dietro al nemico battuto</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>prendere {card}</translation>
    </message>
    <message>
        <source>the eighth place</source>
        <translation>posto 8</translation>
    </message>
    <message>
        <source>the eleventh place</source>
        <translation>posto 11</translation>
    </message>
    <message>
        <source>the enemy&apos;s front card in column {column}</source>
        <translation>carta nemica di prima linea nella colonna {column}</translation>
    </message>
    <message>
        <source>the fifth place</source>
        <translation>posto 5</translation>
    </message>
    <message>
        <source>the first place</source>
        <translation>posto 1</translation>
    </message>
    <message>
        <source>the first place in {rank}</source>
        <translation>posto 1 in {rank}</translation>
    </message>
    <message>
        <source>the fourth place</source>
        <translation>posto 4</translation>
    </message>
    <message>
        <source>the fourth place in {rank}</source>
        <translation>posto 4 in {rank}</translation>
    </message>
    <message>
        <source>the front card of column {column}</source>
        <translation>carta di prima linea della colonna {column}</translation>
    </message>
    <message>
        <source>the front rank</source>
        <translation>prima fila</translation>
    </message>
    <message>
        <source>the ninth place</source>
        <translation>posto 9</translation>
    </message>
    <message>
        <source>the pursuer of {card} on {enemy}</source>
        <translation>inseguitore di {card} su {enemy}</translation>
    </message>
    <message>
        <source>the pursuer on column {column}</source>
        <translation>l&apos;inseguitore sulla colonna {column}</translation>
    </message>
    <message>
        <source>the rear card of column {column}</source>
        <translation>carta di retrovia della colonna {column}</translation>
    </message>
    <message>
        <source>the second place</source>
        <translation>posto 2</translation>
    </message>
    <message>
        <source>the second place in {rank}</source>
        <translation>posto 2 in {rank}</translation>
    </message>
    <message>
        <source>the second rank</source>
        <translation>seconda fila</translation>
    </message>
    <message>
        <source>the seventh place</source>
        <translation>posto 7</translation>
    </message>
    <message>
        <source>the sixth place</source>
        <translation>posto 6</translation>
    </message>
    <message>
        <source>the tenth place</source>
        <translation>posto 10</translation>
    </message>
    <message>
        <source>the third place</source>
        <translation>posto 3</translation>
    </message>
    <message>
        <source>the third place in {rank}</source>
        <translation>posto 3 in {rank}</translation>
    </message>
    <message>
        <source>the third rank</source>
        <translation>terza fila</translation>
    </message>
    <message>
        <source>the twelfth place</source>
        <translation>posto 12</translation>
    </message>
    <message>
        <source>{place} of {card}</source>
        <translation>{place} di {card}</translation>
    </message>
</context>
<context>
    <name>BarditusCards</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>a Barditus card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>una carta di Barditus non ha un tipo proprio (&quot;card&quot;), non {type}</translation>
    </message>
    <message>
        <source>a front card needs a filled sword slot (X or B) to fight</source>
        <translation>una carta di prima linea ha bisogno di una casella spada occupata (X o B) per combattere</translation>
    </message>
    <message>
        <source>a front card&apos;s abilities are some of {allowed}, not {given}</source>
        <translation>le abilità di una carta di prima linea sono alcune tra {allowed}, non {given}</translation>
    </message>
    <message>
        <source>a list has {front} front cards, not {count}</source>
        <translation>una lista ha {front} carte di prima linea, non {count}</translation>
    </message>
    <message>
        <source>a list has {least} to {most} rear cards, not {count}</source>
        <translation>una lista ha da {least} a {most} carte di retrovia, non {count}</translation>
    </message>
    <message>
        <source>a rear card is a reserve (abilities = [&quot;reserve&quot;]) or terrain</source>
        <translation>una carta di retroguardia è una riserva (abilities = [&quot;reserve&quot;]) o un terreno</translation>
    </message>
    <message>
        <source>a rear card&apos;s abilities are some of {allowed}, not {given}</source>
        <translation>le abilità di una carta di retroguardia sono alcune tra {allowed}, non {given}</translation>
    </message>
    <message>
        <source>a reserve holds pieces on filled slots only and is no terrain</source>
        <translation>una riserva ha pezzi solo su caselle occupate e non è un terreno</translation>
    </message>
    <message>
        <source>an army needs front cards for two different lists</source>
        <translation>un esercito ha bisogno di carte di prima linea per due liste diverse</translation>
    </message>
    <message>
        <source>an army offers at least {least} rear cards</source>
        <translation>un esercito offre almeno {least} carte di retroguardia</translation>
    </message>
    <message>
        <source>is a card of the {army} too</source>
        <translation>è anche una carta dei {army}</translation>
    </message>
    <message>
        <source>is not a Barditus card field</source>
        <translation>non è un campo di carta di Barditus</translation>
    </message>
    <message>
        <source>is the card&apos;s points: a whole number from 0 to {most}</source>
        <translation>sono i punti della carta: un numero intero da 0 a {most}</translation>
    </message>
    <message>
        <source>must be a list of 1 to {most} rows</source>
        <translation>deve essere un elenco da 1 a {most} righe</translation>
    </message>
    <message>
        <source>must be front or rear, not {given}</source>
        <translation>deve essere front o rear, non {given}</translation>
    </message>
    <message>
        <source>must be one of {armies}</source>
        <translation>deve essere uno tra {armies}</translation>
    </message>
    <message>
        <source>no list of {front} front and {rear} rear cards fits {most} points (the cheapest costs {low})</source>
        <translation>nessuna lista di {front} carte di prima linea e {rear} di retroguardia sta in {most} punti (la più economica costa {low})</translation>
    </message>
    <message>
        <source>only front cards (units) have a quality</source>
        <translation>solo le carte di prima linea (unità) hanno una qualità</translation>
    </message>
    <message>
        <source>only rear cards are terrain</source>
        <translation>solo le carte di retroguardia sono terreno</translation>
    </message>
    <message>
        <source>open ground has only open D slots (d)</source>
        <translation>il terreno aperto ha solo caselle D libere (d)</translation>
    </message>
    <message>
        <source>row {row} must be 1 to {most} of the letters X O B N D (upper case filled), not {given}</source>
        <translation>la riga {row} deve avere da 1 a {most} delle lettere X O B N D (maiuscola: occupata), non {given}</translation>
    </message>
    <message>
        <source>row {row}: a D slot is where a retreat leaves a piece disordered, so it is open (d)</source>
        <translation>riga {row}: una casella D è dove una ritirata lascia un pezzo in disordine, quindi è libera (d)</translation>
    </message>
    <message>
        <source>the army has {copies} {card}, not {count}</source>
        <translation>l&apos;esercito ha {copies} {card}, non {count}</translation>
    </message>
    <message>
        <source>the list costs {points} points; at most {most}</source>
        <translation>la lista costa {points} punti; al massimo {most}</translation>
    </message>
    <message>
        <source>there is no card file for the {army} ({file})</source>
        <translation>non c&apos;è un file di carte per i {army} ({file})</translation>
    </message>
    <message>
        <source>woods have open slots without D: retreats there stay in order</source>
        <translation>il bosco ha caselle libere senza D: lì le ritirate restano in ordine</translation>
    </message>
    <message>
        <source>{card} is not a card of the {army}</source>
        <translation>{card} non è una carta di {army}</translation>
    </message>
    <message>
        <source>{file} is {army} too</source>
        <translation>anche {file} è {army}</translation>
    </message>
</context>
<context>
    <name>BarditusDice</name>
    <message>
        <source> on {need}+</source>
        <translation> con {need}+</translation>
    </message>
    <message>
        <source> — a tie: both roll again</source>
        <translation>; pareggio: entrambi ritirano</translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n scudo</numerusform>
            <numerusform>%n scudi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n six(es) (pursuit)</source>
        <translation>
            <numerusform>, %n sei (inseguimento)</numerusform>
            <numerusform>, %n sei (inseguimento)</numerusform>
        </translation>
    </message>
    <message>
        <source>1 shield or none</source>
        <translation>1 scudo o nessuno</translation>
    </message>
    <message>
        <source>5 shields or more</source>
        <translation>5 scudi o più</translation>
    </message>
    <message numerus="yes">
        <source>: %n hit(s)</source>
        <translation>
            <numerusform>: %n colpo</numerusform>
            <numerusform>: %n colpi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n hit(s) evaded</source>
        <translation>
            <numerusform>: %n colpo schivato</numerusform>
            <numerusform>: %n colpi schivati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n piece(s) may return</source>
        <translation>
            <numerusform>: %n pezzo può tornare</numerusform>
            <numerusform>: %n pezzi possono tornare</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>Command roll (the general leads): three dice</source>
        <translation>Tiro di comando (il generale guida): tre dadi</translation>
    </message>
    <message>
        <source>Command roll {dice}: keep {lo} and {hi}. One goes on a front card as the command die, the other is morale.</source>
        <translation>Tiro di comando {dice}: tieni {lo} e {hi}. Uno va su una carta di prima linea come dado di comando, l&apos;altro è il morale.</translation>
    </message>
    <message>
        <source>Command roll {dice}: two equal high dice — the general is lost! Keep {lo} and {hi}.</source>
        <translation>Tiro di comando {dice}: due dadi alti uguali. Il generale è perduto! Tieni {lo} e {hi}.</translation>
    </message>
    <message>
        <source>Command roll: three dice</source>
        <translation>Tiro di comando: tre dadi</translation>
    </message>
    <message>
        <source>Counter-attack</source>
        <translation>Contrattacco</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Schivata</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Attacco sul fianco</translation>
    </message>
    <message>
        <source>Last command roll: {dice}</source>
        <translation>Ultimo tiro di comando: {dice}</translation>
    </message>
    <message>
        <source>Last command roll: {dice}; morale {morale}</source>
        <translation>Ultimo tiro di comando: {dice}; morale {morale}</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Raduno</translation>
    </message>
    <message>
        <source>Rally of {card}</source>
        <translation>Raduno di {card}</translation>
    </message>
    <message>
        <source>Roll-off: {dice}</source>
        <translation>Tiro iniziale: {dice}</translation>
    </message>
    <message>
        <source>Roll-off: {dice} — deploys first, moves first</source>
        <translation>Tiro iniziale: {dice}; schiera per primo, muove per primo</translation>
    </message>
    <message>
        <source>Roll-off…</source>
        <translation>Tiro iniziale…</translation>
    </message>
    <message>
        <source>Skirmishers evade</source>
        <translation>Gli schermagliatori schivano</translation>
    </message>
    <message>
        <source>a six</source>
        <translation>un sei</translation>
    </message>
    <message>
        <source>command</source>
        <translation>comando</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>scartato</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>fallisce</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>tenuto</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>morale</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>va a segno</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>vince</translation>
    </message>
    <message numerus="yes">
        <source>{label}: %n dice against {against}, {need} scores</source>
        <translation>
            <numerusform>{label}: %n dado contro {against}, va a segno con {need}</numerusform>
            <numerusform>{label}: %n dadi contro {against}, vanno a segno con {need}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusFace</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the badge of a Barditus army card</comment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusItems</name>
    <message>
        <source>Casualties: {lost}</source>
        <translation>Perdite: {lost}</translation>
    </message>
    <message>
        <source>Column {column}</source>
        <translation>Colonna {column}</translation>
    </message>
    <message>
        <source>Losses {losses}: {destroyed} destroyed + {disordered} disordered</source>
        <translation>Perdite {losses}: {destroyed} distrutti + {disordered} in disordine</translation>
    </message>
    <message>
        <source>Margin {margin} · {gauge}</source>
        <translation>Margine {margin} · {gauge}</translation>
    </message>
    <message>
        <source>Steady {steady}: {shields} on shields + morale die {morale}</source>
        <translation>Saldi {steady}: {shields} sugli scudi + dado del morale {morale}</translation>
    </message>
    <message>
        <source>front line</source>
        <translation>prima linea</translation>
    </message>
    <message>
        <source>morale die</source>
        <translation>dado del morale</translation>
    </message>
    <message>
        <source>rallies on {need}+</source>
        <translation>si raduna con {need}+</translation>
    </message>
    <message>
        <source>rear line</source>
        <translation>retrovia</translation>
    </message>
</context>
<context>
    <name>BarditusLayout</name>
    <message numerus="yes">
        <source>An order to {card} (F{column}) costs {cost} now ({why}) · orders {used}/2 · %n command point(s) left</source>
        <translation>
            <numerusform>Un ordine a {card} (F{column}) ora costa {cost} ({why}) · ordini {used}/2 · resta %n punto di comando</numerusform>
            <numerusform>Un ordine a {card} (F{column}) ora costa {cost} ({why}) · ordini {used}/2 · restano %n punti di comando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Breaks after %n more loss(es)</source>
        <translation>
            <numerusform>Cede dopo %n altra perdita</numerusform>
            <numerusform>Cede dopo altre %n perdite</numerusform>
        </translation>
    </message>
    <message>
        <source>Broken: losses exceed steadiness</source>
        <translation>In rotta: le perdite superano la saldezza</translation>
    </message>
    <message>
        <source>Column {column} is empty.</source>
        <translation>La colonna {column} è vuota.</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milizia</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terreno aperto</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retrovia</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regolare</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Riserva</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veterano</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Guerriero</translation>
    </message>
    <message>
        <source>Woods: retreat in order</source>
        <translation>Bosco: ripiegamento in ordine</translation>
    </message>
    <message>
        <source>far from the general</source>
        <translation>lontano dal generale</translation>
    </message>
    <message>
        <source>first order 1 less</source>
        <translation>primo ordine 1 in meno</translation>
    </message>
    <message>
        <source>flanking</source>
        <translation>aggiramento</translation>
    </message>
    <message>
        <source>next to the general</source>
        <translation>accanto al generale</translation>
    </message>
    <message>
        <source>pursuit</source>
        <translation>inseguimento</translation>
    </message>
    <message>
        <source>skirmishers</source>
        <translation>schermagliatori</translation>
    </message>
    <message>
        <source>the empty column {column}</source>
        <translation>la colonna vuota {column}</translation>
    </message>
    <message>
        <source>under the general</source>
        <translation>sotto il generale</translation>
    </message>
    <message>
        <source>{card} in column {column}</source>
        <translation>{card} nella colonna {column}</translation>
    </message>
    <message>
        <source>{card}: orders {used}/2 this turn</source>
        <translation>{card}: ordini {used}/2 in questo turno</translation>
    </message>
    <message>
        <source>{head}. Orders cost 1-3 by distance from the general (militia: no discount).</source>
        <translation>{head}. Gli ordini costano 1-3 secondo la distanza dal generale (milizia: nessuno sconto).</translation>
    </message>
    <message>
        <source>{head}. Orders cost 1-3 by distance from the general; its first is 1 cheaper.</source>
        <translation>{head}. Gli ordini costano 1-3 secondo la distanza dal generale; il primo costa 1 in meno.</translation>
    </message>
    <message>
        <source>{head}: no more orders for it.</source>
        <translation>{head}: niente più ordini per lei.</translation>
    </message>
    <message>
        <source>{points}/20 points · front {front}/4 · rear {rear} (4-6)</source>
        <translation>{points}/20 punti · prima linea {front}/4 · retrovia {rear} (4-6)</translation>
    </message>
</context>
<context>
    <name>BarditusMoves</name>
    <message>
        <source>A six: drag a sword piece of the attacking card onto the beaten enemy card.</source>
        <translation>Un sei: trascina un pezzo di spada della carta attaccante sulla carta nemica battuta.</translation>
    </message>
    <message>
        <source>Choose first: ← → picks a piece, die or card, ↑ ↓ where it goes (F1 lists the keys).</source>
        <translation>Scegli prima: ← → sceglie pezzo, dado o carta, ↑ ↓ dove va (F1 elenca i tasti).</translation>
    </message>
    <message>
        <source>Click a card of your army (or drag it onto your list) to take it; List complete (D) when done.</source>
        <translation>Fai clic su una carta del tuo esercito (o trascinala nella tua lista) per prenderla; Lista completa (D) quando hai finito.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>Fatto (D)</translation>
    </message>
    <message>
        <source>Double-click a front card (or click it, Enter) to attack the card opposite; drag it onto a diagonal card to flank; Rally and Reserve buttons; End orders (E).</source>
        <translation>Doppio clic su una carta di prima linea (o clic e Invio) per attaccare la carta di fronte; trascinala su una carta in diagonale per aggirare; pulsanti Raduno e Riserva; Fine ordini (E).</translation>
    </message>
    <message>
        <source>Drag a card of your hand onto an empty place: front cards to the front line, the rest behind.</source>
        <translation>Trascina una carta della tua mano su un posto vuoto: quelle di prima linea in prima linea, le altre dietro.</translation>
    </message>
    <message>
        <source>Drag a kept die onto one of your front cards: it becomes the command die there, the other your morale.</source>
        <translation>Trascina un dado tenuto su una delle tue carte di prima linea: lì diventa il dado di comando, l&apos;altro il tuo morale.</translation>
    </message>
    <message>
        <source>Drag the reserve&apos;s pieces up to empty filled slots of the front card, then Done (D).</source>
        <translation>Porta i pezzi della riserva sulle caselle piene vuote della carta di prima linea, poi Fatto (D).</translation>
    </message>
    <message>
        <source>Drop a front card on the enemy card opposite to battle it (diagonal: a flank attack).</source>
        <translation>Lascia una carta di prima linea sulla carta nemica di fronte per combatterla (in diagonale: attacco sul fianco).</translation>
    </message>
    <message>
        <source>Drop a piece on a lit slot, on the enemy card it pursues, or on your casualties.</source>
        <translation>Lascia un pezzo su una casella illuminata, sulla carta nemica che insegue o sulle tue perdite.</translation>
    </message>
    <message>
        <source>Drop a pursuer on a lit slot of its home card (rally) or on your casualties.</source>
        <translation>Lascia un inseguitore su una casella illuminata della sua carta d&apos;origine (raduno) o sulle tue perdite.</translation>
    </message>
    <message>
        <source>Drop on a lit place: a piece on a slot, the enemy card or your casualties; a die or a front card on a card (F1 tells more).</source>
        <translation>Lascia su un posto illuminato: un pezzo su una casella, sulla carta nemica o sulle tue perdite; un dado o una carta di prima linea su una carta (F1 spiega di più).</translation>
    </message>
    <message>
        <source>Drop the card on an empty place of your formation: front cards in front, rear behind.</source>
        <translation>Lascia la carta su un posto vuoto del tuo schieramento: quelle di prima linea davanti, le altre dietro.</translation>
    </message>
    <message>
        <source>Drop the card on your list at the bottom, or just click it.</source>
        <translation>Lascia la carta sulla tua lista in basso, o semplicemente fai clic su di essa.</translation>
    </message>
    <message>
        <source>Drop the die on one of your front cards: the general stands there.</source>
        <translation>Lascia il dado su una delle tue carte di prima linea: lì starà il generale.</translation>
    </message>
    <message>
        <source>End orders</source>
        <translation>Fine ordini</translation>
    </message>
    <message>
        <source>End orders (E)</source>
        <translation>Fine ordini (E)</translation>
    </message>
    <message>
        <source>Hold back</source>
        <translation>Restare indietro</translation>
    </message>
    <message>
        <source>Hold back (H)</source>
        <translation>Restare indietro (H)</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Guidare</translation>
    </message>
    <message>
        <source>Lead at the front (L)</source>
        <translation>Guidare in prima linea (L)</translation>
    </message>
    <message>
        <source>Lead at the front (L): keep the two highest dice, but two equal high dice lose the general; or Hold back (H).</source>
        <translation>Guidare in prima linea (L): tieni i due dadi più alti, ma due dadi alti uguali ti costano il generale; oppure Restare indietro (H).</translation>
    </message>
    <message>
        <source>List complete (D)</source>
        <translation>Lista completa (D)</translation>
    </message>
    <message>
        <source>Rallied: drag each lit piece back to an empty filled slot of its front card.</source>
        <translation>Radunati: trascina ogni pezzo illuminato su una casella piena vuota della sua carta di prima linea.</translation>
    </message>
    <message>
        <source>Rally {card} · {cost} (R)</source>
        <translation>Raduno {card} · {cost} (R)</translation>
    </message>
    <message>
        <source>Reserve {card} · {cost} (V)</source>
        <translation>Riserva {card} · {cost} (V)</translation>
    </message>
    <message>
        <source>Take each hit: drag a piece of the struck card to an empty open slot behind it (retreat), or onto your casualties.</source>
        <translation>Subisci ogni colpo: trascina un pezzo della carta colpita su una casella aperta vuota dietro di esso (ripiegamento) o sulle tue perdite.</translation>
    </message>
    <message>
        <source>That piece has no move now. {hint}</source>
        <translation>Quel pezzo ora non ha mosse. {hint}</translation>
    </message>
    <message>
        <source>The enemy pursues out of the card your pursuers stand on: drag one of them to your casualties.</source>
        <translation>Il nemico insegue dalla carta su cui stanno i tuoi inseguitori: trascinane uno sulle tue perdite.</translation>
    </message>
    <message>
        <source>The {value} was dropped: the general takes one of the kept dice (gold rings).</source>
        <translation>Il {value} è stato scartato: il generale prende uno dei dadi tenuti (anelli dorati).</translation>
    </message>
    <message numerus="yes">
        <source>{action} — Enter to play; or click another lit place (%n choices, ↑ ↓ to step through them).</source>
        <translation>
            <numerusform>{action}: Invio per giocare; oppure fai clic su un altro posto illuminato (%n scelta, ↑ ↓ per scorrerle).</numerusform>
            <numerusform>{action}: Invio per giocare; oppure fai clic su un altro posto illuminato (%n scelte, ↑ ↓ per scorrerle).</numerusform>
        </translation>
    </message>
    <message>
        <source>{word} is not possible now. {hint}</source>
        <translation>{word} non è possibile ora. {hint}</translation>
    </message>
</context>
<context>
    <name>BarditusReasons</name>
    <message numerus="yes">
        <source>%n command point(s)</source>
        <translation>
            <numerusform>%n punto di comando</numerusform>
            <numerusform>%n punti di comando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n scudo</numerusform>
            <numerusform>%n scudi</numerusform>
        </translation>
    </message>
    <message>
        <source>A flank attack draws no counter-attack.</source>
        <translation>Un attacco sul fianco non provoca contrattacco.</translation>
    </message>
    <message numerus="yes">
        <source>He strikes back with %n die(s) as the cards stand, scoring on a {need} or more; each 6 you roll sends a pursuer that takes one of them away.</source>
        <translation>
            <numerusform>Contrattacca con %n dado così come stanno le carte, che va a segno con {need} o più; ogni 6 che tiri manda un inseguitore che glielo toglie.</numerusform>
            <numerusform>Contrattacca con %n dadi così come stanno le carte, che vanno a segno con {need} o più; ogni 6 che tiri manda un inseguitore che gliene toglie uno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Held back, the general is safe; leading, he would be lost on about {percent}% of rolls.</source>
        <translation>Tenuto indietro, il generale è al sicuro; in prima linea sarebbe perduto in circa il {percent}% dei tiri.</translation>
    </message>
    <message>
        <source>His army is broken already: its losses outweigh its shields and morale by {by}.</source>
        <translation>Il suo esercito ha già ceduto: le sue perdite superano i suoi scudi e il suo morale di {by}.</translation>
    </message>
    <message>
        <source>His army stands {margin} from breaking, yours {mine}.</source>
        <translation>Il suo esercito è a {margin} dal cedere, il tuo a {mine}.</translation>
    </message>
    <message>
        <source>His card has nothing to strike back with.</source>
        <translation>La sua carta non ha nulla con cui contrattaccare.</translation>
    </message>
    <message numerus="yes">
        <source>It brings %n piece(s) up from the reserve to the front card.</source>
        <translation>
            <numerusform>Porta %n pezzo dalla riserva alla carta di prima linea.</numerusform>
            <numerusform>Porta %n pezzi dalla riserva alla carta di prima linea.</numerusform>
        </translation>
    </message>
    <message>
        <source>It costs nothing: it is this card&apos;s first order this turn, where the general stands.</source>
        <translation>Non costa nulla: è il primo ordine di questa carta in questo turno, dove sta il generale.</translation>
    </message>
    <message>
        <source>It costs {points} of your {command}, leaving {left}.</source>
        <translation>Costa {points} dei tuoi {command}, e ne restano {left}.</translation>
    </message>
    <message>
        <source>It costs {points} of your {command}.</source>
        <translation>Costa {points} dei tuoi {command}.</translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits before his skirmishers evade.</source>
        <translation>
            <numerusform>Tira %n dado contro {shields}: va a segno con {need} o più, circa {hits} colpi prima che i suoi schermagliatori schivino.</numerusform>
            <numerusform>Tira %n dadi contro {shields}: ognuno va a segno con {need} o più, circa {hits} colpi prima che i suoi schermagliatori schivino.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits.</source>
        <translation>
            <numerusform>Tira %n dado contro {shields}: va a segno con {need} o più, circa {hits} colpi.</numerusform>
            <numerusform>Tira %n dadi contro {shields}: ognuno va a segno con {need} o più, circa {hits} colpi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s), one for each piece out of order, each bringing one back on a {need} or more: about {back} pieces back.</source>
        <translation>
            <numerusform>Tira %n dado, uno per ogni pezzo in disordine, che lo riporta indietro con {need} o più: circa {back} pezzi recuperati.</numerusform>
            <numerusform>Tira %n dadi, uno per ogni pezzo in disordine, e ognuno ne riporta indietro uno con {need} o più: circa {back} pezzi recuperati.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leading, he keeps your two highest dice, but on about {percent}% of rolls they are equal and he is lost.</source>
        <translation>In prima linea ti fa tenere i due dadi più alti, ma in circa il {percent}% dei tiri sono uguali ed è perduto.</translation>
    </message>
    <message>
        <source>The other die, {die}, guards morale: your army then stands {margin} from breaking (shields and morale against pieces destroyed and disordered).</source>
        <translation>L&apos;altro dado, {die}, custodisce il morale: il tuo esercito resta allora a {margin} dal cedere (scudi e morale contro pezzi distrutti e in disordine).</translation>
    </message>
    <message>
        <source>Your army still stands {margin} from breaking.</source>
        <translation>Il tuo esercito è ancora a {margin} dal cedere.</translation>
    </message>
    <message>
        <source>Your army then stands {margin} from breaking ({now} now).</source>
        <translation>Il tuo esercito resta allora a {margin} dal cedere (ora {now}).</translation>
    </message>
</context>
<context>
    <name>BarditusScene</name>
    <message numerus="yes">
        <source> · %n command point(s) left</source>
        <translation>
            <numerusform> · resta %n punto di comando</numerusform>
            <numerusform> · restano %n punti di comando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · {name}: %n command point(s) left</source>
        <translation>
            <numerusform> · {name}: resta %n punto di comando</numerusform>
            <numerusform> · {name}: restano %n punti di comando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) to take</source>
        <translation>
            <numerusform>%n colpo da subire</numerusform>
            <numerusform>%n colpi da subire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) may go back: {places}</source>
        <translation>
            <numerusform>%n pezzo può tornare: {places}</numerusform>
            <numerusform>%n pezzi possono tornare: {places}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) on shields: battle dice score on {need} against it.</source>
        <translation>
            <numerusform>%n pezzo sugli scudi: i dadi di battaglia vanno a segno con {need} contro di essa.</numerusform>
            <numerusform>%n pezzi sugli scudi: i dadi di battaglia vanno a segno con {need} contro di essa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n six(es) to pursue</source>
        <translation>
            <numerusform>%n sei per inseguire</numerusform>
            <numerusform>%n sei per inseguire</numerusform>
        </translation>
    </message>
    <message>
        <source>: {gauge}, {lost} destroyed, morale die {morale}</source>
        <translation>: {gauge}, {lost} distrutti, dado del morale {morale}</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Una carta</translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Battaglia pari</translation>
    </message>
    <message>
        <source>An empty place</source>
        <translation>Un posto vuoto</translation>
    </message>
    <message>
        <source>Attacking</source>
        <translation>Attacca</translation>
    </message>
    <message>
        <source>Both roll a die: the higher deploys first and moves first.</source>
        <translation>Entrambi tirano un dado: il più alto schiera per primo e muove per primo.</translation>
    </message>
    <message>
        <source>Building a secret list…</source>
        <translation>Compone una lista segreta…</translation>
    </message>
    <message>
        <source>Counter-attacking</source>
        <translation>Contrattacca</translation>
    </message>
    <message>
        <source>Deployment, one card each in turn.
You won the roll-off: you deploy first, move first.</source>
        <translation>Schieramento, una carta a testa a turno.
Hai vinto il tiro iniziale: schieri per primo, muovi per primo.</translation>
    </message>
    <message>
        <source>Deployment, one card each in turn.
{name} won the roll-off: deploys first, moves first.</source>
        <translation>Schieramento, una carta a testa a turno.
{name} ha vinto il tiro iniziale: schiera per primo, muove per primo.</translation>
    </message>
    <message>
        <source>Dice of {name}</source>
        <translation>Dadi di {name}</translation>
    </message>
    <message>
        <source>Each army builds its list in turn, unseen: the cards show only as they are deployed.</source>
        <translation>Ogni esercito compone la sua lista a turno, senza essere visto: le carte si vedono solo quando sono schierate.</translation>
    </message>
    <message>
        <source>Each card shows its points (the disc) and its slots: swords roll battle dice, shields turn them away and steady the army; D slots are disorder.</source>
        <translation>Ogni carta mostra i suoi punti (il disco) e le sue caselle: le spade tirano i dadi di battaglia, gli scudi li respingono e danno saldezza all&apos;esercito; le caselle D sono disordine.</translation>
    </message>
    <message>
        <source>Front line: {cards}</source>
        <translation>Prima linea: {cards}</translation>
    </message>
    <message>
        <source>General lost: keeps the two lowest command dice.</source>
        <translation>Generale perduto: tiene i 2 dadi più bassi.</translation>
    </message>
    <message>
        <source>Hover a card to read it: swords roll dice, shields turn them away and steady the army, D is disorder; dashed slots start empty.</source>
        <translation>Passa il mouse su una carta per leggerla: le spade tirano dadi, gli scudi li respingono e danno saldezza all&apos;esercito, D è disordine; le caselle tratteggiate partono vuote.</translation>
    </message>
    <message>
        <source>Hover a front card: what an order to it costs now, and its orders this turn (0/2).</source>
        <translation>Passa il mouse su una carta di prima linea: quanto costa ora un ordine e i suoi ordini di questo turno (0/2).</translation>
    </message>
    <message numerus="yes">
        <source>List ready: %n card(s), hidden until deployed.</source>
        <translation>
            <numerusform>Lista pronta: %n carta, nascosta fino allo schieramento.</numerusform>
            <numerusform>Lista pronta: %n carte, nascoste fino allo schieramento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>List ready: %n card(s).</source>
        <translation>
            <numerusform>Lista pronta: %n carta.</numerusform>
            <numerusform>Lista pronta: %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass the screen. Your army list and the cards you have not deployed stay hidden until you are ready.

Press Enter or click to continue.</source>
        <translation>Passa lo schermo. La lista del tuo esercito e le carte non ancora schierate restano nascoste finché non sei pronto.

Premi Invio o fai clic per continuare.</translation>
    </message>
    <message>
        <source>Rally of {card}</source>
        <translation>Raduno di {card}</translation>
    </message>
    <message>
        <source>Rear cards beyond four stay out of the battle.</source>
        <translation>Le carte di retrovia oltre la quarta restano fuori dalla battaglia.</translation>
    </message>
    <message>
        <source>Rear line: {cards}</source>
        <translation>Retrovia: {cards}</translation>
    </message>
    <message>
        <source>Reserve of {card}</source>
        <translation>Riserva di {card}</translation>
    </message>
    <message>
        <source>Round {round} of {turns} · turn of {name}</source>
        <translation>Round {round} di {turns} · turno di {name}</translation>
    </message>
    <message>
        <source>Round {round} of {turns} · your turn</source>
        <translation>Round {round} di {turns} · il tuo turno</translation>
    </message>
    <message>
        <source>Struck</source>
        <translation>Colpita</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La battaglia è finita</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>I dadi rotolano…</translation>
    </message>
    <message>
        <source>The general leads at the front this turn.</source>
        <translation>Il generale guida in prima linea in questo turno.</translation>
    </message>
    <message>
        <source>Waits to build a secret list.</source>
        <translation>Aspetta di comporre una lista segreta.</translation>
    </message>
    <message>
        <source>You win ({reason})</source>
        <translation>Vinci ({reason})</translation>
    </message>
    <message>
        <source>You won the roll-off and moved first.</source>
        <translation>Hai vinto il tiro iniziale e hai mosso per primo.</translation>
    </message>
    <message>
        <source>Your cards in hand: {cards}</source>
        <translation>Le tue carte in mano: {cards}</translation>
    </message>
    <message>
        <source>Your cards stay hidden until deployed.</source>
        <translation>Le tue carte restano nascoste finché non sono schierate.</translation>
    </message>
    <message>
        <source>Your dice</source>
        <translation>I tuoi dadi</translation>
    </message>
    <message>
        <source>Your die showing {value}</source>
        <translation>Il tuo dado, che mostra {value}</translation>
    </message>
    <message>
        <source>Your list: click or drop the cards you take</source>
        <translation>La tua lista: fai clic o lascia qui le carte che prendi</translation>
    </message>
    <message>
        <source>Your list: {cards}</source>
        <translation>La tua lista: {cards}</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>Your piece: {place}</source>
        <translation>Il tuo pezzo: {place}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>battaglia</translation>
    </message>
    <message>
        <source>counter-attack</source>
        <translation>contrattacco</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>flank attack</source>
        <translation>attacco sul fianco</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>order {used}/2 · costs {cost}</source>
        <translation>ordine {used}/2 · costa {cost}</translation>
    </message>
    <message>
        <source>orders 2/2: done</source>
        <translation>ordini 2/2: fatto</translation>
    </message>
    <message>
        <source>{attacker} against {defender}: {fight}</source>
        <translation>{attacker} contro {defender}: {fight}</translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n piece(s))</source>
        <translation>
            <numerusform>{card} (%n pezzo)</numerusform>
            <numerusform>{card} (%n pezzi)</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} ({points}), in your army, to take</source>
        <translation>{card} ({points}), nel tuo esercito, da prendere</translation>
    </message>
    <message>
        <source>{card} ({points}), in your hand</source>
        <translation>{card} ({points}), nella tua mano</translation>
    </message>
    <message>
        <source>{left} of {copies} left</source>
        <translation>ne restano {left} su {copies}</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>Tocca a {name}</translation>
    </message>
    <message>
        <source>{name} wins ({reason})</source>
        <translation>{name} vince ({reason})</translation>
    </message>
    <message>
        <source>{name} won the roll-off and moved first.</source>
        <translation>{name} ha vinto il tiro iniziale e ha mosso per primo.</translation>
    </message>
    <message>
        <source>{name}, the enemy&apos;s front card in column {column}</source>
        <translation>{name}, la carta nemica di prima linea nella colonna {column}</translation>
    </message>
    <message>
        <source>{name}, the enemy&apos;s rear card in column {column}</source>
        <translation>{name}, la carta nemica di retrovia nella colonna {column}</translation>
    </message>
    <message>
        <source>{name}, your front card in column {column}</source>
        <translation>{name}, la tua carta di prima linea nella colonna {column}</translation>
    </message>
    <message>
        <source>{name}, your rear card in column {column}</source>
        <translation>{name}, la tua carta di retrovia nella colonna {column}</translation>
    </message>
    <message numerus="yes">
        <source>{placed} of 8 places filled · %n card(s) in hand</source>
        <translation>
            <numerusform>{placed} posti su 8 occupati · %n carta in mano</numerusform>
            <numerusform>{placed} posti su 8 occupati · %n carte in mano</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusState</name>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>A pursuer of yours is caught</source>
        <translation>Uno dei tuoi inseguitori è catturato</translation>
    </message>
    <message>
        <source>Army building: take four front cards and four to six rear cards (20 points)</source>
        <translation>Composizione dell&apos;esercito: prendi quattro carte di prima linea e da quattro a sei di retrovia (20 punti)</translation>
    </message>
    <message>
        <source>Battle dice</source>
        <translation>Dadi di battaglia</translation>
    </message>
    <message>
        <source>Command: choose the command die and the card where the general stands</source>
        <translation>Comando: scegli il dado di comando e la carta dove sta il generale</translation>
    </message>
    <message>
        <source>Command: three dice</source>
        <translation>Comando: tre dadi</translation>
    </message>
    <message>
        <source>Command: will the general lead at the front?</source>
        <translation>Comando: il generale guiderà in prima linea?</translation>
    </message>
    <message>
        <source>Deployment: lay one card in your formation</source>
        <translation>Schieramento: posa una carta nel tuo schieramento</translation>
    </message>
    <message>
        <source>Orders: battle, rally or reserve, paid from the command die</source>
        <translation>Ordini: battaglia, raduno o riserva, col dado di comando</translation>
    </message>
    <message>
        <source>Pursuit: a piece follows each six</source>
        <translation>Inseguimento: un pezzo segue ogni sei</translation>
    </message>
    <message>
        <source>Rally dice</source>
        <translation>Dadi di raduno</translation>
    </message>
    <message>
        <source>Rally: move the rallied pieces back to filled slots</source>
        <translation>Raduno: riporta i pezzi radunati su caselle piene</translation>
    </message>
    <message>
        <source>Reserve: bring pieces up to the front card</source>
        <translation>Riserva: porta pezzi sulla carta di prima linea</translation>
    </message>
    <message>
        <source>Roll-off: the higher die deploys first and moves first</source>
        <translation>Tiro iniziale: il dado più alto schiera per primo e muove per primo</translation>
    </message>
    <message>
        <source>Skirmishers evade</source>
        <translation>Gli schermagliatori schivano</translation>
    </message>
    <message>
        <source>Take the hits: retreat or lose a piece for each</source>
        <translation>Subisci i colpi: ripiega o perdi un pezzo per ciascuno</translation>
    </message>
    <message>
        <source>That card</source>
        <translation>Quella carta</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La battaglia è finita</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>a die is to be rolled first</source>
        <translation>prima bisogna tirare un dado</translation>
    </message>
    <message>
        <source>a die shows 1 to 6, not {die}</source>
        <translation>un dado mostra da 1 a 6, non {die}</translation>
    </message>
    <message>
        <source>a disordered piece falls back only onto a D slot: a retreat never mends its disorder</source>
        <translation>un pezzo in disordine ripiega solo su una casella D: un ripiegamento non ripara mai il suo disordine</translation>
    </message>
    <message>
        <source>a flank attack from {card} strikes an enemy card diagonally beside the one opposite, not {enemy}</source>
        <translation>un attacco sul fianco di {card} colpisce una carta nemica in diagonale, accanto a quella di fronte, non {enemy}</translation>
    </message>
    <message>
        <source>a flank attack is made only when the card opposite has no pieces left</source>
        <translation>si attacca sul fianco solo quando alla carta di fronte non restano pezzi</translation>
    </message>
    <message>
        <source>a formation has no such place: its cards stand in columns 1 to 4, in the front line and the rear line</source>
        <translation>uno schieramento non ha questo posto: le sue carte stanno nelle colonne da 1 a 4, in prima linea e in retrovia</translation>
    </message>
    <message>
        <source>a piece of the reserve moves up to an empty filled slot of {card}</source>
        <translation>un pezzo della riserva avanza su una casella piena vuota di {card}</translation>
    </message>
    <message>
        <source>a piece on a sword slot of {card} follows the beaten enemy</source>
        <translation>un pezzo su una casella di spada di {card} segue il nemico battuto</translation>
    </message>
    <message>
        <source>a piece retreats straight back, to an empty open slot behind it on its card or the rear card</source>
        <translation>un pezzo ripiega dritto indietro, su una casella aperta vuota dietro di sé sulla sua carta o sulla carta di retrovia</translation>
    </message>
    <message>
        <source>a pursuing piece of this card must be lost before any other</source>
        <translation>un pezzo inseguitore di questa carta va perso prima di ogni altro</translation>
    </message>
    <message>
        <source>a rallied piece goes back to an empty filled slot of its front card, within its filled slots</source>
        <translation>un pezzo radunato torna su una casella piena vuota della sua carta di prima linea, tra le sue caselle piene</translation>
    </message>
    <message>
        <source>an order to {card} costs {cost}; command points left: {left}</source>
        <translation>un ordine a {card} costa {cost}; punti di comando rimasti: {left}</translation>
    </message>
    <message>
        <source>only a piece of the reserve behind {card} moves up</source>
        <translation>avanza solo un pezzo della riserva dietro {card}</translation>
    </message>
    <message>
        <source>only a piece whose rally die succeeded goes back</source>
        <translation>torna solo un pezzo il cui dado di raduno è riuscito</translation>
    </message>
    <message>
        <source>take a card</source>
        <translation>prendere una carta</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>la battaglia è finita</translation>
    </message>
    <message>
        <source>the command die is one of the dice kept ({kept}), laid on one of your front cards</source>
        <translation>il dado di comando è uno dei dadi tenuti ({kept}), posato su una delle tue carte di prima linea</translation>
    </message>
    <message>
        <source>the enemy card opposite {card} has no pieces left to fight: a flank attack may strike a card diagonally beside it</source>
        <translation>alla carta nemica di fronte a {card} non restano pezzi per combattere: un attacco sul fianco può colpire una carta in diagonale accanto a quella</translation>
    </message>
    <message>
        <source>the enemy&apos;s {card}</source>
        <translation>{card} del nemico</translation>
    </message>
    <message>
        <source>the enemy&apos;s {card} in column {column}</source>
        <translation>{card} del nemico nella colonna {column}</translation>
    </message>
    <message>
        <source>the hit falls on {card}: one of its pieces, or of its pursuers out, takes it</source>
        <translation>il colpo cade su {card}: lo subisce uno dei suoi pezzi, o dei suoi inseguitori partiti</translation>
    </message>
    <message>
        <source>the list is not legal yet: {problem}</source>
        <translation>la lista non è ancora valida: {problem}</translation>
    </message>
    <message>
        <source>the pursuer lost is one of yours standing on {enemy}</source>
        <translation>l&apos;inseguitore perso è uno dei tuoi che stanno su {enemy}</translation>
    </message>
    <message>
        <source>the reserve behind {card} has no pieces left</source>
        <translation>alla riserva dietro {card} non restano pezzi</translation>
    </message>
    <message>
        <source>the {army} has only {copies} {card}</source>
        <translation>{army} ha solo {copies} {card}</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>the {card} behind column {column}</source>
        <translation>{card} dietro la colonna {column}</translation>
    </message>
    <message>
        <source>the {card} in column {column}</source>
        <translation>{card} nella colonna {column}</translation>
    </message>
    <message>
        <source>{action}: not now; the {phase} phase asks for {expected}</source>
        <translation>{action}: non ora; la fase {phase} chiede {expected}</translation>
    </message>
    <message>
        <source>{card} ({points}) would leave no legal list within {most} points and {front} front and {rear_min}-{rear_max} rear cards</source>
        <translation>{card} ({points}) non lascerebbe alcuna lista valida entro {most} punti e {front} carte di prima linea e {rear_min}-{rear_max} di retrovia</translation>
    </message>
    <message>
        <source>{card} already stands in that place: one card to a place</source>
        <translation>{card} sta già in quel posto: una carta per posto</translation>
    </message>
    <message>
        <source>{card} has had its two orders this turn</source>
        <translation>{card} ha già avuto i suoi due ordini in questo turno</translation>
    </message>
    <message>
        <source>{card} has no empty filled slot for a rallied piece to go back to</source>
        <translation>{card} non ha una casella piena vuota su cui possa tornare un pezzo radunato</translation>
    </message>
    <message>
        <source>{card} has no men on it to fight (its pursuers fight with it)</source>
        <translation>{card} non ha uomini per combattere (i suoi inseguitori combattono con lei)</translation>
    </message>
    <message>
        <source>{card} has no piece out of order to rally</source>
        <translation>{card} non ha pezzi in disordine da radunare</translation>
    </message>
    <message>
        <source>{card} has no pieces on sword slots to roll battle dice</source>
        <translation>{card} non ha pezzi su caselle di spada per tirare i dadi di battaglia</translation>
    </message>
    <message>
        <source>{card} has no reserve behind it</source>
        <translation>{card} non ha una riserva alle spalle</translation>
    </message>
    <message>
        <source>{card} has no room for another piece: a card holds no more pieces than it has filled slots, each on an empty filled slot</source>
        <translation>{card} non ha posto per un altro pezzo: una carta non tiene più pezzi delle sue caselle piene, ciascuno su una casella piena vuota</translation>
    </message>
    <message>
        <source>{card} is a front line card: it is laid in the front line</source>
        <translation>{card} è una carta di prima linea: si schiera in prima linea</translation>
    </message>
    <message>
        <source>{card} is a rear line card: it is laid in the rear line, behind a front card</source>
        <translation>{card} è una carta di retrovia: si schiera in retrovia, dietro una carta di prima linea</translation>
    </message>
    <message>
        <source>{card} is not a card of the {army}</source>
        <translation>{card} non è una carta di {army}</translation>
    </message>
    <message>
        <source>{card} is not among the cards of your list still to deploy</source>
        <translation>{card} non è tra le carte della tua lista ancora da schierare</translation>
    </message>
    <message>
        <source>{card} stands in the rear line: choose one of your front cards</source>
        <translation>{card} sta in retrovia: scegli una delle tue carte di prima linea</translation>
    </message>
    <message>
        <source>{enemy} has no pieces left to fight</source>
        <translation>{enemy} non ha più pezzi per combattere</translation>
    </message>
</context>
<context>
    <name>BarditusStory</name>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Battaglia pari</translation>
    </message>
    <message>
        <source>After {rounds} rounds neither army broke; the one further from breaking wins (margins {a} and {b}).</source>
        <translation>Dopo {rounds} round nessun esercito ha ceduto; vince quello più lontano dal cedere (margini {a} e {b}).</translation>
    </message>
    <message>
        <source>Attack of {name} in column {column}</source>
        <translation>Attacco di {name} nella colonna {column}</translation>
    </message>
    <message>
        <source>Counter-attack of {name} in column {column}</source>
        <translation>Contrattacco di {name} nella colonna {column}</translation>
    </message>
    <message>
        <source>Pieces destroyed</source>
        <translation>Pezzi distrutti</translation>
    </message>
    <message>
        <source>The {army} broke: {losses} losses ({destroyed} destroyed, {disordered} disordered) against {steady} steady ({shields} on shields, morale die {morale}).</source>
        <translation>{army} ha ceduto: {losses} perdite ({destroyed} distrutti, {disordered} in disordine) contro {steady} di saldezza ({shields} sugli scudi, dado del morale {morale}).</translation>
    </message>
    <message>
        <source>You win the battle</source>
        <translation>Vinci la battaglia</translation>
    </message>
    <message>
        <source>Your attack in column {column}</source>
        <translation>Il tuo attacco nella colonna {column}</translation>
    </message>
    <message>
        <source>Your counter-attack in column {column}</source>
        <translation>Il tuo contrattacco nella colonna {column}</translation>
    </message>
    <message>
        <source>pieces destroyed</source>
        <translation>pezzi distrutti</translation>
    </message>
    <message>
        <source>untouched</source>
        <translation>intatto</translation>
    </message>
    <message>
        <source>{army}: {losses}.</source>
        <translation>{army}: {losses}.</translation>
    </message>
    <message>
        <source>{count} destroyed</source>
        <translation>{count} distrutti</translation>
    </message>
    <message>
        <source>{count} fell back</source>
        <translation>{count} ripiegati</translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation>{name} vince la battaglia</translation>
    </message>
</context>
<context>
    <name>BarditusText</name>
    <message>
        <source> +{count} away</source>
        <translation> +{count} fuori</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vuota)</translation>
    </message>
    <message>
        <source>, general on column {column}</source>
        <translation>, generale nella colonna {column}</translation>
    </message>
    <message>
        <source>Army A</source>
        <translation>Esercito A</translation>
    </message>
    <message>
        <source>Army B</source>
        <translation>Esercito B</translation>
    </message>
    <message numerus="yes">
        <source>Command dice kept {dice}, %n point(s) left</source>
        <translation>
            <numerusform>Dadi di comando tenuti {dice}, resta %n punto</numerusform>
            <numerusform>Dadi di comando tenuti {dice}, restano %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Last roll of {name} ({purpose}): {dice}</source>
        <translation>Ultimo tiro di {name} ({purpose}): {dice}</translation>
    </message>
    <message>
        <source>Over: {reason}</source>
        <translation>Finita: {reason}</translation>
    </message>
    <message>
        <source>Your cards in hand: {cards}</source>
        <translation>Le tue carte in mano: {cards}</translation>
    </message>
    <message>
        <source>Your last roll ({purpose}): {dice}</source>
        <translation>Il tuo ultimo tiro ({purpose}): {dice}</translation>
    </message>
    <message>
        <source>an army broke</source>
        <translation>un esercito ha ceduto</translation>
    </message>
    <message>
        <source>the last round was fought</source>
        <translation>si è combattuto l&apos;ultimo round</translation>
    </message>
    <message numerus="yes">
        <source>{name} ({army}): {lost} destroyed, morale die {morale}, %n card(s) in hand</source>
        <translation>
            <numerusform>{name} ({army}): {lost} distrutti, dado del morale {morale}, %n carta in mano</numerusform>
            <numerusform>{name} ({army}): {lost} distrutti, dado del morale {morale}, %n carte in mano</numerusform>
        </translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase}: tocca a te</translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase}: tocca a {name}</translation>
    </message>
</context>
<context>
    <name>BarditusUI</name>
    <message>
        <source> — pieces destroyed {a}-{b}</source>
        <translation> — pezzi distrutti {a}-{b}</translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Battaglia pari</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message numerus="yes">
        <source>%n D marker(s)</source>
        <translation>
            <numerusform>%n segnalino D</numerusform>
            <numerusform>%n segnalini D</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty marker(s)</source>
        <translation>
            <numerusform>%n segnalino di perdita</numerusform>
            <numerusform>%n segnalini di perdita</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command die place(s)</source>
        <translation>
            <numerusform>%n casella del dado di comando</numerusform>
            <numerusform>%n caselle del dado di comando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n generale</numerusform>
            <numerusform>%n generali</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale die place(s)</source>
        <translation>
            <numerusform>%n casella del dado del morale</numerusform>
            <numerusform>%n caselle del dado del morale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pursuit marker(s)</source>
        <translation>
            <numerusform>%n segnalino di inseguimento</numerusform>
            <numerusform>%n segnalini di inseguimento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit piece(s)</source>
        <translation>
            <numerusform>%n pezzo di unità</numerusform>
            <numerusform>%n pezzi di unità</numerusform>
        </translation>
    </message>
    <message>
        <source>Barditus tokens — cut along the grey lines. Unit pieces stand on the filled slots at set-up; the dice sit on their places; markers as play needs them.</source>
        <translation>Segnalini di Barditus — ritaglia lungo le linee grigie. Allo schieramento i pezzi di unità vanno sulle caselle piene, i dadi sulle loro caselle, i segnalini quando il gioco li chiede.</translation>
    </message>
    <message>
        <source>Bout period</source>
        <translation>Tempo dell’assalto</translation>
    </message>
    <message>
        <source>Command</source>
        <comment>a die place</comment>
        <translation>Comando</translation>
    </message>
    <message>
        <source>En Garde piste</source>
        <translation>Pedana di En Garde</translation>
    </message>
    <message>
        <source>General</source>
        <comment>the general&apos;s marker</comment>
        <translation>Generale</translation>
    </message>
    <message>
        <source>Green fencer</source>
        <translation>Schermidore verde</translation>
    </message>
    <message>
        <source>Initiative coin</source>
        <translation>Moneta dell’iniziativa</translation>
    </message>
    <message>
        <source>Morale</source>
        <comment>a die place</comment>
        <translation>Morale</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorità</translation>
    </message>
    <message>
        <source>Ready...Fence! boards — the stamina indicators and the scoreboard. Stamina tokens start on 6, the round marker on 1, the weapon tokens on {line}.</source>
        <translation>Tabelloni di Ready...Fence! — gli indicatori di resistenza e il segnapunti. I segnalini di resistenza partono da 6, quello del tempo da 1, quelli dell’arma su {line}.</translation>
    </message>
    <message>
        <source>Ready...Fence! fencing strip</source>
        <translation>Pedana di Ready...Fence!</translation>
    </message>
    <message>
        <source>Red fencer</source>
        <translation>Schermidore rosso</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Stoccate</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Resistenza</translation>
    </message>
    <message>
        <source>Timer countdown</source>
        <translation>Conto alla rovescia del crono</translation>
    </message>
    <message>
        <source>die</source>
        <translation>dado</translation>
    </message>
    <message>
        <source>on guard</source>
        <translation>in guardia</translation>
    </message>
    <message>
        <source>run-off</source>
        <translation>fondo pedana</translation>
    </message>
    <message>
        <source>the deck, face down</source>
        <translation>il mazzo, coperto</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>This card&apos;s face cannot be drawn. Check its card set.</source>
        <translation>Il fronte di questa carta non si può disegnare. Controlla il suo set di carte.</translation>
    </message>
</context>
<context>
    <name>CardFit</name>
    <message>
        <source>Checking that every card face fits: {done} of {total}…</source>
        <translation>Verifica che ogni fronte di carta ci stia: {done} di {total}…</translation>
    </message>
    <message>
        <source>does not fit its box {where}, even in the smallest type the face allows: shorten it</source>
        <translation>non sta nel suo riquadro {where}, nemmeno con il carattere più piccolo che il fronte consente: accorcia il testo</translation>
    </message>
    <message>
        <source>enlarged on the table</source>
        <translation>con la carta ingrandita sul tavolo</translation>
    </message>
    <message>
        <source>in the PDF proofs (bridge size)</source>
        <translation>nelle prove PDF (formato bridge)</translation>
    </message>
    <message>
        <source>in the PDF proofs (mini size)</source>
        <translation>nelle prove PDF (formato mini)</translation>
    </message>
    <message>
        <source>in the PDF proofs (poker size)</source>
        <translation>nelle prove PDF (formato poker)</translation>
    </message>
    <message>
        <source>in the card images at 300 dpi</source>
        <translation>nelle immagini delle carte a 300 dpi</translation>
    </message>
    <message>
        <source>in the card images at 600 dpi</source>
        <translation>nelle immagini delle carte a 600 dpi</translation>
    </message>
    <message>
        <source>in the print preview (bridge size)</source>
        <translation>nell&apos;anteprima di stampa (formato bridge)</translation>
    </message>
    <message>
        <source>in the print preview (mini size)</source>
        <translation>nell&apos;anteprima di stampa (formato mini)</translation>
    </message>
    <message>
        <source>in the print preview (poker size)</source>
        <translation>nell&apos;anteprima di stampa (formato poker)</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>sul tavolo</translation>
    </message>
    <message>
        <source>the face cannot be drawn {where}: {reason}</source>
        <translation>il fronte non si può disegnare {where}: {reason}</translation>
    </message>
</context>
<context>
    <name>CardSchema</name>
    <message>
        <source>Abilities</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Angulations</source>
        <translation>Angolazioni</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Braccio</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>Audatia</source>
        <translation>Audatia</translation>
    </message>
    <message>
        <source>Auxiliary Action</source>
        <translation>Azione ausiliaria</translation>
    </message>
    <message>
        <source>Avoid</source>
        <translation>Schivata</translation>
    </message>
    <message>
        <source>B (basic)</source>
        <translation>B (base)</translation>
    </message>
    <message>
        <source>Basic Action</source>
        <translation>Azione di base</translation>
    </message>
    <message>
        <source>Basic card</source>
        <translation>Carta base</translation>
    </message>
    <message>
        <source>Beat Thrust</source>
        <translation>Battuta e stoccata</translation>
    </message>
    <message>
        <source>Blows from it</source>
        <translation>Colpi da questa posta</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Corpo</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Rottura</translation>
    </message>
    <message>
        <source>Ceding Parry</source>
        <translation>Parata di ceduta</translation>
    </message>
    <message>
        <source>Celeritas</source>
        <translation>Celeritas</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Contrattacco</translation>
    </message>
    <message>
        <source>Counter-Time</source>
        <translation>Controtempo</translation>
    </message>
    <message>
        <source>Counter-offensive Action</source>
        <translation>Azione controffensiva</translation>
    </message>
    <message>
        <source>Counter-remedy</source>
        <translation>Contrario</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Blu scuro</translation>
    </message>
    <message>
        <source>Dark and red</source>
        <translation>Blu scuro e rossa</translation>
    </message>
    <message>
        <source>Defensive Action</source>
        <translation>Azione difensiva</translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation>Cavazione</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effetto</translation>
    </message>
    <message>
        <source>Ends in posta (its id)</source>
        <translation>Finisce nella posta (il suo id)</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Scambio</translation>
    </message>
    <message>
        <source>Extensa</source>
        <translation>Extensa</translation>
    </message>
    <message>
        <source>Feint</source>
        <translation>Finta</translation>
    </message>
    <message>
        <source>Feint in Time</source>
        <translation>Finta in tempo</translation>
    </message>
    <message>
        <source>First-strike bonus</source>
        <translation>Bonus del primo colpo</translation>
    </message>
    <message>
        <source>First-strike virtue</source>
        <translation>Virtù del primo colpo</translation>
    </message>
    <message>
        <source>Flanconade</source>
        <translation>Flanconata</translation>
    </message>
    <message>
        <source>Flanking</source>
        <translation>Aggiramento</translation>
    </message>
    <message>
        <source>Flick</source>
        <translation>Frustata</translation>
    </message>
    <message>
        <source>Flèche</source>
        <translation>Frecciata</translation>
    </message>
    <message>
        <source>Fortitudo</source>
        <translation>Fortitudo</translation>
    </message>
    <message>
        <source>Front line</source>
        <translation>Prima linea</translation>
    </message>
    <message>
        <source>Glide Attack</source>
        <translation>Attacco di filo</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Dorata</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppo</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Icone</translation>
    </message>
    <message>
        <source>Infighting</source>
        <translation>Corpo a corpo</translation>
    </message>
    <message>
        <source>Inside: height</source>
        <translation>Interno: altezza</translation>
    </message>
    <message>
        <source>Inside: shape</source>
        <translation>Interno: forma</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genere</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Azzurra</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Basso</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milizia</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Luna</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Notte</translation>
    </message>
    <message>
        <source>No sun</source>
        <translation>Nessun sole</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terreno aperto</translation>
    </message>
    <message>
        <source>Open to (upside-down swords)</source>
        <translation>Esposta a (spade capovolte)</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Arancione</translation>
    </message>
    <message>
        <source>Orange and light</source>
        <translation>Arancione e azzurra</translation>
    </message>
    <message>
        <source>Out of Measure</source>
        <translation>Fuori misura</translation>
    </message>
    <message>
        <source>Outside: height</source>
        <translation>Esterno: altezza</translation>
    </message>
    <message>
        <source>Outside: shape</source>
        <translation>Esterno: forma</translation>
    </message>
    <message>
        <source>Over the top</source>
        <translation>Di sopra</translation>
    </message>
    <message>
        <source>Parried by</source>
        <translation>Parato da</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parata</translation>
    </message>
    <message>
        <source>Parry-Riposte</source>
        <translation>Parata e risposta</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
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
        <translation>Inseguimento</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Rear line</source>
        <translation>Retrovia</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rossa</translation>
    </message>
    <message>
        <source>Red and light</source>
        <translation>Rossa e azzurra</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regolare</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Rimedio</translation>
    </message>
    <message>
        <source>Renewed Attack</source>
        <translation>Ripresa d&apos;attacco</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Riserva</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lato</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Schermagliatori</translation>
    </message>
    <message>
        <source>Slots (rows: X O B N D)</source>
        <translation>Posti (file: X O B N D)</translation>
    </message>
    <message>
        <source>Special Action</source>
        <translation>Azione speciale</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Resistenza</translation>
    </message>
    <message>
        <source>Stop Hit</source>
        <translation>Colpo d&apos;arresto</translation>
    </message>
    <message>
        <source>Straight Thrust</source>
        <translation>Stoccata diritta</translation>
    </message>
    <message>
        <source>Streto side</source>
        <translation>Lato dello Streto</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Colpo</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studio</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sole</translation>
    </message>
    <message>
        <source>Sun disc</source>
        <translation>Disco solare</translation>
    </message>
    <message>
        <source>Sun with rays</source>
        <translation>Sole con raggi</translation>
    </message>
    <message>
        <source>T (tutorial)</source>
        <translation>T (tutorial)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Toe Touch</source>
        <translation>Colpo al piede</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veterano</translation>
    </message>
    <message>
        <source>Virtue</source>
        <translation>Virtù</translation>
    </message>
    <message>
        <source>Virtue card</source>
        <translation>Carta Virtù</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Guerriero</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bosco</translation>
    </message>
    <message>
        <source>Wrist</source>
        <translation>Polso</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gialla</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>must be {wanted}, not {given}</source>
        <translation>deve essere {wanted}, non {given}</translation>
    </message>
</context>
<context>
    <name>CompetitionHost</name>
    <message>
        <source>It cannot be read: {problem}</source>
        <translation>Non si può leggere: {problem}</translation>
    </message>
    <message>
        <source>The competition cannot start: {problem}</source>
        <translation>La gara non può iniziare: {problem}</translation>
    </message>
    <message>
        <source>The competition was not saved: {problem}</source>
        <translation>La gara non è stata salvata: {problem}</translation>
    </message>
    <message>
        <source>The damaged competition file could not be moved aside ({problem}); the new competition will not be saved.</source>
        <translation>Il file danneggiato della gara non si è potuto mettere da parte ({problem}); la nuova gara non sarà salvata.</translation>
    </message>
    <message>
        <source>The damaged competition file was kept as {path}.</source>
        <translation>Il file danneggiato della gara è stato conservato come {path}.</translation>
    </message>
    <message>
        <source>The saved competition is not over. Start a new one in its place? The saved one is lost.</source>
        <translation>La gara salvata non è finita. Iniziarne una nuova al suo posto? Quella salvata va persa.</translation>
    </message>
    <message>
        <source>Your data folder cannot be used: this competition is not saved.</source>
        <translation>La tua cartella dei dati non si può usare: questa gara non viene salvata.</translation>
    </message>
    <message>
        <source>{stage}: {name} against {other}, to {target} touches.</source>
        <translation>{stage}: {name} contro {other}, a {target} stoccate.</translation>
    </message>
</context>
<context>
    <name>CompetitionSetup</name>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modalità</translation>
    </message>
    <message>
        <source>&amp;Pool</source>
        <translation>&amp;Girone</translation>
    </message>
    <message>
        <source>&amp;Resume it</source>
        <translation>&amp;Riprenderla</translation>
    </message>
    <message>
        <source>&amp;Start a new competition</source>
        <translation>&amp;Inizia una nuova gara</translation>
    </message>
    <message>
        <source>A new competition</source>
        <translation>Una nuova gara</translation>
    </message>
    <message>
        <source>An épée competition as the rulebook describes it: a pool where every fencer meets every other in a bout to {target} touches, then direct elimination, bout by bout to the final. You fence your bouts on the table; the others are fenced meanwhile.</source>
        <translation>Una gara di spada come la descrive il regolamento: un girone in cui ogni schermidore incontra tutti gli altri in un assalto a {target} stoccate, poi l&apos;eliminazione diretta, assalto dopo assalto fino alla finale. Tu tiri i tuoi assalti sul tavolo; gli altri si tirano nel frattempo.</translation>
    </message>
    <message>
        <source>Ready...Fence! competition</source>
        <translation>Gara di Ready...Fence!</translation>
    </message>
    <message>
        <source>The saved competition</source>
        <translation>La gara salvata</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Il tuo &amp;nome</translation>
    </message>
    <message>
        <source>Your name: write the name the pool sheet shows.</source>
        <translation>Il tuo nome: scrivi il nome che mostrerà il foglio del girone.</translation>
    </message>
    <message>
        <source>{count} fencers</source>
        <translation>{count} schermidori</translation>
    </message>
    <message>
        <source>{mode}: pool bouts to {pool}, direct elimination to {target}</source>
        <translation>{mode}: assalti di girone a {pool}, eliminazione diretta a {target}</translation>
    </message>
</context>
<context>
    <name>CompetitionWindow</name>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>&amp;Fence your next bout</source>
        <translation>&amp;Tira il tuo prossimo assalto</translation>
    </message>
    <message>
        <source>&amp;New competition…</source>
        <translation>&amp;Nuova gara…</translation>
    </message>
    <message>
        <source>&amp;Pool</source>
        <translation>&amp;Girone</translation>
    </message>
    <message>
        <source>&amp;Tableau</source>
        <translation>&amp;Tabellone</translation>
    </message>
    <message>
        <source>Ready...Fence! competition — {mode}, pool of {fencers}, direct elimination to {target}</source>
        <translation>Gara di Ready...Fence! — {mode}, girone di {fencers}, eliminazione diretta a {target}</translation>
    </message>
    <message>
        <source>The other bouts are being fenced…</source>
        <translation>Si stanno tirando gli altri assalti…</translation>
    </message>
</context>
<context>
    <name>CompetitionWords</name>
    <message>
        <source>Champion: {name}.</source>
        <translation>Campione: {name}.</translation>
    </message>
    <message>
        <source>Next: {stage}, {bout}.</source>
        <translation>Prossimo: {stage}, {bout}.</translation>
    </message>
    <message>
        <source>You are the champion!</source>
        <translation>Sei il campione!</translation>
    </message>
    <message>
        <source>You lost the final: second place.</source>
        <translation>Hai perso la finale: secondo posto.</translation>
    </message>
    <message>
        <source>You were eliminated in the quarter-finals.</source>
        <translation>Sei stato eliminato nei quarti di finale.</translation>
    </message>
    <message>
        <source>You were eliminated in the semi-finals.</source>
        <translation>Sei stato eliminato in semifinale.</translation>
    </message>
    <message>
        <source>You were eliminated in the tableau of {fencers}.</source>
        <translation>Sei stato eliminato nel tabellone dei {fencers}.</translation>
    </message>
    <message>
        <source>Your next bout: {stage}, against {name} ({level}), to {target} touches.</source>
        <translation>Il tuo prossimo assalto: {stage}, contro {name} ({level}), a {target} stoccate.</translation>
    </message>
    <message>
        <source>{left} v {right}</source>
        <translation>{left} contro {right}</translation>
    </message>
    <message>
        <source>{mode}, a pool of {fencers}, {name} fencing. </source>
        <translation>{mode}, un girone di {fencers}, con {name}. </translation>
    </message>
    <message>
        <source>{name}: a bye</source>
        <translation>{name}: passa il turno</translation>
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
        <translation>avanzare di {card}</translation>
    </message>
    <message>
        <source>advance {card} and attack with {cards}</source>
        <translation>avanzare di {card} e attaccare con {cards}</translation>
    </message>
    <message>
        <source>attack with {cards}</source>
        <translation>attaccare con {cards}</translation>
    </message>
    <message>
        <source>five {value}s</source>
        <translation>cinque {value}</translation>
    </message>
    <message>
        <source>four {value}s</source>
        <translation>quattro {value}</translation>
    </message>
    <message>
        <source>hold (no last attack)</source>
        <translation>attendere (nessun ultimo attacco)</translation>
    </message>
    <message>
        <source>no {value}s</source>
        <translation>nessun {value}</translation>
    </message>
    <message>
        <source>parry with {cards}</source>
        <translation>parare con {cards}</translation>
    </message>
    <message>
        <source>retreat {card}</source>
        <translation>arretrare di {card}</translation>
    </message>
    <message>
        <source>three {value}s</source>
        <translation>tre {value}</translation>
    </message>
    <message>
        <source>two {value}s</source>
        <translation>due {value}</translation>
    </message>
</context>
<context>
    <name>EnGardeCards</name>
    <message>
        <source>a deck may hold at most {most} cards of one value, not {count} of value {value}</source>
        <translation>un mazzo può contenere al massimo {most} carte dello stesso valore, non {count} di valore {value}</translation>
    </message>
    <message>
        <source>an En Garde card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>una carta di En Garde non ha un tipo proprio (&quot;card&quot;), non {type}</translation>
    </message>
    <message>
        <source>is not a field of an En Garde card: a card is its value</source>
        <translation>non è un campo di una carta di En Garde: una carta è il suo valore</translation>
    </message>
    <message>
        <source>the deck must deal two hands of five and keep a card to draw: at least {least} cards, not {count}</source>
        <translation>il mazzo deve bastare per due mani da cinque e tenere una carta da pescare: almeno {least} carte, non {count}</translation>
    </message>
    <message>
        <source>the rulebook&apos;s deck has {count} cards of value {value}, this file {found}</source>
        <translation>il mazzo del regolamento ha {count} carte di valore {value}; questo file {found}</translation>
    </message>
</context>
<context>
    <name>EnGardeItems</name>
    <message>
        <source>{count} left</source>
        <translation>ne restano {count}</translation>
    </message>
</context>
<context>
    <name>EnGardeReasons</name>
    <message>
        <source>At distance {gap} he cannot attack you from where he stands: {why}.</source>
        <translation>A distanza {gap} non può attaccarti da dove si trova: {why}.</translation>
    </message>
    <message>
        <source>At distance {gap} he cannot attack you on his next turn: {how}.</source>
        <translation>A distanza {gap} non può attaccarti al suo prossimo turno: {how}.</translation>
    </message>
    <message>
        <source>At distance {gap} he cannot attack you: {why}.</source>
        <translation>A distanza {gap} non può attaccarti: {why}.</translation>
    </message>
    <message>
        <source>At distance {gap} you can parry any attack he can make from where he stands: {unseen}, and your hand parries that many.</source>
        <translation>A distanza {gap} puoi parare qualsiasi attacco possa fare da dove si trova: {unseen}, e la tua mano ne para altrettanti.</translation>
    </message>
    <message>
        <source>At distance {gap} you can parry any attack he can make: {unseen}, and your hand parries that many.</source>
        <translation>A distanza {gap} puoi parare qualsiasi attacco possa fare: {unseen}, e la tua mano ne para altrettanti.</translation>
    </message>
    <message>
        <source>Even if he parries, he cannot keep a {value} to riposte with: {why}.</source>
        <translation>Anche se para, non può tenersi un {value} per la risposta: {why}.</translation>
    </message>
    <message numerus="yes">
        <source>He holds only {held}: he cannot parry an attack of %n card(s).</source>
        <translation>
            <numerusform>Ha solo {held}: non può parare un attacco di %n carta.</numerusform>
            <numerusform>Ha solo {held}: non può parare un attacco di %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>In the basic game every attack hits.</source>
        <translation>Nel gioco base ogni attacco va a segno.</translation>
    </message>
    <message>
        <source>No {count} of the cards you have not seen add up to {total}: he cannot parry {cards}.</source>
        <translation>Nessuna combinazione di {count} tra le carte che non hai visto fa {total}: non può parare {cards}.</translation>
    </message>
    <message>
        <source>You have just parried: this attack is a riposte, and a riposte wins the round at once.</source>
        <translation>Hai appena parato: questo attacco è una risposta, e una risposta vince subito la ripresa.</translation>
    </message>
    <message>
        <source>You keep a {gap} to riposte with: the distance stays {gap}, and a riposte wins the round at once.</source>
        <translation>Ti tieni un {gap} per la risposta: la distanza resta {gap}, e una risposta vince subito la ripresa.</translation>
    </message>
    <message>
        <source>all five {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>tutti e cinque i {value} sono noti ({held} nella tua mano, {played} giocate in questa ripresa)</translation>
    </message>
    <message>
        <source>all four {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>tutti e quattro i {value} sono noti ({held} nella tua mano, {played} giocate in questa ripresa)</translation>
    </message>
    <message>
        <source>all three {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>tutti e tre i {value} sono noti ({held} nella tua mano, {played} giocate in questa ripresa)</translation>
    </message>
    <message>
        <source>an attack with a {value}</source>
        <translation>un attacco con un {value}</translation>
    </message>
    <message>
        <source>an attack with five {value}s</source>
        <translation>un attacco con cinque {value}</translation>
    </message>
    <message>
        <source>an attack with four {value}s</source>
        <translation>un attacco con quattro {value}</translation>
    </message>
    <message>
        <source>an attack with no {value}s</source>
        <translation>un attacco senza alcun {value}</translation>
    </message>
    <message>
        <source>an attack with three {value}s</source>
        <translation>un attacco con tre {value}</translation>
    </message>
    <message>
        <source>an attack with two {value}s</source>
        <translation>un attacco con due {value}</translation>
    </message>
    <message>
        <source>both {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>entrambi i {value} sono noti ({held} nella tua mano, {played} giocate in questa ripresa)</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinque</translation>
    </message>
    <message>
        <source>five cards</source>
        <translation>cinque carte</translation>
    </message>
    <message>
        <source>five {value}s</source>
        <translation>cinque {value}</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quattro</translation>
    </message>
    <message>
        <source>four cards</source>
        <translation>quattro carte</translation>
    </message>
    <message>
        <source>four {value}s</source>
        <translation>quattro {value}</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>no card is higher than 5</source>
        <translation>nessuna carta supera il 5</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>no {value}s</source>
        <translation>nessun {value}</translation>
    </message>
    <message>
        <source>not even with an advance and attack</source>
        <translation>nemmeno avanzando e attaccando</translation>
    </message>
    <message>
        <source>one</source>
        <translation>una</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>one {value}</source>
        <translation>un {value}</translation>
    </message>
    <message>
        <source>only five {value}s are unseen</source>
        <translation>restano solo cinque {value} non visti</translation>
    </message>
    <message>
        <source>only four {value}s are unseen</source>
        <translation>restano solo quattro {value} non visti</translation>
    </message>
    <message>
        <source>only no {value}s are unseen</source>
        <translation>non resta nessun {value} non visto</translation>
    </message>
    <message>
        <source>only one {value} is unseen</source>
        <translation>resta solo un {value} non visto</translation>
    </message>
    <message>
        <source>only three {value}s are unseen</source>
        <translation>restano solo tre {value} non visti</translation>
    </message>
    <message>
        <source>only two {value}s are unseen</source>
        <translation>restano solo due {value} non visti</translation>
    </message>
    <message>
        <source>the deck holds no {value}s</source>
        <translation>il mazzo non contiene alcun {value}</translation>
    </message>
    <message>
        <source>the deck&apos;s one {value} is accounted for ({held} in your hand, {played} played this round)</source>
        <translation>l&apos;unico {value} del mazzo è noto ({held} nella tua mano, {played} giocate in questa ripresa)</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>three cards</source>
        <translation>tre carte</translation>
    </message>
    <message>
        <source>three {value}s</source>
        <translation>tre {value}</translation>
    </message>
    <message>
        <source>two</source>
        <translation>due</translation>
    </message>
    <message>
        <source>two cards</source>
        <translation>due carte</translation>
    </message>
    <message>
        <source>two {value}s</source>
        <translation>due {value}</translation>
    </message>
    <message>
        <source>{accounted}: he cannot parry {attack}.</source>
        <translation>{accounted}: non può parare {attack}.</translation>
    </message>
    <message>
        <source>{unseen}: he holds at most {most}, so an attack with {cards} cannot be parried.</source>
        <translation>{unseen}: ne ha al massimo {most}, quindi un attacco con {cards} non si può parare.</translation>
    </message>
    <message>
        <source>{why} He can only give ground.</source>
        <translation>{why} Può solo cedere terreno.</translation>
    </message>
</context>
<context>
    <name>EnGardeScene</name>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n carta nel mazzo</numerusform>
            <numerusform>%n carte nel mazzo</numerusform>
        </translation>
    </message>
    <message>
        <source>A move uses exactly one card.</source>
        <translation>Un movimento usa esattamente una carta.</translation>
    </message>
    <message numerus="yes">
        <source>A {value} moves exactly %n space(s), forward or back.</source>
        <translation>
            <numerusform>Un {value} muove esattamente di %n casella, avanti o indietro.</numerusform>
            <numerusform>Un {value} muove esattamente di %n caselle, avanti o indietro.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack to answer</source>
        <translation>Attacco da rispondere</translation>
    </message>
    <message>
        <source>Attack to answer: {cards}</source>
        <translation>Attacco da rispondere: {cards}</translation>
    </message>
    <message>
        <source>Cards in hand: {first} {a}, {second} {b}</source>
        <translation>Carte in mano: {first} {a}, {second} {b}</translation>
    </message>
    <message>
        <source>Choose an action first: F, B, A, P, H or a number.</source>
        <translation>Scegli prima un&apos;azione: F, B, A, P, H o un numero.</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Drawn round</source>
        <translation>Ripresa patta</translation>
    </message>
    <message>
        <source>Drop a card on a space of the piste to move, on the other fencer to attack, or on the attack to parry.</source>
        <translation>Lascia una carta su una casella della pedana per muoverti, sull&apos;altro schermidore per attaccare o sull&apos;attacco per parare.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>Pass the screen. The cards stay hidden until you are ready.

Press Enter or click to show your hand.</source>
        <translation>Passa lo schermo. Le carte restano nascoste finché non sei pronto.

Premi Invio o fai clic per vedere la tua mano.</translation>
    </message>
    <message>
        <source>Played this round: {cards}</source>
        <translation>Giocate in questa ripresa: {cards}</translation>
    </message>
    <message>
        <source>Round {round} — distance {distance}</source>
        <translation>Ripresa {round}: distanza {distance}</translation>
    </message>
    <message>
        <source>Round {round}: distance {distance}, you on space {mine}, {name} on space {his} of 23</source>
        <translation>Ripresa {round}: distanza {distance}, tu sulla casella {mine}, {name} sulla casella {his} di 23</translation>
    </message>
    <message>
        <source>The {value}, in your hand</source>
        <translation>Il {value}, nella tua mano</translation>
    </message>
    <message>
        <source>The {value}, in your hand, chosen</source>
        <translation>Il {value}, nella tua mano, scelto</translation>
    </message>
    <message numerus="yes">
        <source>You hold %n card(s)</source>
        <translation>
            <numerusform>Hai %n carta</numerusform>
            <numerusform>Hai %n carte</numerusform>
        </translation>
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
        <source>Your hand: {cards}</source>
        <translation>La tua mano: {cards}</translation>
    </message>
    <message>
        <source>Your move: drag a card, or use the keys (F1 lists them).</source>
        <translation>Tocca a te: trascina una carta o usa i tasti (F1 li elenca).</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>ancora niente</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n card(s)</source>
        <translation>
            <numerusform>{name} ha %n carta</numerusform>
            <numerusform>{name} ha %n carte</numerusform>
        </translation>
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
        <source>{result} ({reason}).</source>
        <translation>{result} ({reason}).</translation>
    </message>
</context>
<context>
    <name>EnGardeState</name>
    <message>
        <source>a parry needs as many cards as the attack ({count})</source>
        <translation>una parata richiede tante carte quante l&apos;attacco ({count})</translation>
    </message>
    <message>
        <source>a parry needs the same cards as the attack ({cards})</source>
        <translation>una parata richiede le stesse carte dell&apos;attacco ({cards})</translation>
    </message>
    <message>
        <source>a parry needs the same total as the attack ({cards})</source>
        <translation>una parata richiede la stessa somma dell&apos;attacco ({cards})</translation>
    </message>
    <message>
        <source>advance-and-attack belongs to the advanced game</source>
        <translation>avanzare e attaccare appartiene al gioco avanzato</translation>
    </message>
    <message>
        <source>after advancing {card} the distance is {gap}</source>
        <translation>dopo aver avanzato di {card} la distanza è {gap}</translation>
    </message>
    <message>
        <source>an attack needs cards equal to the distance, {gap}</source>
        <translation>un attacco richiede carte pari alla distanza, {gap}</translation>
    </message>
    <message>
        <source>the basic game attacks with a single card</source>
        <translation>nel gioco base si attacca con una sola carta</translation>
    </message>
    <message>
        <source>the cards of an attack must all be of one value</source>
        <translation>le carte di un attacco devono avere tutte lo stesso valore</translation>
    </message>
    <message>
        <source>the deck is out, figures no longer move; attack at distance {gap} or hold</source>
        <translation>il mazzo è finito, le figure non si muovono più; attacca a distanza {gap} o attendi</translation>
    </message>
    <message>
        <source>the deck is out, figures no longer move; you must parry the attack of {cards}</source>
        <translation>il mazzo è finito, le figure non si muovono più; devi parare l&apos;attacco di {cards}</translation>
    </message>
    <message>
        <source>the figure may not leave the piste</source>
        <translation>la figura non può uscire dalla pedana</translation>
    </message>
    <message>
        <source>the figure may not reach or pass the other fencer (distance {gap})</source>
        <translation>la figura non può raggiungere né superare l&apos;altro schermidore (distanza {gap})</translation>
    </message>
    <message>
        <source>the last chance to attack or hold comes only once the deck is out</source>
        <translation>l&apos;ultima occasione di attaccare o attendere arriva solo quando il mazzo è finito</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>l&apos;incontro è finito</translation>
    </message>
    <message>
        <source>there is no attack to parry</source>
        <translation>non c&apos;è nessun attacco da parare</translation>
    </message>
    <message>
        <source>you do not hold {cards}</source>
        <translation>non hai {cards}</translation>
    </message>
    <message>
        <source>you must parry the attack of {cards} first</source>
        <translation>prima devi parare l&apos;attacco di {cards}</translation>
    </message>
    <message>
        <source>you must parry the attack of {cards} or retreat first</source>
        <translation>prima devi parare l&apos;attacco di {cards} o arretrare</translation>
    </message>
    <message>
        <source>{action}: {why}</source>
        <translation>{action}: {why}</translation>
    </message>
</context>
<context>
    <name>EnGardeStory</name>
    <message>
        <source>A drawn round</source>
        <translation>Ripresa patta</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Stoccate</translation>
    </message>
    <message>
        <source>You win the match {score}</source>
        <translation>Vinci l&apos;incontro {score}</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Vinci la ripresa</translation>
    </message>
    <message>
        <source>a hit on the riposte with {cards}</source>
        <translation>una stoccata di risposta con {cards}</translation>
    </message>
    <message>
        <source>a hit with {cards}</source>
        <translation>una stoccata con {cards}</translation>
    </message>
    <message>
        <source>an attack</source>
        <translation>un attacco</translation>
    </message>
    <message>
        <source>cards at the distance</source>
        <translation>carte della distanza</translation>
    </message>
    <message>
        <source>distance moved</source>
        <translation>distanza percorsa</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>pari</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>stoccata</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>stoccate</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>nessuna mossa consentita</translation>
    </message>
    <message>
        <source>riposte</source>
        <translation>risposta</translation>
    </message>
    <message>
        <source>the deck ran out with the fencers level</source>
        <translation>il mazzo è finito con gli schermidori alla pari</translation>
    </message>
    <message>
        <source>the deck ran out, and you had come further up the piste</source>
        <translation>il mazzo è finito, e tu eri avanzato di più sulla pedana</translation>
    </message>
    <message>
        <source>the deck ran out, and you held more cards of the distance</source>
        <translation>il mazzo è finito, e tu avevi più carte della distanza</translation>
    </message>
    <message>
        <source>the deck ran out, and {winner} had come further up the piste</source>
        <translation>il mazzo è finito, e {winner} era avanzato di più sulla pedana</translation>
    </message>
    <message>
        <source>the deck ran out, and {winner} held more cards of the distance</source>
        <translation>il mazzo è finito, e {winner} aveva più carte della distanza</translation>
    </message>
    <message>
        <source>you could not move</source>
        <translation>non potevi muoverti</translation>
    </message>
    <message>
        <source>{loser} could not move</source>
        <translation>{loser} non poteva muoversi</translation>
    </message>
    <message>
        <source>{name} wins the match {score}</source>
        <translation>{name} vince l&apos;incontro {score}</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} vince la ripresa</translation>
    </message>
    <message>
        <source>{score}, first to {target}</source>
        <translation>{score}, vince chi arriva a {target}</translation>
    </message>
</context>
<context>
    <name>EnGardeText</name>
    <message>
        <source>  (out: last chance only)</source>
        <translation>  (finito: solo l&apos;ultima occasione)</translation>
    </message>
    <message>
        <source>Attack to answer: {cards}</source>
        <translation>Attacco da rispondere: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), top {top}</source>
        <translation>
            <numerusform>Scarti: %n carta, in cima {top}</numerusform>
            <numerusform>Scarti: %n carte, in cima {top}</numerusform>
        </translation>
    </message>
    <message>
        <source>Distance {distance}   Deck {deck}</source>
        <translation>Distanza {distance}   Mazzo {deck}</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Schermidore A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Schermidore B</translation>
    </message>
    <message numerus="yes">
        <source>Opponent holds %n card(s)</source>
        <translation>
            <numerusform>L&apos;avversario ha %n carta</numerusform>
            <numerusform>L&apos;avversario ha %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Played this round: {cards}</source>
        <translation>Giocate in questa ripresa: {cards}</translation>
    </message>
    <message>
        <source>Riposte: an attack now wins the round outright.</source>
        <translation>Risposta: un attacco ora vince subito la ripresa.</translation>
    </message>
    <message>
        <source>Round {round}   Hits: {first} {a} - {b} {second}  (first to {target})</source>
        <translation>Ripresa {round}   Stoccate: {first} {a} - {b} {second}  (vince chi arriva a {target})</translation>
    </message>
    <message>
        <source>You have the last chance to attack</source>
        <translation>Hai l&apos;ultima occasione di attaccare</translation>
    </message>
    <message>
        <source>You must parry</source>
        <translation>Devi parare</translation>
    </message>
    <message>
        <source>You must parry or retreat</source>
        <translation>Devi parare o arretrare</translation>
    </message>
    <message>
        <source>You must parry the last attack</source>
        <translation>Devi parare l&apos;ultimo attacco</translation>
    </message>
    <message>
        <source>Your hand ({name}): {cards}</source>
        <translation>La tua mano ({name}): {cards}</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>La tua mano: {cards}</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>{name} has the last chance to attack</source>
        <translation>{name} ha l&apos;ultima occasione di attaccare</translation>
    </message>
    <message>
        <source>{name} must parry</source>
        <translation>{name} deve parare</translation>
    </message>
    <message>
        <source>{name} must parry or retreat</source>
        <translation>{name} deve parare o arretrare</translation>
    </message>
    <message>
        <source>{name} must parry the last attack</source>
        <translation>{name} deve parare l&apos;ultimo attacco</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>Muove {name}</translation>
    </message>
</context>
<context>
    <name>EnGardeUI</name>
    <message>
        <source>&lt;b&gt;You won&lt;/b&gt; the match</source>
        <translation>&lt;b&gt;Hai vinto&lt;/b&gt; l&apos;incontro</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your move&lt;/b&gt; — hits {a}-{b}, first to {target}</source>
        <translation>&lt;b&gt;Tocca a te&lt;/b&gt;: stoccate {a}-{b}, vince chi arriva a {target}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; to act — hits {a}-{b}, first to {target}</source>
        <translation>Tocca a &lt;b&gt;{name}&lt;/b&gt;: stoccate {a}-{b}, vince chi arriva a {target}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; won the match</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ha vinto l&apos;incontro</translation>
    </message>
</context>
<context>
    <name>GameCredits</name>
    <message>
        <source>by the makers of audatiagame.com (the rulebook names no designer), after Fiore dei Liberi&apos;s Il Fior di Battaglia (c. 1410); the character decks are Salle&apos;s own</source>
        <translation>degli autori di audatiagame.com (il regolamento non nomina l&apos;autore), dal Fior di Battaglia di Fiore dei Liberi (c. 1410); i mazzi dei personaggi sono di Salle</translation>
    </message>
    <message>
        <source>game design and illustrations by Mario Magni; graphic design by Daniela Tarantini, Hobbymodels; the numbers of the 54-card deck are Salle&apos;s own</source>
        <translation>gioco e illustrazioni di Mario Magni; progetto grafico di Daniela Tarantini, Hobbymodels; i numeri del mazzo da 54 carte sono di Salle</translation>
    </message>
    <message>
        <source>game design by Reiner Knizia</source>
        <translation>gioco ideato da Reiner Knizia</translation>
    </message>
    <message>
        <source>rules by Hannu Uusitalo, graphics by Kim Paqvalin (Uusitalo &amp; Paqvalin Games, v0.1 draft); the three armies are Salle&apos;s own</source>
        <translation>regole di Hannu Uusitalo, grafica di Kim Paqvalin (Uusitalo &amp; Paqvalin Games, bozza v0.1); i tre eserciti sono di Salle</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>12 rounds</source>
        <translation>12 round</translation>
    </message>
    <message>
        <source>20 rounds</source>
        <translation>20 round</translation>
    </message>
    <message>
        <source>30 rounds</source>
        <translation>30 round</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzato</translation>
    </message>
    <message>
        <source>Advanced: every card (feints, counter-time, the Joker), retreats, and fencers who tire from period to period.</source>
        <translation>Avanzato: tutte le carte (finte, controtempo, il Jolly), ritirate, e schermidori che si stancano da un periodo all&apos;altro.</translation>
    </message>
    <message>
        <source>Army of the north</source>
        <translation>Esercito del nord</translation>
    </message>
    <message>
        <source>Army of the south</source>
        <translation>Esercito del sud</translation>
    </message>
    <message>
        <source>At the end of its turn (ours)</source>
        <translation>Alla fine del suo turno (nostro)</translation>
    </message>
    <message>
        <source>At the start of its turn (the rulebook)</source>
        <translation>All&apos;inizio del suo turno (il regolamento)</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Basic: stamina, weapon positions, stalling and parries without cards, with the 35 cards a young fencer learns.</source>
        <translation>Base: resistenza, posizioni dell&apos;arma, temporeggiare e parate senza carte, con le 35 carte che impara un giovane schermidore.</translation>
    </message>
    <message>
        <source>Break rule</source>
        <translation>Regola della Rottura</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Sfidante</translation>
    </message>
    <message>
        <source>Challenger&apos;s deck</source>
        <translation>Mazzo dello Sfidante</translation>
    </message>
    <message>
        <source>Counter-attacks (the rulebook)</source>
        <translation>Contrattacchi (il regolamento)</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Disordered pieces retreat</source>
        <translation>Ritirata da D</translation>
    </message>
    <message>
        <source>Duel (one touch decides)</source>
        <translation>Duello (decide una stoccata)</translation>
    </message>
    <message>
        <source>Evade hits (ours)</source>
        <translation>Evitano i colpi (nostro)</translation>
    </message>
    <message>
        <source>Every battle (ours)</source>
        <translation>Ogni battaglia (nostro)</translation>
    </message>
    <message>
        <source>First to move</source>
        <translation>Muove per primo</translation>
    </message>
    <message>
        <source>Gallic warband</source>
        <translation>Banda guerriera gallica</translation>
    </message>
    <message>
        <source>Guy&apos;s Sudden death</source>
        <translation>Morte improvvisa di Guy</translation>
    </message>
    <message>
        <source>He may (the rulebook)</source>
        <translation>Può farlo (il regolamento)</translation>
    </message>
    <message>
        <source>Hidden (only the top card shows)</source>
        <translation>Nascosti (si vede solo la carta in cima)</translation>
    </message>
    <message>
        <source>Hits to win</source>
        <translation>Stoccate per vincere</translation>
    </message>
    <message>
        <source>Later editions: the very cards of the attack, so only two 3s parry two 3s.</source>
        <translation>Edizioni successive: proprio le carte dell&apos;attacco, così solo due 3 parano due 3.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Morale test</source>
        <translation>Prova del morale</translation>
    </message>
    <message>
        <source>Never (ours, for a first battle)</source>
        <translation>Mai (nostro, per una prima battaglia)</translation>
    </message>
    <message>
        <source>Norman host</source>
        <translation>Schiera normanna</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivata</translation>
    </message>
    <message>
        <source>Off (the rulebook)</source>
        <translation>No (il regolamento)</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Attivata</translation>
    </message>
    <message>
        <source>On (our rule)</source>
        <translation>Sì (regola nostra)</translation>
    </message>
    <message>
        <source>On (our variant)</source>
        <translation>Sì (variante nostra)</translation>
    </message>
    <message>
        <source>Only onto D slots (ours)</source>
        <translation>Solo su caselle D (nostro)</translation>
    </message>
    <message>
        <source>Open (every card of the round shows)</source>
        <translation>Scoperti (si vedono tutte le carte della ripresa)</translation>
    </message>
    <message>
        <source>Ordinary units</source>
        <translation>Unità ordinarie</translation>
    </message>
    <message>
        <source>Our rule (non-combativity): six turns in a row without a phrase or a card drawn burn a Timer card.</source>
        <translation>Regola nostra (non combattività): sei turni di fila senza frase né carta pescata bruciano una carta del crono.</translation>
    </message>
    <message>
        <source>Our variant: a position the other fencer&apos;s beats gives nothing (Line beats Invitation, Invitation beats Engagement, Engagement beats Line).</source>
        <translation>Variante nostra: una posizione battuta da quella dell&apos;altro schermidore non dà nulla (Linea batte Invito, Invito batte Legamento, Legamento batte Linea).</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parata</translation>
    </message>
    <message>
        <source>Passivity clock</source>
        <translation>Orologio della passività</translation>
    </message>
    <message>
        <source>Pursuers hinder</source>
        <translation>Gli inseguitori ostacolano</translation>
    </message>
    <message>
        <source>Respondent&apos;s deck</source>
        <translation>Mazzo dello Sfidato</translation>
    </message>
    <message>
        <source>Roland&apos;s Salle bout</source>
        <translation>Assalto di sala di Roland</translation>
    </message>
    <message>
        <source>Roman legion</source>
        <translation>Legione romana</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Same cards (later editions)</source>
        <translation>Stesse carte (edizioni successive)</translation>
    </message>
    <message>
        <source>Same total (the rulebook)</source>
        <translation>Stessa somma (il regolamento)</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Schermagliatori</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>The general leads</source>
        <translation>Il generale guida</translation>
    </message>
    <message>
        <source>The initiative coin</source>
        <translation>La moneta dell&apos;iniziativa</translation>
    </message>
    <message>
        <source>The rulebook: Engagement slows every attack by 1, Invitation adds 1 to every defence, a Stop Hit is made from Line.</source>
        <translation>Il regolamento: il Legamento rallenta ogni attacco di 1, l&apos;Invito aggiunge 1 a ogni difesa, il Colpo d&apos;arresto si tira dalla Linea.</translation>
    </message>
    <message>
        <source>The rulebook: as many cards as the attack, reaching its total, so 2+4 or 1+5 parries two 3s.</source>
        <translation>Il regolamento: tante carte quante l&apos;attacco, con la stessa somma, così 2+4 o 1+5 parano due 3.</translation>
    </message>
    <message>
        <source>The rulebook: time passes only with the cards drawn from the Timer and a stall&apos;s burnt card.</source>
        <translation>Il regolamento: il tempo passa solo con le carte pescate dal crono e la carta bruciata da un temporeggiare.</translation>
    </message>
    <message>
        <source>To any empty slot behind (the rulebook)</source>
        <translation>Su qualsiasi casella vuota dietro (il regolamento)</translation>
    </message>
    <message>
        <source>Touches to win</source>
        <translation>Stoccate per vincere</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Tutorial: distance and speed. 25 cards, a phrase opens at lunge distance, the faster card touches.</source>
        <translation>Tutorial: distanza e velocità. 25 carte, una frase si apre a distanza d&apos;affondo, la carta più veloce tocca.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Weapon counters</source>
        <translation>Posizioni contrapposte</translation>
    </message>
    <message>
        <source>basic: every attack hits; standard: parries and ripostes; advanced: also advance-and-attack</source>
        <translation>base: ogni attacco va a segno; standard: parate e risposte; avanzato: anche avanzata e attacco</translation>
    </message>
    <message>
        <source>counter: each enemy pursuer on a card takes a die from its counter-attacks, as the rulebook says; all (ours): from every battle it fights</source>
        <translation>contrattacco: ogni inseguitore nemico su una carta toglie un dado ai suoi contrattacchi, come dice il regolamento; tutte (nostro): a ogni battaglia che combatte</translation>
    </message>
    <message>
        <source>duel: one touch decides; salle: Roland&apos;s Salle bout (points, roles swap, until a fencer has no strikes); sudden: Guy&apos;s Sudden death (both hands laid out in a committed face-down row)</source>
        <translation>duello: decide una stoccata; sala: assalto di sala di Roland (punti, i ruoli si invertono, finché uno schermidore resta senza colpi); improvvisa: morte improvvisa di Guy (entrambe le mani disposte in una fila fissa coperta)</translation>
    </message>
    <message>
        <source>evade (ours: the rulebook gives skirmishers a morale test it never defines): each hit on skirmishers is evaded on their rally number; off: skirmishers are ordinary units</source>
        <translation>evitare (nostro: il regolamento dà agli schermagliatori una prova del morale che non definisce mai): ogni colpo sugli schermagliatori è evitato con il loro numero di raduno; no: gli schermagliatori sono unità ordinarie</translation>
    </message>
    <message>
        <source>hidden: the table shows only the top discard; open: it shows every card played this round</source>
        <translation>nascosti: il tavolo mostra solo lo scarto in cima; scoperti: mostra ogni carta giocata in questa ripresa</translation>
    </message>
    <message>
        <source>hits needed to win the match</source>
        <translation>stoccate necessarie per vincere l&apos;incontro</translation>
    </message>
    <message>
        <source>on: before the command roll the general may lead at the front (drop the lowest die; equal high dice lose him); off (ours, for a first battle): he never does</source>
        <translation>sì: prima del tiro di comando il generale può guidare in prima linea (si scarta il dado più basso; due dadi alti uguali gli costano la vita); no (nostro, per una prima battaglia): non lo fa mai</translation>
    </message>
    <message>
        <source>rounds before the battle ends on the morale margins (ours: the rulebook ends a battle only when an army breaks)</source>
        <translation>round prima che la battaglia si decida sui margini di morale (nostro: il regolamento chiude una battaglia solo quando un esercito cede)</translation>
    </message>
    <message>
        <source>the Challenger&apos;s character deck</source>
        <translation>il mazzo del personaggio dello Sfidante</translation>
    </message>
    <message>
        <source>the Respondent&apos;s character deck</source>
        <translation>il mazzo del personaggio dello Sfidato</translation>
    </message>
    <message>
        <source>the army of the first seat (you, in a game against the computer), deployed to the south; the armies are ours: the rulebook prints no cards</source>
        <translation>l&apos;esercito del primo posto (tu, in una partita contro il computer), schierato a sud; gli eserciti sono nostri: il regolamento non stampa carte</translation>
    </message>
    <message>
        <source>the army of the second seat, deployed to the north (the armies are ours: the rulebook prints no cards)</source>
        <translation>l&apos;esercito del secondo posto, schierato a nord (gli eserciti sono nostri: il regolamento non stampa carte)</translation>
    </message>
    <message>
        <source>the clock: off (the rulebook) the Timer runs only on cards drawn and stalls that burn one; on (our rule) six quiet turns in a row burn a Timer card, and a tied tutorial play-on is drawn after six</source>
        <translation>l&apos;orologio: no (il regolamento) il crono scorre solo con carte pescate e temporeggiamenti che ne bruciano una; sì (regola nostra) sei turni tranquilli di fila bruciano una carta del crono, e un prolungamento pari del tutorial finisce patta dopo sei</translation>
    </message>
    <message>
        <source>the level of the game: what it teaches</source>
        <translation>il livello del gioco: ciò che insegna</translation>
    </message>
    <message>
        <source>the optional Break rule of the Thrust Process</source>
        <translation>la regola facoltativa della Rottura nel processo della Punta</translation>
    </message>
    <message>
        <source>the seat that issues the challenge</source>
        <translation>il posto che lancia la sfida</translation>
    </message>
    <message>
        <source>the seat that opens the first round (then alternating)</source>
        <translation>il posto che apre la prima ripresa (poi si alterna)</translation>
    </message>
    <message>
        <source>total (the rulebook): the same number of cards reaching the same total, so 2+4 parries 3+3; equal (later editions): the same cards as the attack</source>
        <translation>totale (il regolamento): lo stesso numero di carte con la stessa somma, così 2+4 para 3+3; uguale (edizioni successive): le stesse carte dell&apos;attacco</translation>
    </message>
    <message>
        <source>touches to win: 5 (a pool bout, one period), 10 (basic, two periods) or 15 (advanced, three periods; the tutorial plays any on one timer)</source>
        <translation>stoccate per vincere: 5 (assalto di girone, un periodo), 10 (base, due periodi) o 15 (avanzato, tre periodi; il tutorial gioca qualsiasi con un solo crono)</translation>
    </message>
    <message>
        <source>weapon positions: off (the rulebook) every position&apos;s bonus counts; on (our variant) a position the opponent&apos;s beats gives nothing (Line over Invitation over Engagement over Line)</source>
        <translation>posizioni dell&apos;arma: no (il regolamento) conta il vantaggio di ogni posizione; sì (variante nostra) una posizione battuta da quella dell&apos;avversario non dà nulla (Linea su Invito su Legamento su Linea)</translation>
    </message>
    <message>
        <source>when an army tests its morale. start: at the start of its turn with the die it set aside last turn, as the rulebook says; end (ours, another reading): at the end of its turn with this turn&apos;s die</source>
        <translation>quando un esercito prova il morale. inizio: all&apos;inizio del suo turno con il dado messo da parte nel turno precedente, come dice il regolamento; fine (nostro, un&apos;altra lettura): alla fine del suo turno con il dado di questo turno</translation>
    </message>
    <message>
        <source>where a hit piece standing on a D slot may retreat. behind: to any empty open slot behind it, as the rulebook says; d_slots (ours, the rule the armies were tuned under): only onto another D slot, so a retreat never puts a disordered piece back in order</source>
        <translation>dove può ritirarsi un pezzo colpito che sta su una casella D. behind: su qualsiasi casella aperta vuota dietro di esso, come dice il regolamento; d_slots (nostro, la regola con cui sono stati bilanciati gli eserciti): solo su un&apos;altra casella D, così una ritirata non rimette mai in ordine un pezzo disordinato</translation>
    </message>
    <message>
        <source>who starts: the initiative coin, or a seat</source>
        <translation>chi inizia: la moneta dell&apos;iniziativa, o un posto</translation>
    </message>
</context>
<context>
    <name>GameSeats</name>
    <message>
        <source>Fencer 1</source>
        <translation>Schermidore 1</translation>
    </message>
    <message>
        <source>Fencer 2</source>
        <translation>Schermidore 2</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Schermidore A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Schermidore B</translation>
    </message>
    <message>
        <source>Fencers</source>
        <translation>Schermidori</translation>
    </message>
    <message>
        <source>General A</source>
        <translation>Generale A</translation>
    </message>
    <message>
        <source>General B</source>
        <translation>Generale B</translation>
    </message>
    <message>
        <source>General of the north</source>
        <translation>Generale del nord</translation>
    </message>
    <message>
        <source>General of the south</source>
        <translation>Generale del sud</translation>
    </message>
    <message>
        <source>Generals</source>
        <translation>Generali</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>&lt;b&gt;You won&lt;/b&gt;: {reason}</source>
        <translation>&lt;b&gt;Hai vinto&lt;/b&gt;: {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your move&lt;/b&gt;{score}</source>
        <translation>&lt;b&gt;Tocca a te&lt;/b&gt;{score}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; to act{score}</source>
        <translation>Tocca a &lt;b&gt;{name}&lt;/b&gt;{score}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; won: {reason}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ha vinto: {reason}</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>Bout</source>
        <translation>Assalto</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duello</translation>
    </message>
    <message>
        <source>Ready...Fence! &amp;competition…</source>
        <translation>&amp;Gara di Ready...Fence!…</translation>
    </message>
    <message>
        <source>{drawn}: {reason}</source>
        <translation>{drawn}: {reason}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>no game {name}; choose from {games}</source>
        <translation>nessun gioco {name}; scegli tra {games}</translation>
    </message>
</context>
<context>
    <name>PoolSheet</name>
    <message>
        <source>Fencer</source>
        <translation>Schermidore</translation>
    </message>
    <message>
        <source>Ind</source>
        <translation>Ind</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
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
        <translation>si tira ora</translation>
    </message>
    <message>
        <source>you, at the table</source>
        <translation>tu, al tavolo</translation>
    </message>
</context>
<context>
    <name>ReadyFenceActions</name>
    <message>
        <source>Engagement</source>
        <translation>Legamento</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invito</translation>
    </message>
    <message>
        <source>Point-in-Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>declare a mulligan</source>
        <translation>dichiarare un mulligan</translation>
    </message>
    <message>
        <source>defend by distance</source>
        <translation>difendersi con la misura</translation>
    </message>
    <message>
        <source>defend by distance, giving up {card}</source>
        <translation>difendersi con la misura, cedendo {card}</translation>
    </message>
    <message>
        <source>defend by distance: {card}</source>
        <translation>difendersi con la misura: {card}</translation>
    </message>
    <message>
        <source>discard {card}, draw a card</source>
        <translation>scartare {card}, pescare una carta</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>chiudere il turno</translation>
    </message>
    <message>
        <source>feint: end the phrase</source>
        <translation>fintare: chiudere la frase</translation>
    </message>
    <message>
        <source>feint: swap in {card}</source>
        <translation>fintare: passare a {card}</translation>
    </message>
    <message>
        <source>keep the hand</source>
        <translation>tenere la mano</translation>
    </message>
    <message>
        <source>let the phrase end</source>
        <translation>lasciar finire la frase</translation>
    </message>
    <message>
        <source>parry without a card, spending {sp} SP</source>
        <translation>parare senza carta, spendendo {sp} PR</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>giocare {card}</translation>
    </message>
    <message>
        <source>play {card} + {other}</source>
        <translation>giocare {card} + {other}</translation>
    </message>
    <message>
        <source>play {card} with {other}</source>
        <translation>giocare {card} con {other}</translation>
    </message>
    <message>
        <source>renew the attack: {card}</source>
        <translation>riprendere l&apos;attacco: {card}</translation>
    </message>
    <message>
        <source>retreat two squares</source>
        <translation>retrocedere di due caselle</translation>
    </message>
    <message>
        <source>retreat two squares, discarding {card} and drawing a card</source>
        <translation>retrocedere di due caselle, scartando {card} e pescando una carta</translation>
    </message>
    <message>
        <source>retreat, changing {card}</source>
        <translation>retrocedere, cambiando {card}</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>temporeggiare</translation>
    </message>
    <message>
        <source>stall, leaving the Timer as it is</source>
        <translation>temporeggiare, lasciando il crono com&apos;è</translation>
    </message>
    <message>
        <source>step back</source>
        <translation>fare un passo indietro</translation>
    </message>
    <message>
        <source>step forward</source>
        <translation>fare un passo avanti</translation>
    </message>
    <message>
        <source>take the position {position}</source>
        <translation>prendere la posizione {position}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceCards</name>
    <message>
        <source>a Ready...Fence! card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>una carta di Ready...Fence! non ha un tipo proprio (&quot;card&quot;), non {type}</translation>
    </message>
    <message>
        <source>a Stop Hit to the wrist or arm has speed above 5, to the body 4 or 5</source>
        <translation>un colpo d&apos;arresto al polso o al braccio ha velocità oltre 5, al tronco 4 o 5</translation>
    </message>
    <message>
        <source>a speed must be from {low} to {high}, not {value}</source>
        <translation>una velocità deve andare da {low} a {high}, non {value}</translation>
    </message>
    <message>
        <source>a tutorial card is also a basic card in this deck</source>
        <translation>in questo mazzo una carta tutorial è anche una carta base</translation>
    </message>
    <message>
        <source>a {kind} card is a {group}, not {given}</source>
        <translation>una carta {kind} è del gruppo {group}, non {given}</translation>
    </message>
    <message>
        <source>a {kind} card is {colour}, not {given}</source>
        <translation>una carta {kind} è {colour}, non {given}</translation>
    </message>
    <message>
        <source>is not a field of a Ready...Fence! card ({fields})</source>
        <translation>non è un campo di una carta di Ready...Fence! ({fields})</translation>
    </message>
    <message>
        <source>must be a list of &quot;T&quot; and &quot;B&quot;, each at most once, not {value}</source>
        <translation>deve essere un elenco di &quot;T&quot; e &quot;B&quot;, ciascuna al massimo una volta, non {value}</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high} (the bottle), not {value}</source>
        <translation>deve essere un numero intero da {low} a {high} (la borraccia), non {value}</translation>
    </message>
    <message>
        <source>only a Stop Hit has a target (body, arm or wrist)</source>
        <translation>solo un colpo d&apos;arresto ha un bersaglio (body, arm o wrist)</translation>
    </message>
    <message>
        <source>only the Straight Thrusts of speed 3 are printed in yellow</source>
        <translation>solo le stoccate diritte di velocità 3 sono stampate in giallo</translation>
    </message>
    <message>
        <source>orange cards have no speed of their own; every other card but the Joker has one</source>
        <translation>le carte arancioni non hanno una velocità propria; tutte le altre tranne il jolly ce l&apos;hanno</translation>
    </message>
    <message>
        <source>the basic deck has {count} B cards, the file {found}</source>
        <translation>il mazzo base ha {count} carte B; il file {found}</translation>
    </message>
    <message>
        <source>the basic deck needs two yellow Straight Thrusts of speed 3</source>
        <translation>il mazzo base richiede due stoccate diritte gialle di velocità 3</translation>
    </message>
    <message>
        <source>the manual names {count} {kind} cards, the file {found}</source>
        <translation>il manuale indica {count} carte {kind}; il file {found}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceCompetition</name>
    <message>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Pool, bout {number} of {bouts}</source>
        <translation>Girone, assalto {number} di {bouts}</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Quarti di finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinali</translation>
    </message>
    <message>
        <source>Tableau of {fencers}</source>
        <translation>Tabellone dei {fencers}</translation>
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
    <name>ReadyFenceItems</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>+1 to your defences and cardless parries</source>
        <translation>+1 alle tue difese e parate senza carta</translation>
    </message>
    <message>
        <source>Coin: you fenced first</source>
        <translation>Moneta: hai iniziato tu</translation>
    </message>
    <message>
        <source>Coin: {name} fenced first</source>
        <translation>Moneta: ha iniziato {name}</translation>
    </message>
    <message>
        <source>OT</source>
        <comment>overtime, in a small circle</comment>
        <translation>Su</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Priority: {name}</source>
        <translation>Priorità: {name}</translation>
    </message>
    <message>
        <source>Scoreboard · bout to {target}</source>
        <translation>Tabellone · assalto a {target}</translation>
    </message>
    <message>
        <source>Touch!</source>
        <translation>Stoccata!</translation>
    </message>
    <message>
        <source>beaten by his {position}: no bonus now</source>
        <translation>battuta dall&apos;avversario ({position}): nessun vantaggio</translation>
    </message>
    <message>
        <source>his attacks −1; Glide Attack and Flanconade need it</source>
        <translation>i suoi attacchi −1; Attacco di filo e Flanconata lo richiedono</translation>
    </message>
    <message>
        <source>you may Stop Hit; a Beat Thrust against it gains +1</source>
        <translation>puoi tirare il Colpo d&apos;arresto; una Battuta contro di essa guadagna +1</translation>
    </message>
    <message>
        <source>{position}: {note}</source>
        <translation>{position}: {note}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceLayout</name>
    <message>
        <source>Feint</source>
        <translation>Finta</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Last phrase: {verdict}</source>
        <translation>Ultima frase: {verdict}</translation>
    </message>
    <message>
        <source>Last phrase: {verdict} — {scored}</source>
        <translation>Ultima frase: {verdict} — {scored}</translation>
    </message>
    <message>
        <source>Long distance: two empty squares (a Flèche may open)</source>
        <translation>Distanza lunga: due caselle libere (può aprire una Frecciata)</translation>
    </message>
    <message>
        <source>Lunge distance: one empty square, a phrase may open</source>
        <translation>Distanza d&apos;affondo: una casella libera, si può aprire una frase</translation>
    </message>
    <message>
        <source>No speed: he steps back two squares</source>
        <translation>Nessuna velocità: arretra di due caselle</translation>
    </message>
    <message>
        <source>Out of distance: {squares} empty squares, step in to fence</source>
        <translation>Fuori misura: {squares} caselle libere, avvicinati per tirare</translation>
    </message>
    <message>
        <source>Parry: {sp}</source>
        <translation>Parata: {sp}</translation>
    </message>
    <message>
        <source>Short distance: nothing between the fencers (Infighting only)</source>
        <translation>Distanza corta: niente tra gli schermidori (solo Corpo a corpo)</translation>
    </message>
    <message>
        <source>The Feint ends the phrase: no touch</source>
        <translation>La Finta chiude la frase: nessuna stoccata</translation>
    </message>
    <message>
        <source>The initiative coin fell to you: you fence first. No phrase yet.</source>
        <translation>La moneta dell&apos;iniziativa è andata a te: inizi tu. Ancora nessuna frase.</translation>
    </message>
    <message>
        <source>The initiative coin fell to {name}: {name} fences first. No phrase yet.</source>
        <translation>La moneta dell&apos;iniziativa è andata a {name}: inizia {name}. Ancora nessuna frase.</translation>
    </message>
    <message>
        <source>The phrase: the defence held; you may renew the attack</source>
        <translation>La frase: la difesa ha tenuto; puoi riprendere l&apos;attacco</translation>
    </message>
    <message>
        <source>The phrase: the defence held; {name} may renew the attack</source>
        <translation>La frase: la difesa ha tenuto; {name} può riprendere l&apos;attacco</translation>
    </message>
    <message>
        <source>The phrase: the faster card touches · your answer</source>
        <translation>La frase: la carta più veloce tocca · rispondi tu</translation>
    </message>
    <message>
        <source>The phrase: the faster card touches · {name} to answer</source>
        <translation>La frase: la carta più veloce tocca · risponde {name}</translation>
    </message>
    <message>
        <source>You score</source>
        <translation>Tocchi tu</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attacco</translation>
    </message>
    <message>
        <source>attack after a Feint</source>
        <translation>attacco dopo Finta</translation>
    </message>
    <message>
        <source>both score</source>
        <translation>toccano entrambi</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>contrattacco</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>misura</translation>
    </message>
    <message>
        <source>feinted</source>
        <translation>fintato</translation>
    </message>
    <message>
        <source>no touch</source>
        <translation>nessuna stoccata</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parata</translation>
    </message>
    <message>
        <source>renewed attack</source>
        <translation>ripresa d&apos;attacco</translation>
    </message>
    <message>
        <source>riposte</source>
        <translation>risposta</translation>
    </message>
    <message>
        <source>speed {speed}</source>
        <translation>velocità {speed}</translation>
    </message>
    <message>
        <source>{joker}: faster than any card</source>
        <translation>{joker}: più veloce di ogni carta</translation>
    </message>
    <message>
        <source>{name} scores</source>
        <translation>tocca {name}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceReasons</name>
    <message>
        <source>A parry with {sp} SP is worth speed {speed} against {his}: it holds.</source>
        <translation>Una parata con {sp} PR vale velocità {speed} contro {his}: tiene.</translation>
    </message>
    <message>
        <source>A parry with {sp} SP is worth speed {speed} against {his}: the fewest SP that hold.</source>
        <translation>Una parata con {sp} PR vale velocità {speed} contro {his}: i PR minimi che tengono.</translation>
    </message>
    <message numerus="yes">
        <source>After this step ({distance}), %n of the cards he may hold can attack you from where he stands, the fastest at speed {speed}.</source>
        <translation>
            <numerusform>Dopo questo passo ({distance}), %n delle carte che può avere può attaccarti da dove si trova, a velocità {speed}.</numerusform>
            <numerusform>Dopo questo passo ({distance}), %n delle carte che può avere possono attaccarti da dove si trova, la più veloce a velocità {speed}.</numerusform>
        </translation>
    </message>
    <message>
        <source>After this step ({distance}), none of the cards he may hold can attack you from where he stands: he must move first.</source>
        <translation>Dopo questo passo ({distance}), nessuna delle carte che può avere può attaccarti da dove si trova: prima deve muoversi.</translation>
    </message>
    <message>
        <source>At speed {speed} it does not beat {his}: the touch is his.</source>
        <translation>A velocità {speed} non batte {his}: la stoccata è sua.</translation>
    </message>
    <message>
        <source>At speed {speed} it equals {his}: both touch.</source>
        <translation>A velocità {speed} eguaglia {his}: toccano entrambi.</translation>
    </message>
    <message>
        <source>At speed {speed} it is faster than {his}: unless he answers again, it touches.</source>
        <translation>A velocità {speed} è più veloce di {his}: se lui non risponde ancora, tocca.</translation>
    </message>
    <message>
        <source>At speed {speed} it is too fast to be defended by distance.</source>
        <translation>A velocità {speed} è troppo veloce per essere parata con la misura.</translation>
    </message>
    <message>
        <source>At {distance} you hold no card to answer his attack with: this takes you out of lunge distance.</source>
        <translation>A {distance} non hai carte per rispondere al suo attacco: questo ti porta fuori dalla distanza d&apos;affondo.</translation>
    </message>
    <message>
        <source>Defending by distance against {his} costs you {cost} SP of your {sp} and a card of your hand at random.</source>
        <translation>Difenderti con la misura contro {his} ti costa {cost} PR dei tuoi {sp} e una carta a caso della tua mano.</translation>
    </message>
    <message>
        <source>Defending by distance against {his} costs you {cost} SP of your {sp} and {card}.</source>
        <translation>Difenderti con la misura contro {his} ti costa {cost} PR dei tuoi {sp} e {card}.</translation>
    </message>
    <message>
        <source>He has made both his fencing actions in this phrase: he cannot answer again.</source>
        <translation>Ha già fatto le sue due azioni schermistiche in questa frase: non può rispondere di nuovo.</translation>
    </message>
    <message>
        <source>He has {sp} SP: a parry without a card reaches only speed {best}.</source>
        <translation>Ha {sp} PR: una parata senza carta arriva solo a velocità {best}.</translation>
    </message>
    <message numerus="yes">
        <source>In {position} %n of the attacks he may hold are slower, by up to {by}.</source>
        <translation>
            <numerusform>In {position} %n degli attacchi che può avere è più lento, di {by}.</numerusform>
            <numerusform>In {position} %n degli attacchi che può avere sono più lenti, fino a {by}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In {position} your Stop Hit may answer his attacks.</source>
        <translation>In {position} il tuo Colpo d&apos;arresto può rispondere ai suoi attacchi.</translation>
    </message>
    <message>
        <source>In {position} your defences, and a parry with SP, are {by} faster.</source>
        <translation>In {position} le tue difese, e una parata con PR, sono più veloci di {by}.</translation>
    </message>
    <message>
        <source>It costs {cost} SP of your {sp}; he has {his}.</source>
        <translation>Costa {cost} PR dei tuoi {sp}; lui ne ha {his}.</translation>
    </message>
    <message>
        <source>It ends the phrase with a touch each.</source>
        <translation>Chiude la frase con una stoccata a testa.</translation>
    </message>
    <message>
        <source>It ends the phrase with no touch.</source>
        <translation>Chiude la frase senza stoccate.</translation>
    </message>
    <message>
        <source>It ends the phrase, and the touch is yours.</source>
        <translation>Chiude la frase, e la stoccata è tua.</translation>
    </message>
    <message>
        <source>None of the cards he may hold can beat speed {speed}.</source>
        <translation>Nessuna delle carte che può avere può battere la velocità {speed}.</translation>
    </message>
    <message>
        <source>None of your answers beats {his}: the touch is his whatever you play.</source>
        <translation>Nessuna delle tue risposte batte {his}: la stoccata è sua qualunque cosa tu giochi.</translation>
    </message>
    <message>
        <source>Nothing in your hand answers {his}, and you cannot defend without a card.</source>
        <translation>Niente nella tua mano risponde a {his}, e non puoi difenderti senza carta.</translation>
    </message>
    <message numerus="yes">
        <source>Of the cards he may hold, %n can beat speed {speed}; the best is {card}.</source>
        <translation>
            <numerusform>Delle carte che può avere, %n può battere la velocità {speed}; la migliore è {card}.</numerusform>
            <numerusform>Delle carte che può avere, %n possono battere la velocità {speed}; la migliore è {card}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Timer has one card left and you hold Priority: taking it ends the bout, and you win.</source>
        <translation>Al crono resta una carta e hai la Priorità: prenderla chiude l&apos;assalto, e vinci.</translation>
    </message>
    <message>
        <source>The Timer has one card left and you lead {mine} to {his}: taking it ends the bout, and you win.</source>
        <translation>Al crono resta una carta e sei avanti {mine} a {his}: prenderla chiude l&apos;assalto, e vinci.</translation>
    </message>
    <message>
        <source>This step brings you to lunge distance with one action left, and your hand holds an attack for it.</source>
        <translation>Questo passo ti porta a distanza d&apos;affondo con un&apos;azione ancora da fare, e la tua mano ha un attacco per essa.</translation>
    </message>
    <message>
        <source>This step takes you off the end of the strip: he scores a touch.</source>
        <translation>Questo passo ti porta fuori dal fondo pedana: lui mette a segno una stoccata.</translation>
    </message>
    <message>
        <source>You have {sp} SP and he has {his}.</source>
        <translation>Hai {sp} PR e lui ne ha {his}.</translation>
    </message>
    <message>
        <source>You have {sp} SP and he has {his}: stalling brings you to {after}.</source>
        <translation>Hai {sp} PR e lui ne ha {his}: temporeggiare ti porta a {after}.</translation>
    </message>
    <message numerus="yes">
        <source>You lead {mine} to {his}, and it takes a card from the Timer: %n left.</source>
        <translation>
            <numerusform>Sei avanti {mine} a {his}, e questo toglie una carta al crono: ne resta %n.</numerusform>
            <numerusform>Sei avanti {mine} a {his}, e questo toglie una carta al crono: ne restano %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>You let go of {card} and draw a card from the Timer.</source>
        <translation>Ti liberi di {card} e peschi una carta dal crono.</translation>
    </message>
    <message>
        <source>You let go of {card}, the slowest card in your hand.</source>
        <translation>Ti liberi di {card}, la carta più lenta della tua mano.</translation>
    </message>
    <message>
        <source>You let go of {card}: it cannot attack from here ({distance}).</source>
        <translation>Ti liberi di {card}: non può attaccare da qui ({distance}).</translation>
    </message>
    <message>
        <source>You let go of {card}: it costs {cost} SP and you have {sp}.</source>
        <translation>Ti liberi di {card}: costa {cost} PR e ne hai {sp}.</translation>
    </message>
    <message>
        <source>You let go of {card}: you keep {other}, which is faster.</source>
        <translation>Ti liberi di {card}: tieni {other}, una carta più veloce.</translation>
    </message>
    <message>
        <source>his {card} ({speed})</source>
        <translation>{card} ({speed}) dell&apos;avversario</translation>
    </message>
    <message>
        <source>{card} wins at once against {his}.</source>
        <translation>{card} vince subito contro {his}.</translation>
    </message>
</context>
<context>
    <name>ReadyFenceScene</name>
    <message numerus="yes">
        <source> · %n action(s) left</source>
        <translation>
            <numerusform> · resta %n azione</numerusform>
            <numerusform> · restano %n azioni</numerusform>
        </translation>
    </message>
    <message>
        <source> · time is out: the next touch wins</source>
        <translation> · tempo scaduto: la prossima stoccata vince</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) set aside, unseen</source>
        <translation>
            <numerusform>%n carta messa da parte, non vista</numerusform>
            <numerusform>%n carte messe da parte, non viste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n touch(es)</source>
        <translation>
            <numerusform>%n stoccata</numerusform>
            <numerusform>%n stoccate</numerusform>
        </translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Assalto pari</translation>
    </message>
    <message>
        <source>A parry without a card: click the square your stamina drops to (or X).</source>
        <translation>Una parata senza carta: clicca la casella a cui scende la tua resistenza (o X).</translation>
    </message>
    <message>
        <source>Advance (F)</source>
        <translation>Avanza (F)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Rispondi</translation>
    </message>
    <message>
        <source>Answer: drag a card onto the piste, parry with stamina (X), defend by distance (T), or Pass (Space) to let the phrase be judged.</source>
        <translation>Rispondi: trascina una carta sulla pedana, para con la resistenza (X), difenditi con la misura (T), o Passa (Spazio) perché la frase sia giudicata.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacca</translation>
    </message>
    <message>
        <source>Back (B)</source>
        <translation>Indietro (B)</translation>
    </message>
    <message>
        <source>Choose a card of your hand first (← →).</source>
        <translation>Scegli prima una carta della tua mano (← →).</translation>
    </message>
    <message>
        <source>Choose an action first: a letter or a number (F1 lists them).</source>
        <translation>Scegli prima un&apos;azione: una lettera o un numero (F1 le elenca).</translation>
    </message>
    <message>
        <source>Defence by distance</source>
        <translation>Difesa di misura</translation>
    </message>
    <message>
        <source>Defend by distance (T)</source>
        <translation>Difesa di misura (T)</translation>
    </message>
    <message>
        <source>Defend by distance, losing it</source>
        <translation>Difesa di misura, perdendola</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Scarta e pesca</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Done (Space)</source>
        <translation>Fatto (Spazio)</translation>
    </message>
    <message>
        <source>Drop a card on the piste (the phrase area or the strip) to play it, or on the discard pile to change it (F1 tells more).</source>
        <translation>Lascia una carta sulla pedana (la zona della frase o le caselle) per giocarla, o sugli scarti per cambiarla (F1 spiega di più).</translation>
    </message>
    <message>
        <source>End of turn: drag a card onto the discard pile to change it, or Done (Space).</source>
        <translation>Fine del turno: trascina una carta sugli scarti per cambiarla, o Fatto (Spazio).</translation>
    </message>
    <message>
        <source>Feint into {card}</source>
        <translation>Finta verso {card}</translation>
    </message>
    <message>
        <source>Feint: end the phrase</source>
        <translation>Finta: chiudi la frase</translation>
    </message>
    <message>
        <source>Feint: swap in this card ({card})</source>
        <translation>Finta: entra questa carta ({card})</translation>
    </message>
    <message>
        <source>His answer is faster: answer it (drag a card onto the piste), or Pass (Space).</source>
        <translation>La sua risposta è più veloce: rispondi (trascina una carta sulla pedana), o Passa (Spazio).</translation>
    </message>
    <message>
        <source>Keep (K)</source>
        <translation>Tieni (K)</translation>
    </message>
    <message>
        <source>Keep your hand (K), or change it once: Mulligan (M).</source>
        <translation>Tieni la mano (K), o cambiala una volta: Mulligan (M).</translation>
    </message>
    <message>
        <source>Mulligan (M)</source>
        <translation>Mulligan (M)</translation>
    </message>
    <message>
        <source>Overtime timer</source>
        <translation>Crono suppl.</translation>
    </message>
    <message>
        <source>Parry
without a card</source>
        <translation>Parata
senza carta</translation>
    </message>
    <message>
        <source>Parry {sp} SP = {speed}</source>
        <translation>Parata {sp} PR = {speed}</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>Passa (Spazio)</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorità</translation>
    </message>
    <message>
        <source>Renew the attack</source>
        <translation>Riprendi l&apos;attacco</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>Sostituita</translation>
    </message>
    <message>
        <source>Retreat 2 (R)</source>
        <translation>Ritirata 2 (R)</translation>
    </message>
    <message>
        <source>Retreat 2, changing it</source>
        <translation>Ritirata 2, cambiandola</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Vista</translation>
    </message>
    <message>
        <source>Stall (S)</source>
        <translation>Temporeggia (S)</translation>
    </message>
    <message>
        <source>Stall, keep the Timer (S S)</source>
        <translation>Temporeggia, crono intatto (S S)</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Crono</translation>
    </message>
    <message>
        <source>To answer</source>
        <translation>Da rispondere</translation>
    </message>
    <message>
        <source>Two actions: step (F, B or click a square), click a weapon circle, drag a card onto the discard pile to change it, or drag a red card onto the piste to attack.</source>
        <translation>Due azioni: fai un passo (F, B o clicca una casella), clicca un cerchio dell&apos;arma, trascina una carta sugli scarti per cambiarla, o trascina una carta rossa sulla pedana per attaccare.</translation>
    </message>
    <message>
        <source>With {card}</source>
        <translation>Con {card}</translation>
    </message>
    <message>
        <source>You win the bout</source>
        <translation>Vinci l&apos;assalto</translation>
    </message>
    <message>
        <source>Your attack was stopped: drag the Renewed Attack onto the piste, or Pass (Space).</source>
        <translation>Il tuo attacco è stato fermato: trascina la Ripresa d&apos;attacco sulla pedana, o Passa (Spazio).</translation>
    </message>
    <message>
        <source>Your fencer steps one square forward or back (F, B), or retreats two (R, advanced): click a lit square.</source>
        <translation>Il tuo schermidore avanza o arretra di una casella (F, B), o si ritira di due (R, avanzato): clicca una casella illuminata.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>Your turn: two actions</source>
        <translation>Il tuo turno: due azioni</translation>
    </message>
    <message>
        <source>Your weapon is in {position} already.</source>
        <translation>La tua arma è già in {position}.</translation>
    </message>
    <message>
        <source>cardless defence used</source>
        <translation>difesa senza carta usata</translation>
    </message>
    <message>
        <source>mulligan used</source>
        <translation>mulligan usato</translation>
    </message>
    <message>
        <source>press P or D</source>
        <translation>premi P o D</translation>
    </message>
    <message>
        <source>stalled last turn</source>
        <translation>ha temporeggiato l&apos;ultimo turno</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>Tocca a {name}</translation>
    </message>
    <message>
        <source>{name} wins the bout</source>
        <translation>{name} vince l&apos;assalto</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: two actions</source>
        <translation>Turno di {name}: due azioni</translation>
    </message>
    <message>
        <source>{name}, {role}: {speed}</source>
        <translation>{name}, {role}: {speed}</translation>
    </message>
    <message>
        <source>{name}: {touches}, {sp} stamina, weapon in {position}, {cards} in hand</source>
        <translation>{name}: {touches}, {sp} di resistenza, arma in {position}, {cards} in mano</translation>
    </message>
    <message>
        <source>{result}: {verdict}</source>
        <translation>{result}: {verdict}</translation>
    </message>
    <message>
        <source>{sp} SP = {speed}</source>
        <translation>{sp} PR = {speed}</translation>
    </message>
    <message numerus="yes">
        <source>{timer}: %n card(s)</source>
        <translation>
            <numerusform>{timer}: %n carta</numerusform>
            <numerusform>{timer}: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{verdict}: the fencers go back on guard, the clock is reset.</source>
        <translation>{verdict}: gli schermidori tornano in guardia, il crono si azzera.</translation>
    </message>
</context>
<context>
    <name>ReadyFenceState</name>
    <message>
        <source>End of turn: discard and draw, or not</source>
        <translation>Fine del turno: scartare e pescare, o no</translation>
    </message>
    <message>
        <source>Infighting answers only at short or lunge distance, and you are at {distance}</source>
        <translation>il Corpo a corpo risponde solo a distanza corta o d&apos;affondo, e tu sei a {distance}</translation>
    </message>
    <message>
        <source>Infighting is answered only by Infighting, Parry and Riposte or a cardless defence</source>
        <translation>al Corpo a corpo rispondono solo Corpo a corpo, Parata e risposta o una difesa senza carta</translation>
    </message>
    <message>
        <source>Infighting is played at short distance only</source>
        <translation>il Corpo a corpo si gioca solo a distanza corta</translation>
    </message>
    <message>
        <source>Parry and Riposte parries first and only then ripostes: it answers an attack, it never opens a phrase</source>
        <translation>Parata e risposta prima para e solo dopo risponde: risponde a un attacco, non apre mai una frase</translation>
    </message>
    <message>
        <source>Setup: keep your hand or declare a mulligan</source>
        <translation>Preparazione: tieni la mano o dichiara un mulligan</translation>
    </message>
    <message>
        <source>The bout is over</source>
        <translation>L&apos;assalto è finito</translation>
    </message>
    <message>
        <source>The fencing phrase: answer</source>
        <translation>La frase schermistica: rispondi</translation>
    </message>
    <message>
        <source>The phrase: renew the attack or let it end</source>
        <translation>La frase: riprendi l&apos;attacco o lasciala finire</translation>
    </message>
    <message>
        <source>Your turn: two actions</source>
        <translation>Il tuo turno: due azioni</translation>
    </message>
    <message>
        <source>a Ceding Parry answers only a Glide Attack or a Flanconade</source>
        <translation>una Parata di ceduta risponde solo a un Attacco di filo o a una Flanconata</translation>
    </message>
    <message>
        <source>a Counter-Time answers only a counterattack (a light-blue card)</source>
        <translation>un Controtempo risponde solo a un contrattacco (una carta azzurra)</translation>
    </message>
    <message>
        <source>a Disengage answers only an attack that seeks your blade (Beat Thrust, Glide Attack, Flanconade) or an attacker in Engagement</source>
        <translation>una Cavazione risponde solo a un attacco che cerca la tua lama (Battuta e stoccata, Attacco di filo, Flanconata) o a un attaccante in Legamento</translation>
    </message>
    <message>
        <source>a Feint follows your first attack, once the other fencer answered it with a card</source>
        <translation>una Finta segue il tuo primo attacco, dopo che l&apos;altro schermidore gli ha risposto con una carta</translation>
    </message>
    <message>
        <source>a Feint in Time answers only a Counter-Time</source>
        <translation>una Finta in tempo risponde solo a un Controtempo</translation>
    </message>
    <message>
        <source>a Renewed Attack follows your own first attack, once a defence stopped it</source>
        <translation>una Ripresa d&apos;attacco segue il tuo stesso primo attacco, dopo che una difesa l&apos;ha fermato</translation>
    </message>
    <message>
        <source>a Stop Hit needs your weapon in Line</source>
        <translation>un Colpo d&apos;arresto richiede la tua arma in Linea</translation>
    </message>
    <message>
        <source>a Toe-Touch is answered only by a Stop Hit or a defence by distance</source>
        <translation>a un Colpo al piede rispondono solo un Colpo d&apos;arresto o una difesa di misura</translation>
    </message>
    <message>
        <source>a dark-blue card is answered only by a light-blue card</source>
        <translation>a una carta blu scuro risponde solo una azzurra</translation>
    </message>
    <message>
        <source>a defence without cards answers only an attack</source>
        <translation>una difesa senza carta risponde solo a un attacco</translation>
    </message>
    <message>
        <source>a defence without cards answers only the first attack of a phrase</source>
        <translation>una difesa senza carta risponde solo al primo attacco di una frase</translation>
    </message>
    <message>
        <source>a light-blue card is answered only by a dark-blue card</source>
        <translation>a una carta azzurra risponde solo una blu scuro</translation>
    </message>
    <message>
        <source>a parry of {parry} is slower than the attack&apos;s {speed}</source>
        <translation>una parata da {parry} è più lenta del {speed} dell&apos;attacco</translation>
    </message>
    <message>
        <source>a phrase opens with a red card</source>
        <translation>una frase si apre con una carta rossa</translation>
    </message>
    <message>
        <source>a renewed attack cannot be defended by distance</source>
        <translation>una ripresa d&apos;attacco non si può parare con la misura</translation>
    </message>
    <message>
        <source>a riposte cannot be defended by distance</source>
        <translation>una risposta non si può parare con la misura</translation>
    </message>
    <message>
        <source>a stall takes both actions of a turn, and you have used one</source>
        <translation>temporeggiare occupa entrambe le azioni di un turno, e ne hai già usata una</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>avanzare</translation>
    </message>
    <message>
        <source>after a Flèche the attacker makes no other fencing action</source>
        <translation>dopo una Frecciata l&apos;attaccante non fa altre azioni schermistiche</translation>
    </message>
    <message>
        <source>an attack faster than {limit} cannot be defended by distance</source>
        <translation>un attacco più veloce di {limit} non si può parare con la misura</translation>
    </message>
    <message>
        <source>back</source>
        <translation>arretrare</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>scartare</translation>
    </message>
    <message>
        <source>discard a card face down, draw a card</source>
        <translation>scartare una carta coperta, pescare una carta</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>difesa di misura</translation>
    </message>
    <message>
        <source>done</source>
        <translation>finire</translation>
    </message>
    <message>
        <source>feint</source>
        <translation>fintare</translation>
    </message>
    <message>
        <source>in the tutorial a defence by distance gives up a card of your choice: name it</source>
        <translation>nel tutorial una difesa di misura cede una carta a tua scelta: indicala</translation>
    </message>
    <message>
        <source>in the tutorial a phrase opens only at lunge distance, and you are at {distance}</source>
        <translation>nel tutorial una frase si apre solo a distanza d&apos;affondo, e tu sei a {distance}</translation>
    </message>
    <message>
        <source>it costs {cost} SP and you have {sp}</source>
        <translation>costa {cost} PR e ne hai {sp}</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>tenere la mano</translation>
    </message>
    <message>
        <source>long distance</source>
        <translation>distanza lunga</translation>
    </message>
    <message>
        <source>lunge distance</source>
        <translation>distanza d&apos;affondo</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>mulligan</translation>
    </message>
    <message>
        <source>not now; in {phase} you may {kinds}</source>
        <translation>non ora; in «{phase}» puoi: {kinds}</translation>
    </message>
    <message>
        <source>once Priority is given, no fencer may stall</source>
        <translation>una volta assegnata la Priorità, nessuno schermidore può temporeggiare</translation>
    </message>
    <message>
        <source>only a Joker answers a Joker</source>
        <translation>a un Jolly risponde solo un Jolly</translation>
    </message>
    <message>
        <source>only in the tutorial does a defence by distance give up a card of your choice</source>
        <translation>solo nel tutorial una difesa di misura cede una carta a tua scelta</translation>
    </message>
    <message>
        <source>out of distance</source>
        <translation>fuori misura</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parare</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passare</translation>
    </message>
    <message>
        <source>play</source>
        <translation>giocare una carta</translation>
    </message>
    <message>
        <source>renew</source>
        <translation>riprendere l&apos;attacco</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>ritirarsi</translation>
    </message>
    <message>
        <source>retreat, changing a card</source>
        <translation>retrocedere, cambiando una carta</translation>
    </message>
    <message>
        <source>short distance</source>
        <translation>distanza corta</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>temporeggiare</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>quella carta non è nella tua mano</translation>
    </message>
    <message>
        <source>the Flèche is played at long distance only</source>
        <translation>la Frecciata si gioca solo a distanza lunga</translation>
    </message>
    <message>
        <source>the Straight Thrust rule: keep a Straight Thrust, and the yellow one only goes for a faster one</source>
        <translation>la regola della Stoccata diritta: tieni una Stoccata diritta, e quella gialla se ne va solo per una più veloce</translation>
    </message>
    <message>
        <source>the Timer deck is empty</source>
        <translation>al crono non restano carte</translation>
    </message>
    <message>
        <source>the bout is over</source>
        <translation>l&apos;assalto è finito</translation>
    </message>
    <message>
        <source>the other fencer stands on the square ahead</source>
        <translation>l&apos;altro schermidore è sulla casella davanti a te</translation>
    </message>
    <message>
        <source>the tutorial has no parry without cards</source>
        <translation>il tutorial non prevede la parata senza carta</translation>
    </message>
    <message>
        <source>the weapon position changes once a turn</source>
        <translation>la posizione dell&apos;arma cambia una volta per turno</translation>
    </message>
    <message>
        <source>this card is played at lunge distance, and you are at {distance}</source>
        <translation>questa carta si gioca a distanza d&apos;affondo, e tu sei a {distance}</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>cambiare posizione</translation>
    </message>
    <message>
        <source>you have already defended without cards in this phrase</source>
        <translation>hai già usato una difesa senza carta in questa frase</translation>
    </message>
    <message>
        <source>you have made your two fencing actions in this phrase</source>
        <translation>hai già fatto le tue due azioni schermistiche in questa frase</translation>
    </message>
    <message>
        <source>you have only {sp} SP</source>
        <translation>hai solo {sp} PR</translation>
    </message>
    <message>
        <source>you hold a card that answers it faster; a defence without cards is for a fencer who does not</source>
        <translation>hai una carta che risponde più veloce; la difesa senza carta è per chi non ce l&apos;ha</translation>
    </message>
    <message>
        <source>you may discard and draw only once a turn</source>
        <translation>puoi scartare e pescare solo una volta per turno</translation>
    </message>
    <message>
        <source>you stalled last turn, and may not stall twice in a row</source>
        <translation>hai temporeggiato l&apos;ultimo turno, e non puoi farlo due volte di fila</translation>
    </message>
    <message>
        <source>your weapon is already in {position}</source>
        <translation>la tua arma è già in {position}</translation>
    </message>
    <message>
        <source>{card} cannot answer {other} here</source>
        <translation>{card} non può rispondere qui a {other}</translation>
    </message>
    <message>
        <source>{card} is not a Feint</source>
        <translation>{card} non è una Finta</translation>
    </message>
    <message>
        <source>{card} is not a Renewed Attack</source>
        <translation>{card} non è una Ripresa d&apos;attacco</translation>
    </message>
    <message>
        <source>{card} is not an Angulations card: only those are laid with another card</source>
        <translation>{card} non è una carta Angolazioni: solo quelle si giocano insieme a un&apos;altra carta</translation>
    </message>
    <message>
        <source>{card} needs your weapon in Engagement</source>
        <translation>{card} richiede la tua arma in Legamento</translation>
    </message>
    <message>
        <source>{mode} bouts go to {a} or {b} touches, not {target}</source>
        <translation>gli assalti in modalità {mode} vanno a {a} o {b} stoccate, non a {target}</translation>
    </message>
    <message>
        <source>{other} adds speed only to an attack or a counterattack, not to {card}</source>
        <translation>{other} aggiunge velocità solo a un attacco o a un contrattacco, non a {card}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceStory</name>
    <message>
        <source>A double touch</source>
        <translation>Colpo doppio</translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Assalto pari</translation>
    </message>
    <message>
        <source>A touch for you</source>
        <translation>Stoccata per te</translation>
    </message>
    <message>
        <source>A touch for {name}</source>
        <translation>Stoccata per {name}</translation>
    </message>
    <message>
        <source>The fencers go back on guard and the clock is reset.</source>
        <translation>Gli schermidori tornano in guardia e il crono si azzera.</translation>
    </message>
    <message>
        <source>The last touch: {verdict}.</source>
        <translation>L&apos;ultima stoccata: {verdict}.</translation>
    </message>
    <message>
        <source>The score is level: overtime, and the next touch wins. Priority to you if time runs out.</source>
        <translation>Punteggio pari: minuto supplementare, e la prossima stoccata vince. Priorità a te se il tempo scade.</translation>
    </message>
    <message>
        <source>The score is level: overtime, and the next touch wins. Priority to {name} if time runs out.</source>
        <translation>Punteggio pari: minuto supplementare, e la prossima stoccata vince. Priorità a {name} se il tempo scade.</translation>
    </message>
    <message>
        <source>Touches</source>
        <translation>Stoccate</translation>
    </message>
    <message>
        <source>You win the bout {score}</source>
        <translation>Vinci l&apos;assalto {score}</translation>
    </message>
    <message>
        <source>touches</source>
        <translation>stoccate</translation>
    </message>
    <message>
        <source>{name} wins the bout {score}</source>
        <translation>{name} vince l&apos;assalto {score}</translation>
    </message>
    <message>
        <source>{score}, first to {target}</source>
        <translation>{score}, vince chi arriva a {target}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceText</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n touch(es)</source>
        <translation>
            <numerusform>%n stoccata</numerusform>
            <numerusform>%n stoccate</numerusform>
        </translation>
    </message>
    <message>
        <source>, Priority</source>
        <translation>, Priorità</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Schermidore A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Schermidore B</translation>
    </message>
    <message>
        <source>Last phrase: {verdict}</source>
        <translation>Ultima frase: {verdict}</translation>
    </message>
    <message>
        <source>Over: {verdict}</source>
        <translation>Finito: {verdict}</translation>
    </message>
    <message numerus="yes">
        <source>Timer %n card(s), overtime; bout to {target}</source>
        <translation>
            <numerusform>Crono %n carta, supplementare; assalto a {target}</numerusform>
            <numerusform>Crono %n carte, supplementare; assalto a {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Timer %n card(s), period {period}; bout to {target}</source>
        <translation>
            <numerusform>Crono %n carta, periodo {period}; assalto a {target}</numerusform>
            <numerusform>Crono %n carte, periodo {period}; assalto a {target}</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>La tua mano: {cards}</translation>
    </message>
    <message>
        <source>{card} ({speed}/{sp} SP)</source>
        <translation>{card} ({speed}/{sp} PR)</translation>
    </message>
    <message>
        <source>{name}: {touches}, {sp} SP, {position}, {cards}</source>
        <translation>{name}: {touches}, {sp} PR, {position}, {cards}</translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase}: tocca a te</translation>
    </message>
    <message numerus="yes">
        <source>{phase}: your move, %n action(s) left</source>
        <translation>
            <numerusform>{phase}: tocca a te, resta %n azione</numerusform>
            <numerusform>{phase}: tocca a te, restano %n azioni</numerusform>
        </translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase}: tocca a {name}</translation>
    </message>
    <message numerus="yes">
        <source>{phase}: {name} to act, %n action(s) left</source>
        <translation>
            <numerusform>{phase}: tocca a {name}, resta %n azione</numerusform>
            <numerusform>{phase}: tocca a {name}, restano %n azioni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadyFenceUI</name>
    <message>
        <source> — points {a}-{b}</source>
        <translation> — punti {a}-{b}</translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Assalto pari</translation>
    </message>
</context>
<context>
    <name>ReadyFenceVerdicts</name>
    <message>
        <source>Angulations</source>
        <translation>Angolazioni</translation>
    </message>
    <message>
        <source>Defence by distance</source>
        <translation>Difesa di misura</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invito</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parata</translation>
    </message>
    <message>
        <source>a fencer ran out of cards</source>
        <translation>uno schermidore è rimasto senza carte</translation>
    </message>
    <message>
        <source>beat on his Line</source>
        <translation>battuta sulla sua Linea</translation>
    </message>
    <message>
        <source>double touch: both at speed {speed}</source>
        <translation>colpo doppio: entrambi a velocità {speed}</translation>
    </message>
    <message>
        <source>double touch: two Jokers</source>
        <translation>colpo doppio: due Jolly</translation>
    </message>
    <message>
        <source>his Engagement</source>
        <translation>il suo Legamento</translation>
    </message>
    <message>
        <source>no touch: the defence held</source>
        <translation>nessuna stoccata: la difesa ha tenuto</translation>
    </message>
    <message>
        <source>non-combativity after time ran out</source>
        <translation>non combattività a tempo scaduto</translation>
    </message>
    <message>
        <source>off the end of the strip</source>
        <translation>uscita dal fondo pedana</translation>
    </message>
    <message>
        <source>period {period} over</source>
        <translation>fine del periodo {period}</translation>
    </message>
    <message>
        <source>the Feint ends the phrase: no touch</source>
        <translation>la Finta chiude la frase: nessuna stoccata</translation>
    </message>
    <message>
        <source>the double touch does not count</source>
        <translation>il colpo doppio non conta</translation>
    </message>
    <message>
        <source>the other fencer ran out of cards</source>
        <translation>l&apos;altro schermidore è rimasto senza carte</translation>
    </message>
    <message>
        <source>time ran out at {a}-{b}</source>
        <translation>tempo scaduto sul {a}-{b}</translation>
    </message>
    <message>
        <source>time ran out: Priority wins</source>
        <translation>tempo scaduto: vince la Priorità</translation>
    </message>
    <message>
        <source>{card} touches: no answer</source>
        <translation>{card} tocca: nessuna risposta</translation>
    </message>
    <message>
        <source>{card} wins immediately</source>
        <translation>{card} vince subito</translation>
    </message>
    <message>
        <source>{sp} SP x 2</source>
        <translation>{sp} PR x 2</translation>
    </message>
    <message>
        <source>{winner} beats {loser}</source>
        <translation>{winner} batte {loser}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Fencer A</source>
        <translation>Schermidore A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Schermidore B</translation>
    </message>
    <message>
        <source>Keys and drops</source>
        <translation>Tasti e trascinamenti</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>Nuova partita… (Ctrl+N)</translation>
    </message>
    <message>
        <source>No card under the keys&apos; ring to show larger: choose one with the arrows.</source>
        <translation>Nessuna carta sotto l&apos;anello della tastiera da ingrandire: scegline una con le frecce.</translation>
    </message>
    <message>
        <source>Over to {name}: Enter or a click shows the table.</source>
        <translation>Tocca a {name}: Invio o un clic mostra il tavolo.</translation>
    </message>
    <message>
        <source>Rematch (R)</source>
        <translation>Rivincita (R)</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <source>Your move: {hint}</source>
        <translation>Tocca a te: {hint}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>Your turn: Enter or a click shows the table.</source>
        <translation>Tocca a te: Invio o un clic mostra il tavolo.</translation>
    </message>
    <message>
        <source>{action} — Enter to play, Esc to cancel.</source>
        <translation>{action}: Invio per giocare, Esc per annullare.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <source>{name}, your turn</source>
        <translation>{name}, tocca a te</translation>
    </message>
</context>
<context>
    <name>TableDrag</name>
    <message>
        <source>Pass the screen. Your cards stay hidden until you are ready.

Press Enter or click to show your hand.</source>
        <translation>Passa lo schermo. Le tue carte restano nascoste finché non sei pronto.

Premi Invio o fai clic per vedere la tua mano.</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>La tua mano: {cards}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>nella tua mano</translation>
    </message>
    <message>
        <source>no play now</source>
        <translation>nessuna giocata ora</translation>
    </message>
    <message>
        <source>{card}: {plays} — drag it, or {keys} (F1).</source>
        <translation>{card}: {plays}; trascinala, oppure {keys} (F1).</translation>
    </message>
</context>
<context>
    <name>TableStory</name>
    <message>
        <source>A drawn game</source>
        <translation>Partita patta</translation>
    </message>
    <message>
        <source>A drawn round</source>
        <translation>Ripresa patta</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Vinci</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Vinci la partita</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Vinci la ripresa</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} vince</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name} vince la partita</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} vince la ripresa</translation>
    </message>
    <message>
        <source>{noun}: {first} {a}, {second} {b}</source>
        <translation>{noun}: {first} {a}, {second} {b}</translation>
    </message>
</context>
<context>
    <name>TableauView</name>
    <message>
        <source>(bye)</source>
        <translation>(passa il turno)</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Campione</translation>
    </message>
    <message>
        <source>The tableau is drawn up when the pool is over: every fencer goes through, seeded by his place in the pool (1 against the last), the best seeds getting the byes.</source>
        <translation>Il tabellone si compone alla fine del girone: passano tutti gli schermidori, ordinati secondo il posto nel girone (il 1 contro l&apos;ultimo), e le prime teste di serie passano il turno.</translation>
    </message>
</context>
</TS>
