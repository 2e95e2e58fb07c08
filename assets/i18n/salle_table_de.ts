<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AudatiaActions</name>
    <message>
        <source>attack with {card}</source>
        <translation>mit {card} angreifen</translation>
    </message>
    <message>
        <source>avoid the blow: {card}</source>
        <translation>dem Schlag ausweichen: {card}</translation>
    </message>
    <message>
        <source>beat aside with {card}</source>
        <translation>mit {card} beiseiteschlagen</translation>
    </message>
    <message>
        <source>beat the Extensa aside with {card}</source>
        <translation>die Extensa mit {card} beiseiteschlagen</translation>
    </message>
    <message>
        <source>break the thrust with {card}</source>
        <translation>den Stich mit {card} brechen</translation>
    </message>
    <message>
        <source>break the thrust: {card}</source>
        <translation>den Stich brechen: {card}</translation>
    </message>
    <message>
        <source>change posta to {card}</source>
        <translation>die Posta zu {card} wechseln</translation>
    </message>
    <message>
        <source>counter with {card}</source>
        <translation>mit {card} kontern</translation>
    </message>
    <message>
        <source>counterattack with {card}</source>
        <translation>mit {card} gegenangreifen</translation>
    </message>
    <message>
        <source>cycle {card}</source>
        <translation>{card} per Zyklus tauschen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>exchange the thrust with {card}</source>
        <translation>den Stich mit {card} wechseln</translation>
    </message>
    <message>
        <source>exchange with {card}</source>
        <translation>mit {card} wechseln</translation>
    </message>
    <message>
        <source>feint: {card}</source>
        <translation>fintieren: {card}</translation>
    </message>
    <message>
        <source>lay a card in the row</source>
        <translation>eine Karte in die Reihe legen</translation>
    </message>
    <message>
        <source>lay {card} in the row</source>
        <translation>{card} in die Reihe legen</translation>
    </message>
    <message>
        <source>parry with {card}</source>
        <translation>mit {card} parieren</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>play the remedy {card} on the inside</source>
        <translation>das Remedium {card} innen spielen</translation>
    </message>
    <message>
        <source>play the remedy {card} on the outside</source>
        <translation>das Remedium {card} außen spielen</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <source>play {card} on the inside</source>
        <translation>{card} innen spielen</translation>
    </message>
    <message>
        <source>play {card} on the outside</source>
        <translation>{card} außen spielen</translation>
    </message>
    <message>
        <source>return the salute with {card}</source>
        <translation>den Gruß mit {card} erwidern</translation>
    </message>
    <message>
        <source>salute back: {card}</source>
        <translation>den Gruß erwidern: {card}</translation>
    </message>
    <message>
        <source>salute, giving up {card}</source>
        <translation>grüßen und {card} abgeben</translation>
    </message>
    <message>
        <source>set a card aside</source>
        <translation>eine Karte beiseitelegen</translation>
    </message>
    <message>
        <source>set aside {card}</source>
        <translation>{card} beiseitelegen</translation>
    </message>
    <message>
        <source>take a posta</source>
        <translation>eine Posta einnehmen</translation>
    </message>
    <message>
        <source>take the Virtue {card}</source>
        <translation>die Tugend {card} nehmen</translation>
    </message>
    <message>
        <source>take up {card}</source>
        <translation>{card} einnehmen</translation>
    </message>
    <message>
        <source>trade away a card</source>
        <translation>eine Karte in den Tausch geben</translation>
    </message>
    <message>
        <source>trade away {card}</source>
        <translation>{card} in den Tausch geben</translation>
    </message>
    <message>
        <source>turn the Streto Side card inside</source>
        <translation>die Streto-Seite nach innen drehen</translation>
    </message>
    <message>
        <source>turn the Streto Side card outside</source>
        <translation>die Streto-Seite nach außen drehen</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>warten</translation>
    </message>
</context>
<context>
    <name>AudatiaCards</name>
    <message>
        <source>a character deck has {count} Basic cards, this one {found}</source>
        <translation>ein Charakterstapel hat {count} Grundkarten, dieser {found}</translation>
    </message>
    <message>
        <source>a character deck has {count} {type} cards, this one {found}</source>
        <translation>ein Charakterstapel hat {count} {type}-Karten, dieser {found}</translation>
    </message>
    <message>
        <source>a posta on the {side} cannot strike {lines}</source>
        <translation>eine Posta auf der Seite {side} kann nicht {lines} schlagen</translation>
    </message>
    <message>
        <source>a remedy or counter works on the inside, the outside or both</source>
        <translation>ein Remedium oder Konter wirkt innen, außen oder auf beiden Seiten</translation>
    </message>
    <message>
        <source>a strike needs the Attack or the Parry symbol</source>
        <translation>ein Schlag braucht das Symbol Angriff oder Parade</translation>
    </message>
    <message>
        <source>every Audatia card is a single card</source>
        <translation>jede Audatia-Karte gibt es nur einmal</translation>
    </message>
    <message>
        <source>is a card of {file} too</source>
        <translation>ist auch eine Karte aus {file}</translation>
    </message>
    <message>
        <source>is not a field of a {type} card</source>
        <translation>ist kein Feld einer {type}-Karte</translation>
    </message>
    <message>
        <source>must be 1 or 2, not {given}</source>
        <translation>muss 1 oder 2 sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be a list of lines from {lines}, not {given}</source>
        <translation>muss eine Liste von Linien aus {lines} sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be a table { virtue = …, amount = … }</source>
        <translation>muss eine Tabelle { virtue = …, amount = … } sein</translation>
    </message>
    <message>
        <source>must be { shape = &quot;moon&quot;|&quot;night&quot;, height = &quot;high&quot;|&quot;low&quot; }</source>
        <translation>muss { shape = &quot;moon&quot;|&quot;night&quot;, height = &quot;high&quot;|&quot;low&quot; } sein</translation>
    </message>
    <message>
        <source>must be {value} for a {effect} skill (virtue and study only Out of Measure, feint and avoid only in measure)</source>
        <translation>muss für eine {effect}-Fertigkeit {value} sein (virtue und study nur außer Mensur, feint und avoid nur in Mensur)</translation>
    </message>
    <message>
        <source>must name a posta of this deck, not {given}</source>
        <translation>muss eine Posta dieses Stapels nennen, nicht {given}</translation>
    </message>
    <message>
        <source>needs a virtue of {virtues} and an amount 1-4, not {given}</source>
        <translation>braucht eine Tugend aus {virtues} und eine Menge von 1 bis 4, nicht {given}</translation>
    </message>
    <message>
        <source>no parry at the same angle: a blow cannot list its own line</source>
        <translation>keine Parade im selben Winkel: ein Schlag darf seine eigene Linie nicht nennen</translation>
    </message>
    <message>
        <source>only a punta carries the Exchange symbol</source>
        <translation>nur eine Punta trägt das Wechsel-Symbol</translation>
    </message>
    <message>
        <source>the Virtue set holds virtue cards only, not {given}</source>
        <translation>der Tugendsatz enthält nur Tugendkarten, nicht {given}</translation>
    </message>
    <message>
        <source>the set has no {virtue} card</source>
        <translation>dem Satz fehlt die Karte {virtue}</translation>
    </message>
    <message>
        <source>the {virtue} card&apos;s id is {id}</source>
        <translation>die Id der Karte {virtue} ist {id}</translation>
    </message>
    <message>
        <source>there is no Audatia deck {deck}</source>
        <translation>es gibt keinen Audatia-Stapel {deck}</translation>
    </message>
    <message>
        <source>{file} is {deck} too</source>
        <translation>{file} ist auch {deck}</translation>
    </message>
    <message>
        <source>{virtue} has a card already: the set has one card of each virtue</source>
        <translation>{virtue} hat schon eine Karte: der Satz hat eine Karte je Tugend</translation>
    </message>
</context>
<context>
    <name>AudatiaReasons</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Linie</numerusform>
            <numerusform>%n Linien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strike(s)</source>
        <translation>
            <numerusform>%n Schlag</numerusform>
            <numerusform>%n Schläge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Trade costs you %n card(s) for one new card.</source>
        <translation>
            <numerusform>Ein Tausch kostet dich %n Karte für eine neue Karte.</numerusform>
            <numerusform>Ein Tausch kostet dich %n Karten für eine neue Karte.</numerusform>
        </translation>
    </message>
    <message>
        <source>A thrust against his Extensa takes his posta: he owes a remedy on the outside.</source>
        <translation>Ein Stich gegen seine Extensa nimmt ihm die Posta: Er muss ein Remedium außen spielen.</translation>
    </message>
    <message>
        <source>Against his thrust the bind is Largo: you may strike next if he does not enter.</source>
        <translation>Gegen seinen Stich ist die Bindung Largo: Du darfst als Nächster schlagen, wenn er keinen Audatia-Eintritt macht.</translation>
    </message>
    <message>
        <source>From {posta} {strikes} of your hand may attack (its Seven Swords show {lines}).</source>
        <translation>Aus {posta} dürfen {strikes} deiner Hand angreifen (ihre Sieben Schwerter zeigen {lines}).</translation>
    </message>
    <message>
        <source>He has most Celeritas ({his} to {mine}): he may counterattack instead of parrying.</source>
        <translation>Er hat am meisten Celeritas ({his} zu {mine}): Er darf gegenangreifen, statt zu parieren.</translation>
    </message>
    <message>
        <source>It beats his Extensa aside and takes his posta: you strike next, in a Largo bind.</source>
        <translation>Damit schlägst du seine Extensa beiseite und nimmst ihm die Posta: Du schlägst als Nächster zu, in einer Largo-Bindung.</translation>
    </message>
    <message>
        <source>It is a perfect counter: its half closes the Moon and Night with his remedy&apos;s, and a perfect counter wins the duel.</source>
        <translation>Es ist ein vollkommenes Gegen-Remedium: Seine Hälfte schließt Mond und Nacht mit der seines Remediums, und ein vollkommenes Gegen-Remedium gewinnt das Duell.</translation>
    </message>
    <message>
        <source>Its half sits at the height of his remedy&apos;s: it answers the remedy.</source>
        <translation>Die Hälfte dieser Karte liegt auf gleicher Höhe wie die seines Remediums: Sie beantwortet das Remedium.</translation>
    </message>
    <message>
        <source>No strike can parry {card}.</source>
        <translation>Kein Schlag kann {card} parieren.</translation>
    </message>
    <message>
        <source>No strike in your hand parries his {blow}.</source>
        <translation>Kein Schlag auf deiner Hand pariert {blow} des Gegners.</translation>
    </message>
    <message>
        <source>None of the counter-remedies he may hold can answer it on the inside.</source>
        <translation>Keines der Gegen-Remedien, die er haben könnte, kann es innen beantworten.</translation>
    </message>
    <message>
        <source>None of the counter-remedies he may hold can answer it on the outside.</source>
        <translation>Keines der Gegen-Remedien, die er haben könnte, kann es außen beantworten.</translation>
    </message>
    <message>
        <source>None of the strikes he may hold can parry it.</source>
        <translation>Keiner der Schläge, die er haben könnte, kann ihn parieren.</translation>
    </message>
    <message numerus="yes">
        <source>Of the counter-remedies he may hold, %n can answer it on the inside; {perfect} of them perfectly.</source>
        <translation>
            <numerusform>Von den Gegen-Remedien, die er haben könnte, kann %n es innen beantworten; {perfect} davon vollkommen.</numerusform>
            <numerusform>Von den Gegen-Remedien, die er haben könnte, können %n es innen beantworten; {perfect} davon vollkommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the counter-remedies he may hold, %n can answer it on the outside; {perfect} of them perfectly.</source>
        <translation>
            <numerusform>Von den Gegen-Remedien, die er haben könnte, kann %n es außen beantworten; {perfect} davon vollkommen.</numerusform>
            <numerusform>Von den Gegen-Remedien, die er haben könnte, können %n es außen beantworten; {perfect} davon vollkommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the strikes he may hold, %n can parry it, each into a Largo bind.</source>
        <translation>
            <numerusform>Von den Schlägen, die er haben könnte, kann %n ihn parieren, in eine Largo-Bindung.</numerusform>
            <numerusform>Von den Schlägen, die er haben könnte, können %n ihn parieren, jeder in eine Largo-Bindung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the strikes he may hold, %n can parry it; with {streto} of them the bind is Streto.</source>
        <translation>
            <numerusform>Von den Schlägen, die er haben könnte, kann %n ihn parieren; mit {streto} davon ist die Bindung Streto.</numerusform>
            <numerusform>Von den Schlägen, die er haben könnte, können %n ihn parieren; mit {streto} davon ist die Bindung Streto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only a strike on %n line(s) can parry {card}.</source>
        <translation>
            <numerusform>Nur ein Schlag auf %n Linie kann {card} parieren.</numerusform>
            <numerusform>Nur ein Schlag auf %n Linien kann {card} parieren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned to the inside, it lets you play %n of the remedies in your hand.</source>
        <translation>
            <numerusform>Nach innen gedreht lässt sie dich %n der Remedien auf deiner Hand spielen.</numerusform>
            <numerusform>Nach innen gedreht lässt sie dich %n der Remedien auf deiner Hand spielen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned to the outside, it lets you play %n of the remedies in your hand.</source>
        <translation>
            <numerusform>Nach außen gedreht lässt sie dich %n der Remedien auf deiner Hand spielen.</numerusform>
            <numerusform>Nach außen gedreht lässt sie dich %n der Remedien auf deiner Hand spielen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unless he returns the salute, your first strike carries {n} more Audatia.</source>
        <translation>Wenn er den Gruß nicht erwidert, trägt dein erster Schlag {n} Audatia mehr.</translation>
    </message>
    <message>
        <source>With it you have most Audatia ({mine} to {his}): after a bind you may play a remedy at once.</source>
        <translation>Damit hast du am meisten Audatia ({mine} zu {his}): Nach einer Bindung darfst du sofort ein Remedium spielen.</translation>
    </message>
    <message>
        <source>With it you have most Celeritas ({mine} to {his}): you may counterattack instead of parrying.</source>
        <translation>Damit hast du am meisten Celeritas ({mine} zu {his}): Du darfst gegenangreifen, statt zu parieren.</translation>
    </message>
    <message>
        <source>With it you have most Fortitudo ({mine} to {his}): you turn the Streto Side card.</source>
        <translation>Damit hast du am meisten Fortitudo ({mine} zu {his}): Du drehst die Streto-Seitenkarte.</translation>
    </message>
    <message numerus="yes">
        <source>With it you have most Prudentia ({mine} to {his}): a Trade costs you %n card(s) for one new card.</source>
        <translation>
            <numerusform>Damit hast du am meisten Prudentia ({mine} zu {his}): Ein Tausch kostet dich %n Karte für eine neue Karte.</numerusform>
            <numerusform>Damit hast du am meisten Prudentia ({mine} zu {his}): Ein Tausch kostet dich %n Karten für eine neue Karte.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have most Fortitudo ({mine} to {his}): you turn the Streto Side card.</source>
        <translation>Du hast am meisten Fortitudo ({mine} zu {his}): Du drehst die Streto-Seitenkarte.</translation>
    </message>
    <message>
        <source>{card} adds {n} to your {virtue}: {mine} to his {his}.</source>
        <translation>{card} bringt dir {n} {virtue} mehr: du {mine}, er {his}.</translation>
    </message>
    <message>
        <source>{card} and his {blow} make a whole Sun: the bind is Streto.</source>
        <translation>{card} und {blow} des Gegners ergeben eine ganze Sonne: Die Bindung ist Streto.</translation>
    </message>
    <message>
        <source>{card} and his {blow} make no whole Sun: the bind is Largo, and you may strike next if he does not enter.</source>
        <translation>{card} und {blow} des Gegners ergeben keine ganze Sonne: Die Bindung ist Largo, und du darfst als Nächster schlagen, wenn er keinen Audatia-Eintritt macht.</translation>
    </message>
    <message>
        <source>{posta} adds {n} to your {virtue}: {total} while you stand in it.</source>
        <translation>{posta} bringt dir {n} {virtue} mehr: {total}, solange du darin stehst.</translation>
    </message>
    <message>
        <source>{posta} is an Extensa guard: before he can strike, he must beat it aside with a strike that carries the Parry symbol.</source>
        <translation>{posta} ist eine Extensa-Hut: Bevor er zuschlagen kann, muss er sie mit einem Schlag beiseiteschlagen, der das Paradesymbol trägt.</translation>
    </message>
</context>
<context>
    <name>AudatiaScenarios</name>
    <message>
        <source>Genoa, 1406</source>
        <translation>Genua, 1406</translation>
    </message>
    <message>
        <source>Genoa, 1406. Eleven years on, Boucicaut, now governing Genoa for the King of France, meets Galeazzo again. You hold Boucicaut&apos;s sword.</source>
        <translation>Genua, 1406. Elf Jahre später trifft Boucicaut, der Genua nun für den König von Frankreich regiert, erneut auf Galeazzo. Du führst Boucicauts Schwert.</translation>
    </message>
    <message>
        <source>History: Galeazzo won again at Genoa, and Boucicaut never reversed the result. Nine years later he led the French vanguard at Agincourt and was taken prisoner.</source>
        <translation>Geschichte: Galeazzo siegte auch in Genua, und Boucicaut kehrte das Ergebnis nie um. Neun Jahre später führte er die französische Vorhut bei Azincourt und geriet in Gefangenschaft.</translation>
    </message>
    <message>
        <source>History: at Padua the Italian had the better of the Marshal. Fiore&apos;s pupil carried the first of their two duels.</source>
        <translation>Geschichte: In Padua behielt der Italiener gegen den Marschall die Oberhand. Fiores Schüler gewann das erste ihrer beiden Duelle.</translation>
    </message>
    <message>
        <source>Padua, 1395</source>
        <translation>Padua, 1395</translation>
    </message>
    <message>
        <source>Padua, 1395. Jean Le Maingre, Marshal Boucicaut, has challenged Galeazzo da Mantoa, a condottiero trained by Fiore dei Liberi. You hold Boucicaut&apos;s sword.</source>
        <translation>Padua, 1395. Jean Le Maingre, Marschall Boucicaut, hat Galeazzo da Mantoa herausgefordert, einen von Fiore dei Liberi ausgebildeten Condottiere. Du führst Boucicauts Schwert.</translation>
    </message>
</context>
<context>
    <name>AudatiaScene</name>
    <message>
        <source>A drawn duel: {reason}</source>
        <translation>Unentschiedenes Duell: {reason}</translation>
    </message>
    <message>
        <source>A drawn exchange</source>
        <translation>Unentschiedener Schlagabtausch</translation>
    </message>
    <message>
        <source>A posta comes from your poste, not from the hand: click one when you may take it.</source>
        <translation>Eine Posta kommt aus deinen Poste, nicht aus der Hand: Klicke eine an, wenn du sie einnehmen darfst.</translation>
    </message>
    <message>
        <source>Answer the Salute with a card on your discard pile, or Pass (W): he gets +4 Audatia.</source>
        <translation>Erwidere den Gruß mit einer Karte auf deiner Ablage, oder Passe (W): Er erhält +4 Audatia.</translation>
    </message>
    <message>
        <source>Answer the blow: drop a strike on your play area (it splits when a card can do more).</source>
        <translation>Beantworte den Schlag: Lege einen Schlag auf deine Spielfläche (sie teilt sich, wenn eine Karte mehr kann).</translation>
    </message>
    <message>
        <source>Answer the mezano: a remedy, or a mandritto mezano against a roverso.</source>
        <translation>Beantworte den Mezano: ein Remedium, oder ein Mandritto Mezano gegen einen Roverso.</translation>
    </message>
    <message>
        <source>Answer the salute</source>
        <translation>Gruß erwidern</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Attack now: you must if you can. With no attack, Wait (W): the duel is drawn.</source>
        <translation>Greif jetzt an: Du musst, wenn du kannst. Ohne Angriff Warte (W): Das Duell endet unentschieden.</translation>
    </message>
    <message>
        <source>Attack with a strike on your play area, click another posta, or Wait (W).</source>
        <translation>Greif mit einem Schlag auf deiner Spielfläche an, klicke eine andere Posta an, oder Warte (W).</translation>
    </message>
    <message>
        <source>Attack with a strike on your play area, or Wait (W).</source>
        <translation>Greif mit einem Schlag auf deiner Spielfläche an, oder Warte (W).</translation>
    </message>
    <message>
        <source>Audatia Entry: a remedy or a feint on your play area, or Pass (W).</source>
        <translation>Audatia-Eintritt: ein Remedium oder eine Finte auf deine Spielfläche, oder Passe (W).</translation>
    </message>
    <message>
        <source>Avoid</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Beat the Extensa aside</source>
        <translation>Extensa beiseiteschlagen</translation>
    </message>
    <message>
        <source>Blow to answer</source>
        <translation>Schlag beantworten</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Brechen</translation>
    </message>
    <message>
        <source>Break Off: both fencers return Out of Measure.</source>
        <translation>Trennung: Beide Fechter kehren nach Außer Mensur zurück.</translation>
    </message>
    <message>
        <source>Change posta</source>
        <translation>Posta wechseln</translation>
    </message>
    <message>
        <source>Choose a card of your hand first (← →).</source>
        <translation>Wähle zuerst eine Karte deiner Hand (← →).</translation>
    </message>
    <message>
        <source>Choose an action first: a letter, a number or W (F1 lists them).</source>
        <translation>Wähle zuerst eine Aktion: einen Buchstaben, eine Zahl oder W (F1 listet sie auf).</translation>
    </message>
    <message>
        <source>Click a Virtue card to take it.</source>
        <translation>Klicke eine Tugendkarte an, um sie zu nehmen.</translation>
    </message>
    <message>
        <source>Click the posta you will stand in; it stays hidden until both have chosen.</source>
        <translation>Klicke die Posta an, die du einnimmst; sie bleibt verdeckt, bis beide gewählt haben.</translation>
    </message>
    <message>
        <source>Counter the remedy</source>
        <translation>Remedium kontern</translation>
    </message>
    <message>
        <source>Counter the remedy with a counter-remedy on your play area.</source>
        <translation>Kontere das Remedium mit einem Gegen-Remedium auf deiner Spielfläche.</translation>
    </message>
    <message>
        <source>Counterattack</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <source>Counterattack!</source>
        <translation>Gegenangriff!</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Zyklus</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Done  (W)</source>
        <translation>Fertig  (W)</translation>
    </message>
    <message>
        <source>Drag an Out-of-Measure skill onto your play area, or Done (W).</source>
        <translation>Ziehe eine Fertigkeit Außer Mensur auf deine Spielfläche, oder Fertig (W).</translation>
    </message>
    <message>
        <source>Drop a card on a lit place: your play area, your discard pile or your deck (F1 tells which).</source>
        <translation>Lege eine Karte auf einen beleuchteten Platz: deine Spielfläche, deine Ablage oder deinen Stapel (F1 sagt, welchen).</translation>
    </message>
    <message>
        <source>Drop a posta on your Posta place, or simply click it.</source>
        <translation>Lege eine Posta auf deinen Posta-Platz, oder klicke sie einfach an.</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Wechsel</translation>
    </message>
    <message>
        <source>Feint</source>
        <translation>Finte</translation>
    </message>
    <message>
        <source>Hand {hand} · Row {row}</source>
        <translation>Hand {hand} · Reihe {row}</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n Karte</numerusform>
            <numerusform>Hand: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <source>In {posta}</source>
        <translation>In {posta}</translation>
    </message>
    <message>
        <source>Lay in your row</source>
        <translation>In die Reihe legen</translation>
    </message>
    <message>
        <source>Lay your cards one by one on your play area: that is your row, left to right.</source>
        <translation>Lege deine Karten einzeln auf deine Spielfläche: Das ist deine Reihe, von links nach rechts.</translation>
    </message>
    <message>
        <source>Mezano to answer</source>
        <translation>Mezano beantworten</translation>
    </message>
    <message>
        <source>Out of Measure</source>
        <translation>Außer Mensur</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parieren</translation>
    </message>
    <message>
        <source>Pass  (W)</source>
        <translation>Passen  (W)</translation>
    </message>
    <message>
        <source>Play a Streto Remedy on your play area, or Wait (W).</source>
        <translation>Spiele ein Streto-Remedium auf deine Spielfläche, oder Warte (W).</translation>
    </message>
    <message>
        <source>Play a remedy on the side the Break leaves open, or Wait (W).</source>
        <translation>Spiele ein Remedium auf der Seite, die der Bruch offen lässt, oder Warte (W).</translation>
    </message>
    <message>
        <source>Play an Outside remedy or lose.</source>
        <translation>Spiele ein Außen-Remedium, sonst verlierst du.</translation>
    </message>
    <message>
        <source>Play the skill</source>
        <translation>Fertigkeit spielen</translation>
    </message>
    <message>
        <source>Points {points} · {cards}</source>
        <translation>Punkte {points} · {cards}</translation>
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
        <translation>Remedium: innen</translation>
    </message>
    <message>
        <source>Remedy: outside</source>
        <translation>Remedium: außen</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Salute</source>
        <translation>Grüßen</translation>
    </message>
    <message>
        <source>Salute by dragging a card onto your discard pile, or Pass (W).</source>
        <translation>Grüße, indem du eine Karte auf deine Ablage ziehst, oder Passe (W).</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Beiseitelegen</translation>
    </message>
    <message>
        <source>Side card: inside remedies only</source>
        <translation>Seitenkarte: nur Innen-Remedien</translation>
    </message>
    <message>
        <source>Side card: outside remedies only</source>
        <translation>Seitenkarte: nur Außen-Remedien</translation>
    </message>
    <message>
        <source>Side card: remedies on either side</source>
        <translation>Seitenkarte: Remedien auf beiden Seiten</translation>
    </message>
    <message>
        <source>Strike a mezano, or Wait (W).</source>
        <translation>Schlage einen Mezano, oder Warte (W).</translation>
    </message>
    <message>
        <source>Strike again after the feint.</source>
        <translation>Schlage nach der Finte erneut zu.</translation>
    </message>
    <message>
        <source>Sword in the middle</source>
        <translation>Schwert in der Mitte</translation>
    </message>
    <message>
        <source>Sword on the left</source>
        <translation>Schwert links</translation>
    </message>
    <message>
        <source>Sword on the right</source>
        <translation>Schwert rechts</translation>
    </message>
    <message>
        <source>Take this Virtue</source>
        <translation>Diese Tugend nehmen</translation>
    </message>
    <message>
        <source>Take this posta</source>
        <translation>Diese Posta einnehmen</translation>
    </message>
    <message>
        <source>That cannot be chosen now.</source>
        <translation>Das kann jetzt nicht gewählt werden.</translation>
    </message>
    <message>
        <source>That posta cannot be taken now.</source>
        <translation>Diese Posta kann jetzt nicht eingenommen werden.</translation>
    </message>
    <message>
        <source>The Side card is to be turned</source>
        <translation>Die Seitenkarte ist zu drehen</translation>
    </message>
    <message>
        <source>The blades are apart: attack or wait</source>
        <translation>Die Klingen sind getrennt: angreifen oder warten</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <source>Trade: drag cards onto your discard pile (two per new card), then Done (W).</source>
        <translation>Tausch: Ziehe Karten auf deine Ablage (zwei je neue Karte), dann Fertig (W).</translation>
    </message>
    <message>
        <source>Turn the Side card</source>
        <translation>Seitenkarte drehen</translation>
    </message>
    <message>
        <source>Turn the Side card: click its left half for inside, its right half for outside.</source>
        <translation>Drehe die Seitenkarte: Klicke ihre linke Hälfte für innen, die rechte für außen.</translation>
    </message>
    <message>
        <source>Wait  (W)</source>
        <translation>Warten  (W)</translation>
    </message>
    <message>
        <source>You win the exchange</source>
        <translation>Du gewinnst den Schlagabtausch</translation>
    </message>
    <message>
        <source>You win: {reason}</source>
        <translation>Du gewinnst: {reason}</translation>
    </message>
    <message>
        <source>Your cards in play: {cards}</source>
        <translation>Deine Karten im Spiel: {cards}</translation>
    </message>
    <message>
        <source>Your hand holds your Basic cards: drag those you do not want onto your discard pile, then Done (W).</source>
        <translation>Deine Hand hält deine Grundkarten: Ziehe die, die du nicht willst, auf deine Ablage, dann Fertig (W).</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>a Virtue you may take</source>
        <translation>eine Tugend, die du nehmen darfst</translation>
    </message>
    <message>
        <source>a posta you may take</source>
        <translation>eine Posta, die du einnehmen darfst</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>auf deiner Hand</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>press its letter</source>
        <translation>drücke ihren Buchstaben</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>{line} · draws {draws} (the second gives the duel to the Respondent)</source>
        <translation>{line} · Unentschieden {draws} (das zweite gibt dem Geforderten das Duell)</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>{name} wins the exchange</source>
        <translation>{name} gewinnt den Schlagabtausch</translation>
    </message>
    <message>
        <source>{name} wins: {reason}</source>
        <translation>{name} gewinnt: {reason}</translation>
    </message>
    <message>
        <source>{name}&apos;s cards in play: {cards}</source>
        <translation>Karten von {name} im Spiel: {cards}</translation>
    </message>
    <message>
        <source>{plate}; virtues {virtues}</source>
        <translation>{plate}; Tugenden {virtues}</translation>
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
        <translation>Nach der Parade: Audatia-Eintritt oder Finte</translation>
    </message>
    <message>
        <source>Answer the blow</source>
        <translation>Beantworte den Schlag</translation>
    </message>
    <message>
        <source>Break: answer the mezano</source>
        <translation>Bruch: Beantworte den Mezano</translation>
    </message>
    <message>
        <source>Break: the Attacker&apos;s remedy</source>
        <translation>Bruch: das Remedium des Angreifers</translation>
    </message>
    <message>
        <source>Break: the Defender&apos;s mezano</source>
        <translation>Bruch: der Mezano des Verteidigers</translation>
    </message>
    <message>
        <source>Exchange: an Outside remedy or lose</source>
        <translation>Wechsel: ein Außen-Remedium oder verlieren</translation>
    </message>
    <message>
        <source>Feint: strike again</source>
        <translation>Finte: Schlag erneut zu</translation>
    </message>
    <message>
        <source>Largo: attack or wait</source>
        <translation>Largo: angreifen oder warten</translation>
    </message>
    <message>
        <source>Out of Measure: Trades</source>
        <translation>Außer Mensur: Tausch</translation>
    </message>
    <message>
        <source>Out of Measure: choose a Posta</source>
        <translation>Außer Mensur: Wähle eine Posta</translation>
    </message>
    <message>
        <source>Out of Measure: skills</source>
        <translation>Außer Mensur: Fertigkeiten</translation>
    </message>
    <message>
        <source>Out of Measure: the Challenger may attack</source>
        <translation>Außer Mensur: Der Herausforderer darf angreifen</translation>
    </message>
    <message>
        <source>Out of Measure: the Challenger must attack</source>
        <translation>Außer Mensur: Der Herausforderer muss angreifen</translation>
    </message>
    <message>
        <source>Out of Measure: the Respondent may attack</source>
        <translation>Außer Mensur: Der Geforderte darf angreifen</translation>
    </message>
    <message>
        <source>Setup: answer the Salute</source>
        <translation>Vorbereitung: Erwidere den Gruß</translation>
    </message>
    <message>
        <source>Setup: choose Virtues</source>
        <translation>Vorbereitung: Wähle Tugenden</translation>
    </message>
    <message>
        <source>Setup: discard Basic cards and draw</source>
        <translation>Vorbereitung: Grundkarten ablegen und ziehen</translation>
    </message>
    <message>
        <source>Setup: the Salute</source>
        <translation>Vorbereitung: der Gruß</translation>
    </message>
    <message>
        <source>Streto: counter the remedy</source>
        <translation>Streto: Kontere das Remedium</translation>
    </message>
    <message>
        <source>Streto: remedy or wait</source>
        <translation>Streto: Remedium oder warten</translation>
    </message>
    <message>
        <source>Streto: turn the Side card</source>
        <translation>Streto: Drehe die Seitenkarte</translation>
    </message>
    <message>
        <source>Sudden death: lay your row</source>
        <translation>Plötzlicher Tod: Lege deine Reihe</translation>
    </message>
    <message>
        <source>The duel is over</source>
        <translation>Das Duell ist vorbei</translation>
    </message>
    <message>
        <source>a fencer has no strikes left</source>
        <translation>ein Fechter hat keine Schläge mehr</translation>
    </message>
    <message>
        <source>a mezano that could not be answered</source>
        <translation>ein Mezano, der nicht zu beantworten war</translation>
    </message>
    <message>
        <source>a perfect counter</source>
        <translation>ein vollkommenes Gegen-Remedium</translation>
    </message>
    <message>
        <source>a remedy that could not be countered</source>
        <translation>ein Remedium, das nicht zu kontern war</translation>
    </message>
    <message>
        <source>an attack that could not be parried or avoided</source>
        <translation>ein Angriff, der weder zu parieren noch auszuweichen war</translation>
    </message>
    <message>
        <source>an exchanged thrust with no Outside remedy</source>
        <translation>ein gewechselter Stich ohne Außen-Remedium</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>erwidern</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>angreifen</translation>
    </message>
    <message>
        <source>avoid</source>
        <translation>ausweichen</translation>
    </message>
    <message>
        <source>beat</source>
        <translation>beiseiteschlagen</translation>
    </message>
    <message>
        <source>both rows are spent</source>
        <translation>beide Reihen sind aufgebraucht</translation>
    </message>
    <message>
        <source>break</source>
        <translation>brechen</translation>
    </message>
    <message>
        <source>change</source>
        <translation>Posta wechseln</translation>
    </message>
    <message>
        <source>choose a posta</source>
        <translation>eine Posta wählen</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>gegenangreifen</translation>
    </message>
    <message>
        <source>cycle</source>
        <translation>per Zyklus tauschen</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>beiseitelegen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig sein</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>wechseln</translation>
    </message>
    <message>
        <source>feint</source>
        <translation>fintieren</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>innen</translation>
    </message>
    <message>
        <source>lay a card face down to trade</source>
        <translation>eine Karte verdeckt zum Tausch legen</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>in der Mitte</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>no attack after the feint</source>
        <translation>kein Angriff nach der Finte</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>außen</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parieren</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>place</source>
        <translation>in die Reihe legen</translation>
    </message>
    <message>
        <source>posta</source>
        <translation>eine Posta einnehmen</translation>
    </message>
    <message>
        <source>remedy</source>
        <translation>ein Remedium spielen</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>kontern</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>salute</source>
        <translation>grüßen</translation>
    </message>
    <message>
        <source>side</source>
        <translation>die Seitenkarte drehen</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>eine Fertigkeit spielen</translation>
    </message>
    <message>
        <source>the Challenger did not attack: a draw</source>
        <translation>der Herausforderer griff nicht an: unentschieden</translation>
    </message>
    <message>
        <source>the duel is over</source>
        <translation>das Duell ist vorbei</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>tauschen</translation>
    </message>
    <message>
        <source>two draws: the challenge failed</source>
        <translation>zwei Unentschieden: Die Herausforderung ist gescheitert</translation>
    </message>
    <message>
        <source>virtue</source>
        <translation>eine Tugend nehmen</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>warten</translation>
    </message>
    <message>
        <source>{action}: Audatia has no such move</source>
        <translation>{action}: diesen Zug gibt es in Audatia nicht</translation>
    </message>
    <message>
        <source>{action}: a Trade lays {size} cards and you hold {held}</source>
        <translation>{action}: ein Tausch braucht {size} Karten, und du hast {held}</translation>
    </message>
    <message>
        <source>{action}: a counterattack is answered only by parrying it with the same blow as {blow}</source>
        <translation>{action}: einen Gegenangriff beantwortest du nur, indem du ihn mit demselben Schlag wie {blow} parierst</translation>
    </message>
    <message>
        <source>{action}: a counterattack is parried only with the same blow, a {line}</source>
        <translation>{action}: ein Gegenangriff wird nur mit demselben Schlag pariert: {line}</translation>
    </message>
    <message>
        <source>{action}: a roverso mezano is counterattacked with a mandritto mezano, and {card} is not one</source>
        <translation>{action}: auf einen Roverso Mezano folgt der Gegenangriff mit einem Mandritto Mezano, und {card} ist keiner</translation>
    </message>
    <message>
        <source>{action}: a thrust exchanges his Extensa guard {posta} only from a posta with the Exchange symbol</source>
        <translation>{action}: ein Stich wechselt die Extensa-Hut {posta} des Gegners nur aus einer Posta mit Wechsel-Symbol</translation>
    </message>
    <message>
        <source>{action}: a thrust is broken with a cut, not with {card}</source>
        <translation>{action}: ein Stich wird mit einem Hau gebrochen, nicht mit {card}</translation>
    </message>
    <message>
        <source>{action}: after an Exchange only an Outside remedy may be played</source>
        <translation>{action}: nach einem Wechsel darf nur ein Außen-Remedium gespielt werden</translation>
    </message>
    <message>
        <source>{action}: finish the Trade first: lay one more card face down</source>
        <translation>{action}: beende zuerst den Tausch: lege noch eine Karte verdeckt dazu</translation>
    </message>
    <message>
        <source>{action}: from the poste a thrust is exchanged only when both poste carry the Exchange symbol, and his thrust came from a posta without it</source>
        <translation>{action}: aus den Poste wird ein Stich nur gewechselt, wenn beide Poste das Wechsel-Symbol tragen, und der Stich des Gegners kam aus einer Posta ohne dieses Symbol</translation>
    </message>
    <message>
        <source>{action}: from the poste a thrust is exchanged only when both poste carry the Exchange symbol, and your {posta} does not</source>
        <translation>{action}: aus den Poste wird ein Stich nur gewechselt, wenn beide Poste das Wechsel-Symbol tragen, und {posta}, deine Posta, trägt es nicht</translation>
    </message>
    <message>
        <source>{action}: his {posta} is an Extensa guard: beat it aside with a strike that carries the Parry symbol, or exchange it with a thrust that carries the Exchange symbol</source>
        <translation>{action}: {posta} des Gegners ist eine Extensa-Hut: schlage sie mit einem Schlag beiseite, der das Paradesymbol trägt, oder wechsle sie mit einem Stich, der das Wechsel-Symbol trägt</translation>
    </message>
    <message>
        <source>{action}: his {posta} may be attacked only with {lines}</source>
        <translation>{action}: {posta} des Gegners ist nur mit {lines} angreifbar</translation>
    </message>
    <message>
        <source>{action}: in Sudden death no card is cycled</source>
        <translation>{action}: im Plötzlichen Tod wird keine Karte per Zyklus getauscht</translation>
    </message>
    <message>
        <source>{action}: not now; in {phase} you may {verbs}</source>
        <translation>{action}: nicht jetzt; in {phase} darfst du {verbs}</translation>
    </message>
    <message>
        <source>{action}: only Basic cards are set aside in Setup, and {card} is not one</source>
        <translation>{action}: in der Vorbereitung werden nur Grundkarten beiseitegelegt, und {card} ist keine</translation>
    </message>
    <message>
        <source>{action}: only a mezano may be played now, and {card} is not one</source>
        <translation>{action}: jetzt darf nur ein Mezano gespielt werden, und {card} ist keiner</translation>
    </message>
    <message>
        <source>{action}: only a roverso mezano is counterattacked, and {mezano} is a {line}</source>
        <translation>{action}: einen Gegenangriff gibt es nur gegen einen Roverso Mezano, und die Linie von {mezano} ist {line}</translation>
    </message>
    <message>
        <source>{action}: only a thrust is answered so, and {blow} is a cut</source>
        <translation>{action}: so wird nur ein Stich beantwortet, und {blow} ist ein Hau</translation>
    </message>
    <message>
        <source>{action}: only the fencer with most {virtue} may do this</source>
        <translation>{action}: das darf nur der Fechter, der am meisten {virtue} hat</translation>
    </message>
    <message>
        <source>{action}: only the sword-turn over the top may answer instead of a counter-remedy, and {card} is not one</source>
        <translation>{action}: statt eines Gegen-Remediums darf nur die Schwertwendung von oben antworten, und {card} ist keine</translation>
    </message>
    <message>
        <source>{action}: that card is not in your hand</source>
        <translation>{action}: Diese Karte ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>{action}: that is not one of your poste</source>
        <translation>{action}: das ist keine deiner Poste</translation>
    </message>
    <message>
        <source>{action}: the Break leaves only the {open} open to a remedy</source>
        <translation>{action}: nach dem Bruch ist ein Remedium nur {open} möglich</translation>
    </message>
    <message>
        <source>{action}: the Break rule is off in this duel</source>
        <translation>{action}: die Bruch-Regel ist in diesem Duell ausgeschaltet</translation>
    </message>
    <message>
        <source>{action}: the Challenger must attack, and you may attack with {cards}</source>
        <translation>{action}: der Herausforderer muss angreifen, und du kannst mit {cards} angreifen</translation>
    </message>
    <message>
        <source>{action}: the Seven Swords of {posta} do not show the {line}</source>
        <translation>{action}: die Sieben Schwerter von {posta} zeigen {line} nicht</translation>
    </message>
    <message>
        <source>{action}: the Side card turns to the inside or the outside</source>
        <translation>{action}: die Seitenkarte wird nach innen oder nach außen gedreht</translation>
    </message>
    <message>
        <source>{action}: the Streto Side card allows remedies on the {open} only</source>
        <translation>{action}: die Streto-Seitenkarte erlaubt Remedien nur {open}</translation>
    </message>
    <message>
        <source>{action}: there is no Extensa guard to beat aside</source>
        <translation>{action}: es gibt keine Extensa-Hut zum Beiseiteschlagen</translation>
    </message>
    <message>
        <source>{action}: there is no such Virtue</source>
        <translation>{action}: diese Tugend gibt es nicht</translation>
    </message>
    <message>
        <source>{action}: you already stand in {posta}</source>
        <translation>{action}: du stehst bereits in {posta}</translation>
    </message>
    <message>
        <source>{action}: you hold no eligible attack to follow the Feint</source>
        <translation>{action}: du hast keinen zulässigen Angriff, der auf die Finte folgen kann</translation>
    </message>
    <message>
        <source>{action}: your deck holds no card to replace one more ({laid} set aside, {deck} in the deck)</source>
        <translation>{action}: dein Stapel hat keine Karte mehr, um noch eine zu ersetzen (beiseitegelegt: {laid}, im Stapel: {deck})</translation>
    </message>
    <message>
        <source>{action}: your deck is empty, so no card can be drawn</source>
        <translation>{action}: dein Stapel ist leer, also kann keine Karte gezogen werden</translation>
    </message>
    <message>
        <source>{action}: your sword is on the {side}, and a {line} is not played from there</source>
        <translation>{action}: dein Schwert ist {side}, und von dort wird {line} nicht geschlagen</translation>
    </message>
    <message>
        <source>{action}: {blow} has no Counterattack symbol</source>
        <translation>{action}: {blow} hat kein Gegenangriffssymbol</translation>
    </message>
    <message>
        <source>{action}: {blow} is counterattacked only with the same blow, a {line}</source>
        <translation>{action}: gegen {blow} ist nur ein Gegenangriff mit demselben Schlag möglich: {line}</translation>
    </message>
    <message>
        <source>{action}: {blow} may be parried only with {lines}, not with a {line}</source>
        <translation>{action}: {blow} ist nur mit {lines} zu parieren, nicht mit {line}</translation>
    </message>
    <message>
        <source>{action}: {card} does not avoid a blow</source>
        <translation>{action}: mit {card} weicht man keinem Schlag aus</translation>
    </message>
    <message>
        <source>{action}: {card} does not meet {remedy} at the same height on the {side}</source>
        <translation>{action}: {card} liegt {side} nicht auf gleicher Höhe wie {remedy}</translation>
    </message>
    <message>
        <source>{action}: {card} does not work on the {side}</source>
        <translation>{action}: {card} wirkt nicht {side}</translation>
    </message>
    <message>
        <source>{action}: {card} has no Attack symbol</source>
        <translation>{action}: {card} hat kein Angriffssymbol</translation>
    </message>
    <message>
        <source>{action}: {card} has no Break symbol</source>
        <translation>{action}: {card} hat kein Bruch-Symbol</translation>
    </message>
    <message>
        <source>{action}: {card} has no Counterattack symbol</source>
        <translation>{action}: {card} hat kein Gegenangriffssymbol</translation>
    </message>
    <message>
        <source>{action}: {card} has no Cycle symbol</source>
        <translation>{action}: {card} hat kein Zyklus-Symbol</translation>
    </message>
    <message>
        <source>{action}: {card} has no Parry symbol</source>
        <translation>{action}: {card} hat kein Paradesymbol</translation>
    </message>
    <message>
        <source>{action}: {card} is not a Feint</source>
        <translation>{action}: {card} ist keine Finte</translation>
    </message>
    <message>
        <source>{action}: {card} is not a Streto remedy</source>
        <translation>{action}: {card} ist kein Streto-Remedium</translation>
    </message>
    <message>
        <source>{action}: {card} is not a counter-remedy</source>
        <translation>{action}: {card} ist kein Gegen-Remedium</translation>
    </message>
    <message>
        <source>{action}: {card} is not a skill</source>
        <translation>{action}: {card} ist keine Fertigkeit</translation>
    </message>
    <message>
        <source>{action}: {card} is not a strike</source>
        <translation>{action}: {card} ist kein Schlag</translation>
    </message>
    <message>
        <source>{action}: {card} is not a thrust with the Exchange symbol</source>
        <translation>{action}: {card} ist kein Stich mit Wechsel-Symbol</translation>
    </message>
    <message>
        <source>{action}: {card} is not played Out of Measure</source>
        <translation>{action}: {card} wird nicht Außer Mensur gespielt</translation>
    </message>
    <message>
        <source>{action}: {card} strikes at the same angle as {blow}, and no blow is parried at its own angle</source>
        <translation>{action}: {card} schlägt im selben Winkel wie {blow}, und kein Schlag wird im eigenen Winkel pariert</translation>
    </message>
    <message>
        <source>{action}: {remedy} must be answered with a counter-remedy</source>
        <translation>{action}: auf {remedy} muss ein Gegen-Remedium antworten</translation>
    </message>
    <message>
        <source>{action}: {virtue} is already taken</source>
        <translation>{action}: {virtue} ist schon vergeben</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} oder {second}</translation>
    </message>
</context>
<context>
    <name>AudatiaStory</name>
    <message>
        <source>A drawn duel</source>
        <translation>Unentschiedenes Duell</translation>
    </message>
    <message>
        <source>A drawn exchange</source>
        <translation>Unentschiedener Schlagabtausch</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The roles change: you now challenge.</source>
        <translation>Die Rollen wechseln: Jetzt forderst du heraus.</translation>
    </message>
    <message>
        <source>The roles change: {name} now challenges.</source>
        <translation>Die Rollen wechseln: Jetzt fordert {name} heraus.</translation>
    </message>
    <message>
        <source>You win the duel</source>
        <translation>Du gewinnst das Duell</translation>
    </message>
    <message>
        <source>You win the exchange</source>
        <translation>Du gewinnst den Schlagabtausch</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{name} wins the duel</source>
        <translation>{name} gewinnt das Duell</translation>
    </message>
    <message>
        <source>{name} wins the exchange</source>
        <translation>{name} gewinnt den Schlagabtausch</translation>
    </message>
</context>
<context>
    <name>AudatiaTable</name>
    <message>
        <source> — points {first}-{second}</source>
        <translation> — Punkte {first}-{second}</translation>
    </message>
    <message>
        <source>A drawn duel</source>
        <translation>Unentschiedenes Duell</translation>
    </message>
</context>
<context>
    <name>AudatiaText</name>
    <message>
        <source>Bind: {bind}</source>
        <translation>Bindung: {bind}</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Herausforderer</translation>
    </message>
    <message>
        <source>Draws: {draws}</source>
        <translation>Unentschieden: {draws}</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Fechter A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Fechter B</translation>
    </message>
    <message>
        <source>Over: {reason}</source>
        <translation>Vorbei: {reason}</translation>
    </message>
    <message>
        <source>Points {first} - {second}</source>
        <translation>Punkte {first} - {second}</translation>
    </message>
    <message>
        <source>Remedy to counter: {card} on the inside</source>
        <translation>Zu konterndes Remedium: {card} innen</translation>
    </message>
    <message>
        <source>Remedy to counter: {card} on the outside</source>
        <translation>Zu konterndes Remedium: {card} außen</translation>
    </message>
    <message>
        <source>Respondent</source>
        <translation>Geforderter</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Deine Hand: {cards}</translation>
    </message>
    <message>
        <source>in {posta}</source>
        <translation>in {posta}</translation>
    </message>
    <message>
        <source>sword in the middle</source>
        <translation>Schwert in der Mitte</translation>
    </message>
    <message>
        <source>sword on the left</source>
        <translation>Schwert links</translation>
    </message>
    <message>
        <source>sword on the right</source>
        <translation>Schwert rechts</translation>
    </message>
    <message>
        <source>the Side card allows inside remedies only</source>
        <translation>die Seitenkarte erlaubt nur Innen-Remedien</translation>
    </message>
    <message>
        <source>the Side card allows outside remedies only</source>
        <translation>die Seitenkarte erlaubt nur Außen-Remedien</translation>
    </message>
    <message>
        <source>the Side card allows remedies on either side</source>
        <translation>die Seitenkarte erlaubt Remedien auf beiden Seiten</translation>
    </message>
    <message>
        <source>{name} ({deck}, {role}) {where}; virtues {virtues}; stack {stack}; hand {hand}, deck {cards}</source>
        <translation>{name} ({deck}, {role}) {where}; Tugenden {virtues}; Stapel {stack}; Hand {hand}, Nachziehstapel {cards}</translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase}: du bist am Zug</translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase}: {name} ist am Zug</translation>
    </message>
</context>
<context>
    <name>BarditusActions</name>
    <message>
        <source>attack ahead with {card}</source>
        <translation>mit {card} geradeaus angreifen</translation>
    </message>
    <message>
        <source>attack the card opposite with {card}</source>
        <translation>die gegenüberliegende Karte mit {card} angreifen</translation>
    </message>
    <message>
        <source>attack {enemy} on the flank with {card}</source>
        <translation>{enemy} in der Flanke mit {card} angreifen</translation>
    </message>
    <message>
        <source>bring up the piece in {slot} to {to}</source>
        <translation>die Figur auf {slot} nach {to} heranführen</translation>
    </message>
    <message>
        <source>bring up the reserve behind {card}</source>
        <translation>die Reserve hinter {card} heranführen</translation>
    </message>
    <message>
        <source>bring up the reserve of column {column}</source>
        <translation>die Reserve von Spalte {column} heranführen</translation>
    </message>
    <message>
        <source>bring up {slot} to {to}</source>
        <translation>{slot} nach {to} heranführen</translation>
    </message>
    <message>
        <source>command with the {die} on {card}</source>
        <translation>mit dem Würfel {die} auf {card} befehlen</translation>
    </message>
    <message>
        <source>command with the {die}, laid on {card}; the other die guards morale</source>
        <translation>mit dem Würfel {die} befehlen, gelegt auf {card}; der andere Würfel hütet die Moral</translation>
    </message>
    <message>
        <source>end the orders</source>
        <translation>die Befehle beenden</translation>
    </message>
    <message>
        <source>fall back from {slot} to {to}</source>
        <translation>von {slot} nach {to} zurückweichen</translation>
    </message>
    <message>
        <source>finish the list</source>
        <translation>die Liste abschließen</translation>
    </message>
    <message>
        <source>flank column {column} with {card}</source>
        <translation>Spalte {column} mit {card} flankieren</translation>
    </message>
    <message>
        <source>its eighth place</source>
        <translation>Platz 8 derselben Karte</translation>
    </message>
    <message>
        <source>its eleventh place</source>
        <translation>Platz 11 derselben Karte</translation>
    </message>
    <message>
        <source>its fifth place</source>
        <translation>Platz 5 derselben Karte</translation>
    </message>
    <message>
        <source>its first place</source>
        <translation>Platz 1 derselben Karte</translation>
    </message>
    <message>
        <source>its first place in {rank}</source>
        <translation>Platz 1 in {rank} derselben Karte</translation>
    </message>
    <message>
        <source>its fourth place</source>
        <translation>Platz 4 derselben Karte</translation>
    </message>
    <message>
        <source>its fourth place in {rank}</source>
        <translation>Platz 4 in {rank} derselben Karte</translation>
    </message>
    <message>
        <source>its front rank</source>
        <translation>Glied 1 (vorn) derselben Karte</translation>
    </message>
    <message>
        <source>its ninth place</source>
        <translation>Platz 9 derselben Karte</translation>
    </message>
    <message>
        <source>its place {number}</source>
        <translation>Platz {number} derselben Karte</translation>
    </message>
    <message>
        <source>its rank {number}</source>
        <translation>Glied {number} derselben Karte</translation>
    </message>
    <message>
        <source>its second place</source>
        <translation>Platz 2 derselben Karte</translation>
    </message>
    <message>
        <source>its second place in {rank}</source>
        <translation>Platz 2 in {rank} derselben Karte</translation>
    </message>
    <message>
        <source>its second rank</source>
        <translation>Glied 2 derselben Karte</translation>
    </message>
    <message>
        <source>its seventh place</source>
        <translation>Platz 7 derselben Karte</translation>
    </message>
    <message>
        <source>its sixth place</source>
        <translation>Platz 6 derselben Karte</translation>
    </message>
    <message>
        <source>its tenth place</source>
        <translation>Platz 10 derselben Karte</translation>
    </message>
    <message>
        <source>its third place</source>
        <translation>Platz 3 derselben Karte</translation>
    </message>
    <message>
        <source>its third place in {rank}</source>
        <translation>Platz 3 in {rank} derselben Karte</translation>
    </message>
    <message>
        <source>its third rank</source>
        <translation>Glied 3 derselben Karte</translation>
    </message>
    <message>
        <source>its twelfth place</source>
        <translation>Platz 12 derselben Karte</translation>
    </message>
    <message>
        <source>keep the general back</source>
        <translation>den General zurückhalten</translation>
    </message>
    <message>
        <source>lay {card} behind, column {column}</source>
        <translation>{card} nach hinten legen, Spalte {column}</translation>
    </message>
    <message>
        <source>lay {card} in front, column {column}</source>
        <translation>{card} nach vorn legen, Spalte {column}</translation>
    </message>
    <message>
        <source>lay {card} in the front line, column {column}</source>
        <translation>{card} in die Frontlinie legen, Spalte {column}</translation>
    </message>
    <message>
        <source>lay {card} in the rear line, column {column}</source>
        <translation>{card} in die hintere Linie legen, Spalte {column}</translation>
    </message>
    <message>
        <source>lead at the front</source>
        <translation>an der Front führen</translation>
    </message>
    <message>
        <source>lose the piece in {slot}</source>
        <translation>die Figur auf {slot} verlieren</translation>
    </message>
    <message>
        <source>lose the pursuer from column {column}</source>
        <translation>den Verfolger aus Spalte {column} verlieren</translation>
    </message>
    <message>
        <source>lose {slot}</source>
        <translation>{slot} verlieren</translation>
    </message>
    <message>
        <source>order {card} to rally</source>
        <translation>{card} befehlen, sich zu sammeln</translation>
    </message>
    <message>
        <source>place {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>place {number} behind</source>
        <translation>Platz {number} dahinter</translation>
    </message>
    <message>
        <source>pursue with the piece in {slot}</source>
        <translation>mit der Figur auf {slot} verfolgen</translation>
    </message>
    <message>
        <source>rally the piece in {slot} to {to}</source>
        <translation>die Figur auf {slot} nach {to} sammeln</translation>
    </message>
    <message>
        <source>rally {slot} to {to}</source>
        <translation>{slot} nach {to} sammeln</translation>
    </message>
    <message>
        <source>rank {number}</source>
        <translation>Glied {number}</translation>
    </message>
    <message>
        <source>roll {die}</source>
        <translation>{die} würfeln</translation>
    </message>
    <message>
        <source>send the piece in {slot} after the beaten enemy</source>
        <translation>die Figur auf {slot} dem geschlagenen Feind nachschicken</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>{card} nehmen</translation>
    </message>
    <message>
        <source>the eighth place</source>
        <translation>Platz 8</translation>
    </message>
    <message>
        <source>the eleventh place</source>
        <translation>Platz 11</translation>
    </message>
    <message>
        <source>the enemy&apos;s front card in column {column}</source>
        <translation>feindliche Frontkarte in Spalte {column}</translation>
    </message>
    <message>
        <source>the fifth place</source>
        <translation>Platz 5</translation>
    </message>
    <message>
        <source>the first place</source>
        <translation>Platz 1</translation>
    </message>
    <message>
        <source>the first place in {rank}</source>
        <translation>Platz 1 in {rank}</translation>
    </message>
    <message>
        <source>the fourth place</source>
        <translation>Platz 4</translation>
    </message>
    <message>
        <source>the fourth place in {rank}</source>
        <translation>Platz 4 in {rank}</translation>
    </message>
    <message>
        <source>the front card of column {column}</source>
        <translation>Frontkarte in Spalte {column}</translation>
    </message>
    <message>
        <source>the front rank</source>
        <translation>Glied 1 (vorn)</translation>
    </message>
    <message>
        <source>the ninth place</source>
        <translation>Platz 9</translation>
    </message>
    <message>
        <source>the pursuer of {card} on {enemy}</source>
        <translation>Verfolger von {card} auf {enemy}</translation>
    </message>
    <message>
        <source>the pursuer on column {column}</source>
        <translation>Verfolger auf Spalte {column}</translation>
    </message>
    <message>
        <source>the rear card of column {column}</source>
        <translation>hintere Karte in Spalte {column}</translation>
    </message>
    <message>
        <source>the second place</source>
        <translation>Platz 2</translation>
    </message>
    <message>
        <source>the second place in {rank}</source>
        <translation>Platz 2 in {rank}</translation>
    </message>
    <message>
        <source>the second rank</source>
        <translation>Glied 2</translation>
    </message>
    <message>
        <source>the seventh place</source>
        <translation>Platz 7</translation>
    </message>
    <message>
        <source>the sixth place</source>
        <translation>Platz 6</translation>
    </message>
    <message>
        <source>the tenth place</source>
        <translation>Platz 10</translation>
    </message>
    <message>
        <source>the third place</source>
        <translation>Platz 3</translation>
    </message>
    <message>
        <source>the third place in {rank}</source>
        <translation>Platz 3 in {rank}</translation>
    </message>
    <message>
        <source>the third rank</source>
        <translation>Glied 3</translation>
    </message>
    <message>
        <source>the twelfth place</source>
        <translation>Platz 12</translation>
    </message>
    <message>
        <source>{place} of {card}</source>
        <translation>{place} von {card}</translation>
    </message>
</context>
<context>
    <name>BarditusCards</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>a Barditus card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>eine Barditus-Karte hat keinen eigenen Typ (&quot;card&quot;), nicht {type}</translation>
    </message>
    <message>
        <source>a front card needs a filled sword slot (X or B) to fight</source>
        <translation>eine Karte der vorderen Linie braucht ein besetztes Schwertfeld (X oder B), um zu kämpfen</translation>
    </message>
    <message>
        <source>a front card&apos;s abilities are some of {allowed}, not {given}</source>
        <translation>die Fähigkeiten einer Karte der vorderen Linie sind einige aus {allowed}, nicht {given}</translation>
    </message>
    <message>
        <source>a list has {front} front cards, not {count}</source>
        <translation>eine Liste hat {front} Frontkarten, nicht {count}</translation>
    </message>
    <message>
        <source>a list has {least} to {most} rear cards, not {count}</source>
        <translation>eine Liste hat {least} bis {most} hintere Karten, nicht {count}</translation>
    </message>
    <message>
        <source>a rear card is a reserve (abilities = [&quot;reserve&quot;]) or terrain</source>
        <translation>eine Karte der hinteren Linie ist eine Reserve (abilities = [&quot;reserve&quot;]) oder Gelände</translation>
    </message>
    <message>
        <source>a rear card&apos;s abilities are some of {allowed}, not {given}</source>
        <translation>die Fähigkeiten einer Karte der hinteren Linie sind einige aus {allowed}, nicht {given}</translation>
    </message>
    <message>
        <source>a reserve holds pieces on filled slots only and is no terrain</source>
        <translation>eine Reserve hat Figuren nur auf besetzten Feldern und ist kein Gelände</translation>
    </message>
    <message>
        <source>an army needs front cards for two different lists</source>
        <translation>ein Heer braucht Karten der vorderen Linie für zwei verschiedene Listen</translation>
    </message>
    <message>
        <source>an army offers at least {least} rear cards</source>
        <translation>ein Heer bietet mindestens {least} Karten der hinteren Linie</translation>
    </message>
    <message>
        <source>is a card of the {army} too</source>
        <translation>ist auch eine Karte der {army}</translation>
    </message>
    <message>
        <source>is not a Barditus card field</source>
        <translation>ist kein Feld einer Barditus-Karte</translation>
    </message>
    <message>
        <source>is the card&apos;s points: a whole number from 0 to {most}</source>
        <translation>sind die Punkte der Karte: eine ganze Zahl von 0 bis {most}</translation>
    </message>
    <message>
        <source>must be a list of 1 to {most} rows</source>
        <translation>muss eine Liste von 1 bis {most} Reihen sein</translation>
    </message>
    <message>
        <source>must be front or rear, not {given}</source>
        <translation>muss front oder rear sein, nicht {given}</translation>
    </message>
    <message>
        <source>must be one of {armies}</source>
        <translation>muss eines von {armies} sein</translation>
    </message>
    <message>
        <source>no list of {front} front and {rear} rear cards fits {most} points (the cheapest costs {low})</source>
        <translation>keine Liste aus {front} Karten der vorderen und {rear} der hinteren Linie passt in {most} Punkte (die billigste kostet {low})</translation>
    </message>
    <message>
        <source>only front cards (units) have a quality</source>
        <translation>nur Karten der vorderen Linie (Einheiten) haben eine Qualität</translation>
    </message>
    <message>
        <source>only rear cards are terrain</source>
        <translation>nur Karten der hinteren Linie sind Gelände</translation>
    </message>
    <message>
        <source>open ground has only open D slots (d)</source>
        <translation>offenes Gelände hat nur freie D-Felder (d)</translation>
    </message>
    <message>
        <source>row {row} must be 1 to {most} of the letters X O B N D (upper case filled), not {given}</source>
        <translation>Reihe {row} muss 1 bis {most} der Buchstaben X O B N D haben (groß: besetzt), nicht {given}</translation>
    </message>
    <message>
        <source>row {row}: a D slot is where a retreat leaves a piece disordered, so it is open (d)</source>
        <translation>Reihe {row}: auf einem D-Feld lässt ein Rückzug eine Figur ungeordnet zurück, es ist also frei (d)</translation>
    </message>
    <message>
        <source>the army has {copies} {card}, not {count}</source>
        <translation>die Armee hat {copies} {card}, nicht {count}</translation>
    </message>
    <message>
        <source>the list costs {points} points; at most {most}</source>
        <translation>die Liste kostet {points} Punkte; höchstens {most}</translation>
    </message>
    <message>
        <source>there is no card file for the {army} ({file})</source>
        <translation>es gibt keine Kartendatei für die {army} ({file})</translation>
    </message>
    <message>
        <source>woods have open slots without D: retreats there stay in order</source>
        <translation>Wald hat freie Felder ohne D: ein Rückzug dorthin bleibt geordnet</translation>
    </message>
    <message>
        <source>{card} is not a card of the {army}</source>
        <translation>{card} ist keine Karte von {army}</translation>
    </message>
    <message>
        <source>{file} is {army} too</source>
        <translation>{file} ist auch {army}</translation>
    </message>
</context>
<context>
    <name>BarditusDice</name>
    <message>
        <source> on {need}+</source>
        <translation> auf {need}+</translation>
    </message>
    <message>
        <source> — a tie: both roll again</source>
        <translation> — Gleichstand: beide würfeln neu</translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n Schild</numerusform>
            <numerusform>%n Schilde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n six(es) (pursuit)</source>
        <translation>
            <numerusform>, %n Sechs (Verfolgung)</numerusform>
            <numerusform>, %n Sechsen (Verfolgung)</numerusform>
        </translation>
    </message>
    <message>
        <source>1 shield or none</source>
        <translation>1 Schild oder keiner</translation>
    </message>
    <message>
        <source>5 shields or more</source>
        <translation>5 Schilde oder mehr</translation>
    </message>
    <message numerus="yes">
        <source>: %n hit(s)</source>
        <translation>
            <numerusform>: %n Treffer</numerusform>
            <numerusform>: %n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n hit(s) evaded</source>
        <translation>
            <numerusform>: %n Treffer ausgewichen</numerusform>
            <numerusform>: %n Treffern ausgewichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n piece(s) may return</source>
        <translation>
            <numerusform>: %n Figur darf zurück</numerusform>
            <numerusform>: %n Figuren dürfen zurück</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Command roll (the general leads): three dice</source>
        <translation>Befehlswurf (der General führt): drei Würfel</translation>
    </message>
    <message>
        <source>Command roll {dice}: keep {lo} and {hi}. One goes on a front card as the command die, the other is morale.</source>
        <translation>Befehlswurf {dice}: behalte {lo} und {hi}. Einer kommt als Befehlswürfel auf eine Frontkarte, der andere ist die Moral.</translation>
    </message>
    <message>
        <source>Command roll {dice}: two equal high dice — the general is lost! Keep {lo} and {hi}.</source>
        <translation>Befehlswurf {dice}: zwei gleiche hohe Würfel — der General ist verloren! Behalte {lo} und {hi}.</translation>
    </message>
    <message>
        <source>Command roll: three dice</source>
        <translation>Befehlswurf: drei Würfel</translation>
    </message>
    <message>
        <source>Counter-attack</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Flankenangriff</translation>
    </message>
    <message>
        <source>Last command roll: {dice}</source>
        <translation>Letzter Befehlswurf: {dice}</translation>
    </message>
    <message>
        <source>Last command roll: {dice}; morale {morale}</source>
        <translation>Letzter Befehlswurf: {dice}; Moral {morale}</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Rally of {card}</source>
        <translation>Sammeln von {card}</translation>
    </message>
    <message>
        <source>Roll-off: {dice}</source>
        <translation>Anfangswurf: {dice}</translation>
    </message>
    <message>
        <source>Roll-off: {dice} — deploys first, moves first</source>
        <translation>Anfangswurf: {dice} — stellt zuerst auf, zieht zuerst</translation>
    </message>
    <message>
        <source>Roll-off…</source>
        <translation>Anfangswurf…</translation>
    </message>
    <message>
        <source>Skirmishers evade</source>
        <translation>Plänkler weichen aus</translation>
    </message>
    <message>
        <source>a six</source>
        <translation>eine Sechs</translation>
    </message>
    <message>
        <source>command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>abgelegt</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>behalten</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>trifft</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message numerus="yes">
        <source>{label}: %n dice against {against}, {need} scores</source>
        <translation>
            <numerusform>{label}: %n Würfel gegen {against}, trifft mit {need}</numerusform>
            <numerusform>{label}: %n Würfel gegen {against}, treffen mit {need}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusFace</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the badge of a Barditus army card</comment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusItems</name>
    <message>
        <source>Casualties: {lost}</source>
        <translation>Verluste: {lost}</translation>
    </message>
    <message>
        <source>Column {column}</source>
        <translation>Spalte {column}</translation>
    </message>
    <message>
        <source>Losses {losses}: {destroyed} destroyed + {disordered} disordered</source>
        <translation>Verluste {losses}: {destroyed} vernichtet + {disordered} ungeordnet</translation>
    </message>
    <message>
        <source>Margin {margin} · {gauge}</source>
        <translation>Spanne {margin} · {gauge}</translation>
    </message>
    <message>
        <source>Steady {steady}: {shields} on shields + morale die {morale}</source>
        <translation>Standhaft {steady}: {shields} auf Schilden + Moralwürfel {morale}</translation>
    </message>
    <message>
        <source>front line</source>
        <translation>Frontlinie</translation>
    </message>
    <message>
        <source>morale die</source>
        <translation>Moralwürfel</translation>
    </message>
    <message>
        <source>rallies on {need}+</source>
        <translation>sammelt sich auf {need}+</translation>
    </message>
    <message>
        <source>rear line</source>
        <translation>hintere Linie</translation>
    </message>
</context>
<context>
    <name>BarditusLayout</name>
    <message numerus="yes">
        <source>An order to {card} (F{column}) costs {cost} now ({why}) · orders {used}/2 · %n command point(s) left</source>
        <translation>
            <numerusform>Ein Befehl an {card} (F{column}) kostet jetzt {cost} ({why}) · Befehle {used}/2 · %n Befehlspunkt übrig</numerusform>
            <numerusform>Ein Befehl an {card} (F{column}) kostet jetzt {cost} ({why}) · Befehle {used}/2 · %n Befehlspunkte übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Breaks after %n more loss(es)</source>
        <translation>
            <numerusform>Bricht nach %n weiteren Verlust</numerusform>
            <numerusform>Bricht nach %n weiteren Verlusten</numerusform>
        </translation>
    </message>
    <message>
        <source>Broken: losses exceed steadiness</source>
        <translation>Gebrochen: Verluste übersteigen die Standfestigkeit</translation>
    </message>
    <message>
        <source>Column {column} is empty.</source>
        <translation>Spalte {column} ist leer.</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Miliz</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Hinten</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regulär</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Woods: retreat in order</source>
        <translation>Wald: Rückzug in Ordnung</translation>
    </message>
    <message>
        <source>far from the general</source>
        <translation>fern vom General</translation>
    </message>
    <message>
        <source>first order 1 less</source>
        <translation>erster Befehl 1 weniger</translation>
    </message>
    <message>
        <source>flanking</source>
        <translation>Flankieren</translation>
    </message>
    <message>
        <source>next to the general</source>
        <translation>neben dem General</translation>
    </message>
    <message>
        <source>pursuit</source>
        <translation>Verfolgung</translation>
    </message>
    <message>
        <source>skirmishers</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>the empty column {column}</source>
        <translation>die leere Spalte {column}</translation>
    </message>
    <message>
        <source>under the general</source>
        <translation>beim General</translation>
    </message>
    <message>
        <source>{card} in column {column}</source>
        <translation>{card} in Spalte {column}</translation>
    </message>
    <message>
        <source>{card}: orders {used}/2 this turn</source>
        <translation>{card}: Befehle {used}/2 in diesem Zug</translation>
    </message>
    <message>
        <source>{head}. Orders cost 1-3 by distance from the general (militia: no discount).</source>
        <translation>{head}. Befehle kosten 1-3 je nach Abstand zum General (Miliz: kein Nachlass).</translation>
    </message>
    <message>
        <source>{head}. Orders cost 1-3 by distance from the general; its first is 1 cheaper.</source>
        <translation>{head}. Befehle kosten 1-3 je nach Abstand zum General; der erste kostet 1 weniger.</translation>
    </message>
    <message>
        <source>{head}: no more orders for it.</source>
        <translation>{head}: keine Befehle mehr für sie.</translation>
    </message>
    <message>
        <source>{points}/20 points · front {front}/4 · rear {rear} (4-6)</source>
        <translation>{points}/20 Punkte · Front {front}/4 · hinten {rear} (4-6)</translation>
    </message>
</context>
<context>
    <name>BarditusMoves</name>
    <message>
        <source>A six: drag a sword piece of the attacking card onto the beaten enemy card.</source>
        <translation>Eine Sechs: ziehe eine Schwertfigur der angreifenden Karte auf die geschlagene feindliche Karte.</translation>
    </message>
    <message>
        <source>Choose first: ← → picks a piece, die or card, ↑ ↓ where it goes (F1 lists the keys).</source>
        <translation>Wähle zuerst: ← → nimmt Figur, Würfel oder Karte, ↑ ↓ wohin sie geht (F1 zeigt die Tasten).</translation>
    </message>
    <message>
        <source>Click a card of your army (or drag it onto your list) to take it; List complete (D) when done.</source>
        <translation>Klicke auf eine Karte deiner Armee (oder ziehe sie auf deine Liste), um sie zu nehmen; Liste vollständig (D), wenn du fertig bist.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>Fertig (D)</translation>
    </message>
    <message>
        <source>Double-click a front card (or click it, Enter) to attack the card opposite; drag it onto a diagonal card to flank; Rally and Reserve buttons; End orders (E).</source>
        <translation>Doppelklicke eine Frontkarte (oder klicke sie an, dann Eingabe), um die gegenüberliegende Karte anzugreifen; ziehe sie auf eine diagonale Karte für die Flanke; Knöpfe Sammeln und Reserve; Befehle beenden (E).</translation>
    </message>
    <message>
        <source>Drag a card of your hand onto an empty place: front cards to the front line, the rest behind.</source>
        <translation>Ziehe eine Karte deiner Hand auf einen leeren Platz: Frontkarten in die Frontlinie, die übrigen nach hinten.</translation>
    </message>
    <message>
        <source>Drag a kept die onto one of your front cards: it becomes the command die there, the other your morale.</source>
        <translation>Ziehe einen behaltenen Würfel auf eine deiner Frontkarten: dort wird er der Befehlswürfel, der andere deine Moral.</translation>
    </message>
    <message>
        <source>Drag the reserve&apos;s pieces up to empty filled slots of the front card, then Done (D).</source>
        <translation>Ziehe die Figuren der Reserve auf leere gefüllte Felder der Frontkarte, dann Fertig (D).</translation>
    </message>
    <message>
        <source>Drop a front card on the enemy card opposite to battle it (diagonal: a flank attack).</source>
        <translation>Lege eine Frontkarte auf die gegenüberliegende feindliche Karte, um sie zu bekämpfen (diagonal: Flankenangriff).</translation>
    </message>
    <message>
        <source>Drop a piece on a lit slot, on the enemy card it pursues, or on your casualties.</source>
        <translation>Lege eine Figur auf ein beleuchtetes Feld, auf die feindliche Karte, die sie verfolgt, oder auf deine Verluste.</translation>
    </message>
    <message>
        <source>Drop a pursuer on a lit slot of its home card (rally) or on your casualties.</source>
        <translation>Lege einen Verfolger auf ein beleuchtetes Feld seiner Heimatkarte (Sammeln) oder auf deine Verluste.</translation>
    </message>
    <message>
        <source>Drop on a lit place: a piece on a slot, the enemy card or your casualties; a die or a front card on a card (F1 tells more).</source>
        <translation>Lege auf einen beleuchteten Platz: eine Figur auf ein Feld, die feindliche Karte oder deine Verluste; einen Würfel oder eine Frontkarte auf eine Karte (F1 erklärt mehr).</translation>
    </message>
    <message>
        <source>Drop the card on an empty place of your formation: front cards in front, rear behind.</source>
        <translation>Lege die Karte auf einen leeren Platz deiner Aufstellung: Frontkarten nach vorn, hintere nach hinten.</translation>
    </message>
    <message>
        <source>Drop the card on your list at the bottom, or just click it.</source>
        <translation>Lege die Karte unten auf deine Liste oder klicke sie einfach an.</translation>
    </message>
    <message>
        <source>Drop the die on one of your front cards: the general stands there.</source>
        <translation>Lege den Würfel auf eine deiner Frontkarten: dort steht der General.</translation>
    </message>
    <message>
        <source>End orders</source>
        <translation>Befehle beenden</translation>
    </message>
    <message>
        <source>End orders (E)</source>
        <translation>Befehle beenden (E)</translation>
    </message>
    <message>
        <source>Hold back</source>
        <translation>Zurückhalten</translation>
    </message>
    <message>
        <source>Hold back (H)</source>
        <translation>Zurückhalten (H)</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Führen</translation>
    </message>
    <message>
        <source>Lead at the front (L)</source>
        <translation>An der Front führen (L)</translation>
    </message>
    <message>
        <source>Lead at the front (L): keep the two highest dice, but two equal high dice lose the general; or Hold back (H).</source>
        <translation>An der Front führen (L): behalte die zwei höchsten Würfel, doch zwei gleiche hohe Würfel kosten den General; oder Zurückhalten (H).</translation>
    </message>
    <message>
        <source>List complete (D)</source>
        <translation>Liste vollständig (D)</translation>
    </message>
    <message>
        <source>Rallied: drag each lit piece back to an empty filled slot of its front card.</source>
        <translation>Gesammelt: ziehe jede beleuchtete Figur zurück auf ein leeres gefülltes Feld ihrer Frontkarte.</translation>
    </message>
    <message>
        <source>Rally {card} · {cost} (R)</source>
        <translation>Sammeln {card} · {cost} (R)</translation>
    </message>
    <message>
        <source>Reserve {card} · {cost} (V)</source>
        <translation>Reserve {card} · {cost} (V)</translation>
    </message>
    <message>
        <source>Take each hit: drag a piece of the struck card to an empty open slot behind it (retreat), or onto your casualties.</source>
        <translation>Nimm jeden Treffer: ziehe eine Figur der getroffenen Karte auf ein leeres offenes Feld dahinter (Rückzug) oder auf deine Verluste.</translation>
    </message>
    <message>
        <source>That piece has no move now. {hint}</source>
        <translation>Diese Figur hat jetzt keinen Zug. {hint}</translation>
    </message>
    <message>
        <source>The enemy pursues out of the card your pursuers stand on: drag one of them to your casualties.</source>
        <translation>Der Feind verfolgt aus der Karte, auf der deine Verfolger stehen: ziehe einen davon auf deine Verluste.</translation>
    </message>
    <message>
        <source>The {value} was dropped: the general takes one of the kept dice (gold rings).</source>
        <translation>Die {value} wurde abgelegt: der General nimmt einen der behaltenen Würfel (goldene Ringe).</translation>
    </message>
    <message numerus="yes">
        <source>{action} — Enter to play; or click another lit place (%n choices, ↑ ↓ to step through them).</source>
        <translation>
            <numerusform>{action} — Eingabe zum Spielen; oder klicke einen anderen beleuchteten Platz (%n Möglichkeit, ↑ ↓ zum Durchblättern).</numerusform>
            <numerusform>{action} — Eingabe zum Spielen; oder klicke einen anderen beleuchteten Platz (%n Möglichkeiten, ↑ ↓ zum Durchblättern).</numerusform>
        </translation>
    </message>
    <message>
        <source>{word} is not possible now. {hint}</source>
        <translation>{word} ist jetzt nicht möglich. {hint}</translation>
    </message>
</context>
<context>
    <name>BarditusReasons</name>
    <message numerus="yes">
        <source>%n command point(s)</source>
        <translation>
            <numerusform>%n Befehlspunkt</numerusform>
            <numerusform>%n Befehlspunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n Schild</numerusform>
            <numerusform>%n Schilde</numerusform>
        </translation>
    </message>
    <message>
        <source>A flank attack draws no counter-attack.</source>
        <translation>Ein Flankenangriff zieht keinen Gegenangriff nach sich.</translation>
    </message>
    <message numerus="yes">
        <source>He strikes back with %n die(s) as the cards stand, scoring on a {need} or more; each 6 you roll sends a pursuer that takes one of them away.</source>
        <translation>
            <numerusform>Er schlägt beim jetzigen Stand der Karten mit %n Würfel zurück, der ab {need} trifft; jede 6, die du würfelst, schickt einen Verfolger, der ihm den Würfel nimmt.</numerusform>
            <numerusform>Er schlägt beim jetzigen Stand der Karten mit %n Würfeln zurück, die ab {need} treffen; jede 6, die du würfelst, schickt einen Verfolger, der ihm einen davon nimmt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Held back, the general is safe; leading, he would be lost on about {percent}% of rolls.</source>
        <translation>Zurückgehalten ist der General sicher; führt er an der Front, wäre er bei etwa {percent} % der Würfe verloren.</translation>
    </message>
    <message>
        <source>His army is broken already: its losses outweigh its shields and morale by {by}.</source>
        <translation>Seine Armee ist schon gebrochen: ihre Verluste übersteigen ihre Schilde und Moral um {by}.</translation>
    </message>
    <message>
        <source>His army stands {margin} from breaking, yours {mine}.</source>
        <translation>Seine Armee steht {margin} vor dem Brechen, deine {mine}.</translation>
    </message>
    <message>
        <source>His card has nothing to strike back with.</source>
        <translation>Seine Karte hat nichts, womit sie zurückschlagen könnte.</translation>
    </message>
    <message numerus="yes">
        <source>It brings %n piece(s) up from the reserve to the front card.</source>
        <translation>
            <numerusform>Das bringt %n Figur aus der Reserve auf die Frontkarte.</numerusform>
            <numerusform>Das bringt %n Figuren aus der Reserve auf die Frontkarte.</numerusform>
        </translation>
    </message>
    <message>
        <source>It costs nothing: it is this card&apos;s first order this turn, where the general stands.</source>
        <translation>Er kostet nichts: es ist der erste Befehl dieser Karte in diesem Zug, wo der General steht.</translation>
    </message>
    <message>
        <source>It costs {points} of your {command}, leaving {left}.</source>
        <translation>Er kostet {points} von deinen {command}, es bleiben {left}.</translation>
    </message>
    <message>
        <source>It costs {points} of your {command}.</source>
        <translation>Er kostet {points} von deinen {command}.</translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits before his skirmishers evade.</source>
        <translation>
            <numerusform>Sie würfelt %n Würfel gegen {shields}: er trifft ab {need}, etwa {hits} Treffer, bevor seine Plänkler ausweichen.</numerusform>
            <numerusform>Sie würfelt %n Würfel gegen {shields}: jeder trifft ab {need}, etwa {hits} Treffer, bevor seine Plänkler ausweichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits.</source>
        <translation>
            <numerusform>Sie würfelt %n Würfel gegen {shields}: er trifft ab {need}, etwa {hits} Treffer.</numerusform>
            <numerusform>Sie würfelt %n Würfel gegen {shields}: jeder trifft ab {need}, etwa {hits} Treffer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s), one for each piece out of order, each bringing one back on a {need} or more: about {back} pieces back.</source>
        <translation>
            <numerusform>Sie würfelt %n Würfel, einen je ungeordnete Figur, der sie ab {need} zurückbringt: etwa {back} Figuren zurück.</numerusform>
            <numerusform>Sie würfelt %n Würfel, einen je ungeordnete Figur, von denen jeder ab {need} eine zurückbringt: etwa {back} Figuren zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leading, he keeps your two highest dice, but on about {percent}% of rolls they are equal and he is lost.</source>
        <translation>Führt er an der Front, behältst du die zwei höchsten Würfel, doch bei etwa {percent} % der Würfe sind sie gleich, und er ist verloren.</translation>
    </message>
    <message>
        <source>The other die, {die}, guards morale: your army then stands {margin} from breaking (shields and morale against pieces destroyed and disordered).</source>
        <translation>Der andere Würfel, {die}, hütet die Moral: deine Armee steht dann {margin} vor dem Brechen (Schilde und Moral gegen vernichtete und ungeordnete Figuren).</translation>
    </message>
    <message>
        <source>Your army still stands {margin} from breaking.</source>
        <translation>Deine Armee steht noch {margin} vor dem Brechen.</translation>
    </message>
    <message>
        <source>Your army then stands {margin} from breaking ({now} now).</source>
        <translation>Deine Armee steht dann {margin} vor dem Brechen (jetzt {now}).</translation>
    </message>
</context>
<context>
    <name>BarditusScene</name>
    <message numerus="yes">
        <source> · %n command point(s) left</source>
        <translation>
            <numerusform> · %n Befehlspunkt übrig</numerusform>
            <numerusform> · %n Befehlspunkte übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · {name}: %n command point(s) left</source>
        <translation>
            <numerusform> · {name}: %n Befehlspunkt übrig</numerusform>
            <numerusform> · {name}: %n Befehlspunkte übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) to take</source>
        <translation>
            <numerusform>%n Treffer zu nehmen</numerusform>
            <numerusform>%n Treffer zu nehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) may go back: {places}</source>
        <translation>
            <numerusform>%n Figur darf zurück: {places}</numerusform>
            <numerusform>%n Figuren dürfen zurück: {places}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) on shields: battle dice score on {need} against it.</source>
        <translation>
            <numerusform>%n Figur auf Schilden: Schlachtwürfel treffen gegen sie mit {need}.</numerusform>
            <numerusform>%n Figuren auf Schilden: Schlachtwürfel treffen gegen sie mit {need}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n six(es) to pursue</source>
        <translation>
            <numerusform>%n Sechs zum Verfolgen</numerusform>
            <numerusform>%n Sechsen zum Verfolgen</numerusform>
        </translation>
    </message>
    <message>
        <source>: {gauge}, {lost} destroyed, morale die {morale}</source>
        <translation>: {gauge}, {lost} vernichtet, Moralwürfel {morale}</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Eine Karte</translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Unentschiedene Schlacht</translation>
    </message>
    <message>
        <source>An empty place</source>
        <translation>Ein leerer Platz</translation>
    </message>
    <message>
        <source>Attacking</source>
        <translation>Greift an</translation>
    </message>
    <message>
        <source>Both roll a die: the higher deploys first and moves first.</source>
        <translation>Beide würfeln: der höhere stellt zuerst auf und zieht zuerst.</translation>
    </message>
    <message>
        <source>Building a secret list…</source>
        <translation>Bildet eine geheime Liste…</translation>
    </message>
    <message>
        <source>Counter-attacking</source>
        <translation>Greift zurück an</translation>
    </message>
    <message>
        <source>Deployment, one card each in turn.
You won the roll-off: you deploy first, move first.</source>
        <translation>Aufstellung, abwechselnd je eine Karte.
Du hast den Anfangswurf gewonnen: Du stellst zuerst auf, ziehst zuerst.</translation>
    </message>
    <message>
        <source>Deployment, one card each in turn.
{name} won the roll-off: deploys first, moves first.</source>
        <translation>Aufstellung, abwechselnd je eine Karte.
{name} hat den Anfangswurf gewonnen: stellt zuerst auf, zieht zuerst.</translation>
    </message>
    <message>
        <source>Dice of {name}</source>
        <translation>Würfel von {name}</translation>
    </message>
    <message>
        <source>Each army builds its list in turn, unseen: the cards show only as they are deployed.</source>
        <translation>Jede Armee bildet ihre Liste reihum und ungesehen: die Karten zeigen sich erst bei der Aufstellung.</translation>
    </message>
    <message>
        <source>Each card shows its points (the disc) and its slots: swords roll battle dice, shields turn them away and steady the army; D slots are disorder.</source>
        <translation>Jede Karte zeigt ihre Punkte (die Scheibe) und ihre Felder: Schwerter würfeln Schlachtwürfel, Schilde wehren sie ab und festigen die Armee; D-Felder sind Unordnung.</translation>
    </message>
    <message>
        <source>Front line: {cards}</source>
        <translation>Frontlinie: {cards}</translation>
    </message>
    <message>
        <source>General lost: keeps the two lowest command dice.</source>
        <translation>General verloren: die 2 niedrigsten Würfel.</translation>
    </message>
    <message>
        <source>Hover a card to read it: swords roll dice, shields turn them away and steady the army, D is disorder; dashed slots start empty.</source>
        <translation>Fahre über eine Karte, um sie zu lesen: Schwerter würfeln, Schilde wehren ab und festigen die Armee, D ist Unordnung; gestrichelte Felder beginnen leer.</translation>
    </message>
    <message>
        <source>Hover a front card: what an order to it costs now, and its orders this turn (0/2).</source>
        <translation>Fahre über eine Frontkarte: was ein Befehl an sie jetzt kostet und ihre Befehle in diesem Zug (0/2).</translation>
    </message>
    <message numerus="yes">
        <source>List ready: %n card(s), hidden until deployed.</source>
        <translation>
            <numerusform>Liste fertig: %n Karte, verdeckt bis zur Aufstellung.</numerusform>
            <numerusform>Liste fertig: %n Karten, verdeckt bis zur Aufstellung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>List ready: %n card(s).</source>
        <translation>
            <numerusform>Liste fertig: %n Karte.</numerusform>
            <numerusform>Liste fertig: %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass the screen. Your army list and the cards you have not deployed stay hidden until you are ready.

Press Enter or click to continue.</source>
        <translation>Gib den Bildschirm weiter. Deine Armeeliste und die nicht aufgestellten Karten bleiben verdeckt, bis du bereit bist.

Drücke Eingabe oder klicke, um fortzufahren.</translation>
    </message>
    <message>
        <source>Rally of {card}</source>
        <translation>Sammeln von {card}</translation>
    </message>
    <message>
        <source>Rear cards beyond four stay out of the battle.</source>
        <translation>Hintere Karten über vier bleiben aus der Schlacht.</translation>
    </message>
    <message>
        <source>Rear line: {cards}</source>
        <translation>Hintere Linie: {cards}</translation>
    </message>
    <message>
        <source>Reserve of {card}</source>
        <translation>Reserve von {card}</translation>
    </message>
    <message>
        <source>Round {round} of {turns} · turn of {name}</source>
        <translation>Runde {round} von {turns} · Zug von {name}</translation>
    </message>
    <message>
        <source>Round {round} of {turns} · your turn</source>
        <translation>Runde {round} von {turns} · dein Zug</translation>
    </message>
    <message>
        <source>Struck</source>
        <translation>Getroffen</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>Die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Die Würfel rollen…</translation>
    </message>
    <message>
        <source>The general leads at the front this turn.</source>
        <translation>Der General führt in diesem Zug an der Front.</translation>
    </message>
    <message>
        <source>Waits to build a secret list.</source>
        <translation>Wartet darauf, eine geheime Liste zu bilden.</translation>
    </message>
    <message>
        <source>You win ({reason})</source>
        <translation>Du gewinnst ({reason})</translation>
    </message>
    <message>
        <source>You won the roll-off and moved first.</source>
        <translation>Du hast den Anfangswurf gewonnen und zuerst gezogen.</translation>
    </message>
    <message>
        <source>Your cards in hand: {cards}</source>
        <translation>Deine Karten auf der Hand: {cards}</translation>
    </message>
    <message>
        <source>Your cards stay hidden until deployed.</source>
        <translation>Deine Karten bleiben verdeckt, bis sie aufgestellt sind.</translation>
    </message>
    <message>
        <source>Your dice</source>
        <translation>Deine Würfel</translation>
    </message>
    <message>
        <source>Your die showing {value}</source>
        <translation>Dein Würfel, der {value} zeigt</translation>
    </message>
    <message>
        <source>Your list: click or drop the cards you take</source>
        <translation>Deine Liste: klicke oder lege die Karten ab, die du nimmst</translation>
    </message>
    <message>
        <source>Your list: {cards}</source>
        <translation>Deine Liste: {cards}</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>Your piece: {place}</source>
        <translation>Deine Figur: {place}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>counter-attack</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>flank attack</source>
        <translation>Flankenangriff</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>order {used}/2 · costs {cost}</source>
        <translation>Befehl {used}/2 · kostet {cost}</translation>
    </message>
    <message>
        <source>orders 2/2: done</source>
        <translation>Befehle 2/2: fertig</translation>
    </message>
    <message>
        <source>{attacker} against {defender}: {fight}</source>
        <translation>{attacker} gegen {defender}: {fight}</translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n piece(s))</source>
        <translation>
            <numerusform>{card} (%n Figur)</numerusform>
            <numerusform>{card} (%n Figuren)</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} ({points}), in your army, to take</source>
        <translation>{card} ({points}), in deiner Armee, zum Nehmen</translation>
    </message>
    <message>
        <source>{card} ({points}), in your hand</source>
        <translation>{card} ({points}), auf deiner Hand</translation>
    </message>
    <message>
        <source>{left} of {copies} left</source>
        <translation>noch {left} von {copies}</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>{name} wins ({reason})</source>
        <translation>{name} gewinnt ({reason})</translation>
    </message>
    <message>
        <source>{name} won the roll-off and moved first.</source>
        <translation>{name} hat den Anfangswurf gewonnen und zuerst gezogen.</translation>
    </message>
    <message>
        <source>{name}, the enemy&apos;s front card in column {column}</source>
        <translation>{name}, die feindliche Frontkarte in Spalte {column}</translation>
    </message>
    <message>
        <source>{name}, the enemy&apos;s rear card in column {column}</source>
        <translation>{name}, die feindliche hintere Karte in Spalte {column}</translation>
    </message>
    <message>
        <source>{name}, your front card in column {column}</source>
        <translation>{name}, deine Frontkarte in Spalte {column}</translation>
    </message>
    <message>
        <source>{name}, your rear card in column {column}</source>
        <translation>{name}, deine hintere Karte in Spalte {column}</translation>
    </message>
    <message numerus="yes">
        <source>{placed} of 8 places filled · %n card(s) in hand</source>
        <translation>
            <numerusform>{placed} von 8 Plätzen belegt · %n Karte auf der Hand</numerusform>
            <numerusform>{placed} von 8 Plätzen belegt · %n Karten auf der Hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusState</name>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>A pursuer of yours is caught</source>
        <translation>Einer deiner Verfolger wird gefasst</translation>
    </message>
    <message>
        <source>Army building: take four front cards and four to six rear cards (20 points)</source>
        <translation>Armeeaufbau: nimm vier Frontkarten und vier bis sechs hintere Karten (20 Punkte)</translation>
    </message>
    <message>
        <source>Battle dice</source>
        <translation>Schlachtwürfel</translation>
    </message>
    <message>
        <source>Command: choose the command die and the card where the general stands</source>
        <translation>Befehl: wähle den Befehlswürfel und die Karte, auf der der General steht</translation>
    </message>
    <message>
        <source>Command: three dice</source>
        <translation>Befehl: drei Würfel</translation>
    </message>
    <message>
        <source>Command: will the general lead at the front?</source>
        <translation>Befehl: führt der General an der Front?</translation>
    </message>
    <message>
        <source>Deployment: lay one card in your formation</source>
        <translation>Aufstellung: lege eine Karte in deine Aufstellung</translation>
    </message>
    <message>
        <source>Orders: battle, rally or reserve, paid from the command die</source>
        <translation>Befehle: Schlacht, Sammeln oder Reserve (Befehlswürfel)</translation>
    </message>
    <message>
        <source>Pursuit: a piece follows each six</source>
        <translation>Verfolgung: eine Figur folgt jeder Sechs</translation>
    </message>
    <message>
        <source>Rally dice</source>
        <translation>Sammelwürfel</translation>
    </message>
    <message>
        <source>Rally: move the rallied pieces back to filled slots</source>
        <translation>Sammeln: bringe die gesammelten Figuren zurück auf gefüllte Felder</translation>
    </message>
    <message>
        <source>Reserve: bring pieces up to the front card</source>
        <translation>Reserve: führe Figuren auf die Frontkarte heran</translation>
    </message>
    <message>
        <source>Roll-off: the higher die deploys first and moves first</source>
        <translation>Anfangswurf: der höhere Würfel stellt zuerst auf und zieht zuerst</translation>
    </message>
    <message>
        <source>Skirmishers evade</source>
        <translation>Plänkler weichen aus</translation>
    </message>
    <message>
        <source>Take the hits: retreat or lose a piece for each</source>
        <translation>Nimm die Treffer: weiche zurück oder verliere je eine Figur</translation>
    </message>
    <message>
        <source>That card</source>
        <translation>Diese Karte</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>Die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>a die is to be rolled first</source>
        <translation>zuerst muss gewürfelt werden</translation>
    </message>
    <message>
        <source>a die shows 1 to 6, not {die}</source>
        <translation>ein Würfel zeigt 1 bis 6, nicht {die}</translation>
    </message>
    <message>
        <source>a disordered piece falls back only onto a D slot: a retreat never mends its disorder</source>
        <translation>eine ungeordnete Figur weicht nur auf ein D-Feld zurück: ein Rückzug behebt ihre Unordnung nie</translation>
    </message>
    <message>
        <source>a flank attack from {card} strikes an enemy card diagonally beside the one opposite, not {enemy}</source>
        <translation>ein Flankenangriff von {card} trifft eine feindliche Karte schräg neben der gegenüberliegenden, nicht {enemy}</translation>
    </message>
    <message>
        <source>a flank attack is made only when the card opposite has no pieces left</source>
        <translation>ein Flankenangriff ist nur möglich, wenn die gegenüberliegende Karte keine Figuren mehr hat</translation>
    </message>
    <message>
        <source>a formation has no such place: its cards stand in columns 1 to 4, in the front line and the rear line</source>
        <translation>diesen Platz gibt es in der Aufstellung nicht: ihre Karten stehen in den Spalten 1 bis 4, in der Frontlinie und der hinteren Linie</translation>
    </message>
    <message>
        <source>a piece of the reserve moves up to an empty filled slot of {card}</source>
        <translation>eine Figur der Reserve rückt auf ein leeres gefülltes Feld von {card} vor</translation>
    </message>
    <message>
        <source>a piece on a sword slot of {card} follows the beaten enemy</source>
        <translation>eine Figur auf einem Schwertfeld von {card} folgt dem geschlagenen Feind</translation>
    </message>
    <message>
        <source>a piece retreats straight back, to an empty open slot behind it on its card or the rear card</source>
        <translation>eine Figur weicht gerade zurück, auf ein leeres offenes Feld hinter ihr auf ihrer Karte oder der hinteren Karte</translation>
    </message>
    <message>
        <source>a pursuing piece of this card must be lost before any other</source>
        <translation>eine verfolgende Figur dieser Karte muss vor jeder anderen verloren werden</translation>
    </message>
    <message>
        <source>a rallied piece goes back to an empty filled slot of its front card, within its filled slots</source>
        <translation>eine gesammelte Figur kehrt auf ein leeres gefülltes Feld ihrer Frontkarte zurück, innerhalb ihrer gefüllten Felder</translation>
    </message>
    <message>
        <source>an order to {card} costs {cost}; command points left: {left}</source>
        <translation>ein Befehl an {card} kostet {cost}; verbleibende Befehlspunkte: {left}</translation>
    </message>
    <message>
        <source>only a piece of the reserve behind {card} moves up</source>
        <translation>nur eine Figur der Reserve hinter {card} rückt vor</translation>
    </message>
    <message>
        <source>only a piece whose rally die succeeded goes back</source>
        <translation>nur eine Figur, deren Sammelwurf gelungen ist, kehrt zurück</translation>
    </message>
    <message>
        <source>take a card</source>
        <translation>eine Karte nehmen</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>the command die is one of the dice kept ({kept}), laid on one of your front cards</source>
        <translation>der Befehlswürfel ist einer der behaltenen Würfel ({kept}), gelegt auf eine deiner Frontkarten</translation>
    </message>
    <message>
        <source>the enemy card opposite {card} has no pieces left to fight: a flank attack may strike a card diagonally beside it</source>
        <translation>die feindliche Karte gegenüber {card} hat keine Figuren mehr zum Kämpfen: ein Flankenangriff darf eine Karte schräg daneben treffen</translation>
    </message>
    <message>
        <source>the enemy&apos;s {card}</source>
        <translation>{card} des Feindes</translation>
    </message>
    <message>
        <source>the enemy&apos;s {card} in column {column}</source>
        <translation>{card} des Feindes in Spalte {column}</translation>
    </message>
    <message>
        <source>the hit falls on {card}: one of its pieces, or of its pursuers out, takes it</source>
        <translation>der Treffer fällt auf {card}: eine Figur dieser Karte oder einer ihrer ausgerückten Verfolger nimmt ihn</translation>
    </message>
    <message>
        <source>the list is not legal yet: {problem}</source>
        <translation>die Liste ist noch nicht gültig: {problem}</translation>
    </message>
    <message>
        <source>the pursuer lost is one of yours standing on {enemy}</source>
        <translation>der verlorene Verfolger ist einer von deinen, die auf {enemy} stehen</translation>
    </message>
    <message>
        <source>the reserve behind {card} has no pieces left</source>
        <translation>die Reserve hinter {card} hat keine Figuren mehr</translation>
    </message>
    <message>
        <source>the {army} has only {copies} {card}</source>
        <translation>{army} hat nur {copies} {card}</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>the {card} behind column {column}</source>
        <translation>{card} hinter Spalte {column}</translation>
    </message>
    <message>
        <source>the {card} in column {column}</source>
        <translation>{card} in Spalte {column}</translation>
    </message>
    <message>
        <source>{action}: not now; the {phase} phase asks for {expected}</source>
        <translation>{action}: nicht jetzt; die Phase {phase} verlangt {expected}</translation>
    </message>
    <message>
        <source>{card} ({points}) would leave no legal list within {most} points and {front} front and {rear_min}-{rear_max} rear cards</source>
        <translation>{card} ({points}) ließe keine gültige Liste innerhalb von {most} Punkten mit {front} Front- und {rear_min}-{rear_max} hinteren Karten zu</translation>
    </message>
    <message>
        <source>{card} already stands in that place: one card to a place</source>
        <translation>{card} steht schon auf diesem Platz: eine Karte pro Platz</translation>
    </message>
    <message>
        <source>{card} has had its two orders this turn</source>
        <translation>{card} hatte in diesem Zug schon ihre zwei Befehle</translation>
    </message>
    <message>
        <source>{card} has no empty filled slot for a rallied piece to go back to</source>
        <translation>{card} hat kein leeres gefülltes Feld, auf das eine gesammelte Figur zurückkehren kann</translation>
    </message>
    <message>
        <source>{card} has no men on it to fight (its pursuers fight with it)</source>
        <translation>{card} hat keine Männer zum Kämpfen (ihre Verfolger kämpfen mit ihr)</translation>
    </message>
    <message>
        <source>{card} has no piece out of order to rally</source>
        <translation>{card} hat keine ungeordnete Figur zum Sammeln</translation>
    </message>
    <message>
        <source>{card} has no pieces on sword slots to roll battle dice</source>
        <translation>{card} hat keine Figuren auf Schwertfeldern, um Schlachtwürfel zu werfen</translation>
    </message>
    <message>
        <source>{card} has no reserve behind it</source>
        <translation>{card} hat keine Reserve hinter sich</translation>
    </message>
    <message>
        <source>{card} has no room for another piece: a card holds no more pieces than it has filled slots, each on an empty filled slot</source>
        <translation>{card} hat keinen Platz für eine weitere Figur: eine Karte trägt nicht mehr Figuren, als sie gefüllte Felder hat, jede auf einem leeren gefüllten Feld</translation>
    </message>
    <message>
        <source>{card} is a front line card: it is laid in the front line</source>
        <translation>{card} ist eine Karte der Frontlinie: sie wird in die Frontlinie gelegt</translation>
    </message>
    <message>
        <source>{card} is a rear line card: it is laid in the rear line, behind a front card</source>
        <translation>{card} ist eine Karte der hinteren Linie: sie wird in die hintere Linie gelegt, hinter eine Frontkarte</translation>
    </message>
    <message>
        <source>{card} is not a card of the {army}</source>
        <translation>{card} ist keine Karte von {army}</translation>
    </message>
    <message>
        <source>{card} is not among the cards of your list still to deploy</source>
        <translation>{card} ist nicht unter den noch aufzustellenden Karten deiner Liste</translation>
    </message>
    <message>
        <source>{card} stands in the rear line: choose one of your front cards</source>
        <translation>{card} steht in der hinteren Linie: wähle eine deiner Frontkarten</translation>
    </message>
    <message>
        <source>{enemy} has no pieces left to fight</source>
        <translation>{enemy} hat keine Figuren mehr zum Kämpfen</translation>
    </message>
</context>
<context>
    <name>BarditusStory</name>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Unentschiedene Schlacht</translation>
    </message>
    <message>
        <source>After {rounds} rounds neither army broke; the one further from breaking wins (margins {a} and {b}).</source>
        <translation>Nach {rounds} Runden ist keine Armee gebrochen; es gewinnt die, die weiter vom Brechen entfernt ist (Spannen {a} und {b}).</translation>
    </message>
    <message>
        <source>Attack of {name} in column {column}</source>
        <translation>Angriff von {name} in Spalte {column}</translation>
    </message>
    <message>
        <source>Counter-attack of {name} in column {column}</source>
        <translation>Gegenangriff von {name} in Spalte {column}</translation>
    </message>
    <message>
        <source>Pieces destroyed</source>
        <translation>Vernichtete Figuren</translation>
    </message>
    <message>
        <source>The {army} broke: {losses} losses ({destroyed} destroyed, {disordered} disordered) against {steady} steady ({shields} on shields, morale die {morale}).</source>
        <translation>{army} ist gebrochen: {losses} Verluste ({destroyed} vernichtet, {disordered} ungeordnet) gegen {steady} Standfestigkeit ({shields} auf Schilden, Moralwürfel {morale}).</translation>
    </message>
    <message>
        <source>You win the battle</source>
        <translation>Du gewinnst die Schlacht</translation>
    </message>
    <message>
        <source>Your attack in column {column}</source>
        <translation>Dein Angriff in Spalte {column}</translation>
    </message>
    <message>
        <source>Your counter-attack in column {column}</source>
        <translation>Dein Gegenangriff in Spalte {column}</translation>
    </message>
    <message>
        <source>pieces destroyed</source>
        <translation>vernichtete Figuren</translation>
    </message>
    <message>
        <source>untouched</source>
        <translation>unberührt</translation>
    </message>
    <message>
        <source>{army}: {losses}.</source>
        <translation>{army}: {losses}.</translation>
    </message>
    <message>
        <source>{count} destroyed</source>
        <translation>{count} vernichtet</translation>
    </message>
    <message>
        <source>{count} fell back</source>
        <translation>{count} zurückgewichen</translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation>{name} gewinnt die Schlacht</translation>
    </message>
</context>
<context>
    <name>BarditusText</name>
    <message>
        <source> +{count} away</source>
        <translation> +{count} fort</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>, general on column {column}</source>
        <translation>, General in Spalte {column}</translation>
    </message>
    <message>
        <source>Army A</source>
        <translation>Armee A</translation>
    </message>
    <message>
        <source>Army B</source>
        <translation>Armee B</translation>
    </message>
    <message numerus="yes">
        <source>Command dice kept {dice}, %n point(s) left</source>
        <translation>
            <numerusform>Behaltene Befehlswürfel {dice}, %n Punkt übrig</numerusform>
            <numerusform>Behaltene Befehlswürfel {dice}, %n Punkte übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>Last roll of {name} ({purpose}): {dice}</source>
        <translation>Letzter Wurf von {name} ({purpose}): {dice}</translation>
    </message>
    <message>
        <source>Over: {reason}</source>
        <translation>Vorbei: {reason}</translation>
    </message>
    <message>
        <source>Your cards in hand: {cards}</source>
        <translation>Deine Karten auf der Hand: {cards}</translation>
    </message>
    <message>
        <source>Your last roll ({purpose}): {dice}</source>
        <translation>Dein letzter Wurf ({purpose}): {dice}</translation>
    </message>
    <message>
        <source>an army broke</source>
        <translation>eine Armee ist gebrochen</translation>
    </message>
    <message>
        <source>the last round was fought</source>
        <translation>die letzte Runde wurde geschlagen</translation>
    </message>
    <message numerus="yes">
        <source>{name} ({army}): {lost} destroyed, morale die {morale}, %n card(s) in hand</source>
        <translation>
            <numerusform>{name} ({army}): {lost} vernichtet, Moralwürfel {morale}, %n Karte auf der Hand</numerusform>
            <numerusform>{name} ({army}): {lost} vernichtet, Moralwürfel {morale}, %n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase}: du bist am Zug</translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase}: {name} ist am Zug</translation>
    </message>
</context>
<context>
    <name>BarditusUI</name>
    <message>
        <source> — pieces destroyed {a}-{b}</source>
        <translation> — vernichtete Figuren {a}-{b}</translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Unentschiedene Schlacht</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message numerus="yes">
        <source>%n D marker(s)</source>
        <translation>
            <numerusform>%n D-Marker</numerusform>
            <numerusform>%n D-Marker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty marker(s)</source>
        <translation>
            <numerusform>%n Verlustmarker</numerusform>
            <numerusform>%n Verlustmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command die place(s)</source>
        <translation>
            <numerusform>%n Feld für den Befehlswürfel</numerusform>
            <numerusform>%n Felder für den Befehlswürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n General</numerusform>
            <numerusform>%n Generäle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale die place(s)</source>
        <translation>
            <numerusform>%n Feld für den Moralwürfel</numerusform>
            <numerusform>%n Felder für den Moralwürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pursuit marker(s)</source>
        <translation>
            <numerusform>%n Verfolgungsmarker</numerusform>
            <numerusform>%n Verfolgungsmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit piece(s)</source>
        <translation>
            <numerusform>%n Einheitenfigur</numerusform>
            <numerusform>%n Einheitenfiguren</numerusform>
        </translation>
    </message>
    <message>
        <source>Barditus tokens — cut along the grey lines. Unit pieces stand on the filled slots at set-up; the dice sit on their places; markers as play needs them.</source>
        <translation>Barditus-Spielmarken — entlang der grauen Linien ausschneiden. Die Einheitenfiguren stehen beim Aufbau auf den besetzten Feldern, die Würfel auf ihren Feldern, Marker nach Bedarf des Spiels.</translation>
    </message>
    <message>
        <source>Bout period</source>
        <translation>Gefechtsabschnitt</translation>
    </message>
    <message>
        <source>Command</source>
        <comment>a die place</comment>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>En Garde piste</source>
        <translation>En-Garde-Fechtbahn</translation>
    </message>
    <message>
        <source>General</source>
        <comment>the general&apos;s marker</comment>
        <translation>General</translation>
    </message>
    <message>
        <source>Green fencer</source>
        <translation>Grüner Fechter</translation>
    </message>
    <message>
        <source>Initiative coin</source>
        <translation>Initiativmünze</translation>
    </message>
    <message>
        <source>Morale</source>
        <comment>a die place</comment>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Ready...Fence! boards — the stamina indicators and the scoreboard. Stamina tokens start on 6, the round marker on 1, the weapon tokens on {line}.</source>
        <translation>Ready...Fence!-Spielpläne — die Ausdaueranzeigen und die Anzeigetafel. Die Ausdauermarker beginnen auf 6, der Rundenmarker auf 1, die Waffenmarker auf {line}.</translation>
    </message>
    <message>
        <source>Ready...Fence! fencing strip</source>
        <translation>Ready...Fence!-Fechtbahn</translation>
    </message>
    <message>
        <source>Red fencer</source>
        <translation>Roter Fechter</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>Timer countdown</source>
        <translation>Countdown des Timers</translation>
    </message>
    <message>
        <source>die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>on guard</source>
        <translation>en garde</translation>
    </message>
    <message>
        <source>run-off</source>
        <translation>Auslauf</translation>
    </message>
    <message>
        <source>the deck, face down</source>
        <translation>der Stapel, verdeckt</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>This card&apos;s face cannot be drawn. Check its card set.</source>
        <translation>Die Vorderseite dieser Karte lässt sich nicht zeichnen. Prüfe ihren Kartensatz.</translation>
    </message>
</context>
<context>
    <name>CardFit</name>
    <message>
        <source>Checking that every card face fits: {done} of {total}…</source>
        <translation>Es wird geprüft, ob jede Kartenvorderseite passt: {done} von {total}…</translation>
    </message>
    <message>
        <source>does not fit its box {where}, even in the smallest type the face allows: shorten it</source>
        <translation>passt {where} nicht in den vorgesehenen Rahmen, auch nicht in der kleinsten Schriftgröße, die die Vorderseite zulässt: kürze den Text</translation>
    </message>
    <message>
        <source>enlarged on the table</source>
        <translation>bei vergrößerter Karte am Tisch</translation>
    </message>
    <message>
        <source>in the PDF proofs (bridge size)</source>
        <translation>in den PDF-Probedrucken (Größe Bridge)</translation>
    </message>
    <message>
        <source>in the PDF proofs (mini size)</source>
        <translation>in den PDF-Probedrucken (Größe Mini)</translation>
    </message>
    <message>
        <source>in the PDF proofs (poker size)</source>
        <translation>in den PDF-Probedrucken (Größe Poker)</translation>
    </message>
    <message>
        <source>in the card images at 300 dpi</source>
        <translation>in den Kartenbildern mit 300 dpi</translation>
    </message>
    <message>
        <source>in the card images at 600 dpi</source>
        <translation>in den Kartenbildern mit 600 dpi</translation>
    </message>
    <message>
        <source>in the print preview (bridge size)</source>
        <translation>in der Druckvorschau (Größe Bridge)</translation>
    </message>
    <message>
        <source>in the print preview (mini size)</source>
        <translation>in der Druckvorschau (Größe Mini)</translation>
    </message>
    <message>
        <source>in the print preview (poker size)</source>
        <translation>in der Druckvorschau (Größe Poker)</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>am Tisch</translation>
    </message>
    <message>
        <source>the face cannot be drawn {where}: {reason}</source>
        <translation>die Vorderseite lässt sich {where} nicht zeichnen: {reason}</translation>
    </message>
</context>
<context>
    <name>CardSchema</name>
    <message>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Angulations</source>
        <translation>Angulationen</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Audatia</source>
        <translation>Audatia</translation>
    </message>
    <message>
        <source>Auxiliary Action</source>
        <translation>Hilfsaktion</translation>
    </message>
    <message>
        <source>Avoid</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>B (basic)</source>
        <translation>B (Basis)</translation>
    </message>
    <message>
        <source>Basic Action</source>
        <translation>Grundaktion</translation>
    </message>
    <message>
        <source>Basic card</source>
        <translation>Basiskarte</translation>
    </message>
    <message>
        <source>Beat Thrust</source>
        <translation>Battement-Stoß</translation>
    </message>
    <message>
        <source>Blows from it</source>
        <translation>Hiebe aus dieser Posta</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Rumpf</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Brechen</translation>
    </message>
    <message>
        <source>Ceding Parry</source>
        <translation>Nachgebende Parade</translation>
    </message>
    <message>
        <source>Celeritas</source>
        <translation>Celeritas</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <source>Counter-Time</source>
        <translation>Kontertempo</translation>
    </message>
    <message>
        <source>Counter-offensive Action</source>
        <translation>Konteraktion</translation>
    </message>
    <message>
        <source>Counter-remedy</source>
        <translation>Gegen-Remedium</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Zyklus</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkelblau</translation>
    </message>
    <message>
        <source>Dark and red</source>
        <translation>Dunkelblau und Rot</translation>
    </message>
    <message>
        <source>Defensive Action</source>
        <translation>Verteidigungsaktion</translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation>Degagement</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Ends in posta (its id)</source>
        <translation>Endet in der Posta (ihre ID)</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Austausch</translation>
    </message>
    <message>
        <source>Extensa</source>
        <translation>Extensa</translation>
    </message>
    <message>
        <source>Feint</source>
        <translation>Finte</translation>
    </message>
    <message>
        <source>Feint in Time</source>
        <translation>Finte im Tempo</translation>
    </message>
    <message>
        <source>First-strike bonus</source>
        <translation>Bonus des ersten Schlags</translation>
    </message>
    <message>
        <source>First-strike virtue</source>
        <translation>Tugend des ersten Schlags</translation>
    </message>
    <message>
        <source>Flanconade</source>
        <translation>Flanconade</translation>
    </message>
    <message>
        <source>Flanking</source>
        <translation>Flankieren</translation>
    </message>
    <message>
        <source>Flick</source>
        <translation>Flick</translation>
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
        <translation>Frontlinie</translation>
    </message>
    <message>
        <source>Glide Attack</source>
        <translation>Gleitstoß</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Symbole</translation>
    </message>
    <message>
        <source>Infighting</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Inside: height</source>
        <translation>Innen: Höhe</translation>
    </message>
    <message>
        <source>Inside: shape</source>
        <translation>Innen: Form</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hellblau</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Tief</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Miliz</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Mond</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>No sun</source>
        <translation>Keine Sonne</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <source>Open to (upside-down swords)</source>
        <translation>Offen für (umgedrehte Schwerter)</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Orange and light</source>
        <translation>Orange und Hellblau</translation>
    </message>
    <message>
        <source>Out of Measure</source>
        <translation>Außer Mensur</translation>
    </message>
    <message>
        <source>Outside: height</source>
        <translation>Außen: Höhe</translation>
    </message>
    <message>
        <source>Outside: shape</source>
        <translation>Außen: Form</translation>
    </message>
    <message>
        <source>Over the top</source>
        <translation>Von oben</translation>
    </message>
    <message>
        <source>Parried by</source>
        <translation>Pariert von</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parade</translation>
    </message>
    <message>
        <source>Parry-Riposte</source>
        <translation>Parade und Riposte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
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
        <translation>Verfolgung</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>Rear line</source>
        <translation>Hintere Linie</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Red and light</source>
        <translation>Rot und Hellblau</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regulär</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Remedium</translation>
    </message>
    <message>
        <source>Renewed Attack</source>
        <translation>Angriffswiederholung</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Slots (rows: X O B N D)</source>
        <translation>Plätze (Glieder: X O B N D)</translation>
    </message>
    <message>
        <source>Special Action</source>
        <translation>Spezialaktion</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>Stop Hit</source>
        <translation>Stoppstoß</translation>
    </message>
    <message>
        <source>Straight Thrust</source>
        <translation>Gerader Stoß</translation>
    </message>
    <message>
        <source>Streto side</source>
        <translation>Streto-Seite</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Schlag</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studium</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <source>Sun disc</source>
        <translation>Sonnenscheibe</translation>
    </message>
    <message>
        <source>Sun with rays</source>
        <translation>Sonne mit Strahlen</translation>
    </message>
    <message>
        <source>T (tutorial)</source>
        <translation>T (Tutorial)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Toe Touch</source>
        <translation>Fußtreffer</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>Virtue</source>
        <translation>Tugend</translation>
    </message>
    <message>
        <source>Virtue card</source>
        <translation>Tugendkarte</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Wrist</source>
        <translation>Handgelenk</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>must be {wanted}, not {given}</source>
        <translation>muss {wanted} sein, nicht {given}</translation>
    </message>
</context>
<context>
    <name>CompetitionHost</name>
    <message>
        <source>It cannot be read: {problem}</source>
        <translation>Sie ist nicht lesbar: {problem}</translation>
    </message>
    <message>
        <source>The competition cannot start: {problem}</source>
        <translation>Das Turnier kann nicht beginnen: {problem}</translation>
    </message>
    <message>
        <source>The competition was not saved: {problem}</source>
        <translation>Das Turnier wurde nicht gespeichert: {problem}</translation>
    </message>
    <message>
        <source>The damaged competition file could not be moved aside ({problem}); the new competition will not be saved.</source>
        <translation>Die beschädigte Turnierdatei ließ sich nicht beiseitelegen ({problem}); das neue Turnier wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>The damaged competition file was kept as {path}.</source>
        <translation>Die beschädigte Turnierdatei wurde als {path} aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved competition is not over. Start a new one in its place? The saved one is lost.</source>
        <translation>Das gespeicherte Turnier ist nicht zu Ende. Ein neues an seiner Stelle beginnen? Das gespeicherte geht verloren.</translation>
    </message>
    <message>
        <source>Your data folder cannot be used: this competition is not saved.</source>
        <translation>Dein Datenordner ist nicht nutzbar: Dieses Turnier wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>{stage}: {name} against {other}, to {target} touches.</source>
        <translation>{stage}: {name} gegen {other}, auf {target} Treffer.</translation>
    </message>
</context>
<context>
    <name>CompetitionSetup</name>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <source>&amp;Pool</source>
        <translation>&amp;Vorrunde</translation>
    </message>
    <message>
        <source>&amp;Resume it</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Start a new competition</source>
        <translation>Neues Turnier &amp;beginnen</translation>
    </message>
    <message>
        <source>A new competition</source>
        <translation>Ein neues Turnier</translation>
    </message>
    <message>
        <source>An épée competition as the rulebook describes it: a pool where every fencer meets every other in a bout to {target} touches, then direct elimination, bout by bout to the final. You fence your bouts on the table; the others are fenced meanwhile.</source>
        <translation>Ein Degenturnier, wie es die Spielregel beschreibt: eine Vorrunde, in der jeder Fechter jeden anderen in einem Gefecht auf {target} Treffer trifft, dann Direktausscheidung, Gefecht für Gefecht bis zum Finale. Deine Gefechte fichtst du am Tisch; die anderen werden derweil gefochten.</translation>
    </message>
    <message>
        <source>Ready...Fence! competition</source>
        <translation>Ready...Fence!-Turnier</translation>
    </message>
    <message>
        <source>The saved competition</source>
        <translation>Das gespeicherte Turnier</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Dein &amp;Name</translation>
    </message>
    <message>
        <source>Your name: write the name the pool sheet shows.</source>
        <translation>Dein Name: Schreib den Namen, den das Vorrundenblatt zeigen soll.</translation>
    </message>
    <message>
        <source>{count} fencers</source>
        <translation>{count} Fechter</translation>
    </message>
    <message>
        <source>{mode}: pool bouts to {pool}, direct elimination to {target}</source>
        <translation>{mode}: Vorrundengefechte auf {pool}, Direktausscheidung auf {target}</translation>
    </message>
</context>
<context>
    <name>CompetitionWindow</name>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Fence your next bout</source>
        <translation>Nächstes Gefecht &amp;fechten</translation>
    </message>
    <message>
        <source>&amp;New competition…</source>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <source>&amp;Pool</source>
        <translation>&amp;Vorrunde</translation>
    </message>
    <message>
        <source>&amp;Tableau</source>
        <translation>&amp;Tableau</translation>
    </message>
    <message>
        <source>Ready...Fence! competition — {mode}, pool of {fencers}, direct elimination to {target}</source>
        <translation>Ready...Fence!-Turnier — {mode}, Vorrunde mit {fencers}, Direktausscheidung auf {target}</translation>
    </message>
    <message>
        <source>The other bouts are being fenced…</source>
        <translation>Die anderen Gefechte werden gefochten…</translation>
    </message>
</context>
<context>
    <name>CompetitionWords</name>
    <message>
        <source>Champion: {name}.</source>
        <translation>Sieger: {name}.</translation>
    </message>
    <message>
        <source>Next: {stage}, {bout}.</source>
        <translation>Als Nächstes: {stage}, {bout}.</translation>
    </message>
    <message>
        <source>You are the champion!</source>
        <translation>Du bist der Sieger!</translation>
    </message>
    <message>
        <source>You lost the final: second place.</source>
        <translation>Du hast das Finale verloren: zweiter Platz.</translation>
    </message>
    <message>
        <source>You were eliminated in the quarter-finals.</source>
        <translation>Du bist im Viertelfinale ausgeschieden.</translation>
    </message>
    <message>
        <source>You were eliminated in the semi-finals.</source>
        <translation>Du bist im Halbfinale ausgeschieden.</translation>
    </message>
    <message>
        <source>You were eliminated in the tableau of {fencers}.</source>
        <translation>Du bist in der Runde der letzten {fencers} ausgeschieden.</translation>
    </message>
    <message>
        <source>Your next bout: {stage}, against {name} ({level}), to {target} touches.</source>
        <translation>Dein nächstes Gefecht: {stage}, gegen {name} ({level}), auf {target} Treffer.</translation>
    </message>
    <message>
        <source>{left} v {right}</source>
        <translation>{left} gegen {right}</translation>
    </message>
    <message>
        <source>{mode}, a pool of {fencers}, {name} fencing. </source>
        <translation>{mode}, eine Vorrunde mit {fencers}, {name} ficht. </translation>
    </message>
    <message>
        <source>{name}: a bye</source>
        <translation>{name}: Freilos</translation>
    </message>
</context>
<context>
    <name>EnGardeActions</name>
    <message>
        <source>a {value}</source>
        <translation>einer {value}</translation>
    </message>
    <message>
        <source>advance {card}</source>
        <translation>{card} vorrücken</translation>
    </message>
    <message>
        <source>advance {card} and attack with {cards}</source>
        <translation>{card} vorrücken und mit {cards} angreifen</translation>
    </message>
    <message>
        <source>attack with {cards}</source>
        <translation>mit {cards} angreifen</translation>
    </message>
    <message>
        <source>five {value}s</source>
        <translation>fünf {value}ern</translation>
    </message>
    <message>
        <source>four {value}s</source>
        <translation>vier {value}ern</translation>
    </message>
    <message>
        <source>hold (no last attack)</source>
        <translation>abwarten (kein letzter Angriff)</translation>
    </message>
    <message>
        <source>no {value}s</source>
        <translation>keiner {value}</translation>
    </message>
    <message>
        <source>parry with {cards}</source>
        <translation>mit {cards} parieren</translation>
    </message>
    <message>
        <source>retreat {card}</source>
        <translation>{card} zurückweichen</translation>
    </message>
    <message>
        <source>three {value}s</source>
        <translation>drei {value}ern</translation>
    </message>
    <message>
        <source>two {value}s</source>
        <translation>zwei {value}ern</translation>
    </message>
</context>
<context>
    <name>EnGardeCards</name>
    <message>
        <source>a deck may hold at most {most} cards of one value, not {count} of value {value}</source>
        <translation>ein Stapel darf höchstens {most} Karten eines Werts enthalten, nicht {count} vom Wert {value}</translation>
    </message>
    <message>
        <source>an En Garde card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>eine En-Garde-Karte hat keinen eigenen Typ (&quot;card&quot;), nicht {type}</translation>
    </message>
    <message>
        <source>is not a field of an En Garde card: a card is its value</source>
        <translation>ist kein Feld einer En-Garde-Karte: eine Karte ist ihr Wert</translation>
    </message>
    <message>
        <source>the deck must deal two hands of five and keep a card to draw: at least {least} cards, not {count}</source>
        <translation>der Stapel muss zwei Hände zu fünf Karten geben und eine Karte zum Nachziehen behalten: mindestens {least} Karten, nicht {count}</translation>
    </message>
    <message>
        <source>the rulebook&apos;s deck has {count} cards of value {value}, this file {found}</source>
        <translation>der Stapel der Spielregel hat {count} Karten mit Wert {value}, diese Datei {found}</translation>
    </message>
</context>
<context>
    <name>EnGardeItems</name>
    <message>
        <source>{count} left</source>
        <translation>noch {count}</translation>
    </message>
</context>
<context>
    <name>EnGardeReasons</name>
    <message>
        <source>At distance {gap} he cannot attack you from where he stands: {why}.</source>
        <translation>Auf Abstand {gap} kann er dich von seinem Platz aus nicht angreifen: {why}.</translation>
    </message>
    <message>
        <source>At distance {gap} he cannot attack you on his next turn: {how}.</source>
        <translation>Auf Abstand {gap} kann er dich in seinem nächsten Zug nicht angreifen: {how}.</translation>
    </message>
    <message>
        <source>At distance {gap} he cannot attack you: {why}.</source>
        <translation>Auf Abstand {gap} kann er dich nicht angreifen: {why}.</translation>
    </message>
    <message>
        <source>At distance {gap} you can parry any attack he can make from where he stands: {unseen}, and your hand parries that many.</source>
        <translation>Auf Abstand {gap} kannst du jeden Angriff parieren, den er von seinem Platz aus machen kann: {unseen}, und deine Hand pariert so viele.</translation>
    </message>
    <message>
        <source>At distance {gap} you can parry any attack he can make: {unseen}, and your hand parries that many.</source>
        <translation>Auf Abstand {gap} kannst du jeden Angriff parieren, den er machen kann: {unseen}, und deine Hand pariert so viele.</translation>
    </message>
    <message>
        <source>Even if he parries, he cannot keep a {value} to riposte with: {why}.</source>
        <translation>Selbst wenn er pariert, kann er keine {value} für die Riposte behalten: {why}.</translation>
    </message>
    <message numerus="yes">
        <source>He holds only {held}: he cannot parry an attack of %n card(s).</source>
        <translation>
            <numerusform>Er hat nur {held}: einen Angriff mit %n Karte kann er nicht parieren.</numerusform>
            <numerusform>Er hat nur {held}: einen Angriff mit %n Karten kann er nicht parieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>In the basic game every attack hits.</source>
        <translation>Im Grundspiel trifft jeder Angriff.</translation>
    </message>
    <message>
        <source>No {count} of the cards you have not seen add up to {total}: he cannot parry {cards}.</source>
        <translation>Keine {count} der Karten, die du nicht gesehen hast, ergeben zusammen {total}: er kann {cards} nicht parieren.</translation>
    </message>
    <message>
        <source>You have just parried: this attack is a riposte, and a riposte wins the round at once.</source>
        <translation>Du hast gerade pariert: dieser Angriff ist eine Riposte, und eine Riposte gewinnt die Runde sofort.</translation>
    </message>
    <message>
        <source>You keep a {gap} to riposte with: the distance stays {gap}, and a riposte wins the round at once.</source>
        <translation>Du behältst eine {gap} für die Riposte: der Abstand bleibt {gap}, und eine Riposte gewinnt die Runde sofort.</translation>
    </message>
    <message>
        <source>all five {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>alle fünf {value}er sind bekannt ({held} auf deiner Hand, {played} in dieser Runde gespielt)</translation>
    </message>
    <message>
        <source>all four {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>alle vier {value}er sind bekannt ({held} auf deiner Hand, {played} in dieser Runde gespielt)</translation>
    </message>
    <message>
        <source>all three {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>alle drei {value}er sind bekannt ({held} auf deiner Hand, {played} in dieser Runde gespielt)</translation>
    </message>
    <message>
        <source>an attack with a {value}</source>
        <translation>einen Angriff mit einer {value}</translation>
    </message>
    <message>
        <source>an attack with five {value}s</source>
        <translation>einen Angriff mit fünf {value}ern</translation>
    </message>
    <message>
        <source>an attack with four {value}s</source>
        <translation>einen Angriff mit vier {value}ern</translation>
    </message>
    <message>
        <source>an attack with no {value}s</source>
        <translation>einen Angriff ohne {value}</translation>
    </message>
    <message>
        <source>an attack with three {value}s</source>
        <translation>einen Angriff mit drei {value}ern</translation>
    </message>
    <message>
        <source>an attack with two {value}s</source>
        <translation>einen Angriff mit zwei {value}ern</translation>
    </message>
    <message>
        <source>both {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>beide {value}er sind bekannt ({held} auf deiner Hand, {played} in dieser Runde gespielt)</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <source>five cards</source>
        <translation>fünf Karten</translation>
    </message>
    <message>
        <source>five {value}s</source>
        <translation>fünf {value}er</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>four cards</source>
        <translation>vier Karten</translation>
    </message>
    <message>
        <source>four {value}s</source>
        <translation>vier {value}er</translation>
    </message>
    <message>
        <source>no</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>no card is higher than 5</source>
        <translation>keine Karte ist höher als 5</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <source>no {value}s</source>
        <translation>keine {value}</translation>
    </message>
    <message>
        <source>not even with an advance and attack</source>
        <translation>nicht einmal mit Vorrücken und Angriff</translation>
    </message>
    <message>
        <source>one</source>
        <translation>eine</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>one {value}</source>
        <translation>eine {value}</translation>
    </message>
    <message>
        <source>only five {value}s are unseen</source>
        <translation>nur fünf {value}er sind ungesehen</translation>
    </message>
    <message>
        <source>only four {value}s are unseen</source>
        <translation>nur vier {value}er sind ungesehen</translation>
    </message>
    <message>
        <source>only no {value}s are unseen</source>
        <translation>keine {value} ist ungesehen</translation>
    </message>
    <message>
        <source>only one {value} is unseen</source>
        <translation>nur eine {value} ist ungesehen</translation>
    </message>
    <message>
        <source>only three {value}s are unseen</source>
        <translation>nur drei {value}er sind ungesehen</translation>
    </message>
    <message>
        <source>only two {value}s are unseen</source>
        <translation>nur zwei {value}er sind ungesehen</translation>
    </message>
    <message>
        <source>the deck holds no {value}s</source>
        <translation>der Stapel enthält keine {value}</translation>
    </message>
    <message>
        <source>the deck&apos;s one {value} is accounted for ({held} in your hand, {played} played this round)</source>
        <translation>die einzige {value} des Stapels ist bekannt ({held} auf deiner Hand, {played} in dieser Runde gespielt)</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>three cards</source>
        <translation>drei Karten</translation>
    </message>
    <message>
        <source>three {value}s</source>
        <translation>drei {value}er</translation>
    </message>
    <message>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <source>two cards</source>
        <translation>zwei Karten</translation>
    </message>
    <message>
        <source>two {value}s</source>
        <translation>zwei {value}er</translation>
    </message>
    <message>
        <source>{accounted}: he cannot parry {attack}.</source>
        <translation>{accounted}: er kann {attack} nicht parieren.</translation>
    </message>
    <message>
        <source>{unseen}: he holds at most {most}, so an attack with {cards} cannot be parried.</source>
        <translation>{unseen}: er hat höchstens {most}, also kann ein Angriff mit {cards} nicht pariert werden.</translation>
    </message>
    <message>
        <source>{why} He can only give ground.</source>
        <translation>{why} Er kann nur zurückweichen.</translation>
    </message>
</context>
<context>
    <name>EnGardeScene</name>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n Karte im Stapel</numerusform>
            <numerusform>%n Karten im Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>A move uses exactly one card.</source>
        <translation>Ein Schritt braucht genau eine Karte.</translation>
    </message>
    <message numerus="yes">
        <source>A {value} moves exactly %n space(s), forward or back.</source>
        <translation>
            <numerusform>Eine {value} bewegt sich genau %n Feld, vor oder zurück.</numerusform>
            <numerusform>Eine {value} bewegt sich genau %n Felder, vor oder zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack to answer</source>
        <translation>Angriff abzuwehren</translation>
    </message>
    <message>
        <source>Attack to answer: {cards}</source>
        <translation>Angriff abzuwehren: {cards}</translation>
    </message>
    <message>
        <source>Cards in hand: {first} {a}, {second} {b}</source>
        <translation>Karten auf der Hand: {first} {a}, {second} {b}</translation>
    </message>
    <message>
        <source>Choose an action first: F, B, A, P, H or a number.</source>
        <translation>Wähle zuerst eine Aktion: F, B, A, P, H oder eine Zahl.</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Drawn round</source>
        <translation>Runde unentschieden</translation>
    </message>
    <message>
        <source>Drop a card on a space of the piste to move, on the other fencer to attack, or on the attack to parry.</source>
        <translation>Lege eine Karte auf ein Feld der Bahn, um dich zu bewegen, auf den anderen Fechter, um anzugreifen, oder auf den Angriff, um zu parieren.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Pass the screen. The cards stay hidden until you are ready.

Press Enter or click to show your hand.</source>
        <translation>Gib den Bildschirm weiter. Die Karten bleiben verdeckt, bis du bereit bist.

Drücke Eingabe oder klicke, um deine Hand zu sehen.</translation>
    </message>
    <message>
        <source>Played this round: {cards}</source>
        <translation>In dieser Runde gespielt: {cards}</translation>
    </message>
    <message>
        <source>Round {round} — distance {distance}</source>
        <translation>Runde {round} — Abstand {distance}</translation>
    </message>
    <message>
        <source>Round {round}: distance {distance}, you on space {mine}, {name} on space {his} of 23</source>
        <translation>Runde {round}: Abstand {distance}, du auf Feld {mine}, {name} auf Feld {his} von 23</translation>
    </message>
    <message>
        <source>The {value}, in your hand</source>
        <translation>Die {value}, auf deiner Hand</translation>
    </message>
    <message>
        <source>The {value}, in your hand, chosen</source>
        <translation>Die {value}, auf deiner Hand, gewählt</translation>
    </message>
    <message numerus="yes">
        <source>You hold %n card(s)</source>
        <translation>
            <numerusform>Du hast %n Karte</numerusform>
            <numerusform>Du hast %n Karten</numerusform>
        </translation>
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
        <source>Your hand: {cards}</source>
        <translation>Deine Hand: {cards}</translation>
    </message>
    <message>
        <source>Your move: drag a card, or use the keys (F1 lists them).</source>
        <translation>Du bist am Zug: lege eine Karte auf die Bahn oder nutze die Tasten (F1 zeigt sie).</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n card(s)</source>
        <translation>
            <numerusform>{name} hat %n Karte</numerusform>
            <numerusform>{name} hat %n Karten</numerusform>
        </translation>
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
        <source>{result} ({reason}).</source>
        <translation>{result} ({reason}).</translation>
    </message>
</context>
<context>
    <name>EnGardeState</name>
    <message>
        <source>a parry needs as many cards as the attack ({count})</source>
        <translation>eine Parade braucht so viele Karten wie der Angriff ({count})</translation>
    </message>
    <message>
        <source>a parry needs the same cards as the attack ({cards})</source>
        <translation>eine Parade braucht dieselben Karten wie der Angriff ({cards})</translation>
    </message>
    <message>
        <source>a parry needs the same total as the attack ({cards})</source>
        <translation>eine Parade braucht dieselbe Summe wie der Angriff ({cards})</translation>
    </message>
    <message>
        <source>advance-and-attack belongs to the advanced game</source>
        <translation>Vorrücken mit Angriff gehört zum fortgeschrittenen Spiel</translation>
    </message>
    <message>
        <source>after advancing {card} the distance is {gap}</source>
        <translation>nach {card} Feldern Vorrücken beträgt der Abstand {gap}</translation>
    </message>
    <message>
        <source>an attack needs cards equal to the distance, {gap}</source>
        <translation>ein Angriff braucht Karten gleich dem Abstand, {gap}</translation>
    </message>
    <message>
        <source>the basic game attacks with a single card</source>
        <translation>im Grundspiel greift man mit einer einzigen Karte an</translation>
    </message>
    <message>
        <source>the cards of an attack must all be of one value</source>
        <translation>die Karten eines Angriffs müssen alle denselben Wert haben</translation>
    </message>
    <message>
        <source>the deck is out, figures no longer move; attack at distance {gap} or hold</source>
        <translation>der Stapel ist leer, die Figuren ziehen nicht mehr; greife auf Abstand {gap} an oder warte ab</translation>
    </message>
    <message>
        <source>the deck is out, figures no longer move; you must parry the attack of {cards}</source>
        <translation>der Stapel ist leer, die Figuren ziehen nicht mehr; du musst den Angriff mit {cards} parieren</translation>
    </message>
    <message>
        <source>the figure may not leave the piste</source>
        <translation>die Figur darf die Bahn nicht verlassen</translation>
    </message>
    <message>
        <source>the figure may not reach or pass the other fencer (distance {gap})</source>
        <translation>die Figur darf den anderen Fechter weder erreichen noch überholen (Abstand {gap})</translation>
    </message>
    <message>
        <source>the last chance to attack or hold comes only once the deck is out</source>
        <translation>die letzte Chance, anzugreifen oder abzuwarten, kommt erst, wenn der Stapel leer ist</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>das Gefecht ist vorbei</translation>
    </message>
    <message>
        <source>there is no attack to parry</source>
        <translation>es gibt keinen Angriff zu parieren</translation>
    </message>
    <message>
        <source>you do not hold {cards}</source>
        <translation>du hast {cards} nicht</translation>
    </message>
    <message>
        <source>you must parry the attack of {cards} first</source>
        <translation>du musst zuerst den Angriff mit {cards} parieren</translation>
    </message>
    <message>
        <source>you must parry the attack of {cards} or retreat first</source>
        <translation>du musst zuerst den Angriff mit {cards} parieren oder zurückweichen</translation>
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
        <translation>Runde unentschieden</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>You win the match {score}</source>
        <translation>Du gewinnst das Gefecht {score}</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Du gewinnst die Runde</translation>
    </message>
    <message>
        <source>a hit on the riposte with {cards}</source>
        <translation>ein Treffer mit der Riposte mit {cards}</translation>
    </message>
    <message>
        <source>a hit with {cards}</source>
        <translation>ein Treffer mit {cards}</translation>
    </message>
    <message>
        <source>an attack</source>
        <translation>einem Angriff</translation>
    </message>
    <message>
        <source>cards at the distance</source>
        <translation>Karten vom Abstand</translation>
    </message>
    <message>
        <source>distance moved</source>
        <translation>zurückgelegte Strecke</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>kein erlaubter Zug</translation>
    </message>
    <message>
        <source>riposte</source>
        <translation>Riposte</translation>
    </message>
    <message>
        <source>the deck ran out with the fencers level</source>
        <translation>der Stapel war leer und die Fechter gleichauf</translation>
    </message>
    <message>
        <source>the deck ran out, and you had come further up the piste</source>
        <translation>der Stapel war leer, und du warst auf der Bahn weiter vorgerückt</translation>
    </message>
    <message>
        <source>the deck ran out, and you held more cards of the distance</source>
        <translation>der Stapel war leer, und du hattest mehr Karten vom Abstand</translation>
    </message>
    <message>
        <source>the deck ran out, and {winner} had come further up the piste</source>
        <translation>der Stapel war leer, und {winner} war auf der Bahn weiter vorgerückt</translation>
    </message>
    <message>
        <source>the deck ran out, and {winner} held more cards of the distance</source>
        <translation>der Stapel war leer, und {winner} hatte mehr Karten vom Abstand</translation>
    </message>
    <message>
        <source>you could not move</source>
        <translation>du konntest nicht ziehen</translation>
    </message>
    <message>
        <source>{loser} could not move</source>
        <translation>{loser} konnte nicht ziehen</translation>
    </message>
    <message>
        <source>{name} wins the match {score}</source>
        <translation>{name} gewinnt das Gefecht {score}</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} gewinnt die Runde</translation>
    </message>
    <message>
        <source>{score}, first to {target}</source>
        <translation>{score}, wer zuerst {target} hat</translation>
    </message>
</context>
<context>
    <name>EnGardeText</name>
    <message>
        <source>  (out: last chance only)</source>
        <translation>  (leer: nur noch die letzte Chance)</translation>
    </message>
    <message>
        <source>Attack to answer: {cards}</source>
        <translation>Angriff abzuwehren: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), top {top}</source>
        <translation>
            <numerusform>Ablage: %n Karte, oben {top}</numerusform>
            <numerusform>Ablage: %n Karten, oben {top}</numerusform>
        </translation>
    </message>
    <message>
        <source>Distance {distance}   Deck {deck}</source>
        <translation>Abstand {distance}   Stapel {deck}</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Fechter A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Fechter B</translation>
    </message>
    <message numerus="yes">
        <source>Opponent holds %n card(s)</source>
        <translation>
            <numerusform>Der Gegner hat %n Karte</numerusform>
            <numerusform>Der Gegner hat %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Played this round: {cards}</source>
        <translation>In dieser Runde gespielt: {cards}</translation>
    </message>
    <message>
        <source>Riposte: an attack now wins the round outright.</source>
        <translation>Riposte: ein Angriff gewinnt jetzt die Runde sofort.</translation>
    </message>
    <message>
        <source>Round {round}   Hits: {first} {a} - {b} {second}  (first to {target})</source>
        <translation>Runde {round}   Treffer: {first} {a} - {b} {second}  (wer zuerst {target} hat)</translation>
    </message>
    <message>
        <source>You have the last chance to attack</source>
        <translation>Du hast die letzte Chance anzugreifen</translation>
    </message>
    <message>
        <source>You must parry</source>
        <translation>Du musst parieren</translation>
    </message>
    <message>
        <source>You must parry or retreat</source>
        <translation>Du musst parieren oder zurückweichen</translation>
    </message>
    <message>
        <source>You must parry the last attack</source>
        <translation>Du musst den letzten Angriff parieren</translation>
    </message>
    <message>
        <source>Your hand ({name}): {cards}</source>
        <translation>Deine Hand ({name}): {cards}</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Deine Hand: {cards}</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{name} has the last chance to attack</source>
        <translation>{name} hat die letzte Chance anzugreifen</translation>
    </message>
    <message>
        <source>{name} must parry</source>
        <translation>{name} muss parieren</translation>
    </message>
    <message>
        <source>{name} must parry or retreat</source>
        <translation>{name} muss parieren oder zurückweichen</translation>
    </message>
    <message>
        <source>{name} must parry the last attack</source>
        <translation>{name} muss den letzten Angriff parieren</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} ist am Zug</translation>
    </message>
</context>
<context>
    <name>EnGardeUI</name>
    <message>
        <source>&lt;b&gt;You won&lt;/b&gt; the match</source>
        <translation>&lt;b&gt;Du hast das Gefecht gewonnen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your move&lt;/b&gt; — hits {a}-{b}, first to {target}</source>
        <translation>&lt;b&gt;Du bist am Zug&lt;/b&gt; — Treffer {a}-{b}, wer zuerst {target} hat</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; to act — hits {a}-{b}, first to {target}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ist am Zug — Treffer {a}-{b}, wer zuerst {target} hat</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; won the match</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; hat das Gefecht gewonnen</translation>
    </message>
</context>
<context>
    <name>GameCredits</name>
    <message>
        <source>by the makers of audatiagame.com (the rulebook names no designer), after Fiore dei Liberi&apos;s Il Fior di Battaglia (c. 1410); the character decks are Salle&apos;s own</source>
        <translation>von den Machern von audatiagame.com (das Regelheft nennt keinen Autor), nach Fiore dei Liberis Il Fior di Battaglia (um 1410); die Charakterstapel sind Salles eigene</translation>
    </message>
    <message>
        <source>game design and illustrations by Mario Magni; graphic design by Daniela Tarantini, Hobbymodels; the numbers of the 54-card deck are Salle&apos;s own</source>
        <translation>Spielidee und Illustrationen von Mario Magni; Grafikdesign von Daniela Tarantini, Hobbymodels; die Zahlen des Decks mit 54 Karten stammen von Salle</translation>
    </message>
    <message>
        <source>game design by Reiner Knizia</source>
        <translation>Spielidee von Reiner Knizia</translation>
    </message>
    <message>
        <source>rules by Hannu Uusitalo, graphics by Kim Paqvalin (Uusitalo &amp; Paqvalin Games, v0.1 draft); the three armies are Salle&apos;s own</source>
        <translation>Regeln von Hannu Uusitalo, Grafik von Kim Paqvalin (Uusitalo &amp; Paqvalin Games, Entwurf v0.1); die drei Armeen stammen von Salle</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>12 rounds</source>
        <translation>12 Runden</translation>
    </message>
    <message>
        <source>20 rounds</source>
        <translation>20 Runden</translation>
    </message>
    <message>
        <source>30 rounds</source>
        <translation>30 Runden</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Advanced: every card (feints, counter-time, the Joker), retreats, and fencers who tire from period to period.</source>
        <translation>Fortgeschritten: alle Karten (Finten, Kontertempo, der Joker), Rückzüge und Fechter, die von Periode zu Periode ermüden.</translation>
    </message>
    <message>
        <source>Army of the north</source>
        <translation>Armee des Nordens</translation>
    </message>
    <message>
        <source>Army of the south</source>
        <translation>Armee des Südens</translation>
    </message>
    <message>
        <source>At the end of its turn (ours)</source>
        <translation>Am Ende ihres Zuges (von uns)</translation>
    </message>
    <message>
        <source>At the start of its turn (the rulebook)</source>
        <translation>Zu Beginn ihres Zuges (das Regelheft)</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>Basic: stamina, weapon positions, stalling and parries without cards, with the 35 cards a young fencer learns.</source>
        <translation>Grundspiel: Ausdauer, Waffenpositionen, Abwarten und Paraden ohne Karte, mit den 35 Karten, die ein junger Fechter lernt.</translation>
    </message>
    <message>
        <source>Break rule</source>
        <translation>Bruch-Regel</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Herausforderer</translation>
    </message>
    <message>
        <source>Challenger&apos;s deck</source>
        <translation>Stapel des Herausforderers</translation>
    </message>
    <message>
        <source>Counter-attacks (the rulebook)</source>
        <translation>Gegenangriffe (das Regelheft)</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Disordered pieces retreat</source>
        <translation>Rückzug von D</translation>
    </message>
    <message>
        <source>Duel (one touch decides)</source>
        <translation>Duell (ein Treffer entscheidet)</translation>
    </message>
    <message>
        <source>Evade hits (ours)</source>
        <translation>Weichen Treffern aus (von uns)</translation>
    </message>
    <message>
        <source>Every battle (ours)</source>
        <translation>Jede Schlacht (von uns)</translation>
    </message>
    <message>
        <source>First to move</source>
        <translation>Beginnt</translation>
    </message>
    <message>
        <source>Gallic warband</source>
        <translation>Gallische Kriegerschar</translation>
    </message>
    <message>
        <source>Guy&apos;s Sudden death</source>
        <translation>Guys Plötzlicher Tod</translation>
    </message>
    <message>
        <source>He may (the rulebook)</source>
        <translation>Er darf (das Regelheft)</translation>
    </message>
    <message>
        <source>Hidden (only the top card shows)</source>
        <translation>Verdeckt (nur die oberste Karte ist zu sehen)</translation>
    </message>
    <message>
        <source>Hits to win</source>
        <translation>Treffer zum Sieg</translation>
    </message>
    <message>
        <source>Later editions: the very cards of the attack, so only two 3s parry two 3s.</source>
        <translation>Spätere Ausgaben: genau die Karten des Angriffs, also parieren nur zwei 3er zwei 3er.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Morale test</source>
        <translation>Moralprobe</translation>
    </message>
    <message>
        <source>Never (ours, for a first battle)</source>
        <translation>Nie (von uns, für eine erste Schlacht)</translation>
    </message>
    <message>
        <source>Norman host</source>
        <translation>Normannisches Heer</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Off (the rulebook)</source>
        <translation>Aus (die Spielregel)</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>On (our rule)</source>
        <translation>An (unsere Regel)</translation>
    </message>
    <message>
        <source>On (our variant)</source>
        <translation>An (unsere Variante)</translation>
    </message>
    <message>
        <source>Only onto D slots (ours)</source>
        <translation>Nur auf D-Felder (von uns)</translation>
    </message>
    <message>
        <source>Open (every card of the round shows)</source>
        <translation>Offen (jede Karte der Runde ist zu sehen)</translation>
    </message>
    <message>
        <source>Ordinary units</source>
        <translation>Gewöhnliche Einheiten</translation>
    </message>
    <message>
        <source>Our rule (non-combativity): six turns in a row without a phrase or a card drawn burn a Timer card.</source>
        <translation>Unsere Regel (Passivität): Sechs Züge in Folge ohne Phrase und ohne gezogene Karte verbrennen eine Timer-Karte.</translation>
    </message>
    <message>
        <source>Our variant: a position the other fencer&apos;s beats gives nothing (Line beats Invitation, Invitation beats Engagement, Engagement beats Line).</source>
        <translation>Unsere Variante: Eine Position, die von der des anderen Fechters geschlagen wird, bringt nichts (Linie schlägt Einladung, Einladung schlägt Bindung, Bindung schlägt Linie).</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parade</translation>
    </message>
    <message>
        <source>Passivity clock</source>
        <translation>Passivitätsuhr</translation>
    </message>
    <message>
        <source>Pursuers hinder</source>
        <translation>Verfolger behindern</translation>
    </message>
    <message>
        <source>Respondent&apos;s deck</source>
        <translation>Stapel des Geforderten</translation>
    </message>
    <message>
        <source>Roland&apos;s Salle bout</source>
        <translation>Rolands Fechtsaal-Gefecht</translation>
    </message>
    <message>
        <source>Roman legion</source>
        <translation>Römische Legion</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Same cards (later editions)</source>
        <translation>Gleiche Karten (spätere Ausgaben)</translation>
    </message>
    <message>
        <source>Same total (the rulebook)</source>
        <translation>Gleiche Summe (das Regelheft)</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>The general leads</source>
        <translation>Der General führt</translation>
    </message>
    <message>
        <source>The initiative coin</source>
        <translation>Die Initiativmünze</translation>
    </message>
    <message>
        <source>The rulebook: Engagement slows every attack by 1, Invitation adds 1 to every defence, a Stop Hit is made from Line.</source>
        <translation>Die Spielregel: Bindung bremst jeden Angriff um 1, Einladung gibt jeder Abwehr 1 dazu, ein Stoppstoß kommt aus der Linie.</translation>
    </message>
    <message>
        <source>The rulebook: as many cards as the attack, reaching its total, so 2+4 or 1+5 parries two 3s.</source>
        <translation>Das Regelheft: so viele Karten wie der Angriff mit derselben Summe, also parieren 2+4 oder 1+5 zwei 3er.</translation>
    </message>
    <message>
        <source>The rulebook: time passes only with the cards drawn from the Timer and a stall&apos;s burnt card.</source>
        <translation>Die Spielregel: Zeit vergeht nur mit den vom Timer gezogenen Karten und der Karte, die ein Abwarten verbrennt.</translation>
    </message>
    <message>
        <source>To any empty slot behind (the rulebook)</source>
        <translation>Auf jedes leere Feld dahinter (das Regelheft)</translation>
    </message>
    <message>
        <source>Touches to win</source>
        <translation>Treffer zum Sieg</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Einführung</translation>
    </message>
    <message>
        <source>Tutorial: distance and speed. 25 cards, a phrase opens at lunge distance, the faster card touches.</source>
        <translation>Einführung: Distanz und Geschwindigkeit. 25 Karten, eine Phrase beginnt auf Ausfalldistanz, die schnellere Karte trifft.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Weapon counters</source>
        <translation>Positionskonter</translation>
    </message>
    <message>
        <source>basic: every attack hits; standard: parries and ripostes; advanced: also advance-and-attack</source>
        <translation>Grundspiel: jeder Angriff trifft; Standard: Paraden und Riposten; Fortgeschritten: auch Vorrücken mit Angriff</translation>
    </message>
    <message>
        <source>counter: each enemy pursuer on a card takes a die from its counter-attacks, as the rulebook says; all (ours): from every battle it fights</source>
        <translation>Gegenangriff: jeder feindliche Verfolger auf einer Karte nimmt ihren Gegenangriffen einen Würfel, wie das Regelheft sagt; alle (von uns): jeder Schlacht, die sie schlägt</translation>
    </message>
    <message>
        <source>duel: one touch decides; salle: Roland&apos;s Salle bout (points, roles swap, until a fencer has no strikes); sudden: Guy&apos;s Sudden death (both hands laid out in a committed face-down row)</source>
        <translation>Duell: ein Treffer entscheidet; Fechtsaal: Rolands Fechtsaal-Gefecht (Punkte, die Rollen wechseln, bis ein Fechter keine Schläge mehr hat); plötzlich: Guys Plötzlicher Tod (beide Hände verdeckt in einer festgelegten Reihe ausgelegt)</translation>
    </message>
    <message>
        <source>evade (ours: the rulebook gives skirmishers a morale test it never defines): each hit on skirmishers is evaded on their rally number; off: skirmishers are ordinary units</source>
        <translation>ausweichen (von uns: das Regelheft gibt Plänklern eine Moralprobe, die es nie festlegt): jedem Treffer auf Plänkler wird mit ihrer Sammelzahl ausgewichen; aus: Plänkler sind gewöhnliche Einheiten</translation>
    </message>
    <message>
        <source>hidden: the table shows only the top discard; open: it shows every card played this round</source>
        <translation>verdeckt: der Tisch zeigt nur die oberste abgelegte Karte; offen: er zeigt jede in dieser Runde gespielte Karte</translation>
    </message>
    <message>
        <source>hits needed to win the match</source>
        <translation>Treffer, die zum Sieg im Gefecht nötig sind</translation>
    </message>
    <message>
        <source>on: before the command roll the general may lead at the front (drop the lowest die; equal high dice lose him); off (ours, for a first battle): he never does</source>
        <translation>an: vor dem Befehlswurf darf der General an der Front führen (der niedrigste Würfel fällt weg; zwei gleiche hohe Würfel kosten ihn); aus (von uns, für eine erste Schlacht): er tut es nie</translation>
    </message>
    <message>
        <source>rounds before the battle ends on the morale margins (ours: the rulebook ends a battle only when an army breaks)</source>
        <translation>Runden, bevor die Schlacht nach den Moralspannen endet (von uns: das Regelheft beendet eine Schlacht nur, wenn eine Armee bricht)</translation>
    </message>
    <message>
        <source>the Challenger&apos;s character deck</source>
        <translation>der Charakterstapel des Herausforderers</translation>
    </message>
    <message>
        <source>the Respondent&apos;s character deck</source>
        <translation>der Charakterstapel des Geforderten</translation>
    </message>
    <message>
        <source>the army of the first seat (you, in a game against the computer), deployed to the south; the armies are ours: the rulebook prints no cards</source>
        <translation>die Armee des ersten Platzes (du, in einer Partie gegen den Computer), im Süden aufgestellt; die Armeen sind von uns: das Regelheft druckt keine Karten</translation>
    </message>
    <message>
        <source>the army of the second seat, deployed to the north (the armies are ours: the rulebook prints no cards)</source>
        <translation>die Armee des zweiten Platzes, im Norden aufgestellt (die Armeen sind von uns: das Regelheft druckt keine Karten)</translation>
    </message>
    <message>
        <source>the clock: off (the rulebook) the Timer runs only on cards drawn and stalls that burn one; on (our rule) six quiet turns in a row burn a Timer card, and a tied tutorial play-on is drawn after six</source>
        <translation>die Uhr: aus (die Spielregel) der Timer läuft nur mit gezogenen Karten und Abwarten, das eine verbrennt; an (unsere Regel) sechs ruhige Züge in Folge verbrennen eine Timer-Karte, und ein unentschiedenes Weiterspielen der Einführung endet nach sechs remis</translation>
    </message>
    <message>
        <source>the level of the game: what it teaches</source>
        <translation>die Stufe des Spiels: was es lehrt</translation>
    </message>
    <message>
        <source>the optional Break rule of the Thrust Process</source>
        <translation>die freiwillige Bruch-Regel des Stich-Ablaufs</translation>
    </message>
    <message>
        <source>the seat that issues the challenge</source>
        <translation>der Platz, der die Herausforderung ausspricht</translation>
    </message>
    <message>
        <source>the seat that opens the first round (then alternating)</source>
        <translation>der Platz, der die erste Runde eröffnet (danach abwechselnd)</translation>
    </message>
    <message>
        <source>total (the rulebook): the same number of cards reaching the same total, so 2+4 parries 3+3; equal (later editions): the same cards as the attack</source>
        <translation>Summe (das Regelheft): gleich viele Karten mit derselben Summe, also pariert 2+4 gegen 3+3; gleich (spätere Ausgaben): dieselben Karten wie der Angriff</translation>
    </message>
    <message>
        <source>touches to win: 5 (a pool bout, one period), 10 (basic, two periods) or 15 (advanced, three periods; the tutorial plays any on one timer)</source>
        <translation>Treffer zum Sieg: 5 (Vorrundengefecht, eine Periode), 10 (Grundspiel, zwei Perioden) oder 15 (fortgeschritten, drei Perioden; die Einführung spielt jede Zahl mit einem Timer)</translation>
    </message>
    <message>
        <source>weapon positions: off (the rulebook) every position&apos;s bonus counts; on (our variant) a position the opponent&apos;s beats gives nothing (Line over Invitation over Engagement over Line)</source>
        <translation>Waffenpositionen: aus (die Spielregel) der Bonus jeder Position zählt; an (unsere Variante) eine Position, die von der des Gegners geschlagen wird, bringt nichts (Linie über Einladung über Bindung über Linie)</translation>
    </message>
    <message>
        <source>when an army tests its morale. start: at the start of its turn with the die it set aside last turn, as the rulebook says; end (ours, another reading): at the end of its turn with this turn&apos;s die</source>
        <translation>wann eine Armee ihre Moral prüft. Beginn: zu Beginn ihres Zuges mit dem Würfel, den sie im letzten Zug beiseitegelegt hat, wie das Regelheft sagt; Ende (von uns, eine andere Lesart): am Ende ihres Zuges mit dem Würfel dieses Zuges</translation>
    </message>
    <message>
        <source>where a hit piece standing on a D slot may retreat. behind: to any empty open slot behind it, as the rulebook says; d_slots (ours, the rule the armies were tuned under): only onto another D slot, so a retreat never puts a disordered piece back in order</source>
        <translation>wohin eine getroffene Einheit auf einem D-Feld zurückweichen darf. behind: auf jedes leere offene Feld dahinter, wie das Regelheft sagt; d_slots (von uns, die Regel, unter der die Armeen abgestimmt wurden): nur auf ein anderes D-Feld, sodass ein Rückzug eine ungeordnete Einheit nie wieder in Ordnung bringt</translation>
    </message>
    <message>
        <source>who starts: the initiative coin, or a seat</source>
        <translation>wer beginnt: die Initiativmünze oder ein Platz</translation>
    </message>
</context>
<context>
    <name>GameSeats</name>
    <message>
        <source>Fencer 1</source>
        <translation>Fechter 1</translation>
    </message>
    <message>
        <source>Fencer 2</source>
        <translation>Fechter 2</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Fechter A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Fechter B</translation>
    </message>
    <message>
        <source>Fencers</source>
        <translation>Fechter</translation>
    </message>
    <message>
        <source>General A</source>
        <translation>General A</translation>
    </message>
    <message>
        <source>General B</source>
        <translation>General B</translation>
    </message>
    <message>
        <source>General of the north</source>
        <translation>General des Nordens</translation>
    </message>
    <message>
        <source>General of the south</source>
        <translation>General des Südens</translation>
    </message>
    <message>
        <source>Generals</source>
        <translation>Generäle</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>&lt;b&gt;You won&lt;/b&gt;: {reason}</source>
        <translation>&lt;b&gt;Du hast gewonnen&lt;/b&gt;: {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your move&lt;/b&gt;{score}</source>
        <translation>&lt;b&gt;Du bist am Zug&lt;/b&gt;{score}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; to act{score}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ist am Zug{score}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; won: {reason}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; hat gewonnen: {reason}</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Bout</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>Ready...Fence! &amp;competition…</source>
        <translation>Ready...Fence!-&amp;Turnier…</translation>
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
        <translation>kein Spiel {name}; wähle aus {games}</translation>
    </message>
</context>
<context>
    <name>PoolSheet</name>
    <message>
        <source>Fencer</source>
        <translation>Fechter</translation>
    </message>
    <message>
        <source>Ind</source>
        <translation>Ind</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>TE</translation>
    </message>
    <message>
        <source>TS</source>
        <translation>TG</translation>
    </message>
    <message>
        <source>V</source>
        <translation>S</translation>
    </message>
    <message>
        <source>fenced next</source>
        <translation>wird als Nächstes gefochten</translation>
    </message>
    <message>
        <source>you, at the table</source>
        <translation>du, am Tisch</translation>
    </message>
</context>
<context>
    <name>ReadyFenceActions</name>
    <message>
        <source>Engagement</source>
        <translation>Bindung</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>Point-in-Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>declare a mulligan</source>
        <translation>einen Mulligan erklären</translation>
    </message>
    <message>
        <source>defend by distance</source>
        <translation>durch Distanz abwehren</translation>
    </message>
    <message>
        <source>defend by distance, giving up {card}</source>
        <translation>durch Distanz abwehren und {card} abgeben</translation>
    </message>
    <message>
        <source>defend by distance: {card}</source>
        <translation>durch Distanz abwehren: {card}</translation>
    </message>
    <message>
        <source>discard {card}, draw a card</source>
        <translation>{card} abwerfen, eine Karte ziehen</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>den Zug beenden</translation>
    </message>
    <message>
        <source>feint: end the phrase</source>
        <translation>fintieren: die Phrase beenden</translation>
    </message>
    <message>
        <source>feint: swap in {card}</source>
        <translation>fintieren: zu {card} wechseln</translation>
    </message>
    <message>
        <source>keep the hand</source>
        <translation>die Hand behalten</translation>
    </message>
    <message>
        <source>let the phrase end</source>
        <translation>die Phrase enden lassen</translation>
    </message>
    <message>
        <source>parry without a card, spending {sp} SP</source>
        <translation>ohne Karte parieren und {sp} AP ausgeben</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <source>play {card} + {other}</source>
        <translation>{card} + {other} spielen</translation>
    </message>
    <message>
        <source>play {card} with {other}</source>
        <translation>{card} mit {other} spielen</translation>
    </message>
    <message>
        <source>renew the attack: {card}</source>
        <translation>den Angriff wiederholen: {card}</translation>
    </message>
    <message>
        <source>retreat two squares</source>
        <translation>zwei Felder zurückweichen</translation>
    </message>
    <message>
        <source>retreat two squares, discarding {card} and drawing a card</source>
        <translation>zwei Felder zurückweichen, {card} abwerfen und eine Karte ziehen</translation>
    </message>
    <message>
        <source>retreat, changing {card}</source>
        <translation>zurückweichen und {card} tauschen</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>abwarten</translation>
    </message>
    <message>
        <source>stall, leaving the Timer as it is</source>
        <translation>abwarten und den Timer lassen, wie er ist</translation>
    </message>
    <message>
        <source>step back</source>
        <translation>einen Schritt zurücktreten</translation>
    </message>
    <message>
        <source>step forward</source>
        <translation>einen Schritt vortreten</translation>
    </message>
    <message>
        <source>take the position {position}</source>
        <translation>die Position {position} einnehmen</translation>
    </message>
</context>
<context>
    <name>ReadyFenceCards</name>
    <message>
        <source>a Ready...Fence! card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>eine Ready...Fence!-Karte hat keinen eigenen Typ (&quot;card&quot;), nicht {type}</translation>
    </message>
    <message>
        <source>a Stop Hit to the wrist or arm has speed above 5, to the body 4 or 5</source>
        <translation>ein Stoppstoß auf Handgelenk oder Arm hat eine Geschwindigkeit über 5, auf den Rumpf 4 oder 5</translation>
    </message>
    <message>
        <source>a speed must be from {low} to {high}, not {value}</source>
        <translation>eine Geschwindigkeit muss von {low} bis {high} reichen, nicht {value}</translation>
    </message>
    <message>
        <source>a tutorial card is also a basic card in this deck</source>
        <translation>in diesem Stapel ist eine Lernkarte auch eine Grundkarte</translation>
    </message>
    <message>
        <source>a {kind} card is a {group}, not {given}</source>
        <translation>eine {kind}-Karte gehört zur Gruppe {group}, nicht {given}</translation>
    </message>
    <message>
        <source>a {kind} card is {colour}, not {given}</source>
        <translation>eine {kind}-Karte ist {colour}, nicht {given}</translation>
    </message>
    <message>
        <source>is not a field of a Ready...Fence! card ({fields})</source>
        <translation>ist kein Feld einer Ready...Fence!-Karte ({fields})</translation>
    </message>
    <message>
        <source>must be a list of &quot;T&quot; and &quot;B&quot;, each at most once, not {value}</source>
        <translation>muss eine Liste aus &quot;T&quot; und &quot;B&quot; sein, jedes höchstens einmal, nicht {value}</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high} (the bottle), not {value}</source>
        <translation>muss eine ganze Zahl von {low} bis {high} sein (die Flasche), nicht {value}</translation>
    </message>
    <message>
        <source>only a Stop Hit has a target (body, arm or wrist)</source>
        <translation>nur ein Stoppstoß hat ein Ziel (body, arm oder wrist)</translation>
    </message>
    <message>
        <source>only the Straight Thrusts of speed 3 are printed in yellow</source>
        <translation>nur die geraden Stöße mit Geschwindigkeit 3 sind gelb gedruckt</translation>
    </message>
    <message>
        <source>orange cards have no speed of their own; every other card but the Joker has one</source>
        <translation>orange Karten haben keine eigene Geschwindigkeit; alle anderen außer dem Joker haben eine</translation>
    </message>
    <message>
        <source>the basic deck has {count} B cards, the file {found}</source>
        <translation>der Grundstapel hat {count} B-Karten, die Datei {found}</translation>
    </message>
    <message>
        <source>the basic deck needs two yellow Straight Thrusts of speed 3</source>
        <translation>der Grundstapel braucht zwei gelbe gerade Stöße mit Geschwindigkeit 3</translation>
    </message>
    <message>
        <source>the manual names {count} {kind} cards, the file {found}</source>
        <translation>das Handbuch nennt {count} {kind}-Karten, die Datei {found}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceCompetition</name>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Pool, bout {number} of {bouts}</source>
        <translation>Vorrunde, Gefecht {number} von {bouts}</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Viertelfinale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Tableau of {fencers}</source>
        <translation>Runde der letzten {fencers}</translation>
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
    <name>ReadyFenceItems</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>+1 to your defences and cardless parries</source>
        <translation>+1 für deine Abwehr und Paraden ohne Karte</translation>
    </message>
    <message>
        <source>Coin: you fenced first</source>
        <translation>Münze: Du hast begonnen</translation>
    </message>
    <message>
        <source>Coin: {name} fenced first</source>
        <translation>Münze: {name} begann</translation>
    </message>
    <message>
        <source>OT</source>
        <comment>overtime, in a small circle</comment>
        <translation>VL</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>Priority: {name}</source>
        <translation>Priorität: {name}</translation>
    </message>
    <message>
        <source>Scoreboard · bout to {target}</source>
        <translation>Anzeige · Gefecht auf {target}</translation>
    </message>
    <message>
        <source>Touch!</source>
        <translation>Treffer!</translation>
    </message>
    <message>
        <source>beaten by his {position}: no bonus now</source>
        <translation>vom Gegner geschlagen ({position}): kein Bonus</translation>
    </message>
    <message>
        <source>his attacks −1; Glide Attack and Flanconade need it</source>
        <translation>seine Angriffe −1; Gleitstoß und Flanconade brauchen sie</translation>
    </message>
    <message>
        <source>you may Stop Hit; a Beat Thrust against it gains +1</source>
        <translation>Stoppstoß möglich; ein Battement-Stoß dagegen erhält +1</translation>
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
        <translation>Finte</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Last phrase: {verdict}</source>
        <translation>Letzte Phrase: {verdict}</translation>
    </message>
    <message>
        <source>Last phrase: {verdict} — {scored}</source>
        <translation>Letzte Phrase: {verdict} — {scored}</translation>
    </message>
    <message>
        <source>Long distance: two empty squares (a Flèche may open)</source>
        <translation>Weite Distanz: zwei freie Felder (eine Flèche kann eröffnen)</translation>
    </message>
    <message>
        <source>Lunge distance: one empty square, a phrase may open</source>
        <translation>Ausfalldistanz: ein freies Feld, eine Phrase kann beginnen</translation>
    </message>
    <message>
        <source>No speed: he steps back two squares</source>
        <translation>Keine Geschwindigkeit: er weicht zwei Felder zurück</translation>
    </message>
    <message>
        <source>Out of distance: {squares} empty squares, step in to fence</source>
        <translation>Außer Distanz: {squares} freie Felder, rück vor, um zu fechten</translation>
    </message>
    <message>
        <source>Parry: {sp}</source>
        <translation>Parade: {sp}</translation>
    </message>
    <message>
        <source>Short distance: nothing between the fencers (Infighting only)</source>
        <translation>Kurze Distanz: nichts zwischen den Fechtern (nur Nahkampf)</translation>
    </message>
    <message>
        <source>The Feint ends the phrase: no touch</source>
        <translation>Die Finte beendet die Phrase: kein Treffer</translation>
    </message>
    <message>
        <source>The initiative coin fell to you: you fence first. No phrase yet.</source>
        <translation>Die Initiativmünze fiel auf dich: Du beginnst. Noch keine Phrase.</translation>
    </message>
    <message>
        <source>The initiative coin fell to {name}: {name} fences first. No phrase yet.</source>
        <translation>Die Initiativmünze fiel auf {name}: {name} beginnt. Noch keine Phrase.</translation>
    </message>
    <message>
        <source>The phrase: the defence held; you may renew the attack</source>
        <translation>Die Phrase: die Abwehr hielt; du kannst den Angriff wiederholen</translation>
    </message>
    <message>
        <source>The phrase: the defence held; {name} may renew the attack</source>
        <translation>Die Phrase: die Abwehr hielt; {name} kann den Angriff wiederholen</translation>
    </message>
    <message>
        <source>The phrase: the faster card touches · your answer</source>
        <translation>Die Phrase: die schnellere Karte trifft · du antwortest</translation>
    </message>
    <message>
        <source>The phrase: the faster card touches · {name} to answer</source>
        <translation>Die Phrase: die schnellere Karte trifft · {name} antwortet</translation>
    </message>
    <message>
        <source>You score</source>
        <translation>Du triffst</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>attack after a Feint</source>
        <translation>Angriff nach Finte</translation>
    </message>
    <message>
        <source>both score</source>
        <translation>beide treffen</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>Distanz</translation>
    </message>
    <message>
        <source>feinted</source>
        <translation>fintiert</translation>
    </message>
    <message>
        <source>no touch</source>
        <translation>kein Treffer</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>Parade</translation>
    </message>
    <message>
        <source>renewed attack</source>
        <translation>Angriffswiederholung</translation>
    </message>
    <message>
        <source>riposte</source>
        <translation>Riposte</translation>
    </message>
    <message>
        <source>speed {speed}</source>
        <translation>Geschwindigkeit {speed}</translation>
    </message>
    <message>
        <source>{joker}: faster than any card</source>
        <translation>{joker}: schneller als jede Karte</translation>
    </message>
    <message>
        <source>{name} scores</source>
        <translation>{name} trifft</translation>
    </message>
</context>
<context>
    <name>ReadyFenceReasons</name>
    <message>
        <source>A parry with {sp} SP is worth speed {speed} against {his}: it holds.</source>
        <translation>Eine Parade mit {sp} AP ist Geschwindigkeit {speed} wert gegen {his}: sie hält.</translation>
    </message>
    <message>
        <source>A parry with {sp} SP is worth speed {speed} against {his}: the fewest SP that hold.</source>
        <translation>Eine Parade mit {sp} AP ist Geschwindigkeit {speed} wert gegen {his}: die wenigsten AP, die halten.</translation>
    </message>
    <message numerus="yes">
        <source>After this step ({distance}), %n of the cards he may hold can attack you from where he stands, the fastest at speed {speed}.</source>
        <translation>
            <numerusform>Nach diesem Schritt ({distance}) kann %n der Karten, die er haben könnte, dich von seinem Platz aus angreifen, mit Geschwindigkeit {speed}.</numerusform>
            <numerusform>Nach diesem Schritt ({distance}) können %n der Karten, die er haben könnte, dich von seinem Platz aus angreifen, die schnellste mit Geschwindigkeit {speed}.</numerusform>
        </translation>
    </message>
    <message>
        <source>After this step ({distance}), none of the cards he may hold can attack you from where he stands: he must move first.</source>
        <translation>Nach diesem Schritt ({distance}) kann keine der Karten, die er haben könnte, dich von seinem Platz aus angreifen: er muss sich erst bewegen.</translation>
    </message>
    <message>
        <source>At speed {speed} it does not beat {his}: the touch is his.</source>
        <translation>Mit Geschwindigkeit {speed} schlägt sie {his} nicht: der Treffer geht an ihn.</translation>
    </message>
    <message>
        <source>At speed {speed} it equals {his}: both touch.</source>
        <translation>Mit Geschwindigkeit {speed} ist sie so schnell wie {his}: beide treffen.</translation>
    </message>
    <message>
        <source>At speed {speed} it is faster than {his}: unless he answers again, it touches.</source>
        <translation>Mit Geschwindigkeit {speed} ist sie schneller als {his}: wenn er nicht noch einmal antwortet, trifft sie.</translation>
    </message>
    <message>
        <source>At speed {speed} it is too fast to be defended by distance.</source>
        <translation>Mit Geschwindigkeit {speed} ist sie zu schnell, um sie durch Distanz abzuwehren.</translation>
    </message>
    <message>
        <source>At {distance} you hold no card to answer his attack with: this takes you out of lunge distance.</source>
        <translation>Auf {distance} hast du keine Karte, um seinen Angriff zu beantworten: das bringt dich aus der Ausfalldistanz.</translation>
    </message>
    <message>
        <source>Defending by distance against {his} costs you {cost} SP of your {sp} and a card of your hand at random.</source>
        <translation>Die Abwehr durch Distanz gegen {his} kostet dich {cost} von deinen {sp} AP und eine zufällige Karte deiner Hand.</translation>
    </message>
    <message>
        <source>Defending by distance against {his} costs you {cost} SP of your {sp} and {card}.</source>
        <translation>Die Abwehr durch Distanz gegen {his} kostet dich {cost} von deinen {sp} AP und {card}.</translation>
    </message>
    <message>
        <source>He has made both his fencing actions in this phrase: he cannot answer again.</source>
        <translation>Er hat in dieser Phrase beide Fechtaktionen gemacht: er kann nicht noch einmal antworten.</translation>
    </message>
    <message>
        <source>He has {sp} SP: a parry without a card reaches only speed {best}.</source>
        <translation>Er hat {sp} AP: eine Parade ohne Karte erreicht nur Geschwindigkeit {best}.</translation>
    </message>
    <message numerus="yes">
        <source>In {position} %n of the attacks he may hold are slower, by up to {by}.</source>
        <translation>
            <numerusform>In {position} ist %n der Angriffe, die er haben könnte, langsamer, um {by}.</numerusform>
            <numerusform>In {position} sind %n der Angriffe, die er haben könnte, langsamer, um bis zu {by}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In {position} your Stop Hit may answer his attacks.</source>
        <translation>In {position} kann dein Stoppstoß seine Angriffe beantworten.</translation>
    </message>
    <message>
        <source>In {position} your defences, and a parry with SP, are {by} faster.</source>
        <translation>In {position} sind deine Abwehren, und eine Parade mit AP, um {by} schneller.</translation>
    </message>
    <message>
        <source>It costs {cost} SP of your {sp}; he has {his}.</source>
        <translation>Das kostet {cost} von deinen {sp} AP; er hat {his}.</translation>
    </message>
    <message>
        <source>It ends the phrase with a touch each.</source>
        <translation>Das beendet die Phrase mit je einem Treffer.</translation>
    </message>
    <message>
        <source>It ends the phrase with no touch.</source>
        <translation>Das beendet die Phrase ohne Treffer.</translation>
    </message>
    <message>
        <source>It ends the phrase, and the touch is yours.</source>
        <translation>Das beendet die Phrase, und der Treffer geht an dich.</translation>
    </message>
    <message>
        <source>None of the cards he may hold can beat speed {speed}.</source>
        <translation>Keine der Karten, die er haben könnte, schlägt Geschwindigkeit {speed}.</translation>
    </message>
    <message>
        <source>None of your answers beats {his}: the touch is his whatever you play.</source>
        <translation>Keine deiner Antworten schlägt {his}: der Treffer geht an ihn, was du auch spielst.</translation>
    </message>
    <message>
        <source>Nothing in your hand answers {his}, and you cannot defend without a card.</source>
        <translation>Nichts auf deiner Hand beantwortet {his}, und ohne Karte kannst du dich nicht verteidigen.</translation>
    </message>
    <message numerus="yes">
        <source>Of the cards he may hold, %n can beat speed {speed}; the best is {card}.</source>
        <translation>
            <numerusform>Von den Karten, die er haben könnte, kann %n Geschwindigkeit {speed} schlagen; die beste ist {card}.</numerusform>
            <numerusform>Von den Karten, die er haben könnte, können %n Geschwindigkeit {speed} schlagen; die beste ist {card}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Timer has one card left and you hold Priority: taking it ends the bout, and you win.</source>
        <translation>Der Timer hat noch eine Karte und du hast die Priorität: Nimmst du sie, endet das Gefecht, und du gewinnst.</translation>
    </message>
    <message>
        <source>The Timer has one card left and you lead {mine} to {his}: taking it ends the bout, and you win.</source>
        <translation>Der Timer hat noch eine Karte und du führst {mine} zu {his}: Nimmst du sie, endet das Gefecht, und du gewinnst.</translation>
    </message>
    <message>
        <source>This step brings you to lunge distance with one action left, and your hand holds an attack for it.</source>
        <translation>Dieser Schritt bringt dich mit einer verbleibenden Aktion auf Ausfalldistanz, und deine Hand hält einen Angriff dafür.</translation>
    </message>
    <message>
        <source>This step takes you off the end of the strip: he scores a touch.</source>
        <translation>Dieser Schritt bringt dich über das Bahnende hinaus: er erhält einen Treffer.</translation>
    </message>
    <message>
        <source>You have {sp} SP and he has {his}.</source>
        <translation>Du hast {sp} AP und er hat {his}.</translation>
    </message>
    <message>
        <source>You have {sp} SP and he has {his}: stalling brings you to {after}.</source>
        <translation>Du hast {sp} AP und er hat {his}: Abwarten bringt dich auf {after}.</translation>
    </message>
    <message numerus="yes">
        <source>You lead {mine} to {his}, and it takes a card from the Timer: %n left.</source>
        <translation>
            <numerusform>Du führst {mine} zu {his}, und das nimmt eine Karte vom Timer: noch %n übrig.</numerusform>
            <numerusform>Du führst {mine} zu {his}, und das nimmt eine Karte vom Timer: noch %n übrig.</numerusform>
        </translation>
    </message>
    <message>
        <source>You let go of {card} and draw a card from the Timer.</source>
        <translation>Du gibst {card} ab und ziehst eine Karte vom Timer.</translation>
    </message>
    <message>
        <source>You let go of {card}, the slowest card in your hand.</source>
        <translation>Du gibst {card} ab, die langsamste Karte deiner Hand.</translation>
    </message>
    <message>
        <source>You let go of {card}: it cannot attack from here ({distance}).</source>
        <translation>Du gibst {card} ab: die Karte kann von hier aus nicht angreifen ({distance}).</translation>
    </message>
    <message>
        <source>You let go of {card}: it costs {cost} SP and you have {sp}.</source>
        <translation>Du gibst {card} ab: die Karte kostet {cost} AP, und du hast {sp}.</translation>
    </message>
    <message>
        <source>You let go of {card}: you keep {other}, which is faster.</source>
        <translation>Du gibst {card} ab: du behältst {other}, eine schnellere Karte.</translation>
    </message>
    <message>
        <source>his {card} ({speed})</source>
        <translation>{card} ({speed}) des Gegners</translation>
    </message>
    <message>
        <source>{card} wins at once against {his}.</source>
        <translation>{card} gewinnt sofort gegen {his}.</translation>
    </message>
</context>
<context>
    <name>ReadyFenceScene</name>
    <message numerus="yes">
        <source> · %n action(s) left</source>
        <translation>
            <numerusform> · noch %n Aktion</numerusform>
            <numerusform> · noch %n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source> · time is out: the next touch wins</source>
        <translation> · Zeit abgelaufen: der nächste Treffer gewinnt</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) set aside, unseen</source>
        <translation>
            <numerusform>%n Karte beiseitegelegt, ungesehen</numerusform>
            <numerusform>%n Karten beiseitegelegt, ungesehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n touch(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Gefecht unentschieden</translation>
    </message>
    <message>
        <source>A parry without a card: click the square your stamina drops to (or X).</source>
        <translation>Eine Parade ohne Karte: Klick auf das Feld, auf das deine Ausdauer sinkt (oder X).</translation>
    </message>
    <message>
        <source>Advance (F)</source>
        <translation>Vorrücken (F)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Answer: drag a card onto the piste, parry with stamina (X), defend by distance (T), or Pass (Space) to let the phrase be judged.</source>
        <translation>Antworte: Zieh eine Karte auf die Bahn, pariere mit Ausdauer (X), wehr durch Distanz ab (T) oder Passe (Leertaste), damit die Phrase gewertet wird.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Back (B)</source>
        <translation>Zurück (B)</translation>
    </message>
    <message>
        <source>Choose a card of your hand first (← →).</source>
        <translation>Wähle zuerst eine Karte deiner Hand (← →).</translation>
    </message>
    <message>
        <source>Choose an action first: a letter or a number (F1 lists them).</source>
        <translation>Wähl zuerst eine Aktion: einen Buchstaben oder eine Zahl (F1 zeigt sie).</translation>
    </message>
    <message>
        <source>Defence by distance</source>
        <translation>Abwehr durch Distanz</translation>
    </message>
    <message>
        <source>Defend by distance (T)</source>
        <translation>Abwehr durch Distanz (T)</translation>
    </message>
    <message>
        <source>Defend by distance, losing it</source>
        <translation>Abwehr durch Distanz, Karte verloren</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Abwerfen und ziehen</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Done (Space)</source>
        <translation>Fertig (Leertaste)</translation>
    </message>
    <message>
        <source>Drop a card on the piste (the phrase area or the strip) to play it, or on the discard pile to change it (F1 tells more).</source>
        <translation>Leg eine Karte auf die Bahn (den Phrasenbereich oder die Felder), um sie zu spielen, oder auf die Ablage, um sie zu tauschen (F1 sagt mehr).</translation>
    </message>
    <message>
        <source>End of turn: drag a card onto the discard pile to change it, or Done (Space).</source>
        <translation>Zugende: Zieh eine Karte auf die Ablage, um sie zu tauschen, oder Fertig (Leertaste).</translation>
    </message>
    <message>
        <source>Feint into {card}</source>
        <translation>Finte zu {card}</translation>
    </message>
    <message>
        <source>Feint: end the phrase</source>
        <translation>Finte: Phrase beenden</translation>
    </message>
    <message>
        <source>Feint: swap in this card ({card})</source>
        <translation>Finte: diese Karte einwechseln ({card})</translation>
    </message>
    <message>
        <source>His answer is faster: answer it (drag a card onto the piste), or Pass (Space).</source>
        <translation>Seine Antwort ist schneller: Antworte darauf (zieh eine Karte auf die Bahn) oder Passe (Leertaste).</translation>
    </message>
    <message>
        <source>Keep (K)</source>
        <translation>Behalten (K)</translation>
    </message>
    <message>
        <source>Keep your hand (K), or change it once: Mulligan (M).</source>
        <translation>Behalte deine Hand (K) oder tausch sie einmal: Mulligan (M).</translation>
    </message>
    <message>
        <source>Mulligan (M)</source>
        <translation>Mulligan (M)</translation>
    </message>
    <message>
        <source>Overtime timer</source>
        <translation>Timer Verl.</translation>
    </message>
    <message>
        <source>Parry
without a card</source>
        <translation>Parade
ohne Karte</translation>
    </message>
    <message>
        <source>Parry {sp} SP = {speed}</source>
        <translation>Parade {sp} AP = {speed}</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>Passen (Leertaste)</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Renew the attack</source>
        <translation>Angriff wiederholen</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>Retreat 2 (R)</source>
        <translation>Rückzug 2 (R)</translation>
    </message>
    <message>
        <source>Retreat 2, changing it</source>
        <translation>Rückzug 2, Karte tauschen</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message>
        <source>Stall (S)</source>
        <translation>Abwarten (S)</translation>
    </message>
    <message>
        <source>Stall, keep the Timer (S S)</source>
        <translation>Abwarten, Timer bleibt (S S)</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>To answer</source>
        <translation>Zu beantworten</translation>
    </message>
    <message>
        <source>Two actions: step (F, B or click a square), click a weapon circle, drag a card onto the discard pile to change it, or drag a red card onto the piste to attack.</source>
        <translation>Zwei Aktionen: einen Schritt (F, B oder Klick auf ein Feld), Klick auf einen Waffenkreis, eine Karte auf die Ablage ziehen, um sie zu tauschen, oder eine rote Karte auf die Bahn ziehen, um anzugreifen.</translation>
    </message>
    <message>
        <source>With {card}</source>
        <translation>Mit {card}</translation>
    </message>
    <message>
        <source>You win the bout</source>
        <translation>Du gewinnst das Gefecht</translation>
    </message>
    <message>
        <source>Your attack was stopped: drag the Renewed Attack onto the piste, or Pass (Space).</source>
        <translation>Dein Angriff wurde gestoppt: Zieh die Angriffswiederholung auf die Bahn oder Passe (Leertaste).</translation>
    </message>
    <message>
        <source>Your fencer steps one square forward or back (F, B), or retreats two (R, advanced): click a lit square.</source>
        <translation>Dein Fechter geht ein Feld vor oder zurück (F, B) oder weicht zwei zurück (R, fortgeschritten): Klick auf ein leuchtendes Feld.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>Your turn: two actions</source>
        <translation>Dein Zug: zwei Aktionen</translation>
    </message>
    <message>
        <source>Your weapon is in {position} already.</source>
        <translation>Deine Waffe ist schon in {position}.</translation>
    </message>
    <message>
        <source>cardless defence used</source>
        <translation>Abwehr ohne Karte genutzt</translation>
    </message>
    <message>
        <source>mulligan used</source>
        <translation>Mulligan genutzt</translation>
    </message>
    <message>
        <source>press P or D</source>
        <translation>drück P oder D</translation>
    </message>
    <message>
        <source>stalled last turn</source>
        <translation>wartete im letzten Zug ab</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>{name} wins the bout</source>
        <translation>{name} gewinnt das Gefecht</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: two actions</source>
        <translation>{name} ist dran: zwei Aktionen</translation>
    </message>
    <message>
        <source>{name}, {role}: {speed}</source>
        <translation>{name}, {role}: {speed}</translation>
    </message>
    <message>
        <source>{name}: {touches}, {sp} stamina, weapon in {position}, {cards} in hand</source>
        <translation>{name}: {touches}, {sp} Ausdauer, Waffe in {position}, {cards} auf der Hand</translation>
    </message>
    <message>
        <source>{result}: {verdict}</source>
        <translation>{result}: {verdict}</translation>
    </message>
    <message>
        <source>{sp} SP = {speed}</source>
        <translation>{sp} AP = {speed}</translation>
    </message>
    <message numerus="yes">
        <source>{timer}: %n card(s)</source>
        <translation>
            <numerusform>{timer}: %n Karte</numerusform>
            <numerusform>{timer}: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{verdict}: the fencers go back on guard, the clock is reset.</source>
        <translation>{verdict}: Die Fechter gehen zurück in die Startstellung, die Uhr wird neu gestellt.</translation>
    </message>
</context>
<context>
    <name>ReadyFenceState</name>
    <message>
        <source>End of turn: discard and draw, or not</source>
        <translation>Zugende: abwerfen und ziehen, oder nicht</translation>
    </message>
    <message>
        <source>Infighting answers only at short or lunge distance, and you are at {distance}</source>
        <translation>als Antwort wird Nahkampf nur auf kurze Distanz oder Ausfalldistanz gespielt, und du bist auf {distance}</translation>
    </message>
    <message>
        <source>Infighting is answered only by Infighting, Parry and Riposte or a cardless defence</source>
        <translation>auf Nahkampf antworten nur Nahkampf, Parade und Riposte oder eine Abwehr ohne Karte</translation>
    </message>
    <message>
        <source>Infighting is played at short distance only</source>
        <translation>Nahkampf wird nur auf kurze Distanz gespielt</translation>
    </message>
    <message>
        <source>Parry and Riposte parries first and only then ripostes: it answers an attack, it never opens a phrase</source>
        <translation>Parade und Riposte pariert zuerst und ripostiert erst dann: Sie beantwortet einen Angriff und eröffnet nie eine Phrase</translation>
    </message>
    <message>
        <source>Setup: keep your hand or declare a mulligan</source>
        <translation>Aufbau: Behalte deine Hand oder erkläre einen Mulligan</translation>
    </message>
    <message>
        <source>The bout is over</source>
        <translation>Das Gefecht ist vorbei</translation>
    </message>
    <message>
        <source>The fencing phrase: answer</source>
        <translation>Die Fechtphrase: antworte</translation>
    </message>
    <message>
        <source>The phrase: renew the attack or let it end</source>
        <translation>Die Phrase: Wiederhole den Angriff oder lass sie enden</translation>
    </message>
    <message>
        <source>Your turn: two actions</source>
        <translation>Dein Zug: zwei Aktionen</translation>
    </message>
    <message>
        <source>a Ceding Parry answers only a Glide Attack or a Flanconade</source>
        <translation>eine Nachgebende Parade antwortet nur auf einen Gleitstoß oder eine Flanconade</translation>
    </message>
    <message>
        <source>a Counter-Time answers only a counterattack (a light-blue card)</source>
        <translation>ein Kontertempo antwortet nur auf einen Gegenangriff (eine hellblaue Karte)</translation>
    </message>
    <message>
        <source>a Disengage answers only an attack that seeks your blade (Beat Thrust, Glide Attack, Flanconade) or an attacker in Engagement</source>
        <translation>ein Degagement antwortet nur auf einen Angriff, der deine Klinge sucht (Battement-Stoß, Gleitstoß, Flanconade), oder auf einen Angreifer in Bindung</translation>
    </message>
    <message>
        <source>a Feint follows your first attack, once the other fencer answered it with a card</source>
        <translation>eine Finte folgt auf deinen ersten Angriff, wenn der andere Fechter ihn mit einer Karte beantwortet hat</translation>
    </message>
    <message>
        <source>a Feint in Time answers only a Counter-Time</source>
        <translation>eine Finte im Tempo antwortet nur auf ein Kontertempo</translation>
    </message>
    <message>
        <source>a Renewed Attack follows your own first attack, once a defence stopped it</source>
        <translation>eine Angriffswiederholung folgt auf deinen eigenen ersten Angriff, wenn eine Abwehr ihn gestoppt hat</translation>
    </message>
    <message>
        <source>a Stop Hit needs your weapon in Line</source>
        <translation>ein Stoppstoß braucht deine Waffe in Linie</translation>
    </message>
    <message>
        <source>a Toe-Touch is answered only by a Stop Hit or a defence by distance</source>
        <translation>auf einen Fußtreffer antworten nur ein Stoppstoß oder eine Abwehr durch Distanz</translation>
    </message>
    <message>
        <source>a dark-blue card is answered only by a light-blue card</source>
        <translation>auf eine dunkelblaue Karte antwortet nur eine hellblaue</translation>
    </message>
    <message>
        <source>a defence without cards answers only an attack</source>
        <translation>eine Abwehr ohne Karte antwortet nur auf einen Angriff</translation>
    </message>
    <message>
        <source>a defence without cards answers only the first attack of a phrase</source>
        <translation>eine Abwehr ohne Karte antwortet nur auf den ersten Angriff einer Phrase</translation>
    </message>
    <message>
        <source>a light-blue card is answered only by a dark-blue card</source>
        <translation>auf eine hellblaue Karte antwortet nur eine dunkelblaue</translation>
    </message>
    <message>
        <source>a parry of {parry} is slower than the attack&apos;s {speed}</source>
        <translation>eine Parade mit {parry} ist langsamer als die {speed} des Angriffs</translation>
    </message>
    <message>
        <source>a phrase opens with a red card</source>
        <translation>eine Phrase beginnt mit einer roten Karte</translation>
    </message>
    <message>
        <source>a renewed attack cannot be defended by distance</source>
        <translation>eine Angriffswiederholung lässt sich nicht durch Distanz abwehren</translation>
    </message>
    <message>
        <source>a riposte cannot be defended by distance</source>
        <translation>eine Riposte lässt sich nicht durch Distanz abwehren</translation>
    </message>
    <message>
        <source>a stall takes both actions of a turn, and you have used one</source>
        <translation>Abwarten braucht beide Aktionen eines Zuges, und du hast schon eine verbraucht</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>vorrücken</translation>
    </message>
    <message>
        <source>after a Flèche the attacker makes no other fencing action</source>
        <translation>nach einer Flèche macht der Angreifer keine weitere Fechtaktion</translation>
    </message>
    <message>
        <source>an attack faster than {limit} cannot be defended by distance</source>
        <translation>ein Angriff schneller als {limit} lässt sich nicht durch Distanz abwehren</translation>
    </message>
    <message>
        <source>back</source>
        <translation>zurücktreten</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>abwerfen</translation>
    </message>
    <message>
        <source>discard a card face down, draw a card</source>
        <translation>eine Karte verdeckt abwerfen, eine Karte ziehen</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>Abwehr durch Distanz</translation>
    </message>
    <message>
        <source>done</source>
        <translation>beenden</translation>
    </message>
    <message>
        <source>feint</source>
        <translation>fintieren</translation>
    </message>
    <message>
        <source>in the tutorial a defence by distance gives up a card of your choice: name it</source>
        <translation>in der Einführung gibt eine Abwehr durch Distanz eine Karte deiner Wahl ab: nenne sie</translation>
    </message>
    <message>
        <source>in the tutorial a phrase opens only at lunge distance, and you are at {distance}</source>
        <translation>in der Einführung beginnt eine Phrase nur auf Ausfalldistanz, und du bist auf {distance}</translation>
    </message>
    <message>
        <source>it costs {cost} SP and you have {sp}</source>
        <translation>sie kostet {cost} AP, und du hast {sp}</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>behalten</translation>
    </message>
    <message>
        <source>long distance</source>
        <translation>weiter Distanz</translation>
    </message>
    <message>
        <source>lunge distance</source>
        <translation>Ausfalldistanz</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <source>not now; in {phase} you may {kinds}</source>
        <translation>nicht jetzt; in „{phase}“ darfst du: {kinds}</translation>
    </message>
    <message>
        <source>once Priority is given, no fencer may stall</source>
        <translation>sobald die Priorität vergeben ist, darf kein Fechter mehr abwarten</translation>
    </message>
    <message>
        <source>only a Joker answers a Joker</source>
        <translation>auf einen Joker antwortet nur ein Joker</translation>
    </message>
    <message>
        <source>only in the tutorial does a defence by distance give up a card of your choice</source>
        <translation>nur in der Einführung gibt eine Abwehr durch Distanz eine Karte deiner Wahl ab</translation>
    </message>
    <message>
        <source>out of distance</source>
        <translation>außer Distanz</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parieren</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>play</source>
        <translation>eine Karte spielen</translation>
    </message>
    <message>
        <source>renew</source>
        <translation>Angriff wiederholen</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>zurückweichen</translation>
    </message>
    <message>
        <source>retreat, changing a card</source>
        <translation>zurückweichen und eine Karte tauschen</translation>
    </message>
    <message>
        <source>short distance</source>
        <translation>kurzer Distanz</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>abwarten</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>diese Karte ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>the Flèche is played at long distance only</source>
        <translation>die Flèche wird nur auf weite Distanz gespielt</translation>
    </message>
    <message>
        <source>the Straight Thrust rule: keep a Straight Thrust, and the yellow one only goes for a faster one</source>
        <translation>die Regel des Geraden Stoßes: Behalte einen Geraden Stoß, und der gelbe geht nur für einen schnelleren</translation>
    </message>
    <message>
        <source>the Timer deck is empty</source>
        <translation>der Timer hat keine Karten mehr</translation>
    </message>
    <message>
        <source>the bout is over</source>
        <translation>das Gefecht ist vorbei</translation>
    </message>
    <message>
        <source>the other fencer stands on the square ahead</source>
        <translation>der andere Fechter steht auf dem Feld vor dir</translation>
    </message>
    <message>
        <source>the tutorial has no parry without cards</source>
        <translation>die Einführung kennt keine Parade ohne Karte</translation>
    </message>
    <message>
        <source>the weapon position changes once a turn</source>
        <translation>die Waffenposition wechselt einmal pro Zug</translation>
    </message>
    <message>
        <source>this card is played at lunge distance, and you are at {distance}</source>
        <translation>diese Karte wird auf Ausfalldistanz gespielt, und du bist auf {distance}</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>Waffenposition wechseln</translation>
    </message>
    <message>
        <source>you have already defended without cards in this phrase</source>
        <translation>du hast dich in dieser Phrase schon ohne Karte verteidigt</translation>
    </message>
    <message>
        <source>you have made your two fencing actions in this phrase</source>
        <translation>du hast deine zwei Fechtaktionen in dieser Phrase gemacht</translation>
    </message>
    <message>
        <source>you have only {sp} SP</source>
        <translation>du hast nur {sp} AP</translation>
    </message>
    <message>
        <source>you hold a card that answers it faster; a defence without cards is for a fencer who does not</source>
        <translation>du hast eine Karte, die schneller antwortet; die Abwehr ohne Karte ist für den, der keine hat</translation>
    </message>
    <message>
        <source>you may discard and draw only once a turn</source>
        <translation>du darfst nur einmal pro Zug abwerfen und ziehen</translation>
    </message>
    <message>
        <source>you stalled last turn, and may not stall twice in a row</source>
        <translation>du hast im letzten Zug abgewartet und darfst nicht zweimal hintereinander abwarten</translation>
    </message>
    <message>
        <source>your weapon is already in {position}</source>
        <translation>deine Waffe ist schon in {position}</translation>
    </message>
    <message>
        <source>{card} cannot answer {other} here</source>
        <translation>{card} kann hier nicht auf {other} antworten</translation>
    </message>
    <message>
        <source>{card} is not a Feint</source>
        <translation>{card} ist keine Finte</translation>
    </message>
    <message>
        <source>{card} is not a Renewed Attack</source>
        <translation>{card} ist keine Angriffswiederholung</translation>
    </message>
    <message>
        <source>{card} is not an Angulations card: only those are laid with another card</source>
        <translation>{card} ist keine Angulationen-Karte: nur solche Karten werden zusammen mit einer anderen gelegt</translation>
    </message>
    <message>
        <source>{card} needs your weapon in Engagement</source>
        <translation>{card} braucht deine Waffe in Bindung</translation>
    </message>
    <message>
        <source>{mode} bouts go to {a} or {b} touches, not {target}</source>
        <translation>Gefechte im Modus {mode} gehen auf {a} oder {b} Treffer, nicht auf {target}</translation>
    </message>
    <message>
        <source>{other} adds speed only to an attack or a counterattack, not to {card}</source>
        <translation>{other} erhöht nur die Geschwindigkeit eines Angriffs oder Gegenangriffs, nicht die von {card}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceStory</name>
    <message>
        <source>A double touch</source>
        <translation>Doppeltreffer</translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Gefecht unentschieden</translation>
    </message>
    <message>
        <source>A touch for you</source>
        <translation>Treffer für dich</translation>
    </message>
    <message>
        <source>A touch for {name}</source>
        <translation>Treffer für {name}</translation>
    </message>
    <message>
        <source>The fencers go back on guard and the clock is reset.</source>
        <translation>Die Fechter gehen zurück in die Startstellung, und die Uhr wird neu gestellt.</translation>
    </message>
    <message>
        <source>The last touch: {verdict}.</source>
        <translation>Der letzte Treffer: {verdict}.</translation>
    </message>
    <message>
        <source>The score is level: overtime, and the next touch wins. Priority to you if time runs out.</source>
        <translation>Gleichstand: Verlängerung, und der nächste Treffer gewinnt. Priorität für dich, wenn die Zeit abläuft.</translation>
    </message>
    <message>
        <source>The score is level: overtime, and the next touch wins. Priority to {name} if time runs out.</source>
        <translation>Gleichstand: Verlängerung, und der nächste Treffer gewinnt. Priorität für {name}, wenn die Zeit abläuft.</translation>
    </message>
    <message>
        <source>Touches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>You win the bout {score}</source>
        <translation>Du gewinnst das Gefecht {score}</translation>
    </message>
    <message>
        <source>touches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>{name} wins the bout {score}</source>
        <translation>{name} gewinnt das Gefecht {score}</translation>
    </message>
    <message>
        <source>{score}, first to {target}</source>
        <translation>{score}, wer zuerst {target} hat</translation>
    </message>
</context>
<context>
    <name>ReadyFenceText</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n touch(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>, Priority</source>
        <translation>, Priorität</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Fechter A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Fechter B</translation>
    </message>
    <message>
        <source>Last phrase: {verdict}</source>
        <translation>Letzte Phrase: {verdict}</translation>
    </message>
    <message>
        <source>Over: {verdict}</source>
        <translation>Vorbei: {verdict}</translation>
    </message>
    <message numerus="yes">
        <source>Timer %n card(s), overtime; bout to {target}</source>
        <translation>
            <numerusform>Timer %n Karte, Verlängerung; Gefecht auf {target}</numerusform>
            <numerusform>Timer %n Karten, Verlängerung; Gefecht auf {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Timer %n card(s), period {period}; bout to {target}</source>
        <translation>
            <numerusform>Timer %n Karte, Periode {period}; Gefecht auf {target}</numerusform>
            <numerusform>Timer %n Karten, Periode {period}; Gefecht auf {target}</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Deine Hand: {cards}</translation>
    </message>
    <message>
        <source>{card} ({speed}/{sp} SP)</source>
        <translation>{card} ({speed}/{sp} AP)</translation>
    </message>
    <message>
        <source>{name}: {touches}, {sp} SP, {position}, {cards}</source>
        <translation>{name}: {touches}, {sp} AP, {position}, {cards}</translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase}: du bist am Zug</translation>
    </message>
    <message numerus="yes">
        <source>{phase}: your move, %n action(s) left</source>
        <translation>
            <numerusform>{phase}: du bist am Zug, noch %n Aktion</numerusform>
            <numerusform>{phase}: du bist am Zug, noch %n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase}: {name} ist am Zug</translation>
    </message>
    <message numerus="yes">
        <source>{phase}: {name} to act, %n action(s) left</source>
        <translation>
            <numerusform>{phase}: {name} ist am Zug, noch %n Aktion</numerusform>
            <numerusform>{phase}: {name} ist am Zug, noch %n Aktionen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadyFenceUI</name>
    <message>
        <source> — points {a}-{b}</source>
        <translation> — Punkte {a}-{b}</translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Gefecht unentschieden</translation>
    </message>
</context>
<context>
    <name>ReadyFenceVerdicts</name>
    <message>
        <source>Angulations</source>
        <translation>Angulationen</translation>
    </message>
    <message>
        <source>Defence by distance</source>
        <translation>Abwehr durch Distanz</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parade</translation>
    </message>
    <message>
        <source>a fencer ran out of cards</source>
        <translation>ein Fechter hat keine Karten mehr</translation>
    </message>
    <message>
        <source>beat on his Line</source>
        <translation>Battement auf seine Linie</translation>
    </message>
    <message>
        <source>double touch: both at speed {speed}</source>
        <translation>Doppeltreffer: beide mit Geschwindigkeit {speed}</translation>
    </message>
    <message>
        <source>double touch: two Jokers</source>
        <translation>Doppeltreffer: zwei Joker</translation>
    </message>
    <message>
        <source>his Engagement</source>
        <translation>seine Bindung</translation>
    </message>
    <message>
        <source>no touch: the defence held</source>
        <translation>kein Treffer: die Abwehr hielt</translation>
    </message>
    <message>
        <source>non-combativity after time ran out</source>
        <translation>Passivität nach Ablauf der Zeit</translation>
    </message>
    <message>
        <source>off the end of the strip</source>
        <translation>über das Bahnende hinaus</translation>
    </message>
    <message>
        <source>period {period} over</source>
        <translation>Ende der Periode {period}</translation>
    </message>
    <message>
        <source>the Feint ends the phrase: no touch</source>
        <translation>die Finte beendet die Phrase: kein Treffer</translation>
    </message>
    <message>
        <source>the double touch does not count</source>
        <translation>der Doppeltreffer zählt nicht</translation>
    </message>
    <message>
        <source>the other fencer ran out of cards</source>
        <translation>der andere Fechter hat keine Karten mehr</translation>
    </message>
    <message>
        <source>time ran out at {a}-{b}</source>
        <translation>Zeit abgelaufen bei {a}-{b}</translation>
    </message>
    <message>
        <source>time ran out: Priority wins</source>
        <translation>Zeit abgelaufen: die Priorität gewinnt</translation>
    </message>
    <message>
        <source>{card} touches: no answer</source>
        <translation>{card} trifft: keine Antwort</translation>
    </message>
    <message>
        <source>{card} wins immediately</source>
        <translation>{card} gewinnt sofort</translation>
    </message>
    <message>
        <source>{sp} SP x 2</source>
        <translation>{sp} AP x 2</translation>
    </message>
    <message>
        <source>{winner} beats {loser}</source>
        <translation>{winner} schlägt {loser}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Fencer A</source>
        <translation>Fechter A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Fechter B</translation>
    </message>
    <message>
        <source>Keys and drops</source>
        <translation>Tasten und Ablegen</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>Neues Spiel… (Strg+N)</translation>
    </message>
    <message>
        <source>No card under the keys&apos; ring to show larger: choose one with the arrows.</source>
        <translation>Keine Karte unter dem Tastaturring zum Vergrößern: wähle eine mit den Pfeiltasten.</translation>
    </message>
    <message>
        <source>Over to {name}: Enter or a click shows the table.</source>
        <translation>Weiter an {name}: Eingabe oder ein Klick zeigt den Tisch.</translation>
    </message>
    <message>
        <source>Rematch (R)</source>
        <translation>Revanche (R)</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>Your move: {hint}</source>
        <translation>Du bist am Zug: {hint}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Your turn: Enter or a click shows the table.</source>
        <translation>Du bist dran: Eingabe oder ein Klick zeigt den Tisch.</translation>
    </message>
    <message>
        <source>{action} — Enter to play, Esc to cancel.</source>
        <translation>{action} — Eingabe zum Spielen, Esc zum Abbrechen.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach…</translation>
    </message>
    <message>
        <source>{name}, your turn</source>
        <translation>{name}, du bist dran</translation>
    </message>
</context>
<context>
    <name>TableDrag</name>
    <message>
        <source>Pass the screen. Your cards stay hidden until you are ready.

Press Enter or click to show your hand.</source>
        <translation>Gib den Bildschirm weiter. Deine Karten bleiben verdeckt, bis du bereit bist.

Drücke Eingabe oder klicke, um deine Hand zu sehen.</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Deine Hand: {cards}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>auf deiner Hand</translation>
    </message>
    <message>
        <source>no play now</source>
        <translation>jetzt kein Zug</translation>
    </message>
    <message>
        <source>{card}: {plays} — drag it, or {keys} (F1).</source>
        <translation>{card}: {plays} — ziehe sie, oder {keys} (F1).</translation>
    </message>
</context>
<context>
    <name>TableStory</name>
    <message>
        <source>A drawn game</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>A drawn round</source>
        <translation>Runde unentschieden</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Du gewinnst</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Du gewinnst die Partie</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Du gewinnst die Runde</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name} gewinnt die Partie</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} gewinnt die Runde</translation>
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
        <translation>(Freilos)</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>The tableau is drawn up when the pool is over: every fencer goes through, seeded by his place in the pool (1 against the last), the best seeds getting the byes.</source>
        <translation>Das Tableau entsteht, wenn die Vorrunde vorbei ist: Alle Fechter kommen weiter, gesetzt nach ihrem Platz in der Vorrunde (1 gegen den Letzten); die Bestplatzierten erhalten die Freilose.</translation>
    </message>
</context>
</TS>
