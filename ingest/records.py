"""Plain records produced by the parsers.  The store turns them into rows."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Rule:
    """A numbered node of the CR: chapter ``"6"``, section ``"613"``, rule ``"613.4"``, subrule ``"613.4c"``."""

    number: str
    kind: str  # chapter | section | rule | subrule
    text: str  # the rule's own text (title for chapters and sections)
    parent: str | None
    depth: int  # 0 chapter, 1 section, 2 rule, 3 subrule
    position: int  # document order within the edition
    line_start: int = 0  # 1-based, inclusive, in the decoded source
    line_end: int = 0
    raw_number: str | None = None  # as printed, when it differs ("702. 37a", "119.1d.")
    # A misprint the parser worked around: "glued number" (901.4.All…), "number inferred"
    # (306.b printed for 306.3b), "empty section" (a placeholder paragraph for a removed section).
    flag: str | None = None


@dataclass
class Example:
    """An ``Example:`` paragraph attached to a rule (or glossary term); ``index`` is 1-based."""

    rule: str
    index: int
    text: str
    position: int
    line_start: int = 0
    line_end: int = 0


@dataclass
class GlossaryEntry:
    term: str  # without the "(Obsolete)" style suffix
    definition: str
    position: int
    obsolete: bool = False
    informal: bool = False
    raw_term: str = ""
    line_start: int = 0
    line_end: int = 0


@dataclass
class Reference:
    """A cross-reference found in a text.

    ``kind`` is one of rule | range | section | chapter | layer | glossary.
    ``target`` is the rule number cited (for a range, one Reference per member);
    ``start``/``end`` are character offsets of ``raw`` in the text.
    """

    raw: str
    kind: str
    target: str
    start: int
    end: int


@dataclass
class Ruling:
    """A Crystal Keep entry: a rule's text, a ruling on it, a note or an example."""

    rule: str  # the rule number it hangs on ("502.59", "G3.32b")
    kind: str  # rule | ruling | note | example
    text: str
    source: str | None  # "CompRules 2007/02/01", "Planar Chaos FAQ 2006/12/13"
    date: str | None  # ISO date taken from the source tag
    changed: bool  # the '+' change flag
    position: int
    label: str | None = None  # "502.59.Ruling.7"


@dataclass
class Document:
    """What a parser returns: the metadata and every record of one input document."""

    kind: str  # cr | changes | crystalkeep | glossary | scraped | policy
    path: str
    effective: str | None = None  # ISO date
    title: str | None = None
    encoding: str | None = None
    rules: list[Rule] = field(default_factory=list)
    examples: list[Example] = field(default_factory=list)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    rulings: list[Ruling] = field(default_factory=list)
    credits: str = ""
    front_matter: str = ""
    # Every non-blank source line (1-based) -> the node that holds it, e.g. ("rule", "613.4").
    line_map: dict[int, tuple[str, str]] = field(default_factory=dict)
    meta: dict = field(default_factory=dict)


@dataclass
class PolicyNode:
    """A numbered node of a tournament policy document (MTR, IPG, JAR): section ``"4"``,
    subsection ``"4.2"``, appendix ``"A"``, an IPG infraction's part ``"2.1/philosophy"``, a JAR
    part ``"common-issues"`` or issue ``"common-issues/1"``, or the ``"intro"``."""

    doc: str  # mtr | ipg | jar
    number: str
    kind: str  # intro | section | subsection | appendix | part | issue
    title: str
    text: str
    parent: str | None
    depth: int
    position: int
    line_start: int = 0
    line_end: int = 0
    penalty: str | None = None  # an IPG infraction's penalty at Competitive REL ("Warning")
