"""The kiosk's log file handler, apart from `game.records.kiosk`: only a kiosk opens its
log, and `logging.handlers` costs every other start-up 6-8 ms to import."""

from __future__ import annotations

import logging
import logging.handlers
import sys

from game.core import error_line


class QuietLogFile(logging.handlers.RotatingFileHandler):
    """The kiosk's log file. A line it cannot write (a full disk) is dropped and counted
    in `dropped`, with one warning on stderr, instead of Python's "--- Logging error
    ---" and a traceback for every line."""

    dropped = 0

    def handleError(self, record: logging.LogRecord | None) -> None:
        self.dropped += 1
        if self.dropped == 1:
            print(error_line(f"menagerie: warning: cannot write the kiosk log "
                             f"{self.baseFilename}: its lines are dropped while it cannot"),
                  file=sys.stderr)

    def close(self) -> None:
        try:
            super().close()
        except OSError:              # the last buffered lines, on the same full disk
            self.handleError(None)
