"""Spanish review 35's screens: at 1024x640 the first player's extra-move prompt in Spanish ran
to a fourth line its box has no room for ("…pulsa Renunciar al movimiento" and no more). Its
Spanish is shorter now; the real ``screenshot`` command's text report shows it whole."""

from __future__ import annotations

from screenshot_batch import text_reports


def test_the_spanish_extra_move_prompt_is_whole_at_1024x640(tmp_path):
    argv = ["--game", "forge-war", "--players", "4", "--seed", "3", "--people", "1"]
    argv += ["--actions", "20", "--size", "1024x640", "--lang", "es"]
    items = text_reports(tmp_path, {"extra": argv})["extra"]
    prompt = [i for i in items if "movimiento extra" in i["text"]]
    assert prompt, [i["text"] for i in items]
    assert [i["text"] for i in items if i["cut"]] == []
    assert any(i["text"].endswith("Renunciar al movimiento extra.") for i in prompt), prompt
