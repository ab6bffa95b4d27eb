"""Print what a translation lacks, as YAML stubs to fill in and paste into its file.

    python tools/missing_translations.py            # Spanish: interface strings, King's Forge,
                                                    # Forge War's rules pages
    python tools/missing_translations.py --all      # also Forge War and Warparty data text
    python tools/missing_translations.py --lang xx  # another language

Each stub holds the English text as its value (to be replaced by the translation); entries the
file holds that nothing uses any more are listed at the end as comments. Exit status 1 when an
interface string, a King's Forge text or a Forge War rules page is missing.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forgegames.core import translations  # noqa: E402
from forgegames.core.i18n import LANGUAGES  # noqa: E402


def stubs(keys: list[str], english: dict[str, str]) -> str:
    """One ``"key": "English"`` line per key (JSON quoting, which YAML reads as it is)."""
    quoted = (json.dumps(k, ensure_ascii=False) for k in keys)
    return "".join(
        f"{q}: {json.dumps(english.get(k, k), ensure_ascii=False)}\n"
        for q, k in zip(quoted, keys, strict=True)
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", default="es", choices=sorted(set(LANGUAGES) - {"en"}))
    parser.add_argument("--all", action="store_true", help="also the data text allowed English")
    args = parser.parse_args(argv)
    found = translations.report(args.lang)
    english = translations.data_keys()
    sections = [
        ("interface strings", found.interface),
        ("King's Forge data and Forge War rules pages", found.full_data),
    ]
    if args.all:
        sections.append(("other data text (may stay English)", found.other_data))
    for heading, keys in sections:
        if keys:
            print(f"# {len(keys)} missing {heading}")
            print(stubs(keys, english), end="")
    for call in translations.scan().unknown:
        print(f"# translated from a value (mark its words with N_): {call}")
    for key in found.stale:
        print(f"# stale (no code uses it): {key!r}")
    for key in found.placeholders:
        print(f"# placeholders differ from the English text: {key!r}")
    return 1 if found.interface or found.full_data else 0


if __name__ == "__main__":
    sys.exit(main())
