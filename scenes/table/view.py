"""What a layout may know: a frozen `TableView` of the match, and its `LayoutContext`.

The table builds a new view after every change (a move, a change of viewer, a hint, a
setting) and hands it to every layout method that draws or words something; a layout
keeps no view of its own and never reads the scene, the match, the engine's state or
the live settings: the settings it draws with are the context's `Prefs`, read once (a
changed setting makes a new context, and the table a new layout). Everything in a view
is what its viewer may see. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Mapping

from game.match.feed import SeatFeed
from game.i18n import player_language


@dataclass(frozen=True)
class TableView:
    """The table as one seat (or a spectator, viewer None) may see it now."""

    game_id: str
    players: int
    viewer: int | None
    obs: Mapping[str, Any]
    obs_before: Mapping[str, Any]
    names: tuple[str, ...]                # one display name per seat, used everywhere
    humans: tuple[int, ...] = ()          # the seats played by people at this screen
    current: int | None = None            # whose turn it is (None once it is over)
    is_over: bool = False
    status: str = ""                      # whose turn it is, in words
    history: tuple = ()                   # every move: (seat, move or None, viewed events)
    log: tuple[str, ...] = ()             # the log's lines this viewer may read, oldest first
    hint: str = ""
    message: str = ""                     # a refusal or a failure to tell the player
    legal: tuple = ()                     # the viewer's legal moves (empty off turn)
    focus: Any = None                     # the key of the focused choice, if any
    extra: Mapping[str, Any] = field(default_factory=dict)

    def name(self, seat: int | None) -> str:
        """A seat's display name ("" for None)."""
        return "" if seat is None else self.names[seat]

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom of the table: the viewer, or seat 0 for a
        spectator."""
        return self.viewer if self.viewer is not None else 0


@dataclass(frozen=True)
class Prefs:
    """The player's settings a layout draws with, read once from the settings."""

    lang: str = "en"
    colorblind: bool = False
    medals_shown: bool = False     # Animalia: others' medals face up
    anim_speed: float = 1.0        # 0: every animation ends at once
    text_scale: float = 1.0

    @classmethod
    def of(cls, settings, lang: str = "") -> "Prefs":
        """The layout's share of `settings` (in `lang` if given, else the player's)."""
        return cls(lang or player_language(settings), settings.colorblind,
                   settings.medals_shown, settings.anim_speed, settings.text_scale)


@dataclass(frozen=True)
class LayoutContext:
    """What a layout is built with: the game's rules object (names, move wording), the
    chosen options, the text renderer and the player's `Prefs`. Never the scene."""

    game: Any
    options: Mapping[str, Any]
    text: Any
    prefs: Prefs

    @property
    def lang(self) -> str:
        """The language the layout speaks."""
        return self.prefs.lang


def view_of_feed(feed: SeatFeed, obs_before, layout, tell, notes=(), humans=(),
                 **fields) -> TableView:
    """The view of a seat's feed, with the words of this screen.

    The log is told first, from the feed: the layout words each move from the view
    without its log (`layout.log_line`), and `tell(index, seat, names, words)` makes
    the line of it, `words()` giving the layout's words (a screen keeps the lines it
    told: `words` is called only for a line it has not). `notes` ((moves before it,
    seat, text), such as "takes back") go in among them. `fields` are the view's
    other fields (status, hint, message, focus).
    """
    told = TableView(feed.game_id, feed.players, feed.seat, feed.obs, obs_before,
                     feed.names, humans=tuple(humans), current=feed.current,
                     is_over=feed.is_over, history=feed.history, legal=feed.legal,
                     **fields)
    log = []
    for index, (seat, move, events) in enumerate(feed.history):
        log += [(who, note) for at, who, note in notes if at == index]
        log.append((seat, tell(index, seat, feed.names, partial(
            layout.log_line, told, seat, move, events))))
    log += [(who, note) for at, who, note in notes if at >= len(feed.history)]
    return replace(told, log=tuple(log))
