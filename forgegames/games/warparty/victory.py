"""Winning: an enemy capital burned (see ``cities``), surrender, an economic lead of 50, or
victory points when the last turn ends (cities burned, enemy capitals occupied; ties broken by
the teams' combined income)."""

from __future__ import annotations

from forgegames.core.i18n import ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty.content_map import Board
from forgegames.games.warparty.economy import team_income
from forgegames.games.warparty.model import Armies, other_side, side_of, team_name
from forgegames.games.warparty.seating import team_seat
from forgegames.games.warparty.state import WPState, evolve

ECONOMIC_LEAD = 50


def income_lead(state: WPState, geo: Board, armies: Armies, side: str) -> int:
    """How far the other team's combined income is above ``side``'s (negative when below):
    at ``ECONOMIC_LEAD`` when ``side``'s turn ends, the other team wins."""
    waiting = other_side(side)
    return team_income(state, geo, armies, waiting) - team_income(state, geo, armies, side)


def economic_victory(state: WPState, geo: Board, armies: Armies) -> tuple[WPState, list[Event]]:
    """At the end of ``state.side``'s turn: the other team wins if its combined income is at
    least 50 above this team's."""
    waiting = other_side(state.side)
    lead = income_lead(state, geo, armies, state.side)
    if lead < ECONOMIC_LEAD:
        return state, []
    won = evolve(state, winner=waiting, how="economic victory")
    text = tr(
        "The {team} team wins by its economy (a lead of {n}).", team=team_name(waiting), n=lead
    )
    return won, [Event(text, team_seat(state, waiting), "result")]


def victory_points(state: WPState, side: str) -> int:
    """Enemy cities burned, plus one for each enemy capital occupied but not yet burned: taken
    by the team and held by its units, with none of the enemy's there."""
    held = sum(
        1
        for territory, city in state.cities
        if city.capital
        and city.captor
        and side_of(city.captor) == side
        and _occupied_by(state, territory, side)
    )
    return dict(state.burned).get(side, 0) + held


def _occupied_by(state: WPState, territory: str, side: str) -> bool:
    there = {side_of(u.army) for u in state.units_at(territory)}
    return there == {side}


def final_reckoning(state: WPState, geo: Board, armies: Armies) -> tuple[WPState, list[Event]]:
    """After the last turn: most victory points wins; then the higher combined income."""
    points = {s: victory_points(state, s) for s in ("good", "evil")}
    incomes = {s: team_income(state, geo, armies, s) for s in ("good", "evil")}
    ranked = sorted(("good", "evil"), key=lambda s: (points[s], incomes[s]), reverse=True)
    best, other = ranked
    if (points[best], incomes[best]) == (points[other], incomes[other]):
        tied = evolve(state, winner="draw", how="tied on points and income")
        tied_words = tr("The last turn ends in a tie: equal victory points and income.")
        return tied, [Event(tied_words, kind="result")]
    how = "victory points" if points[best] != points[other] else "income tie-break"
    values = {
        "team": team_name(best),
        "other_points": points[other],
        "income": incomes[best],
        "other_income": incomes[other],
    }
    if how == "victory points":
        text = ntr(
            points[best],
            "The last turn is over: the {team} team wins on victory points ({n} point to "
            "{other_points}, income {income} to {other_income}).",
            "The last turn is over: the {team} team wins on victory points ({n} points to "
            "{other_points}, income {income} to {other_income}).",
            **values,
        )
    else:
        text = ntr(
            points[best],
            "The last turn is over: the {team} team wins on income tie-break ({n} point to "
            "{other_points}, income {income} to {other_income}).",
            "The last turn is over: the {team} team wins on income tie-break ({n} points to "
            "{other_points}, income {income} to {other_income}).",
            **values,
        )
    return evolve(state, winner=best, how=how), [Event(text, team_seat(state, best), "result")]
