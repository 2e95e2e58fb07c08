<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AudatiaActions</name>
    <message>
        <source>attack with {card}</source>
        <translation>atacar con {card}</translation>
    </message>
    <message>
        <source>avoid the blow: {card}</source>
        <translation>esquivar el golpe: {card}</translation>
    </message>
    <message>
        <source>beat aside with {card}</source>
        <translation>apartar con {card}</translation>
    </message>
    <message>
        <source>beat the Extensa aside with {card}</source>
        <translation>apartar la Extensa con {card}</translation>
    </message>
    <message>
        <source>break the thrust with {card}</source>
        <translation>romper la estocada con {card}</translation>
    </message>
    <message>
        <source>break the thrust: {card}</source>
        <translation>romper la estocada: {card}</translation>
    </message>
    <message>
        <source>change posta to {card}</source>
        <translation>cambiar de posta a {card}</translation>
    </message>
    <message>
        <source>counter with {card}</source>
        <translation>responder con el contrarremedio {card}</translation>
    </message>
    <message>
        <source>counterattack with {card}</source>
        <translation>contraatacar con {card}</translation>
    </message>
    <message>
        <source>cycle {card}</source>
        <translation>cambiar {card} por Ciclo</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminar</translation>
    </message>
    <message>
        <source>exchange the thrust with {card}</source>
        <translation>intercambiar la estocada con {card}</translation>
    </message>
    <message>
        <source>exchange with {card}</source>
        <translation>intercambiar con {card}</translation>
    </message>
    <message>
        <source>feint: {card}</source>
        <translation>fintar: {card}</translation>
    </message>
    <message>
        <source>lay a card in the row</source>
        <translation>colocar una carta en la fila</translation>
    </message>
    <message>
        <source>lay {card} in the row</source>
        <translation>colocar {card} en la fila</translation>
    </message>
    <message>
        <source>parry with {card}</source>
        <translation>parar con {card}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>play the remedy {card} on the inside</source>
        <translation>jugar el remedio {card} por el interior</translation>
    </message>
    <message>
        <source>play the remedy {card} on the outside</source>
        <translation>jugar el remedio {card} por el exterior</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>jugar {card}</translation>
    </message>
    <message>
        <source>play {card} on the inside</source>
        <translation>jugar {card} por el interior</translation>
    </message>
    <message>
        <source>play {card} on the outside</source>
        <translation>jugar {card} por el exterior</translation>
    </message>
    <message>
        <source>return the salute with {card}</source>
        <translation>devolver el saludo con {card}</translation>
    </message>
    <message>
        <source>salute back: {card}</source>
        <translation>devolver el saludo: {card}</translation>
    </message>
    <message>
        <source>salute, giving up {card}</source>
        <translation>saludar cediendo {card}</translation>
    </message>
    <message>
        <source>set a card aside</source>
        <translation>apartar una carta</translation>
    </message>
    <message>
        <source>set aside {card}</source>
        <translation>apartar {card}</translation>
    </message>
    <message>
        <source>take a posta</source>
        <translation>tomar una posta</translation>
    </message>
    <message>
        <source>take the Virtue {card}</source>
        <translation>tomar la Virtud {card}</translation>
    </message>
    <message>
        <source>take up {card}</source>
        <translation>ponerse en {card}</translation>
    </message>
    <message>
        <source>trade away a card</source>
        <translation>ceder una carta en un trueque</translation>
    </message>
    <message>
        <source>trade away {card}</source>
        <translation>ceder {card} en un trueque</translation>
    </message>
    <message>
        <source>turn the Streto Side card inside</source>
        <translation>girar la carta de Lado del Streto al interior</translation>
    </message>
    <message>
        <source>turn the Streto Side card outside</source>
        <translation>girar la carta de Lado del Streto al exterior</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>esperar</translation>
    </message>
</context>
<context>
    <name>AudatiaCards</name>
    <message>
        <source>a character deck has {count} Basic cards, this one {found}</source>
        <translation>un mazo de personaje tiene {count} cartas básicas; este, {found}</translation>
    </message>
    <message>
        <source>a character deck has {count} {type} cards, this one {found}</source>
        <translation>un mazo de personaje tiene {count} cartas {type}; este, {found}</translation>
    </message>
    <message>
        <source>a posta on the {side} cannot strike {lines}</source>
        <translation>una posta en el lado {side} no puede golpear {lines}</translation>
    </message>
    <message>
        <source>a remedy or counter works on the inside, the outside or both</source>
        <translation>un remedio o contra actúa por dentro, por fuera o por ambos lados</translation>
    </message>
    <message>
        <source>a strike needs the Attack or the Parry symbol</source>
        <translation>un golpe necesita el símbolo de Ataque o el de Parada</translation>
    </message>
    <message>
        <source>every Audatia card is a single card</source>
        <translation>cada carta de Audatia es única</translation>
    </message>
    <message>
        <source>is a card of {file} too</source>
        <translation>también es una carta de {file}</translation>
    </message>
    <message>
        <source>is not a field of a {type} card</source>
        <translation>no es un campo de una carta {type}</translation>
    </message>
    <message>
        <source>must be 1 or 2, not {given}</source>
        <translation>debe ser 1 o 2, no {given}</translation>
    </message>
    <message>
        <source>must be a list of lines from {lines}, not {given}</source>
        <translation>debe ser una lista de líneas de {lines}, no {given}</translation>
    </message>
    <message>
        <source>must be a table { virtue = …, amount = … }</source>
        <translation>debe ser una tabla { virtue = …, amount = … }</translation>
    </message>
    <message>
        <source>must be { shape = &quot;moon&quot;|&quot;night&quot;, height = &quot;high&quot;|&quot;low&quot; }</source>
        <translation>debe ser { shape = &quot;moon&quot;|&quot;night&quot;, height = &quot;high&quot;|&quot;low&quot; }</translation>
    </message>
    <message>
        <source>must be {value} for a {effect} skill (virtue and study only Out of Measure, feint and avoid only in measure)</source>
        <translation>debe ser {value} para una habilidad {effect} (virtue y study solo fuera de medida, feint y avoid solo en medida)</translation>
    </message>
    <message>
        <source>must name a posta of this deck, not {given}</source>
        <translation>debe nombrar una posta de este mazo, no {given}</translation>
    </message>
    <message>
        <source>needs a virtue of {virtues} and an amount 1-4, not {given}</source>
        <translation>necesita una virtud de {virtues} y una cantidad de 1 a 4, no {given}</translation>
    </message>
    <message>
        <source>no parry at the same angle: a blow cannot list its own line</source>
        <translation>no hay parada en el mismo ángulo: un golpe no puede listar su propia línea</translation>
    </message>
    <message>
        <source>only a punta carries the Exchange symbol</source>
        <translation>solo una punta lleva el símbolo de Intercambio</translation>
    </message>
    <message>
        <source>the Virtue set holds virtue cards only, not {given}</source>
        <translation>el juego de Virtudes solo tiene cartas de virtud, no {given}</translation>
    </message>
    <message>
        <source>the set has no {virtue} card</source>
        <translation>el juego no tiene carta de {virtue}</translation>
    </message>
    <message>
        <source>the {virtue} card&apos;s id is {id}</source>
        <translation>el id de la carta {virtue} es {id}</translation>
    </message>
    <message>
        <source>there is no Audatia deck {deck}</source>
        <translation>no hay mazo de Audatia {deck}</translation>
    </message>
    <message>
        <source>{file} is {deck} too</source>
        <translation>{file} también es {deck}</translation>
    </message>
    <message>
        <source>{virtue} has a card already: the set has one card of each virtue</source>
        <translation>{virtue} ya tiene carta: el juego tiene una carta de cada virtud</translation>
    </message>
</context>
<context>
    <name>AudatiaReasons</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strike(s)</source>
        <translation>
            <numerusform>%n golpe</numerusform>
            <numerusform>%n golpes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Trade costs you %n card(s) for one new card.</source>
        <translation>
            <numerusform>Un trueque te cuesta %n carta por una carta nueva.</numerusform>
            <numerusform>Un trueque te cuesta %n cartas por una carta nueva.</numerusform>
        </translation>
    </message>
    <message>
        <source>A thrust against his Extensa takes his posta: he owes a remedy on the outside.</source>
        <translation>Una estocada contra su Extensa le quita la posta: debe jugar un remedio por el exterior.</translation>
    </message>
    <message>
        <source>Against his thrust the bind is Largo: you may strike next if he does not enter.</source>
        <translation>Contra su estocada el cruce es Largo: puedes golpear a continuación si él no hace una Entrada de Audatia.</translation>
    </message>
    <message>
        <source>From {posta} {strikes} of your hand may attack (its Seven Swords show {lines}).</source>
        <translation>Desde {posta} pueden atacar {strikes} de tu mano (sus Siete Espadas muestran {lines}).</translation>
    </message>
    <message>
        <source>He has most Celeritas ({his} to {mine}): he may counterattack instead of parrying.</source>
        <translation>Tiene más Celeritas ({his} a {mine}): puede contraatacar en lugar de parar.</translation>
    </message>
    <message>
        <source>It beats his Extensa aside and takes his posta: you strike next, in a Largo bind.</source>
        <translation>Aparta su Extensa y le quita la posta: golpeas tú a continuación, en un cruce Largo.</translation>
    </message>
    <message>
        <source>It is a perfect counter: its half closes the Moon and Night with his remedy&apos;s, and a perfect counter wins the duel.</source>
        <translation>Es un contrarremedio perfecto: su mitad completa la Luna y la Noche con la de su remedio, y un contrarremedio perfecto gana el duelo.</translation>
    </message>
    <message>
        <source>Its half sits at the height of his remedy&apos;s: it answers the remedy.</source>
        <translation>La mitad de esta carta está a la misma altura que la de su remedio: responde al remedio.</translation>
    </message>
    <message>
        <source>No strike can parry {card}.</source>
        <translation>Ningún golpe puede parar {card}.</translation>
    </message>
    <message>
        <source>No strike in your hand parries his {blow}.</source>
        <translation>Ningún golpe de tu mano para su {blow}.</translation>
    </message>
    <message>
        <source>None of the counter-remedies he may hold can answer it on the inside.</source>
        <translation>Ninguno de los contrarremedios que puede tener puede contrarrestarlo por el interior.</translation>
    </message>
    <message>
        <source>None of the counter-remedies he may hold can answer it on the outside.</source>
        <translation>Ninguno de los contrarremedios que puede tener puede contrarrestarlo por el exterior.</translation>
    </message>
    <message>
        <source>None of the strikes he may hold can parry it.</source>
        <translation>Ninguno de los golpes que puede tener puede pararlo.</translation>
    </message>
    <message numerus="yes">
        <source>Of the counter-remedies he may hold, %n can answer it on the inside; {perfect} of them perfectly.</source>
        <translation>
            <numerusform>De los contrarremedios que puede tener, %n puede contrarrestarlo por el interior; {perfect} de ellos, perfectamente.</numerusform>
            <numerusform>De los contrarremedios que puede tener, %n pueden contrarrestarlo por el interior; {perfect} de ellos, perfectamente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the counter-remedies he may hold, %n can answer it on the outside; {perfect} of them perfectly.</source>
        <translation>
            <numerusform>De los contrarremedios que puede tener, %n puede contrarrestarlo por el exterior; {perfect} de ellos, perfectamente.</numerusform>
            <numerusform>De los contrarremedios que puede tener, %n pueden contrarrestarlo por el exterior; {perfect} de ellos, perfectamente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the strikes he may hold, %n can parry it, each into a Largo bind.</source>
        <translation>
            <numerusform>De los golpes que puede tener, %n puede pararlo, en un cruce Largo.</numerusform>
            <numerusform>De los golpes que puede tener, %n pueden pararlo, cada uno en un cruce Largo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the strikes he may hold, %n can parry it; with {streto} of them the bind is Streto.</source>
        <translation>
            <numerusform>De los golpes que puede tener, %n puede pararlo; con {streto} de ellos el cruce es Streto.</numerusform>
            <numerusform>De los golpes que puede tener, %n pueden pararlo; con {streto} de ellos el cruce es Streto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only a strike on %n line(s) can parry {card}.</source>
        <translation>
            <numerusform>Solo un golpe en %n línea puede parar {card}.</numerusform>
            <numerusform>Solo un golpe en %n líneas puede parar {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned to the inside, it lets you play %n of the remedies in your hand.</source>
        <translation>
            <numerusform>Girada al interior, te permite jugar %n de los remedios de tu mano.</numerusform>
            <numerusform>Girada al interior, te permite jugar %n de los remedios de tu mano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned to the outside, it lets you play %n of the remedies in your hand.</source>
        <translation>
            <numerusform>Girada al exterior, te permite jugar %n de los remedios de tu mano.</numerusform>
            <numerusform>Girada al exterior, te permite jugar %n de los remedios de tu mano.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unless he returns the salute, your first strike carries {n} more Audatia.</source>
        <translation>Si no devuelve el saludo, tu primer golpe lleva {n} de Audatia más.</translation>
    </message>
    <message>
        <source>With it you have most Audatia ({mine} to {his}): after a bind you may play a remedy at once.</source>
        <translation>Así tienes más Audatia ({mine} a {his}): tras un cruce puedes jugar un remedio en el acto.</translation>
    </message>
    <message>
        <source>With it you have most Celeritas ({mine} to {his}): you may counterattack instead of parrying.</source>
        <translation>Así tienes más Celeritas ({mine} a {his}): puedes contraatacar en lugar de parar.</translation>
    </message>
    <message>
        <source>With it you have most Fortitudo ({mine} to {his}): you turn the Streto Side card.</source>
        <translation>Así tienes más Fortitudo ({mine} a {his}): giras la carta de Lado del Streto.</translation>
    </message>
    <message numerus="yes">
        <source>With it you have most Prudentia ({mine} to {his}): a Trade costs you %n card(s) for one new card.</source>
        <translation>
            <numerusform>Así tienes más Prudentia ({mine} a {his}): un trueque te cuesta %n carta por una carta nueva.</numerusform>
            <numerusform>Así tienes más Prudentia ({mine} a {his}): un trueque te cuesta %n cartas por una carta nueva.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have most Fortitudo ({mine} to {his}): you turn the Streto Side card.</source>
        <translation>Tienes más Fortitudo ({mine} a {his}): giras la carta de Lado del Streto.</translation>
    </message>
    <message>
        <source>{card} adds {n} to your {virtue}: {mine} to his {his}.</source>
        <translation>{card} suma {n} a tu {virtue}: tú {mine}, él {his}.</translation>
    </message>
    <message>
        <source>{card} and his {blow} make a whole Sun: the bind is Streto.</source>
        <translation>{card} y su {blow} forman un Sol completo: el cruce es Streto.</translation>
    </message>
    <message>
        <source>{card} and his {blow} make no whole Sun: the bind is Largo, and you may strike next if he does not enter.</source>
        <translation>{card} y su {blow} no forman un Sol completo: el cruce es Largo, y puedes golpear a continuación si él no hace una Entrada de Audatia.</translation>
    </message>
    <message>
        <source>{posta} adds {n} to your {virtue}: {total} while you stand in it.</source>
        <translation>{posta} suma {n} a tu {virtue}: {total} mientras estés en ella.</translation>
    </message>
    <message>
        <source>{posta} is an Extensa guard: before he can strike, he must beat it aside with a strike that carries the Parry symbol.</source>
        <translation>{posta} es una guardia Extensa: antes de poder golpear, debe apartarla con un golpe que lleve el símbolo de Parada.</translation>
    </message>
</context>
<context>
    <name>AudatiaScenarios</name>
    <message>
        <source>Genoa, 1406</source>
        <translation>Génova, 1406</translation>
    </message>
    <message>
        <source>Genoa, 1406. Eleven years on, Boucicaut, now governing Genoa for the King of France, meets Galeazzo again. You hold Boucicaut&apos;s sword.</source>
        <translation>Génova, 1406. Once años después, Boucicaut, que ahora gobierna Génova en nombre del rey de Francia, se enfrenta de nuevo a Galeazzo. Empuñas la espada de Boucicaut.</translation>
    </message>
    <message>
        <source>History: Galeazzo won again at Genoa, and Boucicaut never reversed the result. Nine years later he led the French vanguard at Agincourt and was taken prisoner.</source>
        <translation>Historia: Galeazzo volvió a vencer en Génova y Boucicaut nunca revirtió el resultado. Nueve años después mandó la vanguardia francesa en Azincourt y cayó prisionero.</translation>
    </message>
    <message>
        <source>History: at Padua the Italian had the better of the Marshal. Fiore&apos;s pupil carried the first of their two duels.</source>
        <translation>Historia: en Padua el italiano se impuso al mariscal. El alumno de Fiore ganó el primero de sus dos duelos.</translation>
    </message>
    <message>
        <source>Padua, 1395</source>
        <translation>Padua, 1395</translation>
    </message>
    <message>
        <source>Padua, 1395. Jean Le Maingre, Marshal Boucicaut, has challenged Galeazzo da Mantoa, a condottiero trained by Fiore dei Liberi. You hold Boucicaut&apos;s sword.</source>
        <translation>Padua, 1395. Jean Le Maingre, el mariscal Boucicaut, ha retado a Galeazzo da Mantoa, un condottiero formado por Fiore dei Liberi. Empuñas la espada de Boucicaut.</translation>
    </message>
</context>
<context>
    <name>AudatiaScene</name>
    <message>
        <source>A drawn duel: {reason}</source>
        <translation>Duelo en tablas: {reason}</translation>
    </message>
    <message>
        <source>A drawn exchange</source>
        <translation>Intercambio en tablas</translation>
    </message>
    <message>
        <source>A posta comes from your poste, not from the hand: click one when you may take it.</source>
        <translation>Una posta sale de tus poste, no de la mano: haz clic en una cuando puedas tomarla.</translation>
    </message>
    <message>
        <source>Answer the Salute with a card on your discard pile, or Pass (W): he gets +4 Audatia.</source>
        <translation>Devuelve el Saludo con una carta en tu descarte, o Pasa (W): él gana +4 de Audatia.</translation>
    </message>
    <message>
        <source>Answer the blow: drop a strike on your play area (it splits when a card can do more).</source>
        <translation>Responde al golpe: suelta un golpe en tu zona de juego (se divide cuando una carta puede hacer más).</translation>
    </message>
    <message>
        <source>Answer the mezano: a remedy, or a mandritto mezano against a roverso.</source>
        <translation>Responde al mezano: un remedio, o un mandritto mezano contra un roverso.</translation>
    </message>
    <message>
        <source>Answer the salute</source>
        <translation>Devolver el saludo</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>Attack now: you must if you can. With no attack, Wait (W): the duel is drawn.</source>
        <translation>Ataca ya: debes hacerlo si puedes. Sin ataque, Espera (W): el duelo queda en tablas.</translation>
    </message>
    <message>
        <source>Attack with a strike on your play area, click another posta, or Wait (W).</source>
        <translation>Ataca con un golpe en tu zona de juego, haz clic en otra posta, o Espera (W).</translation>
    </message>
    <message>
        <source>Attack with a strike on your play area, or Wait (W).</source>
        <translation>Ataca con un golpe en tu zona de juego, o Espera (W).</translation>
    </message>
    <message>
        <source>Audatia Entry: a remedy or a feint on your play area, or Pass (W).</source>
        <translation>Entrada de Audatia: un remedio o una finta en tu zona de juego, o Pasa (W).</translation>
    </message>
    <message>
        <source>Avoid</source>
        <translation>Esquivar</translation>
    </message>
    <message>
        <source>Beat the Extensa aside</source>
        <translation>Apartar la Extensa</translation>
    </message>
    <message>
        <source>Blow to answer</source>
        <translation>Golpe por responder</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Romper</translation>
    </message>
    <message>
        <source>Break Off: both fencers return Out of Measure.</source>
        <translation>Salida: ambos tiradores vuelven a Fuera de medida.</translation>
    </message>
    <message>
        <source>Change posta</source>
        <translation>Cambiar de posta</translation>
    </message>
    <message>
        <source>Choose a card of your hand first (← →).</source>
        <translation>Elige primero una carta de tu mano (← →).</translation>
    </message>
    <message>
        <source>Choose an action first: a letter, a number or W (F1 lists them).</source>
        <translation>Elige primero una acción: una letra, un número o W (F1 las enumera).</translation>
    </message>
    <message>
        <source>Click a Virtue card to take it.</source>
        <translation>Haz clic en una carta de Virtud para tomarla.</translation>
    </message>
    <message>
        <source>Click the posta you will stand in; it stays hidden until both have chosen.</source>
        <translation>Haz clic en la posta que adoptarás; queda oculta hasta que ambos hayan elegido.</translation>
    </message>
    <message>
        <source>Counter the remedy</source>
        <translation>Contrarrestar el remedio</translation>
    </message>
    <message>
        <source>Counter the remedy with a counter-remedy on your play area.</source>
        <translation>Contrarresta el remedio con un contrarremedio en tu zona de juego.</translation>
    </message>
    <message>
        <source>Counterattack</source>
        <translation>Contraatacar</translation>
    </message>
    <message>
        <source>Counterattack!</source>
        <translation>¡Contraataque!</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Done  (W)</source>
        <translation>Hecho  (W)</translation>
    </message>
    <message>
        <source>Drag an Out-of-Measure skill onto your play area, or Done (W).</source>
        <translation>Arrastra una habilidad de Fuera de medida a tu zona de juego, o Hecho (W).</translation>
    </message>
    <message>
        <source>Drop a card on a lit place: your play area, your discard pile or your deck (F1 tells which).</source>
        <translation>Suelta una carta en un lugar iluminado: tu zona de juego, tu descarte o tu mazo (F1 dice cuál).</translation>
    </message>
    <message>
        <source>Drop a posta on your Posta place, or simply click it.</source>
        <translation>Suelta una posta en tu lugar de Posta, o simplemente haz clic en ella.</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <source>Feint</source>
        <translation>Fintar</translation>
    </message>
    <message>
        <source>Hand {hand} · Row {row}</source>
        <translation>Mano {hand} · Fila {row}</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Mano: %n carta</numerusform>
            <numerusform>Mano: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Oculta</translation>
    </message>
    <message>
        <source>In {posta}</source>
        <translation>En {posta}</translation>
    </message>
    <message>
        <source>Lay in your row</source>
        <translation>Poner en tu fila</translation>
    </message>
    <message>
        <source>Lay your cards one by one on your play area: that is your row, left to right.</source>
        <translation>Coloca tus cartas una a una en tu zona de juego: esa es tu fila, de izquierda a derecha.</translation>
    </message>
    <message>
        <source>Mezano to answer</source>
        <translation>Mezano por responder</translation>
    </message>
    <message>
        <source>Out of Measure</source>
        <translation>Fuera de medida</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Pass  (W)</source>
        <translation>Pasar  (W)</translation>
    </message>
    <message>
        <source>Play a Streto Remedy on your play area, or Wait (W).</source>
        <translation>Juega un Remedio de Streto en tu zona de juego, o Espera (W).</translation>
    </message>
    <message>
        <source>Play a remedy on the side the Break leaves open, or Wait (W).</source>
        <translation>Juega un remedio en el lado que deja abierto la Ruptura, o Espera (W).</translation>
    </message>
    <message>
        <source>Play an Outside remedy or lose.</source>
        <translation>Juega un remedio Exterior o pierdes.</translation>
    </message>
    <message>
        <source>Play the skill</source>
        <translation>Jugar la habilidad</translation>
    </message>
    <message>
        <source>Points {points} · {cards}</source>
        <translation>Puntos {points} · {cards}</translation>
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
        <translation>Remedio: interior</translation>
    </message>
    <message>
        <source>Remedy: outside</source>
        <translation>Remedio: exterior</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Salute</source>
        <translation>Saludar</translation>
    </message>
    <message>
        <source>Salute by dragging a card onto your discard pile, or Pass (W).</source>
        <translation>Saluda arrastrando una carta a tu descarte, o Pasa (W).</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Apartar</translation>
    </message>
    <message>
        <source>Side card: inside remedies only</source>
        <translation>Carta de Lado: solo remedios interiores</translation>
    </message>
    <message>
        <source>Side card: outside remedies only</source>
        <translation>Carta de Lado: solo remedios exteriores</translation>
    </message>
    <message>
        <source>Side card: remedies on either side</source>
        <translation>Carta de Lado: remedios por ambos lados</translation>
    </message>
    <message>
        <source>Strike a mezano, or Wait (W).</source>
        <translation>Golpea un mezano, o Espera (W).</translation>
    </message>
    <message>
        <source>Strike again after the feint.</source>
        <translation>Golpea de nuevo tras la finta.</translation>
    </message>
    <message>
        <source>Sword in the middle</source>
        <translation>Espada en el centro</translation>
    </message>
    <message>
        <source>Sword on the left</source>
        <translation>Espada a la izquierda</translation>
    </message>
    <message>
        <source>Sword on the right</source>
        <translation>Espada a la derecha</translation>
    </message>
    <message>
        <source>Take this Virtue</source>
        <translation>Tomar esta Virtud</translation>
    </message>
    <message>
        <source>Take this posta</source>
        <translation>Tomar esta posta</translation>
    </message>
    <message>
        <source>That cannot be chosen now.</source>
        <translation>Eso no se puede elegir ahora.</translation>
    </message>
    <message>
        <source>That posta cannot be taken now.</source>
        <translation>Esa posta no se puede tomar ahora.</translation>
    </message>
    <message>
        <source>The Side card is to be turned</source>
        <translation>Hay que girar la carta de Lado</translation>
    </message>
    <message>
        <source>The blades are apart: attack or wait</source>
        <translation>Las hojas están separadas: ataca o espera</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Trueque</translation>
    </message>
    <message>
        <source>Trade: drag cards onto your discard pile (two per new card), then Done (W).</source>
        <translation>Trueque: arrastra cartas a tu descarte (dos por carta nueva), luego Hecho (W).</translation>
    </message>
    <message>
        <source>Turn the Side card</source>
        <translation>Girar la carta de Lado</translation>
    </message>
    <message>
        <source>Turn the Side card: click its left half for inside, its right half for outside.</source>
        <translation>Gira la carta de Lado: haz clic en su mitad izquierda para interior, en la derecha para exterior.</translation>
    </message>
    <message>
        <source>Wait  (W)</source>
        <translation>Esperar  (W)</translation>
    </message>
    <message>
        <source>You win the exchange</source>
        <translation>Ganas el intercambio</translation>
    </message>
    <message>
        <source>You win: {reason}</source>
        <translation>Ganas: {reason}</translation>
    </message>
    <message>
        <source>Your cards in play: {cards}</source>
        <translation>Tus cartas en juego: {cards}</translation>
    </message>
    <message>
        <source>Your hand holds your Basic cards: drag those you do not want onto your discard pile, then Done (W).</source>
        <translation>Tu mano tiene tus cartas Básicas: arrastra a tu descarte las que no quieras, luego Hecho (W).</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>a Virtue you may take</source>
        <translation>una Virtud que puedes tomar</translation>
    </message>
    <message>
        <source>a posta you may take</source>
        <translation>una posta que puedes tomar</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>en tu mano</translation>
    </message>
    <message>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>centro</translation>
    </message>
    <message>
        <source>press its letter</source>
        <translation>pulsa su letra</translation>
    </message>
    <message>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <source>{line} · draws {draws} (the second gives the duel to the Respondent)</source>
        <translation>{line} · tablas {draws} (las segundas dan el duelo al Retado)</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>Juega {name}</translation>
    </message>
    <message>
        <source>{name} wins the exchange</source>
        <translation>{name} gana el intercambio</translation>
    </message>
    <message>
        <source>{name} wins: {reason}</source>
        <translation>{name} gana: {reason}</translation>
    </message>
    <message>
        <source>{name}&apos;s cards in play: {cards}</source>
        <translation>Cartas en juego de {name}: {cards}</translation>
    </message>
    <message>
        <source>{plate}; virtues {virtues}</source>
        <translation>{plate}; virtudes {virtues}</translation>
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
        <translation>Tras la parada: Entrada de Audatia o Finta</translation>
    </message>
    <message>
        <source>Answer the blow</source>
        <translation>Responde al golpe</translation>
    </message>
    <message>
        <source>Break: answer the mezano</source>
        <translation>Ruptura: responde al mezano</translation>
    </message>
    <message>
        <source>Break: the Attacker&apos;s remedy</source>
        <translation>Ruptura: el remedio del Atacante</translation>
    </message>
    <message>
        <source>Break: the Defender&apos;s mezano</source>
        <translation>Ruptura: el mezano del Defensor</translation>
    </message>
    <message>
        <source>Exchange: an Outside remedy or lose</source>
        <translation>Intercambio: un remedio Exterior o pierdes</translation>
    </message>
    <message>
        <source>Feint: strike again</source>
        <translation>Finta: golpea de nuevo</translation>
    </message>
    <message>
        <source>Largo: attack or wait</source>
        <translation>Largo: ataca o espera</translation>
    </message>
    <message>
        <source>Out of Measure: Trades</source>
        <translation>Fuera de medida: Trueques</translation>
    </message>
    <message>
        <source>Out of Measure: choose a Posta</source>
        <translation>Fuera de medida: elige una Posta</translation>
    </message>
    <message>
        <source>Out of Measure: skills</source>
        <translation>Fuera de medida: habilidades</translation>
    </message>
    <message>
        <source>Out of Measure: the Challenger may attack</source>
        <translation>Fuera de medida: el Retador puede atacar</translation>
    </message>
    <message>
        <source>Out of Measure: the Challenger must attack</source>
        <translation>Fuera de medida: el Retador debe atacar</translation>
    </message>
    <message>
        <source>Out of Measure: the Respondent may attack</source>
        <translation>Fuera de medida: el Retado puede atacar</translation>
    </message>
    <message>
        <source>Setup: answer the Salute</source>
        <translation>Preparación: devuelve el Saludo</translation>
    </message>
    <message>
        <source>Setup: choose Virtues</source>
        <translation>Preparación: elige Virtudes</translation>
    </message>
    <message>
        <source>Setup: discard Basic cards and draw</source>
        <translation>Preparación: descarta cartas Básicas y roba</translation>
    </message>
    <message>
        <source>Setup: the Salute</source>
        <translation>Preparación: el Saludo</translation>
    </message>
    <message>
        <source>Streto: counter the remedy</source>
        <translation>Streto: contrarresta el remedio</translation>
    </message>
    <message>
        <source>Streto: remedy or wait</source>
        <translation>Streto: remedio o espera</translation>
    </message>
    <message>
        <source>Streto: turn the Side card</source>
        <translation>Streto: gira la carta de Lado</translation>
    </message>
    <message>
        <source>Sudden death: lay your row</source>
        <translation>Muerte súbita: coloca tu fila</translation>
    </message>
    <message>
        <source>The duel is over</source>
        <translation>El duelo ha terminado</translation>
    </message>
    <message>
        <source>a fencer has no strikes left</source>
        <translation>a un tirador no le quedan golpes</translation>
    </message>
    <message>
        <source>a mezano that could not be answered</source>
        <translation>un mezano sin respuesta posible</translation>
    </message>
    <message>
        <source>a perfect counter</source>
        <translation>un contrarremedio perfecto</translation>
    </message>
    <message>
        <source>a remedy that could not be countered</source>
        <translation>un remedio sin contrarremedio posible</translation>
    </message>
    <message>
        <source>an attack that could not be parried or avoided</source>
        <translation>un ataque que no se pudo parar ni esquivar</translation>
    </message>
    <message>
        <source>an exchanged thrust with no Outside remedy</source>
        <translation>una estocada intercambiada sin remedio Exterior</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>devolver</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>atacar</translation>
    </message>
    <message>
        <source>avoid</source>
        <translation>esquivar</translation>
    </message>
    <message>
        <source>beat</source>
        <translation>apartar</translation>
    </message>
    <message>
        <source>both rows are spent</source>
        <translation>ambas filas se han agotado</translation>
    </message>
    <message>
        <source>break</source>
        <translation>romper</translation>
    </message>
    <message>
        <source>change</source>
        <translation>cambiar de posta</translation>
    </message>
    <message>
        <source>choose a posta</source>
        <translation>elegir una posta</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>contraatacar</translation>
    </message>
    <message>
        <source>cycle</source>
        <translation>ciclar</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>apartar</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminar</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>intercambiar</translation>
    </message>
    <message>
        <source>feint</source>
        <translation>fintar</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>por el interior</translation>
    </message>
    <message>
        <source>lay a card face down to trade</source>
        <translation>poner una carta boca abajo para un trueque</translation>
    </message>
    <message>
        <source>left</source>
        <translation>a la izquierda</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>en el centro</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>no attack after the feint</source>
        <translation>ningún ataque tras la finta</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>por el exterior</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parar</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>place</source>
        <translation>colocar en la fila</translation>
    </message>
    <message>
        <source>posta</source>
        <translation>tomar una posta</translation>
    </message>
    <message>
        <source>remedy</source>
        <translation>jugar un remedio</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>contrarrestar</translation>
    </message>
    <message>
        <source>right</source>
        <translation>a la derecha</translation>
    </message>
    <message>
        <source>salute</source>
        <translation>saludar</translation>
    </message>
    <message>
        <source>side</source>
        <translation>girar la carta de Lado</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>jugar una habilidad</translation>
    </message>
    <message>
        <source>the Challenger did not attack: a draw</source>
        <translation>el Retador no atacó: tablas</translation>
    </message>
    <message>
        <source>the duel is over</source>
        <translation>el duelo ha terminado</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>hacer un trueque</translation>
    </message>
    <message>
        <source>two draws: the challenge failed</source>
        <translation>dos tablas: el reto ha fracasado</translation>
    </message>
    <message>
        <source>virtue</source>
        <translation>tomar una Virtud</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>esperar</translation>
    </message>
    <message>
        <source>{action}: Audatia has no such move</source>
        <translation>{action}: Audatia no tiene esa jugada</translation>
    </message>
    <message>
        <source>{action}: a Trade lays {size} cards and you hold {held}</source>
        <translation>{action}: un trueque requiere {size} cartas y tienes {held}</translation>
    </message>
    <message>
        <source>{action}: a counterattack is answered only by parrying it with the same blow as {blow}</source>
        <translation>{action}: a un contraataque solo se responde parándolo con el mismo golpe que {blow}</translation>
    </message>
    <message>
        <source>{action}: a counterattack is parried only with the same blow, a {line}</source>
        <translation>{action}: un contraataque solo se para con el mismo golpe: {line}</translation>
    </message>
    <message>
        <source>{action}: a roverso mezano is counterattacked with a mandritto mezano, and {card} is not one</source>
        <translation>{action}: a un roverso mezano se le contraataca con un mandritto mezano, y {card} no lo es</translation>
    </message>
    <message>
        <source>{action}: a thrust exchanges his Extensa guard {posta} only from a posta with the Exchange symbol</source>
        <translation>{action}: una estocada solo intercambia la guardia Extensa {posta} del rival desde una posta con el símbolo de Intercambio</translation>
    </message>
    <message>
        <source>{action}: a thrust is broken with a cut, not with {card}</source>
        <translation>{action}: una estocada se rompe con un tajo, no con {card}</translation>
    </message>
    <message>
        <source>{action}: after an Exchange only an Outside remedy may be played</source>
        <translation>{action}: tras un Intercambio solo puede jugarse un remedio Exterior</translation>
    </message>
    <message>
        <source>{action}: finish the Trade first: lay one more card face down</source>
        <translation>{action}: termina antes el trueque: pon una carta más boca abajo</translation>
    </message>
    <message>
        <source>{action}: from the poste a thrust is exchanged only when both poste carry the Exchange symbol, and his thrust came from a posta without it</source>
        <translation>{action}: desde las poste solo se intercambia una estocada si ambas poste llevan el símbolo de Intercambio, y la estocada del rival salió de una posta sin él</translation>
    </message>
    <message>
        <source>{action}: from the poste a thrust is exchanged only when both poste carry the Exchange symbol, and your {posta} does not</source>
        <translation>{action}: desde las poste solo se intercambia una estocada si ambas poste llevan el símbolo de Intercambio, y {posta}, tu posta, no lo lleva</translation>
    </message>
    <message>
        <source>{action}: his {posta} is an Extensa guard: beat it aside with a strike that carries the Parry symbol, or exchange it with a thrust that carries the Exchange symbol</source>
        <translation>{action}: {posta} del rival es una guardia Extensa: apártala con un golpe que lleve el símbolo de Parada, o intercámbiala con una estocada que lleve el símbolo de Intercambio</translation>
    </message>
    <message>
        <source>{action}: his {posta} may be attacked only with {lines}</source>
        <translation>{action}: {posta} del rival solo puede atacarse con {lines}</translation>
    </message>
    <message>
        <source>{action}: in Sudden death no card is cycled</source>
        <translation>{action}: en Muerte súbita no se cicla ninguna carta</translation>
    </message>
    <message>
        <source>{action}: not now; in {phase} you may {verbs}</source>
        <translation>{action}: ahora no; en {phase} puedes {verbs}</translation>
    </message>
    <message>
        <source>{action}: only Basic cards are set aside in Setup, and {card} is not one</source>
        <translation>{action}: en la Preparación solo se apartan cartas Básicas, y {card} no lo es</translation>
    </message>
    <message>
        <source>{action}: only a mezano may be played now, and {card} is not one</source>
        <translation>{action}: ahora solo puede jugarse un mezano, y {card} no lo es</translation>
    </message>
    <message>
        <source>{action}: only a roverso mezano is counterattacked, and {mezano} is a {line}</source>
        <translation>{action}: solo se contraataca un roverso mezano, y la línea de {mezano} es {line}</translation>
    </message>
    <message>
        <source>{action}: only a thrust is answered so, and {blow} is a cut</source>
        <translation>{action}: así solo se responde a una estocada, y {blow} es un tajo</translation>
    </message>
    <message>
        <source>{action}: only the fencer with most {virtue} may do this</source>
        <translation>{action}: solo puede hacerlo el tirador con más {virtue}</translation>
    </message>
    <message>
        <source>{action}: only the sword-turn over the top may answer instead of a counter-remedy, and {card} is not one</source>
        <translation>{action}: en lugar de un contrarremedio solo puede responder el giro de espada por encima, y {card} no lo es</translation>
    </message>
    <message>
        <source>{action}: that card is not in your hand</source>
        <translation>{action}: esa carta no está en tu mano</translation>
    </message>
    <message>
        <source>{action}: that is not one of your poste</source>
        <translation>{action}: esa no es una de tus poste</translation>
    </message>
    <message>
        <source>{action}: the Break leaves only the {open} open to a remedy</source>
        <translation>{action}: tras la Ruptura solo cabe un remedio {open}</translation>
    </message>
    <message>
        <source>{action}: the Break rule is off in this duel</source>
        <translation>{action}: la regla de Ruptura está desactivada en este duelo</translation>
    </message>
    <message>
        <source>{action}: the Challenger must attack, and you may attack with {cards}</source>
        <translation>{action}: el Retador debe atacar, y puedes atacar con {cards}</translation>
    </message>
    <message>
        <source>{action}: the Seven Swords of {posta} do not show the {line}</source>
        <translation>{action}: las Siete Espadas de {posta} no muestran {line}</translation>
    </message>
    <message>
        <source>{action}: the Side card turns to the inside or the outside</source>
        <translation>{action}: la carta de Lado se gira al interior o al exterior</translation>
    </message>
    <message>
        <source>{action}: the Streto Side card allows remedies on the {open} only</source>
        <translation>{action}: la carta de Lado del Streto solo admite remedios {open}</translation>
    </message>
    <message>
        <source>{action}: there is no Extensa guard to beat aside</source>
        <translation>{action}: no hay ninguna guardia Extensa que apartar</translation>
    </message>
    <message>
        <source>{action}: there is no such Virtue</source>
        <translation>{action}: esa Virtud no existe</translation>
    </message>
    <message>
        <source>{action}: you already stand in {posta}</source>
        <translation>{action}: ya estás en {posta}</translation>
    </message>
    <message>
        <source>{action}: you hold no eligible attack to follow the Feint</source>
        <translation>{action}: no tienes ningún ataque elegible para seguir a la Finta</translation>
    </message>
    <message>
        <source>{action}: your deck holds no card to replace one more ({laid} set aside, {deck} in the deck)</source>
        <translation>{action}: tu mazo no tiene carta para reponer una más (apartadas: {laid}, en el mazo: {deck})</translation>
    </message>
    <message>
        <source>{action}: your deck is empty, so no card can be drawn</source>
        <translation>{action}: tu mazo está vacío, así que no se puede robar ninguna carta</translation>
    </message>
    <message>
        <source>{action}: your sword is on the {side}, and a {line} is not played from there</source>
        <translation>{action}: tu espada está {side}, y desde ahí no se juega {line}</translation>
    </message>
    <message>
        <source>{action}: {blow} has no Counterattack symbol</source>
        <translation>{action}: {blow} no tiene el símbolo de Contraataque</translation>
    </message>
    <message>
        <source>{action}: {blow} is counterattacked only with the same blow, a {line}</source>
        <translation>{action}: a {blow} solo se le contraataca con el mismo golpe: {line}</translation>
    </message>
    <message>
        <source>{action}: {blow} may be parried only with {lines}, not with a {line}</source>
        <translation>{action}: {blow} solo puede pararse con {lines}, no con {line}</translation>
    </message>
    <message>
        <source>{action}: {card} does not avoid a blow</source>
        <translation>{action}: {card} no sirve para esquivar un golpe</translation>
    </message>
    <message>
        <source>{action}: {card} does not meet {remedy} at the same height on the {side}</source>
        <translation>{action}: {card} no está a la misma altura que {remedy} {side}</translation>
    </message>
    <message>
        <source>{action}: {card} does not work on the {side}</source>
        <translation>{action}: {card} no actúa {side}</translation>
    </message>
    <message>
        <source>{action}: {card} has no Attack symbol</source>
        <translation>{action}: {card} no tiene el símbolo de Ataque</translation>
    </message>
    <message>
        <source>{action}: {card} has no Break symbol</source>
        <translation>{action}: {card} no tiene el símbolo de Ruptura</translation>
    </message>
    <message>
        <source>{action}: {card} has no Counterattack symbol</source>
        <translation>{action}: {card} no tiene el símbolo de Contraataque</translation>
    </message>
    <message>
        <source>{action}: {card} has no Cycle symbol</source>
        <translation>{action}: {card} no tiene el símbolo de Ciclo</translation>
    </message>
    <message>
        <source>{action}: {card} has no Parry symbol</source>
        <translation>{action}: {card} no tiene el símbolo de Parada</translation>
    </message>
    <message>
        <source>{action}: {card} is not a Feint</source>
        <translation>{action}: {card} no es una Finta</translation>
    </message>
    <message>
        <source>{action}: {card} is not a Streto remedy</source>
        <translation>{action}: {card} no es un remedio de Streto</translation>
    </message>
    <message>
        <source>{action}: {card} is not a counter-remedy</source>
        <translation>{action}: {card} no es un contrarremedio</translation>
    </message>
    <message>
        <source>{action}: {card} is not a skill</source>
        <translation>{action}: {card} no es una habilidad</translation>
    </message>
    <message>
        <source>{action}: {card} is not a strike</source>
        <translation>{action}: {card} no es un golpe</translation>
    </message>
    <message>
        <source>{action}: {card} is not a thrust with the Exchange symbol</source>
        <translation>{action}: {card} no es una estocada con el símbolo de Intercambio</translation>
    </message>
    <message>
        <source>{action}: {card} is not played Out of Measure</source>
        <translation>{action}: {card} no se juega Fuera de medida</translation>
    </message>
    <message>
        <source>{action}: {card} strikes at the same angle as {blow}, and no blow is parried at its own angle</source>
        <translation>{action}: {card} golpea con el mismo ángulo que {blow}, y ningún golpe se para con su propio ángulo</translation>
    </message>
    <message>
        <source>{action}: {remedy} must be answered with a counter-remedy</source>
        <translation>{action}: a {remedy} hay que responder con un contrarremedio</translation>
    </message>
    <message>
        <source>{action}: {virtue} is already taken</source>
        <translation>{action}: {virtue} ya no está disponible</translation>
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
        <translation>Duelo en tablas</translation>
    </message>
    <message>
        <source>A drawn exchange</source>
        <translation>Intercambio en tablas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>The roles change: you now challenge.</source>
        <translation>Los papeles cambian: ahora retas tú.</translation>
    </message>
    <message>
        <source>The roles change: {name} now challenges.</source>
        <translation>Los papeles cambian: ahora reta {name}.</translation>
    </message>
    <message>
        <source>You win the duel</source>
        <translation>Ganas el duelo</translation>
    </message>
    <message>
        <source>You win the exchange</source>
        <translation>Ganas el intercambio</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>{name} wins the duel</source>
        <translation>{name} gana el duelo</translation>
    </message>
    <message>
        <source>{name} wins the exchange</source>
        <translation>{name} gana el intercambio</translation>
    </message>
</context>
<context>
    <name>AudatiaTable</name>
    <message>
        <source> — points {first}-{second}</source>
        <translation> — puntos {first}-{second}</translation>
    </message>
    <message>
        <source>A drawn duel</source>
        <translation>Duelo en tablas</translation>
    </message>
</context>
<context>
    <name>AudatiaText</name>
    <message>
        <source>Bind: {bind}</source>
        <translation>Cruce: {bind}</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Retador</translation>
    </message>
    <message>
        <source>Draws: {draws}</source>
        <translation>Tablas: {draws}</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Tirador A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Tirador B</translation>
    </message>
    <message>
        <source>Over: {reason}</source>
        <translation>Terminado: {reason}</translation>
    </message>
    <message>
        <source>Points {first} - {second}</source>
        <translation>Puntos {first} - {second}</translation>
    </message>
    <message>
        <source>Remedy to counter: {card} on the inside</source>
        <translation>Remedio por contrarrestar: {card} por el interior</translation>
    </message>
    <message>
        <source>Remedy to counter: {card} on the outside</source>
        <translation>Remedio por contrarrestar: {card} por el exterior</translation>
    </message>
    <message>
        <source>Respondent</source>
        <translation>Retado</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Tu mano: {cards}</translation>
    </message>
    <message>
        <source>in {posta}</source>
        <translation>en {posta}</translation>
    </message>
    <message>
        <source>sword in the middle</source>
        <translation>espada en el centro</translation>
    </message>
    <message>
        <source>sword on the left</source>
        <translation>espada a la izquierda</translation>
    </message>
    <message>
        <source>sword on the right</source>
        <translation>espada a la derecha</translation>
    </message>
    <message>
        <source>the Side card allows inside remedies only</source>
        <translation>la carta de Lado solo admite remedios interiores</translation>
    </message>
    <message>
        <source>the Side card allows outside remedies only</source>
        <translation>la carta de Lado solo admite remedios exteriores</translation>
    </message>
    <message>
        <source>the Side card allows remedies on either side</source>
        <translation>la carta de Lado admite remedios por ambos lados</translation>
    </message>
    <message>
        <source>{name} ({deck}, {role}) {where}; virtues {virtues}; stack {stack}; hand {hand}, deck {cards}</source>
        <translation>{name} ({deck}, {role}) {where}; virtudes {virtues}; pila {stack}; mano {hand}, mazo {cards}</translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase}: te toca</translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase}: juega {name}</translation>
    </message>
</context>
<context>
    <name>BarditusActions</name>
    <message>
        <source>attack ahead with {card}</source>
        <translation>atacar de frente con {card}</translation>
    </message>
    <message>
        <source>attack the card opposite with {card}</source>
        <translation>atacar la carta de enfrente con {card}</translation>
    </message>
    <message>
        <source>attack {enemy} on the flank with {card}</source>
        <translation>atacar {enemy} por el flanco con {card}</translation>
    </message>
    <message>
        <source>bring up the piece in {slot} to {to}</source>
        <translation>hacer avanzar la pieza de {slot} a {to}</translation>
    </message>
    <message>
        <source>bring up the reserve behind {card}</source>
        <translation>hacer avanzar la reserva detrás de {card}</translation>
    </message>
    <message>
        <source>bring up the reserve of column {column}</source>
        <translation>hacer avanzar la reserva de la columna {column}</translation>
    </message>
    <message>
        <source>bring up {slot} to {to}</source>
        <translation>hacer avanzar {slot} a {to}</translation>
    </message>
    <message>
        <source>command with the {die} on {card}</source>
        <translation>mandar con el {die} sobre {card}</translation>
    </message>
    <message>
        <source>command with the {die}, laid on {card}; the other die guards morale</source>
        <translation>mandar con el {die}, puesto sobre {card}; el otro dado guarda la moral</translation>
    </message>
    <message>
        <source>end the orders</source>
        <translation>terminar las órdenes</translation>
    </message>
    <message>
        <source>fall back from {slot} to {to}</source>
        <translation>retroceder de {slot} a {to}</translation>
    </message>
    <message>
        <source>finish the list</source>
        <translation>completar la lista</translation>
    </message>
    <message>
        <source>flank column {column} with {card}</source>
        <translation>flanquear la columna {column} con {card}</translation>
    </message>
    <message>
        <source>its eighth place</source>
        <translation>la octava casilla de la misma carta</translation>
    </message>
    <message>
        <source>its eleventh place</source>
        <translation>la undécima casilla de la misma carta</translation>
    </message>
    <message>
        <source>its fifth place</source>
        <translation>la quinta casilla de la misma carta</translation>
    </message>
    <message>
        <source>its first place</source>
        <translation>la primera casilla de la misma carta</translation>
    </message>
    <message>
        <source>its first place in {rank}</source>
        <translation>la primera casilla de {rank} de la misma carta</translation>
    </message>
    <message>
        <source>its fourth place</source>
        <translation>la cuarta casilla de la misma carta</translation>
    </message>
    <message>
        <source>its fourth place in {rank}</source>
        <translation>la cuarta casilla de {rank} de la misma carta</translation>
    </message>
    <message>
        <source>its front rank</source>
        <translation>la fila delantera de la misma carta</translation>
    </message>
    <message>
        <source>its ninth place</source>
        <translation>la novena casilla de la misma carta</translation>
    </message>
    <message>
        <source>its place {number}</source>
        <translation>la casilla {number} de la misma carta</translation>
    </message>
    <message>
        <source>its rank {number}</source>
        <translation>la fila {number} de la misma carta</translation>
    </message>
    <message>
        <source>its second place</source>
        <translation>la segunda casilla de la misma carta</translation>
    </message>
    <message>
        <source>its second place in {rank}</source>
        <translation>la segunda casilla de {rank} de la misma carta</translation>
    </message>
    <message>
        <source>its second rank</source>
        <translation>la segunda fila de la misma carta</translation>
    </message>
    <message>
        <source>its seventh place</source>
        <translation>la séptima casilla de la misma carta</translation>
    </message>
    <message>
        <source>its sixth place</source>
        <translation>la sexta casilla de la misma carta</translation>
    </message>
    <message>
        <source>its tenth place</source>
        <translation>la décima casilla de la misma carta</translation>
    </message>
    <message>
        <source>its third place</source>
        <translation>la tercera casilla de la misma carta</translation>
    </message>
    <message>
        <source>its third place in {rank}</source>
        <translation>la tercera casilla de {rank} de la misma carta</translation>
    </message>
    <message>
        <source>its third rank</source>
        <translation>la tercera fila de la misma carta</translation>
    </message>
    <message>
        <source>its twelfth place</source>
        <translation>la duodécima casilla de la misma carta</translation>
    </message>
    <message>
        <source>keep the general back</source>
        <translation>mantener al general atrás</translation>
    </message>
    <message>
        <source>lay {card} behind, column {column}</source>
        <translation>colocar {card} detrás, columna {column}</translation>
    </message>
    <message>
        <source>lay {card} in front, column {column}</source>
        <translation>colocar {card} delante, columna {column}</translation>
    </message>
    <message>
        <source>lay {card} in the front line, column {column}</source>
        <translation>colocar {card} en la línea delantera, columna {column}</translation>
    </message>
    <message>
        <source>lay {card} in the rear line, column {column}</source>
        <translation>colocar {card} en la línea trasera, columna {column}</translation>
    </message>
    <message>
        <source>lead at the front</source>
        <translation>ir al frente</translation>
    </message>
    <message>
        <source>lose the piece in {slot}</source>
        <translation>perder la pieza de {slot}</translation>
    </message>
    <message>
        <source>lose the pursuer from column {column}</source>
        <translation>perder el perseguidor de la columna {column}</translation>
    </message>
    <message>
        <source>lose {slot}</source>
        <translation>perder {slot}</translation>
    </message>
    <message>
        <source>order {card} to rally</source>
        <translation>ordenar a {card} reagruparse</translation>
    </message>
    <message>
        <source>place {number}</source>
        <translation>la casilla {number}</translation>
    </message>
    <message>
        <source>place {number} behind</source>
        <translation>la casilla {number} de detrás</translation>
    </message>
    <message>
        <source>pursue with the piece in {slot}</source>
        <translation>perseguir con la pieza de {slot}</translation>
    </message>
    <message>
        <source>rally the piece in {slot} to {to}</source>
        <translation>reagrupar la pieza de {slot} en {to}</translation>
    </message>
    <message>
        <source>rally {slot} to {to}</source>
        <translation>reagrupar {slot} en {to}</translation>
    </message>
    <message>
        <source>rank {number}</source>
        <translation>la fila {number}</translation>
    </message>
    <message>
        <source>roll {die}</source>
        <translation>sacar {die}</translation>
    </message>
    <message>
        <source>send the piece in {slot} after the beaten enemy</source>
        <translation>lanzar la pieza de {slot} tras el enemigo vencido</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>tomar {card}</translation>
    </message>
    <message>
        <source>the eighth place</source>
        <translation>la octava casilla</translation>
    </message>
    <message>
        <source>the eleventh place</source>
        <translation>la undécima casilla</translation>
    </message>
    <message>
        <source>the enemy&apos;s front card in column {column}</source>
        <translation>la carta delantera enemiga de la columna {column}</translation>
    </message>
    <message>
        <source>the fifth place</source>
        <translation>la quinta casilla</translation>
    </message>
    <message>
        <source>the first place</source>
        <translation>la primera casilla</translation>
    </message>
    <message>
        <source>the first place in {rank}</source>
        <translation>la primera casilla de {rank}</translation>
    </message>
    <message>
        <source>the fourth place</source>
        <translation>la cuarta casilla</translation>
    </message>
    <message>
        <source>the fourth place in {rank}</source>
        <translation>la cuarta casilla de {rank}</translation>
    </message>
    <message>
        <source>the front card of column {column}</source>
        <translation>la carta delantera de la columna {column}</translation>
    </message>
    <message>
        <source>the front rank</source>
        <translation>la fila delantera</translation>
    </message>
    <message>
        <source>the ninth place</source>
        <translation>la novena casilla</translation>
    </message>
    <message>
        <source>the pursuer of {card} on {enemy}</source>
        <translation>la pieza perseguidora de {card} sobre {enemy}</translation>
    </message>
    <message>
        <source>the pursuer on column {column}</source>
        <translation>el perseguidor en la columna {column}</translation>
    </message>
    <message>
        <source>the rear card of column {column}</source>
        <translation>la carta trasera de la columna {column}</translation>
    </message>
    <message>
        <source>the second place</source>
        <translation>la segunda casilla</translation>
    </message>
    <message>
        <source>the second place in {rank}</source>
        <translation>la segunda casilla de {rank}</translation>
    </message>
    <message>
        <source>the second rank</source>
        <translation>la segunda fila</translation>
    </message>
    <message>
        <source>the seventh place</source>
        <translation>la séptima casilla</translation>
    </message>
    <message>
        <source>the sixth place</source>
        <translation>la sexta casilla</translation>
    </message>
    <message>
        <source>the tenth place</source>
        <translation>la décima casilla</translation>
    </message>
    <message>
        <source>the third place</source>
        <translation>la tercera casilla</translation>
    </message>
    <message>
        <source>the third place in {rank}</source>
        <translation>la tercera casilla de {rank}</translation>
    </message>
    <message>
        <source>the third rank</source>
        <translation>la tercera fila</translation>
    </message>
    <message>
        <source>the twelfth place</source>
        <translation>la duodécima casilla</translation>
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
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>a Barditus card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>una carta de Barditus no tiene tipo propio (&quot;card&quot;), no {type}</translation>
    </message>
    <message>
        <source>a front card needs a filled sword slot (X or B) to fight</source>
        <translation>una carta de primera línea necesita una casilla de espada ocupada (X o B) para combatir</translation>
    </message>
    <message>
        <source>a front card&apos;s abilities are some of {allowed}, not {given}</source>
        <translation>las capacidades de una carta de primera línea son algunas de {allowed}, no {given}</translation>
    </message>
    <message>
        <source>a list has {front} front cards, not {count}</source>
        <translation>una lista tiene {front} cartas delanteras, no {count}</translation>
    </message>
    <message>
        <source>a list has {least} to {most} rear cards, not {count}</source>
        <translation>una lista tiene de {least} a {most} cartas traseras, no {count}</translation>
    </message>
    <message>
        <source>a rear card is a reserve (abilities = [&quot;reserve&quot;]) or terrain</source>
        <translation>una carta de retaguardia es una reserva (abilities = [&quot;reserve&quot;]) o un terreno</translation>
    </message>
    <message>
        <source>a rear card&apos;s abilities are some of {allowed}, not {given}</source>
        <translation>las capacidades de una carta de retaguardia son algunas de {allowed}, no {given}</translation>
    </message>
    <message>
        <source>a reserve holds pieces on filled slots only and is no terrain</source>
        <translation>una reserva solo tiene piezas en casillas ocupadas y no es un terreno</translation>
    </message>
    <message>
        <source>an army needs front cards for two different lists</source>
        <translation>un ejército necesita cartas de primera línea para dos listas distintas</translation>
    </message>
    <message>
        <source>an army offers at least {least} rear cards</source>
        <translation>un ejército ofrece al menos {least} cartas de retaguardia</translation>
    </message>
    <message>
        <source>is a card of the {army} too</source>
        <translation>también es una carta de los {army}</translation>
    </message>
    <message>
        <source>is not a Barditus card field</source>
        <translation>no es un campo de carta de Barditus</translation>
    </message>
    <message>
        <source>is the card&apos;s points: a whole number from 0 to {most}</source>
        <translation>son los puntos de la carta: un número entero de 0 a {most}</translation>
    </message>
    <message>
        <source>must be a list of 1 to {most} rows</source>
        <translation>debe ser una lista de 1 a {most} filas</translation>
    </message>
    <message>
        <source>must be front or rear, not {given}</source>
        <translation>debe ser front o rear, no {given}</translation>
    </message>
    <message>
        <source>must be one of {armies}</source>
        <translation>debe ser uno de {armies}</translation>
    </message>
    <message>
        <source>no list of {front} front and {rear} rear cards fits {most} points (the cheapest costs {low})</source>
        <translation>ninguna lista de {front} cartas de primera línea y {rear} de retaguardia cabe en {most} puntos (la más barata cuesta {low})</translation>
    </message>
    <message>
        <source>only front cards (units) have a quality</source>
        <translation>solo las cartas de primera línea (unidades) tienen calidad</translation>
    </message>
    <message>
        <source>only rear cards are terrain</source>
        <translation>solo las cartas de retaguardia son terreno</translation>
    </message>
    <message>
        <source>open ground has only open D slots (d)</source>
        <translation>el terreno abierto solo tiene casillas D libres (d)</translation>
    </message>
    <message>
        <source>row {row} must be 1 to {most} of the letters X O B N D (upper case filled), not {given}</source>
        <translation>la fila {row} debe tener de 1 a {most} de las letras X O B N D (mayúscula: ocupada), no {given}</translation>
    </message>
    <message>
        <source>row {row}: a D slot is where a retreat leaves a piece disordered, so it is open (d)</source>
        <translation>fila {row}: una casilla D es donde una retirada deja una pieza desordenada, así que está libre (d)</translation>
    </message>
    <message>
        <source>the army has {copies} {card}, not {count}</source>
        <translation>el ejército tiene {copies} {card}, no {count}</translation>
    </message>
    <message>
        <source>the list costs {points} points; at most {most}</source>
        <translation>la lista cuesta {points} puntos; como mucho {most}</translation>
    </message>
    <message>
        <source>there is no card file for the {army} ({file})</source>
        <translation>no hay archivo de cartas para los {army} ({file})</translation>
    </message>
    <message>
        <source>woods have open slots without D: retreats there stay in order</source>
        <translation>el bosque tiene casillas libres sin D: las retiradas allí mantienen el orden</translation>
    </message>
    <message>
        <source>{card} is not a card of the {army}</source>
        <translation>{card} no es una carta de {army}</translation>
    </message>
    <message>
        <source>{file} is {army} too</source>
        <translation>{file} también es {army}</translation>
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
        <translation>; empate: ambos vuelven a tirar</translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n escudo</numerusform>
            <numerusform>%n escudos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n six(es) (pursuit)</source>
        <translation>
            <numerusform>, %n seis (persecución)</numerusform>
            <numerusform>, %n seises (persecución)</numerusform>
        </translation>
    </message>
    <message>
        <source>1 shield or none</source>
        <translation>1 escudo o ninguno</translation>
    </message>
    <message>
        <source>5 shields or more</source>
        <translation>5 escudos o más</translation>
    </message>
    <message numerus="yes">
        <source>: %n hit(s)</source>
        <translation>
            <numerusform>: %n impacto</numerusform>
            <numerusform>: %n impactos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n hit(s) evaded</source>
        <translation>
            <numerusform>: %n impacto esquivado</numerusform>
            <numerusform>: %n impactos esquivados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n piece(s) may return</source>
        <translation>
            <numerusform>: %n pieza puede volver</numerusform>
            <numerusform>: %n piezas pueden volver</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>Command roll (the general leads): three dice</source>
        <translation>Tirada de mando (el general va al frente): tres dados</translation>
    </message>
    <message>
        <source>Command roll {dice}: keep {lo} and {hi}. One goes on a front card as the command die, the other is morale.</source>
        <translation>Tirada de mando {dice}: guarda {lo} y {hi}. Uno va a una carta delantera como dado de mando; el otro es la moral.</translation>
    </message>
    <message>
        <source>Command roll {dice}: two equal high dice — the general is lost! Keep {lo} and {hi}.</source>
        <translation>Tirada de mando {dice}: dos dados altos iguales. ¡El general ha caído! Guarda {lo} y {hi}.</translation>
    </message>
    <message>
        <source>Command roll: three dice</source>
        <translation>Tirada de mando: tres dados</translation>
    </message>
    <message>
        <source>Counter-attack</source>
        <translation>Contraataque</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Esquiva</translation>
    </message>
    <message>
        <source>Flank attack</source>
        <translation>Ataque de flanco</translation>
    </message>
    <message>
        <source>Last command roll: {dice}</source>
        <translation>Última tirada de mando: {dice}</translation>
    </message>
    <message>
        <source>Last command roll: {dice}; morale {morale}</source>
        <translation>Última tirada de mando: {dice}; moral {morale}</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Reagrupamiento</translation>
    </message>
    <message>
        <source>Rally of {card}</source>
        <translation>Reagrupamiento de {card}</translation>
    </message>
    <message>
        <source>Roll-off: {dice}</source>
        <translation>Tirada inicial: {dice}</translation>
    </message>
    <message>
        <source>Roll-off: {dice} — deploys first, moves first</source>
        <translation>Tirada inicial: {dice}; despliega primero, mueve primero</translation>
    </message>
    <message>
        <source>Roll-off…</source>
        <translation>Tirada inicial…</translation>
    </message>
    <message>
        <source>Skirmishers evade</source>
        <translation>Los escaramuzadores esquivan</translation>
    </message>
    <message>
        <source>a six</source>
        <translation>un seis</translation>
    </message>
    <message>
        <source>command</source>
        <translation>mando</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>descartado</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>falla</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>guardado</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>moral</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>acierta</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gana</translation>
    </message>
    <message numerus="yes">
        <source>{label}: %n dice against {against}, {need} scores</source>
        <translation>
            <numerusform>{label}: %n dado contra {against}, acierta con {need}</numerusform>
            <numerusform>{label}: %n dados contra {against}, aciertan con {need}</numerusform>
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
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusItems</name>
    <message>
        <source>Casualties: {lost}</source>
        <translation>Bajas: {lost}</translation>
    </message>
    <message>
        <source>Column {column}</source>
        <translation>Columna {column}</translation>
    </message>
    <message>
        <source>Losses {losses}: {destroyed} destroyed + {disordered} disordered</source>
        <translation>Pérdidas {losses}: {destroyed} destruidas + {disordered} desordenadas</translation>
    </message>
    <message>
        <source>Margin {margin} · {gauge}</source>
        <translation>Margen {margin} · {gauge}</translation>
    </message>
    <message>
        <source>Steady {steady}: {shields} on shields + morale die {morale}</source>
        <translation>Firmes {steady}: {shields} en escudos + dado de moral {morale}</translation>
    </message>
    <message>
        <source>front line</source>
        <translation>línea delantera</translation>
    </message>
    <message>
        <source>morale die</source>
        <translation>dado de moral</translation>
    </message>
    <message>
        <source>rallies on {need}+</source>
        <translation>se reagrupa con {need}+</translation>
    </message>
    <message>
        <source>rear line</source>
        <translation>línea trasera</translation>
    </message>
</context>
<context>
    <name>BarditusLayout</name>
    <message numerus="yes">
        <source>An order to {card} (F{column}) costs {cost} now ({why}) · orders {used}/2 · %n command point(s) left</source>
        <translation>
            <numerusform>Una orden a {card} (F{column}) cuesta ahora {cost} ({why}) · órdenes {used}/2 · queda %n punto de mando</numerusform>
            <numerusform>Una orden a {card} (F{column}) cuesta ahora {cost} ({why}) · órdenes {used}/2 · quedan %n puntos de mando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Breaks after %n more loss(es)</source>
        <translation>
            <numerusform>Se rompe tras %n pérdida más</numerusform>
            <numerusform>Se rompe tras %n pérdidas más</numerusform>
        </translation>
    </message>
    <message>
        <source>Broken: losses exceed steadiness</source>
        <translation>Roto: las pérdidas superan la firmeza</translation>
    </message>
    <message>
        <source>Column {column} is empty.</source>
        <translation>La columna {column} está vacía.</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milicia</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terreno abierto</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retaguardia</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regular</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veterano</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Guerrero</translation>
    </message>
    <message>
        <source>Woods: retreat in order</source>
        <translation>Bosque: retirada en orden</translation>
    </message>
    <message>
        <source>far from the general</source>
        <translation>lejos del general</translation>
    </message>
    <message>
        <source>first order 1 less</source>
        <translation>primera orden 1 menos</translation>
    </message>
    <message>
        <source>flanking</source>
        <translation>flanqueo</translation>
    </message>
    <message>
        <source>next to the general</source>
        <translation>junto al general</translation>
    </message>
    <message>
        <source>pursuit</source>
        <translation>persecución</translation>
    </message>
    <message>
        <source>skirmishers</source>
        <translation>escaramuzadores</translation>
    </message>
    <message>
        <source>the empty column {column}</source>
        <translation>la columna vacía {column}</translation>
    </message>
    <message>
        <source>under the general</source>
        <translation>bajo el general</translation>
    </message>
    <message>
        <source>{card} in column {column}</source>
        <translation>{card} en la columna {column}</translation>
    </message>
    <message>
        <source>{card}: orders {used}/2 this turn</source>
        <translation>{card}: órdenes {used}/2 este turno</translation>
    </message>
    <message>
        <source>{head}. Orders cost 1-3 by distance from the general (militia: no discount).</source>
        <translation>{head}. Las órdenes cuestan 1-3 según la distancia al general (milicia: sin descuento).</translation>
    </message>
    <message>
        <source>{head}. Orders cost 1-3 by distance from the general; its first is 1 cheaper.</source>
        <translation>{head}. Las órdenes cuestan 1-3 según la distancia al general; la primera cuesta 1 menos.</translation>
    </message>
    <message>
        <source>{head}: no more orders for it.</source>
        <translation>{head}: no admite más órdenes.</translation>
    </message>
    <message>
        <source>{points}/20 points · front {front}/4 · rear {rear} (4-6)</source>
        <translation>{points}/20 puntos · delante {front}/4 · detrás {rear} (4-6)</translation>
    </message>
</context>
<context>
    <name>BarditusMoves</name>
    <message>
        <source>A six: drag a sword piece of the attacking card onto the beaten enemy card.</source>
        <translation>Un seis: arrastra una pieza de espada de la carta atacante a la carta enemiga vencida.</translation>
    </message>
    <message>
        <source>Choose first: ← → picks a piece, die or card, ↑ ↓ where it goes (F1 lists the keys).</source>
        <translation>Elige primero: ← → escoge pieza, dado o carta, ↑ ↓ adónde va (F1 enumera las teclas).</translation>
    </message>
    <message>
        <source>Click a card of your army (or drag it onto your list) to take it; List complete (D) when done.</source>
        <translation>Haz clic en una carta de tu ejército (o arrástrala a tu lista) para tomarla; Lista completa (D) al terminar.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>Hecho (D)</translation>
    </message>
    <message>
        <source>Double-click a front card (or click it, Enter) to attack the card opposite; drag it onto a diagonal card to flank; Rally and Reserve buttons; End orders (E).</source>
        <translation>Doble clic en una carta delantera (o clic e Intro) para atacar la carta de enfrente; arrástrala a una carta en diagonal para flanquear; botones Reagrupar y Reserva; Terminar órdenes (E).</translation>
    </message>
    <message>
        <source>Drag a card of your hand onto an empty place: front cards to the front line, the rest behind.</source>
        <translation>Arrastra una carta de tu mano a un lugar vacío: las delanteras a la línea delantera, las demás detrás.</translation>
    </message>
    <message>
        <source>Drag a kept die onto one of your front cards: it becomes the command die there, the other your morale.</source>
        <translation>Arrastra un dado guardado a una de tus cartas delanteras: allí será el dado de mando, el otro tu moral.</translation>
    </message>
    <message>
        <source>Drag the reserve&apos;s pieces up to empty filled slots of the front card, then Done (D).</source>
        <translation>Sube las piezas de la reserva a casillas llenas vacías de la carta delantera, luego Hecho (D).</translation>
    </message>
    <message>
        <source>Drop a front card on the enemy card opposite to battle it (diagonal: a flank attack).</source>
        <translation>Suelta una carta delantera sobre la carta enemiga de enfrente para combatirla (en diagonal: ataque de flanco).</translation>
    </message>
    <message>
        <source>Drop a piece on a lit slot, on the enemy card it pursues, or on your casualties.</source>
        <translation>Suelta una pieza en una casilla iluminada, en la carta enemiga que persigue o en tus bajas.</translation>
    </message>
    <message>
        <source>Drop a pursuer on a lit slot of its home card (rally) or on your casualties.</source>
        <translation>Suelta un perseguidor en una casilla iluminada de su carta de origen (reagrupar) o en tus bajas.</translation>
    </message>
    <message>
        <source>Drop on a lit place: a piece on a slot, the enemy card or your casualties; a die or a front card on a card (F1 tells more).</source>
        <translation>Suelta en un lugar iluminado: una pieza en una casilla, en la carta enemiga o en tus bajas; un dado o una carta delantera sobre una carta (F1 explica más).</translation>
    </message>
    <message>
        <source>Drop the card on an empty place of your formation: front cards in front, rear behind.</source>
        <translation>Suelta la carta en un lugar vacío de tu formación: las delanteras delante, las traseras detrás.</translation>
    </message>
    <message>
        <source>Drop the card on your list at the bottom, or just click it.</source>
        <translation>Suelta la carta en tu lista, abajo, o simplemente haz clic en ella.</translation>
    </message>
    <message>
        <source>Drop the die on one of your front cards: the general stands there.</source>
        <translation>Suelta el dado sobre una de tus cartas delanteras: allí estará el general.</translation>
    </message>
    <message>
        <source>End orders</source>
        <translation>Terminar órdenes</translation>
    </message>
    <message>
        <source>End orders (E)</source>
        <translation>Terminar órdenes (E)</translation>
    </message>
    <message>
        <source>Hold back</source>
        <translation>Quedarse atrás</translation>
    </message>
    <message>
        <source>Hold back (H)</source>
        <translation>Quedarse atrás (H)</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Ir al frente</translation>
    </message>
    <message>
        <source>Lead at the front (L)</source>
        <translation>Ir al frente (L)</translation>
    </message>
    <message>
        <source>Lead at the front (L): keep the two highest dice, but two equal high dice lose the general; or Hold back (H).</source>
        <translation>Ir al frente (L): guarda los dos dados más altos, pero dos dados altos iguales te cuestan el general; o Quedarse atrás (H).</translation>
    </message>
    <message>
        <source>List complete (D)</source>
        <translation>Lista completa (D)</translation>
    </message>
    <message>
        <source>Rallied: drag each lit piece back to an empty filled slot of its front card.</source>
        <translation>Reagrupadas: arrastra cada pieza iluminada de vuelta a una casilla llena vacía de su carta delantera.</translation>
    </message>
    <message>
        <source>Rally {card} · {cost} (R)</source>
        <translation>Reagrupar {card} · {cost} (R)</translation>
    </message>
    <message>
        <source>Reserve {card} · {cost} (V)</source>
        <translation>Reserva {card} · {cost} (V)</translation>
    </message>
    <message>
        <source>Take each hit: drag a piece of the struck card to an empty open slot behind it (retreat), or onto your casualties.</source>
        <translation>Encaja cada impacto: arrastra una pieza de la carta golpeada a una casilla abierta vacía detrás (retirada) o a tus bajas.</translation>
    </message>
    <message>
        <source>That piece has no move now. {hint}</source>
        <translation>Esa pieza no tiene movimiento ahora. {hint}</translation>
    </message>
    <message>
        <source>The enemy pursues out of the card your pursuers stand on: drag one of them to your casualties.</source>
        <translation>El enemigo persigue desde la carta donde están tus perseguidores: arrastra uno de ellos a tus bajas.</translation>
    </message>
    <message>
        <source>The {value} was dropped: the general takes one of the kept dice (gold rings).</source>
        <translation>El {value} se descartó: el general toma uno de los dados guardados (anillos dorados).</translation>
    </message>
    <message numerus="yes">
        <source>{action} — Enter to play; or click another lit place (%n choices, ↑ ↓ to step through them).</source>
        <translation>
            <numerusform>{action}: Intro para jugar; o haz clic en otro lugar iluminado (%n opción, ↑ ↓ para recorrerlas).</numerusform>
            <numerusform>{action}: Intro para jugar; o haz clic en otro lugar iluminado (%n opciones, ↑ ↓ para recorrerlas).</numerusform>
        </translation>
    </message>
    <message>
        <source>{word} is not possible now. {hint}</source>
        <translation>{word} no es posible ahora. {hint}</translation>
    </message>
</context>
<context>
    <name>BarditusReasons</name>
    <message numerus="yes">
        <source>%n command point(s)</source>
        <translation>
            <numerusform>%n punto de mando</numerusform>
            <numerusform>%n puntos de mando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n escudo</numerusform>
            <numerusform>%n escudos</numerusform>
        </translation>
    </message>
    <message>
        <source>A flank attack draws no counter-attack.</source>
        <translation>Un ataque de flanco no provoca contraataque.</translation>
    </message>
    <message numerus="yes">
        <source>He strikes back with %n die(s) as the cards stand, scoring on a {need} or more; each 6 you roll sends a pursuer that takes one of them away.</source>
        <translation>
            <numerusform>Contraataca con %n dado tal como están las cartas, que acierta con {need} o más; cada 6 que saques envía un perseguidor que se lo quita.</numerusform>
            <numerusform>Contraataca con %n dados tal como están las cartas, que aciertan con {need} o más; cada 6 que saques envía un perseguidor que le quita uno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Held back, the general is safe; leading, he would be lost on about {percent}% of rolls.</source>
        <translation>Atrás, el general está a salvo; al frente, caería en cerca del {percent}% de las tiradas.</translation>
    </message>
    <message>
        <source>His army is broken already: its losses outweigh its shields and morale by {by}.</source>
        <translation>Su ejército ya se ha roto: sus pérdidas superan a sus escudos y su moral en {by}.</translation>
    </message>
    <message>
        <source>His army stands {margin} from breaking, yours {mine}.</source>
        <translation>Su ejército está a {margin} de romperse; el tuyo, a {mine}.</translation>
    </message>
    <message>
        <source>His card has nothing to strike back with.</source>
        <translation>Su carta no tiene con qué contraatacar.</translation>
    </message>
    <message numerus="yes">
        <source>It brings %n piece(s) up from the reserve to the front card.</source>
        <translation>
            <numerusform>Hace avanzar %n pieza de la reserva a la carta delantera.</numerusform>
            <numerusform>Hace avanzar %n piezas de la reserva a la carta delantera.</numerusform>
        </translation>
    </message>
    <message>
        <source>It costs nothing: it is this card&apos;s first order this turn, where the general stands.</source>
        <translation>No cuesta nada: es la primera orden de esta carta en este turno, donde está el general.</translation>
    </message>
    <message>
        <source>It costs {points} of your {command}, leaving {left}.</source>
        <translation>Cuesta {points} de tus {command}, y quedan {left}.</translation>
    </message>
    <message>
        <source>It costs {points} of your {command}.</source>
        <translation>Cuesta {points} de tus {command}.</translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits before his skirmishers evade.</source>
        <translation>
            <numerusform>Tira %n dado contra {shields}: acierta con {need} o más, unos {hits} impactos antes de que esquiven sus escaramuzadores.</numerusform>
            <numerusform>Tira %n dados contra {shields}: cada uno acierta con {need} o más, unos {hits} impactos antes de que esquiven sus escaramuzadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits.</source>
        <translation>
            <numerusform>Tira %n dado contra {shields}: acierta con {need} o más, unos {hits} impactos.</numerusform>
            <numerusform>Tira %n dados contra {shields}: cada uno acierta con {need} o más, unos {hits} impactos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s), one for each piece out of order, each bringing one back on a {need} or more: about {back} pieces back.</source>
        <translation>
            <numerusform>Tira %n dado, uno por cada pieza desordenada, que la recupera con {need} o más: unas {back} piezas recuperadas.</numerusform>
            <numerusform>Tira %n dados, uno por cada pieza desordenada, y cada uno recupera una con {need} o más: unas {back} piezas recuperadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leading, he keeps your two highest dice, but on about {percent}% of rolls they are equal and he is lost.</source>
        <translation>Al frente, te deja los dos dados más altos, pero en cerca del {percent}% de las tiradas son iguales y cae.</translation>
    </message>
    <message>
        <source>The other die, {die}, guards morale: your army then stands {margin} from breaking (shields and morale against pieces destroyed and disordered).</source>
        <translation>El otro dado, {die}, guarda la moral: tu ejército queda entonces a {margin} de romperse (escudos y moral frente a piezas destruidas y desordenadas).</translation>
    </message>
    <message>
        <source>Your army still stands {margin} from breaking.</source>
        <translation>Tu ejército sigue a {margin} de romperse.</translation>
    </message>
    <message>
        <source>Your army then stands {margin} from breaking ({now} now).</source>
        <translation>Tu ejército queda entonces a {margin} de romperse (ahora, {now}).</translation>
    </message>
</context>
<context>
    <name>BarditusScene</name>
    <message numerus="yes">
        <source> · %n command point(s) left</source>
        <translation>
            <numerusform> · queda %n punto de mando</numerusform>
            <numerusform> · quedan %n puntos de mando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · {name}: %n command point(s) left</source>
        <translation>
            <numerusform> · {name}: queda %n punto de mando</numerusform>
            <numerusform> · {name}: quedan %n puntos de mando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) to take</source>
        <translation>
            <numerusform>%n impacto por encajar</numerusform>
            <numerusform>%n impactos por encajar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) may go back: {places}</source>
        <translation>
            <numerusform>%n pieza puede volver: {places}</numerusform>
            <numerusform>%n piezas pueden volver: {places}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) on shields: battle dice score on {need} against it.</source>
        <translation>
            <numerusform>%n pieza en escudos: los dados de batalla aciertan con {need} contra ella.</numerusform>
            <numerusform>%n piezas en escudos: los dados de batalla aciertan con {need} contra ella.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n six(es) to pursue</source>
        <translation>
            <numerusform>%n seis para perseguir</numerusform>
            <numerusform>%n seises para perseguir</numerusform>
        </translation>
    </message>
    <message>
        <source>: {gauge}, {lost} destroyed, morale die {morale}</source>
        <translation>: {gauge}, {lost} destruidas, dado de moral {morale}</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Una carta</translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Batalla en tablas</translation>
    </message>
    <message>
        <source>An empty place</source>
        <translation>Un lugar vacío</translation>
    </message>
    <message>
        <source>Attacking</source>
        <translation>Ataca</translation>
    </message>
    <message>
        <source>Both roll a die: the higher deploys first and moves first.</source>
        <translation>Ambos tiran un dado: el más alto despliega primero y mueve primero.</translation>
    </message>
    <message>
        <source>Building a secret list…</source>
        <translation>Formando una lista secreta…</translation>
    </message>
    <message>
        <source>Counter-attacking</source>
        <translation>Contraataca</translation>
    </message>
    <message>
        <source>Deployment, one card each in turn.
You won the roll-off: you deploy first, move first.</source>
        <translation>Despliegue, una carta cada uno por turnos.
Ganaste la tirada inicial: despliegas primero, mueves primero.</translation>
    </message>
    <message>
        <source>Deployment, one card each in turn.
{name} won the roll-off: deploys first, moves first.</source>
        <translation>Despliegue, una carta cada uno por turnos.
{name} ganó la tirada inicial: despliega primero, mueve primero.</translation>
    </message>
    <message>
        <source>Dice of {name}</source>
        <translation>Dados de {name}</translation>
    </message>
    <message>
        <source>Each army builds its list in turn, unseen: the cards show only as they are deployed.</source>
        <translation>Cada ejército forma su lista por turnos, sin ser visto: las cartas solo se ven al desplegarse.</translation>
    </message>
    <message>
        <source>Each card shows its points (the disc) and its slots: swords roll battle dice, shields turn them away and steady the army; D slots are disorder.</source>
        <translation>Cada carta muestra sus puntos (el disco) y sus casillas: las espadas tiran dados de batalla, los escudos los detienen y dan firmeza al ejército; las casillas D son desorden.</translation>
    </message>
    <message>
        <source>Front line: {cards}</source>
        <translation>Línea delantera: {cards}</translation>
    </message>
    <message>
        <source>General lost: keeps the two lowest command dice.</source>
        <translation>General caído: guarda los 2 dados más bajos.</translation>
    </message>
    <message>
        <source>Hover a card to read it: swords roll dice, shields turn them away and steady the army, D is disorder; dashed slots start empty.</source>
        <translation>Pasa el ratón por una carta para leerla: las espadas tiran dados, los escudos los detienen y dan firmeza al ejército, D es desorden; las casillas discontinuas empiezan vacías.</translation>
    </message>
    <message>
        <source>Hover a front card: what an order to it costs now, and its orders this turn (0/2).</source>
        <translation>Pasa el ratón por una carta delantera: lo que cuesta ahora una orden y sus órdenes de este turno (0/2).</translation>
    </message>
    <message numerus="yes">
        <source>List ready: %n card(s), hidden until deployed.</source>
        <translation>
            <numerusform>Lista lista: %n carta, oculta hasta desplegarse.</numerusform>
            <numerusform>Lista lista: %n cartas, ocultas hasta desplegarse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>List ready: %n card(s).</source>
        <translation>
            <numerusform>Lista lista: %n carta.</numerusform>
            <numerusform>Lista lista: %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass the screen. Your army list and the cards you have not deployed stay hidden until you are ready.

Press Enter or click to continue.</source>
        <translation>Pasa la pantalla. Tu lista de ejército y las cartas que no has desplegado siguen ocultas hasta que estés listo.

Pulsa Intro o haz clic para seguir.</translation>
    </message>
    <message>
        <source>Rally of {card}</source>
        <translation>Reagrupamiento de {card}</translation>
    </message>
    <message>
        <source>Rear cards beyond four stay out of the battle.</source>
        <translation>Las cartas traseras por encima de cuatro quedan fuera de la batalla.</translation>
    </message>
    <message>
        <source>Rear line: {cards}</source>
        <translation>Línea trasera: {cards}</translation>
    </message>
    <message>
        <source>Reserve of {card}</source>
        <translation>Reserva de {card}</translation>
    </message>
    <message>
        <source>Round {round} of {turns} · turn of {name}</source>
        <translation>Ronda {round} de {turns} · turno de {name}</translation>
    </message>
    <message>
        <source>Round {round} of {turns} · your turn</source>
        <translation>Ronda {round} de {turns} · tu turno</translation>
    </message>
    <message>
        <source>Struck</source>
        <translation>Golpeada</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La batalla ha terminado</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Ruedan los dados…</translation>
    </message>
    <message>
        <source>The general leads at the front this turn.</source>
        <translation>El general va al frente este turno.</translation>
    </message>
    <message>
        <source>Waits to build a secret list.</source>
        <translation>Espera para formar una lista secreta.</translation>
    </message>
    <message>
        <source>You win ({reason})</source>
        <translation>Ganas ({reason})</translation>
    </message>
    <message>
        <source>You won the roll-off and moved first.</source>
        <translation>Ganaste la tirada inicial y moviste primero.</translation>
    </message>
    <message>
        <source>Your cards in hand: {cards}</source>
        <translation>Tus cartas en la mano: {cards}</translation>
    </message>
    <message>
        <source>Your cards stay hidden until deployed.</source>
        <translation>Tus cartas siguen ocultas hasta desplegarse.</translation>
    </message>
    <message>
        <source>Your dice</source>
        <translation>Tus dados</translation>
    </message>
    <message>
        <source>Your die showing {value}</source>
        <translation>Tu dado, que muestra {value}</translation>
    </message>
    <message>
        <source>Your list: click or drop the cards you take</source>
        <translation>Tu lista: haz clic o suelta aquí las cartas que tomes</translation>
    </message>
    <message>
        <source>Your list: {cards}</source>
        <translation>Tu lista: {cards}</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>Your piece: {place}</source>
        <translation>Tu pieza: {place}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>batalla</translation>
    </message>
    <message>
        <source>counter-attack</source>
        <translation>contraataque</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>flank attack</source>
        <translation>ataque de flanco</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>order {used}/2 · costs {cost}</source>
        <translation>orden {used}/2 · cuesta {cost}</translation>
    </message>
    <message>
        <source>orders 2/2: done</source>
        <translation>órdenes 2/2: hecho</translation>
    </message>
    <message>
        <source>{attacker} against {defender}: {fight}</source>
        <translation>{attacker} contra {defender}: {fight}</translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n piece(s))</source>
        <translation>
            <numerusform>{card} (%n pieza)</numerusform>
            <numerusform>{card} (%n piezas)</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} ({points}), in your army, to take</source>
        <translation>{card} ({points}), en tu ejército, para tomar</translation>
    </message>
    <message>
        <source>{card} ({points}), in your hand</source>
        <translation>{card} ({points}), en tu mano</translation>
    </message>
    <message>
        <source>{left} of {copies} left</source>
        <translation>quedan {left} de {copies}</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>Juega {name}</translation>
    </message>
    <message>
        <source>{name} wins ({reason})</source>
        <translation>{name} gana ({reason})</translation>
    </message>
    <message>
        <source>{name} won the roll-off and moved first.</source>
        <translation>{name} ganó la tirada inicial y movió primero.</translation>
    </message>
    <message>
        <source>{name}, the enemy&apos;s front card in column {column}</source>
        <translation>{name}, la carta delantera enemiga de la columna {column}</translation>
    </message>
    <message>
        <source>{name}, the enemy&apos;s rear card in column {column}</source>
        <translation>{name}, la carta trasera enemiga de la columna {column}</translation>
    </message>
    <message>
        <source>{name}, your front card in column {column}</source>
        <translation>{name}, tu carta delantera de la columna {column}</translation>
    </message>
    <message>
        <source>{name}, your rear card in column {column}</source>
        <translation>{name}, tu carta trasera de la columna {column}</translation>
    </message>
    <message numerus="yes">
        <source>{placed} of 8 places filled · %n card(s) in hand</source>
        <translation>
            <numerusform>{placed} de 8 lugares ocupados · %n carta en la mano</numerusform>
            <numerusform>{placed} de 8 lugares ocupados · %n cartas en la mano</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusState</name>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>A pursuer of yours is caught</source>
        <translation>Atrapan a uno de tus perseguidores</translation>
    </message>
    <message>
        <source>Army building: take four front cards and four to six rear cards (20 points)</source>
        <translation>Formación del ejército: toma cuatro cartas delanteras y de cuatro a seis traseras (20 puntos)</translation>
    </message>
    <message>
        <source>Battle dice</source>
        <translation>Dados de batalla</translation>
    </message>
    <message>
        <source>Command: choose the command die and the card where the general stands</source>
        <translation>Mando: elige el dado de mando y la carta donde está el general</translation>
    </message>
    <message>
        <source>Command: three dice</source>
        <translation>Mando: tres dados</translation>
    </message>
    <message>
        <source>Command: will the general lead at the front?</source>
        <translation>Mando: ¿irá el general al frente?</translation>
    </message>
    <message>
        <source>Deployment: lay one card in your formation</source>
        <translation>Despliegue: coloca una carta en tu formación</translation>
    </message>
    <message>
        <source>Orders: battle, rally or reserve, paid from the command die</source>
        <translation>Órdenes: batalla, reagrupar o reserva, con el dado de mando</translation>
    </message>
    <message>
        <source>Pursuit: a piece follows each six</source>
        <translation>Persecución: una pieza sigue a cada seis</translation>
    </message>
    <message>
        <source>Rally dice</source>
        <translation>Dados de reagrupamiento</translation>
    </message>
    <message>
        <source>Rally: move the rallied pieces back to filled slots</source>
        <translation>Reagrupamiento: devuelve las piezas reagrupadas a casillas llenas</translation>
    </message>
    <message>
        <source>Reserve: bring pieces up to the front card</source>
        <translation>Reserva: sube piezas a la carta delantera</translation>
    </message>
    <message>
        <source>Roll-off: the higher die deploys first and moves first</source>
        <translation>Tirada inicial: el dado más alto despliega primero y mueve primero</translation>
    </message>
    <message>
        <source>Skirmishers evade</source>
        <translation>Los escaramuzadores esquivan</translation>
    </message>
    <message>
        <source>Take the hits: retreat or lose a piece for each</source>
        <translation>Encaja los impactos: retrocede o pierde una pieza por cada uno</translation>
    </message>
    <message>
        <source>That card</source>
        <translation>Esa carta</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La batalla ha terminado</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>a die is to be rolled first</source>
        <translation>antes hay que tirar un dado</translation>
    </message>
    <message>
        <source>a die shows 1 to 6, not {die}</source>
        <translation>un dado muestra de 1 a 6, no {die}</translation>
    </message>
    <message>
        <source>a disordered piece falls back only onto a D slot: a retreat never mends its disorder</source>
        <translation>una pieza desordenada solo retrocede a una casilla D: una retirada nunca repara su desorden</translation>
    </message>
    <message>
        <source>a flank attack from {card} strikes an enemy card diagonally beside the one opposite, not {enemy}</source>
        <translation>un ataque por el flanco de {card} golpea una carta enemiga en diagonal, junto a la de enfrente, no {enemy}</translation>
    </message>
    <message>
        <source>a flank attack is made only when the card opposite has no pieces left</source>
        <translation>solo se ataca por el flanco cuando a la carta de enfrente no le quedan piezas</translation>
    </message>
    <message>
        <source>a formation has no such place: its cards stand in columns 1 to 4, in the front line and the rear line</source>
        <translation>una formación no tiene ese lugar: sus cartas están en las columnas 1 a 4, en la línea delantera y en la trasera</translation>
    </message>
    <message>
        <source>a piece of the reserve moves up to an empty filled slot of {card}</source>
        <translation>una pieza de la reserva avanza a una casilla llena vacía de {card}</translation>
    </message>
    <message>
        <source>a piece on a sword slot of {card} follows the beaten enemy</source>
        <translation>una pieza en una casilla de espada de {card} sigue al enemigo vencido</translation>
    </message>
    <message>
        <source>a piece retreats straight back, to an empty open slot behind it on its card or the rear card</source>
        <translation>una pieza retrocede en línea recta, a una casilla abierta vacía detrás de ella en su carta o en la carta trasera</translation>
    </message>
    <message>
        <source>a pursuing piece of this card must be lost before any other</source>
        <translation>una pieza perseguidora de esta carta debe perderse antes que cualquier otra</translation>
    </message>
    <message>
        <source>a rallied piece goes back to an empty filled slot of its front card, within its filled slots</source>
        <translation>una pieza reagrupada vuelve a una casilla llena vacía de su carta delantera, dentro de sus casillas llenas</translation>
    </message>
    <message>
        <source>an order to {card} costs {cost}; command points left: {left}</source>
        <translation>una orden a {card} cuesta {cost}; puntos de mando restantes: {left}</translation>
    </message>
    <message>
        <source>only a piece of the reserve behind {card} moves up</source>
        <translation>solo avanza una pieza de la reserva detrás de {card}</translation>
    </message>
    <message>
        <source>only a piece whose rally die succeeded goes back</source>
        <translation>solo vuelve una pieza cuyo dado de reagrupamiento ha salido bien</translation>
    </message>
    <message>
        <source>take a card</source>
        <translation>tomar una carta</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>la batalla ha terminado</translation>
    </message>
    <message>
        <source>the command die is one of the dice kept ({kept}), laid on one of your front cards</source>
        <translation>el dado de mando es uno de los dados guardados ({kept}), puesto sobre una de tus cartas delanteras</translation>
    </message>
    <message>
        <source>the enemy card opposite {card} has no pieces left to fight: a flank attack may strike a card diagonally beside it</source>
        <translation>a la carta enemiga de enfrente de {card} no le quedan piezas para combatir: un ataque por el flanco puede golpear una carta en diagonal junto a ella</translation>
    </message>
    <message>
        <source>the enemy&apos;s {card}</source>
        <translation>{card} del enemigo</translation>
    </message>
    <message>
        <source>the enemy&apos;s {card} in column {column}</source>
        <translation>{card} del enemigo en la columna {column}</translation>
    </message>
    <message>
        <source>the hit falls on {card}: one of its pieces, or of its pursuers out, takes it</source>
        <translation>el impacto cae sobre {card}: lo encaja una de sus piezas o uno de sus perseguidores que están fuera</translation>
    </message>
    <message>
        <source>the list is not legal yet: {problem}</source>
        <translation>la lista aún no es válida: {problem}</translation>
    </message>
    <message>
        <source>the pursuer lost is one of yours standing on {enemy}</source>
        <translation>el perseguidor que se pierde es uno de los tuyos que están sobre {enemy}</translation>
    </message>
    <message>
        <source>the reserve behind {card} has no pieces left</source>
        <translation>a la reserva detrás de {card} no le quedan piezas</translation>
    </message>
    <message>
        <source>the {army} has only {copies} {card}</source>
        <translation>{army} solo tiene {copies} {card}</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>the {card} behind column {column}</source>
        <translation>{card} detrás de la columna {column}</translation>
    </message>
    <message>
        <source>the {card} in column {column}</source>
        <translation>{card} de la columna {column}</translation>
    </message>
    <message>
        <source>{action}: not now; the {phase} phase asks for {expected}</source>
        <translation>{action}: ahora no; la fase {phase} pide {expected}</translation>
    </message>
    <message>
        <source>{card} ({points}) would leave no legal list within {most} points and {front} front and {rear_min}-{rear_max} rear cards</source>
        <translation>{card} ({points}) no dejaría ninguna lista válida dentro de {most} puntos y {front} cartas delanteras y {rear_min}-{rear_max} traseras</translation>
    </message>
    <message>
        <source>{card} already stands in that place: one card to a place</source>
        <translation>{card} ya está en ese lugar: una carta por lugar</translation>
    </message>
    <message>
        <source>{card} has had its two orders this turn</source>
        <translation>{card} ya ha tenido sus dos órdenes este turno</translation>
    </message>
    <message>
        <source>{card} has no empty filled slot for a rallied piece to go back to</source>
        <translation>{card} no tiene ninguna casilla llena vacía a la que pueda volver una pieza reagrupada</translation>
    </message>
    <message>
        <source>{card} has no men on it to fight (its pursuers fight with it)</source>
        <translation>{card} no tiene hombres para combatir (sus perseguidores combaten con ella)</translation>
    </message>
    <message>
        <source>{card} has no piece out of order to rally</source>
        <translation>{card} no tiene ninguna pieza desordenada que reagrupar</translation>
    </message>
    <message>
        <source>{card} has no pieces on sword slots to roll battle dice</source>
        <translation>{card} no tiene piezas en casillas de espada para tirar dados de batalla</translation>
    </message>
    <message>
        <source>{card} has no reserve behind it</source>
        <translation>{card} no tiene reserva detrás</translation>
    </message>
    <message>
        <source>{card} has no room for another piece: a card holds no more pieces than it has filled slots, each on an empty filled slot</source>
        <translation>{card} no tiene sitio para otra pieza: una carta no tiene más piezas que casillas llenas, cada una en una casilla llena vacía</translation>
    </message>
    <message>
        <source>{card} is a front line card: it is laid in the front line</source>
        <translation>{card} es una carta de la línea delantera: se coloca en la línea delantera</translation>
    </message>
    <message>
        <source>{card} is a rear line card: it is laid in the rear line, behind a front card</source>
        <translation>{card} es una carta de la línea trasera: se coloca en la línea trasera, detrás de una carta delantera</translation>
    </message>
    <message>
        <source>{card} is not a card of the {army}</source>
        <translation>{card} no es una carta de {army}</translation>
    </message>
    <message>
        <source>{card} is not among the cards of your list still to deploy</source>
        <translation>{card} no está entre las cartas de tu lista que quedan por desplegar</translation>
    </message>
    <message>
        <source>{card} stands in the rear line: choose one of your front cards</source>
        <translation>{card} está en la línea trasera: elige una de tus cartas delanteras</translation>
    </message>
    <message>
        <source>{enemy} has no pieces left to fight</source>
        <translation>{enemy} ya no tiene piezas para combatir</translation>
    </message>
</context>
<context>
    <name>BarditusStory</name>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Batalla en tablas</translation>
    </message>
    <message>
        <source>After {rounds} rounds neither army broke; the one further from breaking wins (margins {a} and {b}).</source>
        <translation>Tras {rounds} rondas ningún ejército se rompió; gana el más lejos de romperse (márgenes {a} y {b}).</translation>
    </message>
    <message>
        <source>Attack of {name} in column {column}</source>
        <translation>Ataque de {name} en la columna {column}</translation>
    </message>
    <message>
        <source>Counter-attack of {name} in column {column}</source>
        <translation>Contraataque de {name} en la columna {column}</translation>
    </message>
    <message>
        <source>Pieces destroyed</source>
        <translation>Piezas destruidas</translation>
    </message>
    <message>
        <source>The {army} broke: {losses} losses ({destroyed} destroyed, {disordered} disordered) against {steady} steady ({shields} on shields, morale die {morale}).</source>
        <translation>{army} se rompió: {losses} pérdidas ({destroyed} destruidas, {disordered} desordenadas) frente a {steady} de firmeza ({shields} en escudos, dado de moral {morale}).</translation>
    </message>
    <message>
        <source>You win the battle</source>
        <translation>Ganas la batalla</translation>
    </message>
    <message>
        <source>Your attack in column {column}</source>
        <translation>Tu ataque en la columna {column}</translation>
    </message>
    <message>
        <source>Your counter-attack in column {column}</source>
        <translation>Tu contraataque en la columna {column}</translation>
    </message>
    <message>
        <source>pieces destroyed</source>
        <translation>piezas destruidas</translation>
    </message>
    <message>
        <source>untouched</source>
        <translation>intacto</translation>
    </message>
    <message>
        <source>{army}: {losses}.</source>
        <translation>{army}: {losses}.</translation>
    </message>
    <message>
        <source>{count} destroyed</source>
        <translation>{count} destruidas</translation>
    </message>
    <message>
        <source>{count} fell back</source>
        <translation>{count} retrocedieron</translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation>{name} gana la batalla</translation>
    </message>
</context>
<context>
    <name>BarditusText</name>
    <message>
        <source> +{count} away</source>
        <translation> +{count} fuera</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacía)</translation>
    </message>
    <message>
        <source>, general on column {column}</source>
        <translation>, general en la columna {column}</translation>
    </message>
    <message>
        <source>Army A</source>
        <translation>Ejército A</translation>
    </message>
    <message>
        <source>Army B</source>
        <translation>Ejército B</translation>
    </message>
    <message numerus="yes">
        <source>Command dice kept {dice}, %n point(s) left</source>
        <translation>
            <numerusform>Dados de mando guardados {dice}, queda %n punto</numerusform>
            <numerusform>Dados de mando guardados {dice}, quedan %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Last roll of {name} ({purpose}): {dice}</source>
        <translation>Última tirada de {name} ({purpose}): {dice}</translation>
    </message>
    <message>
        <source>Over: {reason}</source>
        <translation>Terminada: {reason}</translation>
    </message>
    <message>
        <source>Your cards in hand: {cards}</source>
        <translation>Tus cartas en la mano: {cards}</translation>
    </message>
    <message>
        <source>Your last roll ({purpose}): {dice}</source>
        <translation>Tu última tirada ({purpose}): {dice}</translation>
    </message>
    <message>
        <source>an army broke</source>
        <translation>un ejército se rompió</translation>
    </message>
    <message>
        <source>the last round was fought</source>
        <translation>se libró la última ronda</translation>
    </message>
    <message numerus="yes">
        <source>{name} ({army}): {lost} destroyed, morale die {morale}, %n card(s) in hand</source>
        <translation>
            <numerusform>{name} ({army}): {lost} destruidas, dado de moral {morale}, %n carta en la mano</numerusform>
            <numerusform>{name} ({army}): {lost} destruidas, dado de moral {morale}, %n cartas en la mano</numerusform>
        </translation>
    </message>
    <message>
        <source>{phase}: your move</source>
        <translation>{phase}: te toca</translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase}: juega {name}</translation>
    </message>
</context>
<context>
    <name>BarditusUI</name>
    <message>
        <source> — pieces destroyed {a}-{b}</source>
        <translation> — piezas destruidas {a}-{b}</translation>
    </message>
    <message>
        <source>A drawn battle</source>
        <translation>Batalla en tablas</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message numerus="yes">
        <source>%n D marker(s)</source>
        <translation>
            <numerusform>%n marcador D</numerusform>
            <numerusform>%n marcadores D</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty marker(s)</source>
        <translation>
            <numerusform>%n marcador de baja</numerusform>
            <numerusform>%n marcadores de baja</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command die place(s)</source>
        <translation>
            <numerusform>%n casilla del dado de mando</numerusform>
            <numerusform>%n casillas del dado de mando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n general</numerusform>
            <numerusform>%n generales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale die place(s)</source>
        <translation>
            <numerusform>%n casilla del dado de moral</numerusform>
            <numerusform>%n casillas del dado de moral</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pursuit marker(s)</source>
        <translation>
            <numerusform>%n marcador de persecución</numerusform>
            <numerusform>%n marcadores de persecución</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit piece(s)</source>
        <translation>
            <numerusform>%n pieza de unidad</numerusform>
            <numerusform>%n piezas de unidad</numerusform>
        </translation>
    </message>
    <message>
        <source>Barditus tokens — cut along the grey lines. Unit pieces stand on the filled slots at set-up; the dice sit on their places; markers as play needs them.</source>
        <translation>Fichas de Barditus — recorta por las líneas grises. Al desplegar, las piezas de unidad van en las casillas llenas, los dados en sus casillas y los marcadores según pida el juego.</translation>
    </message>
    <message>
        <source>Bout period</source>
        <translation>Periodo del asalto</translation>
    </message>
    <message>
        <source>Command</source>
        <comment>a die place</comment>
        <translation>Mando</translation>
    </message>
    <message>
        <source>En Garde piste</source>
        <translation>Pista de En Garde</translation>
    </message>
    <message>
        <source>General</source>
        <comment>the general&apos;s marker</comment>
        <translation>General</translation>
    </message>
    <message>
        <source>Green fencer</source>
        <translation>Tirador verde</translation>
    </message>
    <message>
        <source>Initiative coin</source>
        <translation>Moneda de iniciativa</translation>
    </message>
    <message>
        <source>Morale</source>
        <comment>a die place</comment>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Prioridad</translation>
    </message>
    <message>
        <source>Ready...Fence! boards — the stamina indicators and the scoreboard. Stamina tokens start on 6, the round marker on 1, the weapon tokens on {line}.</source>
        <translation>Tableros de Ready...Fence! — los indicadores de resistencia y el marcador. Las fichas de resistencia empiezan en 6, el marcador de periodo en 1 y las fichas de arma en {line}.</translation>
    </message>
    <message>
        <source>Ready...Fence! fencing strip</source>
        <translation>Pista de Ready...Fence!</translation>
    </message>
    <message>
        <source>Red fencer</source>
        <translation>Tirador rojo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Tocados</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Resistencia</translation>
    </message>
    <message>
        <source>Timer countdown</source>
        <translation>Cuenta atrás del crono</translation>
    </message>
    <message>
        <source>die</source>
        <translation>dado</translation>
    </message>
    <message>
        <source>on guard</source>
        <translation>en guardia</translation>
    </message>
    <message>
        <source>run-off</source>
        <translation>prolongación</translation>
    </message>
    <message>
        <source>the deck, face down</source>
        <translation>el mazo, boca abajo</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>This card&apos;s face cannot be drawn. Check its card set.</source>
        <translation>No se puede dibujar el anverso de esta carta. Comprueba su juego de cartas.</translation>
    </message>
</context>
<context>
    <name>CardFit</name>
    <message>
        <source>Checking that every card face fits: {done} of {total}…</source>
        <translation>Comprobando que cada anverso de carta cabe: {done} de {total}…</translation>
    </message>
    <message>
        <source>does not fit its box {where}, even in the smallest type the face allows: shorten it</source>
        <translation>no cabe en su recuadro {where}, ni siquiera con la letra más pequeña que permite el anverso: acorta el texto</translation>
    </message>
    <message>
        <source>enlarged on the table</source>
        <translation>con la carta ampliada en la mesa</translation>
    </message>
    <message>
        <source>in the PDF proofs (bridge size)</source>
        <translation>en las pruebas PDF (tamaño bridge)</translation>
    </message>
    <message>
        <source>in the PDF proofs (mini size)</source>
        <translation>en las pruebas PDF (tamaño mini)</translation>
    </message>
    <message>
        <source>in the PDF proofs (poker size)</source>
        <translation>en las pruebas PDF (tamaño póker)</translation>
    </message>
    <message>
        <source>in the card images at 300 dpi</source>
        <translation>en las imágenes de las cartas a 300 dpi</translation>
    </message>
    <message>
        <source>in the card images at 600 dpi</source>
        <translation>en las imágenes de las cartas a 600 dpi</translation>
    </message>
    <message>
        <source>in the print preview (bridge size)</source>
        <translation>en la vista previa de impresión (tamaño bridge)</translation>
    </message>
    <message>
        <source>in the print preview (mini size)</source>
        <translation>en la vista previa de impresión (tamaño mini)</translation>
    </message>
    <message>
        <source>in the print preview (poker size)</source>
        <translation>en la vista previa de impresión (tamaño póker)</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>en la mesa</translation>
    </message>
    <message>
        <source>the face cannot be drawn {where}: {reason}</source>
        <translation>el anverso no se puede dibujar {where}: {reason}</translation>
    </message>
</context>
<context>
    <name>CardSchema</name>
    <message>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Angulations</source>
        <translation>Angulaciones</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Brazo</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Audatia</source>
        <translation>Audatia</translation>
    </message>
    <message>
        <source>Auxiliary Action</source>
        <translation>Acción auxiliar</translation>
    </message>
    <message>
        <source>Avoid</source>
        <translation>Esquiva</translation>
    </message>
    <message>
        <source>B (basic)</source>
        <translation>B (básica)</translation>
    </message>
    <message>
        <source>Basic Action</source>
        <translation>Acción básica</translation>
    </message>
    <message>
        <source>Basic card</source>
        <translation>Carta básica</translation>
    </message>
    <message>
        <source>Beat Thrust</source>
        <translation>Batida y estocada</translation>
    </message>
    <message>
        <source>Blows from it</source>
        <translation>Golpes desde esta posta</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Cuerpo</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonificación</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Ruptura</translation>
    </message>
    <message>
        <source>Ceding Parry</source>
        <translation>Parada cediendo</translation>
    </message>
    <message>
        <source>Celeritas</source>
        <translation>Celeritas</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Contraataque</translation>
    </message>
    <message>
        <source>Counter-Time</source>
        <translation>Contratiempo</translation>
    </message>
    <message>
        <source>Counter-offensive Action</source>
        <translation>Acción contraofensiva</translation>
    </message>
    <message>
        <source>Counter-remedy</source>
        <translation>Contrarremedio</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Azul oscuro</translation>
    </message>
    <message>
        <source>Dark and red</source>
        <translation>Azul oscuro y roja</translation>
    </message>
    <message>
        <source>Defensive Action</source>
        <translation>Acción defensiva</translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation>Desenganche</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>Ends in posta (its id)</source>
        <translation>Termina en la posta (su id)</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Intercambio</translation>
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
        <translation>Finta en tiempo</translation>
    </message>
    <message>
        <source>First-strike bonus</source>
        <translation>Bonificación del primer golpe</translation>
    </message>
    <message>
        <source>First-strike virtue</source>
        <translation>Virtud del primer golpe</translation>
    </message>
    <message>
        <source>Flanconade</source>
        <translation>Flanconada</translation>
    </message>
    <message>
        <source>Flanking</source>
        <translation>Flanqueo</translation>
    </message>
    <message>
        <source>Flick</source>
        <translation>Latigazo</translation>
    </message>
    <message>
        <source>Flèche</source>
        <translation>Flecha</translation>
    </message>
    <message>
        <source>Fortitudo</source>
        <translation>Fortitudo</translation>
    </message>
    <message>
        <source>Front line</source>
        <translation>Línea delantera</translation>
    </message>
    <message>
        <source>Glide Attack</source>
        <translation>Ataque deslizado</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Dorada</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Iconos</translation>
    </message>
    <message>
        <source>Infighting</source>
        <translation>Combate cercano</translation>
    </message>
    <message>
        <source>Inside: height</source>
        <translation>Interior: altura</translation>
    </message>
    <message>
        <source>Inside: shape</source>
        <translation>Interior: forma</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Azul claro</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Bajo</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milicia</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Luna</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <source>No sun</source>
        <translation>Sin sol</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terreno abierto</translation>
    </message>
    <message>
        <source>Open to (upside-down swords)</source>
        <translation>Expuesta a (espadas invertidas)</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Orange and light</source>
        <translation>Naranja y azul claro</translation>
    </message>
    <message>
        <source>Out of Measure</source>
        <translation>Fuera de medida</translation>
    </message>
    <message>
        <source>Outside: height</source>
        <translation>Exterior: altura</translation>
    </message>
    <message>
        <source>Outside: shape</source>
        <translation>Exterior: forma</translation>
    </message>
    <message>
        <source>Over the top</source>
        <translation>Por encima</translation>
    </message>
    <message>
        <source>Parried by</source>
        <translation>Parado por</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parada</translation>
    </message>
    <message>
        <source>Parry-Riposte</source>
        <translation>Parada y respuesta</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
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
        <translation>Persecución</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Calidad</translation>
    </message>
    <message>
        <source>Rear line</source>
        <translation>Línea trasera</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Roja</translation>
    </message>
    <message>
        <source>Red and light</source>
        <translation>Roja y azul claro</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regular</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Remedio</translation>
    </message>
    <message>
        <source>Renewed Attack</source>
        <translation>Ataque renovado</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Escaramuzadores</translation>
    </message>
    <message>
        <source>Slots (rows: X O B N D)</source>
        <translation>Casillas (filas: X O B N D)</translation>
    </message>
    <message>
        <source>Special Action</source>
        <translation>Acción especial</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Resistencia</translation>
    </message>
    <message>
        <source>Stop Hit</source>
        <translation>Golpe de arresto</translation>
    </message>
    <message>
        <source>Straight Thrust</source>
        <translation>Estocada recta</translation>
    </message>
    <message>
        <source>Streto side</source>
        <translation>Lado del Streto</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Golpe</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Estudio</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Sun disc</source>
        <translation>Disco solar</translation>
    </message>
    <message>
        <source>Sun with rays</source>
        <translation>Sol con rayos</translation>
    </message>
    <message>
        <source>T (tutorial)</source>
        <translation>T (tutorial)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Toe Touch</source>
        <translation>Toque al pie</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veterano</translation>
    </message>
    <message>
        <source>Virtue</source>
        <translation>Virtud</translation>
    </message>
    <message>
        <source>Virtue card</source>
        <translation>Carta de Virtud</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Guerrero</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bosque</translation>
    </message>
    <message>
        <source>Wrist</source>
        <translation>Muñeca</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarilla</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>must be {wanted}, not {given}</source>
        <translation>debe ser {wanted}, no {given}</translation>
    </message>
</context>
<context>
    <name>CompetitionHost</name>
    <message>
        <source>It cannot be read: {problem}</source>
        <translation>No se puede leer: {problem}</translation>
    </message>
    <message>
        <source>The competition cannot start: {problem}</source>
        <translation>La competición no puede empezar: {problem}</translation>
    </message>
    <message>
        <source>The competition was not saved: {problem}</source>
        <translation>La competición no se ha guardado: {problem}</translation>
    </message>
    <message>
        <source>The damaged competition file could not be moved aside ({problem}); the new competition will not be saved.</source>
        <translation>El archivo dañado de la competición no se pudo apartar ({problem}); la nueva competición no se guardará.</translation>
    </message>
    <message>
        <source>The damaged competition file was kept as {path}.</source>
        <translation>El archivo dañado de la competición se guardó como {path}.</translation>
    </message>
    <message>
        <source>The saved competition is not over. Start a new one in its place? The saved one is lost.</source>
        <translation>La competición guardada no ha terminado. ¿Empezar otra en su lugar? La guardada se pierde.</translation>
    </message>
    <message>
        <source>Your data folder cannot be used: this competition is not saved.</source>
        <translation>Tu carpeta de datos no se puede usar: esta competición no se guarda.</translation>
    </message>
    <message>
        <source>{stage}: {name} against {other}, to {target} touches.</source>
        <translation>{stage}: {name} contra {other}, a {target} tocados.</translation>
    </message>
</context>
<context>
    <name>CompetitionSetup</name>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <source>&amp;Pool</source>
        <translation>&amp;Poule</translation>
    </message>
    <message>
        <source>&amp;Resume it</source>
        <translation>&amp;Reanudarla</translation>
    </message>
    <message>
        <source>&amp;Start a new competition</source>
        <translation>&amp;Empezar una competición nueva</translation>
    </message>
    <message>
        <source>A new competition</source>
        <translation>Una competición nueva</translation>
    </message>
    <message>
        <source>An épée competition as the rulebook describes it: a pool where every fencer meets every other in a bout to {target} touches, then direct elimination, bout by bout to the final. You fence your bouts on the table; the others are fenced meanwhile.</source>
        <translation>Una competición de espada como la describe el reglamento: una poule donde cada tirador se enfrenta a todos los demás en un asalto a {target} tocados, y luego eliminación directa, asalto a asalto hasta la final. Tú tiras tus asaltos en la mesa; los demás se tiran mientras tanto.</translation>
    </message>
    <message>
        <source>Ready...Fence! competition</source>
        <translation>Competición de Ready...Fence!</translation>
    </message>
    <message>
        <source>The saved competition</source>
        <translation>La competición guardada</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Tu &amp;nombre</translation>
    </message>
    <message>
        <source>Your name: write the name the pool sheet shows.</source>
        <translation>Tu nombre: escribe el nombre que mostrará la hoja de poule.</translation>
    </message>
    <message>
        <source>{count} fencers</source>
        <translation>{count} tiradores</translation>
    </message>
    <message>
        <source>{mode}: pool bouts to {pool}, direct elimination to {target}</source>
        <translation>{mode}: asaltos de poule a {pool}, eliminación directa a {target}</translation>
    </message>
</context>
<context>
    <name>CompetitionWindow</name>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Fence your next bout</source>
        <translation>&amp;Tirar tu próximo asalto</translation>
    </message>
    <message>
        <source>&amp;New competition…</source>
        <translation>&amp;Nueva competición…</translation>
    </message>
    <message>
        <source>&amp;Pool</source>
        <translation>&amp;Poule</translation>
    </message>
    <message>
        <source>&amp;Tableau</source>
        <translation>&amp;Cuadro</translation>
    </message>
    <message>
        <source>Ready...Fence! competition — {mode}, pool of {fencers}, direct elimination to {target}</source>
        <translation>Competición de Ready...Fence! — {mode}, poule de {fencers}, eliminación directa a {target}</translation>
    </message>
    <message>
        <source>The other bouts are being fenced…</source>
        <translation>Se están tirando los demás asaltos…</translation>
    </message>
</context>
<context>
    <name>CompetitionWords</name>
    <message>
        <source>Champion: {name}.</source>
        <translation>Campeón: {name}.</translation>
    </message>
    <message>
        <source>Next: {stage}, {bout}.</source>
        <translation>Siguiente: {stage}, {bout}.</translation>
    </message>
    <message>
        <source>You are the champion!</source>
        <translation>¡Eres el campeón!</translation>
    </message>
    <message>
        <source>You lost the final: second place.</source>
        <translation>Perdiste la final: segundo puesto.</translation>
    </message>
    <message>
        <source>You were eliminated in the quarter-finals.</source>
        <translation>Quedaste eliminado en cuartos de final.</translation>
    </message>
    <message>
        <source>You were eliminated in the semi-finals.</source>
        <translation>Quedaste eliminado en semifinales.</translation>
    </message>
    <message>
        <source>You were eliminated in the tableau of {fencers}.</source>
        <translation>Quedaste eliminado en el cuadro de {fencers}.</translation>
    </message>
    <message>
        <source>Your next bout: {stage}, against {name} ({level}), to {target} touches.</source>
        <translation>Tu próximo asalto: {stage}, contra {name} ({level}), a {target} tocados.</translation>
    </message>
    <message>
        <source>{left} v {right}</source>
        <translation>{left} contra {right}</translation>
    </message>
    <message>
        <source>{mode}, a pool of {fencers}, {name} fencing. </source>
        <translation>{mode}, una poule de {fencers}, con {name}. </translation>
    </message>
    <message>
        <source>{name}: a bye</source>
        <translation>{name}: exento</translation>
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
        <translation>avanzar {card}</translation>
    </message>
    <message>
        <source>advance {card} and attack with {cards}</source>
        <translation>avanzar {card} y atacar con {cards}</translation>
    </message>
    <message>
        <source>attack with {cards}</source>
        <translation>atacar con {cards}</translation>
    </message>
    <message>
        <source>five {value}s</source>
        <translation>cinco {value}</translation>
    </message>
    <message>
        <source>four {value}s</source>
        <translation>cuatro {value}</translation>
    </message>
    <message>
        <source>hold (no last attack)</source>
        <translation>esperar (sin último ataque)</translation>
    </message>
    <message>
        <source>no {value}s</source>
        <translation>ningún {value}</translation>
    </message>
    <message>
        <source>parry with {cards}</source>
        <translation>parar con {cards}</translation>
    </message>
    <message>
        <source>retreat {card}</source>
        <translation>retroceder {card}</translation>
    </message>
    <message>
        <source>three {value}s</source>
        <translation>tres {value}</translation>
    </message>
    <message>
        <source>two {value}s</source>
        <translation>dos {value}</translation>
    </message>
</context>
<context>
    <name>EnGardeCards</name>
    <message>
        <source>a deck may hold at most {most} cards of one value, not {count} of value {value}</source>
        <translation>un mazo puede tener como mucho {most} cartas de un mismo valor, no {count} de valor {value}</translation>
    </message>
    <message>
        <source>an En Garde card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>una carta de En Garde no tiene tipo propio (&quot;card&quot;), no {type}</translation>
    </message>
    <message>
        <source>is not a field of an En Garde card: a card is its value</source>
        <translation>no es un campo de una carta de En Garde: una carta es su valor</translation>
    </message>
    <message>
        <source>the deck must deal two hands of five and keep a card to draw: at least {least} cards, not {count}</source>
        <translation>el mazo debe dar para dos manos de cinco y guardar una carta para robar: al menos {least} cartas, no {count}</translation>
    </message>
    <message>
        <source>the rulebook&apos;s deck has {count} cards of value {value}, this file {found}</source>
        <translation>el mazo del reglamento tiene {count} cartas de valor {value}; este archivo, {found}</translation>
    </message>
</context>
<context>
    <name>EnGardeItems</name>
    <message>
        <source>{count} left</source>
        <translation>quedan {count}</translation>
    </message>
</context>
<context>
    <name>EnGardeReasons</name>
    <message>
        <source>At distance {gap} he cannot attack you from where he stands: {why}.</source>
        <translation>A distancia {gap} no puede atacarte desde donde está: {why}.</translation>
    </message>
    <message>
        <source>At distance {gap} he cannot attack you on his next turn: {how}.</source>
        <translation>A distancia {gap} no puede atacarte en su próximo turno: {how}.</translation>
    </message>
    <message>
        <source>At distance {gap} he cannot attack you: {why}.</source>
        <translation>A distancia {gap} no puede atacarte: {why}.</translation>
    </message>
    <message>
        <source>At distance {gap} you can parry any attack he can make from where he stands: {unseen}, and your hand parries that many.</source>
        <translation>A distancia {gap} puedes parar cualquier ataque que pueda hacer desde donde está: {unseen}, y tu mano para esa cantidad.</translation>
    </message>
    <message>
        <source>At distance {gap} you can parry any attack he can make: {unseen}, and your hand parries that many.</source>
        <translation>A distancia {gap} puedes parar cualquier ataque que pueda hacer: {unseen}, y tu mano para esa cantidad.</translation>
    </message>
    <message>
        <source>Even if he parries, he cannot keep a {value} to riposte with: {why}.</source>
        <translation>Aunque pare, no puede guardarse un {value} para responder: {why}.</translation>
    </message>
    <message numerus="yes">
        <source>He holds only {held}: he cannot parry an attack of %n card(s).</source>
        <translation>
            <numerusform>Solo tiene {held}: no puede parar un ataque de %n carta.</numerusform>
            <numerusform>Solo tiene {held}: no puede parar un ataque de %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>In the basic game every attack hits.</source>
        <translation>En el juego básico todo ataque toca.</translation>
    </message>
    <message>
        <source>No {count} of the cards you have not seen add up to {total}: he cannot parry {cards}.</source>
        <translation>Ninguna combinación de {count} de las cartas que no has visto suma {total}: no puede parar {cards}.</translation>
    </message>
    <message>
        <source>You have just parried: this attack is a riposte, and a riposte wins the round at once.</source>
        <translation>Acabas de parar: este ataque es una respuesta, y una respuesta gana la ronda en el acto.</translation>
    </message>
    <message>
        <source>You keep a {gap} to riposte with: the distance stays {gap}, and a riposte wins the round at once.</source>
        <translation>Te guardas un {gap} para responder: la distancia sigue siendo {gap}, y una respuesta gana la ronda en el acto.</translation>
    </message>
    <message>
        <source>all five {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>los cinco {value} están a la vista ({held} en tu mano, {played} jugadas en esta ronda)</translation>
    </message>
    <message>
        <source>all four {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>los cuatro {value} están a la vista ({held} en tu mano, {played} jugadas en esta ronda)</translation>
    </message>
    <message>
        <source>all three {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>los tres {value} están a la vista ({held} en tu mano, {played} jugadas en esta ronda)</translation>
    </message>
    <message>
        <source>an attack with a {value}</source>
        <translation>un ataque con un {value}</translation>
    </message>
    <message>
        <source>an attack with five {value}s</source>
        <translation>un ataque con cinco {value}</translation>
    </message>
    <message>
        <source>an attack with four {value}s</source>
        <translation>un ataque con cuatro {value}</translation>
    </message>
    <message>
        <source>an attack with no {value}s</source>
        <translation>un ataque sin ningún {value}</translation>
    </message>
    <message>
        <source>an attack with three {value}s</source>
        <translation>un ataque con tres {value}</translation>
    </message>
    <message>
        <source>an attack with two {value}s</source>
        <translation>un ataque con dos {value}</translation>
    </message>
    <message>
        <source>both {value}s are accounted for ({held} in your hand, {played} played this round)</source>
        <translation>los dos {value} están a la vista ({held} en tu mano, {played} jugadas en esta ronda)</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>five cards</source>
        <translation>cinco cartas</translation>
    </message>
    <message>
        <source>five {value}s</source>
        <translation>cinco {value}</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>four cards</source>
        <translation>cuatro cartas</translation>
    </message>
    <message>
        <source>four {value}s</source>
        <translation>cuatro {value}</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>no card is higher than 5</source>
        <translation>ninguna carta pasa de 5</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>no {value}s</source>
        <translation>ningún {value}</translation>
    </message>
    <message>
        <source>not even with an advance and attack</source>
        <translation>ni siquiera avanzando y atacando</translation>
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
        <translation>solo quedan cinco {value} sin ver</translation>
    </message>
    <message>
        <source>only four {value}s are unseen</source>
        <translation>solo quedan cuatro {value} sin ver</translation>
    </message>
    <message>
        <source>only no {value}s are unseen</source>
        <translation>no queda ningún {value} sin ver</translation>
    </message>
    <message>
        <source>only one {value} is unseen</source>
        <translation>solo queda un {value} sin ver</translation>
    </message>
    <message>
        <source>only three {value}s are unseen</source>
        <translation>solo quedan tres {value} sin ver</translation>
    </message>
    <message>
        <source>only two {value}s are unseen</source>
        <translation>solo quedan dos {value} sin ver</translation>
    </message>
    <message>
        <source>the deck holds no {value}s</source>
        <translation>el mazo no tiene ningún {value}</translation>
    </message>
    <message>
        <source>the deck&apos;s one {value} is accounted for ({held} in your hand, {played} played this round)</source>
        <translation>el único {value} del mazo está a la vista ({held} en tu mano, {played} jugadas en esta ronda)</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>three cards</source>
        <translation>tres cartas</translation>
    </message>
    <message>
        <source>three {value}s</source>
        <translation>tres {value}</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>two cards</source>
        <translation>dos cartas</translation>
    </message>
    <message>
        <source>two {value}s</source>
        <translation>dos {value}</translation>
    </message>
    <message>
        <source>{accounted}: he cannot parry {attack}.</source>
        <translation>{accounted}: no puede parar {attack}.</translation>
    </message>
    <message>
        <source>{unseen}: he holds at most {most}, so an attack with {cards} cannot be parried.</source>
        <translation>{unseen}: tiene como mucho {most}, así que un ataque con {cards} no se puede parar.</translation>
    </message>
    <message>
        <source>{why} He can only give ground.</source>
        <translation>{why} Solo puede ceder terreno.</translation>
    </message>
</context>
<context>
    <name>EnGardeScene</name>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n carta en el mazo</numerusform>
            <numerusform>%n cartas en el mazo</numerusform>
        </translation>
    </message>
    <message>
        <source>A move uses exactly one card.</source>
        <translation>Un movimiento usa exactamente una carta.</translation>
    </message>
    <message numerus="yes">
        <source>A {value} moves exactly %n space(s), forward or back.</source>
        <translation>
            <numerusform>Un {value} mueve exactamente %n casilla, adelante o atrás.</numerusform>
            <numerusform>Un {value} mueve exactamente %n casillas, adelante o atrás.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack to answer</source>
        <translation>Ataque por responder</translation>
    </message>
    <message>
        <source>Attack to answer: {cards}</source>
        <translation>Ataque por responder: {cards}</translation>
    </message>
    <message>
        <source>Cards in hand: {first} {a}, {second} {b}</source>
        <translation>Cartas en mano: {first} {a}, {second} {b}</translation>
    </message>
    <message>
        <source>Choose an action first: F, B, A, P, H or a number.</source>
        <translation>Elige antes una acción: F, B, A, P, H o un número.</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Drawn round</source>
        <translation>Ronda empatada</translation>
    </message>
    <message>
        <source>Drop a card on a space of the piste to move, on the other fencer to attack, or on the attack to parry.</source>
        <translation>Suelta una carta en una casilla de la pista para moverte, sobre el otro tirador para atacar o sobre el ataque para parar.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Pass the screen. The cards stay hidden until you are ready.

Press Enter or click to show your hand.</source>
        <translation>Pasa la pantalla. Las cartas siguen ocultas hasta que estés listo.

Pulsa Intro o haz clic para ver tu mano.</translation>
    </message>
    <message>
        <source>Played this round: {cards}</source>
        <translation>Jugadas en esta ronda: {cards}</translation>
    </message>
    <message>
        <source>Round {round} — distance {distance}</source>
        <translation>Ronda {round}: distancia {distance}</translation>
    </message>
    <message>
        <source>Round {round}: distance {distance}, you on space {mine}, {name} on space {his} of 23</source>
        <translation>Ronda {round}: distancia {distance}, tú en la casilla {mine}, {name} en la casilla {his} de 23</translation>
    </message>
    <message>
        <source>The {value}, in your hand</source>
        <translation>El {value}, en tu mano</translation>
    </message>
    <message>
        <source>The {value}, in your hand, chosen</source>
        <translation>El {value}, en tu mano, elegido</translation>
    </message>
    <message numerus="yes">
        <source>You hold %n card(s)</source>
        <translation>
            <numerusform>Tienes %n carta</numerusform>
            <numerusform>Tienes %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>You win the match</source>
        <translation>Ganas la partida</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Ganas la ronda</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Tu mano: {cards}</translation>
    </message>
    <message>
        <source>Your move: drag a card, or use the keys (F1 lists them).</source>
        <translation>Te toca: arrastra una carta o usa las teclas (F1 las enumera).</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nada todavía</translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n card(s)</source>
        <translation>
            <numerusform>{name} tiene %n carta</numerusform>
            <numerusform>{name} tiene %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation>{name} gana la partida</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} gana la ronda</translation>
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
        <translation>una parada necesita tantas cartas como el ataque ({count})</translation>
    </message>
    <message>
        <source>a parry needs the same cards as the attack ({cards})</source>
        <translation>una parada necesita las mismas cartas que el ataque ({cards})</translation>
    </message>
    <message>
        <source>a parry needs the same total as the attack ({cards})</source>
        <translation>una parada necesita la misma suma que el ataque ({cards})</translation>
    </message>
    <message>
        <source>advance-and-attack belongs to the advanced game</source>
        <translation>avanzar y atacar es del juego avanzado</translation>
    </message>
    <message>
        <source>after advancing {card} the distance is {gap}</source>
        <translation>tras avanzar {card} la distancia es {gap}</translation>
    </message>
    <message>
        <source>an attack needs cards equal to the distance, {gap}</source>
        <translation>un ataque necesita cartas iguales a la distancia, {gap}</translation>
    </message>
    <message>
        <source>the basic game attacks with a single card</source>
        <translation>en el juego básico se ataca con una sola carta</translation>
    </message>
    <message>
        <source>the cards of an attack must all be of one value</source>
        <translation>todas las cartas de un ataque deben tener el mismo valor</translation>
    </message>
    <message>
        <source>the deck is out, figures no longer move; attack at distance {gap} or hold</source>
        <translation>el mazo se ha agotado, las figuras ya no se mueven; ataca a distancia {gap} o espera</translation>
    </message>
    <message>
        <source>the deck is out, figures no longer move; you must parry the attack of {cards}</source>
        <translation>el mazo se ha agotado, las figuras ya no se mueven; debes parar el ataque de {cards}</translation>
    </message>
    <message>
        <source>the figure may not leave the piste</source>
        <translation>la figura no puede salir de la pista</translation>
    </message>
    <message>
        <source>the figure may not reach or pass the other fencer (distance {gap})</source>
        <translation>la figura no puede alcanzar ni pasar al otro tirador (distancia {gap})</translation>
    </message>
    <message>
        <source>the last chance to attack or hold comes only once the deck is out</source>
        <translation>la última ocasión de atacar o esperar solo llega cuando el mazo se ha agotado</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>there is no attack to parry</source>
        <translation>no hay ningún ataque que parar</translation>
    </message>
    <message>
        <source>you do not hold {cards}</source>
        <translation>no tienes {cards}</translation>
    </message>
    <message>
        <source>you must parry the attack of {cards} first</source>
        <translation>antes debes parar el ataque de {cards}</translation>
    </message>
    <message>
        <source>you must parry the attack of {cards} or retreat first</source>
        <translation>antes debes parar el ataque de {cards} o retroceder</translation>
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
        <translation>Ronda empatada</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Tocados</translation>
    </message>
    <message>
        <source>You win the match {score}</source>
        <translation>Ganas la partida {score}</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Ganas la ronda</translation>
    </message>
    <message>
        <source>a hit on the riposte with {cards}</source>
        <translation>un tocado de respuesta con {cards}</translation>
    </message>
    <message>
        <source>a hit with {cards}</source>
        <translation>un tocado con {cards}</translation>
    </message>
    <message>
        <source>an attack</source>
        <translation>un ataque</translation>
    </message>
    <message>
        <source>cards at the distance</source>
        <translation>cartas de la distancia</translation>
    </message>
    <message>
        <source>distance moved</source>
        <translation>distancia recorrida</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>tocado</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>tocados</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>ningún movimiento permitido</translation>
    </message>
    <message>
        <source>riposte</source>
        <translation>respuesta</translation>
    </message>
    <message>
        <source>the deck ran out with the fencers level</source>
        <translation>se agotó el mazo con los tiradores igualados</translation>
    </message>
    <message>
        <source>the deck ran out, and you had come further up the piste</source>
        <translation>se agotó el mazo, y tú habías avanzado más por la pista</translation>
    </message>
    <message>
        <source>the deck ran out, and you held more cards of the distance</source>
        <translation>se agotó el mazo, y tú tenías más cartas de la distancia</translation>
    </message>
    <message>
        <source>the deck ran out, and {winner} had come further up the piste</source>
        <translation>se agotó el mazo, y {winner} había avanzado más por la pista</translation>
    </message>
    <message>
        <source>the deck ran out, and {winner} held more cards of the distance</source>
        <translation>se agotó el mazo, y {winner} tenía más cartas de la distancia</translation>
    </message>
    <message>
        <source>you could not move</source>
        <translation>no podías moverte</translation>
    </message>
    <message>
        <source>{loser} could not move</source>
        <translation>{loser} no podía moverse</translation>
    </message>
    <message>
        <source>{name} wins the match {score}</source>
        <translation>{name} gana la partida {score}</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} gana la ronda</translation>
    </message>
    <message>
        <source>{score}, first to {target}</source>
        <translation>{score}, gana quien llegue a {target}</translation>
    </message>
</context>
<context>
    <name>EnGardeText</name>
    <message>
        <source>  (out: last chance only)</source>
        <translation>  (agotado: solo la última ocasión)</translation>
    </message>
    <message>
        <source>Attack to answer: {cards}</source>
        <translation>Ataque por responder: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), top {top}</source>
        <translation>
            <numerusform>Descartes: %n carta, arriba {top}</numerusform>
            <numerusform>Descartes: %n cartas, arriba {top}</numerusform>
        </translation>
    </message>
    <message>
        <source>Distance {distance}   Deck {deck}</source>
        <translation>Distancia {distance}   Mazo {deck}</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Tirador A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Tirador B</translation>
    </message>
    <message numerus="yes">
        <source>Opponent holds %n card(s)</source>
        <translation>
            <numerusform>El rival tiene %n carta</numerusform>
            <numerusform>El rival tiene %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Played this round: {cards}</source>
        <translation>Jugadas en esta ronda: {cards}</translation>
    </message>
    <message>
        <source>Riposte: an attack now wins the round outright.</source>
        <translation>Respuesta: un ataque ahora gana la ronda directamente.</translation>
    </message>
    <message>
        <source>Round {round}   Hits: {first} {a} - {b} {second}  (first to {target})</source>
        <translation>Ronda {round}   Tocados: {first} {a} - {b} {second}  (gana quien llegue a {target})</translation>
    </message>
    <message>
        <source>You have the last chance to attack</source>
        <translation>Tienes la última ocasión de atacar</translation>
    </message>
    <message>
        <source>You must parry</source>
        <translation>Debes parar</translation>
    </message>
    <message>
        <source>You must parry or retreat</source>
        <translation>Debes parar o retroceder</translation>
    </message>
    <message>
        <source>You must parry the last attack</source>
        <translation>Debes parar el último ataque</translation>
    </message>
    <message>
        <source>Your hand ({name}): {cards}</source>
        <translation>Tu mano ({name}): {cards}</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Tu mano: {cards}</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>{name} has the last chance to attack</source>
        <translation>{name} tiene la última ocasión de atacar</translation>
    </message>
    <message>
        <source>{name} must parry</source>
        <translation>{name} debe parar</translation>
    </message>
    <message>
        <source>{name} must parry or retreat</source>
        <translation>{name} debe parar o retroceder</translation>
    </message>
    <message>
        <source>{name} must parry the last attack</source>
        <translation>{name} debe parar el último ataque</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>Juega {name}</translation>
    </message>
</context>
<context>
    <name>EnGardeUI</name>
    <message>
        <source>&lt;b&gt;You won&lt;/b&gt; the match</source>
        <translation>&lt;b&gt;Has ganado&lt;/b&gt; la partida</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your move&lt;/b&gt; — hits {a}-{b}, first to {target}</source>
        <translation>&lt;b&gt;Te toca&lt;/b&gt;: tocados {a}-{b}, gana quien llegue a {target}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; to act — hits {a}-{b}, first to {target}</source>
        <translation>Juega &lt;b&gt;{name}&lt;/b&gt;: tocados {a}-{b}, gana quien llegue a {target}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; won the match</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ha ganado la partida</translation>
    </message>
</context>
<context>
    <name>GameCredits</name>
    <message>
        <source>by the makers of audatiagame.com (the rulebook names no designer), after Fiore dei Liberi&apos;s Il Fior di Battaglia (c. 1410); the character decks are Salle&apos;s own</source>
        <translation>de los creadores de audatiagame.com (el reglamento no nombra autor), según Il Fior di Battaglia de Fiore dei Liberi (h. 1410); los mazos de personaje son propios de Salle</translation>
    </message>
    <message>
        <source>game design and illustrations by Mario Magni; graphic design by Daniela Tarantini, Hobbymodels; the numbers of the 54-card deck are Salle&apos;s own</source>
        <translation>diseño del juego e ilustraciones de Mario Magni; diseño gráfico de Daniela Tarantini, Hobbymodels; los números del mazo de 54 cartas son de Salle</translation>
    </message>
    <message>
        <source>game design by Reiner Knizia</source>
        <translation>diseño del juego de Reiner Knizia</translation>
    </message>
    <message>
        <source>rules by Hannu Uusitalo, graphics by Kim Paqvalin (Uusitalo &amp; Paqvalin Games, v0.1 draft); the three armies are Salle&apos;s own</source>
        <translation>reglas de Hannu Uusitalo, gráficos de Kim Paqvalin (Uusitalo &amp; Paqvalin Games, borrador v0.1); los tres ejércitos son de Salle</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>12 rounds</source>
        <translation>12 rondas</translation>
    </message>
    <message>
        <source>20 rounds</source>
        <translation>20 rondas</translation>
    </message>
    <message>
        <source>30 rounds</source>
        <translation>30 rondas</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>Advanced: every card (feints, counter-time, the Joker), retreats, and fencers who tire from period to period.</source>
        <translation>Avanzado: todas las cartas (fintas, contratiempo, el Comodín), retiradas, y tiradores que se cansan de un periodo a otro.</translation>
    </message>
    <message>
        <source>Army of the north</source>
        <translation>Ejército del norte</translation>
    </message>
    <message>
        <source>Army of the south</source>
        <translation>Ejército del sur</translation>
    </message>
    <message>
        <source>At the end of its turn (ours)</source>
        <translation>Al final de su turno (nuestro)</translation>
    </message>
    <message>
        <source>At the start of its turn (the rulebook)</source>
        <translation>Al comienzo de su turno (el reglamento)</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Básico</translation>
    </message>
    <message>
        <source>Basic: stamina, weapon positions, stalling and parries without cards, with the 35 cards a young fencer learns.</source>
        <translation>Básico: resistencia, posiciones del arma, esperar y paradas sin carta, con las 35 cartas que aprende un tirador joven.</translation>
    </message>
    <message>
        <source>Break rule</source>
        <translation>Regla de Ruptura</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Retador</translation>
    </message>
    <message>
        <source>Challenger&apos;s deck</source>
        <translation>Mazo del Retador</translation>
    </message>
    <message>
        <source>Counter-attacks (the rulebook)</source>
        <translation>Contraataques (el reglamento)</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Disordered pieces retreat</source>
        <translation>Retirada desde D</translation>
    </message>
    <message>
        <source>Duel (one touch decides)</source>
        <translation>Duelo (decide un tocado)</translation>
    </message>
    <message>
        <source>Evade hits (ours)</source>
        <translation>Esquivan impactos (nuestro)</translation>
    </message>
    <message>
        <source>Every battle (ours)</source>
        <translation>Todas las batallas (nuestro)</translation>
    </message>
    <message>
        <source>First to move</source>
        <translation>Empieza</translation>
    </message>
    <message>
        <source>Gallic warband</source>
        <translation>Banda guerrera gala</translation>
    </message>
    <message>
        <source>Guy&apos;s Sudden death</source>
        <translation>Muerte súbita de Guy</translation>
    </message>
    <message>
        <source>He may (the rulebook)</source>
        <translation>Puede (el reglamento)</translation>
    </message>
    <message>
        <source>Hidden (only the top card shows)</source>
        <translation>Ocultos (solo se ve la carta de arriba)</translation>
    </message>
    <message>
        <source>Hits to win</source>
        <translation>Tocados para ganar</translation>
    </message>
    <message>
        <source>Later editions: the very cards of the attack, so only two 3s parry two 3s.</source>
        <translation>Ediciones posteriores: las mismas cartas del ataque, así solo dos 3 paran dos 3.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Morale test</source>
        <translation>Prueba de moral</translation>
    </message>
    <message>
        <source>Never (ours, for a first battle)</source>
        <translation>Nunca (nuestro, para una primera batalla)</translation>
    </message>
    <message>
        <source>Norman host</source>
        <translation>Hueste normanda</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Off (the rulebook)</source>
        <translation>No (el reglamento)</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activada</translation>
    </message>
    <message>
        <source>On (our rule)</source>
        <translation>Sí (regla nuestra)</translation>
    </message>
    <message>
        <source>On (our variant)</source>
        <translation>Sí (variante nuestra)</translation>
    </message>
    <message>
        <source>Only onto D slots (ours)</source>
        <translation>Solo a casillas D (nuestro)</translation>
    </message>
    <message>
        <source>Open (every card of the round shows)</source>
        <translation>A la vista (se ven todas las cartas de la ronda)</translation>
    </message>
    <message>
        <source>Ordinary units</source>
        <translation>Unidades corrientes</translation>
    </message>
    <message>
        <source>Our rule (non-combativity): six turns in a row without a phrase or a card drawn burn a Timer card.</source>
        <translation>Regla nuestra (no combatividad): seis turnos seguidos sin frase ni carta robada queman una carta del crono.</translation>
    </message>
    <message>
        <source>Our variant: a position the other fencer&apos;s beats gives nothing (Line beats Invitation, Invitation beats Engagement, Engagement beats Line).</source>
        <translation>Variante nuestra: una posición vencida por la del otro tirador no da nada (Línea vence a Invitación, Invitación a Enganche, Enganche a Línea).</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parada</translation>
    </message>
    <message>
        <source>Passivity clock</source>
        <translation>Reloj de pasividad</translation>
    </message>
    <message>
        <source>Pursuers hinder</source>
        <translation>Los perseguidores estorban</translation>
    </message>
    <message>
        <source>Respondent&apos;s deck</source>
        <translation>Mazo del Retado</translation>
    </message>
    <message>
        <source>Roland&apos;s Salle bout</source>
        <translation>Asalto de sala de Roland</translation>
    </message>
    <message>
        <source>Roman legion</source>
        <translation>Legión romana</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Same cards (later editions)</source>
        <translation>Mismas cartas (ediciones posteriores)</translation>
    </message>
    <message>
        <source>Same total (the rulebook)</source>
        <translation>Misma suma (el reglamento)</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Escaramuzadores</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>The general leads</source>
        <translation>El general va al frente</translation>
    </message>
    <message>
        <source>The initiative coin</source>
        <translation>La moneda de la iniciativa</translation>
    </message>
    <message>
        <source>The rulebook: Engagement slows every attack by 1, Invitation adds 1 to every defence, a Stop Hit is made from Line.</source>
        <translation>El reglamento: Enganche frena todo ataque en 1, Invitación suma 1 a toda defensa, un Golpe de arresto se da desde Línea.</translation>
    </message>
    <message>
        <source>The rulebook: as many cards as the attack, reaching its total, so 2+4 or 1+5 parries two 3s.</source>
        <translation>El reglamento: tantas cartas como el ataque y con su misma suma, así 2+4 o 1+5 paran dos 3.</translation>
    </message>
    <message>
        <source>The rulebook: time passes only with the cards drawn from the Timer and a stall&apos;s burnt card.</source>
        <translation>El reglamento: el tiempo pasa solo con las cartas robadas del crono y la carta que quema una espera.</translation>
    </message>
    <message>
        <source>To any empty slot behind (the rulebook)</source>
        <translation>A cualquier casilla vacía detrás (el reglamento)</translation>
    </message>
    <message>
        <source>Touches to win</source>
        <translation>Tocados para ganar</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Tutorial: distance and speed. 25 cards, a phrase opens at lunge distance, the faster card touches.</source>
        <translation>Tutorial: distancia y velocidad. 25 cartas, una frase se abre a distancia de fondo, la carta más rápida toca.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Weapon counters</source>
        <translation>Posiciones enfrentadas</translation>
    </message>
    <message>
        <source>basic: every attack hits; standard: parries and ripostes; advanced: also advance-and-attack</source>
        <translation>básico: todo ataque toca; estándar: paradas y respuestas; avanzado: además avance y ataque</translation>
    </message>
    <message>
        <source>counter: each enemy pursuer on a card takes a die from its counter-attacks, as the rulebook says; all (ours): from every battle it fights</source>
        <translation>contraataque: cada perseguidor enemigo sobre una carta le quita un dado a sus contraataques, como dice el reglamento; todas (nuestro): a cada batalla que libra</translation>
    </message>
    <message>
        <source>duel: one touch decides; salle: Roland&apos;s Salle bout (points, roles swap, until a fencer has no strikes); sudden: Guy&apos;s Sudden death (both hands laid out in a committed face-down row)</source>
        <translation>duelo: decide un tocado; sala: asalto de sala de Roland (puntos, los papeles se invierten, hasta que un tirador se queda sin golpes); súbita: muerte súbita de Guy (ambas manos dispuestas en una fila fija boca abajo)</translation>
    </message>
    <message>
        <source>evade (ours: the rulebook gives skirmishers a morale test it never defines): each hit on skirmishers is evaded on their rally number; off: skirmishers are ordinary units</source>
        <translation>esquivar (nuestro: el reglamento da a los escaramuzadores una prueba de moral que nunca define): cada impacto sobre escaramuzadores se esquiva con su número de reagrupamiento; no: los escaramuzadores son unidades corrientes</translation>
    </message>
    <message>
        <source>hidden: the table shows only the top discard; open: it shows every card played this round</source>
        <translation>ocultos: la mesa solo muestra el descarte de arriba; a la vista: muestra cada carta jugada en esta ronda</translation>
    </message>
    <message>
        <source>hits needed to win the match</source>
        <translation>tocados necesarios para ganar la partida</translation>
    </message>
    <message>
        <source>on: before the command roll the general may lead at the front (drop the lowest die; equal high dice lose him); off (ours, for a first battle): he never does</source>
        <translation>sí: antes de la tirada de mando el general puede ir al frente (se descarta el dado más bajo; dos dados altos iguales le cuestan la vida); no (nuestro, para una primera batalla): nunca lo hace</translation>
    </message>
    <message>
        <source>rounds before the battle ends on the morale margins (ours: the rulebook ends a battle only when an army breaks)</source>
        <translation>rondas antes de que la batalla se decida por los márgenes de moral (nuestro: el reglamento solo termina una batalla cuando un ejército se rompe)</translation>
    </message>
    <message>
        <source>the Challenger&apos;s character deck</source>
        <translation>el mazo de personaje del Retador</translation>
    </message>
    <message>
        <source>the Respondent&apos;s character deck</source>
        <translation>el mazo de personaje del Retado</translation>
    </message>
    <message>
        <source>the army of the first seat (you, in a game against the computer), deployed to the south; the armies are ours: the rulebook prints no cards</source>
        <translation>el ejército del primer puesto (tú, en una partida contra el ordenador), desplegado al sur; los ejércitos son nuestros: el reglamento no trae cartas</translation>
    </message>
    <message>
        <source>the army of the second seat, deployed to the north (the armies are ours: the rulebook prints no cards)</source>
        <translation>el ejército del segundo puesto, desplegado al norte (los ejércitos son nuestros: el reglamento no trae cartas)</translation>
    </message>
    <message>
        <source>the clock: off (the rulebook) the Timer runs only on cards drawn and stalls that burn one; on (our rule) six quiet turns in a row burn a Timer card, and a tied tutorial play-on is drawn after six</source>
        <translation>el reloj: no (el reglamento) el crono corre solo con cartas robadas y esperas que queman una; sí (regla nuestra) seis turnos tranquilos seguidos queman una carta del crono, y una prolongación empatada del tutorial queda en tablas tras seis</translation>
    </message>
    <message>
        <source>the level of the game: what it teaches</source>
        <translation>el nivel del juego: lo que enseña</translation>
    </message>
    <message>
        <source>the optional Break rule of the Thrust Process</source>
        <translation>la regla opcional de Ruptura del proceso de Estocada</translation>
    </message>
    <message>
        <source>the seat that issues the challenge</source>
        <translation>el puesto que lanza el reto</translation>
    </message>
    <message>
        <source>the seat that opens the first round (then alternating)</source>
        <translation>el puesto que abre la primera ronda (luego se alterna)</translation>
    </message>
    <message>
        <source>total (the rulebook): the same number of cards reaching the same total, so 2+4 parries 3+3; equal (later editions): the same cards as the attack</source>
        <translation>total (el reglamento): el mismo número de cartas con la misma suma, así 2+4 para 3+3; igual (ediciones posteriores): las mismas cartas que el ataque</translation>
    </message>
    <message>
        <source>touches to win: 5 (a pool bout, one period), 10 (basic, two periods) or 15 (advanced, three periods; the tutorial plays any on one timer)</source>
        <translation>tocados para ganar: 5 (asalto de poule, un periodo), 10 (básico, dos periodos) o 15 (avanzado, tres periodos; el tutorial juega cualquiera con un solo crono)</translation>
    </message>
    <message>
        <source>weapon positions: off (the rulebook) every position&apos;s bonus counts; on (our variant) a position the opponent&apos;s beats gives nothing (Line over Invitation over Engagement over Line)</source>
        <translation>posiciones del arma: no (el reglamento) cuenta la ventaja de toda posición; sí (variante nuestra) una posición vencida por la del rival no da nada (Línea sobre Invitación sobre Enganche sobre Línea)</translation>
    </message>
    <message>
        <source>when an army tests its morale. start: at the start of its turn with the die it set aside last turn, as the rulebook says; end (ours, another reading): at the end of its turn with this turn&apos;s die</source>
        <translation>cuándo prueba un ejército su moral. inicio: al comienzo de su turno con el dado que apartó el turno anterior, como dice el reglamento; final (nuestro, otra lectura): al final de su turno con el dado de este turno</translation>
    </message>
    <message>
        <source>where a hit piece standing on a D slot may retreat. behind: to any empty open slot behind it, as the rulebook says; d_slots (ours, the rule the armies were tuned under): only onto another D slot, so a retreat never puts a disordered piece back in order</source>
        <translation>adónde puede retirarse una pieza golpeada que está en una casilla D. behind: a cualquier casilla abierta vacía detrás de ella, como dice el reglamento; d_slots (nuestro, la regla con la que se ajustaron los ejércitos): solo a otra casilla D, así que una retirada nunca devuelve el orden a una pieza desordenada</translation>
    </message>
    <message>
        <source>who starts: the initiative coin, or a seat</source>
        <translation>quién empieza: la moneda de la iniciativa, o un puesto</translation>
    </message>
</context>
<context>
    <name>GameSeats</name>
    <message>
        <source>Fencer 1</source>
        <translation>Tirador 1</translation>
    </message>
    <message>
        <source>Fencer 2</source>
        <translation>Tirador 2</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Tirador A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Tirador B</translation>
    </message>
    <message>
        <source>Fencers</source>
        <translation>Tiradores</translation>
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
        <translation>General del norte</translation>
    </message>
    <message>
        <source>General of the south</source>
        <translation>General del sur</translation>
    </message>
    <message>
        <source>Generals</source>
        <translation>Generales</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>&lt;b&gt;You won&lt;/b&gt;: {reason}</source>
        <translation>&lt;b&gt;Has ganado&lt;/b&gt;: {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your move&lt;/b&gt;{score}</source>
        <translation>&lt;b&gt;Te toca&lt;/b&gt;{score}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; to act{score}</source>
        <translation>Juega &lt;b&gt;{name}&lt;/b&gt;{score}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; won: {reason}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ha ganado: {reason}</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>Bout</source>
        <translation>Asalto</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duelo</translation>
    </message>
    <message>
        <source>Ready...Fence! &amp;competition…</source>
        <translation>&amp;Competición de Ready...Fence!…</translation>
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
        <translation>no hay juego {name}; elige entre {games}</translation>
    </message>
</context>
<context>
    <name>PoolSheet</name>
    <message>
        <source>Fencer</source>
        <translation>Tirador</translation>
    </message>
    <message>
        <source>Ind</source>
        <translation>Ind</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
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
        <translation>se tira ahora</translation>
    </message>
    <message>
        <source>you, at the table</source>
        <translation>tú, en la mesa</translation>
    </message>
</context>
<context>
    <name>ReadyFenceActions</name>
    <message>
        <source>Engagement</source>
        <translation>Enganche</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <source>Point-in-Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>declare a mulligan</source>
        <translation>declarar un mulligan</translation>
    </message>
    <message>
        <source>defend by distance</source>
        <translation>defenderse por distancia</translation>
    </message>
    <message>
        <source>defend by distance, giving up {card}</source>
        <translation>defenderse por distancia, cediendo {card}</translation>
    </message>
    <message>
        <source>defend by distance: {card}</source>
        <translation>defenderse por distancia: {card}</translation>
    </message>
    <message>
        <source>discard {card}, draw a card</source>
        <translation>descartar {card}, robar una carta</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>terminar el turno</translation>
    </message>
    <message>
        <source>feint: end the phrase</source>
        <translation>fintar: terminar la frase</translation>
    </message>
    <message>
        <source>feint: swap in {card}</source>
        <translation>fintar: cambiar a {card}</translation>
    </message>
    <message>
        <source>keep the hand</source>
        <translation>quedarse la mano</translation>
    </message>
    <message>
        <source>let the phrase end</source>
        <translation>dejar terminar la frase</translation>
    </message>
    <message>
        <source>parry without a card, spending {sp} SP</source>
        <translation>parar sin carta, gastando {sp} PR</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>jugar {card}</translation>
    </message>
    <message>
        <source>play {card} + {other}</source>
        <translation>jugar {card} + {other}</translation>
    </message>
    <message>
        <source>play {card} with {other}</source>
        <translation>jugar {card} con {other}</translation>
    </message>
    <message>
        <source>renew the attack: {card}</source>
        <translation>renovar el ataque: {card}</translation>
    </message>
    <message>
        <source>retreat two squares</source>
        <translation>retroceder dos casillas</translation>
    </message>
    <message>
        <source>retreat two squares, discarding {card} and drawing a card</source>
        <translation>retroceder dos casillas, descartando {card} y robando una carta</translation>
    </message>
    <message>
        <source>retreat, changing {card}</source>
        <translation>retroceder, cambiando {card}</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>esperar</translation>
    </message>
    <message>
        <source>stall, leaving the Timer as it is</source>
        <translation>esperar, dejando el crono como está</translation>
    </message>
    <message>
        <source>step back</source>
        <translation>dar un paso atrás</translation>
    </message>
    <message>
        <source>step forward</source>
        <translation>dar un paso adelante</translation>
    </message>
    <message>
        <source>take the position {position}</source>
        <translation>tomar la posición {position}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceCards</name>
    <message>
        <source>a Ready...Fence! card has no type of its own (&quot;card&quot;), not {type}</source>
        <translation>una carta de Ready...Fence! no tiene tipo propio (&quot;card&quot;), no {type}</translation>
    </message>
    <message>
        <source>a Stop Hit to the wrist or arm has speed above 5, to the body 4 or 5</source>
        <translation>un golpe de arresto a la muñeca o al brazo tiene velocidad mayor que 5; al tronco, 4 o 5</translation>
    </message>
    <message>
        <source>a speed must be from {low} to {high}, not {value}</source>
        <translation>una velocidad debe ir de {low} a {high}, no {value}</translation>
    </message>
    <message>
        <source>a tutorial card is also a basic card in this deck</source>
        <translation>en este mazo, una carta de tutorial también es básica</translation>
    </message>
    <message>
        <source>a {kind} card is a {group}, not {given}</source>
        <translation>una carta {kind} es del grupo {group}, no {given}</translation>
    </message>
    <message>
        <source>a {kind} card is {colour}, not {given}</source>
        <translation>una carta {kind} es {colour}, no {given}</translation>
    </message>
    <message>
        <source>is not a field of a Ready...Fence! card ({fields})</source>
        <translation>no es un campo de una carta de Ready...Fence! ({fields})</translation>
    </message>
    <message>
        <source>must be a list of &quot;T&quot; and &quot;B&quot;, each at most once, not {value}</source>
        <translation>debe ser una lista de &quot;T&quot; y &quot;B&quot;, cada una como mucho una vez, no {value}</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high} (the bottle), not {value}</source>
        <translation>debe ser un número entero de {low} a {high} (la botella), no {value}</translation>
    </message>
    <message>
        <source>only a Stop Hit has a target (body, arm or wrist)</source>
        <translation>solo un golpe de arresto tiene blanco (body, arm o wrist)</translation>
    </message>
    <message>
        <source>only the Straight Thrusts of speed 3 are printed in yellow</source>
        <translation>solo las estocadas rectas de velocidad 3 se imprimen en amarillo</translation>
    </message>
    <message>
        <source>orange cards have no speed of their own; every other card but the Joker has one</source>
        <translation>las cartas naranjas no tienen velocidad propia; todas las demás salvo el comodín la tienen</translation>
    </message>
    <message>
        <source>the basic deck has {count} B cards, the file {found}</source>
        <translation>el mazo básico tiene {count} cartas B; el archivo, {found}</translation>
    </message>
    <message>
        <source>the basic deck needs two yellow Straight Thrusts of speed 3</source>
        <translation>el mazo básico necesita dos estocadas rectas amarillas de velocidad 3</translation>
    </message>
    <message>
        <source>the manual names {count} {kind} cards, the file {found}</source>
        <translation>el manual indica {count} cartas {kind}; el archivo, {found}</translation>
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
        <translation>Final</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Pool, bout {number} of {bouts}</source>
        <translation>Poule, asalto {number} de {bouts}</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Cuartos de final</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinales</translation>
    </message>
    <message>
        <source>Tableau of {fencers}</source>
        <translation>Cuadro de {fencers}</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>agresivo</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>prudente</translation>
    </message>
    <message>
        <source>counter-attacker</source>
        <translation>contraatacante</translation>
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
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>+1 to your defences and cardless parries</source>
        <translation>+1 a tus defensas y paradas sin carta</translation>
    </message>
    <message>
        <source>Coin: you fenced first</source>
        <translation>Moneda: empezaste tú</translation>
    </message>
    <message>
        <source>Coin: {name} fenced first</source>
        <translation>Moneda: empezó {name}</translation>
    </message>
    <message>
        <source>OT</source>
        <comment>overtime, in a small circle</comment>
        <translation>Pr</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Priority: {name}</source>
        <translation>Prioridad: {name}</translation>
    </message>
    <message>
        <source>Scoreboard · bout to {target}</source>
        <translation>Marcador · asalto a {target}</translation>
    </message>
    <message>
        <source>Touch!</source>
        <translation>¡Tocado!</translation>
    </message>
    <message>
        <source>beaten by his {position}: no bonus now</source>
        <translation>vencida por el rival ({position}): sin ventaja</translation>
    </message>
    <message>
        <source>his attacks −1; Glide Attack and Flanconade need it</source>
        <translation>sus ataques −1; Ataque deslizado y Flanconada lo necesitan</translation>
    </message>
    <message>
        <source>you may Stop Hit; a Beat Thrust against it gains +1</source>
        <translation>puedes dar Golpe de arresto; una Batida contra ella gana +1</translation>
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
        <translation>Comodín</translation>
    </message>
    <message>
        <source>Last phrase: {verdict}</source>
        <translation>Última frase: {verdict}</translation>
    </message>
    <message>
        <source>Last phrase: {verdict} — {scored}</source>
        <translation>Última frase: {verdict} — {scored}</translation>
    </message>
    <message>
        <source>Long distance: two empty squares (a Flèche may open)</source>
        <translation>Larga distancia: dos casillas libres (puede abrir una Flecha)</translation>
    </message>
    <message>
        <source>Lunge distance: one empty square, a phrase may open</source>
        <translation>Distancia de fondo: una casilla libre, se puede abrir una frase</translation>
    </message>
    <message>
        <source>No speed: he steps back two squares</source>
        <translation>Sin velocidad: retrocede dos casillas</translation>
    </message>
    <message>
        <source>Out of distance: {squares} empty squares, step in to fence</source>
        <translation>Fuera de distancia: {squares} casillas libres, acércate para tirar</translation>
    </message>
    <message>
        <source>Parry: {sp}</source>
        <translation>Parada: {sp}</translation>
    </message>
    <message>
        <source>Short distance: nothing between the fencers (Infighting only)</source>
        <translation>Corta distancia: nada entre los tiradores (solo Combate cercano)</translation>
    </message>
    <message>
        <source>The Feint ends the phrase: no touch</source>
        <translation>La Finta termina la frase: sin tocado</translation>
    </message>
    <message>
        <source>The initiative coin fell to you: you fence first. No phrase yet.</source>
        <translation>La moneda de la iniciativa te favoreció: empiezas tú. Aún no hay frase.</translation>
    </message>
    <message>
        <source>The initiative coin fell to {name}: {name} fences first. No phrase yet.</source>
        <translation>La moneda de la iniciativa favoreció a {name}: {name} empieza. Aún no hay frase.</translation>
    </message>
    <message>
        <source>The phrase: the defence held; you may renew the attack</source>
        <translation>La frase: la defensa aguantó; puedes renovar el ataque</translation>
    </message>
    <message>
        <source>The phrase: the defence held; {name} may renew the attack</source>
        <translation>La frase: la defensa aguantó; {name} puede renovar el ataque</translation>
    </message>
    <message>
        <source>The phrase: the faster card touches · your answer</source>
        <translation>La frase: la carta más rápida toca · respondes tú</translation>
    </message>
    <message>
        <source>The phrase: the faster card touches · {name} to answer</source>
        <translation>La frase: la carta más rápida toca · responde {name}</translation>
    </message>
    <message>
        <source>You score</source>
        <translation>Tocas tú</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>ataque</translation>
    </message>
    <message>
        <source>attack after a Feint</source>
        <translation>ataque tras Finta</translation>
    </message>
    <message>
        <source>both score</source>
        <translation>tocan los dos</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>contraataque</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>distancia</translation>
    </message>
    <message>
        <source>feinted</source>
        <translation>fintado</translation>
    </message>
    <message>
        <source>no touch</source>
        <translation>sin tocado</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parada</translation>
    </message>
    <message>
        <source>renewed attack</source>
        <translation>ataque renovado</translation>
    </message>
    <message>
        <source>riposte</source>
        <translation>respuesta</translation>
    </message>
    <message>
        <source>speed {speed}</source>
        <translation>velocidad {speed}</translation>
    </message>
    <message>
        <source>{joker}: faster than any card</source>
        <translation>{joker}: más rápido que cualquier carta</translation>
    </message>
    <message>
        <source>{name} scores</source>
        <translation>toca {name}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceReasons</name>
    <message>
        <source>A parry with {sp} SP is worth speed {speed} against {his}: it holds.</source>
        <translation>Una parada con {sp} PR vale velocidad {speed} contra {his}: aguanta.</translation>
    </message>
    <message>
        <source>A parry with {sp} SP is worth speed {speed} against {his}: the fewest SP that hold.</source>
        <translation>Una parada con {sp} PR vale velocidad {speed} contra {his}: los menos PR que aguantan.</translation>
    </message>
    <message numerus="yes">
        <source>After this step ({distance}), %n of the cards he may hold can attack you from where he stands, the fastest at speed {speed}.</source>
        <translation>
            <numerusform>Tras este paso ({distance}), %n de las cartas que puede tener puede atacarte desde donde está, con velocidad {speed}.</numerusform>
            <numerusform>Tras este paso ({distance}), %n de las cartas que puede tener pueden atacarte desde donde está, la más rápida con velocidad {speed}.</numerusform>
        </translation>
    </message>
    <message>
        <source>After this step ({distance}), none of the cards he may hold can attack you from where he stands: he must move first.</source>
        <translation>Tras este paso ({distance}), ninguna de las cartas que puede tener puede atacarte desde donde está: primero tiene que moverse.</translation>
    </message>
    <message>
        <source>At speed {speed} it does not beat {his}: the touch is his.</source>
        <translation>Con velocidad {speed} no vence a {his}: el tocado es suyo.</translation>
    </message>
    <message>
        <source>At speed {speed} it equals {his}: both touch.</source>
        <translation>Con velocidad {speed} iguala a {his}: tocan los dos.</translation>
    </message>
    <message>
        <source>At speed {speed} it is faster than {his}: unless he answers again, it touches.</source>
        <translation>Con velocidad {speed} es más rápida que {his}: si no vuelve a responder, toca.</translation>
    </message>
    <message>
        <source>At speed {speed} it is too fast to be defended by distance.</source>
        <translation>Con velocidad {speed} es demasiado rápida para defenderse de ella por distancia.</translation>
    </message>
    <message>
        <source>At {distance} you hold no card to answer his attack with: this takes you out of lunge distance.</source>
        <translation>A {distance} no tienes carta con que responder a su ataque: esto te saca de la distancia de fondo.</translation>
    </message>
    <message>
        <source>Defending by distance against {his} costs you {cost} SP of your {sp} and a card of your hand at random.</source>
        <translation>Defenderte por distancia contra {his} te cuesta {cost} PR de tus {sp} y una carta de tu mano al azar.</translation>
    </message>
    <message>
        <source>Defending by distance against {his} costs you {cost} SP of your {sp} and {card}.</source>
        <translation>Defenderte por distancia contra {his} te cuesta {cost} PR de tus {sp} y {card}.</translation>
    </message>
    <message>
        <source>He has made both his fencing actions in this phrase: he cannot answer again.</source>
        <translation>Ya ha hecho sus dos acciones de esgrima en esta frase: no puede volver a responder.</translation>
    </message>
    <message>
        <source>He has {sp} SP: a parry without a card reaches only speed {best}.</source>
        <translation>Tiene {sp} PR: una parada sin carta solo llega a velocidad {best}.</translation>
    </message>
    <message numerus="yes">
        <source>In {position} %n of the attacks he may hold are slower, by up to {by}.</source>
        <translation>
            <numerusform>En {position} %n de los ataques que puede tener es más lento, en {by}.</numerusform>
            <numerusform>En {position} %n de los ataques que puede tener son más lentos, hasta en {by}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In {position} your Stop Hit may answer his attacks.</source>
        <translation>En {position} tu Golpe de arresto puede responder a sus ataques.</translation>
    </message>
    <message>
        <source>In {position} your defences, and a parry with SP, are {by} faster.</source>
        <translation>En {position} tus defensas, y una parada con PR, son {by} más rápidas.</translation>
    </message>
    <message>
        <source>It costs {cost} SP of your {sp}; he has {his}.</source>
        <translation>Cuesta {cost} PR de tus {sp}; él tiene {his}.</translation>
    </message>
    <message>
        <source>It ends the phrase with a touch each.</source>
        <translation>Termina la frase con un tocado para cada uno.</translation>
    </message>
    <message>
        <source>It ends the phrase with no touch.</source>
        <translation>Termina la frase sin tocado.</translation>
    </message>
    <message>
        <source>It ends the phrase, and the touch is yours.</source>
        <translation>Termina la frase, y el tocado es tuyo.</translation>
    </message>
    <message>
        <source>None of the cards he may hold can beat speed {speed}.</source>
        <translation>Ninguna de las cartas que puede tener puede superar la velocidad {speed}.</translation>
    </message>
    <message>
        <source>None of your answers beats {his}: the touch is his whatever you play.</source>
        <translation>Ninguna de tus respuestas vence a {his}: el tocado es suyo juegues lo que juegues.</translation>
    </message>
    <message>
        <source>Nothing in your hand answers {his}, and you cannot defend without a card.</source>
        <translation>Nada en tu mano responde a {his}, y no puedes defenderte sin carta.</translation>
    </message>
    <message numerus="yes">
        <source>Of the cards he may hold, %n can beat speed {speed}; the best is {card}.</source>
        <translation>
            <numerusform>De las cartas que puede tener, %n puede superar la velocidad {speed}; la mejor es {card}.</numerusform>
            <numerusform>De las cartas que puede tener, %n pueden superar la velocidad {speed}; la mejor es {card}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Timer has one card left and you hold Priority: taking it ends the bout, and you win.</source>
        <translation>Al crono le queda una carta y tienes la Prioridad: tomarla termina el asalto, y ganas.</translation>
    </message>
    <message>
        <source>The Timer has one card left and you lead {mine} to {his}: taking it ends the bout, and you win.</source>
        <translation>Al crono le queda una carta y vas ganando {mine} a {his}: tomarla termina el asalto, y ganas.</translation>
    </message>
    <message>
        <source>This step brings you to lunge distance with one action left, and your hand holds an attack for it.</source>
        <translation>Este paso te lleva a distancia de fondo con una acción por hacer, y tu mano tiene un ataque para ello.</translation>
    </message>
    <message>
        <source>This step takes you off the end of the strip: he scores a touch.</source>
        <translation>Este paso te saca por el fondo de la pista: él marca un tocado.</translation>
    </message>
    <message>
        <source>You have {sp} SP and he has {his}.</source>
        <translation>Tienes {sp} PR y él tiene {his}.</translation>
    </message>
    <message>
        <source>You have {sp} SP and he has {his}: stalling brings you to {after}.</source>
        <translation>Tienes {sp} PR y él tiene {his}: esperar te deja en {after}.</translation>
    </message>
    <message numerus="yes">
        <source>You lead {mine} to {his}, and it takes a card from the Timer: %n left.</source>
        <translation>
            <numerusform>Vas ganando {mine} a {his}, y eso quita una carta del crono: queda %n.</numerusform>
            <numerusform>Vas ganando {mine} a {his}, y eso quita una carta del crono: quedan %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>You let go of {card} and draw a card from the Timer.</source>
        <translation>Te deshaces de {card} y robas una carta del crono.</translation>
    </message>
    <message>
        <source>You let go of {card}, the slowest card in your hand.</source>
        <translation>Te deshaces de {card}, la carta más lenta de tu mano.</translation>
    </message>
    <message>
        <source>You let go of {card}: it cannot attack from here ({distance}).</source>
        <translation>Te deshaces de {card}: no puede atacar desde aquí ({distance}).</translation>
    </message>
    <message>
        <source>You let go of {card}: it costs {cost} SP and you have {sp}.</source>
        <translation>Te deshaces de {card}: cuesta {cost} PR y tienes {sp}.</translation>
    </message>
    <message>
        <source>You let go of {card}: you keep {other}, which is faster.</source>
        <translation>Te deshaces de {card}: te quedas con {other}, una carta más rápida.</translation>
    </message>
    <message>
        <source>his {card} ({speed})</source>
        <translation>su {card} ({speed})</translation>
    </message>
    <message>
        <source>{card} wins at once against {his}.</source>
        <translation>{card} gana al instante contra {his}.</translation>
    </message>
</context>
<context>
    <name>ReadyFenceScene</name>
    <message numerus="yes">
        <source> · %n action(s) left</source>
        <translation>
            <numerusform> · queda %n acción</numerusform>
            <numerusform> · quedan %n acciones</numerusform>
        </translation>
    </message>
    <message>
        <source> · time is out: the next touch wins</source>
        <translation> · se acabó el tiempo: el próximo tocado gana</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) set aside, unseen</source>
        <translation>
            <numerusform>%n carta apartada, sin ver</numerusform>
            <numerusform>%n cartas apartadas, sin ver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n touch(es)</source>
        <translation>
            <numerusform>%n tocado</numerusform>
            <numerusform>%n tocados</numerusform>
        </translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Asalto empatado</translation>
    </message>
    <message>
        <source>A parry without a card: click the square your stamina drops to (or X).</source>
        <translation>Una parada sin carta: haz clic en la casilla a la que baja tu resistencia (o X).</translation>
    </message>
    <message>
        <source>Advance (F)</source>
        <translation>Avanzar (F)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Responder</translation>
    </message>
    <message>
        <source>Answer: drag a card onto the piste, parry with stamina (X), defend by distance (T), or Pass (Space) to let the phrase be judged.</source>
        <translation>Responde: arrastra una carta a la pista, para con resistencia (X), defiéndete por distancia (T), o Pasa (Espacio) para que se juzgue la frase.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>Back (B)</source>
        <translation>Atrás (B)</translation>
    </message>
    <message>
        <source>Choose a card of your hand first (← →).</source>
        <translation>Elige primero una carta de tu mano (← →).</translation>
    </message>
    <message>
        <source>Choose an action first: a letter or a number (F1 lists them).</source>
        <translation>Elige primero una acción: una letra o un número (F1 las muestra).</translation>
    </message>
    <message>
        <source>Defence by distance</source>
        <translation>Defensa por distancia</translation>
    </message>
    <message>
        <source>Defend by distance (T)</source>
        <translation>Defensa por distancia (T)</translation>
    </message>
    <message>
        <source>Defend by distance, losing it</source>
        <translation>Defensa por distancia, perdiéndola</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Descartar y robar</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Done (Space)</source>
        <translation>Hecho (Espacio)</translation>
    </message>
    <message>
        <source>Drop a card on the piste (the phrase area or the strip) to play it, or on the discard pile to change it (F1 tells more).</source>
        <translation>Suelta una carta en la pista (la zona de la frase o la pista de casillas) para jugarla, o en los descartes para cambiarla (F1 explica más).</translation>
    </message>
    <message>
        <source>End of turn: drag a card onto the discard pile to change it, or Done (Space).</source>
        <translation>Fin del turno: arrastra una carta a los descartes para cambiarla, o Hecho (Espacio).</translation>
    </message>
    <message>
        <source>Feint into {card}</source>
        <translation>Finta hacia {card}</translation>
    </message>
    <message>
        <source>Feint: end the phrase</source>
        <translation>Finta: terminar la frase</translation>
    </message>
    <message>
        <source>Feint: swap in this card ({card})</source>
        <translation>Finta: entra esta carta ({card})</translation>
    </message>
    <message>
        <source>His answer is faster: answer it (drag a card onto the piste), or Pass (Space).</source>
        <translation>Su respuesta es más rápida: respóndela (arrastra una carta a la pista), o Pasa (Espacio).</translation>
    </message>
    <message>
        <source>Keep (K)</source>
        <translation>Quedarse (K)</translation>
    </message>
    <message>
        <source>Keep your hand (K), or change it once: Mulligan (M).</source>
        <translation>Quédate la mano (K), o cámbiala una vez: Mulligan (M).</translation>
    </message>
    <message>
        <source>Mulligan (M)</source>
        <translation>Mulligan (M)</translation>
    </message>
    <message>
        <source>Overtime timer</source>
        <translation>Crono prórroga</translation>
    </message>
    <message>
        <source>Parry
without a card</source>
        <translation>Parada
sin carta</translation>
    </message>
    <message>
        <source>Parry {sp} SP = {speed}</source>
        <translation>Parada {sp} PR = {speed}</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>Pasar (Espacio)</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Prioridad</translation>
    </message>
    <message>
        <source>Renew the attack</source>
        <translation>Renovar el ataque</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>Sustituida</translation>
    </message>
    <message>
        <source>Retreat 2 (R)</source>
        <translation>Retirada 2 (R)</translation>
    </message>
    <message>
        <source>Retreat 2, changing it</source>
        <translation>Retirada 2, cambiándola</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Vista</translation>
    </message>
    <message>
        <source>Stall (S)</source>
        <translation>Esperar (S)</translation>
    </message>
    <message>
        <source>Stall, keep the Timer (S S)</source>
        <translation>Esperar, crono intacto (S S)</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Crono</translation>
    </message>
    <message>
        <source>To answer</source>
        <translation>Por responder</translation>
    </message>
    <message>
        <source>Two actions: step (F, B or click a square), click a weapon circle, drag a card onto the discard pile to change it, or drag a red card onto the piste to attack.</source>
        <translation>Dos acciones: da un paso (F, B o clic en una casilla), haz clic en un círculo del arma, arrastra una carta a los descartes para cambiarla, o arrastra una carta roja a la pista para atacar.</translation>
    </message>
    <message>
        <source>With {card}</source>
        <translation>Con {card}</translation>
    </message>
    <message>
        <source>You win the bout</source>
        <translation>Ganas el asalto</translation>
    </message>
    <message>
        <source>Your attack was stopped: drag the Renewed Attack onto the piste, or Pass (Space).</source>
        <translation>Tu ataque fue detenido: arrastra el Ataque renovado a la pista, o Pasa (Espacio).</translation>
    </message>
    <message>
        <source>Your fencer steps one square forward or back (F, B), or retreats two (R, advanced): click a lit square.</source>
        <translation>Tu tirador avanza o retrocede una casilla (F, B), o se retira dos (R, avanzado): haz clic en una casilla iluminada.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>Your turn: two actions</source>
        <translation>Tu turno: dos acciones</translation>
    </message>
    <message>
        <source>Your weapon is in {position} already.</source>
        <translation>Tu arma ya está en {position}.</translation>
    </message>
    <message>
        <source>cardless defence used</source>
        <translation>defensa sin carta usada</translation>
    </message>
    <message>
        <source>mulligan used</source>
        <translation>mulligan usado</translation>
    </message>
    <message>
        <source>press P or D</source>
        <translation>pulsa P o D</translation>
    </message>
    <message>
        <source>stalled last turn</source>
        <translation>esperó el turno pasado</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>Juega {name}</translation>
    </message>
    <message>
        <source>{name} wins the bout</source>
        <translation>{name} gana el asalto</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: two actions</source>
        <translation>Turno de {name}: dos acciones</translation>
    </message>
    <message>
        <source>{name}, {role}: {speed}</source>
        <translation>{name}, {role}: {speed}</translation>
    </message>
    <message>
        <source>{name}: {touches}, {sp} stamina, weapon in {position}, {cards} in hand</source>
        <translation>{name}: {touches}, {sp} de resistencia, arma en {position}, {cards} en la mano</translation>
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
            <numerusform>{timer}: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{verdict}: the fencers go back on guard, the clock is reset.</source>
        <translation>{verdict}: los tiradores vuelven a la guardia, el crono se repone.</translation>
    </message>
</context>
<context>
    <name>ReadyFenceState</name>
    <message>
        <source>End of turn: discard and draw, or not</source>
        <translation>Fin del turno: descartar y robar, o no</translation>
    </message>
    <message>
        <source>Infighting answers only at short or lunge distance, and you are at {distance}</source>
        <translation>el Combate cercano solo responde a corta distancia o a distancia de fondo, y estás a {distance}</translation>
    </message>
    <message>
        <source>Infighting is answered only by Infighting, Parry and Riposte or a cardless defence</source>
        <translation>al Combate cercano solo responden Combate cercano, Parada y respuesta o una defensa sin carta</translation>
    </message>
    <message>
        <source>Infighting is played at short distance only</source>
        <translation>el Combate cercano se juega solo a corta distancia</translation>
    </message>
    <message>
        <source>Parry and Riposte parries first and only then ripostes: it answers an attack, it never opens a phrase</source>
        <translation>Parada y respuesta primero para y solo después responde: contesta a un ataque, nunca abre una frase</translation>
    </message>
    <message>
        <source>Setup: keep your hand or declare a mulligan</source>
        <translation>Preparación: quédate la mano o declara un mulligan</translation>
    </message>
    <message>
        <source>The bout is over</source>
        <translation>El asalto ha terminado</translation>
    </message>
    <message>
        <source>The fencing phrase: answer</source>
        <translation>La frase de esgrima: responde</translation>
    </message>
    <message>
        <source>The phrase: renew the attack or let it end</source>
        <translation>La frase: renueva el ataque o déjala terminar</translation>
    </message>
    <message>
        <source>Your turn: two actions</source>
        <translation>Tu turno: dos acciones</translation>
    </message>
    <message>
        <source>a Ceding Parry answers only a Glide Attack or a Flanconade</source>
        <translation>una Parada cediendo solo responde a un Ataque deslizado o a una Flanconada</translation>
    </message>
    <message>
        <source>a Counter-Time answers only a counterattack (a light-blue card)</source>
        <translation>un Contratiempo solo responde a un contraataque (una carta azul claro)</translation>
    </message>
    <message>
        <source>a Disengage answers only an attack that seeks your blade (Beat Thrust, Glide Attack, Flanconade) or an attacker in Engagement</source>
        <translation>un Desenganche solo responde a un ataque que busca tu hoja (Batida y estocada, Ataque deslizado, Flanconada) o a un atacante en Enganche</translation>
    </message>
    <message>
        <source>a Feint follows your first attack, once the other fencer answered it with a card</source>
        <translation>una Finta sigue a tu primer ataque, una vez que el otro tirador le ha respondido con una carta</translation>
    </message>
    <message>
        <source>a Feint in Time answers only a Counter-Time</source>
        <translation>una Finta en tiempo solo responde a un Contratiempo</translation>
    </message>
    <message>
        <source>a Renewed Attack follows your own first attack, once a defence stopped it</source>
        <translation>un Ataque renovado sigue a tu propio primer ataque, una vez que una defensa lo ha detenido</translation>
    </message>
    <message>
        <source>a Stop Hit needs your weapon in Line</source>
        <translation>un Golpe de arresto necesita tu arma en Línea</translation>
    </message>
    <message>
        <source>a Toe-Touch is answered only by a Stop Hit or a defence by distance</source>
        <translation>a un Toque al pie solo responden un Golpe de arresto o una defensa por distancia</translation>
    </message>
    <message>
        <source>a dark-blue card is answered only by a light-blue card</source>
        <translation>a una carta azul oscuro solo responde una azul claro</translation>
    </message>
    <message>
        <source>a defence without cards answers only an attack</source>
        <translation>una defensa sin carta solo responde a un ataque</translation>
    </message>
    <message>
        <source>a defence without cards answers only the first attack of a phrase</source>
        <translation>una defensa sin carta solo responde al primer ataque de una frase</translation>
    </message>
    <message>
        <source>a light-blue card is answered only by a dark-blue card</source>
        <translation>a una carta azul claro solo responde una azul oscuro</translation>
    </message>
    <message>
        <source>a parry of {parry} is slower than the attack&apos;s {speed}</source>
        <translation>una parada de {parry} es más lenta que el {speed} del ataque</translation>
    </message>
    <message>
        <source>a phrase opens with a red card</source>
        <translation>una frase se abre con una carta roja</translation>
    </message>
    <message>
        <source>a renewed attack cannot be defended by distance</source>
        <translation>un ataque renovado no se puede defender por distancia</translation>
    </message>
    <message>
        <source>a riposte cannot be defended by distance</source>
        <translation>una respuesta no se puede defender por distancia</translation>
    </message>
    <message>
        <source>a stall takes both actions of a turn, and you have used one</source>
        <translation>esperar ocupa las dos acciones de un turno, y ya has usado una</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>avanzar</translation>
    </message>
    <message>
        <source>after a Flèche the attacker makes no other fencing action</source>
        <translation>tras una Flecha el atacante no hace ninguna otra acción de esgrima</translation>
    </message>
    <message>
        <source>an attack faster than {limit} cannot be defended by distance</source>
        <translation>un ataque más rápido que {limit} no se puede defender por distancia</translation>
    </message>
    <message>
        <source>back</source>
        <translation>retroceder</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>descartar</translation>
    </message>
    <message>
        <source>discard a card face down, draw a card</source>
        <translation>descartar una carta boca abajo, robar una carta</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>defensa por distancia</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminar</translation>
    </message>
    <message>
        <source>feint</source>
        <translation>fintar</translation>
    </message>
    <message>
        <source>in the tutorial a defence by distance gives up a card of your choice: name it</source>
        <translation>en el tutorial una defensa por distancia cede una carta a tu elección: nómbrala</translation>
    </message>
    <message>
        <source>in the tutorial a phrase opens only at lunge distance, and you are at {distance}</source>
        <translation>en el tutorial una frase solo se abre a distancia de fondo, y estás a {distance}</translation>
    </message>
    <message>
        <source>it costs {cost} SP and you have {sp}</source>
        <translation>cuesta {cost} PR y tienes {sp}</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>quedarse la mano</translation>
    </message>
    <message>
        <source>long distance</source>
        <translation>larga distancia</translation>
    </message>
    <message>
        <source>lunge distance</source>
        <translation>distancia de fondo</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>mulligan</translation>
    </message>
    <message>
        <source>not now; in {phase} you may {kinds}</source>
        <translation>ahora no; en «{phase}» puedes: {kinds}</translation>
    </message>
    <message>
        <source>once Priority is given, no fencer may stall</source>
        <translation>una vez dada la Prioridad, ningún tirador puede esperar</translation>
    </message>
    <message>
        <source>only a Joker answers a Joker</source>
        <translation>a un Comodín solo responde un Comodín</translation>
    </message>
    <message>
        <source>only in the tutorial does a defence by distance give up a card of your choice</source>
        <translation>solo en el tutorial una defensa por distancia cede una carta a tu elección</translation>
    </message>
    <message>
        <source>out of distance</source>
        <translation>fuera de distancia</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parar</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jugar una carta</translation>
    </message>
    <message>
        <source>renew</source>
        <translation>renovar el ataque</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>retirarse</translation>
    </message>
    <message>
        <source>retreat, changing a card</source>
        <translation>retroceder, cambiando una carta</translation>
    </message>
    <message>
        <source>short distance</source>
        <translation>corta distancia</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>esperar</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>esa carta no está en tu mano</translation>
    </message>
    <message>
        <source>the Flèche is played at long distance only</source>
        <translation>la Flecha se juega solo a larga distancia</translation>
    </message>
    <message>
        <source>the Straight Thrust rule: keep a Straight Thrust, and the yellow one only goes for a faster one</source>
        <translation>la regla de la Estocada recta: guarda una Estocada recta, y la amarilla solo se va por una más rápida</translation>
    </message>
    <message>
        <source>the Timer deck is empty</source>
        <translation>al crono no le quedan cartas</translation>
    </message>
    <message>
        <source>the bout is over</source>
        <translation>el asalto ha terminado</translation>
    </message>
    <message>
        <source>the other fencer stands on the square ahead</source>
        <translation>el otro tirador está en la casilla de delante</translation>
    </message>
    <message>
        <source>the tutorial has no parry without cards</source>
        <translation>el tutorial no tiene parada sin carta</translation>
    </message>
    <message>
        <source>the weapon position changes once a turn</source>
        <translation>la posición del arma cambia una vez por turno</translation>
    </message>
    <message>
        <source>this card is played at lunge distance, and you are at {distance}</source>
        <translation>esta carta se juega a distancia de fondo, y estás a {distance}</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>cambiar de posición</translation>
    </message>
    <message>
        <source>you have already defended without cards in this phrase</source>
        <translation>ya te has defendido sin carta en esta frase</translation>
    </message>
    <message>
        <source>you have made your two fencing actions in this phrase</source>
        <translation>ya has hecho tus dos acciones de esgrima en esta frase</translation>
    </message>
    <message>
        <source>you have only {sp} SP</source>
        <translation>solo tienes {sp} PR</translation>
    </message>
    <message>
        <source>you hold a card that answers it faster; a defence without cards is for a fencer who does not</source>
        <translation>tienes una carta que responde más rápido; la defensa sin carta es para quien no la tiene</translation>
    </message>
    <message>
        <source>you may discard and draw only once a turn</source>
        <translation>solo puedes descartar y robar una vez por turno</translation>
    </message>
    <message>
        <source>you stalled last turn, and may not stall twice in a row</source>
        <translation>esperaste el turno pasado, y no puedes esperar dos veces seguidas</translation>
    </message>
    <message>
        <source>your weapon is already in {position}</source>
        <translation>tu arma ya está en {position}</translation>
    </message>
    <message>
        <source>{card} cannot answer {other} here</source>
        <translation>{card} no puede responder aquí a {other}</translation>
    </message>
    <message>
        <source>{card} is not a Feint</source>
        <translation>{card} no es una Finta</translation>
    </message>
    <message>
        <source>{card} is not a Renewed Attack</source>
        <translation>{card} no es un Ataque renovado</translation>
    </message>
    <message>
        <source>{card} is not an Angulations card: only those are laid with another card</source>
        <translation>{card} no es una carta de Angulaciones: solo esas se ponen junto con otra carta</translation>
    </message>
    <message>
        <source>{card} needs your weapon in Engagement</source>
        <translation>{card} necesita tu arma en Enganche</translation>
    </message>
    <message>
        <source>{mode} bouts go to {a} or {b} touches, not {target}</source>
        <translation>los asaltos en modo {mode} van a {a} o {b} tocados, no a {target}</translation>
    </message>
    <message>
        <source>{other} adds speed only to an attack or a counterattack, not to {card}</source>
        <translation>{other} solo suma velocidad a un ataque o a un contraataque, no a {card}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceStory</name>
    <message>
        <source>A double touch</source>
        <translation>Golpe doble</translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Asalto empatado</translation>
    </message>
    <message>
        <source>A touch for you</source>
        <translation>Tocado para ti</translation>
    </message>
    <message>
        <source>A touch for {name}</source>
        <translation>Tocado para {name}</translation>
    </message>
    <message>
        <source>The fencers go back on guard and the clock is reset.</source>
        <translation>Los tiradores vuelven a la guardia y el crono se repone.</translation>
    </message>
    <message>
        <source>The last touch: {verdict}.</source>
        <translation>El último tocado: {verdict}.</translation>
    </message>
    <message>
        <source>The score is level: overtime, and the next touch wins. Priority to you if time runs out.</source>
        <translation>Empate en el marcador: prórroga, y el próximo tocado gana. Prioridad para ti si se acaba el tiempo.</translation>
    </message>
    <message>
        <source>The score is level: overtime, and the next touch wins. Priority to {name} if time runs out.</source>
        <translation>Empate en el marcador: prórroga, y el próximo tocado gana. Prioridad para {name} si se acaba el tiempo.</translation>
    </message>
    <message>
        <source>Touches</source>
        <translation>Tocados</translation>
    </message>
    <message>
        <source>You win the bout {score}</source>
        <translation>Ganas el asalto {score}</translation>
    </message>
    <message>
        <source>touches</source>
        <translation>tocados</translation>
    </message>
    <message>
        <source>{name} wins the bout {score}</source>
        <translation>{name} gana el asalto {score}</translation>
    </message>
    <message>
        <source>{score}, first to {target}</source>
        <translation>{score}, gana quien llegue a {target}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceText</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n touch(es)</source>
        <translation>
            <numerusform>%n tocado</numerusform>
            <numerusform>%n tocados</numerusform>
        </translation>
    </message>
    <message>
        <source>, Priority</source>
        <translation>, Prioridad</translation>
    </message>
    <message>
        <source>Fencer A</source>
        <translation>Tirador A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Tirador B</translation>
    </message>
    <message>
        <source>Last phrase: {verdict}</source>
        <translation>Última frase: {verdict}</translation>
    </message>
    <message>
        <source>Over: {verdict}</source>
        <translation>Terminado: {verdict}</translation>
    </message>
    <message numerus="yes">
        <source>Timer %n card(s), overtime; bout to {target}</source>
        <translation>
            <numerusform>Crono %n carta, prórroga; asalto a {target}</numerusform>
            <numerusform>Crono %n cartas, prórroga; asalto a {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Timer %n card(s), period {period}; bout to {target}</source>
        <translation>
            <numerusform>Crono %n carta, periodo {period}; asalto a {target}</numerusform>
            <numerusform>Crono %n cartas, periodo {period}; asalto a {target}</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Tu mano: {cards}</translation>
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
        <translation>{phase}: te toca</translation>
    </message>
    <message numerus="yes">
        <source>{phase}: your move, %n action(s) left</source>
        <translation>
            <numerusform>{phase}: te toca, queda %n acción</numerusform>
            <numerusform>{phase}: te toca, quedan %n acciones</numerusform>
        </translation>
    </message>
    <message>
        <source>{phase}: {name} to act</source>
        <translation>{phase}: juega {name}</translation>
    </message>
    <message numerus="yes">
        <source>{phase}: {name} to act, %n action(s) left</source>
        <translation>
            <numerusform>{phase}: juega {name}, queda %n acción</numerusform>
            <numerusform>{phase}: juega {name}, quedan %n acciones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadyFenceUI</name>
    <message>
        <source> — points {a}-{b}</source>
        <translation> — puntos {a}-{b}</translation>
    </message>
    <message>
        <source>A drawn bout</source>
        <translation>Asalto empatado</translation>
    </message>
</context>
<context>
    <name>ReadyFenceVerdicts</name>
    <message>
        <source>Angulations</source>
        <translation>Angulaciones</translation>
    </message>
    <message>
        <source>Defence by distance</source>
        <translation>Defensa por distancia</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parada</translation>
    </message>
    <message>
        <source>a fencer ran out of cards</source>
        <translation>un tirador se quedó sin cartas</translation>
    </message>
    <message>
        <source>beat on his Line</source>
        <translation>batida sobre su Línea</translation>
    </message>
    <message>
        <source>double touch: both at speed {speed}</source>
        <translation>golpe doble: ambos a velocidad {speed}</translation>
    </message>
    <message>
        <source>double touch: two Jokers</source>
        <translation>golpe doble: dos Comodines</translation>
    </message>
    <message>
        <source>his Engagement</source>
        <translation>su Enganche</translation>
    </message>
    <message>
        <source>no touch: the defence held</source>
        <translation>sin tocado: la defensa aguantó</translation>
    </message>
    <message>
        <source>non-combativity after time ran out</source>
        <translation>no combatividad tras acabarse el tiempo</translation>
    </message>
    <message>
        <source>off the end of the strip</source>
        <translation>fuera por el fondo de la pista</translation>
    </message>
    <message>
        <source>period {period} over</source>
        <translation>fin del periodo {period}</translation>
    </message>
    <message>
        <source>the Feint ends the phrase: no touch</source>
        <translation>la Finta termina la frase: sin tocado</translation>
    </message>
    <message>
        <source>the double touch does not count</source>
        <translation>el golpe doble no cuenta</translation>
    </message>
    <message>
        <source>the other fencer ran out of cards</source>
        <translation>al otro tirador se le acabaron las cartas</translation>
    </message>
    <message>
        <source>time ran out at {a}-{b}</source>
        <translation>se acabó el tiempo con {a}-{b}</translation>
    </message>
    <message>
        <source>time ran out: Priority wins</source>
        <translation>se acabó el tiempo: gana la Prioridad</translation>
    </message>
    <message>
        <source>{card} touches: no answer</source>
        <translation>{card} toca: sin respuesta</translation>
    </message>
    <message>
        <source>{card} wins immediately</source>
        <translation>{card} gana al instante</translation>
    </message>
    <message>
        <source>{sp} SP x 2</source>
        <translation>{sp} PR x 2</translation>
    </message>
    <message>
        <source>{winner} beats {loser}</source>
        <translation>{winner} vence a {loser}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Fencer A</source>
        <translation>Tirador A</translation>
    </message>
    <message>
        <source>Fencer B</source>
        <translation>Tirador B</translation>
    </message>
    <message>
        <source>Keys and drops</source>
        <translation>Teclas y arrastres</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>Nueva partida… (Ctrl+N)</translation>
    </message>
    <message>
        <source>No card under the keys&apos; ring to show larger: choose one with the arrows.</source>
        <translation>No hay ninguna carta bajo el anillo del teclado que ampliar: elige una con las flechas.</translation>
    </message>
    <message>
        <source>Over to {name}: Enter or a click shows the table.</source>
        <translation>Turno de {name}: Intro o un clic muestra la mesa.</translation>
    </message>
    <message>
        <source>Rematch (R)</source>
        <translation>Revancha (R)</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Te toca.</translation>
    </message>
    <message>
        <source>Your move: {hint}</source>
        <translation>Te toca: {hint}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>Your turn: Enter or a click shows the table.</source>
        <translation>Te toca: Intro o un clic muestra la mesa.</translation>
    </message>
    <message>
        <source>{action} — Enter to play, Esc to cancel.</source>
        <translation>{action}: Intro para jugar, Esc para cancelar.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>{name}, your turn</source>
        <translation>{name}, te toca</translation>
    </message>
</context>
<context>
    <name>TableDrag</name>
    <message>
        <source>Pass the screen. Your cards stay hidden until you are ready.

Press Enter or click to show your hand.</source>
        <translation>Pasa la pantalla. Tus cartas siguen ocultas hasta que estés listo.

Pulsa Intro o haz clic para ver tu mano.</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation>Tu mano: {cards}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>en tu mano</translation>
    </message>
    <message>
        <source>no play now</source>
        <translation>ninguna jugada ahora</translation>
    </message>
    <message>
        <source>{card}: {plays} — drag it, or {keys} (F1).</source>
        <translation>{card}: {plays}; arrástrala, o {keys} (F1).</translation>
    </message>
</context>
<context>
    <name>TableStory</name>
    <message>
        <source>A drawn game</source>
        <translation>Partida en tablas</translation>
    </message>
    <message>
        <source>A drawn round</source>
        <translation>Ronda empatada</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Ganas</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Ganas la partida</translation>
    </message>
    <message>
        <source>You win the round</source>
        <translation>Ganas la ronda</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gana</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name} gana la partida</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} gana la ronda</translation>
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
        <translation>(exento)</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Campeón</translation>
    </message>
    <message>
        <source>The tableau is drawn up when the pool is over: every fencer goes through, seeded by his place in the pool (1 against the last), the best seeds getting the byes.</source>
        <translation>El cuadro se forma al terminar la poule: pasan todos los tiradores, sembrados según su puesto en la poule (el 1 contra el último), y los mejores cabezas de serie quedan exentos.</translation>
    </message>
</context>
</TS>
