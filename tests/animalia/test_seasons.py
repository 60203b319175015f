"""Phases 2 and 3 in play: bonus cards, covers, kept bonus cards, seasons, two players."""

from __future__ import annotations

from game.animalia.cards import CARD_IDS
from game.animalia.seasons import elegance_values

from .helpers import GAME, Medals, Take, Target, UsePower, by_kind, haul, setup

OWL_COLL = ["owl", "horse:champion", "horse:smarty", "cat:champion", "dog:champion"]  # 11


def ids(cards):
    return [CARD_IDS[c] for c in cards]


def medal_table(**extra):
    """Seat 0 is the last incomplete player; phase 1 ends at once and seat 1 chooses."""
    data = dict(players=3, dealer=0,
                collections=[["dog:spy", "rabbit:scallywag", "parrot:scallywag", "cat:thief"],
                             OWL_COLL,
                             ["cat:smarty", "dog:smarty", "rabbit:smarty", "cat:scallywag",
                              "dog:scallywag"]],
                deck=["parrot:champion", "horse:scallywag", "rabbit:champion", "horse:thief",
                      "parrot:smarty", "cat:spy"])
    data.update(extra)
    return setup(**data)


def test_phase2_ranks_elegance_and_deals_hidden_bonus_cards():
    s = medal_table()
    # elegance: seat 0 = 0-1-1+0+3 = 1, seat 1 = 11, seat 2 = 2+2+2-1-1 = 4
    assert elegance_values(s) == [1, 11, 4]
    assert [len(b) for b in s.bonus] == [0, 2, 1]
    assert ids(s.bonus[1]) == ["horse:scallywag", "rabbit:champion"]
    assert ids(s.bonus[2]) == ["horse:thief"]
    assert s.observe(2)["bonus"] == ["horse:thief"]
    assert "horse:scallywag" not in repr(s.observe(2)) and "horse:scallywag" not in repr(
        s.observe(None))


def test_medal_choice_with_owl_and_bonus_cards_can_keep_bonus_cards():
    s = medal_table()
    assert s.current_player == 1 and s.phase_name() == "medals"
    moves = s.legal_moves()
    assert Medals(haul(horse=3), ()) in moves                      # owl as a horse
    assert Medals(haul(horse=2, cat=2), ()) in moves               # owl as a cat
    assert Medals(haul(horse=4), ("horse:scallywag",)) in moves    # cover the cat
    assert all(isinstance(m, Medals) for m in moves)
    events = s.apply(Medals(haul(horse=4), ("horse:scallywag",)))
    covered = by_kind(events, "cards_covered")[0]
    assert covered.seat == 1 and covered.data["covers"][0][0] == "horse:scallywag"
    assert by_kind(events, "medals_awarded")[0].secret["medals"] == {"horse": 4}
    assert s.medals[1] == [0, 4, 0, 0, 0]
    assert ids(s.bonus[1]) == ["rabbit:champion"]  # kept for a later season


def test_unused_bonus_cards_stay_out_of_the_new_deck():
    s = medal_table()
    s.apply(Medals(haul(horse=3), ()))
    while s.season == 1:
        s.apply(s.legal_moves()[0])
    in_play = set(s.deck) | set(s.lot)
    assert not in_play & set(s.bonus[1]) and len(s.bonus[1]) == 2
    assert s.covers == [] and all(c == [] or len(c) <= 1 for c in s.colls)


def test_covered_cards_and_used_bonus_return_to_the_deck():
    s = medal_table()
    s.apply(Medals(haul(horse=4), ("horse:scallywag",)))
    while s.season == 1:
        s.apply(s.legal_moves()[0])
    assert CARD_IDS.index("horse:scallywag") in set(s.deck) | set(s.lot)


def test_medals_are_chosen_from_the_dealers_left():
    s = medal_table()  # dealer 0: seat 1 chooses first, then seat 2, then seat 0
    order = []
    while s.season == 1:
        order += [e.seat for e in s.apply(s.legal_moves()[0]) if e.kind == "medals_awarded"]
    assert order == [1, 2, 0]


def test_tied_first_each_take_one_and_there_is_no_second():
    s = medal_table(collections=[["dog:spy", "rabbit:scallywag", "parrot:scallywag", "cat:thief"],
                                 OWL_COLL,
                                 ["rabbit:champion", "rabbit:smarty", "parrot:smarty",
                                  "cat:smarty", "dog:smarty"]],
                    deck=["parrot:champion", "horse:scallywag", "horse:thief", "cat:spy"])
    assert elegance_values(s) == [1, 11, 11]
    assert [ids(b) for b in s.bonus] == [[], ["horse:scallywag"], ["horse:thief"]]


def test_two_players_each_collection_competes_and_scores_alone():
    colls = [["cat:champion", "cat:smarty", "owl", "dog:champion", "dog:smarty"],   # 10
             ["horse:champion", "horse:smarty", "rabbit:champion", "rabbit:smarty",
              "rabbit:thief"],  # 10
             ["parrot:champion", "parrot:scallywag", "cat:scallywag", "dog:scallywag",
              "horse:scallywag"],  # 0
             ["rabbit:scallywag", "parrot:smarty", "cat:thief", "dog:thief"]]  # 1
    s = setup(players=2, dealer=1, collections=colls,
              deck=["parrot:cutie", "cat:spy", "dog:spy", "horse:spy", "rabbit:spy"])
    # seat 1's collection 3 is the only incomplete one: forced one-by-one take
    assert elegance_values(s) == [10, 10, -1, 1]
    assert [len(b) for b in s.bonus] == [2, 0]  # joint first: one card each, both seat 0's
    assert s.current_player == 0 and s.mcoll == 0
    # medals collection by collection from the dealer's left: seat 0's two, then seat 1's
    events = s.apply(Medals(haul(dog=4), ("dog:spy",)))
    awarded = [(e.seat, e.data["collection"], e.secret["medals"])
               for e in by_kind(events, "medals_awarded")]
    assert awarded == [(0, 0, {"dog": 4}), (0, 1, {"horse": 2, "rabbit": 3}),
                       (1, 2, {"parrot": 2}), (1, 3, {"parrot": 2})]
    assert s.medals == [[0, 2, 4, 3, 0], [0, 0, 0, 0, 4]]


def test_two_players_per_player_elegance_option():
    colls = [["cat:champion", "cat:smarty", "owl", "dog:champion", "dog:smarty"],
             ["horse:champion", "horse:smarty", "rabbit:champion", "rabbit:smarty",
              "rabbit:thief"],
             ["parrot:champion", "parrot:scallywag", "cat:scallywag", "dog:scallywag",
              "horse:scallywag"],
             ["rabbit:scallywag", "parrot:smarty", "cat:thief", "dog:thief"]]
    s = setup(players=2, dealer=1, collections=colls, options={"two_player_elegance": "per_player"},
              deck=["parrot:cutie", "cat:spy", "dog:spy", "horse:spy", "rabbit:spy"])
    assert [len(b) for b in s.bonus] == [2, 1]


def test_two_players_thief_steals_only_from_the_opponent():
    s = setup(players=2, dealer=0,
              collections=[["cat:champion"], ["dog:thief"], ["horse:champion"],
                           ["rabbit:champion"]],
              deck=["cat:thief", "parrot:champion", "parrot:smarty"])
    s.apply(Take(1))
    s.apply(UsePower("thief"))
    assert s.legal_moves() == [Target(2), Target(3)]
    s.apply(Target(2))  # a single card there: it is picked for him
    assert ids(s.colls[1]) == ["dog:thief", "cat:thief", "horse:champion"]


def test_owl_elegance_option():
    s = setup(players=3, dealer=1, options={"owl_elegance": 2},
              collections=[["owl"], [], []], deck=["cat:champion", "dog:champion"])
    assert elegance_values(s)[0] == 2


def test_full_games_finish_after_three_seasons_with_final_scores():
    for players in range(2, 7):
        s = GAME.new_game(players, 5)
        seasons = 0
        while not s.is_over:
            for e in s.apply(s.legal_moves()[-1]):
                seasons += e.kind == "season_started"
                if e.kind == "game_over":
                    assert e.data["scores"] == s.scores()
        assert seasons == 2 and s.season == 3 and s.current_player is None


def test_noemi_covers_her_parrot_and_horse_in_play():
    noemi = ["dog:champion", "dog:thief", "cat:spy", "parrot:smarty", "horse:prankster"]
    s = setup(players=3, dealer=0,
              collections=[["rabbit:champion", "rabbit:smarty", "rabbit:thief", "rabbit:spy"],
                           noemi, ["horse:champion", "horse:smarty", "cat:champion",
                                   "parrot:champion", "dog:smarty"]],
              bonus=[[], ["cat:smarty", "cat:scallywag"], []],
              deck=["rabbit:scallywag"])  # seat 0 takes it; no card left for bonus cards
    assert s.current_player == 1 and s.mcoll == 1
    assert set(s.legal_moves()) == {
        Medals(haul(dog=2), ()), Medals(haul(cat=2, dog=2), ("cat:smarty",)),
        Medals(haul(cat=3, dog=2), ("cat:smarty", "cat:scallywag"))}
    events = s.apply(Medals(haul(cat=3, dog=2), ("cat:smarty", "cat:scallywag")))
    covers = by_kind(events, "cards_covered")[0].data["covers"]
    assert sorted(c for _, c in covers) == ["horse:prankster", "parrot:smarty"]
    assert s.medals[1] == [3, 0, 2, 0, 0] and s.bonus[1] == []


def test_medal_moves_match_the_position_scorer():
    from game.rng import Rng

    checked = 0
    for players in (2, 3, 6):
        for seed in range(6):
            s, rng = GAME.new_game(players, seed), Rng(seed)
            while not s.is_over:
                if s.phase_name() == "medals":
                    out = GAME.score_position(GAME.export_medals_position(s))
                    want = {(tuple(c["medals"].get(f, 0) for f in
                                   ("cat", "horse", "dog", "rabbit", "parrot")),
                             tuple(c["bonus_used"])) for c in out["choices"]}
                    assert {(m.haul, m.used) for m in s.legal_moves()} == want
                    fronts = {tuple(sorted(h.items())) for h in out["medal_options"]}
                    claimed = {tuple(sorted((f, n) for f, n in zip(
                        ("cat", "horse", "dog", "rabbit", "parrot"), m.haul) if n))
                        for m in s.legal_moves()}
                    assert fronts <= claimed  # every best haul is among the choices
                    checked += 1
                s.play(rng.choice(s.legal_moves()))
    assert checked > 10
