"""The personalities' styles per game: how much a move shows each style (its tilt).

A tilt reads only what the seat to move may see (its own collections, hand and face-down
cards, the public lot, line and grid). It never decides alone: easy adds it, weighed, to
its heuristic's scores, and medium uses it only among the moves its search found about
as good (game/ai/personas.py). High Society's styles are knobs of its own knowledge
(`appetite`, `money_weight`), not tilts. The styles live here, not in each game's
knowledge module, so that a game's bot code reads the same with or without them.

- Animalia: the collector waits for big lots and fills its collections; the cautious
  player takes small lots early and keeps room in them.
- Animimix: the collector piles up the species it already holds face down, to win
  their majorities; the cautious player spreads its face-down cards over species.
- Origami: the collector takes cards (folds) into its hand; the cautious player plays
  its origami as soon as it can.
"""

from __future__ import annotations

from typing import Callable


def animalia_tilt(collector: bool) -> Callable:
    """Take moves: the cards taken against a middle-sized lot (MAX_LOT - 1), plus for
    the collector (a big lot beats passing, a single card does not), minus for the
    cautious player (a small lot now beats waiting); every other move 0."""
    from game.animalia.cards import COLLECTION_SIZE
    from game.animalia.lots import MAX_LOT
    sign = 1.0 if collector else -1.0

    def tilt(state, moves: list) -> list[float]:
        lot = len(state.lot)
        return [sign * (min(lot, COLLECTION_SIZE - len(state.colls[m.collection])) - MAX_LOT + 1)
                if m.TAG == "take" else 0.0 for m in moves]
    return tilt


def animimix_tilt(collector: bool) -> Callable:
    """The face-down cards the mover already has of the species a move adds to its
    pile (a card hidden from hand, or the grid card a swap takes), over those of its
    largest species (so at most 1), times the share of the game's turns still to play
    (the style builds; the last turns are counted): plus for the collector, minus for
    the cautious player."""
    from game.animimix.cards import SPECIES_INDEX
    sign = 1.0 if collector else -1.0

    def tilt(state, moves: list) -> list[float]:
        piles = state.piles()
        pile = piles[state.current_player]
        turns = state.players * (sum(state.hands[0]) + sum(piles[0]))   # no turn changes it
        scale = sign * state.turns_left / max(1, turns) / max(1, max(pile))
        cols = state.geo.cols
        out = []
        for move in moves:
            if move.TAG == "hide":
                species = SPECIES_INDEX[move.species]
            else:
                species = state.grid[move.row * cols + move.col]
            out.append(scale * pile[species])
        return out
    return tilt


def origami_tilt(collector: bool) -> Callable:
    """The collector: a take's folds while its hand is under the limit (a card taken
    only to be discarded is no collection); the cautious player: 1 for playing an
    origami."""
    from game.origami.cards import FOLDS
    from game.origami.frames import HAND_LIMIT

    def tilt(state, moves: list) -> list[float]:
        room = len(state.hands[state.stack[-1][1]]) < HAND_LIMIT
        out = []
        for move in moves:
            tag = move.TAG
            if collector:
                taking = room and tag in ("take", "take_discard")
                out.append(float(FOLDS[move.card]) if taking else 0.0)
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
