"""The thief, spy and prankster: activation, use as small decisions, hidden knowledge."""

from __future__ import annotations

import pytest

from game import IllegalMove
from game.animalia.cards import CARD_IDS

from .helpers import PASS, Decline, Pick, Take, Target, UsePower, by_kind, setup


def ids(cards):
    return [CARD_IDS[c] for c in cards]


def thief_table(**extra):
    """Seat 0 deals with a dog thief in his collection; the top card is a cat thief."""
    data = dict(players=3, dealer=0,
                collections=[["dog:thief", "cat:champion"],
                             ["horse:champion", "horse:smarty"], ["rabbit:champion"]],
                deck=["cat:thief", "parrot:champion", "parrot:smarty", "parrot:scallywag",
                      "dog:champion", "dog:smarty"])
    data.update(extra)
    return setup(**data)


def test_thief_activates_with_another_thief_in_the_collection():
    s = thief_table()
    events = s.apply(Take(0))
    assert by_kind(events, "powers_activated")[0].data["powers"] == ["thief"]
    assert s.current_player == 0 and s.legal_moves() == [UsePower("thief"), Decline()]
    s.apply(UsePower("thief"))
    assert s.legal_moves() == [Target(1), Target(2)]
    s.apply(Target(1))
    assert s.legal_moves() == [Pick("horse:champion"), Pick("horse:smarty")]
    events = s.apply(Pick("horse:champion"))
    stolen = by_kind(events, "card_stolen")[0]
    assert stolen.data == {"card": "horse:champion", "from_seat": 1, "from_collection": 1,
                           "to_collection": 0}
    assert ids(s.colls[0]) == ["dog:thief", "cat:champion", "cat:thief", "horse:champion"]
    assert ids(s.colls[1]) == ["horse:smarty"]
    assert s.dealer == 1 and s.phase_name() == "lot"


def test_declined_power_is_lost():
    s = thief_table()
    s.apply(Take(0))
    events = s.apply(Decline())
    assert by_kind(events, "powers_declined")[0].data["powers"] == ["thief"]
    assert len(s.colls[0]) == 3 and s.dealer == 1


def test_single_power_card_without_a_twin_does_not_activate():
    s = thief_table(collections=[["dog:champion"], ["horse:champion"], []],
                    deck=["cat:thief", "parrot:champion", "parrot:smarty", "parrot:scallywag"])
    events = s.apply(Take(0))
    assert not by_kind(events, "powers_activated") and s.dealer == 1


def test_two_thieves_in_the_lot_activate_without_one_in_the_collection():
    s = setup(players=3, dealer=0, collections=[[], ["horse:champion"], []],
              deck=["cat:thief", "dog:thief", "parrot:champion", "parrot:smarty"])
    for _ in range(3):
        s.apply(PASS)
    assert ids(s.lot) == ["cat:thief", "dog:thief"]
    s.apply(Take(0))
    assert s.legal_moves() == [UsePower("thief"), Decline()]


def test_each_power_at_most_once_per_take_and_stolen_cards_never_activate():
    s = setup(players=3, dealer=0,
              collections=[["rabbit:thief"], ["horse:thief", "horse:champion"], []],
              deck=["cat:thief", "dog:thief", "parrot:champion", "parrot:smarty",
                    "parrot:scallywag"])
    for _ in range(3):
        s.apply(PASS)
    s.apply(Take(0))  # three thieves: one thief power only
    s.apply(UsePower("thief"))
    # seat 2 has nothing to steal: the only target is chosen for him
    assert s.legal_moves() == [Pick("horse:thief"), Pick("horse:champion")]
    s.apply(Pick("horse:thief"))
    assert s.phase_name() == "lot" and s.dealer == 1  # no second thief, no cascade


def test_robbed_complete_player_rejoins_phase_one():
    full = ["horse:champion", "horse:smarty", "horse:scallywag", "horse:spy", "horse:cutie"]
    s = setup(players=5, dealer=0,
              collections=[["dog:thief"], full, [], [], []],
              deck=["cat:thief", "parrot:champion", "parrot:smarty", "parrot:scallywag"])
    s.apply(Take(0))
    s.apply(UsePower("thief"))  # seat 1 is the only one with cards: targeted for him
    s.apply(Pick("horse:spy"))
    assert len(s.colls[1]) == 4 and s.incomplete(1)
    assert s.dealer == 1  # the next incomplete seat on the left deals


def test_thief_cannot_be_used_when_the_collection_is_full():
    s = setup(players=3, dealer=0, collections=[["dog:thief", "cat:champion", "cat:smarty"],
                                                ["horse:champion"], []],
              deck=["cat:thief", "parrot:champion", "parrot:smarty", "parrot:scallywag"])
    for _ in range(5):
        s.apply(PASS)
    events = s.apply(PASS)  # returned 2-card lot completes him: forced take, thief useless
    assert by_kind(events, "powers_activated") and len(s.colls[0]) == 5
    assert s.phase_name() == "lot" and s.dealer == 1


def test_prankster_gives_a_card_and_the_giver_rejoins():
    s = setup(players=3, dealer=0,
              collections=[["dog:prankster", "cat:champion", "cat:smarty"],
                           ["horse:champion"], ["rabbit:champion"] * 0 + ["rabbit:smarty"]],
              deck=["cat:prankster", "parrot:champion", "parrot:smarty", "parrot:scallywag",
                    "dog:champion"])
    s.apply(PASS), s.apply(PASS), s.apply(PASS)
    s.apply(Take(0))  # dog prankster + cat prankster + parrot champion: 5 cards
    assert len(s.colls[0]) == 5
    s.apply(UsePower("prankster"))
    assert s.legal_moves() == [Target(1), Target(2)]
    s.apply(Target(2))
    assert Pick("cat:prankster") in s.legal_moves() and len(s.legal_moves()) == 5
    events = s.apply(Pick("cat:champion"))
    given = by_kind(events, "card_given")[0]
    assert given.data == {"card": "cat:champion", "from_collection": 0, "to_seat": 2,
                          "to_collection": 2}
    assert ids(s.colls[2]) == ["rabbit:smarty", "cat:champion"]
    assert s.incomplete(0)


def test_taker_chooses_the_order_of_several_powers():
    s = setup(players=3, dealer=0,
              collections=[["dog:thief", "dog:spy"], ["horse:champion"], []],
              deck=["cat:thief", "cat:spy", "parrot:champion", "parrot:smarty",
                    "parrot:scallywag", "rabbit:champion"])
    for _ in range(3):
        s.apply(PASS)
    s.apply(Take(0))
    assert s.legal_moves() == [UsePower("thief"), UsePower("spy"), Decline()]
    s.apply(UsePower("spy"))
    assert sorted(m.card for m in s.legal_moves()) == sorted(
        ["parrot:champion", "parrot:smarty", "parrot:scallywag"])
    s.apply(Pick("parrot:scallywag"))
    s.apply(Pick("parrot:champion"))  # the last one is placed for him
    assert s.legal_moves() == [UsePower("thief"), Decline()]
    s.apply(Decline())
    assert s.dealer == 1


def spy_table():
    return setup(players=3, dealer=0,
                 collections=[["dog:spy"], ["horse:champion"], ["rabbit:champion"]],
                 deck=["cat:spy", "parrot:champion", "parrot:smarty", "parrot:scallywag",
                       "cat:champion", "cat:smarty", "horse:smarty", "horse:scallywag"])


def test_spy_looks_and_reorders_in_secret():
    s = spy_table()
    s.apply(Take(0))
    events = s.apply(UsePower("spy"))
    viewed = by_kind(events, "deck_viewed")[0]
    assert viewed.secret == {"cards": ["parrot:champion", "parrot:smarty", "parrot:scallywag"]}
    assert viewed.view(1).secret is None and viewed.view(None).secret is None
    assert s.observe(0)["deck_top"] == ["parrot:champion", "parrot:smarty", "parrot:scallywag"]
    assert s.observe(1)["deck_top"] == [] and "spy_left" not in s.observe(1)
    s.apply(Pick("parrot:scallywag"))
    events = s.apply(Pick("parrot:smarty"))
    order = ["parrot:scallywag", "parrot:smarty", "parrot:champion"]
    reordered = by_kind(events, "deck_reordered")[0]
    assert reordered.secret == {"order": order} and reordered.view(2).secret is None
    # the next dealer (seat 1) turns the card the spy put on top
    assert ids(s.lot) == ["parrot:scallywag"]
    assert s.observe(0)["deck_top"] == order[1:]
    assert s.observe(1)["spy_known_counts"] == [2, 0, 0]


def test_determinize_respects_the_spys_knowledge_only_for_the_spy():
    s = spy_table()
    s.apply(Take(0))
    s.apply(UsePower("spy"))
    s.apply(Pick("parrot:champion"))
    s.apply(Pick("parrot:smarty"))
    for seed in range(10):
        world = s.determinize(0, seed)
        assert ids(world.lot) == ["parrot:champion"]
        assert ids(world.deck[-2:]) == ["parrot:scallywag", "parrot:smarty"]
        assert world.observe(0) == s.observe(0)
    tops = {tuple(s.determinize(1, seed).deck[-2:]) for seed in range(30)}
    assert len(tops) > 1  # seat 1 does not know the order


def test_spy_peek_option_only_looks():
    s = setup(players=3, dealer=0, options={"spy": "peek"},
              collections=[["dog:spy"], ["horse:champion"], ["rabbit:champion"]],
              deck=["cat:spy", "parrot:champion", "parrot:smarty", "parrot:scallywag",
                    "cat:champion"])
    s.apply(Take(0))
    s.apply(UsePower("spy"))
    assert s.dealer == 1 and ids(s.lot) == ["parrot:champion"]


def test_spy_sees_bonus_cards_dealt_to_others():
    owl = ["owl", "horse:champion", "horse:smarty", "cat:champion", "dog:champion"]
    s = setup(players=3, dealer=0,
              collections=[["dog:spy", "rabbit:scallywag", "parrot:scallywag"], owl,
                           ["cat:smarty", "dog:smarty", "rabbit:smarty", "cat:scallywag",
                            "dog:scallywag"]],
              deck=["cat:spy", "parrot:champion", "parrot:smarty", "rabbit:champion",
                    "horse:scallywag", "horse:thief"])
    # seat 0 is the last incomplete player: he takes the cat spy, and may use it
    assert s.legal_moves() == [UsePower("spy"), Decline()]
    s.apply(UsePower("spy"))
    s.apply(Pick("parrot:champion"))
    s.apply(Pick("rabbit:champion"))
    # he takes the parrot champion (5 cards); seat 1 (11 elegance) gets 2 bonus
    # cards: the two he saw; seat 2 (second) gets 1 he did not see
    assert s.phase_name() == "medals" and s.current_player == 1
    assert s.observe(0)["known_bonus"] == [(1, "parrot:smarty"), (1, "rabbit:champion")]
    assert s.observe(2)["known_bonus"] == []
    assert s.observe(0)["bonus_counts"] == [0, 2, 1]
    for seed in range(5):
        world = s.determinize(0, seed)
        assert sorted(ids(world.bonus[1])) == ["parrot:smarty", "rabbit:champion"]
    seen = {tuple(sorted(s.determinize(2, seed).bonus[1])) for seed in range(30)}
    assert len(seen) > 1


def test_power_moves_in_the_wrong_step_are_illegal_and_change_nothing():
    s = thief_table()
    s.apply(Take(0))
    before = s.observe(None), s.observe(0), s.legal_moves()
    for bad in (Target(1), Pick("horse:champion"), UsePower("spy"), PASS, Take(0)):
        with pytest.raises(IllegalMove):
            s.apply(bad)
        assert (s.observe(None), s.observe(0), s.legal_moves()) == before
    s.apply(UsePower("thief"))
    for bad in (Target(0), Target(7), Pick("owl")):
        with pytest.raises(IllegalMove):
            s.apply(bad)


def test_power_uses_per_card_option_gives_one_use_per_activating_card():
    s = setup(players=3, dealer=0, options={"power_uses": "per_card"},
              collections=[["rabbit:thief"], ["horse:champion", "horse:smarty", "horse:spy"],
                           []],
              deck=["cat:thief", "dog:thief", "parrot:champion", "parrot:smarty",
                    "parrot:scallywag"])
    for _ in range(3):
        s.apply(PASS)
    events = s.apply(Take(0))
    assert by_kind(events, "powers_activated")[0].data["powers"] == ["thief", "thief"]
    s.apply(UsePower("thief"))
    s.apply(Pick("horse:champion"))
    assert s.legal_moves() == [UsePower("thief"), Decline()]
    s.apply(UsePower("thief"))
    s.apply(Pick("horse:spy"))
    assert ids(s.colls[0]) == ["rabbit:thief", "cat:thief", "dog:thief", "horse:champion",
                               "horse:spy"]
    assert s.dealer == 1
