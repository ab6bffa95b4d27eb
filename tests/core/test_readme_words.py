"""The README read as a newcomer reads it (issue #39, playtest 13): "click lit territories,
twice" read as a double-click. Its instructions now say what to do one click at a time, its
two commands are unchanged, and the figures its Warparty set-up names are the game's own."""

from __future__ import annotations

import re
from pathlib import Path

import every_title

from forgegames.games.warparty.world import world

README = Path(__file__).parents[2] / "README.md"
GUIDE = Path(__file__).parents[2] / "docs" / "guide.md"
COMMANDS = [
    "python -m pip install -r requirements.txt && python main.py",
    "python -m pip install -r requirements-dev.txt && python -m pytest",
]
MISREAD = {
    "twice": "read as a double-click",
    "step into it": "what to do with a virtual environment is not said",
    "flows from seat to seat": "says nothing about who presses what",
    "end of the other team's turn": "which team is 'the other' is not said",
    "at most 4 crowns are kept": "does not say the rest is lost",
    "its tooltip says": "a newcomer does not know what a tooltip is or where it is",
    "The window's size is free": "reads as a price",
}


def words(path: Path = README) -> str:
    return " ".join(path.read_text("utf-8").split())


SET_UP = {
    "python3 -m venv .venv": "Linux or macOS",
    "py -3.11 -m venv .venv": "Windows",
    ". .venv/bin/activate": "Linux or macOS",
    ".venv\\Scripts\\activate": "Windows",
}


def blocks() -> list[str]:
    """The README's code blocks, each as typed (the list's indent taken off)."""
    found = re.findall(r"^( *)```\n(.*?)\n *```", README.read_text("utf-8"), re.S | re.M)
    return ["\n".join(line[len(indent) :] for line in text.split("\n")) for indent, text in found]


def test_exactly_the_two_commands_unchanged():
    """The install-and-start and test commands, unchanged, each alone in its code block, in
    that order, after the set-up's."""
    commands = [block for block in blocks() if block not in SET_UP]
    assert commands == COMMANDS


def test_each_command_in_its_own_block_with_the_windows_words_beside():
    """Playtest 18: the set-up commands sat inside a paragraph, and ``python3`` is no command
    on Windows. Each command is now a code block of one line, and each set-up step gives
    Windows' own line beside the one for Linux and macOS."""
    found = blocks()
    assert all("\n" not in block for block in found), found
    assert list(SET_UP) == [block for block in found if block in SET_UP]
    text = README.read_text("utf-8")
    for command, system in SET_UP.items():
        before = text[: text.index(f"```\n   {command}\n")]
        said = " ".join(before.rstrip().rsplit("\n\n", 1)[-1].split())  # the words above it
        assert system in said, command
    assert "PowerShell 5, which does not accept `&&`" in text


def test_no_instruction_a_newcomer_could_misread():
    text = words()
    found = {phrase: why for phrase, why in MISREAD.items() if phrase.lower() in text.lower()}
    assert not found


def test_the_warparty_set_up_names_each_city_click_and_the_games_figures():
    """(Told in the guide since playtest 29 found the README's Warparty part long.)"""
    text = words(GUIDE)
    assert "click one lit territory to found the first city there" in text
    assert "click another lit territory for the second" in text
    quick = world().content.quickplay
    assert quick.cities == 2 and "founding two cities" in text
    assert f"receives {quick.crowns} crowns for the set-up" in text
    # playtest 23 (shot 55): the land comes once the quests are kept, not from the start
    assert "begins with the land round its capital" not in text
    assert "each army holds its capital alone and its treasury reads 0" in text
    # playtest 26: "keeps at most 4 unspent crowns into turn 1" read as jargon
    assert f"Up to {quick.crowns_kept} crowns an army has not spent stay in its treasury" in text
    assert "any more are lost" in text


def test_seat_and_variant_buttons_say_each_click_gives_the_next_choice():
    text = words()
    assert "The first click on it gives the seat to the usual computer player" in text
    assert "Further clicks give the others" in text
    assert "each click shows the next way to play" in text


def test_the_seat_button_is_told_as_a_stepper_not_a_list():
    """Playtest 22: the seat's button showed up and down arrows, as a list that opens would,
    yet each click steps to the next choice. The README says so, and the right-click back."""
    text = words()
    assert "do not open a list" in text and "arrows on that button" in text
    assert "a right-click steps back" in text


def test_no_promise_of_a_reason_with_every_hint():
    """Playtest 22: "each with its reason" promised more than the hints' short notes give
    (three Forge War hints all read "+1 emerald")."""
    assert "each with its reason" not in words()
    assert "with a short note on what each one gets you" in words()


def test_the_forge_war_part_is_short_and_says_where_to_look():
    """Playtest 22: the Forge War paragraph piled up the placement's End turn exceptions and
    the mine's jumping before the board was seen. It now says what you do and where, in at
    most 130 words, and leaves the rest to the lesson and the hint."""
    text = README.read_text("utf-8")
    part = text[text.index("**Forge War** (1–4 players)") : text.index("**Warparty** (2–4")]
    assert len(part.split()) <= 130, len(part.split())
    assert (
        "under the mine" in " ".join(part.split()) and "**Learn to play** and **Hint**" in words()
    )
    assert "End turn" not in part and "jumps" not in part


def first_game_steps() -> list[str]:
    """The numbered steps of "Your first game", each joined on one line."""
    text = README.read_text("utf-8")
    part = text[text.index("## Your first game") : text.index("Games save themselves")]
    return [" ".join(p.split()) for p in re.split(r"\n(?=\d+\. )", part)[1:]]


def test_the_first_game_reads_in_short_steps():
    """Playtest 18: "Your first game" was a wall of text (two steps of about 110 words).
    Each step now says one thing in at most 40 words."""
    lengths = {step[:30]: len(step.split()) for step in first_game_steps()}
    assert len(lengths) >= 10, lengths
    assert max(lengths.values()) <= 40, lengths


def warparty_pieces() -> list[str]:
    """The Warparty part of the README and the guide's section it leads to (their paragraphs
    and list items), each joined on one line."""
    text = README.read_text("utf-8")
    part = text[text.index("**Warparty** (2–4 players") : text.index("## Read more")]
    guide = GUIDE.read_text("utf-8")
    start = guide.index("### Warparty: winning, heroes and the set-up")
    part += "\n\n" + guide[guide.index("\n", start) : guide.index("\n### ", start + 1)]
    pieces = re.split(r"\n\s*\n|\n(?=- |\d+\. )", part)
    return [" ".join(p.split()) for p in pieces if p.strip()]


def test_the_warparty_part_reads_in_short_pieces():
    """Playtest 15: the Warparty paragraph was one dense block (about 190 words). Each
    paragraph or list item, in the README and in the guide's section it leads to, now says
    one thing in at most 75 words."""
    lengths = {piece[:40]: len(piece.split()) for piece in warparty_pieces()}
    assert len(lengths) >= 8, lengths
    assert max(lengths.values()) <= 75, lengths


def test_variants_are_named_as_their_buttons_say():
    """Playtest 15: the README named variants in code style (`epic`, `solo`) while the
    launcher's buttons read "Epic game" and "Solo game"; every variant the README names in
    bold is a button's label, and no variant id is written as code."""
    from forgegames.core import registry

    text = words()
    for title in every_title.title_ids():
        for variant in registry.get(title).info.variants:
            assert f"`{variant.id}`" not in text, variant.id
    forge_war = {v.name for v in registry.get("forge-war").info.variants}
    assert {"Epic game", "Solo game"} <= forge_war
    assert "**Epic game**" in text and "**Solo game**" in text


def test_the_small_window_fold_is_told_with_the_way_to_open_the_panel():
    """Playtest 15 (shot 114): at 1024x640 Warparty folds its side panel (the treasuries are
    hidden until buying) and the README did not say so, nor how to open it. (Since playtest
    29 the README's Warparty part leads to the guide, which says it.)"""
    text = words(GUIDE)
    assert "In a small window (1024x640, for instance) Warparty folds its side panel" in text
    assert "press **Show panel** at the map's top right corner, or the F key" in text


def title_lead(name: str) -> str:
    """The first paragraph of a title's part under "How to play each title", on one line."""
    text = README.read_text("utf-8")
    start = text.index(f"**{name}** (")
    return " ".join(text[start : text.index("\n\n", start)].split())


def test_each_title_is_told_in_a_few_short_plain_sentences():
    """A newcomer found the three titles' paragraphs dense, and Forge War's "forge weapons, then
    send adventurers" read wrong: you mine ore and gems, buy designs, forge weapons and arm
    adventurers for quests. Each title's first paragraph is now its heading and at most three
    sentences of at most 40 words."""
    for name in ("King's Forge", "Forge War", "Warparty"):
        lead = title_lead(name)
        sentences = [s for s in re.split(r"(?<=[.;])\s+(?=[A-Z*])", lead.split(". ", 1)[1]) if s]
        assert 2 <= len(sentences) <= 3, (name, sentences)
        assert max(len(s.split()) for s in sentences) <= 40, (name, sentences)
    forge_war = title_lead("Forge War")
    assert "then send" not in forge_war
    for step in ("mine ore and gems", "buy weapon designs", "forge weapons", "arm adventurers"):
        assert step in forge_war, step


def test_the_warparty_part_is_short_and_leads_to_the_guide():
    """Playtest 29: the README's Warparty part (about 480 words: winning, heroes, quests, the
    set-up click by click, the folding panel) was long for a first read. It now says what the
    game is, how it is won and where to start in at most 130 words, and leads to the guide's
    section, which tells the rest."""
    text = README.read_text("utf-8")
    part = text[text.index("**Warparty** (2–4") : text.index("## Read more")]
    assert len(part.split()) <= 130, len(part.split())
    link = re.search(r"\(docs/guide\.md#([a-z-]+)\)", part)
    assert link, "the part leads to the guide"
    headings = re.findall(r"^### (.+)$", GUIDE.read_text("utf-8"), re.M)
    anchors = {re.sub(r"[^a-z0-9 -]", "", h.lower()).replace(" ", "-") for h in headings}
    assert link.group(1) in anchors, (link.group(1), anchors)
