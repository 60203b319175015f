"""Every effect: what it does, and its limits (an effect that cannot be used is not offered)."""

from __future__ import annotations

import pytest

from game import IllegalMove
from game.origami.frames import Frame
from game.origami.moves import (Action, Copy, Discard, Done, Give, Pay, Place, Play, Take,
                                TakeDiscard, Target, Use)
from game.origami.cards import COST, PARAMS
from game.origami.frames import ChooseMode
from game.origami.payment import payable
from tests.origami.helpers import build, payment, play_all

LINE = ["crab", "crab", "rhino", "rhino"]


def played(hand, card, **kw):
    """A state where seat 0 has just played `card` (paid with fixed-fold cards)."""
    kw.setdefault("line", LINE)
    kw.setdefault("deck", ["whale"] * 6)
    pay = payment(COST[card])
    s = build([hand + [card] + pay, kw.pop("other", ["cat"])], **kw)
    s.apply(Play(card))
    for pick in pay:
        if s.stack[-1][0] == Frame.PAY:
            s.apply(Pay(pick))
    assert s.stack[-1][0] != Frame.PAY
    if s.stack[-1][0] == Frame.PLACE:
        s.apply(s.legal_moves()[0])
    return s


def test_instant_effects_are_optional() -> None:
    s = played([], "cat", deck=["owl"])
    assert s.legal_moves() == [Use(), Done()]
    play_all(s, Done())
    assert s.hands[0] == [] and s.current_player == 1 and s.deck == ["owl"]


def test_cat_draws_one_face_down() -> None:
    s = played([], "cat", deck=["pig", "owl"])
    events = play_all(s, Use())
    assert s.hands[0] == ["owl"]
    drawn = [e for e in events if e.kind == "drawn"][0]
    assert drawn.secret == {"cards": ["owl"]} and drawn.view(1).secret is None
    assert s.observe(1)["hands"][0] == {"size": 1, "known": ()}


def test_butterfly_draws_two() -> None:
    s = played([], "butterfly", deck=["pig", "owl", "dog"])
    play_all(s, Use())
    assert sorted(s.hands[0]) == ["dog", "owl"]


@pytest.mark.parametrize("option,expected", [("all", 1 + 3), ("tops", 1 + 2)])
def test_dog_counts_visible_sheep(option, expected) -> None:
    s = played([], "dog", line=["sheep", "crab", "crab", "crab"],
               cols=[((), ()), (["sheep", "cat"], ["sheep"])], deck=["owl"] * 9,
               options={"dog_sheep": option})
    play_all(s, Use())
    assert len(s.hands[0]) == expected


def test_owl_draws_two_then_discards_one() -> None:
    s = played(["ant"], "owl", deck=["pig", "crab", "rhino"])
    play_all(s, Use())
    assert sorted(s.hands[0]) == ["ant", "crab", "rhino"]
    assert s.current_player == 0 and s.stack[-1][0] == Frame.DISCARD
    play_all(s, Discard("rhino"))
    assert sorted(s.hands[0]) == ["ant", "crab"] and s.discard[-1] == "rhino"


def test_monkey_and_cheetah_take_line_cards_within_their_budget() -> None:
    assert PARAMS["monkey"]["folds"] == 2
    s = played([], "monkey", line=["chick", "chick", "butterfly", "owl"], deck=["rhino"] * 4)
    play_all(s, Use())
    assert set(s.legal_moves()) == {Take("chick"), Take("owl"), Done()}
    play_all(s, Take("chick"))
    assert set(s.legal_moves()) == {Take("chick"), Done()}
    play_all(s, Take("chick"))
    assert s.hands[0] == ["chick", "chick"]
    assert s.line == ["butterfly", "owl", "rhino", "rhino"]
    s = played([], "monkey", line=["rhino", "whale"])
    assert s.current_player == 1          # nothing fits 2 folds: not offered
    budget = PARAMS["cheetah"]["folds"]
    s = played([], "cheetah", line=["chick", "pig", "butterfly", "owl"], deck=["rhino"] * 4)
    play_all(s, Use())
    fits = {Take(c) for c in ("chick", "pig", "butterfly", "owl")
            if {"chick": 1, "pig": 3, "butterfly": 4, "owl": 2}[c] <= budget}
    assert set(s.legal_moves()) == fits | {Done()}


def test_eagle_takes_any_line_card() -> None:
    s = played([], "eagle", line=["whale", "chick"], deck=["rhino"] * 3)
    play_all(s, Use())
    assert set(s.legal_moves()) == {Take("whale"), Take("chick")}
    play_all(s, Take("whale"))
    assert s.hands[0] == ["whale"] and s.line == ["chick", "rhino", "rhino", "rhino"]


def test_fly_takes_the_discard_top_and_magpie_any_card() -> None:
    s = played([], "fly", discard=["rhino", "crab"])
    play_all(s, Use())
    assert s.hands[0] == [payment(COST["fly"])[-1]]     # the top: the fly's own payment
    s = played([], "magpie", discard=["rhino", "crab"])
    play_all(s, Use())
    assert set(s.legal_moves()) == {TakeDiscard(c) for c in
                                    ["rhino", "crab", *payment(COST["magpie"])]}
    play_all(s, TakeDiscard("rhino"))
    assert s.hands[0] == ["rhino"] and "rhino" not in s.discard


def test_fly_and_magpie_not_offered_without_a_discard_pile() -> None:
    for card in ("fly", "magpie"):
        s = build([[card, "cat"], ["cat"]], cols=[(["lion"], []), ((), ())], line=LINE,
                  deck=["pig"])
        play_all(s, Action(0), Play(card))      # free: nothing reaches the discard pile
        assert s.cols[0] == [["lion"], [card]] and s.current_player == 1


def test_ray_swaps_up_to_two_cards() -> None:
    s = played(["ant", "rhino", "crab"], "ray", deck=["whale", "dog", "cat"])
    play_all(s, Use(), Discard("rhino"))
    assert Done() in s.legal_moves()
    play_all(s, Discard("crab"))
    assert sorted(s.hands[0]) == ["ant", "cat", "dog"]
    s = played(["ant", "rhino"], "ray", deck=["whale", "dog"])
    play_all(s, Use(), Discard("rhino"), Done())
    assert sorted(s.hands[0]) == ["ant", "dog"]


def test_squid_makes_opponents_discard_down_to_five() -> None:
    big = ["cat", "cat", "sheep", "sheep", "ant", "ant", "rhino"]
    pay = payment(COST["squid"])
    s = build([["squid", *pay], big, ["cat"] * 6], line=LINE, deck=["pig"] * 3)
    play_all(s, Play("squid"), *[Pay(c) for c in pay[:-1]], Place(0, 0), Use())
    assert s.current_player == 1 and s.stack[-1][2] == 2     # the left neighbour first
    play_all(s, Discard("rhino"), Discard("cat"))
    assert len(s.hands[1]) == 5
    assert s.current_player == 2 and s.stack[-1][2] == 1
    play_all(s, Discard("cat"))
    assert len(s.hands[2]) == 5 and s.current_player == 1    # seat 0's turn is over
    s = build([["squid", *pay], ["cat"] * 5], line=LINE, deck=["pig"])
    play_all(s, Play("squid"), *[Pay(c) for c in pay[:-1]], Place(0, 0))
    assert s.current_player == 1      # nobody above 5: not offered


def test_zebra_everyone_passes_right() -> None:
    s = build([["zebra", "chick", *payment(COST["zebra"])], ["rhino", "whale"], []],
              line=LINE, deck=["pig"] * 3)
    play_all(s, Play("zebra"))
    while s.stack[-1][0] == Frame.PAY:
        play_all(s, Pay(max(m.card for m in s.legal_moves() if m.card != "chick")))
    play_all(s, Place(0, 0), Use())
    assert s.current_player == 0 and s.legal_moves() == [Give("chick")]
    card0 = "chick"
    play_all(s, Give(card0))
    assert s.current_player == 1
    assert s.observe(2)["stack"][-1][3] == ("?",)        # seat 2 cannot see it
    events = play_all(s, Give("whale"))                   # seat 2 has nothing: skipped
    assert s.hands[2] == [card0]                          # seat 0 passes to seat 2 (right)
    assert "whale" in s.hands[0]                          # seat 1 passes to seat 0
    assert s.known(0, 2).get(card0) == 1                  # the passer knows
    assert s.known(1, 2) == {}                            # the others do not
    secret = [e for e in events if e.kind == "received" and e.seat == 2][0]
    assert secret.secret == {"card": card0} and secret.view(1).secret is None


def test_grasshopper_cannot_play_the_card_just_drawn_without_its_twin() -> None:
    crab_pay = payment(COST["crab"])
    s = played(crab_pay + ["raccoon"], "grasshopper", deck=["crab"])
    play_all(s, Use())
    assert s.stack[-1][0] == Frame.CHOOSE and Play("raccoon") in s.legal_moves()
    assert payable(s.hands[0], "crab", COST["crab"])       # payable, but just drawn
    assert Play("crab") not in s.legal_moves() and Done() in s.legal_moves()
    s = played(["crab", *crab_pay], "grasshopper", deck=["crab"])
    play_all(s, Use())
    assert Play("crab") in s.legal_moves()                 # the twin was already held
    play_all(s, Play("crab"))
    assert s.hands[0].count("crab") == 1


def test_parrot_copies_visible_instants_only() -> None:
    s = played(["ant"], "parrot", line=["monkey", "rhino"],
               cols=[((), ()), (["cat", "sheep"], ["raccoon", "dog"])], deck=["pig"] * 6)
    play_all(s, Use())
    assert set(s.legal_moves()) == {Copy("monkey"), Copy("dog")}   # not cat (covered)
    play_all(s, Copy("dog"))                                        # 1 + 1 sheep covered
    assert len(s.hands[0]) == 1 + 2
    s = played(["ant"], "parrot", line=["rhino", "snake", "parrot"],
               cols=[((), ()), (["chicken"], ["lion"])])
    assert s.current_player == 1          # nothing copyable: not offered


def test_snake_may_slip_under_keeping_the_size_rule() -> None:
    pay = payment(COST["snake"])
    s = build([["snake", *pay], ["cat"]], cols=[(["fox"], []), ((), ())],
              line=LINE, deck=["pig"])
    play_all(s, Play("snake"))                   # a single way to pay: paid for you
    assert s.cols[0] == [["fox"], ["snake"]]     # right is smaller; empty: no "under"
    s = build([["snake", *pay], ["cat"]], cols=[(["fox"], ["raccoon"]), ((), ())],
              line=LINE, deck=["pig"])
    play_all(s, Play("snake"))
    assert set(s.legal_moves()) == {Place(0, 0), Place(1, 0), Place(0, 1), Place(1, 1)}
    play_all(s, Place(0, 1))
    assert s.cols[0] == [["snake", "fox"], ["raccoon"]]    # the fox keeps its action


def test_raccoon_takes_line_and_discard_top() -> None:
    s = build([["cat"], ["cat"]], cols=[(["raccoon"], []), ((), ())],
              line=["chick", "bee", "owl", "pig"], discard=["whale", "chick"], deck=["rhino"] * 3)
    play_all(s, Action(0))
    assert set(s.legal_moves()) == {Take("chick"), Take("owl"), Take("pig"),
                                    TakeDiscard("chick"), Done()}
    play_all(s, TakeDiscard("chick"), Take("owl"))          # 1 + 2 = 3 folds: done
    assert sorted(s.hands[0]) == ["cat", "chick", "owl"] and s.discard == ["whale"]
    assert s.current_player == 1


def test_fox_draws_three_discards_one_keeps_two() -> None:
    s = build([["cat"], ["cat"]], cols=[(["fox"], []), ((), ())], line=LINE,
              deck=["pig", "owl", "rhino", "crab"])
    events = play_all(s, Action(0))
    assert set(s.legal_moves()) == {Discard("crab"), Discard("rhino"), Discard("owl")}
    assert s.observe(1)["stack"][-1] == (int(Frame.FOX), 0, 3)   # others see a count
    events += play_all(s, Discard("rhino"))
    assert sorted(s.hands[0]) == ["cat", "crab", "owl"] and s.discard == ["rhino"]
    assert s.observe(1)["hands"][0]["known"] == ("cat",)
    assert all(e.view(1).secret is None for e in events)
    s = build([["cat"], ["cat"]], cols=[(["fox"], []), ((), ())], line=LINE,
              deck=["pig"], discard=["owl"])
    assert Action(0) not in s.legal_moves()          # 2 cards left: not enough


def test_spider_takes_exactly_six_folds_or_nothing() -> None:
    s = build([["cat"], ["cat"]], cols=[(["spider"], []), ((), ())],
              line=["butterfly", "chick", "pig", "owl"], deck=["rhino"] * 4)
    play_all(s, Action(0))
    assert Done() not in s.legal_moves()
    assert set(s.legal_moves()) == {Take("butterfly"), Take("owl"), Take("chick"),
                                    Take("pig")}
    play_all(s, Take("chick"), Take("pig"))
    assert set(s.legal_moves()) == {Take("owl")}       # 1 + 3 + 2 = 6
    play_all(s, Take("owl"))
    assert sorted(s.hands[0]) == ["cat", "chick", "owl", "pig"] and s.current_player == 1
    s = build([["cat"], ["cat"]], cols=[(["spider"], []), ((), ())],
              line=["butterfly", "butterfly", "bee", "chick"], deck=["pig"])
    assert Action(0) not in s.legal_moves()


def test_lion_plays_for_free() -> None:
    s = build([["whale", "cat"], ["cat"]], cols=[(["lion"], []), ((), ())], line=LINE,
              deck=["pig"])
    play_all(s, Action(0), Play("whale"))
    assert s.cols[0] == [["lion"], ["whale"]] and s.hands[0] == ["cat"] and s.discard == []


def test_dolphin_discounts_two_folds_down_to_zero() -> None:
    discount = PARAMS["dolphin"]["discount"]
    hand = ["raccoon", "lion", "owl"]               # raccoon 4 - 2 = 2: the owl
    s = build([hand, ["cat"]], cols=[(["dolphin"], []), ((), ())], line=LINE, deck=["pig"])
    assert Action(0) in s.legal_moves()
    play_all(s, Action(0))
    assert Play("raccoon") in s.legal_moves()
    assert Play("lion") not in s.legal_moves()      # 9 - 2 = 7: hand has 2 + 2
    assert all(payable(hand, m.card, COST[m.card] - discount) for m in s.legal_moves())
    play_all(s, Play("raccoon"))
    assert s.discard == ["owl"] and s.cols[0][1] == ["raccoon"]
    s = build([["raccoon", "chick", "chick"], ["cat"]], cols=[(["dolphin"], []), ((), ())],
              line=LINE, deck=["pig"])
    play_all(s, Action(0))                          # 4 - 2 = 2: both chicks pay
    assert Play("raccoon") in s.legal_moves()
    s = build([["chick", "lion"], ["cat"]], cols=[(["dolphin"], []), ((), ())], line=LINE,
              deck=["pig"])
    s.stack = [(Frame.CHOOSE, 0, ChooseMode.DISCOUNT, 9)]   # a deep discount: down to 0
    play_all(s, Play("lion"))
    assert s.discard == [] and s.cols[0][1] == ["lion"] and s.hands[0] == ["chick"]


def test_vulture_pays_with_the_revealed_card() -> None:
    hand = ["raccoon", "chick", "chick", "butterfly"]
    s = build([hand, ["cat"]], cols=[(["vulture"], []), ((), ())],
              line=LINE, deck=["pig", "owl"])
    events = play_all(s, Action(0))
    assert [e.data["card"] for e in events if e.kind == "revealed"] == ["owl"]
    # raccoon 4 = owl 2 + chick + chick; every offer is payable with the owl's 2 folds
    moves = s.legal_moves()
    assert Play("raccoon") in moves and Done() in moves
    assert all(payable(hand + ["owl"], m.card, COST[m.card]) for m in moves if m != Done())
    declined = s.clone()
    play_all(declined, Done())
    assert sorted(declined.hands[0]) == sorted(hand + ["owl"])
    assert declined.known(1, 0).get("owl") == 1
    play_all(s, Play("raccoon"))                # owl paid, then chick + chick forced
    assert s.discard == ["owl", "chick", "chick"] and s.hands[0] == ["butterfly"]
    s = build([["raccoon", "butterfly"], ["cat"]], cols=[(["vulture"], []), ((), ())],
              line=LINE, deck=["pig", "owl"])
    play_all(s, Action(0))                      # nothing payable with the owl: kept
    assert s.current_player == 1 and "owl" in s.hands[0]


def test_shark_makes_an_opponent_discard() -> None:
    s = build([["cat"], ["rhino", "ant"], []], cols=[(["shark"], []), ((), ()), ((), ())],
              line=LINE, deck=["pig"])
    play_all(s, Action(0))
    assert s.legal_moves() == [Target(1)]          # seat 2 has no card
    play_all(s, Target(1))
    assert s.current_player == 1
    play_all(s, Discard("ant"))
    assert s.hands[1] == ["rhino"] and s.discard == ["ant"] and s.current_player == 1


def test_actions_with_covered_card_are_not_offered() -> None:
    s = build([["cat"], ["cat"]], cols=[(["lion", "crab"], ["fox", "cat"]), ((), ())],
              line=LINE, deck=["pig"] * 9)
    assert not any(isinstance(m, Action) for m in s.legal_moves())
    with pytest.raises(IllegalMove):
        s.apply(Action(0))
