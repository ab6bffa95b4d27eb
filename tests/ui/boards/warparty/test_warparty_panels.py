"""Warparty's battle panel and economy panel, headless on real surfaces: what is drawn is what
is clicked, buttons follow the engine's legal moves, the prediction repeats the engine's
numbers, crowded sides never overlap, offers that do not fit are reachable, odds are worked
out away from the frame, and pictures at two window sizes."""

from __future__ import annotations

import dataclasses
import functools
import itertools
import random
import tempfile
import threading
import time
from pathlib import Path

import pygame
import pytest

from forgegames.games.warparty import combat, content, odds
from forgegames.games.warparty.board_info import noun_of
from forgegames.games.warparty.combat import Battle, Profile
from forgegames.games.warparty.state import Army, WPState
from forgegames.ui import text_report, theme
from forgegames.ui.boards.warparty.battle_panel import BattlePanel
from forgegames.ui.boards.warparty.economy_panel import EconomyPanel, Offer
from forgegames.ui.boards.warparty.odds_worker import OddsWorker

SIZES = ((1280, 720), (1920, 1080))
NAMES = ("Goblins", "Humans")
COLOURS = ((0, 158, 115), (0, 114, 178))
PICTURES = Path(tempfile.gettempdir())


@pytest.fixture()
def screen():
    pygame.init()
    surface = pygame.display.set_mode(SIZES[0])
    yield surface
    pygame.display.quit()


@functools.cache
def profile(army: str, unit: str) -> Profile:
    return combat.profile_from_unit(content.load_content().armies[army].unit(unit), army)


def goblins() -> list[Profile]:
    units = ("orc", "warrior", "warrior", "wolf-rider", "archer", "ballista", "wizard")
    return [profile("goblins", u) for u in units]


def humans() -> list[Profile]:
    units = ("knight", "soldier", "lord-ancon", "soldier", "archer", "catapult", "priest")
    return [profile("humans", u) for u in units]


def step(battle: Battle, action, rolls: list[str] | None = None) -> Battle:
    battle, events = combat.apply(battle, action)
    if rolls is not None:
        rolls += [e.text for e in events if e.kind in ("hit", "miss", "defended", "undefended")]
    return battle


def mid_battle(rolls: list[str] | None = None) -> Battle:
    """Goblins against Humans: the knight killed and turned over, Lord Ancon wounded, and the
    die of the next attack pending."""
    battle = combat.new_battle(goblins(), humans())
    for victim in ("knight", "lord-ancon"):
        aims = [a for a in combat.legal_actions(battle) if isinstance(a, combat.Target)]
        aim = next(a for a in aims if battle.fighter(a.target).profile.unit == victim)
        battle = step(battle, aim, rolls)
        battle = step(battle, combat.Roll(1), rolls)  # a hit...
        battle = step(battle, combat.Roll(6), rolls)  # ...not defended
    battle = step(battle, combat.default_target(battle), rolls)
    assert battle.pending is not None and battle.pending.kind == combat.HIT
    assert any(f.down for f in battle.defenders)
    return battle


def draw(panel: BattlePanel, surface: pygame.Surface, battle: Battle, **kwargs) -> None:
    args = {
        "names": NAMES,
        "colours": COLOURS,
        "choosing": battle.side,
        "selected_attacker": None,
        "hover_target": None,
        "whole_odds": None,
    }
    args.update(kwargs)
    panel.draw(surface, battle, **args)


def laid_out_battle(surface: pygame.Surface, scale: float = 1.0) -> BattlePanel:
    panel = BattlePanel()
    panel.layout(surface.get_rect().inflate(-20, -20), scale)
    return panel


MOVES = {"default", "roll", "retreat-roll", "retreat", "press-on"}


def shown_buttons(panel: BattlePanel, moves: set[str] = MOVES) -> set[str]:
    """The enabled buttons as drawn (of ``moves``: by default the battle's own moves, not
    Fight it out's), each found again by clicking its centre."""
    found = set()
    for key, rect in panel.rects().items():
        if key.startswith("button:") and key.removeprefix("button:") in moves:
            assert panel.button_at(rect.center) == key.removeprefix("button:")
            found.add(key.removeprefix("button:"))
    return found


# --- battle panel ---------------------------------------------------------------------------
def test_fighter_at_returns_each_drawn_fighter_rows_from_the_middle(screen) -> None:
    panel = laid_out_battle(screen)
    battle = mid_battle()
    draw(panel, screen, battle)
    rects = panel.rects()
    for f in battle.attackers + battle.defenders:
        rect = rects[f"fighter:{f.id}"]
        assert panel.rect.contains(rect)
        assert f.id in panel.card_at(rect.center).ids  # its own card, or one its like share
        assert panel.fighter_at(rect.center) == panel.card_at(rect.center).ids[0]
    middle = panel.rect.centerx
    by_unit = {f.profile.unit: rects[f"fighter:{f.id}"] for f in battle.attackers}
    assert all(rects[f"fighter:{f.id}"].right < middle for f in battle.attackers)
    assert all(rects[f"fighter:{f.id}"].left > middle for f in battle.defenders)
    # row 1 nearest the middle, then 2, then 3
    assert by_unit["orc"].x > by_unit["archer"].x > by_unit["wizard"].x
    assert panel.fighter_at(panel.rect.topleft) is None


def _no_overlap_inside(panel: BattlePanel, battle: Battle) -> list:
    """The cards of ``battle``: each unit on exactly one, none overlapping, all in its side."""
    cards = panel.cards(battle)
    shown = sorted(i for c in cards for i in c.ids)
    assert shown == sorted(f.id for f in battle.attackers + battle.defenders)
    for card in cards:
        assert panel.rects()[f"side:{card.side}"].contains(card.rect), card
    for a, b in itertools.combinations(cards, 2):
        assert not a.rect.colliderect(b.rect), (a, b)
    return cards


@pytest.mark.parametrize("count", [1, 4, 9, 16, 40, 120])
def test_a_side_of_any_size_is_laid_out_without_overlap(screen, count) -> None:
    """Soldiers and wounded wizards against goblins: alone while cards stay large, then
    identical units share a card (the wounded apart from the whole), then leaner cards."""
    panel = laid_out_battle(screen)
    soldier, wizard = profile("humans", "soldier"), profile("humans", "wizard")
    battle = combat.new_battle([soldier] * count + [wizard] * 2, goblins())
    first_wizard = battle.attackers[count]
    wounded = dataclasses.replace(first_wizard, damage=1)
    battle = dataclasses.replace(
        battle,
        sides=(
            (*battle.attackers[:count], wounded, *battle.attackers[count + 1 :]),
            battle.defenders,
        ),
    )
    draw(panel, screen, battle)
    cards = _no_overlap_inside(panel, battle)
    mine = [c for c in cards if c.side == combat.ATTACKER]
    wizards = [c for c in mine if battle.fighter(c.ids[0]).profile.unit == "wizard"]
    assert len(wizards) == 2  # the wounded wizard keeps its own card
    if len(mine) == count + 2:  # one card each: all at a readable size
        assert all(c.fit >= 0.75 and c.style == "full" for c in mine)
    else:  # the soldiers, all alike, share one card
        assert len(mine) == 3
    for card in mine:  # every card still shows its name line
        assert card.rect.height >= panel.card_size("chip", card.fit)[1]


def test_more_kinds_than_the_rules_can_field_still_do_not_overlap(screen) -> None:
    """Eighty kinds of unit a side: name-only cards, narrowed, their names ending in '…'."""
    panel = laid_out_battle(screen)
    kinds = [
        Profile(unit=f"u{i}", army="humans", name=f"Unit number {i}", attack=3, row=1 + i % 3)
        for i in range(80)
    ]
    battle = combat.new_battle(kinds, goblins())
    draw(panel, screen, battle)
    cards = _no_overlap_inside(panel, battle)
    assert {c.style for c in cards if c.side == combat.ATTACKER} == {"chip"}


def test_roll_shown_exactly_while_a_die_is_pending_and_moves_only_when_legal(screen) -> None:
    panel = laid_out_battle(screen)
    rng = random.Random(7)
    for seed in range(6):
        battle = combat.new_battle(goblins()[:4], humans()[:4])
        for _ in range(400):
            draw(panel, screen, battle)
            shown = shown_buttons(panel)
            legal = {type(a) for a in combat.legal_actions(battle)}
            assert ("roll" in shown) == (battle.pending is not None and battle.outcome is None)
            assert ("retreat" in shown) == (combat.Retreat in legal)
            assert ("retreat-roll" in shown) == (combat.RetreatRoll in legal)
            assert ("press-on" in shown) == (combat.PressOn in legal)
            assert ("default" in shown) == (combat.default_target(battle) is not None)
            if battle.outcome is not None:
                assert not shown
                break
            if battle.pending is not None:
                action = combat.Roll(rng.randint(1, 6))
            else:
                action = rng.choice(combat.legal_actions(battle))
            battle = step(battle, action)
        else:
            pytest.fail(f"battle {seed} did not end")


def test_retreat_button_appears_after_a_successful_retreat_roll(screen) -> None:
    panel = laid_out_battle(screen)
    battle = combat.new_battle(goblins()[:2], humans()[:2])
    draw(panel, screen, battle)
    assert shown_buttons(panel) == {"default", "retreat-roll"}
    battle = step(battle, combat.RetreatRoll())
    draw(panel, screen, battle)
    assert shown_buttons(panel) == {"roll"}
    battle = step(battle, combat.Roll(1))
    draw(panel, screen, battle)
    assert shown_buttons(panel) == {"retreat", "press-on"}
    # the other side's player sees no moves of theirs; a die is for whoever rolls it
    draw(panel, screen, battle, choosing=combat.DEFENDER)
    assert shown_buttons(panel) == set()
    assert "fight" not in shown_buttons(panel, {"fight"})  # nothing of theirs to play
    rough = combat.new_battle(goblins()[:2], humans()[:2], attacker_can_retreat=False)
    draw(panel, screen, rough)
    assert shown_buttons(panel) == {"default"}


def test_prediction_repeats_the_engines_numbers_for_a_knight_against_a_soldier(screen) -> None:
    knight, soldier = profile("humans", "knight"), profile("humans", "soldier")
    battle = combat.new_battle([knight], [soldier, soldier])
    hit, defend = combat.hit_number(knight, soldier), combat.defend_number(knight, soldier)
    assert (hit, defend) == (4, 1)  # the figures the lines below are checked against
    panel = laid_out_battle(screen)
    lines = panel.prediction_lines(battle, 1, 2)
    odds_ = combat.hit_chance(knight, soldier)
    assert lines[0] == "Knight attacks Soldier 1"
    assert lines[1] == f"To hit: roll ≤ {hit} (67%)"
    assert lines[2].strip() == "Knight's attack 4; Soldier has no defence modifier"
    assert lines[3] == f"Defended: roll ≤ {defend} (17%)"
    assert lines[4].strip() == f"Soldier's defence 2, Knight's attack modifier −1 = {defend}"
    assert odds_.chance == pytest.approx(4 / 6 * 5 / 6)
    assert lines[5].startswith("Chance to wound: 56% (1 damage: it falls, then strikes back")
    # the box drawn shows those lines for the hovered target, and the default attack otherwise
    draw(panel, screen, battle, selected_attacker=1, hover_target=3)
    shown = panel.info_lines(battle, NAMES, 1, 3)
    assert shown[0] == ("head", "Next attack: Knight attacks Soldier 2")
    assert [text for _, text in shown[1:]] == panel.prediction_lines(battle, 1, 3)[1:]
    default = panel.info_lines(battle, NAMES)
    assert default[0] == ("head", "Default attack: Knight attacks Soldier 1")


def test_prediction_says_always_and_never_when_no_die_is_rolled(screen) -> None:
    soldier = profile("humans", "soldier")
    giant = dataclasses.replace(soldier, name="Giant", attack=6, attack_mod=-2)
    weakling = dataclasses.replace(soldier, name="Weakling", attack=1)
    slippery = dataclasses.replace(soldier, name="Eel", defence_mod=-1)
    panel = laid_out_battle(screen)
    sure = panel.prediction_lines(combat.new_battle([giant], [soldier]), 1, 2)
    assert sure[1] == "To hit: always, no roll (needs ≤ 6)"
    assert sure[3] == "Defended: never, no roll (needs ≤ 0)"
    assert sure[5].startswith("Chance to wound: 100%")
    hopeless = panel.prediction_lines(combat.new_battle([weakling], [slippery]), 1, 2)
    assert hopeless[1] == "To hit: never, no roll (needs ≤ 0)"
    assert hopeless[2].strip() == "Weakling's attack 1, Eel's defence modifier −1 = 0"
    assert hopeless[5].startswith("Chance to wound: 0%")


def test_pending_die_outcome_and_volley_are_told(screen) -> None:
    panel = laid_out_battle(screen)
    battle = mid_battle()
    pending = battle.pending
    head = panel.info_lines(battle, NAMES)[0]
    me, victim = battle.fighter(pending.attacker), battle.fighter(pending.target)
    assert head == ("head", f"{me.label} attacks {victim.label}: needs ≤ {pending.need} to hit")
    defending = step(battle, combat.Roll(1))
    assert defending.pending.kind == combat.DEFEND
    assert panel.info_lines(defending, NAMES)[0][1].startswith(f"A hit! {victim.label} defends")
    over = dataclasses.replace(battle, pending=None, queue=(), outcome=combat.ATTACKER_WINS)
    draw(panel, screen, over)
    assert panel.info_lines(over, NAMES)[0] == ("head", "Goblins win the battle")
    assert shown_buttons(panel) == set()
    shooters = [profile("goblins", "ballista")]
    volley = combat.new_volley(shooters, humans()[:2])
    lines = panel.prediction_lines(volley, 1, 2)
    assert lines[0] == "Ballista shoots at Knight"
    assert lines[2].strip().startswith("Ballista's ranged attack 3")
    draw(panel, screen, volley)
    assert shown_buttons(panel) == {"default"}  # nobody retreats from a ranged attack
    assert shown_buttons(panel, {"fight", "auto-retreat"}) == {"fight"}


# --- economy panel ---------------------------------------------------------------------------
ARMY_NAMES = {"humans": "Humans", "dwarves": "Dwarves", "goblins": "Goblins", "undead": "Undead"}
INCOMES = {"humans": 23, "dwarves": 31, "goblins": 47, "undead": 12}


def economy_state(inflation: int = 2, due: int = 4) -> WPState:
    armies = (
        ("dwarves", Army(17, ("gnome-workshop",), (("research-airship", 8),))),
        ("goblins", Army(63, ("wolfs-den", "troll-cave"))),
        ("humans", Army(41, ("stables",), (("invent-catapult", 4),))),
        ("undead", Army(9)),
    )
    return WPState(
        seats=(("humans", "dwarves"), ("goblins", "undead")),
        variant="standard",
        limit=14,
        first="good",
        side="good",
        phase="collect",
        actor="humans",
        clock=7,
        units=(),
        next_uid=1,
        owner=(),
        cities=(),
        armies=armies,
        inflation=inflation,
        inflation_due=due,
    )


def eight_offers() -> list[Offer]:
    return [
        Offer("Soldier", "row 1 · attack 3, defence 2", 10, True, "", ("buy", "soldier")),
        Offer("Archer", "row 2 · attack 4, defence 1 · missile", 10, True, "", ("buy", "archer")),
        Offer("Knight", "row 1 · attack 4 (−1), defence 3 (−1)", 24, True, "", ("buy", "knight")),
        Offer(
            "Musketeer",
            "row 2 · attack 4 (−1), defence 1 · missile",
            14,
            False,
            "it needs Musketry first",
            ("buy", "musketeer"),
        ),
        Offer(
            "Lord Ancon",
            "row 1 · 3 hits · the only one",
            60,
            False,
            "it costs 60 crowns and the Humans have 41",
            ("buy", "lord-ancon"),
        ),
        Offer("Royal Keep", "capital upgrade · +1 income", 30, True, "", ("upgrade", "keep")),
        Offer("Found a city", "in a territory you hold", 20, True, "", ("found",)),
        Offer("Catapult research roll", "4 of 10 points", 6, True, "", ("research", "cat")),
    ]


def draw_economy(panel: EconomyPanel, surface: pygame.Surface, offers, **kwargs) -> None:
    panel.draw(
        surface,
        kwargs.pop("state", economy_state()),
        incomes=INCOMES,
        army_names=ARMY_NAMES,
        acting="humans",
        offers=offers,
        **kwargs,
    )


def visible_offers(panel: EconomyPanel) -> dict[str, pygame.Rect]:
    return {k: r for k, r in panel.rects().items() if k.startswith("offer:")}


def test_offers_that_do_not_fit_are_reached_by_paging_and_scrolling(screen) -> None:
    offers = eight_offers()
    panel = EconomyPanel()
    panel.layout(pygame.Rect(980, 0, 300, 440), 1.0)  # short: the eight offers do not fit
    draw_economy(panel, screen, offers)
    assert 0 < panel.shown < len(offers)
    assert panel.control_at(panel.rects()["up"].center) is None  # nothing above yet
    reached: list[Offer] = []
    for _ in range(len(offers)):
        for key, rect in visible_offers(panel).items():
            assert panel.rect.contains(rect)
            clicked = panel.click(rect.center)
            assert clicked == offers[int(key.removeprefix("offer:"))]
            reached.append(clicked)
        down = panel.rects()["down"]
        if panel.control_at(down.center) is None:
            break
        assert panel.click(down.center) is None  # a row down (ux32: not a page), no offer
        draw_economy(panel, screen, offers)
    assert set(reached) == set(offers)
    assert panel.click(panel.rects()["up"].center) is None
    draw_economy(panel, screen, offers)
    panel.scroll(-100)
    draw_economy(panel, screen, offers)
    assert panel.first == 0 and "offer:0" in panel.rects()
    panel.scroll(100)
    draw_economy(panel, screen, offers)
    assert f"offer:{len(offers) - 1}" in panel.rects()


def test_offer_at_returns_the_clicked_offer_and_why_a_disabled_one_is_not_for_sale(screen) -> None:
    offers = eight_offers()[:2] + eight_offers()[3:5]
    panel = EconomyPanel()
    panel.layout(pygame.Rect(900, 0, 380, 720), 1.0)
    draw_economy(panel, screen, offers)
    rects = visible_offers(panel)
    assert len(rects) == len(offers) and "down" not in panel.rects()
    for i, offer in enumerate(offers):
        centre = rects[f"offer:{i}"].center
        assert panel.offer_at(centre) == offer
        assert panel.why_at(centre) == (offer.why or None)
    assert panel.offer_at(panel.rects()["turns"].center) is None
    # the reason is drawn beside the panel, over the board
    left = pygame.Rect(0, 0, panel.rect.x, 720)
    before = pygame.image.tobytes(screen.subsurface(left), "RGB")
    draw_economy(panel, screen, offers, mouse=rects["offer:2"].center)
    assert pygame.image.tobytes(screen.subsurface(left), "RGB") != before


@pytest.mark.parametrize(
    ("inflation", "due", "words"),
    [
        (1, 1, ["Prices ×1 · no inflation", "×2 from an income of 45, ×4 from 57"]),
        (1, 2, ["Prices ×1 · no inflation", "rising to ×2 next turn (Resource Depletion)"]),
        (
            2,
            4,
            ["Prices ×2 · Resource Depletion", "rising to ×4 next turn (Bleeding the Land Dry)"],
        ),
        (4, 4, ["Prices ×4 · Bleeding the Land Dry"]),
    ],
)
def test_prices_and_every_part_inside_the_panel(screen, inflation, due, words) -> None:
    panel = EconomyPanel()
    panel.layout(pygame.Rect(980, 40, 300, 680), 1.0)
    state = economy_state(inflation, due)
    draw_economy(panel, screen, eight_offers(), state=state)
    assert [line.replace("\u00a0", " ") for line in panel.inflation_lines(state)] == words
    for key, rect in panel.rects().items():
        assert panel.rect.contains(rect), key


# --- pictures ---------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_pictures(screen, size) -> None:
    """(a) a battle with a pending die, a fallen defender and the whole battle's odds;
    (b) the economy panel with 8 offers, prices ×2 rising to ×4."""
    surface = pygame.Surface(size)
    scale = theme.scale_for(size)
    rolls: list[str] = []
    battle = mid_battle(rolls)
    whole = odds.battle_odds(goblins(), humans())
    panel = laid_out_battle(surface, scale)
    surface.fill(theme.BG)
    draw(panel, surface, battle, whole_odds=whole, last_rolls=rolls)
    pygame.image.save(surface, PICTURES / f"wp_battle_{size[0]}x{size[1]}.png")
    economy = EconomyPanel()
    width, top = round(300 * scale), round(40 * scale)
    economy.layout(pygame.Rect(size[0] - width, top, width, size[1] - top), scale)
    surface.fill(theme.BG)
    offers = eight_offers()
    draw_economy(economy, surface, offers)
    # text never shrinks below 14 px at 1280x720, so the rows are taller and the list may
    # need scrolling to show the first disabled offer (the fourth)
    assert economy.shown >= (3 if size == (1280, 720) else 4)
    economy.scroll(3 - economy.first)
    draw_economy(economy, surface, offers)
    disabled = next(
        r
        for k, r in visible_offers(economy).items()
        if not offers[int(k.removeprefix("offer:"))].enabled
    )
    draw_economy(economy, surface, offers, mouse=disabled.center)
    pygame.image.save(surface, PICTURES / f"wp_economy_{size[0]}x{size[1]}.png")


# --- odds away from the frame -------------------------------------------------------------------
def test_the_odds_worker_works_out_the_latest_position_asked_for() -> None:
    """While one position is worked out, a newer one is asked for twice: the first gives up
    (its work sees it is stale), the one passed over is never worked, the newest is found."""
    started, release = threading.Event(), threading.Event()
    worked: list[str] = []

    def work(battle, stale):
        worked.append(battle)
        if battle == "first":
            started.set()
            release.wait(5)
            return None if stale() else "odds of first"
        return f"odds of {battle}"

    worker = OddsWorker(work)
    worker.ask("k1", "first")
    assert started.wait(5) and worker.busy
    worker.ask("k2", "second")
    worker.ask("k3", "third")
    release.set()
    for _ in range(500):
        if not worker.busy:
            break
        time.sleep(0.01)
    assert worked == ["first", "third"]
    assert worker.found("k3") == "odds of third"
    assert worker.found("k1") is None and worker.found("k2") is None
    worker.ask("k3", "third")  # known already: nothing to do
    assert not worker.busy and worked == ["first", "third"]


def test_a_battle_card_shows_its_unit_kinds_emblem(screen, monkeypatch) -> None:
    from forgegames.ui import icons

    world = content.load_content().armies
    kinds = {
        (army, unit.id): unit.kind
        for army in ("goblins", "humans")
        for unit in world[army].units.values()
    }
    drawn: list[str] = []
    real = icons.icon
    monkeypatch.setattr(
        icons,
        "icon",
        lambda name, size, colour=None: (drawn.append(name), real(name, size, colour))[1],
    )
    battle = combat.new_battle(goblins(), humans())
    plain = laid_out_battle(screen)
    draw(plain, screen, battle)
    assert not [n for n in drawn if n.startswith("unit:")]
    panel = BattlePanel(kinds)
    panel.layout(screen.get_rect().inflate(-20, -20), 1.0)
    draw(panel, screen, battle)
    emblems = {n for n in drawn if n.startswith("unit:")}
    assert {"unit:cavalry", "unit:archer", "unit:tier-3"} <= emblems


def test_a_units_offer_shows_its_kinds_emblem_before_its_figures(screen) -> None:
    plain, marked = eight_offers()[:2], eight_offers()[:2]
    marked[1] = dataclasses.replace(marked[1], emblem="unit:archer")
    pictures = []
    for offers in (plain, marked):
        panel = EconomyPanel()
        panel.layout(pygame.Rect(900, 0, 380, 720), 1.0)
        screen.fill((0, 0, 0))
        draw_economy(panel, screen, offers)
        rows = visible_offers(panel)
        assert set(rows) == {"offer:0", "offer:1"}
        pictures.append([pygame.image.tobytes(screen.subsurface(r), "RGB") for r in rows.values()])
    assert pictures[0][0] == pictures[1][0]  # no emblem: the row is as it was
    assert pictures[0][1] != pictures[1][1]


def test_the_warparty_board_gives_unit_offers_their_kinds_emblem(app) -> None:
    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig
    from forgegames.ui.game_scene import GameScene

    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
    scene = GameScene(app, Session.start(GameConfig("warparty", seats, "standard"), 4))
    board = scene.board
    assert board._emblem("goblins", "unit", "archer") == "unit:archer"
    assert board._emblem("humans", "unit", "knight") == "unit:cavalry"
    assert board._emblem("humans", "city", "city") == ""


def test_an_upgrade_name_wider_than_its_block_wraps_between_its_words(screen) -> None:
    """Issue 39: the Undead's longest upgrade, its words joined so it never breaks inside, ran
    past a narrow block; alone wider than the block, it wraps between its words instead, and
    a name that fits stays on one line."""
    panel = EconomyPanel()
    panel.layout(pygame.Rect(980, 0, 300, 440), 1.0)
    state = dataclasses.replace(
        economy_state(),
        armies=(("undead", Army(9, ("pit-of-eternal-burning-flesh",))),),
    )
    name = noun_of("undead", panel.sheets["undead"].upgrades["pit-of-eternal-burning-flesh"]).label
    small = panel.pen.size(12)
    width = theme.font(small).size(name)[0] // 2 + panel.pen.px(12)
    lines = [
        line[1] for line in panel._army_lines(state, "undead", 5, False, width) if line[0] == "text"
    ]
    room = width - 2 * panel.pen.px(6)
    assert all(theme.font(small).size(line)[0] <= room for line in lines), lines
    assert " ".join(lines).replace("\u00a0", " ").count(name) == 1
    wide = [line[1] for line in panel._army_lines(state, "undead", 5, False, 4000)]
    assert name.replace(" ", "\u00a0") in wide[0]


@pytest.mark.parametrize("width", [900, 1260])
def test_a_fallen_unit_says_whole_that_it_strikes_back(screen, width) -> None:
    """Issue 39: a fallen knight's card was too narrow for '☠ down — strikes back' and cut
    it; it says '☠ strikes back' there (the skull says it is down), whole."""
    text_report.start()
    try:
        window = text_report.recording_window(screen)
        panel = BattlePanel()
        panel.layout(pygame.Rect(0, 0, width, 700), 1.0)
        draw(panel, window, mid_battle())
        items = text_report.report(window)
    finally:
        text_report.stop()
    down = [i for i in items if i["text"].startswith("☠") and "strike" in i["text"]]
    assert down and not any(i["cut"] for i in down)
    assert {i["text"] for i in down} <= {"☠ down — strikes back", "☠ strikes back"}
