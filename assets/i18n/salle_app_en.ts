<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Arena</name>
    <message numerus="yes">
        <source>No verdict after %n pair(s) (at most {most} with -n)</source>
        <translation>
            <numerusform>No verdict after %n pair (at most {most} with -n)</numerusform>
            <numerusform>No verdict after %n pairs (at most {most} with -n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verdict after %n pair(s): H0 accepted, {a} is {elo0} Elo stronger rather than {elo1}</source>
        <translation>
            <numerusform>Verdict after %n pair: H0 accepted, {a} is {elo0} Elo stronger rather than {elo1}</numerusform>
            <numerusform>Verdict after %n pairs: H0 accepted, {a} is {elo0} Elo stronger rather than {elo1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verdict after %n pair(s): H1 accepted, {a} is {elo1} Elo stronger rather than {elo0}</source>
        <translation>
            <numerusform>Verdict after %n pair: H1 accepted, {a} is {elo1} Elo stronger rather than {elo0}</numerusform>
            <numerusform>Verdict after %n pairs: H1 accepted, {a} is {elo1} Elo stronger rather than {elo0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalanceWindow</name>
    <message numerus="yes">
        <source>Done: %n game(s) in {time}.</source>
        <translation>
            <numerusform>Done: %n game in {time}.</numerusform>
            <numerusform>Done: %n games in {time}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last run {when}: {level}, %n game(s) per pairing.</source>
        <translation>
            <numerusform>Last run {when}: {level}, %n game per pairing.</numerusform>
            <numerusform>Last run {when}: {level}, %n games per pairing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abandoned</numerusform>
            <numerusform>%n abandoned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n game(s) in the history could not be read and left out: {problem}.)</source>
        <translation>
            <numerusform>(%n game in the history could not be read and is left out: {problem}.)</numerusform>
            <numerusform>(%n games in the history could not be read and are left out: {problem}.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n game(s) in the history could not be read and left out ({problem}). The file is left as it is.</source>
        <translation>
            <numerusform>%n game in the history could not be read and is left out ({problem}). The file is left as it is.</numerusform>
            <numerusform>%n games in the history could not be read and are left out ({problem}). The file is left as it is.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n move(s) played</source>
        <translation>
            <numerusform>%n move played</numerusform>
            <numerusform>%n moves played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProofsDialog</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n sheet</numerusform>
            <numerusform>%n sheets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to {folder}.</source>
        <translation>
            <numerusform>Wrote %n file to {folder}.</numerusform>
            <numerusform>Wrote %n files to {folder}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QtCheck</name>
    <message numerus="yes">
        <source>Install %n package(s) with:</source>
        <translation>
            <numerusform>Install it with:</numerusform>
            <numerusform>Install these %n packages with:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Start of the game (%n move)</numerusform>
            <numerusform>Start of the game (%n moves)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{judged} in %n decision(s).</source>
        <translation>
            <numerusform>{judged} in %n decision.</numerusform>
            <numerusform>{judged} in %n decisions.</numerusform>
        </translation>
    </message>
</context>
</TS>
