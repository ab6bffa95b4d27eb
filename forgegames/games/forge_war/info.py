"""What the launcher shows of Forge War (id, name, seats, variants, options, blurb), without
its rules: the registry reads it to list the title, and the rules are imported when it is
chosen (issue #40). The option keys and values the rules read are defined here once."""

from __future__ import annotations

from forgegames.core.i18n import N_
from forgegames.core.title import GameOption, TitleInfo, Variant

EPIC_VARIANTS = ("epic", "solo-epic")
"""The variants played over the three stages."""
BONUS_TILES_OPTION = "bonus-tiles"
DEFAULT_DIFFICULTY = "medium"
TIES_OPTION = "automaton-ties"
"""Who picks among an automated colour's moves its priority ties: the computer (the default
of a new game) or the player (the rulebook's way, and every game saved before the option)."""
TIES = ("computer-picks", "i-pick")

INFO = TitleInfo(
    "forge-war",
    "Forge War",
    2,
    4,
    (
        Variant(
            "simple",
            "Simple game",
            "Seven rounds of stage 1: mine, market and quests.",
        ),
        Variant(
            "epic",
            "Epic game",
            "Three stages of six rounds: richer mines, champions, optional bonus tiles.",
        ),
        Variant(
            "solo",
            "Solo game",
            "One player against the mine's two automated colours: take a quest every round"
            " and fail none, then beat your best score.",
            players=(1, 1),
        ),
        Variant(
            "solo-epic",
            "Solo epic game",
            "The solo challenge over the epic game's three stages: a quest every round, none"
            " failed, new mines and quest decks at each stage, champions.",
            players=(1, 1),
        ),
    ),
    "Jump overseers over workers in a hex mine, forge weapons, send adventurers on quests.",
    pitch=(
        N_("The most prestige, from quests above all, wins."),
        N_("A simple game, an epic one in three stages, or solo."),
    ),
    minutes=(60, 120),
    options=(
        GameOption(
            BONUS_TILES_OPTION,
            "Bonus tiles",
            ("off", "on"),
            "off",
            variants=EPIC_VARIANTS,
            description="Five bonus tiles on the round track, each paid out as its round ends.",
        ),
        GameOption(
            "difficulty",
            "Difficulty",
            ("very-easy", "medium", "difficult", "random"),
            DEFAULT_DIFFICULTY,
            ("solo", "solo-epic"),
            "Which quests the solo deck keeps: the easiest, a middle mix, the hardest, or"
            " a random twelve.",
        ),
        GameOption(
            TIES_OPTION,
            "Ties",
            TIES,
            TIES[0],
            ("solo", "solo-epic"),
            "When an automaton's priority leaves several equal moves: the computer picks"
            " one (and the log says what it did), or you choose it yourself.",
        ),
    ),
    turn_rule="player-order",
)
