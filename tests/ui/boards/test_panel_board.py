"""Boards made of panels (issue 36): ``PanelBoard`` routes real pygame events, translated to
intents, to its panels' places (``app`` only opens the display the strip's buttons need);
and Forge War's and King's Forge's boards are such boards, each of their places belonging to
the one panel it lies in."""

from __future__ import annotations

from pathlib import Path

import pygame
from test_forge_war_board import mine_turn, reach, start
from test_kings_forge_board import start as start_kings_forge
from test_kings_forge_preview import play_until

from forgegames.ui.boards.panel import Panel, PanelBoard
from forgegames.ui.boards.places import Target
from forgegames.ui.intents import translate


class Host:
    """The little of a host ``PanelBoard`` asks for: whose turn it is."""

    def __init__(self) -> None:
        self.mine = True

    def my_turn(self) -> bool:
        return self.mine


class Boxes(Panel):
    """A panel with a place per rectangle; a click on one notes its key."""

    def __init__(self, rect: pygame.Rect, keys: list[str], clicked: list[str]) -> None:
        super().__init__()
        self.layout(rect)
        self.hovered: list[tuple[int, int]] = []
        w = rect.width // len(keys)
        for i, key in enumerate(keys):
            box = pygame.Rect(rect.x + i * w, rect.y, w, rect.height)
            self.places.append(Target(key, box, lambda key=key: clicked.append(key)))

    def hover(self, pos) -> None:
        self.hovered.append(tuple(pos))


class TwoPanels(PanelBoard):
    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.clicked: list[str] = []
        self.left = Boxes(pygame.Rect(0, 0, 100, 50), ["a", "b"], self.clicked)
        self.right = Boxes(pygame.Rect(200, 0, 100, 50), ["c"], self.clicked)
        self.open = False
        self.cancelled = 0

    def panels(self) -> list[Panel]:
        return [self.left, self.right]

    def choosing(self) -> bool:
        return self.open

    def choice_open(self) -> bool:
        return self.open

    def cancel(self) -> None:
        self.open = False
        self.cancelled += 1

    def draw(self, surface: pygame.Surface) -> None:
        for panel in self.panels():
            panel.draw(surface)


def feed(board: PanelBoard, event_type: int, **attrs) -> bool:
    """Translate a real pygame event as the app does and hand it to the board."""
    intent = translate(pygame.event.Event(event_type, **attrs))
    assert intent is not None
    return board.handle(intent)


def click(board: PanelBoard, pos) -> bool:
    feed(board, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    return feed(board, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def key(board: PanelBoard, k: int, mod: int = 0) -> bool:
    return feed(board, pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def test_clicks_and_hover_reach_the_panel_under_the_pointer(app):
    board = TwoPanels(Host())
    assert click(board, (75, 10)) and board.clicked == ["b"]
    assert board.hover_key == "b" and board.right.hovered[-1] == (75, 10)
    assert click(board, (250, 40)) and board.clicked == ["b", "c"]
    assert not click(board, (150, 10)), "between the panels: nothing there"
    assert board.hover_key == "" and board.clicked == ["b", "c"]


def test_tab_walks_every_panels_places_in_order_and_enter_clicks(app):
    board = TwoPanels(Host())
    walked = []
    while key(board, pygame.K_TAB):
        walked.append(board.hover_key)
    assert walked == ["a", "b", "c"], "then the key goes on to the strip"
    key(board, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert board.hover_key == "c" and key(board, pygame.K_RETURN)
    assert board.clicked == ["c"]


def test_no_places_off_turn_and_an_open_choice_takes_the_click(app):
    host = Host()
    board = TwoPanels(host)
    host.mine = False
    assert board.live_targets() == [] and not key(board, pygame.K_TAB)
    host.mine = True
    board.open = True
    assert click(board, (25, 10)) and board.clicked == [] and board.cancelled == 1
    board.open = True
    assert key(board, pygame.K_ESCAPE) and board.cancelled == 2
    assert not key(board, pygame.K_ESCAPE), "nothing under way: Escape is the frame's"


def test_forge_war_places_belong_to_the_panel_they_lie_in(app):
    scene = start(app, seed=5, players=3)
    reach(app, scene, mine_turn)
    board = scene.board
    assert isinstance(board, PanelBoard)
    panels = board.panels()
    assert len(panels) == 5 and board.all_targets() == [t for p in panels for t in p.targets()]
    for panel in panels:
        assert panel.rect.width, type(panel).__name__
        for place in panel.places:
            assert panel.rect.contains(place.rect) or place.hex is not None, place.key
            if place.hex is None:
                assert board.target_at(place.rect.center) is place
    assert board.market.places and board.context.places  # the mats have none at the mine
    hexes = [t for t in board.mine.places if t.live]
    assert hexes and board.target_at(board.mine_view.centre(hexes[0].hex)) is hexes[0]


def places_lie_in_their_panels(board: PanelBoard) -> dict[str, int]:
    """How many places each panel of ``board`` has; each lies in its panel and is what a
    click at its centre finds."""
    counts = {}
    for panel in board.panels():
        counts[type(panel).__name__] = len(panel.places)
        for place in panel.places:
            assert panel.rect.contains(place.rect), (type(panel).__name__, place.key)
            assert board.target_at(place.rect.center) is place, place.key
    return counts


def test_kings_forge_places_belong_to_the_panel_of_the_phase(app):
    scene = start_kings_forge(app, seed=3)
    board = scene.board
    assert isinstance(board, PanelBoard)
    counts = places_lie_in_their_panels(board)
    assert counts["GatherPanel"] and counts["KingPanel"] and not counts["CraftPanel"]
    play_until(app, scene, lambda b, legal: b.state.phase == "craft" and b.geo.pool_dice())
    counts = places_lie_in_their_panels(board)
    assert counts["CraftPanel"] and not counts["GatherPanel"], "the craft table's dice now"


def test_the_boards_of_panels_assemble_no_mixins():
    """Issue 36: no board class is assembled from mixins sharing attributes across files;
    the one class of two bases per package is its panels' base (a part that is a panel)."""
    import ast

    import forgegames.ui.boards.forge_war as forge_war
    import forgegames.ui.boards.kings_forge as kings_forge

    for package, panel_base in ((forge_war, "FWPanel"), (kings_forge, "KFPanel")):
        for path in Path(package.__file__).parent.glob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.ClassDef) and len(node.bases) > 1:
                    assert node.name == panel_base, f"{path.name}: {node.name} has mixins"
    for board in (forge_war.ForgeWarBoard, kings_forge.KingsForgeBoard):
        assert [c.__name__ for c in board.__mro__[1:]] == ["PanelBoard", "BoardView", "object"]
