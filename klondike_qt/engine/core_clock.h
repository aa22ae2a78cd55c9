/* What the three compiled solver cores share (Klondike's _classcore.c, FreeCell's
 * _fccore.c, Spider's _spcore.c): a monotonic clock for their time budgets, and
 * the call of the player's cancel (a Python callable) from a search that runs
 * with the interpreter lock released. Included after <Python.h>. */
#ifndef KLONDIKE_QT_CORE_CLOCK_H
#define KLONDIKE_QT_CORE_CLOCK_H

#ifdef _WIN32
#include <windows.h>
#else
#include <time.h>
#endif

/* Seconds on a monotonic clock (only differences mean anything). */
static double core_now(void) {
#ifdef _WIN32
    LARGE_INTEGER f, c;
    QueryPerformanceFrequency(&f);
    QueryPerformanceCounter(&c);
    return (double)c.QuadPart / (double)f.QuadPart;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#endif
}

/* Ask ``cancel`` (a Python callable) whether to stop, from a search that released
 * the interpreter lock into ``*save``: the lock is taken for the call and given
 * back. 1: stop; 0: go on; -1: the call raised (its exception stays set). */
static int core_cancelled(PyObject *cancel, PyThreadState **save) {
    PyEval_RestoreThread(*save);
    PyObject *r = PyObject_CallNoArgs(cancel);
    int stop = r ? PyObject_IsTrue(r) : -1;
    Py_XDECREF(r);
    *save = PyEval_SaveThread();
    return stop;
}

#endif
