"""The personalities' styles per game: how much a move shows each style (its tilt).

A tilt reads only what the seat to move may see (its own collections, hand and face-down
cards, the public lot, line and grid). It never decides alone: easy adds it, weighed, to
its heuristic's scores, and medium uses it only among the moves its search found about
as good (game/ai/personas.py). High Society's styles are knobs of its own knowledge
(`appetite`, `money_weight`), not tilts. The styles live here, not in each game's
knowledge module, so that a game's bot code reads the same with or without them.

- Animalia: the collector takes lots whose cards join a family it already holds; the
  cautious player takes small lots and keeps room in its collections.
- Animimix: the collector piles up the species it already holds face down, to win
  their majorities; the cautious player spreads its face-down cards over species.
- Origami: the collector takes cards (folds) into its hand; the cautious player plays
  its origami as soon as it can.
"""

from __future__ import annotations

from typing import Callable


def animalia_tilt(collector: bool) -> Callable:
    """Take moves: cards of the lot joining a family already there (collector), or
    minus the cards taken (cautious); every other move 0."""
    from game.animalia.cards import COLLECTION_SIZE, FAMILY_OF

    def tilt(state, moves: list) -> list[float]:
        out = []
        for move in moves:
            if move.TAG != "take":
                out.append(0.0)
                continue
            before = state.colls[move.collection]
            taken = state.lot[:COLLECTION_SIZE - len(before)]
            if not collector:
                out.append(-float(len(taken)))
                continue
            seen = {FAMILY_OF[c] for c in before}
            joined = 0
            for card in taken:
                joined += FAMILY_OF[card] in seen
                seen.add(FAMILY_OF[card])
            out.append(float(joined))
        return out
    return tilt


def animimix_tilt(collector: bool) -> Callable:
    """The face-down cards the mover already has of the species a move adds to its
    pile (a card hidden from hand, or the grid card a swap takes): plus for the
    collector, minus for the cautious player."""
    from game.animimix.cards import SPECIES_INDEX
    sign = 1.0 if collector else -1.0

    def tilt(state, moves: list) -> list[float]:
        pile = state.piles()[state.current_player]
        cols = state.geo.cols
        out = []
        for move in moves:
            if move.TAG == "hide":
                species = SPECIES_INDEX[move.species]
            else:
                species = state.grid[move.row * cols + move.col]
            out.append(sign * pile[species])
        return out
    return tilt


def origami_tilt(collector: bool) -> Callable:
    """The collector: a take's folds; the cautious player: 1 for playing an origami."""
    from game.origami.cards import FOLDS

    def tilt(state, moves: list) -> list[float]:
        out = []
        for move in moves:
            tag = move.TAG
            if collector:
                out.append(float(FOLDS[move.card]) if tag in ("take", "take_discard") else 0.0)
            else:
                out.append(1.0 if tag == "play" else 0.0)
        return out
    return tilt


TILTS = {"animalia": animalia_tilt, "animimix": animimix_tilt, "origami": origami_tilt}


def tilt_for(game_id: str, style: str) -> Callable | None:
    """The tilt of `style` ("cautious" or "collector") in a game, None where the game
    has none (High Society, or a game without styles)."""
    make = TILTS.get(game_id)
    return make(style == "collector") if make else None
