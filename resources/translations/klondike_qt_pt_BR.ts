<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en_US">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Deal</source>
        <extracomment>Menu item in the Game menu and a toolbar button (key F2 or Ctrl+N); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>Deal a new game.</source>
        <extracomment>What the Game menu command &quot;New Deal&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Distribui uma nova partida.</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <extracomment>Menu item in the Game menu and a toolbar button (key Ctrl+R); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Reiniciar partida</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning.</source>
        <extracomment>What the Game menu command &quot;Restart Deal&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Recomeça esta partida desde o início.</translation>
    </message>
    <message>
        <source>Choose Deal &amp;Number…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+G); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Escolher número da partida…</translation>
    </message>
    <message>
        <source>Play a deal by its number.</source>
        <extracomment>What the Game menu command &quot;Choose Deal Number…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Joga uma partida pelo número dela.</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+Shift+S); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>Show games played, won, streaks and records.</source>
        <extracomment>What the Game menu command &quot;Statistics…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mostra partidas jogadas, vitórias, séries e recordes.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+ or ); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>Change the rules, the cards, sound and speech, and the keys.</source>
        <extracomment>What the Game menu command &quot;Settings…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Muda as regras, as cartas, o som e a fala, e as teclas.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>Menu item in the Game menu (key Ctrl+Q); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>Save the game and quit.</source>
        <extracomment>What the Game menu command &quot;Quit&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Salva a partida e sai.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Menu item in the Edit menu and a toolbar button (key Ctrl+Z); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Take back the last action.</source>
        <extracomment>What the Edit menu command &quot;Undo&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Desfaz a última ação.</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Menu item in the Edit menu and a toolbar button (key Ctrl+Y or Ctrl+Shift+Z); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Do again what was undone.</source>
        <extracomment>What the Edit menu command &quot;Redo&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Refaz o que foi desfeito.</translation>
    </message>
    <message>
        <source>Previous Pile</source>
        <extracomment>Menu item in the Play menu (key Left); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Pilha anterior</translation>
    </message>
    <message>
        <source>Move the focus to the previous pile.</source>
        <extracomment>What the Play menu command &quot;Previous Pile&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Leva o foco à pilha anterior.</translation>
    </message>
    <message>
        <source>Next Pile</source>
        <extracomment>Menu item in the Play menu (key Right); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Próxima pilha</translation>
    </message>
    <message>
        <source>Move the focus to the next pile.</source>
        <extracomment>What the Play menu command &quot;Next Pile&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Leva o foco à próxima pilha.</translation>
    </message>
    <message>
        <source>Card Above</source>
        <extracomment>Menu item in the Play menu (key Up); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta acima</translation>
    </message>
    <message>
        <source>In a column, take more of the run; from the first face-up card, go to the pile above.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up).</extracomment>
        <translation>Numa coluna, pega mais da sequência; da primeira carta virada para cima, vai à pilha de cima.</translation>
    </message>
    <message>
        <source>Card Below</source>
        <extracomment>Menu item in the Play menu (key Down); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta abaixo</translation>
    </message>
    <message>
        <source>In a column, take less of the run; from the top row, go to the column beneath.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>Numa coluna, pega menos da sequência; da fileira de cima, vai à coluna de baixo.</translation>
    </message>
    <message>
        <source>First Pile</source>
        <extracomment>Menu item in the Play menu (key Home); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Primeira pilha</translation>
    </message>
    <message>
        <source>Move the focus to the stock.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).
----------
Klondike&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Spider&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Leva o foco ao monte.</translation>
    </message>
    <message>
        <source>Last Pile</source>
        <extracomment>Menu item in the Play menu (key End); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Última pilha</translation>
    </message>
    <message>
        <source>Move the focus to column 7.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Leva o foco à coluna 7.</translation>
    </message>
    <message>
        <source>Move the focus to this column.</source>
        <extracomment>What the Play menu commands &quot;Column 1&quot; … &quot;Column 10&quot; do (keys 1 … 9, 0): their status-bar tip and their line in the F1 key list.</extracomment>
        <translation>Leva o foco a esta coluna.</translation>
    </message>
    <message>
        <source>Column 1</source>
        <extracomment>Menu item in the Play menu (key 1); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Coluna 1</translation>
    </message>
    <message>
        <source>Column 2</source>
        <extracomment>Menu item in the Play menu (key 2); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Coluna 2</translation>
    </message>
    <message>
        <source>Column 3</source>
        <extracomment>Menu item in the Play menu (key 3); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Coluna 3</translation>
    </message>
    <message>
        <source>Column 4</source>
        <extracomment>Menu item in the Play menu (key 4); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Coluna 4</translation>
    </message>
    <message>
        <source>Column 5</source>
        <extracomment>Menu item in the Play menu (key 5); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Coluna 5</translation>
    </message>
    <message>
        <source>Column 6</source>
        <extracomment>Menu item in the Play menu (key 6); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Coluna 6</translation>
    </message>
    <message>
        <source>Column 7</source>
        <extracomment>Menu item in the Play menu (key 7); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Coluna 7</translation>
    </message>
    <message>
        <source>Column 8</source>
        <extracomment>Menu item in the Play menu (key 8); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Coluna 8</translation>
    </message>
    <message>
        <source>Column 9</source>
        <extracomment>Menu item in the Play menu (key 9); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Coluna 9</translation>
    </message>
    <message>
        <source>Column 10</source>
        <extracomment>Menu item in the Play menu (key 0); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Coluna 10</translation>
    </message>
    <message>
        <source>Go to the Free Cells</source>
        <extracomment>Menu item in the Play menu (key C); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Ir para as células livres</translation>
    </message>
    <message>
        <source>Move the focus to the first free cell; press again for the next one.</source>
        <extracomment>What the Play menu command &quot;Go to the Free Cells&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Leva o foco à primeira célula livre; aperte de novo para a próxima.</translation>
    </message>
    <message>
        <source>Go to the Waste</source>
        <extracomment>Menu item in the Play menu (key P); also its row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Column 6&quot; (key 6), as P: a Play menu item, a row in the F1 key list.</extracomment>
        <translation>Ir para o descarte</translation>
    </message>
    <message>
        <source>Move the focus to the playable waste card.</source>
        <extracomment>What the Play menu command &quot;Go to the Waste&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Leva o foco à carta jogável do descarte.</translation>
    </message>
    <message>
        <source>Pick Up / Put Down</source>
        <extracomment>Menu item in the Play menu (key Space); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Pegar / soltar</translation>
    </message>
    <message>
        <source>Pick up the focused card with the cards on it, or put the held cards on the focused pile. On the stock: turn cards.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Pega a carta em foco com as cartas de cima, ou solta as cartas na mão na pilha em foco. No monte: vira cartas.</translation>
    </message>
    <message>
        <source>Move the focus up.</source>
        <extracomment>What the Play menu command &quot;Card Above&quot; does, in a game that gives no words of its own (each game says where Up goes on its table, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Leva o foco para cima.</translation>
    </message>
    <message>
        <source>Move the focus down.</source>
        <extracomment>What the Play menu command &quot;Card Below&quot; does, in a game that gives no words of its own (each game says where Down goes on its table, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Leva o foco para baixo.</translation>
    </message>
    <message>
        <source>Move the focus to the first pile.</source>
        <extracomment>What the Play menu command &quot;First Pile&quot; does, in a game that gives no words of its own (each game names its first pile, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Leva o foco à primeira pilha.</translation>
    </message>
    <message>
        <source>Move the focus to the last pile.</source>
        <extracomment>What the Play menu command &quot;Last Pile&quot; does, in a game that gives no words of its own (each game names its last pile, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Leva o foco à última pilha.</translation>
    </message>
    <message>
        <source>Play Card</source>
        <extracomment>Menu item in the Play menu (key Return or Enter); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Jogar carta</translation>
    </message>
    <message>
        <source>Send the focused card, or what you hold, to the best legal place.</source>
        <extracomment>What the Play menu command &quot;Play Card&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Manda a carta em foco, ou o que você tem na mão, ao melhor lugar permitido.</translation>
    </message>
    <message>
        <source>Turn Cards</source>
        <extracomment>Menu item in the Play menu and a toolbar button (key N); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Virar cartas</translation>
    </message>
    <message>
        <source>Turn cards from the stock, or turn the waste over when the stock is empty.</source>
        <extracomment>What the Play menu command &quot;Turn Cards&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Vira cartas do monte, ou desvira o descarte quando o monte está vazio.</translation>
    </message>
    <message>
        <source>To Foundation</source>
        <extracomment>Menu item in the Play menu (key F); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Para a fundação</translation>
    </message>
    <message>
        <source>Send the focused card to its foundation.</source>
        <extracomment>What the Play menu command &quot;To Foundation&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Manda a carta em foco para a fundação dela.</translation>
    </message>
    <message>
        <source>To Free Cell</source>
        <extracomment>Menu item in the Play menu (key X); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Para célula livre</translation>
    </message>
    <message>
        <source>Put the focused card, or the one you hold, in a free cell.</source>
        <extracomment>What the Play menu command &quot;To Free Cell&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Põe numa célula livre a carta em foco ou a que você tem na mão.</translation>
    </message>
    <message>
        <source>Move Safe Cards Up</source>
        <extracomment>Menu item in the Play menu (key A); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Subir cartas seguras</translation>
    </message>
    <message>
        <source>Move every card that can safely go to the foundations.</source>
        <extracomment>What the Play menu command &quot;Move Safe Cards Up&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Manda às fundações toda carta que pode ir sem risco.</translation>
    </message>
    <message>
        <source>Auto-Move Safe Cards</source>
        <extracomment>Menu item in the Play menu (no key by default); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Subir cartas seguras automaticamente</translation>
    </message>
    <message>
        <source>After each move, send every card no other card can need to its foundation (on by default).</source>
        <extracomment>What the Play menu command &quot;Auto-Move Safe Cards&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Após cada jogada, manda à fundação toda carta de que nenhuma outra pode precisar (ligado por padrão).</translation>
    </message>
    <message>
        <source>Put Back</source>
        <extracomment>Menu item in the Play menu (key Escape); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Devolver</translation>
    </message>
    <message>
        <source>Put back the held cards.</source>
        <extracomment>What the Play menu command &quot;Put Back&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Devolve as cartas que você tem na mão.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>Menu item in the Play menu and a toolbar button (key H); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>Say and show one available move; press again for the next.</source>
        <extracomment>What the Play menu command &quot;Hint&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Diz e mostra uma jogada possível; aperte de novo para a próxima.</translation>
    </message>
    <message>
        <source>&amp;Find Card…</source>
        <extracomment>Menu item in the Play menu (key Ctrl+F); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Buscar carta…</translation>
    </message>
    <message>
        <source>Type a card to hear where it is and move the focus to it.</source>
        <extracomment>What the Play menu command &quot;Find Card…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Digite uma carta para ouvir onde ela está e levar o foco até ela.</translation>
    </message>
    <message>
        <source>Say Available Moves</source>
        <extracomment>Menu item in the Say menu (key M); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer jogadas possíveis</translation>
    </message>
    <message>
        <source>Say every available move.</source>
        <extracomment>What the Say menu command &quot;Say Available Moves&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Diz todas as jogadas possíveis.</translation>
    </message>
    <message>
        <source>Say Foundations</source>
        <extracomment>Menu item in the Say menu (key T); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer fundações</translation>
    </message>
    <message>
        <source>Say the top card of each foundation.</source>
        <extracomment>What the Say menu command &quot;Say Foundations&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Diz a carta de cima de cada fundação.</translation>
    </message>
    <message>
        <source>Say Waste and Stock</source>
        <extracomment>Menu item in the Say menu (key U); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer descarte e monte</translation>
    </message>
    <message>
        <source>Say the waste card and how many cards are in the stock.</source>
        <extracomment>What the Say menu command &quot;Say Waste and Stock&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Diz a carta do descarte e quantas cartas há no monte.</translation>
    </message>
    <message>
        <source>Say Room to Move</source>
        <extracomment>Menu item in the Say menu (key R); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer quantas cartas podem se mover</translation>
    </message>
    <message>
        <source>Say how many cards you can move at once now, and why.</source>
        <extracomment>What the Say menu command &quot;Say Room to Move&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Diz quantas cartas você pode mover de uma vez agora, e por quê.</translation>
    </message>
    <message>
        <source>Say Columns</source>
        <extracomment>Menu item in the Say menu (key D); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer colunas</translation>
    </message>
    <message>
        <source>Say every column: face-down counts and face-up cards.</source>
        <extracomment>What the Say menu command &quot;Say Columns&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Diz cada coluna: quantas cartas viradas para baixo e quais viradas para cima.</translation>
    </message>
    <message>
        <source>Say Game Info</source>
        <extracomment>Menu item in the Say menu (key I); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer informações da partida</translation>
    </message>
    <message>
        <source>Say score, time, moves and whether the deal is still winnable.</source>
        <extracomment>What the Say menu command &quot;Say Game Info&quot; does (in Yukon; the other games name what they add, their keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Diz pontuação, tempo, jogadas e se a partida ainda pode ser ganha.</translation>
    </message>
    <message>
        <source>Say what the last move did, in full.</source>
        <extracomment>What the Say menu command &quot;Say Last Move&quot; does (FreeCell, where safe cards go up by themselves, says so in its own words): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Diz por inteiro o que fez a última jogada.</translation>
    </message>
    <message>
        <source>Say score, time, moves, cards in stock, passes left and whether the deal is still winnable.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Diz pontuação, tempo, jogadas, cartas no monte, passadas restantes e se a partida ainda pode ser ganha.</translation>
    </message>
    <message>
        <source>Say Last Move</source>
        <extracomment>Menu item in the Say menu (key L); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer última jogada</translation>
    </message>
    <message>
        <source>Say what the last move did, with the cards that went up by themselves.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Last Move&quot; (L): safe cards go up to the foundations by themselves after a move.</extracomment>
        <translation>Diz o que fez a última jogada, com as cartas que subiram sozinhas.</translation>
    </message>
    <message>
        <source>Repeat Last Announcement</source>
        <extracomment>Menu item in the Say menu (key Ctrl+L); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Repetir último anúncio</translation>
    </message>
    <message>
        <source>Say the last announcement again.</source>
        <extracomment>What the Say menu command &quot;Repeat Last Announcement&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Diz de novo o último anúncio.</translation>
    </message>
    <message>
        <source>Announcement &amp;History</source>
        <extracomment>Menu item in the Say menu (key Ctrl+Shift+H); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Histórico de anúncios</translation>
    </message>
    <message>
        <source>Show and focus the list of recent announcements.</source>
        <extracomment>What the Say menu command &quot;Announcement History&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mostra a lista de anúncios recentes e leva o foco a ela.</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <extracomment>Menu item in the View menu (key Ctrl+= or Ctrl++); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Make the cards larger.</source>
        <extracomment>What the View menu command &quot;Zoom In&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Deixa as cartas maiores.</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <extracomment>Menu item in the View menu (key Ctrl+-); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <source>Make the cards smaller.</source>
        <extracomment>What the View menu command &quot;Zoom Out&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Deixa as cartas menores.</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <extracomment>Menu item in the View menu (key Ctrl+0); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Ajustar à &amp;janela</translation>
    </message>
    <message>
        <source>Make the cards fill the window.</source>
        <extracomment>What the View menu command &quot;Fit to Window&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Faz as cartas ocuparem a janela.</translation>
    </message>
    <message>
        <source>&amp;Keys and Rules</source>
        <extracomment>Menu item in the Help menu (key F1); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Teclas e regras</translation>
    </message>
    <message>
        <source>List every command with its keys, and the rules.</source>
        <extracomment>What the Help menu command &quot;Keys and Rules&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Lista cada comando com suas teclas, e as regras.</translation>
    </message>
    <message>
        <source>&amp;About klondike-qt</source>
        <extracomment>Menu item in the Help menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Sobre o klondike-qt</translation>
    </message>
    <message>
        <source>About this program.</source>
        <extracomment>What the Help menu command &quot;About klondike-qt&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sobre este programa.</translation>
    </message>
    <message>
        <source>Move the focus to the first free cell.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).</extracomment>
        <translation>Leva o foco à primeira célula livre.</translation>
    </message>
    <message>
        <source>Move the focus to column 8.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Leva o foco à coluna 8.</translation>
    </message>
    <message>
        <source>Pick up the focused card with the cards on it, or put the held cards on the focused pile.</source>
        <extracomment>What the Play menu command &quot;Pick Up / Put Down&quot; does (in FreeCell and Yukon; a game with a stock says what Space does there, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Pega a carta em foco com as cartas de cima, ou solta as cartas na mão na pilha em foco.</translation>
    </message>
    <message>
        <source>In a column, take one more card; from its first card, go to the free cell or foundation above.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up): FreeCell&apos;s top row holds the four free cells over columns 1 to 4 and the four foundations over columns 5 to 8.</extracomment>
        <translation>Numa coluna, pega uma carta a mais; da sua primeira carta, vai à célula livre ou à fundação de cima.</translation>
    </message>
    <message>
        <source>In a column, take one card less; from the top row, go to the column beneath, on the run at its top.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down): FreeCell&apos;s top row holds the free cells and the foundations.</extracomment>
        <translation>Numa coluna, pega uma carta a menos; da fileira de cima, vai à coluna de baixo, na sequência do topo dela.</translation>
    </message>
    <message>
        <source>Say Free Cells</source>
        <extracomment>FreeCell&apos;s name for &quot;Say Waste and Stock&quot; (key U): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer células livres</translation>
    </message>
    <message>
        <source>Say what is in each free cell.</source>
        <extracomment>What FreeCell&apos;s &quot;Say Free Cells&quot; (U) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Diz o que há em cada célula livre.</translation>
    </message>
    <message>
        <source>Say every column, from its bottom card to its top one.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Diz cada coluna, da carta de baixo até a de cima.</translation>
    </message>
    <message>
        <source>Say time, moves, free cells and empty columns, and whether the deal can still be won.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Diz tempo, jogadas, células livres e colunas vazias, e se a partida ainda pode ser ganha.</translation>
    </message>
    <message>
        <source>Play &amp;FreeCell</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jogar &amp;FreeCell</translation>
    </message>
    <message>
        <source>Switch to FreeCell; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play FreeCell&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Muda para FreeCell; a partida que você deixa fica guardada para quando voltar.</translation>
    </message>
    <message>
        <source>Play &amp;Golf</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jogar &amp;Golf</translation>
    </message>
    <message>
        <source>Switch to Golf; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Golf&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Muda para Golf; a partida que você deixa fica guardada para quando voltar.</translation>
    </message>
    <message>
        <source>Play &amp;Klondike</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jogar &amp;Klondike</translation>
    </message>
    <message>
        <source>Switch to Klondike; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Klondike&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Muda para Klondike; a partida que você deixa fica guardada para quando voltar.</translation>
    </message>
    <message>
        <source>Play &amp;Pyramid</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jogar &amp;Pirâmide</translation>
    </message>
    <message>
        <source>Switch to Pyramid; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Pyramid&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Muda para Pirâmide; a partida que você deixa fica guardada para quando voltar.</translation>
    </message>
    <message>
        <source>Play S&amp;pider (One Suit)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jogar Spider (&amp;um naipe)</translation>
    </message>
    <message>
        <source>Play Spider with one suit, the easiest; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (One Suit)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Joga Spider com um naipe, o mais fácil; uma partida de Spider começada com outros naipes fica de lado.</translation>
    </message>
    <message>
        <source>Play Spider (T&amp;wo Suits)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jogar Spider (&amp;dois naipes)</translation>
    </message>
    <message>
        <source>Play Spider with two suits; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (Two Suits)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Joga Spider com dois naipes; uma partida de Spider começada com outros naipes fica de lado.</translation>
    </message>
    <message>
        <source>Play Spider (F&amp;our Suits)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jogar Spider (&amp;quatro naipes)</translation>
    </message>
    <message>
        <source>Play Spider with four suits, the hardest; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (Four Suits)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Joga Spider com quatro naipes, o mais difícil; uma partida de Spider começada com outros naipes fica de lado.</translation>
    </message>
    <message>
        <source>Play Tr&amp;iPeaks</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jogar Tr&amp;iPeaks</translation>
    </message>
    <message>
        <source>Switch to TriPeaks; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play TriPeaks&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Muda para TriPeaks; a partida que você deixa fica guardada para quando voltar.</translation>
    </message>
    <message>
        <source>Play &amp;Yukon</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Jogar &amp;Yukon</translation>
    </message>
    <message>
        <source>Switch to Yukon; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Yukon&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Muda para Yukon; a partida que você deixa fica guardada para quando voltar.</translation>
    </message>
    <message>
        <source>Move the focus to column 1.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Spider&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Yukon&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).</extracomment>
        <translation>Leva o foco à coluna 1.</translation>
    </message>
    <message>
        <source>Move the focus to the card under it in the column; from the waste or the stock, to a column&apos;s top card.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up).</extracomment>
        <translation>Leva o foco à carta abaixo dela na coluna; do descarte ou do monte, à carta de cima de uma coluna.</translation>
    </message>
    <message>
        <source>Move the focus back towards the column&apos;s top card; from the top card, to the waste.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>Leva o foco de volta à carta de cima da coluna; da carta de cima, ao descarte.</translation>
    </message>
    <message>
        <source>Pick up a column&apos;s top card, or put the held card on the waste; on the stock, draw.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Pega a carta de cima de uma coluna, ou solta a carta na mão no descarte; no monte, compra.</translation>
    </message>
    <message>
        <source>Draw a Card</source>
        <extracomment>Golf&apos;s name for &quot;Turn Cards&quot; (N): a Play menu item, a row in the F1 key list and in the key settings.
----------
Pyramid&apos;s name for &quot;Turn Cards&quot; (key N): a Play menu item and toolbar button, a row in the F1 key list.</extracomment>
        <translation>Comprar uma carta</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s next card onto the waste (one pass).</source>
        <extracomment>What Golf&apos;s &quot;Draw a Card&quot; (N) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Vira a próxima carta do monte no descarte (uma só passada).</translation>
    </message>
    <message>
        <source>Say the waste&apos;s card, what fits it and the cards left in the stock.</source>
        <extracomment>What Golf&apos;s &quot;Say Waste&quot; (T) does: status-bar tip, F1 key-list line.
----------
Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Diz a carta do descarte, o que serve nela e as cartas que restam no monte.</translation>
    </message>
    <message>
        <source>Say every column, from its top card down.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Diz cada coluna, da carta de cima para baixo.</translation>
    </message>
    <message>
        <source>Say the columns&apos; top cards that fit the waste now.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Available Moves&quot; (M).</extracomment>
        <translation>Diz as cartas de cima das colunas que servem agora no descarte.</translation>
    </message>
    <message>
        <source>Say the score in strokes, the cards left in the stock, the time, and whether the deal can still be won.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Diz a pontuação em tacadas, as cartas que restam no monte, o tempo e se a partida ainda pode ser ganha.</translation>
    </message>
    <message>
        <source>Row 1</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 1&quot; (key 1): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fileira 1</translation>
    </message>
    <message>
        <source>Row 2</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 2&quot; (key 2): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fileira 2</translation>
    </message>
    <message>
        <source>Row 3</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 3&quot; (key 3): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fileira 3</translation>
    </message>
    <message>
        <source>Row 4</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 4&quot; (key 4): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fileira 4</translation>
    </message>
    <message>
        <source>Row 5</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 5&quot; (key 5): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fileira 5</translation>
    </message>
    <message>
        <source>Row 6</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 6&quot; (key 6): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fileira 6</translation>
    </message>
    <message>
        <source>Row 7</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 7&quot; (key 7): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fileira 7</translation>
    </message>
    <message>
        <source>Move the focus to this row&apos;s first free card.</source>
        <extracomment>What Pyramid&apos;s &quot;Row 1&quot; … &quot;Row 7&quot; (keys 1 to 7) do: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à primeira carta livre desta fileira.</translation>
    </message>
    <message>
        <source>Previous Card</source>
        <extracomment>Pyramid&apos;s name for &quot;Previous Pile&quot; (key Left): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Previous Pile&quot; (Left): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta anterior</translation>
    </message>
    <message>
        <source>Move the focus to the card on the left in the row; from the waste, to the stock.</source>
        <extracomment>What Pyramid&apos;s &quot;Previous Card&quot; (Left) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à carta da esquerda na fileira; do descarte, ao monte.</translation>
    </message>
    <message>
        <source>Next Card</source>
        <extracomment>Pyramid&apos;s name for &quot;Next Pile&quot; (key Right): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Next Pile&quot; (Right): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Próxima carta</translation>
    </message>
    <message>
        <source>Move the focus to the card on the right in the row; from the stock, to the waste.</source>
        <extracomment>What Pyramid&apos;s &quot;Next Card&quot; (Right) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à carta da direita na fileira; do monte, ao descarte.</translation>
    </message>
    <message>
        <source>Row Above</source>
        <extracomment>Pyramid&apos;s name for &quot;Card Above&quot; (key Up): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Card Above&quot; (Up): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fileira de cima</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row above; from the apex, to the stock.</source>
        <extracomment>What Pyramid&apos;s &quot;Row Above&quot; (Up) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à carta mais próxima da fileira de cima; do topo, ao monte.</translation>
    </message>
    <message>
        <source>Row Below</source>
        <extracomment>Pyramid&apos;s name for &quot;Card Below&quot; (key Down): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Card Below&quot; (Down): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fileira de baixo</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row below; from the stock or the waste, to the apex.</source>
        <extracomment>What Pyramid&apos;s &quot;Row Below&quot; (Down) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à carta mais próxima da fileira de baixo; do monte ou do descarte, ao topo.</translation>
    </message>
    <message>
        <source>Start of Row</source>
        <extracomment>Pyramid&apos;s name for &quot;First Pile&quot; (key Home): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Início da fileira</translation>
    </message>
    <message>
        <source>Move the focus to the first card of the row.</source>
        <extracomment>What Pyramid&apos;s &quot;Start of Row&quot; (Home) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à primeira carta da fileira.</translation>
    </message>
    <message>
        <source>End of Row</source>
        <extracomment>Pyramid&apos;s name for &quot;Last Pile&quot; (key End): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fim da fileira</translation>
    </message>
    <message>
        <source>Move the focus to the last card of the row.</source>
        <extracomment>What Pyramid&apos;s &quot;End of Row&quot; (End) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à última carta da fileira.</translation>
    </message>
    <message>
        <source>Pick the focused card, or remove it with the card you hold when they make 13. A king is removed at once.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Escolhe a carta em foco, ou a remove com a carta na mão quando somam 13. Um rei sai na hora.</translation>
    </message>
    <message>
        <source>Remove the focused card with a free card that makes 13, or a king alone.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Play Card&quot; (Enter).</extracomment>
        <translation>Remove a carta em foco com uma carta livre que some 13, ou um rei sozinho.</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s top card onto the waste, or turn the waste over when the stock is empty (three passes in all).</source>
        <extracomment>What Pyramid&apos;s &quot;Draw a Card&quot; (N) does: status-bar tip, toolbar tooltip, F1 key-list line.</extracomment>
        <translation>Vira a carta de cima do monte no descarte, ou desvira o descarte quando o monte está vazio (três passadas no total).</translation>
    </message>
    <message>
        <source>Say the Pyramid</source>
        <extracomment>Pyramid&apos;s name for &quot;Say Columns&quot; (key D): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer a pirâmide</translation>
    </message>
    <message>
        <source>Say every row of the pyramid, its free cards marked.</source>
        <extracomment>What Pyramid&apos;s &quot;Say the Pyramid&quot; (D) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Diz cada fileira da pirâmide, marcando as cartas livres.</translation>
    </message>
    <message>
        <source>Say Removed Cards</source>
        <extracomment>Pyramid&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer cartas removidas</translation>
    </message>
    <message>
        <source>Say how many cards are removed and left in the pyramid.</source>
        <extracomment>What Pyramid&apos;s &quot;Say Removed Cards&quot; (T) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Diz quantas cartas foram removidas e quantas restam na pirâmide.</translation>
    </message>
    <message>
        <source>Say the stock&apos;s top card and count, the waste&apos;s top card and the passes left.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Diz a carta de cima do monte e quantas há, a carta de cima do descarte e as passadas restantes.</translation>
    </message>
    <message>
        <source>Say score, time, moves, the stock, passes left and whether the deal can still be won.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Diz pontuação, tempo, jogadas, o monte, as passadas restantes e se a partida ainda pode ser ganha.</translation>
    </message>
    <message>
        <source>In a column, take one more face-up card.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up): nothing lies above Spider&apos;s columns, so Up stays in its column.</extracomment>
        <translation>Numa coluna, pega uma carta virada para cima a mais.</translation>
    </message>
    <message>
        <source>In a column, take one card less.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>Numa coluna, pega uma carta a menos.</translation>
    </message>
    <message>
        <source>Pick up the focused card with the same-suit run on it, or put the held cards on the focused column. On the stock: deal a row.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Pega a carta em foco com a sequência do mesmo naipe sobre ela, ou solta as cartas na mão na coluna em foco. No monte: distribui uma fileira.</translation>
    </message>
    <message>
        <source>Deal a Row</source>
        <extracomment>Spider&apos;s name for &quot;Turn Cards&quot; (key N): a Play menu item, a toolbar button, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Distribuir uma fileira</translation>
    </message>
    <message>
        <source>Deal one card from the stock onto each column (not while a column is empty).</source>
        <extracomment>What Spider&apos;s &quot;Deal a Row&quot; (N) does: status-bar tip, toolbar tooltip, F1 key-list line.</extracomment>
        <translation>Distribui uma carta do monte em cada coluna (não com uma coluna vazia).</translation>
    </message>
    <message>
        <source>Say Completed Sequences</source>
        <extracomment>Spider&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer sequências completas</translation>
    </message>
    <message>
        <source>Say how many of the eight sequences are complete, and their suits.</source>
        <extracomment>What Spider&apos;s &quot;Say Completed Sequences&quot; (T) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Diz quantas das oito sequências estão completas, e de quais naipes.</translation>
    </message>
    <message>
        <source>Say Stock</source>
        <extracomment>Spider&apos;s name for &quot;Say Waste and Stock&quot; (key U): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer monte</translation>
    </message>
    <message>
        <source>Say how many rows are left in the stock and how many sequences are complete.</source>
        <extracomment>What Spider&apos;s &quot;Say Stock&quot; (U) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Diz quantas fileiras restam no monte e quantas sequências estão completas.</translation>
    </message>
    <message>
        <source>Say Runs That Can Move</source>
        <extracomment>Spider&apos;s name for &quot;Say Room to Move&quot; (key R): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer sequências que podem se mover</translation>
    </message>
    <message>
        <source>Say every run that can move now and where it can go, and whether a row can be dealt.</source>
        <extracomment>What Spider&apos;s &quot;Say Runs That Can Move&quot; (R) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Diz cada sequência que pode se mover agora e para onde, e se dá para distribuir uma fileira.</translation>
    </message>
    <message>
        <source>Say every column: its face-down count, then its same-suit runs.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Diz cada coluna: quantas viradas para baixo, depois as sequências do mesmo naipe.</translation>
    </message>
    <message>
        <source>Say score, time, moves, rows left, sequences complete and empty columns.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Diz pontuação, tempo, jogadas, fileiras restantes, sequências completas e colunas vazias.</translation>
    </message>
    <message>
        <source>Move the focus to this row&apos;s best card to play, else its first free card; from a row with none, to the nearest row below (else above) that has one.</source>
        <extracomment>TriPeaks&apos; name for &quot;Column 1&quot; … &quot;Column 4&quot; (keys 1 to 4): a Play menu item, a row in the F1 key list. What TriPeaks&apos; &quot;Row 1&quot; … &quot;Row 4&quot; (keys 1 to 4) do: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à melhor carta para jogar desta fileira, senão à primeira carta livre dela; de uma fileira sem nenhuma, à fileira mais próxima abaixo (senão acima) que tenha uma.</translation>
    </message>
    <message>
        <source>Go to the Stock</source>
        <extracomment>TriPeaks&apos; name for &quot;Column 5&quot; (key 5): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Ir para o monte</translation>
    </message>
    <message>
        <source>Move the focus to the waste.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).
----------
TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Go to the Waste&quot; (P).</extracomment>
        <translation>Leva o foco ao descarte.</translation>
    </message>
    <message>
        <source>Move the focus to the previous card, row by row from the peaks&apos; tops, then the stock and the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Previous Card&quot; (Left) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à carta anterior, fileira por fileira desde o alto dos picos, depois ao monte e ao descarte.</translation>
    </message>
    <message>
        <source>Move the focus to the next card, row by row from the peaks&apos; tops, then the stock and the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Next Card&quot; (Right) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à próxima carta, fileira por fileira desde o alto dos picos, depois ao monte e ao descarte.</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row above; from the stock or the waste, to the lowest row left.</source>
        <extracomment>What TriPeaks&apos; &quot;Row Above&quot; (Up) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à carta mais próxima da fileira de cima; do monte ou do descarte, à fileira mais baixa que resta.</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row below; from row 4, to the stock or the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Row Below&quot; (Down) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à carta mais próxima da fileira de baixo; da fileira 4, ao monte ou ao descarte.</translation>
    </message>
    <message>
        <source>Highest Card</source>
        <extracomment>TriPeaks&apos; name for &quot;First Pile&quot; (key Home): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta mais alta</translation>
    </message>
    <message>
        <source>Move the focus to the highest card left.</source>
        <extracomment>What TriPeaks&apos; &quot;Highest Card&quot; (Home) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Leva o foco à carta mais alta que resta.</translation>
    </message>
    <message>
        <source>Pick up the focused free card, or put the held card on the waste. On the stock: draw.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Pega a carta livre em foco, ou solta a carta na mão no descarte. No monte: compra.</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s next card onto the waste.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Turn Cards&quot; (N).</extracomment>
        <translation>Vira a próxima carta do monte no descarte.</translation>
    </message>
    <message>
        <source>Say Waste</source>
        <extracomment>Golf&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings (the waste is where every card ends: Golf has no foundations of its own).
----------
TriPeaks&apos; name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings (TriPeaks has no foundations: the cards go onto the waste).</extracomment>
        <translation>Dizer descarte</translation>
    </message>
    <message>
        <source>Say the waste&apos;s card, what goes on it, and the stock.</source>
        <extracomment>What TriPeaks&apos; &quot;Say Waste&quot; (T) does: status-bar tip, F1 key-list line.
----------
TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Diz a carta do descarte, o que vai sobre ela, e o monte.</translation>
    </message>
    <message>
        <source>Say Rows</source>
        <extracomment>TriPeaks&apos; name for &quot;Say Columns&quot; (key D): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Dizer fileiras</translation>
    </message>
    <message>
        <source>Say the rows of the peaks: face-down cards counted, free cards named.</source>
        <extracomment>What TriPeaks&apos; &quot;Say Rows&quot; (D) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Diz as fileiras dos picos: cartas viradas para baixo contadas, cartas livres pelo nome.</translation>
    </message>
    <message>
        <source>Say the free cards that fit the waste, and the draw.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Available Moves&quot; (M).</extracomment>
        <translation>Diz as cartas livres que servem no descarte, e a compra.</translation>
    </message>
    <message>
        <source>Say score, streak, what the next card earns, the cards left, and whether the deal can still be won.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Diz pontuação, série, o que a próxima carta rende, as cartas restantes e se a partida ainda pode ser ganha.</translation>
    </message>
    <message>
        <source>Play the card you hold onto the waste, else the focused card.</source>
        <extracomment>TriPeaks&apos; and Golf&apos;s status-bar tip and F1 key-list line for &quot;Play Card&quot; (Enter).</extracomment>
        <translation>Joga no descarte a carta que você tem na mão; se não tiver nenhuma, a carta em foco.</translation>
    </message>
    <message>
        <source>Move the focus to the previous column; from column 1, to the last foundation; from a foundation, to column 7.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Previous Pile&quot; (Left). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Leva o foco à coluna anterior; da coluna 1, à última fundação; de uma fundação, à coluna 7.</translation>
    </message>
    <message>
        <source>Move the focus to the next column; from column 7, to the first foundation; from a foundation, to column 1.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Next Pile&quot; (Right). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Leva o foco à próxima coluna; da coluna 7, à primeira fundação; de uma fundação, à coluna 1.</translation>
    </message>
    <message>
        <source>In a column, take one more face-up card; on the foundations, go to the foundation above.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Numa coluna, pega uma carta virada para cima a mais; nas fundações, vai à fundação de cima.</translation>
    </message>
    <message>
        <source>In a column, take one card less; on the foundations, go to the foundation below.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Numa coluna, pega uma carta a menos; nas fundações, vai à fundação de baixo.</translation>
    </message>
    <message>
        <source>Move the focus to the last foundation, the lowest.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End): the lowest of the four foundations, which stand one under the other at the right of column 7.</extracomment>
        <translation>Leva o foco à última fundação, a mais baixa.</translation>
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
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>The menu bar&apos;s Edit menu (undo, redo). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <extracomment>The menu bar&apos;s Play menu (the keyboard commands that move the focus and the cards). &amp; marks the Alt access letter.</extracomment>
        <translation>Jo&amp;gar</translation>
    </message>
    <message>
        <source>&amp;Say</source>
        <extracomment>The menu bar&apos;s Say menu (commands that speak the state of the game: M, T, U, D, I…). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Dizer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>The menu bar&apos;s View menu (card size). &amp; marks the Alt access letter.</extracomment>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>The menu bar&apos;s Help menu (Keys and Rules, About). &amp; marks the Alt access letter.</extracomment>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Go To</source>
        <extracomment>The Play menu&apos;s submenu of the keys that only move the focus (previous and next pile, card above and below, Column 1 … Column 10, the free cells, the waste). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ir para</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>Accessible name of the main window&apos;s toolbar (New Deal, Restart, Undo, Redo, Hint).</extracomment>
        <translation>Barra de ferramentas</translation>
    </message>
    <message>
        <source>Choose Deal Number</source>
        <extracomment>Game menu, Choose Deal Number (Ctrl+G): the dialog&apos;s title.</extracomment>
        <translation>Escolher número da partida</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <extracomment>Choose Deal Number dialog: the label of the number field. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Número da partida:</translation>
    </message>
    <message>
        <source>A whole number from 1 to %1.</source>
        <extracomment>Choose Deal Number dialog: the hint under the number field. %1 the largest deal number (4294967295).</extracomment>
        <translation>Um número inteiro de 1 a %1.</translation>
    </message>
    <message>
        <source>&amp;Play This Deal</source>
        <extracomment>Choose Deal Number dialog: the button that deals the number typed. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Jogar esta partida</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Game menu, Settings (Ctrl+,): the dialog&apos;s title.</extracomment>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the game in progress keeps its rules.</source>
        <extracomment>Settings, Rules group: a note under its title.</extracomment>
        <translation>Mudanças de regras valem a partir da próxima partida; a partida em andamento mantém as regras dela.</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <extracomment>Settings, Rules group, the &quot;Turn from the stock&quot; box: Klondike turns one card at a time.</extracomment>
        <translation>Compra de 1</translation>
    </message>
    <message>
        <source>Draw 3</source>
        <extracomment>Settings, Rules group, the &quot;Turn from the stock&quot; box: Klondike turns three cards at a time.</extracomment>
        <translation>Compra de 3</translation>
    </message>
    <message>
        <source>&amp;Turn from the stock:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Draw 1&quot; / &quot;Draw 3&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Virar do monte:</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: the waste may be turned over any number of times.</extracomment>
        <translation>Sem limite</translation>
    </message>
    <message>
        <source>3 passes</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: three passes through the stock.</extracomment>
        <translation>3 passadas</translation>
    </message>
    <message>
        <source>1 pass</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: one pass only (the waste is never turned over).</extracomment>
        <translation>1 passada</translation>
    </message>
    <message>
        <source>&amp;Passes through the stock:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Unlimited&quot; / &quot;3 passes&quot; / &quot;1 pass&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Passadas pelo monte:</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Windows-style standard scoring (points for moves).</extracomment>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Vegas</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Vegas scoring (each deal costs 52; money won back card by card). Also the Statistics dialog&apos;s Games box.</extracomment>
        <translation>Vegas</translation>
    </message>
    <message>
        <source>Vegas cumulative</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Vegas scoring whose balance carries over from deal to deal. Also the Statistics dialog&apos;s Games box.</extracomment>
        <translation>Vegas acumulado</translation>
    </message>
    <message>
        <source>None</source>
        <comment>scoring</comment>
        <extracomment>No scoring (a choice of the Scoring box).</extracomment>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Standard&quot; / &quot;Vegas&quot; / &quot;Vegas cumulative&quot; / &quot;None&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>Pont&amp;uação:</translation>
    </message>
    <message>
        <source>T&amp;houghtful: every card face up</source>
        <extracomment>Settings, Rules group: a check box, Klondike with every card dealt face up. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Aberto: todas as cartas viradas para cima</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <extracomment>Settings, Rules group: a check box, only deals the solver has proved winnable. &amp; marks the Alt access letter.</extracomment>
        <translation>Só partidas &amp;ganháveis</translation>
    </message>
    <message>
        <source>&amp;Move safe cards to the foundations by themselves</source>
        <extracomment>FreeCell&apos;s group in Settings: the safe cards going up after each move (the Play menu&apos;s &quot;Auto-Move Safe Cards&quot;).</extracomment>
        <translation>Subir &amp;sozinhas as cartas seguras às fundações</translation>
    </message>
    <message>
        <source>After each move, every card that no other card can still need goes up to its foundation. Takes effect at once.</source>
        <extracomment>What a screen reader says of the box above.</extracomment>
        <translation>Após cada jogada, toda carta de que nenhuma outra ainda possa precisar sobe para a fundação. Vale na hora.</translation>
    </message>
    <message>
        <source>Dim &amp;covered cards</source>
        <extracomment>Settings, Pyramid&apos;s and Golf&apos;s group: a check box, on by default; covered cards are drawn shaded (darker, still readable) so the free cards stand out. &amp; marks the Alt access letter.</extracomment>
        <translation>Escurecer cartas &amp;cobertas</translation>
    </message>
    <message>
        <source>Cards that other cards still cover are drawn darker, so the free ones stand out. Takes effect at once.</source>
        <extracomment>What a screen reader says of the &quot;Dim covered cards&quot; box.</extracomment>
        <translation>Cartas que outras ainda cobrem ficam mais escuras, para as livres se destacarem. Vale na hora.</translation>
    </message>
    <message>
        <source>S&amp;uits in the next deal:</source>
        <extracomment>Spider&apos;s section in Settings: the box choosing how many suits the next deal has (one, two or four); the game in progress keeps its own.</extracomment>
        <translation>&amp;Naipes na próxima partida:</translation>
    </message>
    <message>
        <source>One suit</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with one suit (spades only).</extracomment>
        <translation>Um naipe</translation>
    </message>
    <message>
        <source>Two suits</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with two suits (spades and hearts).</extracomment>
        <translation>Dois naipes</translation>
    </message>
    <message>
        <source>Four suits</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with all four suits.</extracomment>
        <translation>Quatro naipes</translation>
    </message>
    <message>
        <source>%1: no list of winnable deals yet, so each deal is random and may be impossible to win.</source>
        <extracomment>Spider&apos;s section in Settings, under &quot;Winnable deals only&quot;, shown while the number of suits chosen has no list of deals the solver has won (a list not made yet). %1 is the choice of the suits box (&quot;Four suits&quot;); whatever the box says, such a deal is any deal, maybe unwinnable.</extracomment>
        <translation>%1: ainda não há lista de partidas ganháveis, então cada partida é aleatória e pode ser impossível de ganhar.</translation>
    </message>
    <message>
        <source>Cards and motion</source>
        <extracomment>Settings: the title of the group with the deck, card size and animations.</extracomment>
        <translation>Cartas e movimento</translation>
    </message>
    <message>
        <source>Automatic (high contrast when the system asks)</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group, the &quot;Deck&quot; box: the high-contrast deck when the system asks for it.</extracomment>
        <translation>Automático (alto contraste quando o sistema pedir)</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>Settings, the &quot;Deck&quot; box: the usual red and black cards.</extracomment>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Four colours</source>
        <extracomment>Settings, the &quot;Deck&quot; box: each suit its own colour.</extracomment>
        <translation>Quatro cores</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings, the &quot;Deck&quot; box: a deck drawn for low vision.</extracomment>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the box that chooses the card faces. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Baralho:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the card size slider. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Tamanho das cartas:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <extracomment>Settings, the &quot;Animations&quot; box: animate as the system&apos;s setting says (reduced motion).</extracomment>
        <translation>Seguir o sistema</translation>
    </message>
    <message>
        <source>On</source>
        <comment>animations</comment>
        <extracomment>Animations on (a choice of the Animations box).</extracomment>
        <translation>Ligadas</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>animations</comment>
        <extracomment>Animations off (a choice of the Animations box).</extracomment>
        <translation>Desligadas</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the box &quot;Follow the system&quot; / &quot;On&quot; / &quot;Off&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>Ani&amp;mações:</translation>
    </message>
    <message>
        <source>Speech and language</source>
        <extracomment>Settings: the title of the group with verbosity, Orca&apos;s notifications and the language.</extracomment>
        <translation>Fala e idioma</translation>
    </message>
    <message>
        <source>Full</source>
        <extracomment>Settings, &quot;Speech and language&quot; group, the &quot;Verbosity&quot; box: every announcement in full.</extracomment>
        <translation>Completo</translation>
    </message>
    <message>
        <source>Brief</source>
        <extracomment>Settings, the &quot;Verbosity&quot; box: short announcements (the comments &quot;speech setting Brief&quot; refer to it).</extracomment>
        <translation>Breve</translation>
    </message>
    <message>
        <source>&amp;Verbosity:</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: label of the box &quot;Full&quot; / &quot;Brief&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>Nível de &amp;detalhe:</translation>
    </message>
    <message>
        <source>Speak the game&apos;s news through &amp;Orca&apos;s notifications</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: a check box (Linux, Orca screen reader). &amp; marks the Alt access letter.</extracomment>
        <translation>Falar as novidades do jogo pelas notificações do &amp;Orca</translation>
    </message>
    <message>
        <source>Orca 43 and older do not speak announcements any other way: with this off they say nothing when a card moves. Turn it off only if every move is spoken twice.</source>
        <extracomment>Settings: a note under the Orca check box.</extracomment>
        <translation>O Orca 43 e anteriores não falam os anúncios de outro jeito: com isto desligado, nada é dito quando uma carta se move. Desligue só se cada jogada for falada duas vezes.</translation>
    </message>
    <message>
        <source>Turn off Orca&apos;s notifications?</source>
        <extracomment>Title of the question box when the Orca check box is turned off.</extracomment>
        <translation>Desligar as notificações do Orca?</translation>
    </message>
    <message>
        <source>With Orca 43 or older the game will then be silent: no moves, hints or results are spoken. Turn them off?</source>
        <extracomment>The question box when the Orca check box is turned off (Yes / No buttons).</extracomment>
        <translation>Com o Orca 43 ou anterior o jogo vai ficar mudo: nenhuma jogada, dica ou resultado será falado. Desligar?</translation>
    </message>
    <message>
        <source>System</source>
        <comment>language</comment>
        <extracomment>The language of the system (a choice of the Language box; the others are English and Español).</extracomment>
        <translation>Do sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: label of the box &quot;System&quot; / &quot;English&quot; / &quot;Español&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <extracomment>Settings: a note under the Language box.</extracomment>
        <translation>Um novo idioma é usado a partir da próxima vez que o jogo abrir.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Game menu, Statistics (Ctrl+Shift+S): the dialog&apos;s title and its table&apos;s accessible name.</extracomment>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>standard scoring</source>
        <extracomment>Statistics, inside a Klondike line of the Games box (&quot;Klondike, draw 1, standard scoring&quot;).</extracomment>
        <translation>pontuação padrão</translation>
    </message>
    <message>
        <source>no scoring</source>
        <extracomment>Statistics, inside a Klondike line of the Games box (&quot;Klondike, draw 3, no scoring&quot;).</extracomment>
        <translation>sem pontuação</translation>
    </message>
    <message>
        <source>%1, draw %2, %3</source>
        <comment>statistics</comment>
        <extracomment>A Klondike line of the statistics dialog&apos;s Games box (which lists every game&apos;s lines): %1 the game&apos;s name (&quot;Klondike&quot;), %2 cards turned at a time (1 or 3), %3 the scoring (&quot;standard scoring&quot;, &quot;Vegas&quot; …). &quot;Klondike, draw 3, Vegas&quot;.</extracomment>
        <translation>%1, compra de %2, %3</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <extracomment>Statistics dialog: label of the box that chooses which games&apos; statistics show (&quot;Draw 1, standard scoring&quot;). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Jogos:</translation>
    </message>
    <message>
        <source>Statistic</source>
        <extracomment>Statistics dialog: header of the table&apos;s first column (Played, Won…).</extracomment>
        <translation>Estatística</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Statistics dialog: header of the table&apos;s second column (the numbers).</extracomment>
        <translation>Valor</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <extracomment>Statistics dialog: the button that forgets every statistic (after a question). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Redefinir…</translation>
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
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>Statistics dialog, a row of the table: games won.</extracomment>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Win rate</source>
        <extracomment>Statistics dialog, a row of the table: won games as a percentage of those played.</extracomment>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <extracomment>Statistics dialog, a row of the table: games won in a row up to now.</extracomment>
        <translation>Série atual de vitórias</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <extracomment>Statistics dialog, a row of the table: the most games ever won in a row.</extracomment>
        <translation>Maior série de vitórias</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>Statistics dialog, a row of the table: the shortest time of a won game.</extracomment>
        <translation>Melhor tempo</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <extracomment>Statistics dialog, a row of the table: the fewest moves of a won game.</extracomment>
        <translation>Menos jogadas</translation>
    </message>
    <message>
        <source>Best score</source>
        <extracomment>Statistics dialog, a row of the table: the highest score (only where the scoring counts).</extracomment>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Vegas balance</source>
        <extracomment>Statistics dialog, a row of the table: the money won or lost with Vegas cumulative scoring.</extracomment>
        <translation>Saldo Vegas</translation>
    </message>
    <message>
        <source>Best score (fewest strokes)</source>
        <extracomment>Statistics dialog, a row of the table of a game scored in strokes (Golf, lower is better): the lowest score of a finished deal, won or not.</extracomment>
        <translation>Melhor pontuação (menos tacadas)</translation>
    </message>
    <message>
        <source>Average score in strokes</source>
        <extracomment>Statistics dialog, a row of the table of a game scored in strokes (Golf): the average score of the finished deals, won or not.</extracomment>
        <translation>Pontuação média em tacadas</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <extracomment>Title of the question box of the Statistics dialog&apos;s Reset… button.</extracomment>
        <translation>Redefinir estatísticas</translation>
    </message>
    <message>
        <source>Forget every game played, every record and the Vegas balance? This cannot be undone.</source>
        <extracomment>The question box of the Statistics dialog&apos;s Reset… button.</extracomment>
        <translation>Esquecer todas as partidas jogadas, todos os recordes e o saldo Vegas? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <extracomment>Title of the question box before a restart (Ctrl+R) of a started game.</extracomment>
        <translation>Reiniciar esta partida?</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <extracomment>Title of the question box before a new deal (F2, Ctrl+G, another game) leaves a started game.</extracomment>
        <translation>Deixar esta partida?</translation>
    </message>
    <message>
        <source>The game so far counts as lost. Press Enter to restart the deal, or Escape to keep playing.</source>
        <extracomment>The question box before a restart (Ctrl+R) of a started game.</extracomment>
        <translation>A partida até aqui conta como perdida. Aperte Enter para reiniciar a partida, ou Esc para continuar jogando.</translation>
    </message>
    <message>
        <source>This game counts as lost. Press Enter to play deal %1, or Escape to keep playing.</source>
        <extracomment>The question box before a deal chosen by number (Ctrl+G) leaves a started game. %1 the deal number the player chose.</extracomment>
        <translation>Esta partida conta como perdida. Aperte Enter para jogar a partida %1, ou Esc para continuar jogando.</translation>
    </message>
    <message>
        <source>This game counts as lost. Press Enter for a new deal, or Escape to keep playing.</source>
        <extracomment>The question box before a new random deal (F2) leaves a started game.</extracomment>
        <translation>Esta partida conta como perdida. Aperte Enter para uma nova partida, ou Esc para continuar jogando.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>Button of the box &quot;Restart this deal?&quot; that restarts. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>&amp;Leave Game</source>
        <extracomment>Button of the box &quot;Leave this game?&quot; that leaves the game. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Deixar partida</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <extracomment>Button of the boxes &quot;Restart this deal?&quot; / &quot;Leave this game?&quot; that keeps the game. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Continuar jogando</translation>
    </message>
    <message>
        <source>You keep playing this game.</source>
        <extracomment>Said when the player pressed Escape at &quot;Leave this game?&quot;.</extracomment>
        <translation>Você continua jogando esta partida.</translation>
    </message>
    <message>
        <source>The game so far counts as lost.</source>
        <extracomment>Said after a restart (Ctrl+R) of a started game, in the words of its question box (&quot;The game so far counts as lost. Press Enter to restart the deal, …&quot;).</extracomment>
        <translation>A partida até aqui conta como perdida.</translation>
    </message>
    <message>
        <source>The game you left counts as lost.</source>
        <extracomment>Said after a new deal that left a started game (F2, Ctrl+G, another game).</extracomment>
        <translation>A partida que você deixou conta como perdida.</translation>
    </message>
    <message>
        <source>Restarted.</source>
        <extracomment>After a restart (Ctrl+R) of a random deal, speech setting Brief.</extracomment>
        <translation>Reiniciada.</translation>
    </message>
    <message>
        <source>Restarted this deal, draw %1.</source>
        <extracomment>After a restart (Ctrl+R) of a random deal. %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Partida reiniciada, compra de %1.</translation>
    </message>
    <message>
        <source>Restarted deal %1.</source>
        <extracomment>After a restart (Ctrl+R) of a numbered deal, speech setting Brief. %1 the deal number.</extracomment>
        <translation>Partida %1 reiniciada.</translation>
    </message>
    <message>
        <source>Restarted Klondike, deal %1, draw %2.</source>
        <extracomment>After a restart (Ctrl+R) of a numbered deal. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, partida %1 reiniciada, compra de %2.</translation>
    </message>
    <message>
        <source>No move helps any more: turning the stock brings up nothing that can be played. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The dead end while cards are left in the stock or the waste (turning them is still allowed).</extracomment>
        <translation>Nenhuma jogada ajuda mais: virar o monte não traz nada que possa ser jogado. Desfaça para tentar outro caminho, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>Still no move that helps.</source>
        <extracomment>Said after each later move in a dead end (the whole sentence was said once).</extracomment>
        <translation>Ainda nenhuma jogada que ajude.</translation>
    </message>
    <message>
        <source>%1 does nothing in this game: it is %2 in another game.</source>
        <extracomment>A key pressed in a game that has no such command (X, FreeCell&apos;s &quot;To Free Cell&quot;, in Spider). %1 the key (&quot;X&quot;), %2 the other game&apos;s command it runs there (&quot;To Free Cell&quot;).</extracomment>
        <translation>%1 não faz nada neste jogo: é %2 em outro jogo.</translation>
    </message>
    <message>
        <source>Your %1 game is saved: choose it in the Game menu to go back to it.</source>
        <extracomment>Said first after switching games (Game menu): the game left behind is kept. %1 its name (&quot;FreeCell&quot;, &quot;Spider, two suits&quot;).</extracomment>
        <translation>Sua partida de %1 está salva: escolha-a no menu Jogo para voltar a ela.</translation>
    </message>
    <message>
        <source>This deal cannot be won from the start; press F2 for a new deal.</source>
        <extracomment>Said once when the solver proves that the deal cannot be won even from its opening position (so no undo can help; e.g. FreeCell deal 11982).</extracomment>
        <translation>Esta partida não pode ser ganha desde o início; aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>The deal is won. Press F2 for a new deal.</source>
        <extracomment>H (hint) once the deal is won.</extracomment>
        <translation>A partida está ganha. Aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>It will not help: no move can improve the game now.</source>
        <extracomment>Added to a hint in a dead end: the move is legal but leads nowhere.</extracomment>
        <translation>Não vai ajudar: nenhuma jogada pode melhorar a partida agora.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), last pass.</source>
        <extracomment>The U key and the stock&apos;s summary when no turn of the waste is left: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Monte: %n carta, última passada.</numerusform>
            <numerusform>Monte: %n cartas, última passada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last pass through the stock.</source>
        <extracomment>The I key when the stock is on its last pass (the waste cannot be turned over again).</extracomment>
        <translation>Última passada pelo monte.</translation>
    </message>
    <message>
        <source>Klondike, draw %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game (a random deal) was restored. %1 cards turned per draw.</extracomment>
        <translation>Klondike, compra de %1. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game was restored. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, partida %1, compra de %2. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Your game is back where you left it.</source>
        <extracomment>A saved game was loaded while the window is open (a random deal).
----------
At start, when the game saved at the last quit is restored.</extracomment>
        <translation>Sua partida está onde você parou.</translation>
    </message>
    <message>
        <source>Deal %1 is back where you left it.</source>
        <extracomment>A saved game was loaded while the window is open. %1 the deal number.</extracomment>
        <translation>A partida %1 está onde você parou.</translation>
    </message>
    <message>
        <source>Every card in the columns is face up. Press Enter to finish.</source>
        <extracomment>Every card of the columns is face up, cards are left in the stock or the waste: the finish turns them as needed.</extracomment>
        <translation>Todas as cartas das colunas estão viradas para cima. Aperte Enter para terminar.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %2 face down, then %n card(s) from the %3 to the %4.</source>
        <extracomment>D (Say Columns), a column whose face-up cards are one run. %1 column, %2 face-down cards, %n cards in the run, %3 its deepest card, %4 its top card.</extracomment>
        <translation>
            <numerusform>Coluna %1: %2 com a face para baixo, depois %n carta, %3{do} %4{ao}.</numerusform>
            <numerusform>Coluna %1: %2 com a face para baixo, depois %n cartas, %3{do} %4{ao}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) from the %2 to the %3.</source>
        <extracomment>D (Say Columns), a column of one run and no face-down card. %1 column, %n cards in the run, %2 its deepest card, %3 its top card.</extracomment>
        <translation>
            <numerusform>Coluna %1: %n carta, %2{do} %3{ao}.</numerusform>
            <numerusform>Coluna %1: %n cartas, %2{do} %3{ao}.</numerusform>
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
        <translation>As notificações do Orca continuam ligadas: o jogo continua falando.</translation>
    </message>
    <message>
        <source>Orca notifications are off. With Orca 43 or older the game is now silent; turn them on again in this box.</source>
        <extracomment>Said once the player confirmed turning the Orca notifications off.</extracomment>
        <translation>As notificações do Orca estão desligadas. Com o Orca 43 ou anterior o jogo agora fica mudo; ligue-as de novo nesta caixa.</translation>
    </message>
    <message>
        <source>Orca notifications are on: every move is spoken.</source>
        <extracomment>Settings, Orca notifications box: said once it was turned on.</extracomment>
        <translation>As notificações do Orca estão ligadas: cada jogada é falada.</translation>
    </message>
    <message>
        <source>Speak through the screen reader &amp;directly</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: a check box, off by default. On: the game&apos;s sentences go straight to the running screen reader (NVDA, JAWS, VoiceOver, Orca) or speech-dispatcher, with braille where it has it, instead of as accessibility events. &amp; marks the Alt access letter.</extracomment>
        <translation>Falar direto pelo &amp;leitor de tela</translation>
    </message>
    <message>
        <source>No screen reader answered: the game speaks through accessibility events.</source>
        <extracomment>Said once when &quot;Speak through the screen reader directly&quot; is on but no screen reader (nor speech-dispatcher) answers; the game goes on as before, through accessibility events.</extracomment>
        <translation>Nenhum leitor de tela respondeu: o jogo fala pelos eventos de acessibilidade.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings dialog: title of the group of sound switches.</extracomment>
        <translation>Sons</translation>
    </message>
    <message>
        <source>Sound when cards are picked up</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Som ao pegar cartas</translation>
    </message>
    <message>
        <source>Sound when cards are put down</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Som ao soltar cartas</translation>
    </message>
    <message>
        <source>Sound when a move is not allowed</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Som quando uma jogada não é permitida</translation>
    </message>
    <message>
        <source>Sound when a card turns face up</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Som quando uma carta é virada para cima</translation>
    </message>
    <message>
        <source>Sound when the stock is turned</source>
        <extracomment>Settings, Sounds group: a check box (Klondike&apos;s stock turned, Spider&apos;s row dealt).</extracomment>
        <translation>Som ao virar o monte</translation>
    </message>
    <message>
        <source>Sound when the game is won</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Som ao ganhar a partida</translation>
    </message>
    <message>
        <source>No sound can play here: the game was installed without its optional sound package (the README says how to add it). The switches are kept for when it is there.</source>
        <extracomment>Settings, Sounds group: a note under the switches when this copy of the game cannot play sound (its optional sound package is not installed; the README says how to add it).</extracomment>
        <translation>Nenhum som pode tocar aqui: o jogo foi instalado sem o pacote opcional de som (o README explica como adicioná-lo). As opções ficam guardadas para quando ele estiver lá.</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <extracomment>The game&apos;s name (the window title, the Game menu).</extracomment>
        <translation>FreeCell</translation>
    </message>
    <message>
        <source>FreeCell solitaire. Left and Right move between the free cells, the foundations and the eight columns, Up and Down along a column, Space picks up and puts down, Enter plays a card, R says how many cards can move, H gives a hint, F1 lists every key.</source>
        <extracomment>FreeCell: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Paciência FreeCell. Esquerda e Direita passam pelas células livres, as fundações e as oito colunas, Acima e Abaixo percorrem uma coluna, Espaço pega e solta, Enter joga uma carta, R diz quantas cartas podem se mover, H dá uma dica, F1 lista todas as teclas.</translation>
    </message>
    <message>
        <source>the %1</source>
        <extracomment>A foundation&apos;s name inside a sentence, with its article (&quot;Nothing to pick up in the hearts foundation&quot;). %1 = &quot;hearts foundation&quot; and so on. Forms allowed.</extracomment>
        <translation>%1{o}|o:%1{o}|do:%1{do}|ao:%1{ao}|no:%1{no}|pelo:%1{pelo}</translation>
    </message>
    <message>
        <source>column %1</source>
        <extracomment>A tableau column inside a sentence, %1 = 1..7. Forms allowed.</extracomment>
        <translation>coluna %1|o:a coluna %1|do:da coluna %1|ao:à coluna %1|no:na coluna %1|pelo:pela coluna %1</translation>
    </message>
    <message>
        <source>The %1 is back in %2.</source>
        <extracomment>After an undo: where the card is now. %1 card, %2 pile (&quot;column 3&quot;, &quot;the waste&quot;).</extracomment>
        <translation>%1{o} está de volta %2{no}.</translation>
    </message>
    <message>
        <source>%1 to free cell %2.</source>
        <extracomment>FreeCell, after a move of a card to a free cell, speech setting Brief. %1 the card (capitalised), %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>%1 para a célula livre %2.</translation>
    </message>
    <message>
        <source>Moved %1 to free cell %2.</source>
        <extracomment>FreeCell: %1 the card, %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>Moveu %1{o} para a célula livre %2.</translation>
    </message>
    <message>
        <source>Move %1 to its foundation</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;).</extracomment>
        <translation>Mover %1 para a fundação</translation>
    </message>
    <message>
        <source>Move %1 to free cell %2</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;), %2 a free cell&apos;s number.</extracomment>
        <translation>Mover %1 para a célula livre %2</translation>
    </message>
    <message>
        <source>Move %1 to column %2</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;), %2 a column number.</extracomment>
        <translation>Mover %1 para a coluna %2</translation>
    </message>
    <message>
        <source>moved %1 to its foundation</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card.</extracomment>
        <translation>moveu %1{o} para a fundação</translation>
    </message>
    <message>
        <source>moved %1 to free cell %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>moveu %1{o} para a célula livre %2</translation>
    </message>
    <message>
        <source>moved %1 to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, %2 the column number.</extracomment>
        <translation>moveu %1{o} para a coluna %2</translation>
    </message>
    <message>
        <source>the %1 from %2</source>
        <extracomment>FreeCell, M (Say Available Moves): one card that may go to a free cell, an item of the list below (&quot;the king of clubs from column 1&quot;). %1 the card&apos;s name, %2 the pile it is in.</extracomment>
        <translation>%1{o} %2{do}</translation>
    </message>
    <message>
        <source>move one of these to a free cell: %1</source>
        <extracomment>FreeCell, M: the moves to a free cell said as one instruction; %1 the list of the cards that may go (each as the template above), in the locale&apos;s list form.</extracomment>
        <translation>mova uma destas para uma célula livre: %1</translation>
    </message>
    <message>
        <source>move the %1 from %2 to its foundation</source>
        <extracomment>A move as an instruction, in a hint (H) and in the M list. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;).</extracomment>
        <translation>mova %1{o} %2{do} para a fundação</translation>
    </message>
    <message>
        <source>move the %1 from %2 to a free cell</source>
        <extracomment>FreeCell instruction: %1 card, %2 where it is (&quot;column 4&quot;).</extracomment>
        <translation>mova %1{o} %2{do} para uma célula livre</translation>
    </message>
    <message>
        <source>move the %1 from %2 to empty column %3</source>
        <extracomment>A move as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;), %3 column.</extracomment>
        <translation>mova %1{o} %2{do} para a coluna vazia %3</translation>
    </message>
    <message>
        <source>move the %1 from %2 onto the %3 in column %4</source>
        <extracomment>Instruction. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;), %3 the card it goes on, %4 column.</extracomment>
        <translation>mova %1{o} %2{do} para %3{o} na coluna %4</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <extracomment>Golf, a move in M&apos;s list and H&apos;s hint: a column&apos;s top card that fits the waste. %1 the card, %2 the column number.
----------
Focus on a face-up card in a column (brief). %1 card, %2 column number.</extracomment>
        <translation>%1, coluna %2</translation>
    </message>
    <message>
        <source>%1, column %2, card %3 of %4, on top.</source>
        <extracomment>FreeCell focus on a column&apos;s top card: %1 card, %2 column, %3 its place from the bottom, %4 cards in the column.</extracomment>
        <translation>%1, coluna %2, carta %3 de %4, no topo.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, heads a run of %n card(s).</source>
        <extracomment>Focus on a card that heads a run. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards of the run it heads, itself included (what Space picks up; at least 2).</extracomment>
        <translation>
            <numerusform>%1, coluna %2, carta %3 de %4, inicia uma sequência de %n carta.</numerusform>
            <numerusform>%1, coluna %2, carta %3 de %4, inicia uma sequência de %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) out of order.</source>
        <extracomment>FreeCell focus on a card with cards on it that are not a run it heads. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, coluna %2, carta %3 de %4, sob %n carta fora de ordem.</numerusform>
            <numerusform>%1, coluna %2, carta %3 de %4, sob %n cartas fora de ordem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1, empty.</source>
        <extracomment>Focus on an empty column (arrow keys, 1–7), speech setting Brief; also FreeCell and Spider. %1 the column number.</extracomment>
        <translation>Coluna %1, vazia.</translation>
    </message>
    <message>
        <source>Column %1, empty. Any card can go here.</source>
        <extracomment>FreeCell, focus on an empty column: any card may go there. %1 the column number.</extracomment>
        <translation>Coluna %1, vazia. Qualquer carta pode ir aqui.</translation>
    </message>
    <message>
        <source>Free cell %1, empty.</source>
        <extracomment>FreeCell focus on an empty free cell. %1 its number (1–4).</extracomment>
        <translation>Célula livre %1, vazia.</translation>
    </message>
    <message>
        <source>%1, free cell %2.</source>
        <extracomment>FreeCell, focus on a free cell that holds a card. %1 the card in the free cell, %2 the cell&apos;s number.</extracomment>
        <translation>%1, célula livre %2.</translation>
    </message>
    <message>
        <source>There is no card to pick up in %1.</source>
        <extracomment>FreeCell: Space on a pile with no card to pick up. %1 the pile (&quot;free cell 2&quot;, &quot;column 5&quot;).</extracomment>
        <translation>Não há carta para pegar %1{no}.</translation>
    </message>
    <message>
        <source>Free cells: all four empty.</source>
        <extracomment>FreeCell, U (Say Free Cells) when no free cell holds a card.</extracomment>
        <translation>Células livres: as quatro vazias.</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a free cell with no card</comment>
        <extracomment>FreeCell, U (Say Free Cells): one empty cell in the list &quot;Free cells: 6 of spades, empty, empty, 9 of clubs.&quot;</extracomment>
        <translation>vazia</translation>
    </message>
    <message>
        <source>Free cells: %1.</source>
        <extracomment>FreeCell, U (Say Free Cells). %1 the four free cells from the left, each a card or &quot;empty&quot;.</extracomment>
        <translation>Células livres: %1.</translation>
    </message>
    <message>
        <source>Column %1: empty.</source>
        <extracomment>Golf, D (Say Columns): an empty column. %1 the column number.
----------
D (Say Columns), one empty column: %1 its number.</extracomment>
        <translation>Coluna %1: vazia.</translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <extracomment>D (Say Columns), a column with no face-down card: %1 its number, %2 its cards from the deepest to the top, as a list.</extracomment>
        <translation>Coluna %1: %2.</translation>
    </message>
    <message>
        <source>Time %1.</source>
        <extracomment>I (Say Game Info): %1 the time played (&quot;4 minutes 12 seconds&quot;).</extracomment>
        <translation>Tempo %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s).</source>
        <extracomment>I (Say Game Info): %n moves made. Also under the win banner.
----------
The win banner, under &quot;You won in 4 minutes 12 seconds, score 645.&quot;: %n the moves made.</extracomment>
        <translation>
            <numerusform>Jogadas: %n.</numerusform>
            <numerusform>Jogadas: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s) empty.</source>
        <extracomment>FreeCell, I (Say Game Info): %n free cells that hold no card.</extracomment>
        <translation>
            <numerusform>Células livres vazias: %n.</numerusform>
            <numerusform>Células livres vazias: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s).</source>
        <extracomment>FreeCell, I (Say Game Info): %n columns with no card.</extracomment>
        <translation>
            <numerusform>Colunas vazias: %n.</numerusform>
            <numerusform>Colunas vazias: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal.</source>
        <extracomment>After a new deal (F2) of a random deal, speech setting Brief.</extracomment>
        <translation>Nova partida.</translation>
    </message>
    <message>
        <source>Deal %1.</source>
        <extracomment>After a new deal chosen by number (Ctrl+G) or a restart, speech setting Brief. %1 the deal number.</extracomment>
        <translation>Partida %1.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1.</source>
        <extracomment>FreeCell, after a new deal (F2, Ctrl+G). FreeCell: %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, partida %1.</translation>
    </message>
    <message>
        <source>Restarted FreeCell, deal %1.</source>
        <extracomment>FreeCell, after a restart (Ctrl+R). FreeCell: %1 Microsoft&apos;s deal number, dealt again from the start.</extracomment>
        <translation>FreeCell, partida %1 reiniciada.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus and the last game was restored. %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, partida %1. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>FreeCell. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>FreeCell. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>FreeCell. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus, on a deal without a number.</extracomment>
        <translation>FreeCell. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus. %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, partida %1. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Every column is in order. Press Enter to finish.</source>
        <extracomment>FreeCell: every column is in order (each card on a higher one); Enter sends every card up.</extracomment>
        <translation>Todas as colunas estão em ordem. Aperte Enter para terminar.</translation>
    </message>
    <message>
        <source>Every column is in order. Press Enter or click to finish.</source>
        <extracomment>FreeCell: the banner a mouse player sees when every column is in order.</extracomment>
        <translation>Todas as colunas estão em ordem. Aperte Enter ou clique para terminar.</translation>
    </message>
    <message>
        <source>Dead end: the solver has proved that this position cannot be won. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>FreeCell: the solver searched every position reachable from here and none wins.</extracomment>
        <translation>Beco sem saída: o resolvedor provou que esta posição não pode ser ganha. Desfaça para tentar outro caminho, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>Safe cards now go up to the foundations by themselves.</source>
        <extracomment>FreeCell, after Auto-Move Safe Cards (Play menu) was turned on.</extracomment>
        <translation>As cartas seguras agora sobem sozinhas para as fundações.</translation>
    </message>
    <message>
        <source>Safe cards no longer go up by themselves; press A to send them up.</source>
        <extracomment>FreeCell, after Auto-Move Safe Cards (Play menu) was turned off. A is the key of &quot;Move Safe Cards Up&quot;.</extracomment>
        <translation>As cartas seguras não sobem mais sozinhas; aperte A para mandá-las.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;FreeCell&lt;/h2&gt;&lt;p&gt;Every card is dealt face up into eight columns. Build the four foundations up by suit, from the ace to the king; the game is won when all 52 cards are on them.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Only the top card of a column, or a card in a free cell, can move.&lt;/li&gt;&lt;li&gt;In the columns, put a card on one that is one rank higher and of the other colour: a black 8 on a red 9. Any card can go into an empty column.&lt;/li&gt;&lt;li&gt;Each of the four free cells holds one card.&lt;/li&gt;&lt;li&gt;A run built down in alternating colours moves as one when there is room to move it card by card: (empty free cells + 1) × 2 for each empty column (an empty column you move to does not count). The R key tells you how many cards you can move now.&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column, not to a free cell.&lt;/li&gt;&lt;li&gt;A card no other card can need any more goes up to its foundation by itself (Play menu: Auto-Move Safe Cards, on by default); each is its own undo step.&lt;/li&gt;&lt;li&gt;When every column is in order, press Enter and the cards go up by themselves.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Deal numbers are Microsoft&apos;s (1 to 1,000,000): of the first 32,000 only deal 11982 cannot be won. Undo takes back any number of moves; the time never counts against you.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in FreeCell: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;FreeCell&lt;/h2&gt;&lt;p&gt;Todas as cartas são distribuídas viradas para cima em oito colunas. Monte as quatro fundações por naipe, do ás ao rei; a partida é ganha quando as 52 cartas estão nelas.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Só a carta de cima de uma coluna, ou uma carta numa célula livre, pode se mover.&lt;/li&gt;&lt;li&gt;Nas colunas, ponha uma carta sobre outra um valor acima e da outra cor: um 8 preto sobre um 9 vermelho. Qualquer carta pode ir para uma coluna vazia.&lt;/li&gt;&lt;li&gt;Cada uma das quatro células livres guarda uma carta.&lt;/li&gt;&lt;li&gt;Uma sequência descendente em cores alternadas se move de uma vez quando há espaço para movê-la carta por carta: (células livres vazias + 1) × 2 para cada coluna vazia (a coluna vazia de destino não conta). A tecla R diz quantas cartas você pode mover agora.&lt;/li&gt;&lt;li&gt;A carta de cima de uma fundação pode voltar para uma coluna, não para uma célula livre.&lt;/li&gt;&lt;li&gt;Uma carta de que nenhuma outra pode mais precisar sobe sozinha para a fundação (menu Jogar: Subir cartas seguras sozinho, ligado por padrão); cada uma é um passo próprio de desfazer.&lt;/li&gt;&lt;li&gt;Quando todas as colunas estão em ordem, aperte Enter e as cartas sobem sozinhas.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Os números das partidas são os da Microsoft (1 a 1.000.000): das primeiras 32.000, só a partida 11982 não pode ser ganha. Desfazer volta quantas jogadas você quiser; o tempo nunca conta contra você.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of FreeCell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the free cells, the foundations and the eight columns; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;8&lt;/b&gt; go to a column, &lt;b&gt;C&lt;/b&gt; to the free cells (again: the next one).&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; choose how much of the run to take.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down, &lt;b&gt;Enter&lt;/b&gt; sends a card to the best place, &lt;b&gt;X&lt;/b&gt; to a free cell, &lt;b&gt;F&lt;/b&gt; to its foundation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: how many cards you can move now. &lt;b&gt;U&lt;/b&gt;: the free cells. &lt;b&gt;T&lt;/b&gt;: the foundations. &lt;b&gt;D&lt;/b&gt;: the columns. &lt;b&gt;I&lt;/b&gt;: time, moves and whether the deal can still be won. &lt;b&gt;H&lt;/b&gt;: a hint, the first move of a winning line when the solver has found one.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card, or a run, onto another pile.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to the best place: its foundation when that is safe, else onto a card, else a free cell (a run: an empty column).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to its foundation.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in FreeCell: FreeCell&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Teclas do FreeCell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Esquerda&lt;/b&gt; e &lt;b&gt;Direita&lt;/b&gt; passam pelas células livres, as fundações e as oito colunas; &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;8&lt;/b&gt; vão a uma coluna, &lt;b&gt;C&lt;/b&gt; às células livres (de novo: à próxima).&lt;/li&gt;&lt;li&gt;Numa coluna, &lt;b&gt;Acima&lt;/b&gt; e &lt;b&gt;Abaixo&lt;/b&gt; escolhem quanto da sequência pegar.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Espaço&lt;/b&gt; pega e solta, &lt;b&gt;Enter&lt;/b&gt; manda uma carta ao melhor lugar, &lt;b&gt;X&lt;/b&gt; a uma célula livre, &lt;b&gt;F&lt;/b&gt; à fundação.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: quantas cartas você pode mover agora. &lt;b&gt;U&lt;/b&gt;: as células livres. &lt;b&gt;T&lt;/b&gt;: as fundações. &lt;b&gt;D&lt;/b&gt;: as colunas. &lt;b&gt;I&lt;/b&gt;: tempo, jogadas e se a partida ainda pode ser ganha. &lt;b&gt;H&lt;/b&gt;: uma dica, a primeira jogada de um caminho vencedor quando o resolvedor achou um.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Com o mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arraste&lt;/b&gt; uma carta, ou uma sequência, para outra pilha.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Clique&lt;/b&gt; numa carta para mandá-la ao melhor lugar: a fundação quando for seguro, senão sobre uma carta, senão uma célula livre (uma sequência: uma coluna vazia).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Clique duas vezes&lt;/b&gt; numa carta para mandá-la à fundação.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Top row: nothing above %1.</source>
        <extracomment>FreeCell: Up on a free cell or a foundation (the top row): the focus stays. %1 = &quot;free cell 2&quot;, &quot;the hearts foundation&quot; (a FreeCell pile inside a sentence).
----------
Up on a pile of the top row: the focus stays. %1 = &quot;the stock&quot;, &quot;the waste&quot;, &quot;the hearts foundation&quot; (pile_name).</extracomment>
        <translation>Fileira de cima: nada acima %1{do}.</translation>
    </message>
    <message>
        <source>%1 ends here: this card is on top.</source>
        <extracomment>FreeCell and Spider: Down on a column&apos;s top card (the one said &quot;on top&quot;); the focus stays. %1 the column (&quot;column 3&quot;).</extracomment>
        <translation>%1 termina aqui: esta carta está no topo.</translation>
    </message>
    <message>
        <source>The arrow keys move between the piles, 1 to 8 go to a column, C to the free cells. F1 lists the keys.</source>
        <extracomment>FreeCell: Tab pressed on the board (the piles are reached with the arrow keys, the digits and C).</extracomment>
        <translation>As setas passam pelas pilhas, 1 a 8 vão a uma coluna, C às células livres. F1 lista as teclas.</translation>
    </message>
    <message>
        <source>free cell %1</source>
        <extracomment>A FreeCell free cell inside a sentence. %1 its number, 1–4 from the left. Forms allowed.</extracomment>
        <translation>célula livre %1|o:a célula livre %1|do:da célula livre %1|ao:à célula livre %1|no:na célula livre %1|pelo:pela célula livre %1</translation>
    </message>
    <message numerus="yes">
        <source>Can&apos;t move the %1 with the cards on it: %n card(s), but there is room to move %2.</source>
        <extracomment>FreeCell supermove refused. %1 the run&apos;s first card; %n the cards in the run; %2 how many may move at once now.</extracomment>
        <translation>
            <numerusform>Não dá para mover %1{o} com as cartas de cima: %n carta, mas só há espaço para mover %2.</numerusform>
            <numerusform>Não dá para mover %1{o} com as cartas de cima: %n cartas, mas só há espaço para mover %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can move %n card(s) at once onto a card, %1 into an empty column: %2 free cells, %3 empty columns.</source>
        <extracomment>FreeCell &quot;how many cards can I move?&quot;. %n cards onto a card; %1 cards into an empty column; %2 free cells, %3 empty columns.</extracomment>
        <translation>
            <numerusform>Você pode mover %n carta de uma vez sobre uma carta, %1 para uma coluna vazia (células livres: %2, colunas vazias: %3).</numerusform>
            <numerusform>Você pode mover %n cartas de uma vez sobre uma carta, %1 para uma coluna vazia (células livres: %2, colunas vazias: %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: a cell holds one card, and cards lie on it.</source>
        <extracomment>FreeCell: X (To Free Cell) on a card with cards on it. %1 the card.</extracomment>
        <translation>Não dá para pôr %1{o} numa célula livre: uma célula guarda uma carta, e há cartas sobre ela.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in free cell %2: the %3 is there.</source>
        <extracomment>FreeCell: a move to a taken free cell. %1 the card, %2 the cell&apos;s number, %3 the card already in it.</extracomment>
        <translation>Não dá para pôr %1{o} na célula livre %2: %3{o} está lá.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: all four are full.</source>
        <extracomment>FreeCell: a move to a free cell when all four hold a card. %1 the card.</extracomment>
        <translation>Não dá para pôr %1{o} numa célula livre: as quatro estão ocupadas.</translation>
    </message>
    <message>
        <source>The %1 is already in a free cell.</source>
        <extracomment>FreeCell: a move of a card from a free cell to another free cell. %1 the card.</extracomment>
        <translation>%1{o} já está numa célula livre.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: a foundation card may only go back to a column.</source>
        <extracomment>FreeCell: a foundation card sent to a free cell. %1 the card.</extracomment>
        <translation>Não dá para pôr %1{o} numa célula livre: uma carta da fundação só pode voltar para uma coluna.</translation>
    </message>
    <message>
        <source>Golf</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Golf.</extracomment>
        <translation>Golf</translation>
    </message>
    <message>
        <source>Golf, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Golf, partida %1. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Golf. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Golf. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Golf. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Golf. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Golf, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Golf, partida %1. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>New Golf deal.</source>
        <extracomment>Golf, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nova partida de Golf.</translation>
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
        <translation>Golf, partida %1. O descarte mostra %2{o}: serve %3.</translation>
    </message>
    <message>
        <source>an %1</source>
        <extracomment>Golf: an ace or an 8 with its article, inside a sentence (&quot;an 8&quot;, &quot;an ace&quot;). %1 the rank&apos;s name.</extracomment>
        <translation>%1{um}</translation>
    </message>
    <message>
        <source>a %1</source>
        <extracomment>Golf: any other rank with its article, inside a sentence (&quot;a 4&quot;, &quot;a queen&quot;). %1 the rank&apos;s name.</extracomment>
        <translation>%1{um}</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>Golf: the two ranks that go on the waste&apos;s card, inside a sentence (&quot;a 4 or a 6&quot;, &quot;an 8 or a 10&quot;). %1 and %2 each a rank with its article.
----------
Two or more columns a run may go to: %1 the first ones (&quot;2, 6&quot;), %2 the last (&quot;9&quot;).
----------
TriPeaks: the two ranks that go on the waste&apos;s card. %1 and %2 each a rank with its article (&quot;a 7&quot;, &quot;a 9&quot;).</extracomment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>only %1</source>
        <extracomment>Golf: the one rank that goes on an ace or a king, inside a sentence (&quot;only a 2&quot;, &quot;only a queen&quot;). %1 a rank with its article.</extracomment>
        <translation>só %1</translation>
    </message>
    <message>
        <source>%1, column %2, last card, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s last card (nothing under it) that can go on the waste now. %1 the card, %2 the column number.</extracomment>
        <translation>%1, coluna %2, última carta, serve no descarte</translation>
    </message>
    <message>
        <source>%1, column %2, last card, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s last card (nothing under it) that does not fit the waste now. %1 the card, %2 the column number.</extracomment>
        <translation>%1, coluna %2, última carta, não serve no descarte</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that can go on the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, coluna %2, carta de cima, %n embaixo, serve no descarte</numerusform>
            <numerusform>%1, coluna %2, carta de cima, %n embaixo, serve no descarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that does not fit the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, coluna %2, carta de cima, %n embaixo, não serve no descarte</numerusform>
            <numerusform>%1, coluna %2, carta de cima, %n embaixo, não serve no descarte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2, card %3 from the top, under %4</source>
        <extracomment>Golf, the focus on a column card with cards on it (not free). %1 the card, %2 the column number, %3 its place counted from the column&apos;s top card (2: the second from the top), %4 the cards lying on it, the one right on it first, as a list.</extracomment>
        <translation>%1, coluna %2, carta %3 a partir de cima, sob %4{o}</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>Golf, the focus on an empty column (it stays empty). %1 the column number.</extracomment>
        <translation>Coluna %1, vazia</translation>
    </message>
    <message>
        <source>%1, waste, %2 fits</source>
        <extracomment>Golf, the focus on the waste. %1 its top card, %2 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a 2&quot;).</extracomment>
        <translation>%1, descarte, serve %2</translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <extracomment>Golf, the focus on the empty stock (one pass: it stays empty).</extracomment>
        <translation>Monte, vazio</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s) left</source>
        <extracomment>Golf, the focus on the stock. %n how many cards are left in it.</extracomment>
        <translation>
            <numerusform>Monte, resta %n carta</numerusform>
            <numerusform>Monte, restam %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Golf: a column&apos;s accessible name. %1 its number.
----------
Accessible name of a tableau column, %1 = 1..7.</extracomment>
        <translation>Coluna %1</translation>
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
        <translation>Monte</translation>
    </message>
    <message>
        <source>Played %1 on the %2.</source>
        <extracomment>Golf, after a card went from a column onto the waste. %1 the card played, %2 the waste card it went on.</extracomment>
        <translation>Jogou %1{o} sobre %2{o}.</translation>
    </message>
    <message>
        <source>Redone: played %1 on the %2.</source>
        <extracomment>Golf, after redoing a play (Ctrl+Y). %1 the card played again, %2 the waste card it went on.</extracomment>
        <translation>Refeito: jogou %1{o} sobre %2{o}.</translation>
    </message>
    <message>
        <source>Redone: turned the %1.</source>
        <extracomment>Golf, after redoing a draw (Ctrl+Y). %1 the card turned again.</extracomment>
        <translation>Refeito: virou %1{o}.</translation>
    </message>
    <message>
        <source>Column %1 shows the %2.</source>
        <extracomment>Golf, after a play: the column&apos;s new top card (now free). %1 the column number, %2 the card.</extracomment>
        <translation>A coluna %1 mostra %2{o}.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <extracomment>Golf, after a play that took a column&apos;s last card. %1 the column number.</extracomment>
        <translation>A coluna %1 está vazia.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <extracomment>Golf, after a play: what fits the waste now. %1 the ranks (&quot;a 5 or a 7&quot;, &quot;only a queen&quot;).
----------
TriPeaks, after a move: what goes on the waste now. %1 the ranks (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>Próxima: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the columns.</source>
        <extracomment>Golf, after a play: %n how many cards are left in the seven columns.</extracomment>
        <translation>
            <numerusform>Resta %n carta nas colunas.</numerusform>
            <numerusform>Restam %n cartas nas colunas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned the %1: %2 fits.</source>
        <extracomment>Golf, after a draw (N, or a click on the stock). %1 the card turned onto the waste, %2 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a queen&quot;).</extracomment>
        <translation>Virou %1{o}: serve %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n left in the stock.</source>
        <extracomment>Golf, after a draw, and in U and I: %n how many cards are left in the stock.</extracomment>
        <translation>
            <numerusform>Resta %n no monte.</numerusform>
            <numerusform>Restam %n no monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: the %1 is back on column %2. The waste shows the %3.</source>
        <extracomment>Golf, after undoing a play. %1 the card back on its column, %2 the column number, %3 the waste&apos;s card now.</extracomment>
        <translation>Desfeito: %1{o} voltou à coluna %2. O descarte mostra %3{o}.</translation>
    </message>
    <message>
        <source>Undone: the %1 is back on the stock. The waste shows the %2.</source>
        <extracomment>Golf, after undoing a draw. %1 the card back on the stock, %2 the waste&apos;s card now.</extracomment>
        <translation>Desfeito: %1{o} voltou ao monte. O descarte mostra %2{o}.</translation>
    </message>
    <message>
        <source>Play %1 from column %2</source>
        <extracomment>Golf: a play in the Edit menu&apos;s undo history. %1 the card, %2 the column it came from.</extracomment>
        <translation>Jogar %1{o} da coluna %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>Golf: a draw in the Edit menu&apos;s undo history. %1 the card turned.</extracomment>
        <translation>Virar %1{o}</translation>
    </message>
    <message numerus="yes">
        <source>You won in %1! All the columns are cleared, %n card(s) left in the stock: score minus %n.</source>
        <extracomment>Golf, the win (the last column emptied). %1 the time played, %n the cards left in the stock (the score is minus that number).</extracomment>
        <translation>
            <numerusform>Você ganhou em %1! Todas as colunas limpas, resta %n carta no monte: pontuação menos %n.</numerusform>
            <numerusform>Você ganhou em %1! Todas as colunas limpas, restam %n cartas no monte: pontuação menos %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>No moves left: no top card fits the waste, and no draw can help. Score %1. Undo, or press F2 for a new deal.</source>
        <extracomment>Golf, said after a move when no column card fits the waste or any card left in the stock. %1 the cards left in the columns (the score).</extracomment>
        <translation>Sem jogadas: nenhuma carta de cima serve no descarte, e comprar não ajuda. Pontuação %1. Desfaça, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>The %1 doesn&apos;t fit the %2: it needs %3.</source>
        <extracomment>Golf, refused: a card one rank away from the waste&apos;s card goes on it. %1 the card, %2 the waste&apos;s card, %3 the ranks that fit (&quot;a 4 or a 6&quot;).
----------
TriPeaks, a card refused on the waste. %1 the card, %2 the waste&apos;s card, %3 the ranks that fit (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>%1{o} não serve sobre %2{o}: precisa de %3.</translation>
    </message>
    <message>
        <source>No wrapping: only a 2 goes on an ace.</source>
        <extracomment>Golf, refused: a king on an ace (ranks do not wrap around).</extracomment>
        <translation>Sem volta: sobre um ás só vai um 2.</translation>
    </message>
    <message>
        <source>Only a queen goes on a king.</source>
        <extracomment>Golf, refused: an ace on a king.</extracomment>
        <translation>Sobre um rei só vai uma dama.</translation>
    </message>
    <message>
        <source>Only the top card of a column can be played: the %1 is under the %2.</source>
        <extracomment>Golf, refused: a card with cards on it. %1 the card, %2 the card lying right on it.</extracomment>
        <translation>Só a carta de cima de uma coluna pode ser jogada: %1{o} está sob %2{o}.</translation>
    </message>
    <message>
        <source>The %1 is already on the waste.</source>
        <extracomment>Golf, refused: the card is already on the waste. %1 the card.</extracomment>
        <translation>%1{o} já está no descarte.</translation>
    </message>
    <message>
        <source>The %1 is still in the stock: N turns the next card.</source>
        <extracomment>Golf, refused: a card still in the stock. %1 the card.</extracomment>
        <translation>%1{o} ainda está no monte: N vira a próxima carta.</translation>
    </message>
    <message>
        <source>Nothing goes on a column: the %1 can only go onto the waste.</source>
        <extracomment>Golf, refused: a held card put down on a column (nothing is ever placed on a column). %1 the card.</extracomment>
        <translation>Nada vai sobre uma coluna: %1{o} só pode ir para o descarte.</translation>
    </message>
    <message>
        <source>The stock takes no card: the %1 can only go onto the waste.</source>
        <extracomment>Golf, refused: a held card put down on the stock (cards only leave it). %1 the card.</extracomment>
        <translation>O monte não recebe cartas: %1{o} só pode ir para o descarte.</translation>
    </message>
    <message>
        <source>The waste&apos;s card stays: play a column&apos;s top card onto it.</source>
        <extracomment>Golf, Space on the waste: its card is the target of every play, it is never picked up.</extracomment>
        <translation>A carta do descarte fica: jogue sobre ela a carta de cima de uma coluna.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <extracomment>Golf, refused: a draw from the empty stock (one pass, no recycling).
----------
Spider, U (Say Stock) and I (Say Game Info) when no row is left to deal; also after R.
----------
TriPeaks, a draw with an empty stock (one pass: it is not turned over).</extracomment>
        <translation>O monte está vazio.</translation>
    </message>
    <message>
        <source>The deal is won: no move after a win.</source>
        <extracomment>Golf, refused: a move after the win.</extracomment>
        <translation>A partida está ganha: sem jogadas depois da vitória.</translation>
    </message>
    <message>
        <source>Bottom of column %1.</source>
        <extracomment>Golf, Up on a column&apos;s bottom card (the focus stays). %1 the column number.</extracomment>
        <translation>Fundo da coluna %1.</translation>
    </message>
    <message>
        <source>Nothing below the waste and the stock.</source>
        <extracomment>Golf, Down on the waste or the stock (the focus stays).</extracomment>
        <translation>Nada abaixo do descarte e do monte.</translation>
    </message>
    <message numerus="yes">
        <source>draw, %n left in the stock</source>
        <extracomment>Golf, H&apos;s hint or M&apos;s list: draw a card. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>compre, resta %n no monte</numerusform>
            <numerusform>compre, restam %n no monte</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing fits, and the stock is empty.</source>
        <extracomment>Golf, M when no top card fits the waste and the stock is empty.
----------
TriPeaks, M when no free card fits the waste and the stock is empty.</extracomment>
        <translation>Nada serve, e o monte está vazio.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing fits: draw, %n left in the stock.</source>
        <extracomment>Golf, M when no top card fits the waste. %n the cards left in the stock.
----------
TriPeaks, M when no free card fits the waste. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Nada serve: compre, resta %n no monte.</numerusform>
            <numerusform>Nada serve: compre, restam %n no monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fits the waste: %1.</source>
        <extracomment>Golf, M: the top cards that fit the waste now. %1 the list (&quot;7 of hearts, column 3; 5 of diamonds, column 6&quot;).
----------
TriPeaks, M: the free cards that fit the waste; the stock is empty. %1 the cards with their rows (&quot;9 of clubs, row 4; 7 of diamonds, row 3&quot;).</extracomment>
        <translation>Servem no descarte: %1.</translation>
    </message>
    <message>
        <source>Column %1, from the top: %2.</source>
        <extracomment>Golf, D (Say Columns): one column, from its top card down. %1 the column number, %2 its cards as a list.</extracomment>
        <translation>Coluna %1, de cima para baixo: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: the %1, %2 fits. %n card(s) left in the stock.</source>
        <extracomment>Golf, U (Say Waste and Stock). %1 the waste&apos;s card, %2 the ranks that fit it, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Descarte: %1, serve %2. Resta %n carta no monte.</numerusform>
            <numerusform>Descarte: %1, serve %2. Restam %n cartas no monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in column %2, card %3 from the top.</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card in a column. %1 the card, %2 the column, %3 its place from the top (1: the top card).</extracomment>
        <translation>%1{o} está na coluna %2, carta %3 a partir de cima.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 is on the waste, under %n card(s).</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card on the waste. %1 the card, %n how many cards lie on it.</extracomment>
        <translation>
            <numerusform>%1{o} está no descarte, sob %n carta.</numerusform>
            <numerusform>%1{o} está no descarte, sob %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in the stock.</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card still in the stock (where in the stock is not said: its order is hidden). %1 the card.</extracomment>
        <translation>%1{o} está no monte.</translation>
    </message>
    <message numerus="yes">
        <source>Score %1 strokes, %n card(s) left in the stock, time %2.</source>
        <extracomment>Golf, I (Say Game Info), before whether the deal can still be won. %1 the score in strokes (the cards left in the columns; minus the stock left once won), %2 the time played, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>Pontuação: %1 tacadas, resta %n carta no monte, tempo %2.</numerusform>
            <numerusform>Pontuação: %1 tacadas, restam %n cartas no monte, tempo %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left and Right move between the seven columns, the waste and the stock, 1 to 7 go to a column&apos;s top card, Up and Down along a column. Enter plays the card onto the waste; Space picks it up, to play it with Enter from anywhere, and Escape puts it back. N draws, M says what fits. F1 lists the keys.</source>
        <extracomment>Golf: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Esquerda e Direita passam pelas sete colunas, o descarte e o monte, 1 a 7 vão à carta de cima de uma coluna, Acima e Abaixo percorrem uma coluna. Enter joga a carta no descarte; Espaço a pega, para jogá-la com Enter de qualquer lugar, e Escape a devolve. N compra, M diz o que serve. F1 lista as teclas.</translation>
    </message>
    <message>
        <source>Golf solitaire. Left and Right move between the columns, the waste and the stock, Up and Down along a column, Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>Golf: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Paciência Golf. Esquerda e Direita passam pelas colunas, o descarte e o monte, Acima e Abaixo percorrem uma coluna, Enter joga uma carta no descarte, N compra, H dá uma dica, F1 lista todas as teclas.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five face-up cards, a stock of 16 and a waste. Clear the columns: every card goes onto the waste.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A column&apos;s top card goes onto the waste when it is one rank above or below the waste&apos;s card, whatever the suit: on a 7, a 6 or an 8. No wrapping: on an ace only a 2, on a king only a queen.&lt;/li&gt;&lt;li&gt;Draw the stock&apos;s next card onto the waste at any time; one pass, no recycling.&lt;/li&gt;&lt;li&gt;Nothing is ever put on a column; an empty column stays empty.&lt;/li&gt;&lt;li&gt;The score is in strokes, lower is better: the cards left in the columns; a won deal scores minus the cards left in the stock.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Keys of Golf&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the seven columns, the waste and the stock; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; go to a column&apos;s top card, &lt;b&gt;P&lt;/b&gt; to the waste.&lt;/li&gt;&lt;li&gt;In a column you start on the top card, the one that can be played: &lt;b&gt;Up&lt;/b&gt; goes to the cards under it, &lt;b&gt;Down&lt;/b&gt; back to the top, and from the top card to the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the card you are on onto the waste (on the stock: draws); &lt;b&gt;Space&lt;/b&gt; picks a top card up and, on the waste (&lt;b&gt;P&lt;/b&gt;), puts it down; &lt;b&gt;N&lt;/b&gt; draws. With the mouse, click a card or drag it onto the waste; click the stock to draw.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; says the top cards that fit the waste, &lt;b&gt;H&lt;/b&gt; gives a hint, &lt;b&gt;D&lt;/b&gt; reads the columns from the top card down, &lt;b&gt;U&lt;/b&gt; the waste and the stock, &lt;b&gt;I&lt;/b&gt; the score, the stock and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Golf: the rules and the keys (HTML; keep the tags, translate the text; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Sete colunas de cinco cartas viradas para cima, um monte de 16 e um descarte. Limpe as colunas: todas as cartas vão para o descarte.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A carta de cima de uma coluna vai para o descarte quando está um valor acima ou abaixo da carta do descarte, seja qual for o naipe: sobre um 7, um 6 ou um 8. Sem volta: sobre um ás só um 2, sobre um rei só uma dama.&lt;/li&gt;&lt;li&gt;Compre a próxima carta do monte para o descarte a qualquer momento; uma só passada, sem reciclar.&lt;/li&gt;&lt;li&gt;Nunca se põe nada sobre uma coluna; uma coluna vazia continua vazia.&lt;/li&gt;&lt;li&gt;A pontuação é em tacadas, quanto menos melhor: as cartas que restam nas colunas; uma partida ganha marca menos as cartas que restam no monte.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Teclas do Golf&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Esquerda&lt;/b&gt; e &lt;b&gt;Direita&lt;/b&gt; passam pelas sete colunas, o descarte e o monte; &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;7&lt;/b&gt; vão à carta de cima de uma coluna, &lt;b&gt;P&lt;/b&gt; ao descarte.&lt;/li&gt;&lt;li&gt;Numa coluna você começa na carta de cima, a que pode ser jogada: &lt;b&gt;Acima&lt;/b&gt; vai às cartas embaixo dela, &lt;b&gt;Abaixo&lt;/b&gt; volta ao topo, e da carta de cima ao descarte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; joga a carta em que você está no descarte (no monte: compra); &lt;b&gt;Espaço&lt;/b&gt; pega uma carta de cima e, no descarte (&lt;b&gt;P&lt;/b&gt;), a solta; &lt;b&gt;N&lt;/b&gt; compra. Com o mouse, clique numa carta ou arraste-a para o descarte; clique no monte para comprar.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; diz as cartas de cima que servem no descarte, &lt;b&gt;H&lt;/b&gt; dá uma dica, &lt;b&gt;D&lt;/b&gt; lê as colunas da carta de cima para baixo, &lt;b&gt;U&lt;/b&gt; o descarte e o monte, &lt;b&gt;I&lt;/b&gt; a pontuação, o monte e se a partida ainda pode ser ganha.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Keys and Rules</source>
        <extracomment>Help menu, Keys and Rules (F1): the dialog&apos;s title and accessible name.</extracomment>
        <translation>Teclas e regras</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>F1, Keys tab: the heading of the Game menu&apos;s commands in the list (no access letter).</extracomment>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Edit</source>
        <extracomment>F1, Keys tab: the heading of the Edit menu&apos;s commands in the list.</extracomment>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>F1, Keys tab: the heading of the Play menu&apos;s commands in the list.</extracomment>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Ask</source>
        <extracomment>F1, Keys tab: the heading of the Say menu&apos;s commands (those that speak the game&apos;s state).</extracomment>
        <translation>Dizer</translation>
    </message>
    <message>
        <source>View</source>
        <extracomment>F1, Keys tab: the heading of the View menu&apos;s commands in the list.</extracomment>
        <translation>Exibir</translation>
    </message>
    <message>
        <source>Help</source>
        <extracomment>F1, Keys tab: the heading of the Help menu&apos;s commands in the list.</extracomment>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>no key</source>
        <extracomment>F1, Keys tab, and Change Keys: the keys of a command that has none. Shown when a command has no key.</extracomment>
        <translation>sem tecla</translation>
    </message>
    <message>
        <source>Every command and its keys. Use Up and Down to read the list; Left and Right close and open a group.</source>
        <extracomment>F1, Keys tab: the line above the list of commands (a tree: groups by menu).</extracomment>
        <translation>Todos os comandos e suas teclas. Use Acima e Abaixo para ler a lista; Esquerda e Direita fecham e abrem um grupo.</translation>
    </message>
    <message>
        <source>Mouse play is explained on the Rules page.</source>
        <extracomment>F1, Keys tab: after the line above the list of commands.</extracomment>
        <translation>O jogo com o mouse é explicado na página Regras.</translation>
    </message>
    <message>
        <source>Commands and keys</source>
        <extracomment>F1, Keys tab: accessible name of the list of commands.</extracomment>
        <translation>Comandos e teclas</translation>
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
        <translation>O que faz</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>F1, the Rules tab: the accessible name of the rules text (read by a screen reader on entering it).</extracomment>
        <translation>Regras</translation>
    </message>
    <message>
        <source>The rules of Klondike, then how to play with the mouse. Read it line by line.</source>
        <extracomment>F1, Rules tab in Klondike: accessible description of the rules text.</extracomment>
        <translation>As regras do Klondike, depois como jogar com o mouse. Leia linha por linha.</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <extracomment>F1: the tab with the list of commands and keys. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Teclas</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <extracomment>F1: the tab with the game&apos;s rules. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;Change Keys…</source>
        <extracomment>F1, Keys tab: the button that opens the Change Keys dialog. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Mudar teclas…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;Build the four foundations up by suit, from the ace to the king. The game is won when all 52 cards are on the foundations.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;In the seven columns, put a card on one that is one rank higher and of the other colour: a black 8 on a red 9. A run built like that moves as one.&lt;/li&gt;&lt;li&gt;Only a king, or a run headed by a king, goes into an empty column.&lt;/li&gt;&lt;li&gt;A face-down card at the top of a column turns face up by itself.&lt;/li&gt;&lt;li&gt;Turn cards from the stock onto the waste; only the top card of the waste can be played. When the stock is empty, turn the waste over to go through it again (as often as the rules you chose allow).&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column.&lt;/li&gt;&lt;li&gt;When every card in the columns is face up, press Enter and the cards go up by themselves, turning the stock as they need to.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Scoring (standard): 10 for each card to a foundation, 5 for a card from the waste to a column, 5 for each card turned face up, minus 15 for a card taken back from a foundation. Undo takes back any number of moves; the time never counts against you.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in Klondike: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;Monte as quatro fundações por naipe, do ás ao rei. A partida é ganha quando as 52 cartas estão nas fundações.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Nas sete colunas, ponha uma carta sobre outra um valor acima e da outra cor: um 8 preto sobre um 9 vermelho. Uma sequência montada assim se move de uma vez.&lt;/li&gt;&lt;li&gt;Só um rei, ou uma sequência começada por um rei, vai para uma coluna vazia.&lt;/li&gt;&lt;li&gt;Uma carta virada para baixo no topo de uma coluna se vira para cima sozinha.&lt;/li&gt;&lt;li&gt;Vire cartas do monte para o descarte; só a carta de cima do descarte pode ser jogada. Quando o monte acabar, desvire o descarte para passar por ele de novo (quantas vezes as regras escolhidas permitirem).&lt;/li&gt;&lt;li&gt;A carta de cima de uma fundação pode voltar para uma coluna.&lt;/li&gt;&lt;li&gt;Quando todas as cartas das colunas estiverem viradas para cima, aperte Enter e as cartas sobem sozinhas, virando o monte quando preciso.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Pontuação (padrão): 10 por carta para uma fundação, 5 por carta do descarte para uma coluna, 5 por carta virada para cima, menos 15 por carta tirada de uma fundação. Desfazer volta quantas jogadas você quiser; o tempo nunca conta contra você.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a face-up card onto another pile to move it there, with the cards on it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it, with the cards on it, to the best place it can go: its foundation when that is safe, else a column, preferring a move that turns up a face-down card.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to its foundation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click the stock&lt;/b&gt; to turn cards; when it is empty, click it to turn the waste over.&lt;/li&gt;&lt;li&gt;When every card is face up, click anywhere to finish.&lt;/li&gt;&lt;li&gt;Hold Ctrl and turn the mouse wheel to make the cards larger or smaller.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Klondike: playing with the mouse, after the rules (HTML; keep the tags).</extracomment>
        <translation>&lt;h2&gt;Com o mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arraste&lt;/b&gt; uma carta virada para cima para outra pilha para movê-la até lá, com as cartas de cima.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Clique&lt;/b&gt; numa carta para mandá-la, com as cartas de cima, ao melhor lugar possível: a fundação quando for seguro, senão uma coluna, de preferência numa jogada que revele uma carta virada para baixo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Clique duas vezes&lt;/b&gt; numa carta para mandá-la à fundação.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Clique no monte&lt;/b&gt; para virar cartas; quando ele estiver vazio, clique nele para desvirar o descarte.&lt;/li&gt;&lt;li&gt;Quando todas as cartas estiverem viradas para cima, clique em qualquer lugar para terminar.&lt;/li&gt;&lt;li&gt;Segure Ctrl e gire a roda do mouse para aumentar ou diminuir as cartas.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Change Keys</source>
        <extracomment>F1, Change Keys…: the dialog&apos;s title.</extracomment>
        <translation>Mudar teclas</translation>
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
        <translation>Nova &amp;tecla:</translation>
    </message>
    <message>
        <source>New key: press the keys</source>
        <extracomment>Change Keys dialog: accessible name of the field where the new key is pressed.</extracomment>
        <translation>Nova tecla: aperte as teclas</translation>
    </message>
    <message>
        <source>&amp;Assign</source>
        <extracomment>Change Keys dialog: the button that gives the pressed key to the chosen command. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Atribuir</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <extracomment>Change Keys dialog: the button that gives the chosen command its usual keys again. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Padrão</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Change Keys dialog: accessible name of the line that reports what a button did.</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Choose a command, then press the new key in the key field.</source>
        <extracomment>Change Keys dialog: Assign pressed with no command chosen or no key pressed.</extracomment>
        <translation>Escolha um comando, depois aperte a nova tecla no campo de tecla.</translation>
    </message>
    <message>
        <source>That key is already used by %1.</source>
        <extracomment>Change Keys dialog, after Assign with a key another command has. %1 the command that already has the key.</extracomment>
        <translation>Essa tecla já é usada por %1.</translation>
    </message>
    <message>
        <source>%1 now uses %2.</source>
        <extracomment>Change Keys dialog, after Assign. %1 a command, %2 its new key.</extracomment>
        <translation>%1 agora usa %2.</translation>
    </message>
    <message>
        <source>%1 has its default keys again.</source>
        <extracomment>Change Keys dialog, after Default: %1 the command (&quot;Undo&quot;).</extracomment>
        <translation>%1 voltou às teclas padrão.</translation>
    </message>
    <message>
        <source>Only in %1: %2</source>
        <extracomment>F1, a command of other games than the one in play: %1 the games&apos; names as a list in the language&apos;s own way (&quot;Klondike and FreeCell&quot;), %2 what the command does.</extracomment>
        <translation>Só em %1: %2</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>ás de paus|o:o ás de paus|do:do ás de paus|ao:ao ás de paus|no:no ás de paus|pelo:pelo ás de paus</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>2 de paus|o:o 2 de paus|do:do 2 de paus|ao:ao 2 de paus|no:no 2 de paus|pelo:pelo 2 de paus</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>3 de paus|o:o 3 de paus|do:do 3 de paus|ao:ao 3 de paus|no:no 3 de paus|pelo:pelo 3 de paus</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>4 de paus|o:o 4 de paus|do:do 4 de paus|ao:ao 4 de paus|no:no 4 de paus|pelo:pelo 4 de paus</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>5 de paus|o:o 5 de paus|do:do 5 de paus|ao:ao 5 de paus|no:no 5 de paus|pelo:pelo 5 de paus</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>6 de paus|o:o 6 de paus|do:do 6 de paus|ao:ao 6 de paus|no:no 6 de paus|pelo:pelo 6 de paus</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>7 de paus|o:o 7 de paus|do:do 7 de paus|ao:ao 7 de paus|no:no 7 de paus|pelo:pelo 7 de paus</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>8 de paus|o:o 8 de paus|do:do 8 de paus|ao:ao 8 de paus|no:no 8 de paus|pelo:pelo 8 de paus</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>9 de paus|o:o 9 de paus|do:do 9 de paus|ao:ao 9 de paus|no:no 9 de paus|pelo:pelo 9 de paus</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>10 de paus|o:o 10 de paus|do:do 10 de paus|ao:ao 10 de paus|no:no 10 de paus|pelo:pelo 10 de paus</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>valete de paus|o:o valete de paus|do:do valete de paus|ao:ao valete de paus|no:no valete de paus|pelo:pelo valete de paus</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dama de paus|o:a dama de paus|do:da dama de paus|ao:à dama de paus|no:na dama de paus|pelo:pela dama de paus</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>rei de paus|o:o rei de paus|do:do rei de paus|ao:ao rei de paus|no:no rei de paus|pelo:pelo rei de paus</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>ás de ouros|o:o ás de ouros|do:do ás de ouros|ao:ao ás de ouros|no:no ás de ouros|pelo:pelo ás de ouros</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>2 de ouros|o:o 2 de ouros|do:do 2 de ouros|ao:ao 2 de ouros|no:no 2 de ouros|pelo:pelo 2 de ouros</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>3 de ouros|o:o 3 de ouros|do:do 3 de ouros|ao:ao 3 de ouros|no:no 3 de ouros|pelo:pelo 3 de ouros</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>4 de ouros|o:o 4 de ouros|do:do 4 de ouros|ao:ao 4 de ouros|no:no 4 de ouros|pelo:pelo 4 de ouros</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>5 de ouros|o:o 5 de ouros|do:do 5 de ouros|ao:ao 5 de ouros|no:no 5 de ouros|pelo:pelo 5 de ouros</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>6 de ouros|o:o 6 de ouros|do:do 6 de ouros|ao:ao 6 de ouros|no:no 6 de ouros|pelo:pelo 6 de ouros</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>7 de ouros|o:o 7 de ouros|do:do 7 de ouros|ao:ao 7 de ouros|no:no 7 de ouros|pelo:pelo 7 de ouros</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>8 de ouros|o:o 8 de ouros|do:do 8 de ouros|ao:ao 8 de ouros|no:no 8 de ouros|pelo:pelo 8 de ouros</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>9 de ouros|o:o 9 de ouros|do:do 9 de ouros|ao:ao 9 de ouros|no:no 9 de ouros|pelo:pelo 9 de ouros</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>10 de ouros|o:o 10 de ouros|do:do 10 de ouros|ao:ao 10 de ouros|no:no 10 de ouros|pelo:pelo 10 de ouros</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>valete de ouros|o:o valete de ouros|do:do valete de ouros|ao:ao valete de ouros|no:no valete de ouros|pelo:pelo valete de ouros</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dama de ouros|o:a dama de ouros|do:da dama de ouros|ao:à dama de ouros|no:na dama de ouros|pelo:pela dama de ouros</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>rei de ouros|o:o rei de ouros|do:do rei de ouros|ao:ao rei de ouros|no:no rei de ouros|pelo:pelo rei de ouros</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>ás de espadas|o:o ás de espadas|do:do ás de espadas|ao:ao ás de espadas|no:no ás de espadas|pelo:pelo ás de espadas</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>2 de espadas|o:o 2 de espadas|do:do 2 de espadas|ao:ao 2 de espadas|no:no 2 de espadas|pelo:pelo 2 de espadas</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>3 de espadas|o:o 3 de espadas|do:do 3 de espadas|ao:ao 3 de espadas|no:no 3 de espadas|pelo:pelo 3 de espadas</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>4 de espadas|o:o 4 de espadas|do:do 4 de espadas|ao:ao 4 de espadas|no:no 4 de espadas|pelo:pelo 4 de espadas</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>5 de espadas|o:o 5 de espadas|do:do 5 de espadas|ao:ao 5 de espadas|no:no 5 de espadas|pelo:pelo 5 de espadas</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>6 de espadas|o:o 6 de espadas|do:do 6 de espadas|ao:ao 6 de espadas|no:no 6 de espadas|pelo:pelo 6 de espadas</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>7 de espadas|o:o 7 de espadas|do:do 7 de espadas|ao:ao 7 de espadas|no:no 7 de espadas|pelo:pelo 7 de espadas</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>8 de espadas|o:o 8 de espadas|do:do 8 de espadas|ao:ao 8 de espadas|no:no 8 de espadas|pelo:pelo 8 de espadas</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>9 de espadas|o:o 9 de espadas|do:do 9 de espadas|ao:ao 9 de espadas|no:no 9 de espadas|pelo:pelo 9 de espadas</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>10 de espadas|o:o 10 de espadas|do:do 10 de espadas|ao:ao 10 de espadas|no:no 10 de espadas|pelo:pelo 10 de espadas</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>valete de espadas|o:o valete de espadas|do:do valete de espadas|ao:ao valete de espadas|no:no valete de espadas|pelo:pelo valete de espadas</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dama de espadas|o:a dama de espadas|do:da dama de espadas|ao:à dama de espadas|no:na dama de espadas|pelo:pela dama de espadas</translation>
    </message>
    <message>
        <source>king of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>rei de espadas|o:o rei de espadas|do:do rei de espadas|ao:ao rei de espadas|no:no rei de espadas|pelo:pelo rei de espadas</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>ás de copas|o:o ás de copas|do:do ás de copas|ao:ao ás de copas|no:no ás de copas|pelo:pelo ás de copas</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>2 de copas|o:o 2 de copas|do:do 2 de copas|ao:ao 2 de copas|no:no 2 de copas|pelo:pelo 2 de copas</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>3 de copas|o:o 3 de copas|do:do 3 de copas|ao:ao 3 de copas|no:no 3 de copas|pelo:pelo 3 de copas</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>4 de copas|o:o 4 de copas|do:do 4 de copas|ao:ao 4 de copas|no:no 4 de copas|pelo:pelo 4 de copas</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>5 de copas|o:o 5 de copas|do:do 5 de copas|ao:ao 5 de copas|no:no 5 de copas|pelo:pelo 5 de copas</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>6 de copas|o:o 6 de copas|do:do 6 de copas|ao:ao 6 de copas|no:no 6 de copas|pelo:pelo 6 de copas</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>7 de copas|o:o 7 de copas|do:do 7 de copas|ao:ao 7 de copas|no:no 7 de copas|pelo:pelo 7 de copas</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>8 de copas|o:o 8 de copas|do:do 8 de copas|ao:ao 8 de copas|no:no 8 de copas|pelo:pelo 8 de copas</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>9 de copas|o:o 9 de copas|do:do 9 de copas|ao:ao 9 de copas|no:no 9 de copas|pelo:pelo 9 de copas</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>10 de copas|o:o 10 de copas|do:do 10 de copas|ao:ao 10 de copas|no:no 10 de copas|pelo:pelo 10 de copas</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>valete de copas|o:o valete de copas|do:do valete de copas|ao:ao valete de copas|no:no valete de copas|pelo:pelo valete de copas</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dama de copas|o:a dama de copas|do:da dama de copas|ao:à dama de copas|no:na dama de copas|pelo:pela dama de copas</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>rei de copas|o:o rei de copas|do:do rei de copas|ao:ao rei de copas|no:no rei de copas|pelo:pelo rei de copas</translation>
    </message>
    <message>
        <source>ace</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>ás|um:um ás|o:o ás|do:do ás|ao:ao ás|no:no ás|pelo:pelo ás</translation>
    </message>
    <message>
        <source>2</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>2|um:um 2|o:o 2|do:do 2|ao:ao 2|no:no 2|pelo:pelo 2</translation>
    </message>
    <message>
        <source>3</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>3|um:um 3|o:o 3|do:do 3|ao:ao 3|no:no 3|pelo:pelo 3</translation>
    </message>
    <message>
        <source>4</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>4|um:um 4|o:o 4|do:do 4|ao:ao 4|no:no 4|pelo:pelo 4</translation>
    </message>
    <message>
        <source>5</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>5|um:um 5|o:o 5|do:do 5|ao:ao 5|no:no 5|pelo:pelo 5</translation>
    </message>
    <message>
        <source>6</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>6|um:um 6|o:o 6|do:do 6|ao:ao 6|no:no 6|pelo:pelo 6</translation>
    </message>
    <message>
        <source>7</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>7|um:um 7|o:o 7|do:do 7|ao:ao 7|no:no 7|pelo:pelo 7</translation>
    </message>
    <message>
        <source>8</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>8|um:um 8|o:o 8|do:do 8|ao:ao 8|no:no 8|pelo:pelo 8</translation>
    </message>
    <message>
        <source>9</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>9|um:um 9|o:o 9|do:do 9|ao:ao 9|no:no 9|pelo:pelo 9</translation>
    </message>
    <message>
        <source>10</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>10|um:um 10|o:o 10|do:do 10|ao:ao 10|no:no 10|pelo:pelo 10</translation>
    </message>
    <message>
        <source>jack</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>valete|um:um valete|o:o valete|do:do valete|ao:ao valete|no:no valete|pelo:pelo valete</translation>
    </message>
    <message>
        <source>queen</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>dama|um:uma dama|o:a dama|do:da dama|ao:à dama|no:na dama|pelo:pela dama</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>rei|um:um rei|o:o rei|do:do rei|ao:ao rei|no:no rei|pelo:pelo rei</translation>
    </message>
    <message>
        <source>clubs</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only clubs&quot;. Forms allowed.</extracomment>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only diamonds&quot;. Forms allowed.</extracomment>
        <translation>ouros</translation>
    </message>
    <message>
        <source>spades</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only spades&quot;. Forms allowed.</extracomment>
        <translation>espadas</translation>
    </message>
    <message>
        <source>hearts</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only hearts&quot;. Forms allowed.</extracomment>
        <translation>copas</translation>
    </message>
    <message>
        <source>clubs foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the clubs foundation&quot;); capitalised as its accessible name (&quot;Clubs foundation&quot;). Forms allowed.</extracomment>
        <translation>fundação de paus|o:a fundação de paus|do:da fundação de paus|ao:à fundação de paus|no:na fundação de paus|pelo:pela fundação de paus</translation>
    </message>
    <message>
        <source>diamonds foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the diamonds foundation&quot;); capitalised as its accessible name (&quot;Diamonds foundation&quot;). Forms allowed.</extracomment>
        <translation>fundação de ouros|o:a fundação de ouros|do:da fundação de ouros|ao:à fundação de ouros|no:na fundação de ouros|pelo:pela fundação de ouros</translation>
    </message>
    <message>
        <source>spades foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the spades foundation&quot;); capitalised as its accessible name (&quot;Spades foundation&quot;). Forms allowed.</extracomment>
        <translation>fundação de espadas|o:a fundação de espadas|do:da fundação de espadas|ao:à fundação de espadas|no:na fundação de espadas|pelo:pela fundação de espadas</translation>
    </message>
    <message>
        <source>hearts foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the hearts foundation&quot;); capitalised as its accessible name (&quot;Hearts foundation&quot;). Forms allowed.</extracomment>
        <translation>fundação de copas|o:a fundação de copas|do:da fundação de copas|ao:à fundação de copas|no:na fundação de copas|pelo:pela fundação de copas</translation>
    </message>
    <message>
        <source>face-down card</source>
        <extracomment>Accessible name of a card whose face the player cannot see; also said on focus. Forms allowed.</extracomment>
        <translation>carta virada para baixo|o:a carta virada para baixo|do:da carta virada para baixo|ao:à carta virada para baixo|no:na carta virada para baixo|pelo:pela carta virada para baixo</translation>
    </message>
    <message>
        <source>the waste</source>
        <extracomment>A pile&apos;s name inside a sentence (&quot;Nothing to pick up in the waste.&quot;), with its article. Forms allowed.</extracomment>
        <translation>o descarte|o:o descarte|do:do descarte|ao:ao descarte|no:no descarte|pelo:pelo descarte</translation>
    </message>
    <message>
        <source>the stock</source>
        <extracomment>A pile&apos;s name inside a sentence (&quot;Nothing to pick up in the stock.&quot;), with its article. Forms allowed.</extracomment>
        <translation>o monte|o:o monte|do:do monte|ao:ao monte|no:no monte|pelo:pelo monte</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>Accessible name of the card table.</extracomment>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>Klondike solitaire. Left and Right move between piles, Up and Down along a column, Space picks up and puts down, Enter plays a card, H gives a hint, F1 lists every key.</source>
        <extracomment>Klondike: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Paciência Klondike. Esquerda e Direita passam pelas pilhas, Acima e Abaixo percorrem uma coluna, Espaço pega e solta, Enter joga uma carta, H dá uma dica, F1 lista todas as teclas.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4 face up, %n face down</source>
        <extracomment>Focus on a card in a column. %1 card, %2 column, %3 its place among the face-up cards counted from the deepest, %4 face-up count, %n face-down cards under them.</extracomment>
        <translation>
            <numerusform>%1, coluna %2, carta %3 de %4 para cima, %n para baixo</numerusform>
            <numerusform>%1, coluna %2, carta %3 de %4 para cima, %n para baixo</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2, card %3 of %4 face up</source>
        <extracomment>Focus on a card in a column with no face-down cards. %1 card, %2 column, %3 place, %4 count.</extracomment>
        <translation>%1, coluna %2, carta %3 de %4 para cima</translation>
    </message>
    <message>
        <source>Column %1, empty. Only a King can go here.</source>
        <extracomment>Klondike, focus on an empty column. %1 the column number.</extracomment>
        <translation>Coluna %1, vazia. Só um rei pode ir aqui.</translation>
    </message>
    <message>
        <source>Stock, empty.</source>
        <extracomment>Focus on the stock when it holds no card (arrow keys, Home).
----------
Pyramid, the focus on the empty stock.
----------
TriPeaks, the focus on the stock when it is empty (there is one pass: it is not turned over).</extracomment>
        <translation>Monte, vazio.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s).</source>
        <extracomment>Focus on the stock, speech setting Brief. %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Monte, %n carta.</numerusform>
            <numerusform>Monte, %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of unlimited.</source>
        <extracomment>Focus on the stock (arrow keys, Home), unlimited passes. %n cards in the stock, %1 the current pass through the stock.</extracomment>
        <translation>
            <numerusform>Monte, %n carta. Passada %1, sem limite.</numerusform>
            <numerusform>Monte, %n cartas. Passada %1, sem limite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of %2.</source>
        <extracomment>Focus on the stock (arrow keys, Home). %n cards in the stock, %1 the current pass, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Monte, %n carta. Passada %1 de %2.</numerusform>
            <numerusform>Monte, %n cartas. Passada %1 de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock, empty. The waste is empty too.</source>
        <extracomment>Focus on the stock when the stock and the waste are both empty.</extracomment>
        <translation>Monte, vazio. O descarte também está vazio.</translation>
    </message>
    <message>
        <source>Stock, empty. No passes left.</source>
        <extracomment>Focus on the empty stock when the waste may not be turned over again.</extracomment>
        <translation>Monte, vazio. Não restam passadas.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, empty. Press Space to turn the waste over, %n card(s).</source>
        <extracomment>Focus on the empty stock while the waste holds cards. %n cards in the waste that Space would turn back into the stock.</extracomment>
        <translation>
            <numerusform>Monte, vazio. Aperte Espaço para desvirar o descarte, %n carta.</numerusform>
            <numerusform>Monte, vazio. Aperte Espaço para desvirar o descarte, %n cartas.</numerusform>
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
            <numerusform>%1, descarte, %n carta. Visíveis embaixo: %2.</numerusform>
            <numerusform>%1, descarte, %n cartas. Visíveis embaixo: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, in the waste</source>
        <extracomment>Accessible name of a waste card that lies under the playable one. %1 the card.</extracomment>
        <translation>%1, no descarte</translation>
    </message>
    <message>
        <source>%1, on %2</source>
        <extracomment>Accessible name of a card under the top of a foundation. %1 card, %2 &quot;the hearts foundation&quot;.</extracomment>
        <translation>%1, %2{no}</translation>
    </message>
    <message>
        <source>Waste, empty.</source>
        <extracomment>Focus on the waste when it holds no card.
----------
Pyramid, the focus on the empty waste.</extracomment>
        <translation>Descarte, vazio.</translation>
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
        <translation>%1, %2. Próxima: %3.</translation>
    </message>
    <message>
        <source>%1, empty.</source>
        <extracomment>Focus on an empty foundation, speech setting Brief. %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1, vazia.</translation>
    </message>
    <message>
        <source>%1, empty. Only the %2 can go here.</source>
        <extracomment>Focus on an empty foundation (arrow keys). %1 &quot;Hearts foundation&quot;, %2 &quot;ace of hearts&quot;.</extracomment>
        <translation>%1, vazia. Só %2{o} pode ir aqui.</translation>
    </message>
    <message>
        <source>Holding %1.</source>
        <extracomment>After Space picked up one card. %1 the card.</extracomment>
        <translation>Na mão: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1, %n card(s).</source>
        <extracomment>After Space picked up several cards, speech setting Brief. %1 the first (deepest) held card, %n how many are held.
----------
After Space picked up several cards. %1 every held card as a list, %n how many.</extracomment>
        <translation>
            <numerusform>Na mão: %1, %n carta.</numerusform>
            <numerusform>Na mão: %1, %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 can go here.</source>
        <extracomment>Added to the focus while cards are held and they may be put on the focused pile. %1 the first held card.</extracomment>
        <translation>Aqui pode ir %1{o}.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <extracomment>After Escape put the held cards back. %1 the (first) card held.</extracomment>
        <translation>Devolveu %1{o}.</translation>
    </message>
    <message>
        <source>Nothing is held.</source>
        <extracomment>Escape (Put Back) when nothing is held.</extracomment>
        <translation>Nada na mão.</translation>
    </message>
    <message>
        <source>Nothing to pick up in %1.</source>
        <extracomment>Space on a pile with no card to pick up. %1 the pile (&quot;the waste&quot;, &quot;column 3&quot;).</extracomment>
        <translation>Nada para pegar %1{no}.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go right now.</source>
        <extracomment>Enter (Play Card) on a card that has no legal move. %1 the card.</extracomment>
        <translation>%1{o} não tem para onde ir agora.</translation>
    </message>
    <message>
        <source>No card here.</source>
        <extracomment>A key that acts on the focused card (Enter, F, X…) on a pile with no card.
----------
Pyramid, Space or Enter on an empty stock or waste.</extracomment>
        <translation>Nenhuma carta aqui.</translation>
    </message>
    <message>
        <source>Bottom of %1.</source>
        <extracomment>Down on a column&apos;s top card (the last card down the screen): the focus stays. %1 = &quot;column 3&quot; (pile_name).</extracomment>
        <translation>Fim %1{do}.</translation>
    </message>
    <message>
        <source>The arrow keys move between the piles, 1 to 7 go to a column. F1 lists the keys.</source>
        <extracomment>Klondike: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>As setas passam pelas pilhas, 1 a 7 vão a uma coluna. F1 lista as teclas.</translation>
    </message>
    <message>
        <source>%1 to column %2.</source>
        <extracomment>After a move of one card onto a column, speech setting Brief. %1 the card (capitalised), %2 the column number.</extracomment>
        <translation>%1 para a coluna %2.</translation>
    </message>
    <message>
        <source>Moved %1 to column %2, on %3.</source>
        <extracomment>After a move of one card onto a column. %1 card, %2 column, %3 the card it now lies on.</extracomment>
        <translation>Moveu %1{o} para a coluna %2, sobre %3{o}.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) on it to column %2.</source>
        <extracomment>After a move of a run onto a column, speech setting Brief. %1 the run&apos;s first card (capitalised), %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>%1 com mais %n carta para a coluna %2.</numerusform>
            <numerusform>%1 com mais %n cartas para a coluna %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to column %2, on %3.</source>
        <extracomment>A run moved: %1 its first card, %n the cards on it, %2 column, %3 the card it lies on.</extracomment>
        <translation>
            <numerusform>Moveu %1{o} com mais %n carta para a coluna %2, sobre %3{o}.</numerusform>
            <numerusform>Moveu %1{o} com mais %n cartas para a coluna %2, sobre %3{o}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved %1 to empty column %2.</source>
        <extracomment>After a move of one card to an empty column. %1 the card, %2 the column number.</extracomment>
        <translation>Moveu %1{o} para a coluna vazia %2.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to empty column %2.</source>
        <extracomment>After a move of a run to an empty column. %1 the run&apos;s first card, %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>Moveu %1{o} com mais %n carta para a coluna vazia %2.</numerusform>
            <numerusform>Moveu %1{o} com mais %n cartas para a coluna vazia %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to foundation.</source>
        <extracomment>After a card went to its foundation, speech setting Brief. %1 the card (capitalised).</extracomment>
        <translation>%1 para a fundação.</translation>
    </message>
    <message>
        <source>Moved %1 to its foundation.</source>
        <extracomment>After a card went to its foundation. %1 the card.</extracomment>
        <translation>Moveu %1{o} para a fundação.</translation>
    </message>
    <message>
        <source>Revealed %1.</source>
        <extracomment>After a move uncovered a face-down card, speech setting Brief. %1 the card now face up.</extracomment>
        <translation>Revelou %1{o}.</translation>
    </message>
    <message>
        <source>Column %1 reveals the %2.</source>
        <extracomment>After a move uncovered a face-down card. %1 column, %2 the card now face up.</extracomment>
        <translation>A coluna %1 revela %2{o}.</translation>
    </message>
    <message>
        <source>Now on: %1.</source>
        <extracomment>After a move, what the keyboard focus rests on now. %1 its description (&quot;jack of hearts, waste, 4 cards&quot;).</extracomment>
        <translation>Agora em: %1.</translation>
    </message>
    <message>
        <source>The waste shows the %1.</source>
        <extracomment>After the top of the waste was played. %1 the card now playable there.</extracomment>
        <translation>O descarte mostra %1{o}.</translation>
    </message>
    <message>
        <source>The waste is now empty.</source>
        <extracomment>After the waste&apos;s last card was played.</extracomment>
        <translation>O descarte agora está vazio.</translation>
    </message>
    <message>
        <source>Column %1 is now empty.</source>
        <extracomment>After a move emptied a column. %1 the column number.</extracomment>
        <translation>A coluna %1 agora está vazia.</translation>
    </message>
    <message>
        <source>Plus %1, score %2.</source>
        <extracomment>After a move that gained points. %1 points gained, %2 the score now.</extracomment>
        <translation>Mais %1, pontuação %2.</translation>
    </message>
    <message>
        <source>Minus %1, score %2.</source>
        <extracomment>After a move that cost points. %1 points lost, %2 the score now.</extracomment>
        <translation>Menos %1, pontuação %2.</translation>
    </message>
    <message>
        <source>Turned %1.</source>
        <extracomment>After turning cards from the stock (N or Space on the stock). %1 the card turned, or every card turned as a list (&quot;2 of clubs, 9 of hearts and ace of spades&quot;).</extracomment>
        <translation>Virou %1{o}.</translation>
    </message>
    <message>
        <source>%1 is playable.</source>
        <extracomment>After turning three cards: only the last one turned can be played. %1 that card (capitalised).</extracomment>
        <translation>%1{o} está jogável.</translation>
    </message>
    <message>
        <source>The stock is now empty.</source>
        <extracomment>After turning cards: the stock&apos;s last cards were turned.</extracomment>
        <translation>O monte agora está vazio.</translation>
    </message>
    <message numerus="yes">
        <source>%n left in stock.</source>
        <extracomment>After turning cards: %n cards still in the stock.</extracomment>
        <translation>
            <numerusform>Resta %n no monte.</numerusform>
            <numerusform>Restam %n no monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste turned over.</source>
        <extracomment>After the waste was turned back into the stock, speech setting Brief.</extracomment>
        <translation>Descarte desvirado.</translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of unlimited.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now.</extracomment>
        <translation>
            <numerusform>Desvirou o descarte: %n carta de volta ao monte. Passada %1, sem limite.</numerusform>
            <numerusform>Desvirou o descarte: %n cartas de volta ao monte. Passada %1, sem limite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of %2.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Desvirou o descarte: %n carta de volta ao monte. Passada %1 de %2.</numerusform>
            <numerusform>Desvirou o descarte: %n cartas de volta ao monte. Passada %1 de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <extracomment>After an undo (Ctrl+Z). %1 a description of the action that was taken back, e.g. &quot;moved 7 of hearts to column 2&quot;.</extracomment>
        <translation>Desfeito: %1.</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <extracomment>After a redo (Ctrl+Y). %1 a description of the action done again, e.g. &quot;moved 7 of hearts to column 2&quot;.</extracomment>
        <translation>Refeito: %1.</translation>
    </message>
    <message numerus="yes">
        <source>moved %1 with %n card(s) on it to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a run moved. %1 its first card, %n the cards on it (they moved with it), %2 the column number.</extracomment>
        <translation>
            <numerusform>moveu %1{o} com mais %n carta para a coluna %2</numerusform>
            <numerusform>moveu %1{o} com mais %n cartas para a coluna %2</numerusform>
        </translation>
    </message>
    <message>
        <source>turned %1</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card or cards turned from the stock, as a list.
----------
TriPeaks: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card turned from the stock.</extracomment>
        <translation>virou %1{o}</translation>
    </message>
    <message>
        <source>turned the waste over</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case).</extracomment>
        <translation>desvirou o descarte</translation>
    </message>
    <message>
        <source>The %1 in column %2 is face down again.</source>
        <extracomment>After an undo: the card that had been revealed is face down again. %1 the card, %2 its column.</extracomment>
        <translation>Na coluna %2, %1{o} voltou a ficar com a face para baixo.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 and %n card(s) on it are back in %2.</source>
        <extracomment>After an undo of a move of several cards: where they are now. %1 the first card moved, %n the cards on it (they moved with it), %2 pile (&quot;column 3&quot;).</extracomment>
        <translation>
            <numerusform>%1{o} e mais %n carta estão de volta %2{no}.</numerusform>
            <numerusform>%1{o} e mais %n cartas estão de volta %2{no}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <extracomment>Ctrl+Z when there is nothing left to take back.</extracomment>
        <translation>Nada para desfazer.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <extracomment>Ctrl+Y when there is nothing to do again.</extracomment>
        <translation>Nada para refazer.</translation>
    </message>
    <message>
        <source>New deal, draw %1, every card face up.</source>
        <extracomment>After a new random deal in the thoughtful variant (all cards dealt face up). %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Nova partida, compra de %1, todas as cartas viradas para cima.</translation>
    </message>
    <message>
        <source>New deal, draw %1.</source>
        <extracomment>After a new random deal (F2). %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Nova partida, compra de %1.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2, every card face up.</source>
        <extracomment>Klondike, after a new deal (F2, Ctrl+G), thoughtful variant (every card face up), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).</extracomment>
        <translation>Klondike, partida %1, compra de %2, todas as cartas viradas para cima.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2.</source>
        <extracomment>Klondike, after a new deal (F2, Ctrl+G), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).</extracomment>
        <translation>Klondike, partida %1, compra de %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to the foundations.</source>
        <extracomment>After &quot;A&quot; (Move Safe Cards Up) or the automatic move of safe cards, speech setting Brief. %n the cards sent up.</extracomment>
        <translation>
            <numerusform>%n carta para as fundações.</numerusform>
            <numerusform>%n cartas para as fundações.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved to the foundations: %1.</source>
        <extracomment>After A (Move Safe Cards Up) or the automatic move of safe cards. &quot;A&quot;: %1 the list of cards sent up.</extracomment>
        <translation>Para as fundações: %1.</translation>
    </message>
    <message>
        <source>No card can safely go to the foundations now.</source>
        <extracomment>&quot;A&quot; (Move Safe Cards Up) when no card can safely go up.</extracomment>
        <translation>Nenhuma carta pode ir às fundações sem risco agora.</translation>
    </message>
    <message>
        <source>Every card is face up. Press Enter to finish.</source>
        <extracomment>Klondike: every card is face up; Enter plays them all to the foundations.</extracomment>
        <translation>Todas as cartas estão viradas para cima. Aperte Enter para terminar.</translation>
    </message>
    <message>
        <source>Finishing. Press any key to stop.</source>
        <extracomment>While the cards rise to the foundations on their own at the end of the game.</extracomment>
        <translation>Terminando. Aperte qualquer tecla para parar.</translation>
    </message>
    <message>
        <source>Finishing stopped. Press Enter to go on.</source>
        <extracomment>After a key press stopped the finishing cards.</extracomment>
        <translation>Término interrompido. Aperte Enter para continuar.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>hours and minutes</comment>
        <extracomment>A duration of an hour or more (game info, the win, statistics): %1 &quot;2 hours&quot;, %2 &quot;5 minutes&quot;.</extracomment>
        <translation>%1 e %2</translation>
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
        <translation>%1 e %2</translation>
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
        <translation>Você ganhou em %1.</translation>
    </message>
    <message>
        <source>You won in %1, score %2.</source>
        <extracomment>The win, when the game keeps a score. %1 the time taken (&quot;4 minutes 12 seconds&quot;), %2 the score.</extracomment>
        <translation>Você ganhou em %1, pontuação %2.</translation>
    </message>
    <message>
        <source>Press F2 for a new deal.</source>
        <extracomment>Said after the win sentence.</extracomment>
        <translation>Aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>Klondike. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game was restored.</extracomment>
        <translation>Klondike. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Klondike, draw %1. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus, random deal. %1 cards turned per draw.</extracomment>
        <translation>Klondike, compra de %1. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, partida %1, compra de %2. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>No moves left. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>After a move, when no legal move is left.</extracomment>
        <translation>Sem jogadas. Desfaça para tentar outro caminho, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new game has started.</source>
        <extracomment>At start, once: the saved game file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Não foi possível ler a partida salva, então uma nova partida começou.</translation>
    </message>
    <message>
        <source>The statistics could not be read, so they start again from zero.</source>
        <extracomment>At start, once: the statistics file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Não foi possível ler as estatísticas, então elas recomeçam do zero.</translation>
    </message>
    <message>
        <source>Some game records in the statistics were impossible (such as a negative time), so they were left out; the others are kept.</source>
        <extracomment>At start, once: some records of the statistics file were impossible. Followed by where the file was kept.</extracomment>
        <translation>Alguns registros de partidas nas estatísticas eram impossíveis (como um tempo negativo), então foram deixados de fora; os outros foram mantidos.</translation>
    </message>
    <message>
        <source>Some settings could not be read, so they are back to their defaults.</source>
        <extracomment>At start, once: some values of the settings file were unreadable. Followed by where the file was kept.</extracomment>
        <translation>Algumas configurações não puderam ser lidas, então voltaram ao padrão.</translation>
    </message>
    <message>
        <source>The settings could not be read, so the defaults are used.</source>
        <extracomment>At start, once: the settings file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Não foi possível ler as configurações, então o padrão é usado.</translation>
    </message>
    <message>
        <source>The file could not be renamed, so it was left where it is, as %1.</source>
        <extracomment>At start, once, after the sentence about the unreadable file. %1 the name of the unreadable file, which could not be renamed and stays as it is.</extracomment>
        <translation>Não foi possível renomear o arquivo, então ele ficou onde está, como %1.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <extracomment>At start, once, after the sentence about the unreadable file. %1 the file name the unreadable file was renamed (or copied) to.</extracomment>
        <translation>O arquivo foi guardado como %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n game record(s) in the statistics could not be read by this version of the game: they are kept as they are, but not counted.</source>
        <extracomment>At start, once: %n records of the statistics file were written by another (later) version of the game or are of a game this version does not have; they stay in the file as they are, but are not counted.</extracomment>
        <translation>
            <numerusform>%n registro de partida nas estatísticas não pôde ser lido por esta versão do jogo: ele é mantido como está, mas não é contado.</numerusform>
            <numerusform>%n registros de partidas nas estatísticas não puderam ser lidos por esta versão do jogo: eles são mantidos como estão, mas não são contados.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game cannot be saved: the folder %1 cannot be written to. You can play on, but this game will not be kept when you quit.</source>
        <extracomment>Said once, when the game first fails to save. %1 the folder the game keeps its saved game in (it could not write there).</extracomment>
        <translation>Não é possível salvar a partida: não dá para gravar na pasta %1. Você pode continuar jogando, mas esta partida não será guardada ao sair.</translation>
    </message>
    <message>
        <source>The settings left %1 without a key, so it has its usual keys again.</source>
        <extracomment>At start, once: the settings file&apos;s keys were wrong. %1 a command (Quit, Keys and Rules) the settings file left with no key.</extracomment>
        <translation>As configurações deixaram %1 sem tecla, então voltou a ter as teclas de sempre.</translation>
    </message>
    <message>
        <source>The settings gave %2 to both %1 and %3, so %1 has its usual keys again.</source>
        <extracomment>At start, once: the settings file gave one key to two commands. %1 a command, %2 the keys the settings file gave it, %3 the command that has that key too.</extracomment>
        <translation>As configurações davam %2 a %1 e a %3 ao mesmo tempo, então %1 voltou a ter as teclas de sempre.</translation>
    </message>
    <message numerus="yes">
        <source>The keys of %n command(s) in the settings clashed, so they have their usual keys again: %1.</source>
        <extracomment>At start, once: the settings file gave the same keys to several commands. %n how many commands, %1 their names as a list. Their keys in the settings file clashed.</extracomment>
        <translation>
            <numerusform>As teclas de %n comando nas configurações estavam em conflito, então voltou a ter as teclas de sempre: %1.</numerusform>
            <numerusform>As teclas de %n comandos nas configurações estavam em conflito, então voltaram a ter as teclas de sempre: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: both are red.</source>
        <extracomment>Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>Não dá para pôr %1{o} sobre %2{o}: os dois são vermelhos.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: both are black.</source>
        <extracomment>Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>Não dá para pôr %1{o} sobre %2{o}: os dois são pretos.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: nothing can go on an ace in a column.</source>
        <extracomment>A move onto an ace in a column. %1 the card that was to move, %2 the ace.</extracomment>
        <translation>Não dá para pôr %1{o} sobre %2{o}: nada vai sobre um ás numa coluna.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a black %3 can go there.</source>
        <extracomment>A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank (&quot;8&quot;, &quot;queen&quot;): the only rank that may go on %2.</extracomment>
        <translation>Não dá para pôr %1{o} sobre %2{o}: ali só vai %3{um} de naipe preto.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a red %3 can go there.</source>
        <extracomment>A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank (&quot;8&quot;, &quot;queen&quot;): the only rank that may go on %2.</extracomment>
        <translation>Não dá para pôr %1{o} sobre %2{o}: ali só vai %3{um} de naipe vermelho.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: columns build down, not up.</source>
        <extracomment>A card onto a lower card in a column (Yukon). %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>Não dá para pôr %1{o} sobre %2{o}: as colunas descem, não sobem.</translation>
    </message>
    <message>
        <source>Cards on the foundations stay there.</source>
        <extracomment>A card on a foundation that was to move (Yukon: cards never leave the foundations).</extracomment>
        <translation>As cartas nas fundações ficam lá.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in empty column %2: only a King can go there.</source>
        <extracomment>Klondike, a move of a card other than a king to an empty column. %1 the card, %2 the column number.</extracomment>
        <translation>Não dá para pôr %1{o} na coluna vazia %2: só um rei pode ir ali.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: it takes only %3.</source>
        <extracomment>A card sent to a foundation of another suit. %1 the card, %2 &quot;clubs foundation&quot;, %3 &quot;clubs&quot;.</extracomment>
        <translation>Não dá para pôr %1{o} %2{no}: ela só aceita %3.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on its foundation yet: it needs the %2 first.</source>
        <extracomment>A card sent to its foundation too early. %1 the card, %2 the card its foundation needs first.</extracomment>
        <translation>Ainda não dá para mandar %1{o} para a fundação: antes ela precisa %2{do}.</translation>
    </message>
    <message>
        <source>Can&apos;t send the %1 to its foundation: other cards lie on it.</source>
        <extracomment>A card sent to its foundation while cards lie on it. %1 the card.</extracomment>
        <translation>Não dá para mandar %1{o} para a fundação: há outras cartas em cima.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1: only the top card of that pile can move.</source>
        <extracomment>A move of a card that is not on top of its pile (waste, foundation, cell). %1 the card.</extracomment>
        <translation>Não dá para mover %1{o}: só a carta de cima dessa pilha pode se mover.</translation>
    </message>
    <message>
        <source>Can&apos;t move a face-down card.</source>
        <extracomment>A move of a face-down card.</extracomment>
        <translation>Não dá para mover uma carta virada para baixo.</translation>
    </message>
    <message>
        <source>Can&apos;t take a card from the stock: press N to turn cards.</source>
        <extracomment>A move from the stock with the mouse or the keyboard: the stock is turned, not taken from.</extracomment>
        <translation>Não dá para tirar uma carta do monte: aperte N para virar cartas.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the run breaks at the %2.</source>
        <extracomment>A run moved that is not in order (Klondike, FreeCell): %1 the run&apos;s first card. %2 the first card on %1 that does not follow in order and colour.</extracomment>
        <translation>Não dá para mover %1{o} com as cartas de cima: a sequência se quebra %2{no}.</translation>
    </message>
    <message>
        <source>The %1 is already there.</source>
        <extracomment>A move of a card to the pile it is already on. %1 the card.</extracomment>
        <translation>%1{o} já está aí.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be put on the stock.</source>
        <extracomment>A move onto the stock.</extracomment>
        <translation>Não dá para pôr cartas no monte.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be put on the waste.</source>
        <extracomment>A move onto the waste.</extracomment>
        <translation>Não dá para pôr cartas no descarte.</translation>
    </message>
    <message>
        <source>The stock is empty and no passes are left.</source>
        <extracomment>N (Turn Cards) with the stock empty and no passes left to turn the waste over.</extracomment>
        <translation>O monte está vazio e não restam passadas.</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty.</source>
        <extracomment>N (Turn Cards) with the stock and the waste both empty.</extracomment>
        <translation>O monte e o descarte estão vazios.</translation>
    </message>
    <message>
        <source>The game is already won. Press F2 for a new deal.</source>
        <extracomment>A move after the game is won.</extracomment>
        <translation>A partida já está ganha. Aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <extracomment>Why the game cannot keep its files in a place: a file (or a device) stands there. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>não é uma pasta</translation>
    </message>
    <message>
        <source>it is a link to something that does not exist</source>
        <extracomment>Why the game cannot keep its files in a place: a symbolic link pointing at nothing. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>é um link para algo que não existe</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <extracomment>Why the game cannot keep its files in a folder: no permission to read it. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>não pode ser lido</translation>
    </message>
    <message>
        <source>it cannot be written to</source>
        <extracomment>Why the game cannot keep its files in a folder: it can be read but not written. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>não dá para gravar nele</translation>
    </message>
    <message>
        <source>the system says: %1</source>
        <extracomment>Why the game cannot keep its files in a folder: what the system said (in its own words). Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;. %1 the system&apos;s message.</extracomment>
        <translation>o sistema diz: %1</translation>
    </message>
    <message>
        <source>Progress and settings cannot be saved in %1: %2. You can play, but nothing of this session will be kept.</source>
        <extracomment>At start, once: the game cannot keep any file (no usable profile folder); it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it is not a folder&quot;).</extracomment>
        <translation>O progresso e as configurações não podem ser salvos em %1: %2. Você pode jogar, mas nada desta sessão será guardado.</translation>
    </message>
    <message>
        <source>Progress cannot be saved in %1: %2. You can play, but the games and statistics of this session will not be kept.</source>
        <extracomment>At start, once: the game cannot keep its saved games and statistics; it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it cannot be written to&quot;).</extracomment>
        <translation>O progresso não pode ser salvo em %1: %2. Você pode jogar, mas as partidas e estatísticas desta sessão não serão guardadas.</translation>
    </message>
    <message>
        <source>Settings cannot be saved in %1: %2. You can play, but changes to them will not be kept.</source>
        <extracomment>At start, once: the game cannot keep its settings; it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it is not a folder&quot;).</extracomment>
        <translation>As configurações não podem ser salvas em %1: %2. Você pode jogar, mas as mudanças nelas não serão guardadas.</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <extracomment>What a second start asked the running game to play. %1 a game&apos;s name, %2 a deal number.</extracomment>
        <translation>%1, partida %2</translation>
    </message>
    <message>
        <source>deal %1</source>
        <extracomment>What a second start asked the running game to play (the game already in play). %1 a deal number.</extracomment>
        <translation>partida %1</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2, so its window was brought to the front and asked to play %3; it asks first if a started game would be lost.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses, %3 what the second start asked for (&quot;Spider deal 5&quot;, &quot;deal 5&quot;).</extracomment>
        <translation>%1 já está aberto com o perfil %2, então a janela dele foi trazida para a frente e recebeu o pedido de jogar %3; ele pergunta antes se uma partida começada seria perdida.</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2, so its window was brought to the front instead of starting a second copy.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses.</extracomment>
        <translation>%1 já está aberto com o perfil %2, então a janela dele foi trazida para a frente em vez de abrir uma segunda cópia.</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2 but does not answer. Close it, or end it, and start again.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses.</extracomment>
        <translation>%1 já está aberto com o perfil %2, mas não responde. Feche-o, ou encerre-o, e comece de novo.</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Pirámide.</extracomment>
        <translation>Pirâmide</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Pirâmide, partida %1. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Pyramid. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Pirâmide. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Pyramid. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Pirâmide. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Pirâmide, partida %1. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>New Pyramid deal.</source>
        <extracomment>Pyramid, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nova partida de Pirâmide.</translation>
    </message>
    <message>
        <source>Restarted Pyramid, deal %1.</source>
        <extracomment>Pyramid, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Pirâmide, partida %1 reiniciada.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1.</source>
        <extracomment>Pyramid, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Pirâmide, partida %1.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Remove two free cards that make 13, or a king alone.</source>
        <extracomment>Pyramid, after a new deal (F2, Ctrl+G). %1 the deal number.</extracomment>
        <translation>Pirâmide, partida %1. Remova duas cartas livres que somem 13, ou um rei sozinho.</translation>
    </message>
    <message>
        <source>Stock</source>
        <comment>Pyramid&apos;s stock, a name on its own</comment>
        <extracomment>Pyramid&apos;s stock, a name on its own (the accessible list&apos;s name).</extracomment>
        <translation>Monte</translation>
    </message>
    <message>
        <source>Waste</source>
        <comment>Pyramid&apos;s waste, a name on its own</comment>
        <extracomment>Pyramid&apos;s waste, a name on its own (the accessible list&apos;s name).</extracomment>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Row %1</source>
        <extracomment>A row of Pyramid&apos;s pyramid, a name on its own (the accessible list&apos;s name). %1 the row, 1 (the apex) to 7.
----------
TriPeaks: a row of the peaks, its accessible name. %1 the row (1 the peak tops, 4 the base).</extracomment>
        <translation>Fileira %1</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, free.</source>
        <extracomment>Pyramid, the focus on a free card of the pyramid. %1 the card, %2 its row (1 to 7, from the apex), %3 its place in the row from the left, %4 how many places the row has (its number).
----------
TriPeaks, the focus on a free card of row 4 that does not fit the waste now. %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).</extracomment>
        <translation>%1, fileira %2, carta %3 de %4, livre.</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, covered by %5.</source>
        <extracomment>Pyramid, the focus on a covered card of the pyramid. %1 the card, %2 its row, %3 its place in the row from the left, %4 how many places the row has (its number), %5 the one or two cards covering it, with their articles (&quot;the 4 of hearts and the jack of diamonds&quot;).</extracomment>
        <translation>%1, fileira %2, carta %3 de %4, sob %5.</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a card covering another</comment>
        <extracomment>Pyramid: the card covering another, inside &quot;covered by %1&quot; (&quot;covered by the 4 of hearts&quot;). %1 the card. Forms allowed.</extracomment>
        <translation>%1{o}|o:%1{o}|do:%1{do}|ao:%1{ao}|no:%1{no}|pelo:%1{pelo}</translation>
    </message>
    <message>
        <source>the %1 and the %2</source>
        <extracomment>Pyramid: the two cards covering another, inside &quot;covered by %1&quot; (&quot;covered by the 4 of hearts and the jack of diamonds&quot;). %1 and %2 the cards, left to right.</extracomment>
        <translation>%1{o} e %2{o}</translation>
    </message>
    <message numerus="yes">
        <source>%1, stock, %n card(s).</source>
        <extracomment>Pyramid, the focus on the stock: its top card lies face up and can be used. %1 the top card, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>%1, monte, %n carta.</numerusform>
            <numerusform>%1, monte, %n cartas.</numerusform>
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
        <translation>Um rei: sai sozinho.</translation>
    </message>
    <message>
        <source>Pairs with %1.</source>
        <extracomment>Pyramid, after a free card&apos;s focus words: the free cards it makes 13 with now. %1 those cards, with where each is (&quot;8 of clubs, row 7&quot; or &quot;waste 8 of clubs&quot;), as a list.</extracomment>
        <translation>Faz par com %1.</translation>
    </message>
    <message>
        <source>Needs %1; none is free now.</source>
        <extracomment>Pyramid, after a card&apos;s focus words when no free card makes 13 with it now. %1 the rank it needs, with its article (&quot;an 8&quot;, &quot;a queen&quot;).</extracomment>
        <translation>Precisa de %1; nenhuma livre agora.</translation>
    </message>
    <message>
        <source>Makes 13 with the %1 you hold.</source>
        <extracomment>Pyramid, after the focus words of a card that makes 13 with the card held. %1 the card held.</extracomment>
        <translation>Soma 13 com %1{o} na sua mão.</translation>
    </message>
    <message>
        <source>%1 in row %2</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): a card of the pyramid. %1 the card, %2 its row.</extracomment>
        <translation>%1 na fileira %2</translation>
    </message>
    <message>
        <source>stock %1</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): the stock&apos;s top card. %1 the card.</extracomment>
        <translation>%1 do monte</translation>
    </message>
    <message>
        <source>waste %1</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): the waste&apos;s top card. %1 the card.</extracomment>
        <translation>%1 do descarte</translation>
    </message>
    <message>
        <source>an ace</source>
        <extracomment>Pyramid, the rank a card needs, with its article, in &quot;Needs %1&quot; and &quot;Holding …: needs %2&quot;.
----------
A rank with its article, for what goes on the waste (&quot;it needs a 7 or a 9&quot;), ace to king. TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot; (&quot;an ace or a 3&quot;).</extracomment>
        <translation>um ás</translation>
    </message>
    <message>
        <source>a 2</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um 2</translation>
    </message>
    <message>
        <source>a 3</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um 3</translation>
    </message>
    <message>
        <source>a 4</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um 4</translation>
    </message>
    <message>
        <source>a 5</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um 5</translation>
    </message>
    <message>
        <source>a 6</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um 6</translation>
    </message>
    <message>
        <source>a 7</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um 7</translation>
    </message>
    <message>
        <source>an 8</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um 8</translation>
    </message>
    <message>
        <source>a 9</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um 9</translation>
    </message>
    <message>
        <source>a 10</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um 10</translation>
    </message>
    <message>
        <source>a jack</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um valete</translation>
    </message>
    <message>
        <source>a queen</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>uma dama</translation>
    </message>
    <message>
        <source>Holding %1: needs %2; none is free now.</source>
        <extracomment>Pyramid, after Space picked up a card when no free card makes 13 with it. %1 the card, %2 the rank it needs, with its article (&quot;a 5&quot;, &quot;a queen&quot;).</extracomment>
        <translation>Na mão: %1; precisa de %2; nenhuma livre agora.</translation>
    </message>
    <message>
        <source>Holding %1: needs %2. Free now: %3.</source>
        <extracomment>Pyramid, after Space picked up a card. %1 the card, %2 the rank it needs, with its article (&quot;a 5&quot;), %3 the free cards of that rank, with where each is, as a list.</extracomment>
        <translation>Na mão: %1; precisa de %2. Livres agora: %3.</translation>
    </message>
    <message>
        <source>Removed %1, plus %2.</source>
        <extracomment>Pyramid, after a king was removed. %1 the king, %2 the points (5).</extracomment>
        <translation>Removeu %1{o}, mais %2.</translation>
    </message>
    <message>
        <source>Removed %1 and %2, plus %3.</source>
        <extracomment>Pyramid, after a pair was removed. %1 and %2 the two cards, %3 the points (5).</extracomment>
        <translation>Removeu %1{o} e %2{o}, mais %3.</translation>
    </message>
    <message>
        <source>Row %1 is empty, plus %2.</source>
        <extracomment>Pyramid, after a removal that emptied a row. %1 the row (1 to 7), %2 its bonus points.</extracomment>
        <translation>A fileira %1 está vazia, mais %2.</translation>
    </message>
    <message>
        <source>Freed: %1.</source>
        <extracomment>Pyramid, after a removal: the cards it left free. %1 those cards, as a list.</extracomment>
        <translation>Liberadas: %1.</translation>
    </message>
    <message>
        <source>Waste %1. Stock empty.</source>
        <extracomment>Pyramid, after N drew the stock&apos;s last card onto the waste. %1 that card.</extracomment>
        <translation>Descarte: %1. Monte vazio.</translation>
    </message>
    <message>
        <source>Waste %1. Stock %2, top %3.</source>
        <extracomment>Pyramid, after N drew a card onto the waste. %1 that card, %2 the cards left in the stock, %3 its new top.</extracomment>
        <translation>Descarte: %1. Monte: %2, no topo %3.</translation>
    </message>
    <message>
        <source>Pass %1 of %2.</source>
        <extracomment>Pyramid, after N turned the waste back into the stock. %1 the pass now under way, %2 the passes in all (3).</extracomment>
        <translation>Passada %1 de %2.</translation>
    </message>
    <message>
        <source>removed %1</source>
        <extracomment>Pyramid: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the king removed alone.</extracomment>
        <translation>removeu %1{o}</translation>
    </message>
    <message>
        <source>removed %1 and %2</source>
        <extracomment>Pyramid: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 and %2 the pair removed.</extracomment>
        <translation>removeu %1{o} e %2{o}</translation>
    </message>
    <message>
        <source>The %1 is back in row %2.</source>
        <extracomment>Pyramid, after an undo: a card is back in its row. %1 the card, %2 the row (1 to 7).</extracomment>
        <translation>%1{o} está de volta na fileira %2.</translation>
    </message>
    <message>
        <source>The %1 and the %2 are back in row %3.</source>
        <extracomment>Pyramid, after an undo: the pair is back in its row. %1 and %2 the cards, %3 the row (1 to 7).</extracomment>
        <translation>%1{o} e %2{o} estão de volta na fileira %3.</translation>
    </message>
    <message>
        <source>The %1 is back on the stock.</source>
        <extracomment>Pyramid, after an undo: a card is back on top of the stock. %1 the card.</extracomment>
        <translation>%1{o} está de volta no monte.</translation>
    </message>
    <message>
        <source>The %1 is back on the waste.</source>
        <extracomment>Pyramid, after an undo: a card is back on top of the waste. %1 the card.</extracomment>
        <translation>%1{o} está de volta no descarte.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>Pyramid, a pair as a move (M, H, undo). %1 and %2 the cards with where they are (&quot;8 of clubs in row 7&quot;).</extracomment>
        <translation>%1 com %2</translation>
    </message>
    <message>
        <source>%1 alone</source>
        <extracomment>Pyramid, a king removed alone as a move (M, H, undo). %1 the king with where it is.</extracomment>
        <translation>%1 sozinho</translation>
    </message>
    <message>
        <source>%1 on the waste</source>
        <extracomment>Pyramid, a card in a hint (H): the waste&apos;s top card, after &quot;the&quot; (&quot;remove the 8 of clubs in row 7 with the 5 of hearts on the waste&quot;). %1 the card.</extracomment>
        <translation>%1{o} no descarte</translation>
    </message>
    <message>
        <source>%1 on the stock</source>
        <extracomment>Pyramid, a card in a hint (H): the stock&apos;s top card, after &quot;the&quot;. %1 the card.</extracomment>
        <translation>%1{o} no monte</translation>
    </message>
    <message>
        <source>remove the %1 with the %2</source>
        <extracomment>Pyramid, a pair as an instruction (H, after &quot;Hint: &quot;), as other games&apos; &quot;move the …&quot;. %1 and %2 the cards with where they are (&quot;8 of clubs in row 7&quot;, &quot;5 of hearts on the waste&quot;); M lists it as &quot;%1 with %2&quot; instead.</extracomment>
        <translation>remova %1 com %2</translation>
    </message>
    <message>
        <source>remove the %1 alone</source>
        <extracomment>Pyramid, a king removed alone as an instruction (H, after &quot;Hint: &quot;). %1 the king with where it is (&quot;king of hearts in row 7&quot;).</extracomment>
        <translation>remova %1 sozinho</translation>
    </message>
    <message>
        <source>draw a card</source>
        <extracomment>Pyramid, drawing a card as a move (M, H, undo).</extracomment>
        <translation>compra de uma carta</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <extracomment>Pyramid, turning the waste back into the stock as a move (M, H, undo).
----------
A move as an instruction, in a hint (H) and in the M list: turning the waste back into the stock.</extracomment>
        <translation>desvire o descarte</translation>
    </message>
    <message>
        <source>%1 and %2 make %3, not 13.</source>
        <extracomment>Pyramid, a pair refused. %1 and %2 the cards, %3 what their values add up to.</extracomment>
        <translation>%1{o} e %2{o} somam %3, não 13.</translation>
    </message>
    <message>
        <source>A king is removed alone.</source>
        <extracomment>Pyramid, a king named in a pair.</extracomment>
        <translation>Um rei sai sozinho.</translation>
    </message>
    <message>
        <source>The %1 is not a king: pick it up with Space and pick a card that makes 13 with it.</source>
        <extracomment>Pyramid, a card that is not a king played alone. %1 the card.</extracomment>
        <translation>%1{o} não é um rei: pegue essa carta com Espaço e escolha outra que some 13 com ela.</translation>
    </message>
    <message>
        <source>The %1 is covered by %2.</source>
        <extracomment>Pyramid, a covered card played. %1 the card, %2 the cards covering it, with their articles (&quot;the 4 of hearts and the jack of diamonds&quot;).</extracomment>
        <translation>%1{o} está sob %2.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be used.</source>
        <extracomment>Pyramid, a card under the waste&apos;s top played.</extracomment>
        <translation>Só a carta de cima do descarte pode ser usada.</translation>
    </message>
    <message>
        <source>The %1 is in the stock, not visible yet.</source>
        <extracomment>Pyramid, a stock card under its top played. %1 the card.</extracomment>
        <translation>%1{o} está no monte, ainda não visível.</translation>
    </message>
    <message>
        <source>The %1 has been removed.</source>
        <extracomment>Pyramid, a card already out of play named. %1 the card.</extracomment>
        <translation>%1{o} já saiu do jogo.</translation>
    </message>
    <message>
        <source>Pick another card that makes 13.</source>
        <extracomment>Pyramid, the card held chosen again as its own partner.</extracomment>
        <translation>Escolha outra carta que some 13.</translation>
    </message>
    <message>
        <source>No passes left: the stock has been through %1 times.</source>
        <extracomment>Pyramid, N with the stock empty after the last pass. %1 the passes in all (3).</extracomment>
        <translation>Não restam passadas: o monte já foi percorrido %1 vezes.</translation>
    </message>
    <message>
        <source>The stock and the waste are empty.</source>
        <extracomment>Pyramid, N with the stock and the waste both empty.</extracomment>
        <translation>O monte e o descarte estão vazios.</translation>
    </message>
    <message>
        <source>The pyramid is empty: the game is won.</source>
        <extracomment>Pyramid, a move after the win.</extracomment>
        <translation>A pirâmide está vazia: a partida está ganha.</translation>
    </message>
    <message>
        <source>Nothing above the stock and the waste. Down goes to the apex.</source>
        <extracomment>Pyramid, Up on the stock or the waste (nothing above them).</extracomment>
        <translation>Nada acima do monte e do descarte. Abaixo leva ao topo da pirâmide.</translation>
    </message>
    <message>
        <source>Lowest row. Up goes to the row above.</source>
        <extracomment>Pyramid, Down on the pyramid&apos;s lowest row.</extracomment>
        <translation>Fileira mais baixa. Acima leva à fileira de cima.</translation>
    </message>
    <message>
        <source>Start of row %1.</source>
        <extracomment>Pyramid, Left on a row&apos;s first card (the focus stays). %1 the row (1 to 7).</extracomment>
        <translation>Início da fileira %1.</translation>
    </message>
    <message>
        <source>End of row %1.</source>
        <extracomment>Pyramid, Right on a row&apos;s last card (the focus stays). %1 the row (1 to 7).</extracomment>
        <translation>Fim da fileira %1.</translation>
    </message>
    <message>
        <source>Nothing left of the stock. Right goes to the waste.</source>
        <extracomment>Pyramid, Left on the stock (the focus stays).</extracomment>
        <translation>Nada à esquerda do monte. Direita leva ao descarte.</translation>
    </message>
    <message>
        <source>Nothing right of the waste. Left goes to the stock.</source>
        <extracomment>Pyramid, Right on the waste (the focus stays).</extracomment>
        <translation>Nada à direita do descarte. Esquerda leva ao monte.</translation>
    </message>
    <message>
        <source>Up and Down go between the rows of the pyramid, Left and Right along a row, 1 to 7 to a row; up from the apex are the stock and the waste, P goes to the waste. Space picks a card; Space or Enter on a second card that makes 13 with it removes the pair; Enter on a free card removes it with the first free card that makes 13, and a king alone. N draws. F1 lists the keys.</source>
        <extracomment>Pyramid: Tab pressed on the board (the cards are reached with the arrow keys and the digits).</extracomment>
        <translation>Acima e Abaixo passam entre as fileiras da pirâmide, Esquerda e Direita ao longo de uma fileira, 1 a 7 a uma fileira; acima do topo estão o monte e o descarte, P vai ao descarte. Espaço escolhe uma carta; Espaço ou Enter numa segunda carta que soma 13 com ela remove o par; Enter numa carta livre a remove com a primeira carta livre que soma 13, e um rei sozinho. N compra uma carta. F1 lista as teclas.</translation>
    </message>
    <message>
        <source>Pyramid solitaire. Remove free cards in pairs that make 13, kings alone. Arrow keys move over the rows, Space picks a card and pairs it, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>Pyramid: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Paciência Pirâmide. Remova cartas livres em pares que somem 13, reis sozinhos. As setas passam pelas fileiras, Espaço escolhe uma carta e forma o par, N compra, H dá uma dica, F1 lista todas as teclas.</translation>
    </message>
    <message>
        <source>Row %1: empty.</source>
        <extracomment>Pyramid, D (Say the Pyramid): an empty row. %1 the row.</extracomment>
        <translation>Fileira %1: vazia.</translation>
    </message>
    <message>
        <source>Row %1: %2.</source>
        <extracomment>Pyramid, D (Say the Pyramid): one row, left to right. %1 the row, %2 its cards as a list.</extracomment>
        <translation>Fileira %1: %2.</translation>
    </message>
    <message>
        <source>%1 free</source>
        <extracomment>Pyramid, D (Say the Pyramid): a free card in a row&apos;s list. %1 the card.</extracomment>
        <translation>%1 livre</translation>
    </message>
    <message>
        <source>Stock: empty.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock is empty.</extracomment>
        <translation>Monte: vazio.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), top %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock. %n its cards, %1 its top card (usable).</extracomment>
        <translation>
            <numerusform>Monte: %n carta, no topo %1.</numerusform>
            <numerusform>Monte: %n cartas, no topo %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: empty.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the waste is empty.
----------
U (Say Waste and Stock) with the waste empty.</extracomment>
        <translation>Descarte: vazio.</translation>
    </message>
    <message>
        <source>Waste: %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the waste&apos;s top card. %1 the card.</extracomment>
        <translation>Descarte: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es) left.</source>
        <extracomment>Pyramid, U and I: the passes through the stock not yet begun. %n how many (0 to 2).
----------
I (Say Game Info), Klondike: %n times the waste may still be turned over.</extracomment>
        <translation>
            <numerusform>Resta %n passada.</numerusform>
            <numerusform>Restam %n passadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) removed; %1 left in the pyramid.</source>
        <extracomment>Pyramid, T (Say Removed Cards): %n the cards out of play, %1 the cards still in the pyramid.</extracomment>
        <translation>
            <numerusform>Cartas removidas: %n; restam %1 na pirâmide.</numerusform>
            <numerusform>Cartas removidas: %n; restam %1 na pirâmide.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s).</source>
        <extracomment>Pyramid, I (Say Game Info), before the stock, the passes and whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.
----------
Yukon, I (Say Game Info), before whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.</extracomment>
        <translation>
            <numerusform>Pontuação %1, tempo %2, jogadas: %n.</numerusform>
            <numerusform>Pontuação %1, tempo %2, jogadas: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is on top of the waste.</source>
        <extracomment>Pyramid, Ctrl+F: the card is the waste&apos;s top card. %1 the card.
----------
Find a Card (Ctrl+F): %1 the card found.</extracomment>
        <translation>%1{o} está no topo do descarte.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 is in the waste under %n card(s).</source>
        <extracomment>Pyramid, Ctrl+F: the card lies in the waste under others. %1 the card, %n the cards on it.
----------
Find a Card (Ctrl+F): %1 the card found, %n cards lie on it in the waste.</extracomment>
        <translation>
            <numerusform>%1{o} está no descarte, sob %n carta.</numerusform>
            <numerusform>%1{o} está no descarte, sob %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is on top of the stock.</source>
        <extracomment>Pyramid, Ctrl+F: the card is the stock&apos;s top card (face up, usable). %1 the card.</extracomment>
        <translation>%1{o} está no topo do monte.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Pyramid&lt;/h2&gt;&lt;p&gt;28 cards are dealt face up in a pyramid of seven rows, the apex first; the other 24 are the stock, its top card face up. A card is free when no card of the row below overlaps it. The game is won when the pyramid is empty; the stock and the waste may keep cards.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Remove two free cards whose values make 13: ace and queen, 2 and jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7. The stock&apos;s top card and the waste&apos;s top card are free too.&lt;/li&gt;&lt;li&gt;A king is removed alone.&lt;/li&gt;&lt;li&gt;Draw: the stock&apos;s top card goes onto the waste. With the stock empty, the waste turns back into the stock: three passes in all.&lt;/li&gt;&lt;li&gt;Score: 5 for each pair or king removed; emptying a row earns a bonus, from 25 for row 7 to 500 for the apex.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Pyramid: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Pirâmide&lt;/h2&gt;&lt;p&gt;28 cartas são distribuídas viradas para cima numa pirâmide de sete fileiras, o topo primeiro; as outras 24 formam o monte, com a carta de cima virada para cima. Uma carta está livre quando nenhuma carta da fileira de baixo a cobre. A partida é ganha quando a pirâmide fica vazia; o monte e o descarte podem ficar com cartas.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Remova duas cartas livres cujos valores somem 13: ás e dama, 2 e valete, 3 e 10, 4 e 9, 5 e 8, 6 e 7. A carta de cima do monte e a carta de cima do descarte também estão livres.&lt;/li&gt;&lt;li&gt;Um rei sai sozinho.&lt;/li&gt;&lt;li&gt;Comprar: a carta de cima do monte vai para o descarte. Com o monte vazio, o descarte volta a ser o monte: três passadas no total.&lt;/li&gt;&lt;li&gt;Pontuação: 5 por par ou rei removido; esvaziar uma fileira dá um bônus, de 25 pela fileira 7 a 500 pelo topo.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Pyramid&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go between the rows to the nearest card, &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; along a row, &lt;b&gt;Home&lt;/b&gt; and &lt;b&gt;End&lt;/b&gt; to a row&apos;s ends; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; go to a row&apos;s first free card. Up from the apex are the stock and the waste; &lt;b&gt;P&lt;/b&gt; goes to the waste.&lt;/li&gt;&lt;li&gt;Each card says where it is, whether it is free or what covers it, and which free cards it pairs with.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks a card; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; on a second card removes the pair. &lt;b&gt;Enter&lt;/b&gt; removes a king. &lt;b&gt;N&lt;/b&gt; draws a card, or turns the waste over.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; lists the pairs and kings you can remove, &lt;b&gt;H&lt;/b&gt; gives a hint, &lt;b&gt;D&lt;/b&gt; reads the pyramid row by row, &lt;b&gt;U&lt;/b&gt; the stock and the waste, &lt;b&gt;T&lt;/b&gt; the cards removed, &lt;b&gt;I&lt;/b&gt; the score, the passes left and whether the deal can still be won.&lt;/li&gt;&lt;li&gt;Mouse: click two cards that make 13, or a king; drag a card onto its partner; click the stock to draw.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Pyramid: Pyramid&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Teclas da Pirâmide&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Acima&lt;/b&gt; e &lt;b&gt;Abaixo&lt;/b&gt; passam entre as fileiras até a carta mais próxima, &lt;b&gt;Esquerda&lt;/b&gt; e &lt;b&gt;Direita&lt;/b&gt; ao longo de uma fileira, &lt;b&gt;Home&lt;/b&gt; e &lt;b&gt;End&lt;/b&gt; às pontas de uma fileira; &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;7&lt;/b&gt; vão à primeira carta livre de uma fileira. Acima do topo estão o monte e o descarte; &lt;b&gt;P&lt;/b&gt; vai ao descarte.&lt;/li&gt;&lt;li&gt;Cada carta diz onde está, se está livre ou o que a cobre, e com quais cartas livres faz par.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Espaço&lt;/b&gt; escolhe uma carta; &lt;b&gt;Espaço&lt;/b&gt; ou &lt;b&gt;Enter&lt;/b&gt; numa segunda carta remove o par. &lt;b&gt;Enter&lt;/b&gt; remove um rei. &lt;b&gt;N&lt;/b&gt; compra uma carta, ou desvira o descarte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; lista os pares e reis que você pode remover, &lt;b&gt;H&lt;/b&gt; dá uma dica, &lt;b&gt;D&lt;/b&gt; lê a pirâmide fileira por fileira, &lt;b&gt;U&lt;/b&gt; o monte e o descarte, &lt;b&gt;T&lt;/b&gt; as cartas removidas, &lt;b&gt;I&lt;/b&gt; a pontuação, as passadas restantes e se a partida ainda pode ser ganha.&lt;/li&gt;&lt;li&gt;Mouse: clique em duas cartas que somem 13, ou num rei; arraste uma carta até o par dela; clique no monte para comprar.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>H (Hint) in every game. %1 a move as an instruction (&quot;move the 5 of clubs from column 4 onto …&quot;).</extracomment>
        <translation>Dica: %1.</translation>
    </message>
    <message>
        <source>turn cards from the stock</source>
        <extracomment>A move as an instruction, in a hint (H) and in the M list: turning cards from the stock.</extracomment>
        <translation>vire cartas do monte</translation>
    </message>
    <message>
        <source>No hint: no move is available. Undo, or press F2 for a new deal.</source>
        <extracomment>H (hint) when no legal move is left.</extracomment>
        <translation>Sem dica: não há jogada possível. Desfaça, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>This keeps the deal winnable.</source>
        <extracomment>Added to a hint that comes from a winning line found by the solver.</extracomment>
        <translation>Assim a partida continua ganhável.</translation>
    </message>
    <message>
        <source>No moves available.</source>
        <extracomment>M (Say Available Moves) when no legal move is left.</extracomment>
        <translation>Nenhuma jogada possível.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s): %1.</source>
        <extracomment>M (Say Available Moves). &quot;M&quot;: %n how many moves, %1 the moves as a list of instructions.</extracomment>
        <translation>
            <numerusform>%n jogada: %1.</numerusform>
            <numerusform>%n jogadas: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <extracomment>T (Say Foundations), one foundation: %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1: vazia.</translation>
    </message>
    <message>
        <source>%1: complete.</source>
        <extracomment>T (Say Foundations), a foundation up to its king: %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1: completa.</translation>
    </message>
    <message>
        <source>%1: up to the %2.</source>
        <extracomment>T (Say Foundations), one foundation. %1 &quot;Hearts foundation&quot;, %2 its top card.</extracomment>
        <translation>%1: até %2{o}.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1 on top, %n card(s).</source>
        <extracomment>U (Say Waste and Stock): %1 the waste&apos;s top card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>Descarte: %1 no topo, %n carta.</numerusform>
            <numerusform>Descarte: %1 no topo, %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), unlimited passes.</source>
        <extracomment>U (Say Waste and Stock), unlimited passes: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Monte: %n carta, passadas sem limite.</numerusform>
            <numerusform>Monte: %n cartas, passadas sem limite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), passes left: %1.</source>
        <extracomment>U (Say Waste and Stock), limited passes. %n cards in the stock, %1 recycles still allowed.</extracomment>
        <translation>
            <numerusform>Monte: %n carta, passadas restantes: %1.</numerusform>
            <numerusform>Monte: %n cartas, passadas restantes: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down, then %2.</source>
        <extracomment>D (Say Columns), one column. %1 column, %n face-down cards, %2 the face-up cards from the deepest to the top.</extracomment>
        <translation>
            <numerusform>Coluna %1: %n virada para baixo, depois %2.</numerusform>
            <numerusform>Coluna %1: %n viradas para baixo, depois %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1.</source>
        <extracomment>I (Say Game Info), first part: %1 the score.</extracomment>
        <translation>Pontuação %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stock.</source>
        <extracomment>I (Say Game Info), Klondike: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Cartas no monte: %n.</numerusform>
            <numerusform>Cartas no monte: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unlimited passes.</source>
        <extracomment>I (Say Game Info), Klondike: the waste may be turned over any number of times.</extracomment>
        <translation>Passadas sem limite.</translation>
    </message>
    <message>
        <source>The deal is won.</source>
        <extracomment>End of the I key&apos;s answer (every game), once the game is won.</extracomment>
        <translation>A partida está ganha.</translation>
    </message>
    <message>
        <source>The deal is still winnable.</source>
        <extracomment>End of the I key&apos;s answer (every game): the solver found a win from here.</extracomment>
        <translation>A partida ainda pode ser ganha.</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <extracomment>Said at the opening position of a deal the solver proved lost.</extracomment>
        <translation>Esta partida não pode ser ganha.</translation>
    </message>
    <message>
        <source>The deal can no longer be won.</source>
        <extracomment>End of the I key&apos;s answer (every game): the solver proved that no win is left.</extracomment>
        <translation>A partida não pode mais ser ganha.</translation>
    </message>
    <message>
        <source>Still working out whether the deal can still be won.</source>
        <extracomment>End of the I key&apos;s answer (every game) while the solver is still searching.</extracomment>
        <translation>Ainda calculando se a partida pode ser ganha.</translation>
    </message>
    <message>
        <source>The solver could not work out whether the deal can still be won.</source>
        <extracomment>The solver&apos;s longest search ended without an answer.</extracomment>
        <translation>O resolvedor não conseguiu descobrir se a partida ainda pode ser ganha.</translation>
    </message>
    <message>
        <source>Not yet known whether the deal can still be won.</source>
        <extracomment>End of the I key&apos;s answer (every game) when no solver runs (yet).</extracomment>
        <translation>Ainda não se sabe se a partida pode ser ganha.</translation>
    </message>
    <message>
        <source>“%1” is not a card. Type a card like 7h or 7 of hearts.</source>
        <extracomment>Find a Card (Ctrl+F): the typed text is not a card. %1 what was typed. &quot;7h&quot; is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.</extracomment>
        <translation>“%1” não é uma carta. Digite uma carta como 7h ou 7 de copas.</translation>
    </message>
    <message>
        <source>The %1 is not visible yet.</source>
        <extracomment>Find a Card (Ctrl+F): the card is face down or in the stock; never say where it lies. %1 the card.</extracomment>
        <translation>%1{o} ainda não está visível.</translation>
    </message>
    <message>
        <source>The %1 is in column %2, card %3 of %4 face up.</source>
        <extracomment>Find a Card (Ctrl+F), the card is face up in a column. %1 card, %2 column, %3 its place among %4 face-up cards (counted from the deepest).</extracomment>
        <translation>%1{o} está na coluna %2, carta %3 de %4 virada para cima.</translation>
    </message>
    <message>
        <source>The %1 is on top of its foundation.</source>
        <extracomment>Find a Card (Ctrl+F): %1 the card found, the last card on its foundation.</extracomment>
        <translation>%1{o} está no topo da fundação.</translation>
    </message>
    <message>
        <source>The %1 is on its foundation.</source>
        <extracomment>Find a Card (Ctrl+F): %1 the card found, under other cards on its foundation.</extracomment>
        <translation>%1{o} está na fundação.</translation>
    </message>
    <message>
        <source>Card to find, for example 7h or 7 of hearts:</source>
        <extracomment>Find a Card (Ctrl+F): the prompt of its input box. &quot;7h&quot; is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.</extracomment>
        <translation>Carta a buscar, por exemplo 7h ou 7 de copas:</translation>
    </message>
    <message>
        <source>Find a Card</source>
        <extracomment>Find a Card (Ctrl+F): title of its input box.</extracomment>
        <translation>Buscar uma carta</translation>
    </message>
    <message>
        <source>Announcements</source>
        <extracomment>Title of the announcement history (Ctrl+Shift+H): a panel listing recent announcements.</extracomment>
        <translation>Anúncios</translation>
    </message>
    <message>
        <source>Nothing has been announced yet.</source>
        <extracomment>The announcement history (Ctrl+Shift+H) before anything was said.</extracomment>
        <translation>Nada foi anunciado ainda.</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>L (Say Last Move): what the last move, undo or redo did, in full, with the cards that went up to the foundations by themselves after it (a win does not list them). %1 the move&apos;s own sentences (&quot;Moved the 8 of diamonds to free cell 1. Moved to the foundations: …&quot;).</extracomment>
        <translation>Última jogada: %1</translation>
    </message>
    <message>
        <source>No move yet in this deal.</source>
        <extracomment>L (Say Last Move) before any move of this deal.</extracomment>
        <translation>Nenhuma jogada ainda nesta partida.</translation>
    </message>
    <message>
        <source>Nothing to repeat yet.</source>
        <extracomment>Ctrl+L (Repeat Last Announcement) before anything was said.</extracomment>
        <translation>Nada para repetir ainda.</translation>
    </message>
    <message>
        <source>The cards are as large as this window can show them.</source>
        <extracomment>Ctrl+= (zoom in) when the cards already fill the window&apos;s width.</extracomment>
        <translation>As cartas já estão do maior tamanho que esta janela mostra.</translation>
    </message>
    <message>
        <source>About klondike-qt</source>
        <extracomment>Help menu, About: the box&apos;s window title.</extracomment>
        <translation>Sobre o klondike-qt</translation>
    </message>
    <message>
        <source>klondike-qt %1</source>
        <extracomment>The About box&apos;s heading; %1 is the version number, e.g. 0.1.0.</extracomment>
        <translation>klondike-qt %1</translation>
    </message>
    <message>
        <source>Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire for everyone: mouse, keyboard and screen-reader players.</source>
        <extracomment>Help menu, About: the line under its heading.</extracomment>
        <translation>Paciências Klondike, FreeCell, Spider, Yukon, Pirâmide, TriPeaks e Golf para todos: quem joga com mouse, teclado ou leitor de tela.</translation>
    </message>
    <message>
        <source>klondike-qt is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
        <extracomment>Help menu, About: the licence paragraph.</extracomment>
        <translation>O klondike-qt é software livre: você pode compartilhá-lo e modificá-lo nos termos da Licença Pública Geral GNU, versão 3 ou qualquer versão posterior. Ele vem sem nenhuma garantia.</translation>
    </message>
    <message>
        <source>Made with Qt %1 and PySide6 %2, used under the GNU Lesser General Public License, version 3.</source>
        <extracomment>Help menu, About: the line on the toolkit. %1 and %2 are version numbers, e.g. 6.12.0.</extracomment>
        <translation>Feito com Qt %1 e PySide6 %2, usados sob a Licença Pública Geral Menor GNU, versão 3.</translation>
    </message>
    <message>
        <source>The GNU General Public License on gnu.org</source>
        <extracomment>The text of a link to the licence on gnu.org.</extracomment>
        <translation>A Licença Pública Geral GNU em gnu.org</translation>
    </message>
    <message>
        <source>&amp;License</source>
        <extracomment>A button that shows the whole licence text; &amp; marks its access key.</extracomment>
        <translation>&amp;Licença</translation>
    </message>
    <message>
        <source>Turn cards</source>
        <comment>undo step</comment>
        <extracomment>An undo step: turning cards from the stock. Shown in the Edit menu (&quot;Undo Turn cards&quot;) and in its tip.</extracomment>
        <translation>Virar cartas</translation>
    </message>
    <message>
        <source>Turn the waste over</source>
        <comment>undo step</comment>
        <extracomment>An undo step: turning the waste back into the stock. Shown in the Edit menu (&quot;Undo Turn the waste over&quot;).</extracomment>
        <translation>Desvirar o descarte</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>The Edit menu&apos;s Undo item when there is nothing to undo. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <extracomment>The Edit menu; %1 the step it takes back (&quot;Move 7♥ to column 6&quot;).</extracomment>
        <translation>&amp;Desfazer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>The Edit menu&apos;s Redo item when there is nothing to redo. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <extracomment>The Edit menu; %1 the step it does again.</extracomment>
        <translation>&amp;Refazer: %1</translation>
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
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s score field.</extracomment>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s time field.</extracomment>
        <translation>Tempo</translation>
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
        <translation>Compra de %1</translation>
    </message>
    <message>
        <source>Pass %1 of %2</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the pass through the stock, %2 how many are allowed.</extracomment>
        <translation>Passada %1 de %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s moves field. %1 the number of moves.</extracomment>
        <translation>Jogadas: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the score, or the Vegas balance (&quot;-$52&quot;).</extracomment>
        <translation>Pontuação: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the time played (&quot;4:12&quot;).</extracomment>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <source>Ready to finish</source>
        <extracomment>Title of the banner over the table when every card is face up (Klondike).</extracomment>
        <translation>Pronto para terminar</translation>
    </message>
    <message>
        <source>Every card is face up. Press Enter or click to finish.</source>
        <extracomment>The banner a mouse player sees (the announcement says &quot;Press Enter to finish&quot;).</extracomment>
        <translation>Todas as cartas estão viradas para cima. Aperte Enter ou clique para terminar.</translation>
    </message>
    <message>
        <source>No moves left</source>
        <extracomment>Title of the banner over the table when no legal move is left.</extracomment>
        <translation>Sem jogadas</translation>
    </message>
    <message>
        <source>Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table when no legal move is left. Under the title &quot;No moves left&quot;.</extracomment>
        <translation>Desfaça para tentar outro caminho, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>Every card in the columns is face up. Press Enter or click to finish.</source>
        <extracomment>Klondike: every card of the columns is face up, cards are left in the stock or the waste (the finish turns them).</extracomment>
        <translation>Todas as cartas das colunas estão viradas para cima. Aperte Enter ou clique para terminar.</translation>
    </message>
    <message>
        <source>No move helps</source>
        <extracomment>Klondike: moves are left (turning the stock) but none of them helps.</extracomment>
        <translation>Nenhuma jogada ajuda</translation>
    </message>
    <message>
        <source>Turning the stock brings up nothing that can be played. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table (Klondike). Under the title &quot;No move helps&quot;.</extracomment>
        <translation>Virar o monte não traz nada que possa ser jogado. Desfaça para tentar outro caminho, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>Dead end</source>
        <extracomment>FreeCell: moves are left, but the solver has proved that none of them wins.</extracomment>
        <translation>Beco sem saída</translation>
    </message>
    <message>
        <source>The solver has proved that this position cannot be won. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table (FreeCell). Under the title &quot;Dead end&quot;.</extracomment>
        <translation>O resolvedor provou que esta posição não pode ser ganha. Desfaça para tentar outro caminho, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>The solver has proved that this deal cannot be won from the start. Press F2 for a new deal.</source>
        <extracomment>The banner over the table (FreeCell), under the title &quot;Dead end&quot;, when the solver has proved the deal lost from its opening position (no undo can help; e.g. deal 11982).</extracomment>
        <translation>O resolvedor provou que esta partida não pode ser ganha desde o início. Aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>A row cannot be dealt while a column is empty, and too few cards are left to fill every column. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>Spider, under &quot;No moves left&quot;, while rows are left in the stock: a row may not be dealt onto an empty column.</extracomment>
        <translation>Não dá para distribuir uma fileira com uma coluna vazia, e restam poucas cartas para encher todas as colunas. Desfaça para tentar outro caminho, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>You won!</source>
        <extracomment>Title of the banner over the table after a win.</extracomment>
        <translation>Você ganhou!</translation>
    </message>
    <message>
        <source>Click here or press F2 for a new deal.</source>
        <extracomment>The last line of the win banner; a click on the banner deals anew.</extracomment>
        <translation>Clique aqui ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>Spider</source>
        <extracomment>The game&apos;s name on its own (the window title, the Game menu). Spanish: Araña.</extracomment>
        <translation>Spider</translation>
    </message>
    <message>
        <source>one suit</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, one suit&quot;): one suit, spades only.</extracomment>
        <translation>um naipe</translation>
    </message>
    <message>
        <source>two suits</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, two suits&quot;): spades and hearts.</extracomment>
        <translation>dois naipes</translation>
    </message>
    <message>
        <source>four suits</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, four suits&quot;).</extracomment>
        <translation>quatro naipes</translation>
    </message>
    <message>
        <source>Spider, %1</source>
        <extracomment>The window title and status bar: %1 &quot;one suit&quot;, &quot;two suits&quot; or &quot;four suits&quot;.</extracomment>
        <translation>Spider, %1</translation>
    </message>
    <message>
        <source>Spider solitaire. Left and Right move between the ten columns and the stock, Up and Down along a column choose how much of a run to take, Space picks up and puts down, Enter plays a run, N deals a row, R says which runs can move, H gives a hint, F1 lists every key.</source>
        <extracomment>Spider: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Paciência Spider. Esquerda e Direita passam pelas dez colunas e o monte, Acima e Abaixo numa coluna escolhem quanto da sequência pegar, Espaço pega e solta, Enter joga uma sequência, N distribui uma fileira, R diz quais sequências podem se mover, H dá uma dica, F1 lista todas as teclas.</translation>
    </message>
    <message>
        <source>Stock</source>
        <comment>Spider&apos;s stock, a name on its own</comment>
        <extracomment>Spider&apos;s stock, as an accessible name.</extracomment>
        <translation>Monte</translation>
    </message>
    <message>
        <source>the stock</source>
        <comment>Spider&apos;s stock, inside a sentence</comment>
        <extracomment>Spider&apos;s stock inside a sentence, with its article (&quot;Nothing to pick up in the stock.&quot;). Forms allowed.</extracomment>
        <translation>o monte|o:o monte|do:do monte|ao:ao monte|no:no monte|pelo:pelo monte</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <extracomment>Spider: accessible name of the place where completed King-to-Ace sequences lie (the focus can rest there).</extracomment>
        <translation>Sequências completas</translation>
    </message>
    <message>
        <source>the completed sequences</source>
        <extracomment>Spider: the completed sequences inside a sentence, with their article. Forms allowed.</extracomment>
        <translation>as sequências completas|o:as sequências completas|do:das sequências completas|ao:às sequências completas|no:nas sequências completas|pelo:pelas sequências completas</translation>
    </message>
    <message>
        <source>Face-down card, column %1, card %2 of %3.</source>
        <extracomment>A face-down card of a Spider column (its accessible name): %1 column, %2 its place from the bottom, %3 cards there.</extracomment>
        <translation>Carta virada para baixo, coluna %1, carta %2 de %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) that can&apos;t move with it.</source>
        <extracomment>Spider: the cards on it are not one same-suit run with it, so it can&apos;t be taken with them. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, coluna %2, carta %3 de %4, sob %n carta que não pode se mover junto.</numerusform>
            <numerusform>%1, coluna %2, carta %3 de %4, sob %n cartas que não podem se mover junto.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 can go here, or on the other %2, in column %3.</source>
        <extracomment>Spider, while cards are held: %1 the first held card, %2 the focused card it can go on, %3 the column of another card of that name which takes it too.</extracomment>
        <translation>%1{o} pode ir aqui, ou sobre %2{o} da coluna %3.</translation>
    </message>
    <message>
        <source>The %1 can go here, or on another %2, in columns %3.</source>
        <extracomment>Spider, while cards are held, on a card whose twins on other columns take them too. %1 the first held card, %2 the card it can go on, %3 the columns (&quot;4 or 9&quot;) of the other cards of that name.</extracomment>
        <translation>%1{o} pode ir aqui, ou sobre %2{o} das colunas %3.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face-down card(s) under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card; %n the face-down cards it lies on, %1 the column.</extracomment>
        <translation>
            <numerusform>Coluna %1: sob esta, %n carta virada para baixo.</numerusform>
            <numerusform>Coluna %1: sob esta, %n cartas viradas para baixo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: no card under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card, which lies on no other card. %1 the column.</extracomment>
        <translation>Coluna %1: nenhuma carta embaixo.</translation>
    </message>
    <message>
        <source>The arrow keys move between the columns, the stock and the completed sequences, 1 to 9 and 0 go to a column, End to the stock. F1 lists the keys.</source>
        <extracomment>Spider: Tab pressed on the board (the columns are reached with the arrow keys and the digits).</extracomment>
        <translation>As setas passam pelas colunas, o monte e as sequências completas, 1 a 9 e 0 vão a uma coluna, End ao monte. F1 lista as teclas.</translation>
    </message>
    <message>
        <source>Column %1, empty. Any card or same-suit run can go here; fill it before dealing a row.</source>
        <extracomment>Spider: an empty column takes any card or same-suit run, and no row can be dealt while it is empty. %1 the column number.</extracomment>
        <translation>Coluna %1, vazia. Qualquer carta ou sequência do mesmo naipe pode ir aqui; preencha-a antes de distribuir uma fileira.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s).</source>
        <extracomment>Spider, focus on the stock, speech setting Brief. %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Monte, %n fileira.</numerusform>
            <numerusform>Monte, %n fileiras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s) left. Space deals a row, one card on each column.</source>
        <extracomment>Spider&apos;s stock: %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Monte, resta %n fileira. Espaço distribui uma fileira, uma carta em cada coluna.</numerusform>
            <numerusform>Monte, restam %n fileiras. Espaço distribui uma fileira, uma carta em cada coluna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Completed sequences, %1 of 8.</source>
        <extracomment>Spider: the completed King-to-Ace sequences; %1 how many of the 8.</extracomment>
        <translation>Sequências completas, %1 de 8.</translation>
    </message>
    <message>
        <source>Completed sequences, %1 of 8: %2.</source>
        <extracomment>Spider: the completed King-to-Ace sequences, where the focus rests; %1 how many of the 8, %2 their suits in the order they were completed (&quot;spades and hearts&quot;).</extracomment>
        <translation>Sequências completas, %1 de 8: %2.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the completed sequences: a sequence goes there by itself, once a column holds it from king to ace in one suit.</source>
        <extracomment>Spider: held cards put down on the completed sequences. %1 the first held card.</extracomment>
        <translation>Não dá para pôr %1{o} nas sequências completas: uma sequência vai para lá sozinha, quando uma coluna a tem do rei ao ás de um só naipe.</translation>
    </message>
    <message>
        <source>Sequence of %1 complete, %2 of 8.</source>
        <extracomment>Spider, after a move completed a sequence, speech setting Brief. %1 its suit (&quot;hearts&quot;), %2 how many of the 8 are complete.</extracomment>
        <translation>Sequência de %1 completa, %2 de 8.</translation>
    </message>
    <message>
        <source>Completed a sequence of %1, king to ace, and it leaves the table: %2 of 8.</source>
        <extracomment>Spider: a King-to-Ace run of %1 (a suit) left the table by itself; %2 how many of the 8 are complete.</extracomment>
        <translation>Completou uma sequência de %1, do rei ao ás, e ela sai da mesa: %2 de 8.</translation>
    </message>
    <message numerus="yes">
        <source>Row dealt, %n left.</source>
        <extracomment>Spider, after a row was dealt (N), speech setting Brief. %n rows left in the stock.</extracomment>
        <translation>
            <numerusform>Fileira distribuída, resta %n.</numerusform>
            <numerusform>Fileira distribuída, restam %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1, %2</source>
        <extracomment>Spider, a dealt row: one card with its column. %1 the column&apos;s number, %2 the card (&quot;6 of spades&quot;), or only its rank (&quot;6&quot;) when the whole row is of one suit.</extracomment>
        <translation>coluna %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row of %2, %n row(s) left: %1.</source>
        <extracomment>Spider: a row of one suit was dealt (always so with one suit); %n rows left in the stock, %1 the ten ranks on their own with their columns (&quot;column 1, 6; column 2, king; …&quot;), %2 the suit.</extracomment>
        <translation>
            <numerusform>Distribuiu uma fileira de %2, resta %n: %1.</numerusform>
            <numerusform>Distribuiu uma fileira de %2, restam %n: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row, %n row(s) left: %1.</source>
        <extracomment>Spider: a row was dealt; %n rows left in the stock, %1 the ten cards with their columns (&quot;column 1, 6 of spades; column 2, 3 of hearts; …&quot;).</extracomment>
        <translation>
            <numerusform>Distribuiu uma fileira, resta %n: %1.</numerusform>
            <numerusform>Distribuiu uma fileira, restam %n: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The row is back in the stock.</source>
        <extracomment>Spider, after undoing a dealt row.</extracomment>
        <translation>A fileira voltou ao monte.</translation>
    </message>
    <message>
        <source>The sequence of %1 is back in column %2.</source>
        <extracomment>After an undo: the completed sequence of %1 (a suit) lies in column %2 again.</extracomment>
        <translation>A sequência de %1 voltou à coluna %2.</translation>
    </message>
    <message>
        <source>Move %1 from column %2 to column %3</source>
        <extracomment>An undo step in Spider; %1 a card as printed in its corner (&quot;7♥&quot;), %2 and %3 columns.</extracomment>
        <translation>Mover %1 da coluna %2 para a coluna %3</translation>
    </message>
    <message>
        <source>Deal a Row</source>
        <extracomment>An undo step in Spider: a row dealt from the stock.</extracomment>
        <translation>Distribuir uma fileira</translation>
    </message>
    <message>
        <source>moved %1 from column %2 to column %3</source>
        <extracomment>Spider: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, or a run (&quot;10 to 8 of spades&quot;), %2 the column it left, %3 the column it went to.</extracomment>
        <translation>moveu %1{o} da coluna %2 para a coluna %3</translation>
    </message>
    <message>
        <source>The %1 are back in %2.</source>
        <extracomment>Spider, after an undo of a run&apos;s move: where the run is now. %1 the run, as the move said it (&quot;10 to 8 of spades&quot;: the cards from the 10 down to the 8), %2 the pile (&quot;column 2&quot;).</extracomment>
        <translation>As cartas de %1 estão de volta %2{no}.</translation>
    </message>
    <message>
        <source>dealt a row</source>
        <extracomment>Spider: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a row dealt from the stock.</extracomment>
        <translation>distribuiu uma fileira</translation>
    </message>
    <message>
        <source>deal a row from the stock</source>
        <extracomment>Spider: a move as an instruction, in a hint (H) and in the M list: dealing a row.</extracomment>
        <translation>distribua uma fileira do monte</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left in the stock.</source>
        <extracomment>Spider: %n rows of ten cards in the stock.</extracomment>
        <translation>
            <numerusform>Resta %n fileira no monte.</numerusform>
            <numerusform>Restam %n fileiras no monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>No sequence is complete yet, 8 to go.</source>
        <extracomment>Spider, T (Say Completed Sequences) before any sequence is complete.</extracomment>
        <translation>Nenhuma sequência completa ainda, faltam 8.</translation>
    </message>
    <message>
        <source>%1 of 8 sequences complete: %2.</source>
        <extracomment>Spider: %1 how many of the 8 sequences are complete, %2 their suits in order.</extracomment>
        <translation>%1 de 8 sequências completas: %2.</translation>
    </message>
    <message>
        <source>any run can go to the empty column %1</source>
        <extracomment>Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to the empty column. %1 its number.</extracomment>
        <translation>qualquer sequência pode ir para a coluna vazia %1</translation>
    </message>
    <message>
        <source>any run can go to the empty columns %1</source>
        <extracomment>Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to an empty column. %1 the empty columns&apos; numbers (&quot;2 and 7&quot;).</extracomment>
        <translation>qualquer sequência pode ir para as colunas vazias %1</translation>
    </message>
    <message>
        <source>A row can be dealt.</source>
        <extracomment>Spider, end of R (Say Runs That Can Move): the stock may be dealt now.</extracomment>
        <translation>Dá para distribuir uma fileira.</translation>
    </message>
    <message>
        <source>No row can be dealt while a column is empty.</source>
        <extracomment>Spider, end of R (Say Runs That Can Move): rows are left but a column is empty.</extracomment>
        <translation>Não dá para distribuir uma fileira com uma coluna vazia.</translation>
    </message>
    <message>
        <source>No run can move now. %1</source>
        <extracomment>Spider, R (Say Runs That Can Move) when no run can move. %1 what R says about the stock (&quot;A row can be dealt.&quot;).</extracomment>
        <translation>Nenhuma sequência pode se mover agora. %1</translation>
    </message>
    <message>
        <source>Can move now: %1. %2</source>
        <extracomment>Spider: %1 the runs that can move (&quot;8 to 5 of hearts from column 3 to column 6 or 9&quot;), %2 about the stock.</extracomment>
        <translation>Podem se mover agora: %1. %2</translation>
    </message>
    <message>
        <source>%1 from column %2 to column %3</source>
        <extracomment>Spider: %1 a run (&quot;8 to 5 of hearts&quot;), %2 its column, %3 the columns it may go to (&quot;6 or 9&quot;).</extracomment>
        <translation>%1 da coluna %2 para a coluna %3</translation>
    </message>
    <message>
        <source>No %1 is face up.</source>
        <extracomment>Spider, Find a Card (Ctrl+F): no card of that name lies face up (it may be face down or in the stock). %1 the card.</extracomment>
        <translation>Não há %1 com a face para cima.</translation>
    </message>
    <message>
        <source>column %1, card %2 of %3</source>
        <extracomment>Spider, Find a Card (Ctrl+F): one place of a face-up card of that name (two decks: there may be two). %1 column, %2 the card&apos;s place from the bottom, %3 cards in the column.</extracomment>
        <translation>coluna %1, carta %2 de %3</translation>
    </message>
    <message>
        <source>%1 of 8 sequences complete.</source>
        <extracomment>Spider, I (Say Game Info): %1 how many of the 8 sequences are complete.</extracomment>
        <translation>%1 de 8 sequências completas.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2.</source>
        <extracomment>Spider: %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Spider, %1, partida %2.</translation>
    </message>
    <message>
        <source>No list of winnable deals with %1 yet: this deal is random and may be impossible to win.</source>
        <extracomment>Spider, said after the new deal&apos;s announcement when &quot;Winnable deals only&quot; is on but the number of suits has no list of deals the solver has won yet (a list not made yet). %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Ainda não há lista de partidas ganháveis com %1: esta partida é aleatória e pode ser impossível de ganhar.</translation>
    </message>
    <message>
        <source>Random: no winnable list</source>
        <extracomment>Spider&apos;s status bar, beside &quot;Deal 123&quot;, when &quot;Winnable deals only&quot; is on but the number of suits has no list of deals the solver has won yet: the deal is any deal.</extracomment>
        <translation>Aleatória: sem lista de ganháveis</translation>
    </message>
    <message>
        <source>Restarted Spider, %1, deal %2.</source>
        <extracomment>Spider, after a restart (Ctrl+R), naming the deal as the welcome does. %1 the suits in play (&quot;one suit&quot;, &quot;two suits&quot;, &quot;four suits&quot;), %2 the deal number.</extracomment>
        <translation>Spider, %1, partida %2 reiniciada.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus and the last game was restored. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Spider, %1, partida %2. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Spider, %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Spider, %1. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Spider, %1. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus, on a deal without a number. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Spider, %1. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Spider, %1, partida %2. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Spider&lt;/h2&gt;&lt;p&gt;Two decks, 104 cards: with one suit, eight sets of spades; with two, spades and hearts; with four, two full decks (Game menu). 54 cards are dealt into ten columns, only the top card of each face up; the other 50 are the stock, five rows of ten. Build eight sequences from king down to ace in one suit; each leaves the table by itself, and the game is won when all eight have.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Any card can go on a card one rank higher, whatever its suit (a 9 of hearts on a 10 of clubs).&lt;/li&gt;&lt;li&gt;Only a run of one suit moves as one: in 9♠ 8♥ 7♥ you can take the 7, or the 8 and the 7, but not the 9 with them.&lt;/li&gt;&lt;li&gt;An empty column takes any card or same-suit run.&lt;/li&gt;&lt;li&gt;A face-down card that comes to the top turns up by itself.&lt;/li&gt;&lt;li&gt;Dealing a row puts one card on each column; it is not allowed while a column is empty.&lt;/li&gt;&lt;li&gt;Score: 500 to start, 1 point less for each move and each undo, 100 more for each sequence.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Undo takes back any move, a dealt row or a completed sequence included.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in Spider: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Spider&lt;/h2&gt;&lt;p&gt;Dois baralhos, 104 cartas: com um naipe, oito conjuntos de espadas; com dois, espadas e copas; com quatro, dois baralhos completos (menu Jogo). 54 cartas são distribuídas em dez colunas, só a carta de cima de cada uma virada para cima; as outras 50 formam o monte, cinco fileiras de dez. Monte oito sequências do rei ao ás de um só naipe; cada uma sai da mesa sozinha, e a partida é ganha quando as oito saírem.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qualquer carta pode ir sobre uma carta um valor acima, seja qual for o naipe (um 9 de copas sobre um 10 de paus).&lt;/li&gt;&lt;li&gt;Só uma sequência de um só naipe se move de uma vez: em 9♠ 8♥ 7♥ você pode pegar o 7, ou o 8 e o 7, mas não o 9 junto.&lt;/li&gt;&lt;li&gt;Uma coluna vazia aceita qualquer carta ou sequência do mesmo naipe.&lt;/li&gt;&lt;li&gt;Uma carta virada para baixo que fica no topo se vira sozinha.&lt;/li&gt;&lt;li&gt;Distribuir uma fileira põe uma carta em cada coluna; não é permitido com uma coluna vazia.&lt;/li&gt;&lt;li&gt;Pontuação: 500 no início, 1 ponto a menos por jogada e por desfazer, 100 a mais por sequência.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Desfazer volta qualquer jogada, inclusive uma fileira distribuída ou uma sequência completa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Spider&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the ten columns, the stock and the completed sequences; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;9&lt;/b&gt; and &lt;b&gt;0&lt;/b&gt; go to a column, &lt;b&gt;Home&lt;/b&gt; to column 1, &lt;b&gt;End&lt;/b&gt; to the stock.&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; choose how much of the run to take; only a run of one suit can be taken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down (on the stock: deals a row), &lt;b&gt;Enter&lt;/b&gt; sends a run to the best place, &lt;b&gt;N&lt;/b&gt; deals a row.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: which runs can move now. &lt;b&gt;U&lt;/b&gt;: rows left in the stock. &lt;b&gt;T&lt;/b&gt;: the completed sequences. &lt;b&gt;D&lt;/b&gt;: every column, face-down count and runs. &lt;b&gt;I&lt;/b&gt;: score, time, moves. &lt;b&gt;H&lt;/b&gt;: a hint, the first move of a winning line when the solver has found one.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card with the same-suit run on it onto another column.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it with its run to the best place; &lt;b&gt;click the stock&lt;/b&gt; to deal a row.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Spider: Spider&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Teclas do Spider&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Esquerda&lt;/b&gt; e &lt;b&gt;Direita&lt;/b&gt; passam pelas dez colunas, o monte e as sequências completas; &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;9&lt;/b&gt; e &lt;b&gt;0&lt;/b&gt; vão a uma coluna, &lt;b&gt;Home&lt;/b&gt; à coluna 1, &lt;b&gt;End&lt;/b&gt; ao monte.&lt;/li&gt;&lt;li&gt;Numa coluna, &lt;b&gt;Acima&lt;/b&gt; e &lt;b&gt;Abaixo&lt;/b&gt; escolhem quanto da sequência pegar; só uma sequência de um só naipe pode ser pega.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Espaço&lt;/b&gt; pega e solta (no monte: distribui uma fileira), &lt;b&gt;Enter&lt;/b&gt; manda uma sequência ao melhor lugar, &lt;b&gt;N&lt;/b&gt; distribui uma fileira.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: quais sequências podem se mover agora. &lt;b&gt;U&lt;/b&gt;: fileiras restantes no monte. &lt;b&gt;T&lt;/b&gt;: as sequências completas. &lt;b&gt;D&lt;/b&gt;: cada coluna, quantas viradas para baixo e as sequências. &lt;b&gt;I&lt;/b&gt;: pontuação, tempo, jogadas. &lt;b&gt;H&lt;/b&gt;: uma dica, a primeira jogada de um caminho vencedor quando o resolvedor achou um.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Com o mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arraste&lt;/b&gt; uma carta com a sequência do mesmo naipe sobre ela para outra coluna.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Clique&lt;/b&gt; numa carta para mandá-la com a sequência ao melhor lugar; &lt;b&gt;clique no monte&lt;/b&gt; para distribuir uma fileira.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>No moves left: a row cannot be dealt while a column is empty, and too few cards are left to fill every column. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>Spider&apos;s dead end while rows are left in the stock: no card can move, and a row may not be dealt onto an empty column.</extracomment>
        <translation>Sem jogadas: não dá para distribuir uma fileira com uma coluna vazia, e restam poucas cartas para encher todas as colunas. Desfaça para tentar outro caminho, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the suit changes between the %2 and the %3.</source>
        <extracomment>Spider group rule. %1 the card that was to move; the suit changes between the cards %2 and %3.</extracomment>
        <translation>Não dá para mover %1{o} com as cartas de cima: o naipe muda entre %2{o} e %3{o}.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the %3 does not follow the %2.</source>
        <extracomment>Spider: a run taken that is not in descending order. %1 the card that was to move; %3 does not come one rank below %2.</extracomment>
        <translation>Não dá para mover %1{o} com as cartas de cima: %3{o} não segue %2{o}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: nothing can go on an ace.</source>
        <extracomment>Spider: a card put on an ace. %1 the card that was to move, %2 the ace.</extracomment>
        <translation>Não dá para pôr %1{o} sobre %2{o}: nada vai sobre um ás.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a %3 can go there.</source>
        <extracomment>Spider target rule: %1 the card that was to move, %2 the card it was put on, %3 the only rank that may go on %2 (&quot;8&quot;, &quot;queen&quot;), any suit.</extracomment>
        <translation>Não dá para pôr %1{o} sobre %2{o}: ali só vai %3{um}.</translation>
    </message>
    <message>
        <source>There is no face-up %1 in column %2.</source>
        <extracomment>Spider: a move whose card is not face up in the column it was to come from (e.g. a stale hint or save). %1 the card, %2 the column.</extracomment>
        <translation>Na coluna %2, %1{o} não está com a face para cima.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: column %1 is empty; fill it first.</source>
        <extracomment>Spider: a row can&apos;t be dealt while a column is empty; %1 its number.</extracomment>
        <translation>Não dá para distribuir uma fileira: a coluna %1 está vazia; preencha-a antes.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: columns %1 are empty; fill them first.</source>
        <extracomment>Spider: %1 the empty columns (&quot;4 and 7&quot;).</extracomment>
        <translation>Não dá para distribuir uma fileira: as colunas %1 estão vazias; preencha-as antes.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: the stock is empty.</source>
        <extracomment>Spider: N (Deal a Row) when the stock is empty.</extracomment>
        <translation>Não dá para distribuir uma fileira: o monte está vazio.</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>a rank on its own, as in: ace to 5</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>ás|um:um ás|o:o ás|do:do ás|ao:ao ás|no:no ás|pelo:pelo ás</translation>
    </message>
    <message>
        <source>2</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>2|um:um 2|o:o 2|do:do 2|ao:ao 2|no:no 2|pelo:pelo 2</translation>
    </message>
    <message>
        <source>3</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>3|um:um 3|o:o 3|do:do 3|ao:ao 3|no:no 3|pelo:pelo 3</translation>
    </message>
    <message>
        <source>4</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>4|um:um 4|o:o 4|do:do 4|ao:ao 4|no:no 4|pelo:pelo 4</translation>
    </message>
    <message>
        <source>5</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>5|um:um 5|o:o 5|do:do 5|ao:ao 5|no:no 5|pelo:pelo 5</translation>
    </message>
    <message>
        <source>6</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>6|um:um 6|o:o 6|do:do 6|ao:ao 6|no:no 6|pelo:pelo 6</translation>
    </message>
    <message>
        <source>7</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>7|um:um 7|o:o 7|do:do 7|ao:ao 7|no:no 7|pelo:pelo 7</translation>
    </message>
    <message>
        <source>8</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>8|um:um 8|o:o 8|do:do 8|ao:ao 8|no:no 8|pelo:pelo 8</translation>
    </message>
    <message>
        <source>9</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>9|um:um 9|o:o 9|do:do 9|ao:ao 9|no:no 9|pelo:pelo 9</translation>
    </message>
    <message>
        <source>10</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>10|um:um 10|o:o 10|do:do 10|ao:ao 10|no:no 10|pelo:pelo 10</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>valete|um:um valete|o:o valete|do:do valete|ao:ao valete|no:no valete|pelo:pelo valete</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>dama|um:uma dama|o:a dama|do:da dama|ao:à dama|no:na dama|pelo:pela dama</translation>
    </message>
    <message>
        <source>king</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>rei|um:um rei|o:o rei|do:do rei|ao:ao rei|no:no rei|pelo:pelo rei</translation>
    </message>
    <message>
        <source>%1 to %2 of %3</source>
        <extracomment>A same-suit run in Spider, highest first: %1 and %2 ranks on their own, %3 the suit (&quot;8 to 5 of hearts&quot;).</extracomment>
        <translation>%1 até %2 de %3</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down.</source>
        <extracomment>Spider, D (Say Columns): a column with only face-down cards. %1 the column, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Coluna %1: %n virada para baixo.</numerusform>
            <numerusform>Coluna %1: %n viradas para baixo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>Joins the runs of a Spider column (D): &quot;9 of spades, then 8 to 5 of hearts&quot;. %1 the runs so far, %2 the next one.</extracomment>
        <translation>%1, depois %2</translation>
    </message>
    <message>
        <source>a king</source>
        <extracomment>TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>um rei</translation>
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
        <translation>%1{o}|o:%1{o}|do:%1{do}|ao:%1{ao}|no:%1{no}|pelo:%1{pelo}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <extracomment>TriPeaks: a face-down card inside a list of the cards lying on another (&quot;under the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>uma carta virada para baixo</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <extracomment>TriPeaks: face-down cards inside a list of the cards lying on another (&quot;under 2 face-down cards&quot;). %n how many.</extracomment>
        <translation>
            <numerusform>%n carta virada para baixo</numerusform>
            <numerusform>%n cartas viradas para baixo</numerusform>
        </translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>TriPeaks, partida %1. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>TriPeaks. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>TriPeaks. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>TriPeaks. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>TriPeaks. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>TriPeaks, partida %1. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>New TriPeaks deal. Waste: %1. Next: %2.</source>
        <extracomment>TriPeaks, after a new deal of a deal set up by hand. %1 the waste&apos;s card, %2 the ranks that go on it (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>Nova partida de TriPeaks. Descarte: %1. Próxima: %2.</translation>
    </message>
    <message>
        <source>Restarted TriPeaks, deal %1. Waste: %2. Next: %3.</source>
        <extracomment>TriPeaks, after a restart (Ctrl+R). %1 the deal number, %2 the waste&apos;s card, %3 the ranks that go on it.</extracomment>
        <translation>TriPeaks, partida %1 reiniciada. Descarte: %2. Próxima: %3.</translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Waste: %2. Next: %3.</source>
        <extracomment>TriPeaks, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the waste&apos;s card, %3 the ranks that go on it.</extracomment>
        <translation>TriPeaks, partida %1. Descarte: %2. Próxima: %3.</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, free, fits the waste.</source>
        <extracomment>TriPeaks, the focus on a free card of row 4 (the base) that can go on the waste now. %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).</extracomment>
        <translation>%1, fileira %2, carta %3 de %4, livre, serve no descarte.</translation>
    </message>
    <message>
        <source>%1, peak %2, row %3, card %4 of %5, free, fits the waste.</source>
        <extracomment>TriPeaks, the focus on a free card of a peak that can go on the waste now. %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.</extracomment>
        <translation>%1, pico %2, fileira %3, carta %4 de %5, livre, serve no descarte.</translation>
    </message>
    <message>
        <source>%1, peak %2, row %3, card %4 of %5, free.</source>
        <extracomment>TriPeaks, the focus on a free card of a peak that does not fit the waste now. %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.</extracomment>
        <translation>%1, pico %2, fileira %3, carta %4 de %5, livre.</translation>
    </message>
    <message>
        <source>Face-down card, peak %1, row %2, card %3 of %4, under %5.</source>
        <extracomment>TriPeaks, the focus on a face-down card (it is covered). %1 the peak (1–3), %2 the row (1–3), %3 its place from the left, %4 the cards the row had, %5 the cards lying on it, as a list (&quot;the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>Carta virada para baixo, pico %1, fileira %2, carta %3 de %4, sob %5.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Space turns the next one.</source>
        <extracomment>TriPeaks, the focus on the stock. %n the cards left in it.</extracomment>
        <translation>
            <numerusform>Monte, %n carta. Espaço vira a próxima.</numerusform>
            <numerusform>Monte, %n cartas. Espaço vira a próxima.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Next: %2.</source>
        <extracomment>TriPeaks, the focus on the waste. %1 its top card, %n the cards on the waste, %2 the ranks that go on it.</extracomment>
        <translation>
            <numerusform>%1, descarte, %n carta. Próxima: %2.</numerusform>
            <numerusform>%1, descarte, %n cartas. Próxima: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Top of the peaks.</source>
        <extracomment>TriPeaks, Up on the highest row that has cards: the focus stays.</extracomment>
        <translation>Topo dos picos.</translation>
    </message>
    <message>
        <source>Bottom of the table.</source>
        <extracomment>TriPeaks, Down on the stock or the waste: the focus stays.</extracomment>
        <translation>Nada mais abaixo.</translation>
    </message>
    <message>
        <source>Played %1 on the %2. Streak %3, plus %4.</source>
        <extracomment>TriPeaks, after a card went onto the waste. %1 the card, %2 the card it went on, %3 the streak with it (cards played since the last draw), %4 the points it scored.</extracomment>
        <translation>Jogou %1{o} sobre %2{o}. Série %3, mais %4.</translation>
    </message>
    <message>
        <source>Turned up %1.</source>
        <extracomment>TriPeaks, after a play freed cards (they turned face up). %1 the cards, each with its article, as a list (&quot;the jack of clubs and the 4 of hearts&quot;).</extracomment>
        <translation>Revelou %1.</translation>
    </message>
    <message>
        <source>Peak %1 cleared.</source>
        <extracomment>TriPeaks, after a peak&apos;s top card was played. %1 the peak (1–3).</extracomment>
        <translation>Pico %1 limpo.</translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. Streak ended at %2. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw that ended a streak. %1 the card turned, %2 the streak it ended, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Virou %1{o}. A série terminou em %2. Resta %n no monte.</numerusform>
            <numerusform>Virou %1{o}. A série terminou em %2. Restam %n no monte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw. %1 the card turned, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Virou %1{o}. Resta %n no monte.</numerusform>
            <numerusform>Virou %1{o}. Restam %n no monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>played %1</source>
        <extracomment>TriPeaks: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card played onto the waste.</extracomment>
        <translation>jogou %1{o}</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>undo step</comment>
        <extracomment>TriPeaks: an undo step, a card turned from the stock. Shown in the Edit menu (&quot;Undo Draw&quot;).</extracomment>
        <translation>Comprar carta</translation>
    </message>
    <message>
        <source>Play %1</source>
        <comment>undo step</comment>
        <extracomment>TriPeaks: an undo step, a card onto the waste. Shown in the Edit menu (&quot;Undo Play 8 of spades&quot;). %1 the card.</extracomment>
        <translation>Jogar %1</translation>
    </message>
    <message>
        <source>No moves left: no free card fits the waste or any card left in the stock. Undo, or press F2 for a new deal.</source>
        <extracomment>TriPeaks, after a move, when no free card fits the waste nor any card left in the stock.</extracomment>
        <translation>Sem jogadas: nenhuma carta livre serve no descarte nem em qualquer carta que resta no monte. Desfaça, ou aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>That card is face down, under %1.</source>
        <extracomment>TriPeaks, a covered card played. %1 the cards lying on it, as a list (&quot;the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>Essa carta está virada para baixo, sob %1.</translation>
    </message>
    <message>
        <source>The %1 stays where it is: only free cards of the peaks go on the waste.</source>
        <extracomment>TriPeaks, the waste&apos;s card (or a stock card) played: only the table&apos;s free cards go on the waste. %1 the card.</extracomment>
        <translation>%1{o} fica onde está: só as cartas livres dos picos vão para o descarte.</translation>
    </message>
    <message>
        <source>The game is over: press F2 for a new deal.</source>
        <extracomment>TriPeaks, a move after the win.</extracomment>
        <translation>A partida acabou: aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>Cards go only onto the waste: the %1 can&apos;t go on row %2.</source>
        <extracomment>TriPeaks, a card put down on a row of the peaks. %1 the card, %2 the row.</extracomment>
        <translation>As cartas só vão para o descarte: %1{o} não pode ir para a fileira %2.</translation>
    </message>
    <message>
        <source>Cards go only onto the waste: the %1 can&apos;t go on the stock.</source>
        <extracomment>TriPeaks, a card put down on the stock. %1 the card.</extracomment>
        <translation>As cartas só vão para o descarte: %1{o} não pode ir para o monte.</translation>
    </message>
    <message>
        <source>The waste&apos;s card stays: play free cards onto it.</source>
        <extracomment>TriPeaks, Space on the waste: its card does not move.</extracomment>
        <translation>A carta do descarte fica: jogue cartas livres sobre ela.</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <extracomment>TriPeaks, M: one free card that fits the waste, in a list. %1 the card, %2 its row.</extracomment>
        <translation>%1, fileira %2</translation>
    </message>
    <message numerus="yes">
        <source>Fits the waste: %1. Or draw, %n left in the stock.</source>
        <extracomment>TriPeaks, M: the free cards that fit the waste, then the draw. %1 the cards with their rows (&quot;9 of clubs, row 4; 7 of diamonds, row 3&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Servem no descarte: %1. Ou compre, resta %n no monte.</numerusform>
            <numerusform>Servem no descarte: %1. Ou compre, restam %n no monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>play the %1 from row %2 onto the %3</source>
        <extracomment>TriPeaks, H: a play as an instruction (lower case). %1 the card, %2 its row, %3 the waste&apos;s card.</extracomment>
        <translation>jogue %1{o} da fileira %2 sobre %3{o}</translation>
    </message>
    <message numerus="yes">
        <source>draw from the stock (%n card(s) left)</source>
        <extracomment>TriPeaks, H: the draw as an instruction (lower case). %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>compre do monte (resta %n)</numerusform>
            <numerusform>compre do monte (restam %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, streak %2; the next card earns %3. Cards left: %4 on the peaks, %5 in the stock. %n peak(s) cleared.</source>
        <extracomment>TriPeaks, I: the score and what the next card earns. %1 the score, %2 the streak (cards played since the last draw), %3 the points the next card of the streak would earn, %4 the cards left on the peaks, %5 the cards left in the stock, %n the peaks cleared.</extracomment>
        <translation>
            <numerusform>Pontuação %1, série %2; a próxima carta rende %3. Restam %4 cartas nos picos, %5 no monte. Picos limpos: %n.</numerusform>
            <numerusform>Pontuação %1, série %2; a próxima carta rende %3. Restam %4 cartas nos picos, %5 no monte. Picos limpos: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: %1, next %2. The stock is empty.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card and what goes on it; the stock is empty. %1 the card, %2 the ranks.</extracomment>
        <translation>Descarte: %1, próxima %2. O monte está vazio.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1, next %2. %n card(s) in the stock.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card, what goes on it, the stock. %1 the card, %2 the ranks (&quot;a 7 or a 9&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Descarte: %1, próxima %2. %n carta no monte.</numerusform>
            <numerusform>Descarte: %1, próxima %2. %n cartas no monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1: cleared.</source>
        <extracomment>TriPeaks, D: a row whose cards were all played. %1 the row (1–4).</extracomment>
        <translation>Fileira %1: limpa.</translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down.</source>
        <extracomment>TriPeaks, D: a row of face-down cards only. %1 the row, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Fileira %1: %n virada para baixo.</numerusform>
            <numerusform>Fileira %1: %n viradas para baixo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1: free %2.</source>
        <extracomment>TriPeaks, D: a row whose cards left are all free. %1 the row, %2 the cards, as a list.</extracomment>
        <translation>Fileira %1: livres %2.</translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down; free %2.</source>
        <extracomment>TriPeaks, D: a row. %1 the row, %n its face-down cards, %2 its free cards, as a list.</extracomment>
        <translation>
            <numerusform>Fileira %1: %n virada para baixo; livres %2.</numerusform>
            <numerusform>Fileira %1: %n viradas para baixo; livres %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in row %2, card %3, free.</source>
        <extracomment>TriPeaks, Ctrl+F: a free card. %1 the card, %2 its row, %3 its place from the left.</extracomment>
        <translation>%1{o} está na fileira %2, carta %3, livre.</translation>
    </message>
    <message>
        <source>The %1 is the waste&apos;s card.</source>
        <extracomment>TriPeaks, Ctrl+F: the card is the waste&apos;s top card. %1 the card.</extracomment>
        <translation>%1{o} é a carta do descarte.</translation>
    </message>
    <message>
        <source>The %1 is on the waste, under other cards.</source>
        <extracomment>TriPeaks, Ctrl+F: the card was played, it lies on the waste under others. %1 the card.</extracomment>
        <translation>%1{o} está no descarte, sob outras cartas.</translation>
    </message>
    <message>
        <source>The %1 is out of sight: face down or in the stock.</source>
        <extracomment>TriPeaks, Ctrl+F: the card is face down on the peaks or in the stock (which is not said). %1 the card.</extracomment>
        <translation>%1{o} não está à vista: com a face para baixo ou no monte.</translation>
    </message>
    <message>
        <source>Left and Right go through the cards, Up and Down between the rows of the peaks, 1 to 4 go to a row, 5 to the stock, 6 to the waste. Enter plays a card; Space picks it up, to play it with Enter from anywhere, and Escape puts it back. N draws. F1 lists the keys.</source>
        <extracomment>TriPeaks: Tab on the card table (the only stop): how to move.</extracomment>
        <translation>Esquerda e Direita passam pelas cartas, Acima e Abaixo entre as fileiras dos picos, 1 a 4 vão a uma fileira, 5 ao monte, 6 ao descarte. Enter joga uma carta; Espaço a pega, para jogá-la com Enter de qualquer lugar, e Escape a devolve. N compra. F1 lista as teclas.</translation>
    </message>
    <message>
        <source>TriPeaks solitaire. Up and Down move between the rows of the peaks, Left and Right along them, Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>TriPeaks: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Paciência TriPeaks. Acima e Abaixo passam entre as fileiras dos picos, Esquerda e Direita ao longo delas, Enter joga uma carta no descarte, N compra, H dá uma dica, F1 lista todas as teclas.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TriPeaks&lt;/h2&gt;&lt;p&gt;28 cards lie in four rows forming three peaks: row 1 holds the three peak tops, row 2 six cards, row 3 nine, row 4 ten. Each card lies on two cards of the row under it. A card is free when no card lies on it; free cards are face up. The other 24 cards are the stock; the deal turns its first card onto the waste. Clear the peaks: the game is won when all 28 cards are on the waste.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A free card goes onto the waste if it is one rank above or below the waste&apos;s card, whatever the suit: on a 7 a 6 or an 8. The king and the ace are next to each other.&lt;/li&gt;&lt;li&gt;A covered card turns face up by itself once both cards on it are gone.&lt;/li&gt;&lt;li&gt;Draw: the stock&apos;s next card goes onto the waste, at any time. The stock is gone through once.&lt;/li&gt;&lt;li&gt;Score: each card played earns 100, 300, 500 … more for each card of the streak (the cards played since the last draw); clearing a peak earns 500, then 1,000, then 5,000.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in TriPeaks: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;TriPeaks&lt;/h2&gt;&lt;p&gt;28 cartas ficam em quatro fileiras formando três picos: a fileira 1 tem os três topos dos picos, a fileira 2 seis cartas, a fileira 3 nove, a fileira 4 dez. Cada carta fica sobre duas cartas da fileira de baixo. Uma carta está livre quando nenhuma carta está sobre ela; as cartas livres ficam viradas para cima. As outras 24 cartas formam o monte; a distribuição vira a primeira carta dele no descarte. Limpe os picos: a partida é ganha quando as 28 cartas estão no descarte.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Uma carta livre vai para o descarte se estiver um valor acima ou abaixo da carta do descarte, seja qual for o naipe: sobre um 7, um 6 ou um 8. O rei e o ás são vizinhos.&lt;/li&gt;&lt;li&gt;Uma carta coberta se vira para cima sozinha quando as duas cartas sobre ela saem.&lt;/li&gt;&lt;li&gt;Comprar: a próxima carta do monte vai para o descarte, a qualquer momento. O monte é percorrido uma só vez.&lt;/li&gt;&lt;li&gt;Pontuação: cada carta jogada rende 100, 300, 500 … a mais para cada carta da série (as cartas jogadas desde a última compra); limpar um pico rende 500, depois 1.000, depois 5.000.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of TriPeaks&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go between the rows of the peaks to the nearest card; &lt;b&gt;Down&lt;/b&gt; from row 4 reaches the stock and the waste. &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through every card in reading order, then the stock and the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1&lt;/b&gt; to &lt;b&gt;4&lt;/b&gt; go to a row, on its best card to play (a row with no free card yet: the first row down that has one); &lt;b&gt;5&lt;/b&gt; the stock, &lt;b&gt;6&lt;/b&gt; and &lt;b&gt;P&lt;/b&gt; the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the card you are on onto the waste; &lt;b&gt;Space&lt;/b&gt; picks it up and, on the waste, puts it down. &lt;b&gt;N&lt;/b&gt; draws from the stock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; says which free cards fit the waste, &lt;b&gt;H&lt;/b&gt; the best move, &lt;b&gt;D&lt;/b&gt; reads the rows, &lt;b&gt;U&lt;/b&gt; the waste and the stock, &lt;b&gt;I&lt;/b&gt; the score, the streak and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a free card to play it onto the waste, or &lt;b&gt;drag&lt;/b&gt; it there. &lt;b&gt;Click&lt;/b&gt; the stock to draw.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in TriPeaks: its keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Teclas do TriPeaks&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Acima&lt;/b&gt; e &lt;b&gt;Abaixo&lt;/b&gt; passam entre as fileiras dos picos até a carta mais próxima; &lt;b&gt;Abaixo&lt;/b&gt; da fileira 4 chega ao monte e ao descarte. &lt;b&gt;Esquerda&lt;/b&gt; e &lt;b&gt;Direita&lt;/b&gt; passam por todas as cartas em ordem de leitura, depois pelo monte e pelo descarte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1&lt;/b&gt; a &lt;b&gt;4&lt;/b&gt; vão a uma fileira, na melhor carta para jogar (numa fileira ainda sem carta livre: a primeira fileira abaixo que tenha uma); &lt;b&gt;5&lt;/b&gt; o monte, &lt;b&gt;6&lt;/b&gt; e &lt;b&gt;P&lt;/b&gt; o descarte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; joga a carta em que você está no descarte; &lt;b&gt;Espaço&lt;/b&gt; a pega e, no descarte, a solta. &lt;b&gt;N&lt;/b&gt; compra do monte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; diz quais cartas livres servem no descarte, &lt;b&gt;H&lt;/b&gt; a melhor jogada, &lt;b&gt;D&lt;/b&gt; lê as fileiras, &lt;b&gt;U&lt;/b&gt; o descarte e o monte, &lt;b&gt;I&lt;/b&gt; a pontuação, a série e se a partida ainda pode ser ganha.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Com o mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Clique&lt;/b&gt; numa carta livre para jogá-la no descarte, ou &lt;b&gt;arraste&lt;/b&gt;-a até lá. &lt;b&gt;Clique&lt;/b&gt; no monte para comprar.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Yukon</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Yukón.</extracomment>
        <translation>Yukon</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Yukon, partida %1. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Yukon. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Yukon. Sua partida está onde você parou. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Yukon. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Yukon. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Yukon, partida %1. Aperte F1 para a lista de teclas.</translation>
    </message>
    <message>
        <source>New Yukon deal.</source>
        <extracomment>Yukon, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nova partida de Yukon.</translation>
    </message>
    <message>
        <source>Restarted Yukon, deal %1.</source>
        <extracomment>Yukon, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Yukon, partida %1 reiniciada.</translation>
    </message>
    <message>
        <source>Yukon, deal %1.</source>
        <extracomment>Yukon, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Yukon, partida %1.</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Any face-up card moves with the cards on it.</source>
        <extracomment>Yukon, after a new deal (F2, Ctrl+G). %1 the deal number.</extracomment>
        <translation>Yukon, partida %1. Qualquer carta virada para cima se move com as cartas de cima.</translation>
    </message>
    <message numerus="yes">
        <source>Moves with %n card(s): %1.</source>
        <extracomment>Yukon, after the focus on a face-up card that has cards on it (they move with it). %n how many cards lie on it, %1 those cards from the nearest to the top, as a list; cards that already alternate downwards are said as one stretch by their ends (&quot;jack of clubs down to 6 of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Move junto %n carta: %1.</numerusform>
            <numerusform>Move junto %n cartas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s) on it.</source>
        <extracomment>Yukon, after Space picked up a card with cards on it. %1 the card picked up, %n the cards lying on it (they come along).</extracomment>
        <translation>
            <numerusform>Na mão: %1 com mais %n carta.</numerusform>
            <numerusform>Na mão: %1 com mais %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to column %2, on %3.</source>
        <extracomment>Yukon, after a card moved with the cards on it onto a column. %1 the card moved, %n the cards that came with it, %2 the column number, %3 the card it now lies on.</extracomment>
        <translation>
            <numerusform>Moveu %1{o} e mais %n carta para a coluna %2, sobre %3{o}.</numerusform>
            <numerusform>Moveu %1{o} e mais %n cartas para a coluna %2, sobre %3{o}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to empty column %2.</source>
        <extracomment>Yukon, after a king moved with the cards on it to an empty column. %1 the king, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>Moveu %1{o} e mais %n carta para a coluna vazia %2.</numerusform>
            <numerusform>Moveu %1{o} e mais %n cartas para a coluna vazia %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moved %1 and %n card(s) to column %2</source>
        <extracomment>Yukon, inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a card moved with the cards on it, as the move was said (&quot;Moved %1 and %n card(s) to column %2, …&quot;). %1 the card, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>moveu %1{o} e mais %n carta para a coluna %2</numerusform>
            <numerusform>moveu %1{o} e mais %n cartas para a coluna %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 onto the %3 in column %4</source>
        <extracomment>Yukon, a move of a card with the cards on it as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 the card, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the card it goes on, %4 that card&apos;s column. A card alone is said as in Klondike (&quot;move the %1 from %2 onto the %3 in column %4&quot;).</extracomment>
        <translation>
            <numerusform>mova %1{o} com mais %n carta %2{do} para %3{o} na coluna %4</numerusform>
            <numerusform>mova %1{o} com mais %n cartas %2{do} para %3{o} na coluna %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 to empty column %3</source>
        <extracomment>Yukon, a move of a king with the cards on it to an empty column as an instruction, in a hint (H) and in the M list. %1 the king, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the column.</extracomment>
        <translation>
            <numerusform>mova %1{o} com mais %n carta %2{do} para a coluna vazia %3</numerusform>
            <numerusform>mova %1{o} com mais %n cartas %2{do} para a coluna vazia %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 reveals the %2, plus %3.</source>
        <extracomment>Yukon, after a move turned a face-down card up (it scores). %1 the column, %2 the card now face up, %3 the points the whole move gained: 5 for the card turned up, 15 when the move also put a card on its foundation.</extracomment>
        <translation>A coluna %1 revela %2{o}, mais %3.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down; %2.</source>
        <extracomment>Yukon, D (Say Columns), one column. %1 the column, %n its face-down cards, %2 its face-up cards from the deepest, stretches that already alternate downwards read as one, separated by semicolons (&quot;9 of clubs down to 8 of hearts; queen of spades&quot;).</extracomment>
        <translation>
            <numerusform>Coluna %1: %n virada para baixo; %2.</numerusform>
            <numerusform>Coluna %1: %n viradas para baixo; %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <comment>Yukon</comment>
        <extracomment>Yukon, D (Say Columns), a column with no face-down card. %1 the column, %2 its stretches (as above).</extracomment>
        <translation>Coluna %1: %2.</translation>
    </message>
    <message>
        <source>%1 down to %2</source>
        <extracomment>Yukon, D (Say Columns): face-up cards that already alternate downwards, said by their ends. %1 the deepest card, %2 the card on top of them.</extracomment>
        <translation>%1{do} %2{ao}</translation>
    </message>
    <message>
        <source>The %1 fits on the %2 in column %3.</source>
        <extracomment>Yukon, M (Say Moves) on a face-up card: one place it can go. %1 the card, %2 the card it fits on, %3 its column.</extracomment>
        <translation>%1{o} cabe sobre %2{o} na coluna %3.</translation>
    </message>
    <message>
        <source>The %1 can go to empty column %2.</source>
        <extracomment>Yukon, M (Say Moves) on a king: an empty column it can go to. %1 the king, %2 the column number.</extracomment>
        <translation>%1{o} pode ir para a coluna vazia %2.</translation>
    </message>
    <message>
        <source>The %1 can go to its foundation.</source>
        <extracomment>Yukon, M (Say Moves) on a column&apos;s top card that can go to its foundation. %1 the card.</extracomment>
        <translation>%1{o} pode ir para a fundação.</translation>
    </message>
    <message>
        <source>%1: column %2, on the %3, under the %4.</source>
        <extracomment>Yukon, Ctrl+F (Find a Card). %1 the card, %2 its column, %3 the card it lies on, %4 the card lying on it.</extracomment>
        <translation>%1: coluna %2, sobre %3{o}, sob %4{o}.</translation>
    </message>
    <message>
        <source>%1: column %2, on the %3, at the top.</source>
        <extracomment>Yukon, Ctrl+F: a column&apos;s top card. %1 the card, %2 its column, %3 the card it lies on.</extracomment>
        <translation>%1: coluna %2, sobre %3{o}, no topo.</translation>
    </message>
    <message>
        <source>%1: column %2, at the bottom, under the %3.</source>
        <extracomment>Yukon, Ctrl+F: a card at the bottom of its column. %1 the card, %2 its column, %3 the card lying on it.</extracomment>
        <translation>%1: coluna %2, no fundo, sob %3{o}.</translation>
    </message>
    <message>
        <source>%1: column %2, alone.</source>
        <extracomment>Yukon, Ctrl+F: a card alone in its column. %1 the card, %2 its column.</extracomment>
        <translation>%1: coluna %2, única carta.</translation>
    </message>
    <message>
        <source>Nothing above %1.</source>
        <extracomment>Yukon: Up on the first foundation (the foundations stand in a column at the right): the focus stays. %1 = &quot;the clubs foundation&quot; (a pile&apos;s name inside a sentence).</extracomment>
        <translation>Nada acima %1{do}.</translation>
    </message>
    <message>
        <source>Nothing below %1.</source>
        <extracomment>Yukon: Down on the last foundation (the foundations stand in a column at the right): the focus stays. %1 = &quot;the hearts foundation&quot; (a pile&apos;s name inside a sentence).</extracomment>
        <translation>Nada abaixo %1{do}.</translation>
    </message>
    <message>
        <source>Left and Right move between the columns and the foundations, 1 to 7 go to a column, Up and Down along a column&apos;s face-up cards and along the foundations. F1 lists the keys.</source>
        <extracomment>Yukon: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Esquerda e Direita passam pelas colunas e as fundações, 1 a 7 vão a uma coluna, Acima e Abaixo pelas cartas viradas para cima de uma coluna e pelas fundações. F1 lista as teclas.</translation>
    </message>
    <message>
        <source>Yukon solitaire. Left and Right move between piles, Up and Down along a column or the foundations, Space picks up a card with the cards on it and puts it down, Enter plays a card, H gives a hint, F1 lists every key.</source>
        <extracomment>Yukon: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Paciência Yukon. Esquerda e Direita passam pelas pilhas, Acima e Abaixo percorrem uma coluna ou as fundações, Espaço pega uma carta com as cartas de cima e a solta, Enter joga uma carta, H dá uma dica, F1 lista todas as teclas.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Yukon&lt;/h2&gt;&lt;p&gt;All 52 cards are dealt into seven columns: column 1 holds one card; columns 2 to 7 hold 1 to 6 face-down cards under five face-up cards. There is no stock. Build the four foundations up by suit, from the ace to the king; the game is won when all 52 cards are on them.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Any face-up card moves, with every card lying on it, whatever their order.&lt;/li&gt;&lt;li&gt;It goes on a column&apos;s top card one rank higher and of the other colour: a black 8 on a red 9.&lt;/li&gt;&lt;li&gt;Only a king, with the cards on it, goes into an empty column.&lt;/li&gt;&lt;li&gt;Only a column&apos;s top card goes to a foundation, one card at a time, and cards on the foundations stay there.&lt;/li&gt;&lt;li&gt;A face-down card at the top of a column turns face up by itself.&lt;/li&gt;&lt;li&gt;Score: 10 points per card on a foundation, 5 per card turned up.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Yukon: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Yukon&lt;/h2&gt;&lt;p&gt;As 52 cartas são distribuídas em sete colunas: a coluna 1 tem uma carta; as colunas 2 a 7 têm de 1 a 6 cartas viradas para baixo sob cinco cartas viradas para cima. Não há monte. Monte as quatro fundações por naipe, do ás ao rei; a partida é ganha quando as 52 cartas estão nelas.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qualquer carta virada para cima se move, com todas as cartas sobre ela, seja qual for a ordem delas.&lt;/li&gt;&lt;li&gt;Ela vai sobre a carta de cima de uma coluna um valor acima e da outra cor: um 8 preto sobre um 9 vermelho.&lt;/li&gt;&lt;li&gt;Só um rei, com as cartas sobre ele, vai para uma coluna vazia.&lt;/li&gt;&lt;li&gt;Só a carta de cima de uma coluna vai para uma fundação, uma carta por vez, e as cartas nas fundações ficam lá.&lt;/li&gt;&lt;li&gt;Uma carta virada para baixo no topo de uma coluna se vira para cima sozinha.&lt;/li&gt;&lt;li&gt;Pontuação: 10 pontos por carta numa fundação, 5 por carta virada para cima.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Yukon&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the seven columns, then, from column 7, to the four foundations, which stand one under the other at the right; there &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go along them. &lt;b&gt;Home&lt;/b&gt; goes to column 1, &lt;b&gt;End&lt;/b&gt; to the last foundation, &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; to a column.&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go over its face-up cards: the card you are on moves with every card lying on it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down, &lt;b&gt;Enter&lt;/b&gt; sends a card to the best place, &lt;b&gt;F&lt;/b&gt; to its foundation, &lt;b&gt;A&lt;/b&gt; sends every safe card up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; reads the columns, &lt;b&gt;T&lt;/b&gt; the foundations, &lt;b&gt;M&lt;/b&gt; where the card you are on can go, &lt;b&gt;I&lt;/b&gt; the score, moves, time and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; any face-up card onto another pile: the cards on it come along.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to the best place, &lt;b&gt;double-click&lt;/b&gt; to send it to its foundation.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Yukon: Yukon&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Teclas do Yukon&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Esquerda&lt;/b&gt; e &lt;b&gt;Direita&lt;/b&gt; passam pelas sete colunas e depois, da coluna 7, pelas quatro fundações, uma embaixo da outra à direita; ali &lt;b&gt;Acima&lt;/b&gt; e &lt;b&gt;Abaixo&lt;/b&gt; as percorrem. &lt;b&gt;Home&lt;/b&gt; vai à coluna 1, &lt;b&gt;End&lt;/b&gt; à última fundação, &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;7&lt;/b&gt; a uma coluna.&lt;/li&gt;&lt;li&gt;Numa coluna, &lt;b&gt;Acima&lt;/b&gt; e &lt;b&gt;Abaixo&lt;/b&gt; percorrem as cartas viradas para cima: a carta em que você está se move com todas as cartas sobre ela.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Espaço&lt;/b&gt; pega e solta, &lt;b&gt;Enter&lt;/b&gt; manda uma carta ao melhor lugar, &lt;b&gt;F&lt;/b&gt; à fundação, &lt;b&gt;A&lt;/b&gt; sobe todas as cartas seguras.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; lê as colunas, &lt;b&gt;T&lt;/b&gt; as fundações, &lt;b&gt;M&lt;/b&gt; para onde a carta em que você está pode ir, &lt;b&gt;I&lt;/b&gt; a pontuação, as jogadas, o tempo e se a partida ainda pode ser ganha.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Com o mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arraste&lt;/b&gt; qualquer carta virada para cima para outra pilha: as cartas sobre ela vão junto.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Clique&lt;/b&gt; numa carta para mandá-la ao melhor lugar, &lt;b&gt;clique duas vezes&lt;/b&gt; para mandá-la à fundação.&lt;/li&gt;&lt;/ul&gt;</translation>
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
