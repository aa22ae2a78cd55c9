<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>Messages</name>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4 face up, %n face down</source>
        <extracomment>Focus on a card in a column. %1 card, %2 column, %3 its place among the face-up cards counted from the deepest, %4 face-up count, %n face-down cards under them.</extracomment>
        <translation>
            <numerusform>%1, column %2, card %3 of %4 face up, %n face down</numerusform>
            <numerusform>%1, column %2, card %3 of %4 face up, %n face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s).</source>
        <extracomment>Focus on the stock, speech setting Brief. %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Stock, %n card.</numerusform>
            <numerusform>Stock, %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of unlimited.</source>
        <extracomment>Focus on the stock (arrow keys, Home), unlimited passes. %n cards in the stock, %1 the current pass through the stock.</extracomment>
        <translation>
            <numerusform>Stock, %n card. Pass %1 of unlimited.</numerusform>
            <numerusform>Stock, %n cards. Pass %1 of unlimited.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Pass %1 of %2.</source>
        <extracomment>Focus on the stock (arrow keys, Home). %n cards in the stock, %1 the current pass, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Stock, %n card. Pass %1 of %2.</numerusform>
            <numerusform>Stock, %n cards. Pass %1 of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, empty. Press Space to turn the waste over, %n card(s).</source>
        <extracomment>Focus on the empty stock while the waste holds cards. %n cards in the waste that Space would turn back into the stock.</extracomment>
        <translation>
            <numerusform>Stock, empty. Press Space to turn the waste over, %n card.</numerusform>
            <numerusform>Stock, empty. Press Space to turn the waste over, %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s)</source>
        <extracomment>Focus on the playable waste card. %1 card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>%1, waste, %n card</numerusform>
            <numerusform>%1, waste, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Showing beneath it: %2.</source>
        <extracomment>Draw 3, focus on the waste. %1 the playable card, %n cards in the waste, %2 the cards showing beneath it (not playable yet).</extracomment>
        <translation>
            <numerusform>%1, waste, %n card. Showing beneath it: %2.</numerusform>
            <numerusform>%1, waste, %n cards. Showing beneath it: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding %1, %n card(s).</source>
        <extracomment>After Space picked up several cards, speech setting Brief. %1 the first (deepest) held card, %n how many are held.
----------
After Space picked up several cards. %1 every held card as a list, %n how many.</extracomment>
        <translation>
            <numerusform>Holding %1, %n card.</numerusform>
            <numerusform>Holding %1, %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) on it to column %2.</source>
        <extracomment>After a move of a run onto a column, speech setting Brief. %1 the run&apos;s first card (capitalised), %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>%1 and %n card on it to column %2.</numerusform>
            <numerusform>%1 and %n cards on it to column %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to column %2, on %3.</source>
        <extracomment>A run moved: %1 its first card, %n the cards on it, %2 column, %3 the card it lies on.</extracomment>
        <translation>
            <numerusform>Moved %1 with %n card on it to column %2, on %3.</numerusform>
            <numerusform>Moved %1 with %n cards on it to column %2, on %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 with %n card(s) on it to empty column %2.</source>
        <extracomment>After a move of a run to an empty column. %1 the run&apos;s first card, %n the cards on it, %2 the column number.</extracomment>
        <translation>
            <numerusform>Moved %1 with %n card on it to empty column %2.</numerusform>
            <numerusform>Moved %1 with %n cards on it to empty column %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left in stock.</source>
        <extracomment>After turning cards: %n cards still in the stock.</extracomment>
        <translation>
            <numerusform>%n left in stock.</numerusform>
            <numerusform>%n left in stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of unlimited.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now.</extracomment>
        <translation>
            <numerusform>Turned the waste over: %n card back in the stock. Pass %1 of unlimited.</numerusform>
            <numerusform>Turned the waste over: %n cards back in the stock. Pass %1 of unlimited.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned the waste over: %n card(s) back in the stock. Pass %1 of %2.</source>
        <extracomment>The waste went back into the stock. %n cards, %1 the pass that starts now, %2 how many passes are allowed.</extracomment>
        <translation>
            <numerusform>Turned the waste over: %n card back in the stock. Pass %1 of %2.</numerusform>
            <numerusform>Turned the waste over: %n cards back in the stock. Pass %1 of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moved %1 with %n card(s) on it to column %2</source>
        <extracomment>Inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a run moved. %1 its first card, %n the cards on it (they moved with it), %2 the column number.</extracomment>
        <translation>
            <numerusform>moved %1 with %n card on it to column %2</numerusform>
            <numerusform>moved %1 with %n cards on it to column %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 and %n card(s) on it are back in %2.</source>
        <extracomment>After an undo of a move of several cards: where they are now. %1 the first card moved, %n the cards on it (they moved with it), %2 pile (&quot;column 3&quot;).</extracomment>
        <translation>
            <numerusform>The %1 and %n card on it are back in %2.</numerusform>
            <numerusform>The %1 and %n cards on it are back in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to the foundations.</source>
        <extracomment>After &quot;A&quot; (Move Safe Cards Up) or the automatic move of safe cards, speech setting Brief. %n the cards sent up.</extracomment>
        <translation>
            <numerusform>%n card to the foundations.</numerusform>
            <numerusform>%n cards to the foundations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <extracomment>Hours of a duration, followed by its minutes (&quot;2 hours 5 minutes&quot;). %n the hours.</extracomment>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>Minutes of a duration, after its hours or before its seconds. %n the minutes.</extracomment>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>Seconds of a duration, alone or after its minutes. %n the seconds.</extracomment>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game record(s) in the statistics could not be read by this version of the game: they are kept as they are, but not counted.</source>
        <extracomment>At start, once: %n records of the statistics file were written by another (later) version of the game or are of a game this version does not have; they stay in the file as they are, but are not counted.</extracomment>
        <translation>
            <numerusform>%n game record in the statistics could not be read by this version of the game: they are kept as they are, but not counted.</numerusform>
            <numerusform>%n game records in the statistics could not be read by this version of the game: they are kept as they are, but not counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The keys of %n command(s) in the settings clashed, so they have their usual keys again: %1.</source>
        <extracomment>At start, once: the settings file gave the same keys to several commands. %n how many commands, %1 their names as a list. Their keys in the settings file clashed.</extracomment>
        <translation>
            <numerusform>The keys of %n command in the settings clashed, so they have their usual keys again: %1.</numerusform>
            <numerusform>The keys of %n commands in the settings clashed, so they have their usual keys again: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s): %1.</source>
        <extracomment>M (Say Available Moves). &quot;M&quot;: %n how many moves, %1 the moves as a list of instructions.</extracomment>
        <translation>
            <numerusform>%n move: %1.</numerusform>
            <numerusform>%n moves: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1 on top, %n card(s).</source>
        <extracomment>U (Say Waste and Stock): %1 the waste&apos;s top card, %n cards in the waste.</extracomment>
        <translation>
            <numerusform>Waste: %1 on top, %n card.</numerusform>
            <numerusform>Waste: %1 on top, %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), unlimited passes.</source>
        <extracomment>U (Say Waste and Stock), unlimited passes: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Stock: %n card, unlimited passes.</numerusform>
            <numerusform>Stock: %n cards, unlimited passes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), passes left: %1.</source>
        <extracomment>U (Say Waste and Stock), limited passes. %n cards in the stock, %1 recycles still allowed.</extracomment>
        <translation>
            <numerusform>Stock: %n card, passes left: %1.</numerusform>
            <numerusform>Stock: %n cards, passes left: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down, then %2.</source>
        <extracomment>D (Say Columns), one column. %1 column, %n face-down cards, %2 the face-up cards from the deepest to the top.</extracomment>
        <translation>
            <numerusform>Column %1: %n face down, then %2.</numerusform>
            <numerusform>Column %1: %n face down, then %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, heads a run of %n card(s).</source>
        <extracomment>Focus on a card that heads a run. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards of the run it heads, itself included (what Space picks up; at least 2).</extracomment>
        <translation>
            <numerusform>%1, column %2, card %3 of %4, heads a run of %n card.</numerusform>
            <numerusform>%1, column %2, card %3 of %4, heads a run of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) out of order.</source>
        <extracomment>FreeCell focus on a card with cards on it that are not a run it heads. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, column %2, card %3 of %4, under %n card out of order.</numerusform>
            <numerusform>%1, column %2, card %3 of %4, under %n cards out of order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s).</source>
        <extracomment>I (Say Game Info): %n moves made. Also under the win banner.
----------
The win banner, under &quot;You won in 4 minutes 12 seconds, score 645.&quot;: %n the moves made.</extracomment>
        <translation>
            <numerusform>%n move.</numerusform>
            <numerusform>%n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s) empty.</source>
        <extracomment>FreeCell, I (Say Game Info): %n free cells that hold no card.</extracomment>
        <translation>
            <numerusform>%n free cell empty.</numerusform>
            <numerusform>%n free cells empty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s).</source>
        <extracomment>FreeCell, I (Say Game Info): %n columns with no card.</extracomment>
        <translation>
            <numerusform>%n empty column.</numerusform>
            <numerusform>%n empty columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stock.</source>
        <extracomment>I (Say Game Info), Klondike: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>%n card in the stock.</numerusform>
            <numerusform>%n cards in the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, stock, %n card(s).</source>
        <extracomment>Pyramid, the focus on the stock: its top card lies face up and can be used. %1 the top card, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>%1, stock, %n card.</numerusform>
            <numerusform>%1, stock, %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s).</source>
        <extracomment>Pyramid, the focus on the waste: only its top card can be used. %1 the top card, %n the cards in the waste.</extracomment>
        <translation>
            <numerusform>%1, waste, %n card.</numerusform>
            <numerusform>%1, waste, %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), top %1.</source>
        <extracomment>Pyramid, U (Say Stock and Waste): the stock. %n its cards, %1 its top card (usable).</extracomment>
        <translation>
            <numerusform>Stock: %n card, top %1.</numerusform>
            <numerusform>Stock: %n cards, top %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es) left.</source>
        <extracomment>Pyramid, U and I: the passes through the stock not yet begun. %n how many (0 to 2).
----------
I (Say Game Info), Klondike: %n times the waste may still be turned over.</extracomment>
        <translation>
            <numerusform>%n pass left.</numerusform>
            <numerusform>%n passes left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) removed; %1 left in the pyramid.</source>
        <extracomment>Pyramid, T (Say Removed Cards): %n the cards out of play, %1 the cards still in the pyramid.</extracomment>
        <translation>
            <numerusform>%n card removed; %1 left in the pyramid.</numerusform>
            <numerusform>%n cards removed; %1 left in the pyramid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 is in the waste under %n card(s).</source>
        <extracomment>Pyramid, Ctrl+F: the card lies in the waste under others. %1 the card, %n the cards on it.
----------
Find a Card (Ctrl+F): %1 the card found, %n cards lie on it in the waste.</extracomment>
        <translation>
            <numerusform>The %1 is in the waste under %n card.</numerusform>
            <numerusform>The %1 is in the waste under %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Can&apos;t move the %1 with the cards on it: %n card(s), but there is room to move %2.</source>
        <extracomment>FreeCell supermove refused. %1 the run&apos;s first card; %n the cards in the run; %2 how many may move at once now.</extracomment>
        <translation>
            <numerusform>Can&apos;t move the %1 with the cards on it: %n card, but there is room to move %2.</numerusform>
            <numerusform>Can&apos;t move the %1 with the cards on it: %n cards, but there is room to move %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You can move %n card(s) at once onto a card, %1 into an empty column: %2 free cells, %3 empty columns.</source>
        <extracomment>FreeCell &quot;how many cards can I move?&quot;. %n cards onto a card; %1 cards into an empty column; %2 free cells, %3 empty columns.</extracomment>
        <translation>
            <numerusform>You can move %n card at once onto a card, %1 into an empty column: %2 free cells, %3 empty columns.</numerusform>
            <numerusform>You can move %n cards at once onto a card, %1 into an empty column: %2 free cells, %3 empty columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down.</source>
        <extracomment>Spider, D (Say Columns): a column with only face-down cards. %1 the column, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Column %1: %n face down.</numerusform>
            <numerusform>Column %1: %n face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), last pass.</source>
        <extracomment>The U key and the stock&apos;s summary when no turn of the waste is left: %n cards in the stock.</extracomment>
        <translation>
            <numerusform>Stock: %n card, last pass.</numerusform>
            <numerusform>Stock: %n cards, last pass.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %2 face down, then %n card(s) from the %3 to the %4.</source>
        <extracomment>D (Say Columns), a column whose face-up cards are one run. %1 column, %2 face-down cards, %n cards in the run, %3 its deepest card, %4 its top card.</extracomment>
        <translation>
            <numerusform>Column %1: %2 face down, then %n card from the %3 to the %4.</numerusform>
            <numerusform>Column %1: %2 face down, then %n cards from the %3 to the %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n card(s) from the %2 to the %3.</source>
        <extracomment>D (Say Columns), a column of one run and no face-down card. %1 column, %n cards in the run, %2 its deepest card, %3 its top card.</extracomment>
        <translation>
            <numerusform>Column %1: %n card from the %2 to the %3.</numerusform>
            <numerusform>Column %1: %n cards from the %2 to the %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, card %3 of %4, under %n card(s) that can&apos;t move with it.</source>
        <extracomment>Spider: the cards on it are not one same-suit run with it, so it can&apos;t be taken with them. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.</extracomment>
        <translation>
            <numerusform>%1, column %2, card %3 of %4, under %n card that can&apos;t move with it.</numerusform>
            <numerusform>%1, column %2, card %3 of %4, under %n cards that can&apos;t move with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face-down card(s) under it.</source>
        <extracomment>Spider: Up on a column&apos;s first face-up card; %n the face-down cards it lies on, %1 the column.</extracomment>
        <translation>
            <numerusform>Column %1: %n face-down card under it.</numerusform>
            <numerusform>Column %1: %n face-down cards under it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s).</source>
        <extracomment>Spider, focus on the stock, speech setting Brief. %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Stock, %n row.</numerusform>
            <numerusform>Stock, %n rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n row(s) left. Space deals a row, one card on each column.</source>
        <extracomment>Spider&apos;s stock: %n rows of ten cards left to deal.</extracomment>
        <translation>
            <numerusform>Stock, %n row left. Space deals a row, one card on each column.</numerusform>
            <numerusform>Stock, %n rows left. Space deals a row, one card on each column.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row dealt, %n left.</source>
        <extracomment>Spider, after a row was dealt (N), speech setting Brief. %n rows left in the stock.</extracomment>
        <translation>
            <numerusform>Row dealt, %n left.</numerusform>
            <numerusform>Row dealt, %n left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row of %2, %n row(s) left: %1.</source>
        <extracomment>Spider: a row of one suit was dealt (always so with one suit); %n rows left in the stock, %1 the ten ranks on their own with their columns (&quot;column 1, 6; column 2, king; …&quot;), %2 the suit.</extracomment>
        <translation>
            <numerusform>Dealt a row of %2, %n row left: %1.</numerusform>
            <numerusform>Dealt a row of %2, %n rows left: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt a row, %n row(s) left: %1.</source>
        <extracomment>Spider: a row was dealt; %n rows left in the stock, %1 the ten cards with their columns (&quot;column 1, 6 of spades; column 2, 3 of hearts; …&quot;).</extracomment>
        <translation>
            <numerusform>Dealt a row, %n row left: %1.</numerusform>
            <numerusform>Dealt a row, %n rows left: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left in the stock.</source>
        <extracomment>Spider: %n rows of ten cards in the stock.</extracomment>
        <translation>
            <numerusform>%n row left in the stock.</numerusform>
            <numerusform>%n rows left in the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moves with %n card(s): %1.</source>
        <extracomment>Yukon, after the focus on a face-up card that has cards on it (they move with it). %n how many cards lie on it, %1 those cards from the nearest to the top, as a list; cards that already alternate downwards are said as one stretch by their ends (&quot;jack of clubs down to 6 of hearts&quot;).</extracomment>
        <translation>
            <numerusform>Moves with %n card: %1.</numerusform>
            <numerusform>Moves with %n cards: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s) on it.</source>
        <extracomment>Yukon, after Space picked up a card with cards on it. %1 the card picked up, %n the cards lying on it (they come along).</extracomment>
        <translation>
            <numerusform>Holding %1 and %n card on it.</numerusform>
            <numerusform>Holding %1 and %n cards on it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to column %2, on %3.</source>
        <extracomment>Yukon, after a card moved with the cards on it onto a column. %1 the card moved, %n the cards that came with it, %2 the column number, %3 the card it now lies on.</extracomment>
        <translation>
            <numerusform>Moved %1 and %n card to column %2, on %3.</numerusform>
            <numerusform>Moved %1 and %n cards to column %2, on %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and %n card(s) to empty column %2.</source>
        <extracomment>Yukon, after a king moved with the cards on it to an empty column. %1 the king, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>Moved %1 and %n card to empty column %2.</numerusform>
            <numerusform>Moved %1 and %n cards to empty column %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moved %1 and %n card(s) to column %2</source>
        <extracomment>Yukon, inside &quot;Undone: %1.&quot; / &quot;Redone: %1.&quot; (lower case): a card moved with the cards on it, as the move was said (&quot;Moved %1 and %n card(s) to column %2, …&quot;). %1 the card, %n the cards that came with it, %2 the column number.</extracomment>
        <translation>
            <numerusform>moved %1 and %n card to column %2</numerusform>
            <numerusform>moved %1 and %n cards to column %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 onto the %3 in column %4</source>
        <extracomment>Yukon, a move of a card with the cards on it as an instruction, in a hint (H, &quot;Hint: %1.&quot;) and in the M list. %1 the card, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the card it goes on, %4 that card&apos;s column. A card alone is said as in Klondike (&quot;move the %1 from %2 onto the %3 in column %4&quot;).</extracomment>
        <translation>
            <numerusform>move the %1 with %n card on it from %2 onto the %3 in column %4</numerusform>
            <numerusform>move the %1 with %n cards on it from %2 onto the %3 in column %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the %1 with %n card(s) on it from %2 to empty column %3</source>
        <extracomment>Yukon, a move of a king with the cards on it to an empty column as an instruction, in a hint (H) and in the M list. %1 the king, %n the cards lying on it (they come along), %2 where it is (&quot;column 4&quot;), %3 the column.</extracomment>
        <translation>
            <numerusform>move the %1 with %n card on it from %2 to empty column %3</numerusform>
            <numerusform>move the %1 with %n cards on it from %2 to empty column %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n face down; %2.</source>
        <extracomment>Yukon, D (Say Columns), one column. %1 the column, %n its face-down cards, %2 its face-up cards from the deepest, stretches that already alternate downwards read as one, separated by semicolons (&quot;9 of clubs down to 8 of hearts; queen of spades&quot;).</extracomment>
        <translation>
            <numerusform>Column %1: %n face down; %2.</numerusform>
            <numerusform>Column %1: %n face down; %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s).</source>
        <extracomment>Pyramid, I (Say Game Info), before the stock, the passes and whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.
----------
Yukon, I (Say Game Info), before whether the deal can still be won. %1 the score, %2 the time played (&quot;4 minutes 12 seconds&quot;), %n the moves made.</extracomment>
        <translation>
            <numerusform>Score %1, time %2, %n move.</numerusform>
            <numerusform>Score %1, time %2, %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, fits the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that can go on the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, column %2, top card, %n under it, fits the waste</numerusform>
            <numerusform>%1, column %2, top card, %n under it, fits the waste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, top card, %n under it, does not fit the waste</source>
        <extracomment>Golf, the focus on a column&apos;s top card (free) that does not fit the waste now. %1 the card, %2 the column number, %n how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%1, column %2, top card, %n under it, does not fit the waste</numerusform>
            <numerusform>%1, column %2, top card, %n under it, does not fit the waste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s) left</source>
        <extracomment>Golf, the focus on the stock. %n how many cards are left in it.</extracomment>
        <translation>
            <numerusform>Stock, %n card left</numerusform>
            <numerusform>Stock, %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the columns.</source>
        <extracomment>Golf, after a play: %n how many cards are left in the seven columns.</extracomment>
        <translation>
            <numerusform>%n card left in the columns.</numerusform>
            <numerusform>%n cards left in the columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left in the stock.</source>
        <extracomment>Golf, after a draw, and in U and I: %n how many cards are left in the stock.</extracomment>
        <translation>
            <numerusform>%n left in the stock.</numerusform>
            <numerusform>%n left in the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won in %1! All the columns are cleared, %n card(s) left in the stock: score minus %n.</source>
        <extracomment>Golf, the win (the last column emptied). %1 the time played, %n the cards left in the stock (the score is minus that number).</extracomment>
        <translation>
            <numerusform>You won in %1! All the columns are cleared, %n card left in the stock: score minus %n.</numerusform>
            <numerusform>You won in %1! All the columns are cleared, %n cards left in the stock: score minus %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw, %n left in the stock</source>
        <extracomment>Golf, H&apos;s hint or M&apos;s list: draw a card. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>draw, %n left in the stock</numerusform>
            <numerusform>draw, %n left in the stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing fits: draw, %n left in the stock.</source>
        <extracomment>Golf, M when no top card fits the waste. %n the cards left in the stock.
----------
TriPeaks, M when no free card fits the waste. %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Nothing fits: draw, %n left in the stock.</numerusform>
            <numerusform>Nothing fits: draw, %n left in the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waste: the %1, %2 fits. %n card(s) left in the stock.</source>
        <extracomment>Golf, U (Say Waste and Stock). %1 the waste&apos;s card, %2 the ranks that fit it, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Waste: the %1, %2 fits. %n card left in the stock.</numerusform>
            <numerusform>Waste: the %1, %2 fits. %n cards left in the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 is on the waste, under %n card(s).</source>
        <extracomment>Golf, Find a Card (Ctrl+F), a card on the waste. %1 the card, %n how many cards lie on it.</extracomment>
        <translation>
            <numerusform>The %1 is on the waste, under %n card.</numerusform>
            <numerusform>The %1 is on the waste, under %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 strokes, %n card(s) left in the stock, time %2.</source>
        <extracomment>Golf, I (Say Game Info), before whether the deal can still be won. %1 the score in strokes (the cards left in the columns; minus the stock left once won), %2 the time played, %n the cards in the stock.</extracomment>
        <translation>
            <numerusform>Score %1 strokes, %n card left in the stock, time %2.</numerusform>
            <numerusform>Score %1 strokes, %n cards left in the stock, time %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <extracomment>TriPeaks: face-down cards inside a list of the cards lying on another (&quot;under 2 face-down cards&quot;). %n how many.</extracomment>
        <translation>
            <numerusform>%n face-down card</numerusform>
            <numerusform>%n face-down cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s). Space turns the next one.</source>
        <extracomment>TriPeaks, the focus on the stock. %n the cards left in it.</extracomment>
        <translation>
            <numerusform>Stock, %n card. Space turns the next one.</numerusform>
            <numerusform>Stock, %n cards. Space turns the next one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, waste, %n card(s). Next: %2.</source>
        <extracomment>TriPeaks, the focus on the waste. %1 its top card, %n the cards on the waste, %2 the ranks that go on it.</extracomment>
        <translation>
            <numerusform>%1, waste, %n card. Next: %2.</numerusform>
            <numerusform>%1, waste, %n cards. Next: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. Streak ended at %2. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw that ended a streak. %1 the card turned, %2 the streak it ended, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Turned %1. Streak ended at %2. %n left in the stock.</numerusform>
            <numerusform>Turned %1. Streak ended at %2. %n left in the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned %1. %n left in the stock.</source>
        <extracomment>TriPeaks, after a draw. %1 the card turned, %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Turned %1. %n left in the stock.</numerusform>
            <numerusform>Turned %1. %n left in the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fits the waste: %1. Or draw, %n left in the stock.</source>
        <extracomment>TriPeaks, M: the free cards that fit the waste, then the draw. %1 the cards with their rows (&quot;9 of clubs, row 4; 7 of diamonds, row 3&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Fits the waste: %1. Or draw, %n left in the stock.</numerusform>
            <numerusform>Fits the waste: %1. Or draw, %n left in the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw from the stock (%n card(s) left)</source>
        <extracomment>TriPeaks, H: the draw as an instruction (lower case). %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>draw from the stock (%n card left)</numerusform>
            <numerusform>draw from the stock (%n cards left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, streak %2; the next card earns %3. Cards left: %4 on the peaks, %5 in the stock. %n peak(s) cleared.</source>
        <extracomment>TriPeaks, I: the score and what the next card earns. %1 the score, %2 the streak (cards played since the last draw), %3 the points the next card of the streak would earn, %4 the cards left on the peaks, %5 the cards left in the stock, %n the peaks cleared.</extracomment>
        <translation>
            <numerusform>Score %1, streak %2; the next card earns %3. Cards left: %4 on the peaks, %5 in the stock. %n peak cleared.</numerusform>
            <numerusform>Score %1, streak %2; the next card earns %3. Cards left: %4 on the peaks, %5 in the stock. %n peaks cleared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waste: %1, next %2. %n card(s) in the stock.</source>
        <extracomment>TriPeaks, U and T: the waste&apos;s card, what goes on it, the stock. %1 the card, %2 the ranks (&quot;a 7 or a 9&quot;), %n the cards left in the stock.</extracomment>
        <translation>
            <numerusform>Waste: %1, next %2. %n card in the stock.</numerusform>
            <numerusform>Waste: %1, next %2. %n cards in the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down.</source>
        <extracomment>TriPeaks, D: a row of face-down cards only. %1 the row, %n the face-down cards.</extracomment>
        <translation>
            <numerusform>Row %1: %n face down.</numerusform>
            <numerusform>Row %1: %n face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %1: %n face down; free %2.</source>
        <extracomment>TriPeaks, D: a row. %1 the row, %n its face-down cards, %2 its free cards, as a list.</extracomment>
        <translation>
            <numerusform>Row %1: %n face down; free %2.</numerusform>
            <numerusform>Row %1: %n face down; free %2.</numerusform>
        </translation>
    </message>
</context>
</TS>
