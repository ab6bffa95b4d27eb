"""Forge War: the interlocking hex mine, market, merchant and quests (engine in progress).

No ``TITLE`` is defined here yet: the title joins the launcher once the whole game is playable.
The mine: ``resources`` (cube kinds, supply), ``mine_pieces`` (piece data), ``mine_board``
(building a stage's board, piece outlines), ``mine`` (movement, generation, strikes, preview),
``order`` (player order), ``mine_phase`` (placement and mine-phase state machines),
``mine_actions`` (actions and text forms), ``notes`` (explained consequences) and ``scenario``
(positions for tests).
"""
