/* The compiled core of the FreeCell solver (see solver.py's notes and core.py).
 *
 *   search(columns, cells, found, red, autoplay, returns, orders, first_quota,
 *          max_nodes, seconds, cancel, max_stored) -> (verdict, steps or None, positions)
 *
 * columns: eight bytes objects (card index = suit * 13 + rank - 1, bottom
 * first); cells: bytes of the occupied cells; found: bytes, four heights;
 * red: bytes, four flags (suit is red). autoplay: send safe cards up after
 * every move; returns: allow foundation cards back. orders: one byte a scan
 * (see Scan and search below); first_quota: positions each scan expands in
 * its first turn, doubling each round. max_nodes: positions to expand, or
 * None; seconds: None or a limit; cancel: None or a callable polled every
 * 1024 positions; max_stored: the memory bound, in positions kept.
 * verdict: 0 solved, 1 unsolvable, 2 unknown (budget, cancel, memory).
 * steps: the winning line, safe cards included, as bytes of native 16-bit
 * codes card * 16 + target (0 a foundation, 1 the first free cell, 2 + n
 * column n counted from 0 in the order given); the head card of a run moves
 * the run.
 *
 * Depth-first scans take turns over canonical positions (keyed by what lies
 * under each card) each with a transposition table of whole keys: no
 * position is expanded twice by a scan and none is dropped, so when a scan's
 * stack is empty every reachable position has been seen.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../core_clock.h"  /* core_now, core_cancelled */

#define NCOL 8
#define NCELL 4
#define MAXH 40
#define EMPTY 0xff
#define MAXMOVES 320
/* What lies under a card (the position's key, see index_position): a card, */
#define B_BOTTOM 52 /* nothing (the card is a column's bottom card), */
#define B_CELL 53   /* a free cell, */
#define B_FOUND 54  /* its foundation. */
#define KEYLEN 52

typedef struct {
    uint8_t col[NCOL][MAXH];
    uint8_t h[NCOL];
    uint8_t cell[NCELL]; /* EMPTY when free */
    uint8_t found[4];
    uint8_t below[KEYLEN]; /* the key: what lies under each card */
    uint64_t hash;         /* its Zobrist hash, kept up to date move by move */
    /* For the ranked scans' priority, per column: cards lying on a lower card
     * of their own suit, and cards over the next card a foundation needs;
     * ``stale`` marks the columns a move changed (all when a card went up). */
    uint8_t blocked[NCOL], buried[NCOL], stale;
    uint8_t run[NCOL];  /* the cards on top of each column that move as a run */
} Pos;

/* One random word per (card, what lies under it); the hash of a position is
 * the exclusive or of its cards' words, so a move changes it in O(1). */
static uint64_t ZOB[52][55];

static void zob_init(void) {
    uint64_t x = 0x2545F4914F6CDD1DULL;
    for (int c = 0; c < 52; c++)
        for (int v = 0; v < 55; v++) {
            uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            ZOB[c][v] = z ^ (z >> 31);
        }
}

static inline void set_below(Pos *p, int card, int under) {
    p->hash ^= ZOB[card][p->below[card]] ^ ZOB[card][under];
    p->below[card] = (uint8_t)under;
}

/* What a card put on column n would lie on. */
#define ONTO(p, n) ((p)->h[n] ? (p)->col[n][(p)->h[n] - 1] : B_BOTTOM)

enum { M_COL_F, M_CELL_F, M_COL_COL, M_CELL_COL, M_COL_CELL, M_RET };

typedef struct {
    uint8_t kind, src, dst, len;
    int32_t prio;
} Move;

static uint8_t RED[4];
/* Rank, suit and colour of each card index, looked up (no division). */
static const uint8_t RANKS[52] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                                  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13};
static const uint8_t SUITS[52] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
static uint8_t REDS[52];
#define RANK(c) (RANKS[c])
#define SUIT(c) (SUITS[c])
#define ISRED(c) (REDS[c])

static inline int fits(int a, int b) { /* a may lie on b */
    return RANK(a) + 1 == RANK(b) && ISRED(a) != ISRED(b);
}

/* Column n's run counted again from its top. */
static void count_run(Pos *p, int n) {
    int h = p->h[n], start = h - 1;
    if (!h) { p->run[n] = 0; return; }
    while (start > 0 && fits(p->col[n][start], p->col[n][start - 1])) start--;
    p->run[n] = (uint8_t)(h - start);
}

/* Column n lost its top ``len`` cards. */
static inline void run_lost(Pos *p, int n, int len) {
    if (p->run[n] > len) p->run[n] -= (uint8_t)len;
    else count_run(p, n);
}

/* Column n gained ``len`` cards, the first fitting on its top (if any). */
static inline void run_gained(Pos *p, int n, int len) {
    p->run[n] = (uint8_t)(p->h[n] == len ? len : p->run[n] + len);
}

/* Both foundations of the other colour at rank - 1 or more (or rank <= 2). */
static inline int safe_up(const uint8_t *found, int card) {
    int rank = RANK(card);
    if (rank <= 2) return 1;
    for (int s = 0; s < 4; s++)
        if (RED[s] != ISRED(card) && found[s] < rank - 1) return 0;
    return 1;
}

/* ---- steps of a line ---- */
typedef struct { int16_t card; char kind; int16_t onto; } Step;
typedef struct { Step *v; size_t n, cap; int oom; } Steps;

static void step_add(Steps *s, int card, char kind, int onto) {
    if (!s) return;
    if (s->n == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 256;
        Step *v = realloc(s->v, cap * sizeof(Step));
        if (!v) { s->oom = 1; return; }
        s->v = v; s->cap = cap;
    }
    s->v[s->n].card = (int16_t)card; s->v[s->n].kind = kind; s->v[s->n].onto = (int16_t)onto;
    s->n++;
}

static void autoplay(Pos *p, Steps *steps) {
    int moved = 1;
    while (moved) {
        moved = 0;
        for (int i = 0; i < NCELL; i++) {
            int c = p->cell[i];
            if (c != EMPTY && RANK(c) == p->found[SUIT(c)] + 1 && safe_up(p->found, c)) {
                p->found[SUIT(c)]++; p->cell[i] = EMPTY; set_below(p, c, B_FOUND); step_add(steps, c, 'f', 0); moved = 1;
                p->stale = 0xff;
            }
        }
        for (int n = 0; n < NCOL; n++) {
            while (p->h[n]) {
                int c = p->col[n][p->h[n] - 1];
                if (RANK(c) == p->found[SUIT(c)] + 1 && safe_up(p->found, c)) {
                    p->found[SUIT(c)]++; p->h[n]--; set_below(p, c, B_FOUND); step_add(steps, c, 'f', 0); moved = 1;
                    p->stale = 0xff;
                    run_lost(p, n, 1);
                } else break;
            }
        }
    }
}

static int home(const Pos *p) { return p->found[0] + p->found[1] + p->found[2] + p->found[3]; }

/* The canonical key: for each card, what lies under it (a card, nothing,
 * a cell, its foundation). Cards are distinct, so this names the columns'
 * contents without their order, the cells' without theirs and the
 * foundations' heights: two positions have one key exactly when they are
 * equal up to the order of columns and of cells. A move changes one card's
 * entry (the bottom card of a run moved), a card going up one more. */
static void index_position(Pos *p) {
    memset(p->below, B_FOUND, KEYLEN);  /* cards not on the table are up */
    for (int i = 0; i < NCELL; i++) if (p->cell[i] != EMPTY) p->below[p->cell[i]] = B_CELL;
    for (int n = 0; n < NCOL; n++)
        for (int i = 0; i < p->h[n]; i++) p->below[p->col[n][i]] = i ? p->col[n][i - 1] : B_BOTTOM;
    p->hash = 0;
    for (int c = 0; c < 52; c++) p->hash ^= ZOB[c][p->below[c]];
    p->stale = 0xff;
    for (int n = 0; n < NCOL; n++) count_run(p, n);
}

/* ---- the transposition table: whole keys, open addressing ---- */
typedef struct {
    uint64_t *slot;  /* 0 empty, else (hash high 32 bits << 32) | (entry + 1) */
    size_t mask, count;
    uint8_t *keys;     /* KEYLEN bytes an entry */
    uint64_t *hashes;  /* each entry's hash (to grow) */
    size_t cap;
    size_t max_count;
} Table;

static int table_init(Table *t, size_t max_count) {
    t->mask = (1 << 12) - 1; t->count = 0;
    t->slot = calloc(t->mask + 1, sizeof(uint64_t));
    t->cap = 1 << 10;
    t->keys = malloc(t->cap * KEYLEN);
    t->hashes = malloc(t->cap * sizeof(uint64_t));
    t->max_count = max_count;
    return t->slot && t->keys && t->hashes;
}

static void table_free(Table *t) { free(t->slot); free(t->keys); free(t->hashes); }

static int table_grow(Table *t) {
    size_t cap = (t->mask + 1) * 2;
    uint64_t *s = calloc(cap, sizeof(uint64_t));
    if (!s) return 0;
    for (size_t i = 0; i <= t->mask; i++) {
        uint64_t e = t->slot[i];
        if (!e) continue;
        size_t j = t->hashes[(e & 0xffffffffULL) - 1] & (cap - 1);
        while (s[j]) j = (j + 1) & (cap - 1);
        s[j] = e;
    }
    free(t->slot); t->slot = s; t->mask = cap - 1;
    return 1;
}

/* 1: inserted (new), 0: seen before, -1: out of memory or over the bound. */
static int table_insert_key(Table *t, uint64_t h, const uint8_t *key) {
    uint64_t tag = h >> 32;
    size_t i = h & t->mask;
    for (;;) {
        uint64_t e = t->slot[i];
        if (!e) break;
        if ((e >> 32) == tag && !memcmp(t->keys + ((e & 0xffffffffULL) - 1) * KEYLEN, key, KEYLEN)) return 0;
        i = (i + 1) & t->mask;
    }
    if (t->count >= t->max_count || t->count >= 0xfffffffeULL) return -1;
    if (t->count == t->cap) {
        size_t cap = t->cap * 2;
        uint8_t *k = realloc(t->keys, cap * KEYLEN);
        if (!k) return -1;
        t->keys = k;
        uint64_t *hs = realloc(t->hashes, cap * sizeof(uint64_t));
        if (!hs) return -1;
        t->hashes = hs; t->cap = cap;
    }
    memcpy(t->keys + t->count * KEYLEN, key, KEYLEN);
    t->hashes[t->count] = h;
    t->slot[i] = (tag << 32) | (t->count + 1);
    t->count++;
    if (t->count * 2 > t->mask + 1 && !table_grow(t)) return -1;
    return 1;
}

static int table_insert(Table *t, const Pos *p) { return table_insert_key(t, p->hash, p->below); }

/* ---- moves ---- */
/* The cards a card may lie on (one rank up, the other colour), set with RED. */
static uint8_t PARENTS[52][4], NPARENTS[52];

static void parents_init(void) {
    for (int c = 0; c < 52; c++) {
        NPARENTS[c] = 0;
        for (int s = 0; s < 4; s++)
            if (RANK(c) < 13 && RED[s] != ISRED(c)) PARENTS[c][NPARENTS[c]++] = (uint8_t)(s * 13 + RANK(c));
    }
}

/* Sorts a few targets (column numbers) in place. */
static void sort_small(int *v, int n) {
    for (int i = 1; i < n; i++) {
        int x = v[i], j = i;
        while (j && v[j - 1] > x) { v[j] = v[j - 1]; j--; }
        v[j] = x;
    }
}

/* Every move, in this order: to a foundation (cells, then columns), column
 * to column (by source, then target), cell to column, back from a
 * foundation, column to a free cell. The columns a card may go onto are
 * found from the card itself (its parents, the columns they top). */
static int gen_moves(const Pos *p, Move *mv, int returns) {
    int n = 0, first_empty = -1, free_cell = -1, free_cells = 0, empties = 0;
    int8_t where[52];  /* the column a card tops, or -1 */
    memset(where, -1, sizeof where);
    for (int i = 0; i < NCELL; i++)
        if (p->cell[i] == EMPTY) { if (free_cell < 0) free_cell = i; free_cells++; }
    for (int d = 0; d < NCOL; d++) {
        if (p->h[d]) where[p->col[d][p->h[d] - 1]] = (int8_t)d;
        else { if (first_empty < 0) first_empty = d; empties++; }
    }
    int room = (free_cells + 1) << empties, room_empty = empties ? (free_cells + 1) << (empties - 1) : 0;
    for (int i = 0; i < NCELL; i++) {
        int c = p->cell[i];
        if (c != EMPTY && RANK(c) == p->found[SUIT(c)] + 1) mv[n++] = (Move){M_CELL_F, (uint8_t)i, 0, 1, 0};
    }
    for (int s = 0; s < NCOL; s++) {
        if (!p->h[s]) continue;
        int c = p->col[s][p->h[s] - 1];
        if (RANK(c) == p->found[SUIT(c)] + 1) mv[n++] = (Move){M_COL_F, (uint8_t)s, 0, 1, 0};
    }
    int to[NCOL + 1], lens[NCOL], k;
    for (int s = 0; s < NCOL; s++) {
        int h = p->h[s];
        if (!h) continue;
        int run = p->run[s], most = run < room ? run : room;
        memset(lens, 0, sizeof lens);
        k = 0;
        for (int len = 1; len <= most; len++) {
            int x = p->col[s][h - len];
            for (int j = 0; j < NPARENTS[x]; j++) {
                int d = where[PARENTS[x][j]];
                if (d >= 0) { lens[d] = len; to[k++] = d; }
            }
        }
        sort_small(to, k);
        for (int j = 0; j < k; j++) mv[n++] = (Move){M_COL_COL, (uint8_t)s, (uint8_t)to[j], (uint8_t)lens[to[j]], 0};
        if (first_empty >= 0) {
            most = run < room_empty ? run : room_empty;
            for (int len = 1; len <= most; len++)
                if (len != h) mv[n++] = (Move){M_COL_COL, (uint8_t)s, (uint8_t)first_empty, (uint8_t)len, 0};
        }
    }
    for (int i = 0; i < NCELL; i++) {
        int c = p->cell[i];
        if (c == EMPTY) continue;
        k = 0;
        for (int j = 0; j < NPARENTS[c]; j++) if (where[PARENTS[c][j]] >= 0) to[k++] = where[PARENTS[c][j]];
        if (first_empty >= 0) to[k++] = first_empty;
        sort_small(to, k);
        for (int j = 0; j < k; j++) mv[n++] = (Move){M_CELL_COL, (uint8_t)i, (uint8_t)to[j], 1, 0};
    }
    if (returns) {
        for (int s = 0; s < 4; s++) {
            if (!p->found[s]) continue;
            int c = s * 13 + p->found[s] - 1;
            uint8_t lowered[4];
            memcpy(lowered, p->found, 4); lowered[s]--;
            if (returns == 1 && safe_up(lowered, c)) continue;
            k = 0;
            for (int j = 0; j < NPARENTS[c]; j++) if (where[PARENTS[c][j]] >= 0) to[k++] = where[PARENTS[c][j]];
            if (first_empty >= 0) to[k++] = first_empty;
            sort_small(to, k);
            for (int j = 0; j < k; j++) mv[n++] = (Move){M_RET, (uint8_t)s, (uint8_t)to[j], 1, 0};
        }
    }
    if (free_cell >= 0)
        for (int s = 0; s < NCOL; s++)
            if (p->h[s]) mv[n++] = (Move){M_COL_CELL, (uint8_t)s, (uint8_t)free_cell, 1, 0};
    return n;
}

static void apply(const Pos *p, const Move *m, Pos *q, Steps *steps) {
    *q = *p;
    int c;
    if (m->kind == M_COL_COL || m->kind == M_CELL_COL || m->kind == M_COL_CELL) {
        if (m->kind != M_CELL_COL) q->stale |= (uint8_t)(1 << m->src);
        if (m->kind != M_COL_CELL) q->stale |= (uint8_t)(1 << m->dst);
    } else {
        q->stale = 0xff;  /* a foundation changed: every column's buried count may */
    }
    switch (m->kind) {
    case M_COL_F:
        c = q->col[m->src][--q->h[m->src]]; q->found[SUIT(c)]++; set_below(q, c, B_FOUND); step_add(steps, c, 'f', 0);
        run_lost(q, m->src, 1);
        break;
    case M_CELL_F:
        c = q->cell[m->src]; q->cell[m->src] = EMPTY; q->found[SUIT(c)]++; set_below(q, c, B_FOUND);
        step_add(steps, c, 'f', 0);
        break;
    case M_COL_COL:
        c = q->col[m->src][q->h[m->src] - m->len];
        step_add(steps, c, 't', m->dst);
        set_below(q, c, ONTO(q, m->dst));
        memcpy(&q->col[m->dst][q->h[m->dst]], &q->col[m->src][q->h[m->src] - m->len], m->len);
        q->h[m->dst] += m->len; q->h[m->src] -= m->len;
        run_lost(q, m->src, m->len); run_gained(q, m->dst, m->len);
        break;
    case M_CELL_COL:
        c = q->cell[m->src];
        step_add(steps, c, 't', m->dst);
        set_below(q, c, ONTO(q, m->dst));
        q->cell[m->src] = EMPTY; q->col[m->dst][q->h[m->dst]++] = (uint8_t)c;
        run_gained(q, m->dst, 1);
        break;
    case M_COL_CELL:
        c = q->col[m->src][--q->h[m->src]]; q->cell[m->dst] = (uint8_t)c; set_below(q, c, B_CELL);
        step_add(steps, c, 'c', 0);
        run_lost(q, m->src, 1);
        break;
    case M_RET:
        c = m->src * 13 + q->found[m->src] - 1;
        step_add(steps, c, 't', m->dst);
        set_below(q, c, ONTO(q, m->dst));
        q->found[m->src]--; q->col[m->dst][q->h[m->dst]++] = (uint8_t)c;
        run_gained(q, m->dst, 1);
        break;
    }
}

/* Sends the safe cards up after move ``m``, made on a position whose safe
 * cards were up: only a move to or from a foundation, or the card a move
 * uncovers, can send more up. */
static void settle(Pos *q, const Move *m, Steps *steps) {
    if (m->kind == M_CELL_COL) return;
    if (m->kind == M_COL_COL || m->kind == M_COL_CELL) {
        if (!q->h[m->src]) return;
        int e = q->col[m->src][q->h[m->src] - 1];
        if (RANK(e) != q->found[SUIT(e)] + 1) return;
    }
    autoplay(q, steps);
}

/* Lower is more promising: cards still to go up, cards lying on a lower
 * card of their own suit, cards over the next card a foundation needs,
 * occupied cells, and (a bonus) empty columns; weights per ordering. */
typedef struct { int found, blocked, buried, cell, empty; } Weights;
static const Weights WEIGHTS[2] = {{3, 1, 1, 1, 3}, {4, 2, 0, 2, 3}};

/* Counts the stale columns again (a move changes two columns at most). */
static void refresh(Pos *p) {
    for (int n = 0; n < NCOL; n++) {
        if (!(p->stale >> n & 1)) continue;
        int h = p->h[n], blocked = 0, buried = 0;
        int lowest[4] = {99, 99, 99, 99};
        for (int i = 0; i < h; i++) {
            int c = p->col[n][i], s = SUIT(c), r = RANK(c);
            if (r > lowest[s]) blocked++;
            else lowest[s] = r;
            if (r == p->found[s] + 1) buried += h - 1 - i;
        }
        p->blocked[n] = (uint8_t)blocked; p->buried[n] = (uint8_t)buried;
    }
    p->stale = 0;
}

static int priority(Pos *p, const Weights *w) {
    int blocked = 0, buried = 0, cells = 0, empty = 0;
    refresh(p);
    for (int i = 0; i < NCELL; i++) cells += p->cell[i] != EMPTY;
    for (int n = 0; n < NCOL; n++) {
        empty += !p->h[n];
        blocked += p->blocked[n]; buried += p->buried[n];
    }
    return (52 - home(p)) * w->found + blocked * w->blocked + buried * w->buried + cells * w->cell - empty * w->empty;
}

/* By priority, ties in the order made (a stable insertion sort: a position
 * has a few dozen moves at most). */
static void sort_moves(Move *mv, int n) {
    for (int i = 1; i < n; i++) {
        Move x = mv[i];
        int j = i;
        while (j && mv[j - 1].prio > x.prio) { mv[j] = mv[j - 1]; j--; }
        mv[j] = x;
    }
}

typedef struct {
    Pos pos;
    size_t base;  /* its children's moves: the scan's mv[base .. base + count) */
    int count, next;
} Frame;


/* The limits every scan shares. */
typedef struct {
    long long nodes, max_nodes;
    double deadline;
    PyObject *cancel;
    size_t stored, max_stored;
    int autoplay, returns;
    int error;  /* a Python error is set */
    int nomem;  /* out of memory while the interpreter lock was let go: raised after */
    PyThreadState *save;  /* the search lets the interpreter lock go (other threads run) */
} Shared;

/* One depth-first scan: its own table and stack; ``order`` 0 and 1 rank the
 * children by WEIGHTS[order], 2 keeps the order moves are generated in
 * (foundation, column to column, cell to column, returns, column to cell),
 * 3 to 31 shuffle them with a generator seeded by the order (Freecell
 * Solver's random-dfs), 32 to 63 rank them by WEIGHTS[0] with seeded noise
 * (up to 8 points of priority). The ranked scans mark a child in the table
 * when they make it (to rank it), the shuffled ones when they enter it. */
typedef struct {
    Table *table;  /* its own: the positions it has reached */
    Frame *stack;
    size_t cap, depth;
    Move *mv;  /* the children's moves of the frames on the stack, in stack order */
    size_t mvtop, mvcap;
    int order;
    uint64_t rng;
    Move won;
} Scan;

enum { R_SOLVED, R_EXHAUSTED, R_QUOTA, R_STOP };

static int scan_init(Scan *s, const Pos *root, int order, uint64_t seed, Shared *sh) {
    memset(s, 0, sizeof *s);
    s->table = calloc(1, sizeof(Table));
    if (!s->table || !table_init(s->table, (size_t)-1)) return 0;
    table_insert(s->table, root);
    sh->stored++;
    s->order = order;
    s->rng = 0x9E3779B97F4A7C15ULL * (seed + 1);
    s->cap = 64;
    s->stack = malloc(s->cap * sizeof(Frame));
    if (!s->stack) return 0;
    s->stack[0].pos = *root; s->stack[0].base = 0; s->stack[0].count = -1; s->stack[0].next = 0;
    s->depth = 1;
    return 1;
}

static void scan_free(Scan *s, Shared *sh) {
    free(s->mv);
    free(s->stack);
    if (s->table) { sh->stored -= s->table->count; table_free(s->table); free(s->table); }
    memset(s, 0, sizeof *s);
}

static uint64_t next_rand(uint64_t *x) {
    *x ^= *x << 13; *x ^= *x >> 7; *x ^= *x << 17;
    return *x;
}

static int limits_spent(Shared *sh) {
    if (sh->max_nodes >= 0 && sh->nodes >= sh->max_nodes) return 1;
    if (!(sh->nodes & 1023)) {
        if (sh->deadline >= 0 && core_now() >= sh->deadline) return 1;
        if (sh->cancel) {
            int stop = core_cancelled(sh->cancel, &sh->save);
            if (stop < 0) { sh->error = 1; return 1; }
            if (stop) return 1;
        }
    }
    return 0;
}

/* The rank of a child (lower first) from its priority with scan_weights. */
static int child_rank(Scan *s, int prio) {
    if (s->order < 2) return prio;
    if (s->order >= 32) return prio * 4 + (int)(next_rand(&s->rng) & 31);
    return s->order == 2 ? 0 : (int)(next_rand(&s->rng) & 0xffff);
}

static const Weights *scan_weights(const Scan *s) { return &WEIGHTS[s->order < 2 ? s->order : 0]; }

/* A column's counts for the priority (see refresh), the column being the
 * cards a then the cards b. */
static void col_counts(const uint8_t *a, int na, const uint8_t *b, int nb, const uint8_t *found, int *blocked,
                       int *buried) {
    int all = na + nb, bl = 0, bu = 0, lowest[4] = {99, 99, 99, 99};
    for (int i = 0; i < all; i++) {
        int c = i < na ? a[i] : b[i - na], s = SUIT(c), r = RANK(c);
        if (r > lowest[s]) bl++;
        else lowest[s] = r;
        if (r == found[s] + 1) bu += all - 1 - i;
    }
    *blocked = bl; *buried = bu;
}

/* The priority of the position a move between columns and cells leads to,
 * no card going up after it (hash_after said so), without making it: the
 * parent's counts (refreshed) with the two columns it changes counted again. */
typedef struct { int blocked, buried, cells, empty; } Counts;

/* The totals of a refreshed position's counts. */
static Counts totals(const Pos *p) {
    Counts t = {0, 0, 0, 0};
    for (int i = 0; i < NCELL; i++) t.cells += p->cell[i] != EMPTY;
    for (int n = 0; n < NCOL; n++) {
        t.empty += !p->h[n];
        t.blocked += p->blocked[n]; t.buried += p->buried[n];
    }
    return t;
}

static int priority_after(const Pos *p, Counts t, const Move *m, const Weights *w) {
    int blocked = t.blocked, buried = t.buried, cells = t.cells, empty = t.empty, bl, bu;
    int hs = m->kind == M_CELL_COL ? 0 : p->h[m->src], hd = m->kind == M_COL_CELL ? 0 : p->h[m->dst];
    if (m->kind != M_CELL_COL) {  /* the source column loses its top card(s) */
        int len = m->kind == M_COL_COL ? m->len : 1;
        blocked -= p->blocked[m->src]; buried -= p->buried[m->src];
        col_counts(p->col[m->src], hs - len, NULL, 0, p->found, &bl, &bu);
        blocked += bl; buried += bu;
        empty += hs == len;
    }
    if (m->kind != M_COL_CELL) {  /* the target column gains them */
        const uint8_t *moved = m->kind == M_COL_COL ? p->col[m->src] + hs - m->len : &p->cell[m->src];
        blocked -= p->blocked[m->dst]; buried -= p->buried[m->dst];
        col_counts(p->col[m->dst], hd, moved, m->kind == M_COL_COL ? m->len : 1, p->found, &bl, &bu);
        blocked += bl; buried += bu;
        empty -= hd == 0;
    }
    cells += (m->kind == M_COL_CELL) - (m->kind == M_CELL_COL);
    return (52 - home(p)) * w->found + blocked * w->blocked + buried * w->buried + cells * w->cell - empty * w->empty;
}

/* The hash of the position a move leads to, without making it, when no
 * card goes up after it (returns 0 otherwise). The parent has sent its safe
 * cards up, so only a move to a foundation or a card it uncovers can send
 * more up; a card going back down is left to the full move too. */
static int hash_after(const Pos *p, const Move *m, int autoplay_on, uint64_t *hash, int *card, int *onto) {
    int c, under;
    switch (m->kind) {
    case M_COL_COL:
        c = p->col[m->src][p->h[m->src] - m->len]; under = ONTO(p, m->dst); break;
    case M_CELL_COL:
        c = p->cell[m->src]; under = ONTO(p, m->dst); break;
    case M_COL_CELL:
        c = p->col[m->src][p->h[m->src] - 1]; under = B_CELL; break;
    default:
        return 0;
    }
    if (autoplay_on && m->kind != M_CELL_COL && p->below[c] < 52) {
        int e = p->below[c];  /* the card uncovered */
        if (RANK(e) == p->found[SUIT(e)] + 1 && safe_up(p->found, e)) return 0;
    }
    *hash = p->hash ^ ZOB[c][p->below[c]] ^ ZOB[c][under];
    *card = c; *onto = under;
    return 1;
}

/* Expand up to ``quota`` positions. */
static int scan_run(Scan *s, long long quota, Shared *sh) {
    Move scratch[MAXMOVES];
    while (s->depth) {
        Frame *f = &s->stack[s->depth - 1];
        if (f->count < 0) {
            if (quota-- <= 0) return R_QUOTA;  /* expanded when resumed */
            sh->nodes++;
            if (limits_spent(sh)) return R_STOP;
            int n = gen_moves(&f->pos, scratch, sh->returns), kept = 0;
            int ranked = s->order < 2 || s->order >= 32;
            uint8_t key[KEYLEN];  /* a child's key when one card moved */
            Counts counts = {0, 0, 0, 0};
            if (ranked) {
                memcpy(key, f->pos.below, KEYLEN);
                refresh(&f->pos);  /* its children count only the columns they change */
                counts = totals(&f->pos);
            }
            for (int i = 0; i < n; i++) {
                Pos q;
                if (ranked) {
                    uint64_t h;
                    int card, onto;
                    if (hash_after(&f->pos, &scratch[i], sh->autoplay, &h, &card, &onto)) {
                        /* no card goes up: the child's key, hash and
                         * priority come from the parent's, unmade */
                        if (sh->stored >= sh->max_stored) return R_STOP;
                        key[card] = (uint8_t)onto;
                        int r = table_insert_key(s->table, h, key);
                        key[card] = f->pos.below[card];
                        if (r < 0) return R_STOP;
                        if (!r) continue;
                        sh->stored++;
                        scratch[i].prio = child_rank(s, priority_after(&f->pos, counts, &scratch[i], scan_weights(s)));
                        scratch[kept++] = scratch[i];
                        continue;
                    }
                    /* A ranked scan makes each child to rank it, so it marks
                     * it now (the children seen before are not ranked); the
                     * others mark a child when they enter it. */
                    apply(&f->pos, &scratch[i], &q, NULL);
                    if (sh->autoplay) settle(&q, &scratch[i], NULL);
                    if (home(&q) == 52) { s->won = scratch[i]; return R_SOLVED; }
                    if (sh->stored >= sh->max_stored) return R_STOP;
                    int r = table_insert(s->table, &q);
                    if (r < 0) return R_STOP;
                    if (!r) continue;
                    sh->stored++;
                }
                scratch[i].prio = child_rank(s, ranked ? priority(&q, scan_weights(s)) : 0);
                scratch[kept++] = scratch[i];
            }
            n = kept;
            if (s->order != 2) sort_moves(scratch, n);
            if (s->mvtop + n > s->mvcap) {
                size_t cap = s->mvcap ? s->mvcap : 1024;
                while (cap < s->mvtop + n) cap *= 2;
                Move *mv = realloc(s->mv, cap * sizeof(Move));
                if (!mv) { sh->nomem = 1; sh->error = 1; return R_STOP; }
                s->mv = mv; s->mvcap = cap;
            }
            if (n) memcpy(s->mv + s->mvtop, scratch, n * sizeof(Move));
            f->base = s->mvtop; s->mvtop += n;
            f->count = n; f->next = 0;
        }
        if (f->next >= f->count) {
            s->mvtop = f->base;  /* its moves were the arena's last */
            s->depth--;
            continue;
        }
        if (s->depth == s->cap) {
            Frame *st = realloc(s->stack, s->cap * 2 * sizeof(Frame));
            if (!st) { sh->nomem = 1; sh->error = 1; return R_STOP; }
            s->stack = st; s->cap *= 2; f = &s->stack[s->depth - 1];
        }
        /* A child is marked when the scan enters it (not when it is
         * generated): a position is in the table once it is on the stack,
         * and it leaves the stack only when every child has been tried. */
        Frame *g = &s->stack[s->depth];
        const Move *m = &s->mv[f->base + f->next++];
        apply(&f->pos, m, &g->pos, NULL);
        if (sh->autoplay) settle(&g->pos, m, NULL);
        if (s->order >= 2 && s->order < 32) {  /* marked when entered (a ranked scan marked it when made) */
            if (home(&g->pos) == 52) { s->won = *m; return R_SOLVED; }
            if (sh->stored >= sh->max_stored) return R_STOP;
            int r = table_insert(s->table, &g->pos);
            if (r < 0) return R_STOP;
            if (!r) continue;
            sh->stored++;
        }
        g->base = 0; g->count = -1; g->next = 0;
        s->depth++;
    }
    return R_EXHAUSTED;
}

/* Moves made for position ``from`` renamed for ``to``, the same position up
 * to the order of its columns and of its cells: each column goes by its
 * bottom card, empty columns and free cells in order. */
static void rename_moves(const Pos *from, const Pos *to, const Move *in, int n, Move *out) {
    int8_t owner[52];
    int colmap[NCOL], cellmap[NCELL], empty[NCOL], e = 0, free_cell = -1;
    for (int k = 0; k < NCOL; k++) {
        if (to->h[k]) owner[to->col[k][0]] = (int8_t)k;
        else empty[e++] = k;
    }
    e = 0;
    for (int k = 0; k < NCOL; k++) colmap[k] = from->h[k] ? owner[from->col[k][0]] : empty[e++];
    for (int i = 0; i < NCELL; i++) {
        if (to->cell[i] == EMPTY) { if (free_cell < 0) free_cell = i; continue; }
        for (int j = 0; j < NCELL; j++) if (from->cell[j] == to->cell[i]) cellmap[j] = i;
    }
    for (int i = 0; i < n; i++) {
        Move m = in[i];
        switch (m.kind) {
        case M_COL_F: m.src = (uint8_t)colmap[m.src]; break;
        case M_CELL_F: m.src = (uint8_t)cellmap[m.src]; break;
        case M_COL_COL: m.src = (uint8_t)colmap[m.src]; m.dst = (uint8_t)colmap[m.dst]; break;
        case M_CELL_COL: m.src = (uint8_t)cellmap[m.src]; m.dst = (uint8_t)colmap[m.dst]; break;
        case M_COL_CELL: m.src = (uint8_t)colmap[m.src]; m.dst = (uint8_t)free_cell; break;
        case M_RET: m.dst = (uint8_t)colmap[m.dst]; break;
        }
        out[i] = m;
    }
}

/* The line of a scan that won, straightened: from each position of the
 * path, the move that reaches furthest along it (a depth-first path wanders).
 * The positions of the path are distinct (each was new to the scan's table);
 * they are found again by their hash, kept up to date by each move, and
 * their whole key. */
static int scan_line(Scan *s, Shared *sh, Steps *steps) {
    size_t n = s->depth + 1, mask = 15;
    while (mask + 1 < 4 * n) mask = mask * 2 + 1;
    Pos *path = malloc(n * sizeof(Pos));
    int32_t *map = malloc((mask + 1) * sizeof(int32_t));
    if (!path || !map) { free(path); free(map); return 0; }
    for (size_t i = 0; i < s->depth; i++) path[i] = s->stack[i].pos;
    apply(&path[s->depth - 1], &s->won, &path[s->depth], NULL);
    if (sh->autoplay) autoplay(&path[s->depth], NULL);
    memset(map, 0xff, (mask + 1) * sizeof(int32_t));
    for (size_t i = 0; i < n; i++) {
        size_t j = path[i].hash & mask;
        while (map[j] >= 0) j = (j + 1) & mask;
        map[j] = (int32_t)i;
    }
    /* The moves are made from the position actually reached (``at``): a
     * jump lands on a position equal to the path's up to the order of its
     * columns and cells, and the columns the steps name are the real ones. */
    size_t here = 0;
    Pos at = path[0];
    Move mv[MAXMOVES];
    int ok = 1;
    while (ok && here < n - 1) {
        /* The children of the path's positions further along were new when
         * ``here`` was expanded, so they are among the moves its frame kept
         * (all of them but for a ranked scan's last position, not kept). */
        const Frame *f = &s->stack[here];
        int count, choice = -1;
        if (here < s->depth && f->count >= 0) {
            count = f->count;
            rename_moves(&f->pos, &at, s->mv + f->base, count, mv);
        } else {
            count = gen_moves(&at, mv, sh->returns);
        }
        size_t best = here;
        for (int i = 0; i < count; i++) {
            Pos q;
            uint64_t h;
            int card, onto;
            if (hash_after(&at, &mv[i], sh->autoplay, &h, &card, &onto)) {
                /* most children are not on the path: their hash says so */
                size_t j = h & mask;
                while (map[j] >= 0 && path[map[j]].hash != h) j = (j + 1) & mask;
                if (map[j] < 0 || (size_t)map[j] <= best) continue;
            }
            apply(&at, &mv[i], &q, NULL);
            if (sh->autoplay) settle(&q, &mv[i], NULL);
            for (size_t j = q.hash & mask; map[j] >= 0; j = (j + 1) & mask) {
                const Pos *o = &path[map[j]];
                if (o->hash == q.hash && !memcmp(o->below, q.below, KEYLEN)) {
                    if ((size_t)map[j] > best) { best = (size_t)map[j]; choice = i; }
                    break;
                }
            }
        }
        if (choice < 0) { ok = 0; break; }  /* cannot happen: the path's next position is a child */
        Pos q;
        apply(&at, &mv[choice], &q, steps);
        if (sh->autoplay) settle(&q, &mv[choice], steps);
        at = q;
        here = best;
    }
    free(path); free(map);
    return ok && !steps->oom;
}

static int read_position(PyObject *columns, PyObject *cells, PyObject *found, Pos *p) {
    memset(p, 0, sizeof *p);
    memset(p->cell, EMPTY, NCELL);
    if (!PyList_Check(columns) || PyList_GET_SIZE(columns) != NCOL || !PyBytes_Check(cells) ||
        PyBytes_GET_SIZE(cells) > NCELL || !PyBytes_Check(found) || PyBytes_GET_SIZE(found) != 4) {
        PyErr_SetString(PyExc_ValueError, "eight columns, up to four cells, four foundations");
        return 0;
    }
    for (int n = 0; n < NCOL; n++) {
        PyObject *c = PyList_GET_ITEM(columns, n);
        if (!PyBytes_Check(c) || PyBytes_GET_SIZE(c) > MAXH - 14) {
            PyErr_SetString(PyExc_ValueError, "a column: bytes, not too tall");
            return 0;
        }
        p->h[n] = (uint8_t)PyBytes_GET_SIZE(c);
        memcpy(p->col[n], PyBytes_AS_STRING(c), p->h[n]);
    }
    memcpy(p->cell, PyBytes_AS_STRING(cells), PyBytes_GET_SIZE(cells));
    memcpy(p->found, PyBytes_AS_STRING(found), 4);
    index_position(p);
    return 1;
}

/* The line as bytes, one native 16-bit code a step: card * 16 + target,
 * target 0 a foundation, 1 a free cell, 2 + n column n. */
static PyObject *steps_codes(const Steps *s) {
    PyObject *out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(s->n * 2));
    if (!out) return NULL;
    uint16_t *code = (uint16_t *)PyBytes_AS_STRING(out);
    for (size_t i = 0; i < s->n; i++) {
        int target = s->v[i].kind == 'f' ? 0 : s->v[i].kind == 'c' ? 1 : 2 + s->v[i].onto;
        code[i] = (uint16_t)(s->v[i].card * 16 + target);
    }
    return out;
}

#define MAXSCANS 16

static PyObject *search(PyObject *self, PyObject *args) {
    PyObject *columns, *cells, *found, *red, *orders, *max_nodes_o, *seconds_o, *cancel;
    int autoplay_on, returns;
    long long first_quota;
    unsigned long long max_stored;
    (void)self;
    if (!PyArg_ParseTuple(args, "OOOOppOLOOOK", &columns, &cells, &found, &red, &autoplay_on, &returns, &orders,
                          &first_quota, &max_nodes_o, &seconds_o, &cancel, &max_stored))
        return NULL;
    if (!PyBytes_Check(red) || PyBytes_GET_SIZE(red) != 4 || !PyBytes_Check(orders) ||
        PyBytes_GET_SIZE(orders) < 1 || PyBytes_GET_SIZE(orders) > MAXSCANS) {
        PyErr_SetString(PyExc_ValueError, "red: four flags; orders: one to sixteen scans");
        return NULL;
    }
    memcpy(RED, PyBytes_AS_STRING(red), 4);
    for (int c = 0; c < 52; c++) REDS[c] = RED[c / 13];
    parents_init();
    Shared sh = {0};
    sh.max_nodes = max_nodes_o == Py_None ? -1 : PyLong_AsLongLong(max_nodes_o);
    double seconds = seconds_o == Py_None ? -1 : PyFloat_AsDouble(seconds_o);
    if (PyErr_Occurred()) return NULL;
    if (cancel != Py_None && !PyCallable_Check(cancel)) {
        PyErr_SetString(PyExc_TypeError, "cancel: a callable or None");
        return NULL;
    }
    sh.cancel = cancel == Py_None ? NULL : cancel;
    sh.deadline = seconds >= 0 ? core_now() + seconds : -1;
    sh.max_stored = (size_t)max_stored;
    sh.autoplay = autoplay_on;
    /* 1: every foundation card that is not safe may come back; 2: every one */
    sh.returns = returns ? (autoplay_on ? 1 : 2) : 0;
    Pos root;
    if (!read_position(columns, cells, found, &root)) return NULL;
    Steps steps = {0};
    if (autoplay_on) autoplay(&root, &steps);
    int verdict = 2, nscans = (int)PyBytes_GET_SIZE(orders), live = nscans;
    Scan scans[MAXSCANS];
    memset(scans, 0, sizeof scans);
    int alive[MAXSCANS] = {0};
    if (home(&root) == 52) { verdict = 0; goto out; }
    const uint8_t *order = (const uint8_t *)PyBytes_AS_STRING(orders);
    int restarts[MAXSCANS] = {0};
    for (int i = 0; i < nscans; i++) alive[i] = 1;  /* each made at its first turn */
    /* The search itself runs without the interpreter lock, so that the window
     * (and every other thread) goes on meanwhile; the cancel takes it back. */
    sh.save = PyEval_SaveThread();
    /* Round robin, each scan's share doubling every round. Each scan has its
     * own table and allows every move: the first that runs dry has seen every
     * position reachable from the root. */
    for (long long quota = first_quota; live; quota *= 2) {
        for (int i = 0; i < nscans; i++) {
            if (!alive[i]) continue;
            /* an order of 128 or more: that order less 128, started afresh
             * with another seed at each of its turns (a restart) */
            int o = order[i] & 127;
            if (!scans[i].table &&
                !scan_init(&scans[i], &root, o, (uint64_t)o + 1000 * (uint64_t)restarts[i]++, &sh)) {
                sh.nomem = 1; sh.error = 1; goto out;
            }
            int r = scan_run(&scans[i], live == 1 ? LLONG_MAX : quota, &sh);
            if (r == R_SOLVED) {
                if (!scan_line(&scans[i], &sh, &steps)) { sh.nomem = 1; sh.error = 1; }
                verdict = 0; goto out;
            }
            if (r == R_EXHAUSTED) { verdict = 1; goto out; }
            if (r == R_QUOTA && (order[i] & 128) && live > 1) scan_free(&scans[i], &sh);
            if (r == R_STOP) {
                if (sh.error || sh.stored < sh.max_stored || live == 1) goto out;
                /* the memory bound: drop the largest scan and go on */
                int largest = -1;
                for (int k = 0; k < nscans; k++)
                    if (alive[k] && scans[k].table &&
                        (largest < 0 || scans[k].table->count > scans[largest].table->count)) largest = k;
                scan_free(&scans[largest], &sh); alive[largest] = 0; live--;
            }
        }
    }
out:;
    if (sh.save) PyEval_RestoreThread(sh.save);
    if (sh.nomem) PyErr_NoMemory();
    PyObject *result = NULL;
    for (int i = 0; i < nscans; i++) if (alive[i]) scan_free(&scans[i], &sh);
    if (!sh.error) {
        PyObject *line = Py_None;
        Py_INCREF(line);
        if (verdict == 0) {
            Py_DECREF(line);
            line = steps_codes(&steps);
        }
        if (line) result = Py_BuildValue("(iNL)", verdict, line, sh.nodes);
    }
    free(steps.v);
    return result;
}

static PyMethodDef methods[] = {
    {"search", search, METH_VARARGS, "Decide a FreeCell position (see the module's source)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_fccore", "The FreeCell solver's compiled core.", -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__fccore(void) {
    zob_init();
    return PyModule_Create(&module);
}
