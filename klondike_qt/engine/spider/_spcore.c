/* The compiled core of the Spider solver: an iterative beam search (see
 * NOTES.md beside this file, "The compiled beam search", and core.py).
 *
 *   beam(columns, stock, done, weights, width, max_width, per_layout,
 *        fill_from, max_nodes, seconds, cancel, max_stored)
 *       -> (verdict, steps or None, positions, width)
 *
 * columns: ten bytes objects, bottom first (a face-up card is its index
 * suit * 13 + rank - 1, a face-down card its index + 64); stock: bytes, the
 * next row first; done: sequences already completed; weights: a tuple of
 * nine ints (see Weights below); width: the first pass's beam width, doubled
 * after every pass that dies out having cut a child, up to max_width;
 * per_layout: at most this many children a level with the same layout (rows
 * dealt, sequences completed, face-down cards in each column), 0 for no
 * bound; fill_from: from this width on, a level the bound leaves short is
 * filled with the best children it left out; max_nodes: positions to expand, or None; seconds: None or a limit;
 * cancel: None or a callable polled every 1024 positions; max_stored: the
 * most positions a pass remembers.
 *
 * verdict: 0 solved (steps: the line, each step (source, card, target) with
 * columns counted from 1, (0, -1, 0) a row dealt), 2 unknown (budget or
 * cancel; or a pass kept max_stored positions, or the widest pass died out:
 * width is then 0, nothing more to try), 3 the pass cut
 * nothing and died out (every position its moves reach was seen: the moves
 * are pruned, so this proves nothing). On "unknown" width is the width of
 * the pass that was stopped, to start from next time.
 *
 * A position is the ten columns packed one after another (116 bytes); a
 * pass remembers the hash of every position it kept (64 bits: a collision
 * can only hide a position, never make a win, and every line is replayed
 * through the rules engine by the caller).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../core_clock.h"  /* core_now, core_cancelled */

#define NCOL 10
#define NCARDS 104
#define DOWN 64
#define SEQS 8
#define MAXROWS 5
/* A pass deeper than this many levels is given up as if it had died out
 * having cut a child (lines are some 120-450 moves; a narrow pass that
 * wanders for thousands of levels costs more than the next, wider one). */
#define MAXLEVELS 1000

typedef struct {
    uint8_t h[NCOL];
    uint8_t dealt, done;
    uint8_t c[NCARDS];
} Pos;

/* One move: kind 0 a run (card at index i of column n onto column m), 1 the row. */
typedef struct {
    uint8_t n, i, m, kind;
} Move;

/* A child waiting for the level's ranking. */
typedef struct {
    uint64_t hash, layout;
    int32_t score;
    uint32_t parent;  /* its parent's slot in the level */
    uint32_t order;
    Move move;
} Cand;

/* Weights, in the order the tuple gives them. */
enum { W_DONE, W_DOWN, W_SOFT, W_HARD, W_ROWS, W_EMPTY, W_FILL, W_RUN, W_KING, NWEIGHTS };

typedef struct {
    long long nodes, max_nodes;
    double deadline;
    PyObject *cancel;
    size_t max_stored;
    int error, nomem;
    PyThreadState *save;
    int w[NWEIGHTS];
    uint8_t stock[MAXROWS * NCOL];
    int rows;
} Ctx;

static int RANK[128];
static int UP[128];

static void tables(void) {
    for (int b = 0; b < 128; b++) {
        RANK[b] = b < 52 ? b % 13 + 1 : 0;
        UP[b] = b < 52 && b % 13 + 1 < 13 ? b + 1 : -1;
    }
}


static int limits_spent(Ctx *x) {
    if (x->max_nodes >= 0 && x->nodes >= x->max_nodes) return 1;
    if (!(x->nodes & 1023)) {
        if (x->deadline >= 0 && core_now() >= x->deadline) return 1;
        if (x->cancel) {
            int stop = core_cancelled(x->cancel, &x->save);
            if (stop < 0) { x->error = 1; return 1; }
            if (stop) return 1;
        }
    }
    return 0;
}

static uint64_t mix(uint64_t z) {
    z += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* A column's share of the position's hash: its cards and, while a row is
 * left, its number and the rows dealt (the next rows give each column its
 * own cards); once the stock is empty columns are alike, and the sum of the
 * shares does not depend on their order. */
static uint64_t col_hash(const uint8_t *col, int h, int n, int dealt, int rows) {
    uint64_t z = 0xcbf29ce484222325ULL ^ (uint64_t)h;
    for (int i = 0; i < h; i++) z = (z ^ col[i]) * 0x100000001b3ULL;
    if (dealt < rows) z ^= ((uint64_t)(n + 1) << 56) ^ ((uint64_t)(dealt + 1) << 48);
    return mix(z);
}

static int col_down(const uint8_t *col, int h) {
    int d = 0;
    while (d < h && col[d] >= DOWN) d++;
    return d;
}

/* A column's share of the ranking (lower is better). */
static int col_score(const Ctx *x, const uint8_t *col, int h) {
    if (!h) return -x->w[W_EMPTY];
    int down = col_down(col, h);
    int s = down * x->w[W_DOWN];
    if (down < h) {
        s += x->w[W_RUN];
        if (!down && RANK[col[0]] == 13) s -= x->w[W_KING];
    }
    for (int i = down + 1; i < h; i++) {
        int card = col[i], below = col[i - 1];
        if (below != UP[card]) {
            s += x->w[RANK[below] == RANK[card] + 1 ? W_SOFT : W_HARD];
            s += x->w[W_RUN];
        }
    }
    return s;
}

static int global_score(const Ctx *x, const Pos *p, int empties) {
    int rows = x->rows - p->dealt;
    int s = (SEQS - p->done) * x->w[W_DONE] + rows * x->w[W_ROWS];
    if (rows) s += empties * x->w[W_FILL];
    return s;
}

static void offsets(const Pos *p, int off[NCOL + 1]) {
    off[0] = 0;
    for (int k = 0; k < NCOL; k++) off[k + 1] = off[k] + p->h[k];
}

static uint64_t layout_of(const Pos *p, const int off[NCOL + 1]) {
    uint64_t z = (uint64_t)p->dealt * 31 + p->done;
    for (int k = 0; k < NCOL; k++) z = z * 131 + (uint64_t)col_down(p->c + off[k], p->h[k]);
    return mix(z);
}

/* If the column's top 13 cards are King to Ace of one suit, face up: remove them. */
static int settle(uint8_t *col, int *h) {
    int k = *h;
    if (k < 13 || col[k - 1] >= 52 || RANK[col[k - 1]] != 1) return 0;
    for (int j = k - 1; j > k - 13; j--)
        if (col[j - 1] != UP[col[j]]) return 0;
    *h = k - 13;
    if (*h && col[*h - 1] >= DOWN) col[*h - 1] -= DOWN;
    return 1;
}

/* The child of p by move mv, into q. */
static void apply(const Ctx *x, const Pos *p, Move mv, Pos *q) {
    int off[NCOL + 1];
    offsets(p, off);
    uint8_t col[NCOL][NCARDS];
    int h[NCOL];
    int done = p->done;
    for (int k = 0; k < NCOL; k++) {
        h[k] = p->h[k];
        memcpy(col[k], p->c + off[k], (size_t)h[k]);
    }
    if (mv.kind == 1) {
        for (int k = 0; k < NCOL; k++) {
            col[k][h[k]++] = x->stock[p->dealt * NCOL + k];
            done += settle(col[k], &h[k]);
        }
        q->dealt = (uint8_t)(p->dealt + 1);
    } else {
        int moved = h[mv.n] - mv.i;
        memcpy(col[mv.m] + h[mv.m], col[mv.n] + mv.i, (size_t)moved);
        h[mv.m] += moved;
        h[mv.n] = mv.i;
        if (h[mv.n] && col[mv.n][h[mv.n] - 1] >= DOWN) col[mv.n][h[mv.n] - 1] -= DOWN;
        done += settle(col[mv.m], &h[mv.m]);
        q->dealt = p->dealt;
    }
    int at = 0;
    for (int k = 0; k < NCOL; k++) {
        q->h[k] = (uint8_t)h[k];
        memcpy(q->c + at, col[k], (size_t)h[k]);
        at += h[k];
    }
    q->done = (uint8_t)done;
}

/* An open-addressing set of nonzero 64-bit hashes. */
typedef struct {
    uint64_t *v;
    size_t cap, count;
} Set;

static int set_init(Set *s, size_t cap) {
    s->v = calloc(cap, sizeof(uint64_t));
    s->cap = cap;
    s->count = 0;
    return s->v != NULL;
}

static void set_clear(Set *s) {
    memset(s->v, 0, s->cap * sizeof(uint64_t));
    s->count = 0;
}

static int set_has(const Set *s, uint64_t k) {
    size_t mask = s->cap - 1;
    for (size_t i = (size_t)k & mask;; i = (i + 1) & mask) {
        if (s->v[i] == k) return 1;
        if (!s->v[i]) return 0;
    }
}

/* 1 added, 0 present, -1 out of memory. */
static int set_add(Set *s, uint64_t k) {
    if (2 * (s->count + 1) > s->cap) {
        Set t;
        if (!set_init(&t, s->cap * 2)) return -1;
        for (size_t i = 0; i < s->cap; i++)
            if (s->v[i]) {
                size_t mask = t.cap - 1, j = (size_t)s->v[i] & mask;
                while (t.v[j]) j = (j + 1) & mask;
                t.v[j] = s->v[i];
            }
        t.count = s->count;
        free(s->v);
        *s = t;
    }
    size_t mask = s->cap - 1;
    for (size_t i = (size_t)k & mask;; i = (i + 1) & mask) {
        if (s->v[i] == k) return 0;
        if (!s->v[i]) { s->v[i] = k; s->count++; return 1; }
    }
}

static int cand_cmp(const void *a, const void *b) {
    const Cand *x = a, *y = b;
    if (x->score != y->score) return x->score < y->score ? -1 : 1;
    return x->order < y->order ? -1 : (x->order > y->order);
}

/* The history of a pass: for each position kept, its parent and its move. */
typedef struct {
    int32_t *parent;
    Move *move;
    size_t count, cap;
} Hist;

static int hist_add(Hist *t, int32_t parent, Move mv) {
    if (t->count == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 4096;
        int32_t *p = realloc(t->parent, cap * sizeof(int32_t));
        if (!p) return 0;
        t->parent = p;
        Move *m = realloc(t->move, cap * sizeof(Move));
        if (!m) return 0;
        t->move = m;
        t->cap = cap;
    }
    t->parent[t->count] = parent;
    t->move[t->count] = mv;
    t->count++;
    return 1;
}

/* A level's positions with their history slots, hashes and column shares. */
typedef struct {
    Pos pos;
    int32_t hist;
} Slot;

typedef struct {
    Cand *v;
    size_t count, cap;
} Cands;

static int cands_push(Cands *c, const Cand *k) {
    if (c->count == c->cap) {
        size_t cap = c->cap ? c->cap * 2 : 4096;
        Cand *v = realloc(c->v, cap * sizeof(Cand));
        if (!v) return 0;
        c->v = v;
        c->cap = cap;
    }
    c->v[c->count++] = *k;
    return 1;
}

enum { P_SOLVED, P_DIED_CUT, P_DRY, P_STOP, P_FULL };

/* The line: the moves from the root to the winning child. */
typedef struct {
    Move *v;
    size_t count;
} Line;

static int make_line(const Hist *t, int32_t last, Move final, Line *line) {
    size_t n = 1;
    for (int32_t k = last; k > 0; k = t->parent[k]) n++;
    line->v = malloc(n * sizeof(Move));
    if (!line->v) return 0;
    line->count = n;
    line->v[n - 1] = final;
    size_t at = n - 1;
    for (int32_t k = last; k > 0; k = t->parent[k]) line->v[--at] = t->move[k];
    return 1;
}

/* Expands every position of the level, ranks the new children. Returns 1 on a win. */
static int expand(Ctx *x, const Slot *level, size_t nlevel, const Set *seen, Set *fresh, Cands *out,
                  uint32_t *won_parent, Move *won_move, int *stop) {
    out->count = 0;
    for (size_t s = 0; s < nlevel; s++) {
        const Pos *p = &level[s].pos;
        x->nodes++;
        if (limits_spent(x)) { *stop = 1; return 0; }
        int off[NCOL + 1];
        offsets(p, off);
        uint64_t ch[NCOL];
        int cs[NCOL], rs[NCOL], empties = 0, first_empty = -1;
        uint64_t hash = 0;
        int score = 0;
        for (int k = 0; k < NCOL; k++) {
            const uint8_t *col = p->c + off[k];
            int h = p->h[k];
            ch[k] = col_hash(col, h, k, p->dealt, x->rows);
            hash += ch[k];
            cs[k] = col_score(x, col, h);
            score += cs[k];
            int r = h - 1;
            while (r > 0 && col[r - 1] == UP[col[r]]) r--;
            rs[k] = r < 0 ? 0 : r;
            if (!h) { empties++; if (first_empty < 0) first_empty = k; }
        }
        Move moves[NCOL * 13 * NCOL + 1];
        int nmoves = 0;
        for (int n = 0; n < NCOL; n++) {
            int h = p->h[n];
            const uint8_t *col = p->c + off[n];
            for (int i = h - 1; i >= rs[n] && h; i--) {
                int card = col[i], r = RANK[card];
                int split = i > rs[n];
                for (int m = 0; m < NCOL; m++) {
                    int hm = p->h[m];
                    if (m == n || !hm) continue;
                    int top = p->c[off[m] + hm - 1];
                    if (RANK[top] != r + 1) continue;
                    /* a split only onto its own suit, making a longer run */
                    if (split && (top != UP[card] || hm - rs[m] + h - i <= h - rs[n])) continue;
                    Move mv = {(uint8_t)n, (uint8_t)i, (uint8_t)m, 0};
                    moves[nmoves++] = mv;
                }
                if (first_empty >= 0 && i > 0 && (!split || p->dealt < x->rows)) {
                    Move mv = {(uint8_t)n, (uint8_t)i, (uint8_t)first_empty, 0};
                    moves[nmoves++] = mv;
                }
            }
        }
        if (p->dealt < x->rows && !empties) {
            Move mv = {0, 0, 0, 1};
            moves[nmoves++] = mv;
        }
        for (int j = 0; j < nmoves; j++) {
            Move mv = moves[j];
            Pos q;
            apply(x, p, mv, &q);
            if (q.done == SEQS) {
                *won_parent = (uint32_t)s;
                *won_move = mv;
                return 1;
            }
            int qoff[NCOL + 1];
            offsets(&q, qoff);
            uint64_t qh;
            int qs, qempties = 0;
            if (mv.kind == 1) {
                qh = 0; qs = 0;
                for (int k = 0; k < NCOL; k++) {
                    qh += col_hash(q.c + qoff[k], q.h[k], k, q.dealt, x->rows);
                    qs += col_score(x, q.c + qoff[k], q.h[k]);
                    qempties += !q.h[k];
                }
            } else {
                qh = hash - ch[mv.n] - ch[mv.m] + col_hash(q.c + qoff[mv.n], q.h[mv.n], mv.n, q.dealt, x->rows) +
                     col_hash(q.c + qoff[mv.m], q.h[mv.m], mv.m, q.dealt, x->rows);
                qs = score - cs[mv.n] - cs[mv.m] + col_score(x, q.c + qoff[mv.n], q.h[mv.n]) +
                     col_score(x, q.c + qoff[mv.m], q.h[mv.m]);
                qempties = empties + !q.h[mv.n] + !q.h[mv.m] - !p->h[mv.n] - !p->h[mv.m];
            }
            qh += (uint64_t)q.dealt * 0x632BE59BD9B4E019ULL;
            qh |= 1;
            if (set_has(seen, qh)) continue;
            int added = set_add(fresh, qh);
            if (added < 0) { x->nomem = 1; x->error = 1; *stop = 1; return 0; }
            if (!added) continue;
            Cand k;
            k.hash = qh;
            k.layout = layout_of(&q, qoff);
            k.score = qs + global_score(x, &q, qempties);
            k.parent = (uint32_t)s;
            k.order = (uint32_t)out->count;
            k.move = mv;
            if (!cands_push(out, &k)) { x->nomem = 1; x->error = 1; *stop = 1; return 0; }
        }
    }
    return 0;
}

/* A layout counter: open addressing, cleared each level. */
typedef struct {
    uint64_t *key;
    uint32_t *count;
    size_t cap;
} Counter;

static uint32_t *counter_at(Counter *c, uint64_t k) {
    size_t mask = c->cap - 1;
    for (size_t i = (size_t)k & mask;; i = (i + 1) & mask) {
        if (c->key[i] == k) return &c->count[i];
        if (!c->key[i]) { c->key[i] = k; c->count[i] = 0; return &c->count[i]; }
    }
}

/* One pass of the beam search at ``width``. */
static int pass(Ctx *x, const Pos *root, size_t width, int per_layout, int fill, Line *line) {
    int result = P_STOP, cut = 0, stop = 0;
    Set seen = {0}, fresh = {0};
    Hist hist = {0};
    Cands cands = {0};
    Counter counter = {0};
    Slot *level = malloc(width * sizeof(Slot));
    Slot *next = malloc(width * sizeof(Slot));
    size_t ccap = 1;
    while (ccap < 4 * width) ccap *= 2;
    counter.key = calloc(ccap, sizeof(uint64_t));
    counter.count = calloc(ccap, sizeof(uint32_t));
    counter.cap = ccap;
    if (!level || !next || !counter.key || !counter.count || !set_init(&seen, 1 << 16) ||
        !set_init(&fresh, 1 << 16)) {
        x->nomem = 1; x->error = 1; goto out;
    }
    Move none = {0, 0, 0, 0};
    if (!hist_add(&hist, -1, none)) { x->nomem = 1; x->error = 1; goto out; }
    level[0].pos = *root;
    level[0].hist = 0;
    size_t nlevel = 1;
    for (int depth = 0; nlevel; depth++) {
        if (depth == MAXLEVELS) { cut = 1; break; }
        uint32_t won_parent = 0;
        Move won_move = none;
        if (fresh.count) set_clear(&fresh);
        if (expand(x, level, nlevel, &seen, &fresh, &cands, &won_parent, &won_move, &stop)) {
            if (!make_line(&hist, level[won_parent].hist, won_move, line)) { x->nomem = 1; x->error = 1; goto out; }
            result = P_SOLVED;
            goto out;
        }
        if (stop) goto out;
        if (fresh.cap > 4 * ((size_t)1 << 16) && fresh.count * 8 < fresh.cap) {
            /* keep the per-level set small when levels shrink */
            free(fresh.v);
            if (!set_init(&fresh, 1 << 16)) { x->nomem = 1; x->error = 1; goto out; }
        }
        qsort(cands.v, cands.count, sizeof(Cand), cand_cmp);
        memset(counter.key, 0, counter.cap * sizeof(uint64_t));
        size_t taken = 0;
        /* Sweep 0: the best, at most per_layout of one layout; sweep 1 (when
         * the level is not full): the best of those the bound left out. */
        for (int sweep = 0; sweep < 2 && taken < width; sweep++) {
            for (size_t j = 0; j < cands.count && taken < width; j++) {
                Cand *k = &cands.v[j];
                if (sweep && k->layout) continue;  /* taken in sweep 0, or a repeat */
                if (!sweep && per_layout) {
                    uint32_t *c = counter_at(&counter, k->layout | 1);
                    if ((int)*c >= per_layout) { k->layout = 0; continue; }
                    (*c)++;
                }
                k->layout = 1;
                int added = set_add(&seen, k->hash);
                if (added < 0) { x->nomem = 1; x->error = 1; goto out; }
                if (!added) continue;
                apply(x, &level[k->parent].pos, k->move, &next[taken].pos);
                if (!hist_add(&hist, level[k->parent].hist, k->move)) { x->nomem = 1; x->error = 1; goto out; }
                next[taken].hist = (int32_t)(hist.count - 1);
                taken++;
            }
            if (!per_layout || !fill) break;
        }
        if (taken < cands.count) cut = 1;
        if (seen.count > x->max_stored) { result = P_FULL; goto out; }
        Slot *t = level; level = next; next = t;
        nlevel = taken;
    }
    result = cut ? P_DIED_CUT : P_DRY;
out:
    free(level); free(next); free(seen.v); free(fresh.v); free(hist.parent); free(hist.move);
    free(cands.v); free(counter.key); free(counter.count);
    return result;
}

static int read_position(Ctx *x, PyObject *columns, PyObject *stock, int done, Pos *root) {
    if (!PyList_Check(columns) || PyList_GET_SIZE(columns) != NCOL || !PyBytes_Check(stock) ||
        PyBytes_GET_SIZE(stock) % NCOL || PyBytes_GET_SIZE(stock) > MAXROWS * NCOL || done < 0 || done > SEQS) {
        PyErr_SetString(PyExc_ValueError, "ten columns as bytes, the stock as bytes of whole rows");
        return 0;
    }
    memset(root, 0, sizeof *root);
    int at = 0;
    for (int k = 0; k < NCOL; k++) {
        PyObject *col = PyList_GET_ITEM(columns, k);
        if (!PyBytes_Check(col) || at + PyBytes_GET_SIZE(col) > NCARDS) {
            PyErr_SetString(PyExc_ValueError, "columns: bytes, 104 cards at most");
            return 0;
        }
        const uint8_t *b = (const uint8_t *)PyBytes_AS_STRING(col);
        Py_ssize_t h = PyBytes_GET_SIZE(col);
        for (Py_ssize_t i = 0; i < h; i++)
            if ((b[i] >= 52 && b[i] < DOWN) || b[i] >= DOWN + 52) {
                PyErr_SetString(PyExc_ValueError, "a card byte is 0-51 or 64-115");
                return 0;
            }
        memcpy(root->c + at, b, (size_t)h);
        root->h[k] = (uint8_t)h;
        at += (int)h;
    }
    x->rows = (int)(PyBytes_GET_SIZE(stock) / NCOL);
    memcpy(x->stock, PyBytes_AS_STRING(stock), (size_t)PyBytes_GET_SIZE(stock));
    for (int i = 0; i < x->rows * NCOL; i++)
        if (x->stock[i] >= 52) {
            PyErr_SetString(PyExc_ValueError, "a stock card is 0-51");
            return 0;
        }
    root->done = (uint8_t)done;
    return 1;
}

static PyObject *beam(PyObject *self, PyObject *args) {
    PyObject *columns, *stock, *weights, *max_nodes_o, *seconds_o, *cancel;
    int done, per_layout;
    Py_ssize_t width, max_width, fill_from;
    unsigned long long max_stored;
    (void)self;
    if (!PyArg_ParseTuple(args, "OOiOnninOOOK", &columns, &stock, &done, &weights, &width, &max_width, &per_layout,
                          &fill_from, &max_nodes_o, &seconds_o, &cancel, &max_stored))
        return NULL;
    Ctx x;
    memset(&x, 0, sizeof x);
    if (!PyTuple_Check(weights) || PyTuple_GET_SIZE(weights) != NWEIGHTS || width < 1 || max_width < width ||
        per_layout < 0) {
        PyErr_SetString(PyExc_ValueError, "weights: a tuple of nine ints; 1 <= width <= max_width");
        return NULL;
    }
    for (int k = 0; k < NWEIGHTS; k++) {
        x.w[k] = (int)PyLong_AsLong(PyTuple_GET_ITEM(weights, k));
        if (PyErr_Occurred()) return NULL;
    }
    x.max_nodes = max_nodes_o == Py_None ? -1 : PyLong_AsLongLong(max_nodes_o);
    double seconds = seconds_o == Py_None ? -1 : PyFloat_AsDouble(seconds_o);
    if (PyErr_Occurred()) return NULL;
    if (cancel != Py_None && !PyCallable_Check(cancel)) {
        PyErr_SetString(PyExc_TypeError, "cancel: a callable or None");
        return NULL;
    }
    x.cancel = cancel == Py_None ? NULL : cancel;
    x.deadline = seconds >= 0 ? core_now() + seconds : -1;
    x.max_stored = (size_t)max_stored;
    Pos root;
    if (!read_position(&x, columns, stock, done, &root)) return NULL;
    Line line = {0};
    int verdict = 2;
    size_t w = (size_t)width;
    x.save = PyEval_SaveThread();
    for (;;) {
        int r = pass(&x, &root, w, per_layout, fill_from >= 0 && w >= (size_t)fill_from, &line);
        if (r == P_SOLVED) { verdict = 0; break; }
        if (r == P_DRY) { verdict = 3; break; }
        if (r == P_STOP) break;
        if (r == P_FULL) { w = 0; break; }  /* a wider pass would not fit either */
        if (w >= (size_t)max_width) { w = 0; break; }
        w = w * 2 > (size_t)max_width ? (size_t)max_width : w * 2;
    }
    PyEval_RestoreThread(x.save);
    if (x.nomem) PyErr_NoMemory();
    if (x.error) { free(line.v); return NULL; }
    PyObject *steps = Py_None;
    Py_INCREF(steps);
    if (verdict == 0) {
        Py_DECREF(steps);
        steps = PyList_New((Py_ssize_t)line.count);
        if (!steps) { free(line.v); return NULL; }
        Pos p = root;
        for (size_t k = 0; k < line.count; k++) {
            Move mv = line.v[k];
            PyObject *step;
            if (mv.kind == 1) {
                step = Py_BuildValue("(iii)", 0, -1, 0);
            } else {
                int off[NCOL + 1];
                offsets(&p, off);
                step = Py_BuildValue("(iii)", mv.n + 1, p.c[off[mv.n] + mv.i], mv.m + 1);
            }
            if (!step) { Py_DECREF(steps); free(line.v); return NULL; }
            PyList_SET_ITEM(steps, (Py_ssize_t)k, step);
            Pos q;
            apply(&x, &p, mv, &q);
            p = q;
        }
    }
    free(line.v);
    return Py_BuildValue("(iNLn)", verdict, steps, x.nodes, (Py_ssize_t)w);
}

static PyMethodDef methods[] = {
    {"beam", beam, METH_VARARGS, "Search a Spider position with the beam search (see the module's source)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_spcore", "The Spider solver's compiled core.", -1,
                                    methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__spcore(void) {
    tables();  /* once, before any search (searches on other threads only read them) */
    return PyModule_Create(&module);
}
