<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Salle</source>
        <translation>Acerca de Salle</translation>
    </message>
    <message>
        <source>Built with {versions}.</source>
        <translation>Hecho con {versions}.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <source>Salle is a practice room for duelling card games. Two fencers meet across a table: you and a friend taking turns at one screen, or you and a computer opponent that plays only on what its own seat could know. Every game can be saved, replayed from its seed, and looked back on in the practice history.</source>
        <translation>Salle es una sala de práctica para juegos de cartas de duelo. Dos tiradores se enfrentan en una mesa: tú y un amigo por turnos ante una misma pantalla, o tú y un rival controlado por el ordenador que solo juega con lo que su propio puesto podría saber. Cada partida se puede guardar, volver a jugar desde su semilla y repasar en el historial de práctica.</translation>
    </message>
    <message>
        <source>Salle is an independent program; its rules summaries and card texts are written in its own words, and what a rulebook leaves open (decks, armies, numbers) is of its own design.</source>
        <translation>Salle es un programa independiente; sus resúmenes de reglas y textos de cartas están escritos con sus propias palabras, y lo que un reglamento deja abierto (mazos, ejércitos, cifras) es de diseño propio.</translation>
    </message>
    <message>
        <source>Salle is free software under the GNU General Public License, version 3 or later.</source>
        <translation>Salle es software libre bajo la Licencia Pública General de GNU, versión 3 o posterior.</translation>
    </message>
    <message>
        <source>Version {number}</source>
        <translation>Versión {number}</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>. Enter plays: {move}</source>
        <translation>. Intro juega: {move}</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La mesa</translation>
    </message>
    <message>
        <source>What just happened at the table</source>
        <translation>Lo que acaba de ocurrir en la mesa</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Salle cannot start: its card data is damaged.

{problem}</source>
        <translation>Salle no puede arrancar: sus datos de cartas están dañados.

{problem}</translation>
    </message>
</context>
<context>
    <name>Arena</name>
    <message>
        <source>Elo of {a} over {b}: {elo} ({percent}% interval {low} to {high})</source>
        <translation>Elo de {a} sobre {b}: {elo} (intervalo del {percent} %: de {low} a {high})</translation>
    </message>
    <message>
        <source>LLR {llr} (H0 at {lower} or below, H1 at {upper} or above)</source>
        <translation>LLR {llr} (H0 en {lower} o menos, H1 en {upper} o más)</translation>
    </message>
    <message numerus="yes">
        <source>No verdict after %n pair(s) (at most {most} with -n)</source>
        <translation>
            <numerusform>Sin veredicto tras %n par (como máximo {most} con -n)</numerusform>
            <numerusform>Sin veredicto tras %n pares (como máximo {most} con -n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pairs by {a}&apos;s points (0, 1/2, 1, 3/2, 2): {counts}</source>
        <translation>Pares según los puntos de {a} (0, 1/2, 1, 3/2, 2): {counts}</translation>
    </message>
    <message>
        <source>Sequential test of {a} against {b}: H0, {a} is {elo0} Elo stronger; H1, {elo1} Elo stronger (errors {alpha} and {beta})</source>
        <translation>Test secuencial de {a} contra {b}: H0, {a} es {elo0} Elo más fuerte; H1, {elo1} Elo más fuerte (errores {alpha} y {beta})</translation>
    </message>
    <message numerus="yes">
        <source>Verdict after %n pair(s): H0 accepted, {a} is {elo0} Elo stronger rather than {elo1}</source>
        <translation>
            <numerusform>Veredicto tras %n par: H0 aceptada, {a} es {elo0} Elo más fuerte, y no {elo1}</numerusform>
            <numerusform>Veredicto tras %n pares: H0 aceptada, {a} es {elo0} Elo más fuerte, y no {elo1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verdict after %n pair(s): H1 accepted, {a} is {elo1} Elo stronger rather than {elo0}</source>
        <translation>
            <numerusform>Veredicto tras %n par: H1 aceptada, {a} es {elo1} Elo más fuerte, y no {elo0}</numerusform>
            <numerusform>Veredicto tras %n pares: H1 aceptada, {a} es {elo1} Elo más fuerte, y no {elo0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s podría coincidir con %(matches)s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>se esperaba %s argumento</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>se esperaban %s argumentos</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>se esperaba al menos un argumento</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>se esperaba como mucho un argumento</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argumento explícito %r ignorado</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>no permitido con el argumento %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>se requiere uno de los argumentos %s</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrar este mensaje de ayuda y salir</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>se requieren los siguientes argumentos: %s</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>analizador %(parser_name)r desconocido (opciones: %(choices)s)</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
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
        <translation>Retador</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primer jugador</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Emparejamiento</translation>
    </message>
    <message>
        <source>Respondent</source>
        <translation>Retado</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Las cartas incluidas</translation>
    </message>
    <message>
        <source>moving first</source>
        <translation>juega primero</translation>
    </message>
    <message>
        <source>moving second</source>
        <translation>juega segundo</translation>
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
        <translation>El equilibrio se detuvo: {problem}</translation>
    </message>
</context>
<context>
    <name>BalanceWindow</name>
    <message>
        <source>&amp;Against:</source>
        <translation>&amp;Contra:</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Cartas:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Pairings (each deck against the other, sides rotated):</source>
        <translation>&amp;Emparejamientos (cada mazo contra el otro, lados alternados):</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <source>95% interval high</source>
        <translation>Intervalo del 95 %, máximo</translation>
    </message>
    <message>
        <source>95% interval low</source>
        <translation>Intervalo del 95 %, mínimo</translation>
    </message>
    <message>
        <source>A Dask scheduler&apos;s address, e.g. tcp://192.168.1.20:8786: each game is played on the cluster&apos;s workers. The cluster can run any code in Salle: use only machines you trust</source>
        <translation>La dirección de un planificador Dask, p. ej. tcp://192.168.1.20:8786: cada partida se juega en los trabajadores del clúster. El clúster puede ejecutar cualquier código en Salle: usa solo máquinas de confianza</translation>
    </message>
    <message>
        <source>AI &amp;level:</source>
        <translation>&amp;Nivel de la IA:</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Equilibrio</translation>
    </message>
    <message>
        <source>Before %</source>
        <translation>Antes %</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message>
        <source>Cancelled after {done} of {total} games: nothing kept.</source>
        <translation>Cancelado tras {done} de {total} partidas: no se guarda nada.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>Choose at least one pairing.</source>
        <translation>Elige al menos un emparejamiento.</translation>
    </message>
    <message>
        <source>Cl&amp;uster:</source>
        <translation>Cl&amp;úster:</translation>
    </message>
    <message>
        <source>Co&amp;mpare with the previous run</source>
        <translation>Co&amp;mparar con la ejecución anterior</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Conectando con {address}…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n game(s) in {time}.</source>
        <translation>
            <numerusform>Hecho: %n partida en {time}.</numerusform>
            <numerusform>Hecho: %n partidas en {time}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>Export p&amp;lot…</source>
        <translation>Exportar &amp;gráfico…</translation>
    </message>
    <message>
        <source>Export the plot</source>
        <translation>Exportar el gráfico</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>Exportar la tabla</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Games per &amp;pairing:</source>
        <translation>Partidas por &amp;emparejamiento:</translation>
    </message>
    <message>
        <source>It could not be kept: {problem}</source>
        <translation>No se pudo guardar: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Last run {when}: {level}, %n game(s) per pairing.</source>
        <translation>
            <numerusform>Última ejecución {when}: {level}, %n partida por emparejamiento.</numerusform>
            <numerusform>Última ejecución {when}: {level}, %n partidas por emparejamiento.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run with these cards yet.</source>
        <translation>Aún no hay ejecuciones con estas cartas.</translation>
    </message>
    <message>
        <source>One deck: the seats are rotated.</source>
        <translation>Un solo mazo: se alternan los puestos.</translation>
    </message>
    <message>
        <source>P&amp;rocesses:</source>
        <translation>P&amp;rocesos:</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Pair the decks of these cards with each other, or with the decks of other cards (the shipped ones or another set)</source>
        <translation>Enfrentar los mazos de estas cartas entre sí, o con los mazos de otras cartas (las incluidas u otro juego)</translation>
    </message>
    <message>
        <source>Previous run</source>
        <translation>Ejecución anterior</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>Starting the processes…</source>
        <translation>Iniciando los procesos…</translation>
    </message>
    <message>
        <source>The earlier runs cannot be read: {problem}</source>
        <translation>No se pueden leer las ejecuciones anteriores: {problem}</translation>
    </message>
    <message>
        <source>The same cards</source>
        <translation>Las mismas cartas</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Esta ejecución</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Win rate %</source>
        <translation>Victorias %</translation>
    </message>
    <message>
        <source>Win rate % (bars: 95% interval)</source>
        <translation>Victorias % (barras: intervalo del 95 %)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Written: {file}</source>
        <translation>Escrito: {file}</translation>
    </message>
    <message>
        <source>none: processes here</source>
        <translation>ninguno: procesos aquí</translation>
    </message>
    <message>
        <source>the SVG drawing was not written</source>
        <translation>no se escribió el dibujo SVG</translation>
    </message>
    <message>
        <source>{deck} against {other}</source>
        <translation>{deck} contra {other}</translation>
    </message>
    <message>
        <source>{done} of {total} games played, about {left} left</source>
        <translation>{done} de {total} partidas jugadas, quedan unos {left}</translation>
    </message>
    <message>
        <source>{file} could not be written: {problem}</source>
        <translation>No se pudo escribir {file}: {problem}</translation>
    </message>
    <message>
        <source>{game} balance: {cards} against {other}, {level}, n = {n}</source>
        <translation>Equilibrio de {game}: {cards} contra {other}, {level}, n = {n}</translation>
    </message>
    <message>
        <source>{game} balance: {cards}, {level}, n = {n}</source>
        <translation>Equilibrio de {game}: {cards}, {level}, n = {n}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} a {high}</translation>
    </message>
</context>
<context>
    <name>Balances</name>
    <message>
        <source>Salle&apos;s balance runs</source>
        <translation>las series de equilibrio de Salle</translation>
    </message>
    <message>
        <source>is not a balance run: {reason}</source>
        <translation>no es una serie de equilibrio: {reason}</translation>
    </message>
    <message>
        <source>is not {format}: not Salle&apos;s balance runs</source>
        <translation>no es {format}: no son las series de equilibrio de Salle</translation>
    </message>
</context>
<context>
    <name>CardLanguages</name>
    <message>
        <source>a file of the cards&apos; words</source>
        <translation>un archivo de palabras de las cartas</translation>
    </message>
    <message>
        <source>gives words for {file}, which is not a card file here</source>
        <translation>da palabras para {file}, que aquí no es un archivo de cartas</translation>
    </message>
    <message>
        <source>is missing: a [deck] table gives the deck&apos;s title</source>
        <translation>falta: una tabla [deck] da el título del mazo</translation>
    </message>
    <message>
        <source>is missing: one [card.&lt;id&gt;] table for each card</source>
        <translation>falta: una tabla [card.&lt;id&gt;] por carta</translation>
    </message>
    <message>
        <source>is missing: the card has no name in {language}</source>
        <translation>falta: la carta no tiene nombre en {language}</translation>
    </message>
    <message>
        <source>is missing: the card has no text in {language}</source>
        <translation>falta: la carta no tiene texto en {language}</translation>
    </message>
    <message>
        <source>is not a back of layouts.toml</source>
        <translation>no es un dorso de layouts.toml</translation>
    </message>
    <message>
        <source>is not a card of {file}</source>
        <translation>no es una carta de {file}</translation>
    </message>
    <message>
        <source>is not a field of a back&apos;s words (label)</source>
        <translation>no es un campo de las palabras de un dorso (label)</translation>
    </message>
    <message>
        <source>is not a field of a card language file</source>
        <translation>no es un campo de un archivo de idioma de cartas</translation>
    </message>
    <message>
        <source>is not a field of a card language file&apos;s deck</source>
        <translation>no es un campo del mazo de un archivo de idioma de cartas</translation>
    </message>
    <message>
        <source>is not a field of a layout&apos;s words (words)</source>
        <translation>no es un campo de las palabras de un diseño (words)</translation>
    </message>
    <message>
        <source>is not a layout of layouts.toml</source>
        <translation>no es un diseño de layouts.toml</translation>
    </message>
    <message>
        <source>is not a table of a card language file ([deck] and [card.&lt;id&gt;])</source>
        <translation>no es una tabla de un archivo de idioma de cartas ([deck] y [card.&lt;id&gt;])</translation>
    </message>
    <message>
        <source>is not a table of layouts.toml</source>
        <translation>no es una tabla de layouts.toml</translation>
    </message>
    <message>
        <source>is not among the layout&apos;s words in layouts.toml</source>
        <translation>no está entre las palabras del diseño en layouts.toml</translation>
    </message>
    <message>
        <source>must be a table of English word = translation</source>
        <translation>debe ser una tabla de palabra inglesa = traducción</translation>
    </message>
    <message>
        <source>must be left out: the card has no English text</source>
        <translation>debe omitirse: la carta no tiene texto en inglés</translation>
    </message>
    <message>
        <source>must be named &lt;card file&gt;.&lt;language&gt;.toml, the language one of {languages}, not {name}</source>
        <translation>debe llamarse &lt;archivo de cartas&gt;.&lt;idioma&gt;.toml, con el idioma entre {languages}, no {name}</translation>
    </message>
    <message>
        <source>must keep the English numbers and placeholders ({keep}), not {found}</source>
        <translation>debe conservar los números y marcadores del inglés ({keep}), no {found}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>CardSchema</name>
    <message>
        <source>Copies</source>
        <translation>Copias</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
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
        <translation>El juego de cartas {name!r} ha cambiado desde que se jugó esta partida: sigue con las cartas tal como están ahora, que quizá no sean las mismas con las que se jugó.</translation>
    </message>
    <message>
        <source>This game was played with the card set {name!r}, which is not there any more.</source>
        <translation>Esta partida se jugó con el juego de cartas {name!r}, que ya no existe.</translation>
    </message>
    <message>
        <source>This game was played with the card set {name!r}, which now has a fault: {problem}</source>
        <translation>Esta partida se jugó con el juego de cartas {name!r}, que ahora tiene un fallo: {problem}</translation>
    </message>
    <message>
        <source>a card set is drawn with the shipped faces and backs; it has no layouts.toml</source>
        <translation>un juego de cartas se dibuja con los anversos y reversos incluidos; no tiene layouts.toml</translation>
    </message>
    <message>
        <source>a card set is of one game: {first}, not also {other}</source>
        <translation>un juego de cartas es de un solo juego: {first}, no también {other}</translation>
    </message>
    <message>
        <source>a card set needs a name: it cannot be empty or only spaces</source>
        <translation>un juego de cartas necesita un nombre: no puede estar vacío ni tener solo espacios</translation>
    </message>
    <message>
        <source>a card set&apos;s name</source>
        <translation>el nombre de un juego de cartas</translation>
    </message>
    <message>
        <source>another file of the set is the deck {deck!r} too</source>
        <translation>otro archivo del juego de cartas también es el mazo {deck!r}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>no se puede leer: {reason}</translation>
    </message>
    <message>
        <source>cannot be removed: {reason}</source>
        <translation>no se puede eliminar: {reason}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>no se puede escribir: {reason}</translation>
    </message>
    <message>
        <source>in {game} both players share one deck: a game plays one card set</source>
        <translation>en {game} los dos jugadores comparten un mazo: una partida se juega con un solo juego de cartas</translation>
    </message>
    <message>
        <source>is not a folder</source>
        <translation>no es una carpeta</translation>
    </message>
    <message>
        <source>must be one of {games}, not {game!r}</source>
        <translation>debe ser uno de {games}, no {game!r}</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>ningún juego</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguno todavía</translation>
    </message>
    <message>
        <source>the card needs an id before it has words in another language</source>
        <translation>la carta necesita un id antes de tener palabras en otro idioma</translation>
    </message>
    <message>
        <source>the card set {name!r} cannot be played: {problem}</source>
        <translation>el juego de cartas {name!r} no se puede jugar: {problem}</translation>
    </message>
    <message>
        <source>the card set {name!r} could not be made: {reason}</source>
        <translation>no se pudo crear el juego de cartas {name!r}: {reason}</translation>
    </message>
    <message>
        <source>the card set {name!r} has no deck a seat plays ({decks})</source>
        <translation>el juego de cartas {name!r} no tiene ningún mazo que juegue un puesto ({decks})</translation>
    </message>
    <message>
        <source>the card set {name!r} is named twice</source>
        <translation>el juego de cartas {name!r} aparece dos veces</translation>
    </message>
    <message>
        <source>the card sets {first!r} and {other!r} are of different games</source>
        <translation>los juegos de cartas {first!r} y {other!r} son de juegos distintos</translation>
    </message>
    <message>
        <source>the folder holds no card file (*.toml)</source>
        <translation>la carpeta no contiene ningún archivo de cartas (*.toml)</translation>
    </message>
    <message>
        <source>there is a card set called {name!r} already ({folder})</source>
        <translation>ya hay un juego de cartas llamado {name!r} ({folder})</translation>
    </message>
    <message>
        <source>there is no card set {name!r} (your sets: {known})</source>
        <translation>no hay ningún juego de cartas {name!r} (tus juegos: {known})</translation>
    </message>
    <message>
        <source>{deck} ({set})</source>
        <translation>{deck} ({set})</translation>
    </message>
    <message>
        <source>{game} has no deck {deck!r}; choose from {known}</source>
        <translation>{game} no tiene ningún mazo {deck!r}; elige entre {known}</translation>
    </message>
    <message>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: a name must not begin with &apos;.&apos;</source>
        <translation>{name} no puede ser el nombre de un juego de cartas: un nombre no debe empezar por &apos;.&apos;</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: at most {most} characters, not {count}</source>
        <translation>{name} no puede ser el nombre de un juego de cartas: como mucho {most} caracteres, no {count}</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: it must not hold a control character (a line break, a tab)</source>
        <translation>{name} no puede ser el nombre de un juego de cartas: no debe contener ningún carácter de control (un salto de línea, un tabulador)</translation>
    </message>
    <message>
        <source>{name} cannot name a card set: it must not hold {sign}</source>
        <translation>{name} no puede ser el nombre de un juego de cartas: no debe contener {sign}</translation>
    </message>
</context>
<context>
    <name>CardSetsWindow</name>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplicar</translation>
    </message>
    <message>
        <source>&amp;Words in </source>
        <translation>&amp;Palabras en </translation>
    </message>
    <message>
        <source>A card set&apos;s folder</source>
        <translation>La carpeta de un juego de cartas</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <source>Balance…</source>
        <translation>Equilibrio…</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Juegos de cartas</translation>
    </message>
    <message>
        <source>Cards of the set</source>
        <translation>Cartas del juego</translation>
    </message>
    <message>
        <source>Change {field}</source>
        <translation>Cambiar {field}</translation>
    </message>
    <message>
        <source>Checking the set…</source>
        <translation>Comprobando el juego de cartas…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>E&amp;liminar</translation>
    </message>
    <message>
        <source>Delete card</source>
        <translation>Eliminar carta</translation>
    </message>
    <message>
        <source>Duplicate card</source>
        <translation>Duplicar carta</translation>
    </message>
    <message>
        <source>New from…</source>
        <translation>Nuevo a partir de…</translation>
    </message>
    <message>
        <source>No card chosen.</source>
        <translation>Ninguna carta elegida.</translation>
    </message>
    <message>
        <source>No problems: the set is ready to play and print.</source>
        <translation>Ningún problema: el juego de cartas está listo para jugar e imprimir.</translation>
    </message>
    <message>
        <source>Play this set…</source>
        <translation>Jugar con este juego de cartas…</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Problems of the set</source>
        <translation>Problemas del juego de cartas</translation>
    </message>
    <message>
        <source>The card&apos;s face</source>
        <translation>El anverso de la carta</translation>
    </message>
    <message>
        <source>The face cannot be drawn yet: {reason}</source>
        <translation>Todavía no se puede dibujar el anverso: {reason}</translation>
    </message>
    <message>
        <source>The language of the card&apos;s words</source>
        <translation>El idioma de las palabras de la carta</translation>
    </message>
    <message>
        <source>This set cannot be played: {problem}</source>
        <translation>Este juego de cartas no se puede jugar: {problem}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>rows apart by spaces, e.g. XXX OO dd</source>
        <translation>filas separadas por espacios, p. ej. XXX OO dd</translation>
    </message>
    <message>
        <source>{field} in {language}</source>
        <translation>{field} en {language}</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the set is read again, and the steps to undo are forgotten, as they were made on what it held before.</source>
        <translation>Otro programa ha cambiado {file}: el juego de cartas se vuelve a leer y se olvidan los pasos para deshacer, ya que se hicieron sobre su contenido anterior.</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the set is read again.</source>
        <translation>Otro programa ha cambiado {file}: el juego de cartas se vuelve a leer.</translation>
    </message>
    <message>
        <source>{file} was changed by another program: the steps to undo were made on what it held before, so they are forgotten.</source>
        <translation>Otro programa ha cambiado {file}: los pasos para deshacer se hicieron sobre su contenido anterior, así que se olvidan.</translation>
    </message>
    <message>
        <source>{title} — has a fault</source>
        <translation>{title} — tiene un fallo</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>a card file</source>
        <translation>un archivo de cartas</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>no se puede leer: {reason}</translation>
    </message>
    <message>
        <source>is already defined by another card folder</source>
        <translation>ya lo define otra carpeta de cartas</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>is missing: a [deck] table names the game and the deck</source>
        <translation>falta: una tabla [deck] nombra el juego y el mazo</translation>
    </message>
    <message>
        <source>is not a card field</source>
        <translation>no es un campo de carta</translation>
    </message>
    <message>
        <source>is not a deck field</source>
        <translation>no es un campo de mazo</translation>
    </message>
    <message>
        <source>is not a table of a card file ([deck] and [[card]])</source>
        <translation>no es una tabla de un archivo de cartas ([deck] y [[card]])</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>no es TOML válido: {reason}</translation>
    </message>
    <message>
        <source>is used by another card</source>
        <translation>ya lo usa otra carta</translation>
    </message>
    <message>
        <source>must be a table</source>
        <translation>debe ser una tabla</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}, not {value}</source>
        <translation>debe ser un número entero de {low} a {high}, no {value}</translation>
    </message>
    <message>
        <source>must be a whole number, not {value}</source>
        <translation>debe ser un número entero, no {value}</translation>
    </message>
    <message>
        <source>must be one of the backs in layouts.toml ({known}), not {given}</source>
        <translation>debe ser uno de los dorsos de layouts.toml ({known}), no {given}</translation>
    </message>
    <message>
        <source>must be one of the layouts in layouts.toml ({known}), not {given}</source>
        <translation>debe ser uno de los diseños de layouts.toml ({known}), no {given}</translation>
    </message>
    <message>
        <source>must be one of {choices}, not {given}</source>
        <translation>debe ser uno de {choices}, no {given}</translation>
    </message>
    <message>
        <source>must be text, not {value}</source>
        <translation>debe ser texto, no {value}</translation>
    </message>
    <message>
        <source>must be true or false, not {value}</source>
        <translation>debe ser true o false, no {value}</translation>
    </message>
    <message>
        <source>must be {wanted}, not {given}</source>
        <translation>debe ser {wanted}, no {given}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>no puede estar vacío</translation>
    </message>
    <message>
        <source>the card layouts</source>
        <translation>los diseños de las cartas</translation>
    </message>
    <message>
        <source>the deck has no [[card]] entries</source>
        <translation>el mazo no tiene entradas [[card]]</translation>
    </message>
    <message>
        <source>{game} has one card file, not {count}</source>
        <translation>{game} tiene un archivo de cartas, no {count}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abandonada</numerusform>
            <numerusform>%n abandonadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n game(s) in the history could not be read and left out: {problem}.)</source>
        <translation>
            <numerusform>(%n partida del historial no se pudo leer y se ha omitido: {problem}.)</numerusform>
            <numerusform>(%n partidas del historial no se pudieron leer y se han omitido: {problem}.)</numerusform>
        </translation>
    </message>
    <message>
        <source>--pair: in {game} both players share one deck</source>
        <translation>--pair: en {game} los dos jugadores comparten un mazo</translation>
    </message>
    <message>
        <source>--version takes no command</source>
        <translation>--version no admite ninguna orden</translation>
    </message>
    <message>
        <source>AI against AI: does the coach&apos;s win chance mean what it says?</source>
        <translation>IA contra IA: ¿significa la probabilidad de ganar del entrenador lo que dice?</translation>
    </message>
    <message>
        <source>AI against AI: win rates with 95%% intervals</source>
        <translation>IA contra IA: tasas de victoria con intervalos del 95%%</translation>
    </message>
    <message>
        <source>En Garde parry rule: total (the rulebook, default) or equal (later editions)</source>
        <translation>regla de parada de En Garde: total (el reglamento, por defecto) o equal (ediciones posteriores)</translation>
    </message>
    <message>
        <source>En Garde rules level (default standard)</source>
        <translation>nivel de reglas de En Garde (por defecto standard)</translation>
    </message>
    <message>
        <source>JSON-lines rules referee on stdin/stdout</source>
        <translation>árbitro de reglas en líneas JSON por stdin/stdout</translation>
    </message>
    <message>
        <source>Meanwhile the terminal game works: {command} play en-garde</source>
        <translation>Mientras tanto, el juego en la terminal funciona: {command} play en-garde</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Partidas recientes:</translation>
    </message>
    <message>
        <source>Record (wins-losses-draws; abandoned games count for none of them):</source>
        <translation>Balance (victorias-derrotas-empates; las partidas abandonadas no cuentan en ninguno):</translation>
    </message>
    <message>
        <source>Salle does not speak {code}; choose from {codes}</source>
        <translation>Salle no habla {code}; elige entre {codes}</translation>
    </message>
    <message>
        <source>Salle: a table for duelling card games.</source>
        <translation>Salle: una mesa para juegos de cartas de duelo.</translation>
    </message>
    <message>
        <source>The map fitted to this run: slope {slope}, shift {shift}; fitted to half the matches, it scores {brier} in Brier on the other half. The game keeps slope {kept_slope}, shift {kept_shift} for the {level}&apos;s search.</source>
        <translation>La correspondencia ajustada a esta serie: pendiente {slope}, desplazamiento {shift}; ajustada a la mitad de las partidas, obtiene {brier} de Brier en la otra mitad. El juego guarda para la búsqueda del nivel {level} la pendiente {kept_slope} y el desplazamiento {kept_shift}.</translation>
    </message>
    <message>
        <source>The same decisions through maps each fitted to the other half of the matches:</source>
        <translation>Las mismas decisiones a través de correspondencias ajustadas cada una a la otra mitad de las partidas:</translation>
    </message>
    <message>
        <source>a game option kept for every match (repeatable)</source>
        <translation>una opción de juego para todas las partidas (repetible)</translation>
    </message>
    <message>
        <source>a game option kept for every match, e.g. -o break=on (repeatable)</source>
        <translation>una opción de juego para todas las partidas, p. ej. -o break=on (repetible)</translation>
    </message>
    <message>
        <source>a game option, e.g. -o variant=salle (repeatable)</source>
        <translation>una opción de juego, p. ej. -o variant=salle (repetible)</translation>
    </message>
    <message>
        <source>a game option, e.g. -o variant=sudden for Audatia (repeatable)</source>
        <translation>una opción de juego, p. ej. -o variant=sudden para Audatia (repetible)</translation>
    </message>
    <message>
        <source>a sequential test, as Stockfish&apos;s fishtest runs: pairs of matches on one deal, seats swapped, until A is found ELO1 rather than ELO0 Elo stronger, or the reverse (-n caps the matches); each from -{most} to {most}, ELO0 below ELO1</source>
        <translation>un test secuencial, como el fishtest de Stockfish: pares de partidas con un mismo reparto, con los puestos intercambiados, hasta que A resulte ELO1 Elo más fuerte y no ELO0, o al revés (-n limita las partidas); cada uno de -{most} a {most}, ELO0 menor que ELO1</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
    <message>
        <source>argument --journal: an empty name names no file</source>
        <translation>argumento --journal: un nombre vacío no designa ningún archivo</translation>
    </message>
    <message>
        <source>argument --sprt: the matches are played in pairs; give -n 2 or more</source>
        <translation>argumento --sprt: las partidas se juegan por pares; indica -n 2 o más</translation>
    </message>
    <message>
        <source>check this installation: an AI match, the table, a proof PDF</source>
        <translation>comprobar esta instalación: una partida de la IA, la mesa, un PDF de pruebas</translation>
    </message>
    <message>
        <source>deal seed, 0 to {most} (default: random)</source>
        <translation>semilla del reparto, de 0 a {most} (por defecto: al azar)</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>groups of shown chance, 2 to {most} (default 10)</source>
        <translation>grupos de probabilidad mostrada, de 2 a {most} (por defecto 10)</translation>
    </message>
    <message>
        <source>hits to win the match, 1 to {most} (default 5)</source>
        <translation>tocados para ganar la partida, de 1 a {most} (por defecto 5)</translation>
    </message>
    <message>
        <source>how many recent games, 1 to {most} (default 10)</source>
        <translation>cuántas partidas recientes, de 1 a {most} (por defecto 10)</translation>
    </message>
    <message>
        <source>level of player A</source>
        <translation>nivel del jugador A</translation>
    </message>
    <message>
        <source>level of player B</source>
        <translation>nivel del jugador B</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 200)</source>
        <translation>partidas, de 1 a {most} (por defecto 200)</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 40)</source>
        <translation>partidas, de 1 a {most} (por defecto 40)</translation>
    </message>
    <message>
        <source>matches, 1 to {most} (default 400)</source>
        <translation>partidas, de 1 a {most} (por defecto 400)</translation>
    </message>
    <message>
        <source>no AI level {name}; choose from {levels}</source>
        <translation>no hay nivel de IA {name}; elige entre {levels}</translation>
    </message>
    <message>
        <source>no certificate or key file at {path}</source>
        <translation>no hay ningún archivo de certificado o de clave en {path}</translation>
    </message>
    <message>
        <source>one AI level against itself, sides rotated: win rate of each side</source>
        <translation>un nivel de IA contra sí mismo, alternando los lados: tasa de victoria de cada lado</translation>
    </message>
    <message>
        <source>one of: {games}</source>
        <translation>uno de: {games}</translation>
    </message>
    <message>
        <source>only this game</source>
        <translation>solo este juego</translation>
    </message>
    <message>
        <source>opponent: {levels} or human for hot-seat (default club)</source>
        <translation>rival: {levels} o human para jugar por turnos (por defecto club)</translation>
    </message>
    <message>
        <source>play in the terminal against the AI or hot-seat</source>
        <translation>jugar en la terminal contra la IA o por turnos</translation>
    </message>
    <message>
        <source>play this pairing of decks, sides rotated, instead of the game&apos;s own rotation, e.g. --pair roman,roman@Sworn bands (repeatable; Audatia and Barditus)</source>
        <translation>jugar este emparejamiento de mazos, con los lados alternados, en lugar de la rotación propia del juego, p. ej. --pair roman,roman@Sworn bands (repetible; Audatia y Barditus)</translation>
    </message>
    <message>
        <source>processes, 1 to {most} (default 2)</source>
        <translation>procesos, de 1 a {most} (por defecto 2)</translation>
    </message>
    <message>
        <source>run each match as a task on the Dask scheduler at ADDRESS (e.g. tcp://192.168.1.20:8786, or tls://HOST:PORT with the files below) instead of --jobs local processes. The cluster can run any code in Salle: use only machines you trust</source>
        <translation>jugar cada partida como una tarea en el planificador Dask de ADDRESS (p. ej. tcp://192.168.1.20:8786, o tls://HOST:PORT con los archivos de abajo) en lugar de --jobs procesos locales. El clúster puede ejecutar cualquier código en Salle: usa solo máquinas de confianza</translation>
    </message>
    <message>
        <source>salle arena: the sequential test needs SciPy: pip install scipy (or Salle&apos;s extra: pip install &apos;salle[strength]&apos;)</source>
        <translation>salle arena: el test secuencial necesita SciPy: pip install scipy (o el extra de Salle: pip install &apos;salle[strength]&apos;)</translation>
    </message>
    <message>
        <source>salle arena: this copy of Salle came from its installer, which leaves out SciPy, which the sequential test needs: to run it, run Salle from its source folder or install it with pip and its strength extra</source>
        <translation>salle arena: esta copia de Salle viene de su instalador, que deja fuera SciPy, que el test secuencial necesita: para ejecutarlo, ejecuta Salle desde su carpeta de código fuente o instálalo con pip y su extra strength</translation>
    </message>
    <message>
        <source>salle {command}: the card data is damaged: {problem}</source>
        <translation>salle {command}: los datos de cartas están dañados: {problem}</translation>
    </message>
    <message>
        <source>seat {seat} won</source>
        <translation>ganó el puesto {seat}</translation>
    </message>
    <message>
        <source>show Salle&apos;s version and exit (alone: no command with it)</source>
        <translation>mostrar la versión de Salle y salir (sola: sin ninguna orden)</translation>
    </message>
    <message>
        <source>show each action&apos;s notation beside its words</source>
        <translation>mostrar la notación de cada acción junto a sus palabras</translation>
    </message>
    <message>
        <source>the AI level (default master)</source>
        <translation>el nivel de la IA (por defecto master)</translation>
    </message>
    <message>
        <source>the AI level playing both sides (default master)</source>
        <translation>el nivel de IA que juega ambos lados (por defecto master)</translation>
    </message>
    <message>
        <source>the certificate authority (PEM) of a cluster secured with TLS</source>
        <translation>la autoridad de certificación (PEM) de un clúster protegido con TLS</translation>
    </message>
    <message>
        <source>the language of Salle&apos;s words: {codes} (default: the locale&apos;s)</source>
        <translation>el idioma de Salle: {codes} (por defecto: el de la configuración regional)</translation>
    </message>
    <message>
        <source>the level whose search budget weighs the moves (default master, the hint&apos;s)</source>
        <translation>el nivel cuyo presupuesto de búsqueda pesa las jugadas (por defecto master, el de la pista)</translation>
    </message>
    <message>
        <source>the private key (PEM) of that certificate, if it is not in the certificate&apos;s file</source>
        <translation>la clave privada (PEM) de ese certificado, si no está en el archivo del certificado</translation>
    </message>
    <message>
        <source>the run&apos;s seed, 0 to {most} (default 1)</source>
        <translation>la semilla de la serie, de 0 a {most} (por defecto 1)</translation>
    </message>
    <message>
        <source>this computer&apos;s certificate (PEM) for that cluster, signed by its authority</source>
        <translation>el certificado (PEM) de este ordenador para ese clúster, firmado por su autoridad</translation>
    </message>
    <message>
        <source>write each match&apos;s result to FILE as it ends; the same command with the same FILE goes on where a stopped run left off (and a larger -n plays only the new matches)</source>
        <translation>escribe el resultado de cada partida en FILE en cuanto termina; la misma orden con el mismo FILE continúa una serie interrumpida donde se quedó (y un -n mayor juega solo las partidas nuevas)</translation>
    </message>
    <message>
        <source>your finished games and your record against each AI</source>
        <translation>tus partidas terminadas y tu balance contra cada IA</translation>
    </message>
    <message>
        <source>your seat; seat 0 opens</source>
        <translation>tu puesto; el puesto 0 empieza</translation>
    </message>
    <message>
        <source>{game}, seed {seed}. Type ? for the notation.</source>
        <translation>{game}, semilla {seed}. Escribe ? para ver la notación.</translation>
    </message>
    <message>
        <source>{level} game</source>
        <translation>partida {level}</translation>
    </message>
    <message>
        <source>{number} must be at least {least}</source>
        <translation>{number} debe ser al menos {least}</translation>
    </message>
    <message>
        <source>{number} must be at most {most}</source>
        <translation>{number} debe ser como máximo {most}</translation>
    </message>
    <message>
        <source>{text} is not a whole number</source>
        <translation>{text} no es un número entero</translation>
    </message>
    <message>
        <source>{text}: ELO0 must be below ELO1</source>
        <translation>{text}: ELO0 debe ser menor que ELO1</translation>
    </message>
    <message>
        <source>{text}: each Elo must be from -{most} to {most}</source>
        <translation>{text}: cada Elo debe estar entre -{most} y {most}</translation>
    </message>
    <message>
        <source>{text}: give ELO0,ELO1, two Elo differences, e.g. 0,30</source>
        <translation>{text}: indica ELO0,ELO1, dos diferencias de Elo, p. ej. 0,30</translation>
    </message>
    <message>
        <source>{text}: write a pairing as DECK,DECK</source>
        <translation>{text}: escribe un emparejamiento como MAZO,MAZO</translation>
    </message>
    <message>
        <source>{text}: write an option as NAME=VALUE</source>
        <translation>{text}: escribe una opción como NOMBRE=VALOR</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>It is your only move.</source>
        <translation>Es tu única jugada.</translation>
    </message>
    <message>
        <source>It is your only move; the {level}&apos;s search gives you about {percent} to win.</source>
        <translation>Es tu única jugada; la búsqueda de {level} te da cerca de un {percent} de ganar.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search cannot tell this move from the next best, {rival}: about {percent} to win after either.</source>
        <translation>La búsqueda de {level} no distingue esta jugada de la siguiente mejor, {rival}: cerca de un {percent} de ganar tras cualquiera de las dos.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search gives you about {percent} to win after this move.</source>
        <translation>La búsqueda de {level} te da cerca de un {percent} de ganar tras esta jugada.</translation>
    </message>
    <message>
        <source>The {level}&apos;s search gives you about {percent} to win after this move; after the next best, {rival}, about {rival_percent}.</source>
        <translation>La búsqueda de {level} te da cerca de un {percent} de ganar tras esta jugada; tras la siguiente mejor, {rival}, cerca de un {rival_percent}.</translation>
    </message>
</context>
<context>
    <name>Competitions</name>
    <message>
        <source>a Salle competition</source>
        <translation>una competición de Salle</translation>
    </message>
    <message>
        <source>{problem} (it is not a readable competition, so it is not overwritten)</source>
        <translation>{problem} (no es una competición legible, así que no se sobrescribe)</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Open log folder</source>
        <translation>Abrir la carpeta del registro</translation>
    </message>
    <message>
        <source>Salle could not open its log in this run; the details went to standard error.</source>
        <translation>Salle no pudo abrir su registro en esta ejecución; los detalles se enviaron a la salida de error estándar.</translation>
    </message>
    <message>
        <source>Salle&apos;s log is in
{folder}</source>
        <translation>El registro de Salle está en
{folder}</translation>
    </message>
    <message>
        <source>Something went wrong inside Salle ({error}).

{where}

Salle may go on, but it is safest to save your game and start it again.</source>
        <translation>Algo ha fallado dentro de Salle ({error}).

{where}

Salle puede continuar, pero lo más seguro es guardar la partida y volver a abrirlo.</translation>
    </message>
    <message>
        <source>The details are in the log:
{file}</source>
        <translation>Los detalles están en el registro:
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
        <translation>Salle no puede guardar su registro en {path}: {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep what it has worked out in {path}: {reason}.</source>
        <translation>Salle no puede guardar sus cálculos en {path}: {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep your saves and practice history in {path}: {reason}.</source>
        <translation>Salle no puede guardar tus partidas y tu historial de práctica en {path}: {reason}.</translation>
    </message>
    <message>
        <source>Salle cannot keep your settings in {path}: {reason}.</source>
        <translation>Salle no puede guardar tus ajustes en {path}: {reason}.</translation>
    </message>
    <message>
        <source>the folder is not there (is its disk plugged in?)</source>
        <translation>la carpeta no está (¿está conectado su disco?)</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>Fencer {number}</source>
        <translation>Tirador {number}</translation>
    </message>
</context>
<context>
    <name>GameState</name>
    <message>
        <source>{action}: not now</source>
        <translation>{action}: ahora no</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>a history database</source>
        <translation>una base de datos de historial</translation>
    </message>
    <message>
        <source>cannot be opened: {error}</source>
        <translation>no se puede abrir: {error}</translation>
    </message>
    <message>
        <source>cannot be read or written: the disk reported an error ({error})</source>
        <translation>no se puede leer ni escribir: el disco informó de un error ({error})</translation>
    </message>
    <message>
        <source>cannot be written: the disk is full ({error})</source>
        <translation>no se puede escribir: el disco está lleno ({error})</translation>
    </message>
    <message>
        <source>is a SQLite database of another program, not a Salle history; it is left as it is</source>
        <translation>es una base de datos SQLite de otro programa, no un historial de Salle; se deja como está</translation>
    </message>
    <message>
        <source>is busy: another Salle is using it; try again in a moment ({error})</source>
        <translation>está ocupado: otro Salle lo usa; vuelve a intentarlo en un momento ({error})</translation>
    </message>
    <message>
        <source>is damaged or busy: {error}</source>
        <translation>está dañado u ocupado: {error}</translation>
    </message>
    <message>
        <source>is damaged: SQLite cannot read its table of contents</source>
        <translation>está dañado: SQLite no puede leer su índice</translation>
    </message>
    <message>
        <source>is damaged: {error}</source>
        <translation>está dañado: {error}</translation>
    </message>
    <message>
        <source>is not a SQLite database, so not a Salle history; it is left as it is</source>
        <translation>no es una base de datos SQLite, así que no es un historial de Salle; se deja como está</translation>
    </message>
    <message>
        <source>is read-only, so games cannot be added to it ({error})</source>
        <translation>es de solo lectura, así que no se le pueden añadir partidas ({error})</translation>
    </message>
    <message>
        <source>was made by a newer Salle (history version {version}; this Salle reads up to {newest}); it is left as it is</source>
        <translation>lo hizo un Salle más reciente (versión de historial {version}; este Salle lee hasta la {newest}); se deja como está</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n game(s) in the history could not be read and left out ({problem}). The file is left as it is.</source>
        <translation>
            <numerusform>%n partida del historial no se pudo leer y se ha omitido ({problem}). El archivo queda como está.</numerusform>
            <numerusform>%n partidas del historial no se pudieron leer y se han omitido ({problem}). El archivo queda como está.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Repe&amp;tición</translation>
    </message>
    <message>
        <source>AI ({level})</source>
        <translation>IA ({level})</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>Abandoned at {score}</source>
        <translation>Abandonada con {score}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Fencers</source>
        <translation>Tiradores</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>No games yet against the computer.</source>
        <translation>Todavía no hay partidas contra el ordenador.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Practice history</source>
        <translation>Historial de práctica</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Aná&amp;lisis…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Step through the chosen game on the table</source>
        <translation>Recorre la partida elegida en la mesa, jugada a jugada</translation>
    </message>
    <message>
        <source>The AI&apos;s judgement of each of your decisions in the chosen game</source>
        <translation>El juicio de la IA sobre cada una de tus decisiones en la partida elegida</translation>
    </message>
    <message>
        <source>The practice history cannot be shown.
{problem}</source>
        <translation>No se puede mostrar el historial de práctica.
{problem}</translation>
    </message>
    <message>
        <source>This game was recorded before Salle kept the deal with the moves, so it cannot be replayed.</source>
        <translation>Esta partida se registró antes de que Salle guardara el reparto con las jugadas, así que no se puede reproducir.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Ganaste</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>Ganó {name}</translation>
    </message>
    <message>
        <source>{player} against the computer, game by game</source>
        <translation>{player} contra el ordenador, juego a juego</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>a run journal</source>
        <translation>un diario de series</translation>
    </message>
    <message>
        <source>cannot be read: {error}</source>
        <translation>no se puede leer: {error}</translation>
    </message>
    <message>
        <source>cannot be written: {error}</source>
        <translation>no se puede escribir: {error}</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>is not JSON ({error})</source>
        <translation>no es JSON ({error})</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>línea {line}</translation>
    </message>
    <message>
        <source>must be a JSON table</source>
        <translation>debe ser una tabla JSON</translation>
    </message>
    <message>
        <source>must be a table of the match&apos;s result</source>
        <translation>debe ser una tabla con el resultado de la partida</translation>
    </message>
    <message>
        <source>the journal&apos;s run has {theirs}, this run {ours}; give a new file or run the journal&apos;s command again</source>
        <translation>la serie del diario tiene {theirs}, esta serie {ours}; indica un archivo nuevo o vuelve a ejecutar la orden del diario</translation>
    </message>
    <message>
        <source>there is no folder {folder} to keep it in; make it first, or give a file in a folder that is there</source>
        <translation>no hay ninguna carpeta {folder} donde guardarlo; créala primero o indica un archivo en una carpeta que exista</translation>
    </message>
    <message>
        <source>this is not a Salle run journal; give a new file or the journal of this run</source>
        <translation>esto no es un diario de series de Salle; indica un archivo nuevo o el diario de esta serie</translation>
    </message>
    <message>
        <source>written by another version of Salle ({version}); give a new file</source>
        <translation>escrito por otra versión de Salle ({version}); indica un archivo nuevo</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Siguiente lección</translation>
    </message>
    <message>
        <source>Play the Novice</source>
        <translation>Jugar contra Novice</translation>
    </message>
</context>
<context>
    <name>LessonMatch</name>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Read the lesson, then press Next.</source>
        <translation>Lee la lección y pulsa Siguiente.</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>La lección ha terminado.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>A guided first game shows you the rules of {game} on the table, one move at a time. You can always find it under Help ▸ {menu}</source>
        <translation>Una primera partida guiada te muestra las reglas de {game} en la mesa, jugada a jugada. Siempre la encontrarás en Ayuda ▸ {menu}</translation>
    </message>
    <message>
        <source>Learn it</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation>Aprender {game}</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Lesson complete.</source>
        <translation>Lección completada.</translation>
    </message>
    <message>
        <source>Lesson complete: {lesson}</source>
        <translation>Lección completada: {lesson}</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>Lección: {title}</translation>
    </message>
    <message>
        <source>New to {game}</source>
        <translation>Primera vez con {game}</translation>
    </message>
    <message>
        <source>New to {game}?</source>
        <translation>¿Nuevo en {game}?</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>No lesson of this game can be played: a lesson file is damaged</source>
        <translation>No se puede jugar ninguna lección de este juego: un archivo de lección está dañado</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>No, gracias</translation>
    </message>
    <message>
        <source>Well done. Next: {lesson}. Or try a real game against the Novice.</source>
        <translation>Bien hecho. Siguiente: {lesson}. O prueba una partida de verdad contra Novice.</translation>
    </message>
    <message>
        <source>Well done. That was the last lesson of this game. Or try a real game against the Novice.</source>
        <translation>Bien hecho. Era la última lección de este juego. O prueba una partida de verdad contra Novice.</translation>
    </message>
    <message>
        <source>salle: a lesson of {game} cannot be played: {problem}</source>
        <translation>salle: una lección de {game} no se puede jugar: {problem}</translation>
    </message>
    <message>
        <source>{game} — {lesson} (step {step} of {steps})</source>
        <translation>{game} — {lesson} (paso {step} de {steps})</translation>
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
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Master (29 November 2026)</source>
        <translation>Maestro (29 de noviembre de 2026)</translation>
    </message>
    <message>
        <source>Master (November 2026)</source>
        <translation>Maestro (noviembre de 2026)</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Azar</translation>
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
    <name>MainWindow</name>
    <message>
        <source>

The file could not be moved aside ({problem}); it is left as it is.</source>
        <translation>

No se pudo apartar el archivo ({problem}); se deja como está.</translation>
    </message>
    <message>
        <source>

The file was kept as {file}; your next game is autosaved as usual.</source>
        <translation>

El archivo se ha conservado como {file}; tu próxima partida se guarda automáticamente como siempre.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n jugada hecha</numerusform>
            <numerusform>%n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;About Salle</source>
        <translation>&amp;Acerca de Salle</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Velocidad de &amp;animación</translation>
    </message>
    <message>
        <source>&amp;Balance…</source>
        <translation>E&amp;quilibrio…</translation>
    </message>
    <message>
        <source>&amp;Card sets…</source>
        <translation>&amp;Juegos de cartas…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Keys on the table</source>
        <translation>&amp;Teclas de la mesa</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Cargar…</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Paleta</translation>
    </message>
    <message>
        <source>&amp;Print proofs…</source>
        <translation>&amp;Imprimir pruebas…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Resume last game</source>
        <translation>&amp;Reanudar la última partida</translation>
    </message>
    <message>
        <source>&amp;Rules of this game…</source>
        <translation>&amp;Reglas de este juego…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>A folder for your saves and practice history</source>
        <translation>Una carpeta para tus partidas guardadas y tu historial de práctica</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it? It goes into your practice history as abandoned, neither won nor lost.</source>
        <translation>Hay una partida en curso. ¿Abandonarla? Pasará a tu historial de práctica como abandonada, ni ganada ni perdida.</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Abandonarla</translation>
    </message>
    <message>
        <source>An unfinished game was found: {game}, {moves}{score}. It was saved on {when}.

Resume it?</source>
        <translation>Se ha encontrado una partida sin terminar: {game}, {moves}{score}. Se guardó el {when}.

¿Reanudarla?</translation>
    </message>
    <message>
        <source>Choose a folder…</source>
        <translation>Elegir una carpeta…</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Elegir otra carpeta…</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscura</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Hide the side panel</source>
        <translation>Ocultar el panel lateral</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Pista: {move}</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clara</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Cargar partida</translation>
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
        <translation>No hay sonido en este ordenador: {reason}</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Abrir la carpeta del &amp;registro</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Jugar sin guardar</translation>
    </message>
    <message>
        <source>Practice &amp;history…</source>
        <translation>&amp;Historial de práctica…</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Bajo</translation>
    </message>
    <message>
        <source>Re&amp;play a save…</source>
        <translation>Rep&amp;roducir una partida guardada…</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Reproducir una partida guardada</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Guardada en {file}.</translation>
    </message>
    <message>
        <source>Show the &amp;notation</source>
        <translation>Mostrar la &amp;notación</translation>
    </message>
    <message>
        <source>Show the side panel</source>
        <translation>Mostrar el panel lateral</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>Panel &amp;lateral</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>&amp;Volumen del sonido</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Del sistema</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>La IA está pensando…</translation>
    </message>
    <message>
        <source>The Master is thinking…</source>
        <translation>Master está pensando…</translation>
    </message>
    <message>
        <source>The card set of the last game cannot be found ({problem}): this game is played with the shipped cards.</source>
        <translation>No se encuentra el juego de cartas de la última partida ({problem}): esta partida se juega con las cartas incluidas.</translation>
    </message>
    <message>
        <source>The card set {name} of the last game has a fault ({problem}): this game is played with the shipped cards.</source>
        <translation>El juego de cartas {name} de la última partida tiene un fallo ({problem}): esta partida se juega con las cartas incluidas.</translation>
    </message>
    <message>
        <source>The game was not saved.

{problem}</source>
        <translation>La partida no se ha guardado.

{problem}</translation>
    </message>
    <message>
        <source>The last game&apos;s settings could not be used ({problem}); starting a new one.</source>
        <translation>No se pudo usar la configuración de la última partida ({problem}); empieza una nueva.</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>No hay ninguna partida sin terminar que reanudar.</translation>
    </message>
    <message>
        <source>This game cannot be replayed.

{problem}</source>
        <translation>Esta partida no se puede reproducir.

{problem}</translation>
    </message>
    <message>
        <source>This game cannot be resumed.

{problem}</source>
        <translation>Esta partida no se puede reanudar.

{problem}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Your old settings file held a value Salle could not use; it was kept as {file}.</source>
        <translation>Tu antiguo archivo de configuración tenía un valor que Salle no podía usar; se ha conservado como {file}.</translation>
    </message>
    <message>
        <source>Your saves and practice history are kept in {folder} for this session only: the settings could not be saved, so Salle will not remember this folder.</source>
        <translation>Tus partidas guardadas y tu historial de práctica se guardan en {folder} solo durante esta sesión: no se pudo guardar la configuración, así que Salle no recordará esta carpeta.</translation>
    </message>
    <message>
        <source>Your saves and practice history are kept in {folder} from now on.</source>
        <translation>A partir de ahora, tus partidas guardadas y tu historial de práctica se guardan en {folder}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved: {problem}</source>
        <translation>No se pudo guardar tu configuración: {problem}</translation>
    </message>
    <message>
        <source>last_game must be a JSON object</source>
        <translation>last_game debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>last_game.seats must be a list of two seats</source>
        <translation>last_game.seats debe ser una lista de dos asientos</translation>
    </message>
    <message>
        <source>the {game} game of {first} and {second}</source>
        <translation>la partida de {game} de {first} y {second}</translation>
    </message>
    <message>
        <source>your {game} game against {opponent}</source>
        <translation>tu partida de {game} contra {opponent}</translation>
    </message>
    <message>
        <source>{date} at {time}</source>
        <translation>{date} a las {time}</translation>
    </message>
    <message>
        <source>{game} &amp;scenarios</source>
        <translation>&amp;Escenarios de {game}</translation>
    </message>
    <message>
        <source>{problem}

Choose another folder, or play on without saving.</source>
        <translation>{problem}

Elige otra carpeta o sigue jugando sin guardar.</translation>
    </message>
    <message>
        <source>{problem}

You can play, but games will not be autosaved and finished games will not be added to your practice history. You can choose another folder for them.</source>
        <translation>{problem}

Puedes jugar, pero las partidas no se guardarán automáticamente y las terminadas no se añadirán a tu historial de práctica. Puedes elegir otra carpeta para ellas.</translation>
    </message>
    <message>
        <source>{problem} Games are not autosaved and not added to the practice history.</source>
        <translation>{problem} Las partidas no se guardan automáticamente ni se añaden al historial de práctica.</translation>
    </message>
    <message>
        <source>{problem} What you change in this session is not kept.</source>
        <translation>{problem} Lo que cambies en esta sesión no se conservará.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>A card was drawn: taking the move back would show what the deck holds next.</source>
        <translation>Se robó una carta: deshacer la jugada mostraría lo que el mazo tiene después.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Una pista es solo para tu turno.</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Falló el guardado automático: {problem}</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Salle failed while opening it ({error})</source>
        <translation>Salle falló al abrirlo ({error})</translation>
    </message>
    <message>
        <source>Salle failed while writing it ({error})</source>
        <translation>Salle falló al escribirlo ({error})</translation>
    </message>
    <message>
        <source>The autosave file could not be read ({damage}). It was kept as {kept}, and this game is autosaved again.</source>
        <translation>No se pudo leer el guardado automático ({damage}). Se conservó como {kept} y esta partida vuelve a guardarse automáticamente.</translation>
    </message>
    <message>
        <source>The dice were rolled: taking the move back would tell you the next rolls.</source>
        <translation>Los dados ya se tiraron: deshacer la jugada te revelaría las próximas tiradas.</translation>
    </message>
    <message>
        <source>The finished game&apos;s autosave could not be removed: {reason}; Salle may offer to resume it.</source>
        <translation>No se pudo borrar el guardado automático de la partida terminada: {reason}; Salle quizá ofrezca reanudarla.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>No tienes ninguna jugada que deshacer.</translation>
    </message>
    <message>
        <source>This game is not autosaved. {problem}</source>
        <translation>Esta partida no se guarda automáticamente. {problem}</translation>
    </message>
    <message>
        <source>This game is not autosaved: {problem} Save it with Game ▸ Save… to keep it.</source>
        <translation>Esta partida no se guarda automáticamente: {problem} Guárdala con Partida ▸ Guardar… para conservarla.</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>no es tu turno</translation>
    </message>
    <message>
        <source>no AI level {level}</source>
        <translation>no hay nivel de IA {level}</translation>
    </message>
    <message>
        <source>{failed}; the details are in the log, {file}</source>
        <translation>{failed}; los detalles están en el registro, {file}</translation>
    </message>
    <message>
        <source>{file} holds the game of another Salle that is running with the same folder ({folder}); it is left to that Salle.</source>
        <translation>{file} contiene la partida de otro Salle que se está ejecutando con la misma carpeta ({folder}); se le deja a ese Salle.</translation>
    </message>
    <message>
        <source>{problem}. The AI cannot move; save the game and restart Salle.</source>
        <translation>{problem}. La IA no puede mover; guarda la partida y reinicia Salle.</translation>
    </message>
    <message>
        <source>{problem}; trying again.</source>
        <translation>{problem}; se vuelve a intentar.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>A person at this computer, or the computer at one of its levels</source>
        <translation>Una persona ante este ordenador, o el ordenador en uno de sus niveles</translation>
    </message>
    <message>
        <source>Both players share one deck, so a game plays one card set.</source>
        <translation>Los dos jugadores comparten un mazo, así que una partida se juega con un solo juego de cartas.</translation>
    </message>
    <message>
        <source>Car&amp;ds</source>
        <translation>Car&amp;tas</translation>
    </message>
    <message>
        <source>Cards of {option}</source>
        <translation>Cartas de {option}</translation>
    </message>
    <message>
        <source>Fi&amp;xed seed</source>
        <translation>Semilla &amp;fija</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation>No&amp;mbre</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>The card set {name} has no deck {deck}</source>
        <translation>El juego de cartas {name} no tiene el mazo {deck}</translation>
    </message>
    <message>
        <source>The cards of this deck: the game&apos;s own, or a card set of yours</source>
        <translation>Las cartas de este mazo: las del juego o un juego de cartas tuyo</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card set of yours (Game ▸ Card sets…)</source>
        <translation>Las cartas propias del juego, o un juego de cartas tuyo (Partida ▸ Juegos de cartas…)</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: to replay a game, or to report a problem. Unchecked, every game is dealt at random.</source>
        <translation>La misma semilla reparte las mismas cartas: para volver a jugar una partida o para informar de un problema. Sin marcar, cada partida se reparte al azar.</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Las cartas incluidas</translation>
    </message>
    <message>
        <source>{name} (the AI)</source>
        <translation>{name} (la IA)</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (tú)</translation>
    </message>
    <message>
        <source>{seat} needs a name</source>
        <translation>{seat} necesita un nombre</translation>
    </message>
</context>
<context>
    <name>NewSetDialog</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Origen</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>New card set</source>
        <translation>Nuevo juego de cartas</translation>
    </message>
    <message>
        <source>{game}: every deck</source>
        <translation>{game}: todos los mazos</translation>
    </message>
</context>
<context>
    <name>Proofs</name>
    <message>
        <source>a {w}x{h} mm card with {bleed} mm bleed does not fit on this paper</source>
        <translation>una carta de {w}x{h} mm con {bleed} mm de sangrado no cabe en este papel</translation>
    </message>
    <message>
        <source>an ICC profile</source>
        <translation>un perfil ICC</translation>
    </message>
    <message>
        <source>backs</source>
        <translation>dorsos</translation>
    </message>
    <message>
        <source>bleed: {bleed} mm is outside 0-5 mm</source>
        <translation>sangrado: {bleed} mm está fuera de 0-5 mm</translation>
    </message>
    <message>
        <source>card set {name}</source>
        <translation>juego de cartas {name}</translation>
    </message>
    <message>
        <source>card size {text}: use poker, bridge, mini or WxH in mm (e.g. 70x120)</source>
        <translation>tamaño de carta {text}: usa poker, bridge, mini o AnxAl en mm (p. ej. 70x120)</translation>
    </message>
    <message>
        <source>card size: {w}x{h} mm is outside 20x20 to 200x280 mm</source>
        <translation>tamaño de carta: {w}x{h} mm está fuera de 20x20 a 200x280 mm</translation>
    </message>
    <message>
        <source>cards {first}-{last} of {count}</source>
        <translation>cartas {first}-{last} de {count}</translation>
    </message>
    <message>
        <source>duplex: {duplex} is not one of {choices}</source>
        <translation>dúplex: {duplex} no es uno de {choices}</translation>
    </message>
    <message>
        <source>fold here</source>
        <translation>doblar aquí</translation>
    </message>
    <message>
        <source>fronts</source>
        <translation>frentes</translation>
    </message>
    <message>
        <source>no card {card} in {game}</source>
        <translation>no hay carta {card} en {game}</translation>
    </message>
    <message>
        <source>page {number}/{total}</source>
        <translation>página {number}/{total}</translation>
    </message>
    <message>
        <source>paper: {paper} is not one of {papers}</source>
        <translation>papel: {paper} no es uno de {papers}</translation>
    </message>
    <message>
        <source>{board} — tile {tile} of {tiles}. Glue the next tile over the shaded strip, matching the crosshairs.</source>
        <translation>{board} — tramo {tile} de {tiles}. Pega el tramo siguiente sobre la franja sombreada, con las cruces de registro encima.</translation>
    </message>
    <message>
        <source>{file}: a {space} profile; a CMYK profile is needed</source>
        <translation>{file}: un perfil {space}; hace falta un perfil CMYK</translation>
    </message>
    <message>
        <source>{file}: not an ICC profile ({problem})</source>
        <translation>{file}: no es un perfil ICC ({problem})</translation>
    </message>
    <message>
        <source>{game} — print and play</source>
        <translation>{game} — para imprimir y jugar</translation>
    </message>
</context>
<context>
    <name>ProofsCli</name>
    <message>
        <source>an empty name names no file</source>
        <translation>un nombre vacío no designa ningún archivo</translation>
    </message>
    <message>
        <source>an empty name names nothing</source>
        <translation>un nombre vacío no designa nada</translation>
    </message>
    <message>
        <source>argument --deck: {game} has no deck {deck}; its decks: {decks}</source>
        <translation>argumento --deck: {game} no tiene el mazo {deck}; sus mazos: {decks}</translation>
    </message>
    <message>
        <source>bleed must be 0 to {most} mm, not {text}</source>
        <translation>el sangrado debe ser de 0 a {most} mm, no {text}</translation>
    </message>
    <message>
        <source>no ICC profile at {path}</source>
        <translation>no hay perfil ICC en {path}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>print the cards in this language: {codes} (default: the language Salle shows its words in)</source>
        <translation>imprimir las cartas en este idioma: {codes} (por defecto: el idioma en que Salle muestra sus textos)</translation>
    </message>
    <message>
        <source>the safe zone must be 0 to {most} mm, not {text}</source>
        <translation>la zona segura debe ser de 0 a {most} mm, no {text}</translation>
    </message>
    <message>
        <source>there is no folder {folder}; make it first, or give a path in a folder that is there</source>
        <translation>no hay ninguna carpeta {folder}; créala primero o indica una ruta en una carpeta que exista</translation>
    </message>
    <message>
        <source>{code} is not a language of the cards; choose {choices}</source>
        <translation>{code} no es un idioma de las cartas; elige {choices}</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>{path} is a folder; give a file name for the PDF</source>
        <translation>{path} es una carpeta; indica un nombre de archivo para el PDF</translation>
    </message>
    <message>
        <source>{path} is there already and is not a PDF; Salle does not write over it: give another name</source>
        <translation>{path} ya existe y no es un PDF; Salle no lo sobrescribe: indica otro nombre</translation>
    </message>
    <message>
        <source>{path} is there already and is not a folder</source>
        <translation>{path} ya existe y no es una carpeta</translation>
    </message>
    <message>
        <source>{text} is not a number of millimetres</source>
        <translation>{text} no es un número de milímetros</translation>
    </message>
    <message>
        <source>{text}: copies must be a whole number from {least} to {most}</source>
        <translation>{text}: las copias deben ser un número entero de {least} a {most}</translation>
    </message>
    <message>
        <source>{text}: each of X and Y must be from -{most} to {most} mm</source>
        <translation>{text}: X e Y deben estar cada uno entre -{most} y {most} mm</translation>
    </message>
    <message>
        <source>{text}: give X,Y in millimetres, e.g. 0.5,-0.3</source>
        <translation>{text}: indica X,Y en milímetros, p. ej. 0.5,-0.3</translation>
    </message>
    <message>
        <source>{text}: give card ids separated by commas, none of them empty</source>
        <translation>{text}: indica ids de cartas separados por comas, ninguno vacío</translation>
    </message>
</context>
<context>
    <name>ProofsDialog</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n hoja</numerusform>
            <numerusform>%n hojas</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Bleed</source>
        <translation>&amp;Sangrado</translation>
    </message>
    <message>
        <source>&amp;Copies of each card</source>
        <translation>&amp;Copias de cada carta</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Mazo</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Landscape</source>
        <translation>&amp;Horizontal</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Papel</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Guardar PDF…</translation>
    </message>
    <message>
        <source>All decks</source>
        <translation>Todos los mazos</translation>
    </message>
    <message>
        <source>B&amp;acks</source>
        <translation>Re&amp;versos</translation>
    </message>
    <message>
        <source>Back offset x, y</source>
        <translation>Desplazamiento de los reversos x, y</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>Ca&amp;rds</source>
        <translation>Ca&amp;rtas</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>&amp;Tamaño de carta</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Tamaño personalizado</translation>
    </message>
    <message>
        <source>Duplex, long-edge flip</source>
        <translation>Doble cara, giro por el borde largo</translation>
    </message>
    <message>
        <source>Duplex, short-edge flip</source>
        <translation>Doble cara, giro por el borde corto</translation>
    </message>
    <message>
        <source>Export &amp;images…</source>
        <translation>Exportar &amp;imágenes…</translation>
    </message>
    <message>
        <source>Export card images</source>
        <translation>Exportar imágenes de las cartas</translation>
    </message>
    <message>
        <source>Export images</source>
        <translation>Exportar imágenes</translation>
    </message>
    <message>
        <source>Fold-over</source>
        <translation>Para plegar</translation>
    </message>
    <message>
        <source>Lan&amp;guage of the cards</source>
        <translation>&amp;Idioma de las cartas</translation>
    </message>
    <message>
        <source>Mini</source>
        <translation>Mini</translation>
    </message>
    <message>
        <source>No backs</source>
        <translation>Sin reversos</translation>
    </message>
    <message>
        <source>One image per card face and back, with the bleed, for print-on-demand shops</source>
        <translation>Una imagen por anverso y reverso, con sangrado, para imprentas bajo demanda</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Póker</translation>
    </message>
    <message>
        <source>Print proofs</source>
        <translation>Imprimir pruebas</translation>
    </message>
    <message>
        <source>Print the &amp;boards too</source>
        <translation>Imprimir también los &amp;tableros</translation>
    </message>
    <message>
        <source>Save proofs</source>
        <translation>Guardar las pruebas</translation>
    </message>
    <message>
        <source>Sheet </source>
        <translation>Hoja </translation>
    </message>
    <message>
        <source>Show a safe-zone guide 3 mm inside</source>
        <translation>Mostrar un margen de seguridad de 3 mm</translation>
    </message>
    <message>
        <source>The PDF was not written.

{error}</source>
        <translation>No se escribió el PDF.

{error}</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card set of yours (Game ▸ Card sets…)</source>
        <translation>Las cartas propias del juego, o un juego de cartas tuyo (Partida ▸ Juegos de cartas…)</translation>
    </message>
    <message>
        <source>The images were not written.

{error}</source>
        <translation>No se escribieron las imágenes.

{error}</translation>
    </message>
    <message>
        <source>The shipped cards</source>
        <translation>Las cartas incluidas</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to {folder}.</source>
        <translation>
            <numerusform>Se escribió %n archivo en {folder}.</numerusform>
            <numerusform>Se escribieron %n archivos en {folder}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote {file}: {sheets}, {cards}.</source>
        <translation>Se escribió {file}: {sheets}, {cards}.</translation>
    </message>
    <message>
        <source>of {total}</source>
        <translation>de {total}</translation>
    </message>
    <message>
        <source>{game} proofs</source>
        <translation>Pruebas de {game}</translation>
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
            <numerusform>Instala el paquete con:</numerusform>
            <numerusform>Instala los %n paquetes con:</numerusform>
        </translation>
    </message>
    <message>
        <source>Qt cannot open a window: its X11 (xcb) platform plugin needs {libraries}, which this system lacks.</source>
        <translation>Qt no puede abrir una ventana: su complemento de plataforma X11 (xcb) necesita {libraries}, que faltan en este sistema.</translation>
    </message>
    <message>
        <source>Salle cannot open its table: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it from a desktop session, or play in the terminal ({command} play --help)</source>
        <translation>Salle no puede abrir su mesa: no hay pantalla (no están definidos ni DISPLAY ni WAYLAND_DISPLAY); ábrelo desde una sesión de escritorio o juega en la terminal ({command} play --help)</translation>
    </message>
    <message>
        <source>To find the package of {libraries}: apt-file search {first}</source>
        <translation>Para encontrar el paquete de {libraries}: apt-file search {first}</translation>
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
        <translation>un objeto JSON</translation>
    </message>
    <message>
        <source>a die is to be rolled: send {roll} or play {die}</source>
        <translation>hay que tirar un dado: envía {roll} o juega {die}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a whole number of at least 0</source>
        <translation>un número entero de al menos 0</translation>
    </message>
    <message>
        <source>no die is to be rolled now</source>
        <translation>ahora no hay que tirar ningún dado</translation>
    </message>
    <message>
        <source>no game yet: send {new} or {load} first</source>
        <translation>aún no hay partida: envía primero {new} o {load}</translation>
    </message>
    <message>
        <source>one of {levels}</source>
        <translation>uno de {levels}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>the line is empty: send one JSON object with a {field} per line</source>
        <translation>la línea está vacía: envía un objeto JSON con un {field} por línea</translation>
    </message>
    <message>
        <source>the line is not JSON the referee reads: a number is too long</source>
        <translation>la línea no es JSON que el árbitro lea: un número es demasiado largo</translation>
    </message>
    <message>
        <source>the line is not JSON the referee reads: it nests too deeply</source>
        <translation>la línea no es JSON que el árbitro lea: anida demasiado hondo</translation>
    </message>
    <message>
        <source>the line is not JSON: {reason}</source>
        <translation>la línea no es JSON: {reason}</translation>
    </message>
    <message>
        <source>the line is not UTF-8 text (byte {byte})</source>
        <translation>la línea no es texto UTF-8 (byte {byte})</translation>
    </message>
    <message>
        <source>the line must be a JSON object with a {field}, not {kind}</source>
        <translation>la línea debe ser un objeto JSON con un {field}, no {kind}</translation>
    </message>
    <message>
        <source>the referee could not write its answer ({problem})</source>
        <translation>el árbitro no pudo escribir su respuesta ({problem})</translation>
    </message>
    <message>
        <source>the referee failed on this line ({problem}); the game is unchanged; please report it</source>
        <translation>el árbitro falló en esta línea ({problem}); la partida no ha cambiado; por favor, infórmalo</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>{field}: give its notation as text or its structured form as an object, not {value}</source>
        <translation>{field}: da su notación como texto o su forma estructurada como objeto, no {value}</translation>
    </message>
    <message>
        <source>{field}: is missing</source>
        <translation>{field}: falta</translation>
    </message>
    <message>
        <source>{field}: is missing; use one of {commands}</source>
        <translation>{field}: falta; usa uno de {commands}</translation>
    </message>
    <message>
        <source>{field}: is not a field of {cmd} (it takes no other field)</source>
        <translation>{field}: no es un campo de {cmd} (no admite ningún otro campo)</translation>
    </message>
    <message>
        <source>{field}: is not a field of {cmd} (it takes {fields})</source>
        <translation>{field}: no es un campo de {cmd} (admite {fields})</translation>
    </message>
    <message>
        <source>{field}: must be {wanted}, not {value}</source>
        <translation>{field}: debe ser {wanted}, no {value}</translation>
    </message>
    <message>
        <source>{field}: {value} is not a command; use one of {commands}</source>
        <translation>{field}: {value} no es un comando; usa uno de {commands}</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} no es un número JSON</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>This is a replay: its moves cannot be changed. Step through it with ← and → (Home, End).</source>
        <translation>Esto es una repetición: sus jugadas no se pueden cambiar. Recórrela con ← y → (Inicio, Fin).</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>&amp;Close replay</source>
        <translation>&amp;Cerrar la repetición</translation>
    </message>
    <message>
        <source>Export the whole game as a save</source>
        <translation>Exportar la partida entera como partida guardada</translation>
    </message>
    <message>
        <source>First move (Home)</source>
        <translation>Primera jugada (Inicio)</translation>
    </message>
    <message>
        <source>Hand: {name}</source>
        <translation>Mano: {name}</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Última jugada (Fin)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Jugada siguiente (→)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Jugada anterior (←)</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Aná&amp;lisis…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>The AI&apos;s judgement of each of your decisions, and the win-chance graph</source>
        <translation>El juicio de la IA sobre cada una de tus decisiones y la gráfica de probabilidad de ganar</translation>
    </message>
    <message>
        <source>Whose hand the table shows: the game is over, so either may be seen</source>
        <translation>De quién es la mano que muestra la mesa: la partida ha terminado, así que se puede ver cualquiera</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>After move {move} of {moves} — {name}: {words}</source>
        <translation>Tras la jugada {move} de {moves} — {name}: {words}</translation>
    </message>
    <message>
        <source>Replay: step through the game with ← and → (Home, End); the table takes no moves.</source>
        <translation>Repetición: recorre la partida con ← y → (Inicio, Fin); la mesa no acepta jugadas.</translation>
    </message>
    <message>
        <source>Save the replayed game</source>
        <translation>Guardar la partida repetida</translation>
    </message>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Inicio de la partida (%n jugada)</numerusform>
            <numerusform>Inicio de la partida (%n jugadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole game was saved to {file}.</source>
        <translation>La partida entera se ha guardado en {file}.</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>empate</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n error grave</numerusform>
            <numerusform>%n errores graves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n imprecisión</numerusform>
            <numerusform>%n imprecisiones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v de %m decisiones</translation>
    </message>
    <message>
        <source>(The review was not kept in the practice history: {problem})</source>
        <translation>(El análisis no se ha guardado en el historial de práctica: {problem})</translation>
    </message>
    <message>
        <source>(This game is not in the practice history, so its review is not kept.)</source>
        <translation>(Esta partida no está en el historial de práctica, así que su análisis no se guarda.)</translation>
    </message>
    <message>
        <source>Better: {move} ({percent}%).</source>
        <translation>Mejor: {move} ({percent}%).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Click a point of the graph (or step to a move of yours) to see what the AI thought of it.</source>
        <translation>Pulsa un punto de la gráfica (o ve a una de tus jugadas) para ver qué opinó la IA.</translation>
    </message>
    <message>
        <source>Click a point of the graph to see that position on the table.</source>
        <translation>Pulsa un punto de la gráfica para ver esa posición en la mesa.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Move {number}, {name} to play: {move} ({chance}).</source>
        <translation>Jugada {number}, juega {name}: {move} ({chance}).</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>That was a blunder, {points} points lost.</source>
        <translation>Eso fue un error grave: {points} puntos perdidos.</translation>
    </message>
    <message>
        <source>That was a mistake, {points} points lost.</source>
        <translation>Eso fue un error: {points} puntos perdidos.</translation>
    </message>
    <message>
        <source>That was an inaccuracy, {points} points lost.</source>
        <translation>Eso fue una imprecisión: {points} puntos perdidos.</translation>
    </message>
    <message>
        <source>The AI looks at each of your decisions from what you could see then…</source>
        <translation>La IA examina cada una de tus decisiones con lo que podías ver en ese momento…</translation>
    </message>
    <message>
        <source>The AI would have played the same.</source>
        <translation>La IA habría jugado lo mismo.</translation>
    </message>
    <message>
        <source>The difference is small.</source>
        <translation>La diferencia es pequeña.</translation>
    </message>
    <message>
        <source>The review was cancelled; Review… in the replay bar starts it again.</source>
        <translation>El análisis se ha cancelado; Análisis… en la barra de repetición lo vuelve a empezar.</translation>
    </message>
    <message>
        <source>Win chance %</source>
        <translation>Probabilidad de ganar %</translation>
    </message>
    <message>
        <source>blunder (30 or more)</source>
        <translation>error grave (30 o más)</translation>
    </message>
    <message>
        <source>inaccuracy (10 points of win chance lost or more)</source>
        <translation>imprecisión (10 puntos de probabilidad de ganar perdidos o más)</translation>
    </message>
    <message>
        <source>mistake (20 or more)</source>
        <translation>error (20 o más)</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>sin estimar</translation>
    </message>
    <message>
        <source>the AI&apos;s best move</source>
        <translation>la mejor jugada de la IA</translation>
    </message>
    <message>
        <source>the move played</source>
        <translation>la jugada hecha</translation>
    </message>
    <message numerus="yes">
        <source>{judged} in %n decision(s).</source>
        <translation>
            <numerusform>{judged} en %n decisión.</numerusform>
            <numerusform>{judged} en %n decisiones.</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% to win</source>
        <translation>{percent}% de ganar</translation>
    </message>
</context>
<context>
    <name>ReviewRunner</name>
    <message>
        <source>The review stopped: {problem}.</source>
        <translation>El análisis se ha detenido: {problem}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>Ask for a hint</source>
        <translation>Pide una pista</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Carga una partida guardada</translation>
    </message>
    <message>
        <source>No rules summary for {game} yet.</source>
        <translation>Todavía no hay resumen de reglas para {game}.</translation>
    </message>
    <message>
        <source>Quit Salle</source>
        <translation>Sal de Salle</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guarda la partida</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empieza una partida nueva</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Deshaz tu última jugada</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>{game}: rules and keys</source>
        <translation>{game}: reglas y teclas</translation>
    </message>
</context>
<context>
    <name>Runs</name>
    <message>
        <source>--tls-ca-file, --tls-cert and --tls-key are the files of a cluster: give its address with --cluster</source>
        <translation>--tls-ca-file, --tls-cert y --tls-key son los archivos de un clúster: indica su dirección con --cluster</translation>
    </message>
    <message>
        <source>Warning: the cluster at {address} is reached without encryption: its scheduler and workers can run any code in Salle on this computer, and anyone on the network between can read or change what they send. Use only machines you trust, or TLS (README, Balance on a cluster).</source>
        <translation>Aviso: al clúster de {address} se llega sin cifrado: su planificador y sus trabajadores pueden ejecutar cualquier código en Salle en este ordenador, y cualquiera en la red entre ambos puede leer o cambiar lo que envían. Usa solo máquinas de confianza, o TLS (README, Balance on a cluster).</translation>
    </message>
    <message>
        <source>a cluster secured with TLS needs both its certificate authority (--tls-ca-file) and a certificate it signed for this machine (--tls-cert, with its key in --tls-key or in the same file)</source>
        <translation>un clúster protegido con TLS necesita tanto su autoridad de certificación (--tls-ca-file) como un certificado firmado por ella para esta máquina (--tls-cert, con su clave en --tls-key o en el mismo archivo)</translation>
    </message>
    <message>
        <source>a match failed on the cluster at {address}: {problem}</source>
        <translation>una partida falló en el clúster de {address}: {problem}</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address} within {seconds} seconds</source>
        <translation>ningún planificador Dask responde en {address} en un plazo de {seconds} segundos</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: a server there answers, but not as a Dask scheduler (check the address and the port; a scheduler listens at 8786 unless told otherwise)</source>
        <translation>ningún planificador Dask responde en {address}: allí responde un servidor, pero no como planificador Dask (comprueba la dirección y el puerto; un planificador escucha en el 8786 salvo que se indique otro)</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: that computer&apos;s name is not known</source>
        <translation>ningún planificador Dask responde en {address}: no se conoce el nombre de ese ordenador</translation>
    </message>
    <message>
        <source>no Dask scheduler answers at {address}: {problem}</source>
        <translation>ningún planificador Dask responde en {address}: {problem}</translation>
    </message>
    <message>
        <source>nothing listens at that port</source>
        <translation>nada escucha en ese puerto</translation>
    </message>
    <message>
        <source>running on a cluster needs Dask: pip install &apos;dask[distributed]&apos; (or Salle&apos;s extra: pip install &apos;salle[cluster]&apos;)</source>
        <translation>para jugar en un clúster hace falta Dask: pip install &apos;dask[distributed]&apos; (o el extra de Salle: pip install &apos;salle[cluster]&apos;)</translation>
    </message>
    <message>
        <source>that computer cannot be reached</source>
        <translation>no se puede llegar a ese ordenador</translation>
    </message>
    <message>
        <source>that computer&apos;s network cannot be reached</source>
        <translation>no se puede llegar a la red de ese ordenador</translation>
    </message>
    <message>
        <source>the Dask scheduler at {address} has no workers: start some (README, Balance on a cluster)</source>
        <translation>el planificador Dask de {address} no tiene trabajadores: inicia algunos (README, Balance on a cluster)</translation>
    </message>
    <message>
        <source>the Dask scheduler or workers at {address} cannot load this Salle&apos;s code ({problem}): start them with the folder of the same version of Salle on PYTHONPATH</source>
        <translation>el planificador o los trabajadores Dask de {address} no pueden cargar el código de este Salle ({problem}): inícialos con la carpeta de la misma versión de Salle en PYTHONPATH</translation>
    </message>
    <message>
        <source>the certificate files {files} cannot be used for TLS: {problem}</source>
        <translation>los archivos de certificado {files} no sirven para TLS: {problem}</translation>
    </message>
    <message>
        <source>the cluster at {address} and this computer do not accept each other&apos;s TLS certificates (each must be signed by the certificate authority the other was given): {problem}</source>
        <translation>el clúster de {address} y este ordenador no aceptan los certificados TLS del otro (cada uno debe estar firmado por la autoridad de certificación que se dio al otro): {problem}</translation>
    </message>
    <message>
        <source>the cluster at {address} is secured with TLS: give its certificate authority (--tls-ca-file) and this computer&apos;s certificate (--tls-cert, --tls-key), or set them in Dask&apos;s configuration (docs/cluster.md)</source>
        <translation>el clúster de {address} está protegido con TLS: indica su autoridad de certificación (--tls-ca-file) y el certificado de este ordenador (--tls-cert, --tls-key), o ponlos en la configuración de Dask (docs/cluster.md)</translation>
    </message>
    <message>
        <source>the cluster at {address} stopped answering before the matches were played: check that its scheduler and workers are still running</source>
        <translation>el clúster de {address} dejó de responder antes de que se jugaran las partidas: comprueba que su planificador y sus trabajadores siguen en marcha</translation>
    </message>
    <message>
        <source>the connection was closed at the other end</source>
        <translation>la conexión se cerró en el otro extremo</translation>
    </message>
    <message>
        <source>this copy of Salle came from its installer, which leaves out the cluster runner (Dask): to play on a cluster, run Salle from its source folder or install it with pip and its cluster extra (README, Balance on a cluster)</source>
        <translation>esta copia de Salle viene de su instalador, que no incluye la ejecución en clúster (Dask): para jugar en un clúster, ejecuta Salle desde su carpeta de código fuente o instálalo con pip y su extra cluster (README, Balance on a cluster)</translation>
    </message>
    <message>
        <source>{address} is not a Dask scheduler&apos;s address; write it as tcp://HOST:PORT, e.g. tcp://192.168.1.20:8786, or tls://HOST:PORT for a cluster secured with TLS</source>
        <translation>{address} no es la dirección de un planificador Dask; escríbela como tcp://HOST:PORT, p. ej. tcp://192.168.1.20:8786, o tls://HOST:PORT para un clúster protegido con TLS</translation>
    </message>
    <message>
        <source>{address} is reached without encryption, yet certificate files were given: write the address as tls://HOST:PORT</source>
        <translation>a {address} se llega sin cifrado, pero se dieron archivos de certificado: escribe la dirección como tls://HOST:PORT</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Any JSON file (*.json)</source>
        <translation>Cualquier archivo JSON (*.json)</translation>
    </message>
    <message>
        <source>Fencer {number}</source>
        <translation>Tirador {number}</translation>
    </message>
    <message>
        <source>Salle saves (*.salle *.salle.json)</source>
        <translation>Partidas de Salle (*.salle *.salle.json)</translation>
    </message>
    <message>
        <source>against {opponent}</source>
        <translation>contra {opponent}</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>a Salle save</source>
        <translation>una partida guardada de Salle</translation>
    </message>
    <message>
        <source>cannot be written as JSON: {reason}</source>
        <translation>no se puede escribir como JSON: {reason}</translation>
    </message>
    <message>
        <source>holds a JSON {type}, not an object: not a Salle save</source>
        <translation>contiene un {type} JSON, no un objeto: no es una partida guardada de Salle</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>is missing: this is not a Salle save</source>
        <translation>falta: esto no es una partida guardada de Salle</translation>
    </message>
    <message>
        <source>is not a field of a schema {schema} save</source>
        <translation>no es un campo de una partida guardada de esquema {schema}</translation>
    </message>
    <message>
        <source>is not a field of a seat</source>
        <translation>no es un campo de un asiento</translation>
    </message>
    <message>
        <source>is {saved} but replaying the actions gives {replayed}: the save is damaged or was made under other rules</source>
        <translation>es {saved}, pero al repetir las acciones da {replayed}: la partida guardada está dañada o se hizo con otras reglas</translation>
    </message>
    <message>
        <source>must be a card set&apos;s name and hash, not {given}</source>
        <translation>debe ser el nombre y el hash de un juego de cartas, no {given}</translation>
    </message>
    <message>
        <source>must be a game name, not {given}</source>
        <translation>debe ser el nombre de un juego, no {given}</translation>
    </message>
    <message>
        <source>must be a list of two seats</source>
        <translation>debe ser una lista de dos asientos</translation>
    </message>
    <message>
        <source>must be a list, not {type}</source>
        <translation>debe ser una lista, no {type}</translation>
    </message>
    <message>
        <source>must be a number of seconds from 0 to {most}, not {given}</source>
        <translation>debe ser un número de segundos de 0 a {most}, no {given}</translation>
    </message>
    <message>
        <source>must be a whole number from 0, not {given}</source>
        <translation>debe ser un número entero desde 0, no {given}</translation>
    </message>
    <message>
        <source>must be a whole number from 1, not {given}</source>
        <translation>debe ser un número entero desde 1, no {given}</translation>
    </message>
    <message>
        <source>must be action notation text or an action&apos;s structured form (an object), not {given}</source>
        <translation>debe ser el texto de notación de una acción o su forma estructurada (un objeto), no {given}</translation>
    </message>
    <message>
        <source>must be an ISO date, not {given}</source>
        <translation>debe ser una fecha ISO, no {given}</translation>
    </message>
    <message>
        <source>must be human or ai, not {given}</source>
        <translation>debe ser human o ai, no {given}</translation>
    </message>
    <message>
        <source>must be null for a person, not {given}</source>
        <translation>debe ser null para una persona, no {given}</translation>
    </message>
    <message>
        <source>must be one of {levels}, not {given}</source>
        <translation>debe ser uno de {levels}, no {given}</translation>
    </message>
    <message>
        <source>must be text, not {given}</source>
        <translation>debe ser texto, no {given}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>no existe ese archivo</translation>
    </message>
    <message>
        <source>{action} comes after the end of the game</source>
        <translation>{action} llega después del final de la partida</translation>
    </message>
    <message>
        <source>{given} is not {format}: this is not a Salle save</source>
        <translation>{given} no es {format}: esto no es una partida guardada de Salle</translation>
    </message>
    <message>
        <source>{problem} (it is not a readable Salle save, so it is not overwritten)</source>
        <translation>{problem} (no es una partida guardada de Salle legible, así que no se sobrescribe)</translation>
    </message>
    <message>
        <source>{schema} is newer than this Salle reads ({newest}): the save was made by a newer Salle</source>
        <translation>{schema} es más reciente de lo que lee este Salle ({newest}): la partida la guardó un Salle más reciente</translation>
    </message>
</context>
<context>
    <name>SetsCli</name>
    <message>
        <source>Made the card set {name} in {folder}</source>
        <translation>Creado el juego de cartas {name} en {folder}</translation>
    </message>
    <message>
        <source>No card sets yet: `salle sets new NAME GAME` starts one from a shipped deck.</source>
        <translation>Aún no hay juegos de cartas: `salle sets new NOMBRE JUEGO` empieza uno a partir de un mazo incluido.</translation>
    </message>
    <message>
        <source>a further card set whose Audatia characters or Barditus armies play beside the others, chosen in the options as DECK@SET, e.g. -o army1=roman@Sworn bands (repeatable)</source>
        <translation>otro juego de cartas cuyos personajes de Audatia o ejércitos de Barditus juegan junto a los demás, elegidos en las opciones como MAZO@JUEGO, p. ej. -o army1=roman@Sworn bands (repetible)</translation>
    </message>
    <message>
        <source>a new card set, copied from a game&apos;s shipped decks</source>
        <translation>un juego de cartas nuevo, copiado de los mazos incluidos de un juego</translation>
    </message>
    <message>
        <source>a set&apos;s name, or its folder</source>
        <translation>el nombre de un juego de cartas, o su carpeta</translation>
    </message>
    <message>
        <source>an empty name names no card set</source>
        <translation>un nombre vacío no designa ningún juego de cartas</translation>
    </message>
    <message>
        <source>an empty name names no folder</source>
        <translation>un nombre vacío no designa ninguna carpeta</translation>
    </message>
    <message>
        <source>check a card set by its game&apos;s rules (exit 1 on a fault)</source>
        <translation>comprobar un juego de cartas con las reglas de su juego (sale con 1 si hay un fallo)</translation>
    </message>
    <message>
        <source>copy only this deck (repeatable; default every deck of the game)</source>
        <translation>copiar solo este mazo (repetible; por defecto todos los mazos del juego)</translation>
    </message>
    <message>
        <source>every card set, with its game, its hash and any faults</source>
        <translation>cada juego de cartas, con su juego, su huella y sus fallos</translation>
    </message>
    <message>
        <source>make it in FOLDER (remembered) instead of the data folder&apos;s card-sets; FOLDER must be there already</source>
        <translation>crearlo en FOLDER (se recuerda) en lugar de en card-sets de la carpeta de datos; FOLDER ya debe existir</translation>
    </message>
    <message>
        <source>play with this card set (its name, or its folder), not the shipped cards</source>
        <translation>jugar con este juego de cartas (su nombre o su carpeta), no con las cartas incluidas</translation>
    </message>
    <message>
        <source>remember a card set kept in another folder</source>
        <translation>recordar un juego de cartas guardado en otra carpeta</translation>
    </message>
    <message>
        <source>salle {command}: the card set {name} has a fault:</source>
        <translation>salle {command}: el juego de cartas {name} tiene un fallo:</translation>
    </message>
    <message>
        <source>sound: ready to play and print</source>
        <translation>correcto: listo para jugar e imprimir</translation>
    </message>
    <message>
        <source>the folder could not be remembered: {reason}</source>
        <translation>no se pudo recordar la carpeta: {reason}</translation>
    </message>
    <message>
        <source>the game whose shipped cards it starts from</source>
        <translation>el juego de cuyas cartas incluidas parte</translation>
    </message>
    <message>
        <source>the new set&apos;s name: any name a file manager takes, without &apos;@&apos;</source>
        <translation>el nombre del nuevo juego de cartas: cualquier nombre que admita un gestor de archivos, sin &apos;@&apos;</translation>
    </message>
    <message>
        <source>the set&apos;s folder</source>
        <translation>la carpeta del juego de cartas</translation>
    </message>
    <message>
        <source>there is no folder {folder}; make it first</source>
        <translation>no hay ninguna carpeta {folder}; créala primero</translation>
    </message>
    <message>
        <source>your own card sets: list, start one from a shipped deck, check</source>
        <translation>tus juegos de cartas: listar, empezar uno a partir de un mazo incluido, comprobar</translation>
    </message>
    <message>
        <source>{flag}: {name} is a card set of {other}, not of {game}</source>
        <translation>{flag}: {name} es un juego de cartas de {other}, no de {game}</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} no es una carpeta</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>a folder&apos;s path as text</source>
        <translation>la ruta de una carpeta como texto</translation>
    </message>
    <message>
        <source>a settings file</source>
        <translation>un archivo de ajustes</translation>
    </message>
    <message>
        <source>another Salle is writing it; your change was not saved this time</source>
        <translation>otro Salle lo está escribiendo; esta vez no se guardó tu cambio</translation>
    </message>
    <message>
        <source>card sets&apos; names</source>
        <translation>nombres de juegos de cartas</translation>
    </message>
    <message>
        <source>folders&apos; paths</source>
        <translation>rutas de carpetas</translation>
    </message>
    <message>
        <source>game names</source>
        <translation>nombres de juegos</translation>
    </message>
    <message>
        <source>holds a JSON {type}, not an object</source>
        <translation>contiene un {type} JSON, no un objeto</translation>
    </message>
    <message>
        <source>holds a bad value and no copy of it could be made ({reason}); it is not overwritten</source>
        <translation>contiene un valor erróneo y no se pudo hacer una copia ({reason}); no se sobrescribe</translation>
    </message>
    <message>
        <source>is longer than {most} characters</source>
        <translation>tiene más de {most} caracteres</translation>
    </message>
    <message>
        <source>is not a field of last_game</source>
        <translation>no es un campo de last_game</translation>
    </message>
    <message>
        <source>lesson names</source>
        <translation>nombres de lecciones</translation>
    </message>
    <message>
        <source>must be a list of two names, not {given}</source>
        <translation>debe ser una lista de dos nombres, no {given}</translation>
    </message>
    <message>
        <source>must be a list of {what}, not {given}</source>
        <translation>debe ser una lista de {what}, no {given}</translation>
    </message>
    <message>
        <source>must be a name (text that is not blank), not {given}</source>
        <translation>debe ser un nombre (texto no vacío), no {given}</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}, not {given}</source>
        <translation>debe ser un número entero de {low} a {high}, no {given}</translation>
    </message>
    <message>
        <source>must be null or a level name, not {given}</source>
        <translation>debe ser null o el nombre de un nivel, no {given}</translation>
    </message>
    <message>
        <source>must be null or a whole number from 0, not {given}</source>
        <translation>debe ser null o un número entero desde 0, no {given}</translation>
    </message>
    <message>
        <source>must be {what}, not {given}</source>
        <translation>debe ser {what}, no {given}</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>{file}: {setting}: {problem} — using the default</source>
        <translation>{file}: {setting}: {problem} — se usa el valor por defecto</translation>
    </message>
    <message>
        <source>{given} is not one of {choices}</source>
        <translation>{given} no es uno de {choices}</translation>
    </message>
    <message>
        <source>{problem} — using the defaults; the file is left as it is and settings will not be saved over it</source>
        <translation>{problem} — se usan los ajustes por defecto; el archivo se deja como está y los ajustes no se guardarán encima de él</translation>
    </message>
    <message>
        <source>{problem}; it is not overwritten (save with force to replace it)</source>
        <translation>{problem}; no se sobrescribe (guarda forzando para reemplazarlo)</translation>
    </message>
    <message>
        <source>{problem}; nothing was written</source>
        <translation>{problem}; no se escribió nada</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>&amp;Actions (1-9, Enter)</source>
        <translation>&amp;Acciones (1-9, Intro)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revancha</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Repe&amp;tición</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>A win chance is the search&apos;s estimate of how often you go on to win after the move, if both of you play on as well as it can foresee. Moves a few points apart are about as good.</source>
        <translation>Una probabilidad de ganar es la estimación que hace la búsqueda de con qué frecuencia acabas ganando tras la jugada, si los dos seguís jugando tan bien como ella puede prever. Las jugadas separadas por pocos puntos son más o menos igual de buenas.</translation>
    </message>
    <message>
        <source>Cards you have not seen</source>
        <translation>Cartas no vistas</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Practice &amp;history…</source>
        <translation>&amp;Historial de práctica…</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Aná&amp;lisis…</translation>
    </message>
    <message>
        <source>The same game again, with a new deal</source>
        <translation>La misma partida otra vez, con un reparto nuevo</translation>
    </message>
    <message>
        <source>drawn round ({reason})</source>
        <translation>ronda empatada ({reason})</translation>
    </message>
    <message>
        <source>{winner} the round ({reason})</source>
        <translation>{winner} la ronda ({reason})</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>Qt&apos;s sound module cannot be loaded: {error}</source>
        <translation>No se puede cargar el módulo de sonido de Qt: {error}</translation>
    </message>
    <message>
        <source>no audio output was found</source>
        <translation>no se encontró ninguna salida de audio</translation>
    </message>
    <message>
        <source>the sounds could not be loaded: {error}</source>
        <translation>no se pudieron cargar los sonidos: {error}</translation>
    </message>
</context>
<context>
    <name>StoreFiles</name>
    <message>
        <source> (line {line})</source>
        <translation> (línea {line})</translation>
    </message>
    <message>
        <source>Salle is not allowed to write there</source>
        <translation>Salle no tiene permiso para escribir ahí</translation>
    </message>
    <message>
        <source>a file of that name stands where the folder should be</source>
        <translation>un archivo con ese nombre ocupa el lugar de la carpeta</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>hay un archivo donde debería haber una carpeta</translation>
    </message>
    <message>
        <source>a folder stands where a file should be</source>
        <translation>hay una carpeta donde debería haber un archivo</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>no se puede leer: {reason}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>no se puede escribir: {reason}</translation>
    </message>
    <message>
        <source>holds a number too large for {kind}{where}</source>
        <translation>contiene un número demasiado grande para {kind}{where}</translation>
    </message>
    <message>
        <source>is JSON nested too deeply to be {kind}</source>
        <translation>es un JSON anidado demasiado hondo para ser {kind}</translation>
    </message>
    <message>
        <source>is TOML nested too deeply to be {kind}</source>
        <translation>es un TOML anidado demasiado hondo para ser {kind}</translation>
    </message>
    <message>
        <source>is a device</source>
        <translation>es un dispositivo</translation>
    </message>
    <message>
        <source>is a folder</source>
        <translation>es una carpeta</translation>
    </message>
    <message>
        <source>is a folder, not {kind}</source>
        <translation>es una carpeta, no {kind}</translation>
    </message>
    <message>
        <source>is a number too large for {kind} ({digits} digits)</source>
        <translation>es un número demasiado grande para {kind} ({digits} cifras)</translation>
    </message>
    <message>
        <source>is a pipe (FIFO)</source>
        <translation>es una tubería (FIFO)</translation>
    </message>
    <message>
        <source>is a socket</source>
        <translation>es un socket</translation>
    </message>
    <message>
        <source>is empty (truncated?): not {kind}</source>
        <translation>está vacío (¿truncado?): no es {kind}</translation>
    </message>
    <message>
        <source>is larger than {size}: not {kind}</source>
        <translation>ocupa más de {size}: no es {kind}</translation>
    </message>
    <message>
        <source>is nested more than {depth} levels deep (at line {line} column {column}): not {kind}</source>
        <translation>está anidado a más de {depth} niveles (en la línea {line}, columna {column}): no es {kind}</translation>
    </message>
    <message>
        <source>is nested more than {depth} levels deep: not {kind}</source>
        <translation>está anidado a más de {depth} niveles: no es {kind}</translation>
    </message>
    <message>
        <source>is not JSON {kind} can hold: {reason}</source>
        <translation>no es un JSON que pueda contener {kind}: {reason}</translation>
    </message>
    <message>
        <source>is not JSON: {where}</source>
        <translation>no es JSON: {where}</translation>
    </message>
    <message>
        <source>is not UTF-8 text (byte {byte} at offset {offset}): not {kind}</source>
        <translation>no es texto UTF-8 (byte {byte} en la posición {offset}): no es {kind}</translation>
    </message>
    <message>
        <source>is not a number {kind} can hold: {number}</source>
        <translation>no es un número que pueda contener {kind}: {number}</translation>
    </message>
    <message>
        <source>is not valid TOML: {reason}</source>
        <translation>no es TOML válido: {reason}</translation>
    </message>
    <message>
        <source>is something other than a file</source>
        <translation>es algo distinto de un archivo</translation>
    </message>
    <message>
        <source>is truncated: the JSON stops before it is complete ({where})</source>
        <translation>está truncado: el JSON se corta antes de estar completo ({where})</translation>
    </message>
    <message>
        <source>must be a JSON object, not {type}</source>
        <translation>debe ser un objeto JSON, no {type}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>el disco informó de un error</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <source>your disk quota is used up</source>
        <translation>tu cuota de disco está agotada</translation>
    </message>
    <message>
        <source>{message} at line {line} column {column}</source>
        <translation>{message} en la línea {line}, columna {column}</translation>
    </message>
    <message>
        <source>{what}, not {kind}: it was not read</source>
        <translation>{what}, no {kind}: no se leyó</translation>
    </message>
</context>
<context>
    <name>TerminalGame</name>
    <message>
        <source>Drawn match</source>
        <translation>Partida empatada</translation>
    </message>
    <message>
        <source>Drawn round</source>
        <translation>Ronda empatada</translation>
    </message>
    <message>
        <source>Game left unfinished.</source>
        <translation>Partida sin terminar.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Pista: {move}</translation>
    </message>
    <message>
        <source>Pass the screen to {name} and press Enter. </source>
        <translation>Pasa la pantalla a {name} y pulsa Intro. </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>You roll {value} ({purpose})</source>
        <translation>Sacas un {value} ({purpose})</translation>
    </message>
    <message>
        <source>You show {cards}</source>
        <translation>Enseñas {cards}</translation>
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
        <source>Your action (number or notation, ? help, hint, q quit): </source>
        <translation>Tu acción (número o notación, ? ayuda, hint pista, q salir): </translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>{name} rolls {value} ({purpose})</source>
        <translation>{name} saca un {value} ({purpose})</translation>
    </message>
    <message>
        <source>{name} shows {cards}</source>
        <translation>{name} enseña {cards}</translation>
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
        <source>{reason}; choose from the list.</source>
        <translation>{reason}; elige de la lista.</translation>
    </message>
    <message>
        <source>{result} ({reason}). Score {score}</source>
        <translation>{result} ({reason}). Marcador {score}</translation>
    </message>
</context>
<context>
    <name>WarningBar</name>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Hide this warning for the rest of this session</source>
        <translation>Ocultar este aviso durante el resto de la sesión</translation>
    </message>
</context>
</TS>
