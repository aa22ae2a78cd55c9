<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en_US">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Deal</source>
        <extracomment>Menu item in the Game menu and a toolbar button (key F2 or Ctrl+N); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Deal a new game.</source>
        <extracomment>What the Game menu command &quot;New Deal&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Reparte una partida nueva.</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <extracomment>Menu item in the Game menu and a toolbar button (key Ctrl+R); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Reiniciar partida</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning.</source>
        <extracomment>What the Game menu command &quot;Restart Deal&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Vuelve a empezar esta partida desde el principio.</translation>
    </message>
    <message>
        <source>Choose Deal &amp;Number…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+G); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Elegir número de partida…</translation>
    </message>
    <message>
        <source>Play a deal by its number.</source>
        <extracomment>What the Game menu command &quot;Choose Deal Number…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Juega una partida por su número.</translation>
    </message>
    <message>
        <source>Play &amp;Klondike</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jugar a &amp;Klondike</translation>
    </message>
    <message>
        <source>Switch to Klondike; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Klondike&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Cambiar a Klondike; la partida que dejas se guarda para cuando vuelvas.</translation>
    </message>
    <message>
        <source>Play &amp;FreeCell</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jugar a &amp;Carta Blanca</translation>
    </message>
    <message>
        <source>Switch to FreeCell; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play FreeCell&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Cambiar a Carta Blanca; la partida que dejas se guarda para cuando vuelvas.</translation>
    </message>
    <message>
        <source>Play S&amp;pider (One Suit)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jugar a Araña (&amp;un palo)</translation>
    </message>
    <message>
        <source>Play Spider with one suit, the easiest; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (One Suit)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Juega a la Araña con un palo, la más fácil; se deja una partida empezada de Araña con otros palos.</translation>
    </message>
    <message>
        <source>Play Spider (T&amp;wo Suits)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jugar a Araña (&amp;dos palos)</translation>
    </message>
    <message>
        <source>Play Spider with two suits; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (Two Suits)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Juega a la Araña con dos palos; se deja una partida empezada de Araña con otros palos.</translation>
    </message>
    <message>
        <source>Play Spider (F&amp;our Suits)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jugar a Araña (cuatr&amp;o palos)</translation>
    </message>
    <message>
        <source>Play Spider with four suits, the hardest; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (Four Suits)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Juega a la Araña con cuatro palos, la más difícil; se deja una partida empezada de Araña con otros palos.</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+Shift+S); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>Show games played, won, streaks and records.</source>
        <extracomment>What the Game menu command &quot;Statistics…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Muestra las partidas jugadas y ganadas, las rachas y los récords.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+ or ); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Change the rules, the cards, sound and speech, and the keys.</source>
        <extracomment>What the Game menu command &quot;Settings…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Cambia las reglas, las cartas, el sonido y la voz, y las teclas.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>Menu item in the Game menu (key Ctrl+Q); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Save the game and quit.</source>
        <extracomment>What the Game menu command &quot;Quit&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Guarda la partida y sale.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Menu item in the Edit menu and a toolbar button (key Ctrl+Z); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back the last action.</source>
        <extracomment>What the Edit menu command &quot;Undo&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Deshace la última acción.</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Menu item in the Edit menu and a toolbar button (key Ctrl+Y or Ctrl+Shift+Z); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Do again what was undone.</source>
        <extracomment>What the Edit menu command &quot;Redo&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Vuelve a hacer lo que se ha deshecho.</translation>
    </message>
    <message>
        <source>Previous Pile</source>
        <extracomment>Menu item in the Play menu (key Left); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Montón anterior</translation>
    </message>
    <message>
        <source>Move the focus to the previous pile.</source>
        <extracomment>What the Play menu command &quot;Previous Pile&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Lleva el foco al montón anterior.</translation>
    </message>
    <message>
        <source>Next Pile</source>
        <extracomment>Menu item in the Play menu (key Right); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Montón siguiente</translation>
    </message>
    <message>
        <source>Move the focus to the next pile.</source>
        <extracomment>What the Play menu command &quot;Next Pile&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Lleva el foco al montón siguiente.</translation>
    </message>
    <message>
        <source>Card Above</source>
        <extracomment>Menu item in the Play menu (key Up); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta de arriba</translation>
    </message>
    <message>
        <source>In a column, take more of the run; from the first face-up card, go to the pile above.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up).</extracomment>
        <translation>En una columna, abarca más cartas de la escalera; desde la primera carta boca arriba, sube al montón de arriba.</translation>
    </message>
    <message>
        <source>Card Below</source>
        <extracomment>Menu item in the Play menu (key Down); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta de abajo</translation>
    </message>
    <message>
        <source>In a column, take less of the run; from the top row, go to the column beneath.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>En una columna, abarca menos cartas de la escalera; desde la fila de arriba, baja a la columna de debajo.</translation>
    </message>
    <message>
        <source>First Pile</source>
        <extracomment>Menu item in the Play menu (key Home); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Primer montón</translation>
    </message>
    <message>
        <source>Move the focus to the stock.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).
----------
Klondike&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Spider&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Lleva el foco al mazo.</translation>
    </message>
    <message>
        <source>Say Last Move</source>
        <extracomment>Menu item in the Say menu (key L); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir último movimiento</translation>
    </message>
    <message>
        <source>Say what the last move did, with the cards that went up by themselves.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Last Move&quot; (L): safe cards go up to the foundations by themselves after a move.</extracomment>
        <translation>Dice qué hizo el último movimiento, con las cartas que subieron solas.</translation>
    </message>
    <message>
        <source>&amp;About klondike-qt</source>
        <extracomment>Menu item in the Help menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Acerca de klondike-qt</translation>
    </message>
    <message>
        <source>Move the focus to the first free cell.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).</extracomment>
        <translation>Lleva el foco a la primera celda libre.</translation>
    </message>
    <message>
        <source>Move the focus to column 1.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Spider&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Yukon&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).</extracomment>
        <translation>Lleva el foco a la columna 1.</translation>
    </message>
    <message>
        <source>Last Pile</source>
        <extracomment>Menu item in the Play menu (key End); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Último montón</translation>
    </message>
    <message>
        <source>Move the focus to column 7.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Lleva el foco a la columna 7.</translation>
    </message>
    <message>
        <source>Move the focus to column 8.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Lleva el foco a la columna 8.</translation>
    </message>
    <message>
        <source>Move the focus to this column.</source>
        <extracomment>What the Play menu commands &quot;Column 1&quot; … &quot;Column 10&quot; do (keys 1 … 9, 0): their status-bar tip and their line in the F1 key list.</extracomment>
        <translation>Lleva el foco a esta columna.</translation>
    </message>
    <message>
        <source>Column 1</source>
        <extracomment>Menu item in the Play menu (key 1); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Columna 1</translation>
    </message>
    <message>
        <source>Column 2</source>
        <extracomment>Menu item in the Play menu (key 2); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Columna 2</translation>
    </message>
    <message>
        <source>Column 3</source>
        <extracomment>Menu item in the Play menu (key 3); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Columna 3</translation>
    </message>
    <message>
        <source>Column 4</source>
        <extracomment>Menu item in the Play menu (key 4); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Columna 4</translation>
    </message>
    <message>
        <source>Column 5</source>
        <extracomment>Menu item in the Play menu (key 5); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Columna 5</translation>
    </message>
    <message>
        <source>Column 6</source>
        <extracomment>Menu item in the Play menu (key 6); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Columna 6</translation>
    </message>
    <message>
        <source>Column 7</source>
        <extracomment>Menu item in the Play menu (key 7); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Columna 7</translation>
    </message>
    <message>
        <source>Column 8</source>
        <extracomment>Menu item in the Play menu (key 8); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Columna 8</translation>
    </message>
    <message>
        <source>Column 9</source>
        <extracomment>Menu item in the Play menu (key 9); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Columna 9</translation>
    </message>
    <message>
        <source>Column 10</source>
        <extracomment>Menu item in the Play menu (key 0); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Columna 10</translation>
    </message>
    <message>
        <source>Go to the Free Cells</source>
        <extracomment>Menu item in the Play menu (key C); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Ir a las celdas libres</translation>
    </message>
    <message>
        <source>Move the focus to the first free cell; press again for the next one.</source>
        <extracomment>What the Play menu command &quot;Go to the Free Cells&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Lleva el foco a la primera celda libre; pulsa otra vez para ir a la siguiente.</translation>
    </message>
    <message>
        <source>Go to the Waste</source>
        <extracomment>Menu item in the Play menu (key P); also its row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Column 6&quot; (key 6), as P: a Play menu item, a row in the F1 key list.</extracomment>
        <translation>Ir al descarte</translation>
    </message>
    <message>
        <source>Move the focus to the playable waste card.</source>
        <extracomment>What the Play menu command &quot;Go to the Waste&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Lleva el foco a la carta jugable del descarte.</translation>
    </message>
    <message>
        <source>Pick Up / Put Down</source>
        <extracomment>Menu item in the Play menu (key Space); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Tomar / dejar</translation>
    </message>
    <message>
        <source>Pick up the focused card with the cards on it, or put the held cards on the focused pile. On the stock: turn cards.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Toma la carta enfocada con las cartas que tiene encima, o deja las cartas que llevas en el montón enfocado. En el mazo: saca cartas.</translation>
    </message>
    <message>
        <source>Pick up the focused card with the cards on it, or put the held cards on the focused pile.</source>
        <extracomment>What the Play menu command &quot;Pick Up / Put Down&quot; does (in FreeCell and Yukon; a game with a stock says what Space does there, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Toma la carta enfocada con las que tiene encima, o deja las cartas que llevas en el montón enfocado.</translation>
    </message>
    <message>
        <source>Pick up the focused card with the same-suit run on it, or put the held cards on the focused column. On the stock: deal a row.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Toma la carta enfocada con la escalera del mismo palo que tiene encima, o deja las cartas que llevas en la columna enfocada. En el mazo: reparte una fila.</translation>
    </message>
    <message>
        <source>Play Card</source>
        <extracomment>Menu item in the Play menu (key Return or Enter); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Jugar carta</translation>
    </message>
    <message>
        <source>Send the focused card, or what you hold, to the best legal place.</source>
        <extracomment>What the Play menu command &quot;Play Card&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Envía la carta enfocada, o lo que llevas, al mejor sitio permitido.</translation>
    </message>
    <message>
        <source>Turn Cards</source>
        <extracomment>Menu item in the Play menu and a toolbar button (key N); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Sacar cartas</translation>
    </message>
    <message>
        <source>Turn cards from the stock, or turn the waste over when the stock is empty.</source>
        <extracomment>What the Play menu command &quot;Turn Cards&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Saca cartas del mazo, o da la vuelta al descarte cuando el mazo está vacío.</translation>
    </message>
    <message>
        <source>In a column, take one more face-up card.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up): nothing lies above Spider&apos;s columns, so Up stays in its column.</extracomment>
        <translation>En una columna, abarca una carta boca arriba más.</translation>
    </message>
    <message>
        <source>In a column, take one card less.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>En una columna, abarca una carta menos.</translation>
    </message>
    <message>
        <source>Deal a Row</source>
        <extracomment>Spider&apos;s name for &quot;Turn Cards&quot; (key N): a Play menu item, a toolbar button, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Repartir una fila</translation>
    </message>
    <message>
        <source>Deal one card from the stock onto each column (not while a column is empty).</source>
        <extracomment>What Spider&apos;s &quot;Deal a Row&quot; (N) does: status-bar tip, toolbar tooltip, F1 key-list line.</extracomment>
        <translation>Reparte una carta del mazo sobre cada columna (no mientras haya una columna vacía).</translation>
    </message>
    <message>
        <source>Move the focus up.</source>
        <extracomment>What the Play menu command &quot;Card Above&quot; does, in a game that gives no words of its own (each game says where Up goes on its table, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Lleva el foco hacia arriba.</translation>
    </message>
    <message>
        <source>Move the focus down.</source>
        <extracomment>What the Play menu command &quot;Card Below&quot; does, in a game that gives no words of its own (each game says where Down goes on its table, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Lleva el foco hacia abajo.</translation>
    </message>
    <message>
        <source>Move the focus to the first pile.</source>
        <extracomment>What the Play menu command &quot;First Pile&quot; does, in a game that gives no words of its own (each game names its first pile, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Lleva el foco al primer montón.</translation>
    </message>
    <message>
        <source>Move the focus to the last pile.</source>
        <extracomment>What the Play menu command &quot;Last Pile&quot; does, in a game that gives no words of its own (each game names its last pile, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Lleva el foco al último montón.</translation>
    </message>
    <message>
        <source>To Foundation</source>
        <extracomment>Menu item in the Play menu (key F); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>A la base</translation>
    </message>
    <message>
        <source>Send the focused card to its foundation.</source>
        <extracomment>What the Play menu command &quot;To Foundation&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sube la carta enfocada a su base.</translation>
    </message>
    <message>
        <source>To Free Cell</source>
        <extracomment>Menu item in the Play menu (key X); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>A una celda libre</translation>
    </message>
    <message>
        <source>Put the focused card, or the one you hold, in a free cell.</source>
        <extracomment>What the Play menu command &quot;To Free Cell&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Pon en una celda libre la carta enfocada o la que llevas.</translation>
    </message>
    <message>
        <source>Move Safe Cards Up</source>
        <extracomment>Menu item in the Play menu (key A); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Subir cartas seguras</translation>
    </message>
    <message>
        <source>Move every card that can safely go to the foundations.</source>
        <extracomment>What the Play menu command &quot;Move Safe Cards Up&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sube a las bases todas las cartas que pueden ir sin riesgo.</translation>
    </message>
    <message>
        <source>Auto-Move Safe Cards</source>
        <extracomment>Menu item in the Play menu (no key by default); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Subir solas las cartas seguras</translation>
    </message>
    <message>
        <source>After each move, send every card no other card can need to its foundation (on by default).</source>
        <extracomment>What the Play menu command &quot;Auto-Move Safe Cards&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Tras cada movimiento, sube a su base toda carta que ya no pueda necesitar ninguna otra (activado por omisión).</translation>
    </message>
    <message>
        <source>Put Back</source>
        <extracomment>Menu item in the Play menu (key Escape); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Devolver</translation>
    </message>
    <message>
        <source>Put back the held cards.</source>
        <extracomment>What the Play menu command &quot;Put Back&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Devuelve a su sitio las cartas que llevas.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>Menu item in the Play menu and a toolbar button (key H); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Say and show one available move; press again for the next.</source>
        <extracomment>What the Play menu command &quot;Hint&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Dice y muestra un movimiento posible; vuelve a pulsar para el siguiente.</translation>
    </message>
    <message>
        <source>&amp;Find Card…</source>
        <extracomment>Menu item in the Play menu (key Ctrl+F); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Buscar carta…</translation>
    </message>
    <message>
        <source>Type a card to hear where it is and move the focus to it.</source>
        <extracomment>What the Play menu command &quot;Find Card…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Escribe una carta para oír dónde está y llevar el foco hasta ella.</translation>
    </message>
    <message>
        <source>Say Available Moves</source>
        <extracomment>Menu item in the Say menu (key M); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir movimientos posibles</translation>
    </message>
    <message>
        <source>Say every available move.</source>
        <extracomment>What the Say menu command &quot;Say Available Moves&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Dice todos los movimientos posibles.</translation>
    </message>
    <message>
        <source>Say Foundations</source>
        <extracomment>Menu item in the Say menu (key T); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir bases</translation>
    </message>
    <message>
        <source>Say the top card of each foundation.</source>
        <extracomment>What the Say menu command &quot;Say Foundations&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Dice la carta de arriba de cada base.</translation>
    </message>
    <message>
        <source>Say score, time, moves and whether the deal is still winnable.</source>
        <extracomment>What the Say menu command &quot;Say Game Info&quot; does (in Yukon; the other games name what they add, their keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Dice la puntuación, el tiempo, los movimientos y si la partida aún se puede ganar.</translation>
    </message>
    <message>
        <source>Say what the last move did, in full.</source>
        <extracomment>What the Say menu command &quot;Say Last Move&quot; does (FreeCell, where safe cards go up by themselves, says so in its own words): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Dice por completo qué hizo el último movimiento.</translation>
    </message>
    <message>
        <source>Say Completed Sequences</source>
        <extracomment>Spider&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir secuencias completas</translation>
    </message>
    <message>
        <source>Say how many of the eight sequences are complete, and their suits.</source>
        <extracomment>What Spider&apos;s &quot;Say Completed Sequences&quot; (T) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Dice cuántas de las ocho secuencias están completas y de qué palos.</translation>
    </message>
    <message>
        <source>Say Waste and Stock</source>
        <extracomment>Menu item in the Say menu (key U); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir descarte y mazo</translation>
    </message>
    <message>
        <source>Say the waste card and how many cards are in the stock.</source>
        <extracomment>What the Say menu command &quot;Say Waste and Stock&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Dice la carta del descarte y cuántas cartas quedan en el mazo.</translation>
    </message>
    <message>
        <source>In a column, take one more card; from its first card, go to the free cell or foundation above.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up): FreeCell&apos;s top row holds the four free cells over columns 1 to 4 and the four foundations over columns 5 to 8.</extracomment>
        <translation>En una columna, abarca una carta más; desde su primera carta, sube a la celda libre o a la base de arriba.</translation>
    </message>
    <message>
        <source>In a column, take one card less; from the top row, go to the column beneath, on the run at its top.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down): FreeCell&apos;s top row holds the free cells and the foundations.</extracomment>
        <translation>En una columna, abarca una carta menos; desde la fila de arriba, baja a la columna de debajo, a la escalera que tiene arriba.</translation>
    </message>
    <message>
        <source>Say Free Cells</source>
        <extracomment>FreeCell&apos;s name for &quot;Say Waste and Stock&quot; (key U): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir celdas libres</translation>
    </message>
    <message>
        <source>Say what is in each free cell.</source>
        <extracomment>What FreeCell&apos;s &quot;Say Free Cells&quot; (U) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Dice qué hay en cada celda libre.</translation>
    </message>
    <message>
        <source>Say Stock</source>
        <extracomment>Spider&apos;s name for &quot;Say Waste and Stock&quot; (key U): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir mazo</translation>
    </message>
    <message>
        <source>Say how many rows are left in the stock and how many sequences are complete.</source>
        <extracomment>What Spider&apos;s &quot;Say Stock&quot; (U) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Dice cuántas filas quedan en el mazo y cuántas secuencias están completas.</translation>
    </message>
    <message>
        <source>Say Room to Move</source>
        <extracomment>Menu item in the Say menu (key R); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir cuántas cartas se pueden mover</translation>
    </message>
    <message>
        <source>Say how many cards you can move at once now, and why.</source>
        <extracomment>What the Say menu command &quot;Say Room to Move&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Dice cuántas cartas puedes mover de una vez ahora y por qué.</translation>
    </message>
    <message>
        <source>Say Runs That Can Move</source>
        <extracomment>Spider&apos;s name for &quot;Say Room to Move&quot; (key R): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir escaleras que se pueden mover</translation>
    </message>
    <message>
        <source>Say every run that can move now and where it can go, and whether a row can be dealt.</source>
        <extracomment>What Spider&apos;s &quot;Say Runs That Can Move&quot; (R) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Dice cada escalera que se puede mover ahora y adónde, y si se puede repartir una fila.</translation>
    </message>
    <message>
        <source>Say Columns</source>
        <extracomment>Menu item in the Say menu (key D); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir columnas</translation>
    </message>
    <message>
        <source>Say every column: face-down counts and face-up cards.</source>
        <extracomment>What the Say menu command &quot;Say Columns&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Dice cada columna: cuántas cartas hay boca abajo y cuáles boca arriba.</translation>
    </message>
    <message>
        <source>Say every column, from its bottom card to its top one.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Dice cada columna, de la carta de abajo a la de arriba.</translation>
    </message>
    <message>
        <source>Say every column: its face-down count, then its same-suit runs.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Dice cada columna: cuántas cartas hay boca abajo y luego sus escaleras del mismo palo.</translation>
    </message>
    <message>
        <source>Say Game Info</source>
        <extracomment>Menu item in the Say menu (key I); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir información de la partida</translation>
    </message>
    <message>
        <source>Say score, time, moves, cards in stock, passes left and whether the deal is still winnable.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Dice la puntuación, el tiempo, los movimientos, las cartas del mazo, las pasadas que quedan y si la partida aún se puede ganar.</translation>
    </message>
    <message>
        <source>Say time, moves, free cells and empty columns, and whether the deal can still be won.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Dice el tiempo, los movimientos, las celdas libres y las columnas vacías, y si la partida aún se puede ganar.</translation>
    </message>
    <message>
        <source>Say score, time, moves, rows left, sequences complete and empty columns.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Dice la puntuación, el tiempo, los movimientos, las filas que quedan, las secuencias completas y las columnas vacías.</translation>
    </message>
    <message>
        <source>Repeat Last Announcement</source>
        <extracomment>Menu item in the Say menu (key Ctrl+L); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Repetir el último anuncio</translation>
    </message>
    <message>
        <source>Say the last announcement again.</source>
        <extracomment>What the Say menu command &quot;Repeat Last Announcement&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Vuelve a decir el último anuncio.</translation>
    </message>
    <message>
        <source>Announcement &amp;History</source>
        <extracomment>Menu item in the Say menu (key Ctrl+Shift+H); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Historial de anuncios</translation>
    </message>
    <message>
        <source>Show and focus the list of recent announcements.</source>
        <extracomment>What the Say menu command &quot;Announcement History&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Muestra la lista de anuncios recientes y lleva el foco a ella.</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <extracomment>Menu item in the View menu (key Ctrl+= or Ctrl++); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Make the cards larger.</source>
        <extracomment>What the View menu command &quot;Zoom In&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Hace las cartas más grandes.</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <extracomment>Menu item in the View menu (key Ctrl+-); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>Make the cards smaller.</source>
        <extracomment>What the View menu command &quot;Zoom Out&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Hace las cartas más pequeñas.</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <extracomment>Menu item in the View menu (key Ctrl+0); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <source>Make the cards fill the window.</source>
        <extracomment>What the View menu command &quot;Fit to Window&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Hace que las cartas llenen la ventana.</translation>
    </message>
    <message>
        <source>&amp;Keys and Rules</source>
        <extracomment>Menu item in the Help menu (key F1); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Teclas y reglas</translation>
    </message>
    <message>
        <source>List every command with its keys, and the rules.</source>
        <extracomment>What the Help menu command &quot;Keys and Rules&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Muestra todos los comandos con sus teclas, y las reglas.</translation>
    </message>
    <message>
        <source>About this program.</source>
        <extracomment>What the Help menu command &quot;About klondike-qt&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Información sobre este programa.</translation>
    </message>
    <message>
        <source>Play &amp;Yukon</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jugar a &amp;Yukón</translation>
    </message>
    <message>
        <source>Switch to Yukon; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Yukon&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Cambiar a Yukón; la partida que dejas se guarda para cuando vuelvas.</translation>
    </message>
    <message>
        <source>Play &amp;Golf</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jugar al &amp;Golf</translation>
    </message>
    <message>
        <source>Switch to Golf; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Golf&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Cambia al Golf; la partida que dejas se guarda para cuando vuelvas.</translation>
    </message>
    <message>
        <source>Move the focus to the card under it in the column; from the waste or the stock, to a column&apos;s top card.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up).</extracomment>
        <translation>Llevar el foco a la carta que tiene debajo en la columna; desde el descarte o el mazo, a la carta de arriba de una columna.</translation>
    </message>
    <message>
        <source>Move the focus back towards the column&apos;s top card; from the top card, to the waste.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>Llevar el foco de vuelta hacia la carta de arriba de la columna; desde la carta de arriba, al descarte.</translation>
    </message>
    <message>
        <source>Pick up a column&apos;s top card, or put the held card on the waste; on the stock, draw.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Coge la carta de arriba de una columna, o deja la carta que llevas en el descarte; en el mazo, saca una carta.</translation>
    </message>
    <message>
        <source>Draw a Card</source>
        <extracomment>Golf&apos;s name for &quot;Turn Cards&quot; (N): a Play menu item, a row in the F1 key list and in the key settings.
----------
Pyramid&apos;s name for &quot;Turn Cards&quot; (key N): a Play menu item and toolbar button, a row in the F1 key list.</extracomment>
        <translation>Sacar una carta</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s next card onto the waste (one pass).</source>
        <extracomment>What Golf&apos;s &quot;Draw a Card&quot; (N) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Pasa la siguiente carta del mazo al descarte (una sola pasada).</translation>
    </message>
    <message>
        <source>Say the waste&apos;s card, what fits it and the cards left in the stock.</source>
        <extracomment>What Golf&apos;s &quot;Say Waste&quot; (T) does: status-bar tip, F1 key-list line.
----------
Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Dice la carta del descarte, qué encaja en ella y las cartas que quedan en el mazo.</translation>
    </message>
    <message>
        <source>Say every column, from its top card down.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Dice cada columna, desde su carta de arriba hacia abajo.</translation>
    </message>
    <message>
        <source>Say the columns&apos; top cards that fit the waste now.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Available Moves&quot; (M).</extracomment>
        <translation>Dice las cartas de arriba de las columnas que encajan ahora en el descarte.</translation>
    </message>
    <message>
        <source>Say the score in strokes, the cards left in the stock, the time, and whether the deal can still be won.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Dice la puntuación en golpes, las cartas que quedan en el mazo, el tiempo y si aún se puede ganar la partida.</translation>
    </message>
    <message>
        <source>Play Tr&amp;iPeaks</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jugar a Tr&amp;iPeaks</translation>
    </message>
    <message>
        <source>Switch to TriPeaks; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play TriPeaks&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Cambiar a TriPeaks; la partida que dejas se guarda para cuando vuelvas.</translation>
    </message>
    <message>
        <source>Move the focus to the highest card left.</source>
        <extracomment>What TriPeaks&apos; &quot;Highest Card&quot; (Home) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la carta más alta que queda.</translation>
    </message>
    <message>
        <source>Move the focus to the waste.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).
----------
TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Go to the Waste&quot; (P).</extracomment>
        <translation>Llevar el foco al descarte.</translation>
    </message>
    <message>
        <source>Move the focus to this row&apos;s best card to play, else its first free card; from a row with none, to the nearest row below (else above) that has one.</source>
        <extracomment>TriPeaks&apos; name for &quot;Column 1&quot; … &quot;Column 4&quot; (keys 1 to 4): a Play menu item, a row in the F1 key list. What TriPeaks&apos; &quot;Row 1&quot; … &quot;Row 4&quot; (keys 1 to 4) do: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la mejor carta para jugar de esta fila, o si no a su primera carta libre; desde una fila sin ninguna, a la fila más cercana de abajo (o si no, de arriba) que tenga una.</translation>
    </message>
    <message>
        <source>Go to the Stock</source>
        <extracomment>TriPeaks&apos; name for &quot;Column 5&quot; (key 5): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Ir al mazo</translation>
    </message>
    <message>
        <source>Move the focus to the previous card, row by row from the peaks&apos; tops, then the stock and the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Previous Card&quot; (Left) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la carta anterior, fila a fila desde las cimas de los picos, y luego al mazo y al descarte.</translation>
    </message>
    <message>
        <source>Move the focus to the next card, row by row from the peaks&apos; tops, then the stock and the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Next Card&quot; (Right) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la carta siguiente, fila a fila desde las cimas de los picos, y luego al mazo y al descarte.</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row above; from the stock or the waste, to the lowest row left.</source>
        <extracomment>What TriPeaks&apos; &quot;Row Above&quot; (Up) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la carta más cercana de la fila de arriba; desde el mazo o el descarte, a la fila más baja que queda.</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row below; from row 4, to the stock or the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Row Below&quot; (Down) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la carta más cercana de la fila de abajo; desde la fila 4, al mazo o al descarte.</translation>
    </message>
    <message>
        <source>Highest Card</source>
        <extracomment>TriPeaks&apos; name for &quot;First Pile&quot; (key Home): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta más alta</translation>
    </message>
    <message>
        <source>Pick up the focused free card, or put the held card on the waste. On the stock: draw.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Coger la carta libre enfocada, o dejar la que llevas en el descarte. En el mazo: sacar carta.</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s next card onto the waste.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Turn Cards&quot; (N).</extracomment>
        <translation>Pasar la siguiente carta del mazo al descarte.</translation>
    </message>
    <message>
        <source>Say Waste</source>
        <extracomment>Golf&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings (the waste is where every card ends: Golf has no foundations of its own).
----------
TriPeaks&apos; name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings (TriPeaks has no foundations: the cards go onto the waste).</extracomment>
        <translation>Decir descarte</translation>
    </message>
    <message>
        <source>Say the waste&apos;s card, what goes on it, and the stock.</source>
        <extracomment>What TriPeaks&apos; &quot;Say Waste&quot; (T) does: status-bar tip, F1 key-list line.
----------
TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Decir la carta del descarte, qué va sobre ella y el mazo.</translation>
    </message>
    <message>
        <source>Say Rows</source>
        <extracomment>TriPeaks&apos; name for &quot;Say Columns&quot; (key D): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir filas</translation>
    </message>
    <message>
        <source>Say the rows of the peaks: face-down cards counted, free cards named.</source>
        <extracomment>What TriPeaks&apos; &quot;Say Rows&quot; (D) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Decir las filas de los picos: las cartas boca abajo contadas, las libres nombradas.</translation>
    </message>
    <message>
        <source>Say the free cards that fit the waste, and the draw.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Available Moves&quot; (M).</extracomment>
        <translation>Decir las cartas libres que van al descarte, y sacar carta.</translation>
    </message>
    <message>
        <source>Say score, streak, what the next card earns, the cards left, and whether the deal can still be won.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Decir puntuación, racha, lo que gana la siguiente carta, las cartas que quedan y si la partida aún se puede ganar.</translation>
    </message>
    <message>
        <source>Play &amp;Pyramid</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jugar a &amp;Pirámide</translation>
    </message>
    <message>
        <source>Switch to Pyramid; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Pyramid&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Cambiar a Pirámide; la partida que dejas se guarda para cuando vuelvas.</translation>
    </message>
    <message>
        <source>Row 1</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 1&quot; (key 1): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila 1</translation>
    </message>
    <message>
        <source>Move the focus to this row&apos;s first free card.</source>
        <extracomment>What Pyramid&apos;s &quot;Row 1&quot; … &quot;Row 7&quot; (keys 1 to 7) do: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la primera carta libre de esta fila.</translation>
    </message>
    <message>
        <source>Row 2</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 2&quot; (key 2): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila 2</translation>
    </message>
    <message>
        <source>Row 3</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 3&quot; (key 3): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila 3</translation>
    </message>
    <message>
        <source>Row 4</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 4&quot; (key 4): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila 4</translation>
    </message>
    <message>
        <source>Row 5</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 5&quot; (key 5): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila 5</translation>
    </message>
    <message>
        <source>Row 6</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 6&quot; (key 6): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila 6</translation>
    </message>
    <message>
        <source>Row 7</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 7&quot; (key 7): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila 7</translation>
    </message>
    <message>
        <source>Previous Card</source>
        <extracomment>Pyramid&apos;s name for &quot;Previous Pile&quot; (key Left): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Previous Pile&quot; (Left): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta Anterior</translation>
    </message>
    <message>
        <source>Move the focus to the card on the left in the row; from the waste, to the stock.</source>
        <extracomment>What Pyramid&apos;s &quot;Previous Card&quot; (Left) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la carta de la izquierda en la fila; desde el descarte, al mazo.</translation>
    </message>
    <message>
        <source>Next Card</source>
        <extracomment>Pyramid&apos;s name for &quot;Next Pile&quot; (key Right): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Next Pile&quot; (Right): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta Siguiente</translation>
    </message>
    <message>
        <source>Move the focus to the card on the right in the row; from the stock, to the waste.</source>
        <extracomment>What Pyramid&apos;s &quot;Next Card&quot; (Right) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la carta de la derecha en la fila; desde el mazo, al descarte.</translation>
    </message>
    <message>
        <source>Row Above</source>
        <extracomment>Pyramid&apos;s name for &quot;Card Above&quot; (key Up): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Card Above&quot; (Up): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila de Arriba</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row above; from the apex, to the stock.</source>
        <extracomment>What Pyramid&apos;s &quot;Row Above&quot; (Up) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la carta más cercana de la fila de arriba; desde la cima, al mazo.</translation>
    </message>
    <message>
        <source>Row Below</source>
        <extracomment>Pyramid&apos;s name for &quot;Card Below&quot; (key Down): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Card Below&quot; (Down): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila de Abajo</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row below; from the stock or the waste, to the apex.</source>
        <extracomment>What Pyramid&apos;s &quot;Row Below&quot; (Down) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la carta más cercana de la fila de abajo; desde el mazo o el descarte, a la cima.</translation>
    </message>
    <message>
        <source>Start of Row</source>
        <extracomment>Pyramid&apos;s name for &quot;First Pile&quot; (key Home): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Inicio de la fila</translation>
    </message>
    <message>
        <source>Move the focus to the first card of the row.</source>
        <extracomment>What Pyramid&apos;s &quot;Start of Row&quot; (Home) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la primera carta de la fila.</translation>
    </message>
    <message>
        <source>End of Row</source>
        <extracomment>Pyramid&apos;s name for &quot;Last Pile&quot; (key End): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Final de la fila</translation>
    </message>
    <message>
        <source>Move the focus to the last card of the row.</source>
        <extracomment>What Pyramid&apos;s &quot;End of Row&quot; (End) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Llevar el foco a la última carta de la fila.</translation>
    </message>
    <message>
        <source>Pick the focused card, or remove it with the card you hold when they make 13. A king is removed at once.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Tomar la carta enfocada, o retirarla con la carta que sostienes si suman 13. Un rey se retira de inmediato.</translation>
    </message>
    <message>
        <source>Remove the focused card with a free card that makes 13, or a king alone.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Play Card&quot; (Enter).</extracomment>
        <translation>Retirar la carta enfocada con una carta libre que sume 13, o un rey solo.</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s top card onto the waste, or turn the waste over when the stock is empty (three passes in all).</source>
        <extracomment>What Pyramid&apos;s &quot;Draw a Card&quot; (N) does: status-bar tip, toolbar tooltip, F1 key-list line.</extracomment>
        <translation>Pasar la carta de arriba del mazo al descarte, o dar la vuelta al descarte cuando el mazo está vacío (tres pasadas en total).</translation>
    </message>
    <message>
        <source>Say the Pyramid</source>
        <extracomment>Pyramid&apos;s name for &quot;Say Columns&quot; (key D): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir la Pirámide</translation>
    </message>
    <message>
        <source>Say every row of the pyramid, its free cards marked.</source>
        <extracomment>What Pyramid&apos;s &quot;Say the Pyramid&quot; (D) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Decir cada fila de la pirámide, con sus cartas libres marcadas.</translation>
    </message>
    <message>
        <source>Say Removed Cards</source>
        <extracomment>Pyramid&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Decir Cartas Retiradas</translation>
    </message>
    <message>
        <source>Say how many cards are removed and left in the pyramid.</source>
        <extracomment>What Pyramid&apos;s &quot;Say Removed Cards&quot; (T) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Decir cuántas cartas se han retirado y cuántas quedan en la pirámide.</translation>
    </message>
    <message>
        <source>Say the stock&apos;s top card and count, the waste&apos;s top card and the passes left.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Decir la carta de arriba del mazo y cuántas tiene, la carta de arriba del descarte y las pasadas que quedan.</translation>
    </message>
    <message>
        <source>Say score, time, moves, the stock, passes left and whether the deal can still be won.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Decir puntuación, tiempo, movimientos, el mazo, las pasadas que quedan y si aún se puede ganar la partida.</translation>
    </message>
    <message>
        <source>Play the card you hold onto the waste, else the focused card.</source>
        <extracomment>TriPeaks&apos; and Golf&apos;s status-bar tip and F1 key-list line for &quot;Play Card&quot; (Enter).</extracomment>
        <translation>Juega al descarte la carta que llevas; si no llevas ninguna, la enfocada.</translation>
    </message>
    <message>
        <source>Move the focus to the previous column; from column 1, to the last foundation; from a foundation, to column 7.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Previous Pile&quot; (Left). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Lleva el foco a la columna anterior; desde la columna 1, a la última base; desde una base, a la columna 7.</translation>
    </message>
    <message>
        <source>Move the focus to the next column; from column 7, to the first foundation; from a foundation, to column 1.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Next Pile&quot; (Right). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Lleva el foco a la columna siguiente; desde la columna 7, a la primera base; desde una base, a la columna 1.</translation>
    </message>
    <message>
        <source>In a column, take one more face-up card; on the foundations, go to the foundation above.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>En una columna, abarca una carta boca arriba más; en las bases, sube a la base de arriba.</translation>
    </message>
    <message>
        <source>In a column, take one card less; on the foundations, go to the foundation below.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>En una columna, abarca una carta menos; en las bases, baja a la base de abajo.</translation>
    </message>
    <message>
        <source>Move the focus to the last foundation, the lowest.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End): the lowest of the four foundations, which stand one under the other at the right of column 7.</extracomment>
        <translation>Lleva el foco a la última base, la de más abajo.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>ace of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translatorcomment>Los nombres de carta llevan el artículo (el/la: «la reina de picas», «el 7 de corazones») porque las plantillas no conocen el género; por eso las plantillas en español no llevan artículo delante de %1 y no empiezan por %1 salvo donde el código pone la mayúscula (sentence_start).</translatorcomment>
        <translation>el as de tréboles</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 2 de tréboles</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 3 de tréboles</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 4 de tréboles</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 5 de tréboles</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 6 de tréboles</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 7 de tréboles</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 8 de tréboles</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 9 de tréboles</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 10 de tréboles</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>la jota de tréboles</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>la reina de tréboles</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el rey de tréboles</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el as de diamantes</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 2 de diamantes</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 3 de diamantes</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 4 de diamantes</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 5 de diamantes</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 6 de diamantes</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 7 de diamantes</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 8 de diamantes</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 9 de diamantes</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 10 de diamantes</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>la jota de diamantes</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>la reina de diamantes</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el rey de diamantes</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el as de picas</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 2 de picas</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 3 de picas</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 4 de picas</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 5 de picas</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 6 de picas</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 7 de picas</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 8 de picas</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 9 de picas</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 10 de picas</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>la jota de picas</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>la reina de picas</translation>
    </message>
    <message>
        <source>king of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el rey de picas</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el as de corazones</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 2 de corazones</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 3 de corazones</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 4 de corazones</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 5 de corazones</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 6 de corazones</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 7 de corazones</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 8 de corazones</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 9 de corazones</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el 10 de corazones</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>la jota de corazones</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>la reina de corazones</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>el rey de corazones</translation>
    </message>
    <message>
        <source>ace</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translatorcomment>Rango con artículo indefinido («un 8», «una reina»): solo se usa en «ahí solo puede ir %3 de corazones o de diamantes».</translatorcomment>
        <translation>un as</translation>
    </message>
    <message>
        <source>2</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 2</translation>
    </message>
    <message>
        <source>3</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 3</translation>
    </message>
    <message>
        <source>4</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 4</translation>
    </message>
    <message>
        <source>5</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 5</translation>
    </message>
    <message>
        <source>6</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 6</translation>
    </message>
    <message>
        <source>7</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 7</translation>
    </message>
    <message>
        <source>8</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 8</translation>
    </message>
    <message>
        <source>9</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 9</translation>
    </message>
    <message>
        <source>10</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 10</translation>
    </message>
    <message>
        <source>jack</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>una jota</translation>
    </message>
    <message>
        <source>queen</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>una reina</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un rey</translation>
    </message>
    <message>
        <source>clubs</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only clubs&quot;. Forms allowed.</extracomment>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only diamonds&quot;. Forms allowed.</extracomment>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>spades</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only spades&quot;. Forms allowed.</extracomment>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only hearts&quot;. Forms allowed.</extracomment>
        <translation>corazones</translation>
    </message>
    <message>
        <source>clubs foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the clubs foundation&quot;); capitalised as its accessible name (&quot;Clubs foundation&quot;). Forms allowed.</extracomment>
        <translation>base de tréboles</translation>
    </message>
    <message>
        <source>diamonds foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the diamonds foundation&quot;); capitalised as its accessible name (&quot;Diamonds foundation&quot;). Forms allowed.</extracomment>
        <translation>base de diamantes</translation>
    </message>
    <message>
        <source>spades foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the spades foundation&quot;); capitalised as its accessible name (&quot;Spades foundation&quot;). Forms allowed.</extracomment>
        <translation>base de picas</translation>
    </message>
    <message>
        <source>hearts foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the hearts foundation&quot;); capitalised as its accessible name (&quot;Hearts foundation&quot;). Forms allowed.</extracomment>
        <translation>base de corazones</translation>
    </message>
    <message>
        <source>face-down card</source>
        <extracomment>Accessible name of a card whose face the player cannot see; also said on focus. Forms allowed.</extracomment>
        <translation>carta boca abajo</translation>
    </message>
    <message>
        <source>column %1</source>
        <extracomment>A tableau column inside a sentence, %1 = 1..7. Forms allowed.</extracomment>
        <translatorcomment>Nombre de montón dentro de una frase, con artículo («la columna 3», «el descarte»): las plantillas usan «en %1», «desde %1», nunca «de %1» ni «a %1» (darían «de el», «a el»).</translatorcomment>
        <translation>la columna %1</translation>
    </message>
    <message>
        <source>the waste</source>
        <extracomment>A pile&apos;s name inside a sentence (&quot;Nothing to pick up in the waste.&quot;), with its article. Forms allowed.</extracomment>
        <translation>el descarte</translation>
    </message>
    <message>
        <source>the stock</source>
        <extracomment>A pile&apos;s name inside a sentence (&quot;Nothing to pick up in the stock.&quot;), with its article. Forms allowed.</extracomment>
        <translation>el mazo</translation>
    </message>
    <message>
        <source>the %1</source>
        <extracomment>A foundation&apos;s name inside a sentence, with its article (&quot;Nothing to pick up in the hearts foundation&quot;). %1 = &quot;hearts foundation&quot; and so on. Forms allowed.</extracomment>
        <translation>la %1</translation>
    </message>
    <message>
        <source>Golf</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Golf.</extracomment>
        <translation>Golf</translation>
    </message>
    <message>
        <source>Golf, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Golf, partida %1. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Golf. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Golf. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Golf. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Golf. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Golf, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Golf, partida %1. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>New Golf deal.</source>
        <extracomment>Golf, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nueva partida de Golf.</translation>
    </message>
    <message>
        <source>Restarted Golf, deal %1.</source>
        <extracomment>Golf, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Golf, partida %1 reiniciada.</translation>
    </message>
    <message>
        <source>Golf, deal %1.</source>
        <extracomment>Golf, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Golf, partida %1.</translation>
    </message>
    <message>
        <source>Golf, deal %1. The waste shows the %2: %3 fits.</source>
        <extracomment>Golf, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the card on the waste, %3 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a 2&quot;).</extracomment>
        <translation>Golf, partida %1. El descarte muestra %2: encaja %3.</translation>
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
        <source>only %1</source>
        <extracomment>Golf: the one rank that goes on an ace or a king, inside a sentence (&quot;only a 2&quot;, &quot;only a queen&quot;). %1 a rank with its article.</extracomment>
        <translation>solo %1</translation>
    </message>
    <message>
        <source>%1, column %2, last card, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s last card (nothing under it) that can go on the waste now. %1 the card, %2 the column number.</extracomment>
        <translation>%1, columna %2, última carta, encaja en el descarte</translation>
    </message>
    <message>
        <source>%1, column %2, last card, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s last card (nothing under it) that does not fit the waste now. %1 the card, %2 the column number.</extracomment>
        <translation>%1, columna %2, última carta, no encaja en el descarte</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that can go on the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, columna %2, carta de arriba, %n debajo, encaja en el descarte</numerusform>
            <numerusform>%1, columna %2, carta de arriba, %n debajo, encaja en el descarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that does not fit the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, columna %2, carta de arriba, %n debajo, no encaja en el descarte</numerusform>
            <numerusform>%1, columna %2, carta de arriba, %n debajo, no encaja en el descarte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2, card %3 from the top, under %4</source>
        <extracomment>Golf, the focus on a column card with cards on it (not free). %1 the card, %2 the column number, %3 its place counted from the column&apos;s top card (2: the second from the top), %4 the cards lying on it, the one right on it first, as a list.</extracomment>
        <translation>%1, columna %2, carta %3 desde arriba, bajo %4</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>Golf, the focus on an empty column (it stays empty). %1 the column number.</extracomment>
        <translation>Columna %1, vacía</translation>
    </message>
    <message>
        <source>%1, waste, %2 fits</source>
        <extracomment>Golf, the focus on the waste. %1 its top card, %2 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a 2&quot;).</extracomment>
        <translation>%1, descarte, encaja %2</translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <extracomment>Golf, the focus on the empty stock (one pass: it stays empty).</extracomment>
        <translation>Mazo, vacío</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s) left</source>
        <extracomment>Golf, the focus on the stock. %n how many cards are left in it.</extracomment>
        <translation>
            <numerusform>Mazo, queda %n carta</numerusform>
            <numerusform>Mazo, quedan %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Golf: a column&apos;s accessible name. %1 its number.
----------
Accessible name of a tableau column, %1 = 1..7.</extracomment>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>Waste</source>
        <extracomment>Golf: the waste&apos;s accessible name (the one foundation every card ends on).
----------
Accessible name of the waste pile (cards turned from the stock).
----------
TriPeaks: the waste&apos;s accessible name.</extracomment>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>Golf: the stock&apos;s accessible name.
----------
Accessible name of the stock pile (cards not yet dealt, turned with N).
----------
TriPeaks: the stock&apos;s accessible name.</extracomment>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Played %1 on the %2.</source>
        <extracomment>Golf, after a card went from a column onto the waste. %1 the card played, %2 the waste card it went on.</extracomment>
        <translation>Has jugado %1 sobre %2.</translation>
    </message>
    <message>
        <source>Redone: played %1 on the %2.</source>
        <extracomment>Golf, after redoing a play (Ctrl+Y). %1 the card played again, %2 the waste card it went on.</extracomment>
        <translation>Rehecho: has jugado %1 sobre %2.</translation>
    </message>
    <message>
        <source>Redone: turned the %1.</source>
        <extracomment>Golf, after redoing a draw (Ctrl+Y). %1 the card turned again.</extracomment>
        <translation>Rehecho: has sacado %1.</translation>
    </message>
    <message>
        <source>Column %1 shows the %2.</source>
        <extracomment>Golf, after a play: the column&apos;s new top card (now free). %1 the column number, %2 the card.</extracomment>
        <translation>La columna %1 muestra %2.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <extracomment>Golf, after a play that took a column&apos;s last card. %1 the column number.</extracomment>
        <translation>La columna %1 está vacía.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <extracomment>Golf, after a play: what fits the waste now. %1 the ranks (&quot;a 5 or a 7&quot;, &quot;only a queen&quot;).
----------
TriPeaks, after a move: what goes on the waste now. %1 the ranks (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>Ahora: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the columns.</source>
        <extracomment>Golf, after a play: %n how many cards are left in the seven columns.</extracomment>
        <translation>
            <numerusform>Queda %n carta en las columnas.</numerusform>
            <numerusform>Quedan %n cartas en las columnas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned the %1: %2 fits.</source>
        <extracomment>Golf, after a draw (N, or a click on the stock). %1 the card turned onto the waste, %2 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a queen&quot;).</extracomment>
        <translation>Has sacado %1: encaja %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n left in the stock.</source>
        <extracomment>Golf, after a draw, and in U and I: %n how many cards are left in the stock.</extracomment>
        <translation>
            <numerusform>Queda %n en el mazo.</numerusform>
            <numerusform>Quedan %n en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: the %1 is back on column %2. The waste shows the %3.</source>
        <extracomment>Golf, after undoing a play. %1 the card back on its column, %2 the column number, %3 the waste&apos;s card now.</extracomment>
        <translation>Deshecho: %1 vuelve a la columna %2. El descarte muestra %3.</translation>
    </message>
    <message>
        <source>Undone: the %1 is back on the stock. The waste shows the %2.</source>
        <extracomment>Golf, after undoing a draw. %1 the card back on the stock, %2 the waste&apos;s card now.</extracomment>
        <translation>Deshecho: %1 vuelve al mazo. El descarte muestra %2.</translation>
    </message>
    <message>
        <source>Play %1 from column %2</source>
        <extracomment>Golf: a play in the Edit menu&apos;s undo history. %1 the card, %2 the column it came from.</extracomment>
        <translation>Jugar %1 de la columna %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>Golf: a draw in the Edit menu&apos;s undo history. %1 the card turned.</extracomment>
        <translation>Sacar %1</translation>
    </message>
    <message numerus="yes">
        <source>You won in %1! All the columns are cleared, %n card(s) left in the stock: score minus %n.</source>
        <extracomment>Golf, the win (the last column emptied). %1 the time played, %n the cards left in the stock (the score is minus that number).</extracomment>
        <translation>
            <numerusform>¡Has ganado en %1! Todas las columnas están vacías, queda %n carta en el mazo: puntuación menos %n.</numerusform>
            <numerusform>¡Has ganado en %1! Todas las columnas están vacías, quedan %n cartas en el mazo: puntuación menos %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>No moves left: no top card fits the waste, and no draw can help. Score %1. Undo, or press F2 for a new deal.</source>
        <extracomment>Golf, said after a move when no column card fits the waste or any card left in the stock. %1 the cards left in the columns (the score).</extracomment>
        <translation>No quedan movimientos: ninguna carta de arriba encaja en el descarte y sacar cartas no ayuda. Puntuación %1. Deshaz, o pulsa F2 para una partida nueva.</translation>
    </message>
    <message>
        <source>The %1 doesn&apos;t fit the %2: it needs %3.</source>
        <extracomment>Golf, refused: a card one rank away from the waste&apos;s card goes on it. %1 the card, %2 the waste&apos;s card, %3 the ranks that fit (&quot;a 4 or a 6&quot;).
----------
TriPeaks, a card refused on the waste. %1 the card, %2 the waste&apos;s card, %3 the ranks that fit (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>%1 no encaja en %2: hace falta %3.</translation>
    </message>
    <message>
        <source>No wrapping: only a 2 goes on an ace.</source>
        <extracomment>Golf, refused: a king on an ace (ranks do not wrap around).</extracomment>
        <translation>Sin vuelta: sobre un as solo va un 2.</translation>
    </message>
    <message>
        <source>Only a queen goes on a king.</source>
        <extracomment>Golf, refused: an ace on a king.</extracomment>
        <translation>Sobre un rey solo va una reina.</translation>
    </message>
    <message>
        <source>Only the top card of a column can be played: the %1 is under the %2.</source>
        <extracomment>Golf, refused: a card with cards on it. %1 the card, %2 the card lying right on it.</extracomment>
        <translation>Solo se juega la carta de arriba de una columna: %1 está bajo %2.</translation>
    </message>
    <message>
        <source>The %1 is already on the waste.</source>
        <extracomment>Golf, refused: the card is already on the waste. %1 the card.</extracomment>
        <translation>%1 ya está en el descarte.</translation>
    </message>
    <message>
        <source>The %1 is still in the stock: N turns the next card.</source>
        <extracomment>Golf, refused: a card still in the stock. %1 the card.</extracomment>
        <translation>%1 sigue en el mazo: N saca la siguiente carta.</translation>
    </message>
    <message>
        <source>Nothing goes on a column: the %1 can only go onto the waste.</source>
        <extracomment>Golf, refused: a held card put down on a column (nothing is ever placed on a column). %1 the card.</extracomment>
        <translation>Nada va sobre una columna: %1 solo puede ir al descarte.</translation>
    </message>
    <message>
        <source>The stock takes no card: the %1 can only go onto the waste.</source>
        <extracomment>Golf, refused: a held card put down on the stock (cards only leave it). %1 the card.</extracomment>
        <translation>El mazo no recibe cartas: %1 solo puede ir al descarte.</translation>
    </message>
    <message>
        <source>The waste&apos;s card stays: play a column&apos;s top card onto it.</source>
        <extracomment>Golf, Space on the waste: its card is the target of every play, it is never picked up.</extracomment>
        <translation>La carta del descarte se queda: juega sobre ella la carta de arriba de una columna.</translation>
    </message>
    <message>
        <source>The deal is won: no move after a win.</source>
        <extracomment>Golf, refused: a move after the win.</extracomment>
        <translation>La partida está ganada: no hay movimientos después de ganar.</translation>
    </message>
    <message>
        <source>Bottom of column %1.</source>
        <extracomment>Golf, Up on a column&apos;s bottom card (the focus stays). %1 the column number.</extracomment>
        <translation>Fondo de la columna %1.</translation>
    </message>
    <message>
        <source>Nothing below the waste and the stock.</source>
        <extracomment>Golf, Down on the waste or the stock (the focus stays).</extracomment>
        <translation>No hay nada debajo del descarte y del mazo.</translation>
    </message>
    <message numerus="yes">
        <source>draw, %n left in the stock</source>
        <extracomment>Golf, H&apos;s hint or M&apos;s list: draw a card. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>sacar, queda %n en el mazo</numerusform>
            <numerusform>sacar, quedan %n en el mazo</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing fits, and the stock is empty.</source>
        <extracomment>Golf, M when no top card fits the waste and the stock is empty.
----------
TriPeaks, M when no free card fits the waste and the stock is empty.</extracomment>
        <translation>No encaja nada y el mazo está vacío.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing fits: draw, %n left in the stock.</source>
        <extracomment>Golf, M when no top card fits the waste. %n the cards left in the stock.
----------
TriPeaks, M when no free card fits the waste. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>No encaja nada: saca, queda %n en el mazo.</numerusform>
            <numerusform>No encaja nada: saca, quedan %n en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fits the waste: %1.</source>
        <extracomment>Golf, M: the top cards that fit the waste now. %1 the list (&quot;7 of hearts, column 3; 5 of diamonds, column 6&quot;).
----------
TriPeaks, M: the free cards that fit the waste; the stock is empty. %1 the cards with their rows (&quot;9 of clubs, row 4; 7 of diamonds, row 3&quot;).</extracomment>
        <translation>Encajan en el descarte: %1.</translation>
    </message>
    <message>
        <source>Column %1, from the top: %2.</source>
        <extracomment>Golf, D (Say Columns): one column, from its top card down. %1 the column number, %2 its cards as a list.</extracomment>
        <translation>Columna %1, desde arriba: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: the %1, %2 fits. %n card(s) left in the stock.</source>
        <extracomment>Golf, U (Say Waste and Stock). %1 the waste&apos;s card, %2 the ranks that fit it, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Descarte: %1, encaja %2. Queda %n carta en el mazo.</numerusform>
            <numerusform>Descarte: %1, encaja %2. Quedan %n cartas en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in column %2, card %3 from the top.</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card in a column. %1 the card, %2 the column, %3 its place from the top (1: the top card).</extracomment>
        <translation>%1 está en la columna %2, carta %3 desde arriba.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 is on the waste, under %n card(s).</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card on the waste. %1 the card, %n how many cards lie on it.</extracomment>
        <translation>
            <numerusform>%1 está en el descarte, bajo %n carta.</numerusform>
            <numerusform>%1 está en el descarte, bajo %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in the stock.</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card still in the stock (where in the stock is not said: its order is hidden). %1 the card.</extracomment>
        <translation>%1 está en el mazo.</translation>
    </message>
    <message numerus="yes">
        <source>Score %1 strokes, %n card(s) left in the stock, time %2.</source>
        <extracomment>Golf, I (Say Game Info), before whether the deal can still be won. %1 the score in strokes (the cards left in the columns; minus the stock left once won), %2 the time played, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>Puntuación %1 golpes, queda %n carta en el mazo, tiempo %2.</numerusform>
            <numerusform>Puntuación %1 golpes, quedan %n cartas en el mazo, tiempo %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left and Right move between the seven columns, the waste and the stock, 1 to 7 go to a column&apos;s top card, Up and Down along a column. Enter plays the card onto the waste; Space picks it up, to play it with Enter from anywhere, and Escape puts it back. N draws, M says what fits. F1 lists the keys.</source>
        <extracomment>Golf: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Izquierda y Derecha recorren las siete columnas, el descarte y el mazo, de 1 a 7 van a la carta de arriba de una columna, Arriba y Abajo recorren una columna. Intro juega la carta al descarte; Espacio la toma, para jugarla con Intro desde cualquier sitio, y Escape la devuelve. N saca una carta, M dice qué encaja. F1 muestra las teclas.</translation>
    </message>
    <message>
        <source>Golf solitaire. Left and Right move between the columns, the waste and the stock, Up and Down along a column, Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>Golf: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Golf. Izquierda y Derecha recorren las columnas, el descarte y el mazo, Arriba y Abajo recorren una columna, Intro juega una carta al descarte, N saca una carta, H da una pista, F1 muestra todas las teclas.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five face-up cards, a stock of 16 and a waste. Clear the columns: every card goes onto the waste.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A column&apos;s top card goes onto the waste when it is one rank above or below the waste&apos;s card, whatever the suit: on a 7, a 6 or an 8. No wrapping: on an ace only a 2, on a king only a queen.&lt;/li&gt;&lt;li&gt;Draw the stock&apos;s next card onto the waste at any time; one pass, no recycling.&lt;/li&gt;&lt;li&gt;Nothing is ever put on a column; an empty column stays empty.&lt;/li&gt;&lt;li&gt;The score is in strokes, lower is better: the cards left in the columns; a won deal scores minus the cards left in the stock.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Keys of Golf&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the seven columns, the waste and the stock; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; go to a column&apos;s top card, &lt;b&gt;P&lt;/b&gt; to the waste.&lt;/li&gt;&lt;li&gt;In a column you start on the top card, the one that can be played: &lt;b&gt;Up&lt;/b&gt; goes to the cards under it, &lt;b&gt;Down&lt;/b&gt; back to the top, and from the top card to the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the card you are on onto the waste (on the stock: draws); &lt;b&gt;Space&lt;/b&gt; picks a top card up and, on the waste (&lt;b&gt;P&lt;/b&gt;), puts it down; &lt;b&gt;N&lt;/b&gt; draws. With the mouse, click a card or drag it onto the waste; click the stock to draw.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; says the top cards that fit the waste, &lt;b&gt;H&lt;/b&gt; gives a hint, &lt;b&gt;D&lt;/b&gt; reads the columns from the top card down, &lt;b&gt;U&lt;/b&gt; the waste and the stock, &lt;b&gt;I&lt;/b&gt; the score, the stock and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Golf: the rules and the keys (HTML; keep the tags, translate the text; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Siete columnas de cinco cartas boca arriba, un mazo de 16 y un descarte. Vacía las columnas: todas las cartas van al descarte.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;La carta de arriba de una columna va al descarte si es un rango más alta o más baja que la carta del descarte, sea cual sea el palo: sobre un 7, un 6 o un 8. Sin vuelta: sobre un as solo un 2, sobre un rey solo una reina.&lt;/li&gt;&lt;li&gt;Saca la siguiente carta del mazo al descarte cuando quieras; una sola pasada, sin volver a empezar.&lt;/li&gt;&lt;li&gt;Nunca se pone nada sobre una columna; una columna vacía sigue vacía.&lt;/li&gt;&lt;li&gt;La puntuación se cuenta en golpes, cuanto menos mejor: las cartas que quedan en las columnas; una partida ganada cuenta menos las cartas que quedan en el mazo.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Teclas del Golf&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Izquierda&lt;/b&gt; y &lt;b&gt;Derecha&lt;/b&gt; recorren las siete columnas, el descarte y el mazo; &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;7&lt;/b&gt; van a la carta de arriba de una columna, &lt;b&gt;P&lt;/b&gt; al descarte.&lt;/li&gt;&lt;li&gt;En una columna empiezas en la carta de arriba, la que se puede jugar: &lt;b&gt;Arriba&lt;/b&gt; va a las cartas de debajo, &lt;b&gt;Abajo&lt;/b&gt; vuelve arriba, y desde la carta de arriba al descarte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Intro&lt;/b&gt; juega la carta en la que estás al descarte (en el mazo: saca una carta); &lt;b&gt;Espacio&lt;/b&gt; coge una carta de arriba y, en el descarte (&lt;b&gt;P&lt;/b&gt;), la deja; &lt;b&gt;N&lt;/b&gt; saca una carta. Con el ratón, haz clic en una carta o arrástrala al descarte; haz clic en el mazo para sacar.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; dice las cartas de arriba que encajan en el descarte, &lt;b&gt;H&lt;/b&gt; da una pista, &lt;b&gt;D&lt;/b&gt; lee las columnas desde la carta de arriba, &lt;b&gt;U&lt;/b&gt; el descarte y el mazo, &lt;b&gt;I&lt;/b&gt; la puntuación, el mazo y si aún se puede ganar la partida.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>Accessible name of the card table.</extracomment>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Klondike solitaire. Left and Right move between piles, Up and Down along a column, Space picks up and puts down, Enter plays a card, H gives a hint, F1 lists every key.</source>
        <extracomment>Klondike: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Klondike. Izquierda y Derecha cambian de montón, Arriba y Abajo recorren una columna, Espacio toma y deja cartas, Intro juega una carta, H da una pista y F1 muestra todas las teclas.</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <extracomment>Golf, a move in M&apos;s list and H&apos;s hint: a column&apos;s top card that fits the waste. %1 the card, %2 the column number.
----------
Focus on a face-up card in a column (brief). %1 card, %2 column number.</extracomment>
        <translation>%1, columna %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4 face up, %n face down</source>
        <extracomment>Focus on a card in a column. %1 card, %2 column, %3 its place among the face-up cards counted from the deepest, %4 face-up count, %n face-down cards under them.</extracomment>
        <translation>
            <numerusform>%1, columna %2, carta %3 de %4 boca arriba, %n boca abajo</numerusform>
            <numerusform>%1, columna %2, carta %3 de %4 boca arriba, %n boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2, card %3 of %4 face up</source>
        <extracomment>Focus on a card in a column with no face-down cards. %1 card, %2 column, %3 place, %4 count.</extracomment>
        <translation>%1, columna %2, carta %3 de %4 boca arriba</translation>
    </message>
    <message>
        <source>Column %1, empty.</source>
        <extracomment>Focus on an empty column (arrow keys, 1–7), speech setting Brief; also FreeCell and Spider. %1 the column number.</extracomment>
        <translation>Columna %1, vacía.</translation>
    </message>
    <message>
        <source>Column %1, empty. Only a King can go here.</source>
        <extracomment>Klondike, focus on an empty column. %1 the column number.</extracomment>
        <translation>Columna %1, vacía. Aquí solo puede ir un rey.</translation>
    </message>
    <message>
        <source>Stock, empty.</source>
        <extracomment>Focus on the stock when it holds no card (arrow keys, Home).
----------
Pyramid, the focus on the empty stock.
----------
TriPeaks, the focus on the stock when it is empty (there is one pass: it is not turned over).</extracomment>
        <translation>Mazo, vacío.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s).</source>
        <extracomment>Focus on the stock, speech setting Brief. %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Mazo, %n carta.</numerusform>
            <numerusform>Mazo, %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of unlimited.</source>
        <extracomment>Focus on the stock (arrow keys, Home), unlimited passes. %n cards in the stock, %1 the current pass through the stock.</extracomment>
        <translation>
            <numerusform>Mazo, %n carta. Pasada %1, sin límite.</numerusform>
            <numerusform>Mazo, %n cartas. Pasada %1, sin límite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of %2.</source>
        <extracomment>Focus on the stock (arrow keys, Home). %n cards in the stock, %1 the current pass, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Mazo, %n carta. Pasada %1 de %2.</numerusform>
            <numerusform>Mazo, %n cartas. Pasada %1 de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock, empty. The waste is empty too.</source>
        <extracomment>Focus on the stock when the stock and the waste are both empty.</extracomment>
        <translation>Mazo, vacío. El descarte también está vacío.</translation>
    </message>
    <message>
        <source>Stock, empty. No passes left.</source>
        <extracomment>Focus on the empty stock when the waste may not be turned over again.</extracomment>
        <translation>Mazo, vacío. No quedan pasadas.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, empty. Press Space to turn the waste over, %n card(s).</source>
        <extracomment>Focus on the empty stock while the waste holds cards. %n cards in the waste that Space would turn back into the stock.</extracomment>
        <translation>
            <numerusform>Mazo, vacío. Pulsa Espacio para dar la vuelta al descarte, %n carta.</numerusform>
            <numerusform>Mazo, vacío. Pulsa Espacio para dar la vuelta al descarte, %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, waste</source>
        <extracomment>Focus on the waste, speech setting Brief. %1 its playable card.</extracomment>
        <translation>%1, descarte</translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s)</source>
        <extracomment>Focus on the playable waste card. %1 card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>%1, descarte, %n carta</numerusform>
            <numerusform>%1, descarte, %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Showing beneath it: %2.</source>
        <extracomment>Draw 3, focus on the waste. %1 the playable card, %n cards in the waste, %2 the cards showing beneath it (not playable yet).</extracomment>
        <translation>
            <numerusform>%1, descarte, %n carta. Debajo, a la vista: %2.</numerusform>
            <numerusform>%1, descarte, %n cartas. Debajo, a la vista: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, in the waste</source>
        <extracomment>Accessible name of a waste card that lies under the playable one. %1 the card.</extracomment>
        <translation>%1, en el descarte</translation>
    </message>
    <message>
        <source>%1, on %2</source>
        <extracomment>Accessible name of a card under the top of a foundation. %1 card, %2 &quot;the hearts foundation&quot;.</extracomment>
        <translation>%1, en %2</translation>
    </message>
    <message>
        <source>Waste, empty.</source>
        <extracomment>Focus on the waste when it holds no card.
----------
Pyramid, the focus on the empty waste.</extracomment>
        <translation>Descarte, vacío.</translation>
    </message>
    <message>
        <source>%1, %2, complete</source>
        <extracomment>Focus on a foundation that holds its king. %1 = king of …, %2 = &quot;hearts foundation&quot;.</extracomment>
        <translation>%1, %2, completa</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Focus on a foundation, speech setting Brief. %1 its top card, %2 its name (&quot;hearts foundation&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2. Next: %3.</source>
        <extracomment>Focus on a foundation (arrow keys). %1 top card, %2 foundation, %3 the card it needs next.</extracomment>
        <translation>%1, %2. Siguiente: %3.</translation>
    </message>
    <message>
        <source>%1, empty.</source>
        <extracomment>Focus on an empty foundation, speech setting Brief. %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1, vacía.</translation>
    </message>
    <message>
        <source>%1, empty. Only the %2 can go here.</source>
        <extracomment>Focus on an empty foundation (arrow keys). %1 &quot;Hearts foundation&quot;, %2 &quot;ace of hearts&quot;.</extracomment>
        <translation>%1, vacía. Aquí solo puede ir %2.</translation>
    </message>
    <message>
        <source>Holding %1.</source>
        <extracomment>After Space picked up one card. %1 the card.</extracomment>
        <translation>Llevas %1.</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1, %n card(s).</source>
        <extracomment>After Space picked up several cards, speech setting Brief. %1 the first (deepest) held card, %n how many are held.
----------
After Space picked up several cards. %1 every held card as a list, %n how many.</extracomment>
        <translation>
            <numerusform>Llevas %1, %n carta.</numerusform>
            <numerusform>Llevas %1, %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 can go here.</source>
        <extracomment>Added to the focus while cards are held and they may be put on the focused pile. %1 the first held card.</extracomment>
        <translation>Aquí puede ir %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <extracomment>After Escape put the held cards back. %1 the (first) card held.</extracomment>
        <translation>Has devuelto %1 a su sitio.</translation>
    </message>
    <message>
        <source>Nothing is held.</source>
        <extracomment>Escape (Put Back) when nothing is held.</extracomment>
        <translation>No llevas nada.</translation>
    </message>
    <message>
        <source>Nothing to pick up in %1.</source>
        <extracomment>Space on a pile with no card to pick up. %1 the pile (&quot;the waste&quot;, &quot;column 3&quot;).</extracomment>
        <translation>No hay nada que tomar en %1.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go right now.</source>
        <extracomment>Enter (Play Card) on a card that has no legal move. %1 the card.</extracomment>
        <translation>Ahora mismo no hay sitio para %1.</translation>
    </message>
    <message>
        <source>No card here.</source>
        <extracomment>A key that acts on the focused card (Enter, F, X…) on a pile with no card.
----------
Pyramid, Space or Enter on an empty stock or waste.</extracomment>
        <translation>Aquí no hay ninguna carta.</translation>
    </message>
    <message>
        <source>Bottom of %1.</source>
        <extracomment>Down on a column&apos;s top card (the last card down the screen): the focus stays. %1 = &quot;column 3&quot; (pile_name).</extracomment>
        <translation>%1 termina aquí.</translation>
    </message>
    <message>
        <source>Top row: nothing above %1.</source>
        <extracomment>FreeCell: Up on a free cell or a foundation (the top row): the focus stays. %1 = &quot;free cell 2&quot;, &quot;the hearts foundation&quot; (a FreeCell pile inside a sentence).
----------
Up on a pile of the top row: the focus stays. %1 = &quot;the stock&quot;, &quot;the waste&quot;, &quot;the hearts foundation&quot; (pile_name).</extracomment>
        <translation>Fila de arriba: %1 no tiene nada encima.</translation>
    </message>
    <message>
        <source>The arrow keys move between the piles, 1 to 7 go to a column. F1 lists the keys.</source>
        <extracomment>Klondike: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Las flechas mueven entre los montones; del 1 al 7 van a una columna. F1 muestra la lista de teclas.</translation>
    </message>
    <message>
        <source>%1 to column %2.</source>
        <extracomment>After a move of one card onto a column, speech setting Brief. %1 the card (capitalised), %2 the column number.</extracomment>
        <translation>%1 a la columna %2.</translation>
    </message>
    <message>
        <source>Moved %1 to column %2, on %3.</source>
        <extracomment>After a move of one card onto a column. %1 card, %2 column, %3 the card it now lies on.</extracomment>
        <translation>Has movido %1 a la columna %2, sobre %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) on it to column %2.</source>
        <extracomment>After a move of a run onto a column, speech setting Brief. %1 the run&apos;s first card (capitalised), %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>%1 con %n carta encima a la columna %2.</numerusform>
            <numerusform>%1 con %n cartas encima a la columna %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to column %2, on %3.</source>
        <extracomment>A run moved: %1 its first card, %n the cards on it, %2 column, %3 the card it lies on.</extracomment>
        <translation>
            <numerusform>Has movido %1 con %n carta encima a la columna %2, sobre %3.</numerusform>
            <numerusform>Has movido %1 con %n cartas encima a la columna %2, sobre %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved %1 to empty column %2.</source>
        <extracomment>After a move of one card to an empty column. %1 the card, %2 the column number.</extracomment>
        <translation>Has movido %1 a la columna %2, que estaba vacía.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to empty column %2.</source>
        <extracomment>After a move of a run to an empty column. %1 the run&apos;s first card, %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>Has movido %1 con %n carta encima a la columna %2, que estaba vacía.</numerusform>
            <numerusform>Has movido %1 con %n cartas encima a la columna %2, que estaba vacía.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to foundation.</source>
        <extracomment>After a card went to its foundation, speech setting Brief. %1 the card (capitalised).</extracomment>
        <translation>%1 a su base.</translation>
    </message>
    <message>
        <source>Moved %1 to its foundation.</source>
        <extracomment>After a card went to its foundation. %1 the card.</extracomment>
        <translation>Has subido %1 a su base.</translation>
    </message>
    <message>
        <source>Revealed %1.</source>
        <extracomment>After a move uncovered a face-down card, speech setting Brief. %1 the card now face up.</extracomment>
        <translation>Se descubre %1.</translation>
    </message>
    <message>
        <source>Column %1 reveals the %2.</source>
        <extracomment>After a move uncovered a face-down card. %1 column, %2 the card now face up.</extracomment>
        <translation>En la columna %1 se descubre %2.</translation>
    </message>
    <message>
        <source>Now on: %1.</source>
        <extracomment>After a move, what the keyboard focus rests on now. %1 its description (&quot;jack of hearts, waste, 4 cards&quot;).</extracomment>
        <translation>Ahora en: %1.</translation>
    </message>
    <message>
        <source>The waste shows the %1.</source>
        <extracomment>After the top of the waste was played. %1 the card now playable there.</extracomment>
        <translation>Ahora el descarte muestra %1.</translation>
    </message>
    <message>
        <source>The waste is now empty.</source>
        <extracomment>After the waste&apos;s last card was played.</extracomment>
        <translation>El descarte ha quedado vacío.</translation>
    </message>
    <message>
        <source>Column %1 is now empty.</source>
        <extracomment>After a move emptied a column. %1 the column number.</extracomment>
        <translation>La columna %1 ha quedado vacía.</translation>
    </message>
    <message>
        <source>Plus %1, score %2.</source>
        <extracomment>After a move that gained points. %1 points gained, %2 the score now.</extracomment>
        <translation>Más %1, puntuación %2.</translation>
    </message>
    <message>
        <source>Minus %1, score %2.</source>
        <extracomment>After a move that cost points. %1 points lost, %2 the score now.</extracomment>
        <translation>Menos %1, puntuación %2.</translation>
    </message>
    <message>
        <source>Turned %1.</source>
        <extracomment>After turning cards from the stock (N or Space on the stock). %1 the card turned, or every card turned as a list (&quot;2 of clubs, 9 of hearts and ace of spades&quot;).</extracomment>
        <translation>Has sacado %1.</translation>
    </message>
    <message>
        <source>%1 is playable.</source>
        <extracomment>After turning three cards: only the last one turned can be played. %1 that card (capitalised).</extracomment>
        <translation>%1 se puede jugar.</translation>
    </message>
    <message>
        <source>The stock is now empty.</source>
        <extracomment>After turning cards: the stock&apos;s last cards were turned.</extracomment>
        <translation>El mazo ha quedado vacío.</translation>
    </message>
    <message numerus="yes">
        <source>%n left in stock.</source>
        <extracomment>After turning cards: %n cards still in the stock.</extracomment>
        <translation>
            <numerusform>Queda %n en el mazo.</numerusform>
            <numerusform>Quedan %n en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste turned over.</source>
        <extracomment>After the waste was turned back into the stock, speech setting Brief.</extracomment>
        <translation>Has dado la vuelta al descarte.</translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of unlimited.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now.</extracomment>
        <translation>
            <numerusform>Has dado la vuelta al descarte: %n carta vuelve al mazo. Pasada %1, sin límite.</numerusform>
            <numerusform>Has dado la vuelta al descarte: %n cartas vuelven al mazo. Pasada %1, sin límite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of %2.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Has dado la vuelta al descarte: %n carta vuelve al mazo. Pasada %1 de %2.</numerusform>
            <numerusform>Has dado la vuelta al descarte: %n cartas vuelven al mazo. Pasada %1 de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <extracomment>After an undo (Ctrl+Z). %1 a description of the action that was taken back, e.g. &quot;moved 7 of hearts to column 2&quot;.</extracomment>
        <translation>Deshecho: %1.</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <extracomment>After a redo (Ctrl+Y). %1 a description of the action done again, e.g. &quot;moved 7 of hearts to column 2&quot;.</extracomment>
        <translation>Rehecho: %1.</translation>
    </message>
    <message>
        <source>moved %1 to its foundation</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card.</extracomment>
        <translation>subir %1 a su base</translation>
    </message>
    <message>
        <source>moved %1 to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, %2 the column number.</extracomment>
        <translation>mover %1 a la columna %2</translation>
    </message>
    <message>
        <source>turned %1</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card or cards turned from the stock, as a list.
----------
TriPeaks: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card turned from the stock.</extracomment>
        <translation>sacar %1</translation>
    </message>
    <message>
        <source>turned the waste over</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case).</extracomment>
        <translation>dar la vuelta al descarte</translation>
    </message>
    <message>
        <source>The %1 in column %2 is face down again.</source>
        <extracomment>After an undo: the card that had been revealed is face down again. %1 the card, %2 its column.</extracomment>
        <translation>En la columna %2, %1 vuelve a estar boca abajo.</translation>
    </message>
    <message>
        <source>The %1 is back in %2.</source>
        <extracomment>After an undo: where the card is now. %1 card, %2 pile (&quot;column 3&quot;, &quot;the waste&quot;).</extracomment>
        <translation>Ahora %1 está de nuevo en %2.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <extracomment>Ctrl+Z when there is nothing left to take back.</extracomment>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <extracomment>Ctrl+Y when there is nothing to do again.</extracomment>
        <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
        <source>New deal.</source>
        <extracomment>After a new deal (F2) of a random deal, speech setting Brief.</extracomment>
        <translation>Nueva partida.</translation>
    </message>
    <message>
        <source>Deal %1.</source>
        <extracomment>After a new deal chosen by number (Ctrl+G) or a restart, speech setting Brief. %1 the deal number.</extracomment>
        <translation>Partida %1.</translation>
    </message>
    <message>
        <source>New deal, draw %1, every card face up.</source>
        <extracomment>After a new random deal in the thoughtful variant (all cards dealt face up). %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Nueva partida, cartas de %1 en %1, todas boca arriba.</translation>
    </message>
    <message>
        <source>New deal, draw %1.</source>
        <extracomment>After a new random deal (F2). %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Nueva partida, cartas de %1 en %1.</translation>
    </message>
    <message>
        <source>Your game is back where you left it.</source>
        <extracomment>A saved game was loaded while the window is open (a random deal).
----------
At start, when the game saved at the last quit is restored.</extracomment>
        <translation>Tu partida sigue donde la dejaste.</translation>
    </message>
    <message numerus="yes">
        <source>moved %1 with %n card(s) on it to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a run moved. %1 its first card, %n the cards on it (they moved with it), %2 the column number.</extracomment>
        <translation>
            <numerusform>mover %1 con %n carta encima a la columna %2</numerusform>
            <numerusform>mover %1 con %n cartas encima a la columna %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 and %n card(s) on it are back in %2.</source>
        <extracomment>After an undo of a move of several cards: where they are now. %1 the first card moved, %n the cards on it (they moved with it), %2 pile (&quot;column 3&quot;).</extracomment>
        <translation>
            <numerusform>Ahora %1 y %n carta encima están de nuevo en %2.</numerusform>
            <numerusform>Ahora %1 y %n cartas encima están de nuevo en %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2, every card face up.</source>
        <extracomment>Klondike, after a new deal (F2, Ctrl+G), thoughtful variant (every card face up), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).</extracomment>
        <translation>Klondike, partida %1, cartas de %2 en %2, todas boca arriba.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2.</source>
        <extracomment>Klondike, after a new deal (F2, Ctrl+G), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).</extracomment>
        <translation>Klondike, partida %1, cartas de %2 en %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to the foundations.</source>
        <extracomment>After &quot;A&quot; (Move Safe Cards Up) or the automatic move of safe cards, speech setting Brief. %n the cards sent up.</extracomment>
        <translation>
            <numerusform>%n carta a las bases.</numerusform>
            <numerusform>%n cartas a las bases.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved to the foundations: %1.</source>
        <extracomment>After A (Move Safe Cards Up) or the automatic move of safe cards. &quot;A&quot;: %1 the list of cards sent up.</extracomment>
        <translation>Has subido a las bases %1.</translation>
    </message>
    <message>
        <source>No card can safely go to the foundations now.</source>
        <extracomment>&quot;A&quot; (Move Safe Cards Up) when no card can safely go up.</extracomment>
        <translation>Ahora ninguna carta puede subir a las bases sin riesgo.</translation>
    </message>
    <message>
        <source>Every card is face up. Press Enter to finish.</source>
        <extracomment>Klondike: every card is face up; Enter plays them all to the foundations.</extracomment>
        <translation>Todas las cartas están boca arriba. Pulsa Intro para terminar.</translation>
    </message>
    <message>
        <source>Finishing. Press any key to stop.</source>
        <extracomment>While the cards rise to the foundations on their own at the end of the game.</extracomment>
        <translation>Terminando. Pulsa cualquier tecla para parar.</translation>
    </message>
    <message>
        <source>Finishing stopped. Press Enter to go on.</source>
        <extracomment>After a key press stopped the finishing cards.</extracomment>
        <translation>Has parado el final. Pulsa Intro para seguir.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>hours and minutes</comment>
        <extracomment>A duration of an hour or more (game info, the win, statistics): %1 &quot;2 hours&quot;, %2 &quot;5 minutes&quot;.</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <extracomment>Hours of a duration, followed by its minutes (&quot;2 hours 5 minutes&quot;). %n the hours.</extracomment>
        <translation>
            <numerusform>%n hora</numerusform>
            <numerusform>%n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>Minutes of a duration, after its hours or before its seconds. %n the minutes.</extracomment>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>minutes and seconds</comment>
        <extracomment>A duration under an hour (game info, the win, statistics): %1 &quot;4 minutes&quot;, %2 &quot;12 seconds&quot;.</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>Seconds of a duration, alone or after its minutes. %n the seconds.</extracomment>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>You won in %1.</source>
        <extracomment>The win, when the game keeps no score. %1 the time taken (&quot;4 minutes 12 seconds&quot;).</extracomment>
        <translation>Has ganado en %1.</translation>
    </message>
    <message>
        <source>You won in %1, score %2.</source>
        <extracomment>The win, when the game keeps a score. %1 the time taken (&quot;4 minutes 12 seconds&quot;), %2 the score.</extracomment>
        <translation>Has ganado en %1, puntuación %2.</translation>
    </message>
    <message>
        <source>Press F2 for a new deal.</source>
        <extracomment>Said after the win sentence.</extracomment>
        <translation>Pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>Klondike. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game was restored.</extracomment>
        <translation>Klondike. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Klondike, draw %1. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus, random deal. %1 cards turned per draw.</extracomment>
        <translation>Klondike, cartas de %1 en %1. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, partida %1, cartas de %2 en %2. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>No moves left. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>After a move, when no legal move is left.</extracomment>
        <translation>No quedan movimientos. Deshaz para probar otro camino o pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new game has started.</source>
        <extracomment>At start, once: the saved game file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>No se ha podido leer la partida guardada, así que empieza una nueva.</translation>
    </message>
    <message>
        <source>The statistics could not be read, so they start again from zero.</source>
        <extracomment>At start, once: the statistics file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>No se han podido leer las estadísticas, así que vuelven a empezar de cero.</translation>
    </message>
    <message>
        <source>Some game records in the statistics were impossible (such as a negative time), so they were left out; the others are kept.</source>
        <extracomment>At start, once: some records of the statistics file were impossible. Followed by where the file was kept.</extracomment>
        <translation>Algunas partidas de las estadísticas eran imposibles (por ejemplo, un tiempo negativo), así que se han dejado fuera; las demás se conservan.</translation>
    </message>
    <message>
        <source>Some settings could not be read, so they are back to their defaults.</source>
        <extracomment>At start, once: some values of the settings file were unreadable. Followed by where the file was kept.</extracomment>
        <translation>Algunos ajustes no se han podido leer, así que vuelven a sus valores predeterminados.</translation>
    </message>
    <message>
        <source>The settings could not be read, so the defaults are used.</source>
        <extracomment>At start, once: the settings file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>No se han podido leer los ajustes, así que se usan los predeterminados.</translation>
    </message>
    <message>
        <source>The file could not be renamed, so it was left where it is, as %1.</source>
        <extracomment>At start, once, after the sentence about the unreadable file. %1 the name of the unreadable file, which could not be renamed and stays as it is.</extracomment>
        <translation>No se ha podido cambiar el nombre del archivo, así que se ha dejado donde estaba, como %1.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <extracomment>At start, once, after the sentence about the unreadable file. %1 the file name the unreadable file was renamed (or copied) to.</extracomment>
        <translation>El archivo se ha conservado como %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n game record(s) in the statistics could not be read by this version of the game: they are kept as they are, but not counted.</source>
        <extracomment>At start, once: %n records of the statistics file were written by another (later) version of the game or are of a game this version does not have; they stay in the file as they are, but are not counted.</extracomment>
        <translation>
            <numerusform>%n partida de las estadísticas no se ha podido leer con esta versión del juego: se conserva tal cual, pero no se cuenta.</numerusform>
            <numerusform>%n partidas de las estadísticas no se han podido leer con esta versión del juego: se conservan tal cual, pero no se cuentan.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game cannot be saved: the folder %1 cannot be written to. You can play on, but this game will not be kept when you quit.</source>
        <extracomment>Said once, when the game first fails to save. %1 the folder the game keeps its saved game in (it could not write there).</extracomment>
        <translation>No se puede guardar la partida: no se puede escribir en la carpeta %1. Puedes seguir jugando, pero esta partida no se conservará al salir.</translation>
    </message>
    <message>
        <source>The settings left %1 without a key, so it has its usual keys again.</source>
        <extracomment>At start, once: the settings file&apos;s keys were wrong. %1 a command (Quit, Keys and Rules) the settings file left with no key.</extracomment>
        <translation>La configuración dejaba %1 sin tecla, así que vuelve a tener sus teclas de siempre.</translation>
    </message>
    <message>
        <source>The settings gave %2 to both %1 and %3, so %1 has its usual keys again.</source>
        <extracomment>At start, once: the settings file gave one key to two commands. %1 a command, %2 the keys the settings file gave it, %3 the command that has that key too.</extracomment>
        <translation>La configuración daba %2 a la vez a %1 y a %3, así que %1 vuelve a tener sus teclas de siempre.</translation>
    </message>
    <message numerus="yes">
        <source>The keys of %n command(s) in the settings clashed, so they have their usual keys again: %1.</source>
        <extracomment>At start, once: the settings file gave the same keys to several commands. %n how many commands, %1 their names as a list. Their keys in the settings file clashed.</extracomment>
        <translation>
            <numerusform>Las teclas de %n orden de la configuración chocaban con otras, así que vuelve a tener sus teclas de siempre: %1.</numerusform>
            <numerusform>Las teclas de %n órdenes de la configuración chocaban con otras, así que vuelven a tener sus teclas de siempre: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: both are red.</source>
        <extracomment>Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>No se puede poner %1 sobre %2: las dos son rojas.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: both are black.</source>
        <extracomment>Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>No se puede poner %1 sobre %2: las dos son negras.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: nothing can go on an ace in a column.</source>
        <extracomment>A move onto an ace in a column. %1 the card that was to move, %2 the ace.</extracomment>
        <translation>No se puede poner %1 sobre %2: en una columna no se puede poner nada sobre un as.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a black %3 can go there.</source>
        <extracomment>A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank (&quot;8&quot;, &quot;queen&quot;): the only rank that may go on %2.</extracomment>
        <translation>No se puede poner %1 sobre %2: ahí solo puede ir %3 de tréboles o de picas.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a red %3 can go there.</source>
        <extracomment>A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank (&quot;8&quot;, &quot;queen&quot;): the only rank that may go on %2.</extracomment>
        <translation>No se puede poner %1 sobre %2: ahí solo puede ir %3 de corazones o de diamantes.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: columns build down, not up.</source>
        <extracomment>A card onto a lower card in a column (Yukon). %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>No se puede poner %1 sobre %2: las columnas bajan, no suben.</translation>
    </message>
    <message>
        <source>Cards on the foundations stay there.</source>
        <extracomment>A card on a foundation that was to move (Yukon: cards never leave the foundations).</extracomment>
        <translation>Las cartas de las bases se quedan en ellas.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in empty column %2: only a King can go there.</source>
        <extracomment>Klondike, a move of a card other than a king to an empty column. %1 the card, %2 the column number.</extracomment>
        <translation>No se puede poner %1 en la columna %2, que está vacía: ahí solo puede ir un rey.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: it takes only %3.</source>
        <extracomment>A card sent to a foundation of another suit. %1 the card, %2 &quot;clubs foundation&quot;, %3 &quot;clubs&quot;.</extracomment>
        <translation>No se puede poner %1 en la %2: solo admite %3.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on its foundation yet: it needs the %2 first.</source>
        <extracomment>A card sent to its foundation too early. %1 the card, %2 the card its foundation needs first.</extracomment>
        <translation>Todavía no se puede subir %1 a su base: antes hace falta %2.</translation>
    </message>
    <message>
        <source>Can&apos;t send the %1 to its foundation: other cards lie on it.</source>
        <extracomment>A card sent to its foundation while cards lie on it. %1 the card.</extracomment>
        <translation>No se puede subir %1 a su base: tiene otras cartas encima.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1: only the top card of that pile can move.</source>
        <extracomment>A move of a card that is not on top of its pile (waste, foundation, cell). %1 the card.</extracomment>
        <translation>No se puede mover %1: de ese montón solo se puede mover la carta de arriba.</translation>
    </message>
    <message>
        <source>Can&apos;t move a face-down card.</source>
        <extracomment>A move of a face-down card.</extracomment>
        <translation>No se puede mover una carta boca abajo.</translation>
    </message>
    <message>
        <source>Can&apos;t take a card from the stock: press N to turn cards.</source>
        <extracomment>A move from the stock with the mouse or the keyboard: the stock is turned, not taken from.</extracomment>
        <translation>No se puede tomar una carta del mazo: pulsa N para sacar cartas.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the run breaks at the %2.</source>
        <extracomment>A run moved that is not in order (Klondike, FreeCell): %1 the run&apos;s first card. %2 the first card on %1 that does not follow in order and colour.</extracomment>
        <translation>No se puede mover %1 con las cartas que tiene encima: la escalera se rompe en %2.</translation>
    </message>
    <message>
        <source>The %1 is already there.</source>
        <extracomment>A move of a card to the pile it is already on. %1 the card.</extracomment>
        <translation>Ya está ahí %1.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be put on the stock.</source>
        <extracomment>A move onto the stock.</extracomment>
        <translation>No se pueden poner cartas en el mazo.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be put on the waste.</source>
        <extracomment>A move onto the waste.</extracomment>
        <translation>No se pueden poner cartas en el descarte.</translation>
    </message>
    <message>
        <source>The stock is empty and no passes are left.</source>
        <extracomment>N (Turn Cards) with the stock empty and no passes left to turn the waste over.</extracomment>
        <translation>El mazo está vacío y no quedan pasadas.</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty.</source>
        <extracomment>N (Turn Cards) with the stock and the waste both empty.</extracomment>
        <translation>El mazo y el descarte están vacíos.</translation>
    </message>
    <message>
        <source>The game is already won. Press F2 for a new deal.</source>
        <extracomment>A move after the game is won.</extracomment>
        <translation>Esta partida ya está ganada. Pulsa F2 para jugar otra.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>H (Hint) in every game. %1 a move as an instruction (&quot;move the 5 of clubs from column 4 onto …&quot;).</extracomment>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <source>move the %1 from %2 onto the %3 in column %4</source>
        <extracomment>Instruction. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;), %3 the card it goes on, %4 column.</extracomment>
        <translation>mueve %1 desde %2 sobre %3, en la columna %4</translation>
    </message>
    <message>
        <source>move the %1 from %2 to empty column %3</source>
        <extracomment>A move as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;), %3 column.</extracomment>
        <translation>mueve %1 desde %2 a la columna %3, que está vacía</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <extracomment>The game&apos;s name (the window title, the Game menu).</extracomment>
        <translation>Carta Blanca</translation>
    </message>
    <message>
        <source>FreeCell solitaire. Left and Right move between the free cells, the foundations and the eight columns, Up and Down along a column, Space picks up and puts down, Enter plays a card, R says how many cards can move, H gives a hint, F1 lists every key.</source>
        <extracomment>FreeCell: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Carta Blanca. Izquierda y Derecha recorren las celdas libres, las bases y las ocho columnas, Arriba y Abajo recorren una columna, Espacio toma y deja cartas, Intro juega una carta, R dice cuántas cartas se pueden mover, H da una pista y F1 muestra todas las teclas.</translation>
    </message>
    <message>
        <source>%1 to free cell %2.</source>
        <extracomment>FreeCell, after a move of a card to a free cell, speech setting Brief. %1 the card (capitalised), %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>%1 a la celda libre %2.</translation>
    </message>
    <message>
        <source>Moved %1 to free cell %2.</source>
        <extracomment>FreeCell: %1 the card, %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>Has movido %1 a la celda libre %2.</translation>
    </message>
    <message>
        <source>Move %1 to free cell %2</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;), %2 a free cell&apos;s number.</extracomment>
        <translation>mover %1 a la celda libre %2</translation>
    </message>
    <message>
        <source>moved %1 to free cell %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>mover %1 a la celda libre %2</translation>
    </message>
    <message>
        <source>the %1 from %2</source>
        <extracomment>FreeCell, M (Say Available Moves): one card that may go to a free cell, an item of the list below (&quot;the king of clubs from column 1&quot;). %1 the card&apos;s name, %2 the pile it is in.</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>move one of these to a free cell: %1</source>
        <extracomment>FreeCell, M: the moves to a free cell said as one instruction; %1 the list of the cards that may go (each as the template above), in the locale&apos;s list form.</extracomment>
        <translation>mueve una de estas a una celda libre: %1</translation>
    </message>
    <message>
        <source>move the %1 from %2 to its foundation</source>
        <extracomment>A move as an instruction, in a hint (H) and in the M list. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;).</extracomment>
        <translation>sube %1 desde %2 a su base</translation>
    </message>
    <message>
        <source>move the %1 from %2 to a free cell</source>
        <extracomment>FreeCell instruction: %1 card, %2 where it is (&quot;column 4&quot;).</extracomment>
        <translation>mueve %1 de %2 a una celda libre</translation>
    </message>
    <message>
        <source>%1, column %2, card %3 of %4, on top.</source>
        <extracomment>FreeCell focus on a column&apos;s top card: %1 card, %2 column, %3 its place from the bottom, %4 cards in the column.</extracomment>
        <translation>%1, columna %2, carta %3 de %4, arriba del todo.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, heads a run of %n card(s).</source>
        <extracomment>Focus on a card that heads a run. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards of the run it heads, itself included (what Space picks up; at least 2).</extracomment>
        <translation>
            <numerusform>%1, columna %2, carta %3 de %4, encabeza una escalera de %n carta.</numerusform>
            <numerusform>%1, columna %2, carta %3 de %4, encabeza una escalera de %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) out of order.</source>
        <extracomment>FreeCell focus on a card with cards on it that are not a run it heads. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, columna %2, carta %3 de %4, bajo %n carta fuera de orden.</numerusform>
            <numerusform>%1, columna %2, carta %3 de %4, bajo %n cartas fuera de orden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1, empty. Any card can go here.</source>
        <extracomment>FreeCell, focus on an empty column: any card may go there. %1 the column number.</extracomment>
        <translation>Columna %1, vacía. Aquí puede ir cualquier carta.</translation>
    </message>
    <message>
        <source>Free cell %1, empty.</source>
        <extracomment>FreeCell focus on an empty free cell. %1 its number (1–4).</extracomment>
        <translation>Celda libre %1, vacía.</translation>
    </message>
    <message>
        <source>%1, free cell %2.</source>
        <extracomment>FreeCell, focus on a free cell that holds a card. %1 the card in the free cell, %2 the cell&apos;s number.</extracomment>
        <translation>%1, celda libre %2.</translation>
    </message>
    <message>
        <source>There is no card to pick up in %1.</source>
        <extracomment>FreeCell: Space on a pile with no card to pick up. %1 the pile (&quot;free cell 2&quot;, &quot;column 5&quot;).</extracomment>
        <translation>No hay ninguna carta que tomar en %1.</translation>
    </message>
    <message>
        <source>Free cells: all four empty.</source>
        <extracomment>FreeCell, U (Say Free Cells) when no free cell holds a card.</extracomment>
        <translation>Celdas libres: las cuatro vacías.</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a free cell with no card</comment>
        <extracomment>FreeCell, U (Say Free Cells): one empty cell in the list &quot;Free cells: 6 of spades, empty, empty, 9 of clubs.&quot;</extracomment>
        <translation>vacía</translation>
    </message>
    <message>
        <source>Free cells: %1.</source>
        <extracomment>FreeCell, U (Say Free Cells). %1 the four free cells from the left, each a card or &quot;empty&quot;.</extracomment>
        <translation>Celdas libres: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s) empty.</source>
        <extracomment>FreeCell, I (Say Game Info): %n free cells that hold no card.</extracomment>
        <translation>
            <numerusform>%n celda libre vacía.</numerusform>
            <numerusform>%n celdas libres vacías.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s).</source>
        <extracomment>FreeCell, I (Say Game Info): %n columns with no card.</extracomment>
        <translation>
            <numerusform>%n columna vacía.</numerusform>
            <numerusform>%n columnas vacías.</numerusform>
        </translation>
    </message>
    <message>
        <source>FreeCell, deal %1.</source>
        <extracomment>FreeCell, after a new deal (F2, Ctrl+G). FreeCell: %1 Microsoft&apos;s deal number.</extracomment>
        <translation>Carta Blanca, partida %1.</translation>
    </message>
    <message>
        <source>Restarted FreeCell, deal %1.</source>
        <extracomment>FreeCell, after a restart (Ctrl+R). FreeCell: %1 Microsoft&apos;s deal number, dealt again from the start.</extracomment>
        <translation>Carta Blanca, partida %1 reiniciada.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus and the last game was restored. %1 Microsoft&apos;s deal number.</extracomment>
        <translation>Carta Blanca, partida %1. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>FreeCell. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Carta Blanca. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>FreeCell. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus, on a deal without a number.</extracomment>
        <translation>Carta Blanca. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus. %1 Microsoft&apos;s deal number.</extracomment>
        <translation>Carta Blanca, partida %1. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Every column is in order. Press Enter to finish.</source>
        <extracomment>FreeCell: every column is in order (each card on a higher one); Enter sends every card up.</extracomment>
        <translation>Todas las columnas están en orden. Pulsa Intro para terminar.</translation>
    </message>
    <message>
        <source>Every column is in order. Press Enter or click to finish.</source>
        <extracomment>FreeCell: the banner a mouse player sees when every column is in order.</extracomment>
        <translation>Todas las columnas están en orden. Pulsa Intro o haz clic para terminar.</translation>
    </message>
    <message>
        <source>Dead end: the solver has proved that this position cannot be won. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>FreeCell: the solver searched every position reachable from here and none wins.</extracomment>
        <translation>Callejón sin salida: el solucionador ha demostrado que desde aquí no se puede ganar. Deshaz para probar otro camino o pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>Safe cards now go up to the foundations by themselves.</source>
        <extracomment>FreeCell, after Auto-Move Safe Cards (Play menu) was turned on.</extracomment>
        <translation>Ahora las cartas seguras suben solas a las bases.</translation>
    </message>
    <message>
        <source>Safe cards no longer go up by themselves; press A to send them up.</source>
        <extracomment>FreeCell, after Auto-Move Safe Cards (Play menu) was turned off. A is the key of &quot;Move Safe Cards Up&quot;.</extracomment>
        <translation>Las cartas seguras ya no suben solas; pulsa A para subirlas.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;FreeCell&lt;/h2&gt;&lt;p&gt;Every card is dealt face up into eight columns. Build the four foundations up by suit, from the ace to the king; the game is won when all 52 cards are on them.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Only the top card of a column, or a card in a free cell, can move.&lt;/li&gt;&lt;li&gt;In the columns, put a card on one that is one rank higher and of the other colour: a black 8 on a red 9. Any card can go into an empty column.&lt;/li&gt;&lt;li&gt;Each of the four free cells holds one card.&lt;/li&gt;&lt;li&gt;A run built down in alternating colours moves as one when there is room to move it card by card: (empty free cells + 1) × 2 for each empty column (an empty column you move to does not count). The R key tells you how many cards you can move now.&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column, not to a free cell.&lt;/li&gt;&lt;li&gt;A card no other card can need any more goes up to its foundation by itself (Play menu: Auto-Move Safe Cards, on by default); each is its own undo step.&lt;/li&gt;&lt;li&gt;When every column is in order, press Enter and the cards go up by themselves.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Deal numbers are Microsoft&apos;s (1 to 1,000,000): of the first 32,000 only deal 11982 cannot be won. Undo takes back any number of moves; the time never counts against you.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in FreeCell: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Carta Blanca&lt;/h2&gt;&lt;p&gt;Todas las cartas se reparten boca arriba en ocho columnas. Construye las cuatro bases por palo, del as al rey; la partida se gana cuando las 52 cartas están en ellas.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Solo se puede mover la carta de arriba de una columna o una carta de una celda libre.&lt;/li&gt;&lt;li&gt;En las columnas, pon una carta sobre otra de un valor más y del otro color: un 8 negro sobre un 9 rojo. En una columna vacía puede ir cualquier carta.&lt;/li&gt;&lt;li&gt;Cada una de las cuatro celdas libres guarda una carta.&lt;/li&gt;&lt;li&gt;Una escalera bajando con colores alternos se mueve entera cuando hay sitio para moverla carta a carta: (celdas libres vacías + 1) × 2 por cada columna vacía (la columna vacía a la que mueves no cuenta). La tecla R te dice cuántas cartas puedes mover ahora.&lt;/li&gt;&lt;li&gt;La carta de arriba de una base puede volver a una columna, no a una celda libre.&lt;/li&gt;&lt;li&gt;Una carta que ya no puede necesitar ninguna otra sube sola a su base (menú Jugar: Subir solas las cartas seguras, activado por omisión); cada una es un paso de deshacer.&lt;/li&gt;&lt;li&gt;Cuando todas las columnas están en orden, pulsa Intro y las cartas suben solas.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Los números de partida son los de Microsoft (del 1 al 1.000.000): de las primeras 32.000 solo la 11982 no se puede ganar. Deshacer retrocede cuantos movimientos quieras; el tiempo nunca cuenta en tu contra.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of FreeCell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the free cells, the foundations and the eight columns; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;8&lt;/b&gt; go to a column, &lt;b&gt;C&lt;/b&gt; to the free cells (again: the next one).&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; choose how much of the run to take.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down, &lt;b&gt;Enter&lt;/b&gt; sends a card to the best place, &lt;b&gt;X&lt;/b&gt; to a free cell, &lt;b&gt;F&lt;/b&gt; to its foundation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: how many cards you can move now. &lt;b&gt;U&lt;/b&gt;: the free cells. &lt;b&gt;T&lt;/b&gt;: the foundations. &lt;b&gt;D&lt;/b&gt;: the columns. &lt;b&gt;I&lt;/b&gt;: time, moves and whether the deal can still be won. &lt;b&gt;H&lt;/b&gt;: a hint, the first move of a winning line when the solver has found one.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card, or a run, onto another pile.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to the best place: its foundation when that is safe, else onto a card, else a free cell (a run: an empty column).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to its foundation.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in FreeCell: FreeCell&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Teclas de Carta Blanca&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Izquierda&lt;/b&gt; y &lt;b&gt;Derecha&lt;/b&gt; recorren las celdas libres, las bases y las ocho columnas; &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;8&lt;/b&gt; van a una columna, &lt;b&gt;C&lt;/b&gt; a las celdas libres (otra vez: a la siguiente).&lt;/li&gt;&lt;li&gt;En una columna, &lt;b&gt;Arriba&lt;/b&gt; y &lt;b&gt;Abajo&lt;/b&gt; eligen cuánta escalera tomar.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Espacio&lt;/b&gt; toma y deja cartas, &lt;b&gt;Intro&lt;/b&gt; manda una carta al mejor sitio, &lt;b&gt;X&lt;/b&gt; a una celda libre, &lt;b&gt;F&lt;/b&gt; a su base.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: cuántas cartas puedes mover ahora. &lt;b&gt;U&lt;/b&gt;: las celdas libres. &lt;b&gt;T&lt;/b&gt;: las bases. &lt;b&gt;D&lt;/b&gt;: las columnas. &lt;b&gt;I&lt;/b&gt;: tiempo, movimientos y si la partida aún se puede ganar. &lt;b&gt;H&lt;/b&gt;: una pista, el primer movimiento de una línea ganadora cuando el solucionador la ha encontrado.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Con el ratón&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arrastra&lt;/b&gt; una carta, o una escalera, a otro montón.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Haz clic&lt;/b&gt; en una carta para mandarla al mejor sitio: su base cuando es seguro, si no sobre una carta, si no a una celda libre (una escalera: a una columna vacía).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Doble clic&lt;/b&gt; en una carta la manda a su base.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>%1 ends here: this card is on top.</source>
        <extracomment>FreeCell and Spider: Down on a column&apos;s top card (the one said &quot;on top&quot;); the focus stays. %1 the column (&quot;column 3&quot;).</extracomment>
        <translation>%1 termina aquí: esta carta está arriba del todo.</translation>
    </message>
    <message>
        <source>The arrow keys move between the piles, 1 to 8 go to a column, C to the free cells. F1 lists the keys.</source>
        <extracomment>FreeCell: Tab pressed on the board (the piles are reached with the arrow keys, the digits and C).</extracomment>
        <translation>Las flechas mueven entre los montones; del 1 al 8 van a una columna y la C a las celdas libres. F1 muestra la lista de teclas.</translation>
    </message>
    <message>
        <source>turn cards from the stock</source>
        <extracomment>A move as an instruction, in a hint (H) and in the M list: turning cards from the stock.</extracomment>
        <translation>saca cartas del mazo</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <extracomment>Pyramid, turning the waste back into the stock as a move (M, H, undo).
----------
A move as an instruction, in a hint (H) and in the M list: turning the waste back into the stock.</extracomment>
        <translation>da la vuelta al descarte</translation>
    </message>
    <message>
        <source>No hint: no move is available. Undo, or press F2 for a new deal.</source>
        <extracomment>H (hint) when no legal move is left.</extracomment>
        <translation>No hay pistas: no hay ningún movimiento posible. Deshaz o pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>This keeps the deal winnable.</source>
        <extracomment>Added to a hint that comes from a winning line found by the solver.</extracomment>
        <translation>Así la partida se puede seguir ganando.</translation>
    </message>
    <message>
        <source>No moves available.</source>
        <extracomment>M (Say Available Moves) when no legal move is left.</extracomment>
        <translation>No hay movimientos posibles.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s): %1.</source>
        <extracomment>M (Say Available Moves). &quot;M&quot;: %n how many moves, %1 the moves as a list of instructions.</extracomment>
        <translation>
            <numerusform>%n movimiento: %1.</numerusform>
            <numerusform>%n movimientos: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <extracomment>T (Say Foundations), one foundation: %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1: vacía.</translation>
    </message>
    <message>
        <source>%1: complete.</source>
        <extracomment>T (Say Foundations), a foundation up to its king: %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1: completa.</translation>
    </message>
    <message>
        <source>%1: up to the %2.</source>
        <extracomment>T (Say Foundations), one foundation. %1 &quot;Hearts foundation&quot;, %2 its top card.</extracomment>
        <translation>%1: hasta %2.</translation>
    </message>
    <message>
        <source>Waste: empty.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the waste is empty.
----------
U (Say Waste and Stock) with the waste empty.</extracomment>
        <translation>Descarte: vacío.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1 on top, %n card(s).</source>
        <extracomment>U (Say Waste and Stock): %1 the waste&apos;s top card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>Descarte: %1 arriba, %n carta.</numerusform>
            <numerusform>Descarte: %1 arriba, %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), unlimited passes.</source>
        <extracomment>U (Say Waste and Stock), unlimited passes: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Mazo: %n carta, pasadas sin límite.</numerusform>
            <numerusform>Mazo: %n cartas, pasadas sin límite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), passes left: %1.</source>
        <extracomment>U (Say Waste and Stock), limited passes. %n cards in the stock, %1 recycles still allowed.</extracomment>
        <translation>
            <numerusform>Mazo: %n carta, pasadas restantes: %1.</numerusform>
            <numerusform>Mazo: %n cartas, pasadas restantes: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>About klondike-qt</source>
        <extracomment>Help menu, About: the box&apos;s window title.</extracomment>
        <translation>Acerca de klondike-qt</translation>
    </message>
    <message>
        <source>klondike-qt %1</source>
        <extracomment>The About box&apos;s heading; %1 is the version number, e.g. 0.1.0.</extracomment>
        <translation>klondike-qt %1</translation>
    </message>
    <message>
        <source>klondike-qt is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
        <extracomment>Help menu, About: the licence paragraph.</extracomment>
        <translation>klondike-qt es software libre: puedes compartirlo y modificarlo según la Licencia Pública General de GNU, versión 3 o cualquier versión posterior. Se ofrece sin ninguna garantía.</translation>
    </message>
    <message>
        <source>Column %1: empty.</source>
        <extracomment>Golf, D (Say Columns): an empty column. %1 the column number.
----------
D (Say Columns), one empty column: %1 its number.</extracomment>
        <translation>Columna %1: vacía.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down, then %2.</source>
        <extracomment>D (Say Columns), one column. %1 column, %n face-down cards, %2 the face-up cards from the deepest to the top.</extracomment>
        <translation>
            <numerusform>Columna %1: %n boca abajo y luego %2.</numerusform>
            <numerusform>Columna %1: %n boca abajo y luego %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <extracomment>D (Say Columns), a column with no face-down card: %1 its number, %2 its cards from the deepest to the top, as a list.</extracomment>
        <translation>Columna %1: %2.</translation>
    </message>
    <message>
        <source>Score %1.</source>
        <extracomment>I (Say Game Info), first part: %1 the score.</extracomment>
        <translation>Puntuación: %1.</translation>
    </message>
    <message>
        <source>Time %1.</source>
        <extracomment>I (Say Game Info): %1 the time played (&quot;4 minutes 12 seconds&quot;).</extracomment>
        <translation>Tiempo: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s).</source>
        <extracomment>I (Say Game Info): %n moves made. Also under the win banner.
----------
The win banner, under &quot;You won in 4 minutes 12 seconds, score 645.&quot;: %n the moves made.</extracomment>
        <translation>
            <numerusform>%n movimiento.</numerusform>
            <numerusform>%n movimientos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stock.</source>
        <extracomment>I (Say Game Info), Klondike: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>%n carta en el mazo.</numerusform>
            <numerusform>%n cartas en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unlimited passes.</source>
        <extracomment>I (Say Game Info), Klondike: the waste may be turned over any number of times.</extracomment>
        <translation>Pasadas sin límite.</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es) left.</source>
        <extracomment>Pyramid, U and I: the passes through the stock not yet begun. %n how many (0 to 2).
----------
I (Say Game Info), Klondike: %n times the waste may still be turned over.</extracomment>
        <translation>
            <numerusform>Queda %n pasada.</numerusform>
            <numerusform>Quedan %n pasadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal is won.</source>
        <extracomment>End of the I key&apos;s answer (every game), once the game is won.</extracomment>
        <translation>La partida está ganada.</translation>
    </message>
    <message>
        <source>The deal is still winnable.</source>
        <extracomment>End of the I key&apos;s answer (every game): the solver found a win from here.</extracomment>
        <translation>La partida todavía se puede ganar.</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <extracomment>Said at the opening position of a deal the solver proved lost.</extracomment>
        <translation>Esta partida no se puede ganar.</translation>
    </message>
    <message>
        <source>The deal can no longer be won.</source>
        <extracomment>End of the I key&apos;s answer (every game): the solver proved that no win is left.</extracomment>
        <translation>La partida ya no se puede ganar.</translation>
    </message>
    <message>
        <source>Still working out whether the deal can still be won.</source>
        <extracomment>End of the I key&apos;s answer (every game) while the solver is still searching.</extracomment>
        <translation>Todavía se está calculando si la partida se puede ganar.</translation>
    </message>
    <message>
        <source>The solver could not work out whether the deal can still be won.</source>
        <extracomment>The solver&apos;s longest search ended without an answer.</extracomment>
        <translation>El solucionador no ha podido averiguar si la partida se puede ganar.</translation>
    </message>
    <message>
        <source>Not yet known whether the deal can still be won.</source>
        <extracomment>End of the I key&apos;s answer (every game) when no solver runs (yet).</extracomment>
        <translation>Todavía no se sabe si la partida se puede ganar.</translation>
    </message>
    <message>
        <source>“%1” is not a card. Type a card like 7h or 7 of hearts.</source>
        <extracomment>Find a Card (Ctrl+F): the typed text is not a card. %1 what was typed. &quot;7h&quot; is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.</extracomment>
        <translation>«%1» no es una carta. Escribe una carta como 7h o 7 de corazones.</translation>
    </message>
    <message>
        <source>The %1 is not visible yet.</source>
        <extracomment>Find a Card (Ctrl+F): the card is face down or in the stock; never say where it lies. %1 the card.</extracomment>
        <translation>Todavía no se ve %1.</translation>
    </message>
    <message>
        <source>The %1 is in column %2, card %3 of %4 face up.</source>
        <extracomment>Find a Card (Ctrl+F), the card is face up in a column. %1 card, %2 column, %3 its place among %4 face-up cards (counted from the deepest).</extracomment>
        <translation>En la columna %2 está %1, carta %3 de %4 boca arriba.</translation>
    </message>
    <message>
        <source>The %1 is on top of the waste.</source>
        <extracomment>Pyramid, Ctrl+F: the card is the waste&apos;s top card. %1 the card.
----------
Find a Card (Ctrl+F): %1 the card found.</extracomment>
        <translation>En lo alto del descarte está %1.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 is in the waste under %n card(s).</source>
        <extracomment>Pyramid, Ctrl+F: the card lies in the waste under others. %1 the card, %n the cards on it.
----------
Find a Card (Ctrl+F): %1 the card found, %n cards lie on it in the waste.</extracomment>
        <translation>
            <numerusform>En el descarte está %1, debajo de %n carta.</numerusform>
            <numerusform>En el descarte está %1, debajo de %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is on top of its foundation.</source>
        <extracomment>Find a Card (Ctrl+F): %1 the card found, the last card on its foundation.</extracomment>
        <translation>En lo alto de su base está %1.</translation>
    </message>
    <message>
        <source>The %1 is on its foundation.</source>
        <extracomment>Find a Card (Ctrl+F): %1 the card found, under other cards on its foundation.</extracomment>
        <translation>En su base está %1.</translation>
    </message>
    <message>
        <source>Card to find, for example 7h or 7 of hearts:</source>
        <extracomment>Find a Card (Ctrl+F): the prompt of its input box. &quot;7h&quot; is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.</extracomment>
        <translation>Carta que buscar, por ejemplo 7h o 7 de corazones:</translation>
    </message>
    <message>
        <source>Find a Card</source>
        <extracomment>Find a Card (Ctrl+F): title of its input box.</extracomment>
        <translation>Buscar una carta</translation>
    </message>
    <message>
        <source>Announcements</source>
        <extracomment>Title of the announcement history (Ctrl+Shift+H): a panel listing recent announcements.</extracomment>
        <translation>Anuncios</translation>
    </message>
    <message>
        <source>Nothing has been announced yet.</source>
        <extracomment>The announcement history (Ctrl+Shift+H) before anything was said.</extracomment>
        <translation>Todavía no se ha anunciado nada.</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>L (Say Last Move): what the last move, undo or redo did, in full, with the cards that went up to the foundations by themselves after it (a win does not list them). %1 the move&apos;s own sentences (&quot;Moved the 8 of diamonds to free cell 1. Moved to the foundations: …&quot;).</extracomment>
        <translation>Último movimiento: %1</translation>
    </message>
    <message>
        <source>No move yet in this deal.</source>
        <extracomment>L (Say Last Move) before any move of this deal.</extracomment>
        <translation>Todavía no hay movimientos en esta partida.</translation>
    </message>
    <message>
        <source>Nothing to repeat yet.</source>
        <extracomment>Ctrl+L (Repeat Last Announcement) before anything was said.</extracomment>
        <translation>Todavía no hay nada que repetir.</translation>
    </message>
    <message>
        <source>The cards are as large as this window can show them.</source>
        <extracomment>Ctrl+= (zoom in) when the cards already fill the window&apos;s width.</extracomment>
        <translation>Las cartas ya son tan grandes como esta ventana puede mostrarlas.</translation>
    </message>
    <message>
        <source>Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire for everyone: mouse, keyboard and screen-reader players.</source>
        <extracomment>Help menu, About: the line under its heading.</extracomment>
        <translation>Solitarios Klondike, Carta Blanca, Araña, Yukón, Pirámide, TriPeaks y Golf para todos: con ratón, con teclado y con lector de pantalla.</translation>
    </message>
    <message>
        <source>Made with Qt %1 and PySide6 %2, used under the GNU Lesser General Public License, version 3.</source>
        <extracomment>Help menu, About: the line on the toolkit. %1 and %2 are version numbers, e.g. 6.12.0.</extracomment>
        <translation>Hecho con Qt %1 y PySide6 %2, usados según la Licencia Pública General Reducida de GNU, versión 3.</translation>
    </message>
    <message>
        <source>The GNU General Public License on gnu.org</source>
        <extracomment>The text of a link to the licence on gnu.org.</extracomment>
        <translation>La Licencia Pública General de GNU en gnu.org</translation>
    </message>
    <message>
        <source>&amp;License</source>
        <extracomment>A button that shows the whole licence text; &amp; marks its access key.</extracomment>
        <translation>&amp;Licencia</translation>
    </message>
    <message>
        <source>Turn cards</source>
        <comment>undo step</comment>
        <extracomment>An undo step: turning cards from the stock. Shown in the Edit menu (&quot;Undo Turn cards&quot;) and in its tip.</extracomment>
        <translation>sacar cartas</translation>
    </message>
    <message>
        <source>Turn the waste over</source>
        <comment>undo step</comment>
        <extracomment>An undo step: turning the waste back into the stock. Shown in the Edit menu (&quot;Undo Turn the waste over&quot;).</extracomment>
        <translation>dar la vuelta al descarte</translation>
    </message>
    <message>
        <source>Move %1 to its foundation</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;).</extracomment>
        <translation>subir %1 a su base</translation>
    </message>
    <message>
        <source>Move %1 to column %2</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;), %2 a column number.</extracomment>
        <translation>mover %1 a la columna %2</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>The Edit menu&apos;s Undo item when there is nothing to undo. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <extracomment>The Edit menu; %1 the step it takes back (&quot;Move 7♥ to column 6&quot;).</extracomment>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>The Edit menu&apos;s Redo item when there is nothing to redo. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <extracomment>The Edit menu; %1 the step it does again.</extracomment>
        <translation>&amp;Rehacer: %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s deal field (read by a screen reader).</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Moves</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s moves field.</extracomment>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s score field.</extracomment>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s time field.</extracomment>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s deal field. %1 the deal number.</extracomment>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s deal field when the deal has no number (a deal set up by hand).</extracomment>
        <translation>Partida personalizada</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the cards turned per draw (1 or 3).</extracomment>
        <translation>De %1 en %1</translation>
    </message>
    <message>
        <source>Pass %1 of %2</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the pass through the stock, %2 how many are allowed.</extracomment>
        <translation>Pasada %1 de %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s moves field. %1 the number of moves.</extracomment>
        <translation>Movimientos: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the score, or the Vegas balance (&quot;-$52&quot;).</extracomment>
        <translation>Puntuación: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the time played (&quot;4:12&quot;).</extracomment>
        <translation>Tiempo: %1</translation>
    </message>
    <message>
        <source>Ready to finish</source>
        <extracomment>Title of the banner over the table when every card is face up (Klondike).</extracomment>
        <translation>Listo para terminar</translation>
    </message>
    <message>
        <source>Every card is face up. Press Enter or click to finish.</source>
        <extracomment>The banner a mouse player sees (the announcement says &quot;Press Enter to finish&quot;).</extracomment>
        <translation>Todas las cartas están boca arriba. Pulsa Intro o haz clic para terminar.</translation>
    </message>
    <message>
        <source>No moves left</source>
        <extracomment>Title of the banner over the table when no legal move is left.</extracomment>
        <translation>No quedan movimientos</translation>
    </message>
    <message>
        <source>Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table when no legal move is left. Under the title &quot;No moves left&quot;.</extracomment>
        <translation>Deshaz para probar otro camino o pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>Every card in the columns is face up. Press Enter or click to finish.</source>
        <extracomment>Klondike: every card of the columns is face up, cards are left in the stock or the waste (the finish turns them).</extracomment>
        <translation>Todas las cartas de las columnas están boca arriba. Pulsa Intro o haz clic para terminar.</translation>
    </message>
    <message>
        <source>No move helps</source>
        <extracomment>Klondike: moves are left (turning the stock) but none of them helps.</extracomment>
        <translation>Ya no sirve ningún movimiento</translation>
    </message>
    <message>
        <source>Turning the stock brings up nothing that can be played. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table (Klondike). Under the title &quot;No move helps&quot;.</extracomment>
        <translation>Pasar cartas del mazo no saca nada que se pueda jugar. Deshaz para probar otro camino o pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>Dead end</source>
        <extracomment>FreeCell: moves are left, but the solver has proved that none of them wins.</extracomment>
        <translation>Callejón sin salida</translation>
    </message>
    <message>
        <source>The solver has proved that this position cannot be won. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table (FreeCell). Under the title &quot;Dead end&quot;.</extracomment>
        <translation>El solucionador ha demostrado que desde aquí no se puede ganar. Deshaz para probar otro camino o pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>The solver has proved that this deal cannot be won from the start. Press F2 for a new deal.</source>
        <extracomment>The banner over the table (FreeCell), under the title &quot;Dead end&quot;, when the solver has proved the deal lost from its opening position (no undo can help; e.g. deal 11982).</extracomment>
        <translation>El solucionador ha demostrado que esta partida no se puede ganar desde el principio. Pulsa F2 para una partida nueva.</translation>
    </message>
    <message>
        <source>A row cannot be dealt while a column is empty, and too few cards are left to fill every column. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>Spider, under &quot;No moves left&quot;, while rows are left in the stock: a row may not be dealt onto an empty column.</extracomment>
        <translation>No se puede repartir una fila mientras haya una columna vacía, y quedan muy pocas cartas para llenarlas todas. Deshaz para probar otro camino o pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>You won!</source>
        <extracomment>Title of the banner over the table after a win.</extracomment>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>Click here or press F2 for a new deal.</source>
        <extracomment>The last line of the win banner; a click on the banner deals anew.</extracomment>
        <translation>Haz clic aquí o pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>free cell %1</source>
        <extracomment>A FreeCell free cell inside a sentence. %1 its number, 1–4 from the left. Forms allowed.</extracomment>
        <translation>celda libre %1</translation>
    </message>
    <message numerus="yes">
        <source>Can&apos;t move the %1 with the cards on it: %n card(s), but there is room to move %2.</source>
        <extracomment>FreeCell supermove refused. %1 the run&apos;s first card; %n the cards in the run; %2 how many may move at once now.</extracomment>
        <translation>
            <numerusform>No se puede mover %1 con las cartas que tiene encima: %n carta, pero solo hay sitio para mover %2.</numerusform>
            <numerusform>No se puede mover %1 con las cartas que tiene encima: %n cartas, pero solo hay sitio para mover %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can move %n card(s) at once onto a card, %1 into an empty column: %2 free cells, %3 empty columns.</source>
        <extracomment>FreeCell &quot;how many cards can I move?&quot;. %n cards onto a card; %1 cards into an empty column; %2 free cells, %3 empty columns.</extracomment>
        <translation>
            <numerusform>Puedes mover %n carta de una vez sobre otra carta, %1 a una columna vacía: %2 celdas libres, %3 columnas vacías.</numerusform>
            <numerusform>Puedes mover %n cartas de una vez sobre otra carta, %1 a una columna vacía: %2 celdas libres, %3 columnas vacías.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: a cell holds one card, and cards lie on it.</source>
        <extracomment>FreeCell: X (To Free Cell) on a card with cards on it. %1 the card.</extracomment>
        <translation>No se puede poner %1 en una celda libre: una celda guarda una sola carta, y tiene cartas encima.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in free cell %2: the %3 is there.</source>
        <extracomment>FreeCell: a move to a taken free cell. %1 the card, %2 the cell&apos;s number, %3 the card already in it.</extracomment>
        <translation>No se puede poner %1 en la celda libre %2: ahí está %3.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: all four are full.</source>
        <extracomment>FreeCell: a move to a free cell when all four hold a card. %1 the card.</extracomment>
        <translation>No se puede poner %1 en una celda libre: las cuatro están ocupadas.</translation>
    </message>
    <message>
        <source>The %1 is already in a free cell.</source>
        <extracomment>FreeCell: a move of a card from a free cell to another free cell. %1 the card.</extracomment>
        <translation>%1 ya está en una celda libre.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: a foundation card may only go back to a column.</source>
        <extracomment>FreeCell: a foundation card sent to a free cell. %1 the card.</extracomment>
        <translation>No se puede poner %1 en una celda libre: una carta de una fundación solo puede volver a una columna.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the suit changes between the %2 and the %3.</source>
        <extracomment>Spider group rule. %1 the card that was to move; the suit changes between the cards %2 and %3.</extracomment>
        <translation>No se puede mover %1 con las cartas que tiene encima: el palo cambia entre %2 y %3.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the %3 does not follow the %2.</source>
        <extracomment>Spider: a run taken that is not in descending order. %1 the card that was to move; %3 does not come one rank below %2.</extracomment>
        <translation>No se puede mover %1 con las cartas que tiene encima: %3 no sigue a %2.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: nothing can go on an ace.</source>
        <extracomment>Spider: a card put on an ace. %1 the card that was to move, %2 the ace.</extracomment>
        <translation>No se puede poner %1 sobre %2: no se puede poner nada sobre un as.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a %3 can go there.</source>
        <extracomment>Spider target rule: %1 the card that was to move, %2 the card it was put on, %3 the only rank that may go on %2 (&quot;8&quot;, &quot;queen&quot;), any suit.</extracomment>
        <translation>No se puede poner %1 sobre %2: ahí solo puede ir un %3.</translation>
    </message>
    <message>
        <source>There is no face-up %1 in column %2.</source>
        <extracomment>Spider: a move whose card is not face up in the column it was to come from (e.g. a stale hint or save). %1 the card, %2 the column.</extracomment>
        <translation>No hay ningún %1 boca arriba en la columna %2.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: column %1 is empty; fill it first.</source>
        <extracomment>Spider: a row can&apos;t be dealt while a column is empty; %1 its number.</extracomment>
        <translation>No se puede repartir una fila: la columna %1 está vacía; llénala antes.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: columns %1 are empty; fill them first.</source>
        <extracomment>Spider: %1 the empty columns (&quot;4 and 7&quot;).</extracomment>
        <translation>No se puede repartir una fila: las columnas %1 están vacías; llénalas antes.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: the stock is empty.</source>
        <extracomment>Spider: N (Deal a Row) when the stock is empty.</extracomment>
        <translation>No se puede repartir una fila: el mazo está vacío.</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>a rank on its own, as in: ace to 5</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>as</translation>
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
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>rey</translation>
    </message>
    <message>
        <source>%1 to %2 of %3</source>
        <extracomment>A same-suit run in Spider, highest first: %1 and %2 ranks on their own, %3 the suit (&quot;8 to 5 of hearts&quot;).</extracomment>
        <translation>del %1 al %2 de %3</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down.</source>
        <extracomment>Spider, D (Say Columns): a column with only face-down cards. %1 the column, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Columna %1: %n boca abajo.</numerusform>
            <numerusform>Columna %1: %n boca abajo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>Joins the runs of a Spider column (D): &quot;9 of spades, then 8 to 5 of hearts&quot;. %1 the runs so far, %2 the next one.</extracomment>
        <translation>%1, luego %2</translation>
    </message>
    <message>
        <source>Klondike</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the greeting): Klondike solitaire.</extracomment>
        <translation>Klondike</translation>
    </message>
    <message>
        <source>%1 — Deal %2</source>
        <comment>window title</comment>
        <extracomment>The window title (and its name for a screen reader): %1 the game (&quot;FreeCell&quot;, &quot;Spider, two suits&quot;), %2 the deal number. The program&apos;s name follows it.</extracomment>
        <translation>%1 — Partida %2</translation>
    </message>
    <message>
        <source>%1 — Custom deal</source>
        <comment>window title</comment>
        <extracomment>The window title for a deal typed in or loaded (no deal number): %1 the game.</extracomment>
        <translation>%1 — Partida personalizada</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>The menu bar&apos;s Game menu (new deal, choose a game, statistics, settings, quit). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>The menu bar&apos;s Edit menu (undo, redo). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <extracomment>The menu bar&apos;s Play menu (the keyboard commands that move the focus and the cards). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;Say</source>
        <extracomment>The menu bar&apos;s Say menu (commands that speak the state of the game: M, T, U, D, I…). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Consultar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>The menu bar&apos;s View menu (card size). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>The menu bar&apos;s Help menu (Keys and Rules, About). &amp; marks the Alt access letter.</extracomment>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Go To</source>
        <extracomment>The Play menu&apos;s submenu of the keys that only move the focus (previous and next pile, card above and below, Column 1 … Column 10, the free cells, the waste). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ir a</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>Accessible name of the main window&apos;s toolbar (New Deal, Restart, Undo, Redo, Hint).</extracomment>
        <translation>Barra de herramientas</translation>
    </message>
    <message>
        <source>Choose Deal Number</source>
        <extracomment>Game menu, Choose Deal Number (Ctrl+G): the dialog&apos;s title.</extracomment>
        <translation>Elegir número de partida</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <extracomment>Choose Deal Number dialog: the label of the number field. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Número de partida:</translation>
    </message>
    <message>
        <source>A whole number from 1 to %1.</source>
        <extracomment>Choose Deal Number dialog: the hint under the number field. %1 the largest deal number (4294967295).</extracomment>
        <translation>Un número entero del 1 al %1.</translation>
    </message>
    <message>
        <source>&amp;Play This Deal</source>
        <extracomment>Choose Deal Number dialog: the button that deals the number typed. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Jugar esta partida</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Game menu, Settings (Ctrl+,): the dialog&apos;s title.</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>%1, draw %2, %3</source>
        <comment>statistics</comment>
        <extracomment>A Klondike line of the statistics dialog&apos;s Games box (which lists every game&apos;s lines): %1 the game&apos;s name (&quot;Klondike&quot;), %2 cards turned at a time (1 or 3), %3 the scoring (&quot;standard scoring&quot;, &quot;Vegas&quot; …). &quot;Klondike, draw 3, Vegas&quot;.</extracomment>
        <translation>%1, de %2 en %2, %3</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>F1, the Rules tab: the accessible name of the rules text (read by a screen reader on entering it).</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the game in progress keeps its rules.</source>
        <extracomment>Settings, Rules group: a note under its title.</extracomment>
        <translation>Los cambios de reglas se aplican desde la próxima partida; la partida en curso mantiene sus reglas.</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <extracomment>Settings, Rules group, the &quot;Turn from the stock&quot; box: Klondike turns one card at a time.</extracomment>
        <translation>De 1 en 1</translation>
    </message>
    <message>
        <source>Draw 3</source>
        <extracomment>Settings, Rules group, the &quot;Turn from the stock&quot; box: Klondike turns three cards at a time.</extracomment>
        <translation>De 3 en 3</translation>
    </message>
    <message>
        <source>&amp;Turn from the stock:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Draw 1&quot; / &quot;Draw 3&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Sacar del mazo:</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: the waste may be turned over any number of times.</extracomment>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>3 passes</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: three passes through the stock.</extracomment>
        <translation>3 pasadas</translation>
    </message>
    <message>
        <source>1 pass</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: one pass only (the waste is never turned over).</extracomment>
        <translation>1 pasada</translation>
    </message>
    <message>
        <source>&amp;Passes through the stock:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Unlimited&quot; / &quot;3 passes&quot; / &quot;1 pass&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Pasadas por el mazo:</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Windows-style standard scoring (points for moves).</extracomment>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Vegas</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Vegas scoring (each deal costs 52; money won back card by card). Also the Statistics dialog&apos;s Games box.</extracomment>
        <translation>Vegas</translation>
    </message>
    <message>
        <source>Vegas cumulative</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Vegas scoring whose balance carries over from deal to deal. Also the Statistics dialog&apos;s Games box.</extracomment>
        <translation>Vegas acumulativa</translation>
    </message>
    <message>
        <source>None</source>
        <comment>scoring</comment>
        <extracomment>No scoring (a choice of the Scoring box).</extracomment>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Standard&quot; / &quot;Vegas&quot; / &quot;Vegas cumulative&quot; / &quot;None&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>P&amp;untuación:</translation>
    </message>
    <message>
        <source>T&amp;houghtful: every card face up</source>
        <extracomment>Settings, Rules group: a check box, Klondike with every card dealt face up. &amp; marks the Alt access letter.</extracomment>
        <translation>Parti&amp;da abierta: todas las cartas boca arriba</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <extracomment>Settings, Rules group: a check box, only deals the solver has proved winnable. &amp; marks the Alt access letter.</extracomment>
        <translation>Solo partidas &amp;ganables</translation>
    </message>
    <message>
        <source>&amp;Move safe cards to the foundations by themselves</source>
        <extracomment>FreeCell&apos;s group in Settings: the safe cards going up after each move (the Play menu&apos;s &quot;Auto-Move Safe Cards&quot;).</extracomment>
        <translation>Subir so&amp;las las cartas seguras a las bases</translation>
    </message>
    <message>
        <source>After each move, every card that no other card can still need goes up to its foundation. Takes effect at once.</source>
        <extracomment>What a screen reader says of the box above.</extracomment>
        <translation>Después de cada movimiento, toda carta que ya no pueda necesitar ninguna otra sube a su base. Se aplica en el acto.</translation>
    </message>
    <message>
        <source>Dim &amp;covered cards</source>
        <extracomment>Settings, Pyramid&apos;s and Golf&apos;s group: a check box, on by default; covered cards are drawn shaded (darker, still readable) so the free cards stand out. &amp; marks the Alt access letter.</extracomment>
        <translation>Atenuar las cartas &amp;cubiertas</translation>
    </message>
    <message>
        <source>Cards that other cards still cover are drawn darker, so the free ones stand out. Takes effect at once.</source>
        <extracomment>What a screen reader says of the &quot;Dim covered cards&quot; box.</extracomment>
        <translation>Las cartas que otras cartas aún cubren se dibujan más oscuras, para que destaquen las libres. Se aplica en el acto.</translation>
    </message>
    <message>
        <source>S&amp;uits in the next deal:</source>
        <extracomment>Spider&apos;s section in Settings: the box choosing how many suits the next deal has (one, two or four); the game in progress keeps its own.</extracomment>
        <translation>P&amp;alos de la próxima partida:</translation>
    </message>
    <message>
        <source>One suit</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with one suit (spades only).</extracomment>
        <translation>Un palo</translation>
    </message>
    <message>
        <source>Two suits</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with two suits (spades and hearts).</extracomment>
        <translation>Dos palos</translation>
    </message>
    <message>
        <source>Four suits</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with all four suits.</extracomment>
        <translation>Cuatro palos</translation>
    </message>
    <message>
        <source>%1: no list of winnable deals yet, so each deal is random and may be impossible to win.</source>
        <extracomment>Spider&apos;s section in Settings, under &quot;Winnable deals only&quot;, shown while the number of suits chosen has no list of deals the solver has won (a list not made yet). %1 is the choice of the suits box (&quot;Four suits&quot;); whatever the box says, such a deal is any deal, maybe unwinnable.</extracomment>
        <translation>%1: aún no hay una lista de partidas ganables, así que cada partida es al azar y puede ser imposible de ganar.</translation>
    </message>
    <message>
        <source>Cards and motion</source>
        <extracomment>Settings: the title of the group with the deck, card size and animations.</extracomment>
        <translation>Cartas y movimiento</translation>
    </message>
    <message>
        <source>Automatic (high contrast when the system asks)</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group, the &quot;Deck&quot; box: the high-contrast deck when the system asks for it.</extracomment>
        <translation>Automática (alto contraste si el sistema lo pide)</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>Settings, the &quot;Deck&quot; box: the usual red and black cards.</extracomment>
        <translation>Clásica</translation>
    </message>
    <message>
        <source>Four colours</source>
        <extracomment>Settings, the &quot;Deck&quot; box: each suit its own colour.</extracomment>
        <translation>Cuatro colores</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings, the &quot;Deck&quot; box: a deck drawn for low vision.</extracomment>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the box that chooses the card faces. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Baraja:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the card size slider. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Tamaño de las cartas:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <extracomment>Settings, the &quot;Animations&quot; box: animate as the system&apos;s setting says (reduced motion).</extracomment>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>On</source>
        <comment>animations</comment>
        <extracomment>Animations on (a choice of the Animations box).</extracomment>
        <translation>Activadas</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>animations</comment>
        <extracomment>Animations off (a choice of the Animations box).</extracomment>
        <translation>Desactivadas</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the box &quot;Follow the system&quot; / &quot;On&quot; / &quot;Off&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>A&amp;nimaciones:</translation>
    </message>
    <message>
        <source>Speech and language</source>
        <extracomment>Settings: the title of the group with verbosity, Orca&apos;s notifications and the language.</extracomment>
        <translation>Voz e idioma</translation>
    </message>
    <message>
        <source>Full</source>
        <extracomment>Settings, &quot;Speech and language&quot; group, the &quot;Verbosity&quot; box: every announcement in full.</extracomment>
        <translation>Completa</translation>
    </message>
    <message>
        <source>Brief</source>
        <extracomment>Settings, the &quot;Verbosity&quot; box: short announcements (the comments &quot;speech setting Brief&quot; refer to it).</extracomment>
        <translation>Breve</translation>
    </message>
    <message>
        <source>&amp;Verbosity:</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: label of the box &quot;Full&quot; / &quot;Brief&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Verbosidad:</translation>
    </message>
    <message>
        <source>Speak the game&apos;s news through &amp;Orca&apos;s notifications</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: a check box (Linux, Orca screen reader). &amp; marks the Alt access letter.</extracomment>
        <translation>Decir las novedades del juego con las notificaciones de &amp;Orca</translation>
    </message>
    <message>
        <source>Orca 43 and older do not speak announcements any other way: with this off they say nothing when a card moves. Turn it off only if every move is spoken twice.</source>
        <extracomment>Settings: a note under the Orca check box.</extracomment>
        <translation>Orca 43 y anteriores no leen los avisos de otra manera: sin esto no dicen nada cuando se mueve una carta. Desactívalo solo si cada jugada se dice dos veces.</translation>
    </message>
    <message>
        <source>Turn off Orca&apos;s notifications?</source>
        <extracomment>Title of the question box when the Orca check box is turned off.</extracomment>
        <translation>¿Desactivar las notificaciones de Orca?</translation>
    </message>
    <message>
        <source>With Orca 43 or older the game will then be silent: no moves, hints or results are spoken. Turn them off?</source>
        <extracomment>The question box when the Orca check box is turned off (Yes / No buttons).</extracomment>
        <translation>Con Orca 43 o anterior el juego quedará en silencio: no se dirán jugadas, pistas ni resultados. ¿Desactivarlas?</translation>
    </message>
    <message>
        <source>System</source>
        <comment>language</comment>
        <extracomment>The language of the system (a choice of the Language box; the others are English and Español).</extracomment>
        <translation>El del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: label of the box &quot;System&quot; / &quot;English&quot; / &quot;Español&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <extracomment>Settings: a note under the Language box.</extracomment>
        <translation>El nuevo idioma se usará a partir del próximo inicio.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Game menu, Statistics (Ctrl+Shift+S): the dialog&apos;s title and its table&apos;s accessible name.</extracomment>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>standard scoring</source>
        <extracomment>Statistics, inside a Klondike line of the Games box (&quot;Klondike, draw 1, standard scoring&quot;).</extracomment>
        <translation>puntuación estándar</translation>
    </message>
    <message>
        <source>no scoring</source>
        <extracomment>Statistics, inside a Klondike line of the Games box (&quot;Klondike, draw 3, no scoring&quot;).</extracomment>
        <translation>sin puntuación</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <extracomment>Statistics dialog: label of the box that chooses which games&apos; statistics show (&quot;Draw 1, standard scoring&quot;). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Partidas:</translation>
    </message>
    <message>
        <source>Statistic</source>
        <extracomment>Statistics dialog: header of the table&apos;s first column (Played, Won…).</extracomment>
        <translation>Estadística</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Statistics dialog: header of the table&apos;s second column (the numbers).</extracomment>
        <translation>Valor</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <extracomment>Statistics dialog: the button that forgets every statistic (after a question). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Restablecer…</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>The value of a record not set yet (no game won).</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Statistics dialog, a row of the table: games played.</extracomment>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>Statistics dialog, a row of the table: games won.</extracomment>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <extracomment>Statistics dialog, a row of the table: won games as a percentage of those played.</extracomment>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <extracomment>Statistics dialog, a row of the table: games won in a row up to now.</extracomment>
        <translation>Racha actual de victorias</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <extracomment>Statistics dialog, a row of the table: the most games ever won in a row.</extracomment>
        <translation>Racha más larga de victorias</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>Statistics dialog, a row of the table: the shortest time of a won game.</extracomment>
        <translation>Mejor tiempo</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <extracomment>Statistics dialog, a row of the table: the fewest moves of a won game.</extracomment>
        <translation>Menos movimientos</translation>
    </message>
    <message>
        <source>Best score</source>
        <extracomment>Statistics dialog, a row of the table: the highest score (only where the scoring counts).</extracomment>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Vegas balance</source>
        <extracomment>Statistics dialog, a row of the table: the money won or lost with Vegas cumulative scoring.</extracomment>
        <translation>Saldo Vegas</translation>
    </message>
    <message>
        <source>Best score (fewest strokes)</source>
        <extracomment>Statistics dialog, a row of the table of a game scored in strokes (Golf, lower is better): the lowest score of a finished deal, won or not.</extracomment>
        <translation>Mejor puntuación (menos golpes)</translation>
    </message>
    <message>
        <source>Average score in strokes</source>
        <extracomment>Statistics dialog, a row of the table of a game scored in strokes (Golf): the average score of the finished deals, won or not.</extracomment>
        <translation>Puntuación media en golpes</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <extracomment>Title of the question box of the Statistics dialog&apos;s Reset… button.</extracomment>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <source>Forget every game played, every record and the Vegas balance? This cannot be undone.</source>
        <extracomment>The question box of the Statistics dialog&apos;s Reset… button.</extracomment>
        <translation>¿Olvidar todas las partidas jugadas, todos los récords y el saldo Vegas? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Keys and Rules</source>
        <extracomment>Help menu, Keys and Rules (F1): the dialog&apos;s title and accessible name.</extracomment>
        <translation>Teclas y reglas</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>F1, Keys tab: the heading of the Game menu&apos;s commands in the list (no access letter).</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Edit</source>
        <extracomment>F1, Keys tab: the heading of the Edit menu&apos;s commands in the list.</extracomment>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>F1, Keys tab: the heading of the Play menu&apos;s commands in the list.</extracomment>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Ask</source>
        <extracomment>F1, Keys tab: the heading of the Say menu&apos;s commands (those that speak the game&apos;s state).</extracomment>
        <translation>Consultar</translation>
    </message>
    <message>
        <source>View</source>
        <extracomment>F1, Keys tab: the heading of the View menu&apos;s commands in the list.</extracomment>
        <translation>Ver</translation>
    </message>
    <message>
        <source>Help</source>
        <extracomment>F1, Keys tab: the heading of the Help menu&apos;s commands in the list.</extracomment>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>no key</source>
        <extracomment>F1, Keys tab, and Change Keys: the keys of a command that has none. Shown when a command has no key.</extracomment>
        <translation>sin tecla</translation>
    </message>
    <message>
        <source>Every command and its keys. Use Up and Down to read the list; Left and Right close and open a group.</source>
        <extracomment>F1, Keys tab: the line above the list of commands (a tree: groups by menu).</extracomment>
        <translation>Todos los comandos y sus teclas. Usa Arriba y Abajo para leer la lista; Izquierda y Derecha cierran y abren un grupo.</translation>
    </message>
    <message>
        <source>Mouse play is explained on the Rules page.</source>
        <extracomment>F1, Keys tab: after the line above the list of commands.</extracomment>
        <translation>La página Reglas explica cómo jugar con el ratón.</translation>
    </message>
    <message>
        <source>Commands and keys</source>
        <extracomment>F1, Keys tab: accessible name of the list of commands.</extracomment>
        <translation>Comandos y teclas</translation>
    </message>
    <message>
        <source>Command</source>
        <extracomment>F1, Keys tab: header of the list&apos;s first column (the command&apos;s name).</extracomment>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>F1, Keys tab: header of the list&apos;s second column (the command&apos;s keys).</extracomment>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>What it does</source>
        <extracomment>F1, Keys tab: header of the list&apos;s third column (what the command does).</extracomment>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>The rules of Klondike, then how to play with the mouse. Read it line by line.</source>
        <extracomment>F1, Rules tab in Klondike: accessible description of the rules text.</extracomment>
        <translation>Las reglas del Klondike y luego cómo jugar con el ratón. Se lee línea a línea.</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <extracomment>F1: the tab with the list of commands and keys. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Teclas</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <extracomment>F1: the tab with the game&apos;s rules. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Change Keys…</source>
        <extracomment>F1, Keys tab: the button that opens the Change Keys dialog. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Cambiar teclas…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;Build the four foundations up by suit, from the ace to the king. The game is won when all 52 cards are on the foundations.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;In the seven columns, put a card on one that is one rank higher and of the other colour: a black 8 on a red 9. A run built like that moves as one.&lt;/li&gt;&lt;li&gt;Only a king, or a run headed by a king, goes into an empty column.&lt;/li&gt;&lt;li&gt;A face-down card at the top of a column turns face up by itself.&lt;/li&gt;&lt;li&gt;Turn cards from the stock onto the waste; only the top card of the waste can be played. When the stock is empty, turn the waste over to go through it again (as often as the rules you chose allow).&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column.&lt;/li&gt;&lt;li&gt;When every card in the columns is face up, press Enter and the cards go up by themselves, turning the stock as they need to.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Scoring (standard): 10 for each card to a foundation, 5 for a card from the waste to a column, 5 for each card turned face up, minus 15 for a card taken back from a foundation. Undo takes back any number of moves; the time never counts against you.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in Klondike: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;Forma las cuatro bases por palos, del as al rey. La partida se gana cuando las 52 cartas están en las bases.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;En las siete columnas, pon una carta sobre otra de un valor más y del otro color: un 8 negro sobre un 9 rojo. Una escalera formada así se mueve entera.&lt;/li&gt;&lt;li&gt;En una columna vacía solo puede ir un rey, o una escalera que empiece por un rey.&lt;/li&gt;&lt;li&gt;Una carta boca abajo que queda arriba del todo en una columna se pone boca arriba sola.&lt;/li&gt;&lt;li&gt;Saca cartas del mazo al descarte; solo se puede jugar la carta de arriba del descarte. Cuando el mazo se acaba, da la vuelta al descarte para recorrerlo otra vez (tantas veces como permitan las reglas que hayas elegido).&lt;/li&gt;&lt;li&gt;La carta de arriba de una base puede volver a una columna.&lt;/li&gt;&lt;li&gt;Cuando todas las cartas de las columnas están boca arriba, pulsa Intro y las cartas suben solas, pasando cartas del mazo cuando haga falta.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Puntuación (estándar): 10 por cada carta que sube a una base, 5 por cada carta que pasa del descarte a una columna, 5 por cada carta que se pone boca arriba y menos 15 por cada carta que vuelve de una base a una columna. Deshacer permite volver atrás tantos movimientos como quieras; el tiempo nunca cuenta en tu contra.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a face-up card onto another pile to move it there, with the cards on it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it, with the cards on it, to the best place it can go: its foundation when that is safe, else a column, preferring a move that turns up a face-down card.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to its foundation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click the stock&lt;/b&gt; to turn cards; when it is empty, click it to turn the waste over.&lt;/li&gt;&lt;li&gt;When every card is face up, click anywhere to finish.&lt;/li&gt;&lt;li&gt;Hold Ctrl and turn the mouse wheel to make the cards larger or smaller.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Klondike: playing with the mouse, after the rules (HTML; keep the tags).</extracomment>
        <translation>&lt;h2&gt;Con el ratón&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arrastra&lt;/b&gt; una carta boca arriba a otro montón para moverla allí, con las cartas que tiene encima.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Haz clic&lt;/b&gt; en una carta para enviarla, con las cartas que tiene encima, al mejor sitio posible: su base cuando es seguro; si no, una columna, mejor con un movimiento que destape una carta boca abajo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Haz doble clic&lt;/b&gt; en una carta para subirla a su base.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Haz clic en el mazo&lt;/b&gt; para sacar cartas; cuando está vacío, haz clic en él para dar la vuelta al descarte.&lt;/li&gt;&lt;li&gt;Cuando todas las cartas están boca arriba, haz clic en cualquier sitio para terminar.&lt;/li&gt;&lt;li&gt;Mantén pulsado Ctrl y gira la rueda del ratón para agrandar o achicar las cartas.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Change Keys</source>
        <extracomment>F1, Change Keys…: the dialog&apos;s title.</extracomment>
        <translation>Cambiar teclas</translation>
    </message>
    <message>
        <source>&amp;Commands:</source>
        <extracomment>Change Keys dialog: label of the list of commands. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Comandos:</translation>
    </message>
    <message>
        <source>Commands</source>
        <extracomment>Change Keys dialog: accessible name of the list of commands.</extracomment>
        <translation>Comandos</translation>
    </message>
    <message>
        <source>New &amp;key:</source>
        <extracomment>Change Keys dialog: label of the field where the new key is pressed. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Tecla nueva:</translation>
    </message>
    <message>
        <source>New key: press the keys</source>
        <extracomment>Change Keys dialog: accessible name of the field where the new key is pressed.</extracomment>
        <translation>Tecla nueva: pulsa las teclas</translation>
    </message>
    <message>
        <source>&amp;Assign</source>
        <extracomment>Change Keys dialog: the button that gives the pressed key to the chosen command. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Asignar</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <extracomment>Change Keys dialog: the button that gives the chosen command its usual keys again. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Restablecer</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Change Keys dialog: accessible name of the line that reports what a button did.</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Choose a command, then press the new key in the key field.</source>
        <extracomment>Change Keys dialog: Assign pressed with no command chosen or no key pressed.</extracomment>
        <translation>Elige un comando y pulsa la tecla nueva en el campo de tecla.</translation>
    </message>
    <message>
        <source>That key is already used by %1.</source>
        <extracomment>Change Keys dialog, after Assign with a key another command has. %1 the command that already has the key.</extracomment>
        <translation>Esa tecla ya está asignada a «%1».</translation>
    </message>
    <message>
        <source>%1 now uses %2.</source>
        <extracomment>Change Keys dialog, after Assign. %1 a command, %2 its new key.</extracomment>
        <translation>«%1» usa ahora %2.</translation>
    </message>
    <message>
        <source>%1 has its default keys again.</source>
        <extracomment>Change Keys dialog, after Default: %1 the command (&quot;Undo&quot;).</extracomment>
        <translation>«%1» vuelve a tener sus teclas predeterminadas.</translation>
    </message>
    <message>
        <source>Only in %1: %2</source>
        <extracomment>F1, a command of other games than the one in play: %1 the games&apos; names as a list in the language&apos;s own way (&quot;Klondike and FreeCell&quot;), %2 what the command does.</extracomment>
        <translation>Solo en %1: %2</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <extracomment>Title of the question box before a restart (Ctrl+R) of a started game.</extracomment>
        <translation>¿Reiniciar esta partida?</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <extracomment>Title of the question box before a new deal (F2, Ctrl+G, another game) leaves a started game.</extracomment>
        <translation>¿Dejar esta partida?</translation>
    </message>
    <message>
        <source>The game so far counts as lost. Press Enter to restart the deal, or Escape to keep playing.</source>
        <extracomment>The question box before a restart (Ctrl+R) of a started game.</extracomment>
        <translation>La partida jugada hasta ahora cuenta como perdida. Pulsa Intro para reiniciarla o Escape para seguir jugando.</translation>
    </message>
    <message>
        <source>This game counts as lost. Press Enter to play deal %1, or Escape to keep playing.</source>
        <extracomment>The question box before a deal chosen by number (Ctrl+G) leaves a started game. %1 the deal number the player chose.</extracomment>
        <translation>Esta partida cuenta como perdida. Pulsa Intro para jugar la partida %1 o Escape para seguir jugando.</translation>
    </message>
    <message>
        <source>This game counts as lost. Press Enter for a new deal, or Escape to keep playing.</source>
        <extracomment>The question box before a new random deal (F2) leaves a started game.</extracomment>
        <translation>Esta partida cuenta como perdida. Pulsa Intro para jugar otra partida o Escape para seguir jugando.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>Button of the box &quot;Restart this deal?&quot; that restarts. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>&amp;Leave Game</source>
        <extracomment>Button of the box &quot;Leave this game?&quot; that leaves the game. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Dejar la partida</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <extracomment>Button of the boxes &quot;Restart this deal?&quot; / &quot;Leave this game?&quot; that keeps the game. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>You keep playing this game.</source>
        <extracomment>Said when the player pressed Escape at &quot;Leave this game?&quot;.</extracomment>
        <translation>Sigues jugando esta partida.</translation>
    </message>
    <message>
        <source>The game so far counts as lost.</source>
        <extracomment>Said after a restart (Ctrl+R) of a started game, in the words of its question box (&quot;The game so far counts as lost. Press Enter to restart the deal, …&quot;).</extracomment>
        <translation>La partida jugada hasta ahora cuenta como perdida.</translation>
    </message>
    <message>
        <source>The game you left counts as lost.</source>
        <extracomment>Said after a new deal that left a started game (F2, Ctrl+G, another game).</extracomment>
        <translation>La partida que dejaste cuenta como perdida.</translation>
    </message>
    <message>
        <source>Restarted.</source>
        <extracomment>After a restart (Ctrl+R) of a random deal, speech setting Brief.</extracomment>
        <translation>Reiniciada.</translation>
    </message>
    <message>
        <source>Restarted this deal, draw %1.</source>
        <extracomment>After a restart (Ctrl+R) of a random deal. %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Partida reiniciada, cartas de %1 en %1.</translation>
    </message>
    <message>
        <source>Restarted deal %1.</source>
        <extracomment>After a restart (Ctrl+R) of a numbered deal, speech setting Brief. %1 the deal number.</extracomment>
        <translation>Partida %1 reiniciada.</translation>
    </message>
    <message>
        <source>Restarted Klondike, deal %1, draw %2.</source>
        <extracomment>After a restart (Ctrl+R) of a numbered deal. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, partida %1 reiniciada, cartas de %2 en %2.</translation>
    </message>
    <message>
        <source>No move helps any more: turning the stock brings up nothing that can be played. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The dead end while cards are left in the stock or the waste (turning them is still allowed).</extracomment>
        <translation>Ya no sirve ningún movimiento: pasar cartas del mazo no saca nada que se pueda jugar. Deshaz para probar otro camino o pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>Still no move that helps.</source>
        <extracomment>Said after each later move in a dead end (the whole sentence was said once).</extracomment>
        <translation>Sigue sin haber un movimiento que sirva.</translation>
    </message>
    <message>
        <source>%1 does nothing in this game: it is %2 in another game.</source>
        <extracomment>A key pressed in a game that has no such command (X, FreeCell&apos;s &quot;To Free Cell&quot;, in Spider). %1 the key (&quot;X&quot;), %2 the other game&apos;s command it runs there (&quot;To Free Cell&quot;).</extracomment>
        <translation>%1 no hace nada en este juego: es %2 en otro juego.</translation>
    </message>
    <message>
        <source>Your %1 game is saved: choose it in the Game menu to go back to it.</source>
        <extracomment>Said first after switching games (Game menu): the game left behind is kept. %1 its name (&quot;FreeCell&quot;, &quot;Spider, two suits&quot;).</extracomment>
        <translation>Tu partida de %1 está guardada: elígela en el menú Partida para volver a ella.</translation>
    </message>
    <message>
        <source>This deal cannot be won from the start; press F2 for a new deal.</source>
        <extracomment>Said once when the solver proves that the deal cannot be won even from its opening position (so no undo can help; e.g. FreeCell deal 11982).</extracomment>
        <translation>Esta partida no se puede ganar desde el principio; pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>The deal is won. Press F2 for a new deal.</source>
        <extracomment>H (hint) once the deal is won.</extracomment>
        <translation>La partida está ganada. Pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>It will not help: no move can improve the game now.</source>
        <extracomment>Added to a hint in a dead end: the move is legal but leads nowhere.</extracomment>
        <translation>No servirá: ahora ningún movimiento puede mejorar la partida.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), last pass.</source>
        <extracomment>The U key and the stock&apos;s summary when no turn of the waste is left: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Mazo: %n carta, última pasada.</numerusform>
            <numerusform>Mazo: %n cartas, última pasada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last pass through the stock.</source>
        <extracomment>The I key when the stock is on its last pass (the waste cannot be turned over again).</extracomment>
        <translation>Última pasada por el mazo.</translation>
    </message>
    <message>
        <source>Klondike, draw %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game (a random deal) was restored. %1 cards turned per draw.</extracomment>
        <translation>Klondike, cartas de %1 en %1. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game was restored. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, partida %1, cartas de %2 en %2. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Deal %1 is back where you left it.</source>
        <extracomment>A saved game was loaded while the window is open. %1 the deal number.</extracomment>
        <translation>La partida %1 sigue donde la dejaste.</translation>
    </message>
    <message>
        <source>Every card in the columns is face up. Press Enter to finish.</source>
        <extracomment>Every card of the columns is face up, cards are left in the stock or the waste: the finish turns them as needed.</extracomment>
        <translation>Todas las cartas de las columnas están boca arriba. Pulsa Intro para terminar.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %2 face down, then %n card(s) from the %3 to the %4.</source>
        <extracomment>D (Say Columns), a column whose face-up cards are one run. %1 column, %2 face-down cards, %n cards in the run, %3 its deepest card, %4 its top card.</extracomment>
        <translation>
            <numerusform>Columna %1: %2 boca abajo y luego %n carta, desde %3 hasta %4.</numerusform>
            <numerusform>Columna %1: %2 boca abajo y luego %n cartas, desde %3 hasta %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) from the %2 to the %3.</source>
        <extracomment>D (Say Columns), a column of one run and no face-down card. %1 column, %n cards in the run, %2 its deepest card, %3 its top card.</extracomment>
        <translation>
            <numerusform>Columna %1: %n carta, desde %2 hasta %3.</numerusform>
            <numerusform>Columna %1: %n cartas, desde %2 hasta %3.</numerusform>
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
        <translation>Las notificaciones de Orca siguen activadas: el juego sigue hablando.</translation>
    </message>
    <message>
        <source>Orca notifications are off. With Orca 43 or older the game is now silent; turn them on again in this box.</source>
        <extracomment>Said once the player confirmed turning the Orca notifications off.</extracomment>
        <translation>Las notificaciones de Orca están desactivadas. Con Orca 43 o anterior el juego ahora calla; vuelve a activarlas en esta casilla.</translation>
    </message>
    <message>
        <source>Orca notifications are on: every move is spoken.</source>
        <extracomment>Settings, Orca notifications box: said once it was turned on.</extracomment>
        <translation>Las notificaciones de Orca están activadas: se dice cada movimiento.</translation>
    </message>
    <message>
        <source>Speak through the screen reader &amp;directly</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: a check box, off by default. On: the game&apos;s sentences go straight to the running screen reader (NVDA, JAWS, VoiceOver, Orca) or speech-dispatcher, with braille where it has it, instead of as accessibility events. &amp; marks the Alt access letter.</extracomment>
        <translation>Hablar &amp;directamente con el lector de pantalla</translation>
    </message>
    <message>
        <source>No screen reader answered: the game speaks through accessibility events.</source>
        <extracomment>Said once when &quot;Speak through the screen reader directly&quot; is on but no screen reader (nor speech-dispatcher) answers; the game goes on as before, through accessibility events.</extracomment>
        <translation>Ningún lector de pantalla respondió: el juego habla mediante los eventos de accesibilidad.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings dialog: title of the group of sound switches.</extracomment>
        <translation>Sonidos</translation>
    </message>
    <message>
        <source>Sound when cards are picked up</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Sonido al coger cartas</translation>
    </message>
    <message>
        <source>Sound when cards are put down</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Sonido al dejar cartas</translation>
    </message>
    <message>
        <source>Sound when a move is not allowed</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Sonido cuando un movimiento no está permitido</translation>
    </message>
    <message>
        <source>Sound when a card turns face up</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Sonido cuando una carta se pone boca arriba</translation>
    </message>
    <message>
        <source>Sound when the stock is turned</source>
        <extracomment>Settings, Sounds group: a check box (Klondike&apos;s stock turned, Spider&apos;s row dealt).</extracomment>
        <translation>Sonido al pasar cartas del mazo</translation>
    </message>
    <message>
        <source>Sound when the game is won</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Sonido al ganar la partida</translation>
    </message>
    <message>
        <source>No sound can play here: the game was installed without its optional sound package (the README says how to add it). The switches are kept for when it is there.</source>
        <extracomment>Settings, Sounds group: a note under the switches when this copy of the game cannot play sound (its optional sound package is not installed; the README says how to add it).</extracomment>
        <translation>Aquí no puede sonar nada: el juego se instaló sin su paquete opcional de sonido (el README explica cómo añadirlo). Las casillas se guardan para cuando esté.</translation>
    </message>
    <message>
        <source>Spider</source>
        <extracomment>The game&apos;s name on its own (the window title, the Game menu). Spanish: Araña.</extracomment>
        <translation>Araña</translation>
    </message>
    <message>
        <source>one suit</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, one suit&quot;): one suit, spades only.</extracomment>
        <translation>un palo</translation>
    </message>
    <message>
        <source>two suits</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, two suits&quot;): spades and hearts.</extracomment>
        <translation>dos palos</translation>
    </message>
    <message>
        <source>four suits</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, four suits&quot;).</extracomment>
        <translation>cuatro palos</translation>
    </message>
    <message>
        <source>Spider, %1</source>
        <extracomment>The window title and status bar: %1 &quot;one suit&quot;, &quot;two suits&quot; or &quot;four suits&quot;.</extracomment>
        <translation>Araña, %1</translation>
    </message>
    <message>
        <source>Spider solitaire. Left and Right move between the ten columns and the stock, Up and Down along a column choose how much of a run to take, Space picks up and puts down, Enter plays a run, N deals a row, R says which runs can move, H gives a hint, F1 lists every key.</source>
        <extracomment>Spider: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Araña. Izquierda y Derecha recorren las diez columnas y el mazo, Arriba y Abajo en una columna eligen cuánto de una escalera tomar, Espacio toma y deja, Intro juega una escalera, N reparte una fila, R dice qué escaleras se pueden mover, H da una pista, F1 muestra todas las teclas.</translation>
    </message>
    <message>
        <source>Stock</source>
        <comment>Spider&apos;s stock, a name on its own</comment>
        <extracomment>Spider&apos;s stock, as an accessible name.</extracomment>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>the stock</source>
        <comment>Spider&apos;s stock, inside a sentence</comment>
        <extracomment>Spider&apos;s stock inside a sentence, with its article (&quot;Nothing to pick up in the stock.&quot;). Forms allowed.</extracomment>
        <translation>el mazo</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <extracomment>Spider: accessible name of the place where completed King-to-Ace sequences lie (the focus can rest there).</extracomment>
        <translation>Secuencias completas</translation>
    </message>
    <message>
        <source>the completed sequences</source>
        <extracomment>Spider: the completed sequences inside a sentence, with their article. Forms allowed.</extracomment>
        <translation>las secuencias completas</translation>
    </message>
    <message>
        <source>Face-down card, column %1, card %2 of %3.</source>
        <extracomment>A face-down card of a Spider column (its accessible name): %1 column, %2 its place from the bottom, %3 cards there.</extracomment>
        <translation>Carta boca abajo, columna %1, carta %2 de %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) that can&apos;t move with it.</source>
        <extracomment>Spider: the cards on it are not one same-suit run with it, so it can&apos;t be taken with them. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, columna %2, carta %3 de %4, bajo %n carta que no se puede mover con ella.</numerusform>
            <numerusform>%1, columna %2, carta %3 de %4, bajo %n cartas que no se pueden mover con ella.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face-down card(s) under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card; %n the face-down cards it lies on, %1 the column.</extracomment>
        <translation>
            <numerusform>Columna %1: debajo, %n carta boca abajo.</numerusform>
            <numerusform>Columna %1: debajo, %n cartas boca abajo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: no card under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card, which lies on no other card. %1 the column.</extracomment>
        <translation>Columna %1: ninguna carta debajo.</translation>
    </message>
    <message>
        <source>The arrow keys move between the columns, the stock and the completed sequences, 1 to 9 and 0 go to a column, End to the stock. F1 lists the keys.</source>
        <extracomment>Spider: Tab pressed on the board (the columns are reached with the arrow keys and the digits).</extracomment>
        <translation>Las flechas mueven entre las columnas, el mazo y las secuencias completas; del 1 al 9 y el 0 van a una columna y Fin al mazo. F1 muestra la lista de teclas.</translation>
    </message>
    <message>
        <source>Column %1, empty. Any card or same-suit run can go here; fill it before dealing a row.</source>
        <extracomment>Spider: an empty column takes any card or same-suit run, and no row can be dealt while it is empty. %1 the column number.</extracomment>
        <translation>Columna %1, vacía. Aquí puede ir cualquier carta o escalera del mismo palo; llénala antes de repartir una fila.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s).</source>
        <extracomment>Spider, focus on the stock, speech setting Brief. %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Mazo, %n fila.</numerusform>
            <numerusform>Mazo, %n filas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s) left. Space deals a row, one card on each column.</source>
        <extracomment>Spider&apos;s stock: %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Mazo, queda %n fila. Espacio reparte una fila, una carta en cada columna.</numerusform>
            <numerusform>Mazo, quedan %n filas. Espacio reparte una fila, una carta en cada columna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Completed sequences, %1 of 8.</source>
        <extracomment>Spider: the completed King-to-Ace sequences; %1 how many of the 8.</extracomment>
        <translation>Secuencias completas, %1 de 8.</translation>
    </message>
    <message>
        <source>Completed sequences, %1 of 8: %2.</source>
        <extracomment>Spider: the completed King-to-Ace sequences, where the focus rests; %1 how many of the 8, %2 their suits in the order they were completed (&quot;spades and hearts&quot;).</extracomment>
        <translation>Secuencias completas, %1 de 8: %2.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the completed sequences: a sequence goes there by itself, once a column holds it from king to ace in one suit.</source>
        <extracomment>Spider: held cards put down on the completed sequences. %1 the first held card.</extracomment>
        <translation>No se puede poner %1 en las secuencias completas: una secuencia va ahí sola, cuando una columna la tiene del rey al as de un mismo palo.</translation>
    </message>
    <message>
        <source>Sequence of %1 complete, %2 of 8.</source>
        <extracomment>Spider, after a move completed a sequence, speech setting Brief. %1 its suit (&quot;hearts&quot;), %2 how many of the 8 are complete.</extracomment>
        <translation>Secuencia de %1 completa, %2 de 8.</translation>
    </message>
    <message>
        <source>Completed a sequence of %1, king to ace, and it leaves the table: %2 of 8.</source>
        <extracomment>Spider: a King-to-Ace run of %1 (a suit) left the table by itself; %2 how many of the 8 are complete.</extracomment>
        <translation>Completada una secuencia de %1, del rey al as, y sale de la mesa: %2 de 8.</translation>
    </message>
    <message numerus="yes">
        <source>Row dealt, %n left.</source>
        <extracomment>Spider, after a row was dealt (N), speech setting Brief. %n rows left in the stock.</extracomment>
        <translation>
            <numerusform>Fila repartida, queda %n.</numerusform>
            <numerusform>Fila repartida, quedan %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1, %2</source>
        <extracomment>Spider, a dealt row: one card with its column. %1 the column&apos;s number, %2 the card (&quot;6 of spades&quot;), or only its rank (&quot;6&quot;) when the whole row is of one suit.</extracomment>
        <translation>columna %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row of %2, %n row(s) left: %1.</source>
        <extracomment>Spider: a row of one suit was dealt (always so with one suit); %n rows left in the stock, %1 the ten ranks on their own with their columns (&quot;column 1, 6; column 2, king; …&quot;), %2 the suit.</extracomment>
        <translation>
            <numerusform>Repartida una fila de %2, queda %n: %1.</numerusform>
            <numerusform>Repartida una fila de %2, quedan %n: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row, %n row(s) left: %1.</source>
        <extracomment>Spider: a row was dealt; %n rows left in the stock, %1 the ten cards with their columns (&quot;column 1, 6 of spades; column 2, 3 of hearts; …&quot;).</extracomment>
        <translation>
            <numerusform>Repartida una fila, queda %n: %1.</numerusform>
            <numerusform>Repartida una fila, quedan %n: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The row is back in the stock.</source>
        <extracomment>Spider, after undoing a dealt row.</extracomment>
        <translation>La fila ha vuelto al mazo.</translation>
    </message>
    <message>
        <source>The sequence of %1 is back in column %2.</source>
        <extracomment>After an undo: the completed sequence of %1 (a suit) lies in column %2 again.</extracomment>
        <translation>La secuencia de %1 ha vuelto a la columna %2.</translation>
    </message>
    <message>
        <source>Move %1 from column %2 to column %3</source>
        <extracomment>An undo step in Spider; %1 a card as printed in its corner (&quot;7♥&quot;), %2 and %3 columns.</extracomment>
        <translation>Mover %1 de la columna %2 a la columna %3</translation>
    </message>
    <message>
        <source>Deal a Row</source>
        <extracomment>An undo step in Spider: a row dealt from the stock.</extracomment>
        <translation>Repartir una fila</translation>
    </message>
    <message>
        <source>moved %1 from column %2 to column %3</source>
        <extracomment>Spider: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, or a run (&quot;10 to 8 of spades&quot;), %2 the column it left, %3 the column it went to.</extracomment>
        <translation>mover %1 de la columna %2 a la columna %3</translation>
    </message>
    <message>
        <source>The %1 are back in %2.</source>
        <extracomment>Spider, after an undo of a run&apos;s move: where the run is now. %1 the run, as the move said it (&quot;10 to 8 of spades&quot;: the cards from the 10 down to the 8), %2 the pile (&quot;column 2&quot;).</extracomment>
        <translation>Ahora las cartas %1 están de nuevo en %2.</translation>
    </message>
    <message>
        <source>dealt a row</source>
        <extracomment>Spider: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a row dealt from the stock.</extracomment>
        <translation>repartir una fila</translation>
    </message>
    <message>
        <source>deal a row from the stock</source>
        <extracomment>Spider: a move as an instruction, in a hint (H) and in the M list: dealing a row.</extracomment>
        <translation>reparte una fila del mazo</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <extracomment>Golf, refused: a draw from the empty stock (one pass, no recycling).
----------
Spider, U (Say Stock) and I (Say Game Info) when no row is left to deal; also after R.
----------
TriPeaks, a draw with an empty stock (one pass: it is not turned over).</extracomment>
        <translation>El mazo está vacío.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left in the stock.</source>
        <extracomment>Spider: %n rows of ten cards in the stock.</extracomment>
        <translation>
            <numerusform>Queda %n fila en el mazo.</numerusform>
            <numerusform>Quedan %n filas en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>No sequence is complete yet, 8 to go.</source>
        <extracomment>Spider, T (Say Completed Sequences) before any sequence is complete.</extracomment>
        <translation>Aún no hay ninguna secuencia completa; faltan 8.</translation>
    </message>
    <message>
        <source>%1 of 8 sequences complete: %2.</source>
        <extracomment>Spider: %1 how many of the 8 sequences are complete, %2 their suits in order.</extracomment>
        <translation>%1 de 8 secuencias completas: %2.</translation>
    </message>
    <message>
        <source>any run can go to the empty column %1</source>
        <extracomment>Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to the empty column. %1 its number.</extracomment>
        <translation>cualquier escalera puede ir a la columna vacía %1</translation>
    </message>
    <message>
        <source>any run can go to the empty columns %1</source>
        <extracomment>Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to an empty column. %1 the empty columns&apos; numbers (&quot;2 and 7&quot;).</extracomment>
        <translation>cualquier escalera puede ir a las columnas vacías %1</translation>
    </message>
    <message>
        <source>A row can be dealt.</source>
        <extracomment>Spider, end of R (Say Runs That Can Move): the stock may be dealt now.</extracomment>
        <translation>Se puede repartir una fila.</translation>
    </message>
    <message>
        <source>No row can be dealt while a column is empty.</source>
        <extracomment>Spider, end of R (Say Runs That Can Move): rows are left but a column is empty.</extracomment>
        <translation>No se puede repartir una fila mientras haya una columna vacía.</translation>
    </message>
    <message>
        <source>No run can move now. %1</source>
        <extracomment>Spider, R (Say Runs That Can Move) when no run can move. %1 what R says about the stock (&quot;A row can be dealt.&quot;).</extracomment>
        <translation>Ahora no se puede mover ninguna escalera. %1</translation>
    </message>
    <message>
        <source>Can move now: %1. %2</source>
        <extracomment>Spider: %1 the runs that can move (&quot;8 to 5 of hearts from column 3 to column 6 or 9&quot;), %2 about the stock.</extracomment>
        <translation>Se puede mover ahora: %1. %2</translation>
    </message>
    <message>
        <source>No list of winnable deals with %1 yet: this deal is random and may be impossible to win.</source>
        <extracomment>Spider, said after the new deal&apos;s announcement when &quot;Winnable deals only&quot; is on but the number of suits has no list of deals the solver has won yet (a list not made yet). %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Aún no hay una lista de partidas ganables con %1: esta partida es al azar y puede ser imposible de ganar.</translation>
    </message>
    <message>
        <source>Random: no winnable list</source>
        <extracomment>Spider&apos;s status bar, beside &quot;Deal 123&quot;, when &quot;Winnable deals only&quot; is on but the number of suits has no list of deals the solver has won yet: the deal is any deal.</extracomment>
        <translation>Al azar: sin lista de ganables</translation>
    </message>
    <message>
        <source>Restarted Spider, %1, deal %2.</source>
        <extracomment>Spider, after a restart (Ctrl+R), naming the deal as the welcome does. %1 the suits in play (&quot;one suit&quot;, &quot;two suits&quot;, &quot;four suits&quot;), %2 the deal number.</extracomment>
        <translation>Araña, %1, partida %2 reiniciada.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus and the last game was restored. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Araña, %1, partida %2. Tu partida está donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Spider&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the ten columns, the stock and the completed sequences; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;9&lt;/b&gt; and &lt;b&gt;0&lt;/b&gt; go to a column, &lt;b&gt;Home&lt;/b&gt; to column 1, &lt;b&gt;End&lt;/b&gt; to the stock.&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; choose how much of the run to take; only a run of one suit can be taken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down (on the stock: deals a row), &lt;b&gt;Enter&lt;/b&gt; sends a run to the best place, &lt;b&gt;N&lt;/b&gt; deals a row.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: which runs can move now. &lt;b&gt;U&lt;/b&gt;: rows left in the stock. &lt;b&gt;T&lt;/b&gt;: the completed sequences. &lt;b&gt;D&lt;/b&gt;: every column, face-down count and runs. &lt;b&gt;I&lt;/b&gt;: score, time, moves. &lt;b&gt;H&lt;/b&gt;: a hint, the first move of a winning line when the solver has found one.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card with the same-suit run on it onto another column.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it with its run to the best place; &lt;b&gt;click the stock&lt;/b&gt; to deal a row.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Spider: Spider&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Teclas de Araña&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Izquierda&lt;/b&gt; y &lt;b&gt;Derecha&lt;/b&gt; recorren las diez columnas, el mazo y las secuencias completas; &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;9&lt;/b&gt; y &lt;b&gt;0&lt;/b&gt; van a una columna, &lt;b&gt;Inicio&lt;/b&gt; a la columna 1, &lt;b&gt;Fin&lt;/b&gt; al mazo.&lt;/li&gt;&lt;li&gt;En una columna, &lt;b&gt;Arriba&lt;/b&gt; y &lt;b&gt;Abajo&lt;/b&gt; eligen cuánto de la escalera tomar; solo se puede tomar una escalera de un mismo palo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Espacio&lt;/b&gt; toma y deja (en el mazo: reparte una fila), &lt;b&gt;Intro&lt;/b&gt; envía una escalera al mejor sitio, &lt;b&gt;N&lt;/b&gt; reparte una fila.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: qué escaleras se pueden mover ahora. &lt;b&gt;U&lt;/b&gt;: filas que quedan en el mazo. &lt;b&gt;T&lt;/b&gt;: las secuencias completas. &lt;b&gt;D&lt;/b&gt;: cada columna, cartas boca abajo y escaleras. &lt;b&gt;I&lt;/b&gt;: puntuación, tiempo, movimientos. &lt;b&gt;H&lt;/b&gt;: una pista, el primer movimiento de una línea ganadora cuando el solucionador la ha encontrado.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Con el ratón&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arrastra&lt;/b&gt; una carta con la escalera del mismo palo que tiene encima a otra columna.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Haz clic&lt;/b&gt; en una carta para enviarla con su escalera al mejor sitio; &lt;b&gt;haz clic en el mazo&lt;/b&gt; para repartir una fila.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>No moves left: a row cannot be dealt while a column is empty, and too few cards are left to fill every column. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>Spider&apos;s dead end while rows are left in the stock: no card can move, and a row may not be dealt onto an empty column.</extracomment>
        <translation>No quedan movimientos: no se puede repartir una fila mientras haya una columna vacía, y quedan muy pocas cartas para llenarlas todas. Deshaz para probar otro camino o pulsa F2 para jugar otra partida.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Golf: the two ranks that go on the waste&apos;s card, inside a sentence (&quot;a 4 or a 6&quot;, &quot;an 8 or a 10&quot;). %1 and %2 each a rank with its article.
----------
Two or more columns a run may go to: %1 the first ones (&quot;2, 6&quot;), %2 the last (&quot;9&quot;).
----------
TriPeaks: the two ranks that go on the waste&apos;s card. %1 and %2 each a rank with its article (&quot;a 7&quot;, &quot;a 9&quot;).</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>The %1 can go here, or on the other %2, in column %3.</source>
        <extracomment>Spider, while cards are held: %1 the first held card, %2 the focused card it can go on, %3 the column of another card of that name which takes it too.</extracomment>
        <translation>Aquí puede ir %1, o sobre %2 de la columna %3.</translation>
    </message>
    <message>
        <source>The %1 can go here, or on another %2, in columns %3.</source>
        <extracomment>Spider, while cards are held, on a card whose twins on other columns take them too. %1 the first held card, %2 the card it can go on, %3 the columns (&quot;4 or 9&quot;) of the other cards of that name.</extracomment>
        <translation>Aquí puede ir %1, o sobre %2 de las columnas %3.</translation>
    </message>
    <message>
        <source>%1 from column %2 to column %3</source>
        <extracomment>Spider: %1 a run (&quot;8 to 5 of hearts&quot;), %2 its column, %3 the columns it may go to (&quot;6 or 9&quot;).</extracomment>
        <translation>%1 de la columna %2 a la columna %3</translation>
    </message>
    <message>
        <source>No %1 is face up.</source>
        <extracomment>Spider, Find a Card (Ctrl+F): no card of that name lies face up (it may be face down or in the stock). %1 the card.</extracomment>
        <translation>No hay ninguna carta boca arriba como %1.</translation>
    </message>
    <message>
        <source>column %1, card %2 of %3</source>
        <extracomment>Spider, Find a Card (Ctrl+F): one place of a face-up card of that name (two decks: there may be two). %1 column, %2 the card&apos;s place from the bottom, %3 cards in the column.</extracomment>
        <translation>columna %1, carta %2 de %3</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>One figure of the Statistics dialog, read aloud when it opens and when its game choice changes. %1 the figure&apos;s name (&quot;Games won&quot;), %2 its value (&quot;3&quot;).
----------
Spider: %1 the card, %2 where each face-up card of that name is.</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 of 8 sequences complete.</source>
        <extracomment>Spider, I (Say Game Info): %1 how many of the 8 sequences are complete.</extracomment>
        <translation>%1 de 8 secuencias completas.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2.</source>
        <extracomment>Spider: %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Araña, %1, partida %2.</translation>
    </message>
    <message>
        <source>Spider, %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Araña, %1. Tu partida está donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Spider, %1. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus, on a deal without a number. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Araña, %1. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Araña, %1, partida %2. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Spider&lt;/h2&gt;&lt;p&gt;Two decks, 104 cards: with one suit, eight sets of spades; with two, spades and hearts; with four, two full decks (Game menu). 54 cards are dealt into ten columns, only the top card of each face up; the other 50 are the stock, five rows of ten. Build eight sequences from king down to ace in one suit; each leaves the table by itself, and the game is won when all eight have.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Any card can go on a card one rank higher, whatever its suit (a 9 of hearts on a 10 of clubs).&lt;/li&gt;&lt;li&gt;Only a run of one suit moves as one: in 9♠ 8♥ 7♥ you can take the 7, or the 8 and the 7, but not the 9 with them.&lt;/li&gt;&lt;li&gt;An empty column takes any card or same-suit run.&lt;/li&gt;&lt;li&gt;A face-down card that comes to the top turns up by itself.&lt;/li&gt;&lt;li&gt;Dealing a row puts one card on each column; it is not allowed while a column is empty.&lt;/li&gt;&lt;li&gt;Score: 500 to start, 1 point less for each move and each undo, 100 more for each sequence.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Undo takes back any move, a dealt row or a completed sequence included.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in Spider: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Araña&lt;/h2&gt;&lt;p&gt;Dos barajas, 104 cartas: con un palo, ocho series de picas; con dos, picas y corazones; con cuatro, dos barajas completas (menú Partida). Se reparten 54 cartas en diez columnas, solo la de arriba de cada una boca arriba; las otras 50 son el mazo, cinco filas de diez. Forma ocho secuencias del rey al as de un mismo palo; cada una sale de la mesa sola, y la partida se gana cuando han salido las ocho.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Cualquier carta puede ir sobre una de un valor más alto, sea cual sea su palo (un 9 de corazones sobre un 10 de tréboles).&lt;/li&gt;&lt;li&gt;Solo una escalera de un mismo palo se mueve entera: en 9♠ 8♥ 7♥ puedes tomar el 7, o el 8 y el 7, pero no el 9 con ellos.&lt;/li&gt;&lt;li&gt;Una columna vacía admite cualquier carta o escalera del mismo palo.&lt;/li&gt;&lt;li&gt;Una carta boca abajo que queda arriba se pone boca arriba sola.&lt;/li&gt;&lt;li&gt;Repartir una fila pone una carta en cada columna; no se puede mientras haya una columna vacía.&lt;/li&gt;&lt;li&gt;Puntuación: 500 al empezar, 1 punto menos por cada movimiento y cada deshacer, 100 más por cada secuencia.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Deshacer devuelve cualquier movimiento, también una fila repartida o una secuencia completada.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Yukon</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Yukón.</extracomment>
        <translation>Yukón</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Yukón, partida %1. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Yukon. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Yukón. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Yukon. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Yukón. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Yukón, partida %1. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>New Yukon deal.</source>
        <extracomment>Yukon, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nueva partida de Yukón.</translation>
    </message>
    <message>
        <source>Restarted Yukon, deal %1.</source>
        <extracomment>Yukon, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Yukón, partida %1 reiniciada.</translation>
    </message>
    <message>
        <source>Yukon, deal %1.</source>
        <extracomment>Yukon, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Yukón, partida %1.</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Any face-up card moves with the cards on it.</source>
        <extracomment>Yukon, after a new deal (F2, Ctrl+G). %1 the deal number.</extracomment>
        <translation>Yukón, partida %1. Cualquier carta boca arriba se mueve con las cartas que tiene encima.</translation>
    </message>
    <message numerus="yes">
        <source>Moves with %n card(s): %1.</source>
        <extracomment>Yukon, after the focus on a face-up card that has cards on it (they move with it). %n how many cards lie on it, %1 those cards from the nearest to the top, as a list; cards that already alternate downwards are said as one stretch by their ends (&quot;jack of clubs down to 6 of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Se mueve con %n carta: %1.</numerusform>
            <numerusform>Se mueve con %n cartas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s) on it.</source>
        <extracomment>Yukon, after Space picked up a card with cards on it. %1 the card picked up, %n the cards lying on it (they come along).</extracomment>
        <translation>
            <numerusform>Llevas %1 y %n carta encima.</numerusform>
            <numerusform>Llevas %1 y %n cartas encima.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to column %2, on %3.</source>
        <extracomment>Yukon, after a card moved with the cards on it onto a column. %1 the card moved, %n the cards that came with it, %2 the column number, %3 the card it now lies on.</extracomment>
        <translation>
            <numerusform>Has movido %1 y %n carta a la columna %2, sobre %3.</numerusform>
            <numerusform>Has movido %1 y %n cartas a la columna %2, sobre %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to empty column %2.</source>
        <extracomment>Yukon, after a king moved with the cards on it to an empty column. %1 the king, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>Has movido %1 y %n carta a la columna %2, que estaba vacía.</numerusform>
            <numerusform>Has movido %1 y %n cartas a la columna %2, que estaba vacía.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moved %1 and %n card(s) to column %2</source>
        <extracomment>Yukon, inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a card moved with the cards on it, as the move was said (&quot;Moved %1 and %n card(s) to column %2, …&quot;). %1 the card, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>mover %1 y %n carta a la columna %2</numerusform>
            <numerusform>mover %1 y %n cartas a la columna %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 onto the %3 in column %4</source>
        <extracomment>Yukon, a move of a card with the cards on it as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 the card, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the card it goes on, %4 that card&apos;s column. A card alone is said as in Klondike (&quot;move the %1 from %2 onto the %3 in column %4&quot;).</extracomment>
        <translation>
            <numerusform>mueve %1 con la carta que lleva encima desde %2 sobre %3, en la columna %4</numerusform>
            <numerusform>mueve %1 con las %n cartas que lleva encima desde %2 sobre %3, en la columna %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 to empty column %3</source>
        <extracomment>Yukon, a move of a king with the cards on it to an empty column as an instruction, in a hint (H) and in the M list. %1 the king, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the column.</extracomment>
        <translation>
            <numerusform>mueve %1 con la carta que lleva encima desde %2 a la columna %3, que está vacía</numerusform>
            <numerusform>mueve %1 con las %n cartas que lleva encima desde %2 a la columna %3, que está vacía</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 reveals the %2, plus %3.</source>
        <extracomment>Yukon, after a move turned a face-down card up (it scores). %1 the column, %2 the card now face up, %3 the points the whole move gained: 5 for the card turned up, 15 when the move also put a card on its foundation.</extracomment>
        <translation>En la columna %1 se descubre %2, %3 puntos más.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down; %2.</source>
        <extracomment>Yukon, D (Say Columns), one column. %1 the column, %n its face-down cards, %2 its face-up cards from the deepest, stretches that already alternate downwards read as one, separated by semicolons (&quot;9 of clubs down to 8 of hearts; queen of spades&quot;).</extracomment>
        <translation>
            <numerusform>Columna %1: %n boca abajo; %2.</numerusform>
            <numerusform>Columna %1: %n boca abajo; %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <comment>Yukon</comment>
        <extracomment>Yukon, D (Say Columns), a column with no face-down card. %1 the column, %2 its stretches (as above).</extracomment>
        <translation>Columna %1: %2.</translation>
    </message>
    <message>
        <source>%1 down to %2</source>
        <extracomment>Yukon, D (Say Columns): face-up cards that already alternate downwards, said by their ends. %1 the deepest card, %2 the card on top of them.</extracomment>
        <translation>de %1 a %2</translation>
    </message>
    <message>
        <source>The %1 fits on the %2 in column %3.</source>
        <extracomment>Yukon, M (Say Moves) on a face-up card: one place it can go. %1 the card, %2 the card it fits on, %3 its column.</extracomment>
        <translation>%1 cabe sobre %2 en la columna %3.</translation>
    </message>
    <message>
        <source>The %1 can go to empty column %2.</source>
        <extracomment>Yukon, M (Say Moves) on a king: an empty column it can go to. %1 the king, %2 the column number.</extracomment>
        <translation>%1 puede ir a la columna %2, que está vacía.</translation>
    </message>
    <message>
        <source>The %1 can go to its foundation.</source>
        <extracomment>Yukon, M (Say Moves) on a column&apos;s top card that can go to its foundation. %1 the card.</extracomment>
        <translation>%1 puede subir a su base.</translation>
    </message>
    <message>
        <source>%1: column %2, on the %3, under the %4.</source>
        <extracomment>Yukon, Ctrl+F (Find a Card). %1 the card, %2 its column, %3 the card it lies on, %4 the card lying on it.</extracomment>
        <translation>%1: columna %2, sobre %3, debajo de %4.</translation>
    </message>
    <message>
        <source>%1: column %2, on the %3, at the top.</source>
        <extracomment>Yukon, Ctrl+F: a column&apos;s top card. %1 the card, %2 its column, %3 the card it lies on.</extracomment>
        <translation>%1: columna %2, sobre %3, arriba del todo.</translation>
    </message>
    <message>
        <source>%1: column %2, at the bottom, under the %3.</source>
        <extracomment>Yukon, Ctrl+F: a card at the bottom of its column. %1 the card, %2 its column, %3 the card lying on it.</extracomment>
        <translation>%1: columna %2, al fondo, debajo de %3.</translation>
    </message>
    <message>
        <source>%1: column %2, alone.</source>
        <extracomment>Yukon, Ctrl+F: a card alone in its column. %1 the card, %2 its column.</extracomment>
        <translation>%1: columna %2, sola.</translation>
    </message>
    <message>
        <source>Nothing above %1.</source>
        <extracomment>Yukon: Up on the first foundation (the foundations stand in a column at the right): the focus stays. %1 = &quot;the clubs foundation&quot; (a pile&apos;s name inside a sentence).</extracomment>
        <translation>%1 no tiene nada encima.</translation>
    </message>
    <message>
        <source>Nothing below %1.</source>
        <extracomment>Yukon: Down on the last foundation (the foundations stand in a column at the right): the focus stays. %1 = &quot;the hearts foundation&quot; (a pile&apos;s name inside a sentence).</extracomment>
        <translation>%1 no tiene nada debajo.</translation>
    </message>
    <message>
        <source>Left and Right move between the columns and the foundations, 1 to 7 go to a column, Up and Down along a column&apos;s face-up cards and along the foundations. F1 lists the keys.</source>
        <extracomment>Yukon: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Izquierda y Derecha recorren las columnas y las bases; del 1 al 7 van a una columna; Arriba y Abajo recorren las cartas boca arriba de una columna y las bases. F1 muestra la lista de teclas.</translation>
    </message>
    <message>
        <source>Yukon solitaire. Left and Right move between piles, Up and Down along a column or the foundations, Space picks up a card with the cards on it and puts it down, Enter plays a card, H gives a hint, F1 lists every key.</source>
        <extracomment>Yukon: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Yukón. Izquierda y Derecha cambian de montón, Arriba y Abajo recorren una columna o las bases, Espacio toma una carta con las que tiene encima y la deja, Intro juega una carta, H da una pista y F1 muestra todas las teclas.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Yukon&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the seven columns, then, from column 7, to the four foundations, which stand one under the other at the right; there &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go along them. &lt;b&gt;Home&lt;/b&gt; goes to column 1, &lt;b&gt;End&lt;/b&gt; to the last foundation, &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; to a column.&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go over its face-up cards: the card you are on moves with every card lying on it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down, &lt;b&gt;Enter&lt;/b&gt; sends a card to the best place, &lt;b&gt;F&lt;/b&gt; to its foundation, &lt;b&gt;A&lt;/b&gt; sends every safe card up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; reads the columns, &lt;b&gt;T&lt;/b&gt; the foundations, &lt;b&gt;M&lt;/b&gt; where the card you are on can go, &lt;b&gt;I&lt;/b&gt; the score, moves, time and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; any face-up card onto another pile: the cards on it come along.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to the best place, &lt;b&gt;double-click&lt;/b&gt; to send it to its foundation.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Yukon: Yukon&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Teclas de Yukón&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Izquierda&lt;/b&gt; y &lt;b&gt;Derecha&lt;/b&gt; recorren las siete columnas y luego, desde la columna 7, las cuatro bases, que están una debajo de otra a la derecha; allí &lt;b&gt;Arriba&lt;/b&gt; y &lt;b&gt;Abajo&lt;/b&gt; las recorren. &lt;b&gt;Inicio&lt;/b&gt; va a la columna 1, &lt;b&gt;Fin&lt;/b&gt; a la última base, &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;7&lt;/b&gt; a una columna.&lt;/li&gt;&lt;li&gt;En una columna, &lt;b&gt;Arriba&lt;/b&gt; y &lt;b&gt;Abajo&lt;/b&gt; recorren sus cartas boca arriba: la carta en la que estás se mueve con todas las que tiene encima.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Espacio&lt;/b&gt; toma y deja, &lt;b&gt;Intro&lt;/b&gt; envía una carta al mejor sitio, &lt;b&gt;F&lt;/b&gt; a su base, &lt;b&gt;A&lt;/b&gt; sube todas las cartas seguras.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; lee las columnas, &lt;b&gt;T&lt;/b&gt; las bases, &lt;b&gt;M&lt;/b&gt; adónde puede ir la carta en la que estás, &lt;b&gt;I&lt;/b&gt; la puntuación, los movimientos, el tiempo y si la partida todavía se puede ganar.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Con el ratón&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arrastra&lt;/b&gt; cualquier carta boca arriba a otro montón: las cartas que tiene encima van con ella.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Haz clic&lt;/b&gt; en una carta para enviarla al mejor sitio y &lt;b&gt;doble clic&lt;/b&gt; para subirla a su base.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s).</source>
        <extracomment>Pyramid, I (Say Game Info), before the stock, the passes and whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.
----------
Yukon, I (Say Game Info), before whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.</extracomment>
        <translation>
            <numerusform>Puntuación: %1, tiempo: %2, %n movimiento.</numerusform>
            <numerusform>Puntuación: %1, tiempo: %2, %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h2&gt;Yukon&lt;/h2&gt;&lt;p&gt;All 52 cards are dealt into seven columns: column 1 holds one card; columns 2 to 7 hold 1 to 6 face-down cards under five face-up cards. There is no stock. Build the four foundations up by suit, from the ace to the king; the game is won when all 52 cards are on them.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Any face-up card moves, with every card lying on it, whatever their order.&lt;/li&gt;&lt;li&gt;It goes on a column&apos;s top card one rank higher and of the other colour: a black 8 on a red 9.&lt;/li&gt;&lt;li&gt;Only a king, with the cards on it, goes into an empty column.&lt;/li&gt;&lt;li&gt;Only a column&apos;s top card goes to a foundation, one card at a time, and cards on the foundations stay there.&lt;/li&gt;&lt;li&gt;A face-down card at the top of a column turns face up by itself.&lt;/li&gt;&lt;li&gt;Score: 10 points per card on a foundation, 5 per card turned up.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Yukon: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Yukón&lt;/h2&gt;&lt;p&gt;Las 52 cartas se reparten en siete columnas: la columna 1 tiene una carta; las columnas 2 a 7 tienen de 1 a 6 cartas boca abajo bajo cinco cartas boca arriba. No hay mazo. Forma las cuatro bases por palos, del as al rey; la partida se gana cuando las 52 cartas están en ellas.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Cualquier carta boca arriba se mueve, con todas las cartas que tiene encima, estén en el orden que estén.&lt;/li&gt;&lt;li&gt;Va sobre la carta de arriba de una columna que sea un valor más alta y del otro color: un 8 negro sobre un 9 rojo.&lt;/li&gt;&lt;li&gt;En una columna vacía solo puede ir un rey, con las cartas que tenga encima.&lt;/li&gt;&lt;li&gt;Solo la carta de arriba de una columna sube a una base, de una en una, y las cartas de las bases se quedan en ellas.&lt;/li&gt;&lt;li&gt;Una carta boca abajo que queda arriba del todo en una columna se pone boca arriba sola.&lt;/li&gt;&lt;li&gt;Puntuación: 10 puntos por cada carta en una base, 5 por cada carta que se pone boca arriba.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Pirámide.</extracomment>
        <translation>Pirámide</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Pirámide, reparto %1. Tu partida está donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Pyramid. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Pirámide. Tu partida está donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Pyramid. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Pirámide. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Pirámide, reparto %1. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>New Pyramid deal.</source>
        <extracomment>Pyramid, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nuevo reparto de Pirámide.</translation>
    </message>
    <message>
        <source>Restarted Pyramid, deal %1.</source>
        <extracomment>Pyramid, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Pirámide, reparto %1 reiniciado.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1.</source>
        <extracomment>Pyramid, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Pirámide, reparto %1.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Remove two free cards that make 13, or a king alone.</source>
        <extracomment>Pyramid, after a new deal (F2, Ctrl+G). %1 the deal number.</extracomment>
        <translation>Pirámide, reparto %1. Retira dos cartas libres que sumen 13, o un rey solo.</translation>
    </message>
    <message>
        <source>Stock</source>
        <comment>Pyramid&apos;s stock, a name on its own</comment>
        <extracomment>Pyramid&apos;s stock, a name on its own (the accessible list&apos;s name).</extracomment>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Waste</source>
        <comment>Pyramid&apos;s waste, a name on its own</comment>
        <extracomment>Pyramid&apos;s waste, a name on its own (the accessible list&apos;s name).</extracomment>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, covered by %5.</source>
        <extracomment>Pyramid, the focus on a covered card of the pyramid. %1 the card, %2 its row, %3 its place in the row from the left, %4 how many places the row has (its number), %5 the one or two cards covering it, with their articles (&quot;the 4 of hearts and the jack of diamonds&quot;).</extracomment>
        <translation>%1, fila %2, carta %3 de %4, cubierta por %5.</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a card covering another</comment>
        <extracomment>Pyramid: the card covering another, inside &quot;covered by %1&quot; (&quot;covered by the 4 of hearts&quot;). %1 the card. Forms allowed.</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1 and the %2</source>
        <extracomment>Pyramid: the two cards covering another, inside &quot;covered by %1&quot; (&quot;covered by the 4 of hearts and the jack of diamonds&quot;). %1 and %2 the cards, left to right.</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, stock, %n card(s).</source>
        <extracomment>Pyramid, the focus on the stock: its top card lies face up and can be used. %1 the top card, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>%1, mazo, %n carta.</numerusform>
            <numerusform>%1, mazo, %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s).</source>
        <extracomment>Pyramid, the focus on the waste: only its top card can be used. %1 the top card, %n the cards in the waste.</extracomment>
        <translation>
            <numerusform>%1, descarte, %n carta.</numerusform>
            <numerusform>%1, descarte, %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>A king: removed alone.</source>
        <extracomment>Pyramid, after a free king&apos;s focus words: what to do with it.</extracomment>
        <translation>Un rey: se retira solo.</translation>
    </message>
    <message>
        <source>Pairs with %1.</source>
        <extracomment>Pyramid, after a free card&apos;s focus words: the free cards it makes 13 with now. %1 those cards, with where each is (&quot;8 of clubs, row 7&quot; or &quot;waste 8 of clubs&quot;), as a list.</extracomment>
        <translation>Suma 13 con %1.</translation>
    </message>
    <message>
        <source>Needs %1; none is free now.</source>
        <extracomment>Pyramid, after a card&apos;s focus words when no free card makes 13 with it now. %1 the rank it needs, with its article (&quot;an 8&quot;, &quot;a queen&quot;).</extracomment>
        <translation>Necesita %1; ninguna está libre ahora.</translation>
    </message>
    <message>
        <source>Makes 13 with the %1 you hold.</source>
        <extracomment>Pyramid, after the focus words of a card that makes 13 with the card held. %1 the card held.</extracomment>
        <translation>Suma 13 con el %1 que sostienes.</translation>
    </message>
    <message>
        <source>%1 in row %2</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): a card of the pyramid. %1 the card, %2 its row.</extracomment>
        <translation>%1 en la fila %2</translation>
    </message>
    <message>
        <source>stock %1</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): the stock&apos;s top card. %1 the card.</extracomment>
        <translation>mazo %1</translation>
    </message>
    <message>
        <source>waste %1</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): the waste&apos;s top card. %1 the card.</extracomment>
        <translation>descarte %1</translation>
    </message>
    <message>
        <source>an ace</source>
        <extracomment>Pyramid, the rank a card needs, with its article, in &quot;Needs %1&quot; and &quot;Holding …: needs %2&quot;.
----------
A rank with its article, for what goes on the waste (&quot;it needs a 7 or a 9&quot;), ace to king. TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot; (&quot;an ace or a 3&quot;).</extracomment>
        <translation>un as</translation>
    </message>
    <message>
        <source>a 2</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un 2</translation>
    </message>
    <message>
        <source>a 3</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un 3</translation>
    </message>
    <message>
        <source>a 4</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un 4</translation>
    </message>
    <message>
        <source>a 5</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un 5</translation>
    </message>
    <message>
        <source>a 6</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un 6</translation>
    </message>
    <message>
        <source>a 7</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un 7</translation>
    </message>
    <message>
        <source>an 8</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un 8</translation>
    </message>
    <message>
        <source>a 9</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un 9</translation>
    </message>
    <message>
        <source>a 10</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un 10</translation>
    </message>
    <message>
        <source>a jack</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>una jota</translation>
    </message>
    <message>
        <source>a queen</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>una reina</translation>
    </message>
    <message>
        <source>Holding %1: needs %2; none is free now.</source>
        <extracomment>Pyramid, after Space picked up a card when no free card makes 13 with it. %1 the card, %2 the rank it needs, with its article (&quot;a 5&quot;, &quot;a queen&quot;).</extracomment>
        <translation>Sostienes %1: necesita %2; ninguna está libre ahora.</translation>
    </message>
    <message>
        <source>Holding %1: needs %2. Free now: %3.</source>
        <extracomment>Pyramid, after Space picked up a card. %1 the card, %2 the rank it needs, with its article (&quot;a 5&quot;), %3 the free cards of that rank, with where each is, as a list.</extracomment>
        <translation>Sostienes %1: necesita %2. Libres ahora: %3.</translation>
    </message>
    <message>
        <source>Removed %1, plus %2.</source>
        <extracomment>Pyramid, after a king was removed. %1 the king, %2 the points (5).</extracomment>
        <translation>Retirado %1, más %2.</translation>
    </message>
    <message>
        <source>Removed %1 and %2, plus %3.</source>
        <extracomment>Pyramid, after a pair was removed. %1 and %2 the two cards, %3 the points (5).</extracomment>
        <translation>Retirados %1 y %2, más %3.</translation>
    </message>
    <message>
        <source>Row %1 is empty, plus %2.</source>
        <extracomment>Pyramid, after a removal that emptied a row. %1 the row (1 to 7), %2 its bonus points.</extracomment>
        <translation>La fila %1 está vacía, más %2.</translation>
    </message>
    <message>
        <source>Freed: %1.</source>
        <extracomment>Pyramid, after a removal: the cards it left free. %1 those cards, as a list.</extracomment>
        <translation>Liberadas: %1.</translation>
    </message>
    <message>
        <source>Waste %1. Stock empty.</source>
        <extracomment>Pyramid, after N drew the stock&apos;s last card onto the waste. %1 that card.</extracomment>
        <translation>Descarte %1. Mazo vacío.</translation>
    </message>
    <message>
        <source>Waste %1. Stock %2, top %3.</source>
        <extracomment>Pyramid, after N drew a card onto the waste. %1 that card, %2 the cards left in the stock, %3 its new top.</extracomment>
        <translation>Descarte %1. Mazo %2, arriba %3.</translation>
    </message>
    <message>
        <source>Pass %1 of %2.</source>
        <extracomment>Pyramid, after N turned the waste back into the stock. %1 the pass now under way, %2 the passes in all (3).</extracomment>
        <translation>Pasada %1 de %2.</translation>
    </message>
    <message>
        <source>removed %1</source>
        <extracomment>Pyramid: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the king removed alone.</extracomment>
        <translation>retirar %1</translation>
    </message>
    <message>
        <source>removed %1 and %2</source>
        <extracomment>Pyramid: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 and %2 the pair removed.</extracomment>
        <translation>retirar %1 y %2</translation>
    </message>
    <message>
        <source>The %1 is back in row %2.</source>
        <extracomment>Pyramid, after an undo: a card is back in its row. %1 the card, %2 the row (1 to 7).</extracomment>
        <translation>El %1 vuelve a la fila %2.</translation>
    </message>
    <message>
        <source>The %1 and the %2 are back in row %3.</source>
        <extracomment>Pyramid, after an undo: the pair is back in its row. %1 and %2 the cards, %3 the row (1 to 7).</extracomment>
        <translation>El %1 y el %2 vuelven a la fila %3.</translation>
    </message>
    <message>
        <source>The %1 is back on the stock.</source>
        <extracomment>Pyramid, after an undo: a card is back on top of the stock. %1 the card.</extracomment>
        <translation>El %1 vuelve al mazo.</translation>
    </message>
    <message>
        <source>The %1 is back on the waste.</source>
        <extracomment>Pyramid, after an undo: a card is back on top of the waste. %1 the card.</extracomment>
        <translation>El %1 vuelve al descarte.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>Pyramid, a pair as a move (M, H, undo). %1 and %2 the cards with where they are (&quot;8 of clubs in row 7&quot;).</extracomment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <source>%1 alone</source>
        <extracomment>Pyramid, a king removed alone as a move (M, H, undo). %1 the king with where it is.</extracomment>
        <translation>%1 solo</translation>
    </message>
    <message>
        <source>%1 on the waste</source>
        <extracomment>Pyramid, a card in a hint (H): the waste&apos;s top card, after &quot;the&quot; (&quot;remove the 8 of clubs in row 7 with the 5 of hearts on the waste&quot;). %1 the card.</extracomment>
        <translation>%1 en el descarte</translation>
    </message>
    <message>
        <source>%1 on the stock</source>
        <extracomment>Pyramid, a card in a hint (H): the stock&apos;s top card, after &quot;the&quot;. %1 the card.</extracomment>
        <translation>%1 en el mazo</translation>
    </message>
    <message>
        <source>remove the %1 with the %2</source>
        <extracomment>Pyramid, a pair as an instruction (H, after &quot;Hint: &quot;), as other games&apos; &quot;move the …&quot;. %1 and %2 the cards with where they are (&quot;8 of clubs in row 7&quot;, &quot;5 of hearts on the waste&quot;); M lists it as &quot;%1 with %2&quot; instead.</extracomment>
        <translation>retira %1 con %2</translation>
    </message>
    <message>
        <source>remove the %1 alone</source>
        <extracomment>Pyramid, a king removed alone as an instruction (H, after &quot;Hint: &quot;). %1 the king with where it is (&quot;king of hearts in row 7&quot;).</extracomment>
        <translation>retira %1 solo</translation>
    </message>
    <message>
        <source>draw a card</source>
        <extracomment>Pyramid, drawing a card as a move (M, H, undo).</extracomment>
        <translation>robar una carta</translation>
    </message>
    <message>
        <source>%1 and %2 make %3, not 13.</source>
        <extracomment>Pyramid, a pair refused. %1 and %2 the cards, %3 what their values add up to.</extracomment>
        <translation>%1 y %2 suman %3, no 13.</translation>
    </message>
    <message>
        <source>A king is removed alone.</source>
        <extracomment>Pyramid, a king named in a pair.</extracomment>
        <translation>Un rey se retira solo.</translation>
    </message>
    <message>
        <source>The %1 is not a king: pick it up with Space and pick a card that makes 13 with it.</source>
        <extracomment>Pyramid, a card that is not a king played alone. %1 the card.</extracomment>
        <translation>El %1 no es un rey: tómalo con Espacio y elige una carta que sume 13 con él.</translation>
    </message>
    <message>
        <source>The %1 is covered by %2.</source>
        <extracomment>Pyramid, a covered card played. %1 the card, %2 the cards covering it, with their articles (&quot;the 4 of hearts and the jack of diamonds&quot;).</extracomment>
        <translation>El %1 está cubierto por %2.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be used.</source>
        <extracomment>Pyramid, a card under the waste&apos;s top played.</extracomment>
        <translation>Solo se puede usar la carta de arriba del descarte.</translation>
    </message>
    <message>
        <source>The %1 is in the stock, not visible yet.</source>
        <extracomment>Pyramid, a stock card under its top played. %1 the card.</extracomment>
        <translation>El %1 está en el mazo, aún no visible.</translation>
    </message>
    <message>
        <source>The %1 has been removed.</source>
        <extracomment>Pyramid, a card already out of play named. %1 the card.</extracomment>
        <translation>El %1 ya se ha retirado.</translation>
    </message>
    <message>
        <source>Pick another card that makes 13.</source>
        <extracomment>Pyramid, the card held chosen again as its own partner.</extracomment>
        <translation>Elige otra carta que sume 13.</translation>
    </message>
    <message>
        <source>No passes left: the stock has been through %1 times.</source>
        <extracomment>Pyramid, N with the stock empty after the last pass. %1 the passes in all (3).</extracomment>
        <translation>No quedan pasadas: el mazo ya se ha recorrido %1 veces.</translation>
    </message>
    <message>
        <source>The stock and the waste are empty.</source>
        <extracomment>Pyramid, N with the stock and the waste both empty.</extracomment>
        <translation>El mazo y el descarte están vacíos.</translation>
    </message>
    <message>
        <source>The pyramid is empty: the game is won.</source>
        <extracomment>Pyramid, a move after the win.</extracomment>
        <translation>La pirámide está vacía: la partida está ganada.</translation>
    </message>
    <message>
        <source>Nothing above the stock and the waste. Down goes to the apex.</source>
        <extracomment>Pyramid, Up on the stock or the waste (nothing above them).</extracomment>
        <translation>No hay nada encima del mazo y el descarte. Abajo va a la cima.</translation>
    </message>
    <message>
        <source>Lowest row. Up goes to the row above.</source>
        <extracomment>Pyramid, Down on the pyramid&apos;s lowest row.</extracomment>
        <translation>Fila más baja. Arriba va a la fila de encima.</translation>
    </message>
    <message>
        <source>Start of row %1.</source>
        <extracomment>Pyramid, Left on a row&apos;s first card (the focus stays). %1 the row (1 to 7).</extracomment>
        <translation>Principio de la fila %1.</translation>
    </message>
    <message>
        <source>End of row %1.</source>
        <extracomment>Pyramid, Right on a row&apos;s last card (the focus stays). %1 the row (1 to 7).</extracomment>
        <translation>Final de la fila %1.</translation>
    </message>
    <message>
        <source>Nothing left of the stock. Right goes to the waste.</source>
        <extracomment>Pyramid, Left on the stock (the focus stays).</extracomment>
        <translation>No hay nada a la izquierda del mazo. Derecha va al descarte.</translation>
    </message>
    <message>
        <source>Nothing right of the waste. Left goes to the stock.</source>
        <extracomment>Pyramid, Right on the waste (the focus stays).</extracomment>
        <translation>No hay nada a la derecha del descarte. Izquierda va al mazo.</translation>
    </message>
    <message>
        <source>Up and Down go between the rows of the pyramid, Left and Right along a row, 1 to 7 to a row; up from the apex are the stock and the waste, P goes to the waste. Space picks a card; Space or Enter on a second card that makes 13 with it removes the pair; Enter on a free card removes it with the first free card that makes 13, and a king alone. N draws. F1 lists the keys.</source>
        <extracomment>Pyramid: Tab pressed on the board (the cards are reached with the arrow keys and the digits).</extracomment>
        <translation>Arriba y Abajo van entre las filas de la pirámide, Izquierda y Derecha a lo largo de una fila, 1 a 7 a una fila; encima de la cima están el mazo y el descarte, P va al descarte. Espacio toma una carta; Espacio o Intro sobre otra carta que sume 13 con ella retira la pareja; Intro sobre una carta libre la retira con la primera carta libre que sume 13, y un rey solo. N roba una carta. F1 da la lista de teclas.</translation>
    </message>
    <message>
        <source>Pyramid solitaire. Remove free cards in pairs that make 13, kings alone. Arrow keys move over the rows, Space picks a card and pairs it, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>Pyramid: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Pirámide. Retira cartas libres en parejas que sumen 13, los reyes solos. Las flechas se mueven por las filas, Espacio toma una carta y la empareja, N roba, H da una pista, F1 da la lista de teclas.</translation>
    </message>
    <message>
        <source>Row %1: empty.</source>
        <extracomment>Pyramid, D (Say the Pyramid): an empty row. %1 the row.</extracomment>
        <translation>Fila %1: vacía.</translation>
    </message>
    <message>
        <source>Row %1: %2.</source>
        <extracomment>Pyramid, D (Say the Pyramid): one row, left to right. %1 the row, %2 its cards as a list.</extracomment>
        <translation>Fila %1: %2.</translation>
    </message>
    <message>
        <source>%1 free</source>
        <extracomment>Pyramid, D (Say the Pyramid): a free card in a row&apos;s list. %1 the card.</extracomment>
        <translation>%1 libre</translation>
    </message>
    <message>
        <source>Stock: empty.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock is empty.</extracomment>
        <translation>Mazo: vacío.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), top %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock. %n its cards, %1 its top card (usable).</extracomment>
        <translation>
            <numerusform>Mazo: %n carta, arriba %1.</numerusform>
            <numerusform>Mazo: %n cartas, arriba %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the waste&apos;s top card. %1 the card.</extracomment>
        <translation>Descarte: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) removed; %1 left in the pyramid.</source>
        <extracomment>Pyramid, T (Say Removed Cards): %n the cards out of play, %1 the cards still in the pyramid.</extracomment>
        <translation>
            <numerusform>%n carta retirada; quedan %1 en la pirámide.</numerusform>
            <numerusform>%n cartas retiradas; quedan %1 en la pirámide.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is on top of the stock.</source>
        <extracomment>Pyramid, Ctrl+F: the card is the stock&apos;s top card (face up, usable). %1 the card.</extracomment>
        <translation>El %1 está arriba del mazo.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Pyramid&lt;/h2&gt;&lt;p&gt;28 cards are dealt face up in a pyramid of seven rows, the apex first; the other 24 are the stock, its top card face up. A card is free when no card of the row below overlaps it. The game is won when the pyramid is empty; the stock and the waste may keep cards.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Remove two free cards whose values make 13: ace and queen, 2 and jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7. The stock&apos;s top card and the waste&apos;s top card are free too.&lt;/li&gt;&lt;li&gt;A king is removed alone.&lt;/li&gt;&lt;li&gt;Draw: the stock&apos;s top card goes onto the waste. With the stock empty, the waste turns back into the stock: three passes in all.&lt;/li&gt;&lt;li&gt;Score: 5 for each pair or king removed; emptying a row earns a bonus, from 25 for row 7 to 500 for the apex.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Pyramid: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Pirámide&lt;/h2&gt;&lt;p&gt;Se reparten 28 cartas boca arriba en una pirámide de siete filas, la cima primero; las otras 24 forman el mazo, con su carta de arriba boca arriba. Una carta está libre cuando ninguna carta de la fila de abajo la tapa. Se gana cuando la pirámide queda vacía; el mazo y el descarte pueden conservar cartas.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Retira dos cartas libres cuyos valores sumen 13: as y reina, 2 y jota, 3 y 10, 4 y 9, 5 y 8, 6 y 7. La carta de arriba del mazo y la del descarte también están libres.&lt;/li&gt;&lt;li&gt;Un rey se retira solo.&lt;/li&gt;&lt;li&gt;Robar: la carta de arriba del mazo pasa al descarte. Con el mazo vacío, el descarte vuelve a ser el mazo: tres pasadas en total.&lt;/li&gt;&lt;li&gt;Puntuación: 5 por cada pareja o rey retirado; vaciar una fila da una bonificación, de 25 por la fila 7 a 500 por la cima.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Pyramid&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go between the rows to the nearest card, &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; along a row, &lt;b&gt;Home&lt;/b&gt; and &lt;b&gt;End&lt;/b&gt; to a row&apos;s ends; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; go to a row&apos;s first free card. Up from the apex are the stock and the waste; &lt;b&gt;P&lt;/b&gt; goes to the waste.&lt;/li&gt;&lt;li&gt;Each card says where it is, whether it is free or what covers it, and which free cards it pairs with.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks a card; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; on a second card removes the pair. &lt;b&gt;Enter&lt;/b&gt; removes a king. &lt;b&gt;N&lt;/b&gt; draws a card, or turns the waste over.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; lists the pairs and kings you can remove, &lt;b&gt;H&lt;/b&gt; gives a hint, &lt;b&gt;D&lt;/b&gt; reads the pyramid row by row, &lt;b&gt;U&lt;/b&gt; the stock and the waste, &lt;b&gt;T&lt;/b&gt; the cards removed, &lt;b&gt;I&lt;/b&gt; the score, the passes left and whether the deal can still be won.&lt;/li&gt;&lt;li&gt;Mouse: click two cards that make 13, or a king; drag a card onto its partner; click the stock to draw.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Pyramid: Pyramid&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Teclas de Pirámide&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arriba&lt;/b&gt; y &lt;b&gt;Abajo&lt;/b&gt; van entre las filas a la carta más cercana, &lt;b&gt;Izquierda&lt;/b&gt; y &lt;b&gt;Derecha&lt;/b&gt; a lo largo de una fila, &lt;b&gt;Inicio&lt;/b&gt; y &lt;b&gt;Fin&lt;/b&gt; a los extremos de la fila; &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;7&lt;/b&gt; van a la primera carta libre de una fila. Encima de la cima están el mazo y el descarte; &lt;b&gt;P&lt;/b&gt; va al descarte.&lt;/li&gt;&lt;li&gt;Cada carta dice dónde está, si está libre o qué la cubre, y con qué cartas libres suma 13.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Espacio&lt;/b&gt; toma una carta; &lt;b&gt;Espacio&lt;/b&gt; o &lt;b&gt;Intro&lt;/b&gt; sobre una segunda carta retira la pareja. &lt;b&gt;Intro&lt;/b&gt; retira un rey. &lt;b&gt;N&lt;/b&gt; roba una carta, o da la vuelta al descarte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; enumera las parejas y reyes que puedes retirar, &lt;b&gt;H&lt;/b&gt; da una pista, &lt;b&gt;D&lt;/b&gt; lee la pirámide fila a fila, &lt;b&gt;U&lt;/b&gt; el mazo y el descarte, &lt;b&gt;T&lt;/b&gt; las cartas retiradas, &lt;b&gt;I&lt;/b&gt; la puntuación, las pasadas que quedan y si aún se puede ganar la partida.&lt;/li&gt;&lt;li&gt;Ratón: haz clic en dos cartas que sumen 13, o en un rey; arrastra una carta sobre su pareja; haz clic en el mazo para robar.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>a king</source>
        <extracomment>TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un rey</translation>
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
        <translation>%1</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <extracomment>TriPeaks: a face-down card inside a list of the cards lying on another (&quot;under the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>una carta boca abajo</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <extracomment>TriPeaks: face-down cards inside a list of the cards lying on another (&quot;under 2 face-down cards&quot;). %n how many.</extracomment>
        <translation>
            <numerusform>%n carta boca abajo</numerusform>
            <numerusform>%n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>TriPeaks, partida %1. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>TriPeaks. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>TriPeaks. Tu partida sigue donde la dejaste. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>TriPeaks. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>TriPeaks. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>TriPeaks, partida %1. Pulsa F1 para ver la lista de teclas.</translation>
    </message>
    <message>
        <source>New TriPeaks deal. Waste: %1. Next: %2.</source>
        <extracomment>TriPeaks, after a new deal of a deal set up by hand. %1 the waste&apos;s card, %2 the ranks that go on it (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>Nueva partida de TriPeaks. Descarte: %1. Siguiente: %2.</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, free, fits the waste.</source>
        <extracomment>TriPeaks, the focus on a free card of row 4 (the base) that can go on the waste now. %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).</extracomment>
        <translation>%1, fila %2, carta %3 de %4, libre, va al descarte.</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, free.</source>
        <extracomment>Pyramid, the focus on a free card of the pyramid. %1 the card, %2 its row (1 to 7, from the apex), %3 its place in the row from the left, %4 how many places the row has (its number).
----------
TriPeaks, the focus on a free card of row 4 that does not fit the waste now. %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).</extracomment>
        <translation>%1, fila %2, carta %3 de %4, libre.</translation>
    </message>
    <message>
        <source>Restarted TriPeaks, deal %1. Waste: %2. Next: %3.</source>
        <extracomment>TriPeaks, after a restart (Ctrl+R). %1 the deal number, %2 the waste&apos;s card, %3 the ranks that go on it.</extracomment>
        <translation>TriPeaks, partida %1 reiniciada. Descarte: %2. Siguiente: %3.</translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Waste: %2. Next: %3.</source>
        <extracomment>TriPeaks, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the waste&apos;s card, %3 the ranks that go on it.</extracomment>
        <translation>TriPeaks, partida %1. Descarte: %2. Siguiente: %3.</translation>
    </message>
    <message>
        <source>%1, peak %2, row %3, card %4 of %5, free, fits the waste.</source>
        <extracomment>TriPeaks, the focus on a free card of a peak that can go on the waste now. %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.</extracomment>
        <translation>%1, pico %2, fila %3, carta %4 de %5, libre, va al descarte.</translation>
    </message>
    <message>
        <source>%1, peak %2, row %3, card %4 of %5, free.</source>
        <extracomment>TriPeaks, the focus on a free card of a peak that does not fit the waste now. %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.</extracomment>
        <translation>%1, pico %2, fila %3, carta %4 de %5, libre.</translation>
    </message>
    <message>
        <source>Face-down card, peak %1, row %2, card %3 of %4, under %5.</source>
        <extracomment>TriPeaks, the focus on a face-down card (it is covered). %1 the peak (1–3), %2 the row (1–3), %3 its place from the left, %4 the cards the row had, %5 the cards lying on it, as a list (&quot;the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>Carta boca abajo, pico %1, fila %2, carta %3 de %4, bajo %5.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Space turns the next one.</source>
        <extracomment>TriPeaks, the focus on the stock. %n the cards left in it.</extracomment>
        <translation>
            <numerusform>Mazo, %n carta. Espacio saca la siguiente.</numerusform>
            <numerusform>Mazo, %n cartas. Espacio saca la siguiente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Next: %2.</source>
        <extracomment>TriPeaks, the focus on the waste. %1 its top card, %n the cards on the waste, %2 the ranks that go on it.</extracomment>
        <translation>
            <numerusform>%1, descarte, %n carta. Siguiente: %2.</numerusform>
            <numerusform>%1, descarte, %n cartas. Siguiente: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Top of the peaks.</source>
        <extracomment>TriPeaks, Up on the highest row that has cards: the focus stays.</extracomment>
        <translation>Cima de los picos.</translation>
    </message>
    <message>
        <source>Bottom of the table.</source>
        <extracomment>TriPeaks, Down on the stock or the waste: the focus stays.</extracomment>
        <translation>Fondo de la mesa.</translation>
    </message>
    <message>
        <source>Played %1 on the %2. Streak %3, plus %4.</source>
        <extracomment>TriPeaks, after a card went onto the waste. %1 the card, %2 the card it went on, %3 the streak with it (cards played since the last draw), %4 the points it scored.</extracomment>
        <translation>Jugaste %1 sobre %2. Racha %3, más %4.</translation>
    </message>
    <message>
        <source>Turned up %1.</source>
        <extracomment>TriPeaks, after a play freed cards (they turned face up). %1 the cards, each with its article, as a list (&quot;the jack of clubs and the 4 of hearts&quot;).</extracomment>
        <translation>Se destapa %1.</translation>
    </message>
    <message>
        <source>Peak %1 cleared.</source>
        <extracomment>TriPeaks, after a peak&apos;s top card was played. %1 the peak (1–3).</extracomment>
        <translation>Pico %1 despejado.</translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. Streak ended at %2. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw that ended a streak. %1 the card turned, %2 the streak it ended, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Sacaste %1. La racha acaba en %2. Queda %n en el mazo.</numerusform>
            <numerusform>Sacaste %1. La racha acaba en %2. Quedan %n en el mazo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw. %1 the card turned, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Sacaste %1. Queda %n en el mazo.</numerusform>
            <numerusform>Sacaste %1. Quedan %n en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>played %1</source>
        <extracomment>TriPeaks: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card played onto the waste.</extracomment>
        <translation>jugaste %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>undo step</comment>
        <extracomment>TriPeaks: an undo step, a card turned from the stock. Shown in the Edit menu (&quot;Undo Draw&quot;).</extracomment>
        <translation>Sacar carta</translation>
    </message>
    <message>
        <source>Play %1</source>
        <comment>undo step</comment>
        <extracomment>TriPeaks: an undo step, a card onto the waste. Shown in the Edit menu (&quot;Undo Play 8 of spades&quot;). %1 the card.</extracomment>
        <translation>Jugar %1</translation>
    </message>
    <message>
        <source>No moves left: no free card fits the waste or any card left in the stock. Undo, or press F2 for a new deal.</source>
        <extracomment>TriPeaks, after a move, when no free card fits the waste nor any card left in the stock.</extracomment>
        <translation>No quedan movimientos: ninguna carta libre va sobre el descarte ni sobre ninguna carta del mazo. Deshaz, o pulsa F2 para una partida nueva.</translation>
    </message>
    <message>
        <source>That card is face down, under %1.</source>
        <extracomment>TriPeaks, a covered card played. %1 the cards lying on it, as a list (&quot;the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>Esa carta está boca abajo, bajo %1.</translation>
    </message>
    <message>
        <source>The %1 stays where it is: only free cards of the peaks go on the waste.</source>
        <extracomment>TriPeaks, the waste&apos;s card (or a stock card) played: only the table&apos;s free cards go on the waste. %1 the card.</extracomment>
        <translation>%1 se queda donde está: solo las cartas libres de los picos van al descarte.</translation>
    </message>
    <message>
        <source>The game is over: press F2 for a new deal.</source>
        <extracomment>TriPeaks, a move after the win.</extracomment>
        <translation>La partida ha terminado: pulsa F2 para una partida nueva.</translation>
    </message>
    <message>
        <source>Cards go only onto the waste: the %1 can&apos;t go on row %2.</source>
        <extracomment>TriPeaks, a card put down on a row of the peaks. %1 the card, %2 the row.</extracomment>
        <translation>Las cartas solo van al descarte: %1 no puede ir a la fila %2.</translation>
    </message>
    <message>
        <source>Cards go only onto the waste: the %1 can&apos;t go on the stock.</source>
        <extracomment>TriPeaks, a card put down on the stock. %1 the card.</extracomment>
        <translation>Las cartas solo van al descarte: %1 no puede ir al mazo.</translation>
    </message>
    <message>
        <source>The waste&apos;s card stays: play free cards onto it.</source>
        <extracomment>TriPeaks, Space on the waste: its card does not move.</extracomment>
        <translation>La carta del descarte se queda: juega cartas libres sobre ella.</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <extracomment>TriPeaks, M: one free card that fits the waste, in a list. %1 the card, %2 its row.</extracomment>
        <translation>%1, fila %2</translation>
    </message>
    <message numerus="yes">
        <source>Fits the waste: %1. Or draw, %n left in the stock.</source>
        <extracomment>TriPeaks, M: the free cards that fit the waste, then the draw. %1 the cards with their rows (&quot;9 of clubs, row 4; 7 of diamonds, row 3&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Van al descarte: %1. O saca carta, queda %n en el mazo.</numerusform>
            <numerusform>Van al descarte: %1. O saca carta, quedan %n en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>play the %1 from row %2 onto the %3</source>
        <extracomment>TriPeaks, H: a play as an instruction (lower case). %1 the card, %2 its row, %3 the waste&apos;s card.</extracomment>
        <translation>juega %1 de la fila %2 sobre %3</translation>
    </message>
    <message numerus="yes">
        <source>draw from the stock (%n card(s) left)</source>
        <extracomment>TriPeaks, H: the draw as an instruction (lower case). %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>saca carta del mazo (queda %n)</numerusform>
            <numerusform>saca carta del mazo (quedan %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, streak %2; the next card earns %3. Cards left: %4 on the peaks, %5 in the stock. %n peak(s) cleared.</source>
        <extracomment>TriPeaks, I: the score and what the next card earns. %1 the score, %2 the streak (cards played since the last draw), %3 the points the next card of the streak would earn, %4 the cards left on the peaks, %5 the cards left in the stock, %n the peaks cleared.</extracomment>
        <translation>
            <numerusform>Puntuación %1, racha %2; la siguiente carta gana %3. Quedan %4 cartas en los picos y %5 en el mazo. %n pico despejado.</numerusform>
            <numerusform>Puntuación %1, racha %2; la siguiente carta gana %3. Quedan %4 cartas en los picos y %5 en el mazo. %n picos despejados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: %1, next %2. The stock is empty.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card and what goes on it; the stock is empty. %1 the card, %2 the ranks.</extracomment>
        <translation>Descarte: %1, siguiente %2. El mazo está vacío.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1, next %2. %n card(s) in the stock.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card, what goes on it, the stock. %1 the card, %2 the ranks (&quot;a 7 or a 9&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Descarte: %1, siguiente %2. %n carta en el mazo.</numerusform>
            <numerusform>Descarte: %1, siguiente %2. %n cartas en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1: cleared.</source>
        <extracomment>TriPeaks, D: a row whose cards were all played. %1 the row (1–4).</extracomment>
        <translation>Fila %1: despejada.</translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down.</source>
        <extracomment>TriPeaks, D: a row of face-down cards only. %1 the row, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Fila %1: %n boca abajo.</numerusform>
            <numerusform>Fila %1: %n boca abajo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1: free %2.</source>
        <extracomment>TriPeaks, D: a row whose cards left are all free. %1 the row, %2 the cards, as a list.</extracomment>
        <translation>Fila %1: libres %2.</translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down; free %2.</source>
        <extracomment>TriPeaks, D: a row. %1 the row, %n its face-down cards, %2 its free cards, as a list.</extracomment>
        <translation>
            <numerusform>Fila %1: %n boca abajo; libres %2.</numerusform>
            <numerusform>Fila %1: %n boca abajo; libres %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in row %2, card %3, free.</source>
        <extracomment>TriPeaks, Ctrl+F: a free card. %1 the card, %2 its row, %3 its place from the left.</extracomment>
        <translation>%1 está en la fila %2, carta %3, libre.</translation>
    </message>
    <message>
        <source>The %1 is the waste&apos;s card.</source>
        <extracomment>TriPeaks, Ctrl+F: the card is the waste&apos;s top card. %1 the card.</extracomment>
        <translation>%1 es la carta del descarte.</translation>
    </message>
    <message>
        <source>The %1 is on the waste, under other cards.</source>
        <extracomment>TriPeaks, Ctrl+F: the card was played, it lies on the waste under others. %1 the card.</extracomment>
        <translation>%1 está en el descarte, bajo otras cartas.</translation>
    </message>
    <message>
        <source>The %1 is out of sight: face down or in the stock.</source>
        <extracomment>TriPeaks, Ctrl+F: the card is face down on the peaks or in the stock (which is not said). %1 the card.</extracomment>
        <translation>%1 no está a la vista: boca abajo o en el mazo.</translation>
    </message>
    <message>
        <source>Left and Right go through the cards, Up and Down between the rows of the peaks, 1 to 4 go to a row, 5 to the stock, 6 to the waste. Enter plays a card; Space picks it up, to play it with Enter from anywhere, and Escape puts it back. N draws. F1 lists the keys.</source>
        <extracomment>TriPeaks: Tab on the card table (the only stop): how to move.</extracomment>
        <translation>Izquierda y Derecha recorren las cartas, Arriba y Abajo pasan entre las filas de los picos, 1 a 4 van a una fila, 5 al mazo, 6 al descarte. Intro juega una carta; Espacio la toma, para jugarla con Intro desde cualquier sitio, y Escape la devuelve. N saca carta. F1 da la lista de teclas.</translation>
    </message>
    <message>
        <source>TriPeaks solitaire. Up and Down move between the rows of the peaks, Left and Right along them, Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>TriPeaks: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario TriPeaks. Arriba y Abajo pasan entre las filas de los picos, Izquierda y Derecha las recorren, Intro juega una carta al descarte, N saca carta, H da una pista, F1 da la lista de teclas.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TriPeaks&lt;/h2&gt;&lt;p&gt;28 cards lie in four rows forming three peaks: row 1 holds the three peak tops, row 2 six cards, row 3 nine, row 4 ten. Each card lies on two cards of the row under it. A card is free when no card lies on it; free cards are face up. The other 24 cards are the stock; the deal turns its first card onto the waste. Clear the peaks: the game is won when all 28 cards are on the waste.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A free card goes onto the waste if it is one rank above or below the waste&apos;s card, whatever the suit: on a 7 a 6 or an 8. The king and the ace are next to each other.&lt;/li&gt;&lt;li&gt;A covered card turns face up by itself once both cards on it are gone.&lt;/li&gt;&lt;li&gt;Draw: the stock&apos;s next card goes onto the waste, at any time. The stock is gone through once.&lt;/li&gt;&lt;li&gt;Score: each card played earns 100, 300, 500 … more for each card of the streak (the cards played since the last draw); clearing a peak earns 500, then 1,000, then 5,000.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in TriPeaks: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;TriPeaks&lt;/h2&gt;&lt;p&gt;28 cartas forman cuatro filas en tres picos: la fila 1 tiene las tres cimas, la fila 2 seis cartas, la fila 3 nueve y la fila 4 diez. Cada carta está sobre dos cartas de la fila de abajo. Una carta está libre cuando no tiene ninguna encima; las libres están boca arriba. Las otras 24 cartas son el mazo; al repartir se pasa su primera carta al descarte. Despeja los picos: se gana cuando las 28 cartas están en el descarte.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Una carta libre va al descarte si es un rango más alta o más baja que la carta del descarte, sea cual sea el palo: sobre un 7, un 6 o un 8. El rey y el as son vecinos.&lt;/li&gt;&lt;li&gt;Una carta tapada se pone boca arriba sola cuando ya no tiene cartas encima.&lt;/li&gt;&lt;li&gt;Sacar carta: la siguiente carta del mazo va al descarte, en cualquier momento. El mazo se recorre una sola vez.&lt;/li&gt;&lt;li&gt;Puntuación: cada carta jugada gana 100, 300, 500… más por cada carta de la racha (las jugadas desde la última carta sacada); despejar un pico gana 500, luego 1.000, luego 5.000.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of TriPeaks&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go between the rows of the peaks to the nearest card; &lt;b&gt;Down&lt;/b&gt; from row 4 reaches the stock and the waste. &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through every card in reading order, then the stock and the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1&lt;/b&gt; to &lt;b&gt;4&lt;/b&gt; go to a row, on its best card to play (a row with no free card yet: the first row down that has one); &lt;b&gt;5&lt;/b&gt; the stock, &lt;b&gt;6&lt;/b&gt; and &lt;b&gt;P&lt;/b&gt; the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the card you are on onto the waste; &lt;b&gt;Space&lt;/b&gt; picks it up and, on the waste, puts it down. &lt;b&gt;N&lt;/b&gt; draws from the stock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; says which free cards fit the waste, &lt;b&gt;H&lt;/b&gt; the best move, &lt;b&gt;D&lt;/b&gt; reads the rows, &lt;b&gt;U&lt;/b&gt; the waste and the stock, &lt;b&gt;I&lt;/b&gt; the score, the streak and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a free card to play it onto the waste, or &lt;b&gt;drag&lt;/b&gt; it there. &lt;b&gt;Click&lt;/b&gt; the stock to draw.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in TriPeaks: its keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Teclas de TriPeaks&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arriba&lt;/b&gt; y &lt;b&gt;Abajo&lt;/b&gt; pasan entre las filas de los picos a la carta más cercana; &lt;b&gt;Abajo&lt;/b&gt; desde la fila 4 llega al mazo y al descarte. &lt;b&gt;Izquierda&lt;/b&gt; y &lt;b&gt;Derecha&lt;/b&gt; recorren todas las cartas en orden de lectura, luego el mazo y el descarte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1&lt;/b&gt; a &lt;b&gt;4&lt;/b&gt; van a una fila, a su mejor carta para jugar (una fila sin cartas libres aún: la primera fila de abajo que tenga una); &lt;b&gt;5&lt;/b&gt; al mazo, &lt;b&gt;6&lt;/b&gt; y &lt;b&gt;P&lt;/b&gt; al descarte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Intro&lt;/b&gt; juega la carta en la que estás al descarte; &lt;b&gt;Espacio&lt;/b&gt; la coge y, en el descarte, la deja. &lt;b&gt;N&lt;/b&gt; saca carta del mazo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; dice qué cartas libres van al descarte, &lt;b&gt;H&lt;/b&gt; el mejor movimiento, &lt;b&gt;D&lt;/b&gt; lee las filas, &lt;b&gt;U&lt;/b&gt; el descarte y el mazo, &lt;b&gt;I&lt;/b&gt; la puntuación, la racha y si la partida aún se puede ganar.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Con el ratón&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Haz clic&lt;/b&gt; en una carta libre para jugarla al descarte, o &lt;b&gt;arrástrala&lt;/b&gt; allí. &lt;b&gt;Haz clic&lt;/b&gt; en el mazo para sacar carta.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Row %1</source>
        <extracomment>A row of Pyramid&apos;s pyramid, a name on its own (the accessible list&apos;s name). %1 the row, 1 (the apex) to 7.
----------
TriPeaks: a row of the peaks, its accessible name. %1 the row (1 the peak tops, 4 the base).</extracomment>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <extracomment>Why the game cannot keep its files in a place: a file (or a device) stands there. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>no es una carpeta</translation>
    </message>
    <message>
        <source>it is a link to something that does not exist</source>
        <extracomment>Why the game cannot keep its files in a place: a symbolic link pointing at nothing. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>es un enlace a algo que no existe</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <extracomment>Why the game cannot keep its files in a folder: no permission to read it. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <source>it cannot be written to</source>
        <extracomment>Why the game cannot keep its files in a folder: it can be read but not written. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>no se puede escribir en ella</translation>
    </message>
    <message>
        <source>the system says: %1</source>
        <extracomment>Why the game cannot keep its files in a folder: what the system said (in its own words). Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;. %1 the system&apos;s message.</extracomment>
        <translation>el sistema dice: %1</translation>
    </message>
    <message>
        <source>Progress and settings cannot be saved in %1: %2. You can play, but nothing of this session will be kept.</source>
        <extracomment>At start, once: the game cannot keep any file (no usable profile folder); it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it is not a folder&quot;).</extracomment>
        <translation>No se pueden guardar el progreso ni los ajustes en %1: %2. Puedes jugar, pero no se conservará nada de esta sesión.</translation>
    </message>
    <message>
        <source>Progress cannot be saved in %1: %2. You can play, but the games and statistics of this session will not be kept.</source>
        <extracomment>At start, once: the game cannot keep its saved games and statistics; it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it cannot be written to&quot;).</extracomment>
        <translation>No se puede guardar el progreso en %1: %2. Puedes jugar, pero no se conservarán las partidas ni las estadísticas de esta sesión.</translation>
    </message>
    <message>
        <source>Settings cannot be saved in %1: %2. You can play, but changes to them will not be kept.</source>
        <extracomment>At start, once: the game cannot keep its settings; it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it is not a folder&quot;).</extracomment>
        <translation>No se pueden guardar los ajustes en %1: %2. Puedes jugar, pero no se conservarán los cambios que hagas en ellos.</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <extracomment>What a second start asked the running game to play. %1 a game&apos;s name, %2 a deal number.</extracomment>
        <translation>%1, partida %2</translation>
    </message>
    <message>
        <source>deal %1</source>
        <extracomment>What a second start asked the running game to play (the game already in play). %1 a deal number.</extracomment>
        <translation>la partida %1</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2, so its window was brought to the front and asked to play %3; it asks first if a started game would be lost.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses, %3 what the second start asked for (&quot;Spider deal 5&quot;, &quot;deal 5&quot;).</extracomment>
        <translation>%1 ya está abierto con el perfil %2, así que se ha traído su ventana al frente y se le ha pedido que abra %3; si una partida empezada fuera a perderse, pregunta antes.</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2, so its window was brought to the front instead of starting a second copy.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses.</extracomment>
        <translation>%1 ya está abierto con el perfil %2, así que se ha traído su ventana al frente en lugar de abrir una segunda copia.</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2 but does not answer. Close it, or end it, and start again.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses.</extracomment>
        <translation>%1 ya está abierto con el perfil %2, pero no responde. Ciérralo, o termínalo, y vuelve a empezar.</translation>
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
        <translation>lower</translation>
    </message>
</context>
</TS>
