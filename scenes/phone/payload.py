"""What one seat's phone is told: a `state` message built from that seat's knowledge only.

Its sources are `match.observe(seat)`, the match's log as that seat may read it
(`view_of_match`, through `LogEntry.events_for` and `move_for`) and the seat's step tree
(`Match.steps(seat)`); the words come from the game's own layout, the same as the TV's,
told through the seat's eyes. Nothing else of the match is read, so two states that
differ only in other seats' hidden information give byte-identical payloads
(tests/phone/test_phone_secrecy.py).
"""

from __future__ import annotations

import dataclasses
import json

from game import catalog
from game.online.view import json_safe, step_json
from scenes.i18n import game_name, text
from scenes.layouts import layout_for
from scenes.steps import CONFIRM, StepTree
from scenes.view import LayoutContext, view_of_match

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


def hand_cards(game_id: str, obs: dict, seat: int) -> list[str]:
    """The seat's own hidden cards, as card ids, from its observation."""
    if game_id == "animalia":
        return list(obs.get("bonus", ()))
    if game_id == "high_society":
        return [f"money:{value}" for value in obs["hands"][seat]]
    if game_id == "animimix":
        return list(obs["seats"][seat].get("hand") or ())
    if game_id == "origami":
        return list(obs["hands"][seat].get("cards") or ())
    hand = obs.get("hand")
    return [c for c in hand if isinstance(c, str)] if isinstance(hand, (list, tuple)) else []


def page_texts(lang: str) -> dict[str, str]:
    """Every text of the catalogs' [phone] table, in the language (the page's words)."""
    return {key: catalog.text(f"phone.{key}", lang) for key in catalog.keys("phone", lang)}


class Words:
    """The game's layout, used only for words (step labels, the log), in one language."""

    def __init__(self, match, text_renderer, settings, lang: str) -> None:
        self.lang = lang
        seated = dataclasses.replace(settings, lang=lang)
        self.layout = layout_for(LayoutContext(match.game, match.options, text_renderer,
                                               seated), match.players)
        self._told: dict = {}          # (move index, viewer) -> log line (words never change)

    def forget(self) -> None:
        """Forget the log's lines (a move was taken back: its index will be another's)."""
        self._told.clear()

    def view(self, match, seat: int, obs: dict, names: tuple, status: str):
        """The seat's TableView with its log told (the layout then speaks as that seat)."""
        lang = self.lang

        def tell(index, mover, move, events, names) -> str:
            key = (index, seat)
            line = self._told.get(key)
            if line is None:
                line = self._told[key] = text(
                    "log_move", lang, name=names[mover] if mover is not None else "",
                    move=self.layout.log_line(mover, move, events))
            return line

        if len(self._told) > 20_000:
            self._told.clear()
        return view_of_match(match, seat, obs, obs, names, self.layout, tell, status=status)


def status_of(match, seat: int, names: tuple, lang: str) -> str:
    """Whose turn it is, as the seat's phone says it."""
    if match.is_over:
        return text("game_over", lang)
    current = match.current
    if current == seat:
        return text("your_turn", lang, name=names[seat])
    return catalog.text("phone_tv.turn_of", lang, name=names[current])


def state_payload(match, seat: int, tree: StepTree, words: Words, names: tuple,
                  animals: tuple, hint: str = "", message: str = "",
                  texts: dict | None = None) -> dict:
    """The `state` message for `seat` (see docs/phone-protocol.md)."""
    lang = words.lang
    obs = match.observe(seat)
    status = status_of(match, seat, names, lang)
    view = words.view(match, seat, obs, names, status)
    layout = words.layout
    steps = []
    for step, moves in tree.next_steps().items():
        label = (text("aim_confirm", lang) if step == CONFIRM
                 else layout.step_label(view, step, moves))
        steps.append({"step": step_json(match.game, step), "label": label,
                      "card": step_card(step), "kind": str(step[0])})
    chosen = [layout.step_label(view, step, []) for step in tree.chosen]
    prompt = " › ".join([text("choose_move", lang)] + chosen) if steps else ""
    return {
        "type": "state", "seat": seat, "game": match.game.id,
        "game_name": game_name(match.game, lang), "players": match.players,
        "names": list(names), "animals": list(animals),
        "current": match.current, "your_turn": match.current == seat, "over": match.is_over,
        "at": [len(match.moves_json), len(tree.chosen)],
        "status": status,
        "hand": [{"card": card, "label": layout.card_name(card)}
                 for card in hand_cards(match.game.id, obs, seat)],
        "steps": steps,
        "chosen": [step_json(match.game, step) for step in tree.chosen],
        "prompt": prompt,
        "log": [line for _who, line in view.log][-LOG_LINES:],
        "hint": hint, "message": message,
        "obs": json_safe(obs),
        "texts": texts if texts is not None else page_texts(lang),
    }
