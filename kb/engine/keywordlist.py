"""Keyword abilities (702) and ability words (207.2c), as the Comprehensive Rules list them (every
edition's 702 titles unioned; the ability words of every edition). Generated from the CR texts: facts."""

KEYWORD_NAMES = frozenset((
    'absorb', 'affinity', 'afflict', 'afterlife', 'aftermath', 'amplify', 'annihilator', 'ascend', 'assist',
    'aura swap', 'awaken', 'backup', 'banding', 'bargain', 'battle cry', 'bestow', 'blitz', 'bloodthirst',
    'boast', 'bushido', 'buyback', 'cascade', 'casualty', 'champion', 'changeling', 'cipher', 'cleave',
    'companion', 'compleated', 'conspire', 'convoke', 'craft', 'crew', 'cumulative upkeep', 'cycling', 'dash',
    'daybound and nightbound', 'deathtouch', 'decayed', 'defender', 'delve', 'demonstrate', 'dethrone',
    'devoid', 'devour', 'disguise', 'disturb', 'double strike', 'dredge', 'echo', 'embalm', 'emerge',
    'enchant', 'encore', 'enlist', 'entwine', 'epic', 'equip', 'escalate', 'escape', 'eternalize', 'evoke',
    'evolve', 'exalted', 'exhaust', 'exploit', 'extort', 'fabricate', 'fading', 'fear', 'firebending',
    'first strike', 'flanking', 'flash', 'flashback', 'flying', 'for mirrodin!', 'forecast', 'foretell',
    'fortify', 'freerunning', 'frenzy', 'fuse', 'gift', 'graft', 'gravestorm', 'harmonize', 'haste', 'haunt',
    'hexproof', 'hidden agenda', 'hideaway', 'horsemanship', 'impending', 'improvise', 'increment',
    'indestructible', 'infect', 'ingest', 'intimidate', 'job select', 'jump-start', 'kicker', 'landwalk',
    'level up', 'lifelink', 'living metal', 'living weapon', 'madness', 'max speed', 'mayhem', 'melee',
    'menace', 'mentor', 'miracle', 'mobilize', 'modular', 'more than meets the eye', 'morph', 'mutate',
    'myriad', 'ninjutsu', 'offering', 'offspring', 'outlast', 'overload', 'paradigm', 'partner', 'persist',
    'phasing', 'plot', 'power-up', 'poisonous', 'protection', 'prototype', 'provoke', 'prowess', 'prowl', 'rampage',
    'ravenous', 'reach', 'read ahead', 'rebound', 'reconfigure', 'recover', 'reinforce', 'renown',
    'replicate', 'retrace', 'riot', 'ripple', 'saddle', 'scavenge', 'shadow', 'shroud', 'skulk', 'sneak',
    'solved', 'soulbond', 'soulshift', 'space sculptor', 'spectacle', 'splice', 'split second', 'spree',
    'squad', 'start your engines!', 'station', 'storied', 'storm', 'sunburst', 'surge', 'suspend', 'teamwork', 'tiered',
    'totem armor', 'toxic', 'training', 'trample', 'transfigure', 'transmute', 'tribute', 'umbra armor',
    'undaunted', 'undying', 'unearth', 'unleash', 'vanishing', 'vigilance', 'visit', 'ward', 'warp',
    'web-slinging', 'wither', '∞ (infinity)',
))

ABILITY_WORDS = frozenset((
    'adamant', 'addendum', 'alliance', 'battalion', 'bloodrush', 'celebration', 'channel', 'chroma', 'cohort',
    'constellation', 'converge', "council's dilemma", 'coven', 'delirium', 'descend 4', 'descend 8',
    'disappear', 'domain', 'eerie', 'eminence', 'enrage', 'fateful hour', 'fathomless descent', 'ferocious',
    'flurry', 'formidable', 'grandeur', 'hellbent', 'heroic', 'imprint', 'infusion', 'inspired',
    'join forces', 'kinship', 'landfall', 'lieutenant', 'magecraft', 'metalcraft', 'morbid', 'opus',
    'pack tactics', 'paradox', 'parley', 'radiance', 'raid', 'rally', 'renew', 'repartee', 'revolt',
    'secret council', 'spell mastery', 'strive', 'survival', 'sweep', 'tempting offer', 'threshold',
    'undergrowth', 'valiant', 'vivid', 'void', 'will of the council',
))


# The one home of the alternative costs a spell is cast for by naming a keyword (118.9; a scenario's
# ``cast: {alternative: KEYWORD}``, the stack item's cast_with): keyword → (the citation concept of its rule, whether
# "if ~'s [keyword] cost was paid" is read (kb.engine.altcosts.keyword_paid), the words that mark the keyword as read
# where the card is cast (kb.engine.unknowns.ELSEWHERE_KEYWORDS; None: read elsewhere or not at all)). Each one's reader
# is kb.engine.stack's (ALTERNATIVE_READERS) or kb.engine.altcosts.chosen_alternative; docs/scenarios.md lists them.
ALTERNATIVE_KEYWORDS = {
    "mutate": ("mutate", False, None),                                   # 702.140a (a modelled keyword)
    "escape": ("escape", False, "escape"),                               # 702.138a
    "awaken": ("awaken", False, None),                                   # 702.113a
    "flashback": ("flashback", False, "flashback"),                      # 702.34a
    "sneak": ("sneak", True, "sneak"),                                   # 702.190a
    "mayhem": ("mayhem", True, "mayhem {"),                              # 702.187b ("Mayhem" alone, 702.187c: not read)
    "web-slinging": ("web_slinging", True, "web-slinging"),              # 702.188a
    "warp": ("warp", True, "warp"),                                      # 702.185a
    "freerunning": ("freerunning", True, "freerunning"),                 # 702.173a
    "more than meets the eye": ("more_than_meets_the_eye", False, "more than meets the eye"),   # 702.162a
    "impending": ("impending", False, None),                             # 702.176a (kb.engine.keywordmeans)
    "miracle": ("miracle", False, "miracle"),                            # 702.94a
    "cleave": ("alternative_cost", False, "cleave"),                     # 702.148a (kb.engine.cleave)
    "emerge": ("emerge", True, "emerge"),                                # 702.119a (kb.engine.emerge)
    "bestow": ("bestow", False, None),                                   # 702.103a (kb.engine.bestow)
    "madness": ("madness", True, "madness"),                             # 702.35a (kb.engine.madness)
    "disturb": ("disturb", False, "disturb"),                            # 702.146a (kb.engine.disturb)
    "foretell": ("foretell", False, "foretell"),                         # 702.143a (kb.engine.foretell)
    "plot": ("plot", False, "plot"),                                     # 702.170d (kb.engine.plot)
    "overload": ("overload", False, "overload"),                         # 702.96a (kb.engine.overload)
    "dash": ("dash", True, "dash"),                                      # 702.109a (kb.engine.dash)
    "blitz": ("blitz", True, "blitz"),                                   # 702.152a (kb.engine.dash)
    "prowl": ("prowl", True, "prowl"),                                   # 702.76a (kb.engine.prowl)
}
# keywords whose "if ~'s [keyword] cost was paid" is read though no reader above casts for them (118.9, 603.4): surge
# (702.117a), spectacle (702.137a) and evoke (702.74a) are alternative-cost abilities of kb.engine.keywordmeans, chosen
# with ``alternative: surge`` (the stack item's alt_keyword names the one paid) — keyword → the citation concept of its
# rule
PAID_ONLY_KEYWORDS = {"surge": "surge", "spectacle": "spectacle", "evoke": "evoke"}
# the keywords whose "if ~'s [keyword] cost was paid" is read, with the citation concept of each
PAID_KEYWORDS = {k: concept for k, (concept, paid, _read) in ALTERNATIVE_KEYWORDS.items() if paid} | PAID_ONLY_KEYWORDS

# 702.85a: what cascade means, as the engine models it (the wording of 2021-02-15 on; the rule-text binding says
# where an edition reads otherwise): the text of its triggered ability (kb.engine.storm, kb.engine.instructions)
# the effects of suspend's two triggered abilities (702.62a), as the engine puts them on the stack (kb.engine.suspend)
# 702.116a: myriad's trigger (kb.engine.combat.myriad_resolve)
MYRIAD_TEXT = ("For each opponent other than defending player, you may create a token that's a copy of ~ that's tapped "
               "and attacking that player or a planeswalker they control. If one or more tokens are created this way, "
               "exile the tokens at end of combat.")
SUSPEND_UPKEEP_TEXT = "If ~ is suspended, remove a time counter from it."
# 702.88a: the delayed triggered ability rebound creates (kb.engine.rebound)
REBOUND_CAST_TEXT = "You may cast this card from exile without paying its mana cost."
# 702.94a: miracle's linked triggered ability, as it resolves (kb.engine.miracle)
MIRACLE_CAST_TEXT = "You may cast this card by paying its miracle cost rather than its mana cost."
# 702.35a: madness's linked triggered ability, as it resolves (kb.engine.madness; the first sentence does it all)
MADNESS_CAST_TEXT = ("Its owner may cast this card by paying its madness cost rather than paying its mana cost. If that "
                     "player doesn't, they put this card into their graveyard.")
# 702.185a: the delayed triggered ability warp creates (kb.engine.warp)
WARP_EXILE_TEXT = ("Exile the permanent this spell became. Its owner may cast this card after the current turn has "
                   "ended for as long as it remains exiled.")
# 702.154a: enlist's reflexive triggered ability (kb.engine.enlist)
ENLIST_BOOST_TEXT = "This creature gets +X/+0 until end of turn, where X is the tapped creature's power."
SUSPEND_CAST_TEXT = ("If ~ is exiled, you may play it without paying its mana cost if able. If you don't, it remains "
                     "exiled. If you cast a creature spell this way, it gains haste until you lose control of the spell "
                     "or the permanent it becomes.")

CASCADE_TEXT = ("Exile cards from the top of your library until you exile a nonland card whose mana value is less than "
                "~'s mana value. You may cast that card without paying its mana cost if the resulting spell's mana value "
                "is less than ~'s mana value. Then put all cards exiled this way that weren't cast on the bottom of your "
                "library in a random order.")

# The first edition whose Comprehensive Rules name each keyword (a rule titled with it or a glossary entry for it;
# generated from the KB's rules and glossary: facts; a mere mention — "Reach Through Mists", "a long dash" — is not
# one; tests/test_engine_keyword_dates.py checks them). Before it the word has no rule: what it does is not decided
# (kb.engine.objects.edition_abilities).
# A keyword not listed is named by the oldest edition held (1999-04-23) or not named as a word at all.
KEYWORD_FIRST_EDITION = {
    'absorb': '2007-05-01', 'affinity': '2003-10-01', 'afflict': '2017-07-08', 'afterlife': '2019-01-25',
    'aftermath': '2017-04-28', 'amplify': '2003-03-15', 'annihilator': '2010-04-23', 'ascend': '2018-01-19',
    'assist': '2018-06-08', 'aura swap': '2007-05-01', 'awaken': '2015-09-26', 'backup': '2023-04-14',
    'bargain': '2023-10-13', 'battle cry': '2011-02-04', 'bestow': '2013-09-27', 'blitz': '2022-04-29',
    'bloodthirst': '2006-02-01', 'boast': '2021-02-05', 'bushido': '2004-10-01', 'cascade': '2009-05-01',
    'casualty': '2022-04-29', 'champion': '2007-10-01', 'changeling': '2007-10-01', 'cipher': '2013-02-01',
    'cleave': '2021-11-19', 'companion': '2020-04-17', 'compleated': '2022-02-18', 'conspire': '2008-05-01',
    'convoke': '2005-10-01', 'craft': '2023-11-17', 'dash': '2015-01-23', 'daybound': '2021-11-19', 'daybound and nightbound': '2021-11-19',
    'deathtouch': '2007-05-01', 'decayed': '2021-11-19', 'defender': '2004-10-01', 'delve': '2007-05-01',
    'demonstrate': '2021-04-22', 'dethrone': '2014-06-01', 'devoid': '2015-09-26', 'devour': '2008-10-01',
    'disguise': '2024-02-02', 'disturb': '2021-11-19', 'double strike': '2003-03-15', 'dredge': '2005-10-01',
    'embalm': '2017-04-28', 'emerge': '2016-07-22', 'encore': '2020-11-20', 'enlist': '2022-09-08',
    'entwine': '2003-10-01', 'epic': '2005-08-01', 'equip': '2003-10-01', 'escalate': '2016-07-22',
    'escape': '2020-01-24', 'eternalize': '2017-07-08', 'evoke': '2007-10-01', 'evolve': '2013-02-01',
    'exalted': '2008-10-01', 'exhaust': '2025-02-07', 'exploit': '2015-03-27', 'extort': '2013-02-01',
    'fabricate': '2016-09-30', 'fading': '2001-07-23', 'fear': '2002-10-07', 'firebending': '2025-11-14',
    'flash': '2006-10-01', 'flashback': '2001-09-24', 'for mirrodin!': '2023-04-14', 'forecast': '2006-05-01',
    'foretell': '2021-02-05', 'fortify': '2007-05-01', 'freerunning': '2024-07-30', 'frenzy': '2007-05-01',
    'fuse': '2013-05-01', 'gift': '2024-07-30', 'graft': '2006-05-01', 'gravestorm': '2007-05-01',
    'harmonize': '2025-04-04', 'haunt': '2006-02-01', 'hexproof': '2011-06-17', 'hidden agenda': '2014-06-01',
    'hideaway': '2007-10-01', 'horsemanship': '2001-07-23', 'impending': '2024-11-08', 'improvise': '2017-01-20',
    'increment': '2026-04-17', 'indestructible': '2004-02-01', 'infect': '2010-10-01', 'ingest': '2015-09-26',
    'intimidate': '2009-07-11', 'job select': '2025-06-06', 'jump-start': '2018-10-05', 'kicker': '2001-07-23',
    'level up': '2010-04-23', 'lifelink': '2007-05-01', 'living metal': '2022-11-18', 'living weapon': '2011-02-04',
    'madness': '2002-02-20', 'max speed': '2025-02-07', 'mayhem': '2025-09-19', 'melee': '2016-08-26',
    'menace': '2015-07-17', 'mentor': '2018-10-05', 'miracle': '2012-05-01', 'mobilize': '2025-04-04',
    'modular': '2004-02-01', 'more than meets the eye': '2022-11-18', 'morph': '2002-10-07', 'multikicker': '2010-02-01',
    'mutate': '2020-04-17',
    'myriad': '2015-11-13', 'ninjutsu': '2005-02-01', 'offering': '2005-02-01', 'offspring': '2024-07-30',
    'outlast': '2014-09-25', 'overload': '2012-10-01', 'paradigm': '2026-04-17', 'power-up': '2026-08-07', 'storied': '2026-08-07', 'teamwork': '2026-08-07', 'partner': '2016-11-11',
    'persist': '2008-05-01', 'plot': '2024-06-07', 'poisonous': '2007-05-01', 'prototype': '2022-11-18',
    'provoke': '2003-03-15', 'prowess': '2014-09-25', 'prowl': '2008-02-01', 'ravenous': '2022-10-07',
    'reach': '2007-05-01', 'read ahead': '2022-09-08', 'rebound': '2010-04-23', 'reconfigure': '2022-02-18',
    'recover': '2006-07-15', 'renown': '2015-07-17', 'replicate': '2006-02-01', 'retrace': '2008-07-15',
    'riot': '2019-01-25', 'ripple': '2006-07-15', 'saddle': '2024-06-07', 'scavenge': '2012-10-01',
    'shroud': '2007-05-01', 'skulk': '2016-04-08', 'sneak': '2026-02-27', 'solved': '2024-02-02',
    'soulbond': '2012-05-01', 'soulshift': '2004-10-01', 'space sculptor': '2022-10-07', 'spectacle': '2019-01-25',
    'splice': '2004-10-01', 'split second': '2006-10-01', 'spree': '2024-06-07', 'squad': '2022-10-07',
    'start your engines!': '2025-02-07', 'station': '2025-07-25', 'storm': '2003-07-01', 'sunburst': '2004-06-01',
    'surge': '2016-01-16', 'suspend': '2006-10-01', 'tiered': '2025-06-06', 'totem armor': '2010-04-23',
    'toxic': '2023-04-14', 'training': '2021-11-19', 'transfigure': '2007-05-01', 'transmute': '2005-10-01',
    'tribute': '2014-02-01', 'umbra armor': '2024-06-07', 'undaunted': '2016-11-11', 'undying': '2012-02-01',
    'unearth': '2008-10-01', 'unleash': '2012-10-01', 'vanishing': '2007-02-01', 'vigilance': '2004-10-01',
    'trample over planeswalkers': '2021-06-18',
    'visit': '2022-10-07', 'ward': '2021-04-22', 'warp': '2025-07-25', 'web-slinging': '2025-09-19',
    'wither': '2008-05-01', 'nightbound': '2021-11-19',
}


# Variants a keyword's own rule defines later than the keyword, with neither a rule title nor a glossary entry of
# their own: the first edition whose rule text defines the variant (tests/test_engine_keyword_dates.py checks them).
# "Hexproof from [quality]" is 702.11d from 2018-04-27; hexproof itself is older (2011-06-17).
KEYWORD_VARIANT_FIRST_EDITION = {'hexproof from': '2018-04-27'}


def keyword_named_by(name: str, edition: str) -> bool:
    """Whether the rules of ``edition`` name keyword ``name`` ("hexproof from blue" is hexproof from [quality]): False
    before the first edition that does (KEYWORD_VARIANT_FIRST_EDITION, then KEYWORD_FIRST_EDITION), when the printed
    word has no rule yet."""
    low = name.lower()
    for k, first in KEYWORD_VARIANT_FIRST_EDITION.items():
        if low.startswith(k + " "):
            return edition >= first
    for k, first in KEYWORD_FIRST_EDITION.items():
        if low == k or low.startswith(k + " "):
            return edition >= first
    return True
