"""What a layout may know: a frozen `TableView` of the match, and its `LayoutContext`.

The table builds a new view after every change (a move, a change of viewer, a hint, a
setting) and hands it to its layout; a layout never reads the scene, the match or the
engine's state. Everything in a view is what its viewer may see. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
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


@dataclass
class LayoutContext:
    """What a layout is built with: the game's rules object (names, move wording), the
    chosen options, the text renderer and the settings. Never the scene."""

    game: Any
    options: Mapping[str, Any]
    text: Any
    settings: Any

    @property
    def lang(self) -> str:
        """The player's language: the setting, else the system's."""
        return player_language(self.settings)


def view_of_feed(feed: SeatFeed, obs_before, layout, tell, notes=(), humans=(),
                 **fields) -> TableView:
    """The view of a seat's feed, with the words of this screen: the log tells each
    move with `tell(index, seat, move, events, names)`, and `notes` ((moves before it,
    seat, text), such as "takes back") go in among them. `fields` are the view's other
    fields (status, hint, message, focus)."""
    view = TableView(feed.game_id, feed.players, feed.seat, feed.obs, obs_before,
                     feed.names, humans=tuple(humans), current=feed.current,
                     is_over=feed.is_over, history=feed.history, legal=feed.legal,
                     **fields)
    layout.set_view(view)                    # the log's words are told from this view
    log = []
    for index, (seat, move, events) in enumerate(feed.history):
        log += [(who, note) for at, who, note in notes if at == index]
        log.append((seat, tell(index, seat, move, events, feed.names)))
    log += [(who, note) for at, who, note in notes if at >= len(feed.history)]
    return replace(view, log=tuple(log))
