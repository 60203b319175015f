"""The Origami card table for people: docs/origami-cards.md, generated from cards.toml.

    python tools/origami_cardtable.py --out docs/origami-cards.md

RECONSTRUCTION (English and French) is the plain statement the client's rules screen
shows; HOUSE_RULES lists every rule we decided ourselves.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game.data import emit  # noqa: E402
from game.origami.cards import CARDS, FAMILIES  # noqa: E402

RECONSTRUCTION = {
    "en": (
        "This Origami card set is a reconstruction. The rulebook we have lost its card "
        "table: the names and numbers of the 90 cards come from a published list, and a "
        "few values and about twenty effects come from the rulebook's text and examples. "
        "Every other value and effect (most costs and points, and the effects of cards "
        "such as the cat, owl, magpie or squid) was designed by us and tuned by thousands "
        "of games between bots. The printed cards of the real game may differ."),
    "fr": (
        "Ce jeu de cartes d'Origami est une reconstitution. La règle dont nous disposons "
        "a perdu son tableau des cartes : les noms et nombres des 90 cartes viennent "
        "d'une liste publiée, et quelques valeurs et une vingtaine d'effets viennent du "
        "texte et des exemples de la règle. Toutes les autres valeurs et effets (la "
        "plupart des coûts et des points, et les effets de cartes comme le chat, le hibou, "
        "la pie ou le calmar) sont de notre invention et ont été ajustés par des milliers "
        "de parties entre robots. Les vraies cartes du jeu peuvent être différentes."),
}

HOUSE_RULES = {
    "en": [
        "The whole discard pile is public (it is a face-up pile), not only its top card.",
        "The dog counts every sheep in the collections, covered ones included (their corner "
        "stays visible); option dog_sheep=tops counts only uncovered ones.",
        "The parrot copies the instant effect of a collection's top card or of a line card "
        "(covered cards show only their corner); it cannot copy the snake or a parrot.",
        "Ants score in pairs: each ant of a pair is worth 5, a lone ant 3.",
        "The raccoon may take successive tops of the discard pile within its 3 folds.",
        "The vulture reveals the deck's top card; if you play no origami with it, it goes "
        "to your hand.",
        "Zebra: players choose their card in turn from the zebra's owner, then all cards "
        "move at once.",
        "An effect that could do nothing is not offered; an instant is always optional.",
        "A player who can neither draw, play nor use an action passes.",
        "When the deck runs out and the discard pile is empty too, the line stays short; "
        "the discard pile is shuffled into a new deck as soon as a card is needed and it "
        "holds one (that does not count as running out again).",
        "Safety net (option max_rounds, default 40): after that many rounds the end "
        "starts as if the deck had run out twice. Self-play games end after about 15.",
    ],
    "fr": [
        "Toute la défausse est publique (c'est une pile face visible), pas seulement la "
        "carte du dessus.",
        "Le chien compte tous les moutons des collections, même recouverts (leur coin reste "
        "visible) ; l'option dog_sheep=tops ne compte que ceux à découvert.",
        "Le perroquet copie l'effet instantané d'une carte au sommet d'une collection ou de "
        "la ligne de pioche ; il ne copie ni le serpent ni un perroquet.",
        "Les fourmis comptent par paires : chaque fourmi d'une paire vaut 5, une fourmi "
        "seule 3.",
        "Le raton-laveur peut prendre plusieurs cartes successives du dessus de la "
        "défausse, dans la limite de 3 plis.",
        "Le vautour révèle la première carte du paquet ; si vous ne jouez pas d'origami "
        "avec, elle va dans votre main.",
        "Zèbre : chacun choisit sa carte à tour de rôle à partir du propriétaire du zèbre, "
        "puis toutes les cartes passent en même temps.",
        "Un effet qui ne ferait rien n'est pas proposé ; un effet instantané reste "
        "facultatif.",
        "Un joueur qui ne peut ni piocher, ni jouer, ni utiliser d'action passe.",
        "Si le paquet se vide alors que la défausse est vide aussi, la ligne reste "
        "incomplète ; la défausse est mélangée en un nouveau paquet dès qu'il faut une "
        "carte et qu'elle en contient (cela ne compte pas comme un nouvel épuisement).",
        "Filet de sécurité (option max_rounds, 40 par défaut) : après ce nombre de "
        "manches, la fin commence comme si le paquet s'était vidé deux fois.",
    ],
}

FIELDS_SHOWN = ("folds", "cost", "points", "effect")
SOURCE_NAMES = {"rulebook": "rulebook", "published": "published list",
                "inferred": "inferred from the rulebook", "house": "ours"}


def _sources(card) -> str:
    parts = [f"{key} ({card.field_sources[key]})" for key in FIELDS_SHOWN
             if key in card.field_sources]
    return ", ".join(parts) if parts else "—"


def markdown() -> str:
    """The whole document."""
    lines = ["# Origami: the cards", "",
             "Generated from `game/origami/cards.toml` by "
             "`python tools/origami_cardtable.py --out docs/origami-cards.md`.", "",
             "## This card set is a reconstruction", "", RECONSTRUCTION["en"], "",
             f"*{RECONSTRUCTION['fr']}*", "",
             "Names, families and counts of all 90 cards are from the published list "
             "(RULINGS.md, section 4). Sources per card: `rulebook` (the effect is in the "
             "rulebook), `published` (only from the published list), `house` (designed "
             "by us). The last column lists the fields that are not ours; every other "
             "value is a house value, tuned by `python -m game.ai.origami_balance` "
             "(docs/origami-balance.md).", ""]
    for family in FAMILIES:
        cards = [c for c in CARDS if c.family == family]
        lines += [f"## {family.capitalize()} ({sum(c.count for c in cards)} cards)", "",
                  "| card | count | folds | cost | points | type | effect | source "
                  "| fields not ours |", "|---|---|---|---|---|---|---|---|---|"]
        for c in cards:
            lines.append(f"| {c.name_en} / {c.name_fr} | {c.count} | {c.folds} | {c.cost} "
                         f"| {c.points} | {c.effect_type} | {c.effect_en} | {c.source} "
                         f"| {_sources(c)} |")
        lines.append("")
    lines += ["## House rules", ""]
    lines += [f"- {rule}" for rule in HOUSE_RULES["en"]]
    lines += ["", "## Règles maison", ""]
    lines += [f"- {rule}" for rule in HOUSE_RULES["fr"]]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write (or print) the card table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    text = markdown()
    emit(text, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
