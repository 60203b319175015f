"""Write game/animalia/medal_table.txt: the medal choices of the common collection
shapes, solved afresh (see game/animalia/medal_table.py).

    python tools/medal_table.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.animalia.medal_table import TABLE_FILE, checksum, line, shapes  # noqa: E402
from game.animalia.scoring import solve_exact  # noqa: E402


def table_text() -> str:
    """The file's text, every shape solved afresh, under its checksum line."""
    body = "".join(line(coll, bonus, solve_exact(coll, bonus)) + "\n"
                   for coll, bonus in shapes())
    return checksum(body) + "\n" + body


def main() -> int:
    TABLE_FILE.write_text(table_text(), encoding="ascii")
    print(f"{TABLE_FILE}: {len(shapes())} shapes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
