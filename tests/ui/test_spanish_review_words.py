"""The native Spanish reviewer's wording findings (issue 39), on the screens that show them: the
"are you sure?" dialog says "Con «…» pierdes …" and its button "Sí, adelante" (clicked, it
plays the move); a computer seat "está pensando…"; the computer players' descriptions name
the strong player as a player, not as an adjective; King's Forge's Spanish rules page tells a
reader of the printed Spanish rulebook what its English card names and its "reserva" are
called here."""

from __future__ import annotations

from uihelp import button, click, click_button, greedy_session, open_game, run_timers

from forgegames.core import i18n, rules_text
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import Claim
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import ConfirmLoss


def test_the_confirm_dialog_reads_as_spanish_and_its_yes_plays_the_move(app):
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    session = greedy_session("kings-forge", seats, 7, 104)  # 1, 160 before playtest 20
    i18n.set_language("es")
    try:
        scene = open_game(app, session)
        run_timers(app, steps=20, dt=50)
        spot = next(
            t.rect.center for t in scene.board.all_targets() if t.key == "gather:caravan:bottom"
        )
        history = len(session.history)
        click(app, spot)
        dialog = app.stack.top
        assert isinstance(dialog, ConfirmLoss)
        # what is lost, on the first line (playtest 18); the move asked for is ready
        assert dialog.lines[0].startswith("Con «Reclamar la Caravana (inferior)» pierdes 3 dados")
        assert dialog.lines[0].endswith("no te queda ninguno para tirar esta ronda.")
        assert dialog.lines[-1] == "Intro lo hace; Esc cancela."
        assert dialog.group.buttons[dialog.group.focus].label == "Sí, adelante"
        click_button(app, dialog.group, button(dialog.group, "Sí, adelante").label)
        assert Claim("caravan", "bottom") in [e.action for e in session.history[history:]]
    finally:
        i18n.set_language(None)


def test_a_computer_seat_is_thinking_in_spanish():
    seats = (SeatConfig("Alice", "blue", "greedy"), SeatConfig("Bruno", "orange", "greedy"))
    app = App((1024, 640), bot_delay_ms=60_000)
    i18n.set_language("es")
    try:
        scene = GameScene(app, Session.start(GameConfig("kings-forge", seats, "standard"), 5))
        app.push(scene)
        app.draw()
        assert scene.session.active in scene.session.bots
        assert scene.top_bar.active_words() == "(normal) está pensando…"  # how strong (pt16)
    finally:
        i18n.set_language(None)


def test_the_strong_player_is_named_as_a_player_in_the_descriptions():
    from forgegames.games.kings_forge import TITLE

    i18n.set_language("es")
    try:
        assert TITLE.bot_name("greedy") == "Ambicioso"  # not "Fuerte": "tan fuerte como..."
        words = [TITLE.describe_bot(kind) for kind in ("mcts-easy", "mcts-normal")]
    finally:
        i18n.set_language(None)
    # named in plain words, not by its inner name (playtest 22 item 9: "(Greedy)")
    assert all("tan fuerte como el jugador normal." in w for w in words), words
    assert not any("Ambicioso" in w for w in words), words
    assert not any("Fuerte" in w for w in words), words
    assert not [v for v in i18n.catalogue("es").values() if "«Fuerte»" in v or v == "Fuerte"]


def test_king_s_forge_rules_page_names_the_printed_rulebook_s_words():
    i18n.set_language("es")
    try:
        page = "\n".join(s.text for s in rules_text.sections("kings-forge"))
    finally:
        i18n.set_language(None)
    for english, ours in (
        ("North Mine", "la Mina del Norte"),
        ("South Mine", "la Mina del Sur"),
        ("East Forest", "el Bosque del Este"),
        ("West Forest", "el Bosque del Oeste"),
    ):
        assert english in page and ours in page
    assert "llama tu «reserva» (los dados que tienes para usar) aquí es tu suministro" in page
