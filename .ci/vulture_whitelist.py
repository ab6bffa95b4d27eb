"""Names vulture (``.ci/run``'s dead-code check) would call unused, each kept for a reason.

vulture reads only ``forgegames``: a definition that only tests use counts as unused, and is
either removed or listed here with why the product keeps it. Add a name here only with its
reason; a name that becomes used (or removed) should leave this file.
"""

# ruff: noqa: B018, F821
# (each line names a definition for vulture; nothing here is run)

# --- protocols and libraries that call by name --------------------------------------------------
BOARDS  # ui/boards/*: found by discovery (ui/boards/__init__.py reads them by name)
LEGENDS
DATA_CHECKS
_.getstate  # core/position_random.py: random.Random's interface (copy, pickle)
_.setstate  # core/position_random.py: random.Random's interface
version  # core/position_random.py: the parameter of random.Random.seed it refuses
_.maxlevel  # core/quoting.py: reprlib.Repr's settings, read by reprlib
_.maxdict
_.maxlist
_.maxset
_.maxtuple
_.maxstring
_.maxother
_.maxlong
_release_all  # core/locks.py: registered with atexit, run by the interpreter as it exits
_.blits  # ui/text_report.py: pygame.Surface's interface, which the recording surface keeps
_.midright  # pygame.Rect's anchor, set (not read) to place a rect
_.midtop  # pygame.Rect's anchor, set to place a rect (ui/boards/warparty/map_counters.py)
_.banner_box  # ui/game_scene.py: where the turn banner was drawn, kept for the test that holds
# it clear of the board's buttons (tests/ui/test_hotseat.py)
_.caption_box  # ui/boards/warparty/trail_marks.py: where the other side's moves are told,
# kept for the test that finds the caption hidden under a notice (test_warparty_trail_arrows)
_.die_sides  # ui/boards/kings_forge/layout.py: each part's least die as laid out, kept for
# the test that holds every die to its least size (test_kings_forge_die_sizes)
_.tip_box  # ui/boards/kings_forge/paint.py: where the card's tooltip was drawn, kept for the test
#   that holds it clear of every gather card (playtest 5)
_.move_tip  # ui/boards/warparty/hover.py: where a move's words were drawn, kept for the test
#   that holds them clear of the counters at and beside the target (playtest 22 item 5)
_.popitem  # core/frozen.py: FrozenMap refuses dict's interface, method by method
_.with_item  # core/frozen.py: FrozenMap's changed copies, for Forge War's records still to come
_.without  # (issue 24; docs/architecture.md, "State and caches"), tested in tests/core

# --- read through a translated text's {placeholders} ----------------------------------------------
_.The  # core/i18n.py: "{name.The}", "{name.of_the}", "{name.to_the}" in translations
_.of_the
_.to_the

# --- data files' fields: the loader refuses a key its record lacks ------------------------------
buy_source  # forge_war/content_records.py: merchant.yaml's sources of figures
sell_source
starred_quests  # forge_war/content_records.py: game.yaml's epic figures
started_quest_tokens

# --- the state's JSON (a save's digest): a field goes with a new save version, not here ----------
copy_card  # kings_forge/state.py: the Workshop's copied card, in every save

# --- tools/ (run by hand: golden games, King's Forge difficulty study) --------------------------
GOLDEN_DIR  # core/golden.py: tools/record_golden.py and tests/test_golden_games.py
golden_games
rank_order  # kings_forge/difficulty.py: tools/kf_difficulty.py
easier_published
spearman
gives_nothing  # kings_forge/gather.py: tools/kf_greedy.py's wasted-action measure (issue 38)

# --- words listed for translation (tools/missing_translations.py reads them) ----------------------
SPEEDS  # ui/value_words.py
SYMBOLS
TEAMS
OPTION_VALUES
TIES_WORDS  # forge_war/solo.py: the Ties option's values as the launcher names them

# --- documented vocabularies and measures a test holds the product to ----------------------------
SEAT_FACTS  # forge_war/scenario_position.py: the facts a scenario file may expect
TABLE_FACTS
_.difficulty_key  # forge_war/content_records.py: the quest decks' order (rank) by effort
SEAT_BACKGROUNDS  # ui/theme.py: what seat colours are drawn on, and the contrast they need
contrast
missing_glyphs  # ui/theme.py: every symbol the interface draws is in its fonts
RESOURCES  # ui/icons.py: the cube icons, told apart by shape (tests/ui/test_icons.py)
_.tip_rect  # ui/launcher.py: where the tooltip was drawn (the UI tests find it there)
unregister  # core/registry.py: the pair of register; tests take their titles out again

# --- board-facing engine API, the board packages' to use or drop (issue 24, in progress) ---------
equip_choices  # forge_war/board_info.py
extra_stall_uses_left  # forge_war/board_info.py: MerchantPanel's field, not yet drawn

# --- games/warparty and ui/boards ---------------------------------------------------------------
_context  # games/warparty/movement.py: the rule behind context(), which a test compares it with
_.slot_rects  # ui/boards/warparty_battle.py (tests/ui/boards/warparty/test_warparty_fight.py)
build_turns  # games/warparty/content.py: data files' fields (the loader needs them)
max_expansion
upgrades_per_turn
coins_source
research_rolls
quests_dealt
quests_kept
retreat_at
turns
rough_turns
complete
marginal
marginal_loss
tie
economic_lead
vp_city_burned
vp_capital_held
league
xp
spells
xp_per_crown
xp_city_burned
xp_allied_monster
xp_per_level_after
warrior_hits_per_level
treasure_crowns
heroes
allied
trap
trap_on

# the search player's count of the iterations it ran: the tests read it to check a search
# does all its iterations (issue #40)
iterations_done
# a state's world, for code holding only a state (issue #36's one way to reach data); the
# world tests use it
world_of
# the decks' figures the dungeon and treasure engine will read (issue #37, still to come):
# a monster's specials, the treasure cards that heal and resurrect, each tier's deck
SPECIALS
heal
resurrect
monster_deck
treasure_deck
# the XP a hero needs for its next level: for the hero panel (issue #37); tests read it now
next_level_xp
# a board package's part the launcher reads by name (``board_part(id, "SEAT_LOOKS")``):
# Warparty's seat rows show the armies' colours
SEAT_LOOKS
# what the top bar shortened, kept beside the whole text it shows on hover; the top-bar sweep
# reads them to tell a shortened text from a cut one
status_cut
active_cut
# stops the launcher's data-check workers at once: the UI tests stop them after each test
stop_all
# the engines' process-wide caches, for tests/core/test_engine_caches.py and tools/memory_growth.py
process_caches
# where the log lines went under a buy row's note (Warparty), for its placement tests
column_lines
# where the log lines went under a notice on the log column, for its placement tests
lines_under_notice
