"""What Animalia's table shows of won medals: plain data for the layout to draw.

The book turns won medals face down and keeps them secret. The engine's observation
gives each seat's medals as the viewer may know them (all of its own; of the others,
those every seat could tell from the collection, its covers and the count) and how
many each seat has. A panel shows a seat's medals face up when the viewer may see them
all (their own, the game over) or asks for the memory aid (the `medals_shown`
setting); the aid turns up only what a perfect memory knows, the rest stays face down.

A token is (family, count), family None for medals face down.
"""

from __future__ import annotations

from game.animalia.cards import FAMILIES
from game.animalia.scoring import final_scores

Token = tuple  # (family or None, count)


def panel_tokens(obs: dict, seat: int, face_up: bool) -> list[Token]:
    """A seat's medals on its panel: the families known (when face up), then the rest
    face down."""
    total = obs["medal_counts"][seat]
    if not face_up:
        return [(None, total)] if total else []
    known = obs["medals"][seat]
    out = [(family, n) for family, n in zip(FAMILIES, known) if n]
    hidden = total - sum(known)
    return out + [(None, hidden)] if hidden > 0 else out


def award_tokens(event, face_up: bool) -> list[Token]:
    """The medals of a medals_awarded event, as viewed by the viewer: the families for
    their own award, the families every seat knows (when face up), the rest face down."""
    won = (event.secret or {}).get("medals")
    if won is not None:
        return [(family, won[family]) for family in FAMILIES if won.get(family)]
    known = event.data.get("known", {}) if face_up else {}
    out = [(family, known[family]) for family in FAMILIES if known.get(family)]
    hidden = event.data.get("count", 0) - sum(n for _f, n in out)
    return out + [(None, hidden)] if hidden > 0 else out


def without(tokens: list[Token], flying: dict) -> list[Token]:
    """Tokens less the medals still flying to the panel ({family or None: count}); a
    flying count with no token of its family comes off the face-down one."""
    left = dict(flying)
    out = []
    for family, n in tokens:
        n -= left.pop(family, 0)
        out.append((family, n))
    spare = sum(left.values())
    out = [(f, n - spare) if f is None else (f, n) for f, n in out]
    return [(f, n) for f, n in out if n > 0]


def score_known(obs: dict, seat: int) -> int | None:
    """A seat's points if the viewer may know them: told by the engine, or worked out
    from medals all known (the memory aid); else None."""
    score = obs["scores"][seat]
    if score is not None:
        return score
    known = obs["medals"][seat]
    if sum(known) != obs["medal_counts"][seat]:
        return None
    return final_scores([known], obs["players"])[0]
