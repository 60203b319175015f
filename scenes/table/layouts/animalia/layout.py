"""Animalia's table: the lot in the middle, collections, medals, bonus cards.

Where things go is `geometry.py`: the viewer's panel bottom left with their
collection(s) beside it, large and side by side; the other seats in a row across the
top, each panel above its collection; the deck, the lot and the "pass" chip in the
middle, where the spy's tray, the medal options and the power prompts (`tray.py`) come
when there is no lot. Every card on the table is a target (`objects.py`): the
collections a player takes into or aims at, the cards picked, the chips, and the rest
to inspect (with the words of `inspector.py`). The flights and words of the events are
`events.py`.

Medals won fly from the collection to their owner's panel. The book turns them over
and keeps them secret: the owl's family is the owner's secret. Another seat's panel
shows only how many it has and "? pts" until the game is over; the player's
`medals_shown` setting turns up what a perfect memory knows (see medals.py).
At a new season the collections fly back into the deck.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.animalia.cards import FAMILIES as MEDAL_ORDER, family_name
from scenes.table.layouts.animalia import medals as medal_view, tray as middle
from scenes.table.layouts.animalia.geometry import COLLECTION_MAX, Geometry, geometry
from scenes.table.layouts.animalia.events import MEDAL_PX, Events
from scenes.table.layouts.animalia.objects import TableObjects
from scenes.table.layouts.base import Layout, all_card_ids
from scenes.table.layouts.cards import card_width
from scenes.table.layouts.words import event_texts
from scenes.ui import ACCENT, CARD_STOCK, HIGHLIGHT, INK, PANEL_LIGHT, TEXT, TEXT_DIM, panel
from sprites import textfit

try:
    from sprites import tokens
except ImportError:  # pragma: no cover - the art module is optional
    tokens = None

FAMILIES = ("cat", "horse", "dog", "rabbit", "parrot")
BACK_PX = 44
COVER_DROP = 0.22        # a bonus card laid on a card: this much of its height nearer the middle
MEDAL_ROWS = 2           # a tall panel's medals may take two rows
NARROW_PANEL = 340       # panels narrower than this put the score on the second row
SPIED_H = middle.SPIED_H
MINI_H = middle.MINI_H
MINI_STEP = 8            # medal options' cards come in heights of this step


class AnimaliaLayout(Events, TableObjects, Layout):
    """Lot, deck, collections, medals."""

    EVENT_TEXTS = event_texts("animalia")
    # The next move says which power is used or declined.
    LOG_QUIET = Layout.LOG_QUIET | {"powers_activated"}

    def geo(self, view) -> Geometry:
        """The table's places for the view's player count and bottom seat."""
        return geometry(view.players, view.bottom)

    def warm_sets(self, view):
        g = self.geo(view)
        heights = {g.lot_h, SPIED_H, MINI_H} | {places[0].h for places in g.slots}
        return [(all_card_ids("animalia"), tuple(sorted(heights)))]

    def warm_steps(self, view, inspector: bool = True):
        yield from super().warm_steps(view, inspector)
        if tokens is not None:       # the medals on the panels, and as they start to fly
            colorblind = self.ctx.prefs.colorblind
            for family in FAMILIES:
                for size in (MEDAL_PX, 2 * MEDAL_PX):
                    tokens.medal(family, size, colorblind)
                    yield
            tokens.medal_back(MEDAL_PX)

    # -- geometry -------------------------------------------------------------------
    def seat_rects(self, view) -> list[pygame.Rect]:
        """Each seat's panel: the viewer's bottom left, the others across the top."""
        return [pygame.Rect(r) for r in self.geo(view).panels]

    def own_collections(self, obs: dict, seat: int) -> list[int]:
        """Indexes of a seat's collections."""
        return [c for c, owner in enumerate(obs["owners"]) if owner == seat]

    def fan_rects(self, view, collection: int, count: int) -> list[pygame.Rect]:
        """The places of a collection's first `count` cards (at least one)."""
        slots = self.geo(view).slots[collection]
        return [pygame.Rect(r) for r in slots[:max(1, min(count, COLLECTION_MAX))]]

    def lot_rects(self, view) -> list[pygame.Rect]:
        """The lot's cards, right of the deck."""
        return self.geo(view).lot_rects(len(view.obs.get("lot") or []))

    def deck_rect(self, view) -> pygame.Rect:
        """The deck's place."""
        return pygame.Rect(self.geo(view).deck)

    def bonus_rects(self, view, count: int) -> list[pygame.Rect]:
        """The viewer's bonus cards, face up, at the right end of their row(s), as
        large as their own cards, overlapping when there are many."""
        geo = self.geo(view)
        area, h = geo.bonus_area, geo.own_h
        w = card_width(h)
        step = w + 8 if w + (w + 8) * (count - 1) <= area.w else (area.w - w) / max(1, count - 1)
        return [pygame.Rect(round(area.x + i * step), area.bottom - h, w, h) for i in range(count)]

    def middle_items(self, view) -> list:
        """The middle's chips, prompt, spy tray or medal options now (tray.py)."""
        return middle.plan(self.geo(view), view.obs, view.viewer, view.legal, self.lines, view.name)

    @staticmethod
    def hand_cards(obs: dict, seat: int) -> list[str]:
        """The seat's own hidden cards (a phone shows them): its bonus cards."""
        return list(obs.get("bonus", ()))

    def winner_card(self, obs: dict, seat: int) -> str | None:
        """The card the results show for a winner: the last card of its largest
        collection."""
        owned = [cards for c, cards in enumerate(obs["collections"])
                 if cards and obs["owners"][c] == seat]
        return max(owned, key=len)[-1] if owned else None

    def _family_name(self, family: str) -> str:
        """A medal family's name in the player's language ("Chien"), from cards.toml."""
        return family_name(MEDAL_ORDER.index(family), self.ctx.lang).capitalize()

    # -- drawing ----------------------------------------------------------------------
    def backdrop_key(self) -> tuple:
        return super().backdrop_key() + (self.ctx.prefs.medals_shown,)

    def medals_hidden(self, view, seat: int) -> bool:
        """Whether a seat's medals are drawn face down. The book turns won medals over and
        keeps them secret: the viewer sees their own, the others only how many there
        are, until the game is over or the player's setting shows them all (a memory
        aid: every medal is won in public)."""
        return not (self.ctx.prefs.medals_shown or view.obs.get("is_over")
                    or seat == view.viewer)

    def score_text(self, view, seat: int) -> str:
        score = None if self.medals_hidden(view, seat) \
            else medal_view.score_known(view.obs, seat)
        return self.lines("score_pts", n="?" if score is None else score)

    def seat_line(self, view, seat: int) -> str:
        return ""        # the score (base), then medals and bonus cards drawn as pictures

    def result_line(self, view, seat: int) -> str:
        medals = view.obs["medals"][seat]
        return " · ".join(f"{self._family_name(f)} {n}" for f, n in zip(FAMILIES, medals) if n)

    def medals_now(self, view, seat: int, flying: bool = True) -> list:
        """A seat's medal tokens (see medals.py) as its panel shows them:
        without those still flying to it (unless `flying` is False)."""
        shown = medal_view.panel_tokens(view.obs, seat, not self.medals_hidden(view, seat))
        if not flying:
            return shown
        landing: dict = {}
        for key in self.flights.landing():
            if key[0] == "medal" and key[1] == seat:
                landing[key[3]] = landing.get(key[3], 0) + key[4]
        return medal_view.without(shown, landing)

    def narrow(self, rect) -> bool:
        """Whether a panel is too narrow for the name and the score on one row (the
        score then ends the second row)."""
        return rect.w < NARROW_PANEL

    def bonus_box(self, rect, view=None, seat: int | None = None) -> pygame.Rect:
        """Where a panel shows its bonus cards' count (a back and "×n"): the end of the
        medals' row, before the score on a narrow panel."""
        rect = pygame.Rect(rect)
        right = rect.right - 16
        if self.narrow(rect) and view is not None and seat is not None:
            right -= self.ctx.text.font(28, bold=True).size(self.score_text(view, seat))[0] + 12
        return pygame.Rect(right - 110, rect.y + 54, 110, BACK_PX)

    def draw_seat(self, surface: pygame.Surface, view, seat: int, rect) -> None:
        """The base panel; on a narrow one the name has the first row to itself and the
        score ends the second."""
        rect = pygame.Rect(rect)
        if not self.narrow(rect) or view.obs.get("scores") is None:
            super().draw_seat(surface, view, seat, rect)
            return
        super().draw_seat(surface, replace(view, obs={**view.obs, "scores": None}), seat, rect)
        self.ctx.text.blit(surface, self.score_text(view, seat), 28,
                           (rect.right - 16, rect.y + 54 + BACK_PX // 2), "midright",
                           bold=True, fg=HIGHLIGHT)

    def medal_row(self, view, seat: int, shown: list,
                  rect=None) -> list[tuple[str | None, int, pygame.Rect]]:
        """Where a seat's panel (at `rect`, else where it is now) draws its medal tokens
        `shown`: (family, count, token rect), family None for those face down. Short of
        room on the row, they go on to a second row when the panel is tall enough (the
        viewer's), else the tokens shrink (never a count over the next token)."""
        rect = pygame.Rect(self.seat_rects(view)[seat] if rect is None else rect)
        left, y = rect.x + 16, rect.y + 56
        box = self.bonus_box(rect, view, seat)          # room for the bonus cards' count
        held = (view.obs.get("bonus_counts") or [0] * (seat + 1))[seat]
        room = (box.x if held else box.right) - 8 - left
        t = self.ctx.text
        items = []
        for family, n in shown:    # the token, or without art the family's name, then the count
            name = self._family_name(family) if family else self.lines("medals_word")
            width = MEDAL_PX if tokens is not None else t.font(28).size(name)[0] + 4
            label = str(n) if family else f"× {n}"
            items.append((family, n, width, t.font(28, bold=True).size(label)[0]))
        rows = max(1, min(MEDAL_ROWS, (rect.bottom - 8 - y) // (MEDAL_PX + 8)))
        need = sum(w + 2 + lw + 12 for _f, _n, w, lw in items)
        size = MEDAL_PX
        if need > room * rows and tokens is not None:      # smaller tokens, down to 20 px
            labels = sum(2 + lw + 6 for _f, _n, _w, lw in items)
            size = max(20, min(MEDAL_PX, int((room * rows - labels) / max(1, len(items)))))
        spots, x = [], left
        for family, n, width, label_w in items:
            width = size if tokens is not None else width
            step = width + 2 + label_w + (12 if size == MEDAL_PX else 6)
            if x > left and x + width + 2 + label_w > left + room and rows > 1 \
                    and y + 2 * (MEDAL_PX + 8) <= rect.bottom - 8:
                x, y = left, y + MEDAL_PX + 8          # on to the next row
            height = size if tokens is not None else MEDAL_PX
            spots.append((family, n, pygame.Rect(x, y + (MEDAL_PX - height) // 2, width, height)))
            x += step
        return spots

    def _panel_extras(self, surface: pygame.Surface, view) -> None:
        """On each panel: medals won per family (face down for others), and how many
        bonus cards it holds (face down)."""
        t = self.ctx.text
        colorblind = self.ctx.prefs.colorblind
        counts = view.obs.get("bonus_counts") or [0] * view.players
        for seat, rect in enumerate(self.seat_rects(view)):
            for family, n, spot in self.medal_row(view, seat, self.medals_now(view, seat), rect):
                label = pygame.Rect(spot.right + 2, spot.centery - MEDAL_PX // 2 - 2, 60,
                                    MEDAL_PX + 4)
                if tokens is not None:
                    surface.blit(tokens.medal(family, spot.h, colorblind) if family else
                                 tokens.medal_back(spot.h), spot)
                else:       # no art: the family's name (or "medals") in the token's place
                    name = self._family_name(family) if family else self.lines("medals_word")
                    t.blit(surface, name, 28, spot.midleft, "midleft", fg=TEXT_DIM)
                textfit.blit(t, surface, str(n) if family else f"× {n}", 28, label, "midleft",
                             fg=TEXT, bold=True)
            if counts[seat]:
                box = self.bonus_box(rect, view, seat)
                back = self.art.back(BACK_PX)
                label = textfit.blit(t, surface, f"×{counts[seat]}", 28, box, "midright",
                                     fg=TEXT, bold=True)
                surface.blit(back, (label.x - 6 - back.get_width(), box.y))

    def draw_middle(self, surface: pygame.Surface, view) -> None:
        t, obs = self.ctx.text, view.obs
        geo = self.geo(view)
        if obs["deck_size"]:
            surface.blit(self.art.back(geo.deck.h), geo.deck)
        else:
            self.draw_slot(surface, geo.deck)
        textfit.blit(t, surface, self.lines("deck", n=obs["deck_size"], season=obs["season"]), 28,
                     geo.deck_label(), "midtop", fg=TEXT_DIM)
        landing = self.flights.landing()
        covers = self._covers(obs)
        for c, cards in enumerate(obs["collections"]):
            slots = geo.slots[c]
            shown = [i for i in range(len(cards)) if ("coll", c, i) not in landing]
            free = len(shown) if len(shown) == len(cards) else min(
                i for i in range(len(cards)) if ("coll", c, i) in landing)
            if free < COLLECTION_MAX:       # the room left, numbered with the collection
                self.draw_slot(surface, slots[free].unionall(slots[free:]), str(c + 1))
            for i in shown:
                rect = slots[i]
                surface.blit(self.face(cards[i], rect.h), rect)
                cover = covers.get((c, cards[i]))
                if cover is not None:
                    surface.blit(self.face(cover, rect.h), self.cover_place(view, c, rect))
        scored = obs.get("medal_collection")
        if scored is not None:       # the collection whose medals are being chosen
            slots = geo.slots[scored]
            pygame.draw.rect(surface, HIGHLIGHT, slots[0].unionall(slots).inflate(14, 14), 4,
                             border_radius=14)
        self._draw_lot(surface, view, landing)
        self._draw_items(surface, self.middle_items(view))
        bonus = (obs.get("bonus") or []) if view.viewer is not None else []
        rects = self.bonus_rects(view, len(bonus))
        for card, rect in zip(bonus, rects):
            surface.blit(self.face(card, rect.h), rect)
        if bonus:
            textfit.blit(t, surface, self.lines("bonus_own"), 28, geo.bonus_label(), "midbottom",
                         fg=TEXT_DIM)
        self._panel_extras(surface, view)

    def _covers(self, obs: dict) -> dict:
        """{(collection, covered card): bonus card} for the covers of this season."""
        return {(c, covered): bonus for c, bonus, covered in obs.get("covers") or ()}

    def cover_place(self, view, collection: int, rect: pygame.Rect) -> pygame.Rect:
        """Where a bonus card laid on the card at `rect` goes: a little towards the
        middle of the table, the covered card's edge still showing."""
        down = rect.centery < self.geo(view).middle.centery
        shift = round(rect.h * COVER_DROP)
        return rect.move(0, shift if down else -shift)

    def _draw_lot(self, surface: pygame.Surface, view, landing) -> None:
        obs = view.obs
        lot = obs.get("lot") or []
        for index, (card, rect) in enumerate(zip(lot, self.lot_rects(view))):
            if ("lot", index) not in landing:       # a revealed card shows when it lands
                surface.blit(self.face(card, rect.h), rect)
        if lot:
            forced = bool(obs.get("lot_forced"))
            holder = obs.get("lot_holder")
            words = self.lines("lot_forced" if forced else "lot")
            if holder is not None:
                words = f"{words} · {view.name(holder)}"
            textfit.blit(self.ctx.text, surface, words, 30, self.geo(view).lot_label(), "midtop",
                         fg=HIGHLIGHT if forced else TEXT, bold=True)

    def _draw_items(self, surface: pygame.Surface, items: list) -> None:
        t = self.ctx.text
        for item in items:
            if item.kind == "chip":
                panel(surface, item.rect, PANEL_LIGHT, ACCENT, radius=16, width=3)
                textfit.blit(t, surface, item.text, 30, item.rect.inflate(-20, -10), "center",
                             wrap=True, bold=True, fg=TEXT)
            elif item.kind == "prompt":
                textfit.blit(t, surface, item.text, 32, item.rect, "center", bold=True,
                             fg=HIGHLIGHT)
            elif item.kind in ("spy", "spied"):
                surface.blit(self.face(item.card, item.rect.h), item.rect)
                if item.kind == "spied":
                    label = str(item.data + 1) if item.data else \
                        f"1 · {self.lines('spy_top')}"
                    t.blit(surface, label, 28, (item.rect.right + 8, item.rect.centery),
                           "midleft", bold=True, fg=TEXT)
            elif item.kind == "medals":
                self._draw_medal_option(surface, item)

    def _draw_medal_option(self, surface: pygame.Surface, item) -> None:
        """A medal option as pictures: its medals with their counts, and under them each
        bonus card it lays down, over the card it covers (that card peeking out)."""
        haul, covers, scale = item.data
        rect = item.rect
        panel(surface, rect, CARD_STOCK, INK, radius=14, width=3)
        t = self.ctx.text
        size = max(24, round(middle.MEDAL_T * scale))
        pad = round(middle.CHIP_PAD * scale)
        count_size = max(24, round(30 * scale))
        won = middle.haul_families(haul)
        gap = round(8 * scale)
        while True:         # the medals' row, smaller if large text would spill out
            labels = [t.render(f"×{n}", count_size, fg=INK, bold=True) for _f, n in won]
            row_w = sum(size + 2 + label.get_width() + gap for label in labels) - gap
            if row_w <= rect.w - 2 * pad or size <= 16:
                break
            size, count_size = size - 4, max(14, count_size - 3)
        mini_h = 0
        if covers:          # as tall as the chip allows, the pairs within its width
            room = (rect.w - 2 * pad - (len(covers) - 1) * gap) / len(covers)
            mini_h = max(16, min(rect.h - size - 3 * pad, round(room / (5 / 7 * 1.36))))
            mini_h -= mini_h % MINI_STEP       # few sizes: each new one is rasterised
        top = rect.y + (rect.h - size - (mini_h + pad if covers else 0)) // 2
        if not won:
            t.blit(surface, self.lines("medals_none"), count_size,
                   (rect.centerx, top + size // 2), "center", bold=True, fg=INK)
        x = rect.centerx - row_w // 2
        colorblind = self.ctx.prefs.colorblind
        for (family, _n), label in zip(won, labels):
            if tokens is not None:
                surface.blit(tokens.medal(family, size, colorblind), (x, top))
            else:
                t.blit(surface, self._family_name(family), 24, (x, top + size // 2),
                       "midleft", fg=INK)
            surface.blit(label, label.get_rect(midleft=(x + size + 2, top + size // 2)))
            x += size + 2 + label.get_width() + gap
        if not covers:
            return
        mini_w, shift = card_width(mini_h), round(mini_h * 0.36)
        pairs_w = len(covers) * (mini_w + shift) + (len(covers) - 1) * gap
        x, y = rect.centerx - pairs_w // 2, top + size + pad
        for bonus, covered in covers:
            surface.blit(self.face(covered, mini_h), (x, y))
            surface.blit(self.face(bonus, mini_h), (x + shift, y))
            x += mini_w + shift + gap


LAYOUT = AnimaliaLayout
