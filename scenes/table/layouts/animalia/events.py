"""What Animalia's moves do on the table: the lot's cards flying to a collection, a
revealed card to the lot, stolen and given cards, medals to their owner's panel, the
collections back into the deck at a new season; and the words of the toast and the log.

A mixin of `AnimaliaLayout` (layout.py), which owns the places (`geo`, `fan_rects`,
`deck_rect`, `medal_row`), the medals shown (`medals_hidden`, `medals_now`) and the art.
"""

from __future__ import annotations

from functools import partial

from game.animalia.cards import FAMILIES as MEDAL_ORDER, MEMBERS, member_name
from game.animalia.moves import Target, haul_text
from game.core import Event
from game.i18n import text
from scenes.table.layouts.animalia import medals as medal_view
from scenes.table.layouts.animalia.geometry import COLLECTION_MAX
from scenes.table.layouts.cards import Flight

try:
    from sprites import tokens
except ImportError:  # pragma: no cover - the art module is optional
    tokens = None

MEDAL_PX = 40


class Events:
    """Flights and words for Animalia's events."""

    def on_events(self, view, events: list) -> None:
        super().on_events(view, events)
        for event in events:
            d = event.data
            if event.kind == "lot_taken":
                self._fly_take(view, d["collection"], list(d.get("cards", ())))
            elif event.kind == "card_revealed":
                self._fly_reveal(view, d)
            elif event.kind in ("card_stolen", "card_given") and isinstance(d.get("card"), str):
                self._fly_move(view, d)
            elif event.kind == "medals_awarded" and tokens is not None:
                won = medal_view.award_tokens(event, not self.medals_hidden(view, event.seat))
                self._fly_medals(view, event.seat, d["collection"], won)
            elif event.kind == "season_started":
                self._fly_to_deck(view)

    def _fly_take(self, view, collection: int, cards: list[str]) -> None:
        """The lot's cards fly one by one to their places at the end of the collection."""
        held = view.obs["collections"][collection]
        rects = self.fan_rects(view, collection, len(held))
        first = len(held) - len(cards)
        lot_h = self.geo(view).lot_h
        starts = self.geo(view).lot_rects(len(cards))
        for i, (card, start) in enumerate(zip(cards, starts)):
            index = first + i
            if index < 0 or index >= len(held) or held[index] != card:
                continue        # not where it was expected: no flight rather than a wrong one
            self.flights.launch(Flight(self.face(card, lot_h), start.center, rects[index].center,
                                       landing=("coll", collection, index), delay=0.08 * i,
                                       card=card, heights=(lot_h, rects[index].h)))

    def _fly_reveal(self, view, d: dict) -> None:
        """The revealed card flies from the deck to its place in the lot."""
        lot = view.obs.get("lot") or []
        index = len(d.get("lot") or lot) - 1
        if not 0 <= index < len(lot) or lot[index] != d["card"]:
            return
        spot = self.geo(view).lot_rects(len(lot))[index]
        face = partial(self.face, d["card"], spot.h)       # drawn when it turns up
        self.flights.launch(Flight(face, self.deck_rect(view).center,
                                   spot.center, landing=("lot", index), delay=0.3,
                                   card=d["card"], back=self.art.back(spot.h), sound="flip"))

    def _fly_to_deck(self, view) -> None:
        """A new season: every card of the collections flies back into the deck to be
        shuffled (the collections as they were before the move; nothing at the start)."""
        before = view.obs_before
        collections = before.get("collections") if before else None
        if not collections or before.get("season") == view.obs.get("season"):
            return
        for c, cards in enumerate(collections):
            for i, (card, rect) in enumerate(zip(cards, self.fan_rects(view, c, len(cards)))):
                # at their own size: a dozen cards rescaled every frame would cost 1-2 ms
                self.flights.launch(Flight(self.face(card, rect.h), rect.center,
                                           self.deck_rect(view).center, delay=0.03 * i,
                                           card=card))

    def _fly_medals(self, view, seat: int, collection: int, won: list) -> None:
        """The medals won fly from the collection to their owner's panel, one family
        after the other, shrinking to the panel's size: face up as far as the viewer
        may know them (`medal_view.award_tokens`), the rest face down."""
        start = self.fan_rects(view, collection, COLLECTION_MAX)[COLLECTION_MAX // 2].center
        spots = {family: spot for family, _n, spot in
                 self.medal_row(view, seat, self.medals_now(view, seat, flying=False))}
        colorblind = self.ctx.prefs.colorblind
        for i, (family, n) in enumerate(won):
            spot = spots.get(family, spots.get(None))
            if spot is None:
                continue
            image = (tokens.medal(family, 2 * MEDAL_PX, colorblind) if family
                     else tokens.medal_back(2 * MEDAL_PX))
            self.flights.launch(Flight(image, start, spot.center, delay=0.15 * i,
                                       heights=(2 * MEDAL_PX, MEDAL_PX),
                                       landing=("medal", seat, collection, family, n)))

    def _fly_move(self, view, d: dict) -> None:
        """A stolen or given card flies from one collection to the end of another."""
        src, dst = d.get("from_collection"), d.get("to_collection")
        if src is None or dst is None:
            return
        obs = view.obs
        start = self.fan_rects(view, src, len(obs["collections"][src]) + 1)[-1]
        held = obs["collections"][dst]
        if not held or held[-1] != d["card"]:
            return
        end = self.fan_rects(view, dst, len(held))[-1]
        self.flights.launch(Flight(self.face(d["card"], max(start.h, end.h)), start.center,
                                   end.center, landing=("coll", dst, len(held) - 1),
                                   card=d["card"], heights=(start.h, end.h)))

    def log_move(self, view, move) -> str:
        """A thief's or prankster's target with its owner's name ("aims at collection 3
        (Player 2)"), the rest as the move says it."""
        if isinstance(move, Target):
            per = max(1, len(view.obs.get("collections", ())) // view.players)
            return self.lines("targeted", n=move.collection + 1,
                              owner=view.name(move.collection // per))
        return super().log_move(view, move)

    def log_line(self, view, seat: int | None, move, events: list) -> str:
        """Medals are the line of the move that wins them, even when bonus cards were
        laid over the collection first; what covered what is told where the medals are."""
        won = [e for e in events if e.kind == "medals_awarded" and e.seat == seat]
        if not won:
            return super().log_line(view, seat, move, events)
        line = self.event_text(view, won[0].view(view.viewer), with_name=False)
        covers = [pair[0] for e in events if e.kind == "cards_covered" and e.seat == seat
                  for pair in e.data.get("covers", ())]
        if covers:          # the covers are laid face up
            line = self.lines("covering", line=line,
                              names=", ".join(self.card_name(c) for c in covers))
        rest = [e for e in events if e is not won[0]
                and not (e.kind == "cards_covered" and e.seat == seat)]
        return self.then(line, self.outcomes(view, seat, rest))

    def outcomes(self, view, seat: int | None, events: list) -> list[str]:
        """As the base says, with the bonus cards dealt to one seat told at once
        ("Player 2 gets 2 bonus cards"), not card by card; their owner reads which."""
        grouped: list = []
        for event in events:
            if event.kind != "bonus_dealt":
                grouped.append(event)
                continue
            seen = event.view(view.viewer)
            count, cards = 1, [seen.secret["card"]] if seen.secret else []
            last = grouped[-1] if grouped else None
            if last is not None and last.kind == "bonus_dealt" and last.seat == event.seat:
                grouped.pop()
                count += last.data["count"]
                cards = (last.secret or {}).get("cards", []) + cards
            grouped.append(Event("bonus_dealt", event.seat, {"count": count},
                                 {"cards": cards} if cards else None))
        return super().outcomes(view, seat, grouped)

    def event_text(self, view, event, with_name: bool = True) -> str:
        return self._event_text(view, event, view.name(event.seat) if with_name else "").strip()

    def _event_text(self, view, event, who: str) -> str:
        d = event.data
        if event.kind == "medals_awarded":
            return self._award_text(event, who)
        if event.kind == "bonus_dealt" and event.secret:         # their owner reads them
            return self.lines("bonus_dealt_own", who=who, count=d.get("count", 1),
                              cards=self._names(event.secret.get("cards", ())))
        if event.kind == "deck_viewed" and event.secret:        # the spy himself
            return self.lines("deck_viewed_own", who=who,
                              cards=self._names(event.secret.get("cards", ())))
        cards = self._names(d.get("cards") or [pair[0] for pair in d.get("covers", ())])
        if event.kind == "lot_taken" and len(view.obs.get("collections", ())) > view.players:
            return self.lines("lot_taken_into", who=who, coll=d.get("collection", 0) + 1,
                              cards=cards)
        if event.kind in self.EVENT_TEXTS:                 # (with 2 players, 2 collections each)
            card = d.get("card")
            return self.lines(event.kind, who=who, season=d.get("season", ""),
                              to=view.name(d.get("to_seat")),
                              source=view.name(d.get("from_seat")),
                              name=self.card_name(card) if isinstance(card, str) else "",
                              power=self._power_name(d.get("power")), cards=cards,
                              count=d.get("count", d.get("missing", 1)))
        return super().event_text(view, event, bool(who))

    def _names(self, cards) -> str:
        """Card ids as a list of names in the player's language."""
        return ", ".join(self.card_name(c) for c in cards if isinstance(c, str))

    def _award_text(self, event, who: str) -> str:
        """Medals won, as the (viewed) event tells them: the families the viewer may
        know, with the memory aid those everyone saw, else only how many."""
        face_up = event.secret is not None or self.ctx.prefs.medals_shown
        won = medal_view.award_tokens(event, face_up)
        hidden = sum(n for family, n in won if family is None)
        counts = dict(won)
        haul = tuple(counts.get(family, 0) for family in MEDAL_ORDER)
        if hidden and not any(haul):
            return text("medals_won_hidden", self.ctx.lang, who=who, count=hidden)
        named = haul_text(haul, self.ctx.lang)
        if hidden:
            named = text("medals_part_hidden", self.ctx.lang, haul=named, n=hidden)
        return self.lines("medals_awarded_named", who=who, haul=named)

    def _power_name(self, power) -> str:
        """A power (thief, spy, prankster) by its member's name in the player's language."""
        if power not in MEMBERS:
            return str(power or "")
        return member_name(power, self.ctx.lang).capitalize()

    def sound_for(self, events: list) -> str:
        kinds = {e.kind for e in events}
        if "game_over" in kinds:
            return "win"
        if "medals_awarded" in kinds:
            return "medal"
        if "season_started" in kinds:
            return "shuffle"
        if "lot_passed" in kinds:
            return "pass"
        return "deal"

