"""Playtest 23, item 9: a battle card read "Goblin Warrior ×2" with one of the two down. A
shared card keeps its place for the whole battle (playtest 21), and its ×N now counts the
units still standing; its tooltip says how many of how many. Real clicks on Default attack."""

from __future__ import annotations

import pytest
from test_warparty_fight import _battle, _press
from test_warparty_preview import hover, tooltips

from forgegames.games.warparty import combat
from forgegames.ui.boards.warparty import pen as pen_module

pytestmark = pytest.mark.usefixtures("quick_odds")


def _names_drawn(app, scene, monkeypatch) -> list[str]:
    """Every text the board's pens wrote in one frame (a name and its ×N are two)."""
    written: list[str] = []
    original = pen_module.Pen.write

    def write(self, surface, words, *args, **kwargs):
        written.append(str(words))
        return original(self, surface, words, *args, **kwargs)

    monkeypatch.setattr(pen_module.Pen, "write", write)
    scene.invalidate()
    app.draw()
    monkeypatch.undo()
    return written


def test_a_shared_card_counts_its_units_still_standing(app, monkeypatch) -> None:
    scene = _battle(app, goblins=3, bo=None)
    board = scene.board
    panel = board.battle_panel
    app.draw()
    (card,) = [c for c in panel.cards(scene.session.state.battle) if c.side == combat.DEFENDER]
    assert len(card.ids) == 3
    assert "Goblin Warrior ×3" in "".join(_names_drawn(app, scene, monkeypatch))
    for _ in range(40):  # Ann's units attack, one a click, until a goblin falls
        battle = scene.session.state.battle
        down = [f for f in battle.defenders if f.down]
        if down:
            break
        assert battle.side == combat.ATTACKER, "a goblin falls in Ann's first round"
        _press(app, board, "default")
    standing = sum(not f.down for f in battle.defenders)
    assert down and 0 < standing < 3
    (now,) = [c for c in panel.cards(battle) if c.side == combat.DEFENDER]
    assert set(now.ids) == set(card.ids) and now.rect == card.rect  # the card stays put
    drawn = "".join(_names_drawn(app, scene, monkeypatch))
    assert f"Goblin Warrior ×{standing}" in drawn and "Goblin Warrior ×3" not in drawn
    hover(app, now.rect.center)
    tips = tooltips(app, monkeypatch)
    assert any(
        t.startswith(f"Goblin Warrior ×{standing} ({standing} of 3 standing)") for t in tips
    ), tips
