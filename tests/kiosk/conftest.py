"""The kiosk tests use the scene helpers of tests/scenes; their `slow` tests run only
when asked for (`pytest -m slow` or RUN_SLOW=1: tests/conftest.py), so the default run
stays fast. `logged` gives a test the kiosk log's messages."""

import logging
import sys
from pathlib import Path

import pytest

from game.records.kioskconfig import log as kiosk_log

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "scenes"))


@pytest.fixture
def logged():
    """The kiosk log's messages during the test (whatever handlers it has)."""
    lines: list[str] = []
    handler = logging.Handler()
    handler.emit = lambda record: lines.append(record.getMessage())
    kiosk_log.addHandler(handler)
    level = kiosk_log.level
    kiosk_log.setLevel(logging.INFO)
    yield lines
    kiosk_log.removeHandler(handler)
    kiosk_log.setLevel(level)
