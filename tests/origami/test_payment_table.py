"""The shipped payment table (game/origami/payment_table.txt) is the code's answer."""

from __future__ import annotations

import pytest

from game.origami import payment
from tools.payment_table import table_text


@pytest.fixture
def emptied_tables():
    """PLAYABLE and PICKS emptied for the test, then given back their entries (the
    turn code holds these very dicts)."""
    saved = [(table, dict(table)) for table in (payment.PLAYABLE, payment.PICKS)]
    for table, _ in saved:
        table.clear()
    yield
    for table, entries in saved:
        table.clear()
        table.update(entries)


def test_the_shipped_table_is_the_codes_answer_for_every_hand_of_up_to_8_cards():
    """Every count found afresh: the file is exactly what tools/payment_table.py
    writes (run it after a change to the payment rules or the cards)."""
    text = payment.TABLE_FILE.read_text(encoding="ascii")
    assert text == table_text()
    assert len(text.splitlines()) == len(payment.table_counts()) == 495


def test_the_loaded_answers_are_the_ones_found_as_met(emptied_tables):
    payment._load_table()
    assert len(payment.PLAYABLE) == 495 * len(payment.DISCOUNTS)
    assert len(payment.PICKS) == 495 * len(payment.TOTALS)
    playable = {key: payment.PLAYABLE[key] for key in list(payment.PLAYABLE)[::7]}
    picks = {key: payment.PICKS[key] for key in list(payment.PICKS)[::31]}
    payment.PLAYABLE.clear()
    payment.PICKS.clear()
    assert {key: payment.playable_ids(key) for key in playable} == playable
    assert {key: payment.pick_ids(key) for key in picks} == picks


def test_a_missing_or_damaged_table_is_not_read(emptied_tables, tmp_path, monkeypatch):
    good = payment.TABLE_FILE.read_text(encoding="ascii")
    out_of_range = good.replace("0 0", f"0 {1 << 60}", 1)    # kinds no card has
    for name, text in (("missing", None), ("cut", good[:-9]), ("junk", "\x00" * 9),
                       ("word", good.replace("0", "x", 1)), ("range", out_of_range),
                       ("negative", good.replace("0 0", "0 -1", 1))):
        path = tmp_path / name
        if text is not None:
            path.write_text(text, encoding="latin-1")
        monkeypatch.setattr(payment, "TABLE_FILE", path)
        payment._load_table()
        assert not payment.PLAYABLE and not payment.PICKS, name
    hand = ["cat", "sheep", "raccoon", "pig"]
    assert payment.playable(hand) == sorted(
        card for card in set(hand) if payment.payable(hand, card, payment.COST[card]))
