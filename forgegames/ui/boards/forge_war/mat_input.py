"""The Forge War mats' places: quest management (an adventurer, a design and a quest picked in any
order, then equipped), training levels, and the equipment preview."""

from __future__ import annotations

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import Equip, Levels, Unassign
from forgegames.games.forge_war.board_info import types_words
from forgegames.ui.boards.forge_war.text import Preview


class MatInput:
    """Mixin of ``ForgeWarBoard``: the mats' clicks and previews."""

    # --- player mats -----------------------------------------------------------------------------
    def mat_order(self) -> list[int]:
        """The mats top to bottom: in seat order, each seat's mat in one place all game (a
        newcomer lost track of whose mat was whose when they swapped with the turn order);
        the turn order is each mat's badge ("1st", "2nd"...)."""
        return list(range(len(self.view.seats)))

    MAT_AIR = (8, 6, 4, 2, 0)
    """The space between a mat's rows (base-scale pixels) tried in turn, roomiest first."""

    def build_mats(self) -> None:
        """One mat per seat, full width, in seat order. When they do not all fit, they give
        way step by step, no word cut: the rows close up (where there is room, they stand
        apart: ``mat_layout``'s ``air``); the designs' metals go to their pictures' colours; the
        mats of seats not acting are summarised, their quests named whole; the acting seat's
        quests go side by side; the summaries keep to one line (the quests' progress without
        their names); where its chips are not clicked now, the acting seat's mat is summarised
        too; last, the summarised mats show their headers alone. Hover a summarised mat for
        everything on it. The acting seat's chips (adventurers, designs, quests) are
        clickable."""
        v = self.view
        me = self.me()
        acting = self.acting()
        area = self.mats_rect
        gap = self.px(5)
        order = self.mat_order()
        others = [seat for seat in order if seat != acting]
        compact: set[int] = set()

        def total() -> int:
            return sum(layouts[seat][0] for seat in order) + gap * (len(order) - 1)

        for air in self.MAT_AIR:  # as much air between the rows as the room allows
            layouts = {
                seat: self.mat_layout(v, seat, area, compact=False, air=air) for seat in order
            }
            if total() <= area.height:
                break

        def give_way(seats, **how) -> None:
            for seat in sorted(seats, key=lambda x: -layouts[x][0]):
                if total() <= area.height:
                    return
                layouts[seat] = self.mat_layout(v, seat, area, **how)
                if how.get("compact"):
                    compact.add(seat)

        if total() > area.height:  # the designs' metals in words first give up their room
            layouts = {
                seat: self.mat_layout(v, seat, area, compact=False, metal=False) for seat in order
            }
        mine = [acting] if acting in layouts else []
        held = [] if self.mat_in_play() else mine  # its chips are not clicked now
        give_way(others, compact=True)
        give_way(mine, compact=False, dense=True)
        give_way(others, compact=True, wrap=False)
        give_way(held, compact=True)
        give_way(held, compact=True, wrap=False)
        give_way(others, compact=True, brief=True)
        give_way(held, compact=True, brief=True)
        for seat in order:  # room the last steps freed goes back to the summaries, in order
            for how in ({"wrap": False}, {}):
                if seat in compact:
                    before = layouts[seat]
                    layouts[seat] = self.mat_layout(v, seat, area, compact=True, **how)
                    if total() > area.height or layouts[seat][0] < before[0]:
                        layouts[seat] = before
        self.compact = compact
        self.mat_layouts = {}
        self.mat_chip_boxes: dict[str, pygame.Rect] = {}  # every chip, drawn or not (a report)
        y = area.y
        for seat in order:
            height, chips, captions = layouts[seat]
            height = min(height, area.bottom - y)
            rect = pygame.Rect(area.x, y, area.width, height)
            self.rects[f"mat:{seat}"] = rect
            for k, r, *_rest in chips:
                self.mat_chip_boxes[f"mat:{seat}/{k}"] = r.move(0, y)
            moved = [
                (k, r.move(0, y), tip, text, style)
                for k, r, tip, text, style in chips
                if r.bottom + y <= rect.bottom
            ]
            self.mat_layouts[seat] = (moved, [(c, cy + y) for c, cy in captions])
            if v.mine is not None:
                self.tips.append((self.workers_rect(v, seat, rect), self.workers_words(v, seat)))
            if seat in compact:
                self.tips.append((rect, self.mat_summary(v, seat)))
            for key, r, tip, _text, style in moved:
                self.tips.append((r, tip))
                if seat != me or style == "card":
                    continue
                kind, ident = key.split(":", 1)
                value: object = int(ident) if kind == "adv" else ident
                self.add(
                    key, r, lambda k=kind, x=value: self.pick_mat(k, x), self.live_mat(kind, value)
                )
            y += height + gap

    def mat_in_play(self) -> bool:
        """Whether the acting seat's mat is clicked now (equipping, unassigning, levelling)."""
        return any(isinstance(a, (Equip, Unassign, Levels)) for a in self.legal)

    def equip_matches(self, kind: str, value: object) -> list[Equip]:
        chosen = dict(self.equip)
        chosen[kind] = value
        return [
            a
            for a in self.legal
            if isinstance(a, Equip)
            and all(
                want is None or getattr(a, field) == want
                for field, want in (
                    ("adv", chosen["adv"]),
                    ("design", chosen["design"]),
                    ("quest", chosen["quest"]),
                )
            )
        ]

    def level_choice(self) -> list[Levels]:
        return [a for a in self.legal if isinstance(a, Levels)]

    def live_mat(self, kind: str, value: object) -> bool:
        levels = self.level_choice()
        if levels:
            return kind == "adv" and any(value in a.advs for a in levels)
        if self.equip[kind] == value:
            return True
        if kind == "adv" and not any(self.equip.values()) and Unassign(value) in self.legal_set:
            return True
        return bool(self.equip_matches(kind, value))

    def pick_mat(self, kind: str, value: object) -> None:
        levels = self.level_choice()
        if levels:
            self.pick_level(kind, value, levels)
            return
        if self.equip[kind] == value:
            self.equip[kind] = None
            self.changed()
            return
        if not self.equip_matches(kind, value):
            if kind == "adv" and Unassign(value) in self.legal_set:
                self.equip = {"adv": value, "design": None, "quest": None}
                self.changed()
                return
            self.refuse(self.sample_equip(kind, value))
            return
        self.equip[kind] = value
        if all(self.equip[k] is not None for k in ("adv", "design", "quest")):
            action = Equip(self.equip["adv"], self.equip["design"], self.equip["quest"])  # type: ignore[arg-type]
            if action in self.legal_set:
                self.act(action)
                return
            self.equip[kind] = None
            self.refuse(action)
            return
        self.changed()

    def sample_equip(self, kind: str, value: object) -> Action:
        """An equip built from the click and the picks so far, for the engine's reason."""
        seat = self.me()
        data = self.view.seats[seat if seat is not None else 0]
        chosen = dict(self.equip)
        chosen[kind] = value
        adv = chosen["adv"] if chosen["adv"] is not None else data.advs[0].id
        design = chosen["design"] or data.designs[0]
        quest = chosen["quest"] or (data.quests[0].id if data.quests else "-")
        return Equip(adv, design, quest)  # type: ignore[arg-type]

    def pick_level(self, kind: str, value: object, levels: list[Levels]) -> None:
        if kind != "adv" or not any(value in a.advs for a in levels):
            self.scene.reject(
                Refusal(
                    tr("Choose the adventurers who gain a level: click them on your mat."),
                    "rewards",
                )
            )
            return
        if value in self.picks:
            self.picks.remove(value)
            self.changed()
            return
        self.picks.append(value)
        size = len(levels[0].advs)
        if len(self.picks) >= size:
            wanted = sorted(self.picks)
            for a in levels:
                if sorted(a.advs) == wanted:
                    self.act(a)
                    return
            self.picks = []
            self.refuse(Levels(tuple(wanted)))
            return
        self.changed()

    def equip_preview(self, qid: str) -> Preview | None:
        """The quest's requirement if the picked adventurer and design went on it (engine)."""
        seat = self.me()
        adv, design = self.equip["adv"], self.equip["design"]
        if seat is None or adv is None or design is None:
            return None
        action = Equip(adv, design, qid)  # type: ignore[arg-type]
        key = ("equip", self.history_len, action)
        if self._preview is not None and self._preview.key == key:
            return self._preview
        if action not in self.legal_set:
            return None
        state = self.scene.view_after(action)
        req = next(r for r in info.quest_status(state, seat) if r.quest == qid)
        lines = [self.requirement_line(req)]
        self._preview = Preview(key, tr("With this weapon on the quest:"), lines)
        return self._preview

    def requirement_line(self, req) -> str:
        c = self.world.content
        card = c.all_quests[req.quest]
        missing = (
            tr(" (+3 for each missing type: {types})", types=types_words(req.missing))
            if req.missing
            else ""
        )
        verdict = tr("met") if req.met else tr("not met")
        return tr(
            "{name}, step {step} of {steps}: power {power} against {needed}{missing}: {verdict}",
            name=card.name,
            step=req.step + 1,
            steps=card.steps,
            power=req.power,
            needed=req.needed,
            missing=missing,
            verdict=verdict,
        )
