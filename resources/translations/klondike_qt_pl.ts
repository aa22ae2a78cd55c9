<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Deal</source>
        <extracomment>Menu item in the Game menu and a toolbar button (key F2 or Ctrl+N); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Nowe rozdanie</translation>
    </message>
    <message>
        <source>Deal a new game.</source>
        <extracomment>What the Game menu command &quot;New Deal&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Rozpoczyna nowe rozdanie.</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <extracomment>Menu item in the Game menu and a toolbar button (key Ctrl+R); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Zacznij rozdanie od nowa</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning.</source>
        <extracomment>What the Game menu command &quot;Restart Deal&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Zaczyna to rozdanie od początku.</translation>
    </message>
    <message>
        <source>Choose Deal &amp;Number…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+G); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Wybierz nu&amp;mer rozdania…</translation>
    </message>
    <message>
        <source>Play a deal by its number.</source>
        <extracomment>What the Game menu command &quot;Choose Deal Number…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Rozpoczyna rozdanie o podanym numerze.</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+Shift+S); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>S&amp;tatystyki…</translation>
    </message>
    <message>
        <source>Show games played, won, streaks and records.</source>
        <extracomment>What the Game menu command &quot;Statistics…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Pokazuje rozegrane i wygrane gry, serie i rekordy.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>Menu item in the Game menu (key Ctrl+ or ); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>Change the rules, the cards, sound and speech, and the keys.</source>
        <extracomment>What the Game menu command &quot;Settings…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Zmienia zasady, karty, dźwięk i mowę oraz klawisze.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>Menu item in the Game menu (key Ctrl+Q); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Wyjdź</translation>
    </message>
    <message>
        <source>Save the game and quit.</source>
        <extracomment>What the Game menu command &quot;Quit&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Zapisuje grę i kończy program.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Menu item in the Edit menu and a toolbar button (key Ctrl+Z); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Take back the last action.</source>
        <extracomment>What the Edit menu command &quot;Undo&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Cofa ostatni ruch.</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Menu item in the Edit menu and a toolbar button (key Ctrl+Y or Ctrl+Shift+Z); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Do again what was undone.</source>
        <extracomment>What the Edit menu command &quot;Redo&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Wykonuje ponownie to, co zostało cofnięte.</translation>
    </message>
    <message>
        <source>Previous Pile</source>
        <extracomment>Menu item in the Play menu (key Left); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Poprzedni stos</translation>
    </message>
    <message>
        <source>Move the focus to the previous pile.</source>
        <extracomment>What the Play menu command &quot;Previous Pile&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przenosi fokus na poprzedni stos.</translation>
    </message>
    <message>
        <source>Next Pile</source>
        <extracomment>Menu item in the Play menu (key Right); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Następny stos</translation>
    </message>
    <message>
        <source>Move the focus to the next pile.</source>
        <extracomment>What the Play menu command &quot;Next Pile&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przenosi fokus na następny stos.</translation>
    </message>
    <message>
        <source>Card Above</source>
        <extracomment>Menu item in the Play menu (key Up); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Karta wyżej</translation>
    </message>
    <message>
        <source>In a column, take more of the run; from the first face-up card, go to the pile above.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up).</extracomment>
        <translation>W kolumnie obejmuje więcej kart ciągu; z pierwszej odkrytej karty przechodzi do stosu powyżej.</translation>
    </message>
    <message>
        <source>Card Below</source>
        <extracomment>Menu item in the Play menu (key Down); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Karta niżej</translation>
    </message>
    <message>
        <source>In a column, take less of the run; from the top row, go to the column beneath.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>W kolumnie obejmuje mniej kart ciągu; z górnego rzędu przechodzi do kolumny poniżej.</translation>
    </message>
    <message>
        <source>First Pile</source>
        <extracomment>Menu item in the Play menu (key Home); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Pierwszy stos</translation>
    </message>
    <message>
        <source>Move the focus to the stock.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).
----------
Klondike&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Spider&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Przenosi fokus na talię.</translation>
    </message>
    <message>
        <source>Last Pile</source>
        <extracomment>Menu item in the Play menu (key End); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Ostatni stos</translation>
    </message>
    <message>
        <source>Move the focus to column 7.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Przenosi fokus na kolumnę 7.</translation>
    </message>
    <message>
        <source>Move the focus to this column.</source>
        <extracomment>What the Play menu commands &quot;Column 1&quot; … &quot;Column 10&quot; do (keys 1 … 9, 0): their status-bar tip and their line in the F1 key list.</extracomment>
        <translation>Przenosi fokus na tę kolumnę.</translation>
    </message>
    <message>
        <source>Column 1</source>
        <extracomment>Menu item in the Play menu (key 1); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Kolumna 1</translation>
    </message>
    <message>
        <source>Column 2</source>
        <extracomment>Menu item in the Play menu (key 2); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Kolumna 2</translation>
    </message>
    <message>
        <source>Column 3</source>
        <extracomment>Menu item in the Play menu (key 3); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Kolumna 3</translation>
    </message>
    <message>
        <source>Column 4</source>
        <extracomment>Menu item in the Play menu (key 4); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Kolumna 4</translation>
    </message>
    <message>
        <source>Column 5</source>
        <extracomment>Menu item in the Play menu (key 5); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Kolumna 5</translation>
    </message>
    <message>
        <source>Column 6</source>
        <extracomment>Menu item in the Play menu (key 6); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Kolumna 6</translation>
    </message>
    <message>
        <source>Column 7</source>
        <extracomment>Menu item in the Play menu (key 7); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Kolumna 7</translation>
    </message>
    <message>
        <source>Column 8</source>
        <extracomment>Menu item in the Play menu (key 8); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Kolumna 8</translation>
    </message>
    <message>
        <source>Column 9</source>
        <extracomment>Menu item in the Play menu (key 9); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Kolumna 9</translation>
    </message>
    <message>
        <source>Column 10</source>
        <extracomment>Menu item in the Play menu (key 0); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Kolumna 10</translation>
    </message>
    <message>
        <source>Go to the Free Cells</source>
        <extracomment>Menu item in the Play menu (key C); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Przejdź do wolnych komórek</translation>
    </message>
    <message>
        <source>Move the focus to the first free cell; press again for the next one.</source>
        <extracomment>What the Play menu command &quot;Go to the Free Cells&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przenosi fokus na pierwszą wolną komórkę; kolejne naciśnięcie przechodzi do następnej.</translation>
    </message>
    <message>
        <source>Go to the Waste</source>
        <extracomment>Menu item in the Play menu (key P); also its row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Column 6&quot; (key 6), as P: a Play menu item, a row in the F1 key list.</extracomment>
        <translation>Przejdź do stosu odrzuconych</translation>
    </message>
    <message>
        <source>Move the focus to the playable waste card.</source>
        <extracomment>What the Play menu command &quot;Go to the Waste&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przenosi fokus na kartę stosu odrzuconych, którą można zagrać.</translation>
    </message>
    <message>
        <source>Pick Up / Put Down</source>
        <extracomment>Menu item in the Play menu (key Space); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Podnieś / połóż</translation>
    </message>
    <message>
        <source>Pick up the focused card with the cards on it, or put the held cards on the focused pile. On the stock: turn cards.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Podnosi wskazaną kartę razem z kartami na niej albo kładzie trzymane karty na wskazany stos. Na talii: odkrywa karty.</translation>
    </message>
    <message>
        <source>Move the focus up.</source>
        <extracomment>What the Play menu command &quot;Card Above&quot; does, in a game that gives no words of its own (each game says where Up goes on its table, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przenosi fokus w górę.</translation>
    </message>
    <message>
        <source>Move the focus down.</source>
        <extracomment>What the Play menu command &quot;Card Below&quot; does, in a game that gives no words of its own (each game says where Down goes on its table, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przenosi fokus w dół.</translation>
    </message>
    <message>
        <source>Move the focus to the first pile.</source>
        <extracomment>What the Play menu command &quot;First Pile&quot; does, in a game that gives no words of its own (each game names its first pile, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przenosi fokus na pierwszy stos.</translation>
    </message>
    <message>
        <source>Move the focus to the last pile.</source>
        <extracomment>What the Play menu command &quot;Last Pile&quot; does, in a game that gives no words of its own (each game names its last pile, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przenosi fokus na ostatni stos.</translation>
    </message>
    <message>
        <source>Play Card</source>
        <extracomment>Menu item in the Play menu (key Return or Enter); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Zagraj kartę</translation>
    </message>
    <message>
        <source>Send the focused card, or what you hold, to the best legal place.</source>
        <extracomment>What the Play menu command &quot;Play Card&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Wysyła wskazaną kartę lub trzymane karty na najlepsze dozwolone miejsce.</translation>
    </message>
    <message>
        <source>Turn Cards</source>
        <extracomment>Menu item in the Play menu and a toolbar button (key N); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Odkryj karty</translation>
    </message>
    <message>
        <source>Turn cards from the stock, or turn the waste over when the stock is empty.</source>
        <extracomment>What the Play menu command &quot;Turn Cards&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Odkrywa karty z talii albo odwraca stos odrzuconych, gdy talia jest pusta.</translation>
    </message>
    <message>
        <source>To Foundation</source>
        <extracomment>Menu item in the Play menu (key F); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Na stos końcowy</translation>
    </message>
    <message>
        <source>Send the focused card to its foundation.</source>
        <extracomment>What the Play menu command &quot;To Foundation&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Wysyła wskazaną kartę na jej stos końcowy.</translation>
    </message>
    <message>
        <source>To Free Cell</source>
        <extracomment>Menu item in the Play menu (key X); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Do wolnej komórki</translation>
    </message>
    <message>
        <source>Put the focused card, or the one you hold, in a free cell.</source>
        <extracomment>What the Play menu command &quot;To Free Cell&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przenosi wskazaną lub trzymaną kartę do wolnej komórki.</translation>
    </message>
    <message>
        <source>Move Safe Cards Up</source>
        <extracomment>Menu item in the Play menu (key A); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Przenieś bezpieczne karty</translation>
    </message>
    <message>
        <source>Move every card that can safely go to the foundations.</source>
        <extracomment>What the Play menu command &quot;Move Safe Cards Up&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przenosi na stosy końcowe wszystkie karty, które mogą tam bezpiecznie trafić.</translation>
    </message>
    <message>
        <source>Auto-Move Safe Cards</source>
        <extracomment>Menu item in the Play menu (no key by default); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Automatycznie przenoś bezpieczne karty</translation>
    </message>
    <message>
        <source>After each move, send every card no other card can need to its foundation (on by default).</source>
        <extracomment>What the Play menu command &quot;Auto-Move Safe Cards&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Po każdym ruchu wysyła na stos końcowy każdą kartę, której żadna inna karta nie może już potrzebować (domyślnie włączone).</translation>
    </message>
    <message>
        <source>Put Back</source>
        <extracomment>Menu item in the Play menu (key Escape); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Odłóż z powrotem</translation>
    </message>
    <message>
        <source>Put back the held cards.</source>
        <extracomment>What the Play menu command &quot;Put Back&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Odkłada trzymane karty z powrotem.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>Menu item in the Play menu and a toolbar button (key H); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>Say and show one available move; press again for the next.</source>
        <extracomment>What the Play menu command &quot;Hint&quot; does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.</extracomment>
        <translation>Mówi i pokazuje jeden możliwy ruch; kolejne naciśnięcie podaje następny.</translation>
    </message>
    <message>
        <source>&amp;Find Card…</source>
        <extracomment>Menu item in the Play menu (key Ctrl+F); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Znajdź kartę…</translation>
    </message>
    <message>
        <source>Type a card to hear where it is and move the focus to it.</source>
        <extracomment>What the Play menu command &quot;Find Card…&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Wpisz kartę, aby usłyszeć, gdzie leży, i przenieść na nią fokus.</translation>
    </message>
    <message>
        <source>Say Available Moves</source>
        <extracomment>Menu item in the Say menu (key M); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz możliwe ruchy</translation>
    </message>
    <message>
        <source>Say every available move.</source>
        <extracomment>What the Say menu command &quot;Say Available Moves&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mówi wszystkie możliwe ruchy.</translation>
    </message>
    <message>
        <source>Say Foundations</source>
        <extracomment>Menu item in the Say menu (key T); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz stosy końcowe</translation>
    </message>
    <message>
        <source>Say the top card of each foundation.</source>
        <extracomment>What the Say menu command &quot;Say Foundations&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mówi wierzchnią kartę każdego stosu końcowego.</translation>
    </message>
    <message>
        <source>Say Waste and Stock</source>
        <extracomment>Menu item in the Say menu (key U); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz stos odrzuconych i talię</translation>
    </message>
    <message>
        <source>Say the waste card and how many cards are in the stock.</source>
        <extracomment>What the Say menu command &quot;Say Waste and Stock&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mówi kartę ze stosu odrzuconych i liczbę kart w talii.</translation>
    </message>
    <message>
        <source>Say Room to Move</source>
        <extracomment>Menu item in the Say menu (key R); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz, ile kart można przenieść</translation>
    </message>
    <message>
        <source>Say how many cards you can move at once now, and why.</source>
        <extracomment>What the Say menu command &quot;Say Room to Move&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mówi, ile kart możesz teraz przenieść naraz, i dlaczego.</translation>
    </message>
    <message>
        <source>Say Columns</source>
        <extracomment>Menu item in the Say menu (key D); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz kolumny</translation>
    </message>
    <message>
        <source>Say every column: face-down counts and face-up cards.</source>
        <extracomment>What the Say menu command &quot;Say Columns&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mówi każdą kolumnę: liczbę zakrytych kart i odkryte karty.</translation>
    </message>
    <message>
        <source>Say Game Info</source>
        <extracomment>Menu item in the Say menu (key I); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz informacje o grze</translation>
    </message>
    <message>
        <source>Say score, time, moves and whether the deal is still winnable.</source>
        <extracomment>What the Say menu command &quot;Say Game Info&quot; does (in Yukon; the other games name what they add, their keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mówi wynik, czas, ruchy i czy rozdanie da się jeszcze wygrać.</translation>
    </message>
    <message>
        <source>Say what the last move did, in full.</source>
        <extracomment>What the Say menu command &quot;Say Last Move&quot; does (FreeCell, where safe cards go up by themselves, says so in its own words): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mówi w całości, co zrobił ostatni ruch.</translation>
    </message>
    <message>
        <source>Say score, time, moves, cards in stock, passes left and whether the deal is still winnable.</source>
        <extracomment>Klondike&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Mówi wynik, czas, ruchy, karty w talii, pozostałe przejścia i czy rozdanie da się jeszcze wygrać.</translation>
    </message>
    <message>
        <source>Say Last Move</source>
        <extracomment>Menu item in the Say menu (key L); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz ostatni ruch</translation>
    </message>
    <message>
        <source>Say what the last move did, with the cards that went up by themselves.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Last Move&quot; (L): safe cards go up to the foundations by themselves after a move.</extracomment>
        <translation>Mówi, co zrobił ostatni ruch, z kartami, które same przeszły na stosy końcowe.</translation>
    </message>
    <message>
        <source>Repeat Last Announcement</source>
        <extracomment>Menu item in the Say menu (key Ctrl+L); also its row in the F1 key list and in the key settings.</extracomment>
        <translation>Powtórz ostatni komunikat</translation>
    </message>
    <message>
        <source>Say the last announcement again.</source>
        <extracomment>What the Say menu command &quot;Repeat Last Announcement&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Mówi ponownie ostatni komunikat.</translation>
    </message>
    <message>
        <source>Announcement &amp;History</source>
        <extracomment>Menu item in the Say menu (key Ctrl+Shift+H); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Historia komunikatów</translation>
    </message>
    <message>
        <source>Show and focus the list of recent announcements.</source>
        <extracomment>What the Say menu command &quot;Announcement History&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Pokazuje listę ostatnich komunikatów i przenosi na nią fokus.</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <extracomment>Menu item in the View menu (key Ctrl+= or Ctrl++); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Make the cards larger.</source>
        <extracomment>What the View menu command &quot;Zoom In&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Powiększa karty.</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <extracomment>Menu item in the View menu (key Ctrl+-); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>Make the cards smaller.</source>
        <extracomment>What the View menu command &quot;Zoom Out&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Pomniejsza karty.</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <extracomment>Menu item in the View menu (key Ctrl+0); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Dopasuj do okna</translation>
    </message>
    <message>
        <source>Make the cards fill the window.</source>
        <extracomment>What the View menu command &quot;Fit to Window&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Dopasowuje karty do rozmiaru okna.</translation>
    </message>
    <message>
        <source>&amp;Keys and Rules</source>
        <extracomment>Menu item in the Help menu (key F1); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Klawisze i zasady</translation>
    </message>
    <message>
        <source>List every command with its keys, and the rules.</source>
        <extracomment>What the Help menu command &quot;Keys and Rules&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Pokazuje wszystkie polecenia z klawiszami oraz zasady gry.</translation>
    </message>
    <message>
        <source>&amp;About klondike-qt</source>
        <extracomment>Menu item in the Help menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;O programie klondike-qt</translation>
    </message>
    <message>
        <source>About this program.</source>
        <extracomment>What the Help menu command &quot;About klondike-qt&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Informacje o programie.</translation>
    </message>
    <message>
        <source>Move the focus to the first free cell.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).</extracomment>
        <translation>Przenosi fokus na pierwszą wolną komórkę.</translation>
    </message>
    <message>
        <source>Move the focus to column 8.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).</extracomment>
        <translation>Przenosi fokus na kolumnę 8.</translation>
    </message>
    <message>
        <source>Pick up the focused card with the cards on it, or put the held cards on the focused pile.</source>
        <extracomment>What the Play menu command &quot;Pick Up / Put Down&quot; does (in FreeCell and Yukon; a game with a stock says what Space does there, its keyboard&apos;s WORDS): its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Podnosi wskazaną kartę razem z kartami na niej albo kładzie trzymane karty na wskazany stos.</translation>
    </message>
    <message>
        <source>In a column, take one more card; from its first card, go to the free cell or foundation above.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up): FreeCell&apos;s top row holds the four free cells over columns 1 to 4 and the four foundations over columns 5 to 8.</extracomment>
        <translation>W kolumnie obejmuje o jedną kartę więcej; z jej pierwszej karty przechodzi do wolnej komórki lub stosu końcowego powyżej.</translation>
    </message>
    <message>
        <source>In a column, take one card less; from the top row, go to the column beneath, on the run at its top.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down): FreeCell&apos;s top row holds the free cells and the foundations.</extracomment>
        <translation>W kolumnie obejmuje o jedną kartę mniej; z górnego rzędu przechodzi do kolumny poniżej, na ciąg na jej wierzchu.</translation>
    </message>
    <message>
        <source>Say Free Cells</source>
        <extracomment>FreeCell&apos;s name for &quot;Say Waste and Stock&quot; (key U): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz wolne komórki</translation>
    </message>
    <message>
        <source>Say what is in each free cell.</source>
        <extracomment>What FreeCell&apos;s &quot;Say Free Cells&quot; (U) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Mówi, co leży w każdej wolnej komórce.</translation>
    </message>
    <message>
        <source>Say every column, from its bottom card to its top one.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Mówi każdą kolumnę, od dolnej karty do wierzchniej.</translation>
    </message>
    <message>
        <source>Say time, moves, free cells and empty columns, and whether the deal can still be won.</source>
        <extracomment>FreeCell&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Mówi czas, ruchy, wolne komórki i puste kolumny oraz czy rozdanie da się jeszcze wygrać.</translation>
    </message>
    <message>
        <source>Play &amp;FreeCell</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Graj w &amp;FreeCell</translation>
    </message>
    <message>
        <source>Switch to FreeCell; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play FreeCell&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przełącza na FreeCell; opuszczona gra czeka na twój powrót.</translation>
    </message>
    <message>
        <source>Play &amp;Golf</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Graj w &amp;Golfa</translation>
    </message>
    <message>
        <source>Switch to Golf; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Golf&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przełącza na Golfa; opuszczona gra czeka na twój powrót.</translation>
    </message>
    <message>
        <source>Play &amp;Klondike</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Graj w &amp;Klondike</translation>
    </message>
    <message>
        <source>Switch to Klondike; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Klondike&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przełącza na Klondike; opuszczona gra czeka na twój powrót.</translation>
    </message>
    <message>
        <source>Play &amp;Pyramid</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Graj w Pi&amp;ramidę</translation>
    </message>
    <message>
        <source>Switch to Pyramid; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Pyramid&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przełącza na Piramidę; opuszczona gra czeka na twój powrót.</translation>
    </message>
    <message>
        <source>Play S&amp;pider (One Suit)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Graj w &amp;Pająka (jeden kolor)</translation>
    </message>
    <message>
        <source>Play Spider with one suit, the easiest; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (One Suit)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Pająk z jednym kolorem, najłatwiejszy; rozpoczęta gra w Pająka z inną liczbą kolorów zostaje porzucona.</translation>
    </message>
    <message>
        <source>Play Spider (T&amp;wo Suits)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Graj w Pająka (&amp;dwa kolory)</translation>
    </message>
    <message>
        <source>Play Spider with two suits; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (Two Suits)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Pająk z dwoma kolorami; rozpoczęta gra w Pająka z inną liczbą kolorów zostaje porzucona.</translation>
    </message>
    <message>
        <source>Play Spider (F&amp;our Suits)</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Graj w Pająka (&amp;cztery kolory)</translation>
    </message>
    <message>
        <source>Play Spider with four suits, the hardest; a started game of Spider with other suits is left.</source>
        <extracomment>What the Game menu command &quot;Play Spider (Four Suits)&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Pająk z czterema kolorami, najtrudniejszy; rozpoczęta gra w Pająka z inną liczbą kolorów zostaje porzucona.</translation>
    </message>
    <message>
        <source>Play Tr&amp;iPeaks</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Graj w Tr&amp;iPeaks</translation>
    </message>
    <message>
        <source>Switch to TriPeaks; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play TriPeaks&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przełącza na TriPeaks; opuszczona gra czeka na twój powrót.</translation>
    </message>
    <message>
        <source>Play &amp;Yukon</source>
        <extracomment>Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key settings. &amp; marks the Alt access letter.</extracomment>
        <translation>Graj w &amp;Yukon</translation>
    </message>
    <message>
        <source>Switch to Yukon; the game you leave is kept for when you come back.</source>
        <extracomment>What the Game menu command &quot;Play Yukon&quot; does: its status-bar tip, and its line in the F1 key list.</extracomment>
        <translation>Przełącza na Yukon; opuszczona gra czeka na twój powrót.</translation>
    </message>
    <message>
        <source>Move the focus to column 1.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Spider&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).
----------
Yukon&apos;s status-bar tip and F1 key-list line for &quot;First Pile&quot; (Home).</extracomment>
        <translation>Przenosi fokus na kolumnę 1.</translation>
    </message>
    <message>
        <source>Move the focus to the card under it in the column; from the waste or the stock, to a column&apos;s top card.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up).</extracomment>
        <translation>Przenosi fokus na kartę pod nią w kolumnie; ze stosu odrzuconych lub z talii na wierzchnią kartę kolumny.</translation>
    </message>
    <message>
        <source>Move the focus back towards the column&apos;s top card; from the top card, to the waste.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>Przenosi fokus z powrotem ku wierzchniej karcie kolumny; z wierzchniej karty na stos odrzuconych.</translation>
    </message>
    <message>
        <source>Pick up a column&apos;s top card, or put the held card on the waste; on the stock, draw.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Podnosi wierzchnią kartę kolumny albo kładzie trzymaną kartę na stos odrzuconych; na talii dobiera kartę.</translation>
    </message>
    <message>
        <source>Draw a Card</source>
        <extracomment>Golf&apos;s name for &quot;Turn Cards&quot; (N): a Play menu item, a row in the F1 key list and in the key settings.
----------
Pyramid&apos;s name for &quot;Turn Cards&quot; (key N): a Play menu item and toolbar button, a row in the F1 key list.</extracomment>
        <translation>Dobierz kartę</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s next card onto the waste (one pass).</source>
        <extracomment>What Golf&apos;s &quot;Draw a Card&quot; (N) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Odkrywa następną kartę z talii na stos odrzuconych (jedno przejście).</translation>
    </message>
    <message>
        <source>Say the waste&apos;s card, what fits it and the cards left in the stock.</source>
        <extracomment>What Golf&apos;s &quot;Say Waste&quot; (T) does: status-bar tip, F1 key-list line.
----------
Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Mówi kartę na stosie odrzuconych, co do niej pasuje i ile kart zostało w talii.</translation>
    </message>
    <message>
        <source>Say every column, from its top card down.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Mówi każdą kolumnę, od wierzchniej karty w dół.</translation>
    </message>
    <message>
        <source>Say the columns&apos; top cards that fit the waste now.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Available Moves&quot; (M).</extracomment>
        <translation>Mówi wierzchnie karty kolumn, które teraz pasują do stosu odrzuconych.</translation>
    </message>
    <message>
        <source>Say the score in strokes, the cards left in the stock, the time, and whether the deal can still be won.</source>
        <extracomment>Golf&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Mówi wynik w uderzeniach, karty pozostałe w talii, czas i czy rozdanie da się jeszcze wygrać.</translation>
    </message>
    <message>
        <source>Row 1</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 1&quot; (key 1): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Rząd 1</translation>
    </message>
    <message>
        <source>Row 2</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 2&quot; (key 2): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Rząd 2</translation>
    </message>
    <message>
        <source>Row 3</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 3&quot; (key 3): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Rząd 3</translation>
    </message>
    <message>
        <source>Row 4</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 4&quot; (key 4): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Rząd 4</translation>
    </message>
    <message>
        <source>Row 5</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 5&quot; (key 5): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Rząd 5</translation>
    </message>
    <message>
        <source>Row 6</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 6&quot; (key 6): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Rząd 6</translation>
    </message>
    <message>
        <source>Row 7</source>
        <extracomment>Pyramid&apos;s name for &quot;Column 7&quot; (key 7): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Rząd 7</translation>
    </message>
    <message>
        <source>Move the focus to this row&apos;s first free card.</source>
        <extracomment>What Pyramid&apos;s &quot;Row 1&quot; … &quot;Row 7&quot; (keys 1 to 7) do: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na pierwszą wolną kartę tego rzędu.</translation>
    </message>
    <message>
        <source>Previous Card</source>
        <extracomment>Pyramid&apos;s name for &quot;Previous Pile&quot; (key Left): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Previous Pile&quot; (Left): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Poprzednia karta</translation>
    </message>
    <message>
        <source>Move the focus to the card on the left in the row; from the waste, to the stock.</source>
        <extracomment>What Pyramid&apos;s &quot;Previous Card&quot; (Left) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na kartę po lewej w rzędzie; ze stosu odrzuconych na talię.</translation>
    </message>
    <message>
        <source>Next Card</source>
        <extracomment>Pyramid&apos;s name for &quot;Next Pile&quot; (key Right): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Next Pile&quot; (Right): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Następna karta</translation>
    </message>
    <message>
        <source>Move the focus to the card on the right in the row; from the stock, to the waste.</source>
        <extracomment>What Pyramid&apos;s &quot;Next Card&quot; (Right) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na kartę po prawej w rzędzie; z talii na stos odrzuconych.</translation>
    </message>
    <message>
        <source>Row Above</source>
        <extracomment>Pyramid&apos;s name for &quot;Card Above&quot; (key Up): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Card Above&quot; (Up): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Rząd wyżej</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row above; from the apex, to the stock.</source>
        <extracomment>What Pyramid&apos;s &quot;Row Above&quot; (Up) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na najbliższą kartę rzędu powyżej; z wierzchołka na talię.</translation>
    </message>
    <message>
        <source>Row Below</source>
        <extracomment>Pyramid&apos;s name for &quot;Card Below&quot; (key Down): a Play menu item, a row in the F1 key list and in the key settings.
----------
TriPeaks&apos; name for &quot;Card Below&quot; (Down): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Rząd niżej</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row below; from the stock or the waste, to the apex.</source>
        <extracomment>What Pyramid&apos;s &quot;Row Below&quot; (Down) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na najbliższą kartę rzędu poniżej; z talii lub stosu odrzuconych na wierzchołek.</translation>
    </message>
    <message>
        <source>Start of Row</source>
        <extracomment>Pyramid&apos;s name for &quot;First Pile&quot; (key Home): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Początek rzędu</translation>
    </message>
    <message>
        <source>Move the focus to the first card of the row.</source>
        <extracomment>What Pyramid&apos;s &quot;Start of Row&quot; (Home) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na pierwszą kartę rzędu.</translation>
    </message>
    <message>
        <source>End of Row</source>
        <extracomment>Pyramid&apos;s name for &quot;Last Pile&quot; (key End): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Koniec rzędu</translation>
    </message>
    <message>
        <source>Move the focus to the last card of the row.</source>
        <extracomment>What Pyramid&apos;s &quot;End of Row&quot; (End) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na ostatnią kartę rzędu.</translation>
    </message>
    <message>
        <source>Pick the focused card, or remove it with the card you hold when they make 13. A king is removed at once.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Wybiera wskazaną kartę albo usuwa ją razem z trzymaną kartą, gdy dają razem 13. Król jest usuwany od razu.</translation>
    </message>
    <message>
        <source>Remove the focused card with a free card that makes 13, or a king alone.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Play Card&quot; (Enter).</extracomment>
        <translation>Usuwa wskazaną kartę razem z wolną kartą, z którą daje 13, albo samego króla.</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s top card onto the waste, or turn the waste over when the stock is empty (three passes in all).</source>
        <extracomment>What Pyramid&apos;s &quot;Draw a Card&quot; (N) does: status-bar tip, toolbar tooltip, F1 key-list line.</extracomment>
        <translation>Odkrywa wierzchnią kartę talii na stos odrzuconych albo odwraca stos odrzuconych, gdy talia jest pusta (łącznie trzy przejścia).</translation>
    </message>
    <message>
        <source>Say the Pyramid</source>
        <extracomment>Pyramid&apos;s name for &quot;Say Columns&quot; (key D): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz piramidę</translation>
    </message>
    <message>
        <source>Say every row of the pyramid, its free cards marked.</source>
        <extracomment>What Pyramid&apos;s &quot;Say the Pyramid&quot; (D) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Mówi każdy rząd piramidy z oznaczeniem wolnych kart.</translation>
    </message>
    <message>
        <source>Say Removed Cards</source>
        <extracomment>Pyramid&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz usunięte karty</translation>
    </message>
    <message>
        <source>Say how many cards are removed and left in the pyramid.</source>
        <extracomment>What Pyramid&apos;s &quot;Say Removed Cards&quot; (T) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Mówi, ile kart usunięto i ile zostało w piramidzie.</translation>
    </message>
    <message>
        <source>Say the stock&apos;s top card and count, the waste&apos;s top card and the passes left.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Mówi wierzchnią kartę talii i liczbę jej kart, wierzchnią kartę stosu odrzuconych i pozostałe przejścia.</translation>
    </message>
    <message>
        <source>Say score, time, moves, the stock, passes left and whether the deal can still be won.</source>
        <extracomment>Pyramid&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Mówi wynik, czas, ruchy, talię, pozostałe przejścia i czy rozdanie da się jeszcze wygrać.</translation>
    </message>
    <message>
        <source>In a column, take one more face-up card.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up): nothing lies above Spider&apos;s columns, so Up stays in its column.</extracomment>
        <translation>W kolumnie obejmuje o jedną odkrytą kartę więcej.</translation>
    </message>
    <message>
        <source>In a column, take one card less.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down).</extracomment>
        <translation>W kolumnie obejmuje o jedną kartę mniej.</translation>
    </message>
    <message>
        <source>Pick up the focused card with the same-suit run on it, or put the held cards on the focused column. On the stock: deal a row.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Podnosi wskazaną kartę z ciągiem w tym samym kolorze albo kładzie trzymane karty na wskazaną kolumnę. Na talii: rozdaje rząd.</translation>
    </message>
    <message>
        <source>Deal a Row</source>
        <extracomment>Spider&apos;s name for &quot;Turn Cards&quot; (key N): a Play menu item, a toolbar button, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Rozdaj rząd</translation>
    </message>
    <message>
        <source>Deal one card from the stock onto each column (not while a column is empty).</source>
        <extracomment>What Spider&apos;s &quot;Deal a Row&quot; (N) does: status-bar tip, toolbar tooltip, F1 key-list line.</extracomment>
        <translation>Rozdaje po jednej karcie z talii na każdą kolumnę (nie wtedy, gdy któraś kolumna jest pusta).</translation>
    </message>
    <message>
        <source>Say Completed Sequences</source>
        <extracomment>Spider&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz ukończone sekwencje</translation>
    </message>
    <message>
        <source>Say how many of the eight sequences are complete, and their suits.</source>
        <extracomment>What Spider&apos;s &quot;Say Completed Sequences&quot; (T) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Mówi, ile z ośmiu sekwencji jest ukończonych i w jakich kolorach.</translation>
    </message>
    <message>
        <source>Say Stock</source>
        <extracomment>Spider&apos;s name for &quot;Say Waste and Stock&quot; (key U): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz talię</translation>
    </message>
    <message>
        <source>Say how many rows are left in the stock and how many sequences are complete.</source>
        <extracomment>What Spider&apos;s &quot;Say Stock&quot; (U) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Mówi, ile rzędów zostało w talii i ile sekwencji jest ukończonych.</translation>
    </message>
    <message>
        <source>Say Runs That Can Move</source>
        <extracomment>Spider&apos;s name for &quot;Say Room to Move&quot; (key R): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz ciągi, które można przenieść</translation>
    </message>
    <message>
        <source>Say every run that can move now and where it can go, and whether a row can be dealt.</source>
        <extracomment>What Spider&apos;s &quot;Say Runs That Can Move&quot; (R) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Mówi każdy ciąg, który można teraz przenieść, i dokąd, oraz czy można rozdać rząd.</translation>
    </message>
    <message>
        <source>Say every column: its face-down count, then its same-suit runs.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Say Columns&quot; (D).</extracomment>
        <translation>Mówi każdą kolumnę: liczbę zakrytych kart, potem ciągi w jednym kolorze.</translation>
    </message>
    <message>
        <source>Say score, time, moves, rows left, sequences complete and empty columns.</source>
        <extracomment>Spider&apos;s status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Mówi wynik, czas, ruchy, pozostałe rzędy, ukończone sekwencje i puste kolumny.</translation>
    </message>
    <message>
        <source>Move the focus to this row&apos;s best card to play, else its first free card; from a row with none, to the nearest row below (else above) that has one.</source>
        <extracomment>TriPeaks&apos; name for &quot;Column 1&quot; … &quot;Column 4&quot; (keys 1 to 4): a Play menu item, a row in the F1 key list. What TriPeaks&apos; &quot;Row 1&quot; … &quot;Row 4&quot; (keys 1 to 4) do: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na najlepszą kartę do zagrania w tym rzędzie, a jeśli jej nie ma, na pierwszą wolną kartę; z rzędu bez wolnej karty na najbliższy rząd poniżej (a gdy go nie ma, powyżej), który ją ma.</translation>
    </message>
    <message>
        <source>Go to the Stock</source>
        <extracomment>TriPeaks&apos; name for &quot;Column 5&quot; (key 5): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Przejdź do talii</translation>
    </message>
    <message>
        <source>Move the focus to the waste.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End).
----------
TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Go to the Waste&quot; (P).</extracomment>
        <translation>Przenosi fokus na stos odrzuconych.</translation>
    </message>
    <message>
        <source>Move the focus to the previous card, row by row from the peaks&apos; tops, then the stock and the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Previous Card&quot; (Left) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na poprzednią kartę, rząd po rzędzie od wierzchołków szczytów, potem na talię i stos odrzuconych.</translation>
    </message>
    <message>
        <source>Move the focus to the next card, row by row from the peaks&apos; tops, then the stock and the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Next Card&quot; (Right) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na następną kartę, rząd po rzędzie od wierzchołków szczytów, potem na talię i stos odrzuconych.</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row above; from the stock or the waste, to the lowest row left.</source>
        <extracomment>What TriPeaks&apos; &quot;Row Above&quot; (Up) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na najbliższą kartę rzędu powyżej; z talii lub stosu odrzuconych na najniższy pozostały rząd.</translation>
    </message>
    <message>
        <source>Move the focus to the nearest card of the row below; from row 4, to the stock or the waste.</source>
        <extracomment>What TriPeaks&apos; &quot;Row Below&quot; (Down) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na najbliższą kartę rzędu poniżej; z rzędu 4 na talię lub stos odrzuconych.</translation>
    </message>
    <message>
        <source>Highest Card</source>
        <extracomment>TriPeaks&apos; name for &quot;First Pile&quot; (key Home): a Play menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Najwyższa karta</translation>
    </message>
    <message>
        <source>Move the focus to the highest card left.</source>
        <extracomment>What TriPeaks&apos; &quot;Highest Card&quot; (Home) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Przenosi fokus na najwyżej położoną pozostałą kartę.</translation>
    </message>
    <message>
        <source>Pick up the focused free card, or put the held card on the waste. On the stock: draw.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Pick Up / Put Down&quot; (Space).</extracomment>
        <translation>Podnosi wskazaną wolną kartę albo kładzie trzymaną kartę na stos odrzuconych. Na talii: dobiera kartę.</translation>
    </message>
    <message>
        <source>Turn the stock&apos;s next card onto the waste.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Turn Cards&quot; (N).</extracomment>
        <translation>Odkrywa następną kartę z talii na stos odrzuconych.</translation>
    </message>
    <message>
        <source>Say Waste</source>
        <extracomment>Golf&apos;s name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings (the waste is where every card ends: Golf has no foundations of its own).
----------
TriPeaks&apos; name for &quot;Say Foundations&quot; (key T): a Say menu item, a row in the F1 key list and in the key settings (TriPeaks has no foundations: the cards go onto the waste).</extracomment>
        <translation>Powiedz stos odrzuconych</translation>
    </message>
    <message>
        <source>Say the waste&apos;s card, what goes on it, and the stock.</source>
        <extracomment>What TriPeaks&apos; &quot;Say Waste&quot; (T) does: status-bar tip, F1 key-list line.
----------
TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Waste and Stock&quot; (U).</extracomment>
        <translation>Mówi kartę na stosie odrzuconych, co na nią pasuje, oraz stan talii.</translation>
    </message>
    <message>
        <source>Say Rows</source>
        <extracomment>TriPeaks&apos; name for &quot;Say Columns&quot; (key D): a Say menu item, a row in the F1 key list and in the key settings.</extracomment>
        <translation>Powiedz rzędy</translation>
    </message>
    <message>
        <source>Say the rows of the peaks: face-down cards counted, free cards named.</source>
        <extracomment>What TriPeaks&apos; &quot;Say Rows&quot; (D) does: status-bar tip, F1 key-list line.</extracomment>
        <translation>Mówi rzędy szczytów: zakryte karty liczy, wolne nazywa.</translation>
    </message>
    <message>
        <source>Say the free cards that fit the waste, and the draw.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Available Moves&quot; (M).</extracomment>
        <translation>Mówi wolne karty pasujące do stosu odrzuconych oraz dobranie karty.</translation>
    </message>
    <message>
        <source>Say score, streak, what the next card earns, the cards left, and whether the deal can still be won.</source>
        <extracomment>TriPeaks&apos; status-bar tip and F1 key-list line for &quot;Say Game Info&quot; (I).</extracomment>
        <translation>Mówi wynik, serię, ile da następna karta, pozostałe karty i czy rozdanie da się jeszcze wygrać.</translation>
    </message>
    <message>
        <source>Play the card you hold onto the waste, else the focused card.</source>
        <extracomment>TriPeaks&apos; and Golf&apos;s status-bar tip and F1 key-list line for &quot;Play Card&quot; (Enter).</extracomment>
        <translation>Zagrywa trzymaną kartę na stos odrzuconych, a jeśli żadnej nie trzymasz, wskazaną kartę.</translation>
    </message>
    <message>
        <source>Move the focus to the previous column; from column 1, to the last foundation; from a foundation, to column 7.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Previous Pile&quot; (Left). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Przenosi fokus na poprzednią kolumnę; z kolumny 1 na ostatni stos końcowy; ze stosu końcowego na kolumnę 7.</translation>
    </message>
    <message>
        <source>Move the focus to the next column; from column 7, to the first foundation; from a foundation, to column 1.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Next Pile&quot; (Right). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>Przenosi fokus na następną kolumnę; z kolumny 7 na pierwszy stos końcowy; ze stosu końcowego na kolumnę 1.</translation>
    </message>
    <message>
        <source>In a column, take one more face-up card; on the foundations, go to the foundation above.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Card Above&quot; (Up). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>W kolumnie obejmuje o jedną odkrytą kartę więcej; na stosach końcowych przechodzi do stosu końcowego powyżej.</translation>
    </message>
    <message>
        <source>In a column, take one card less; on the foundations, go to the foundation below.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Card Below&quot; (Down). Yukon&apos;s four foundations stand one under the other in a column at the right of column 7.</extracomment>
        <translation>W kolumnie obejmuje o jedną kartę mniej; na stosach końcowych przechodzi do stosu końcowego poniżej.</translation>
    </message>
    <message>
        <source>Move the focus to the last foundation, the lowest.</source>
        <extracomment>Yukon&apos;s status-bar tip and F1 key-list line for &quot;Last Pile&quot; (End): the lowest of the four foundations, which stand one under the other at the right of column 7.</extracomment>
        <translation>Przenosi fokus na ostatni stos końcowy, najniższy.</translation>
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
        <translation>%1 — rozdanie %2</translation>
    </message>
    <message>
        <source>%1 — Custom deal</source>
        <comment>window title</comment>
        <extracomment>The window title for a deal typed in or loaded (no deal number): %1 the game.</extracomment>
        <translation>%1 — własne rozdanie</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>The menu bar&apos;s Game menu (new deal, choose a game, statistics, settings, quit). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>The menu bar&apos;s Edit menu (undo, redo). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <extracomment>The menu bar&apos;s Play menu (the keyboard commands that move the focus and the cards). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Rozgrywka</translation>
    </message>
    <message>
        <source>&amp;Say</source>
        <extracomment>The menu bar&apos;s Say menu (commands that speak the state of the game: M, T, U, D, I…). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Mów</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>The menu bar&apos;s View menu (card size). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>The menu bar&apos;s Help menu (Keys and Rules, About). &amp; marks the Alt access letter.</extracomment>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Go To</source>
        <extracomment>The Play menu&apos;s submenu of the keys that only move the focus (previous and next pile, card above and below, Column 1 … Column 10, the free cells, the waste). &amp; marks the Alt access letter.</extracomment>
        <translation>Prz&amp;ejdź do</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <extracomment>Accessible name of the main window&apos;s toolbar (New Deal, Restart, Undo, Redo, Hint).</extracomment>
        <translation>Pasek narzędzi</translation>
    </message>
    <message>
        <source>Choose Deal Number</source>
        <extracomment>Game menu, Choose Deal Number (Ctrl+G): the dialog&apos;s title.</extracomment>
        <translation>Wybierz numer rozdania</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <extracomment>Choose Deal Number dialog: the label of the number field. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Numer rozdania:</translation>
    </message>
    <message>
        <source>A whole number from 1 to %1.</source>
        <extracomment>Choose Deal Number dialog: the hint under the number field. %1 the largest deal number (4294967295).</extracomment>
        <translation>Liczba całkowita od 1 do %1.</translation>
    </message>
    <message>
        <source>&amp;Play This Deal</source>
        <extracomment>Choose Deal Number dialog: the button that deals the number typed. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Zagraj to rozdanie</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Game menu, Settings (Ctrl+,): the dialog&apos;s title.</extracomment>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the game in progress keeps its rules.</source>
        <extracomment>Settings, Rules group: a note under its title.</extracomment>
        <translation>Zmiany zasad obowiązują od następnego rozdania; bieżąca gra zachowuje swoje zasady.</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <extracomment>Settings, Rules group, the &quot;Turn from the stock&quot; box: Klondike turns one card at a time.</extracomment>
        <translation>Po jednej karcie</translation>
    </message>
    <message>
        <source>Draw 3</source>
        <extracomment>Settings, Rules group, the &quot;Turn from the stock&quot; box: Klondike turns three cards at a time.</extracomment>
        <translation>Po trzy karty</translation>
    </message>
    <message>
        <source>&amp;Turn from the stock:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Draw 1&quot; / &quot;Draw 3&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>O&amp;dkrywanie z talii:</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: the waste may be turned over any number of times.</extracomment>
        <translation>Bez limitu</translation>
    </message>
    <message>
        <source>3 passes</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: three passes through the stock.</extracomment>
        <translation>3 przejścia</translation>
    </message>
    <message>
        <source>1 pass</source>
        <extracomment>Settings, Rules group, the &quot;Passes through the stock&quot; box: one pass only (the waste is never turned over).</extracomment>
        <translation>1 przejście</translation>
    </message>
    <message>
        <source>&amp;Passes through the stock:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Unlimited&quot; / &quot;3 passes&quot; / &quot;1 pass&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Przejścia przez talię:</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Windows-style standard scoring (points for moves).</extracomment>
        <translation>Standardowa</translation>
    </message>
    <message>
        <source>Vegas</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Vegas scoring (each deal costs 52; money won back card by card). Also the Statistics dialog&apos;s Games box.</extracomment>
        <translation>Vegas</translation>
    </message>
    <message>
        <source>Vegas cumulative</source>
        <extracomment>Settings, Rules group, the &quot;Scoring&quot; box: Vegas scoring whose balance carries over from deal to deal. Also the Statistics dialog&apos;s Games box.</extracomment>
        <translation>Vegas kumulowana</translation>
    </message>
    <message>
        <source>None</source>
        <comment>scoring</comment>
        <extracomment>No scoring (a choice of the Scoring box).</extracomment>
        <translation>Brak</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <extracomment>Settings, Rules group: label of the box with &quot;Standard&quot; / &quot;Vegas&quot; / &quot;Vegas cumulative&quot; / &quot;None&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>Punk&amp;tacja:</translation>
    </message>
    <message>
        <source>T&amp;houghtful: every card face up</source>
        <extracomment>Settings, Rules group: a check box, Klondike with every card dealt face up. &amp; marks the Alt access letter.</extracomment>
        <translation>Otwarte rozdanie: wszystkie &amp;karty odkryte</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <extracomment>Settings, Rules group: a check box, only deals the solver has proved winnable. &amp; marks the Alt access letter.</extracomment>
        <translation>Tylko rozdania do &amp;wygrania</translation>
    </message>
    <message>
        <source>&amp;Move safe cards to the foundations by themselves</source>
        <extracomment>FreeCell&apos;s group in Settings: the safe cards going up after each move (the Play menu&apos;s &quot;Auto-Move Safe Cards&quot;).</extracomment>
        <translation>Automatycznie przenoś &amp;bezpieczne karty na stosy końcowe</translation>
    </message>
    <message>
        <source>After each move, every card that no other card can still need goes up to its foundation. Takes effect at once.</source>
        <extracomment>What a screen reader says of the box above.</extracomment>
        <translation>Po każdym ruchu każda karta, której żadna inna karta nie może już potrzebować, trafia na swój stos końcowy. Działa od razu.</translation>
    </message>
    <message>
        <source>Dim &amp;covered cards</source>
        <extracomment>Settings, Pyramid&apos;s and Golf&apos;s group: a check box, on by default; covered cards are drawn shaded (darker, still readable) so the free cards stand out. &amp; marks the Alt access letter.</extracomment>
        <translation>Przyciemniaj p&amp;rzykryte karty</translation>
    </message>
    <message>
        <source>Cards that other cards still cover are drawn darker, so the free ones stand out. Takes effect at once.</source>
        <extracomment>What a screen reader says of the &quot;Dim covered cards&quot; box.</extracomment>
        <translation>Karty przykryte innymi kartami są ciemniejsze, dzięki czemu wolne karty się wyróżniają. Działa od razu.</translation>
    </message>
    <message>
        <source>S&amp;uits in the next deal:</source>
        <extracomment>Spider&apos;s section in Settings: the box choosing how many suits the next deal has (one, two or four); the game in progress keeps its own.</extracomment>
        <translation>Ko&amp;lory w następnym rozdaniu:</translation>
    </message>
    <message>
        <source>One suit</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with one suit (spades only).</extracomment>
        <translation>Jeden kolor</translation>
    </message>
    <message>
        <source>Two suits</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with two suits (spades and hearts).</extracomment>
        <translation>Dwa kolory</translation>
    </message>
    <message>
        <source>Four suits</source>
        <extracomment>Spider&apos;s suits box in Settings: the next deal with all four suits.</extracomment>
        <translation>Cztery kolory</translation>
    </message>
    <message>
        <source>%1: no list of winnable deals yet, so each deal is random and may be impossible to win.</source>
        <extracomment>Spider&apos;s section in Settings, under &quot;Winnable deals only&quot;, shown while the number of suits chosen has no list of deals the solver has won (a list not made yet). %1 is the choice of the suits box (&quot;Four suits&quot;); whatever the box says, such a deal is any deal, maybe unwinnable.</extracomment>
        <translation>%1: nie ma jeszcze listy rozdań do wygrania, więc każde rozdanie jest losowe i może być nie do wygrania.</translation>
    </message>
    <message>
        <source>Cards and motion</source>
        <extracomment>Settings: the title of the group with the deck, card size and animations.</extracomment>
        <translation>Karty i ruch</translation>
    </message>
    <message>
        <source>Automatic (high contrast when the system asks)</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group, the &quot;Deck&quot; box: the high-contrast deck when the system asks for it.</extracomment>
        <translation>Automatyczny (wysoki kontrast, gdy system o to prosi)</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>Settings, the &quot;Deck&quot; box: the usual red and black cards.</extracomment>
        <translation>Klasyczny</translation>
    </message>
    <message>
        <source>Four colours</source>
        <extracomment>Settings, the &quot;Deck&quot; box: each suit its own colour.</extracomment>
        <translation>Cztery barwy</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings, the &quot;Deck&quot; box: a deck drawn for low vision.</extracomment>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the box that chooses the card faces. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Zestaw kart:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the card size slider. &amp; marks the Alt access letter.</extracomment>
        <translation>Roz&amp;miar kart:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <extracomment>Settings, the &quot;Animations&quot; box: animate as the system&apos;s setting says (reduced motion).</extracomment>
        <translation>Zgodnie z systemem</translation>
    </message>
    <message>
        <source>On</source>
        <comment>animations</comment>
        <extracomment>Animations on (a choice of the Animations box).</extracomment>
        <translation>Włączone</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>animations</comment>
        <extracomment>Animations off (a choice of the Animations box).</extracomment>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <extracomment>Settings, &quot;Cards and motion&quot; group: label of the box &quot;Follow the system&quot; / &quot;On&quot; / &quot;Off&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Animacje:</translation>
    </message>
    <message>
        <source>Speech and language</source>
        <extracomment>Settings: the title of the group with verbosity, Orca&apos;s notifications and the language.</extracomment>
        <translation>Mowa i język</translation>
    </message>
    <message>
        <source>Full</source>
        <extracomment>Settings, &quot;Speech and language&quot; group, the &quot;Verbosity&quot; box: every announcement in full.</extracomment>
        <translation>Pełne</translation>
    </message>
    <message>
        <source>Brief</source>
        <extracomment>Settings, the &quot;Verbosity&quot; box: short announcements (the comments &quot;speech setting Brief&quot; refer to it).</extracomment>
        <translation>Krótkie</translation>
    </message>
    <message>
        <source>&amp;Verbosity:</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: label of the box &quot;Full&quot; / &quot;Brief&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Szczegółowość:</translation>
    </message>
    <message>
        <source>Speak the game&apos;s news through &amp;Orca&apos;s notifications</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: a check box (Linux, Orca screen reader). &amp; marks the Alt access letter.</extracomment>
        <translation>Mów nowości z gry przez powiadomienia &amp;Orca</translation>
    </message>
    <message>
        <source>Orca 43 and older do not speak announcements any other way: with this off they say nothing when a card moves. Turn it off only if every move is spoken twice.</source>
        <extracomment>Settings: a note under the Orca check box.</extracomment>
        <translation>Orca 43 i starsze nie odczytują komunikatów w inny sposób: gdy to wyłączysz, nie powiedzą nic o ruchach kart. Wyłącz tylko wtedy, gdy każdy ruch jest mówiony dwa razy.</translation>
    </message>
    <message>
        <source>Turn off Orca&apos;s notifications?</source>
        <extracomment>Title of the question box when the Orca check box is turned off.</extracomment>
        <translation>Wyłączyć powiadomienia Orca?</translation>
    </message>
    <message>
        <source>With Orca 43 or older the game will then be silent: no moves, hints or results are spoken. Turn them off?</source>
        <extracomment>The question box when the Orca check box is turned off (Yes / No buttons).</extracomment>
        <translation>Z Orca 43 lub starszą gra będzie wtedy milczeć: ruchy, podpowiedzi i wyniki nie będą mówione. Wyłączyć je?</translation>
    </message>
    <message>
        <source>System</source>
        <comment>language</comment>
        <extracomment>The language of the system (a choice of the Language box; the others are English and Español).</extracomment>
        <translation>Systemowy</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: label of the box &quot;System&quot; / &quot;English&quot; / &quot;Español&quot;. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <extracomment>Settings: a note under the Language box.</extracomment>
        <translation>Nowy język zostanie użyty od następnego uruchomienia.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>Game menu, Statistics (Ctrl+Shift+S): the dialog&apos;s title and its table&apos;s accessible name.</extracomment>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>standard scoring</source>
        <extracomment>Statistics, inside a Klondike line of the Games box (&quot;Klondike, draw 1, standard scoring&quot;).</extracomment>
        <translation>punktacja standardowa</translation>
    </message>
    <message>
        <source>no scoring</source>
        <extracomment>Statistics, inside a Klondike line of the Games box (&quot;Klondike, draw 3, no scoring&quot;).</extracomment>
        <translation>bez punktacji</translation>
    </message>
    <message>
        <source>%1, draw %2, %3</source>
        <comment>statistics</comment>
        <extracomment>A Klondike line of the statistics dialog&apos;s Games box (which lists every game&apos;s lines): %1 the game&apos;s name (&quot;Klondike&quot;), %2 cards turned at a time (1 or 3), %3 the scoring (&quot;standard scoring&quot;, &quot;Vegas&quot; …). &quot;Klondike, draw 3, Vegas&quot;.</extracomment>
        <translation>%1, dobieranie po %2, %3</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <extracomment>Statistics dialog: label of the box that chooses which games&apos; statistics show (&quot;Draw 1, standard scoring&quot;). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Gry:</translation>
    </message>
    <message>
        <source>Statistic</source>
        <extracomment>Statistics dialog: header of the table&apos;s first column (Played, Won…).</extracomment>
        <translation>Statystyka</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>Statistics dialog: header of the table&apos;s second column (the numbers).</extracomment>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <extracomment>Statistics dialog: the button that forgets every statistic (after a question). &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Wyzeruj…</translation>
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
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>Statistics dialog, a row of the table: games won.</extracomment>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Win rate</source>
        <extracomment>Statistics dialog, a row of the table: won games as a percentage of those played.</extracomment>
        <translation>Odsetek wygranych</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <extracomment>Statistics dialog, a row of the table: games won in a row up to now.</extracomment>
        <translation>Bieżąca seria wygranych</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <extracomment>Statistics dialog, a row of the table: the most games ever won in a row.</extracomment>
        <translation>Najdłuższa seria wygranych</translation>
    </message>
    <message>
        <source>Best time</source>
        <extracomment>Statistics dialog, a row of the table: the shortest time of a won game.</extracomment>
        <translation>Najlepszy czas</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <extracomment>Statistics dialog, a row of the table: the fewest moves of a won game.</extracomment>
        <translation>Najmniej ruchów</translation>
    </message>
    <message>
        <source>Best score</source>
        <extracomment>Statistics dialog, a row of the table: the highest score (only where the scoring counts).</extracomment>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <source>Vegas balance</source>
        <extracomment>Statistics dialog, a row of the table: the money won or lost with Vegas cumulative scoring.</extracomment>
        <translation>Saldo Vegas</translation>
    </message>
    <message>
        <source>Best score (fewest strokes)</source>
        <extracomment>Statistics dialog, a row of the table of a game scored in strokes (Golf, lower is better): the lowest score of a finished deal, won or not.</extracomment>
        <translation>Najlepszy wynik (najmniej uderzeń)</translation>
    </message>
    <message>
        <source>Average score in strokes</source>
        <extracomment>Statistics dialog, a row of the table of a game scored in strokes (Golf): the average score of the finished deals, won or not.</extracomment>
        <translation>Średni wynik w uderzeniach</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <extracomment>Title of the question box of the Statistics dialog&apos;s Reset… button.</extracomment>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message>
        <source>Forget every game played, every record and the Vegas balance? This cannot be undone.</source>
        <extracomment>The question box of the Statistics dialog&apos;s Reset… button.</extracomment>
        <translation>Zapomnieć wszystkie rozegrane gry, wszystkie rekordy i saldo Vegas? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <extracomment>Title of the question box before a restart (Ctrl+R) of a started game.</extracomment>
        <translation>Zacząć rozdanie od nowa?</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <extracomment>Title of the question box before a new deal (F2, Ctrl+G, another game) leaves a started game.</extracomment>
        <translation>Opuścić tę grę?</translation>
    </message>
    <message>
        <source>The game so far counts as lost. Press Enter to restart the deal, or Escape to keep playing.</source>
        <extracomment>The question box before a restart (Ctrl+R) of a started game.</extracomment>
        <translation>Dotychczasowa gra liczy się jako przegrana. Naciśnij Enter, aby zacząć rozdanie od nowa, albo Esc, aby grać dalej.</translation>
    </message>
    <message>
        <source>This game counts as lost. Press Enter to play deal %1, or Escape to keep playing.</source>
        <extracomment>The question box before a deal chosen by number (Ctrl+G) leaves a started game. %1 the deal number the player chose.</extracomment>
        <translation>Ta gra liczy się jako przegrana. Naciśnij Enter, aby zagrać rozdanie %1, albo Esc, aby grać dalej.</translation>
    </message>
    <message>
        <source>This game counts as lost. Press Enter for a new deal, or Escape to keep playing.</source>
        <extracomment>The question box before a new random deal (F2) leaves a started game.</extracomment>
        <translation>Ta gra liczy się jako przegrana. Naciśnij Enter, aby rozpocząć nowe rozdanie, albo Esc, aby grać dalej.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>Button of the box &quot;Restart this deal?&quot; that restarts. &amp; marks the Alt access letter.</extracomment>
        <translation>Zacznij od &amp;nowa</translation>
    </message>
    <message>
        <source>&amp;Leave Game</source>
        <extracomment>Button of the box &quot;Leave this game?&quot; that leaves the game. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Opuść grę</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <extracomment>Button of the boxes &quot;Restart this deal?&quot; / &quot;Leave this game?&quot; that keeps the game. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Graj dalej</translation>
    </message>
    <message>
        <source>You keep playing this game.</source>
        <extracomment>Said when the player pressed Escape at &quot;Leave this game?&quot;.</extracomment>
        <translation>Grasz dalej.</translation>
    </message>
    <message>
        <source>The game so far counts as lost.</source>
        <extracomment>Said after a restart (Ctrl+R) of a started game, in the words of its question box (&quot;The game so far counts as lost. Press Enter to restart the deal, …&quot;).</extracomment>
        <translation>Dotychczasowa gra liczy się jako przegrana.</translation>
    </message>
    <message>
        <source>The game you left counts as lost.</source>
        <extracomment>Said after a new deal that left a started game (F2, Ctrl+G, another game).</extracomment>
        <translation>Opuszczona gra liczy się jako przegrana.</translation>
    </message>
    <message>
        <source>Restarted.</source>
        <extracomment>After a restart (Ctrl+R) of a random deal, speech setting Brief.</extracomment>
        <translation>Rozpoczęto od nowa.</translation>
    </message>
    <message>
        <source>Restarted this deal, draw %1.</source>
        <extracomment>After a restart (Ctrl+R) of a random deal. %1 cards turned per draw (1 or 3).</extracomment>
        <translation>To rozdanie od nowa, dobieranie po %1.</translation>
    </message>
    <message>
        <source>Restarted deal %1.</source>
        <extracomment>After a restart (Ctrl+R) of a numbered deal, speech setting Brief. %1 the deal number.</extracomment>
        <translation>Rozdanie %1 od nowa.</translation>
    </message>
    <message>
        <source>Restarted Klondike, deal %1, draw %2.</source>
        <extracomment>After a restart (Ctrl+R) of a numbered deal. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, rozdanie %1 od nowa, dobieranie po %2.</translation>
    </message>
    <message>
        <source>No move helps any more: turning the stock brings up nothing that can be played. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The dead end while cards are left in the stock or the waste (turning them is still allowed).</extracomment>
        <translation>Żaden ruch już nie pomoże: odkrywanie talii nie daje niczego, co można zagrać. Cofnij, aby spróbować inaczej, albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>Still no move that helps.</source>
        <extracomment>Said after each later move in a dead end (the whole sentence was said once).</extracomment>
        <translation>Nadal żaden ruch nie pomaga.</translation>
    </message>
    <message>
        <source>%1 does nothing in this game: it is %2 in another game.</source>
        <extracomment>A key pressed in a game that has no such command (X, FreeCell&apos;s &quot;To Free Cell&quot;, in Spider). %1 the key (&quot;X&quot;), %2 the other game&apos;s command it runs there (&quot;To Free Cell&quot;).</extracomment>
        <translation>%1 nic nie robi w tej grze: w innej grze to polecenie „%2”.</translation>
    </message>
    <message>
        <source>Your %1 game is saved: choose it in the Game menu to go back to it.</source>
        <extracomment>Said first after switching games (Game menu): the game left behind is kept. %1 its name (&quot;FreeCell&quot;, &quot;Spider, two suits&quot;).</extracomment>
        <translation>Twoja gra jest zapisana: %1. Wybierz ją w menu Gra, aby do niej wrócić.</translation>
    </message>
    <message>
        <source>This deal cannot be won from the start; press F2 for a new deal.</source>
        <extracomment>Said once when the solver proves that the deal cannot be won even from its opening position (so no undo can help; e.g. FreeCell deal 11982).</extracomment>
        <translation>Tego rozdania nie da się wygrać od samego początku; naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>The deal is won. Press F2 for a new deal.</source>
        <extracomment>H (hint) once the deal is won.</extracomment>
        <translation>Rozdanie jest wygrane. Naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>It will not help: no move can improve the game now.</source>
        <extracomment>Added to a hint in a dead end: the move is legal but leads nowhere.</extracomment>
        <translation>To nie pomoże: żaden ruch nie może już poprawić sytuacji.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), last pass.</source>
        <extracomment>The U key and the stock&apos;s summary when no turn of the waste is left: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Talia: %n karta, ostatnie przejście.</numerusform>
            <numerusform>Talia: %n karty, ostatnie przejście.</numerusform>
            <numerusform>Talia: %n kart, ostatnie przejście.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last pass through the stock.</source>
        <extracomment>The I key when the stock is on its last pass (the waste cannot be turned over again).</extracomment>
        <translation>Ostatnie przejście przez talię.</translation>
    </message>
    <message>
        <source>Klondike, draw %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game (a random deal) was restored. %1 cards turned per draw.</extracomment>
        <translation>Klondike, dobieranie po %1. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game was restored. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, rozdanie %1, dobieranie po %2. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Your game is back where you left it.</source>
        <extracomment>A saved game was loaded while the window is open (a random deal).
----------
At start, when the game saved at the last quit is restored.</extracomment>
        <translation>Twoja gra jest tam, gdzie ją przerwano.</translation>
    </message>
    <message>
        <source>Deal %1 is back where you left it.</source>
        <extracomment>A saved game was loaded while the window is open. %1 the deal number.</extracomment>
        <translation>Rozdanie %1 jest tam, gdzie je przerwano.</translation>
    </message>
    <message>
        <source>Every card in the columns is face up. Press Enter to finish.</source>
        <extracomment>Every card of the columns is face up, cards are left in the stock or the waste: the finish turns them as needed.</extracomment>
        <translation>Wszystkie karty w kolumnach są odkryte. Naciśnij Enter, aby zakończyć.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %2 face down, then %n card(s) from the %3 to the %4.</source>
        <extracomment>D (Say Columns), a column whose face-up cards are one run. %1 column, %2 face-down cards, %n cards in the run, %3 its deepest card, %4 its top card.</extracomment>
        <translation>
            <numerusform>Kolumna %1, zakrytych kart: %2, potem %n karta, od %3{gen} do %4{gen}.</numerusform>
            <numerusform>Kolumna %1, zakrytych kart: %2, potem %n karty, od %3{gen} do %4{gen}.</numerusform>
            <numerusform>Kolumna %1, zakrytych kart: %2, potem %n kart, od %3{gen} do %4{gen}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) from the %2 to the %3.</source>
        <extracomment>D (Say Columns), a column of one run and no face-down card. %1 column, %n cards in the run, %2 its deepest card, %3 its top card.</extracomment>
        <translation>
            <numerusform>Kolumna %1: %n karta, od %2{gen} do %3{gen}.</numerusform>
            <numerusform>Kolumna %1: %n karty, od %2{gen} do %3{gen}.</numerusform>
            <numerusform>Kolumna %1: %n kart, od %2{gen} do %3{gen}.</numerusform>
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
        <translation>Powiadomienia Orca pozostają włączone: gra nadal mówi.</translation>
    </message>
    <message>
        <source>Orca notifications are off. With Orca 43 or older the game is now silent; turn them on again in this box.</source>
        <extracomment>Said once the player confirmed turning the Orca notifications off.</extracomment>
        <translation>Powiadomienia Orca są wyłączone. Z Orca 43 lub starszą gra teraz milczy; włącz je ponownie w tym polu.</translation>
    </message>
    <message>
        <source>Orca notifications are on: every move is spoken.</source>
        <extracomment>Settings, Orca notifications box: said once it was turned on.</extracomment>
        <translation>Powiadomienia Orca są włączone: każdy ruch jest mówiony.</translation>
    </message>
    <message>
        <source>Speak through the screen reader &amp;directly</source>
        <extracomment>Settings, &quot;Speech and language&quot; group: a check box, off by default. On: the game&apos;s sentences go straight to the running screen reader (NVDA, JAWS, VoiceOver, Orca) or speech-dispatcher, with braille where it has it, instead of as accessibility events. &amp; marks the Alt access letter.</extracomment>
        <translation>Mów bezpośrednio przez &amp;czytnik ekranu</translation>
    </message>
    <message>
        <source>No screen reader answered: the game speaks through accessibility events.</source>
        <extracomment>Said once when &quot;Speak through the screen reader directly&quot; is on but no screen reader (nor speech-dispatcher) answers; the game goes on as before, through accessibility events.</extracomment>
        <translation>Żaden czytnik ekranu nie odpowiedział: gra mówi przez zdarzenia dostępności.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings dialog: title of the group of sound switches.</extracomment>
        <translation>Dźwięki</translation>
    </message>
    <message>
        <source>Sound when cards are picked up</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Dźwięk przy podnoszeniu kart</translation>
    </message>
    <message>
        <source>Sound when cards are put down</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Dźwięk przy kładzeniu kart</translation>
    </message>
    <message>
        <source>Sound when a move is not allowed</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Dźwięk przy niedozwolonym ruchu</translation>
    </message>
    <message>
        <source>Sound when a card turns face up</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Dźwięk przy odkryciu karty</translation>
    </message>
    <message>
        <source>Sound when the stock is turned</source>
        <extracomment>Settings, Sounds group: a check box (Klondike&apos;s stock turned, Spider&apos;s row dealt).</extracomment>
        <translation>Dźwięk przy odkrywaniu talii</translation>
    </message>
    <message>
        <source>Sound when the game is won</source>
        <extracomment>Settings, Sounds group: a check box.</extracomment>
        <translation>Dźwięk przy wygranej</translation>
    </message>
    <message>
        <source>No sound can play here: the game was installed without its optional sound package (the README says how to add it). The switches are kept for when it is there.</source>
        <extracomment>Settings, Sounds group: a note under the switches when this copy of the game cannot play sound (its optional sound package is not installed; the README says how to add it).</extracomment>
        <translation>Tutaj nie da się odtworzyć dźwięku: gra została zainstalowana bez opcjonalnego pakietu dźwięków (plik README opisuje, jak go dodać). Przełączniki zostają zachowane na później.</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <extracomment>The game&apos;s name (the window title, the Game menu).</extracomment>
        <translation>FreeCell</translation>
    </message>
    <message>
        <source>FreeCell solitaire. Left and Right move between the free cells, the foundations and the eight columns, Up and Down along a column, Space picks up and puts down, Enter plays a card, R says how many cards can move, H gives a hint, F1 lists every key.</source>
        <extracomment>FreeCell: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Pasjans FreeCell. Strzałki w lewo i w prawo przechodzą między wolnymi komórkami, stosami końcowymi i ośmioma kolumnami, w górę i w dół wzdłuż kolumny, Spacja podnosi i kładzie, Enter zagrywa kartę, R mówi, ile kart można przenieść, H daje podpowiedź, F1 wyświetla wszystkie klawisze.</translation>
    </message>
    <message>
        <source>the %1</source>
        <extracomment>A foundation&apos;s name inside a sentence, with its article (&quot;Nothing to pick up in the hearts foundation&quot;). %1 = &quot;hearts foundation&quot; and so on. Forms allowed.</extracomment>
        <translation>%1|acc:%1{acc}|gen:%1{gen}|dat:%1{dat}|ins:%1{ins}|loc:%1{loc}|w:%1{w}|do:%1{do}|z:%1{z}</translation>
    </message>
    <message>
        <source>column %1</source>
        <extracomment>A tableau column inside a sentence, %1 = 1..7. Forms allowed.</extracomment>
        <translation>kolumna %1|acc:kolumnę %1|gen:kolumny %1|dat:kolumnie %1|ins:kolumną %1|loc:kolumnie %1|w:w kolumnie %1|do:do kolumny %1|z:z kolumny %1</translation>
    </message>
    <message>
        <source>The %1 is back in %2.</source>
        <extracomment>After an undo: where the card is now. %1 card, %2 pile (&quot;column 3&quot;, &quot;the waste&quot;).</extracomment>
        <translation>%1 wraca %2{do}.</translation>
    </message>
    <message>
        <source>%1 to free cell %2.</source>
        <extracomment>FreeCell, after a move of a card to a free cell, speech setting Brief. %1 the card (capitalised), %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>%1 do wolnej komórki %2.</translation>
    </message>
    <message>
        <source>Moved %1 to free cell %2.</source>
        <extracomment>FreeCell: %1 the card, %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>Przeniesiono %1{acc} do wolnej komórki %2.</translation>
    </message>
    <message>
        <source>Move %1 to its foundation</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;).</extracomment>
        <translation>przeniesienie %1 na stos końcowy</translation>
    </message>
    <message>
        <source>Move %1 to free cell %2</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;), %2 a free cell&apos;s number.</extracomment>
        <translation>przeniesienie %1 do wolnej komórki %2</translation>
    </message>
    <message>
        <source>Move %1 to column %2</source>
        <extracomment>An undo step; %1 a card as printed in its corner (&quot;7♥&quot;), %2 a column number.</extracomment>
        <translation>przeniesienie %1 do kolumny %2</translation>
    </message>
    <message>
        <source>moved %1 to its foundation</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card.</extracomment>
        <translation>przeniesienie %1{gen} na stos końcowy</translation>
    </message>
    <message>
        <source>moved %1 to free cell %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, %2 the free cell&apos;s number (1–4).</extracomment>
        <translation>przeniesienie %1{gen} do wolnej komórki %2</translation>
    </message>
    <message>
        <source>moved %1 to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, %2 the column number.</extracomment>
        <translation>przeniesienie %1{gen} do kolumny %2</translation>
    </message>
    <message>
        <source>the %1 from %2</source>
        <extracomment>FreeCell, M (Say Available Moves): one card that may go to a free cell, an item of the list below (&quot;the king of clubs from column 1&quot;). %1 the card&apos;s name, %2 the pile it is in.</extracomment>
        <translation>%1 %2{z}</translation>
    </message>
    <message>
        <source>move one of these to a free cell: %1</source>
        <extracomment>FreeCell, M: the moves to a free cell said as one instruction; %1 the list of the cards that may go (each as the template above), in the locale&apos;s list form.</extracomment>
        <translation>przenieś jedną z tych kart do wolnej komórki: %1</translation>
    </message>
    <message>
        <source>move the %1 from %2 to its foundation</source>
        <extracomment>A move as an instruction, in a hint (H) and in the M list. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;).</extracomment>
        <translation>przenieś %1{acc} %2{z} na stos końcowy</translation>
    </message>
    <message>
        <source>move the %1 from %2 to a free cell</source>
        <extracomment>FreeCell instruction: %1 card, %2 where it is (&quot;column 4&quot;).</extracomment>
        <translation>przenieś %1{acc} %2{z} do wolnej komórki</translation>
    </message>
    <message>
        <source>move the %1 from %2 to empty column %3</source>
        <extracomment>A move as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;), %3 column.</extracomment>
        <translation>przenieś %1{acc} %2{z} do pustej kolumny %3</translation>
    </message>
    <message>
        <source>move the %1 from %2 onto the %3 in column %4</source>
        <extracomment>Instruction. %1 card, %2 where it is (&quot;column 4&quot;, &quot;the waste&quot;), %3 the card it goes on, %4 column.</extracomment>
        <translation>przenieś %1{acc} %2{z} na %3{acc} w kolumnie %4</translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <extracomment>Golf, a move in M&apos;s list and H&apos;s hint: a column&apos;s top card that fits the waste. %1 the card, %2 the column number.
----------
Focus on a face-up card in a column (brief). %1 card, %2 column number.</extracomment>
        <translation>%1, kolumna %2</translation>
    </message>
    <message>
        <source>%1, column %2, card %3 of %4, on top.</source>
        <extracomment>FreeCell focus on a column&apos;s top card: %1 card, %2 column, %3 its place from the bottom, %4 cards in the column.</extracomment>
        <translation>%1, kolumna %2, karta %3 z %4, na wierzchu.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, heads a run of %n card(s).</source>
        <extracomment>Focus on a card that heads a run. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards of the run it heads, itself included (what Space picks up; at least 2).</extracomment>
        <translation>
            <numerusform>%1, kolumna %2, karta %3 z %4, otwiera ciąg %n karty.</numerusform>
            <numerusform>%1, kolumna %2, karta %3 z %4, otwiera ciąg %n kart.</numerusform>
            <numerusform>%1, kolumna %2, karta %3 z %4, otwiera ciąg %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) out of order.</source>
        <extracomment>FreeCell focus on a card with cards on it that are not a run it heads. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, kolumna %2, karta %3 z %4, pod %n kartą nie po kolei.</numerusform>
            <numerusform>%1, kolumna %2, karta %3 z %4, pod %n kartami nie po kolei.</numerusform>
            <numerusform>%1, kolumna %2, karta %3 z %4, pod %n kartami nie po kolei.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1, empty.</source>
        <extracomment>Focus on an empty column (arrow keys, 1–7), speech setting Brief; also FreeCell and Spider. %1 the column number.</extracomment>
        <translation>Kolumna %1, pusta.</translation>
    </message>
    <message>
        <source>Column %1, empty. Any card can go here.</source>
        <extracomment>FreeCell, focus on an empty column: any card may go there. %1 the column number.</extracomment>
        <translation>Kolumna %1, pusta. Pasuje tu każda karta.</translation>
    </message>
    <message>
        <source>Free cell %1, empty.</source>
        <extracomment>FreeCell focus on an empty free cell. %1 its number (1–4).</extracomment>
        <translation>Wolna komórka %1, pusta.</translation>
    </message>
    <message>
        <source>%1, free cell %2.</source>
        <extracomment>FreeCell, focus on a free cell that holds a card. %1 the card in the free cell, %2 the cell&apos;s number.</extracomment>
        <translation>%1, wolna komórka %2.</translation>
    </message>
    <message>
        <source>There is no card to pick up in %1.</source>
        <extracomment>FreeCell: Space on a pile with no card to pick up. %1 the pile (&quot;free cell 2&quot;, &quot;column 5&quot;).</extracomment>
        <translation>Nie ma karty do podniesienia %1{w}.</translation>
    </message>
    <message>
        <source>Free cells: all four empty.</source>
        <extracomment>FreeCell, U (Say Free Cells) when no free cell holds a card.</extracomment>
        <translation>Wolne komórki: wszystkie cztery puste.</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a free cell with no card</comment>
        <extracomment>FreeCell, U (Say Free Cells): one empty cell in the list &quot;Free cells: 6 of spades, empty, empty, 9 of clubs.&quot;</extracomment>
        <translation>pusta</translation>
    </message>
    <message>
        <source>Free cells: %1.</source>
        <extracomment>FreeCell, U (Say Free Cells). %1 the four free cells from the left, each a card or &quot;empty&quot;.</extracomment>
        <translation>Wolne komórki: %1.</translation>
    </message>
    <message>
        <source>Column %1: empty.</source>
        <extracomment>Golf, D (Say Columns): an empty column. %1 the column number.
----------
D (Say Columns), one empty column: %1 its number.</extracomment>
        <translation>Kolumna %1: pusta.</translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <extracomment>D (Say Columns), a column with no face-down card: %1 its number, %2 its cards from the deepest to the top, as a list.</extracomment>
        <translation>Kolumna %1: %2.</translation>
    </message>
    <message>
        <source>Time %1.</source>
        <extracomment>I (Say Game Info): %1 the time played (&quot;4 minutes 12 seconds&quot;).</extracomment>
        <translation>Czas: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s).</source>
        <extracomment>I (Say Game Info): %n moves made. Also under the win banner.
----------
The win banner, under &quot;You won in 4 minutes 12 seconds, score 645.&quot;: %n the moves made.</extracomment>
        <translation>
            <numerusform>%n ruch.</numerusform>
            <numerusform>%n ruchy.</numerusform>
            <numerusform>%n ruchów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s) empty.</source>
        <extracomment>FreeCell, I (Say Game Info): %n free cells that hold no card.</extracomment>
        <translation>
            <numerusform>%n pusta wolna komórka.</numerusform>
            <numerusform>%n puste wolne komórki.</numerusform>
            <numerusform>%n pustych wolnych komórek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s).</source>
        <extracomment>FreeCell, I (Say Game Info): %n columns with no card.</extracomment>
        <translation>
            <numerusform>%n pusta kolumna.</numerusform>
            <numerusform>%n puste kolumny.</numerusform>
            <numerusform>%n pustych kolumn.</numerusform>
        </translation>
    </message>
    <message>
        <source>New deal.</source>
        <extracomment>After a new deal (F2) of a random deal, speech setting Brief.</extracomment>
        <translation>Nowe rozdanie.</translation>
    </message>
    <message>
        <source>Deal %1.</source>
        <extracomment>After a new deal chosen by number (Ctrl+G) or a restart, speech setting Brief. %1 the deal number.</extracomment>
        <translation>Rozdanie %1.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1.</source>
        <extracomment>FreeCell, after a new deal (F2, Ctrl+G). FreeCell: %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, rozdanie %1.</translation>
    </message>
    <message>
        <source>Restarted FreeCell, deal %1.</source>
        <extracomment>FreeCell, after a restart (Ctrl+R). FreeCell: %1 Microsoft&apos;s deal number, dealt again from the start.</extracomment>
        <translation>FreeCell, rozdanie %1 od nowa.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus and the last game was restored. %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, rozdanie %1. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>FreeCell. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>FreeCell. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>FreeCell. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus, on a deal without a number.</extracomment>
        <translation>FreeCell. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>FreeCell, deal %1. Press F1 for the list of keys.</source>
        <extracomment>FreeCell&apos;s greeting when the window first gets the focus. %1 Microsoft&apos;s deal number.</extracomment>
        <translation>FreeCell, rozdanie %1. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Every column is in order. Press Enter to finish.</source>
        <extracomment>FreeCell: every column is in order (each card on a higher one); Enter sends every card up.</extracomment>
        <translation>Wszystkie kolumny są uporządkowane. Naciśnij Enter, aby zakończyć.</translation>
    </message>
    <message>
        <source>Every column is in order. Press Enter or click to finish.</source>
        <extracomment>FreeCell: the banner a mouse player sees when every column is in order.</extracomment>
        <translation>Wszystkie kolumny są uporządkowane. Naciśnij Enter lub kliknij, aby zakończyć.</translation>
    </message>
    <message>
        <source>Dead end: the solver has proved that this position cannot be won. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>FreeCell: the solver searched every position reachable from here and none wins.</extracomment>
        <translation>Ślepy zaułek: solver udowodnił, że tej pozycji nie da się wygrać. Cofnij, aby spróbować inaczej, albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>Safe cards now go up to the foundations by themselves.</source>
        <extracomment>FreeCell, after Auto-Move Safe Cards (Play menu) was turned on.</extracomment>
        <translation>Bezpieczne karty same trafiają teraz na stosy końcowe.</translation>
    </message>
    <message>
        <source>Safe cards no longer go up by themselves; press A to send them up.</source>
        <extracomment>FreeCell, after Auto-Move Safe Cards (Play menu) was turned off. A is the key of &quot;Move Safe Cards Up&quot;.</extracomment>
        <translation>Bezpieczne karty nie trafiają już same na stosy końcowe; naciśnij A, aby je przenieść.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;FreeCell&lt;/h2&gt;&lt;p&gt;Every card is dealt face up into eight columns. Build the four foundations up by suit, from the ace to the king; the game is won when all 52 cards are on them.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Only the top card of a column, or a card in a free cell, can move.&lt;/li&gt;&lt;li&gt;In the columns, put a card on one that is one rank higher and of the other colour: a black 8 on a red 9. Any card can go into an empty column.&lt;/li&gt;&lt;li&gt;Each of the four free cells holds one card.&lt;/li&gt;&lt;li&gt;A run built down in alternating colours moves as one when there is room to move it card by card: (empty free cells + 1) × 2 for each empty column (an empty column you move to does not count). The R key tells you how many cards you can move now.&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column, not to a free cell.&lt;/li&gt;&lt;li&gt;A card no other card can need any more goes up to its foundation by itself (Play menu: Auto-Move Safe Cards, on by default); each is its own undo step.&lt;/li&gt;&lt;li&gt;When every column is in order, press Enter and the cards go up by themselves.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Deal numbers are Microsoft&apos;s (1 to 1,000,000): of the first 32,000 only deal 11982 cannot be won. Undo takes back any number of moves; the time never counts against you.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in FreeCell: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;FreeCell&lt;/h2&gt;&lt;p&gt;Wszystkie karty są rozdane odkryte do ośmiu kolumn. Układaj cztery stosy końcowe w górę według koloru, od asa do króla; gra jest wygrana, gdy leżą na nich wszystkie 52 karty.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Przenosić można tylko wierzchnią kartę kolumny albo kartę z wolnej komórki.&lt;/li&gt;&lt;li&gt;W kolumnach kładź kartę na kartę o jedną wartość wyższą i w przeciwnym kolorze: czarną ósemkę na czerwoną dziewiątkę. Do pustej kolumny pasuje każda karta.&lt;/li&gt;&lt;li&gt;Każda z czterech wolnych komórek mieści jedną kartę.&lt;/li&gt;&lt;li&gt;Ciąg ułożony w dół naprzemiennymi kolorami przenosi się w całości, jeśli jest miejsce, by przenieść go karta po karcie: (puste wolne komórki + 1) × 2 za każdą pustą kolumnę (pusta kolumna docelowa się nie liczy). Klawisz R mówi, ile kart możesz teraz przenieść.&lt;/li&gt;&lt;li&gt;Wierzchnia karta stosu końcowego może wrócić do kolumny, ale nie do wolnej komórki.&lt;/li&gt;&lt;li&gt;Karta, której żadna inna karta nie może już potrzebować, sama trafia na swój stos końcowy (menu Gra: Automatycznie przenoś bezpieczne karty, domyślnie włączone); każda taka karta to osobny krok cofania.&lt;/li&gt;&lt;li&gt;Gdy wszystkie kolumny są uporządkowane, naciśnij Enter, a karty same trafią na stosy końcowe.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Numery rozdań pochodzą od Microsoftu (od 1 do 1 000 000): z pierwszych 32 000 tylko rozdania 11982 nie da się wygrać. Cofać można dowolną liczbę ruchów; czas nigdy nie działa na twoją niekorzyść.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of FreeCell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the free cells, the foundations and the eight columns; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;8&lt;/b&gt; go to a column, &lt;b&gt;C&lt;/b&gt; to the free cells (again: the next one).&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; choose how much of the run to take.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down, &lt;b&gt;Enter&lt;/b&gt; sends a card to the best place, &lt;b&gt;X&lt;/b&gt; to a free cell, &lt;b&gt;F&lt;/b&gt; to its foundation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: how many cards you can move now. &lt;b&gt;U&lt;/b&gt;: the free cells. &lt;b&gt;T&lt;/b&gt;: the foundations. &lt;b&gt;D&lt;/b&gt;: the columns. &lt;b&gt;I&lt;/b&gt;: time, moves and whether the deal can still be won. &lt;b&gt;H&lt;/b&gt;: a hint, the first move of a winning line when the solver has found one.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card, or a run, onto another pile.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to the best place: its foundation when that is safe, else onto a card, else a free cell (a run: an empty column).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to its foundation.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in FreeCell: FreeCell&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Klawisze we FreeCell&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Strzałka w lewo&lt;/b&gt; i &lt;b&gt;Strzałka w prawo&lt;/b&gt; przechodzą przez wolne komórki, stosy końcowe i osiem kolumn; &lt;b&gt;1&lt;/b&gt; do &lt;b&gt;8&lt;/b&gt; prowadzą do kolumny, &lt;b&gt;C&lt;/b&gt; do wolnych komórek (ponownie: do następnej).&lt;/li&gt;&lt;li&gt;W kolumnie &lt;b&gt;Strzałka w górę&lt;/b&gt; i &lt;b&gt;Strzałka w dół&lt;/b&gt; wybierają, ile kart ciągu wziąć.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spacja&lt;/b&gt; podnosi i kładzie, &lt;b&gt;Enter&lt;/b&gt; wysyła kartę na najlepsze miejsce, &lt;b&gt;X&lt;/b&gt; do wolnej komórki, &lt;b&gt;F&lt;/b&gt; na jej stos końcowy.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: ile kart możesz teraz przenieść. &lt;b&gt;U&lt;/b&gt;: wolne komórki. &lt;b&gt;T&lt;/b&gt;: stosy końcowe. &lt;b&gt;D&lt;/b&gt;: kolumny. &lt;b&gt;I&lt;/b&gt;: czas, ruchy i czy rozdanie da się jeszcze wygrać. &lt;b&gt;H&lt;/b&gt;: podpowiedź, pierwszy ruch zwycięskiej drogi, gdy solver ją znalazł.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Myszą&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Przeciągnij&lt;/b&gt; kartę lub ciąg na inny stos.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Kliknij&lt;/b&gt; kartę, aby wysłać ją na najlepsze miejsce: na jej stos końcowy, gdy to bezpieczne, w przeciwnym razie na kartę, a w ostateczności do wolnej komórki (ciąg: do pustej kolumny).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Kliknij dwukrotnie&lt;/b&gt; kartę, aby wysłać ją na jej stos końcowy.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Top row: nothing above %1.</source>
        <extracomment>FreeCell: Up on a free cell or a foundation (the top row): the focus stays. %1 = &quot;free cell 2&quot;, &quot;the hearts foundation&quot; (a FreeCell pile inside a sentence).
----------
Up on a pile of the top row: the focus stays. %1 = &quot;the stock&quot;, &quot;the waste&quot;, &quot;the hearts foundation&quot; (pile_name).</extracomment>
        <translation>Górny rząd: nad %1{ins} nic nie ma.</translation>
    </message>
    <message>
        <source>%1 ends here: this card is on top.</source>
        <extracomment>FreeCell and Spider: Down on a column&apos;s top card (the one said &quot;on top&quot;); the focus stays. %1 the column (&quot;column 3&quot;).</extracomment>
        <translation>%1 kończy się tutaj: ta karta jest na wierzchu.</translation>
    </message>
    <message>
        <source>The arrow keys move between the piles, 1 to 8 go to a column, C to the free cells. F1 lists the keys.</source>
        <extracomment>FreeCell: Tab pressed on the board (the piles are reached with the arrow keys, the digits and C).</extracomment>
        <translation>Strzałki przechodzą między stosami, klawisze od 1 do 8 prowadzą do kolumn, C do wolnych komórek. F1 wyświetla klawisze.</translation>
    </message>
    <message>
        <source>free cell %1</source>
        <extracomment>A FreeCell free cell inside a sentence. %1 its number, 1–4 from the left. Forms allowed.</extracomment>
        <translation>wolna komórka %1|acc:wolną komórkę %1|gen:wolnej komórki %1|dat:wolnej komórce %1|ins:wolną komórką %1|loc:wolnej komórce %1|w:w wolnej komórce %1|do:do wolnej komórki %1|z:z wolnej komórki %1</translation>
    </message>
    <message numerus="yes">
        <source>Can&apos;t move the %1 with the cards on it: %n card(s), but there is room to move %2.</source>
        <extracomment>FreeCell supermove refused. %1 the run&apos;s first card; %n the cards in the run; %2 how many may move at once now.</extracomment>
        <translation>
            <numerusform>Nie można przenieść ciągu od %1{gen}: ma %n kartę, a miejsca wystarczy na %2.</numerusform>
            <numerusform>Nie można przenieść ciągu od %1{gen}: ma %n karty, a miejsca wystarczy na %2.</numerusform>
            <numerusform>Nie można przenieść ciągu od %1{gen}: ma %n kart, a miejsca wystarczy na %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can move %n card(s) at once onto a card, %1 into an empty column: %2 free cells, %3 empty columns.</source>
        <extracomment>FreeCell &quot;how many cards can I move?&quot;. %n cards onto a card; %1 cards into an empty column; %2 free cells, %3 empty columns.</extracomment>
        <translation>
            <numerusform>Możesz naraz przenieść %n kartę na inną kartę, a %1 do pustej kolumny. Puste wolne komórki: %2, puste kolumny: %3.</numerusform>
            <numerusform>Możesz naraz przenieść %n karty na inną kartę, a %1 do pustej kolumny. Puste wolne komórki: %2, puste kolumny: %3.</numerusform>
            <numerusform>Możesz naraz przenieść %n kart na inną kartę, a %1 do pustej kolumny. Puste wolne komórki: %2, puste kolumny: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: a cell holds one card, and cards lie on it.</source>
        <extracomment>FreeCell: X (To Free Cell) on a card with cards on it. %1 the card.</extracomment>
        <translation>Nie można położyć %1{gen} w wolnej komórce: komórka mieści jedną kartę, a to nie jest wierzchnia karta.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in free cell %2: the %3 is there.</source>
        <extracomment>FreeCell: a move to a taken free cell. %1 the card, %2 the cell&apos;s number, %3 the card already in it.</extracomment>
        <translation>Nie można położyć %1{gen} w wolnej komórce %2: leży tam %3.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: all four are full.</source>
        <extracomment>FreeCell: a move to a free cell when all four hold a card. %1 the card.</extracomment>
        <translation>Nie można położyć %1{gen} w wolnej komórce: wszystkie cztery są zajęte.</translation>
    </message>
    <message>
        <source>The %1 is already in a free cell.</source>
        <extracomment>FreeCell: a move of a card from a free cell to another free cell. %1 the card.</extracomment>
        <translation>%1 już leży w wolnej komórce.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in a free cell: a foundation card may only go back to a column.</source>
        <extracomment>FreeCell: a foundation card sent to a free cell. %1 the card.</extracomment>
        <translation>Nie można położyć %1{gen} w wolnej komórce: karta ze stosu końcowego może wrócić tylko do kolumny.</translation>
    </message>
    <message>
        <source>Golf</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Golf.</extracomment>
        <translation>Golf</translation>
    </message>
    <message>
        <source>Golf, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Golf, rozdanie %1. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Golf. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Golf. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Golf. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Golf. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Golf, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Golf&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Golf, rozdanie %1. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>New Golf deal.</source>
        <extracomment>Golf, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nowe rozdanie Golfa.</translation>
    </message>
    <message>
        <source>Restarted Golf, deal %1.</source>
        <extracomment>Golf, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Golf, rozdanie %1 od nowa.</translation>
    </message>
    <message>
        <source>Golf, deal %1.</source>
        <extracomment>Golf, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Golf, rozdanie %1.</translation>
    </message>
    <message>
        <source>Golf, deal %1. The waste shows the %2: %3 fits.</source>
        <extracomment>Golf, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the card on the waste, %3 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a 2&quot;).</extracomment>
        <translation>Golf, rozdanie %1. Na stosie odrzuconych leży %2: pasuje %3.</translation>
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
        <translation>%1 lub %2</translation>
    </message>
    <message>
        <source>only %1</source>
        <extracomment>Golf: the one rank that goes on an ace or a king, inside a sentence (&quot;only a 2&quot;, &quot;only a queen&quot;). %1 a rank with its article.</extracomment>
        <translation>tylko %1</translation>
    </message>
    <message>
        <source>%1, column %2, last card, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s last card (nothing under it) that can go on the waste now. %1 the card, %2 the column number.</extracomment>
        <translation>%1, kolumna %2, ostatnia karta, pasuje do stosu odrzuconych</translation>
    </message>
    <message>
        <source>%1, column %2, last card, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s last card (nothing under it) that does not fit the waste now. %1 the card, %2 the column number.</extracomment>
        <translation>%1, kolumna %2, ostatnia karta, nie pasuje do stosu odrzuconych</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that can go on the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, kolumna %2, wierzchnia karta, %n karta pod nią, pasuje do stosu odrzuconych</numerusform>
            <numerusform>%1, kolumna %2, wierzchnia karta, %n karty pod nią, pasuje do stosu odrzuconych</numerusform>
            <numerusform>%1, kolumna %2, wierzchnia karta, %n kart pod nią, pasuje do stosu odrzuconych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that does not fit the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, kolumna %2, wierzchnia karta, %n karta pod nią, nie pasuje do stosu odrzuconych</numerusform>
            <numerusform>%1, kolumna %2, wierzchnia karta, %n karty pod nią, nie pasuje do stosu odrzuconych</numerusform>
            <numerusform>%1, kolumna %2, wierzchnia karta, %n kart pod nią, nie pasuje do stosu odrzuconych</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2, card %3 from the top, under %4</source>
        <extracomment>Golf, the focus on a column card with cards on it (not free). %1 the card, %2 the column number, %3 its place counted from the column&apos;s top card (2: the second from the top), %4 the cards lying on it, the one right on it first, as a list.</extracomment>
        <translation>%1, kolumna %2, karta %3 od góry, pod %4{ins}</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <extracomment>Golf, the focus on an empty column (it stays empty). %1 the column number.</extracomment>
        <translation>Kolumna %1, pusta</translation>
    </message>
    <message>
        <source>%1, waste, %2 fits</source>
        <extracomment>Golf, the focus on the waste. %1 its top card, %2 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a 2&quot;).</extracomment>
        <translation>%1, stos odrzuconych, pasuje %2</translation>
    </message>
    <message>
        <source>Stock, empty</source>
        <extracomment>Golf, the focus on the empty stock (one pass: it stays empty).</extracomment>
        <translation>Talia, pusta</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s) left</source>
        <extracomment>Golf, the focus on the stock. %n how many cards are left in it.</extracomment>
        <translation>
            <numerusform>Talia, została %n karta</numerusform>
            <numerusform>Talia, zostały %n karty</numerusform>
            <numerusform>Talia, zostało %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Golf: a column&apos;s accessible name. %1 its number.
----------
Accessible name of a tableau column, %1 = 1..7.</extracomment>
        <translation>Kolumna %1</translation>
    </message>
    <message>
        <source>Waste</source>
        <extracomment>Golf: the waste&apos;s accessible name (the one foundation every card ends on).
----------
Accessible name of the waste pile (cards turned from the stock).
----------
TriPeaks: the waste&apos;s accessible name.</extracomment>
        <translation>Stos odrzuconych</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>Golf: the stock&apos;s accessible name.
----------
Accessible name of the stock pile (cards not yet dealt, turned with N).
----------
TriPeaks: the stock&apos;s accessible name.</extracomment>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Played %1 on the %2.</source>
        <extracomment>Golf, after a card went from a column onto the waste. %1 the card played, %2 the waste card it went on.</extracomment>
        <translation>Zagrano %1{acc} na %2{acc}.</translation>
    </message>
    <message>
        <source>Redone: played %1 on the %2.</source>
        <extracomment>Golf, after redoing a play (Ctrl+Y). %1 the card played again, %2 the waste card it went on.</extracomment>
        <translation>Ponowiono zagranie %1{gen} na %2{acc}.</translation>
    </message>
    <message>
        <source>Redone: turned the %1.</source>
        <extracomment>Golf, after redoing a draw (Ctrl+Y). %1 the card turned again.</extracomment>
        <translation>Ponowiono odkrycie %1{gen}.</translation>
    </message>
    <message>
        <source>Column %1 shows the %2.</source>
        <extracomment>Golf, after a play: the column&apos;s new top card (now free). %1 the column number, %2 the card.</extracomment>
        <translation>W kolumnie %1 na wierzchu: %2.</translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <extracomment>Golf, after a play that took a column&apos;s last card. %1 the column number.</extracomment>
        <translation>Kolumna %1 jest pusta.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <extracomment>Golf, after a play: what fits the waste now. %1 the ranks (&quot;a 5 or a 7&quot;, &quot;only a queen&quot;).
----------
TriPeaks, after a move: what goes on the waste now. %1 the ranks (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>Pasuje: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the columns.</source>
        <extracomment>Golf, after a play: %n how many cards are left in the seven columns.</extracomment>
        <translation>
            <numerusform>W kolumnach została %n karta.</numerusform>
            <numerusform>W kolumnach zostały %n karty.</numerusform>
            <numerusform>W kolumnach zostało %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned the %1: %2 fits.</source>
        <extracomment>Golf, after a draw (N, or a click on the stock). %1 the card turned onto the waste, %2 the ranks that fit it (&quot;a 4 or a 6&quot;, &quot;only a queen&quot;).</extracomment>
        <translation>Odkryto %1{acc}: pasuje %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n left in the stock.</source>
        <extracomment>Golf, after a draw, and in U and I: %n how many cards are left in the stock.</extracomment>
        <translation>
            <numerusform>W talii została %n karta.</numerusform>
            <numerusform>W talii zostały %n karty.</numerusform>
            <numerusform>W talii zostało %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: the %1 is back on column %2. The waste shows the %3.</source>
        <extracomment>Golf, after undoing a play. %1 the card back on its column, %2 the column number, %3 the waste&apos;s card now.</extracomment>
        <translation>Cofnięto: %1 wraca do kolumny %2. Na stosie odrzuconych leży %3.</translation>
    </message>
    <message>
        <source>Undone: the %1 is back on the stock. The waste shows the %2.</source>
        <extracomment>Golf, after undoing a draw. %1 the card back on the stock, %2 the waste&apos;s card now.</extracomment>
        <translation>Cofnięto: %1 wraca do talii. Na stosie odrzuconych leży %2.</translation>
    </message>
    <message>
        <source>Play %1 from column %2</source>
        <extracomment>Golf: a play in the Edit menu&apos;s undo history. %1 the card, %2 the column it came from.</extracomment>
        <translation>zagranie %1{gen} z kolumny %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>Golf: a draw in the Edit menu&apos;s undo history. %1 the card turned.</extracomment>
        <translation>odkrycie %1{gen}</translation>
    </message>
    <message numerus="yes">
        <source>You won in %1! All the columns are cleared, %n card(s) left in the stock: score minus %n.</source>
        <extracomment>Golf, the win (the last column emptied). %1 the time played, %n the cards left in the stock (the score is minus that number).</extracomment>
        <translation>
            <numerusform>Wygrana! Czas: %1. Wszystkie kolumny są puste, w talii została %n karta: wynik minus %n.</numerusform>
            <numerusform>Wygrana! Czas: %1. Wszystkie kolumny są puste, w talii zostały %n karty: wynik minus %n.</numerusform>
            <numerusform>Wygrana! Czas: %1. Wszystkie kolumny są puste, w talii zostało %n kart: wynik minus %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>No moves left: no top card fits the waste, and no draw can help. Score %1. Undo, or press F2 for a new deal.</source>
        <extracomment>Golf, said after a move when no column card fits the waste or any card left in the stock. %1 the cards left in the columns (the score).</extracomment>
        <translation>Brak ruchów: żadna wierzchnia karta nie pasuje do stosu odrzuconych, a dobieranie nie pomoże. Wynik %1. Cofnij ruch albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>The %1 doesn&apos;t fit the %2: it needs %3.</source>
        <extracomment>Golf, refused: a card one rank away from the waste&apos;s card goes on it. %1 the card, %2 the waste&apos;s card, %3 the ranks that fit (&quot;a 4 or a 6&quot;).
----------
TriPeaks, a card refused on the waste. %1 the card, %2 the waste&apos;s card, %3 the ranks that fit (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>%1 nie pasuje do %2{gen}: pasuje %3.</translation>
    </message>
    <message>
        <source>No wrapping: only a 2 goes on an ace.</source>
        <extracomment>Golf, refused: a king on an ace (ranks do not wrap around).</extracomment>
        <translation>Bez zawijania: na asa pasuje tylko dwójka.</translation>
    </message>
    <message>
        <source>Only a queen goes on a king.</source>
        <extracomment>Golf, refused: an ace on a king.</extracomment>
        <translation>Na króla pasuje tylko dama.</translation>
    </message>
    <message>
        <source>Only the top card of a column can be played: the %1 is under the %2.</source>
        <extracomment>Golf, refused: a card with cards on it. %1 the card, %2 the card lying right on it.</extracomment>
        <translation>Zagrać można tylko wierzchnią kartę kolumny: %1 leży pod %2{ins}.</translation>
    </message>
    <message>
        <source>The %1 is already on the waste.</source>
        <extracomment>Golf, refused: the card is already on the waste. %1 the card.</extracomment>
        <translation>%1 już leży na stosie odrzuconych.</translation>
    </message>
    <message>
        <source>The %1 is still in the stock: N turns the next card.</source>
        <extracomment>Golf, refused: a card still in the stock. %1 the card.</extracomment>
        <translation>%1 jest jeszcze w talii: N odkrywa następną kartę.</translation>
    </message>
    <message>
        <source>Nothing goes on a column: the %1 can only go onto the waste.</source>
        <extracomment>Golf, refused: a held card put down on a column (nothing is ever placed on a column). %1 the card.</extracomment>
        <translation>Na kolumny niczego się nie kładzie: %1 może trafić tylko na stos odrzuconych.</translation>
    </message>
    <message>
        <source>The stock takes no card: the %1 can only go onto the waste.</source>
        <extracomment>Golf, refused: a held card put down on the stock (cards only leave it). %1 the card.</extracomment>
        <translation>Na talię nie kładzie się kart: %1 może trafić tylko na stos odrzuconych.</translation>
    </message>
    <message>
        <source>The waste&apos;s card stays: play a column&apos;s top card onto it.</source>
        <extracomment>Golf, Space on the waste: its card is the target of every play, it is never picked up.</extracomment>
        <translation>Karta ze stosu odrzuconych zostaje na miejscu: zagrywaj na nią wierzchnią kartę kolumny.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <extracomment>Golf, refused: a draw from the empty stock (one pass, no recycling).
----------
Spider, U (Say Stock) and I (Say Game Info) when no row is left to deal; also after R.
----------
TriPeaks, a draw with an empty stock (one pass: it is not turned over).</extracomment>
        <translation>Talia jest pusta.</translation>
    </message>
    <message>
        <source>The deal is won: no move after a win.</source>
        <extracomment>Golf, refused: a move after the win.</extracomment>
        <translation>Rozdanie jest wygrane: po wygranej nie ma już ruchów.</translation>
    </message>
    <message>
        <source>Bottom of column %1.</source>
        <extracomment>Golf, Up on a column&apos;s bottom card (the focus stays). %1 the column number.</extracomment>
        <translation>Koniec kolumny %1.</translation>
    </message>
    <message>
        <source>Nothing below the waste and the stock.</source>
        <extracomment>Golf, Down on the waste or the stock (the focus stays).</extracomment>
        <translation>Pod stosem odrzuconych i talią nic nie ma.</translation>
    </message>
    <message numerus="yes">
        <source>draw, %n left in the stock</source>
        <extracomment>Golf, H&apos;s hint or M&apos;s list: draw a card. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>dobierz, w talii została %n karta</numerusform>
            <numerusform>dobierz, w talii zostały %n karty</numerusform>
            <numerusform>dobierz, w talii zostało %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing fits, and the stock is empty.</source>
        <extracomment>Golf, M when no top card fits the waste and the stock is empty.
----------
TriPeaks, M when no free card fits the waste and the stock is empty.</extracomment>
        <translation>Nic nie pasuje, a talia jest pusta.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing fits: draw, %n left in the stock.</source>
        <extracomment>Golf, M when no top card fits the waste. %n the cards left in the stock.
----------
TriPeaks, M when no free card fits the waste. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Nic nie pasuje: dobierz, w talii została %n karta.</numerusform>
            <numerusform>Nic nie pasuje: dobierz, w talii zostały %n karty.</numerusform>
            <numerusform>Nic nie pasuje: dobierz, w talii zostało %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fits the waste: %1.</source>
        <extracomment>Golf, M: the top cards that fit the waste now. %1 the list (&quot;7 of hearts, column 3; 5 of diamonds, column 6&quot;).
----------
TriPeaks, M: the free cards that fit the waste; the stock is empty. %1 the cards with their rows (&quot;9 of clubs, row 4; 7 of diamonds, row 3&quot;).</extracomment>
        <translation>Pasuje do stosu odrzuconych: %1.</translation>
    </message>
    <message>
        <source>Column %1, from the top: %2.</source>
        <extracomment>Golf, D (Say Columns): one column, from its top card down. %1 the column number, %2 its cards as a list.</extracomment>
        <translation>Kolumna %1, od góry: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: the %1, %2 fits. %n card(s) left in the stock.</source>
        <extracomment>Golf, U (Say Waste and Stock). %1 the waste&apos;s card, %2 the ranks that fit it, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Stos odrzuconych: %1, pasuje %2. W talii została %n karta.</numerusform>
            <numerusform>Stos odrzuconych: %1, pasuje %2. W talii zostały %n karty.</numerusform>
            <numerusform>Stos odrzuconych: %1, pasuje %2. W talii zostało %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in column %2, card %3 from the top.</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card in a column. %1 the card, %2 the column, %3 its place from the top (1: the top card).</extracomment>
        <translation>%1 leży w kolumnie %2, karta %3 od góry.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 is on the waste, under %n card(s).</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card on the waste. %1 the card, %n how many cards lie on it.</extracomment>
        <translation>
            <numerusform>%1 leży na stosie odrzuconych, pod %n kartą.</numerusform>
            <numerusform>%1 leży na stosie odrzuconych, pod %n kartami.</numerusform>
            <numerusform>%1 leży na stosie odrzuconych, pod %n kartami.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in the stock.</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card still in the stock (where in the stock is not said: its order is hidden). %1 the card.</extracomment>
        <translation>%1 jest w talii.</translation>
    </message>
    <message numerus="yes">
        <source>Score %1 strokes, %n card(s) left in the stock, time %2.</source>
        <extracomment>Golf, I (Say Game Info), before whether the deal can still be won. %1 the score in strokes (the cards left in the columns; minus the stock left once won), %2 the time played, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>Wynik w uderzeniach: %1, w talii została %n karta, czas %2.</numerusform>
            <numerusform>Wynik w uderzeniach: %1, w talii zostały %n karty, czas %2.</numerusform>
            <numerusform>Wynik w uderzeniach: %1, w talii zostało %n kart, czas %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left and Right move between the seven columns, the waste and the stock, 1 to 7 go to a column&apos;s top card, Up and Down along a column. Enter plays the card onto the waste; Space picks it up, to play it with Enter from anywhere, and Escape puts it back. N draws, M says what fits. F1 lists the keys.</source>
        <extracomment>Golf: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Strzałki w lewo i w prawo przechodzą między siedmioma kolumnami, stosem odrzuconych i talią, klawisze od 1 do 7 prowadzą do wierzchniej karty kolumny, strzałki w górę i w dół wzdłuż kolumny. Enter zagrywa kartę na stos odrzuconych; Spacja ją podnosi, by zagrać ją Enterem z dowolnego miejsca, a Escape ją odkłada. N dobiera, M mówi, co pasuje. F1 wyświetla klawisze.</translation>
    </message>
    <message>
        <source>Golf solitaire. Left and Right move between the columns, the waste and the stock, Up and Down along a column, Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>Golf: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Pasjans Golf. Strzałki w lewo i w prawo przechodzą między kolumnami, stosem odrzuconych i talią, w górę i w dół wzdłuż kolumny, Enter zagrywa kartę na stos odrzuconych, N dobiera, H daje podpowiedź, F1 wyświetla wszystkie klawisze.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five face-up cards, a stock of 16 and a waste. Clear the columns: every card goes onto the waste.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A column&apos;s top card goes onto the waste when it is one rank above or below the waste&apos;s card, whatever the suit: on a 7, a 6 or an 8. No wrapping: on an ace only a 2, on a king only a queen.&lt;/li&gt;&lt;li&gt;Draw the stock&apos;s next card onto the waste at any time; one pass, no recycling.&lt;/li&gt;&lt;li&gt;Nothing is ever put on a column; an empty column stays empty.&lt;/li&gt;&lt;li&gt;The score is in strokes, lower is better: the cards left in the columns; a won deal scores minus the cards left in the stock.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Keys of Golf&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the seven columns, the waste and the stock; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; go to a column&apos;s top card, &lt;b&gt;P&lt;/b&gt; to the waste.&lt;/li&gt;&lt;li&gt;In a column you start on the top card, the one that can be played: &lt;b&gt;Up&lt;/b&gt; goes to the cards under it, &lt;b&gt;Down&lt;/b&gt; back to the top, and from the top card to the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the card you are on onto the waste (on the stock: draws); &lt;b&gt;Space&lt;/b&gt; picks a top card up and, on the waste (&lt;b&gt;P&lt;/b&gt;), puts it down; &lt;b&gt;N&lt;/b&gt; draws. With the mouse, click a card or drag it onto the waste; click the stock to draw.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; says the top cards that fit the waste, &lt;b&gt;H&lt;/b&gt; gives a hint, &lt;b&gt;D&lt;/b&gt; reads the columns from the top card down, &lt;b&gt;U&lt;/b&gt; the waste and the stock, &lt;b&gt;I&lt;/b&gt; the score, the stock and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Golf: the rules and the keys (HTML; keep the tags, translate the text; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Siedem kolumn po pięć odkrytych kart, talia z 16 kartami i stos odrzuconych. Opróżnij kolumny: każda karta trafia na stos odrzuconych.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Wierzchnia karta kolumny trafia na stos odrzuconych, jeśli jest o jedną wartość wyższa lub niższa od karty na nim, bez względu na kolor: na siódemkę szóstka lub ósemka. Bez zawijania: na asa tylko dwójka, na króla tylko dama.&lt;/li&gt;&lt;li&gt;Następną kartę z talii można w każdej chwili odkryć na stos odrzuconych; jedno przejście, bez ponownego użycia talii.&lt;/li&gt;&lt;li&gt;Na kolumny nigdy niczego się nie kładzie; pusta kolumna zostaje pusta.&lt;/li&gt;&lt;li&gt;Wynik liczy się w uderzeniach, im mniej, tym lepiej: to karty pozostałe w kolumnach; wygrane rozdanie daje minus liczbę kart pozostałych w talii.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Klawisze w Golfie&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Strzałka w lewo&lt;/b&gt; i &lt;b&gt;Strzałka w prawo&lt;/b&gt; przechodzą przez siedem kolumn, stos odrzuconych i talię; &lt;b&gt;1&lt;/b&gt; do &lt;b&gt;7&lt;/b&gt; prowadzą do wierzchniej karty kolumny, &lt;b&gt;P&lt;/b&gt; do stosu odrzuconych.&lt;/li&gt;&lt;li&gt;W kolumnie zaczynasz na wierzchniej karcie, tej, którą można zagrać: &lt;b&gt;Strzałka w górę&lt;/b&gt; przechodzi do kart pod nią, &lt;b&gt;Strzałka w dół&lt;/b&gt; z powrotem do wierzchniej, a z wierzchniej karty na stos odrzuconych.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; zagrywa kartę, na której jesteś, na stos odrzuconych (na talii: dobiera); &lt;b&gt;Spacja&lt;/b&gt; podnosi wierzchnią kartę, a na stosie odrzuconych (&lt;b&gt;P&lt;/b&gt;) ją kładzie; &lt;b&gt;N&lt;/b&gt; dobiera. Myszą kliknij kartę lub przeciągnij ją na stos odrzuconych; kliknij talię, aby dobrać.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; mówi wierzchnie karty pasujące do stosu odrzuconych, &lt;b&gt;H&lt;/b&gt; daje podpowiedź, &lt;b&gt;D&lt;/b&gt; czyta kolumny od wierzchniej karty w dół, &lt;b&gt;U&lt;/b&gt; stos odrzuconych i talię, &lt;b&gt;I&lt;/b&gt; wynik, talię i czy rozdanie da się jeszcze wygrać.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Keys and Rules</source>
        <extracomment>Help menu, Keys and Rules (F1): the dialog&apos;s title and accessible name.</extracomment>
        <translation>Klawisze i zasady</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>F1, Keys tab: the heading of the Game menu&apos;s commands in the list (no access letter).</extracomment>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Edit</source>
        <extracomment>F1, Keys tab: the heading of the Edit menu&apos;s commands in the list.</extracomment>
        <translation>Edycja</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>F1, Keys tab: the heading of the Play menu&apos;s commands in the list.</extracomment>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Ask</source>
        <extracomment>F1, Keys tab: the heading of the Say menu&apos;s commands (those that speak the game&apos;s state).</extracomment>
        <translation>Mów</translation>
    </message>
    <message>
        <source>View</source>
        <extracomment>F1, Keys tab: the heading of the View menu&apos;s commands in the list.</extracomment>
        <translation>Widok</translation>
    </message>
    <message>
        <source>Help</source>
        <extracomment>F1, Keys tab: the heading of the Help menu&apos;s commands in the list.</extracomment>
        <translation>Pomoc</translation>
    </message>
    <message>
        <source>no key</source>
        <extracomment>F1, Keys tab, and Change Keys: the keys of a command that has none. Shown when a command has no key.</extracomment>
        <translation>brak klawisza</translation>
    </message>
    <message>
        <source>Every command and its keys. Use Up and Down to read the list; Left and Right close and open a group.</source>
        <extracomment>F1, Keys tab: the line above the list of commands (a tree: groups by menu).</extracomment>
        <translation>Wszystkie polecenia i ich klawisze. Strzałki w górę i w dół czytają listę; strzałki w lewo i w prawo zwijają i rozwijają grupę.</translation>
    </message>
    <message>
        <source>Mouse play is explained on the Rules page.</source>
        <extracomment>F1, Keys tab: after the line above the list of commands.</extracomment>
        <translation>Grę myszą opisuje strona Zasady.</translation>
    </message>
    <message>
        <source>Commands and keys</source>
        <extracomment>F1, Keys tab: accessible name of the list of commands.</extracomment>
        <translation>Polecenia i klawisze</translation>
    </message>
    <message>
        <source>Command</source>
        <extracomment>F1, Keys tab: header of the list&apos;s first column (the command&apos;s name).</extracomment>
        <translation>Polecenie</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>F1, Keys tab: header of the list&apos;s second column (the command&apos;s keys).</extracomment>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>What it does</source>
        <extracomment>F1, Keys tab: header of the list&apos;s third column (what the command does).</extracomment>
        <translation>Działanie</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>F1, the Rules tab: the accessible name of the rules text (read by a screen reader on entering it).</extracomment>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>The rules of Klondike, then how to play with the mouse. Read it line by line.</source>
        <extracomment>F1, Rules tab in Klondike: accessible description of the rules text.</extracomment>
        <translation>Zasady Klondike, a potem gra myszą. Czytaj wiersz po wierszu.</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <extracomment>F1: the tab with the list of commands and keys. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Klawisze</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <extracomment>F1: the tab with the game&apos;s rules. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;Change Keys…</source>
        <extracomment>F1, Keys tab: the button that opens the Change Keys dialog. &amp; marks the Alt access letter.</extracomment>
        <translation>Z&amp;mień klawisze…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;Build the four foundations up by suit, from the ace to the king. The game is won when all 52 cards are on the foundations.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;In the seven columns, put a card on one that is one rank higher and of the other colour: a black 8 on a red 9. A run built like that moves as one.&lt;/li&gt;&lt;li&gt;Only a king, or a run headed by a king, goes into an empty column.&lt;/li&gt;&lt;li&gt;A face-down card at the top of a column turns face up by itself.&lt;/li&gt;&lt;li&gt;Turn cards from the stock onto the waste; only the top card of the waste can be played. When the stock is empty, turn the waste over to go through it again (as often as the rules you chose allow).&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column.&lt;/li&gt;&lt;li&gt;When every card in the columns is face up, press Enter and the cards go up by themselves, turning the stock as they need to.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Scoring (standard): 10 for each card to a foundation, 5 for a card from the waste to a column, 5 for each card turned face up, minus 15 for a card taken back from a foundation. Undo takes back any number of moves; the time never counts against you.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in Klondike: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Klondike&lt;/h2&gt;&lt;p&gt;Ułóż cztery stosy końcowe w górę według koloru, od asa do króla. Gra jest wygrana, gdy wszystkie 52 karty leżą na stosach końcowych.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;W siedmiu kolumnach kładź kartę na kartę o jedną wartość wyższą i w przeciwnym kolorze: czarną ósemkę na czerwoną dziewiątkę. Tak ułożony ciąg przenosi się w całości.&lt;/li&gt;&lt;li&gt;Do pustej kolumny pasuje tylko król albo ciąg zaczynający się od króla.&lt;/li&gt;&lt;li&gt;Zakryta karta na wierzchu kolumny sama się odkrywa.&lt;/li&gt;&lt;li&gt;Odkrywaj karty z talii na stos odrzuconych; zagrać można tylko wierzchnią kartę stosu odrzuconych. Gdy talia jest pusta, odwróć stos odrzuconych, aby przejść przez nią ponownie (tyle razy, ile pozwalają wybrane zasady).&lt;/li&gt;&lt;li&gt;Wierzchnia karta stosu końcowego może wrócić do kolumny.&lt;/li&gt;&lt;li&gt;Gdy wszystkie karty w kolumnach są odkryte, naciśnij Enter, a karty same trafią na stosy końcowe, w razie potrzeby odkrywając talię.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Punktacja (standardowa): 10 za każdą kartę na stosie końcowym, 5 za kartę przeniesioną ze stosu odrzuconych do kolumny, 5 za każdą odkrytą kartę, minus 15 za kartę zabraną ze stosu końcowego. Cofać można dowolną liczbę ruchów; czas nigdy nie działa na twoją niekorzyść.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a face-up card onto another pile to move it there, with the cards on it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it, with the cards on it, to the best place it can go: its foundation when that is safe, else a column, preferring a move that turns up a face-down card.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to its foundation.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click the stock&lt;/b&gt; to turn cards; when it is empty, click it to turn the waste over.&lt;/li&gt;&lt;li&gt;When every card is face up, click anywhere to finish.&lt;/li&gt;&lt;li&gt;Hold Ctrl and turn the mouse wheel to make the cards larger or smaller.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Klondike: playing with the mouse, after the rules (HTML; keep the tags).</extracomment>
        <translation>&lt;h2&gt;Myszą&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Przeciągnij&lt;/b&gt; odkrytą kartę na inny stos, aby ją tam przenieść razem z kartami na niej.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Kliknij&lt;/b&gt; kartę, aby wysłać ją razem z kartami na niej na najlepsze możliwe miejsce: na jej stos końcowy, gdy to bezpieczne, w przeciwnym razie do kolumny, najchętniej tak, by odkryć zakrytą kartę.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Kliknij dwukrotnie&lt;/b&gt; kartę, aby wysłać ją na jej stos końcowy.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Kliknij talię&lt;/b&gt;, aby odkryć karty; gdy jest pusta, kliknij ją, aby odwrócić stos odrzuconych.&lt;/li&gt;&lt;li&gt;Gdy wszystkie karty są odkryte, kliknij w dowolnym miejscu, aby zakończyć.&lt;/li&gt;&lt;li&gt;Przytrzymaj Ctrl i obracaj kółkiem myszy, aby powiększyć lub pomniejszyć karty.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Change Keys</source>
        <extracomment>F1, Change Keys…: the dialog&apos;s title.</extracomment>
        <translation>Zmień klawisze</translation>
    </message>
    <message>
        <source>&amp;Commands:</source>
        <extracomment>Change Keys dialog: label of the list of commands. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Polecenia:</translation>
    </message>
    <message>
        <source>Commands</source>
        <extracomment>Change Keys dialog: accessible name of the list of commands.</extracomment>
        <translation>Polecenia</translation>
    </message>
    <message>
        <source>New &amp;key:</source>
        <extracomment>Change Keys dialog: label of the field where the new key is pressed. &amp; marks the Alt access letter.</extracomment>
        <translation>Nowy &amp;klawisz:</translation>
    </message>
    <message>
        <source>New key: press the keys</source>
        <extracomment>Change Keys dialog: accessible name of the field where the new key is pressed.</extracomment>
        <translation>Nowy klawisz: naciśnij klawisze</translation>
    </message>
    <message>
        <source>&amp;Assign</source>
        <extracomment>Change Keys dialog: the button that gives the pressed key to the chosen command. &amp; marks the Alt access letter.</extracomment>
        <translation>Przyp&amp;isz</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <extracomment>Change Keys dialog: the button that gives the chosen command its usual keys again. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Domyślne</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Change Keys dialog: accessible name of the line that reports what a button did.</extracomment>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Choose a command, then press the new key in the key field.</source>
        <extracomment>Change Keys dialog: Assign pressed with no command chosen or no key pressed.</extracomment>
        <translation>Wybierz polecenie, a potem naciśnij nowy klawisz w polu klawisza.</translation>
    </message>
    <message>
        <source>That key is already used by %1.</source>
        <extracomment>Change Keys dialog, after Assign with a key another command has. %1 the command that already has the key.</extracomment>
        <translation>Ten klawisz jest już używany przez polecenie „%1”.</translation>
    </message>
    <message>
        <source>%1 now uses %2.</source>
        <extracomment>Change Keys dialog, after Assign. %1 a command, %2 its new key.</extracomment>
        <translation>Polecenie „%1” używa teraz %2.</translation>
    </message>
    <message>
        <source>%1 has its default keys again.</source>
        <extracomment>Change Keys dialog, after Default: %1 the command (&quot;Undo&quot;).</extracomment>
        <translation>Polecenie „%1” ma znowu domyślne klawisze.</translation>
    </message>
    <message>
        <source>Only in %1: %2</source>
        <extracomment>F1, a command of other games than the one in play: %1 the games&apos; names as a list in the language&apos;s own way (&quot;Klondike and FreeCell&quot;), %2 what the command does.</extracomment>
        <translation>Tylko w grach %1: %2</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>as trefl|acc:asa trefl|gen:asa trefl|dat:asowi trefl|ins:asem trefl|loc:asie trefl</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dwójka trefl|acc:dwójkę trefl|gen:dwójki trefl|dat:dwójce trefl|ins:dwójką trefl|loc:dwójce trefl</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>trójka trefl|acc:trójkę trefl|gen:trójki trefl|dat:trójce trefl|ins:trójką trefl|loc:trójce trefl</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>czwórka trefl|acc:czwórkę trefl|gen:czwórki trefl|dat:czwórce trefl|ins:czwórką trefl|loc:czwórce trefl</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>piątka trefl|acc:piątkę trefl|gen:piątki trefl|dat:piątce trefl|ins:piątką trefl|loc:piątce trefl</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>szóstka trefl|acc:szóstkę trefl|gen:szóstki trefl|dat:szóstce trefl|ins:szóstką trefl|loc:szóstce trefl</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>siódemka trefl|acc:siódemkę trefl|gen:siódemki trefl|dat:siódemce trefl|ins:siódemką trefl|loc:siódemce trefl</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>ósemka trefl|acc:ósemkę trefl|gen:ósemki trefl|dat:ósemce trefl|ins:ósemką trefl|loc:ósemce trefl</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dziewiątka trefl|acc:dziewiątkę trefl|gen:dziewiątki trefl|dat:dziewiątce trefl|ins:dziewiątką trefl|loc:dziewiątce trefl</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dziesiątka trefl|acc:dziesiątkę trefl|gen:dziesiątki trefl|dat:dziesiątce trefl|ins:dziesiątką trefl|loc:dziesiątce trefl</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>walet trefl|acc:waleta trefl|gen:waleta trefl|dat:waletowi trefl|ins:waletem trefl|loc:walecie trefl</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dama trefl|acc:damę trefl|gen:damy trefl|dat:damie trefl|ins:damą trefl|loc:damie trefl</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>król trefl|acc:króla trefl|gen:króla trefl|dat:królowi trefl|ins:królem trefl|loc:królu trefl</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>as karo|acc:asa karo|gen:asa karo|dat:asowi karo|ins:asem karo|loc:asie karo</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dwójka karo|acc:dwójkę karo|gen:dwójki karo|dat:dwójce karo|ins:dwójką karo|loc:dwójce karo</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>trójka karo|acc:trójkę karo|gen:trójki karo|dat:trójce karo|ins:trójką karo|loc:trójce karo</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>czwórka karo|acc:czwórkę karo|gen:czwórki karo|dat:czwórce karo|ins:czwórką karo|loc:czwórce karo</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>piątka karo|acc:piątkę karo|gen:piątki karo|dat:piątce karo|ins:piątką karo|loc:piątce karo</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>szóstka karo|acc:szóstkę karo|gen:szóstki karo|dat:szóstce karo|ins:szóstką karo|loc:szóstce karo</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>siódemka karo|acc:siódemkę karo|gen:siódemki karo|dat:siódemce karo|ins:siódemką karo|loc:siódemce karo</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>ósemka karo|acc:ósemkę karo|gen:ósemki karo|dat:ósemce karo|ins:ósemką karo|loc:ósemce karo</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dziewiątka karo|acc:dziewiątkę karo|gen:dziewiątki karo|dat:dziewiątce karo|ins:dziewiątką karo|loc:dziewiątce karo</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dziesiątka karo|acc:dziesiątkę karo|gen:dziesiątki karo|dat:dziesiątce karo|ins:dziesiątką karo|loc:dziesiątce karo</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>walet karo|acc:waleta karo|gen:waleta karo|dat:waletowi karo|ins:waletem karo|loc:walecie karo</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dama karo|acc:damę karo|gen:damy karo|dat:damie karo|ins:damą karo|loc:damie karo</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>król karo|acc:króla karo|gen:króla karo|dat:królowi karo|ins:królem karo|loc:królu karo</translation>
    </message>
    <message>
        <source>ace of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>as pik|acc:asa pik|gen:asa pik|dat:asowi pik|ins:asem pik|loc:asie pik</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dwójka pik|acc:dwójkę pik|gen:dwójki pik|dat:dwójce pik|ins:dwójką pik|loc:dwójce pik</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>trójka pik|acc:trójkę pik|gen:trójki pik|dat:trójce pik|ins:trójką pik|loc:trójce pik</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>czwórka pik|acc:czwórkę pik|gen:czwórki pik|dat:czwórce pik|ins:czwórką pik|loc:czwórce pik</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>piątka pik|acc:piątkę pik|gen:piątki pik|dat:piątce pik|ins:piątką pik|loc:piątce pik</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>szóstka pik|acc:szóstkę pik|gen:szóstki pik|dat:szóstce pik|ins:szóstką pik|loc:szóstce pik</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>siódemka pik|acc:siódemkę pik|gen:siódemki pik|dat:siódemce pik|ins:siódemką pik|loc:siódemce pik</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>ósemka pik|acc:ósemkę pik|gen:ósemki pik|dat:ósemce pik|ins:ósemką pik|loc:ósemce pik</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dziewiątka pik|acc:dziewiątkę pik|gen:dziewiątki pik|dat:dziewiątce pik|ins:dziewiątką pik|loc:dziewiątce pik</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dziesiątka pik|acc:dziesiątkę pik|gen:dziesiątki pik|dat:dziesiątce pik|ins:dziesiątką pik|loc:dziesiątce pik</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>walet pik|acc:waleta pik|gen:waleta pik|dat:waletowi pik|ins:waletem pik|loc:walecie pik</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dama pik|acc:damę pik|gen:damy pik|dat:damie pik|ins:damą pik|loc:damie pik</translation>
    </message>
    <message>
        <source>king of spades</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>król pik|acc:króla pik|gen:króla pik|dat:królowi pik|ins:królem pik|loc:królu pik</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>as kier|acc:asa kier|gen:asa kier|dat:asowi kier|ins:asem kier|loc:asie kier</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dwójka kier|acc:dwójkę kier|gen:dwójki kier|dat:dwójce kier|ins:dwójką kier|loc:dwójce kier</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>trójka kier|acc:trójkę kier|gen:trójki kier|dat:trójce kier|ins:trójką kier|loc:trójce kier</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>czwórka kier|acc:czwórkę kier|gen:czwórki kier|dat:czwórce kier|ins:czwórką kier|loc:czwórce kier</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>piątka kier|acc:piątkę kier|gen:piątki kier|dat:piątce kier|ins:piątką kier|loc:piątce kier</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>szóstka kier|acc:szóstkę kier|gen:szóstki kier|dat:szóstce kier|ins:szóstką kier|loc:szóstce kier</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>siódemka kier|acc:siódemkę kier|gen:siódemki kier|dat:siódemce kier|ins:siódemką kier|loc:siódemce kier</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>ósemka kier|acc:ósemkę kier|gen:ósemki kier|dat:ósemce kier|ins:ósemką kier|loc:ósemce kier</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dziewiątka kier|acc:dziewiątkę kier|gen:dziewiątki kier|dat:dziewiątce kier|ins:dziewiątką kier|loc:dziewiątce kier</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dziesiątka kier|acc:dziesiątkę kier|gen:dziesiątki kier|dat:dziesiątce kier|ins:dziesiątką kier|loc:dziesiątce kier</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>walet kier|acc:waleta kier|gen:waleta kier|dat:waletowi kier|ins:waletem kier|loc:walecie kier</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>dama kier|acc:damę kier|gen:damy kier|dat:damie kier|ins:damą kier|loc:damie kier</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <extracomment>A card&apos;s name, lower case, inside any sentence that names a card (focus, moves, hints); capitalised by the code at a sentence start. Forms allowed.</extracomment>
        <translation>król kier|acc:króla kier|gen:króla kier|dat:królowi kier|ins:królem kier|loc:królu kier</translation>
    </message>
    <message>
        <source>ace</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>as|acc:asa|gen:asa|dat:asowi|ins:asem|loc:asie|red:czerwony as|black:czarny as</translation>
    </message>
    <message>
        <source>2</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>dwójka|acc:dwójkę|gen:dwójki|dat:dwójce|ins:dwójką|loc:dwójce|red:czerwona dwójka|black:czarna dwójka</translation>
    </message>
    <message>
        <source>3</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>trójka|acc:trójkę|gen:trójki|dat:trójce|ins:trójką|loc:trójce|red:czerwona trójka|black:czarna trójka</translation>
    </message>
    <message>
        <source>4</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>czwórka|acc:czwórkę|gen:czwórki|dat:czwórce|ins:czwórką|loc:czwórce|red:czerwona czwórka|black:czarna czwórka</translation>
    </message>
    <message>
        <source>5</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>piątka|acc:piątkę|gen:piątki|dat:piątce|ins:piątką|loc:piątce|red:czerwona piątka|black:czarna piątka</translation>
    </message>
    <message>
        <source>6</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>szóstka|acc:szóstkę|gen:szóstki|dat:szóstce|ins:szóstką|loc:szóstce|red:czerwona szóstka|black:czarna szóstka</translation>
    </message>
    <message>
        <source>7</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>siódemka|acc:siódemkę|gen:siódemki|dat:siódemce|ins:siódemką|loc:siódemce|red:czerwona siódemka|black:czarna siódemka</translation>
    </message>
    <message>
        <source>8</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>ósemka|acc:ósemkę|gen:ósemki|dat:ósemce|ins:ósemką|loc:ósemce|red:czerwona ósemka|black:czarna ósemka</translation>
    </message>
    <message>
        <source>9</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>dziewiątka|acc:dziewiątkę|gen:dziewiątki|dat:dziewiątce|ins:dziewiątką|loc:dziewiątce|red:czerwona dziewiątka|black:czarna dziewiątka</translation>
    </message>
    <message>
        <source>10</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>dziesiątka|acc:dziesiątkę|gen:dziesiątki|dat:dziesiątce|ins:dziesiątką|loc:dziesiątce|red:czerwona dziesiątka|black:czarna dziesiątka</translation>
    </message>
    <message>
        <source>jack</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>walet|acc:waleta|gen:waleta|dat:waletowi|ins:waletem|loc:walecie|red:czerwony walet|black:czarny walet</translation>
    </message>
    <message>
        <source>queen</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>dama|acc:damę|gen:damy|dat:damie|ins:damą|loc:damie|red:czerwona dama|black:czarna dama</translation>
    </message>
    <message>
        <source>king</source>
        <extracomment>A rank on its own, inside a sentence: &quot;only a red 8 can go there&quot; (a move that breaks the rules). Forms allowed.</extracomment>
        <translation>król|acc:króla|gen:króla|dat:królowi|ins:królem|loc:królu|red:czerwony król|black:czarny król</translation>
    </message>
    <message>
        <source>clubs</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only clubs&quot;. Forms allowed.</extracomment>
        <translation>trefle|acc:trefle|gen:trefli|dat:trefle|ins:trefle|loc:trefle|sg:trefl</translation>
    </message>
    <message>
        <source>diamonds</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only diamonds&quot;. Forms allowed.</extracomment>
        <translation>karo|acc:karo|gen:karo|dat:karo|ins:karo|loc:karo|sg:karo</translation>
    </message>
    <message>
        <source>spades</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only spades&quot;. Forms allowed.</extracomment>
        <translation>piki|acc:piki|gen:pików|dat:piki|ins:piki|loc:piki|sg:pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <extracomment>A suit in the plural, inside a sentence: &quot;it takes only hearts&quot;. Forms allowed.</extracomment>
        <translation>kiery|acc:kiery|gen:kierów|dat:kiery|ins:kiery|loc:kiery|sg:kier</translation>
    </message>
    <message>
        <source>clubs foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the clubs foundation&quot;); capitalised as its accessible name (&quot;Clubs foundation&quot;). Forms allowed.</extracomment>
        <translation>stos końcowy trefl|acc:stos końcowy trefl|gen:stosu końcowego trefl|dat:stosowi końcowemu trefl|ins:stosem końcowym trefl|loc:stosie końcowym trefl|w:na stosie końcowym trefl|do:na stos końcowy trefl|z:ze stosu końcowego trefl</translation>
    </message>
    <message>
        <source>diamonds foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the diamonds foundation&quot;); capitalised as its accessible name (&quot;Diamonds foundation&quot;). Forms allowed.</extracomment>
        <translation>stos końcowy karo|acc:stos końcowy karo|gen:stosu końcowego karo|dat:stosowi końcowemu karo|ins:stosem końcowym karo|loc:stosie końcowym karo|w:na stosie końcowym karo|do:na stos końcowy karo|z:ze stosu końcowego karo</translation>
    </message>
    <message>
        <source>spades foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the spades foundation&quot;); capitalised as its accessible name (&quot;Spades foundation&quot;). Forms allowed.</extracomment>
        <translation>stos końcowy pik|acc:stos końcowy pik|gen:stosu końcowego pik|dat:stosowi końcowemu pik|ins:stosem końcowym pik|loc:stosie końcowym pik|w:na stosie końcowym pik|do:na stos końcowy pik|z:ze stosu końcowego pik</translation>
    </message>
    <message>
        <source>hearts foundation</source>
        <extracomment>A foundation&apos;s name inside a sentence (&quot;on the hearts foundation&quot;); capitalised as its accessible name (&quot;Hearts foundation&quot;). Forms allowed.</extracomment>
        <translation>stos końcowy kier|acc:stos końcowy kier|gen:stosu końcowego kier|dat:stosowi końcowemu kier|ins:stosem końcowym kier|loc:stosie końcowym kier|w:na stosie końcowym kier|do:na stos końcowy kier|z:ze stosu końcowego kier</translation>
    </message>
    <message>
        <source>face-down card</source>
        <extracomment>Accessible name of a card whose face the player cannot see; also said on focus. Forms allowed.</extracomment>
        <translation>zakryta karta|acc:zakrytą kartę|gen:zakrytej karty|dat:zakrytej karcie|ins:zakrytą kartą|loc:zakrytej karcie</translation>
    </message>
    <message>
        <source>the waste</source>
        <extracomment>A pile&apos;s name inside a sentence (&quot;Nothing to pick up in the waste.&quot;), with its article. Forms allowed.</extracomment>
        <translation>stos odrzuconych|acc:stos odrzuconych|gen:stosu odrzuconych|dat:stosowi odrzuconych|ins:stosem odrzuconych|loc:stosie odrzuconych|w:na stosie odrzuconych|do:na stos odrzuconych|z:ze stosu odrzuconych</translation>
    </message>
    <message>
        <source>the stock</source>
        <extracomment>A pile&apos;s name inside a sentence (&quot;Nothing to pick up in the stock.&quot;), with its article. Forms allowed.</extracomment>
        <translation>talia|acc:talię|gen:talii|dat:talii|ins:talią|loc:talii|w:w talii|do:do talii|z:z talii</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>Accessible name of the card table.</extracomment>
        <translation>Stół do gry</translation>
    </message>
    <message>
        <source>Klondike solitaire. Left and Right move between piles, Up and Down along a column, Space picks up and puts down, Enter plays a card, H gives a hint, F1 lists every key.</source>
        <extracomment>Klondike: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Pasjans Klondike. Strzałki w lewo i w prawo przechodzą między stosami, w górę i w dół wzdłuż kolumny, Spacja podnosi i kładzie, Enter zagrywa kartę, H daje podpowiedź, F1 wyświetla wszystkie klawisze.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4 face up, %n face down</source>
        <extracomment>Focus on a card in a column. %1 card, %2 column, %3 its place among the face-up cards counted from the deepest, %4 face-up count, %n face-down cards under them.</extracomment>
        <translation>
            <numerusform>%1, kolumna %2, karta %3 z %4 odkrytych, %n zakryta</numerusform>
            <numerusform>%1, kolumna %2, karta %3 z %4 odkrytych, %n zakryte</numerusform>
            <numerusform>%1, kolumna %2, karta %3 z %4 odkrytych, %n zakrytych</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2, card %3 of %4 face up</source>
        <extracomment>Focus on a card in a column with no face-down cards. %1 card, %2 column, %3 place, %4 count.</extracomment>
        <translation>%1, kolumna %2, karta %3 z %4 odkrytych</translation>
    </message>
    <message>
        <source>Column %1, empty. Only a King can go here.</source>
        <extracomment>Klondike, focus on an empty column. %1 the column number.</extracomment>
        <translation>Kolumna %1, pusta. Pasuje tu tylko król.</translation>
    </message>
    <message>
        <source>Stock, empty.</source>
        <extracomment>Focus on the stock when it holds no card (arrow keys, Home).
----------
Pyramid, the focus on the empty stock.
----------
TriPeaks, the focus on the stock when it is empty (there is one pass: it is not turned over).</extracomment>
        <translation>Talia, pusta.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s).</source>
        <extracomment>Focus on the stock, speech setting Brief. %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Talia, %n karta.</numerusform>
            <numerusform>Talia, %n karty.</numerusform>
            <numerusform>Talia, %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of unlimited.</source>
        <extracomment>Focus on the stock (arrow keys, Home), unlimited passes. %n cards in the stock, %1 the current pass through the stock.</extracomment>
        <translation>
            <numerusform>Talia, %n karta. Przejście %1, bez limitu.</numerusform>
            <numerusform>Talia, %n karty. Przejście %1, bez limitu.</numerusform>
            <numerusform>Talia, %n kart. Przejście %1, bez limitu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of %2.</source>
        <extracomment>Focus on the stock (arrow keys, Home). %n cards in the stock, %1 the current pass, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Talia, %n karta. Przejście %1 z %2.</numerusform>
            <numerusform>Talia, %n karty. Przejście %1 z %2.</numerusform>
            <numerusform>Talia, %n kart. Przejście %1 z %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock, empty. The waste is empty too.</source>
        <extracomment>Focus on the stock when the stock and the waste are both empty.</extracomment>
        <translation>Talia, pusta. Stos odrzuconych też jest pusty.</translation>
    </message>
    <message>
        <source>Stock, empty. No passes left.</source>
        <extracomment>Focus on the empty stock when the waste may not be turned over again.</extracomment>
        <translation>Talia, pusta. Nie zostało już żadne przejście.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, empty. Press Space to turn the waste over, %n card(s).</source>
        <extracomment>Focus on the empty stock while the waste holds cards. %n cards in the waste that Space would turn back into the stock.</extracomment>
        <translation>
            <numerusform>Talia, pusta. Naciśnij Spację, aby odwrócić stos odrzuconych, %n karta.</numerusform>
            <numerusform>Talia, pusta. Naciśnij Spację, aby odwrócić stos odrzuconych, %n karty.</numerusform>
            <numerusform>Talia, pusta. Naciśnij Spację, aby odwrócić stos odrzuconych, %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, waste</source>
        <extracomment>Focus on the waste, speech setting Brief. %1 its playable card.</extracomment>
        <translation>%1, stos odrzuconych</translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s)</source>
        <extracomment>Focus on the playable waste card. %1 card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>%1, stos odrzuconych, %n karta</numerusform>
            <numerusform>%1, stos odrzuconych, %n karty</numerusform>
            <numerusform>%1, stos odrzuconych, %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Showing beneath it: %2.</source>
        <extracomment>Draw 3, focus on the waste. %1 the playable card, %n cards in the waste, %2 the cards showing beneath it (not playable yet).</extracomment>
        <translation>
            <numerusform>%1, stos odrzuconych, %n karta. Pod spodem widać: %2.</numerusform>
            <numerusform>%1, stos odrzuconych, %n karty. Pod spodem widać: %2.</numerusform>
            <numerusform>%1, stos odrzuconych, %n kart. Pod spodem widać: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, in the waste</source>
        <extracomment>Accessible name of a waste card that lies under the playable one. %1 the card.</extracomment>
        <translation>%1, na stosie odrzuconych</translation>
    </message>
    <message>
        <source>%1, on %2</source>
        <extracomment>Accessible name of a card under the top of a foundation. %1 card, %2 &quot;the hearts foundation&quot;.</extracomment>
        <translation>%1, %2{w}</translation>
    </message>
    <message>
        <source>Waste, empty.</source>
        <extracomment>Focus on the waste when it holds no card.
----------
Pyramid, the focus on the empty waste.</extracomment>
        <translation>Stos odrzuconych, pusty.</translation>
    </message>
    <message>
        <source>%1, %2, complete</source>
        <extracomment>Focus on a foundation that holds its king. %1 = king of …, %2 = &quot;hearts foundation&quot;.</extracomment>
        <translation>%1, %2, ukończony</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Focus on a foundation, speech setting Brief. %1 its top card, %2 its name (&quot;hearts foundation&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2. Next: %3.</source>
        <extracomment>Focus on a foundation (arrow keys). %1 top card, %2 foundation, %3 the card it needs next.</extracomment>
        <translation>%1, %2. Następna: %3.</translation>
    </message>
    <message>
        <source>%1, empty.</source>
        <extracomment>Focus on an empty foundation, speech setting Brief. %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1, pusty.</translation>
    </message>
    <message>
        <source>%1, empty. Only the %2 can go here.</source>
        <extracomment>Focus on an empty foundation (arrow keys). %1 &quot;Hearts foundation&quot;, %2 &quot;ace of hearts&quot;.</extracomment>
        <translation>%1, pusty. Pasuje tu tylko %2.</translation>
    </message>
    <message>
        <source>Holding %1.</source>
        <extracomment>After Space picked up one card. %1 the card.</extracomment>
        <translation>Trzymasz %1{acc}.</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1, %n card(s).</source>
        <extracomment>After Space picked up several cards, speech setting Brief. %1 the first (deepest) held card, %n how many are held.
----------
After Space picked up several cards. %1 every held card as a list, %n how many.</extracomment>
        <translation>
            <numerusform>Trzymasz %1{acc}, %n karta.</numerusform>
            <numerusform>Trzymasz %1{acc}, %n karty.</numerusform>
            <numerusform>Trzymasz %1{acc}, %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 can go here.</source>
        <extracomment>Added to the focus while cards are held and they may be put on the focused pile. %1 the first held card.</extracomment>
        <translation>%1 pasuje tutaj.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <extracomment>After Escape put the held cards back. %1 the (first) card held.</extracomment>
        <translation>Odłożono %1{acc} z powrotem.</translation>
    </message>
    <message>
        <source>Nothing is held.</source>
        <extracomment>Escape (Put Back) when nothing is held.</extracomment>
        <translation>Nic nie trzymasz.</translation>
    </message>
    <message>
        <source>Nothing to pick up in %1.</source>
        <extracomment>Space on a pile with no card to pick up. %1 the pile (&quot;the waste&quot;, &quot;column 3&quot;).</extracomment>
        <translation>Nic do podniesienia %1{w}.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go right now.</source>
        <extracomment>Enter (Play Card) on a card that has no legal move. %1 the card.</extracomment>
        <translation>%1 nie ma teraz dokąd pójść.</translation>
    </message>
    <message>
        <source>No card here.</source>
        <extracomment>A key that acts on the focused card (Enter, F, X…) on a pile with no card.
----------
Pyramid, Space or Enter on an empty stock or waste.</extracomment>
        <translation>Tu nie ma karty.</translation>
    </message>
    <message>
        <source>Bottom of %1.</source>
        <extracomment>Down on a column&apos;s top card (the last card down the screen): the focus stays. %1 = &quot;column 3&quot; (pile_name).</extracomment>
        <translation>Koniec %1{gen}.</translation>
    </message>
    <message>
        <source>The arrow keys move between the piles, 1 to 7 go to a column. F1 lists the keys.</source>
        <extracomment>Klondike: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Strzałki przechodzą między stosami, klawisze od 1 do 7 prowadzą do kolumn. F1 wyświetla klawisze.</translation>
    </message>
    <message>
        <source>%1 to column %2.</source>
        <extracomment>After a move of one card onto a column, speech setting Brief. %1 the card (capitalised), %2 the column number.</extracomment>
        <translation>%1 do kolumny %2.</translation>
    </message>
    <message>
        <source>Moved %1 to column %2, on %3.</source>
        <extracomment>After a move of one card onto a column. %1 card, %2 column, %3 the card it now lies on.</extracomment>
        <translation>Przeniesiono %1{acc} do kolumny %2, na %3{acc}.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) on it to column %2.</source>
        <extracomment>After a move of a run onto a column, speech setting Brief. %1 the run&apos;s first card (capitalised), %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>%1 z %n kartą do kolumny %2.</numerusform>
            <numerusform>%1 z %n kartami do kolumny %2.</numerusform>
            <numerusform>%1 z %n kartami do kolumny %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to column %2, on %3.</source>
        <extracomment>A run moved: %1 its first card, %n the cards on it, %2 column, %3 the card it lies on.</extracomment>
        <translation>
            <numerusform>Przeniesiono %1{acc} z %n kartą do kolumny %2, na %3{acc}.</numerusform>
            <numerusform>Przeniesiono %1{acc} z %n kartami do kolumny %2, na %3{acc}.</numerusform>
            <numerusform>Przeniesiono %1{acc} z %n kartami do kolumny %2, na %3{acc}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved %1 to empty column %2.</source>
        <extracomment>After a move of one card to an empty column. %1 the card, %2 the column number.</extracomment>
        <translation>Przeniesiono %1{acc} do pustej kolumny %2.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to empty column %2.</source>
        <extracomment>After a move of a run to an empty column. %1 the run&apos;s first card, %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>Przeniesiono %1{acc} z %n kartą do pustej kolumny %2.</numerusform>
            <numerusform>Przeniesiono %1{acc} z %n kartami do pustej kolumny %2.</numerusform>
            <numerusform>Przeniesiono %1{acc} z %n kartami do pustej kolumny %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to foundation.</source>
        <extracomment>After a card went to its foundation, speech setting Brief. %1 the card (capitalised).</extracomment>
        <translation>%1 na stos końcowy.</translation>
    </message>
    <message>
        <source>Moved %1 to its foundation.</source>
        <extracomment>After a card went to its foundation. %1 the card.</extracomment>
        <translation>Przeniesiono %1{acc} na stos końcowy.</translation>
    </message>
    <message>
        <source>Revealed %1.</source>
        <extracomment>After a move uncovered a face-down card, speech setting Brief. %1 the card now face up.</extracomment>
        <translation>Odkryto %1{acc}.</translation>
    </message>
    <message>
        <source>Column %1 reveals the %2.</source>
        <extracomment>After a move uncovered a face-down card. %1 column, %2 the card now face up.</extracomment>
        <translation>W kolumnie %1 odkryto %2{acc}.</translation>
    </message>
    <message>
        <source>Now on: %1.</source>
        <extracomment>After a move, what the keyboard focus rests on now. %1 its description (&quot;jack of hearts, waste, 4 cards&quot;).</extracomment>
        <translation>Teraz: %1.</translation>
    </message>
    <message>
        <source>The waste shows the %1.</source>
        <extracomment>After the top of the waste was played. %1 the card now playable there.</extracomment>
        <translation>Na stosie odrzuconych leży teraz %1.</translation>
    </message>
    <message>
        <source>The waste is now empty.</source>
        <extracomment>After the waste&apos;s last card was played.</extracomment>
        <translation>Stos odrzuconych jest teraz pusty.</translation>
    </message>
    <message>
        <source>Column %1 is now empty.</source>
        <extracomment>After a move emptied a column. %1 the column number.</extracomment>
        <translation>Kolumna %1 jest teraz pusta.</translation>
    </message>
    <message>
        <source>Plus %1, score %2.</source>
        <extracomment>After a move that gained points. %1 points gained, %2 the score now.</extracomment>
        <translation>Plus %1, wynik %2.</translation>
    </message>
    <message>
        <source>Minus %1, score %2.</source>
        <extracomment>After a move that cost points. %1 points lost, %2 the score now.</extracomment>
        <translation>Minus %1, wynik %2.</translation>
    </message>
    <message>
        <source>Turned %1.</source>
        <extracomment>After turning cards from the stock (N or Space on the stock). %1 the card turned, or every card turned as a list (&quot;2 of clubs, 9 of hearts and ace of spades&quot;).</extracomment>
        <translation>Odkryto %1{acc}.</translation>
    </message>
    <message>
        <source>%1 is playable.</source>
        <extracomment>After turning three cards: only the last one turned can be played. %1 that card (capitalised).</extracomment>
        <translation>%1 jest do zagrania.</translation>
    </message>
    <message>
        <source>The stock is now empty.</source>
        <extracomment>After turning cards: the stock&apos;s last cards were turned.</extracomment>
        <translation>Talia jest teraz pusta.</translation>
    </message>
    <message numerus="yes">
        <source>%n left in stock.</source>
        <extracomment>After turning cards: %n cards still in the stock.</extracomment>
        <translation>
            <numerusform>W talii została %n karta.</numerusform>
            <numerusform>W talii zostały %n karty.</numerusform>
            <numerusform>W talii zostało %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste turned over.</source>
        <extracomment>After the waste was turned back into the stock, speech setting Brief.</extracomment>
        <translation>Stos odrzuconych odwrócony.</translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of unlimited.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now.</extracomment>
        <translation>
            <numerusform>Odwrócono stos odrzuconych: %n karta wraca do talii. Przejście %1, bez limitu.</numerusform>
            <numerusform>Odwrócono stos odrzuconych: %n karty wracają do talii. Przejście %1, bez limitu.</numerusform>
            <numerusform>Odwrócono stos odrzuconych: %n kart wraca do talii. Przejście %1, bez limitu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of %2.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Odwrócono stos odrzuconych: %n karta wraca do talii. Przejście %1 z %2.</numerusform>
            <numerusform>Odwrócono stos odrzuconych: %n karty wracają do talii. Przejście %1 z %2.</numerusform>
            <numerusform>Odwrócono stos odrzuconych: %n kart wraca do talii. Przejście %1 z %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <extracomment>After an undo (Ctrl+Z). %1 a description of the action that was taken back, e.g. &quot;moved 7 of hearts to column 2&quot;.</extracomment>
        <translation>Cofnięto: %1.</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <extracomment>After a redo (Ctrl+Y). %1 a description of the action done again, e.g. &quot;moved 7 of hearts to column 2&quot;.</extracomment>
        <translation>Ponowiono: %1.</translation>
    </message>
    <message numerus="yes">
        <source>moved %1 with %n card(s) on it to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a run moved. %1 its first card, %n the cards on it (they moved with it), %2 the column number.</extracomment>
        <translation>
            <numerusform>przeniesienie %1{gen} z %n kartą do kolumny %2</numerusform>
            <numerusform>przeniesienie %1{gen} z %n kartami do kolumny %2</numerusform>
            <numerusform>przeniesienie %1{gen} z %n kartami do kolumny %2</numerusform>
        </translation>
    </message>
    <message>
        <source>turned %1</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card or cards turned from the stock, as a list.
----------
TriPeaks: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card turned from the stock.</extracomment>
        <translation>odkrycie %1{gen}</translation>
    </message>
    <message>
        <source>turned the waste over</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case).</extracomment>
        <translation>odwrócenie stosu odrzuconych</translation>
    </message>
    <message>
        <source>The %1 in column %2 is face down again.</source>
        <extracomment>After an undo: the card that had been revealed is face down again. %1 the card, %2 its column.</extracomment>
        <translation>W kolumnie %2 zakryto z powrotem %1{acc}.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 and %n card(s) on it are back in %2.</source>
        <extracomment>After an undo of a move of several cards: where they are now. %1 the first card moved, %n the cards on it (they moved with it), %2 pile (&quot;column 3&quot;).</extracomment>
        <translation>
            <numerusform>%1 razem z %n kartą wraca %2{do}.</numerusform>
            <numerusform>%1 razem z %n kartami wraca %2{do}.</numerusform>
            <numerusform>%1 razem z %n kartami wraca %2{do}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <extracomment>Ctrl+Z when there is nothing left to take back.</extracomment>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <extracomment>Ctrl+Y when there is nothing to do again.</extracomment>
        <translation>Nie ma czego ponowić.</translation>
    </message>
    <message>
        <source>New deal, draw %1, every card face up.</source>
        <extracomment>After a new random deal in the thoughtful variant (all cards dealt face up). %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Nowe rozdanie, dobieranie po %1, wszystkie karty odkryte.</translation>
    </message>
    <message>
        <source>New deal, draw %1.</source>
        <extracomment>After a new random deal (F2). %1 cards turned per draw (1 or 3).</extracomment>
        <translation>Nowe rozdanie, dobieranie po %1.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2, every card face up.</source>
        <extracomment>Klondike, after a new deal (F2, Ctrl+G), thoughtful variant (every card face up), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).</extracomment>
        <translation>Klondike, rozdanie %1, dobieranie po %2, wszystkie karty odkryte.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2.</source>
        <extracomment>Klondike, after a new deal (F2, Ctrl+G), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).</extracomment>
        <translation>Klondike, rozdanie %1, dobieranie po %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to the foundations.</source>
        <extracomment>After &quot;A&quot; (Move Safe Cards Up) or the automatic move of safe cards, speech setting Brief. %n the cards sent up.</extracomment>
        <translation>
            <numerusform>%n karta na stosy końcowe.</numerusform>
            <numerusform>%n karty na stosy końcowe.</numerusform>
            <numerusform>%n kart na stosy końcowe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved to the foundations: %1.</source>
        <extracomment>After A (Move Safe Cards Up) or the automatic move of safe cards. &quot;A&quot;: %1 the list of cards sent up.</extracomment>
        <translation>Przeniesiono na stosy końcowe: %1.</translation>
    </message>
    <message>
        <source>No card can safely go to the foundations now.</source>
        <extracomment>&quot;A&quot; (Move Safe Cards Up) when no card can safely go up.</extracomment>
        <translation>Teraz żadna karta nie może bezpiecznie trafić na stosy końcowe.</translation>
    </message>
    <message>
        <source>Every card is face up. Press Enter to finish.</source>
        <extracomment>Klondike: every card is face up; Enter plays them all to the foundations.</extracomment>
        <translation>Wszystkie karty są odkryte. Naciśnij Enter, aby zakończyć.</translation>
    </message>
    <message>
        <source>Finishing. Press any key to stop.</source>
        <extracomment>While the cards rise to the foundations on their own at the end of the game.</extracomment>
        <translation>Kończenie. Naciśnij dowolny klawisz, aby przerwać.</translation>
    </message>
    <message>
        <source>Finishing stopped. Press Enter to go on.</source>
        <extracomment>After a key press stopped the finishing cards.</extracomment>
        <translation>Kończenie przerwane. Naciśnij Enter, aby kontynuować.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>hours and minutes</comment>
        <extracomment>A duration of an hour or more (game info, the win, statistics): %1 &quot;2 hours&quot;, %2 &quot;5 minutes&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <extracomment>Hours of a duration, followed by its minutes (&quot;2 hours 5 minutes&quot;). %n the hours.</extracomment>
        <translation>
            <numerusform>%n godzina</numerusform>
            <numerusform>%n godziny</numerusform>
            <numerusform>%n godzin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>Minutes of a duration, after its hours or before its seconds. %n the minutes.</extracomment>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>minutes and seconds</comment>
        <extracomment>A duration under an hour (game info, the win, statistics): %1 &quot;4 minutes&quot;, %2 &quot;12 seconds&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>Seconds of a duration, alone or after its minutes. %n the seconds.</extracomment>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>You won in %1.</source>
        <extracomment>The win, when the game keeps no score. %1 the time taken (&quot;4 minutes 12 seconds&quot;).</extracomment>
        <translation>Wygrana! Czas: %1.</translation>
    </message>
    <message>
        <source>You won in %1, score %2.</source>
        <extracomment>The win, when the game keeps a score. %1 the time taken (&quot;4 minutes 12 seconds&quot;), %2 the score.</extracomment>
        <translation>Wygrana! Czas: %1, wynik: %2.</translation>
    </message>
    <message>
        <source>Press F2 for a new deal.</source>
        <extracomment>Said after the win sentence.</extracomment>
        <translation>Naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>Klondike. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus and the last game was restored.</extracomment>
        <translation>Klondike. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Klondike, draw %1. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus, random deal. %1 cards turned per draw.</extracomment>
        <translation>Klondike, dobieranie po %1. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Klondike, deal %1, draw %2. Press F1 for the list of keys.</source>
        <extracomment>Klondike&apos;s greeting when the window first gets the focus. %1 deal number, %2 cards turned per draw.</extracomment>
        <translation>Klondike, rozdanie %1, dobieranie po %2. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>No moves left. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>After a move, when no legal move is left.</extracomment>
        <translation>Brak ruchów. Cofnij, aby spróbować inaczej, albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new game has started.</source>
        <extracomment>At start, once: the saved game file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Nie udało się odczytać zapisanej gry, więc rozpoczęto nową.</translation>
    </message>
    <message>
        <source>The statistics could not be read, so they start again from zero.</source>
        <extracomment>At start, once: the statistics file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Nie udało się odczytać statystyk, więc liczą się od zera.</translation>
    </message>
    <message>
        <source>Some game records in the statistics were impossible (such as a negative time), so they were left out; the others are kept.</source>
        <extracomment>At start, once: some records of the statistics file were impossible. Followed by where the file was kept.</extracomment>
        <translation>Niektóre zapisy gier w statystykach były niemożliwe (na przykład ujemny czas), więc je pominięto; pozostałe zachowano.</translation>
    </message>
    <message>
        <source>Some settings could not be read, so they are back to their defaults.</source>
        <extracomment>At start, once: some values of the settings file were unreadable. Followed by where the file was kept.</extracomment>
        <translation>Niektórych ustawień nie udało się odczytać, więc przywrócono ich wartości domyślne.</translation>
    </message>
    <message>
        <source>The settings could not be read, so the defaults are used.</source>
        <extracomment>At start, once: the settings file was unreadable. Followed by where the file was kept.</extracomment>
        <translation>Nie udało się odczytać ustawień, więc używane są wartości domyślne.</translation>
    </message>
    <message>
        <source>The file could not be renamed, so it was left where it is, as %1.</source>
        <extracomment>At start, once, after the sentence about the unreadable file. %1 the name of the unreadable file, which could not be renamed and stays as it is.</extracomment>
        <translation>Nie udało się zmienić nazwy pliku, więc pozostał na miejscu jako %1.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <extracomment>At start, once, after the sentence about the unreadable file. %1 the file name the unreadable file was renamed (or copied) to.</extracomment>
        <translation>Plik zachowano jako %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n game record(s) in the statistics could not be read by this version of the game: they are kept as they are, but not counted.</source>
        <extracomment>At start, once: %n records of the statistics file were written by another (later) version of the game or are of a game this version does not have; they stay in the file as they are, but are not counted.</extracomment>
        <translation>
            <numerusform>%n zapis gry w statystykach jest nieczytelny dla tej wersji gry: zostaje zachowany, ale nie jest liczony.</numerusform>
            <numerusform>%n zapisy gier w statystykach są nieczytelne dla tej wersji gry: zostają zachowane, ale nie są liczone.</numerusform>
            <numerusform>%n zapisów gier w statystykach jest nieczytelnych dla tej wersji gry: zostają zachowane, ale nie są liczone.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game cannot be saved: the folder %1 cannot be written to. You can play on, but this game will not be kept when you quit.</source>
        <extracomment>Said once, when the game first fails to save. %1 the folder the game keeps its saved game in (it could not write there).</extracomment>
        <translation>Nie można zapisać gry: brak prawa zapisu w folderze %1. Możesz grać dalej, ale ta gra nie zostanie zachowana po wyjściu.</translation>
    </message>
    <message>
        <source>The settings left %1 without a key, so it has its usual keys again.</source>
        <extracomment>At start, once: the settings file&apos;s keys were wrong. %1 a command (Quit, Keys and Rules) the settings file left with no key.</extracomment>
        <translation>Ustawienia zostawiły polecenie „%1” bez klawisza, więc przywrócono jego zwykłe klawisze.</translation>
    </message>
    <message>
        <source>The settings gave %2 to both %1 and %3, so %1 has its usual keys again.</source>
        <extracomment>At start, once: the settings file gave one key to two commands. %1 a command, %2 the keys the settings file gave it, %3 the command that has that key too.</extracomment>
        <translation>Ustawienia przypisały %2 jednocześnie do poleceń „%1” i „%3”, więc przywrócono zwykłe klawisze polecenia „%1”.</translation>
    </message>
    <message numerus="yes">
        <source>The keys of %n command(s) in the settings clashed, so they have their usual keys again: %1.</source>
        <extracomment>At start, once: the settings file gave the same keys to several commands. %n how many commands, %1 their names as a list. Their keys in the settings file clashed.</extracomment>
        <translation>
            <numerusform>Klawisze %n polecenia w ustawieniach kolidowały ze sobą, więc przywrócono jego zwykłe klawisze: %1.</numerusform>
            <numerusform>Klawisze %n poleceń w ustawieniach kolidowały ze sobą, więc przywrócono ich zwykłe klawisze: %1.</numerusform>
            <numerusform>Klawisze %n poleceń w ustawieniach kolidowały ze sobą, więc przywrócono ich zwykłe klawisze: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: both are red.</source>
        <extracomment>Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>Nie można położyć %1{gen} na %2{loc}: obie są czerwone.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: both are black.</source>
        <extracomment>Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>Nie można położyć %1{gen} na %2{loc}: obie są czarne.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: nothing can go on an ace in a column.</source>
        <extracomment>A move onto an ace in a column. %1 the card that was to move, %2 the ace.</extracomment>
        <translation>Nie można położyć %1{gen} na %2{loc}: w kolumnie na asa nic się nie kładzie.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a black %3 can go there.</source>
        <extracomment>A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank (&quot;8&quot;, &quot;queen&quot;): the only rank that may go on %2.</extracomment>
        <translation>Nie można położyć %1{gen} na %2{loc}: pasuje tam tylko %3{black}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a red %3 can go there.</source>
        <extracomment>A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank (&quot;8&quot;, &quot;queen&quot;): the only rank that may go on %2.</extracomment>
        <translation>Nie można położyć %1{gen} na %2{loc}: pasuje tam tylko %3{red}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: columns build down, not up.</source>
        <extracomment>A card onto a lower card in a column (Yukon). %1 the card that was to move, %2 the card it was put on.</extracomment>
        <translation>Nie można położyć %1{gen} na %2{loc}: kolumny buduje się w dół, nie w górę.</translation>
    </message>
    <message>
        <source>Cards on the foundations stay there.</source>
        <extracomment>A card on a foundation that was to move (Yukon: cards never leave the foundations).</extracomment>
        <translation>Karty ze stosów końcowych już tam zostają.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 in empty column %2: only a King can go there.</source>
        <extracomment>Klondike, a move of a card other than a king to an empty column. %1 the card, %2 the column number.</extracomment>
        <translation>Nie można położyć %1{gen} w pustej kolumnie %2: pasuje tam tylko król.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: it takes only %3.</source>
        <extracomment>A card sent to a foundation of another suit. %1 the card, %2 &quot;clubs foundation&quot;, %3 &quot;clubs&quot;.</extracomment>
        <translation>Nie można położyć %1{gen} %2{w}: pasują tam tylko %3.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on its foundation yet: it needs the %2 first.</source>
        <extracomment>A card sent to its foundation too early. %1 the card, %2 the card its foundation needs first.</extracomment>
        <translation>Nie można jeszcze przenieść %1{gen} na stos końcowy: najpierw musi tam trafić %2.</translation>
    </message>
    <message>
        <source>Can&apos;t send the %1 to its foundation: other cards lie on it.</source>
        <extracomment>A card sent to its foundation while cards lie on it. %1 the card.</extracomment>
        <translation>Nie można przenieść %1{gen} na stos końcowy: to nie jest wierzchnia karta.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1: only the top card of that pile can move.</source>
        <extracomment>A move of a card that is not on top of its pile (waste, foundation, cell). %1 the card.</extracomment>
        <translation>Nie można przenieść %1{gen}: z tego stosu można przenieść tylko wierzchnią kartę.</translation>
    </message>
    <message>
        <source>Can&apos;t move a face-down card.</source>
        <extracomment>A move of a face-down card.</extracomment>
        <translation>Nie można przenieść zakrytej karty.</translation>
    </message>
    <message>
        <source>Can&apos;t take a card from the stock: press N to turn cards.</source>
        <extracomment>A move from the stock with the mouse or the keyboard: the stock is turned, not taken from.</extracomment>
        <translation>Nie można wziąć karty z talii: naciśnij N, aby odkryć karty.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the run breaks at the %2.</source>
        <extracomment>A run moved that is not in order (Klondike, FreeCell): %1 the run&apos;s first card. %2 the first card on %1 that does not follow in order and colour.</extracomment>
        <translation>Nie można przenieść ciągu od %1{gen}: urywa się na %2{loc}.</translation>
    </message>
    <message>
        <source>The %1 is already there.</source>
        <extracomment>A move of a card to the pile it is already on. %1 the card.</extracomment>
        <translation>%1 już tam leży.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be put on the stock.</source>
        <extracomment>A move onto the stock.</extracomment>
        <translation>Na talię nie można kłaść kart.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be put on the waste.</source>
        <extracomment>A move onto the waste.</extracomment>
        <translation>Na stos odrzuconych nie można kłaść kart.</translation>
    </message>
    <message>
        <source>The stock is empty and no passes are left.</source>
        <extracomment>N (Turn Cards) with the stock empty and no passes left to turn the waste over.</extracomment>
        <translation>Talia jest pusta i nie zostało żadne przejście.</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty.</source>
        <extracomment>N (Turn Cards) with the stock and the waste both empty.</extracomment>
        <translation>Talia i stos odrzuconych są puste.</translation>
    </message>
    <message>
        <source>The game is already won. Press F2 for a new deal.</source>
        <extracomment>A move after the game is won.</extracomment>
        <translation>Ta gra jest już wygrana. Naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <extracomment>Why the game cannot keep its files in a place: a file (or a device) stands there. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>to nie jest folder</translation>
    </message>
    <message>
        <source>it is a link to something that does not exist</source>
        <extracomment>Why the game cannot keep its files in a place: a symbolic link pointing at nothing. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>to dowiązanie do czegoś, co nie istnieje</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <extracomment>Why the game cannot keep its files in a folder: no permission to read it. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>nie można go odczytać</translation>
    </message>
    <message>
        <source>it cannot be written to</source>
        <extracomment>Why the game cannot keep its files in a folder: it can be read but not written. Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;.</extracomment>
        <translation>nie można w nim zapisywać</translation>
    </message>
    <message>
        <source>the system says: %1</source>
        <extracomment>Why the game cannot keep its files in a folder: what the system said (in its own words). Ends the sentence &quot;Progress cannot be saved in PLACE: …&quot;. %1 the system&apos;s message.</extracomment>
        <translation>system zgłasza: %1</translation>
    </message>
    <message>
        <source>Progress and settings cannot be saved in %1: %2. You can play, but nothing of this session will be kept.</source>
        <extracomment>At start, once: the game cannot keep any file (no usable profile folder); it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it is not a folder&quot;).</extracomment>
        <translation>Nie można zapisać postępów ani ustawień w %1: %2. Możesz grać, ale nic z tej sesji nie zostanie zachowane.</translation>
    </message>
    <message>
        <source>Progress cannot be saved in %1: %2. You can play, but the games and statistics of this session will not be kept.</source>
        <extracomment>At start, once: the game cannot keep its saved games and statistics; it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it cannot be written to&quot;).</extracomment>
        <translation>Nie można zapisać postępów w %1: %2. Możesz grać, ale gry i statystyki z tej sesji nie zostaną zachowane.</translation>
    </message>
    <message>
        <source>Settings cannot be saved in %1: %2. You can play, but changes to them will not be kept.</source>
        <extracomment>At start, once: the game cannot keep its settings; it plays on. %1 the folder (or the file standing where it should be), %2 why (&quot;it is not a folder&quot;).</extracomment>
        <translation>Nie można zapisać ustawień w %1: %2. Możesz grać, ale ich zmiany nie zostaną zachowane.</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <extracomment>What a second start asked the running game to play. %1 a game&apos;s name, %2 a deal number.</extracomment>
        <translation>%1, rozdanie %2</translation>
    </message>
    <message>
        <source>deal %1</source>
        <extracomment>What a second start asked the running game to play (the game already in play). %1 a deal number.</extracomment>
        <translation>rozdanie %1</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2, so its window was brought to the front and asked to play %3; it asks first if a started game would be lost.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses, %3 what the second start asked for (&quot;Spider deal 5&quot;, &quot;deal 5&quot;).</extracomment>
        <translation>Gra %1 jest już otwarta z profilem %2, więc jej okno przeniesiono na wierzch z prośbą o %3; jeśli rozpoczęta gra miałaby przepaść, najpierw zapyta.</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2, so its window was brought to the front instead of starting a second copy.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses.</extracomment>
        <translation>Gra %1 jest już otwarta z profilem %2, więc zamiast uruchamiać drugą kopię, przeniesiono jej okno na wierzch.</translation>
    </message>
    <message>
        <source>%1 is already open with the profile %2 but does not answer. Close it, or end it, and start again.</source>
        <extracomment>Printed in the terminal by a second start of the game, which then ends. %1 the game in play (&quot;FreeCell&quot;), %2 the profile folder it uses.</extracomment>
        <translation>Gra %1 jest już otwarta z profilem %2, ale nie odpowiada. Zamknij ją lub zakończ jej proces i uruchom grę ponownie.</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Pirámide.</extracomment>
        <translation>Piramida</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Piramida, rozdanie %1. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Pyramid. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Piramida. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Pyramid. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Piramida. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Pyramid&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Piramida, rozdanie %1. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>New Pyramid deal.</source>
        <extracomment>Pyramid, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nowe rozdanie Piramidy.</translation>
    </message>
    <message>
        <source>Restarted Pyramid, deal %1.</source>
        <extracomment>Pyramid, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Piramida, rozdanie %1 od nowa.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1.</source>
        <extracomment>Pyramid, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Piramida, rozdanie %1.</translation>
    </message>
    <message>
        <source>Pyramid, deal %1. Remove two free cards that make 13, or a king alone.</source>
        <extracomment>Pyramid, after a new deal (F2, Ctrl+G). %1 the deal number.</extracomment>
        <translation>Piramida, rozdanie %1. Usuwaj po dwie wolne karty, które dają razem 13, albo samego króla.</translation>
    </message>
    <message>
        <source>Stock</source>
        <comment>Pyramid&apos;s stock, a name on its own</comment>
        <extracomment>Pyramid&apos;s stock, a name on its own (the accessible list&apos;s name).</extracomment>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Waste</source>
        <comment>Pyramid&apos;s waste, a name on its own</comment>
        <extracomment>Pyramid&apos;s waste, a name on its own (the accessible list&apos;s name).</extracomment>
        <translation>Stos odrzuconych</translation>
    </message>
    <message>
        <source>Row %1</source>
        <extracomment>A row of Pyramid&apos;s pyramid, a name on its own (the accessible list&apos;s name). %1 the row, 1 (the apex) to 7.
----------
TriPeaks: a row of the peaks, its accessible name. %1 the row (1 the peak tops, 4 the base).</extracomment>
        <translation>Rząd %1</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, free.</source>
        <extracomment>Pyramid, the focus on a free card of the pyramid. %1 the card, %2 its row (1 to 7, from the apex), %3 its place in the row from the left, %4 how many places the row has (its number).
----------
TriPeaks, the focus on a free card of row 4 that does not fit the waste now. %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).</extracomment>
        <translation>%1, rząd %2, karta %3 z %4, wolna.</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, covered by %5.</source>
        <extracomment>Pyramid, the focus on a covered card of the pyramid. %1 the card, %2 its row, %3 its place in the row from the left, %4 how many places the row has (its number), %5 the one or two cards covering it, with their articles (&quot;the 4 of hearts and the jack of diamonds&quot;).</extracomment>
        <translation>%1, rząd %2, karta %3 z %4, przykryta przez %5{acc}.</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a card covering another</comment>
        <extracomment>Pyramid: the card covering another, inside &quot;covered by %1&quot; (&quot;covered by the 4 of hearts&quot;). %1 the card. Forms allowed.</extracomment>
        <translation>%1|acc:%1{acc}|gen:%1{gen}|dat:%1{dat}|ins:%1{ins}|loc:%1{loc}</translation>
    </message>
    <message>
        <source>the %1 and the %2</source>
        <extracomment>Pyramid: the two cards covering another, inside &quot;covered by %1&quot; (&quot;covered by the 4 of hearts and the jack of diamonds&quot;). %1 and %2 the cards, left to right.</extracomment>
        <translation>%1{acc} i %2{acc}</translation>
    </message>
    <message numerus="yes">
        <source>%1, stock, %n card(s).</source>
        <extracomment>Pyramid, the focus on the stock: its top card lies face up and can be used. %1 the top card, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>%1, talia, %n karta.</numerusform>
            <numerusform>%1, talia, %n karty.</numerusform>
            <numerusform>%1, talia, %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s).</source>
        <extracomment>Pyramid, the focus on the waste: only its top card can be used. %1 the top card, %n the cards in the waste.</extracomment>
        <translation>
            <numerusform>%1, stos odrzuconych, %n karta.</numerusform>
            <numerusform>%1, stos odrzuconych, %n karty.</numerusform>
            <numerusform>%1, stos odrzuconych, %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>A king: removed alone.</source>
        <extracomment>Pyramid, after a free king&apos;s focus words: what to do with it.</extracomment>
        <translation>Król: usuwa się go bez pary.</translation>
    </message>
    <message>
        <source>Pairs with %1.</source>
        <extracomment>Pyramid, after a free card&apos;s focus words: the free cards it makes 13 with now. %1 those cards, with where each is (&quot;8 of clubs, row 7&quot; or &quot;waste 8 of clubs&quot;), as a list.</extracomment>
        <translation>Para do 13: %1.</translation>
    </message>
    <message>
        <source>Needs %1; none is free now.</source>
        <extracomment>Pyramid, after a card&apos;s focus words when no free card makes 13 with it now. %1 the rank it needs, with its article (&quot;an 8&quot;, &quot;a queen&quot;).</extracomment>
        <translation>Para do 13: %1; żadna taka karta nie jest teraz wolna.</translation>
    </message>
    <message>
        <source>Makes 13 with the %1 you hold.</source>
        <extracomment>Pyramid, after the focus words of a card that makes 13 with the card held. %1 the card held.</extracomment>
        <translation>Daje 13 z trzymaną kartą: %1.</translation>
    </message>
    <message>
        <source>%1 in row %2</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): a card of the pyramid. %1 the card, %2 its row.</extracomment>
        <translation>%1 w rzędzie %2</translation>
    </message>
    <message>
        <source>stock %1</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): the stock&apos;s top card. %1 the card.</extracomment>
        <translation>%1 z talii</translation>
    </message>
    <message>
        <source>waste %1</source>
        <extracomment>Pyramid, a card in a list of cards (pairs, moves): the waste&apos;s top card. %1 the card.</extracomment>
        <translation>%1 ze stosu odrzuconych</translation>
    </message>
    <message>
        <source>an ace</source>
        <extracomment>Pyramid, the rank a card needs, with its article, in &quot;Needs %1&quot; and &quot;Holding …: needs %2&quot;.
----------
A rank with its article, for what goes on the waste (&quot;it needs a 7 or a 9&quot;), ace to king. TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot; (&quot;an ace or a 3&quot;).</extracomment>
        <translation>as</translation>
    </message>
    <message>
        <source>a 2</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>dwójka</translation>
    </message>
    <message>
        <source>a 3</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>trójka</translation>
    </message>
    <message>
        <source>a 4</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>czwórka</translation>
    </message>
    <message>
        <source>a 5</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>piątka</translation>
    </message>
    <message>
        <source>a 6</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>szóstka</translation>
    </message>
    <message>
        <source>a 7</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>siódemka</translation>
    </message>
    <message>
        <source>an 8</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>ósemka</translation>
    </message>
    <message>
        <source>a 9</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>dziewiątka</translation>
    </message>
    <message>
        <source>a 10</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>dziesiątka</translation>
    </message>
    <message>
        <source>a jack</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>walet</translation>
    </message>
    <message>
        <source>a queen</source>
        <extracomment>Pyramid, the rank a card needs, with its article (as &quot;an ace&quot;).
----------
TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>dama</translation>
    </message>
    <message>
        <source>Holding %1: needs %2; none is free now.</source>
        <extracomment>Pyramid, after Space picked up a card when no free card makes 13 with it. %1 the card, %2 the rank it needs, with its article (&quot;a 5&quot;, &quot;a queen&quot;).</extracomment>
        <translation>Trzymasz %1{acc}, para do 13: %2; żadna taka karta nie jest teraz wolna.</translation>
    </message>
    <message>
        <source>Holding %1: needs %2. Free now: %3.</source>
        <extracomment>Pyramid, after Space picked up a card. %1 the card, %2 the rank it needs, with its article (&quot;a 5&quot;), %3 the free cards of that rank, with where each is, as a list.</extracomment>
        <translation>Trzymasz %1{acc}, para do 13: %2. Wolne teraz: %3.</translation>
    </message>
    <message>
        <source>Removed %1, plus %2.</source>
        <extracomment>Pyramid, after a king was removed. %1 the king, %2 the points (5).</extracomment>
        <translation>Usunięto %1{acc}, plus %2.</translation>
    </message>
    <message>
        <source>Removed %1 and %2, plus %3.</source>
        <extracomment>Pyramid, after a pair was removed. %1 and %2 the two cards, %3 the points (5).</extracomment>
        <translation>Usunięto %1{acc} i %2{acc}, plus %3.</translation>
    </message>
    <message>
        <source>Row %1 is empty, plus %2.</source>
        <extracomment>Pyramid, after a removal that emptied a row. %1 the row (1 to 7), %2 its bonus points.</extracomment>
        <translation>Rząd %1 jest pusty, plus %2.</translation>
    </message>
    <message>
        <source>Freed: %1.</source>
        <extracomment>Pyramid, after a removal: the cards it left free. %1 those cards, as a list.</extracomment>
        <translation>Uwolniono: %1.</translation>
    </message>
    <message>
        <source>Waste %1. Stock empty.</source>
        <extracomment>Pyramid, after N drew the stock&apos;s last card onto the waste. %1 that card.</extracomment>
        <translation>Stos odrzuconych: %1. Talia pusta.</translation>
    </message>
    <message>
        <source>Waste %1. Stock %2, top %3.</source>
        <extracomment>Pyramid, after N drew a card onto the waste. %1 that card, %2 the cards left in the stock, %3 its new top.</extracomment>
        <translation>Stos odrzuconych: %1. Talia: %2, na wierzchu %3.</translation>
    </message>
    <message>
        <source>Pass %1 of %2.</source>
        <extracomment>Pyramid, after N turned the waste back into the stock. %1 the pass now under way, %2 the passes in all (3).</extracomment>
        <translation>Przejście %1 z %2.</translation>
    </message>
    <message>
        <source>removed %1</source>
        <extracomment>Pyramid: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the king removed alone.</extracomment>
        <translation>usunięcie %1{gen}</translation>
    </message>
    <message>
        <source>removed %1 and %2</source>
        <extracomment>Pyramid: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 and %2 the pair removed.</extracomment>
        <translation>usunięcie %1{gen} i %2{gen}</translation>
    </message>
    <message>
        <source>The %1 is back in row %2.</source>
        <extracomment>Pyramid, after an undo: a card is back in its row. %1 the card, %2 the row (1 to 7).</extracomment>
        <translation>%1 wraca do rzędu %2.</translation>
    </message>
    <message>
        <source>The %1 and the %2 are back in row %3.</source>
        <extracomment>Pyramid, after an undo: the pair is back in its row. %1 and %2 the cards, %3 the row (1 to 7).</extracomment>
        <translation>%1 i %2 wracają do rzędu %3.</translation>
    </message>
    <message>
        <source>The %1 is back on the stock.</source>
        <extracomment>Pyramid, after an undo: a card is back on top of the stock. %1 the card.</extracomment>
        <translation>%1 wraca na wierzch talii.</translation>
    </message>
    <message>
        <source>The %1 is back on the waste.</source>
        <extracomment>Pyramid, after an undo: a card is back on top of the waste. %1 the card.</extracomment>
        <translation>%1 wraca na stos odrzuconych.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>Pyramid, a pair as a move (M, H, undo). %1 and %2 the cards with where they are (&quot;8 of clubs in row 7&quot;).</extracomment>
        <translation>para: %1 i %2</translation>
    </message>
    <message>
        <source>%1 alone</source>
        <extracomment>Pyramid, a king removed alone as a move (M, H, undo). %1 the king with where it is.</extracomment>
        <translation>%1 bez pary</translation>
    </message>
    <message>
        <source>%1 on the waste</source>
        <extracomment>Pyramid, a card in a hint (H): the waste&apos;s top card, after &quot;the&quot; (&quot;remove the 8 of clubs in row 7 with the 5 of hearts on the waste&quot;). %1 the card.</extracomment>
        <translation>%1 na stosie odrzuconych</translation>
    </message>
    <message>
        <source>%1 on the stock</source>
        <extracomment>Pyramid, a card in a hint (H): the stock&apos;s top card, after &quot;the&quot;. %1 the card.</extracomment>
        <translation>%1 na wierzchu talii</translation>
    </message>
    <message>
        <source>remove the %1 with the %2</source>
        <extracomment>Pyramid, a pair as an instruction (H, after &quot;Hint: &quot;), as other games&apos; &quot;move the …&quot;. %1 and %2 the cards with where they are (&quot;8 of clubs in row 7&quot;, &quot;5 of hearts on the waste&quot;); M lists it as &quot;%1 with %2&quot; instead.</extracomment>
        <translation>usuń parę: %1 i %2</translation>
    </message>
    <message>
        <source>remove the %1 alone</source>
        <extracomment>Pyramid, a king removed alone as an instruction (H, after &quot;Hint: &quot;). %1 the king with where it is (&quot;king of hearts in row 7&quot;).</extracomment>
        <translation>usuń bez pary: %1</translation>
    </message>
    <message>
        <source>draw a card</source>
        <extracomment>Pyramid, drawing a card as a move (M, H, undo).</extracomment>
        <translation>dobranie karty</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <extracomment>Pyramid, turning the waste back into the stock as a move (M, H, undo).
----------
A move as an instruction, in a hint (H) and in the M list: turning the waste back into the stock.</extracomment>
        <translation>odwróć stos odrzuconych</translation>
    </message>
    <message>
        <source>%1 and %2 make %3, not 13.</source>
        <extracomment>Pyramid, a pair refused. %1 and %2 the cards, %3 what their values add up to.</extracomment>
        <translation>%1 i %2 dają %3, a nie 13.</translation>
    </message>
    <message>
        <source>A king is removed alone.</source>
        <extracomment>Pyramid, a king named in a pair.</extracomment>
        <translation>Króla usuwa się bez pary.</translation>
    </message>
    <message>
        <source>The %1 is not a king: pick it up with Space and pick a card that makes 13 with it.</source>
        <extracomment>Pyramid, a card that is not a king played alone. %1 the card.</extracomment>
        <translation>%1 to nie król: podnieś kartę Spacją i wybierz kartę, która da z nią 13.</translation>
    </message>
    <message>
        <source>The %1 is covered by %2.</source>
        <extracomment>Pyramid, a covered card played. %1 the card, %2 the cards covering it, with their articles (&quot;the 4 of hearts and the jack of diamonds&quot;).</extracomment>
        <translation>%1: karta przykryta przez %2{acc}.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be used.</source>
        <extracomment>Pyramid, a card under the waste&apos;s top played.</extracomment>
        <translation>Użyć można tylko wierzchniej karty stosu odrzuconych.</translation>
    </message>
    <message>
        <source>The %1 is in the stock, not visible yet.</source>
        <extracomment>Pyramid, a stock card under its top played. %1 the card.</extracomment>
        <translation>%1 leży w talii, pod wierzchnią kartą.</translation>
    </message>
    <message>
        <source>The %1 has been removed.</source>
        <extracomment>Pyramid, a card already out of play named. %1 the card.</extracomment>
        <translation>Usunięto już %1{acc}.</translation>
    </message>
    <message>
        <source>Pick another card that makes 13.</source>
        <extracomment>Pyramid, the card held chosen again as its own partner.</extracomment>
        <translation>Wybierz inną kartę, która da 13.</translation>
    </message>
    <message>
        <source>No passes left: the stock has been through %1 times.</source>
        <extracomment>Pyramid, N with the stock empty after the last pass. %1 the passes in all (3).</extracomment>
        <translation>Brak przejść: talia została przejrzana %1 razy.</translation>
    </message>
    <message>
        <source>The stock and the waste are empty.</source>
        <extracomment>Pyramid, N with the stock and the waste both empty.</extracomment>
        <translation>Talia i stos odrzuconych są puste.</translation>
    </message>
    <message>
        <source>The pyramid is empty: the game is won.</source>
        <extracomment>Pyramid, a move after the win.</extracomment>
        <translation>Piramida jest pusta: gra wygrana.</translation>
    </message>
    <message>
        <source>Nothing above the stock and the waste. Down goes to the apex.</source>
        <extracomment>Pyramid, Up on the stock or the waste (nothing above them).</extracomment>
        <translation>Nad talią i stosem odrzuconych nic nie ma. Strzałka w dół prowadzi do wierzchołka.</translation>
    </message>
    <message>
        <source>Lowest row. Up goes to the row above.</source>
        <extracomment>Pyramid, Down on the pyramid&apos;s lowest row.</extracomment>
        <translation>Najniższy rząd. Strzałka w górę prowadzi do rzędu wyżej.</translation>
    </message>
    <message>
        <source>Start of row %1.</source>
        <extracomment>Pyramid, Left on a row&apos;s first card (the focus stays). %1 the row (1 to 7).</extracomment>
        <translation>Początek rzędu %1.</translation>
    </message>
    <message>
        <source>End of row %1.</source>
        <extracomment>Pyramid, Right on a row&apos;s last card (the focus stays). %1 the row (1 to 7).</extracomment>
        <translation>Koniec rzędu %1.</translation>
    </message>
    <message>
        <source>Nothing left of the stock. Right goes to the waste.</source>
        <extracomment>Pyramid, Left on the stock (the focus stays).</extracomment>
        <translation>Na lewo od talii nic nie ma. Strzałka w prawo prowadzi do stosu odrzuconych.</translation>
    </message>
    <message>
        <source>Nothing right of the waste. Left goes to the stock.</source>
        <extracomment>Pyramid, Right on the waste (the focus stays).</extracomment>
        <translation>Na prawo od stosu odrzuconych nic nie ma. Strzałka w lewo prowadzi do talii.</translation>
    </message>
    <message>
        <source>Up and Down go between the rows of the pyramid, Left and Right along a row, 1 to 7 to a row; up from the apex are the stock and the waste, P goes to the waste. Space picks a card; Space or Enter on a second card that makes 13 with it removes the pair; Enter on a free card removes it with the first free card that makes 13, and a king alone. N draws. F1 lists the keys.</source>
        <extracomment>Pyramid: Tab pressed on the board (the cards are reached with the arrow keys and the digits).</extracomment>
        <translation>Strzałki w górę i w dół przechodzą między rzędami piramidy, w lewo i w prawo wzdłuż rzędu, klawisze od 1 do 7 do rzędu; nad wierzchołkiem są talia i stos odrzuconych, P prowadzi do stosu odrzuconych. Spacja wybiera kartę; Spacja lub Enter na drugiej karcie, która daje z nią 13, usuwa parę; Enter na wolnej karcie usuwa ją z pierwszą wolną kartą, która daje 13, a króla samego. N dobiera kartę. F1 wyświetla klawisze.</translation>
    </message>
    <message>
        <source>Pyramid solitaire. Remove free cards in pairs that make 13, kings alone. Arrow keys move over the rows, Space picks a card and pairs it, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>Pyramid: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Pasjans Piramida. Usuwaj wolne karty parami dającymi 13, króle pojedynczo. Strzałki przechodzą po rzędach, Spacja wybiera kartę i łączy ją w parę, N dobiera, H daje podpowiedź, F1 wyświetla wszystkie klawisze.</translation>
    </message>
    <message>
        <source>Row %1: empty.</source>
        <extracomment>Pyramid, D (Say the Pyramid): an empty row. %1 the row.</extracomment>
        <translation>Rząd %1: pusty.</translation>
    </message>
    <message>
        <source>Row %1: %2.</source>
        <extracomment>Pyramid, D (Say the Pyramid): one row, left to right. %1 the row, %2 its cards as a list.</extracomment>
        <translation>Rząd %1: %2.</translation>
    </message>
    <message>
        <source>%1 free</source>
        <extracomment>Pyramid, D (Say the Pyramid): a free card in a row&apos;s list. %1 the card.</extracomment>
        <translation>%1 (wolna karta)</translation>
    </message>
    <message>
        <source>Stock: empty.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock is empty.</extracomment>
        <translation>Talia: pusta.</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), top %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock. %n its cards, %1 its top card (usable).</extracomment>
        <translation>
            <numerusform>Talia: %n karta, na wierzchu %1.</numerusform>
            <numerusform>Talia: %n karty, na wierzchu %1.</numerusform>
            <numerusform>Talia: %n kart, na wierzchu %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: empty.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the waste is empty.
----------
U (Say Waste and Stock) with the waste empty.</extracomment>
        <translation>Stos odrzuconych: pusty.</translation>
    </message>
    <message>
        <source>Waste: %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the waste&apos;s top card. %1 the card.</extracomment>
        <translation>Stos odrzuconych: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es) left.</source>
        <extracomment>Pyramid, U and I: the passes through the stock not yet begun. %n how many (0 to 2).
----------
I (Say Game Info), Klondike: %n times the waste may still be turned over.</extracomment>
        <translation>
            <numerusform>Zostało %n przejście.</numerusform>
            <numerusform>Zostały %n przejścia.</numerusform>
            <numerusform>Zostało %n przejść.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) removed; %1 left in the pyramid.</source>
        <extracomment>Pyramid, T (Say Removed Cards): %n the cards out of play, %1 the cards still in the pyramid.</extracomment>
        <translation>
            <numerusform>Usunięto %n kartę; w piramidzie: %1.</numerusform>
            <numerusform>Usunięto %n karty; w piramidzie: %1.</numerusform>
            <numerusform>Usunięto %n kart; w piramidzie: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s).</source>
        <extracomment>Pyramid, I (Say Game Info), before the stock, the passes and whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.
----------
Yukon, I (Say Game Info), before whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.</extracomment>
        <translation>
            <numerusform>Wynik: %1, czas: %2, %n ruch.</numerusform>
            <numerusform>Wynik: %1, czas: %2, %n ruchy.</numerusform>
            <numerusform>Wynik: %1, czas: %2, %n ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is on top of the waste.</source>
        <extracomment>Pyramid, Ctrl+F: the card is the waste&apos;s top card. %1 the card.
----------
Find a Card (Ctrl+F): %1 the card found.</extracomment>
        <translation>%1 leży na wierzchu stosu odrzuconych.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 is in the waste under %n card(s).</source>
        <extracomment>Pyramid, Ctrl+F: the card lies in the waste under others. %1 the card, %n the cards on it.
----------
Find a Card (Ctrl+F): %1 the card found, %n cards lie on it in the waste.</extracomment>
        <translation>
            <numerusform>%1 leży na stosie odrzuconych pod %n kartą.</numerusform>
            <numerusform>%1 leży na stosie odrzuconych pod %n kartami.</numerusform>
            <numerusform>%1 leży na stosie odrzuconych pod %n kartami.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is on top of the stock.</source>
        <extracomment>Pyramid, Ctrl+F: the card is the stock&apos;s top card (face up, usable). %1 the card.</extracomment>
        <translation>%1 leży na wierzchu talii.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Pyramid&lt;/h2&gt;&lt;p&gt;28 cards are dealt face up in a pyramid of seven rows, the apex first; the other 24 are the stock, its top card face up. A card is free when no card of the row below overlaps it. The game is won when the pyramid is empty; the stock and the waste may keep cards.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Remove two free cards whose values make 13: ace and queen, 2 and jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7. The stock&apos;s top card and the waste&apos;s top card are free too.&lt;/li&gt;&lt;li&gt;A king is removed alone.&lt;/li&gt;&lt;li&gt;Draw: the stock&apos;s top card goes onto the waste. With the stock empty, the waste turns back into the stock: three passes in all.&lt;/li&gt;&lt;li&gt;Score: 5 for each pair or king removed; emptying a row earns a bonus, from 25 for row 7 to 500 for the apex.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Pyramid: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Piramida&lt;/h2&gt;&lt;p&gt;28 kart jest rozdanych odkrytych w piramidę z siedmiu rzędów, od wierzchołka; pozostałe 24 to talia, z wierzchnią kartą odkrytą. Karta jest wolna, gdy nie zachodzi na nią żadna karta z rzędu poniżej. Gra jest wygrana, gdy piramida jest pusta; w talii i na stosie odrzuconych mogą zostać karty.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Usuwaj dwie wolne karty, których wartości dają razem 13: as i dama, dwójka i walet, trójka i dziesiątka, czwórka i dziewiątka, piątka i ósemka, szóstka i siódemka. Wierzchnia karta talii i wierzchnia karta stosu odrzuconych też są wolne.&lt;/li&gt;&lt;li&gt;Króla usuwa się bez pary.&lt;/li&gt;&lt;li&gt;Dobieranie: wierzchnia karta talii trafia na stos odrzuconych. Gdy talia jest pusta, stos odrzuconych wraca do talii: łącznie trzy przejścia.&lt;/li&gt;&lt;li&gt;Wynik: 5 za każdą usuniętą parę lub króla; opróżnienie rzędu daje premię, od 25 za rząd 7 do 500 za wierzchołek.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Pyramid&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go between the rows to the nearest card, &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; along a row, &lt;b&gt;Home&lt;/b&gt; and &lt;b&gt;End&lt;/b&gt; to a row&apos;s ends; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; go to a row&apos;s first free card. Up from the apex are the stock and the waste; &lt;b&gt;P&lt;/b&gt; goes to the waste.&lt;/li&gt;&lt;li&gt;Each card says where it is, whether it is free or what covers it, and which free cards it pairs with.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks a card; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; on a second card removes the pair. &lt;b&gt;Enter&lt;/b&gt; removes a king. &lt;b&gt;N&lt;/b&gt; draws a card, or turns the waste over.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; lists the pairs and kings you can remove, &lt;b&gt;H&lt;/b&gt; gives a hint, &lt;b&gt;D&lt;/b&gt; reads the pyramid row by row, &lt;b&gt;U&lt;/b&gt; the stock and the waste, &lt;b&gt;T&lt;/b&gt; the cards removed, &lt;b&gt;I&lt;/b&gt; the score, the passes left and whether the deal can still be won.&lt;/li&gt;&lt;li&gt;Mouse: click two cards that make 13, or a king; drag a card onto its partner; click the stock to draw.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Pyramid: Pyramid&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Klawisze w Piramidzie&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Strzałka w górę&lt;/b&gt; i &lt;b&gt;Strzałka w dół&lt;/b&gt; przechodzą między rzędami do najbliższej karty, &lt;b&gt;Strzałka w lewo&lt;/b&gt; i &lt;b&gt;Strzałka w prawo&lt;/b&gt; wzdłuż rzędu, &lt;b&gt;Home&lt;/b&gt; i &lt;b&gt;End&lt;/b&gt; na końce rzędu; &lt;b&gt;1&lt;/b&gt; do &lt;b&gt;7&lt;/b&gt; prowadzą do pierwszej wolnej karty rzędu. Nad wierzchołkiem są talia i stos odrzuconych; &lt;b&gt;P&lt;/b&gt; prowadzi do stosu odrzuconych.&lt;/li&gt;&lt;li&gt;Każda karta mówi, gdzie leży, czy jest wolna lub co ją przykrywa i z którymi wolnymi kartami tworzy parę.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spacja&lt;/b&gt; wybiera kartę; &lt;b&gt;Spacja&lt;/b&gt; lub &lt;b&gt;Enter&lt;/b&gt; na drugiej karcie usuwa parę. &lt;b&gt;Enter&lt;/b&gt; usuwa króla. &lt;b&gt;N&lt;/b&gt; dobiera kartę albo odwraca stos odrzuconych.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; wymienia pary i króle, które możesz usunąć, &lt;b&gt;H&lt;/b&gt; daje podpowiedź, &lt;b&gt;D&lt;/b&gt; czyta piramidę rząd po rzędzie, &lt;b&gt;U&lt;/b&gt; talię i stos odrzuconych, &lt;b&gt;T&lt;/b&gt; usunięte karty, &lt;b&gt;I&lt;/b&gt; wynik, pozostałe przejścia i czy rozdanie da się jeszcze wygrać.&lt;/li&gt;&lt;li&gt;Mysz: kliknij dwie karty dające 13 albo króla; przeciągnij kartę na jej parę; kliknij talię, aby dobrać.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>H (Hint) in every game. %1 a move as an instruction (&quot;move the 5 of clubs from column 4 onto …&quot;).</extracomment>
        <translation>Podpowiedź: %1.</translation>
    </message>
    <message>
        <source>turn cards from the stock</source>
        <extracomment>A move as an instruction, in a hint (H) and in the M list: turning cards from the stock.</extracomment>
        <translation>odkryj karty z talii</translation>
    </message>
    <message>
        <source>No hint: no move is available. Undo, or press F2 for a new deal.</source>
        <extracomment>H (hint) when no legal move is left.</extracomment>
        <translation>Brak podpowiedzi: nie ma żadnego możliwego ruchu. Cofnij albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>This keeps the deal winnable.</source>
        <extracomment>Added to a hint that comes from a winning line found by the solver.</extracomment>
        <translation>Dzięki temu rozdanie nadal da się wygrać.</translation>
    </message>
    <message>
        <source>No moves available.</source>
        <extracomment>M (Say Available Moves) when no legal move is left.</extracomment>
        <translation>Brak możliwych ruchów.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s): %1.</source>
        <extracomment>M (Say Available Moves). &quot;M&quot;: %n how many moves, %1 the moves as a list of instructions.</extracomment>
        <translation>
            <numerusform>%n ruch: %1.</numerusform>
            <numerusform>%n ruchy: %1.</numerusform>
            <numerusform>%n ruchów: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <extracomment>T (Say Foundations), one foundation: %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1: pusty.</translation>
    </message>
    <message>
        <source>%1: complete.</source>
        <extracomment>T (Say Foundations), a foundation up to its king: %1 its name (&quot;Hearts foundation&quot;).</extracomment>
        <translation>%1: ukończony.</translation>
    </message>
    <message>
        <source>%1: up to the %2.</source>
        <extracomment>T (Say Foundations), one foundation. %1 &quot;Hearts foundation&quot;, %2 its top card.</extracomment>
        <translation>%1: na wierzchu %2.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1 on top, %n card(s).</source>
        <extracomment>U (Say Waste and Stock): %1 the waste&apos;s top card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>Stos odrzuconych: %1 na wierzchu, %n karta.</numerusform>
            <numerusform>Stos odrzuconych: %1 na wierzchu, %n karty.</numerusform>
            <numerusform>Stos odrzuconych: %1 na wierzchu, %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), unlimited passes.</source>
        <extracomment>U (Say Waste and Stock), unlimited passes: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Talia: %n karta, przejścia bez limitu.</numerusform>
            <numerusform>Talia: %n karty, przejścia bez limitu.</numerusform>
            <numerusform>Talia: %n kart, przejścia bez limitu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), passes left: %1.</source>
        <extracomment>U (Say Waste and Stock), limited passes. %n cards in the stock, %1 recycles still allowed.</extracomment>
        <translation>
            <numerusform>Talia: %n karta, pozostałe przejścia: %1.</numerusform>
            <numerusform>Talia: %n karty, pozostałe przejścia: %1.</numerusform>
            <numerusform>Talia: %n kart, pozostałe przejścia: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down, then %2.</source>
        <extracomment>D (Say Columns), one column. %1 column, %n face-down cards, %2 the face-up cards from the deepest to the top.</extracomment>
        <translation>
            <numerusform>Kolumna %1: %n zakryta, potem %2.</numerusform>
            <numerusform>Kolumna %1: %n zakryte, potem %2.</numerusform>
            <numerusform>Kolumna %1: %n zakrytych, potem %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1.</source>
        <extracomment>I (Say Game Info), first part: %1 the score.</extracomment>
        <translation>Wynik: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stock.</source>
        <extracomment>I (Say Game Info), Klondike: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>%n karta w talii.</numerusform>
            <numerusform>%n karty w talii.</numerusform>
            <numerusform>%n kart w talii.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unlimited passes.</source>
        <extracomment>I (Say Game Info), Klondike: the waste may be turned over any number of times.</extracomment>
        <translation>Przejścia bez limitu.</translation>
    </message>
    <message>
        <source>The deal is won.</source>
        <extracomment>End of the I key&apos;s answer (every game), once the game is won.</extracomment>
        <translation>Rozdanie jest wygrane.</translation>
    </message>
    <message>
        <source>The deal is still winnable.</source>
        <extracomment>End of the I key&apos;s answer (every game): the solver found a win from here.</extracomment>
        <translation>Rozdanie nadal da się wygrać.</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <extracomment>Said at the opening position of a deal the solver proved lost.</extracomment>
        <translation>Tego rozdania nie da się wygrać.</translation>
    </message>
    <message>
        <source>The deal can no longer be won.</source>
        <extracomment>End of the I key&apos;s answer (every game): the solver proved that no win is left.</extracomment>
        <translation>Rozdania nie da się już wygrać.</translation>
    </message>
    <message>
        <source>Still working out whether the deal can still be won.</source>
        <extracomment>End of the I key&apos;s answer (every game) while the solver is still searching.</extracomment>
        <translation>Trwa sprawdzanie, czy rozdanie da się jeszcze wygrać.</translation>
    </message>
    <message>
        <source>The solver could not work out whether the deal can still be won.</source>
        <extracomment>The solver&apos;s longest search ended without an answer.</extracomment>
        <translation>Solver nie zdołał ustalić, czy rozdanie da się jeszcze wygrać.</translation>
    </message>
    <message>
        <source>Not yet known whether the deal can still be won.</source>
        <extracomment>End of the I key&apos;s answer (every game) when no solver runs (yet).</extracomment>
        <translation>Jeszcze nie wiadomo, czy rozdanie da się wygrać.</translation>
    </message>
    <message>
        <source>“%1” is not a card. Type a card like 7h or 7 of hearts.</source>
        <extracomment>Find a Card (Ctrl+F): the typed text is not a card. %1 what was typed. &quot;7h&quot; is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.</extracomment>
        <translation>„%1” to nie karta. Wpisz kartę, na przykład 7h albo siódemka kier.</translation>
    </message>
    <message>
        <source>The %1 is not visible yet.</source>
        <extracomment>Find a Card (Ctrl+F): the card is face down or in the stock; never say where it lies. %1 the card.</extracomment>
        <translation>Nie widać jeszcze %1{gen}.</translation>
    </message>
    <message>
        <source>The %1 is in column %2, card %3 of %4 face up.</source>
        <extracomment>Find a Card (Ctrl+F), the card is face up in a column. %1 card, %2 column, %3 its place among %4 face-up cards (counted from the deepest).</extracomment>
        <translation>%1 leży w kolumnie %2, karta %3 z %4 odkrytych.</translation>
    </message>
    <message>
        <source>The %1 is on top of its foundation.</source>
        <extracomment>Find a Card (Ctrl+F): %1 the card found, the last card on its foundation.</extracomment>
        <translation>%1 leży na wierzchu swojego stosu końcowego.</translation>
    </message>
    <message>
        <source>The %1 is on its foundation.</source>
        <extracomment>Find a Card (Ctrl+F): %1 the card found, under other cards on its foundation.</extracomment>
        <translation>%1 leży na swoim stosie końcowym.</translation>
    </message>
    <message>
        <source>Card to find, for example 7h or 7 of hearts:</source>
        <extracomment>Find a Card (Ctrl+F): the prompt of its input box. &quot;7h&quot; is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.</extracomment>
        <translation>Karta do znalezienia, na przykład 7h albo siódemka kier:</translation>
    </message>
    <message>
        <source>Find a Card</source>
        <extracomment>Find a Card (Ctrl+F): title of its input box.</extracomment>
        <translation>Znajdź kartę</translation>
    </message>
    <message>
        <source>Announcements</source>
        <extracomment>Title of the announcement history (Ctrl+Shift+H): a panel listing recent announcements.</extracomment>
        <translation>Komunikaty</translation>
    </message>
    <message>
        <source>Nothing has been announced yet.</source>
        <extracomment>The announcement history (Ctrl+Shift+H) before anything was said.</extracomment>
        <translation>Nie było jeszcze żadnych komunikatów.</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>L (Say Last Move): what the last move, undo or redo did, in full, with the cards that went up to the foundations by themselves after it (a win does not list them). %1 the move&apos;s own sentences (&quot;Moved the 8 of diamonds to free cell 1. Moved to the foundations: …&quot;).</extracomment>
        <translation>Ostatni ruch: %1</translation>
    </message>
    <message>
        <source>No move yet in this deal.</source>
        <extracomment>L (Say Last Move) before any move of this deal.</extracomment>
        <translation>W tym rozdaniu nie było jeszcze ruchu.</translation>
    </message>
    <message>
        <source>Nothing to repeat yet.</source>
        <extracomment>Ctrl+L (Repeat Last Announcement) before anything was said.</extracomment>
        <translation>Na razie nie ma czego powtórzyć.</translation>
    </message>
    <message>
        <source>The cards are as large as this window can show them.</source>
        <extracomment>Ctrl+= (zoom in) when the cards already fill the window&apos;s width.</extracomment>
        <translation>Karty są już tak duże, jak pozwala to okno.</translation>
    </message>
    <message>
        <source>About klondike-qt</source>
        <extracomment>Help menu, About: the box&apos;s window title.</extracomment>
        <translation>O programie klondike-qt</translation>
    </message>
    <message>
        <source>klondike-qt %1</source>
        <extracomment>The About box&apos;s heading; %1 is the version number, e.g. 0.1.0.</extracomment>
        <translation>klondike-qt %1</translation>
    </message>
    <message>
        <source>Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire for everyone: mouse, keyboard and screen-reader players.</source>
        <extracomment>Help menu, About: the line under its heading.</extracomment>
        <translation>Pasjanse Klondike, FreeCell, Pająk, Yukon, Piramida, TriPeaks i Golf dla każdego: do gry myszą, klawiaturą i z czytnikiem ekranu.</translation>
    </message>
    <message>
        <source>klondike-qt is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
        <extracomment>Help menu, About: the licence paragraph.</extracomment>
        <translation>klondike-qt to wolne oprogramowanie: możesz je rozpowszechniać i zmieniać na warunkach Powszechnej Licencji Publicznej GNU w wersji 3 lub dowolnej późniejszej. Nie jest objęte żadną gwarancją.</translation>
    </message>
    <message>
        <source>Made with Qt %1 and PySide6 %2, used under the GNU Lesser General Public License, version 3.</source>
        <extracomment>Help menu, About: the line on the toolkit. %1 and %2 are version numbers, e.g. 6.12.0.</extracomment>
        <translation>Zbudowano z użyciem Qt %1 i PySide6 %2 na warunkach Mniejszej Powszechnej Licencji Publicznej GNU w wersji 3.</translation>
    </message>
    <message>
        <source>The GNU General Public License on gnu.org</source>
        <extracomment>The text of a link to the licence on gnu.org.</extracomment>
        <translation>Powszechna Licencja Publiczna GNU na gnu.org</translation>
    </message>
    <message>
        <source>&amp;License</source>
        <extracomment>A button that shows the whole licence text; &amp; marks its access key.</extracomment>
        <translation>&amp;Licencja</translation>
    </message>
    <message>
        <source>Turn cards</source>
        <comment>undo step</comment>
        <extracomment>An undo step: turning cards from the stock. Shown in the Edit menu (&quot;Undo Turn cards&quot;) and in its tip.</extracomment>
        <translation>odkrycie kart</translation>
    </message>
    <message>
        <source>Turn the waste over</source>
        <comment>undo step</comment>
        <extracomment>An undo step: turning the waste back into the stock. Shown in the Edit menu (&quot;Undo Turn the waste over&quot;).</extracomment>
        <translation>odwrócenie stosu odrzuconych</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>The Edit menu&apos;s Undo item when there is nothing to undo. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <extracomment>The Edit menu; %1 the step it takes back (&quot;Move 7♥ to column 6&quot;).</extracomment>
        <translation>&amp;Cofnij: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>The Edit menu&apos;s Redo item when there is nothing to redo. &amp; marks the Alt access letter.</extracomment>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <extracomment>The Edit menu; %1 the step it does again.</extracomment>
        <translation>&amp;Ponów: %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s deal field (read by a screen reader).</extracomment>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Moves</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s moves field.</extracomment>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Score</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s score field.</extracomment>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>status bar field</comment>
        <extracomment>Accessible name of the status bar&apos;s time field.</extracomment>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s deal field. %1 the deal number.</extracomment>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s deal field when the deal has no number (a deal set up by hand).</extracomment>
        <translation>Własne rozdanie</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the cards turned per draw (1 or 3).</extracomment>
        <translation>Dobieranie po %1</translation>
    </message>
    <message>
        <source>Pass %1 of %2</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the pass through the stock, %2 how many are allowed.</extracomment>
        <translation>Przejście %1 z %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar&apos;s moves field. %1 the number of moves.</extracomment>
        <translation>Ruchy: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the score, or the Vegas balance (&quot;-$52&quot;).</extracomment>
        <translation>Wynik: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <comment>status bar</comment>
        <extracomment>The status bar; %1 the time played (&quot;4:12&quot;).</extracomment>
        <translation>Czas: %1</translation>
    </message>
    <message>
        <source>Ready to finish</source>
        <extracomment>Title of the banner over the table when every card is face up (Klondike).</extracomment>
        <translation>Gotowe do zakończenia</translation>
    </message>
    <message>
        <source>Every card is face up. Press Enter or click to finish.</source>
        <extracomment>The banner a mouse player sees (the announcement says &quot;Press Enter to finish&quot;).</extracomment>
        <translation>Wszystkie karty są odkryte. Naciśnij Enter lub kliknij, aby zakończyć.</translation>
    </message>
    <message>
        <source>No moves left</source>
        <extracomment>Title of the banner over the table when no legal move is left.</extracomment>
        <translation>Brak ruchów</translation>
    </message>
    <message>
        <source>Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table when no legal move is left. Under the title &quot;No moves left&quot;.</extracomment>
        <translation>Cofnij, aby spróbować inaczej, albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>Every card in the columns is face up. Press Enter or click to finish.</source>
        <extracomment>Klondike: every card of the columns is face up, cards are left in the stock or the waste (the finish turns them).</extracomment>
        <translation>Wszystkie karty w kolumnach są odkryte. Naciśnij Enter lub kliknij, aby zakończyć.</translation>
    </message>
    <message>
        <source>No move helps</source>
        <extracomment>Klondike: moves are left (turning the stock) but none of them helps.</extracomment>
        <translation>Żaden ruch nie pomoże</translation>
    </message>
    <message>
        <source>Turning the stock brings up nothing that can be played. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table (Klondike). Under the title &quot;No move helps&quot;.</extracomment>
        <translation>Odkrywanie talii nie daje niczego, co można zagrać. Cofnij, aby spróbować inaczej, albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>Dead end</source>
        <extracomment>FreeCell: moves are left, but the solver has proved that none of them wins.</extracomment>
        <translation>Ślepy zaułek</translation>
    </message>
    <message>
        <source>The solver has proved that this position cannot be won. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>The banner over the table (FreeCell). Under the title &quot;Dead end&quot;.</extracomment>
        <translation>Solver udowodnił, że tej pozycji nie da się wygrać. Cofnij, aby spróbować inaczej, albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>The solver has proved that this deal cannot be won from the start. Press F2 for a new deal.</source>
        <extracomment>The banner over the table (FreeCell), under the title &quot;Dead end&quot;, when the solver has proved the deal lost from its opening position (no undo can help; e.g. deal 11982).</extracomment>
        <translation>Solver udowodnił, że tego rozdania nie da się wygrać od początku. Naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>A row cannot be dealt while a column is empty, and too few cards are left to fill every column. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>Spider, under &quot;No moves left&quot;, while rows are left in the stock: a row may not be dealt onto an empty column.</extracomment>
        <translation>Nie można rozdać rzędu, gdy któraś kolumna jest pusta, a kart zostało za mało, by zapełnić wszystkie kolumny. Cofnij, aby spróbować inaczej, albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>You won!</source>
        <extracomment>Title of the banner over the table after a win.</extracomment>
        <translation>Wygrana!</translation>
    </message>
    <message>
        <source>Click here or press F2 for a new deal.</source>
        <extracomment>The last line of the win banner; a click on the banner deals anew.</extracomment>
        <translation>Kliknij tutaj lub naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>Spider</source>
        <extracomment>The game&apos;s name on its own (the window title, the Game menu). Spanish: Araña.</extracomment>
        <translation>Pająk</translation>
    </message>
    <message>
        <source>one suit</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, one suit&quot;): one suit, spades only.</extracomment>
        <translation>jeden kolor</translation>
    </message>
    <message>
        <source>two suits</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, two suits&quot;): spades and hearts.</extracomment>
        <translation>dwa kolory</translation>
    </message>
    <message>
        <source>four suits</source>
        <extracomment>Spider&apos;s variant inside a sentence (&quot;Spider, four suits&quot;).</extracomment>
        <translation>cztery kolory</translation>
    </message>
    <message>
        <source>Spider, %1</source>
        <extracomment>The window title and status bar: %1 &quot;one suit&quot;, &quot;two suits&quot; or &quot;four suits&quot;.</extracomment>
        <translation>Pająk, %1</translation>
    </message>
    <message>
        <source>Spider solitaire. Left and Right move between the ten columns and the stock, Up and Down along a column choose how much of a run to take, Space picks up and puts down, Enter plays a run, N deals a row, R says which runs can move, H gives a hint, F1 lists every key.</source>
        <extracomment>Spider: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Pasjans Pająk. Strzałki w lewo i w prawo przechodzą między dziesięcioma kolumnami i talią, w górę i w dół w kolumnie wybierają, ile kart ciągu wziąć, Spacja podnosi i kładzie, Enter zagrywa ciąg, N rozdaje rząd, R mówi, które ciągi można przenieść, H daje podpowiedź, F1 wyświetla wszystkie klawisze.</translation>
    </message>
    <message>
        <source>Stock</source>
        <comment>Spider&apos;s stock, a name on its own</comment>
        <extracomment>Spider&apos;s stock, as an accessible name.</extracomment>
        <translation>Talia</translation>
    </message>
    <message>
        <source>the stock</source>
        <comment>Spider&apos;s stock, inside a sentence</comment>
        <extracomment>Spider&apos;s stock inside a sentence, with its article (&quot;Nothing to pick up in the stock.&quot;). Forms allowed.</extracomment>
        <translation>talia|acc:talię|gen:talii|dat:talii|ins:talią|loc:talii|w:w talii|do:do talii|z:z talii</translation>
    </message>
    <message>
        <source>Completed sequences</source>
        <extracomment>Spider: accessible name of the place where completed King-to-Ace sequences lie (the focus can rest there).</extracomment>
        <translation>Ukończone sekwencje</translation>
    </message>
    <message>
        <source>the completed sequences</source>
        <extracomment>Spider: the completed sequences inside a sentence, with their article. Forms allowed.</extracomment>
        <translation>ukończone sekwencje|acc:ukończone sekwencje|gen:ukończonych sekwencji|dat:ukończonym sekwencjom|ins:ukończonymi sekwencjami|loc:ukończonych sekwencjach|w:wśród ukończonych sekwencji|do:do ukończonych sekwencji|z:z ukończonych sekwencji</translation>
    </message>
    <message>
        <source>Face-down card, column %1, card %2 of %3.</source>
        <extracomment>A face-down card of a Spider column (its accessible name): %1 column, %2 its place from the bottom, %3 cards there.</extracomment>
        <translation>Zakryta karta, kolumna %1, karta %2 z %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) that can&apos;t move with it.</source>
        <extracomment>Spider: the cards on it are not one same-suit run with it, so it can&apos;t be taken with them. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, kolumna %2, karta %3 z %4, pod %n kartą, której nie można z nią przenieść.</numerusform>
            <numerusform>%1, kolumna %2, karta %3 z %4, pod %n kartami, których nie można z nią przenieść.</numerusform>
            <numerusform>%1, kolumna %2, karta %3 z %4, pod %n kartami, których nie można z nią przenieść.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 can go here, or on the other %2, in column %3.</source>
        <extracomment>Spider, while cards are held: %1 the first held card, %2 the focused card it can go on, %3 the column of another card of that name which takes it too.</extracomment>
        <translation>%1 pasuje tutaj, a także na %2{acc} w kolumnie %3.</translation>
    </message>
    <message>
        <source>The %1 can go here, or on another %2, in columns %3.</source>
        <extracomment>Spider, while cards are held, on a card whose twins on other columns take them too. %1 the first held card, %2 the card it can go on, %3 the columns (&quot;4 or 9&quot;) of the other cards of that name.</extracomment>
        <translation>%1 pasuje tutaj, a także na %2{acc} w kolumnach %3.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face-down card(s) under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card; %n the face-down cards it lies on, %1 the column.</extracomment>
        <translation>
            <numerusform>Kolumna %1: pod spodem %n zakryta karta.</numerusform>
            <numerusform>Kolumna %1: pod spodem %n zakryte karty.</numerusform>
            <numerusform>Kolumna %1: pod spodem %n zakrytych kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: no card under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card, which lies on no other card. %1 the column.</extracomment>
        <translation>Kolumna %1: pod spodem nie ma kart.</translation>
    </message>
    <message>
        <source>The arrow keys move between the columns, the stock and the completed sequences, 1 to 9 and 0 go to a column, End to the stock. F1 lists the keys.</source>
        <extracomment>Spider: Tab pressed on the board (the columns are reached with the arrow keys and the digits).</extracomment>
        <translation>Strzałki przechodzą między kolumnami, talią i ukończonymi sekwencjami, klawisze od 1 do 9 i 0 prowadzą do kolumn, End do talii. F1 wyświetla klawisze.</translation>
    </message>
    <message>
        <source>Column %1, empty. Any card or same-suit run can go here; fill it before dealing a row.</source>
        <extracomment>Spider: an empty column takes any card or same-suit run, and no row can be dealt while it is empty. %1 the column number.</extracomment>
        <translation>Kolumna %1, pusta. Pasuje tu każda karta lub ciąg w jednym kolorze; zapełnij ją przed rozdaniem rzędu.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s).</source>
        <extracomment>Spider, focus on the stock, speech setting Brief. %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Talia, %n rząd.</numerusform>
            <numerusform>Talia, %n rzędy.</numerusform>
            <numerusform>Talia, %n rzędów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s) left. Space deals a row, one card on each column.</source>
        <extracomment>Spider&apos;s stock: %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Talia, został %n rząd. Spacja rozdaje rząd, po jednej karcie na każdą kolumnę.</numerusform>
            <numerusform>Talia, zostały %n rzędy. Spacja rozdaje rząd, po jednej karcie na każdą kolumnę.</numerusform>
            <numerusform>Talia, zostało %n rzędów. Spacja rozdaje rząd, po jednej karcie na każdą kolumnę.</numerusform>
        </translation>
    </message>
    <message>
        <source>Completed sequences, %1 of 8.</source>
        <extracomment>Spider: the completed King-to-Ace sequences; %1 how many of the 8.</extracomment>
        <translation>Ukończone sekwencje, %1 z 8.</translation>
    </message>
    <message>
        <source>Completed sequences, %1 of 8: %2.</source>
        <extracomment>Spider: the completed King-to-Ace sequences, where the focus rests; %1 how many of the 8, %2 their suits in the order they were completed (&quot;spades and hearts&quot;).</extracomment>
        <translation>Ukończone sekwencje, %1 z 8: %2.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the completed sequences: a sequence goes there by itself, once a column holds it from king to ace in one suit.</source>
        <extracomment>Spider: held cards put down on the completed sequences. %1 the first held card.</extracomment>
        <translation>Nie można położyć %1{gen} na ukończonych sekwencjach: sekwencja trafia tam sama, gdy kolumna zawiera ją od króla do asa w jednym kolorze.</translation>
    </message>
    <message>
        <source>Sequence of %1 complete, %2 of 8.</source>
        <extracomment>Spider, after a move completed a sequence, speech setting Brief. %1 its suit (&quot;hearts&quot;), %2 how many of the 8 are complete.</extracomment>
        <translation>Sekwencja %1{gen} ukończona, %2 z 8.</translation>
    </message>
    <message>
        <source>Completed a sequence of %1, king to ace, and it leaves the table: %2 of 8.</source>
        <extracomment>Spider: a King-to-Ace run of %1 (a suit) left the table by itself; %2 how many of the 8 are complete.</extracomment>
        <translation>Ukończono sekwencję %1{gen} od króla do asa; schodzi ze stołu: %2 z 8.</translation>
    </message>
    <message numerus="yes">
        <source>Row dealt, %n left.</source>
        <extracomment>Spider, after a row was dealt (N), speech setting Brief. %n rows left in the stock.</extracomment>
        <translation>
            <numerusform>Rozdano rząd, został %n.</numerusform>
            <numerusform>Rozdano rząd, zostały %n.</numerusform>
            <numerusform>Rozdano rząd, zostało %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1, %2</source>
        <extracomment>Spider, a dealt row: one card with its column. %1 the column&apos;s number, %2 the card (&quot;6 of spades&quot;), or only its rank (&quot;6&quot;) when the whole row is of one suit.</extracomment>
        <translation>kolumna %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row of %2, %n row(s) left: %1.</source>
        <extracomment>Spider: a row of one suit was dealt (always so with one suit); %n rows left in the stock, %1 the ten ranks on their own with their columns (&quot;column 1, 6; column 2, king; …&quot;), %2 the suit.</extracomment>
        <translation>
            <numerusform>Rozdano rząd %2{gen}, został %n rząd: %1.</numerusform>
            <numerusform>Rozdano rząd %2{gen}, zostały %n rzędy: %1.</numerusform>
            <numerusform>Rozdano rząd %2{gen}, zostało %n rzędów: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row, %n row(s) left: %1.</source>
        <extracomment>Spider: a row was dealt; %n rows left in the stock, %1 the ten cards with their columns (&quot;column 1, 6 of spades; column 2, 3 of hearts; …&quot;).</extracomment>
        <translation>
            <numerusform>Rozdano rząd, został %n rząd: %1.</numerusform>
            <numerusform>Rozdano rząd, zostały %n rzędy: %1.</numerusform>
            <numerusform>Rozdano rząd, zostało %n rzędów: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The row is back in the stock.</source>
        <extracomment>Spider, after undoing a dealt row.</extracomment>
        <translation>Rząd wrócił do talii.</translation>
    </message>
    <message>
        <source>The sequence of %1 is back in column %2.</source>
        <extracomment>After an undo: the completed sequence of %1 (a suit) lies in column %2 again.</extracomment>
        <translation>Sekwencja %1{gen} wraca do kolumny %2.</translation>
    </message>
    <message>
        <source>Move %1 from column %2 to column %3</source>
        <extracomment>An undo step in Spider; %1 a card as printed in its corner (&quot;7♥&quot;), %2 and %3 columns.</extracomment>
        <translation>przeniesienie %1 z kolumny %2 do kolumny %3</translation>
    </message>
    <message>
        <source>Deal a Row</source>
        <extracomment>An undo step in Spider: a row dealt from the stock.</extracomment>
        <translation>rozdanie rzędu</translation>
    </message>
    <message>
        <source>moved %1 from column %2 to column %3</source>
        <extracomment>Spider: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 a card, or a run (&quot;10 to 8 of spades&quot;), %2 the column it left, %3 the column it went to.</extracomment>
        <translation>przeniesienie %1{gen} z kolumny %2 do kolumny %3</translation>
    </message>
    <message>
        <source>The %1 are back in %2.</source>
        <extracomment>Spider, after an undo of a run&apos;s move: where the run is now. %1 the run, as the move said it (&quot;10 to 8 of spades&quot;: the cards from the 10 down to the 8), %2 the pile (&quot;column 2&quot;).</extracomment>
        <translation>Karty %1 wracają %2{do}.</translation>
    </message>
    <message>
        <source>dealt a row</source>
        <extracomment>Spider: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a row dealt from the stock.</extracomment>
        <translation>rozdanie rzędu</translation>
    </message>
    <message>
        <source>deal a row from the stock</source>
        <extracomment>Spider: a move as an instruction, in a hint (H) and in the M list: dealing a row.</extracomment>
        <translation>rozdaj rząd z talii</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left in the stock.</source>
        <extracomment>Spider: %n rows of ten cards in the stock.</extracomment>
        <translation>
            <numerusform>W talii został %n rząd.</numerusform>
            <numerusform>W talii zostały %n rzędy.</numerusform>
            <numerusform>W talii zostało %n rzędów.</numerusform>
        </translation>
    </message>
    <message>
        <source>No sequence is complete yet, 8 to go.</source>
        <extracomment>Spider, T (Say Completed Sequences) before any sequence is complete.</extracomment>
        <translation>Żadna sekwencja nie jest jeszcze ukończona, zostało 8.</translation>
    </message>
    <message>
        <source>%1 of 8 sequences complete: %2.</source>
        <extracomment>Spider: %1 how many of the 8 sequences are complete, %2 their suits in order.</extracomment>
        <translation>Ukończono %1 z 8 sekwencji: %2.</translation>
    </message>
    <message>
        <source>any run can go to the empty column %1</source>
        <extracomment>Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to the empty column. %1 its number.</extracomment>
        <translation>dowolny ciąg może trafić do pustej kolumny %1</translation>
    </message>
    <message>
        <source>any run can go to the empty columns %1</source>
        <extracomment>Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to an empty column. %1 the empty columns&apos; numbers (&quot;2 and 7&quot;).</extracomment>
        <translation>dowolny ciąg może trafić do pustych kolumn %1</translation>
    </message>
    <message>
        <source>A row can be dealt.</source>
        <extracomment>Spider, end of R (Say Runs That Can Move): the stock may be dealt now.</extracomment>
        <translation>Można rozdać rząd.</translation>
    </message>
    <message>
        <source>No row can be dealt while a column is empty.</source>
        <extracomment>Spider, end of R (Say Runs That Can Move): rows are left but a column is empty.</extracomment>
        <translation>Nie można rozdać rzędu, gdy któraś kolumna jest pusta.</translation>
    </message>
    <message>
        <source>No run can move now. %1</source>
        <extracomment>Spider, R (Say Runs That Can Move) when no run can move. %1 what R says about the stock (&quot;A row can be dealt.&quot;).</extracomment>
        <translation>Teraz nie można przenieść żadnego ciągu. %1</translation>
    </message>
    <message>
        <source>Can move now: %1. %2</source>
        <extracomment>Spider: %1 the runs that can move (&quot;8 to 5 of hearts from column 3 to column 6 or 9&quot;), %2 about the stock.</extracomment>
        <translation>Można teraz przenieść: %1. %2</translation>
    </message>
    <message>
        <source>%1 from column %2 to column %3</source>
        <extracomment>Spider: %1 a run (&quot;8 to 5 of hearts&quot;), %2 its column, %3 the columns it may go to (&quot;6 or 9&quot;).</extracomment>
        <translation>%1 z kolumny %2 do kolumny %3</translation>
    </message>
    <message>
        <source>No %1 is face up.</source>
        <extracomment>Spider, Find a Card (Ctrl+F): no card of that name lies face up (it may be face down or in the stock). %1 the card.</extracomment>
        <translation>Nie ma %1{gen} wśród odkrytych kart.</translation>
    </message>
    <message>
        <source>column %1, card %2 of %3</source>
        <extracomment>Spider, Find a Card (Ctrl+F): one place of a face-up card of that name (two decks: there may be two). %1 column, %2 the card&apos;s place from the bottom, %3 cards in the column.</extracomment>
        <translation>kolumna %1, karta %2 z %3</translation>
    </message>
    <message>
        <source>%1 of 8 sequences complete.</source>
        <extracomment>Spider, I (Say Game Info): %1 how many of the 8 sequences are complete.</extracomment>
        <translation>Ukończono %1 z 8 sekwencji.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2.</source>
        <extracomment>Spider: %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Pająk, %1, rozdanie %2.</translation>
    </message>
    <message>
        <source>No list of winnable deals with %1 yet: this deal is random and may be impossible to win.</source>
        <extracomment>Spider, said after the new deal&apos;s announcement when &quot;Winnable deals only&quot; is on but the number of suits has no list of deals the solver has won yet (a list not made yet). %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Brak jeszcze listy rozdań do wygrania (%1): to rozdanie jest losowe i może być nie do wygrania.</translation>
    </message>
    <message>
        <source>Random: no winnable list</source>
        <extracomment>Spider&apos;s status bar, beside &quot;Deal 123&quot;, when &quot;Winnable deals only&quot; is on but the number of suits has no list of deals the solver has won yet: the deal is any deal.</extracomment>
        <translation>Losowe: brak listy do wygrania</translation>
    </message>
    <message>
        <source>Restarted Spider, %1, deal %2.</source>
        <extracomment>Spider, after a restart (Ctrl+R), naming the deal as the welcome does. %1 the suits in play (&quot;one suit&quot;, &quot;two suits&quot;, &quot;four suits&quot;), %2 the deal number.</extracomment>
        <translation>Pająk, %1, rozdanie %2 od nowa.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus and the last game was restored. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Pająk, %1, rozdanie %2. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Spider, %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Pająk, %1. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Spider, %1. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus, on a deal without a number. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;.</extracomment>
        <translation>Pająk, %1. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Spider, %1, deal %2. Press F1 for the list of keys.</source>
        <extracomment>Spider&apos;s greeting when the window first gets the focus. %1 &quot;one suit&quot; / &quot;two suits&quot; / &quot;four suits&quot;, %2 the deal number.</extracomment>
        <translation>Pająk, %1, rozdanie %2. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Spider&lt;/h2&gt;&lt;p&gt;Two decks, 104 cards: with one suit, eight sets of spades; with two, spades and hearts; with four, two full decks (Game menu). 54 cards are dealt into ten columns, only the top card of each face up; the other 50 are the stock, five rows of ten. Build eight sequences from king down to ace in one suit; each leaves the table by itself, and the game is won when all eight have.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Any card can go on a card one rank higher, whatever its suit (a 9 of hearts on a 10 of clubs).&lt;/li&gt;&lt;li&gt;Only a run of one suit moves as one: in 9♠ 8♥ 7♥ you can take the 7, or the 8 and the 7, but not the 9 with them.&lt;/li&gt;&lt;li&gt;An empty column takes any card or same-suit run.&lt;/li&gt;&lt;li&gt;A face-down card that comes to the top turns up by itself.&lt;/li&gt;&lt;li&gt;Dealing a row puts one card on each column; it is not allowed while a column is empty.&lt;/li&gt;&lt;li&gt;Score: 500 to start, 1 point less for each move and each undo, 100 more for each sequence.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Undo takes back any move, a dealt row or a completed sequence included.&lt;/p&gt;</source>
        <extracomment>F1, the rules tab in Spider: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Pająk&lt;/h2&gt;&lt;p&gt;Dwie talie, 104 karty: przy jednym kolorze osiem kompletów pików; przy dwóch piki i kiery; przy czterech dwie pełne talie (menu Gra). 54 karty są rozdane do dziesięciu kolumn, odkryta jest tylko wierzchnia karta każdej z nich; pozostałe 50 to talia, pięć rzędów po dziesięć. Ułóż osiem sekwencji od króla w dół do asa w jednym kolorze; każda sama schodzi ze stołu, a gra jest wygrana, gdy zejdzie wszystkie osiem.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Każdą kartę można położyć na kartę o jedną wartość wyższą, bez względu na kolor (dziewiątkę kier na dziesiątkę trefl).&lt;/li&gt;&lt;li&gt;W całości przenosi się tylko ciąg w jednym kolorze: w układzie 9♠ 8♥ 7♥ możesz wziąć siódemkę albo ósemkę z siódemką, ale nie dziewiątkę razem z nimi.&lt;/li&gt;&lt;li&gt;Do pustej kolumny pasuje każda karta lub ciąg w jednym kolorze.&lt;/li&gt;&lt;li&gt;Zakryta karta, która znajdzie się na wierzchu, sama się odkrywa.&lt;/li&gt;&lt;li&gt;Rozdanie rzędu kładzie po jednej karcie na każdą kolumnę; nie wolno tego robić, gdy któraś kolumna jest pusta.&lt;/li&gt;&lt;li&gt;Wynik: na start 500, 1 punkt mniej za każdy ruch i każde cofnięcie, 100 więcej za każdą sekwencję.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Cofnąć można każdy ruch, także rozdany rząd czy ukończoną sekwencję.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Spider&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the ten columns, the stock and the completed sequences; &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;9&lt;/b&gt; and &lt;b&gt;0&lt;/b&gt; go to a column, &lt;b&gt;Home&lt;/b&gt; to column 1, &lt;b&gt;End&lt;/b&gt; to the stock.&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; choose how much of the run to take; only a run of one suit can be taken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down (on the stock: deals a row), &lt;b&gt;Enter&lt;/b&gt; sends a run to the best place, &lt;b&gt;N&lt;/b&gt; deals a row.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: which runs can move now. &lt;b&gt;U&lt;/b&gt;: rows left in the stock. &lt;b&gt;T&lt;/b&gt;: the completed sequences. &lt;b&gt;D&lt;/b&gt;: every column, face-down count and runs. &lt;b&gt;I&lt;/b&gt;: score, time, moves. &lt;b&gt;H&lt;/b&gt;: a hint, the first move of a winning line when the solver has found one.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card with the same-suit run on it onto another column.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it with its run to the best place; &lt;b&gt;click the stock&lt;/b&gt; to deal a row.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Spider: Spider&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Klawisze w Pająku&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Strzałka w lewo&lt;/b&gt; i &lt;b&gt;Strzałka w prawo&lt;/b&gt; przechodzą przez dziesięć kolumn, talię i ukończone sekwencje; &lt;b&gt;1&lt;/b&gt; do &lt;b&gt;9&lt;/b&gt; i &lt;b&gt;0&lt;/b&gt; prowadzą do kolumny, &lt;b&gt;Home&lt;/b&gt; do kolumny 1, &lt;b&gt;End&lt;/b&gt; do talii.&lt;/li&gt;&lt;li&gt;W kolumnie &lt;b&gt;Strzałka w górę&lt;/b&gt; i &lt;b&gt;Strzałka w dół&lt;/b&gt; wybierają, ile kart ciągu wziąć; wziąć można tylko ciąg w jednym kolorze.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spacja&lt;/b&gt; podnosi i kładzie (na talii: rozdaje rząd), &lt;b&gt;Enter&lt;/b&gt; wysyła ciąg na najlepsze miejsce, &lt;b&gt;N&lt;/b&gt; rozdaje rząd.&lt;/li&gt;&lt;li&gt;&lt;b&gt;R&lt;/b&gt;: które ciągi można teraz przenieść. &lt;b&gt;U&lt;/b&gt;: rzędy pozostałe w talii. &lt;b&gt;T&lt;/b&gt;: ukończone sekwencje. &lt;b&gt;D&lt;/b&gt;: każda kolumna, liczba zakrytych kart i ciągi. &lt;b&gt;I&lt;/b&gt;: wynik, czas, ruchy. &lt;b&gt;H&lt;/b&gt;: podpowiedź, pierwszy ruch zwycięskiej drogi, gdy solver ją znalazł.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Myszą&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Przeciągnij&lt;/b&gt; kartę z ciągiem w tym samym kolorze na inną kolumnę.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Kliknij&lt;/b&gt; kartę, aby wysłać ją z jej ciągiem na najlepsze miejsce; &lt;b&gt;kliknij talię&lt;/b&gt;, aby rozdać rząd.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>No moves left: a row cannot be dealt while a column is empty, and too few cards are left to fill every column. Undo to try another way, or press F2 for a new deal.</source>
        <extracomment>Spider&apos;s dead end while rows are left in the stock: no card can move, and a row may not be dealt onto an empty column.</extracomment>
        <translation>Brak ruchów: nie można rozdać rzędu, gdy któraś kolumna jest pusta, a kart zostało za mało, by zapełnić wszystkie kolumny. Cofnij, aby spróbować inaczej, albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the suit changes between the %2 and the %3.</source>
        <extracomment>Spider group rule. %1 the card that was to move; the suit changes between the cards %2 and %3.</extracomment>
        <translation>Nie można przenieść ciągu od %1{gen}: kolor zmienia się między %2{ins} a %3{ins}.</translation>
    </message>
    <message>
        <source>Can&apos;t move the %1 with the cards on it: the %3 does not follow the %2.</source>
        <extracomment>Spider: a run taken that is not in descending order. %1 the card that was to move; %3 does not come one rank below %2.</extracomment>
        <translation>Nie można przenieść ciągu od %1{gen}: %3 nie następuje po %2{loc}.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: nothing can go on an ace.</source>
        <extracomment>Spider: a card put on an ace. %1 the card that was to move, %2 the ace.</extracomment>
        <translation>Nie można położyć %1{gen} na %2{loc}: na asa nic się nie kładzie.</translation>
    </message>
    <message>
        <source>Can&apos;t put the %1 on the %2: only a %3 can go there.</source>
        <extracomment>Spider target rule: %1 the card that was to move, %2 the card it was put on, %3 the only rank that may go on %2 (&quot;8&quot;, &quot;queen&quot;), any suit.</extracomment>
        <translation>Nie można położyć %1{gen} na %2{loc}: pasuje tam tylko %3.</translation>
    </message>
    <message>
        <source>There is no face-up %1 in column %2.</source>
        <extracomment>Spider: a move whose card is not face up in the column it was to come from (e.g. a stale hint or save). %1 the card, %2 the column.</extracomment>
        <translation>W kolumnie %2 nie ma %1{gen} wśród odkrytych kart.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: column %1 is empty; fill it first.</source>
        <extracomment>Spider: a row can&apos;t be dealt while a column is empty; %1 its number.</extracomment>
        <translation>Nie można rozdać rzędu: kolumna %1 jest pusta; najpierw ją zapełnij.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: columns %1 are empty; fill them first.</source>
        <extracomment>Spider: %1 the empty columns (&quot;4 and 7&quot;).</extracomment>
        <translation>Nie można rozdać rzędu: kolumny %1 są puste; najpierw je zapełnij.</translation>
    </message>
    <message>
        <source>Can&apos;t deal a row: the stock is empty.</source>
        <extracomment>Spider: N (Deal a Row) when the stock is empty.</extracomment>
        <translation>Nie można rozdać rzędu: talia jest pusta.</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>a rank on its own, as in: ace to 5</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>as|acc:asa|gen:asa|dat:asowi|ins:asem|loc:asie</translation>
    </message>
    <message>
        <source>2</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>dwójka|acc:dwójkę|gen:dwójki|dat:dwójce|ins:dwójką|loc:dwójce</translation>
    </message>
    <message>
        <source>3</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>trójka|acc:trójkę|gen:trójki|dat:trójce|ins:trójką|loc:trójce</translation>
    </message>
    <message>
        <source>4</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>czwórka|acc:czwórkę|gen:czwórki|dat:czwórce|ins:czwórką|loc:czwórce</translation>
    </message>
    <message>
        <source>5</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>piątka|acc:piątkę|gen:piątki|dat:piątce|ins:piątką|loc:piątce</translation>
    </message>
    <message>
        <source>6</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>szóstka|acc:szóstkę|gen:szóstki|dat:szóstce|ins:szóstką|loc:szóstce</translation>
    </message>
    <message>
        <source>7</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>siódemka|acc:siódemkę|gen:siódemki|dat:siódemce|ins:siódemką|loc:siódemce</translation>
    </message>
    <message>
        <source>8</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>ósemka|acc:ósemkę|gen:ósemki|dat:ósemce|ins:ósemką|loc:ósemce</translation>
    </message>
    <message>
        <source>9</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>dziewiątka|acc:dziewiątkę|gen:dziewiątki|dat:dziewiątce|ins:dziewiątką|loc:dziewiątce</translation>
    </message>
    <message>
        <source>10</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>dziesiątka|acc:dziesiątkę|gen:dziesiątki|dat:dziesiątce|ins:dziesiątką|loc:dziesiątce</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>walet|acc:waleta|gen:waleta|dat:waletowi|ins:waletem|loc:walecie</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>dama|acc:damę|gen:damy|dat:damie|ins:damą|loc:damie</translation>
    </message>
    <message>
        <source>king</source>
        <comment>a rank on its own</comment>
        <extracomment>Spider: a rank with no article, in a run (&quot;king to 8 of hearts&quot;) and a dealt row of one suit (&quot;Dealt a row of spades: 6, king, 8…&quot;). Forms allowed.</extracomment>
        <translation>król|acc:króla|gen:króla|dat:królowi|ins:królem|loc:królu</translation>
    </message>
    <message>
        <source>%1 to %2 of %3</source>
        <extracomment>A same-suit run in Spider, highest first: %1 and %2 ranks on their own, %3 the suit (&quot;8 to 5 of hearts&quot;).</extracomment>
        <translation>od %1{gen} do %2{gen} %3{sg}</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down.</source>
        <extracomment>Spider, D (Say Columns): a column with only face-down cards. %1 the column, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Kolumna %1: %n zakryta.</numerusform>
            <numerusform>Kolumna %1: %n zakryte.</numerusform>
            <numerusform>Kolumna %1: %n zakrytych.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>Joins the runs of a Spider column (D): &quot;9 of spades, then 8 to 5 of hearts&quot;. %1 the runs so far, %2 the next one.</extracomment>
        <translation>%1, potem %2</translation>
    </message>
    <message>
        <source>a king</source>
        <extracomment>TriPeaks: a rank with its article, inside &quot;Next: %1.&quot; and &quot;it needs %1&quot;.</extracomment>
        <translation>król</translation>
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
        <translation>%1|acc:%1{acc}|gen:%1{gen}|dat:%1{dat}|ins:%1{ins}|loc:%1{loc}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <extracomment>TriPeaks: a face-down card inside a list of the cards lying on another (&quot;under the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>zakrytą kartą</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <extracomment>TriPeaks: face-down cards inside a list of the cards lying on another (&quot;under 2 face-down cards&quot;). %n how many.</extracomment>
        <translation>
            <numerusform>%n zakrytą kartą</numerusform>
            <numerusform>%n zakrytymi kartami</numerusform>
            <numerusform>%n zakrytymi kartami</numerusform>
        </translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>TriPeaks, rozdanie %1. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>TriPeaks. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>TriPeaks. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>TriPeaks. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>TriPeaks. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Press F1 for the list of keys.</source>
        <extracomment>TriPeaks&apos; greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>TriPeaks, rozdanie %1. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>New TriPeaks deal. Waste: %1. Next: %2.</source>
        <extracomment>TriPeaks, after a new deal of a deal set up by hand. %1 the waste&apos;s card, %2 the ranks that go on it (&quot;a 7 or a 9&quot;).</extracomment>
        <translation>Nowe rozdanie TriPeaks. Stos odrzuconych: %1. Pasuje: %2.</translation>
    </message>
    <message>
        <source>Restarted TriPeaks, deal %1. Waste: %2. Next: %3.</source>
        <extracomment>TriPeaks, after a restart (Ctrl+R). %1 the deal number, %2 the waste&apos;s card, %3 the ranks that go on it.</extracomment>
        <translation>TriPeaks, rozdanie %1 od nowa. Stos odrzuconych: %2. Pasuje: %3.</translation>
    </message>
    <message>
        <source>TriPeaks, deal %1. Waste: %2. Next: %3.</source>
        <extracomment>TriPeaks, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the waste&apos;s card, %3 the ranks that go on it.</extracomment>
        <translation>TriPeaks, rozdanie %1. Stos odrzuconych: %2. Pasuje: %3.</translation>
    </message>
    <message>
        <source>%1, row %2, card %3 of %4, free, fits the waste.</source>
        <extracomment>TriPeaks, the focus on a free card of row 4 (the base) that can go on the waste now. %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).</extracomment>
        <translation>%1, rząd %2, karta %3 z %4, wolna, pasuje do stosu odrzuconych.</translation>
    </message>
    <message>
        <source>%1, peak %2, row %3, card %4 of %5, free, fits the waste.</source>
        <extracomment>TriPeaks, the focus on a free card of a peak that can go on the waste now. %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.</extracomment>
        <translation>%1, szczyt %2, rząd %3, karta %4 z %5, wolna, pasuje do stosu odrzuconych.</translation>
    </message>
    <message>
        <source>%1, peak %2, row %3, card %4 of %5, free.</source>
        <extracomment>TriPeaks, the focus on a free card of a peak that does not fit the waste now. %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.</extracomment>
        <translation>%1, szczyt %2, rząd %3, karta %4 z %5, wolna.</translation>
    </message>
    <message>
        <source>Face-down card, peak %1, row %2, card %3 of %4, under %5.</source>
        <extracomment>TriPeaks, the focus on a face-down card (it is covered). %1 the peak (1–3), %2 the row (1–3), %3 its place from the left, %4 the cards the row had, %5 the cards lying on it, as a list (&quot;the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>Zakryta karta, szczyt %1, rząd %2, karta %3 z %4, pod %5{ins}.</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Space turns the next one.</source>
        <extracomment>TriPeaks, the focus on the stock. %n the cards left in it.</extracomment>
        <translation>
            <numerusform>Talia, %n karta. Spacja odkrywa następną.</numerusform>
            <numerusform>Talia, %n karty. Spacja odkrywa następną.</numerusform>
            <numerusform>Talia, %n kart. Spacja odkrywa następną.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Next: %2.</source>
        <extracomment>TriPeaks, the focus on the waste. %1 its top card, %n the cards on the waste, %2 the ranks that go on it.</extracomment>
        <translation>
            <numerusform>%1, stos odrzuconych, %n karta. Pasuje: %2.</numerusform>
            <numerusform>%1, stos odrzuconych, %n karty. Pasuje: %2.</numerusform>
            <numerusform>%1, stos odrzuconych, %n kart. Pasuje: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Top of the peaks.</source>
        <extracomment>TriPeaks, Up on the highest row that has cards: the focus stays.</extracomment>
        <translation>Wierzchołki szczytów.</translation>
    </message>
    <message>
        <source>Bottom of the table.</source>
        <extracomment>TriPeaks, Down on the stock or the waste: the focus stays.</extracomment>
        <translation>Dół stołu.</translation>
    </message>
    <message>
        <source>Played %1 on the %2. Streak %3, plus %4.</source>
        <extracomment>TriPeaks, after a card went onto the waste. %1 the card, %2 the card it went on, %3 the streak with it (cards played since the last draw), %4 the points it scored.</extracomment>
        <translation>Zagrano %1{acc} na %2{acc}. Seria %3, plus %4.</translation>
    </message>
    <message>
        <source>Turned up %1.</source>
        <extracomment>TriPeaks, after a play freed cards (they turned face up). %1 the cards, each with its article, as a list (&quot;the jack of clubs and the 4 of hearts&quot;).</extracomment>
        <translation>Odkryto %1{acc}.</translation>
    </message>
    <message>
        <source>Peak %1 cleared.</source>
        <extracomment>TriPeaks, after a peak&apos;s top card was played. %1 the peak (1–3).</extracomment>
        <translation>Szczyt %1 oczyszczony.</translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. Streak ended at %2. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw that ended a streak. %1 the card turned, %2 the streak it ended, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Odkryto %1{acc}. Seria zakończona na %2. W talii została %n karta.</numerusform>
            <numerusform>Odkryto %1{acc}. Seria zakończona na %2. W talii zostały %n karty.</numerusform>
            <numerusform>Odkryto %1{acc}. Seria zakończona na %2. W talii zostało %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw. %1 the card turned, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Odkryto %1{acc}. W talii została %n karta.</numerusform>
            <numerusform>Odkryto %1{acc}. W talii zostały %n karty.</numerusform>
            <numerusform>Odkryto %1{acc}. W talii zostało %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>played %1</source>
        <extracomment>TriPeaks: inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case). %1 the card played onto the waste.</extracomment>
        <translation>zagranie %1{gen}</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>undo step</comment>
        <extracomment>TriPeaks: an undo step, a card turned from the stock. Shown in the Edit menu (&quot;Undo Draw&quot;).</extracomment>
        <translation>dobranie karty</translation>
    </message>
    <message>
        <source>Play %1</source>
        <comment>undo step</comment>
        <extracomment>TriPeaks: an undo step, a card onto the waste. Shown in the Edit menu (&quot;Undo Play 8 of spades&quot;). %1 the card.</extracomment>
        <translation>zagranie %1{gen}</translation>
    </message>
    <message>
        <source>No moves left: no free card fits the waste or any card left in the stock. Undo, or press F2 for a new deal.</source>
        <extracomment>TriPeaks, after a move, when no free card fits the waste nor any card left in the stock.</extracomment>
        <translation>Brak ruchów: żadna wolna karta nie pasuje do stosu odrzuconych ani do żadnej karty z talii. Cofnij albo naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>That card is face down, under %1.</source>
        <extracomment>TriPeaks, a covered card played. %1 the cards lying on it, as a list (&quot;the 9 of clubs and a face-down card&quot;).</extracomment>
        <translation>Ta karta jest zakryta, pod %1{ins}.</translation>
    </message>
    <message>
        <source>The %1 stays where it is: only free cards of the peaks go on the waste.</source>
        <extracomment>TriPeaks, the waste&apos;s card (or a stock card) played: only the table&apos;s free cards go on the waste. %1 the card.</extracomment>
        <translation>%1 zostaje na miejscu: na stos odrzuconych trafiają tylko wolne karty ze szczytów.</translation>
    </message>
    <message>
        <source>The game is over: press F2 for a new deal.</source>
        <extracomment>TriPeaks, a move after the win.</extracomment>
        <translation>Gra skończona: naciśnij F2, aby rozpocząć nowe rozdanie.</translation>
    </message>
    <message>
        <source>Cards go only onto the waste: the %1 can&apos;t go on row %2.</source>
        <extracomment>TriPeaks, a card put down on a row of the peaks. %1 the card, %2 the row.</extracomment>
        <translation>Karty trafiają tylko na stos odrzuconych: %1 nie może trafić do rzędu %2.</translation>
    </message>
    <message>
        <source>Cards go only onto the waste: the %1 can&apos;t go on the stock.</source>
        <extracomment>TriPeaks, a card put down on the stock. %1 the card.</extracomment>
        <translation>Karty trafiają tylko na stos odrzuconych: %1 nie może trafić na talię.</translation>
    </message>
    <message>
        <source>The waste&apos;s card stays: play free cards onto it.</source>
        <extracomment>TriPeaks, Space on the waste: its card does not move.</extracomment>
        <translation>Karta ze stosu odrzuconych zostaje na miejscu: zagrywaj na nią wolne karty.</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <extracomment>TriPeaks, M: one free card that fits the waste, in a list. %1 the card, %2 its row.</extracomment>
        <translation>%1, rząd %2</translation>
    </message>
    <message numerus="yes">
        <source>Fits the waste: %1. Or draw, %n left in the stock.</source>
        <extracomment>TriPeaks, M: the free cards that fit the waste, then the draw. %1 the cards with their rows (&quot;9 of clubs, row 4; 7 of diamonds, row 3&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Pasuje do stosu odrzuconych: %1. Albo dobierz, w talii została %n karta.</numerusform>
            <numerusform>Pasuje do stosu odrzuconych: %1. Albo dobierz, w talii zostały %n karty.</numerusform>
            <numerusform>Pasuje do stosu odrzuconych: %1. Albo dobierz, w talii zostało %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>play the %1 from row %2 onto the %3</source>
        <extracomment>TriPeaks, H: a play as an instruction (lower case). %1 the card, %2 its row, %3 the waste&apos;s card.</extracomment>
        <translation>zagraj %1{acc} z rzędu %2 na %3{acc}</translation>
    </message>
    <message numerus="yes">
        <source>draw from the stock (%n card(s) left)</source>
        <extracomment>TriPeaks, H: the draw as an instruction (lower case). %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>dobierz z talii (została %n karta)</numerusform>
            <numerusform>dobierz z talii (zostały %n karty)</numerusform>
            <numerusform>dobierz z talii (zostało %n kart)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, streak %2; the next card earns %3. Cards left: %4 on the peaks, %5 in the stock. %n peak(s) cleared.</source>
        <extracomment>TriPeaks, I: the score and what the next card earns. %1 the score, %2 the streak (cards played since the last draw), %3 the points the next card of the streak would earn, %4 the cards left on the peaks, %5 the cards left in the stock, %n the peaks cleared.</extracomment>
        <translation>
            <numerusform>Wynik %1, seria %2; następna karta da %3. Pozostałe karty: %4 na szczytach, %5 w talii. Oczyszczono %n szczyt.</numerusform>
            <numerusform>Wynik %1, seria %2; następna karta da %3. Pozostałe karty: %4 na szczytach, %5 w talii. Oczyszczono %n szczyty.</numerusform>
            <numerusform>Wynik %1, seria %2; następna karta da %3. Pozostałe karty: %4 na szczytach, %5 w talii. Oczyszczono %n szczytów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: %1, next %2. The stock is empty.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card and what goes on it; the stock is empty. %1 the card, %2 the ranks.</extracomment>
        <translation>Stos odrzuconych: %1, pasuje %2. Talia jest pusta.</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1, next %2. %n card(s) in the stock.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card, what goes on it, the stock. %1 the card, %2 the ranks (&quot;a 7 or a 9&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Stos odrzuconych: %1, pasuje %2. W talii jest %n karta.</numerusform>
            <numerusform>Stos odrzuconych: %1, pasuje %2. W talii są %n karty.</numerusform>
            <numerusform>Stos odrzuconych: %1, pasuje %2. W talii jest %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1: cleared.</source>
        <extracomment>TriPeaks, D: a row whose cards were all played. %1 the row (1–4).</extracomment>
        <translation>Rząd %1: oczyszczony.</translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down.</source>
        <extracomment>TriPeaks, D: a row of face-down cards only. %1 the row, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Rząd %1: %n zakryta.</numerusform>
            <numerusform>Rząd %1: %n zakryte.</numerusform>
            <numerusform>Rząd %1: %n zakrytych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1: free %2.</source>
        <extracomment>TriPeaks, D: a row whose cards left are all free. %1 the row, %2 the cards, as a list.</extracomment>
        <translation>Rząd %1, wolne karty: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down; free %2.</source>
        <extracomment>TriPeaks, D: a row. %1 the row, %n its face-down cards, %2 its free cards, as a list.</extracomment>
        <translation>
            <numerusform>Rząd %1: %n zakryta; wolne karty: %2.</numerusform>
            <numerusform>Rząd %1: %n zakryte; wolne karty: %2.</numerusform>
            <numerusform>Rząd %1: %n zakrytych; wolne karty: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is in row %2, card %3, free.</source>
        <extracomment>TriPeaks, Ctrl+F: a free card. %1 the card, %2 its row, %3 its place from the left.</extracomment>
        <translation>%1 leży w rzędzie %2, karta %3, wolna.</translation>
    </message>
    <message>
        <source>The %1 is the waste&apos;s card.</source>
        <extracomment>TriPeaks, Ctrl+F: the card is the waste&apos;s top card. %1 the card.</extracomment>
        <translation>%1 to karta na stosie odrzuconych.</translation>
    </message>
    <message>
        <source>The %1 is on the waste, under other cards.</source>
        <extracomment>TriPeaks, Ctrl+F: the card was played, it lies on the waste under others. %1 the card.</extracomment>
        <translation>%1 leży na stosie odrzuconych, pod innymi kartami.</translation>
    </message>
    <message>
        <source>The %1 is out of sight: face down or in the stock.</source>
        <extracomment>TriPeaks, Ctrl+F: the card is face down on the peaks or in the stock (which is not said). %1 the card.</extracomment>
        <translation>Nie widać %1{gen}: jest wśród zakrytych kart albo w talii.</translation>
    </message>
    <message>
        <source>Left and Right go through the cards, Up and Down between the rows of the peaks, 1 to 4 go to a row, 5 to the stock, 6 to the waste. Enter plays a card; Space picks it up, to play it with Enter from anywhere, and Escape puts it back. N draws. F1 lists the keys.</source>
        <extracomment>TriPeaks: Tab on the card table (the only stop): how to move.</extracomment>
        <translation>Strzałki w lewo i w prawo przechodzą po kartach, w górę i w dół między rzędami szczytów, klawisze od 1 do 4 prowadzą do rzędu, 5 do talii, 6 do stosu odrzuconych. Enter zagrywa kartę; Spacja ją podnosi, by zagrać ją Enterem z dowolnego miejsca, a Escape ją odkłada. N dobiera. F1 wyświetla klawisze.</translation>
    </message>
    <message>
        <source>TriPeaks solitaire. Up and Down move between the rows of the peaks, Left and Right along them, Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.</source>
        <extracomment>TriPeaks: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Pasjans TriPeaks. Strzałki w górę i w dół przechodzą między rzędami szczytów, w lewo i w prawo wzdłuż nich, Enter zagrywa kartę na stos odrzuconych, N dobiera, H daje podpowiedź, F1 wyświetla wszystkie klawisze.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TriPeaks&lt;/h2&gt;&lt;p&gt;28 cards lie in four rows forming three peaks: row 1 holds the three peak tops, row 2 six cards, row 3 nine, row 4 ten. Each card lies on two cards of the row under it. A card is free when no card lies on it; free cards are face up. The other 24 cards are the stock; the deal turns its first card onto the waste. Clear the peaks: the game is won when all 28 cards are on the waste.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A free card goes onto the waste if it is one rank above or below the waste&apos;s card, whatever the suit: on a 7 a 6 or an 8. The king and the ace are next to each other.&lt;/li&gt;&lt;li&gt;A covered card turns face up by itself once both cards on it are gone.&lt;/li&gt;&lt;li&gt;Draw: the stock&apos;s next card goes onto the waste, at any time. The stock is gone through once.&lt;/li&gt;&lt;li&gt;Score: each card played earns 100, 300, 500 … more for each card of the streak (the cards played since the last draw); clearing a peak earns 500, then 1,000, then 5,000.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in TriPeaks: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;TriPeaks&lt;/h2&gt;&lt;p&gt;28 kart leży w czterech rzędach tworzących trzy szczyty: rząd 1 to trzy wierzchołki szczytów, rząd 2 ma sześć kart, rząd 3 dziewięć, rząd 4 dziesięć. Każda karta leży na dwóch kartach rzędu poniżej. Karta jest wolna, gdy nic na niej nie leży; wolne karty są odkryte. Pozostałe 24 karty to talia; rozdanie odkrywa jej pierwszą kartę na stos odrzuconych. Oczyść szczyty: gra jest wygrana, gdy wszystkie 28 kart leży na stosie odrzuconych.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Wolna karta trafia na stos odrzuconych, jeśli jest o jedną wartość wyższa lub niższa od karty na nim, bez względu na kolor: na siódemkę szóstka lub ósemka. Król i as sąsiadują ze sobą.&lt;/li&gt;&lt;li&gt;Przykryta karta sama się odkrywa, gdy znikną obie karty, które na niej leżą.&lt;/li&gt;&lt;li&gt;Dobieranie: następna karta z talii trafia na stos odrzuconych, w dowolnej chwili. Przez talię przechodzi się raz.&lt;/li&gt;&lt;li&gt;Wynik: każda zagrana karta daje 100, 300, 500… więcej za każdą kartę serii (karty zagrane od ostatniego dobrania); oczyszczenie szczytu daje 500, potem 1000, potem 5000.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of TriPeaks&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go between the rows of the peaks to the nearest card; &lt;b&gt;Down&lt;/b&gt; from row 4 reaches the stock and the waste. &lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through every card in reading order, then the stock and the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1&lt;/b&gt; to &lt;b&gt;4&lt;/b&gt; go to a row, on its best card to play (a row with no free card yet: the first row down that has one); &lt;b&gt;5&lt;/b&gt; the stock, &lt;b&gt;6&lt;/b&gt; and &lt;b&gt;P&lt;/b&gt; the waste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the card you are on onto the waste; &lt;b&gt;Space&lt;/b&gt; picks it up and, on the waste, puts it down. &lt;b&gt;N&lt;/b&gt; draws from the stock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; says which free cards fit the waste, &lt;b&gt;H&lt;/b&gt; the best move, &lt;b&gt;D&lt;/b&gt; reads the rows, &lt;b&gt;U&lt;/b&gt; the waste and the stock, &lt;b&gt;I&lt;/b&gt; the score, the streak and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a free card to play it onto the waste, or &lt;b&gt;drag&lt;/b&gt; it there. &lt;b&gt;Click&lt;/b&gt; the stock to draw.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in TriPeaks: its keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Klawisze w TriPeaks&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Strzałka w górę&lt;/b&gt; i &lt;b&gt;Strzałka w dół&lt;/b&gt; przechodzą między rzędami szczytów do najbliższej karty; &lt;b&gt;Strzałka w dół&lt;/b&gt; z rzędu 4 prowadzi do talii i stosu odrzuconych. &lt;b&gt;Strzałka w lewo&lt;/b&gt; i &lt;b&gt;Strzałka w prawo&lt;/b&gt; przechodzą przez wszystkie karty w kolejności czytania, potem przez talię i stos odrzuconych.&lt;/li&gt;&lt;li&gt;&lt;b&gt;1&lt;/b&gt; do &lt;b&gt;4&lt;/b&gt; prowadzą do rzędu, na najlepszą kartę do zagrania (gdy rząd nie ma jeszcze wolnej karty: do pierwszego niższego rzędu, który ją ma); &lt;b&gt;5&lt;/b&gt; do talii, &lt;b&gt;6&lt;/b&gt; i &lt;b&gt;P&lt;/b&gt; do stosu odrzuconych.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; zagrywa kartę, na której jesteś, na stos odrzuconych; &lt;b&gt;Spacja&lt;/b&gt; ją podnosi, a na stosie odrzuconych kładzie. &lt;b&gt;N&lt;/b&gt; dobiera z talii.&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; mówi, które wolne karty pasują do stosu odrzuconych, &lt;b&gt;H&lt;/b&gt; najlepszy ruch, &lt;b&gt;D&lt;/b&gt; czyta rzędy, &lt;b&gt;U&lt;/b&gt; stos odrzuconych i talię, &lt;b&gt;I&lt;/b&gt; wynik, serię i czy rozdanie da się jeszcze wygrać.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Myszą&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Kliknij&lt;/b&gt; wolną kartę, aby zagrać ją na stos odrzuconych, albo ją tam &lt;b&gt;przeciągnij&lt;/b&gt;. &lt;b&gt;Kliknij&lt;/b&gt; talię, aby dobrać.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Yukon</source>
        <extracomment>The game&apos;s name (the window title, the Game menu, the statistics, the status bar). Spanish: Yukón.</extracomment>
        <translation>Yukon</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus and the last game was restored. %1 the deal number.</extracomment>
        <translation>Yukon, rozdanie %1. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Yukon. Your game is back where you left it. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus and the last game, a deal without a number, was restored.</extracomment>
        <translation>Yukon. Twoja gra jest tam, gdzie ją przerwano. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Yukon. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus, a deal set up by hand.</extracomment>
        <translation>Yukon. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Press F1 for the list of keys.</source>
        <extracomment>Yukon&apos;s greeting when the window first gets the focus. %1 the deal number.</extracomment>
        <translation>Yukon, rozdanie %1. Naciśnij F1, aby poznać klawisze.</translation>
    </message>
    <message>
        <source>New Yukon deal.</source>
        <extracomment>Yukon, after a new deal or a restart of a deal set up by hand.</extracomment>
        <translation>Nowe rozdanie Yukon.</translation>
    </message>
    <message>
        <source>Restarted Yukon, deal %1.</source>
        <extracomment>Yukon, after a restart (Ctrl+R). %1 the deal number.</extracomment>
        <translation>Yukon, rozdanie %1 od nowa.</translation>
    </message>
    <message>
        <source>Yukon, deal %1.</source>
        <extracomment>Yukon, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.</extracomment>
        <translation>Yukon, rozdanie %1.</translation>
    </message>
    <message>
        <source>Yukon, deal %1. Any face-up card moves with the cards on it.</source>
        <extracomment>Yukon, after a new deal (F2, Ctrl+G). %1 the deal number.</extracomment>
        <translation>Yukon, rozdanie %1. Każda odkryta karta przenosi się razem z kartami, które na niej leżą.</translation>
    </message>
    <message numerus="yes">
        <source>Moves with %n card(s): %1.</source>
        <extracomment>Yukon, after the focus on a face-up card that has cards on it (they move with it). %n how many cards lie on it, %1 those cards from the nearest to the top, as a list; cards that already alternate downwards are said as one stretch by their ends (&quot;jack of clubs down to 6 of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Przenosi się z %n kartą: %1.</numerusform>
            <numerusform>Przenosi się z %n kartami: %1.</numerusform>
            <numerusform>Przenosi się z %n kartami: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s) on it.</source>
        <extracomment>Yukon, after Space picked up a card with cards on it. %1 the card picked up, %n the cards lying on it (they come along).</extracomment>
        <translation>
            <numerusform>Trzymasz %1{acc} razem z %n kartą.</numerusform>
            <numerusform>Trzymasz %1{acc} razem z %n kartami.</numerusform>
            <numerusform>Trzymasz %1{acc} razem z %n kartami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to column %2, on %3.</source>
        <extracomment>Yukon, after a card moved with the cards on it onto a column. %1 the card moved, %n the cards that came with it, %2 the column number, %3 the card it now lies on.</extracomment>
        <translation>
            <numerusform>Przeniesiono %1{acc} razem z %n kartą do kolumny %2, na %3{acc}.</numerusform>
            <numerusform>Przeniesiono %1{acc} razem z %n kartami do kolumny %2, na %3{acc}.</numerusform>
            <numerusform>Przeniesiono %1{acc} razem z %n kartami do kolumny %2, na %3{acc}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to empty column %2.</source>
        <extracomment>Yukon, after a king moved with the cards on it to an empty column. %1 the king, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>Przeniesiono %1{acc} razem z %n kartą do pustej kolumny %2.</numerusform>
            <numerusform>Przeniesiono %1{acc} razem z %n kartami do pustej kolumny %2.</numerusform>
            <numerusform>Przeniesiono %1{acc} razem z %n kartami do pustej kolumny %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moved %1 and %n card(s) to column %2</source>
        <extracomment>Yukon, inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a card moved with the cards on it, as the move was said (&quot;Moved %1 and %n card(s) to column %2, …&quot;). %1 the card, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>przeniesienie %1{gen} razem z %n kartą do kolumny %2</numerusform>
            <numerusform>przeniesienie %1{gen} razem z %n kartami do kolumny %2</numerusform>
            <numerusform>przeniesienie %1{gen} razem z %n kartami do kolumny %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 onto the %3 in column %4</source>
        <extracomment>Yukon, a move of a card with the cards on it as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 the card, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the card it goes on, %4 that card&apos;s column. A card alone is said as in Klondike (&quot;move the %1 from %2 onto the %3 in column %4&quot;).</extracomment>
        <translation>
            <numerusform>przenieś %1{acc} razem z %n kartą %2{z} na %3{acc} w kolumnie %4</numerusform>
            <numerusform>przenieś %1{acc} razem z %n kartami %2{z} na %3{acc} w kolumnie %4</numerusform>
            <numerusform>przenieś %1{acc} razem z %n kartami %2{z} na %3{acc} w kolumnie %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 to empty column %3</source>
        <extracomment>Yukon, a move of a king with the cards on it to an empty column as an instruction, in a hint (H) and in the M list. %1 the king, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the column.</extracomment>
        <translation>
            <numerusform>przenieś %1{acc} razem z %n kartą %2{z} do pustej kolumny %3</numerusform>
            <numerusform>przenieś %1{acc} razem z %n kartami %2{z} do pustej kolumny %3</numerusform>
            <numerusform>przenieś %1{acc} razem z %n kartami %2{z} do pustej kolumny %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 reveals the %2, plus %3.</source>
        <extracomment>Yukon, after a move turned a face-down card up (it scores). %1 the column, %2 the card now face up, %3 the points the whole move gained: 5 for the card turned up, 15 when the move also put a card on its foundation.</extracomment>
        <translation>W kolumnie %1 odkryto %2{acc}, plus %3.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down; %2.</source>
        <extracomment>Yukon, D (Say Columns), one column. %1 the column, %n its face-down cards, %2 its face-up cards from the deepest, stretches that already alternate downwards read as one, separated by semicolons (&quot;9 of clubs down to 8 of hearts; queen of spades&quot;).</extracomment>
        <translation>
            <numerusform>Kolumna %1: %n zakryta; %2.</numerusform>
            <numerusform>Kolumna %1: %n zakryte; %2.</numerusform>
            <numerusform>Kolumna %1: %n zakrytych; %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2.</source>
        <comment>Yukon</comment>
        <extracomment>Yukon, D (Say Columns), a column with no face-down card. %1 the column, %2 its stretches (as above).</extracomment>
        <translation>Kolumna %1: %2.</translation>
    </message>
    <message>
        <source>%1 down to %2</source>
        <extracomment>Yukon, D (Say Columns): face-up cards that already alternate downwards, said by their ends. %1 the deepest card, %2 the card on top of them.</extracomment>
        <translation>od %1{gen} do %2{gen}</translation>
    </message>
    <message>
        <source>The %1 fits on the %2 in column %3.</source>
        <extracomment>Yukon, M (Say Moves) on a face-up card: one place it can go. %1 the card, %2 the card it fits on, %3 its column.</extracomment>
        <translation>%1 pasuje na %2{acc} w kolumnie %3.</translation>
    </message>
    <message>
        <source>The %1 can go to empty column %2.</source>
        <extracomment>Yukon, M (Say Moves) on a king: an empty column it can go to. %1 the king, %2 the column number.</extracomment>
        <translation>%1 może trafić do pustej kolumny %2.</translation>
    </message>
    <message>
        <source>The %1 can go to its foundation.</source>
        <extracomment>Yukon, M (Say Moves) on a column&apos;s top card that can go to its foundation. %1 the card.</extracomment>
        <translation>%1 może trafić na swój stos końcowy.</translation>
    </message>
    <message>
        <source>%1: column %2, on the %3, under the %4.</source>
        <extracomment>Yukon, Ctrl+F (Find a Card). %1 the card, %2 its column, %3 the card it lies on, %4 the card lying on it.</extracomment>
        <translation>%1: kolumna %2, na %3{loc}, pod %4{ins}.</translation>
    </message>
    <message>
        <source>%1: column %2, on the %3, at the top.</source>
        <extracomment>Yukon, Ctrl+F: a column&apos;s top card. %1 the card, %2 its column, %3 the card it lies on.</extracomment>
        <translation>%1: kolumna %2, na %3{loc}, na wierzchu.</translation>
    </message>
    <message>
        <source>%1: column %2, at the bottom, under the %3.</source>
        <extracomment>Yukon, Ctrl+F: a card at the bottom of its column. %1 the card, %2 its column, %3 the card lying on it.</extracomment>
        <translation>%1: kolumna %2, na spodzie, pod %3{ins}.</translation>
    </message>
    <message>
        <source>%1: column %2, alone.</source>
        <extracomment>Yukon, Ctrl+F: a card alone in its column. %1 the card, %2 its column.</extracomment>
        <translation>%1: kolumna %2, jedyna karta.</translation>
    </message>
    <message>
        <source>Nothing above %1.</source>
        <extracomment>Yukon: Up on the first foundation (the foundations stand in a column at the right): the focus stays. %1 = &quot;the clubs foundation&quot; (a pile&apos;s name inside a sentence).</extracomment>
        <translation>Nad %1{ins} nic nie ma.</translation>
    </message>
    <message>
        <source>Nothing below %1.</source>
        <extracomment>Yukon: Down on the last foundation (the foundations stand in a column at the right): the focus stays. %1 = &quot;the hearts foundation&quot; (a pile&apos;s name inside a sentence).</extracomment>
        <translation>Pod %1{ins} nic nie ma.</translation>
    </message>
    <message>
        <source>Left and Right move between the columns and the foundations, 1 to 7 go to a column, Up and Down along a column&apos;s face-up cards and along the foundations. F1 lists the keys.</source>
        <extracomment>Yukon: Tab pressed on the board (the piles are reached with the arrow keys and the digits).</extracomment>
        <translation>Strzałki w lewo i w prawo przechodzą między kolumnami i stosami końcowymi, klawisze od 1 do 7 prowadzą do kolumn, strzałki w górę i w dół po odkrytych kartach kolumny i po stosach końcowych. F1 wyświetla klawisze.</translation>
    </message>
    <message>
        <source>Yukon solitaire. Left and Right move between piles, Up and Down along a column or the foundations, Space picks up a card with the cards on it and puts it down, Enter plays a card, H gives a hint, F1 lists every key.</source>
        <extracomment>Yukon: the card table&apos;s accessible description, read by a screen reader with its name &quot;Card table&quot;.</extracomment>
        <translation>Pasjans Yukon. Strzałki w lewo i w prawo przechodzą między stosami, w górę i w dół wzdłuż kolumny lub stosów końcowych, Spacja podnosi kartę razem z kartami na niej i kładzie ją, Enter zagrywa kartę, H daje podpowiedź, F1 wyświetla wszystkie klawisze.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Yukon&lt;/h2&gt;&lt;p&gt;All 52 cards are dealt into seven columns: column 1 holds one card; columns 2 to 7 hold 1 to 6 face-down cards under five face-up cards. There is no stock. Build the four foundations up by suit, from the ace to the king; the game is won when all 52 cards are on them.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Any face-up card moves, with every card lying on it, whatever their order.&lt;/li&gt;&lt;li&gt;It goes on a column&apos;s top card one rank higher and of the other colour: a black 8 on a red 9.&lt;/li&gt;&lt;li&gt;Only a king, with the cards on it, goes into an empty column.&lt;/li&gt;&lt;li&gt;Only a column&apos;s top card goes to a foundation, one card at a time, and cards on the foundations stay there.&lt;/li&gt;&lt;li&gt;A face-down card at the top of a column turns face up by itself.&lt;/li&gt;&lt;li&gt;Score: 10 points per card on a foundation, 5 per card turned up.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Yukon: the rules as this game plays them (HTML; keep the tags, translate the text).</extracomment>
        <translation>&lt;h2&gt;Yukon&lt;/h2&gt;&lt;p&gt;Wszystkie 52 karty są rozdane do siedmiu kolumn: kolumna 1 ma jedną kartę; kolumny od 2 do 7 mają od 1 do 6 zakrytych kart pod pięcioma odkrytymi. Nie ma talii. Ułóż cztery stosy końcowe w górę według koloru, od asa do króla; gra jest wygrana, gdy leżą na nich wszystkie 52 karty.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Każda odkryta karta przenosi się razem ze wszystkimi kartami, które na niej leżą, bez względu na ich kolejność.&lt;/li&gt;&lt;li&gt;Kładzie się ją na wierzchnią kartę kolumny o jedną wartość wyższą i w przeciwnym kolorze: czarną ósemkę na czerwoną dziewiątkę.&lt;/li&gt;&lt;li&gt;Do pustej kolumny pasuje tylko król razem z kartami na nim.&lt;/li&gt;&lt;li&gt;Na stos końcowy trafia tylko wierzchnia karta kolumny, po jednej karcie, a karty ze stosów końcowych już tam zostają.&lt;/li&gt;&lt;li&gt;Zakryta karta na wierzchu kolumny sama się odkrywa.&lt;/li&gt;&lt;li&gt;Wynik: 10 punktów za każdą kartę na stosie końcowym, 5 za każdą odkrytą kartę.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keys of Yukon&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; go through the seven columns, then, from column 7, to the four foundations, which stand one under the other at the right; there &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go along them. &lt;b&gt;Home&lt;/b&gt; goes to column 1, &lt;b&gt;End&lt;/b&gt; to the last foundation, &lt;b&gt;1&lt;/b&gt; to &lt;b&gt;7&lt;/b&gt; to a column.&lt;/li&gt;&lt;li&gt;In a column, &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; go over its face-up cards: the card you are on moves with every card lying on it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks up and puts down, &lt;b&gt;Enter&lt;/b&gt; sends a card to the best place, &lt;b&gt;F&lt;/b&gt; to its foundation, &lt;b&gt;A&lt;/b&gt; sends every safe card up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; reads the columns, &lt;b&gt;T&lt;/b&gt; the foundations, &lt;b&gt;M&lt;/b&gt; where the card you are on can go, &lt;b&gt;I&lt;/b&gt; the score, moves, time and whether the deal can still be won.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;With the mouse&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; any face-up card onto another pile: the cards on it come along.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to the best place, &lt;b&gt;double-click&lt;/b&gt; to send it to its foundation.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>F1, the rules tab in Yukon: Yukon&apos;s keys and the mouse, after the rules (HTML; keep the tags; key names in &lt;b&gt; are the keys&apos; labels).</extracomment>
        <translation>&lt;h2&gt;Klawisze w Yukon&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Strzałka w lewo&lt;/b&gt; i &lt;b&gt;Strzałka w prawo&lt;/b&gt; przechodzą przez siedem kolumn, a z kolumny 7 dalej do czterech stosów końcowych, ułożonych jeden pod drugim po prawej; tam &lt;b&gt;Strzałka w górę&lt;/b&gt; i &lt;b&gt;Strzałka w dół&lt;/b&gt; przechodzą wzdłuż nich. &lt;b&gt;Home&lt;/b&gt; prowadzi do kolumny 1, &lt;b&gt;End&lt;/b&gt; do ostatniego stosu końcowego, &lt;b&gt;1&lt;/b&gt; do &lt;b&gt;7&lt;/b&gt; do kolumny.&lt;/li&gt;&lt;li&gt;W kolumnie &lt;b&gt;Strzałka w górę&lt;/b&gt; i &lt;b&gt;Strzałka w dół&lt;/b&gt; przechodzą po odkrytych kartach: karta, na której jesteś, przenosi się razem ze wszystkimi kartami, które na niej leżą.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spacja&lt;/b&gt; podnosi i kładzie, &lt;b&gt;Enter&lt;/b&gt; wysyła kartę na najlepsze miejsce, &lt;b&gt;F&lt;/b&gt; na jej stos końcowy, &lt;b&gt;A&lt;/b&gt; przenosi wszystkie bezpieczne karty.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; czyta kolumny, &lt;b&gt;T&lt;/b&gt; stosy końcowe, &lt;b&gt;M&lt;/b&gt; mówi, dokąd może trafić karta, na której jesteś, &lt;b&gt;I&lt;/b&gt; wynik, ruchy, czas i czy rozdanie da się jeszcze wygrać.&lt;/li&gt;&lt;/ul&gt;&lt;h2&gt;Myszą&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Przeciągnij&lt;/b&gt; dowolną odkrytą kartę na inny stos: karty, które na niej leżą, przeniosą się razem z nią.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Kliknij&lt;/b&gt; kartę, aby wysłać ją na najlepsze miejsce, &lt;b&gt;kliknij dwukrotnie&lt;/b&gt;, aby wysłać ją na jej stos końcowy.&lt;/li&gt;&lt;/ul&gt;</translation>
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
