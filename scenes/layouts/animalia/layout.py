"""Animalia's table: the lot travelling from seat to seat, collections, medals, bonus cards.

The lot sits between the table's centre and the seat holding it, and slides to the
next seat when passed. Each collection is fanned beside its owner's panel (two per seat
with two players; the viewer's larger, bottom left). A human takes the lot by clicking one of their collections (or with
the picker); a take that would overflow a collection, or a pass of a forced lot, is
greyed with the reason. Each seat's panel shows its score, its medals per family and
its bonus cards face down (only the viewer's own are shown face up, bottom right).

Medals won fly from the collection to their owner's panel. The book turns them over
and keeps them secret: the owl's family is the owner's secret. Another seat's panel
shows only how many it has and "? pts" until the game is over; the player's
`medals_shown` setting turns up what a perfect memory knows (see medals.py).
At a new season the collections fly back into the deck.
"""

from __future__ import annotations

import pygame

from game.animalia.cards import FAMILIES as MEDAL_ORDER, MEMBERS, family_name, member_name
from game.animalia.moves import haul_text
from scenes.i18n import text
from scenes.layouts.animalia import medals as medal_view
from scenes.layouts.base import Layout, all_card_ids, event_texts
from scenes.layouts.cards import Flight, card_width
from scenes.picker import Choice, generic_choices
from scenes.ui import HIGHLIGHT, TEXT, TEXT_DIM
from sprites import textfit

try:
    from sprites import tokens
except ImportError:  # pragma: no cover - the art module is optional
    tokens = None
from sprites.layout import row

FAMILIES = ("cat", "horse", "dog", "rabbit", "parrot")
DECK_POS = (710, 520)
LOT_H = 150
FAN_H = 100              # others' collections (fewer than 5 players)
FAN_H_CROWDED = 62       # others' collections at 5 and 6 players
FAN_H_TWO = 90           # two rows under the top seat must clear the deck
FAN_STEP = 44
OWN_FAN_H = 140          # the viewer's collections, bottom left
OWN_FAN_STEP = 62
MEDAL_PX = 40
BACK_PX = 44
BONUS_H = 130
BONUS_CENTER = (1150, 985)
COLLECTION_MAX = 5
LOT_PULL = 0.42          # how far from the centre towards its holder the lot sits
DECK_LABEL = pygame.Rect(DECK_POS[0] - 260, DECK_POS[1] + LOT_H // 2 + 6, 520, 34)  # clear of the lot


class AnimaliaLayout(Layout):
    """Lot, deck, collections, medals."""

    OUTCOMES = frozenset({"medals_awarded"})
    EVENT_TEXTS = event_texts("animalia")

    def __init__(self, ctx, players: int) -> None:
        super().__init__(ctx, players)
        self.lot_pos = pygame.Vector2(DECK_POS)
        self.lot_holder = None

    def warm_sets(self):
        return [(all_card_ids("animalia"), (LOT_H, FAN_H, FAN_H_TWO, FAN_H_CROWDED, OWN_FAN_H,
                                             BONUS_H))]

    def warm(self) -> None:
        super().warm()
        if tokens is not None:       # the medals on the panels, and as they start to fly
            colorblind = self.ctx.settings.colorblind
            for family in FAMILIES:
                for size in (MEDAL_PX, 2 * MEDAL_PX):
                    tokens.medal(family, size, colorblind)
            tokens.medal_back(MEDAL_PX)

    def lot_target(self, holder) -> tuple[float, float]:
        """Where the lot rests when `holder` has it."""
        if holder is None:
            return DECK_POS
        seat = pygame.Vector2(self.seat_center(holder))
        return tuple(pygame.Vector2(DECK_POS).lerp(seat, LOT_PULL))

    def sync(self, view) -> None:
        super().sync(view)
        obs = view.obs
        holder = obs.get("lot_holder")
        if holder != self.lot_holder:
            if self.lot_holder is None:
                self.lot_pos.update(self.lot_target(holder))
            else:
                target = self.lot_target(holder)
                self.tweens.to(self.lot_pos, 0.45, "in_out_sine", x=target[0], y=target[1])
            self.lot_holder = holder

    # -- geometry -------------------------------------------------------------------
    def own_collections(self, obs: dict, seat: int) -> list[int]:
        """Indexes of a seat's collections."""
        return [c for c, owner in enumerate(obs["owners"]) if owner == seat]

    def fan_rects(self, obs: dict, collection: int, count: int) -> list[pygame.Rect]:
        """Cards of a collection, fanned beside its owner's panel (the viewer's bottom left)."""
        seat = obs["owners"][collection]
        own = self.own_collections(obs, seat)
        rank = own.index(collection)
        if seat == self.bottom_seat():
            height = self.own_row_height(len(own), OWN_FAN_H)
            return self.seat_row(seat, rank, len(own), count, height, OWN_FAN_STEP * height // OWN_FAN_H)
        height = {2: FAN_H_TWO}.get(obs["players"], FAN_H if obs["players"] <= 4 else FAN_H_CROWDED)
        return self.seat_row(seat, rank, len(own), count, height, FAN_STEP * height // FAN_H)

    def lot_rects(self, obs: dict) -> list[pygame.FRect]:
        """The lot's cards around its current position."""
        return row(len(obs.get("lot") or []), card_width(LOT_H), LOT_H, tuple(self.lot_pos), gap=10)

    # -- choices -----------------------------------------------------------------------
    def choices(self, view) -> list[Choice]:
        obs, legal = view.obs, list(view.legal)
        takes = {m.collection: m for m in legal if m.TAG == "take"}
        passes = [m for m in legal if m.TAG == "pass"]
        if not takes and not passes:
            return generic_choices(legal, self.describe, self.tag_label)
        seat, lot = obs["current_player"], obs.get("lot") or []
        out = []
        for c in self.own_collections(obs, seat):
            size = len(obs["collections"][c])
            label = self.lines("take_into", n=c + 1, size=size)
            if c in takes:
                out.append(Choice(label, takes[c], key=("take", c)))
            else:
                full = size + len(lot) > COLLECTION_MAX
                out.append(Choice(label, reason=self.lines("full" if full else "not_now"), key=("take", c)))
        out.append(Choice(self.lines("pass"), passes[0] if passes else None,
                          reason="" if passes else self.lines("must_take"), key="pass"))
        rest = [m for m in legal if m.TAG not in ("take", "pass")]
        return out + generic_choices(rest, self.describe, self.tag_label) if rest else out

    def focus_rects(self, key) -> list:
        """A "take" choice points at the collection the lot would go to."""
        if not (isinstance(key, tuple) and key[:1] == ("take",)):
            return []
        obs = self.view.obs
        rects = self.fan_rects(obs, key[1], len(obs["collections"][key[1]]))
        return [rects[0].unionall(rects[1:])] if rects else []

    def pointer(self, event, picker):
        """Clicking one of your collections takes the lot into it."""
        if event.kind != "up" or self.view.viewer is None:
            return None
        obs = self.view.obs
        for c in self.own_collections(obs, self.view.viewer):
            rects = self.fan_rects(obs, c, len(obs["collections"][c]))
            if any(r.collidepoint(event.pos) for r in rects):
                return picker.select_key(("take", c), from_top=True)
        return None

    # -- events ------------------------------------------------------------------------
    def on_events(self, view, events: list) -> None:
        super().on_events(view, events)
        obs = self.view.obs
        for event in events:
            d = event.data
            if event.kind == "lot_taken":
                self._fly_take(obs, d["collection"], list(d.get("cards", ())))
            elif event.kind == "card_revealed":
                self._fly_reveal(obs, d)
            elif event.kind in ("card_stolen", "card_given") and isinstance(d.get("card"), str):
                self._fly_move(obs, d)
            elif event.kind == "medals_awarded" and tokens is not None:
                won = medal_view.award_tokens(event, not self.medals_hidden(obs, event.seat))
                self._fly_medals(obs, event.seat, d["collection"], won)
            elif event.kind == "season_started":
                self._fly_to_deck(self.view.obs_before)

    def winner_card(self, obs: dict, seat: int) -> str | None:
        """The card the results show for a winner: the last card of its largest
        collection."""
        owned = [cards for c, cards in enumerate(obs["collections"])
                 if cards and obs["owners"][c] == seat]
        return max(owned, key=len)[-1] if owned else None

    def _fly_take(self, obs: dict, collection: int, cards: list[str]) -> None:
        """The lot's cards fly one by one to their places at the end of the collection."""
        held = obs["collections"][collection]
        rects = self.fan_rects(obs, collection, len(held))
        first = len(held) - len(cards)
        starts = row(len(cards), card_width(LOT_H), LOT_H, tuple(self.lot_pos), gap=10)
        for i, (card, start) in enumerate(zip(cards, starts)):
            index = first + i
            if index < 0 or index >= len(held) or held[index] != card:
                continue        # not where it was expected: no flight rather than a wrong one
            self.flights.launch(Flight(self.face(card, LOT_H), start.center, rects[index].center,
                                       landing=("coll", collection, index), delay=0.08 * i,
                                       card=card, heights=(LOT_H, rects[index].h)))

    def _fly_reveal(self, obs: dict, d: dict) -> None:
        """The revealed card flies from the deck to its place in the lot (where the lot
        will rest, as the lot may be sliding to its holder meanwhile)."""
        lot = obs.get("lot") or []
        index = len(d.get("lot") or lot) - 1
        if not 0 <= index < len(lot) or lot[index] != d["card"]:
            return
        spots = row(len(lot), card_width(LOT_H), LOT_H, self.lot_target(obs.get("lot_holder")),
                    gap=10)
        self.flights.launch(Flight(self.face(d["card"], LOT_H), DECK_POS, spots[index].center,
                                   landing=("lot", index), delay=0.3, card=d["card"],
                                   back=self.art.back(LOT_H), sound="flip"))

    def _fly_to_deck(self, before: dict) -> None:
        """A new season: every card of the collections flies back into the deck to be
        shuffled (the collections as they were before the move; nothing at the start)."""
        collections = before.get("collections") if before else None
        if not collections or before.get("season") == self.view.obs.get("season"):
            return
        for c, cards in enumerate(collections):
            for i, (card, rect) in enumerate(zip(cards, self.fan_rects(before, c, len(cards)))):
                # at their own size: a dozen cards rescaled every frame would cost 1-2 ms
                self.flights.launch(Flight(self.face(card, rect.h), rect.center, DECK_POS,
                                           delay=0.03 * i, card=card))

    def _fly_medals(self, obs: dict, seat: int, collection: int, won: list) -> None:
        """The medals won fly from the collection to their owner's panel, one family
        after the other, shrinking to the panel's size: face up as far as the viewer
        may know them (`medal_view.award_tokens`), the rest face down."""
        start = self.fan_rects(obs, collection, COLLECTION_MAX)[COLLECTION_MAX // 2].center
        spots = {family: spot for family, _n, spot in
                 self.medal_row(obs, seat, self.medals_now(obs, seat, flying=False))}
        colorblind = self.ctx.settings.colorblind
        for i, (family, n) in enumerate(won):
            spot = spots.get(family, spots.get(None))
            if spot is None:
                continue
            image = (tokens.medal(family, 2 * MEDAL_PX, colorblind) if family
                     else tokens.medal_back(2 * MEDAL_PX))
            self.flights.launch(Flight(image, start, spot.center, delay=0.15 * i,
                                       heights=(2 * MEDAL_PX, MEDAL_PX),
                                       landing=("medal", seat, collection, family, n)))

    def _fly_move(self, obs: dict, d: dict) -> None:
        """A stolen or given card flies from one collection to the end of another."""
        src, dst = d.get("from_collection"), d.get("to_collection")
        if src is None or dst is None:
            return
        start = self.fan_rects(obs, src, len(obs["collections"][src]) + 1)[-1]
        held = obs["collections"][dst]
        if not held or held[-1] != d["card"]:
            return
        end = self.fan_rects(obs, dst, len(held))[-1]
        self.flights.launch(Flight(self.face(d["card"], max(start.h, end.h)), start.center,
                                   end.center, landing=("coll", dst, len(held) - 1),
                                   card=d["card"], heights=(start.h, end.h)))

    def log_line(self, seat: int | None, move, events: list) -> str:
        """Medals are the line of the move that wins them, even when bonus cards were
        laid over the collection first; what covered what is told where the medals are."""
        won = [e for e in events if e.kind == "medals_awarded" and e.seat == seat]
        if not won:
            return super().log_line(seat, move, events)
        line = self.event_text(won[0].view(self.view.viewer), with_name=False)
        covers = [pair[0] for e in events if e.kind == "cards_covered" and e.seat == seat
                  for pair in e.data.get("covers", ())]
        if covers:          # the covers are laid face up
            line = self.lines("covering", line=line,
                              names=", ".join(self.card_name(c) for c in covers))
        return line

    def event_text(self, event, with_name: bool = True) -> str:
        return self._event_text(event, self.view.name(event.seat) if with_name else "").strip()

    def _event_text(self, event, who: str) -> str:
        d = event.data
        if event.kind == "medals_awarded":
            return self._award_text(event, who)
        if event.kind == "lot_taken" and len(self.view.obs.get("collections", ())) > self.view.players:
            return self.lines("lot_taken_into", who=who, coll=d.get("collection", 0) + 1)
        if event.kind in self.EVENT_TEXTS:                 # (with 2 players, 2 collections each)
            card = d.get("card")
            # Without the mover's name the line is for the log: the receiver of a lot is
            # named the log's way too ("Bot 2: the lot goes to Bot 3", not "Easy bot 3").
            name_of = self.view.name if who else self.view.name
            return self.lines(event.kind, who=who, season=d.get("season", ""),
                              to=name_of(d.get("to_seat")),
                              name=self.card_name(card) if isinstance(card, str) else "",
                              power=self._power_name(d.get("power")))
        return super().event_text(event, bool(who))

    def _award_text(self, event, who: str) -> str:
        """Medals won, as the (viewed) event tells them: the families the viewer may
        know, with the memory aid those everyone saw, else only how many."""
        face_up = event.secret is not None or self.ctx.settings.medals_shown
        won = medal_view.award_tokens(event, face_up)
        hidden = sum(n for family, n in won if family is None)
        counts = dict(won)
        haul = tuple(counts.get(family, 0) for family in MEDAL_ORDER)
        if hidden and not any(haul):
            return text("medals_won_hidden", self.ctx.lang, who=who, n=hidden)
        named = haul_text(haul, self.ctx.lang)
        if hidden:
            named = text("medals_part_hidden", self.ctx.lang, haul=named, n=hidden)
        return self.lines("medals_awarded_named", who=who, haul=named)

    def _power_name(self, power) -> str:
        """A power (thief, spy, prankster) by its member's name in the player's language."""
        if power not in MEMBERS:
            return str(power or "")
        return member_name(power, self.ctx.lang).capitalize()

    def _family_name(self, family: str) -> str:
        """A medal family's name in the player's language ("Chien"), from cards.toml."""
        return family_name(MEDAL_ORDER.index(family), self.ctx.lang).capitalize()

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

    # -- drawing ----------------------------------------------------------------------
    def backdrop_key(self) -> tuple:
        return super().backdrop_key() + (self.ctx.settings.medals_shown,)

    def medals_hidden(self, obs: dict, seat: int) -> bool:
        """Whether a seat's medals are drawn face down. The book turns won medals over and
        keeps them secret: the viewer sees their own, the others only how many there
        are, until the game is over or the player's setting shows them all (a memory
        aid: every medal is won in public)."""
        return not (self.ctx.settings.medals_shown or obs.get("is_over")
                    or seat == self.view.viewer)

    def score_text(self, obs: dict, seat: int) -> str:
        score = None if self.medals_hidden(obs, seat) else medal_view.score_known(obs, seat)
        return self.lines("score_pts", n="?" if score is None else score)

    def seat_line(self, obs: dict, seat: int) -> str:
        return ""        # the score (base), then medals and bonus cards drawn as pictures

    def result_line(self, obs: dict, seat: int) -> str:
        medals = obs["medals"][seat]
        return " · ".join(f"{self._family_name(f)} {n}" for f, n in zip(FAMILIES, medals) if n)

    def medals_now(self, obs: dict, seat: int, flying: bool = True) -> list:
        """A seat's medal tokens (see medals.py) as its panel shows them:
        without those still flying to it (unless `flying` is False)."""
        shown = medal_view.panel_tokens(obs, seat, not self.medals_hidden(obs, seat))
        if not flying:
            return shown
        landing: dict = {}
        for key in self.flights.landing():
            if key[0] == "medal" and key[1] == seat:
                landing[key[3]] = landing.get(key[3], 0) + key[4]
        return medal_view.without(shown, landing)

    def medal_row(self, obs: dict, seat: int, shown: list,
                  rect=None) -> list[tuple[str | None, int, pygame.Rect]]:
        """Where a seat's panel (at `rect`, else where it is now) draws its medal tokens
        `shown`: (family, count, token rect), family None for those face down."""
        rect = self.seat_rects()[seat] if rect is None else rect
        x, y = rect.x + 16, rect.y + 56
        t, spots = self.ctx.text, []
        for family, n in shown:    # the token, or without art the family's name, then the count
            name = self._family_name(family) if family else \
                self.lines("medals_word")
            width = MEDAL_PX if tokens is not None else t.font(28).size(name)[0] + 4
            spots.append((family, n, pygame.Rect(x, y, width, MEDAL_PX)))
            label = str(n) if family else f"× {n}"
            x += width + 2 + t.font(28, bold=True).size(label)[0] + 12
        return spots

    def _panel_extras(self, surface: pygame.Surface, obs: dict) -> None:
        """On each panel: medals won per family (face down for others), and the bonus
        cards it holds, face down."""
        t = self.ctx.text
        colorblind = self.ctx.settings.colorblind
        counts = obs.get("bonus_counts") or [0] * obs["players"]
        for seat, rect in enumerate(self.seat_rects()):
            for family, n, spot in self.medal_row(obs, seat, self.medals_now(obs, seat), rect):
                label = pygame.Rect(spot.right + 2, spot.y, 90, MEDAL_PX + 4)
                if tokens is not None:
                    surface.blit(tokens.medal(family, MEDAL_PX, colorblind) if family else
                                 tokens.medal_back(MEDAL_PX), spot)
                else:       # no art: the family's name (or "medals") in the token's place
                    name = self._family_name(family) if family else \
                        self.lines("medals_word")
                    t.blit(surface, name, 28, spot.midleft, "midleft", fg=TEXT_DIM)
                textfit.blit(t, surface, str(n) if family else f"× {n}", 28, label, "midleft",
                             fg=TEXT, bold=True)
            if counts[seat]:
                back = self.art.back(BACK_PX)
                box = pygame.Rect(rect.x + 16, rect.bottom - 12 - BACK_PX, rect.w - 32, BACK_PX)
                box.x += back.get_width() + 6
                box.w -= back.get_width() + 6
                label = textfit.blit(t, surface, self.lines("bonus_n", n=counts[seat]), 28, box,
                                     "midright", fg=TEXT, bold=True)
                surface.blit(back, (label.x - 6 - back.get_width(), box.y))

    def draw_middle(self, surface: pygame.Surface, obs: dict) -> None:
        t = self.ctx.text
        if obs["deck_size"]:
            back = self.art.back(LOT_H)
            surface.blit(back, back.get_rect(center=DECK_POS))
        textfit.blit(t, surface, self.lines("deck", n=obs["deck_size"], season=obs["season"]), 28,
                     DECK_LABEL, "midtop", fg=TEXT_DIM)
        landing = self.flights.landing()
        for c, cards in enumerate(obs["collections"]):
            rects = self.fan_rects(obs, c, len(cards))
            shown = [i for i in range(len(cards)) if ("coll", c, i) not in landing]
            if not shown:           # empty, or its first cards still in the air
                self.draw_slot(surface, rects[0], str(c + 1))
            for i in shown:
                surface.blit(self.face(cards[i], rects[i].h), rects[i])
        viewer = self.view.viewer
        bonus = obs.get("bonus") or [] if viewer is not None else []
        for card, rect in zip(bonus, row(len(bonus), card_width(BONUS_H), BONUS_H, BONUS_CENTER,
                                         gap=8, max_width=480)):
            surface.blit(self.face(card, rect.h), rect)
        if bonus:
            t.blit(surface, self.lines("bonus_own"), 28,
                   (BONUS_CENTER[0], BONUS_CENTER[1] - BONUS_H // 2 - 6), "midbottom", fg=TEXT_DIM)
        self._panel_extras(surface, obs)

    def draw(self, surface: pygame.Surface, view) -> None:
        obs = view.obs
        lot = obs.get("lot") or []
        landing = self.flights.landing()
        for index, (card, rect) in enumerate(zip(lot, self.lot_rects(obs))):
            if ("lot", index) not in landing:       # a revealed card shows when it lands
                self.drawn.append(surface.blit(self.face(card, LOT_H), rect))
        if lot:
            forced = bool(obs.get("lot_forced"))
            self.drawn.append(self.ctx.text.blit(
                surface, self.lines("lot_forced" if forced else "lot"), 30,
                (self.lot_pos.x, self.lot_pos.y + LOT_H // 2 + 6), "midtop",
                fg=HIGHLIGHT if forced else TEXT, bold=True))
        super().draw(surface, view)


LAYOUT = AnimaliaLayout
