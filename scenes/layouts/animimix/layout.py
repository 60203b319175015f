"""Animimix's table: the grid of animals with mountain tokens, hands, hidden piles.

The grid is scaled to the room the seat panels leave, for every player count; mountain
tokens sit on the locked cards (each drops onto its card when placed). On each panel
are the seat's face-down pile (a back with its count) and the species it has taken
from the grid (public); the viewer also reads their own hidden cards there. The points
each species is worth now are listed bottom left with the mountains left. The viewer's
hand is at the bottom right; a human first picks a hand card, then either "hide it" or
a grid cell to swap with (cells under a mountain are shown greyed with the reason).
Clicking a hand card then a cell does the same with the pointer. Events fly cards
between the grid and the seats.
"""

from __future__ import annotations

import pygame

from scenes.layouts.base import TABLE_AREA, Layout, all_card_ids, event_texts
from scenes.layouts.cards import Flight, card_width, topmost
from scenes.layouts.deal import Dealt, round_robin, to_panel
from scenes.picker import Choice
from scenes.ui import HIGHLIGHT, TEXT, TEXT_DIM
from sprites import textfit
from sprites.layout import row

GRID_CENTER = (710, 500)
GRID_BOX = (560, 600)       # width; the height is what the panels leave (grid_box)
HAND_H = 150
HAND_CENTER = (1150, 975)
LEGEND_TOPLEFT = (30, 790)     # the species' points, bottom left (chips in two columns)
CHIP_H = 56
CHIP_W = 200
MINI_H = 44                    # the pile and taken species, on each panel's third line
MOUNTAIN_DROP = 150            # px above its card a mountain token falls from
MOUNTAIN = (120, 84, 56)
SNOW = (250, 250, 250)

try:
    from sprites import tokens
except ImportError:  # pragma: no cover - the art module is optional
    tokens = None


class AnimimixLayout(Layout):
    """Grid, mountains, hands and the species scores."""

    SEAT_LINE_BOTTOM = 96       # one line: the pile and taken species are under it

    EVENT_TEXTS = event_texts("animimix")

    def __init__(self, ctx, players: int) -> None:
        super().__init__(ctx, players)
        self.rows = self.cols = 0
        self.cell_h = 120
        self.grid_center = GRID_CENTER

    def sync(self, view) -> None:
        super().sync(view)
        obs = view.obs
        self.rows, self.cols = obs["rows"], obs["cols"]
        box = self.grid_box()
        self.grid_center = box.center
        h_rows = box.h / self.rows - 8
        h_cols = (box.w / self.cols - 8) * 7 / 5
        self.cell_h = int(min(h_rows, h_cols))

    def grid_box(self) -> pygame.Rect:
        """The room for the grid: under the panels above the middle column, over the viewer's."""
        panels = self.seat_rects()
        bottom = panels[self.bottom_seat()].top - 12
        top = TABLE_AREA.top + 10
        left, right = GRID_CENTER[0] - GRID_BOX[0] // 2, GRID_CENTER[0] + GRID_BOX[0] // 2
        for seat, p in enumerate(panels):
            if seat != self.bottom_seat() and p.bottom < TABLE_AREA.centery and \
                    p.right > left + 10 and p.left < right - 10:
                top = max(top, round(p.bottom) + 12)
        return pygame.Rect(left, top, GRID_BOX[0], bottom - top)

    def warm_sets(self):
        return [(all_card_ids("animimix"), (self.cell_h, HAND_H, MINI_H, CHIP_H))]

    def warm(self) -> None:
        super().warm()
        if tokens is not None:       # the mountain on a card, and as it starts to drop
            size = self.mountain_rect(self.cell_rect(0, 0)).h
            tokens.mountain(size)
            tokens.mountain(2 * size)

    # -- geometry ------------------------------------------------------------------
    def cell_rect(self, r: int, c: int) -> pygame.Rect:
        """Where grid cell (r, c) is drawn."""
        w, h = card_width(self.cell_h), self.cell_h
        x0 = self.grid_center[0] - (self.cols * (w + 8) - 8) / 2
        y0 = self.grid_center[1] - (self.rows * (h + 8) - 8) / 2
        return pygame.Rect(round(x0 + c * (w + 8)), round(y0 + r * (h + 8)), w, h)

    def hand_rects(self, count: int) -> list[pygame.FRect]:
        """The viewer's hand cards."""
        return row(count, card_width(HAND_H), HAND_H, HAND_CENTER, gap=10, max_width=480)

    # -- choices ---------------------------------------------------------------------
    def choices(self, view) -> list[Choice]:
        obs, legal = view.obs, list(view.legal)
        legal_set = set(legal)
        by_type = {type(m).__name__: type(m) for m in legal}
        hide_cls, swap_cls = by_type.get("PlaceHidden"), by_type.get("Swap")
        hand = obs["seats"][obs["current_player"]]["hand"] or []
        out = []
        for species in dict.fromkeys(hand):
            children = []
            if hide_cls is not None:
                move = hide_cls(species)
                children.append(Choice(self.lines("hide"), move if move in legal_set else None,
                                       reason="" if move in legal_set else self.lines("not_now"),
                                       key=("hide", species)))
            for r in range(obs["rows"]):
                for c in range(obs["cols"]):
                    label = self.lines("cell", row=r + 1, col=c + 1,
                                       name=self.card_name(obs["grid"][r][c]))
                    move = swap_cls(r, c, species) if swap_cls is not None else None
                    if move is not None and move in legal_set:
                        children.append(Choice(label, move, key=("cell", r, c)))
                    else:
                        reason = self.lines("mountain" if obs["mountains"][r][c] else "not_now")
                        children.append(Choice(label, reason=reason, key=("cell", r, c)))
            out.append(Choice(self.card_name(species), children=children, key=("hand", species)))
        return out

    def focus_rects(self, key) -> list:
        """A hand choice points at that card, a cell choice at the cell, hide at the panel."""
        if not isinstance(key, tuple) or len(key) == 0:   # moves may be keys; some are empty
            return []
        if key[0] == "cell":
            return [self.cell_rect(key[1], key[2])]
        if key[0] == "hide":
            return [self.seat_rects()[self.view.obs["current_player"]]]
        if key[0] == "hand" and self.view.viewer is not None:
            hand = list(self.view.obs["seats"][self.view.viewer]["hand"] or [])
            if key[1] in hand:
                rects = self.hand_rects(len(hand))
                index = len(hand) - 1 - hand[::-1].index(key[1])   # the one on top
                return [rects[index]]
        return []

    def pointer(self, event, picker):
        """Hand card opens its choices; a grid cell (or the own panel: hide) picks one."""
        if event.kind != "up":
            return None
        obs = self.view.obs
        hand = obs["seats"][obs["current_player"]]["hand"] or []
        hit = topmost(self.hand_rects(len(hand)), event.pos)
        if hit is not None:
            picker.select_key(("hand", hand[hit]), from_top=True)
            return None
        opened = picker.opened()       # a single species in hand is opened at once
        if not opened:
            return None
        wanted = None
        for r in range(self.rows):
            for c in range(self.cols):
                if self.cell_rect(r, c).collidepoint(event.pos):
                    wanted = ("cell", r, c)
        if self.seat_rects()[obs["current_player"]].collidepoint(event.pos):
            wanted = ("hide", opened[-1].key[1])
        return None if wanted is None else picker.select_key(wanted)

    # -- events ------------------------------------------------------------------------
    def on_events(self, view, events: list) -> None:
        super().on_events(view, events)
        obs = self.view.obs
        delay = 0.0
        for event in events:
            d, seat = event.data, event.seat
            start, start_h = self._seat_spot(seat)
            if event.kind == "card_hidden":          # face down: a back, whoever looks
                end = self._mini_spot(obs, seat, None)
                self.flights.launch(Flight(self.art.back(start_h), start, end,
                                           landing=("mini", seat, None), delay=delay,
                                           heights=(start_h, MINI_H)))
            elif event.kind == "card_taken":
                cell = self.cell_rect(d["row"], d["col"])
                end = self._mini_spot(obs, seat, d["species"])
                self.flights.launch(Flight(self.face(d["species"], self.cell_h), cell.center, end,
                                           landing=("mini", seat, d["species"]), delay=delay,
                                           card=d["species"], heights=(self.cell_h, MINI_H)))
                delay += 0.15
            elif event.kind == "card_placed":
                cell = self.cell_rect(d["row"], d["col"])
                image = self.face(d["species"], max(self.cell_h, start_h))
                self.flights.launch(Flight(image, start, cell.center,
                                           landing=("cell", d["row"], d["col"]), delay=delay,
                                           card=d["species"], heights=(start_h, self.cell_h)))
            elif event.kind == "mountain_placed" and tokens is not None:
                # dropped onto its card from above, shrinking as it falls to the table
                spot = self.mountain_rect(self.cell_rect(d["row"], d["col"]))
                self.flights.launch(Flight(tokens.mountain(2 * spot.h),
                                           (spot.centerx, spot.centery - MOUNTAIN_DROP),
                                           spot.center, landing=("mountain", d["row"], d["col"]),
                                           delay=delay + 0.3, heights=(2 * spot.h, spot.h)))
            elif event.kind == "cards_revealed" and obs["seats"][seat].get("hidden"):
                self._fly_reveal(obs, seat, delay)
                delay += 0.3

    def opening_deal(self, obs: dict):
        """The grid laid face up from the box in the middle, then the hands dealt round
        the table (the viewer's turned face up into its hand, the others' to their
        panels)."""
        grid = [Dealt(tuple(self.cell_rect(r, c).center), self.cell_h, obs["grid"][r][c],
                      ("cell", r, c)) for r in range(obs["rows"]) for c in range(obs["cols"])]
        hands = []
        for seat, info in enumerate(obs["seats"]):
            if seat == self.view.viewer:
                cards = info.get("hand") or []
                spots = self.hand_rects(len(cards))
                hands.append([Dealt(tuple(spot.center), HAND_H, card, ("hand", i))
                              for i, (card, spot) in enumerate(zip(cards, spots))])
            else:
                hands.append(to_panel(self.seat_center(seat), MINI_H * 2, info["hand_size"]))
        return self.grid_center, grid + round_robin(hands)

    def winner_card(self, obs: dict, seat: int) -> str | None:
        """The card the results show for a winner: the species it holds most of."""
        info = obs["seats"][seat]
        held = {k: v + (info.get("hidden") or {}).get(k, 0) for k, v in info["taken"].items()}
        best = max(held, key=held.get, default=None)
        return best if best is not None and held[best] else None

    def _fly_reveal(self, obs: dict, seat: int, delay: float) -> None:
        """The game's end turns a seat's face-down pile over: a card of each species in
        it flies from the pile to that species on its panel, turning face up."""
        before = self.view.obs_before or obs
        pile = self._mini_spot(before, seat, None)
        hidden = obs["seats"][seat].get("hidden") or {}
        for i, species in enumerate(k for k, n in hidden.items() if n):
            image = self.face(species, 2 * MINI_H)
            self.flights.launch(Flight(image, pile, self._mini_spot(obs, seat, species),
                                       landing=("mini", seat, species), delay=delay + 0.12 * i,
                                       card=species, back=self.art.back(2 * MINI_H),
                                       heights=(2 * MINI_H, MINI_H), sound="flip"))

    def _seat_spot(self, seat: int | None) -> tuple[tuple[float, float], int]:
        """Where a seat's cards come from: the viewer's hand, else its panel."""
        if seat is not None and seat == self.view.viewer:
            return HAND_CENTER, HAND_H
        return self.seat_center(seat), MINI_H

    def _mini_spot(self, obs: dict, seat: int, species: str | None) -> tuple[float, float]:
        """The centre of a seat's pile (species None) or taken species on its panel."""
        for key, _n, (x, y) in self._minis(obs, seat):
            if key == species:
                return (x + card_width(MINI_H) / 2, y + MINI_H / 2)
        return self.seat_center(seat)

    def log_line(self, seat: int | None, move, events: list) -> str:
        """A swap is one line: the animal taken from the grid and the one put there
        (both face up, so public)."""
        taken = [e for e in events if e.kind == "card_taken" and e.seat == seat]
        placed = [e for e in events if e.kind == "card_placed" and e.seat == seat]
        if taken and placed:
            d = taken[0].data
            return self.lines("card_swapped", who="", name=self.card_name(d["species"]),
                              placed=self.card_name(placed[0].data["species"]),
                              row=d.get("row", 0) + 1, col=d.get("col", 0) + 1).strip()
        return super().log_line(seat, move, events)

    def event_text(self, event, with_name: bool = True) -> str:
        return self._event_text(event, self.view.name(event.seat) if with_name else "").strip()

    def _event_text(self, event, who: str) -> str:
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
            return self.lines("cards_revealed", who=who)
        if event.kind == "species_scored":
            return self.lines("species_scored", name=self.card_name(d["species"]),
                              points=d.get("points", 0))
        return super().event_text(event, bool(who))

    def sound_for(self, events: list) -> str:
        kinds = {e.kind for e in events}
        if "game_over" in kinds:
            return "win"
        return "deal" if "card_placed" in kinds else "flip"

    # -- drawing -----------------------------------------------------------------------
    def seat_line(self, obs: dict, seat: int) -> str:
        info = obs["seats"][seat]
        line = self.lines("hand", n=info["hand_size"], h=info["hidden_count"])
        hidden = info.get("hidden")                    # only the seat itself knows these
        if hidden and any(hidden.values()):
            line += " (" + ", ".join(f"{self.card_name(k)} {v}" for k, v in hidden.items() if v) + ")"
        return line                 # fitted to one line of the panel by draw_seat

    def result_line(self, obs: dict, seat: int) -> str:
        hidden = obs["seats"][seat].get("hidden") or {}
        return " · ".join(f"{self.card_name(k)} {v}" for k, v in hidden.items() if v)

    def draw_middle(self, surface: pygame.Surface, obs: dict) -> None:
        landing = self.flights.landing()
        for r in range(obs["rows"]):
            for c in range(obs["cols"]):
                rect = self.cell_rect(r, c)
                if ("cell", r, c) in landing:
                    pygame.draw.rect(surface, (36, 84, 58), rect, border_radius=10)
                    continue
                surface.blit(self.face(obs["grid"][r][c], self.cell_h), rect)
                if obs["mountains"][r][c] and ("mountain", r, c) not in landing:
                    self._mountain(surface, rect)
        self._legend(surface, obs)
        self._hand(surface, obs)
        self._taken(surface, obs)

    @staticmethod
    def mountain_rect(rect: pygame.Rect) -> pygame.Rect:
        """Where a card's mountain token sits: lower right, above the card's name band."""
        size = round(rect.w * 0.5)
        return pygame.Rect(rect.right - size - 3, rect.bottom - round(rect.h * 0.17) - size,
                           size, size)

    def _mountain(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        spot = self.mountain_rect(rect)
        size = spot.w
        if tokens is not None:
            surface.blit(tokens.mountain(size), spot)
            return
        base_y, left = rect.bottom - 8, rect.right - size - 6
        peak = (left + size / 2, base_y - size * 0.8)
        pygame.draw.polygon(surface, MOUNTAIN, [(left, base_y), peak, (left + size, base_y)])
        cap = [(peak[0] - size * 0.16, peak[1] + size * 0.22), peak,
               (peak[0] + size * 0.16, peak[1] + size * 0.22)]
        pygame.draw.polygon(surface, SNOW, cap)

    @staticmethod
    def legend_rects(count: int) -> list[pygame.Rect]:
        """The chip of each species in the points legend (two columns, bottom left)."""
        x, y = LEGEND_TOPLEFT
        return [pygame.Rect(x + (i % 2) * CHIP_W, y + (i // 2) * (CHIP_H + 8), CHIP_W - 8, CHIP_H)
                for i in range(count)]

    def _legend(self, surface: pygame.Surface, obs: dict) -> None:
        """What each species is worth now, as card chips in two columns, bottom left."""
        x, y = LEGEND_TOPLEFT
        t = self.ctx.text
        right = min(x + 2 * CHIP_W, self.cell_rect(0, 0).x - 16)     # clear of the grid
        textfit.blit(t, surface, self.lines("legend", left=obs.get("mountains_left", "?")), 28,
                     (x, y - 44, right - x, 36), "bottomleft", fg=TEXT_DIM, bold=True)
        chips = self.legend_rects(len(obs["species_points"]))
        for chip, (name, points) in zip(chips, obs["species_points"].items()):
            surface.blit(self.face(name, CHIP_H), chip.topleft)
            label = chip.copy()
            label.x += card_width(CHIP_H) + 10
            label.w -= card_width(CHIP_H) + 10
            textfit.blit(t, surface, self.lines("points", points=points), 30, label, "midleft",
                         fg=HIGHLIGHT if points else TEXT, bold=True)

    def _hand(self, surface: pygame.Surface, obs: dict) -> None:
        viewer = self.view.viewer
        if viewer is None:
            return
        hand = obs["seats"][viewer]["hand"] or []
        landing = self.flights.landing()
        for index, (species, rect) in enumerate(zip(hand, self.hand_rects(len(hand)))):
            if ("hand", index) not in landing:                # shown when it is dealt
                surface.blit(self.face(species, HAND_H), rect)

    def _minis(self, obs: dict, seat: int) -> list[tuple[str | None, int, tuple[int, int]]]:
        """(species or None for the face-down pile, count, top left) on a seat's panel."""
        rect = self.seat_rects()[seat]
        info = obs["seats"][seat]
        if obs.get("is_over") and info.get("hidden") is not None:     # the piles turned
            hidden = info["hidden"]                                    # over: every card
            items = [(k, v + hidden.get(k, 0)) for k, v in info["taken"].items()  # face up
                     if v + hidden.get(k, 0)]
        else:
            items = [(None, info["hidden_count"])] if info["hidden_count"] else []
            items += [(k, v) for k, v in info["taken"].items() if v]
        x, y = rect.x + 16, rect.y + 96
        step = min(card_width(MINI_H) + 46, (rect.w - 32) // max(1, len(items)))
        return [(key, n, (round(x + i * step), round(y))) for i, (key, n) in enumerate(items)]

    def _taken(self, surface: pygame.Surface, obs: dict) -> None:
        """On each panel's third line: the face-down pile (public count), then the species
        taken from the grid (public); a card still flying there is not counted yet."""
        t = self.ctx.text
        landing = self.flights.landing()
        for seat in range(obs["players"]):
            minis = self._minis(obs, seat)
            step = minis[1][2][0] - minis[0][2][0] if len(minis) > 1 else 200
            for species, n, (x, y) in minis:
                n -= ("mini", seat, species) in landing
                if n <= 0:
                    continue
                image = self.art.back(MINI_H) if species is None else self.face(species, MINI_H)
                surface.blit(image, (x, y))
                count = pygame.Rect(x + image.get_width() + 3, y, step - image.get_width() - 8, MINI_H)
                textfit.blit(t, surface, self.lines("count", n=n), 28, count, "bottomleft",
                             fg=TEXT, bold=True)


LAYOUT = AnimimixLayout
