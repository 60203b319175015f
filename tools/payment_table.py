"""Write game/origami/payment_table.txt: the payment answers (which cards a hand can
play, which can start a payment) of every hand of up to 8 cards, found afresh (see
game/origami/payment.py).

    python tools/payment_table.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.origami.payment import TABLE_FILE, table_counts, table_line  # noqa: E402


def table_text() -> str:
    """The file's text: a line a count, every answer found afresh."""
    return "".join(" ".join(map(str, table_line(count))) + "\n" for count in table_counts())


def main() -> int:
    text = table_text()
    TABLE_FILE.write_text(text, encoding="ascii")
    print(f"{TABLE_FILE}: {len(text.splitlines())} hand counts, {len(text)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
