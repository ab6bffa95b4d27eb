"""The rules texts: their sections, their validation, and the ids refusals point at."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from forgegames.core import rules_text
from forgegames.core.errors import ContentError, IllegalAction
from forgegames.core.paths import PACKAGE_DIR

TITLES = {"kings-forge": "kings_forge", "forge-war": "forge_war", "warparty": "warparty"}
REQUIRED = {
    "kings-forge": {"gather", "craft", "steal", "cemetery", "docks", "bonuses"},
    "forge-war": {"mine", "overseer-move", "strikes", "player-order", "market", "quests"},
    "warparty": {
        "setup",
        "turn-order",
        "movement",
        "combat",
        "rows",
        "modifiers",
        "attack-back",
        "retreat",
        "economy",
        "inflation",
        "cities",
        "victory",
    },
}


@pytest.mark.parametrize("title", sorted(REQUIRED))
def test_each_title_has_its_sections(title: str) -> None:
    ids = [s.id for s in rules_text.sections(title)]
    assert REQUIRED[title] <= set(ids), REQUIRED[title] - set(ids)
    assert len(ids) == len(set(ids))
    assert all(s.heading and len(s.text) > 40 for s in rules_text.sections(title))


def write(tmp_path: Path, body: str, game: str = "game") -> Path:
    folder = tmp_path / game
    folder.mkdir(exist_ok=True)
    path = folder / rules_text.FILE_NAME
    path.write_text(body, encoding="utf-8")
    return path


GOOD = "sections:\n  - {id: gather, name: Gather, text: Take dice.}\n"


@pytest.mark.parametrize(
    ("body", "key", "problem"),
    [
        (
            "sections:\n  - {id: gather, name: Gather, text: x, colour: red}\n",
            "sections[0].colour",
            "unknown key",
        ),
        (
            GOOD + "  - {id: gather, name: Again, text: y}\n",
            "sections[1].id",
            "duplicate id 'gather'",
        ),
        ("sections:\n  - {id: gather, text: x}\n", "sections[0].name", "missing key"),
        ("sections:\n  - {id: Gather Now, name: G, text: x}\n", "sections[0].id", "hyphens"),
        ("sections:\n  - {id: legend, name: L, text: x}\n", "sections[0].id", "interface"),
        ("sections:\n  - {id: gather, name: G, text: '  '}\n", "sections[0].text", "empty"),
        (GOOD + "notes: hi\n", "notes", "unknown key"),
    ],
)
def test_a_bad_rules_text_names_its_file_and_key(
    tmp_path: Path, body: str, key: str, problem: str
) -> None:
    path = write(tmp_path, body)
    with pytest.raises(ContentError) as error:
        rules_text.read_sections(path)
    assert error.value.file == str(path)
    assert error.value.key_path == key
    assert problem in error.value.problem
    # check-data reports the same problem
    (found,) = rules_text.check_rules_texts(tmp_path)
    assert str(found) == str(error.value)


def test_a_scenario_must_name_a_section_that_exists(tmp_path: Path) -> None:
    write(tmp_path, GOOD)
    scenarios = tmp_path / "game" / "scenarios"
    scenarios.mkdir()
    (scenarios / "good.yaml").write_text("name: Gathering\nsection: gather\n")
    (scenarios / "legend.yaml").write_text("section: legend\n")
    (scenarios / "no-section.yaml").write_text("name: Free play\n")
    (scenarios / "bad.yaml").write_text("name: Steal\nsection: gahter\n")
    (found,) = rules_text.check_rules_texts(tmp_path)
    assert found.file == str(scenarios / "bad.yaml")
    assert found.key_path == "section"
    assert "no rules section 'gahter' (did you mean 'gather'?)" in found.problem


def test_scenario_links_read_the_section_and_name(tmp_path: Path) -> None:
    write(tmp_path, GOOD, "my_game")
    scenarios = tmp_path / "my_game" / "scenarios"
    scenarios.mkdir()
    (scenarios / "a.yaml").write_text("name: A first gather\nsection: gather\nsteps: []\n")
    (scenarios / "b-second.yaml").write_text("section: gather\n")
    (scenarios / "c.yaml").write_text("name: No section\n")
    (scenarios / "d.yaml").write_text("section: [\n")
    links = rules_text.scenario_links("my-game", tmp_path)
    assert list(links) == ["gather"]
    assert [(link.name, link.path.name) for link in links["gather"]] == [
        ("A first gather", "a.yaml"),
        ("b second", "b-second.yaml"),
    ]
    assert rules_text.scenario_links("other-game", tmp_path) == {}


def test_illegal_action_keeps_its_message_and_names_its_rule() -> None:
    error = IllegalAction("you already hold the Crown", rule="steal")
    assert isinstance(error, ValueError)
    assert str(error) == "you already hold the Crown"
    assert error.rule == "steal"
    assert IllegalAction("no reason given").rule is None


def rule_ids_in(package: Path) -> list[tuple[str, int, str]]:
    """Every section id the package's code names: ``IllegalAction(..., rule="id")`` and
    ``Refusal(..., rule="id")``, a move table row's ``section("id", ...)`` (core/moves.py: the
    check of a row names the section its refusals fall under), and the string values of its
    ``*_RULES`` tables (file, line, id)."""
    found = []
    for path in sorted(package.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            called = getattr(node.func, "id", "") if isinstance(node, ast.Call) else ""
            if called in ("IllegalAction", "Refusal"):
                for keyword in node.keywords:
                    if keyword.arg == "rule" and isinstance(keyword.value, ast.Constant):
                        found.append((path.name, node.lineno, keyword.value.value))
            first = node.args[0] if called == "section" and node.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.append((path.name, node.lineno, first.value))
            targets = []
            if isinstance(node, ast.Assign):
                targets = [getattr(t, "id", "") for t in node.targets]
            elif isinstance(node, ast.AnnAssign):
                targets = [getattr(node.target, "id", "")]
            if any(t.endswith("_RULES") for t in targets) and isinstance(node.value, ast.Dict):
                for value in node.value.values:
                    if isinstance(value, ast.Constant) and isinstance(value.value, str):
                        found.append((path.name, node.lineno, value.value))
    return found


@pytest.mark.parametrize("title", sorted(TITLES))
def test_every_rule_a_refusal_names_exists(title: str) -> None:
    named = rule_ids_in(PACKAGE_DIR / "games" / TITLES[title])
    assert len(named) >= 10, "most refusals name their rule"
    ids = rules_text.section_ids(title)
    missing = [f"{file}:{line}: '{rule}'" for file, line, rule in named if rule not in ids]
    assert missing == []


@pytest.mark.parametrize("title_id", sorted(TITLES))
def test_refusals_met_in_play_name_a_section(title_id: str) -> None:
    """Moves that were legal earlier in a game, tried again later: every refusal is an
    IllegalAction, and nearly all name an existing section of the rules."""
    from forgegames.core import registry
    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig

    title = registry.get(title_id)
    seats = (SeatConfig("A", "blue"), SeatConfig("B", "orange"))
    session = Session(title, GameConfig(title_id, seats, title.info.variants[0].id), 3)
    session.resolve_chance()
    rng = random.Random(1)
    ids = rules_text.section_ids(title_id)
    seen: list = []
    named = unnamed = 0
    for _ in range(150):
        if session.over:
            break
        legal = session.legal_actions()
        for action in rng.sample(seen, min(8, len(seen))):
            if action in legal:
                continue
            with pytest.raises(IllegalAction) as refusal:
                title.apply(session.state, action)
            if refusal.value.rule in ids:
                named += 1
            else:
                unnamed += 1
        seen = (seen + legal[:5])[-300:]
        session.apply(rng.choice(legal))
    assert named + unnamed >= 30
    assert named >= 0.9 * (named + unnamed), (named, unnamed)


VARIANTS = """sections:
  - id: gather
    name: Gather
    text: Take dice.
    variants:
      solo: Take dice alone.
  - id: craft
    name: Craft
    text: Roll them.
"""


def test_a_section_may_read_differently_in_a_variant(tmp_path: Path, monkeypatch) -> None:
    write(tmp_path, VARIANTS, "my_game")
    monkeypatch.setattr(
        rules_text,
        "rules_path",
        lambda title, root=None: tmp_path / "my_game" / rules_text.FILE_NAME,
    )
    rules_text._sections.cache_clear()
    try:
        plain = {s.id: s.text for s in rules_text.sections("my-game")}
        alone = {s.id: s.text for s in rules_text.sections("my-game", "solo")}
        other = {s.id: s.text for s in rules_text.sections("my-game", "duel")}
    finally:
        rules_text._sections.cache_clear()
    assert plain == other == {"gather": "Take dice.", "craft": "Roll them."}
    assert alone == {"gather": "Take dice alone.", "craft": "Roll them."}


def test_a_sections_variants_must_be_the_titles(tmp_path: Path) -> None:
    path = write(tmp_path, VARIANTS)
    assert rules_text.check_rules_texts(tmp_path, lambda title: ["standard", "solo"]) == []
    assert rules_text.check_rules_texts(tmp_path, lambda title: None) == []  # no such title
    (found,) = rules_text.check_rules_texts(tmp_path, lambda title: ["standard", "sol0"])
    assert (found.file, found.key_path) == (str(path), "sections[0].variants.solo")
    assert "unknown variant 'solo' (did you mean 'sol0'?)" in found.problem
    write(tmp_path, VARIANTS.replace("Take dice alone.", "''"))
    (found,) = rules_text.check_rules_texts(tmp_path)
    assert found.key_path == "sections[0].variants.solo" and "empty" in found.problem


def test_forge_war_pages_teach_each_variant() -> None:
    def page(variant: str | None) -> dict[str, str]:
        return {s.id: " ".join(s.text.split()) for s in rules_text.sections("forge-war", variant)}

    simple, epic, solo, solo_epic = page(None), page("epic"), page("solo"), page("solo-epic")
    assert page("simple") == simple
    assert "seven rounds" in simple["goal"] and "three adventurers" in simple["setup"]
    assert "opponent with the fewest" in simple["overseer-move"]
    assert "three stages of six rounds" in epic["goal"] and "four adventurers" in epic["setup"]
    assert "After the sixth round of stage 3" in epic["end"]
    for text in (solo, solo_epic):
        assert "leave the mine" in text["overseer-move"] and "opponent" not in text["overseer-move"]
        assert "pays nobody" in text["mine"] and "never gets the extra move" in text["mine"]
        assert "the first marker moves to the end" in text["player-order"]
        assert "each on a different space" in text["market"]
        assert "every quest taken before the last round" in text["solo"]
        assert "one adventurer more than usual" in text["solo"]
        assert "leave the mine instead of changing sides" in text["solo"]
        assert "never earn resources and never take the extra move" in text["solo"]
    assert "four adventurers" in solo["setup"] and "seven rounds" in solo["goal"]
    assert "125" in solo["end"] and "one still under way loses the game" in solo["end"]
    assert "five adventurers" in solo_epic["setup"] and "eighteen rounds" in solo_epic["goal"]
    assert "500" in solo_epic["end"] and "stage 3" in solo_epic["end"]


def test_forge_war_pages_teach_each_variant_in_spanish_too() -> None:
    from forgegames.core.i18n import speaking

    with speaking("es"):
        solo = {s.id: s.text for s in rules_text.sections("forge-war", "solo")}
        simple = {s.id: s.text for s in rules_text.sections("forge-war")}
    assert "salen de la mina" in solo["overseer-move"]
    assert "cuatro aventureros" in solo["setup"] and "125" in solo["end"]
    assert "al rival con menos trabajadores" in simple["overseer-move"]


def test_a_scenario_shows_its_also_sections_too(tmp_path: Path) -> None:
    write(tmp_path, GOOD, "my_game")
    scenarios = tmp_path / "my_game" / "scenarios"
    scenarios.mkdir()
    (scenarios / "a.yaml").write_text("name: Both\nsection: gather\nalso: [craft]\n")
    links = rules_text.scenario_links("my-game", tmp_path)
    assert [link.name for link in links["gather"]] == ["Both"]
    assert [link.name for link in links["craft"]] == ["Both"]


def test_king_s_forge_goal_says_what_the_winner_has_most_of() -> None:
    """Review 5: "then the smith with the most wins" said the most of nothing."""
    from forgegames.core.i18n import speaking

    goal = next(s for s in rules_text.sections("kings-forge") if s.id == "goal")
    assert "the smith with the most claimed items wins" in " ".join(goal.text.split())
    with speaking("es"):
        goal = next(s for s in rules_text.sections("kings-forge") if s.id == "goal")
    assert "gana el jugador que tenga más artículos reclamados" in goal.text


CARDS = """sections:
  - id: beasts
    name: Beasts
    text: What you may meet.
    cards: [beasts]
"""


def test_a_section_lists_each_card_of_the_files_it_names(tmp_path: Path, monkeypatch) -> None:
    write(tmp_path, CARDS, "my_game")
    (tmp_path / "my_game" / "beasts.yaml").write_text(
        "decks:\n  - tier: 1\n    cards:\n"
        "      - {id: owl, name: Owl, text: It hoots.}\n"
        "      - {id: bat, name: Bat, text: It flaps.}\n"
        "      - {id: no-words, name: Mute}\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(
        rules_text,
        "rules_path",
        lambda title, root=None: tmp_path / "my_game" / rules_text.FILE_NAME,
    )
    rules_text._sections.cache_clear()
    try:
        (section,) = rules_text.sections("my-game")
    finally:
        rules_text._sections.cache_clear()
    assert section.text == "What you may meet.\n\nOwl. It hoots.\n\nBat. It flaps."


def test_a_section_naming_a_missing_card_file_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, CARDS.replace("[beasts]", "[beast]"))
    (tmp_path / "game" / "beasts.yaml").write_text("cards: []\n", encoding="utf-8")
    (found,) = rules_text.check_rules_texts(tmp_path)
    assert (found.file, found.key_path) == (str(path), "sections[0].cards[0]")
    assert "no file beast.yaml (did you mean 'beasts'?)" in found.problem


def test_the_variants_a_section_is_about_must_be_the_titles(tmp_path: Path) -> None:
    """``about`` names the variants a section describes (the search lists it after the
    sections of the game being read): a name no variant has is an error naming the key."""
    body = VARIANTS.replace("    name: Craft\n", "    name: Craft\n    about: [solo]\n")
    path = write(tmp_path, body)
    assert rules_text.check_rules_texts(tmp_path, lambda title: ["standard", "solo"]) == []
    (found,) = rules_text.check_rules_texts(tmp_path, lambda title: ["standard", "alone"])
    assert found.key_path in ("sections[0].variants.solo", "sections[1].about[0]")
    body = VARIANTS.replace("    name: Craft\n", "    name: Craft\n    about: [duo]\n")
    path = write(tmp_path, body)
    (found,) = rules_text.check_rules_texts(tmp_path, lambda title: ["standard", "solo"])
    assert (found.file, found.key_path) == (str(path), "sections[1].about[0]")
    assert "unknown variant 'duo'" in found.problem
