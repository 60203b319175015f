"""Animalia's table objects as targets: what each card, place and chip stands for in
the viewer's decision now, its words, and what the inspector shows of it.

A mixin of `AnimaliaLayout` (layout.py), which owns the geometry (`deck_rect`,
`lot_rects`, `bonus_rects`, `cover_place`, `bonus_box`, `seat_rects`), the covers
(`_covers`), the middle's items (`middle_items`, tray.py) and the card art. Steps are those of
game/animalia/steps.py; only the viewer on turn has any, and only in the phase that
uses them (their collections for the lot, the others' for a power's aim, the cards
picked, the power cards, the chips and the medal options).
"""

from __future__ import annotations

from scenes.table.inspect import Inspect
from scenes.table.layouts.animalia import inspector, tray as middle
from scenes.table.layouts.animalia.geometry import COLLECTION_MAX
from game.match.steps import Target


class TableObjects:
    """Targets, step labels and the inspector for Animalia's table."""

    def collection_step(self, view, collection: int) -> tuple | None:
        """The step a collection stands for now ("collection", c) when the viewer is
        deciding which collection: their own for the lot, another's for a power."""
        obs, viewer = view.obs, view.viewer
        if viewer is None or obs.get("current_player") != viewer:
            return None
        mine = obs["owners"][collection] == viewer
        phase = obs.get("phase")
        if (phase == "lot" and mine) or (phase == "target" and not mine):
            return ("collection", collection)
        return None

    def card_step(self, view, collection: int, card: str) -> tuple | None:
        """The step a collection's card stands for now: the card to steal or give, or
        a power card of the collection that activated it."""
        obs, viewer = view.obs, view.viewer
        if viewer is None or obs.get("current_player") != viewer:
            return None
        phase = obs.get("phase")
        if phase == "card":
            source = obs.get("target") if obs.get("power") == "thief" \
                else obs.get("power_collection")
            return ("card", card) if collection == source else None
        if phase == "power" and collection == obs.get("power_collection"):
            member = card.partition(":")[2]
            if member in (obs.get("pending_powers") or ()):
                return ("power", member)
        return self.collection_step(view, collection)

    def targets(self, view) -> list:
        """Every object of the table the viewer may click or look at, in draw order:
        the deck, the collections (each card, then their free places), the lot, the
        middle's chips, spied cards and medal options, the viewer's bonus cards, and
        the others' bonus cards face down."""
        obs = view.obs
        if not obs.get("collections"):
            return []
        out = [Target(self.deck_rect(view), None, ("deck",))]
        covers = self._covers(obs)
        geo = self.geo(view)
        for c, cards in enumerate(obs["collections"]):
            slots = geo.slots[c]
            step = self.collection_step(view, c)
            label = self.lines("take_into", n=c + 1, size=len(cards)) \
                if step and obs.get("phase") == "lot" else ""
            for card, rect in zip(cards, slots):
                out.append(Target(rect, self.card_step(view, c, card), card, label))
            for card, rect in zip(cards, slots):
                bonus = covers.get((c, card))
                if bonus is not None:
                    out.append(Target(self.cover_place(view, c, rect), None, bonus))
            if len(cards) < COLLECTION_MAX:       # its room left (a step, or a place)
                free = slots[len(cards)].unionall(slots[len(cards):])
                out.append(Target(free, step, None, label))
        for card, rect in zip(obs.get("lot") or (), self.lot_rects(view)):
            out.append(Target(rect, None, card))
        for item in self.middle_items(view):
            if item.kind == "chip":
                out.append(Target(item.rect, item.step, None, item.text))
            elif item.kind in ("spy", "spied"):
                out.append(Target(item.rect, item.step, item.card))
            elif item.kind == "medals":
                out.append(Target(item.rect, item.step, None,
                                  self.describe(self._medal_move(view, item.step))))
        bonus = (obs.get("bonus") or []) if view.viewer is not None else []
        for card, rect in zip(bonus, self.bonus_rects(view, len(bonus))):
            out.append(Target(rect, None, card))
        for seat, count in enumerate(obs.get("bonus_counts") or ()):
            if count and seat != view.viewer:
                box = self.bonus_box(self.seat_rects(view)[seat], view, seat)
                out.append(Target(box, None, ("backs", seat)))
        return out

    def _medal_move(self, view, step):
        for move in view.legal:
            if getattr(move, "TAG", "") == "medals" and \
                    (tuple(move.haul), tuple(move.used)) == step[1:]:
                return move
        return None

    def step_label(self, view, step, moves) -> str:
        """The moves panel's words for a step: the move it makes."""
        if step[0] == "collection" and view.obs.get("phase") == "lot":
            size = len(view.obs["collections"][step[1]])
            return self.lines("take_into", n=step[1] + 1, size=size)
        if step == middle.PASS_STEP:
            nxt = middle.next_seat(view.obs)
            return self.lines("pass_to", name=view.name(nxt)) if nxt is not None \
                else self.lines("pass")
        return self.describe(moves[0]) if len(moves) == 1 else str(step[0])

    def where(self, view, target) -> str:
        """Where a face-up card lies, in words, for the inspector."""
        obs, card, lang = view.obs, target.card, self.ctx.lang
        if card in (obs.get("lot") or ()):
            return inspector.say("where_lot", lang)
        if card in (obs.get("spy_left") or ()) or card in (obs.get("spy_placed") or ()):
            return inspector.say("where_spy", lang)
        if card in (obs.get("bonus") or ()):
            return inspector.say("where_bonus", lang)
        for c, bonus, covered in obs.get("covers") or ():
            if bonus == card:
                return inspector.say("where_cover", lang, n=c + 1,
                                     name=view.name(obs["owners"][c]))
        for c, cards in enumerate(obs.get("collections") or ()):
            if card in cards:
                return inspector.say("where_collection", lang, n=c + 1,
                                     name=view.name(obs["owners"][c]))
        return ""

    def inspect(self, view, target):
        """The card large with its name, family, elegance, power and medal rule; the
        deck and the others' bonus cards as backs, saying what the viewer knows."""
        card, lang, obs = target.card, self.ctx.lang, view.obs
        if card is None:
            return None
        back = self.inspect_face(None)
        if card == ("deck",):
            lines = [inspector.say("deck", lang, n=obs.get("deck_size", 0))]
            known = obs.get("deck_top") or []
            if known:
                lines.append(inspector.say("deck_known", lang,
                                           names=", ".join(self.card_name(c) for c in known)))
            return Inspect(back, self.lines("deck", n=obs.get("deck_size", 0),
                                            season=obs.get("season", "")), tuple(lines))
        if isinstance(card, tuple) and card[0] == "backs":
            seat = card[1]
            n = (obs.get("bonus_counts") or [0] * (seat + 1))[seat]
            return Inspect(back, self.lines("bonus_n", n=n),
                           (inspector.say("backs", lang, name=view.name(seat), n=n),))
        if not self._visible(obs, card):
            return Inspect(back, inspector.say("hidden", lang), ())
        title, lines = inspector.card_text(card, lang, dict(obs.get("options") or {}),
                                           self.where(view, target))
        return Inspect(self.inspect_face(card), title, lines)

    @staticmethod
    def _visible(obs: dict, card: str) -> bool:
        """Whether the viewer's observation shows this card face up somewhere."""
        places = [obs.get("lot") or (), obs.get("bonus") or (), obs.get("spy_left") or (),
                  obs.get("spy_placed") or (), [b for _c, b, _x in obs.get("covers") or ()]]
        places += list(obs.get("collections") or ())
        return any(card in cards for cards in places)
