"""The Animalia Game object: metadata, options and the move codec (see the package's docstring)."""

from __future__ import annotations

from game.animalia import moves as _moves
from game.animalia.cards import card_table
from game.animalia.positions import score_position as _score_position
from game.animalia.state import AnimaliaState, new_state
from game.core import Game, Option, first_player_option


# Every rule that is ours, not the book's, with the option that switches it; the text of
# each is the catalogs' `house.animalia.<id>`.
HOUSE_RULES = (
    {"id": "owl_elegance", "option": "owl_elegance"},
    {"id": "power_uses", "option": "power_uses"},
    {"id": "spy", "option": "spy"},
    {"id": "two_player_elegance", "option": "two_player_elegance"},
    {"id": "first_player", "option": "first_player"},
    {"id": "deck_out", "option": None},
    {"id": "short_bonus", "option": None},
    {"id": "medals", "option": None},
    {"id": "forced", "option": None},
    {"id": "last_player", "option": None},
)


class AnimaliaGame(Game):
    """Animalia for 2 to 6 players (two collections each at two players)."""

    id = "animalia"
    name = "Animalia"
    min_players = 2
    max_players = 6
    OPTIONS = (
        Option("spy", ("reorder", "peek"), "reorder", house=True),
        Option("power_uses", ("once_per_take", "per_card"), "once_per_take", house=True),
        Option("two_player_elegance", ("per_collection", "per_player"), "per_collection",
               house=True),
        Option("owl_elegance", (0, 1, 2, 3), 0, house=True),
        first_player_option(6),
    )
    MOVE_TYPES = _moves.MOVE_TYPES

    def _new_state(self, players: int, seed: int, options: dict) -> AnimaliaState:
        return new_state(players, seed, options)

    def cards(self) -> list[dict]:
        """The 36 cards: id, names, count, family, member, stars, power."""
        return card_table()

    def score_position(self, data) -> dict:
        """Score an end-of-game or a phase-3 medals position (see positions.py)."""
        return _score_position(data)

    def export_position(self, state: AnimaliaState) -> dict:
        """The end-of-game position file of a state: each seat's medals."""
        from game.animalia.cards import FAMILIES

        return {"game": self.id, "players": [
            {"medals": {FAMILIES[f]: n for f, n in enumerate(m) if n}} for m in state.medals]}

    def export_medals_position(self, state: AnimaliaState) -> dict:
        """The phase-3 position file of the collection whose medals are being chosen."""
        from game.animalia.cards import CARD_IDS

        coll = state.mcoll
        return {"game": self.id, "phase": "medals",
                "collection": [CARD_IDS[c] for c in state.colls[coll]],
                "bonus": sorted(CARD_IDS[c] for c in state.bonus[state.owner(coll)])}

    def describe_move(self, move, lang: str = "en") -> str:
        """A short player-facing text for a move, in "en" or "fr"."""
        return _moves.describe(move, lang)

    def house_rules(self) -> tuple:
        """The house rules (id, and the option that switches each; the words are the
        catalogs' `house.animalia.<id>`)."""
        return HOUSE_RULES

    def setup(self, data) -> AnimaliaState:
        """A state built from a compact setup dict (scenario tests, tutorials)."""
        from game.animalia.positions import setup_state

        return setup_state(self, data)


GAME = AnimaliaGame()
AnimaliaState.game = GAME
