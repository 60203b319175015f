"""Origami's table: the draw line, the deck and discard, the stage, two collections a seat.

Where things go is `geometry.py` (per player count): the opponents along the top, each
with its panel and its two collections; the middle band with the deck over the
discard pile, the line as large as it fits and the stage (`stage.py`: the origami being
played and what is paid, the decision's words and chips); the viewer's collections and
panel on one row and its hand under them, all cards 140 px wide (a hand of 8 cards
or more a little less: `Geometry.hand_height`). The flights and words of the events
are `events.py`.
A click on a table object makes the legal move whose step it is (`objects.py` lists
the objects as targets; `game.origami.steps` gives each move its object); the picker
offers the same moves by keyboard or pad.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.origami.frames import HAND_LIMIT, Frame
from game.origami.scoring import player_score
from scenes.table.layouts.base import SEAT_NAME_H, Layout, all_card_ids
from scenes.table.layouts.cards import card_width
from scenes.table.layouts.origami import geometry, objects
from scenes.table.layouts.origami.events import Events
from scenes.table.layouts.origami.stage import (BIG_H, CHOICE_H, PAID_H, TITLE_H, card_rect,
                                                card_title_height, stage, text_px)
from scenes.table.layouts.words import event_texts
from scenes.ui import (FELT_DARK, HIGHLIGHT, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, panel,
                       seat_colour)
from sprites import textfit

PAY_FRAME = int(Frame.PAY)
MAGPIE_H = 134           # the discard pile spread for the magpie (96 wide)
HAND_MIN_H = 90          # an opponent's hand is shown in its panel if this tall at least
WORDS_H = 34             # the hand's size and points under a name (two-row panels)


built = lru_cache(maxsize=16)(geometry.build)      # the places, per (players, bottom seat)


class OrigamiLayout(Events, Layout):
    """Line, deck, discard, stage, collections and hand."""

    EVENT_TEXTS = event_texts("origami")
    # The deal happens before the first move (no line of the log): the opening notes
    # say who starts.
    LOG_QUIET = Layout.LOG_QUIET | {"dealt", "first_player"}

    def warm_sets(self, view):
        geo = self.geometry(view)
        opp = {fans[0].h for seat, fans in enumerate(geo.fans) if seat != view.bottom}
        opp |= {row.h for seat in range(len(geo.panels)) if (row := self._hand_row(view, seat))}
        hands = {geo.hand_height(count) for count in range(1, HAND_LIMIT + 3)}
        return [(all_card_ids("origami"), (geo.line_h, *sorted(hands),
                                           card_rect(geo.stage).h, PAID_H, CHOICE_H,
                                           *sorted(opp)))]

    # -- geometry --------------------------------------------------------------------
    @staticmethod
    def geometry(view) -> geometry.Geometry:
        """The places of the view's table (built once per player count and bottom seat)."""
        return built(view.players, view.bottom)

    def line_rects(self, view, count: int) -> list[pygame.Rect]:
        """The face-up draw line."""
        return self.geometry(view).line_rects(count)

    def hand_rects(self, view, count: int) -> list[pygame.Rect]:
        """The viewer's hand, under its collections and panel."""
        return self.geometry(view).hand_rects(count)

    def seat_rects(self, view) -> list[pygame.FRect]:
        """The seats' panels: the viewer's right of its collections, above its hand."""
        return [pygame.FRect(r) for r in self.geometry(view).panels]

    def fan_rects(self, view, seat: int, col: int, count: int) -> list[pygame.Rect]:
        """Cards of collection `col` of a seat, bottom first (one slot when empty)."""
        return self.geometry(view).fans[seat][col].rects(count)

    def deck_rect(self, view) -> pygame.Rect:
        return pygame.Rect(self.geometry(view).deck)

    def discard_rect(self, view) -> pygame.Rect:
        return pygame.Rect(self.geometry(view).discard)

    def stage_card_rect(self, view, seat: int, card: str) -> pygame.Rect:
        """Where `seat`'s origami `card` stands on the stage while it is played."""
        area = self.geometry(view).stage
        return card_rect(area, card_title_height(self, area, view.name(seat), card))

    def magpie_rects(self, view, count: int) -> list[pygame.Rect]:
        """The discard pile spread over the line's band for the magpie to pick from, as
        large as the band holds them (down to MAGPIE_H, rows overlapping past that)."""
        box = self.geometry(view).line_box
        height = MAGPIE_H
        for tried in range(self.geometry(view).line_h, MAGPIE_H, -4):
            per_row = max(1, (box.w + 8) // (card_width(tried) + 8))
            if -(-count // per_row) * (tried + 8) - 8 <= box.h:
                height = tried
                break
        width = card_width(height)
        per_row = max(1, (box.w + 8) // (width + 8))
        rows = max(1, -(-count // per_row))
        step_y = min(height + 8, (box.h - height) // max(1, rows - 1)) if rows > 1 else 0
        top = box.centery - (height + step_y * (rows - 1)) // 2
        out = []
        for i in range(count):
            r, c = divmod(i, per_row)
            in_row = min(per_row, count - r * per_row)
            left = box.centerx - (in_row * (width + 8) - 8) // 2
            out.append(pygame.Rect(left + c * (width + 8), top + r * step_y, width, height))
        return out

    def payment(self, view) -> tuple[int, str, int, list[str]] | None:
        """(seat, card, folds still owed, cards paid so far) while somebody pays, else None.

        The card being played and the cards paid are public (paid cards go face up to
        the discard); they are read from the observation and the viewed events.
        """
        stack = view.obs.get("stack") or ()
        if not stack or stack[-1][0] != PAY_FRAME:
            return None
        _kind, seat, card, remaining = stack[-1][:4]
        paid: list[str] = []
        for _seat, _move, events in reversed(view.history):
            viewed = [e.view(view.viewer) for e in events if e.seat == seat]
            paid[:0] = [e.data["card"] for e in viewed if e.kind == "paid"]
            if any(e.kind == "played" for e in viewed):
                break
        return seat, card, remaining, paid

    # -- targets (see objects.py) ----------------------------------------------------
    def targets(self, view):
        """The table objects of this view, in draw order (see game.match.steps.Target)."""
        return objects.targets(self, view)

    def step_label(self, view, step, moves) -> str:
        """The moves panel's words for a step."""
        return objects.step_label(self, view, step, moves)

    def inspect(self, view, target):
        """The large card for a target (see objects.inspect)."""
        return objects.inspect(self, view, target)

    def chip_label(self, step: tuple, frame: tuple) -> str:
        """The words of a chip (the vulture's "keep" names its card)."""
        card = frame[3] if step[1] == "keep" and len(frame) > 3 else None
        return self.lines(f"chip_{step[1]}", **self.card_words(card))

    @staticmethod
    def hand_cards(obs: dict, seat: int) -> list[str]:
        """The seat's own hidden cards (a phone shows them): its hand."""
        return list(obs["hands"][seat].get("cards") or ())

    def winner_card(self, obs: dict, seat: int) -> str | None:
        """The card the results show for a winner: the top of its larger collection."""
        piles = [pile for pile in obs["collections"][seat] if pile]
        return max(piles, key=len)[-1] if piles else None

    # -- drawing ----------------------------------------------------------------------
    def seat_line(self, view, seat: int) -> str:
        return self.lines("hand", n=view.obs["hands"][seat]["size"])

    def score_text(self, view, seat: int) -> str:
        """The points a seat's collections are worth now (they are public)."""
        obs = view.obs
        return self.lines("score_pts", n=player_score(obs["collections"][seat],
                                                      obs["hands"][seat]["size"]))

    def result_line(self, view, seat: int) -> str:
        return self.lines("origamis", count=sum(len(c) for c in view.obs["collections"][seat]))

    def _hand_row(self, view, seat: int) -> pygame.Rect | None:
        """Where an opponent's hand is shown in its panel, under its name's row, when
        the panel has room for cards of a readable size (HAND_MIN_H), else None."""
        panel_rect = self.geometry(view).panels[seat]
        row = pygame.Rect(panel_rect.x + 16, panel_rect.y + SEAT_NAME_H + 4,
                          panel_rect.w - 32, panel_rect.h - SEAT_NAME_H - 12)
        return row if seat != view.bottom and row.h >= HAND_MIN_H else None

    def opponent_hand(self, view, seat: int) -> list[tuple[pygame.Rect, str | None]]:
        """An opponent's hand in its panel, when the panel has room under its name: the
        cards the viewer knows face up (taken openly from the line...), the others face
        down (None)."""
        row = self._hand_row(view, seat)
        if row is None:
            return []
        hand = view.obs["hands"][seat]
        cards = list(hand.get("known", ()))
        cards += [None] * (hand["size"] - len(cards))
        width = card_width(row.h)
        step = width + 8
        if len(cards) > 1 and width + step * (len(cards) - 1) > row.w:
            step = (row.w - width) // (len(cards) - 1)
        return [(pygame.Rect(row.x + i * step, row.y, width, row.h), card)
                for i, card in enumerate(cards)]

    def draw_seat(self, surface: pygame.Surface, view, seat: int, rect) -> None:
        """A panel: the name, the hand's size and the points now. On one row when the
        panel is one row tall or shows an opponent's hand under it (see opponent_hand);
        else the name (on two lines if need be) above the hand's size and points."""
        rect = pygame.Rect(rect)
        hand = self.opponent_hand(view, seat)
        t = self.ctx.text
        current = view.obs.get("current_player")
        border = HIGHLIGHT if seat == current else seat_colour(seat, self.ctx.prefs.colorblind)
        panel(surface, rect, PANEL, border, width=5 if seat == current else 3)
        name = view.name(seat)
        words = f"{self.seat_line(view, seat)} · {self.score_text(view, seat)}"
        if hand or rect.h < 2 * SEAT_NAME_H:
            row = pygame.Rect(rect.x + 16, rect.y + 4, rect.w - 32, min(rect.h - 8, SEAT_NAME_H))
            drawn = textfit.blit(t, surface, words, 28, row, "midright", fg=TEXT_DIM)
            row.w = max(40, drawn.x - 16 - row.x)
            textfit.blit(t, surface, name, 30, row, "midleft", bold=True, fg=TEXT)
        else:
            box = pygame.Rect(rect.x + 16, rect.y + 6, rect.w - 32, rect.h - 12 - WORDS_H)
            drawn = textfit.blit(t, surface, name, 30, box, "topleft", wrap=True, bold=True,
                                 fg=TEXT)
            row = pygame.Rect(box.x, drawn.bottom, box.w, rect.bottom - 6 - drawn.bottom)
            textfit.blit(t, surface, words, 28, row, "topleft", fg=TEXT_DIM)
        for spot, card in hand:
            image = self.face(card, spot.h) if card else self.art.back(spot.h)
            surface.blit(image, spot)

    def draw_middle(self, surface: pygame.Surface, view) -> None:
        obs, geo = view.obs, self.geometry(view)
        landing = self.flights.landing()
        frame = tuple(obs["stack"][-1]) if obs.get("stack") else ()
        if frame and frame[0] == Frame.MAGPIE:
            cards = sorted(set(obs["discard"]))
            for card, rect in zip(cards, self.magpie_rects(view, len(cards))):
                surface.blit(self.face(card, rect.h), rect)
        else:
            line = obs["line"]
            for index, (card, rect) in enumerate(zip(line, self.line_rects(view, len(line)))):
                if ("line", index) not in landing:
                    surface.blit(self.face(card, rect.h), rect)
        if obs["deck_size"]:
            surface.blit(self.art.back(geo.deck.h), geo.deck)
        else:
            self.draw_slot(surface, geo.deck)
        settled = [c for i, c in enumerate(obs["discard"]) if ("discard", i) not in landing]
        if settled:                         # the top card that is not still in the air
            surface.blit(self.face(settled[-1], geo.discard.h), geo.discard)
        else:
            self.draw_slot(surface, geo.discard)
        self._pill(surface, self.lines("deck", n=obs["deck_size"]), geo.deck, 0)
        self._pill(surface, self.lines("discard", n=len(obs["discard"])), geo.discard, 0)
        if obs.get("turns_left") is not None:
            self._pill(surface, self.lines("end_triggered", turns=obs["turns_left"]), geo.deck,
                       1, HIGHLIGHT)
        for seat in range(obs["players"]):
            for col in (0, 1):
                self._draw_fan(surface, view, seat, col, landing)
        self._draw_stage(surface, view)
        self._draw_hand(surface, view, landing)

    def _pill(self, surface, words: str, card: pygame.Rect, row: int, fg=TEXT) -> None:
        """A label on a dark band across a pile's bottom edge (row 1: across its top)."""
        band = pygame.Rect(card.x - 4, card.bottom - 26 if row == 0 else card.y - 14,
                           card.w + 8, 40)
        panel(surface, band, FELT_DARK, fg if row else TEXT_DIM, radius=10, width=2)
        textfit.blit(self.ctx.text, surface, words, 28, band.inflate(-12, -4), "center",
                     fg=fg, bold=bool(row))

    def _draw_fan(self, surface, view, seat: int, col: int, landing) -> None:
        cards = view.obs["collections"][seat][col]
        rects = self.fan_rects(view, seat, col, len(cards))
        shown = [i for i in range(len(cards)) if ("col", seat, col, i) not in landing]
        if not shown:
            self.draw_slot(surface, rects[0], str(col + 1))
        for i in shown:
            surface.blit(self.face(cards[i], rects[i].h), rects[i])
        for rect, step, _card, label in objects.under_slots(self, view):
            if step[1:] == (seat, col):
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((*FELT_DARK, 220))
                surface.blit(shade, rect)
                words = self.ctx.text.render(label, 28, fg=HIGHLIGHT, bold=True)
                words = pygame.transform.rotate(words, 90)
                surface.blit(words, words.get_rect(center=rect.center))

    def _draw_hand(self, surface, view, landing) -> None:
        obs, viewer = view.obs, view.viewer
        geo = self.geometry(view)
        if viewer is None:      # a spectator: the bottom seat's hand face down
            size = obs["hands"][view.bottom]["size"]
            for rect in geo.hand_rects(size):
                surface.blit(self.art.back(rect.h), rect)
            return
        hand = obs["hands"][viewer].get("cards", ())
        for index, (card, rect) in enumerate(zip(hand, geo.hand_rects(len(hand)))):
            if ("hand", index) not in landing:
                surface.blit(self.face(card, rect.h), rect)
        if not hand:
            self.ctx.text.blit(surface, self.lines("hand", n=0), 28, geo.hand.center,
                               "center", fg=TEXT_DIM)

    def _draw_stage(self, surface, view) -> None:
        """The stage (see stage.py): title, cards, figures, words and chips."""
        geo, t = self.geometry(view), self.ctx.text
        shown = stage(self, view)
        panel(surface, geo.stage, PANEL, HIGHLIGHT if shown.chips else TEXT_DIM)
        title = pygame.Rect(geo.stage.x + 14, geo.stage.y + 10, geo.stage.w - 28, TITLE_H)
        textfit.blit(t, surface, shown.title, 28, title, "topleft", wrap=True, fg=HIGHLIGHT,
                     bold=True)
        landing = self.flights.landing()
        for index, item in enumerate(shown.cards):
            if index == 0 and ("stage",) in landing:
                continue                    # shown once it has flown there
            image = self.face(item.card, item.rect.h) if item.card else self.art.back(item.rect.h)
            surface.blit(image, item.rect)
        box = shown.text_box
        if shown.big and box is not None:        # the folds still to pay, in two lines
            textfit.blit(t, surface, shown.big, 40, (box.x, box.y - BIG_H, box.w, BIG_H - 8),
                         "topleft", wrap=True, fg=HIGHLIGHT, bold=True)
        if shown.text and box is not None and box.h > 0:
            textfit.blit(t, surface, shown.text, text_px(t, shown.text, box), box, "topleft",
                         wrap=True, fg=TEXT)
        for rect, _step, label in shown.chips:
            panel(surface, rect, PANEL_LIGHT, HIGHLIGHT, width=3)
            textfit.blit(t, surface, label, 30, rect.inflate(-16, -6), "center", bold=True,
                         fg=TEXT)


LAYOUT = OrigamiLayout
