"""The per-game knowledge: evaluations in range, heuristics that prefer the obvious."""

from __future__ import annotations

import pytest

from game import load_game
from game.ai.knowledge import knowledge_for
from game.rng import FastRng, Rng
from helpers import available_games, game_params, midgame

REAL = [g.id for g in available_games() if g.id != "minibid"]
PARAMS = [(g, n) for g, n in game_params() if g.id != "minibid"]


@pytest.mark.parametrize("game,players", PARAMS, ids=[f"{g.id}-{n}" for g, n in PARAMS])
def test_evaluation_is_a_vector_of_chances(game, players):
    knowledge = knowledge_for(game.id)
    for seed, moves in ((1, 5), (2, 30), (3, 80)):
        state = midgame(game, players, seed, moves)
        values = knowledge.evaluate(state)
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
        legal = state.legal_moves()
        assert len(knowledge.move_scores(state, legal)) == len(legal)
        assert knowledge.playout_move(state, legal, Rng(seed)) in legal
        assert knowledge.easy_move(state, legal, Rng(seed)) in legal
        assert set(knowledge.root_moves(state, legal)) <= set(legal)


@pytest.mark.skipif("high_society" not in REAL, reason="no High Society engine")
def test_high_society_theft_takes_the_smallest_possession_and_fears_the_poorest_spot():
    from game.high_society.cards import CARDS
    from game.high_society.state import Phase

    knowledge = knowledge_for("high_society")
    state = load_game("high_society").new_game(3, 1)
    state.owned[0] = [CARDS.physical("3"), CARDS.physical("9"), CARDS.physical("theft")]
    state.phase, state.current_player = Phase.THEFT, 0
    moves = state.legal_moves()
    assert knowledge.policy_move(state, moves, Rng(1), 0.0).card == "3"
    late = load_game("high_society").new_game(3, 2)
    late.reds = [c for c in range(16) if CARDS.red[c]][:3]
    late.hands[0] = 0b1            # seat 0 has only the 1 left: surely the poorest
    values = knowledge.evaluate(late)
    assert values[0] < min(values[1:])


@pytest.mark.skipif("animalia" not in REAL, reason="no Animalia engine")
def test_animalia_values_pairs_and_takes_the_pair():
    from game.animalia.cards import CARD_INDEX
    from game.ai.animalia_values import coll_value, take_gain

    state = load_game("animalia").new_game(3, 1)
    dog, cat = CARD_INDEX["dog:cutie"], CARD_INDEX["cat:cutie"]
    pair = [dog, CARD_INDEX["dog:thief"]]
    assert coll_value(state, pair) > coll_value(state, [dog, cat]) + 1.5
    state.colls[state.holder] = [dog]
    state.lot = [CARD_INDEX["dog:spy"]]
    assert take_gain(state, state.holder) > 0.5
    state.lot = [CARD_INDEX["horse:scallywag"]]
    assert take_gain(state, state.holder) < 0


@pytest.mark.skipif("animimix" not in REAL, reason="no Animimix engine")
def test_animimix_majority_shares():
    from game.ai.animimix_projection import expected_shares, projected_scores

    shares = expected_shares([3, 1, 0], 2.0)
    assert sum(shares) == pytest.approx(1.0) and shares[0] > shares[1] > shares[2] == 0.0
    assert expected_shares([0, 0], 1.0) == [0.0, 0.0]
    state = midgame(load_game("animimix"), 2, 4, 100)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    assert projected_scores(state) == [float(x) for x in state.scores()]


@pytest.mark.skipif("animimix" not in REAL, reason="no Animimix engine")
@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("greedy", [0.0, 0.5])
def test_animimix_fast_playout_plays_the_policys_moves(players, greedy):
    """The playout that builds no move lists plays what playout_move would, draw for
    draw, with plain steps only and with the expert's half-greedy ones."""
    import copy

    from game.ai.knowledge import Knowledge

    knowledge = copy.copy(knowledge_for("animimix"))
    knowledge.playout_greedy = greedy
    for seed in range(12):
        state = midgame(load_game("animimix"), players, seed, seed)
        fast, slow = state.clone(), state.clone()
        rewards = knowledge.playout(fast, FastRng(seed))
        assert rewards == Knowledge.playout(knowledge, slow, FastRng(seed))
        assert fast.is_over and fast.grid == slow.grid and fast.piles() == slow.piles()


@pytest.mark.skipif("animimix" not in REAL, reason="no Animimix engine")
def test_animimix_fast_playout_honours_a_cut_off():
    """With playout_depth set (a screening option; no level sets it), the fast playout
    stops where the generic one does and is valued by the estimate, not returns()."""
    import copy

    from game.ai.knowledge import Knowledge

    knowledge = copy.copy(knowledge_for("animimix"))
    knowledge.playout_depth = 5
    for seed in range(8):
        state = midgame(load_game("animimix"), 2, seed, 4)
        fast, slow = state.clone(), state.clone()
        rewards = knowledge.playout(fast, FastRng(seed))
        assert rewards == Knowledge.playout(knowledge, slow, FastRng(seed))
        assert not fast.is_over and fast.turns_left == state.turns_left - 5
        assert fast.grid == slow.grid and rewards == knowledge.estimate(fast)


@pytest.mark.skipif("animimix" not in REAL, reason="no Animimix engine")
@pytest.mark.parametrize("players", [5, 6])
def test_animimix_hard_values_a_finished_playout_by_its_margin_at_six(players):
    """Hard's reward at the end of a game, at 6 players: half the win, half a logistic
    in the final margin, so of two losers the nearer scores more; at 5 players (and for
    medium at any count) the win alone."""
    from game.ai.knowledge import hard_knowledge

    hard, medium = hard_knowledge("animimix"), knowledge_for("animimix")
    for seed in range(4):
        state = load_game("animimix").new_game(players, seed)
        rng = Rng(seed)
        while not state.is_over:
            legal = state.legal_moves()
            state.play(legal[rng.randbelow(len(legal))])
        won, scores = state.returns(), state.scores()
        assert medium.evaluate(state) == won
        values = hard.evaluate(state)
        if players < 6:
            assert values == won
            continue
        near = hard.score_estimate(state, [float(x) for x in scores])
        assert values == pytest.approx([(a + b) / 2 for a, b in zip(won, near)])
        losers = sorted((s for s in range(players) if not won[s]), key=scores.__getitem__)
        low, high = losers[0], losers[-1]
        if scores[low] < scores[high]:
            assert values[low] < values[high]
        assert values.index(max(values)) in state.winners()


@pytest.mark.skipif("animimix" not in REAL, reason="no Animimix engine")
@pytest.mark.parametrize("players", [3, 4, 6])
def test_animimix_greedy_playouts_at_every_player_count(players):
    """Hard's greedy_players (6) lets the expert's greedy steps play at every count:
    its playouts differ from the plain ones."""
    from game.ai.knowledge import Knowledge, expert_knowledge

    plain, expert = knowledge_for("animimix"), expert_knowledge("animimix")
    differ = 0
    for seed in range(6):
        state = midgame(load_game("animimix"), players, seed, 2)
        mine, theirs = state.clone(), state.clone()
        for knowledge, played in ((expert, mine), (plain, theirs)):
            knowledge.playout(played, FastRng(seed))
            slow = state.clone()
            assert Knowledge.playout(knowledge, slow, FastRng(seed)) \
                == knowledge.evaluate(played) and slow.grid == played.grid
        differ += mine.grid != theirs.grid or mine.piles() != theirs.piles()
    assert differ > 0


@pytest.mark.skipif("animimix" not in REAL, reason="no Animimix engine")
def test_animimix_greedy_playout_step_plays_the_best_margin_drawn():
    """A greedy step plays the move whose projected margin is best for the mover: with
    a sample large enough to draw every legal move, the best of them all."""
    import copy

    from game.ai.animimix import margin
    from game.ai.knowledge import expert_knowledge

    assert expert_knowledge("animimix").playout_greedy == 0.5
    knowledge = copy.copy(knowledge_for("animimix"))
    knowledge.playout_greedy, knowledge.playout_sample, knowledge.playout_depth = 1.0, 3000, 1
    for seed in range(6):
        state = midgame(load_game("animimix"), 2, seed, 2 + seed)
        seat = state.current_player
        best = -1e9
        for move in state.legal_moves():
            after = state.clone()
            after.play(move)
            best = max(best, margin(after, seat))
        played = state.clone()
        knowledge.playout(played, FastRng(seed))
        assert played.turns_left == state.turns_left - 1
        assert margin(played, seat) == best


@pytest.mark.skipif("animimix" not in REAL, reason="no Animimix engine")
@pytest.mark.parametrize("players", [2, 3, 6])
def test_animimix_greedy_step_margins_are_margin_after_playing(players):
    """best_drawn works each margin out without playing the move: it must pick what
    playing each drawn move on a clone and calling margin() picks, draw for draw, up to
    the game's last move (scored as final)."""
    import math

    from game.ai.animimix_projection import best_drawn, drawn_move, margin

    def by_playing(state, kinds, free, sample, random, randbelow):
        seat, best, best_margin = state.current_player, None, -math.inf
        for _ in range(sample):
            move = drawn_move(state, kinds, free, random, randbelow)
            after = state.clone()
            after.play(move)
            if margin(after, seat) > best_margin:
                best, best_margin = move, margin(after, seat)
        return best

    game = load_game("animimix")
    checked = turns = 0
    for seed in range(5):
        state = game.new_game(players, seed)
        turns += state.turns_left
        rng = FastRng(seed)
        while not state.is_over:
            hand = state.hands[state.current_player]
            kinds = [s for s in range(8) if hand[s]]
            mine, theirs = FastRng(seed * 1000 + checked), FastRng(seed * 1000 + checked)
            move = best_drawn(state, kinds, state.free, 6, mine.random, mine.randbelow)
            assert move == by_playing(state, kinds, state.free, 6, theirs.random,
                                      theirs.randbelow)
            checked += 1
            legal = state.legal_moves()
            state.play(legal[rng.randbelow(len(legal))])
    assert checked == turns


@pytest.mark.skipif("origami" not in REAL, reason="no Origami engine")
def test_origami_quick_scorer_prefers_playing_and_big_folds():
    from game.origami.moves import Done, Play, Take

    knowledge = knowledge_for("origami")
    scores = knowledge.quick_scores([Done(), Take("ant"), Take("butterfly"), Play("fox")])
    assert scores[3] > scores[2] > scores[1] > scores[0]


@pytest.mark.skipif("high_society" not in REAL, reason="no High Society engine")
@pytest.mark.parametrize("players", [3, 4, 5])
def test_high_society_add_pruning_keeps_pass_and_the_cheapest_topping_cards(players):
    """Medium's tree keeps Pass, the two largest Adds under the high bid and the two
    cheapest over it; hard and expert keep every move at 3 players and prune as medium
    does from 4 seats, where 1,000 iterations cannot tell 12 Adds apart."""
    from game.ai.knowledge import level_knowledge

    state = load_game("high_society").new_game(players, 1)
    state.high = 7
    moves = state.legal_moves()
    pruners = ("medium",) if players == 3 else ("medium", "hard", "expert")
    for level in ("medium", "hard", "expert"):
        kept = level_knowledge("high_society", level).tree_moves(state, moves)
        if level not in pruners:
            assert kept == moves
            continue
        values = sorted(m.value for m in kept if m.TAG == "add")
        assert moves[0] in kept and values == [4, 6, 8, 10]


@pytest.mark.skipif("animimix" not in REAL, reason="no Animimix engine")
def test_animimix_hints_name_one_animal_with_its_article():
    """"takes a wolf for your majority", not "takes a Wolves card"; "puts a lion where
    it adds points", not "makes lion score more"."""
    from game import catalog
    from game.animimix.cards import SPECIES, SPECIES_DATA
    ONE_EN = [catalog.localized(entry, "one", "en") for entry in SPECIES_DATA]
    ONE_FR = [catalog.localized(entry, "one", "fr") for entry in SPECIES_DATA]
    from game.animimix.state import Swap

    knowledge = knowledge_for("animimix")
    found, placed_found = 0, []
    for seed in range(30):
        state = midgame(load_game("animimix"), 2, seed, 4)
        seat = state.current_player
        pile = state.piles()[seat]
        hand = state.hands[seat]
        for cell in state.free:
            taken = state.grid[cell]
            kinds = [s for s in range(8) if hand[s] and s != taken]
            if not pile[taken] or not kinds:
                continue
            row, col = divmod(cell, state.geo.cols)
            move = Swap(row, col, SPECIES[kinds[0]])
            after = state.clone()
            after.play(move)
            if after.species_points()[taken] < state.species_points()[taken]:
                placed = kinds[0]
                if after.species_points()[placed] > state.species_points()[placed]:
                    assert knowledge.reason(state, move, "en") == \
                        f"puts {ONE_EN[placed]} where it adds points on the grid"
                    assert knowledge.reason(state, move, "fr") == \
                        f"pose {ONE_FR[placed]} là où il ajoute des points à la grille"
                    placed_found.append(move)
                continue
            assert knowledge.reason(state, move, "en") == f"takes {ONE_EN[taken]} for your majority"
            assert knowledge.reason(state, move, "fr") == f"prend {ONE_FR[taken]} pour votre majorité"
            found += 1
    assert found and placed_found


@pytest.mark.skipif("origami" not in REAL, reason="no Origami engine")
def test_origami_hints_count_in_the_singular_for_one_and_explain_every_choice():
    from game.ai.knowledge import Knowledge
    from game.origami.cards import COST, FOLDS, POINTS
    from game.origami.moves import Copy, Discard, Give, Play, Take

    knowledge = knowledge_for("origami")
    state = midgame(load_game("origami"), 2, 1, 3)
    one_fold = next(card for card, folds in FOLDS.items() if folds == 1)
    assert "(1 fold)" in knowledge.reason(state, Take(one_fold), "en")
    assert "(1 pli)" in knowledge.reason(state, Take(one_fold), "fr")
    two_folds = next(card for card, folds in FOLDS.items() if folds == 2)
    assert "(2 folds)" in knowledge.reason(state, Take(two_folds), "en")
    one_point = next(card for card, points in POINTS.items() if points == 1)
    assert f"1 point for {COST[one_point]} folds" in knowledge.reason(state, Play(one_point), "en")
    assert f"1 point pour {COST[one_point]} plis" in knowledge.reason(state, Play(one_point), "fr")
    generic = {Knowledge().reason(state, None, lang) for lang in ("en", "fr")}
    for move in (Discard(one_fold), Give(one_fold), Copy(one_fold)):
        for lang in ("en", "fr"):
            assert knowledge.reason(state, move, lang) not in generic


@pytest.mark.parametrize("game_id,kinds", [("animalia", 7), ("high_society", 4),
                                            ("animimix", 2), ("origami", 12)])
def test_hints_explain_every_kind_of_decision(game_id, kinds):
    """Over seeded random games, no kind of move falls back to the generic "the best
    move the search found" (Animalia's spy order, Origami's shark target included)."""
    from game.ai.knowledge import Knowledge

    if game_id not in REAL:
        pytest.skip(f"no {game_id} engine")
    knowledge = knowledge_for(game_id)
    generic = {Knowledge().reason(None, None, lang) for lang in ("en", "fr")}
    seen = set()
    for seed in range(30):
        state = load_game(game_id).new_game(3 if game_id != "animimix" else 2, seed)
        rng = Rng(seed)
        while not state.is_over:
            moves = state.legal_moves()
            move = moves[rng.randbelow(len(moves))]
            view = state.determinize(state.current_player, Rng(seed))
            for lang in ("en", "fr"):
                assert knowledge.reason(view, move, lang) not in generic, move
            seen.add(move.TAG)
            state.apply(move)
    assert len(seen) >= kinds, seen


@pytest.mark.skipif("origami" not in REAL, reason="no Origami engine")
def test_origami_done_is_explained_by_what_it_ends():
    """Done after drawing keeps room in hand; Done on an effect's offer declines it."""
    from game.origami.frames import Frame
    from game.origami.moves import Done

    knowledge = knowledge_for("origami")
    said = {}
    for seed in range(30):
        state = load_game("origami").new_game(2, seed)
        rng = Rng(seed)
        while not state.is_over:
            moves = state.legal_moves()
            if Done() in moves:
                said.setdefault(state.stack[-1][0] == Frame.TAKE, set()).add(
                    knowledge.reason(state, Done(), "en"))
            state.apply(moves[rng.randbelow(len(moves))])
    assert said[True] == {"keeps room for the next turn"}
    assert said[False] == {"none of it is worth it now"}


@pytest.mark.skipif("high_society" not in REAL, reason="no High Society engine")
def test_the_search_plays_the_cheapest_of_the_moves_it_found_as_good():
    """Knowledge.pick: within the margin (and a quarter of the visits) the move that
    shows the least money; outside it, or without a margin, the most visited."""
    from game.ai.ismcts import SearchResult
    from game.high_society.moves import PASS, STAND, Add
    from game.high_society.state import RAISE
    knowledge = knowledge_for("high_society")
    state = load_game("high_society").new_game(3, 1)
    moves = [Add(1), Add(10), STAND]
    close = SearchResult(moves, [30, 100, 40], [0.50, 0.52, 0.47], 170, 0.0)
    assert knowledge.pick(state, close) == Add(1)            # 0.03 of 0.52, the cheaper Add
    state.phase, state.totals[0], state.high = RAISE, 5, 4   # leading: a margin of 0.1
    assert knowledge.pick(state, close) == STAND
    thin = SearchResult(moves, [30, 100, 20], [0.50, 0.52, 0.47], 150, 0.0)
    assert knowledge.pick(state, thin) == Add(1)              # Stand had too few visits
    far = SearchResult([PASS, Add(10)], [40, 100], [0.30, 0.52], 140, 0.0)
    assert knowledge.pick(state, far) == Add(10)
    assert knowledge_for("animimix").pick(state, close) == Add(10)   # no margin: most visited
