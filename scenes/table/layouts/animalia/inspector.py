"""What Animalia's inspector says about a card: its name, family, elegance, power and
how it scores, in the player's language (the catalogs' `[inspect.animalia]`), and
where it lies on the table. Pygame-free: the layout adds the image.
"""

from __future__ import annotations

from game import catalog
from game.animalia.cards import (CARD_INDEX, ELEGANCE, FAMILY_OF, MEMBER_COUNT, MEMBERS,
                                 OWL, POWER_OF, POWERS, card_name, family_name,
                                 member_name)


def say(key: str, lang: str, **params) -> str:
    """An inspector text."""
    return catalog.text(f"inspect.animalia.{key}", lang, **params)


def signed(value: int) -> str:
    """An elegance as printed: +3, 0, −1."""
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")


def card_text(card_id: str, lang: str, options: dict, where: str = "") -> tuple[str, tuple]:
    """(title, lines) for a face-up card: where it is, its family and elegance, its
    power and when it works, and the medal rule (the most useful first)."""
    card = CARD_INDEX[card_id]
    title = card_name(card, lang)
    lines = [where] if where else []
    if card == OWL:
        elegance = options.get("owl_elegance", ELEGANCE[OWL])
        lines += [say("joker", lang, value=signed(elegance)), say("owl", lang)]
    else:
        member = member_name(MEMBERS[card % MEMBER_COUNT], lang)
        line = say("family", lang, family=family_name(FAMILY_OF[card], lang), member=member,
                   value=signed(ELEGANCE[card]))
        lines.append(line[:1].upper() + line[1:])
        power = POWER_OF[card]
        if power >= 0:
            name = POWERS[power]
            key = "spy_look" if name == "spy" and options.get("spy") == "look" else name
            lines += [say(key, lang), say("activates", lang, member=member)]
    lines.append(say("medals", lang))
    return title[:1].upper() + title[1:], tuple(lines)
