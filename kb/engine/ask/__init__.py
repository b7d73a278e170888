"""``kb ask``: a judge's question, read into a scenario and answered by the rules engine.

The parts, in the order a question goes through them:

* :mod:`.lexicon` — the words: :class:`AskError`, folding, numbers in words, the word lists of the step
  language and of the prose reader, and :class:`Lexicon` (card names from the KB);
* :mod:`.prose` — the prose reader: a judge's sentences rewritten into the step language; its sub-readers
  :mod:`.prose_players`, :mod:`.prose_board`, :mod:`.prose_actions`, :mod:`.prose_ask`, its tokens :mod:`.ptoks`;
* :mod:`.statements` — players' statements ("opponent has 0 life", "has 10 poison counters"), for both readers;
* :mod:`.steps` — the step language (``Humility, then Opalescence; show all``) read into scenario data; its
  sub-readers :mod:`.steps_players`, :mod:`.steps_objects`, :mod:`.steps_options`, :mod:`.steps_combat`,
  :mod:`.steps_show`, :mod:`.steps_define`, its tokens and cursor :mod:`.cursor`;
* :mod:`.read` — the entry point :func:`compile_question` (prose first, then steps);
* :mod:`.answer` — the answer: :func:`run_question` runs the question, :func:`answer_question` gives the
  whole answer as data (``kb ask --json``), yes/no answers beside the values shown, ``--save``;
* :mod:`.verdict` — the answer's first line: the verdict in the question's own terms, the deciding rules,
  the named cards' closest rulings.

The language itself is documented in :mod:`.steps` and in ``docs/ask.md``.
"""
from __future__ import annotations

from .answer import answer_question, answers_as_expect, run_question, scenario_of, to_yaml
from .lexicon import MAX_CHARS, MAX_STEPS, AskError, Lexicon
from .read import compile_question
from .steps import Compiled, players_text, split_pieces, step_text

__all__ = ["AskError", "Compiled", "Lexicon", "compile_question", "run_question", "to_yaml", "answers_as_expect",
           "MAX_CHARS", "MAX_STEPS", "split_pieces", "step_text", "players_text", "scenario_of", "answer_question"]
