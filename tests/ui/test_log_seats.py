"""The game log colours and names a line by the event's seat, never by searching its words for
player names: a player named like a piece of the game, or one whose name begins another's."""

from __future__ import annotations

from forgegames.core.session import Session
from forgegames.core.title import Event, GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene


def scene_for(app, *names: str) -> GameScene:
    seats = tuple(
        SeatConfig(name, colour) for name, colour in zip(names, ("orange", "blue"), strict=True)
    )
    scene = GameScene(app, Session.start(GameConfig("kings-forge", seats, "standard"), 5))
    app.push(scene)
    return scene


def logged(scene: GameScene, event: Event) -> tuple[str, tuple[int, int, int]]:
    scene.log_column.add(event)
    line, colour, _tag = scene.log.entries[-1]
    return line, colour


def test_a_bare_line_is_named_even_when_a_player_is_called_like_a_piece(app):
    scene = scene_for(app, "Cemetery", "Ann")
    line, colour = logged(scene, Event("The Cemetery die shows 2.", 1, "chance", bare=True))
    assert line == "Ann: The Cemetery die shows 2."  # the old name search left "Ann" out
    assert colour == scene.seat_colour(1).rgb != scene.seat_colour(0).rgb


def test_a_name_that_begins_another_changes_neither_colour_nor_words(app):
    scene = scene_for(app, "Ann", "Anna")
    assert logged(scene, Event("Anna passes.", 1, "move")) == (
        "Anna passes.",
        scene.seat_colour(1).rgb,
    )
    bare = Event("The wood die shows 1, below 4: it goes back to the stock.", 0, bare=True)
    line, colour = logged(scene, bare)
    assert (line, colour) == (f"Ann: {bare.text}", scene.seat_colour(0).rgb)
    both = Event("Ann steals the Crown from Anna.", 0, "move")  # names both: Ann's colour
    assert logged(scene, both) == (both.text, scene.seat_colour(0).rgb)


def test_a_line_for_the_table_is_dim_whoever_it_names(app):
    scene = scene_for(app, "Ann", "Anna")
    line, colour = logged(scene, Event("Round 2 begins; Anna holds the first-player anvil."))
    assert line.startswith("Round 2") and colour not in (
        scene.seat_colour(0).rgb,
        scene.seat_colour(1).rgb,
    )


def test_a_line_said_again_in_a_row_is_counted_on_one_line(app):
    """A computer player moving five units one at a time said the same move five times."""
    scene = scene_for(app, "Ann", "Bruno")
    start = len(scene.log.entries)
    said = Event("Ann moves 1 unit from Mudgate to Kingsreach.", 0, "move")
    for move in range(3):
        scene.log_column.add(said, (move, move + 1))
    scene.log_column.add(Event("Bruno passes.", 1, "move"), (3, 4))
    scene.log_column.add(said, (4, 5))
    lines = scene.log.entries[start:]
    assert [line for line, _, _ in lines] == [
        "Ann moves 1 unit from Mudgate to Kingsreach. (×3)",
        "Bruno passes.",
        "Ann moves 1 unit from Mudgate to Kingsreach.",
    ]
    assert lines[0][2] == (0, 3), "the counted line tells of all three moves"


def test_a_bare_spanish_line_goes_on_in_lower_case_after_the_seats_name(app):
    from forgegames.core.i18n import speaking

    scene = scene_for(app, "Bruno", "Ann")
    with speaking("es"):
        line, _colour = logged(scene, Event("El dado de madera muestra 1.", 0, bare=True))
        assert line == "Bruno: el dado de madera muestra 1."
        named = Event("Bruno pasa.", 0, "move")
        assert logged(scene, named)[0] == "Bruno pasa."  # a whole sentence is left as it is
