<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en_US">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Deal</source>
        <extracomment>Menu item in the Game menu and a toolbar button (key F2 or Ctrl+N); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Deal a new game.</source>
        <extracomment>What the Game menu command &quot;New Deal&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Distribuisce una nuova partita.</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <extracomment>Menu item in the Game menu and a toolbar button (key Ctrl+R); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ricomincia partita</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning.</source>
        <extracomment>What the Game menu command &quot;Restart Deal&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Ricomincia questa partita dall&apos;inizio.</translation>
    </message>
    <message>
        <source>Choose Deal &amp;Number…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+G); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Scegli partita per n&amp;umero…</translation>
    </message>
    <message>
        <source>Play a deal by its number.</source>
        <extracomment>What the Game menu command &quot;Choose Deal Number…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Gioca una partita scelta per numero.</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+Shift+S); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Show games played, won, streaks and records.</source>
        <extracomment>What the Game menu command &quot;Statistics…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mostra partite giocate e vinte, serie e record.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+ or ); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Imp&amp;ostazioni…</translation>
    </message>
    <message>
        <source>Change the rules, the cards, sound and speech, and the keys.</source>
        <extracomment>What the Game menu command &quot;Settings…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Cambia le regole, le carte, l&apos;audio e la voce, e i tasti.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>Menu item in the Game menu (key Ctrl+Q); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Save the game and quit.</source>
        <extracomment>What the Game menu command &quot;Quit&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Salva la partita ed esce.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Menu item in the Edit menu and a toolbar button (key Ctrl+Z); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Take back the last action.</source>
        <extracomment>What the Edit menu command &quot;Undo&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Annulla l&apos;ultima azione.</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Menu item in the Edit menu and a toolbar button (key Ctrl+Y or Ctrl+Shift+Z); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Do again what was undone.</source>
        <extracomment>What the Edit menu command &quot;Redo&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Rifà ciò che è stato annullato.</translation>
    </message>
    <message>
        <source>Previous Pile</source>
        <extracomment>Menu item in the Play menu (key Left); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Pila precedente</translation>
    </message>
    <message>
        <source>Move the focus to the previous pile.</source>
        <extracomment>What the Play menu command &quot;Previous Pile&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sposta il focus sulla pila precedente.</translation>
    </message>
    <message>
        <source>Next Pile</source>
        <extracomment>Menu item in the Play menu (key Right); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Pila successiva</translation>
    </message>
    <message>
        <source>Move the focus to the next pile.</source>
        <extracomment>What the Play menu command &quot;Next Pile&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sposta il focus sulla pila successiva.</translation>
    </message>
    <message>
        <source>Card Above</source>
        <extracomment>Menu item in the Play menu (key Up); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta sopra</translation>
    </message>
    <message>
        <source>In a column, take more of the run; from the first face-up card, go to the pile above.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up).</extracomment>
        <translation>In una colonna, prende più carte della scala; dalla prima carta scoperta, va alla pila sopra.</translation>
    </message>
    <message>
        <source>Card Below</source>
        <extracomment>Menu item in the Play menu (key Down); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta sotto</translation>
    </message>
    <message>
        <source>In a column, take less of the run; from the top row, go to the column beneath.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>In una colonna, prende meno carte della scala; dalla fila in alto, va alla colonna sotto.</translation>
    </message>
    <message>
        <source>First Pile</source>
        <extracomment>Menu item in the Play menu (key Home); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Prima pila</translation>
    </message>
    <message>
        <source>Move the focus to the stock.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).
----------
Klondike&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Spider&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Sposta il focus sul mazzo.</translation>
    </message>
    <message>
        <source>Last Pile</source>
        <extracomment>Menu item in the Play menu (key End); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Ultima pila</translation>
    </message>
    <message>
        <source>Move the focus to column 7.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Sposta il focus sulla colonna 7.</translation>
    </message>
    <message>
        <source>Move the focus to this column.</source>
        <extracomment>What the Play menu commands &quot;Column 1&quot; … &quot;Column 10&quot; do (keys 1 … 9, 0): their status-bar tip and their line in the F1 key list.</extracomment>
        <translation>Sposta il focus su questa colonna.</translation>
    </message>
    <message>
        <source>Column 1</source>
        <extracomment>Menu item in the Play menu (key 1); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Colonna 1</translation>
    </message>
    <message>
        <source>Column 2</source>
        <extracomment>Menu item in the Play menu (key 2); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Colonna 2</translation>
    </message>
    <message>
        <source>Column 3</source>
        <extracomment>Menu item in the Play menu (key 3); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Colonna 3</translation>
    </message>
    <message>
        <source>Column 4</source>
        <extracomment>Menu item in the Play menu (key 4); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Colonna 4</translation>
    </message>
    <message>
        <source>Column 5</source>
        <extracomment>Menu item in the Play menu (key 5); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Colonna 5</translation>
    </message>
    <message>
        <source>Column 6</source>
        <extracomment>Menu item in the Play menu (key 6); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Colonna 6</translation>
    </message>
    <message>
        <source>Column 7</source>
        <extracomment>Menu item in the Play menu (key 7); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Colonna 7</translation>
    </message>
    <message>
        <source>Column 8</source>
        <extracomment>Menu item in the Play menu (key 8); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Colonna 8</translation>
    </message>
    <message>
        <source>Column 9</source>
        <extracomment>Menu item in the Play menu (key 9); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Colonna 9</translation>
    </message>
    <message>
        <source>Column 10</source>
        <extracomment>Menu item in the Play menu (key 0); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Colonna 10</translation>
    </message>
    <message>
        <source>Go to the Free Cells</source>
        <extracomment>Menu item in the Play menu (key C); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Vai alle celle libere</translation>
    </message>
    <message>
        <source>Move the focus to the first free cell; press again for the next one.</source>
        <extracomment>What the Play menu command &quot;Go to the Free Cells&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sposta il focus sulla prima cella libera; premi di nuovo per la successiva.</translation>
    </message>
    <message>
        <source>Go to the Waste</source>
        <extracomment>Menu item in the Play menu (key P); also its row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Column 6&quot; (key 6), as P: a Play menu item, a row in the F1 key list.</extracomment>
        <translation>Vai agli scarti</translation>
    </message>
    <message>
        <source>Move the focus to the playable waste card.</source>
        <extracomment>What the Play menu command &quot;Go to the Waste&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sposta il focus sulla carta giocabile degli scarti.</translation>
    </message>
    <message>
        <source>Pick Up / Put Down</source>
        <extracomment>Menu item in the Play menu (key Space); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Prendi / Posa</translation>
    </message>
    <message>
        <source>Pick up the focused card with the cards on it, or put the held cards on the focused pile. On the stock: turn cards.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Prende la carta selezionata con le carte sopra, o posa le carte in mano sulla pila selezionata. Sul mazzo: gira le carte.</translation>
    </message>
    <message>
        <source>Move the focus up.</source>
        <extracomment>What the Play menu command &quot;Card Above&quot; does, in a game that gives no words of its own (each game says where Up goes on its table, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sposta il focus in su.</translation>
    </message>
    <message>
        <source>Move the focus down.</source>
        <extracomment>What the Play menu command &quot;Card Below&quot; does, in a game that gives no words of its own (each game says where Down goes on its table, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sposta il focus in giù.</translation>
    </message>
    <message>
        <source>Move the focus to the first pile.</source>
        <extracomment>What the Play menu command &quot;First Pile&quot; does, in a game that gives no words of its own (each game names its first pile, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sposta il focus sulla prima pila.</translation>
    </message>
    <message>
        <source>Move the focus to the last pile.</source>
        <extracomment>What the Play menu command &quot;Last Pile&quot; does, in a game that gives no words of its own (each game names its last pile, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Sposta il focus sull&apos;ultima pila.</translation>
    </message>
    <message>
        <source>Play Card</source>
        <extracomment>Menu item in the Play menu (key Return or Enter); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Gioca carta</translation>
    </message>
    <message>
        <source>Send the focused card, or what you hold, to the best legal place.</source>
        <extracomment>What the Play menu command &quot;Play Card&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Manda la carta selezionata, o ciò che hai in mano, nel posto migliore consentito.</translation>
    </message>
    <message>
        <source>Turn Cards</source>
        <extracomment>Menu item in the Play menu and a toolbar button (key N); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Gira carte</translation>
    </message>
    <message>
        <source>Turn cards from the stock, or turn the waste over when the stock is empty.</source>
        <extracomment>What the Play menu command &quot;Turn Cards&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Gira carte dal mazzo, o rigira gli scarti quando il mazzo è vuoto.</translation>
    </message>
    <message>
        <source>To Foundation</source>
        <extracomment>Menu item in the Play menu (key F); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Alla fondazione</translation>
    </message>
    <message>
        <source>Send the focused card to its foundation.</source>
        <extracomment>What the Play menu command &quot;To Foundation&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Manda la carta selezionata alla sua fondazione.</translation>
    </message>
    <message>
        <source>To Free Cell</source>
        <extracomment>Menu item in the Play menu (key X); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Alla cella libera</translation>
    </message>
    <message>
        <source>Put the focused card, or the one you hold, in a free cell.</source>
        <extracomment>What the Play menu command &quot;To Free Cell&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mette in una cella libera la carta selezionata o quella che hai in mano.</translation>
    </message>
    <message>
        <source>Move Safe Cards Up</source>
        <extracomment>Menu item in the Play menu (key A); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Manda su le carte sicure</translation>
    </message>
    <message>
        <source>Move every card that can safely go to the foundations.</source>
        <extracomment>What the Play menu command &quot;Move Safe Cards Up&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Manda alle fondazioni ogni carta che può andarci senza rischi.</translation>
    </message>
    <message>
        <source>Auto-Move Safe Cards</source>
        <extracomment>Menu item in the Play menu (no key by default); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Carte sicure automatiche</translation>
    </message>
    <message>
        <source>After each move, send every card no other card can need to its foundation (on by default).</source>
        <extracomment>What the Play menu command &quot;Auto-Move Safe Cards&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Dopo ogni mossa, manda alla sua fondazione ogni carta che nessun&apos;altra carta può più usare (attivo di serie).</translation>
    </message>
    <message>
        <source>Put Back</source>
        <extracomment>Menu item in the Play menu (key Escape); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Rimetti a posto</translation>
    </message>
    <message>
        <source>Put back the held cards.</source>
        <extracomment>What the Play menu command &quot;Put Back&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Rimette a posto le carte in mano.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>Menu item in the Play menu and a toolbar button (key H); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Say and show one available move; press again for the next.</source>
        <extracomment>What the Play menu command &quot;Hint&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Annuncia e mostra una mossa possibile; premi di nuovo per la successiva.</translation>
    </message>
    <message>
        <source>&amp;Find Card…</source>
        <extracomment>Menu item in the Play menu (key Ctrl+F); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Cerca carta…</translation>
    </message>
    <message>
        <source>Type a card to hear where it is and move the focus to it.</source>
        <extracomment>What the Play menu command &quot;Find Card…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Scrivi una carta per sapere dov&apos;è e spostarci il focus.</translation>
    </message>
    <message>
        <source>Say Available Moves</source>
        <extracomment>Menu item in the Say menu (key M); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi mosse possibili</translation>
    </message>
    <message>
        <source>Say every available move.</source>
        <extracomment>What the Say menu command &quot;Say Available Moves&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Legge tutte le mosse possibili.</translation>
    </message>
    <message>
        <source>Say Foundations</source>
        <extracomment>Menu item in the Say menu (key T); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi fondazioni</translation>
    </message>
    <message>
        <source>Say the top card of each foundation.</source>
        <extracomment>What the Say menu command &quot;Say Foundations&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Legge la carta in cima a ogni fondazione.</translation>
    </message>
    <message>
        <source>Say Waste and Stock</source>
        <extracomment>Menu item in the Say menu (key U); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi scarti e mazzo</translation>
    </message>
    <message>
        <source>Say the waste card and how many cards are in the stock.</source>
        <extracomment>What the Say menu command &quot;Say Waste and Stock&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Legge la carta degli scarti e quante carte ci sono nel mazzo.</translation>
    </message>
    <message>
        <source>Say Room to Move</source>
        <extracomment>Menu item in the Say menu (key R); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi carte spostabili</translation>
    </message>
    <message>
        <source>Say how many cards you can move at once now, and why.</source>
        <extracomment>What the Say menu command &quot;Say Room to Move&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Legge quante carte puoi spostare insieme ora, e perché.</translation>
    </message>
    <message>
        <source>Say Columns</source>
        <extracomment>Menu item in the Say menu (key D); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi colonne</translation>
    </message>
    <message>
        <source>Say every column: face-down counts and face-up cards.</source>
        <extracomment>What the Say menu command &quot;Say Columns&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Legge ogni colonna: quante carte coperte e quali carte scoperte.</translation>
    </message>
    <message>
        <source>Say Game Info</source>
        <extracomment>Menu item in the Say menu (key I); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi info partita</translation>
    </message>
    <message>
        <source>Say score, time, moves and whether the deal is still winnable.</source>
        <extracomment>What the Say menu command &quot;Say Game Info&quot; does (in Yukon; the other games name what they add, their keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Legge punteggio, tempo, mosse e se la partita si può ancora vincere.</translation>
    </message>
    <message>
        <source>Say what the last move did, in full.</source>
        <extracomment>What the Say menu command &quot;Say Last Move&quot; does (FreeCell, where safe cards go up by themselves, says so in its own words): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Legge per intero cosa ha fatto l&apos;ultima mossa.</translation>
    </message>
    <message>
        <source>Say score, time, moves, cards in stock, passes left and whether the deal is still winnable.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Legge punteggio, tempo, mosse, carte nel mazzo, giri rimasti e se la partita si può ancora vincere.</translation>
    </message>
    <message>
        <source>Say Last Move</source>
        <extracomment>Menu item in the Say menu (key L); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi ultima mossa</translation>
    </message>
    <message>
        <source>Say what the last move did, with the cards that went up by themselves.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Last Move&quot; (L): safe cards go up to the foundations by themselves after a move.</extracomment>
        <translation>Legge cosa ha fatto l&apos;ultima mossa, con le carte salite da sole.</translation>
    </message>
    <message>
        <source>Repeat Last Announcement</source>
        <extracomment>Menu item in the Say menu (key Ctrl+L); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Ripeti ultimo annuncio</translation>
    </message>
    <message>
        <source>Say the last announcement again.</source>
        <extracomment>What the Say menu command &quot;Repeat Last Announcement&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Ripete l&apos;ultimo annuncio.</translation>
    </message>
    <message>
        <source>Announcement &amp;History</source>
        <extracomment>Menu item in the Say menu (key Ctrl+Shift+H); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Cronologia annunci</translation>
    </message>
    <message>
        <source>Show and focus the list of recent announcements.</source>
        <extracomment>What the Say menu command &quot;Announcement History&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mostra l&apos;elenco degli annunci recenti e ci sposta il focus.</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <extracomment>Menu item in the View menu (key Ctrl+= or Ctrl++); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Make the cards larger.</source>
        <extracomment>What the View menu command &quot;Zoom In&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Rende le carte più grandi.</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <extracomment>Menu item in the View menu (key Ctrl+-); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>Make the cards smaller.</source>
        <extracomment>What the View menu command &quot;Zoom Out&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Rende le carte più piccole.</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <extracomment>Menu item in the View menu (key Ctrl+0); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <source>Make the cards fill the window.</source>
        <extracomment>What the View menu command &quot;Fit to Window&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Adatta le carte alla finestra.</translation>
    </message>
    <message>
        <source>&amp;Keys and Rules</source>
        <extracomment>Menu item in the Help menu (key F1); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Tasti e regole</translation>
    </message>
    <message>
        <source>List every command with its keys, and the rules.</source>
        <extracomment>What the Help menu command &quot;Keys and Rules&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Elenca tutti i comandi con i loro tasti, e le regole.</translation>
    </message>
    <message>
        <source>&amp;About klondike-qt</source>
        <extracomment>Menu item in the Help menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Informazioni su klondike-qt</translation>
    </message>
    <message>
        <source>About this program.</source>
        <extracomment>What the Help menu command &quot;About klondike-qt&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Informazioni su questo programma.</translation>
    </message>
    <message>
        <source>Move the focus to the first free cell.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).</extracomment>
        <translation>Sposta il focus sulla prima cella libera.</translation>
    </message>
    <message>
        <source>Move the focus to column 8.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Sposta il focus sulla colonna 8.</translation>
    </message>
    <message>
        <source>Pick up the focused card with the cards on it, or put the held cards on the focused pile.</source>
        <extracomment>What the Play menu command &quot;Pick Up / Put Down&quot; does (in FreeCell and Yukon; a game with a stock says what Space does there, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Prende la carta selezionata con le carte sopra, o posa le carte in mano sulla pila selezionata.</translation>
    </message>
    <message>
        <source>In a column, take one more card; from its first card, go to the free cell or foundation above.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up): FreeCell&apos;s top row holds the four free cells over columns 1 to 4 and the four foundations over columns 5 to 8.</extracomment>
        <translation>In una colonna, prende una carta in più; dalla sua prima carta, va alla cella libera o alla fondazione sopra.</translation>
    </message>
    <message>
        <source>In a column, take one card less; from the top row, go to the column beneath, on the run at its top.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down): FreeCell&apos;s top row holds the free cells and the foundations.</extracomment>
        <translation>In una colonna, prende una carta in meno; dalla fila in alto, va alla colonna sotto, sulla scala in cima.</translation>
    </message>
    <message>
        <source>Say Free Cells</source>
        <extracomment>FreeCell&apos;s name for &quot;Say Waste and Stock&quot; (key U): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi celle libere</translation>
    </message>
    <message>
        <source>Say what is in each free cell.</source>
        <extracomment>What FreeCell&apos;s &quot;Say Free Cells&quot; (U) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Legge cosa c&apos;è in ogni cella libera.</translation>
    </message>
    <message>
        <source>Say every column, from its bottom card to its top one.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Legge ogni colonna, dalla carta in fondo a quella in cima.</translation>
    </message>
    <message>
        <source>Say time, moves, free cells and empty columns, and whether the deal can still be won.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Legge tempo, mosse, celle libere e colonne vuote, e se la partita si può ancora vincere.</translation>
    </message>
    <message>
        <source>Play &amp;FreeCell</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Gioca a &amp;FreeCell</translation>
    </message>
    <message>
        <source>Switch to FreeCell; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play FreeCell&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Passa a FreeCell; la partita che lasci resta salvata per quando torni.</translation>
    </message>
    <message>
        <source>Play &amp;Golf</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Gioca a &amp;Golf</translation>
    </message>
    <message>
        <source>Switch to Golf; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Golf&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Passa a Golf; la partita che lasci resta salvata per quando torni.</translation>
    </message>
    <message>
        <source>Play &amp;Klondike</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Gioca a &amp;Klondike</translation>
    </message>
    <message>
        <source>Switch to Klondike; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Klondike&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Passa a Klondike; la partita che lasci resta salvata per quando torni.</translation>
    </message>
    <message>
        <source>Play &amp;Pyramid</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Gioca a Pir&amp;amide</translation>
    </message>
    <message>
        <source>Switch to Pyramid; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Pyramid&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Passa a Piramide; la partita che lasci resta salvata per quando torni.</translation>
    </message>
    <message>
        <source>Play S&amp;pider (One Suit)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Gioca a S&amp;pider (un seme)</translation>
    </message>
    <message>
        <source>Play Spider with one suit, the easiest; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (One Suit)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Gioca a Spider con un seme, il più facile; una partita di Spider iniziata con altri semi viene lasciata.</translation>
    </message>
    <message>
        <source>Play Spider (T&amp;wo Suits)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Gioca a Spider (&amp;due semi)</translation>
    </message>
    <message>
        <source>Play Spider with two suits; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (Two Suits)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Gioca a Spider con due semi; una partita di Spider iniziata con altri semi viene lasciata.</translation>
    </message>
    <message>
        <source>Play Spider (F&amp;our Suits)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Gioca a Spider (&amp;quattro semi)</translation>
    </message>
    <message>
        <source>Play Spider with four suits, the hardest; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (Four Suits)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Gioca a Spider con quattro semi, il più difficile; una partita di Spider iniziata con altri semi viene lasciata.</translation>
    </message>
    <message>
        <source>Play Tr&amp;iPeaks</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Gioca a Tr&amp;iPeaks</translation>
    </message>
    <message>
        <source>Switch to TriPeaks; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play TriPeaks&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Passa a TriPeaks; la partita che lasci resta salvata per quando torni.</translation>
    </message>
    <message>
        <source>Play &amp;Yukon</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Gioca a &amp;Yukon</translation>
    </message>
    <message>
        <source>Switch to Yukon; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Yukon&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Passa a Yukon; la partita che lasci resta salvata per quando torni.</translation>
    </message>
    <message>
        <source>Move the focus to column 1.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Spider&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Yukon&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).</extracomment>
        <translation>Sposta il focus sulla colonna 1.</translation>
    </message>
    <message>
        <source>Move the focus to the card under it in the column; from the waste or the stock, to a column&apos;s top card.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up).</extracomment>
        <translation>Sposta il focus sulla carta sotto, nella colonna; dagli scarti o dal mazzo, sulla carta in cima a una colonna.</translation>
    </message>
    <message>
        <source>Move the focus back towards the column&apos;s top card; from the top card, to the waste.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>Riporta il focus verso la carta in cima alla colonna; dalla carta in cima, agli scarti.</translation>
    </message>
    <message>
        <source>Pick up a column&apos;s top card, or put the held card on the waste; on the stock, draw.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Prende la carta in cima a una colonna, o posa sugli scarti la carta in mano; sul mazzo, pesca.</translation>
    </message>
    <message>
        <source>Draw a Card</source>
        <extracomment>Golf&apos;s name for &quot;Turn Cards&quot; (N): a Play menu item, a row in the F1 key list and in the key settings.
----------
Pyramid&apos;s name for &quot;Turn Cards&quot; (key N): a Play menu item and toolbar button, a row in the F1 key list.</extracomment>
        <translation>Pesca una carta</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s next card onto the waste (one pass).</source>
        <extracomment>What Golf&apos;s &quot;Draw a Card&quot; (N) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Gira la carta successiva del mazzo sugli scarti (un solo giro).</translation>
    </message>
    <message>
        <source>Say the waste&apos;s card, what fits it and the cards left in the stock.</source>
        <extracomment>What Golf&apos;s &quot;Say Waste&quot; (T) does: status-bar tip, F1 key-list line.
----------
Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Legge la carta degli scarti, cosa ci va sopra e le carte rimaste nel mazzo.</translation>
    </message>
    <message>
        <source>Say every column, from its top card down.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Legge ogni colonna, dalla carta in cima in giù.</translation>
    </message>
    <message>
        <source>Say the columns&apos; top cards that fit the waste now.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Available Moves&quot; (M).</extracomment>
        <translation>Legge le carte in cima alle colonne che ora vanno sugli scarti.</translation>
    </message>
    <message>
        <source>Say the score in strokes, the cards left in the stock, the time, and whether the deal can still be won.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Legge il punteggio in colpi, le carte rimaste nel mazzo, il tempo e se la partita si può ancora vincere.</translation>
    </message>
    <message>
        <source>Row 1</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 1&quot; (key 1): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila 1</translation>
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
        <source>Move the focus to this row&apos;s first free card.</source>
        <extracomment>What Pyramid&apos;s &quot;Row 1&quot; … &quot;Row 7&quot; (keys 1 to 7) do: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla prima carta libera di questa fila.</translation>
    </message>
    <message>
        <source>Previous Card</source>
        <extracomment>Pyramid&apos;s name for &quot;Previous Pile&quot; (key Left): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Previous Pile&quot; (Left): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta precedente</translation>
    </message>
    <message>
        <source>Move the focus to the card on the left in the row; from the waste, to the stock.</source>
        <extracomment>What Pyramid&apos;s &quot;Previous Card&quot; (Left) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla carta a sinistra nella fila; dagli scarti, sul mazzo.</translation>
    </message>
    <message>
        <source>Next Card</source>
        <extracomment>Pyramid&apos;s name for &quot;Next Pile&quot; (key Right): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Next Pile&quot; (Right): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta successiva</translation>
    </message>
    <message>
        <source>Move the focus to the card on the right in the row; from the stock, to the waste.</source>
        <extracomment>What Pyramid&apos;s &quot;Next Card&quot; (Right) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla carta a destra nella fila; dal mazzo, sugli scarti.</translation>
    </message>
    <message>
        <source>Row Above</source>
        <extracomment>Pyramid&apos;s name for &quot;Card Above&quot; (key Up): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Card Above&quot; (Up): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila sopra</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row above; from the apex, to the stock.</source>
        <extracomment>What Pyramid&apos;s &quot;Row Above&quot; (Up) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla carta più vicina della fila sopra; dalla cima, sul mazzo.</translation>
    </message>
    <message>
        <source>Row Below</source>
        <extracomment>Pyramid&apos;s name for &quot;Card Below&quot; (key Down): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Card Below&quot; (Down): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fila sotto</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row below; from the stock or the waste, to the apex.</source>
        <extracomment>What Pyramid&apos;s &quot;Row Below&quot; (Down) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla carta più vicina della fila sotto; dal mazzo o dagli scarti, sulla cima.</translation>
    </message>
    <message>
        <source>Start of Row</source>
        <extracomment>Pyramid&apos;s name for &quot;First Pile&quot; (key Home): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Inizio della fila</translation>
    </message>
    <message>
        <source>Move the focus to the first card of the row.</source>
        <extracomment>What Pyramid&apos;s &quot;Start of Row&quot; (Home) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla prima carta della fila.</translation>
    </message>
    <message>
        <source>End of Row</source>
        <extracomment>Pyramid&apos;s name for &quot;Last Pile&quot; (key End): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Fine della fila</translation>
    </message>
    <message>
        <source>Move the focus to the last card of the row.</source>
        <extracomment>What Pyramid&apos;s &quot;End of Row&quot; (End) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sull&apos;ultima carta della fila.</translation>
    </message>
    <message>
        <source>Pick the focused card, or remove it with the card you hold when they make 13. A king is removed at once.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Prende la carta selezionata, o la elimina con quella in mano se insieme fanno 13. Un re si elimina subito.</translation>
    </message>
    <message>
        <source>Remove the focused card with a free card that makes 13, or a king alone.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Play Card&quot; (Enter).</extracomment>
        <translation>Elimina la carta selezionata con una carta libera che fa 13 con essa, o un re da solo.</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s top card onto the waste, or turn the waste over when the stock is empty (three passes in all).</source>
        <extracomment>What Pyramid&apos;s &quot;Draw a Card&quot; (N) does: status-bar tip, toolbar tooltip, F1 key-list line.</extracomment>
        <translation>Gira la carta in cima al mazzo sugli scarti, o rigira gli scarti quando il mazzo è vuoto (tre giri in tutto).</translation>
    </message>
    <message>
        <source>Say the Pyramid</source>
        <extracomment>Pyramid&apos;s name for &quot;Say Columns&quot; (key D): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi la piramide</translation>
    </message>
    <message>
        <source>Say every row of the pyramid, its free cards marked.</source>
        <extracomment>What Pyramid&apos;s &quot;Say the Pyramid&quot; (D) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Legge ogni fila della piramide, indicando le carte libere.</translation>
    </message>
    <message>
        <source>Say Removed Cards</source>
        <extracomment>Pyramid&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi carte eliminate</translation>
    </message>
    <message>
        <source>Say how many cards are removed and left in the pyramid.</source>
        <extracomment>What Pyramid&apos;s &quot;Say Removed Cards&quot; (T) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Legge quante carte sono state eliminate e quante restano nella piramide.</translation>
    </message>
    <message>
        <source>Say the stock&apos;s top card and count, the waste&apos;s top card and the passes left.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Legge la carta in cima al mazzo e quante ne ha, la carta in cima agli scarti e i giri rimasti.</translation>
    </message>
    <message>
        <source>Say score, time, moves, the stock, passes left and whether the deal can still be won.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Legge punteggio, tempo, mosse, il mazzo, i giri rimasti e se la partita si può ancora vincere.</translation>
    </message>
    <message>
        <source>In a column, take one more face-up card.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up): nothing lies above Spider&apos;s columns, so Up stays in its column.</extracomment>
        <translation>In una colonna, prende una carta scoperta in più.</translation>
    </message>
    <message>
        <source>In a column, take one card less.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>In una colonna, prende una carta in meno.</translation>
    </message>
    <message>
        <source>Pick up the focused card with the same-suit run on it, or put the held cards on the focused column. On the stock: deal a row.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Prende la carta selezionata con la scala dello stesso seme sopra, o posa le carte in mano sulla colonna selezionata. Sul mazzo: distribuisce una fila.</translation>
    </message>
    <message>
        <source>Deal a Row</source>
        <extracomment>Spider&apos;s name for &quot;Turn Cards&quot; (key N): a Play menu item, a toolbar button, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Distribuisci una fila</translation>
    </message>
    <message>
        <source>Deal one card from the stock onto each column (not while a column is empty).</source>
        <extracomment>What Spider&apos;s &quot;Deal a Row&quot; (N) does: status-bar tip, toolbar tooltip, F1 key-list line.</extracomment>
        <translation>Distribuisce una carta dal mazzo su ogni colonna (non se una colonna è vuota).</translation>
    </message>
    <message>
        <source>Say Completed Sequences</source>
        <extracomment>Spider&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi sequenze completate</translation>
    </message>
    <message>
        <source>Say how many of the eight sequences are complete, and their suits.</source>
        <extracomment>What Spider&apos;s &quot;Say Completed Sequences&quot; (T) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Legge quante delle otto sequenze sono completate, e di quali semi.</translation>
    </message>
    <message>
        <source>Say Stock</source>
        <extracomment>Spider&apos;s name for &quot;Say Waste and Stock&quot; (key U): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi mazzo</translation>
    </message>
    <message>
        <source>Say how many rows are left in the stock and how many sequences are complete.</source>
        <extracomment>What Spider&apos;s &quot;Say Stock&quot; (U) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Legge quante file restano nel mazzo e quante sequenze sono completate.</translation>
    </message>
    <message>
        <source>Say Runs That Can Move</source>
        <extracomment>Spider&apos;s name for &quot;Say Room to Move&quot; (key R): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi scale spostabili</translation>
    </message>
    <message>
        <source>Say every run that can move now and where it can go, and whether a row can be dealt.</source>
        <extracomment>What Spider&apos;s &quot;Say Runs That Can Move&quot; (R) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Legge ogni scala che può muoversi ora e dove può andare, e se si può distribuire una fila.</translation>
    </message>
    <message>
        <source>Say every column: its face-down count, then its same-suit runs.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Legge ogni colonna: quante carte coperte, poi le scale dello stesso seme.</translation>
    </message>
    <message>
        <source>Say score, time, moves, rows left, sequences complete and empty columns.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Legge punteggio, tempo, mosse, file rimaste, sequenze completate e colonne vuote.</translation>
    </message>
    <message>
        <source>Move the focus to this row&apos;s best card to play, else its first free card; from a row with none, to the nearest row below (else above) that has one.</source>
        <extracomment>TriPeaks&apos; name for &quot;Column 1&quot; … &quot;Column 4&quot; (keys 1 to 4): a Play menu item, a row in the F1 key list. What TriPeaks&apos; &quot;Row 1&quot; … &quot;Row 4&quot; (keys 1 to 4) do: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla carta migliore da giocare di questa fila, altrimenti sulla sua prima carta libera; da una fila che non ne ha, sulla fila più vicina sotto (altrimenti sopra) che ne ha una.</translation>
    </message>
    <message>
        <source>Go to the Stock</source>
        <extracomment>TriPeaks&apos; name for &quot;Column 5&quot; (key 5): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Vai al mazzo</translation>
    </message>
    <message>
        <source>Move the focus to the waste.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).
----------
TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Go to the Waste&quot; (P).</extracomment>
        <translation>Sposta il focus sugli scarti.</translation>
    </message>
    <message>
        <source>Move the focus to the previous card, row by row from the peaks&apos; tops, then the stock and the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Previous Card&quot; (Left) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla carta precedente, fila per fila dalle cime dei picchi, poi sul mazzo e sugli scarti.</translation>
    </message>
    <message>
        <source>Move the focus to the next card, row by row from the peaks&apos; tops, then the stock and the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Next Card&quot; (Right) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla carta successiva, fila per fila dalle cime dei picchi, poi sul mazzo e sugli scarti.</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row above; from the stock or the waste, to the lowest row left.</source>
        <extracomment>What TriPeaks&apos; &quot;Row Above&quot; (Up) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla carta più vicina della fila sopra; dal mazzo o dagli scarti, sulla fila rimasta più in basso.</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row below; from row 4, to the stock or the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Row Below&quot; (Down) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla carta più vicina della fila sotto; dalla fila 4, sul mazzo o sugli scarti.</translation>
    </message>
    <message>
        <source>Highest Card</source>
        <extracomment>TriPeaks&apos; name for &quot;First Pile&quot; (key Home): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Carta più alta</translation>
    </message>
    <message>
        <source>Move the focus to the highest card left.</source>
        <extracomment>What TriPeaks&apos; &quot;Highest Card&quot; (Home) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Sposta il focus sulla carta rimasta più in alto.</translation>
    </message>
    <message>
        <source>Pick up the focused free card, or put the held card on the waste. On the stock: draw.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Prende la carta libera selezionata, o posa sugli scarti la carta in mano. Sul mazzo: pesca.</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s next card onto the waste.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Turn Cards&quot; (N).</extracomment>
        <translation>Gira la carta successiva del mazzo sugli scarti.</translation>
    </message>
    <message>
        <source>Say Waste</source>
        <extracomment>Golf&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings (the waste is where every card ends: Golf has no foundations of its own).
----------
TriPeaks&apos; name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings (TriPeaks has no foundations: the cards go onto the waste).</extracomment>
        <translation>Leggi scarti</translation>
    </message>
    <message>
        <source>Say the waste&apos;s card, what goes on it, and the stock.</source>
        <extracomment>What TriPeaks&apos; &quot;Say Waste&quot; (T) does: status-bar tip, F1 key-list line.
----------
TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Legge la carta degli scarti, cosa ci va sopra, e il mazzo.</translation>
    </message>
    <message>
        <source>Say Rows</source>
        <extracomment>TriPeaks&apos; name for &quot;Say Columns&quot; (key D): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Leggi file</translation>
    </message>
    <message>
        <source>Say the rows of the peaks: face-down cards counted, free cards named.</source>
        <extracomment>What TriPeaks&apos; &quot;Say Rows&quot; (D) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Legge le file dei picchi: carte coperte contate, carte libere nominate.</translation>
    </message>
    <message>
        <source>Say the free cards that fit the waste, and the draw.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Available Moves&quot; (M).</extracomment>
        <translation>Legge le carte libere che vanno sugli scarti, e la pescata.</translation>
    </message>
    <message>
        <source>Say score, streak, what the next card earns, the cards left, and whether the deal can still be won.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Legge punteggio, serie, quanto vale la prossima carta, le carte rimaste e se la partita si può ancora vincere.</translation>
    </message>
    <message>
        <source>Play the card you hold onto the waste, else the focused card.</source>
        <extracomment>TriPeaks&apos; and Golf&apos;s status-bar tip and F1 key-list line for &quot;Play Card&quot; (Enter).</extracomment>
        <translation>Gioca sugli scarti la carta che hai in mano, altrimenti la carta selezionata.</translation>
    </message>
    <message>
        <source>Move the focus to the previous column; from column 1, to the last foundation; from a foundation, to column 7.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Previous Pile&quot; (Left). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Sposta il focus sulla colonna precedente; dalla colonna 1, sull&apos;ultima fondazione; da una fondazione, sulla colonna 7.</translation>
    </message>
    <message>
        <source>Move the focus to the next column; from column 7, to the first foundation; from a foundation, to column 1.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Next Pile&quot; (Right). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Sposta il focus sulla colonna successiva; dalla colonna 7, sulla prima fondazione; da una fondazione, sulla colonna 1.</translation>
    </message>
    <message>
        <source>In a column, take one more face-up card; on the foundations, go to the foundation above.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>In una colonna, prende una carta scoperta in più; sulle fondazioni, va alla fondazione sopra.</translation>
    </message>
    <message>
        <source>In a column, take one card less; on the foundations, go to the foundation below.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>In una colonna, prende una carta in meno; sulle fondazioni, va alla fondazione sotto.</translation>
    </message>
    <message>
        <source>Move the focus to the last foundation, the lowest.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End): the lowest of the four foundations, which stand one under the other at the right of column 7.</extracomment>
        <translation>Sposta il focus sull&apos;ultima fondazione, la più in basso.</translation>
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
        <translation>%1 — Partita %2</translation>
    </message>
    <message>
        <source>%1 — Custom deal</source>
        <comment>window title</comment>
        <extracomment>The window title for a deal typed in or loaded (no deal number): %1 the game.</extracomment>
        <translation>%1 — Partita personalizzata</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>The menu bar&apos;s Game menu (new deal, choose a game, statistics, settings, quit). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>The menu bar&apos;s Edit menu (undo, redo). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <extracomment>The menu bar&apos;s Play menu (the keyboard commands that move the focus and the cards). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;Say</source>
        <extracomment>The menu bar&apos;s Say menu (commands that speak the state of the game: M, T, U, D, I…). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Leggi</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>The menu bar&apos;s View menu (card size). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>The menu bar&apos;s Help menu (Keys and Rules, About). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Go To</source>
        <extracomment>The Play menu&apos;s submenu of the keys that only move the focus (previous and next pile, card above and below, Column 1 … Column 10, the free cells, the waste). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Vai a</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>Accessible name of the main window&apos;s toolbar (New Deal, Restart, Undo, Redo, Hint).</extracomment>
        <translation>Barra degli strumenti</translation>
    </message>
    <message>
        <source>Choose Deal Number</source>
        <extracomment>Game menu, Choose Deal Number (Ctrl+G): the dialog&apos;s title.</extracomment>
        <translation>Scegli numero di partita</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <extracomment>Choose Deal Number dialog: the label of the number field. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Numero di partita:</translation>
    </message>
    <message>
        <source>A whole number from 1 to %1.</source>
        <extracomment>Choose Deal Number dialog: the hint under the number field. %1 the largest deal number (4294967295).</extracomment>
        <translation>Un numero intero da 1 a %1.</translation>
    </message>
    <message>
        <source>&amp;Play This Deal</source>
        <extracomment>Choose Deal Number dialog: the button that deals the number typed. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Gioca questa partita</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Game menu, Settings (Ctrl+,): the dialog&apos;s title.</extracomment>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the game in progress keeps its rules.</source>
        <extracomment>Settings, Rules group: a note under its title.</extracomment>
        <translation>Le modifiche alle regole valgono dalla prossima partita; la partita in corso mantiene le sue regole.</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <extracomment>Settings, Rules group, the &quot;Turn from the stock&quot; box: Klondike turns one card at a time.</extracomment>
        <translation>Pesca da 1</translation>
    </message>
    <message>
        <source>Draw 3</source>
        <extracomment>Settings, Rules group, the &quot;Turn from the stock&quot; box: Klondike turns three cards at a time.</extracomment>
        <translation>Pesca da 3</translation>
    </message>
    <message>
        <source>&amp;Turn from the stock:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Draw 1&quot; / &quot;Draw 3&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Pesca dal mazzo:</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: the waste may be turned over any number of times.</extracomment>
        <translation>Senza limite</translation>
    </message>
    <message>
        <source>3 passes</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: three passes through the stock.</extracomment>
        <translation>3 giri</translation>
    </message>
    <message>
        <source>1 pass</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: one pass only (the waste is never turned over).</extracomment>
        <translation>1 giro</translation>
    </message>
    <message>
        <source>&amp;Passes through the stock:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Unlimited&quot; / &quot;3 passes&quot; / &quot;1 pass&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Giri del mazzo:</translation>
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
        <translation>Vegas cumulativo</translation>
    </message>
    <message>
        <source>None</source>
        <comment>scoring</comment>
        <extracomment>No scoring (a choice of the Scoring box).</extracomment>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Standard&quot; / &quot;Vegas&quot; / &quot;Vegas cumulative&quot; / &quot;None&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>P&amp;unteggio:</translation>
    </message>
    <message>
        <source>T&amp;houghtful: every card face up</source>
        <extracomment>Settings, Rules group: a check box, Klondike with every card dealt face up. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Aperta: tutte le carte scoperte</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <extracomment>Settings, Rules group: a check box, only deals the solver has proved winnable. &amp; marks the Alt access letter.</extracomment>
        <translation>Solo partite &amp;vincibili</translation>
    </message>
    <message>
        <source>&amp;Move safe cards to the foundations by themselves</source>
        <extracomment>FreeCell&apos;s group in Settings: the safe cards going up after each move (the Play menu&apos;s &quot;Auto-Move Safe Cards&quot;).</extracomment>
        <translation>&amp;Manda da sole le carte sicure alle fondazioni</translation>
    </message>
    <message>
        <source>After each move, every card that no other card can still need goes up to its foundation. Takes effect at once.</source>
        <extracomment>What a screen reader says of the box above.</extracomment>
        <translation>Dopo ogni mossa, ogni carta che nessun&apos;altra carta può più usare va alla sua fondazione. Ha effetto subito.</translation>
    </message>
    <message>
        <source>Dim &amp;covered cards</source>
        <extracomment>Settings, Pyramid&apos;s and Golf&apos;s group: a check box, on by default; covered cards are drawn shaded (darker, still readable) so the free cards stand out. &amp; marks the Alt access letter.</extracomment>
        <translation>Scurisci le carte &amp;coperte</translation>
    </message>
    <message>
        <source>Cards that other cards still cover are drawn darker, so the free ones stand out. Takes effect at once.</source>
        <extracomment>What a screen reader says of the &quot;Dim covered cards&quot; box.</extracomment>
        <translation>Le carte ancora coperte da altre sono disegnate più scure, così risaltano quelle libere. Ha effetto subito.</translation>
    </message>
    <message>
        <source>S&amp;uits in the next deal:</source>
        <extracomment>Spider&apos;s section in Settings: the box choosing how many suits the next deal has (one, two or four); the game in progress keeps its own.</extracomment>
        <translation>&amp;Semi nella prossima partita:</translation>
    </message>
    <message>
        <source>One suit</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with one suit (spades only).</extracomment>
        <translation>Un seme</translation>
    </message>
    <message>
        <source>Two suits</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with two suits (spades and hearts).</extracomment>
        <translation>Due semi</translation>
    </message>
    <message>
        <source>Four suits</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with all four suits.</extracomment>
        <translation>Quattro semi</translation>
    </message>
    <message>
        <source>%1: no list of winnable deals yet, so each deal is random and may be impossible to win.</source>
        <extracomment>Spider&apos;s section in Settings, under &quot;Winnable deals only&quot;, shown while the number of suits chosen has no list of deals the solver has won (a list not made yet). %1 is the choice of the suits box (&quot;Four suits&quot;); whatever the box says, such a deal is any deal, maybe unwinnable.</extracomment>
        <translation>%1: ancora nessun elenco di partite vincibili, quindi ogni partita è casuale e potrebbe essere impossibile da vincere.</translation>
    </message>
    <message>
        <source>Cards and motion</source>
        <extracomment>Settings: the title of the group with the deck, card size and animations.</extracomment>
        <translation>Carte e animazioni</translation>
    </message>
    <message>
        <source>Automatic (high contrast when the system asks)</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group, the &quot;Deck&quot; box: the high-contrast deck when the system asks for it.</extracomment>
        <translation>Automatico (alto contrasto quando lo chiede il sistema)</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>Settings, the &quot;Deck&quot; box: the usual red and black cards.</extracomment>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Four colours</source>
        <extracomment>Settings, the &quot;Deck&quot; box: each suit its own colour.</extracomment>
        <translation>Quattro colori</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings, the &quot;Deck&quot; box: a deck drawn for low vision.</extracomment>
        <translation>Alto contrasto</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the box that chooses the card faces. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Tipo di carte:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the card size slider. &amp; marks the Alt access letter.</extracomment>
        <translation>Dimensione delle ca&amp;rte:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <extracomment>Settings, the &quot;Animations&quot; box: animate as the system&apos;s setting says (reduced motion).</extracomment>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>On</source>
        <comment>animations</comment>
        <extracomment>Animations on (a choice of the Animations box).</extracomment>
        <translation>Attive</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>animations</comment>
        <extracomment>Animations off (a choice of the Animations box).</extracomment>
        <translation>Disattivate</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the box &quot;Follow the system&quot; / &quot;On&quot; / &quot;Off&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>A&amp;nimazioni:</translation>
    </message>
    <message>
        <source>Speech and language</source>
        <extracomment>Settings: the title of the group with verbosity, Orca&apos;s notifications and the language.</extracomment>
        <translation>Voce e lingua</translation>
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
        <translation>&amp;Livello di dettaglio:</translation>
    </message>
    <message>
        <source>Speak the game&apos;s news through &amp;Orca&apos;s notifications</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: a check box (Linux, Orca screen reader). &amp; marks the Alt access letter.</extracomment>
        <translation>Annuncia le novità del gioco tramite le notifiche di &amp;Orca</translation>
    </message>
    <message>
        <source>Orca 43 and older do not speak announcements any other way: with this off they say nothing when a card moves. Turn it off only if every move is spoken twice.</source>
        <extracomment>Settings: a note under the Orca check box.</extracomment>
        <translation>Orca 43 e precedenti non leggono gli annunci in altro modo: con questa opzione disattivata non dicono niente quando si sposta una carta. Disattivala solo se ogni mossa viene letta due volte.</translation>
    </message>
    <message>
        <source>Turn off Orca&apos;s notifications?</source>
        <extracomment>Title of the question box when the Orca check box is turned off.</extracomment>
        <translation>Disattivare le notifiche di Orca?</translation>
    </message>
    <message>
        <source>With Orca 43 or older the game will then be silent: no moves, hints or results are spoken. Turn them off?</source>
        <extracomment>The question box when the Orca check box is turned off (Yes / No buttons).</extracomment>
        <translation>Con Orca 43 o precedenti il gioco resterà muto: nessuna mossa, suggerimento o risultato verrà letto. Disattivarle?</translation>
    </message>
    <message>
        <source>System</source>
        <comment>language</comment>
        <extracomment>The language of the system (a choice of the Language box; the others are English and Español).</extracomment>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: label of the box &quot;System&quot; / &quot;English&quot; / &quot;Español&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>L&amp;ingua:</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <extracomment>Settings: a note under the Language box.</extracomment>
        <translation>La nuova lingua verrà usata dal prossimo avvio.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Game menu, Statistics (Ctrl+Shift+S): the dialog&apos;s title and its table&apos;s accessible name.</extracomment>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>standard scoring</source>
        <extracomment>Statistics, inside a Klondike line of the Games box (&quot;Klondike, draw 1, standard scoring&quot;).</extracomment>
        <translation>punteggio standard</translation>
    </message>
    <message>
        <source>no scoring</source>
        <extracomment>Statistics, inside a Klondike line of the Games box (&quot;Klondike, draw 3, no scoring&quot;).</extracomment>
        <translation>senza punteggio</translation>
    </message>
    <message>
        <source>%1, draw %2, %3</source>
        <comment>statistics</comment>
        <extracomment>A Klondike line of the statistics dialog&apos;s Games box (which lists every game&apos;s lines): %1 the game&apos;s name (&quot;Klondike&quot;), %2 cards turned at a time (1 or 3), %3 the scoring (&quot;standard scoring&quot;, &quot;Vegas&quot; …). &quot;Klondike, draw 3, Vegas&quot;.</extracomment>
        <translation>%1, pesca da %2, %3</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <extracomment>Statistics dialog: label of the box that chooses which games&apos; statistics show (&quot;Draw 1, standard scoring&quot;). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Giochi:</translation>
    </message>
    <message>
        <source>Statistic</source>
        <extracomment>Statistics dialog: header of the table&apos;s first column (Played, Won…).</extracomment>
        <translation>Statistica</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Statistics dialog: header of the table&apos;s second column (the numbers).</extracomment>
        <translation>Valore</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <extracomment>Statistics dialog: the button that forgets every statistic (after a question). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Azzera…</translation>
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
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>Statistics dialog, a row of the table: games won.</extracomment>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <extracomment>Statistics dialog, a row of the table: won games as a percentage of those played.</extracomment>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <extracomment>Statistics dialog, a row of the table: games won in a row up to now.</extracomment>
        <translation>Serie di vittorie attuale</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <extracomment>Statistics dialog, a row of the table: the most games ever won in a row.</extracomment>
        <translation>Serie di vittorie più lunga</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>Statistics dialog, a row of the table: the shortest time of a won game.</extracomment>
        <translation>Tempo migliore</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <extracomment>Statistics dialog, a row of the table: the fewest moves of a won game.</extracomment>
        <translation>Meno mosse</translation>
    </message>
    <message>
        <source>Best score</source>
        <extracomment>Statistics dialog, a row of the table: the highest score (only where the scoring counts).</extracomment>
        <translation>Punteggio migliore</translation>
    </message>
    <message>
        <source>Vegas balance</source>
        <extracomment>Statistics dialog, a row of the table: the money won or lost with Vegas cumulative scoring.</extracomment>
        <translation>Saldo Vegas</translation>
    </message>
    <message>
        <source>Best score (fewest strokes)</source>
        <extracomment>Statistics dialog, a row of the table of a game scored in strokes (Golf, lower is better): the lowest score of a finished deal, won or not.</extracomment>
        <translation>Punteggio migliore (meno colpi)</translation>
    </message>
    <message>
        <source>Average score in strokes</source>
        <extracomment>Statistics dialog, a row of the table of a game scored in strokes (Golf): the average score of the finished deals, won or not.</extracomment>
        <translation>Punteggio medio in colpi</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <extracomment>Title of the question box of the Statistics dialog&apos;s Reset… button.</extracomment>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <source>Forget every game played, every record and the Vegas balance? This cannot be undone.</source>
        <extracomment>The question box of the Statistics dialog&apos;s Reset… button.</extracomment>
        <translation>Dimenticare tutte le partite giocate, tutti i record e il saldo Vegas? L&apos;operazione non si può annullare.</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <extracomment>Title of the question box before a restart (Ctrl+R) of a started game.</extracomment>
        <translation>Ricominciare questa partita?</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <extracomment>Title of the question box before a new deal (F2, Ctrl+G, another game) leaves a started game.</extracomment>
        <translation>Lasciare questa partita?</translation>
    </message>
    <message>
        <source>The game so far counts as lost. Press Enter to restart the deal, or Escape to keep playing.</source>
        <extracomment>The question box before a restart (Ctrl+R) of a started game.</extracomment>
        <translation>La partita fin qui conta come persa. Premi Invio per ricominciarla, o Esc per continuare a giocare.</translation>
    </message>
    <message>
        <source>This game counts as lost. Press Enter to play deal %1, or Escape to keep playing.</source>
        <extracomment>The question box before a deal chosen by number (Ctrl+G) leaves a started game. %1 the deal number the player chose.</extracomment>
        <translation>Questa partita conta come persa. Premi Invio per giocare la partita %1, o Esc per continuare a giocare.</translation>
    </message>
    <message>
        <source>This game counts as lost. Press Enter for a new deal, or Escape to keep playing.</source>
        <extracomment>The question box before a new random deal (F2) leaves a started game.</extracomment>
        <translation>Questa partita conta come persa. Premi Invio per una nuova partita, o Esc per continuare a giocare.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>Button of the box &quot;Restart this deal?&quot; that restarts. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>&amp;Leave Game</source>
        <extracomment>Button of the box &quot;Leave this game?&quot; that leaves the game. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Lascia la partita</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <extracomment>Button of the boxes &quot;Restart this deal?&quot; / &quot;Leave this game?&quot; that keeps the game. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Continua a giocare</translation>
    </message>
    <message>
        <source>You keep playing this game.</source>
        <extracomment>Said when the player pressed Escape at &quot;Leave this game?&quot;.</extracomment>
        <translation>Continui a giocare questa partita.</translation>
    </message>
    <message>
        <source>The game so far counts as lost.</source>
        <extracomment>Said after a restart (Ctrl+R) of a started game, in the words of its question box (&quot;The game so far counts as lost. Press Enter to restart the deal, …&quot;).</extracomment>
        <translation>La partita fin qui conta come persa.</translation>
    </message>
    <message>
        <source>The game you left counts as lost.</source>
        <extracomment>Said after a new deal that left a started game (F2, Ctrl+G, another game).</extracomment>
        <translation>La partita che hai lasciato conta come persa.</translation>
    </message>
    <message>
        <source>Restarted.</source>
        <extracomment>After a restart (Ctrl+R) of a random deal, speech setting Brief.</extracomment>
        <translation>Ricominciata.</translation>
    </message>
    <message>
        <source>Restarted this deal, draw %1.</source>
        <extracomment>After a restart (Ctrl+R) of a random deal. %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Partita ricominciata, pesca da %1.</translation>
    </message>
    <message>
        <source>Restarted deal %1.</source>
        <extracomment>After a restart (Ctrl+R) of a numbered deal, speech setting Brief. %1 the deal number.</extracomment>
        <translation>Partita %1 ricominciata.</translation>
    </message>
    <message>
        <source>Restarted Klondike, deal %1, draw %2.</source>
        <extracomment>After a restart (Ctrl+R) of a numbered deal. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, partita %1 ricominciata, pesca da %2.</translation>
    </message>
    <message>
        <source>No move helps any more: turning the stock brings up nothing that can be played. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The dead end while cards are left in the stock or the waste (turning them is still allowed).</extracomment>
        <translation>Nessuna mossa è più utile: girare il mazzo non porta niente di giocabile. Annulla per provare un&apos;altra strada, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>Still no move that helps.</source>
        <extracomment>Said after each later move in a dead end (the whole sentence was said once).</extracomment>
        <translation>Ancora nessuna mossa utile.</translation>
    </message>
    <message>
        <source>%1 does nothing in this game: it is %2 in another game.</source>
        <extracomment>A key pressed in a game that has no such command (X, FreeCell&apos;s &quot;To Free Cell&quot;, in Spider). %1 the key (&quot;X&quot;), %2 the other game&apos;s command it runs there (&quot;To Free Cell&quot;).</extracomment>
        <translation>%1 non fa niente in questo gioco: è «%2» in un altro gioco.</translation>
    </message>
    <message>
        <source>Your %1 game is saved: choose it in the Game menu to go back to it.</source>
        <extracomment>Said first after switching games (Game menu): the game left behind is kept. %1 its name (&quot;FreeCell&quot;, &quot;Spider, two suits&quot;).</extracomment>
        <translation>La tua partita di %1 è salvata: sceglila nel menu Partita per tornarci.</translation>
    </message>
    <message>
        <source>This deal cannot be won from the start; press F2 for a new deal.</source>
        <extracomment>Said once when the solver proves that the deal cannot be won even from its opening position (so no undo can help; e.g. FreeCell deal 11982).</extracomment>
        <translation>Questa partita non si può vincere fin dall&apos;inizio; premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>The deal is won. Press F2 for a new deal.</source>
        <extracomment>H (hint) once the deal is won.</extracomment>
        <translation>La partita è vinta. Premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>It will not help: no move can improve the game now.</source>
        <extracomment>Added to a hint in a dead end: the move is legal but leads nowhere.</extracomment>
        <translation>Non servirà: ora nessuna mossa può migliorare la partita.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), last pass.</source>
        <extracomment>The U key and the stock&apos;s summary when no turn of the waste is left: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Mazzo: %n carta, ultimo giro.</numerusform>
            <numerusform>Mazzo: %n carte, ultimo giro.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last pass through the stock.</source>
        <extracomment>The I key when the stock is on its last pass (the waste cannot be turned over again).</extracomment>
        <translation>Ultimo giro del mazzo.</translation>
    </message>
    <message>
        <source>Klondike, draw %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game (a random deal) was restored. %1 cards turned per draw.</extracomment>
        <translation>Klondike, pesca da %1. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game was restored. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, partita %1, pesca da %2. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Your game is back where you left it.</source>
        <extracomment>A saved game was loaded while the window is open (a random deal).
----------
At start, when the game saved at the last quit is restored.</extracomment>
        <translation>La tua partita è come l&apos;avevi lasciata.</translation>
    </message>
    <message>
        <source>Deal %1 is back where you left it.</source>
        <extracomment>A saved game was loaded while the window is open. %1 the deal number.</extracomment>
        <translation>La partita %1 è come l&apos;avevi lasciata.</translation>
    </message>
    <message>
        <source>Every card in the columns is face up. Press Enter to finish.</source>
        <extracomment>Every card of the columns is face up, cards are left in the stock or the waste: the finish turns them as needed.</extracomment>
        <translation>Tutte le carte nelle colonne sono scoperte. Premi Invio per finire.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %2 face down, then %n card(s) from the %3 to the %4.</source>
        <extracomment>D (Say Columns), a column whose face-up cards are one run. %1 column, %2 face-down cards, %n cards in the run, %3 its deepest card, %4 its top card.</extracomment>
        <translation>
            <numerusform>Colonna %1: carte coperte %2, poi %n carta, %3{da} %4{a}.</numerusform>
            <numerusform>Colonna %1: carte coperte %2, poi %n carte, %3{da} %4{a}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) from the %2 to the %3.</source>
        <extracomment>D (Say Columns), a column of one run and no face-down card. %1 column, %n cards in the run, %2 its deepest card, %3 its top card.</extracomment>
        <translation>
            <numerusform>Colonna %1: %n carta, %2{da} %3{a}.</numerusform>
            <numerusform>Colonna %1: %n carte, %2{da} %3{a}.</numerusform>
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
        <translation>Le notifiche di Orca restano attive: il gioco continua a parlare.</translation>
    </message>
    <message>
        <source>Orca notifications are off. With Orca 43 or older the game is now silent; turn them on again in this box.</source>
        <extracomment>Said once the player confirmed turning the Orca notifications off.</extracomment>
        <translation>Le notifiche di Orca sono disattivate. Con Orca 43 o precedenti ora il gioco è muto; riattivale in questa casella.</translation>
    </message>
    <message>
        <source>Orca notifications are on: every move is spoken.</source>
        <extracomment>Settings, Orca notifications box: said once it was turned on.</extracomment>
        <translation>Le notifiche di Orca sono attive: ogni mossa viene letta.</translation>
    </message>
    <message>
        <source>Speak through the screen reader &amp;directly</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: a check box, off by default. On: the game&apos;s sentences go straight to the running screen reader (NVDA, JAWS, VoiceOver, Orca) or speech-dispatcher, with braille where it has it, instead of as accessibility events. &amp; marks the Alt access letter.</extracomment>
        <translation>Parla &amp;direttamente tramite il lettore di schermo</translation>
    </message>
    <message>
        <source>No screen reader answered: the game speaks through accessibility events.</source>
        <extracomment>Said once when &quot;Speak through the screen reader directly&quot; is on but no screen reader (nor speech-dispatcher) answers; the game goes on as before, through accessibility events.</extracomment>
        <translation>Nessun lettore di schermo ha risposto: il gioco parla tramite gli eventi di accessibilità.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings dialog: title of the group of sound switches.</extracomment>
        <translation>Suoni</translation>
    </message>
    <message>
        <source>Sound when cards are picked up</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Suono quando si prendono carte</translation>
    </message>
    <message>
        <source>Sound when cards are put down</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Suono quando si posano carte</translation>
    </message>
    <message>
        <source>Sound when a move is not allowed</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Suono quando una mossa non è consentita</translation>
    </message>
    <message>
        <source>Sound when a card turns face up</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Suono quando una carta viene scoperta</translation>
    </message>
    <message>
        <source>Sound when the stock is turned</source>
        <extracomment>Settings, Sounds group: a check box (Klondike&apos;s stock turned, Spider&apos;s row dealt).</extracomment>
        <translation>Suono quando si gira il mazzo</translation>
    </message>
    <message>
        <source>Sound when the game is won</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Suono quando si vince la partita</translation>
    </message>
    <message>
        <source>No sound can play here: the game was installed without its optional sound package (the README says how to add it). The switches are kept for when it is there.</source>
        <extracomment>Settings, Sounds group: a note under the switches when this copy of the game cannot play sound (its optional sound package is not installed; the README says how to add it).</extracomment>
        <translation>Qui non si può riprodurre alcun suono: il gioco è stato installato senza il suo pacchetto audio opzionale (il README spiega come aggiungerlo). Le opzioni restano salvate per quando ci sarà.</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <extracomment>The game&apos;s name (the window title, the Game menu).</extracomment>
        <translation>FreeCell</translation>
    </message>
    <message>
        <source>FreeCell solitaire. Left and Right move between the free cells, the foundations and the eight columns, Up and Down along a column, Space picks up and puts down, Enter plays a card, R says how many cards can move, H gives a hint, F1 lists every key.</source>
        <extracomment>FreeCell: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario FreeCell. Sinistra e Destra passano tra le celle libere, le fondazioni e le otto colonne, Su e Giù scorrono una colonna, Spazio prende e posa, Invio gioca una carta, R dice quante carte si possono spostare, H dà un suggerimento, F1 elenca tutti i tasti.</translation>
    </message>
    <message>
        <source>the %1</source>
        <extracomment>A foundation&apos;s name inside a sentence, with its article (&quot;Nothing to pick up in the hearts foundation&quot;). %1 = &quot;hearts foundation&quot; and so on. Forms allowed.</extracomment>
        <translation>%1{art}|art:%1{art}|di:%1{di}|a:%1{a}|su:%1{su}|da:%1{da}|in:%1{in}</translation>
    </message>
    <message>
        <source>column %1</source>
        <extracomment>A tableau column inside a sentence, %1 = 1..7. Forms allowed.</extracomment>
        <translation>colonna %1|art:la colonna %1|di:della colonna %1|a:alla colonna %1|su:sulla colonna %1|da:dalla colonna %1|in:nella colonna %1</translation>
    </message>
    <message>
        <source>The %1 is back in %2.</source>
        <extracomment>After an undo: where the card is now. %1 card, %2 pile (&quot;column 3&quot;, &quot;the waste&quot;).</extracomment>
        <translation>%1{art} è di nuovo %2{in}.</translation>
    </message>
    <message>
        <source>%1 to free cell %2.</source>
        <extracomment>FreeCell, after a move of a card to a free cell, speech setting Brief. %1 the card (capitalised), %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>%1 nella cella libera %2.</translation>
    </message>
    <message>
        <source>Moved %1 to free cell %2.</source>
        <extracomment>FreeCell: %1 the card, %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>Hai spostato %1{art} nella cella libera %2.</translation>
    </message>
    <message>
        <source>Move %1 to its foundation</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;).</extracomment>
        <translation>Manda %1 alla sua fondazione</translation>
    </message>
    <message>
        <source>Move %1 to free cell %2</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;), %2 a free cell&apos;s number.</extracomment>
        <translation>Sposta %1 nella cella libera %2</translation>
    </message>
    <message>
        <source>Move %1 to column %2</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;), %2 a column number.</extracomment>
        <translation>Sposta %1 nella colonna %2</translation>
    </message>
    <message>
        <source>moved %1 to its foundation</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card.</extracomment>
        <translation>hai mandato %1{art} alla sua fondazione</translation>
    </message>
    <message>
        <source>moved %1 to free cell %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>hai spostato %1{art} nella cella libera %2</translation>
    </message>
    <message>
        <source>moved %1 to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, %2 the column number.</extracomment>
        <translation>hai spostato %1{art} nella colonna %2</translation>
    </message>
    <message>
        <source>the %1 from %2</source>
        <extracomment>FreeCell, M (Say Available Moves): one card that may go to a free cell, an item of the list below (&quot;the king of clubs from column 1&quot;). %1 the card&apos;s name, %2 the pile it is in.</extracomment>
        <translation>%1{art} %2{da}</translation>
    </message>
    <message>
        <source>move one of these to a free cell: %1</source>
        <extracomment>FreeCell, M: the moves to a free cell said as one instruction; %1 the list of the cards that may go (each as the template above), in the locale&apos;s list form.</extracomment>
        <translation>sposta una di queste in una cella libera: %1</translation>
    </message>
    <message>
        <source>move the %1 from %2 to its foundation</source>
        <extracomment>A move as an instruction, in a hint (H) and in the M list. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;).</extracomment>
        <translation>manda %1{art} %2{da} alla sua fondazione</translation>
    </message>
    <message>
        <source>move the %1 from %2 to a free cell</source>
        <extracomment>FreeCell instruction: %1 card, %2 where it is (&quot;column 4&quot;).</extracomment>
        <translation>sposta %1{art} %2{da} in una cella libera</translation>
    </message>
    <message>
        <source>move the %1 from %2 to empty column %3</source>
        <extracomment>A move as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;), %3 column.</extracomment>
        <translation>sposta %1{art} %2{da} nella colonna vuota %3</translation>
    </message>
    <message>
        <source>move the %1 from %2 onto the %3 in column %4</source>
        <extracomment>Instruction. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;), %3 the card it goes on, %4 column.</extracomment>
        <translation>sposta %1{art} %2{da} %3{su} nella colonna %4</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <extracomment>Golf, a move in M&apos;s list and H&apos;s hint: a column&apos;s top card that fits the waste. %1 the card, %2 the column number.
----------
Focus on a face-up card in a column (brief). %1 card, %2 column number.</extracomment>
        <translation>%1, colonna %2</translation>
    </message>
    <message>
        <source>%1, column %2, card %3 of %4, on top.</source>
        <extracomment>FreeCell focus on a column&apos;s top card: %1 card, %2 column, %3 its place from the bottom, %4 cards in the column.</extracomment>
        <translation>%1, colonna %2, carta %3 di %4, in cima.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, heads a run of %n card(s).</source>
        <extracomment>Focus on a card that heads a run. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards of the run it heads, itself included (what Space picks up; at least 2).</extracomment>
        <translation>
            <numerusform>%1, colonna %2, carta %3 di %4, in testa a una scala di %n carta.</numerusform>
            <numerusform>%1, colonna %2, carta %3 di %4, in testa a una scala di %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) out of order.</source>
        <extracomment>FreeCell focus on a card with cards on it that are not a run it heads. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, colonna %2, carta %3 di %4, sotto %n carta fuori ordine.</numerusform>
            <numerusform>%1, colonna %2, carta %3 di %4, sotto %n carte fuori ordine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1, empty.</source>
        <extracomment>Focus on an empty column (arrow keys, 1–7), speech setting Brief; also FreeCell and Spider. %1 the column number.</extracomment>
        <translation>Colonna %1, vuota.</translation>
    </message>
    <message>
        <source>Column %1, empty. Any card can go here.</source>
        <extracomment>FreeCell, focus on an empty column: any card may go there. %1 the column number.</extracomment>
        <translation>Colonna %1, vuota. Qui può andare qualsiasi carta.</translation>
    </message>
    <message>
        <source>Free cell %1, empty.</source>
        <extracomment>FreeCell focus on an empty free cell. %1 its number (1–4).</extracomment>
        <translation>Cella libera %1, vuota.</translation>
    </message>
    <message>
        <source>%1, free cell %2.</source>
        <extracomment>FreeCell, focus on a free cell that holds a card. %1 the card in the free cell, %2 the cell&apos;s number.</extracomment>
        <translation>%1, cella libera %2.</translation>
    </message>
    <message>
        <source>There is no card to pick up in %1.</source>
        <extracomment>FreeCell: Space on a pile with no card to pick up. %1 the pile (&quot;free cell 2&quot;, &quot;column 5&quot;).</extracomment>
        <translation>Nessuna carta da prendere %1{in}.</translation>
    </message>
    <message>
        <source>Free cells: all four empty.</source>
        <extracomment>FreeCell, U (Say Free Cells) when no free cell holds a card.</extracomment>
        <translation>Celle libere: tutte e quattro vuote.</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a free cell with no card</comment>
        <extracomment>FreeCell, U (Say Free Cells): one empty cell in the list &quot;Free cells: 6 of spades, empty, empty, 9 of clubs.&quot;</extracomment>
        <translation>vuota</translation>
    </message>
    <message>
        <source>Free cells: %1.</source>
        <extracomment>FreeCell, U (Say Free Cells). %1 the four free cells from the left, each a card or &quot;empty&quot;.</extracomment>
        <translation>Celle libere: %1.</translation>
    </message>
    <message>
        <source>Column %1: empty.</source>
        <extracomment>Golf, D (Say Columns): an empty column. %1 the column number.
----------
D (Say Columns), one empty column: %1 its number.</extracomment>
        <translation>Colonna %1: vuota.</translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <extracomment>D (Say Columns), a column with no face-down card: %1 its number, %2 its cards from the deepest to the top, as a list.</extracomment>
        <translation>Colonna %1: %2.</translation>
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
            <numerusform>%n mossa.</numerusform>
            <numerusform>%n mosse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s) empty.</source>
        <extracomment>FreeCell, I (Say Game Info): %n free cells that hold no card.</extracomment>
        <translation>
            <numerusform>%n cella libera vuota.</numerusform>
            <numerusform>%n celle libere vuote.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s).</source>
        <extracomment>FreeCell, I (Say Game Info): %n columns with no card.</extracomment>
        <translation>
            <numerusform>%n colonna vuota.</numerusform>
            <numerusform>%n colonne vuote.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal.</source>
        <extracomment>After a new deal (F2) of a random deal, speech setting Brief.</extracomment>
        <translation>Nuova partita.</translation>
    </message>
    <message>
        <source>Deal %1.</source>
        <extracomment>After a new deal chosen by number (Ctrl+G) or a restart, speech setting Brief. %1 the deal number.</extracomment>
        <translation>Partita %1.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1.</source>
        <extracomment>FreeCell, after a new deal (F2, Ctrl+G). FreeCell: %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, partita %1.</translation>
    </message>
    <message>
        <source>Restarted FreeCell, deal %1.</source>
        <extracomment>FreeCell, after a restart (Ctrl+R). FreeCell: %1 Microsoft&apos;s deal number, dealt again from the start.</extracomment>
        <translation>FreeCell, partita %1 ricominciata.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus and the last game was restored. %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, partita %1. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>FreeCell. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>FreeCell. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>FreeCell. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus, on a deal without a number.</extracomment>
        <translation>FreeCell. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus. %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, partita %1. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Every column is in order. Press Enter to finish.</source>
        <extracomment>FreeCell: every column is in order (each card on a higher one); Enter sends every card up.</extracomment>
        <translation>Tutte le colonne sono in ordine. Premi Invio per finire.</translation>
    </message>
    <message>
        <source>Every column is in order. Press Enter or click to finish.</source>
        <extracomment>FreeCell: the banner a mouse player sees when every column is in order.</extracomment>
        <translation>Tutte le colonne sono in ordine. Premi Invio o fai clic per finire.</translation>
    </message>
    <message>
        <source>Dead end: the solver has proved that this position cannot be won. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>FreeCell: the solver searched every position reachable from here and none wins.</extracomment>
        <translation>Vicolo cieco: il risolutore ha dimostrato che questa posizione non si può vincere. Annulla per provare un&apos;altra strada, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>Safe cards now go up to the foundations by themselves.</source>
        <extracomment>FreeCell, after Auto-Move Safe Cards (Play menu) was turned on.</extracomment>
        <translation>Ora le carte sicure vanno da sole alle fondazioni.</translation>
    </message>
    <message>
        <source>Safe cards no longer go up by themselves; press A to send them up.</source>
        <extracomment>FreeCell, after Auto-Move Safe Cards (Play menu) was turned off. A is the key of &quot;Move Safe Cards Up&quot;.</extracomment>
        <translation>Le carte sicure non vanno più da sole alle fondazioni; premi A per mandarle.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;FreeCell&lt;/h2&gt;&lt;p&gt;Every card is dealt face up into eight columns. Build the four foundations up by suit, from the ace to the king; the game is won when all 52 cards are on them.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Only the top card of a column, or a card in a free cell, can move.&lt;/li&gt;&lt;li&gt;In the columns, put a card on one that is one rank higher and of the other colour: a black 8 on a red 9. Any card can go into an empty column.&lt;/li&gt;&lt;li&gt;Each of the four free cells holds one card.&lt;/li&gt;&lt;li&gt;A run built down in alternating colours moves as one when there is room to move it card by card: (empty free cells + 1) × 2 for each empty column (an empty column you move to does not count). The R key tells you how many cards you can move now.&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column, not to a free cell.&lt;/li&gt;&lt;li&gt;A card no other card can need any more goes up to its foundation by itself (Play menu: Auto-Move Safe Cards, on by default); each is its own undo step.&lt;/li&gt;&lt;li&gt;When every column is in order, press Enter and the cards go up by themselves.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Deal numbers are Microsoft&apos;s (1 to 1,000,000): of the first 32,000 only deal 11982 cannot be won. Undo takes back any number of moves; the time never counts against you.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in FreeCell: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;FreeCell&lt;/h2&gt;&lt;p&gt;Tutte le carte vengono distribuite scoperte in otto colonne. Costruisci le quattro fondazioni per seme, dall&apos;asso al re; la partita è vinta quando tutte le 52 carte sono sulle fondazioni.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Si possono spostare solo la carta in cima a una colonna o una carta in una cella libera.&lt;/li&gt;&lt;li&gt;Nelle colonne, metti una carta su una di valore immediatamente superiore e di colore diverso: un 8 nero su un 9 rosso. In una colonna vuota può andare qualsiasi carta.&lt;/li&gt;&lt;li&gt;Ognuna delle quattro celle libere contiene una carta.&lt;/li&gt;&lt;li&gt;Una scala discendente a colori alterni si sposta tutta insieme se c&apos;è spazio per spostarla carta per carta: (celle libere vuote + 1) × 2 per ogni colonna vuota (la colonna vuota di destinazione non conta). Il tasto R ti dice quante carte puoi spostare ora.&lt;/li&gt;&lt;li&gt;La carta in cima a una fondazione può tornare in una colonna, non in una cella libera.&lt;/li&gt;&lt;li&gt;Una carta che nessun&apos;altra carta può più usare va da sola alla sua fondazione (menu Gioca: Carte sicure automatiche, attivo di serie); ognuna è un passo di annullamento a sé.&lt;/li&gt;&lt;li&gt;Quando tutte le colonne sono in ordine, premi Invio e le carte salgono da sole.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;I numeri di partita sono quelli di Microsoft (da 1 a 1.000.000): delle prime 32.000 solo la partita 11982 non si può vincere. Puoi annullare tutte le mosse che vuoi; il tempo non conta mai contro di te.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of FreeCell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the free cells, the foundations and the eight columns; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;8&lt;/b&gt; go to a column, &lt;b&gt;C&lt;/b&gt; to the free cells (again: the next one).&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; choose how much of the run to take.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down, &lt;b&gt;Enter&lt;/b&gt; sends a card to the best place, &lt;b&gt;X&lt;/b&gt; to a free cell, &lt;b&gt;F&lt;/b&gt; to its foundation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: how many cards you can move now. &lt;b&gt;U&lt;/b&gt;: the free cells. &lt;b&gt;T&lt;/b&gt;: the foundations. &lt;b&gt;D&lt;/b&gt;: the columns. &lt;b&gt;I&lt;/b&gt;: time, moves and whether the deal can still be won. &lt;b&gt;H&lt;/b&gt;: a hint, the first move of a winning line when the solver has found one.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card, or a run, onto another pile.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to the best place: its foundation when that is safe, else onto a card, else a free cell (a run: an empty column).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to its foundation.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in FreeCell: FreeCell&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Tasti di FreeCell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Sinistra&lt;/b&gt; e &lt;b&gt;Destra&lt;/b&gt; passano tra le celle libere, le fondazioni e le otto colonne; da &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;8&lt;/b&gt; vanno a una colonna, &lt;b&gt;C&lt;/b&gt; alle celle libere (di nuovo: alla successiva).&lt;/li&gt;&lt;li&gt;In una colonna, &lt;b&gt;Su&lt;/b&gt; e &lt;b&gt;Giù&lt;/b&gt; scelgono quanta parte della scala prendere.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spazio&lt;/b&gt; prende e posa, &lt;b&gt;Invio&lt;/b&gt; manda una carta nel posto migliore, &lt;b&gt;X&lt;/b&gt; in una cella libera, &lt;b&gt;F&lt;/b&gt; alla sua fondazione.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: quante carte puoi spostare ora. &lt;b&gt;U&lt;/b&gt;: le celle libere. &lt;b&gt;T&lt;/b&gt;: le fondazioni. &lt;b&gt;D&lt;/b&gt;: le colonne. &lt;b&gt;I&lt;/b&gt;: tempo, mosse e se la partita si può ancora vincere. &lt;b&gt;H&lt;/b&gt;: un suggerimento, la prima mossa di una linea vincente quando il risolutore ne ha trovata una.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Con il mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Trascina&lt;/b&gt; una carta, o una scala, su un&apos;altra pila.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fai clic&lt;/b&gt; su una carta per mandarla nel posto migliore: la sua fondazione quando è sicuro, altrimenti su una carta, altrimenti in una cella libera (una scala: in una colonna vuota).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Doppio clic&lt;/b&gt; su una carta la manda alla sua fondazione.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Top row: nothing above %1.</source>
        <extracomment>FreeCell: Up on a free cell or a foundation (the top row): the focus stays. %1 = &quot;free cell 2&quot;, &quot;the hearts foundation&quot; (a FreeCell pile inside a sentence).
----------
Up on a pile of the top row: the focus stays. %1 = &quot;the stock&quot;, &quot;the waste&quot;, &quot;the hearts foundation&quot; (pile_name).</extracomment>
        <translation>Fila in alto: niente sopra %1{art}.</translation>
    </message>
    <message>
        <source>%1 ends here: this card is on top.</source>
        <extracomment>FreeCell and Spider: Down on a column&apos;s top card (the one said &quot;on top&quot;); the focus stays. %1 the column (&quot;column 3&quot;).</extracomment>
        <translation>%1{art} finisce qui: questa carta è in cima.</translation>
    </message>
    <message>
        <source>The arrow keys move between the piles, 1 to 8 go to a column, C to the free cells. F1 lists the keys.</source>
        <extracomment>FreeCell: Tab pressed on the board (the piles are reached with the arrow keys, the digits and C).</extracomment>
        <translation>Le frecce passano da una pila all&apos;altra, da 1 a 8 vanno a una colonna, C alle celle libere. F1 elenca i tasti.</translation>
    </message>
    <message>
        <source>free cell %1</source>
        <extracomment>A FreeCell free cell inside a sentence. %1 its number, 1–4 from the left. Forms allowed.</extracomment>
        <translation>cella libera %1|art:la cella libera %1|di:della cella libera %1|a:alla cella libera %1|su:sulla cella libera %1|da:dalla cella libera %1|in:nella cella libera %1</translation>
    </message>
    <message numerus="yes">
        <source>Can&apos;t move the %1 with the cards on it: %n card(s), but there is room to move %2.</source>
        <extracomment>FreeCell supermove refused. %1 the run&apos;s first card; %n the cards in the run; %2 how many may move at once now.</extracomment>
        <translation>
            <numerusform>Non puoi spostare %1{art} con le carte sopra: %n carta, ma c&apos;è spazio per spostarne %2.</numerusform>
            <numerusform>Non puoi spostare %1{art} con le carte sopra: %n carte, ma c&apos;è spazio per spostarne %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can move %n card(s) at once onto a card, %1 into an empty column: %2 free cells, %3 empty columns.</source>
        <extracomment>FreeCell &quot;how many cards can I move?&quot;. %n cards onto a card; %1 cards into an empty column; %2 free cells, %3 empty columns.</extracomment>
        <translation>
            <numerusform>Puoi spostare insieme %n carta su un&apos;altra carta, %1 in una colonna vuota: %2 celle libere, %3 colonne vuote.</numerusform>
            <numerusform>Puoi spostare insieme %n carte su un&apos;altra carta, %1 in una colonna vuota: %2 celle libere, %3 colonne vuote.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: a cell holds one card, and cards lie on it.</source>
        <extracomment>FreeCell: X (To Free Cell) on a card with cards on it. %1 the card.</extracomment>
        <translation>Non puoi mettere %1{art} in una cella libera: una cella contiene una sola carta, e questa ha carte sopra.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in free cell %2: the %3 is there.</source>
        <extracomment>FreeCell: a move to a taken free cell. %1 the card, %2 the cell&apos;s number, %3 the card already in it.</extracomment>
        <translation>Non puoi mettere %1{art} nella cella libera %2: c&apos;è già %3{art}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: all four are full.</source>
        <extracomment>FreeCell: a move to a free cell when all four hold a card. %1 the card.</extracomment>
        <translation>Non puoi mettere %1{art} in una cella libera: sono tutte e quattro piene.</translation>
    </message>
    <message>
        <source>The %1 is already in a free cell.</source>
        <extracomment>FreeCell: a move of a card from a free cell to another free cell. %1 the card.</extracomment>
        <translation>%1{art} è già in una cella libera.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: a foundation card may only go back to a column.</source>
        <extracomment>FreeCell: a foundation card sent to a free cell. %1 the card.</extracomment>
        <translation>Non puoi mettere %1{art} in una cella libera: una carta della fondazione può tornare solo in una colonna.</translation>
    </message>
    <message>
        <source>Golf</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Golf.</extracomment>
        <translation>Golf</translation>
    </message>
    <message>
        <source>Golf, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Golf, partita %1. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Golf. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Golf. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Golf. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Golf. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Golf, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Golf, partita %1. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>New Golf deal.</source>
        <extracomment>Golf, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nuova partita di Golf.</translation>
    </message>
    <message>
        <source>Restarted Golf, deal %1.</source>
        <extracomment>Golf, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Golf, partita %1 ricominciata.</translation>
    </message>
    <message>
        <source>Golf, deal %1.</source>
        <extracomment>Golf, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Golf, partita %1.</translation>
    </message>
    <message>
        <source>Golf, deal %1. The waste shows the %2: %3 fits.</source>
        <extracomment>Golf, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the card on the waste, %3 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a 2&quot;).</extracomment>
        <translation>Golf, partita %1. Sugli scarti c&apos;è %2{art}: ci va %3.</translation>
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
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>only %1</source>
        <extracomment>Golf: the one rank that goes on an ace or a king, inside a sentence (&quot;only a 2&quot;, &quot;only a queen&quot;). %1 a rank with its article.</extracomment>
        <translation>solo %1</translation>
    </message>
    <message>
        <source>%1, column %2, last card, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s last card (nothing under it) that can go on the waste now. %1 the card, %2 the column number.</extracomment>
        <translation>%1, colonna %2, ultima carta, va sugli scarti</translation>
    </message>
    <message>
        <source>%1, column %2, last card, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s last card (nothing under it) that does not fit the waste now. %1 the card, %2 the column number.</extracomment>
        <translation>%1, colonna %2, ultima carta, non va sugli scarti</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that can go on the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, colonna %2, carta in cima, %n sotto, va sugli scarti</numerusform>
            <numerusform>%1, colonna %2, carta in cima, %n sotto, va sugli scarti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that does not fit the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, colonna %2, carta in cima, %n sotto, non va sugli scarti</numerusform>
            <numerusform>%1, colonna %2, carta in cima, %n sotto, non va sugli scarti</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2, card %3 from the top, under %4</source>
        <extracomment>Golf, the focus on a column card with cards on it (not free). %1 the card, %2 the column number, %3 its place counted from the column&apos;s top card (2: the second from the top), %4 the cards lying on it, the one right on it first, as a list.</extracomment>
        <translation>%1, colonna %2, carta %3 dalla cima, sotto %4{art}</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>Golf, the focus on an empty column (it stays empty). %1 the column number.</extracomment>
        <translation>Colonna %1, vuota</translation>
    </message>
    <message>
        <source>%1, waste, %2 fits</source>
        <extracomment>Golf, the focus on the waste. %1 its top card, %2 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a 2&quot;).</extracomment>
        <translation>%1, scarti, ci va %2</translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <extracomment>Golf, the focus on the empty stock (one pass: it stays empty).</extracomment>
        <translation>Mazzo, vuoto</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s) left</source>
        <extracomment>Golf, the focus on the stock. %n how many cards are left in it.</extracomment>
        <translation>
            <numerusform>Mazzo, resta %n carta</numerusform>
            <numerusform>Mazzo, restano %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Golf: a column&apos;s accessible name. %1 its number.
----------
Accessible name of a tableau column, %1 = 1..7.</extracomment>
        <translation>Colonna %1</translation>
    </message>
    <message>
        <source>Waste</source>
        <extracomment>Golf: the waste&apos;s accessible name (the one foundation every card ends on).
----------
Accessible name of the waste pile (cards turned from the stock).
----------
TriPeaks: the waste&apos;s accessible name.</extracomment>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>Golf: the stock&apos;s accessible name.
----------
Accessible name of the stock pile (cards not yet dealt, turned with N).
----------
TriPeaks: the stock&apos;s accessible name.</extracomment>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Played %1 on the %2.</source>
        <extracomment>Golf, after a card went from a column onto the waste. %1 the card played, %2 the waste card it went on.</extracomment>
        <translation>Hai giocato %1{art} %2{su}.</translation>
    </message>
    <message>
        <source>Redone: played %1 on the %2.</source>
        <extracomment>Golf, after redoing a play (Ctrl+Y). %1 the card played again, %2 the waste card it went on.</extracomment>
        <translation>Ripetuto: hai giocato %1{art} %2{su}.</translation>
    </message>
    <message>
        <source>Redone: turned the %1.</source>
        <extracomment>Golf, after redoing a draw (Ctrl+Y). %1 the card turned again.</extracomment>
        <translation>Ripetuto: hai girato %1{art}.</translation>
    </message>
    <message>
        <source>Column %1 shows the %2.</source>
        <extracomment>Golf, after a play: the column&apos;s new top card (now free). %1 the column number, %2 the card.</extracomment>
        <translation>La colonna %1 mostra %2{art}.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <extracomment>Golf, after a play that took a column&apos;s last card. %1 the column number.</extracomment>
        <translation>La colonna %1 è vuota.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <extracomment>Golf, after a play: what fits the waste now. %1 the ranks (&quot;a 5 or a 7&quot;, &quot;only a queen&quot;).
----------
TriPeaks, after a move: what goes on the waste now. %1 the ranks (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>Ora ci va %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the columns.</source>
        <extracomment>Golf, after a play: %n how many cards are left in the seven columns.</extracomment>
        <translation>
            <numerusform>Resta %n carta nelle colonne.</numerusform>
            <numerusform>Restano %n carte nelle colonne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned the %1: %2 fits.</source>
        <extracomment>Golf, after a draw (N, or a click on the stock). %1 the card turned onto the waste, %2 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a queen&quot;).</extracomment>
        <translation>Hai girato %1{art}: ci va %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n left in the stock.</source>
        <extracomment>Golf, after a draw, and in U and I: %n how many cards are left in the stock.</extracomment>
        <translation>
            <numerusform>Resta %n carta nel mazzo.</numerusform>
            <numerusform>Restano %n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: the %1 is back on column %2. The waste shows the %3.</source>
        <extracomment>Golf, after undoing a play. %1 the card back on its column, %2 the column number, %3 the waste&apos;s card now.</extracomment>
        <translation>Annullato: %1{art} torna nella colonna %2. Sugli scarti c&apos;è %3{art}.</translation>
    </message>
    <message>
        <source>Undone: the %1 is back on the stock. The waste shows the %2.</source>
        <extracomment>Golf, after undoing a draw. %1 the card back on the stock, %2 the waste&apos;s card now.</extracomment>
        <translation>Annullato: %1{art} torna nel mazzo. Sugli scarti c&apos;è %2{art}.</translation>
    </message>
    <message>
        <source>Play %1 from column %2</source>
        <extracomment>Golf: a play in the Edit menu&apos;s undo history. %1 the card, %2 the column it came from.</extracomment>
        <translation>Gioca %1 dalla colonna %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>Golf: a draw in the Edit menu&apos;s undo history. %1 the card turned.</extracomment>
        <translation>Gira %1</translation>
    </message>
    <message numerus="yes">
        <source>You won in %1! All the columns are cleared, %n card(s) left in the stock: score minus %n.</source>
        <extracomment>Golf, the win (the last column emptied). %1 the time played, %n the cards left in the stock (the score is minus that number).</extracomment>
        <translation>
            <numerusform>Hai vinto in %1! Tutte le colonne sono vuote, resta %n carta nel mazzo: punteggio meno %n.</numerusform>
            <numerusform>Hai vinto in %1! Tutte le colonne sono vuote, restano %n carte nel mazzo: punteggio meno %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>No moves left: no top card fits the waste, and no draw can help. Score %1. Undo, or press F2 for a new deal.</source>
        <extracomment>Golf, said after a move when no column card fits the waste or any card left in the stock. %1 the cards left in the columns (the score).</extracomment>
        <translation>Nessuna mossa rimasta: nessuna carta in cima va sugli scarti e pescare non aiuta. Punteggio %1. Annulla, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>The %1 doesn&apos;t fit the %2: it needs %3.</source>
        <extracomment>Golf, refused: a card one rank away from the waste&apos;s card goes on it. %1 the card, %2 the waste&apos;s card, %3 the ranks that fit (&quot;a 4 or a 6&quot;).
----------
TriPeaks, a card refused on the waste. %1 the card, %2 the waste&apos;s card, %3 the ranks that fit (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>%1{art} non va %2{su}: serve %3.</translation>
    </message>
    <message>
        <source>No wrapping: only a 2 goes on an ace.</source>
        <extracomment>Golf, refused: a king on an ace (ranks do not wrap around).</extracomment>
        <translation>Niente giro completo: su un asso va solo un 2.</translation>
    </message>
    <message>
        <source>Only a queen goes on a king.</source>
        <extracomment>Golf, refused: an ace on a king.</extracomment>
        <translation>Su un re va solo una donna.</translation>
    </message>
    <message>
        <source>Only the top card of a column can be played: the %1 is under the %2.</source>
        <extracomment>Golf, refused: a card with cards on it. %1 the card, %2 the card lying right on it.</extracomment>
        <translation>Si gioca solo la carta in cima a una colonna: %1{art} è sotto %2{art}.</translation>
    </message>
    <message>
        <source>The %1 is already on the waste.</source>
        <extracomment>Golf, refused: the card is already on the waste. %1 the card.</extracomment>
        <translation>%1{art} è già sugli scarti.</translation>
    </message>
    <message>
        <source>The %1 is still in the stock: N turns the next card.</source>
        <extracomment>Golf, refused: a card still in the stock. %1 the card.</extracomment>
        <translation>%1{art} è ancora nel mazzo: N gira la carta successiva.</translation>
    </message>
    <message>
        <source>Nothing goes on a column: the %1 can only go onto the waste.</source>
        <extracomment>Golf, refused: a held card put down on a column (nothing is ever placed on a column). %1 the card.</extracomment>
        <translation>Niente va su una colonna: %1{art} può andare solo sugli scarti.</translation>
    </message>
    <message>
        <source>The stock takes no card: the %1 can only go onto the waste.</source>
        <extracomment>Golf, refused: a held card put down on the stock (cards only leave it). %1 the card.</extracomment>
        <translation>Il mazzo non riceve carte: %1{art} può andare solo sugli scarti.</translation>
    </message>
    <message>
        <source>The waste&apos;s card stays: play a column&apos;s top card onto it.</source>
        <extracomment>Golf, Space on the waste: its card is the target of every play, it is never picked up.</extracomment>
        <translation>La carta degli scarti resta lì: giocaci sopra la carta in cima a una colonna.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <extracomment>Golf, refused: a draw from the empty stock (one pass, no recycling).
----------
Spider, U (Say Stock) and I (Say Game Info) when no row is left to deal; also after R.
----------
TriPeaks, a draw with an empty stock (one pass: it is not turned over).</extracomment>
        <translation>Il mazzo è vuoto.</translation>
    </message>
    <message>
        <source>The deal is won: no move after a win.</source>
        <extracomment>Golf, refused: a move after the win.</extracomment>
        <translation>La partita è vinta: nessuna mossa dopo la vittoria.</translation>
    </message>
    <message>
        <source>Bottom of column %1.</source>
        <extracomment>Golf, Up on a column&apos;s bottom card (the focus stays). %1 the column number.</extracomment>
        <translation>Fondo della colonna %1.</translation>
    </message>
    <message>
        <source>Nothing below the waste and the stock.</source>
        <extracomment>Golf, Down on the waste or the stock (the focus stays).</extracomment>
        <translation>Niente sotto gli scarti e il mazzo.</translation>
    </message>
    <message numerus="yes">
        <source>draw, %n left in the stock</source>
        <extracomment>Golf, H&apos;s hint or M&apos;s list: draw a card. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>pesca, resta %n carta nel mazzo</numerusform>
            <numerusform>pesca, restano %n carte nel mazzo</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing fits, and the stock is empty.</source>
        <extracomment>Golf, M when no top card fits the waste and the stock is empty.
----------
TriPeaks, M when no free card fits the waste and the stock is empty.</extracomment>
        <translation>Non va niente e il mazzo è vuoto.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing fits: draw, %n left in the stock.</source>
        <extracomment>Golf, M when no top card fits the waste. %n the cards left in the stock.
----------
TriPeaks, M when no free card fits the waste. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Non va niente: pesca, resta %n carta nel mazzo.</numerusform>
            <numerusform>Non va niente: pesca, restano %n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fits the waste: %1.</source>
        <extracomment>Golf, M: the top cards that fit the waste now. %1 the list (&quot;7 of hearts, column 3; 5 of diamonds, column 6&quot;).
----------
TriPeaks, M: the free cards that fit the waste; the stock is empty. %1 the cards with their rows (&quot;9 of clubs, row 4; 7 of diamonds, row 3&quot;).</extracomment>
        <translation>Vanno sugli scarti: %1.</translation>
    </message>
    <message>
        <source>Column %1, from the top: %2.</source>
        <extracomment>Golf, D (Say Columns): one column, from its top card down. %1 the column number, %2 its cards as a list.</extracomment>
        <translation>Colonna %1, dalla cima: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: the %1, %2 fits. %n card(s) left in the stock.</source>
        <extracomment>Golf, U (Say Waste and Stock). %1 the waste&apos;s card, %2 the ranks that fit it, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Scarti: %1, ci va %2. Resta %n carta nel mazzo.</numerusform>
            <numerusform>Scarti: %1, ci va %2. Restano %n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in column %2, card %3 from the top.</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card in a column. %1 the card, %2 the column, %3 its place from the top (1: the top card).</extracomment>
        <translation>%1{art} è nella colonna %2, carta %3 dalla cima.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 is on the waste, under %n card(s).</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card on the waste. %1 the card, %n how many cards lie on it.</extracomment>
        <translation>
            <numerusform>%1{art} è negli scarti, sotto %n carta.</numerusform>
            <numerusform>%1{art} è negli scarti, sotto %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in the stock.</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card still in the stock (where in the stock is not said: its order is hidden). %1 the card.</extracomment>
        <translation>%1{art} è nel mazzo.</translation>
    </message>
    <message numerus="yes">
        <source>Score %1 strokes, %n card(s) left in the stock, time %2.</source>
        <extracomment>Golf, I (Say Game Info), before whether the deal can still be won. %1 the score in strokes (the cards left in the columns; minus the stock left once won), %2 the time played, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>Punteggio %1 colpi, resta %n carta nel mazzo, tempo %2.</numerusform>
            <numerusform>Punteggio %1 colpi, restano %n carte nel mazzo, tempo %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left and Right move between the seven columns, the waste and the stock, 1 to 7 go to a column&apos;s top card, Up and Down along a column. Enter plays the card onto the waste; Space picks it up, to play it with Enter from anywhere, and Escape puts it back. N draws, M says what fits. F1 lists the keys.</source>
        <extracomment>Golf: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Sinistra e Destra passano tra le sette colonne, gli scarti e il mazzo, da 1 a 7 vanno alla carta in cima a una colonna, Su e Giù scorrono una colonna. Invio gioca la carta sugli scarti; Spazio la prende, per giocarla con Invio da qualunque punto, ed Esc la rimette a posto. N pesca, M dice cosa ci va. F1 elenca i tasti.</translation>
    </message>
    <message>
        <source>Golf solitaire. Left and Right move between the columns, the waste and the stock, Up and Down along a column, Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>Golf: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Golf. Sinistra e Destra passano tra le colonne, gli scarti e il mazzo, Su e Giù scorrono una colonna, Invio gioca una carta sugli scarti, N pesca, H dà un suggerimento, F1 elenca tutti i tasti.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five face-up cards, a stock of 16 and a waste. Clear the columns: every card goes onto the waste.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A column&apos;s top card goes onto the waste when it is one rank above or below the waste&apos;s card, whatever the suit: on a 7, a 6 or an 8. No wrapping: on an ace only a 2, on a king only a queen.&lt;/li&gt;&lt;li&gt;Draw the stock&apos;s next card onto the waste at any time; one pass, no recycling.&lt;/li&gt;&lt;li&gt;Nothing is ever put on a column; an empty column stays empty.&lt;/li&gt;&lt;li&gt;The score is in strokes, lower is better: the cards left in the columns; a won deal scores minus the cards left in the stock.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Keys of Golf&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the seven columns, the waste and the stock; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; go to a column&apos;s top card, &lt;b&gt;P&lt;/b&gt; to the waste.&lt;/li&gt;&lt;li&gt;In a column you start on the top card, the one that can be played: &lt;b&gt;Up&lt;/b&gt; goes to the cards under it, &lt;b&gt;Down&lt;/b&gt; back to the top, and from the top card to the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the card you are on onto the waste (on the stock: draws); &lt;b&gt;Space&lt;/b&gt; picks a top card up and, on the waste (&lt;b&gt;P&lt;/b&gt;), puts it down; &lt;b&gt;N&lt;/b&gt; draws. With the mouse, click a card or drag it onto the waste; click the stock to draw.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; says the top cards that fit the waste, &lt;b&gt;H&lt;/b&gt; gives a hint, &lt;b&gt;D&lt;/b&gt; reads the columns from the top card down, &lt;b&gt;U&lt;/b&gt; the waste and the stock, &lt;b&gt;I&lt;/b&gt; the score, the stock and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Golf: the rules and the keys (HTML; keep the tags, translate the text; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Sette colonne di cinque carte scoperte, un mazzo di 16 carte e gli scarti. Svuota le colonne: ogni carta va sugli scarti.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;La carta in cima a una colonna va sugli scarti se è di un valore sopra o sotto la carta degli scarti, qualunque sia il seme: su un 7, un 6 o un 8. Niente giro completo: su un asso solo un 2, su un re solo una donna.&lt;/li&gt;&lt;li&gt;Puoi pescare la carta successiva del mazzo sugli scarti in qualsiasi momento; un solo giro, senza riciclo.&lt;/li&gt;&lt;li&gt;Non si mette mai niente su una colonna; una colonna vuota resta vuota.&lt;/li&gt;&lt;li&gt;Il punteggio è in colpi, meno è meglio: le carte rimaste nelle colonne; una partita vinta vale meno le carte rimaste nel mazzo.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Tasti del Golf&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Sinistra&lt;/b&gt; e &lt;b&gt;Destra&lt;/b&gt; passano tra le sette colonne, gli scarti e il mazzo; da &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;7&lt;/b&gt; vanno alla carta in cima a una colonna, &lt;b&gt;P&lt;/b&gt; agli scarti.&lt;/li&gt;&lt;li&gt;In una colonna parti dalla carta in cima, quella che si può giocare: &lt;b&gt;Su&lt;/b&gt; va alle carte sotto, &lt;b&gt;Giù&lt;/b&gt; torna alla cima, e dalla carta in cima agli scarti.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Invio&lt;/b&gt; gioca sugli scarti la carta su cui sei (sul mazzo: pesca); &lt;b&gt;Spazio&lt;/b&gt; prende una carta in cima e, sugli scarti (&lt;b&gt;P&lt;/b&gt;), la posa; &lt;b&gt;N&lt;/b&gt; pesca. Con il mouse, fai clic su una carta o trascinala sugli scarti; fai clic sul mazzo per pescare.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; dice le carte in cima che vanno sugli scarti, &lt;b&gt;H&lt;/b&gt; dà un suggerimento, &lt;b&gt;D&lt;/b&gt; legge le colonne dalla carta in cima in giù, &lt;b&gt;U&lt;/b&gt; gli scarti e il mazzo, &lt;b&gt;I&lt;/b&gt; il punteggio, il mazzo e se la partita si può ancora vincere.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Keys and Rules</source>
        <extracomment>Help menu, Keys and Rules (F1): the dialog&apos;s title and accessible name.</extracomment>
        <translation>Tasti e regole</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>F1, Keys tab: the heading of the Game menu&apos;s commands in the list (no access letter).</extracomment>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Edit</source>
        <extracomment>F1, Keys tab: the heading of the Edit menu&apos;s commands in the list.</extracomment>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>F1, Keys tab: the heading of the Play menu&apos;s commands in the list.</extracomment>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Ask</source>
        <extracomment>F1, Keys tab: the heading of the Say menu&apos;s commands (those that speak the game&apos;s state).</extracomment>
        <translation>Leggi</translation>
    </message>
    <message>
        <source>View</source>
        <extracomment>F1, Keys tab: the heading of the View menu&apos;s commands in the list.</extracomment>
        <translation>Visualizza</translation>
    </message>
    <message>
        <source>Help</source>
        <extracomment>F1, Keys tab: the heading of the Help menu&apos;s commands in the list.</extracomment>
        <translation>Aiuto</translation>
    </message>
    <message>
        <source>no key</source>
        <extracomment>F1, Keys tab, and Change Keys: the keys of a command that has none. Shown when a command has no key.</extracomment>
        <translation>nessun tasto</translation>
    </message>
    <message>
        <source>Every command and its keys. Use Up and Down to read the list; Left and Right close and open a group.</source>
        <extracomment>F1, Keys tab: the line above the list of commands (a tree: groups by menu).</extracomment>
        <translation>Tutti i comandi con i loro tasti. Usa Su e Giù per leggere l&apos;elenco; Sinistra e Destra chiudono e aprono un gruppo.</translation>
    </message>
    <message>
        <source>Mouse play is explained on the Rules page.</source>
        <extracomment>F1, Keys tab: after the line above the list of commands.</extracomment>
        <translation>Il gioco con il mouse è spiegato nella pagina Regole.</translation>
    </message>
    <message>
        <source>Commands and keys</source>
        <extracomment>F1, Keys tab: accessible name of the list of commands.</extracomment>
        <translation>Comandi e tasti</translation>
    </message>
    <message>
        <source>Command</source>
        <extracomment>F1, Keys tab: header of the list&apos;s first column (the command&apos;s name).</extracomment>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>F1, Keys tab: header of the list&apos;s second column (the command&apos;s keys).</extracomment>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>What it does</source>
        <extracomment>F1, Keys tab: header of the list&apos;s third column (what the command does).</extracomment>
        <translation>Cosa fa</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>F1, the Rules tab: the accessible name of the rules text (read by a screen reader on entering it).</extracomment>
        <translation>Regole</translation>
    </message>
    <message>
        <source>The rules of Klondike, then how to play with the mouse. Read it line by line.</source>
        <extracomment>F1, Rules tab in Klondike: accessible description of the rules text.</extracomment>
        <translation>Le regole del Klondike, poi come giocare con il mouse. Leggile riga per riga.</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <extracomment>F1: the tab with the list of commands and keys. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Tasti</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <extracomment>F1: the tab with the game&apos;s rules. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Change Keys…</source>
        <extracomment>F1, Keys tab: the button that opens the Change Keys dialog. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Cambia tasti…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;Build the four foundations up by suit, from the ace to the king. The game is won when all 52 cards are on the foundations.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;In the seven columns, put a card on one that is one rank higher and of the other colour: a black 8 on a red 9. A run built like that moves as one.&lt;/li&gt;&lt;li&gt;Only a king, or a run headed by a king, goes into an empty column.&lt;/li&gt;&lt;li&gt;A face-down card at the top of a column turns face up by itself.&lt;/li&gt;&lt;li&gt;Turn cards from the stock onto the waste; only the top card of the waste can be played. When the stock is empty, turn the waste over to go through it again (as often as the rules you chose allow).&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column.&lt;/li&gt;&lt;li&gt;When every card in the columns is face up, press Enter and the cards go up by themselves, turning the stock as they need to.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Scoring (standard): 10 for each card to a foundation, 5 for a card from the waste to a column, 5 for each card turned face up, minus 15 for a card taken back from a foundation. Undo takes back any number of moves; the time never counts against you.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in Klondike: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;Costruisci le quattro fondazioni per seme, dall&apos;asso al re. La partita è vinta quando tutte le 52 carte sono sulle fondazioni.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Nelle sette colonne, metti una carta su una di valore immediatamente superiore e di colore diverso: un 8 nero su un 9 rosso. Una scala costruita così si sposta tutta insieme.&lt;/li&gt;&lt;li&gt;In una colonna vuota va solo un re, o una scala che inizia con un re.&lt;/li&gt;&lt;li&gt;Una carta coperta in cima a una colonna si scopre da sola.&lt;/li&gt;&lt;li&gt;Gira le carte dal mazzo sugli scarti; si può giocare solo la carta in cima agli scarti. Quando il mazzo è vuoto, rigira gli scarti per ripassarli (quante volte lo permettono le regole che hai scelto).&lt;/li&gt;&lt;li&gt;La carta in cima a una fondazione può tornare in una colonna.&lt;/li&gt;&lt;li&gt;Quando tutte le carte nelle colonne sono scoperte, premi Invio e le carte salgono da sole, girando il mazzo quando serve.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Punteggio (standard): 10 per ogni carta su una fondazione, 5 per una carta dagli scarti a una colonna, 5 per ogni carta scoperta, meno 15 per una carta ripresa da una fondazione. Puoi annullare tutte le mosse che vuoi; il tempo non conta mai contro di te.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a face-up card onto another pile to move it there, with the cards on it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it, with the cards on it, to the best place it can go: its foundation when that is safe, else a column, preferring a move that turns up a face-down card.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to its foundation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click the stock&lt;/b&gt; to turn cards; when it is empty, click it to turn the waste over.&lt;/li&gt;&lt;li&gt;When every card is face up, click anywhere to finish.&lt;/li&gt;&lt;li&gt;Hold Ctrl and turn the mouse wheel to make the cards larger or smaller.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Klondike: playing with the mouse, after the rules (HTML; keep the tags).</extracomment>
        <translation>&lt;h2&gt;Con il mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Trascina&lt;/b&gt; una carta scoperta su un&apos;altra pila per spostarla lì, con le carte sopra.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fai clic&lt;/b&gt; su una carta per mandarla, con le carte sopra, nel posto migliore possibile: la sua fondazione quando è sicuro, altrimenti una colonna, preferendo una mossa che scopre una carta coperta.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Doppio clic&lt;/b&gt; su una carta per mandarla alla sua fondazione.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fai clic sul mazzo&lt;/b&gt; per girare le carte; quando è vuoto, fai clic per rigirare gli scarti.&lt;/li&gt;&lt;li&gt;Quando tutte le carte sono scoperte, fai clic in un punto qualsiasi per finire.&lt;/li&gt;&lt;li&gt;Tieni premuto Ctrl e gira la rotellina del mouse per ingrandire o rimpicciolire le carte.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Change Keys</source>
        <extracomment>F1, Change Keys…: the dialog&apos;s title.</extracomment>
        <translation>Cambia tasti</translation>
    </message>
    <message>
        <source>&amp;Commands:</source>
        <extracomment>Change Keys dialog: label of the list of commands. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Comandi:</translation>
    </message>
    <message>
        <source>Commands</source>
        <extracomment>Change Keys dialog: accessible name of the list of commands.</extracomment>
        <translation>Comandi</translation>
    </message>
    <message>
        <source>New &amp;key:</source>
        <extracomment>Change Keys dialog: label of the field where the new key is pressed. &amp; marks the Alt access letter.</extracomment>
        <translation>Nuovo &amp;tasto:</translation>
    </message>
    <message>
        <source>New key: press the keys</source>
        <extracomment>Change Keys dialog: accessible name of the field where the new key is pressed.</extracomment>
        <translation>Nuovo tasto: premi i tasti</translation>
    </message>
    <message>
        <source>&amp;Assign</source>
        <extracomment>Change Keys dialog: the button that gives the pressed key to the chosen command. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Assegna</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <extracomment>Change Keys dialog: the button that gives the chosen command its usual keys again. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Predefiniti</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Change Keys dialog: accessible name of the line that reports what a button did.</extracomment>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Choose a command, then press the new key in the key field.</source>
        <extracomment>Change Keys dialog: Assign pressed with no command chosen or no key pressed.</extracomment>
        <translation>Scegli un comando, poi premi il nuovo tasto nel campo del tasto.</translation>
    </message>
    <message>
        <source>That key is already used by %1.</source>
        <extracomment>Change Keys dialog, after Assign with a key another command has. %1 the command that already has the key.</extracomment>
        <translation>Quel tasto è già usato da «%1».</translation>
    </message>
    <message>
        <source>%1 now uses %2.</source>
        <extracomment>Change Keys dialog, after Assign. %1 a command, %2 its new key.</extracomment>
        <translation>«%1» ora usa %2.</translation>
    </message>
    <message>
        <source>%1 has its default keys again.</source>
        <extracomment>Change Keys dialog, after Default: %1 the command (&quot;Undo&quot;).</extracomment>
        <translation>«%1» ha di nuovo i suoi tasti predefiniti.</translation>
    </message>
    <message>
        <source>Only in %1: %2</source>
        <extracomment>F1, a command of other games than the one in play: %1 the games&apos; names as a list in the language&apos;s own way (&quot;Klondike and FreeCell&quot;), %2 what the command does.</extracomment>
        <translation>Solo in %1: %2</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>asso di fiori|art:l&apos;asso di fiori|di:dell&apos;asso di fiori|a:all&apos;asso di fiori|su:sull&apos;asso di fiori|da:dall&apos;asso di fiori|in:nell&apos;asso di fiori</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>2 di fiori|art:il 2 di fiori|di:del 2 di fiori|a:al 2 di fiori|su:sul 2 di fiori|da:dal 2 di fiori|in:nel 2 di fiori</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>3 di fiori|art:il 3 di fiori|di:del 3 di fiori|a:al 3 di fiori|su:sul 3 di fiori|da:dal 3 di fiori|in:nel 3 di fiori</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>4 di fiori|art:il 4 di fiori|di:del 4 di fiori|a:al 4 di fiori|su:sul 4 di fiori|da:dal 4 di fiori|in:nel 4 di fiori</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>5 di fiori|art:il 5 di fiori|di:del 5 di fiori|a:al 5 di fiori|su:sul 5 di fiori|da:dal 5 di fiori|in:nel 5 di fiori</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>6 di fiori|art:il 6 di fiori|di:del 6 di fiori|a:al 6 di fiori|su:sul 6 di fiori|da:dal 6 di fiori|in:nel 6 di fiori</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>7 di fiori|art:il 7 di fiori|di:del 7 di fiori|a:al 7 di fiori|su:sul 7 di fiori|da:dal 7 di fiori|in:nel 7 di fiori</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>8 di fiori|art:l&apos;8 di fiori|di:dell&apos;8 di fiori|a:all&apos;8 di fiori|su:sull&apos;8 di fiori|da:dall&apos;8 di fiori|in:nell&apos;8 di fiori</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>9 di fiori|art:il 9 di fiori|di:del 9 di fiori|a:al 9 di fiori|su:sul 9 di fiori|da:dal 9 di fiori|in:nel 9 di fiori</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>10 di fiori|art:il 10 di fiori|di:del 10 di fiori|a:al 10 di fiori|su:sul 10 di fiori|da:dal 10 di fiori|in:nel 10 di fiori</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>fante di fiori|art:il fante di fiori|di:del fante di fiori|a:al fante di fiori|su:sul fante di fiori|da:dal fante di fiori|in:nel fante di fiori</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>donna di fiori|art:la donna di fiori|di:della donna di fiori|a:alla donna di fiori|su:sulla donna di fiori|da:dalla donna di fiori|in:nella donna di fiori</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>re di fiori|art:il re di fiori|di:del re di fiori|a:al re di fiori|su:sul re di fiori|da:dal re di fiori|in:nel re di fiori</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>asso di quadri|art:l&apos;asso di quadri|di:dell&apos;asso di quadri|a:all&apos;asso di quadri|su:sull&apos;asso di quadri|da:dall&apos;asso di quadri|in:nell&apos;asso di quadri</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>2 di quadri|art:il 2 di quadri|di:del 2 di quadri|a:al 2 di quadri|su:sul 2 di quadri|da:dal 2 di quadri|in:nel 2 di quadri</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>3 di quadri|art:il 3 di quadri|di:del 3 di quadri|a:al 3 di quadri|su:sul 3 di quadri|da:dal 3 di quadri|in:nel 3 di quadri</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>4 di quadri|art:il 4 di quadri|di:del 4 di quadri|a:al 4 di quadri|su:sul 4 di quadri|da:dal 4 di quadri|in:nel 4 di quadri</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>5 di quadri|art:il 5 di quadri|di:del 5 di quadri|a:al 5 di quadri|su:sul 5 di quadri|da:dal 5 di quadri|in:nel 5 di quadri</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>6 di quadri|art:il 6 di quadri|di:del 6 di quadri|a:al 6 di quadri|su:sul 6 di quadri|da:dal 6 di quadri|in:nel 6 di quadri</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>7 di quadri|art:il 7 di quadri|di:del 7 di quadri|a:al 7 di quadri|su:sul 7 di quadri|da:dal 7 di quadri|in:nel 7 di quadri</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>8 di quadri|art:l&apos;8 di quadri|di:dell&apos;8 di quadri|a:all&apos;8 di quadri|su:sull&apos;8 di quadri|da:dall&apos;8 di quadri|in:nell&apos;8 di quadri</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>9 di quadri|art:il 9 di quadri|di:del 9 di quadri|a:al 9 di quadri|su:sul 9 di quadri|da:dal 9 di quadri|in:nel 9 di quadri</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>10 di quadri|art:il 10 di quadri|di:del 10 di quadri|a:al 10 di quadri|su:sul 10 di quadri|da:dal 10 di quadri|in:nel 10 di quadri</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>fante di quadri|art:il fante di quadri|di:del fante di quadri|a:al fante di quadri|su:sul fante di quadri|da:dal fante di quadri|in:nel fante di quadri</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>donna di quadri|art:la donna di quadri|di:della donna di quadri|a:alla donna di quadri|su:sulla donna di quadri|da:dalla donna di quadri|in:nella donna di quadri</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>re di quadri|art:il re di quadri|di:del re di quadri|a:al re di quadri|su:sul re di quadri|da:dal re di quadri|in:nel re di quadri</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>asso di picche|art:l&apos;asso di picche|di:dell&apos;asso di picche|a:all&apos;asso di picche|su:sull&apos;asso di picche|da:dall&apos;asso di picche|in:nell&apos;asso di picche</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>2 di picche|art:il 2 di picche|di:del 2 di picche|a:al 2 di picche|su:sul 2 di picche|da:dal 2 di picche|in:nel 2 di picche</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>3 di picche|art:il 3 di picche|di:del 3 di picche|a:al 3 di picche|su:sul 3 di picche|da:dal 3 di picche|in:nel 3 di picche</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>4 di picche|art:il 4 di picche|di:del 4 di picche|a:al 4 di picche|su:sul 4 di picche|da:dal 4 di picche|in:nel 4 di picche</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>5 di picche|art:il 5 di picche|di:del 5 di picche|a:al 5 di picche|su:sul 5 di picche|da:dal 5 di picche|in:nel 5 di picche</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>6 di picche|art:il 6 di picche|di:del 6 di picche|a:al 6 di picche|su:sul 6 di picche|da:dal 6 di picche|in:nel 6 di picche</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>7 di picche|art:il 7 di picche|di:del 7 di picche|a:al 7 di picche|su:sul 7 di picche|da:dal 7 di picche|in:nel 7 di picche</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>8 di picche|art:l&apos;8 di picche|di:dell&apos;8 di picche|a:all&apos;8 di picche|su:sull&apos;8 di picche|da:dall&apos;8 di picche|in:nell&apos;8 di picche</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>9 di picche|art:il 9 di picche|di:del 9 di picche|a:al 9 di picche|su:sul 9 di picche|da:dal 9 di picche|in:nel 9 di picche</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>10 di picche|art:il 10 di picche|di:del 10 di picche|a:al 10 di picche|su:sul 10 di picche|da:dal 10 di picche|in:nel 10 di picche</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>fante di picche|art:il fante di picche|di:del fante di picche|a:al fante di picche|su:sul fante di picche|da:dal fante di picche|in:nel fante di picche</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>donna di picche|art:la donna di picche|di:della donna di picche|a:alla donna di picche|su:sulla donna di picche|da:dalla donna di picche|in:nella donna di picche</translation>
    </message>
    <message>
        <source>king of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>re di picche|art:il re di picche|di:del re di picche|a:al re di picche|su:sul re di picche|da:dal re di picche|in:nel re di picche</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>asso di cuori|art:l&apos;asso di cuori|di:dell&apos;asso di cuori|a:all&apos;asso di cuori|su:sull&apos;asso di cuori|da:dall&apos;asso di cuori|in:nell&apos;asso di cuori</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>2 di cuori|art:il 2 di cuori|di:del 2 di cuori|a:al 2 di cuori|su:sul 2 di cuori|da:dal 2 di cuori|in:nel 2 di cuori</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>3 di cuori|art:il 3 di cuori|di:del 3 di cuori|a:al 3 di cuori|su:sul 3 di cuori|da:dal 3 di cuori|in:nel 3 di cuori</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>4 di cuori|art:il 4 di cuori|di:del 4 di cuori|a:al 4 di cuori|su:sul 4 di cuori|da:dal 4 di cuori|in:nel 4 di cuori</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>5 di cuori|art:il 5 di cuori|di:del 5 di cuori|a:al 5 di cuori|su:sul 5 di cuori|da:dal 5 di cuori|in:nel 5 di cuori</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>6 di cuori|art:il 6 di cuori|di:del 6 di cuori|a:al 6 di cuori|su:sul 6 di cuori|da:dal 6 di cuori|in:nel 6 di cuori</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>7 di cuori|art:il 7 di cuori|di:del 7 di cuori|a:al 7 di cuori|su:sul 7 di cuori|da:dal 7 di cuori|in:nel 7 di cuori</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>8 di cuori|art:l&apos;8 di cuori|di:dell&apos;8 di cuori|a:all&apos;8 di cuori|su:sull&apos;8 di cuori|da:dall&apos;8 di cuori|in:nell&apos;8 di cuori</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>9 di cuori|art:il 9 di cuori|di:del 9 di cuori|a:al 9 di cuori|su:sul 9 di cuori|da:dal 9 di cuori|in:nel 9 di cuori</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>10 di cuori|art:il 10 di cuori|di:del 10 di cuori|a:al 10 di cuori|su:sul 10 di cuori|da:dal 10 di cuori|in:nel 10 di cuori</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>fante di cuori|art:il fante di cuori|di:del fante di cuori|a:al fante di cuori|su:sul fante di cuori|da:dal fante di cuori|in:nel fante di cuori</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>donna di cuori|art:la donna di cuori|di:della donna di cuori|a:alla donna di cuori|su:sulla donna di cuori|da:dalla donna di cuori|in:nella donna di cuori</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>re di cuori|art:il re di cuori|di:del re di cuori|a:al re di cuori|su:sul re di cuori|da:dal re di cuori|in:nel re di cuori</translation>
    </message>
    <message>
        <source>ace</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un asso|rosso:un asso rosso|nero:un asso nero</translation>
    </message>
    <message>
        <source>2</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 2|rosso:un 2 rosso|nero:un 2 nero</translation>
    </message>
    <message>
        <source>3</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 3|rosso:un 3 rosso|nero:un 3 nero</translation>
    </message>
    <message>
        <source>4</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 4|rosso:un 4 rosso|nero:un 4 nero</translation>
    </message>
    <message>
        <source>5</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 5|rosso:un 5 rosso|nero:un 5 nero</translation>
    </message>
    <message>
        <source>6</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 6|rosso:un 6 rosso|nero:un 6 nero</translation>
    </message>
    <message>
        <source>7</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 7|rosso:un 7 rosso|nero:un 7 nero</translation>
    </message>
    <message>
        <source>8</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 8|rosso:un 8 rosso|nero:un 8 nero</translation>
    </message>
    <message>
        <source>9</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 9|rosso:un 9 rosso|nero:un 9 nero</translation>
    </message>
    <message>
        <source>10</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un 10|rosso:un 10 rosso|nero:un 10 nero</translation>
    </message>
    <message>
        <source>jack</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un fante|rosso:un fante rosso|nero:un fante nero</translation>
    </message>
    <message>
        <source>queen</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>una donna|rosso:una donna rossa|nero:una donna nera</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>un re|rosso:un re rosso|nero:un re nero</translation>
    </message>
    <message>
        <source>clubs</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only clubs&quot;. Forms allowed.</extracomment>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only diamonds&quot;. Forms allowed.</extracomment>
        <translation>quadri</translation>
    </message>
    <message>
        <source>spades</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only spades&quot;. Forms allowed.</extracomment>
        <translation>picche</translation>
    </message>
    <message>
        <source>hearts</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only hearts&quot;. Forms allowed.</extracomment>
        <translation>cuori</translation>
    </message>
    <message>
        <source>clubs foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the clubs foundation&quot;); capitalised as its accessible name (&quot;Clubs foundation&quot;). Forms allowed.</extracomment>
        <translation>fondazione di fiori|art:la fondazione di fiori|di:della fondazione di fiori|a:alla fondazione di fiori|su:sulla fondazione di fiori|da:dalla fondazione di fiori|in:nella fondazione di fiori</translation>
    </message>
    <message>
        <source>diamonds foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the diamonds foundation&quot;); capitalised as its accessible name (&quot;Diamonds foundation&quot;). Forms allowed.</extracomment>
        <translation>fondazione di quadri|art:la fondazione di quadri|di:della fondazione di quadri|a:alla fondazione di quadri|su:sulla fondazione di quadri|da:dalla fondazione di quadri|in:nella fondazione di quadri</translation>
    </message>
    <message>
        <source>spades foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the spades foundation&quot;); capitalised as its accessible name (&quot;Spades foundation&quot;). Forms allowed.</extracomment>
        <translation>fondazione di picche|art:la fondazione di picche|di:della fondazione di picche|a:alla fondazione di picche|su:sulla fondazione di picche|da:dalla fondazione di picche|in:nella fondazione di picche</translation>
    </message>
    <message>
        <source>hearts foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the hearts foundation&quot;); capitalised as its accessible name (&quot;Hearts foundation&quot;). Forms allowed.</extracomment>
        <translation>fondazione di cuori|art:la fondazione di cuori|di:della fondazione di cuori|a:alla fondazione di cuori|su:sulla fondazione di cuori|da:dalla fondazione di cuori|in:nella fondazione di cuori</translation>
    </message>
    <message>
        <source>face-down card</source>
        <extracomment>Accessible name of a card whose face the player cannot see; also said on focus. Forms allowed.</extracomment>
        <translation>carta coperta|art:la carta coperta|di:della carta coperta|a:alla carta coperta|su:sulla carta coperta|da:dalla carta coperta|in:nella carta coperta</translation>
    </message>
    <message>
        <source>the waste</source>
        <extracomment>A pile&apos;s name inside a sentence (&quot;Nothing to pick up in the waste.&quot;), with its article. Forms allowed.</extracomment>
        <translation>gli scarti|art:gli scarti|di:degli scarti|a:agli scarti|su:sugli scarti|da:dagli scarti|in:negli scarti</translation>
    </message>
    <message>
        <source>the stock</source>
        <extracomment>A pile&apos;s name inside a sentence (&quot;Nothing to pick up in the stock.&quot;), with its article. Forms allowed.</extracomment>
        <translation>il mazzo|art:il mazzo|di:del mazzo|a:al mazzo|su:sul mazzo|da:dal mazzo|in:nel mazzo</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>Accessible name of the card table.</extracomment>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>Klondike solitaire. Left and Right move between piles, Up and Down along a column, Space picks up and puts down, Enter plays a card, H gives a hint, F1 lists every key.</source>
        <extracomment>Klondike: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Klondike. Sinistra e Destra passano da una pila all&apos;altra, Su e Giù scorrono una colonna, Spazio prende e posa, Invio gioca una carta, H dà un suggerimento, F1 elenca tutti i tasti.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4 face up, %n face down</source>
        <extracomment>Focus on a card in a column. %1 card, %2 column, %3 its place among the face-up cards counted from the deepest, %4 face-up count, %n face-down cards under them.</extracomment>
        <translation>
            <numerusform>%1, colonna %2, carta scoperta %3 di %4, %n coperta</numerusform>
            <numerusform>%1, colonna %2, carta scoperta %3 di %4, %n coperte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2, card %3 of %4 face up</source>
        <extracomment>Focus on a card in a column with no face-down cards. %1 card, %2 column, %3 place, %4 count.</extracomment>
        <translation>%1, colonna %2, carta scoperta %3 di %4</translation>
    </message>
    <message>
        <source>Column %1, empty. Only a King can go here.</source>
        <extracomment>Klondike, focus on an empty column. %1 the column number.</extracomment>
        <translation>Colonna %1, vuota. Qui può andare solo un re.</translation>
    </message>
    <message>
        <source>Stock, empty.</source>
        <extracomment>Focus on the stock when it holds no card (arrow keys, Home).
----------
Pyramid, the focus on the empty stock.
----------
TriPeaks, the focus on the stock when it is empty (there is one pass: it is not turned over).</extracomment>
        <translation>Mazzo, vuoto.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s).</source>
        <extracomment>Focus on the stock, speech setting Brief. %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Mazzo, %n carta.</numerusform>
            <numerusform>Mazzo, %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of unlimited.</source>
        <extracomment>Focus on the stock (arrow keys, Home), unlimited passes. %n cards in the stock, %1 the current pass through the stock.</extracomment>
        <translation>
            <numerusform>Mazzo, %n carta. Giro %1, senza limite.</numerusform>
            <numerusform>Mazzo, %n carte. Giro %1, senza limite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of %2.</source>
        <extracomment>Focus on the stock (arrow keys, Home). %n cards in the stock, %1 the current pass, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Mazzo, %n carta. Giro %1 di %2.</numerusform>
            <numerusform>Mazzo, %n carte. Giro %1 di %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock, empty. The waste is empty too.</source>
        <extracomment>Focus on the stock when the stock and the waste are both empty.</extracomment>
        <translation>Mazzo, vuoto. Anche gli scarti sono vuoti.</translation>
    </message>
    <message>
        <source>Stock, empty. No passes left.</source>
        <extracomment>Focus on the empty stock when the waste may not be turned over again.</extracomment>
        <translation>Mazzo, vuoto. Nessun giro rimasto.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, empty. Press Space to turn the waste over, %n card(s).</source>
        <extracomment>Focus on the empty stock while the waste holds cards. %n cards in the waste that Space would turn back into the stock.</extracomment>
        <translation>
            <numerusform>Mazzo, vuoto. Premi Spazio per rigirare gli scarti, %n carta.</numerusform>
            <numerusform>Mazzo, vuoto. Premi Spazio per rigirare gli scarti, %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, waste</source>
        <extracomment>Focus on the waste, speech setting Brief. %1 its playable card.</extracomment>
        <translation>%1, scarti</translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s)</source>
        <extracomment>Focus on the playable waste card. %1 card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>%1, scarti, %n carta</numerusform>
            <numerusform>%1, scarti, %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Showing beneath it: %2.</source>
        <extracomment>Draw 3, focus on the waste. %1 the playable card, %n cards in the waste, %2 the cards showing beneath it (not playable yet).</extracomment>
        <translation>
            <numerusform>%1, scarti, %n carta. Visibili sotto: %2.</numerusform>
            <numerusform>%1, scarti, %n carte. Visibili sotto: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, in the waste</source>
        <extracomment>Accessible name of a waste card that lies under the playable one. %1 the card.</extracomment>
        <translation>%1, negli scarti</translation>
    </message>
    <message>
        <source>%1, on %2</source>
        <extracomment>Accessible name of a card under the top of a foundation. %1 card, %2 &quot;the hearts foundation&quot;.</extracomment>
        <translation>%1, %2{su}</translation>
    </message>
    <message>
        <source>Waste, empty.</source>
        <extracomment>Focus on the waste when it holds no card.
----------
Pyramid, the focus on the empty waste.</extracomment>
        <translation>Scarti, vuoti.</translation>
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
        <translation>%1, %2. Prossima: %3.</translation>
    </message>
    <message>
        <source>%1, empty.</source>
        <extracomment>Focus on an empty foundation, speech setting Brief. %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1, vuota.</translation>
    </message>
    <message>
        <source>%1, empty. Only the %2 can go here.</source>
        <extracomment>Focus on an empty foundation (arrow keys). %1 &quot;Hearts foundation&quot;, %2 &quot;ace of hearts&quot;.</extracomment>
        <translation>%1, vuota. Qui può andare solo %2{art}.</translation>
    </message>
    <message>
        <source>Holding %1.</source>
        <extracomment>After Space picked up one card. %1 the card.</extracomment>
        <translation>Hai in mano %1{art}.</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1, %n card(s).</source>
        <extracomment>After Space picked up several cards, speech setting Brief. %1 the first (deepest) held card, %n how many are held.
----------
After Space picked up several cards. %1 every held card as a list, %n how many.</extracomment>
        <translation>
            <numerusform>Hai in mano %1{art}, %n carta.</numerusform>
            <numerusform>Hai in mano %1{art}, %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 can go here.</source>
        <extracomment>Added to the focus while cards are held and they may be put on the focused pile. %1 the first held card.</extracomment>
        <translation>Qui puoi posare %1{art}.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <extracomment>After Escape put the held cards back. %1 the (first) card held.</extracomment>
        <translation>Hai rimesso a posto %1{art}.</translation>
    </message>
    <message>
        <source>Nothing is held.</source>
        <extracomment>Escape (Put Back) when nothing is held.</extracomment>
        <translation>Non hai niente in mano.</translation>
    </message>
    <message>
        <source>Nothing to pick up in %1.</source>
        <extracomment>Space on a pile with no card to pick up. %1 the pile (&quot;the waste&quot;, &quot;column 3&quot;).</extracomment>
        <translation>Niente da prendere %1{in}.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go right now.</source>
        <extracomment>Enter (Play Card) on a card that has no legal move. %1 the card.</extracomment>
        <translation>Per ora %1{art} non ha dove andare.</translation>
    </message>
    <message>
        <source>No card here.</source>
        <extracomment>A key that acts on the focused card (Enter, F, X…) on a pile with no card.
----------
Pyramid, Space or Enter on an empty stock or waste.</extracomment>
        <translation>Nessuna carta qui.</translation>
    </message>
    <message>
        <source>Bottom of %1.</source>
        <extracomment>Down on a column&apos;s top card (the last card down the screen): the focus stays. %1 = &quot;column 3&quot; (pile_name).</extracomment>
        <translation>Fine %1{di}.</translation>
    </message>
    <message>
        <source>The arrow keys move between the piles, 1 to 7 go to a column. F1 lists the keys.</source>
        <extracomment>Klondike: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Le frecce passano da una pila all&apos;altra, da 1 a 7 vanno a una colonna. F1 elenca i tasti.</translation>
    </message>
    <message>
        <source>%1 to column %2.</source>
        <extracomment>After a move of one card onto a column, speech setting Brief. %1 the card (capitalised), %2 the column number.</extracomment>
        <translation>%1 nella colonna %2.</translation>
    </message>
    <message>
        <source>Moved %1 to column %2, on %3.</source>
        <extracomment>After a move of one card onto a column. %1 card, %2 column, %3 the card it now lies on.</extracomment>
        <translation>Hai spostato %1{art} nella colonna %2, %3{su}.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) on it to column %2.</source>
        <extracomment>After a move of a run onto a column, speech setting Brief. %1 the run&apos;s first card (capitalised), %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>%1 e %n carta sopra nella colonna %2.</numerusform>
            <numerusform>%1 e %n carte sopra nella colonna %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to column %2, on %3.</source>
        <extracomment>A run moved: %1 its first card, %n the cards on it, %2 column, %3 the card it lies on.</extracomment>
        <translation>
            <numerusform>Hai spostato %1{art} con %n carta sopra nella colonna %2, %3{su}.</numerusform>
            <numerusform>Hai spostato %1{art} con %n carte sopra nella colonna %2, %3{su}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved %1 to empty column %2.</source>
        <extracomment>After a move of one card to an empty column. %1 the card, %2 the column number.</extracomment>
        <translation>Hai spostato %1{art} nella colonna vuota %2.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to empty column %2.</source>
        <extracomment>After a move of a run to an empty column. %1 the run&apos;s first card, %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>Hai spostato %1{art} con %n carta sopra nella colonna vuota %2.</numerusform>
            <numerusform>Hai spostato %1{art} con %n carte sopra nella colonna vuota %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to foundation.</source>
        <extracomment>After a card went to its foundation, speech setting Brief. %1 the card (capitalised).</extracomment>
        <translation>%1 in fondazione.</translation>
    </message>
    <message>
        <source>Moved %1 to its foundation.</source>
        <extracomment>After a card went to its foundation. %1 the card.</extracomment>
        <translation>Hai mandato %1{art} alla sua fondazione.</translation>
    </message>
    <message>
        <source>Revealed %1.</source>
        <extracomment>After a move uncovered a face-down card, speech setting Brief. %1 the card now face up.</extracomment>
        <translation>Si scopre %1{art}.</translation>
    </message>
    <message>
        <source>Column %1 reveals the %2.</source>
        <extracomment>After a move uncovered a face-down card. %1 column, %2 the card now face up.</extracomment>
        <translation>Nella colonna %1 si scopre %2{art}.</translation>
    </message>
    <message>
        <source>Now on: %1.</source>
        <extracomment>After a move, what the keyboard focus rests on now. %1 its description (&quot;jack of hearts, waste, 4 cards&quot;).</extracomment>
        <translation>Ora sei su: %1.</translation>
    </message>
    <message>
        <source>The waste shows the %1.</source>
        <extracomment>After the top of the waste was played. %1 the card now playable there.</extracomment>
        <translation>Sugli scarti ora c&apos;è %1{art}.</translation>
    </message>
    <message>
        <source>The waste is now empty.</source>
        <extracomment>After the waste&apos;s last card was played.</extracomment>
        <translation>Gli scarti ora sono vuoti.</translation>
    </message>
    <message>
        <source>Column %1 is now empty.</source>
        <extracomment>After a move emptied a column. %1 the column number.</extracomment>
        <translation>La colonna %1 ora è vuota.</translation>
    </message>
    <message>
        <source>Plus %1, score %2.</source>
        <extracomment>After a move that gained points. %1 points gained, %2 the score now.</extracomment>
        <translation>Più %1, punteggio %2.</translation>
    </message>
    <message>
        <source>Minus %1, score %2.</source>
        <extracomment>After a move that cost points. %1 points lost, %2 the score now.</extracomment>
        <translation>Meno %1, punteggio %2.</translation>
    </message>
    <message>
        <source>Turned %1.</source>
        <extracomment>After turning cards from the stock (N or Space on the stock). %1 the card turned, or every card turned as a list (&quot;2 of clubs, 9 of hearts and ace of spades&quot;).</extracomment>
        <translation>Hai girato %1{art}.</translation>
    </message>
    <message>
        <source>%1 is playable.</source>
        <extracomment>After turning three cards: only the last one turned can be played. %1 that card (capitalised).</extracomment>
        <translation>%1{art} si può giocare.</translation>
    </message>
    <message>
        <source>The stock is now empty.</source>
        <extracomment>After turning cards: the stock&apos;s last cards were turned.</extracomment>
        <translation>Il mazzo ora è vuoto.</translation>
    </message>
    <message numerus="yes">
        <source>%n left in stock.</source>
        <extracomment>After turning cards: %n cards still in the stock.</extracomment>
        <translation>
            <numerusform>Resta %n carta nel mazzo.</numerusform>
            <numerusform>Restano %n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste turned over.</source>
        <extracomment>After the waste was turned back into the stock, speech setting Brief.</extracomment>
        <translation>Scarti rigirati.</translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of unlimited.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now.</extracomment>
        <translation>
            <numerusform>Hai rigirato gli scarti: %n carta torna nel mazzo. Giro %1, senza limite.</numerusform>
            <numerusform>Hai rigirato gli scarti: %n carte tornano nel mazzo. Giro %1, senza limite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of %2.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Hai rigirato gli scarti: %n carta torna nel mazzo. Giro %1 di %2.</numerusform>
            <numerusform>Hai rigirato gli scarti: %n carte tornano nel mazzo. Giro %1 di %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <extracomment>After an undo (Ctrl+Z). %1 a description of the action that was taken back, e.g. &quot;moved 7 of hearts to column 2&quot;.</extracomment>
        <translation>Annullato: %1.</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <extracomment>After a redo (Ctrl+Y). %1 a description of the action done again, e.g. &quot;moved 7 of hearts to column 2&quot;.</extracomment>
        <translation>Ripetuto: %1.</translation>
    </message>
    <message numerus="yes">
        <source>moved %1 with %n card(s) on it to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a run moved. %1 its first card, %n the cards on it (they moved with it), %2 the column number.</extracomment>
        <translation>
            <numerusform>hai spostato %1{art} con %n carta sopra nella colonna %2</numerusform>
            <numerusform>hai spostato %1{art} con %n carte sopra nella colonna %2</numerusform>
        </translation>
    </message>
    <message>
        <source>turned %1</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card or cards turned from the stock, as a list.
----------
TriPeaks: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card turned from the stock.</extracomment>
        <translation>hai girato %1{art}</translation>
    </message>
    <message>
        <source>turned the waste over</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case).</extracomment>
        <translation>hai rigirato gli scarti</translation>
    </message>
    <message>
        <source>The %1 in column %2 is face down again.</source>
        <extracomment>After an undo: the card that had been revealed is face down again. %1 the card, %2 its column.</extracomment>
        <translation>Nella colonna %2, %1{art} torna a faccia in giù.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 and %n card(s) on it are back in %2.</source>
        <extracomment>After an undo of a move of several cards: where they are now. %1 the first card moved, %n the cards on it (they moved with it), %2 pile (&quot;column 3&quot;).</extracomment>
        <translation>
            <numerusform>%1{art} e %n carta sopra sono di nuovo %2{in}.</numerusform>
            <numerusform>%1{art} e %n carte sopra sono di nuovo %2{in}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <extracomment>Ctrl+Z when there is nothing left to take back.</extracomment>
        <translation>Niente da annullare.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <extracomment>Ctrl+Y when there is nothing to do again.</extracomment>
        <translation>Niente da ripetere.</translation>
    </message>
    <message>
        <source>New deal, draw %1, every card face up.</source>
        <extracomment>After a new random deal in the thoughtful variant (all cards dealt face up). %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Nuova partita, pesca da %1, tutte le carte scoperte.</translation>
    </message>
    <message>
        <source>New deal, draw %1.</source>
        <extracomment>After a new random deal (F2). %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Nuova partita, pesca da %1.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2, every card face up.</source>
        <extracomment>Klondike, after a new deal (F2, Ctrl+G), thoughtful variant (every card face up), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).</extracomment>
        <translation>Klondike, partita %1, pesca da %2, tutte le carte scoperte.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2.</source>
        <extracomment>Klondike, after a new deal (F2, Ctrl+G), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).</extracomment>
        <translation>Klondike, partita %1, pesca da %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to the foundations.</source>
        <extracomment>After &quot;A&quot; (Move Safe Cards Up) or the automatic move of safe cards, speech setting Brief. %n the cards sent up.</extracomment>
        <translation>
            <numerusform>%n carta alle fondazioni.</numerusform>
            <numerusform>%n carte alle fondazioni.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved to the foundations: %1.</source>
        <extracomment>After A (Move Safe Cards Up) or the automatic move of safe cards. &quot;A&quot;: %1 the list of cards sent up.</extracomment>
        <translation>Mandate alle fondazioni: %1.</translation>
    </message>
    <message>
        <source>No card can safely go to the foundations now.</source>
        <extracomment>&quot;A&quot; (Move Safe Cards Up) when no card can safely go up.</extracomment>
        <translation>Ora nessuna carta può andare alle fondazioni senza rischi.</translation>
    </message>
    <message>
        <source>Every card is face up. Press Enter to finish.</source>
        <extracomment>Klondike: every card is face up; Enter plays them all to the foundations.</extracomment>
        <translation>Tutte le carte sono scoperte. Premi Invio per finire.</translation>
    </message>
    <message>
        <source>Finishing. Press any key to stop.</source>
        <extracomment>While the cards rise to the foundations on their own at the end of the game.</extracomment>
        <translation>Completamento in corso. Premi un tasto qualsiasi per fermarlo.</translation>
    </message>
    <message>
        <source>Finishing stopped. Press Enter to go on.</source>
        <extracomment>After a key press stopped the finishing cards.</extracomment>
        <translation>Completamento fermato. Premi Invio per continuare.</translation>
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
            <numerusform>%n ora</numerusform>
            <numerusform>%n ore</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>Minutes of a duration, after its hours or before its seconds. %n the minutes.</extracomment>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minuti</numerusform>
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
            <numerusform>%n secondo</numerusform>
            <numerusform>%n secondi</numerusform>
        </translation>
    </message>
    <message>
        <source>You won in %1.</source>
        <extracomment>The win, when the game keeps no score. %1 the time taken (&quot;4 minutes 12 seconds&quot;).</extracomment>
        <translation>Hai vinto in %1.</translation>
    </message>
    <message>
        <source>You won in %1, score %2.</source>
        <extracomment>The win, when the game keeps a score. %1 the time taken (&quot;4 minutes 12 seconds&quot;), %2 the score.</extracomment>
        <translation>Hai vinto in %1, punteggio %2.</translation>
    </message>
    <message>
        <source>Press F2 for a new deal.</source>
        <extracomment>Said after the win sentence.</extracomment>
        <translation>Premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>Klondike. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game was restored.</extracomment>
        <translation>Klondike. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Klondike, draw %1. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus, random deal. %1 cards turned per draw.</extracomment>
        <translation>Klondike, pesca da %1. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, partita %1, pesca da %2. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>No moves left. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>After a move, when no legal move is left.</extracomment>
        <translation>Nessuna mossa rimasta. Annulla per provare un&apos;altra strada, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new game has started.</source>
        <extracomment>At start, once: the saved game file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Non è stato possibile leggere la partita salvata, quindi ne è iniziata una nuova.</translation>
    </message>
    <message>
        <source>The statistics could not be read, so they start again from zero.</source>
        <extracomment>At start, once: the statistics file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Non è stato possibile leggere le statistiche, quindi ripartono da zero.</translation>
    </message>
    <message>
        <source>Some game records in the statistics were impossible (such as a negative time), so they were left out; the others are kept.</source>
        <extracomment>At start, once: some records of the statistics file were impossible. Followed by where the file was kept.</extracomment>
        <translation>Alcuni dati delle statistiche erano impossibili (per esempio un tempo negativo), quindi sono stati esclusi; gli altri sono conservati.</translation>
    </message>
    <message>
        <source>Some settings could not be read, so they are back to their defaults.</source>
        <extracomment>At start, once: some values of the settings file were unreadable. Followed by where the file was kept.</extracomment>
        <translation>Alcune impostazioni non erano leggibili, quindi sono tornate ai valori predefiniti.</translation>
    </message>
    <message>
        <source>The settings could not be read, so the defaults are used.</source>
        <extracomment>At start, once: the settings file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Non è stato possibile leggere le impostazioni, quindi si usano quelle predefinite.</translation>
    </message>
    <message>
        <source>The file could not be renamed, so it was left where it is, as %1.</source>
        <extracomment>At start, once, after the sentence about the unreadable file. %1 the name of the unreadable file, which could not be renamed and stays as it is.</extracomment>
        <translation>Non è stato possibile rinominare il file, quindi è rimasto dov&apos;è, come %1.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <extracomment>At start, once, after the sentence about the unreadable file. %1 the file name the unreadable file was renamed (or copied) to.</extracomment>
        <translation>Il file è stato conservato come %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n game record(s) in the statistics could not be read by this version of the game: they are kept as they are, but not counted.</source>
        <extracomment>At start, once: %n records of the statistics file were written by another (later) version of the game or are of a game this version does not have; they stay in the file as they are, but are not counted.</extracomment>
        <translation>
            <numerusform>%n partita delle statistiche non è leggibile da questa versione del gioco: resta com&apos;è, ma non viene contata.</numerusform>
            <numerusform>%n partite delle statistiche non sono leggibili da questa versione del gioco: restano come sono, ma non vengono contate.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game cannot be saved: the folder %1 cannot be written to. You can play on, but this game will not be kept when you quit.</source>
        <extracomment>Said once, when the game first fails to save. %1 the folder the game keeps its saved game in (it could not write there).</extracomment>
        <translation>Impossibile salvare la partita: non si può scrivere nella cartella %1. Puoi continuare a giocare, ma questa partita non sarà conservata quando esci.</translation>
    </message>
    <message>
        <source>The settings left %1 without a key, so it has its usual keys again.</source>
        <extracomment>At start, once: the settings file&apos;s keys were wrong. %1 a command (Quit, Keys and Rules) the settings file left with no key.</extracomment>
        <translation>Le impostazioni lasciavano %1 senza tasto, quindi ha di nuovo i suoi tasti abituali.</translation>
    </message>
    <message>
        <source>The settings gave %2 to both %1 and %3, so %1 has its usual keys again.</source>
        <extracomment>At start, once: the settings file gave one key to two commands. %1 a command, %2 the keys the settings file gave it, %3 the command that has that key too.</extracomment>
        <translation>Le impostazioni davano %2 sia a %1 sia a %3, quindi %1 ha di nuovo i suoi tasti abituali.</translation>
    </message>
    <message numerus="yes">
        <source>The keys of %n command(s) in the settings clashed, so they have their usual keys again: %1.</source>
        <extracomment>At start, once: the settings file gave the same keys to several commands. %n how many commands, %1 their names as a list. Their keys in the settings file clashed.</extracomment>
        <translation>
            <numerusform>I tasti di %n comando nelle impostazioni erano in conflitto, quindi ha di nuovo i suoi tasti abituali: %1.</numerusform>
            <numerusform>I tasti di %n comandi nelle impostazioni erano in conflitto, quindi hanno di nuovo i loro tasti abituali: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: both are red.</source>
        <extracomment>Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>Non puoi mettere %1{art} %2{su}: sono entrambe rosse.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: both are black.</source>
        <extracomment>Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>Non puoi mettere %1{art} %2{su}: sono entrambe nere.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: nothing can go on an ace in a column.</source>
        <extracomment>A move onto an ace in a column. %1 the card that was to move, %2 the ace.</extracomment>
        <translation>Non puoi mettere %1{art} %2{su}: in una colonna non va niente su un asso.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a black %3 can go there.</source>
        <extracomment>A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank (&quot;8&quot;, &quot;queen&quot;): the only rank that may go on %2.</extracomment>
        <translation>Non puoi mettere %1{art} %2{su}: lì può andare solo %3{nero}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a red %3 can go there.</source>
        <extracomment>A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank (&quot;8&quot;, &quot;queen&quot;): the only rank that may go on %2.</extracomment>
        <translation>Non puoi mettere %1{art} %2{su}: lì può andare solo %3{rosso}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: columns build down, not up.</source>
        <extracomment>A card onto a lower card in a column (Yukon). %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>Non puoi mettere %1{art} %2{su}: le colonne scendono, non salgono.</translation>
    </message>
    <message>
        <source>Cards on the foundations stay there.</source>
        <extracomment>A card on a foundation that was to move (Yukon: cards never leave the foundations).</extracomment>
        <translation>Le carte sulle fondazioni restano lì.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in empty column %2: only a King can go there.</source>
        <extracomment>Klondike, a move of a card other than a king to an empty column. %1 the card, %2 the column number.</extracomment>
        <translation>Non puoi mettere %1{art} nella colonna vuota %2: lì può andare solo un re.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: it takes only %3.</source>
        <extracomment>A card sent to a foundation of another suit. %1 the card, %2 &quot;clubs foundation&quot;, %3 &quot;clubs&quot;.</extracomment>
        <translation>Non puoi mettere %1{art} %2{su}: accetta solo carte di %3.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on its foundation yet: it needs the %2 first.</source>
        <extracomment>A card sent to its foundation too early. %1 the card, %2 the card its foundation needs first.</extracomment>
        <translation>Non puoi ancora mandare %1{art} alla sua fondazione: prima serve %2{art}.</translation>
    </message>
    <message>
        <source>Can&apos;t send the %1 to its foundation: other cards lie on it.</source>
        <extracomment>A card sent to its foundation while cards lie on it. %1 the card.</extracomment>
        <translation>Non puoi mandare %1{art} alla sua fondazione: ha altre carte sopra.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1: only the top card of that pile can move.</source>
        <extracomment>A move of a card that is not on top of its pile (waste, foundation, cell). %1 the card.</extracomment>
        <translation>Non puoi spostare %1{art}: da quella pila si sposta solo la carta in cima.</translation>
    </message>
    <message>
        <source>Can&apos;t move a face-down card.</source>
        <extracomment>A move of a face-down card.</extracomment>
        <translation>Non puoi spostare una carta coperta.</translation>
    </message>
    <message>
        <source>Can&apos;t take a card from the stock: press N to turn cards.</source>
        <extracomment>A move from the stock with the mouse or the keyboard: the stock is turned, not taken from.</extracomment>
        <translation>Non puoi prendere carte dal mazzo: premi N per girare le carte.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the run breaks at the %2.</source>
        <extracomment>A run moved that is not in order (Klondike, FreeCell): %1 the run&apos;s first card. %2 the first card on %1 that does not follow in order and colour.</extracomment>
        <translation>Non puoi spostare %1{art} con le carte sopra: la scala si interrompe %2{a}.</translation>
    </message>
    <message>
        <source>The %1 is already there.</source>
        <extracomment>A move of a card to the pile it is already on. %1 the card.</extracomment>
        <translation>%1{art} è già lì.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be put on the stock.</source>
        <extracomment>A move onto the stock.</extracomment>
        <translation>Non si possono mettere carte sul mazzo.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be put on the waste.</source>
        <extracomment>A move onto the waste.</extracomment>
        <translation>Non si possono mettere carte sugli scarti.</translation>
    </message>
    <message>
        <source>The stock is empty and no passes are left.</source>
        <extracomment>N (Turn Cards) with the stock empty and no passes left to turn the waste over.</extracomment>
        <translation>Il mazzo è vuoto e non restano giri.</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty.</source>
        <extracomment>N (Turn Cards) with the stock and the waste both empty.</extracomment>
        <translation>Il mazzo e gli scarti sono entrambi vuoti.</translation>
    </message>
    <message>
        <source>The game is already won. Press F2 for a new deal.</source>
        <extracomment>A move after the game is won.</extracomment>
        <translation>La partita è già vinta. Premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <extracomment>Why the game cannot keep its files in a place: a file (or a device) stands there. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>non è una cartella</translation>
    </message>
    <message>
        <source>it is a link to something that does not exist</source>
        <extracomment>Why the game cannot keep its files in a place: a symbolic link pointing at nothing. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>è un collegamento a qualcosa che non esiste</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <extracomment>Why the game cannot keep its files in a folder: no permission to read it. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>non si può leggere</translation>
    </message>
    <message>
        <source>it cannot be written to</source>
        <extracomment>Why the game cannot keep its files in a folder: it can be read but not written. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>non ci si può scrivere</translation>
    </message>
    <message>
        <source>the system says: %1</source>
        <extracomment>Why the game cannot keep its files in a folder: what the system said (in its own words). Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;. %1 the system&apos;s message.</extracomment>
        <translation>il sistema dice: %1</translation>
    </message>
    <message>
        <source>Progress and settings cannot be saved in %1: %2. You can play, but nothing of this session will be kept.</source>
        <extracomment>At start, once: the game cannot keep any file (no usable profile folder); it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it is not a folder&quot;).</extracomment>
        <translation>Non è possibile salvare progressi e impostazioni in %1: %2. Puoi giocare, ma niente di questa sessione verrà conservato.</translation>
    </message>
    <message>
        <source>Progress cannot be saved in %1: %2. You can play, but the games and statistics of this session will not be kept.</source>
        <extracomment>At start, once: the game cannot keep its saved games and statistics; it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it cannot be written to&quot;).</extracomment>
        <translation>Non è possibile salvare i progressi in %1: %2. Puoi giocare, ma le partite e le statistiche di questa sessione non verranno conservate.</translation>
    </message>
    <message>
        <source>Settings cannot be saved in %1: %2. You can play, but changes to them will not be kept.</source>
        <extracomment>At start, once: the game cannot keep its settings; it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it is not a folder&quot;).</extracomment>
        <translation>Non è possibile salvare le impostazioni in %1: %2. Puoi giocare, ma le modifiche non verranno conservate.</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <extracomment>What a second start asked the running game to play. %1 a game&apos;s name, %2 a deal number.</extracomment>
        <translation>%1, partita %2</translation>
    </message>
    <message>
        <source>deal %1</source>
        <extracomment>What a second start asked the running game to play (the game already in play). %1 a deal number.</extracomment>
        <translation>la partita %1</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2, so its window was brought to the front and asked to play %3; it asks first if a started game would be lost.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses, %3 what the second start asked for (&quot;Spider deal 5&quot;, &quot;deal 5&quot;).</extracomment>
        <translation>%1 è già aperto con il profilo %2, quindi la sua finestra è stata portata in primo piano e gli è stato chiesto di giocare %3; se una partita iniziata andasse persa, chiede prima.</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2, so its window was brought to the front instead of starting a second copy.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses.</extracomment>
        <translation>%1 è già aperto con il profilo %2, quindi la sua finestra è stata portata in primo piano invece di avviarne una seconda copia.</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2 but does not answer. Close it, or end it, and start again.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses.</extracomment>
        <translation>%1 è già aperto con il profilo %2 ma non risponde. Chiudilo, o terminalo, e riavvialo.</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Pirámide.</extracomment>
        <translation>Piramide</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Piramide, partita %1. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Pyramid. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Piramide. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Pyramid. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Piramide. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Piramide, partita %1. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>New Pyramid deal.</source>
        <extracomment>Pyramid, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nuova partita di Piramide.</translation>
    </message>
    <message>
        <source>Restarted Pyramid, deal %1.</source>
        <extracomment>Pyramid, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Piramide, partita %1 ricominciata.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1.</source>
        <extracomment>Pyramid, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Piramide, partita %1.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Remove two free cards that make 13, or a king alone.</source>
        <extracomment>Pyramid, after a new deal (F2, Ctrl+G). %1 the deal number.</extracomment>
        <translation>Piramide, partita %1. Elimina due carte libere che fanno 13, o un re da solo.</translation>
    </message>
    <message>
        <source>Stock</source>
        <comment>Pyramid&apos;s stock, a name on its own</comment>
        <extracomment>Pyramid&apos;s stock, a name on its own (the accessible list&apos;s name).</extracomment>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Waste</source>
        <comment>Pyramid&apos;s waste, a name on its own</comment>
        <extracomment>Pyramid&apos;s waste, a name on its own (the accessible list&apos;s name).</extracomment>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Row %1</source>
        <extracomment>A row of Pyramid&apos;s pyramid, a name on its own (the accessible list&apos;s name). %1 the row, 1 (the apex) to 7.
----------
TriPeaks: a row of the peaks, its accessible name. %1 the row (1 the peak tops, 4 the base).</extracomment>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, free.</source>
        <extracomment>Pyramid, the focus on a free card of the pyramid. %1 the card, %2 its row (1 to 7, from the apex), %3 its place in the row from the left, %4 how many places the row has (its number).
----------
TriPeaks, the focus on a free card of row 4 that does not fit the waste now. %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).</extracomment>
        <translation>%1, fila %2, carta %3 di %4, libera.</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, covered by %5.</source>
        <extracomment>Pyramid, the focus on a covered card of the pyramid. %1 the card, %2 its row, %3 its place in the row from the left, %4 how many places the row has (its number), %5 the one or two cards covering it, with their articles (&quot;the 4 of hearts and the jack of diamonds&quot;).</extracomment>
        <translation>%1, fila %2, carta %3 di %4, sotto %5.</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a card covering another</comment>
        <extracomment>Pyramid: the card covering another, inside &quot;covered by %1&quot; (&quot;covered by the 4 of hearts&quot;). %1 the card. Forms allowed.</extracomment>
        <translation>%1{art}|art:%1{art}|di:%1{di}|a:%1{a}|su:%1{su}|da:%1{da}|in:%1{in}</translation>
    </message>
    <message>
        <source>the %1 and the %2</source>
        <extracomment>Pyramid: the two cards covering another, inside &quot;covered by %1&quot; (&quot;covered by the 4 of hearts and the jack of diamonds&quot;). %1 and %2 the cards, left to right.</extracomment>
        <translation>%1{art} e %2{art}</translation>
    </message>
    <message numerus="yes">
        <source>%1, stock, %n card(s).</source>
        <extracomment>Pyramid, the focus on the stock: its top card lies face up and can be used. %1 the top card, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>%1, mazzo, %n carta.</numerusform>
            <numerusform>%1, mazzo, %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s).</source>
        <extracomment>Pyramid, the focus on the waste: only its top card can be used. %1 the top card, %n the cards in the waste.</extracomment>
        <translation>
            <numerusform>%1, scarti, %n carta.</numerusform>
            <numerusform>%1, scarti, %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>A king: removed alone.</source>
        <extracomment>Pyramid, after a free king&apos;s focus words: what to do with it.</extracomment>
        <translation>Un re: si elimina da solo.</translation>
    </message>
    <message>
        <source>Pairs with %1.</source>
        <extracomment>Pyramid, after a free card&apos;s focus words: the free cards it makes 13 with now. %1 those cards, with where each is (&quot;8 of clubs, row 7&quot; or &quot;waste 8 of clubs&quot;), as a list.</extracomment>
        <translation>Fa 13 con %1.</translation>
    </message>
    <message>
        <source>Needs %1; none is free now.</source>
        <extracomment>Pyramid, after a card&apos;s focus words when no free card makes 13 with it now. %1 the rank it needs, with its article (&quot;an 8&quot;, &quot;a queen&quot;).</extracomment>
        <translation>Serve %1; per ora nessuna è libera.</translation>
    </message>
    <message>
        <source>Makes 13 with the %1 you hold.</source>
        <extracomment>Pyramid, after the focus words of a card that makes 13 with the card held. %1 the card held.</extracomment>
        <translation>Fa 13 con %1{art} che hai in mano.</translation>
    </message>
    <message>
        <source>%1 in row %2</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): a card of the pyramid. %1 the card, %2 its row.</extracomment>
        <translation>%1 nella fila %2</translation>
    </message>
    <message>
        <source>stock %1</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): the stock&apos;s top card. %1 the card.</extracomment>
        <translation>%1 del mazzo</translation>
    </message>
    <message>
        <source>waste %1</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): the waste&apos;s top card. %1 the card.</extracomment>
        <translation>%1 degli scarti</translation>
    </message>
    <message>
        <source>an ace</source>
        <extracomment>Pyramid, the rank a card needs, with its article, in &quot;Needs %1&quot; and &quot;Holding …: needs %2&quot;.
----------
A rank with its article, for what goes on the waste (&quot;it needs a 7 or a 9&quot;), ace to king. TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot; (&quot;an ace or a 3&quot;).</extracomment>
        <translation>un asso</translation>
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
        <translation>un fante</translation>
    </message>
    <message>
        <source>a queen</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>una donna</translation>
    </message>
    <message>
        <source>Holding %1: needs %2; none is free now.</source>
        <extracomment>Pyramid, after Space picked up a card when no free card makes 13 with it. %1 the card, %2 the rank it needs, with its article (&quot;a 5&quot;, &quot;a queen&quot;).</extracomment>
        <translation>Hai in mano %1{art}: serve %2; per ora nessuna è libera.</translation>
    </message>
    <message>
        <source>Holding %1: needs %2. Free now: %3.</source>
        <extracomment>Pyramid, after Space picked up a card. %1 the card, %2 the rank it needs, with its article (&quot;a 5&quot;), %3 the free cards of that rank, with where each is, as a list.</extracomment>
        <translation>Hai in mano %1{art}: serve %2. Libere ora: %3.</translation>
    </message>
    <message>
        <source>Removed %1, plus %2.</source>
        <extracomment>Pyramid, after a king was removed. %1 the king, %2 the points (5).</extracomment>
        <translation>Hai eliminato %1{art}, più %2.</translation>
    </message>
    <message>
        <source>Removed %1 and %2, plus %3.</source>
        <extracomment>Pyramid, after a pair was removed. %1 and %2 the two cards, %3 the points (5).</extracomment>
        <translation>Hai eliminato %1{art} e %2{art}, più %3.</translation>
    </message>
    <message>
        <source>Row %1 is empty, plus %2.</source>
        <extracomment>Pyramid, after a removal that emptied a row. %1 the row (1 to 7), %2 its bonus points.</extracomment>
        <translation>La fila %1 è vuota, più %2.</translation>
    </message>
    <message>
        <source>Freed: %1.</source>
        <extracomment>Pyramid, after a removal: the cards it left free. %1 those cards, as a list.</extracomment>
        <translation>Ora libere: %1.</translation>
    </message>
    <message>
        <source>Waste %1. Stock empty.</source>
        <extracomment>Pyramid, after N drew the stock&apos;s last card onto the waste. %1 that card.</extracomment>
        <translation>Scarti: %1. Mazzo vuoto.</translation>
    </message>
    <message>
        <source>Waste %1. Stock %2, top %3.</source>
        <extracomment>Pyramid, after N drew a card onto the waste. %1 that card, %2 the cards left in the stock, %3 its new top.</extracomment>
        <translation>Scarti: %1. Mazzo: %2, in cima %3.</translation>
    </message>
    <message>
        <source>Pass %1 of %2.</source>
        <extracomment>Pyramid, after N turned the waste back into the stock. %1 the pass now under way, %2 the passes in all (3).</extracomment>
        <translation>Giro %1 di %2.</translation>
    </message>
    <message>
        <source>removed %1</source>
        <extracomment>Pyramid: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the king removed alone.</extracomment>
        <translation>hai eliminato %1{art}</translation>
    </message>
    <message>
        <source>removed %1 and %2</source>
        <extracomment>Pyramid: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 and %2 the pair removed.</extracomment>
        <translation>hai eliminato %1{art} e %2{art}</translation>
    </message>
    <message>
        <source>The %1 is back in row %2.</source>
        <extracomment>Pyramid, after an undo: a card is back in its row. %1 the card, %2 the row (1 to 7).</extracomment>
        <translation>%1{art} è di nuovo nella fila %2.</translation>
    </message>
    <message>
        <source>The %1 and the %2 are back in row %3.</source>
        <extracomment>Pyramid, after an undo: the pair is back in its row. %1 and %2 the cards, %3 the row (1 to 7).</extracomment>
        <translation>%1{art} e %2{art} sono di nuovo nella fila %3.</translation>
    </message>
    <message>
        <source>The %1 is back on the stock.</source>
        <extracomment>Pyramid, after an undo: a card is back on top of the stock. %1 the card.</extracomment>
        <translation>%1{art} è di nuovo in cima al mazzo.</translation>
    </message>
    <message>
        <source>The %1 is back on the waste.</source>
        <extracomment>Pyramid, after an undo: a card is back on top of the waste. %1 the card.</extracomment>
        <translation>%1{art} è di nuovo sugli scarti.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>Pyramid, a pair as a move (M, H, undo). %1 and %2 the cards with where they are (&quot;8 of clubs in row 7&quot;).</extracomment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <source>%1 alone</source>
        <extracomment>Pyramid, a king removed alone as a move (M, H, undo). %1 the king with where it is.</extracomment>
        <translation>%1 da solo</translation>
    </message>
    <message>
        <source>%1 on the waste</source>
        <extracomment>Pyramid, a card in a hint (H): the waste&apos;s top card, after &quot;the&quot; (&quot;remove the 8 of clubs in row 7 with the 5 of hearts on the waste&quot;). %1 the card.</extracomment>
        <translation>%1{art} sugli scarti</translation>
    </message>
    <message>
        <source>%1 on the stock</source>
        <extracomment>Pyramid, a card in a hint (H): the stock&apos;s top card, after &quot;the&quot;. %1 the card.</extracomment>
        <translation>%1{art} sul mazzo</translation>
    </message>
    <message>
        <source>remove the %1 with the %2</source>
        <extracomment>Pyramid, a pair as an instruction (H, after &quot;Hint: &quot;), as other games&apos; &quot;move the …&quot;. %1 and %2 the cards with where they are (&quot;8 of clubs in row 7&quot;, &quot;5 of hearts on the waste&quot;); M lists it as &quot;%1 with %2&quot; instead.</extracomment>
        <translation>elimina %1 con %2</translation>
    </message>
    <message>
        <source>remove the %1 alone</source>
        <extracomment>Pyramid, a king removed alone as an instruction (H, after &quot;Hint: &quot;). %1 the king with where it is (&quot;king of hearts in row 7&quot;).</extracomment>
        <translation>elimina %1 da solo</translation>
    </message>
    <message>
        <source>draw a card</source>
        <extracomment>Pyramid, drawing a card as a move (M, H, undo).</extracomment>
        <translation>pesca dal mazzo</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <extracomment>Pyramid, turning the waste back into the stock as a move (M, H, undo).
----------
A move as an instruction, in a hint (H) and in the M list: turning the waste back into the stock.</extracomment>
        <translation>rigirare gli scarti</translation>
    </message>
    <message>
        <source>%1 and %2 make %3, not 13.</source>
        <extracomment>Pyramid, a pair refused. %1 and %2 the cards, %3 what their values add up to.</extracomment>
        <translation>%1{art} e %2{art} fanno %3, non 13.</translation>
    </message>
    <message>
        <source>A king is removed alone.</source>
        <extracomment>Pyramid, a king named in a pair.</extracomment>
        <translation>Un re si elimina da solo.</translation>
    </message>
    <message>
        <source>The %1 is not a king: pick it up with Space and pick a card that makes 13 with it.</source>
        <extracomment>Pyramid, a card that is not a king played alone. %1 the card.</extracomment>
        <translation>%1{art} non è un re: prendi la carta con Spazio e scegline un&apos;altra che faccia 13 insieme.</translation>
    </message>
    <message>
        <source>The %1 is covered by %2.</source>
        <extracomment>Pyramid, a covered card played. %1 the card, %2 the cards covering it, with their articles (&quot;the 4 of hearts and the jack of diamonds&quot;).</extracomment>
        <translation>%1{art} è sotto %2.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be used.</source>
        <extracomment>Pyramid, a card under the waste&apos;s top played.</extracomment>
        <translation>Si può usare solo la carta in cima agli scarti.</translation>
    </message>
    <message>
        <source>The %1 is in the stock, not visible yet.</source>
        <extracomment>Pyramid, a stock card under its top played. %1 the card.</extracomment>
        <translation>%1{art} è nel mazzo, non ancora visibile.</translation>
    </message>
    <message>
        <source>The %1 has been removed.</source>
        <extracomment>Pyramid, a card already out of play named. %1 the card.</extracomment>
        <translation>%1{art} è già fuori gioco.</translation>
    </message>
    <message>
        <source>Pick another card that makes 13.</source>
        <extracomment>Pyramid, the card held chosen again as its own partner.</extracomment>
        <translation>Scegli un&apos;altra carta che faccia 13.</translation>
    </message>
    <message>
        <source>No passes left: the stock has been through %1 times.</source>
        <extracomment>Pyramid, N with the stock empty after the last pass. %1 the passes in all (3).</extracomment>
        <translation>Nessun giro rimasto: il mazzo è già stato percorso %1 volte.</translation>
    </message>
    <message>
        <source>The stock and the waste are empty.</source>
        <extracomment>Pyramid, N with the stock and the waste both empty.</extracomment>
        <translation>Il mazzo e gli scarti sono vuoti.</translation>
    </message>
    <message>
        <source>The pyramid is empty: the game is won.</source>
        <extracomment>Pyramid, a move after the win.</extracomment>
        <translation>La piramide è vuota: la partita è vinta.</translation>
    </message>
    <message>
        <source>Nothing above the stock and the waste. Down goes to the apex.</source>
        <extracomment>Pyramid, Up on the stock or the waste (nothing above them).</extracomment>
        <translation>Niente sopra il mazzo e gli scarti. Giù va alla cima.</translation>
    </message>
    <message>
        <source>Lowest row. Up goes to the row above.</source>
        <extracomment>Pyramid, Down on the pyramid&apos;s lowest row.</extracomment>
        <translation>Fila più bassa. Su va alla fila sopra.</translation>
    </message>
    <message>
        <source>Start of row %1.</source>
        <extracomment>Pyramid, Left on a row&apos;s first card (the focus stays). %1 the row (1 to 7).</extracomment>
        <translation>Inizio della fila %1.</translation>
    </message>
    <message>
        <source>End of row %1.</source>
        <extracomment>Pyramid, Right on a row&apos;s last card (the focus stays). %1 the row (1 to 7).</extracomment>
        <translation>Fine della fila %1.</translation>
    </message>
    <message>
        <source>Nothing left of the stock. Right goes to the waste.</source>
        <extracomment>Pyramid, Left on the stock (the focus stays).</extracomment>
        <translation>Niente a sinistra del mazzo. Destra va agli scarti.</translation>
    </message>
    <message>
        <source>Nothing right of the waste. Left goes to the stock.</source>
        <extracomment>Pyramid, Right on the waste (the focus stays).</extracomment>
        <translation>Niente a destra degli scarti. Sinistra va al mazzo.</translation>
    </message>
    <message>
        <source>Up and Down go between the rows of the pyramid, Left and Right along a row, 1 to 7 to a row; up from the apex are the stock and the waste, P goes to the waste. Space picks a card; Space or Enter on a second card that makes 13 with it removes the pair; Enter on a free card removes it with the first free card that makes 13, and a king alone. N draws. F1 lists the keys.</source>
        <extracomment>Pyramid: Tab pressed on the board (the cards are reached with the arrow keys and the digits).</extracomment>
        <translation>Su e Giù passano tra le file della piramide, Sinistra e Destra scorrono una fila, da 1 a 7 vanno a una fila; sopra la cima ci sono il mazzo e gli scarti, P va agli scarti. Spazio prende una carta; Spazio o Invio su una seconda carta che fa 13 con essa elimina la coppia; Invio su una carta libera la elimina con la prima carta libera che fa 13, e un re da solo. N pesca una carta. F1 elenca i tasti.</translation>
    </message>
    <message>
        <source>Pyramid solitaire. Remove free cards in pairs that make 13, kings alone. Arrow keys move over the rows, Space picks a card and pairs it, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>Pyramid: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Piramide. Elimina le carte libere in coppie che fanno 13, i re da soli. Le frecce scorrono le file, Spazio prende una carta e la abbina, N pesca, H dà un suggerimento, F1 elenca tutti i tasti.</translation>
    </message>
    <message>
        <source>Row %1: empty.</source>
        <extracomment>Pyramid, D (Say the Pyramid): an empty row. %1 the row.</extracomment>
        <translation>Fila %1: vuota.</translation>
    </message>
    <message>
        <source>Row %1: %2.</source>
        <extracomment>Pyramid, D (Say the Pyramid): one row, left to right. %1 the row, %2 its cards as a list.</extracomment>
        <translation>Fila %1: %2.</translation>
    </message>
    <message>
        <source>%1 free</source>
        <extracomment>Pyramid, D (Say the Pyramid): a free card in a row&apos;s list. %1 the card.</extracomment>
        <translation>%1, libera</translation>
    </message>
    <message>
        <source>Stock: empty.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock is empty.</extracomment>
        <translation>Mazzo: vuoto.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), top %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock. %n its cards, %1 its top card (usable).</extracomment>
        <translation>
            <numerusform>Mazzo: %n carta, in cima %1.</numerusform>
            <numerusform>Mazzo: %n carte, in cima %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: empty.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the waste is empty.
----------
U (Say Waste and Stock) with the waste empty.</extracomment>
        <translation>Scarti: vuoti.</translation>
    </message>
    <message>
        <source>Waste: %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the waste&apos;s top card. %1 the card.</extracomment>
        <translation>Scarti: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es) left.</source>
        <extracomment>Pyramid, U and I: the passes through the stock not yet begun. %n how many (0 to 2).
----------
I (Say Game Info), Klondike: %n times the waste may still be turned over.</extracomment>
        <translation>
            <numerusform>Resta %n giro.</numerusform>
            <numerusform>Restano %n giri.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) removed; %1 left in the pyramid.</source>
        <extracomment>Pyramid, T (Say Removed Cards): %n the cards out of play, %1 the cards still in the pyramid.</extracomment>
        <translation>
            <numerusform>%n carta eliminata; ne restano %1 nella piramide.</numerusform>
            <numerusform>%n carte eliminate; ne restano %1 nella piramide.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s).</source>
        <extracomment>Pyramid, I (Say Game Info), before the stock, the passes and whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.
----------
Yukon, I (Say Game Info), before whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.</extracomment>
        <translation>
            <numerusform>Punteggio %1, tempo %2, %n mossa.</numerusform>
            <numerusform>Punteggio %1, tempo %2, %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is on top of the waste.</source>
        <extracomment>Pyramid, Ctrl+F: the card is the waste&apos;s top card. %1 the card.
----------
Find a Card (Ctrl+F): %1 the card found.</extracomment>
        <translation>%1{art} è in cima agli scarti.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 is in the waste under %n card(s).</source>
        <extracomment>Pyramid, Ctrl+F: the card lies in the waste under others. %1 the card, %n the cards on it.
----------
Find a Card (Ctrl+F): %1 the card found, %n cards lie on it in the waste.</extracomment>
        <translation>
            <numerusform>%1{art} è negli scarti sotto %n carta.</numerusform>
            <numerusform>%1{art} è negli scarti sotto %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is on top of the stock.</source>
        <extracomment>Pyramid, Ctrl+F: the card is the stock&apos;s top card (face up, usable). %1 the card.</extracomment>
        <translation>%1{art} è in cima al mazzo.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Pyramid&lt;/h2&gt;&lt;p&gt;28 cards are dealt face up in a pyramid of seven rows, the apex first; the other 24 are the stock, its top card face up. A card is free when no card of the row below overlaps it. The game is won when the pyramid is empty; the stock and the waste may keep cards.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Remove two free cards whose values make 13: ace and queen, 2 and jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7. The stock&apos;s top card and the waste&apos;s top card are free too.&lt;/li&gt;&lt;li&gt;A king is removed alone.&lt;/li&gt;&lt;li&gt;Draw: the stock&apos;s top card goes onto the waste. With the stock empty, the waste turns back into the stock: three passes in all.&lt;/li&gt;&lt;li&gt;Score: 5 for each pair or king removed; emptying a row earns a bonus, from 25 for row 7 to 500 for the apex.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Pyramid: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Piramide&lt;/h2&gt;&lt;p&gt;28 carte vengono distribuite scoperte in una piramide di sette file, partendo dalla cima; le altre 24 formano il mazzo, con la carta in cima scoperta. Una carta è libera quando nessuna carta della fila sotto la copre. La partita è vinta quando la piramide è vuota; il mazzo e gli scarti possono contenere ancora carte.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Elimina due carte libere i cui valori fanno 13: asso e donna, 2 e fante, 3 e 10, 4 e 9, 5 e 8, 6 e 7. Anche la carta in cima al mazzo e quella in cima agli scarti sono libere.&lt;/li&gt;&lt;li&gt;Un re si elimina da solo.&lt;/li&gt;&lt;li&gt;Pesca: la carta in cima al mazzo va sugli scarti. Quando il mazzo è vuoto, gli scarti tornano nel mazzo: tre giri in tutto.&lt;/li&gt;&lt;li&gt;Punteggio: 5 per ogni coppia o re eliminato; svuotare una fila dà un bonus, da 25 per la fila 7 a 500 per la cima.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Pyramid&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go between the rows to the nearest card, &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; along a row, &lt;b&gt;Home&lt;/b&gt; and &lt;b&gt;End&lt;/b&gt; to a row&apos;s ends; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; go to a row&apos;s first free card. Up from the apex are the stock and the waste; &lt;b&gt;P&lt;/b&gt; goes to the waste.&lt;/li&gt;&lt;li&gt;Each card says where it is, whether it is free or what covers it, and which free cards it pairs with.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks a card; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; on a second card removes the pair. &lt;b&gt;Enter&lt;/b&gt; removes a king. &lt;b&gt;N&lt;/b&gt; draws a card, or turns the waste over.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; lists the pairs and kings you can remove, &lt;b&gt;H&lt;/b&gt; gives a hint, &lt;b&gt;D&lt;/b&gt; reads the pyramid row by row, &lt;b&gt;U&lt;/b&gt; the stock and the waste, &lt;b&gt;T&lt;/b&gt; the cards removed, &lt;b&gt;I&lt;/b&gt; the score, the passes left and whether the deal can still be won.&lt;/li&gt;&lt;li&gt;Mouse: click two cards that make 13, or a king; drag a card onto its partner; click the stock to draw.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Pyramid: Pyramid&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Tasti di Piramide&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Su&lt;/b&gt; e &lt;b&gt;Giù&lt;/b&gt; passano tra le file alla carta più vicina, &lt;b&gt;Sinistra&lt;/b&gt; e &lt;b&gt;Destra&lt;/b&gt; scorrono una fila, &lt;b&gt;Home&lt;/b&gt; e &lt;b&gt;Fine&lt;/b&gt; vanno agli estremi di una fila; da &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;7&lt;/b&gt; vanno alla prima carta libera di una fila. Sopra la cima ci sono il mazzo e gli scarti; &lt;b&gt;P&lt;/b&gt; va agli scarti.&lt;/li&gt;&lt;li&gt;Ogni carta dice dov&apos;è, se è libera o cosa la copre, e con quali carte libere fa 13.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spazio&lt;/b&gt; prende una carta; &lt;b&gt;Spazio&lt;/b&gt; o &lt;b&gt;Invio&lt;/b&gt; su una seconda carta elimina la coppia. &lt;b&gt;Invio&lt;/b&gt; elimina un re. &lt;b&gt;N&lt;/b&gt; pesca una carta, o rigira gli scarti.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; elenca le coppie e i re che puoi eliminare, &lt;b&gt;H&lt;/b&gt; dà un suggerimento, &lt;b&gt;D&lt;/b&gt; legge la piramide fila per fila, &lt;b&gt;U&lt;/b&gt; il mazzo e gli scarti, &lt;b&gt;T&lt;/b&gt; le carte eliminate, &lt;b&gt;I&lt;/b&gt; il punteggio, i giri rimasti e se la partita si può ancora vincere.&lt;/li&gt;&lt;li&gt;Mouse: fai clic su due carte che fanno 13, o su un re; trascina una carta sulla sua compagna; fai clic sul mazzo per pescare.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>H (Hint) in every game. %1 a move as an instruction (&quot;move the 5 of clubs from column 4 onto …&quot;).</extracomment>
        <translation>Suggerimento: %1.</translation>
    </message>
    <message>
        <source>turn cards from the stock</source>
        <extracomment>A move as an instruction, in a hint (H) and in the M list: turning cards from the stock.</extracomment>
        <translation>gira carte dal mazzo</translation>
    </message>
    <message>
        <source>No hint: no move is available. Undo, or press F2 for a new deal.</source>
        <extracomment>H (hint) when no legal move is left.</extracomment>
        <translation>Nessun suggerimento: non ci sono mosse possibili. Annulla, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>This keeps the deal winnable.</source>
        <extracomment>Added to a hint that comes from a winning line found by the solver.</extracomment>
        <translation>Così la partita resta vincibile.</translation>
    </message>
    <message>
        <source>No moves available.</source>
        <extracomment>M (Say Available Moves) when no legal move is left.</extracomment>
        <translation>Nessuna mossa possibile.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s): %1.</source>
        <extracomment>M (Say Available Moves). &quot;M&quot;: %n how many moves, %1 the moves as a list of instructions.</extracomment>
        <translation>
            <numerusform>%n mossa: %1.</numerusform>
            <numerusform>%n mosse: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <extracomment>T (Say Foundations), one foundation: %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1: vuota.</translation>
    </message>
    <message>
        <source>%1: complete.</source>
        <extracomment>T (Say Foundations), a foundation up to its king: %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1: completa.</translation>
    </message>
    <message>
        <source>%1: up to the %2.</source>
        <extracomment>T (Say Foundations), one foundation. %1 &quot;Hearts foundation&quot;, %2 its top card.</extracomment>
        <translation>%1: fino %2{a}.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1 on top, %n card(s).</source>
        <extracomment>U (Say Waste and Stock): %1 the waste&apos;s top card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>Scarti: in cima %1, %n carta.</numerusform>
            <numerusform>Scarti: in cima %1, %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), unlimited passes.</source>
        <extracomment>U (Say Waste and Stock), unlimited passes: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Mazzo: %n carta, giri senza limite.</numerusform>
            <numerusform>Mazzo: %n carte, giri senza limite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), passes left: %1.</source>
        <extracomment>U (Say Waste and Stock), limited passes. %n cards in the stock, %1 recycles still allowed.</extracomment>
        <translation>
            <numerusform>Mazzo: %n carta, giri rimasti: %1.</numerusform>
            <numerusform>Mazzo: %n carte, giri rimasti: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down, then %2.</source>
        <extracomment>D (Say Columns), one column. %1 column, %n face-down cards, %2 the face-up cards from the deepest to the top.</extracomment>
        <translation>
            <numerusform>Colonna %1: %n coperta, poi %2.</numerusform>
            <numerusform>Colonna %1: %n coperte, poi %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1.</source>
        <extracomment>I (Say Game Info), first part: %1 the score.</extracomment>
        <translation>Punteggio %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stock.</source>
        <extracomment>I (Say Game Info), Klondike: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>%n carta nel mazzo.</numerusform>
            <numerusform>%n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unlimited passes.</source>
        <extracomment>I (Say Game Info), Klondike: the waste may be turned over any number of times.</extracomment>
        <translation>Giri senza limite.</translation>
    </message>
    <message>
        <source>The deal is won.</source>
        <extracomment>End of the I key&apos;s answer (every game), once the game is won.</extracomment>
        <translation>La partita è vinta.</translation>
    </message>
    <message>
        <source>The deal is still winnable.</source>
        <extracomment>End of the I key&apos;s answer (every game): the solver found a win from here.</extracomment>
        <translation>La partita si può ancora vincere.</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <extracomment>Said at the opening position of a deal the solver proved lost.</extracomment>
        <translation>Questa partita non si può vincere.</translation>
    </message>
    <message>
        <source>The deal can no longer be won.</source>
        <extracomment>End of the I key&apos;s answer (every game): the solver proved that no win is left.</extracomment>
        <translation>La partita non si può più vincere.</translation>
    </message>
    <message>
        <source>Still working out whether the deal can still be won.</source>
        <extracomment>End of the I key&apos;s answer (every game) while the solver is still searching.</extracomment>
        <translation>Si sta ancora verificando se la partita resta vincibile.</translation>
    </message>
    <message>
        <source>The solver could not work out whether the deal can still be won.</source>
        <extracomment>The solver&apos;s longest search ended without an answer.</extracomment>
        <translation>Il risolutore non è riuscito a stabilire se la partita si può ancora vincere.</translation>
    </message>
    <message>
        <source>Not yet known whether the deal can still be won.</source>
        <extracomment>End of the I key&apos;s answer (every game) when no solver runs (yet).</extracomment>
        <translation>Non si sa ancora se la partita resta vincibile.</translation>
    </message>
    <message>
        <source>“%1” is not a card. Type a card like 7h or 7 of hearts.</source>
        <extracomment>Find a Card (Ctrl+F): the typed text is not a card. %1 what was typed. &quot;7h&quot; is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.</extracomment>
        <translation>«%1» non è una carta. Scrivi una carta come 7h o 7 di cuori.</translation>
    </message>
    <message>
        <source>The %1 is not visible yet.</source>
        <extracomment>Find a Card (Ctrl+F): the card is face down or in the stock; never say where it lies. %1 the card.</extracomment>
        <translation>%1{art} non è ancora visibile.</translation>
    </message>
    <message>
        <source>The %1 is in column %2, card %3 of %4 face up.</source>
        <extracomment>Find a Card (Ctrl+F), the card is face up in a column. %1 card, %2 column, %3 its place among %4 face-up cards (counted from the deepest).</extracomment>
        <translation>%1{art} è nella colonna %2, carta scoperta %3 di %4.</translation>
    </message>
    <message>
        <source>The %1 is on top of its foundation.</source>
        <extracomment>Find a Card (Ctrl+F): %1 the card found, the last card on its foundation.</extracomment>
        <translation>%1{art} è in cima alla sua fondazione.</translation>
    </message>
    <message>
        <source>The %1 is on its foundation.</source>
        <extracomment>Find a Card (Ctrl+F): %1 the card found, under other cards on its foundation.</extracomment>
        <translation>%1{art} è sulla sua fondazione.</translation>
    </message>
    <message>
        <source>Card to find, for example 7h or 7 of hearts:</source>
        <extracomment>Find a Card (Ctrl+F): the prompt of its input box. &quot;7h&quot; is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.</extracomment>
        <translation>Carta da cercare, per esempio 7h o 7 di cuori:</translation>
    </message>
    <message>
        <source>Find a Card</source>
        <extracomment>Find a Card (Ctrl+F): title of its input box.</extracomment>
        <translation>Cerca una carta</translation>
    </message>
    <message>
        <source>Announcements</source>
        <extracomment>Title of the announcement history (Ctrl+Shift+H): a panel listing recent announcements.</extracomment>
        <translation>Annunci</translation>
    </message>
    <message>
        <source>Nothing has been announced yet.</source>
        <extracomment>The announcement history (Ctrl+Shift+H) before anything was said.</extracomment>
        <translation>Non è stato ancora annunciato niente.</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>L (Say Last Move): what the last move, undo or redo did, in full, with the cards that went up to the foundations by themselves after it (a win does not list them). %1 the move&apos;s own sentences (&quot;Moved the 8 of diamonds to free cell 1. Moved to the foundations: …&quot;).</extracomment>
        <translation>Ultima mossa: %1</translation>
    </message>
    <message>
        <source>No move yet in this deal.</source>
        <extracomment>L (Say Last Move) before any move of this deal.</extracomment>
        <translation>Ancora nessuna mossa in questa partita.</translation>
    </message>
    <message>
        <source>Nothing to repeat yet.</source>
        <extracomment>Ctrl+L (Repeat Last Announcement) before anything was said.</extracomment>
        <translation>Ancora niente da ripetere.</translation>
    </message>
    <message>
        <source>The cards are as large as this window can show them.</source>
        <extracomment>Ctrl+= (zoom in) when the cards already fill the window&apos;s width.</extracomment>
        <translation>Le carte sono già grandi quanto questa finestra permette.</translation>
    </message>
    <message>
        <source>About klondike-qt</source>
        <extracomment>Help menu, About: the box&apos;s window title.</extracomment>
        <translation>Informazioni su klondike-qt</translation>
    </message>
    <message>
        <source>klondike-qt %1</source>
        <extracomment>The About box&apos;s heading; %1 is the version number, e.g. 0.1.0.</extracomment>
        <translation>klondike-qt %1</translation>
    </message>
    <message>
        <source>Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire for everyone: mouse, keyboard and screen-reader players.</source>
        <extracomment>Help menu, About: the line under its heading.</extracomment>
        <translation>Solitari Klondike, FreeCell, Spider, Yukon, Piramide, TriPeaks e Golf per tutti: con il mouse, con la tastiera e con il lettore di schermo.</translation>
    </message>
    <message>
        <source>klondike-qt is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
        <extracomment>Help menu, About: the licence paragraph.</extracomment>
        <translation>klondike-qt è software libero: puoi condividerlo e modificarlo secondo la licenza GNU General Public License, versione 3 o qualsiasi versione successiva. Non ha alcuna garanzia.</translation>
    </message>
    <message>
        <source>Made with Qt %1 and PySide6 %2, used under the GNU Lesser General Public License, version 3.</source>
        <extracomment>Help menu, About: the line on the toolkit. %1 and %2 are version numbers, e.g. 6.12.0.</extracomment>
        <translation>Realizzato con Qt %1 e PySide6 %2, usati secondo la licenza GNU Lesser General Public License, versione 3.</translation>
    </message>
    <message>
        <source>The GNU General Public License on gnu.org</source>
        <extracomment>The text of a link to the licence on gnu.org.</extracomment>
        <translation>La GNU General Public License su gnu.org</translation>
    </message>
    <message>
        <source>&amp;License</source>
        <extracomment>A button that shows the whole licence text; &amp; marks its access key.</extracomment>
        <translation>&amp;Licenza</translation>
    </message>
    <message>
        <source>Turn cards</source>
        <comment>undo step</comment>
        <extracomment>An undo step: turning cards from the stock. Shown in the Edit menu (&quot;Undo Turn cards&quot;) and in its tip.</extracomment>
        <translation>Gira carte</translation>
    </message>
    <message>
        <source>Turn the waste over</source>
        <comment>undo step</comment>
        <extracomment>An undo step: turning the waste back into the stock. Shown in the Edit menu (&quot;Undo Turn the waste over&quot;).</extracomment>
        <translation>Rigira gli scarti</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>The Edit menu&apos;s Undo item when there is nothing to undo. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <extracomment>The Edit menu; %1 the step it takes back (&quot;Move 7♥ to column 6&quot;).</extracomment>
        <translation>&amp;Annulla: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>The Edit menu&apos;s Redo item when there is nothing to redo. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <extracomment>The Edit menu; %1 the step it does again.</extracomment>
        <translation>&amp;Ripeti: %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s deal field (read by a screen reader).</extracomment>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Moves</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s moves field.</extracomment>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s score field.</extracomment>
        <translation>Punteggio</translation>
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
        <translation>Partita %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s deal field when the deal has no number (a deal set up by hand).</extracomment>
        <translation>Partita personalizzata</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the cards turned per draw (1 or 3).</extracomment>
        <translation>Pesca da %1</translation>
    </message>
    <message>
        <source>Pass %1 of %2</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the pass through the stock, %2 how many are allowed.</extracomment>
        <translation>Giro %1 di %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s moves field. %1 the number of moves.</extracomment>
        <translation>Mosse: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the score, or the Vegas balance (&quot;-$52&quot;).</extracomment>
        <translation>Punteggio: %1</translation>
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
        <translation>Pronto per finire</translation>
    </message>
    <message>
        <source>Every card is face up. Press Enter or click to finish.</source>
        <extracomment>The banner a mouse player sees (the announcement says &quot;Press Enter to finish&quot;).</extracomment>
        <translation>Tutte le carte sono scoperte. Premi Invio o fai clic per finire.</translation>
    </message>
    <message>
        <source>No moves left</source>
        <extracomment>Title of the banner over the table when no legal move is left.</extracomment>
        <translation>Nessuna mossa rimasta</translation>
    </message>
    <message>
        <source>Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table when no legal move is left. Under the title &quot;No moves left&quot;.</extracomment>
        <translation>Annulla per provare un&apos;altra strada, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>Every card in the columns is face up. Press Enter or click to finish.</source>
        <extracomment>Klondike: every card of the columns is face up, cards are left in the stock or the waste (the finish turns them).</extracomment>
        <translation>Tutte le carte nelle colonne sono scoperte. Premi Invio o fai clic per finire.</translation>
    </message>
    <message>
        <source>No move helps</source>
        <extracomment>Klondike: moves are left (turning the stock) but none of them helps.</extracomment>
        <translation>Nessuna mossa utile</translation>
    </message>
    <message>
        <source>Turning the stock brings up nothing that can be played. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table (Klondike). Under the title &quot;No move helps&quot;.</extracomment>
        <translation>Girare il mazzo non porta niente di giocabile. Annulla per provare un&apos;altra strada, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>Dead end</source>
        <extracomment>FreeCell: moves are left, but the solver has proved that none of them wins.</extracomment>
        <translation>Vicolo cieco</translation>
    </message>
    <message>
        <source>The solver has proved that this position cannot be won. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table (FreeCell). Under the title &quot;Dead end&quot;.</extracomment>
        <translation>Il risolutore ha dimostrato che questa posizione non si può vincere. Annulla per provare un&apos;altra strada, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>The solver has proved that this deal cannot be won from the start. Press F2 for a new deal.</source>
        <extracomment>The banner over the table (FreeCell), under the title &quot;Dead end&quot;, when the solver has proved the deal lost from its opening position (no undo can help; e.g. deal 11982).</extracomment>
        <translation>Il risolutore ha dimostrato che questa partita non si può vincere fin dall&apos;inizio. Premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>A row cannot be dealt while a column is empty, and too few cards are left to fill every column. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>Spider, under &quot;No moves left&quot;, while rows are left in the stock: a row may not be dealt onto an empty column.</extracomment>
        <translation>Non si può distribuire una fila finché una colonna è vuota, e restano troppo poche carte per riempire ogni colonna. Annulla per provare un&apos;altra strada, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>You won!</source>
        <extracomment>Title of the banner over the table after a win.</extracomment>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>Click here or press F2 for a new deal.</source>
        <extracomment>The last line of the win banner; a click on the banner deals anew.</extracomment>
        <translation>Fai clic qui o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>Spider</source>
        <extracomment>The game&apos;s name on its own (the window title, the Game menu). Spanish: Araña.</extracomment>
        <translation>Spider</translation>
    </message>
    <message>
        <source>one suit</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, one suit&quot;): one suit, spades only.</extracomment>
        <translation>un seme</translation>
    </message>
    <message>
        <source>two suits</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, two suits&quot;): spades and hearts.</extracomment>
        <translation>due semi</translation>
    </message>
    <message>
        <source>four suits</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, four suits&quot;).</extracomment>
        <translation>quattro semi</translation>
    </message>
    <message>
        <source>Spider, %1</source>
        <extracomment>The window title and status bar: %1 &quot;one suit&quot;, &quot;two suits&quot; or &quot;four suits&quot;.</extracomment>
        <translation>Spider, %1</translation>
    </message>
    <message>
        <source>Spider solitaire. Left and Right move between the ten columns and the stock, Up and Down along a column choose how much of a run to take, Space picks up and puts down, Enter plays a run, N deals a row, R says which runs can move, H gives a hint, F1 lists every key.</source>
        <extracomment>Spider: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Spider. Sinistra e Destra passano tra le dieci colonne e il mazzo, Su e Giù in una colonna scelgono quanta parte di una scala prendere, Spazio prende e posa, Invio gioca una scala, N distribuisce una fila, R dice quali scale si possono spostare, H dà un suggerimento, F1 elenca tutti i tasti.</translation>
    </message>
    <message>
        <source>Stock</source>
        <comment>Spider&apos;s stock, a name on its own</comment>
        <extracomment>Spider&apos;s stock, as an accessible name.</extracomment>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>the stock</source>
        <comment>Spider&apos;s stock, inside a sentence</comment>
        <extracomment>Spider&apos;s stock inside a sentence, with its article (&quot;Nothing to pick up in the stock.&quot;). Forms allowed.</extracomment>
        <translation>il mazzo|art:il mazzo|di:del mazzo|a:al mazzo|su:sul mazzo|da:dal mazzo|in:nel mazzo</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <extracomment>Spider: accessible name of the place where completed King-to-Ace sequences lie (the focus can rest there).</extracomment>
        <translation>Sequenze completate</translation>
    </message>
    <message>
        <source>the completed sequences</source>
        <extracomment>Spider: the completed sequences inside a sentence, with their article. Forms allowed.</extracomment>
        <translation>le sequenze completate|art:le sequenze completate|di:delle sequenze completate|a:alle sequenze completate|su:sulle sequenze completate|da:dalle sequenze completate|in:nelle sequenze completate</translation>
    </message>
    <message>
        <source>Face-down card, column %1, card %2 of %3.</source>
        <extracomment>A face-down card of a Spider column (its accessible name): %1 column, %2 its place from the bottom, %3 cards there.</extracomment>
        <translation>Carta coperta, colonna %1, carta %2 di %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) that can&apos;t move with it.</source>
        <extracomment>Spider: the cards on it are not one same-suit run with it, so it can&apos;t be taken with them. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, colonna %2, carta %3 di %4, sotto %n carta che non si può spostare con essa.</numerusform>
            <numerusform>%1, colonna %2, carta %3 di %4, sotto %n carte che non si possono spostare con essa.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 can go here, or on the other %2, in column %3.</source>
        <extracomment>Spider, while cards are held: %1 the first held card, %2 the focused card it can go on, %3 the column of another card of that name which takes it too.</extracomment>
        <translation>%1{art} può andare qui, o %2{su} nella colonna %3.</translation>
    </message>
    <message>
        <source>The %1 can go here, or on another %2, in columns %3.</source>
        <extracomment>Spider, while cards are held, on a card whose twins on other columns take them too. %1 the first held card, %2 the card it can go on, %3 the columns (&quot;4 or 9&quot;) of the other cards of that name.</extracomment>
        <translation>%1{art} può andare qui, o %2{su} nelle colonne %3.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face-down card(s) under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card; %n the face-down cards it lies on, %1 the column.</extracomment>
        <translation>
            <numerusform>Colonna %1: sotto c&apos;è %n carta coperta.</numerusform>
            <numerusform>Colonna %1: sotto ci sono %n carte coperte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: no card under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card, which lies on no other card. %1 the column.</extracomment>
        <translation>Colonna %1: nessuna carta sotto.</translation>
    </message>
    <message>
        <source>The arrow keys move between the columns, the stock and the completed sequences, 1 to 9 and 0 go to a column, End to the stock. F1 lists the keys.</source>
        <extracomment>Spider: Tab pressed on the board (the columns are reached with the arrow keys and the digits).</extracomment>
        <translation>Le frecce passano tra le colonne, il mazzo e le sequenze completate, da 1 a 9 e 0 vanno a una colonna, Fine al mazzo. F1 elenca i tasti.</translation>
    </message>
    <message>
        <source>Column %1, empty. Any card or same-suit run can go here; fill it before dealing a row.</source>
        <extracomment>Spider: an empty column takes any card or same-suit run, and no row can be dealt while it is empty. %1 the column number.</extracomment>
        <translation>Colonna %1, vuota. Qui può andare qualsiasi carta o scala dello stesso seme; riempila prima di distribuire una fila.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s).</source>
        <extracomment>Spider, focus on the stock, speech setting Brief. %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Mazzo, %n fila.</numerusform>
            <numerusform>Mazzo, %n file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s) left. Space deals a row, one card on each column.</source>
        <extracomment>Spider&apos;s stock: %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Mazzo, resta %n fila. Spazio distribuisce una fila, una carta su ogni colonna.</numerusform>
            <numerusform>Mazzo, restano %n file. Spazio distribuisce una fila, una carta su ogni colonna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Completed sequences, %1 of 8.</source>
        <extracomment>Spider: the completed King-to-Ace sequences; %1 how many of the 8.</extracomment>
        <translation>Sequenze completate, %1 su 8.</translation>
    </message>
    <message>
        <source>Completed sequences, %1 of 8: %2.</source>
        <extracomment>Spider: the completed King-to-Ace sequences, where the focus rests; %1 how many of the 8, %2 their suits in the order they were completed (&quot;spades and hearts&quot;).</extracomment>
        <translation>Sequenze completate, %1 su 8: %2.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the completed sequences: a sequence goes there by itself, once a column holds it from king to ace in one suit.</source>
        <extracomment>Spider: held cards put down on the completed sequences. %1 the first held card.</extracomment>
        <translation>Non puoi mettere %1{art} sulle sequenze completate: una sequenza ci va da sola, quando una colonna la contiene dal re all&apos;asso di un solo seme.</translation>
    </message>
    <message>
        <source>Sequence of %1 complete, %2 of 8.</source>
        <extracomment>Spider, after a move completed a sequence, speech setting Brief. %1 its suit (&quot;hearts&quot;), %2 how many of the 8 are complete.</extracomment>
        <translation>Sequenza di %1 completata, %2 su 8.</translation>
    </message>
    <message>
        <source>Completed a sequence of %1, king to ace, and it leaves the table: %2 of 8.</source>
        <extracomment>Spider: a King-to-Ace run of %1 (a suit) left the table by itself; %2 how many of the 8 are complete.</extracomment>
        <translation>Completata una sequenza di %1, dal re all&apos;asso, che lascia il tavolo: %2 su 8.</translation>
    </message>
    <message numerus="yes">
        <source>Row dealt, %n left.</source>
        <extracomment>Spider, after a row was dealt (N), speech setting Brief. %n rows left in the stock.</extracomment>
        <translation>
            <numerusform>Fila distribuita, ne resta %n.</numerusform>
            <numerusform>Fila distribuita, ne restano %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1, %2</source>
        <extracomment>Spider, a dealt row: one card with its column. %1 the column&apos;s number, %2 the card (&quot;6 of spades&quot;), or only its rank (&quot;6&quot;) when the whole row is of one suit.</extracomment>
        <translation>colonna %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row of %2, %n row(s) left: %1.</source>
        <extracomment>Spider: a row of one suit was dealt (always so with one suit); %n rows left in the stock, %1 the ten ranks on their own with their columns (&quot;column 1, 6; column 2, king; …&quot;), %2 the suit.</extracomment>
        <translation>
            <numerusform>Hai distribuito una fila di %2, ne resta %n: %1.</numerusform>
            <numerusform>Hai distribuito una fila di %2, ne restano %n: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row, %n row(s) left: %1.</source>
        <extracomment>Spider: a row was dealt; %n rows left in the stock, %1 the ten cards with their columns (&quot;column 1, 6 of spades; column 2, 3 of hearts; …&quot;).</extracomment>
        <translation>
            <numerusform>Hai distribuito una fila, ne resta %n: %1.</numerusform>
            <numerusform>Hai distribuito una fila, ne restano %n: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The row is back in the stock.</source>
        <extracomment>Spider, after undoing a dealt row.</extracomment>
        <translation>La fila è tornata nel mazzo.</translation>
    </message>
    <message>
        <source>The sequence of %1 is back in column %2.</source>
        <extracomment>After an undo: the completed sequence of %1 (a suit) lies in column %2 again.</extracomment>
        <translation>La sequenza di %1 è tornata nella colonna %2.</translation>
    </message>
    <message>
        <source>Move %1 from column %2 to column %3</source>
        <extracomment>An undo step in Spider; %1 a card as printed in its corner (&quot;7♥&quot;), %2 and %3 columns.</extracomment>
        <translation>Sposta %1 dalla colonna %2 alla colonna %3</translation>
    </message>
    <message>
        <source>Deal a Row</source>
        <extracomment>An undo step in Spider: a row dealt from the stock.</extracomment>
        <translation>Distribuisci una fila</translation>
    </message>
    <message>
        <source>moved %1 from column %2 to column %3</source>
        <extracomment>Spider: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, or a run (&quot;10 to 8 of spades&quot;), %2 the column it left, %3 the column it went to.</extracomment>
        <translation>hai spostato %1{art} dalla colonna %2 alla colonna %3</translation>
    </message>
    <message>
        <source>The %1 are back in %2.</source>
        <extracomment>Spider, after an undo of a run&apos;s move: where the run is now. %1 the run, as the move said it (&quot;10 to 8 of spades&quot;: the cards from the 10 down to the 8), %2 the pile (&quot;column 2&quot;).</extracomment>
        <translation>Le carte %1 sono di nuovo %2{in}.</translation>
    </message>
    <message>
        <source>dealt a row</source>
        <extracomment>Spider: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a row dealt from the stock.</extracomment>
        <translation>hai distribuito una fila</translation>
    </message>
    <message>
        <source>deal a row from the stock</source>
        <extracomment>Spider: a move as an instruction, in a hint (H) and in the M list: dealing a row.</extracomment>
        <translation>distribuisci una fila dal mazzo</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left in the stock.</source>
        <extracomment>Spider: %n rows of ten cards in the stock.</extracomment>
        <translation>
            <numerusform>Resta %n fila nel mazzo.</numerusform>
            <numerusform>Restano %n file nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>No sequence is complete yet, 8 to go.</source>
        <extracomment>Spider, T (Say Completed Sequences) before any sequence is complete.</extracomment>
        <translation>Ancora nessuna sequenza completata, ne mancano 8.</translation>
    </message>
    <message>
        <source>%1 of 8 sequences complete: %2.</source>
        <extracomment>Spider: %1 how many of the 8 sequences are complete, %2 their suits in order.</extracomment>
        <translation>Sequenze completate %1 su 8: %2.</translation>
    </message>
    <message>
        <source>any run can go to the empty column %1</source>
        <extracomment>Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to the empty column. %1 its number.</extracomment>
        <translation>qualsiasi scala può andare nella colonna vuota %1</translation>
    </message>
    <message>
        <source>any run can go to the empty columns %1</source>
        <extracomment>Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to an empty column. %1 the empty columns&apos; numbers (&quot;2 and 7&quot;).</extracomment>
        <translation>qualsiasi scala può andare nelle colonne vuote %1</translation>
    </message>
    <message>
        <source>A row can be dealt.</source>
        <extracomment>Spider, end of R (Say Runs That Can Move): the stock may be dealt now.</extracomment>
        <translation>Si può distribuire una fila.</translation>
    </message>
    <message>
        <source>No row can be dealt while a column is empty.</source>
        <extracomment>Spider, end of R (Say Runs That Can Move): rows are left but a column is empty.</extracomment>
        <translation>Non si può distribuire una fila finché una colonna è vuota.</translation>
    </message>
    <message>
        <source>No run can move now. %1</source>
        <extracomment>Spider, R (Say Runs That Can Move) when no run can move. %1 what R says about the stock (&quot;A row can be dealt.&quot;).</extracomment>
        <translation>Ora nessuna scala si può spostare. %1</translation>
    </message>
    <message>
        <source>Can move now: %1. %2</source>
        <extracomment>Spider: %1 the runs that can move (&quot;8 to 5 of hearts from column 3 to column 6 or 9&quot;), %2 about the stock.</extracomment>
        <translation>Si possono spostare ora: %1. %2</translation>
    </message>
    <message>
        <source>%1 from column %2 to column %3</source>
        <extracomment>Spider: %1 a run (&quot;8 to 5 of hearts&quot;), %2 its column, %3 the columns it may go to (&quot;6 or 9&quot;).</extracomment>
        <translation>%1 dalla colonna %2 alla colonna %3</translation>
    </message>
    <message>
        <source>No %1 is face up.</source>
        <extracomment>Spider, Find a Card (Ctrl+F): no card of that name lies face up (it may be face down or in the stock). %1 the card.</extracomment>
        <translation>%1{art} non è a faccia in su in nessuna colonna.</translation>
    </message>
    <message>
        <source>column %1, card %2 of %3</source>
        <extracomment>Spider, Find a Card (Ctrl+F): one place of a face-up card of that name (two decks: there may be two). %1 column, %2 the card&apos;s place from the bottom, %3 cards in the column.</extracomment>
        <translation>colonna %1, carta %2 di %3</translation>
    </message>
    <message>
        <source>%1 of 8 sequences complete.</source>
        <extracomment>Spider, I (Say Game Info): %1 how many of the 8 sequences are complete.</extracomment>
        <translation>Sequenze completate: %1 su 8.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2.</source>
        <extracomment>Spider: %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Spider, %1, partita %2.</translation>
    </message>
    <message>
        <source>No list of winnable deals with %1 yet: this deal is random and may be impossible to win.</source>
        <extracomment>Spider, said after the new deal&apos;s announcement when &quot;Winnable deals only&quot; is on but the number of suits has no list of deals the solver has won yet (a list not made yet). %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Ancora nessun elenco di partite vincibili con %1: questa partita è casuale e potrebbe essere impossibile da vincere.</translation>
    </message>
    <message>
        <source>Random: no winnable list</source>
        <extracomment>Spider&apos;s status bar, beside &quot;Deal 123&quot;, when &quot;Winnable deals only&quot; is on but the number of suits has no list of deals the solver has won yet: the deal is any deal.</extracomment>
        <translation>Casuale: nessun elenco di vincibili</translation>
    </message>
    <message>
        <source>Restarted Spider, %1, deal %2.</source>
        <extracomment>Spider, after a restart (Ctrl+R), naming the deal as the welcome does. %1 the suits in play (&quot;one suit&quot;, &quot;two suits&quot;, &quot;four suits&quot;), %2 the deal number.</extracomment>
        <translation>Spider, %1, partita %2 ricominciata.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus and the last game was restored. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Spider, %1, partita %2. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Spider, %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Spider, %1. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Spider, %1. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus, on a deal without a number. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Spider, %1. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Spider, %1, partita %2. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Spider&lt;/h2&gt;&lt;p&gt;Two decks, 104 cards: with one suit, eight sets of spades; with two, spades and hearts; with four, two full decks (Game menu). 54 cards are dealt into ten columns, only the top card of each face up; the other 50 are the stock, five rows of ten. Build eight sequences from king down to ace in one suit; each leaves the table by itself, and the game is won when all eight have.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Any card can go on a card one rank higher, whatever its suit (a 9 of hearts on a 10 of clubs).&lt;/li&gt;&lt;li&gt;Only a run of one suit moves as one: in 9♠ 8♥ 7♥ you can take the 7, or the 8 and the 7, but not the 9 with them.&lt;/li&gt;&lt;li&gt;An empty column takes any card or same-suit run.&lt;/li&gt;&lt;li&gt;A face-down card that comes to the top turns up by itself.&lt;/li&gt;&lt;li&gt;Dealing a row puts one card on each column; it is not allowed while a column is empty.&lt;/li&gt;&lt;li&gt;Score: 500 to start, 1 point less for each move and each undo, 100 more for each sequence.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Undo takes back any move, a dealt row or a completed sequence included.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in Spider: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Spider&lt;/h2&gt;&lt;p&gt;Due mazzi, 104 carte: con un seme, otto serie di picche; con due, picche e cuori; con quattro, due mazzi completi (menu Partita). 54 carte vengono distribuite in dieci colonne, solo l&apos;ultima di ognuna scoperta; le altre 50 formano il mazzo, cinque file da dieci. Costruisci otto sequenze dal re all&apos;asso di un solo seme; ognuna lascia il tavolo da sola, e la partita è vinta quando lo hanno fatto tutte e otto.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qualsiasi carta può andare su una carta di valore immediatamente superiore, qualunque sia il seme (un 9 di cuori su un 10 di fiori).&lt;/li&gt;&lt;li&gt;Solo una scala di un solo seme si sposta tutta insieme: in 9♠ 8♥ 7♥ puoi prendere il 7, o l&apos;8 e il 7, ma non il 9 con loro.&lt;/li&gt;&lt;li&gt;Una colonna vuota accetta qualsiasi carta o scala dello stesso seme.&lt;/li&gt;&lt;li&gt;Una carta coperta che arriva in cima si scopre da sola.&lt;/li&gt;&lt;li&gt;Distribuire una fila mette una carta su ogni colonna; non è consentito finché una colonna è vuota.&lt;/li&gt;&lt;li&gt;Punteggio: 500 all&apos;inizio, 1 punto in meno per ogni mossa e ogni annullamento, 100 in più per ogni sequenza.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Puoi annullare qualsiasi mossa, anche una fila distribuita o una sequenza completata.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Spider&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the ten columns, the stock and the completed sequences; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;9&lt;/b&gt; and &lt;b&gt;0&lt;/b&gt; go to a column, &lt;b&gt;Home&lt;/b&gt; to column 1, &lt;b&gt;End&lt;/b&gt; to the stock.&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; choose how much of the run to take; only a run of one suit can be taken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down (on the stock: deals a row), &lt;b&gt;Enter&lt;/b&gt; sends a run to the best place, &lt;b&gt;N&lt;/b&gt; deals a row.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: which runs can move now. &lt;b&gt;U&lt;/b&gt;: rows left in the stock. &lt;b&gt;T&lt;/b&gt;: the completed sequences. &lt;b&gt;D&lt;/b&gt;: every column, face-down count and runs. &lt;b&gt;I&lt;/b&gt;: score, time, moves. &lt;b&gt;H&lt;/b&gt;: a hint, the first move of a winning line when the solver has found one.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card with the same-suit run on it onto another column.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it with its run to the best place; &lt;b&gt;click the stock&lt;/b&gt; to deal a row.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Spider: Spider&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Tasti di Spider&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Sinistra&lt;/b&gt; e &lt;b&gt;Destra&lt;/b&gt; passano tra le dieci colonne, il mazzo e le sequenze completate; da &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;9&lt;/b&gt; e &lt;b&gt;0&lt;/b&gt; vanno a una colonna, &lt;b&gt;Home&lt;/b&gt; alla colonna 1, &lt;b&gt;Fine&lt;/b&gt; al mazzo.&lt;/li&gt;&lt;li&gt;In una colonna, &lt;b&gt;Su&lt;/b&gt; e &lt;b&gt;Giù&lt;/b&gt; scelgono quanta parte della scala prendere; si può prendere solo una scala di un solo seme.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spazio&lt;/b&gt; prende e posa (sul mazzo: distribuisce una fila), &lt;b&gt;Invio&lt;/b&gt; manda una scala nel posto migliore, &lt;b&gt;N&lt;/b&gt; distribuisce una fila.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: quali scale si possono spostare ora. &lt;b&gt;U&lt;/b&gt;: file rimaste nel mazzo. &lt;b&gt;T&lt;/b&gt;: le sequenze completate. &lt;b&gt;D&lt;/b&gt;: ogni colonna, carte coperte e scale. &lt;b&gt;I&lt;/b&gt;: punteggio, tempo, mosse. &lt;b&gt;H&lt;/b&gt;: un suggerimento, la prima mossa di una linea vincente quando il risolutore ne ha trovata una.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Con il mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Trascina&lt;/b&gt; una carta con la scala dello stesso seme sopra su un&apos;altra colonna.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fai clic&lt;/b&gt; su una carta per mandarla con la sua scala nel posto migliore; &lt;b&gt;fai clic sul mazzo&lt;/b&gt; per distribuire una fila.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>No moves left: a row cannot be dealt while a column is empty, and too few cards are left to fill every column. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>Spider&apos;s dead end while rows are left in the stock: no card can move, and a row may not be dealt onto an empty column.</extracomment>
        <translation>Nessuna mossa rimasta: non si può distribuire una fila finché una colonna è vuota, e restano troppo poche carte per riempire ogni colonna. Annulla per provare un&apos;altra strada, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the suit changes between the %2 and the %3.</source>
        <extracomment>Spider group rule. %1 the card that was to move; the suit changes between the cards %2 and %3.</extracomment>
        <translation>Non puoi spostare %1{art} con le carte sopra: il seme cambia tra %2{art} e %3{art}.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the %3 does not follow the %2.</source>
        <extracomment>Spider: a run taken that is not in descending order. %1 the card that was to move; %3 does not come one rank below %2.</extracomment>
        <translation>Non puoi spostare %1{art} con le carte sopra: %3{art} non segue %2{art}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: nothing can go on an ace.</source>
        <extracomment>Spider: a card put on an ace. %1 the card that was to move, %2 the ace.</extracomment>
        <translation>Non puoi mettere %1{art} %2{su}: su un asso non va niente.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a %3 can go there.</source>
        <extracomment>Spider target rule: %1 the card that was to move, %2 the card it was put on, %3 the only rank that may go on %2 (&quot;8&quot;, &quot;queen&quot;), any suit.</extracomment>
        <translation>Non puoi mettere %1{art} %2{su}: lì può andare solo %3{un}.</translation>
    </message>
    <message>
        <source>There is no face-up %1 in column %2.</source>
        <extracomment>Spider: a move whose card is not face up in the column it was to come from (e.g. a stale hint or save). %1 the card, %2 the column.</extracomment>
        <translation>Nella colonna %2, %1{art} non è a faccia in su.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: column %1 is empty; fill it first.</source>
        <extracomment>Spider: a row can&apos;t be dealt while a column is empty; %1 its number.</extracomment>
        <translation>Non puoi distribuire una fila: la colonna %1 è vuota; riempila prima.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: columns %1 are empty; fill them first.</source>
        <extracomment>Spider: %1 the empty columns (&quot;4 and 7&quot;).</extracomment>
        <translation>Non puoi distribuire una fila: le colonne %1 sono vuote; riempile prima.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: the stock is empty.</source>
        <extracomment>Spider: N (Deal a Row) when the stock is empty.</extracomment>
        <translation>Non puoi distribuire una fila: il mazzo è vuoto.</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>a rank on its own, as in: ace to 5</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>asso|art:l&apos;asso|da:dall&apos;asso|a:all&apos;asso|un:un asso</translation>
    </message>
    <message>
        <source>2</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>2|art:il 2|da:dal 2|a:al 2|un:un 2</translation>
    </message>
    <message>
        <source>3</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>3|art:il 3|da:dal 3|a:al 3|un:un 3</translation>
    </message>
    <message>
        <source>4</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>4|art:il 4|da:dal 4|a:al 4|un:un 4</translation>
    </message>
    <message>
        <source>5</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>5|art:il 5|da:dal 5|a:al 5|un:un 5</translation>
    </message>
    <message>
        <source>6</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>6|art:il 6|da:dal 6|a:al 6|un:un 6</translation>
    </message>
    <message>
        <source>7</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>7|art:il 7|da:dal 7|a:al 7|un:un 7</translation>
    </message>
    <message>
        <source>8</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>8|art:l&apos;8|da:dall&apos;8|a:all&apos;8|un:un 8</translation>
    </message>
    <message>
        <source>9</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>9|art:il 9|da:dal 9|a:al 9|un:un 9</translation>
    </message>
    <message>
        <source>10</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>10|art:il 10|da:dal 10|a:al 10|un:un 10</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>fante|art:il fante|da:dal fante|a:al fante|un:un fante</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>donna|art:la donna|da:dalla donna|a:alla donna|un:una donna</translation>
    </message>
    <message>
        <source>king</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>re|art:il re|da:dal re|a:al re|un:un re</translation>
    </message>
    <message>
        <source>%1 to %2 of %3</source>
        <extracomment>A same-suit run in Spider, highest first: %1 and %2 ranks on their own, %3 the suit (&quot;8 to 5 of hearts&quot;).</extracomment>
        <translation>%1{da} %2{a} di %3</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down.</source>
        <extracomment>Spider, D (Say Columns): a column with only face-down cards. %1 the column, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Colonna %1: %n coperta.</numerusform>
            <numerusform>Colonna %1: %n coperte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>Joins the runs of a Spider column (D): &quot;9 of spades, then 8 to 5 of hearts&quot;. %1 the runs so far, %2 the next one.</extracomment>
        <translation>%1, poi %2</translation>
    </message>
    <message>
        <source>a king</source>
        <extracomment>TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>un re</translation>
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
        <translation>%1{art}|art:%1{art}|di:%1{di}|a:%1{a}|su:%1{su}|da:%1{da}|in:%1{in}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <extracomment>TriPeaks: a face-down card inside a list of the cards lying on another (&quot;under the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>una carta coperta</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <extracomment>TriPeaks: face-down cards inside a list of the cards lying on another (&quot;under 2 face-down cards&quot;). %n how many.</extracomment>
        <translation>
            <numerusform>%n carta coperta</numerusform>
            <numerusform>%n carte coperte</numerusform>
        </translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>TriPeaks, partita %1. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>TriPeaks. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>TriPeaks. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>TriPeaks. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>TriPeaks. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>TriPeaks, partita %1. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>New TriPeaks deal. Waste: %1. Next: %2.</source>
        <extracomment>TriPeaks, after a new deal of a deal set up by hand. %1 the waste&apos;s card, %2 the ranks that go on it (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>Nuova partita di TriPeaks. Scarti: %1. Ci va %2.</translation>
    </message>
    <message>
        <source>Restarted TriPeaks, deal %1. Waste: %2. Next: %3.</source>
        <extracomment>TriPeaks, after a restart (Ctrl+R). %1 the deal number, %2 the waste&apos;s card, %3 the ranks that go on it.</extracomment>
        <translation>TriPeaks, partita %1 ricominciata. Scarti: %2. Ci va %3.</translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Waste: %2. Next: %3.</source>
        <extracomment>TriPeaks, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the waste&apos;s card, %3 the ranks that go on it.</extracomment>
        <translation>TriPeaks, partita %1. Scarti: %2. Ci va %3.</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, free, fits the waste.</source>
        <extracomment>TriPeaks, the focus on a free card of row 4 (the base) that can go on the waste now. %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).</extracomment>
        <translation>%1, fila %2, carta %3 di %4, libera, va sugli scarti.</translation>
    </message>
    <message>
        <source>%1, peak %2, row %3, card %4 of %5, free, fits the waste.</source>
        <extracomment>TriPeaks, the focus on a free card of a peak that can go on the waste now. %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.</extracomment>
        <translation>%1, picco %2, fila %3, carta %4 di %5, libera, va sugli scarti.</translation>
    </message>
    <message>
        <source>%1, peak %2, row %3, card %4 of %5, free.</source>
        <extracomment>TriPeaks, the focus on a free card of a peak that does not fit the waste now. %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.</extracomment>
        <translation>%1, picco %2, fila %3, carta %4 di %5, libera.</translation>
    </message>
    <message>
        <source>Face-down card, peak %1, row %2, card %3 of %4, under %5.</source>
        <extracomment>TriPeaks, the focus on a face-down card (it is covered). %1 the peak (1–3), %2 the row (1–3), %3 its place from the left, %4 the cards the row had, %5 the cards lying on it, as a list (&quot;the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>Carta coperta, picco %1, fila %2, carta %3 di %4, sotto %5.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Space turns the next one.</source>
        <extracomment>TriPeaks, the focus on the stock. %n the cards left in it.</extracomment>
        <translation>
            <numerusform>Mazzo, %n carta. Spazio gira la successiva.</numerusform>
            <numerusform>Mazzo, %n carte. Spazio gira la successiva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Next: %2.</source>
        <extracomment>TriPeaks, the focus on the waste. %1 its top card, %n the cards on the waste, %2 the ranks that go on it.</extracomment>
        <translation>
            <numerusform>%1, scarti, %n carta. Ci va %2.</numerusform>
            <numerusform>%1, scarti, %n carte. Ci va %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Top of the peaks.</source>
        <extracomment>TriPeaks, Up on the highest row that has cards: the focus stays.</extracomment>
        <translation>Cima dei picchi.</translation>
    </message>
    <message>
        <source>Bottom of the table.</source>
        <extracomment>TriPeaks, Down on the stock or the waste: the focus stays.</extracomment>
        <translation>Fondo del tavolo.</translation>
    </message>
    <message>
        <source>Played %1 on the %2. Streak %3, plus %4.</source>
        <extracomment>TriPeaks, after a card went onto the waste. %1 the card, %2 the card it went on, %3 the streak with it (cards played since the last draw), %4 the points it scored.</extracomment>
        <translation>Hai giocato %1{art} %2{su}. Serie %3, più %4.</translation>
    </message>
    <message>
        <source>Turned up %1.</source>
        <extracomment>TriPeaks, after a play freed cards (they turned face up). %1 the cards, each with its article, as a list (&quot;the jack of clubs and the 4 of hearts&quot;).</extracomment>
        <translation>Ora a faccia in su: %1.</translation>
    </message>
    <message>
        <source>Peak %1 cleared.</source>
        <extracomment>TriPeaks, after a peak&apos;s top card was played. %1 the peak (1–3).</extracomment>
        <translation>Picco %1 liberato.</translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. Streak ended at %2. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw that ended a streak. %1 the card turned, %2 the streak it ended, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Hai girato %1{art}. Serie finita a %2. Resta %n carta nel mazzo.</numerusform>
            <numerusform>Hai girato %1{art}. Serie finita a %2. Restano %n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw. %1 the card turned, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Hai girato %1{art}. Resta %n carta nel mazzo.</numerusform>
            <numerusform>Hai girato %1{art}. Restano %n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>played %1</source>
        <extracomment>TriPeaks: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card played onto the waste.</extracomment>
        <translation>hai giocato %1{art}</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>undo step</comment>
        <extracomment>TriPeaks: an undo step, a card turned from the stock. Shown in the Edit menu (&quot;Undo Draw&quot;).</extracomment>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Play %1</source>
        <comment>undo step</comment>
        <extracomment>TriPeaks: an undo step, a card onto the waste. Shown in the Edit menu (&quot;Undo Play 8 of spades&quot;). %1 the card.</extracomment>
        <translation>Gioca %1</translation>
    </message>
    <message>
        <source>No moves left: no free card fits the waste or any card left in the stock. Undo, or press F2 for a new deal.</source>
        <extracomment>TriPeaks, after a move, when no free card fits the waste nor any card left in the stock.</extracomment>
        <translation>Nessuna mossa rimasta: nessuna carta libera va sugli scarti né su alcuna carta rimasta nel mazzo. Annulla, o premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>That card is face down, under %1.</source>
        <extracomment>TriPeaks, a covered card played. %1 the cards lying on it, as a list (&quot;the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>Quella carta è coperta, sotto %1.</translation>
    </message>
    <message>
        <source>The %1 stays where it is: only free cards of the peaks go on the waste.</source>
        <extracomment>TriPeaks, the waste&apos;s card (or a stock card) played: only the table&apos;s free cards go on the waste. %1 the card.</extracomment>
        <translation>%1{art} resta dov&apos;è: solo le carte libere dei picchi vanno sugli scarti.</translation>
    </message>
    <message>
        <source>The game is over: press F2 for a new deal.</source>
        <extracomment>TriPeaks, a move after the win.</extracomment>
        <translation>La partita è finita: premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>Cards go only onto the waste: the %1 can&apos;t go on row %2.</source>
        <extracomment>TriPeaks, a card put down on a row of the peaks. %1 the card, %2 the row.</extracomment>
        <translation>Le carte vanno solo sugli scarti: %1{art} non può andare sulla fila %2.</translation>
    </message>
    <message>
        <source>Cards go only onto the waste: the %1 can&apos;t go on the stock.</source>
        <extracomment>TriPeaks, a card put down on the stock. %1 the card.</extracomment>
        <translation>Le carte vanno solo sugli scarti: %1{art} non può andare sul mazzo.</translation>
    </message>
    <message>
        <source>The waste&apos;s card stays: play free cards onto it.</source>
        <extracomment>TriPeaks, Space on the waste: its card does not move.</extracomment>
        <translation>La carta degli scarti resta lì: giocaci sopra le carte libere.</translation>
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
            <numerusform>Vanno sugli scarti: %1. Oppure pesca, resta %n carta nel mazzo.</numerusform>
            <numerusform>Vanno sugli scarti: %1. Oppure pesca, restano %n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>play the %1 from row %2 onto the %3</source>
        <extracomment>TriPeaks, H: a play as an instruction (lower case). %1 the card, %2 its row, %3 the waste&apos;s card.</extracomment>
        <translation>gioca %1{art} dalla fila %2 %3{su}</translation>
    </message>
    <message numerus="yes">
        <source>draw from the stock (%n card(s) left)</source>
        <extracomment>TriPeaks, H: the draw as an instruction (lower case). %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>pesca dal mazzo (resta %n carta)</numerusform>
            <numerusform>pesca dal mazzo (restano %n carte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, streak %2; the next card earns %3. Cards left: %4 on the peaks, %5 in the stock. %n peak(s) cleared.</source>
        <extracomment>TriPeaks, I: the score and what the next card earns. %1 the score, %2 the streak (cards played since the last draw), %3 the points the next card of the streak would earn, %4 the cards left on the peaks, %5 the cards left in the stock, %n the peaks cleared.</extracomment>
        <translation>
            <numerusform>Punteggio %1, serie %2; la prossima carta vale %3. Carte rimaste: %4 sui picchi, %5 nel mazzo. %n picco liberato.</numerusform>
            <numerusform>Punteggio %1, serie %2; la prossima carta vale %3. Carte rimaste: %4 sui picchi, %5 nel mazzo. %n picchi liberati.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: %1, next %2. The stock is empty.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card and what goes on it; the stock is empty. %1 the card, %2 the ranks.</extracomment>
        <translation>Scarti: %1, ci va %2. Il mazzo è vuoto.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1, next %2. %n card(s) in the stock.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card, what goes on it, the stock. %1 the card, %2 the ranks (&quot;a 7 or a 9&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Scarti: %1, ci va %2. %n carta nel mazzo.</numerusform>
            <numerusform>Scarti: %1, ci va %2. %n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1: cleared.</source>
        <extracomment>TriPeaks, D: a row whose cards were all played. %1 the row (1–4).</extracomment>
        <translation>Fila %1: liberata.</translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down.</source>
        <extracomment>TriPeaks, D: a row of face-down cards only. %1 the row, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Fila %1: %n coperta.</numerusform>
            <numerusform>Fila %1: %n coperte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1: free %2.</source>
        <extracomment>TriPeaks, D: a row whose cards left are all free. %1 the row, %2 the cards, as a list.</extracomment>
        <translation>Fila %1, libere: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down; free %2.</source>
        <extracomment>TriPeaks, D: a row. %1 the row, %n its face-down cards, %2 its free cards, as a list.</extracomment>
        <translation>
            <numerusform>Fila %1: %n coperta; libere: %2.</numerusform>
            <numerusform>Fila %1: %n coperte; libere: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in row %2, card %3, free.</source>
        <extracomment>TriPeaks, Ctrl+F: a free card. %1 the card, %2 its row, %3 its place from the left.</extracomment>
        <translation>%1{art} è nella fila %2, carta %3, libera.</translation>
    </message>
    <message>
        <source>The %1 is the waste&apos;s card.</source>
        <extracomment>TriPeaks, Ctrl+F: the card is the waste&apos;s top card. %1 the card.</extracomment>
        <translation>%1{art} è la carta degli scarti.</translation>
    </message>
    <message>
        <source>The %1 is on the waste, under other cards.</source>
        <extracomment>TriPeaks, Ctrl+F: the card was played, it lies on the waste under others. %1 the card.</extracomment>
        <translation>%1{art} è negli scarti, sotto altre carte.</translation>
    </message>
    <message>
        <source>The %1 is out of sight: face down or in the stock.</source>
        <extracomment>TriPeaks, Ctrl+F: the card is face down on the peaks or in the stock (which is not said). %1 the card.</extracomment>
        <translation>%1{art} non è visibile: è a faccia in giù o nel mazzo.</translation>
    </message>
    <message>
        <source>Left and Right go through the cards, Up and Down between the rows of the peaks, 1 to 4 go to a row, 5 to the stock, 6 to the waste. Enter plays a card; Space picks it up, to play it with Enter from anywhere, and Escape puts it back. N draws. F1 lists the keys.</source>
        <extracomment>TriPeaks: Tab on the card table (the only stop): how to move.</extracomment>
        <translation>Sinistra e Destra scorrono le carte, Su e Giù passano tra le file dei picchi, da 1 a 4 vanno a una fila, 5 al mazzo, 6 agli scarti. Invio gioca una carta; Spazio la prende, per giocarla con Invio da qualunque punto, ed Esc la rimette a posto. N pesca. F1 elenca i tasti.</translation>
    </message>
    <message>
        <source>TriPeaks solitaire. Up and Down move between the rows of the peaks, Left and Right along them, Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>TriPeaks: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario TriPeaks. Su e Giù passano tra le file dei picchi, Sinistra e Destra le scorrono, Invio gioca una carta sugli scarti, N pesca, H dà un suggerimento, F1 elenca tutti i tasti.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TriPeaks&lt;/h2&gt;&lt;p&gt;28 cards lie in four rows forming three peaks: row 1 holds the three peak tops, row 2 six cards, row 3 nine, row 4 ten. Each card lies on two cards of the row under it. A card is free when no card lies on it; free cards are face up. The other 24 cards are the stock; the deal turns its first card onto the waste. Clear the peaks: the game is won when all 28 cards are on the waste.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A free card goes onto the waste if it is one rank above or below the waste&apos;s card, whatever the suit: on a 7 a 6 or an 8. The king and the ace are next to each other.&lt;/li&gt;&lt;li&gt;A covered card turns face up by itself once both cards on it are gone.&lt;/li&gt;&lt;li&gt;Draw: the stock&apos;s next card goes onto the waste, at any time. The stock is gone through once.&lt;/li&gt;&lt;li&gt;Score: each card played earns 100, 300, 500 … more for each card of the streak (the cards played since the last draw); clearing a peak earns 500, then 1,000, then 5,000.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in TriPeaks: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;TriPeaks&lt;/h2&gt;&lt;p&gt;28 carte sono disposte in quattro file che formano tre picchi: la fila 1 contiene le tre cime, la fila 2 sei carte, la fila 3 nove, la fila 4 dieci. Ogni carta poggia su due carte della fila sotto. Una carta è libera quando nessuna carta la copre; le carte libere sono scoperte. Le altre 24 carte formano il mazzo; all&apos;inizio la sua prima carta viene girata sugli scarti. Svuota i picchi: la partita è vinta quando tutte le 28 carte sono sugli scarti.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Una carta libera va sugli scarti se è di un valore sopra o sotto la carta degli scarti, qualunque sia il seme: su un 7 va un 6 o un 8. Il re e l&apos;asso sono consecutivi.&lt;/li&gt;&lt;li&gt;Una carta coperta si scopre da sola quando le due carte sopra di essa sono andate via.&lt;/li&gt;&lt;li&gt;Pesca: la carta successiva del mazzo va sugli scarti, in qualsiasi momento. Il mazzo si percorre una sola volta.&lt;/li&gt;&lt;li&gt;Punteggio: ogni carta giocata vale 100, 300, 500 … in più per ogni carta della serie (le carte giocate dall&apos;ultima pescata); liberare un picco vale 500, poi 1.000, poi 5.000.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of TriPeaks&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go between the rows of the peaks to the nearest card; &lt;b&gt;Down&lt;/b&gt; from row 4 reaches the stock and the waste. &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through every card in reading order, then the stock and the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1&lt;/b&gt; to &lt;b&gt;4&lt;/b&gt; go to a row, on its best card to play (a row with no free card yet: the first row down that has one); &lt;b&gt;5&lt;/b&gt; the stock, &lt;b&gt;6&lt;/b&gt; and &lt;b&gt;P&lt;/b&gt; the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the card you are on onto the waste; &lt;b&gt;Space&lt;/b&gt; picks it up and, on the waste, puts it down. &lt;b&gt;N&lt;/b&gt; draws from the stock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; says which free cards fit the waste, &lt;b&gt;H&lt;/b&gt; the best move, &lt;b&gt;D&lt;/b&gt; reads the rows, &lt;b&gt;U&lt;/b&gt; the waste and the stock, &lt;b&gt;I&lt;/b&gt; the score, the streak and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a free card to play it onto the waste, or &lt;b&gt;drag&lt;/b&gt; it there. &lt;b&gt;Click&lt;/b&gt; the stock to draw.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in TriPeaks: its keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Tasti di TriPeaks&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Su&lt;/b&gt; e &lt;b&gt;Giù&lt;/b&gt; passano tra le file dei picchi alla carta più vicina; &lt;b&gt;Giù&lt;/b&gt; dalla fila 4 raggiunge il mazzo e gli scarti. &lt;b&gt;Sinistra&lt;/b&gt; e &lt;b&gt;Destra&lt;/b&gt; scorrono tutte le carte in ordine di lettura, poi il mazzo e gli scarti.&lt;/li&gt;&lt;li&gt;Da &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;4&lt;/b&gt; vanno a una fila, sulla sua carta migliore da giocare (una fila senza ancora carte libere: la prima fila sotto che ne ha una); &lt;b&gt;5&lt;/b&gt; al mazzo, &lt;b&gt;6&lt;/b&gt; e &lt;b&gt;P&lt;/b&gt; agli scarti.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Invio&lt;/b&gt; gioca sugli scarti la carta su cui sei; &lt;b&gt;Spazio&lt;/b&gt; la prende e, sugli scarti, la posa. &lt;b&gt;N&lt;/b&gt; pesca dal mazzo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; dice quali carte libere vanno sugli scarti, &lt;b&gt;H&lt;/b&gt; la mossa migliore, &lt;b&gt;D&lt;/b&gt; legge le file, &lt;b&gt;U&lt;/b&gt; gli scarti e il mazzo, &lt;b&gt;I&lt;/b&gt; il punteggio, la serie e se la partita si può ancora vincere.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Con il mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Fai clic&lt;/b&gt; su una carta libera per giocarla sugli scarti, o &lt;b&gt;trascinala&lt;/b&gt; lì. &lt;b&gt;Fai clic&lt;/b&gt; sul mazzo per pescare.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Yukon</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Yukón.</extracomment>
        <translation>Yukon</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Yukon, partita %1. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Yukon. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Yukon. La tua partita è come l&apos;avevi lasciata. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Yukon. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Yukon. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Yukon, partita %1. Premi F1 per l&apos;elenco dei tasti.</translation>
    </message>
    <message>
        <source>New Yukon deal.</source>
        <extracomment>Yukon, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nuova partita di Yukon.</translation>
    </message>
    <message>
        <source>Restarted Yukon, deal %1.</source>
        <extracomment>Yukon, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Yukon, partita %1 ricominciata.</translation>
    </message>
    <message>
        <source>Yukon, deal %1.</source>
        <extracomment>Yukon, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Yukon, partita %1.</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Any face-up card moves with the cards on it.</source>
        <extracomment>Yukon, after a new deal (F2, Ctrl+G). %1 the deal number.</extracomment>
        <translation>Yukon, partita %1. Qualsiasi carta scoperta si sposta con le carte sopra.</translation>
    </message>
    <message numerus="yes">
        <source>Moves with %n card(s): %1.</source>
        <extracomment>Yukon, after the focus on a face-up card that has cards on it (they move with it). %n how many cards lie on it, %1 those cards from the nearest to the top, as a list; cards that already alternate downwards are said as one stretch by their ends (&quot;jack of clubs down to 6 of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Si sposta con %n carta: %1.</numerusform>
            <numerusform>Si sposta con %n carte: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s) on it.</source>
        <extracomment>Yukon, after Space picked up a card with cards on it. %1 the card picked up, %n the cards lying on it (they come along).</extracomment>
        <translation>
            <numerusform>Hai in mano %1{art} e %n carta sopra.</numerusform>
            <numerusform>Hai in mano %1{art} e %n carte sopra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to column %2, on %3.</source>
        <extracomment>Yukon, after a card moved with the cards on it onto a column. %1 the card moved, %n the cards that came with it, %2 the column number, %3 the card it now lies on.</extracomment>
        <translation>
            <numerusform>Hai spostato %1{art} e %n carta nella colonna %2, %3{su}.</numerusform>
            <numerusform>Hai spostato %1{art} e %n carte nella colonna %2, %3{su}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to empty column %2.</source>
        <extracomment>Yukon, after a king moved with the cards on it to an empty column. %1 the king, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>Hai spostato %1{art} e %n carta nella colonna vuota %2.</numerusform>
            <numerusform>Hai spostato %1{art} e %n carte nella colonna vuota %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moved %1 and %n card(s) to column %2</source>
        <extracomment>Yukon, inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a card moved with the cards on it, as the move was said (&quot;Moved %1 and %n card(s) to column %2, …&quot;). %1 the card, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>hai spostato %1{art} e %n carta nella colonna %2</numerusform>
            <numerusform>hai spostato %1{art} e %n carte nella colonna %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 onto the %3 in column %4</source>
        <extracomment>Yukon, a move of a card with the cards on it as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 the card, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the card it goes on, %4 that card&apos;s column. A card alone is said as in Klondike (&quot;move the %1 from %2 onto the %3 in column %4&quot;).</extracomment>
        <translation>
            <numerusform>sposta %1{art} con la carta sopra %2{da} %3{su} nella colonna %4</numerusform>
            <numerusform>sposta %1{art} con le %n carte sopra %2{da} %3{su} nella colonna %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 to empty column %3</source>
        <extracomment>Yukon, a move of a king with the cards on it to an empty column as an instruction, in a hint (H) and in the M list. %1 the king, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the column.</extracomment>
        <translation>
            <numerusform>sposta %1{art} con la carta sopra %2{da} nella colonna vuota %3</numerusform>
            <numerusform>sposta %1{art} con le %n carte sopra %2{da} nella colonna vuota %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 reveals the %2, plus %3.</source>
        <extracomment>Yukon, after a move turned a face-down card up (it scores). %1 the column, %2 the card now face up, %3 the points the whole move gained: 5 for the card turned up, 15 when the move also put a card on its foundation.</extracomment>
        <translation>Nella colonna %1 si scopre %2{art}, più %3.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down; %2.</source>
        <extracomment>Yukon, D (Say Columns), one column. %1 the column, %n its face-down cards, %2 its face-up cards from the deepest, stretches that already alternate downwards read as one, separated by semicolons (&quot;9 of clubs down to 8 of hearts; queen of spades&quot;).</extracomment>
        <translation>
            <numerusform>Colonna %1: %n coperta; %2.</numerusform>
            <numerusform>Colonna %1: %n coperte; %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <comment>Yukon</comment>
        <extracomment>Yukon, D (Say Columns), a column with no face-down card. %1 the column, %2 its stretches (as above).</extracomment>
        <translation>Colonna %1: %2.</translation>
    </message>
    <message>
        <source>%1 down to %2</source>
        <extracomment>Yukon, D (Say Columns): face-up cards that already alternate downwards, said by their ends. %1 the deepest card, %2 the card on top of them.</extracomment>
        <translation>%1{da} %2{a}</translation>
    </message>
    <message>
        <source>The %1 fits on the %2 in column %3.</source>
        <extracomment>Yukon, M (Say Moves) on a face-up card: one place it can go. %1 the card, %2 the card it fits on, %3 its column.</extracomment>
        <translation>%1{art} va %2{su} nella colonna %3.</translation>
    </message>
    <message>
        <source>The %1 can go to empty column %2.</source>
        <extracomment>Yukon, M (Say Moves) on a king: an empty column it can go to. %1 the king, %2 the column number.</extracomment>
        <translation>%1{art} può andare nella colonna vuota %2.</translation>
    </message>
    <message>
        <source>The %1 can go to its foundation.</source>
        <extracomment>Yukon, M (Say Moves) on a column&apos;s top card that can go to its foundation. %1 the card.</extracomment>
        <translation>%1{art} può andare alla sua fondazione.</translation>
    </message>
    <message>
        <source>%1: column %2, on the %3, under the %4.</source>
        <extracomment>Yukon, Ctrl+F (Find a Card). %1 the card, %2 its column, %3 the card it lies on, %4 the card lying on it.</extracomment>
        <translation>%1: colonna %2, %3{su}, sotto %4{art}.</translation>
    </message>
    <message>
        <source>%1: column %2, on the %3, at the top.</source>
        <extracomment>Yukon, Ctrl+F: a column&apos;s top card. %1 the card, %2 its column, %3 the card it lies on.</extracomment>
        <translation>%1: colonna %2, %3{su}, in cima.</translation>
    </message>
    <message>
        <source>%1: column %2, at the bottom, under the %3.</source>
        <extracomment>Yukon, Ctrl+F: a card at the bottom of its column. %1 the card, %2 its column, %3 the card lying on it.</extracomment>
        <translation>%1: colonna %2, in fondo, sotto %3{art}.</translation>
    </message>
    <message>
        <source>%1: column %2, alone.</source>
        <extracomment>Yukon, Ctrl+F: a card alone in its column. %1 the card, %2 its column.</extracomment>
        <translation>%1: colonna %2, unica carta.</translation>
    </message>
    <message>
        <source>Nothing above %1.</source>
        <extracomment>Yukon: Up on the first foundation (the foundations stand in a column at the right): the focus stays. %1 = &quot;the clubs foundation&quot; (a pile&apos;s name inside a sentence).</extracomment>
        <translation>Niente sopra %1{art}.</translation>
    </message>
    <message>
        <source>Nothing below %1.</source>
        <extracomment>Yukon: Down on the last foundation (the foundations stand in a column at the right): the focus stays. %1 = &quot;the hearts foundation&quot; (a pile&apos;s name inside a sentence).</extracomment>
        <translation>Niente sotto %1{art}.</translation>
    </message>
    <message>
        <source>Left and Right move between the columns and the foundations, 1 to 7 go to a column, Up and Down along a column&apos;s face-up cards and along the foundations. F1 lists the keys.</source>
        <extracomment>Yukon: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Sinistra e Destra passano tra le colonne e le fondazioni, da 1 a 7 vanno a una colonna, Su e Giù scorrono le carte scoperte di una colonna e le fondazioni. F1 elenca i tasti.</translation>
    </message>
    <message>
        <source>Yukon solitaire. Left and Right move between piles, Up and Down along a column or the foundations, Space picks up a card with the cards on it and puts it down, Enter plays a card, H gives a hint, F1 lists every key.</source>
        <extracomment>Yukon: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Solitario Yukon. Sinistra e Destra passano da una pila all&apos;altra, Su e Giù scorrono una colonna o le fondazioni, Spazio prende una carta con le carte sopra e la posa, Invio gioca una carta, H dà un suggerimento, F1 elenca tutti i tasti.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Yukon&lt;/h2&gt;&lt;p&gt;All 52 cards are dealt into seven columns: column 1 holds one card; columns 2 to 7 hold 1 to 6 face-down cards under five face-up cards. There is no stock. Build the four foundations up by suit, from the ace to the king; the game is won when all 52 cards are on them.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Any face-up card moves, with every card lying on it, whatever their order.&lt;/li&gt;&lt;li&gt;It goes on a column&apos;s top card one rank higher and of the other colour: a black 8 on a red 9.&lt;/li&gt;&lt;li&gt;Only a king, with the cards on it, goes into an empty column.&lt;/li&gt;&lt;li&gt;Only a column&apos;s top card goes to a foundation, one card at a time, and cards on the foundations stay there.&lt;/li&gt;&lt;li&gt;A face-down card at the top of a column turns face up by itself.&lt;/li&gt;&lt;li&gt;Score: 10 points per card on a foundation, 5 per card turned up.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Yukon: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Yukon&lt;/h2&gt;&lt;p&gt;Tutte le 52 carte vengono distribuite in sette colonne: la colonna 1 ha una carta; le colonne da 2 a 7 hanno da 1 a 6 carte coperte sotto cinque carte scoperte. Non c&apos;è il mazzo. Costruisci le quattro fondazioni per seme, dall&apos;asso al re; la partita è vinta quando tutte le 52 carte sono sulle fondazioni.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qualsiasi carta scoperta si sposta, con tutte le carte che ha sopra, in qualunque ordine siano.&lt;/li&gt;&lt;li&gt;Va sulla carta in cima a una colonna di valore immediatamente superiore e di colore diverso: un 8 nero su un 9 rosso.&lt;/li&gt;&lt;li&gt;In una colonna vuota va solo un re, con le carte che ha sopra.&lt;/li&gt;&lt;li&gt;Solo la carta in cima a una colonna va su una fondazione, una carta alla volta, e le carte sulle fondazioni restano lì.&lt;/li&gt;&lt;li&gt;Una carta coperta in cima a una colonna si scopre da sola.&lt;/li&gt;&lt;li&gt;Punteggio: 10 punti per ogni carta su una fondazione, 5 per ogni carta scoperta.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Yukon&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the seven columns, then, from column 7, to the four foundations, which stand one under the other at the right; there &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go along them. &lt;b&gt;Home&lt;/b&gt; goes to column 1, &lt;b&gt;End&lt;/b&gt; to the last foundation, &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; to a column.&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go over its face-up cards: the card you are on moves with every card lying on it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down, &lt;b&gt;Enter&lt;/b&gt; sends a card to the best place, &lt;b&gt;F&lt;/b&gt; to its foundation, &lt;b&gt;A&lt;/b&gt; sends every safe card up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; reads the columns, &lt;b&gt;T&lt;/b&gt; the foundations, &lt;b&gt;M&lt;/b&gt; where the card you are on can go, &lt;b&gt;I&lt;/b&gt; the score, moves, time and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; any face-up card onto another pile: the cards on it come along.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to the best place, &lt;b&gt;double-click&lt;/b&gt; to send it to its foundation.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Yukon: Yukon&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Tasti di Yukon&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Sinistra&lt;/b&gt; e &lt;b&gt;Destra&lt;/b&gt; passano tra le sette colonne e poi, dalla colonna 7, alle quattro fondazioni, una sotto l&apos;altra a destra; lì &lt;b&gt;Su&lt;/b&gt; e &lt;b&gt;Giù&lt;/b&gt; le scorrono. &lt;b&gt;Home&lt;/b&gt; va alla colonna 1, &lt;b&gt;Fine&lt;/b&gt; all&apos;ultima fondazione, da &lt;b&gt;1&lt;/b&gt; a &lt;b&gt;7&lt;/b&gt; a una colonna.&lt;/li&gt;&lt;li&gt;In una colonna, &lt;b&gt;Su&lt;/b&gt; e &lt;b&gt;Giù&lt;/b&gt; scorrono le sue carte scoperte: la carta su cui sei si sposta con tutte le carte che ha sopra.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spazio&lt;/b&gt; prende e posa, &lt;b&gt;Invio&lt;/b&gt; manda una carta nel posto migliore, &lt;b&gt;F&lt;/b&gt; alla sua fondazione, &lt;b&gt;A&lt;/b&gt; manda su tutte le carte sicure.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; legge le colonne, &lt;b&gt;T&lt;/b&gt; le fondazioni, &lt;b&gt;M&lt;/b&gt; dove può andare la carta su cui sei, &lt;b&gt;I&lt;/b&gt; il punteggio, le mosse, il tempo e se la partita si può ancora vincere.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Con il mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Trascina&lt;/b&gt; qualsiasi carta scoperta su un&apos;altra pila: le carte sopra vanno con lei.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fai clic&lt;/b&gt; su una carta per mandarla nel posto migliore, &lt;b&gt;doppio clic&lt;/b&gt; per mandarla alla sua fondazione.&lt;/li&gt;&lt;/ul&gt;</translation>
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
