"""Animalia's playouts at a full table: hard's cut-off from `crowd_players` seats on.

At six players a playout of 12 moves (medium's and hard's cut-off elsewhere) is two
moves a seat, most of them lots passed on, and what it adds is noise: on 441 lot
decisions of seeded 6-player games (easy bots around, hard at 450 iterations), hard
took 48 of 66 lots that made it a pair or better and 223 of 341 that added no medal,
barely apart; with playouts cut after 4 moves, 58 of 66 and 139 of 341, and about 35%
more iterations in the same time. The tree still follows the lot round the table (8-12
plies deep at the anchor's time), and the evaluation values the collections where the
playout stops (`AnimaliaKnowledge.estimate`).
"""

from __future__ import annotations


class CrowdPlayouts:
    """A mixin of a Knowledge: from `crowd_players` seats on, playouts are cut after
    `crowd_depth` moves instead of `playout_depth` (None: playout_depth at every
    count)."""

    crowd_depth: int | None = None
    crowd_players = 6

    def depth_for(self, state) -> int | None:
        """playout_depth, or crowd_depth at a full table."""
        if self.crowd_depth is None or state.players < self.crowd_players:
            return self.playout_depth
        return self.crowd_depth
