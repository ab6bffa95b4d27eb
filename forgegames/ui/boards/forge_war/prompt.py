"""What the Forge War board's prompt says: the acting seat's choice now, in words."""

from __future__ import annotations

from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import (
    Done,
    MoveOverseer,
)
from forgegames.games.forge_war.state import FWState
from forgegames.ui.boards.forge_war.part import Part


class Prompts(Part):
    """The prompt's words (the context panel draws them)."""

    def kept_wealth(self) -> tuple[str, ...]:
        """The wealth cards the seat on screen has chosen to keep, while the others still
        choose: read from that seat's own view (another seat's choice is face down there, so
        nothing is shown through the hotseat curtain); empty before it chooses and after the
        cards are revealed."""
        v, viewer = self.board.view, self.scene.viewer
        if v.phase != "wealth" or viewer is None:
            return ()
        kept = v.seats[viewer].kept or ()
        return () if "?" in kept else tuple(kept)

    def prompt(self, v: FWState) -> str:
        scene = self.scene
        acting = self.board.acting()
        if v.phase == "over":
            return tr("The game is over.")
        if acting is None:
            return ""
        name = scene.seat_name(acting)
        if scene.handover is not None:
            kept = self.kept_wealth()
            if kept:  # the chosen cards, said in words (and marked on the cards)
                names = tr(" and ").join(self.world.content.wealth[w].name for w in kept)
                return tr(
                    "You keep {cards}; the others are set aside. Press End turn to hand over, "
                    "or Undo to take your move back.",
                    cards=names,
                )
            return tr("Press End turn to hand over, or Undo to take your move back.")
        if scene.lesson_holds():
            return tr("The lesson waits: press Next on its note (or Page Down) to go on.")
        if not scene.my_turn():
            if scene.read_only():  # a replay or a scenario's example waits for nobody
                return ""
            if scene.is_bot(acting):
                return scene.bot_words(acting)
            return tr("Waiting for {name}.", name=name)
        if v.pending:
            item = v.pending[0]
            why = item["why"]
            kind = item["kind"]
            if kind == "overseer":
                return tr(
                    "{name}: {why} gives an overseer move. Click an overseer, then a lit "
                    "hex; or decline.",
                    name=name,
                    why=why,
                )
            if kind == "worker":
                return tr(
                    "{name}: {why} gives a worker move. Click any worker, then an empty "
                    "hex (or take it out of the mine); or decline.",
                    name=name,
                    why=why,
                )
            if kind == "card":
                return tr(
                    "{name}: {why} gives a free card. Click the market discard to choose "
                    "one, or decline.",
                    name=name,
                    why=why,
                )
            if kind == "title":
                return tr(
                    "{name}: adventurer {n} is a champion now. Choose the title below (each of "
                    "your champions needs a different one).",
                    name=name,
                    n=item["adv"] + 1,
                )
            if kind == "spend":
                return tr(
                    "{name}: {why} gives {gold} gold to spend on cubes at the merchant now. "
                    "Choose below; what you do not spend is lost.",
                    name=name,
                    why=why,
                    gold=item["count"],
                )
            n = len(self.board.mats.level_choice()[0].advs) if self.board.mats.level_choice() else 1
            return tr(
                "{name}: click {n} of your adventurers to gain a level ({why}).",
                name=name,
                n=n,
                why=why,
            )
        if v.solo:
            text = self.solo_prompt(v, name)
            if text:
                return text
        if v.phase == "wealth":
            return tr(
                "{name}: click the two wealth cards you keep (secret until everyone has "
                "chosen); the second click keeps them, and Undo takes them back.",
                name=name,
            )
        if v.phase == "place":
            mine = v.mine
            placed = len(mine.overseers_of(acting)) if mine else 0
            return tr(  # the one step with no End turn, said before it (issue 39)
                "{name}: click an empty hex to place an overseer ({n} of 3 placed). The turn "
                "then passes on by itself, with no End turn.",
                name=name,
                n=placed,
            )
        if v.phase == "mine":
            extra = getattr(v.mphase, "is_extra", False)
            if self.board.selected is not None:
                return tr(
                    "{name}: click a lit hex to move there (hover one to preview it), or "
                    "pick another overseer.",
                    name=name,
                )
            if extra and v.solo:  # the order track turns whatever one does (docs/rulings.md)
                return tr(
                    "{name}: extra move, free in solo (the order track turns either way). "
                    "Click an overseer, or press Skip the extra move.",
                    name=name,
                )
            if extra:  # said as such, and its button too (issue 39: "declines the extra move")
                return tr(
                    "{name}: extra move for the first player; taking it puts you last in "
                    "player order. Click an overseer, or press Skip the extra move.",
                    name=name,
                )
            return tr(
                "{name}: click one of your overseers to move it in a straight line, or pass.",
                name=name,
            )
        if v.phase == "market":
            return tr(
                "{name}: take one market action (click a card or a space), or pass for 1 gold.",
                name=name,
            )
        if v.phase == "quest" and v.step == "acquire":
            return tr(
                "{name}: take a quest from the offer (at most one a round), or take none.",
                name=name,
            )
        if v.phase == "quest":
            parts = []
            for key, word in (
                ("adv", tr("an adventurer")),
                ("design", tr("a design")),
                ("quest", tr("a quest")),
            ):
                if self.board.equip[key] is None:
                    parts.append(word)
            if len(parts) < 3:
                return tr(
                    "{name}: now click {rest} to equip (hover a quest to preview).",
                    name=name,
                    rest=tr(" and ").join(parts),
                )
            if self.board.plan.shown():  # the quest plans are the prompt (``plan_lines``)
                return ""
            finish = self.scene.describe(Done())  # what to press next, always (issue 39)
            if not v.seats[acting].quests:
                return tr(
                    "{name}: you have no quest to arm. Press {finish}.", name=name, finish=finish
                )
            return tr(
                "{name}: every quest step is met. Press {finish} (or equip more first).",
                name=name,
                finish=finish,
            )
        if v.phase == "rewards" and not v.seats[acting].quests:  # nothing advanced
            return tr("{name}: trade at the merchant if you wish, then end your round.", name=name)
        if v.phase == "rewards":
            return tr(
                "{name}: your quests have advanced. Trade if you wish, then end your round.",
                name=name,
            )
        return ""

    def solo_prompt(self, v: FWState, name: str) -> str:
        """The prompt where the solo game differs: placing and moving the automated colours,
        two market actions, the quest every round ('' elsewhere)."""
        colour = info.acting_colour(v)
        mine = v.mine
        if v.phase == "place" and colour is not None and colour != 0 and mine is not None:
            return tr(
                "{name}: click an empty hex to place an overseer of {colour}, an automated "
                "colour ({n} of 3 placed).",
                name=name,
                colour=self.scene.seat_name(colour),
                n=len(mine.overseers_of(colour)),
            )
        if v.phase == "mine" and colour is not None and colour != 0 and self.board.selected is None:
            moves = [a for a in self.board.legal if isinstance(a, MoveOverseer)]
            return tr(
                "{name}: move {colour} (automated). {n} moves tie under its priority: "
                "click a lit overseer.",
                name=name,
                colour=self.scene.seat_name(colour),
                n=len(moves),
            )
        if v.phase == "market":
            return tr(
                "{name}: {n} of 2 market actions left (click a card or a space); passing "
                "gives 1 gold and uses one.",
                name=name,
                n=info.market_actions_left(v),
            )
        if v.phase == "quest" and v.step == "acquire":
            return tr(
                "{name}: take a quest from the offer. Solo: you must take one every round and "
                "fail none, or the game is lost.",
                name=name,
            )
        return ""
