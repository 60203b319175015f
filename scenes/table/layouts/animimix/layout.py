"""Animimix's table: the grid of animals with mountain tokens, hands, hidden piles.

The grid takes the middle, as large as the side columns and the hand leave (cards 84 to
129 px wide from 6 to 2 players); mountain tokens sit on the locked cards (each drops
onto its card when placed). The others sit in two columns, each a panel over its
face-down pile (a back with its count) and the species it took from the grid (public),
90 px wide. The viewer's hand (140 px wide) lies along the bottom next to their
face-down spot and their panel; their taken species are above the panel. The points
each species is worth now are at the bottom of the right column.

Where things go is `geometry.py`; the flights and words of the events are `events.py`.
A move is made on the cards (`targets`, see game/match/steps.py): a hand card, then a grid
cell to swap with or the face-down spot ("hide"); cells under a mountain are targets
the table dims. Any card can be inspected large with its scoring rule (`inspect`); a
pile's contents are told to its owner only. Events fly cards between grid and seats.
"""

from __future__ import annotations

import pygame

from game import catalog
from scenes.table.inspect import Inspect
from scenes.table.layouts.base import Layout, all_card_ids
from scenes.table.layouts.animimix import geometry as places
from scenes.table.layouts.animimix.events import Events
from scenes.table.layouts.animimix.geometry import (COLUMNS, HAND_ROW, HIDE_SPOT, LEGEND_TITLE_H,
                                                    OTHER_H, OWN_H, Grid)
from scenes.table.layouts.cards import card_width, fanned
from scenes.table.layouts.words import event_texts
from game.match.steps import Target
from scenes.ui import HIGHLIGHT, TEXT, TEXT_DIM
from sprites import textfit
from sprites.labels import card_info

MOUNTAIN = (120, 84, 56)
SNOW = (250, 250, 250)
BADGE = (24, 24, 24)


try:
    from sprites import tokens
except ImportError:  # pragma: no cover - the art module is optional
    tokens = None


class AnimimixLayout(Events, Layout):
    """Grid, mountains, hands and the species scores."""

    SEAT_LINE_BOTTOM = places.OWN_PANEL.h - 4   # the others' panels are shorter: one line

    EVENT_TEXTS = event_texts("animimix")

    def warm_sets(self, view):
        return [(all_card_ids("animimix"),
                 (self.grid(view).cell_h, OWN_H, OTHER_H, places.LEGENDS[-1][1]))]

    def warm_steps(self, view, inspector: bool = True):
        yield from super().warm_steps(view, inspector)
        if tokens is not None:       # the mountain on a card, and as it starts to drop
            size = self.mountain_rect(self.cell_rect(view, 0, 0)).h
            tokens.mountain(size)
            yield
            tokens.mountain(2 * size)

    # -- geometry (geometry.py) ---------------------------------------------------------
    def seat_rects(self, view) -> list[pygame.Rect]:
        """The viewer's panel bottom left; the others clockwise from it, up the left
        column then down the right one."""
        return places.seat_rects(view.players, view.bottom, self._species(view))

    @staticmethod
    def _species(view) -> int:
        return len(view.obs.get("species_points", ()))

    @staticmethod
    def grid(view) -> Grid:
        """The grid's size and place for the view's grid."""
        return places.grid(view.obs["rows"], view.obs["cols"])

    def cell_rect(self, view, r: int, c: int) -> pygame.Rect:
        """Where grid cell (r, c) is drawn."""
        return self.grid(view).cell_rect(r, c)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The viewer's hand cards, along the bottom next to the face-down spot."""
        return fanned(HAND_ROW, count, OWN_H)

    def hide_rect(self) -> pygame.Rect:
        """The face-down spot in front of the viewer ("hide" a card there)."""
        return pygame.Rect(HIDE_SPOT)

    def row_items(self, view, seat: int) -> list[tuple[tuple, int]]:
        """(("pile", seat) or ("taken", seat, species), count) of a seat's row: its
        face-down pile (the viewer's is on the face-down spot instead) and the species it
        took; at the end the piles are turned over, each species counted face up."""
        obs = view.obs
        info = obs["seats"][seat]
        taken, hidden = info["taken"], info.get("hidden")
        if obs.get("is_over") and hidden is not None:
            held = {k: taken.get(k, 0) + hidden.get(k, 0) for k in {**taken, **hidden}}
            return [(("taken", seat, k), n) for k, n in held.items() if n]
        items = [(("taken", seat, k), n) for k, n in taken.items() if n]
        spot = seat == view.bottom and view.viewer is not None
        if info["hidden_count"] and not spot:
            items.insert(0, (("pile", seat), info["hidden_count"]))
        return items

    def pile_rects(self, view, seat: int) -> list[tuple[tuple, pygame.Rect]]:
        """(key, rect) of each card of a seat's row (see row_items), beside its panel."""
        items = self.row_items(view, seat)
        area = places.row_area(view.players, view.bottom, self._species(view), seat)
        rects = fanned(area, len(items), OTHER_H)
        return [(key, rect) for (key, _n), rect in zip(items, rects)]

    def legend_rects(self, view, count: int) -> list[pygame.Rect]:
        """The chip of each species in the points legend (bottom of the right column)."""
        return places.legend_rects(view.players, count)

    # -- targets (see game.match.steps) ---------------------------------------------------------
    def make_targets(self, view) -> list[Target]:
        """In draw order: the others' face-down piles and taken species and the points
        legend (to look at); the grid's cells (the second step of a swap, dimmed under a
        mountain); the viewer's taken species, their face-down spot ("hide") and their
        hand cards (the first step)."""
        obs = view.obs
        if not obs:
            return []
        me, mine = view.bottom, view.viewer is not None
        out: list[Target] = []
        for seat in range(obs["players"]):
            if seat != me:
                out += [Target(rect, None, key) for key, rect in self.pile_rects(view, seat)]
        out += [Target(rect, None, name) for name, rect in
                zip(obs["species_points"], self.legend_rects(view, len(obs["species_points"])))]
        grid = self.grid(view)
        for r in range(obs["rows"]):
            for c in range(obs["cols"]):
                name = obs["grid"][r][c]
                out.append(Target(grid.cell_rect(r, c), ("cell", r, c) if mine else None, name,
                                  self._cell_label(obs, r, c)))
        out += [Target(rect, None, key) for key, rect in self.pile_rects(view, me)]
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
            return Inspect(self.inspect_face(None), title, lines)
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
        return Inspect(self.inspect_face(card), self.card_name(card), tuple(lines))

    # -- why a step is not offered ---------------------------------------------------------
    def step_reason(self, view, step) -> str:
        """A cell under a mountain can no longer be taken."""
        if step[:1] == ("cell",) and view.obs["mountains"][step[1]][step[2]]:
            return self.lines("mountain")
        return ""

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

    # -- drawing -----------------------------------------------------------------------
    def seat_line(self, view, seat: int) -> str:
        info = view.obs["seats"][seat]
        line = self.lines("hand", n=info["hand_size"], h=info["hidden_count"])
        hidden = info.get("hidden")                    # only the seat itself knows these
        if hidden and any(hidden.values()):
            line += " (" + ", ".join(f"{self.card_name(k)} {v}" for k, v in hidden.items() if v) + ")"
        return line                 # fitted to one line of the panel by draw_seat

    def result_line(self, view, seat: int) -> str:
        hidden = view.obs["seats"][seat].get("hidden") or {}
        return " · ".join(f"{self.card_name(k)} {v}" for k, v in hidden.items() if v)

    def draw_middle(self, surface: pygame.Surface, view) -> None:
        obs, grid = view.obs, self.grid(view)
        landing = self.flights.landing()
        for r in range(obs["rows"]):
            for c in range(obs["cols"]):
                rect = grid.cell_rect(r, c)
                if ("cell", r, c) in landing:
                    pygame.draw.rect(surface, (36, 84, 58), rect, border_radius=10)
                    continue
                surface.blit(self.face(obs["grid"][r][c], grid.cell_h), rect)
                if obs["mountains"][r][c] and ("mountain", r, c) not in landing:
                    self._mountain(surface, rect)
        self._legend(surface, view)
        self._hand(surface, view)
        self._taken(surface, view)

    mountain_rect = staticmethod(places.mountain_rect)

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

    def _legend(self, surface: pygame.Surface, view) -> None:
        """What each species is worth now, as cards with their points, bottom right."""
        t, obs = self.ctx.text, view.obs
        chips = self.legend_rects(view, len(obs["species_points"]))
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

    def _hand(self, surface: pygame.Surface, view) -> None:
        obs, viewer = view.obs, view.viewer
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

    def _taken(self, surface: pygame.Surface, view) -> None:
        """Under each other panel its face-down pile (a back, its count public) and the
        species it took from the grid (public); the viewer's taken ones over their panel;
        at the end the piles turned over. A card still flying there is not counted yet."""
        landing = self.flights.landing()
        for seat in range(view.players):
            counts = dict(self.row_items(view, seat))
            for key, rect in self.pile_rects(view, seat):
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
