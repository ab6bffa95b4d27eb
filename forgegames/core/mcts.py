"""A search player for every title: Monte Carlo tree search over the title protocol.

The player sees what any computer player sees, one seat's ``view`` and its legal moves. Each
iteration it makes one full state consistent with that view (``Rules.determinize``: a title
with hidden information deals the unseen cards at random; elsewhere the view is the state),
walks down the tree by UCT, each seat choosing by its own results, samples chance outcomes
with the probabilities ``chance_outcomes`` gives, plays on with the title's greedy player for a
few decisions and scores the position it reaches (``Rules.evaluate``, or the win shares at
the end of the game). Every node keeps one result per seat, so the same tree serves two to four
seats.

Only the few moves the greedy player ranks best at a node are searched (``width``), the
greedy player's own first: the search refines the greedy player's choice rather than
starting from nothing. Under one random source the search is deterministic: same seed, same
move; ``max_seconds`` (the hard level's safety net) stops it early only on a slow machine.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.bots import Bot, RandomBot

CHANCE = -1  # core.title's values (title imports bots, which may not import title)
TERMINAL = -2


@dataclasses.dataclass(frozen=True)
class Budget:
    """How hard the search player thinks: ``iterations`` walks down the tree per move, each
    played on for at most ``horizon`` decisions; ``width`` moves searched per node;
    ``max_seconds`` a move at most (None: no clock, fully deterministic)."""

    iterations: int
    horizon: int
    width: int = 6
    max_seconds: float | None = None
    exploration: float = 0.7


MARGIN = 0.03
"""How much better than the guide's pick another move must score for the search to prefer it,
at least; and at least ``SURE`` times the spread of the difference of the two means (dice
make the results of a few dozen playouts noisy: a move that scored better by luck is no
better than the guide's)."""
SURE = 1.5

LEVELS: dict[str, Budget] = {
    "mcts-easy": Budget(iterations=8, horizon=3, width=3),
    "mcts-normal": Budget(iterations=40, horizon=8, width=4, max_seconds=0.6),
    "mcts-hard": Budget(iterations=240, horizon=14, width=6, max_seconds=1.8),
}
"""The search player's levels, weakest first (bot kinds ``mcts-easy`` ... ``mcts-hard``)."""


class _Node:
    """A position in the tree, reached by the moves (and chance outcomes) from the root."""

    __slots__ = ("children", "visits", "totals", "candidates")

    def __init__(self, seats: int) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.totals = [0.0] * seats
        self.candidates: list[Action] | None = None

    def child(self, action: Action, seats: int) -> _Node:
        node = self.children.get(action)
        if node is None:
            node = self.children[action] = _Node(seats)
        return node


class SearchBot(Bot):
    """The Monte Carlo tree search player of ``title`` for ``seat`` at ``budget``."""

    def __init__(self, title: Any, seat: int, budget: Budget) -> None:
        self.title = title
        self.seat = seat
        self.budget = budget
        kinds = title.bots()
        kind = title.playout_bot() if hasattr(title, "playout_bot") else "greedy"
        self._make_guide: Callable[[int], Bot] = kinds.get(kind) or (lambda s: RandomBot())
        self._guides: dict[int, Bot] = {}
        self.iterations_done = 0
        """Iterations of the last search (a test or a measurement reads it)."""

    # --- the protocol ------------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Action], rng: Any) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        root = self.search(view, rng)
        return self.best(root, legal) or self._guide(self.seat).choose(view, legal, rng)

    # --- the search --------------------------------------------------------------------
    def search(self, view: Any, rng: Any) -> _Node:
        """Build the tree from ``view`` for this seat and return its root."""
        title, budget = self.title, self.budget
        seats = len(title.scores(view))
        root = _Node(seats)
        stop = None if budget.max_seconds is None else time.perf_counter() + budget.max_seconds
        self.iterations_done = 0
        for _ in range(budget.iterations):
            state = title.determinize(view, self.seat, rng)
            path = self._descend(root, state, seats, rng)
            leaf_state = path[-1][1]
            value = self._playout(leaf_state, rng)
            for node, _state in path:
                node.visits += 1
                for i, v in enumerate(value):
                    node.totals[i] += v
            self.iterations_done += 1
            if stop is not None and time.perf_counter() > stop:
                break
        return root

    def _descend(self, root: _Node, state: Any, seats: int, rng: Any) -> list[tuple[_Node, Any]]:
        """Walk from the root by UCT (sampling chance) until a new node; the nodes passed and
        the state at the last one."""
        title = self.title
        node, path = root, [(root, state)]
        while True:
            player = title.current_player(state)
            if player == TERMINAL:
                return path
            if player == CHANCE:
                action = sample_chance(title, state, rng)
            else:
                action = self._select(node, state, player, rng)
            fresh = action not in node.children
            node = node.child(action, seats)
            state = title.apply(state, action).state
            path.append((node, state))
            if fresh and player != CHANCE:
                return path

    def _select(self, node: _Node, state: Any, player: int, rng: Any) -> Action:
        """The move to try at ``node``: an untried candidate first (best ranked first), else
        the best by UCT for the seat to move. Candidates are the guide's best few moves (the
        first legal ones in the current determinization)."""
        legal = self.title.legal_actions(state)
        if node.candidates is None:
            node.candidates = self._rank(state, player, legal, rng)
        allowed = set(legal)
        usable = [a for a in node.candidates if a in allowed] or legal[: self.budget.width]
        for action in usable:
            child = node.children.get(action)
            if child is None or child.visits == 0:
                return action
        log_n = math.log(max(node.visits, 1))
        c = self.budget.exploration

        def uct(action: Action) -> float:
            child = node.children[action]
            return child.totals[player] / child.visits + c * math.sqrt(log_n / child.visits)

        return max(usable, key=uct)

    def _rank(self, state: Any, player: int, legal: list[Action], rng: Any) -> list[Action]:
        """The guide's ``width`` best moves for ``player``, its own pick first."""
        width = self.budget.width
        if len(legal) <= width:
            pick = self._guide(player).choose(self.title.view(state, player), legal, rng)
            return [pick, *(a for a in legal if a != pick)]
        guide = self._guide(player)
        view = self.title.view(state, player)
        scored = guide.choices(view, legal, rng)
        pick = guide.choose(view, legal, rng)
        if scored:
            best = sorted(scored, key=lambda c: -c.score)
            ranked = [c.action for c in best if c.action in set(legal)]
        else:
            ranked = list(legal)
            rng.shuffle(ranked)
        out = [pick]
        for action in ranked:
            if len(out) == width:
                break
            if action not in out:
                out.append(action)
        return out

    def _playout(self, state: Any, rng: Any) -> list[float]:
        """Play on with the guide for at most ``horizon`` decisions; each seat's value."""
        title = self.title
        decisions = 0
        while decisions < self.budget.horizon:
            player = title.current_player(state)
            if player == TERMINAL:
                break
            if player == CHANCE:
                action = sample_chance(title, state, rng)
            else:
                legal = title.legal_actions(state)
                if len(legal) == 1:
                    action = legal[0]
                else:
                    view = title.view(state, player)
                    action = self._guide(player).choose(view, legal, rng)
                decisions += 1
            state = title.apply(state, action).state
        return title.evaluate(state)

    def _guide(self, seat: int) -> Bot:
        bot = self._guides.get(seat)
        if bot is None:
            bot = self._guides[seat] = self._make_guide(seat)
        return bot

    def best(self, root: _Node, legal: list[Action]) -> Action | None:
        """The move to play: the best mean result among the moves tried often enough (a
        fifth of the most tried one's visits); the guide's own pick, tried first, keeps its
        place unless another does clearly better (``MARGIN``, ``SURE``: a search too short to
        tell them apart plays as the guide would)."""
        tried = [a for a in legal if a in root.children and root.children[a].visits]
        if not tried:
            return None
        most = max(root.children[a].visits for a in tried)
        sure = [a for a in tried if root.children[a].visits >= max(2, most / 5)] or tried
        best = max(sure, key=lambda a: self._mean(root, a))
        pick = root.candidates[0] if root.candidates else None
        if pick not in sure or best == pick:
            return best
        n_best, n_pick = root.children[best].visits, root.children[pick].visits
        noise = 0.5 * math.sqrt(1 / n_best + 1 / n_pick)  # a result's spread is at most 0.5
        gain = self._mean(root, best) - self._mean(root, pick)
        return best if gain > max(MARGIN, SURE * noise) else pick

    def _mean(self, root: _Node, action: Action) -> float:
        child = root.children[action]
        return child.totals[self.seat] / child.visits


def sample_chance(title: Any, state: Any, rng: Any) -> Action:
    """A chance outcome drawn with the probabilities the title gives."""
    outcomes = title.chance_outcomes(state)
    point = rng.random()
    for action, p in outcomes:
        point -= p
        if point < 0:
            return action
    return outcomes[-1][0]


def win_shares(scores: Sequence[float]) -> list[float]:
    """1 for the sole best score, shared among seats tied for it, 0 for the others."""
    best = max(scores)
    top = [i for i, s in enumerate(scores) if s == best]
    return [1.0 / len(top) if i in top else 0.0 for i in range(len(scores))]


def standing(scores: Sequence[float], scale: float = 1.0) -> list[float]:
    """A position's value to each seat before the end, 0 to 1: 0.5 level with the best of
    the others, towards 1 the further ahead of them, towards 0 the further behind (``scale``:
    the lead in score that is worth about three quarters)."""
    if len(scores) == 1:
        return [0.5 + 0.5 * math.tanh(scores[0] / scale)]
    out = []
    for i, mine in enumerate(scores):
        rival = max(s for j, s in enumerate(scores) if j != i)
        out.append(0.5 + 0.5 * math.tanh((mine - rival) / scale))
    return out


def search_kinds(title: Any) -> dict[str, Callable[[int], Bot]]:
    """The search player's levels as bot kinds of ``title`` (each title's ``bots`` adds
    them after its own)."""
    return {
        kind: (lambda seat, budget=budget: SearchBot(title, seat, budget))
        for kind, budget in LEVELS.items()
    }
