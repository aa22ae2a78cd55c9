<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_US">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Deal</source>
        <extracomment>Menu item in the Game menu and a toolbar button (key F2 or Ctrl+N); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Deal a new game.</source>
        <extracomment>What the Game menu command &quot;New Deal&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Ein neues Spiel austeilen.</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <extracomment>Menu item in the Game menu and a toolbar button (key Ctrl+R); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Spiel neu &amp;starten</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning.</source>
        <extracomment>What the Game menu command &quot;Restart Deal&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Dieses Spiel noch einmal von vorn beginnen.</translation>
    </message>
    <message>
        <source>Choose Deal &amp;Number…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+G); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Spielnummer &amp;wählen…</translation>
    </message>
    <message>
        <source>Play a deal by its number.</source>
        <extracomment>What the Game menu command &quot;Choose Deal Number…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Ein Spiel über seine Nummer spielen.</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+Shift+S); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Show games played, won, streaks and records.</source>
        <extracomment>What the Game menu command &quot;Statistics…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Gespielte und gewonnene Spiele, Serien und Rekorde anzeigen.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+ or ); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Change the rules, the cards, sound and speech, and the keys.</source>
        <extracomment>What the Game menu command &quot;Settings…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Regeln, Karten, Klänge und Sprachausgabe sowie die Tasten ändern.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>Menu item in the Game menu (key Ctrl+Q); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Save the game and quit.</source>
        <extracomment>What the Game menu command &quot;Quit&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Das Spiel speichern und beenden.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Menu item in the Edit menu and a toolbar button (key Ctrl+Z); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last action.</source>
        <extracomment>What the Edit menu command &quot;Undo&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Die letzte Aktion zurücknehmen.</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Menu item in the Edit menu and a toolbar button (key Ctrl+Y or Ctrl+Shift+Z); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Do again what was undone.</source>
        <extracomment>What the Edit menu command &quot;Redo&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Den rückgängig gemachten Schritt wiederholen.</translation>
    </message>
    <message>
        <source>Previous Pile</source>
        <extracomment>Menu item in the Play menu (key Left); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Vorheriger Stapel</translation>
    </message>
    <message>
        <source>Move the focus to the previous pile.</source>
        <extracomment>What the Play menu command &quot;Previous Pile&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Den Fokus auf den vorherigen Stapel setzen.</translation>
    </message>
    <message>
        <source>Next Pile</source>
        <extracomment>Menu item in the Play menu (key Right); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Nächster Stapel</translation>
    </message>
    <message>
        <source>Move the focus to the next pile.</source>
        <extracomment>What the Play menu command &quot;Next Pile&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Den Fokus auf den nächsten Stapel setzen.</translation>
    </message>
    <message>
        <source>Card Above</source>
        <extracomment>Menu item in the Play menu (key Up); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Karte darüber</translation>
    </message>
    <message>
        <source>In a column, take more of the run; from the first face-up card, go to the pile above.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up).</extracomment>
        <translation>In einer Spalte mehr von der Folge nehmen; von der ersten aufgedeckten Karte zum Stapel darüber.</translation>
    </message>
    <message>
        <source>Card Below</source>
        <extracomment>Menu item in the Play menu (key Down); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Karte darunter</translation>
    </message>
    <message>
        <source>In a column, take less of the run; from the top row, go to the column beneath.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>In einer Spalte weniger von der Folge nehmen; von der oberen Reihe zur Spalte darunter.</translation>
    </message>
    <message>
        <source>First Pile</source>
        <extracomment>Menu item in the Play menu (key Home); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Erster Stapel</translation>
    </message>
    <message>
        <source>Move the focus to the stock.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).
----------
Klondike&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Spider&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Den Fokus auf den Talon setzen.</translation>
    </message>
    <message>
        <source>Last Pile</source>
        <extracomment>Menu item in the Play menu (key End); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Letzter Stapel</translation>
    </message>
    <message>
        <source>Move the focus to column 7.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Den Fokus auf Spalte 7 setzen.</translation>
    </message>
    <message>
        <source>Move the focus to this column.</source>
        <extracomment>What the Play menu commands &quot;Column 1&quot; … &quot;Column 10&quot; do (keys 1 … 9, 0): their status-bar tip and their line in the F1 key list.</extracomment>
        <translation>Den Fokus auf diese Spalte setzen.</translation>
    </message>
    <message>
        <source>Column 1</source>
        <extracomment>Menu item in the Play menu (key 1); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalte 1</translation>
    </message>
    <message>
        <source>Column 2</source>
        <extracomment>Menu item in the Play menu (key 2); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalte 2</translation>
    </message>
    <message>
        <source>Column 3</source>
        <extracomment>Menu item in the Play menu (key 3); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalte 3</translation>
    </message>
    <message>
        <source>Column 4</source>
        <extracomment>Menu item in the Play menu (key 4); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalte 4</translation>
    </message>
    <message>
        <source>Column 5</source>
        <extracomment>Menu item in the Play menu (key 5); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalte 5</translation>
    </message>
    <message>
        <source>Column 6</source>
        <extracomment>Menu item in the Play menu (key 6); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalte 6</translation>
    </message>
    <message>
        <source>Column 7</source>
        <extracomment>Menu item in the Play menu (key 7); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalte 7</translation>
    </message>
    <message>
        <source>Column 8</source>
        <extracomment>Menu item in the Play menu (key 8); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalte 8</translation>
    </message>
    <message>
        <source>Column 9</source>
        <extracomment>Menu item in the Play menu (key 9); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalte 9</translation>
    </message>
    <message>
        <source>Column 10</source>
        <extracomment>Menu item in the Play menu (key 0); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalte 10</translation>
    </message>
    <message>
        <source>Go to the Free Cells</source>
        <extracomment>Menu item in the Play menu (key C); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Zu den freien Zellen</translation>
    </message>
    <message>
        <source>Move the focus to the first free cell; press again for the next one.</source>
        <extracomment>What the Play menu command &quot;Go to the Free Cells&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Den Fokus auf die erste freie Zelle setzen; erneut drücken für die nächste.</translation>
    </message>
    <message>
        <source>Go to the Waste</source>
        <extracomment>Menu item in the Play menu (key P); also its row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Column 6&quot; (key 6), as P: a Play menu item, a row in the F1 key list.</extracomment>
        <translation>Zur Ablage</translation>
    </message>
    <message>
        <source>Move the focus to the playable waste card.</source>
        <extracomment>What the Play menu command &quot;Go to the Waste&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Den Fokus auf die spielbare Karte der Ablage setzen.</translation>
    </message>
    <message>
        <source>Pick Up / Put Down</source>
        <extracomment>Menu item in the Play menu (key Space); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Aufnehmen / Hinlegen</translation>
    </message>
    <message>
        <source>Pick up the focused card with the cards on it, or put the held cards on the focused pile. On the stock: turn cards.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Die Karte im Fokus mit den Karten darauf aufnehmen oder die gehaltenen Karten auf den Stapel im Fokus legen. Auf dem Talon: Karten aufdecken.</translation>
    </message>
    <message>
        <source>Move the focus up.</source>
        <extracomment>What the Play menu command &quot;Card Above&quot; does, in a game that gives no words of its own (each game says where Up goes on its table, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Den Fokus nach oben setzen.</translation>
    </message>
    <message>
        <source>Move the focus down.</source>
        <extracomment>What the Play menu command &quot;Card Below&quot; does, in a game that gives no words of its own (each game says where Down goes on its table, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Den Fokus nach unten setzen.</translation>
    </message>
    <message>
        <source>Move the focus to the first pile.</source>
        <extracomment>What the Play menu command &quot;First Pile&quot; does, in a game that gives no words of its own (each game names its first pile, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Den Fokus auf den ersten Stapel setzen.</translation>
    </message>
    <message>
        <source>Move the focus to the last pile.</source>
        <extracomment>What the Play menu command &quot;Last Pile&quot; does, in a game that gives no words of its own (each game names its last pile, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Den Fokus auf den letzten Stapel setzen.</translation>
    </message>
    <message>
        <source>Play Card</source>
        <extracomment>Menu item in the Play menu (key Return or Enter); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Karte spielen</translation>
    </message>
    <message>
        <source>Send the focused card, or what you hold, to the best legal place.</source>
        <extracomment>What the Play menu command &quot;Play Card&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die Karte im Fokus oder die gehaltenen Karten auf den besten erlaubten Platz schicken.</translation>
    </message>
    <message>
        <source>Turn Cards</source>
        <extracomment>Menu item in the Play menu and a toolbar button (key N); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Karten aufdecken</translation>
    </message>
    <message>
        <source>Turn cards from the stock, or turn the waste over when the stock is empty.</source>
        <extracomment>What the Play menu command &quot;Turn Cards&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Karten vom Talon aufdecken oder die Ablage umdrehen, wenn der Talon leer ist.</translation>
    </message>
    <message>
        <source>To Foundation</source>
        <extracomment>Menu item in the Play menu (key F); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Auf Zielstapel</translation>
    </message>
    <message>
        <source>Send the focused card to its foundation.</source>
        <extracomment>What the Play menu command &quot;To Foundation&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die Karte im Fokus auf ihren Zielstapel schicken.</translation>
    </message>
    <message>
        <source>To Free Cell</source>
        <extracomment>Menu item in the Play menu (key X); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>In freie Zelle</translation>
    </message>
    <message>
        <source>Put the focused card, or the one you hold, in a free cell.</source>
        <extracomment>What the Play menu command &quot;To Free Cell&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die Karte im Fokus oder die gehaltene Karte in eine freie Zelle legen.</translation>
    </message>
    <message>
        <source>Move Safe Cards Up</source>
        <extracomment>Menu item in the Play menu (key A); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Sichere Karten hochlegen</translation>
    </message>
    <message>
        <source>Move every card that can safely go to the foundations.</source>
        <extracomment>What the Play menu command &quot;Move Safe Cards Up&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Jede Karte, die gefahrlos auf die Zielstapel kann, dorthin legen.</translation>
    </message>
    <message>
        <source>Auto-Move Safe Cards</source>
        <extracomment>Menu item in the Play menu (no key by default); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Sichere Karten automatisch hochlegen</translation>
    </message>
    <message>
        <source>After each move, send every card no other card can need to its foundation (on by default).</source>
        <extracomment>What the Play menu command &quot;Auto-Move Safe Cards&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Nach jedem Zug jede Karte, die von keiner anderen Karte mehr gebraucht wird, auf ihren Zielstapel legen (standardmäßig an).</translation>
    </message>
    <message>
        <source>Put Back</source>
        <extracomment>Menu item in the Play menu (key Escape); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Zurücklegen</translation>
    </message>
    <message>
        <source>Put back the held cards.</source>
        <extracomment>What the Play menu command &quot;Put Back&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die gehaltenen Karten zurücklegen.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>Menu item in the Play menu and a toolbar button (key H); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Say and show one available move; press again for the next.</source>
        <extracomment>What the Play menu command &quot;Hint&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Einen möglichen Zug ansagen und zeigen; erneut drücken für den nächsten.</translation>
    </message>
    <message>
        <source>&amp;Find Card…</source>
        <extracomment>Menu item in the Play menu (key Ctrl+F); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Karte &amp;finden…</translation>
    </message>
    <message>
        <source>Type a card to hear where it is and move the focus to it.</source>
        <extracomment>What the Play menu command &quot;Find Card…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Eine Karte eintippen, um zu hören, wo sie liegt, und den Fokus dorthin zu setzen.</translation>
    </message>
    <message>
        <source>Say Available Moves</source>
        <extracomment>Menu item in the Say menu (key M); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Mögliche Züge ansagen</translation>
    </message>
    <message>
        <source>Say every available move.</source>
        <extracomment>What the Say menu command &quot;Say Available Moves&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Alle möglichen Züge ansagen.</translation>
    </message>
    <message>
        <source>Say Foundations</source>
        <extracomment>Menu item in the Say menu (key T); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Zielstapel ansagen</translation>
    </message>
    <message>
        <source>Say the top card of each foundation.</source>
        <extracomment>What the Say menu command &quot;Say Foundations&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die oberste Karte jedes Zielstapels ansagen.</translation>
    </message>
    <message>
        <source>Say Waste and Stock</source>
        <extracomment>Menu item in the Say menu (key U); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Ablage und Talon ansagen</translation>
    </message>
    <message>
        <source>Say the waste card and how many cards are in the stock.</source>
        <extracomment>What the Say menu command &quot;Say Waste and Stock&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die Karte der Ablage ansagen und wie viele Karten im Talon sind.</translation>
    </message>
    <message>
        <source>Say Room to Move</source>
        <extracomment>Menu item in the Say menu (key R); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Verschiebbare Karten ansagen</translation>
    </message>
    <message>
        <source>Say how many cards you can move at once now, and why.</source>
        <extracomment>What the Say menu command &quot;Say Room to Move&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Ansagen, wie viele Karten du jetzt auf einmal verschieben kannst, und warum.</translation>
    </message>
    <message>
        <source>Say Columns</source>
        <extracomment>Menu item in the Say menu (key D); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spalten ansagen</translation>
    </message>
    <message>
        <source>Say every column: face-down counts and face-up cards.</source>
        <extracomment>What the Say menu command &quot;Say Columns&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Jede Spalte ansagen: Anzahl verdeckter Karten und die aufgedeckten Karten.</translation>
    </message>
    <message>
        <source>Say Game Info</source>
        <extracomment>Menu item in the Say menu (key I); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Spielinfo ansagen</translation>
    </message>
    <message>
        <source>Say score, time, moves and whether the deal is still winnable.</source>
        <extracomment>What the Say menu command &quot;Say Game Info&quot; does (in Yukon; the other games name what they add, their keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Punkte, Zeit und Züge ansagen und ob das Spiel noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>Say what the last move did, in full.</source>
        <extracomment>What the Say menu command &quot;Say Last Move&quot; does (FreeCell, where safe cards go up by themselves, says so in its own words): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Vollständig ansagen, was der letzte Zug bewirkt hat.</translation>
    </message>
    <message>
        <source>Say score, time, moves, cards in stock, passes left and whether the deal is still winnable.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Punkte, Zeit, Züge, Karten im Talon, verbleibende Durchgänge ansagen und ob das Spiel noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>Say Last Move</source>
        <extracomment>Menu item in the Say menu (key L); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Letzten Zug ansagen</translation>
    </message>
    <message>
        <source>Say what the last move did, with the cards that went up by themselves.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Last Move&quot; (L): safe cards go up to the foundations by themselves after a move.</extracomment>
        <translation>Ansagen, was der letzte Zug bewirkt hat, mit den Karten, die von selbst abgelegt wurden.</translation>
    </message>
    <message>
        <source>Repeat Last Announcement</source>
        <extracomment>Menu item in the Say menu (key Ctrl+L); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Letzte Ansage wiederholen</translation>
    </message>
    <message>
        <source>Say the last announcement again.</source>
        <extracomment>What the Say menu command &quot;Repeat Last Announcement&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die letzte Ansage noch einmal sprechen.</translation>
    </message>
    <message>
        <source>Announcement &amp;History</source>
        <extracomment>Menu item in the Say menu (key Ctrl+Shift+H); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Ansage&amp;verlauf</translation>
    </message>
    <message>
        <source>Show and focus the list of recent announcements.</source>
        <extracomment>What the Say menu command &quot;Announcement History&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die Liste der letzten Ansagen zeigen und fokussieren.</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <extracomment>Menu item in the View menu (key Ctrl+= or Ctrl++); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Make the cards larger.</source>
        <extracomment>What the View menu command &quot;Zoom In&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die Karten größer machen.</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <extracomment>Menu item in the View menu (key Ctrl+-); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Make the cards smaller.</source>
        <extracomment>What the View menu command &quot;Zoom Out&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die Karten kleiner machen.</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <extracomment>Menu item in the View menu (key Ctrl+0); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Make the cards fill the window.</source>
        <extracomment>What the View menu command &quot;Fit to Window&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die Karten das Fenster füllen lassen.</translation>
    </message>
    <message>
        <source>&amp;Keys and Rules</source>
        <extracomment>Menu item in the Help menu (key F1); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Tasten und Regeln</translation>
    </message>
    <message>
        <source>List every command with its keys, and the rules.</source>
        <extracomment>What the Help menu command &quot;Keys and Rules&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Alle Befehle mit ihren Tasten und die Regeln auflisten.</translation>
    </message>
    <message>
        <source>&amp;About klondike-qt</source>
        <extracomment>Menu item in the Help menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Ü&amp;ber klondike-qt</translation>
    </message>
    <message>
        <source>About this program.</source>
        <extracomment>What the Help menu command &quot;About klondike-qt&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Über dieses Programm.</translation>
    </message>
    <message>
        <source>Move the focus to the first free cell.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).</extracomment>
        <translation>Den Fokus auf die erste freie Zelle setzen.</translation>
    </message>
    <message>
        <source>Move the focus to column 8.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Den Fokus auf Spalte 8 setzen.</translation>
    </message>
    <message>
        <source>Pick up the focused card with the cards on it, or put the held cards on the focused pile.</source>
        <extracomment>What the Play menu command &quot;Pick Up / Put Down&quot; does (in FreeCell and Yukon; a game with a stock says what Space does there, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Die Karte im Fokus mit den Karten darauf aufnehmen oder die gehaltenen Karten auf den Stapel im Fokus legen.</translation>
    </message>
    <message>
        <source>In a column, take one more card; from its first card, go to the free cell or foundation above.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up): FreeCell&apos;s top row holds the four free cells over columns 1 to 4 and the four foundations over columns 5 to 8.</extracomment>
        <translation>In einer Spalte eine Karte mehr nehmen; von ihrer ersten Karte zur freien Zelle oder zum Zielstapel darüber.</translation>
    </message>
    <message>
        <source>In a column, take one card less; from the top row, go to the column beneath, on the run at its top.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down): FreeCell&apos;s top row holds the free cells and the foundations.</extracomment>
        <translation>In einer Spalte eine Karte weniger nehmen; von der oberen Reihe zur Spalte darunter, auf die Folge an ihrem oberen Ende.</translation>
    </message>
    <message>
        <source>Say Free Cells</source>
        <extracomment>FreeCell&apos;s name for &quot;Say Waste and Stock&quot; (key U): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Freie Zellen ansagen</translation>
    </message>
    <message>
        <source>Say what is in each free cell.</source>
        <extracomment>What FreeCell&apos;s &quot;Say Free Cells&quot; (U) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Ansagen, was in jeder freien Zelle liegt.</translation>
    </message>
    <message>
        <source>Say every column, from its bottom card to its top one.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Jede Spalte ansagen, von der untersten bis zur obersten Karte.</translation>
    </message>
    <message>
        <source>Say time, moves, free cells and empty columns, and whether the deal can still be won.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Zeit, Züge, freie Zellen und leere Spalten ansagen und ob das Spiel noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>Play &amp;FreeCell</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;FreeCell spielen</translation>
    </message>
    <message>
        <source>Switch to FreeCell; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play FreeCell&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Zu FreeCell wechseln; das verlassene Spiel bleibt für später erhalten.</translation>
    </message>
    <message>
        <source>Play &amp;Golf</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Golf spielen</translation>
    </message>
    <message>
        <source>Switch to Golf; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Golf&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Zu Golf wechseln; das verlassene Spiel bleibt für später erhalten.</translation>
    </message>
    <message>
        <source>Play &amp;Klondike</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Klondike spielen</translation>
    </message>
    <message>
        <source>Switch to Klondike; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Klondike&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Zu Klondike wechseln; das verlassene Spiel bleibt für später erhalten.</translation>
    </message>
    <message>
        <source>Play &amp;Pyramid</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Pyr&amp;amide spielen</translation>
    </message>
    <message>
        <source>Switch to Pyramid; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Pyramid&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Zu Pyramide wechseln; das verlassene Spiel bleibt für später erhalten.</translation>
    </message>
    <message>
        <source>Play S&amp;pider (One Suit)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>S&amp;pider spielen (eine Farbe)</translation>
    </message>
    <message>
        <source>Play Spider with one suit, the easiest; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (One Suit)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Spider mit einer Farbe spielen, am leichtesten; ein begonnenes Spider mit anderen Farben wird verlassen.</translation>
    </message>
    <message>
        <source>Play Spider (T&amp;wo Suits)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Spider spielen (&amp;zwei Farben)</translation>
    </message>
    <message>
        <source>Play Spider with two suits; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (Two Suits)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Spider mit zwei Farben spielen; ein begonnenes Spider mit anderen Farben wird verlassen.</translation>
    </message>
    <message>
        <source>Play Spider (F&amp;our Suits)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Spider spielen (&amp;vier Farben)</translation>
    </message>
    <message>
        <source>Play Spider with four suits, the hardest; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (Four Suits)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Spider mit vier Farben spielen, am schwersten; ein begonnenes Spider mit anderen Farben wird verlassen.</translation>
    </message>
    <message>
        <source>Play Tr&amp;iPeaks</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Tr&amp;iPeaks spielen</translation>
    </message>
    <message>
        <source>Switch to TriPeaks; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play TriPeaks&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Zu TriPeaks wechseln; das verlassene Spiel bleibt für später erhalten.</translation>
    </message>
    <message>
        <source>Play &amp;Yukon</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Yukon spielen</translation>
    </message>
    <message>
        <source>Switch to Yukon; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Yukon&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Zu Yukon wechseln; das verlassene Spiel bleibt für später erhalten.</translation>
    </message>
    <message>
        <source>Move the focus to column 1.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Spider&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Yukon&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).</extracomment>
        <translation>Den Fokus auf Spalte 1 setzen.</translation>
    </message>
    <message>
        <source>Move the focus to the card under it in the column; from the waste or the stock, to a column&apos;s top card.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up).</extracomment>
        <translation>Den Fokus auf die Karte darunter in der Spalte setzen; von Ablage oder Talon auf die oberste Karte einer Spalte.</translation>
    </message>
    <message>
        <source>Move the focus back towards the column&apos;s top card; from the top card, to the waste.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>Den Fokus zurück zur obersten Karte der Spalte setzen; von der obersten Karte zur Ablage.</translation>
    </message>
    <message>
        <source>Pick up a column&apos;s top card, or put the held card on the waste; on the stock, draw.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Die oberste Karte einer Spalte aufnehmen oder die gehaltene Karte auf die Ablage legen; auf dem Talon: ziehen.</translation>
    </message>
    <message>
        <source>Draw a Card</source>
        <extracomment>Golf&apos;s name for &quot;Turn Cards&quot; (N): a Play menu item, a row in the F1 key list and in the key settings.
----------
Pyramid&apos;s name for &quot;Turn Cards&quot; (key N): a Play menu item and toolbar button, a row in the F1 key list.</extracomment>
        <translation>Karte ziehen</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s next card onto the waste (one pass).</source>
        <extracomment>What Golf&apos;s &quot;Draw a Card&quot; (N) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Die nächste Karte des Talons auf die Ablage legen (ein Durchgang).</translation>
    </message>
    <message>
        <source>Say the waste&apos;s card, what fits it and the cards left in the stock.</source>
        <extracomment>What Golf&apos;s &quot;Say Waste&quot; (T) does: status-bar tip, F1 key-list line.
----------
Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Die Karte der Ablage ansagen, was darauf passt und die Karten im Talon.</translation>
    </message>
    <message>
        <source>Say every column, from its top card down.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Jede Spalte ansagen, von der obersten Karte abwärts.</translation>
    </message>
    <message>
        <source>Say the columns&apos; top cards that fit the waste now.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Available Moves&quot; (M).</extracomment>
        <translation>Die obersten Karten der Spalten ansagen, die jetzt auf die Ablage passen.</translation>
    </message>
    <message>
        <source>Say the score in strokes, the cards left in the stock, the time, and whether the deal can still be won.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Punkte in Schlägen, Karten im Talon, Zeit ansagen und ob das Spiel noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>Row 1</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 1&quot; (key 1): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihe 1</translation>
    </message>
    <message>
        <source>Row 2</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 2&quot; (key 2): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihe 2</translation>
    </message>
    <message>
        <source>Row 3</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 3&quot; (key 3): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihe 3</translation>
    </message>
    <message>
        <source>Row 4</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 4&quot; (key 4): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihe 4</translation>
    </message>
    <message>
        <source>Row 5</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 5&quot; (key 5): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihe 5</translation>
    </message>
    <message>
        <source>Row 6</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 6&quot; (key 6): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihe 6</translation>
    </message>
    <message>
        <source>Row 7</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 7&quot; (key 7): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihe 7</translation>
    </message>
    <message>
        <source>Move the focus to this row&apos;s first free card.</source>
        <extracomment>What Pyramid&apos;s &quot;Row 1&quot; … &quot;Row 7&quot; (keys 1 to 7) do: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die erste freie Karte dieser Reihe setzen.</translation>
    </message>
    <message>
        <source>Previous Card</source>
        <extracomment>Pyramid&apos;s name for &quot;Previous Pile&quot; (key Left): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Previous Pile&quot; (Left): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Vorherige Karte</translation>
    </message>
    <message>
        <source>Move the focus to the card on the left in the row; from the waste, to the stock.</source>
        <extracomment>What Pyramid&apos;s &quot;Previous Card&quot; (Left) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die Karte links in der Reihe setzen; von der Ablage zum Talon.</translation>
    </message>
    <message>
        <source>Next Card</source>
        <extracomment>Pyramid&apos;s name for &quot;Next Pile&quot; (key Right): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Next Pile&quot; (Right): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Nächste Karte</translation>
    </message>
    <message>
        <source>Move the focus to the card on the right in the row; from the stock, to the waste.</source>
        <extracomment>What Pyramid&apos;s &quot;Next Card&quot; (Right) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die Karte rechts in der Reihe setzen; vom Talon zur Ablage.</translation>
    </message>
    <message>
        <source>Row Above</source>
        <extracomment>Pyramid&apos;s name for &quot;Card Above&quot; (key Up): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Card Above&quot; (Up): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihe darüber</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row above; from the apex, to the stock.</source>
        <extracomment>What Pyramid&apos;s &quot;Row Above&quot; (Up) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die nächste Karte der Reihe darüber setzen; von der Spitze zum Talon.</translation>
    </message>
    <message>
        <source>Row Below</source>
        <extracomment>Pyramid&apos;s name for &quot;Card Below&quot; (key Down): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Card Below&quot; (Down): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihe darunter</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row below; from the stock or the waste, to the apex.</source>
        <extracomment>What Pyramid&apos;s &quot;Row Below&quot; (Down) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die nächste Karte der Reihe darunter setzen; von Talon oder Ablage zur Spitze.</translation>
    </message>
    <message>
        <source>Start of Row</source>
        <extracomment>Pyramid&apos;s name for &quot;First Pile&quot; (key Home): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Anfang der Reihe</translation>
    </message>
    <message>
        <source>Move the focus to the first card of the row.</source>
        <extracomment>What Pyramid&apos;s &quot;Start of Row&quot; (Home) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die erste Karte der Reihe setzen.</translation>
    </message>
    <message>
        <source>End of Row</source>
        <extracomment>Pyramid&apos;s name for &quot;Last Pile&quot; (key End): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Ende der Reihe</translation>
    </message>
    <message>
        <source>Move the focus to the last card of the row.</source>
        <extracomment>What Pyramid&apos;s &quot;End of Row&quot; (End) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die letzte Karte der Reihe setzen.</translation>
    </message>
    <message>
        <source>Pick the focused card, or remove it with the card you hold when they make 13. A king is removed at once.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Die Karte im Fokus nehmen oder sie mit der gehaltenen Karte entfernen, wenn beide 13 ergeben. Ein König wird sofort entfernt.</translation>
    </message>
    <message>
        <source>Remove the focused card with a free card that makes 13, or a king alone.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Play Card&quot; (Enter).</extracomment>
        <translation>Die Karte im Fokus mit einer freien Karte entfernen, die 13 ergibt, oder einen König allein.</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s top card onto the waste, or turn the waste over when the stock is empty (three passes in all).</source>
        <extracomment>What Pyramid&apos;s &quot;Draw a Card&quot; (N) does: status-bar tip, toolbar tooltip, F1 key-list line.</extracomment>
        <translation>Die oberste Karte des Talons auf die Ablage legen oder die Ablage umdrehen, wenn der Talon leer ist (insgesamt drei Durchgänge).</translation>
    </message>
    <message>
        <source>Say the Pyramid</source>
        <extracomment>Pyramid&apos;s name for &quot;Say Columns&quot; (key D): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Pyramide ansagen</translation>
    </message>
    <message>
        <source>Say every row of the pyramid, its free cards marked.</source>
        <extracomment>What Pyramid&apos;s &quot;Say the Pyramid&quot; (D) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Jede Reihe der Pyramide ansagen, mit markierten freien Karten.</translation>
    </message>
    <message>
        <source>Say Removed Cards</source>
        <extracomment>Pyramid&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Entfernte Karten ansagen</translation>
    </message>
    <message>
        <source>Say how many cards are removed and left in the pyramid.</source>
        <extracomment>What Pyramid&apos;s &quot;Say Removed Cards&quot; (T) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Ansagen, wie viele Karten entfernt sind und wie viele in der Pyramide bleiben.</translation>
    </message>
    <message>
        <source>Say the stock&apos;s top card and count, the waste&apos;s top card and the passes left.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Oberste Karte und Anzahl des Talons, oberste Karte der Ablage und verbleibende Durchgänge ansagen.</translation>
    </message>
    <message>
        <source>Say score, time, moves, the stock, passes left and whether the deal can still be won.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Punkte, Zeit, Züge, Talon, verbleibende Durchgänge ansagen und ob das Spiel noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>In a column, take one more face-up card.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up): nothing lies above Spider&apos;s columns, so Up stays in its column.</extracomment>
        <translation>In einer Spalte eine aufgedeckte Karte mehr nehmen.</translation>
    </message>
    <message>
        <source>In a column, take one card less.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>In einer Spalte eine Karte weniger nehmen.</translation>
    </message>
    <message>
        <source>Pick up the focused card with the same-suit run on it, or put the held cards on the focused column. On the stock: deal a row.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Die Karte im Fokus mit der gleichfarbigen Folge darauf aufnehmen oder die gehaltenen Karten auf die Spalte im Fokus legen. Auf dem Talon: eine Reihe austeilen.</translation>
    </message>
    <message>
        <source>Deal a Row</source>
        <extracomment>Spider&apos;s name for &quot;Turn Cards&quot; (key N): a Play menu item, a toolbar button, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihe austeilen</translation>
    </message>
    <message>
        <source>Deal one card from the stock onto each column (not while a column is empty).</source>
        <extracomment>What Spider&apos;s &quot;Deal a Row&quot; (N) does: status-bar tip, toolbar tooltip, F1 key-list line.</extracomment>
        <translation>Eine Karte vom Talon auf jede Spalte austeilen (nicht, solange eine Spalte leer ist).</translation>
    </message>
    <message>
        <source>Say Completed Sequences</source>
        <extracomment>Spider&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fertige Folgen ansagen</translation>
    </message>
    <message>
        <source>Say how many of the eight sequences are complete, and their suits.</source>
        <extracomment>What Spider&apos;s &quot;Say Completed Sequences&quot; (T) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Ansagen, wie viele der acht Folgen fertig sind und in welchen Farben.</translation>
    </message>
    <message>
        <source>Say Stock</source>
        <extracomment>Spider&apos;s name for &quot;Say Waste and Stock&quot; (key U): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Talon ansagen</translation>
    </message>
    <message>
        <source>Say how many rows are left in the stock and how many sequences are complete.</source>
        <extracomment>What Spider&apos;s &quot;Say Stock&quot; (U) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Ansagen, wie viele Reihen noch im Talon sind und wie viele Folgen fertig sind.</translation>
    </message>
    <message>
        <source>Say Runs That Can Move</source>
        <extracomment>Spider&apos;s name for &quot;Say Room to Move&quot; (key R): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Verschiebbare Folgen ansagen</translation>
    </message>
    <message>
        <source>Say every run that can move now and where it can go, and whether a row can be dealt.</source>
        <extracomment>What Spider&apos;s &quot;Say Runs That Can Move&quot; (R) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Jede Folge ansagen, die jetzt verschoben werden kann, und wohin, und ob eine Reihe ausgeteilt werden kann.</translation>
    </message>
    <message>
        <source>Say every column: its face-down count, then its same-suit runs.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Jede Spalte ansagen: Anzahl verdeckter Karten, dann ihre gleichfarbigen Folgen.</translation>
    </message>
    <message>
        <source>Say score, time, moves, rows left, sequences complete and empty columns.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Punkte, Zeit, Züge, verbleibende Reihen, fertige Folgen und leere Spalten ansagen.</translation>
    </message>
    <message>
        <source>Move the focus to this row&apos;s best card to play, else its first free card; from a row with none, to the nearest row below (else above) that has one.</source>
        <extracomment>TriPeaks&apos; name for &quot;Column 1&quot; … &quot;Column 4&quot; (keys 1 to 4): a Play menu item, a row in the F1 key list. What TriPeaks&apos; &quot;Row 1&quot; … &quot;Row 4&quot; (keys 1 to 4) do: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die beste spielbare Karte dieser Reihe setzen, sonst auf ihre erste freie Karte; aus einer Reihe ohne freie Karte auf die nächste Reihe darunter (sonst darüber), die eine hat.</translation>
    </message>
    <message>
        <source>Go to the Stock</source>
        <extracomment>TriPeaks&apos; name for &quot;Column 5&quot; (key 5): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Zum Talon</translation>
    </message>
    <message>
        <source>Move the focus to the waste.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).
----------
TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Go to the Waste&quot; (P).</extracomment>
        <translation>Den Fokus auf die Ablage setzen.</translation>
    </message>
    <message>
        <source>Move the focus to the previous card, row by row from the peaks&apos; tops, then the stock and the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Previous Card&quot; (Left) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die vorherige Karte setzen, Reihe für Reihe von den Gipfeln, dann Talon und Ablage.</translation>
    </message>
    <message>
        <source>Move the focus to the next card, row by row from the peaks&apos; tops, then the stock and the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Next Card&quot; (Right) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die nächste Karte setzen, Reihe für Reihe von den Gipfeln, dann Talon und Ablage.</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row above; from the stock or the waste, to the lowest row left.</source>
        <extracomment>What TriPeaks&apos; &quot;Row Above&quot; (Up) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die nächste Karte der Reihe darüber setzen; von Talon oder Ablage auf die unterste verbliebene Reihe.</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row below; from row 4, to the stock or the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Row Below&quot; (Down) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die nächste Karte der Reihe darunter setzen; von Reihe 4 auf Talon oder Ablage.</translation>
    </message>
    <message>
        <source>Highest Card</source>
        <extracomment>TriPeaks&apos; name for &quot;First Pile&quot; (key Home): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Höchste Karte</translation>
    </message>
    <message>
        <source>Move the focus to the highest card left.</source>
        <extracomment>What TriPeaks&apos; &quot;Highest Card&quot; (Home) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Den Fokus auf die höchste verbliebene Karte setzen.</translation>
    </message>
    <message>
        <source>Pick up the focused free card, or put the held card on the waste. On the stock: draw.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Die freie Karte im Fokus aufnehmen oder die gehaltene Karte auf die Ablage legen. Auf dem Talon: ziehen.</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s next card onto the waste.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Turn Cards&quot; (N).</extracomment>
        <translation>Die nächste Karte des Talons auf die Ablage legen.</translation>
    </message>
    <message>
        <source>Say Waste</source>
        <extracomment>Golf&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings (the waste is where every card ends: Golf has no foundations of its own).
----------
TriPeaks&apos; name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings (TriPeaks has no foundations: the cards go onto the waste).</extracomment>
        <translation>Ablage ansagen</translation>
    </message>
    <message>
        <source>Say the waste&apos;s card, what goes on it, and the stock.</source>
        <extracomment>What TriPeaks&apos; &quot;Say Waste&quot; (T) does: status-bar tip, F1 key-list line.
----------
TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Die Karte der Ablage ansagen, was darauf passt, und den Talon.</translation>
    </message>
    <message>
        <source>Say Rows</source>
        <extracomment>TriPeaks&apos; name for &quot;Say Columns&quot; (key D): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Reihen ansagen</translation>
    </message>
    <message>
        <source>Say the rows of the peaks: face-down cards counted, free cards named.</source>
        <extracomment>What TriPeaks&apos; &quot;Say Rows&quot; (D) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Die Reihen der Gipfel ansagen: verdeckte Karten gezählt, freie Karten genannt.</translation>
    </message>
    <message>
        <source>Say the free cards that fit the waste, and the draw.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Available Moves&quot; (M).</extracomment>
        <translation>Die freien Karten ansagen, die auf die Ablage passen, und das Ziehen.</translation>
    </message>
    <message>
        <source>Say score, streak, what the next card earns, the cards left, and whether the deal can still be won.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Punkte, Serie, Wert der nächsten Karte, verbleibende Karten ansagen und ob das Spiel noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>Play the card you hold onto the waste, else the focused card.</source>
        <extracomment>TriPeaks&apos; and Golf&apos;s status-bar tip and F1 key-list line for &quot;Play Card&quot; (Enter).</extracomment>
        <translation>Die gehaltene Karte auf die Ablage spielen, sonst die Karte im Fokus.</translation>
    </message>
    <message>
        <source>Move the focus to the previous column; from column 1, to the last foundation; from a foundation, to column 7.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Previous Pile&quot; (Left). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Den Fokus auf die vorherige Spalte setzen; von Spalte 1 auf den letzten Zielstapel; von einem Zielstapel auf Spalte 7.</translation>
    </message>
    <message>
        <source>Move the focus to the next column; from column 7, to the first foundation; from a foundation, to column 1.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Next Pile&quot; (Right). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Den Fokus auf die nächste Spalte setzen; von Spalte 7 auf den ersten Zielstapel; von einem Zielstapel auf Spalte 1.</translation>
    </message>
    <message>
        <source>In a column, take one more face-up card; on the foundations, go to the foundation above.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>In einer Spalte eine aufgedeckte Karte mehr nehmen; auf den Zielstapeln zum Zielstapel darüber.</translation>
    </message>
    <message>
        <source>In a column, take one card less; on the foundations, go to the foundation below.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>In einer Spalte eine Karte weniger nehmen; auf den Zielstapeln zum Zielstapel darunter.</translation>
    </message>
    <message>
        <source>Move the focus to the last foundation, the lowest.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End): the lowest of the four foundations, which stand one under the other at the right of column 7.</extracomment>
        <translation>Den Fokus auf den letzten Zielstapel setzen, den untersten.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Klondike</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the greeting): Klondike solitaire.</extracomment>
        <translation>Klondike</translation>
    </message>
    <message>
        <source>%1 — Deal %2</source>
        <comment>window title</comment>
        <extracomment>The window title (and its name for a screen reader): %1 the game (&quot;FreeCell&quot;, &quot;Spider, two suits&quot;), %2 the deal number. The program&apos;s name follows it.</extracomment>
        <translation>%1 — Spiel %2</translation>
    </message>
    <message>
        <source>%1 — Custom deal</source>
        <comment>window title</comment>
        <extracomment>The window title for a deal typed in or loaded (no deal number): %1 the game.</extracomment>
        <translation>%1 — Eigenes Spiel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>The menu bar&apos;s Game menu (new deal, choose a game, statistics, settings, quit). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>The menu bar&apos;s Edit menu (undo, redo). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <extracomment>The menu bar&apos;s Play menu (the keyboard commands that move the focus and the cards). &amp; marks the Alt access letter.</extracomment>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Say</source>
        <extracomment>The menu bar&apos;s Say menu (commands that speak the state of the game: M, T, U, D, I…). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ansagen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>The menu bar&apos;s View menu (card size). &amp; marks the Alt access letter.</extracomment>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>The menu bar&apos;s Help menu (Keys and Rules, About). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Go To</source>
        <extracomment>The Play menu&apos;s submenu of the keys that only move the focus (previous and next pile, card above and below, Column 1 … Column 10, the free cells, the waste). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>Accessible name of the main window&apos;s toolbar (New Deal, Restart, Undo, Redo, Hint).</extracomment>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Choose Deal Number</source>
        <extracomment>Game menu, Choose Deal Number (Ctrl+G): the dialog&apos;s title.</extracomment>
        <translation>Spielnummer wählen</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <extracomment>Choose Deal Number dialog: the label of the number field. &amp; marks the Alt access letter.</extracomment>
        <translation>Spiel&amp;nummer:</translation>
    </message>
    <message>
        <source>A whole number from 1 to %1.</source>
        <extracomment>Choose Deal Number dialog: the hint under the number field. %1 the largest deal number (4294967295).</extracomment>
        <translation>Eine ganze Zahl von 1 bis %1.</translation>
    </message>
    <message>
        <source>&amp;Play This Deal</source>
        <extracomment>Choose Deal Number dialog: the button that deals the number typed. &amp; marks the Alt access letter.</extracomment>
        <translation>Dieses Spiel s&amp;pielen</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Game menu, Settings (Ctrl+,): the dialog&apos;s title.</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the game in progress keeps its rules.</source>
        <extracomment>Settings, Rules group: a note under its title.</extracomment>
        <translation>Regeländerungen gelten ab dem nächsten Spiel; das laufende Spiel behält seine Regeln.</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <extracomment>Settings, Rules group, the &quot;Turn from the stock&quot; box: Klondike turns one card at a time.</extracomment>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>Draw 3</source>
        <extracomment>Settings, Rules group, the &quot;Turn from the stock&quot; box: Klondike turns three cards at a time.</extracomment>
        <translation>3 Karten</translation>
    </message>
    <message>
        <source>&amp;Turn from the stock:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Draw 1&quot; / &quot;Draw 3&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>Vom &amp;Talon aufdecken:</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: the waste may be turned over any number of times.</extracomment>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>3 passes</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: three passes through the stock.</extracomment>
        <translation>3 Durchgänge</translation>
    </message>
    <message>
        <source>1 pass</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: one pass only (the waste is never turned over).</extracomment>
        <translation>1 Durchgang</translation>
    </message>
    <message>
        <source>&amp;Passes through the stock:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Unlimited&quot; / &quot;3 passes&quot; / &quot;1 pass&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Durchgänge durch den Talon:</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Windows-style standard scoring (points for moves).</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Vegas</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Vegas scoring (each deal costs 52; money won back card by card). Also the Statistics dialog&apos;s Games box.</extracomment>
        <translation>Vegas</translation>
    </message>
    <message>
        <source>Vegas cumulative</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Vegas scoring whose balance carries over from deal to deal. Also the Statistics dialog&apos;s Games box.</extracomment>
        <translation>Vegas kumulativ</translation>
    </message>
    <message>
        <source>None</source>
        <comment>scoring</comment>
        <extracomment>No scoring (a choice of the Scoring box).</extracomment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Standard&quot; / &quot;Vegas&quot; / &quot;Vegas cumulative&quot; / &quot;None&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Wertung:</translation>
    </message>
    <message>
        <source>T&amp;houghtful: every card face up</source>
        <extracomment>Settings, Rules group: a check box, Klondike with every card dealt face up. &amp; marks the Alt access letter.</extracomment>
        <translation>Offenes Spie&amp;l: alle Karten aufgedeckt</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <extracomment>Settings, Rules group: a check box, only deals the solver has proved winnable. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Nur gewinnbare Spiele</translation>
    </message>
    <message>
        <source>&amp;Move safe cards to the foundations by themselves</source>
        <extracomment>FreeCell&apos;s group in Settings: the safe cards going up after each move (the Play menu&apos;s &quot;Auto-Move Safe Cards&quot;).</extracomment>
        <translation>Sichere Karten automatisch auf die &amp;Zielstapel legen</translation>
    </message>
    <message>
        <source>After each move, every card that no other card can still need goes up to its foundation. Takes effect at once.</source>
        <extracomment>What a screen reader says of the box above.</extracomment>
        <translation>Nach jedem Zug geht jede Karte, die von keiner anderen Karte mehr gebraucht wird, auf ihren Zielstapel. Gilt sofort.</translation>
    </message>
    <message>
        <source>Dim &amp;covered cards</source>
        <extracomment>Settings, Pyramid&apos;s and Golf&apos;s group: a check box, on by default; covered cards are drawn shaded (darker, still readable) so the free cards stand out. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Bedeckte Karten abdunkeln</translation>
    </message>
    <message>
        <source>Cards that other cards still cover are drawn darker, so the free ones stand out. Takes effect at once.</source>
        <extracomment>What a screen reader says of the &quot;Dim covered cards&quot; box.</extracomment>
        <translation>Karten, die noch von anderen Karten bedeckt sind, werden dunkler gezeichnet, damit die freien hervortreten. Gilt sofort.</translation>
    </message>
    <message>
        <source>S&amp;uits in the next deal:</source>
        <extracomment>Spider&apos;s section in Settings: the box choosing how many suits the next deal has (one, two or four); the game in progress keeps its own.</extracomment>
        <translation>&amp;Farben im nächsten Spiel:</translation>
    </message>
    <message>
        <source>One suit</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with one suit (spades only).</extracomment>
        <translation>Eine Farbe</translation>
    </message>
    <message>
        <source>Two suits</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with two suits (spades and hearts).</extracomment>
        <translation>Zwei Farben</translation>
    </message>
    <message>
        <source>Four suits</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with all four suits.</extracomment>
        <translation>Vier Farben</translation>
    </message>
    <message>
        <source>%1: no list of winnable deals yet, so each deal is random and may be impossible to win.</source>
        <extracomment>Spider&apos;s section in Settings, under &quot;Winnable deals only&quot;, shown while the number of suits chosen has no list of deals the solver has won (a list not made yet). %1 is the choice of the suits box (&quot;Four suits&quot;); whatever the box says, such a deal is any deal, maybe unwinnable.</extracomment>
        <translation>%1: noch keine Liste gewinnbarer Spiele, daher ist jedes Spiel zufällig und vielleicht nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>Cards and motion</source>
        <extracomment>Settings: the title of the group with the deck, card size and animations.</extracomment>
        <translation>Karten und Bewegung</translation>
    </message>
    <message>
        <source>Automatic (high contrast when the system asks)</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group, the &quot;Deck&quot; box: the high-contrast deck when the system asks for it.</extracomment>
        <translation>Automatisch (hoher Kontrast, wenn das System es verlangt)</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>Settings, the &quot;Deck&quot; box: the usual red and black cards.</extracomment>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Four colours</source>
        <extracomment>Settings, the &quot;Deck&quot; box: each suit its own colour.</extracomment>
        <translation>Vier Farben</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings, the &quot;Deck&quot; box: a deck drawn for low vision.</extracomment>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the box that chooses the card faces. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Kartensatz:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the card size slider. &amp; marks the Alt access letter.</extracomment>
        <translation>Karten&amp;größe:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <extracomment>Settings, the &quot;Animations&quot; box: animate as the system&apos;s setting says (reduced motion).</extracomment>
        <translation>Wie im System eingestellt</translation>
    </message>
    <message>
        <source>On</source>
        <comment>animations</comment>
        <extracomment>Animations on (a choice of the Animations box).</extracomment>
        <translation>An</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>animations</comment>
        <extracomment>Animations off (a choice of the Animations box).</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the box &quot;Follow the system&quot; / &quot;On&quot; / &quot;Off&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>An&amp;imationen:</translation>
    </message>
    <message>
        <source>Speech and language</source>
        <extracomment>Settings: the title of the group with verbosity, Orca&apos;s notifications and the language.</extracomment>
        <translation>Sprachausgabe und Sprache</translation>
    </message>
    <message>
        <source>Full</source>
        <extracomment>Settings, &quot;Speech and language&quot; group, the &quot;Verbosity&quot; box: every announcement in full.</extracomment>
        <translation>Ausführlich</translation>
    </message>
    <message>
        <source>Brief</source>
        <extracomment>Settings, the &quot;Verbosity&quot; box: short announcements (the comments &quot;speech setting Brief&quot; refer to it).</extracomment>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>&amp;Verbosity:</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: label of the box &quot;Full&quot; / &quot;Brief&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ausführlichkeit:</translation>
    </message>
    <message>
        <source>Speak the game&apos;s news through &amp;Orca&apos;s notifications</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: a check box (Linux, Orca screen reader). &amp; marks the Alt access letter.</extracomment>
        <translation>Spielmeldungen über &amp;Orca-Benachrichtigungen sprechen</translation>
    </message>
    <message>
        <source>Orca 43 and older do not speak announcements any other way: with this off they say nothing when a card moves. Turn it off only if every move is spoken twice.</source>
        <extracomment>Settings: a note under the Orca check box.</extracomment>
        <translation>Orca 43 und älter sprechen Ansagen auf keine andere Weise: Ist dies aus, sagen sie nichts, wenn eine Karte bewegt wird. Schalte es nur aus, wenn jeder Zug doppelt gesprochen wird.</translation>
    </message>
    <message>
        <source>Turn off Orca&apos;s notifications?</source>
        <extracomment>Title of the question box when the Orca check box is turned off.</extracomment>
        <translation>Orca-Benachrichtigungen ausschalten?</translation>
    </message>
    <message>
        <source>With Orca 43 or older the game will then be silent: no moves, hints or results are spoken. Turn them off?</source>
        <extracomment>The question box when the Orca check box is turned off (Yes / No buttons).</extracomment>
        <translation>Mit Orca 43 oder älter bleibt das Spiel dann stumm: Keine Züge, Tipps oder Ergebnisse werden gesprochen. Ausschalten?</translation>
    </message>
    <message>
        <source>System</source>
        <comment>language</comment>
        <extracomment>The language of the system (a choice of the Language box; the others are English and Español).</extracomment>
        <translation>System</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: label of the box &quot;System&quot; / &quot;English&quot; / &quot;Español&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <extracomment>Settings: a note under the Language box.</extracomment>
        <translation>Eine neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Game menu, Statistics (Ctrl+Shift+S): the dialog&apos;s title and its table&apos;s accessible name.</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>standard scoring</source>
        <extracomment>Statistics, inside a Klondike line of the Games box (&quot;Klondike, draw 1, standard scoring&quot;).</extracomment>
        <translation>Standardwertung</translation>
    </message>
    <message>
        <source>no scoring</source>
        <extracomment>Statistics, inside a Klondike line of the Games box (&quot;Klondike, draw 3, no scoring&quot;).</extracomment>
        <translation>ohne Wertung</translation>
    </message>
    <message>
        <source>%1, draw %2, %3</source>
        <comment>statistics</comment>
        <extracomment>A Klondike line of the statistics dialog&apos;s Games box (which lists every game&apos;s lines): %1 the game&apos;s name (&quot;Klondike&quot;), %2 cards turned at a time (1 or 3), %3 the scoring (&quot;standard scoring&quot;, &quot;Vegas&quot; …). &quot;Klondike, draw 3, Vegas&quot;.</extracomment>
        <translation>%1, Aufdecken: %2, %3</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <extracomment>Statistics dialog: label of the box that chooses which games&apos; statistics show (&quot;Draw 1, standard scoring&quot;). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Spiele:</translation>
    </message>
    <message>
        <source>Statistic</source>
        <extracomment>Statistics dialog: header of the table&apos;s first column (Played, Won…).</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Statistics dialog: header of the table&apos;s second column (the numbers).</extracomment>
        <translation>Wert</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <extracomment>Statistics dialog: the button that forgets every statistic (after a question). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>One figure of the Statistics dialog, read aloud when it opens and when its game choice changes. %1 the figure&apos;s name (&quot;Games won&quot;), %2 its value (&quot;3&quot;).
----------
Spider: %1 the card, %2 where each face-up card of that name is.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>The value of a record not set yet (no game won).</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Statistics dialog, a row of the table: games played.</extracomment>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>Statistics dialog, a row of the table: games won.</extracomment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <extracomment>Statistics dialog, a row of the table: won games as a percentage of those played.</extracomment>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <extracomment>Statistics dialog, a row of the table: games won in a row up to now.</extracomment>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <extracomment>Statistics dialog, a row of the table: the most games ever won in a row.</extracomment>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>Statistics dialog, a row of the table: the shortest time of a won game.</extracomment>
        <translation>Beste Zeit</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <extracomment>Statistics dialog, a row of the table: the fewest moves of a won game.</extracomment>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <source>Best score</source>
        <extracomment>Statistics dialog, a row of the table: the highest score (only where the scoring counts).</extracomment>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <source>Vegas balance</source>
        <extracomment>Statistics dialog, a row of the table: the money won or lost with Vegas cumulative scoring.</extracomment>
        <translation>Vegas-Kontostand</translation>
    </message>
    <message>
        <source>Best score (fewest strokes)</source>
        <extracomment>Statistics dialog, a row of the table of a game scored in strokes (Golf, lower is better): the lowest score of a finished deal, won or not.</extracomment>
        <translation>Beste Punktzahl (wenigste Schläge)</translation>
    </message>
    <message>
        <source>Average score in strokes</source>
        <extracomment>Statistics dialog, a row of the table of a game scored in strokes (Golf): the average score of the finished deals, won or not.</extracomment>
        <translation>Durchschnittliche Schläge</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <extracomment>Title of the question box of the Statistics dialog&apos;s Reset… button.</extracomment>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every game played, every record and the Vegas balance? This cannot be undone.</source>
        <extracomment>The question box of the Statistics dialog&apos;s Reset… button.</extracomment>
        <translation>Alle gespielten Spiele, alle Rekorde und den Vegas-Kontostand vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <extracomment>Title of the question box before a restart (Ctrl+R) of a started game.</extracomment>
        <translation>Dieses Spiel neu starten?</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <extracomment>Title of the question box before a new deal (F2, Ctrl+G, another game) leaves a started game.</extracomment>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <source>The game so far counts as lost. Press Enter to restart the deal, or Escape to keep playing.</source>
        <extracomment>The question box before a restart (Ctrl+R) of a started game.</extracomment>
        <translation>Das bisherige Spiel zählt als verloren. Drücke Eingabe, um neu zu starten, oder Esc, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>This game counts as lost. Press Enter to play deal %1, or Escape to keep playing.</source>
        <extracomment>The question box before a deal chosen by number (Ctrl+G) leaves a started game. %1 the deal number the player chose.</extracomment>
        <translation>Dieses Spiel zählt als verloren. Drücke Eingabe, um Spiel %1 zu spielen, oder Esc, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>This game counts as lost. Press Enter for a new deal, or Escape to keep playing.</source>
        <extracomment>The question box before a new random deal (F2) leaves a started game.</extracomment>
        <translation>Dieses Spiel zählt als verloren. Drücke Eingabe für ein neues Spiel oder Esc, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>Button of the box &quot;Restart this deal?&quot; that restarts. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>&amp;Leave Game</source>
        <extracomment>Button of the box &quot;Leave this game?&quot; that leaves the game. &amp; marks the Alt access letter.</extracomment>
        <translation>Spiel &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <extracomment>Button of the boxes &quot;Restart this deal?&quot; / &quot;Leave this game?&quot; that keeps the game. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>You keep playing this game.</source>
        <extracomment>Said when the player pressed Escape at &quot;Leave this game?&quot;.</extracomment>
        <translation>Du spielst dieses Spiel weiter.</translation>
    </message>
    <message>
        <source>The game so far counts as lost.</source>
        <extracomment>Said after a restart (Ctrl+R) of a started game, in the words of its question box (&quot;The game so far counts as lost. Press Enter to restart the deal, …&quot;).</extracomment>
        <translation>Das bisherige Spiel zählt als verloren.</translation>
    </message>
    <message>
        <source>The game you left counts as lost.</source>
        <extracomment>Said after a new deal that left a started game (F2, Ctrl+G, another game).</extracomment>
        <translation>Das verlassene Spiel zählt als verloren.</translation>
    </message>
    <message>
        <source>Restarted.</source>
        <extracomment>After a restart (Ctrl+R) of a random deal, speech setting Brief.</extracomment>
        <translation>Neu gestartet.</translation>
    </message>
    <message>
        <source>Restarted this deal, draw %1.</source>
        <extracomment>After a restart (Ctrl+R) of a random deal. %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Dieses Spiel neu gestartet, Aufdecken: %1.</translation>
    </message>
    <message>
        <source>Restarted deal %1.</source>
        <extracomment>After a restart (Ctrl+R) of a numbered deal, speech setting Brief. %1 the deal number.</extracomment>
        <translation>Spiel %1 neu gestartet.</translation>
    </message>
    <message>
        <source>Restarted Klondike, deal %1, draw %2.</source>
        <extracomment>After a restart (Ctrl+R) of a numbered deal. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, Spiel %1 neu gestartet, Aufdecken: %2.</translation>
    </message>
    <message>
        <source>No move helps any more: turning the stock brings up nothing that can be played. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The dead end while cards are left in the stock or the waste (turning them is still allowed).</extracomment>
        <translation>Kein Zug hilft mehr: Das Aufdecken vom Talon bringt nichts Spielbares. Mach etwas rückgängig, um einen anderen Weg zu versuchen, oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>Still no move that helps.</source>
        <extracomment>Said after each later move in a dead end (the whole sentence was said once).</extracomment>
        <translation>Immer noch kein Zug, der hilft.</translation>
    </message>
    <message>
        <source>%1 does nothing in this game: it is %2 in another game.</source>
        <extracomment>A key pressed in a game that has no such command (X, FreeCell&apos;s &quot;To Free Cell&quot;, in Spider). %1 the key (&quot;X&quot;), %2 the other game&apos;s command it runs there (&quot;To Free Cell&quot;).</extracomment>
        <translation>%1 hat in diesem Spiel keine Funktion: In einem anderen Spiel ist es „%2“.</translation>
    </message>
    <message>
        <source>Your %1 game is saved: choose it in the Game menu to go back to it.</source>
        <extracomment>Said first after switching games (Game menu): the game left behind is kept. %1 its name (&quot;FreeCell&quot;, &quot;Spider, two suits&quot;).</extracomment>
        <translation>Dein laufendes Spiel (%1) ist gespeichert: Wähle es im Menü Spiel, um dorthin zurückzukehren.</translation>
    </message>
    <message>
        <source>This deal cannot be won from the start; press F2 for a new deal.</source>
        <extracomment>Said once when the solver proves that the deal cannot be won even from its opening position (so no undo can help; e.g. FreeCell deal 11982).</extracomment>
        <translation>Dieses Spiel ist von Anfang an nicht zu gewinnen; drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>The deal is won. Press F2 for a new deal.</source>
        <extracomment>H (hint) once the deal is won.</extracomment>
        <translation>Das Spiel ist gewonnen. Drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>It will not help: no move can improve the game now.</source>
        <extracomment>Added to a hint in a dead end: the move is legal but leads nowhere.</extracomment>
        <translation>Das hilft nicht: Kein Zug kann das Spiel jetzt noch verbessern.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), last pass.</source>
        <extracomment>The U key and the stock&apos;s summary when no turn of the waste is left: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Talon: %n Karte, letzter Durchgang.</numerusform>
            <numerusform>Talon: %n Karten, letzter Durchgang.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last pass through the stock.</source>
        <extracomment>The I key when the stock is on its last pass (the waste cannot be turned over again).</extracomment>
        <translation>Letzter Durchgang durch den Talon.</translation>
    </message>
    <message>
        <source>Klondike, draw %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game (a random deal) was restored. %1 cards turned per draw.</extracomment>
        <translation>Klondike, Aufdecken: %1. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game was restored. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, Spiel %1, Aufdecken: %2. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Your game is back where you left it.</source>
        <extracomment>A saved game was loaded while the window is open (a random deal).
----------
At start, when the game saved at the last quit is restored.</extracomment>
        <translation>Dein Spiel ist wieder da, wo du aufgehört hast.</translation>
    </message>
    <message>
        <source>Deal %1 is back where you left it.</source>
        <extracomment>A saved game was loaded while the window is open. %1 the deal number.</extracomment>
        <translation>Spiel %1 ist wieder da, wo du aufgehört hast.</translation>
    </message>
    <message>
        <source>Every card in the columns is face up. Press Enter to finish.</source>
        <extracomment>Every card of the columns is face up, cards are left in the stock or the waste: the finish turns them as needed.</extracomment>
        <translation>Alle Karten in den Spalten sind aufgedeckt. Drücke Eingabe zum Abschließen.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %2 face down, then %n card(s) from the %3 to the %4.</source>
        <extracomment>D (Say Columns), a column whose face-up cards are one run. %1 column, %2 face-down cards, %n cards in the run, %3 its deepest card, %4 its top card.</extracomment>
        <translation>
            <numerusform>Spalte %1: %2 verdeckt, dann %n Karte, %3 bis %4.</numerusform>
            <numerusform>Spalte %1: %2 verdeckt, dann %n Karten, %3 bis %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) from the %2 to the %3.</source>
        <extracomment>D (Say Columns), a column of one run and no face-down card. %1 column, %n cards in the run, %2 its deepest card, %3 its top card.</extracomment>
        <translation>
            <numerusform>Spalte %1: %n Karte, %2 bis %3.</numerusform>
            <numerusform>Spalte %1: %n Karten, %2 bis %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A combo box&apos;s new value, said when the arrow keys change it: %1 the value (&quot;Draw 3&quot;).</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Orca notifications stay on: the game goes on speaking.</source>
        <extracomment>The player said No to turning the Orca notifications off.</extracomment>
        <translation>Orca-Benachrichtigungen bleiben an: Das Spiel spricht weiter.</translation>
    </message>
    <message>
        <source>Orca notifications are off. With Orca 43 or older the game is now silent; turn them on again in this box.</source>
        <extracomment>Said once the player confirmed turning the Orca notifications off.</extracomment>
        <translation>Orca-Benachrichtigungen sind aus. Mit Orca 43 oder älter ist das Spiel jetzt stumm; schalte sie in diesem Feld wieder ein.</translation>
    </message>
    <message>
        <source>Orca notifications are on: every move is spoken.</source>
        <extracomment>Settings, Orca notifications box: said once it was turned on.</extracomment>
        <translation>Orca-Benachrichtigungen sind an: Jeder Zug wird gesprochen.</translation>
    </message>
    <message>
        <source>Speak through the screen reader &amp;directly</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: a check box, off by default. On: the game&apos;s sentences go straight to the running screen reader (NVDA, JAWS, VoiceOver, Orca) or speech-dispatcher, with braille where it has it, instead of as accessibility events. &amp; marks the Alt access letter.</extracomment>
        <translation>Direkt über den Bildschirmleser s&amp;prechen</translation>
    </message>
    <message>
        <source>No screen reader answered: the game speaks through accessibility events.</source>
        <extracomment>Said once when &quot;Speak through the screen reader directly&quot; is on but no screen reader (nor speech-dispatcher) answers; the game goes on as before, through accessibility events.</extracomment>
        <translation>Kein Bildschirmleser hat geantwortet: Das Spiel spricht über Barrierefreiheitsereignisse.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings dialog: title of the group of sound switches.</extracomment>
        <translation>Klänge</translation>
    </message>
    <message>
        <source>Sound when cards are picked up</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Klang beim Aufnehmen von Karten</translation>
    </message>
    <message>
        <source>Sound when cards are put down</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Klang beim Hinlegen von Karten</translation>
    </message>
    <message>
        <source>Sound when a move is not allowed</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Klang bei einem unerlaubten Zug</translation>
    </message>
    <message>
        <source>Sound when a card turns face up</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Klang beim Aufdecken einer Karte</translation>
    </message>
    <message>
        <source>Sound when the stock is turned</source>
        <extracomment>Settings, Sounds group: a check box (Klondike&apos;s stock turned, Spider&apos;s row dealt).</extracomment>
        <translation>Klang beim Aufdecken vom Talon</translation>
    </message>
    <message>
        <source>Sound when the game is won</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Klang beim Gewinnen</translation>
    </message>
    <message>
        <source>No sound can play here: the game was installed without its optional sound package (the README says how to add it). The switches are kept for when it is there.</source>
        <extracomment>Settings, Sounds group: a note under the switches when this copy of the game cannot play sound (its optional sound package is not installed; the README says how to add it).</extracomment>
        <translation>Hier kann kein Klang abgespielt werden: Das Spiel wurde ohne sein optionales Klangpaket installiert (die README erklärt, wie man es hinzufügt). Die Schalter bleiben erhalten.</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <extracomment>The game&apos;s name (the window title, the Game menu).</extracomment>
        <translation>FreeCell</translation>
    </message>
    <message>
        <source>FreeCell solitaire. Left and Right move between the free cells, the foundations and the eight columns, Up and Down along a column, Space picks up and puts down, Enter plays a card, R says how many cards can move, H gives a hint, F1 lists every key.</source>
        <extracomment>FreeCell: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>FreeCell-Patience. Pfeil links und rechts wechseln zwischen den freien Zellen, den Zielstapeln und den acht Spalten, Pfeil hoch und runter entlang einer Spalte, Leertaste nimmt auf und legt hin, Eingabe spielt eine Karte, R sagt, wie viele Karten sich bewegen lassen, H gibt einen Tipp, F1 listet alle Tasten.</translation>
    </message>
    <message>
        <source>the %1</source>
        <extracomment>A foundation&apos;s name inside a sentence, with its article (&quot;Nothing to pick up in the hearts foundation&quot;). %1 = &quot;hearts foundation&quot; and so on. Forms allowed.</extracomment>
        <translation>der %1|nom:der %1|akk:den %1|dat:dem %1|gen:%1{gen}|in:auf dem %1|aus:vom %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <extracomment>A tableau column inside a sentence, %1 = 1..7. Forms allowed.</extracomment>
        <translation>Spalte %1|in:in Spalte %1|aus:aus Spalte %1</translation>
    </message>
    <message>
        <source>The %1 is back in %2.</source>
        <extracomment>After an undo: where the card is now. %1 card, %2 pile (&quot;column 3&quot;, &quot;the waste&quot;).</extracomment>
        <translation>%1{nom} liegt wieder %2{in}.</translation>
    </message>
    <message>
        <source>%1 to free cell %2.</source>
        <extracomment>FreeCell, after a move of a card to a free cell, speech setting Brief. %1 the card (capitalised), %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>%1 in freie Zelle %2.</translation>
    </message>
    <message>
        <source>Moved %1 to free cell %2.</source>
        <extracomment>FreeCell: %1 the card, %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>%1{nom} liegt jetzt in freier Zelle %2.</translation>
    </message>
    <message>
        <source>Move %1 to its foundation</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;).</extracomment>
        <translation>%1 auf den Zielstapel legen</translation>
    </message>
    <message>
        <source>Move %1 to free cell %2</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;), %2 a free cell&apos;s number.</extracomment>
        <translation>%1 in freie Zelle %2 legen</translation>
    </message>
    <message>
        <source>Move %1 to column %2</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;), %2 a column number.</extracomment>
        <translation>%1 in Spalte %2 verschieben</translation>
    </message>
    <message>
        <source>moved %1 to its foundation</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card.</extracomment>
        <translation>%1{akk} auf den Zielstapel gelegt</translation>
    </message>
    <message>
        <source>moved %1 to free cell %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>%1{akk} in freie Zelle %2 gelegt</translation>
    </message>
    <message>
        <source>moved %1 to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, %2 the column number.</extracomment>
        <translation>%1{akk} in Spalte %2 verschoben</translation>
    </message>
    <message>
        <source>the %1 from %2</source>
        <extracomment>FreeCell, M (Say Available Moves): one card that may go to a free cell, an item of the list below (&quot;the king of clubs from column 1&quot;). %1 the card&apos;s name, %2 the pile it is in.</extracomment>
        <translation>%1{akk} %2{aus}</translation>
    </message>
    <message>
        <source>move one of these to a free cell: %1</source>
        <extracomment>FreeCell, M: the moves to a free cell said as one instruction; %1 the list of the cards that may go (each as the template above), in the locale&apos;s list form.</extracomment>
        <translation>lege eine dieser Karten in eine freie Zelle: %1</translation>
    </message>
    <message>
        <source>move the %1 from %2 to its foundation</source>
        <extracomment>A move as an instruction, in a hint (H) and in the M list. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;).</extracomment>
        <translation>lege %1{akk} %2{aus} auf den Zielstapel</translation>
    </message>
    <message>
        <source>move the %1 from %2 to a free cell</source>
        <extracomment>FreeCell instruction: %1 card, %2 where it is (&quot;column 4&quot;).</extracomment>
        <translation>lege %1{akk} %2{aus} in eine freie Zelle</translation>
    </message>
    <message>
        <source>move the %1 from %2 to empty column %3</source>
        <extracomment>A move as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;), %3 column.</extracomment>
        <translation>lege %1{akk} %2{aus} in die leere Spalte %3</translation>
    </message>
    <message>
        <source>move the %1 from %2 onto the %3 in column %4</source>
        <extracomment>Instruction. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;), %3 the card it goes on, %4 column.</extracomment>
        <translation>lege %1{akk} %2{aus} auf %3{akk} in Spalte %4</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <extracomment>Golf, a move in M&apos;s list and H&apos;s hint: a column&apos;s top card that fits the waste. %1 the card, %2 the column number.
----------
Focus on a face-up card in a column (brief). %1 card, %2 column number.</extracomment>
        <translation>%1, Spalte %2</translation>
    </message>
    <message>
        <source>%1, column %2, card %3 of %4, on top.</source>
        <extracomment>FreeCell focus on a column&apos;s top card: %1 card, %2 column, %3 its place from the bottom, %4 cards in the column.</extracomment>
        <translation>%1, Spalte %2, Karte %3 von %4, ganz oben.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, heads a run of %n card(s).</source>
        <extracomment>Focus on a card that heads a run. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards of the run it heads, itself included (what Space picks up; at least 2).</extracomment>
        <translation>
            <numerusform>%1, Spalte %2, Karte %3 von %4, beginnt eine Folge aus %n Karte.</numerusform>
            <numerusform>%1, Spalte %2, Karte %3 von %4, beginnt eine Folge aus %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) out of order.</source>
        <extracomment>FreeCell focus on a card with cards on it that are not a run it heads. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, Spalte %2, Karte %3 von %4, unter %n Karte, die nicht in Folge liegt.</numerusform>
            <numerusform>%1, Spalte %2, Karte %3 von %4, unter %n Karten, die nicht in Folge liegen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1, empty.</source>
        <extracomment>Focus on an empty column (arrow keys, 1–7), speech setting Brief; also FreeCell and Spider. %1 the column number.</extracomment>
        <translation>Spalte %1, leer.</translation>
    </message>
    <message>
        <source>Column %1, empty. Any card can go here.</source>
        <extracomment>FreeCell, focus on an empty column: any card may go there. %1 the column number.</extracomment>
        <translation>Spalte %1, leer. Hierhin kann jede Karte.</translation>
    </message>
    <message>
        <source>Free cell %1, empty.</source>
        <extracomment>FreeCell focus on an empty free cell. %1 its number (1–4).</extracomment>
        <translation>Freie Zelle %1, leer.</translation>
    </message>
    <message>
        <source>%1, free cell %2.</source>
        <extracomment>FreeCell, focus on a free cell that holds a card. %1 the card in the free cell, %2 the cell&apos;s number.</extracomment>
        <translation>%1, freie Zelle %2.</translation>
    </message>
    <message>
        <source>There is no card to pick up in %1.</source>
        <extracomment>FreeCell: Space on a pile with no card to pick up. %1 the pile (&quot;free cell 2&quot;, &quot;column 5&quot;).</extracomment>
        <translation>%1{in} gibt es keine Karte aufzunehmen.</translation>
    </message>
    <message>
        <source>Free cells: all four empty.</source>
        <extracomment>FreeCell, U (Say Free Cells) when no free cell holds a card.</extracomment>
        <translation>Freie Zellen: alle vier leer.</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a free cell with no card</comment>
        <extracomment>FreeCell, U (Say Free Cells): one empty cell in the list &quot;Free cells: 6 of spades, empty, empty, 9 of clubs.&quot;</extracomment>
        <translation>leer</translation>
    </message>
    <message>
        <source>Free cells: %1.</source>
        <extracomment>FreeCell, U (Say Free Cells). %1 the four free cells from the left, each a card or &quot;empty&quot;.</extracomment>
        <translation>Freie Zellen: %1.</translation>
    </message>
    <message>
        <source>Column %1: empty.</source>
        <extracomment>Golf, D (Say Columns): an empty column. %1 the column number.
----------
D (Say Columns), one empty column: %1 its number.</extracomment>
        <translation>Spalte %1: leer.</translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <extracomment>D (Say Columns), a column with no face-down card: %1 its number, %2 its cards from the deepest to the top, as a list.</extracomment>
        <translation>Spalte %1: %2.</translation>
    </message>
    <message>
        <source>Time %1.</source>
        <extracomment>I (Say Game Info): %1 the time played (&quot;4 minutes 12 seconds&quot;).</extracomment>
        <translation>Zeit %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s).</source>
        <extracomment>I (Say Game Info): %n moves made. Also under the win banner.
----------
The win banner, under &quot;You won in 4 minutes 12 seconds, score 645.&quot;: %n the moves made.</extracomment>
        <translation>
            <numerusform>%n Zug.</numerusform>
            <numerusform>%n Züge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s) empty.</source>
        <extracomment>FreeCell, I (Say Game Info): %n free cells that hold no card.</extracomment>
        <translation>
            <numerusform>%n freie Zelle ist leer.</numerusform>
            <numerusform>%n freie Zellen sind leer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s).</source>
        <extracomment>FreeCell, I (Say Game Info): %n columns with no card.</extracomment>
        <translation>
            <numerusform>%n leere Spalte.</numerusform>
            <numerusform>%n leere Spalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal.</source>
        <extracomment>After a new deal (F2) of a random deal, speech setting Brief.</extracomment>
        <translation>Neues Spiel.</translation>
    </message>
    <message>
        <source>Deal %1.</source>
        <extracomment>After a new deal chosen by number (Ctrl+G) or a restart, speech setting Brief. %1 the deal number.</extracomment>
        <translation>Spiel %1.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1.</source>
        <extracomment>FreeCell, after a new deal (F2, Ctrl+G). FreeCell: %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, Spiel %1.</translation>
    </message>
    <message>
        <source>Restarted FreeCell, deal %1.</source>
        <extracomment>FreeCell, after a restart (Ctrl+R). FreeCell: %1 Microsoft&apos;s deal number, dealt again from the start.</extracomment>
        <translation>FreeCell, Spiel %1 neu gestartet.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus and the last game was restored. %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, Spiel %1. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>FreeCell. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>FreeCell. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>FreeCell. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus, on a deal without a number.</extracomment>
        <translation>FreeCell. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus. %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, Spiel %1. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Every column is in order. Press Enter to finish.</source>
        <extracomment>FreeCell: every column is in order (each card on a higher one); Enter sends every card up.</extracomment>
        <translation>Alle Spalten sind geordnet. Drücke Eingabe zum Abschließen.</translation>
    </message>
    <message>
        <source>Every column is in order. Press Enter or click to finish.</source>
        <extracomment>FreeCell: the banner a mouse player sees when every column is in order.</extracomment>
        <translation>Alle Spalten sind geordnet. Drücke Eingabe oder klicke zum Abschließen.</translation>
    </message>
    <message>
        <source>Dead end: the solver has proved that this position cannot be won. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>FreeCell: the solver searched every position reachable from here and none wins.</extracomment>
        <translation>Sackgasse: Der Löser hat bewiesen, dass diese Stellung nicht zu gewinnen ist. Mach etwas rückgängig, um einen anderen Weg zu versuchen, oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>Safe cards now go up to the foundations by themselves.</source>
        <extracomment>FreeCell, after Auto-Move Safe Cards (Play menu) was turned on.</extracomment>
        <translation>Sichere Karten gehen jetzt von selbst auf die Zielstapel.</translation>
    </message>
    <message>
        <source>Safe cards no longer go up by themselves; press A to send them up.</source>
        <extracomment>FreeCell, after Auto-Move Safe Cards (Play menu) was turned off. A is the key of &quot;Move Safe Cards Up&quot;.</extracomment>
        <translation>Sichere Karten gehen nicht mehr von selbst hoch; drücke A, um sie hochzulegen.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;FreeCell&lt;/h2&gt;&lt;p&gt;Every card is dealt face up into eight columns. Build the four foundations up by suit, from the ace to the king; the game is won when all 52 cards are on them.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Only the top card of a column, or a card in a free cell, can move.&lt;/li&gt;&lt;li&gt;In the columns, put a card on one that is one rank higher and of the other colour: a black 8 on a red 9. Any card can go into an empty column.&lt;/li&gt;&lt;li&gt;Each of the four free cells holds one card.&lt;/li&gt;&lt;li&gt;A run built down in alternating colours moves as one when there is room to move it card by card: (empty free cells + 1) × 2 for each empty column (an empty column you move to does not count). The R key tells you how many cards you can move now.&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column, not to a free cell.&lt;/li&gt;&lt;li&gt;A card no other card can need any more goes up to its foundation by itself (Play menu: Auto-Move Safe Cards, on by default); each is its own undo step.&lt;/li&gt;&lt;li&gt;When every column is in order, press Enter and the cards go up by themselves.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Deal numbers are Microsoft&apos;s (1 to 1,000,000): of the first 32,000 only deal 11982 cannot be won. Undo takes back any number of moves; the time never counts against you.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in FreeCell: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;FreeCell&lt;/h2&gt;&lt;p&gt;Alle Karten werden aufgedeckt in acht Spalten ausgeteilt. Baue die vier Zielstapel nach Farbe auf, vom Ass bis zum König; das Spiel ist gewonnen, wenn alle 52 Karten darauf liegen.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Nur die oberste Karte einer Spalte oder eine Karte in einer freien Zelle kann bewegt werden.&lt;/li&gt;&lt;li&gt;In den Spalten legst du eine Karte auf eine, die einen Rang höher ist und die andere Farbe hat: eine schwarze 8 auf eine rote 9. In eine leere Spalte kann jede Karte.&lt;/li&gt;&lt;li&gt;Jede der vier freien Zellen fasst eine Karte.&lt;/li&gt;&lt;li&gt;Eine abwärts in wechselnden Farben gebaute Folge bewegt sich als Ganzes, wenn genug Platz ist, sie Karte für Karte zu bewegen: (leere freie Zellen + 1) × 2 für jede leere Spalte (eine leere Zielspalte zählt nicht). Die Taste R sagt dir, wie viele Karten du jetzt bewegen kannst.&lt;/li&gt;&lt;li&gt;Die oberste Karte eines Zielstapels darf zurück in eine Spalte, nicht in eine freie Zelle.&lt;/li&gt;&lt;li&gt;Eine Karte, die von keiner anderen Karte mehr gebraucht wird, geht von selbst auf ihren Zielstapel (Menü Spielen: Sichere Karten automatisch hochlegen, standardmäßig an); jede ist ein eigener Rückgängig-Schritt.&lt;/li&gt;&lt;li&gt;Wenn alle Spalten geordnet sind, drücke Eingabe, und die Karten gehen von selbst hoch.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Die Spielnummern sind die von Microsoft (1 bis 1.000.000): Von den ersten 32.000 ist nur Spiel 11982 nicht zu gewinnen. Rückgängig nimmt beliebig viele Züge zurück; die Zeit zählt nie gegen dich.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of FreeCell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the free cells, the foundations and the eight columns; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;8&lt;/b&gt; go to a column, &lt;b&gt;C&lt;/b&gt; to the free cells (again: the next one).&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; choose how much of the run to take.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down, &lt;b&gt;Enter&lt;/b&gt; sends a card to the best place, &lt;b&gt;X&lt;/b&gt; to a free cell, &lt;b&gt;F&lt;/b&gt; to its foundation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: how many cards you can move now. &lt;b&gt;U&lt;/b&gt;: the free cells. &lt;b&gt;T&lt;/b&gt;: the foundations. &lt;b&gt;D&lt;/b&gt;: the columns. &lt;b&gt;I&lt;/b&gt;: time, moves and whether the deal can still be won. &lt;b&gt;H&lt;/b&gt;: a hint, the first move of a winning line when the solver has found one.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card, or a run, onto another pile.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to the best place: its foundation when that is safe, else onto a card, else a free cell (a run: an empty column).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to its foundation.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in FreeCell: FreeCell&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Tasten in FreeCell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Pfeil links&lt;/b&gt; und &lt;b&gt;Pfeil rechts&lt;/b&gt; gehen durch die freien Zellen, die Zielstapel und die acht Spalten; &lt;b&gt;1&lt;/b&gt; bis &lt;b&gt;8&lt;/b&gt; gehen zu einer Spalte, &lt;b&gt;C&lt;/b&gt; zu den freien Zellen (noch einmal: zur nächsten).&lt;/li&gt;&lt;li&gt;In einer Spalte wählen &lt;b&gt;Pfeil hoch&lt;/b&gt; und &lt;b&gt;Pfeil runter&lt;/b&gt;, wie viel von der Folge du nimmst.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Leertaste&lt;/b&gt; nimmt auf und legt hin, &lt;b&gt;Eingabe&lt;/b&gt; schickt eine Karte auf den besten Platz, &lt;b&gt;X&lt;/b&gt; in eine freie Zelle, &lt;b&gt;F&lt;/b&gt; auf ihren Zielstapel.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: wie viele Karten du jetzt bewegen kannst. &lt;b&gt;U&lt;/b&gt;: die freien Zellen. &lt;b&gt;T&lt;/b&gt;: die Zielstapel. &lt;b&gt;D&lt;/b&gt;: die Spalten. &lt;b&gt;I&lt;/b&gt;: Zeit, Züge und ob das Spiel noch zu gewinnen ist. &lt;b&gt;H&lt;/b&gt;: ein Tipp, der erste Zug eines Gewinnwegs, wenn der Löser einen gefunden hat.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Mit der Maus&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Ziehe&lt;/b&gt; eine Karte oder eine Folge auf einen anderen Stapel.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Klicke&lt;/b&gt; auf eine Karte, um sie auf den besten Platz zu schicken: auf ihren Zielstapel, wenn das sicher ist, sonst auf eine Karte, sonst in eine freie Zelle (eine Folge: in eine leere Spalte).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Doppelklicke&lt;/b&gt; auf eine Karte, um sie auf ihren Zielstapel zu schicken.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Top row: nothing above %1.</source>
        <extracomment>FreeCell: Up on a free cell or a foundation (the top row): the focus stays. %1 = &quot;free cell 2&quot;, &quot;the hearts foundation&quot; (a FreeCell pile inside a sentence).
----------
Up on a pile of the top row: the focus stays. %1 = &quot;the stock&quot;, &quot;the waste&quot;, &quot;the hearts foundation&quot; (pile_name).</extracomment>
        <translation>Obere Reihe: Über %1{dat} ist nichts.</translation>
    </message>
    <message>
        <source>%1 ends here: this card is on top.</source>
        <extracomment>FreeCell and Spider: Down on a column&apos;s top card (the one said &quot;on top&quot;); the focus stays. %1 the column (&quot;column 3&quot;).</extracomment>
        <translation>%1 endet hier: Diese Karte liegt ganz oben.</translation>
    </message>
    <message>
        <source>The arrow keys move between the piles, 1 to 8 go to a column, C to the free cells. F1 lists the keys.</source>
        <extracomment>FreeCell: Tab pressed on the board (the piles are reached with the arrow keys, the digits and C).</extracomment>
        <translation>Die Pfeiltasten wechseln zwischen den Stapeln, 1 bis 8 gehen zu einer Spalte, C zu den freien Zellen. F1 listet die Tasten.</translation>
    </message>
    <message>
        <source>free cell %1</source>
        <extracomment>A FreeCell free cell inside a sentence. %1 its number, 1–4 from the left. Forms allowed.</extracomment>
        <translation>freie Zelle %1|nom:die freie Zelle %1|akk:die freie Zelle %1|dat:der freien Zelle %1|gen:der freien Zelle %1|in:in der freien Zelle %1|aus:aus der freien Zelle %1</translation>
    </message>
    <message numerus="yes">
        <source>Can&apos;t move the %1 with the cards on it: %n card(s), but there is room to move %2.</source>
        <extracomment>FreeCell supermove refused. %1 the run&apos;s first card; %n the cards in the run; %2 how many may move at once now.</extracomment>
        <translation>
            <numerusform>%1{nom} lässt sich nicht mit den Karten darauf bewegen: %n Karte, aber Platz ist nur für %2.</numerusform>
            <numerusform>%1{nom} lässt sich nicht mit den Karten darauf bewegen: %n Karten, aber Platz ist nur für %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can move %n card(s) at once onto a card, %1 into an empty column: %2 free cells, %3 empty columns.</source>
        <extracomment>FreeCell &quot;how many cards can I move?&quot;. %n cards onto a card; %1 cards into an empty column; %2 free cells, %3 empty columns.</extracomment>
        <translation>
            <numerusform>Du kannst %n Karte auf einmal auf eine Karte bewegen, %1 in eine leere Spalte: %2 freie Zellen, %3 leere Spalten.</numerusform>
            <numerusform>Du kannst %n Karten auf einmal auf eine Karte bewegen, %1 in eine leere Spalte: %2 freie Zellen, %3 leere Spalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: a cell holds one card, and cards lie on it.</source>
        <extracomment>FreeCell: X (To Free Cell) on a card with cards on it. %1 the card.</extracomment>
        <translation>%1{nom} kann nicht in eine freie Zelle: Eine Zelle fasst nur eine Karte, und darauf liegen noch andere.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in free cell %2: the %3 is there.</source>
        <extracomment>FreeCell: a move to a taken free cell. %1 the card, %2 the cell&apos;s number, %3 the card already in it.</extracomment>
        <translation>%1{nom} kann nicht in freie Zelle %2: Dort liegt %3{nom}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: all four are full.</source>
        <extracomment>FreeCell: a move to a free cell when all four hold a card. %1 the card.</extracomment>
        <translation>%1{nom} kann nicht in eine freie Zelle: Alle vier sind belegt.</translation>
    </message>
    <message>
        <source>The %1 is already in a free cell.</source>
        <extracomment>FreeCell: a move of a card from a free cell to another free cell. %1 the card.</extracomment>
        <translation>%1{nom} liegt schon in einer freien Zelle.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: a foundation card may only go back to a column.</source>
        <extracomment>FreeCell: a foundation card sent to a free cell. %1 the card.</extracomment>
        <translation>%1{nom} kann nicht in eine freie Zelle: Eine Karte vom Zielstapel darf nur zurück in eine Spalte.</translation>
    </message>
    <message>
        <source>Golf</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Golf.</extracomment>
        <translation>Golf</translation>
    </message>
    <message>
        <source>Golf, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Golf, Spiel %1. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Golf. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Golf. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Golf. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Golf. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Golf, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Golf, Spiel %1. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>New Golf deal.</source>
        <extracomment>Golf, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Neues Golf-Spiel.</translation>
    </message>
    <message>
        <source>Restarted Golf, deal %1.</source>
        <extracomment>Golf, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Golf, Spiel %1 neu gestartet.</translation>
    </message>
    <message>
        <source>Golf, deal %1.</source>
        <extracomment>Golf, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Golf, Spiel %1.</translation>
    </message>
    <message>
        <source>Golf, deal %1. The waste shows the %2: %3 fits.</source>
        <extracomment>Golf, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the card on the waste, %3 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a 2&quot;).</extracomment>
        <translation>Golf, Spiel %1. Auf der Ablage liegt %2{nom}: %3 passt.</translation>
    </message>
    <message>
        <source>an %1</source>
        <extracomment>Golf: an ace or an 8 with its article, inside a sentence (&quot;an 8&quot;, &quot;an ace&quot;). %1 the rank&apos;s name.</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>a %1</source>
        <extracomment>Golf: any other rank with its article, inside a sentence (&quot;a 4&quot;, &quot;a queen&quot;). %1 the rank&apos;s name.</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Golf: the two ranks that go on the waste&apos;s card, inside a sentence (&quot;a 4 or a 6&quot;, &quot;an 8 or a 10&quot;). %1 and %2 each a rank with its article.
----------
Two or more columns a run may go to: %1 the first ones (&quot;2, 6&quot;), %2 the last (&quot;9&quot;).
----------
TriPeaks: the two ranks that go on the waste&apos;s card. %1 and %2 each a rank with its article (&quot;a 7&quot;, &quot;a 9&quot;).</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>only %1</source>
        <extracomment>Golf: the one rank that goes on an ace or a king, inside a sentence (&quot;only a 2&quot;, &quot;only a queen&quot;). %1 a rank with its article.</extracomment>
        <translation>nur %1</translation>
    </message>
    <message>
        <source>%1, column %2, last card, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s last card (nothing under it) that can go on the waste now. %1 the card, %2 the column number.</extracomment>
        <translation>%1, Spalte %2, letzte Karte, passt auf die Ablage</translation>
    </message>
    <message>
        <source>%1, column %2, last card, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s last card (nothing under it) that does not fit the waste now. %1 the card, %2 the column number.</extracomment>
        <translation>%1, Spalte %2, letzte Karte, passt nicht auf die Ablage</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that can go on the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, Spalte %2, oberste Karte, %n Karte darunter, passt auf die Ablage</numerusform>
            <numerusform>%1, Spalte %2, oberste Karte, %n Karten darunter, passt auf die Ablage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that does not fit the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, Spalte %2, oberste Karte, %n Karte darunter, passt nicht auf die Ablage</numerusform>
            <numerusform>%1, Spalte %2, oberste Karte, %n Karten darunter, passt nicht auf die Ablage</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2, card %3 from the top, under %4</source>
        <extracomment>Golf, the focus on a column card with cards on it (not free). %1 the card, %2 the column number, %3 its place counted from the column&apos;s top card (2: the second from the top), %4 the cards lying on it, the one right on it first, as a list.</extracomment>
        <translation>%1, Spalte %2, Karte %3 von oben, unter %4{dat}</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>Golf, the focus on an empty column (it stays empty). %1 the column number.</extracomment>
        <translation>Spalte %1, leer</translation>
    </message>
    <message>
        <source>%1, waste, %2 fits</source>
        <extracomment>Golf, the focus on the waste. %1 its top card, %2 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a 2&quot;).</extracomment>
        <translation>%1, Ablage, %2 passt</translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <extracomment>Golf, the focus on the empty stock (one pass: it stays empty).</extracomment>
        <translation>Talon, leer</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s) left</source>
        <extracomment>Golf, the focus on the stock. %n how many cards are left in it.</extracomment>
        <translation>
            <numerusform>Talon, noch %n Karte</numerusform>
            <numerusform>Talon, noch %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Golf: a column&apos;s accessible name. %1 its number.
----------
Accessible name of a tableau column, %1 = 1..7.</extracomment>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Waste</source>
        <extracomment>Golf: the waste&apos;s accessible name (the one foundation every card ends on).
----------
Accessible name of the waste pile (cards turned from the stock).
----------
TriPeaks: the waste&apos;s accessible name.</extracomment>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>Golf: the stock&apos;s accessible name.
----------
Accessible name of the stock pile (cards not yet dealt, turned with N).
----------
TriPeaks: the stock&apos;s accessible name.</extracomment>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Played %1 on the %2.</source>
        <extracomment>Golf, after a card went from a column onto the waste. %1 the card played, %2 the waste card it went on.</extracomment>
        <translation>%1{nom} liegt jetzt auf %2{dat}.</translation>
    </message>
    <message>
        <source>Redone: played %1 on the %2.</source>
        <extracomment>Golf, after redoing a play (Ctrl+Y). %1 the card played again, %2 the waste card it went on.</extracomment>
        <translation>Wiederholt: %1{akk} auf %2{akk} gespielt.</translation>
    </message>
    <message>
        <source>Redone: turned the %1.</source>
        <extracomment>Golf, after redoing a draw (Ctrl+Y). %1 the card turned again.</extracomment>
        <translation>Wiederholt: %1{akk} aufgedeckt.</translation>
    </message>
    <message>
        <source>Column %1 shows the %2.</source>
        <extracomment>Golf, after a play: the column&apos;s new top card (now free). %1 the column number, %2 the card.</extracomment>
        <translation>In Spalte %1 liegt jetzt %2{nom} oben.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <extracomment>Golf, after a play that took a column&apos;s last card. %1 the column number.</extracomment>
        <translation>Spalte %1 ist leer.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <extracomment>Golf, after a play: what fits the waste now. %1 the ranks (&quot;a 5 or a 7&quot;, &quot;only a queen&quot;).
----------
TriPeaks, after a move: what goes on the waste now. %1 the ranks (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>Als Nächstes: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the columns.</source>
        <extracomment>Golf, after a play: %n how many cards are left in the seven columns.</extracomment>
        <translation>
            <numerusform>Noch %n Karte in den Spalten.</numerusform>
            <numerusform>Noch %n Karten in den Spalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned the %1: %2 fits.</source>
        <extracomment>Golf, after a draw (N, or a click on the stock). %1 the card turned onto the waste, %2 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a queen&quot;).</extracomment>
        <translation>Aufgedeckt: %1, %2 passt.</translation>
    </message>
    <message numerus="yes">
        <source>%n left in the stock.</source>
        <extracomment>Golf, after a draw, and in U and I: %n how many cards are left in the stock.</extracomment>
        <translation>
            <numerusform>Noch %n im Talon.</numerusform>
            <numerusform>Noch %n im Talon.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: the %1 is back on column %2. The waste shows the %3.</source>
        <extracomment>Golf, after undoing a play. %1 the card back on its column, %2 the column number, %3 the waste&apos;s card now.</extracomment>
        <translation>Rückgängig: %1{nom} liegt wieder in Spalte %2. Auf der Ablage liegt %3{nom}.</translation>
    </message>
    <message>
        <source>Undone: the %1 is back on the stock. The waste shows the %2.</source>
        <extracomment>Golf, after undoing a draw. %1 the card back on the stock, %2 the waste&apos;s card now.</extracomment>
        <translation>Rückgängig: %1{nom} liegt wieder im Talon. Auf der Ablage liegt %2{nom}.</translation>
    </message>
    <message>
        <source>Play %1 from column %2</source>
        <extracomment>Golf: a play in the Edit menu&apos;s undo history. %1 the card, %2 the column it came from.</extracomment>
        <translation>%1 aus Spalte %2 spielen</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>Golf: a draw in the Edit menu&apos;s undo history. %1 the card turned.</extracomment>
        <translation>%1 aufdecken</translation>
    </message>
    <message numerus="yes">
        <source>You won in %1! All the columns are cleared, %n card(s) left in the stock: score minus %n.</source>
        <extracomment>Golf, the win (the last column emptied). %1 the time played, %n the cards left in the stock (the score is minus that number).</extracomment>
        <translation>
            <numerusform>Du hast in %1 gewonnen! Alle Spalten sind abgeräumt, %n Karte bleibt im Talon: Punkte minus %n.</numerusform>
            <numerusform>Du hast in %1 gewonnen! Alle Spalten sind abgeräumt, %n Karten bleiben im Talon: Punkte minus %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>No moves left: no top card fits the waste, and no draw can help. Score %1. Undo, or press F2 for a new deal.</source>
        <extracomment>Golf, said after a move when no column card fits the waste or any card left in the stock. %1 the cards left in the columns (the score).</extracomment>
        <translation>Keine Züge mehr: Keine oberste Karte passt auf die Ablage, und Ziehen hilft nicht. Punkte %1. Mach etwas rückgängig oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>The %1 doesn&apos;t fit the %2: it needs %3.</source>
        <extracomment>Golf, refused: a card one rank away from the waste&apos;s card goes on it. %1 the card, %2 the waste&apos;s card, %3 the ranks that fit (&quot;a 4 or a 6&quot;).
----------
TriPeaks, a card refused on the waste. %1 the card, %2 the waste&apos;s card, %3 the ranks that fit (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>%1{nom} passt nicht auf %2{akk}: Nötig ist %3.</translation>
    </message>
    <message>
        <source>No wrapping: only a 2 goes on an ace.</source>
        <extracomment>Golf, refused: a king on an ace (ranks do not wrap around).</extracomment>
        <translation>Kein Übergang: Auf ein Ass passt nur eine 2.</translation>
    </message>
    <message>
        <source>Only a queen goes on a king.</source>
        <extracomment>Golf, refused: an ace on a king.</extracomment>
        <translation>Auf einen König passt nur eine Dame.</translation>
    </message>
    <message>
        <source>Only the top card of a column can be played: the %1 is under the %2.</source>
        <extracomment>Golf, refused: a card with cards on it. %1 the card, %2 the card lying right on it.</extracomment>
        <translation>%1{nom} liegt unter %2{dat}: Nur die oberste Karte einer Spalte kann gespielt werden.</translation>
    </message>
    <message>
        <source>The %1 is already on the waste.</source>
        <extracomment>Golf, refused: the card is already on the waste. %1 the card.</extracomment>
        <translation>%1{nom} liegt schon auf der Ablage.</translation>
    </message>
    <message>
        <source>The %1 is still in the stock: N turns the next card.</source>
        <extracomment>Golf, refused: a card still in the stock. %1 the card.</extracomment>
        <translation>%1{nom} ist noch im Talon: N deckt die nächste Karte auf.</translation>
    </message>
    <message>
        <source>Nothing goes on a column: the %1 can only go onto the waste.</source>
        <extracomment>Golf, refused: a held card put down on a column (nothing is ever placed on a column). %1 the card.</extracomment>
        <translation>%1{nom} kann nur auf die Ablage: Auf eine Spalte kommt nichts.</translation>
    </message>
    <message>
        <source>The stock takes no card: the %1 can only go onto the waste.</source>
        <extracomment>Golf, refused: a held card put down on the stock (cards only leave it). %1 the card.</extracomment>
        <translation>%1{nom} kann nur auf die Ablage: Auf den Talon kommt keine Karte.</translation>
    </message>
    <message>
        <source>The waste&apos;s card stays: play a column&apos;s top card onto it.</source>
        <extracomment>Golf, Space on the waste: its card is the target of every play, it is never picked up.</extracomment>
        <translation>Die Karte der Ablage bleibt liegen: Spiele die oberste Karte einer Spalte darauf.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <extracomment>Golf, refused: a draw from the empty stock (one pass, no recycling).
----------
Spider, U (Say Stock) and I (Say Game Info) when no row is left to deal; also after R.
----------
TriPeaks, a draw with an empty stock (one pass: it is not turned over).</extracomment>
        <translation>Der Talon ist leer.</translation>
    </message>
    <message>
        <source>The deal is won: no move after a win.</source>
        <extracomment>Golf, refused: a move after the win.</extracomment>
        <translation>Das Spiel ist gewonnen: Nach einem Sieg gibt es keine Züge mehr.</translation>
    </message>
    <message>
        <source>Bottom of column %1.</source>
        <extracomment>Golf, Up on a column&apos;s bottom card (the focus stays). %1 the column number.</extracomment>
        <translation>Unterste Karte von Spalte %1.</translation>
    </message>
    <message>
        <source>Nothing below the waste and the stock.</source>
        <extracomment>Golf, Down on the waste or the stock (the focus stays).</extracomment>
        <translation>Unter Ablage und Talon kommt nichts mehr.</translation>
    </message>
    <message numerus="yes">
        <source>draw, %n left in the stock</source>
        <extracomment>Golf, H&apos;s hint or M&apos;s list: draw a card. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>ziehen, noch %n im Talon</numerusform>
            <numerusform>ziehen, noch %n im Talon</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing fits, and the stock is empty.</source>
        <extracomment>Golf, M when no top card fits the waste and the stock is empty.
----------
TriPeaks, M when no free card fits the waste and the stock is empty.</extracomment>
        <translation>Nichts passt, und der Talon ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing fits: draw, %n left in the stock.</source>
        <extracomment>Golf, M when no top card fits the waste. %n the cards left in the stock.
----------
TriPeaks, M when no free card fits the waste. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Nichts passt: ziehen, noch %n im Talon.</numerusform>
            <numerusform>Nichts passt: ziehen, noch %n im Talon.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fits the waste: %1.</source>
        <extracomment>Golf, M: the top cards that fit the waste now. %1 the list (&quot;7 of hearts, column 3; 5 of diamonds, column 6&quot;).
----------
TriPeaks, M: the free cards that fit the waste; the stock is empty. %1 the cards with their rows (&quot;9 of clubs, row 4; 7 of diamonds, row 3&quot;).</extracomment>
        <translation>Passt auf die Ablage: %1.</translation>
    </message>
    <message>
        <source>Column %1, from the top: %2.</source>
        <extracomment>Golf, D (Say Columns): one column, from its top card down. %1 the column number, %2 its cards as a list.</extracomment>
        <translation>Spalte %1, von oben: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: the %1, %2 fits. %n card(s) left in the stock.</source>
        <extracomment>Golf, U (Say Waste and Stock). %1 the waste&apos;s card, %2 the ranks that fit it, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Ablage: %1, %2 passt. Noch %n Karte im Talon.</numerusform>
            <numerusform>Ablage: %1, %2 passt. Noch %n Karten im Talon.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in column %2, card %3 from the top.</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card in a column. %1 the card, %2 the column, %3 its place from the top (1: the top card).</extracomment>
        <translation>%1{nom} liegt in Spalte %2, Karte %3 von oben.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 is on the waste, under %n card(s).</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card on the waste. %1 the card, %n how many cards lie on it.</extracomment>
        <translation>
            <numerusform>%1{nom} liegt auf der Ablage, unter %n Karte.</numerusform>
            <numerusform>%1{nom} liegt auf der Ablage, unter %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in the stock.</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card still in the stock (where in the stock is not said: its order is hidden). %1 the card.</extracomment>
        <translation>%1{nom} ist im Talon.</translation>
    </message>
    <message numerus="yes">
        <source>Score %1 strokes, %n card(s) left in the stock, time %2.</source>
        <extracomment>Golf, I (Say Game Info), before whether the deal can still be won. %1 the score in strokes (the cards left in the columns; minus the stock left once won), %2 the time played, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>Punkte: %1 Schläge, noch %n Karte im Talon, Zeit %2.</numerusform>
            <numerusform>Punkte: %1 Schläge, noch %n Karten im Talon, Zeit %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left and Right move between the seven columns, the waste and the stock, 1 to 7 go to a column&apos;s top card, Up and Down along a column. Enter plays the card onto the waste; Space picks it up, to play it with Enter from anywhere, and Escape puts it back. N draws, M says what fits. F1 lists the keys.</source>
        <extracomment>Golf: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Pfeil links und rechts wechseln zwischen den sieben Spalten, der Ablage und dem Talon, 1 bis 7 gehen zur obersten Karte einer Spalte, Pfeil hoch und runter entlang einer Spalte. Eingabe spielt die Karte auf die Ablage; Leertaste nimmt sie auf, um sie von überall mit Eingabe zu spielen, und Escape legt sie zurück. N zieht, M sagt, was passt. F1 listet die Tasten.</translation>
    </message>
    <message>
        <source>Golf solitaire. Left and Right move between the columns, the waste and the stock, Up and Down along a column, Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>Golf: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Golf-Patience. Pfeil links und rechts wechseln zwischen den Spalten, der Ablage und dem Talon, Pfeil hoch und runter entlang einer Spalte, Eingabe spielt eine Karte auf die Ablage, N zieht, H gibt einen Tipp, F1 listet alle Tasten.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five face-up cards, a stock of 16 and a waste. Clear the columns: every card goes onto the waste.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A column&apos;s top card goes onto the waste when it is one rank above or below the waste&apos;s card, whatever the suit: on a 7, a 6 or an 8. No wrapping: on an ace only a 2, on a king only a queen.&lt;/li&gt;&lt;li&gt;Draw the stock&apos;s next card onto the waste at any time; one pass, no recycling.&lt;/li&gt;&lt;li&gt;Nothing is ever put on a column; an empty column stays empty.&lt;/li&gt;&lt;li&gt;The score is in strokes, lower is better: the cards left in the columns; a won deal scores minus the cards left in the stock.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Keys of Golf&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the seven columns, the waste and the stock; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; go to a column&apos;s top card, &lt;b&gt;P&lt;/b&gt; to the waste.&lt;/li&gt;&lt;li&gt;In a column you start on the top card, the one that can be played: &lt;b&gt;Up&lt;/b&gt; goes to the cards under it, &lt;b&gt;Down&lt;/b&gt; back to the top, and from the top card to the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the card you are on onto the waste (on the stock: draws); &lt;b&gt;Space&lt;/b&gt; picks a top card up and, on the waste (&lt;b&gt;P&lt;/b&gt;), puts it down; &lt;b&gt;N&lt;/b&gt; draws. With the mouse, click a card or drag it onto the waste; click the stock to draw.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; says the top cards that fit the waste, &lt;b&gt;H&lt;/b&gt; gives a hint, &lt;b&gt;D&lt;/b&gt; reads the columns from the top card down, &lt;b&gt;U&lt;/b&gt; the waste and the stock, &lt;b&gt;I&lt;/b&gt; the score, the stock and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Golf: the rules and the keys (HTML; keep the tags, translate the text; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Sieben Spalten mit je fünf aufgedeckten Karten, ein Talon mit 16 Karten und eine Ablage. Räume die Spalten ab: Jede Karte kommt auf die Ablage.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Die oberste Karte einer Spalte kommt auf die Ablage, wenn sie einen Rang höher oder niedriger ist als die Karte der Ablage, egal in welcher Farbe: auf eine 7 eine 6 oder eine 8. Kein Übergang: auf ein Ass nur eine 2, auf einen König nur eine Dame.&lt;/li&gt;&lt;li&gt;Ziehe jederzeit die nächste Karte des Talons auf die Ablage; ein Durchgang, kein erneutes Durchlaufen.&lt;/li&gt;&lt;li&gt;Auf eine Spalte wird nie etwas gelegt; eine leere Spalte bleibt leer.&lt;/li&gt;&lt;li&gt;Gezählt wird in Schlägen, weniger ist besser: die Karten, die in den Spalten bleiben; ein gewonnenes Spiel zählt minus die Karten, die im Talon bleiben.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Tasten in Golf&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Pfeil links&lt;/b&gt; und &lt;b&gt;Pfeil rechts&lt;/b&gt; gehen durch die sieben Spalten, die Ablage und den Talon; &lt;b&gt;1&lt;/b&gt; bis &lt;b&gt;7&lt;/b&gt; gehen zur obersten Karte einer Spalte, &lt;b&gt;P&lt;/b&gt; zur Ablage.&lt;/li&gt;&lt;li&gt;In einer Spalte beginnst du auf der obersten Karte, der spielbaren: &lt;b&gt;Pfeil hoch&lt;/b&gt; geht zu den Karten darunter, &lt;b&gt;Pfeil runter&lt;/b&gt; zurück nach oben und von der obersten Karte zur Ablage.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Eingabe&lt;/b&gt; spielt die Karte, auf der du bist, auf die Ablage (auf dem Talon: zieht); &lt;b&gt;Leertaste&lt;/b&gt; nimmt eine oberste Karte auf und legt sie auf der Ablage (&lt;b&gt;P&lt;/b&gt;) hin; &lt;b&gt;N&lt;/b&gt; zieht. Mit der Maus: Klicke eine Karte an oder ziehe sie auf die Ablage; klicke auf den Talon, um zu ziehen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; sagt die obersten Karten, die auf die Ablage passen, &lt;b&gt;H&lt;/b&gt; gibt einen Tipp, &lt;b&gt;D&lt;/b&gt; liest die Spalten von der obersten Karte abwärts, &lt;b&gt;U&lt;/b&gt; Ablage und Talon, &lt;b&gt;I&lt;/b&gt; die Punkte, den Talon und ob das Spiel noch zu gewinnen ist.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Keys and Rules</source>
        <extracomment>Help menu, Keys and Rules (F1): the dialog&apos;s title and accessible name.</extracomment>
        <translation>Tasten und Regeln</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>F1, Keys tab: the heading of the Game menu&apos;s commands in the list (no access letter).</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Edit</source>
        <extracomment>F1, Keys tab: the heading of the Edit menu&apos;s commands in the list.</extracomment>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>F1, Keys tab: the heading of the Play menu&apos;s commands in the list.</extracomment>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Ask</source>
        <extracomment>F1, Keys tab: the heading of the Say menu&apos;s commands (those that speak the game&apos;s state).</extracomment>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>View</source>
        <extracomment>F1, Keys tab: the heading of the View menu&apos;s commands in the list.</extracomment>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Help</source>
        <extracomment>F1, Keys tab: the heading of the Help menu&apos;s commands in the list.</extracomment>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>no key</source>
        <extracomment>F1, Keys tab, and Change Keys: the keys of a command that has none. Shown when a command has no key.</extracomment>
        <translation>keine Taste</translation>
    </message>
    <message>
        <source>Every command and its keys. Use Up and Down to read the list; Left and Right close and open a group.</source>
        <extracomment>F1, Keys tab: the line above the list of commands (a tree: groups by menu).</extracomment>
        <translation>Alle Befehle und ihre Tasten. Lies die Liste mit Pfeil hoch und runter; Pfeil links und rechts schließen und öffnen eine Gruppe.</translation>
    </message>
    <message>
        <source>Mouse play is explained on the Rules page.</source>
        <extracomment>F1, Keys tab: after the line above the list of commands.</extracomment>
        <translation>Das Spielen mit der Maus wird auf der Seite Regeln erklärt.</translation>
    </message>
    <message>
        <source>Commands and keys</source>
        <extracomment>F1, Keys tab: accessible name of the list of commands.</extracomment>
        <translation>Befehle und Tasten</translation>
    </message>
    <message>
        <source>Command</source>
        <extracomment>F1, Keys tab: header of the list&apos;s first column (the command&apos;s name).</extracomment>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>F1, Keys tab: header of the list&apos;s second column (the command&apos;s keys).</extracomment>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What it does</source>
        <extracomment>F1, Keys tab: header of the list&apos;s third column (what the command does).</extracomment>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>F1, the Rules tab: the accessible name of the rules text (read by a screen reader on entering it).</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The rules of Klondike, then how to play with the mouse. Read it line by line.</source>
        <extracomment>F1, Rules tab in Klondike: accessible description of the rules text.</extracomment>
        <translation>Die Regeln von Klondike, danach das Spielen mit der Maus. Zeile für Zeile lesen.</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <extracomment>F1: the tab with the list of commands and keys. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Tasten</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <extracomment>F1: the tab with the game&apos;s rules. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Change Keys…</source>
        <extracomment>F1, Keys tab: the button that opens the Change Keys dialog. &amp; marks the Alt access letter.</extracomment>
        <translation>Tasten &amp;ändern…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;Build the four foundations up by suit, from the ace to the king. The game is won when all 52 cards are on the foundations.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;In the seven columns, put a card on one that is one rank higher and of the other colour: a black 8 on a red 9. A run built like that moves as one.&lt;/li&gt;&lt;li&gt;Only a king, or a run headed by a king, goes into an empty column.&lt;/li&gt;&lt;li&gt;A face-down card at the top of a column turns face up by itself.&lt;/li&gt;&lt;li&gt;Turn cards from the stock onto the waste; only the top card of the waste can be played. When the stock is empty, turn the waste over to go through it again (as often as the rules you chose allow).&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column.&lt;/li&gt;&lt;li&gt;When every card in the columns is face up, press Enter and the cards go up by themselves, turning the stock as they need to.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Scoring (standard): 10 for each card to a foundation, 5 for a card from the waste to a column, 5 for each card turned face up, minus 15 for a card taken back from a foundation. Undo takes back any number of moves; the time never counts against you.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in Klondike: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;Baue die vier Zielstapel nach Farbe auf, vom Ass bis zum König. Das Spiel ist gewonnen, wenn alle 52 Karten auf den Zielstapeln liegen.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;In den sieben Spalten legst du eine Karte auf eine, die einen Rang höher ist und die andere Farbe hat: eine schwarze 8 auf eine rote 9. Eine so gebaute Folge bewegt sich als Ganzes.&lt;/li&gt;&lt;li&gt;In eine leere Spalte kommt nur ein König oder eine Folge, die mit einem König beginnt.&lt;/li&gt;&lt;li&gt;Eine verdeckte Karte oben auf einer Spalte wird von selbst aufgedeckt.&lt;/li&gt;&lt;li&gt;Decke Karten vom Talon auf die Ablage auf; nur die oberste Karte der Ablage ist spielbar. Ist der Talon leer, drehe die Ablage um, um sie noch einmal durchzugehen (so oft, wie die gewählten Regeln es erlauben).&lt;/li&gt;&lt;li&gt;Die oberste Karte eines Zielstapels darf zurück in eine Spalte.&lt;/li&gt;&lt;li&gt;Sind alle Karten in den Spalten aufgedeckt, drücke Eingabe, und die Karten gehen von selbst hoch; der Talon wird dabei nach Bedarf aufgedeckt.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Wertung (Standard): 10 für jede Karte auf einen Zielstapel, 5 für eine Karte von der Ablage in eine Spalte, 5 für jede aufgedeckte Karte, minus 15 für eine Karte, die von einem Zielstapel zurückgenommen wird. Rückgängig nimmt beliebig viele Züge zurück; die Zeit zählt nie gegen dich.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a face-up card onto another pile to move it there, with the cards on it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it, with the cards on it, to the best place it can go: its foundation when that is safe, else a column, preferring a move that turns up a face-down card.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to its foundation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click the stock&lt;/b&gt; to turn cards; when it is empty, click it to turn the waste over.&lt;/li&gt;&lt;li&gt;When every card is face up, click anywhere to finish.&lt;/li&gt;&lt;li&gt;Hold Ctrl and turn the mouse wheel to make the cards larger or smaller.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Klondike: playing with the mouse, after the rules (HTML; keep the tags).</extracomment>
        <translation>&lt;h2&gt;Mit der Maus&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Ziehe&lt;/b&gt; eine aufgedeckte Karte auf einen anderen Stapel, um sie mit den Karten darauf dorthin zu bewegen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Klicke&lt;/b&gt; auf eine Karte, um sie mit den Karten darauf auf den besten möglichen Platz zu schicken: auf ihren Zielstapel, wenn das sicher ist, sonst in eine Spalte, bevorzugt mit einem Zug, der eine verdeckte Karte aufdeckt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Doppelklicke&lt;/b&gt; auf eine Karte, um sie auf ihren Zielstapel zu schicken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Klicke auf den Talon&lt;/b&gt;, um Karten aufzudecken; ist er leer, klicke darauf, um die Ablage umzudrehen.&lt;/li&gt;&lt;li&gt;Sind alle Karten aufgedeckt, klicke irgendwohin zum Abschließen.&lt;/li&gt;&lt;li&gt;Halte Strg gedrückt und drehe das Mausrad, um die Karten größer oder kleiner zu machen.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Change Keys</source>
        <extracomment>F1, Change Keys…: the dialog&apos;s title.</extracomment>
        <translation>Tasten ändern</translation>
    </message>
    <message>
        <source>&amp;Commands:</source>
        <extracomment>Change Keys dialog: label of the list of commands. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Befehle:</translation>
    </message>
    <message>
        <source>Commands</source>
        <extracomment>Change Keys dialog: accessible name of the list of commands.</extracomment>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>New &amp;key:</source>
        <extracomment>Change Keys dialog: label of the field where the new key is pressed. &amp; marks the Alt access letter.</extracomment>
        <translation>Neue &amp;Taste:</translation>
    </message>
    <message>
        <source>New key: press the keys</source>
        <extracomment>Change Keys dialog: accessible name of the field where the new key is pressed.</extracomment>
        <translation>Neue Taste: Tasten drücken</translation>
    </message>
    <message>
        <source>&amp;Assign</source>
        <extracomment>Change Keys dialog: the button that gives the pressed key to the chosen command. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Zuweisen</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <extracomment>Change Keys dialog: the button that gives the chosen command its usual keys again. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Change Keys dialog: accessible name of the line that reports what a button did.</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Choose a command, then press the new key in the key field.</source>
        <extracomment>Change Keys dialog: Assign pressed with no command chosen or no key pressed.</extracomment>
        <translation>Wähle einen Befehl und drücke dann die neue Taste im Tastenfeld.</translation>
    </message>
    <message>
        <source>That key is already used by %1.</source>
        <extracomment>Change Keys dialog, after Assign with a key another command has. %1 the command that already has the key.</extracomment>
        <translation>Diese Taste hat schon „%1“.</translation>
    </message>
    <message>
        <source>%1 now uses %2.</source>
        <extracomment>Change Keys dialog, after Assign. %1 a command, %2 its new key.</extracomment>
        <translation>„%1“ hat jetzt %2.</translation>
    </message>
    <message>
        <source>%1 has its default keys again.</source>
        <extracomment>Change Keys dialog, after Default: %1 the command (&quot;Undo&quot;).</extracomment>
        <translation>„%1“ hat wieder seine Standardtasten.</translation>
    </message>
    <message>
        <source>Only in %1: %2</source>
        <extracomment>F1, a command of other games than the one in play: %1 the games&apos; names as a list in the language&apos;s own way (&quot;Klondike and FreeCell&quot;), %2 what the command does.</extracomment>
        <translation>Nur in %1: %2</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-Ass|nom:das Kreuz-Ass|akk:das Kreuz-Ass|dat:dem Kreuz-Ass|gen:des Kreuz-Asses|von:vom Kreuz-Ass</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-2|nom:die Kreuz-2|akk:die Kreuz-2|dat:der Kreuz-2|gen:der Kreuz-2|von:von der Kreuz-2</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-3|nom:die Kreuz-3|akk:die Kreuz-3|dat:der Kreuz-3|gen:der Kreuz-3|von:von der Kreuz-3</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-4|nom:die Kreuz-4|akk:die Kreuz-4|dat:der Kreuz-4|gen:der Kreuz-4|von:von der Kreuz-4</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-5|nom:die Kreuz-5|akk:die Kreuz-5|dat:der Kreuz-5|gen:der Kreuz-5|von:von der Kreuz-5</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-6|nom:die Kreuz-6|akk:die Kreuz-6|dat:der Kreuz-6|gen:der Kreuz-6|von:von der Kreuz-6</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-7|nom:die Kreuz-7|akk:die Kreuz-7|dat:der Kreuz-7|gen:der Kreuz-7|von:von der Kreuz-7</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-8|nom:die Kreuz-8|akk:die Kreuz-8|dat:der Kreuz-8|gen:der Kreuz-8|von:von der Kreuz-8</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-9|nom:die Kreuz-9|akk:die Kreuz-9|dat:der Kreuz-9|gen:der Kreuz-9|von:von der Kreuz-9</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-10|nom:die Kreuz-10|akk:die Kreuz-10|dat:der Kreuz-10|gen:der Kreuz-10|von:von der Kreuz-10</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-Bube|nom:der Kreuz-Bube|akk:den Kreuz-Buben|dat:dem Kreuz-Buben|gen:des Kreuz-Buben|von:vom Kreuz-Buben</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-Dame|nom:die Kreuz-Dame|akk:die Kreuz-Dame|dat:der Kreuz-Dame|gen:der Kreuz-Dame|von:von der Kreuz-Dame</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Kreuz-König|nom:der Kreuz-König|akk:den Kreuz-König|dat:dem Kreuz-König|gen:des Kreuz-Königs|von:vom Kreuz-König</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-Ass|nom:das Karo-Ass|akk:das Karo-Ass|dat:dem Karo-Ass|gen:des Karo-Asses|von:vom Karo-Ass</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-2|nom:die Karo-2|akk:die Karo-2|dat:der Karo-2|gen:der Karo-2|von:von der Karo-2</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-3|nom:die Karo-3|akk:die Karo-3|dat:der Karo-3|gen:der Karo-3|von:von der Karo-3</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-4|nom:die Karo-4|akk:die Karo-4|dat:der Karo-4|gen:der Karo-4|von:von der Karo-4</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-5|nom:die Karo-5|akk:die Karo-5|dat:der Karo-5|gen:der Karo-5|von:von der Karo-5</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-6|nom:die Karo-6|akk:die Karo-6|dat:der Karo-6|gen:der Karo-6|von:von der Karo-6</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-7|nom:die Karo-7|akk:die Karo-7|dat:der Karo-7|gen:der Karo-7|von:von der Karo-7</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-8|nom:die Karo-8|akk:die Karo-8|dat:der Karo-8|gen:der Karo-8|von:von der Karo-8</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-9|nom:die Karo-9|akk:die Karo-9|dat:der Karo-9|gen:der Karo-9|von:von der Karo-9</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-10|nom:die Karo-10|akk:die Karo-10|dat:der Karo-10|gen:der Karo-10|von:von der Karo-10</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-Bube|nom:der Karo-Bube|akk:den Karo-Buben|dat:dem Karo-Buben|gen:des Karo-Buben|von:vom Karo-Buben</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-Dame|nom:die Karo-Dame|akk:die Karo-Dame|dat:der Karo-Dame|gen:der Karo-Dame|von:von der Karo-Dame</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Karo-König|nom:der Karo-König|akk:den Karo-König|dat:dem Karo-König|gen:des Karo-Königs|von:vom Karo-König</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-Ass|nom:das Pik-Ass|akk:das Pik-Ass|dat:dem Pik-Ass|gen:des Pik-Asses|von:vom Pik-Ass</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-2|nom:die Pik-2|akk:die Pik-2|dat:der Pik-2|gen:der Pik-2|von:von der Pik-2</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-3|nom:die Pik-3|akk:die Pik-3|dat:der Pik-3|gen:der Pik-3|von:von der Pik-3</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-4|nom:die Pik-4|akk:die Pik-4|dat:der Pik-4|gen:der Pik-4|von:von der Pik-4</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-5|nom:die Pik-5|akk:die Pik-5|dat:der Pik-5|gen:der Pik-5|von:von der Pik-5</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-6|nom:die Pik-6|akk:die Pik-6|dat:der Pik-6|gen:der Pik-6|von:von der Pik-6</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-7|nom:die Pik-7|akk:die Pik-7|dat:der Pik-7|gen:der Pik-7|von:von der Pik-7</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-8|nom:die Pik-8|akk:die Pik-8|dat:der Pik-8|gen:der Pik-8|von:von der Pik-8</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-9|nom:die Pik-9|akk:die Pik-9|dat:der Pik-9|gen:der Pik-9|von:von der Pik-9</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-10|nom:die Pik-10|akk:die Pik-10|dat:der Pik-10|gen:der Pik-10|von:von der Pik-10</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-Bube|nom:der Pik-Bube|akk:den Pik-Buben|dat:dem Pik-Buben|gen:des Pik-Buben|von:vom Pik-Buben</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-Dame|nom:die Pik-Dame|akk:die Pik-Dame|dat:der Pik-Dame|gen:der Pik-Dame|von:von der Pik-Dame</translation>
    </message>
    <message>
        <source>king of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Pik-König|nom:der Pik-König|akk:den Pik-König|dat:dem Pik-König|gen:des Pik-Königs|von:vom Pik-König</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-Ass|nom:das Herz-Ass|akk:das Herz-Ass|dat:dem Herz-Ass|gen:des Herz-Asses|von:vom Herz-Ass</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-2|nom:die Herz-2|akk:die Herz-2|dat:der Herz-2|gen:der Herz-2|von:von der Herz-2</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-3|nom:die Herz-3|akk:die Herz-3|dat:der Herz-3|gen:der Herz-3|von:von der Herz-3</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-4|nom:die Herz-4|akk:die Herz-4|dat:der Herz-4|gen:der Herz-4|von:von der Herz-4</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-5|nom:die Herz-5|akk:die Herz-5|dat:der Herz-5|gen:der Herz-5|von:von der Herz-5</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-6|nom:die Herz-6|akk:die Herz-6|dat:der Herz-6|gen:der Herz-6|von:von der Herz-6</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-7|nom:die Herz-7|akk:die Herz-7|dat:der Herz-7|gen:der Herz-7|von:von der Herz-7</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-8|nom:die Herz-8|akk:die Herz-8|dat:der Herz-8|gen:der Herz-8|von:von der Herz-8</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-9|nom:die Herz-9|akk:die Herz-9|dat:der Herz-9|gen:der Herz-9|von:von der Herz-9</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-10|nom:die Herz-10|akk:die Herz-10|dat:der Herz-10|gen:der Herz-10|von:von der Herz-10</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-Bube|nom:der Herz-Bube|akk:den Herz-Buben|dat:dem Herz-Buben|gen:des Herz-Buben|von:vom Herz-Buben</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-Dame|nom:die Herz-Dame|akk:die Herz-Dame|dat:der Herz-Dame|gen:der Herz-Dame|von:von der Herz-Dame</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>Herz-König|nom:der Herz-König|akk:den Herz-König|dat:dem Herz-König|gen:des Herz-Königs|von:vom Herz-König</translation>
    </message>
    <message>
        <source>ace</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>ein Ass|rot:ein rotes Ass|schwarz:ein schwarzes Ass</translation>
    </message>
    <message>
        <source>2</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>eine 2|rot:eine rote 2|schwarz:eine schwarze 2</translation>
    </message>
    <message>
        <source>3</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>eine 3|rot:eine rote 3|schwarz:eine schwarze 3</translation>
    </message>
    <message>
        <source>4</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>eine 4|rot:eine rote 4|schwarz:eine schwarze 4</translation>
    </message>
    <message>
        <source>5</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>eine 5|rot:eine rote 5|schwarz:eine schwarze 5</translation>
    </message>
    <message>
        <source>6</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>eine 6|rot:eine rote 6|schwarz:eine schwarze 6</translation>
    </message>
    <message>
        <source>7</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>eine 7|rot:eine rote 7|schwarz:eine schwarze 7</translation>
    </message>
    <message>
        <source>8</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>eine 8|rot:eine rote 8|schwarz:eine schwarze 8</translation>
    </message>
    <message>
        <source>9</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>eine 9|rot:eine rote 9|schwarz:eine schwarze 9</translation>
    </message>
    <message>
        <source>10</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>eine 10|rot:eine rote 10|schwarz:eine schwarze 10</translation>
    </message>
    <message>
        <source>jack</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>ein Bube|rot:ein roter Bube|schwarz:ein schwarzer Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>eine Dame|rot:eine rote Dame|schwarz:eine schwarze Dame</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>ein König|rot:ein roter König|schwarz:ein schwarzer König</translation>
    </message>
    <message>
        <source>clubs</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only clubs&quot;. Forms allowed.</extracomment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only diamonds&quot;. Forms allowed.</extracomment>
        <translation>Karo</translation>
    </message>
    <message>
        <source>spades</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only spades&quot;. Forms allowed.</extracomment>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only hearts&quot;. Forms allowed.</extracomment>
        <translation>Herz</translation>
    </message>
    <message>
        <source>clubs foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the clubs foundation&quot;); capitalised as its accessible name (&quot;Clubs foundation&quot;). Forms allowed.</extracomment>
        <translation>Kreuz-Zielstapel|nom:der Kreuz-Zielstapel|akk:den Kreuz-Zielstapel|dat:dem Kreuz-Zielstapel|gen:des Kreuz-Zielstapels</translation>
    </message>
    <message>
        <source>diamonds foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the diamonds foundation&quot;); capitalised as its accessible name (&quot;Diamonds foundation&quot;). Forms allowed.</extracomment>
        <translation>Karo-Zielstapel|nom:der Karo-Zielstapel|akk:den Karo-Zielstapel|dat:dem Karo-Zielstapel|gen:des Karo-Zielstapels</translation>
    </message>
    <message>
        <source>spades foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the spades foundation&quot;); capitalised as its accessible name (&quot;Spades foundation&quot;). Forms allowed.</extracomment>
        <translation>Pik-Zielstapel|nom:der Pik-Zielstapel|akk:den Pik-Zielstapel|dat:dem Pik-Zielstapel|gen:des Pik-Zielstapels</translation>
    </message>
    <message>
        <source>hearts foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the hearts foundation&quot;); capitalised as its accessible name (&quot;Hearts foundation&quot;). Forms allowed.</extracomment>
        <translation>Herz-Zielstapel|nom:der Herz-Zielstapel|akk:den Herz-Zielstapel|dat:dem Herz-Zielstapel|gen:des Herz-Zielstapels</translation>
    </message>
    <message>
        <source>face-down card</source>
        <extracomment>Accessible name of a card whose face the player cannot see; also said on focus. Forms allowed.</extracomment>
        <translation>verdeckte Karte|nom:die verdeckte Karte|akk:die verdeckte Karte|dat:der verdeckten Karte|gen:der verdeckten Karte|von:von der verdeckten Karte</translation>
    </message>
    <message>
        <source>the waste</source>
        <extracomment>A pile&apos;s name inside a sentence (&quot;Nothing to pick up in the waste.&quot;), with its article. Forms allowed.</extracomment>
        <translation>die Ablage|nom:die Ablage|akk:die Ablage|dat:der Ablage|gen:der Ablage|in:auf der Ablage|aus:von der Ablage</translation>
    </message>
    <message>
        <source>the stock</source>
        <extracomment>A pile&apos;s name inside a sentence (&quot;Nothing to pick up in the stock.&quot;), with its article. Forms allowed.</extracomment>
        <translation>der Talon|nom:der Talon|akk:den Talon|dat:dem Talon|gen:des Talons|in:im Talon|aus:vom Talon</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>Accessible name of the card table.</extracomment>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Klondike solitaire. Left and Right move between piles, Up and Down along a column, Space picks up and puts down, Enter plays a card, H gives a hint, F1 lists every key.</source>
        <extracomment>Klondike: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Klondike-Patience. Pfeil links und rechts wechseln zwischen den Stapeln, Pfeil hoch und runter entlang einer Spalte, Leertaste nimmt auf und legt hin, Eingabe spielt eine Karte, H gibt einen Tipp, F1 listet alle Tasten.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4 face up, %n face down</source>
        <extracomment>Focus on a card in a column. %1 card, %2 column, %3 its place among the face-up cards counted from the deepest, %4 face-up count, %n face-down cards under them.</extracomment>
        <translation>
            <numerusform>%1, Spalte %2, Karte %3 von %4 aufgedeckten, %n verdeckt</numerusform>
            <numerusform>%1, Spalte %2, Karte %3 von %4 aufgedeckten, %n verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2, card %3 of %4 face up</source>
        <extracomment>Focus on a card in a column with no face-down cards. %1 card, %2 column, %3 place, %4 count.</extracomment>
        <translation>%1, Spalte %2, Karte %3 von %4 aufgedeckten</translation>
    </message>
    <message>
        <source>Column %1, empty. Only a King can go here.</source>
        <extracomment>Klondike, focus on an empty column. %1 the column number.</extracomment>
        <translation>Spalte %1, leer. Hierhin kann nur ein König.</translation>
    </message>
    <message>
        <source>Stock, empty.</source>
        <extracomment>Focus on the stock when it holds no card (arrow keys, Home).
----------
Pyramid, the focus on the empty stock.
----------
TriPeaks, the focus on the stock when it is empty (there is one pass: it is not turned over).</extracomment>
        <translation>Talon, leer.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s).</source>
        <extracomment>Focus on the stock, speech setting Brief. %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Talon, %n Karte.</numerusform>
            <numerusform>Talon, %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of unlimited.</source>
        <extracomment>Focus on the stock (arrow keys, Home), unlimited passes. %n cards in the stock, %1 the current pass through the stock.</extracomment>
        <translation>
            <numerusform>Talon, %n Karte. Durchgang %1 von unbegrenzt.</numerusform>
            <numerusform>Talon, %n Karten. Durchgang %1 von unbegrenzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of %2.</source>
        <extracomment>Focus on the stock (arrow keys, Home). %n cards in the stock, %1 the current pass, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Talon, %n Karte. Durchgang %1 von %2.</numerusform>
            <numerusform>Talon, %n Karten. Durchgang %1 von %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock, empty. The waste is empty too.</source>
        <extracomment>Focus on the stock when the stock and the waste are both empty.</extracomment>
        <translation>Talon, leer. Die Ablage ist auch leer.</translation>
    </message>
    <message>
        <source>Stock, empty. No passes left.</source>
        <extracomment>Focus on the empty stock when the waste may not be turned over again.</extracomment>
        <translation>Talon, leer. Keine Durchgänge mehr.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, empty. Press Space to turn the waste over, %n card(s).</source>
        <extracomment>Focus on the empty stock while the waste holds cards. %n cards in the waste that Space would turn back into the stock.</extracomment>
        <translation>
            <numerusform>Talon, leer. Drücke die Leertaste, um die Ablage umzudrehen, %n Karte.</numerusform>
            <numerusform>Talon, leer. Drücke die Leertaste, um die Ablage umzudrehen, %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, waste</source>
        <extracomment>Focus on the waste, speech setting Brief. %1 its playable card.</extracomment>
        <translation>%1, Ablage</translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s)</source>
        <extracomment>Focus on the playable waste card. %1 card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>%1, Ablage, %n Karte</numerusform>
            <numerusform>%1, Ablage, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Showing beneath it: %2.</source>
        <extracomment>Draw 3, focus on the waste. %1 the playable card, %n cards in the waste, %2 the cards showing beneath it (not playable yet).</extracomment>
        <translation>
            <numerusform>%1, Ablage, %n Karte. Darunter sichtbar: %2.</numerusform>
            <numerusform>%1, Ablage, %n Karten. Darunter sichtbar: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, in the waste</source>
        <extracomment>Accessible name of a waste card that lies under the playable one. %1 the card.</extracomment>
        <translation>%1, auf der Ablage</translation>
    </message>
    <message>
        <source>%1, on %2</source>
        <extracomment>Accessible name of a card under the top of a foundation. %1 card, %2 &quot;the hearts foundation&quot;.</extracomment>
        <translation>%1, %2{in}</translation>
    </message>
    <message>
        <source>Waste, empty.</source>
        <extracomment>Focus on the waste when it holds no card.
----------
Pyramid, the focus on the empty waste.</extracomment>
        <translation>Ablage, leer.</translation>
    </message>
    <message>
        <source>%1, %2, complete</source>
        <extracomment>Focus on a foundation that holds its king. %1 = king of …, %2 = &quot;hearts foundation&quot;.</extracomment>
        <translation>%1, %2, vollständig</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Focus on a foundation, speech setting Brief. %1 its top card, %2 its name (&quot;hearts foundation&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2. Next: %3.</source>
        <extracomment>Focus on a foundation (arrow keys). %1 top card, %2 foundation, %3 the card it needs next.</extracomment>
        <translation>%1, %2. Als Nächstes: %3.</translation>
    </message>
    <message>
        <source>%1, empty.</source>
        <extracomment>Focus on an empty foundation, speech setting Brief. %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1, leer.</translation>
    </message>
    <message>
        <source>%1, empty. Only the %2 can go here.</source>
        <extracomment>Focus on an empty foundation (arrow keys). %1 &quot;Hearts foundation&quot;, %2 &quot;ace of hearts&quot;.</extracomment>
        <translation>%1, leer. Hierhin kann nur %2{nom}.</translation>
    </message>
    <message>
        <source>Holding %1.</source>
        <extracomment>After Space picked up one card. %1 the card.</extracomment>
        <translation>Du hältst %1{akk}.</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1, %n card(s).</source>
        <extracomment>After Space picked up several cards, speech setting Brief. %1 the first (deepest) held card, %n how many are held.
----------
After Space picked up several cards. %1 every held card as a list, %n how many.</extracomment>
        <translation>
            <numerusform>Du hältst %1{akk}, %n Karte.</numerusform>
            <numerusform>Du hältst %1{akk}, %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 can go here.</source>
        <extracomment>Added to the focus while cards are held and they may be put on the focused pile. %1 the first held card.</extracomment>
        <translation>Hierhin kann %1{nom}.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <extracomment>After Escape put the held cards back. %1 the (first) card held.</extracomment>
        <translation>%1{nom} ist zurückgelegt.</translation>
    </message>
    <message>
        <source>Nothing is held.</source>
        <extracomment>Escape (Put Back) when nothing is held.</extracomment>
        <translation>Du hältst nichts.</translation>
    </message>
    <message>
        <source>Nothing to pick up in %1.</source>
        <extracomment>Space on a pile with no card to pick up. %1 the pile (&quot;the waste&quot;, &quot;column 3&quot;).</extracomment>
        <translation>%1{in} gibt es nichts aufzunehmen.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go right now.</source>
        <extracomment>Enter (Play Card) on a card that has no legal move. %1 the card.</extracomment>
        <translation>%1{nom} kann gerade nirgendwohin.</translation>
    </message>
    <message>
        <source>No card here.</source>
        <extracomment>A key that acts on the focused card (Enter, F, X…) on a pile with no card.
----------
Pyramid, Space or Enter on an empty stock or waste.</extracomment>
        <translation>Hier ist keine Karte.</translation>
    </message>
    <message>
        <source>Bottom of %1.</source>
        <extracomment>Down on a column&apos;s top card (the last card down the screen): the focus stays. %1 = &quot;column 3&quot; (pile_name).</extracomment>
        <translation>%1 endet hier.</translation>
    </message>
    <message>
        <source>The arrow keys move between the piles, 1 to 7 go to a column. F1 lists the keys.</source>
        <extracomment>Klondike: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Die Pfeiltasten wechseln zwischen den Stapeln, 1 bis 7 gehen zu einer Spalte. F1 listet die Tasten.</translation>
    </message>
    <message>
        <source>%1 to column %2.</source>
        <extracomment>After a move of one card onto a column, speech setting Brief. %1 the card (capitalised), %2 the column number.</extracomment>
        <translation>%1 in Spalte %2.</translation>
    </message>
    <message>
        <source>Moved %1 to column %2, on %3.</source>
        <extracomment>After a move of one card onto a column. %1 card, %2 column, %3 the card it now lies on.</extracomment>
        <translation>%1{nom} liegt jetzt in Spalte %2, auf %3{dat}.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) on it to column %2.</source>
        <extracomment>After a move of a run onto a column, speech setting Brief. %1 the run&apos;s first card (capitalised), %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>%1 und %n Karte darauf in Spalte %2.</numerusform>
            <numerusform>%1 und %n Karten darauf in Spalte %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to column %2, on %3.</source>
        <extracomment>A run moved: %1 its first card, %n the cards on it, %2 column, %3 the card it lies on.</extracomment>
        <translation>
            <numerusform>%1{nom} mit %n Karte darauf liegt jetzt in Spalte %2, auf %3{dat}.</numerusform>
            <numerusform>%1{nom} mit %n Karten darauf liegt jetzt in Spalte %2, auf %3{dat}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved %1 to empty column %2.</source>
        <extracomment>After a move of one card to an empty column. %1 the card, %2 the column number.</extracomment>
        <translation>%1{nom} liegt jetzt in der leeren Spalte %2.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to empty column %2.</source>
        <extracomment>After a move of a run to an empty column. %1 the run&apos;s first card, %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>%1{nom} mit %n Karte darauf liegt jetzt in der leeren Spalte %2.</numerusform>
            <numerusform>%1{nom} mit %n Karten darauf liegt jetzt in der leeren Spalte %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to foundation.</source>
        <extracomment>After a card went to its foundation, speech setting Brief. %1 the card (capitalised).</extracomment>
        <translation>%1 auf den Zielstapel.</translation>
    </message>
    <message>
        <source>Moved %1 to its foundation.</source>
        <extracomment>After a card went to its foundation. %1 the card.</extracomment>
        <translation>%1{nom} liegt jetzt auf dem Zielstapel.</translation>
    </message>
    <message>
        <source>Revealed %1.</source>
        <extracomment>After a move uncovered a face-down card, speech setting Brief. %1 the card now face up.</extracomment>
        <translation>Aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>Column %1 reveals the %2.</source>
        <extracomment>After a move uncovered a face-down card. %1 column, %2 the card now face up.</extracomment>
        <translation>In Spalte %1 aufgedeckt: %2.</translation>
    </message>
    <message>
        <source>Now on: %1.</source>
        <extracomment>After a move, what the keyboard focus rests on now. %1 its description (&quot;jack of hearts, waste, 4 cards&quot;).</extracomment>
        <translation>Jetzt auf: %1.</translation>
    </message>
    <message>
        <source>The waste shows the %1.</source>
        <extracomment>After the top of the waste was played. %1 the card now playable there.</extracomment>
        <translation>Auf der Ablage liegt jetzt %1{nom}.</translation>
    </message>
    <message>
        <source>The waste is now empty.</source>
        <extracomment>After the waste&apos;s last card was played.</extracomment>
        <translation>Die Ablage ist jetzt leer.</translation>
    </message>
    <message>
        <source>Column %1 is now empty.</source>
        <extracomment>After a move emptied a column. %1 the column number.</extracomment>
        <translation>Spalte %1 ist jetzt leer.</translation>
    </message>
    <message>
        <source>Plus %1, score %2.</source>
        <extracomment>After a move that gained points. %1 points gained, %2 the score now.</extracomment>
        <translation>Plus %1, Punkte %2.</translation>
    </message>
    <message>
        <source>Minus %1, score %2.</source>
        <extracomment>After a move that cost points. %1 points lost, %2 the score now.</extracomment>
        <translation>Minus %1, Punkte %2.</translation>
    </message>
    <message>
        <source>Turned %1.</source>
        <extracomment>After turning cards from the stock (N or Space on the stock). %1 the card turned, or every card turned as a list (&quot;2 of clubs, 9 of hearts and ace of spades&quot;).</extracomment>
        <translation>Aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>%1 is playable.</source>
        <extracomment>After turning three cards: only the last one turned can be played. %1 that card (capitalised).</extracomment>
        <translation>%1{nom} ist spielbar.</translation>
    </message>
    <message>
        <source>The stock is now empty.</source>
        <extracomment>After turning cards: the stock&apos;s last cards were turned.</extracomment>
        <translation>Der Talon ist jetzt leer.</translation>
    </message>
    <message numerus="yes">
        <source>%n left in stock.</source>
        <extracomment>After turning cards: %n cards still in the stock.</extracomment>
        <translation>
            <numerusform>Noch %n im Talon.</numerusform>
            <numerusform>Noch %n im Talon.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste turned over.</source>
        <extracomment>After the waste was turned back into the stock, speech setting Brief.</extracomment>
        <translation>Ablage umgedreht.</translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of unlimited.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now.</extracomment>
        <translation>
            <numerusform>Ablage umgedreht: %n Karte wieder im Talon. Durchgang %1 von unbegrenzt.</numerusform>
            <numerusform>Ablage umgedreht: %n Karten wieder im Talon. Durchgang %1 von unbegrenzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of %2.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Ablage umgedreht: %n Karte wieder im Talon. Durchgang %1 von %2.</numerusform>
            <numerusform>Ablage umgedreht: %n Karten wieder im Talon. Durchgang %1 von %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <extracomment>After an undo (Ctrl+Z). %1 a description of the action that was taken back, e.g. &quot;moved 7 of hearts to column 2&quot;.</extracomment>
        <translation>Rückgängig: %1.</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <extracomment>After a redo (Ctrl+Y). %1 a description of the action done again, e.g. &quot;moved 7 of hearts to column 2&quot;.</extracomment>
        <translation>Wiederholt: %1.</translation>
    </message>
    <message numerus="yes">
        <source>moved %1 with %n card(s) on it to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a run moved. %1 its first card, %n the cards on it (they moved with it), %2 the column number.</extracomment>
        <translation>
            <numerusform>%1{akk} mit %n Karte darauf in Spalte %2 verschoben</numerusform>
            <numerusform>%1{akk} mit %n Karten darauf in Spalte %2 verschoben</numerusform>
        </translation>
    </message>
    <message>
        <source>turned %1</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card or cards turned from the stock, as a list.
----------
TriPeaks: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card turned from the stock.</extracomment>
        <translation>%1{akk} aufgedeckt</translation>
    </message>
    <message>
        <source>turned the waste over</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case).</extracomment>
        <translation>Ablage umgedreht</translation>
    </message>
    <message>
        <source>The %1 in column %2 is face down again.</source>
        <extracomment>After an undo: the card that had been revealed is face down again. %1 the card, %2 its column.</extracomment>
        <translation>%1{nom} in Spalte %2 ist wieder verdeckt.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 and %n card(s) on it are back in %2.</source>
        <extracomment>After an undo of a move of several cards: where they are now. %1 the first card moved, %n the cards on it (they moved with it), %2 pile (&quot;column 3&quot;).</extracomment>
        <translation>
            <numerusform>%1{nom} und %n Karte darauf liegen wieder %2{in}.</numerusform>
            <numerusform>%1{nom} und %n Karten darauf liegen wieder %2{in}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <extracomment>Ctrl+Z when there is nothing left to take back.</extracomment>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <extracomment>Ctrl+Y when there is nothing to do again.</extracomment>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>New deal, draw %1, every card face up.</source>
        <extracomment>After a new random deal in the thoughtful variant (all cards dealt face up). %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Neues Spiel, Aufdecken: %1, alle Karten aufgedeckt.</translation>
    </message>
    <message>
        <source>New deal, draw %1.</source>
        <extracomment>After a new random deal (F2). %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Neues Spiel, Aufdecken: %1.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2, every card face up.</source>
        <extracomment>Klondike, after a new deal (F2, Ctrl+G), thoughtful variant (every card face up), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).</extracomment>
        <translation>Klondike, Spiel %1, Aufdecken: %2, alle Karten aufgedeckt.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2.</source>
        <extracomment>Klondike, after a new deal (F2, Ctrl+G), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).</extracomment>
        <translation>Klondike, Spiel %1, Aufdecken: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to the foundations.</source>
        <extracomment>After &quot;A&quot; (Move Safe Cards Up) or the automatic move of safe cards, speech setting Brief. %n the cards sent up.</extracomment>
        <translation>
            <numerusform>%n Karte auf die Zielstapel.</numerusform>
            <numerusform>%n Karten auf die Zielstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved to the foundations: %1.</source>
        <extracomment>After A (Move Safe Cards Up) or the automatic move of safe cards. &quot;A&quot;: %1 the list of cards sent up.</extracomment>
        <translation>Auf die Zielstapel gelegt: %1.</translation>
    </message>
    <message>
        <source>No card can safely go to the foundations now.</source>
        <extracomment>&quot;A&quot; (Move Safe Cards Up) when no card can safely go up.</extracomment>
        <translation>Gerade kann keine Karte gefahrlos auf die Zielstapel.</translation>
    </message>
    <message>
        <source>Every card is face up. Press Enter to finish.</source>
        <extracomment>Klondike: every card is face up; Enter plays them all to the foundations.</extracomment>
        <translation>Alle Karten sind aufgedeckt. Drücke Eingabe zum Abschließen.</translation>
    </message>
    <message>
        <source>Finishing. Press any key to stop.</source>
        <extracomment>While the cards rise to the foundations on their own at the end of the game.</extracomment>
        <translation>Das Spiel wird zu Ende gespielt. Drücke eine beliebige Taste zum Anhalten.</translation>
    </message>
    <message>
        <source>Finishing stopped. Press Enter to go on.</source>
        <extracomment>After a key press stopped the finishing cards.</extracomment>
        <translation>Angehalten. Drücke Eingabe, um weiterzumachen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>hours and minutes</comment>
        <extracomment>A duration of an hour or more (game info, the win, statistics): %1 &quot;2 hours&quot;, %2 &quot;5 minutes&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <extracomment>Hours of a duration, followed by its minutes (&quot;2 hours 5 minutes&quot;). %n the hours.</extracomment>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>Minutes of a duration, after its hours or before its seconds. %n the minutes.</extracomment>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>minutes and seconds</comment>
        <extracomment>A duration under an hour (game info, the win, statistics): %1 &quot;4 minutes&quot;, %2 &quot;12 seconds&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>Seconds of a duration, alone or after its minutes. %n the seconds.</extracomment>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>You won in %1.</source>
        <extracomment>The win, when the game keeps no score. %1 the time taken (&quot;4 minutes 12 seconds&quot;).</extracomment>
        <translation>Du hast in %1 gewonnen.</translation>
    </message>
    <message>
        <source>You won in %1, score %2.</source>
        <extracomment>The win, when the game keeps a score. %1 the time taken (&quot;4 minutes 12 seconds&quot;), %2 the score.</extracomment>
        <translation>Du hast in %1 gewonnen, Punkte %2.</translation>
    </message>
    <message>
        <source>Press F2 for a new deal.</source>
        <extracomment>Said after the win sentence.</extracomment>
        <translation>Drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>Klondike. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game was restored.</extracomment>
        <translation>Klondike. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Klondike, draw %1. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus, random deal. %1 cards turned per draw.</extracomment>
        <translation>Klondike, Aufdecken: %1. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, Spiel %1, Aufdecken: %2. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>No moves left. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>After a move, when no legal move is left.</extracomment>
        <translation>Keine Züge mehr. Mach etwas rückgängig, um einen anderen Weg zu versuchen, oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new game has started.</source>
        <extracomment>At start, once: the saved game file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Das gespeicherte Spiel konnte nicht gelesen werden, deshalb hat ein neues Spiel begonnen.</translation>
    </message>
    <message>
        <source>The statistics could not be read, so they start again from zero.</source>
        <extracomment>At start, once: the statistics file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Die Statistik konnte nicht gelesen werden, deshalb beginnt sie wieder bei null.</translation>
    </message>
    <message>
        <source>Some game records in the statistics were impossible (such as a negative time), so they were left out; the others are kept.</source>
        <extracomment>At start, once: some records of the statistics file were impossible. Followed by where the file was kept.</extracomment>
        <translation>Einige Spieleinträge in der Statistik waren unmöglich (etwa eine negative Zeit) und wurden weggelassen; die übrigen bleiben erhalten.</translation>
    </message>
    <message>
        <source>Some settings could not be read, so they are back to their defaults.</source>
        <extracomment>At start, once: some values of the settings file were unreadable. Followed by where the file was kept.</extracomment>
        <translation>Einige Einstellungen konnten nicht gelesen werden und sind wieder auf ihren Standardwerten.</translation>
    </message>
    <message>
        <source>The settings could not be read, so the defaults are used.</source>
        <extracomment>At start, once: the settings file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Die Einstellungen konnten nicht gelesen werden, deshalb gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>The file could not be renamed, so it was left where it is, as %1.</source>
        <extracomment>At start, once, after the sentence about the unreadable file. %1 the name of the unreadable file, which could not be renamed and stays as it is.</extracomment>
        <translation>Die Datei konnte nicht umbenannt werden und bleibt, wo sie ist, als %1.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <extracomment>At start, once, after the sentence about the unreadable file. %1 the file name the unreadable file was renamed (or copied) to.</extracomment>
        <translation>Die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message numerus="yes">
        <source>%n game record(s) in the statistics could not be read by this version of the game: they are kept as they are, but not counted.</source>
        <extracomment>At start, once: %n records of the statistics file were written by another (later) version of the game or are of a game this version does not have; they stay in the file as they are, but are not counted.</extracomment>
        <translation>
            <numerusform>%n Spieleintrag in der Statistik konnte von dieser Version des Spiels nicht gelesen werden: Er bleibt erhalten, wird aber nicht gezählt.</numerusform>
            <numerusform>%n Spieleinträge in der Statistik konnten von dieser Version des Spiels nicht gelesen werden: Sie bleiben erhalten, werden aber nicht gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game cannot be saved: the folder %1 cannot be written to. You can play on, but this game will not be kept when you quit.</source>
        <extracomment>Said once, when the game first fails to save. %1 the folder the game keeps its saved game in (it could not write there).</extracomment>
        <translation>Das Spiel kann nicht gespeichert werden: Der Ordner %1 ist nicht beschreibbar. Du kannst weiterspielen, aber dieses Spiel wird beim Beenden nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>The settings left %1 without a key, so it has its usual keys again.</source>
        <extracomment>At start, once: the settings file&apos;s keys were wrong. %1 a command (Quit, Keys and Rules) the settings file left with no key.</extracomment>
        <translation>Die Einstellungen ließen %1 ohne Taste, deshalb hat der Befehl wieder seine üblichen Tasten.</translation>
    </message>
    <message>
        <source>The settings gave %2 to both %1 and %3, so %1 has its usual keys again.</source>
        <extracomment>At start, once: the settings file gave one key to two commands. %1 a command, %2 the keys the settings file gave it, %3 the command that has that key too.</extracomment>
        <translation>Die Einstellungen gaben %2 sowohl %1 als auch %3, deshalb hat %1 wieder seine üblichen Tasten.</translation>
    </message>
    <message numerus="yes">
        <source>The keys of %n command(s) in the settings clashed, so they have their usual keys again: %1.</source>
        <extracomment>At start, once: the settings file gave the same keys to several commands. %n how many commands, %1 their names as a list. Their keys in the settings file clashed.</extracomment>
        <translation>
            <numerusform>Die Tasten von %n Befehl in den Einstellungen überschnitten sich, deshalb hat er wieder seine üblichen Tasten: %1.</numerusform>
            <numerusform>Die Tasten von %n Befehlen in den Einstellungen überschnitten sich, deshalb haben sie wieder ihre üblichen Tasten: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: both are red.</source>
        <extracomment>Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>%1{nom} kann nicht auf %2{akk}: Beide sind rot.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: both are black.</source>
        <extracomment>Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>%1{nom} kann nicht auf %2{akk}: Beide sind schwarz.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: nothing can go on an ace in a column.</source>
        <extracomment>A move onto an ace in a column. %1 the card that was to move, %2 the ace.</extracomment>
        <translation>%1{nom} kann nicht auf %2{akk}: In einer Spalte kommt nichts auf ein Ass.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a black %3 can go there.</source>
        <extracomment>A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank (&quot;8&quot;, &quot;queen&quot;): the only rank that may go on %2.</extracomment>
        <translation>%1{nom} kann nicht auf %2{akk}: Dorthin kann nur %3{schwarz}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a red %3 can go there.</source>
        <extracomment>A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank (&quot;8&quot;, &quot;queen&quot;): the only rank that may go on %2.</extracomment>
        <translation>%1{nom} kann nicht auf %2{akk}: Dorthin kann nur %3{rot}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: columns build down, not up.</source>
        <extracomment>A card onto a lower card in a column (Yukon). %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>%1{nom} kann nicht auf %2{akk}: Spalten werden abwärts gebaut, nicht aufwärts.</translation>
    </message>
    <message>
        <source>Cards on the foundations stay there.</source>
        <extracomment>A card on a foundation that was to move (Yukon: cards never leave the foundations).</extracomment>
        <translation>Karten auf den Zielstapeln bleiben dort.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in empty column %2: only a King can go there.</source>
        <extracomment>Klondike, a move of a card other than a king to an empty column. %1 the card, %2 the column number.</extracomment>
        <translation>%1{nom} kann nicht in die leere Spalte %2: Dorthin kann nur ein König.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: it takes only %3.</source>
        <extracomment>A card sent to a foundation of another suit. %1 the card, %2 &quot;clubs foundation&quot;, %3 &quot;clubs&quot;.</extracomment>
        <translation>%1{nom} kann nicht auf %2{akk}: Dort kommt nur %3 hin.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on its foundation yet: it needs the %2 first.</source>
        <extracomment>A card sent to its foundation too early. %1 the card, %2 the card its foundation needs first.</extracomment>
        <translation>%1{nom} kann noch nicht auf den Zielstapel: Zuerst muss %2{nom} dorthin.</translation>
    </message>
    <message>
        <source>Can&apos;t send the %1 to its foundation: other cards lie on it.</source>
        <extracomment>A card sent to its foundation while cards lie on it. %1 the card.</extracomment>
        <translation>%1{nom} kann nicht auf den Zielstapel: Es liegen andere Karten darauf.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1: only the top card of that pile can move.</source>
        <extracomment>A move of a card that is not on top of its pile (waste, foundation, cell). %1 the card.</extracomment>
        <translation>%1{nom} lässt sich nicht bewegen: Von diesem Stapel kann nur die oberste Karte weg.</translation>
    </message>
    <message>
        <source>Can&apos;t move a face-down card.</source>
        <extracomment>A move of a face-down card.</extracomment>
        <translation>Eine verdeckte Karte lässt sich nicht bewegen.</translation>
    </message>
    <message>
        <source>Can&apos;t take a card from the stock: press N to turn cards.</source>
        <extracomment>A move from the stock with the mouse or the keyboard: the stock is turned, not taken from.</extracomment>
        <translation>Vom Talon kannst du keine Karte nehmen: Drücke N, um Karten aufzudecken.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the run breaks at the %2.</source>
        <extracomment>A run moved that is not in order (Klondike, FreeCell): %1 the run&apos;s first card. %2 the first card on %1 that does not follow in order and colour.</extracomment>
        <translation>%1{nom} lässt sich nicht mit den Karten darauf bewegen: Die Folge bricht bei %2{dat} ab.</translation>
    </message>
    <message>
        <source>The %1 is already there.</source>
        <extracomment>A move of a card to the pile it is already on. %1 the card.</extracomment>
        <translation>%1{nom} liegt schon dort.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be put on the stock.</source>
        <extracomment>A move onto the stock.</extracomment>
        <translation>Auf den Talon können keine Karten gelegt werden.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be put on the waste.</source>
        <extracomment>A move onto the waste.</extracomment>
        <translation>Auf die Ablage können keine Karten gelegt werden.</translation>
    </message>
    <message>
        <source>The stock is empty and no passes are left.</source>
        <extracomment>N (Turn Cards) with the stock empty and no passes left to turn the waste over.</extracomment>
        <translation>Der Talon ist leer, und es sind keine Durchgänge mehr übrig.</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty.</source>
        <extracomment>N (Turn Cards) with the stock and the waste both empty.</extracomment>
        <translation>Talon und Ablage sind beide leer.</translation>
    </message>
    <message>
        <source>The game is already won. Press F2 for a new deal.</source>
        <extracomment>A move after the game is won.</extracomment>
        <translation>Das Spiel ist schon gewonnen. Drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <extracomment>Why the game cannot keep its files in a place: a file (or a device) stands there. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>kein Ordner</translation>
    </message>
    <message>
        <source>it is a link to something that does not exist</source>
        <extracomment>Why the game cannot keep its files in a place: a symbolic link pointing at nothing. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>ein Verweis auf etwas, das nicht existiert</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <extracomment>Why the game cannot keep its files in a folder: no permission to read it. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>it cannot be written to</source>
        <extracomment>Why the game cannot keep its files in a folder: it can be read but not written. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>nicht beschreibbar</translation>
    </message>
    <message>
        <source>the system says: %1</source>
        <extracomment>Why the game cannot keep its files in a folder: what the system said (in its own words). Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;. %1 the system&apos;s message.</extracomment>
        <translation>das System meldet: %1</translation>
    </message>
    <message>
        <source>Progress and settings cannot be saved in %1: %2. You can play, but nothing of this session will be kept.</source>
        <extracomment>At start, once: the game cannot keep any file (no usable profile folder); it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it is not a folder&quot;).</extracomment>
        <translation>Fortschritt und Einstellungen können nicht in %1 gespeichert werden: %2. Du kannst spielen, aber nichts aus dieser Sitzung wird aufbewahrt.</translation>
    </message>
    <message>
        <source>Progress cannot be saved in %1: %2. You can play, but the games and statistics of this session will not be kept.</source>
        <extracomment>At start, once: the game cannot keep its saved games and statistics; it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it cannot be written to&quot;).</extracomment>
        <translation>Der Fortschritt kann nicht in %1 gespeichert werden: %2. Du kannst spielen, aber Spiele und Statistik dieser Sitzung werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>Settings cannot be saved in %1: %2. You can play, but changes to them will not be kept.</source>
        <extracomment>At start, once: the game cannot keep its settings; it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it is not a folder&quot;).</extracomment>
        <translation>Einstellungen können nicht in %1 gespeichert werden: %2. Du kannst spielen, aber Änderungen daran werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <extracomment>What a second start asked the running game to play. %1 a game&apos;s name, %2 a deal number.</extracomment>
        <translation>%1, Spiel %2</translation>
    </message>
    <message>
        <source>deal %1</source>
        <extracomment>What a second start asked the running game to play (the game already in play). %1 a deal number.</extracomment>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2, so its window was brought to the front and asked to play %3; it asks first if a started game would be lost.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses, %3 what the second start asked for (&quot;Spider deal 5&quot;, &quot;deal 5&quot;).</extracomment>
        <translation>%1 ist bereits mit dem Profil %2 geöffnet, daher wurde sein Fenster nach vorn geholt und gebeten, %3 zu spielen; es fragt vorher, falls ein begonnenes Spiel verloren ginge.</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2, so its window was brought to the front instead of starting a second copy.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses.</extracomment>
        <translation>%1 ist bereits mit dem Profil %2 geöffnet, daher wurde sein Fenster nach vorn geholt, statt eine zweite Kopie zu starten.</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2 but does not answer. Close it, or end it, and start again.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses.</extracomment>
        <translation>%1 ist bereits mit dem Profil %2 geöffnet, antwortet aber nicht. Schließe oder beende es und starte neu.</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Pirámide.</extracomment>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Pyramide, Spiel %1. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Pyramid. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Pyramide. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Pyramid. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Pyramide. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Pyramide, Spiel %1. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>New Pyramid deal.</source>
        <extracomment>Pyramid, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Neues Pyramiden-Spiel.</translation>
    </message>
    <message>
        <source>Restarted Pyramid, deal %1.</source>
        <extracomment>Pyramid, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Pyramide, Spiel %1 neu gestartet.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1.</source>
        <extracomment>Pyramid, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Pyramide, Spiel %1.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Remove two free cards that make 13, or a king alone.</source>
        <extracomment>Pyramid, after a new deal (F2, Ctrl+G). %1 the deal number.</extracomment>
        <translation>Pyramide, Spiel %1. Entferne zwei freie Karten, die 13 ergeben, oder einen König allein.</translation>
    </message>
    <message>
        <source>Stock</source>
        <comment>Pyramid&apos;s stock, a name on its own</comment>
        <extracomment>Pyramid&apos;s stock, a name on its own (the accessible list&apos;s name).</extracomment>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Waste</source>
        <comment>Pyramid&apos;s waste, a name on its own</comment>
        <extracomment>Pyramid&apos;s waste, a name on its own (the accessible list&apos;s name).</extracomment>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Row %1</source>
        <extracomment>A row of Pyramid&apos;s pyramid, a name on its own (the accessible list&apos;s name). %1 the row, 1 (the apex) to 7.
----------
TriPeaks: a row of the peaks, its accessible name. %1 the row (1 the peak tops, 4 the base).</extracomment>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, free.</source>
        <extracomment>Pyramid, the focus on a free card of the pyramid. %1 the card, %2 its row (1 to 7, from the apex), %3 its place in the row from the left, %4 how many places the row has (its number).
----------
TriPeaks, the focus on a free card of row 4 that does not fit the waste now. %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).</extracomment>
        <translation>%1, Reihe %2, Karte %3 von %4, frei.</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, covered by %5.</source>
        <extracomment>Pyramid, the focus on a covered card of the pyramid. %1 the card, %2 its row, %3 its place in the row from the left, %4 how many places the row has (its number), %5 the one or two cards covering it, with their articles (&quot;the 4 of hearts and the jack of diamonds&quot;).</extracomment>
        <translation>%1, Reihe %2, Karte %3 von %4, bedeckt %5{von}.</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a card covering another</comment>
        <extracomment>Pyramid: the card covering another, inside &quot;covered by %1&quot; (&quot;covered by the 4 of hearts&quot;). %1 the card. Forms allowed.</extracomment>
        <translation>%1|nom:%1{nom}|akk:%1{akk}|dat:%1{dat}|gen:%1{gen}|von:%1{von}</translation>
    </message>
    <message>
        <source>the %1 and the %2</source>
        <extracomment>Pyramid: the two cards covering another, inside &quot;covered by %1&quot; (&quot;covered by the 4 of hearts and the jack of diamonds&quot;). %1 and %2 the cards, left to right.</extracomment>
        <translation>%1{von} und %2{dat}</translation>
    </message>
    <message numerus="yes">
        <source>%1, stock, %n card(s).</source>
        <extracomment>Pyramid, the focus on the stock: its top card lies face up and can be used. %1 the top card, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>%1, Talon, %n Karte.</numerusform>
            <numerusform>%1, Talon, %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s).</source>
        <extracomment>Pyramid, the focus on the waste: only its top card can be used. %1 the top card, %n the cards in the waste.</extracomment>
        <translation>
            <numerusform>%1, Ablage, %n Karte.</numerusform>
            <numerusform>%1, Ablage, %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>A king: removed alone.</source>
        <extracomment>Pyramid, after a free king&apos;s focus words: what to do with it.</extracomment>
        <translation>Ein König: wird allein entfernt.</translation>
    </message>
    <message>
        <source>Pairs with %1.</source>
        <extracomment>Pyramid, after a free card&apos;s focus words: the free cards it makes 13 with now. %1 those cards, with where each is (&quot;8 of clubs, row 7&quot; or &quot;waste 8 of clubs&quot;), as a list.</extracomment>
        <translation>Ergibt 13 mit %1.</translation>
    </message>
    <message>
        <source>Needs %1; none is free now.</source>
        <extracomment>Pyramid, after a card&apos;s focus words when no free card makes 13 with it now. %1 the rank it needs, with its article (&quot;an 8&quot;, &quot;a queen&quot;).</extracomment>
        <translation>Nötig ist %1; gerade ist keine solche Karte frei.</translation>
    </message>
    <message>
        <source>Makes 13 with the %1 you hold.</source>
        <extracomment>Pyramid, after the focus words of a card that makes 13 with the card held. %1 the card held.</extracomment>
        <translation>Ergibt 13 mit %1{dat} in deiner Hand.</translation>
    </message>
    <message>
        <source>%1 in row %2</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): a card of the pyramid. %1 the card, %2 its row.</extracomment>
        <translation>%1 in Reihe %2</translation>
    </message>
    <message>
        <source>stock %1</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): the stock&apos;s top card. %1 the card.</extracomment>
        <translation>%1 auf dem Talon</translation>
    </message>
    <message>
        <source>waste %1</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): the waste&apos;s top card. %1 the card.</extracomment>
        <translation>%1 auf der Ablage</translation>
    </message>
    <message>
        <source>an ace</source>
        <extracomment>Pyramid, the rank a card needs, with its article, in &quot;Needs %1&quot; and &quot;Holding …: needs %2&quot;.
----------
A rank with its article, for what goes on the waste (&quot;it needs a 7 or a 9&quot;), ace to king. TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot; (&quot;an ace or a 3&quot;).</extracomment>
        <translation>ein Ass</translation>
    </message>
    <message>
        <source>a 2</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>eine 2</translation>
    </message>
    <message>
        <source>a 3</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>eine 3</translation>
    </message>
    <message>
        <source>a 4</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>eine 4</translation>
    </message>
    <message>
        <source>a 5</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>eine 5</translation>
    </message>
    <message>
        <source>a 6</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>eine 6</translation>
    </message>
    <message>
        <source>a 7</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>eine 7</translation>
    </message>
    <message>
        <source>an 8</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>eine 8</translation>
    </message>
    <message>
        <source>a 9</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>eine 9</translation>
    </message>
    <message>
        <source>a 10</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>eine 10</translation>
    </message>
    <message>
        <source>a jack</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>ein Bube</translation>
    </message>
    <message>
        <source>a queen</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>eine Dame</translation>
    </message>
    <message>
        <source>Holding %1: needs %2; none is free now.</source>
        <extracomment>Pyramid, after Space picked up a card when no free card makes 13 with it. %1 the card, %2 the rank it needs, with its article (&quot;a 5&quot;, &quot;a queen&quot;).</extracomment>
        <translation>Du hältst %1{akk}: Nötig ist %2; gerade ist keine solche Karte frei.</translation>
    </message>
    <message>
        <source>Holding %1: needs %2. Free now: %3.</source>
        <extracomment>Pyramid, after Space picked up a card. %1 the card, %2 the rank it needs, with its article (&quot;a 5&quot;), %3 the free cards of that rank, with where each is, as a list.</extracomment>
        <translation>Du hältst %1{akk}: Nötig ist %2. Jetzt frei: %3.</translation>
    </message>
    <message>
        <source>Removed %1, plus %2.</source>
        <extracomment>Pyramid, after a king was removed. %1 the king, %2 the points (5).</extracomment>
        <translation>Entfernt: %1, plus %2.</translation>
    </message>
    <message>
        <source>Removed %1 and %2, plus %3.</source>
        <extracomment>Pyramid, after a pair was removed. %1 and %2 the two cards, %3 the points (5).</extracomment>
        <translation>Entfernt: %1 und %2, plus %3.</translation>
    </message>
    <message>
        <source>Row %1 is empty, plus %2.</source>
        <extracomment>Pyramid, after a removal that emptied a row. %1 the row (1 to 7), %2 its bonus points.</extracomment>
        <translation>Reihe %1 ist leer, plus %2.</translation>
    </message>
    <message>
        <source>Freed: %1.</source>
        <extracomment>Pyramid, after a removal: the cards it left free. %1 those cards, as a list.</extracomment>
        <translation>Frei geworden: %1.</translation>
    </message>
    <message>
        <source>Waste %1. Stock empty.</source>
        <extracomment>Pyramid, after N drew the stock&apos;s last card onto the waste. %1 that card.</extracomment>
        <translation>Ablage %1. Talon leer.</translation>
    </message>
    <message>
        <source>Waste %1. Stock %2, top %3.</source>
        <extracomment>Pyramid, after N drew a card onto the waste. %1 that card, %2 the cards left in the stock, %3 its new top.</extracomment>
        <translation>Ablage %1. Talon %2, oben %3.</translation>
    </message>
    <message>
        <source>Pass %1 of %2.</source>
        <extracomment>Pyramid, after N turned the waste back into the stock. %1 the pass now under way, %2 the passes in all (3).</extracomment>
        <translation>Durchgang %1 von %2.</translation>
    </message>
    <message>
        <source>removed %1</source>
        <extracomment>Pyramid: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the king removed alone.</extracomment>
        <translation>%1{akk} entfernt</translation>
    </message>
    <message>
        <source>removed %1 and %2</source>
        <extracomment>Pyramid: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 and %2 the pair removed.</extracomment>
        <translation>%1{akk} und %2{akk} entfernt</translation>
    </message>
    <message>
        <source>The %1 is back in row %2.</source>
        <extracomment>Pyramid, after an undo: a card is back in its row. %1 the card, %2 the row (1 to 7).</extracomment>
        <translation>%1{nom} liegt wieder in Reihe %2.</translation>
    </message>
    <message>
        <source>The %1 and the %2 are back in row %3.</source>
        <extracomment>Pyramid, after an undo: the pair is back in its row. %1 and %2 the cards, %3 the row (1 to 7).</extracomment>
        <translation>%1{nom} und %2{nom} liegen wieder in Reihe %3.</translation>
    </message>
    <message>
        <source>The %1 is back on the stock.</source>
        <extracomment>Pyramid, after an undo: a card is back on top of the stock. %1 the card.</extracomment>
        <translation>%1{nom} liegt wieder auf dem Talon.</translation>
    </message>
    <message>
        <source>The %1 is back on the waste.</source>
        <extracomment>Pyramid, after an undo: a card is back on top of the waste. %1 the card.</extracomment>
        <translation>%1{nom} liegt wieder auf der Ablage.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>Pyramid, a pair as a move (M, H, undo). %1 and %2 the cards with where they are (&quot;8 of clubs in row 7&quot;).</extracomment>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>%1 alone</source>
        <extracomment>Pyramid, a king removed alone as a move (M, H, undo). %1 the king with where it is.</extracomment>
        <translation>%1 allein</translation>
    </message>
    <message>
        <source>%1 on the waste</source>
        <extracomment>Pyramid, a card in a hint (H): the waste&apos;s top card, after &quot;the&quot; (&quot;remove the 8 of clubs in row 7 with the 5 of hearts on the waste&quot;). %1 the card.</extracomment>
        <translation>%1 auf der Ablage</translation>
    </message>
    <message>
        <source>%1 on the stock</source>
        <extracomment>Pyramid, a card in a hint (H): the stock&apos;s top card, after &quot;the&quot;. %1 the card.</extracomment>
        <translation>%1 auf dem Talon</translation>
    </message>
    <message>
        <source>remove the %1 with the %2</source>
        <extracomment>Pyramid, a pair as an instruction (H, after &quot;Hint: &quot;), as other games&apos; &quot;move the …&quot;. %1 and %2 the cards with where they are (&quot;8 of clubs in row 7&quot;, &quot;5 of hearts on the waste&quot;); M lists it as &quot;%1 with %2&quot; instead.</extracomment>
        <translation>entferne %1 mit %2</translation>
    </message>
    <message>
        <source>remove the %1 alone</source>
        <extracomment>Pyramid, a king removed alone as an instruction (H, after &quot;Hint: &quot;). %1 the king with where it is (&quot;king of hearts in row 7&quot;).</extracomment>
        <translation>entferne %1 allein</translation>
    </message>
    <message>
        <source>draw a card</source>
        <extracomment>Pyramid, drawing a card as a move (M, H, undo).</extracomment>
        <translation>eine Karte ziehen</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <extracomment>Pyramid, turning the waste back into the stock as a move (M, H, undo).
----------
A move as an instruction, in a hint (H) and in the M list: turning the waste back into the stock.</extracomment>
        <translation>drehe die Ablage um</translation>
    </message>
    <message>
        <source>%1 and %2 make %3, not 13.</source>
        <extracomment>Pyramid, a pair refused. %1 and %2 the cards, %3 what their values add up to.</extracomment>
        <translation>%1{nom} und %2{nom} ergeben %3, nicht 13.</translation>
    </message>
    <message>
        <source>A king is removed alone.</source>
        <extracomment>Pyramid, a king named in a pair.</extracomment>
        <translation>Ein König wird allein entfernt.</translation>
    </message>
    <message>
        <source>The %1 is not a king: pick it up with Space and pick a card that makes 13 with it.</source>
        <extracomment>Pyramid, a card that is not a king played alone. %1 the card.</extracomment>
        <translation>%1{nom} ist kein König: Nimm die Karte mit der Leertaste auf und wähle eine Karte, die mit ihr 13 ergibt.</translation>
    </message>
    <message>
        <source>The %1 is covered by %2.</source>
        <extracomment>Pyramid, a covered card played. %1 the card, %2 the cards covering it, with their articles (&quot;the 4 of hearts and the jack of diamonds&quot;).</extracomment>
        <translation>%1{nom} ist %2{von} bedeckt.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be used.</source>
        <extracomment>Pyramid, a card under the waste&apos;s top played.</extracomment>
        <translation>Nur die oberste Karte der Ablage kann verwendet werden.</translation>
    </message>
    <message>
        <source>The %1 is in the stock, not visible yet.</source>
        <extracomment>Pyramid, a stock card under its top played. %1 the card.</extracomment>
        <translation>%1{nom} ist im Talon und noch nicht sichtbar.</translation>
    </message>
    <message>
        <source>The %1 has been removed.</source>
        <extracomment>Pyramid, a card already out of play named. %1 the card.</extracomment>
        <translation>%1{nom} ist schon entfernt.</translation>
    </message>
    <message>
        <source>Pick another card that makes 13.</source>
        <extracomment>Pyramid, the card held chosen again as its own partner.</extracomment>
        <translation>Wähle eine andere Karte, die 13 ergibt.</translation>
    </message>
    <message>
        <source>No passes left: the stock has been through %1 times.</source>
        <extracomment>Pyramid, N with the stock empty after the last pass. %1 the passes in all (3).</extracomment>
        <translation>Keine Durchgänge mehr: Der Talon wurde schon %1-mal durchlaufen.</translation>
    </message>
    <message>
        <source>The stock and the waste are empty.</source>
        <extracomment>Pyramid, N with the stock and the waste both empty.</extracomment>
        <translation>Talon und Ablage sind leer.</translation>
    </message>
    <message>
        <source>The pyramid is empty: the game is won.</source>
        <extracomment>Pyramid, a move after the win.</extracomment>
        <translation>Die Pyramide ist leer: Das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <source>Nothing above the stock and the waste. Down goes to the apex.</source>
        <extracomment>Pyramid, Up on the stock or the waste (nothing above them).</extracomment>
        <translation>Über Talon und Ablage ist nichts. Pfeil runter geht zur Spitze.</translation>
    </message>
    <message>
        <source>Lowest row. Up goes to the row above.</source>
        <extracomment>Pyramid, Down on the pyramid&apos;s lowest row.</extracomment>
        <translation>Unterste Reihe. Pfeil hoch geht zur Reihe darüber.</translation>
    </message>
    <message>
        <source>Start of row %1.</source>
        <extracomment>Pyramid, Left on a row&apos;s first card (the focus stays). %1 the row (1 to 7).</extracomment>
        <translation>Anfang von Reihe %1.</translation>
    </message>
    <message>
        <source>End of row %1.</source>
        <extracomment>Pyramid, Right on a row&apos;s last card (the focus stays). %1 the row (1 to 7).</extracomment>
        <translation>Ende von Reihe %1.</translation>
    </message>
    <message>
        <source>Nothing left of the stock. Right goes to the waste.</source>
        <extracomment>Pyramid, Left on the stock (the focus stays).</extracomment>
        <translation>Links vom Talon ist nichts. Pfeil rechts geht zur Ablage.</translation>
    </message>
    <message>
        <source>Nothing right of the waste. Left goes to the stock.</source>
        <extracomment>Pyramid, Right on the waste (the focus stays).</extracomment>
        <translation>Rechts von der Ablage ist nichts. Pfeil links geht zum Talon.</translation>
    </message>
    <message>
        <source>Up and Down go between the rows of the pyramid, Left and Right along a row, 1 to 7 to a row; up from the apex are the stock and the waste, P goes to the waste. Space picks a card; Space or Enter on a second card that makes 13 with it removes the pair; Enter on a free card removes it with the first free card that makes 13, and a king alone. N draws. F1 lists the keys.</source>
        <extracomment>Pyramid: Tab pressed on the board (the cards are reached with the arrow keys and the digits).</extracomment>
        <translation>Pfeil hoch und runter wechseln zwischen den Reihen der Pyramide, Pfeil links und rechts entlang einer Reihe, 1 bis 7 zu einer Reihe; über der Spitze liegen Talon und Ablage, P geht zur Ablage. Leertaste wählt eine Karte; Leertaste oder Eingabe auf einer zweiten Karte, die mit ihr 13 ergibt, entfernt das Paar; Eingabe auf einer freien Karte entfernt sie mit der ersten freien Karte, die 13 ergibt, und einen König allein. N zieht eine Karte. F1 listet die Tasten.</translation>
    </message>
    <message>
        <source>Pyramid solitaire. Remove free cards in pairs that make 13, kings alone. Arrow keys move over the rows, Space picks a card and pairs it, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>Pyramid: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Pyramiden-Patience. Entferne freie Karten paarweise, die 13 ergeben, Könige allein. Die Pfeiltasten bewegen über die Reihen, Leertaste wählt eine Karte und bildet ein Paar, N zieht, H gibt einen Tipp, F1 listet alle Tasten.</translation>
    </message>
    <message>
        <source>Row %1: empty.</source>
        <extracomment>Pyramid, D (Say the Pyramid): an empty row. %1 the row.</extracomment>
        <translation>Reihe %1: leer.</translation>
    </message>
    <message>
        <source>Row %1: %2.</source>
        <extracomment>Pyramid, D (Say the Pyramid): one row, left to right. %1 the row, %2 its cards as a list.</extracomment>
        <translation>Reihe %1: %2.</translation>
    </message>
    <message>
        <source>%1 free</source>
        <extracomment>Pyramid, D (Say the Pyramid): a free card in a row&apos;s list. %1 the card.</extracomment>
        <translation>%1 frei</translation>
    </message>
    <message>
        <source>Stock: empty.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock is empty.</extracomment>
        <translation>Talon: leer.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), top %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock. %n its cards, %1 its top card (usable).</extracomment>
        <translation>
            <numerusform>Talon: %n Karte, oben %1.</numerusform>
            <numerusform>Talon: %n Karten, oben %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: empty.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the waste is empty.
----------
U (Say Waste and Stock) with the waste empty.</extracomment>
        <translation>Ablage: leer.</translation>
    </message>
    <message>
        <source>Waste: %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the waste&apos;s top card. %1 the card.</extracomment>
        <translation>Ablage: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es) left.</source>
        <extracomment>Pyramid, U and I: the passes through the stock not yet begun. %n how many (0 to 2).
----------
I (Say Game Info), Klondike: %n times the waste may still be turned over.</extracomment>
        <translation>
            <numerusform>Noch %n Durchgang.</numerusform>
            <numerusform>Noch %n Durchgänge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) removed; %1 left in the pyramid.</source>
        <extracomment>Pyramid, T (Say Removed Cards): %n the cards out of play, %1 the cards still in the pyramid.</extracomment>
        <translation>
            <numerusform>%n Karte entfernt; %1 in der Pyramide übrig.</numerusform>
            <numerusform>%n Karten entfernt; %1 in der Pyramide übrig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s).</source>
        <extracomment>Pyramid, I (Say Game Info), before the stock, the passes and whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.
----------
Yukon, I (Say Game Info), before whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.</extracomment>
        <translation>
            <numerusform>Punkte %1, Zeit %2, %n Zug.</numerusform>
            <numerusform>Punkte %1, Zeit %2, %n Züge.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is on top of the waste.</source>
        <extracomment>Pyramid, Ctrl+F: the card is the waste&apos;s top card. %1 the card.
----------
Find a Card (Ctrl+F): %1 the card found.</extracomment>
        <translation>%1{nom} liegt oben auf der Ablage.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 is in the waste under %n card(s).</source>
        <extracomment>Pyramid, Ctrl+F: the card lies in the waste under others. %1 the card, %n the cards on it.
----------
Find a Card (Ctrl+F): %1 the card found, %n cards lie on it in the waste.</extracomment>
        <translation>
            <numerusform>%1{nom} liegt auf der Ablage, unter %n Karte.</numerusform>
            <numerusform>%1{nom} liegt auf der Ablage, unter %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is on top of the stock.</source>
        <extracomment>Pyramid, Ctrl+F: the card is the stock&apos;s top card (face up, usable). %1 the card.</extracomment>
        <translation>%1{nom} liegt oben auf dem Talon.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Pyramid&lt;/h2&gt;&lt;p&gt;28 cards are dealt face up in a pyramid of seven rows, the apex first; the other 24 are the stock, its top card face up. A card is free when no card of the row below overlaps it. The game is won when the pyramid is empty; the stock and the waste may keep cards.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Remove two free cards whose values make 13: ace and queen, 2 and jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7. The stock&apos;s top card and the waste&apos;s top card are free too.&lt;/li&gt;&lt;li&gt;A king is removed alone.&lt;/li&gt;&lt;li&gt;Draw: the stock&apos;s top card goes onto the waste. With the stock empty, the waste turns back into the stock: three passes in all.&lt;/li&gt;&lt;li&gt;Score: 5 for each pair or king removed; emptying a row earns a bonus, from 25 for row 7 to 500 for the apex.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Pyramid: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Pyramide&lt;/h2&gt;&lt;p&gt;28 Karten werden aufgedeckt als Pyramide aus sieben Reihen ausgeteilt, die Spitze zuerst; die übrigen 24 bilden den Talon, dessen oberste Karte aufgedeckt ist. Eine Karte ist frei, wenn keine Karte der Reihe darunter sie überdeckt. Das Spiel ist gewonnen, wenn die Pyramide leer ist; Talon und Ablage dürfen Karten behalten.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Entferne zwei freie Karten, deren Werte 13 ergeben: Ass und Dame, 2 und Bube, 3 und 10, 4 und 9, 5 und 8, 6 und 7. Die oberste Karte des Talons und die oberste Karte der Ablage sind ebenfalls frei.&lt;/li&gt;&lt;li&gt;Ein König wird allein entfernt.&lt;/li&gt;&lt;li&gt;Ziehen: Die oberste Karte des Talons kommt auf die Ablage. Ist der Talon leer, wird die Ablage wieder zum Talon: insgesamt drei Durchgänge.&lt;/li&gt;&lt;li&gt;Punkte: 5 für jedes entfernte Paar und jeden entfernten König; wer eine Reihe leert, bekommt einen Bonus, von 25 für Reihe 7 bis 500 für die Spitze.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Pyramid&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go between the rows to the nearest card, &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; along a row, &lt;b&gt;Home&lt;/b&gt; and &lt;b&gt;End&lt;/b&gt; to a row&apos;s ends; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; go to a row&apos;s first free card. Up from the apex are the stock and the waste; &lt;b&gt;P&lt;/b&gt; goes to the waste.&lt;/li&gt;&lt;li&gt;Each card says where it is, whether it is free or what covers it, and which free cards it pairs with.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks a card; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; on a second card removes the pair. &lt;b&gt;Enter&lt;/b&gt; removes a king. &lt;b&gt;N&lt;/b&gt; draws a card, or turns the waste over.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; lists the pairs and kings you can remove, &lt;b&gt;H&lt;/b&gt; gives a hint, &lt;b&gt;D&lt;/b&gt; reads the pyramid row by row, &lt;b&gt;U&lt;/b&gt; the stock and the waste, &lt;b&gt;T&lt;/b&gt; the cards removed, &lt;b&gt;I&lt;/b&gt; the score, the passes left and whether the deal can still be won.&lt;/li&gt;&lt;li&gt;Mouse: click two cards that make 13, or a king; drag a card onto its partner; click the stock to draw.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Pyramid: Pyramid&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Tasten in Pyramide&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Pfeil hoch&lt;/b&gt; und &lt;b&gt;Pfeil runter&lt;/b&gt; gehen zwischen den Reihen zur nächstgelegenen Karte, &lt;b&gt;Pfeil links&lt;/b&gt; und &lt;b&gt;Pfeil rechts&lt;/b&gt; entlang einer Reihe, &lt;b&gt;Pos1&lt;/b&gt; und &lt;b&gt;Ende&lt;/b&gt; zu den Enden einer Reihe; &lt;b&gt;1&lt;/b&gt; bis &lt;b&gt;7&lt;/b&gt; gehen zur ersten freien Karte einer Reihe. Über der Spitze liegen Talon und Ablage; &lt;b&gt;P&lt;/b&gt; geht zur Ablage.&lt;/li&gt;&lt;li&gt;Jede Karte sagt, wo sie liegt, ob sie frei ist oder was sie bedeckt und mit welchen freien Karten sie ein Paar bildet.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Leertaste&lt;/b&gt; wählt eine Karte; &lt;b&gt;Leertaste&lt;/b&gt; oder &lt;b&gt;Eingabe&lt;/b&gt; auf einer zweiten Karte entfernt das Paar. &lt;b&gt;Eingabe&lt;/b&gt; entfernt einen König. &lt;b&gt;N&lt;/b&gt; zieht eine Karte oder dreht die Ablage um.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; listet die Paare und Könige, die du entfernen kannst, &lt;b&gt;H&lt;/b&gt; gibt einen Tipp, &lt;b&gt;D&lt;/b&gt; liest die Pyramide Reihe für Reihe, &lt;b&gt;U&lt;/b&gt; Talon und Ablage, &lt;b&gt;T&lt;/b&gt; die entfernten Karten, &lt;b&gt;I&lt;/b&gt; die Punkte, die verbleibenden Durchgänge und ob das Spiel noch zu gewinnen ist.&lt;/li&gt;&lt;li&gt;Maus: Klicke zwei Karten an, die 13 ergeben, oder einen König; ziehe eine Karte auf ihren Partner; klicke auf den Talon, um zu ziehen.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>H (Hint) in every game. %1 a move as an instruction (&quot;move the 5 of clubs from column 4 onto …&quot;).</extracomment>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <source>turn cards from the stock</source>
        <extracomment>A move as an instruction, in a hint (H) and in the M list: turning cards from the stock.</extracomment>
        <translation>decke Karten vom Talon auf</translation>
    </message>
    <message>
        <source>No hint: no move is available. Undo, or press F2 for a new deal.</source>
        <extracomment>H (hint) when no legal move is left.</extracomment>
        <translation>Kein Tipp: Es ist kein Zug möglich. Mach etwas rückgängig oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>This keeps the deal winnable.</source>
        <extracomment>Added to a hint that comes from a winning line found by the solver.</extracomment>
        <translation>So bleibt das Spiel gewinnbar.</translation>
    </message>
    <message>
        <source>No moves available.</source>
        <extracomment>M (Say Available Moves) when no legal move is left.</extracomment>
        <translation>Keine Züge möglich.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s): %1.</source>
        <extracomment>M (Say Available Moves). &quot;M&quot;: %n how many moves, %1 the moves as a list of instructions.</extracomment>
        <translation>
            <numerusform>%n Zug: %1.</numerusform>
            <numerusform>%n Züge: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <extracomment>T (Say Foundations), one foundation: %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1: leer.</translation>
    </message>
    <message>
        <source>%1: complete.</source>
        <extracomment>T (Say Foundations), a foundation up to its king: %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1: vollständig.</translation>
    </message>
    <message>
        <source>%1: up to the %2.</source>
        <extracomment>T (Say Foundations), one foundation. %1 &quot;Hearts foundation&quot;, %2 its top card.</extracomment>
        <translation>%1: oben liegt %2{nom}.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1 on top, %n card(s).</source>
        <extracomment>U (Say Waste and Stock): %1 the waste&apos;s top card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>Ablage: %1 oben, %n Karte.</numerusform>
            <numerusform>Ablage: %1 oben, %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), unlimited passes.</source>
        <extracomment>U (Say Waste and Stock), unlimited passes: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Talon: %n Karte, unbegrenzte Durchgänge.</numerusform>
            <numerusform>Talon: %n Karten, unbegrenzte Durchgänge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), passes left: %1.</source>
        <extracomment>U (Say Waste and Stock), limited passes. %n cards in the stock, %1 recycles still allowed.</extracomment>
        <translation>
            <numerusform>Talon: %n Karte, verbleibende Durchgänge: %1.</numerusform>
            <numerusform>Talon: %n Karten, verbleibende Durchgänge: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down, then %2.</source>
        <extracomment>D (Say Columns), one column. %1 column, %n face-down cards, %2 the face-up cards from the deepest to the top.</extracomment>
        <translation>
            <numerusform>Spalte %1: %n verdeckt, dann %2.</numerusform>
            <numerusform>Spalte %1: %n verdeckt, dann %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1.</source>
        <extracomment>I (Say Game Info), first part: %1 the score.</extracomment>
        <translation>Punkte %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stock.</source>
        <extracomment>I (Say Game Info), Klondike: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>%n Karte im Talon.</numerusform>
            <numerusform>%n Karten im Talon.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unlimited passes.</source>
        <extracomment>I (Say Game Info), Klondike: the waste may be turned over any number of times.</extracomment>
        <translation>Unbegrenzte Durchgänge.</translation>
    </message>
    <message>
        <source>The deal is won.</source>
        <extracomment>End of the I key&apos;s answer (every game), once the game is won.</extracomment>
        <translation>Das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <source>The deal is still winnable.</source>
        <extracomment>End of the I key&apos;s answer (every game): the solver found a win from here.</extracomment>
        <translation>Das Spiel ist noch zu gewinnen.</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <extracomment>Said at the opening position of a deal the solver proved lost.</extracomment>
        <translation>Dieses Spiel ist nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>The deal can no longer be won.</source>
        <extracomment>End of the I key&apos;s answer (every game): the solver proved that no win is left.</extracomment>
        <translation>Das Spiel ist nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <source>Still working out whether the deal can still be won.</source>
        <extracomment>End of the I key&apos;s answer (every game) while the solver is still searching.</extracomment>
        <translation>Es wird gerade geprüft, ob das Spiel noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>The solver could not work out whether the deal can still be won.</source>
        <extracomment>The solver&apos;s longest search ended without an answer.</extracomment>
        <translation>Der Löser konnte nicht herausfinden, ob das Spiel noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>Not yet known whether the deal can still be won.</source>
        <extracomment>End of the I key&apos;s answer (every game) when no solver runs (yet).</extracomment>
        <translation>Bisher unbekannt, ob das Spiel noch zu gewinnen ist.</translation>
    </message>
    <message>
        <source>“%1” is not a card. Type a card like 7h or 7 of hearts.</source>
        <extracomment>Find a Card (Ctrl+F): the typed text is not a card. %1 what was typed. &quot;7h&quot; is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.</extracomment>
        <translation>„%1“ ist keine Karte. Tippe eine Karte wie 7h oder Herz-7.</translation>
    </message>
    <message>
        <source>The %1 is not visible yet.</source>
        <extracomment>Find a Card (Ctrl+F): the card is face down or in the stock; never say where it lies. %1 the card.</extracomment>
        <translation>%1{nom} ist noch nicht sichtbar.</translation>
    </message>
    <message>
        <source>The %1 is in column %2, card %3 of %4 face up.</source>
        <extracomment>Find a Card (Ctrl+F), the card is face up in a column. %1 card, %2 column, %3 its place among %4 face-up cards (counted from the deepest).</extracomment>
        <translation>%1{nom} liegt in Spalte %2, Karte %3 von %4 aufgedeckten.</translation>
    </message>
    <message>
        <source>The %1 is on top of its foundation.</source>
        <extracomment>Find a Card (Ctrl+F): %1 the card found, the last card on its foundation.</extracomment>
        <translation>%1{nom} liegt oben auf dem Zielstapel.</translation>
    </message>
    <message>
        <source>The %1 is on its foundation.</source>
        <extracomment>Find a Card (Ctrl+F): %1 the card found, under other cards on its foundation.</extracomment>
        <translation>%1{nom} liegt auf dem Zielstapel.</translation>
    </message>
    <message>
        <source>Card to find, for example 7h or 7 of hearts:</source>
        <extracomment>Find a Card (Ctrl+F): the prompt of its input box. &quot;7h&quot; is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.</extracomment>
        <translation>Gesuchte Karte, zum Beispiel 7h oder Herz-7:</translation>
    </message>
    <message>
        <source>Find a Card</source>
        <extracomment>Find a Card (Ctrl+F): title of its input box.</extracomment>
        <translation>Karte finden</translation>
    </message>
    <message>
        <source>Announcements</source>
        <extracomment>Title of the announcement history (Ctrl+Shift+H): a panel listing recent announcements.</extracomment>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Nothing has been announced yet.</source>
        <extracomment>The announcement history (Ctrl+Shift+H) before anything was said.</extracomment>
        <translation>Bisher wurde nichts angesagt.</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>L (Say Last Move): what the last move, undo or redo did, in full, with the cards that went up to the foundations by themselves after it (a win does not list them). %1 the move&apos;s own sentences (&quot;Moved the 8 of diamonds to free cell 1. Moved to the foundations: …&quot;).</extracomment>
        <translation>Letzter Zug: %1</translation>
    </message>
    <message>
        <source>No move yet in this deal.</source>
        <extracomment>L (Say Last Move) before any move of this deal.</extracomment>
        <translation>In diesem Spiel noch kein Zug.</translation>
    </message>
    <message>
        <source>Nothing to repeat yet.</source>
        <extracomment>Ctrl+L (Repeat Last Announcement) before anything was said.</extracomment>
        <translation>Noch nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>The cards are as large as this window can show them.</source>
        <extracomment>Ctrl+= (zoom in) when the cards already fill the window&apos;s width.</extracomment>
        <translation>Die Karten sind so groß, wie dieses Fenster sie zeigen kann.</translation>
    </message>
    <message>
        <source>About klondike-qt</source>
        <extracomment>Help menu, About: the box&apos;s window title.</extracomment>
        <translation>Über klondike-qt</translation>
    </message>
    <message>
        <source>klondike-qt %1</source>
        <extracomment>The About box&apos;s heading; %1 is the version number, e.g. 0.1.0.</extracomment>
        <translation>klondike-qt %1</translation>
    </message>
    <message>
        <source>Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire for everyone: mouse, keyboard and screen-reader players.</source>
        <extracomment>Help menu, About: the line under its heading.</extracomment>
        <translation>Klondike, FreeCell, Spider, Yukon, Pyramide, TriPeaks und Golf für alle: zum Spielen mit Maus, Tastatur und Bildschirmleser.</translation>
    </message>
    <message>
        <source>klondike-qt is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
        <extracomment>Help menu, About: the licence paragraph.</extracomment>
        <translation>klondike-qt ist freie Software: Du darfst sie unter der GNU General Public License, Version 3 oder jeder späteren Version, weitergeben und verändern. Sie kommt ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <source>Made with Qt %1 and PySide6 %2, used under the GNU Lesser General Public License, version 3.</source>
        <extracomment>Help menu, About: the line on the toolkit. %1 and %2 are version numbers, e.g. 6.12.0.</extracomment>
        <translation>Erstellt mit Qt %1 und PySide6 %2, verwendet unter der GNU Lesser General Public License, Version 3.</translation>
    </message>
    <message>
        <source>The GNU General Public License on gnu.org</source>
        <extracomment>The text of a link to the licence on gnu.org.</extracomment>
        <translation>Die GNU General Public License auf gnu.org</translation>
    </message>
    <message>
        <source>&amp;License</source>
        <extracomment>A button that shows the whole licence text; &amp; marks its access key.</extracomment>
        <translation>&amp;Lizenz</translation>
    </message>
    <message>
        <source>Turn cards</source>
        <comment>undo step</comment>
        <extracomment>An undo step: turning cards from the stock. Shown in the Edit menu (&quot;Undo Turn cards&quot;) and in its tip.</extracomment>
        <translation>Karten aufdecken</translation>
    </message>
    <message>
        <source>Turn the waste over</source>
        <comment>undo step</comment>
        <extracomment>An undo step: turning the waste back into the stock. Shown in the Edit menu (&quot;Undo Turn the waste over&quot;).</extracomment>
        <translation>Ablage umdrehen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>The Edit menu&apos;s Undo item when there is nothing to undo. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <extracomment>The Edit menu; %1 the step it takes back (&quot;Move 7♥ to column 6&quot;).</extracomment>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>The Edit menu&apos;s Redo item when there is nothing to redo. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <extracomment>The Edit menu; %1 the step it does again.</extracomment>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s deal field (read by a screen reader).</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Moves</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s moves field.</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s score field.</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s time field.</extracomment>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s deal field. %1 the deal number.</extracomment>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s deal field when the deal has no number (a deal set up by hand).</extracomment>
        <translation>Eigenes Spiel</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the cards turned per draw (1 or 3).</extracomment>
        <translation>Aufdecken: %1</translation>
    </message>
    <message>
        <source>Pass %1 of %2</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the pass through the stock, %2 how many are allowed.</extracomment>
        <translation>Durchgang %1 von %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s moves field. %1 the number of moves.</extracomment>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the score, or the Vegas balance (&quot;-$52&quot;).</extracomment>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the time played (&quot;4:12&quot;).</extracomment>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Ready to finish</source>
        <extracomment>Title of the banner over the table when every card is face up (Klondike).</extracomment>
        <translation>Bereit zum Abschließen</translation>
    </message>
    <message>
        <source>Every card is face up. Press Enter or click to finish.</source>
        <extracomment>The banner a mouse player sees (the announcement says &quot;Press Enter to finish&quot;).</extracomment>
        <translation>Alle Karten sind aufgedeckt. Drücke Eingabe oder klicke zum Abschließen.</translation>
    </message>
    <message>
        <source>No moves left</source>
        <extracomment>Title of the banner over the table when no legal move is left.</extracomment>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <source>Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table when no legal move is left. Under the title &quot;No moves left&quot;.</extracomment>
        <translation>Mach etwas rückgängig, um einen anderen Weg zu versuchen, oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>Every card in the columns is face up. Press Enter or click to finish.</source>
        <extracomment>Klondike: every card of the columns is face up, cards are left in the stock or the waste (the finish turns them).</extracomment>
        <translation>Alle Karten in den Spalten sind aufgedeckt. Drücke Eingabe oder klicke zum Abschließen.</translation>
    </message>
    <message>
        <source>No move helps</source>
        <extracomment>Klondike: moves are left (turning the stock) but none of them helps.</extracomment>
        <translation>Kein Zug hilft</translation>
    </message>
    <message>
        <source>Turning the stock brings up nothing that can be played. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table (Klondike). Under the title &quot;No move helps&quot;.</extracomment>
        <translation>Das Aufdecken vom Talon bringt nichts Spielbares. Mach etwas rückgängig, um einen anderen Weg zu versuchen, oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>Dead end</source>
        <extracomment>FreeCell: moves are left, but the solver has proved that none of them wins.</extracomment>
        <translation>Sackgasse</translation>
    </message>
    <message>
        <source>The solver has proved that this position cannot be won. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table (FreeCell). Under the title &quot;Dead end&quot;.</extracomment>
        <translation>Der Löser hat bewiesen, dass diese Stellung nicht zu gewinnen ist. Mach etwas rückgängig, um einen anderen Weg zu versuchen, oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>The solver has proved that this deal cannot be won from the start. Press F2 for a new deal.</source>
        <extracomment>The banner over the table (FreeCell), under the title &quot;Dead end&quot;, when the solver has proved the deal lost from its opening position (no undo can help; e.g. deal 11982).</extracomment>
        <translation>Der Löser hat bewiesen, dass dieses Spiel von Anfang an nicht zu gewinnen ist. Drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>A row cannot be dealt while a column is empty, and too few cards are left to fill every column. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>Spider, under &quot;No moves left&quot;, while rows are left in the stock: a row may not be dealt onto an empty column.</extracomment>
        <translation>Solange eine Spalte leer ist, kann keine Reihe ausgeteilt werden, und es sind zu wenige Karten übrig, um jede Spalte zu füllen. Mach etwas rückgängig oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>You won!</source>
        <extracomment>Title of the banner over the table after a win.</extracomment>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Click here or press F2 for a new deal.</source>
        <extracomment>The last line of the win banner; a click on the banner deals anew.</extracomment>
        <translation>Klicke hier oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>Spider</source>
        <extracomment>The game&apos;s name on its own (the window title, the Game menu). Spanish: Araña.</extracomment>
        <translation>Spider</translation>
    </message>
    <message>
        <source>one suit</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, one suit&quot;): one suit, spades only.</extracomment>
        <translation>eine Farbe</translation>
    </message>
    <message>
        <source>two suits</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, two suits&quot;): spades and hearts.</extracomment>
        <translation>zwei Farben</translation>
    </message>
    <message>
        <source>four suits</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, four suits&quot;).</extracomment>
        <translation>vier Farben</translation>
    </message>
    <message>
        <source>Spider, %1</source>
        <extracomment>The window title and status bar: %1 &quot;one suit&quot;, &quot;two suits&quot; or &quot;four suits&quot;.</extracomment>
        <translation>Spider, %1</translation>
    </message>
    <message>
        <source>Spider solitaire. Left and Right move between the ten columns and the stock, Up and Down along a column choose how much of a run to take, Space picks up and puts down, Enter plays a run, N deals a row, R says which runs can move, H gives a hint, F1 lists every key.</source>
        <extracomment>Spider: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Spider-Patience. Pfeil links und rechts wechseln zwischen den zehn Spalten und dem Talon, Pfeil hoch und runter in einer Spalte wählen, wie viel einer Folge du nimmst, Leertaste nimmt auf und legt hin, Eingabe spielt eine Folge, N teilt eine Reihe aus, R sagt, welche Folgen sich bewegen lassen, H gibt einen Tipp, F1 listet alle Tasten.</translation>
    </message>
    <message>
        <source>Stock</source>
        <comment>Spider&apos;s stock, a name on its own</comment>
        <extracomment>Spider&apos;s stock, as an accessible name.</extracomment>
        <translation>Talon</translation>
    </message>
    <message>
        <source>the stock</source>
        <comment>Spider&apos;s stock, inside a sentence</comment>
        <extracomment>Spider&apos;s stock inside a sentence, with its article (&quot;Nothing to pick up in the stock.&quot;). Forms allowed.</extracomment>
        <translation>der Talon|nom:der Talon|akk:den Talon|dat:dem Talon|gen:des Talons|in:im Talon|aus:vom Talon</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <extracomment>Spider: accessible name of the place where completed King-to-Ace sequences lie (the focus can rest there).</extracomment>
        <translation>Fertige Folgen</translation>
    </message>
    <message>
        <source>the completed sequences</source>
        <extracomment>Spider: the completed sequences inside a sentence, with their article. Forms allowed.</extracomment>
        <translation>die fertigen Folgen|nom:die fertigen Folgen|akk:die fertigen Folgen|dat:den fertigen Folgen|gen:der fertigen Folgen|in:bei den fertigen Folgen|aus:aus den fertigen Folgen</translation>
    </message>
    <message>
        <source>Face-down card, column %1, card %2 of %3.</source>
        <extracomment>A face-down card of a Spider column (its accessible name): %1 column, %2 its place from the bottom, %3 cards there.</extracomment>
        <translation>Verdeckte Karte, Spalte %1, Karte %2 von %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) that can&apos;t move with it.</source>
        <extracomment>Spider: the cards on it are not one same-suit run with it, so it can&apos;t be taken with them. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, Spalte %2, Karte %3 von %4, unter %n Karte, die nicht mit ihr bewegt werden kann.</numerusform>
            <numerusform>%1, Spalte %2, Karte %3 von %4, unter %n Karten, die nicht mit ihr bewegt werden können.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 can go here, or on the other %2, in column %3.</source>
        <extracomment>Spider, while cards are held: %1 the first held card, %2 the focused card it can go on, %3 the column of another card of that name which takes it too.</extracomment>
        <translation>%1{nom} kann hierhin oder auf %2{akk} in Spalte %3.</translation>
    </message>
    <message>
        <source>The %1 can go here, or on another %2, in columns %3.</source>
        <extracomment>Spider, while cards are held, on a card whose twins on other columns take them too. %1 the first held card, %2 the card it can go on, %3 the columns (&quot;4 or 9&quot;) of the other cards of that name.</extracomment>
        <translation>%1{nom} kann hierhin oder auf %2{akk} in den Spalten %3.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face-down card(s) under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card; %n the face-down cards it lies on, %1 the column.</extracomment>
        <translation>
            <numerusform>Spalte %1: darunter %n verdeckte Karte.</numerusform>
            <numerusform>Spalte %1: darunter %n verdeckte Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: no card under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card, which lies on no other card. %1 the column.</extracomment>
        <translation>Spalte %1: keine Karte darunter.</translation>
    </message>
    <message>
        <source>The arrow keys move between the columns, the stock and the completed sequences, 1 to 9 and 0 go to a column, End to the stock. F1 lists the keys.</source>
        <extracomment>Spider: Tab pressed on the board (the columns are reached with the arrow keys and the digits).</extracomment>
        <translation>Die Pfeiltasten wechseln zwischen den Spalten, dem Talon und den fertigen Folgen, 1 bis 9 und 0 gehen zu einer Spalte, Ende zum Talon. F1 listet die Tasten.</translation>
    </message>
    <message>
        <source>Column %1, empty. Any card or same-suit run can go here; fill it before dealing a row.</source>
        <extracomment>Spider: an empty column takes any card or same-suit run, and no row can be dealt while it is empty. %1 the column number.</extracomment>
        <translation>Spalte %1, leer. Hierhin kann jede Karte oder gleichfarbige Folge; fülle sie, bevor du eine Reihe austeilst.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s).</source>
        <extracomment>Spider, focus on the stock, speech setting Brief. %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Talon, %n Reihe.</numerusform>
            <numerusform>Talon, %n Reihen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s) left. Space deals a row, one card on each column.</source>
        <extracomment>Spider&apos;s stock: %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Talon, noch %n Reihe. Leertaste teilt eine Reihe aus, eine Karte auf jede Spalte.</numerusform>
            <numerusform>Talon, noch %n Reihen. Leertaste teilt eine Reihe aus, eine Karte auf jede Spalte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Completed sequences, %1 of 8.</source>
        <extracomment>Spider: the completed King-to-Ace sequences; %1 how many of the 8.</extracomment>
        <translation>Fertige Folgen, %1 von 8.</translation>
    </message>
    <message>
        <source>Completed sequences, %1 of 8: %2.</source>
        <extracomment>Spider: the completed King-to-Ace sequences, where the focus rests; %1 how many of the 8, %2 their suits in the order they were completed (&quot;spades and hearts&quot;).</extracomment>
        <translation>Fertige Folgen, %1 von 8: %2.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the completed sequences: a sequence goes there by itself, once a column holds it from king to ace in one suit.</source>
        <extracomment>Spider: held cards put down on the completed sequences. %1 the first held card.</extracomment>
        <translation>%1{nom} kann nicht zu den fertigen Folgen: Eine Folge kommt von selbst dorthin, sobald eine Spalte sie von König bis Ass in einer Farbe enthält.</translation>
    </message>
    <message>
        <source>Sequence of %1 complete, %2 of 8.</source>
        <extracomment>Spider, after a move completed a sequence, speech setting Brief. %1 its suit (&quot;hearts&quot;), %2 how many of the 8 are complete.</extracomment>
        <translation>%1-Folge fertig, %2 von 8.</translation>
    </message>
    <message>
        <source>Completed a sequence of %1, king to ace, and it leaves the table: %2 of 8.</source>
        <extracomment>Spider: a King-to-Ace run of %1 (a suit) left the table by itself; %2 how many of the 8 are complete.</extracomment>
        <translation>%1-Folge von König bis Ass fertig, sie verlässt den Tisch: %2 von 8.</translation>
    </message>
    <message numerus="yes">
        <source>Row dealt, %n left.</source>
        <extracomment>Spider, after a row was dealt (N), speech setting Brief. %n rows left in the stock.</extracomment>
        <translation>
            <numerusform>Reihe ausgeteilt, noch %n.</numerusform>
            <numerusform>Reihe ausgeteilt, noch %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1, %2</source>
        <extracomment>Spider, a dealt row: one card with its column. %1 the column&apos;s number, %2 the card (&quot;6 of spades&quot;), or only its rank (&quot;6&quot;) when the whole row is of one suit.</extracomment>
        <translation>Spalte %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row of %2, %n row(s) left: %1.</source>
        <extracomment>Spider: a row of one suit was dealt (always so with one suit); %n rows left in the stock, %1 the ten ranks on their own with their columns (&quot;column 1, 6; column 2, king; …&quot;), %2 the suit.</extracomment>
        <translation>
            <numerusform>%2-Reihe ausgeteilt, noch %n Reihe: %1.</numerusform>
            <numerusform>%2-Reihe ausgeteilt, noch %n Reihen: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row, %n row(s) left: %1.</source>
        <extracomment>Spider: a row was dealt; %n rows left in the stock, %1 the ten cards with their columns (&quot;column 1, 6 of spades; column 2, 3 of hearts; …&quot;).</extracomment>
        <translation>
            <numerusform>Reihe ausgeteilt, noch %n Reihe: %1.</numerusform>
            <numerusform>Reihe ausgeteilt, noch %n Reihen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The row is back in the stock.</source>
        <extracomment>Spider, after undoing a dealt row.</extracomment>
        <translation>Die Reihe ist wieder im Talon.</translation>
    </message>
    <message>
        <source>The sequence of %1 is back in column %2.</source>
        <extracomment>After an undo: the completed sequence of %1 (a suit) lies in column %2 again.</extracomment>
        <translation>Die %1-Folge liegt wieder in Spalte %2.</translation>
    </message>
    <message>
        <source>Move %1 from column %2 to column %3</source>
        <extracomment>An undo step in Spider; %1 a card as printed in its corner (&quot;7♥&quot;), %2 and %3 columns.</extracomment>
        <translation>%1 von Spalte %2 nach Spalte %3 verschieben</translation>
    </message>
    <message>
        <source>Deal a Row</source>
        <extracomment>An undo step in Spider: a row dealt from the stock.</extracomment>
        <translation>Reihe austeilen</translation>
    </message>
    <message>
        <source>moved %1 from column %2 to column %3</source>
        <extracomment>Spider: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, or a run (&quot;10 to 8 of spades&quot;), %2 the column it left, %3 the column it went to.</extracomment>
        <translation>%1{akk} von Spalte %2 nach Spalte %3 verschoben</translation>
    </message>
    <message>
        <source>The %1 are back in %2.</source>
        <extracomment>Spider, after an undo of a run&apos;s move: where the run is now. %1 the run, as the move said it (&quot;10 to 8 of spades&quot;: the cards from the 10 down to the 8), %2 the pile (&quot;column 2&quot;).</extracomment>
        <translation>%1 liegen wieder %2{in}.</translation>
    </message>
    <message>
        <source>dealt a row</source>
        <extracomment>Spider: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a row dealt from the stock.</extracomment>
        <translation>Reihe ausgeteilt</translation>
    </message>
    <message>
        <source>deal a row from the stock</source>
        <extracomment>Spider: a move as an instruction, in a hint (H) and in the M list: dealing a row.</extracomment>
        <translation>teile eine Reihe vom Talon aus</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left in the stock.</source>
        <extracomment>Spider: %n rows of ten cards in the stock.</extracomment>
        <translation>
            <numerusform>Noch %n Reihe im Talon.</numerusform>
            <numerusform>Noch %n Reihen im Talon.</numerusform>
        </translation>
    </message>
    <message>
        <source>No sequence is complete yet, 8 to go.</source>
        <extracomment>Spider, T (Say Completed Sequences) before any sequence is complete.</extracomment>
        <translation>Noch keine Folge fertig, 8 fehlen.</translation>
    </message>
    <message>
        <source>%1 of 8 sequences complete: %2.</source>
        <extracomment>Spider: %1 how many of the 8 sequences are complete, %2 their suits in order.</extracomment>
        <translation>%1 von 8 Folgen fertig: %2.</translation>
    </message>
    <message>
        <source>any run can go to the empty column %1</source>
        <extracomment>Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to the empty column. %1 its number.</extracomment>
        <translation>jede Folge kann in die leere Spalte %1</translation>
    </message>
    <message>
        <source>any run can go to the empty columns %1</source>
        <extracomment>Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to an empty column. %1 the empty columns&apos; numbers (&quot;2 and 7&quot;).</extracomment>
        <translation>jede Folge kann in die leeren Spalten %1</translation>
    </message>
    <message>
        <source>A row can be dealt.</source>
        <extracomment>Spider, end of R (Say Runs That Can Move): the stock may be dealt now.</extracomment>
        <translation>Eine Reihe kann ausgeteilt werden.</translation>
    </message>
    <message>
        <source>No row can be dealt while a column is empty.</source>
        <extracomment>Spider, end of R (Say Runs That Can Move): rows are left but a column is empty.</extracomment>
        <translation>Solange eine Spalte leer ist, kann keine Reihe ausgeteilt werden.</translation>
    </message>
    <message>
        <source>No run can move now. %1</source>
        <extracomment>Spider, R (Say Runs That Can Move) when no run can move. %1 what R says about the stock (&quot;A row can be dealt.&quot;).</extracomment>
        <translation>Gerade kann sich keine Folge bewegen. %1</translation>
    </message>
    <message>
        <source>Can move now: %1. %2</source>
        <extracomment>Spider: %1 the runs that can move (&quot;8 to 5 of hearts from column 3 to column 6 or 9&quot;), %2 about the stock.</extracomment>
        <translation>Jetzt beweglich: %1. %2</translation>
    </message>
    <message>
        <source>%1 from column %2 to column %3</source>
        <extracomment>Spider: %1 a run (&quot;8 to 5 of hearts&quot;), %2 its column, %3 the columns it may go to (&quot;6 or 9&quot;).</extracomment>
        <translation>%1 von Spalte %2 nach Spalte %3</translation>
    </message>
    <message>
        <source>No %1 is face up.</source>
        <extracomment>Spider, Find a Card (Ctrl+F): no card of that name lies face up (it may be face down or in the stock). %1 the card.</extracomment>
        <translation>%1{nom} liegt nirgends aufgedeckt.</translation>
    </message>
    <message>
        <source>column %1, card %2 of %3</source>
        <extracomment>Spider, Find a Card (Ctrl+F): one place of a face-up card of that name (two decks: there may be two). %1 column, %2 the card&apos;s place from the bottom, %3 cards in the column.</extracomment>
        <translation>Spalte %1, Karte %2 von %3</translation>
    </message>
    <message>
        <source>%1 of 8 sequences complete.</source>
        <extracomment>Spider, I (Say Game Info): %1 how many of the 8 sequences are complete.</extracomment>
        <translation>%1 von 8 Folgen fertig.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2.</source>
        <extracomment>Spider: %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Spider, %1, Spiel %2.</translation>
    </message>
    <message>
        <source>No list of winnable deals with %1 yet: this deal is random and may be impossible to win.</source>
        <extracomment>Spider, said after the new deal&apos;s announcement when &quot;Winnable deals only&quot; is on but the number of suits has no list of deals the solver has won yet (a list not made yet). %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Noch keine Liste gewinnbarer Spiele für %1: dieses Spiel ist zufällig und vielleicht nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>Random: no winnable list</source>
        <extracomment>Spider&apos;s status bar, beside &quot;Deal 123&quot;, when &quot;Winnable deals only&quot; is on but the number of suits has no list of deals the solver has won yet: the deal is any deal.</extracomment>
        <translation>Zufällig: keine Liste gewinnbarer Spiele</translation>
    </message>
    <message>
        <source>Restarted Spider, %1, deal %2.</source>
        <extracomment>Spider, after a restart (Ctrl+R), naming the deal as the welcome does. %1 the suits in play (&quot;one suit&quot;, &quot;two suits&quot;, &quot;four suits&quot;), %2 the deal number.</extracomment>
        <translation>Spider, %1, Spiel %2 neu gestartet.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus and the last game was restored. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Spider, %1, Spiel %2. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Spider, %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Spider, %1. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Spider, %1. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus, on a deal without a number. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Spider, %1. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Spider, %1, Spiel %2. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Spider&lt;/h2&gt;&lt;p&gt;Two decks, 104 cards: with one suit, eight sets of spades; with two, spades and hearts; with four, two full decks (Game menu). 54 cards are dealt into ten columns, only the top card of each face up; the other 50 are the stock, five rows of ten. Build eight sequences from king down to ace in one suit; each leaves the table by itself, and the game is won when all eight have.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Any card can go on a card one rank higher, whatever its suit (a 9 of hearts on a 10 of clubs).&lt;/li&gt;&lt;li&gt;Only a run of one suit moves as one: in 9♠ 8♥ 7♥ you can take the 7, or the 8 and the 7, but not the 9 with them.&lt;/li&gt;&lt;li&gt;An empty column takes any card or same-suit run.&lt;/li&gt;&lt;li&gt;A face-down card that comes to the top turns up by itself.&lt;/li&gt;&lt;li&gt;Dealing a row puts one card on each column; it is not allowed while a column is empty.&lt;/li&gt;&lt;li&gt;Score: 500 to start, 1 point less for each move and each undo, 100 more for each sequence.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Undo takes back any move, a dealt row or a completed sequence included.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in Spider: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Spider&lt;/h2&gt;&lt;p&gt;Zwei Kartenspiele, 104 Karten: mit einer Farbe acht Sätze Pik; mit zwei Pik und Herz; mit vier zwei vollständige Kartenspiele (Menü Spiel). 54 Karten werden in zehn Spalten ausgeteilt, nur die oberste jeder Spalte aufgedeckt; die übrigen 50 bilden den Talon, fünf Reihen zu zehn. Baue acht Folgen vom König abwärts bis zum Ass in einer Farbe; jede verlässt den Tisch von selbst, und das Spiel ist gewonnen, wenn alle acht es getan haben.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Jede Karte kann auf eine Karte, die einen Rang höher ist, egal welche Farbe (eine Herz-9 auf eine Kreuz-10).&lt;/li&gt;&lt;li&gt;Nur eine Folge in einer Farbe bewegt sich als Ganzes: Bei 9♠ 8♥ 7♥ kannst du die 7 nehmen oder die 8 und die 7, aber nicht die 9 mit ihnen.&lt;/li&gt;&lt;li&gt;In eine leere Spalte kann jede Karte oder gleichfarbige Folge.&lt;/li&gt;&lt;li&gt;Eine verdeckte Karte, die nach oben kommt, wird von selbst aufgedeckt.&lt;/li&gt;&lt;li&gt;Beim Austeilen einer Reihe kommt eine Karte auf jede Spalte; das ist nicht erlaubt, solange eine Spalte leer ist.&lt;/li&gt;&lt;li&gt;Punkte: 500 zu Beginn, 1 Punkt weniger für jeden Zug und jedes Rückgängig, 100 mehr für jede Folge.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Rückgängig nimmt jeden Zug zurück, auch eine ausgeteilte Reihe oder eine fertige Folge.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Spider&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the ten columns, the stock and the completed sequences; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;9&lt;/b&gt; and &lt;b&gt;0&lt;/b&gt; go to a column, &lt;b&gt;Home&lt;/b&gt; to column 1, &lt;b&gt;End&lt;/b&gt; to the stock.&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; choose how much of the run to take; only a run of one suit can be taken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down (on the stock: deals a row), &lt;b&gt;Enter&lt;/b&gt; sends a run to the best place, &lt;b&gt;N&lt;/b&gt; deals a row.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: which runs can move now. &lt;b&gt;U&lt;/b&gt;: rows left in the stock. &lt;b&gt;T&lt;/b&gt;: the completed sequences. &lt;b&gt;D&lt;/b&gt;: every column, face-down count and runs. &lt;b&gt;I&lt;/b&gt;: score, time, moves. &lt;b&gt;H&lt;/b&gt;: a hint, the first move of a winning line when the solver has found one.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card with the same-suit run on it onto another column.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it with its run to the best place; &lt;b&gt;click the stock&lt;/b&gt; to deal a row.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Spider: Spider&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Tasten in Spider&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Pfeil links&lt;/b&gt; und &lt;b&gt;Pfeil rechts&lt;/b&gt; gehen durch die zehn Spalten, den Talon und die fertigen Folgen; &lt;b&gt;1&lt;/b&gt; bis &lt;b&gt;9&lt;/b&gt; und &lt;b&gt;0&lt;/b&gt; gehen zu einer Spalte, &lt;b&gt;Pos1&lt;/b&gt; zu Spalte 1, &lt;b&gt;Ende&lt;/b&gt; zum Talon.&lt;/li&gt;&lt;li&gt;In einer Spalte wählen &lt;b&gt;Pfeil hoch&lt;/b&gt; und &lt;b&gt;Pfeil runter&lt;/b&gt;, wie viel von der Folge du nimmst; nur eine Folge in einer Farbe kann genommen werden.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Leertaste&lt;/b&gt; nimmt auf und legt hin (auf dem Talon: teilt eine Reihe aus), &lt;b&gt;Eingabe&lt;/b&gt; schickt eine Folge auf den besten Platz, &lt;b&gt;N&lt;/b&gt; teilt eine Reihe aus.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: welche Folgen sich jetzt bewegen lassen. &lt;b&gt;U&lt;/b&gt;: verbleibende Reihen im Talon. &lt;b&gt;T&lt;/b&gt;: die fertigen Folgen. &lt;b&gt;D&lt;/b&gt;: jede Spalte, Anzahl verdeckter Karten und Folgen. &lt;b&gt;I&lt;/b&gt;: Punkte, Zeit, Züge. &lt;b&gt;H&lt;/b&gt;: ein Tipp, der erste Zug eines Gewinnwegs, wenn der Löser einen gefunden hat.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Mit der Maus&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Ziehe&lt;/b&gt; eine Karte mit der gleichfarbigen Folge darauf auf eine andere Spalte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Klicke&lt;/b&gt; auf eine Karte, um sie mit ihrer Folge auf den besten Platz zu schicken; &lt;b&gt;klicke auf den Talon&lt;/b&gt;, um eine Reihe auszuteilen.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>No moves left: a row cannot be dealt while a column is empty, and too few cards are left to fill every column. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>Spider&apos;s dead end while rows are left in the stock: no card can move, and a row may not be dealt onto an empty column.</extracomment>
        <translation>Keine Züge mehr: Solange eine Spalte leer ist, kann keine Reihe ausgeteilt werden, und es sind zu wenige Karten übrig, um jede Spalte zu füllen. Mach etwas rückgängig oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the suit changes between the %2 and the %3.</source>
        <extracomment>Spider group rule. %1 the card that was to move; the suit changes between the cards %2 and %3.</extracomment>
        <translation>%1{nom} lässt sich nicht mit den Karten darauf bewegen: Zwischen %2{dat} und %3{dat} wechselt die Farbe.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the %3 does not follow the %2.</source>
        <extracomment>Spider: a run taken that is not in descending order. %1 the card that was to move; %3 does not come one rank below %2.</extracomment>
        <translation>%1{nom} lässt sich nicht mit den Karten darauf bewegen: Zwischen %2{dat} und %3{dat} bricht die Folge ab.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: nothing can go on an ace.</source>
        <extracomment>Spider: a card put on an ace. %1 the card that was to move, %2 the ace.</extracomment>
        <translation>%1{nom} kann nicht auf %2{akk}: Auf ein Ass kommt nichts.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a %3 can go there.</source>
        <extracomment>Spider target rule: %1 the card that was to move, %2 the card it was put on, %3 the only rank that may go on %2 (&quot;8&quot;, &quot;queen&quot;), any suit.</extracomment>
        <translation>%1{nom} kann nicht auf %2{akk}: Dorthin kann nur %3.</translation>
    </message>
    <message>
        <source>There is no face-up %1 in column %2.</source>
        <extracomment>Spider: a move whose card is not face up in the column it was to come from (e.g. a stale hint or save). %1 the card, %2 the column.</extracomment>
        <translation>%1{nom} liegt nicht aufgedeckt in Spalte %2.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: column %1 is empty; fill it first.</source>
        <extracomment>Spider: a row can&apos;t be dealt while a column is empty; %1 its number.</extracomment>
        <translation>Keine Reihe austeilbar: Spalte %1 ist leer; fülle sie zuerst.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: columns %1 are empty; fill them first.</source>
        <extracomment>Spider: %1 the empty columns (&quot;4 and 7&quot;).</extracomment>
        <translation>Keine Reihe austeilbar: Die Spalten %1 sind leer; fülle sie zuerst.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: the stock is empty.</source>
        <extracomment>Spider: N (Deal a Row) when the stock is empty.</extracomment>
        <translation>Keine Reihe austeilbar: Der Talon ist leer.</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>a rank on its own, as in: ace to 5</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>Ass</translation>
    </message>
    <message>
        <source>2</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>9</translation>
    </message>
    <message>
        <source>10</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>10</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>König</translation>
    </message>
    <message>
        <source>%1 to %2 of %3</source>
        <extracomment>A same-suit run in Spider, highest first: %1 and %2 ranks on their own, %3 the suit (&quot;8 to 5 of hearts&quot;).</extracomment>
        <translation>%3-%1 bis %2</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down.</source>
        <extracomment>Spider, D (Say Columns): a column with only face-down cards. %1 the column, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Spalte %1: %n verdeckt.</numerusform>
            <numerusform>Spalte %1: %n verdeckt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>Joins the runs of a Spider column (D): &quot;9 of spades, then 8 to 5 of hearts&quot;. %1 the runs so far, %2 the next one.</extracomment>
        <translation>%1, dann %2</translation>
    </message>
    <message>
        <source>a king</source>
        <extracomment>TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>ein König</translation>
    </message>
    <message>
        <source>TriPeaks</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar).</extracomment>
        <translation>TriPeaks</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a card lying on another</comment>
        <extracomment>TriPeaks: a card named inside a list of the cards lying on another (&quot;under the 9 of clubs and …&quot;). %1 the card. Forms allowed.</extracomment>
        <translation>%1|nom:%1{nom}|akk:%1{akk}|dat:%1{dat}|gen:%1{gen}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <extracomment>TriPeaks: a face-down card inside a list of the cards lying on another (&quot;under the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>einer verdeckten Karte</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <extracomment>TriPeaks: face-down cards inside a list of the cards lying on another (&quot;under 2 face-down cards&quot;). %n how many.</extracomment>
        <translation>
            <numerusform>%n verdeckten Karte</numerusform>
            <numerusform>%n verdeckten Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>TriPeaks, Spiel %1. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>TriPeaks. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>TriPeaks. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>TriPeaks. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>TriPeaks. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>TriPeaks, Spiel %1. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>New TriPeaks deal. Waste: %1. Next: %2.</source>
        <extracomment>TriPeaks, after a new deal of a deal set up by hand. %1 the waste&apos;s card, %2 the ranks that go on it (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>Neues TriPeaks-Spiel. Ablage: %1. Als Nächstes: %2.</translation>
    </message>
    <message>
        <source>Restarted TriPeaks, deal %1. Waste: %2. Next: %3.</source>
        <extracomment>TriPeaks, after a restart (Ctrl+R). %1 the deal number, %2 the waste&apos;s card, %3 the ranks that go on it.</extracomment>
        <translation>TriPeaks, Spiel %1 neu gestartet. Ablage: %2. Als Nächstes: %3.</translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Waste: %2. Next: %3.</source>
        <extracomment>TriPeaks, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the waste&apos;s card, %3 the ranks that go on it.</extracomment>
        <translation>TriPeaks, Spiel %1. Ablage: %2. Als Nächstes: %3.</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, free, fits the waste.</source>
        <extracomment>TriPeaks, the focus on a free card of row 4 (the base) that can go on the waste now. %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).</extracomment>
        <translation>%1, Reihe %2, Karte %3 von %4, frei, passt auf die Ablage.</translation>
    </message>
    <message>
        <source>%1, peak %2, row %3, card %4 of %5, free, fits the waste.</source>
        <extracomment>TriPeaks, the focus on a free card of a peak that can go on the waste now. %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.</extracomment>
        <translation>%1, Gipfel %2, Reihe %3, Karte %4 von %5, frei, passt auf die Ablage.</translation>
    </message>
    <message>
        <source>%1, peak %2, row %3, card %4 of %5, free.</source>
        <extracomment>TriPeaks, the focus on a free card of a peak that does not fit the waste now. %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.</extracomment>
        <translation>%1, Gipfel %2, Reihe %3, Karte %4 von %5, frei.</translation>
    </message>
    <message>
        <source>Face-down card, peak %1, row %2, card %3 of %4, under %5.</source>
        <extracomment>TriPeaks, the focus on a face-down card (it is covered). %1 the peak (1–3), %2 the row (1–3), %3 its place from the left, %4 the cards the row had, %5 the cards lying on it, as a list (&quot;the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>Verdeckte Karte, Gipfel %1, Reihe %2, Karte %3 von %4, unter %5{dat}.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Space turns the next one.</source>
        <extracomment>TriPeaks, the focus on the stock. %n the cards left in it.</extracomment>
        <translation>
            <numerusform>Talon, %n Karte. Die Leertaste deckt die nächste auf.</numerusform>
            <numerusform>Talon, %n Karten. Die Leertaste deckt die nächste auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Next: %2.</source>
        <extracomment>TriPeaks, the focus on the waste. %1 its top card, %n the cards on the waste, %2 the ranks that go on it.</extracomment>
        <translation>
            <numerusform>%1, Ablage, %n Karte. Als Nächstes: %2.</numerusform>
            <numerusform>%1, Ablage, %n Karten. Als Nächstes: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Top of the peaks.</source>
        <extracomment>TriPeaks, Up on the highest row that has cards: the focus stays.</extracomment>
        <translation>Oberste Reihe der Gipfel.</translation>
    </message>
    <message>
        <source>Bottom of the table.</source>
        <extracomment>TriPeaks, Down on the stock or the waste: the focus stays.</extracomment>
        <translation>Unterer Rand des Tisches.</translation>
    </message>
    <message>
        <source>Played %1 on the %2. Streak %3, plus %4.</source>
        <extracomment>TriPeaks, after a card went onto the waste. %1 the card, %2 the card it went on, %3 the streak with it (cards played since the last draw), %4 the points it scored.</extracomment>
        <translation>%1{nom} liegt jetzt auf %2{dat}. Serie %3, plus %4.</translation>
    </message>
    <message>
        <source>Turned up %1.</source>
        <extracomment>TriPeaks, after a play freed cards (they turned face up). %1 the cards, each with its article, as a list (&quot;the jack of clubs and the 4 of hearts&quot;).</extracomment>
        <translation>Aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>Peak %1 cleared.</source>
        <extracomment>TriPeaks, after a peak&apos;s top card was played. %1 the peak (1–3).</extracomment>
        <translation>Gipfel %1 abgeräumt.</translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. Streak ended at %2. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw that ended a streak. %1 the card turned, %2 the streak it ended, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Aufgedeckt: %1. Serie endet bei %2. Noch %n im Talon.</numerusform>
            <numerusform>Aufgedeckt: %1. Serie endet bei %2. Noch %n im Talon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw. %1 the card turned, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Aufgedeckt: %1. Noch %n im Talon.</numerusform>
            <numerusform>Aufgedeckt: %1. Noch %n im Talon.</numerusform>
        </translation>
    </message>
    <message>
        <source>played %1</source>
        <extracomment>TriPeaks: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card played onto the waste.</extracomment>
        <translation>%1{akk} gespielt</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>undo step</comment>
        <extracomment>TriPeaks: an undo step, a card turned from the stock. Shown in the Edit menu (&quot;Undo Draw&quot;).</extracomment>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Play %1</source>
        <comment>undo step</comment>
        <extracomment>TriPeaks: an undo step, a card onto the waste. Shown in the Edit menu (&quot;Undo Play 8 of spades&quot;). %1 the card.</extracomment>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>No moves left: no free card fits the waste or any card left in the stock. Undo, or press F2 for a new deal.</source>
        <extracomment>TriPeaks, after a move, when no free card fits the waste nor any card left in the stock.</extracomment>
        <translation>Keine Züge mehr: Keine freie Karte passt auf die Ablage oder auf eine Karte im Talon. Mach etwas rückgängig oder drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>That card is face down, under %1.</source>
        <extracomment>TriPeaks, a covered card played. %1 the cards lying on it, as a list (&quot;the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>Diese Karte ist verdeckt, unter %1{dat}.</translation>
    </message>
    <message>
        <source>The %1 stays where it is: only free cards of the peaks go on the waste.</source>
        <extracomment>TriPeaks, the waste&apos;s card (or a stock card) played: only the table&apos;s free cards go on the waste. %1 the card.</extracomment>
        <translation>%1{nom} bleibt liegen: Nur freie Karten der Gipfel kommen auf die Ablage.</translation>
    </message>
    <message>
        <source>The game is over: press F2 for a new deal.</source>
        <extracomment>TriPeaks, a move after the win.</extracomment>
        <translation>Das Spiel ist vorbei: Drücke F2 für ein neues Spiel.</translation>
    </message>
    <message>
        <source>Cards go only onto the waste: the %1 can&apos;t go on row %2.</source>
        <extracomment>TriPeaks, a card put down on a row of the peaks. %1 the card, %2 the row.</extracomment>
        <translation>%1{nom} kann nicht auf Reihe %2: Karten kommen nur auf die Ablage.</translation>
    </message>
    <message>
        <source>Cards go only onto the waste: the %1 can&apos;t go on the stock.</source>
        <extracomment>TriPeaks, a card put down on the stock. %1 the card.</extracomment>
        <translation>%1{nom} kann nicht auf den Talon: Karten kommen nur auf die Ablage.</translation>
    </message>
    <message>
        <source>The waste&apos;s card stays: play free cards onto it.</source>
        <extracomment>TriPeaks, Space on the waste: its card does not move.</extracomment>
        <translation>Die Karte der Ablage bleibt liegen: Spiele freie Karten darauf.</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <extracomment>TriPeaks, M: one free card that fits the waste, in a list. %1 the card, %2 its row.</extracomment>
        <translation>%1, Reihe %2</translation>
    </message>
    <message numerus="yes">
        <source>Fits the waste: %1. Or draw, %n left in the stock.</source>
        <extracomment>TriPeaks, M: the free cards that fit the waste, then the draw. %1 the cards with their rows (&quot;9 of clubs, row 4; 7 of diamonds, row 3&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Passt auf die Ablage: %1. Oder ziehen, noch %n im Talon.</numerusform>
            <numerusform>Passt auf die Ablage: %1. Oder ziehen, noch %n im Talon.</numerusform>
        </translation>
    </message>
    <message>
        <source>play the %1 from row %2 onto the %3</source>
        <extracomment>TriPeaks, H: a play as an instruction (lower case). %1 the card, %2 its row, %3 the waste&apos;s card.</extracomment>
        <translation>spiele %1{akk} aus Reihe %2 auf %3{akk}</translation>
    </message>
    <message numerus="yes">
        <source>draw from the stock (%n card(s) left)</source>
        <extracomment>TriPeaks, H: the draw as an instruction (lower case). %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>ziehe vom Talon (noch %n Karte)</numerusform>
            <numerusform>ziehe vom Talon (noch %n Karten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, streak %2; the next card earns %3. Cards left: %4 on the peaks, %5 in the stock. %n peak(s) cleared.</source>
        <extracomment>TriPeaks, I: the score and what the next card earns. %1 the score, %2 the streak (cards played since the last draw), %3 the points the next card of the streak would earn, %4 the cards left on the peaks, %5 the cards left in the stock, %n the peaks cleared.</extracomment>
        <translation>
            <numerusform>Punkte %1, Serie %2; die nächste Karte bringt %3. Übrige Karten: %4 auf den Gipfeln, %5 im Talon. %n Gipfel abgeräumt.</numerusform>
            <numerusform>Punkte %1, Serie %2; die nächste Karte bringt %3. Übrige Karten: %4 auf den Gipfeln, %5 im Talon. %n Gipfel abgeräumt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: %1, next %2. The stock is empty.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card and what goes on it; the stock is empty. %1 the card, %2 the ranks.</extracomment>
        <translation>Ablage: %1, als Nächstes %2. Der Talon ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1, next %2. %n card(s) in the stock.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card, what goes on it, the stock. %1 the card, %2 the ranks (&quot;a 7 or a 9&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Ablage: %1, als Nächstes %2. %n Karte im Talon.</numerusform>
            <numerusform>Ablage: %1, als Nächstes %2. %n Karten im Talon.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1: cleared.</source>
        <extracomment>TriPeaks, D: a row whose cards were all played. %1 the row (1–4).</extracomment>
        <translation>Reihe %1: abgeräumt.</translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down.</source>
        <extracomment>TriPeaks, D: a row of face-down cards only. %1 the row, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Reihe %1: %n verdeckt.</numerusform>
            <numerusform>Reihe %1: %n verdeckt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1: free %2.</source>
        <extracomment>TriPeaks, D: a row whose cards left are all free. %1 the row, %2 the cards, as a list.</extracomment>
        <translation>Reihe %1, frei: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down; free %2.</source>
        <extracomment>TriPeaks, D: a row. %1 the row, %n its face-down cards, %2 its free cards, as a list.</extracomment>
        <translation>
            <numerusform>Reihe %1: %n verdeckt; frei: %2.</numerusform>
            <numerusform>Reihe %1: %n verdeckt; frei: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in row %2, card %3, free.</source>
        <extracomment>TriPeaks, Ctrl+F: a free card. %1 the card, %2 its row, %3 its place from the left.</extracomment>
        <translation>%1{nom} liegt in Reihe %2, Karte %3, frei.</translation>
    </message>
    <message>
        <source>The %1 is the waste&apos;s card.</source>
        <extracomment>TriPeaks, Ctrl+F: the card is the waste&apos;s top card. %1 the card.</extracomment>
        <translation>%1{nom} ist die Karte der Ablage.</translation>
    </message>
    <message>
        <source>The %1 is on the waste, under other cards.</source>
        <extracomment>TriPeaks, Ctrl+F: the card was played, it lies on the waste under others. %1 the card.</extracomment>
        <translation>%1{nom} liegt auf der Ablage, unter anderen Karten.</translation>
    </message>
    <message>
        <source>The %1 is out of sight: face down or in the stock.</source>
        <extracomment>TriPeaks, Ctrl+F: the card is face down on the peaks or in the stock (which is not said). %1 the card.</extracomment>
        <translation>%1{nom} ist nicht zu sehen: verdeckt oder im Talon.</translation>
    </message>
    <message>
        <source>Left and Right go through the cards, Up and Down between the rows of the peaks, 1 to 4 go to a row, 5 to the stock, 6 to the waste. Enter plays a card; Space picks it up, to play it with Enter from anywhere, and Escape puts it back. N draws. F1 lists the keys.</source>
        <extracomment>TriPeaks: Tab on the card table (the only stop): how to move.</extracomment>
        <translation>Pfeil links und rechts gehen durch die Karten, Pfeil hoch und runter zwischen den Reihen der Gipfel, 1 bis 4 gehen zu einer Reihe, 5 zum Talon, 6 zur Ablage. Eingabe spielt eine Karte; Leertaste nimmt sie auf, um sie von überall mit Eingabe zu spielen, und Escape legt sie zurück. N zieht. F1 listet die Tasten.</translation>
    </message>
    <message>
        <source>TriPeaks solitaire. Up and Down move between the rows of the peaks, Left and Right along them, Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>TriPeaks: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>TriPeaks-Patience. Pfeil hoch und runter wechseln zwischen den Reihen der Gipfel, Pfeil links und rechts entlang der Reihen, Eingabe spielt eine Karte auf die Ablage, N zieht, H gibt einen Tipp, F1 listet alle Tasten.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TriPeaks&lt;/h2&gt;&lt;p&gt;28 cards lie in four rows forming three peaks: row 1 holds the three peak tops, row 2 six cards, row 3 nine, row 4 ten. Each card lies on two cards of the row under it. A card is free when no card lies on it; free cards are face up. The other 24 cards are the stock; the deal turns its first card onto the waste. Clear the peaks: the game is won when all 28 cards are on the waste.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A free card goes onto the waste if it is one rank above or below the waste&apos;s card, whatever the suit: on a 7 a 6 or an 8. The king and the ace are next to each other.&lt;/li&gt;&lt;li&gt;A covered card turns face up by itself once both cards on it are gone.&lt;/li&gt;&lt;li&gt;Draw: the stock&apos;s next card goes onto the waste, at any time. The stock is gone through once.&lt;/li&gt;&lt;li&gt;Score: each card played earns 100, 300, 500 … more for each card of the streak (the cards played since the last draw); clearing a peak earns 500, then 1,000, then 5,000.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in TriPeaks: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;TriPeaks&lt;/h2&gt;&lt;p&gt;28 Karten liegen in vier Reihen, die drei Gipfel bilden: Reihe 1 hat die drei Gipfelspitzen, Reihe 2 sechs Karten, Reihe 3 neun, Reihe 4 zehn. Jede Karte liegt auf zwei Karten der Reihe darunter. Eine Karte ist frei, wenn keine Karte auf ihr liegt; freie Karten sind aufgedeckt. Die übrigen 24 Karten bilden den Talon; beim Austeilen kommt seine erste Karte auf die Ablage. Räume die Gipfel ab: Das Spiel ist gewonnen, wenn alle 28 Karten auf der Ablage liegen.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Eine freie Karte kommt auf die Ablage, wenn sie einen Rang höher oder niedriger ist als die Karte der Ablage, egal in welcher Farbe: auf eine 7 eine 6 oder eine 8. König und Ass sind Nachbarn.&lt;/li&gt;&lt;li&gt;Eine bedeckte Karte wird von selbst aufgedeckt, sobald beide Karten auf ihr weg sind.&lt;/li&gt;&lt;li&gt;Ziehen: Die nächste Karte des Talons kommt jederzeit auf die Ablage. Der Talon wird einmal durchlaufen.&lt;/li&gt;&lt;li&gt;Punkte: Jede gespielte Karte bringt 100, 300, 500 … mehr für jede Karte der Serie (die seit dem letzten Ziehen gespielten Karten); ein abgeräumter Gipfel bringt 500, dann 1.000, dann 5.000.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of TriPeaks&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go between the rows of the peaks to the nearest card; &lt;b&gt;Down&lt;/b&gt; from row 4 reaches the stock and the waste. &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through every card in reading order, then the stock and the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1&lt;/b&gt; to &lt;b&gt;4&lt;/b&gt; go to a row, on its best card to play (a row with no free card yet: the first row down that has one); &lt;b&gt;5&lt;/b&gt; the stock, &lt;b&gt;6&lt;/b&gt; and &lt;b&gt;P&lt;/b&gt; the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the card you are on onto the waste; &lt;b&gt;Space&lt;/b&gt; picks it up and, on the waste, puts it down. &lt;b&gt;N&lt;/b&gt; draws from the stock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; says which free cards fit the waste, &lt;b&gt;H&lt;/b&gt; the best move, &lt;b&gt;D&lt;/b&gt; reads the rows, &lt;b&gt;U&lt;/b&gt; the waste and the stock, &lt;b&gt;I&lt;/b&gt; the score, the streak and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a free card to play it onto the waste, or &lt;b&gt;drag&lt;/b&gt; it there. &lt;b&gt;Click&lt;/b&gt; the stock to draw.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in TriPeaks: its keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Tasten in TriPeaks&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Pfeil hoch&lt;/b&gt; und &lt;b&gt;Pfeil runter&lt;/b&gt; gehen zwischen den Reihen der Gipfel zur nächstgelegenen Karte; &lt;b&gt;Pfeil runter&lt;/b&gt; von Reihe 4 erreicht Talon und Ablage. &lt;b&gt;Pfeil links&lt;/b&gt; und &lt;b&gt;Pfeil rechts&lt;/b&gt; gehen in Lesereihenfolge durch alle Karten, dann Talon und Ablage.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1&lt;/b&gt; bis &lt;b&gt;4&lt;/b&gt; gehen zu einer Reihe, auf ihre beste spielbare Karte (eine Reihe noch ohne freie Karte: die erste Reihe darunter, die eine hat); &lt;b&gt;5&lt;/b&gt; zum Talon, &lt;b&gt;6&lt;/b&gt; und &lt;b&gt;P&lt;/b&gt; zur Ablage.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Eingabe&lt;/b&gt; spielt die Karte, auf der du bist, auf die Ablage; &lt;b&gt;Leertaste&lt;/b&gt; nimmt sie auf und legt sie auf der Ablage hin. &lt;b&gt;N&lt;/b&gt; zieht vom Talon.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; sagt, welche freien Karten auf die Ablage passen, &lt;b&gt;H&lt;/b&gt; den besten Zug, &lt;b&gt;D&lt;/b&gt; liest die Reihen, &lt;b&gt;U&lt;/b&gt; Ablage und Talon, &lt;b&gt;I&lt;/b&gt; die Punkte, die Serie und ob das Spiel noch zu gewinnen ist.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Mit der Maus&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Klicke&lt;/b&gt; auf eine freie Karte, um sie auf die Ablage zu spielen, oder &lt;b&gt;ziehe&lt;/b&gt; sie dorthin. &lt;b&gt;Klicke&lt;/b&gt; auf den Talon, um zu ziehen.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Yukon</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Yukón.</extracomment>
        <translation>Yukon</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Yukon, Spiel %1. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Yukon. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Yukon. Dein Spiel ist wieder da, wo du aufgehört hast. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Yukon. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Yukon. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Yukon, Spiel %1. Drücke F1 für die Liste der Tasten.</translation>
    </message>
    <message>
        <source>New Yukon deal.</source>
        <extracomment>Yukon, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Neues Yukon-Spiel.</translation>
    </message>
    <message>
        <source>Restarted Yukon, deal %1.</source>
        <extracomment>Yukon, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Yukon, Spiel %1 neu gestartet.</translation>
    </message>
    <message>
        <source>Yukon, deal %1.</source>
        <extracomment>Yukon, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Yukon, Spiel %1.</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Any face-up card moves with the cards on it.</source>
        <extracomment>Yukon, after a new deal (F2, Ctrl+G). %1 the deal number.</extracomment>
        <translation>Yukon, Spiel %1. Jede aufgedeckte Karte bewegt sich mit den Karten darauf.</translation>
    </message>
    <message numerus="yes">
        <source>Moves with %n card(s): %1.</source>
        <extracomment>Yukon, after the focus on a face-up card that has cards on it (they move with it). %n how many cards lie on it, %1 those cards from the nearest to the top, as a list; cards that already alternate downwards are said as one stretch by their ends (&quot;jack of clubs down to 6 of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Nimmt %n Karte mit: %1.</numerusform>
            <numerusform>Nimmt %n Karten mit: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s) on it.</source>
        <extracomment>Yukon, after Space picked up a card with cards on it. %1 the card picked up, %n the cards lying on it (they come along).</extracomment>
        <translation>
            <numerusform>Du hältst %1{akk} und %n Karte darauf.</numerusform>
            <numerusform>Du hältst %1{akk} und %n Karten darauf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to column %2, on %3.</source>
        <extracomment>Yukon, after a card moved with the cards on it onto a column. %1 the card moved, %n the cards that came with it, %2 the column number, %3 the card it now lies on.</extracomment>
        <translation>
            <numerusform>%1{nom} und %n Karte liegen jetzt in Spalte %2, auf %3{dat}.</numerusform>
            <numerusform>%1{nom} und %n Karten liegen jetzt in Spalte %2, auf %3{dat}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to empty column %2.</source>
        <extracomment>Yukon, after a king moved with the cards on it to an empty column. %1 the king, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>%1{nom} und %n Karte liegen jetzt in der leeren Spalte %2.</numerusform>
            <numerusform>%1{nom} und %n Karten liegen jetzt in der leeren Spalte %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moved %1 and %n card(s) to column %2</source>
        <extracomment>Yukon, inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a card moved with the cards on it, as the move was said (&quot;Moved %1 and %n card(s) to column %2, …&quot;). %1 the card, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>%1{akk} und %n Karte in Spalte %2 verschoben</numerusform>
            <numerusform>%1{akk} und %n Karten in Spalte %2 verschoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 onto the %3 in column %4</source>
        <extracomment>Yukon, a move of a card with the cards on it as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 the card, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the card it goes on, %4 that card&apos;s column. A card alone is said as in Klondike (&quot;move the %1 from %2 onto the %3 in column %4&quot;).</extracomment>
        <translation>
            <numerusform>lege %1{akk} mit der Karte darauf %2{aus} auf %3{akk} in Spalte %4</numerusform>
            <numerusform>lege %1{akk} mit den %n Karten darauf %2{aus} auf %3{akk} in Spalte %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 to empty column %3</source>
        <extracomment>Yukon, a move of a king with the cards on it to an empty column as an instruction, in a hint (H) and in the M list. %1 the king, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the column.</extracomment>
        <translation>
            <numerusform>lege %1{akk} mit der Karte darauf %2{aus} in die leere Spalte %3</numerusform>
            <numerusform>lege %1{akk} mit den %n Karten darauf %2{aus} in die leere Spalte %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 reveals the %2, plus %3.</source>
        <extracomment>Yukon, after a move turned a face-down card up (it scores). %1 the column, %2 the card now face up, %3 the points the whole move gained: 5 for the card turned up, 15 when the move also put a card on its foundation.</extracomment>
        <translation>In Spalte %1 aufgedeckt: %2, plus %3.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down; %2.</source>
        <extracomment>Yukon, D (Say Columns), one column. %1 the column, %n its face-down cards, %2 its face-up cards from the deepest, stretches that already alternate downwards read as one, separated by semicolons (&quot;9 of clubs down to 8 of hearts; queen of spades&quot;).</extracomment>
        <translation>
            <numerusform>Spalte %1: %n verdeckt; %2.</numerusform>
            <numerusform>Spalte %1: %n verdeckt; %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <comment>Yukon</comment>
        <extracomment>Yukon, D (Say Columns), a column with no face-down card. %1 the column, %2 its stretches (as above).</extracomment>
        <translation>Spalte %1: %2.</translation>
    </message>
    <message>
        <source>%1 down to %2</source>
        <extracomment>Yukon, D (Say Columns): face-up cards that already alternate downwards, said by their ends. %1 the deepest card, %2 the card on top of them.</extracomment>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>The %1 fits on the %2 in column %3.</source>
        <extracomment>Yukon, M (Say Moves) on a face-up card: one place it can go. %1 the card, %2 the card it fits on, %3 its column.</extracomment>
        <translation>%1{nom} passt auf %2{akk} in Spalte %3.</translation>
    </message>
    <message>
        <source>The %1 can go to empty column %2.</source>
        <extracomment>Yukon, M (Say Moves) on a king: an empty column it can go to. %1 the king, %2 the column number.</extracomment>
        <translation>%1{nom} kann in die leere Spalte %2.</translation>
    </message>
    <message>
        <source>The %1 can go to its foundation.</source>
        <extracomment>Yukon, M (Say Moves) on a column&apos;s top card that can go to its foundation. %1 the card.</extracomment>
        <translation>%1{nom} kann auf den Zielstapel.</translation>
    </message>
    <message>
        <source>%1: column %2, on the %3, under the %4.</source>
        <extracomment>Yukon, Ctrl+F (Find a Card). %1 the card, %2 its column, %3 the card it lies on, %4 the card lying on it.</extracomment>
        <translation>%1: Spalte %2, auf %3{dat}, unter %4{dat}.</translation>
    </message>
    <message>
        <source>%1: column %2, on the %3, at the top.</source>
        <extracomment>Yukon, Ctrl+F: a column&apos;s top card. %1 the card, %2 its column, %3 the card it lies on.</extracomment>
        <translation>%1: Spalte %2, auf %3{dat}, ganz oben.</translation>
    </message>
    <message>
        <source>%1: column %2, at the bottom, under the %3.</source>
        <extracomment>Yukon, Ctrl+F: a card at the bottom of its column. %1 the card, %2 its column, %3 the card lying on it.</extracomment>
        <translation>%1: Spalte %2, ganz unten, unter %3{dat}.</translation>
    </message>
    <message>
        <source>%1: column %2, alone.</source>
        <extracomment>Yukon, Ctrl+F: a card alone in its column. %1 the card, %2 its column.</extracomment>
        <translation>%1: Spalte %2, allein.</translation>
    </message>
    <message>
        <source>Nothing above %1.</source>
        <extracomment>Yukon: Up on the first foundation (the foundations stand in a column at the right): the focus stays. %1 = &quot;the clubs foundation&quot; (a pile&apos;s name inside a sentence).</extracomment>
        <translation>Über %1{dat} ist nichts.</translation>
    </message>
    <message>
        <source>Nothing below %1.</source>
        <extracomment>Yukon: Down on the last foundation (the foundations stand in a column at the right): the focus stays. %1 = &quot;the hearts foundation&quot; (a pile&apos;s name inside a sentence).</extracomment>
        <translation>Unter %1{dat} ist nichts.</translation>
    </message>
    <message>
        <source>Left and Right move between the columns and the foundations, 1 to 7 go to a column, Up and Down along a column&apos;s face-up cards and along the foundations. F1 lists the keys.</source>
        <extracomment>Yukon: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Pfeil links und rechts wechseln zwischen den Spalten und den Zielstapeln, 1 bis 7 gehen zu einer Spalte, Pfeil hoch und runter über die aufgedeckten Karten einer Spalte und über die Zielstapel. F1 listet die Tasten.</translation>
    </message>
    <message>
        <source>Yukon solitaire. Left and Right move between piles, Up and Down along a column or the foundations, Space picks up a card with the cards on it and puts it down, Enter plays a card, H gives a hint, F1 lists every key.</source>
        <extracomment>Yukon: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Yukon-Patience. Pfeil links und rechts wechseln zwischen den Stapeln, Pfeil hoch und runter entlang einer Spalte oder der Zielstapel, Leertaste nimmt eine Karte mit den Karten darauf auf und legt sie hin, Eingabe spielt eine Karte, H gibt einen Tipp, F1 listet alle Tasten.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Yukon&lt;/h2&gt;&lt;p&gt;All 52 cards are dealt into seven columns: column 1 holds one card; columns 2 to 7 hold 1 to 6 face-down cards under five face-up cards. There is no stock. Build the four foundations up by suit, from the ace to the king; the game is won when all 52 cards are on them.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Any face-up card moves, with every card lying on it, whatever their order.&lt;/li&gt;&lt;li&gt;It goes on a column&apos;s top card one rank higher and of the other colour: a black 8 on a red 9.&lt;/li&gt;&lt;li&gt;Only a king, with the cards on it, goes into an empty column.&lt;/li&gt;&lt;li&gt;Only a column&apos;s top card goes to a foundation, one card at a time, and cards on the foundations stay there.&lt;/li&gt;&lt;li&gt;A face-down card at the top of a column turns face up by itself.&lt;/li&gt;&lt;li&gt;Score: 10 points per card on a foundation, 5 per card turned up.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Yukon: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Yukon&lt;/h2&gt;&lt;p&gt;Alle 52 Karten werden in sieben Spalten ausgeteilt: Spalte 1 hat eine Karte; die Spalten 2 bis 7 haben 1 bis 6 verdeckte Karten unter fünf aufgedeckten. Es gibt keinen Talon. Baue die vier Zielstapel nach Farbe auf, vom Ass bis zum König; das Spiel ist gewonnen, wenn alle 52 Karten darauf liegen.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Jede aufgedeckte Karte bewegt sich mit allen Karten, die auf ihr liegen, egal in welcher Ordnung.&lt;/li&gt;&lt;li&gt;Sie kommt auf die oberste Karte einer Spalte, die einen Rang höher ist und die andere Farbe hat: eine schwarze 8 auf eine rote 9.&lt;/li&gt;&lt;li&gt;In eine leere Spalte kommt nur ein König, mit den Karten darauf.&lt;/li&gt;&lt;li&gt;Nur die oberste Karte einer Spalte geht auf einen Zielstapel, eine Karte nach der anderen, und Karten auf den Zielstapeln bleiben dort.&lt;/li&gt;&lt;li&gt;Eine verdeckte Karte oben auf einer Spalte wird von selbst aufgedeckt.&lt;/li&gt;&lt;li&gt;Punkte: 10 pro Karte auf einem Zielstapel, 5 pro aufgedeckter Karte.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Yukon&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the seven columns, then, from column 7, to the four foundations, which stand one under the other at the right; there &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go along them. &lt;b&gt;Home&lt;/b&gt; goes to column 1, &lt;b&gt;End&lt;/b&gt; to the last foundation, &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; to a column.&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go over its face-up cards: the card you are on moves with every card lying on it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down, &lt;b&gt;Enter&lt;/b&gt; sends a card to the best place, &lt;b&gt;F&lt;/b&gt; to its foundation, &lt;b&gt;A&lt;/b&gt; sends every safe card up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; reads the columns, &lt;b&gt;T&lt;/b&gt; the foundations, &lt;b&gt;M&lt;/b&gt; where the card you are on can go, &lt;b&gt;I&lt;/b&gt; the score, moves, time and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; any face-up card onto another pile: the cards on it come along.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to the best place, &lt;b&gt;double-click&lt;/b&gt; to send it to its foundation.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Yukon: Yukon&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Tasten in Yukon&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Pfeil links&lt;/b&gt; und &lt;b&gt;Pfeil rechts&lt;/b&gt; gehen durch die sieben Spalten, dann von Spalte 7 zu den vier Zielstapeln, die rechts untereinander stehen; dort gehen &lt;b&gt;Pfeil hoch&lt;/b&gt; und &lt;b&gt;Pfeil runter&lt;/b&gt; an ihnen entlang. &lt;b&gt;Pos1&lt;/b&gt; geht zu Spalte 1, &lt;b&gt;Ende&lt;/b&gt; zum letzten Zielstapel, &lt;b&gt;1&lt;/b&gt; bis &lt;b&gt;7&lt;/b&gt; zu einer Spalte.&lt;/li&gt;&lt;li&gt;In einer Spalte gehen &lt;b&gt;Pfeil hoch&lt;/b&gt; und &lt;b&gt;Pfeil runter&lt;/b&gt; über ihre aufgedeckten Karten: Die Karte, auf der du bist, bewegt sich mit allen Karten, die auf ihr liegen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Leertaste&lt;/b&gt; nimmt auf und legt hin, &lt;b&gt;Eingabe&lt;/b&gt; schickt eine Karte auf den besten Platz, &lt;b&gt;F&lt;/b&gt; auf ihren Zielstapel, &lt;b&gt;A&lt;/b&gt; legt alle sicheren Karten hoch.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; liest die Spalten, &lt;b&gt;T&lt;/b&gt; die Zielstapel, &lt;b&gt;M&lt;/b&gt; wohin die Karte, auf der du bist, kann, &lt;b&gt;I&lt;/b&gt; Punkte, Züge, Zeit und ob das Spiel noch zu gewinnen ist.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Mit der Maus&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Ziehe&lt;/b&gt; eine beliebige aufgedeckte Karte auf einen anderen Stapel: Die Karten darauf kommen mit.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Klicke&lt;/b&gt; auf eine Karte, um sie auf den besten Platz zu schicken, &lt;b&gt;doppelklicke&lt;/b&gt;, um sie auf ihren Zielstapel zu schicken.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the items of a long list</comment>
        <extracomment>The separator between the items of a long spoken list whose items hold commas (&quot;8 to 2 of spades from column 1 to column 6; 7 of hearts from column 4 to column 9&quot;): a semicolon and a space in English; French writes a space before it (&quot; ; &quot;).</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>lower</source>
        <comment>the capital inside a sentence: lower or keep</comment>
        <extracomment>Not spoken: write &quot;keep&quot; if your language keeps the capital of a place&apos;s or card&apos;s words inside a sentence (German nouns: &quot;Jetzt auf: Spalte 1, leer.&quot;); else leave &quot;lower&quot; (&quot;Now on: column 1, empty.&quot;).</extracomment>
        <translation>keep</translation>
    </message>
</context>
</TS>
