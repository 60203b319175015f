"""Origami's game state: the deal, the turn as a stack of small decisions, the end.

Zones: `deck` (top = last item, hidden order), `line` (the 4 face-up cards), `discard`
(face-up pile, top = last; all of it is public: every card in it was discarded face up),
`hands` (hidden), `cols[seat]` = two collections, bottom to top (public). `packed[seat]`
is the packed fold count of seat's hand (payment.py), kept in step by every change of
a hand; whoever assigns hands by hand calls `recount`. A turn is a
stack of frames (see frames.py); the seat of the top frame decides. The frames'
handlers are in turn.py and effect_frames.py, observe and determinize in view.py.
`kept` holds the legal moves a handler found for the top frame on the way, `ready` that
frame (turn.py).

What is known of the hands is tracked as {card: count}: `pub[p]`, what everyone knows
of p's hand (the deal is face up and line cards are taken openly, so most of a hand is
public), plus `extra[(q, p)]`, what q alone knows (the card q passed p with the zebra).
A face-up removal forgets one copy; an unseen one (a zebra pass) makes the others
forget one of each card they knew (they cannot tell which left): knowledge may be
lost, never wrong. `determinize` keeps these known cards and re-deals only the rest.

Event kinds (data keys; [secret keys], seen only by the event's seat):
- dealt {card}: a card dealt face up to seat during set-up
- first_player {seat, folds}: who starts
- line_filled {card}: a deck card turned face up in the draw line
- turn_started {round}: seat's turn begins
- taken {card, source}: seat took a face-up card ("line" or "discard")
- drawn {count} [cards]: seat drew cards from the deck, face down
- deck_reshuffled {exhaustions, cards}: the discard pile became the deck
- deck_exhausted {exhaustions}: the deck ran out (the second time ends the game)
- end_triggered {reason, turns_left}: the end sequence started ("deck" or "round_limit")
- played {card}: seat revealed an origami to play
- paid {card}: seat discarded a card towards the cost
- placed {card, col, under}: the origami joined collection col (under: slipped beneath)
- effect_used {card, effect, copied_from}: seat used an instant effect
- action_used {card, col}: seat used the special action of a collection top
- revealed {card}: the vulture turned the deck's top card face up
- discarded {card, reason}: seat discarded a card face up
- kept {count} [cards]: the fox kept cards drawn face down
- passed {to} [card]: zebra: seat passed a card to its right-hand neighbour
- received {from} [card]: zebra: seat received a card from its left-hand neighbour
- turn_passed {}: seat could do nothing and passed
- game_over {scores, winners}
"""

from __future__ import annotations

from game.core import Event, State
from game.origami import turn, view
from game.origami.cards import EFFECT, FOLDS, family_deck
from game.origami.frames import (DEAL_FOLDS, EXHAUSTIONS_TO_END, LINE_SIZE, PAY_FRAME,
                                 PLACE_FRAME, ChooseMode, Frame)
from game.origami.moves import PLACE_OF
from game.origami.payment import PACKED, pack
from game.origami.scoring import hand_points, player_score, winners
from game.rng import Rng


class OrigamiState(State):
    """A game of Origami in progress (see the module docstring)."""

    __slots__ = ("players", "rng", "options", "families", "deck", "line", "discard",
                 "hands", "packed", "cols", "pub", "extra", "stack", "first", "turn_seat", "round",
                 "exhaustions", "remaining", "is_over", "current_player", "ready", "kept")

    # -- set-up -------------------------------------------------------------------------
    @classmethod
    def new(cls, players: int, seed: int, options: dict, families: tuple,
            events: list | None = None) -> "OrigamiState":
        """Shuffle the chosen families, deal face up to 10 folds, pick the first player."""
        s = cls.__new__(cls)
        s.players, s.rng, s.options, s.families = players, Rng(seed), options, families
        s.deck = family_deck(families)
        s.rng.shuffle(s.deck)
        s.line, s.discard = [], []
        s.hands = [[] for _ in range(players)]
        s.packed = [0] * players
        s.cols = [[[], []] for _ in range(players)]
        s.pub = [{} for _ in range(players)]
        s.extra = {}
        s.stack, s.round, s.exhaustions, s.remaining = [], 0, 0, None
        s.is_over, s.current_player, s.ready = False, None, None
        folds = [0] * players
        while min(folds) < DEAL_FOLDS:
            for seat in range(players):
                if folds[seat] < DEAL_FOLDS:
                    card = s.deck.pop()
                    s.add_public(seat, card)
                    folds[seat] += FOLDS[card]
                    s.emit(events, "dealt", seat, card=card)
        fewest = min(folds)
        tied = [seat for seat in range(players) if folds[seat] == fewest]
        s.first = tied[0] if len(tied) == 1 else s.rng.choice(tied)
        s.emit(events, "first_player", None, seat=s.first, folds=fewest)
        s.refill_line(events)
        s.turn_seat = s.first
        s.stack.append((Frame.MAIN, s.first))
        s.emit(events, "turn_started", s.first, round=0)
        s.current_player = s.first
        return s

    # -- small helpers used by the effects ----------------------------------------------
    @staticmethod
    def emit(events: list | None, kind: str, seat, secret: dict | None = None, /,
             **data) -> None:
        """Append an event unless events is None (the fast path; hot callers test for
        None first, so that no keyword dict is built)."""
        if events is not None:
            events.append(Event(kind, seat, data, secret))

    def add_public(self, seat: int, card: str) -> None:
        """A card joins seat's hand in everyone's sight."""
        self.hands[seat].append(card)
        self.packed[seat] += PACKED[card]
        row = self.pub[seat]
        row[card] = row.get(card, 0) + 1

    def remove_public(self, seat: int, card: str) -> None:
        """A card leaves seat's hand face up: everyone who knew of one forgets it."""
        self.hands[seat].remove(card)
        self.packed[seat] -= PACKED[card]
        row = self.pub[seat]
        count = row.pop(card, 0)
        if count > 1:
            row[card] = count - 1
        elif not count and self.extra:
            self.forget_extra(seat, card)

    def forget_extra(self, seat: int, card: str) -> None:
        """A card none knew of publicly left seat's hand face up: who alone knew of one
        forgets it."""
        for (q, p), row in self.extra.items():
            if p == seat and card in row:
                _forget(row, card)

    def remove_hidden(self, seat: int, card: str) -> None:
        """A card leaves seat's hand unseen: the others forget one of each known card."""
        self.hands[seat].remove(card)
        self.packed[seat] -= PACKED[card]
        row = self.pub[seat]
        for key in list(row):
            _forget(row, key)
        for (q, p), row in self.extra.items():
            if p == seat:
                for key in list(row):
                    _forget(row, key)

    def recount(self) -> None:
        """Count the hands' folds afresh (`packed`), after hands were assigned."""
        self.packed = [pack(hand) for hand in self.hands]

    def learn(self, seat: int, other: int, card: str) -> None:
        """`seat` alone now knows that `other` holds `card` (a zebra pass)."""
        row = self.extra.setdefault((seat, other), {})
        row[card] = row.get(card, 0) + 1

    def known(self, viewer: int | None, seat: int) -> dict:
        """{card: count} that `viewer` (None: anyone) knows to be in seat's hand."""
        out = dict(self.pub[seat])
        for card, k in self.extra.get((viewer, seat), {}).items():
            out[card] = out.get(card, 0) + k
        return out

    def draw(self, events: list | None) -> str | None:
        """The deck's top card (reshuffling the discard as the rules say), or None."""
        if not self.deck:
            if not self.discard:
                return None
            self.reshuffle(events)
        card = self.deck.pop()
        if not self.deck:
            self.exhaustions += 1
            self.emit(events, "deck_exhausted", None, exhaustions=self.exhaustions)
            if self.exhaustions >= EXHAUSTIONS_TO_END and self.remaining is None:
                self.trigger_end("deck", events)
            if self.discard:
                self.reshuffle(events)
        return card

    def reshuffle(self, events: list | None) -> None:
        """The discard pile, shuffled, becomes the deck."""
        self.deck, self.discard = self.discard, []
        self.rng.shuffle(self.deck)
        self.emit(events, "deck_reshuffled", None, exhaustions=self.exhaustions,
                  cards=len(self.deck))

    def draw_private(self, seat: int, count: int, events: list | None) -> list[str]:
        """Draw up to `count` deck cards into seat's hand, face down."""
        drawn = []
        for _ in range(count):
            card = self.draw(events)
            if card is None:
                break
            drawn.append(card)
        self.hands[seat].extend(drawn)
        self.packed[seat] += pack(drawn)
        if drawn:
            self.emit(events, "drawn", seat, {"cards": list(drawn)}, count=len(drawn))
        return drawn

    def refill_line(self, events: list | None) -> None:
        """Turn deck cards face up until the line has 4 (or the cards run out)."""
        line = self.line
        need = LINE_SIZE - len(line)
        deck = self.deck
        if 0 < need < len(deck):    # neither a reshuffle nor an exhaustion: deal at once
            line += deck[:-need - 1:-1]
            del deck[-need:]
            if events is not None:
                for card in line[-need:]:
                    self.emit(events, "line_filled", None, card=card)
            return
        while len(line) < LINE_SIZE:
            if len(self.deck) > 1:      # neither a reshuffle nor an exhaustion
                card = self.deck.pop()
            else:
                card = self.draw(events)
                if card is None:
                    return
            line.append(card)
            if events is not None:   # no keyword dict on search's path
                self.emit(events, "line_filled", None, card=card)

    def take_line(self, seat: int, card: str, events: list | None) -> None:
        """Move a line card to seat's hand (the line is refilled later)."""
        self.line.remove(card)
        self.add_public(seat, card)
        self.emit(events, "taken", seat, card=card, source="line")

    def take_discard(self, seat: int, card: str, events: list | None) -> None:
        """Move the topmost copy of `card` from the discard pile to seat's hand."""
        pile = self.discard
        for i in range(len(pile) - 1, -1, -1):
            if pile[i] == card:
                del pile[i]
                break
        self.add_public(seat, card)
        self.emit(events, "taken", seat, card=card, source="discard")

    def discard_card(self, seat: int, card: str, reason: str, events: list | None) -> None:
        """Discard a hand card face up."""
        self.remove_public(seat, card)
        self.discard.append(card)
        if events is not None:
            self.emit(events, "discarded", seat, card=card, reason=reason)

    def trigger_end(self, reason: str, events: list | None) -> None:
        """Finish this round (up to the first player), then one last turn each."""
        last = (self.first - 1) % self.players
        if reason == "deck":
            self.remaining = (last - self.turn_seat) % self.players + self.players
        else:
            self.remaining = self.players - 1
        self.emit(events, "end_triggered", None, reason=reason, turns_left=self.remaining)

    def start_play(self, seat: int, card: str, cost: int, events: list | None) -> None:
        """Reveal an origami from hand; its payment (if any) and placement follow."""
        self.remove_public(seat, card)
        if events is not None:
            self.emit(events, "played", seat, card=card)
        if cost > 0:
            self.stack.append((PAY_FRAME, seat, card, cost))
        else:
            self.stack.append((PLACE_FRAME, seat, card))

    def placements(self, seat: int, card: str) -> list:
        """The legal Place moves: the smaller collection (either if equal)."""
        left, right = self.cols[seat]
        a, b = len(left), len(right)
        if EFFECT[card] != "slip_under":
            if a == b:
                return [PLACE_OF[0, 0], PLACE_OF[1, 0]]
            return [PLACE_OF[0, 0] if a < b else PLACE_OF[1, 0]]
        cols = (0, 1) if a == b else ((0,) if a < b else (1,))
        return ([PLACE_OF[col, 0] for col in cols]
                + [PLACE_OF[col, 1] for col in cols if self.cols[seat][col]])

    # -- the API --------------------------------------------------------------------------
    legal_moves = turn.legal_moves     # the moves of the player on top of the stack

    def is_legal(self, move) -> bool:
        """Whether `move` may be played now."""
        return not self.is_over and move in self.legal_moves()

    # Play a legal move, then resolve forced steps and turn ends until a real decision
    # (or the end): turn.py. State.play(move) in one call: search's hot path.
    _play = play = turn.play

    def finish(self, events: list | None) -> None:
        """The game is over."""
        self.is_over, self.current_player = True, None
        if events is not None:
            self.emit(events, "game_over", None, scores=self.scores(), winners=self.winners())

    def clone(self) -> "OrigamiState":
        """An independent copy (hand-written: lists copied, immutable parts shared)."""
        s = OrigamiState.__new__(OrigamiState)
        s.players, s.options, s.families = self.players, self.options, self.families
        s.rng = self.rng.clone()
        s.deck, s.line, s.discard = self.deck[:], self.line[:], self.discard[:]
        s.hands = [h[:] for h in self.hands]
        s.packed = self.packed[:]
        s.cols = [[a[:], b[:]] for a, b in self.cols]
        s.pub = [d.copy() for d in self.pub]
        s.extra = {key: d.copy() for key, d in self.extra.items()} if self.extra else {}
        s.stack = self.stack[:]
        s.first, s.turn_seat, s.round = self.first, self.turn_seat, self.round
        s.exhaustions, s.remaining = self.exhaustions, self.remaining
        s.is_over, s.current_player = self.is_over, self.current_player
        s.ready = None      # a copy is often made to be changed (determinize...)
        return s

    def scores(self) -> list[int]:
        """Points per seat: printed points of both collections plus bonus effects."""
        return [player_score(self.cols[p], len(self.hands[p])) for p in range(self.players)]

    def winners(self) -> list[int]:
        """Most points; ties broken by the points of the cards in hand; then shared."""
        return winners(self.scores(), [hand_points(h) for h in self.hands])

    def card_census(self) -> dict:
        """{card: count} over deck, line, discard, hands, collections and pending cards."""
        out: dict = {}
        for zone in (self.deck, self.line, self.discard, *self.hands,
                     *(c for cols in self.cols for c in cols), self.pending_cards()):
            for card in zone:
                out[card] = out.get(card, 0) + 1
        return out

    def pending_cards(self) -> list[str]:
        """Cards held by pending frames (being played, drawn by the fox, passed...)."""
        out = []
        for frame in self.stack:
            kind = frame[0]
            if kind in (Frame.PAY, Frame.PLACE):
                out.append(frame[2])
            elif kind == Frame.FOX:
                out.extend(frame[2])
            elif kind == Frame.ZEBRA:
                out.extend(c for c in frame[3] if c)
            elif kind == Frame.CHOOSE and frame[2] == ChooseMode.VULTURE:
                out.append(frame[3])
        return out

    # -- hidden information (view.py) ----------------------------------------------------
    def observe(self, seat: int | None) -> dict:
        """What `seat` (None: a spectator) may know, as plain comparable data."""
        return view.observe(self, seat)

    def determinize(self, seat: int, rng) -> "OrigamiState":
        """A full state consistent with observe(seat): unseen cards re-dealt from rng."""
        return view.determinize(self, seat, rng)

def _forget(row: dict, card: str) -> None:
    """One less `card` in a knowledge row."""
    if row[card] > 1:
        row[card] -= 1
    else:
        del row[card]


__all__ = ["OrigamiState"]
