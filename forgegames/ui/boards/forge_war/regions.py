"""What each part of the Forge War board shows, as values (regions): the frame compares them
before and after a move to mark what changed; and the panels' boxes for the layout check."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.board_info import (
    owned_designs,
)
from forgegames.games.forge_war.state import FWState
from forgegames.ui.boards.forge_war.look import (
    KINDS,
    empty_space_note,
)
from forgegames.ui.boards.forge_war.part import Part


class Regions(Part):
    """The board's regions and boxes, read from its panels as laid out."""

    def regions(self, state: FWState) -> dict[str, tuple[pygame.Rect, Hashable]]:
        """Each mine hex, the round track, each market space, each quest offer slot, each
        player mat and, where shown, the acting seat's merchant.

        Rectangles come from the layout built for the game on screen (market spaces, mats and
        the mine's hexes are sized by it). The prompt, the acting seat's frame and the
        legal-move outlines follow the turn rather than the game and are left out.
        """
        if not self.board.rect.width:
            return {}  # not laid out yet
        if self.scene.moves_made() != self.board.history_len:
            self.board.refresh()  # asked before the board rebuilt for the new position
        out: dict[str, tuple[pygame.Rect, Hashable]] = {}
        mine = state.mine
        if mine is not None and self.board.view.mine is not None:
            for h in mine.board.hexes:
                rect = self.board.mine.hex_rect(h).clip(self.board.mine.shown)
                out[f"hex:{h.q},{h.r}"] = (rect, hex_part(state, h))
        elif mine is not None:  # no mine on screen to place the hexes on
            parts = tuple(hex_part(state, h) for h in mine.board.hexes)
            out["mine"] = (self.board.mine.rect, parts)
        track = (state.round, state.phase == "over", tuple(tuple(t) for t in state.tiles))
        out["rounds"] = (self.board.rects["rounds"], track)
        for key, rect in self.board.rects.items():
            if key.startswith("space:"):
                out[key] = (rect, self.space_part(state, key[6:]))
        for slot, qid, cost in info.quest_offer(state):
            key = f"slot:{slot}"
            if key in self.board.rects:
                out[key] = (self.board.rects[key], (qid, cost))
        for seat in range(state.players):
            out[f"mat:{seat}"] = (self.board.rects[f"mat:{seat}"], mat_part(state, seat))
        acting = info.acting_seat(state)
        if acting is not None and state.phase not in ("setup", "wealth", "place", "over"):
            panel = info.merchant_panel(state, acting)
            box = self.board.context.merchant_box(
                self.board.context.merchant_top_for(panel, acting)
            )
            out["merchant"] = (box, merchant_part(state, acting, panel))
        return out

    def quiet_parts(self, before: FWState, after: FWState) -> tuple[str, ...]:
        """Across a new round the marks keep to the players' moves (the mine's hexes, the
        seats' mats): the round track, the market's spaces, the quest offer and the merchant
        change by themselves then (refills, prices, a new round), and marking them all lit up
        most of the board after every round (issue 39: the marks read as noise)."""
        if before.round == after.round:
            return ()
        return ("rounds", "space:", "slot:", "merchant")

    def boxes(self) -> dict[str, pygame.Rect]:
        """The board's panels and what each holds (see ``BoardBase.boxes``): the mine, the
        context panel (its prompt, the merchant's box and its buttons, or the wealth cards),
        the action strip's buttons, the market (the round track, its spaces and their cards),
        the quest offer's cards and the mats with every chip laid out on them, drawn or not."""
        if not self.board.rect.width:
            return {}
        out = {
            "mine": self.board.mine.shown,  # as drawn: without a foot the context covers
            "context": self.board.context.rect,
            "market": self.board.market.rect,
            "offer": self.board.offer.rect,
            "mats": self.board.mats.rect,
        }
        buttons = [b.rect for b in self.board.group.buttons]
        if buttons:
            out["actions"] = buttons[0].unionall(buttons[1:])
        if hasattr(self.board.context, "prompt_bottom"):
            top = self.board.context.rect.y + self.px(6)
            out["context/prompt"] = pygame.Rect(
                self.board.context.rect.x,
                top,
                self.board.context.rect.width,
                self.board.context.prompt_bottom - top,
            )
        cards = {cid: sp for sp, tiles in self.board.market.row1_spaces() for cid, _ in tiles}
        for key, rect in self.board.rects.items():
            kind, _, ident = key.partition(":")
            if kind in ("rounds", "space"):
                out[f"market/{key}"] = rect
            elif kind == "card" and ident in cards:
                out[f"market/space:{cards[ident]}/{key}"] = rect
            elif kind == "round":
                out[f"market/rounds/{key}"] = rect
            elif kind == "clerk":
                out[f"market/space:clerk/{key}"] = rect
            elif kind == "slot":
                out[f"offer/{key}"] = rect
                qid = self.board.view.quests["offer"][int(ident)] if self.board.view else None
                if qid:  # its steps line, which must stay on the card
                    out[f"offer/{key}/steps"] = self.board.offer.offer_quest_spot(qid, rect)[1]
            elif kind == "mat":
                out[f"mats/{key}"] = rect
            elif kind == "wealth":
                out[f"context/{key}"] = rect
            elif kind in ("buy", "sell", "stall"):
                out[f"context/merchant/{key}"] = rect
        if any(k.startswith("context/merchant/") for k in out):
            out["context/merchant"] = self.board.context.merchant_box(
                self.board.context.merchant_top
            )
        for key, rect in getattr(self.board.mats, "mat_chip_boxes", {}).items():
            out[f"mats/{key}"] = rect
        return out

    def space_part(self, v: FWState, space: str) -> Hashable:
        """What a market space shows: who stands on it and what it offers."""
        taken = tuple(v.market["spaces"].get(space, []))
        if space == "discard":
            return len(v.market["discard"])
        if space in ("barracks", "road"):
            return taken
        if space == "clerk":
            claims = v.market["claims"]
            public = v.market["public"]
            prices = tuple((d, info.clerk_price(v, d), tuple(claims.get(d, []))) for d in public)
            return taken, prices
        last = info.is_last_round(v)
        shown = last and v.phase in ("market", "quest", "rewards", "over")
        tiles = tuple(cid for cid, _ in self.board.market.space_tiles(v, space, shown))
        holders = tuple(
            tuple(seat for seat, data in enumerate(v.seats) if cid in data.end_bonuses)
            for cid in tiles
        )
        empty = not self.board.market.space_tiles(v, space, last and v.phase != "mine")
        note = empty_space_note(v.phase) if empty else ""
        return taken, last, tiles, holders, note


def hex_part(v: FWState, h: Hex) -> Hashable:
    """A mine hex: its resource, its board piece, and the worker or overseer on it."""
    assert v.mine is not None
    board = v.mine.board
    return board.resources[h], board.pieces[h], v.mine.workers.get(h), v.mine.overseers.get(h)


def mat_part(v: FWState, seat: int) -> Hashable:
    """A player mat: place in player order, gold, prestige, resources, workers in the mine,
    adventurers (level, weapon, quest), designs, cards and each quest's progress."""
    data = v.seats[seat]
    pool = data.pool
    resources = tuple(
        (rid, pool.get(rid, 0)) for rid in KINDS if KINDS[rid].stage <= 1 or pool.get(rid)
    )
    workers = v.mine.worker_count(seat) if v.mine is not None else None
    advs = tuple((a.id, a.level, a.weapon, a.quest) for a in data.advs)
    quests = tuple(
        (entry.id, entry.pos, req.power, req.needed, req.missing)
        for entry, req in zip(data.quests, info.quest_status(v, seat), strict=True)
    )
    return (
        v.order.index(seat),
        data.gold,
        data.prestige,
        resources,
        workers,
        advs,
        tuple(owned_designs(v, seat)),
        tuple(data.bonus),
        tuple(data.end_bonuses),
        quests,
    )


def merchant_part(v: FWState, acting: int, panel: info.MerchantPanel) -> Hashable:
    """The acting seat's merchant: prices, its stock of each resource, which deals are open,
    what is left this round and its stalls."""
    pool = v.seats[acting].pool
    lines = tuple(
        (
            line.resource,
            pool.get(line.resource, 0),
            line.buy_price,
            line.sell_price,
            line.buy is not None,
            line.sell is not None,
        )
        for line in panel.lines
    )
    stalls = tuple((s.card, tuple(sorted(a.give for a in s.actions))) for s in panel.stalls)
    return acting, lines, panel.buys_left, panel.sells_left, stalls
