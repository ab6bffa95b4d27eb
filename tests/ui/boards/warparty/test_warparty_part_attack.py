"""Issue #39 (wp38): a picked stack of five, the pointer on an enemy-held territory only its
Knight can reach: before the click, the hover says that only the Knight goes, warns that it
fights without the rest and at poor odds, and shows the odds of the Knight alone (before, the
place was not lit, the hover said nothing, and one click sent the Knight alone at 31%).
Headless, with real clicks and pointer moves."""

from __future__ import annotations

import pytest
from test_warparty_board import _scene
from test_warparty_preview import await_hover_odds, hover, tooltips
from uihelp import click

from forgegames.core import i18n
from forgegames.games.warparty import battles, board_info
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.board_info import battle_key
from forgegames.ui.boards.warparty.board import WarpartyBoard
from forgegames.ui.boards.warparty.pen import percent
from forgegames.ui.boards.warparty.preview import MovePreview

HERE, TARGET = "greenhollow", "crossroads"


def _knight_and_soldiers(app, goblins: int = 4):
    """A Knight and four Soldiers in Greenhollow, ``goblins`` Goblin warriors at the
    Crossroads, two steps away (the Knight reaches it, the Soldiers do not); the stack
    picked whole by a click on its counter."""
    others = (("humans", "knight", HERE),) + (("humans", "soldier", HERE),) * 4
    scene = _scene(app, goblins_at=TARGET, count=goblins, others=others)
    board: WarpartyBoard = scene.board
    state = scene.session.state
    click(app, board.canvas.stack_rects(state)[(HERE, "humans")].center)
    assert board.selected == (HERE, "humans") and len(board.chosen) == 5
    knight = next(u.uid for u in state.units_at(HERE) if u.kind == "knight")
    return scene, board, knight


def test_hovering_a_place_only_the_knight_reaches_says_so_with_its_own_odds(
    app, monkeypatch
) -> None:
    scene, board, knight = _knight_and_soldiers(app)
    state = scene.session.state
    assert TARGET not in board.highlights(state), "not every picked unit reaches it"
    assert board_info.able_to_reach(state, board.world, board.chosen, TARGET) == (knight,)
    hover(app, board.canvas.centre_of(TARGET))
    await_hover_odds(app, board)
    preview = board.shown_preview()
    assert isinstance(preview, MovePreview) and preview.battle and preview.dest == TARGET
    text = next(t for t in tooltips(app, monkeypatch) if t.startswith("Only "))
    lines = text.split("\n")
    assert lines[0] == "Only the Knight can reach Crossroads; the other 4 stay where they are."
    assert "Careful: it would fight this battle without the rest of the stack." in lines
    assert "1 unit to Crossroads" in lines
    assert "A battle here in the combat phase: 1 unit against 4 units." in lines
    # the odds are those of the Knight alone, as the engine would begin that battle
    title = scene.session.title
    after = title.apply(state, Move((knight,), TARGET)).state
    alone = battles.start_battle(after, title.world, TARGET)[0].battle
    found = board.hover_odds.found(battle_key(alone))
    assert found is not None and found.attacker_wins < 0.5
    assert f"attackers win {percent(found.attacker_wins)}," in text
    assert "Poor odds: this attack is more likely to fail than to win." in lines
    assert scene.session.state is state, "hovering played nothing"
    # the click does what the words said: the Knight alone goes
    staying = [u for u in board.chosen if u != knight]
    click(app, board.canvas.centre_of(TARGET))
    moved = scene.session.state
    assert moved.unit(knight).place == TARGET
    assert all(moved.unit(u).place == HERE for u in staying)


def test_good_odds_for_the_whole_stack_carry_no_warning(app, monkeypatch) -> None:
    """A lit place all the picked units reach, one Goblin there: no 'Only', no 'Careful',
    no 'Poor odds' (the warnings are not said of every attack)."""
    scene, board, _ = _knight_and_soldiers(app, goblins=0)
    state = scene.session.state
    near = "millford" if "millford" in board.highlights(state) else None
    lit = [p for p in board.highlights(state) if "|" not in p]
    near = near or sorted(lit)[0]
    hover(app, board.canvas.centre_of(near))
    preview = board.shown_preview()
    assert isinstance(preview, MovePreview) and not preview.battle
    text = preview.text
    assert text.startswith("If they move here:"), text
    assert "Only " not in text and "Careful" not in text and "Poor odds" not in text


@pytest.fixture()
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def test_the_warning_is_in_spanish(app, monkeypatch, spanish) -> None:
    scene, board, _ = _knight_and_soldiers(app)
    hover(app, board.canvas.centre_of(TARGET))
    await_hover_odds(app, board)
    preview = board.shown_preview()
    assert isinstance(preview, MovePreview)
    lines = preview.text.split("\n")
    assert lines[0].startswith("Solo el Caballero puede llegar a "), lines[0]
    assert "Cuidado" in preview.text and "Probabilidades" in preview.text
