"""Words the King's Forge board shows: dice colours, payments, gather and docks actions, and the
one-round powers."""

from __future__ import annotations

from forgegames.core.i18n import listing, tr
from forgegames.games.kings_forge.board_info import DICE_WORDS, World, dice_count

COLOUR_NAMES = {
    "M": "metal",
    "W": "wood",
    "G": "gem",
    "X": "magic",
    "L": "Library",
    "C": "Cemetery",
}


def colour_name(code: str) -> str:
    return tr(COLOUR_NAMES[code])


def dice_words(codes) -> str:
    """'7 metal dice and 1 gem die' for a payment, each colour counted once in the order the
    dice come (or 'nothing' when it is free): a long payment's button stays one short line."""
    colours = list(dict.fromkeys(codes))
    return listing([dice_count(c, list(codes).count(c)) for c in colours]) or tr("nothing")


def pay_labels(codes) -> list[str]:
    """The payment's Pay button in ever shorter words, the first best: 'Pay 2 metal dice
    and 1 gem die', 'Pay metal ×2 and gem ×1' (the colours as the '+ metal' buttons beside
    it name them), 'Pay the suggested dice' (the strip keeps its buttons on one row: a
    second row took the gather cards' height, issue 39)."""
    colours = list(dict.fromkeys(codes))
    short = [tr("{die} ×{n}", die=colour_name(c), n=list(codes).count(c)) for c in colours]
    return [
        tr("Pay {dice}", dice=dice_words(codes)),
        tr("Pay {dice}", dice=listing(short)),
        tr("Pay the suggested dice"),
    ]


def needs_words(world: World, card: str) -> str:
    """What craft card ``card`` asks for: '2 metal dice showing 4 or more and 1 gem die
    showing 5 or more' (playtest 9 read a die's pips on a card as 'exactly that number')."""
    slots = world.content.craft[card].slots
    groups = list(dict.fromkeys(slots))
    return listing(
        [
            tr("{dice} showing {n} or more", dice=dice_count(code, slots.count((code, n))), n=n)
            for code, n in groups
        ]
    )


def action_text(world: World, card: str, side: str) -> str:
    """A gather action's summary from the data file (translatable by key)."""
    return world.side_text(card, side)


def paid_words(world: World, card: str, side: str) -> str:
    """What a gather action's coin spaces mean, for its tooltip ('' when it has none): their
    dice are paid, the others only lent until the round ends (playtest 34)."""
    marks = world.content.actions[(card, side)].x
    if not any(marks):
        return ""
    if all(marks):
        return tr("Coin spaces: their dice are paid, to the stock.")
    return tr("Coin spaces: paid to the stock; other dice come back to your smithy.")


def _token_gain(spec, short: bool = False) -> str:
    """The token a docks action gives, by the name the tray and the log give it, or its
    short name (without "token") where the docks' rows are too narrow for the long ones."""
    if short:
        return tr("Automatic 6") if spec.token == "auto6" else tr("+1/+1")
    return tr("Automatic 6 token") if spec.token == "auto6" else tr("+1/+1 token")


def dock_label(spec) -> str:
    """A docks action in a few words: '3 dice → gem die'."""
    cost = tr("{n} dice", n=spec.cost) if spec.cost != 1 else tr("1 die")
    dice = ", ".join(DICE_WORDS[c].die for c, _n in spec.gain)
    return f"{cost} → {_token_gain(spec) if spec.token else dice}"


def dock_picture(spec, short: bool = False) -> str:
    """A docks action for its row (see ``icons.rich``): an any-die space for each die it
    takes, as on the gather cards (playtest 8: the board read as text), an arrow, then a die
    icon for each die it gives, or the token it gives in words (a token's picture is too
    small to read in a docks row at 1024x640), short (see ``_token_gain``) when ``short``."""
    if spec.token:
        gain = _token_gain(spec, short)
    else:
        gain = "".join(f"{{die:{c}}}" * n for c, n in spec.gain)
    return "{space:A}" * spec.cost + " → " + gain


def power_label(world: World, power, source: bool = True) -> str:
    """A one-round ability as a short label, e.g. '+1 ×3 (East Forest)' (without its card
    when ``source`` is false: where the card is named beside it); the +1/+1 token by the name
    the docks, the log and the first-to-pass reward give it."""
    names = {
        "plus": tr("+{n}", n=power.amount),
        "auto6": tr("Automatic 6"),
        "flip": tr("Flip"),
        "sixes": tr("1s become 6s"),
        "reroll": tr("Re-roll"),
        "garden": tr("Garden choice"),
    }
    if power.kind == "plus" and power.token:  # one name everywhere (playtest 15: "+1 ×2 (token)")
        return tr("+1/+1 token") if not power.used else tr("+1/+1 token, one +1 left")
    label = names.get(power.kind, power.kind)
    if power.kind == "plus" and power.uses > 1:
        label += f" ×{power.uses}"
    where = world.card_name(power.source) if power.source in world.content.gather and source else ""
    if power.token:
        where = tr("token")
    return f"{label} ({where})" if where else label
