"""Validation of every data file: YAML syntax everywhere, then each title's own checks."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from forgegames.core import registry
from forgegames.core.content import read_yaml
from forgegames.core.errors import ContentError
from forgegames.core.paths import ROOT
from forgegames.core.rules_text import check_rules_texts
from forgegames.core.tutorial import check_tutorial, has_tutorial


def check_all(data_root: Path | None = None) -> tuple[list[Path], list[ContentError]]:
    """Parse every YAML file under ``data/`` and run each built title's content check.

    Returns the files read and the errors found: one per broken file (a file already reported
    is not reported again by the checks that read it after, so one bad card is one error, not
    one per scenario that loads its title).
    """
    registry.discover()  # every title imported, so a package that fails is in ``load_errors``
    root = data_root or ROOT / "data"
    files = sorted(root.rglob("*.yaml"))
    errors: list[ContentError] = []
    for path in files:
        try:
            read_yaml(path)
        except ContentError as exc:
            errors.append(exc)
    for package, reason in registry.load_errors.items():
        errors.append(ContentError(package, "", f"cannot be imported: {reason}"))
    from forgegames.core.rules_search import check_glossaries  # (not at the launcher's start)

    for stage in (
        lambda: check_rules_texts(root, variant_ids),
        lambda: check_glossaries(root),
        lambda: list(check_titles().values()),
        check_interface,
        lambda: check_scenarios(files),
        check_catalogues,
    ):
        broken = {e.file for e in errors}
        said = {str(e) for e in errors}
        for error in stage():
            if error.file not in broken and str(error) not in said:
                errors.append(error)
                said.add(str(error))
    return files, errors


def variant_ids(title_id: str) -> list[str] | None:
    """A built title's variant ids (a rules text's ``variants`` must name them), else None."""
    try:
        return [v.id for v in registry.get(title_id).info.variants]
    except KeyError:
        return None


def check_scenarios(files: list[Path]) -> list[ContentError]:
    """Load every scenario file (``data/<title>/scenarios/*.yaml``): its keys, its position
    and its steps' text, and play its steps: a step the game refuses, unless the scenario
    expects its last step to be refused, is an error naming the file and the step. Whether
    its other expectations hold is ``scenario --check``'s business."""
    from forgegames.core import scenario

    found = []
    for path in files:
        if path.parent.name != "scenarios":
            continue
        try:
            loaded = scenario.load(path)
            result = scenario.run(loaded)
        except ContentError as exc:
            found.append(exc)
            continue
        at = result.refused_at
        if at is not None and (loaded.expect.refused is None or at != len(loaded.steps) - 1):
            problem = f"'{loaded.steps[at].text}' is refused: {result.refusal}"
            found.append(ContentError(str(path), f"steps[{at}]", problem))
    return found


def check_catalogues() -> list[ContentError]:
    """Each translation file must map texts to texts (a list, a number, an empty entry or a
    mapping is named with its file and key; at run time English stands in for it)."""
    from forgegames.core.content import convert
    from forgegames.core.i18n import LANGUAGES, catalogue_files

    found = []
    for lang in sorted(set(LANGUAGES) - {"en"}):
        for path in catalogue_files(lang):
            try:
                convert(read_yaml(path), dict[str, str], str(path), "")
            except ContentError as exc:
                found.append(exc)
    return found


InterfaceCheck = Callable[[], None]
"""A check of data only the interface can read; it raises ContentError at its first problem."""

_interface_checks: list[InterfaceCheck] = []


def register_check(check: InterfaceCheck) -> None:
    """Have ``check_all`` run ``check`` too (once, however often it is registered).

    The engine never imports the interface, so data only the interface can read (a picture the
    rules never see, read with a library that needs pygame) is checked by functions the
    interface registers here when its checks module is imported; ``check-data`` imports it.
    """
    if check not in _interface_checks:
        _interface_checks.append(check)


def check_interface() -> list[ContentError]:
    """Run every registered interface check; each reports its first problem."""
    found = []
    for check in _interface_checks:
        try:
            check()
        except ContentError as exc:
            found.append(exc)
    return found


def check_titles(lessons: bool = True) -> dict[str, ContentError]:
    """Each built title whose data is broken, with the first problem found (``check_title``
    for every built title, listed or not)."""
    found: dict[str, ContentError] = {}
    for info in registry.catalogue(include_unlisted=True):
        if not info.available:
            continue
        error = check_title(info.id, lessons)
        if error is not None:
            found[info.id] = error
    return found


def check_title(title_id: str, lessons: bool = True) -> ContentError | None:
    """The first problem in one built title's data, or None: its own content check, then,
    with ``lessons``, its guided first game played through the rules.

    The launcher asks without lessons, one title at a time after its first frame (issue #40:
    checking everything before it cost more than half the start-up); ``check-data`` and the
    tests play the lessons too.
    """
    try:
        title = registry.get(title_id)
        title.check_content()
        if lessons and has_tutorial(title_id):
            check_tutorial(title)
    except ContentError as exc:
        return exc
    return None
