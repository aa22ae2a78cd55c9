"""Words and the accessibility tree: messages, descriptions, announcer, accessible objects (QtGui)."""
