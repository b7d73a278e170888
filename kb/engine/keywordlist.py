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
    'phasing', 'plot', 'poisonous', 'protection', 'prototype', 'provoke', 'prowess', 'prowl', 'rampage',
    'ravenous', 'reach', 'read ahead', 'rebound', 'reconfigure', 'recover', 'reinforce', 'renown',
    'replicate', 'retrace', 'riot', 'ripple', 'saddle', 'scavenge', 'shadow', 'shroud', 'skulk', 'sneak',
    'solved', 'soulbond', 'soulshift', 'space sculptor', 'spectacle', 'splice', 'split second', 'spree',
    'squad', 'start your engines!', 'station', 'storm', 'sunburst', 'surge', 'suspend', 'tiered',
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
}
# the keywords whose "if ~'s [keyword] cost was paid" is read, with the citation concept of each
PAID_KEYWORDS = {k: concept for k, (concept, paid, _read) in ALTERNATIVE_KEYWORDS.items() if paid}

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
