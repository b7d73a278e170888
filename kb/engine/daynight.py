"""Day and night (731; 726 in the editions of 2021-11-19 to 2023) and the daybound and nightbound
keywords (702.145).

- 731.1: the game starts with neither designation; once it is day or night it always has exactly
  one of them. A scenario can start at night (``day_night: night`` as a step, what an effect saying
  "it becomes night" does).
- 702.145d / 702.145g: while a player controls a daybound permanent and it is neither, it becomes
  day; with a nightbound permanent and no daybound ones, it becomes night.
- 702.145c / 702.145f: a front-face-up daybound permanent at night, or a back-face-up nightbound one
  at day, is transformed at once (not a state-based action). Only a permanent represented by a
  double-faced card can transform (712.9): a Clone copying a daybound creature stays as it is.
- 702.145b: a daybound permanent represented by a double-faced card enters transformed if it is
  night; 712.13a: if that card's back face is an instant or sorcery, it doesn't enter and goes to
  its owner's graveyard instead. Daybound and nightbound permanents can't transform otherwise.
- 731.2a-b: in the untap step, day becomes night if the previous turn's active player cast no
  spells during that turn, and night becomes day if they cast two or more.
- 731.1: "Other effects can also make it day or night": an instruction "It becomes day." / "It
  becomes night." (read by :func:`kb.engine.daynightwords.read_becomes` as ``day_night`` instructions; :func:`effect_makes`): the game gains that
  designation as the effect resolves (already so: nothing changes), with 702.145c/f's transformations and "day
  becomes night" triggers (731.1a); under rules without day and night (before 2021-11-19) "cannot decide". "If it's
  night, …" is read as any condition of the game (kb.engine.gamevalues).

Mixed into :class:`kb.engine.state.GameState` as :class:`DayNightMixin`.
"""
from __future__ import annotations

from .errors import EngineError

__all__ = ["DayNightMixin", "DESIGNATIONS", "effect_makes"]

DESIGNATIONS = ("day", "night")
def effect_makes(state, ins, item, rc) -> None:
    """A resolving instruction makes it day or night (731.1); under rules without the designations (before the
    2021-11-19 edition) its words mean nothing those rules define: "cannot decide" for what it could change."""
    if not state.day_night_exists():
        state.note_unmodelled(ins.text, item.name, f"there is no day or night under the {state.edition} rules (the "
                                                   "designations exist from the 2021-11-19 edition)")
        rc.unread.append(ins.text)
        return
    if state.day_night == ins.opts["to"]:   # already so: nothing changes, nothing triggers (731.1a)
        state.log.add(f"\u201c{ins.text}\u201d: it is already {ins.opts['to']}", "day_night", indent=1, kind="step")
        return
    state.set_day_night(ins.opts["to"], why=f"\u201c{ins.text}\u201d ({item.name})")


def _bound(w) -> tuple[bool, bool]:
    """(daybound, nightbound) for an object's characteristics."""
    names = w.keyword_names() if w is not None else ()
    return "daybound" in names, "nightbound" in names


def represented_by_dfc(o) -> bool:
    """712.9: only a permanent represented by a (transforming) double-faced card or token can transform."""
    from .objects import SINGLE_CARD_LAYOUTS
    return bool(o.card.other_faces) and o.card.layout not in SINGLE_CARD_LAYOUTS and o.card.layout != "meld" \
        and not o.melded


class DayNightMixin:
    day_night: str | None = None
    prev_turn_spells: int | None = None   # spells the previous turn's active player cast then (None: unknown)

    def set_day_night(self, value: str, *, why: str = "", cite: tuple = ()) -> None:
        """It becomes day or night (731.1): the designation changes, then daybound and nightbound
        permanents turn as 702.145c/f say."""
        value = str(value).strip().lower()
        if value not in DESIGNATIONS:
            raise EngineError(f"day_night is day or night, not {value!r} ({self.rule_no('day_night')})")
        if not self.day_night_exists():
            raise EngineError(f"there is no day or night under the {self.edition} rules (the designations exist "
                              "from the 2021-11-19 edition)")
        if self.day_night == value:
            return
        old = self.day_night
        self.day_night = value
        change = f"{old} becomes {value}" if old else f"it becomes {value}"
        self.log.add(f"{change[0].upper() + change[1:]}{': ' + why if why else ''}", "day_night",
                     *(("day_night_change",) if old else ()), *cite, kind="step")
        self._changed()
        if old is not None:   # 731.1a: "day becomes night" / "night becomes day" (not the first time it becomes either)
            from .triggers import Event
            self._emit(Event("day_night_change", cause=value))
        self._day_night_turn()

    def enters_day(self, o, ability) -> None:
        """731.1: "If it's neither day nor night, it becomes day as ~ enters." — checked as ``o`` enters."""
        if not self.day_night_exists():
            self.note_unknown(f"{o.alias}: \u201c{ability.display(o.card.name)}\u201d: there is no day or night under "
                              f"the {self.edition} rules", frozenset(("day_night",)))
            return
        if self.day_night is None:
            self.set_day_night("day", why=f"it was neither day nor night as {o.alias} entered "
                                          f"(\u201c{ability.display(o.card.name)}\u201d)")

    def bound_without_rules(self, o, abilities) -> None:
        """Daybound or nightbound on a permanent entering under rules without day and night (before the 2021-11-19
        edition): its words mean nothing those rules define, so whatever it would do there (a face that
        transforms, 702.145) is unknown; never today's rule in an older game."""
        if self.day_night_exists():
            return
        for ab in abilities:
            if getattr(ab, "kind", "") == "keyword" and getattr(ab, "name", "") in ("daybound", "nightbound"):
                self.note_unknown(f"{o.alias}'s \u201c{ab.text or ab.name}\u201d: there is no day or night under the "
                                  f"{self.edition} rules")

    def day_night_exists(self) -> bool:
        from .versions import rule
        return rule("day_night", self.edition) == "yes"

    def day_night_check(self) -> None:
        """702.145c-d, 702.145f-g: checked whenever a player would receive priority and as permanents
        enter; neither is a state-based action."""
        if not self.day_night_exists():
            return
        if self.day_night is None:
            snap = self.evaluate()
            day = night = False
            for o in self.objects.values():
                if o.zone == "battlefield":
                    d, n = _bound(snap.get(o.oid))
                    day, night = day or d, night or n
            if day:
                self.set_day_night("day", why="a player controls a daybound permanent and it was neither",
                                   cite=("daybound_becomes_day",))
            elif night:
                self.set_day_night("night", why="a player controls a nightbound permanent, no daybound one, and it "
                                   "was neither", cite=("nightbound_becomes_night",))
            return
        self._day_night_turn()

    def _day_night_turn(self) -> None:
        """702.145c / 702.145f: the permanents whose face doesn't match the designation transform."""
        if self.day_night is None:
            return
        snap = self.evaluate()
        noted = self.__dict__.setdefault("_day_night_noted", set())
        for o in list(self.objects.values()):
            if o.zone != "battlefield":
                continue
            d, n = _bound(snap.get(o.oid))
            wrong = (d and not o.transformed and self.day_night == "night") or \
                    (n and o.transformed and self.day_night == "day")
            if not wrong:
                continue
            if not represented_by_dfc(o):
                key = (o.oid, self.day_night)
                if key not in noted:
                    noted.add(key)
                    self.log.add(f"{o.alias} has {'daybound' if d else 'nightbound'} but isn't represented by a "
                                 "double-faced card: it can't transform", "transform_only_dfc", indent=1,
                                 kind="step")
                continue
            self.log.add(f"{o.alias} has {'daybound and it is night' if d else 'nightbound and it is day'}: it "
                         "transforms at once (not a state-based action)", "daybound_transform" if d else
                         "nightbound_transform", kind="step")
            self.transform(o, by_day_night=True)

    def _untap_day_night(self) -> None:
        """731.2: as the second part of the untap step, the previous turn is checked."""
        if self.day_night is None or not self.day_night_exists():
            return
        n = self.prev_turn_spells
        if n is None:
            return
        partial = self.prev_turn_partial
        if partial and ((self.day_night == "day" and n == 0) or (self.day_night == "night" and n < 2)):
            self.note_unknown(f"whether it becomes {'night' if self.day_night == 'day' else 'day'} (731.2) depends on "
                              f"the spells the previous turn's active player cast: {n} stated, and that turn's spells "
                              "before the question are not")
            return
        if self.day_night == "day" and n == 0:
            self.set_day_night("night", why="the previous turn's active player cast no spells",
                               cite=("day_night_untap_night",))
        elif self.day_night == "night" and n >= 2:
            self.set_day_night("day", why=f"the previous turn's active player cast {n} spells",
                               cite=("day_night_untap_day",))

    def _turn_ends_for_day_night(self) -> None:
        """Remember how many spells the turn's active player cast (731.2) and each player cast ("if no spells
        were cast last turn"), then start counting anew."""
        self.prev_turn_spells = self.player(self.active).spells_cast
        self.prev_turn_casts = {name: p.spells_cast for name, p in self.player_state.items()}
        self.prev_turn_partial = self.history_unstated()   # the counts are lower bounds: spells before it unstated
        self.prev_turn_life_lost, self.turn_life_lost = self.turn_life_lost, {}   # "if you lost life last turn"
        self.prev_turn_damage_lost, self.turn_damage_lost = self.turn_damage_lost, {}
        for p in self.player_state.values():
            p.spells_cast = 0

    def _enters_at_night(self, o) -> str | None:
        """702.145b: "If it is night and this permanent is represented by a double-faced card, it enters
        transformed" — read on the permanent as it would exist on the battlefield (614.12), after any copy
        effect. Returns "transformed", "graveyard" (712.13a: its back face is an instant or sorcery) or None."""
        if self.day_night != "night" or not represented_by_dfc(o):
            return None
        w = self.evaluate().get(o.oid)
        if not _bound(w)[0]:
            return None
        back = o.card.other_faces[0]
        if {"Instant", "Sorcery"} & set(back.types):
            return "graveyard"
        return "transformed"

    def transform_refused(self, o) -> bool:
        """702.145b/e: a daybound or nightbound permanent can't transform except by that ability."""
        if not self.day_night_exists():
            return False
        d, n = _bound(self.evaluate().get(o.oid))
        if d or n:
            self.log.add(f"{o.alias} has {'daybound' if d else 'nightbound'}: it can't transform except due to that "
                         "ability", "daybound" if d else "nightbound", kind="step")
            return True
        return False
