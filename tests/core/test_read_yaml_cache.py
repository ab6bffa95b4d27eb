"""Issue #40: a YAML file's parsed data is kept, keyed by its text, so a title's data read at
import is not parsed again by its check; an edited file is always read afresh, and every
caller gets its own copy."""

from __future__ import annotations

from pathlib import Path

import yaml

from forgegames.core import content
from forgegames.core.content import read_yaml


def counting_loads(monkeypatch) -> list[int]:
    loads: list[int] = []
    real = yaml.load

    def load(*args, **kwargs):
        loads.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(content.yaml, "load", load)
    return loads


def test_the_same_text_is_parsed_once_and_each_reader_gets_its_own_copy(
    tmp_path: Path, monkeypatch
) -> None:
    loads = counting_loads(monkeypatch)
    path = tmp_path / "cards.yaml"
    path.write_text("cards:\n  - {id: a, cost: [1, 2], tags: !!set {x: null}}\n")
    first = read_yaml(path)
    first["cards"][0]["cost"].append(3)
    first["cards"][0]["tags"].add("y")
    first["extra"] = True
    second = read_yaml(path)
    assert second == {"cards": [{"id": "a", "cost": [1, 2], "tags": {"x"}}]}
    assert len(loads) == 1


def test_a_file_changed_at_once_with_the_same_size_is_read_afresh(
    tmp_path: Path, monkeypatch
) -> None:
    loads = counting_loads(monkeypatch)
    path = tmp_path / "cards.yaml"
    path.write_text("cost: 1\n")
    assert read_yaml(path) == {"cost": 1}
    path.write_text("cost: 2\n")  # same size, within the same clock tick
    assert read_yaml(path) == {"cost": 2}
    assert len(loads) == 2


def test_a_broken_file_is_reported_every_time_and_the_kept_data_stays_bounded(
    tmp_path: Path,
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("a: [1, 2\n")
    for _ in range(2):
        try:
            read_yaml(path)
        except content.ContentError as exc:
            assert "not valid YAML" in str(exc)
        else:
            raise AssertionError("a broken file must be reported")
    for i in range(content.PARSED_KEPT + 10):
        path.write_text(f"n: {i}\n")
        assert read_yaml(path) == {"n": i}
    assert len(content._parsed) <= content.PARSED_KEPT


def test_threads_reading_while_old_entries_go_all_get_their_data(
    tmp_path: Path, monkeypatch
) -> None:
    """The launcher checks titles in a worker thread while the window reads files too: readers
    racing the eviction of kept entries each get their own file's data, and none fails."""
    import threading
    import time
    from collections import OrderedDict

    class Slow(OrderedDict):
        """Kept entries that take a moment to mark one as used: another reader runs then."""

        def move_to_end(self, key, last=True):
            time.sleep(0.0002)
            super().move_to_end(key, last)

    monkeypatch.setattr(content, "PARSED_KEPT", 2)  # every read past two evicts another
    monkeypatch.setattr(content, "_parsed", Slow())
    paths = []
    for i in range(6):
        paths.append(tmp_path / f"f{i}.yaml")
        paths[-1].write_text(f"n: {i}\n")
    failures: list[BaseException] = []

    def reader(offset: int) -> None:
        try:
            for k in range(300):
                i = (k + offset) % len(paths)
                assert read_yaml(paths[i]) == {"n": i}
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            failures.append(exc)

    threads = [threading.Thread(target=reader, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures, failures[:3]
    assert len(content._parsed) <= 2


def test_a_second_sweep_over_every_shipped_file_parses_none_again(monkeypatch) -> None:
    """``check-data`` and the translation keys read every shipped YAML file in turn: with
    fewer files kept than shipped, each read put out the file the next sweep needed first,
    and every sweep parsed them all again."""
    from forgegames.core import translations

    shipped = sorted((translations.ROOT / "data").rglob("*.yaml"))
    assert len(shipped) < content.PARSED_KEPT
    for path in shipped:
        read_yaml(path)
    loads = counting_loads(monkeypatch)
    translations.data_keys()
    for path in shipped:
        read_yaml(path)
    assert loads == []
