"""The longest spoken sentence of each catalogue (HTML pages left out: read, not spoken),
beside English's, and how many entries run over 1.5 × their English (the check allows up
to 1.5 × + 30 characters).

    python bench/sentence_lengths.py
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

from update_translations import read_ts, ts_path  # noqa: E402

from klondike_qt.languages import LANGUAGES  # noqa: E402

_FORMS = re.compile(r"\|(?=[A-Za-z]+:)")


def main() -> int:
    messages = read_ts(ts_path("es"))
    spoken = [m for m in messages if "<" not in m.source]
    english = max((m.source for m in spoken), key=len)
    print(f"{len(spoken)} spoken templates; English longest {len(english)} characters")
    print(f"{'language':10} {'longest':>8} {'× English':>10} {'over 1.5×':>10}  start of the longest")
    for code in LANGUAGES:
        if code == "en":
            continue
        pairs = [(m.source, _FORMS.split(form)[0]) for m in read_ts(ts_path(code)) if "<" not in m.source
                 for form in m.forms]
        longest = max(pairs, key=lambda p: len(p[1]))
        over = sum(1 for source, text in pairs if len(text) > 1.5 * len(source))
        print(f"{code:10} {len(longest[1]):8} {len(longest[1]) / len(longest[0]):10.2f} {over:10}  "
              f"{longest[1][:60]}…")
    return 0


if __name__ == "__main__":
    sys.exit(main())
