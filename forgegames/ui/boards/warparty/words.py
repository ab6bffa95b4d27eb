"""The Warparty board in sentences: the hint under the map (what the person at the screen
can do now) and the map's tooltips (a stack's units, a territory's facts): ``BoardWords``,
a part of the board."""

from __future__ import annotations

from forgegames.core.i18n import listing, tr
from forgegames.core.title import CHANCE
from forgegames.games.warparty import board_info
from forgegames.games.warparty.actions import (
    ChooseSpell,
    Explore,
    Fight,
    KeepQuests,
    Ready,
    Shoot,
)
from forgegames.games.warparty.board_info import (
    PHASE_COLLECT,
    PHASE_COMBAT,
    PHASE_MOVE,
    PHASE_ORDER,
    PHASE_SETUP,
    SIDES,
    WPState,
    army_name,
    land_noun,
    noun_of,
    other_side,
    stash_lines,
    team_name,
)
from forgegames.ui.boards.warparty.mark_words import stack_marks

KEYS_HINT = "Keys: Tab, then Enter."
TURN_REACH = 30
"""How much the other team's income lead may grow in one of its turns: in 16 games of the
easy and greedy computer players (tools: each side turn's change of the lead, 418 turns) the
rise was 19 at the median and 30 or less in nine turns of ten (62 at most, a capital taken)."""
DANGER_LEAD = board_info.ECONOMIC_LEAD - TURN_REACH
"""The other team's income lead at which the prompt warns the team playing: one turn of the
other team's may take it to ``board_info.ECONOMIC_LEAD``, at which it wins by its economy
when this team's turn ends (playtest 9: a warning only from 30 came too late)."""


class BoardWords:
    """The hint line and the map's tooltips."""

    def hint(self, state: WPState) -> str:
        """What the person at the screen can do now, in a sentence (and the keys that walk
        the map when there is something on it to choose)."""
        words = self._hint_words(state)
        return f"{words} {tr(KEYS_HINT)}" if self.walk_targets() else words

    def _other_army_owed(self, state: WPState) -> str:
        """In the set-up, where the seat's other army still owes a starting city: the words
        leading there, after the placing help (playtest 32: with the Humans' troops placed,
        Set-up done stayed greyed and only its tooltip named the Dwarves); "" otherwise."""
        city = self._city_owed() if state.phase == PHASE_SETUP else None  # type: ignore[attr-defined]
        if city is None or city.army == self.listed_army():  # type: ignore[attr-defined]
            return ""
        return " " + tr(
            "Then switch to the {army}: click their row on the right.",
            army=board_info.army_name(city.army),
        )

    def _hint_words(self, state: WPState, terse: int = 0) -> str:
        """The hint's sentence; ``terse`` 1 to 3 shortens the movement phase's invitation to
        claim land (one territory named, then without "End movement when done", then without
        its income figure) and the
        set-up's (without where and the button) for a narrow strip."""
        if self.ended is not None and state.battle is None:  # type: ignore[attr-defined]
            return tr("The battle is over: press Back to the map (or Enter) under its summary.")
        if not self.legal:
            return self._waiting_words(state)
        if state.battle is not None:
            return tr("Battle: pick one of your units, then the enemy it attacks (or Default).")
        if state.retreat:
            return tr("Your side retreats: click a lit territory to fall back to.")
        if state.phase == PHASE_ORDER:
            return tr("Your team won the roll-off: choose whether it moves first or second.")
        if state.offer:
            if state.offered == "defeat":
                return tr("The other team offers you a marginal defeat: accept or fight on.")
            return tr("The other team offers you a marginal victory: accept or fight on.")
        if any(isinstance(a, KeepQuests) for a in self.legal):  # the first screen of a game
            return tr("Secret quests: press Choose your quests and keep two of the three dealt.")
        if any(isinstance(a, ChooseSpell) for a in self.legal):
            return tr("Your new hero chooses its spells: press Choose a spell.")
        if self.placing is not None and self.placing.kind == "city":
            if terse:  # (a narrow strip: how to stop gives way)
                return tr("Click a lit territory to found the city there.")
            return tr("Click a lit territory to found the city there (right click: stop).")
        if self.placing is not None:  # picked: a lit city takes it (``clicks``, playtest 34)
            if terse:
                return tr("Now click a lit territory to place the {unit}.", unit=self.placing.name)
            return tr(
                "Now click a lit territory to place the {unit} (Esc or its row again: cancel).",
                unit=self.placing.name,
            ) + self._other_army_owed(state)
        danger = "" if self.selected else self.danger_words(state, terse)
        if danger:  # the buttons and the list say the rest
            return danger
        if state.phase == PHASE_MOVE:
            if self.selected:  # shorter in a narrow strip: the lit places show their cost
                n, total = self.moving_count(state)
                kinds = tr(" Click a kind in the Going row to leave it behind.")
                kinds = kinds if self.picked_kinds(state) else ""  # (``kind_picker``)
                if terse > 1 and kinds:
                    return tr(
                        "Moving {n} of {total}: click a place, or a kind in Going to leave it.",
                        n=n,
                        total=total,
                    )
                if terse > 1:
                    return tr(
                        "Moving {n} of {total}: click a place, or the counter for one fewer.",
                        n=n,
                        total=total,
                    )
                if terse:
                    return (
                        tr(
                            "Moving {n} of {total}: click a place (those that reach it go), or "
                            "the counter for one fewer.",
                            n=n,
                            total=total,
                        )
                        + kinds
                    )
                return (
                    tr(
                        "Moving {n} of {total}: click a place, and those that can reach it go "
                        "(lit: all of them). Click the counter again for one fewer.",
                        n=n,
                        total=total,
                    )
                    + kinds
                )
            claims = self.claim_words(state, 1 if terse else 2, figures=terse < 3)
            if claims and terse > 2:  # the narrowest strip: the place alone (playtest 26, es)
                step = tr("Move a unit into {place} to claim its income.", place=claims)
            elif claims and terse > 1:
                step = tr("Claim land for income: move a unit into {places}.", places=claims)
            elif claims:
                step = tr(
                    "Claim land for income: move a unit into {places}; End movement when done.",
                    places=claims,
                )
            else:
                step = tr("Click one of your counters to move it; End movement when done.")
            due = not self.scene.lesson_running()  # (a lesson's script says what to do)
            return self._with_unguarded(state, step, terse, due, cities_only=True)
        if state.phase == PHASE_COMBAT:  # after End movement: still the empty cities' warning
            # (playtest 25: an empty capital, no word) once no battle waits: those come first
            waiting = any(isinstance(a, (Fight, Explore)) for a in self.legal)
            due = not waiting and not self.scene.lesson_running()
            step = self._combat_step(terse)
            return self._with_unguarded(state, step, terse, due, cities_only=True)
        if state.phase == PHASE_SETUP:
            if self.selected:
                return tr("Click a lit place to put the picked units there.")
            step = self.setup_words(state, terse)  # the next step (setup_help.py)
            return self._with_unguarded(state, step, terse, self._city_owed() is None)
        if len(self.buyers()) > 1:  # the other army's list is a click away
            step = tr(
                "Buy from the list on the right (click an army to switch); End buying when done."
            )
        else:
            step = tr("Buy from the list on the right; End buying when done.")
        return self._with_unguarded(state, step, terse, True)

    def _combat_step(self, terse: int) -> str:
        """The combat phase's next step (siege units named when one may shoot and room
        allows)."""
        if any(isinstance(a, Explore) for a in self.legal):
            return tr("Click a lit dungeon to explore it first, or crossed swords to fight.")
        shoot = any(isinstance(a, Shoot) for a in self.legal)
        if not any(isinstance(a, Fight) for a in self.legal):  # playtest 10: none to fight
            if shoot:
                return tr("No battle to fight: click a siege unit to shoot, or End combat.")
            return tr("No battle to fight: click End combat.")
        if terse < 2 and shoot:
            return tr("Click crossed swords to fight there, or a siege unit to shoot.")
        return tr("Click crossed swords to fight there.")

    def _with_unguarded(
        self, state: WPState, step: str, terse: int, due: bool, cities_only: bool = False
    ) -> str:
        """The set-up's, the movement's or the buying's next step, after the engine's warning
        about land left with no defenders that the enemy can reach next turn (playtest 17:
        Duskshore was lost on turn 2 without a word; while moving, only the cities: playtest
        19); in a narrow strip the warning alone, shorter."""
        if not due:
            return step
        warning = board_info.unguarded_words(
            state, self.world, state.side, short=terse > 1, cities_only=cities_only
        )
        if not warning:
            return step
        return warning if terse else f"{warning} {step}"

    def income_lead(self, state: WPState) -> int:
        """How far the other team's income is above the team playing now (0 outside its turn's
        phases)."""
        if state.phase not in (PHASE_MOVE, PHASE_COMBAT, PHASE_COLLECT) or state.winner:
            return 0
        return board_info.income_lead(state, self.world.geo, self.world.armies, state.side)

    def danger_words(self, state: WPState, terse: int = 0) -> str:
        """The warning that the other team is near winning by its economy, while its lead is
        at least ``DANGER_LEAD`` (playtest 8: a newcomer lost on turn 5 with nothing saying
        so); shorter for a narrow strip (``terse`` 1, then 2). Empty when there is no
        danger."""
        lead = self.income_lead(state)
        if lead < DANGER_LEAD:
            return ""
        team, limit = team_name(other_side(state.side)), board_info.ECONOMIC_LEAD
        if terse > 1:  # beside a Fight button in Spanish: the income line says the rest
            return tr(
                "Danger: the {team} team's income is {n} above yours; at {limit}, they win.",
                team=team,
                n=lead,
                limit=limit,
            )
        if terse:
            return tr(
                "Danger: the {team} team's income is {n} above yours; at {limit} when your "
                "turn ends, they win.",
                team=team,
                n=lead,
                limit=limit,
            )
        return tr(
            "Danger: the {team} team's income is {n} above yours; at {limit} when your turn "
            "ends, they win. Claim land or take their cities.",
            team=team,
            n=lead,
            limit=limit,
        )

    def income_standing(self, state: WPState) -> str:
        """Both teams' incomes and the lead that ends the game, from the first turn on
        (playtest 9: an economic victory came as a surprise): "Income: Good 22, Evil 38. A
        lead of 50 wins." A team's name and its figure never part on two lines."""
        incomes = board_info.incomes(state, self.world)
        good, evil = (sum(incomes[a] for a in SIDES[side]) for side in ("good", "evil"))
        return tr(  # the sentence takes the names: Spanish puts "el" before them (review 33)
            "Income: {good_team}\u00a0{good}, {evil_team}\u00a0{evil}. A lead of {limit} wins.",
            good_team=team_name("good"),
            good=good,
            evil_team=team_name("evil"),
            evil=evil,
            limit=board_info.ECONOMIC_LEAD,
        )

    def behind_words(self, state: WPState) -> str:
        """When the acting team's income is below the other team's: by how much, and the
        land it could claim now ("" when it is not behind)."""
        incomes = board_info.incomes(state, self.world)
        ours, theirs = (
            sum(incomes[a] for a in SIDES[side]) for side in (state.side, other_side(state.side))
        )
        if ours >= theirs:
            return ""
        words = tr(
            "Your team's income is {n} below the {team} team's ({ours} to {theirs}); a lead of "
            "{limit} wins them the game.",
            n=theirs - ours,
            team=team_name(other_side(state.side)),
            ours=ours,
            theirs=theirs,
            limit=board_info.ECONOMIC_LEAD,
        )
        claims = self.claim_words(state) if state.phase == PHASE_MOVE else ""
        if claims:
            return words + " " + tr("Claim land to catch up: {places}.", places=claims)
        return words + " " + tr("Claim land when you move, or take their cities.")

    def claim_words(self, state: WPState, most: int = 2, figures: bool = True) -> str:
        """The richest territories the acting seat's units can claim this turn without a
        fight, with what each adds to the income: "Mudgate (+3 income) or Fernhill (+2)"
        (playtest 7: nothing told a newcomer that spreading out is what raises income).
        None while a lesson's script lasts: its step says what to do. Without ``figures``,
        the names alone."""
        if self.scene.lesson_running():
            return ""
        claims = board_info.claims_in_reach(state, self.world)[:most]
        names = self.territory_names()
        seat = self.scene.seat_to_move()
        # a seat of two armies: which army's units reach each (playtest 35: a place only the
        # Dwarves reach was offered with the Humans just moved)
        two = figures and seat in range(len(state.seats)) and len(state.seats[seat]) > 1
        said = [
            names[c.place]
            if not figures
            else tr(
                "{place} (+{n} income, {army})",
                place=names[c.place],
                n=c.value,
                army=army_name(c.army),
            )
            if two and i == 0
            else tr(
                "{place} (+{n}, {army})", place=names[c.place], n=c.value, army=army_name(c.army)
            )
            if two
            else tr("{place} (+{n} income)", place=names[c.place], n=c.value)
            if i == 0
            else tr("{place} (+{n})", place=names[c.place], n=c.value)
            for i, c in enumerate(claims)
        ]
        return tr(" or ").join(said)

    def hint_aside(self) -> str:
        """Under the Hint's choices: before the first fight of a free game, where the enemy
        nearest to the moving team stands and how many turns' march away (playtest 5: a
        newcomer waited long for contact, foot moving one territory a turn); then, when the
        moving team's income is behind, by how much and the land to claim (playtest 9: the
        Easy computer won by its economy unseen)."""
        state = self.state
        if state.battle is not None or state.phase not in (PHASE_MOVE, PHASE_COLLECT):
            return ""
        nearest = board_info.nearest_enemy_words(state, self.world, state.side)
        return " ".join(w for w in (nearest, self.behind_words(state)) if w)

    def _waiting_words(self, state: WPState) -> str:
        """What the game waits for when nobody at the screen can move: nothing in a replay,
        in a scenario's example or once the game is over."""
        scene = self.scene
        if scene.game_over() or scene.read_only():
            return ""
        if scene.handover is not None:
            last = scene.played(max(0, scene.moves_made() - 1))
            if last and isinstance(last[-1].action, Ready):
                return self.setup_held_words()
            return tr("Press End turn to hand over, or Undo to take your move back.")
        if scene.lesson_holds():
            return tr("The lesson waits: press Next on its note (or Page Down) to go on.")
        active = scene.seat_to_move()
        if active == CHANCE:
            return tr("Rolling the dice…")
        name = scene.seat_name(active)
        if scene.is_bot(active):
            return scene.bot_words(active)
        armies = listing([army_name(army) for army in state.seats[active]])
        return tr("Waiting for {name}, who plays the {armies}.", name=name, armies=armies)

    def moving_count(self, state: WPState) -> tuple[int, int]:
        """In the movement phase, how many of the picked stack's movable units move and of
        how many (the prompt's "Moving 4 of 9" and the stack's tag say the same); (0, 0)
        when none is picked."""
        if not self.selected or state.phase != PHASE_MOVE:
            return 0, 0
        return len(self.chosen), len(board_info.movable_at(state, *self.selected))

    def describe_place(self, state: WPState, pos: tuple[int, int]) -> str:
        """The tooltip for the map under ``pos``: a stack's units, or a territory's facts."""
        stack = self.canvas.stack_at(pos)
        if stack is not None:
            return self.describe_stack(state, stack)
        territory = self.canvas.territory_at(pos)
        return "" if territory is None else self.describe_territory(state, territory)

    def describe_stack(self, state: WPState, stack: tuple[str, str]) -> str:
        """A stack's army and where it stands (playtest 8: the tooltip did not say), then its
        units by type."""
        place, army = stack
        units = [u for u in state.units_at(place) if u.army == army]
        counts: dict[str, list[int]] = {}
        for u in units:
            entry = counts.setdefault(u.kind, [0, 0])
            entry[0] += 1
            entry[1] += bool(u.tired)
        if place in self.world.geo.by_id:
            where = tr("{army} in {place}", army=army_name(army), place=self._land(place).the)
        else:  # on a stream
            a, b = (self._land(t).the for t in place.split("|"))
            where = tr("{army} on the stream between {a} and {b}", army=army_name(army), a=a, b=b)
        lines = [where]
        for kind, (n, down) in counts.items():
            sheet = self.world.armies.unit(army, kind)
            line = tr(
                "{n} × {name} ({a}/{d}, move {m}{more})",
                n=n,
                name=noun_of(army, sheet).label,
                a=sheet.attack,
                d=sheet.defence,
                m=sheet.move,
                more=counter_details(sheet),
            )
            lines.append(line + (tr(", {n} face down", n=down) if down else ""))
        return "\n".join(lines + stack_marks(self.canvas, state, stack))

    def _dungeon_words(self, state: WPState, dungeon: str) -> str:
        """What the map knows of a dungeon: explored and completed, monsters waiting in it
        (named: they were seen), or not yet explored."""
        known = board_info.dungeon_lair(state, dungeon)
        if known is None:
            return tr("a dungeon, not explored yet")
        if known.done:
            return tr("a dungeon, explored and completed")
        names = listing([board_info.monster_name(self.world, m) for m in known.monsters])
        words = tr("a dungeon where {monsters} wait", monsters=names)
        return words + (tr(", and an armed trap") if known.trap else "")

    def _land(self, territory: str):
        """A territory's name as the board says it."""
        return land_noun(self.world.geo, territory)

    def describe_territory(self, state: WPState, territory: str) -> str:
        """A territory's facts (a stream key: the two banks it lies between)."""
        place = self.world.geo.by_id.get(territory)
        if place is None:
            a, b = (land_noun(self.world.geo, t).the for t in territory.split("|"))
            return tr("The stream between {a} and {b}", a=a, b=b)
        held = state.owner_of(territory)
        words = [
            tr(
                "{name} · {terrain} · worth {n}",
                name=land_noun(self.world.geo, territory).label,
                terrain=tr(place.terrain),
                n=place.value,
            )
        ]
        words.append(tr("held by the {army}", army=army_name(held)) if held else tr("unclaimed"))
        city = state.city(territory)
        if city is not None:
            if city.capital:
                status = tr("{army} capital", army=army_name(city.army))
            elif city.built:
                status = tr("{army} city", army=army_name(city.army))
            else:
                status = tr("{army} city being built", army=army_name(city.army))
            if city.captor:
                status += tr(", captured by the {army}", army=army_name(city.captor))
            words.append(status)
            if city.capital and state.stash:  # the treasure kept there (public)
                words += stash_lines(state, self.world, (city.army,))
        if place.dungeon:
            words.append(self._dungeon_words(state, place.dungeon))
        return "\n".join(words)


def counter_details(sheet) -> str:
    """What a unit's counter on the map leaves to its tooltip (playtest 13: the counter shows
    only its attack over its defence and its move and hits discs): its modifiers and its
    row, and its hits."""
    words = ""
    if sheet.attack_mod:
        words += tr(", attack modifier {n}", n=sheet.attack_mod)
    if sheet.defence_mod:
        words += tr(", defence modifier {n}", n=sheet.defence_mod)
    if sheet.row > 1:
        words += tr(", row {n}", n=sheet.row)
    if sheet.hits > 1:
        words += tr(", {n} hits", n=sheet.hits)
    return words
