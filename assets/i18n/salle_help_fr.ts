<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Cards</name>
    <message>
        <source>must be a table</source>
        <translation>doit être une table</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Ask for a hint</source>
        <translation>Demander un conseil</translation>
    </message>
    <message>
        <source>Attack with the selected cards</source>
        <translation>Attaquer avec les cartes sélectionnées</translation>
    </message>
    <message>
        <source>Choose an action from the numbered list</source>
        <translation>Choisir une action dans la liste numérotée</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Effacer la sélection</translation>
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
        <translation>Confirmer l&apos;action choisie</translation>
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
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Double-clic</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Glisser</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Enter / Esc</source>
        <translation>Entrée / Échap</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Hold: let the last chance to attack pass</source>
        <translation>Tenir : laisser passer la dernière occasion d&apos;attaquer</translation>
    </message>
    <message>
        <source>Hover</source>
        <translation>Survoler</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Charger une partie enregistrée</translation>
    </message>
    <message>
        <source>Move between the cards in your hand</source>
        <translation>Passer d&apos;une carte à l&apos;autre dans votre main</translation>
    </message>
    <message>
        <source>Parry with the selected cards</source>
        <translation>Parer avec les cartes sélectionnées</translation>
    </message>
    <message>
        <source>Play area</source>
        <translation>Zone de jeu</translation>
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
        <source>Select or unselect the card under the cursor</source>
        <translation>Sélectionner ou désélectionner la carte sous le curseur</translation>
    </message>
    <message>
        <source>Show the card under the cursor larger (or rest the pointer on a card)</source>
        <translation>Afficher en grand la carte sous le curseur (ou laisser le pointeur sur une carte)</translation>
    </message>
    <message>
        <source>Show this help</source>
        <translation>Afficher cette aide</translation>
    </message>
    <message>
        <source>Side card</source>
        <translation>Carte de Côté</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Split area</source>
        <translation>Zone partagée</translation>
    </message>
    <message>
        <source>Split place</source>
        <translation>Zone partagée</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>Step back with the selected card</source>
        <translation>Rompre avec la carte sélectionnée</translation>
    </message>
    <message>
        <source>Step forward with the selected card</source>
        <translation>Avancer avec la carte sélectionnée</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Annuler votre dernier coup</translation>
    </message>
    <message>
        <source>a front card onto the enemy card opposite or diagonal: battle</source>
        <translation>une carte de front sur la carte ennemie en face ou en diagonale : bataille</translation>
    </message>
    <message>
        <source>a front card: battle the card opposite</source>
        <translation>une carte de front : bataille contre la carte d&apos;en face</translation>
    </message>
    <message>
        <source>a front card: what an order costs now, orders used</source>
        <translation>une carte de front : ce que coûte un ordre maintenant, ordres donnés</translation>
    </message>
    <message>
        <source>a hand card onto a lit place to play it</source>
        <translation>une carte de la main sur une zone éclairée pour la jouer</translation>
    </message>
    <message>
        <source>a hand card onto an empty place (deploy) · an army card onto your list</source>
        <translation>une carte de la main sur une place vide (déployer) · une carte d&apos;armée sur votre liste</translation>
    </message>
    <message>
        <source>a hand card onto the piste to attack or answer</source>
        <translation>une carte de la main sur la piste pour attaquer ou répondre</translation>
    </message>
    <message>
        <source>a kept command die onto a front card: the general stands there</source>
        <translation>un dé de commandement gardé sur une carte de front : le général s&apos;y tient</translation>
    </message>
    <message>
        <source>a piece to a lit slot, the enemy card (pursuit) or your casualties</source>
        <translation>une pièce vers un emplacement éclairé, la carte ennemie (poursuite) ou vos pertes</translation>
    </message>
    <message>
        <source>a piece, die or card, then a lit place</source>
        <translation>une pièce, un dé ou une carte, puis une place éclairée</translation>
    </message>
    <message>
        <source>a posta to take it · a Virtue to take it</source>
        <translation>une posta pour la prendre · une Vertu pour la prendre</translation>
    </message>
    <message>
        <source>a remedy on both sides: inside left, outside right</source>
        <translation>un remède des deux côtés : dedans à gauche, dehors à droite</translation>
    </message>
    <message>
        <source>a remedy, or the Side card, inside / outside</source>
        <translation>un remède, ou la carte de Côté, dedans / dehors</translation>
    </message>
    <message>
        <source>a square of the strip to step · a weapon circle to change it</source>
        <translation>une case de la piste pour se déplacer · un cercle d&apos;arme pour la changer</translation>
    </message>
    <message>
        <source>advance · back · retreat two squares</source>
        <translation>marcher · rompre · rompre de deux cases</translation>
    </message>
    <message>
        <source>attack · parry · counterattack · exchange · break</source>
        <translation>attaquer · parer · contre-attaquer · échanger · briser</translation>
    </message>
    <message>
        <source>battle · rally · reserve · command die (again: the next)</source>
        <translation>bataille · rallier · réserve · dé de commandement (encore : le suivant)</translation>
    </message>
    <message>
        <source>choose an action from the numbered list</source>
        <translation>choisir une action dans la liste numérotée</translation>
    </message>
    <message>
        <source>choose what to move (the dashed ring)</source>
        <translation>choisir quoi déplacer (l&apos;anneau en pointillé)</translation>
    </message>
    <message>
        <source>click its left half: inside, right half: outside</source>
        <translation>clic sur sa moitié gauche : dedans ; sur la droite : dehors</translation>
    </message>
    <message>
        <source>counter-remedy · avoid · feint · skill</source>
        <translation>contre-remède · esquiver · feinte · talent</translation>
    </message>
    <message>
        <source>cycle a Cycle skill for a new card</source>
        <translation>échanger un talent de Cycle contre une nouvelle carte</translation>
    </message>
    <message>
        <source>discard pile · cycle · lay in the row</source>
        <translation>défausse · cycle · poser dans la rangée</translation>
    </message>
    <message>
        <source>end the orders / done (list complete, reserve)</source>
        <translation>finir les ordres / terminé (liste complète, réserve)</translation>
    </message>
    <message>
        <source>lead at the front / hold the general back</source>
        <translation>mener au front / garder le général en retrait</translation>
    </message>
    <message>
        <source>move between cards; ↑ goes to the poste or Virtues</source>
        <translation>passer d&apos;une carte à l&apos;autre ; ↑ va aux poste ou aux Vertus</translation>
    </message>
    <message>
        <source>move between your cards</source>
        <translation>passer d&apos;une carte à l&apos;autre</translation>
    </message>
    <message>
        <source>one card, several plays: e.g. Parry | Counterattack</source>
        <translation>une carte, plusieurs jeux : p. ex. Parade | Contre-attaque</translation>
    </message>
    <message>
        <source>one card, several plays: e.g. alone | with Angulations</source>
        <translation>une carte, plusieurs jeux : p. ex. seule | avec Angulations</translation>
    </message>
    <message>
        <source>onto the discard pile: change it (or lose it defending by distance)</source>
        <translation>sur la défausse : la changer (ou la perdre en défendant par la distance)</translation>
    </message>
    <message>
        <source>parry without a card (again: spend more) / defend by distance</source>
        <translation>parer sans carte (encore : dépenser plus) / défendre par la distance</translation>
    </message>
    <message>
        <source>pass, or done</source>
        <translation>passer, ou terminé</translation>
    </message>
    <message>
        <source>play the chosen action / cancel it</source>
        <translation>jouer l&apos;action choisie / l&apos;annuler</translation>
    </message>
    <message>
        <source>set aside, Trade, Salute, answer the Salute</source>
        <translation>mettre de côté, Échange de cartes, Salut, rendre le Salut</translation>
    </message>
    <message>
        <source>stall (again: keeping the Timer card) · keep the hand · mulligan</source>
        <translation>temporiser (encore : en gardant la carte du Temps) · garder la main · mulligan</translation>
    </message>
    <message>
        <source>strikes, parries, skills, remedies, counters, the row</source>
        <translation>coups, parades, talents, remèdes, contre-remèdes, la rangée</translation>
    </message>
    <message>
        <source>the card under the dashed ring, larger (or rest the pointer on a card)</source>
        <translation>la carte sous l&apos;anneau en pointillé, en grand (ou laisser le pointeur sur une carte)</translation>
    </message>
    <message>
        <source>the card&apos;s plays on the piste / on the discard pile (again: the next)</source>
        <translation>les jeux de la carte sur la piste / sur la défausse (encore : le suivant)</translation>
    </message>
    <message>
        <source>wait, pass or done</source>
        <translation>attendre, passer ou terminé</translation>
    </message>
    <message>
        <source>weapon position (again: the next)</source>
        <translation>position de l&apos;arme (encore : la suivante)</translation>
    </message>
    <message>
        <source>where it goes: the choices in turn</source>
        <translation>où cela va : les choix tour à tour</translation>
    </message>
    <message>
        <source>your stamina square: parry, dropping your stamina there</source>
        <translation>votre case d&apos;endurance : parer en descendant votre endurance jusque-là</translation>
    </message>
    <message>
        <source>← → Home</source>
        <translation>← → Début</translation>
    </message>
    <message>
        <source>↑ ↓ Space</source>
        <translation>↑ ↓ Espace</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>a lesson</source>
        <translation>une leçon</translation>
    </message>
    <message>
        <source>a position</source>
        <translation>une position</translation>
    </message>
    <message>
        <source>belongs to a step with an action</source>
        <translation>appartient à une étape avec une action</translation>
    </message>
    <message>
        <source>follow the learner&apos;s move: this step has no action</source>
        <translation>suivent le coup de l&apos;élève : cette étape n&apos;a pas d&apos;action</translation>
    </message>
    <message>
        <source>give either a seed or a position (not both)</source>
        <translation>donne une graine ou une position (pas les deux)</translation>
    </message>
    <message>
        <source>is missing: every {name} is given in {languages}</source>
        <translation>manque : chaque {name} est donné en {languages}</translation>
    </message>
    <message>
        <source>is not a field of a lesson</source>
        <translation>n&apos;est pas un champ d&apos;une leçon</translation>
    </message>
    <message>
        <source>is not a field of a step</source>
        <translation>n&apos;est pas un champ d&apos;une étape</translation>
    </message>
    <message>
        <source>is not a field of seats (learner, opponent)</source>
        <translation>n&apos;est pas un champ de seats (learner, opponent)</translation>
    </message>
    <message>
        <source>is not an action of {game}: {reason}</source>
        <translation>n&apos;est pas une action de {game} : {reason}</translation>
    </message>
    <message>
        <source>it is not the opponent&apos;s turn here</source>
        <translation>ce n&apos;est pas au tour de l&apos;adversaire ici</translation>
    </message>
    <message>
        <source>must be a list of action tables</source>
        <translation>doit être une liste de tables d&apos;action</translation>
    </message>
    <message>
        <source>must be a list of card names (their ids)</source>
        <translation>doit être une liste de noms de cartes (leurs ids)</translation>
    </message>
    <message>
        <source>must be a table (learner, opponent)</source>
        <translation>doit être une table (learner, opponent)</translation>
    </message>
    <message>
        <source>must be an action table {kind = ...}, not {given}</source>
        <translation>doit être une table d&apos;action {kind = ...}, pas {given}</translation>
    </message>
    <message>
        <source>must be seat 0 or 1, not {given}</source>
        <translation>doit être la place 0 ou 1, pas {given}</translation>
    </message>
    <message>
        <source>must be text: its translations have no English</source>
        <translation>doit être du texte : ses traductions n&apos;ont pas d&apos;anglais</translation>
    </message>
    <message>
        <source>must be text: why another move is not the lesson&apos;s</source>
        <translation>doit être du texte : pourquoi un autre coup n&apos;est pas celui de la leçon</translation>
    </message>
    <message>
        <source>must be the game&apos;s position as JSON text</source>
        <translation>doit être la position du jeu en texte JSON</translation>
    </message>
    <message>
        <source>names no game Salle knows: {given}</source>
        <translation>ne nomme aucun jeu que Salle connaît : {given}</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>étape {step}</translation>
    </message>
    <message>
        <source>the learner cannot move here: it is the opponent&apos;s turn</source>
        <translation>l&apos;élève ne peut pas jouer ici : c&apos;est au tour de l&apos;adversaire</translation>
    </message>
    <message>
        <source>the learner cannot move here: the game is over</source>
        <translation>l&apos;élève ne peut pas jouer ici : la partie est finie</translation>
    </message>
    <message>
        <source>the lesson has no [[steps]]</source>
        <translation>la leçon n&apos;a pas de [[steps]]</translation>
    </message>
    <message>
        <source>{move} is not legal here: {reason}</source>
        <translation>{move} n&apos;est pas légal ici : {reason}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Not this time: {move}.</source>
        <translation>Pas cette fois : {move}.</translation>
    </message>
    <message>
        <source>Read this step, then press Next.</source>
        <translation>Lisez cette étape, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>La leçon est terminée.</translation>
    </message>
    <message>
        <source>Wait for your opponent&apos;s move.</source>
        <translation>Attendez le coup de votre adversaire.</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Votre adversaire</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>must be a whole number from 0, not {given}</source>
        <translation>doit être un nombre entier à partir de 0, pas {given}</translation>
    </message>
</context>
</TS>
