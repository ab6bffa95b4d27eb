"""The hint and the lesson are a collaborator the game frame owns (``scene.teaching``), not a
mixin (issue 36): ``Teaching`` asks the frame only what ``TeachingHost`` names. Built on a
stand-in that lets through those names and nothing else, it gives the same hint, the same
marks and the same notes as the frame's own, and a lesson runs on it step by step."""

from __future__ import annotations

from frame_parts import Only, dice_frame
from test_tutorial_board import lift_curtain, open_lesson
from uihelp import play_by_places, run_timers

from forgegames.ui.game_scene import GameScene
from forgegames.ui.teaching import Teaching, TeachingHost


def note_words(teaching: Teaching) -> list[tuple[str, tuple[str, ...]]]:
    return [(note.heading, note.paragraphs) for note in teaching.side_notes()]


def test_teaching_needs_only_what_its_host_protocol_names(app, dice_race):
    assert not issubclass(GameScene, Teaching)
    scene = dice_frame(app)
    alone = Teaching(Only(scene, TeachingHost))
    assert alone.hints_on and alone.hint is None and note_words(alone) == []
    alone.show_hint()
    assert alone.hint is not None and alone.hint[0] is scene.session.state
    assert alone.hint_marks, "the hinted move is marked on the board"
    scene.teaching.show_hint()
    assert [c.action for c in alone.hint[1]] == [c.action for c in scene.teaching.hint[1]]
    assert alone.hint_marks == scene.teaching.hint_marks
    assert note_words(alone) == note_words(scene.teaching) != []
    assert alone.vouches_for(alone.hint[1][0].action)
    alone.toggle_hints()  # hints off: the hint goes, the frame's message says so
    assert alone.hint is None and not alone.hints_on and scene.toast.text == "Hints off."
    alone.show_hint()
    assert alone.hint is None and scene.toast.text.startswith("Hints are off in this game")


def test_a_lesson_seen_through_the_protocol_reads_as_the_frames_own(app):
    scene = open_lesson(app, "kings-forge")
    history = scene.session.history
    alone = Teaching(Only(scene, TeachingHost))
    assert alone.lesson is scene.teaching.lesson and alone.lesson_running()
    for _ in range(200):  # play the taught moves until the lesson waits for Next
        assert alone.taught() == scene.teaching.taught()
        assert alone.lesson_holds() == scene.teaching.lesson_holds()
        if scene.teaching.lesson_holds():
            break
        lift_curtain(app)
        if scene.my_turn():
            assert note_words(alone) == note_words(scene.teaching)
            play_by_places(app, scene, scene.teaching.lesson.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=50)
    assert alone.lesson_holds() and alone.taught() is None
    alone.read_on()  # Next, pressed on the stand-in: the lesson's reading goes on, and
    # (since fw35 the lesson and its save keep how far it was read, so a resumed lesson
    # opens where it was left) the frame reads on with it
    assert not alone.lesson_holds() and not scene.teaching.lesson_holds()
    assert scene.session.save_data().lesson_read == alone.lesson_read
    assert alone.lesson_note().heading == "Lesson: step 2 of 7"
