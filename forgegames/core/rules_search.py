"""Searching a title's rules text the way a teacher types: words in any order, across line
breaks, with or without hyphens, in any plural or -ing/-ed form, without accents, and in the
rulebook's own terms (each title's glossary, ``data/<title>/glossary.yaml``, lists a rulebook
term and the words our text uses for it; "rough terrain" finds "rough ground").

The text is given as passages (a section's heading, each paragraph, each legend entry); a
passage is a hit when it holds any word of the query that matters (small words such as
"the" or "to" count only for the ranking, unless the query has nothing else). Sections are
ranked (issue #39) with a section whose heading is the query's phrase first; then the
sections of the game being read before other variants' (``later``); then those whose heading
holds every word, whose text holds the phrase (small words may stand between: "steal a card"
finds "steal an item", the glossary's card), and the rest; then by how many of the query's
words they hold, how many the heading names, and their best hit (the words close together,
many times). ``sections`` keeps each section's best place. The last word of a query still being
typed also matches the start of a word ("first to p" finds "first to pass"). Pure Python:
the rules browser lays out and draws.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import unicodedata
from collections.abc import Sequence
from pathlib import Path

from forgegames.core.content import load_list
from forgegames.core.errors import ContentError
from forgegames.core.i18n import data_text, language
from forgegames.core.paths import ROOT

GLOSSARY_FILE = "glossary.yaml"
SMALL_WORDS = frozenset(
    re.findall(
        r"\S+",
        "a an and are as at be by do does for from how i in is it my of on or the to what when "
        "who why with you your al con de del el en es la las los lo o para por que se su un una y",
    )
)
"""Words that only rank a hit (a query of nothing else still needs them)."""
IRREGULAR = {"dice": "die"}
"""Plurals no ending rule reaches."""
WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
"""A word: letters and digits, with an apostrophe inside ("King's", "don't")."""


@dataclasses.dataclass(frozen=True)
class Term:
    """One glossary line: the rulebook's term and the words our text uses for it."""

    rulebook: str
    ours: str


@dataclasses.dataclass(frozen=True)
class Passage:
    """A piece of text a hit can be in: a section (``part``) and a place in it (``para``):
    -1 its heading, -2 its id as words (ids are close to the rulebook's names, so they find
    the section in any language), 0 and on its paragraphs and legend entries."""

    part: int
    para: int
    text: str


@dataclasses.dataclass(frozen=True)
class Hit:
    """A passage that holds the query: where its best match starts (a character of the
    passage's text), every matched word's (start, end), and how good it is."""

    part: int
    para: int
    start: int
    spans: tuple[tuple[int, int], ...]
    score: float
    terms: frozenset[int] = frozenset()
    """Which of the query's words that matter (their indexes in the query) it holds."""
    phrase: bool = False
    """It holds every word of the query that matters as one phrase, in the query's order."""


def glossary_path(title_id: str, data_root: Path | None = None) -> Path:
    return (data_root or ROOT / "data") / title_id.replace("-", "_") / GLOSSARY_FILE


def read_glossary(path: Path) -> list[Term]:
    """A glossary file's terms (ContentError names the file and key); no file: none."""
    return load_list(path, "terms", Term, id_field="rulebook") if path.exists() else []


def check_glossaries(data_root: Path) -> list[ContentError]:
    """Every title's glossary file read and validated (check-data): one error per bad file."""
    errors = []
    for path in sorted(data_root.glob(f"*/{GLOSSARY_FILE}")):
        try:
            terms = read_glossary(path)
        except ContentError as exc:
            errors.append(exc)
            continue
        for i, term in enumerate(terms):
            for key in ("rulebook", "ours"):
                if not WORD.search(getattr(term, key)):
                    errors.append(ContentError(str(path), f"terms[{i}].{key}", "has no words"))
    return errors


def synonyms(title_id: str) -> tuple[tuple[str, str], ...]:
    """The title's (rulebook term, our words) pairs; in another language our words are its
    translation (``<title>/glossary/<rulebook term>``), so the rulebook's English term finds
    the translated text, and the pair in English is kept too."""
    return _synonyms(title_id, language())


@functools.cache
def _synonyms(title_id: str, lang: str) -> tuple[tuple[str, str], ...]:
    game = title_id.replace("-", "_")
    pairs = []
    for term in read_glossary(glossary_path(title_id)):
        pairs.append((term.rulebook, term.ours))
        local = data_text(f"{game}/glossary/{term.rulebook}", term.ours)
        if local != term.ours:
            pairs.append((term.rulebook, local))
    return tuple(pairs)


# --- words ---------------------------------------------------------------------------------
def fold(text: str) -> str:
    """Lower case without accents, one character for each of ``text``'s (spans stay true)."""
    out = []
    for char in text:
        low = char.lower() or char
        out.append(unicodedata.normalize("NFD", low)[0])
    return "".join(out)


def stem(word: str) -> str:
    """A word's common root, so plurals and -ing/-ed forms meet: passes, passing, passed ->
    pas; strikes, strike -> strik; cemeteries -> cemetery; ciudades -> ciudad."""
    word = re.sub(r"['’]s$", "", word)
    if word in IRREGULAR:
        return IRREGULAR[word]
    for ending, instead in (("ies", "y"), ("sses", "ss"), ("ing", ""), ("ed", ""), ("es", "")):
        long = word.endswith(ending) and len(word) - len(ending) >= 3
        if long and (ending != "es" or word[-3] in "sxzhdnrl"):
            word = word[: len(word) - len(ending)] + instead
            break
    if word.endswith("ied") and len(word) == 4:  # tied, died: tie, die
        word = word[:-1]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        word = word[:-1]
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    if len(word) > 3 and word[-1] == word[-2]:
        word = word[:-1]
    return word


@dataclasses.dataclass(frozen=True)
class Token:
    forms: frozenset[str]
    """The stems this word matches as (a hyphened word's first part also as the whole:
    "attack-back" matches "attackback" too)."""
    raw: str
    start: int
    end: int


@functools.lru_cache(maxsize=4096)
def tokens(text: str) -> tuple[Token, ...]:
    """The words of ``text`` with their places (cached: a search runs at every key)."""
    folded = fold(text)
    found = [(m.group(), m.start(), m.end()) for m in WORD.finditer(folded)]
    out = []
    for i, (word, start, end) in enumerate(found):
        forms = {stem(word)}
        if i + 1 < len(found) and folded[end : found[i + 1][1]] == "-":
            forms.add(stem(word + found[i + 1][0]))
        out.append(Token(frozenset(forms), word, start, end))
    return tuple(out)


# --- the query -----------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Query:
    """The query as terms: each term a few alternatives (a word, or a glossary phrase and its
    synonyms), each alternative a sequence of stems; ``small`` terms only rank."""

    terms: tuple[tuple[tuple[str, ...], ...], ...]
    small: tuple[bool, ...]
    prefix: str
    """The last word when it is still being typed (its start matches): '' when complete."""


def parse(query: str, pairs: Sequence[tuple[str, str]] = ()) -> Query:
    words = [m.group() for m in WORD.finditer(fold(query))]
    stems = [stem(w) for w in words]
    typing = bool(words) and query[-1:].isalnum()
    alternatives = _phrases(pairs)
    terms: list[tuple[tuple[str, ...], ...]] = []
    small: list[bool] = []
    i = 0
    while i < len(stems):
        for length in range(min(4, len(stems) - i), 0, -1):
            key = tuple(stems[i : i + length])
            if key in alternatives and (length > 1 or len(alternatives[key]) > 1):
                terms.append(tuple(sorted(alternatives[key])))
                small.append(False)
                i += length
                break
        else:
            terms.append(((stems[i],),))
            small.append(words[i] in SMALL_WORDS)
            i += 1
    prefix = words[-1] if typing and len(terms[-1]) == 1 and len(terms[-1][0]) == 1 else ""
    if all(small):
        small = [False] * len(small)
    return Query(tuple(terms), tuple(small), prefix)


def _phrases(pairs: Sequence[tuple[str, str]]) -> dict[tuple[str, ...], set[tuple[str, ...]]]:
    """Each glossary phrase (as stems) -> every phrase that may stand for it (itself too)."""
    out: dict[tuple[str, ...], set[tuple[str, ...]]] = {}
    for rulebook, ours in pairs:
        a = tuple(stem(w) for w in WORD.findall(fold(rulebook)))
        b = tuple(stem(w) for w in WORD.findall(fold(ours)))
        if a and b:
            out.setdefault(a, {a}).add(b)
            out.setdefault(b, {b}).add(a)
    return out


# --- matching ------------------------------------------------------------------------------
def search(
    passages: Sequence[Passage],
    query: str,
    pairs: Sequence[tuple[str, str]] = (),
    later: frozenset[int] = frozenset(),
) -> list[Hit]:
    """The passages that hold words of ``query``: the best section's hits first (its best
    hit first, then the others by score), then the next section's... A section whose
    heading is the query's phrase comes first; then the sections not in ``later`` (those of
    the variant being read) before those in it (other variants'); then, in each group, those
    whose heading holds every word, whose text holds the phrase, and the rest (``rank``)."""
    parsed = parse(query, pairs)
    if not parsed.terms:
        return []
    hits = [h for p in passages if (h := _match(p, parsed)) is not None]
    named = {h.part for h in hits if h.para == -1}
    hits = [h for h in hits if h.para != -2 or h.part not in named]  # one hit for a heading
    held: dict[int, set[int]] = {}
    headed: dict[int, set[int]] = {}
    best: dict[int, float] = {}
    for hit in hits:
        held.setdefault(hit.part, set()).update(hit.terms)
        if hit.para < 0:
            headed.setdefault(hit.part, set()).update(hit.terms)
        best[hit.part] = max(best.get(hit.part, 0.0), hit.score)
    words = {part: sum(len(h.spans) for h in hits if h.part == part) for part in best}
    needed = frozenset(i for i, small in enumerate(parsed.small) if not small)
    tier = {part: _tier(part, hits, headed.get(part, set()), needed) for part in best}
    rank = {
        part: (
            tier[part] == TIERS["phrase in heading"],
            part not in later,
            tier[part],
            len(held[part]),
            len(headed.get(part, ())),
            best[part] + 4 * min(words[part], 6),
        )
        for part in best
    }
    order = {id(h): i for i, h in enumerate(hits)}
    return sorted(
        hits,
        key=lambda h: (tuple(-x for x in rank[h.part]), h.part, -h.score, order[id(h)]),
    )


TIERS = {"phrase in heading": 4, "words in heading": 3, "phrase in text": 2, "words in text": 1}
"""How well a section matches, best first: the heading (or the words the section is found
by) holds the query as a phrase, or every word; its text holds the phrase; else some words."""


def _tier(part: int, hits: Sequence[Hit], headed: set[int], needed: frozenset[int]) -> int:
    mine = [h for h in hits if h.part == part]
    if any(h.phrase and h.para < 0 for h in mine):
        return TIERS["phrase in heading"]
    if needed <= headed:
        return TIERS["words in heading"]
    if any(h.phrase for h in mine):
        return TIERS["phrase in text"]
    return TIERS["words in text"]


def sections(hits: Sequence[Hit]) -> list[Hit]:
    """One hit for each section, its first (``search`` puts a section's best first)."""
    return list({h.part: h for h in reversed(hits)}.values())[::-1]


def _match(passage: Passage, query: Query) -> Hit | None:
    words = tokens(passage.text)
    places: list[list[tuple[int, int]]] = []  # each term: (first token, last token) it covers
    for index, term in enumerate(query.terms):
        last = index == len(query.terms) - 1
        places.append(_places(words, term, query.prefix if last else ""))
    terms = frozenset(
        i for i, (p, small) in enumerate(zip(places, query.small, strict=True)) if p and not small
    )
    if not terms:
        return None
    needed = [places[i] for i in sorted(terms)]
    start, end = _window(needed)
    size = sum(len(query.terms[i][0]) for i in terms)
    score = 100.0 - max(0, end - start + 1 - size) * 2
    score += 10 * sum(bool(p) for p, small in zip(places, query.small, strict=True) if small)
    covered = {i for p in places for a, b in p for i in range(a, b + 1)}
    together = end > start and all(i in covered for i in range(start, end + 1))
    if together:
        score += 60  # the words stand together, as one phrase
    if _as_written(places):
        score += 30  # ...and in the query's order
    whole = len(terms) == sum(not small for small in query.small)
    in_order = _as_written(places) or _in_sequence(words, [places[i] for i in sorted(terms)])
    phrase = whole and (len(terms) == 1 or in_order)
    if passage.para < 0:
        score += 60  # the heading names it (or the section's id, a rulebook term)
    elif passage.para == 0 and start < 6:
        score += 15  # the section opens with it: what it is about
    spans = sorted(
        {(words[i].start, words[i].end) for p in places for a, b in p for i in range(a, b + 1)}
    )
    return Hit(passage.part, passage.para, words[start].start, tuple(spans), score, terms, phrase)


def _places(
    words: tuple[Token, ...], term: tuple[tuple[str, ...], ...], prefix: str
) -> list[tuple[int, int]]:
    found = []
    for alternative in term:
        size = len(alternative)
        for i in range(len(words) - size + 1):
            if all(alternative[k] in words[i + k].forms for k in range(size)):
                found.append((i, i + size - 1))
    if prefix:
        found += [(i, i) for i, w in enumerate(words) if w.raw.startswith(prefix)]
    return sorted(set(found))


def _window(places: list[list[tuple[int, int]]]) -> tuple[int, int]:
    """The shortest run of words holding one place of each term (first, last word)."""
    best = (places[0][0][0], max(p[0][1] for p in places) + 10**6)
    for a, b in places[0]:
        lo, hi = a, b
        for other in places[1:]:
            nearest = min(other, key=lambda p: max(abs(p[0] - a), abs(p[1] - b)))
            lo, hi = min(lo, nearest[0]), max(hi, nearest[1])
        if hi - lo < best[1] - best[0]:
            best = (lo, hi)
    return best


def _in_sequence(words: tuple[Token, ...], places: list[list[tuple[int, int]]]) -> bool:
    """Whether the terms stand in the query's order with at most two small words between
    each and the next ("steal a card" in "steal an item", the glossary's card)."""
    ends = {b for _, b in places[0]}
    for term in places[1:]:
        ends = {
            b
            for a, b in term
            for end in ends
            if 0 <= a - end - 1 <= 2 and all(w.raw in SMALL_WORDS for w in words[end + 1 : a])
        }
        if not ends:
            return False
    return True


def _as_written(places: list[list[tuple[int, int]]]) -> bool:
    """Whether every term stands right after the one before, in the query's order."""
    if len(places) < 2:
        return False
    ends = {b for _, b in places[0]}
    for term in places[1:]:
        ends = {b for a, b in term if a - 1 in ends}
        if not ends:
            return False
    return True
