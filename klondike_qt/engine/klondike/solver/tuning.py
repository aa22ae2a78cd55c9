"""The solver's tuning constants. How each value was chosen (the measurements)
is in ``NOTES.md`` beside this file, section "Tuning"."""

from __future__ import annotations

import os

# Priorities for move ordering (higher first).
P_REVEAL = 1000
P_FOUNDATION = 600
P_EMPTY = 500
P_TALON = 400
P_PARTIAL_TO_FOUNDATION = 300
P_PARTIAL = 100
P_BACK = 0

#: The searches look at the clock and the cancel flag every 16 positions (when
#: the count has none of these bits set); the position budget every 256
#: (see :meth:`~klondike_qt.engine.klondike.solver.search.Search.out_of_budget`).
CHECK_MASK = 15
#: The position budget is looked at when the count has none of these bits set
#: (the tests' outcomes rest on it).
NODES_CHECK_MASK = 255

#: The safe automatic moves (``position._safe_rank``): a card of rank r goes
#: up when the other colour's foundations are at r - 1 - SAFE_MARGIN or more
#: and the other of its own colour at r - 2 - SAFE_MARGIN or more. 1 (the
#: r - 2 / r - 3 rule) is proven in NOTES.md, "Safe automatic moves"; 0 is
#: the weaker rule of the earlier sessions (kept for the measurements).
SAFE_MARGIN = 1
#: Never bring back from a foundation a card the rule above would send up
#: again (NOTES.md, "No safe card comes back").
PRUNE_SAFE_BACK = True

#: Search by classes of positions, the face-up arrangement left free
#: (:mod:`.classes`; NOTES.md, "Classes of positions"); False: by positions.
CLASS_SEARCH = True
#: The deadlock test at every position of the search by classes.
CLASS_STUCK = True

#: Run the deadlock test on every position the exhaustive phase reaches
#: without pending obligations.
STUCK_IN_SEARCH = True
#: Skip draw-3 positions dominated by a visited one (NOTES.md, "Talon dominance").
TALON_DOMINANCE = True

#: The restricted best-first phase: at most this many positions, or this
#: share of the time, before the exhaustive phase.
FIRST_PHASE_NODES = 60000
FIRST_PHASE_SHARE = 0.6
#: The pool's calling thread: the best-first share of the budget, before the
#: randomised restarts.
COMPLEMENT_SHARE = 0.25
#: How many randomised depth-first searches share the rest of the budget.
RESTARTS = 16
#: The noise added to each move's priority in a restart (uniform in
#: 0..JITTER: a reveal still comes first nine times in ten, the other kinds mix).
JITTER = 1000.0
#: Added to the restarts' seeds in the helper process (other seeds than the
#: calling thread's).
RESTARTS_SEED_BASE = 1000
#: Draw 3 or a pass limit: the share of the budget (or the positions, without
#: a budget) spent after the best-first phase on the proof with every card in
#: reach (NOTES.md, "Every card in reach").
RELAXED_SHARE = 0.1
RELAXED_NODES = 20000
#: The helper process, draw 3 or a pass limit: the share of the budget spent
#: first on that proof.
RESTARTS_RELAXED_SHARE = 0.3

#: Keep the positions the randomised restarts proved lost when a search ends
#: undecided, for the next search from the same root (the game's longer
#: deepening step): NOTES.md, "Carrying what was proven lost".
CARRY_LOST = True
#: How many roots' sets are kept (per process), and the largest set kept.
CARRY_ROOTS = 2
CARRY_MAX_POSITIONS = 300_000

#: Run the searches by classes in the compiled core (:mod:`.fast`) when it is
#: built; False: always the Python search. The environment variable
#: KLONDIKE_FAST_CORE=0 turns it off in every process, the pool's helper
#: included (the tests of the Python search, benchmarks comparing the two).
FAST_CORE = os.environ.get("KLONDIKE_FAST_CORE", "1") != "0"
#: The most positions one search of the core visits (its visited set takes
#: about 24 bytes a position at most): past them it answers unknown.
FAST_CORE_MAX_NODES = 5_000_000
#: The core, draw 3 or a pass limit: the share of the budget for the proof
#: with every card in reach (the core under draw 1) before the depth-first
#: search, on the calling thread (in the pool's helper process none: it
#: searches with noise in the move order the whole time). Measured in
#: NOTES.md, "The compiled core".
FAST_RELAXED_SHARE = 0.3
