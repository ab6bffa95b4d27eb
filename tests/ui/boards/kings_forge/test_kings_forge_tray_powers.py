"""Issue 39 (kf37): a player's row read "Cemetery, Mill and East Forest +1 · +1 ×3" (the
powers read as the last card's words) and "+1/+1 token, one +1…" (cut). The powers to use now
follow the round's cards under a caption of their own, on the line of the first power, and
every word of a row is whole: at 1280×720 and 1024×640, two and four seats, English and
Spanish (the text report marks nothing cut, and no row word ends in "…")."""

from __future__ import annotations

import pytest
from uihelp import open_game, recording_app

from forgegames.core.i18n import tr
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.kings_forge import TITLE
from forgegames.ui import text_report

POSITIONS = [(2, 5, 222), (4, 4, 120), (4, 1, 121)]
"""(seats, seed, computer moves): a row with four cards and two powers (one from a card the
Workshop copied); a row with the +1/+1 token half used; a narrow row with two cards and the
token, whose count was cut in Spanish ("1 bonificación p…")."""


def position(players: int, seed: int, moves: int) -> Session:
    session = Session(TITLE, bot_config(TITLE, players, "standard", ["greedy"]), seed)
    session.resolve_chance()
    for _ in range(moves):
        session.apply(session.bot_action())
        session.resolve_chance()
    return session


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("players", "seed", "moves"), POSITIONS)
def test_the_rows_powers_are_whole_and_apart_from_the_cards(size, lang, players, seed, moves):
    with recording_app(size, lang) as app:
        session = position(players, seed, moves)
        state = session.state
        assert any(p.uses for pl in state.players for p in pl.powers), "a power on a row"
        scene = open_game(app, session)
        scene.layer = None
        app.draw()
        drawn = text_report.report(app.surface)
        trays = scene.board.trays
        words = {item["text"] for item in drawn}
        rows = scene.board.geo.tray_rects(state)
        for item in drawn:
            assert not item["cut"], item
            if any(row.contains(item["rect"]) for row in rows):
                assert not item["text"].endswith("…"), item
        caption = tr("To use:")
        shown = [item for item in drawn if item["text"] == caption]
        for item in shown:  # on the line of the power after it, never alone
            x, y, w, _h = item["rect"]
            after = [i for i in drawn if i["rect"][1] == y and i["rect"][0] > x + w]
            assert after, f"'{caption}' alone on its line"
        if players == 2:  # two seats' rows have room for the caption and the powers' names
            assert len(shown) == 2, [i["text"] for i in drawn]
            powers = [t for seat in range(2) for t, c in trays.tray_words(state, seat)]
            bare = [t.split(" (")[0] for t in powers if t.startswith("+1")]  # maybe no card
            assert all(any(w.startswith(b) for w in words) for b in bare), (bare, words)
