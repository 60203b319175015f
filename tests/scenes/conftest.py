"""The screens' tests, by role like scenes/ (shell, table, menus; flat ones here): their
shared helpers (scene_helpers, helpers, table_positions) live in this folder."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
for folder in (HERE, *(p for p in HERE.iterdir() if p.is_dir() and p.name != "__pycache__")):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
