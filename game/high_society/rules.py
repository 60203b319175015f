"""The High Society / Animalement Vôtre Game object: metadata, options, card list,
move descriptions and position files."""

from __future__ import annotations

from typing import Mapping

from game import catalog
from game.core import Game, Option, OptionError, PositionError, first_player_option
from game.high_society.cards import CARDS, DEFAULT_SKIN, SKINS
from game.high_society.moves import MOVE_TYPES
from game.high_society.scoring import parse_position, score_cards
from game.high_society.state import HAND_VALUES, HighSocietyState

OPTIONS = (
    Option("skin", SKINS, DEFAULT_SKIN),
    Option("money_ledger", ("shown", "hidden"), "shown", house=True),
    Option("all_tied_poorest", ("none_out", "all_out"), "none_out", house=True),
    first_player_option(5),
)

POSSESSION_IDS = frozenset(e.id for e in CARDS.kinds if e.kind == "possession")


class HighSocietyGame(Game):
    """High Society (Knizia), also published as Animalement Vôtre."""

    id = "high_society"
    name = "High Society / Animalement Vôtre"
    min_players = 3
    max_players = 5
    OPTIONS = OPTIONS
    MOVE_TYPES = MOVE_TYPES

    def _new_state(self, players: int, seed: int, options: dict) -> HighSocietyState:
        return HighSocietyState(players, seed, options)

    def cards(self) -> list[dict]:
        """One entry per distinct status card, then one per money value."""
        out = []
        for entry in CARDS.kinds:
            out.append({
                "id": entry.id,
                **catalog.columns("name", lambda lang, e=entry: " / ".join(
                    dict.fromkeys(catalog.pick(e.texts[DEFAULT_SKIN], lang)))),
                "count": entry.count,
                "kind": entry.kind, "value": entry.value, "red": entry.red,
                "negative": entry.kind in ("scandal", "debt", "theft"),
                "skins": {skin: {**catalog.columns("names", lambda lang, e=entry, k=skin:
                                                   list(catalog.pick(e.texts[k], lang))),
                                 "source": names[2]}
                          for skin, names in entry.names.items()}})
        for value in CARDS.money:
            out.append({"id": f"money:{value}",
                        **catalog.columns("name", lambda lang, v=value: catalog.text(
                            "card.high_society.money", lang, value=v)),
                        "count": 1, "per_player": True, "kind": "money", "value": value})
        return out

    def card_name(self, card_id: str, copy: int = 0, skin: str = DEFAULT_SKIN,
                  lang: str = "en") -> str:
        """The display name of a status card (id and copy) in a skin and language."""
        try:
            return CARDS.name(CARDS.physical(card_id, copy), skin, lang)
        except KeyError:
            raise PositionError(f"unknown card {card_id!r} copy {copy}") from None

    def describe_move(self, move, lang: str = "en", skin: str = DEFAULT_SKIN) -> str:
        """A short player-facing text for a move, in the language (catalog `[move.high_society]`)."""
        def say(key: str, **params) -> str:
            return catalog.text(f"move.high_society.{key}", lang, **params)

        tag = getattr(move, "TAG", None)
        if tag == "pass":
            return say("pass")
        if tag == "add":
            return say("add", value=move.value)
        if tag == "stand":
            return say("stand")
        if tag == "discard" and move.card in POSSESSION_IDS:
            return say("discard", name=self.card_name(move.card, 0, skin, lang), card=move.card)
        return str(move)

    def score_position(self, data: Mapping) -> dict:
        """Score a position file: scores, winners, out (poorest) and money_left."""
        money, cards = parse_position(data)
        options = data.get("options", {})
        if not isinstance(options, Mapping):
            raise PositionError("options: must be an object")
        try:
            options = self.resolve_options(options)
        except OptionError as exc:
            raise PositionError(f"options: {exc}") from None
        return score_cards(money, cards, options["all_tied_poorest"] == "all_out")

    def export_position(self, state: HighSocietyState) -> dict:
        """The position file of a state: money in hand and cards owned per seat."""
        players = []
        for seat in range(state.players):
            hand = state.hands[seat] | state.bids[seat]
            players.append({"money": list(HAND_VALUES[hand]),
                            "cards": [CARDS.card_id[c] for c in state.owned[seat]]})
        position = {"game": self.id, "players": players}
        if state.options["all_tied_poorest"] != "none_out":
            position["options"] = {"all_tied_poorest": state.options["all_tied_poorest"]}
        return position


GAME = HighSocietyGame()
HighSocietyState.game = GAME
