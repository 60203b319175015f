"""The kiosk tests use the scene helpers of tests/scenes."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "scenes"))
