"""What Animimix's moves do on the table: the cards flying between the grid and the
seats (and the opening deal), and the words of the toast and the log.

A mixin of `AnimimixLayout` (layout.py), which owns the places (`cell_rect`,
`pile_rects`, `hide_rect`, `hand_rects`, `seat_center`) and the card art.
"""

from __future__ import annotations

from dataclasses import replace

from scenes.table.layouts.animimix.geometry import HAND_CENTER, OTHER_H, OWN_H
from scenes.table.layouts.cards import Flight
from scenes.table.layouts.deal import Dealt, round_robin, to_panel

try:
    from sprites import tokens
except ImportError:  # pragma: no cover - the art module is optional
    tokens = None

MOUNTAIN_DROP = 150            # px above its card a mountain token falls from


class Events:
    """Flights and words for Animimix's events."""

    def on_events(self, view, events: list) -> None:
        super().on_events(view, events)
        obs, grid = view.obs, self.grid(view)
        delay = 0.0
        for event in events:
            d, seat = event.data, event.seat
            start, start_h = self._seat_spot(view, seat)
            if event.kind == "card_hidden":          # face down: a back, whoever looks
                end = self._mini_spot(view, seat, None)
                end_h = OWN_H if seat == view.viewer else OTHER_H    # the hide spot
                self.flights.launch(Flight(self.art.back(max(start_h, end_h)), start, end,
                                           landing=("mini", seat, None), delay=delay,
                                           heights=(start_h, end_h)))
            elif event.kind == "card_taken":
                cell = grid.cell_rect(d["row"], d["col"])
                end = self._mini_spot(view, seat, d["species"])
                self.flights.launch(Flight(self.face(d["species"], grid.cell_h), cell.center, end,
                                           landing=("mini", seat, d["species"]), delay=delay,
                                           card=d["species"], heights=(grid.cell_h, OTHER_H)))
                delay += 0.15
            elif event.kind == "card_placed":
                cell = grid.cell_rect(d["row"], d["col"])
                image = self.face(d["species"], max(grid.cell_h, start_h))
                self.flights.launch(Flight(image, start, cell.center,
                                           landing=("cell", d["row"], d["col"]), delay=delay,
                                           card=d["species"], heights=(start_h, grid.cell_h)))
            elif event.kind == "mountain_placed" and tokens is not None:
                # dropped onto its card from above, shrinking as it falls to the table
                spot = self.mountain_rect(grid.cell_rect(d["row"], d["col"]))
                self.flights.launch(Flight(tokens.mountain(2 * spot.h),
                                           (spot.centerx, spot.centery - MOUNTAIN_DROP),
                                           spot.center, landing=("mountain", d["row"], d["col"]),
                                           delay=delay + 0.3, heights=(2 * spot.h, spot.h)))
            elif event.kind == "cards_revealed" and obs["seats"][seat].get("hidden"):
                self._fly_reveal(view, seat, delay)
                delay += 0.3

    def opening_deal(self, view):
        """The grid laid face up from the box in the middle, then the hands dealt round
        the table (the viewer's turned face up into its hand, the others' to their
        panels)."""
        obs, place = view.obs, self.grid(view)
        grid = [Dealt(tuple(place.cell_rect(r, c).center), place.cell_h, obs["grid"][r][c],
                      ("cell", r, c)) for r in range(obs["rows"]) for c in range(obs["cols"])]
        hands = []
        for seat, info in enumerate(obs["seats"]):
            if seat == view.viewer:
                cards = info.get("hand") or []
                spots = self.hand_rects(len(cards))
                hands.append([Dealt(tuple(spot.center), OWN_H, card, ("hand", i))
                              for i, (card, spot) in enumerate(zip(cards, spots))])
            else:
                hands.append(to_panel(self.seat_center(view, seat), OTHER_H, info["hand_size"]))
        return place.center, grid + round_robin(hands)

    def _fly_reveal(self, view, seat: int, delay: float) -> None:
        """The game's end turns a seat's face-down pile over: a card of each species in
        it flies from the pile to that species on its panel, turning face up."""
        before = replace(view, obs=view.obs_before) if view.obs_before else view
        pile = self._mini_spot(before, seat, None)
        start_h = OWN_H if seat == view.viewer else OTHER_H      # the face-down spot
        hidden = view.obs["seats"][seat].get("hidden") or {}
        for i, species in enumerate(k for k, n in hidden.items() if n):
            image = self.face(species, start_h)
            self.flights.launch(Flight(image, pile, self._mini_spot(view, seat, species),
                                       landing=("mini", seat, species), delay=delay + 0.12 * i,
                                       card=species, back=self.art.back(start_h),
                                       heights=(start_h, OTHER_H), sound="flip"))

    def _seat_spot(self, view, seat: int | None) -> tuple[tuple[float, float], int]:
        """Where a seat's cards come from: the viewer's hand, else its panel."""
        if seat is not None and seat == view.viewer:
            return HAND_CENTER, OWN_H
        return self.seat_center(view, seat), OTHER_H

    def _mini_spot(self, view, seat: int, species: str | None) -> tuple[float, float]:
        """The centre of a seat's face-down pile (species None) or of a taken species."""
        if species is None and seat == view.bottom and view.viewer is not None:
            return self.hide_rect().center
        want = ("pile", seat) if species is None else ("taken", seat, species)
        for key, rect in self.pile_rects(view, seat):
            if key == want:
                return rect.center
        return self.seat_center(view, seat)

    def log_line(self, view, seat: int | None, move, events: list) -> str:
        """A swap is one line: the animal taken from the grid and the one put there
        (both face up, so public)."""
        taken = [e for e in events if e.kind == "card_taken" and e.seat == seat]
        placed = [e for e in events if e.kind == "card_placed" and e.seat == seat]
        if taken and placed:
            d = taken[0].data
            line = self.lines("card_swapped", who="", name=self.card_name(d["species"]),
                              placed=self.card_name(placed[0].data["species"]),
                              row=d.get("row", 0) + 1, col=d.get("col", 0) + 1).strip()
            rest = [e for e in events if e is not taken[0] and e is not placed[0]]
            return self.then(line, self.outcomes(view, seat, rest))
        return super().log_line(view, seat, move, events)

    def event_text(self, view, event, with_name: bool = True) -> str:
        return self._event_text(view, event, view.name(event.seat) if with_name else "").strip()

    def _event_text(self, view, event, who: str) -> str:
        d = event.data
        if event.kind == "card_hidden":
            if event.secret:
                return self.lines("card_hidden_own", who=who, name=self.card_name(event.secret["species"]))
            return self.lines("card_hidden", who=who)
        if event.kind in ("card_taken", "card_placed"):
            return self.lines(event.kind, who=who, name=self.card_name(d["species"]),
                              row=d.get("row", 0) + 1, col=d.get("col", 0) + 1)
        if event.kind == "mountain_placed":
            return self.lines("mountain_placed", left=d.get("left", "?"))
        if event.kind == "cards_revealed":
            shown = {k: n for k, n in d.get("cards", {}).items() if n}
            return self.lines("cards_revealed", who=who, count=sum(shown.values()),
                              cards=", ".join(f"{self.card_name(k)} {n}" for k, n in shown.items())
                              or "-")
        if event.kind == "species_scored":
            seats = d.get("seats", ())
            key = ("species_unclaimed" if not seats else
                   "species_scored" if len(seats) == 1 else "species_shared")
            return self.lines(key, name=self.card_name(d["species"]), points=d.get("points", 0),
                              share=d.get("share", 0),
                              seats=", ".join(view.name(s) for s in seats))
        return super().event_text(view, event, bool(who))

    def sound_for(self, events: list) -> str:
        kinds = {e.kind for e in events}
        if "game_over" in kinds:
            return "win"
        return "deal" if "card_placed" in kinds else "flip"

