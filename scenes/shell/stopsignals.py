"""The signals that end a run as SIGTERM does: saved, exit 0.

`main` alone installs them (`with StopSignals(kiosk) as stops:`), before the App is
built: systemd may stop a kiosk while it starts, and a signal that comes then is handed
to the App once it exists (`attach`). On the way out every handler is given back, so an
App run inside a test, or a second run in the same process, inherits none. No pygame.
"""

from __future__ import annotations

import signal

STOP_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP", "SIGQUIT")   # a kiosk heeds only the first


class StopSignals:
    """The signals that end a run as SIGTERM does (saved, exit 0): SIGTERM, and outside
    kiosk mode SIGINT (Ctrl+C), SIGHUP and SIGQUIT. Installed by `main` alone, before
    the App starts (systemd may stop a kiosk while it starts), and given back to their
    previous handlers on the way out: an App run inside a test changes none."""

    def __init__(self, kiosk: bool) -> None:
        names = STOP_SIGNALS if not kiosk else STOP_SIGNALS[:1]
        self.signals = [getattr(signal, name) for name in names if hasattr(signal, name)]
        self.previous: dict = {}
        self.app = None
        self.pending: int | None = None     # a signal that came before the App was made

    def _stop(self, signum, _frame) -> None:
        if self.app is None:
            self.pending = signum
        else:
            self.app.request_stop(signum)

    def attach(self, app) -> None:
        """Hand the stop requests to `app` (one that came before it, at once)."""
        self.app = app
        if self.pending is not None:
            app.request_stop(self.pending)

    def __enter__(self) -> "StopSignals":
        for number in self.signals:
            self.previous[number] = signal.signal(number, self._stop)
        return self

    def __exit__(self, *_exc) -> None:
        for number, handler in self.previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)
