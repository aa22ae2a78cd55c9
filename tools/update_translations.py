#!/usr/bin/env python3
"""Extract the translatable strings and compile the catalogues.

Usage:
    python tools/update_translations.py            # update the .ts files, build the .qm files
    python tools/update_translations.py --check    # change nothing; exit 1 on any problem

Update mode runs ``pyside6-lupdate -extensions py -locations none -no-obsolete
klondike_qt -ts …`` for

* ``resources/translations/klondike_qt_es.ts`` — every string, translated by hand
  (Qt Linguist, or any editor);
* ``resources/translations/klondike_qt_en.ts`` — the plural forms only
  (``-pluralonly``). English source text marks plurals as ``card(s)`` /
  ``pass(es)``; the singular and plural forms are filled in from those
  markers here (a numerus text without a marker is left for a person),

then ``pyside6-lrelease -nounfinished`` builds ``klondike_qt_<lang>.qm`` next to
each ``.ts``. The ``.qm`` files are committed, so an install from a checkout
(``pip install .``) needs no Qt tools; they ship as package data of
``klondike_qt.resources``.

``--check`` runs lupdate on copies and exits 1, listing each problem, if

* a Spanish message is unfinished or empty (also every new string in the code:
  ``missing``), or a committed one is no longer in the code (``vanished``);
* an English plural form is missing;
* a translation loses or adds a ``%1`` … ``%9`` / ``%n`` placeholder, or an
  ``&`` accelerator;
* the committed ``.ts`` is not what lupdate writes (e.g. a translator comment changed);
* a committed ``.qm`` is not what lrelease builds from the committed ``.ts``;
* a string cannot be extracted: the source scan reports ``translate()`` /
  ``QT_TRANSLATE_NOOP()`` with a context or text that is not a literal, ``tr()``
  on a variable or an f-string, and calls through aliases or wrappers
  (``tr = QCoreApplication.translate``, ``_tr("…")``) that lupdate cannot follow.
"""

from __future__ import annotations

import argparse
import ast
import filecmp
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "klondike_qt"
TS_DIR = ROOT / "resources" / "translations"
BASENAME = "klondike_qt"
sys.path.insert(0, str(ROOT))
from klondike_qt.languages import LANGUAGES as _TABLE  # noqa: E402  (pure Python, no Qt)

#: language → (lupdate options, QLocale name written into the .ts); Spanish first (it is
#: the catalogue the source scan's extraction problems are read from), English last.
LANGUAGES = {
    **{code: ([], locale) for code, (_name, locale) in _TABLE.items() if code != "en"},
    "en": (["-pluralonly"], "en_US"),
}
_PLACEHOLDER = re.compile(r"%(?:\d|n)")
#: A name's forms ("siódemka kier|acc:siódemkę kier") and a template's use of one ("%1{acc}").
_FORMS = re.compile(r"\|([A-Za-z]+):")
_FORM_USE = re.compile(r"%\d\{([A-Za-z]+)\}")
#: Entries whose translator comment says this may carry forms.
FORMS_ALLOWED = "Forms allowed"
#: The longest a translation may be: a screen reader says it after a key press.
def longest_allowed(source: str) -> int:
    return int(1.5 * len(source) + 30)
_MARKER = re.compile(r"(\w+)\((\w+)\)")


def ts_path(language: str, folder: Path = TS_DIR) -> Path:
    return folder / f"{BASENAME}_{language}.ts"


def qm_path(language: str, folder: Path = TS_DIR) -> Path:
    return folder / f"{BASENAME}_{language}.qm"


def _tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: install PySide6 (it provides {name}).")
    return found


def lupdate(ts: Path, language: str) -> str:
    options, locale = LANGUAGES[language]
    result = subprocess.run(
        [_tool("pyside6-lupdate"), "-extensions", "py", "-locations", "none", "-no-obsolete",
         *options, "-source-language", "en_US", "-target-language", locale,
         PACKAGE, "-ts", str(ts)],
        cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"lupdate failed for {ts.name}:\n{result.stdout}{result.stderr}")
    return result.stdout + result.stderr


def lrelease(ts: Path, qm: Path) -> None:
    """Build ``qm`` from ``ts`` atomically: lrelease writes a temporary file
    next to it, which then replaces ``qm`` in one step (``os.replace``). A
    running game has its catalogue mapped into memory; a file rewritten in
    place would change under it (broken plurals, wrong sentences), a replaced
    one stays whole for it until it starts again. An unchanged catalogue is
    left as it is; on failure the old one is kept and no temporary file stays."""
    handle, name = tempfile.mkstemp(prefix=f".{qm.name}.", suffix=".tmp", dir=qm.parent)
    os.close(handle)
    built = Path(name)
    try:
        result = subprocess.run([_tool("pyside6-lrelease"), "-nounfinished", "-silent", str(ts), "-qm", str(built)],
                                capture_output=True, text=True)
        if result.returncode != 0 or not built.exists() or built.stat().st_size == 0:
            sys.exit(f"lrelease failed for {ts.name}:\n{result.stdout}{result.stderr}")
        if qm.exists() and filecmp.cmp(built, qm, shallow=False):
            return
        built.chmod(0o644)  # mkstemp's file is private; a catalogue is read by everyone
        os.replace(built, qm)
    finally:
        built.unlink(missing_ok=True)


# -- reading the .ts files ---------------------------------------------------------------------
@dataclass
class Message:
    context: str
    source: str
    comment: str  # disambiguation
    numerus: bool
    finished: bool
    forms: list[str]
    extra: str = ""  # the translator comment

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.comment

    def __str__(self) -> str:
        extra = f" ({self.comment})" if self.comment else ""
        return f"[{self.context or '<no context>'}] {self.source!r}{extra}"


def read_ts(path: Path) -> list[Message]:
    if not path.exists():
        return []
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                forms, kind = [], "unfinished"
            else:
                kind = translation.get("type", "")
                forms = ([f.text or "" for f in translation.iter("numerusform")] if numerus
                         else [translation.text or ""])
            out.append(Message(name, message.findtext("source") or "", message.findtext("comment") or "",
                               numerus, kind not in ("unfinished", "vanished", "obsolete"), forms,
                               message.findtext("extracomment") or ""))
    return out


def fill_english_plurals(ts: Path) -> list[str]:
    """Give each unfinished English numerus message its two forms from the
    ``(s)`` markers; returns the texts that have no marker (left unfinished)."""
    tree = ET.parse(ts)
    unmarked = []
    changed = False
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if message.get("numerus") != "yes" or translation is None or translation.get("type") != "unfinished":
            continue
        source = message.findtext("source") or ""
        if not _MARKER.search(source):
            unmarked.append(source)
            continue
        singular = _MARKER.sub(lambda m: m.group(1), source)
        plural = _MARKER.sub(lambda m: m.group(1) + m.group(2), source)
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        for text in (singular, plural):
            ET.SubElement(translation, "numerusform").text = text
        del translation.attrib["type"]
        changed = True
    if changed:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return unmarked


# -- checks ----------------------------------------------------------------------------------------
def translation_problems(language: str, messages: list[Message]) -> list[str]:
    problems = []
    defined: set[str] = set()
    used: dict[str, Message] = {}
    for m in messages:
        if language == "en" and not m.numerus:
            continue
        if not m.finished or not any(m.forms) or (m.numerus and not all(m.forms)):
            problems.append(f"{language}: unfinished: {m}")
            continue
        wanted = sorted(set(_PLACEHOLDER.findall(m.source)))
        for form in m.forms:
            keys = _FORMS.findall(form)
            if keys and FORMS_ALLOWED not in m.extra:
                problems.append(f"{language}: forms (|key:) in a text that is not a name: {m} -> {form!r}")
            defined.update(keys)
            for key in _FORM_USE.findall(form):
                used.setdefault(key, m)
            for part in re.split(r"\|(?=[A-Za-z]+:)", form):
                got = sorted(set(_PLACEHOLDER.findall(part)))
                # a singular form may say "una carta" instead of "%n carta"
                if got != wanted and not (m.numerus and sorted(set(got) | {"%n"}) == wanted):
                    problems.append(f"{language}: placeholders {wanted} became {got}: {m} -> {form!r}")
            if _accelerators(m.source) != _accelerators(form):
                problems.append(f"{language}: accelerator (&) count differs: {m} -> {form!r}")
            base = re.split(r"\|(?=[A-Za-z]+:)", form)[0]
            if language != "en" and len(base) > longest_allowed(m.source):
                problems.append(f"{language}: {len(base)} characters, more than {longest_allowed(m.source)} "
                                f"(1.5 × the English + 30): {m}")
    for key, m in sorted(used.items()):
        if key not in defined:
            problems.append(f"{language}: %N{{{key}}} asks for a form no name has: {m}")
    return problems


def longest_sentences(language: str) -> tuple[int, str]:
    """The longest spoken translation (HTML pages left out: those are read, not spoken)."""
    texts = [re.split(r"\|(?=[A-Za-z]+:)", form)[0] for m in read_ts(ts_path(language)) if m.finished
             for form in m.forms if "<" not in m.source]
    longest = max(texts, key=len, default="")
    return len(longest), longest


def _accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)\S", text.replace("&&", "")))


def compare(language: str, committed: list[Message], current: list[Message]) -> list[str]:
    old = {m.key for m in committed}
    new = {m.key for m in current}
    problems = [f"{language}: missing (new in the code): {m}" for m in current if m.key not in old]
    problems += [f"{language}: vanished (no longer in the code): {m}" for m in committed if m.key not in new]
    return problems


# -- the source scan --------------------------------------------------------------------------------
_TRANSLATE_OWNERS = {"QCoreApplication", "QApplication", "QGuiApplication"}
_NOOPS = {"QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3", "QT_TR_NOOP"}


def _literal(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _describe(node: ast.AST) -> str:
    if isinstance(node, ast.JoinedStr):
        return "an f-string"
    return f"'{ast.unparse(node)}'"


def _computed(node: ast.AST) -> bool:
    """Text built at run time: an f-string, ``+`` / ``%``, ``.format()``."""
    return isinstance(node, (ast.JoinedStr, ast.BinOp)) or (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format")


def _is_translate(func: ast.AST) -> bool:
    return (isinstance(func, ast.Attribute) and func.attr == "translate"
            and isinstance(func.value, ast.Name) and func.value.id in _TRANSLATE_OWNERS)


def _is_noop(func: ast.AST) -> bool:
    return isinstance(func, ast.Name) and func.id in _NOOPS


def scan_source(package: Path = ROOT / PACKAGE) -> list[str]:
    """Translation calls lupdate cannot extract, as ``file:line: problem``.

    Run-time calls such as ``QCoreApplication.translate(CONTEXT, name)`` on a
    variable are fine (the names are marked with literal
    ``QT_TRANSLATE_NOOP("Context", "…")`` elsewhere); what is flagged is text
    lupdate misses or files under the wrong context.
    """
    trees = {path: ast.parse(path.read_text(encoding="utf-8"), str(path))
             for path in sorted(package.rglob("*.py"))}
    # functions that pass one of their parameters to translate / a NOOP: wrappers
    wrappers: set[str] = set()
    wrapper_nodes: set[int] = set()
    for tree in trees.values():
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef):
                continue
            params = {a.arg for a in fn.args.args}
            for call in ast.walk(fn):
                if isinstance(call, ast.Call) and (_is_translate(call.func) or _is_noop(call.func)) \
                        and any(isinstance(a, ast.Name) and a.id in params for a in call.args[:2]):
                    wrappers.add(fn.name)
                    wrapper_nodes.add(id(call))
    problems = []
    for path, tree in trees.items():
        rel = path.relative_to(ROOT)
        aliases: set[str] = set()
        for node in ast.walk(tree):  # tr = QCoreApplication.translate; N = QT_TRANSLATE_NOOP
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                    and (_is_noop(node.value) or _is_translate(node.value)):
                aliases.add(node.targets[0].id)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or id(node) in wrapper_nodes:
                continue
            func, args = node.func, node.args
            where = f"{rel}:{node.lineno}"
            if isinstance(func, ast.Name) and func.id in aliases:
                problems.append(f"{where}: {func.id}(…) is an alias of a translate function; "
                                "lupdate does not follow aliases")
            elif _is_noop(func):
                for what, arg in zip(("context", "text"), args[:2] if func.id != "QT_TR_NOOP" else args[1:1]):
                    if not _literal(arg):
                        problems.append(f"{where}: {func.id}() {what} is {_describe(arg)}, not a literal string")
            elif _is_translate(func) and len(args) >= 2:
                if _computed(args[1]):
                    problems.append(f"{where}: translate() text is {_describe(args[1])}, built at run time")
                elif _literal(args[1]) and not _literal(args[0]):
                    problems.append(f"{where}: translate() context is {_describe(args[0])}, not a literal string")
            elif isinstance(func, ast.Attribute) and func.attr == "tr" and isinstance(func.value, ast.Name) \
                    and func.value.id == "self":
                if args and _computed(args[0]):
                    problems.append(f"{where}: self.tr() on {_describe(args[0])}, built at run time")
            elif isinstance(func, (ast.Name, ast.Attribute)) and args and _literal(args[0]):
                name = func.id if isinstance(func, ast.Name) else func.attr
                if name in wrappers:
                    problems.append(f"{where}: {ast.unparse(func)}(\"…\") goes through a wrapper; "
                                    "lupdate does not extract it (or files it under the wrong context)")
    return sorted(set(problems), key=_by_place)


def _by_place(problem: str) -> tuple[str, int]:
    file, line, _rest = problem.split(":", 2)
    return file, int(line)


def extraction_problems(messages: list[Message]) -> list[str]:
    return [f"extraction: message without a context: {m.source!r}" for m in messages if not m.context]


# -- modes -----------------------------------------------------------------------------------------------
def update() -> int:
    TS_DIR.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        ts = ts_path(language)
        report = lupdate(ts, language)
        print(report.strip())
        if language == "en":
            unmarked = fill_english_plurals(ts)
            lupdate(ts, language)  # back to lupdate's own layout
            for text in unmarked:
                print(f"en: no (s) marker, translate by hand: {text!r}")
        lrelease(ts, qm_path(language))
        print(f"built {qm_path(language).relative_to(ROOT)}")
    problems = check(quiet=True)
    for problem in problems:
        print(problem)
    return 0


def check(quiet: bool = False) -> list[str]:
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for language in LANGUAGES:
            committed_ts = ts_path(language)
            copy = ts_path(language, folder)
            if committed_ts.exists():
                shutil.copyfile(committed_ts, copy)
            else:
                problems.append(f"{language}: {committed_ts.relative_to(ROOT)} does not exist")
            lupdate(copy, language)
            current = read_ts(copy)
            if language == "es":
                problems += extraction_problems(current)
            committed = read_ts(committed_ts)
            problems += compare(language, committed, current)
            problems += translation_problems(language, current)
            if committed_ts.exists() and copy.read_bytes() != committed_ts.read_bytes() and not any(
                    p.startswith(f"{language}: missing") or p.startswith(f"{language}: vanished") for p in problems):
                problems.append(f"{language}: {committed_ts.name} is not what lupdate writes "
                                "(a translator comment changed?): run tools/update_translations.py")
            if committed_ts.exists():
                built = qm_path(language, folder)
                lrelease(committed_ts, built)
                committed_qm = qm_path(language)
                if not committed_qm.exists():
                    problems.append(f"{language}: {committed_qm.relative_to(ROOT)} does not exist")
                elif not filecmp.cmp(built, committed_qm, shallow=False):
                    problems.append(f"{language}: {committed_qm.relative_to(ROOT)} is stale: "
                                    "run tools/update_translations.py")
    problems += scan_source()
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 on any problem")
    args = parser.parse_args(argv)
    os.chdir(ROOT)
    if not args.check:
        return update()
    problems = check()
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} translation problem(s).", file=sys.stderr)
        return 1
    print("Translations complete and up to date.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
