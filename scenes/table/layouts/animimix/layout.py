"""Animimix's table: the grid of animals with mountain tokens, hands, hidden piles.

The grid takes the middle, as large as the side columns and the hand leave (cards 84 to
129 px wide from 6 to 2 players); mountain tokens sit on the locked cards (each drops
onto its card when placed). The others sit in two columns, each a panel over its
face-down pile (a back with its count) and the species it took from the grid (public),
90 px wide. The viewer's hand (140 px wide) lies along the bottom next to their
face-down spot and their panel; their taken species are above the panel. The points
each species is worth now are at the bottom of the right column.

A move is made on the cards (`targets`, see game/match/steps.py): a hand card, then a grid
cell to swap with or the face-down spot ("hide"); cells under a mountain are targets
the table dims. Any card can be inspected large with its scoring rule (`inspect`); a
pile's contents are told to its owner only. Events fly cards between grid and seats.
"""

from __future__ import annotations

import math

import pygame

from game import catalog
from scenes.table.inspect import INSPECT_H, Inspect
from scenes.table.layouts.base import Layout, all_card_ids, event_texts
from scenes.table.layouts.cards import Flight, card_width, fanned, seat_blocks
from scenes.table.layouts.deal import Dealt, round_robin, to_panel
from game.match.steps import Target
from scenes.ui import HIGHLIGHT, TEXT, TEXT_DIM
from sprites import textfit
from sprites.labels import card_info

# The table, 1920 x 1080: the viewer's hand along the bottom, next to the face-down spot
# and their panel (with the species they took above it); the others in two columns, each
# a panel over its face-down pile and taken species; the grid in the middle, as large as
# the columns and the hand leave; the species' points at the bottom of the right column.
OWN_H = 196                    # the viewer's cards: 140 px wide
OTHER_H = 126                  # the others' cards: 90 px wide
HAND_ROW = pygame.Rect(566, 864, 834, OWN_H)
HIDE_SPOT = pygame.Rect(412, 864, card_width(OWN_H), OWN_H)
OWN_PANEL = pygame.Rect(20, 930, 380, 130)     # two lines: the hidden cards' names
OWN_TAKEN = pygame.Rect(20, 798, 380, OTHER_H)
COLUMNS = (pygame.Rect(20, 90, 380, 700), pygame.Rect(1020, 90, 380, 762))
OTHER_PANEL_H = 96
GRID_BOX = pygame.Rect(410, 96, 600, 756)
GRID_CENTER = GRID_BOX.center
HAND_CENTER = HAND_ROW.center
LEGENDS = ((2, OTHER_H), (3, 56))   # the species' points: (columns, card height), the
                                    # first that fits the right column's room
LEGEND_TITLE_H = 40
MOUNTAIN_DROP = 150            # px above its card a mountain token falls from
MOUNTAIN = (120, 84, 56)
SNOW = (250, 250, 250)
BADGE = (24, 24, 24)


try:
    from sprites import tokens
except ImportError:  # pragma: no cover - the art module is optional
    tokens = None


class AnimimixLayout(Layout):
    """Grid, mountains, hands and the species scores."""

    SEAT_LINE_BOTTOM = OWN_PANEL.h - 4   # the others' panels are shorter: one line


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
        """The room for the grid: between the columns, above the viewer's hand."""
        return pygame.Rect(GRID_BOX)

    def warm_sets(self):
        return [(all_card_ids("animimix"), (self.cell_h, OWN_H, OTHER_H, LEGENDS[-1][1]))]

    def warm_steps(self, inspector: bool = True):
        yield from super().warm_steps(inspector)
        if tokens is not None:       # the mountain on a card, and as it starts to drop
            size = self.mountain_rect(self.cell_rect(0, 0)).h
            tokens.mountain(size)
            yield
            tokens.mountain(2 * size)

    # -- geometry ------------------------------------------------------------------
    def seat_rects(self) -> list[pygame.Rect]:
        """The viewer's panel bottom left; the others clockwise from it, up the left
        column then down the right one."""
        rects = [pygame.Rect(OWN_PANEL) for _ in range(self.view.players)]
        for seat, block in self._blocks().items():
            rects[seat] = pygame.Rect(block.x, block.y, block.w, OTHER_PANEL_H)
        return rects

    def _blocks(self) -> dict[int, pygame.Rect]:
        """Each other seat's block: its panel over its row of cards (the right column
        stops above the species' points)."""
        players, bottom = self.view.players, self.bottom_seat()
        others = [(bottom + k) % players for k in range(1, players)]
        right = pygame.Rect(COLUMNS[1])
        right.h -= self.legend_height(len(others) - -(-len(others) // 2)) + 12
        return seat_blocks(others, (COLUMNS[0], right), OTHER_PANEL_H + 8 + OTHER_H)

    def cell_rect(self, r: int, c: int) -> pygame.Rect:
        """Where grid cell (r, c) is drawn."""
        w, h = card_width(self.cell_h), self.cell_h
        x0 = self.grid_center[0] - (self.cols * (w + 8) - 8) / 2
        y0 = self.grid_center[1] - (self.rows * (h + 8) - 8) / 2
        return pygame.Rect(round(x0 + c * (w + 8)), round(y0 + r * (h + 8)), w, h)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The viewer's hand cards, along the bottom next to the face-down spot."""
        return fanned(HAND_ROW, count, OWN_H)

    def hide_rect(self) -> pygame.Rect:
        """The face-down spot in front of the viewer ("hide" a card there)."""
        return pygame.Rect(HIDE_SPOT)

    def row_items(self, obs: dict, seat: int) -> list[tuple[tuple, int]]:
        """(("pile", seat) or ("taken", seat, species), count) of a seat's row: its
        face-down pile (the viewer's is on the face-down spot instead) and the species it
        took; at the end the piles are turned over, each species counted face up."""
        info = obs["seats"][seat]
        taken, hidden = info["taken"], info.get("hidden")
        if obs.get("is_over") and hidden is not None:
            held = {k: taken.get(k, 0) + hidden.get(k, 0) for k in {**taken, **hidden}}
            return [(("taken", seat, k), n) for k, n in held.items() if n]
        items = [(("taken", seat, k), n) for k, n in taken.items() if n]
        spot = seat == self.bottom_seat() and self.view.viewer is not None
        if info["hidden_count"] and not spot:
            items.insert(0, (("pile", seat), info["hidden_count"]))
        return items

    def pile_rects(self, seat: int, obs: dict | None = None) -> list[tuple[tuple, pygame.Rect]]:
        """(key, rect) of each card of a seat's row (see row_items), beside its panel."""
        items = self.row_items(obs or self.view.obs, seat)
        if seat == self.bottom_seat():
            area = OWN_TAKEN
        else:
            block = self._blocks()[seat]
            area = pygame.Rect(block.x, block.bottom - OTHER_H, block.w, OTHER_H)
        rects = fanned(area, len(items), OTHER_H)
        return [(key, rect) for (key, _n), rect in zip(items, rects)]

    def legend_shape(self, blocks: int | None = None) -> tuple[int, int]:
        """(columns, card height) of the points legend: large cards when the right
        column has room for them beside its `blocks` seats, else small ones."""
        if blocks is None:
            others = self.view.players - 1
            blocks = others - math.ceil(others / 2)
        count = len(self.view.obs.get("species_points", ())) if self.view.obs else 7
        room = COLUMNS[1].h - blocks * (OTHER_PANEL_H + 8 + OTHER_H + 12) - 12
        for cols, height in LEGENDS:
            if LEGEND_TITLE_H + math.ceil(count / cols) * (height + 8) <= room:
                return cols, height
        return LEGENDS[-1]

    def legend_height(self, blocks: int | None = None) -> int:
        """The points legend's height (a title, then rows of chips)."""
        cols, height = self.legend_shape(blocks)
        count = len(self.view.obs.get("species_points", ())) if self.view.obs else 7
        return LEGEND_TITLE_H + math.ceil(count / cols) * (height + 8)

    def legend_rects(self, count: int) -> list[pygame.Rect]:
        """The chip of each species in the points legend (bottom of the right column)."""
        cols, height = self.legend_shape()
        x, width = COLUMNS[1].x, COLUMNS[1].w // cols
        y = COLUMNS[1].bottom - math.ceil(count / cols) * (height + 8) + 8
        return [pygame.Rect(x + (i % cols) * width, y + (i // cols) * (height + 8), width - 8,
                            height) for i in range(count)]

    # -- targets (see game.match.steps) ---------------------------------------------------------
    def make_targets(self, view) -> list[Target]:
        """In draw order: the others' face-down piles and taken species and the points
        legend (to look at); the grid's cells (the second step of a swap, dimmed under a
        mountain); the viewer's taken species, their face-down spot ("hide") and their
        hand cards (the first step)."""
        obs = view.obs
        if not obs:
            return []
        me, mine = self.bottom_seat(), view.viewer is not None
        out: list[Target] = []
        for seat in range(obs["players"]):
            if seat != me:
                out += [Target(rect, None, key) for key, rect in self.pile_rects(seat)]
        out += [Target(rect, None, name) for name, rect in
                zip(obs["species_points"], self.legend_rects(len(obs["species_points"])))]
        for r in range(obs["rows"]):
            for c in range(obs["cols"]):
                name = obs["grid"][r][c]
                out.append(Target(self.cell_rect(r, c), ("cell", r, c) if mine else None, name,
                                  self._cell_label(obs, r, c)))
        out += [Target(rect, None, key) for key, rect in self.pile_rects(me)]
        if not mine:
            return out
        out.append(Target(self.hide_rect(), ("hide",), ("pile", me), self.lines("hide")))
        hand = obs["seats"][me]["hand"] or []
        out += [Target(rect, ("hand", name), name, self.card_name(name))
                for name, rect in zip(hand, self.hand_rects(len(hand)))]
        return out

    def _cell_label(self, obs: dict, r: int, c: int) -> str:
        return self.lines("cell", row=r + 1, col=c + 1, name=self.card_name(obs["grid"][r][c]))

    def step_label(self, view, step, moves) -> str:
        """A step in words: the hand card's name, "Hide it face down", the cell swapped."""
        if step[0] == "hand":
            return self.card_name(step[1])
        if step[0] == "hide":
            return self.lines("hide")
        if step[0] == "cell":
            return self._cell_label(view.obs, step[1], step[2])
        return self.describe(moves[0]) if len(moves) == 1 else str(step)

    def target_image(self, view, target) -> pygame.Surface | None:
        """A card at its size (drawn whole when a hovered card rises)."""
        height = pygame.Rect(target.rect).h
        if isinstance(target.card, str):
            return self.face(target.card, height)
        if isinstance(target.card, tuple) and target.card[0] == "taken":
            return self.face(target.card[2], height)
        return None

    def inspect(self, view, target) -> Inspect | None:
        """A species card large with its points now and its scoring rule; a face-down
        pile as a back, its contents told to its owner only (and to all at the end)."""
        card = target.card
        obs = view.obs
        if isinstance(card, tuple) and card[0] == "pile":
            seat = card[1]
            info = obs["seats"][seat]
            title = self.lines("insp_pile", who=view.name(seat), n=info["hidden_count"])
            known = info.get("hidden")             # None unless the viewer may know them
            if known is None:
                lines = (self.lines("insp_secret"),)
            else:
                cards = ", ".join(f"{self.card_name(k)} {v}" for k, v in known.items() if v)
                lines = (self.lines("insp_pile_own", cards=cards or self.lines("insp_none")),)
            return Inspect(self.art.back(INSPECT_H), title, lines)
        where = []
        if isinstance(card, tuple) and card[0] == "taken":
            seat, card = card[1], card[2]
            where.append(self.lines("insp_taken", who=view.name(seat),
                                    n=obs["seats"][seat]["taken"].get(card, 0)))
        if not isinstance(card, str):
            return None
        step = target.step or ()
        if step[:1] == ("cell",):
            where.append(self.lines("insp_cell", row=step[1] + 1, col=step[2] + 1))
            if obs["mountains"][step[1]][step[2]]:
                where.append(self.lines("insp_mountain"))
        elif step[:1] == ("hand",):
            where.append(self.lines("insp_hand"))
        info = card_info("animimix", card)
        rule = str(catalog.localized(info.numbers, "scoring", self.ctx.lang) or "")
        points = obs["species_points"].get(card)
        lines = [self.lines("insp_points", points=points)] if points is not None else []
        lines += [rule, self.lines("insp_majority")] + where
        return Inspect(self.face(card, INSPECT_H), self.card_name(card), tuple(lines))

    # -- why a step is not offered ---------------------------------------------------------
    def step_reason(self, view, step) -> str:
        """A cell under a mountain can no longer be taken."""
        if step[:1] == ("cell",) and view.obs["mountains"][step[1]][step[2]]:
            return self.lines("mountain")
        return ""

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
                end_h = OWN_H if seat == self.view.viewer else OTHER_H    # the hide spot
                self.flights.launch(Flight(self.art.back(max(start_h, end_h)), start, end,
                                           landing=("mini", seat, None), delay=delay,
                                           heights=(start_h, end_h)))
            elif event.kind == "card_taken":
                cell = self.cell_rect(d["row"], d["col"])
                end = self._mini_spot(obs, seat, d["species"])
                self.flights.launch(Flight(self.face(d["species"], self.cell_h), cell.center, end,
                                           landing=("mini", seat, d["species"]), delay=delay,
                                           card=d["species"], heights=(self.cell_h, OTHER_H)))
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
                hands.append([Dealt(tuple(spot.center), OWN_H, card, ("hand", i))
                              for i, (card, spot) in enumerate(zip(cards, spots))])
            else:
                hands.append(to_panel(self.seat_center(seat), OTHER_H, info["hand_size"]))
        return self.grid_center, grid + round_robin(hands)

    @staticmethod
    def hand_cards(obs: dict, seat: int) -> list[str]:
        """The seat's own hidden cards (a phone shows them): its hand."""
        return list(obs["seats"][seat].get("hand") or ())

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
        start_h = OWN_H if seat == self.view.viewer else OTHER_H      # the face-down spot
        hidden = obs["seats"][seat].get("hidden") or {}
        for i, species in enumerate(k for k, n in hidden.items() if n):
            image = self.face(species, start_h)
            self.flights.launch(Flight(image, pile, self._mini_spot(obs, seat, species),
                                       landing=("mini", seat, species), delay=delay + 0.12 * i,
                                       card=species, back=self.art.back(start_h),
                                       heights=(start_h, OTHER_H), sound="flip"))

    def _seat_spot(self, seat: int | None) -> tuple[tuple[float, float], int]:
        """Where a seat's cards come from: the viewer's hand, else its panel."""
        if seat is not None and seat == self.view.viewer:
            return HAND_CENTER, OWN_H
        return self.seat_center(seat), OTHER_H

    def _mini_spot(self, obs: dict, seat: int, species: str | None) -> tuple[float, float]:
        """The centre of a seat's face-down pile (species None) or of a taken species."""
        if species is None and seat == self.bottom_seat() and self.view.viewer is not None:
            return self.hide_rect().center
        want = ("pile", seat) if species is None else ("taken", seat, species)
        for key, rect in self.pile_rects(seat, obs):
            if key == want:
                return rect.center
        return self.seat_center(seat)

    def log_line(self, seat: int | None, move, events: list) -> str:
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
            return self.then(line, self.outcomes(seat, rest))
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
                              seats=", ".join(self.view.name(s) for s in seats))
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

    def _legend(self, surface: pygame.Surface, obs: dict) -> None:
        """What each species is worth now, as cards with their points, bottom right."""
        t = self.ctx.text
        chips = self.legend_rects(len(obs["species_points"]))
        title = pygame.Rect(COLUMNS[1].x, chips[0].y - LEGEND_TITLE_H, COLUMNS[1].w,
                            LEGEND_TITLE_H - 4)
        textfit.blit(t, surface, self.lines("legend", left=obs.get("mountains_left", "?")), 28,
                     title, "bottomleft", fg=TEXT_DIM, bold=True)
        for chip, (name, points) in zip(chips, obs["species_points"].items()):
            surface.blit(self.face(name, chip.h), chip.topleft)
            label = chip.copy()
            label.x += card_width(chip.h) + 10
            label.w -= card_width(chip.h) + 10
            textfit.blit(t, surface, str(points), 34 if chip.h < OTHER_H else 56, label,
                         "midleft", fg=HIGHLIGHT if points else TEXT, bold=True,
                         display=chip.h >= OTHER_H)        # the title says "points"

    def _hand(self, surface: pygame.Surface, obs: dict) -> None:
        viewer = self.view.viewer
        if viewer is None:
            return
        hand = obs["seats"][viewer]["hand"] or []
        landing = self.flights.landing()
        for index, (species, rect) in enumerate(zip(hand, self.hand_rects(len(hand)))):
            if ("hand", index) not in landing:                # shown when it is dealt
                surface.blit(self.face(species, OWN_H), rect)
        spot = self.hide_rect()          # the viewer's face-down pile, where "hide" puts one
        count = 0 if obs.get("is_over") else obs["seats"][viewer]["hidden_count"]
        count -= ("mini", viewer, None) in landing       # (turned over at the end)
        if count > 0:
            surface.blit(self.art.back(OWN_H), spot)
            self._badge(surface, spot, count)
        else:
            self.draw_slot(surface, spot, self.lines("hide_spot"))

    def _badge(self, surface: pygame.Surface, rect: pygame.Rect, n: int) -> None:
        """A card's count ("×2") on a dark tab at its bottom-left corner (the part a fan
        leaves visible), light on dark so it reads on any card."""
        t = self.ctx.text
        label = self.lines("count", n=n)
        size = 28
        w = t.font(size, bold=True).size(label)[0] + 10
        tab = pygame.Rect(rect.x + 2, rect.bottom - 40, min(w, rect.w - 4), 36)
        pygame.draw.rect(surface, BADGE, tab, border_radius=8)
        textfit.blit(t, surface, label, size, tab.inflate(-6, 0), "center", fg=TEXT, bold=True)

    def _taken(self, surface: pygame.Surface, obs: dict) -> None:
        """Under each other panel its face-down pile (a back, its count public) and the
        species it took from the grid (public); the viewer's taken ones over their panel;
        at the end the piles turned over. A card still flying there is not counted yet."""
        landing = self.flights.landing()
        for seat in range(obs["players"]):
            counts = dict(self.row_items(obs, seat))
            for key, rect in self.pile_rects(seat, obs):
                if key[0] == "pile":
                    image = self.art.back(OTHER_H)
                    n = counts[key] - (("mini", seat, None) in landing)
                else:
                    image = self.face(key[2], OTHER_H)
                    n = counts[key] - (("mini", seat, key[2]) in landing)
                if n > 0:
                    surface.blit(image, rect)
                    self._badge(surface, rect, n)


LAYOUT = AnimimixLayout
