"""Contact sheets of the card art: python -m sprites.sheet [options] [GAME ...].

Options: --out DIR (default /tmp/art), --height H (card height, default 210),
--cb (colour-blind faces), --lang fr, --tokens (also a sheet of medals and badges).
Writes DIR/<game>[_cb][_<lang>].png: every face of the game, then its back, on felt.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import catalog  # noqa: E402
from sprites.games import art_games
from sprites import cards, theme, tokens  # noqa: E402

GAP = 12
UNSUFFIXED_LANG = "en"      # its sheets' names carry no language suffix


def game_sheet(game_id: str, height: int, colorblind: bool = False, lang: str = "en",
               skin: str | None = None) -> pygame.Surface:
    """Every face of a game and its back, in rows on felt."""
    images = [cards.card_surface(game_id, cid, height, colorblind, lang, skin)
              for cid in cards.card_ids(game_id)] + [cards.card_back(game_id, height, skin)]
    width = images[0].get_width()
    cols = 9 if len(images) > 24 else (7 if len(images) > 12 else 5)
    rows = (len(images) + cols - 1) // cols
    sheet = pygame.Surface((cols * (width + GAP) + GAP, rows * (height + GAP) + GAP))
    sheet.fill(theme.FELT)
    shadow = cards.shadow_surface((width, height), 4)
    for i, image in enumerate(images):
        x, y = GAP + (i % cols) * (width + GAP), GAP + (i // cols) * (height + GAP)
        sheet.blit(shadow, (x - 8 + 2, y - 8 + 4))
        sheet.blit(image, (x, y))
    return sheet


def token_sheet(size: int = 96) -> pygame.Surface:
    """Medals (normal and colour-blind), the mountain, Origami badges and money cards."""
    sheet = pygame.Surface((7 * (size + GAP) + GAP, 4 * GAP + 2 * size + int(size * 1.4)))
    sheet.fill(theme.FELT)
    families = ("cat", "horse", "dog", "rabbit", "parrot")
    for i, family in enumerate(families + ("excellence",)):
        sheet.blit(tokens.medal(family, size), (GAP + i * (size + GAP), GAP))
    for i, family in enumerate(families):
        sheet.blit(tokens.medal(family, size, True), (GAP + i * (size + GAP), 2 * GAP + size))
    sheet.blit(tokens.mountain(size), (GAP + 6 * (size + GAP), GAP))
    row = 3 * GAP + 2 * size
    for i, image in enumerate((tokens.fold_badge(3, size, "sea"), tokens.cost_badge(7, size),
                               tokens.points_badge(12, size))):
        sheet.blit(image, (GAP + i * (size + GAP), row))
    for i, value in enumerate((1, 8, 25)):
        sheet.blit(tokens.money_card(value, int(size * 1.4)),
                   (GAP + (3 + i) * (size + GAP), row))
    return sheet


def main(argv: list[str] | None = None) -> None:
    """Write the contact sheets asked for on the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", choices=[[], *art_games()], default=[])
    parser.add_argument("--out", default="/tmp/art")
    parser.add_argument("--height", type=int, default=210)
    parser.add_argument("--cb", action="store_true")
    parser.add_argument("--lang", default=UNSUFFIXED_LANG, choices=catalog.languages())
    parser.add_argument("--tokens", action="store_true")
    parser.add_argument("--skin", default=None, help="High Society skin (high_society)")
    args = parser.parse_args(argv)
    pygame.init()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    suffix = ("_cb" if args.cb else "") + ("" if args.lang == UNSUFFIXED_LANG else f"_{args.lang}")
    for game_id in args.games or art_games():
        skin = args.skin if game_id == "high_society" else None
        name = f"{game_id}{'_' + skin if skin else ''}{suffix}.png"
        path = out / name
        pygame.image.save(game_sheet(game_id, args.height, args.cb, args.lang, skin), path)
        print(path)
    if args.tokens:
        pygame.image.save(token_sheet(), out / "tokens.png")
        print(out / "tokens.png")


if __name__ == "__main__":
    main()
