"""The Warparty board's battle view: the battle going on (or the one just ended, with its
summary) drawn in the battle panel, its latest dice and rolls, the cards' hover texts, and the
sides' names and armies (``BattleView``, a part of the board)."""

from __future__ import annotations

import pygame

from forgegames.games.warparty.board_info import Battle, WPState, in_dungeon
from forgegames.ui.boards.places import prepare_tooltip
from forgegames.ui.boards.warparty import battle_dice, battle_sides


class BattleView:
    """The battle panel's drawing for the board (it reads the board's state and host)."""

    def _draw_battle(self, surface: pygame.Surface, state: WPState) -> None:
        """The battle going on, or the one just ended with its summary (``ended``)."""
        battle = self.panel_battle()
        assert battle is not None
        ended = self.ended if state.battle is None else None
        names = ended.names if ended is not None else self.battle_names(battle)
        armies = ended.armies if ended is not None else self.battle_armies(battle, state.side)
        colours = tuple(self.army_look(army).rgb for army in armies)
        choosing = battle.side if self.legal and ended is None else None
        rolls = list(ended.rolls) if ended is not None else self.battle_rolls()
        self.battle_panel.draw(
            surface,
            battle,
            names=names,
            colours=colours,  # type: ignore[arg-type]
            choosing=choosing,
            selected_attacker=self.attacker,
            hover_target=None,
            whole_odds=self.whole_odds(battle),
            last_rolls=rolls,
            fight=self.fight_controls(),
            dice=ended.dice if ended is not None else self.battle_dice(),
            summary=ended.lines if ended is not None else (),
            recap=self.round_shown() if ended is None else None,
        )
        self._prepare_hovers(battle, names)

    def battle_dice(self) -> tuple[battle_dice.RolledDie, ...]:
        """The latest blow's dice (worked out once for each length of the history)."""
        host = self.scene
        made = host.moves_made()
        last = host.played(max(0, made - 1))
        key = (id(last[0]) if last else None, made)
        if self._dice is None or self._dice[0] != key:
            self._dice = (key, battle_dice.latest_dice(host))
        return self._dice[1]

    def battle_rolls(self, most: int = 3) -> list[str]:
        return battle_dice.latest_rolls(self.scene, most)

    def _prepare_hovers(self, battle: Battle, names: tuple[str, str]) -> None:
        """What the mouse over each card shows (the prediction box and the card's tooltip),
        made as the battle changes: the first pass over a card then costs no more than the
        next (``draw_live`` draws them)."""
        panel = self.battle_panel
        for card in panel.cards(battle):
            panel.prepare_hover(battle, names, self.attacker, card)
            prepare_tooltip(self.rule_tip(panel.card_words(battle, card), "units"), self.s, 14)

    def battle_names(self, battle: Battle, state: WPState | None = None) -> tuple[str, str]:
        state = state or self.state  # the state it is fought in: a dungeon's names its monsters
        return battle_sides.side_names(battle, state.side, in_dungeon(state))

    def battle_armies(self, battle: Battle, team: str) -> tuple[str, str]:
        return battle_sides.side_armies(battle, team)
