"""What each seat may know of an Origami game: observe, determinize, and the hidden
part of each pending frame (a fox's drawn cards, the zebra's passed cards, the card the
grasshopper drew). The state's `observe` and `determinize` call these.
"""

from __future__ import annotations

from game.origami.cards import BY_ID
from game.origami.frames import GIVEN_NONE, ChooseMode, Frame
from game.rng import as_rng

HIDDEN = "?"
BY_ID_ORDER = {card_id: i for i, card_id in enumerate(BY_ID)}


def _expand(counts: dict) -> list[str]:
    """{card: count} as a list of cards."""
    return [card for card, k in counts.items() for _ in range(k)]


def observe(s, seat: int | None) -> dict:
    """What `seat` (None: a spectator) may know, as plain comparable data."""
    hands = []
    for p in range(s.players):
        if p == seat:
            hands.append({"size": len(s.hands[p]), "cards": tuple(sorted(s.hands[p]))})
        else:
            known = s.known(seat, p)
            hands.append({"size": len(s.hands[p]),
                          "known": tuple(sorted(_expand(known)))})
    return {
        "game": "origami", "players": s.players, "seat": seat,
        "families": s.families, "current_player": s.current_player,
        "turn_seat": s.turn_seat, "first_player": s.first, "round": s.round,
        "exhaustions": s.exhaustions, "turns_left": s.remaining,
        "is_over": s.is_over, "deck_size": len(s.deck), "line": tuple(s.line),
        "discard": tuple(s.discard),
        "collections": tuple((tuple(a), tuple(b)) for a, b in s.cols),
        "hands": hands, "stack": tuple(frame_view(s, f, seat) for f in s.stack),
    }


def determinize(s, seat: int, rng):
    """A full state consistent with observe(seat): unseen cards re-dealt from rng."""
    rng = as_rng(rng)
    world = s.clone()
    unknown_counts = []
    pool = list(s.deck)
    for p in range(s.players):
        if p == seat:
            unknown_counts.append(0)
            continue
        rest = list(s.hands[p])
        for card, k in s.known(seat, p).items():
            for _ in range(k):
                rest.remove(card)
        pool.extend(rest)
        unknown_counts.append(len(rest))
    pool.extend(secret_frame_cards(s, seat))
    pool.sort(key=BY_ID_ORDER.__getitem__)
    rng.shuffle(pool)
    fresh: dict[int, list] = {}
    for p in range(s.players):
        if p == seat:
            continue
        known = [c for c, k in s.known(seat, p).items() for _ in range(k)]
        fresh[p] = [pool.pop() for _ in range(unknown_counts[p])]
        world.hands[p] = known + fresh[p]
    world.recount()
    redeal_secret_frames(world, seat, pool, fresh)
    world.deck = pool
    world.extra = {key: row for key, row in world.extra.items() if key[0] == seat}
    world.rng = rng.spawn()
    return world


def frame_view(s, frame, seat) -> tuple:
    """A frame as `seat` may see it: others' face-down cards become "?"."""
    kind = frame[0]
    if kind == Frame.FOX and frame[1] != seat:
        return (int(kind), frame[1], len(frame[2]))
    if kind == Frame.ZEBRA:
        origin = frame[2]
        given = tuple(c if c == GIVEN_NONE or (origin + i) % s.players == seat else HIDDEN
                      for i, c in enumerate(frame[3]))
        return (int(kind), frame[1], origin, given)
    if kind == Frame.CHOOSE and frame[2] == ChooseMode.GRASS and frame[1] != seat:
        return (int(kind), frame[1], int(frame[2]), HIDDEN)
    return (int(kind), *frame[1:])


def secret_frame_cards(s, seat) -> list[str]:
    """Cards held in frames that `seat` has not seen (fox draws, others' zebra passes)."""
    out = []
    for frame in s.stack:
        if frame[0] == Frame.FOX and frame[1] != seat:
            out.extend(frame[2])
        elif frame[0] == Frame.ZEBRA:
            origin = frame[2]
            out.extend(c for i, c in enumerate(frame[3])
                       if c != GIVEN_NONE and (origin + i) % s.players != seat)
    return out


def redeal_secret_frames(world, seat, pool: list, fresh: dict) -> None:
    """Replace the unseen frame cards of a determinization by cards from `pool`."""
    stack = []
    for frame in world.stack:
        kind = frame[0]
        if kind == Frame.FOX and frame[1] != seat:
            frame = (kind, frame[1], tuple(pool.pop() for _ in frame[2]))
        elif kind == Frame.ZEBRA:
            origin = frame[2]
            given = tuple(c if c == GIVEN_NONE or (origin + i) % world.players == seat
                          else pool.pop() for i, c in enumerate(frame[3]))
            frame = (kind, frame[1], origin, given)
        elif kind == Frame.CHOOSE and frame[2] == ChooseMode.GRASS and frame[1] != seat:
            drawn = fresh.get(frame[1])
            frame = (kind, frame[1], frame[2], drawn[0] if drawn else frame[3])
        stack.append(frame)
    world.stack = stack
