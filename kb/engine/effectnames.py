"""How a scenario step names a replacement or prevention effect (``replace_order``, 616.1)."""
from __future__ import annotations


def names_effect(name: str, r) -> bool:
    """Whether a ``replace_order`` entry names effect ``r`` (616.1): its source's name, also as the object whose
    ability made it ("Samite Healer" for "Samite Healer's ability"'s shield, 113.7a), or words of its text."""
    src = r.source_name or ""
    return (name in (src, r.text) or name.lower() in (r.text or "").lower()
            or bool(name) and src.lower().startswith(name.lower() + "'s "))
