<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AudatiaReasons</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strike(s)</source>
        <translation>
            <numerusform>%n strike</numerusform>
            <numerusform>%n strikes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Trade costs you %n card(s) for one new card.</source>
        <translation>
            <numerusform>A Trade costs you %n card for one new card.</numerusform>
            <numerusform>A Trade costs you %n cards for one new card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the counter-remedies he may hold, %n can answer it on the inside; {perfect} of them perfectly.</source>
        <translation>
            <numerusform>Of the counter-remedies he may hold, %n can answer it on the inside; {perfect} of them perfectly.</numerusform>
            <numerusform>Of the counter-remedies he may hold, %n can answer it on the inside; {perfect} of them perfectly.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the counter-remedies he may hold, %n can answer it on the outside; {perfect} of them perfectly.</source>
        <translation>
            <numerusform>Of the counter-remedies he may hold, %n can answer it on the outside; {perfect} of them perfectly.</numerusform>
            <numerusform>Of the counter-remedies he may hold, %n can answer it on the outside; {perfect} of them perfectly.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the strikes he may hold, %n can parry it, each into a Largo bind.</source>
        <translation>
            <numerusform>Of the strikes he may hold, %n can parry it, each into a Largo bind.</numerusform>
            <numerusform>Of the strikes he may hold, %n can parry it, each into a Largo bind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the strikes he may hold, %n can parry it; with {streto} of them the bind is Streto.</source>
        <translation>
            <numerusform>Of the strikes he may hold, %n can parry it; with {streto} of them the bind is Streto.</numerusform>
            <numerusform>Of the strikes he may hold, %n can parry it; with {streto} of them the bind is Streto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only a strike on %n line(s) can parry {card}.</source>
        <translation>
            <numerusform>Only a strike on %n line can parry {card}.</numerusform>
            <numerusform>Only a strike on %n lines can parry {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned to the inside, it lets you play %n of the remedies in your hand.</source>
        <translation>
            <numerusform>Turned to the inside, it lets you play %n of the remedies in your hand.</numerusform>
            <numerusform>Turned to the inside, it lets you play %n of the remedies in your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned to the outside, it lets you play %n of the remedies in your hand.</source>
        <translation>
            <numerusform>Turned to the outside, it lets you play %n of the remedies in your hand.</numerusform>
            <numerusform>Turned to the outside, it lets you play %n of the remedies in your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With it you have most Prudentia ({mine} to {his}): a Trade costs you %n card(s) for one new card.</source>
        <translation>
            <numerusform>With it you have most Prudentia ({mine} to {his}): a Trade costs you %n card for one new card.</numerusform>
            <numerusform>With it you have most Prudentia ({mine} to {his}): a Trade costs you %n cards for one new card.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AudatiaScene</name>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n card</numerusform>
            <numerusform>Hand: %n cards</numerusform>
        </translation>
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
</context>
<context>
    <name>BarditusDice</name>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n shield</numerusform>
            <numerusform>%n shields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n six(es) (pursuit)</source>
        <translation>
            <numerusform>, %n six (pursuit)</numerusform>
            <numerusform>, %n sixes (pursuit)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n hit(s)</source>
        <translation>
            <numerusform>: %n hit</numerusform>
            <numerusform>: %n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n hit(s) evaded</source>
        <translation>
            <numerusform>: %n hit evaded</numerusform>
            <numerusform>: %n hits evaded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n piece(s) may return</source>
        <translation>
            <numerusform>: %n piece may return</numerusform>
            <numerusform>: %n pieces may return</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{label}: %n dice against {against}, {need} scores</source>
        <translation>
            <numerusform>{label}: %n dice against {against}, {need} scores</numerusform>
            <numerusform>{label}: %n dice against {against}, {need} scores</numerusform>
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
    <name>BarditusLayout</name>
    <message numerus="yes">
        <source>An order to {card} (F{column}) costs {cost} now ({why}) · orders {used}/2 · %n command point(s) left</source>
        <translation>
            <numerusform>An order to {card} (F{column}) costs {cost} now ({why}) · orders {used}/2 · %n command point left</numerusform>
            <numerusform>An order to {card} (F{column}) costs {cost} now ({why}) · orders {used}/2 · %n command points left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Breaks after %n more loss(es)</source>
        <translation>
            <numerusform>Breaks after %n more loss</numerusform>
            <numerusform>Breaks after %n more losses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusMoves</name>
    <message numerus="yes">
        <source>{action} — Enter to play; or click another lit place (%n choices, ↑ ↓ to step through them).</source>
        <translation>
            <numerusform>{action} — Enter to play; or click another lit place (%n choices, ↑ ↓ to step through them).</numerusform>
            <numerusform>{action} — Enter to play; or click another lit place (%n choices, ↑ ↓ to step through them).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusReasons</name>
    <message numerus="yes">
        <source>%n command point(s)</source>
        <translation>
            <numerusform>%n command point</numerusform>
            <numerusform>%n command points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n shield</numerusform>
            <numerusform>%n shields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He strikes back with %n die(s) as the cards stand, scoring on a {need} or more; each 6 you roll sends a pursuer that takes one of them away.</source>
        <translation>
            <numerusform>He strikes back with %n die as the cards stand, scoring on a {need} or more; each 6 you roll sends a pursuer that takes one of them away.</numerusform>
            <numerusform>He strikes back with %n dice as the cards stand, scoring on a {need} or more; each 6 you roll sends a pursuer that takes one of them away.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It brings %n piece(s) up from the reserve to the front card.</source>
        <translation>
            <numerusform>It brings %n piece up from the reserve to the front card.</numerusform>
            <numerusform>It brings %n pieces up from the reserve to the front card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits before his skirmishers evade.</source>
        <translation>
            <numerusform>It rolls %n die against {shields}: each scores on a {need} or more, about {hits} hits before his skirmishers evade.</numerusform>
            <numerusform>It rolls %n dice against {shields}: each scores on a {need} or more, about {hits} hits before his skirmishers evade.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits.</source>
        <translation>
            <numerusform>It rolls %n die against {shields}: each scores on a {need} or more, about {hits} hits.</numerusform>
            <numerusform>It rolls %n dice against {shields}: each scores on a {need} or more, about {hits} hits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It rolls %n die(s), one for each piece out of order, each bringing one back on a {need} or more: about {back} pieces back.</source>
        <translation>
            <numerusform>It rolls %n die, one for each piece out of order, each bringing one back on a {need} or more: about {back} pieces back.</numerusform>
            <numerusform>It rolls %n dice, one for each piece out of order, each bringing one back on a {need} or more: about {back} pieces back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusScene</name>
    <message numerus="yes">
        <source> · %n command point(s) left</source>
        <translation>
            <numerusform> · %n command point left</numerusform>
            <numerusform> · %n command points left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · {name}: %n command point(s) left</source>
        <translation>
            <numerusform> · {name}: %n command point left</numerusform>
            <numerusform> · {name}: %n command points left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) to take</source>
        <translation>
            <numerusform>%n hit to take</numerusform>
            <numerusform>%n hits to take</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) may go back: {places}</source>
        <translation>
            <numerusform>%n piece may go back: {places}</numerusform>
            <numerusform>%n pieces may go back: {places}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) on shields: battle dice score on {need} against it.</source>
        <translation>
            <numerusform>%n piece on shields: battle dice score on {need} against it.</numerusform>
            <numerusform>%n pieces on shields: battle dice score on {need} against it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n six(es) to pursue</source>
        <translation>
            <numerusform>%n six to pursue</numerusform>
            <numerusform>%n sixes to pursue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>List ready: %n card(s), hidden until deployed.</source>
        <translation>
            <numerusform>List ready: %n card, hidden until deployed.</numerusform>
            <numerusform>List ready: %n cards, hidden until deployed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>List ready: %n card(s).</source>
        <translation>
            <numerusform>List ready: %n card.</numerusform>
            <numerusform>List ready: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} (%n piece(s))</source>
        <translation>
            <numerusform>{card} (%n piece)</numerusform>
            <numerusform>{card} (%n pieces)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{placed} of 8 places filled · %n card(s) in hand</source>
        <translation>
            <numerusform>{placed} of 8 places filled · %n card in hand</numerusform>
            <numerusform>{placed} of 8 places filled · %n cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarditusText</name>
    <message numerus="yes">
        <source>Command dice kept {dice}, %n point(s) left</source>
        <translation>
            <numerusform>Command dice kept {dice}, %n point left</numerusform>
            <numerusform>Command dice kept {dice}, %n points left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} ({army}): {lost} destroyed, morale die {morale}, %n card(s) in hand</source>
        <translation>
            <numerusform>{name} ({army}): {lost} destroyed, morale die {morale}, %n card in hand</numerusform>
            <numerusform>{name} ({army}): {lost} destroyed, morale die {morale}, %n cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message numerus="yes">
        <source>%n D marker(s)</source>
        <translation>
            <numerusform>%n D marker</numerusform>
            <numerusform>%n D markers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty marker(s)</source>
        <translation>
            <numerusform>%n casualty marker</numerusform>
            <numerusform>%n casualty markers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command die place(s)</source>
        <translation>
            <numerusform>%n command die place</numerusform>
            <numerusform>%n command die places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n general</numerusform>
            <numerusform>%n generals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale die place(s)</source>
        <translation>
            <numerusform>%n morale die place</numerusform>
            <numerusform>%n morale die places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pursuit marker(s)</source>
        <translation>
            <numerusform>%n pursuit marker</numerusform>
            <numerusform>%n pursuit markers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit piece(s)</source>
        <translation>
            <numerusform>%n unit piece</numerusform>
            <numerusform>%n unit pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnGardeReasons</name>
    <message numerus="yes">
        <source>He holds only {held}: he cannot parry an attack of %n card(s).</source>
        <translation>
            <numerusform>He holds only {held}: he cannot parry an attack of %n card.</numerusform>
            <numerusform>He holds only {held}: he cannot parry an attack of %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnGardeScene</name>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n card in the deck</numerusform>
            <numerusform>%n cards in the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A {value} moves exactly %n space(s), forward or back.</source>
        <translation>
            <numerusform>A {value} moves exactly %n space, forward or back.</numerusform>
            <numerusform>A {value} moves exactly %n spaces, forward or back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold %n card(s)</source>
        <translation>
            <numerusform>You hold %n card</numerusform>
            <numerusform>You hold %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n card(s)</source>
        <translation>
            <numerusform>{name} holds %n card</numerusform>
            <numerusform>{name} holds %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnGardeText</name>
    <message numerus="yes">
        <source>Discard pile: %n card(s), top {top}</source>
        <translation>
            <numerusform>Discard pile: %n card, top {top}</numerusform>
            <numerusform>Discard pile: %n cards, top {top}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opponent holds %n card(s)</source>
        <translation>
            <numerusform>Opponent holds %n card</numerusform>
            <numerusform>Opponent holds %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadyFenceItems</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadyFenceReasons</name>
    <message numerus="yes">
        <source>After this step ({distance}), %n of the cards he may hold can attack you from where he stands, the fastest at speed {speed}.</source>
        <translation>
            <numerusform>After this step ({distance}), %n of the cards he may hold can attack you from where he stands, the fastest at speed {speed}.</numerusform>
            <numerusform>After this step ({distance}), %n of the cards he may hold can attack you from where he stands, the fastest at speed {speed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In {position} %n of the attacks he may hold are slower, by up to {by}.</source>
        <translation>
            <numerusform>In {position} %n of the attacks he may hold is slower, by up to {by}.</numerusform>
            <numerusform>In {position} %n of the attacks he may hold are slower, by up to {by}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the cards he may hold, %n can beat speed {speed}; the best is {card}.</source>
        <translation>
            <numerusform>Of the cards he may hold, %n can beat speed {speed}; the best is {card}.</numerusform>
            <numerusform>Of the cards he may hold, %n can beat speed {speed}; the best is {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lead {mine} to {his}, and it takes a card from the Timer: %n left.</source>
        <translation>
            <numerusform>You lead {mine} to {his}, and it takes a card from the Timer: %n left.</numerusform>
            <numerusform>You lead {mine} to {his}, and it takes a card from the Timer: %n left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadyFenceScene</name>
    <message numerus="yes">
        <source> · %n action(s) left</source>
        <translation>
            <numerusform> · %n action left</numerusform>
            <numerusform> · %n actions left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) set aside, unseen</source>
        <translation>
            <numerusform>%n card set aside, unseen</numerusform>
            <numerusform>%n cards set aside, unseen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n touch(es)</source>
        <translation>
            <numerusform>%n touch</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{timer}: %n card(s)</source>
        <translation>
            <numerusform>{timer}: %n card</numerusform>
            <numerusform>{timer}: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadyFenceText</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n touch(es)</source>
        <translation>
            <numerusform>%n touch</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Timer %n card(s), overtime; bout to {target}</source>
        <translation>
            <numerusform>Timer %n card, overtime; bout to {target}</numerusform>
            <numerusform>Timer %n cards, overtime; bout to {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Timer %n card(s), period {period}; bout to {target}</source>
        <translation>
            <numerusform>Timer %n card, period {period}; bout to {target}</numerusform>
            <numerusform>Timer %n cards, period {period}; bout to {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{phase}: your move, %n action(s) left</source>
        <translation>
            <numerusform>{phase}: your move, %n action left</numerusform>
            <numerusform>{phase}: your move, %n actions left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{phase}: {name} to act, %n action(s) left</source>
        <translation>
            <numerusform>{phase}: {name} to act, %n action left</numerusform>
            <numerusform>{phase}: {name} to act, %n actions left</numerusform>
        </translation>
    </message>
</context>
</TS>
