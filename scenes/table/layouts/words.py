"""What a layout says: the catalogs' words for events and moves, and the log's line of
each move, as the viewer of a view may know it.

`Words` is a part of every layout (`scenes.table.layouts.base.Layout`): it speaks the
language of the layout's context (`ctx.lang`), names seats as the view it is handed
does, and tells a move's hidden parts only to whom the viewed events tell them.
"""

from __future__ import annotations

from game import catalog
from scenes.table.view import TableView


class EventTexts(frozenset):
    """The event keys a layout has words for, read from the catalogs' `[layout.<id>]`."""

    section: str = ""


def event_texts(name: str) -> EventTexts:
    """The keys of the catalogs' `[layout.<name>]` table (the words are looked up
    in the player's language when shown, by Layout.lines)."""
    keys = EventTexts(catalog.keys(f"layout.{name}", catalog.default_language(())))
    keys.section = f"layout.{name}"
    return keys


COMMON_TEXTS = event_texts("common")
QUIET_TEXTS = event_texts("quiet")      # bookkeeping events: words for the log, never a toast
NOT_AN_ACT = frozenset({"cards_dealt", "game_over"})    # told without a seat's name


class Words:
    """Events, moves and cards in words, in the layout's language."""

    # Event kinds the log never words: bookkeeping that another event of the same move
    # says, or that nobody sees change. The log tells every other event of a move after
    # the mover's own words (tests/scenes/table/test_log_outcomes.py plays each game to check
    # that every kind an engine emits has words or is listed here).
    LOG_QUIET: frozenset = frozenset({"turn_started"})
    def has_text(self, kind: str) -> bool:
        """Whether this layout has words for an event kind (others are bookkeeping)."""
        return kind in COMMON_TEXTS or kind in getattr(self, "EVENT_TEXTS", frozenset())

    def describe(self, move, view: TableView | None = None) -> str:
        """A move in the player's language (a game whose moves name a seat names it as
        the `view` does, when given)."""
        return self.ctx.game.describe_move(move, self.ctx.lang)

    def label(self, move, view: TableView | None = None) -> str:
        """A move as the picker lists it (by default as the log tells it)."""
        return self.describe(move, view)

    def public_move(self, move, made_events: bool) -> bool:
        """Whether another seat's move may be shown to the viewer: the game's own rule
        of secrecy (`game.<id>.steps.public_move`)."""
        return self._public_move(move, made_events)

    def log_move(self, view: TableView, move) -> str:
        """A move the log tells by itself (it made no event the mover has words for)."""
        return self.describe(move, view)

    def log_line(self, view: TableView, seat: int | None, move, events: list) -> str:
        """A past move as the log tells it, worded the same whoever made it.

        The mover's first event with words, as the viewer sees it: a card hidden face
        down is named to its owner only. A move without such an event (Origami's "Done")
        is the move itself (`log_move`) to its mover and where the move is public (see
        `public_move`), else the first event with words, so that nothing hidden is told
        by the move (a secret step with no event is "makes a secret choice"). Then
        what the move led to (`outcomes`): an automatic payment, a power's effect, an
        auction won and its price, medals.
        """
        viewer = view.viewer
        mine = [e for e in events if e.seat == seat and self.has_text(e.kind)]
        if mine:
            line, first = self.event_text(view, mine[0].view(viewer), with_name=False), mine[0]
        elif move is not None and (seat == viewer or self.public_move(move, bool(events))):
            line, first = self.log_move(view, move), None
        elif not events:
            line, first = self.lines("secret_step"), None
        else:
            told = [e for e in events if self.has_text(e.kind)]
            if told:
                line, first = self.event_text(view, told[0].view(viewer),
                                              with_name=False), told[0]
            else:           # only bookkeeping: the next seat's turn begins
                line, first = self.lines("turn_ended"), None
        return self.then(line, self.outcomes(view, seat, [e for e in events if e is not first]))

    def then(self, line: str, outcomes: list[str]) -> str:
        """A move's words followed by what it led to ("passes; Player 2 wins ..."; French
        typography puts a space before the semicolon: the catalogs' `then`)."""
        return self.lines("then").join([line] + outcomes)

    def outcomes(self, view: TableView, seat: int | None, events: list) -> list[str]:
        """What a move led to, in words, as the viewer may see it: every event with
        words but the bookkeeping (LOG_QUIET). The mover's name is not said again
        until something else is told ("pays with the Crab; places the Fly", then
        "Player 2 draws a card"); the same words twice in a row are said once."""
        said, named = [], False
        for event in events:
            if event.kind in self.LOG_QUIET or not self.has_text(event.kind):
                continue
            named = named or event.seat != seat
            words = self.event_text(view, event.view(view.viewer), with_name=named)
            if words and words not in said[-1:]:
                said.append(words)
        return said

    def event_text(self, view: TableView, event, with_name: bool = True) -> str:
        """A short line for an already viewed event (per-game layouts say more): the
        seat's name first ("Player 2 : passe" in French typography), unless the event
        is no seat's act (the deal is not the last seat dealt's doing)."""
        words = self.lines(event.kind)
        if event.seat is None or not with_name or event.kind in NOT_AN_ACT:
            return words
        return catalog.text("ui.log_move", self.ctx.lang, name=view.name(event.seat),
                            move=words)

    def card_name(self, card_id: str) -> str:
        """A card's name in the player's language (from the art module's labels)."""
        try:
            from sprites.labels import card_info
            return card_info(self.ctx.game.id, card_id).name(self.ctx.lang)
        except Exception:  # noqa: BLE001 - unknown id or no art module: show the id
            return card_id

    def lines(self, key: str, **params) -> str:
        """A layout text from its catalog table (EVENT_TEXTS), else a common one."""
        own = getattr(self, "EVENT_TEXTS", COMMON_TEXTS)
        for section in (own.section, COMMON_TEXTS.section, QUIET_TEXTS.section):
            found = catalog.lookup(f"{section}.{key}", self.ctx.lang, **params)
            if found is not None:
                return found
        return key.replace("_", " ")
