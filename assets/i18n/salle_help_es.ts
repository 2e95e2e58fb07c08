<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Cards</name>
    <message>
        <source>must be a table</source>
        <translation>debe ser una tabla</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Ask for a hint</source>
        <translation>Pide una pista</translation>
    </message>
    <message>
        <source>Attack with the selected cards</source>
        <translation>Ataca con las cartas seleccionadas</translation>
    </message>
    <message>
        <source>Choose an action from the numbered list</source>
        <translation>Elige una acción de la lista numerada</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Borra la selección</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>Click, click</source>
        <translation>Clic, clic</translation>
    </message>
    <message>
        <source>Confirm the chosen action</source>
        <translation>Confirma la acción elegida</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila de descartes</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doble clic</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Arrastrar</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Enter / Esc</source>
        <translation>Intro / Esc</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Hold: let the last chance to attack pass</source>
        <translation>Aguantar: deja pasar la última ocasión de atacar</translation>
    </message>
    <message>
        <source>Hover</source>
        <translation>Pasar el puntero</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Carga una partida guardada</translation>
    </message>
    <message>
        <source>Move between the cards in your hand</source>
        <translation>Muévete entre las cartas de tu mano</translation>
    </message>
    <message>
        <source>Parry with the selected cards</source>
        <translation>Para con las cartas seleccionadas</translation>
    </message>
    <message>
        <source>Play area</source>
        <translation>Zona de juego</translation>
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
        <source>Select or unselect the card under the cursor</source>
        <translation>Selecciona o deselecciona la carta bajo el cursor</translation>
    </message>
    <message>
        <source>Show the card under the cursor larger (or rest the pointer on a card)</source>
        <translation>Muestra más grande la carta bajo el cursor (o deja el puntero sobre una carta)</translation>
    </message>
    <message>
        <source>Show this help</source>
        <translation>Muestra esta ayuda</translation>
    </message>
    <message>
        <source>Side card</source>
        <translation>Carta de Lado</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Split area</source>
        <translation>Zona dividida</translation>
    </message>
    <message>
        <source>Split place</source>
        <translation>Lugar dividido</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empieza una partida nueva</translation>
    </message>
    <message>
        <source>Step back with the selected card</source>
        <translation>Retrocede con la carta seleccionada</translation>
    </message>
    <message>
        <source>Step forward with the selected card</source>
        <translation>Avanza con la carta seleccionada</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Deshaz tu última jugada</translation>
    </message>
    <message>
        <source>a front card onto the enemy card opposite or diagonal: battle</source>
        <translation>una carta de frente a la carta enemiga de enfrente o en diagonal: batalla</translation>
    </message>
    <message>
        <source>a front card: battle the card opposite</source>
        <translation>una carta de frente: batalla contra la carta de enfrente</translation>
    </message>
    <message>
        <source>a front card: what an order costs now, orders used</source>
        <translation>una carta de frente: cuánto cuesta ahora una orden, órdenes usadas</translation>
    </message>
    <message>
        <source>a hand card onto a lit place to play it</source>
        <translation>una carta de la mano a un lugar iluminado para jugarla</translation>
    </message>
    <message>
        <source>a hand card onto an empty place (deploy) · an army card onto your list</source>
        <translation>una carta de la mano a un lugar vacío (desplegar) · una carta del ejército a tu lista</translation>
    </message>
    <message>
        <source>a hand card onto the piste to attack or answer</source>
        <translation>una carta de la mano a la pista para atacar o responder</translation>
    </message>
    <message>
        <source>a kept command die onto a front card: the general stands there</source>
        <translation>un dado de mando guardado a una carta de frente: allí está el general</translation>
    </message>
    <message>
        <source>a piece to a lit slot, the enemy card (pursuit) or your casualties</source>
        <translation>una pieza a un hueco iluminado, a la carta enemiga (persecución) o a tus bajas</translation>
    </message>
    <message>
        <source>a piece, die or card, then a lit place</source>
        <translation>una pieza, un dado o una carta, y luego un lugar iluminado</translation>
    </message>
    <message>
        <source>a posta to take it · a Virtue to take it</source>
        <translation>una posta para tomarla · una Virtud para tomarla</translation>
    </message>
    <message>
        <source>a remedy on both sides: inside left, outside right</source>
        <translation>un remedio de los dos lados: dentro a la izquierda, fuera a la derecha</translation>
    </message>
    <message>
        <source>a remedy, or the Side card, inside / outside</source>
        <translation>un remedio, o la carta de Lado, dentro / fuera</translation>
    </message>
    <message>
        <source>a square of the strip to step · a weapon circle to change it</source>
        <translation>una casilla de la pista para moverte · un círculo de arma para cambiarla</translation>
    </message>
    <message>
        <source>advance · back · retreat two squares</source>
        <translation>avanzar · retroceder · retirarse dos casillas</translation>
    </message>
    <message>
        <source>attack · parry · counterattack · exchange · break</source>
        <translation>atacar · parar · contraatacar · intercambiar · romper</translation>
    </message>
    <message>
        <source>battle · rally · reserve · command die (again: the next)</source>
        <translation>batalla · reagrupar · reserva · dado de mando (otra vez: el siguiente)</translation>
    </message>
    <message>
        <source>choose an action from the numbered list</source>
        <translation>elige una acción de la lista numerada</translation>
    </message>
    <message>
        <source>choose what to move (the dashed ring)</source>
        <translation>elige qué mover (el anillo discontinuo)</translation>
    </message>
    <message>
        <source>click its left half: inside, right half: outside</source>
        <translation>clic en su mitad izquierda: dentro; en la derecha: fuera</translation>
    </message>
    <message>
        <source>counter-remedy · avoid · feint · skill</source>
        <translation>contrarremedio · esquivar · finta · habilidad</translation>
    </message>
    <message>
        <source>cycle a Cycle skill for a new card</source>
        <translation>cambia una habilidad de Ciclo por una carta nueva</translation>
    </message>
    <message>
        <source>discard pile · cycle · lay in the row</source>
        <translation>pila de descartes · ciclo · colocar en la fila</translation>
    </message>
    <message>
        <source>end the orders / done (list complete, reserve)</source>
        <translation>terminar las órdenes / hecho (lista completa, reserva)</translation>
    </message>
    <message>
        <source>lead at the front / hold the general back</source>
        <translation>dirigir en el frente / mantener atrás al general</translation>
    </message>
    <message>
        <source>move between cards; ↑ goes to the poste or Virtues</source>
        <translation>muévete entre las cartas; ↑ va a las poste o a las Virtudes</translation>
    </message>
    <message>
        <source>move between your cards</source>
        <translation>muévete entre tus cartas</translation>
    </message>
    <message>
        <source>one card, several plays: e.g. Parry | Counterattack</source>
        <translation>una carta, varias jugadas: p. ej. Parada | Contraataque</translation>
    </message>
    <message>
        <source>one card, several plays: e.g. alone | with Angulations</source>
        <translation>una carta, varias jugadas: p. ej. sola | con Angulaciones</translation>
    </message>
    <message>
        <source>onto the discard pile: change it (or lose it defending by distance)</source>
        <translation>a la pila de descartes: cambiarla (o perderla al defenderte por distancia)</translation>
    </message>
    <message>
        <source>parry without a card (again: spend more) / defend by distance</source>
        <translation>parar sin carta (otra vez: gastar más) / defenderse por distancia</translation>
    </message>
    <message>
        <source>pass, or done</source>
        <translation>pasar, o terminar</translation>
    </message>
    <message>
        <source>play the chosen action / cancel it</source>
        <translation>juega la acción elegida / cancélala</translation>
    </message>
    <message>
        <source>set aside, Trade, Salute, answer the Salute</source>
        <translation>apartar, Cambio, Saludo, devolver el Saludo</translation>
    </message>
    <message>
        <source>stall (again: keeping the Timer card) · keep the hand · mulligan</source>
        <translation>ganar tiempo (otra vez: conservando la carta del Tiempo) · quedarse la mano · mulligan</translation>
    </message>
    <message>
        <source>strikes, parries, skills, remedies, counters, the row</source>
        <translation>golpes, paradas, habilidades, remedios, contrarremedios, la fila</translation>
    </message>
    <message>
        <source>the card under the dashed ring, larger (or rest the pointer on a card)</source>
        <translation>la carta bajo el anillo discontinuo, más grande (o deja el puntero sobre una carta)</translation>
    </message>
    <message>
        <source>the card&apos;s plays on the piste / on the discard pile (again: the next)</source>
        <translation>las jugadas de la carta en la pista / en la pila de descartes (otra vez: la siguiente)</translation>
    </message>
    <message>
        <source>wait, pass or done</source>
        <translation>esperar, pasar o terminar</translation>
    </message>
    <message>
        <source>weapon position (again: the next)</source>
        <translation>posición del arma (otra vez: la siguiente)</translation>
    </message>
    <message>
        <source>where it goes: the choices in turn</source>
        <translation>adónde va: las opciones por turno</translation>
    </message>
    <message>
        <source>your stamina square: parry, dropping your stamina there</source>
        <translation>tu casilla de resistencia: para, bajando tu resistencia hasta ella</translation>
    </message>
    <message>
        <source>← → Home</source>
        <translation>← → Inicio</translation>
    </message>
    <message>
        <source>↑ ↓ Space</source>
        <translation>↑ ↓ Espacio</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>a lesson</source>
        <translation>una lección</translation>
    </message>
    <message>
        <source>a position</source>
        <translation>una posición</translation>
    </message>
    <message>
        <source>belongs to a step with an action</source>
        <translation>pertenece a un paso con acción</translation>
    </message>
    <message>
        <source>follow the learner&apos;s move: this step has no action</source>
        <translation>siguen a la jugada del alumno: este paso no tiene acción</translation>
    </message>
    <message>
        <source>give either a seed or a position (not both)</source>
        <translation>da una semilla o una posición (no ambas)</translation>
    </message>
    <message>
        <source>is missing: every {name} is given in {languages}</source>
        <translation>falta: cada {name} se da en {languages}</translation>
    </message>
    <message>
        <source>is not a field of a lesson</source>
        <translation>no es un campo de una lección</translation>
    </message>
    <message>
        <source>is not a field of a step</source>
        <translation>no es un campo de un paso</translation>
    </message>
    <message>
        <source>is not a field of seats (learner, opponent)</source>
        <translation>no es un campo de seats (learner, opponent)</translation>
    </message>
    <message>
        <source>is not an action of {game}: {reason}</source>
        <translation>no es una acción de {game}: {reason}</translation>
    </message>
    <message>
        <source>it is not the opponent&apos;s turn here</source>
        <translation>aquí no le toca al adversario</translation>
    </message>
    <message>
        <source>must be a list of action tables</source>
        <translation>debe ser una lista de tablas de acción</translation>
    </message>
    <message>
        <source>must be a list of card names (their ids)</source>
        <translation>debe ser una lista de nombres de cartas (sus ids)</translation>
    </message>
    <message>
        <source>must be a table (learner, opponent)</source>
        <translation>debe ser una tabla (learner, opponent)</translation>
    </message>
    <message>
        <source>must be an action table {kind = ...}, not {given}</source>
        <translation>debe ser una tabla de acción {kind = ...}, no {given}</translation>
    </message>
    <message>
        <source>must be seat 0 or 1, not {given}</source>
        <translation>debe ser el asiento 0 o 1, no {given}</translation>
    </message>
    <message>
        <source>must be text: its translations have no English</source>
        <translation>debe ser texto: sus traducciones no tienen inglés</translation>
    </message>
    <message>
        <source>must be text: why another move is not the lesson&apos;s</source>
        <translation>debe ser texto: por qué otra jugada no es la de la lección</translation>
    </message>
    <message>
        <source>must be the game&apos;s position as JSON text</source>
        <translation>debe ser la posición del juego como texto JSON</translation>
    </message>
    <message>
        <source>names no game Salle knows: {given}</source>
        <translation>no nombra ningún juego que Salle conozca: {given}</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>paso {step}</translation>
    </message>
    <message>
        <source>the learner cannot move here: it is the opponent&apos;s turn</source>
        <translation>el alumno no puede jugar aquí: le toca al adversario</translation>
    </message>
    <message>
        <source>the learner cannot move here: the game is over</source>
        <translation>el alumno no puede jugar aquí: la partida ha terminado</translation>
    </message>
    <message>
        <source>the lesson has no [[steps]]</source>
        <translation>la lección no tiene [[steps]]</translation>
    </message>
    <message>
        <source>{move} is not legal here: {reason}</source>
        <translation>{move} no es legal aquí: {reason}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Not this time: {move}.</source>
        <translation>Esta vez no: {move}.</translation>
    </message>
    <message>
        <source>Read this step, then press Next.</source>
        <translation>Lee este paso y pulsa Siguiente.</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>La lección ha terminado.</translation>
    </message>
    <message>
        <source>Wait for your opponent&apos;s move.</source>
        <translation>Espera la jugada de tu rival.</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Tu rival</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>must be a whole number from 0, not {given}</source>
        <translation>debe ser un número entero desde 0, no {given}</translation>
    </message>
</context>
</TS>
