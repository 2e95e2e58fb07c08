<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Salle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with {versions}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle is a practice room for duelling card games. Two fencers meet across a table: you and a friend taking turns at one screen, or you and a computer opponent that plays only on what its own seat could know. Every game can be saved, replayed from its seed, and looked back on in the practice history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle is an independent program; its rules summaries and card texts are written in its own words, and what a rulebook leaves open (decks, armies, numbers) is of its own design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle is free software under the GNU General Public License, version 3 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>. Enter plays: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What just happened at the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Salle cannot start: its card data is damaged.

{problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n game(s) in the history could not be read and left out: {problem}.)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>AI against AI: does the coach&apos;s win chance mean what it says?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI against AI: win rates with 95%% intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En Garde parry rule: total (the rulebook, default) or equal (later editions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En Garde rules level (default standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON-lines rules referee on stdin/stdout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meanwhile the terminal game works: {command} play en-garde</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record (wins-losses-draws; abandoned games count for none of them):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle does not speak {code}; choose from {codes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle: a table for duelling card games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game option kept for every match (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game option kept for every match, e.g. -o break=on (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game option, e.g. -o variant=salle (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game option, e.g. -o variant=sudden for Audatia (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check this installation: an AI match, the table, a proof PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal seed (default: random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups of shown chance (default 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hits to win the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many recent games (default 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level of player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level of player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches (default 200)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches (default 40)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches (default 400)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no AI level {name}; choose from {levels}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one AI level against itself, sides rotated: win rate of each side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of: {games}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponent: {levels} or human for hot-seat (default club)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play in the terminal against the AI or hot-seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processes (default 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>salle {command}: the card data is damaged: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show each action&apos;s notation beside its words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the AI level (default master)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the AI level playing both sides (default master)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the language of Salle&apos;s words: {codes} (default: the locale&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the level whose search budget weighs the moves (default master, the hint&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your finished games and your record against each AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your seat; seat 0 opens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game}, seed {seed}. Type ? for the notation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level} game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number} must be at least {least}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text} is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}: write an option as NAME=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>It is your only move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your only move; the {level}&apos;s search gives you about {percent} to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {level}&apos;s search gives you about {percent} to win after this move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {level}&apos;s search gives you about {percent} to win after this move; after the next best, {rival}, about {rival_percent}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Open log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle could not open its log in this run; the details went to standard error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle&apos;s log is in
{folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong inside Salle ({error}).

{where}

Salle may go on, but it is safest to save your game and start it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details are in the log:
{file}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n game(s) in the history could not be read and left out ({problem}). The file is left as it is.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned at {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fencers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games yet against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the chosen game on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI&apos;s judgement of each of your decisions in the chosen game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The practice history cannot be shown.
{problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was recorded before Salle kept the deal with the moves, so it cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} against the computer, game by game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the Novice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonMatch</name>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the lesson, then press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>A guided first game shows you the rules of {game} on the table, one move at a time. You can always find it under Help ▸ {menu}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson complete: {lesson}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to {game}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well done. Next: {lesson}. Or try a real game against the Novice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well done. That was the last lesson of this game. Or try a real game against the Novice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>salle: a lesson of {game} cannot be played: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} — {lesson} (step {step} of {steps})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>

The file was kept as {file}; your next game is autosaved as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;About Salle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print proofs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of this game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder for your saves and practice history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it? It goes into your practice history as abandoned, neither won nor lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game was found: {game}, {moves}{score}. It was saved on {when}.

Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any JSON file (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice &amp;history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play a save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle saves (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Master is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was not saved.

{problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last game&apos;s settings could not be used ({problem}); starting a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be replayed.

{problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be resumed.

{problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your old settings file held a value Salle could not use; it was kept as {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saves and practice history are kept in {folder} for this session only: the settings could not be saved, so Salle will not remember this folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saves and practice history are kept in {folder} from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings could not be saved: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {game} game of {first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your {game} game against {opponent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{date} at {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} &amp;scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}

Choose another folder, or play on without saving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}

You can play, but games will not be autosaved and finished games will not be added to your practice history. You can choose another folder for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem} Games are not autosaved and not added to the practice history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem} What you change in this session is not kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person at this computer, or the computer at one of its levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fi&amp;xed seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed deals the same cards: to replay a game, or to report a problem. Unchecked, every game is dealt at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (the AI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} needs a name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QtCheck</name>
    <message numerus="yes">
        <source>Install %n package(s) with:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Qt cannot open a window: its X11 (xcb) platform plugin needs {libraries}, which this system lacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle cannot open its table: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it from a desktop session, or play in the terminal ({command} play --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To find the package of {libraries}: apt-file search {first}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>This is a replay: its moves cannot be changed. Step through it with ← and → (Home, End).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>&amp;Close replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the whole game as a save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First move (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI&apos;s judgement of each of your decisions, and the win-chance graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose hand the table shows: the game is over, so either may be seen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>After move {move} of {moves} — {name}: {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: step through the game with ← and → (Home, End); the table takes no moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle saves (*.salle.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the replayed game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The whole game was saved to {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(The review was not kept in the practice history: {problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(This game is not in the practice history, so its review is not kept.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better: {move} ({percent}%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a point of the graph (or step to a move of yours) to see what the AI thought of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a point of the graph to see that position on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {number}, {name} to play: {move} ({chance}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was a blunder, {points} points lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was a mistake, {points} points lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was an inaccuracy, {points} points lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI looks at each of your decisions from what you could see then…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI would have played the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The difference is small.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review was cancelled; Review… in the replay bar starts it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win chance %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blunder (30 or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inaccuracy (10 points of win chance lost or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mistake (20 or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the AI&apos;s best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move played</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{judged} in %n decision(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% to win</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewRunner</name>
    <message>
        <source>The review stopped: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&amp;Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rules summary for {game} yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Salle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game}: rules and keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Fencer {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salle saves (*.salle *.salle.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against {opponent}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>&amp;Actions (1-9, Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards you have not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice &amp;history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same game again, with a new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn round ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} the round ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerminalGame</name>
    <message>
        <source>Drawn match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game left unfinished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the screen to {name} and press Enter. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your action (number or notation, ? help, hint, q quit): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} rolls {value} ({purpose})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} shows {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}; choose from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result} ({reason}). Score {score}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarningBar</name>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this warning for the rest of this session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
