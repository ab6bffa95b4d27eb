"""Issue 39: King's Forge's words read whole on real screens, in English and Spanish, at the
positions the text reports found crowded."""

from __future__ import annotations

import pygame
import pytest
from test_text_fit import shot
from test_text_report import problems

PAYING = ("--game", "kings-forge", "--players", "3", "--seed", "10", "--until-phase", "pay")
"""A seat pays for the Mill's upper action in round 2 (the greedy players' game, seed 10; seed 3
before the greedy player stopped passing at once, playtest 20)."""


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", ["1280x720", "1024x640"])
def test_paying_for_a_card_leaves_the_gather_cards_the_height_of_their_words(tmp_path, size, lang):
    """In Spanish at 1280x720 the payment's buttons took a second row (Cancel alone above
    the others) and the gather row lost the height its words need: the Tavern's and the
    Dragon's Lair's words ran past their action boxes, the docks' last row past the panel.
    The strip's buttons keep one row, a little narrower; the row keeps its height."""
    items = shot(tmp_path, *PAYING, "--size", size, lang=lang)
    paying = {"en": "Paying for Mill", "es": "Pagando el Molino"}[lang]
    assert any(i["text"].startswith(paying) for i in items), [i["text"] for i in items]
    cut, over = problems(items)
    assert not cut and not over, (cut, over)


def test_a_long_payment_says_its_dice_in_fewer_words_to_keep_the_buttons_on_one_row(tmp_path):
    """Four seats, Spanish, 1280x720: "Pagar 2 dados de metal, 4 dados de madera y 1 dado
    de gemas" sent "+ gemas" and "Cancelar" to a second row, and the gather cards' words
    out of their boxes. The Pay button says the dice as the "+ metal" buttons name them."""
    items = shot(
        tmp_path,
        *("--game", "kings-forge", "--players", "4", "--seed", "2", "--actions", "200"),
        *("--size", "1280x720"),
        lang="es",
    )
    said = {i["text"]: i for i in items if "text" in i}
    pay = said["Pagar metal ×2, madera ×1 y gemas ×4"]  # seed 1, 180 moves before playtest 20
    labels = [pay] + [said[w] for w in ("+ metal", "+ madera", "+ gemas", "Cancelar")]
    middles = [i["rect"][1] + i["rect"][3] / 2 for i in labels]
    assert max(middles) - min(middles) <= 4, labels  # one row
    assert not [i["text"] for i in items if i["cut"]]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_notice_leaves_the_prompt_whole(app, request, lang):
    """Diego rolled nothing he can use: the notice "Only one move is possible" lay over the
    first lines of the prompt beside the strip's button (Spanish, 1280x720). A notice
    shows clear of the prompt (playtest 13), which is drawn whole beside it."""
    from uihelp import open_game, run_timers

    from forgegames.cli import make_config, play_bots
    from forgegames.core import i18n, registry
    from forgegames.core.session import Session
    from forgegames.ui import hotseat, text_report

    text_report.start()  # before the window: every text drawn keeps its words
    request.addfinalizer(text_report.stop)
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    title = registry.get("kings-forge")
    session = Session(title, make_config(title, 4, None, dict.fromkeys(range(3), "greedy")), 2)
    session.resolve_chance()
    play_bots(session, "greedy", 2, 46, None)  # seed 3, 15 moves before playtest 20
    scene = open_game(app, session)
    run_timers(app, steps=40, dt=100)
    board = scene.board
    notice = i18n.tr("Only one move is possible: {move}", move=i18n.tr("End the craft turn"))
    hotseat.toast_picture.cache_clear()  # a picture made before the report kept no words
    scene.show_toast(notice, error=False)
    app.surface = text_report.recording_window(app.surface)
    scene.layer = None
    app.draw()
    items = text_report.report(app.surface)
    prompt = board.prompts.prompt_rect()
    # the status line: across the board over the strip's buttons (playtest 21)
    assert prompt is not None and prompt.bottom <= board.group.buttons[0].rect.top
    assert not scene.toast_place()[1].colliderect(prompt)
    words = board.prompts.prompt(board.state, board.legal())
    shown = [i for i in items if prompt.colliderect(pygame.Rect(i["rect"]))]
    text = " ".join(i["text"] for i in shown)
    if board.prompts.prompt_box(words).cut:  # the status line's two lines at four seats:
        more = i18n.tr("More…")  # the rest on hovering it, the whole prompt
        assert text.endswith(more) and " ".join(words.split()).startswith(
            text[: -len(more)].strip()
        )
        click_free = board.prompts.prompt_rect().center
        assert board.prompts.hover_key(click_free) == "prompt"
    else:
        assert text == " ".join(words.split()), shown
    assert any(i["text"].startswith(notice.split()[0]) for i in items if i not in shown)
    cut, over = problems(items)
    assert not cut and not over, (cut, over)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_a_long_round_summary_leaves_the_gather_cards_their_words(request, size, lang):
    """Playtest 19, item 3: the round's end summary held for Alice runs to lines above the
    strip, and the trays rose under the gather row, which lost its words' height: the
    Tavern's "else a metal die" and "turn one die over" lay under their action's frame
    (drawn past the action's area, the text report saw them whole; the screenshot sweep
    opens games part-way, where no summary is held). The trays give their spare height.
    Playtest 20 (issue 39): the summary waits beside OK alone, whole in the strip."""
    import random

    from test_kings_forge_craft_hold import advance, craft_turn, prompt
    from uihelp import click_button

    from forgegames.core import i18n
    from forgegames.ui import text_report

    text_report.start()  # before the window: every text drawn keeps its words
    request.addfinalizer(text_report.stop)
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    app, scene = craft_turn(7, size)  # seed 7: the Tavern is turned up for round 2
    session, rng = scene.session, random.Random(1)
    for _ in range(300):  # Alice plays as the greedy player would, OK to each held moment
        if session.state.round == 2:
            break
        if scene.my_turn():
            view = session.title.view(session.state, 0)
            scene.act(session.title.bots()["greedy"](0).choose(view, session.legal_actions(), rng))
        elif scene.board.holds_play():
            click_button(app, scene.board.group, i18n.tr("OK"))
        advance(app, 100)
    advance(app, 200)
    board = scene.board
    assert {"en": "Round 1 is over", "es": "Fin de la ronda 1"}[lang] in prompt(scene)
    # the summary has the status line's width and fits it whole: nothing is left for "More…"
    whole = prompt(scene)
    box = board.prompts.prompt_box(whole)
    assert not box.cut
    assert [b.label for b in board.group.buttons] == [i18n.tr("OK")]
    assert "tavern" in board.state.faceup
    app.surface = text_report.recording_window(app.surface)
    scene.layer = None
    app.draw()
    items = text_report.report(app.surface)
    cut, over = problems(items)
    assert not cut and not over, (cut, over)
    assert all(any(i["text"] == line for i in items) for line in box.lines)
    assert " ".join(box.lines).split() == whole.split()
    mid_h, row_h = board.geo.row_heights()
    width = board.geo.gather_widths(board.area.width - 2 * board.pad, board.state)[0]
    assert mid_h >= max(board.geo.gather_need(card, width) for card in board.state.faceup if card)
    assert row_h == board.geo.tray_band()[1]  # the trays kept their one height
