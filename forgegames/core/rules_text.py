"""Each title's rules in our own words, as sections with stable ids (the rules browser's text).

A title's text is ``data/<title>/rules_text.yaml``: ``sections: [{id, name, text}]`` (``name``
is the heading). A section may add ``about: [variant id]``, the variants it describes (the
search ranks it after the sections of the game being read), and ``variants: {variant id:
text}``: the text a player of that variant reads instead (the rules browser opened from a game,
or from the launcher with that variant chosen, shows each section as that variant plays it). A
language translates them like other data text: the keys ``<game>/rules_text/<id>/name``,
``.../text`` and ``.../variants/<variant id>`` in ``data/locale/<lang>.yaml``. A section may
also list ``cards: [file stem]``: every record of ``data/<title>/<stem>.yaml`` with an ``id``,
a ``name`` and a ``text`` follows its text as a paragraph "Name. Text", in the current language
(the record's own keys ``<game>/<stem>/<id>/name`` and ``.../text``), so the browser shows each
card of a deck without a second copy of its words. A section may list ``names: [file stem]``
or ``[file stem:list key]``: the name of every record with an ``id`` and a ``name`` there (of
that top-level list only, when named) finds the section in a search, in English and in the
current language (``<game>/<stem>/<id>/name``), never shown: "knight" finds the units (issue
#39). The ids are what refusals
(``IllegalAction(..., rule=id)``) and scenarios (``section: id``) point at, so they never
change once published. The interface adds two sections of its own, ``legend`` (the board's
icons and codes) and ``controls`` (mouse and keys); a file may not use those ids.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from forgegames.core.content import load_list, nearest, read_yaml
from forgegames.core.errors import ContentError
from forgegames.core.i18n import data_text, language
from forgegames.core.paths import ROOT

FILE_NAME = "rules_text.yaml"
INTERFACE_SECTIONS = ("legend", "controls")
"""Section ids the interface provides for every title (the board's legend, the controls)."""
ID_PATTERN = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")


@dataclasses.dataclass(frozen=True)
class Section:
    """One section: ``id`` (lower case words joined by hyphens), its ``name`` (the heading)
    and ``text`` (paragraphs separated by blank lines); ``variants``: the text that replaces
    ``text`` in a variant, by variant id (read from the file; ``sections`` resolves it)."""

    id: str
    name: str
    text: str
    variants: dict[str, str] = dataclasses.field(default_factory=dict, compare=False, hash=False)
    cards: tuple[str, ...] = dataclasses.field(default=(), compare=False, hash=False)
    """Data files (stems in the title's folder) whose records follow the text, one a paragraph."""
    names: tuple[str, ...] = dataclasses.field(default=(), compare=False, hash=False)
    """Data files (``stem`` or ``stem:list key``) whose records' names find the section."""
    keywords: str = dataclasses.field(default="", compare=False, hash=False)
    """Words a newcomer may search for that the text does not use ("odds", "winner"): the
    rules browser's search finds the section by them, in English and in the current language
    (issue #39). Never shown."""
    about: tuple[str, ...] = dataclasses.field(default=(), compare=False, hash=False)
    """The variants this section describes ("The solo game": solo, solo-epic); empty: every
    game. The rules browser's search lists it after the sections of the game being read."""
    points: dict[str, int] = dataclasses.field(default_factory=dict, compare=False, hash=False)
    """Finer ids for the rules a section of several holds: each names the paragraph (counted
    from 0, in every language) that states it, so a refusal's "Why?" opens the rules at that
    paragraph rather than at the whole section."""

    @property
    def heading(self) -> str:
        return self.name


def rules_path(title_id: str, data_root: Path | None = None) -> Path:
    """Where a title's rules text lives (``kings-forge`` -> ``data/kings_forge/...``)."""
    return (data_root or ROOT / "data") / title_id.replace("-", "_") / FILE_NAME


def read_sections(path: Path) -> list[Section]:
    """Read and validate one rules text file; ContentError names the file and the key."""
    sections = load_list(path, "sections", Section)
    name = str(path)
    for i, section in enumerate(sections):
        where = f"sections[{i}]"
        if not ID_PATTERN.fullmatch(section.id):
            raise ContentError(
                name, f"{where}.id", f"'{section.id}' must be lower-case words joined by hyphens"
            )
        if section.id in INTERFACE_SECTIONS:
            raise ContentError(
                name, f"{where}.id", f"'{section.id}' is the interface's own section: rename it"
            )
        for key in ("name", "text"):
            if not getattr(section, key).strip():
                raise ContentError(name, f"{where}.{key}", "must not be empty")
        for variant, text in section.variants.items():
            if not text.strip():
                raise ContentError(name, f"{where}.variants.{variant}", "must not be empty")
        paragraphs = len(section.text.strip().split("\n\n"))
        for point, number in section.points.items():
            if not ID_PATTERN.fullmatch(point):
                raise ContentError(
                    name, f"{where}.points.{point}", "must be lower-case words joined by hyphens"
                )
            if not isinstance(number, int) or not 0 <= number < paragraphs:
                raise ContentError(
                    name,
                    f"{where}.points.{point}",
                    f"{number!r} is not a paragraph number of the text (0 to {paragraphs - 1})",
                )
        for field in ("cards", "names"):
            for j, stem in enumerate(getattr(section, field)):
                stem = stem.partition(":")[0]
                if not (path.parent / f"{stem}.yaml").is_file():
                    have = [p.stem for p in path.parent.glob("*.yaml")]
                    raise ContentError(
                        name, f"{where}.{field}[{j}]", f"no file {stem}.yaml{nearest(stem, have)}"
                    )
    return sections


def _card_lines(folder: Path, title_id: str, stem: str) -> list[str]:
    """Each record of ``folder/<stem>.yaml`` with an id, a name and a text as "Name. Text", in
    the current language (a translated name's plural after a bar is left out), then the
    figures the title words for it (``Title.card_facts``) on a line of their own."""
    from forgegames.core import registry  # the registry finds titles: only when asked

    game = title_id.replace("-", "_")
    try:
        facts = registry.get(title_id).card_facts
    except KeyError:  # a rules text without a title (a test's)
        facts = None
    out: list[str] = []
    for record in _records(read_yaml(folder / f"{stem}.yaml")):
        ident, name, text = (record.get(k) for k in ("id", "name", "text"))
        if all(isinstance(v, str) for v in (ident, name, text)):
            key = f"{game}/{stem}/{ident}"
            shown = data_text(f"{key}/name", name).partition("|")[0].strip()
            words = data_text(f"{key}/text", text).strip()
            line = f"{shown[:1].upper()}{shown[1:]}. {words}"
            figures = facts(stem, ident) if facts else ""
            out.append(f"{line}\n({figures})" if figures else line)
    return out


def _records(value: object) -> Iterator[dict]:
    """Every mapping in a data file's ``value``, in reading order (a mapping before the
    mappings it holds)."""
    if isinstance(value, list):
        for item in value:
            yield from _records(item)
    elif isinstance(value, dict):
        yield value
        for item in value.values():
            yield from _records(item)


def _record_names(folder: Path, title_id: str, source: str) -> list[str]:
    """The names of the records of ``source`` (``stem`` or ``stem:list key``, see
    ``Section.names``): each in English, then in the current language with its plural
    (a translated name's bar read as a space) where that differs."""
    stem, _, key = source.partition(":")
    game = title_id.replace("-", "_")
    data = read_yaml(folder / f"{stem}.yaml")
    out: list[str] = []
    for record in _records(data.get(key, []) if key and isinstance(data, dict) else data):
        ident, name = record.get("id"), record.get("name")
        if isinstance(ident, str) and isinstance(name, str):
            local = data_text(f"{game}/{stem}/{ident}/name", name).replace("|", " ")
            out.append(name if local == name else f"{name} {local}")
    return out


def sections(title_id: str, variant: str | None = None) -> tuple[Section, ...]:
    """The title's sections in the current language (none when the title has no file), each
    as ``variant`` plays it (its ``variants`` text, when it has one for that variant)."""
    return _sections(title_id, language(), variant)


def heading(title_id: str, section_id: str) -> str:
    """The heading of the title's section ``section_id`` in the current language ("" when
    there is no such section)."""
    return _headings(title_id, language()).get(section_id, "")


@functools.cache
def _headings(title_id: str, lang: str) -> dict[str, str]:
    return {s.id: s.heading for s in _sections(title_id, lang, None)}


@functools.cache
def _sections(title_id: str, lang: str, variant: str | None) -> tuple[Section, ...]:
    path = rules_path(title_id)
    if not path.exists():
        return ()
    game = title_id.replace("-", "_")
    out = []
    for section in read_sections(path):
        key = f"{game}/rules_text/{section.id}"
        if variant in section.variants:
            text = data_text(f"{key}/variants/{variant}", section.variants[variant].strip())
        else:
            text = data_text(f"{key}/text", section.text.strip())
        for stem in section.cards:
            text += "\n\n" + "\n\n".join(_card_lines(path.parent, title_id, stem))
        words = section.keywords.strip()
        local = data_text(f"{key}/keywords", words) if words else ""
        keywords = words if local == words else f"{words} {local}"
        for source in section.names:
            keywords = " ".join((keywords, *_record_names(path.parent, title_id, source)))
        heading_ = data_text(f"{key}/name", section.name)
        out.append(
            Section(
                section.id,
                heading_,
                text,
                keywords=keywords,
                about=section.about,
                points=section.points,
            )
        )
    return tuple(out)


def section_ids(title_id: str) -> set[str]:
    """Every id a refusal or a scenario may point at for this title (the interface's too,
    and the sections' ``points``)."""
    found = sections(title_id)
    points = {point for s in found for point in s.points}
    return {s.id for s in found} | points | set(INTERFACE_SECTIONS)


def check_rules_texts(
    data_root: Path, variants_of: Callable[[str], Iterable[str] | None] | None = None
) -> list[ContentError]:
    """Validate every title's rules text, and the ``section`` each scenario file names.

    A scenario (``data/<title>/scenarios/*.yaml``) may name the section it shows with a
    top-level ``section: <id>``; that id must exist in the title's rules text.
    ``variants_of(title_id)`` gives a title's variant ids (None: no such title), which a
    section's ``variants`` must name.
    """
    errors: list[ContentError] = []
    for folder in sorted(p for p in data_root.iterdir() if p.is_dir()):
        path = folder / FILE_NAME
        ids: set[str] = set(INTERFACE_SECTIONS)
        if path.exists():
            try:
                found = read_sections(path)
                _check_variants(path, found, variants_of, folder.name.replace("_", "-"))
            except ContentError as exc:
                errors.append(exc)
                continue
            ids |= {s.id for s in found}
        for scenario in sorted((folder / "scenarios").glob("*.yaml")):
            try:
                data = read_yaml(scenario)
            except ContentError:
                continue  # the YAML check reports it
            section = data.get("section") if isinstance(data, dict) else None
            if section is None:
                continue
            if not isinstance(section, str) or section not in ids:
                hint = nearest(str(section), ids)
                errors.append(
                    ContentError(str(scenario), "section", f"no rules section '{section}'{hint}")
                )
    return errors


def _check_variants(
    path: Path,
    found: list[Section],
    variants_of: Callable[[str], Iterable[str] | None] | None,
    title_id: str,
) -> None:
    """Every variant a section names is one of the title's (when the title is known)."""
    known = None if variants_of is None else variants_of(title_id)
    if known is None:
        return
    valid = list(known)
    for i, section in enumerate(found):
        named = [(f"variants.{v}", v) for v in section.variants]
        named += [(f"about[{j}]", v) for j, v in enumerate(section.about)]
        for key, variant in named:
            if variant not in valid:
                raise ContentError(
                    str(path),
                    f"sections[{i}].{key}",
                    f"unknown variant '{variant}'{nearest(variant, valid)}"
                    f" (known: {', '.join(valid)})",
                )


@dataclasses.dataclass(frozen=True)
class ScenarioLink:
    """A scenario file that shows a section ("Show me"): its ``name`` and ``path``."""

    section: str
    name: str
    path: Path


def scenario_links(title_id: str, data_root: Path | None = None) -> dict[str, list[ScenarioLink]]:
    """The scenarios of a title by the section they show, read from the top-level ``section``
    (and ``also``, other sections it shows) and ``name`` keys of
    ``data/<title>/scenarios/*.yaml`` (no folder: none), each name in the current language.
    A file that cannot be read or names no section is left out here; check-data reports the
    broken ones."""
    folder = rules_path(title_id, data_root).parent / "scenarios"
    links: dict[str, list[ScenarioLink]] = {}
    for path in sorted(folder.glob("*.yaml")):
        try:
            data = read_yaml(path)
        except ContentError:
            continue
        if not isinstance(data, dict) or not isinstance(data.get("section"), str):
            continue
        name = data.get("name")
        label = name if isinstance(name, str) and name.strip() else path.stem.replace("-", " ")
        label = data_text(f"{folder.parent.name}/scenarios/{path.stem}/name", label)
        also = data.get("also")
        also = [a for a in also if isinstance(a, str)] if isinstance(also, list) else []
        for section in [data["section"], *also]:
            links.setdefault(section, []).append(ScenarioLink(section, label, path))
    return links
