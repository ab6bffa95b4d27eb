"""King's Forge's prompt, headless: the strip says what the seat to move can do now, and a
roll that crafts nothing says why (issue 39: one die rolled, nothing crafted, nothing said)."""

from __future__ import annotations

from uihelp import run_timers

from forgegames.core.frozen import evolve
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE, board_info
from forgegames.games.kings_forge.actions import Craft, Steal
from forgegames.games.kings_forge.dice import check_assignment
from forgegames.games.kings_forge.state import PHASE_CRAFT, Die
from forgegames.ui import theme
from forgegames.ui.boards.kings_forge import prompt as prompt_module
from forgegames.ui.game_scene import GameScene


def start(app, seed: int = 3) -> GameScene:
    """Ann, a person, against Ben, the computer (no curtain between turns)."""
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig("kings-forge", seats, "standard"), seed))
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    return scene


def drawn_prompt(app, scene, monkeypatch) -> list[str]:
    """The lines the prompt draws on the next frame."""
    lines: list[str] = []
    real = prompt_module.theme.text

    def record(text, *args, **kwargs):
        lines.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(prompt_module.theme, "text", record)
    app.draw()
    monkeypatch.setattr(prompt_module.theme, "text", real)
    return lines


def test_the_gather_prompt_says_what_to_do_and_is_drawn_whole(app, monkeypatch):
    scene = start(app)
    board = scene.board
    state = scene.session.state
    words = board.prompts.prompt(state, board.legal())
    name = scene.seat_name(state.turn)
    dice = sum(state.players[state.turn].supply)
    assert words.startswith(f"{name}: claim a gather card")
    assert f"({dice} dice in your supply)" in words and "are not rolled" in words
    lines = drawn_prompt(app, scene, monkeypatch)
    runs = [lines[i:j] for i in range(len(lines)) for j in range(i + 1, min(i + 6, len(lines)))]
    drawn = next(run for run in runs if " ".join(run) == words)  # every word, none cut
    height = theme.font(int(12 * app.scale)).get_linesize()
    assert len(drawn) * height <= board.strip.rect.height, "inside the strip"
    strip = board.strip.rect
    right = max(b.rect.right for b in board.group.buttons)
    assert right < strip.right - 100, "the strip's buttons leave the prompt room"


def craft_turn(scene: GameScene):
    """Play both seats with the strongest bot until Ann has rolled in the craft phase."""
    session, title = scene.session, scene.session.title
    while not (session.state.phase == PHASE_CRAFT and session.state.pool and session.active == 0):
        assert len(session.history) < 300
        seat = session.active
        bot = title.bots()["greedy"](seat)
        session.apply(bot.choose(title.view(session.state, seat), session.legal_actions(), None))
    scene.board.refresh()
    return session.state


def test_a_roll_too_small_for_any_card_says_why(app):
    scene = start(app)
    state = craft_turn(scene)
    board = scene.board
    legal = board.legal()
    if any(isinstance(a, Craft | Steal) for a in legal):
        assert "click a card on display to craft it" in board.prompts.prompt(state, legal)
    one = evolve(state, pool=(Die(90, "M", 3),), marked=())
    words = board.prompts.prompt(one, TITLE.legal_actions(one))
    name = scene.seat_name(state.turn)
    fewest = min((c for c in state.display if c), key=lambda c: len(board_card_slots(c)))
    assert len(board_card_slots(fewest)) > 1
    # playtest 5 read "every card needs 3 or more" as a number on the dice: the words say
    # the roll has too few dice, and name the card that takes the fewest, with what it takes
    assert words.startswith(f"{name}: You rolled 1 die: too few for any card on display")
    needs = board_info.craft_needs(TITLE.world, fewest)
    assert f"the {TITLE.world.card_name(fewest)} takes the fewest: {needs}" in words
    assert "dice gained wait in your smithy" in words
    assert "End the craft turn" in words or "end the craft turn" in words
    with speaking("es"):
        spanish = board.prompts.prompt(one, TITLE.legal_actions(one))
    assert spanish.startswith(f"{name}: has tirado 1 dado y no basta para ninguna carta")


def test_a_roll_of_the_wrong_dice_says_what_the_cards_ask(app):
    scene = start(app)
    state = craft_turn(scene)
    board = scene.board
    wrong = evolve(state, pool=tuple(Die(90 + i, "W", 1) for i in range(6)), marked=())
    assert not any(isinstance(a, Craft | Steal) for a in TITLE.legal_actions(wrong))
    words = board.prompts.why_nothing(wrong)
    card, reason = board_info.nearest_craft(wrong)
    # the nearest card and the engine's own reason the roll misses it
    nearest = f"the nearest, the {TITLE.world.card_name(card)}: {reason}"
    assert words == f"Your roll makes no card on display ({nearest})."
    spaces = board_card_slots(card)
    assert reason == check_assignment(spaces, [wrong.pool[0]] * len(spaces), False)


def test_waiting_for_another_person_or_the_computer(app):
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 3)
    scene = GameScene(app, session)
    app.push(scene)
    state = session.state
    other = evolve(state, turn=1 - session.active)
    words = scene.board.prompts.prompt(other, [])
    assert words in ("Ben is thinking…", "Waiting for Ann.")


def board_card_slots(card: str):
    from forgegames.games.kings_forge import TITLE

    return TITLE.world.content.craft[card].slots


def test_actions_the_supply_cannot_pay_are_dimmed_and_say_why_on_hover(app):
    """Issue 39: an unaffordable gather action looked like an affordable one."""
    import pygame
    from uihelp import post

    from forgegames.games.kings_forge.actions import Claim

    scene = start(app)
    board = scene.board
    state = scene.session.state
    assert scene.my_turn() and state.sub == ""
    legal = set(board.legal())
    dim = {t.key for t in board.gather.unavailable_places()}
    halves = [t for t in board.all_targets() if t.key.startswith("gather:")]
    for target in halves:
        _, card, side = target.key.split(":")
        pays = (
            any(isinstance(a, Claim) and (a.card, a.side) == (card, side) for a in legal)
            or target.live
        )
        assert (target.key in dim) == (not pays), target.key
    assert dim and len(dim) < len(halves) + 4, "some can be paid, some cannot"

    # drawn disabled: the veil darkens exactly those places
    surface = pygame.Surface(app.size)
    surface.fill((255, 255, 255))
    board.prompts.draw_unavailable(surface)
    for target in board.gather.unavailable_places():
        assert sum(surface.get_at(target.rect.center)[:3]) < 3 * 200
    live = next(t for t in halves if t.live)
    assert surface.get_at(live.rect.center)[:3] == (255, 255, 255)

    # the reason on hover, in the engine's words
    blocked = next(t for t in halves if t.key in dim)
    post(app, pygame.MOUSEMOTION, pos=blocked.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    text, _ = board.hover.hover_info()
    _, card, side = blocked.key.split(":")
    assert f"Not now: {scene.why_not(Claim(card, side))}" in text
    assert "cannot pay" in text
    post(app, pygame.MOUSEMOTION, pos=live.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert "Not now" not in board.hover.hover_info()[0]


def test_a_seat_that_can_only_pass_is_told_so(app):
    import random

    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    # seed 0 (3 before the greedy player stopped passing at once, playtest 20), Ann playing
    # as the random player (the greedy player keeps a die to roll) until her gather turn
    # finds her supply spent and no card free (the novice, which now keeps dice to craft
    # with, no longer gets there)
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 0)
    title, rng = session.title, random.Random(0)

    def stuck() -> bool:
        s = session.state
        only_pass = {a.verb for a in session.legal_actions()} == {"pass"}
        return session.active == 0 and only_pass and sum(s.players[0].supply) == 0

    while not stuck():
        assert len(session.history) < 600 and not session.over
        seat = session.active
        bot = title.bots()["random" if seat == 0 else "greedy"](seat)
        session.apply(bot.choose(title.view(session.state, seat), session.legal_actions(), rng))
    scene = GameScene(app, session)
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    legal = scene.board.legal()
    assert {a.verb for a in legal} == {"pass"}
    words = scene.board.prompts.prompt(session.state, legal)
    assert words == "Ann: no gather card or docks trade is within your 0 dice now: pass."


def test_a_pass_is_handed_on_without_end_turn(app):
    """A pass turns nothing up, so the frame would hold it for End turn; the board hands it on
    once the frame has drawn it (playtest 13: a claim went on by itself, a pass waited), and
    the prompt never asks for End turn meanwhile."""
    from uihelp import click

    from forgegames.ui.overlays import Curtain

    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
    scene = GameScene(app, Session.start(GameConfig("kings-forge", seats, "standard"), 3))
    app.push(scene)
    while isinstance(app.stack.top, Curtain):
        click(app, app.stack.top.button_rect().center)
    run_timers(app, steps=20, dt=50)
    passing = next(a for a in scene.legal_actions() if a.verb == "pass")
    # passing with dice left would ask "are you sure?" first: this seat said not to ask
    state = scene.session.state
    scene.session.silence(scene.session.active, scene.title.warning_kind(state, passing))
    mover = scene.session.active
    assert scene.act(passing)  # no card is drawn, no die rolled: the frame holds it
    assert scene.handover == mover
    words = scene.board.prompts.prompt(scene.session.state, scene.board.legal())
    assert "End turn" not in words
    app.draw()
    run_timers(app, steps=1, dt=10)
    assert scene.handover is None and scene.session.active != mover


def test_a_spanish_prompt_takes_the_status_line_and_moves_nothing(app):
    """Spanish words beside Spanish buttons needed more lines than the strip held, and the
    trays gave up the room (issue 39); their lines then moved the trays and the king's row
    (playtest 21). The prompt is drawn across the status line over the buttons, in either
    language, and the board's regions are the same rectangles in both."""
    from forgegames.core.i18n import speaking

    places = {}
    with speaking("es"):
        scene = start(app)
    for lang in ("es", "en"):
        with speaking(lang):
            board = scene.board
            board.layout(board.rect)
            words = board.prompts.prompt(scene.session.state, board.legal())
            box = board.prompts.prompt_box(words)
            band = board.geo.status_rect()
            assert not box.cut and box.x == band.x
            assert len(box.lines) * box.height <= band.height
            trays = board.geo.tray_rects(scene.session.state)
            assert max(r.bottom for r in trays) <= band.top
            assert band.bottom <= min(b.rect.top for b in board.group.buttons)
            places[lang] = (tuple(band), tuple(board.king.rect), [tuple(r) for r in trays])
    assert places["es"][0] == places["en"][0], "the status line in one place"


def test_the_words_follow_the_dice_as_powers_change_them(app):
    """Review 5 (the Dice of Deceit example): after the +1 the prompt still said only "Your
    roll fits no card", and after the steal "You rolled 0 dice". Step by step it now gives
    the engine's reason the dice steal nothing, then says they are all used."""
    from forgegames.core import scenario
    from forgegames.core.errors import IllegalAction
    from forgegames.games.kings_forge import board_info as info
    from forgegames.ui.scenario_scene import open_scenario

    path = scenario.folder("kings-forge") / "steal-dice-of-deceit.yaml"
    open_scenario(app, path)
    board = app.stack.top.board
    loaded = scenario.load(path)
    session = loaded.session()
    said, states = [], []
    for index in range(len(loaded.steps)):
        state = session.state
        legal = TITLE.legal_actions(state)
        if not any(isinstance(a, Craft | Steal) for a in legal):
            said.append(board.prompts.why_nothing(state))
            states.append(state)
        stolen = scenario.parts(session, loaded.steps[index])[0].state  # a steal: its 1st part
        scenario.play_step(session, loaded.steps, index)
    theirs = "Alice's Dice of Deceit cannot be stolen with these dice: "
    lower = "space 2: your 3 is lower than the 4 already there"  # his best wood on her 4
    assert said[0].startswith("Your roll makes no card") and theirs + lower in said[0]
    tie = "to steal, at least one of your dice must beat the holder's die on its space"
    assert said[1].endswith(theirs + tie + ".")
    assert len(said) == 2  # the second +1 makes the steal: the prompt offers it
    for state, words in zip(states, said, strict=True):  # the engine's own refusal
        try:
            TITLE.apply(state, Steal("dice-of-deceit", info.tried_dice(state, "dice-of-deceit")))
        except IllegalAction as refusal:
            assert words.endswith(f": {refusal}.")
        else:
            raise AssertionError("the engine took a steal the prompt says fails")
    assert not stolen.pool and stolen.craft_mode == "steal"
    assert board.prompts.why_nothing(stolen) == "Your rolled dice are all used."
    crafted = evolve(stolen, pool=(Die(90, "M", 3),), craft_mode="craft", display=("shield",))
    assert board.prompts.why_nothing(crafted).startswith(
        "You have 1 die left: too few for any card on display (the Shield takes the fewest: "
    )  # not "You rolled 1 die": three were rolled
    with speaking("es"):
        spanish = board.prompts.why_nothing(states[1])
    assert "No puedes robar los Dados del engaño de " in spanish, spanish
