"""The kiosk tests use the scene helpers of tests/scenes; `slow` tests run only when
asked for (`pytest -m slow` or RUN_SLOW=1), so the default run stays fast. `logged`
gives a test the kiosk log's messages."""

import logging
import os
import sys
from pathlib import Path

import pytest

from game.records.kioskconfig import log as kiosk_log

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "scenes"))


def pytest_collection_modifyitems(config, items):
    """Skip `slow` tests of this folder unless -m names them or RUN_SLOW is set."""
    if os.environ.get("RUN_SLOW") or "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow or RUN_SLOW=1")
    for item in items:
        if "slow" in item.keywords and str(HERE) in str(item.fspath):
            item.add_marker(skip)


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
