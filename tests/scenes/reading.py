"""The reading-distance rule the table tests enforce (1920 x 1080, read from a sofa).

- No text is drawn under READ_PX pixels, at any text size.
- Text stands out from what it is drawn on by CONTRAST:1 at least (WCAG 2 AA).
- A card CARD_WORDS_FROM px tall or taller prints its words at READ_PX or more and its
  effect paragraph at EFFECT_PX or more; what it cannot, it leaves to the inspector
  (an Origami card shows its effect's kind as a sign instead).
"""

from __future__ import annotations

from scenes.table.layouts import cards as layout_cards
from scenes.ui import TEXT
from sprites import cards as card_art

READ_PX = 18
EFFECT_PX = 16
CARD_WORDS_FROM = 100
CONTRAST = 4.5


def luminance(colour) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    def channel(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = colour[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a, b) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def unreadable(drawn) -> list[str]:
    """Of `sprites.textfit.Blit`s, the texts under READ_PX or under CONTRAST with the
    mean colour they were drawn on."""
    out = []
    for b in drawn:
        if not b.line.strip():
            continue
        if b.px < READ_PX - 0.01:
            out.append(f"{b.line!r} is {b.px:.1f} px (at least {READ_PX})")
        ratio = contrast(b.fg or TEXT, b.bg) if b.bg is not None else CONTRAST
        if ratio < CONTRAST:
            out.append(f"{b.line!r} {b.fg or TEXT} on {b.bg}: {ratio:.2f}:1 "
                       f"(at least {CONTRAST}:1)")
    return out


def faces_drawn(monkeypatch) -> set:
    """From now on, the faces layouts show: (game, card, height, lang, skin, text size)."""
    seen: set = set()
    face = layout_cards.CardArt.face

    def recorded(art, card_id, height, colorblind=False, lang="en"):
        seen.add((art.game_id, card_id, height, lang, art.skin,
                  getattr(art.text, "scale", 1.0)))
        return face(art, card_id, height, colorblind, lang)

    monkeypatch.setattr(layout_cards.CardArt, "face", recorded)
    return seen


def small_card_words(faces) -> list[str]:
    """Words printed under READ_PX (effects under EFFECT_PX) on cards read at the table."""
    out = []
    for game_id, card_id, height, lang, skin, scale in sorted(faces, key=str):
        if height < CARD_WORDS_FROM:
            continue
        for words, px, effect in card_art.face_words(game_id, card_id, height, False, lang,
                                                     skin, scale):
            least = EFFECT_PX if effect else READ_PX
            if px < least:
                out.append(f"{card_id} at {height} px ({lang}, {scale:.0%}): {words[:30]!r} "
                           f"is {px} px (at least {least})")
    return out
