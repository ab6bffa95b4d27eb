"""King's Forge's sentences in Spanish, built where the engine assembles them: a card's name
takes its article ('la Mina del Norte', 'del Cuchillo'), dice their rulebook words and their
number ('1 dado de gemas', '2 dados mágicos'), decimals a comma, and a seeded game's log, move
labels and status lines hold no English word of the game and no 'él' for a player."""

from __future__ import annotations

import re

import kfscen

from forgegames.core.hints import Choice
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import First, Pay
from forgegames.games.kings_forge.board_info import counts_text
from forgegames.games.kings_forge.flow import dice_text
from forgegames.games.kings_forge.hint_words import reason


def test_a_claimed_card_is_named_with_its_article() -> None:
    s = kfscen.supply(kfscen.new(2), 0, 2)
    with speaking("es"):
        _, events = kfscen.play(s, "claim north-mine top")
    assert "Ann reclama la Mina del Norte con su acción superior." in kfscen.texts(events)
    with speaking("es"):
        _, events = kfscen.play(s, "claim east-forest top")
    assert "Ann reclama el Bosque del Este con su acción superior." in kfscen.texts(events)


def test_a_name_after_de_contracts_and_a_plural_name_takes_los() -> None:
    with speaking("es"):
        assert TITLE.world.card_name("knife").of_the == "del Cuchillo"
        assert TITLE.world.card_name("mace").of_the == "de la Maza"
        assert (
            TITLE.world.card_name("axe").the == "el Hacha"
        )  # feminine, but 'el' before a stressed a
        assert TITLE.world.card_name("fancy-toys").the == "los Juguetes finos"
        assert TITLE.world.card_name("tavern") == "Taberna"  # shown alone, the name has no article
        label = TITLE.describe_action(kfscen.new(2), TITLE.parse_action("claim tavern top"))
    assert label == "Reclamar la Taberna (superior)"


def test_dice_take_the_rulebook_words_and_agree_with_their_number() -> None:
    with speaking("es"):
        assert dice_text(["G"]) == "1 dado de gemas"
        assert dice_text(["M", "M", "X", "X"]) == "2 dados de metal y 2 dados mágicos"
        assert TITLE.describe_action(kfscen.new(2), Pay("X")) == "Colocar un dado mágico"


def test_a_rolled_die_and_a_tally_use_the_rulebook_colour_words() -> None:
    """'gemas 2', 'mágico 6' (the rulebook's 'dados de gemas', 'dados mágicos'), never 'gema 2'
    or 'magia 6'; a tally counts '1 de gemas', '2 mágicos'."""
    s = kfscen.to_craft(kfscen.supply(kfscen.supply(kfscen.new(2), 0, 1, 1, 1, 1), 1, 0))
    with speaking("es"):
        _, events = kfscen.play(s, 5, 4, 2, 6)
        assert "Ann tira y saca: metal 5, madera 4, gemas 2 y mágico 6." in kfscen.texts(events)
        assert counts_text([2, 1, 1, 2]) == "2 de metal, 1 de madera, 1 de gemas, 2 mágicos"
        assert counts_text([0, 0, 0, 1]) == "1 mágico"
    assert counts_text([2, 1, 1, 2]) == "2 metal, 1 wood, 1 gem, 2 magic"


def test_the_paying_status_says_what_to_do() -> None:
    """Spanish review 6: 'Recolección: pagar dados', not the bare noun 'pago'."""
    s, _ = kfscen.play(kfscen.supply(kfscen.new(2), 0, 2, 2, 1, 1), "claim north-mine top")
    assert s.sub == "pay"
    with speaking("es"):
        assert TITLE.status(s).phase == "Recolección: pagar dados"


def test_a_claimed_item_counts_the_claims_in_all() -> None:
    s = kfscen.to_craft(kfscen.supply(kfscen.supply(kfscen.new(2), 0, 3), 1, 0))
    with speaking("es"):
        _, events = kfscen.play(s, 1, 1, 1, "craft anvil 0,1,2")
    assert "Ann reclama el Yunque (ya lleva 1); sus dados van a su herrería." in kfscen.texts(
        events
    )


def test_a_hint_writes_its_decimals_with_a_comma() -> None:
    s = kfscen.new(2)
    choice = Choice(First(0), 2.5)  # a move the hint has no words of its own for
    assert reason(s, choice) == "worth 2.5 to the computer player"
    with speaking("es"):
        assert "2,5" in reason(s, choice)


def test_a_payment_hint_says_what_the_die_is_for_without_a_score() -> None:
    """Playtest 13: "the die your plans miss least (worth -5.5 to them)" taught nothing;
    playtest 22: every die placed read the same. It names the cards on display that ask for
    its colour, or that none does."""
    s = kfscen.new(2)
    crafts = s.world.content.craft
    for code in ("M", "G"):
        choice = Choice(Pay(code), -5.5)
        asking = [c for c in s.display if c and any(col == code for col, _ in crafts[c].slots)]
        words = reason(s, choice)
        assert "-5.5" not in words
        if asking:
            assert all(str(s.world.card_name(c)) in words for c in asking), words
            assert words.endswith(f"for {'metal' if code == 'M' else 'gem'} dice"), words
        else:
            assert words == f"no card on display asks for {'metal' if code == 'M' else 'gem'} dice"
        with speaking("es"):
            assert "dados de" in reason(s, choice) and "-5,5" not in reason(s, choice)


ENGLISH = re.compile(
    r"\b(die|dice|gem|wood|magic|smithy|supply|stock|claims?|crafts?|steals?|passes|rolls?|"
    r"docks|token|face up|Gather|Craft|the|and|with|Tavern|Knife|Mace)\b"
)
"""English words of the game that a Spanish line must not hold."""
SEATS = ("Ana", "Bruno", "Chiara")


def _lines_of_a_game(seed: int) -> list[str]:
    seats = tuple(
        SeatConfig(n, c, "greedy") for n, c in zip(SEATS, ("red", "blue", "green"), strict=True)
    )
    session = Session.start(GameConfig("kings-forge", seats, "standard"), seed)
    lines = [e.text for e in session.events()]
    while not session.over:
        lines.append(session.status_line())
        lines += [TITLE.describe_action(session.state, a) for a in session.legal_actions()]
        lines += [e.text for e in session.apply(session.bot_action())]
    return lines


def test_a_seeded_spanish_game_reads_as_spanish() -> None:
    with speaking("es"):
        lines = _lines_of_a_game(3)
    assert len(lines) > 500
    english = [line for line in lines if ENGLISH.search(line)]
    assert english == []
    assert [line for line in lines if re.search(r"\bél\b|[{}]", line)] == []
    assert any("dados de gemas" in line for line in lines)
