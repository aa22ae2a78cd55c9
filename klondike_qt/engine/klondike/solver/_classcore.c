/* The compiled core of the search by classes (classes.py, ClassSearch).
 *
 * An exact port of ClassSearch.key, ClassSearch.moves, ClassSearch.apply
 * (Positions.apply with the preparing run move), Positions.auto (the safe
 * automatic moves), Positions.talon_reach and the plain depth-first search of
 * Search.search (no deadlock test, no talon dominance, no shared lost set:
 * a plain visited-set search, complete by itself, so "unsolvable" stays
 * sound). Optional: setup.py builds it with optional=True, and without it
 * the Python search runs (fast.py says when this one is used).
 *
 * Functions:
 *   search(pos, draw, max_passes, params, max_nodes, seconds, seed, cancel)
 *       -> (verdict, line, nodes)
 *   moves(pos, pending, draw, max_passes, params) -> list of steps
 *   key(root, pos, pending, draw, max_passes) -> bytes (the packed visit key)
 * pos = (cols, hidden, found, talon, pointer, passes) as in position.py;
 * max_passes None for unlimited; params = (P_REVEAL, P_FOUNDATION, P_EMPTY,
 * P_TALON, P_BACK, SAFE_MARGIN, PRUNE_SAFE_BACK, JITTER); max_nodes None or
 * an int; seconds None or a float; seed 0 (the moves in priority order) or
 * another int (random noise up to JITTER added to each priority, as the
 * Python restarts do, with another generator); cancel None or a callable.
 * verdict 0 solved, 1 unsolvable, 2 unknown; line the winning steps
 * ((kind, a, b, c), after) exactly as ClassSearch.moves gives them, for
 * ClassSearch.engine_moves.
 *
 * The search runs without the GIL (other threads, the game's window, run
 * meanwhile); it takes the GIL back every 8192 positions to call ``cancel``
 * when there is one, and looks at the clock every 1024.
 *
 * The visited set holds the whole key, packed without loss (no hash alone:
 * a collision would make "unsolvable" unsound). Every field of the class key
 * gets its own bits, wide enough for every value it can take below this root:
 *   - a marker bit (always 1: an all-zero slot is empty);
 *   - each column's face-down count (never more than at the root);
 *   - the four foundations (0..13, 4 bits each);
 *   - the talon as a bit mask over the root's talon: cards only ever leave the
 *     talon, never come back or change order, so the talon is the root's
 *     talon less the cleared positions;
 *   - the pointer as ClassSearch.key keeps it (draw 3, unlimited passes: -1
 *     on the recycle cycle, else the pointer; draw 1 unlimited: nothing; a
 *     pass limit: the pointer and the pass number);
 *   - the bottom cards of the columns without face-down cards, sorted, 6 bits
 *     each (the face-down counts say how many there are);
 *   - the obligation as obligations.canonical names it: none, ("E", 52) or
 *     ("u", bottom card of its column, card).
 * Two keys are equal exactly when the Python visits are. A deal's keys take
 * about 117 bits (two 64-bit words); at most four words are used.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../../core_clock.h"  /* core_now, core_cancelled */

#define MAXCOL 32
#define MAXTALON 52
#define FOUND (-1)
#define RUN 0
#define TALON 1
#define BACK 2
#define KING 13
#define MAXWORDS 4
#define OB_NONE 0
#define OB_U 1
#define OB_E 2

typedef struct {
    uint8_t col[7][MAXCOL];
    uint8_t len[7], hid[7];
    uint8_t found[4];
    uint8_t tal[MAXTALON]; /* indices into the root's talon */
    uint8_t tlen, pointer;
    int passes;
    uint64_t tmask; /* which root talon positions are still there */
} Pos;

typedef struct {
    int32_t kind;
    int16_t a, b, c;
    uint8_t ob, obt, obc; /* the obligation left: kind, column, card */
    double score;
} Move;

typedef struct {
    int draw;
    int max_passes; /* -1: unlimited */
    int p_reveal, p_foundation, p_empty, p_talon, p_back, safe_margin, prune_safe_back;
    double jitter;
    uint64_t rng;
    uint8_t root_talon[MAXTALON];
    int root_tlen;
    /* key layout */
    int hid_w[7], ptr_w, pass_w, nwords;
} Ctx;

/* -- card tables ---------------------------------------------------------- */
static int RANK[52], SUIT[52], RED[52], TWIN[52];
static int PARENTS[52][2], NPARENTS[52];
static int CHILDREN[52][2], NCHILDREN[52];

static void init_tables(void) {
    for (int c = 0; c < 52; c++) {
        RANK[c] = c % 13 + 1;
        SUIT[c] = c / 13;
        RED[c] = SUIT[c] == 1 || SUIT[c] == 3;
        TWIN[c] = (c + 26) % 52;
    }
    for (int c = 0; c < 52; c++) {
        NPARENTS[c] = 0;
        if (RANK[c] == 13) continue;
        int s1 = RED[c] ? 0 : 1, s2 = RED[c] ? 2 : 3;
        PARENTS[c][0] = s1 * 13 + RANK[c];
        PARENTS[c][1] = s2 * 13 + RANK[c];
        NPARENTS[c] = 2;
    }
    /* _CHILDREN: the cards x (ascending) with c among their parents. */
    for (int c = 0; c < 52; c++) NCHILDREN[c] = 0;
    for (int c = 0; c < 52; c++)
        for (int x = 0; x < 52; x++)
            for (int k = 0; k < NPARENTS[x]; k++)
                if (PARENTS[x][k] == c) CHILDREN[c][NCHILDREN[c]++] = x;
}

static inline int is_parent(int p, int card) {
    return NPARENTS[card] && (PARENTS[card][0] == p || PARENTS[card][1] == p);
}

static inline int safe_rank(const Ctx *cx, const uint8_t *found, int card) {
    int rank = RANK[card] - cx->safe_margin;
    int suit = SUIT[card];
    return found[(suit + 1) & 3] >= rank - 1 && found[(suit + 3) & 3] >= rank - 1
           && found[(suit + 2) & 3] >= rank - 2;
}

static inline int tcard(const Ctx *cx, const Pos *p, int x) { return cx->root_talon[p->tal[x]]; }

static void talon_remove(Pos *p, int x) {
    p->tmask &= ~((uint64_t)1 << p->tal[x]);
    memmove(p->tal + x, p->tal + x + 1, (size_t)(p->tlen - x - 1));
    p->tlen--;
}

/* -- auto and apply (Positions.auto, Positions.apply, ClassSearch.apply) -- */
static void autoplay(const Ctx *cx, Pos *p) {
    int progress = 1;
    while (progress) {
        progress = 0;
        for (int i = 0; i < 7; i++) {
            if (!p->len[i]) continue;
            int card = p->col[i][p->len[i] - 1];
            if (p->found[SUIT[card]] + 1 == RANK[card] && safe_rank(cx, p->found, card)) {
                p->found[SUIT[card]]++;
                p->len[i]--;
                if (p->len[i] && p->hid[i] == p->len[i]) p->hid[i]--;
                progress = 1;
            }
        }
        if (cx->draw == 1 && p->tlen) {
            int lo, hi;
            if (cx->max_passes < 0) {
                lo = 0;
                hi = p->tlen - 1;
            } else {
                lo = p->pointer - 1;
                hi = p->pointer;
            }
            for (int x = lo; x <= hi; x++) {
                if (x < 0 || x >= p->tlen) continue;
                int card = tcard(cx, p, x);
                if (p->found[SUIT[card]] + 1 == RANK[card] && safe_rank(cx, p->found, card)) {
                    p->found[SUIT[card]]++;
                    talon_remove(p, x);
                    p->pointer = (uint8_t)x;
                    progress = 1;
                    break;
                }
            }
        }
    }
}

/* Positions.apply without auto; returns 0 on an impossible move (a column
 * too long), which the search never makes from a valid position. */
static int apply_plain(const Ctx *cx, Pos *p, int kind, int a, int b, int c) {
    if (kind == RUN) {
        int n = p->len[a] - b;
        int card = p->col[a][b];
        if (c == FOUND) {
            p->found[SUIT[card]]++;
        } else {
            if (p->len[c] + n > MAXCOL) return 0;
            memcpy(&p->col[c][p->len[c]], &p->col[a][b], (size_t)n);
            p->len[c] = (uint8_t)(p->len[c] + n);
        }
        p->len[a] = (uint8_t)b;
        if (b && p->hid[a] == b) p->hid[a]--;
    } else if (kind == TALON) {
        int card = tcard(cx, p, a - 1);
        if (c & 1) p->passes++;
        talon_remove(p, a - 1);
        p->pointer = (uint8_t)(a - 1);
        if (b == FOUND) {
            p->found[SUIT[card]]++;
        } else {
            if (p->len[b] + 1 > MAXCOL) return 0;
            p->col[b][p->len[b]++] = (uint8_t)card;
        }
    } else {
        int card = a * 13 + p->found[a] - 1;
        p->found[a]--;
        if (p->len[b] + 1 > MAXCOL) return 0;
        p->col[b][p->len[b]++] = (uint8_t)card;
    }
    return 1;
}

static int apply_move(const Ctx *cx, Pos *p, const Move *m, int do_auto) {
    int kind = m->kind;
    if (kind > 3) {
        int code = (kind >> 2) - 1;
        if (!apply_plain(cx, p, RUN, code >> 8, (code >> 3) & 31, code & 7)) return 0;
        kind &= 3;
    }
    if (!apply_plain(cx, p, kind, m->a, m->b, m->c)) return 0;
    if (do_auto) autoplay(cx, p);
    return 1;
}

static inline int won(const Pos *p) {
    return p->found[0] == 13 && p->found[1] == 13 && p->found[2] == 13 && p->found[3] == 13;
}

/* -- talon reach (Positions._talon_reach) ---------------------------------- */
typedef struct { int k, draws, recycled; } Reach;

static int talon_reach(const Ctx *cx, const Pos *p, Reach *out) {
    int n = p->tlen, m = 0;
    if (!n) return 0;
    int draw = cx->draw, pointer = p->pointer;
    uint8_t seen[MAXTALON + 1];
    memset(seen, 0, sizeof seen);
    if (pointer) {
        out[m++] = (Reach){pointer, 0, 0};
        seen[pointer] = 1;
    }
    int k = pointer, draws = 0;
    while (k < n) {
        k = k + draw < n ? k + draw : n;
        draws++;
        out[m++] = (Reach){k, draws, 0};
        seen[k] = 1;
    }
    if ((cx->max_passes < 0 || p->passes < cx->max_passes) && pointer) {
        int base = draws + 1, d = 0;
        k = 0;
        while (k < n) {
            k = k + draw < n ? k + draw : n;
            d++;
            if (!seen[k]) out[m++] = (Reach){k, base + d, 1};
        }
    }
    return m;
}

/* -- moves (ClassSearch.moves) --------------------------------------------- */
typedef struct {
    const Pos *p;
    int8_t wcol[52], widx[52]; /* where each face-up card is; -1: not */
    int need;
} Gen;

static inline int prep(int col, int index, int target) {
    return (((col << 8) | (index << 3) | target) + 1) << 2;
}

static inline int is_top(const Gen *g, int card) {
    int i = g->wcol[card];
    return i >= 0 && g->widx[card] == g->p->len[i] - 1;
}

/* slot(card, without): 1 and (*pre, *target), or 0 for None. */
static int slot(const Gen *g, int card, int without, int *pre, int *target) {
    int held = -1;
    for (int k = 0; k < NPARENTS[card]; k++) {
        int par = PARENTS[card][k];
        if (par == without) continue;
        if (g->wcol[par] >= 0) {
            if (is_top(g, par)) {
                *pre = 0;
                *target = g->wcol[par];
                return 1;
            }
            if (held < 0) held = par;
        }
    }
    if (held < 0) return 0;
    int i = g->wcol[held], j = g->widx[held];
    for (int k = 0; k < NPARENTS[card]; k++) {
        int par = PARENTS[card][k];
        if (par != g->p->col[i][j] && par != without && g->wcol[par] >= 0 && is_top(g, par)) {
            *pre = prep(i, j + 1, g->wcol[par]);
            *target = i;
            return 1;
        }
    }
    return 0;
}

static int place(const Gen *g, int card, int *pre, int *target) {
    if (g->need < 0) return slot(g, card, -1, pre, target);
    int p2, t2;
    if (!is_parent(g->need, card) || slot(g, card, g->need, &p2, &t2)) return 0;
    *pre = 0;
    *target = g->wcol[g->need];
    return 1;
}

static inline uint64_t rng_next(uint64_t *s) {
    uint64_t x = *s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1DULL;
}

static inline void add(Ctx *cx, Move *out, int *n, int prio, int kind, int a, int b, int c, int ob, int obt,
                       int obc) {
    Move *m = &out[(*n)++];
    m->kind = kind;
    m->a = (int16_t)a;
    m->b = (int16_t)b;
    m->c = (int16_t)c;
    m->ob = (uint8_t)ob;
    m->obt = (uint8_t)obt;
    m->obc = (uint8_t)obc;
    m->score = prio;
    if (cx->rng) m->score += (double)(rng_next(&cx->rng) >> 11) * (1.0 / 9007199254740992.0) * cx->jitter;
}

#define MAXMOVES 256

/* The moves of p with pending obligation (pob, pt, pcard), best first (a
 * stable sort, as Python's). Returns their number. */
static int gen_moves(Ctx *cx, const Pos *p, int pob, int pcard, Move *out) {
    Gen g;
    g.p = p;
    memset(g.wcol, -1, sizeof g.wcol);
    memset(g.widx, -1, sizeof g.widx);
    int empty = -1;
    for (int i = 0; i < 7; i++) {
        if (p->len[i]) {
            for (int j = p->hid[i]; j < p->len[i]; j++) {
                g.wcol[p->col[i][j]] = (int8_t)i;
                g.widx[p->col[i][j]] = (int8_t)j;
            }
        } else if (empty < 0) {
            empty = i;
        }
    }
    int n = 0;
    int talon_np = cx->draw == 1 && cx->max_passes < 0;
    int need = pob == OB_U ? pcard : -1;
    int kings_only = pob == OB_E;
    g.need = need;
    int pre, target;
    if (need < 0) {
        for (int i = 0; i < 7; i++) {
            if (!p->len[i]) continue;
            int h = p->hid[i];
            int card = p->col[i][h];
            if (RANK[card] == KING) {
                if (h && empty >= 0) add(cx, out, &n, cx->p_reveal + h, RUN, i, h, empty, OB_NONE, 0, 0);
                continue;
            }
            if (kings_only || (!h && empty >= 0)) continue;
            if (slot(&g, card, -1, &pre, &target))
                add(cx, out, &n, h ? cx->p_reveal + h : cx->p_empty, RUN | pre, i, h, target, h ? OB_NONE : OB_E, i,
                    0);
        }
    } else {
        for (int k = 0; k < NCHILDREN[need]; k++) {
            int x = CHILDREN[need][k];
            int i = g.wcol[x];
            if (i < 0 || g.widx[x] != p->hid[i]) continue;
            int h = g.widx[x];
            if (!h && empty >= 0) continue;
            if (place(&g, x, &pre, &target))
                add(cx, out, &n, h ? cx->p_reveal + h : cx->p_empty, RUN, i, h, target, h ? OB_NONE : OB_E, i, 0);
        }
    }
    if (!kings_only) {
        for (int suit = 0; suit < 4; suit++) {
            int rank = p->found[suit];
            if (rank == 13) continue;
            int card = suit * 13 + rank;
            int i = g.wcol[card];
            if (i < 0) continue;
            int j = g.widx[card];
            int pr = 0;
            if (j != p->len[i] - 1) {
                int twin = TWIN[card];
                if (g.wcol[twin] < 0 || !is_top(&g, twin)) continue;
                pr = prep(i, j + 1, g.wcol[twin]);
            } else if (need >= 0) {
                continue;
            }
            if (need >= 0 && TWIN[card] != need) continue;
            int h = p->hid[i];
            int prio = (j == h && h) ? cx->p_reveal + cx->p_foundation + h : cx->p_foundation - rank - 1;
            add(cx, out, &n, prio, RUN | pr, i, j, FOUND, OB_NONE, 0, 0);
        }
    }
    Reach reach[2 * MAXTALON + 2];
    int nr = talon_reach(cx, p, reach);
    for (int r = 0; r < nr; r++) {
        int k = reach[r].k, draws = reach[r].draws;
        int card = tcard(cx, p, k - 1);
        int prio = cx->p_talon - draws;
        int steps = 2 * draws + reach[r].recycled;
        if (p->found[SUIT[card]] + 1 == RANK[card] && need < 0 && !kings_only)
            add(cx, out, &n, prio + 50, TALON, k, FOUND, steps, OB_NONE, 0, 0);
        if (RANK[card] == KING) {
            if (empty >= 0 && need < 0)
                add(cx, out, &n, prio, TALON, k, empty, steps, talon_np ? OB_U : OB_NONE, empty, card);
        } else if (!kings_only) {
            if (place(&g, card, &pre, &target))
                add(cx, out, &n, prio, TALON | pre, k, target, steps, talon_np ? OB_U : OB_NONE, target, card);
        }
    }
    for (int suit = 0; suit < 4; suit++) {
        int rank = p->found[suit];
        if (!rank) continue;
        int card = suit * 13 + rank - 1;
        if (cx->prune_safe_back && safe_rank(cx, p->found, card)) continue;
        if (rank == KING) {
            if (empty >= 0 && need < 0) add(cx, out, &n, cx->p_back, BACK, suit, empty, 0, OB_NONE, 0, 0);
        } else if (!kings_only) {
            if (place(&g, card, &pre, &target))
                add(cx, out, &n, cx->p_back, BACK | pre, suit, target, 0, OB_NONE, 0, 0);
        }
    }
    /* stable insertion sort, highest score first */
    for (int a = 1; a < n; a++) {
        Move m = out[a];
        int b = a - 1;
        while (b >= 0 && out[b].score < m.score) {
            out[b + 1] = out[b];
            b--;
        }
        out[b + 1] = m;
    }
    return n;
}

/* -- keys -------------------------------------------------------------------- */
typedef struct { uint64_t w[MAXWORDS]; } Key;

static inline void put(Key *k, int *bit, int width, uint64_t v) {
    /* width <= 32 */
    if (!width) return;
    int w = *bit >> 6, o = *bit & 63;
    k->w[w] |= v << o;
    if (o + width > 64) k->w[w + 1] |= v >> (64 - o);
    *bit += width;
}

static int bits_for(int maxval) { /* bits to hold 0..maxval */
    int b = 0;
    while ((1 << b) <= maxval) b++;
    return b;
}

/* The layout for the positions below ``root`` (see the top of the file). */
static void layout(Ctx *cx, const Pos *root) {
    int total = 1;
    for (int i = 0; i < 7; i++) {
        cx->hid_w[i] = bits_for(root->hid[i]);
        total += cx->hid_w[i];
    }
    total += 16 + cx->root_tlen;
    cx->ptr_w = cx->pass_w = 0;
    if (cx->max_passes >= 0) {
        cx->ptr_w = bits_for(cx->root_tlen);
        int mp = root->passes > cx->max_passes ? root->passes : cx->max_passes;
        cx->pass_w = bits_for(mp);
    } else if (cx->draw != 1) {
        cx->ptr_w = bits_for(cx->root_tlen + 1);
    }
    total += cx->ptr_w + cx->pass_w + 42 + 14;
    cx->nwords = (total + 63) / 64;
}

static void make_key(const Ctx *cx, const Pos *p, int ob, int obt, int obc, Key *k) {
    memset(k, 0, sizeof *k);
    int bit = 0;
    put(k, &bit, 1, 1);
    for (int i = 0; i < 7; i++) put(k, &bit, cx->hid_w[i], p->hid[i]);
    for (int s = 0; s < 4; s++) put(k, &bit, 4, p->found[s]);
    uint64_t m = p->tmask;
    if (cx->root_tlen > 32) {
        put(k, &bit, 32, m & 0xFFFFFFFFu);
        put(k, &bit, cx->root_tlen - 32, m >> 32);
    } else {
        put(k, &bit, cx->root_tlen, m);
    }
    if (cx->max_passes >= 0) {
        put(k, &bit, cx->ptr_w, p->pointer);
        put(k, &bit, cx->pass_w, (uint64_t)p->passes);
    } else if (cx->draw != 1) {
        int pk = (p->pointer % 3 == 0 || p->pointer == p->tlen) ? -1 : p->pointer;
        put(k, &bit, cx->ptr_w, (uint64_t)(pk + 1));
    }
    int b[7], nb = 0;
    for (int i = 0; i < 7; i++)
        if (!p->hid[i]) {
            int v = p->len[i] ? p->col[i][0] : 52;
            int j = nb++;
            while (j > 0 && b[j - 1] > v) {
                b[j] = b[j - 1];
                j--;
            }
            b[j] = v;
        }
    for (int j = 0; j < 7; j++) put(k, &bit, 6, j < nb ? (uint64_t)b[j] : 0);
    put(k, &bit, 2, (uint64_t)ob);
    if (ob == OB_U) {
        put(k, &bit, 6, p->len[obt] ? p->col[obt][0] : 52);
        put(k, &bit, 6, (uint64_t)obc);
    } else {
        put(k, &bit, 12, ob == OB_E ? 52 : 0);
    }
}

/* -- the visited set: open addressing, whole keys ------------------------- */
typedef struct {
    uint64_t *slots;
    size_t cap, count;
    int nw;
} Table;

static inline uint64_t mix(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

static inline uint64_t hash_key(const Key *k, int nw) {
    uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < nw; i++) h = mix(h ^ k->w[i]) + (uint64_t)i;
    return h;
}

static int table_init(Table *t, int nw) {
    t->nw = nw;
    t->cap = 1 << 14;
    t->count = 0;
    t->slots = calloc(t->cap * (size_t)nw, sizeof(uint64_t));
    return t->slots != NULL;
}

static inline int slot_eq(const uint64_t *s, const Key *k, int nw) {
    for (int i = 0; i < nw; i++)
        if (s[i] != k->w[i]) return 0;
    return 1;
}

static int table_has(const Table *t, const Key *k) {
    size_t mask = t->cap - 1, i = (size_t)hash_key(k, t->nw) & mask;
    for (;;) {
        const uint64_t *s = t->slots + i * (size_t)t->nw;
        if (!s[0]) return 0;
        if (slot_eq(s, k, t->nw)) return 1;
        i = (i + 1) & mask;
    }
}

static void raw_insert(uint64_t *slots, size_t cap, int nw, const uint64_t *w) {
    size_t mask = cap - 1;
    Key k;
    memcpy(k.w, w, (size_t)nw * sizeof(uint64_t));
    size_t i = (size_t)hash_key(&k, nw) & mask;
    for (;;) {
        uint64_t *s = slots + i * (size_t)nw;
        if (!s[0]) {
            memcpy(s, w, (size_t)nw * sizeof(uint64_t));
            return;
        }
        i = (i + 1) & mask;
    }
}

/* Adds k (not present). 0 when out of memory. */
static int table_add(Table *t, const Key *k) {
    if ((t->count + 1) * 10 > t->cap * 7) {
        size_t ncap = t->cap * 2;
        uint64_t *ns = calloc(ncap * (size_t)t->nw, sizeof(uint64_t));
        if (!ns) return 0;
        for (size_t i = 0; i < t->cap; i++) {
            uint64_t *s = t->slots + i * (size_t)t->nw;
            if (s[0]) raw_insert(ns, ncap, t->nw, s);
        }
        free(t->slots);
        t->slots = ns;
        t->cap = ncap;
    }
    raw_insert(t->slots, t->cap, t->nw, k->w);
    t->count++;
    return 1;
}


/* -- reading the arguments ----------------------------------------------------- */
static int read_int(PyObject *o, long *out) {
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return 0;
    *out = v;
    return 1;
}

static int read_ints(PyObject *seq, uint8_t *out, Py_ssize_t max, Py_ssize_t *n, long hi, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return 0;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(fast);
    if (len > max) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: too long (%zd)", what, len);
        return 0;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        long v;
        if (!read_int(PySequence_Fast_GET_ITEM(fast, i), &v)) {
            Py_DECREF(fast);
            return 0;
        }
        if (v < 0 || v > hi) {
            Py_DECREF(fast);
            PyErr_Format(PyExc_ValueError, "%s: value out of range (%ld)", what, v);
            return 0;
        }
        out[i] = (uint8_t)v;
    }
    *n = len;
    Py_DECREF(fast);
    return 1;
}

/* pos tuple -> Pos and the context's root talon. */
static int read_pos(PyObject *pos, Ctx *cx, Pos *p) {
    PyObject *cols, *hidden, *found, *talon;
    long pointer, passes;
    if (!PyArg_ParseTuple(pos, "OOOOll", &cols, &hidden, &found, &talon, &pointer, &passes)) return 0;
    memset(p, 0, sizeof *p);
    PyObject *fc = PySequence_Fast(cols, "cols");
    if (!fc) return 0;
    if (PySequence_Fast_GET_SIZE(fc) != 7) {
        Py_DECREF(fc);
        PyErr_SetString(PyExc_ValueError, "cols: seven columns");
        return 0;
    }
    for (int i = 0; i < 7; i++) {
        Py_ssize_t n;
        if (!read_ints(PySequence_Fast_GET_ITEM(fc, i), p->col[i], MAXCOL, &n, 51, "column")) {
            Py_DECREF(fc);
            return 0;
        }
        p->len[i] = (uint8_t)n;
    }
    Py_DECREF(fc);
    Py_ssize_t n;
    if (!read_ints(hidden, p->hid, 7, &n, MAXCOL, "hidden")) return 0;
    if (n != 7) {
        PyErr_SetString(PyExc_ValueError, "hidden: seven counts");
        return 0;
    }
    for (int i = 0; i < 7; i++) {
        if (p->len[i] ? p->hid[i] >= p->len[i] : p->hid[i] != 0) {
            PyErr_SetString(PyExc_ValueError, "hidden: every column's top card is face up");
            return 0;
        }
        /* A column holds its face-down cards and at most 13 face-up ones
         * (in one run, as ClassSearch needs): that must fit. */
        if (p->hid[i] + 13 > MAXCOL) {
            PyErr_SetString(PyExc_ValueError, "hidden: too many face-down cards for the core");
            return 0;
        }
    }
    if (!read_ints(found, p->found, 4, &n, 13, "found")) return 0;
    if (n != 4) {
        PyErr_SetString(PyExc_ValueError, "found: four foundations");
        return 0;
    }
    if (!read_ints(talon, cx->root_talon, MAXTALON, &n, 51, "talon")) return 0;
    cx->root_tlen = (int)n;
    p->tlen = (uint8_t)n;
    for (int x = 0; x < n; x++) p->tal[x] = (uint8_t)x;
    p->tmask = n == 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1);
    if (pointer < 0 || pointer > n || passes < 0 || passes > 1000) {
        PyErr_SetString(PyExc_ValueError, "pointer or passes out of range");
        return 0;
    }
    p->pointer = (uint8_t)pointer;
    p->passes = (int)passes;
    return 1;
}

static int read_rules(Ctx *cx, long draw, PyObject *max_passes, PyObject *params) {
    if (draw != 1 && draw != 3) {
        PyErr_SetString(PyExc_ValueError, "draw: 1 or 3");
        return 0;
    }
    cx->draw = (int)draw;
    if (max_passes == Py_None) {
        cx->max_passes = -1;
    } else {
        long mp;
        if (!read_int(max_passes, &mp)) return 0;
        if (mp < 0 || mp > 1000) {
            PyErr_SetString(PyExc_ValueError, "max_passes out of range");
            return 0;
        }
        cx->max_passes = (int)mp;
    }
    int prune;
    if (!PyArg_ParseTuple(params, "iiiiiipd", &cx->p_reveal, &cx->p_foundation, &cx->p_empty, &cx->p_talon,
                          &cx->p_back, &cx->safe_margin, &prune, &cx->jitter))
        return 0;
    cx->prune_safe_back = prune;
    cx->rng = 0;
    return 1;
}

/* -- building the answers ---------------------------------------------------- */
static PyObject *step_object(const Move *m) {
    PyObject *after;
    if (m->ob == OB_U)
        after = Py_BuildValue("((sii))", "u", (int)m->obt, (int)m->obc);
    else if (m->ob == OB_E)
        after = Py_BuildValue("((si))", "E", (int)m->obt);
    else
        after = PyTuple_New(0);
    if (!after) return NULL;
    PyObject *out = Py_BuildValue("((iiii)N)", (int)m->kind, (int)m->a, (int)m->b, (int)m->c, after);
    return out;
}

/* pending: () or (("u", column, card),) or (("E", column),) */
static int read_pending(PyObject *pending, int *ob, int *obt, int *obc) {
    *ob = OB_NONE;
    *obt = *obc = 0;
    PyObject *fp = PySequence_Fast(pending, "pending");
    if (!fp) return 0;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fp);
    if (n == 0) {
        Py_DECREF(fp);
        return 1;
    }
    if (n != 1) {
        Py_DECREF(fp);
        PyErr_SetString(PyExc_ValueError, "pending: at most one obligation");
        return 0;
    }
    PyObject *item = PySequence_Fast_GET_ITEM(fp, 0);
    const char *kind;
    int a = 0, b = 0;
    if (!PyArg_ParseTuple(item, "si|i", &kind, &a, &b)) {
        Py_DECREF(fp);
        return 0;
    }
    Py_DECREF(fp);
    if (kind[0] == 'u' && !kind[1]) {
        *ob = OB_U;
    } else if (kind[0] == 'E' && !kind[1]) {
        *ob = OB_E;
    } else {
        PyErr_SetString(PyExc_ValueError, "pending: \"u\" or \"E\"");
        return 0;
    }
    if (a < 0 || a > 6 || b < 0 || b > 51) {
        PyErr_SetString(PyExc_ValueError, "pending: out of range");
        return 0;
    }
    *obt = a;
    *obc = b;
    return 1;
}

/* -- the depth-first search ------------------------------------------------------ */
typedef struct {
    Pos pos;
    int mbase, mcount, next;
} Frame;

enum { SOLVED = 0, UNSOLVABLE = 1, UNKNOWN = 2, NOMEM = 3, OVERFLOW = 4 };

typedef struct {
    Frame *frames;
    size_t nframes, cap;
    Move *moves;
    size_t nmoves, mcap;
} Stack;

static int push_frame(Ctx *cx, Stack *s, const Pos *p, int ob, int obc) {
    if (s->nframes == s->cap) {
        size_t nc = s->cap ? s->cap * 2 : 256;
        Frame *nf = realloc(s->frames, nc * sizeof(Frame));
        if (!nf) return 0;
        s->frames = nf;
        s->cap = nc;
    }
    if (s->nmoves + MAXMOVES > s->mcap) {
        size_t nc = s->mcap ? s->mcap * 2 : 4096;
        while (nc < s->nmoves + MAXMOVES) nc *= 2;
        Move *nm = realloc(s->moves, nc * sizeof(Move));
        if (!nm) return 0;
        s->moves = nm;
        s->mcap = nc;
    }
    Frame *f = &s->frames[s->nframes++];
    f->pos = *p;
    f->mbase = (int)s->nmoves;
    f->mcount = gen_moves(cx, &f->pos, ob, obc, s->moves + s->nmoves);
    f->next = 0;
    s->nmoves += (size_t)f->mcount;
    return 1;
}

typedef struct {
    long long max_nodes; /* -1: none */
    double deadline;     /* 0: none */
    PyObject *cancel;    /* NULL: none */
    long long nodes;
    int error;           /* a Python error from cancel() */
} Limits;

/* Runs without the GIL (when ``save`` is given, cancel() takes it back). */
static int dfs(Ctx *cx, const Pos *root, Stack *s, Table *t, Limits *lim, PyThreadState **save) {
    Pos start = *root;
    autoplay(cx, &start);
    if (won(&start)) return SOLVED;
    Key k;
    make_key(cx, &start, OB_NONE, 0, 0, &k);
    if (!table_add(t, &k)) return NOMEM;
    if (!push_frame(cx, s, &start, OB_NONE, 0)) return NOMEM;
    long long nodes = 0;
    Pos child;
    while (s->nframes) {
        Frame *f = &s->frames[s->nframes - 1];
        if (f->next >= f->mcount) {
            s->nframes--;
            s->nmoves = (size_t)f->mbase;
            continue;
        }
        const Move *m = &s->moves[f->mbase + f->next++];
        child = f->pos;
        if (!apply_move(cx, &child, m, m->ob == OB_NONE)) return OVERFLOW; /* (never: see read_pos) */
        if (won(&child)) {
            lim->nodes = nodes;
            return SOLVED;
        }
        make_key(cx, &child, m->ob, m->obt, m->obc, &k);
        if (table_has(t, &k)) continue;
        if (m->ob != OB_NONE) {
            Key k0;
            make_key(cx, &child, OB_NONE, 0, 0, &k0);
            if (table_has(t, &k0)) continue;
        }
        if (!table_add(t, &k)) return NOMEM;
        nodes++;
        if (!(nodes & 255) && lim->max_nodes >= 0 && nodes > lim->max_nodes) {
            lim->nodes = nodes;
            return UNKNOWN;
        }
        if (!(nodes & 1023) && lim->deadline > 0 && core_now() > lim->deadline) {
            lim->nodes = nodes;
            return UNKNOWN;
        }
        if (!(nodes & 8191) && lim->cancel && save) {
            int stop = core_cancelled(lim->cancel, save);
            if (stop) {
                lim->error = stop < 0;
                lim->nodes = nodes;
                return UNKNOWN;
            }
        }
        if (!push_frame(cx, s, &child, m->ob, m->obc)) return NOMEM;
    }
    lim->nodes = nodes;
    return UNSOLVABLE;
}

static PyObject *core_search(PyObject *self, PyObject *args) {
    (void)self; /* the module object: unused */
    PyObject *pos, *max_passes, *params, *max_nodes, *seconds, *cancel;
    long draw;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OlOOOOKO", &pos, &draw, &max_passes, &params, &max_nodes, &seconds, &seed,
                          &cancel))
        return NULL;
    Ctx cx;
    Pos root;
    memset(&cx, 0, sizeof cx);
    if (!read_rules(&cx, draw, max_passes, params) || !read_pos(pos, &cx, &root)) return NULL;
    if (seed) cx.rng = mix(seed) | 1;
    Limits lim = {-1, 0.0, NULL, 0, 0};
    if (max_nodes != Py_None) {
        lim.max_nodes = PyLong_AsLongLong(max_nodes);
        if (lim.max_nodes == -1 && PyErr_Occurred()) return NULL;
        if (lim.max_nodes < 0) lim.max_nodes = 0;
    }
    if (seconds != Py_None) {
        double sec = PyFloat_AsDouble(seconds);
        if (sec == -1.0 && PyErr_Occurred()) return NULL;
        lim.deadline = core_now() + (sec > 0 ? sec : 0.0);
    }
    if (cancel != Py_None) {
        if (!PyCallable_Check(cancel)) {
            PyErr_SetString(PyExc_TypeError, "cancel: a callable or None");
            return NULL;
        }
        lim.cancel = cancel;
    }
    layout(&cx, &root);
    Table t;
    if (!table_init(&t, cx.nwords)) return PyErr_NoMemory();
    Stack s = {0};
    PyThreadState *save = PyEval_SaveThread();
    int verdict = dfs(&cx, &root, &s, &t, &lim, &save);
    PyEval_RestoreThread(save);
    free(t.slots);
    PyObject *line = NULL;
    if (verdict == NOMEM) {
        free(s.frames);
        free(s.moves);
        return PyErr_NoMemory();
    }
    if (verdict == OVERFLOW) {
        free(s.frames);
        free(s.moves);
        PyErr_SetString(PyExc_ValueError, "a column grew past the core's room");
        return NULL;
    }
    if (lim.error) {
        free(s.frames);
        free(s.moves);
        return NULL;
    }
    if (verdict == SOLVED) {
        line = PyList_New(0);
        for (size_t i = 0; line && i < s.nframes; i++) {
            Frame *f = &s.frames[i];
            PyObject *step = step_object(&s.moves[f->mbase + f->next - 1]);
            if (!step || PyList_Append(line, step) < 0) {
                Py_XDECREF(step);
                Py_CLEAR(line);
                break;
            }
            Py_DECREF(step);
        }
    } else {
        line = Py_None;
        Py_INCREF(line);
    }
    free(s.frames);
    free(s.moves);
    if (!line) return NULL;
    return Py_BuildValue("(iNL)", verdict, line, lim.nodes);
}

static PyObject *core_moves(PyObject *self, PyObject *args) {
    (void)self; /* the module object: unused */
    PyObject *pos, *pending, *max_passes, *params;
    long draw;
    if (!PyArg_ParseTuple(args, "OOlOO", &pos, &pending, &draw, &max_passes, &params)) return NULL;
    Ctx cx;
    Pos p;
    memset(&cx, 0, sizeof cx);
    int ob, obt, obc;
    if (!read_rules(&cx, draw, max_passes, params) || !read_pos(pos, &cx, &p)
        || !read_pending(pending, &ob, &obt, &obc))
        return NULL;
    if (ob == OB_U) {
        /* the card to be used is the top of its column */
        if (!p.len[obt] || p.col[obt][p.len[obt] - 1] != obc) {
            PyErr_SetString(PyExc_ValueError, "pending: the card is not its column's top");
            return NULL;
        }
    }
    Move out[MAXMOVES];
    int n = gen_moves(&cx, &p, ob, obc, out);
    PyObject *list = PyList_New(n);
    if (!list) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *step = step_object(&out[i]);
        if (!step) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, step);
    }
    return list;
}

/* key(root, pos, pending, draw, max_passes): the packed visit key of pos
 * (a position below root: its talon a subsequence of root's) with pending,
 * in the layout of root's search (for the tests). */
static PyObject *core_key(PyObject *self, PyObject *args) {
    (void)self; /* the module object: unused */
    PyObject *rootpos, *pos, *pending, *max_passes;
    long draw;
    if (!PyArg_ParseTuple(args, "OOOlO", &rootpos, &pos, &pending, &draw, &max_passes)) return NULL;
    Ctx cx, cx2;
    Pos root, p;
    memset(&cx, 0, sizeof cx);
    PyObject *params = Py_BuildValue("(iiiiiiid)", 0, 0, 0, 0, 0, 1, 1, 0.0);
    if (!params) return NULL;
    int ok = read_rules(&cx, draw, max_passes, params);
    Py_DECREF(params);
    if (!ok || !read_pos(rootpos, &cx, &root)) return NULL;
    cx2 = cx;
    int ob, obt, obc;
    if (!read_pos(pos, &cx2, &p) || !read_pending(pending, &ob, &obt, &obc)) return NULL;
    /* pos's talon as positions of root's */
    int r = 0;
    p.tmask = 0;
    for (int x = 0; x < p.tlen; x++) {
        int card = cx2.root_talon[x];
        while (r < cx.root_tlen && cx.root_talon[r] != card) r++;
        if (r == cx.root_tlen) {
            PyErr_SetString(PyExc_ValueError, "pos: its talon is not a part of root's");
            return NULL;
        }
        p.tal[x] = (uint8_t)r;
        p.tmask |= (uint64_t)1 << r;
        r++;
    }
    for (int i = 0; i < 7; i++)
        if (p.hid[i] > root.hid[i]) {
            PyErr_SetString(PyExc_ValueError, "pos: more face-down cards than root");
            return NULL;
        }
    layout(&cx, &root);
    Key k;
    make_key(&cx, &p, ob, obt, obc, &k);
    return PyBytes_FromStringAndSize((const char *)k.w, (Py_ssize_t)(cx.nwords * sizeof(uint64_t)));
}

static PyMethodDef methods[] = {
    {"search", core_search, METH_VARARGS,
     "search(pos, draw, max_passes, params, max_nodes, seconds, seed, cancel) -> (verdict, line, nodes)"},
    {"moves", core_moves, METH_VARARGS, "moves(pos, pending, draw, max_passes, params) -> [step, ...]"},
    {"key", core_key, METH_VARARGS, "key(root, pos, pending, draw, max_passes) -> bytes (the packed visit key)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_classcore", "The compiled core of the search by classes (see _classcore.c).", -1,
    methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__classcore(void) {
    init_tables();
    return PyModule_Create(&module);
}
