"""Won medals are turned face down and kept secret [book]; RULINGS.md "Secret medals".

Seat 1 holds dog, dog, owl, rabbit, rabbit: the owl makes it 3 dogs and 2 rabbits, or
2 dogs and 3 rabbits, five medals either way. The other seats, their bots and the log
must not be able to tell which.
"""

from __future__ import annotations

from game.ai import make_bot
from game.rng import Rng

from .helpers import GAME, by_kind, haul, setup

OWL_PAIRS = ["dog:champion", "dog:smarty", "owl", "rabbit:champion", "rabbit:smarty"]
DOGS = haul(dog=3, rabbit=2)
RABBITS = haul(dog=2, rabbit=3)


SEAT_0 = ["cat:spy", "horse:scallywag", "parrot:scallywag", "cat:thief"]
SEAT_2 = ["cat:smarty", "horse:smarty", "parrot:smarty", "cat:scallywag", "horse:thief"]
DECK = ["parrot:champion", "horse:spy", "cat:champion", "parrot:thief", "parrot:spy",
        "cat:prankster"]


def choosing(collection=OWL_PAIRS):
    """Phase 1 ends at once (seat 0 takes the last card); seat 1 chooses first."""
    s = setup(players=3, dealer=0, collections=[SEAT_0, collection, SEAT_2], deck=DECK)
    assert s.current_player == 1 and s.phase_name() == "medals"
    return s


def claim(s, won: tuple):
    """A copy of `s` after seat 1 claims `won` keeping its bonus cards, and the events."""
    after = s.clone()
    move = next(m for m in after.legal_moves() if m.haul == won and not m.used)
    return after, after.apply(move)


def test_two_secret_choices_look_the_same_to_every_other_seat():
    s = choosing()
    a, events_a = claim(s, DOGS)
    b, events_b = claim(s, RABBITS)
    assert a.medals[1] != b.medals[1]
    for seat in (None, 0, 2):
        assert a.observe(seat) == b.observe(seat), seat
        assert [e.view(seat) for e in events_a] == [e.view(seat) for e in events_b], seat
    assert a.observe(1) != b.observe(1)
    seen = a.observe(0)
    assert seen["medal_counts"][1] == 5
    assert seen["medals"][1] == [0, 0, 2, 2, 0]            # the fifth medal is not told
    assert seen["scores"] == [0, None, None]
    award = by_kind(events_a, "medals_awarded")[0]
    assert award.data == {"collection": 1, "count": 5, "known": {"dog": 2, "rabbit": 2}}
    assert award.secret["medals"] == {"dog": 3, "rabbit": 2}
    assert award.view(1).secret is not None and award.view(0).secret is None


def test_determinize_redraws_the_hidden_haul_and_never_uses_the_real_one():
    s = choosing()
    a, _ = claim(s, DOGS)
    b, _ = claim(s, RABBITS)
    drawn = set()
    for k in range(24):
        world_a, world_b = a.determinize(0, Rng(k)), b.determinize(0, Rng(k))
        assert world_a.medals == world_b.medals          # the real choice plays no part
        assert world_a.observe(0) == a.observe(0)
        assert sum(world_a.medals[1]) == 5
        drawn.add(tuple(world_a.medals[1]))
        assert [world_a.observe(p) for p in range(3)] == [world_b.observe(p) for p in range(3)]
    assert drawn == {DOGS, RABBITS}
    # the seat itself keeps its own medals
    assert all(a.determinize(1, Rng(k)).medals[1] == list(DOGS) for k in range(8))


def test_bots_choose_alike_whatever_the_secret():
    s = choosing()
    a, _ = claim(s, DOGS)
    b, _ = claim(s, RABBITS)
    assert a.current_player == b.current_player == 2
    for level in ("easy", "hard"):
        move_a = make_bot(level, seed=3).choose(a, iterations=60)
        move_b = make_bot(level, seed=3).choose(b, iterations=60)
        assert move_a == move_b, level


def test_a_different_count_is_seen_and_tells_the_haul():
    """RULINGS: how many medals is public. Dog, dog, dog, owl, rabbit gives 4 dogs (4
    medals) or 3 dogs and 2 rabbits (5): the count tells them apart, so a perfect memory
    knows the families, and the table may show them with the memory-aid setting."""
    s = choosing(["dog:champion", "dog:smarty", "dog:scallywag", "owl", "rabbit:champion"])
    four, _ = claim(s, haul(dog=4))
    five, _ = claim(s, haul(dog=3, rabbit=2))
    assert four.observe(0)["medals"][1] == [0, 0, 4, 0, 0]
    assert five.observe(0)["medals"][1] == [0, 0, 3, 2, 0]
    assert four.observe(0)["scores"][1] is None


def test_everything_is_shown_once_the_game_is_over():
    s = GAME.new_game(3, 11)
    rng = Rng(11)
    while not s.is_over:
        s.apply(rng.choice(s.legal_moves()))
    for seat in (None, 0, 1, 2):
        seen = s.observe(seat)
        assert seen["medals"] == s.medals and seen["scores"] == s.scores()


def test_every_real_haul_is_among_those_alike():
    """Over seeded random games at every player count: the haul chosen is one of the
    hauls alike, all of them of its count, and what is known for sure is part of it."""
    from game.animalia.scoring import sure_medals
    from game.animalia.seasons import public_hauls

    ambiguous = 0
    for players in range(2, 7):
        for seed in range(12):
            s, rng = GAME.new_game(players, seed), Rng(seed)
            while not s.is_over:
                s.play(rng.choice(s.legal_moves()))
            for award in s.awards:
                alike = public_hauls(award)
                assert award[1] in alike and len({sum(h) for h in alike}) == 1
                assert all(k <= n for k, n in zip(sure_medals(alike), award[1]))
                ambiguous += len(alike) > 1
    assert ambiguous                     # the owl's family was a secret in some games
