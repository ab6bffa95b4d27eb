"""Quick play: the team that sets up second sees the first team's set-up on the map and may
change its own until it confirms (issue 34), driven by real clicks."""

from __future__ import annotations

from uihelp import click, click_button, open_game, past_quests, play_by_places

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.actions import Deploy, Found, Order, Ready
from forgegames.games.warparty.model import side_of, team_name
from forgegames.ui.game_scene import GameScene

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


def _second_team_setting_up(app) -> GameScene:
    """Two people; the first team placed its cities and sent a unit to one, then confirmed."""
    title = registry.get("warparty")
    session = Session(title, GameConfig("warparty", SEATS, "quick-play"), 7)
    session.resolve_chance()
    session.apply(Order("first"))
    past_quests(session)
    first = session.state.first
    sent = False
    while session.state.side == first:
        legal = session.legal_actions()
        found = [a for a in legal if isinstance(a, Found)]
        cities = {t for t, c in session.state.cities if not c.capital}
        deploy = [a for a in legal if isinstance(a, Deploy) and a.place in cities]
        if found:
            session.apply(found[0])
        elif deploy and not sent:
            session.apply(deploy[0])
            sent = True
        else:
            session.apply(Ready())
    return open_game(app, session)


def _page_to_city_offer(app, board) -> None:
    """Page the purchase list down, by its arrow, until the City offer's row is on screen (it
    is the tenth row and the list shows nine at the test's size)."""
    for _ in range(len(board.shown_wares())):
        app.draw()
        if any(offer.key[1] == "city" for _, offer in board.economy.offer_rows()):
            return
        click(app, board.economy.rects()["down"].center)
    raise AssertionError("the City offer never came into the list")


def test_the_second_team_sees_the_first_teams_set_up_and_may_take_its_own_back(app):
    scene = _second_team_setting_up(app)
    board, session = scene.board, scene.session
    state = session.state
    first = state.first
    assert state.phase == "setup" and state.side != first
    assert board.hint(state).startswith(f"The {team_name(first)} team's set-up is on the map.")
    theirs = [(t, c.army) for t, c in state.cities if side_of(c.army) == first and not c.capital]
    assert len(theirs) == 4, "both armies' two cities"
    rects = board.canvas.stack_rects(state)
    shown = [key for key in theirs if key in rects]
    assert shown, "the first team's troops in its new city are drawn"
    before = len(session.history)
    click(app, rects[shown[0]].center)
    assert board.selected is None and len(session.history) == before, "theirs, not ours"
    mine = next(a for a in session.legal_actions() if isinstance(a, Found))
    _page_to_city_offer(app, board)
    play_by_places(app, scene, mine)
    assert session.state.city(mine.place) is not None
    click_button(app, scene.top, "Undo")
    assert session.state.city(mine.place) is None, "taken back before Set-up done"
    assert [(t, c.army) for t, c in session.state.cities if side_of(c.army) == first] == [
        (t, c.army) for t, c in state.cities if side_of(c.army) == first
    ]


def test_the_roll_off_winner_sees_both_order_buttons_in_spanish(app):
    """Spanish review 6 asked for clearer words than 'Mover segundo'; the longer first try
    ('Mover en segundo lugar') pushed 'Move first' off the bar. Both choices show, clickable."""
    from forgegames.core import i18n

    title = registry.get("warparty")
    session = Session(title, GameConfig("warparty", SEATS, "quick-play"), 7)
    session.resolve_chance()
    assert {str(a) for a in session.legal_actions()} == {"order first", "order second"}
    i18n.set_language("es")
    try:
        scene = open_game(app, session)
        labels = [b.label for b in scene.board.bar.buttons]
        assert labels == ["Mover antes", "Mover después"]
        click_button(app, scene.board.bar, "Mover después")
    finally:
        i18n.set_language(None)
    assert Order("second") in [entry.action for entry in session.history]
