"""Actions: the text form round-trips and a bad text is refused with a readable reason."""

from __future__ import annotations

import dataclasses

import pytest

from forgegames.core.actions import Action, ActionCodec
from forgegames.core.errors import IllegalAction


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    verb = "pass"


@dataclasses.dataclass(frozen=True)
class Place(Action):
    verb = "place"
    worker: int
    site: str
    bonus: bool


@dataclasses.dataclass(frozen=True)
class Pay(Action):
    verb = "pay"
    dice: tuple[int, ...]
    cards: tuple[str, ...]


CODEC = ActionCodec(Pass, Place, Pay)


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (Pass(), "pass"),
        (Place(3, "mine", True), "place 3 mine yes"),
        (Place(-2, "forge", False), "place -2 forge no"),
        (Pay((1, 6, 6), ("iron", "gem")), "pay 1,6,6 iron,gem"),
        (Pay((), ()), "pay - -"),
        (Pay((4,), ()), "pay 4 -"),
    ],
)
def test_text_form_round_trips(action: Action, text: str) -> None:
    assert str(action) == text
    parsed = CODEC.parse(text)
    assert parsed == action
    assert type(parsed) is type(action)
    assert str(parsed) == text


def test_parse_tolerates_extra_spaces() -> None:
    assert CODEC.parse("  place  1   mine no ") == Place(1, "mine", False)


def test_illegal_action_is_a_value_error() -> None:
    assert issubclass(IllegalAction, ValueError)


def test_unknown_verb_is_refused() -> None:
    with pytest.raises(IllegalAction, match="'fly' is not a move in this game"):
        CODEC.parse("fly 3")


@pytest.mark.parametrize("text", ["", "   "])
def test_empty_text_is_refused(text: str) -> None:
    with pytest.raises(IllegalAction, match="empty"):
        CODEC.parse(text)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("place 1 mine", "should have 3 arguments after"),
        ("place 1 mine yes extra", "should have 3 argument"),
        ("pass now", "should have 0 arguments after"),
        ("place one mine yes", "cannot be read"),
        ("place 1 mine maybe", "expected yes or no"),
        ("pay 1,x -", "cannot be read"),
    ],
)
def test_malformed_text_is_refused_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(IllegalAction, match=reason) as info:
        CODEC.parse(text)
    # The message quotes what the player typed, so the reason can be shown as is.
    assert text.split()[0] in str(info.value)


@pytest.mark.parametrize("bad", ["two words", "a,b", ""])
def test_text_that_cannot_round_trip_is_refused_when_written(bad: str) -> None:
    with pytest.raises(ValueError, match="cannot write"):
        str(Place(1, bad, False))


def test_codec_needs_unique_verbs() -> None:
    @dataclasses.dataclass(frozen=True)
    class OtherPass(Action):
        verb = "pass"

    @dataclasses.dataclass(frozen=True)
    class NoVerb(Action):
        pass

    with pytest.raises(ValueError, match="unique verb"):
        ActionCodec(Pass, OtherPass)
    with pytest.raises(ValueError, match="unique verb"):
        ActionCodec(NoVerb)


def test_actions_are_frozen_and_hashable() -> None:
    action = Place(1, "mine", True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        action.worker = 2  # type: ignore[misc]
    assert {action, Place(1, "mine", True)} == {action}


@dataclasses.dataclass(frozen=True)
class Offer(Action):
    """A field added later, with a default: its older text form keeps its meaning."""

    verb = "offer"
    short_defaults = True
    what: str = "peace"
    times: int = 1


def test_short_defaults_leave_trailing_defaults_out_and_read_them_back() -> None:
    codec = ActionCodec(Offer, Place)
    for action, text in (
        (Offer(), "offer"),
        (Offer("war"), "offer war"),
        (Offer("peace", 2), "offer peace 2"),
    ):
        assert str(action) == text and codec.parse(text) == action
    with pytest.raises(IllegalAction, match="should have 2 arguments"):
        codec.parse("offer war 2 3")
    with pytest.raises(IllegalAction, match="should have 3 arguments"):
        codec.parse("place 1 mine")  # only the classes that ask for it
