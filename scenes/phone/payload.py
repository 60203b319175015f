"""What one seat's phone is told: a `state` message, the serialisation of the seat's feed.

Its one source is the seat's `SeatFeed` (game/match/feed.py: the observation, the log as
the seat may read it, its legal moves) and the step tree built from those moves; the
words come from the game's own layout, the same as the TV's, told through the seat's
eyes. Nothing of the match is read here, so two matches that differ only in other seats'
hidden information give byte-identical payloads (tests/match/test_feed_secrecy.py).
"""

from __future__ import annotations

import json

from game import catalog
from game.i18n import game_name, text
from scenes.table.layouts import layout_for
from game.match.steps import CONFIRM, StepTree
from game.match.feed import SeatFeed
from game.online.view import step_json
from scenes.table.view import LayoutContext, Prefs, view_of_feed

LOG_LINES = 40                  # the last lines of the log a phone gets
CARD_STEPS = ("hand", "line", "owned", "card")


def dumps(message: dict) -> str:
    """A message as the socket sends it (keys sorted: equal messages are equal bytes)."""
    return json.dumps(message, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def step_card(step: tuple) -> str | None:
    """The card a step names, if it names one (an id the card images know)."""
    if len(step) < 2:
        return None
    kind, what = step[0], step[1]
    if kind in CARD_STEPS and isinstance(what, str):
        return what
    if kind == "money":
        return f"money:{what}"
    if kind == "move":
        card = getattr(what, "card", None)
        return card if isinstance(card, str) else None
    return None


def page_texts(lang: str) -> dict[str, str]:
    """Every text of the catalogs' [phone] table, in the language (the page's words)."""
    return {key: catalog.text(f"phone.{key}", lang) for key in catalog.keys("phone", lang)}


class Words:
    """The game's layout, used only for words (step labels, the log), in one language."""

    def __init__(self, match, text_renderer, settings, lang: str) -> None:
        self.lang = lang
        self.layout = layout_for(LayoutContext(match.game, match.options, text_renderer,
                                               Prefs.of(settings, lang)), match.players)
        self._told: dict = {}          # (move index, viewer) -> log line (words never change)

    def forget(self) -> None:
        """Forget the log's lines (a move was taken back: its index will be another's)."""
        self._told.clear()

    def view(self, feed: SeatFeed, status: str):
        """The seat's TableView with its log told."""
        lang, seat = self.lang, feed.seat

        def tell(index, mover, names, words) -> str:
            key = (index, seat)
            line = self._told.get(key)
            if line is None:
                line = self._told[key] = text(
                    "log_move", lang, name=names[mover] if mover is not None else "",
                    move=words())
            return line

        if len(self._told) > 20_000:
            self._told.clear()
        return view_of_feed(feed, feed.obs, self.layout, tell, status=status)


def status_of(feed: SeatFeed, lang: str) -> str:
    """Whose turn it is, as the seat's phone says it."""
    if feed.is_over:
        return text("game_over", lang)
    current, names = feed.current, feed.names
    if current == feed.seat:
        return text("your_turn", lang, name=names[current])
    return catalog.text("phone_tv.turn_of", lang, name=names[current])


def state_payload(feed: SeatFeed, tree: StepTree, words: Words, animals: tuple,
                  hint: str = "", message: str = "", texts: dict | None = None) -> dict:
    """The `state` message for the feed's seat (see docs/phone-protocol.md); `tree` is
    the step tree of the feed's legal moves."""
    lang, seat, obs, game = words.lang, feed.seat, feed.obs, words.layout.ctx.game
    status = status_of(feed, lang)
    view = words.view(feed, status)
    layout = words.layout
    steps = []
    for step, moves in tree.next_steps().items():
        label = (text("aim_confirm", lang) if step == CONFIRM
                 else layout.step_label(view, step, moves))
        steps.append({"step": step_json(game, step), "label": label,
                      "card": step_card(step), "kind": str(step[0])})
    chosen = [layout.step_label(view, step, []) for step in tree.chosen]
    prompt = " › ".join([text("choose_move", lang)] + chosen) if steps else ""
    return {
        "type": "state", "seat": seat, "game": game.id,
        "game_name": game_name(game, lang), "players": feed.players,
        "names": list(feed.names), "animals": list(animals),
        "current": feed.current, "your_turn": feed.my_turn, "over": feed.is_over,
        "move_number": feed.move_number, "status": status,
        "hand": [{"card": card, "label": layout.card_name(card)}
                 for card in layout.hand_cards(obs, seat)],
        "steps": steps,
        "chosen": [step_json(game, step) for step in tree.chosen],
        "prompt": prompt,
        "log": [line for _who, line in view.log][-LOG_LINES:],
        "hint": hint, "message": message,
        "obs": obs,
        "texts": texts if texts is not None else page_texts(lang),
    }
