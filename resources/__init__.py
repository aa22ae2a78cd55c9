"""Data files shipped inside the package as ``klondike_qt.resources``
(cards, winnable deal lists, translations, icons). Load them with
:func:`klondike_qt.resource_files.resource`, never by path from the checkout."""
