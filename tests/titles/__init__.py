"""Titles only the tests play: each a package shaped as ``forgegames/games/<title>/`` is,
registered by a test with one line (``registry.register_package("titles.dice_race")``)."""
