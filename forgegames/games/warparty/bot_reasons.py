"""The greedy Warparty general's reasons for the moves it does not score (a purchase's or a
march's reasons are worked out with their scores, in ``bots``)."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.games.warparty import combat
from forgegames.games.warparty.actions import (
    Answer,
    Cast,
    ChooseSpell,
    Deploy,
    EndMove,
    EndTurn,
    Explore,
    Found,
    KeepQuests,
    LeaveDungeon,
    Ready,
    Research,
    SellTreasure,
    TakeTreasure,
    Upgrade,
    UseTreasure,
)
from forgegames.games.warparty.state import WPState


def plain_reason(view: WPState, a: Action) -> str:
    """Why the general makes ``a``, a move it picks by rule rather than by score."""
    words = {
        Found: tr("a new city brings crowns every turn"),
        Deploy: tr("a new city needs troops to hold it"),
        Upgrade: tr("a stronger capital while the treasury is full"),
        Research: tr("a research roll while the treasury is full"),
        ChooseSpell: tr("a spell the hero does not know yet, of the highest level offered"),
        Cast: tr("a spell worth more than the caster's own attack or move, or free to cast"),
        UseTreasure: tr("a single-use treasure is used as soon as it helps"),
        KeepQuests: tr("the pair worth most: each reward times how often such quests are done"),
        EndMove: tr("no move takes land or wins a fight with the odds on your side"),
        Ready: tr("nothing more is worth buying"),
        EndTurn: tr("nothing more is worth buying"),
        combat.Target: tr("the next attack in order, at the first enemy it may strike"),
        combat.RetreatRoll: tr("the enemy is more than twice as strong: try to retreat"),
        combat.Retreat: tr("the retreat succeeded: leave before losing more troops"),
        combat.PressOn: tr("nothing to attack this round: stay in the battle"),
        Explore: tr("the heroes' odds against the dungeon's monsters are good"),
        LeaveDungeon: tr("the monsters are much stronger: leave the dungeon, no roll needed"),
        TakeTreasure: tr("a treasure kept in the capital that this hero can use"),
        SellTreasure: tr("no hero of the team can use this treasure: crowns are worth more"),
    }
    if isinstance(a, Answer):
        return _answer_reason(view, a.accept)
    return words.get(type(a), tr("the computer player's pick"))


def _answer_reason(view: WPState, accept: bool) -> str:
    if view.offered != "defeat":
        return tr("a marginal victory is a victory")
    if accept:
        return tr("the war looks lost: a marginal defeat costs less")
    return tr("the war can still be won")
