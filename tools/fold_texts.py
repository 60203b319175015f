"""Fold (English, French) pairs still in game/i18n.py's TEXTS into the catalogs.

A branch written before the catalogs may add `"key": (English, French)` to
`game.i18n.TEXTS`; text() reads such pairs until they are folded. This appends each
pair whose key the catalogs lack to the `[ui]` table (the last table) of
game/catalog/en.toml and fr.toml, and leaves keys the catalogs already have alone:

    python tools/fold_texts.py            # prints the keys it added
    python tools/fold_texts.py --check    # exit 1 if some pair is not folded yet

Then delete the folded entries from TEXTS (the tool does not edit Python).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import catalog  # noqa: E402
from game.data import load_toml  # noqa: E402

PAIR_LANGS = ("en", "fr")          # the order of the pairs in TEXTS
BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def _line(key: str, value: str) -> str:
    name = key if BARE_KEY.fullmatch(key) else json.dumps(key, ensure_ascii=False)
    return f"{name} = {json.dumps(value, ensure_ascii=False)}\n"


def fold(pairs: dict, folder: str | Path = catalog.HERE) -> list[str]:
    """Append the pairs missing from `[ui]` to each catalog; returns the keys added."""
    folder = Path(folder)
    files = {lang: folder / f"{lang}.toml" for lang in PAIR_LANGS}
    have = {lang: load_toml(path).get("ui", {}) for lang, path in files.items()}
    added = [key for key in pairs if not all(key in have[lang] for lang in PAIR_LANGS)]
    for index, lang in enumerate(PAIR_LANGS):
        text = files[lang].read_text(encoding="utf-8")
        last_table = re.findall(r"^\[([^\]]+)\]", text, re.M)[-1]
        if last_table != "ui":
            raise SystemExit(f"{files[lang]}: [ui] must be the last table, not [{last_table}]")
        if not text.endswith("\n"):
            text += "\n"
        text += "".join(_line(key, pairs[key][index]) for key in added
                        if key not in have[lang])
        files[lang].write_text(text, encoding="utf-8")
        load_toml(files[lang])        # still valid TOML, or a clear error naming the file
    return added


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report unfolded keys")
    args = parser.parse_args(argv)
    from game.i18n import TEXTS
    if args.check:
        missing = [key for key in TEXTS if not catalog.has(f"ui.{key}", "en")]
        print("\n".join(missing) or "every pair is folded")
        return 1 if missing else 0
    added = fold(TEXTS)
    print("\n".join(added) or "nothing to fold")
    return 0


if __name__ == "__main__":
    sys.exit(main())
