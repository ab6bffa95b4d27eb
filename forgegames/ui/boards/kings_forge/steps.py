"""A computer player's King's Forge step held on screen so a person can follow it (playtest 11:
"computer moves are hard to follow"): the card it claimed, discarded or crafted back on its
place as it looked before the move (the game turns the next card up at once), the dock or die
it used, or its tray, outlined in its colour under a short label; a craft's label shows the dice
paid. A roll for the next craft turn is shown as a step of its own, after the move's. The
frame holds these for the pace's time (``ComputerTurns.show_step``); the move's motion (a card
flying to its tray, the dice tumbling) follows them."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import N_, tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import (
    Bonus,
    Claim,
    Copy,
    Craft,
    Discard,
    Dock,
    End,
    Mark,
    Pass,
    Pay,
    Reroll,
    Roll,
    Sixes,
    Steal,
    Visit,
)
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import theme
from forgegames.ui.animation import Animation, Caption, Paint, linear, snapshot
from forgegames.ui.boards.kings_forge.gather import held_card
from forgegames.ui.boards.kings_forge.look import draw_die
from forgegames.ui.boards.kings_forge.part import Table
from forgegames.ui.boards.kings_forge.table import FELT

CLAIM_WORDS = {
    "top": N_("{name} claims the top action"),
    "bottom": N_("{name} claims the bottom action"),
}

SIMPLE_WORDS = {
    Visit: N_("{name} goes to the docks"),
    Dock: N_("{name} uses this dock"),
    Pass: N_("{name} passes"),
    Pay: N_("{name} places a die"),
    Bonus: N_("{name} uses a bonus"),
    Sixes: N_("{name} turns every 1 into a 6"),
    Mark: N_("{name} picks a die to re-roll"),
    Reroll: N_("{name} re-rolls"),
    End: N_("{name} ends the craft turn"),
}
"""The label of each step that needs no card's name (any other move: the move's own words)."""


def bot_step(
    board: Table, before: KFState, after: KFState, action: Action, seat: int, ms: int
) -> list[Animation]:
    """The captions that show ``seat``'s move ``action`` (``before`` to ``after``) for ``ms``,
    then the roll it led to for as long."""
    scene = board.scene
    place, picture = where(board, before, after, action, seat)
    out = []
    if place is not None and place.width:
        s = scene.scale
        label, tag = label_and_tag(board, before, after, action, seat, place, picture)
        if isinstance(action, Visit):  # over the docks' heading: the docks are the step
            tag.midtop = (place.centerx, place.top + max(2, round(3 * s)))
            tag.clamp_ip(board.rect)
            tag.union_ip(board.geo.docks_head())  # the whole of it, no word half hidden
        dock = dock_used(before, action)
        if dock:  # in the row's free end, never over the row's own dice and gain
            label, tag = dock_tag(board, place, dock, label, seat)
        paint = caption(place, scene.seat_colour(seat).rgb, label, tag, picture, scene.scale)
        if scene.lesson_holds():  # the lesson's note speaks of it: until Next
            held = action.card if isinstance(action, Claim | Copy) else ""
            out.append(UntilRead(ms, paint, scene.lesson_holds, held))
        else:
            out.append(Animation(ms, paint, linear))
    out += dice_left(board, before, after, action, seat, ms)
    fresh = after.phase == PHASE_CRAFT and (
        before.phase != PHASE_CRAFT or before.turn != after.turn
    )
    if fresh and after.pool:
        roll = roll_step(board, after, ms, ms if out else 0)
        roll.unseen_ms = roll.delay_ms  # after the move's own step
        out.append(roll)
    return out


def label_and_tag(
    board: Table,
    before: KFState,
    after: KFState,
    action: Action,
    seat: int,
    place: pygame.Rect,
    picture: pygame.Surface | None,
) -> tuple[pygame.Surface, pygame.Rect]:
    """A step's label and where it goes (``tag_place``, over a card's whole foot): its words
    in one line, else on two lines (the dice under them) where that covers less of the
    board's figures, else the seat's name alone where even that covers some (the outline
    in the seat's colour says the rest; playtest 26: with four seats at 1024x640 "Dario
    steals Iron Golem with" and four dice found no room by his tray)."""
    s = board.scene.scale
    room = max(int(90 * s), place.width - 2 * max(3, round(5 * s)) - 4 * max(2, round(3 * s)))
    avoid, hides = figures(board, after, place), place if picture is not None else None

    def spot(words: pygame.Surface) -> tuple[pygame.Rect, int]:
        tag, _ = tag_place(board, after, place, words.get_size(), hides is not None)
        tag = over_the_foot(board, before, place, tag)
        return tag, _covered(tag, avoid, hides)

    label = step_label(board, before, action, seat)
    tag, covers = spot(label)
    for other in (step_label(board, before, action, seat, room), seat_label(board, seat)):
        if not covers:
            break
        other_tag, less = spot(other)
        if less < covers:
            label, tag, covers = other, other_tag, less
    return label, tag


def seat_label(board: Table, seat: int) -> pygame.Surface:
    """A step's shortest label: the seat's name."""
    return theme.text(board.scene.seat_name(seat), int(14 * board.scene.scale))


class UntilRead(Animation):
    """A computer's step the lesson's note speaks of: shown (``ms`` at least) until the note
    is read, so what the note says is on the board while it is read (playtest 15: the note
    said Bruno's dice go on the South Mine's boxes, and the card had already left). A click
    or a key while reading leaves it (playtest 28: a click turned the next card up under the
    note); ``card``: the gather card it holds back on its place (its seat's row names it
    once the note is read)."""

    def __init__(self, ms: int, paint: Paint, holds: Callable[[], bool], card: str = "") -> None:
        super().__init__(ms, paint, linear)
        self.holds = holds
        self.card = card

    @property
    def read_on(self) -> bool:
        return self.holds()

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay_ms + self.duration_ms and not self.holds()


def held_back(board: Table) -> str:
    """The gather card a lesson's held step shows back on its place (``UntilRead``), not yet
    in its seat's row; '' when none is."""
    running = board.scene.animations.running
    return next((a.card for a in running if isinstance(a, UntilRead) and not a.done), "")


def computer_roll(board: Table, before: KFState, after: KFState, lead_ms: int) -> list[Animation]:
    """A computer player's roll brought about by a person's move (the gather phase over, a
    person's craft turn over): once its dice have settled (``lead_ms``), "Bruno rolls" on
    them for the computer's pace, and its next move waits for it (playtest 16: the roll went
    by before it could be read). A computer's own move that leads to a roll shows it as a
    step of its own (``bot_step``)."""
    scene = board.scene
    fresh = after.phase == PHASE_CRAFT and (
        before.phase != PHASE_CRAFT or before.turn != after.turn
    )
    mover = scene.last_mover()
    if not fresh or not after.pool or mover is None or scene.is_bot(mover):
        return []
    if not scene.is_bot(after.turn) or scene.bot_delay_ms() <= 0:
        return []
    roll = roll_step(board, after, scene.bot_delay_ms(), lead_ms)
    roll.unseen_ms = lead_ms  # after the tumble
    return [roll]


def roll_step(board: Table, after: KFState, ms: int, delay_ms: int) -> Animation:
    """ "{name} rolls" on the roll's heading and dice, in the roller's colour, for ``ms``."""
    scene = board.scene
    roller = after.turn
    dice = [rect for _, rect in board.geo.pool_dice(after)]
    words = theme.text(tr("{name} rolls", name=scene.seat_name(roller)), int(14 * scene.scale))
    area = board.geo.roll_head().unionall(dice)
    tag, _ = tag_place(board, after, area, words.get_size())
    paint = caption(area, scene.seat_colour(roller).rgb, words, tag, None, scene.scale)
    return Animation(ms, paint, linear, delay_ms=delay_ms)


def dice_left(
    board: Table, before: KFState, after: KFState, action: Action, seat: int, ms: int
) -> list[Animation]:
    """A craft, a steal or an End that ended ``seat``'s craft turn: the dice it left unused
    stay on the craft table, under their roll's heading, for as long as the step is shown
    (the next crafter's roll, already under them, is shown next): playtest 16 saw the
    computer's roll only in the log, and playtests 31 and 32 saw a computer's roll that made
    nothing leave the table as its End was shown ("the roll and the end at once"). An End
    that hands the table to a person leaves it to their roll at once (playtest 30)."""
    if after.phase != PHASE_CRAFT:  # the round is over: its gather cards lie there now
        return []
    if before.phase != PHASE_CRAFT or before.turn != seat or after.turn == seat:
        return []
    if not isinstance(action, (Craft, Steal, End)):
        return []
    if isinstance(action, End) and not board.scene.is_bot(after.turn):
        return []  # a person's own roll is theirs at once (playtest 30)
    used = set(getattr(action, "dice", ()))
    if all(die.id in used for die in before.pool):
        return []
    rect, picture = roll_picture(board, before, used)
    return [Animation(ms, lambda surface, _p: surface.blit(picture, rect), linear)]


def roll_picture(
    board: Table, state: KFState, used: set[int] | frozenset[int] = frozenset()
) -> tuple[pygame.Rect, pygame.Surface]:
    """The craft table's roll as ``state`` shows it: its heading (whose roll) and its dice
    (but ``used``), where the table draws them; the place and the picture."""
    geo, s = board.geo, board.scene.scale
    dice = geo.pool_dice(state)
    area = geo.roll_head().unionall([rect for _, rect in dice]).inflate(0, int(4 * s))
    area = area.clip(geo.mid_rect)
    picture = pygame.Surface(area.size, pygame.SRCALPHA)
    picture.fill(FELT)
    words = tr("{name}'s roll", name=board.scene.seat_name(state.turn))
    heading = theme.text(words, int(15 * s), theme.TEXT_DIM, True)
    head = geo.roll_head()
    picture.blit(heading, (head.x + 10 - area.x, head.y + 8 - area.y))
    for die, (_, rect) in zip(state.pool, dice, strict=True):
        if die.id not in used:
            draw_die(picture, rect.move(-area.x, -area.y), die.colour, die.value)
    return area, picture


def where(
    board: Table, before: KFState, after: KFState, action: Action, seat: int
) -> tuple[pygame.Rect | None, pygame.Surface | None]:
    """The place ``action`` acted on, and its picture as it was before when the move took it
    away (a card claimed, discarded or crafted; a gather card bright, as it is printed, not
    as the veiled row showed it while the computer player chose)."""
    picture = board.scene.last_picture
    geo = board.geo
    row = geo.gather_cards(before, getattr(board, "drawn_mid", None))
    if isinstance(action, (Claim, Discard)):  # the card's own face: the row was veiled
        rect = dict(row).get(action.card)
        if rect is None:
            return None, None
        face = board.face("gather", action.card, rect, board.gather.paint_gather_card)
        return rect, placed_on(board, after, seat, action, rect, face)
    if isinstance(action, Pay) and before.task == "dock":  # the dock being paid for
        return dict(geo.dock_rows()).get(before.task_card), None
    if isinstance(action, (Copy, Pay)):  # the card being paid for (the Workshop for a copy)
        held = [rect for i, (_, rect) in enumerate(row) if held_card(before, i) is not None]
        if isinstance(action, Copy):
            held = [rect for card, rect in row if card == "workshop"]
        if held:
            shot = snapshot(picture, held[0])
            if isinstance(action, Pay) and shot is not None:  # the last die: the card paid
                card = before.task_card if before.task == "claim" else ""
                shot = placed_on(board, after, seat, Claim(card, before.task_side), held[0], shot)
            return held[0], shot
    if isinstance(action, Dock):
        return dict(geo.dock_rows()).get(action.action), None
    if isinstance(action, Visit):
        return geo.docks_head().unionall([rect for _, rect in geo.dock_rows()]), None
    if isinstance(action, Craft):
        rect = dict(geo.king_cards(before)).get(action.card)
        return rect, None if rect is None else snapshot(picture, rect)
    if isinstance(action, Steal) and after.phase == PHASE_CRAFT:  # (else: the tray's label)
        crafted = {before.crafted[i].card: rect for i, rect in geo.crafted_cards(before)}
        rect = crafted.get(action.card)
        return rect, None if rect is None else snapshot(picture, rect)
    ends = isinstance(action, End) and before.pool and after.phase == PHASE_CRAFT
    if ends and not person_rolls(board, after):  # the dice it ends with, until the next roll
        return roll_picture(board, before)
    # (not once the round is over: the new round's gather cards lie there, and the roll's
    # picture covered three of them until the lesson's Next, playtest 24; the tray's label)
    if isinstance(action, Reroll) and before.marked:  # the dice it re-rolls, as they were
        places = dict(geo.pool_dice(before))
        rects = [places[d] for d in before.marked if d in places]
        if rects:
            return rects[0].unionall(rects[1:]), None
    if isinstance(action, (Bonus, Mark)) and action.die >= 0 and after.phase == PHASE_CRAFT:
        rects = [rect for die, (_, rect) in zip(after.pool, geo.pool_dice(after), strict=True)]
        ids = [die.id for die in after.pool]
        if action.die in ids:
            return rects[ids.index(action.die)], None
    trays = geo.tray_rects(after)
    return (trays[seat] if seat < len(trays) else None), None


def person_rolls(board: Table, after: KFState) -> bool:
    """Whether ``after``'s craft turn is a person's, with their roll on the table: the table
    shows that roll at once, not the computer's last one over it (playtest 30: the prompt and
    the log spoke of Alice's roll while "Bruno's roll" still covered it, and her one choice,
    ending the turn, took it away unseen; Bruno's end is labelled on his tray)."""
    return after.phase == PHASE_CRAFT and bool(after.pool) and not board.scene.is_bot(after.turn)


def placed_on(
    board: Table,
    after: KFState,
    seat: int,
    claim: Claim | Discard,
    rect: pygame.Rect,
    face: pygame.Surface,
) -> pygame.Surface:
    """The claimed card's ``face`` (drawn at ``rect``) with the dice ``seat`` placed on the
    claimed action's boxes, as ``after`` records them, once the claim is paid: the card is
    shown with its dice on it before it goes to the seat's row (playtest 15: the lesson said
    Bruno's dice go on its boxes, and the card had already gone)."""
    if not isinstance(claim, Claim):
        return face
    placed = [p for p in after.placements if p.seat == seat and p.card == claim.card]
    if not placed or not placed[-1].dice:
        return face
    out = face.copy()
    at = pygame.Rect((0, 0), rect.size)
    board.gather.draw_placed(out, at, claim.card, claim.side, placed[-1].dice, seat)
    return out


def over_the_foot(
    board: Table, before: KFState, place: pygame.Rect, tag: pygame.Rect
) -> pygame.Rect:
    """A gather card's step label at the card's foot covers its whole discard line, not a
    part of it (playtest 17: "Bruno claims the top action" lay over "Discard for the docks",
    whose frame and words showed around it)."""
    if before.phase == PHASE_CRAFT:
        return tag
    cards = board.geo.gather_cards(before, getattr(board, "drawn_mid", None))
    card = next((card for card, rect in cards if rect == place), None)
    if card is None:
        return tag
    foot = board.geo.action_rects(place, card)["discard"]
    return tag.union(foot) if tag.colliderect(foot) else tag


def dock_used(before: KFState, action: Action) -> str:
    """The dock ``action`` uses or pays for, or ""."""
    if isinstance(action, Dock):
        return action.action
    if isinstance(action, Pay) and before.task == "dock":
        return before.task_card
    return ""


def dock_tag(
    board: Table, row: pygame.Rect, dock: str, label: pygame.Surface, seat: int
) -> tuple[pygame.Surface, pygame.Rect]:
    """A dock step's label and its tag at the right end of the dock's row, clear of the
    row's dice, arrow and gain (playtest 15: "Bruno uses this dock" lay over them, the tag
    placed like a card's, inside its foot); the seat's name alone where the words do not fit
    there (the row is outlined in the seat's colour all the same)."""
    s = board.scene.scale
    line, pad = max(2, round(3 * s)), max(3, round(5 * s))
    words = board.geo.dock_label(board.world.content.docks[dock])
    room = row.right - line - (row.x + 4 + words.get_width() + pad)
    if label.get_width() + 2 * pad > room:
        label = seat_label(board, seat)
    tag = pygame.Rect(0, 0, min(room, label.get_width() + 2 * pad), label.get_height() + pad // 2)
    tag.midright = (row.right - line, row.centery)
    return label, tag


def step_label(
    board: Table, before: KFState, action: Action, seat: int, room: int | None = None
) -> pygame.Surface:
    """The step's words (the seat's name first) and, for a craft or a steal, the dice paid;
    words wider than ``room`` go on two lines or more, and the dice under them where they
    would make it wider, so the label keeps to its card (playtest 26: at 1024x640 "Dario
    crafts the Axe with" and its dice lay over the next king's card's name)."""
    scene = board.scene
    s = scene.scale
    name = scene.seat_name(seat)
    world = board.world
    if isinstance(action, Claim):
        words = tr(CLAIM_WORDS.get(action.side, CLAIM_WORDS["top"]), name=name)
    elif isinstance(action, Copy):
        words = tr("{name} copies {card}", name=name, card=world.card_name(action.card))
    elif isinstance(action, Discard):
        words = tr("{name} discards {card}", name=name, card=world.card_name(action.card))
    elif isinstance(action, Craft):
        words = tr("{name} crafts {card} with", name=name, card=world.card_name(action.card))
    elif isinstance(action, Steal):
        words = tr("{name} steals {card} with", name=name, card=world.card_name(action.card))
    elif type(action) in SIMPLE_WORDS:
        words = tr(SIMPLE_WORDS[type(action)], name=name)
    else:
        words = tr("{name}: {what}", name=name, what=scene.describe(action))
    text = theme.text(words, int(14 * s))
    if room is not None and text.get_width() > room:
        text = stacked(theme.wrap(words, int(14 * s), room), int(14 * s))
    rolled = gamble_roll(board, before, action, seat)
    if rolled is not None:
        return under(text, roll_row(board, *rolled))
    paid = getattr(action, "dice", ()) if isinstance(action, (Craft, Steal)) else ()
    pool = {die.id: die for die in before.pool}
    dice = [pool[i] for i in paid if i in pool]
    if not dice:
        return text
    side, gap = max(12, int(20 * s)), max(2, int(3 * s))
    row = len(dice) * (side + gap) - gap
    if room is not None and text.get_width() + 2 * gap + row > room:  # the dice under it
        label = pygame.Surface(
            (max(text.get_width(), row), text.get_height() + gap + side), pygame.SRCALPHA
        )
        label.blit(text, ((label.get_width() - text.get_width()) // 2, 0))
        x, y = (label.get_width() - row) // 2, text.get_height() + gap
    else:
        label = pygame.Surface(
            (text.get_width() + 2 * gap + row, max(side, text.get_height())), pygame.SRCALPHA
        )
        label.blit(text, (0, (label.get_height() - text.get_height()) // 2))
        x, y = text.get_width() + 2 * gap, (label.get_height() - side) // 2
    for die in dice:
        draw_die(label, pygame.Rect(x, y, side, side), die.colour, die.value)
        x += side + gap
    return label


ROLL_WORDS = {True: N_("rolled: kept"), False: N_("rolled: not kept")}
"""Under a claim's label, beside the die its action rolled: whether the seat kept it."""


def gamble_roll(
    board: Table, before: KFState, action: Action, seat: int
) -> tuple[str, int, bool] | None:
    """For ``seat``'s claim of an action that rolls a die (the Garden's, the Tavern's), just
    made: the die's colour code, the value it showed (the roll that followed the claim in
    the game's history) and whether it is now on the seat's smithy; None for other moves."""
    if not isinstance(action, Claim):
        return None
    spec = board.world.content.actions.get((action.card, action.side))
    effect = next((e for e in spec.effects if e.kind == "gamble"), None) if spec else None
    if effect is None:
        return None
    scene = board.scene
    recent = list(scene.played(max(0, scene.moves_made() - 8)))
    mine = [i for i, e in enumerate(recent) if e.actor == seat and e.action == action]
    rolls = [e.action for e in recent[mine[-1] + 1 :] if isinstance(e.action, Roll)] if mine else []
    if not rolls:
        return None
    colour, at = info.COLOUR_CODE[effect.colour], info.CI[info.COLOUR_CODE[effect.colour]]
    kept = board.state.players[seat].smithy[at] > before.players[seat].smithy[at]
    return colour, rolls[0].value, kept


def roll_row(board: Table, colour: str, value: int, kept: bool) -> pygame.Surface:
    """The die a claim rolled, drawn with its pips, and whether it was kept."""
    s = board.scene.scale
    side, gap = max(12, int(20 * s)), max(2, int(3 * s))
    words = theme.text(tr(ROLL_WORDS[kept]), int(14 * s))
    size = (side + gap + words.get_width(), max(side, words.get_height()))
    row = pygame.Surface(size, pygame.SRCALPHA)
    row.blit(words, (side + gap, (row.get_height() - words.get_height()) // 2))
    draw_die(row, pygame.Rect(0, (row.get_height() - side) // 2, side, side), colour, value)
    return row


def under(top: pygame.Surface, bottom: pygame.Surface) -> pygame.Surface:
    """``top`` over ``bottom``, both centred."""
    gap = 2
    width = max(top.get_width(), bottom.get_width())
    out = pygame.Surface((width, top.get_height() + gap + bottom.get_height()), pygame.SRCALPHA)
    out.blit(top, ((width - top.get_width()) // 2, 0))
    out.blit(bottom, ((width - bottom.get_width()) // 2, top.get_height() + gap))
    return out


def stacked(lines: tuple[str, ...], size: int) -> pygame.Surface:
    """``lines`` one under another, centred."""
    drawn = [theme.text(line, size) for line in lines]
    step = theme.font(size).get_linesize()
    out = pygame.Surface((max(d.get_width() for d in drawn), step * len(drawn)), pygame.SRCALPHA)
    for i, d in enumerate(drawn):
        out.blit(d, ((out.get_width() - d.get_width()) // 2, i * step))
    return out


def figures(board: Table, state: KFState, place: pygame.Rect) -> list[pygame.Rect]:
    """What a step's label must not cover (playtest 14: "Bruno passes" lay over Alice's
    smithy count, "Bruno claims the bottom action" over the waiting line): the trays (a
    tray's own step: its name, marks, rows of dice and counts and words, each on its own,
    ``TraysPanel.figure_rects``, so the label may lie in its free room), the king's cards,
    the waiting line and the status line (playtest 26: "Bruno passes" over the prompt), the
    docks, the rolled dice and crafted cards and the craft table's two headings (playtest 26:
    "Dario steals the Anvil" lay over "Crafted this round"), the prompt and the strip's buttons;
    ``place`` itself (the step's own card or tray) only where its figures are."""
    geo = board.geo
    out = [geo.line_rect(), geo.status_rect()] + [rect for _, rect in geo.king_cards(state)]
    for seat, tray in enumerate(geo.tray_rects(state)):  # the step's own: its words and dice
        out += board.trays.figure_rects(state, seat, tray) if tray == place else [tray]
    if state.phase == PHASE_CRAFT:
        out += [rect for _, rect in geo.pool_dice(state)]
        out += [rect for _, rect in geo.crafted_cards(state)]
        out += [geo.roll_head(), geo.crafted_head()]
    else:
        out += [rect for _, rect in geo.dock_rows()] + [geo.docks_head()]
        out += [rect for _, rect in geo.gather_cards(state) if rect != place]
    prompt = board.prompts.prompt_rect()
    out += [b.rect for b in board.group.buttons] + ([prompt] if prompt is not None else [])
    out += board.tag_rects()  # the tags of the marks of what changed (``change_tags``)
    return [rect for rect in out if rect != place]


def tag_place(
    board: Table,
    state: KFState,
    place: pygame.Rect,
    size: tuple[int, int],
    hidden: bool = False,
) -> tuple[pygame.Rect, int]:
    """Where a step's label goes, and how many pixels of ``figures`` it covers there: above
    its place, below it, or inside it at the foot (centred: a card's discard line; or at the
    right: a tray's free corner), the first that covers none, else the one that covers least;
    always inside the board, a margin from its edges (playtest 24: "Bruno uses a bonus"
    sat on the window's left edge). ``hidden``: the step shows the place as it was, over
    whatever lies there now, so the label may lie on that (playtest 26: a claimed card's
    label was kept off the card drawn in its slot, under the claimed card's picture, and
    went over the next card's words)."""
    s = board.scene.scale
    line, pad = max(2, round(3 * s)), max(3, round(5 * s))
    tag = pygame.Rect(0, 0, size[0] + 2 * pad, size[1] + pad)
    spots = [
        {"midbottom": (place.centerx, place.y - line)},
        {"midtop": (place.centerx, place.bottom + line)},
        {"midbottom": (place.centerx, place.bottom - 2 * line)},
        {"bottomright": (place.right - 2 * line, place.bottom - 2 * line)},
    ]
    avoid = figures(board, state, place)
    inside = board.rect.inflate(-2 * pad, -2 * pad)  # its frame clear of the window's edge
    best: tuple[int, int, pygame.Rect] | None = None
    for rank, spot in enumerate(spots):
        rect = tag.copy()
        setattr(rect, *next(iter(spot.items())))
        rect.clamp_ip(inside)
        covered = _covered(rect, avoid, place if hidden else None)
        if covered == 0:
            return rect, 0
        if best is None or covered < best[0]:
            best = (covered, rank, rect)
    assert best is not None
    free = free_spot(board, place, tag, avoid, hidden)
    return (free, 0) if free is not None else (best[2], best[0])


def _covered(rect: pygame.Rect, avoid: list[pygame.Rect], hides: pygame.Rect | None) -> int:
    """How many pixels of ``avoid`` ``rect`` covers, but those under ``hides`` (a step's
    picture, which covers them already)."""
    out = 0
    for other in avoid:
        both = rect.clip(other)
        out += _area(both) - (_area(both.clip(hides)) if hides is not None else 0)
    return out


def free_spot(
    board: Table,
    place: pygame.Rect,
    tag: pygame.Rect,
    avoid: list[pygame.Rect],
    hidden: bool = False,
) -> pygame.Rect | None:
    """Where ``tag`` covers none of ``avoid``, on ``place`` or touching it, inside the board,
    nearest the place's middle; None when there is no such spot (playtest 26: with four
    seats at 1024x640 "Bruno passes" lay over Alice's counts, the tray's free end was
    never tried)."""
    area = place.inflate(2 * tag.width, 2 * tag.height).clip(board.rect)
    step = max(2, tag.height // 4)
    spots = [
        pygame.Rect(x, y, tag.width, tag.height)
        for x in range(area.x, area.right - tag.width + 1, step)
        for y in range(area.y, area.bottom - tag.height + 1, step)
    ]
    near = [other for other in avoid if other.colliderect(area)]
    spots = [r for r in spots if r.colliderect(place)]
    if hidden:  # what lies under the place's picture is not seen
        spots = [r for r in spots if not _covered(r, near, place)]
    else:
        spots = [r for r in spots if r.collidelist(near) < 0]
    if not spots:
        return None
    return min(spots, key=lambda r: _distance(r.center, place.center))


def _distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def caption(
    place: pygame.Rect,
    rgb: tuple[int, int, int],
    label: pygame.Surface,
    tag: pygame.Rect,
    picture: pygame.Surface | None,
    scale: float,
) -> Paint:
    """As ``animation.Caption`` draws a step (the place as it was, outlined in the
    seat's colour ``rgb``), with the label's tag at ``tag`` (``tag_place``)."""
    return Caption(place, rgb, label, tag, picture, max(2, round(3 * scale)))
