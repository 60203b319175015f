"""Animalia (Braff, Cathala, Pauchon): the rules engine, game id "animalia".

Rules: rulebooks/animalia.fr.txt and section 1 of RULINGS.md. The state lives in
state.py (phase 1 and powers), seasons.py (phases 2-3, seasons), view.py (hidden
information), scoring.py (medals, elegance, final points), positions.py (position
files). House decisions of this engine beyond RULINGS.md:
- a single legal move is played by the engine (forced passes and takes, the last
  player's one-by-one takes, a collection with one medal choice), marked "forced";
- the last incomplete player's one-by-one takes are normal takes (powers may fire);
- a returned lot the dealer must take may go into any of his collections that can
  hold it (two players);
- the medal choice keeps or spends bonus cards: options are the hauls not beaten
  by another haul that uses no more bonus cards (family by family);
- bonus cards are dealt in ranking order, ties from the dealer's left; medals are
  chosen collection by collection from the dealer's left;
- after a spy reorders, the other seats forget what they knew of those cards;
- RULINGS' returned 3-card lot the dealer cannot hold cannot happen (a returned lot
  that completes a collection is taken first); the rule is implemented all the same.
Options (house rules that change play): owl_elegance, power_uses, spy,
two_player_elegance, first_player (the first dealer: the book lets the players choose;
seat 0 by default, or "drawn" from the deal number); HOUSE_RULES lists every house rule
for the rules screen.
"""

from __future__ import annotations

from game.animalia import moves as _moves
from game.animalia.cards import card_table
from game.animalia.positions import score_position as _score_position
from game.animalia.state import AnimaliaState, new_state
from game.core import Game, Option, first_player_option


# Shown by the in-game rules screen: every rule that is ours, not the book's.
HOUSE_RULES = (
    {"id": "owl_elegance", "option": "owl_elegance",
     "en": "The owl is worth 0 elegance points.",
     "fr": "La chouette vaut 0 point d'élégance."},
    {"id": "power_uses", "option": "power_uses",
     "en": "Each power works at most once per take; if several fire, the taker picks the "
           "order.",
     "fr": "Chaque pouvoir agit au plus une fois par prise ; s'il y en a plusieurs, celui "
           "qui prend choisit l'ordre."},
    {"id": "spy", "option": "spy",
     "en": "The spy looks at the top 3 cards of the deck and puts them back in any order.",
     "fr": "L'espion regarde les 3 premières cartes de la pioche et les remet dans l'ordre "
           "de son choix."},
    {"id": "two_player_elegance", "option": "two_player_elegance",
     "en": "With two players, each collection competes for elegance on its own.",
     "fr": "À deux joueurs, chaque collection concourt seule pour l'élégance."},
    {"id": "first_player", "option": "first_player",
     "en": "The players choose the first dealer: seat 1 unless the deal number draws him.",
     "fr": "Les joueurs désignent le premier donneur : la place 1, sauf si le numéro de "
           "donne le tire au sort."},
    {"id": "deck_out", "option": None,
     "en": "If the deck runs out in phase 1, the phase ends and collections score as they "
           "stand.",
     "fr": "Si la pioche s'épuise en phase 1, la phase s'arrête et les collections sont "
           "comptées telles quelles."},
    {"id": "short_bonus", "option": None,
     "en": "If the deck is short for bonus cards, they are dealt in ranking order while "
           "cards last.",
     "fr": "Si la pioche manque de cartes-bonus, on les distribue dans l'ordre du classement "
           "tant qu'il en reste."},
    {"id": "medals", "option": None,
     "en": "The medal supply is unlimited.", "fr": "La réserve de médailles est illimitée."},
    {"id": "forced", "option": None,
     "en": "A decision with a single possibility is played for you.",
     "fr": "Une décision sans alternative est jouée pour vous."},
    {"id": "last_player", "option": None,
     "en": "The last player's one-by-one takes are normal takes: powers can fire.",
     "fr": "Les prises une à une du dernier joueur sont des prises normales : les pouvoirs "
           "peuvent s'activer."},
)


class AnimaliaGame(Game):
    """Animalia for 2 to 6 players (two collections each at two players)."""

    id = "animalia"
    name = "Animalia"
    name_fr = "Animalia"
    min_players = 2
    max_players = 6
    OPTIONS = (
        Option("spy", ("reorder", "peek"), "reorder", house=True,
               help_en="The spy looks at the top 3 cards of the deck and puts them back "
                       "in any order, or only looks at them.",
               help_fr="L'espion regarde les 3 premières cartes de la pioche et les remet "
                       "dans l'ordre de son choix, ou se contente de les regarder."),
        Option("power_uses", ("once_per_take", "per_card"), "once_per_take", house=True,
               help_en="Each power works at most once per take, or once for every card of "
                       "the take that activates it.",
               help_fr="Chaque pouvoir agit au plus une fois par prise, ou une fois pour "
                       "chaque carte de la prise qui l'active."),
        Option("two_player_elegance", ("per_collection", "per_player"), "per_collection",
               house=True,
               help_en="With two players, each collection competes for elegance on its "
                       "own, or each player's two collections are added up.",
               help_fr="À deux joueurs, chaque collection concourt seule pour l'élégance, "
                       "ou les deux collections d'un joueur sont additionnées."),
        Option("owl_elegance", (0, 1, 2, 3), 0, house=True,
               help_en="Elegance points of the owl (no source gives it a value).",
               help_fr="Points d'élégance de la chouette (aucune source n'en donne)."),
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
        """The house rules, in English and French, with the option that switches each."""
        return HOUSE_RULES

    def setup(self, data) -> AnimaliaState:
        """A state built from a compact setup dict (scenario tests, tutorials)."""
        from game.animalia.positions import setup_state

        return setup_state(self, data)


GAME = AnimaliaGame()
AnimaliaState.game = GAME
