<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>Cards</name>
    <message>
        <source>must be a table</source>
        <translation>deve essere una tabella</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Ask for a hint</source>
        <translation>Chiedi un suggerimento</translation>
    </message>
    <message>
        <source>Attack with the selected cards</source>
        <translation>Attacca con le carte selezionate</translation>
    </message>
    <message>
        <source>Choose an action from the numbered list</source>
        <translation>Scegli un&apos;azione dall&apos;elenco numerato</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Annulla la selezione</translation>
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
        <translation>Conferma l&apos;azione scelta</translation>
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
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila degli scarti</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doppio clic</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Trascina</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>Enter / Esc</source>
        <translation>Invio / Esc</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Hold: let the last chance to attack pass</source>
        <translation>Attendi: lascia passare l&apos;ultima occasione di attaccare</translation>
    </message>
    <message>
        <source>Hover</source>
        <translation>Passa il puntatore</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Carica una partita salvata</translation>
    </message>
    <message>
        <source>Move between the cards in your hand</source>
        <translation>Spostati tra le carte della tua mano</translation>
    </message>
    <message>
        <source>Parry with the selected cards</source>
        <translation>Para con le carte selezionate</translation>
    </message>
    <message>
        <source>Play area</source>
        <translation>Zona di gioco</translation>
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
        <source>Select or unselect the card under the cursor</source>
        <translation>Seleziona o deseleziona la carta sotto il cursore</translation>
    </message>
    <message>
        <source>Show the card under the cursor larger (or rest the pointer on a card)</source>
        <translation>Mostra più grande la carta sotto il cursore (o lascia il puntatore su una carta)</translation>
    </message>
    <message>
        <source>Show this help</source>
        <translation>Mostra questo aiuto</translation>
    </message>
    <message>
        <source>Side card</source>
        <translation>Carta del Lato</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>Split area</source>
        <translation>Zona divisa</translation>
    </message>
    <message>
        <source>Split place</source>
        <translation>Zona divisa</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Inizia una nuova partita</translation>
    </message>
    <message>
        <source>Step back with the selected card</source>
        <translation>Arretra con la carta selezionata</translation>
    </message>
    <message>
        <source>Step forward with the selected card</source>
        <translation>Avanza con la carta selezionata</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Annulla la tua ultima mossa</translation>
    </message>
    <message>
        <source>a front card onto the enemy card opposite or diagonal: battle</source>
        <translation>una carta del fronte sulla carta nemica di fronte o in diagonale: battaglia</translation>
    </message>
    <message>
        <source>a front card: battle the card opposite</source>
        <translation>una carta del fronte: battaglia contro la carta di fronte</translation>
    </message>
    <message>
        <source>a front card: what an order costs now, orders used</source>
        <translation>una carta del fronte: quanto costa ora un ordine, ordini usati</translation>
    </message>
    <message>
        <source>a hand card onto a lit place to play it</source>
        <translation>una carta della mano su una zona illuminata per giocarla</translation>
    </message>
    <message>
        <source>a hand card onto an empty place (deploy) · an army card onto your list</source>
        <translation>una carta della mano su un posto vuoto (schierare) · una carta dell&apos;esercito nella tua lista</translation>
    </message>
    <message>
        <source>a hand card onto the piste to attack or answer</source>
        <translation>una carta della mano sulla pedana per attaccare o rispondere</translation>
    </message>
    <message>
        <source>a kept command die onto a front card: the general stands there</source>
        <translation>un dado di comando tenuto su una carta del fronte: lì sta il generale</translation>
    </message>
    <message>
        <source>a piece to a lit slot, the enemy card (pursuit) or your casualties</source>
        <translation>un pezzo su uno slot illuminato, sulla carta nemica (inseguimento) o sulle tue perdite</translation>
    </message>
    <message>
        <source>a piece, die or card, then a lit place</source>
        <translation>un pezzo, un dado o una carta, poi un posto illuminato</translation>
    </message>
    <message>
        <source>a posta to take it · a Virtue to take it</source>
        <translation>una posta per prenderla · una Virtù per prenderla</translation>
    </message>
    <message>
        <source>a remedy on both sides: inside left, outside right</source>
        <translation>un rimedio su entrambi i lati: dentro a sinistra, fuori a destra</translation>
    </message>
    <message>
        <source>a remedy, or the Side card, inside / outside</source>
        <translation>un rimedio, o la carta del Lato, dentro / fuori</translation>
    </message>
    <message>
        <source>a square of the strip to step · a weapon circle to change it</source>
        <translation>una casella della pedana per spostarti · un cerchio dell&apos;arma per cambiarla</translation>
    </message>
    <message>
        <source>advance · back · retreat two squares</source>
        <translation>avanzare · arretrare · ritirarsi di due caselle</translation>
    </message>
    <message>
        <source>attack · parry · counterattack · exchange · break</source>
        <translation>attaccare · parare · contrattaccare · scambiare · rompere</translation>
    </message>
    <message>
        <source>battle · rally · reserve · command die (again: the next)</source>
        <translation>battaglia · riordinare · riserva · dado di comando (di nuovo: il successivo)</translation>
    </message>
    <message>
        <source>choose an action from the numbered list</source>
        <translation>scegli un&apos;azione dall&apos;elenco numerato</translation>
    </message>
    <message>
        <source>choose what to move (the dashed ring)</source>
        <translation>scegli cosa muovere (l&apos;anello tratteggiato)</translation>
    </message>
    <message>
        <source>click its left half: inside, right half: outside</source>
        <translation>clic sulla metà sinistra: dentro; sulla destra: fuori</translation>
    </message>
    <message>
        <source>counter-remedy · avoid · feint · skill</source>
        <translation>contrarimedio · schivare · finta · abilità</translation>
    </message>
    <message>
        <source>cycle a Cycle skill for a new card</source>
        <translation>cambia un&apos;abilità di Ciclo con una carta nuova</translation>
    </message>
    <message>
        <source>discard pile · cycle · lay in the row</source>
        <translation>pila degli scarti · ciclo · mettere nella fila</translation>
    </message>
    <message>
        <source>end the orders / done (list complete, reserve)</source>
        <translation>finire gli ordini / fatto (lista completa, riserva)</translation>
    </message>
    <message>
        <source>lead at the front / hold the general back</source>
        <translation>guidare al fronte / tenere indietro il generale</translation>
    </message>
    <message>
        <source>move between cards; ↑ goes to the poste or Virtues</source>
        <translation>spostati tra le carte; ↑ va alle poste o alle Virtù</translation>
    </message>
    <message>
        <source>move between your cards</source>
        <translation>spostati tra le tue carte</translation>
    </message>
    <message>
        <source>one card, several plays: e.g. Parry | Counterattack</source>
        <translation>una carta, più giocate: p. es. Parata | Contrattacco</translation>
    </message>
    <message>
        <source>one card, several plays: e.g. alone | with Angulations</source>
        <translation>una carta, più giocate: p. es. da sola | con Angolazioni</translation>
    </message>
    <message>
        <source>onto the discard pile: change it (or lose it defending by distance)</source>
        <translation>sulla pila degli scarti: cambiarla (o perderla difendendoti con la misura)</translation>
    </message>
    <message>
        <source>parry without a card (again: spend more) / defend by distance</source>
        <translation>parare senza carta (di nuovo: spendere di più) / difendersi con la misura</translation>
    </message>
    <message>
        <source>pass, or done</source>
        <translation>passare, o fatto</translation>
    </message>
    <message>
        <source>play the chosen action / cancel it</source>
        <translation>gioca l&apos;azione scelta / annullala</translation>
    </message>
    <message>
        <source>set aside, Trade, Salute, answer the Salute</source>
        <translation>mettere da parte, Scambio di carte, Saluto, rispondere al Saluto</translation>
    </message>
    <message>
        <source>stall (again: keeping the Timer card) · keep the hand · mulligan</source>
        <translation>temporeggiare (di nuovo: tenendo la carta del Tempo) · tenere la mano · mulligan</translation>
    </message>
    <message>
        <source>strikes, parries, skills, remedies, counters, the row</source>
        <translation>colpi, parate, abilità, rimedi, contrarimedi, la fila</translation>
    </message>
    <message>
        <source>the card under the dashed ring, larger (or rest the pointer on a card)</source>
        <translation>la carta sotto l&apos;anello tratteggiato, più grande (o lascia il puntatore su una carta)</translation>
    </message>
    <message>
        <source>the card&apos;s plays on the piste / on the discard pile (again: the next)</source>
        <translation>le giocate della carta sulla pedana / sulla pila degli scarti (di nuovo: la successiva)</translation>
    </message>
    <message>
        <source>wait, pass or done</source>
        <translation>aspettare, passare o fatto</translation>
    </message>
    <message>
        <source>weapon position (again: the next)</source>
        <translation>posizione dell&apos;arma (di nuovo: la successiva)</translation>
    </message>
    <message>
        <source>where it goes: the choices in turn</source>
        <translation>dove va: le scelte una dopo l&apos;altra</translation>
    </message>
    <message>
        <source>your stamina square: parry, dropping your stamina there</source>
        <translation>la tua casella di resistenza: para, scendendo con la resistenza fin lì</translation>
    </message>
    <message>
        <source>← → Home</source>
        <translation>← → Home</translation>
    </message>
    <message>
        <source>↑ ↓ Space</source>
        <translation>↑ ↓ Spazio</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>a lesson</source>
        <translation>una lezione</translation>
    </message>
    <message>
        <source>a position</source>
        <translation>una posizione</translation>
    </message>
    <message>
        <source>belongs to a step with an action</source>
        <translation>appartiene a un passo con un&apos;azione</translation>
    </message>
    <message>
        <source>follow the learner&apos;s move: this step has no action</source>
        <translation>seguono la mossa dell&apos;allievo: questo passo non ha un&apos;azione</translation>
    </message>
    <message>
        <source>give either a seed or a position (not both)</source>
        <translation>indica un seme o una posizione (non entrambi)</translation>
    </message>
    <message>
        <source>is missing: every {name} is given in {languages}</source>
        <translation>manca: ogni {name} è dato in {languages}</translation>
    </message>
    <message>
        <source>is not a field of a lesson</source>
        <translation>non è un campo di una lezione</translation>
    </message>
    <message>
        <source>is not a field of a step</source>
        <translation>non è un campo di un passo</translation>
    </message>
    <message>
        <source>is not a field of seats (learner, opponent)</source>
        <translation>non è un campo di seats (learner, opponent)</translation>
    </message>
    <message>
        <source>is not an action of {game}: {reason}</source>
        <translation>non è un&apos;azione di {game}: {reason}</translation>
    </message>
    <message>
        <source>it is not the opponent&apos;s turn here</source>
        <translation>qui non tocca all&apos;avversario</translation>
    </message>
    <message>
        <source>must be a list of action tables</source>
        <translation>deve essere un elenco di tabelle di azione</translation>
    </message>
    <message>
        <source>must be a list of card names (their ids)</source>
        <translation>deve essere un elenco di nomi di carte (i loro id)</translation>
    </message>
    <message>
        <source>must be a table (learner, opponent)</source>
        <translation>deve essere una tabella (learner, opponent)</translation>
    </message>
    <message>
        <source>must be an action table {kind = ...}, not {given}</source>
        <translation>deve essere una tabella di azione {kind = ...}, non {given}</translation>
    </message>
    <message>
        <source>must be seat 0 or 1, not {given}</source>
        <translation>deve essere il posto 0 o 1, non {given}</translation>
    </message>
    <message>
        <source>must be text: its translations have no English</source>
        <translation>deve essere testo: le sue traduzioni non hanno l&apos;inglese</translation>
    </message>
    <message>
        <source>must be text: why another move is not the lesson&apos;s</source>
        <translation>deve essere testo: perché un&apos;altra mossa non è quella della lezione</translation>
    </message>
    <message>
        <source>must be the game&apos;s position as JSON text</source>
        <translation>deve essere la posizione del gioco come testo JSON</translation>
    </message>
    <message>
        <source>names no game Salle knows: {given}</source>
        <translation>non indica alcun gioco noto a Salle: {given}</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>passo {step}</translation>
    </message>
    <message>
        <source>the learner cannot move here: it is the opponent&apos;s turn</source>
        <translation>l&apos;allievo non può muovere qui: tocca all&apos;avversario</translation>
    </message>
    <message>
        <source>the learner cannot move here: the game is over</source>
        <translation>l&apos;allievo non può muovere qui: la partita è finita</translation>
    </message>
    <message>
        <source>the lesson has no [[steps]]</source>
        <translation>la lezione non ha [[steps]]</translation>
    </message>
    <message>
        <source>{move} is not legal here: {reason}</source>
        <translation>{move} qui non è legale: {reason}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Not this time: {move}.</source>
        <translation>Non stavolta: {move}.</translation>
    </message>
    <message>
        <source>Read this step, then press Next.</source>
        <translation>Leggi questo passo, poi premi Avanti.</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>La lezione è finita.</translation>
    </message>
    <message>
        <source>Wait for your opponent&apos;s move.</source>
        <translation>Aspetta la mossa del tuo avversario.</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Il tuo avversario</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>must be a whole number from 0, not {given}</source>
        <translation>deve essere un numero intero da 0 in su, non {given}</translation>
    </message>
</context>
</TS>
