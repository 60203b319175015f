"""The High Society / Animalement Vôtre Game object: metadata, options, card list,
move descriptions and position files."""

from __future__ import annotations

from typing import Mapping

from game.core import Game, Option, OptionError, PositionError, first_player_option
from game.high_society.cards import CARDS, DEFAULT_SKIN, SKINS
from game.high_society.moves import MOVE_TYPES
from game.high_society.scoring import parse_position, score_cards
from game.high_society.state import HAND_VALUES, HighSocietyState

OPTIONS = (
    Option("skin", SKINS, DEFAULT_SKIN,
           help_en="Card names: Animalement Vôtre's animals or High Society's status cards.",
           help_fr="Noms des cartes : les animaux d'Animalement Vôtre ou les cartes de "
                   "statut de High Society."),
    Option("money_ledger", ("shown", "hidden"), "shown", house=True,
           help_en="Display only: show every player's spent and remaining money "
                   "(bids are public, so it can always be worked out).",
           help_fr="Affichage seulement : montrer l'argent dépensé et restant de chacun "
                   "(les enchères sont publiques, on peut toujours le retrouver)."),
    Option("all_tied_poorest", ("none_out", "all_out"), "none_out", house=True,
           help_en="When every player has the same money left: no one is out (house), "
                   "or everyone is out and no one wins.",
           help_fr="Quand tous les joueurs ont autant d'argent : personne n'est éliminé "
                   "(maison), ou tous le sont et personne ne gagne."),
    first_player_option(5),
)

POSSESSION_IDS = frozenset(e.id for e in CARDS.kinds if e.kind == "possession")


class HighSocietyGame(Game):
    """High Society (Knizia), also published as Animalement Vôtre."""

    id = "high_society"
    name = "High Society / Animalement Vôtre"
    name_fr = "Animalement Vôtre / High Society"
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
            en, fr, _ = entry.names[DEFAULT_SKIN]
            out.append({
                "id": entry.id, "name": " / ".join(dict.fromkeys(en)),
                "name_fr": " / ".join(dict.fromkeys(fr)), "count": entry.count,
                "kind": entry.kind, "value": entry.value, "red": entry.red,
                "negative": entry.kind in ("scandal", "debt", "theft"),
                "skins": {skin: {"names": list(names[0]), "names_fr": list(names[1]),
                                 "source": names[2]}
                          for skin, names in entry.names.items()}})
        for value in CARDS.money:
            out.append({"id": f"money:{value}", "name": f"Money {value}",
                        "name_fr": f"Argent {value}", "count": 1, "per_player": True,
                        "kind": "money", "value": value})
        return out

    def card_name(self, card_id: str, copy: int = 0, skin: str = DEFAULT_SKIN,
                  lang: str = "en") -> str:
        """The display name of a status card (id and copy) in a skin and language."""
        try:
            return CARDS.name(CARDS.physical(card_id, copy), skin, lang)
        except KeyError:
            raise PositionError(f"unknown card {card_id!r} copy {copy}") from None

    def describe_move(self, move, lang: str = "en", skin: str = DEFAULT_SKIN) -> str:
        """A short player-facing text for a move, in "en" or "fr"."""
        fr = lang == "fr"
        tag = getattr(move, "TAG", None)
        if tag == "pass":
            return "Passer" if fr else "Pass"
        if tag == "add":
            return f"Ajouter {move.value} à l'enchère" if fr else f"Add {move.value} to the bid"
        if tag == "stand":
            return "Valider l'enchère" if fr else "Stand on this bid"
        if tag == "discard" and move.card in POSSESSION_IDS:
            name = self.card_name(move.card, 0, skin, lang)
            return (f"Défausser {name} ({move.card})" if fr
                    else f"Give up {name} ({move.card})")
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
